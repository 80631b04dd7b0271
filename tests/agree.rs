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

use boardlore::engine::{Event, Game, NoEvents, Reference, Rng, Rules, ToAct};
use boardlore::games::dongjintian::{CentreRule, Dongjintian, DongjintianRules};
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
