//! Scenario tests for Dongjintian, from the ruleset's sentences and its D decisions. Diagrams
//! (`engine::setup::diagram`) show the grid as drawn, North at the top: four lines (rows 4 to 1,
//! split by `/`), five holes each (a to e).

use super::*;
use crate::engine::{Event, Game, Seat, ToAct};
use crate::games::testkit::{drawn, legal, play, refused};

const SOUTH: Seat = Seat::new(0);

fn position(diagram: &str, mover: Seat) -> Dongjintian {
    position_with(diagram, mover, &[], DongjintianRules::default())
}

/// The position `diagram` draws, with what each seat has captured, `mover` to move, under
/// `rules` (also for the explanation tests).
pub(super) fn position_with(diagram: &str, mover: Seat, captured: &[u16], rules: DongjintianRules) -> Dongjintian {
    drawn(&Dongjintian::new(rules), diagram, captured, mover)
}

fn render(game: &Dongjintian) -> String {
    (0..ROWS)
        .rev()
        .map(|r| game.counts()[r * COLS..(r + 1) * COLS].iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join(" / ")
}

#[test]
fn four_by_five_holes_with_five_each_and_any_hole_may_be_sown() {
    let game = Dongjintian::new(DongjintianRules::default());
    assert_eq!(render(&game), "5 5 5 5 5 / 5 5 5 5 5 / 5 5 5 5 5 / 5 5 5 5 5");
    assert_eq!(legal(&game).len(), 20);
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH));
    assert!(central(topology().find("c2").unwrap()) && central(topology().find("c3").unwrap()));
    assert_eq!((0..HOLES).filter(|&i| central(Site(i as u8))).count(), 2);
}

#[test]
fn players_move_in_turn_south_east_north_west() {
    let mut game = position("9 0 0 0 9 / 0 0 0 0 0 / 0 0 0 0 0 / 9 0 0 0 9", SOUTH);
    let mut movers = Vec::new();
    for hole in ["a1", "e1", "e4", "a4"] {
        let ToAct::Seat(seat) = game.to_act() else { panic!("a seat moves") };
        movers.push(seat.to_string());
        play(&mut game, &[hole]);
        while matches!(game.phase, Phase::Steer { .. }) {
            let first = legal(&game)[0].clone();
            play(&mut game, &[first.as_str()]);
        }
    }
    assert_eq!(movers, ["South", "East", "North", "West"]);
}

#[test]
fn sowing_runs_orthogonally_and_turns_where_the_player_chooses() {
    let mut game = position("0 0 0 0 0 / 0 0 0 0 0 / 0 0 0 0 0 / 0 4 0 0 1", SOUTH);
    play(&mut game, &["b1"]);
    assert_eq!(legal(&game), ["N", "E", "W"], "every neighbour on the board");
    play(&mut game, &["N"]);
    assert_eq!(legal(&game), ["N", "E", "W"], "never back to b1");
    assert_eq!(crate::i18n::in_english(&game.action_label_phrase(DongjintianAction::Step(Dir::N))), "Straight on ↑");
    play(&mut game, &["E", "E"]);
    assert_eq!(game.path().iter().map(|&s| topology().id(s)).collect::<Vec<_>>(), ["b1", "b2", "c2", "d2"]);
    assert_eq!(legal(&game), ["N", "E", "S"]);
    play(&mut game, &["S"]);
    // The last counter fell in d1 heading South: the next hole is off the board, so the move
    // ends without a capture.
    assert_eq!(render(&game), "0 0 0 0 0 / 0 0 0 0 0 / 0 1 1 1 0 / 0 0 0 1 1");
    assert_eq!(game.captured(), [0; 4]);
}

#[test]
fn at_an_edge_or_corner_the_sowing_must_turn_and_one_way_is_taken_at_once() {
    // From a2 going West is off the board; after a1 (a corner, coming South) the only way is
    // East, taken at once; from b1 the player chooses again.
    let mut game = position("0 0 0 0 0 / 0 0 0 0 0 / 3 0 0 0 0 / 0 0 0 0 1", SOUTH);
    play(&mut game, &["a2"]);
    assert_eq!(legal(&game), ["N", "E", "S"]);
    play(&mut game, &["S"]);
    assert_eq!(render(&game), "0 0 0 0 0 / 0 0 0 0 0 / 0 0 0 0 0 / 1 1 0 0 1", "a1, then b1 at once");
    assert_eq!(legal(&game), ["N", "E"]);
}

