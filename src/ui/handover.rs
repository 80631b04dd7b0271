//! A file a visitor chose on the home binary's screen, handed to the web binary. The home binary
//! links no game's rules, so it cannot check a saved game or a record file; when the visitor
//! chooses one (to import it on the shelf, or to open it on the analysis board) it keeps the
//! file on the page's window and loads the web binary (see [`super::on_demand`]), whose shelf or
//! file opener takes it from there as if it had been chosen there.

use wasm_bindgen::{JsCast, JsValue};

/// The window property that holds the file and what it is for, until taken.
const KEY: &str = "boardloreHandedOver";

/// What a handed-over file is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A saved game to import on the shelf.
    Import,
    /// A record to open on the analysis board.
    Open,
}

impl Purpose {
    fn name(self) -> &'static str {
        match self {
            Purpose::Import => "import",
            Purpose::Open => "open",
        }
    }
}

/// Keeps `file` on the window for the web binary (best effort: without it the visitor chooses
/// the file again there).
pub fn give(purpose: Purpose, file: web_sys::File) {
    let Some(window) = web_sys::window() else { return };
    let pair = js_sys::Array::of2(&JsValue::from_str(purpose.name()), &file);
    let _ = js_sys::Reflect::set(&window, &JsValue::from_str(KEY), &pair);
}

/// The file handed over for `purpose`, if there is one; it is taken once.
pub fn take(purpose: Purpose) -> Option<web_sys::File> {
    let window = web_sys::window()?;
    let key = JsValue::from_str(KEY);
    let pair = js_sys::Reflect::get(&window, &key).ok()?.dyn_into::<js_sys::Array>().ok()?;
    if pair.get(0).as_string().as_deref() != Some(purpose.name()) {
        return None;
    }
    let _ = js_sys::Reflect::delete_property(&window, &key);
    pair.get(1).dyn_into::<web_sys::File>().ok()
}
