# boardlore: the status line, whose turn it is or how a game ended: the one source of its words
# (the games build the phrase, src/games/*/mod.rs, fn status_phrase); the command line, the
# Python package and the host page's game-end message print this English (i18n::in_english);
# tests/i18n.rs formats it over random games.

status-in-english = { $text }
list-1 = { $a }
list-2 = { $a } and { $b }
list-3 = { $a } and { $b } and { $c }
list-4 = { $a } and { $b } and { $c } and { $d }

leyla-status-to-move = { $seat } to move
leyla-status-round-over = Round over{ $repetition ->
    [yes] { " " }by repetition
   *[no] {""}
}: South { $south }, North { $north }; { $result ->
    [south] South wins the round
    [north] North wins the round
   *[drawn] the round is drawn
}
leyla-status-in-round = Round { $number }: { $status }
leyla-status-loan-offer = Round { $number } over (South { $south }, North { $north }). { $lender } has { $count } counters over and may lend them to { $borrower }
leyla-status-fill = Round { $number }: { $seat } chooses the holes to fill ({ $left } more of { $pairs }); empty holes stay in play
leyla-status-cannot-fill = Match over after { $number } rounds: { $loser } cannot fill a hole; { $winner } wins the match
leyla-status-match-repeated = Match over after { $number } rounds, as the last was played move for move as two earlier ones: South { $south }, North { $north }; { $winner ->
    [south] South wins the match
    [north] North wins the match
   *[none] the match is drawn
}

ceelkoqyuqkoqiji-status-throw-south = Round { $round }: throw fingers to decide who starts. South chooses first (North looks away)
ceelkoqyuqkoqiji-status-throw-north = Round { $round }: North chooses a finger (South looks away)
ceelkoqyuqkoqiji-status-huelshe = Round { $round }: { $seat } has no stones in their holes: huelshe
ceelkoqyuqkoqiji-status-to-move = Round { $round }: { $seat } to move
ceelkoqyuqkoqiji-status-placing = Round { $round }: { $seat }, choose where the large stone drops
ceelkoqyuqkoqiji-status-answer = Round { $round }: { $seat } proposes to end the round; { $other } answers
ceelkoqyuqkoqiji-status-buy-back = After round { $round }: { $seat } may buy back a sold hole
ceelkoqyuqkoqiji-status-sell = After round { $round }: { $seat } owes { $creditor } { $count } and must sell a hole
ceelkoqyuqkoqiji-status-lost = Campaign over after { $round } rounds: { $seat } has lost
ceelkoqyuqkoqiji-status-drawn = Campaign over after { $round } rounds: drawn

dongjintian-status-pick = { $seat } to move: pick a hole
dongjintian-status-steer = { $seat } is sowing: { $count } left; choose the next hole
dongjintian-status-over = Game over: { $seats } captured the most ({ $count })
dongjintian-status-ludii-limit = Game over at Ludii's limit of moves: a draw

piprjall-status-roll = Game { $game }: { $seat } to throw the dice
piprjall-status-play = Game { $game }: { $seat } threw { $throw }; to play: { $steps }
piprjall-status-over = Match over: { $seat } wins { $score }
