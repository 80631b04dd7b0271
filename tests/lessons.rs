//! Every lesson of every game in the catalogue can be played as written: its rules start a game,
//! each step's setup replays from the opening, the step's position waits for a seat's move, the
//! expected move is legal there and shows what the step says it shows, and the words a visitor
//! reads are all there, with a source that names its author and year and, apart from it, the
//! rules notes the step relies on, each of which exists in `docs/rules-notes.md` under the game.

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

/// The rules notes a text names: `C8` in "(rules note C8)", `L11` and `L14` in "rules notes L11 and L14".
fn named_notes(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices("rules note") {
        let rest = text[i + "rules note".len()..].trim_start_matches('s');
        for word in rest.split([' ', ',']).take(4) {
            let word = word.trim_end_matches(|c: char| !c.is_ascii_alphanumeric());
            let is_id = word.len() >= 2
                && word.starts_with(|c: char| c.is_ascii_uppercase())
                && word[1..].chars().all(|c| c.is_ascii_digit());
            if is_id {
                out.push(word.to_string());
            }
        }
    }
    out
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
    if step.source.contains("note") {
        return Err(format!("source '{}' names a rules note: notes belong in the step's notes", step.source));
    }
    let decisions = boardlore::rules_notes::for_game(info).map(|n| n.decisions).unwrap_or_default();
    for note in step.notes {
        if !decisions.iter().any(|d| d.id == *note) {
            return Err(format!("rules note {note} does not exist for {}", info.id));
        }
    }
    // A rule that names a note in its words lists it among the step's notes too.
    for named in named_notes(step.rule) {
        if !step.notes.contains(&named.as_str()) {
            return Err(format!("the rule names rules note {named}, which the step's notes leave out"));
        }
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
    assert!(check(info, lesson, &Step { rule: "Sow clockwise (rules note L1).", notes: &["L1"], ..step }).is_ok());
    let broken = [
        Step { setup: &["a6", "a1"], ..step },
        Step { expect: Expect::Action("b1"), ..step },
        Step { source: "an old book", ..step },
        Step { retry: " ", ..step },
        Step { notes: &["L99"], ..step },
        Step { notes: &["C8"], ..step },
        Step { source: "Pankhurst 1971: 182; rules note L2", ..step },
        Step { rule: "Sow clockwise (rules note L1).", ..step },
        Step { expect: Expect::Shows(boardlore::engine::Shows::Capture), ..step },
    ];
    assert_eq!(named_notes("As told (rules notes L11 and L14); here, rules note C8."), ["L11", "L14", "C8"]);
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

/// The step of Ceelkoqyuqkoqiji's lesson on the stores (and huelshe) whose expected answer
/// includes `action`.
fn ceelko_step(action: &str) -> (&'static GameInfo, &'static Lesson, Step) {
    let info = CATALOGUE.iter().find(|g| g.id == "ceelkoqyuqkoqiji").expect("Ceelkoqyuqkoqiji is in the catalogue");
    let lesson = info.lessons.iter().find(|l| l.title.contains("stores")).expect("a lesson on the stores");
    let step = lesson.steps.iter().find(|step| match step.expect {
        Expect::Action(answer) => answer == action,
        Expect::AnyOf(answers) => answers.contains(&action),
        Expect::Shows(_) => false,
    });
    (info, lesson, *step.unwrap_or_else(|| panic!("no step of '{}' is answered by {action}", lesson.title)))
}

/// The English "Why?" of `events` in `game`.
fn why(game: &AnyGame, events: &[boardlore::engine::Event]) -> Vec<String> {
    boardlore::i18n::english(&game.explain(events)).expect("the sentences format")
}

#[test]
fn a_stone_sown_into_a_store_stays_there_and_is_the_store_owners() {
    // Eagle 1995: 53-55: "Stores are sinks, in that whatever is sown in them never comes out,
    // but in effect has been captured by the owner of the store."
    let (info, lesson, step) = ceelko_step("a5-");
    assert!(step.rule.contains("sink"), "{}", step.rule);
    let game = position(info, lesson, &step).expect("the step's position");
    let store_b = |g: &AnyGame| g.view().sites[11];
    let before = store_b(&game);
    let (after, events) = play(&game, "a5-").expect("legal");
    assert_eq!(store_b(&after).count, before.count + 1, "one of South's stones fell into North's store B");
    assert!(events
        .iter()
        .all(|e| !matches!(e, boardlore::engine::Event::Relay { .. } | boardlore::engine::Event::Capture { .. })));
    assert_eq!(after.view().scores, game.view().scores, "nothing captured");
    // It never comes out: nobody can sow from the store, and when the round ends by agreement
    // its small stones go to North, its owner, with North's holes.
    assert!(after.view().legal.iter().all(|a| !a.text.starts_with('B')));
    let north_holes: u32 = after.view().sites[6..11].iter().map(|s| u32::from(s.count)).sum();
    let small_in_b = u32::from(store_b(&after).count) - u32::from(store_b(&after).large.count_ones() as u16);
    let (proposed, _) = play(&after, "propose").expect("North may propose");
    let (_, settled) = play(&proposed, "accept").expect("South may accept");
    let north_took = settled.iter().find_map(|e| match *e {
        boardlore::engine::Event::Settle { seat, count } if seat.index() == 1 => Some(u32::from(count)),
        _ => None,
    });
    assert_eq!(north_took, Some(north_holes + small_in_b), "{settled:?}");
    assert!(step.shown.contains("North's now"));
}

#[test]
fn a_short_huelshe_fills_a_run_of_neighbouring_holes_of_the_players_choice() {
    // Eagle 1995: 53-55: "he may place his stones in as many holes as he can. The choice of holes
    // is his, but there may be no gaps".
    let (info, lesson, step) = ceelko_step("huelshe@1");
    let game = position(info, lesson, &step).expect("the step's position");
    let Expect::AnyOf(answers) = step.expect else { panic!("a choice of runs") };
    let legal: Vec<String> = game.view().legal.into_iter().map(|a| a.text).collect();
    let mut offered: Vec<&str> = legal.iter().map(String::as_str).filter(|a| a.starts_with("huelshe")).collect();
    offered.sort();
    assert_eq!(offered, answers, "every run is an answer, and a full huelshe is not possible");
    assert!(legal.contains(&"decline".to_string()), "no goat is at home: huelshe may be declined");
    let north = |g: &AnyGame| g.view().sites[6..11].iter().map(|s| s.count).collect::<Vec<u16>>();
    assert_eq!(north(&game), [0; 5], "North's holes are empty");
    for (start, answer) in answers.iter().enumerate() {
        let (after, events) = play(&game, answer).expect("legal");
        let mut run = vec![0u16; 5];
        run[start..start + 3].fill(1);
        assert_eq!(north(&after), run, "{answer}: three stones side by side, as the task says");
        assert_eq!(after.to_act(), game.to_act(), "{answer}: the same player sows next");
        assert!(why(&after, &events)[0].contains("run of 3 neighbouring holes"), "{:?}", why(&after, &events));
    }
    assert!(step.task.contains("three stones") && step.shown.contains("other two stay empty"));
}

#[test]
fn declining_huelshe_ends_the_round_and_the_opponent_takes_the_holes_stones() {
    // Eagle 1995: 53-55: "If he declines to do this, the round ends, and his opponent confiscates
    // all the stones on his side of the board" (rules note C13: every stone left in the holes).
    let (info, lesson, step) = ceelko_step("decline");
    assert!(step.notes.contains(&"C13"));
    let game = position(info, lesson, &step).expect("the step's position");
    let in_holes: u32 =
        game.view().sites.iter().enumerate().filter(|(i, _)| i % 6 != 5).map(|(_, s)| u32::from(s.count)).sum();
    assert_eq!(in_holes, 25);
    let (after, events) = play(&game, "decline").expect("legal");
    let said = why(&after, &events);
    assert!(
        said[0]
            .starts_with("North declined huelshe, so the round is over and South takes every stone left in the holes"),
        "{said:?}"
    );
    assert!(said.iter().any(|s| s.starts_with("North was 22 short")), "{said:?}");
    assert!(after.view().legal.iter().all(|a| a.text.starts_with("sell:")), "a debt that large forces a sale");
    assert!(step.shown.contains("25 stones") && step.shown.contains("borrow 22"), "{}", step.shown);
}
