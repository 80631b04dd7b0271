//! The review's classes do not depend on the luck of the search: reviewed with two different
//! seeds at the review's effort ([`coach::EFFORT`]), at least 90% of the decisions of a fixed set
//! of records get the same class (the goal; measured over three pairs of seeds, as one
//! pair's figure wanders by four points between pairs). The records are games of the computer's
//! levels against each other and of random play, from fixed seeds. That test is slow and run by
//! hand: `cargo test --release --no-default-features --test coach_stability -- --ignored
//! --nocapture` prints the figure, each decision that flips, and the time a 60-decision Leyla
//! match's review takes (the test command runs that one, in a debug build).

use boardlore::ai::Level;
use boardlore::coach::{self, Review};
use boardlore::engine::{Seat, ToAct};
use boardlore::record::{random_record, Record};
use serde_json::{json, Value};
use std::time::Instant;

/// A game of `game` between easy (South) and medium (North), the computer's own moves, from
/// `seed`, to the end or `most` actions.
fn levels_game(game: &str, rules: Value, seed: u64, most: usize) -> Record {
    let mut record = Record::new(game, rules, Some(seed));
    let mut state = record.start().expect("a game");
    let mut rng = boardlore::engine::Rng::new(seed);
    while record.actions.len() < most {
        let action = match state.to_act() {
            ToAct::Over => break,
            ToAct::Chance => state.sample_chance(&mut rng),
            ToAct::Seat(seat) => {
                let level = if seat == Seat::FIRST { Level::Easy } else { Level::Medium };
                state.decide(level, seed.wrapping_mul(1_000).wrapping_add(record.actions.len() as u64))
            }
        };
        let Some(action) = action else { break };
        state.apply_text(&action, &mut Vec::new()).expect("the computer plays legal moves");
        record.actions.push(action);
    }
    record
}

fn same_classes(a: &Review, b: &Review) -> (usize, usize) {
    assert_eq!(a.decisions.len(), b.decisions.len());
    for (x, y) in a.decisions.iter().zip(&b.decisions).filter(|(x, y)| x.class != y.class) {
        let line = |d: &coach::Decision| {
            format!(
                "{:?} best {} drop {:.3} +- {:.3} ({:.3} vs {:.3})",
                d.class, d.best, d.drop, d.margin, d.value_best, d.value_played
            )
        };
        println!("  flip at {} ({}): {} | {}", x.index + 1, x.played, line(x), line(y));
    }
    let same = a.decisions.iter().zip(&b.decisions).filter(|(x, y)| x.class == y.class).count();
    (same, a.decisions.len())
}

#[test]
#[ignore = "slow (about 5 min in release on a loaded 2-core machine); measured 90.5% (372 of 411) on 27 Nov 2026, see docs/research.md"]
fn two_seeds_give_the_same_class_to_at_least_nine_decisions_in_ten() {
    let both = [Seat::FIRST, Seat::SECOND];
    let records = [
        levels_game("leyla", json!({}), 1, 120),
        levels_game("leyla", json!({ "single_round": true }), 2, 80),
        random_record("leyla", json!({ "single_round": true }), 3).unwrap(),
        levels_game("piprjall", json!({}), 4, 60),
        levels_game("dongjintian", json!({}), 5, 40),
    ];
    let effort = coach::EFFORT;
    let (mut same, mut all) = (0, 0);
    for (record, (first, second)) in records.iter().flat_map(|r| [(r, (1, 2)), (r, (3, 4)), (r, (5, 6))]) {
        let seats: Vec<Seat> =
            if record.game == "dongjintian" { (0..4).map(Seat::new).collect() } else { both.to_vec() };
        let started = Instant::now();
        let a = coach::review(record, &seats, effort, first).expect("a review");
        let took = started.elapsed();
        let b = coach::review(record, &seats, effort, second).expect("a review");
        let (s, n) = same_classes(&a, &b);
        let classes: Vec<[u32; 5]> = a.summary.iter().map(|s| s.counts).collect();
        println!(
            "{} ({} actions), seeds {first} and {second}: {s} of {n} the same; {n} decisions reviewed in {took:.2?}; {classes:?}",
            record.game,
            record.actions.len()
        );
        same += s;
        all += n;
    }
    let share = same as f64 / all as f64;
    println!("stability: {same} of {all} decisions ({:.1}%) get the same class with two seeds", 100.0 * share);
    assert!(all > 300, "enough decisions: {all}");
    assert!(share >= 0.9, "{same} of {all}");
}

#[test]
fn a_sixty_decision_leyla_match_is_reviewed_and_timed() {
    // A match of random play long enough to hold 60 decisions.
    let both = [Seat::FIRST, Seat::SECOND];
    let (record, positions) = (0..100)
        .map(|seed| random_record("leyla", json!({}), seed).unwrap())
        .map(|record| {
            let positions = coach::positions(&record, &both).unwrap();
            (record, positions)
        })
        .find(|(_, positions)| positions.len() >= 60)
        .expect("a match with 60 decisions");
    let mut cut = record.clone();
    cut.actions.truncate(positions[59].index + 1);
    let started = Instant::now();
    let review = coach::review(&cut, &[Seat::FIRST, Seat::SECOND], coach::EFFORT, 7).unwrap();
    let took = started.elapsed();
    assert_eq!(review.decisions.len(), 60);
    println!(
        "a 60-decision Leyla match reviewed at {} iterations in {took:.2?} on {} threads",
        coach::EFFORT.iterations * coach::EFFORT.parts,
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
}
