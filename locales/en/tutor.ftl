# boardlore: the tutor while playing (src/coach/tutor.rs, src/ui/play/tutor.rs): before a move the
# computer judges a blunder is played against it, the visitor is asked. Everything it says is the
# computer's judgement of the position, never a rule's words.

tutor-option = Warn me before a blunder
tutor-checking = Checking your move…
tutor-title = A blunder?
tutor-intro = The computer judges { $move } a blunder.
tutor-lets-capture = This lets { $by } capture { $count } from { $sites }.
tutor-better-keeps = After { $better } instead, the best reply the computer found captures nothing at once.
tutor-better-gives = After { $better } instead, the best reply the computer found captures only { $count }.
tutor-misses = It misses a capture: { $better } would capture { $count } from { $sites }.
tutor-later = Nothing is captured at once, but the computer's playouts go much worse after it than after { $better }.
tutor-expected = The computer expects { $seat } to score { $played } in 100 after this move, and { $best } in 100 after { $better }.
tutor-source = This is the computer's judgement of the position, not a rule of the game.
tutor-question = Play it anyway?
tutor-anyway = Play it anyway
tutor-again = Choose again
