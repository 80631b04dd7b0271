//! The `boardlore` command-line tool, run as a user runs it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn boardlore(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_boardlore"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    if let Some(text) = stdin {
        child.stdin.take().expect("stdin").write_all(text.as_bytes()).expect("writes");
    }
    child.wait_with_output().expect("finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn games_lists_every_game_and_the_rule_options() {
    let out = boardlore(&["games"], None);
    assert!(out.status.success());
    let listing = text(&out.stdout);
    for id in ["leyla", "ceelkoqyuqkoqiji", "dongjintian", "piprjall", "skip_origin"] {
        assert!(listing.contains(id), "{listing}");
    }
    // Each game names its computer levels' budgets; hard searches longest.
    let budgets: Vec<u32> = listing
        .lines()
        .filter_map(|line| line.split("hard ").nth(1))
        .map(|n| n.trim().parse().expect("a number of iterations"))
        .collect();
    assert_eq!(budgets.len(), 4, "{listing}");
    assert!(budgets.iter().all(|&n| n > 600), "{budgets:?}");
}

#[test]
fn a_random_game_is_seeded_and_its_record_replays_to_the_end() {
    let first = boardlore(&["random", "--game", "leyla", "--seed", "11"], None);
    let again = boardlore(&["random", "--game", "leyla", "--seed", "11"], None);
    assert!(first.status.success());
    assert_eq!(first.stdout, again.stdout);
    let replay = boardlore(&["replay", "-"], Some(&text(&first.stdout)));
    assert!(replay.status.success(), "{}", text(&replay.stderr));
    let position: serde_json::Value = serde_json::from_slice(&replay.stdout).expect("JSON");
    assert_eq!(position["to_act"], "over");
    assert_eq!(position["legal"], serde_json::json!([]));
    let on_board: u64 = position["sites"].as_array().unwrap().iter().map(|s| s["count"].as_u64().unwrap()).sum();
    let won: u64 = position["scores"].as_array().unwrap().iter().map(|s| s.as_u64().unwrap()).sum();
    assert_eq!(on_board + won, 48);
}

#[test]
fn bad_records_exit_non_zero_naming_the_problem() {
    let cases = [
        (
            "{\"format\":\"boardlore-record\",\"version\":1,\"game\":\"leyla\",\"actions\":[\"a2\",\"b9\"]}",
            "action 2: action 'b9' refused: 'b9' is not a hole",
        ),
        (
            "{\"format\":\"boardlore-record\",\"version\":1,\"game\":\"leyla\",\"actions\":[\"a2\",\"a3\"]}",
            "action 2: action 'a3' refused: a3 is not in North's row",
        ),
        ("{\"format\":\"boardlore-record\",\"version\":1,\"game\"", "not a valid game record"),
        ("", "not a valid game record"),
    ];
    for (record, message) in cases {
        let out = boardlore(&["replay", "-"], Some(record));
        assert_eq!(out.status.code(), Some(1), "{record}");
        assert!(text(&out.stderr).contains(message), "{record}: {}", text(&out.stderr));
        assert!(!text(&out.stderr).contains("panicked"));
    }
    let missing = boardlore(&["replay", "/nonexistent/record.json"], None);
    assert_eq!(missing.status.code(), Some(1));
    assert!(text(&missing.stderr).contains("cannot read /nonexistent/record.json"));
}

