# Dongjintian, "Why?": what a lift or a step did and which rule of the record (Eagle 1995: 57-58)
# or which rules note (docs/rules-notes.md, D1-D8) made it happen. Built from typed values in
# src/games/dongjintian/explain.rs; the source and the notes' ids stay as they are in every
# language.

dongjintian-why-lifted = { $seat } lifted the { $count ->
    [one] single counter
   *[other] { $count } counters
} of { $hole }: any player may sow from any hole (Eagle 1995: 57-58). They go one by one into neighbouring holes, { $seat } choosing the way at each.
dongjintian-why-relay = The last counter fell into { $last }, and the next hole on that line, { $hole }, held counters, so its { $count ->
    [one] single counter
   *[other] { $count } counters
} were lifted and sown on, steering again: a relay (Eagle 1995: 57-58).
dongjintian-why-captured-beyond = The last counter fell into { $last }; the next hole on that line, { $next }, was empty, so { $seat } captured the { $count ->
    [one] single counter
   *[other] { $count } counters
} of { $hole } beyond it (Eagle 1995: 57-58).
dongjintian-why-captured = The last counter fell into { $last }; the next hole on that line was empty, so { $seat } captured the { $count ->
    [one] single counter
   *[other] { $count } counters
} of { $hole } beyond it (Eagle 1995: 57-58).
dongjintian-why-went = One counter went into { $hole }
dongjintian-why-went-forced = One counter went into { $hole }; only one way led on from there, so the next went into { $then } at once (rules note D8)
dongjintian-why-steer-on = { $went }. { $count } left to sow: the next may go straight on or turn, but never straight back (Eagle 1995: 57-58).
dongjintian-why-edge = The last counter fell into { $hole } at the edge of the board, with no hole beyond it on that line, so the move ended (Eagle 1995: 57-58).
dongjintian-why-relayed-most = The move had relayed { $count } times, so it ended there (rules note D6).
dongjintian-why-central = The last counter fell into { $hole }, one of the two central holes, so nothing was captured, although { $next } after it was empty and { $beyond } beyond was full (Eagle 1995: 57-58; rules note D3).
dongjintian-why-central-gap = The last counter fell into { $hole }; the empty hole after it, { $next }, is a central hole, so nothing was captured across it, although { $beyond } beyond was full (rule option centre gap; Eagle 1995: 57-58; rules note D3).
dongjintian-why-nothing-beyond = The next hole on that line, { $next }, was empty, and there was nothing beyond it to capture, so the move ended (Eagle 1995: 57-58).
dongjintian-why-game-over = { $turns } turns in a row have passed without a capture, so the game is over (rules note D1): the player who captured the most wins (Eagle 1995: 57-58), { $winners } with { $count }.
dongjintian-why-ludii-end = At most one counter is left on the board, so the game is over as Ludii plays it (rule option end ludii; rules note D11): the player who captured the most wins (Eagle 1995: 57-58), { $winners } with { $count }.
dongjintian-why-ludii-limit = The game reached Ludii's default limit ({ $turns } turns or { $moves } counters sown) with counters still on the board, so it ends in a draw, as Ludii stops it (rule option end ludii; rules note D11).
