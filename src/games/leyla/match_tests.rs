//! Scenario tests for the between-round rules of a Leyla match (decisions L10-L18 in
//! `docs/rules-notes.md`): totals after a round, the transition, and the next round's board.

use super::*;
use crate::engine::{Event, Game, Seat, ToAct, TransferReason};

const SOUTH: Seat = Seat::FIRST;
const NORTH: Seat = Seat::SECOND;

fn after_round(totals: [u16; 2], owed: [u16; 2], rules: LeylaRules) -> (LeylaMatch, Vec<Event>) {
    let mut events = Vec::new();
    let game = LeylaMatch::between_rounds(totals, owed, 1, SOUTH, rules, &mut events);
    (game, events)
}

fn decide(game: &mut LeylaMatch, action: &str) -> Vec<Event> {
    let mut events = Vec::new();
    let action = game.parse_action(action).expect("known action");
    game.apply_with(action, &mut events).expect("legal");
    events
}

fn board(game: &LeylaMatch) -> String {
    game.round().to_string().split_whitespace().collect::<Vec<_>>().join(" ")
}

fn notes(game: &LeylaMatch) -> Vec<String> {
    game.standing().expect("a match").history.iter().flat_map(|r| r.notes.clone()).collect()
}

#[test]
fn an_even_split_refills_every_hole_and_the_other_player_starts() {
    let (game, events) = after_round([24, 24], [0, 0], LeylaRules::default());
    assert_eq!(board(&game), "4 4 4 4 4 4 4 4 4 4 4 4");
    assert_eq!(game.reserve(), [0, 0]);
    assert_eq!(game.round_number(), 2);
    assert_eq!(game.to_act(), ToAct::Seat(NORTH), "L16: the starting player alternates");
    assert!(events.contains(&Event::RoundStart { round: 2, first: NORTH }));
}

#[test]
fn a_lone_counter_over_is_surrendered_and_completes_the_opponents_hole() {
    // 29 = 7 holes + 1 over; 19 = 4 holes + 3 over. South gives 1: 28 and 20, five holes each.
    let (game, events) = after_round([29, 19], [0, 0], LeylaRules::default());
    assert!(events.contains(&Event::Transfer { from: SOUTH, to: NORTH, count: 1, reason: TransferReason::Surrender }));
    // L15: five facing pairs from the a1/b6 end; a6 and b1 are out of play.
    assert_eq!(board(&game), "- 4 4 4 4 4 - 4 4 4 4 4");
    assert_eq!(game.reserve(), [8, 0], "L15: the richer player keeps what the poorer cannot match");
    assert_eq!(game.total(), 48);
}

#[test]
fn two_over_each_lets_the_richer_player_lend_them() {
    let (mut game, _) = after_round([26, 22], [0, 0], LeylaRules::default());
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH), "L14: the richer player decides");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(legal, [LeylaAction::Lend, LeylaAction::Keep]);
    assert_eq!(game.action_label(LeylaAction::Lend), "South: lend 2 counters to North");
    assert_eq!(game.clone().apply(LeylaAction::Sow(Site(0))), Err(LeylaError::LoanDecisionPending));

    let mut lent = game.clone();
    let events = decide(&mut lent, "lend");
    assert!(events.contains(&Event::Transfer { from: SOUTH, to: NORTH, count: 2, reason: TransferReason::Loan }));
    assert_eq!(board(&lent), "4 4 4 4 4 4 4 4 4 4 4 4");
    assert_eq!(lent.owed(), [0, 2], "North owes South 2");
    assert_eq!(lent.reserve(), [0, 0]);

    decide(&mut game, "keep");
    assert_eq!(board(&game), "- 4 4 4 4 4 - 4 4 4 4 4");
    assert_eq!(game.reserve(), [6, 2], "both keep their two over in reserve");
    assert_eq!(game.owed(), [0, 0]);
}

#[test]
fn a_borrower_repays_from_what_is_beyond_a_full_row() {
    // L11: North owes 2 and holds 30, six more than a full row: repays in full.
    let (game, events) = after_round([18, 30], [0, 2], LeylaRules::default());
    assert!(events.contains(&Event::Transfer { from: NORTH, to: SOUTH, count: 2, reason: TransferReason::Repay }));
    assert_eq!(game.owed(), [0, 0]);
    assert_eq!(board(&game), "- 4 4 4 4 4 - 4 4 4 4 4");
    assert_eq!(game.reserve(), [0, 8]);
    // With 25, only one counter is beyond a full row: North repays 1 and still owes 1.
    let (partial, _) = after_round([23, 25], [0, 2], LeylaRules::default());
    assert_eq!(partial.owed(), [0, 1]);
    // Below a full row nothing is repaid.
    let (none, _) = after_round([28, 20], [0, 2], LeylaRules::default());
    assert_eq!(none.owed(), [0, 2]);
}

#[test]
fn the_repay_at_once_option_repays_even_at_the_cost_of_holes() {
    let rules = LeylaRules { repayment: Repayment::AtOnce, ..LeylaRules::default() };
    let (mut game, events) = after_round([28, 20], [0, 2], rules);
    assert!(events.contains(&Event::Transfer { from: NORTH, to: SOUTH, count: 2, reason: TransferReason::Repay }));
    assert_eq!(game.owed(), [0, 0]);
    // 30 and 18 leave two over each: South may lend, keeps instead; four pairs of holes.
    decide(&mut game, "keep");
    assert_eq!(board(&game), "- - 4 4 4 4 - - 4 4 4 4");
    assert_eq!(game.reserve(), [14, 2]);
}

