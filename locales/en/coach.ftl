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

## The review on the analysis board (src/ui/coach), and the links to it from the game screen.
coach-title = The computer's review
coach-open = Review this game with the computer
coach-seats = Seats to review
coach-start = Review the game
coach-again = Review again
coach-progress = Reviewed { $done } of { $of } decisions…
coach-stop = Stop
coach-stopped = Stopped after { $done } of { $of } decisions.
coach-resume = Go on
coach-done = { $of ->
    [one] The decision is reviewed.
   *[other] All { $of } decisions are reviewed.
}
coach-none = These seats made no decision to review.
coach-failed = The review could not go on: { $error }
coach-marked = Moves below good
coach-previous = Previous move below good
coach-next = Next move below good
coach-list = Decisions reviewed ({ $count })
coach-row = Move { $number }, { $seat } played { $played }: { $class }
coach-better = The computer's better move, { $move }, is marked on the board: where it starts and where it goes.
coach-equal = { $played } was about equal to the computer's choice, { $move }; the move played is marked on the board.
coach-played-marked = The move played, { $move }, is marked on the board.
coach-how = How moves are judged
coach-how-text = The computer searches each decision again ({ $budget } iterations a search) and estimates the mover's expected score, in points of 100, after its own best move and after the move played. The class comes from the difference: less than { $good } points: best (also when the search cannot tell the two moves apart: "about equal"); { $good } to { $inaccuracy }: good; { $inaccuracy } to { $mistake }: inaccuracy; { $mistake } to { $blunder }: mistake; { $blunder } or more: blunder. Where dice are thrown next, a move is judged against every throw it could meet, not the one that came. These thresholds are this app's own, after lichess's; the classes are the computer's judgement, not the words of any source on the game.
