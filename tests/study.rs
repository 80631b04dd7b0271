//! Studies (`boardlore study`): the same rows whatever the number of threads, shards that
//! concatenate to the whole study, well-formed CSV and JSON Lines with the documented columns,
//! and `--check` catching a game that breaks an invariant.

use boardlore::ai::Level;
use boardlore::any_game::AnyGame;
use boardlore::engine::{EventSink, Game, Rng, SiteView, ToAct, Topology};
use boardlore::games::leyla::{Leyla, LeylaRules};
use boardlore::study::output::{csv, csv_header, jsonl, COLUMNS};
use boardlore::study::{game_seed, run, Row, Setting, Shard, Study, StudyError};
use serde_json::{json, Value};
use std::process::Command;

fn settings(game: &str, texts: &[&str]) -> Vec<Setting> {
    texts.iter().enumerate().map(|(i, t)| Setting::parse(game, i, t).expect("a setting")).collect()
}

fn rows(study: &Study, threads: usize) -> Vec<Row> {
    let mut rows = Vec::new();
    run(study, Some(threads), Row::clone, |row, rendered| {
        assert_eq!(row, &rendered, "a row's rendering is of that row");
        rows.push(rendered);
        Ok(())
    })
    .expect("the study runs");
    rows
}

fn leyla_study(shard: Shard) -> Study {
    Study {
        settings: settings(
            "leyla",
            &[r#"{"rules":{"single_round":true},"seats":["easy","random"]}"#, r#"{"rules":{"repayment":"at_once"}}"#],
        ),
        games: 40,
        seed: 9,
        shard,
        check: false,
    }
}

#[test]
fn the_same_rows_on_one_thread_and_on_two() {
    let study = leyla_study(Shard::WHOLE);
    let one = rows(&study, 1);
    assert_eq!(one.len(), 80);
    assert_eq!(one, rows(&study, 2));
    let order: Vec<(usize, u64)> = one.iter().map(|r| (r.setting, r.game)).collect();
    let mut sorted = order.clone();
    sorted.sort_unstable();
    assert_eq!(order, sorted, "rows in (setting, game) order");
    assert_eq!(one[41].seed, game_seed(9, 1, 1));
    let other = rows(&Study { seed: 10, ..study }, 2);
    assert_ne!(
        one.iter().map(|r| r.outcome.actions).collect::<Vec<_>>(),
        other.iter().map(|r| r.outcome.actions).collect::<Vec<_>>()
    );
}

#[test]
fn shards_concatenate_to_the_whole_study() {
    let whole = rows(&leyla_study(Shard::WHOLE), 2);
    let mut parts: Vec<Row> = (1..=3).flat_map(|index| rows(&leyla_study(Shard { index, count: 3 }), 2)).collect();
    assert_ne!(parts, whole, "each part holds every third game");
    parts.sort_by_key(|r| (r.setting, r.game));
    assert_eq!(parts, whole);
    assert_eq!(Shard::parse("2/10").unwrap(), Shard { index: 2, count: 10 });
    for bad in ["0/3", "4/3", "1", "a/b", "1/0"] {
        assert!(Shard::parse(bad).is_err(), "{bad}");
    }
    for count in 1..=5 {
        for index in 1..=count {
            let shard = Shard { index, count };
            for games in 0..12 {
                assert_eq!(
                    shard.held(games),
                    (0..games).filter(|&g| shard.holds(g)).count() as u64,
                    "{index}/{count} of {games}"
                );
            }
        }
    }
}

/// Splits a CSV line into cells (RFC 4180 quoting).
fn cells(line: &str) -> Vec<String> {
    let (mut cells, mut cell, mut quoted, mut chars) = (Vec::new(), String::new(), false, line.chars().peekable());
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => cells.push(std::mem::take(&mut cell)),
            _ => cell.push(c),
        }
    }
    assert!(!quoted, "quotes closed in {line}");
    cells.push(cell);
    cells
}

