//! Perft for every game, as chess move generators are checked (shakmaty's `*.perft` files): from
//! the opening with given rules, or from a position set up by hand where rare rules come up at
//! once (shakmaty's `tricky.perft`), the number of distinct action sequences of each length (leaves
//! at that depth; chance outcomes such as throws of the dice count as branches, and a game over
//! before that depth adds nothing). The counts are kept in `tests/golden/<name>.perft`; any change
//! to what is legal or to how actions play out changes them. Games with reference rules
//! (`engine::Reference`, the game's `rules.rs`) are counted on both engines, which must agree.
//!
//! `BOARDLORE_BLESS=1 cargo test --test perft` rewrites the files from the code; do that only for
//! a rules change that must alter them, and say which changed and why in the commit.

use boardlore::engine::{Arrangement, Game, NoEvents, Reference, Rules, SetUp, ToAct};
use boardlore::games::ceelko::Ceelko;
use boardlore::games::dongjintian::Dongjintian;
use boardlore::games::leyla::LeylaMatch;
use boardlore::games::piprjall::Piprjall;
use serde_json::Value;
use std::path::PathBuf;

/// One golden file: its name, the game id and rules it starts from, the position set up by hand
/// it starts from (an `engine::Arrangement` as JSON; `None`: the opening), and its deepest depth.
struct Case {
    name: &'static str,
    game: &'static str,
    rules: &'static str,
    position: Option<&'static str>,
    depth: u32,
}

/// Depths are chosen so that the whole runner takes a few seconds in a debug build.
const CASES: &[Case] = &[
    Case { name: "leyla", game: "leyla", rules: "{}", position: None, depth: 8 },
    Case {
        name: "ceelkoqyuqkoqiji-eagle",
        game: "ceelkoqyuqkoqiji",
        rules: r#"{"ruleset":"eagle"}"#,
        position: None,
        depth: 7,
    },
    Case {
        name: "ceelkoqyuqkoqiji-equal-cost",
        game: "ceelkoqyuqkoqiji",
        rules: r#"{"ruleset":"equal_cost"}"#,
        position: None,
        depth: 7,
    },
    Case {
        name: "ceelkoqyuqkoqiji-fourteen-holes",
        game: "ceelkoqyuqkoqiji",
        rules: r#"{"ruleset":"fourteen_holes"}"#,
        position: None,
        depth: 6,
    },
    // The mu at home in A, the gong away in a3, a5 sold to North and b3 to South: sowings that
    // place the gong, capture chains through sold holes and stores, relays of the mu.
    Case {
        name: "ceelkoqyuqkoqiji-tricky",
        game: "ceelkoqyuqkoqiji",
        rules: r#"{"ruleset":"eagle"}"#,
        position: Some(
            r#"{"counts":[1,0,2,3,0,0,0,4,0,2,1,1],"owners":[null,null,null,null,1,null,null,null,0,null,null,null],"held":[18,18],"stones":[5,2],"to_move":0}"#,
        ),
        depth: 8,
    },
    Case { name: "dongjintian", game: "dongjintian", rules: "{}", position: None, depth: 7 },
    Case { name: "piprjall", game: "piprjall", rules: "{}", position: None, depth: 8 },
];

/// The number of action sequences of length `depth` from `game`.
fn perft<G: Game>(game: &G, depth: u32, buffer: &mut Vec<Vec<G::Action>>) -> u64 {
    if depth == 0 {
        return 1;
    }
    let level = depth as usize;
    if buffer.len() < level {
        buffer.resize_with(level, Vec::new);
    }
    let mut actions = std::mem::take(&mut buffer[level - 1]);
    match game.to_act() {
        ToAct::Over => actions.clear(),
        ToAct::Chance => {
            actions.clear();
            actions.extend(game.chance_outcomes().into_iter().map(|(action, _)| action));
        }
        ToAct::Seat(_) => game.legal_actions(&mut actions),
    }
    let mut leaves = 0;
    for &action in &actions {
        if depth == 1 {
            leaves += 1;
            continue;
        }
        let mut next = game.clone();
        next.apply_legal(action, &mut NoEvents);
        leaves += perft(&next, depth - 1, buffer);
    }
    buffer[level - 1] = actions;
    leaves
}

