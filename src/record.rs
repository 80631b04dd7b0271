//! Game records: a JSON object naming the game, its rule options, the seed of any randomness,
//! and the actions in the game's text notation (see `docs/records.md`).
//!
//! ```json
//! {"format": "boardlore-record", "version": 2, "game": "leyla", "rules": {}, "seed": 7,
//!  "actions": ["a3", "b1", "a6"], "name": "Saturday match", "state": {"round": 1, ...}}
//! ```
//!
//! Version 2 adds the optional `name` of a campaign and its between-round `state` (reserves,
//! debts, history) as exported by the app; version 3 the optional `setup`, a position set up by
//! hand that the actions are played from. Versions 1 (no name, no state) and 2 still load.
//! Replaying checks every action against the rules and the state against the replay, so a
//! tampered record is refused with the number and text of the first action that does not fit,
//! or with the part of the state that disagrees.

use crate::any_game::{AnyGame, PlayError, PositionError};
use crate::catalogue::{self, StartError};
use crate::engine::{Arrangement, Event, Phrase, Phrased, Rng, Standing};
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub mod link;

/// The value of the `format` field.
pub const FORMAT: &str = "boardlore-record";
/// The newest record version: the one this build writes. It reads every version from 1.
pub const VERSION: u32 = 3;
/// The longest campaign name kept.
pub const MAX_NAME: usize = 80;

/// A game record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub game: String,
    #[serde(default)]
    pub rules: Value,
    /// Seed of the game's random number generator, below 2^53 so JavaScript keeps it exact.
    #[serde(default)]
    pub seed: Option<u64>,
    pub actions: Vec<String>,
    /// The campaign's name (version 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The between-round state after the last action, as the exporting build computed it
    /// (version 2); checked against the replay on import.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<Standing>,
    /// The position set up by hand that the game starts from (version 3); `None`: the game's
    /// opening.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<Arrangement>,
}

/// Why a record could not be read or replayed.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordError {
    /// Not JSON, or not a record's shape.
    Malformed(String),
    /// The `format` field names something else.
    WrongFormat(String),
    /// A version this build does not know.
    UnsupportedVersion(u32),
    /// The game or its rule options are unknown.
    Start(StartError),
    /// The position set up by hand is not one of the game's.
    Position(PositionError),
    /// Action number `number` (from 1) was refused.
    Illegal { number: usize, error: PlayError },
    /// The recorded campaign state disagrees with the replay.
    StateMismatch(String),
}

impl std::error::Error for RecordError {}

impl Phrased for RecordError {
    /// The reason as the app says it (`record-*`): a refused action with the game's own
    /// refusal; technical detail (a parser's words) is left to [`RecordError::detail`].
    fn phrase(&self) -> Phrase {
        match self {
            RecordError::Malformed(_) => Phrase::new("record-malformed"),
            RecordError::WrongFormat(format) => {
                Phrase::new("record-wrong-format").with("format", format.as_str()).with("expected", FORMAT)
            }
            RecordError::UnsupportedVersion(v) => {
                Phrase::new("record-version").with("version", *v).with("supported", VERSION)
            }
            RecordError::Start(error) => error.phrase(),
            RecordError::Position(error) => Phrase::new("record-position").with("reason", error.phrase()),
            RecordError::Illegal { number, error } => {
                Phrase::new("record-illegal").with("number", *number).with("refusal", error.phrase())
            }
            RecordError::StateMismatch(_) => Phrase::new("record-state-mismatch"),
        }
    }
}

impl RecordError {
    /// The technical part of the reason, in English only (a JSON parser's words), if any.
    pub fn detail(&self) -> Option<String> {
        match self {
            RecordError::Malformed(detail) | RecordError::StateMismatch(detail) => Some(detail.clone()),
            RecordError::Start(error) => error.detail(),
            _ => None,
        }
    }
}

impl Record {
    /// An empty record of a new game.
    pub fn new(game: &str, rules: Value, seed: Option<u64>) -> Record {
        let rules = if rules.is_null() { Value::Object(Default::default()) } else { rules };
        Record {
            format: FORMAT.to_string(),
            version: VERSION,
            game: game.to_string(),
            rules,
            seed,
            actions: Vec::new(),
            name: None,
            state: None,
            setup: None,
        }
    }

