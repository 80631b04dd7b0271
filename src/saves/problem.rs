//! What the visitor is told when the saved game list could not take a stored entry as it was:
//! an entry set aside because it cannot be read, one left where it was for want of room, a game
//! of the first version that could not be moved to the new format, a store that cannot be
//! listed. The words are the app's messages (`shelf-*`); why an entry could not be read (a
//! parser's words) is English detail ([`ShelfProblem::detail`]).

use crate::engine::{Phrase, Phrased};
use crate::store::StoreError;
use std::fmt;

/// A stored entry the list could not take as it was, or a store it could not read.
#[derive(Clone, Debug, PartialEq)]
pub enum ShelfProblem {
    /// The store cannot be listed at all.
    Unlisted(StoreError),
    /// An entry that cannot be read (`reason`) was moved to the key `backup`.
    SetAside { reason: String, backup: String },
    /// An entry that cannot be read (`reason`) could not be moved for want of room: it stays
    /// under `key`, untouched.
    LeftInPlace { reason: String, key: String },
    /// A game saved by the first version could not be moved to the new format; it stays.
    NotMigrated(StoreError),
}

impl fmt::Display for ShelfProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShelfProblem::Unlisted(error) => write!(f, "Saved games cannot be read: {error}."),
            ShelfProblem::SetAside { reason, backup } => write!(
                f,
                "A saved game could not be read ({reason}). It has been set aside as \"{backup}\" and can be exported from the list; your other games are not affected."
            ),
            ShelfProblem::LeftInPlace { reason, key } => write!(
                f,
                "A saved game could not be read ({reason}). There was no room to set it aside, so it was left untouched under \"{key}\"; your other games are not affected."
            ),
            ShelfProblem::NotMigrated(error) => write!(
                f,
                "A game saved by an earlier version could not be moved to the new format ({error}); it was left untouched."
            ),
        }
    }
}

impl std::error::Error for ShelfProblem {}

impl Phrased for ShelfProblem {
    /// `shelf-*`: the app's words, without the technical detail.
    fn phrase(&self) -> Phrase {
        match self {
            ShelfProblem::Unlisted(error) => Phrase::new("shelf-unlisted").with("error", error.phrase()),
            ShelfProblem::SetAside { backup, .. } => Phrase::new("shelf-set-aside").with("backup", backup.as_str()),
            ShelfProblem::LeftInPlace { key, .. } => Phrase::new("shelf-left-in-place").with("key", key.as_str()),
            ShelfProblem::NotMigrated(error) => Phrase::new("shelf-not-migrated").with("error", error.phrase()),
        }
    }
}

impl ShelfProblem {
    /// Why, in English only (a parser's or the browser's words), if anything.
    pub fn detail(&self) -> Option<String> {
        match self {
            ShelfProblem::Unlisted(error) | ShelfProblem::NotMigrated(error) => error.detail(),
            ShelfProblem::SetAside { reason, .. } | ShelfProblem::LeftInPlace { reason, .. } => Some(reason.clone()),
        }
    }
}
