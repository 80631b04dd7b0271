//! Perft for every game, as chess move generators are checked (shakmaty's `*.perft` files): from
//! the opening with given rules (and, in the `-tricky` files, from positions set up by hand so
//! that rare rules are reached), the number of distinct action sequences of each length (leaves
//! at that depth; chance outcomes such as throws of the dice count as branches, and a game over
//! before that depth adds nothing). The counts are kept in `tests/golden/<name>.perft`; any change
//! to what is legal or to how actions play out changes them. The games with a reference engine
//! (`rules.rs`, played as [`Reference`]) must give every count too.
//!
//! `BOARDLORE_BLESS=1 cargo test --test perft` rewrites the files from the code; do that only for
//! a rules change that must alter them, and say which changed and why in the commit.
//!
//! A game with reference rules (`engine::Reference`, its `rules.rs`) has each count checked on
//! both engines. Piprjall also keeps `piprjall-tricky.perft`, from positions set up by hand where
//! the rare rules come at once (as shakmaty keeps `tricky.perft` beside the openings), and the
//! files of [`DRAWN`] hold positions drawn as pictures of the board (`engine::setup::diagram`),
//! each diagram written in the file above its counts.

use boardlore::engine::{Arrange, Arrangement, Game, NoEvents, Reference, Rules, Seat, ToAct};
use boardlore::games::ceelko::Ceelko;
use boardlore::games::dongjintian::Dongjintian;
use boardlore::games::leyla::LeylaMatch;
use boardlore::games::piprjall::{self, Piprjall, PiprjallRules};
use std::path::PathBuf;

/// One golden file: its name, the game id and rules it starts from, the position it starts from
/// (an [`Arrangement`] in JSON, set up by hand; empty for the opening), and its deepest depth.
struct Case {
    name: &'static str,
    game: &'static str,
    rules: &'static str,
    position: &'static str,
    depth: u32,
}

