//! The few browser facilities the app uses: URL parameters and going to another address (within
//! the app by the history API, without reloading), localStorage, the clock, the reduced-motion
//! preference, random seeds and ids, and file downloads.

use crate::store::{KeyValueStore, StoreError};
use wasm_bindgen::JsCast;

/// A URL query parameter of the page (`?game=ID`).
pub fn query(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search).ok()?.get(name)
}

/// The parameters among `names` that the page's URL has, as `name=value` pairs for another URL
/// that keeps them (a frame's `embed`, `origin`, `save`).
pub fn kept_params(names: &[&str]) -> Vec<String> {
    names.iter().filter_map(|k| query(k).map(|v| format!("{k}={}", crate::embed::encode(&v)))).collect()
}

/// The window event the app hears after it has moved to another of its own addresses (the app
/// then shows that address's screen, as if it had been opened there).
pub const NAVIGATED: &str = "boardlore-navigated";

/// Goes to `href` (relative to this page): within the app, without reloading, when it is one of
/// the app's own addresses (this page with another query); by loading it otherwise. If the
/// browser refuses, the page simply stays.
pub fn go(href: &str) {
    let Some(window) = web_sys::window() else { return };
    if !navigate_within(&window, href) {
        let _ = window.location().set_href(href);
    }
}

/// Loads `href` afresh (a kiosk's return to its attract screen: a new start for each visitor).
pub fn reload_to(href: &str) {
    if let Some(location) = web_sys::window().map(|w| w.location()) {
        let _ = location.set_href(href);
    }
}

/// `href` as an absolute address, if it is one of the app's own (same origin and path as this
/// page: only the query or fragment differ).
pub fn own_address(href: &str) -> Option<String> {
    let location = web_sys::window()?.location();
    let url = web_sys::Url::new_with_base(href, &location.href().ok()?).ok()?;
    let same = url.origin() == location.origin().ok()? && url.pathname() == location.pathname().ok()?;
    same.then(|| url.href())
}

/// Puts `href` on the history and tells the app ([`NAVIGATED`]) when it is one of the app's own
/// addresses; `false` (nothing done) otherwise.
pub fn navigate_within(window: &web_sys::Window, href: &str) -> bool {
    let Some(absolute) = own_address(href) else { return false };
    let Ok(history) = window.history() else { return false };
    if history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&absolute)).is_err() {
        return false;
    }
    if let Ok(event) = web_sys::Event::new(NAVIGATED) {
        let _ = window.dispatch_event(&event);
    }
    true
}

/// Points the page's address at campaign `id` without reloading (so that a reload reopens it),
/// keeping other parameters such as `speed`.
pub fn show_campaign_in_url(id: &str) {
    let Some(window) = web_sys::window() else { return };
    let search = window.location().search().unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else { return };
    params.delete("game");
    params.delete("new");
    params.set("campaign", id);
    if let Ok(history) = window.history() {
        // Best effort: a browser that refuses only keeps the old address.
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("?{}", String::from(params.to_string()))),
        );
    }
}

/// Whether the visitor asked the system for reduced motion.
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Milliseconds since 1970.
pub fn now() -> f64 {
    js_sys::Date::now()
}

/// A fresh seed below 2^53 (so JavaScript keeps it exact), from the browser's generator.
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::getrandom(&mut bytes).is_err() {
        return now().to_bits() & ((1 << 53) - 1);
    }
    u64::from_le_bytes(bytes) & ((1 << 53) - 1)
}

/// A fresh campaign id: eleven base-36 characters.
pub fn fresh_id() -> String {
    let mut n = fresh_seed();
    let mut id = String::new();
    while id.len() < 11 {
        let digit = (n % 36) as u32;
        id.push(char::from_digit(digit, 36).unwrap_or('0'));
        n /= 36;
    }
    id
}

/// Offers `text` to the visitor as a file download named `filename`.
pub fn download(filename: &str, text: &str) -> Result<(), String> {
    download_as(filename, text, "application/json")
}

/// Offers `text` to the visitor as a file download named `filename`, of media type `mime`.
pub fn download_as(filename: &str, text: &str, mime: &str) -> Result<(), String> {
    let fail = |what: &str| format!("the browser refused to {what}");
    let document = web_sys::window().and_then(|w| w.document()).ok_or_else(|| fail("give access to the page"))?;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| fail("make a file"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| fail("make a file"))?;
    let anchor: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(|_| fail("make a link"))?.dyn_into().map_err(|_| fail("make a link"))?;
    anchor.set_href(&url);
    anchor.set_download(filename);
    anchor.click();
    // Best effort: an object URL not revoked is only freed with the page.
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
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
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        let storage = self.storage()?;
        let refused = || StoreError::Unavailable("localStorage refused a listing".to_string());
        let count = storage.length().map_err(|_| refused())?;
        (0..count).map(|i| storage.key(i).map_err(|_| refused()).map(Option::unwrap_or_default)).collect()
    }
}
