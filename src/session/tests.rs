//! The play session without a browser: playing, refusing, animating to the new position, taking
//! back, looking back and forth, and the computer's turn.

use super::*;
use crate::ai::Level;
use crate::i18n::in_english;
use crate::record::{random_record, Record};
use serde_json::{json, Value};

fn clock() -> f64 {
    1_000.0
}

fn open(game: &str, rules: Value, actions: &[&str], seats: &[Player], speed: Speed) -> Session {
    let mut record = Record::new(game, rules, Some(9));
    record.actions = actions.iter().map(|a| a.to_string()).collect();
    let mut saved = SavedGame::new("test", "A test", record, 0.0).unwrap();
    saved.seats = seats.to_vec();
    Session::open(saved, speed, clock).expect("the record replays")
}

fn leyla(actions: &[&str]) -> Session {
    open("leyla", Value::Null, actions, &[], Speed::Normal)
}

/// The position after `actions`, replayed from the record (the session keeps its own).
fn replayed(game: &str, rules: Value, actions: &[String]) -> BoardView {
    let mut record = Record::new(game, rules, Some(9));
    record.actions = actions.to_vec();
    record.replay().unwrap().view()
}

#[test]
fn a_move_is_played_once_then_animated_step_by_step_to_the_new_position() {
    let mut session = leyla(&[]);
    let before = session.shown().to_vec();
    session.update(Msg::Play("a3".into()));
    assert_eq!(session.moves(), 1);
    assert_eq!(session.revision(), 1);
    assert_eq!(session.saved().updated, 1_000.0);
    assert_eq!(session.view(), &replayed("leyla", Value::Null, &["a3".into()]));
    assert!(session.busy(), "the move is being shown");
    assert_eq!(session.shown(), before, "the board shows nothing yet");
    assert!(session.offer().sites.is_empty(), "nothing can be tapped while a move is shown");
    // Every tick shows one more step; the last one leaves exactly the engine's position.
    let mut counts = Vec::new();
    while session.busy() {
        session.update(Msg::Tick);
        counts.push(session.shown().iter().map(|s| u32::from(s.count)).sum::<u32>());
        if session.busy() {
            assert!(session.active().is_some(), "a step is shown at a site");
        }
    }
    assert!(counts.len() > 3, "a3's four counters and its relays take several steps");
    assert_eq!(session.shown(), session.view().sites.as_slice());
    assert_eq!(session.active(), None);
    let told = session.last().unwrap().told();
    assert!(told.starts_with("South sowed 4 from hole a3; it relayed"), "{told}");
    assert!(told.ends_with(&in_english(&session.view().status_phrase)), "{told}");
    // Shown again: from the board before the move, step by step, to the same position.
    assert!(session.can_replay());
    session.update(Msg::Replay);
    assert_eq!(session.shown(), before, "the board as it was before the move");
    assert!(session.busy());
    while session.busy() {
        session.update(Msg::Tick);
    }
    assert_eq!(session.shown(), session.view().sites.as_slice());
    assert_eq!(session.moves(), 1, "nothing is played again");
}

#[test]
fn a_turn_of_several_actions_is_told_and_marked_as_one() {
    // Piprjall: a throw, then one move per die; the second move's words tell both.
    let mut session = open("piprjall", Value::Null, &["roll:6-5"], &[], Speed::Off);
    assert_eq!(session.view().dice.iter().filter(|d| !d.used).count(), 2);
    session.update(Msg::Play("t12:6".into()));
    assert_eq!(session.view().dice.iter().filter(|d| d.used).count(), 1, "one die played");
    session.update(Msg::Play("t12:5".into()));
    let played = session.last().unwrap();
    assert!(
        played.told().starts_with(
            "South moved a piece from point t12 to point t6; then moved a piece from point t12 to point t7."
        ),
        "{}",
        played.told()
    );
    assert_eq!(played.turn_from, 1, "the turn began after the throw");
    assert!(session
        .marks()
        .iter()
        .any(|&(site, mark)| session.game().topology().id(site) == "t6" && mark == Mark::Path));
    assert!(session
        .marks()
        .iter()
        .any(|&(site, mark)| session.game().topology().id(site) == "t7" && mark == Mark::Path));
    // The throw is told in words.
    let mut thrown = open("piprjall", Value::Null, &[], &[], Speed::Off);
    thrown.update(Msg::Play("roll:6-5".into()));
    assert!(thrown.last().unwrap().told().starts_with("South threw 6 and 5."), "{}", thrown.last().unwrap().told());
}

