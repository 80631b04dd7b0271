//! The browser app (feature `web`): a game picker and one screen per game, drawn as SVG from
//! the game's [`crate::engine::Topology`]. Everything runs in the page; saved games are kept in
//! localStorage (see [`crate::saves`]). The play screen holds a [`crate::session::Session`];
//! nothing here names a game: what a game says about itself comes from its
//! [`crate::engine::GameInfo`].

mod about;
mod app;
mod board;
mod browser;
mod coach;
mod failure;
mod host;
mod kiosk;
mod lang;
mod lesson;
mod navigation;
mod notices;
mod open_file;
mod picker;
mod play;
mod research;
mod review;
mod shelf;
mod standing_panel;
mod study;
pub mod worker;
mod workers;

/// The visitor's language, loaded before the first screen (fetched unless it is English), so that
/// the first screen is in it; the static splash shows meanwhile.
async fn first_words() -> lang::Loaded {
    let review = browser::query("review").as_deref() == Some("1");
    lang::load(lang::wanted(), review).await
}

/// The page binary's start (`boardlore-web`): loads the visitor's language, mounts the app in a
/// host of its own on the page's body, then takes away the first paint's splash (index.html).
/// When the research binary takes over ([`research::READY`]), the page's app and its host go.
pub fn start() {
    failure::watch_panics();
    wasm_bindgen_futures::spawn_local(async move {
        let first = first_words().await;
        let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
        let (Ok(host), Some(body)) = (document.create_element("div"), document.body()) else { return };
        if body.append_child(&host).is_err() {
            return;
        }
        let app = yew::Renderer::<app::App>::with_root_and_props(host.clone(), app::AppProps { first }).render();
        if let Some(splash) = document.get_element_by_id("splash") {
            splash.remove();
        }
        if let Some(window) = web_sys::window() {
            gloo::events::EventListener::once(&window, research::READY, move |_| {
                host.remove();
                app.destroy();
            })
            .forget();
        }
    });
}

/// The research binary's start (`boardlore-research`): the whole app, research screens included,
/// in the visitor's language, which takes over from the page's (see [`research`]).
pub fn start_research() {
    failure::watch_panics();
    wasm_bindgen_futures::spawn_local(async move {
        research::take_over(first_words().await);
    });
}
