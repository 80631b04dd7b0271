//! The standing: what a game played in rounds (a Leyla match, a Ceelkoqyuqkoqiji campaign, a
//! Piprjall match) carries from one round to the next, in a form every game shares: counters
//! held off the board, debts, and the history of rounds. The app's standing panel shows it, and
//! exported records include it (as `state`) so that an import can check it against a replay.

use super::{Phrase, Seat};
use serde::{Deserialize, Serialize};

/// The between-round state of a game played in rounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Standing {
    /// The round being played (from 1), or the last one once the campaign is over.
    pub round: u32,
    /// Counters each seat holds off the board (its reserve).
    pub reserves: Vec<u32>,
    /// Counters each seat owes the others.
    pub owed: Vec<u32>,
    /// Every finished round, oldest first.
    pub history: Vec<RoundSummary>,
    /// Further standing facts in words, for games that have them ("North owes East 3",
    /// "b2 belongs to South").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extras: Vec<Note>,
}

/// One finished round and what happened after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundSummary {
    pub round: u32,
    /// Who moved first.
    pub first: Seat,
    /// What each seat took from the board in the round.
    pub taken: Vec<u32>,
    /// The between-round steps in words ("North surrendered 1 counter to South").
    pub notes: Vec<Note>,
}

/// A line of the standing or a round's note: what the game says, as a [`Phrase`] (the app shows
/// it in the visitor's language; records write its English, formatted by the `i18n` layer
/// above, which also writes `Display`, the serialized text and the comparison of the two kinds),
/// or, read back from a record file, the English the file holds. A note is written and read as
/// that English text alone; notes are equal when their English is.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum Note {
    /// Said by a game.
    Said(Phrase),
    /// Read from a record: its English as it is.
    Read(String),
}

impl Note {
    /// Its phrase, or (read from a record) its English as it is: the `status-in-english` message.
    pub fn said(&self) -> Phrase {
        match self {
            Note::Said(phrase) => phrase.clone(),
            Note::Read(text) => Phrase::new("status-in-english").with("text", text.as_str()),
        }
    }
}

impl From<String> for Note {
    fn from(text: String) -> Note {
        Note::Read(text)
    }
}