#[test]
fn the_next_hole_on_the_line_is_relayed_when_occupied_and_never_back() {
    // b1's two counters go North to b2 and b3; b4 beyond is occupied: its three are lifted and
    // sown on. From b4 the way back South is barred, so the player chooses W or E.
    let mut game = position("0 3 0 0 0 / 0 0 0 0 0 / 0 0 0 0 0 / 0 2 0 0 1", SOUTH);
    let events = play(&mut game, &["b1", "N", "N"]);
    assert!(events.contains(&Event::Relay { site: topology().find("b4").unwrap(), count: 3 }));
    assert_eq!(legal(&game), ["E", "W"]);
    play(&mut game, &["E", "E", "E"]);
    // c4, d4, e4: the last fell at the East edge heading East: the move ends.
    assert_eq!(render(&game), "0 0 1 1 1 / 0 1 0 0 0 / 0 1 0 0 0 / 0 0 0 0 1");
}

#[test]
fn an_empty_hole_after_the_last_counter_captures_the_hole_beyond() {
    // a1's counter falls in b1 heading East; c1 is empty, so d1's four are captured.
    let mut game = position("0 0 0 0 1 / 0 0 0 0 0 / 0 0 0 0 0 / 1 0 0 4 0", SOUTH);
    let events = play(&mut game, &["a1", "E"]);
    assert_eq!(render(&game), "0 0 0 0 1 / 0 0 0 0 0 / 0 0 0 0 0 / 0 1 0 0 0");
    assert_eq!(game.captured(), [4, 0, 0, 0]);
    assert!(events.contains(&Event::Capture { site: topology().find("d1").unwrap(), count: 4, by: SOUTH }));
}

#[test]
fn no_capture_is_made_from_a_central_hole() {
    // D3: b2's counter falls in c2, a central hole, heading East; d2 is empty and e2 beyond
    // is full, but nothing is captured from the centre.
    let diagram = "0 0 0 0 1 / 0 0 0 0 0 / 0 1 0 0 3 / 0 0 0 0 1";
    let mut game = position(diagram, SOUTH);
    play(&mut game, &["b2", "E"]);
    assert_eq!(render(&game), "0 0 0 0 1 / 0 0 0 0 0 / 0 0 1 0 3 / 0 0 0 0 1");
    assert_eq!(game.captured(), [0; 4]);
    // The option `centre: "target"` protects only the holes captured from: e2 is taken.
    let target = DongjintianRules { centre: CentreRule::Target, ..DongjintianRules::default() };
    let mut literal = position_with(diagram, SOUTH, &[], target);
    play(&mut literal, &["b2", "E"]);
    assert_eq!(literal.captured(), [3, 0, 0, 0]);
    // A central hole still relays: c2 full, so its counters are lifted and sown on.
    let mut relay = position("0 0 0 0 1 / 0 0 0 0 0 / 1 0 2 0 0 / 0 0 0 0 0", SOUTH);
    let events = play(&mut relay, &["a2", "E"]);
    assert!(events.contains(&Event::Relay { site: topology().find("c2").unwrap(), count: 2 }));
}

#[test]
fn a_central_hole_can_never_be_the_hole_captured_from() {
    // Why D3 reads the rule as it does: a capture takes the hole two beyond the last counter,
    // which itself came from a hole on the same line, so the captured hole needs three holes
    // behind it on its line. c2 and c3 have at most two on every line.
    for centre in (0..HOLES).map(|i| Site(i as u8)).filter(|&s| central(s)) {
        for dir in Dir::ALL {
            let behind = (0..3).try_fold(centre, |at, _| neighbour(at, dir.opposite()));
            assert_eq!(behind, None, "{} has three holes behind it going {dir:?}", topology().id(centre));
        }
    }
}

#[test]
fn a_capture_never_runs_on_along_the_line() {
    // D4: a second capture would need six holes in a line (the one before the last, the last,
    // an empty one, the captured one, an empty one, a full one); the longest line has five.
    let longest = (0..HOLES)
        .flat_map(|i| Dir::ALL.map(|d| (Site(i as u8), d)))
        .map(|(start, dir)| std::iter::successors(Some(start), |&s| neighbour(s, dir)).count())
        .max();
    assert_eq!(longest, Some(COLS));
}

#[test]
fn a_sowing_may_cross_a_hole_it_has_already_sown() {
    // D2: b2 round the block b3, c3, c2 and back into b2 (never doubling back).
    let mut game = position("0 0 0 0 1 / 0 0 0 0 0 / 0 5 0 0 0 / 0 0 0 0 0", SOUTH);
    play(&mut game, &["b2", "N", "E", "S", "W", "N"]);
    assert_eq!(render(&game), "0 0 0 0 1 / 0 2 1 0 0 / 0 1 1 0 0 / 0 0 0 0 0");
}

