# boardlore: why an action was refused, said under the board. The English here is also the
# games' refusals as the command line prints them and records keep them (the Display of each
# error is formatted from these messages, src/i18n/display.rs); tests/i18n.rs formats every
# refusal it can provoke, strictly.
# Hole, point and action names (a1, t12:5, roll:6-5, lend, fill:a3) are notation: keep them.

refused = action '{ $action }' refused: { $reason }
refused-action = { $action }: { $reason }
refused-round-over = the round is over
refused-game-over = the game is over
refused-match-over = the match is over
refused-empty = { $hole } is empty
refused-not-your-row = { $hole } is not in { $seat }'s row
tab-not-followed = The game saved in another tab or window could not be followed ({ $error }); this tab keeps its own moves.

leyla-refused-unknown = '{ $text }' is not a hole (a1..a6, b1..b6)
leyla-refused-captured = { $hole } is a captured hole; nobody sows from it
leyla-refused-out-of-play = { $hole } is out of play this round
leyla-refused-no-loan = no loan is on offer now
leyla-refused-loan-pending = the round is over: first decide on the loan (lend or keep)
leyla-refused-fill-pending = first choose the holes to fill for the next round (fill:a3)
leyla-refused-not-filling = holes are filled only between rounds, when the rules let players choose
leyla-refused-already-filled = { $hole } has been filled already

ceelkoqyuqkoqiji-refused-unknown = '{ $text }' is not a Ceelkoqyuqkoqiji action
ceelkoqyuqkoqiji-refused-not-now = { $action } is not possible now: { $reason }
ceelkoqyuqkoqiji-refused-over = the campaign is over
ceelkoqyuqkoqiji-refused-store = sowing never starts from a store
ceelkoqyuqkoqiji-refused-sold = { $hole } has been sold
ceelkoqyuqkoqiji-refused-sector-empty = the sector is empty: huelshe first
ceelkoqyuqkoqiji-refused-stones-left = { $seat } still has stones to sow; huelshe is for an empty sector
ceelkoqyuqkoqiji-refused-huelshe-obligatory = huelshe is obligatory while a large stone is in its own store
ceelkoqyuqkoqiji-refused-short-huelshe = a short huelshe fills a run of holes without gaps (a sold hole is a gap)
ceelkoqyuqkoqiji-refused-propose-again = a refused proposal can be made again only after sowing
ceelkoqyuqkoqiji-refused-place-first = first choose where the large stone drops
ceelkoqyuqkoqiji-refused-throw-first = the round starts with the finger throw
ceelkoqyuqkoqiji-refused-answer = the proposal to end the round must be answered
ceelkoqyuqkoqiji-refused-settling = the accounts between rounds are being settled
ceelkoqyuqkoqiji-refused-not-legal = it is not one of the legal actions

dongjintian-refused-unknown = '{ $text }' is neither a hole (a1..e4) nor a direction (N, E, S, W)
dongjintian-refused-pick-first = first pick a hole to sow from
dongjintian-refused-choose-direction = the sowing goes on: choose a direction
dongjintian-refused-blocked = cannot go { $dir }: { $reason }
dongjintian-refused-off-board = that is off the board
dongjintian-refused-doubles-back = a sowing never doubles back
dongjintian-refused-already-sown = as Ludii plays it, a sowing never enters a hole it has already sown (rule option sowing ludii)

piprjall-refused-unknown = '{ $text }' is neither a throw (roll:6-5) nor a move (t12:5)
piprjall-refused-dice-range = dice show 1 to 6
piprjall-refused-throw-first = the dice must be thrown first
piprjall-refused-thrown = the dice have been thrown; move a piece
piprjall-refused-no-die = no { $die } to play (left: { $left })
piprjall-refused-doubles-order = doubles are played in order: next is { $die }
piprjall-refused-more-doubles = another move lets more of the doubles sequence be played
piprjall-refused-both-dice = both dice must be played when they can be, the higher when only one can
piprjall-refused-from = pieces move from a point or from your own bar
piprjall-refused-no-piece = there is no piece of yours there
piprjall-refused-re-enter-first = a hit piece must re-enter first
piprjall-refused-re-enter-empty = a piece re-enters only on an empty point
piprjall-refused-bear-off-home = bearing off starts when all your pieces are in the last quarter
piprjall-refused-higher-die = a higher die bears off only from the farthest point
piprjall-refused-closed = two or more of the opponent's pieces close that point
piprjall-refused-two-on-start-side = no more than two of your pieces on a point of the starting side
piprjall-refused-five-first = no move past the penultimate point of the starting side until five pieces have left the start

# Why a saved game or an imported record cannot be read. Technical detail (a JSON parser's
# words) follows these in English; the format's name and game ids are written as they are.
record-malformed = not a valid game record
record-wrong-format = not a boardlore record (format is '{ $format }', expected '{ $expected }')
record-version = record version { $version } is not supported (this build reads version { $supported })
record-illegal = action { $number }: { $refusal }
record-state-mismatch = the campaign state in the record does not match its moves; the file may have been edited
# The same with what differs (in English, as the command line prints it).
record-state-mismatch-detail = the campaign state in the record does not match its moves ({ $detail }); the file may have been edited
setup-unknown-game = unknown game '{ $game }' (known: { $known })
setup-bad-rules = bad rule options for { $game }
save-not-found = there is no saved game '{ $id }'
save-bad-id = '{ $id }' is not a valid game id
save-exists = a saved game '{ $id }' exists already
save-name-empty = a name cannot be empty
save-name-too-long = a name has at most { $most } characters
save-unreadable = the saved game cannot be read
store-unavailable = saving is not available in this browser
store-full = the browser's storage is full

## A position set up by hand that the game refuses

position-shape = the position's { $list } list has { $given } entries; it needs { $expected }
position-too-many = { $site } holds { $count }; it can hold at most { $most }
position-owner = { $site } cannot belong to { $seat }
position-stone = large stone { $stone } cannot stand on { $site }
position-stone-won = large stone { $stone } cannot be won by { $seat }
position-mover = { $seat } cannot be the one to move in this game
position-mover-number = Seat { $number } cannot be the one to move in this game
position-total = the position has { $given } counters in all; this game always has { $expected }
position-stuck = { $seat } is to move but has no counters to sow: the round would be over already
position-empty-board = the board is empty: the game would be over already
position-unsupported = this game cannot be set up by hand
leyla-position-unpaired = { $hole } is captured but { $facing }, facing it, is not captured by the same player: a capture takes both
ceelkoqyuqkoqiji-position-no-hole = { $seat } has sold every hole: the campaign would be over already
piprjall-position-unowned = the pieces on { $point } belong to neither side
piprjall-position-pieces = { $seat } has { $count } pieces; each side has exactly { $each }
piprjall-position-borne-off = { $seat } has borne off every piece: the game would be over already
record-position = the position set up in the record is refused: { $reason }
