//! Saving the game in progress to a key-value store (the browser's localStorage in the app, an
//! in-memory map in tests) without ever losing data.
//!
//! The current game of each kind is kept as a record (see [`crate::record`]) under
//! `boardlore.v1.current.<game>`. A value that cannot be read back is never thrown away: it is
//! copied under `boardlore.v1.backup.<game>.<n>` before a fresh game starts, and the caller gets a
//! message that names the problem and the backup key.

use crate::engine::AnyGame;
use crate::record::Record;
use std::collections::BTreeMap;
use std::fmt;

/// Why the store refused a read or a write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The store cannot be used at all (storage disabled, private mode).
    Unavailable(String),
    /// The store is full.
    QuotaExceeded,
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Unavailable(reason) => {
                write!(f, "saving is not available in this browser ({reason})")
            }
            StoreError::QuotaExceeded => f.write_str("the browser's storage is full"),
        }
    }
}

impl std::error::Error for StoreError {}

/// A string key-value store such as localStorage.
pub trait KeyValueStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
}

/// An in-memory store, optionally with a size limit (in bytes of keys and values) to play
/// the part of a full browser storage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryStore {
    pub entries: BTreeMap<String, String>,
    pub limit: Option<usize>,
}

impl KeyValueStore for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.entries.get(key).cloned())
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(limit) = self.limit {
            let others: usize = self.entries.iter().filter(|(k, _)| *k != key).map(|(k, v)| k.len() + v.len()).sum();
            if others + key.len() + value.len() > limit {
                return Err(StoreError::QuotaExceeded);
            }
        }
        self.entries.insert(key.to_string(), value.to_string());
        Ok(())
    }
    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.entries.remove(key);
        Ok(())
    }
}

/// The key of the current game of kind `game`.
pub fn current_key(game: &str) -> String {
    format!("boardlore.v1.current.{game}")
}

/// What was found under the current-game key.
#[derive(Debug)]
pub enum Loaded {
    /// Nothing saved.
    Nothing,
    /// The saved game, replayed to where it was.
    Resumed { record: Record, game: AnyGame },
    /// The saved value could not be used and a fresh game should start. If `backup` names a key,
    /// the value was moved there; if not, it is still under the current key and the caller must
    /// not save over it. `message` says what happened, for the player.
    SetAside { message: String, backup: Option<String> },
}

/// Reads the current game of kind `game`, setting an unreadable value aside.
pub fn load_current(store: &mut impl KeyValueStore, game: &str) -> Loaded {
    let key = current_key(game);
    let text = match store.get(&key) {
        Ok(Some(text)) => text,
        Ok(None) => return Loaded::Nothing,
        Err(error) => {
            return Loaded::SetAside { message: format!("Your saved game could not be read: {error}."), backup: None }
        }
    };
    let problem = match Record::parse(&text).and_then(|record| Ok((record.replay()?, record))) {
        Ok((game_state, record)) if record.game == game => return Loaded::Resumed { record, game: game_state },
        Ok((_, record)) => format!("it is a game of {}, not {game}", record.game),
        Err(error) => error.to_string(),
    };
    let backup = (1..).map(|n| format!("boardlore.v1.backup.{game}.{n}")).find(|k| matches!(store.get(k), Ok(None)));
    let kept = backup.filter(|backup_key| store.set(backup_key, &text).is_ok() && store.remove(&key).is_ok());
    let message = match &kept {
        Some(backup_key) => format!("Your saved game could not be read ({problem}). A new game has started; the old save is kept under \"{backup_key}\"."),
        None => format!("Your saved game could not be read ({problem}). A new game has started; the old save was left untouched, so this game will not be saved until the browser's storage has room."),
    };
    Loaded::SetAside { message, backup: kept }
}

/// Saves `record` as the current game of its kind.
pub fn save_current(store: &mut impl KeyValueStore, record: &Record) -> Result<(), StoreError> {
    store.set(&current_key(&record.game), &record.to_json())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn saved_game(actions: &[&str]) -> Record {
        let mut record = Record::new("leyla", Value::Null, Some(1));
        record.actions = actions.iter().map(|a| a.to_string()).collect();
        record
    }

    #[test]
    fn a_saved_game_resumes_where_it_was() {
        let mut store = MemoryStore::default();
        let record = saved_game(&["a1", "b2"]);
        save_current(&mut store, &record).unwrap();
        match load_current(&mut store, "leyla") {
            Loaded::Resumed { record: loaded, game } => {
                assert_eq!(loaded, record);
                assert_eq!(game.view(), record.replay().unwrap().view());
            }
            other => panic!("expected a resumed game, got {other:?}"),
        }
        assert!(matches!(load_current(&mut store, "piprjall"), Loaded::Nothing));
    }

    #[test]
    fn an_unreadable_save_is_kept_under_a_backup_key() {
        for bad in ["{not json", r#"{"format":"boardlore-record","version":1,"game":"leyla","actions":["a1","a1"]}"#] {
            let mut store = MemoryStore::default();
            store.set(&current_key("leyla"), bad).unwrap();
            store.set("boardlore.v1.backup.leyla.1", "older").unwrap();
            let Loaded::SetAside { message, backup } = load_current(&mut store, "leyla") else { panic!("set aside") };
            assert_eq!(backup.as_deref(), Some("boardlore.v1.backup.leyla.2"));
            assert!(message.contains("could not be read"), "{message}");
            assert_eq!(store.entries.get("boardlore.v1.backup.leyla.2").map(String::as_str), Some(bad));
            assert_eq!(store.entries.get("boardlore.v1.backup.leyla.1").map(String::as_str), Some("older"));
            assert_eq!(store.entries.get(&current_key("leyla")), None);
        }
    }

    #[test]
    fn a_full_store_keeps_the_unreadable_value_where_it_is() {
        let mut store = MemoryStore { limit: Some(60), ..MemoryStore::default() };
        store.set(&current_key("leyla"), "garbage that fills the store").unwrap();
        let Loaded::SetAside { message, backup } = load_current(&mut store, "leyla") else { panic!("set aside") };
        assert_eq!(backup, None);
        assert!(message.contains("left untouched"), "{message}");
        assert_eq!(store.entries.get(&current_key("leyla")).map(String::as_str), Some("garbage that fills the store"));
        assert_eq!(save_current(&mut store, &saved_game(&["a1"])), Err(StoreError::QuotaExceeded));
    }
}
