# boardlore: the app's own words (home, saved games, about pages, lessons, kiosk).
# Seats are numbers: 0 South, 1 North, 2 East, 3 West.

seat = { $seat ->
    [0] South
    [1] North
    [2] East
   *[3] West
}
counters = { $count ->
    [one] { $count } counter
   *[other] { $count } counters
}

language-menu = Language
language-loading = Loading…
# A museum's own file of words (locales/<tag>.ftl beside the app) that does not parse: not used.
words-refused = The museum's wording file { $file } has a mistake on line { $line } and is not used ({ $error }). The app's own words are shown instead.
tagline = Traditional board games, played as they were recorded
watch-demo = Watch the computer play (demo)
choose-game = Choose a game
play-computer = Play against the computer
play-people = { $count ->
    [4] Four players at this screen
   *[other] Two players at this screen
}
learn-step-by-step = Learn to play, step by step
about-link = How to play, and about the rules of { $game }
origin-players = { $origin } · { $players } players
more-choices = More choices: rules and players
option-yes = yes
option-no = no
player-person = person
player-computer-easy = computer, easy
player-computer-medium = computer, medium
player-computer-hard = computer, hard
start-with-rules = Start with these rules
all-games = All games
new-game-name = { $game } { $number }
# Names saved games give themselves: an import without a name, a game of the first version, a copy.
name-imported = { $game } (imported)
name-saved-earlier = { $game } (saved earlier)
name-copy = { $name } (copy)

notice-not-saved = This game is not being saved: { $error }. You can keep playing.
notice-unknown-game-saved = The saved game "{ $name }" is of a game this version cannot play.
notice-cannot-open = That saved game cannot be opened: { $error }.
notice-no-such-game = There is no game called "{ $game }" here.

your-games = Your games
no-saved-games = No saved games yet: choose a game above to start one.
import-file = Import a game file (.json)
set-aside-saves = Set-aside saves
set-aside-explained = These could not be read. They are kept so that nothing is lost; export one to inspect or repair it.
continue = Continue
rename = Rename
export = Export
delete = Delete
new-name = New name
save = Save
cancel = Cancel
confirm-deletion = Confirm deletion
delete-question = Delete "{ $name }"? This cannot be undone.
yes-delete = Yes, delete
keep-it = Keep it
saved-row = { $game } · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} · { $status }
export-failed = Export failed: { $error }
browser-refused-file = the browser did not make the file
deleted = Deleted "{ $name }".
delete-failed = Could not delete "{ $name }": { $error }
rename-failed = Could not rename: { $error }
read-failed = Could not read { $file }.
imported = Imported "{ $name }".
import-refused = { $file } was not imported: { $error }. Nothing was changed.

how-to-play-game = How to play { $game }
about-these-rules = About these rules: sources, options and how the sources were read
about-game = About { $game }
for-researchers = For researchers: where it comes from and how the sources were read
researchers-in-english = The notes for researchers below are in English.
rule-options = Rule options
option-default-also = { " " }(default { $default }; also { $others })
how-sources-read = How the sources were read
how-sources-read-intro = Where the sources are silent or could be read more than one way, boardlore chose the reading below. Where another reading is credible it is offered as a rule option, named in the choice.
decision-source = The source:
decision-choice = Our choice:
decision-why = Why:

learn-game = Learn { $game }
learn-game-lesson = Learn { $game }: { $title }
no-such-lesson = There is no such lesson for this game.
lesson-finished = Well done: you have finished this lesson of { $game }.
next-lesson = Next lesson: { $title }
step-of = Step { $step } of { $count }
source-cited = Source: { $source }
step-notes = { $count ->
    [one] Here the app follows its own reading of the source, explained in rules note
   *[other] Here the app follows its own readings of the source, explained in rules notes
}
next-step = Next step
finish-lesson = Finish the lesson
try-again = Try again

demonstration = Demonstration
demo-game-name = { $game }: the computer plays itself
attract-banner = Touch the screen to play these games yourself.
demo-banner = Demonstration: touch the screen or press any key to play yourself.

game-number = Game { $number }
round-number = Round { $number }
holds-off-board = { $seat } has in reserve
loans = Loans
none-outstanding = none outstanding
owes = { $seat } owes { $other } { $count }
owes-in-all = { $seat } owes { $count } in all
rounds-played = Rounds played
round = Round
started = Started
seat-took = { $seat } took
then = Then

notice-rules-refused = { $problems } The game starts with the usual rules.
rule-no-options = { $game } has no rule option "{ $option }"; it has no rule options.
rule-unknown-option = { $game } has no rule option "{ $option }"; its options are { $options }.
rule-bad-value = The rule option { $option } has no value "{ $value }"; it can be { $choices }.
rule-together = These rule options do not go together ({ $error }).
unknown-player = { $seat } cannot be played by "{ $value }": a seat is played by a person or by the computer, at level { $levels }. { $seat } is played by a person.
list-separator = {", "}
list-or = { $rest } or { $last }
list-and = { $rest } and { $last }

# Saved games the list could not take as they were, and what another tab or window did.
shelf-unlisted = Saved games cannot be read: { $error }.
shelf-set-aside = A saved game could not be read. It has been set aside as "{ $backup }" and can be exported from the list; your other games are not affected.
shelf-left-in-place = A saved game could not be read. There was no room to set it aside, so it was left untouched under "{ $key }"; your other games are not affected.
shelf-not-migrated = A game saved by an earlier version could not be moved to the new format ({ $error }); it was left untouched.
tab-played-elsewhere = This game was played on in another tab or window; this tab follows it and shows the latest position.
tab-changed-elsewhere = This game was changed in another tab or window (a move taken back, or other moves played); this tab now shows it as it was saved there.
conflict-played-on = This game was played on in another tab or window before this tab's change was saved. This tab now shows the game as it was saved there, after { $moves } { $moves ->
        [one] move
       *[other] moves
    }; no move was lost.
conflict-diverged = This game was played differently in another tab or window. The moves played here are kept as a separate saved game, "{ $name }", and this tab goes on with it; the game saved in the other tab stays as it was.

# The kiosk's question after a while without a touch, and its countdown to the attract screen.
kiosk-still-playing = Are you still playing?
kiosk-returning = { $seconds ->
        [one] The games start again for the next visitor in { $seconds } second.
       *[other] The games start again for the next visitor in { $seconds } seconds.
    }
kiosk-yes = Yes, I'm still playing
# The bar offered when a new version of the app has been downloaded (web/offline.js).
update-ready = A new version of boardlore is ready.
update-reload = Reload
notice-kiosk-research = This kiosk offers the games only: the study of rule variants and the analysis board are not available here.
# While the study page or the analysis board is loading (its code comes only when opened).
research-loading = Loading the researchers' pages…
research-failed = The researchers' pages could not be loaded. Check the connection and reload the page.
# While a game, a lesson, an about page or the saved games are loading (their code comes after the home screen's).
game-loading = Loading the game…
game-failed = The game could not be loaded. Check the connection and reload the page.
shelf-loading = Loading your saved games…
# What web/recover.js shows when the app itself has failed.
failed-text = Something went wrong, and the page has stopped. Your saved games are safe: reload the page to go on.
failed-kiosk = Something went wrong. The games start again in a moment.
failed-reload = Reload the page
