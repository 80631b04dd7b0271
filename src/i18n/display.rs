//! The English `Display` of what the crate says as a phrase ([`Phrased`]): the games' refusals,
//! the refusals of positions set up by hand, and the errors that wrap them; and the English of
//! a standing's notes ([`Note`]), as records write them and compare them with what they read. Each has its words
//! once, as Fluent messages (`locales/en/refusals.ftl`); the command line, the records and the
//! tests print them through the English bundle ([`in_english`]), as the app shows them in the
//! visitor's language. A technical detail in English only (a JSON parser's words), which the app
//! shows apart, follows the sentence.

use super::in_english;
use crate::any_game::{PlayError, PositionError};
use crate::catalogue::StartError;
use crate::engine::setup::Misfit;
use crate::engine::{Note, Phrase, Phrased};
use crate::games::ceelko::{setup::CeelkoSetupError, CeelkoError};
use crate::games::dongjintian::{setup::DongjintianSetupError, BlockedBy, DongjintianError, Due};
use crate::games::leyla::{setup::LeylaSetupError, LeylaError};
use crate::games::piprjall::{setup::PiprjallSetupError, PiprjallError};
use crate::record::RecordError;
use std::fmt;

/// `Display` for each type: its phrase in English.
macro_rules! in_english {
    ($($said:ty),* $(,)?) => {
        $(impl fmt::Display for $said {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&in_english(&Phrased::phrase(self)))
            }
        })*
    };
}

in_english!(
    LeylaError,
    LeylaSetupError,
    CeelkoError,
    CeelkoSetupError,
    DongjintianError,
    DongjintianSetupError,
    Due,
    BlockedBy,
    PiprjallError,
    PiprjallSetupError,
    Misfit,
    PositionError,
);

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&in_english(&self.phrase()))
    }
}

impl fmt::Display for StartError {
    /// The phrase, then why the rule options were not understood.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&in_english(&self.phrase()))?;
        match self.detail() {
            Some(detail) => write!(f, ": {detail}"),
            None => Ok(()),
        }
    }
}

impl fmt::Display for RecordError {
    /// The phrase, with the parser's words after it, or what differs in a campaign's state
    /// (`record-state-mismatch-detail`, the message that says where it goes).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = match self {
            RecordError::StateMismatch(what) => {
                Phrase::new("record-state-mismatch-detail").with("detail", what.as_str())
            }
            _ => self.phrase(),
        };
        f.write_str(&in_english(&said))?;
        match self.detail() {
            Some(detail) if !matches!(self, RecordError::StateMismatch(_)) => write!(f, ": {detail}"),
            _ => Ok(()),
        }
    }
}

impl fmt::Display for Note {
    /// A game's note in English; a note read from a record as it is.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::Said(phrase) => f.write_str(&in_english(phrase)),
            Note::Read(text) => f.write_str(text),
        }
    }
}

/// A note as records write it: its English.
impl From<Note> for String {
    fn from(note: Note) -> String {
        match note {
            Note::Said(phrase) => in_english(&phrase),
            Note::Read(text) => text,
        }
    }
}

/// Notes are equal when their English is (a note read from a record against the game's own);
/// two notes of a game, when their phrases are.
impl PartialEq for Note {
    fn eq(&self, other: &Note) -> bool {
        match (self, other) {
            (Note::Said(a), Note::Said(b)) => a == b,
            (Note::Read(a), Note::Read(b)) => a == b,
            (Note::Said(said), Note::Read(read)) | (Note::Read(read), Note::Said(said)) => in_english(said) == *read,
        }
    }
}

impl Eq for Note {}
