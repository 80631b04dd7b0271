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

use boardlore::engine::{Arrangement, Event, Game, NoEvents, Reference, Rng, Rules, Seat, SetUp, Site, Stone, ToAct};
use boardlore::games::ceelko::{Ceelko, CeelkoAction, CeelkoRules, Dir, Finger, Ruleset};
use boardlore::games::dongjintian::{CentreRule, Dongjintian, DongjintianRules};
use std::fmt::Debug;

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
    played
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

/// South's row a1..a5 is sites 0..5, South's store `A` site 5, North's row b1..b5 sites 6..11,
/// North's store `B` site 11 (2x5).
const A: u8 = 5;
const B: u8 = 11;
const SOUTH: Seat = Seat::FIRST;
const NORTH: Seat = Seat::SECOND;

/// A position of `rules` set up by hand (`engine::setup`): small stones by site, the holes sold
/// and to whom, what each seat holds, where the mu and the gong are, and who moves.
fn ceelko_at(rules: CeelkoRules, counts: &[u16], sold: &[(usize, Seat)], held: &[u16], stones: [Stone; 2]) -> Ceelko {
    let mut owners = vec![None; counts.len()];
    for &(site, buyer) in sold {
        owners[site] = Some(buyer);
    }
    let arrangement =
        Arrangement { counts: counts.to_vec(), owners, held: held.to_vec(), stones: stones.to_vec(), to_move: SOUTH };
    Ceelko::new(rules).set_up(&arrangement).unwrap_or_else(|e| panic!("{arrangement:?}: {e}"))
}

/// The positions of `tests/golden/ceelkoqyuqkoqiji-tricky.perft` and more, each chosen so that a
/// rare rule comes up at once.
fn ceelko_tricky_positions() -> Vec<(&'static str, Ceelko, &'static str)> {
    let eagle = CeelkoRules::default();
    let across = CeelkoRules { huelshe_across_sold: true, ..eagle };
    let four = CeelkoRules { players: 4, ..eagle };
    let home = [Stone::On(A), Stone::On(B)];
    let won_by_north = [Stone::Won { won_by: NORTH }, Stone::Won { won_by: NORTH }];
    vec![
        // a1+ drops in a2; then a4, the mu at home in A (across a sold a5), b2 (across a sold
        // b3), the gong at home in B and a2 again are captured along one alternating line.
        (
            "sold holes in a capture chain",
            ceelko_at(eagle, &[1, 0, 0, 3, 0, 0, 0, 4, 0, 2, 0, 0], &[(4, NORTH), (8, SOUTH)], &[20, 20], home),
            "a1+",
        ),
        // The mu at home in A, the gong away in a3 with two small stones: sowing a3 asks where
        // the gong drops; a relay from A lifts the mu alone.
        (
            "a goat at home and a goat away",
            ceelko_at(eagle, &[2, 1, 2, 4, 0, 3, 1, 0, 2, 3, 1, 2], &[], &[15, 14], [Stone::On(A), Stone::On(2)]),
            "p1",
        ),
        // South's sector is empty, a2 sold: three stones (two held, one in its store) fill
        // a3-a5 only; with a goat at home huelshe is obligatory.
        (
            "a short huelshe",
            ceelko_at(eagle, &[0, 0, 0, 0, 0, 1, 5, 5, 5, 5, 5, 0], &[(1, NORTH)], &[2, 22], home),
            "huelshe@1",
        ),
        (
            "a short huelshe across a sold hole",
            { ceelko_at(across, &[0, 0, 0, 0, 0, 1, 5, 5, 5, 5, 5, 0], &[(1, NORTH)], &[2, 22], home) },
            "huelshe@0",
        ),
        // Both goats won: huelshe may be declined.
        (
            "a huelshe that may be declined",
            ceelko_at(eagle, &[0, 0, 0, 0, 0, 1, 5, 5, 5, 5, 5, 0], &[(1, NORTH)], &[2, 22], won_by_north),
            "decline",
        ),
        // South's sector is empty and it has nothing to place: though the goats are at home, the
        // round can only end as if South declined (C9).
        ("nothing to place", ceelko_at(eagle, &[0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 0], &[], &[0, 25], home), "decline"),
        // South holds nothing and North has both goats: at the round's end South owes the mu's
        // price and borrows to fill its holes, and must sell a hole.
        (
            "a forced sale",
            ceelko_at(eagle, &[1, 0, 1, 0, 0, 0, 3, 0, 2, 0, 1, 0], &[], &[0, 42], won_by_north),
            "sell:",
        ),
        (
            "a forced sale with four players",
            { ceelko_at(four, &[1, 0, 1, 0, 0, 0, 3, 0, 2, 0, 1, 0], &[], &[0, 22, 10, 10], won_by_north) },
            "sell:",
        ),
        // South sold a3 and holds thirty: after the round it may buy the hole back.
        ("a buy-back", ceelko_at(eagle, &[1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], &[(2, NORTH)], &[30, 18], home), "buy:"),
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