/// Depths are chosen so that the whole runner takes a few seconds in a debug build.
const CASES: &[Case] = &[
    Case { name: "leyla", game: "leyla", rules: "{}", position: "", depth: 8 },
    Case {
        name: "ceelkoqyuqkoqiji-eagle",
        game: "ceelkoqyuqkoqiji",
        rules: r#"{"ruleset":"eagle"}"#,
        position: "",
        depth: 7,
    },
    Case {
        name: "ceelkoqyuqkoqiji-equal-cost",
        game: "ceelkoqyuqkoqiji",
        rules: r#"{"ruleset":"equal_cost"}"#,
        position: "",
        depth: 7,
    },
    Case {
        name: "ceelkoqyuqkoqiji-fourteen-holes",
        game: "ceelkoqyuqkoqiji",
        rules: r#"{"ruleset":"fourteen_holes"}"#,
        position: "",
        depth: 6,
    },
    Case { name: "dongjintian", game: "dongjintian", rules: "{}", position: "", depth: 7 },
    Case { name: "piprjall", game: "piprjall", rules: "{}", position: "", depth: 8 },
    // Tricky positions, so that rare rules are reached: Leyla with a captured pair of holes for
    // each player (L2, L5, L6: last counters in one's own and the opponent's captured holes),
    // diagram " 2S 1 3N 0 5 2 / 0S 3 2N 4 0 3" (North's row on top), South to move.
    Case {
        name: "leyla-tricky",
        game: "leyla",
        rules: "{}",
        position: r#"{"counts":[3,0,4,2,3,0,2,1,3,0,5,2],"owners":[null,null,null,1,null,0,0,null,1,null,null,null],"held":[12,11],"to_move":0}"#,
        depth: 12,
    },
    // Ceelkoqyuqkoqiji with the mu at home in A, the gong away in a3, a5 sold to North and b3 to
    // South: sowings that place the gong, capture chains through sold holes and stores, relays of
    // the mu.
    Case {
        name: "ceelkoqyuqkoqiji-tricky",
        game: "ceelkoqyuqkoqiji",
        rules: r#"{"ruleset":"eagle"}"#,
        position: r#"{"counts":[1,0,2,3,0,0,0,4,0,2,1,1],"owners":[null,null,null,null,1,null,null,null,0,null,null,null],"held":[18,18],"stones":[5,2],"to_move":0}"#,
        depth: 8,
    },
    // Dongjintian with c2 and c3 empty among short hands (D3: last counters in the centre and
    // captures across it) and one-way steps in the corners (D8, D9).
    Case {
        name: "dongjintian-tricky",
        game: "dongjintian",
        rules: "{}",
        position: r#"{"counts":[0,2,1,0,4,2,1,0,3,5,1,1,0,4,2,0,3,2,1,0],"held":[20,16,17,15],"to_move":0}"#,
        depth: 6,
    },
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

/// [`counts`] from the game's own (fast) engine, checked depth by depth on its reference rules.
fn both<G: boardlore::engine::Rules>(game: G, depth: u32, name: &str) -> Vec<u64> {
    let fast = counts(game.clone(), depth);
    let reference = counts(Reference(game), depth);
    assert_eq!(fast, reference, "{name}: the fast engine and the reference rules count the same lines");
    fast
}

/// A case's rule options (`rules`, JSON) as the game's rules type; `name` names the case.
fn rules_of<R: serde::de::DeserializeOwned>(name: &str, rules: &str) -> R {
    serde_json::from_str(rules).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The case's start: the opening with its rules, or the position it sets up.
fn start<G: Arrange>(case: &Case, opening: G) -> G {
    if case.position.is_empty() {
        return opening;
    }
    let arrangement: Arrangement = serde_json::from_str(case.position).expect("an arrangement in JSON");
    opening.set_up(&arrangement).unwrap_or_else(|e| panic!("{}: {e}", case.name))
}

fn compute(case: &Case) -> Vec<u64> {
    match case.game {
        "leyla" => counts(start(case, LeylaMatch::new(rules_of(case.name, case.rules))), case.depth),
        "ceelkoqyuqkoqiji" => both(start(case, Ceelko::new(rules_of(case.name, case.rules))), case.depth, case.name),
        "dongjintian" => counts(start(case, Dongjintian::new(rules_of(case.name, case.rules))), case.depth),
        "piprjall" => both(start(case, Piprjall::new(rules_of(case.name, case.rules))), case.depth, case.name),
        other => panic!("no perft for {other}"),
    }
}

/// The case's counts from the reference engine (the game's `rules.rs`), for the games that have
/// one; `None` for the others.
fn compute_by_the_rules(case: &Case) -> Option<Vec<u64>> {
    match case.game {
        "leyla" => Some(counts(Reference(start(case, LeylaMatch::new(rules_of(case.name, case.rules)))), case.depth)),
        "dongjintian" => {
            Some(counts(Reference(start(case, Dongjintian::new(rules_of(case.name, case.rules)))), case.depth))
        }
        _ => None,
    }
}

fn render(case: &Case, counts: &[u64]) -> String {
    let mut text = if case.position.is_empty() {
        format!(
            "# Leaf counts from the opening, by depth (chance outcomes are branches): tests/perft.rs\ngame {}\nrules {}\n",
            case.game, case.rules
        )
    } else {
        format!(
            "# Leaf counts from a position set up by hand, by depth (chance outcomes are branches): tests/perft.rs\ngame {}\nrules {}\nposition {}\n",
            case.game, case.rules, case.position
        )
    };
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
fn the_reference_engines_match_every_golden_perft_count() {
    for case in CASES {
        let Some(found) = compute_by_the_rules(case) else { continue };
        let file = path(case);
        let expected = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert_eq!(render(case, &found), expected, "{}: the reference engine's counts", file.display());
    }
}

#[test]
fn perft_counts_sequences_and_chance_outcomes() {
    // Leyla opens with South's six holes, Dongjintian with any of twenty, Ceelkoqyuqkoqiji with
    // South's three fingers and North's three answers, Piprjall with a throw: 21 outcomes of
    // two dice.
    let first = |game: &str, depth: u32| {
        let case = CASES.iter().find(|c| c.game == game).expect("a case for every game");
        compute(&Case { depth, ..*case })
    };
    assert_eq!(first("leyla", 1), [6]);
    assert_eq!(first("dongjintian", 1), [20]);
    assert_eq!(first("ceelkoqyuqkoqiji", 2), [3, 9]);
    assert_eq!(first("piprjall", 1), [21]);
}

/// A tricky Piprjall position: what it exercises, each side's pieces as (site, count) (the rest
/// borne off), who throws first, and the depth counted.
struct Tricky {
    name: &'static str,
    south: &'static [(&'static str, u16)],
    north: &'static [(&'static str, u16)],
    to_move: Seat,
    depth: u32,
}

const TRICKY: &[Tricky] = &[
    Tricky {
        // Eleven on the start (t12): the gate shut until a fifth piece leaves it; pairs on t3 and
        // t2 that take no third; North's lone piece on t1 to hit, and its re-entry.
        name: "gate, two per point, a hit and re-entry",
        south: &[("t12", 11), ("t3", 2), ("t2", 2)],
        north: &[("t1", 1)],
        to_move: Seat::FIRST,
        depth: 7,
    },
    Tricky {
        // South bearing off (exactly, or a higher die from the farthest point) while North's
        // piece on its bar must re-enter before anything else moves.
        name: "bearing off against a re-entry",
        south: &[("b8", 1), ("b10", 2), ("b11", 3)],
        north: &[("bar-n", 1), ("t6", 2), ("t4", 3)],
        to_move: Seat::FIRST,
        depth: 7,
    },
];

