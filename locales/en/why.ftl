# boardlore: "Why?", what a move did and which rule made it happen.

nothing-else-followed = { $told } Nothing else followed from it.

# What the live region says after each action (the same words under the status line). The English
# must read as the app's own sentence (src/view.rs, fn describe); tests/i18n.rs checks it.
told-played = { $by }: { $label }.
told-played-named = { $label }.
told-chance = Chance: { $label }.
told-site = { $kind ->
    [hole] hole { $site }
    [store] store { $site }
    [point] point { $site }
    [bar] the bar
   *[tray] the tray
}
told-site-subject = { $kind ->
    [hole] Hole { $site }
    [store] Store { $site }
    [point] Point { $site }
    [bar] The bar
   *[tray] The tray
}
told-moved = { $by } { $moves }.
told-chance-moved = Chance { $moves }.
told-join-then = { $a }; then { $b }
told-move-piece-to = moved a piece from { $from } to { $to }{ $hit ->
    [yes] , hitting the piece there
   *[no] {""}
}
told-move-piece-off = moved a piece from { $from } and bore it off{ $hit ->
    [yes] , hitting the piece there
   *[no] {""}
}
told-move-piece = moved a piece from { $from }{ $hit ->
    [yes] , hitting the piece there
   *[no] {""}
}
told-move-lifted = lifted { $count } from { $from }
told-move-sown = sowed { $count } from { $from }{ $relays ->
    [0] {""}
    [1] ; it relayed once
   *[other] ; it relayed { $relays } times
} and ended in { $to }
told-move-sown-row = sowed { $count } from { $from }{ $relays ->
    [0] {""}
    [1] ; it relayed once
   *[other] ; it relayed { $relays } times
} and ended in { $to }, in { $row }'s row
told-threw = { $seat } threw { $dice }.
told-dice-thrown = The dice { $dice }.
told-capture = { $by } captured { $count } from { $site }.
told-claim = { $site } now belongs to { $by }.
told-release = { $site } is { $seat }'s again.
told-settle = From the board, { $seat } takes { $count }.
told-settle-more = { $seat } takes { $count }.
told-transfer = { $count } passed from { $from } to { $to } ({ $why ->
    [repay] repaying a loan
    [surrender] a lone counter given up
    [loan] a loan
    [piece-buy-back] a piece bought back
    [site-sale] a site sold
   *[site-buy-back] a site bought back
}).
told-round-start = Round { $round } begins; { $seat } starts.
told-setup = The board is set up for round { $round }.
told-taken-back = { $action } was taken back.
told-taken-back-reply = { $action } and the reply { $replies } were taken back.
told-tab-many = { $count } moves, the last { $last }
told-tab-moves = In another tab or window: { $moves }.
told-tab-back = In another tab or window, the game went back to move { $move }.
told-tab-back-then = In another tab or window, the game went back to move { $move }, then: { $moves }.

# Parts of a "Why?" sentence said in a row (src/engine/why.rs), and a status line as a sentence.
why-join-semicolon = { $a }; { $b }
why-join-and = { $a } and { $b }
why-join-then = { $a }, then { $b }
why-site = { $site }
why-join-comma = { $a }, { $b }
why-status = { $status }.

# Between the notes of one round in the rounds table.
notes-separator = {"; "}
