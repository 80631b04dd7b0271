//! A study as the study page's address holds it (`?study=1&game=ID&games=N&seed=S&rules1=...&
//! seats1=...&rules2=...&seats2=...`), read back with what in it was refused, and written out
//! again: as the link that reproduces the study, and as the `boardlore study` command that gives
//! the same rows. Rule options are `name:value` pairs joined by commas (`repayment:at_once`),
//! levels a comma-separated list, one per seat (`hard,random`).

use super::{Setting, StudyError};
use crate::ai::Level;
use crate::catalogue::{self, RuleProblem, CATALOGUE};
use crate::embed::encode;
use crate::engine::GameInfo;
use serde_json::{Map, Value};
use std::fmt;

/// The most games per setting the page runs (every row is kept for the CSV).
pub const MAX_GAMES: u64 = 100_000;
/// Games per setting when the address does not say.
pub const DEFAULT_GAMES: u64 = 100;
/// The settings a study page compares.
pub const SETTINGS: usize = 2;

/// One setting as the page chooses it: rule options (absent ones take their defaults) and a
/// level per seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub rules: Map<String, Value>,
    pub seats: Vec<Level>,
}

/// A study the page can run: a game, [`SETTINGS`] settings, games per setting and a seed.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    pub game: &'static GameInfo,
    pub settings: Vec<Choice>,
    pub games: u64,
    pub seed: u64,
}

/// Something in the address that the page cannot take, and what it does instead.
#[derive(Clone, Debug, PartialEq)]
pub enum PlanProblem {
    /// No game has this id: the first game is studied.
    UnknownGame(String),
    /// A setting's rule options are not `name:value` pairs: it takes the usual rules.
    RulesText { setting: usize, text: String },
    /// A setting's rule options are refused: it takes the usual rules.
    Rules { setting: usize, problems: Vec<RuleProblem> },
    /// A seat's level is not random, easy, medium or hard: every seat plays at random.
    Level { setting: usize, value: String },
    /// Levels given for the wrong number of seats: every seat plays at random.
    Seats { setting: usize, given: usize, seats: usize },
    /// The number of games is not a whole number from 1 to [`MAX_GAMES`]: [`DEFAULT_GAMES`].
    Games(String),
    /// The seed is not a whole number from 0 to 2^64 - 1: seed 1.
    Seed(String),
}

impl fmt::Display for PlanProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlanProblem::UnknownGame(id) => write!(f, "there is no game '{id}'"),
            PlanProblem::RulesText { setting, text } => {
                write!(f, "setting {}: rule options '{text}' are not name:value pairs", setting + 1)
            }
            PlanProblem::Rules { setting, problems } => {
                write!(f, "setting {}:", setting + 1)?;
                problems.iter().try_for_each(|p| write!(f, " {p}"))
            }
            PlanProblem::Level { setting, value } => write!(f, "setting {}: no level '{value}'", setting + 1),
            PlanProblem::Seats { setting, given, seats } => {
                write!(f, "setting {}: {given} levels given for {seats} seats", setting + 1)
            }
            PlanProblem::Games(text) => write!(f, "'{text}' games: a study plays 1 to {MAX_GAMES} games a setting"),
            PlanProblem::Seed(text) => write!(f, "'{text}' is not a seed (a whole number)"),
        }
    }
}

/// The number of seats of `game` with `rules` (its usual number when they are refused).
pub fn seat_count(game: &GameInfo, rules: &Map<String, Value>) -> usize {
    catalogue::new_game(game.id, &Value::Object(rules.clone()))
        .or_else(|_| catalogue::new_game(game.id, &Value::Null))
        .map_or(2, |g| g.seat_count())
}

/// A value as the address writes it: a string without its quotes.
fn plain(value: &Value) -> String {
    value.as_str().map_or_else(|| value.to_string(), str::to_string)
}

impl Choice {
    /// The usual rules, every seat at random.
    pub fn usual(game: &GameInfo) -> Choice {
        Choice { rules: Map::new(), seats: vec![Level::Random; seat_count(game, &Map::new())] }
    }

    /// The rule options as the address writes them: `name:value,name:value`.
    pub fn rules_text(&self) -> String {
        self.rules.iter().map(|(name, value)| format!("{name}:{}", plain(value))).collect::<Vec<_>>().join(",")
    }

    /// The levels as the address writes them: `hard,random`.
    pub fn seats_text(&self) -> String {
        self.seats.iter().map(|l| l.name()).collect::<Vec<_>>().join(",")
    }

    /// Sets rule option `name` to `value` (JSON), fitting the seats to the game's new number of
    /// seats (new seats play at random).
    pub fn set_rule(&mut self, game: &GameInfo, name: &str, value: Value) {
        self.rules.insert(name.to_string(), value);
        self.seats.resize(seat_count(game, &self.rules), Level::Random);
    }

