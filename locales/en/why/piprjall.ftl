# Piprjall, "Why?": what a throw or a move did and which rule of Fiske's description (1905: 352)
# or which rules note (docs/rules-notes.md, P1-P11) made it happen. Built from typed values in
# src/games/piprjall/explain.rs; the source and the notes' ids stay as they are in every
# language. $steps are the dice's numbers in order ("5, 5, 6, 6").

piprjall-why-threw-double = { $seat } threw double { $die }, played { $order ->
    [down] down to one: { $steps }, in that order (Fiske 1905: 352).
    [fives-sixes] five, five, then six, six: { $steps }, in that order (Fiske 1905: 352).
    [up] upwards to six: { $steps }, in that order (Fiske 1905: 352).
   *[lower] two of that number, then two of each lower one, as the app reads Fiske's "two of that number, down to one": { $steps }, in that order (Fiske 1905: 352; rules note P3).
}
piprjall-why-threw = { $seat } threw { $a } and { $b }: each die moves one piece its full number of points, and both must be played if they can be (Fiske 1905: 352; rules note P2).
piprjall-why-cannot-move = No piece of { $seat }'s could move with these dice, so the turn passes (rules note P4).
piprjall-why-on-the-bar = A piece of { $seat }'s is on the bar: it must come back in before any other moves, onto an empty point a die names counted from the start (Fiske 1905: 352; rules note P5).
piprjall-why-bore-off = { $seat } bore off a piece from { $from }: once all their pieces are in the last quarter, a die takes off a piece that many points from the end, or the farthest one if none lies there (Fiske 1905: 352; rules note P7).
piprjall-why-came-back-in = { $seat }'s hit piece came back in on { $to }, { $count ->
    [one] { $count } point
   *[other] { $count } points
} from the start: a hit piece comes in before any other moves, and only onto an empty point (Fiske 1905: 352; rules note P5).
piprjall-why-moved = { $seat } moved a piece { $count ->
    [one] { $count } point
   *[other] { $count } points
}, from { $from } to { $to }: each die moves one piece its full number (Fiske 1905: 352).
piprjall-why-hit = It landed on { $point }, where a single { $seat } piece stood alone: that piece was hit and taken off to the bar, and { $seat } must bring it back in before moving anything else (Fiske 1905: 352; rules note P5).
piprjall-why-still-to-play-in-order = Still to play, in this order: { $steps } (Fiske 1905: 352).
piprjall-why-still-to-play = The { $steps } is still to play.
piprjall-why-turn-passes = The turn passes to { $seat }.
piprjall-why-borne-off-all = { $seat } has borne off all fifteen pieces and scores { $count } points (Fiske 1905: 352).
piprjall-why-abandoned = Neither player could move, whatever the dice, so the game is abandoned and nobody scores (rules note P11).
piprjall-why-match-won = { $seat } has { $count } points, enough to win the match (rules note P9).
piprjall-why-new-game = A new game begins, and { $seat } starts it: the players take turns (rules note P8).

# Round notes (the games table's last column) and the standing's lines; the English is the
# game's own (records keep it).
piprjall-note-abandoned = Abandoned: neither player could move, whatever the dice; nobody scores
piprjall-note-won = { $seat } bore off every piece and scores { $count }
piprjall-line-standing = { $seat }: { $points } points, { $pips } pips to go, { $off } borne off
