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

use boardlore::engine::{Arrangement, Event, Game, NoEvents, Reference, Rng, Rules, Seat, SetUp, ToAct};
use boardlore::games::dongjintian::{CentreRule, Dongjintian, DongjintianRules};
use boardlore::games::leyla::{Hole, Leyla, LeylaMatch, LeylaRules, Repayment, RoundEnd, Unfilled};
use std::fmt::Debug;

/// Plays `games` seeded random games from `start` (seeds `first..first + games`), checking after
/// every action that the fast engine and the reference agree; `label` names the setting.
fn agree_from<G>(start: &G, first: u64, games: u64, label: &str)
where
    G: Rules + PartialEq + Debug,
    G::Action: Debug,
{
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
            agree_on(&mut fast, &mut reference, action, &at);
        }
    }
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
    assert_eq!(fast.to_act(), reference.to_act(), "{}: the same seat to act", at());
    assert_eq!(fast.chance_outcomes(), reference.chance_outcomes(), "{}: the same chance outcomes", at());
    assert_eq!(fast.scores(), reference.scores(), "{}: the same scores", at());
    assert_eq!(fast.returns(), reference.returns(), "{}: the same returns", at());
    assert_eq!(fast.standing(), reference.standing(), "{}: the same standing", at());
    assert_eq!(fast.status(), reference.status(), "{}: the same status", at());
}

#[test]
fn dongjintian_fast_engine_agrees_with_its_rules() {
    for centre in [CentreRule::LastHole, CentreRule::Gap, CentreRule::Target] {
        let start = Dongjintian::new(DongjintianRules { centre });
        agree_from(&start, 1, 200, &format!("dongjintian centre {centre:?}"));
    }
}

/// The three readings of Dongjintian's centre rule (D3).
const CENTRES: [CentreRule; 3] = [CentreRule::LastHole, CentreRule::Gap, CentreRule::Target];

/// Dongjintian counts drawn as the board is seen from South: row 4 on top, columns a..e.
fn grid(rows: [[u16; 5]; 4]) -> [u16; 20] {
    std::array::from_fn(|i| rows[3 - i / 5][i % 5])
}

#[test]
fn dongjintian_agrees_around_the_centre_and_in_the_corners() {
    // Centre: c2 and c3 empty among short hands, so that sowings end in them or run across them
    // to a full hole, where the readings of D3 (last hole, gap, target) decide differently.
    let centre = grid([[0, 3, 2, 1, 0], [1, 1, 0, 4, 2], [2, 1, 0, 3, 5], [0, 2, 1, 0, 4]]);
    // Corners: one-way steps taken at once (D8), sowings ending at an edge or a corner (D9).
    let corners = grid([[2, 0, 0, 0, 3], [0, 1, 0, 1, 1], [1, 0, 2, 0, 0], [4, 1, 0, 1, 2]]);
    for centre_rule in CENTRES {
        let rules = DongjintianRules { centre: centre_rule };
        for (name, counts) in [("centre", centre), ("corners", corners)] {
            for mover in [Seat::new(0), Seat::new(1), Seat::new(2), Seat::new(3)] {
                let start = Dongjintian::from_counts(counts, mover, rules);
                agree_from(&start, 1, 25, &format!("dongjintian {name}, {mover:?} to move, centre {centre_rule:?}"));
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
/// or `N` after a count marks a hole captured by South or North, `-` a hole out of play).
fn leyla(diagram: &str, to_move: Seat, won: [u16; 2], rules: LeylaRules) -> Leyla {
    Leyla::from_diagram(diagram, to_move, won, rules).expect("a diagram")
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
            let counts: Vec<u16> = round.counts().iter().map(|&c| u16::from(c)).collect();
            let owners = round.holes().iter().map(|hole| match hole {
                Hole::Captured(seat) => Some(*seat),
                _ => None,
            });
            let arrangement =
                Arrangement { counts, owners: owners.collect(), held: held.to_vec(), stones: Vec::new(), to_move };
            let game = LeylaMatch::new(rules).set_up(&arrangement).expect("a position");
            agree_from(&game, 1, 20, &format!("leyla match from captured holes, {to_move:?} to move, {name}"));
        }
    }
}

#[test]
fn leyla_agrees_with_holes_out_of_play_anywhere() {
    // Facing pairs out of play that are not those from the a1/b6 end (the fast engine's tables
    // do not apply), with long sowings that come round the board (L3, L15).
    for (name, rules) in leyla_options() {
        for diagram in [" 3 - 9 - 1 2\n 2 - 14 - 1 0", " 5 - - 2 - 1\n 3 - - 13 - 2"] {
            let round = leyla(diagram, Seat::FIRST, [0, 0], rules);
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
