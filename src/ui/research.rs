//! The researchers' screens on demand. The study page (`?study=1`) and the analysis board with
//! its set-up editor (`?record=`) are not in the page's own WebAssembly (`boardlore-web`): a
//! visitor's first load carries only the screens a visitor opens. When the address names a
//! research screen, the page shows a loading state of the screen's size and loads the second
//! binary (`boardlore-research`, built by Trunk from this crate, see `src/bin/research.rs`) by
//! its module loader `research.js`, once. That binary holds the whole app, research screens
//! included: it renders the app afresh from the address into a hidden host beside the page's,
//! and once its first screen is drawn it tells the page ([`READY`]), which takes its own app away,
//! and shows its host in its place. From then on it is the app (back, forward and the app's own
//! links included), until the page is loaded again.
//!
//! The page binary never names [`draw`]: only the research binary links the study page's and the
//! analysis board's code.

use super::lang::use_i18n;
use super::review::ReviewScreen;
use super::study::StudyScreen;
use crate::engine::GameInfo;
use crate::record::link::GameLink;
use gloo::events::EventListener;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The window event the research binary sends once its first screen is drawn: the page's own
/// app then goes.
pub const READY: &str = "boardlore-research-ready";
/// The window event `web/research.js` sends when the research binary could not be loaded.
const FAILED: &str = "boardlore-research-failed";
/// The module that loads the research binary (web/research.js, beside index.html).
const LOADER: &str = "./research.js";
/// The id of the loader's script element, so that it is added once.
const SCRIPT_ID: &str = "research-loader";

/// A research screen, as the address names it.
#[derive(Clone, PartialEq)]
pub enum Research {
    /// Many games of two settings compared (see [`super::study`]).
    Study,
    /// A game from a `record=` link on the analysis board (see [`super::review`]).
    Review {
        info: &'static GameInfo,
        link: Box<GameLink>,
        /// The position shown first: after this many actions.
        at: usize,
        notices: Vec<String>,
        embedded: bool,
        persist: bool,
        /// Start the computer's review at once (`coach=1`).
        coach: bool,
    },
}

/// How a research screen is drawn.
type Draw = fn(&Research) -> Html;

thread_local! {
    /// How this binary draws a research screen: set by the research binary ([`take_over`]); the
    /// page binary has none and loads the research binary instead.
    static DRAW: Cell<Option<Draw>> = const { Cell::new(None) };
    /// The research binary's host element, hidden until its first screen is drawn.
    static HOST: RefCell<Option<web_sys::Element>> = const { RefCell::new(None) };
}

/// A research screen: drawn here in the research binary, otherwise a loading state while the
/// research binary is loaded.
pub fn screen(research: &Research) -> Html {
    match DRAW.with(Cell::get) {
        Some(draw) => draw(research),
        None => html! { <Loading /> },
    }
}

/// Draws a research screen (the research binary's [`DRAW`]).
fn draw(research: &Research) -> Html {
    match research {
        Research::Study => html! { <StudyScreen /> },
        Research::Review { info, link, at, notices, embedded, persist, coach } => html! {
            <ReviewScreen info={*info} link={(**link).clone()} at={*at} notices={notices.clone()} embedded={*embedded}
                persist={*persist} coach={*coach} />
        },
    }
}

/// The research binary's start: draws research screens itself and renders the app into a new,
/// hidden host after the page's; [`show`] swaps the two once the first screen is drawn.
pub fn take_over(first: super::lang::Loaded) {
    DRAW.with(|d| d.set(Some(draw)));
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let (Ok(host), Some(body)) = (document.create_element("div"), document.body()) else { return };
    // Hidden until drawn; a browser that refuses the attribute shows it at once, below the page's.
    let _ = host.set_attribute("hidden", "");
    if body.append_child(&host).is_err() {
        return;
    }
    HOST.with(|h| *h.borrow_mut() = Some(host.clone()));
    yew::Renderer::<super::app::App>::with_root_and_props(host, super::app::AppProps { first }).render();
}

/// Called when the app's first screen is drawn: in the research binary, tells the page to take
/// its own app away ([`READY`]) and shows the research binary's host in its place.
pub fn show() {
    let Some(host) = HOST.with(|h| h.borrow_mut().take()) else { return };
    if let Some(window) = web_sys::window() {
        if let Ok(event) = web_sys::Event::new(READY) {
            // Heard at once by the page (see `super::start`), which removes its own host.
            let _ = window.dispatch_event(&event);
        }
    }
    let _ = host.remove_attribute("hidden");
}

/// Adds the research binary's loader to the page, once; `failed` is called if it cannot load
/// (the network gone before the offline copy was made).
fn load(failed: Callback<()>) -> Vec<EventListener> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    let Some(document) = window.document() else { return Vec::new() };
    let mut listeners = vec![EventListener::once(&window, FAILED, {
        let failed = failed.clone();
        move |_| failed.emit(())
    })];
    if document.get_element_by_id(SCRIPT_ID).is_some() {
        return listeners;
    }
    let Ok(script) = document.create_element("script") else { return listeners };
    let added = script.set_attribute("type", "module").and_then(|()| script.set_attribute("src", LOADER));
    script.set_id(SCRIPT_ID);
    // A loader that did not arrive is removed, so that opening a research screen again tries again.
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

/// The research screen while its binary is on its way: a sign of progress in the space the
/// screen will take (no jump when it comes), or why it could not come.
#[function_component(Loading)]
fn loading() -> Html {
    let t = use_i18n();
    let failed = use_state(|| false);
    {
        let failed = failed.clone();
        use_effect_with((), move |_| {
            let listeners = load(Callback::from(move |()| failed.set(true)));
            move || drop(listeners)
        });
    }
    html! {
        <div class="loading-screen" data-testid="research-loading" aria-busy={(!*failed).to_string()}>
            if *failed {
                <p class="notice" role="alert" data-testid="research-failed">{ t.t("research-failed") }</p>
            } else {
                <p role="status">{ t.t("research-loading") }</p>
                <div class="splash-progress" role="progressbar" aria-label={t.t("research-loading")}><span></span></div>
            }
        </div>
    }
}
