# boardlore: "Why?", what a move did and which rule made it happen.

nothing-else-followed = { $told } Nothing else followed from it.

# What the live region says after each action (the same words under the status line). The English
# must read as the app's own sentence (src/view.rs, fn describe); tests/i18n.rs checks it.
told-played = { $by }: { $label }.
told-played-named = { $label }.
told-chance = Chance: { $label }.
told-relayed = { $count ->
    [one] Relayed once.
   *[other] Relayed { $count } times.
}
told-capture = { $by } captured { $count } from { $site }.
told-claim = { $site } now belongs to { $by }.
told-release = { $site } is { $seat }'s again.
told-settle = The round is over: { $seat } takes { $count }.
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