#[test]
fn usage_errors_exit_with_two() {
    for args in [
        &[][..],
        &["fly"][..],
        &["random", "--game", "leyla"][..],
        &["random", "--seed", "x", "--game", "leyla"][..],
        &["bench", "--gmae", "leyla"][..],
    ] {
        let out = boardlore(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains("--help"), "{args:?}: {}", text(&out.stderr));
    }
    // An error names the option, and a misspelt one is answered with the right one.
    let misspelt = text(&boardlore(&["bench", "--gmae", "leyla"], None).stderr);
    assert!(misspelt.contains("'--gmae'") && misspelt.contains("a similar argument exists: '--game'"), "{misspelt}");
    let seed = text(&boardlore(&["random", "--seed", "x", "--game", "leyla"], None).stderr);
    assert!(seed.contains("invalid value 'x' for '--seed <SEED>'"), "{seed}");
    let level =
        text(&boardlore(&["arena", "--game", "leyla", "--a", "easi", "--b", "hard", "--games", "1"], None).stderr);
    assert!(level.contains("a similar value exists: 'easy'"), "{level}");
    assert!(!misspelt.contains("study") && !misspelt.contains("arena"), "only the command's own usage: {misspelt}");
    let unknown = boardlore(&["random", "--game", "chess", "--seed", "1"], None);
    assert_eq!(unknown.status.code(), Some(1));
    assert!(text(&unknown.stderr).contains("unknown game 'chess'"));
}

