//! The app's WebAssembly binaries beyond the first, loaded when a screen needs them. The page
//! starts with the home binary (`boardlore-home`, see [`super::home`]): the game cards, the
//! language menu and an empty saved-games shelf, and no game's rules. Two more binaries, built by
//! Trunk from this crate, hold the rest:
//! - [`Binary::Web`] (`boardlore-web`, `src/bin/web.rs`): the app with every screen a visitor
//!   opens (a game, lessons, about pages, the demonstration and kiosks, embeds, saved games); the
//!   home binary starts downloading and compiling it while its own first screen is drawn
//!   ([`warm`]), so that it is mostly there when a card is tapped;
//! - [`Binary::Research`] (`boardlore-research`, `src/bin/research.rs`): the whole app, with the
//!   study page and the analysis board with its set-up editor (see [`super::research`]).
//!
//! index.html starts the binary that draws the address's screen: the home binary for the home
//! screen, the web or research binary itself for an address opened directly on one of theirs.
//! When the address then names a screen the running binary cannot draw, it shows a loading state in
//! the screen's place and loads the binary that can, by its module loader (`web.js`,
//! `research.js`, beside index.html), once. That binary renders the app afresh from the address
//! into a hidden host beside the page's; once its first screen is drawn it tells the page
//! ([`Binary::ready`]), whose app goes, and shows its host in its place. From then on it is the
//! app (back, forward and the app's own links included), until the page is loaded again; the web
//! binary gives way in turn to the research binary the same way.

use super::lang::{use_i18n, I18n};
use gloo::events::EventListener;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A binary loaded on demand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binary {
    /// Every screen a visitor opens (`boardlore-web`).
    Web,
    /// The study page and the analysis board, with the rest of the app (`boardlore-research`).
    Research,
}

impl Binary {
    /// Its name in file names, events and test ids: `boardlore-<name>.js`, `<name>.js`.
    fn name(self) -> &'static str {
        match self {
            Binary::Web => "web",
            Binary::Research => "research",
        }
    }

    /// The window event it sends once its first screen is drawn: the app of a binary that draws
    /// less then goes.
    fn ready(self) -> String {
        format!("boardlore-{}-ready", self.name())
    }

    /// The window event its loader sends when the binary could not be loaded.
    fn failed(self) -> String {
        format!("boardlore-{}-failed", self.name())
    }

    /// The id of its loader's script element, so that it is added once.
    fn script_id(self) -> String {
        format!("{}-loader", self.name())
    }

    /// The message shown while it loads, and the one if it cannot.
    fn words(self, t: &I18n) -> (String, String) {
        match self {
            Binary::Web => (t.t("game-loading"), t.t("game-failed")),
            Binary::Research => (t.t("research-loading"), t.t("research-failed")),
        }
    }

    /// The binaries that draw more than `this` (`None`: the home binary): their apps take over.
    fn above(this: Option<Binary>) -> &'static [Binary] {
        match this {
            None => &[Binary::Web, Binary::Research],
            Some(Binary::Web) => &[Binary::Research],
            Some(Binary::Research) => &[],
        }
    }
}

thread_local! {
    /// The binary this is, when it is one loaded on demand (`None` in the home binary).
    static THIS: Cell<Option<Binary>> = const { Cell::new(None) };
    /// The taking-over binary's host element, hidden until its first screen is drawn.
    static HOST: RefCell<Option<web_sys::Element>> = const { RefCell::new(None) };
}

/// A binary's start when it is loaded on demand: renders the app into a new, hidden host after
/// the page's; [`show`] swaps the two once the first screen is drawn.
pub fn take_over(binary: Binary, first: super::lang::Loaded) {
    THIS.with(|b| b.set(Some(binary)));
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let (Ok(host), Some(body)) = (document.create_element("div"), document.body()) else { return };
    // Hidden until drawn; a browser that refuses the attribute shows it at once, below the page's.
    let _ = host.set_attribute("hidden", "");
    if body.append_child(&host).is_err() {
        return;
    }
    HOST.with(|h| *h.borrow_mut() = Some(host.clone()));
    let app =
        yew::Renderer::<super::app::App>::with_root_and_props(host.clone(), super::app::AppProps { first }).render();
    give_way(Some(binary), host, move || app.destroy());
}