    /// The setting as `--setting` takes it.
    pub fn to_json(&self) -> Value {
        serde_json::json!({ "rules": self.rules, "seats": self.seats.iter().map(|l| l.name()).collect::<Vec<_>>() })
    }
}

/// Reads setting number `setting` (from 0) from its `rules` and `seats` texts.
fn read_choice(
    game: &'static GameInfo,
    setting: usize,
    rules: Option<String>,
    seats: Option<String>,
) -> (Choice, Vec<PlanProblem>) {
    let mut problems = Vec::new();
    let mut choice = Choice::usual(game);
    if let Some(text) = rules.filter(|t| !t.is_empty()) {
        let pairs: Option<Map<String, Value>> = text
            .split(',')
            .map(|pair| {
                let (name, value) = pair.split_once(':')?;
                let value = serde_json::from_str(value).unwrap_or_else(|_| Value::String(value.to_string()));
                Some((name.trim().to_string(), value))
            })
            .collect();
        match pairs {
            None => problems.push(PlanProblem::RulesText { setting, text }),
            Some(pairs) => {
                let refused = catalogue::check_rules(game, &pairs);
                if refused.is_empty() {
                    choice.rules = pairs;
                } else {
                    problems.push(PlanProblem::Rules { setting, problems: refused });
                }
            }
        }
    }
    let count = seat_count(game, &choice.rules);
    choice.seats = vec![Level::Random; count];
    if let Some(text) = seats.filter(|t| !t.is_empty()) {
        let levels: Result<Vec<Level>, String> =
            text.split(',').map(|name| Level::parse(name.trim()).ok_or_else(|| name.to_string())).collect();
        match levels {
            Err(value) => problems.push(PlanProblem::Level { setting, value }),
            Ok(levels) if levels.len() != count => {
                problems.push(PlanProblem::Seats { setting, given: levels.len(), seats: count })
            }
            Ok(levels) => choice.seats = levels,
        }
    }
    (choice, problems)
}

impl Plan {
    /// A study of `game`: the usual rules in both settings, every seat at random, seed 1.
    pub fn usual(game: &'static GameInfo) -> Plan {
        Plan { game, settings: vec![Choice::usual(game); SETTINGS], games: DEFAULT_GAMES, seed: 1 }
    }

    /// The study the address asks for, each parameter read with `param`, and what in it was
    /// refused (each refused part takes its usual value).
    pub fn from_query(param: impl Fn(&str) -> Option<String>) -> (Plan, Vec<PlanProblem>) {
        let mut problems = Vec::new();
        let game = match param("game") {
            None => CATALOGUE[0],
            Some(id) => catalogue::info(&id).unwrap_or_else(|| {
                problems.push(PlanProblem::UnknownGame(id));
                CATALOGUE[0]
            }),
        };
        let mut plan = Plan::usual(game);
        for (index, choice) in plan.settings.iter_mut().enumerate() {
            let (read, refused) =
                read_choice(game, index, param(&format!("rules{}", index + 1)), param(&format!("seats{}", index + 1)));
            *choice = read;
            problems.extend(refused);
        }
        if let Some(text) = param("games") {
            match text.trim().parse::<u64>() {
                Ok(games) if (1..=MAX_GAMES).contains(&games) => plan.games = games,
                _ => problems.push(PlanProblem::Games(text)),
            }
        }
        if let Some(text) = param("seed") {
            match text.trim().parse::<u64>() {
                Ok(seed) => plan.seed = seed,
                Err(_) => problems.push(PlanProblem::Seed(text)),
            }
        }
        (plan, problems)
    }

    /// The query string that reproduces this study (`?study=1&game=...`).
    pub fn query(&self) -> String {
        let mut parts = vec!["study=1".to_string(), format!("game={}", self.game.id), format!("games={}", self.games)];
        parts.push(format!("seed={}", self.seed));
        for (index, choice) in self.settings.iter().enumerate() {
            let rules = choice.rules_text();
            if !rules.is_empty() {
                parts.push(format!("rules{}={}", index + 1, encode(&rules)));
            }
            parts.push(format!("seats{}={}", index + 1, encode(&choice.seats_text())));
        }
        format!("?{}", parts.join("&"))
    }

    /// The `boardlore study` command that gives the same rows (shell-quoted).
    pub fn command(&self) -> String {
        let settings: String =
            self.settings.iter().map(|c| format!(" --setting '{}'", c.to_json())).collect::<String>();
        format!("boardlore study --game {} --games {} --seed {}{settings}", self.game.id, self.games, self.seed)
    }

    /// The settings, set up to be played.
    pub fn settings(&self) -> Result<Vec<Setting>, StudyError> {
        self.settings
            .iter()
            .enumerate()
            .map(|(index, choice)| Setting::parse(self.game.id, index, &choice.to_json().to_string()))
            .collect()
    }
}
