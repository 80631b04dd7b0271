//! Saving a game that may be open in several tabs or windows at once: a compare-and-set on the
//! revision kept with each saved game. Before writing, the stored entry is read again; if its
//! revision is not the one the tab last read or wrote, another tab saved the game meanwhile, and
//! the two records are compared so that no move is ever lost:
//!
//! - the stored game has every move of the tab's and perhaps more (the other tab played on): it
//!   is left as it is, and the tab takes it ([`Conflict::TheirsExtendsOurs`]);
//! - the tab's game has every stored move and more (the other tab only renamed it, or took a move
//!   back): the tab's game is written, under the stored name;
//! - the two went different ways: the stored game is left as it is, and the tab's is kept as a
//!   separate saved game, "... (copy)" ([`Conflict::Diverged`]).

use super::names::{copy_name, Names};
use super::{free_id, key, parse, save, set_aside, SavedGame, ShelfProblem};
use crate::engine::{Phrase, Phrased};
use crate::record::Record;
use crate::store::{KeyValueStore, StoreError};
use std::fmt;

/// A save that was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    /// The revision now stored with the game.
    pub revision: u64,
    /// The name it is stored under (another tab may have renamed it).
    pub name: String,
    /// What the player is told when an unreadable stored value had to be set aside first.
    pub set_aside: Option<ShelfProblem>,
}

/// Why a checked save wrote nothing under the game's id.
#[derive(Clone, Debug, PartialEq)]
pub enum Conflict {
    /// Another tab played on: the stored game has every move of this one and more. Nothing was
    /// written; the tab takes the stored game.
    TheirsExtendsOurs(Box<SavedGame>),
    /// Another tab played differently. The stored game was left as it was, and this tab's game
    /// was saved as a new game, `kept_as`, which the tab plays on.
    Diverged { kept_as: Box<SavedGame> },
    /// The store refused to be read or written; nothing was written.
    Store(StoreError),
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Conflict::TheirsExtendsOurs(theirs) => {
                let moves = theirs.record.actions.len();
                write!(
                    f,
                    "This game was played on in another tab or window before this tab's change was saved. This tab now shows the game as it was saved there, after {moves} {}; no move was lost.",
                    if moves == 1 { "move" } else { "moves" }
                )
            }
            Conflict::Diverged { kept_as } => write!(
                f,
                "This game was played differently in another tab or window. The moves played here are kept as a separate saved game, \"{}\", and this tab goes on with it; the game saved in the other tab stays as it was.",
                kept_as.name
            ),
            Conflict::Store(error) => write!(f, "This game is not being saved: {error}. You can keep playing."),
        }
    }
}

impl std::error::Error for Conflict {}

impl Phrased for Conflict {
    /// `conflict-*`, or `notice-not-saved` with the store's reason (its detail is
    /// [`Conflict::detail`]).
    fn phrase(&self) -> Phrase {
        match self {
            Conflict::TheirsExtendsOurs(theirs) => {
                Phrase::new("conflict-played-on").with("moves", theirs.record.actions.len())
            }
            Conflict::Diverged { kept_as } => Phrase::new("conflict-diverged").with("name", kept_as.name.as_str()),
            Conflict::Store(error) => Phrase::new("notice-not-saved").with("error", error.phrase()),
        }
    }
}

impl Conflict {
    /// What the browser said, in English only, if anything.
    pub fn detail(&self) -> Option<String> {
        match self {
            Conflict::Store(error) => error.detail(),
            Conflict::TheirsExtendsOurs(_) | Conflict::Diverged { .. } => None,
        }
    }
}

impl From<StoreError> for Conflict {
    fn from(error: StoreError) -> Self {
        Conflict::Store(error)
    }
}

/// Whether two records are of the same game from the same start (game, rules and seed).
pub fn same_start(a: &Record, b: &Record) -> bool {
    a.game == b.game && a.rules == b.rules && a.seed == b.seed && a.setup == b.setup
}

/// Saves `saved` if the stored game is still at `expected` (the revision this tab last read or
/// wrote) or has no move this tab has not seen; otherwise writes nothing under its id and says
/// why (see the module's documentation). A copy is named in `names`' words.
pub fn save_checked(
    store: &mut impl KeyValueStore,
    saved: &SavedGame,
    expected: u64,
    names: Names,
) -> Result<Saved, Conflict> {
    let key = key(&saved.id);
    let (revision, name, set_aside_message) = match store.get(&key)? {
        // Deleted in another tab, or never saved: nothing stored can be lost.
        None => (expected, saved.name.clone(), None),
        Some(text) => match parse(&key, &text) {
            Err(reason) => match set_aside(store, &key, &text, &reason) {
                told @ ShelfProblem::SetAside { .. } => (expected, saved.name.clone(), Some(told)),
                _ => return Err(Conflict::Store(StoreError::QuotaExceeded)),
            },
            Ok(theirs) if theirs.revision == expected && same_start(&saved.record, &theirs.record) => {
                (expected, saved.name.clone(), None)
            }
            Ok(theirs) => {
                let (ours, stored) = (&saved.record, &theirs.record);
                if same_start(ours, stored) && stored.actions.starts_with(&ours.actions) {
                    return Err(Conflict::TheirsExtendsOurs(Box::new(theirs)));
                }
                if !same_start(ours, stored) || !ours.actions.starts_with(&stored.actions) {
                    return diverged(store, saved, names);
                }
                (theirs.revision, theirs.name, None)
            }
        },
    };
    let written = SavedGame { name, revision: revision + 1, ..saved.clone() };
    save(store, &written)?;
    Ok(Saved { revision: written.revision, name: written.name, set_aside: set_aside_message })
}

/// Keeps `saved` as a new saved game beside the stored one.
fn diverged(store: &mut impl KeyValueStore, saved: &SavedGame, names: Names) -> Result<Saved, Conflict> {
    let kept_as = SavedGame {
        id: free_id(store, &format!("{}-copy", saved.id)),
        name: copy_name(names, &saved.name),
        revision: 1,
        ..saved.clone()
    };
    save(store, &kept_as)?;
    Err(Conflict::Diverged { kept_as: Box::new(kept_as) })
}
