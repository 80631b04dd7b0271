//! `boardlore`: the command-line tool for researchers and tests (no web feature needed).
//! `boardlore --help` lists the commands, `boardlore COMMAND --help` each one's options.
//!
//! ```text
//! boardlore games
//! boardlore lessons                (each lesson step's set-up and the moves that answer it)
//! boardlore random --game leyla --seed 7 [--rules '{"skip_origin":true}'] [--engine reference]
//! boardlore replay FILE            (FILE may be - for standard input)
//! boardlore bench --game leyla --seconds 3 [--seed 1] [--playouts N]
//! boardlore think FILE [--workers W]  (a search request, answered as the app's worker does)
//! boardlore arena --game leyla --a hard --b easy --games 20 [--a-workers W] [--hard-iterations N]
//! boardlore review FILE [--seats 1,2] [--budget N] [--seed S] [--json] [--lang is]
//! boardlore ladder --game leyla [--games N] [--first-round R] [--minutes M] [--seed S] [--parts P] [--json]
//! boardlore ladder --merge FILE... [--json]
//! boardlore study --game leyla --setting '{"seats":["hard","random"]}' --games 1000 --csv rows.csv
//! boardlore study merge part-*.manifest.json --csv rows.csv
//! boardlore study missing part-*.manifest.json --of 100
//! boardlore completions bash
//! ```

#[path = "args.rs"]
mod args;
#[path = "progress.rs"]
mod progress;

