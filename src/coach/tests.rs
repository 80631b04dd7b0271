//! The classifier on hand-made positions, the review's shape and its JSON.

use super::*;
use crate::engine::{Arrangement, Seat};
use serde_json::json;

const SOUTH: Seat = Seat::FIRST;
const NORTH: Seat = Seat::SECOND;

/// A single-round Leyla record starting from `south` (a1..a6) and `north` (b1..b6), South to
/// move, each seat holding the rest of the 48 counters evenly.
fn leyla(south: [u16; 6], north: [u16; 6], held: [u16; 2]) -> Record {
    let mut record = Record::new("leyla", json!({ "single_round": true }), Some(1));
    let counts: Vec<u16> = south.into_iter().chain(north).collect();
    record.setup =
        Some(Arrangement { counts, owners: vec![None; 12], held: held.to_vec(), stones: Vec::new(), to_move: SOUTH });
    record.start().expect("a valid position");
    record
}

fn judged(record: &Record, played: &str) -> Decision {
    let before = record.start().unwrap();
    let position = Position { index: 0, before, seat: SOUTH, played: played.to_string() };
    judge(&position, EFFORT, 3, &mut Memo::default())
}

#[test]
fn missing_a_capture_of_nine_is_a_blunder_and_said_so() {
    // South: a5 (two counters) drops into a6 (now 5) and b1, which makes four there: South
    // captures b1 and a6 with their nine counters. a6 (four counters) captures nothing.
    let record = leyla([0, 0, 0, 0, 2, 4], [3, 0, 0, 1, 0, 2], [18, 18]);
    let best = judged(&record, "a5");
    assert_eq!((best.best.as_str(), best.class, best.drop), ("a5", Class::Best, 0.0));
    assert!(best.said.is_empty(), "nothing to say about the best move");
    let blunder = judged(&record, "a6");
    assert_eq!((blunder.best.as_str(), blunder.class, blunder.about_equal), ("a5", Class::Blunder, false));
    assert!(blunder.drop >= class::BLUNDER && blunder.drop > blunder.margin, "{blunder:?}");
    let said = blunder.sentences();
    let ids: Vec<&str> = said.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.first(), Some(&"coach-played-quiet"), "{ids:?}");
    assert_eq!(ids.last(), Some(&"coach-expected"), "{ids:?}");
    let better = said.iter().find(|p| p.id == "coach-better-took").expect("the better move's capture is said");
    assert!(better.args.contains(&("count", crate::engine::Arg::Number(9))), "{better:?}");
    // The JSON form reads back as the same phrases.
    assert_eq!(said.len(), blunder.said.len());
    assert_eq!(said.iter().map(phrase_to_json).collect::<Vec<_>>(), blunder.said);
}

#[test]
fn two_moves_that_both_win_are_about_equal() {
    // South holds 40 of the 48 counters: whatever is sown, South wins the round.
    let record = leyla([1, 0, 1, 0, 0, 0], [0, 2, 0, 2, 0, 2], [40, 0]);
    let decisions = [judged(&record, "a1"), judged(&record, "a3")];
    for decision in &decisions {
        assert_eq!(decision.class, Class::Best, "{decision:?}");
        assert_eq!(decision.drop, 0.0);
        assert!(decision.value_best > 0.99 && decision.value_played > 0.99, "{decision:?}");
    }
    let other = decisions.iter().find(|d| d.played != d.best).expect("one of them is not the search's choice");
    assert!(other.about_equal && other.said.is_empty(), "{other:?}");
}

#[test]
fn a_review_classes_the_chosen_seats_decisions_and_sums_them_up() {
    let record = crate::record::random_record("leyla", json!({ "single_round": true }), 4).unwrap();
    let effort = Effort { iterations: 300, parts: 2 };
    let all = positions(&record, &[SOUTH, NORTH]).unwrap();
    let south = positions(&record, &[SOUTH]).unwrap();
    assert!(!south.is_empty() && south.len() < all.len());
    assert!(all.len() <= record.actions.len());
    let review = review(&record, &[SOUTH], effort, 9).unwrap();
    assert_eq!(review.decisions.len(), south.len());
    assert!(review
        .decisions
        .iter()
        .zip(&south)
        .all(|(d, p)| d.index == p.index && d.seat == SOUTH && d.played == p.played));
    assert!(review.decisions.windows(2).all(|w| w[0].index < w[1].index));
    for decision in &review.decisions {
        assert_eq!(decision.said.is_empty(), decision.class <= Class::Good, "{decision:?}");
        assert!(decision.drop >= 0.0 && (decision.drop == 0.0) == (decision.class == Class::Best));
        assert_eq!(decision.sentences().len(), decision.said.len());
    }
    let [summary] = &review.summary[..] else { panic!("one seat") };
    assert_eq!(summary.counts.iter().sum::<u32>() as usize, south.len());
    assert!((0.0..=100.0).contains(&summary.accuracy), "{summary:?}");
    // The same seed gives the same review, whatever the threads; the JSON reads back.
    assert_eq!(super::review(&record, &[SOUTH], effort, 9).unwrap(), review);
    // Judged one at a time, each with a memo of its own (no search shared), or in order with one
    // memo, the decisions are the review's.
    let one_by_one: Vec<Decision> = south.iter().map(|p| judge(p, effort, 9, &mut Memo::default())).collect();
    assert_eq!(one_by_one, review.decisions);
    let both = super::review(&record, &[SOUTH, NORTH], effort, 9).unwrap();
    let mut memo = Memo::default();
    let in_order: Vec<Decision> = all.iter().map(|p| judge(p, effort, 9, &mut memo)).collect();
    let alone: Vec<Decision> = all.iter().map(|p| judge(p, effort, 9, &mut Memo::default())).collect();
    assert_eq!((&in_order, &alone), (&both.decisions, &both.decisions));
    assert!(memo.reused > 0, "a decision's search is the last one's judging");
    let back: Review = serde_json::from_str(&review.to_json()).unwrap();
    assert_eq!(back, review);
    let text: serde_json::Value = serde_json::from_str(&review.to_json()).unwrap();
    assert!(text["decisions"][0]["class"].is_string() && text["summary"][0]["counts"].is_array());
}

#[test]
fn a_record_that_does_not_replay_is_refused() {
    let mut record = Record::new("leyla", json!({}), Some(1));
    record.actions.push("z9".to_string());
    assert!(matches!(
        review(&record, &[SOUTH], Effort { iterations: 10, parts: 1 }, 1),
        Err(RecordError::Illegal { number: 1, .. })
    ));
    assert!(phrase_from_json(&json!({ "id": "x", "args": { "unknown-name": 1 } })).is_none());
    assert!(phrase_from_json(&json!(3)).is_none());
}
