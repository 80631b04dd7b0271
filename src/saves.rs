//! Saved games: games in progress (a match of rounds, a campaign, a single game), kept in a
//! key-value store so that they survive reloads and closed tabs, side by side, and never lost.
//!
//! Storage schema 3 (this build) keeps each saved game under `boardlore.v2.campaign.<id>` as
//! `{"schema": 3, "id", "name", "updated", "revision", "record"}`, the record in the game record
//! format; `revision` grows with every write, so that a tab can tell whether another tab saved
//! the game since it last read or wrote it (see [`save_checked`]). Schema 2 (the same without
//! `revision`) reads as revision 0 and is rewritten as schema 3 at its next save. Schema 1 (the
//! first build) kept one game per kind under `boardlore.v1.current.<game>` as a bare record;
//! [`open`] migrates such entries. Every schema has a fixture in `tests/fixtures/` that must keep
//! loading.
//!
//! Nothing is ever thrown away: an entry that cannot be read is moved to
//! `boardlore.backup.<its key>.<n>` (if the store has room; otherwise it stays where it is and
//! is left alone), the player is told, and the other saved games still load. Imports are checked
//! completely before anything is written, and never replace an existing saved game. A save never
//! replaces a stored game that has moves the saving tab has not seen ([`save_checked`]).

use crate::any_game::AnyGame;
use crate::catalogue;
use crate::engine::{Phrase, Phrased};
use crate::player::Player;
use crate::record::{Record, RecordError, MAX_NAME};
use crate::store::{KeyValueStore, StoreError};
use serde::{Deserialize, Serialize};
use std::fmt;

mod checked;
mod names;
mod problem;

pub use checked::{same_start, save_checked, Conflict, Saved};
pub use names::{copy_name, english, GivenName, Names};
pub use problem::ShelfProblem;

/// The storage schema this build writes.
pub const SCHEMA: u32 = 3;
/// The oldest schema stored under [`key`] that this build reads.
const OLDEST_SCHEMA: u32 = 2;
const PREFIX: &str = "boardlore.v2.campaign.";
const V1_PREFIX: &str = "boardlore.v1.current.";
const BACKUP_PREFIX: &str = "boardlore.backup.";
const MAX_ID: usize = 32;

/// A saved game as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    schema: u32,
    id: String,
    name: String,
    /// Milliseconds since 1970 of the last save, for ordering the list.
    updated: f64,
    /// Grows with every write (absent in schema 2: revision 0).
    #[serde(default)]
    revision: u64,
    record: Record,
    /// Who plays each seat: "person" or a computer level (absent in older saves: all people).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    seats: Vec<Player>,
}

/// A game in progress: its id, its name, and its record.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub id: String,
    pub name: String,
    pub updated: f64,
    /// The revision it was read or written with (0 for a game not yet saved).
    pub revision: u64,
    pub record: Record,
    /// Who plays each seat (missing seats are people).
    pub seats: Vec<Player>,
}

/// One line of the saved game list.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub id: String,
    pub name: String,
    pub game: String,
    pub moves: usize,
    /// Where the game stands ("Round 2: North to move"), as words for any language.
    pub status: Phrase,
    pub updated: f64,
}

/// Everything found in the store: the saved games (most recently saved first), what had to be
/// set aside or could not be done (told to the player), and the keys of set-aside entries.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shelf {
    pub games: Vec<Summary>,
    pub problems: Vec<ShelfProblem>,
    pub backups: Vec<String>,
}