    /// The seed for whatever randomness the next action needs (a throw, a computer search): the
    /// record's seed mixed with the number of actions so far, so that a reload draws the same.
    pub fn next_seed(&self) -> u64 {
        self.seed.unwrap_or(0) ^ (self.actions.len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// Reads and checks the shape of a record (not yet its actions: see [`Record::replay`]).
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let record: Record = serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.to_string()))?;
        if record.format != FORMAT {
            return Err(RecordError::WrongFormat(record.format));
        }
        if !(1..=VERSION).contains(&record.version) {
            return Err(RecordError::UnsupportedVersion(record.version));
        }
        if record.version == 1 && (record.name.is_some() || record.state.is_some()) {
            return Err(RecordError::Malformed("a version 1 record has no name or state".to_string()));
        }
        if record.version < 3 && record.setup.is_some() {
            return Err(RecordError::Malformed(format!("a version {} record has no setup", record.version)));
        }
        if record.name.as_ref().is_some_and(|n| n.chars().count() > MAX_NAME) {
            return Err(RecordError::Malformed(format!("the name is longer than {MAX_NAME} characters")));
        }
        Ok(record)
    }

    /// The record as JSON, one field a line and the actions on one line.
    pub fn to_json(&self) -> String {
        let mut fields = vec![
            format!("\"format\": {}", compact(&self.format)),
            format!("\"version\": {}", self.version),
            format!("\"game\": {}", compact(&self.game)),
            format!("\"rules\": {}", compact(&self.rules)),
            format!("\"seed\": {}", compact(&self.seed)),
            format!("\"actions\": {}", compact(&self.actions)),
        ];
        if let Some(name) = &self.name {
            fields.push(format!("\"name\": {}", compact(name)));
        }
        if let Some(state) = &self.state {
            fields.push(format!("\"state\": {}", compact(state)));
        }
        if let Some(setup) = &self.setup {
            fields.push(format!("\"setup\": {}", compact(setup)));
        }
        format!("{{\n  {}\n}}", fields.join(",\n  "))
    }

    /// A new game set up as the record says (from its `setup` if it has one), before any
    /// action.
    pub fn start(&self) -> Result<AnyGame, RecordError> {
        self.arrange(catalogue::new_game(&self.game, &self.rules).map_err(RecordError::Start)?)
    }

    /// `game` (this record's game with its rules, on any engine) set up as the record says, if it says.
    fn arrange(&self, game: AnyGame) -> Result<AnyGame, RecordError> {
        match &self.setup {
            None => Ok(game),
            Some(arrangement) => game.set_up(arrangement).map_err(RecordError::Position),
        }
    }

    /// Replays every action and returns the final position.
    pub fn replay(&self) -> Result<AnyGame, RecordError> {
        self.replay_with(|_, _| ())
    }

    /// Replays every action, handing each one's events to `each`.
    pub fn replay_with(&self, each: impl FnMut(&str, &[Event])) -> Result<AnyGame, RecordError> {
        self.replay_from(catalogue::new_game(&self.game, &self.rules).map_err(RecordError::Start)?, each)
    }

    /// Replays every action from `game`, this record's game started with its rules on any engine
    /// ([`catalogue::start`]), handing each one's events to `each`.
    pub fn replay_from(&self, game: AnyGame, mut each: impl FnMut(&str, &[Event])) -> Result<AnyGame, RecordError> {
        let mut game = self.arrange(game)?;
        let mut events = Vec::new();
        for (i, action) in self.actions.iter().enumerate() {
            events.clear();
            game.apply_text(action, &mut events).map_err(|error| RecordError::Illegal { number: i + 1, error })?;
            each(action, &events);
        }
        if let Some(recorded) = &self.state {
            let replayed = game.standing();
            if replayed.as_ref() != Some(recorded) {
                return Err(RecordError::StateMismatch(describe_mismatch(recorded, replayed.as_ref())));
            }
        }
        Ok(game)
    }
}

/// The record of a game of `game` played to the end by uniformly random legal actions, drawn
/// from a generator seeded with `seed`: the same on every platform.
pub fn random_record(game: &str, rules: Value, seed: u64) -> Result<Record, RecordError> {
    let start = catalogue::new_game(game, &rules).map_err(RecordError::Start)?;
    random_record_from(game, rules, seed, start)
}

/// [`random_record`] played from `start`, the game started with `rules` on any engine
/// ([`catalogue::start`]): the same record whichever engine, when the engines agree.
pub fn random_record_from(game: &str, rules: Value, seed: u64, start: AnyGame) -> Result<Record, RecordError> {
    let mut record = Record::new(game, rules, Some(seed));
    let mut state = record.arrange(start)?;
    let mut rng = Rng::new(seed);
    while let Some(action) = state.play_random(&mut rng) {
        record.actions.push(action);
    }
    Ok(record)
}

/// Names the first part of a recorded campaign state that differs from the replayed one.
fn describe_mismatch(recorded: &Standing, replayed: Option<&Standing>) -> String {
    let Some(replayed) = replayed else {
        return "this game keeps no campaign state".to_string();
    };
    if recorded.round != replayed.round {
        format!("round {} recorded, {} replayed", recorded.round, replayed.round)
    } else if recorded.reserves != replayed.reserves {
        format!("reserves {:?} recorded, {:?} replayed", recorded.reserves, replayed.reserves)
    } else if recorded.owed != replayed.owed {
        format!("debts {:?} recorded, {:?} replayed", recorded.owed, replayed.owed)
    } else {
        "the history of rounds differs".to_string()
    }
}

/// Compact JSON of one record field.
fn compact<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("record fields always serialise")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_replays() {
        let mut record = Record::new("leyla", Value::Null, Some(5));
        record.actions = vec!["a1".into(), "b1".into()];
        let again = Record::parse(&record.to_json()).expect("parses");
        assert_eq!(again, record);
        let game = again.replay().expect("legal");
        assert_eq!(
            {
                let view = game.view();
                view.sites.iter().map(|s| u32::from(s.count)).sum::<u32>() + view.scores.iter().sum::<u32>()
            },
            48
        );
    }

    #[test]
    fn refuses_what_it_cannot_trust() {
        let cases = [
            ("{", "not a valid game record"),
            (r#"{"format":"x","version":1,"game":"leyla","actions":[]}"#, "format is 'x'"),
            (r#"{"format":"boardlore-record","version":9,"game":"leyla","actions":[]}"#, "version 9 is not supported"),
            (r#"{"format":"boardlore-record","version":1,"game":"go","actions":[]}"#, "unknown game 'go'"),
            (r#"{"format":"boardlore-record","version":1,"game":"leyla","actions":[],"extra":1}"#, "unknown field"),
        ];
        for (text, expected) in cases {
            let error = Record::parse(text).and_then(|r| r.replay()).unwrap_err().to_string();
            assert!(error.contains(expected), "{text}: {error}");
        }
        let record =
            Record::parse(r#"{"format":"boardlore-record","version":1,"game":"leyla","actions":["a1","a2"]}"#).unwrap();
        assert_eq!(record.replay().unwrap_err().to_string(), "action 2: action 'a2' refused: a2 is not in North's row");
    }
}
