//! Scenario tests for Leyla, one per rule sentence of the source and per decision in
//! `docs/rules-notes.md`: board before, action, board after. Diagrams (`engine::setup::diagram`,
//! set up through `LeylaMatch`'s `Arrange`) show North's row b1..b6 on top and South's row
//! a6..a1 below; `S`/`N` marks a hole captured by South/North.

use super::*;
use crate::engine::{Event, Game, Seat, ToAct};
use crate::games::testkit::{drawn, play};

const SOUTH: Seat = Seat::FIRST;
const NORTH: Seat = Seat::SECOND;

fn position(diagram: &str, to_move: Seat) -> Leyla {
    position_with(diagram, to_move, LeylaRules::default())
}

/// A round in which `to_move` has nothing to sow, which a set-up refuses (the round would be over
/// already), made with the round's own reader of the same diagram.
fn stuck(diagram: &str, to_move: Seat) -> Leyla {
    Leyla::from_diagram(diagram, to_move, [0, 0], LeylaRules::default()).expect("valid diagram")
}

/// The round `diagram` draws, `to_move` to move, under `rules` (also for the explanation tests).
pub(super) fn position_with(diagram: &str, to_move: Seat, rules: LeylaRules) -> Leyla {
    drawn(&LeylaMatch::new(rules), diagram, &[], to_move).round().clone()
}

fn assert_board(game: &Leyla, diagram: &str) {
    let (counts, holes) = board::parse_diagram(diagram).expect("valid diagram");
    assert_eq!(
        (game.counts(), game.holes()),
        (&counts, &holes),
        "\nexpected:\n{}\nfound:\n{game}",
        board::diagram(&counts, &holes)
    );
}

#[test]
fn the_board_starts_with_four_in_each_of_twelve_holes() {
    let game = Leyla::new(LeylaRules::default());
    assert_board(&game, " 4 4 4 4 4 4\n 4 4 4 4 4 4");
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH));
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let names: Vec<String> = legal.iter().map(|&a| game.action_text(a)).collect();
    assert_eq!(names, ["a1", "a2", "a3", "a4", "a5", "a6"]);
}

#[test]
fn sowing_runs_clockwise_from_south_row_into_north_row() {
    // a5 holds 3: a6, then across to b1 and b2 (clockwise seen from above).
    let mut game = position("0 0 0 0 0 1\n0 3 0 0 0 1", SOUTH);
    play(&mut game, "a5");
    assert_board(&game, "1 1 0 0 0 1\n1 0 0 0 0 1");
    assert_eq!(game.to_act(), ToAct::Seat(NORTH));
}

#[test]
fn sowing_runs_clockwise_from_north_row_into_south_row() {
    let mut game = position("0 0 0 0 0 2\n0 0 0 0 0 1", NORTH);
    play(&mut game, "b6");
    assert_board(&game, "0 0 0 0 0 0\n0 0 0 0 1 2");
}

#[test]
fn a_last_counter_in_an_empty_hole_ends_the_turn() {
    let mut game = position("0 0 0 0 0 1\n0 0 0 0 2 0", SOUTH);
    let events = play(&mut game, "a2");
    assert_board(&game, "0 0 0 0 0 1\n0 0 1 1 0 0");
    assert_eq!(events.last(), Some(&Event::TurnEnd { next: ToAct::Seat(NORTH) }));
}

#[test]
fn a_last_counter_in_an_occupied_hole_lifts_it_and_sows_on() {
    // a1's counter makes a2 hold 4 in South's own row: that is a relay, not a capture.
    let mut game = position("0 0 0 0 0 1\n0 0 0 0 3 1", SOUTH);
    let events = play(&mut game, "a1");
    assert_board(&game, "0 0 0 0 0 1\n1 1 1 1 0 0");
    assert!(events.contains(&Event::Relay { site: Site(1), count: 4 }));
}

#[test]
fn the_opening_move_a1_relays_four_times_then_stops_in_an_empty_hole() {
    // Worked by hand: a1 -> a5 (5) -> b4 (5) -> a3 (6) -> b3 (6) -> a3, which was emptied.
    let mut game = Leyla::new(LeylaRules::default());
    let events = play(&mut game, "a1");
    assert_board(&game, "6 6 0 1 6 6\n6 1 6 1 7 2");
    let relays = events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
    assert_eq!(relays, 4);
    assert_eq!(game.total(), 48);
}

