//! What the fast engines must agree with: for every game and rule option, each game's own
//! (fast) engine against its reference rules (`engine::Reference`, the game's `rules.rs`).
//!
//! After every action of many seeded random games, and from positions set up by hand so that
//! rare rules are exercised, both engines must give
//! - the same legal actions in the same order (and the same chance outcomes and probabilities);
//! - the same random draw: `random_legal` (which a fast engine may override) takes the same
//!   numbers and gives the same action as choosing from the reference's list;
//! - the same events and the very same state after the action, whether the fast engine plays it
//!   checked and watched (`apply_with`) or unchecked and unwatched (`apply_legal`, as search and
//!   playouts play it);
//! - the same scores, returns, standing, status and sites.

use boardlore::engine::{Arrange, Event, Game, NoEvents, Reference, Rng, Rules, Seat, Site, ToAct};
use boardlore::games::ceelko::{Ceelko, CeelkoAction, CeelkoRules, Dir, Finger, Ruleset};
use boardlore::games::dongjintian::{CentreRule, Dongjintian, DongjintianRules, GameEnd, Sowing};
use boardlore::games::leyla::{Leyla, LeylaMatch, LeylaRules, Repayment, RoundEnd, Unfilled};
use boardlore::games::piprjall::{DiceRule, Piprjall, PiprjallRules};
use std::fmt::Debug;

/// A position drawn as a picture of the board (`engine::setup::diagram`, in the game's
/// `Arrange::drawing`), with `held` held off the board by each seat and `to_move` to move, set
/// up through the game's `Arrange` with every check but the total (a scenario may show only
/// the counters it needs).
fn drawn<G: Arrange>(rules: &G, diagram: &str, held: &[u16], to_move: Seat) -> G {
    let arrangement = rules.drawing().read(diagram, held, to_move).unwrap_or_else(|e| panic!("{diagram}: {e}"));
    rules.set_up_part(&arrangement).unwrap_or_else(|e| panic!("{diagram}: {e}"))
}

/// Plays `games` seeded random games from `start` (seeds `first..first + games`), checking after
/// every action that the fast engine and the reference agree; `label` names the setting.
/// Returns the actions played, as text, so that a test can check the rule it aims at came up.
fn agree_from<G>(start: &G, first: u64, games: u64, label: &str) -> Vec<String>
where
    G: Rules + PartialEq + Debug,
    G::Action: Debug,
{
    let mut played = Vec::new();
    for seed in first..first + games {
        let mut fast = start.clone();
        let mut reference = Reference(start.clone());
        let mut rng = Rng::new(seed);
        let (mut listed, mut buffer) = (Vec::new(), Vec::new());
        for ply in 0.. {
            let at = || format!("{label}, seed {seed}, action {ply}");
            assert!(ply < 100_000, "{}: the game ends", at());
            agree_now(&fast, &reference, &at);
            reference.legal_actions(&mut listed);
            let action = match fast.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    let roll = rng.unit();
                    let drawn = fast.draw_chance(roll);
                    assert_eq!(drawn, reference.draw_chance(roll), "{}: the same chance draw", at());
                    drawn.expect("a chance outcome")
                }
                ToAct::Seat(_) => {
                    let mut same = rng.clone();
                    let drawn = fast.random_legal(&mut rng, &mut buffer);
                    assert_eq!(drawn, same.choose(&listed).copied(), "{}: random_legal draws from the list", at());
                    assert_eq!(rng, same, "{}: random_legal takes the same numbers", at());
                    drawn.expect("an action")
                }
            };
            played.push(fast.action_text(action));
            agree_on(&mut fast, &mut reference, action, &at);
        }
    }
    played
}

/// Plays `action` on both engines (the fast one checked and watched, and unchecked and
/// unwatched on a copy), checking that they report the same events and reach the same state.
fn agree_on<G>(fast: &mut G, reference: &mut Reference<G>, action: G::Action, at: &impl Fn() -> String)
where
    G: Rules + PartialEq + Debug,
    G::Action: Debug,
{
    let mut quiet = fast.clone();
    quiet.apply_legal(action, &mut NoEvents);
    let (mut fast_events, mut reference_events) = (Vec::<Event>::new(), Vec::<Event>::new());
    fast.apply_with(action, &mut fast_events).unwrap_or_else(|e| panic!("{}: {action:?} refused: {e}", at()));
    reference
        .apply_with(action, &mut reference_events)
        .unwrap_or_else(|e| panic!("{}: the reference refused {action:?}: {e}", at()));
    assert!(fast_events == reference_events, "{}: {action:?} reports the same events", at());
    assert!(quiet == *fast, "{}: {action:?} played unchecked and unwatched reaches the same state", at());
    assert!(
        reference.0 == *fast,
        "{}: {action:?} reaches the same state by the rules:\n{:?}\n{:?}",
        at(),
        reference.0,
        fast
    );
}

