//! Scenario tests for Piprjall, from the ruleset's sentences and its P decisions. Positions
//! are drawn as the board is (`engine::setup::diagram`): North's side on top, t1 to t12 from
//! screen left, with North's bar and borne-off tray; South's side below, b1 to b12, with South's
//! bar and tray. A cell is a count, with `S` or `N` for whose pieces stand on the point (`.` an
//! empty point). South starts on t12 and goes round to b12, North from b1 to t12:
//!
//! ```text
//!  t1  t2  t3  t4  t5  t6 | bar-n | t7  t8  t9 t10 t11 t12 | off-n
//!  b1  b2  b3  b4  b5  b6 | bar-s | b7  b8  b9 b10 b11 b12 | off-s
//! ```
//!
//! The comments give South's track positions (1 the starting point, 24 the last, 0 the bar).

use super::fast::THROW_STARTS;
use super::rules::facing;
use super::*;
use crate::engine::{Event, Game, Seat, ToAct};
use crate::games::testkit::{drawn, legal, play, refused};

const SOUTH: Seat = Seat::FIRST;
const NORTH: Seat = Seat::SECOND;

fn position(diagram: &str, mover: Seat) -> Piprjall {
    position_with(diagram, mover, PiprjallRules::default())
}

/// The position `diagram` draws, `mover` to throw, under `rules` (also for the explanation
/// tests).
pub(super) fn position_with(diagram: &str, mover: Seat, rules: PiprjallRules) -> Piprjall {
    drawn(&Piprjall::new(rules), diagram, &[], mover)
}

/// Rules note P11's position: South's hit piece finds every entry point taken by its own pairs,
/// and North's three pieces on its starting side face South's closed points.
pub(super) const NOBODY_MOVES: &str = "12N   .   .   .   .  2S |   0 |  2S  2S  2S  2S  2S  2S |   0
                                         .   .   .   .   .   . |   1 |   .   .   .   .  1N  2N |   0";

#[test]
fn fifteen_pieces_each_start_on_the_far_sides_rightmost_point() {
    let game = Piprjall::new(PiprjallRules::default());
    let sites = game.sites();
    let at = |id: &str| sites[topology().find(id).unwrap().index()];
    assert_eq!((at("t12").count, at("t12").owner), (15, Some(SOUTH)), "South sits below: far side, South's right");
    assert_eq!((at("b1").count, at("b1").owner), (15, Some(NORTH)), "North sits above: far side, North's right");
    assert_eq!(game.to_act(), ToAct::Chance);
    let outcomes = game.chance_outcomes();
    assert_eq!(outcomes.len(), 21);
    assert!((outcomes.iter().map(|&(_, p)| p).sum::<f64>() - 1.0).abs() < 1e-12);
    assert_eq!((game.pips(SOUTH), game.pips(NORTH)), (360, 360));
}