use args::{ArenaArgs, Cli, Command, GameArgs, LadderArgs, ReviewArgs, ShardCommand, StudyArgs, StudyCommand};
use boardlore::ai::parallel::Effort;
use boardlore::ai::Level;
use boardlore::any_game::{AnyGame, Tally};
use boardlore::catalogue::{self, Engine, CATALOGUE};
use boardlore::coach::{self, ladder, Class};
use boardlore::engine::{Arg, Rng, Seat, ToAct};
use boardlore::i18n::{Lang, Messages};
use boardlore::lessons;
use boardlore::record::link::GameLink;
use boardlore::record::{random_record_from, Record};
use boardlore::study::shards::{self, Hashing, Manifest, RowsFile, ShardError};
use boardlore::study::{self, output, stats, Setting, Shard, Study, StudyError};
use boardlore::think;
use clap::{CommandFactory, Parser};
use progress::Progress;
use serde_json::{json, Value};
use std::fs::File;
use std::io::{BufWriter, ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// A failure, with the exit code it should give.
struct Failure {
    code: u8,
    message: String,
}

/// A value the options' own checks could not see is wrong (exit code 2, as clap's errors).
fn usage(message: impl Into<String>) -> Failure {
    Failure { code: 2, message: format!("{}\n\nFor more information, try '--help'.", message.into()) }
}

fn fail(message: impl Into<String>) -> Failure {
    Failure { code: 1, message: message.into() }
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

/// Game `id`'s texts in English, as Fluent messages: what the English bundle holds for it, made
/// from the game's source (`i18n::game_english_ftl`).
fn words(id: &str) -> Result<String, Failure> {
    let info = catalogue::info(id).ok_or_else(|| fail(format!("unknown game '{id}' (see boardlore games)")))?;
    Ok(boardlore::i18n::game_english_ftl(info))
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

fn random(game: &GameArgs, seed: u64) -> Result<String, Failure> {
    let start = start(game)?;
    let record = random_record_from(&game.game, game.rules(), seed, start).map_err(|e| fail(e.to_string()))?;
    Ok(record.to_json())
}

/// The game named by `--game`, set up with `--rules`, played by `--engine`.
fn start(game: &GameArgs) -> Result<AnyGame, Failure> {
    catalogue::start(&game.game, &game.rules(), game.engine.engine.into()).map_err(|e| fail(e.to_string()))
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
        "status": boardlore::i18n::in_english(&view.status_phrase),
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

fn replay(path: &str, engine: Engine) -> Result<String, Failure> {
    let text = read_input(path)?;
    let record = Record::parse(&text).map_err(|e| fail(format!("{path}: {e}")))?;
    let start = catalogue::start(&record.game, &record.rules, engine).map_err(|e| fail(format!("{path}: {e}")))?;
    let game = record.replay_from(start, |_, _| ()).map_err(|e| fail(format!("{path}: {e}")))?;
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

/// `fixed`: a fixed number of playouts and one search instead of a time budget, the same work in
/// every run, for profilers that count instructions (callgrind) rather than time.
fn bench(game: &GameArgs, seconds: f64, seed: u64, fixed: Option<u64>) -> Result<String, Failure> {
    let game_id = game.game.as_str();
    let start_position = start(game)?;
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

fn arena(options: &ArenaArgs, quiet: bool) -> Result<String, Failure> {
    let game_id = options.game.game.as_str();
    let (a, b): (Level, Level) = (options.a.into(), options.b.into());
    let (games, seed) = (options.games, options.seed);
    let start = start(&options.game)?;
    let hard: u32 = options.hard_iterations.unwrap_or_else(|| start.iterations(Level::Hard));
    let effort = |level: Level, parts: u32| {
        let iterations = if level == Level::Hard { hard } else { start.iterations(level) };
        Effort { iterations, parts }
    };
    let (a_effort, b_effort) = (effort(a, options.a_workers), effort(b, options.b_workers));
    let mut progress = Progress::new(u64::from(games), "games", quiet);
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
        if !quiet {
            progress.note(&format!(
                "game {}/{games}: {a} in {} {outcome} after {ply} actions, {:.1} s",
                n + 1,
                Seat::new(a_seat as u8),
                game_started.elapsed().as_secs_f64()
            ));
        }
        progress.add(1);
    }
    progress.finish();
    let n = f64::from(games);
    let label = |level: Level, effort: Effort| match effort.parts {
        1 => level.to_string(),
        parts => format!("{level} in {parts} parts"),
    };
    let budget = match options.hard_iterations {
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

/// `review`: each decision of the seats chosen, its class, the better move and the sentences in
/// the language chosen, then each seat's summary; or the review as JSON.
fn review(options: &ReviewArgs) -> Result<String, Failure> {
    let path = options.file.as_str();
    let lang = Lang::from_tag(&options.lang).ok_or_else(|| {
        let known: Vec<&str> = Lang::all().map(Lang::tag).collect();
        usage(format!("invalid value '{}' for '--lang': one of {}", options.lang, known.join(", ")))
    })?;
    let record = Record::parse(&read_input(path)?).map_err(|e| fail(format!("{path}: {e}")))?;
    let start = record.start().map_err(|e| fail(format!("{path}: {e}")))?;
    let count = start.seat_count();
    let seats: Vec<Seat> = if options.seats.is_empty() {
        (0..count).map(|i| Seat::new(i as u8)).collect()
    } else {
        if let Some(n) = options.seats.iter().find(|&&n| usize::from(n) > count) {
            return Err(usage(format!("invalid value '{n}' for '--seats': {} has seats 1 to {count}", record.game)));
        }
        options.seats.iter().map(|&n| Seat::new(n - 1)).collect()
    };
    let effort = Effort {
        iterations: options.budget.unwrap_or(coach::EFFORT.iterations),
        parts: options.workers.unwrap_or(coach::EFFORT.parts),
    };
    let review = coach::review(&record, &seats, effort, options.seed).map_err(|e| fail(format!("{path}: {e}")))?;
    if options.json {
        return Ok(review.to_json());
    }
    let messages = Messages::new(lang);
    let seat = |seat: Seat| messages.text("seat", &[("seat", Arg::Number(seat.index() as i64))]);
    let class = |class: Class| messages.text("coach-class", &[("class", Arg::Text(class.name().to_string()))]);
    let mut out = format!(
        "review of {} ({} decisions of {}), {} iterations x {} parts per search, seed {}\n",
        review.game,
        review.decisions.len(),
        seats.iter().map(|&s| seat(s)).collect::<Vec<_>>().join(", "),
        review.iterations,
        review.parts,
        review.seed
    );
    for decision in &review.decisions {
        let mut line =
            format!("{}. {} {}: {}", decision.index + 1, seat(decision.seat), decision.played, class(decision.class));
        if decision.about_equal {
            line.push_str(&format!(" ({}: {})", messages.get("coach-about-equal"), decision.best));
        } else if decision.best != decision.played {
            line.push_str(&format!("; better {} (drop {:.2} +- {:.2})", decision.best, decision.drop, decision.margin));
        }
        out.push_str(&line);
        out.push('\n');
        for sentence in decision.sentences() {
            out.push_str(&format!("    {}\n", messages.phrase(&sentence)));
        }
    }
    for summary in &review.summary {
        out.push_str(&messages.phrase(&summary.phrase()));
        out.push('\n');
    }
    Ok(out)
}

/// `ladder`: the levels against each other, rated, as a table or JSON.
fn ladder_run(options: &LadderArgs, quiet: bool) -> Result<String, Failure> {
    let started = Instant::now();
    if !options.merge.is_empty() {
        let mut parts = Vec::new();
        for path in &options.merge {
            let text = std::fs::read_to_string(path).map_err(|e| fail(format!("{}: {e}", path.display())))?;
            let part: ladder::Ladder = serde_json::from_str(&text)
                .map_err(|e| fail(format!("{}: not a ladder written with --json ({e})", path.display())))?;
            parts.push(part);
        }
        let table = ladder::merge(&parts).map_err(|e| fail(e.to_string()))?;
        return Ok(ladder_text(&table, options.json, started));
    }
    let Some(game) = options.game.as_deref() else { return Err(fail("--game or --merge is needed".to_string())) };
    let rules = options.rules.clone().unwrap_or(Value::Null);
    let mut players = ladder::players(game, &rules, options.parts).map_err(|e| fail(e.to_string()))?;
    if let Some(iterations) = options.hard_iterations {
        players.iter_mut().filter(|p| p.level == Level::Hard).for_each(|p| p.effort.iterations = iterations);
    }
    let pairings = (players.len() * (players.len() - 1) / 2) as u64;
    let mut progress = Progress::new(pairings * u64::from(options.games), "games", quiet);
    let limit = options.minutes.map(|m| Duration::from_secs_f64(60.0 * m));
    let (first, games, seed) = (options.first_round, options.games, options.seed);
    let result = ladder::ladder_observed(game, &rules, &players, first, games, seed, &mut || {
        progress.add(1);
        limit.is_none_or(|limit| started.elapsed() < limit)
    });
    progress.finish();
    let table = result.map_err(|e| fail(e.to_string()))?;
    Ok(ladder_text(&table, options.json, started))
}

/// A ladder as JSON, or as a table with how long it took since `started`.
fn ladder_text(table: &ladder::Ladder, json: bool, started: Instant) -> String {
    if json {
        return serde_json::to_string_pretty(table).expect("JSON");
    }
    let rounds: Vec<String> =
        table.rounds.iter().map(|[from, to]| format!("{from}-{}", to.saturating_sub(1))).collect();
    let mut out = format!(
        "ladder of {}: {} games per pairing (rounds {}), seed {}, {:.0} s\nBradley-Terry rating (Elo scale, {} at 0), 95% interval\n",
        table.game,
        table.games_per_pairing,
        rounds.join(", "),
        table.seed,
        started.elapsed().as_secs_f64(),
        table.ratings.first().map_or("", |r| r.player.as_str())
    );
    for rating in &table.ratings {
        out.push_str(&format!(
            "{:<10} {:>7.0}  [{:.0}, {:.0}]  ({} iterations per decision)\n",
            rating.player, rating.elo, rating.low, rating.high, rating.iterations
        ));
    }
    out.push_str("pairings (wins of the first, draws, wins of the second):\n");
    for p in &table.pairings {
        out.push_str(&format!("{:<10} {:<10} {} {} {}\n", p.a, p.b, p.wins_a, p.draws, p.wins_b));
    }
    out
}

/// Where a study's rows go: CSV and JSON Lines files (each hashed as it is written, for the
/// shard's manifest), or JSON Lines on standard output.
struct RowWriters {
    csv: Option<(PathBuf, Hashing<BufWriter<File>>)>,
    jsonl: Option<(PathBuf, Hashing<BufWriter<File>>)>,
    stdout: Option<BufWriter<std::io::StdoutLock<'static>>>,
}

impl RowWriters {
    /// `hash`: keep each file's SHA-256, for a manifest.
    fn open(csv: Option<&Path>, jsonl: Option<&Path>, hash: bool) -> Result<RowWriters, Failure> {
        let create = |path: &Path| {
            File::create(path)
                .map(|file| (path.to_path_buf(), Hashing::new(BufWriter::new(file), hash)))
                .map_err(|e| fail(format!("cannot create {}: {e}", path.display())))
        };
        let (csv, jsonl) = (csv.map(create).transpose()?, jsonl.map(create).transpose()?);
        let stdout = (csv.is_none() && jsonl.is_none()).then(|| BufWriter::new(std::io::stdout().lock()));
        Ok(RowWriters { csv, jsonl, stdout })
    }

    /// What puts a row into the lines of the files open (run on the thread that played it).
    fn renderer(&self) -> impl Fn(&study::Row) -> (Option<String>, Option<String>) + Sync {
        let (csv, jsonl) = (self.csv.is_some(), self.jsonl.is_some() || self.stdout.is_some());
        move |row| (csv.then(|| output::csv(row)), jsonl.then(|| output::jsonl(row)))
    }

    fn write_header(&mut self) -> std::io::Result<()> {
        match &mut self.csv {
            Some((_, csv)) => writeln!(csv, "{}", output::csv_header()),
            None => Ok(()),
        }
    }

    fn write(&mut self, (csv_line, jsonl_line): (Option<String>, Option<String>)) -> std::io::Result<()> {
        if let (Some((_, csv)), Some(line)) = (&mut self.csv, csv_line) {
            writeln!(csv, "{line}")?;
        }
        if let Some(line) = jsonl_line {
            match (&mut self.jsonl, &mut self.stdout) {
                (Some((_, jsonl)), _) => writeln!(jsonl, "{line}")?,
                (None, Some(stdout)) => writeln!(stdout, "{line}")?,
                (None, None) => {}
            }
        }
        Ok(())
    }

    /// Flushes every file; gives each file's kind, path and SHA-256 (if hashed).
    fn finish(self) -> std::io::Result<Vec<(&'static str, PathBuf, Option<String>)>> {
        if let Some(mut stdout) = self.stdout {
            stdout.flush()?;
        }
        let mut files = Vec::new();
        for (kind, file) in [("csv", self.csv), ("jsonl", self.jsonl)] {
            if let Some((path, writer)) = file {
                files.push((kind, path, writer.finish()?));
            }
        }
        Ok(files)
    }
}

/// Writes the manifest of a shard of `study` at `path`, naming its rows files from the
/// manifest's folder when they are in it (else by their absolute paths).
fn write_manifest(
    path: &Path,
    study: &Study,
    engine: Engine,
    files: Vec<(&str, PathBuf, Option<String>)>,
) -> Result<(), Failure> {
    let folder = |p: &Path| {
        p.parent()
            .map(|f| if f.as_os_str().is_empty() { Path::new(".") } else { f })
            .and_then(|f| f.canonicalize().ok())
    };
    let files = files
        .into_iter()
        .map(|(kind, rows, sha256)| {
            let path = match (folder(path), folder(&rows), rows.file_name()) {
                (Some(a), Some(b), Some(name)) if a == b => name.to_string_lossy().into_owned(),
                _ => rows.canonicalize().unwrap_or(rows).to_string_lossy().into_owned(),
            };
            RowsFile { kind: kind.to_string(), path, sha256: sha256.unwrap_or_default() }
        })
        .collect();
    let manifest = Manifest::new(study, engine.name(), study.game_count(), files);
    let text = serde_json::to_string_pretty(&manifest).map_err(|e| fail(e.to_string()))?;
    std::fs::write(path, text + "\n").map_err(|e| fail(format!("cannot write {}: {e}", path.display())))
}

/// A study's failure: a bad setting is a usage error; a broken invariant, a refused action or
/// a file that cannot be written is a failure.
fn study_failure(error: StudyError) -> Failure {
    match error {
        StudyError::Setting { .. } | StudyError::Seats { .. } | StudyError::Shard(_) => {
            usage(format!("--setting: {error}"))
        }
        _ => fail(error.to_string()),
    }
}

fn study(command: &StudyCommand, quiet: bool) -> Result<String, Failure> {
    match &command.shards {
        None => study_run(&command.run, quiet),
        Some(ShardCommand::Merge { manifests, csv, jsonl }) => merge(manifests, csv.as_deref(), jsonl.as_deref()),
        Some(ShardCommand::Missing { manifests, of }) => missing(manifests, *of),
    }
}

fn study_run(options: &StudyArgs, quiet: bool) -> Result<String, Failure> {
    // clap requires both unless a subcommand is given.
    let (Some(game_id), Some(games)) = (options.game.as_deref(), options.games) else {
        return Err(usage("the following required arguments were not provided: --game <GAME> --games <GAMES>"));
    };
    let (seed, threads) = (options.seed, options.threads.map(|t| t as usize));
    let shard = options.shard.unwrap_or(Shard::WHOLE);
    let engine: Engine = options.engine.engine.into();
    let settings = Setting::parse_all(game_id, &options.setting, engine).map_err(study_failure)?;
    let study = Study { settings, games, seed, shard, check: options.check };
    // `--jsonl -` is standard output, where the rows go when no file is named.
    let jsonl_to_stdout = options.jsonl.as_deref() == Some(Path::new("-"));
    let (csv, jsonl) = (options.csv.as_deref(), options.jsonl.as_deref().filter(|_| !jsonl_to_stdout));
    if jsonl_to_stdout && csv.is_some() {
        return Err(usage("--jsonl - (standard output) cannot go with --csv FILE: name a file for each"));
    }
    // A shard writes its manifest beside its rows unless told where; a whole study only when told.
    let manifest = options
        .manifest
        .clone()
        .or_else(|| options.shard.and(csv.or(jsonl)).map(|rows| rows.with_extension("manifest.json")));
    if manifest.is_some() && csv.is_none() && jsonl.is_none() {
        return Err(usage("--manifest needs the rows in a file (--csv FILE or --jsonl FILE)"));
    }
    let mut writers = RowWriters::open(csv, jsonl, manifest.is_some())?;
    writers.write_header().map_err(|e| fail(format!("cannot write the CSV: {e}")))?;
    let to_stdout = writers.stdout.is_some();
    let mut progress = Progress::new(study.game_count(), if study.check { "games checked" } else { "games" }, quiet);
    let started = Instant::now();
    let result = study::run(&study, threads, writers.renderer(), |_, lines| {
        progress.add(1);
        writers.write(lines)
    });
    progress.finish();
    let files = result.and_then(|summary| Ok((summary, writers.finish().map_err(StudyError::Output)?)));
    let (summary, files) = match files {
        Ok(done) => done,
        Err(StudyError::Output(e)) if e.kind() == ErrorKind::BrokenPipe => return Ok(String::new()),
        Err(error) => return Err(study_failure(error)),
    };
    if let Some(path) = &manifest {
        write_manifest(path, &study, engine, files)?;
    }
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
    if to_stdout {
        eprint!("{text}");
        Ok(String::new())
    } else {
        Ok(text)
    }
}

/// Reads every manifest named.
fn manifests(paths: &[PathBuf]) -> Result<Vec<(PathBuf, Manifest)>, Failure> {
    paths.iter().map(|p| Manifest::read(p).map(|m| (p.clone(), m)).map_err(|e| fail(e.to_string()))).collect()
}

/// `study merge`: the shards' rows and summary as one run gives them.
fn merge(paths: &[PathBuf], csv: Option<&Path>, jsonl: Option<&Path>) -> Result<String, Failure> {
    let given = manifests(paths)?;
    let mut writers = RowWriters::open(csv, jsonl, false)?;
    writers.write_header().map_err(|e| fail(format!("cannot write the CSV: {e}")))?;
    let render = writers.renderer();
    let (first, summary) = match shards::merge(&given, |row| writers.write(render(row))) {
        Ok(merged) => merged,
        Err(ShardError::Output(e)) if e.kind() == ErrorKind::BrokenPipe => return Ok(String::new()),
        Err(error) => return Err(fail(error.to_string())),
    };
    let to_stdout = writers.stdout.is_some();
    writers.finish().map_err(|e| fail(format!("cannot write the rows: {e}")))?;
    let played: u64 = summary.settings.iter().map(|t| t.games).sum();
    let text = format!(
        "study of {}: {played} games (merged from {} shards, seed {})\n{summary}",
        first.game, first.shard.count, first.seed
    );
    if to_stdout {
        eprint!("{text}");
        Ok(String::new())
    } else {
        Ok(text)
    }
}

/// `study missing`: the shards to run again, as a Slurm `--array=` list (nothing when none).
fn missing(paths: &[PathBuf], of: Option<u64>) -> Result<String, Failure> {
    // A manifest that cannot be read is a shard to run again; which one, its name cannot say.
    let mut given = Vec::new();
    for path in paths {
        match Manifest::read(path) {
            Ok(manifest) => given.push((path.clone(), manifest)),
            Err(error) => note(&format!("boardlore: skipped {error}")),
        }
    }
    let missing = shards::missing(&given, of).map_err(|e| fail(e.to_string()))?;
    if missing.is_empty() {
        note("boardlore: every shard is there, its rows as its manifest says");
    }
    Ok(shards::array_list(&missing))
}

/// The threads a study uses when not told: one per core.
fn rayon_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

fn run(cli: Cli) -> Result<String, Failure> {
    let quiet = cli.quiet;
    match cli.command {
        Command::Games => Ok(games_list()),
        Command::Lessons => lessons_json(),
        Command::Words { game } => words(&game),
        Command::Random { game, seed } => random(&game, seed),
        Command::Replay { file, engine } => replay(&file, engine.engine.into()),
        Command::Think { file, workers } => think(&file, workers),
        Command::Link { file } => link(&file),
        Command::Bench { game, seconds, seed, playouts } => bench(&game, seconds, seed, playouts),
        Command::Arena(options) => arena(&options, quiet),
        Command::Review(options) => review(&options),
        Command::Ladder(options) => ladder_run(&options, quiet),
        Command::Study(command) => study(&command, quiet),
        Command::Completions { shell } => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "boardlore", &mut out);
            Ok(String::from_utf8_lossy(&out).into_owned())
        }
    }
}

/// Writes a line to standard error; a closed standard error is no reason to stop.
fn note(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // Help and the version on standard output (exit 0); a usage error on standard error,
        // naming the option and suggesting the nearest (exit 2).
        Err(error) => {
            let _ = error.print();
            return ExitCode::from(error.exit_code().clamp(0, 255) as u8);
        }
    };
    match run(cli) {
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