/// From `start`, plays the actions named in `line` on both engines, checking each as
/// [`agree_from`] does, then `games` random games from where the line ends.
fn agree_after<G>(start: &G, line: &[&str], games: u64, label: &str)
where
    G: Rules + PartialEq + Debug,
    G::Action: Debug,
{
    let mut fast = start.clone();
    let mut reference = Reference(start.clone());
    for (ply, text) in line.iter().enumerate() {
        let at = || format!("{label}, line action {ply} ({text})");
        agree_now(&fast, &reference, &at);
        let action = fast.parse_action(text).unwrap_or_else(|e| panic!("{}: {e}", at()));
        agree_on(&mut fast, &mut reference, action, &at);
    }
    agree_from(&fast, 1, games, label);
}

/// Everything the two engines show of one position agrees.
fn agree_now<G>(fast: &G, reference: &Reference<G>, at: &impl Fn() -> String)
where
    G: Rules + PartialEq + Debug,
    G::Action: Debug,
{
    let (mut fast_legal, mut reference_legal) = (Vec::new(), Vec::new());
    fast.legal_actions(&mut fast_legal);
    reference.legal_actions(&mut reference_legal);
    assert_eq!(fast_legal, reference_legal, "{}: the same legal actions in the same order", at());
    assert_eq!(fast.legal_count(), fast_legal.len(), "{}: legal actions counted as listed", at());
    assert_eq!(reference.legal_count(), reference_legal.len(), "{}: the same count by the rules", at());
    assert_eq!(fast.stopped_at_limit(), reference.stopped_at_limit(), "{}: the same limit", at());
    assert_eq!(fast.to_act(), reference.to_act(), "{}: the same seat to act", at());
    assert_eq!(fast.chance_outcomes(), reference.chance_outcomes(), "{}: the same chance outcomes", at());
    assert_eq!(fast.scores(), reference.scores(), "{}: the same scores", at());
    assert_eq!(fast.returns(), reference.returns(), "{}: the same returns", at());
    assert_eq!(fast.standing(), reference.standing(), "{}: the same standing", at());
    assert_eq!(fast.status_phrase(), reference.status_phrase(), "{}: the same status", at());
}

/// The three readings of Dongjintian's centre rule (D3).
const CENTRES: [CentreRule; 3] = [CentreRule::LastHole, CentreRule::Gap, CentreRule::Target];

/// Every combination of Dongjintian's rule options: each reading of the centre (D3) with each
/// end (D1, and Ludii's, D11) and each sowing (D2, and Ludii's, D12).
fn dongjintian_options() -> Vec<DongjintianRules> {
    let mut options = Vec::new();
    for centre in CENTRES {
        for end in [GameEnd::Quiet, GameEnd::Ludii] {
            for sowing in [Sowing::Source, Sowing::Ludii] {
                options.push(DongjintianRules { centre, end, sowing });
            }
        }
    }
    options
}

#[test]
fn dongjintian_fast_engine_agrees_with_its_rules() {
    for rules in dongjintian_options() {
        // Under Ludii's end a random game runs to its limits (thousands of turns): fewer games.
        let games = if rules.end == GameEnd::Ludii {
            8
        } else if rules.sowing == Sowing::Ludii {
            100
        } else {
            200
        };
        agree_from(&Dongjintian::new(rules), 1, games, &format!("dongjintian {rules:?}"));
    }
}

