# boardlore: the game screen (status, choices, controls, summary, share panel).

new-to-game = New to { $game }? Learn it step by step
lesson-board = The lesson's board
legend = What the board shows
notice-cannot-replay = This saved game cannot be replayed ({ $error }); a new one starts.
download-failed = The record could not be downloaded: { $error }
game-begins = { $game } begins. { $status }
hint-text = Hint: the computer (hard) would play { $action } ({ $label })
dismiss = Dismiss
you-are = You are { $seat }.
you-are-place = You are { $seat }, { $place }.
seat-score = { $seat }: { $count } { $score }

new-game = New game
animation = Animation
speed-off = off
speed-slow = slow
speed-normal = normal
speed-fast = fast
autoplay = Forced moves play themselves
hint = Hint
take-back-last = Take back the last move
take-back-yours = Take back your move
download-record-over = Download the game's record
download-record-so-far = Download the record so far
moves-played = { $count ->
    [one] { $count } move played
   *[other] { $count } moves played
}
considered-random = The computer's last move was a random one, as the easy level sometimes plays
considered = The computer's last move came from { $count ->
    [one] { $count } playout
   *[other] { $count } playouts
}

level-random = random
level-easy = easy
level-medium = medium
level-hard = hard
computer-thinking = { $seat } (computer, { $level }) is thinking…
play-now = Play now
positions-considered = Positions considered
done-of = { $done } of { $of }
leaning-to = leaning to { $action }
hint-positions-considered = Hint: positions considered
hint-now = Hint now

random-choice = Choose for me at random
throw-dice = Throw the dice
dice-by-hand = or enter dice thrown by hand:
die-number = Die { $number }
use-dice = Use these dice

moves-count = Moves ({ $count })
looking-back = Looking back: the position after move { $at } of { $of }. { $status }
view-back = ◀ Back
view-forward = Forward ▶
view-return = Back to the game

why-ask = Why? What did that move do?
why-hide = Hide why

game-over = The game is over
scores-list = Scores: { $scores }.
rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
seat-captures = { $seat } { $count ->
    [one] { $count } capture
   *[other] { $count } captures
}
relays = { $count ->
    [one] { $count } relay
   *[other] { $count } relays
}
loans-between-rounds = { $count ->
    [one] { $count } loan between rounds
   *[other] { $count } loans between rounds
}
holes-sold = { $count ->
    [one] { $count } hole sold
   *[other] { $count } holes sold
}
play-again = Play again
switch-sides = Switch sides
download-record = Download the record

share-title = Share or embed this game
share-explained = The link starts a new game with these rules and players on another device. The snippet puts the board in another web page; docs/embedding.md in the project describes its messages.
share-link = Link
share-embed = Embed
copy = Copy
copied = Copied
seat-computer = { $seat }: computer ({ $level })

board = Board
nobody = nobody
site-label = { $site } { $count ->
    [one] { $count } counter
   *[other] { $count } counters
}, { $claimed ->
    [yes] captured by { $owner }
   *[no] { $owner }'s
}{ $legal ->
    [yes] , can be played
   *[no] {""}
}{ $target ->
    [yes] , the chosen piece can go here
   *[no] {""}
}
site-label-large = { $label }, with the large { $count ->
        [one] stone
       *[other] stones
    } { $stones }
status-moving = { $seat } is moving…
status-dice-thrown = The dice are thrown…
replay-last = Show the last move again
box-off = off
box-bar = bar

# Choices that cannot be taken back, asked to be confirmed; a round's end kept on screen.
weighty-heading = These cannot be taken back (you will be asked to confirm):
confirm-question = { $choice }: are you sure?
confirm-why = This cannot be taken back.
confirm-yes = Yes, do it
confirm-no = No, go back
tap-a-ringed-site = Tap a place with a thick ring on the board to play it.
next-round = Next round
round-result-you = Round { $round }: you took { $yours }, { $others }.
round-result = Round { $round }: { $all }.
round-seat-took = { $seat } { $count }
legend-last-move = The last move glows inside each place it touched (dashed where it began); a capture glows in the colour of the player who made it. The thick ring still marks what you can play.
legend-closed = A faded hole with a dashed rim and no number is out of play for this round.
you-won = You won
you-lost = You lost
you-drew = A draw
lesson-you-play = In this step you play { $seat }.
lesson-seat-changed = Note: in this step you play { $seat }, no longer { $other }.
board-upright = Standing upright on this screen: the board's top row runs down the right-hand side (its right end at the top), its bottom row up the left-hand side (its left end at the bottom).