#[test]
fn rows_are_well_formed_csv_and_json_lines_with_the_documented_columns() {
    let study = Study {
        settings: settings(
            "ceelkoqyuqkoqiji",
            &[r#"{"rules":{"ruleset":"fourteen_holes","players":4},"seats":["random","random","random","random"]}"#],
        ),
        games: 6,
        seed: 1,
        shard: Shard::WHOLE,
        check: false,
    };
    let rows = rows(&study, 2);
    assert_eq!(cells(&csv_header()), COLUMNS);
    for row in &rows {
        let line: Value = serde_json::from_str(&jsonl(row)).expect("JSON");
        let object = line.as_object().expect("an object");
        assert_eq!(object.len(), COLUMNS.len());
        for column in COLUMNS {
            assert!(object.contains_key(column), "{column}");
        }
        assert_eq!(line["rules"], json!({"ruleset": "fourteen_holes", "players": 4}));
        assert_eq!(line["returns"].as_array().map(Vec::len), Some(4));
        assert_eq!(line["captures"].as_array().map(Vec::len), Some(4));
        let cells = cells(&csv(row));
        assert_eq!(cells.len(), COLUMNS.len(), "{}", csv(row));
        assert_eq!(serde_json::from_str::<Value>(&cells[2]).expect("rules are JSON"), line["rules"]);
        assert_eq!(cells[3], "random;random;random;random");
        let actions = COLUMNS.iter().position(|&c| c == "actions").expect("an actions column");
        assert_eq!(cells[actions], row.outcome.actions.to_string());
        assert_eq!(line["losers"].as_array().map(Vec::len), Some(row.outcome.losers.len()));
        assert!(row.outcome.measures.rounds >= 1 && row.outcome.actions > 0);
    }
    let positions: Vec<usize> =
        COLUMNS.iter().map(|c| jsonl(&rows[0]).find(&format!("\"{c}\":")).expect("a key")).collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "JSON keys in the order of the columns");
}