#[test]
fn a_refused_move_changes_nothing_and_says_why() {
    let mut session = leyla(&[]);
    session.update(Msg::Play("b1".into()));
    assert_eq!(session.moves(), 0);
    assert_eq!(session.revision(), 0);
    assert_eq!(session.refusal().as_deref(), Some("action 'b1' refused: b1 is not in South's row"));
    session.update(Msg::Play("a1".into()));
    assert_eq!(session.refusal(), None);
    // A move while the last one is being shown is not taken.
    session.update(Msg::Play("b2".into()));
    assert_eq!(session.moves(), 1);
}

#[test]
fn with_animation_off_the_board_shows_the_new_position_at_once() {
    let mut session = open("leyla", Value::Null, &[], &[], Speed::Off);
    session.update(Msg::Play("a3".into()));
    assert!(!session.busy());
    assert_eq!(session.shown(), session.view().sites.as_slice());
    // Turning animation off mid-move shows the position at once too.
    let mut session = leyla(&[]);
    session.update(Msg::Play("a3".into()));
    session.update(Msg::Tick);
    session.update(Msg::Speed(Speed::Off));
    assert!(!session.busy());
    assert_eq!(session.shown(), session.view().sites.as_slice());
}

#[test]
fn the_last_move_is_taken_back_to_the_very_position_before_it() {
    let mut session = leyla(&["a3", "b4"]);
    assert!(session.can_take_back());
    let before = replayed("leyla", Value::Null, &["a3".into()]);
    session.update(Msg::Undo);
    assert_eq!(session.moves(), 1);
    assert_eq!(session.view(), &before);
    assert_eq!(session.shown(), before.sites.as_slice());
    assert!(session.last().unwrap().told().starts_with("b4 was taken back."));
    session.update(Msg::Undo);
    assert_eq!(session.view(), &replayed("leyla", Value::Null, &[]));
    assert!(!session.can_take_back(), "nothing is left to take back");
    session.update(Msg::Undo);
    assert_eq!((session.moves(), session.revision()), (0, 2));
}

#[test]
fn no_take_back_of_a_throw_nor_of_a_round_end() {
    // Piprjall: a throw stands; a move after it can be taken back.
    let mut tables = open("piprjall", Value::Null, &["roll:6-5"], &[], Speed::Off);
    assert!(!tables.can_take_back());
    let moved = tables.view().legal[0].text.clone();
    tables.update(Msg::Play(moved));
    assert!(tables.can_take_back());
    tables.update(Msg::Undo);
    tables.update(Msg::Undo);
    assert_eq!(tables.saved().record.actions, ["roll:6-5"]);
    // The action that ends a single round stands.
    let rules = json!({ "single_round": true });
    let round = random_record("leyla", rules.clone(), 4).unwrap();
    let actions: Vec<&str> = round.actions.iter().map(String::as_str).collect();
    let ended = open("leyla", rules.clone(), &actions, &[], Speed::Off);
    assert!(!ended.can_take_back());
    assert!(open("leyla", rules, &actions[..actions.len() - 1], &[], Speed::Off).can_take_back());
}