/// Why a saved game operation failed.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// No saved game has this id.
    NotFound(String),
    /// The id is not 1 to 32 lowercase letters, digits or dashes.
    BadId(String),
    /// A saved game with this id exists already.
    Exists(String),
    /// The name is empty or too long.
    BadName(NameProblem),
    /// The stored entry or imported file could not be used.
    Unreadable(String),
    /// The record in it is not valid.
    Record(RecordError),
    /// The store refused.
    Store(StoreError),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NotFound(id) => write!(f, "there is no saved game '{id}'"),
            SaveError::BadId(id) => write!(f, "'{id}' is not a valid game id"),
            SaveError::Exists(id) => write!(f, "a saved game '{id}' exists already"),
            SaveError::BadName(why) => write!(f, "{why}"),
            SaveError::Unreadable(why) => write!(f, "{why}"),
            SaveError::Record(error) => write!(f, "{error}"),
            SaveError::Store(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for SaveError {}

impl Phrased for SaveError {
    /// `save-*`, or the record's or the store's own reason; technical detail is left to
    /// [`SaveError::detail`].
    fn phrase(&self) -> Phrase {
        match self {
            SaveError::NotFound(id) => Phrase::new("save-not-found").with("id", id.as_str()),
            SaveError::BadId(id) => Phrase::new("save-bad-id").with("id", id.as_str()),
            SaveError::Exists(id) => Phrase::new("save-exists").with("id", id.as_str()),
            SaveError::BadName(NameProblem::Empty) => Phrase::new("save-name-empty"),
            SaveError::BadName(NameProblem::TooLong) => Phrase::new("save-name-too-long").with("most", MAX_NAME),
            SaveError::Unreadable(_) => Phrase::new("save-unreadable"),
            SaveError::Record(error) => error.phrase(),
            SaveError::Store(error) => error.phrase(),
        }
    }
}

impl SaveError {
    /// The technical part of the reason, in English only, if any.
    pub fn detail(&self) -> Option<String> {
        match self {
            SaveError::Unreadable(detail) => Some(detail.clone()),
            SaveError::Record(error) => error.detail(),
            SaveError::Store(error) => error.detail(),
            _ => None,
        }
    }
}

/// What is wrong with a saved game's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// Nothing but spaces.
    Empty,
    /// Longer than [`MAX_NAME`] characters.
    TooLong,
}

impl fmt::Display for NameProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameProblem::Empty => f.write_str("a name cannot be empty"),
            NameProblem::TooLong => write!(f, "a name has at most {MAX_NAME} characters"),
        }
    }
}

impl From<StoreError> for SaveError {
    fn from(error: StoreError) -> Self {
        SaveError::Store(error)
    }
}

/// Whether `id` may name a campaign.
pub fn valid_id(id: &str) -> bool {
    (1..=MAX_ID).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// The store key of saved game `id`.
pub fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

fn clean_name(name: &str) -> Result<String, SaveError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(SaveError::BadName(NameProblem::Empty));
    }
    if name.chars().count() > MAX_NAME {
        return Err(SaveError::BadName(NameProblem::TooLong));
    }
    Ok(name.to_string())
}

impl SavedGame {
    /// A new saved game of a record's game.
    pub fn new(id: &str, name: &str, record: Record, now: f64) -> Result<SavedGame, SaveError> {
        if !valid_id(id) {
            return Err(SaveError::BadId(id.to_string()));
        }
        Ok(SavedGame {
            id: id.to_string(),
            name: clean_name(name)?,
            updated: now,
            revision: 0,
            record,
            seats: Vec::new(),
        })
    }

    fn stored_json(&self) -> String {
        let stored = Stored {
            schema: SCHEMA,
            id: self.id.clone(),
            name: self.name.clone(),
            updated: self.updated,
            revision: self.revision,
            record: self.record.clone(),
            seats: self.seats.clone(),
        };
        serde_json::to_string(&stored).expect("saved games always serialise")
    }

    /// The saved game as a record file: the record with its name and, for games played in rounds,
    /// the between-round state of `game` (its replayed position).
    pub fn export(&self, game: &AnyGame) -> String {
        let mut record = self.record.clone();
        record.version = crate::record::VERSION;
        record.name = Some(self.name.clone());
        record.state = game.view().standing;
        record.to_json()
    }
}

/// Reads a stored entry (schema 2 or 3) without replaying its record.
fn parse(key: &str, text: &str) -> Result<SavedGame, String> {
    let stored: Stored = serde_json::from_str(text).map_err(|e| format!("not a saved game: {e}"))?;
    if !(OLDEST_SCHEMA..=SCHEMA).contains(&stored.schema) {
        return Err(format!("unknown storage schema {}", stored.schema));
    }
    if key != self::key(&stored.id) || !valid_id(&stored.id) {
        return Err(format!("its id '{}' does not match its key", stored.id));
    }
    let name = clean_name(&stored.name).map_err(|e| e.to_string())?;
    Ok(SavedGame {
        id: stored.id,
        name,
        updated: stored.updated,
        revision: stored.revision,
        record: stored.record,
        seats: stored.seats,
    })
}