#[test]
fn dongjintian_agrees_around_the_centre_and_in_the_corners() {
    // Centre: c2 and c3 empty among short hands, so that sowings end in them or run across them
    // to a full hole, where the readings of D3 (last hole, gap, target) decide differently.
    let centre = "0 3 2 1 0 / 1 1 0 4 2 / 2 1 0 3 5 / 0 2 1 0 4";
    // Corners: one-way steps taken at once (D8), sowings ending at an edge or a corner (D9).
    let corners = "2 0 0 0 3 / 0 1 0 1 1 / 1 0 2 0 0 / 4 1 0 1 2";
    for rules in dongjintian_options() {
        let games = if rules.end == GameEnd::Ludii {
            3
        } else if rules.sowing == Sowing::Ludii {
            12
        } else {
            25
        };
        for (name, diagram) in [("centre", centre), ("corners", corners)] {
            for mover in [Seat::new(0), Seat::new(1), Seat::new(2), Seat::new(3)] {
                let start = drawn(&Dongjintian::new(rules), diagram, &[], mover);
                agree_from(&start, 1, games, &format!("dongjintian {name}, {mover:?} to move, {rules:?}"));
            }
        }
    }
}

/// Every rule option of Leyla: the default, then each option changed on its own.
fn leyla_options() -> Vec<(&'static str, LeylaRules)> {
    let default = LeylaRules::default();
    vec![
        ("default", default),
        ("skip_origin", LeylaRules { skip_origin: true, ..default }),
        ("single_round", LeylaRules { single_round: true, ..default }),
        ("repayment from_spare", LeylaRules { repayment: Repayment::FromSpare, ..default }),
        ("repayment at_once", LeylaRules { repayment: Repayment::AtOnce, ..default }),
        ("round_end either_row", LeylaRules { round_end: RoundEnd::EitherRow, ..default }),
        ("unfilled_holes in_play", LeylaRules { unfilled_holes: Unfilled::InPlay, ..default }),
        (
            "skip_origin, either_row, in_play",
            LeylaRules {
                skip_origin: true,
                round_end: RoundEnd::EitherRow,
                unfilled_holes: Unfilled::InPlay,
                ..default
            },
        ),
    ]
}

#[test]
fn leyla_matches_agree_with_the_rules_for_every_option() {
    for (name, rules) in leyla_options() {
        agree_from(&LeylaMatch::new(rules), 1, 30, &format!("leyla match, {name}"));
    }
}

#[test]
fn leyla_rounds_agree_with_the_rules_for_every_option() {
    for (name, rules) in leyla_options() {
        agree_from(&Leyla::new(rules), 1, 200, &format!("leyla round, {name}"));
    }
}

/// A Leyla round from a two-line diagram (North's row b1..b6 on top, South's a6..a1 below; `S`
/// or `N` after a count marks a hole captured by South or North), set up as a match's first.
fn leyla(diagram: &str, to_move: Seat, won: [u16; 2], rules: LeylaRules) -> Leyla {
    drawn(&LeylaMatch::new(rules), diagram, &won, to_move).round().clone()
}

#[test]
fn leyla_agrees_with_captured_holes_on_the_board() {
    // Each player has captured a pair; last counters fall into one's own and the opponent's
    // captured holes (L2, L6), empty ones too, and fours are made in free holes of either row (L5).
    let diagram = " 2S 1 3N 0 5 2\n 0S 3 2N 4 0 3";
    let held = [12, 11];
    for (name, rules) in leyla_options() {
        for to_move in [Seat::FIRST, Seat::SECOND] {
            let round = leyla(diagram, to_move, held, rules);
            agree_from(&round, 1, 40, &format!("leyla captured holes, {to_move:?} to move, {name}"));
            let game = drawn(&LeylaMatch::new(rules), diagram, &held, to_move);
            agree_from(&game, 1, 20, &format!("leyla match from captured holes, {to_move:?} to move, {name}"));
        }
    }
}

#[test]
fn leyla_agrees_with_holes_out_of_play_anywhere() {
    // Facing pairs out of play that are not those from the a1/b6 end (the fast engine's tables
    // do not apply), with long sowings that come round the board (L3, L15). A set-up round is a
    // match's first, with every hole in play, so these are read by the round's own diagram
    // reader (`-` a hole out of play).
    for (name, rules) in leyla_options() {
        for diagram in [" 3 - 9 - 1 2\n 2 - 14 - 1 0", " 5 - - 2 - 1\n 3 - - 13 - 2"] {
            let round = Leyla::from_diagram(diagram, Seat::FIRST, [0, 0], rules).expect("a diagram");
            agree_from(&round, 1, 30, &format!("leyla holes out of play {diagram:?}, {name}"));
        }
    }
}

