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

/// Words with their English and the same as a [`Phrase`] for the app to show in the visitor's
/// language: a line of the standing, whose English records keep (a note is written and read as
/// that text alone; none has a phrase when read from a record), or the reason of a refusal.
/// Notes are equal when their English is.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub struct Note {
    pub text: String,
    pub phrase: Option<Phrase>,
}

impl Note {
    /// A note whose English is `text`, said as `phrase` in the app.
    pub fn new(text: impl Into<String>, phrase: Phrase) -> Note {
        Note { text: text.into(), phrase: Some(phrase) }
    }

    /// Its phrase, or (read from a record) its English as it is: the `status-in-english` message.
    pub fn said(&self) -> Phrase {
        self.phrase.clone().unwrap_or_else(|| Phrase::new("status-in-english").with("text", self.text.as_str()))
    }
}

impl PartialEq for Note {
    fn eq(&self, other: &Note) -> bool {
        self.text == other.text
    }
}

impl Eq for Note {}

impl From<String> for Note {
    fn from(text: String) -> Note {
        Note { text, phrase: None }
    }
}

impl From<Note> for String {
    fn from(note: Note) -> String {
        note.text
    }
}