/// Reads a stored entry and replays it.
fn read(key: &str, text: &str) -> Result<(SavedGame, AnyGame), String> {
    let saved = parse(key, text)?;
    let game = saved.record.replay().map_err(|e| e.to_string())?;
    Ok((saved, game))
}

/// Moves an unreadable value to a backup key ([`ShelfProblem::SetAside`]), or leaves it where it
/// is if the store has no room ([`ShelfProblem::LeftInPlace`]).
fn set_aside(store: &mut impl KeyValueStore, key: &str, text: &str, reason: &str) -> ShelfProblem {
    let backup = (1..)
        .map(|n| format!("{BACKUP_PREFIX}{key}.{n}"))
        .find(|k| !matches!(store.get(k), Ok(Some(_))))
        .expect("some backup number is free");
    let reason = reason.to_string();
    if store.set(&backup, text).is_ok() && store.remove(key).is_ok() {
        ShelfProblem::SetAside { reason, backup }
    } else {
        ShelfProblem::LeftInPlace { reason, key: key.to_string() }
    }
}

fn summary(saved: &SavedGame, game: &AnyGame) -> Summary {
    Summary {
        id: saved.id.clone(),
        name: saved.name.clone(),
        game: saved.record.game.clone(),
        moves: saved.record.actions.len(),
        status: game.view().status_phrase,
        updated: saved.updated,
    }
}

/// A free id for a migrated or imported saved game, from `base`.
fn free_id(store: &impl KeyValueStore, base: &str) -> String {
    let base: String = base.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').take(24).collect::<String>();
    let base = if base.is_empty() { "game".to_string() } else { base.to_ascii_lowercase() };
    std::iter::once(base.clone())
        .chain((2..).map(|n| format!("{base}-{n}")))
        .find(|id| matches!(store.get(&key(id)), Ok(None)))
        .expect("some id is free")
}

/// Whether the store certainly holds nothing of the saved games' (no saved game, first-build
/// entry or set-aside entry), read from its keys alone, without replaying anything: the home
/// screen's binary, which links no game's rules, draws the empty shelf itself only then. A store
/// that cannot list its keys is not known to be empty.
pub fn none_stored(store: &impl KeyValueStore) -> bool {
    store.keys().is_ok_and(|keys| {
        !keys.iter().any(|k| k.starts_with(PREFIX) || k.starts_with(V1_PREFIX) || k.starts_with(BACKUP_PREFIX))
    })
}

/// How many saved games the store's keys name (first-build entries included), read from the keys
/// alone, as [`none_stored`]: the home screen keeps a row's place for each while the binary that
/// reads them comes. Nothing if the keys cannot be listed.
pub fn count_stored(store: &impl KeyValueStore) -> usize {
    store.keys().map_or(0, |keys| keys.iter().filter(|k| k.starts_with(PREFIX) || k.starts_with(V1_PREFIX)).count())
}

/// Migrates schema-1 entries (named in `names`' words), reads every saved game, and sets aside
/// what cannot be read.
pub fn open(store: &mut impl KeyValueStore, now: f64, names: Names) -> Shelf {
    let mut shelf = Shelf::default();
    let keys = match store.keys() {
        Ok(keys) => keys,
        Err(error) => {
            shelf.problems.push(ShelfProblem::Unlisted(error));
            return shelf;
        }
    };
    for old in keys.iter().filter(|k| k.starts_with(V1_PREFIX)) {
        if let Err(problem) = migrate_v1(store, old, now, names) {
            shelf.problems.push(problem);
        }
    }
    let keys = store.keys().unwrap_or_default();
    for key in keys.iter().filter(|k| k.starts_with(PREFIX)) {
        let Ok(Some(text)) = store.get(key) else { continue };
        match read(key, &text) {
            Ok((saved, game)) => shelf.games.push(summary(&saved, &game)),
            Err(reason) => shelf.problems.push(set_aside(store, key, &text, &reason)),
        }
    }
    shelf.backups = store.keys().unwrap_or_default().into_iter().filter(|k| k.starts_with(BACKUP_PREFIX)).collect();
    shelf.backups.sort();
    shelf.games.sort_by(|a, b| b.updated.total_cmp(&a.updated).then_with(|| a.id.cmp(&b.id)));
    shelf
}

