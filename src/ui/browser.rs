//! The few browser facilities the app uses: URL parameters, localStorage, the reduced-motion
//! preference and a random seed.

use crate::saved::{KeyValueStore, StoreError};

/// A URL query parameter of the page (`?game=leyla`).
pub fn query(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search).ok()?.get(name)
}

/// Whether the visitor asked the system for reduced motion.
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// A fresh seed below 2^53 (so JavaScript keeps it exact), from the browser's generator.
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::getrandom(&mut bytes).is_err() {
        return js_sys_now_seed();
    }
    u64::from_le_bytes(bytes) & ((1 << 53) - 1)
}

fn js_sys_now_seed() -> u64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0, |p| p.now().to_bits() & ((1 << 53) - 1))
}

/// The page's localStorage as a [`KeyValueStore`].
pub struct LocalStorage(Option<web_sys::Storage>);

impl LocalStorage {
    /// Opens localStorage; a browser that refuses it gives a store whose every call fails.
    pub fn open() -> LocalStorage {
        LocalStorage(web_sys::window().and_then(|w| w.local_storage().ok().flatten()))
    }

    fn storage(&self) -> Result<&web_sys::Storage, StoreError> {
        self.0.as_ref().ok_or_else(|| StoreError::Unavailable("localStorage is disabled".to_string()))
    }
}

impl KeyValueStore for LocalStorage {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.storage()?.get_item(key).map_err(|_| StoreError::Unavailable("localStorage refused a read".to_string()))
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.storage()?.set_item(key, value).map_err(|_| StoreError::QuotaExceeded)
    }
    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.storage()?
            .remove_item(key)
            .map_err(|_| StoreError::Unavailable("localStorage refused a removal".to_string()))
    }
}