/// A binary's own host and the way to take its app away.
type Mine = (web_sys::Element, Box<dyn FnOnce()>);

/// Takes this binary's app (`destroy`) and its host away when a binary that draws more takes
/// over (`this`: the binary this is, `None` for the home binary).
pub fn give_way(this: Option<Binary>, host: web_sys::Element, destroy: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else { return };
    let mine: Rc<RefCell<Option<Mine>>> = Rc::new(RefCell::new(Some((host, Box::new(destroy)))));
    for binary in Binary::above(this) {
        let mine = mine.clone();
        EventListener::once(&window, binary.ready(), move |_| {
            if let Some((host, destroy)) = mine.borrow_mut().take() {
                host.remove();
                destroy();
            }
        })
        .forget();
    }
}

/// Called when the app's first screen is drawn, in a binary that takes over: tells the page to
/// take the app it had away ([`Binary::ready`]) and shows this binary's host in its place. A
/// binary that index.html started itself (an address opened directly on its screen) takes the
/// first paint's splash away instead.
pub fn show() {
    let Some(host) = HOST.with(|h| h.borrow_mut().take()) else { return };
    if let Some(splash) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("splash")) {
        splash.remove();
    }
    if let (Some(window), Some(binary)) = (web_sys::window(), THIS.with(Cell::get)) {
        if let Ok(event) = web_sys::Event::new(&binary.ready()) {
            // Heard at once by the binaries that draw less, which remove their own hosts.
            let _ = window.dispatch_event(&event);
        }
    }
    let _ = host.remove_attribute("hidden");
}

/// The window property holding the web binary's module as [`warm`] compiles it: a promise of a
/// `WebAssembly.Module`, which `web.js` instantiates in place of fetching the file again.
const WARMED: &str = "boardloreWeb";

/// Starts the web binary on its way while the home screen is being drawn, so that a card tapped
/// at once finds most of it there: its two module scripts into the page's module map
/// (`<link rel="modulepreload">`, no second request when `web.js` is added), and its WebAssembly
/// downloaded and compiled as it arrives (`WebAssembly.compileStreaming`, off the page's thread)
/// into [`WARMED`]. Called when at most a museum's small words file is still to come (see
/// `first_words`), so it never delays the visitor's words; the home binary's own download is done
/// by then, so the network is otherwise idle. web/offline.js waits
/// for it before the service worker fills the offline copy, which then finds the file in the
/// browser's cache. When the page comes from the offline copy (a later visit), the file is at
/// hand and compiling it at once would only take processor time from the first screen: then
/// [`warm_when_idle`] starts it instead, once that screen is drawn.
pub fn warm() {
    if !from_offline_copy() {
        warm_now();
    }
}

/// Whether a service worker gave this page (the offline copy).
fn from_offline_copy() -> bool {
    web_sys::window()
        .and_then(|window| js_sys::Reflect::get(&window.navigator(), &"serviceWorker".into()).ok())
        .and_then(|workers| js_sys::Reflect::get(&workers, &"controller".into()).ok())
        .is_some_and(|controller| controller.is_object())
}

/// Called once the first screen is drawn: on a page from the offline copy, starts the web
/// binary on its way (see [`warm`]) when the browser is next idle.
pub fn warm_when_idle() {
    let Some(window) = web_sys::window() else { return };
    if !from_offline_copy() {
        return;
    }
    let later = wasm_bindgen::closure::Closure::once_into_js(warm_now);
    let later = later.unchecked_ref::<js_sys::Function>();
    if window.request_idle_callback(later).is_err() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(later, 500);
    }
}