/// Moves one schema-1 entry (a bare record) to a schema-2 campaign.
fn migrate_v1(store: &mut impl KeyValueStore, old: &str, now: f64, names: Names) -> Result<(), ShelfProblem> {
    let Ok(Some(text)) = store.get(old) else { return Ok(()) };
    let record = match Record::parse(&text).and_then(|r| r.replay().map(|_| r)) {
        Ok(record) => record,
        Err(error) => return Err(set_aside(store, old, &text, &error.to_string())),
    };
    let info = catalogue::info(&record.game).expect("a replayed record's game is in the catalogue");
    let id = free_id(store, &format!("v1-{}", record.game));
    let saved = SavedGame {
        id,
        name: names(&GivenName::SavedEarlier(info)),
        updated: now,
        revision: 0,
        record,
        seats: Vec::new(),
    };
    store.set(&key(&saved.id), &saved.stored_json()).and_then(|()| store.remove(old)).map_err(ShelfProblem::NotMigrated)
}

/// Loads saved game `id` and replays it.
pub fn load(store: &impl KeyValueStore, id: &str) -> Result<(SavedGame, AnyGame), SaveError> {
    if !valid_id(id) {
        return Err(SaveError::BadId(id.to_string()));
    }
    let key = key(id);
    let text = store.get(&key)?.ok_or_else(|| SaveError::NotFound(id.to_string()))?;
    read(&key, &text).map_err(SaveError::Unreadable)
}

/// Saved game `id` as it is stored now, without replaying it (a session that takes it replays
/// only what it has not played).
pub fn current(store: &impl KeyValueStore, id: &str) -> Result<SavedGame, SaveError> {
    if !valid_id(id) {
        return Err(SaveError::BadId(id.to_string()));
    }
    let key = key(id);
    let text = store.get(&key)?.ok_or_else(|| SaveError::NotFound(id.to_string()))?;
    parse(&key, &text).map_err(SaveError::Unreadable)
}

/// Writes `saved` as it is, with its revision, without looking at what is stored: for a game
/// under a new id. A game being played is saved with [`save_checked`].
pub fn save(store: &mut impl KeyValueStore, saved: &SavedGame) -> Result<(), StoreError> {
    store.set(&key(&saved.id), &saved.stored_json())
}

/// Deletes saved game `id`.
pub fn delete(store: &mut impl KeyValueStore, id: &str) -> Result<(), SaveError> {
    if !valid_id(id) {
        return Err(SaveError::BadId(id.to_string()));
    }
    Ok(store.remove(&key(id))?)
}

/// Renames saved game `id` (a new revision, so that a tab playing it hears of the new name).
pub fn rename(store: &mut impl KeyValueStore, id: &str, name: &str) -> Result<SavedGame, SaveError> {
    let (mut saved, _) = load(store, id)?;
    saved.name = clean_name(name)?;
    saved.revision += 1;
    save(store, &saved)?;
    Ok(saved)
}

/// Checks a record file completely (shape, version, every action, the recorded state) and,
/// only if it is sound, stores it as a new saved game with an id derived from `id` (never
/// replacing one that exists). Returns the new campaign; one without a name is named in
/// `names`' words.
pub fn import(
    store: &mut impl KeyValueStore,
    text: &str,
    id: &str,
    now: f64,
    names: Names,
) -> Result<SavedGame, SaveError> {
    let record = Record::parse(text).map_err(SaveError::Record)?;
    record.replay().map_err(SaveError::Record)?;
    let info = catalogue::info(&record.game).expect("a replayed record's game is in the catalogue");
    let name = match &record.name {
        Some(name) => clean_name(name)?,
        None => clean_name(&names(&GivenName::Imported(info)))?,
    };
    let mut stored = record;
    stored.name = None;
    stored.state = None;
    let saved = SavedGame::new(&free_id(store, id), &name, stored, now)?;
    save(store, &saved)?;
    Ok(saved)
}

