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
mod handover;
mod home;
mod host;
mod kiosk;
mod lang;
mod lesson;
mod navigation;
mod notices;
mod on_demand;
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

// The components index.html's first paint is made of (its cards, in English, before any
// WebAssembly has run: tests/first_paint.rs renders them to HTML and keeps index.html in step).
pub use home::TopHeader;
pub use picker::Picker;

/// The visitor's language, loaded before the first screen (fetched unless it is English), so that
/// the first screen is in it; the static splash shows meanwhile. A binary taking over the page
/// starts in the words files the page has already fetched ([`lang::Source::Kept`]). `meanwhile`
/// is called as soon as what remains to fetch is at most a museum's file (a few hundred bytes,
/// which a download beside it does not delay): before the fetch for a language the page carries,
/// after it for the others.
async fn first_words(meanwhile: fn()) -> lang::Loaded {
    let review = browser::query("review").as_deref() == Some("1");
    let wanted = lang::wanted();
    let light = wanted.carried();
    if light {
        meanwhile();
    }
    let loaded = lang::load(wanted, review, lang::Source::Kept).await;
    if !light {
        meanwhile();
    }
    loaded
}

/// The home binary's start (`boardlore-home`, the page's first WebAssembly): loads the visitor's
/// language, mounts the home screen (see [`home`]) in a host of its own on the page's body, then
/// takes away the first paint's splash (index.html). When a binary loaded on demand takes over
/// (see [`on_demand`]), the home binary's app and its host go.
pub fn start_home() {
    failure::watch_panics();
    wasm_bindgen_futures::spawn_local(async move {
        let first = first_words(on_demand::warm).await;
        let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
        let (Ok(host), Some(body)) = (document.create_element("div"), document.body()) else { return };
        if body.append_child(&host).is_err() {
            return;
        }
        let app = yew::Renderer::<home::HomeApp>::with_root_and_props(host.clone(), home::HomeProps { first }).render();
        // Yew draws in a task of its own, queued by `render`: after it, in the same turn (before
        // the browser paints), the first paint's cards give way to the app's.
        let _ = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::resolve(&wasm_bindgen::JsValue::NULL)).await;
        home::carry_first_paint(&document, &host);
        if let Some(splash) = document.get_element_by_id("splash") {
            splash.remove();
        }
        on_demand::give_way(None, host, move || app.destroy());
        on_demand::warm_when_idle();
    });
}

/// The web binary's start (`boardlore-web`): the app with every screen a visitor opens, in the
/// visitor's language, which takes over from the home binary's (see [`on_demand`]).
pub fn start() {
    failure::watch_panics();
    wasm_bindgen_futures::spawn_local(async move {
        on_demand::take_over(on_demand::Binary::Web, first_words(|| {}).await);
    });
}

/// The research binary's start (`boardlore-research`): the whole app, research screens included,
/// in the visitor's language, which takes over from the page's (see [`on_demand`]).
pub fn start_research() {
    failure::watch_panics();
    research::draws();
    wasm_bindgen_futures::spawn_local(async move {
        on_demand::take_over(on_demand::Binary::Research, first_words(|| {}).await);
    });
}