#[test]
fn the_game_ends_after_twenty_turns_without_a_capture_and_the_best_capturer_wins() {
    // D1: a board where nothing can be captured: counters shuttle until twenty quiet turns.
    let mut game = position_with(
        "0 0 0 0 0 / 0 0 0 0 0 / 0 0 0 0 0 / 1 1 0 0 0",
        SOUTH,
        &[10, 40, 30, 19],
        DongjintianRules::default(),
    );
    let mut turns = 0;
    while game.to_act() != ToAct::Over {
        let first = legal(&game)[0].clone();
        let mut events = Vec::new();
        let action = game.parse_action(&first).unwrap();
        game.apply_with(action, &mut events).unwrap();
        turns += events.iter().filter(|e| matches!(e, Event::TurnEnd { .. })).count();
        assert!(turns <= QUIET_TURNS as usize + 1);
    }
    assert_eq!(turns, QUIET_TURNS as usize);
    assert_eq!(game.returns(), vec![-1.0 / 3.0, 1.0, -1.0 / 3.0, -1.0 / 3.0]);
    assert_eq!(crate::i18n::in_english(&game.status_phrase()), "Game over: North captured the most (40)");
}

#[test]
fn a_move_ends_after_its_fortieth_relay() {
    // D6: found by a search for long moves. From this board, lifting c1 and steering as below
    // relays forty times; the last counter then falls in a hole whose next hole on the line is
    // occupied, so the move would relay again, but it ends there, without a capture.
    let mut game = position("2 1 2 1 2 / 2 1 1 1 1 / 2 2 2 1 1 / 2 2 2 2 2", SOUTH);
    let steps = "c1 W N E S W N W S W N S S W E N N E W S E W N E S S W N N E E W S W N N E W W N E N W S E N W W E S \
                 E E N W S W E N W S N E S W W N E S";
    let events = play(&mut game, &steps.split_whitespace().collect::<Vec<_>>());
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Relay { .. })).count(), usize::from(MAX_RELAYS));
    let path = game.path();
    let (before, last) = (path[path.len() - 2], path[path.len() - 1]);
    let heading = Dir::ALL.into_iter().find(|&d| neighbour(before, d) == Some(last)).expect("a step");
    let next = neighbour(last, heading).expect("on the board");
    assert!(game.counts()[next.index()] > 0, "another relay was due");
    assert_eq!(game.to_act(), ToAct::Seat(Seat::new(2)), "the move is over: East to move");
    assert_eq!(game.captured(), [0; 4]);
    assert_eq!(game.counts().iter().sum::<u16>(), 32);
}

#[test]
fn a_last_counter_at_an_edge_facing_out_neither_relays_nor_captures() {
    // D9: "captures cannot be made when the final counter falls into a hole from which a new
    // direction must be chosen". c3's two counters go East to d3 and e3, at the East edge: the
    // line ends there, so the move ends. Had the sowing turned South, e2 is empty and e1 beyond
    // it full, but no new direction is taken and nothing is captured.
    let mut game = position("0 0 0 0 0 / 0 0 2 0 0 / 0 0 0 0 0 / 0 0 0 0 3", SOUTH);
    let events = play(&mut game, &["c3", "E", "E"]);
    assert_eq!(render(&game), "0 0 0 0 0 / 0 0 0 1 1 / 0 0 0 0 0 / 0 0 0 0 3");
    assert!(!events.iter().any(|e| matches!(e, Event::Relay { .. } | Event::Capture { .. })));
    assert_eq!(game.to_act(), ToAct::Seat(Seat::new(2)));
}

#[test]
fn the_gap_option_bars_captures_across_an_empty_central_hole() {
    // D3, option `centre: "gap"`: a capture is made "from" the empty hole after the last
    // counter (Eagle's account of the related Naxi game captures "from an alternating sequence
    // ... beginning with the postultimate hole"). a2's counter falls in b2 heading East; c2,
    // central, is empty; d2 beyond is full.
    let diagram = "0 0 0 0 1 / 0 0 0 0 0 / 1 0 0 4 0 / 0 0 0 0 1";
    let mut by_default = position(diagram, SOUTH);
    play(&mut by_default, &["a2", "E"]);
    assert_eq!(by_default.captured(), [4, 0, 0, 0], "by default only a last counter in c2 or c3 protects");
    let gap = DongjintianRules { centre: CentreRule::Gap, ..DongjintianRules::default() };
    let mut across = position_with(diagram, SOUTH, &[], gap);
    play(&mut across, &["a2", "E"]);
    assert_eq!(across.captured(), [0; 4]);
    assert_eq!(render(&across), "0 0 0 0 1 / 0 0 0 0 0 / 0 1 0 4 0 / 0 0 0 0 1");
}