#[test]
fn leyla_agrees_on_a_relay_that_cycles() {
    // L4: North's b3 relays 159,748 times before the board and the hole repeat an earlier relay
    // of the move (found in random play, seed 5222): the reference remembers every relay, the
    // fast engine finds the cycle without remembering them, watched and unwatched.
    let round = leyla(" 5 1 3 4 13 2\n 1 2 0 14 0 3", Seat::SECOND, [0, 0], LeylaRules::default());
    agree_after(&round, &["b3"], 10, "leyla relay that cycles");
}

// Piprjall: random matches under every rule option, and positions set up by hand (through
// `engine::setup::Arrangement`) for the rules random play seldom reaches.

/// A Piprjall position drawn as the board is: North's side on top (t1..t6 | bar-n | t7..t12 |
/// off-n), South's below (b1..b6 | bar-s | b7..b12 | off-s); a count with `S` or `N` for whose
/// pieces stand on a point, `.` an empty point. South starts on t12, North on b1. `to_move`
/// throws.
fn piprjall(diagram: &str, to_move: Seat, rules: PiprjallRules) -> Piprjall {
    drawn(&Piprjall::new(rules), diagram, &[], to_move)
}

/// `game` after `actions` (in the game's notation), played by both engines alike.
fn piprjall_after(game: &Piprjall, actions: &[&str]) -> Piprjall {
    let (mut fast, mut reference) = (game.clone(), Reference(game.clone()));
    for text in actions {
        let action = fast.parse_action(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        fast.apply(action).unwrap_or_else(|e| panic!("{text}: {e}"));
        reference.apply(action).unwrap_or_else(|e| panic!("{text} by the rules: {e}"));
        assert!(reference.0 == fast, "{text}: the same state by the rules");
    }
    fast
}

/// The legal actions of both engines, in the game's notation (they must be the same).
fn piprjall_legal(game: &Piprjall) -> Vec<String> {
    let (mut fast, mut reference) = (Vec::new(), Vec::new());
    game.legal_actions(&mut fast);
    Reference(game.clone()).legal_actions(&mut reference);
    assert_eq!(fast, reference, "the same legal actions");
    fast.into_iter().map(|a| game.action_text(a)).collect()
}

#[test]
fn piprjall_fast_engine_agrees_with_its_rules_in_random_matches() {
    // Under each reading of P4, 200 single games and 50 matches to 4 points (two games or
    // more each: the match and its turns to start, P8, P9): over 300 games each; and half as
    // many under Ludii's reading of the dice (P14), whose moves need no line of play.
    for (dice, share) in [(DiceRule::Obliged, 1), (DiceRule::Ludii, 2)] {
        for skip_blocked_steps in [false, true] {
            for (match_points, matches) in [(2, 200 / share), (4, 50 / share)] {
                let start = Piprjall::new(PiprjallRules { match_points, skip_blocked_steps, dice });
                let label = format!("piprjall to {match_points}, skip_blocked_steps {skip_blocked_steps}, {dice:?}");
                agree_from(&start, 1, matches, &label);
            }
        }
    }
}

/// Both engines refuse `action` in `game` with the same reason, which names `why`.
fn piprjall_refuses(game: &Piprjall, action: &str, why: &str) {
    let parsed = game.parse_action(action).unwrap_or_else(|e| panic!("{action}: {e}"));
    let fast = game.clone().apply(parsed).expect_err("the fast engine refuses").to_string();
    let reference = Reference(game.clone()).apply(parsed).expect_err("the rules refuse").to_string();
    assert_eq!(fast, reference, "{action}: the same refusal");
    assert!(fast.contains(why), "{action}: {fast}");
}

/// Random play from a set-up position, both engines checked after every action.
fn piprjall_agree_from(game: &Piprjall, label: &str) {
    agree_from(game, 1, 40, &format!("piprjall, {label}"));
}

const ONE_GAME: PiprjallRules = PiprjallRules { match_points: 2, skip_blocked_steps: false, dice: DiceRule::Obliged };
const SKIPPING: PiprjallRules = PiprjallRules { match_points: 2, skip_blocked_steps: true, dice: DiceRule::Obliged };

#[test]
fn piprjall_two_dice_where_only_one_order_plays_both() {
    // P2 and the five-piece gate (P6): eleven of South's pieces are still on the starting point
    // (t12), so nothing may land on position 12 or beyond; North closes positions 7 and 8.
    // With 6-1 the 6 cannot be played first (t12 to 7 is closed, t2 to 17 passes the gate); the
    // 1 from the start takes the fifth piece off it, and then t2 may go on to 17 with the 6.
    let game = piprjall(
        "  .  1S   .   .  2N  2N |   0 |   .   .   .   .   . 11S |  11
           .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   3",
        Seat::FIRST,
        ONE_GAME,
    );
    let thrown = piprjall_after(&game, &["roll:6-1"]);
    assert_eq!(piprjall_legal(&thrown), ["t12:1"]);
    piprjall_refuses(&thrown, "t2:6", "until five pieces have left the start");
    let after = piprjall_after(&thrown, &["t12:1"]);
    assert_eq!(piprjall_legal(&after), ["t2:6"]);
    piprjall_agree_from(&thrown, "only one order plays both dice");
}

#[test]
fn piprjall_the_higher_die_when_only_one_can_be_played() {
    // P2: South's pieces on positions 3, 6 and 8; North closes 5, 10, 11 and 13. The 5 moves
    // only 3 to 8 and the 2 only 6 to 8, and either leaves two on 8, a point of the starting
    // side, which then takes no third (P6): one die only, so the higher.
    let board = "  .  2N  2N   .  1S   . |   0 |  1S  2N   .  1S   .   . |   7
                  2N   .   .   .   .   . |   0 |   .   .   .   .   .   . |  12";
    let thrown = piprjall_after(&piprjall(board, Seat::FIRST, ONE_GAME), &["roll:5-2"]);
    assert_eq!(piprjall_legal(&thrown), ["t10:5"]);
    piprjall_refuses(&thrown, "t7:2", "the higher when only one can");
    let after = piprjall_after(&thrown, &["t10:5"]);
    assert_eq!(after.to_act(), ToAct::Chance, "the 2 is lost");
    assert_eq!(after.chance_for(), Some(Seat::SECOND));
    piprjall_agree_from(&thrown, "the higher die");
}

#[test]
fn piprjall_a_double_blocked_midway() {
    // P4: South's piece on 13 can play the first 2 of 2-2 (2, 2, 1, 1) but not the second (17
    // is closed), and the piece on 20 no 2 at all (22 is closed). By default the rest of the
    // sequence is lost; with `skip_blocked_steps` the second 2 is skipped and both 1s played.
    let board = "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |  11
                  1S   .   .   .  2N   . |   0 |   .  1S   .  2N   .   . |  13";
    for (rules, left) in [(ONE_GAME, None), (SKIPPING, Some(["b3:1", "b8:1"]))] {
        let thrown = piprjall_after(&piprjall(board, Seat::FIRST, rules), &["roll:2-2"]);
        assert_eq!(piprjall_legal(&thrown), ["b1:2"]);
        let after = piprjall_after(&thrown, &["b1:2"]);
        match left {
            None => assert_eq!(after.chance_for(), Some(Seat::SECOND), "the turn ends"),
            Some(moves) => {
                assert_eq!(after.steps(), [1, 1], "the blocked 2 is skipped");
                assert_eq!(piprjall_legal(&after), moves);
            }
        }
        piprjall_agree_from(&thrown, &format!("a double blocked midway, {rules:?}"));
    }
}

#[test]
fn piprjall_a_double_allows_only_the_moves_that_play_the_most_of_it() {
    // P12, the record of docs/rules-notes.md: North has 5, 6, 6 left; b6:5 would leave four
    // pieces out of the start, and the gate (P6) would stop both sixes.
    let opening = Piprjall::new(ONE_GAME);
    let record = ["roll:6-2", "t12:2", "t12:6", "roll:5-5", "b1:5", "b6:5", "b1:6", "b1:6", "roll:6-1", "t6:1"];
    let game = piprjall_after(&opening, &record);
    let thrown = piprjall_after(&game, &["t12:6", "roll:5-5", "b1:5"]);
    assert_eq!(piprjall_legal(&thrown), ["b1:5"]);
    piprjall_refuses(&thrown, "b6:5", "another move lets more of the doubles sequence be played");
    piprjall_agree_from(&thrown, "a double cut to its longest lines");
}

#[test]
fn piprjall_ludii_dice_any_order_with_no_obligation() {
    // P14, Ludii's reading (`dice: "ludii"`): every move of a die still to play is allowed.
    let ludii = PiprjallRules { dice: DiceRule::Ludii, ..ONE_GAME };
    // Where only the higher die may be played by P2, the lower may be played too, and then the
    // higher is lost: the 5 from 3 would put a third piece on 8 (P6).
    let board = "  .  2N  2N   .  1S   . |   0 |  1S  2N   .  1S   .   . |   7
                  2N   .   .   .   .   . |   0 |   .   .   .   .   .   . |  12";
    let thrown = piprjall_after(&piprjall(board, Seat::FIRST, ludii), &["roll:5-2"]);
    assert_eq!(piprjall_legal(&thrown), ["t10:5", "t7:2"]);
    let lower = piprjall_after(&thrown, &["t7:2"]);
    assert_eq!(lower.chance_for(), Some(Seat::SECOND), "the 5 is lost");
    piprjall_agree_from(&thrown, "Ludii's dice, the lower die");
    // The record of P12: North may play b6:5, after which the gate (P6) stops both sixes.
    let record = ["roll:6-2", "t12:2", "t12:6", "roll:5-5", "b1:5", "b6:5", "b1:6", "b1:6", "roll:6-1", "t6:1"];
    let thrown = piprjall_after(&Piprjall::new(ludii), &[&record[..], &["t12:6", "roll:5-5", "b1:5"]].concat());
    let legal = piprjall_legal(&thrown);
    assert!(legal.contains(&"b1:5".to_string()) && legal.contains(&"b6:5".to_string()), "{legal:?}");
    let wasted = piprjall_after(&thrown, &["b6:5"]);
    assert_eq!(wasted.chance_for(), Some(Seat::FIRST), "both sixes are lost");
    // By the obliged reading the same throw allows b1:5 only (the test above).
    piprjall_agree_from(&thrown, "Ludii's dice, a double");
}

#[test]
fn piprjall_the_two_per_point_limit_and_the_gate() {
    // P6: eleven pieces on the start (so nothing lands on 12 or beyond), two on 4 and two on 6:
    // with 3-2, t12 to 4 and 4 to 6 would put a third piece on a point of the starting side.
    let board = "  .   .   .   .   .   . |   0 |  2S   .  2S   .   . 11S |   0
                 15N   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0";
    let thrown = piprjall_after(&piprjall(board, Seat::FIRST, ONE_GAME), &["roll:3-2"]);
    assert_eq!(piprjall_legal(&thrown), ["t9:3", "t7:3", "t12:2", "t7:2"]);
    piprjall_refuses(&thrown, "t12:3", "no more than two of your pieces on a point of the starting side");
    piprjall_refuses(&thrown, "t9:2", "no more than two of your pieces on a point of the starting side");
    piprjall_agree_from(&thrown, "two per point");
}

#[test]
fn piprjall_a_hit_and_its_re_entry() {
    // The gate opens with the fifth piece off the start (t12:2), and then t2:1 lands on North's
    // lone piece on t1 and hits it; North must bring it back in first, on an empty point (P5).
    let board = " 1N  2S  2S   .   .   . |   0 |   .   .   .   .   . 11S |  14
                   .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0";
    let thrown = piprjall_after(&piprjall(board, Seat::FIRST, ONE_GAME), &["roll:2-1"]);
    assert_eq!(piprjall_legal(&thrown), ["t12:2", "t12:1"]);
    piprjall_refuses(&thrown, "t2:1", "until five pieces have left the start");
    let opened = piprjall_after(&thrown, &["t12:2"]);
    assert_eq!(piprjall_legal(&opened), ["t12:1", "t10:1", "t2:1"]);
    let hit = piprjall_after(&opened, &["t2:1"]);
    assert_eq!(hit.pieces(Seat::SECOND)[0], 1, "North's piece is on its bar");
    let entering = piprjall_after(&hit, &["roll:6-5"]);
    assert_eq!(piprjall_legal(&entering), ["bar-n:6", "bar-n:5"]);
    piprjall_agree_from(&opened, "a hit and re-entry");
}

#[test]
fn piprjall_bearing_off_with_a_higher_die() {
    // P7: all South's pieces are home, on 20 and two on 22. The 6 bears off the piece on 20, the
    // farthest (exactly it would need 5); from 22 a higher die must wait until 20 is empty.
    let board = "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
                 15N   .   .   .   .   . |   0 |   .  1S   .  2S   .   . |  12";
    let thrown = piprjall_after(&piprjall(board, Seat::FIRST, ONE_GAME), &["roll:6-4"]);
    assert_eq!(piprjall_legal(&thrown), ["b8:6", "b8:4"]);
    piprjall_refuses(&thrown, "b10:6", "a higher die bears off only from the farthest point");
    let after = piprjall_after(&thrown, &["b8:6"]);
    assert_eq!(piprjall_legal(&after), ["b10:4"]);
    piprjall_agree_from(&thrown, "bearing off");
}

// ----- Ceelkoqyuqkoqiji -----------------------------------------------------------------------

/// Every ruleset with two players and four, and the other reading of a short huelshe (C10).
const CEELKO_SETTINGS: [(Ruleset, u8, bool); 7] = [
    (Ruleset::Eagle, 2, false),
    (Ruleset::EqualCost, 2, false),
    (Ruleset::FourteenHoles, 2, false),
    (Ruleset::Eagle, 4, false),
    (Ruleset::EqualCost, 4, false),
    (Ruleset::FourteenHoles, 4, false),
    (Ruleset::Eagle, 2, true),
];

#[test]
fn ceelkoqyuqkoqiji_fast_engine_agrees_with_its_rules() {
    for (ruleset, players, huelshe_across_sold) in CEELKO_SETTINGS {
        let rules = CeelkoRules { ruleset, players, huelshe_across_sold };
        let played = agree_from(&Ceelko::new(rules), 1, 100, &format!("ceelkoqyuqkoqiji {rules:?}"));
        assert!(played.len() > 100 * 20, "{rules:?}: whole campaigns are played");
    }
}

const SOUTH: Seat = Seat::FIRST;

/// A whole position of `rules` (every stone somewhere) drawn as the board is: North's store `B`,
/// North's row b5..b1, then South's row a1..a5 and South's store `A`; each cell the stones
/// there, large ones included, with `m` or `g` where the mu or the gong stands and `S` or `N`
/// after a hole sold to that seat. A goat not drawn is held by its store's owner, unless a last
/// row `won:` says who won it (`won: mN gN`). `held` is what each seat holds; South moves.
fn ceelko_at(rules: CeelkoRules, diagram: &str, held: &[u16]) -> Ceelko {
    let start = Ceelko::new(rules);
    let arrangement = start.drawing().read(diagram, held, SOUTH).unwrap_or_else(|e| panic!("{diagram}: {e}"));
    start.set_up(&arrangement).unwrap_or_else(|e| panic!("{diagram}: {e}"))
}

/// The positions of `tests/golden/ceelkoqyuqkoqiji-tricky.perft` and more, each chosen so that a
/// rare rule comes up at once.
fn ceelko_tricky_positions() -> Vec<(&'static str, Ceelko, &'static str)> {
    let eagle = CeelkoRules::default();
    let across = CeelkoRules { huelshe_across_sold: true, ..eagle };
    let four = CeelkoRules { players: 4, ..eagle };
    vec![
        // a1+ drops in a2; then a4, the mu at home in A (across a sold a5), b2 (across a sold
        // b3), the gong at home in B and a2 again are captured along one alternating line.
        ("sold holes in a capture chain", ceelko_at(eagle, "1g | 0 2 0S 4 0 / 1 0 0 3 0N | 1m", &[20, 20]), "a1+"),
        // The mu at home in A, the gong away in a3 with two small stones: sowing a3 asks where
        // the gong drops; a relay from A lifts the mu alone.
        ("a goat at home and a goat away", ceelko_at(eagle, "2 | 1 3 2 0 1 / 2 1 3g 4 0 | 4m", &[15, 14]), "p1"),
        // South's sector is empty, a2 sold: three stones (two held, one in its store) fill
        // a3-a5 only; with a goat at home huelshe is obligatory.
        ("a short huelshe", ceelko_at(eagle, "1g | 5 5 5 5 5 / 0 0N 0 0 0 | 2m", &[2, 22]), "huelshe@1"),
        (
            "a short huelshe across a sold hole",
            { ceelko_at(across, "1g | 5 5 5 5 5 / 0 0N 0 0 0 | 2m", &[2, 22]) },
            "huelshe@0",
        ),
        // Both goats won: huelshe may be declined.
        (
            "a huelshe that may be declined",
            ceelko_at(eagle, "0 | 5 5 5 5 5 / 0 0N 0 0 0 | 1 / won: mN gN", &[2, 22]),
            "decline",
        ),
        // South's sector is empty and it has nothing to place: though the goats are at home, the
        // round can only end as if South declined (C9).
        ("nothing to place", ceelko_at(eagle, "1g | 5 5 5 5 5 / 0 0 0 0 0 | 1m", &[0, 25]), "decline"),
        // South holds nothing and North has both goats: at the round's end South owes the mu's
        // price and borrows to fill its holes, and must sell a hole.
        ("a forced sale", ceelko_at(eagle, "0 | 1 0 2 0 3 / 1 0 1 0 0 | 0 / won: mN gN", &[0, 42]), "sell:"),
        (
            "a forced sale with four players",
            { ceelko_at(four, "0 | 1 0 2 0 3 / 1 0 1 0 0 | 0 / won: mN gN", &[0, 22, 10, 10]) },
            "sell:",
        ),
        // South sold a3 and holds thirty: after the round it may buy the hole back.
        ("a buy-back", ceelko_at(eagle, "1g | 0 0 0 0 1 / 1 0 0N 0 0 | 1m", &[30, 18]), "buy:"),
    ]
}

#[test]
fn ceelkoqyuqkoqiji_agrees_from_tricky_positions() {
    for (name, start, aim) in ceelko_tricky_positions() {
        let played = agree_from(&start, 1, 60, &format!("ceelkoqyuqkoqiji from {name}"));
        assert!(played.iter().any(|action| action.starts_with(aim)), "{name}: {aim} is played");
    }
}

/// Actions of every kind, legal now or not: every finger, every site either way, places,
/// huelshe starts, answers, and holes to buy and sell, with numbers beyond any board.
fn ceelko_candidates() -> Vec<CeelkoAction> {
    let sites = (0..16).chain([40, 255]).map(Site);
    let mut all: Vec<CeelkoAction> = [Finger::Index, Finger::Thumb, Finger::Little].map(CeelkoAction::Throw).to_vec();
    for site in sites {
        all.extend([
            CeelkoAction::Sow(site, Dir::Forward),
            CeelkoAction::Sow(site, Dir::Back),
            CeelkoAction::BuyHole(site),
            CeelkoAction::SellHole(site),
        ]);
    }
    all.extend((0..14).chain([40, 255]).map(CeelkoAction::Place));
    all.extend((0..9).chain([31, 32, 255]).map(CeelkoAction::Huelshe));
    all.extend([
        CeelkoAction::Decline,
        CeelkoAction::Propose,
        CeelkoAction::Accept,
        CeelkoAction::Refuse,
        CeelkoAction::NoBuy,
    ]);
    all
}

#[test]
fn ceelkoqyuqkoqiji_refuses_what_its_rules_refuse_and_says_why() {
    let candidates = ceelko_candidates();
    let mut starts: Vec<Ceelko> = ceelko_tricky_positions().into_iter().map(|(_, start, _)| start).collect();
    for (ruleset, players, huelshe_across_sold) in CEELKO_SETTINGS {
        starts.push(Ceelko::new(CeelkoRules { ruleset, players, huelshe_across_sold }));
    }
    let mut refused = 0;
    for (n, start) in starts.iter().enumerate() {
        for seed in 0..2 {
            let mut game = start.clone();
            let mut rng = Rng::new(seed);
            let mut legal = Vec::new();
            while game.to_act() != ToAct::Over {
                Reference(game.clone()).legal_actions(&mut legal);
                let (mut fast, mut reference) = (game.clone(), Reference(game.clone()));
                for &action in candidates.iter().filter(|a| !legal.contains(a)) {
                    let fast_says = fast.apply_with(action, &mut NoEvents).map_err(|e| e.to_string());
                    let rules_say = reference.apply_with(action, &mut NoEvents).map_err(|e| e.to_string());
                    assert!(rules_say.is_err(), "start {n}, seed {seed}: the rules refuse {action:?}");
                    assert_eq!(fast_says, rules_say, "start {n}, seed {seed}: {action:?} is refused alike");
                    refused += 1;
                }
                assert!(fast == game && reference.0 == game, "start {n}, seed {seed}: a refusal changes nothing");
                let action = *rng.choose(&legal).expect("an action until the campaign is over");
                game.apply_with(action, &mut NoEvents).expect("a listed action is legal");
            }
        }
    }
    assert!(refused > 100_000, "{refused} refusals compared");
}