#[test]
fn against_the_computer_the_visitors_move_goes_back_with_the_computers_reply() {
    let seats = [Player::Person, Player::Computer(Level::Easy)];
    let mut session = open("leyla", Value::Null, &["a3"], &seats, Speed::Off);
    assert!(session.can_take_back(), "while the computer thinks, the visitor's move can go back");
    let reply = session.view().legal[0].text.clone();
    let at = session.stamp();
    session.update(Msg::Computed { action: reply.clone(), at });
    assert_eq!(session.moves(), 2);
    session.update(Msg::Undo);
    assert_eq!(session.moves(), 0, "the visitor's move and the computer's reply");
    assert_eq!(session.view(), &replayed("leyla", Value::Null, &[]));
    assert_eq!(
        session.last().unwrap().told(),
        format!("a3 and the reply {reply} were taken back. {}", in_english(&session.view().status_phrase))
    );
    assert!(!session.can_take_back());
    // The computer's own first move is not the visitor's to take back.
    let first = open("leyla", Value::Null, &["a3"], &[Player::Computer(Level::Easy), Player::Person], Speed::Off);
    assert!(!first.can_take_back());
    // Piprjall: the computer's throw, once seen, stands.
    let seats = [Player::Person, Player::Computer(Level::Easy)];
    let mut tables = open("piprjall", Value::Null, &["roll:6-5"], &seats, Speed::Off);
    let moved = tables.view().legal[0].text.clone();
    tables.update(Msg::Play(moved));
    while tables.view().to_act == ToAct::Seat(Seat::FIRST) {
        let more = tables.view().legal[0].text.clone();
        tables.update(Msg::Play(more));
    }
    assert!(tables.can_take_back(), "South's moves, before North throws");
    let throw = tables.throw().unwrap();
    let at = tables.stamp();
    tables.update(Msg::Computed { action: throw, at });
    assert!(!tables.can_take_back(), "North's throw has been seen");
}

#[test]
fn earlier_positions_can_be_looked_at_and_left() {
    let actions = ["a3", "b4", "a6"];
    let mut session = leyla(&actions);
    for k in 0..actions.len() {
        session.update(Msg::View(Some(k)));
        let viewing = session.viewing().expect("looking back");
        let expected = replayed("leyla", Value::Null, &actions[..k].iter().map(|a| a.to_string()).collect::<Vec<_>>());
        assert_eq!((viewing.at, &viewing.sites, &viewing.status_phrase), (k, &expected.sites, &expected.status_phrase));
    }
    session.update(Msg::View(Some(3)));
    assert_eq!(session.viewing(), None, "the position now is the game itself");
    session.update(Msg::View(Some(1)));
    session.update(Msg::View(None));
    assert_eq!(session.viewing(), None);
    // Playing on returns to the game.
    session.update(Msg::View(Some(1)));
    let next = session.view().legal[0].text.clone();
    session.update(Msg::Play(next));
    assert_eq!(session.viewing(), None);
}

#[test]
fn the_computer_seat_takes_only_its_own_fresh_answer() {
    let seats = [Player::Person, Player::Computer(Level::Medium)];
    let mut session = open("leyla", Value::Null, &[], &seats, Speed::Off);
    assert_eq!(session.computer(), None);
    session.update(Msg::Play("a3".into()));
    assert_eq!(session.computer(), Some((Level::Medium, Seat::SECOND)));
    let reply = session.view().legal[0].text.clone();
    // A person cannot play the computer's seat, and nothing can be tapped.
    session.update(Msg::Play(reply.clone()));
    assert_eq!(session.moves(), 1);
    assert!(session.offer().sites.is_empty() && session.offer().buttons.is_empty());
    assert_eq!(session.forced(), None);
    // An answer for an earlier position is dropped; the fresh one is played.
    session.update(Msg::Computed { action: reply.clone(), at: 0 });
    assert_eq!(session.moves(), 1);
    session.update(Msg::Computed { action: reply.clone(), at: 1 });
    assert_eq!(session.moves(), 2);
    assert_eq!(session.last().unwrap().by, Some(Seat::SECOND));
    // And an answer arriving when a person is to act is dropped too.
    session.update(Msg::Computed { action: "a1".into(), at: 2 });
    assert_eq!(session.moves(), 2);
}