#[test]
fn doubles_are_played_as_the_text_lists_them() {
    assert_eq!(&*steps_of(6, 6), [6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1]);
    assert_eq!(&*steps_of(5, 5), [5, 5, 6, 6]);
    assert_eq!(&*steps_of(4, 4), [4, 4, 3, 3, 2, 2, 1, 1]);
    assert_eq!(&*steps_of(3, 3), [3, 3, 2, 2, 1, 1]);
    assert_eq!(&*steps_of(2, 2), [2, 2, 1, 1]);
    assert_eq!(&*steps_of(1, 1), [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    assert_eq!(&*steps_of(3, 5), [5, 3]);
}

#[test]
fn each_die_moves_one_piece_its_full_value_along_the_track() {
    let mut game = Piprjall::new(PiprjallRules::default());
    play(&mut game, &["roll:5-3"]);
    assert_eq!(legal(&game), ["t12:5", "t12:3"]);
    play(&mut game, &["t12:5"]);
    assert_eq!(game.pieces(SOUTH)[6], 1, "t12 is position 1; five on is position 6, t7");
    assert_eq!(legal(&game), ["t12:3", "t7:3"]);
    play(&mut game, &["t7:3"]);
    assert_eq!(game.pieces(SOUTH)[9], 1);
    assert_eq!(game.to_act(), ToAct::Chance, "both dice played: North throws");
    play(&mut game, &["roll:2-1", "b1:2"]);
    assert_eq!(game.sites()[topology().find("b3").unwrap().index()].owner, Some(NORTH));
}

#[test]
fn doubles_must_be_played_in_their_order() {
    let mut game = Piprjall::new(PiprjallRules::default());
    play(&mut game, &["roll:5-5"]);
    assert_eq!(game.steps(), [5, 5, 6, 6]);
    assert!(refused(&game, "t12:6").contains("doubles are played in order: next is 5"));
    play(&mut game, &["t12:5", "t12:5"]);
    assert_eq!(game.steps(), [6, 6]);
}

#[test]
fn no_more_than_two_of_a_players_pieces_on_a_point_of_the_starting_side() {
    // South has two on t9 (position 4): a third may not join them; the starting point aside.
    let game = {
        let mut g = position(
            "  .   .   .   .   .   . |   0 |   .   .  2S   .   . 11S |   0
             15N   .   .   .   .   . |   0 |   .   .   .   .   .   . |   2",
            SOUTH,
        );
        play(&mut g, &["roll:3-1"]);
        g
    };
    assert!(refused(&game, "t12:3").contains("no more than two"));
    assert!(legal(&game).contains(&"t9:1".to_string()));
}

#[test]
fn no_piece_passes_the_penultimate_point_of_the_starting_side_until_five_have_left() {
    // Four have left the start: the piece on position 9 may go to 11 but not to 12 or beyond.
    let mut game = position(
        "  .   .   .  1S   .  1S |   0 |  1S  1S   .   .   . 11S |   0
         15N   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0",
        SOUTH,
    );
    play(&mut game, &["roll:3-2"]);
    assert!(refused(&game, "t4:3").contains("until five pieces have left the start"));
    assert!(legal(&game).contains(&"t4:2".to_string()));
    // A fifth leaves the start: the gate opens.
    let mut open = position(
        "  .   .   .  1S  1S  1S |   0 |  1S  1S   .   .   . 10S |   0
         15N   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0",
        SOUTH,
    );
    play(&mut open, &["roll:3-2"]);
    assert!(legal(&open).contains(&"t4:3".to_string()));
}

#[test]
fn landing_on_a_single_piece_sends_it_to_the_bar_and_it_must_reenter_first() {
    // South's piece on position 13 (b1) ... North's single piece on b5 is South's position 17.
    let mut game = position(
        "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
         14N  1S   .   .  1N   . |   0 |   . 14S   .   .   .   . |   0",
        SOUTH,
    );
    let events = play(&mut game, &["roll:3-2", "b2:3"]);
    assert!(events.contains(&Event::Capture { site: topology().find("b5").unwrap(), count: 1, by: SOUTH }));
    assert_eq!(game.pieces(NORTH)[0], 1, "North's piece is on the bar");
    play(&mut game, &["b5:2"]);
    play(&mut game, &["roll:4-3"]);
    // North must re-enter first: only from the bar, onto an empty point (position 4 is b4,
    // position 3 is b3).
    assert_eq!(legal(&game), ["bar-n:4", "bar-n:3"]);
    assert!(refused(&game, "b1:4").contains("a hit piece must re-enter first"));
}

#[test]
fn a_piece_reenters_only_on_an_empty_point() {
    // North on the bar; South's piece sits on North's position 3 (b3), North's own on 5 (b5).
    let board = position(
        "  .   .   .   .   .   . |   1 |   .   .   .   .   .   . |   0
         13N   .  1S   .  1N   . |   0 |   . 14S   .   .   .   . |   0",
        NORTH,
    );
    // 5-3: both entry points are taken, by North's own piece and by South's: no move.
    let mut blocked = board.clone();
    let events = play(&mut blocked, &["roll:5-3"]);
    assert!(events.contains(&Event::TurnEnd { next: ToAct::Chance }));
    assert_eq!(crate::i18n::in_english(&blocked.status_phrase()), "Game 1: South to throw the dice");
    // 4-3: b4 is empty, so the piece re-enters there (then the 3 is played).
    let mut enters = board;
    play(&mut enters, &["roll:4-3"]);
    assert_eq!(legal(&enters), ["bar-n:4"]);
    assert!(refused(&enters, "bar-n:3").contains("only on an empty point"));
}

#[test]
fn two_opposing_pieces_close_a_point() {
    let mut game = position(
        "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
         13N  1S   .   .  2N   . |   0 |   . 14S   .   .   .   . |   0",
        SOUTH,
    );
    play(&mut game, &["roll:3-1"]);
    assert!(refused(&game, "b2:3").contains("close that point"));
}

#[test]
fn with_no_move_the_turn_passes() {
    // South's only piece is blocked for both dice by closed points.
    let mut game = position(
        "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
         11N  1S   .   .  2N  2N |   0 |   .   .   .   .   .   . |  14",
        SOUTH,
    );
    let events = play(&mut game, &["roll:4-3"]);
    assert!(events.contains(&Event::TurnEnd { next: ToAct::Chance }));
    assert_eq!(crate::i18n::in_english(&game.status_phrase()), "Game 1: North to throw the dice");
}

#[test]
fn both_dice_must_be_played_when_they_can_be_and_the_higher_when_only_one_can() {
    // South's last piece outside home on 17, the rest home. With 6-1: 6 then 1 works (23, 24)
    // and 1 then 6 too; all moves that allow both are legal.
    let mut both = position(
        "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
         15N   .   .   .  1S   . |   0 |   .   .   .   .   . 14S |   0",
        SOUTH,
    );
    play(&mut both, &["roll:6-1"]);
    assert!(legal(&both).contains(&"b5:6".to_string()) && legal(&both).contains(&"b5:1".to_string()));
    // A single piece on position 10 (t3) with 5-4: either die alone can be played, but North
    // closes position 19 (its own 7, b7), so never both: the higher die must be played (P2).
    let mut one = position(
        "  .   .  1S   .   .   . |   0 |   .   .   .   .   .   . |   0
         13N   .   .   .   .   . |   0 |  2N   .   .   .   .   . |  14",
        SOUTH,
    );
    play(&mut one, &["roll:5-4"]);
    assert_eq!(legal(&one), ["t3:5"]);
}

#[test]
fn bearing_off_starts_when_all_pieces_are_home_and_a_higher_die_takes_the_farthest() {
    // Not all home: no bearing off.
    let mut away = position(
        "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
         15N   .   .   .   .  1S |   0 |   .   .   .   . 14S   . |   0",
        SOUTH,
    );
    play(&mut away, &["roll:2-1"]);
    assert!(refused(&away, "b11:2").contains("bearing off starts when all your pieces are in the last quarter"));
    // All home: exact, or the farthest with a higher die.
    let mut home = position(
        "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
         15N   .   .   .   .   . |   0 |   .  2S   .   .  1S   . |  12",
        SOUTH,
    );
    play(&mut home, &["roll:6-2"]);
    assert!(legal(&home).contains(&"b8:6".to_string()), "6 from position 20 (b8) is more than needed: farthest");
    assert!(legal(&home).contains(&"b11:2".to_string()), "2 from position 23 bears off exactly");
    // The 2 played, the 6 now takes the farthest piece, from b8.
    play(&mut home, &["b11:2"]);
    assert_eq!(legal(&home), ["b8:6"]);
}

#[test]
fn bearing_off_every_piece_scores_two_and_the_next_game_starts_with_the_other_player() {
    let mut game = position(
        "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
         15N   .   .   .   .   . |   0 |   .   .   .   .   .  1S |  14",
        SOUTH,
    );
    let events = play(&mut game, &["roll:1-1", "b12:1"]);
    assert_eq!(game.points(), [2, 0]);
    assert!(events.contains(&Event::LaidOut { round: 2 }));
    assert_eq!(crate::i18n::in_english(&game.status_phrase()), "Game 2: North to throw the dice");
    assert_eq!(game.pieces(SOUTH)[1], 15, "the board is set up again");
    // A match to two points is over at once.
    let two_points = PiprjallRules { match_points: 2, ..PiprjallRules::default() };
    let mut short = position_with(
        "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
         15N   .   .   .   .   . |   0 |   .   .   .   .   .  1S |  14",
        SOUTH,
        two_points,
    );
    play(&mut short, &["roll:1-1", "b12:1"]);
    assert_eq!(short.to_act(), ToAct::Over);
    assert_eq!(short.returns(), vec![1.0, -1.0]);
}

#[test]
fn a_blocked_doubles_step_ends_the_turn_unless_the_option_skips_it() {
    // South's single piece on position 3 (t10); North closes South's position 8 (t5, North's
    // 20). With 5-5 the first 5 cannot be played: the whole sequence is lost (P4).
    let board = "  .   .   .   .  2N   . |   0 |   .   .   .  1S   .   . |   0
                 13N   .   .   .   .   . |   0 |   .   .   .   .   .   . |  14";
    let mut lost = position(board, SOUTH);
    let events = play(&mut lost, &["roll:5-5"]);
    assert_eq!(events[0], Event::Double { by: SOUTH }, "South threw a double");
    assert!(!events.iter().any(|e| matches!(e, Event::Abandon { .. })), "North can still move");
    assert_eq!(lost.to_act(), ToAct::Chance);
    // With `skip_blocked_steps`, both 5s are skipped and the 6s are played.
    let skip = PiprjallRules { skip_blocked_steps: true, ..PiprjallRules::default() };
    let mut skipping = position_with(board, SOUTH, skip);
    play(&mut skipping, &["roll:5-5"]);
    assert_eq!(skipping.steps(), [6, 6]);
    assert_eq!(legal(&skipping), ["t10:6"]);
}

/// A match played from the opening through `actions`.
fn after(rules: PiprjallRules, actions: &[&str]) -> Piprjall {
    let mut game = Piprjall::new(rules);
    play(&mut game, actions);
    game
}

/// The record of issue 14: North's second 5-5 has 5, 6, 6 left after its first five, with four
/// pieces out of the start. (North: twelve on b1, one on b6, two on b7, one on b11.)
const SECOND_FIVES: [&str; 13] = [
    "roll:6-2", "t12:2", "t12:6", "roll:5-5", "b1:5", "b6:5", "b1:6", "b1:6", "roll:6-1", "t6:1", "t12:6", "roll:5-5",
    "b1:5",
];

#[test]
fn a_double_must_be_played_as_far_as_it_can_be() {
    // P3: a double "forces" its sequence. b6:5 would leave four pieces out of the start, so the
    // five-piece gate would stop every six (b1 to b7 holds two already on the starting side);
    // b1:5 takes the fifth piece out and both sixes can follow.
    let mut game = after(PiprjallRules::default(), &SECOND_FIVES);
    assert_eq!(game.steps(), [5, 6, 6]);
    assert_eq!(legal(&game), ["b1:5"]);
    assert!(refused(&game, "b6:5").contains("another move lets more of the doubles sequence be played"));
    play(&mut game, &["b1:5"]);
    assert_eq!(legal(&game), ["b6:6", "b11:6"], "the gate is open; b7 to t12 is South's closed start");
    play(&mut game, &["b6:6", "b11:6"]);
    assert_eq!((game.pieces(NORTH)[12], game.pieces(NORTH)[17]), (1, 1), "both sixes played");
    assert_eq!(game.to_act(), ToAct::Chance);
}

#[test]
fn skipping_blocked_steps_still_plays_the_most_steps() {
    // With `skip_blocked_steps`, b6:5 would play one step and skip both sixes; b1:5 plays all
    // three, so it is the only move.
    let rules = PiprjallRules { skip_blocked_steps: true, ..PiprjallRules::default() };
    let game = after(rules, &SECOND_FIVES);
    assert_eq!(legal(&game), ["b1:5"]);
    // Found in random play: South throws 1-1 (1, 1, 2, 2, .. 6, 6) with pieces on b3 (15), b8
    // (20), b9 (21, two) and b11 (23, eleven); North closes South's 8, 22 and 24 and has lone
    // pieces on South's 16 and 18. Played strictly, b3:1 lets six steps be played in all and
    // b8:1 only five, so b3:1 is the only move; skipping blocked steps, either lets eleven be
    // played, so both are offered.
    let board = "  .   .   .   .  3N   . |   6 |   .   .   .   .   .   . |   0
                   .   .  1S  1N   .  1N |   0 |   .  1S  2S  2N 11S  2N |   0";
    let mut strict = position(board, SOUTH);
    play(&mut strict, &["roll:1-1"]);
    assert_eq!(legal(&strict), ["b3:1"]);
    let mut skipping = position_with(board, SOUTH, rules);
    play(&mut skipping, &["roll:1-1"]);
    assert_eq!(legal(&skipping), ["b3:1", "b8:1"]);
}

#[test]
fn facing_points_are_the_same_place_on_the_board() {
    for pos in 1..=24 {
        for seat in [Seat::FIRST, Seat::SECOND] {
            let site = point_site(seat, pos);
            assert_eq!(position_of(seat.opponent(), site), Some(facing(pos)), "{seat} {pos}");
        }
    }
}

#[test]
fn a_game_where_nobody_can_ever_move_is_abandoned() {
    // Decision P11, found by random play: South's hit piece cannot re-enter (South's own pairs
    // fill every entry point) and North's three pieces on its starting side face South's closed
    // points, with two already on the last point of that side. No throw changes anything.
    let mut game = position(NOBODY_MOVES, SOUTH);
    let events = play(&mut game, &["roll:6-5"]);
    let abandoned = events.iter().position(|e| *e == Event::Abandon { round: 1 }).expect("game 1 is abandoned");
    let next = events.iter().position(|e| *e == Event::LaidOut { round: 2 }).expect("the next game begins");
    assert!(abandoned < next, "abandoned, then the next game set up: {events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::Double { .. })), "6-5 is no double");
    assert_eq!(game.points, [0, 0], "nobody scores");
    assert_eq!(game.game, 2);
    assert!(game.history[0].notes[0].to_string().starts_with("Abandoned"));
    assert_eq!(game.to_act(), ToAct::Chance);
    assert_eq!(game.chance_for(), Some(NORTH), "the players take turns to start games");
    // A blocked throw with moves still possible for someone only passes the turn.
    let mut blocked = position(
        "  .   .   .   . 12N  2S |   0 |  2S  2S  2S  2S  2S  2S |   0
           .   .   .   .   .   . |   1 |   .   .   .   .  1N  2N |   0",
        SOUTH,
    );
    play(&mut blocked, &["roll:6-5"]);
    assert_eq!((blocked.game, blocked.chance_for()), (1, Some(NORTH)));
}

#[test]
fn the_dice_shown_are_the_throw_with_the_played_ones_used() {
    let die = |value, used| Die { value, used };
    let mut game = Piprjall::new(PiprjallRules::default());
    assert_eq!(game.dice(), [], "nothing thrown yet");
    play(&mut game, &["roll:3-5"]);
    assert_eq!(game.dice(), [die(5, false), die(3, false)]);
    play(&mut game, &["t12:3"]);
    assert_eq!(game.dice(), [die(5, false), die(3, true)]);
    play(&mut game, &["t12:5", "roll:5-5", "b1:5"]);
    assert_eq!(
        game.dice(),
        [die(5, true), die(5, false), die(6, false), die(6, false)],
        "doubles: the steps, in order"
    );
}

#[test]
fn a_throw_is_drawn_as_from_the_list_of_throws_without_building_it() {
    let mut game = Piprjall::new(PiprjallRules::default());
    let mut drawn = std::collections::BTreeSet::new();
    for i in 0..1000 {
        let roll = f64::from(i) / 1000.0;
        let throw = game.draw_chance(roll);
        assert_eq!(throw, crate::engine::draw(&game.chance_outcomes(), roll), "roll {roll}");
        drawn.insert(throw.map(|t| game.action_text(t)));
    }
    assert_eq!(drawn.len(), 21, "every throw is drawn by some roll");
    let mut rng = Rng::new(8);
    let starts = THROW_STARTS.iter().flat_map(|&start| [start, f64::from_bits(start.to_bits() - 1)]);
    let edges = [0.0, -0.0, -1.0, 1.0, 2.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, f64::MIN_POSITIVE];
    for roll in starts.chain(edges).chain((0..100_000).map(|_| rng.unit())) {
        let expected = crate::engine::draw(&game.chance_outcomes(), roll);
        assert_eq!(game.draw_chance(roll), expected, "roll {roll:e}");
    }
    let throw = game.draw_chance(0.5).expect("a throw");
    game.apply_with(throw, &mut Vec::new()).expect("a throw is legal");
    assert_eq!(game.draw_chance(0.5), None, "nothing to draw once the dice are thrown");
}