fn counts<G: Game>(game: G, depth: u32) -> Vec<u64> {
    let mut buffer = Vec::new();
    (1..=depth).map(|d| perft(&game, d, &mut buffer)).collect()
}

/// The case's rule options as the game's rules type.
fn rules_of<R: serde::de::DeserializeOwned>(case: &Case) -> R {
    let rules: Value = serde_json::from_str(case.rules).expect("rules are JSON");
    serde_json::from_value(rules).unwrap_or_else(|e| panic!("{}: {e}", case.name))
}

/// The counts of `game` and of its reference engine, which must be the same.
fn both<G: Rules>(game: G, case: &Case) -> Vec<u64> {
    let fast = counts(game.clone(), case.depth);
    let reference = counts(Reference(game), case.depth);
    assert_eq!(fast, reference, "{}: the reference engine counts as the fast one", case.name);
    fast
}

/// The case's start: the opening of `game`, or the position it sets up.
fn start<G: SetUp>(case: &Case, game: G) -> G {
    let Some(position) = case.position else { return game };
    let arrangement: Arrangement = serde_json::from_str(position).unwrap_or_else(|e| panic!("{}: {e}", case.name));
    game.set_up(&arrangement).unwrap_or_else(|e| panic!("{}: {e}", case.name))
}

fn compute(case: &Case) -> Vec<u64> {
    match case.game {
        "leyla" => counts(LeylaMatch::new(rules_of(case)), case.depth),
        "ceelkoqyuqkoqiji" => both(start(case, Ceelko::new(rules_of(case))), case),
        "dongjintian" => both(Dongjintian::new(rules_of(case)), case),
        "piprjall" => counts(Piprjall::new(rules_of(case)), case.depth),
        other => panic!("no perft for {other}"),
    }
}

fn render(case: &Case, counts: &[u64]) -> String {
    let from = if case.position.is_some() { "a position set up by hand" } else { "the opening" };
    let mut text = format!(
        "# Leaf counts from {from}, by depth (chance outcomes are branches): tests/perft.rs\ngame {}\nrules {}\n",
        case.game, case.rules
    );
    if let Some(position) = case.position {
        text.push_str(&format!("position {position}\n"));
    }
    for (depth, count) in counts.iter().enumerate() {
        text.push_str(&format!("perft {} {count}\n", depth + 1));
    }
    text
}

fn path(case: &Case) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(format!("{}.perft", case.name))
}

#[test]
fn every_game_matches_its_golden_perft() {
    let bless = std::env::var("BOARDLORE_BLESS").is_ok_and(|v| v == "1");
    let mut differences = Vec::new();
    for case in CASES {
        let found = render(case, &compute(case));
        let file = path(case);
        if bless {
            std::fs::write(&file, &found).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            continue;
        }
        let expected = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        if expected != found {
            differences.push(format!("{}:\nexpected\n{expected}found\n{found}", file.display()));
        }
    }
    assert!(differences.is_empty(), "perft differs (BOARDLORE_BLESS=1 rewrites):\n{}", differences.join("\n"));
}

#[test]
fn perft_counts_sequences_and_chance_outcomes() {
    // Leyla opens with South's six holes, Dongjintian with any of twenty, Ceelkoqyuqkoqiji with
    // South's three fingers and North's three answers, Piprjall with a throw: 21 outcomes of
    // two dice.
    let first = |game: &str, depth: u32| {
        let case = CASES.iter().find(|c| c.game == game && c.position.is_none()).expect("a case for every game");
        compute(&Case { depth, ..*case })
    };
    assert_eq!(first("leyla", 1), [6]);
    assert_eq!(first("dongjintian", 1), [20]);
    assert_eq!(first("ceelkoqyuqkoqiji", 2), [3, 9]);
    assert_eq!(first("piprjall", 1), [21]);
}
