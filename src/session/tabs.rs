//! One saved game open in several tabs or windows of the same browser, which share one store.
//! A session saves with a compare-and-set ([`saves::save_checked`]) so that it never overwrites
//! moves it has not seen, and it follows what other tabs store: when the store tells it the game
//! changed (the browser's `storage` event), it takes the stored game, replaying only the actions
//! it has not played, without animating them. What each step means for the visitor is said in
//! words ([`TabNews`]).

use super::{play_on, Msg, Played, Session};
use crate::engine::{Arg, Phrase, Phrased};
use crate::record::RecordError;
use crate::saves::{self, same_start, Conflict, Names, SavedGame, ShelfProblem};
use crate::store::KeyValueStore;
use std::fmt;
use std::rc::Rc;

/// New moves told one by one up to this many; more are counted.
const LISTED: usize = 6;

/// What a tab does after writing or reading the store: a message for its session, and what
/// the visitor is told.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TabNews {
    pub msg: Option<Msg>,
    pub notice: Option<TabNotice>,
}

/// What the visitor is told when the store held something this tab had not seen.
#[derive(Clone, Debug, PartialEq)]
pub enum TabNotice {
    /// Another tab played on, and this tab follows.
    PlayedElsewhere,
    /// Another tab took moves back or played others, and this tab shows that.
    ChangedElsewhere,
    /// The stored entry could not be read and was set aside before this tab saved.
    SetAside(ShelfProblem),
    /// This tab's save wrote nothing under the game's id.
    Conflict(Conflict),
}

impl fmt::Display for TabNotice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TabNotice::PlayedElsewhere => f.write_str(
                "This game was played on in another tab or window; this tab follows it and shows the latest position.",
            ),
            TabNotice::ChangedElsewhere => f.write_str("This game was changed in another tab or window (a move taken back, or other moves played); this tab now shows it as it was saved there."),
            TabNotice::SetAside(problem) => write!(f, "{problem}"),
            TabNotice::Conflict(conflict) => write!(f, "{conflict}"),
        }
    }
}

impl Phrased for TabNotice {
    fn phrase(&self) -> Phrase {
        match self {
            TabNotice::PlayedElsewhere => Phrase::new("tab-played-elsewhere"),
            TabNotice::ChangedElsewhere => Phrase::new("tab-changed-elsewhere"),
            TabNotice::SetAside(problem) => problem.phrase(),
            TabNotice::Conflict(conflict) => conflict.phrase(),
        }
    }
}

impl TabNotice {
    /// The technical part, in English only, if any.
    pub fn detail(&self) -> Option<String> {
        match self {
            TabNotice::SetAside(problem) => problem.detail(),
            TabNotice::Conflict(conflict) => conflict.detail(),
            TabNotice::PlayedElsewhere | TabNotice::ChangedElsewhere => None,
        }
    }
}

/// Moves as a phrase's argument: the actions in notation when few, else how many and the last
/// (`told-tab-many`).
fn moves_said(actions: &[String]) -> Arg {
    match actions {
        [.., last] if actions.len() > LISTED => {
            Phrase::new("told-tab-many").with("count", actions.len()).with("last", last.as_str()).into()
        }
        _ => Arg::Text(actions.join(", ")),
    }
}

impl Session {
    /// Saves a change made here, unless another tab saved moves this one has not seen: then
    /// the session is told to take the stored game, or to go on with a copy of its own (see
    /// [`saves::save_checked`]; a copy is named in `names`' words). Nothing to do when every
    /// change is stored already.
    pub fn save_to(&self, store: &mut impl KeyValueStore, names: Names) -> TabNews {
        if !self.unsaved() {
            return TabNews::default();
        }
        match saves::save_checked(store, &self.saved, self.saved.revision, names) {
            Ok(saved) => TabNews {
                msg: Some(Msg::Saved { revision: saved.revision, name: saved.name, change: self.revision }),
                notice: saved.set_aside.map(TabNotice::SetAside),
            },
            Err(conflict) => {
                let notice = Some(TabNotice::Conflict(conflict.clone()));
                match conflict {
                    Conflict::TheirsExtendsOurs(theirs) => TabNews { msg: Some(Msg::Adopt(theirs)), notice },
                    Conflict::Diverged { kept_as } => TabNews { msg: Some(Msg::Adopt(kept_as)), notice },
                    Conflict::Store(_) => TabNews { msg: None, notice },
                }
            }
        }
    }

