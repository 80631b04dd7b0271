//! Game records, format version 1: a JSON object naming the game, its rule options, the seed of
//! any randomness, and the actions in the game's text notation (see the README).
//!
//! ```json
//! {"format": "boardlore-record", "version": 1, "game": "leyla", "rules": {}, "seed": 7,
//!  "actions": ["a3", "b1", "a6"]}
//! ```
//!
//! Replaying checks every action against the rules, so a tampered record is refused with the
//! number and text of the first action that does not fit.

use crate::engine::{AnyGame, Event, PlayError, Rng};
use crate::games::{self, SetupError};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

/// The value of the `format` field.
pub const FORMAT: &str = "boardlore-record";
/// The newest record version this build reads and the one it writes.
pub const VERSION: u32 = 1;

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
    Setup(SetupError),
    /// Action number `number` (from 1) was refused.
    Illegal { number: usize, error: PlayError },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Malformed(reason) => write!(f, "not a valid game record: {reason}"),
            RecordError::WrongFormat(format) => {
                write!(f, "not a boardlore record (format is '{format}', expected '{FORMAT}')")
            }
            RecordError::UnsupportedVersion(v) => {
                write!(f, "record version {v} is not supported (this build reads version {VERSION})")
            }
            RecordError::Setup(error) => write!(f, "{error}"),
            RecordError::Illegal { number, error } => write!(f, "action {number}: {error}"),
        }
    }
}

impl std::error::Error for RecordError {}

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
        }
    }

    /// Reads and checks the shape of a record (not yet its actions: see [`Record::replay`]).
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let record: Record = serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.to_string()))?;
        if record.format != FORMAT {
            return Err(RecordError::WrongFormat(record.format));
        }
        if record.version != VERSION {
            return Err(RecordError::UnsupportedVersion(record.version));
        }
        Ok(record)
    }

    /// The record as JSON, one field a line and the actions on one line.
    pub fn to_json(&self) -> String {
        format!(
            "{{\n  \"format\": {},\n  \"version\": {},\n  \"game\": {},\n  \"rules\": {},\n  \"seed\": {},\n  \"actions\": {}\n}}",
            compact(&self.format),
            self.version,
            compact(&self.game),
            compact(&self.rules),
            compact(&self.seed),
            compact(&self.actions)
        )
    }

    /// A new game set up as the record says, before any action.
    pub fn start(&self) -> Result<AnyGame, RecordError> {
        games::new_game(&self.game, &self.rules).map_err(RecordError::Setup)
    }

    /// Replays every action and returns the final position.
    pub fn replay(&self) -> Result<AnyGame, RecordError> {
        self.replay_with(|_, _| ())
    }

    /// Replays every action, handing each one's events to `each`.
    pub fn replay_with(&self, mut each: impl FnMut(&str, &[Event])) -> Result<AnyGame, RecordError> {
        let mut game = self.start()?;
        let mut events = Vec::new();
        for (i, action) in self.actions.iter().enumerate() {
            events.clear();
            game.apply_text(action, &mut events).map_err(|error| RecordError::Illegal { number: i + 1, error })?;
            each(action, &events);
        }
        Ok(game)
    }
}

/// The record of a game of `game` played to the end by uniformly random legal actions, drawn
/// from a generator seeded with `seed`: the same on every platform.
pub fn random_record(game: &str, rules: Value, seed: u64) -> Result<Record, RecordError> {
    let mut record = Record::new(game, rules, Some(seed));
    let mut state = record.start()?;
    let mut rng = Rng::new(seed);
    while let Some(action) = state.play_random(&mut rng) {
        record.actions.push(action);
    }
    Ok(record)
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
            game.view().sites.iter().map(|s| u32::from(s.count)).sum::<u32>() + game.view().scores.iter().sum::<u32>(),
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
