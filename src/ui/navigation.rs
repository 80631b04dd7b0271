//! Moving between the app's screens without reloading the page. A tap on a link to one of the
//! app's own addresses (`?game=ID&new=1`, `./`), or a form sent to one (the card's "More
//! choices"), is taken over: the address changes by the history API and the app makes the screen
//! anew from it, as if the page had been opened there. The browser's back and forward buttons do
//! the same. Links to other pages, links that open a new tab or download a file, and clicks with
//! a modifier key are left to the browser.

use super::browser::{navigate_within, own_address, NAVIGATED};
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Listens for the app's own navigations (and the history's back and forward) on the window,
/// calling `moved` after each; dropping the listeners stops it.
pub fn listen(moved: impl Fn() + Clone + 'static) -> Vec<EventListener> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    let mut listeners = Vec::new();
    for kind in ["popstate", NAVIGATED] {
        let moved = moved.clone();
        listeners.push(EventListener::new(&window, kind, move |_| {
            moved();
            if let Some(window) = web_sys::window() {
                window.scroll_to_with_x_and_y(0.0, 0.0);
            }
        }));
    }
    let Some(document) = window.document() else { return listeners };
    // Not passive: a link or form taken over must prevent the browser's own navigation.
    let active = EventListenerOptions::enable_prevent_default();
    listeners.push(EventListener::new_with_options(&document, "click", active, |event| {
        let Some(href) = own_link(event) else { return };
        if web_sys::window().is_some_and(|window| navigate_within(&window, &href)) {
            event.prevent_default();
        }
    }));
    listeners.push(EventListener::new_with_options(&document, "submit", active, |event| {
        let Some(href) = own_form(event) else { return };
        if web_sys::window().is_some_and(|window| navigate_within(&window, &href)) {
            event.prevent_default();
        }
    }));
    listeners
}

/// The address of the link a plain click followed, if the app should take it over.
fn own_link(event: &web_sys::Event) -> Option<String> {
    let click = event.dyn_ref::<web_sys::MouseEvent>()?;
    if event.default_prevented() || click.button() != 0 || click.ctrl_key() || click.meta_key() || click.shift_key() {
        return None;
    }
    if click.alt_key() {
        return None;
    }
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    let anchor = target.closest("a[href]").ok()??.dyn_into::<web_sys::HtmlAnchorElement>().ok()?;
    let opens_elsewhere = !matches!(anchor.target().as_str(), "" | "_self");
    if opens_elsewhere || anchor.has_attribute("download") {
        return None;
    }
    let href = anchor.get_attribute("href")?;
    // A link within the page (`#rules`) scrolls, as the browser does.
    (!href.starts_with('#')).then_some(href)
}

/// The address a form sent by GET to the app's own page goes to (its fields as the query).
fn own_form(event: &web_sys::Event) -> Option<String> {
    if event.default_prevented() {
        return None;
    }
    let form = event.target()?.dyn_into::<web_sys::HtmlFormElement>().ok()?;
    if !form.method().eq_ignore_ascii_case("get") || !matches!(form.target().as_str(), "" | "_self") {
        return None;
    }
    own_address(&form.action())?;
    let data = web_sys::FormData::new_with_form(&form).ok()?;
    let query = web_sys::UrlSearchParams::new_with_str_sequence_sequence(&data).ok()?;
    Some(format!("?{}", String::from(query.to_string())))
}

/// Marks the page as interactive (`<html data-ready>`), for the service worker's registration
/// (web/offline.js) and for tests and benchmarks that wait for the first screen.
pub fn mark_ready() {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        // Best effort: without the mark the offline copy is only filled on a later visit.
        let _ = root.set_attribute("data-ready", "");
    }
}

/// The app's address, as a number that changes each time the page moves to another of its own
/// addresses (the screen's key, so that the screen is made anew from it). Listens from the first
/// screen on; once it is drawn, marks the page ready ([`mark_ready`]) and calls `ready`.
#[hook]
pub fn use_address(ready: fn()) -> u32 {
    let address = use_state(|| 0u32);
    let moves = use_mut_ref(|| 0u32);
    {
        let address = address.setter();
        use_effect_with((), move |_| {
            let listeners = listen(move || {
                *moves.borrow_mut() += 1;
                address.set(*moves.borrow());
            });
            mark_ready();
            ready();
            move || drop(listeners)
        });
    }
    *address
}
