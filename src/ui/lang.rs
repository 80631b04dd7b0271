//! The visitor's language in the app: chosen at start from `?lang=` (which wins), else the
//! choice remembered in localStorage, else the browser's preferred languages; a menu on every
//! screen changes it, remembers it, and keeps `lang=` in the address in step. Every component
//! reads the messages from the [`I18n`] context; `<html lang>` follows the choice.

use super::browser::{query, LocalStorage};
use crate::engine::Seat;
use crate::i18n::{self, negotiate, Arg, Lang, Messages, Phrase};
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The messages of the language in use, and how to choose another.
#[derive(Clone, PartialEq)]
pub struct I18n {
    pub messages: Rc<Messages>,
    pub choose: Callback<Lang>,
}

impl I18n {
    /// Message `id` without arguments.
    pub fn t(&self, id: &str) -> String {
        self.messages.get(id)
    }

    /// Message `id` with `args`.
    pub fn f(&self, id: &str, args: &[(&'static str, Arg)]) -> String {
        self.messages.text(id, args)
    }

    /// A phrase in the visitor's language.
    pub fn phrase(&self, phrase: &Phrase) -> String {
        self.messages.phrase(phrase)
    }

    /// Phrases one after another, as sentences.
    pub fn sentences(&self, phrases: &[Phrase]) -> String {
        phrases.iter().map(|p| self.messages.phrase(p)).collect::<Vec<_>>().join(" ")
    }

    /// A seat's name.
    pub fn seat(&self, seat: Seat) -> String {
        self.f("seat", &[("seat", Arg::Number(seat.index() as i64))])
    }

    pub fn lang(&self) -> Lang {
        self.messages.lang()
    }

    /// `lang=TAG`, for links that keep the language.
    pub fn param(&self) -> String {
        format!("lang={}", self.lang().tag())
    }
}

/// The messages in use (English outside the app's provider).
#[hook]
pub fn use_i18n() -> I18n {
    use_context::<I18n>()
        .unwrap_or_else(|| I18n { messages: Rc::new(Messages::new(Lang::ENGLISH)), choose: Callback::noop() })
}

/// The browser's preferred languages, most wanted first.
fn browser_languages() -> Vec<String> {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return Vec::new() };
    let listed: Vec<String> = navigator.languages().iter().filter_map(|v| v.as_string()).collect();
    if listed.is_empty() {
        navigator.language().into_iter().collect()
    } else {
        listed
    }
}

/// The language to start in: `?lang=` (a tag this version does not know counts as a preference
/// like the browser's), the remembered choice, then the browser's languages. A language the
/// address names exactly is remembered too, so that a kiosk's or a link's language lasts as the
/// visitor goes from page to page.
pub fn initial_lang() -> Lang {
    if let Some(asked) = query("lang") {
        if let Some(lang) = Lang::from_tag(&asked) {
            let _ = i18n::remember(&mut LocalStorage::open(), lang);
            return lang;
        }
        let mut preferred = vec![asked];
        preferred.extend(browser_languages());
        return negotiate(&preferred);
    }
    i18n::remembered(&LocalStorage::open()).unwrap_or_else(|| negotiate(&browser_languages()))
}

/// Sets `<html lang>` to `lang`, and gives the page's script outside the app (web/offline.js,
/// whose "new version" bar, and web/recover.js, whose message when the app has failed, need
/// words without the app) the words they show, as `data-update-*` and `data-failed-*`.
pub fn mark_document(lang: Lang, messages: &Messages) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        // Best effort: a document that refuses keeps its old attributes.
        let _ = root.set_attribute("lang", lang.tag());
        let _ = root.set_attribute("data-update-ready", &messages.get("update-ready"));
        let _ = root.set_attribute("data-update-reload", &messages.get("update-reload"));
        let _ = root.set_attribute("data-failed-text", &messages.get("failed-text"));
        let _ = root.set_attribute("data-failed-kiosk", &messages.get("failed-kiosk"));
        let _ = root.set_attribute("data-failed-reload", &messages.get("failed-reload"));
    }
}

/// Puts `lang=` in the page's address (without reloading) if it has one, so that a reload
/// keeps the language the visitor chose over the one the link asked for.
fn follow_in_address(lang: Lang) {
    let Some(window) = web_sys::window() else { return };
    let search = window.location().search().unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else { return };
    if params.get("lang").is_none() {
        return;
    }
    params.set("lang", lang.tag());
    if let Ok(history) = window.history() {
        // Best effort: a browser that refuses keeps the old address.
        let _ =
            history.replace_state_with_url(&JsValue::NULL, "", Some(&format!("?{}", String::from(params.to_string()))));
    }
}

/// Remembers `lang` as the visitor's choice (a storage that refuses only forgets it).
pub fn choose(lang: Lang) {
    let _ = i18n::remember(&mut LocalStorage::open(), lang);
    follow_in_address(lang);
}

/// The language menu: each language in its own name.
#[function_component(LangMenu)]
pub fn lang_menu() -> Html {
    let i18n = use_i18n();
    let current = i18n.lang();
    let onchange = {
        let choose = i18n.choose.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(lang) = Lang::from_tag(&select.value()) {
                choose.emit(lang);
            }
        })
    };
    html! {
        <label class="lang-menu">
            <span class="visually-hidden">{ i18n.t("language-menu") }</span>
            <select data-testid="lang" onchange={onchange}>
                { for Lang::all().map(|lang| html! {
                    <option value={lang.tag()} lang={lang.tag()} selected={lang == current}>{ lang.name() }</option>
                }) }
            </select>
        </label>
    }
}
