//! What the study page runs: the games of a study played one at a time ([`play_nth`]), or in
//! batches through the computer player's worker wire, give exactly the rows `boardlore study`
//! gives; and the page's address reads back as the study it links to, with what it cannot take
//! refused in words.

use boardlore::ai::Level;
use boardlore::catalogue;
use boardlore::study::batch::Batch;
use boardlore::study::output::csv;
use boardlore::study::plan::{Plan, PlanProblem, MAX_GAMES};
use boardlore::study::{play_nth, run, Row, Setting, Shard, Study};
use boardlore::think::{respond, Incoming, Reply, Wire};
use serde_json::{json, Map, Value};
use std::collections::HashMap;

fn study(game: &str, texts: &[&str], games: u64, seed: u64) -> Study {
    let settings = texts.iter().enumerate().map(|(i, t)| Setting::parse(game, i, t).expect("a setting")).collect();
    Study { settings, games, seed, shard: Shard::WHOLE, check: false }
}

fn csv_of(rows: &[Row]) -> Vec<String> {
    rows.iter().map(csv).collect()
}

/// The CSV lines of `study` as `boardlore study` makes them, on two threads.
fn threaded(study: &Study) -> Vec<String> {
    let mut lines = Vec::new();
    run(study, Some(2), csv, |_, line| {
        lines.push(line);
        Ok(())
    })
    .expect("the study runs");
    lines
}