#[test]
fn a_second_loan_adds_to_the_debt() {
    // South owes North 2 and cannot repay (22 < 24); North, richer, lends 2 more.
    let (mut game, _) = after_round([22, 26], [2, 0], LeylaRules::default());
    assert_eq!(game.to_act(), ToAct::Seat(NORTH));
    decide(&mut game, "lend");
    assert_eq!(game.owed(), [4, 0]);
}

#[test]
fn a_player_who_cannot_fill_a_hole_loses_the_match() {
    let (mut game, _) = after_round([46, 2], [0, 0], LeylaRules::default());
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH), "two over each: South may still lend");
    let mut kept = game.clone();
    decide(&mut kept, "keep");
    assert_eq!(kept.to_act(), ToAct::Over);
    assert_eq!(kept.returns(), vec![1.0, -1.0]);
    assert_eq!(kept.status(), "Match over after 1 rounds: North cannot fill a hole; South wins the match");
    assert_eq!(kept.clone().apply(LeylaAction::Keep), Err(LeylaError::MatchOver));
    // Lending gives North one hole: the match goes on with one pair of holes.
    decide(&mut game, "lend");
    assert_eq!(board(&game), "- - - - - 4 - - - - - 4");
    assert_eq!(game.reserve(), [40, 0]);
}

#[test]
fn worked_example_a_loan_and_its_repayment_two_rounds_later() {
    // Round 1 (South started) ends 26-22: South lends 2, round 2 is played on all twelve holes.
    let (mut game, _) = after_round([26, 22], [0, 0], LeylaRules::default());
    decide(&mut game, "lend");
    assert_eq!((game.owed(), game.round_number(), game.to_act()), ([0, 2], 2, ToAct::Seat(NORTH)));
    // Round 2 ends 21-27 (North started): North holds three beyond a full row and repays the
    // 2 it owes (23-25); South then has three over and North one: North surrenders it (24-24).
    let mut events = Vec::new();
    let next = LeylaMatch::between_rounds([21, 27], game.owed(), 2, NORTH, LeylaRules::default(), &mut events);
    assert_eq!(
        events.iter().filter(|e| matches!(e, Event::Transfer { .. })).copied().collect::<Vec<_>>(),
        [
            Event::Transfer { from: NORTH, to: SOUTH, count: 2, reason: TransferReason::Repay },
            Event::Transfer { from: NORTH, to: SOUTH, count: 1, reason: TransferReason::Surrender },
        ]
    );
    assert_eq!(next.owed(), [0, 0]);
    assert_eq!(board(&next), "4 4 4 4 4 4 4 4 4 4 4 4");
    assert_eq!(next.to_act(), ToAct::Seat(SOUTH), "round 3: South starts again");
    assert_eq!(
        notes(&next),
        [
            "North repaid 2 (still owes 0)",
            "North surrendered 1 counter to South",
            "Round 3 is played with 6 holes a side"
        ]
    );
}

#[test]
fn sowing_passes_over_holes_out_of_play() {
    let (mut game, _) = after_round([40, 8], [0, 0], LeylaRules::default());
    assert_eq!(board(&game), "- - - - 4 4 - - - - 4 4", "two pairs: b5 b6 over a2 a1");
    assert_eq!(game.reserve(), [32, 0]);
    // Round 2, North first: b5's four go b6, a1, a2, then past a3..b4 to b5.
    decide(&mut game, "b5");
    assert_eq!(board(&game), "- - - - 1 5 - - - - 5 5");
}

#[test]
fn a_round_that_only_repeats_itself_ends_at_the_third_repetition() {
    // L17: with one hole a side every move is forced and the positions cycle.
    let (mut game, _) = after_round([44, 4], [0, 0], LeylaRules { single_round: false, ..LeylaRules::default() });
    let start_round = game.round_number();
    let mut moves = 0;
    while game.round_number() == start_round && game.to_act() != ToAct::Over {
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        assert_eq!(legal.len(), 1, "forced");
        game.apply(legal[0]).expect("legal");
        moves += 1;
        assert!(moves < 100, "the round ends");
    }
    assert_eq!(game.standing().unwrap().history.len(), 2, "round 2 was settled");
}

#[test]
fn a_match_whose_rounds_only_repeat_ends_and_the_richer_player_wins() {
    // L18: 44-4 gives one pair; the forced round gives each their four back, so round after
    // round starts from 44-4. The third such start ends the match.
    let (mut game, _) = after_round([44, 4], [0, 0], LeylaRules::default());
    let mut moves = 0;
    while game.to_act() != ToAct::Over {
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        game.apply(legal[0]).expect("legal");
        moves += 1;
        assert!(moves < 1000, "the match ends");
    }
    assert!(game.status().contains("would repeat earlier ones"), "{}", game.status());
    assert_eq!(game.returns(), vec![1.0, -1.0]);
    assert_eq!(game.total(), 48);
}
