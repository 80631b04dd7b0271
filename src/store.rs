//! Key-value storage as the app uses it: the browser's localStorage in the app, an in-memory
//! map natively (tests, tools). Every failure is a [`StoreError`], never a panic.

use crate::engine::{Phrase, Phrased};
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
            StoreError::Unavailable(reason) => write!(f, "saving is not available in this browser ({reason})"),
            StoreError::QuotaExceeded => f.write_str("the browser's storage is full"),
        }
    }
}

impl std::error::Error for StoreError {}

impl Phrased for StoreError {
    /// `store-*`; why the store cannot be used is left to [`StoreError::detail`].
    fn phrase(&self) -> Phrase {
        Phrase::new(match self {
            StoreError::Unavailable(_) => "store-unavailable",
            StoreError::QuotaExceeded => "store-full",
        })
    }
}

impl StoreError {
    /// What the browser said, in English only, if anything.
    pub fn detail(&self) -> Option<String> {
        match self {
            StoreError::Unavailable(reason) => Some(reason.clone()),
            StoreError::QuotaExceeded => None,
        }
    }
}

/// A string key-value store such as localStorage.
pub trait KeyValueStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
    /// Every key, in no particular order.
    fn keys(&self) -> Result<Vec<String>, StoreError>;
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
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.entries.keys().cloned().collect())
    }
}
