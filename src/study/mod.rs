//! Studies: many seeded games of one game under one or more settings (rule options and a level
//! per seat), played side by side on every core, one [`Row`] per game, and a [`Summary`] per
//! setting (`boardlore study`).
//!
//! Game `k` of setting `j` is played from [`game_seed`]`(seed, j, k)` alone, so the same seed
//! gives the same rows whatever the number of threads and however the study is split into
//! [`Shard`]s; rows come out in (setting, game) order. With `check`, every action is checked
//! against the invariants of [`check`], and the first broken one stops the study.
//!
//! [`play_nth`] plays one game of a study and is all a browser needs: the study page spreads
//! the games over Web Workers, each playing `(setting, game)` pairs as the page hands them out.
//! Natively, [`run`] spreads them over threads with `rayon` (not compiled for WebAssembly).

pub mod batch;
pub mod check;
pub mod measures;
pub mod output;
pub mod packed;
pub mod plan;
#[cfg(not(target_arch = "wasm32"))]
pub mod shards;
pub mod stats;
pub mod summary;
#[cfg(not(target_arch = "wasm32"))]
mod threads;

use crate::ai::Level;
use crate::any_game::{AnyGame, PlayError};
use crate::catalogue::{self, Engine, StartError};
use crate::engine::{Rng, ToAct};
use crate::record::Record;
use check::{Broken, Conservation};
use measures::Measures;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::fmt;
pub use summary::Summary;
#[cfg(not(target_arch = "wasm32"))]
pub use threads::run;

/// Without threads (WebAssembly): [`threads::run`]'s games one after another, the same rows in
/// the same order.
#[cfg(target_arch = "wasm32")]
pub fn run<T>(
    study: &Study,
    _threads: Option<usize>,
    render: impl Fn(&Row) -> T,
    mut each: impl FnMut(&Row, T) -> std::io::Result<()>,
) -> Result<Summary, StudyError> {
    let mut summary = Summary::new(&study.settings);
    for (index, setting, game) in study.games_in_order() {
        let row = play(setting, index, game, game_seed(study.seed, index, game), study.check)?;
        summary.add(&row);
        each(&row, render(&row)).map_err(StudyError::Output)?;
    }
    Ok(summary)
}

/// Why a study could not be run, or stopped.
#[derive(Debug)]
pub enum StudyError {
    /// A setting is not JSON of the documented shape.
    Setting { index: usize, reason: String },
    /// A setting's rules do not start the game.
    Start { index: usize, error: StartError },
    /// A setting gives a level for the wrong number of seats.
    Seats { index: usize, given: usize, seats: usize },
    /// A `--shard` that is not `i/n` with `1 <= i <= n`.
    Shard(String),
    /// The pool of threads could not be started.
    Threads(String),
    /// A thread stopped in the middle of its games (a bug: a game panicked).
    ThreadStopped,
    /// An action the game itself offered was refused (a bug in a game).
    Play { seed: u64, action: u64, error: PlayError },
    /// An invariant did not hold (with `check`).
    Broken(Broken),
    /// The rows could not be written.
    Output(std::io::Error),
}

impl fmt::Display for StudyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StudyError::Setting { index, reason } => write!(f, "setting {index}: {reason}"),
            StudyError::Start { index, error } => write!(f, "setting {index}: {error}"),
            StudyError::Seats { index, given, seats } => {
                write!(f, "setting {index}: {given} seats given, but the game has {seats}")
            }
            StudyError::Shard(text) => write!(f, "--shard must be i/n with 1 <= i <= n, not '{text}'"),
            StudyError::Threads(reason) => write!(f, "cannot start the threads: {reason}"),
            StudyError::ThreadStopped => write!(f, "a thread of the study stopped in the middle of its games"),
            StudyError::Play { seed, action, error } => write!(f, "seed {seed}, action {action}: {error}"),
            StudyError::Broken(broken) => write!(f, "invariant broken: {broken}"),
            StudyError::Output(error) => write!(f, "cannot write the rows: {error}"),
        }
    }
}