#[test]
fn a_tap_plays_a_sites_only_action_or_offers_its_several() {
    let mut session = leyla(&[]);
    let a3 = session.game().topology().find("a3").unwrap();
    // What a message would play is known before it is sent (the tutor looks at it first).
    assert_eq!(session.would_play(&Msg::Tap(a3)).as_deref(), Some("a3"));
    assert_eq!(session.would_play(&Msg::Play("a4".into())).as_deref(), Some("a4"));
    assert_eq!(session.would_play(&Msg::Undo), None);
    session.update(Msg::Tap(a3));
    assert_eq!(session.saved().record.actions, ["a3"]);
    // Ceelkoqyuqkoqiji: after the finger throw, a hole offers two directions as buttons.
    let mut ceelko = open("ceelkoqyuqkoqiji", Value::Null, &["index", "little"], &[], Speed::Off);
    let hole = ceelko.offer().sites[0];
    assert_eq!(ceelko.would_play(&Msg::Tap(hole)), None, "a tap that only offers plays nothing");
    ceelko.update(Msg::Tap(hole));
    assert_eq!(ceelko.moves(), 2, "nothing is played yet");
    assert_eq!(ceelko.selected(), Some(hole));
    let offered: Vec<&str> =
        ceelko.offer().buttons.iter().filter(|a| a.site == Some(hole)).map(|a| a.text.as_str()).collect();
    assert_eq!(offered.len(), 2, "{offered:?}");
    assert!(ceelko.would_play(&Msg::Play(offered[0].to_string())).is_some());
    // A site that offers nothing is ignored.
    let before = ceelko.clone();
    let idle = (0..ceelko.game().topology().sites.len() as u8).map(Site).find(|s| !ceelko.offer().sites.contains(s));
    ceelko.update(Msg::Tap(idle.unwrap()));
    assert_eq!((ceelko.moves(), ceelko.selected()), (before.moves(), before.selected()));
}

#[test]
fn dice_thrown_by_hand_or_by_the_app_are_chance_outcomes() {
    let mut tables = open("piprjall", Value::Null, &[], &[], Speed::Off);
    assert_eq!(tables.outcome_for_dice(&[5, 6]).map(|a| a.text.as_str()), Some("roll:6-5"));
    assert_eq!(tables.outcome_for_dice(&[3, 3]).map(|a| a.text.as_str()), Some("roll:3-3"));
    assert_eq!(tables.outcome_for_dice(&[7, 1]), None);
    let throw = tables.throw().expect("chance acts");
    assert_eq!(throw, tables.throw().unwrap(), "the same throw after a reload");
    tables.update(Msg::Play(throw.clone()));
    assert_eq!(tables.last().unwrap().by, None);
    assert_eq!(tables.outcome_for_dice(&[1, 2]), None, "no dice are due now");
    // Games without dice have no outcomes to enter.
    assert_eq!(leyla(&[]).outcome_for_dice(&[1, 1]), None);
}

#[test]
fn keys_and_forced_actions() {
    // Dongjintian: after lifting a hole, the arrow keys steer.
    let mut session = open("dongjintian", Value::Null, &[], &[], Speed::Off);
    let first = session.view().legal[0].text.clone();
    session.update(Msg::Play(first));
    let steer = session.view().legal.iter().find(|a| !a.keys.is_empty()).expect("a step with a key").clone();
    assert_eq!(session.action_for_key(steer.keys[0]).map(|a| &a.text), Some(&steer.text));
    assert_eq!(session.action_for_key("q"), None);
    // A position with one legal action offers it as forced; a throw never is.
    let forced = (0..400u64)
        .filter_map(|seed| random_record("leyla", Value::Null, seed).ok())
        .flat_map(|record| (0..record.actions.len()).map(move |k| record.actions[..k].to_vec()))
        .map(|actions| {
            let actions: Vec<&str> = actions.iter().map(String::as_str).collect();
            open("leyla", Value::Null, &actions, &[], Speed::Off)
        })
        .find(|s| s.view().legal.len() == 1)
        .expect("some Leyla position has a single legal action");
    assert_eq!(forced.forced().map(|a| &a.text), Some(&forced.view().legal[0].text));
    assert_eq!(open("piprjall", Value::Null, &[], &[], Speed::Off).forced(), None);
}

#[test]
fn a_record_that_does_not_replay_is_refused() {
    let mut record = Record::new("leyla", Value::Null, Some(1));
    record.actions = vec!["a1".into(), "a2".into()];
    let saved = SavedGame::new("bad", "Bad", record, 0.0).unwrap();
    let error = Session::open(saved, Speed::Off, clock).unwrap_err();
    assert_eq!(error.to_string(), "action 2: action 'a2' refused: a2 is not in North's row");
}