#[test]
fn games_played_one_at_a_time_give_the_rows_of_the_study() {
    for study in [
        study("leyla", &[r#"{"rules":{"single_round":true},"seats":["easy","random"]}"#, r#"{}"#], 25, 9),
        study("dongjintian", &[r#"{}"#, r#"{"rules":{"centre":"gap"}}"#], 15, 3),
    ] {
        let mut sequential = Vec::new();
        for (index, setting) in study.settings.iter().enumerate() {
            for game in 0..study.games {
                sequential.push(play_nth(setting, index, study.seed, game).expect("a game"));
            }
        }
        assert_eq!(sequential.len() as u64, 2 * study.games);
        assert_eq!(csv_of(&sequential), threaded(&study));
        let other = play_nth(&study.settings[0], 0, study.seed + 1, 0).expect("a game");
        assert_ne!(other.seed, sequential[0].seed, "the seed counts");
    }
}

#[test]
fn batches_through_the_worker_wire_give_the_same_rows() {
    // Four seats whose returns are thirds: the floats must cross the wire exactly.
    let study = study("dongjintian", &[r#"{}"#, r#"{"rules":{"centre":"gap"}}"#], 13, 21);
    let mut rows = Vec::new();
    for (index, setting) in study.settings.iter().enumerate() {
        let mut from = 0;
        for count in [1, 5, 7] {
            let request = json!({ "study": Batch::new(setting, index, study.seed, from, count) }).to_string();
            // What the worker posts for the request, and what the page reads of it.
            let posted = match Incoming::read(&request) {
                Incoming::Answered(reply) => reply.to_wire(),
                _ => panic!("a batch is answered at once"),
            };
            let Wire::Bytes(bytes) = posted else { panic!("a batch's games cross as bytes, not {posted:?}") };
            match Reply::read_bytes(&bytes) {
                Reply::StudyGames { study_games } => {
                    assert_eq!((study_games.setting, study_games.from), (index, from));
                    let played = study_games.rows(&study.settings, study.seed);
                    assert_eq!(played.len() as u64, count);
                    rows.extend(played);
                }
                other => panic!("rows expected, got {other:?}"),
            }
            from += count;
        }
    }
    assert!(rows.iter().any(|r| r.outcome.returns.iter().any(|&x| x.fract() != 0.0)), "some returns are fractions");
    assert_eq!(csv_of(&rows), threaded(&study));
}

#[test]
fn a_batch_of_a_setting_the_game_refuses_is_answered_with_the_reason() {
    for (batch, says) in [
        (
            json!({"game": "leyla", "setting": 0, "rules": {"repayment": "never"}, "seats": [], "seed": 1, "from": 0, "count": 2}),
            "never",
        ),
        (
            json!({"game": "leyla", "setting": 1, "rules": {}, "seats": ["hard"], "seed": 1, "from": 0, "count": 2}),
            "1 seats given",
        ),
        (
            json!({"game": "chess", "setting": 0, "rules": {}, "seats": [], "seed": 1, "from": 0, "count": 2}),
            "unknown game",
        ),
        (json!({"game": "leyla"}), "not a search request"),
    ] {
        match Reply::read(&respond(&json!({ "study": batch }).to_string())) {
            Some(Reply::Error { error, .. }) => assert!(error.contains(says), "{error}"),
            other => panic!("an error expected, got {other:?}"),
        }
    }
}

fn params(query: &str) -> HashMap<String, String> {
    let query = query.strip_prefix('?').expect("a query");
    query
        .split('&')
        .map(|pair| {
            let (k, v) = pair.split_once('=').expect("name=value");
            (k.to_string(), decode(v))
        })
        .collect()
}

/// Undoes percent-encoding (what the browser's URLSearchParams does).
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            out.push(u8::from_str_radix(&text[i + 1..i + 3], 16).expect("hex"));
            i += 3;
        } else {
            out.push(if bytes[i] == b'+' { b' ' } else { bytes[i] });
            i += 1;
        }
    }
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn a_plan_reads_back_from_its_own_link() {
    let game = catalogue::info("ceelkoqyuqkoqiji").unwrap();
    let mut plan = Plan::usual(game);
    plan.settings[1].set_rule(game, "players", json!(4));
    plan.settings[1].set_rule(game, "ruleset", json!("fourteen_holes"));
    assert_eq!(plan.settings[1].seats, [Level::Random; 4], "four players, four seats");
    plan.settings[0].seats = vec![Level::Hard, Level::Easy];
    plan.games = 70;
    plan.seed = (1 << 53) + 5;
    let link = plan.query();
    assert!(link.contains("rules2=players%3A4%2Cruleset%3Afourteen_holes"), "{link}");
    let query = params(&link);
    let (read, problems) = Plan::from_query(|name| query.get(name).cloned());
    assert_eq!(problems, []);
    assert_eq!(read, plan);
    let settings = read.settings().expect("settings");
    assert_eq!(settings[1].seats.len(), 4);
    assert_eq!(settings[0].to_json(), json!({"rules": {}, "seats": ["hard", "easy"]}));
    assert_eq!(
        plan.command(),
        format!(
            "boardlore study --game ceelkoqyuqkoqiji --games 70 --seed {} --setting '{}' --setting '{}'",
            (1u64 << 53) + 5,
            r#"{"rules":{},"seats":["hard","easy"]}"#,
            r#"{"rules":{"players":4,"ruleset":"fourteen_holes"},"seats":["random","random","random","random"]}"#
        )
    );
}

#[test]
fn what_an_address_cannot_take_is_refused_and_the_usual_value_taken() {
    let ask = |pairs: &[(&str, &str)]| {
        let query: HashMap<String, String> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Plan::from_query(|name| query.get(name).cloned())
    };
    let (plan, problems) = ask(&[]);
    assert_eq!((plan.game.id, plan.games, plan.seed, problems.len()), ("leyla", 100, 1, 0));
    let (plan, problems) = ask(&[("game", "chess"), ("games", "0"), ("seed", "-1")]);
    assert_eq!(plan, Plan::usual(catalogue::CATALOGUE[0]));
    assert_eq!(
        problems,
        [PlanProblem::UnknownGame("chess".into()), PlanProblem::Games("0".into()), PlanProblem::Seed("-1".into())]
    );
    let too_many = (MAX_GAMES + 1).to_string();
    let (_, problems) = ask(&[("games", &too_many), ("rules1", "single_round"), ("seats2", "hard,wizard")]);
    assert_eq!(
        problems,
        [
            PlanProblem::RulesText { setting: 0, text: "single_round".into() },
            PlanProblem::Level { setting: 1, value: "wizard".into() },
            PlanProblem::Games(too_many)
        ]
    );
    let (plan, problems) = ask(&[("rules1", "repayment:never"), ("seats1", "hard"), ("rules2", "single_round:true")]);
    assert!(matches!(&problems[0], PlanProblem::Rules { setting: 0, problems } if problems.len() == 1), "{problems:?}");
    assert_eq!(problems[1], PlanProblem::Seats { setting: 0, given: 1, seats: 2 });
    assert_eq!(problems.len(), 2);
    assert_eq!(plan.settings[0].rules, Map::new());
    assert_eq!(plan.settings[1].rules.get("single_round"), Some(&Value::Bool(true)));
    assert!(
        problems[0].to_string().starts_with("setting 1: The rule option repayment has no value \"never\""),
        "{}",
        problems[0]
    );
}