#[test]
fn making_four_in_an_opponents_hole_captures_it_and_the_hole_opposite() {
    let mut game = position("3 0 2 0 0 0\n1 0 0 0 0 1", SOUTH);
    let events = play(&mut game, "a6");
    assert_board(&game, "4S 0 2 0 0 0\n0S 0 0 0 0 1");
    assert!(events.contains(&Event::Claim { site: Site(6), by: SOUTH }));
    assert!(events.contains(&Event::Claim { site: Site(5), by: SOUTH }));
    assert_eq!(game.won(), [0, 0], "the counters stay in the captured holes");
    assert_eq!(game.to_act(), ToAct::Seat(NORTH), "a capture ends the turn");
}

#[test]
fn making_five_in_an_opponents_hole_is_a_relay() {
    let mut game = position("4 0 0 0 0 0\n1 0 0 0 0 1", SOUTH);
    play(&mut game, "a6");
    assert_board(&game, "0 1 1 1 1 1\n0 0 0 0 0 1");
}

#[test]
fn nobody_sows_from_a_captured_hole() {
    let game = position("4S 0 2 0 0 0\n0S 0 0 0 3 1", SOUTH);
    assert_eq!(game.clone().apply(Sow(Site(5))), Err(LeylaError::Captured { hole: "a6".into() }));
    let north = position("4S 0 2 0 0 0\n0S 0 0 0 3 1", NORTH);
    assert_eq!(north.clone().apply(Sow(Site(6))), Err(LeylaError::Captured { hole: "b1".into() }));
    let mut legal = Vec::new();
    north.legal_actions(&mut legal);
    assert_eq!(legal, [Sow(Site(8))]);
}

#[test]
fn a_last_counter_in_the_opponents_captured_hole_takes_it_and_one_more() {
    // North's last counter of b6 falls into a6, which South captured.
    let mut game = position("4S 0 0 0 0 6\n3S 0 0 0 0 0", NORTH);
    let events = play(&mut game, "b6");
    assert_board(&game, "4S 0 0 0 0 0\n2S 1 1 1 1 1");
    assert_eq!(game.won(), [0, 2]);
    assert!(events.contains(&Event::Capture { site: Site(5), count: 2, by: NORTH }));
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH), "the turn ends");
}

#[test]
fn an_empty_captured_hole_gives_up_only_the_last_counter() {
    let mut game = position("0S 0 0 0 0 6\n0S 0 0 0 0 0", NORTH);
    play(&mut game, "b6");
    assert_board(&game, "0S 0 0 0 0 0\n0S 1 1 1 1 1");
    assert_eq!(game.won(), [0, 1]);
}

#[test]
fn a_last_counter_in_ones_own_captured_hole_ends_the_turn_and_stays() {
    // Decision L2.
    let mut game = position("4S 0 0 0 0 1\n0S 2 0 0 0 1", SOUTH);
    play(&mut game, "a5");
    assert_board(&game, "5S 0 0 0 0 1\n1S 0 0 0 0 1");
    assert_eq!(game.won(), [0, 0]);
    assert_eq!(game.to_act(), ToAct::Seat(NORTH));
}

#[test]
fn the_round_ends_when_the_player_to_move_cannot_and_holes_are_shared_out() {
    // After South's a2, North has no counters in a free hole of their row. South keeps the
    // counters in free holes of South's row; North takes both of North's captured holes.
    let mut game = position("2N 0 0 0 0 0\n3N 0 0 0 1 2", SOUTH);
    let events = play(&mut game, "a2");
    assert_eq!(game.to_act(), ToAct::Over);
    assert_board(&game, "0N 0 0 0 0 0\n0N 0 0 0 0 0");
    assert_eq!(game.won(), [3, 5]);
    assert_eq!(game.returns(), vec![-1.0, 1.0]);
    assert_eq!(crate::i18n::in_english(&game.status_phrase()), "Round over: South 3, North 5; North wins the round");
    assert!(events.contains(&Event::Settle { seat: SOUTH, count: 3 }));
    let mut legal = vec![Sow(Site(0))];
    game.legal_actions(&mut legal);
    assert!(legal.is_empty());
    assert_eq!(game.clone().apply(Sow(Site(0))), Err(LeylaError::RoundOver));
}

#[test]
fn a_position_where_the_mover_is_stuck_is_settled_at_once() {
    let game = stuck("0 0 0 0 0 0\n0 0 0 0 0 5", NORTH);
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(game.won(), [5, 0]);
    assert_eq!(game.returns(), vec![1.0, -1.0]);
}

