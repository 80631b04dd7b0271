# Ceelkoqyuqkoqiji, "Why?": what an action did and which rule of Eagle's account (1995: 53-55)
# or which rules note (docs/rules-notes.md, C1-C19) made it happen. Built from typed values in
# src/games/ceelko/explain.rs; the source and the notes' ids stay as they are in every language.
# $goat is mu or gong (and none where no goat is meant).

ceelko-why-finger-chosen = { $seat } has chosen a finger; now { $other } chooses without looking. The index finger beats the thumb, the thumb beats the little finger, and the little finger beats the index (Eagle 1995: 53-55).
ceelko-why-finger-tie = Both showed the same finger, so they throw again (Eagle 1995: 53-55; rules note C14).
ceelko-why-proposed = { $seat } proposes to end the round; { $other } may accept or refuse. A round ends by agreement, each player taking the stones left in their own holes (Eagle 1995: 53-55; rules note C11).
ceelko-why-refused = { $seat } refused, so play goes on; { $other } may propose again only after sowing (rules note C11).
ceelko-why-goat-to-place = The stones lifted from { $hole } include the { $goat ->
    [mu] mu
   *[other] gong
}: large stones may be sown in any order, so { $seat } chooses where it drops (Eagle 1995: 53-55; rules note C3).
ceelko-why-must-sell = { $seat } owes { $other } { $count }: a debt of five forces the sale of a hole, and the seller chooses which (Eagle 1995: 53-55).
ceelko-why-may-buy-back = { $seat } has { $count } stones to spare and may buy back a hole they sold; the buyer may not refuse (Eagle 1995: 53-55).
ceelko-why-lost-no-holes = { $seat } has no hole left to play from or to sell, so { $seat } has lost the campaign (rules note C15).
ceelko-why-lost-repeated = The next round would have started as two earlier ones did, so the campaign ends; { $seat }, worth less, has lost (rules note C16).
ceelko-why-drawn-repeated = The next round would have started as two earlier ones did, so the campaign ends in a draw (rules note C16).
ceelko-why-sown = { $seat } lifted the { $count ->
    [one] single stone of { $hole } and sowed it
   *[other] { $count } stones of { $hole } and sowed them one by one,
} { $way ->
    [clockwise] clockwise
   *[other] counter-clockwise
}, through the holes and stores on the way; either direction may be chosen (Eagle 1995: 53-55).
ceelko-why-goat-dropped = The { $goat ->
    [mu] mu
   *[other] gong
} dropped into { $hole }.
ceelko-why-relay = The hole after the last stone, { $hole }, held stones, so they were lifted and sown on in the same direction: a relay (Eagle 1995: 53-55).
ceelko-why-relay-store = The hole after the last stone, { $hole }, held stones, so they were lifted and sown on in the same direction: a relay (Eagle 1995: 53-55). A store counts as full only while its own goat has never left it, and then the goat alone is lifted.
ceelko-why-relays = The hole after the last stone held stones { $count ->
    [2] twice
   *[other] { $count } times
} ({ $holes }), so each time they were lifted and sown on in the same direction: relays (Eagle 1995: 53-55).
ceelko-why-relays-store = The hole after the last stone held stones { $count ->
    [2] twice
   *[other] { $count } times
} ({ $holes }), so each time they were lifted and sown on in the same direction: relays (Eagle 1995: 53-55). A store counts as full only while its own goat has never left it, and then the goat alone is lifted.
ceelko-why-relays-many = The hole after the last stone held stones { $count } times, so each time they were lifted and sown on in the same direction: relays (Eagle 1995: 53-55).
ceelko-why-relays-many-store = The hole after the last stone held stones { $count } times, so each time they were lifted and sown on in the same direction: relays (Eagle 1995: 53-55). A store counts as full only while its own goat has never left it, and then the goat alone is lifted.
ceelko-why-what-store-goat = the { $goat ->
    [mu] mu
   *[other] gong
} at home in store { $store }, which counts as full while its goat has never left it
ceelko-why-what-with-goat = the { $count ->
    [one] single stone
   *[other] { $count } stones
} of { $hole }, a goat among them
ceelko-why-what-stones = the { $count ->
    [one] single stone
   *[other] { $count } stones
} of { $hole }
ceelko-why-captured-after-store = After the last stone came an empty hole (store { $store }, which counts as empty once its own goat has left it) and then a full one, so { $seat } captured { $what } (Eagle 1995: 53-55).
ceelko-why-captured-after-hole = After the last stone came an empty hole ({ $hole }) and then a full one, so { $seat } captured { $what } (Eagle 1995: 53-55).
ceelko-why-captured = After the last stone came an empty hole and then a full one, so { $seat } captured { $what } (Eagle 1995: 53-55).
ceelko-why-more-store-goat = the { $goat ->
    [mu] mu
   *[other] gong
} at home in store { $store }
ceelko-why-more-stones = { $count } from { $hole }
ceelko-why-capture-went-on = Another empty hole followed by a full one, so the capture went on: { $what } too; it stops at two full or two empty holes in a row (Eagle 1995: 53-55).
ceelko-why-no-capture = The two holes after the last stone were empty, so the move ended without a capture (Eagle 1995: 53-55).
ceelko-why-sunk-in-store = { $goat ->
    [mu] The mu
    [gong] The gong
   *[other] A stone
} fell into store { $hole }, so { $seat }, its owner, captured it: what falls into a store is its owner's (Eagle 1995: 53-55).
ceelko-why-sunk-in-sold-hole = { $goat ->
    [mu] The mu
    [gong] The gong
   *[other] A stone
} fell into { $hole }, a hole sold to { $seat }: a sold hole is always empty and what falls into it goes to its owner (Eagle 1995: 53-55).
ceelko-why-huelshe = { $seat } had no stones in their holes, so they huelshe: one of their own stones into each hole ({ $count } in all), and then play on (Eagle 1995: 53-55).
ceelko-why-huelshe-obligatory = { $seat } had no stones in their holes, so they huelshe: one of their own stones into each hole ({ $count } in all), and then play on (Eagle 1995: 53-55). While a goat is still in its own store, huelshe cannot be declined.
ceelko-why-huelshe-short = { $seat } had no stones in their holes and only { $count } to place, fewer than their holes, so they huelshe into a run of { $count } neighbouring holes of their choice, with no gap, and then play on (Eagle 1995: 53-55; rules note C10).
ceelko-why-declined-huelshe = { $seat } declined huelshe, so the round is over and { $other } takes every stone left in the holes (Eagle 1995: 53-55; rules note C13).
ceelko-why-nothing-to-place = { $seat } has no stones in their holes and none to place, so the round is over and { $other } takes every stone left in the holes (rules note C9).
ceelko-why-agreed = Both agreed, so the round is over: each player takes the stones left in their own holes, and each store's stones go to its owner (Eagle 1995: 53-55).
ceelko-why-repeated-third-time = The same position came about for the third time, so the round ends as if by agreement, each player taking their own holes (rules note C12).
ceelko-why-a-hole = a hole
ceelko-why-goat-paid = { $from } paid { $to } { $count } for the { $goat ->
    [mu] mu
   *[other] gong
}
ceelko-why-debt-repaid = { $from } repaid { $to } { $count } of their debt
ceelko-why-borrowed = { $to } was { $count } short of filling their holes and borrowed from { $from }, who may not refuse; the debt is remembered
ceelko-why-hole-sold = { $to } sold { $hole } to { $from } for { $count }; here the price is set against the debt first (rules note C8): from now on it is always empty and what falls into it is { $from }'s
ceelko-why-hole-bought-back = { $from } bought back { $hole } from { $to } for { $count }, which the buyer may not refuse
ceelko-why-gave = { $from } gave { $to } { $count }
ceelko-why-price-each = { $price } each in this ruleset
ceelko-why-price-mu-gong = { $mu } for the mu and { $gong } for the gong in this ruleset
ceelko-why-goats-bought-back = { $what }: a goat won by the other side must be bought back between rounds, at { $prices } (Eagle 1995: 53-55).
ceelko-why-goats-bought-back-owing = { $what }: a goat won by the other side must be bought back between rounds, at { $prices } (Eagle 1995: 53-55); what its owner could not pay is owed (rules note C5).
ceelko-why-between-rounds = { $what } (Eagle 1995: 53-55).
ceelko-why-filled-again = The holes are filled again with { $count } stones each for round { $round }, which starts with the finger throw (Eagle 1995: 53-55).
ceelko-why-throw-won = { $seat } won the finger throw and starts round { $round }: the index finger beats the thumb, the thumb the little finger, the little finger the index (Eagle 1995: 53-55).

# Round notes (the rounds table's last column) and the standing's lines; the English is the
# game's own (records keep it).
ceelko-note-goat-bought = { $seat } bought back the { $goat ->
    [mu] mu
   *[other] gong
} from { $other } for { $count }
ceelko-note-goat-bought-owing = { $seat } bought back the { $goat ->
    [mu] mu
   *[other] gong
} from { $other } for { $count }, owing { $owing }
ceelko-note-repaid = { $seat } repaid { $count } to { $other }
ceelko-note-hole-bought-back = { $seat } bought back { $hole } from { $other }
ceelko-note-hole-sold = { $seat } sold { $hole } to { $other }
ceelko-note-borrowed = { $seat } borrowed { $count } from { $other }
ceelko-note-repeated = The next round would start as two earlier ones did: the campaign ends
ceelko-note-declined = { $seat } declined huelshe: { $other } took the board
ceelko-note-agreed = ended by agreement: each took their own sector
ceelko-line-owes = { $seat } owes { $other } { $count }
ceelko-line-sold = { $hole } has been sold to { $seat }
ceelko-line-goat-held = The { $goat ->
    [mu] mu
   *[other] gong
} is held by { $seat }