/// Ludii's reading of the game (D11, D12: options `centre: "target"`, `end: "ludii"`, `sowing: "ludii"`).
const LUDII: DongjintianRules =
    DongjintianRules { centre: CentreRule::Target, end: GameEnd::Ludii, sowing: Sowing::Ludii };

#[test]
fn as_ludii_plays_it_quiet_turns_do_not_end_the_game() {
    // D11: Ludii's ruleset ends only when at most one counter is left on the board. a1's counter
    // falls in b1, c1 after it is empty and d1 beyond too: nothing captured, the twentieth quiet
    // turn in a row, which ends the game by default (D1) and not as Ludii plays it.
    let diagram = "0 0 0 0 1 / 0 0 0 0 0 / 0 0 0 0 0 / 1 0 0 0 0";
    let mut quiet = position(diagram, SOUTH);
    quiet.quiet = QUIET_TURNS - 1;
    let mut ludii = Dongjintian { rules: LUDII, ..quiet.clone() };
    play(&mut quiet, &["a1", "E"]);
    assert_eq!(quiet.to_act(), ToAct::Over);
    play(&mut ludii, &["a1", "E"]);
    assert_eq!(render(&ludii), "0 0 0 0 1 / 0 0 0 0 0 / 0 0 0 0 0 / 0 1 0 0 0");
    assert_eq!(ludii.to_act(), ToAct::Seat(TURN_ORDER[1]), "East moves on");
}

#[test]
fn as_ludii_plays_it_the_game_ends_with_one_counter_on_the_board() {
    // D11: "(end (if (<= (count Pieces All in:(sites Board)) 1) (byScore ...)))". a1's counter
    // falls in b1, c1 is empty, d1's three are captured: one counter is left, so the game is
    // over and South, who captured most, wins. By default the game goes on (a capture was
    // made, and the board is not empty).
    let diagram = "0 0 0 0 0 / 0 0 0 0 0 / 0 0 0 0 0 / 1 0 0 3 0";
    let mut by_default = position(diagram, SOUTH);
    play(&mut by_default, &["a1", "E"]);
    assert_eq!(by_default.captured(), [3, 0, 0, 0]);
    assert_eq!(by_default.to_act(), ToAct::Seat(TURN_ORDER[1]));
    let mut ludii = position_with(diagram, SOUTH, &[], LUDII);
    let events = play(&mut ludii, &["a1", "E"]);
    assert!(events.contains(&Event::TurnEnd { next: ToAct::Over }));
    assert!(!ludii.at_ludii_limit());
    assert_eq!(ludii.returns(), vec![1.0, -1.0 / 3.0, -1.0 / 3.0, -1.0 / 3.0]);
    assert_eq!(crate::i18n::in_english(&ludii.status_phrase()), "Game over: South captured the most (3)");
}

#[test]
fn only_ludiis_end_sets_a_limit() {
    let documented = Dongjintian::new(DongjintianRules::default());
    assert_eq!(documented.stopped_at_limit(), None, "the documented end (D1) has no limit");
    let ludii = Dongjintian::new(LUDII);
    assert_eq!(ludii.stopped_at_limit(), Some(false));
}

#[test]
fn as_ludii_plays_it_a_game_at_its_turn_or_move_limit_is_a_draw() {
    // D11: Ludii stops a game at its default limits, 1,250 turns a player and 10,000 moves
    // (one counter sown a move), drawn for all, whoever captured most. Two quiet moves, one
    // reaching each limit.
    let diagram = "0 0 0 0 1 / 0 0 0 0 0 / 0 0 0 0 0 / 1 0 0 0 0";
    let start = position_with(diagram, SOUTH, &[], LUDII);
    let by_turns = Dongjintian { turns: LUDII_TURN_LIMIT - 1, captured: [9, 0, 0, 0], ..start.clone() };
    let by_moves = Dongjintian { sown: LUDII_MOVE_LIMIT - 1, captured: [9, 0, 0, 0], ..start.clone() };
    for (name, mut game) in [("turns", by_turns), ("moves", by_moves)] {
        let mut one_short =
            Dongjintian { turns: game.turns.saturating_sub(1), sown: game.sown.saturating_sub(1), ..game.clone() };
        play(&mut one_short, &["a1", "E"]);
        assert_eq!(one_short.to_act(), ToAct::Seat(TURN_ORDER[1]), "{name}: one short of the limit, play goes on");
        assert_eq!(one_short.stopped_at_limit(), Some(false), "{name}: a limit, not reached");
        play(&mut game, &["a1", "E"]);
        assert_eq!(game.to_act(), ToAct::Over, "{name}");
        assert!(game.at_ludii_limit(), "{name}");
        assert_eq!(game.stopped_at_limit(), Some(true), "{name}");
        assert_eq!(crate::engine::Reference(game.clone()).stopped_at_limit(), Some(true), "{name}: by the rules too");
        assert_eq!(game.returns(), vec![0.0; 4], "{name}: a draw, although South captured nine");
        assert_eq!(
            crate::i18n::in_english(&game.status_phrase()),
            "Game over at Ludii's limit of moves: a draw",
            "{name}"
        );
    }
}

