//! `boardlore`: the command-line tool for researchers and tests (no web feature needed).
//!
//! ```text
//! boardlore games
//! boardlore lessons                (each lesson step's set-up and the moves that answer it)
//! boardlore random --game leyla --seed 7 [--rules '{"skip_origin":true}']
//! boardlore replay FILE            (FILE may be - for standard input)
//! boardlore bench --game leyla --seconds 3 [--seed 1] [--playouts N]
//! boardlore think FILE [--workers W]  (a search request, answered as the app's worker does)
//! boardlore arena --game leyla --a hard --b easy --games 20 [--a-workers W] [--hard-iterations N]
//! boardlore study --game leyla --setting '{"seats":["hard","random"]}' --games 1000 --csv rows.csv
//! ```

use boardlore::ai::parallel::Effort;
use boardlore::ai::Level;
use boardlore::any_game::{AnyGame, Tally};
use boardlore::catalogue::{self, CATALOGUE};
use boardlore::engine::{Rng, Seat, ToAct};
use boardlore::lessons;
use boardlore::record::link::GameLink;
use boardlore::record::{random_record, Record};
use boardlore::study::{self, output, stats, Setting, Shard, Study, StudyError};
use boardlore::think;
use serde_json::{json, Value};
use std::fs::File;
use std::io::{BufWriter, ErrorKind, Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "usage:
  boardlore games                                   list games and their rule options
  boardlore lessons                                 every lesson step with the moves that answer it (JSON)
  boardlore random --game ID --seed N [--rules JSON]  play a seeded random game, print its record
  boardlore replay FILE|-                           replay a record, print the final position as JSON
  boardlore bench --game ID --seconds S [--seed N] [--rules JSON] [--playouts N]
                                                    random playouts and search iterations per second
                                                    (--playouts: that many and one search, for profilers)
  boardlore think FILE|- [--workers W]              answer a search request as the app's worker does
                                                    (--workers: in W root-parallel parts, merged)
  boardlore link FILE|-                             a record as the app's `record=` parameter (the analysis board)
  boardlore arena --game ID --a LEVEL --b LEVEL --games N [--seed S] [--rules JSON]
                  [--a-workers W] [--b-workers W] [--hard-iterations N]
                                                    computer against computer (levels: random, easy, medium, hard;
                                                    workers: each decision searched in W root-parallel parts)
  boardlore study --game ID --setting JSON [--setting JSON ...] --games N [--seed S] [--threads T]
                  [--shard I/N] [--csv FILE] [--jsonl FILE] [--check]
                                                    N seeded games per setting (JSON: rules and a level per seat)
                                                    on every core: one row per game, a summary per setting";

/// A failure, with the exit code it should give.
struct Failure {
    code: u8,
    message: String,
}

fn usage(message: impl Into<String>) -> Failure {
    Failure { code: 2, message: format!("{}\n{USAGE}", message.into()) }
}

fn fail(message: impl Into<String>) -> Failure {
    Failure { code: 1, message: message.into() }
}

/// `--name value` options after the command word, and `--name` flags without a value.
struct Options(Vec<(String, String)>);

impl Options {
    fn parse(args: &[String], known: &[&str]) -> Result<Options, Failure> {
        Options::with_flags(args, known, &[])
    }

    fn with_flags(args: &[String], known: &[&str], flags: &[&str]) -> Result<Options, Failure> {
        let mut pairs = Vec::new();
        let mut rest = args.iter();
        while let Some(flag) = rest.next() {
            let name = flag
                .strip_prefix("--")
                .filter(|n| known.contains(n) || flags.contains(n))
                .ok_or_else(|| usage(format!("unknown option '{flag}'")))?;
            let value = if flags.contains(&name) {
                String::new()
            } else {
                rest.next().ok_or_else(|| usage(format!("option --{name} needs a value")))?.clone()
            };
            pairs.push((name.to_string(), value));
        }
        Ok(Options(pairs))
    }

    fn flag(&self, name: &str) -> bool {
        self.0.iter().any(|(n, _)| n == name)
    }

    fn all(&self, name: &str) -> Vec<&str> {
        self.0.iter().filter(|(n, _)| n == name).map(|(_, v)| v.as_str()).collect()
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    fn required(&self, name: &str) -> Result<&str, Failure> {
        self.get(name).ok_or_else(|| usage(format!("option --{name} is required")))
    }

    fn number<T: std::str::FromStr>(&self, name: &str, default: Option<T>) -> Result<T, Failure> {
        match (self.get(name), default) {
            (Some(text), _) => text.parse().map_err(|_| usage(format!("--{name} must be a number, not '{text}'"))),
            (None, Some(value)) => Ok(value),
            (None, None) => Err(usage(format!("option --{name} is required"))),
        }
    }
}

/// Every lesson of every game as JSON: for each step, the actions that set it up and the legal
/// moves that do what it asks (what a visitor may tap), or why the step does not work.
fn lessons_json() -> Result<String, Failure> {
    let mut lessons = Vec::new();
    for game in CATALOGUE {
        for (index, lesson) in game.lessons.iter().enumerate() {
            let steps = (0..lesson.steps.len())
                .map(|number| {
                    let answers = lessons::check(game, lesson, number).map_err(|e| fail(e.to_string()))?;
                    let step = &lesson.steps[number];
                    Ok(json!({ "setup": step.setup, "notes": step.notes, "answers": answers }))
                })
                .collect::<Result<Vec<Value>, Failure>>()?;
            lessons.push(json!({ "game": game.id, "lesson": index, "title": lesson.title, "rules": lesson.rules, "steps": steps }));
        }
    }
    Ok(serde_json::to_string_pretty(&lessons).expect("JSON"))
}

fn games_list() -> String {
    let mut out = String::new();
    for game in CATALOGUE {
        out.push_str(&format!("{:<18} {} ({}; {} players)\n", game.id, game.name, game.origin, game.players));
        for option in game.options {
            out.push_str(&format!("    {} (default {}): {}\n", option.name, option.default, option.meaning));
        }
        if let Ok(start) = catalogue::new_game(game.id, &Value::Null) {
            let budgets: Vec<String> = [Level::Easy, Level::Medium, Level::Hard]
                .into_iter()
                .map(|level| format!("{level} {}", start.iterations(level)))
                .collect();
            out.push_str(&format!("    computer: search iterations per decision: {}\n", budgets.join(", ")));
        }
    }
    out
}

fn random(options: &Options) -> Result<String, Failure> {
    let game_id = options.required("game")?;
    let seed: u64 = options.number("seed", None)?;
    let rules: Value = match options.get("rules") {
        Some(text) => serde_json::from_str(text).map_err(|e| usage(format!("--rules is not JSON: {e}")))?,
        None => Value::Null,
    };
    let record = random_record(game_id, rules, seed).map_err(|e| fail(e.to_string()))?;
    Ok(record.to_json())
}

fn position_json(game_id: &str, game: &AnyGame) -> Value {
    let view = game.view();
    let topology = game.topology();
    let sites: Vec<Value> = topology
        .sites
        .iter()
        .zip(&view.sites)
        .map(|(spec, site)| {
            json!({
                "id": spec.id,
                "count": site.count,
                "owner": site.owner.map(|s| s.index()),
                "state": site.state.name(),
                "large": site.large,
            })
        })
        .collect();
    json!({
        "game": game_id,
        "to_act": view.to_act.to_string(),
        "status": view.status,
        "sites": sites,
        "scores": view.scores,
        "returns": view.returns,
        "legal": view.legal.iter().map(|a| &a.text).collect::<Vec<_>>(),
        "legal_sites": view.legal.iter().map(|a| a.site.map(|s| topology.id(s))).collect::<Vec<_>>(),
        "legal_buttons": view.legal.iter().map(|a| a.button).collect::<Vec<_>>(),
        "path": view.path.iter().map(|&s| topology.id(s).to_string()).collect::<Vec<_>>(),
        "campaign": view.standing,
    })
}

fn read_input(path: &str) -> Result<String, Failure> {
    if path == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map_err(|e| fail(format!("cannot read standard input: {e}")))?;
        Ok(text)
    } else {
        std::fs::read_to_string(path).map_err(|e| fail(format!("cannot read {path}: {e}")))
    }
}

fn think(path: &str, workers: u32) -> Result<String, Failure> {
    let reply = think::respond_in_parts(&read_input(path)?, workers);
    if reply.contains("\"error\"") {
        return Err(fail(reply));
    }
    Ok(reply)
}

fn replay(path: &str) -> Result<String, Failure> {
    let text = read_input(path)?;
    let record = Record::parse(&text).map_err(|e| fail(format!("{path}: {e}")))?;
    let game = record.replay().map_err(|e| fail(format!("{path}: {e}")))?;
    Ok(serde_json::to_string_pretty(&position_json(&record.game, &game)).expect("JSON"))
}

/// A record as the app's `record=` parameter (every seat a person), after checking it replays.
fn link(path: &str) -> Result<String, Failure> {
    let text = read_input(path)?;
    let record = Record::parse(&text).map_err(|e| fail(format!("{path}: {e}")))?;
    let game = record.replay().map_err(|e| fail(format!("{path}: {e}")))?;
    let seats = vec![boardlore::player::Player::Person; game.seat_count()];
    Ok(format!("record={}", GameLink { record, seats }.encode()))
}

/// The `--rules` option: a JSON object of rule options (none: the defaults).
fn rules_option(options: &Options) -> Result<Value, Failure> {
    match options.get("rules") {
        Some(text) => serde_json::from_str(text).map_err(|e| usage(format!("--rules is not JSON: {e}"))),
        None => Ok(Value::Null),
    }
}

fn bench(options: &Options) -> Result<String, Failure> {
    let game_id = options.required("game")?;
    let seconds: f64 = options.number("seconds", Some(3.0))?;
    if !(seconds > 0.0 && seconds <= 3600.0) {
        return Err(usage("--seconds must be between 0 and 3600"));
    }
    let seed: u64 = options.number("seed", Some(1))?;
    // A fixed number of playouts and one search instead of a time budget: the same work in every
    // run, for profilers that count instructions (callgrind) rather than time.
    let fixed: Option<u64> = options.get("playouts").map(|_| options.number("playouts", None)).transpose()?;
    let start_position = catalogue::new_game(game_id, &rules_option(options)?).map_err(|e| fail(e.to_string()))?;
    let mut rng = Rng::new(seed);
    let budget = Duration::from_secs_f64(seconds);
    let started = Instant::now();
    let (mut playouts, mut actions) = (0u64, 0u64);
    let chunk = if fixed.is_some() { 1 } else { 64 };
    while fixed.map_or(started.elapsed() < budget, |n| playouts < n) {
        for _ in 0..chunk {
            let mut game = start_position.clone();
            actions += game.playout(&mut rng);
            playouts += 1;
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    // The same games again, counted (untimed): moves by the seats, counters or pieces set down.
    let mut again = Rng::new(seed);
    let tally = (0..playouts).fold(Tally::default(), |sum, _| sum + start_position.clone().tally(&mut again));
    debug_assert_eq!(tally.actions, actions, "the counted games are the timed ones");
    // Search: hard-level searches, for a quarter of the time, from the first position after the
    // opening where a seat has a choice.
    let searched = think::first_choice(&start_position, seed)
        .ok_or_else(|| fail(format!("{game_id} has no position with a choice")))?;
    let search_started = Instant::now();
    let mut iterations = 0u64;
    while (fixed.is_none() && search_started.elapsed() < budget / 4) || iterations == 0 {
        let mut search = searched.searcher(iterations).expect("a seat acts");
        search.run(searched.iterations(Level::Hard));
        iterations += u64::from(search.iterations());
    }
    let search_elapsed = search_started.elapsed().as_secs_f64();
    let per = |n: u64| n as f64 / playouts as f64;
    Ok(format!(
        "game {game_id}: {playouts} random playouts in {elapsed:.2} s\n\
         playouts per second: {:.0}\n\
         rounds (games of a match) per playout: {:.2}; rounds per second: {:.0}\n\
         mean actions per game: {:.1} (decisions by the seats: {:.1}; turns: {:.1}; counters or pieces set down: {:.1})\n\
         actions per second: {:.0}\n\
         turns per second: {:.0}\n\
         nanoseconds per counter or piece set down: {:.1}\n\
         search iterations per second: {:.0}",
        playouts as f64 / elapsed,
        per(tally.rounds),
        tally.rounds as f64 / elapsed,
        per(actions),
        per(tally.moves),
        per(tally.turns),
        per(tally.drops),
        actions as f64 / elapsed,
        tally.turns as f64 / elapsed,
        elapsed * 1e9 / tally.drops.max(1) as f64,
        iterations as f64 / search_elapsed
    ))
}

fn arena(options: &Options) -> Result<String, Failure> {
    let game_id = options.required("game")?;
    let level = |name: &str| {
        let text = options.required(name)?;
        Level::parse(text).ok_or_else(|| usage(format!("--{name} must be random, easy, medium or hard, not '{text}'")))
    };
    let (a, b) = (level("a")?, level("b")?);
    let games: u32 = options.number("games", None)?;
    let seed: u64 = options.number("seed", Some(1))?;
    let start = catalogue::new_game(game_id, &rules_option(options)?).map_err(|e| fail(e.to_string()))?;
    let hard: u32 = options.number("hard-iterations", Some(start.iterations(Level::Hard)))?;
    let effort = |level: Level, workers: &str| -> Result<Effort, Failure> {
        let parts = workers_option(options.get(workers).unwrap_or("1"))?;
        let iterations = if level == Level::Hard { hard } else { start.iterations(level) };
        Ok(Effort { iterations, parts })
    };
    let (a_effort, b_effort) = (effort(a, "a-workers")?, effort(b, "b-workers")?);
    let seats = start.seat_count();
    let (mut wins, mut draws, mut losses) = (0.0, 0.0, 0.0);
    let (mut seat_wins, mut seat_games) = (vec![0u32; seats], vec![0u32; seats]);
    let started = Instant::now();
    for n in 0..games {
        // A takes each seat in turn; B takes every other seat.
        let a_seat = (n as usize) % seats;
        let mut game = start.clone();
        let mut rng = Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(u64::from(n)));
        let mut ply = 0u64;
        let game_started = Instant::now();
        loop {
            let action = match game.to_act() {
                ToAct::Over => break,
                ToAct::Chance => game.sample_chance(&mut rng),
                ToAct::Seat(seat) => {
                    let (level, effort) = if seat.index() == a_seat { (a, a_effort) } else { (b, b_effort) };
                    game.decide_with(level, effort, rng.next_u64() ^ ply)
                }
            };
            let action = action.ok_or_else(|| fail("a seat to act had no action"))?;
            game.apply_text(&action, &mut Vec::new()).map_err(|e| fail(e.to_string()))?;
            ply += 1;
        }
        let returns = game.view().returns;
        let mine = returns[a_seat];
        let best = returns.iter().copied().fold(f64::MIN, f64::max);
        seat_games[a_seat] += 1;
        let outcome = if mine > 0.0 && mine >= best {
            wins += 1.0;
            seat_wins[a_seat] += 1;
            "won"
        } else if mine == 0.0 && returns.iter().all(|&r| r == 0.0) {
            draws += 1.0;
            "drew"
        } else {
            losses += 1.0;
            "lost"
        };
        // Long arenas (a hard seat in a Ceelkoqyuqkoqiji campaign) report each game as it ends.
        note(&format!(
            "game {}/{games}: {a} in {} {outcome} after {ply} actions, {:.1} s",
            n + 1,
            Seat::new(a_seat as u8),
            game_started.elapsed().as_secs_f64()
        ));
    }
    let n = f64::from(games);
    let label = |level: Level, effort: Effort| match effort.parts {
        1 => level.to_string(),
        parts => format!("{level} in {parts} parts"),
    };
    let budget = match options.get("hard-iterations") {
        Some(_) => format!("\nhard searched {hard} iterations per decision (in each part)"),
        None => String::new(),
    };
    let (low, high) = stats::wilson(wins, n);
    let (low, high) = (100.0 * low, 100.0 * high);
    let by_seat: Vec<String> =
        (0..seats).map(|i| format!("{} {}/{}", Seat::new(i as u8), seat_wins[i], seat_games[i])).collect();
    Ok(format!(
        "game {game_id}, {seats} seats: {} (one seat, each in turn) against {} (the others), {games} games in {:.1} s\n{a} won {wins} ({:.1}%, 95% interval {low:.1}-{high:.1}%), drew {draws}, lost {losses}\nwins by the seat {a} sat in: {}{budget}",
        label(a, a_effort),
        label(b, b_effort),
        started.elapsed().as_secs_f64(),
        100.0 * wins / n.max(1.0),
        by_seat.join(", ")
    ))
}

/// A number of root-parallel parts (workers): 1 to 64.
fn workers_option(text: &str) -> Result<u32, Failure> {
    text.parse()
        .ok()
        .filter(|n| (1..=64).contains(n))
        .ok_or_else(|| usage(format!("workers must be 1 to 64, not '{text}'")))
}

/// Where a study's rows go: CSV and JSON Lines files, or JSON Lines on standard output.
struct RowWriters {
    csv: Option<BufWriter<File>>,
    jsonl: Option<Box<dyn Write>>,
    to_stdout: bool,
}

impl RowWriters {
    fn open(options: &Options) -> Result<RowWriters, Failure> {
        let create =
            |path: &str| File::create(path).map(BufWriter::new).map_err(|e| fail(format!("cannot create {path}: {e}")));
        let csv = options.get("csv").map(create).transpose()?;
        let jsonl: Option<Box<dyn Write>> = match options.get("jsonl") {
            Some(path) => Some(Box::new(create(path)?)),
            None if csv.is_none() => Some(Box::new(BufWriter::new(std::io::stdout().lock()))),
            None => None,
        };
        let to_stdout = options.get("jsonl").is_none() && csv.is_none();
        Ok(RowWriters { csv, jsonl, to_stdout })
    }

    /// What puts a row into the lines of the files open (run on the thread that played it).
    fn renderer(&self) -> impl Fn(&study::Row) -> (Option<String>, Option<String>) + Sync {
        let (csv, jsonl) = (self.csv.is_some(), self.jsonl.is_some());
        move |row| (csv.then(|| output::csv(row)), jsonl.then(|| output::jsonl(row)))
    }

    fn write(&mut self, (csv_line, jsonl_line): (Option<String>, Option<String>)) -> std::io::Result<()> {
        if let (Some(csv), Some(line)) = (&mut self.csv, csv_line) {
            writeln!(csv, "{line}")?;
        }
        if let (Some(jsonl), Some(line)) = (&mut self.jsonl, jsonl_line) {
            writeln!(jsonl, "{line}")?;
        }
        Ok(())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if let Some(csv) = &mut self.csv {
            csv.flush()?;
        }
        if let Some(jsonl) = &mut self.jsonl {
            jsonl.flush()?;
        }
        Ok(())
    }
}

/// A study's failure: a bad setting is a usage error; a broken invariant, a refused action or
/// a file that cannot be written is a failure.
fn study_failure(error: StudyError) -> Failure {
    match error {
        StudyError::Setting { .. } | StudyError::Seats { .. } | StudyError::Shard(_) => usage(error.to_string()),
        _ => fail(error.to_string()),
    }
}

fn study(options: &Options) -> Result<String, Failure> {
    let game_id = options.required("game")?;
    let games: u64 = options.number("games", None)?;
    let seed: u64 = options.number("seed", Some(1))?;
    let threads: Option<usize> = options.get("threads").map(|_| options.number("threads", None)).transpose()?;
    if threads == Some(0) {
        return Err(usage("--threads must be at least 1"));
    }
    let shard = options.get("shard").map(Shard::parse).transpose().map_err(study_failure)?.unwrap_or(Shard::WHOLE);
    let texts = options.all("setting");
    let texts = if texts.is_empty() { vec!["{}"] } else { texts };
    let settings = texts
        .iter()
        .enumerate()
        .map(|(index, text)| Setting::parse(game_id, index, text))
        .collect::<Result<Vec<Setting>, StudyError>>()
        .map_err(study_failure)?;
    let study = Study { settings, games, seed, shard, check: options.flag("check") };
    let mut writers = RowWriters::open(options)?;
    if let Some(csv) = &mut writers.csv {
        writeln!(csv, "{}", output::csv_header()).map_err(|e| fail(format!("cannot write the CSV: {e}")))?;
    }
    let started = Instant::now();
    let result = study::run(&study, threads, writers.renderer(), |_, lines| writers.write(lines)).and_then(|summary| {
        writers.flush().map_err(StudyError::Output)?;
        Ok(summary)
    });
    let summary = match result {
        Ok(summary) => summary,
        Err(StudyError::Output(e)) if e.kind() == ErrorKind::BrokenPipe => return Ok(String::new()),
        Err(error) => return Err(study_failure(error)),
    };
    let played: u64 = summary.settings.iter().map(|t| t.games).sum();
    let threads = threads.unwrap_or_else(rayon_threads);
    let text = format!(
        "study of {game_id}: {played} games (shard {}/{}, seed {seed}{}) in {:.2} s on {threads} thread{}\n{summary}",
        shard.index,
        shard.count,
        if study.check { ", every invariant checked" } else { "" },
        started.elapsed().as_secs_f64(),
        if threads == 1 { "" } else { "s" },
    );
    if writers.to_stdout {
        eprint!("{text}");
        Ok(String::new())
    } else {
        Ok(text)
    }
}

/// The threads a study uses when not told: one per core.
fn rayon_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

fn run(args: &[String]) -> Result<String, Failure> {
    let (command, rest) = args.split_first().ok_or_else(|| usage("no command given"))?;
    match command.as_str() {
        "games" => Ok(games_list()),
        "lessons" => lessons_json(),
        "random" => random(&Options::parse(rest, &["game", "seed", "rules"])?),
        "replay" => match rest {
            [path] => replay(path),
            _ => Err(usage("replay takes one file name (or - for standard input)")),
        },
        "think" => match rest {
            [path] => think(path, 1),
            [path, flag, workers] | [flag, workers, path] if flag == "--workers" => {
                think(path, workers_option(workers)?)
            }
            _ => Err(usage("think takes one file name (or - for standard input) and optionally --workers W")),
        },
        "link" => match rest {
            [path] => link(path),
            _ => Err(usage("link takes one file name (or - for standard input)")),
        },
        "bench" => bench(&Options::parse(rest, &["game", "seconds", "seed", "rules", "playouts"])?),
        "arena" => arena(&Options::parse(
            rest,
            &["game", "a", "b", "games", "seed", "rules", "a-workers", "b-workers", "hard-iterations"],
        )?),
        "study" => study(&Options::with_flags(
            rest,
            &["game", "setting", "games", "seed", "threads", "shard", "csv", "jsonl"],
            &["check"],
        )?),
        "help" | "--help" | "-h" => Ok(USAGE.to_string()),
        other => Err(usage(format!("unknown command '{other}'"))),
    }
}

/// Writes a line to standard error; a closed standard error is no reason to stop.
fn note(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(output) if output.is_empty() => ExitCode::SUCCESS,
        Ok(output) => match writeln!(std::io::stdout().lock(), "{}", output.trim_end()) {
            Ok(()) => ExitCode::SUCCESS,
            // The reader stopped early (`boardlore replay FILE | head`): nothing more to say.
            Err(error) if error.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(error) => {
                note(&format!("boardlore: cannot write the output: {error}"));
                ExitCode::FAILURE
            }
        },
        Err(failure) => {
            note(&format!("boardlore: {}", failure.message));
            ExitCode::from(failure.code)
        }
    }
}
