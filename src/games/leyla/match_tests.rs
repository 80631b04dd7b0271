//! Scenario tests for the between-round rules of a Leyla match (the decisions from L10 on in
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
    game.standing().expect("a match").history.iter().flat_map(|r| r.notes.iter().map(|n| n.to_string())).collect()
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
    assert_eq!(
        crate::i18n::in_english(&game.action_label_phrase(LeylaAction::Lend)),
        "South: lend 2 counters to North"
    );
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
    assert_eq!(
        crate::i18n::in_english(&kept.status_phrase()),
        "Match over after 1 rounds: North cannot fill a hole; South wins the match"
    );
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
    // L18: 44-4 gives one pair and every move of the round is forced, so the rounds go round a
    // cycle of starts, each played as before. The third time a round is played move for move
    // from the same start, the match ends.
    let (mut game, _) = after_round([44, 4], [0, 0], LeylaRules::default());
    let mut moves = 0;
    while game.to_act() != ToAct::Over {
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        assert_eq!(legal.len(), 1, "forced");
        game.apply(legal[0]).expect("legal");
        moves += 1;
        assert!(moves < 1000, "the match ends");
    }
    assert_eq!(
        crate::i18n::in_english(&game.status_phrase()),
        "Match over after 6 rounds, as the last was played move for move as two earlier ones: South 43, North 5; South wins the match"
    );
    assert_eq!(game.returns(), vec![1.0, -1.0]);
    assert_eq!(game.total(), 48);
}

#[test]
fn a_match_that_can_go_on_is_not_ended_by_rounds_that_start_alike() {
    // L18, "play continues until one player cannot fill any holes": random play (seed 2192)
    // reaches the start of round 5 at 24-24 with no debts and South to start for the third time;
    // both players fill all six holes and the rounds went differently, so play goes on.
    let record = [
        "a3", "b2", "a3", "b4", "a4", "b4", "a2", "b5", "a1", "b4", "a4", "b6", "a4", "b5", "a3", "b6", "a3", "b5",
        "a1", "b3", "a2", "b6", "a2", "b3", "a4", "b5", "a4", "b3", "a2", "a4", "b5", "a2", "b2", "a3", "b2", "a3",
        "b1", "a3", "b1", "a3", "b4", "a6", "b4", "a2", "b2", "a3", "b6", "a5", "b2", "a1", "keep", "b4", "a4", "b6",
        "a3", "b6", "a3",
    ];
    let mut game = LeylaMatch::new(LeylaRules::default());
    for action in record {
        decide(&mut game, action);
    }
    assert_eq!(game.round_number(), 5);
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH));
    assert_eq!(board(&game), "4 4 4 4 4 4 4 4 4 4 4 4");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(legal.len(), 6);
}

#[test]
fn the_spare_repayment_option_repays_from_counters_that_fill_no_hole() {
    // L11, option `repayment: "from_spare"`: South owes 2 and holds 23, five holes and three
    // over. The three cannot fill a hole of South's, so South repays the 2 (21); the one left
    // is surrendered (L12): 20 against 28, five holes each.
    let spare = LeylaRules { repayment: Repayment::FromSpare, ..LeylaRules::default() };
    let (game, events) = after_round([23, 25], [2, 0], spare);
    assert!(events.contains(&Event::Transfer { from: SOUTH, to: NORTH, count: 2, reason: TransferReason::Repay }));
    assert!(events.contains(&Event::Transfer { from: SOUTH, to: NORTH, count: 1, reason: TransferReason::Surrender }));
    assert_eq!(game.owed(), [0, 0]);
    assert_eq!(board(&game), "- 4 4 4 4 4 - 4 4 4 4 4");
    assert_eq!(game.reserve(), [0, 8]);
    // By default nothing is repaid below a full row: North's lone counter goes to South instead
    // and the debt stays.
    let (default, _) = after_round([23, 25], [2, 0], LeylaRules::default());
    assert_eq!((default.owed(), board(&default).as_str()), ([2, 0], "4 4 4 4 4 4 4 4 4 4 4 4"));
    // A debtor on 25 repays its one counter over under either reading, where a player who owes
    // nothing would surrender it: the counter goes to the creditor all the same, and the debt
    // shrinks.
    for rules in [spare, LeylaRules::default()] {
        let (debtor, events) = after_round([25, 23], [2, 0], rules);
        assert!(events.contains(&Event::Transfer { from: SOUTH, to: NORTH, count: 1, reason: TransferReason::Repay }));
        assert!(!events.iter().any(|e| matches!(e, Event::Transfer { reason: TransferReason::Surrender, .. })));
        assert_eq!(debtor.owed(), [1, 0]);
    }
}

#[test]
fn with_unfilled_holes_in_play_each_player_chooses_the_holes_to_fill() {
    // L15, option `unfilled_holes: "in_play"`: 40 against 8 gives two holes a side. North, who
    // starts round 2, chooses first, then South; the empty holes stay in play.
    let rules = LeylaRules { unfilled_holes: Unfilled::InPlay, ..LeylaRules::default() };
    let (mut game, _) = after_round([40, 8], [0, 0], rules);
    assert_eq!(game.to_act(), ToAct::Seat(NORTH));
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let names: Vec<String> = legal.iter().map(|&a| game.action_text(a)).collect();
    assert_eq!(names, ["fill:b1", "fill:b2", "fill:b3", "fill:b4", "fill:b5", "fill:b6"]);
    assert_eq!(crate::i18n::in_english(&game.action_label_phrase(legal[1])), "North: fill b2 with 4");
    decide(&mut game, "fill:b2");
    assert_eq!(game.clone().apply(LeylaAction::Fill(Site(7))), Err(LeylaError::AlreadyFilled { hole: "b2".into() }));
    assert_eq!(game.clone().apply(LeylaAction::Sow(Site(7))), Err(LeylaError::FillPending));
    decide(&mut game, "fill:b5");
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH));
    assert_eq!(game.total(), 48);
    decide(&mut game, "fill:a3");
    let events = decide(&mut game, "fill:a6");
    assert!(events.contains(&Event::RoundStart { round: 2, first: NORTH }));
    assert_eq!(board(&game), "0 4 0 0 4 0 4 0 0 4 0 0");
    assert_eq!(game.reserve(), [32, 0]);
    // North sows b5 through the empty holes: b6, a1, a2 and a3, which now holds five and is
    // relayed, and so on until a counter falls into a3 emptied by the relay.
    decide(&mut game, "b5");
    assert_eq!(board(&game), "1 0 1 1 1 2 5 1 1 1 2 0");
    assert_eq!(game.total(), 48);
    // By default the same totals fill the facing pairs at the a1/b6 end (see
    // `sowing_passes_over_holes_out_of_play`).
    assert_eq!(LeylaMatch::new(rules).clone().apply(LeylaAction::Fill(Site(0))), Err(LeylaError::NotFilling));
}