/// Ludii's steering alone (D12, option `sowing: "ludii"`).
const LUDII_SOWING: DongjintianRules =
    DongjintianRules { centre: CentreRule::LastHole, end: GameEnd::Quiet, sowing: Sowing::Ludii };

#[test]
fn as_ludii_plays_it_a_sowing_never_enters_a_hole_it_has_sown() {
    // D12: Ludii steers "(to (difference (sites Around (last To)) ("SitesSowed")))". b2's five go
    // E to c2, N to c3, W to b3; by default the next may go S back into b2, where the sowing
    // started (D2: only doubling back is barred), and not as Ludii plays it.
    let diagram = "0 0 0 0 1 / 0 0 0 0 0 / 0 5 0 0 0 / 0 0 0 0 0";
    let mut by_default = position(diagram, SOUTH);
    let mut ludii = position_with(diagram, SOUTH, &[], LUDII_SOWING);
    play(&mut by_default, &["b2", "E", "N", "W"]);
    play(&mut ludii, &["b2", "E", "N", "W"]);
    assert_eq!(legal(&by_default), ["N", "S", "W"]);
    assert_eq!(legal(&ludii), ["N", "W"]);
    assert_eq!(
        refused(&ludii, "S"),
        "cannot go S: as Ludii plays it, a sowing never enters a hole it has already sown (rule option sowing ludii)"
    );
}

#[test]
fn as_ludii_plays_it_a_sowing_with_nowhere_to_go_drops_what_it_holds() {
    // D12: a2's five go E to b2, S to b1, W to a1, whose neighbours a2 and b1 are both sown:
    // the two left drop into a1 and the move ends ("(add ... (to (last To)) count:(var
    // "NumToSow"))", then a pass). By default the sowing goes on N into a2 (D2).
    let diagram = "0 0 0 0 1 / 0 0 0 0 0 / 5 0 0 0 0 / 0 0 0 0 0";
    let mut by_default = position(diagram, SOUTH);
    let mut ludii = position_with(diagram, SOUTH, &[], LUDII_SOWING);
    let events = play(&mut ludii, &["a2", "E", "S", "W"]);
    assert_eq!(render(&ludii), "0 0 0 0 1 / 0 0 0 0 0 / 0 1 0 0 0 / 3 1 0 0 0");
    assert_eq!(events.iter().filter(|e| **e == Event::Drop { site: Site(0) }).count(), 3);
    assert_eq!(ludii.to_act(), ToAct::Seat(TURN_ORDER[1]), "the move is over");
    play(&mut by_default, &["a2", "E", "S", "W"]);
    assert_eq!(render(&by_default), "0 0 0 0 1 / 0 0 0 0 0 / 1 1 0 0 0 / 1 1 0 0 0");
    assert_eq!(by_default.to_act(), ToAct::Seat(SOUTH), "South steers on from a2");
}

#[test]
fn as_ludii_plays_it_a_relay_may_start_back_the_way_it_came() {
    // D12: a relay is a new sowing, "(move (from ("NextSite" 1)) (to (sites Around (from))))":
    // a1's counter falls in b1, c1 is full and relays, and its first step may go W, back
    // towards b1; by default it may not (D5).
    let diagram = "0 0 0 0 1 / 0 0 0 0 0 / 0 0 0 0 0 / 1 0 2 0 0";
    let mut by_default = position(diagram, SOUTH);
    let mut ludii = position_with(diagram, SOUTH, &[], LUDII_SOWING);
    play(&mut by_default, &["a1", "E"]);
    play(&mut ludii, &["a1", "E"]);
    assert_eq!(legal(&by_default), ["N", "E"]);
    assert_eq!(legal(&ludii), ["N", "E", "W"]);
}