    /// After another tab changed the store: the stored game to take, if it changed since this
    /// session last read or wrote it, and words for the visitor. A change made here and not yet
    /// stored is left to its save, which settles it.
    pub fn hear(&self, store: &impl KeyValueStore) -> TabNews {
        let Ok(theirs) = saves::current(store, &self.saved.id) else { return TabNews::default() };
        let (ours, stored) = (&self.saved.record, &theirs.record);
        if theirs.revision == self.saved.revision || self.unsaved() || !same_start(ours, stored) {
            return TabNews::default();
        }
        let notice = if stored.actions == ours.actions {
            None
        } else if stored.actions.starts_with(&ours.actions) {
            Some(TabNotice::PlayedElsewhere)
        } else {
            Some(TabNotice::ChangedElsewhere)
        };
        TabNews { msg: Some(Msg::Adopt(Box::new(theirs))), notice }
    }

    /// Notes that the game as it was at change `change` is stored with `revision`, under `name`.
    pub(super) fn stored(&mut self, revision: u64, name: String, change: u64) {
        let saved = Rc::make_mut(&mut self.saved);
        saved.revision = revision;
        saved.name = name;
        self.stored_at = change;
    }

    /// Takes `theirs` as the game, if it is the same game from the same start and either has
    /// every action played here or nothing played here is still to be stored (a change not yet
    /// stored is settled by its save instead). The position moves back only as far as the two
    /// differ, then plays on.
    pub(super) fn adopt(&mut self, theirs: SavedGame) {
        let ours = &self.saved.record;
        let fresh = theirs.id != self.saved.id || theirs.revision != self.saved.revision;
        if !fresh || !same_start(ours, &theirs.record) {
            return;
        }
        let common = ours.actions.iter().zip(&theirs.record.actions).take_while(|(a, b)| a == b).count();
        let extends = common == ours.actions.len();
        if !extends && self.unsaved() {
            return;
        }
        let new = &theirs.record.actions[common..];
        if extends && new.is_empty() {
            self.saved = Rc::new(theirs);
            self.stored_at = self.revision;
            return;
        }
        let mut game = if extends { (*self.game).clone() } else { (*self.history[common].before).clone() };
        let mut history = self.history[..common].to_vec();
        let mut stats = if extends { self.stats.clone() } else { self.history[common].stats.clone() };
        if let Err(error) = play_on(&mut game, &mut history, &mut stats, new) {
            self.refusal = Some(followed_badly(&error));
            return;
        }
        let view = game.view();
        let said = if extends {
            Phrase::new("told-tab-moves").with("moves", moves_said(new))
        } else if new.is_empty() {
            Phrase::new("told-tab-back").with("move", common)
        } else {
            Phrase::new("told-tab-back-then").with("move", common).with("moves", moves_said(new))
        };
        let said = vec![said, view.status_phrase.clone()];
        self.saved = Rc::new(theirs);
        self.stored_at = self.revision;
        self.stamp += 1;
        self.game = Rc::new(game);
        self.history = Rc::new(history);
        self.stats = stats;
        self.shown = view.sites.clone();
        self.view = Rc::new(view);
        self.animation = Rc::from(Vec::new());
        self.shown_steps = 0;
        self.active = None;
        self.selected = None;
        self.viewing = None;
        self.refusal = None;
        self.last = Some(Played::said(said, self.moves()));
    }
}

/// Why another tab's game could not be followed.
fn followed_badly(error: &RecordError) -> Phrase {
    Phrase::new("tab-not-followed").with("error", error.phrase())
}

#[cfg(test)]
mod tests;