/// [`warm`]'s work, unless the web binary is already being loaded (a card tapped first).
fn warm_now() {
    let Some(window) = web_sys::window() else { return };
    let Some(document) = window.document() else { return };
    let Some(head) = document.head() else { return };
    if document.get_element_by_id(&Binary::Web.script_id()).is_some() {
        return;
    }
    for file in ["./web.js", "./boardlore-web.js"] {
        if let Ok(link) = document.create_element("link") {
            let _ = link.set_attribute("rel", "modulepreload");
            let _ = link.set_attribute("href", file);
            let _ = head.append_child(&link);
        }
    }
    let module = js_sys::WebAssembly::compile_streaming(&window.fetch_with_str("./boardlore-web_bg.wasm"));
    let _ = js_sys::Reflect::set(&window, &WARMED.into(), &module);
    // A failure is web.js's to report (it then fetches the file itself): awaited here only so
    // that the browser does not report it as a rejection nobody handled.
    wasm_bindgen_futures::spawn_local(async move {
        let _ = wasm_bindgen_futures::JsFuture::from(module).await;
    });
}

/// Adds `binary`'s loader to the page, once; `failed` is called if it cannot load (the network
/// gone before the offline copy was made).
pub fn load(binary: Binary, failed: Callback<()>) -> Vec<EventListener> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    let Some(document) = window.document() else { return Vec::new() };
    let id = binary.script_id();
    let mut listeners = vec![EventListener::once(&window, binary.failed(), {
        let (failed, id) = (failed.clone(), id.clone());
        // The loader goes, so that opening the screen again tries again.
        move |_| {
            if let Some(script) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(&id)) {
                script.remove();
            }
            failed.emit(())
        }
    })];
    if document.get_element_by_id(&id).is_some() {
        return listeners;
    }
    let Ok(script) = document.create_element("script") else { return listeners };
    let src = format!("./{}.js", binary.name());
    let added = script.set_attribute("type", "module").and_then(|()| script.set_attribute("src", &src));
    script.set_id(&id);
    // A loader that did not arrive is removed, so that opening the screen again tries again.
    listeners.push(EventListener::once(&script, "error", move |event| {
        if let Some(script) = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
            script.remove();
        }
        failed.emit(());
    }));
    if added.is_err() || document.head().and_then(|head| head.append_child(&script).ok()).is_none() {
        listeners.pop();
    }
    listeners
}

/// Loads `binary` (see [`load`]) while the component lives; whether it could not be loaded.
#[hook]
pub fn use_binary(binary: Binary) -> bool {
    let failed = use_state(|| false);
    {
        let failed = failed.clone();
        use_effect_with(binary, move |binary| {
            let listeners = load(*binary, Callback::from(move |()| failed.set(true)));
            move || drop(listeners)
        });
    }
    *failed
}

#[derive(Properties, PartialEq)]
pub struct LoadingProps {
    pub binary: Binary,
    /// What the page can already show of the screen that is coming (a picture of the game's
    /// board), above the sign of progress.
    #[prop_or_default]
    pub children: Html,
}

/// A screen while its binary is on its way: a sign of progress in the space the screen will take
/// (no jump when it comes), or why it could not come.
#[function_component(Loading)]
pub fn loading(props: &LoadingProps) -> Html {
    let t = use_i18n();
    let failed = use_binary(props.binary);
    let (loading, failure) = props.binary.words(&t);
    let name = props.binary.name();
    html! {
        <div class="loading-screen" data-testid={format!("{name}-loading")} aria-busy={(!failed).to_string()}>
            { props.children.clone() }
            if failed {
                <p class="notice" role="alert" data-testid={format!("{name}-failed")}>{ failure }</p>
            } else {
                <p role="status">{ loading.clone() }</p>
                <div class="splash-progress" role="progressbar" aria-label={loading}><span></span></div>
            }
        </div>
    }
}