impl std::error::Error for StudyError {}

/// A setting as given: `{"rules": {...}, "seats": ["hard", "random"]}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SettingText {
    #[serde(default)]
    rules: Value,
    #[serde(default)]
    seats: Vec<String>,
}

/// One setting of a study: the game set up with its rule options, and who plays each seat.
#[derive(Clone, Debug)]
pub struct Setting {
    /// The game's id.
    pub game: String,
    /// The rule options, as records store them (`{}` for the defaults).
    pub rules: Value,
    /// The level of each seat.
    pub seats: Vec<Level>,
    /// The position every game starts from.
    pub start: AnyGame,
}

impl Setting {
    /// Setting number `index` of a study of `game`, from its JSON text.
    pub fn parse(game: &str, index: usize, text: &str) -> Result<Setting, StudyError> {
        Setting::parse_on(game, index, text, Engine::Fast)
    }

    /// [`Setting::parse`], its games played by `engine`.
    pub fn parse_on(game: &str, index: usize, text: &str, engine: Engine) -> Result<Setting, StudyError> {
        let bad = |reason: String| StudyError::Setting { index, reason };
        let given: SettingText = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
        let seats = given
            .seats
            .iter()
            .map(|name| Level::parse(name).ok_or_else(|| bad(format!("'{name}' is not random, easy, medium or hard"))))
            .collect::<Result<Vec<Level>, StudyError>>()?;
        let start = catalogue::start(game, &given.rules, engine).map_err(|error| StudyError::Start { index, error })?;
        Setting::new(game, given.rules, seats, start, index)
    }

    /// The settings `texts` (JSON, numbered in order) of a study of `game` played by `engine`;
    /// no text at all is one setting of the default rules with random play (`{}`).
    pub fn parse_all<S: AsRef<str>>(game: &str, texts: &[S], engine: Engine) -> Result<Vec<Setting>, StudyError> {
        if texts.is_empty() {
            return Ok(vec![Setting::parse_on(game, 0, "{}", engine)?]);
        }
        texts.iter().enumerate().map(|(index, text)| Setting::parse_on(game, index, text.as_ref(), engine)).collect()
    }

    /// Setting number `index`: `start` is `game` set up with `rules`; no `seats` means random
    /// play in every seat.
    pub fn new(
        game: &str,
        rules: Value,
        seats: Vec<Level>,
        start: AnyGame,
        index: usize,
    ) -> Result<Setting, StudyError> {
        let count = start.seat_count();
        let seats = if seats.is_empty() { vec![Level::Random; count] } else { seats };
        if seats.len() != count {
            return Err(StudyError::Seats { index, given: seats.len(), seats: count });
        }
        let rules = if rules.is_null() { json!({}) } else { rules };
        Ok(Setting { game: game.to_string(), rules, seats, start })
    }

    /// The setting as JSON, in the form it is given.
    pub fn to_json(&self) -> Value {
        json!({ "rules": self.rules, "seats": self.seats.iter().map(|l| l.name()).collect::<Vec<_>>() })
    }
}

/// Part `index` (from 1) of `count` disjoint parts of a study: the games `k` with
/// `k % count == index - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: u64,
    pub count: u64,
}

impl Shard {
    /// The whole study.
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };

    /// Reads `i/n`.
    pub fn parse(text: &str) -> Result<Shard, StudyError> {
        let bad = || StudyError::Shard(text.to_string());
        let (index, count) = text.split_once('/').ok_or_else(bad)?;
        let (index, count): (u64, u64) = (index.parse().map_err(|_| bad())?, count.parse().map_err(|_| bad())?);
        if index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// Whether game number `game` (from 0) is in this part.
    pub fn holds(self, game: u64) -> bool {
        game % self.count == self.index - 1
    }

    /// How many of games `0..games` are in this part.
    pub fn held(self, games: u64) -> u64 {
        games / self.count + u64::from(games % self.count >= self.index)
    }
}