#[test]
fn bench_prints_playouts_per_second() {
    let out = boardlore(&["bench", "--game", "leyla", "--seconds", "0.2"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    let rate: f64 = report
        .lines()
        .find_map(|l| l.strip_prefix("playouts per second: "))
        .and_then(|n| n.parse().ok())
        .expect("a playouts-per-second line");
    assert!(rate > 0.0, "{report}");
    assert!(report.contains("mean actions per game:"));
}

#[test]
fn a_seeded_random_game_matches_the_golden_record() {
    // The same file is checked by tests/wasm.rs in WebAssembly: both platforms play alike.
    let out = boardlore(&["random", "--game", "leyla", "--seed", "3"], None);
    assert_eq!(text(&out.stdout), include_str!("golden/leyla-random-seed-3.json"));
}

#[test]
fn replay_accepts_exported_campaign_files_and_refuses_tampered_ones() {
    let file = include_str!("fixtures/record-v2.json");
    let out = boardlore(&["replay", "-"], Some(file));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let position: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(position["campaign"]["round"], 8);
    let tampered = file.replace("\"owed\":[0,0]", "\"owed\":[0,2]");
    let out = boardlore(&["replay", "-"], Some(&tampered));
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("debts [0, 2] recorded, [0, 0] replayed"), "{}", text(&out.stderr));
}

#[test]
fn arena_reports_wins_with_an_interval() {
    let out = boardlore(
        &[
            "arena",
            "--game",
            "leyla",
            "--a",
            "easy",
            "--b",
            "random",
            "--games",
            "6",
            "--rules",
            "{\"single_round\":true}",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(report.contains("easy (one seat, each in turn) against random"), "{report}");
    assert!(report.contains("95% interval"), "{report}");
    let bad = boardlore(&["arena", "--game", "leyla", "--a", "grandmaster", "--b", "random", "--games", "1"], None);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn arena_and_think_search_in_parts() {
    let out = boardlore(
        &[
            "arena",
            "--game",
            "leyla",
            "--a",
            "hard",
            "--a-workers",
            "2",
            "--b",
            "hard",
            "--hard-iterations",
            "50",
            "--games",
            "2",
            "--rules",
            "{\"single_round\":true}",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(report.contains("hard in 2 parts (one seat, each in turn) against hard (the others)"), "{report}");
    assert!(report.contains("hard searched 50 iterations per decision"), "{report}");
    let request = r#"{"record":{"format":"boardlore-record","version":2,"game":"leyla","actions":["a3"],"seed":1},"iterations":200,"seed":5}"#;
    let plain = boardlore(&["think", "-"], Some(request));
    let one = boardlore(&["think", "-", "--workers", "1"], Some(request));
    assert_eq!(text(&plain.stdout), text(&one.stdout), "one worker is the plain search");
    let two = boardlore(&["think", "--workers", "2", "-"], Some(request));
    assert!(two.status.success(), "{}", text(&two.stderr));
    let reply: serde_json::Value = serde_json::from_str(&text(&two.stdout)).unwrap();
    assert_eq!(reply["iterations"], 400, "both parts' iterations");
    assert!(reply["action"].as_str().is_some_and(|a| a.starts_with('b')), "{reply}");
    for bad in [
        &["think", "-", "--workers", "0"][..],
        &["arena", "--game", "leyla", "--a", "hard", "--b", "easy", "--games", "1", "--b-workers", "x"],
    ] {
        assert_eq!(boardlore(bad, None).status.code(), Some(2), "{bad:?}");
    }
}

#[test]
fn a_reader_that_stops_early_is_no_reason_to_panic() {
    // `boardlore replay FILE | head`: the reader goes away before the output is written. The
    // record comes on standard input only after standard output is closed, so the write always
    // meets a closed pipe.
    let record = text(&boardlore(&["random", "--game", "leyla", "--seed", "11"], None).stdout);
    let mut child = Command::new(env!("CARGO_BIN_EXE_boardlore"))
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    drop(child.stdout.take());
    child.stdin.take().expect("stdin").write_all(record.as_bytes()).expect("writes");
    let out = child.wait_with_output().expect("finishes");
    assert!(!text(&out.stderr).contains("panicked"), "{}", text(&out.stderr));
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn link_prints_the_analysis_boards_parameter_of_a_record() {
    let record = boardlore(&["random", "--game", "dongjintian", "--seed", "4"], None);
    let linked = boardlore(&["link", "-"], Some(&text(&record.stdout)));
    assert!(linked.status.success(), "{}", text(&linked.stderr));
    let param = text(&linked.stdout);
    let param = param.trim().strip_prefix("record=").expect("record=...");
    let (link, _) = boardlore::record::link::GameLink::decode(param).expect("the link reads back");
    let original: serde_json::Value = serde_json::from_slice(&record.stdout).expect("JSON");
    assert_eq!(serde_json::to_value(&link.record.actions).unwrap(), original["actions"]);
    let refused = boardlore(
        &["link", "-"],
        Some(r#"{"format":"boardlore-record","version":1,"game":"leyla","actions":["a1","a2"]}"#),
    );
    assert_eq!(refused.status.code(), Some(1));
    assert!(text(&refused.stderr).contains("action 2"), "{}", text(&refused.stderr));
}

#[test]
fn replay_and_link_start_from_a_records_set_up_position_or_say_why_not() {
    let record = r#"{"format":"boardlore-record","version":3,"game":"leyla","rules":{},"seed":9,
        "actions":["a2","b2"],"setup":{"counts":[0,4,6,2,4,0,3,5,4,1,4,0],
        "owners":[null,null,null,null,null,1,1,null,null,null,null,null],"held":[6,9],"to_move":0}}"#;
    let replay = boardlore(&["replay", "-"], Some(record));
    assert!(replay.status.success(), "{}", text(&replay.stderr));
    let position: serde_json::Value = serde_json::from_slice(&replay.stdout).expect("JSON");
    assert_eq!(position["sites"][5]["owner"], 1, "a6 stays North's capture");
    let linked = boardlore(&["link", "-"], Some(record));
    let param = text(&linked.stdout);
    let (link, game) = boardlore::record::link::GameLink::decode(param.trim().strip_prefix("record=").unwrap())
        .expect("the link reads back");
    assert_eq!(link.record.setup.map(|s| s.held), Some(vec![6, 9]));
    let counts =
        |sites: &serde_json::Value| sites.as_array().unwrap().iter().map(|s| s["count"].clone()).collect::<Vec<_>>();
    assert_eq!(counts(&serde_json::to_value(game.view().sites).unwrap()), counts(&position["sites"]));
    let refused = boardlore(&["replay", "-"], Some(&record.replace("[6,9]", "[6,8]")));
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        text(&refused.stderr).contains("the position has 47 counters in all; this game always has 48"),
        "{}",
        text(&refused.stderr)
    );
}

#[test]
fn words_prints_a_games_english_texts_as_fluent_messages() {
    let out = boardlore(&["words", "leyla"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let ftl = text(&out.stdout);
    for id in ["leyla-summary", "leyla-how-point-1", "leyla-lesson-1-step-1-task"] {
        assert!(ftl.lines().any(|line| line.starts_with(&format!("{id} = "))), "{id}: {ftl}");
    }
    assert_eq!(boardlore(&["words", "chess"], None).status.code(), Some(1));
}

#[test]
fn every_command_has_its_help_and_the_tool_its_version_and_completions() {
    for command in
        ["games", "lessons", "words", "random", "replay", "bench", "think", "link", "arena", "study", "completions"]
    {
        for help in [&[command, "--help"][..], &["help", command][..]] {
            let out = boardlore(help, None);
            assert!(out.status.success(), "{help:?}: {}", text(&out.stderr));
            assert!(text(&out.stdout).contains(&format!("Usage: boardlore {command}")), "{help:?}");
        }
    }
    let study = text(&boardlore(&["study", "--help"], None).stdout);
    for option in ["--setting <JSON>", "--shard <I/N>", "--manifest <FILE>", "--engine <ENGINE>", "merge", "missing"] {
        assert!(study.contains(option), "{option}: {study}");
    }
    for merge in [&["study", "merge", "--help"][..], &["study", "missing", "--help"][..]] {
        assert!(boardlore(merge, None).status.success());
    }
    let version = boardlore(&["--version"], None);
    assert_eq!(text(&version.stdout), format!("boardlore {}\n", env!("CARGO_PKG_VERSION")));
    for (shell, says) in
        [("bash", "complete -F _boardlore"), ("zsh", "#compdef boardlore"), ("fish", "complete -c boardlore")]
    {
        let out = boardlore(&["completions", shell], None);
        assert!(out.status.success());
        let script = text(&out.stdout);
        assert!(script.contains(says) && script.contains("manifest") && script.contains("reference"), "{shell}");
    }
    assert_eq!(boardlore(&["completions", "tcsh"], None).status.code(), Some(2));
}

#[test]
fn the_reference_engine_plays_the_same_games_as_the_fast_one() {
    // Every game's reference engine (its rules.rs) plays exactly its fast engine's games.
    for game in ["leyla", "ceelkoqyuqkoqiji", "dongjintian", "piprjall"] {
        for seed in ["4", "9"] {
            let fast = boardlore(&["random", "--game", game, "--seed", seed], None);
            let reference = boardlore(&["random", "--game", game, "--seed", seed, "--engine", "reference"], None);
            assert!(reference.status.success(), "{}", text(&reference.stderr));
            assert_eq!(text(&fast.stdout), text(&reference.stdout), "{game}");
            let replayed = boardlore(&["replay", "-", "--engine", "reference"], Some(&text(&fast.stdout)));
            assert_eq!(text(&replayed.stdout), text(&boardlore(&["replay", "-"], Some(&text(&fast.stdout))).stdout));
        }
        let study = |engine: &str| {
            boardlore(&["study", "--game", game, "--games", "6", "--seed", "2", "--engine", engine], None).stdout
        };
        assert_eq!(text(&study("reference")), text(&study("fast")), "{game}");
        assert_eq!(text(&study("reference")).lines().count(), 6);
    }
    // The bench of a reference engine also times a whole search (minutes for the slow references
    // in a debug build): one game shows that the engine choice reaches it.
    let bench = boardlore(&["bench", "--game", "dongjintian", "--seconds", "0.1", "--engine", "reference"], None);
    assert!(text(&bench.stdout).contains("playouts per second"), "{}", text(&bench.stderr));
    let bad = text(&boardlore(&["random", "--game", "leyla", "--seed", "1", "--engine", "slow"], None).stderr);
    assert!(bad.contains("[possible values: fast, reference]"), "{bad}");
}

/// A Leyla round where North's first move, b5, throws away a capture of 12 (b4 takes a1 and b6).
const BLUNDER: &str = r#"{"format":"boardlore-record","version":3,"game":"leyla","rules":{"single_round":true},"actions":["a1","b5","a4"]}"#;

#[test]
fn review_names_a_blunder_and_the_better_move_in_words() {
    let out = boardlore(&["review", "-", "--seats", "2", "--budget", "300", "--seed", "4"], Some(BLUNDER));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listing = text(&out.stdout);
    let line = listing.lines().find(|l| l.starts_with("2. North b5")).unwrap_or_else(|| panic!("{listing}"));
    assert!(line.contains("Blunder; better b"), "{listing}");
    assert!(listing.contains("North played b5: it captured nothing."), "{listing}");
    assert!(listing.contains("would have captured 12 from a1 and b6"), "{listing}");
    assert!(listing.contains("North: 0 best, 0 good, 0 inaccuracies, 0 mistakes, 1 blunder"), "{listing}");
    // The same review in Icelandic.
    let is =
        boardlore(&["review", "-", "--seats", "2", "--budget", "300", "--seed", "4", "--lang", "is"], Some(BLUNDER));
    assert!(text(&is.stdout).contains("Norður lék b5"), "{}", text(&is.stdout));
}

#[test]
fn review_json_is_the_librarys_review_for_the_same_seed() {
    let out = boardlore(&["review", "-", "--budget", "200", "--seed", "9", "--json"], Some(BLUNDER));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let printed: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(printed["decisions"].as_array().map(Vec::len), Some(3), "{printed}");
    assert_eq!(printed["decisions"][1]["class"], "blunder", "{printed}");
    let record = boardlore::record::Record::parse(BLUNDER).unwrap();
    let seats = [boardlore::engine::Seat::FIRST, boardlore::engine::Seat::SECOND];
    // The command line searches in the review's parts unless told.
    let effort = boardlore::ai::parallel::Effort { iterations: 200, parts: boardlore::coach::EFFORT.parts };
    let library = boardlore::coach::review(&record, &seats, effort, 9).unwrap();
    assert_eq!(text(&out.stdout).trim_end(), library.to_json());
}

#[test]
fn review_refuses_bad_records_and_options_in_words() {
    let cases = [
        (
            r#"{"format":"boardlore-record","version":3,"game":"leyla","actions":["a1","a2"]}"#,
            1,
            "action 2: action 'a2' refused",
        ),
        (r#"{"format":"boardlore-record","version":3,"game":"chess","actions":[]}"#, 1, "chess"),
        ("{\"format\":\"boardlore-record\"", 1, "not a valid game record"),
    ];
    for (record, code, message) in cases {
        let out = boardlore(&["review", "-", "--budget", "50"], Some(record));
        assert_eq!(out.status.code(), Some(code), "{record}");
        assert!(text(&out.stderr).contains(message), "{record}: {}", text(&out.stderr));
        assert!(!text(&out.stderr).contains("panicked"));
    }
    for (args, message) in [(["--lang", "xx"], "'--lang'"), (["--seats", "3"], "seats 1 to 2")] {
        let out = boardlore(&[&["review", "-", "--budget", "50"], &args[..]].concat(), Some(BLUNDER));
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains(message), "{args:?}: {}", text(&out.stderr));
    }
}

#[test]
fn ladder_rates_the_levels_with_intervals() {
    let args = [
        "ladder",
        "--game",
        "leyla",
        "--rules",
        r#"{"single_round":true}"#,
        "--games",
        "1",
        "--parts",
        "2",
        "--hard-iterations",
        "300",
    ];
    let out = boardlore(&[&args[..], &["--json"]].concat(), None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let ladder: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let names: Vec<&str> =
        ladder["ratings"].as_array().unwrap().iter().map(|r| r["player"].as_str().unwrap()).collect();
    assert_eq!(names, ["random", "easy", "medium", "hard", "hardx2"]);
    let pairings = ladder["pairings"].as_array().unwrap();
    assert_eq!(pairings.len(), 10);
    let games =
        |p: &serde_json::Value| ["wins_a", "draws", "wins_b"].map(|k| p[k].as_u64().unwrap()).iter().sum::<u64>();
    assert!(pairings.iter().all(|p| games(p) == 1), "{pairings:?}");
    for rating in ladder["ratings"].as_array().unwrap().iter().skip(1) {
        let [low, elo, high] = ["low", "elo", "high"].map(|k| rating[k].as_f64().unwrap());
        assert!(low < elo && elo < high, "{rating}");
    }
    let table = boardlore(&args, None);
    assert!(text(&table.stdout).contains("95% interval"), "{}", text(&table.stdout));
    let unknown = boardlore(&["ladder", "--game", "chess", "--games", "1"], None);
    assert_eq!(unknown.status.code(), Some(1));
    assert!(text(&unknown.stderr).contains("chess"));
}

#[test]
fn ladders_of_separate_rounds_merge_as_one_run_and_bad_parts_are_refused() {
    let dir = std::env::temp_dir().join(format!("boardlore-ladder-merge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = |p: &std::path::PathBuf| p.to_str().expect("a path in UTF-8").to_string();
    let run = |extra: &[&str]| {
        let base = ["ladder", "--game", "leyla", "--rules", r#"{"single_round":true}"#, "--parts", "1"];
        let out = boardlore(&[&base[..], &["--hard-iterations", "40", "--json"], extra].concat(), None);
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let whole = run(&["--games", "2"]);
    let (later, earlier) = (dir.join("later.json"), dir.join("earlier.json"));
    std::fs::write(&later, run(&["--first-round", "1", "--games", "1"])).unwrap();
    std::fs::write(&earlier, run(&["--games", "1"])).unwrap();
    let merged = boardlore(&["ladder", "--json", "--merge", &path(&later), &path(&earlier)], None);
    assert!(merged.status.success(), "{}", text(&merged.stderr));
    let value = |t: &str| serde_json::from_str::<serde_json::Value>(t).expect("JSON");
    assert_eq!(value(&text(&merged.stdout)), value(&whole), "two jobs' rounds merged are the run of both");
    let twice = boardlore(&["ladder", "--merge", &path(&earlier), &path(&earlier)], None);
    assert_eq!(twice.status.code(), Some(1));
    assert!(text(&twice.stderr).contains("round 0 was played by two"), "{}", text(&twice.stderr));
    let broken = dir.join("broken.json");
    std::fs::write(&broken, "{\"game\": \"leyla\"").unwrap();
    let refused = boardlore(&["ladder", "--merge", &path(&broken)], None);
    assert_eq!(refused.status.code(), Some(1));
    assert!(text(&refused.stderr).contains("not a ladder written with --json"), "{}", text(&refused.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn jsonl_dash_is_standard_output() {
    // `--jsonl -` writes the rows where a study without files writes them, never a file named "-".
    let dir = std::env::temp_dir().join(format!("boardlore-jsonl-dash-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_boardlore")).args(args).current_dir(&dir).output().expect("runs")
    };
    let study = ["study", "--game", "leyla", "--games", "3", "--seed", "5"];
    let plain = run(&study);
    let dash = run(&[&study[..], &["--jsonl", "-"]].concat());
    assert!(dash.status.success(), "{}", text(&dash.stderr));
    assert_eq!(text(&dash.stdout), text(&plain.stdout));
    assert_eq!(text(&dash.stdout).lines().filter(|l| l.starts_with('{')).count(), 3, "three rows");
    assert!(!dir.join("-").exists(), "no file named -");
    let both = run(&[&study[..], &["--jsonl", "-", "--csv", "rows.csv"]].concat());
    assert_eq!(both.status.code(), Some(2));
    assert!(text(&both.stderr).contains("--jsonl -"), "{}", text(&both.stderr));
    std::fs::remove_dir_all(&dir).expect("removed");
}
