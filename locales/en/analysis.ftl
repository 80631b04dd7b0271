# The analysis board (`?record=...&at=K`): a whole game stepped through, shared, played on from.
analysis-title = Analysis board: { $game }
analysis-start = The starting position.
analysis-played = Last move: { $action } by { $seat }.
analysis-thrown = Last move: the throw { $action }.
analysis-at = Move { $at } of { $of }.
analysis-steps = Step through the game
analysis-first = First
analysis-previous = Previous
analysis-next = Next
analysis-last = Last
analysis-keys = The arrow keys step through the game; Home and End go to its start and its end.
analysis-you-play = Play on as { $seat }, against
analysis-against-person = a person
analysis-against-computer = the computer ({ $level })
analysis-play-on = Play on from here
analysis-play-on-name = { $game } from move { $at }
analysis-not-saved = The new game could not be saved: { $error }
analysis-open-file = Open a record file on the analysis board:
analysis-file-refused = { $file } cannot be opened: { $error }
notice-bad-record-link = This game link cannot be opened: { $error }. Your saved games are untouched.
notice-bad-at = There is no move { $at } in this game of { $moves } moves: it is shown from the start.
share-position-link = Link to this position (analysis board)
share-position-embed = Embed this position
share-open-analysis = Open this position on the analysis board
candidates-title = Candidate moves
candidates-ask = Ask the computer for its candidate moves
candidates-thinking = The computer is searching: { $done } of { $of } playouts.
candidates-stop = Stop and show
candidates-explained = Each move the computer tried here, how many playouts went through it, and the mean result for { $seat } after it (1 a win, −1 a loss). The most played is marked on the board.
candidates-move = Move
candidates-playouts = Playouts
candidates-result = Mean result
candidates-none = There is nothing to weigh here: only one move is possible, or the choice is secret.
candidates-failed = The computer could not answer: { $error }
analysis-setup-open = Set up a position
analysis-setup-title = Set up a position
analysis-setup-help = Tap a site on the board to choose it, then change what it holds with − and + and, where the game allows, who it belongs to.
analysis-setup-site = { $site }: { $count }
analysis-setup-less = One less on { $site }
analysis-setup-more = One more on { $site }
analysis-setup-owner-captured = Captured by
analysis-setup-owner-captured-none = nobody (still played)
analysis-setup-owner-sold = Sold to
analysis-setup-owner-sold-none = nobody (its own side's)
analysis-setup-owner-pieces = Whose pieces
analysis-setup-owner-pieces-none = nobody's (empty)
analysis-setup-held = Held off the board
analysis-setup-held-less = One less held by { $seat }
analysis-setup-held-more = One more held by { $seat }
analysis-setup-stone = Where the { $stone } stands
analysis-setup-stone-won = won by { $seat }
analysis-setup-mover = To move
analysis-setup-total = { $count } of { $total } in all
analysis-setup-valid = This position can be played.
analysis-setup-play = Play from here
analysis-setup-close = Back to the game
analysis-setup-name = { $game }, set up by hand

# Why a game link (`record=`) cannot be opened: the `error` of notice-bad-record-link.
link-too-long = the game link is too long ({ $length } characters, at most { $most })
link-not-base64 = the game link is damaged: character { $at } ('{ $found }') cannot be in it
link-not-text = the game link is damaged: it does not decode to text
link-version = the game link has version '{ $version }', which this version of boardlore cannot read
link-missing = the game link is cut short: it has no { $part ->
        [version] version
        [game] game
        [rules] rule options
        [seed] seed
        [players] players
       *[actions] actions
    }
link-rules = the game link's rule options are not readable
link-setup = the game link's set-up position is not readable
link-seed = the game link's seed '{ $seed }' is not a whole number below 2^53
link-player = the game link names a player '{ $name }' (person, random, easy, medium or hard)
link-too-many-seats = the game link names { $given } players for a game of at most { $seats } seats
link-record = the game in the link cannot be replayed: { $error }