/// The tricky position set up through the game's set-up (`engine::setup::Arrangement`).
fn tricky_start(tricky: &Tricky) -> Piprjall {
    let topology = piprjall::topology();
    let site = |id: &str| topology.find(id).unwrap_or_else(|| panic!("no site {id}")).index();
    let (mut counts, mut owners) = (vec![0u16; 28], vec![None; 28]);
    for (seat, pieces, off) in [(Seat::FIRST, tricky.south, "off-s"), (Seat::SECOND, tricky.north, "off-n")] {
        for &(id, count) in pieces {
            counts[site(id)] += count;
            if !id.starts_with("bar") {
                owners[site(id)] = Some(seat);
            }
        }
        counts[site(off)] += 15 - pieces.iter().map(|&(_, n)| n).sum::<u16>();
    }
    let arrangement = Arrangement { counts, owners, held: Vec::new(), stones: Vec::new(), to_move: tricky.to_move };
    let game = Piprjall::new(PiprjallRules { match_points: 2, ..PiprjallRules::default() });
    game.set_up(&arrangement).unwrap_or_else(|e| panic!("{}: {e}", tricky.name))
}

fn render_tricky() -> String {
    let mut text = String::from(
        "# Leaf counts from positions set up by hand, by depth (chance outcomes are branches): tests/perft.rs\n\
         game piprjall\nrules {\"match_points\":2}\n",
    );
    for tricky in TRICKY {
        let side =
            |pieces: &[(&str, u16)]| pieces.iter().map(|(id, n)| format!("{id}:{n}")).collect::<Vec<_>>().join(" ");
        text.push_str(&format!(
            "\nposition {}\nsouth {}\nnorth {}\nto throw {}\n",
            tricky.name,
            side(tricky.south),
            side(tricky.north),
            tricky.to_move
        ));
        for (depth, count) in both(tricky_start(tricky), tricky.depth, tricky.name).iter().enumerate() {
            text.push_str(&format!("perft {} {count}\n", depth + 1));
        }
    }
    text
}

#[test]
fn piprjall_matches_its_tricky_perft_on_both_engines() {
    let found = render_tricky();
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/piprjall-tricky.perft");
    if std::env::var("BOARDLORE_BLESS").is_ok_and(|v| v == "1") {
        std::fs::write(&file, &found).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        return;
    }
    let expected = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    assert_eq!(expected, found, "tricky perft differs (BOARDLORE_BLESS=1 rewrites)");
}

/// A position drawn by hand: what it exercises, the picture (in the game's `Arrange::drawing`),
/// what each seat holds off the board, and who moves (or throws).
struct Drawn {
    name: &'static str,
    diagram: &'static str,
    held: &'static [u16],
    to_move: Seat,
}

/// A golden file of drawn positions: its name, the game id and rules, the positions, and the
/// depth counted from each.
struct DrawnCase {
    name: &'static str,
    game: &'static str,
    rules: &'static str,
    positions: &'static [Drawn],
    depth: u32,
}

/// The rare rules that `piprjall-tricky.perft`, `ceelkoqyuqkoqiji-tricky.perft` and
/// `leyla-tricky.perft` do not reach (the positions of `tests/agree.rs`).
const DRAWN: &[DrawnCase] = &[
    DrawnCase {
        name: "piprjall-tricky-dice",
        game: "piprjall",
        rules: r#"{"match_points":2}"#,
        positions: &[
            Drawn {
                // P2 and the gate (P6): with 6-1 only the 1 from t12 first lets the 6 be played.
                name: "two dice where only one order plays both",
                diagram: "  .  1S   .   .  2N  2N |   0 |   .   .   .   .   . 11S |  11
                            .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   3",
                held: &[],
                to_move: Seat::FIRST,
            },
            Drawn {
                // P4: with 2-2 the piece on b1 plays the first 2 and then finds b5 closed.
                name: "a double blocked midway",
                diagram: "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |  11
                           1S   .   .   .  2N   . |   0 |   .  1S   .  2N   .   . |  13",
                held: &[],
                to_move: Seat::FIRST,
            },
            Drawn {
                // P2: with 5-2 either die alone, never both: the higher.
                name: "the higher die when only one can be played",
                diagram: "  .  2N  2N   .  1S   . |   0 |  1S  2N   .  1S   .   . |   7
                           2N   .   .   .   .   . |   0 |   .   .   .   .   .   . |  12",
                held: &[],
                to_move: Seat::FIRST,
            },
        ],
        depth: 5,
    },
    DrawnCase {
        name: "ceelkoqyuqkoqiji-tricky-rounds",
        game: "ceelkoqyuqkoqiji",
        rules: r#"{"ruleset":"eagle"}"#,
        positions: &[
            Drawn {
                // C10: South's sector empty, a2 sold, three stones to place: a run of three.
                name: "a short huelshe",
                diagram: "1g | 5 5 5 5 5 / 0 0N 0 0 0 | 2m",
                held: &[2, 22],
                to_move: Seat::FIRST,
            },
            Drawn {
                // C5, C7, C8: South holds nothing and North won both goats: after the round South
                // owes and borrows, and must sell a hole.
                name: "a forced sale",
                diagram: "0 | 1 0 2 0 3 / 1 0 1 0 0 | 0 / won: mN gN",
                held: &[0, 42],
                to_move: Seat::FIRST,
            },
            Drawn {
                // C20: South sold a3 and holds thirty: after the round it may buy the hole back.
                name: "a buy-back",
                diagram: "1g | 0 0 0 0 1 / 1 0 0N 0 0 | 1m",
                held: &[30, 18],
                to_move: Seat::FIRST,
            },
        ],
        depth: 6,
    },
    DrawnCase {
        name: "leyla-tricky-relay",
        game: "leyla",
        rules: "{}",
        positions: &[Drawn {
            // L4: North's b3 relays 159,748 times before a relay of the move repeats.
            name: "a relay that cycles",
            diagram: " 5 1 3 4 13 2 / 1 2 0 14 0 3",
            held: &[],
            to_move: Seat::SECOND,
        }],
        depth: 3,
    },
];

