# Leyla (Wegi), "Why?": what a move did and which rule of Pankhurst's record (1971: 182) or which
# rules note (docs/rules-notes.md) made it happen. Built from typed values in
# src/games/leyla/explain.rs; the source and the notes' ids stay as they are in every language.

leyla-why-kept = { $seat } kept the two counters over in reserve instead of lending them (Pankhurst 1971: 182; rules note L14).
leyla-why-filled = The chosen { $count ->
    [one] hole { $holes } is
   *[other] holes { $holes } are
} filled with four: between rounds each player chooses which of their holes to fill, and the empty ones stay in play (rule option unfilled_holes, rules note L15).
leyla-why-passed = { $what } (Pankhurst 1971: 182).
leyla-why-round-start = Round { $round } begins with { $count ->
    [one] { $count } hole
   *[other] { $count } holes
} a side: both fill as many holes with four as the poorer player can, and the richer keeps the rest (Pankhurst 1971: 182); { $seat } starts (rules note L16).
leyla-why-lend-offer = Both players have two counters over: { $lender }, the richer, may lend them to { $borrower } or keep them (Pankhurst 1971: 182; rules note L14).
leyla-why-choose-holes = { $seat } now chooses which holes of their row to fill with four; the empty ones stay in play (rule option unfilled_holes, rules note L15).
leyla-why-match-over = { $loser } cannot fill a single hole with four, so the match is over and { $winner } wins (Pankhurst 1971: 182).
leyla-why-sown = { $count ->
    [one] { $seat } lifted the single counter of { $hole } and sowed it clockwise (Pankhurst 1971: 182).
   *[other] { $seat } lifted the { $count } counters of { $hole } and sowed them one by one, clockwise (Pankhurst 1971: 182).
}
leyla-why-relay = The last counter fell into { $hole }, which held counters, so they were lifted and sown on: a relay (Pankhurst 1971: 182).
leyla-why-relays = The last counter fell into an occupied hole { $count ->
    [2] twice
   *[other] { $count } times
} ({ $holes }); each time its counters were lifted and sown on: relays (Pankhurst 1971: 182).
leyla-why-relays-many = The last counter fell into an occupied hole { $count } times; each time its counters were lifted and sown on: relays (Pankhurst 1971: 182).
leyla-why-made-four = The last counter made four in { $hole }, a hole of { $owner }'s row, so { $seat } captured it and { $facing }, the hole facing it: the counters stay, nobody sows from these holes again, and the turn ended (Pankhurst 1971: 182; rules note L5).
leyla-why-took-one-more = The last counter fell into { $hole }, a hole { $owner } had captured, so { $seat } took it and one more counter from there, and the turn ended (Pankhurst 1971: 182).
leyla-why-took-only-it = The last counter fell into { $hole }, a hole { $owner } had captured, so { $seat } took it; the hole was empty, so there was nothing more to take (rules note L6).
leyla-why-fell = The last counter fell into { $hole } and the turn ended.
leyla-why-fell-own = The last counter fell into { $hole }, a hole { $seat } captured earlier, so the turn ended and the counter stays there (rules note L2).
leyla-why-came-round = The last counter came round into { $hole }, empty since its counters were lifted, so the turn ended (Pankhurst 1971: 182).
leyla-why-fell-empty = The last counter fell into { $hole }, an empty hole, so the turn ended (Pankhurst 1971: 182).
leyla-why-fell-for-ever = The last counter fell into { $hole }, but lifting it again would only repeat the sowing for ever, so the turn ended there (rules note L4).
leyla-why-seat-took = { $seat } took { $count }
leyla-why-round-over-stuck = { $seat } has nothing left to sow, so the round is over (rules note L8): each player takes the counters in the free holes of their own row and in the holes they captured (Pankhurst 1971: 182); { $taken }.
leyla-why-round-over-either = A player has nothing left to sow, and under the rule option round_end either_row that ends the round whoever is to move (rules note L8): each player takes the counters in the free holes of their own row and in the holes they captured (Pankhurst 1971: 182); { $taken }.
leyla-why-round-over = The round is over: each player takes the counters in the free holes of their own row and in the holes they captured (Pankhurst 1971: 182); { $taken }.
leyla-why-repaid = { $from } repaid { $count ->
    [one] { $count } counter
   *[other] { $count } counters
} of the loan to { $to }, as they could now spare them
leyla-why-surrendered = { $from } had a single counter over after filling holes of four and gave it up to { $to }
leyla-why-lent = { $from } lent { $count ->
    [one] { $count } counter
   *[other] { $count } counters
} to { $to }, to be repaid in a later round
leyla-why-passed-on = { $from } passed { $count ->
    [one] { $count } counter
   *[other] { $count } counters
} to { $to }

# Round notes (the rounds table's last column); the English is the game's own (records keep it).
leyla-note-repeated = Round { $round } was played move for move as two earlier rounds from the same start: the match is over
leyla-note-repaid = { $seat } repaid { $count } (still owes { $still })
leyla-note-surrendered = { $seat } surrendered 1 counter to { $other }
leyla-note-lent = { $seat } lent { $count } counters to { $other }
leyla-note-kept = { $seat } kept the { $count } counters over in reserve
leyla-note-cannot-fill = { $seat } cannot fill a hole: the match is over
leyla-note-next-round = Round { $round } is played with { $count ->
    [one] { $count } hole
   *[other] { $count } holes
} a side