/// The value of a set-aside entry, to export it.
pub fn backup(store: &impl KeyValueStore, backup_key: &str) -> Result<String, SaveError> {
    if !backup_key.starts_with(BACKUP_PREFIX) {
        return Err(SaveError::NotFound(backup_key.to_string()));
    }
    store.get(backup_key)?.ok_or_else(|| SaveError::NotFound(backup_key.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::MemoryStore;
    use serde_json::Value;

    fn leyla(actions: &[&str]) -> Record {
        let mut record = Record::new("leyla", Value::Null, Some(1));
        record.actions = actions.iter().map(|a| a.to_string()).collect();
        record
    }

    #[test]
    fn campaigns_live_side_by_side_and_resume_exactly() {
        let mut store = MemoryStore::default();
        let first = SavedGame::new("one", "Morning", leyla(&["a1", "b2"]), 1.0).unwrap();
        let second = SavedGame::new("two", "Evening", leyla(&["a3"]), 2.0).unwrap();
        save(&mut store, &first).unwrap();
        save(&mut store, &second).unwrap();
        let shelf = open(&mut store, 3.0, &english);
        assert_eq!(shelf.problems, []);
        assert_eq!(shelf.games.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(), ["two", "one"]);
        let (loaded, game) = load(&store, "one").unwrap();
        assert_eq!(loaded, first);
        assert_eq!(game.view(), first.record.replay().unwrap().view());
    }

    #[test]
    fn count_stored_counts_saved_games_from_the_keys() {
        let mut store = MemoryStore::default();
        store.set("boardlore.lang", "is").unwrap();
        store.set(&format!("{BACKUP_PREFIX}x.1"), "anything").unwrap();
        assert_eq!(count_stored(&store), 0, "other keys and set-aside entries are not rows");
        store.set(&key("one"), "not even a game").unwrap();
        store.set(&format!("{V1_PREFIX}leyla"), "anything").unwrap();
        assert_eq!(count_stored(&store), 2);
    }

    #[test]
    fn none_stored_sees_every_kind_of_entry_and_nothing_else() {
        let mut store = MemoryStore::default();
        store.set("boardlore.lang", "is").unwrap();
        assert!(none_stored(&store), "other keys of the app are not saved games");
        for key in [key("one"), format!("{V1_PREFIX}leyla"), format!("{BACKUP_PREFIX}x.1")] {
            let mut with = store.clone();
            with.set(&key, "anything").unwrap();
            assert!(!none_stored(&with), "{key}");
        }
    }

    #[test]
    fn rename_and_delete() {
        let mut store = MemoryStore::default();
        save(&mut store, &SavedGame::new("one", "Morning", leyla(&[]), 1.0).unwrap()).unwrap();
        assert_eq!(rename(&mut store, "one", "  Museum day ").unwrap().name, "Museum day");
        assert_eq!(load(&store, "one").unwrap().0.name, "Museum day");
        assert_eq!(rename(&mut store, "one", "   ").unwrap_err(), SaveError::BadName(NameProblem::Empty));
        assert_eq!(rename(&mut store, "one", &"x".repeat(81)).unwrap_err(), SaveError::BadName(NameProblem::TooLong));
        assert_eq!(rename(&mut store, "one", &"é".repeat(80)).unwrap().name.chars().count(), 80);
        delete(&mut store, "one").unwrap();
        assert_eq!(load(&store, "one").unwrap_err(), SaveError::NotFound("one".into()));
        assert_eq!(load(&store, "../x").unwrap_err(), SaveError::BadId("../x".into()));
    }

    #[test]
    fn an_unreadable_campaign_is_set_aside_and_the_others_still_load() {
        let mut store = MemoryStore::default();
        save(&mut store, &SavedGame::new("good", "Good", leyla(&["a1"]), 1.0).unwrap()).unwrap();
        store.set(&key("bad"), "{\"schema\":2,\"id\":\"bad\"").unwrap();
        let illegal = SavedGame::new("illegal", "Illegal", leyla(&["a1", "a1"]), 1.0).unwrap();
        save(&mut store, &illegal).unwrap();
        let shelf = open(&mut store, 2.0, &english);
        assert_eq!(shelf.games.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(), ["good"]);
        assert_eq!(shelf.problems.len(), 2);
        let reasons: Vec<String> = shelf.problems.iter().filter_map(ShelfProblem::detail).collect();
        assert!(reasons.iter().any(|r| r.contains("action 2: action 'a1' refused")), "{reasons:?}");
        assert!(shelf.problems.iter().all(|p| matches!(p, ShelfProblem::SetAside { .. })), "{:?}", shelf.problems);
        assert_eq!(
            shelf.backups,
            ["boardlore.backup.boardlore.v2.campaign.bad.1", "boardlore.backup.boardlore.v2.campaign.illegal.1"]
        );
        assert_eq!(backup(&store, &shelf.backups[0]).unwrap(), "{\"schema\":2,\"id\":\"bad\"");
        assert_eq!(store.get(&key("bad")).unwrap(), None);
        // Opening again changes nothing more.
        assert_eq!(open(&mut store, 3.0, &english).backups.len(), 2);
    }

    #[test]
    fn a_full_store_leaves_an_unreadable_entry_untouched() {
        let mut store = MemoryStore::default();
        store.set(&key("bad"), "garbage").unwrap();
        store.limit = Some(40);
        let shelf = open(&mut store, 1.0, &english);
        assert!(matches!(&shelf.problems[..], [ShelfProblem::LeftInPlace { key, .. }] if *key == self::key("bad")));
        assert!(shelf.problems[0].to_string().contains("left untouched"), "{:?}", shelf.problems);
        assert_eq!(store.get(&key("bad")).unwrap().as_deref(), Some("garbage"));
        let new = SavedGame::new("new", "New", leyla(&["a1"]), 1.0).unwrap();
        assert_eq!(save(&mut store, &new), Err(StoreError::QuotaExceeded));
    }

    #[test]
    fn a_checked_save_writes_the_next_revision_only_over_what_it_has_seen() {
        let mut store = MemoryStore::default();
        let start = SavedGame::new("one", "Morning", leyla(&[]), 1.0).unwrap();
        save(&mut store, &start).unwrap();
        let ours = SavedGame { record: leyla(&["a3"]), ..start.clone() };
        let written = save_checked(&mut store, &ours, 0, &english).unwrap();
        assert_eq!(written, Saved { revision: 1, name: "Morning".into(), set_aside: None });
        assert_eq!(current(&store, "one").unwrap(), SavedGame { revision: 1, ..ours.clone() });
        // Another tab, still at revision 0, plays a3 too, or takes nothing back: it takes ours.
        let same = save_checked(&mut store, &ours, 0, &english).unwrap_err();
        assert_eq!(same, Conflict::TheirsExtendsOurs(Box::new(SavedGame { revision: 1, ..ours.clone() })));
        let behind = save_checked(&mut store, &start, 0, &english).unwrap_err();
        assert!(matches!(behind, Conflict::TheirsExtendsOurs(theirs) if theirs.record.actions == ["a3"]));
        // A tab that has every stored move and more writes over them, under the stored name.
        rename(&mut store, "one", "Museum day").unwrap();
        let longer = SavedGame { record: leyla(&["a3", "b4"]), ..ours.clone() };
        assert_eq!(save_checked(&mut store, &longer, 1, &english).unwrap().name, "Museum day");
        assert_eq!(current(&store, "one").unwrap().revision, 3);
        // One that went another way is kept as a copy; the stored game stays.
        let other = SavedGame { record: leyla(&["a5"]), ..start.clone() };
        let Conflict::Diverged { kept_as } = save_checked(&mut store, &other, 0, &english).unwrap_err() else {
            panic!("a copy")
        };
        assert_eq!((kept_as.id.as_str(), kept_as.name.as_str(), kept_as.revision), ("one-copy", "Morning (copy)", 1));
        assert_eq!(current(&store, "one-copy").unwrap(), *kept_as);
        assert_eq!(current(&store, "one").unwrap().record.actions, ["a3", "b4"]);
        // So is a game of another start saved under the same id.
        let elsewhere = SavedGame { record: Record::new("leyla", Value::Null, Some(2)), ..longer.clone() };
        let copy = save_checked(&mut store, &elsewhere, 3, &english).unwrap_err();
        assert!(matches!(copy, Conflict::Diverged { kept_as } if kept_as.id == "one-copy-2"));
        assert_eq!(copy_name(&english, &"x".repeat(MAX_NAME)), format!("{} (copy)", "x".repeat(MAX_NAME - 7)));
        let long = |given: &GivenName| format!("{given} and a long tail of words that leaves little room");
        assert_eq!(copy_name(&long, &"y".repeat(MAX_NAME)).chars().count(), MAX_NAME);
        assert!(copy_name(&long, &"y".repeat(MAX_NAME)).starts_with("yyyy"));
    }

    #[test]
    fn a_checked_save_recreates_a_deleted_game_sets_aside_an_unreadable_one_and_reports_a_full_store() {
        let mut store = MemoryStore::default();
        let ours = SavedGame { revision: 4, ..SavedGame::new("one", "Morning", leyla(&["a3"]), 1.0).unwrap() };
        assert_eq!(save_checked(&mut store, &ours, 4, &english).unwrap().revision, 5);
        store.set(&key("one"), "garbage").unwrap();
        let written = save_checked(&mut store, &ours, 5, &english).unwrap();
        assert!(matches!(
            written.set_aside,
            Some(ShelfProblem::SetAside { backup, .. }) if backup == "boardlore.backup.boardlore.v2.campaign.one.1"
        ));
        assert_eq!(backup(&store, "boardlore.backup.boardlore.v2.campaign.one.1").unwrap(), "garbage");
        assert_eq!(current(&store, "one").unwrap().record.actions, ["a3"]);
        let other = SavedGame { record: leyla(&["a5"]), ..ours.clone() };
        store.limit = Some(store.entries.iter().map(|(k, v)| k.len() + v.len()).sum());
        assert_eq!(save_checked(&mut store, &other, 0, &english), Err(Conflict::Store(StoreError::QuotaExceeded)));
        assert_eq!(current(&store, "one").unwrap().record.actions, ["a3"], "the stored game stays");
        assert_eq!(store.entries.len(), 2, "and no copy could be written");
    }

    #[test]
    fn export_then_import_gives_the_same_game_under_a_new_id() {
        let mut store = MemoryStore::default();
        let saved = SavedGame::new("one", "Museum day", leyla(&["a1", "b2", "a4"]), 1.0).unwrap();
        save(&mut store, &saved).unwrap();
        let game = saved.record.replay().unwrap();
        let file = saved.export(&game);
        let imported = import(&mut store, &file, "one", 2.0, &english).unwrap();
        assert_eq!(imported.id, "one-2", "never replaces an existing saved");
        assert_eq!(imported.name, "Museum day");
        assert_eq!(imported.record.actions, saved.record.actions);
        assert_eq!(load(&store, "one-2").unwrap().1.view(), game.view());
    }

    #[test]
    fn import_refuses_tampered_files_and_writes_nothing() {
        let mut store = MemoryStore::default();
        let saved = SavedGame::new("one", "Museum day", leyla(&["a1", "b2"]), 1.0).unwrap();
        let file = saved.export(&saved.record.replay().unwrap());
        let tampered_state = file.replace("\"reserves\":[0,0]", "\"reserves\":[5,0]");
        assert_ne!(tampered_state, file);
        let cases = [
            (file.replace("\"b2\"", "\"b9\""), "action 2"),
            (tampered_state, "does not match its moves (reserves [5, 0] recorded, [0, 0] replayed)"),
            (file[..file.len() / 2].to_string(), "not a valid game record"),
            (file.replace("\"version\": 3", "\"version\": 7"), "version 7 is not supported"),
        ];
        for (text, expected) in cases {
            let error = import(&mut store, &text, "x", 2.0, &english).unwrap_err().to_string();
            assert!(error.contains(expected), "{expected}: {error}");
        }
        assert!(store.entries.is_empty());
    }
}