/// The counts from `position`, set up (a whole position, every check made) on `opening`'s
/// rules, on both engines.
fn drawn_counts<G: Arrange + Rules>(opening: G, position: &Drawn, depth: u32) -> Vec<u64> {
    let arrangement = opening
        .drawing()
        .read(position.diagram, position.held, position.to_move)
        .unwrap_or_else(|e| panic!("{}: {e}", position.name));
    let game = opening.set_up(&arrangement).unwrap_or_else(|e| panic!("{}: {e}", position.name));
    both(game, depth, position.name)
}

/// The diagram's rows one to a line, its cells right-aligned in columns (a `won:` row as it is).
fn diagram_lines(diagram: &str) -> String {
    let rows: Vec<Vec<&str>> = diagram
        .split(['\n', '/'])
        .map(|row| row.split_whitespace().collect::<Vec<_>>())
        .filter(|r| !r.is_empty())
        .collect();
    let picture = || rows.iter().filter(|row| row[0] != "won:");
    let columns = picture().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| picture().filter_map(|row| row.get(c)).map(|cell| cell.len()).max().unwrap_or(1))
        .collect();
    let line = |row: &Vec<&str>| match row[0] {
        "won:" => row.join(" "),
        _ => row.iter().zip(&widths).map(|(cell, &width)| format!("{cell:>width$}")).collect::<Vec<_>>().join(" "),
    };
    rows.iter().map(|row| format!("  {}\n", line(row))).collect()
}

fn render_drawn(case: &DrawnCase) -> String {
    let mut text = format!(
        "# Leaf counts from positions drawn by hand (diagrams: docs/testing.md), by depth (chance outcomes are branches): tests/perft.rs\ngame {}\nrules {}\n",
        case.game, case.rules
    );
    for position in case.positions {
        let counts = match case.game {
            "piprjall" => drawn_counts(Piprjall::new(rules_of(case.name, case.rules)), position, case.depth),
            "ceelkoqyuqkoqiji" => drawn_counts(Ceelko::new(rules_of(case.name, case.rules)), position, case.depth),
            "leyla" => drawn_counts(LeylaMatch::new(rules_of(case.name, case.rules)), position, case.depth),
            other => panic!("no drawn perft for {other}"),
        };
        let held: Vec<String> = position.held.iter().map(u16::to_string).collect();
        text.push_str(&format!("\nposition {}\n{}", position.name, diagram_lines(position.diagram)));
        if !held.is_empty() {
            text.push_str(&format!("held {}\n", held.join(" ")));
        }
        text.push_str(&format!("to move {}\n", position.to_move));
        for (depth, count) in counts.iter().enumerate() {
            text.push_str(&format!("perft {} {count}\n", depth + 1));
        }
    }
    text
}

#[test]
fn positions_drawn_by_hand_match_their_golden_perft_on_both_engines() {
    let bless = std::env::var("BOARDLORE_BLESS").is_ok_and(|v| v == "1");
    for case in DRAWN {
        let found = render_drawn(case);
        let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(format!("{}.perft", case.name));
        if bless {
            std::fs::write(&file, &found).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            continue;
        }
        let expected = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert_eq!(expected, found, "{}: drawn perft differs (BOARDLORE_BLESS=1 rewrites)", case.name);
    }
}