#[test]
fn a_long_game_takes_back_step_after_step_to_the_positions_it_passed() {
    let record = random_record("ceelkoqyuqkoqiji", json!({ "players": 4 }), 3).unwrap();
    let all: Vec<&str> = record.actions.iter().map(String::as_str).collect();
    // From the middle of the campaign, at a move that may be taken back.
    let (mut session, end) = (1..=all.len() / 2)
        .rev()
        .map(|k| (open("ceelkoqyuqkoqiji", json!({ "players": 4 }), &all[..k], &[], Speed::Off), k))
        .find(|(s, _)| s.can_take_back())
        .expect("some move of the campaign may be taken back");
    let mut taken = 0;
    while session.can_take_back() {
        session.update(Msg::Undo);
        taken += 1;
        let expected = replayed("ceelkoqyuqkoqiji", json!({ "players": 4 }), &record.actions[..end - taken]);
        assert_eq!(session.view(), &expected, "after taking back to move {}", end - taken);
    }
    assert!(taken > 0);
}

#[test]
fn a_tap_costs_one_view_and_one_action_and_a_tick_or_take_back_replays_nothing() {
    use crate::any_game::cost;
    let record = random_record("leyla", Value::Null, 5).unwrap();
    let actions: Vec<&str> = record.actions.iter().map(String::as_str).collect();
    let mut session = leyla(&actions[..40]);
    let site = session.offer().sites[0];
    assert_eq!(cost::of(|| session.update(Msg::Tap(site))), (1, 1), "one view, one action, no replay");
    assert_eq!(cost::of(|| session.update(Msg::Tick)), (0, 0), "a tick computes nothing");
    let copy = session.clone();
    assert!(Rc::ptr_eq(&copy.game, &session.game) && Rc::ptr_eq(&copy.saved, &session.saved), "a copy shares");
    while session.busy() {
        session.update(Msg::Tick);
    }
    assert_eq!(cost::of(|| session.update(Msg::Undo)), (1, 0), "take-back replays nothing");
    assert_eq!(cost::of(|| assert!(session.can_take_back())), (0, 0), "and asking is free");
}

#[test]
fn the_summary_counts_what_happened_and_take_back_uncounts_it() {
    let record = random_record("leyla", Value::Null, 11).unwrap();
    let actions: Vec<&str> = record.actions.iter().map(String::as_str).collect();
    let session = leyla(&actions);
    let stats = session.stats();
    let mut relays = 0;
    record
        .replay_with(|_, events| {
            relays += events.iter().filter(|e| matches!(e, Event::Relay { .. })).count() as u64;
        })
        .unwrap();
    assert_eq!(stats.events.relays, relays);
    assert_eq!(stats.moves as usize, actions.len(), "every Leyla action is a seat's");
    assert!(stats.events.loans > 0 || stats.events.captures.iter().sum::<u64>() > 0, "a whole match captures or lends");
    // Taking back a move takes back what it counted.
    let mut played = leyla(&actions[..10]);
    let before = played.stats().clone();
    let next = played.view().legal[0].text.clone();
    played.update(Msg::Play(next));
    assert_ne!(played.stats().moves, before.moves);
    while played.busy() {
        played.update(Msg::Tick);
    }
    played.update(Msg::Undo);
    assert_eq!(played.stats(), &before);
}

#[test]
fn fingers_are_named_as_the_account_names_them_with_what_each_beats() {
    let session = open("ceelkoqyuqkoqiji", Value::Null, &[], &[], Speed::Off);
    let labels: Vec<String> = session.view().legal.iter().map(|a| in_english(&a.label_phrase)).collect();
    assert_eq!(
        labels,
        [
            "South throws the index finger (snake), which beats the thumb (frog)",
            "South throws the thumb (frog), which beats the little finger (centipede)",
            "South throws the little finger (centipede), which beats the index finger (snake)",
        ]
    );
}

#[test]
fn a_steered_sowing_is_told_once_as_one_move() {
    // Dongjintian: a hole is picked, then each counter is steered, one action each.
    let mut session = open("dongjintian", Value::Null, &[], &[], Speed::Off);
    for action in ["b3", "S", "S", "W", "N", "E", "S", "W", "N"] {
        session.update(Msg::Play(action.into()));
    }
    assert_eq!(session.moves(), 9);
    let played = session.last().unwrap();
    assert_eq!(played.turn_from, 0, "the turn began with the pick");
    let told = played.told();
    assert!(told.starts_with("South sowed 5 from hole b3"), "{told}");
    assert_eq!(told.matches("sowed").count(), 1, "{told}");
    let from: Vec<_> = session.marks().iter().filter(|(_, mark)| *mark == Mark::From).collect();
    assert_eq!(from.len(), 1, "one move began, at b3");
}

