//! The page that frames boardlore, if any: messages to it and from it through `postMessage`
//! (see [`crate::embed`] for their contents and `docs/embedding.md` for hosts).
//!
//! With `origin=https://museum.example` in the URL, only that origin's messages are heard and
//! ours go only to it; without, messages from any origin are heard (they can only start a game
//! or change the speed) and ours go to whoever frames us.

use super::browser::query;
use crate::embed::{read_host_message, FrameMessage, HostMessage};
use gloo::events::EventListener;
use wasm_bindgen::{JsCast, JsValue};

/// Tells the framing page `message`; nothing happens when not framed.
pub fn tell(message: &FrameMessage) {
    let Some(window) = web_sys::window() else { return };
    let Ok(Some(parent)) = window.parent() else { return };
    if parent == window {
        return;
    }
    let target = query("origin").unwrap_or_else(|| "*".to_string());
    let Ok(value) = js_sys::JSON::parse(&message.to_json().to_string()) else { return };
    // A host that has gone away or refuses only misses the news; play goes on.
    let _ = parent.post_message(&value, &target);
}

/// Listens for the host's commands; each valid one goes to `on_command`, each invalid one is
/// reported on the console with its reason and changes nothing.
pub fn listen(on_command: impl Fn(HostMessage) + 'static) -> Option<EventListener> {
    let window = web_sys::window()?;
    let expected = query("origin");
    Some(EventListener::new(&window, "message", move |event| {
        let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else { return };
        if expected.as_ref().is_some_and(|origin| *origin != event.origin()) {
            warn(&format!(
                "boardlore ignored a message from {}: only {} may send commands",
                event.origin(),
                expected.as_deref().unwrap_or("")
            ));
            return;
        }
        let data = event.data();
        let text = data.as_string().or_else(|| js_sys::JSON::stringify(&data).ok().and_then(|s| s.as_string()));
        match text.as_deref().map(read_host_message) {
            Some(Ok(command)) => on_command(command),
            Some(Err(refused)) => warn(&refused.to_string()),
            None => warn("boardlore ignored a message from its host page: it cannot be read as JSON"),
        }
    }))
}

fn warn(text: &str) {
    web_sys::console::warn_1(&JsValue::from_str(text));
}
