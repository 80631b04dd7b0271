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
use boardlore::games::piprjall::{self, Piprjall, PiprjallRules};
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
            let mut quiet = fast.clone();
            quiet.apply_legal(action, &mut NoEvents);
            let (mut fast_events, mut reference_events) = (Vec::<Event>::new(), Vec::<Event>::new());
            fast.apply_with(action, &mut fast_events).unwrap_or_else(|e| panic!("{}: {action:?} refused: {e}", at()));
            reference
                .apply_with(action, &mut reference_events)
                .unwrap_or_else(|e| panic!("{}: the reference refused {action:?}: {e}", at()));
            assert_eq!(fast_events, reference_events, "{}: {action:?} reports the same events", at());
            assert!(quiet == fast, "{}: {action:?} played unchecked and unwatched reaches the same state", at());
            assert!(
                reference.0 == fast,
                "{}: {action:?} reaches the same state by the rules:\n{:?}\n{:?}",
                at(),
                reference.0,
                fast
            );
        }
    }
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

// Piprjall: random matches under every rule option, and positions set up by hand (through
// `engine::setup::Arrangement`) for the rules random play seldom reaches.

/// A Piprjall position set up by hand: each side's pieces by its own track position (1 the
/// starting point to 24 the last, 0 the bar; see docs/rules-notes.md, Piprjall), the rest borne
/// off, `to_move` to throw.
fn piprjall_at(south: &[(u8, u16)], north: &[(u8, u16)], to_move: Seat, rules: PiprjallRules) -> Piprjall {
    let topology = piprjall::topology();
    let site = |id: String| topology.find(&id).unwrap_or_else(|| panic!("no site {id}")).index();
    let (mut counts, mut owners) = (vec![0u16; 28], vec![None; 28]);
    for (seat, pieces, bar, off) in [(Seat::FIRST, south, "bar-s", "off-s"), (Seat::SECOND, north, "bar-n", "off-n")] {
        for &(pos, count) in pieces {
            let id = match (seat == Seat::FIRST, pos) {
                (_, 0) => bar.to_string(),
                (true, 1..=12) => format!("t{}", 13 - pos),
                (true, _) => format!("b{}", pos - 12),
                (false, 1..=12) => format!("b{pos}"),
                (false, _) => format!("t{}", 25 - pos),
            };
            counts[site(id.clone())] += count;
            if pos != 0 {
                owners[site(id)] = Some(seat);
            }
        }
        counts[site(off.to_string())] += 15 - pieces.iter().map(|&(_, n)| n).sum::<u16>();
    }
    let arrangement = Arrangement { counts, owners, held: Vec::new(), stones: Vec::new(), to_move };
    Piprjall::new(rules).set_up(&arrangement).unwrap_or_else(|e| panic!("set up: {e}"))
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
    for skip_blocked_steps in [false, true] {
        for match_points in [2, 4] {
            let start = Piprjall::new(PiprjallRules { match_points, skip_blocked_steps });
            let label = format!("piprjall to {match_points}, skip_blocked_steps {skip_blocked_steps}");
            agree_from(&start, 1, 150, &label);
        }
    }
}
