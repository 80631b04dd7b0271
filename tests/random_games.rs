//! Invariants over many seeded random games, for every playable game (OpenSpiel's
//! "random sim" test): no panics, counters conserved, legal actions non-empty until the end and
//! empty after it, refused actions change nothing, the event stream animates exactly to each new
//! position, and replaying the record reproduces the game.

use boardlore::engine::{random_action, show, AnyGame, Event, Game, Rng, ToAct};
use boardlore::games::leyla::{Leyla, LeylaRules};
use boardlore::record::Record;
use serde_json::Value;

/// Plays one seeded random game of `game`, checking every invariant after every action, and
/// returns the record and the largest number of relays seen in one move.
fn checked_random_game<G: Game + 'static>(
    mut game: G,
    id: &str,
    rules: Value,
    seed: u64,
    total: u32,
) -> (Record, usize) {
    let mut rng = Rng::new(seed);
    let mut record = Record::new(id, rules, Some(seed));
    let mut legal = Vec::new();
    let mut most_relays = 0;
    loop {
        game.legal_actions(&mut legal);
        let on_board: u32 = game.sites().iter().map(|s| u32::from(s.count)).sum();
        assert_eq!(
            on_board + game.scores().iter().sum::<u32>(),
            total,
            "seed {seed}: counters conserved"
        );
        if game.to_act() == ToAct::Over {
            assert!(
                legal.is_empty(),
                "seed {seed}: no legal actions after the end"
            );
            break;
        }
        assert!(
            !legal.is_empty(),
            "seed {seed}: legal actions until the end"
        );
        let action = random_action(&game, &mut rng, &mut legal).expect("an action");
        let mut frames = game.sites();
        let mut events = Vec::new();
        game.apply_with(action, &mut events)
            .expect("a listed action is legal");
        for event in &events {
            show(&mut frames, event);
        }
        if !events.iter().any(|e| matches!(e, Event::Settle { .. })) {
            assert_eq!(
                frames,
                game.sites(),
                "seed {seed}: events animate to the new position"
            );
        }
        most_relays = most_relays.max(
            events
                .iter()
                .filter(|e| matches!(e, Event::Relay { .. }))
                .count(),
        );
        record.actions.push(game.action_text(action));
        assert!(record.actions.len() < 100_000, "seed {seed}: the game ends");
    }
    (record, most_relays)
}

fn replays_to(record: &Record, expected: &AnyGame) {
    let text = record.to_json();
    let replayed = Record::parse(&text)
        .and_then(|r| r.replay())
        .expect("the record replays");
    assert_eq!(
        replayed.view(),
        expected.view(),
        "replay reproduces the game"
    );
}

#[test]
fn ten_thousand_random_leyla_rounds_keep_every_invariant() {
    let mut most_relays = 0;
    let mut actions = 0;
    for seed in 0..10_000u64 {
        let (record, relays) = checked_random_game(
            Leyla::new(LeylaRules::default()),
            "leyla",
            Value::Null,
            seed,
            48,
        );
        most_relays = most_relays.max(relays);
        actions += record.actions.len();
        if seed % 100 == 0 {
            let mut replayed = AnyGame::new(Leyla::new(LeylaRules::default()));
            for action in &record.actions {
                replayed.apply_text(action, &mut Vec::new()).expect("legal");
            }
            replays_to(&record, &replayed);
        }
    }
    println!("10000 rounds, {actions} moves, at most {most_relays} relays in one move");
    assert!(actions > 100_000, "random rounds are not trivially short");
}

#[test]
fn random_rounds_with_skip_origin_keep_every_invariant() {
    let rules = LeylaRules { skip_origin: true };
    for seed in 0..2_000u64 {
        let (record, _) = checked_random_game(
            Leyla::new(rules),
            "leyla",
            serde_json::to_value(rules).unwrap(),
            seed,
            48,
        );
        if seed % 200 == 0 {
            let replayed = record.replay().expect("replays");
            assert_eq!(replayed.to_act(), ToAct::Over);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_game_and_another_seed_another() {
    let leyla = |seed| {
        checked_random_game(
            Leyla::new(LeylaRules::default()),
            "leyla",
            Value::Null,
            seed,
            48,
        )
        .0
    };
    let (a, b, c) = (leyla(42), leyla(42), leyla(43));
    assert_eq!(a, b);
    assert_ne!(a.actions, c.actions);
}
