//! Every lesson of every game in the catalogue can be played as written: its rules start a game,
//! each step's setup replays from the opening, the step's position waits for a seat's move, the
//! expected move is legal there and shows what the step says it shows, and the words a visitor
//! reads are all there, with a source that names its author and year.

use boardlore::any_game::AnyGame;
use boardlore::catalogue::CATALOGUE;
use boardlore::engine::{Expect, GameInfo, Lesson, Step, ToAct};
use boardlore::lessons::{answers, position};

/// The events `action` causes in `game`, if it is legal there.
fn play(game: &AnyGame, action: &str) -> Option<(AnyGame, Vec<boardlore::engine::Event>)> {
    let mut after = game.clone();
    let mut events = Vec::new();
    after.apply_text(action, &mut events).ok()?;
    Some((after, events))
}

/// Whether `source` names an author of the game (as its how-to-play credits them) and a year.
fn cites(info: &GameInfo, source: &str) -> bool {
    let year = source
        .split(|c: char| !c.is_ascii_digit())
        .any(|w| w.len() == 4 && (w.starts_with("18") || w.starts_with("19") || w.starts_with("20")));
    let author = source.split(|c: char| !c.is_alphabetic()).any(|w| {
        w.len() > 2 && w.chars().next().is_some_and(char::is_uppercase) && info.how_to_play.source.contains(w)
    });
    year && author
}

fn check(info: &GameInfo, lesson: &Lesson, step: &Step) -> Result<(), String> {
    for (field, text) in [("rule", step.rule), ("task", step.task), ("retry", step.retry), ("shown", step.shown)] {
        if text.trim().is_empty() {
            return Err(format!("{field} is empty"));
        }
    }
    if !cites(info, step.source) {
        return Err(format!("source '{}' names no author of the game and year", step.source));
    }
    let game = position(info, lesson, step)?;
    if !matches!(game.to_act(), ToAct::Seat(_)) {
        return Err(format!("no seat acts in the step's position ({})", game.to_act()));
    }
    let legal: Vec<String> = game.view().legal.into_iter().map(|a| a.text).collect();
    let wanted: Vec<&str> = match step.expect {
        Expect::Action(action) => vec![action],
        Expect::AnyOf(actions) => actions.to_vec(),
        Expect::Shows(_) => Vec::new(),
    };
    for action in &wanted {
        let (after, events) = play(&game, action).ok_or_else(|| format!("{action} is not legal (legal: {legal:?})"))?;
        if !step.expect.met_by(action, &events) {
            return Err(format!("{action} does not meet {:?}", step.expect));
        }
        if after.explain(&events).is_empty() {
            return Err(format!("nothing explains why {action} did what it did"));
        }
    }
    if let Expect::Shows(kind) = step.expect {
        let shows = answers(&game, step.expect);
        if shows.is_empty() {
            return Err(format!("no legal move shows {kind:?} (legal: {legal:?})"));
        }
        // A step that asks for what a move shows teaches a choice: some move must not show it.
        if shows.len() == legal.len() {
            return Err(format!("every legal move shows {kind:?}: the step teaches no choice"));
        }
    }
    Ok(())
}

#[test]
fn every_game_has_lessons_and_every_lesson_has_steps() {
    for info in CATALOGUE {
        assert!(!info.lessons.is_empty(), "{} has no lesson", info.id);
        for lesson in info.lessons {
            assert!(!lesson.title.trim().is_empty(), "{}: a lesson without a title", info.id);
            assert!(!lesson.steps.is_empty(), "{}: '{}' has no step", info.id, lesson.title);
        }
    }
}

#[test]
fn every_step_can_be_played_as_written() {
    let mut failures = Vec::new();
    for info in CATALOGUE {
        for lesson in info.lessons {
            for (i, step) in lesson.steps.iter().enumerate() {
                if let Err(why) = check(info, lesson, step) {
                    failures.push(format!("{} '{}' step {}: {why}", info.id, lesson.title, i + 1));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_step_that_is_not_what_it_says_fails_the_check() {
    let info = CATALOGUE.iter().find(|g| g.id == "leyla").expect("Leyla is in the catalogue");
    let lesson = &info.lessons[0];
    let step = lesson.steps[0];
    assert!(check(info, lesson, &step).is_ok());
    let broken = [
        Step { setup: &["a6", "a1"], ..step },
        Step { expect: Expect::Action("b1"), ..step },
        Step { source: "an old book", ..step },
        Step { retry: " ", ..step },
        Step { expect: Expect::Shows(boardlore::engine::Shows::Capture), ..step },
    ];
    for (i, step) in broken.iter().enumerate() {
        assert!(check(info, lesson, step).is_err(), "broken step {i} passed");
    }
    // Some moves from a6 relay and one does not: a choice. From the second step's position
    // every move relays: no choice, so a step asking for a relay there teaches nothing.
    let relay = Expect::Shows(boardlore::engine::Shows::Relay);
    assert!(check(info, lesson, &Step { expect: relay, ..step }).is_ok());
    let every_move_relays = Step { expect: relay, ..lesson.steps[1] };
    assert!(check(info, lesson, &every_move_relays).unwrap_err().contains("teaches no choice"));
}