#[test]
fn moves_must_be_from_a_non_empty_free_hole_of_ones_own_row() {
    let game = stuck("1 0 0 0 0 0\n0 0 0 0 0 0 ", SOUTH);
    let mut g = Leyla::new(LeylaRules::default());
    assert_eq!(g.apply(Sow(Site(6))), Err(LeylaError::NotYourRow { hole: "b1".into(), mover: SOUTH }));
    assert_eq!(g.parse_action("c9"), Err(LeylaError::UnknownHole("c9".into())));
    assert_eq!(game.to_act(), ToAct::Over, "South has nothing to sow: the round is over");
    let mut stuck = position("1 0 0 0 0 0\n0 0 0 0 1 0", SOUTH);
    assert_eq!(stuck.apply(Sow(Site(0))), Err(LeylaError::Empty { hole: "a1".into() }));
    assert_eq!(stuck, position("1 0 0 0 0 0\n0 0 0 0 1 0", SOUTH), "a refused action changes nothing");
}

#[test]
fn a_long_sowing_drops_into_its_starting_hole_by_default() {
    // Decision L3: twelve counters from a1 go round once, the last back into a1 (now empty).
    let mut game = position("0 0 0 0 0 0\n0 0 0 0 0 12", SOUTH);
    play(&mut game, "a1");
    assert_board(&game, "1 1 1 1 1 1\n1 1 1 1 1 1");
}

#[test]
fn the_skip_origin_option_passes_over_the_starting_hole() {
    let rules = LeylaRules { skip_origin: true, ..LeylaRules::default() };
    let mut game = position_with("0 0 0 0 0 0\n0 0 0 0 0 12", SOUTH, rules);
    play(&mut game, "a1");
    // a2 gets the twelfth counter and relays: a2 -> a4 -> a6 -> b2 -> b4 -> b6 -> a2 (empty).
    assert_board(&game, "2 0 2 0 2 0\n0 2 0 2 1 1");
    assert_eq!(game.total(), 12);
}

#[test]
fn a_relay_that_would_repeat_an_earlier_situation_ends_the_turn() {
    // Decision L4. Found in random play (seed 5222): North's b3 relays 159,748 times before the
    // board and the hole of the last counter repeat a situation of this move; the sowing would
    // loop for ever, so the turn ends there with the counters where they lie.
    let mut game = position(" 5 1 3 4 13 2\n 1 2 0 14 0 3", NORTH);
    let events = play(&mut game, "b3");
    let relays = events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
    assert_eq!(relays, 159_748);
    assert_board(&game, " 5 1 0 5 14 3\n 1 2 0 14 0 3");
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH));
    assert_eq!(game.total(), 48);
}

#[test]
fn events_animate_exactly_to_the_new_position() {
    let mut game = Leyla::new(LeylaRules::default());
    let mut frames = game.sites();
    let events = play(&mut game, "a4");
    for event in &events {
        crate::engine::show(&mut frames, event);
    }
    assert_eq!(frames, game.sites());
}

#[test]
fn by_default_only_the_player_to_move_is_checked_for_the_end_of_the_round() {
    // L8: South's last counter goes from a6 into b1. South's row is empty, but North can move,
    // so play goes on (North may sow counters back into South's row).
    let mut game = position(" 0 0 0 0 0 2\n 1 0 0 0 0 0", SOUTH);
    play(&mut game, "a6");
    assert_board(&game, " 1 0 0 0 0 2\n 0 0 0 0 0 0");
    assert_eq!(game.to_act(), ToAct::Seat(NORTH));
    play(&mut game, "b6");
    assert_board(&game, " 1 0 0 0 0 0\n 0 0 0 0 1 1");
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH), "South can move again");
}

#[test]
fn the_either_row_option_ends_the_round_when_either_player_cannot_move() {
    // L8, option `round_end: "either_row"`: "play continues until one of the players can no
    // longer move". After a6 South cannot move, so the round ends at once and North takes the
    // counters in North's row.
    let rules = LeylaRules { round_end: RoundEnd::EitherRow, ..LeylaRules::default() };
    let mut game = position_with(" 0 0 0 0 0 2\n 1 0 0 0 0 0", SOUTH, rules);
    let events = play(&mut game, "a6");
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(game.won(), [0, 3]);
    assert!(events.contains(&Event::Settle { seat: NORTH, count: 3 }));
}