#[test]
fn settings_are_checked() {
    let error = Setting::parse("leyla", 1, r#"{"seats":["hard"]}"#).unwrap_err();
    assert!(matches!(error, StudyError::Seats { index: 1, given: 1, seats: 2 }), "{error}");
    assert!(Setting::parse("leyla", 0, r#"{"seats":["genius","random"]}"#).is_err());
    assert!(Setting::parse("leyla", 0, r#"{"players":2}"#).is_err());
    assert!(matches!(Setting::parse("go", 0, "{}").unwrap_err(), StudyError::Start { .. }));
    let mixed = Setting::parse("leyla", 0, r#"{"rules":{"single_round":true},"seats":["easy","random"]}"#).unwrap();
    assert_eq!(mixed.seats, [Level::Easy, Level::Random]);
}

/// Leyla whose board, after `after` actions, shows one counter more than there is, and which,
/// played unwatched (as search and playouts play), goes astray from its `slips`-th action on:
/// broken invariants for `--check` to catch.
#[derive(Clone, PartialEq)]
struct Leaky {
    game: Leyla,
    played: u64,
    after: u64,
    slips: u64,
    astray: bool,
}

impl Game for Leaky {
    type Action = <Leyla as Game>::Action;
    type Error = <Leyla as Game>::Error;
    fn topology(&self) -> &'static Topology {
        self.game.topology()
    }
    fn seat_count(&self) -> usize {
        self.game.seat_count()
    }
    fn to_act(&self) -> ToAct {
        self.game.to_act()
    }
    fn legal_actions(&self, out: &mut Vec<Self::Action>) {
        self.game.legal_actions(out)
    }
    fn apply_with(&mut self, action: Self::Action, events: &mut impl EventSink) -> Result<(), Self::Error> {
        self.game.apply_with(action, events)?;
        self.played += 1;
        Ok(())
    }
    fn apply_legal(&mut self, action: Self::Action, events: &mut impl EventSink) {
        self.apply_with(action, events).expect("a legal action");
        self.astray |= self.played >= self.slips;
    }
    fn returns(&self) -> Vec<f64> {
        self.game.returns()
    }
    fn scores(&self) -> Vec<u32> {
        self.game.scores()
    }
    fn action_text(&self, action: Self::Action) -> String {
        self.game.action_text(action)
    }
    fn action_site(&self, action: Self::Action) -> Option<boardlore::engine::Site> {
        self.game.action_site(action)
    }
    fn parse_action(&self, text: &str) -> Result<Self::Action, Self::Error> {
        self.game.parse_action(text)
    }
    fn sites(&self) -> Vec<SiteView> {
        let mut sites = self.game.sites();
        if self.played >= self.after {
            sites[0].count += 1;
        }
        sites
    }
    fn status_phrase(&self) -> boardlore::engine::Phrase {
        self.game.status_phrase()
    }
}

#[test]
fn check_stops_at_the_action_that_breaks_an_invariant() {
    let rules = LeylaRules { single_round: true, ..LeylaRules::default() };
    let leaky = |after, slips| Leaky { game: Leyla::new(rules), played: 0, after, slips, astray: false };
    let setting = |(after, slips)| {
        let start = AnyGame::new(leaky(after, slips));
        Setting::new("leyla", json!({"single_round": true}), Vec::new(), start, 0).expect("a setting")
    };
    let study = |after, check| Study { settings: vec![setting(after)], games: 5, seed: 2, shard: Shard::WHOLE, check };
    let honest = (u64::MAX, u64::MAX);
    let mut played = 0;
    run(
        &study((5, 3), false),
        Some(2),
        |row| row.game,
        |row, game| {
            assert_eq!(row.game, game, "each row comes with its own rendering");
            played += 1;
            Ok(())
        },
    )
    .expect("without --check nothing is checked");
    assert_eq!(played, 5);
    let mut before = 0;
    let error = run(
        &study((5, u64::MAX), true),
        Some(2),
        |_| (),
        |_, ()| {
            before += 1;
            Ok(())
        },
    )
    .unwrap_err();
    let StudyError::Broken(broken) = &error else { panic!("{error}") };
    assert_eq!((broken.seed, broken.action), (game_seed(2, 0, 0), 5), "{error}");
    assert!(broken.what.contains("site 0"), "the events do not animate to the leaked counter: {error}");
    assert_eq!(before, 0, "no row of the broken game or after it");
    // Played unwatched, the game goes astray at its third action: caught there.
    let error = run(&study((u64::MAX, 3), true), Some(2), |_| (), |_, ()| Ok(())).unwrap_err();
    let StudyError::Broken(broken) = &error else { panic!("{error}") };
    assert_eq!((broken.seed, broken.action), (game_seed(2, 0, 0), 3), "{error}");
    assert!(broken.what.contains("played unchecked and unwatched reaches another state"), "{error}");
    // The same game, unbroken, passes every check, and so does every real game.
    run(&study(honest, true), Some(2), |_| (), |_, ()| Ok(())).expect("an honest game passes");
    for (game, setting) in [
        ("leyla", "{}"),
        ("ceelkoqyuqkoqiji", r#"{"rules":{"ruleset":"equal_cost"}}"#),
        ("dongjintian", "{}"),
        ("piprjall", r#"{"rules":{"match_points":2}}"#),
    ] {
        let study = Study { settings: settings(game, &[setting]), games: 8, seed: 4, shard: Shard::WHOLE, check: true };
        run(&study, Some(2), |_| (), |_, ()| Ok(())).unwrap_or_else(|e| panic!("{game}: {e}"));
    }
}

#[test]
fn a_checked_study_gives_the_rows_of_an_unchecked_one() {
    // Unchecked, a game's events are counted as they happen and none is kept; checked, every
    // action's events are kept and looked at: the measures must not differ.
    for (game, setting) in
        [("leyla", "{}"), ("ceelkoqyuqkoqiji", r#"{"rules":{"players":4}}"#), ("dongjintian", "{}"), ("piprjall", "{}")]
    {
        let study =
            |check| Study { settings: settings(game, &[setting]), games: 30, seed: 12, shard: Shard::WHOLE, check };
        let (unchecked, checked) = (rows(&study(false), 2), rows(&study(true), 2));
        assert!(unchecked
            .iter()
            .any(|r| r.outcome.measures.relays + r.outcome.measures.captures.iter().sum::<u64>() > 0));
        assert_eq!(unchecked, checked, "{game}");
    }
}

fn boardlore(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_boardlore")).args(args).output().expect("runs")
}

#[test]
fn the_command_writes_rows_and_a_summary_and_refuses_bad_options() {
    let out = boardlore(&["study", "--game", "dongjintian", "--games", "4", "--seed", "3", "--check"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().count(), 4);
    assert!(stdout.lines().all(|l| serde_json::from_str::<Value>(l).is_ok()));
    let summary = String::from_utf8_lossy(&out.stderr);
    assert!(summary.contains("first-seat advantage") && summary.contains("every invariant checked"), "{summary}");
    for bad in [
        vec!["study", "--game", "leyla", "--games", "2", "--shard", "3/2"],
        vec!["study", "--game", "leyla", "--games", "2", "--setting", "{"],
        vec!["study", "--game", "leyla", "--games", "2", "--threads", "0"],
        vec!["study", "--game", "leyla"],
    ] {
        assert_eq!(boardlore(&bad).status.code(), Some(2), "{bad:?}");
    }
    assert_eq!(boardlore(&["study", "--game", "go", "--games", "2"]).status.code(), Some(1));
}

#[test]
fn legal_actions_are_summed_at_the_seats_decisions_and_not_at_chance() {
    for game in ["piprjall", "dongjintian"] {
        let study = Study { settings: settings(game, &["{}"]), games: 3, seed: 2, shard: Shard::WHOLE, check: false };
        for row in rows(&study, 1) {
            // The same random game again, counting the legal actions before each action.
            let mut position = study.settings[0].start.clone();
            let mut rng = Rng::new(row.seed);
            let (mut by_seats, mut at_chance) = (0, 0);
            loop {
                match position.to_act() {
                    ToAct::Over => break,
                    ToAct::Seat(_) => by_seats += position.legal_count() as u64,
                    ToAct::Chance => at_chance += position.legal_count() as u64,
                }
                assert!(position.step_random(&mut rng, &mut |_| {}));
            }
            assert_eq!(row.outcome.legal_actions, by_seats, "{game}, game {}", row.game);
            assert!(by_seats > row.outcome.moves, "{game}: a choice at some decision");
            assert_eq!(at_chance > 0, game == "piprjall", "{game}: only the dice are chance, and not counted");
            assert!(!row.outcome.timeout, "{game}: no limit in the documented rules");
        }
    }
}

#[test]
fn a_tables_study_counts_doubles_thrown_and_no_other_game_does() {
    let study =
        |game| Study { settings: settings(game, &["{}"]), games: 200, seed: 5, shard: Shard::WHOLE, check: false };
    let piprjall = rows(&study("piprjall"), 2);
    let (doubles, turns): (u64, u64) = piprjall
        .iter()
        .map(|r| (r.outcome.measures.doubles, r.outcome.measures.turns))
        .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
    // Every turn starts with a throw, and one throw in six is a double.
    let share = doubles as f64 / turns as f64;
    assert!((0.15..0.18).contains(&share), "{doubles} doubles in {turns} turns");
    assert!(piprjall.iter().all(|r| r.outcome.measures.abandoned < r.outcome.measures.rounds));
    for game in ["leyla", "ceelkoqyuqkoqiji", "dongjintian"] {
        assert!(rows(&study(game), 2).iter().all(|r| r.outcome.measures.doubles + r.outcome.measures.abandoned == 0));
    }
}

/// A fresh, empty folder for one test's files.
fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("boardlore-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

const SHARDED: [&str; 10] =
    ["study", "--game", "dongjintian", "--games", "1500", "--seed", "5", "--setting", "{}", "--setting"];
const SECOND_SETTING: &str = r#"{"rules":{},"seats":["random","random","random","random"]}"#;

#[test]
fn a_thousand_shards_merge_into_the_rows_and_summary_of_one_run_byte_for_byte() {
    let dir = folder("shards");
    let path = |name: String| dir.join(name).to_string_lossy().into_owned();
    let whole = boardlore(
        &[&SHARDED[..], &[SECOND_SETTING, "--csv", &path("whole.csv".into()), "--jsonl", &path("whole.jsonl".into())]]
            .concat(),
    );
    assert!(whole.status.success(), "{}", String::from_utf8_lossy(&whole.stderr));
    // A thousand shards on two processes at a time, half writing CSV, half JSON Lines, one both.
    std::thread::scope(|scope| {
        for half in 0..2 {
            let path = &path;
            scope.spawn(move || {
                for i in (1 + half..=1000).step_by(2) {
                    let shard = format!("{i}/1000");
                    let mut args = [&SHARDED[..], &[SECOND_SETTING, "--threads", "1", "--shard", &shard]].concat();
                    let (csv, jsonl) = (path(format!("part-{i}.csv")), path(format!("part-{i}.jsonl")));
                    match i {
                        7 => args.extend(["--csv", &csv, "--jsonl", &jsonl]),
                        _ if i % 2 == 0 => args.extend(["--csv", &csv]),
                        _ => args.extend(["--jsonl", &jsonl]),
                    }
                    let out = boardlore(&args);
                    assert!(out.status.success(), "{i}: {}", String::from_utf8_lossy(&out.stderr));
                }
            });
        }
    });
    let manifests = |skip: &[u64]| -> Vec<String> {
        (1..=1000).filter(|i| !skip.contains(i)).map(|i| path(format!("part-{i}.manifest.json"))).collect()
    };
    let run = |command: &str, manifests: &[String], more: &[&str]| {
        let mut args = vec!["study", command];
        args.extend(manifests.iter().map(String::as_str));
        args.extend(more);
        boardlore(&args)
    };
    let (csv, jsonl) = (path("merged.csv".into()), path("merged.jsonl".into()));
    let merged = run("merge", &manifests(&[]), &["--csv", &csv, "--jsonl", &jsonl]);
    assert!(merged.status.success(), "{}", String::from_utf8_lossy(&merged.stderr));
    let read = |name: &str| std::fs::read(dir.join(name)).expect("written");
    assert_eq!(read("merged.csv"), read("whole.csv"));
    assert_eq!(read("merged.jsonl"), read("whole.jsonl"));
    assert_eq!(String::from_utf8_lossy(&read("merged.csv")).lines().count(), 3001);
    // The summary (after the line saying how the games were run) is the one run's.
    let table =
        |out: &std::process::Output| String::from_utf8_lossy(&out.stdout).split_once('\n').unwrap().1.to_string();
    assert!(table(&merged).contains("first-seat advantage"));
    assert_eq!(table(&merged), table(&whole));

    // What is missing: shards without a manifest, and a shard whose rows were cut short.
    let manifest = manifests(&[3, 7, 8, 9, 1000]);
    let cut = path("part-12.csv".into());
    let text = std::fs::read_to_string(&cut).unwrap();
    std::fs::write(&cut, &text[..text.len() - 10]).unwrap();
    let missing = run("missing", &manifest, &[]);
    assert!(missing.status.success(), "{}", String::from_utf8_lossy(&missing.stderr));
    assert_eq!(String::from_utf8_lossy(&missing.stdout), "3,7-9,12,1000\n");
    // Shard 7 wrote both: its JSON Lines alone are enough.
    std::fs::remove_file(dir.join("part-7.csv")).unwrap();
    let refused = run("merge", &manifest, &[]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("missing shards: 3,7-9,1000"));
    let refused = run("merge", &manifests(&[]), &["--csv", &csv]);
    assert!(String::from_utf8_lossy(&refused.stderr).contains("part-12.csv: its SHA-256 is not the one"));
    std::fs::write(&cut, text).unwrap();
    assert_eq!(String::from_utf8_lossy(&run("missing", &manifests(&[]), &[]).stdout), "", "none missing");
    assert_eq!(String::from_utf8_lossy(&run("missing", &[], &["--of", "4"]).stdout), "1-4\n");

    // Shards of another study, or of another version, or given twice, are refused by name.
    let other = boardlore(&[
        "study",
        "--game",
        "dongjintian",
        "--games",
        "1500",
        "--seed",
        "6",
        "--setting",
        "{}",
        "--setting",
        SECOND_SETTING,
        "--shard",
        "1/1000",
        "--csv",
        &path("other.csv".into()),
    ]);
    assert!(other.status.success());
    let mut mixed = manifests(&[1]);
    mixed.push(path("other.manifest.json".into()));
    let refused = run("merge", &mixed, &[]);
    let message = String::from_utf8_lossy(&refused.stderr);
    assert!(
        message.contains("other.manifest.json is a shard of another study") && message.contains("seed 6, not 5"),
        "{message}"
    );
    let newer = std::fs::read_to_string(path("part-1.manifest.json".into()))
        .unwrap()
        .replace(&format!("\"boardlore\": \"{}\"", env!("CARGO_PKG_VERSION")), "\"boardlore\": \"99.0.0\"");
    std::fs::write(path("newer.manifest.json".into()), newer).unwrap();
    mixed[999] = path("newer.manifest.json".into());
    let message = String::from_utf8_lossy(&run("merge", &mixed, &[]).stderr).into_owned();
    assert!(message.contains(&format!("boardlore version 99.0.0, not {}", env!("CARGO_PKG_VERSION"))), "{message}");
    let mut twice = manifests(&[]);
    twice.push(path("part-5.manifest.json".into()));
    let message = String::from_utf8_lossy(&run("merge", &twice, &[]).stderr).into_owned();
    assert!(message.contains("shard 5 is given twice"), "{message}");
    let _ = std::fs::remove_dir_all(&dir);
}
