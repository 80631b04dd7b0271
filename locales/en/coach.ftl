# boardlore: reviewing a game (src/coach): each decision's class and, for a move below good, what
# it did and what the better move would have done. The classes are the computer's judgement.

coach-class = { $class ->
    [best] Best
    [good] Good
    [inaccuracy] Inaccuracy
    [mistake] Mistake
   *[blunder] Blunder
}
coach-about-equal = About equal to the computer's choice
coach-played-took = { $seat } played { $move }: it captured { $count } from { $sites }.
coach-played-quiet = { $seat } played { $move }: it captured nothing.
coach-reply-took = { $by } then captured { $count } from { $sites } with { $move }.
coach-reply-quiet = { $by } then played { $move }, capturing nothing.
coach-better-took = { $move } would have captured { $count } from { $sites }.
coach-better-quiet = { $move } would have captured nothing at once.
coach-better-reply-took = After it, { $by } would have captured { $count } from { $sites } with { $move }.
coach-better-reply-quiet = After it, the best reply found for { $by }, { $move }, would have captured nothing.
coach-expected = The computer expects { $seat } to score { $played } in 100 after { $move }, and { $best } in 100 after { $better }.
coach-summary = { $seat }: { $best } best, { $good } good, { $inaccuracy } { $inaccuracy ->
    [one] inaccuracy
   *[other] inaccuracies
}, { $mistake } { $mistake ->
    [one] mistake
   *[other] mistakes
}, { $blunder } { $blunder ->
    [one] blunder
   *[other] blunders
}; accuracy { $accuracy }%.