#[test]
fn what_is_said_after_each_action_formats_in_english_every_phrase_englishs_own() {
    let english = crate::i18n::Messages::new(crate::i18n::Lang::ENGLISH);
    let read = |said: &[Phrase]| -> String {
        let parts: Vec<String> =
            said.iter().map(|p| english.try_phrase(p).unwrap_or_else(|e| panic!("{e}: {p:?}"))).collect();
        parts.join(" ")
    };
    for info in crate::catalogue::CATALOGUE {
        for seed in 0..3 {
            let record = random_record(info.id, Value::Null, seed).expect("a random game");
            let mut session = open(info.id, Value::Null, &[], &[], Speed::Off);
            for action in record.actions.iter().take(120) {
                session.update(Msg::Play(action.clone()));
                let played = session.last().expect("played");
                assert!(!read(&played.said).is_empty(), "{} seed {seed} {action}", info.id);
            }
            session.update(Msg::Undo);
            if let Some(played) = session.last() {
                assert!(!read(&played.said).is_empty(), "{} seed {seed}: taken back", info.id);
            }
        }
    }
}

#[test]
fn a_choice_that_ends_the_round_is_offered_to_be_confirmed_never_played_by_a_tap() {
    // Ceelkoqyuqkoqiji after the finger throw: proposing the round's end is weighty, sowing not.
    let ceelko = open("ceelkoqyuqkoqiji", Value::Null, &["index", "little"], &[], Speed::Off);
    let offer = ceelko.offer();
    let propose = offer.buttons.iter().find(|a| a.text == "propose").expect("propose is offered");
    assert!(weighty(propose));
    assert!(ceelko.view().legal.iter().filter(|a| a.text.ends_with('+') || a.text.ends_with('-')).all(|a| !weighty(a)));
    // A hole whose only action is weighty (a hole to sell) is selected by a tap, not sold.
    let mut played = 0;
    for seed in 0..40 {
        let mut record = random_record("ceelkoqyuqkoqiji", Value::Null, seed).unwrap();
        let Some(k) = (0..record.actions.len()).find(|&k| record.actions[k].starts_with("sell")) else { continue };
        record.actions.truncate(k);
        let mut saved = SavedGame::new("test", "A test", record, 0.0).unwrap();
        saved.seats = vec![Player::Person; 2];
        let mut session = Session::open(saved, Speed::Off, clock).unwrap();
        let sale = session.view().legal.iter().find(|a| a.text.starts_with("sell") && a.site.is_some()).cloned();
        let Some(sale) = sale else { continue };
        let moves = session.moves();
        session.update(Msg::Tap(sale.site.unwrap()));
        assert_eq!(session.moves(), moves, "a tap on a hole to sell sells nothing");
        assert_eq!(session.selected(), sale.site);
        assert!(session.offer().buttons.iter().any(|a| a.text == sale.text), "the sale is offered as a button");
        played += 1;
    }
    assert!(played > 0, "some random game reached a sale");
}

#[test]
fn a_rounds_result_waits_for_the_visitor_before_the_computer_begins_the_next() {
    let mut pauses = 0;
    for seats in [[Player::Person, Player::Computer(Level::Easy)], [Player::Computer(Level::Easy), Player::Person]] {
        let mut session = open("leyla", Value::Null, &[], &seats, Speed::Off);
        for _ in 0..2_000 {
            if session.view().to_act == ToAct::Over {
                break;
            }
            if session.paused() {
                pauses += 1;
                assert!(session.last().unwrap().round_end, "only a round's end pauses");
                assert!(session.computer().is_some(), "only before the computer's turn");
                let (moves, first) = (session.moves(), session.view().legal[0].text.clone());
                session.update(Msg::Computed { action: first, at: session.stamp() });
                assert_eq!(session.moves(), moves, "the computer waits while the result is shown");
                assert!(session.offer().sites.is_empty() && session.offer().buttons.is_empty());
                session.update(Msg::NextRound);
                assert!(!session.paused());
                continue;
            }
            let first = session.view().legal[0].text.clone();
            match session.computer() {
                Some(_) => session.update(Msg::Computed { action: first, at: session.stamp() }),
                None => session.update(Msg::Play(first)),
            }
        }
    }
    assert!(pauses > 0, "a round ended before the computer's turn");
}
