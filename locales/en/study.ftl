# The study page (?study=1): many games of two settings compared, for researchers.

study-link = Compare rule variants (study)
study-title = Study: two settings over many games
study-intro = The computer plays many games of each setting, each seat at the level you choose, on every core of this device. The same seed gives the same games here and with the command line (boardlore study).
study-game = Game
study-setting = Setting { $number }
study-level-random = random moves
study-games = Games per setting
study-seed = Seed
study-run = Run the study
study-stop = Stop
study-progress = { $done } of { $total } games played, on { $workers ->
    [one] one worker
   *[other] { $workers } workers
}
study-stopped = Stopped after { $done } of { $total } games.
study-finished = { $total } games played in { $seconds } s on { $workers ->
    [one] one worker
   *[other] { $workers } workers
}.
study-failed = The study stopped: { $error }
study-results = Results
study-usual-rules = usual rules
study-share = { $share }%
study-interval = { $low } to { $high }
study-row-games = Games
study-row-wins = { $seat } wins (95% interval)
study-row-advantage = First seat's advantage, in points over a fair share
study-row-draws = Draws
study-row-length = Actions per game (mean)
study-row-quantiles = Actions per game: median (10th to 90th percentile)
study-row-turns = Turns per game
study-row-rounds = Rounds per game
study-defined-interval = The range after each share is its 95% interval (Wilson): a wider one means fewer games or a closer result.
study-defined-advantage = The first seat's share of wins minus an even share (half of the games with two seats, a quarter with four), in percentage points, with its 95% interval.
study-defined-actions = An action is one entry in a game's record: a move, a choice, or a throw of the dice (or another chance outcome).
study-defined-quantiles = Half the games took fewer actions than the median; one in ten took fewer than the first figure of the range, one in ten more than the second.
study-defined-turns = A turn ends each time this app's rules pass play to a seat or end the game: after a move, and once more at each round's end (a round ends, then the next begins). A throw of the dice is an action of its own, so there can be more actions than turns, or, in a game of many rounds, more turns than actions.
study-row-captures = Captures by { $seat } per game
study-measure-relays = Relays per game
study-measure-claims = Holes changing hands per game
study-measure-settles = Leftovers settled per game
study-measure-loans = Loans per game
study-measure-repayments = Repayments per game
study-measure-surrenders = Counters surrendered per game
study-measure-holes-sold = Holes sold per game
study-measure-holes-bought-back = Holes bought back per game
study-measure-large-stone-buy-backs = Large stones bought back per game
study-measure-doubles = Doubles thrown per game
study-measure-abandoned = Rounds abandoned per game
study-chart-wins = Wins by seat, with 95% intervals
study-chart-draws = Draws
study-chart-lengths = Length of the games (actions), share of games
study-chart-measures = The game's own measures, per game
study-csv = Download the rows (CSV)
study-link-again = Link to this study
study-command = The same study on the command line:
study-bad-game = There is no game "{ $game }": the study is of { $first }.
study-bad-rules-text = Setting { $setting }: "{ $text }" is not a list of rule options (name:value, separated by commas). It takes the usual rules.
study-bad-rules = Setting { $setting }: { $problems } It takes the usual rules.
study-bad-level = Setting { $setting }: "{ $value }" is not a level (random, easy, medium or hard). Every seat plays random moves.
study-bad-seats = Setting { $setting }: { $given } levels are given, but the game has { $seats } seats. Every seat plays random moves.
study-bad-games = "{ $games }" is not a number of games from 1 to { $max }. { $default } games are played.
study-bad-seed = "{ $seed }" is not a seed (a whole number, 0 or more). Seed 1 is used.
study-bad-workers = "{ $workers }" is not a number of workers from 1 to { $max }. { $used } are used.
# The same figures under the names of Ludii's concept database ($name stays as Ludii spells it:
# AdvantageP1, Balance, Completion, Drawishness, Timeouts, DurationTurns, DurationMoves,
# BranchingFactorAverage).
study-row-ludii = Ludii { $name }
study-defined-ludii = The same figures under the names of Ludii's concept database, computed as Ludii's metrics compute them, each with its 95% interval: shares run from 0 to 1; durations and the branching factor (legal actions at a decision by a seat, dice not counted) are means per game. The research guide (docs/research.md) says what each one counts here.
study-ludii-no-limit = 0 (no limit in this setting)
