//! When the app itself fails: a panic in the page's WebAssembly, or a computer player's worker
//! that dies or stops answering. The failure is told to the page's recovery script
//! (web/recover.js, plain JavaScript that outlives the WebAssembly), which puts a kiosk back on
//! its attract screen within seconds and shows anyone else a clear message with a reload button.
//! Saved games are written after every move, so a reload loses nothing.

use wasm_bindgen::JsCast;

/// The window event web/recover.js hears; the reason is in `<html data-failure>`.
pub const FAILED: &str = "boardlore-failed";
/// The window event with which a browser test provokes a panic: only a script on the page can
/// send it (the Content-Security-Policy allows none but the app's own), never an address.
const PROVOKE: &str = "boardlore-test-panic";

/// Tells the recovery script that the app has failed, and why.
pub fn report(why: &str) {
    web_sys::console::error_1(&format!("boardlore stopped: {why}").into());
    let Some(window) = web_sys::window() else { return };
    if let Some(root) = window.document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-failure", why);
    }
    if let Ok(event) = web_sys::Event::new(FAILED) {
        let _ = window.dispatch_event(&event);
    }
}

/// Reports every panic of the page's WebAssembly before it stops, and listens for a test's
/// [`PROVOKE`]. Called once when the app starts.
pub fn watch_panics() {
    std::panic::set_hook(Box::new(|info| report(&info.to_string())));
    let Some(window) = web_sys::window() else { return };
    let provoke = wasm_bindgen::closure::Closure::<dyn Fn()>::new(|| panic!("a test asked the page to fail"));
    let _ = window.add_event_listener_with_callback(PROVOKE, provoke.as_ref().unchecked_ref());
    // Lives as long as the page.
    provoke.forget();
}