/// A study: `games` games of every setting from `seed`, or the part of them in `shard`.
#[derive(Clone, Debug)]
pub struct Study {
    pub settings: Vec<Setting>,
    pub games: u64,
    pub seed: u64,
    pub shard: Shard,
    /// Check every invariant after every action.
    pub check: bool,
}

impl Study {
    /// Its games in the order their rows come out: each setting's number and the setting, and
    /// the game's number in it, for the games of this study's shard.
    pub fn games_in_order(&self) -> impl Iterator<Item = (usize, &Setting, u64)> {
        let shard = self.shard;
        self.settings
            .iter()
            .enumerate()
            .flat_map(move |(index, setting)| (0..self.games).map(move |game| (index, setting, game)))
            .filter(move |&(_, _, game)| shard.holds(game))
    }

    /// How many games [`Study::games_in_order`] has.
    pub fn game_count(&self) -> u64 {
        self.settings.len() as u64 * self.shard.held(self.games)
    }
}

/// One game of a study: which game of which setting, and how it went.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The game's id.
    pub game_id: String,
    /// The setting's number (from 0) and its JSON.
    pub setting: usize,
    pub setting_json: Value,
    /// The game's number in its setting (from 0), and its seed.
    pub game: u64,
    pub seed: u64,
    /// The level of each seat.
    pub seats: Vec<Level>,
    pub outcome: Outcome,
}

impl Row {
    /// Game `game` of setting number `index`, played from `seed`, which went as `outcome`.
    pub fn new(setting: &Setting, index: usize, game: u64, seed: u64, outcome: Outcome) -> Row {
        Row {
            game_id: setting.game.clone(),
            setting: index,
            setting_json: setting.to_json(),
            game,
            seed,
            seats: setting.seats.clone(),
            outcome,
        }
    }
}

/// How one game went: all a worker of the study page sends back for it, the page knowing the
/// rest of its [`Row`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Outcome {
    /// The seats with the best positive return (none when nobody won).
    pub winners: Vec<usize>,
    /// The seats with the worst negative return (none when nobody lost): in a game where one
    /// seat loses and the others share the win, the loser.
    pub losers: Vec<usize>,
    /// Every return zero.
    pub draw: bool,
    /// Stopped at a limit of turns or moves its rules set (a rule option playing Ludii's limits,
    /// `Game::stopped_at_limit`), rather than ended by them.
    pub timeout: bool,
    pub returns: Vec<f64>,
    /// Every action, chance outcomes included, and the actions chosen by seats.
    pub actions: u64,
    pub moves: u64,
    /// The legal actions, summed over every decision by a seat (chance excluded): over
    /// `moves`, the game's mean branching factor.
    pub legal_actions: u64,
    pub measures: Measures,
}

/// The seed of game `game` of setting `setting` in a study seeded with `seed`: SplitMix64
/// mixing of the three, below 2^53 so that records keep it exact in JavaScript.
pub fn game_seed(seed: u64, setting: usize, game: u64) -> u64 {
    let mut mixed = Rng::new(seed).next_u64();
    mixed = Rng::new(mixed ^ setting as u64).next_u64();
    mixed = Rng::new(mixed ^ game).next_u64();
    mixed & ((1 << 53) - 1)
}

/// Plays game `game` of setting number `index`, checking every invariant if `check`.
pub fn play(setting: &Setting, index: usize, game: u64, seed: u64, check: bool) -> Result<Row, StudyError> {
    Ok(Row::new(setting, index, game, seed, play_from(setting, seed, check)?))
}

