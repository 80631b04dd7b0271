//! The browser app (feature `web`): a game picker and one screen per game, drawn as SVG from
//! the game's [`crate::engine::Topology`]. Everything runs in the page; saved games are kept in
//! localStorage (see [`crate::saves`]). The play screen holds a [`crate::session::Session`];
//! nothing here names a game: what a game says about itself comes from its
//! [`crate::engine::GameInfo`].

mod about;
mod app;
mod board;
mod browser;
mod failure;
mod host;
mod kiosk;
mod lang;
mod lesson;
mod navigation;
mod notices;
mod picker;
mod play;
mod review;
mod shelf;
mod standing_panel;
mod study;
pub mod worker;

/// Loads the visitor's language, mounts the app on the page's body, then takes away the first
/// paint's splash (index.html).
pub fn start() {
    failure::watch_panics();
    // The visitor's language first (fetched unless it is English), so that the first screen is
    // in it; the static splash shows meanwhile.
    let review = browser::query("review").as_deref() == Some("1");
    wasm_bindgen_futures::spawn_local(async move {
        let first = lang::load(lang::wanted(), review).await;
        yew::Renderer::<app::App>::with_props(app::AppProps { first }).render();
        if let Some(splash) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("splash")) {
            splash.remove();
        }
    });
}