/// Plays a game of `setting` from `seed`, checking every invariant if `check`.
pub fn play_from(setting: &Setting, seed: u64, check: bool) -> Result<Outcome, StudyError> {
    let mut position = setting.start.clone();
    let mut rng = Rng::new(seed);
    let mut measures = Measures::new(position.seat_count());
    let mut record = Record::new(&setting.game, setting.rules.clone(), Some(seed));
    let (mut actions, mut moves, mut legal_actions) = (0u64, 0u64, 0u64);
    let mut events = Vec::new();
    let broken = |action: u64, what: String| StudyError::Broken(Broken { seed, action, what });
    let mut now = check.then(|| position.snapshot());
    let mut conservation = now.as_ref().map(Conservation::new);
    // A checked game is played a second time alongside, each random action as search and random
    // playouts play it (see `check::quietly_alike`).
    let mut quiet = check.then(|| position.clone());
    loop {
        if let Some(now) = &now {
            check::legal_until_over(now.to_act == ToAct::Over, now.legal).map_err(|w| broken(actions, w))?;
        }
        events.clear();
        let to_act = position.to_act();
        // The computer's level for the seat to act; chance and random seats draw at random.
        let level = match to_act {
            ToAct::Seat(seat) => {
                legal_actions += position.legal_count() as u64;
                setting.seats[seat.index()]
            }
            _ => Level::Random,
        };
        // The generator before this action's draw, for the unwatched replay of a checked game.
        let drawn_from = quiet.is_some().then(|| rng.clone());
        let action = match to_act {
            ToAct::Over => break,
            _ if level != Level::Random => {
                let text = position.decide(level, rng.next_u64() ^ actions);
                let text = text.ok_or_else(|| broken(actions, "a seat to act had no action".to_string()))?;
                position.apply_text(&text, &mut events).map_err(|error| StudyError::Play {
                    seed,
                    action: actions + 1,
                    error,
                })?;
                Some(text)
            }
            // Only a checked game keeps its record, so only it puts random actions into words;
            // an unchecked one counts the events as they happen and keeps none.
            _ => {
                let played = match check {
                    true => position.play_random_with(&mut rng, &mut events).map(Some),
                    false => position.step_random(&mut rng, &mut |event| measures.count_one(event)).then_some(None),
                };
                played.ok_or_else(|| broken(actions, "no action before the end".to_string()))?
            }
        };
        actions += 1;
        moves += u64::from(to_act != ToAct::Chance);
        measures.count(&events);
        if let (Some(quiet), Some(text), Some(drawn_from)) = (&mut quiet, &action, drawn_from) {
            let random = (level == Level::Random).then_some((drawn_from, &rng));
            check::quietly_alike(quiet, &position, text, random).map_err(|w| broken(actions, w))?;
        }
        if let (Some(before), Some(conservation)) = (&mut now, &mut conservation) {
            let after = position.snapshot();
            check::animates(&before.sites, &events, &after.sites).map_err(|w| broken(actions, w))?;
            conservation.check(&after).map_err(|w| broken(actions, w))?;
            *before = after;
            record.actions.extend(action);
        }
    }
    if check {
        check::replays(&record, &position).map_err(|w| broken(actions, w))?;
    }
    let returns = position.returns();
    let best = returns.iter().copied().fold(f64::MIN, f64::max);
    let worst = returns.iter().copied().fold(f64::MAX, f64::min);
    let seats_with = |r: f64| (0..returns.len()).filter(|&s| returns[s] == r).collect::<Vec<usize>>();
    let winners = if best > 0.0 { seats_with(best) } else { Vec::new() };
    let losers = if worst < 0.0 { seats_with(worst) } else { Vec::new() };
    Ok(Outcome {
        winners,
        losers,
        draw: returns.iter().all(|&r| r == 0.0),
        timeout: position.stopped_at_limit() == Some(true),
        returns,
        actions,
        moves,
        legal_actions,
        measures,
    })
}

/// Plays game `game` (from 0) of setting number `index` of a study seeded with `seed`, from its
/// own seed [`game_seed`]`(seed, index, game)`, as [`run`] does: the one game a worker of the
/// study page plays.
pub fn play_nth(setting: &Setting, index: usize, seed: u64, game: u64) -> Result<Row, StudyError> {
    play(setting, index, game, game_seed(seed, index, game), false)
}
