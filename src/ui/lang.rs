//! The visitor's language in the app: chosen at start from `?lang=` (which wins), else the
//! choice remembered in localStorage, else the browser's preferred languages; a menu on every
//! screen changes it, remembers it, and keeps `lang=` in the address in step. Every component
//! reads the messages from the [`I18n`] context; `<html lang>` follows the choice.
//!
//! The page carries English only: another language is fetched ([`load`]) before the first screen
//! shows (the static splash stays meanwhile) or, chosen in the menu, with a loading mark beside
//! it. A museum's own file `locales/<tag>.ftl` beside the page is fetched with it and goes over
//! the built-in messages, or brings a language of its own; a file that does not parse is told in
//! a notice ([`WordsNotice`]) and not used. `?review=1` shows each text's message id.

use super::browser::{query, LocalStorage};
use crate::engine::Seat;
use crate::i18n::{self, negotiate, pack_path, Arg, Lang, Messages, Phrase, WordsError};
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// The messages of the language in use, and how to choose another.
#[derive(Clone, PartialEq)]
pub struct I18n {
    pub messages: Rc<Messages>,
    /// Chooses the language of this tag (fetching it first if needed).
    pub choose: Callback<String>,
    /// The languages museums' files have brought (tag and name), for the menu beside the built-in ones.
    pub extra: Rc<Vec<(String, String)>>,
    /// The tag of the language being fetched, while it is.
    pub loading: Option<String>,
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

    /// The built-in language in use (English under a language only a museum's file brings).
    pub fn lang(&self) -> Lang {
        self.messages.lang()
    }

    /// `lang=TAG`, for links that keep the language.
    pub fn param(&self) -> String {
        format!("lang={}", self.messages.tag())
    }
}

/// The messages in use (English outside the app's provider).
#[hook]
pub fn use_i18n() -> I18n {
    use_context::<I18n>().unwrap_or_else(|| I18n {
        messages: Rc::new(Messages::new(Lang::ENGLISH)),
        choose: Callback::noop(),
        extra: Rc::default(),
        loading: None,
    })
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

/// The language a visitor asks for: a tag, and the built-in language to use if it is not one and
/// no museum's file brings it.
#[derive(Clone, Debug)]
pub struct Wanted {
    tag: String,
    fallback: Lang,
}

impl Wanted {
    /// The language of `tag`, English if neither built in nor brought by a museum's file.
    pub fn tag(tag: &str) -> Wanted {
        Lang::from_tag(tag).map_or_else(|| Wanted { tag: tag.to_string(), fallback: Lang::ENGLISH }, Wanted::built_in)
    }

    /// Whether the page carries this language's messages (English), so that only a museum's file
    /// is fetched for it.
    pub fn carried(&self) -> bool {
        Lang::from_tag(&self.tag).is_some_and(Lang::carried)
    }

    fn built_in(lang: Lang) -> Wanted {
        Wanted { tag: lang.tag().to_string(), fallback: lang }
    }
}

/// A tag as written in an address or storage, if it is a well-formed language tag (so that it
/// can name a file), in its canonical form.
fn well_formed(tag: &str) -> Option<String> {
    tag.trim().parse::<unic_langid::LanguageIdentifier>().ok().map(|id| id.to_string())
}

/// The language to start in: `?lang=` (a tag this version does not know is looked for among the
/// museum's files, else counts as a preference like the browser's), the remembered choice, then
/// the browser's languages. A language the address names exactly is remembered too, so that a
/// kiosk's or a link's language lasts as the visitor goes from page to page.
pub fn wanted() -> Wanted {
    if let Some(asked) = query("lang") {
        if let Some(lang) = Lang::from_tag(&asked) {
            let _ = i18n::remember(&mut LocalStorage::open(), lang.tag());
            return Wanted::built_in(lang);
        }
        let mut preferred = vec![asked.clone()];
        preferred.extend(browser_languages());
        let fallback = negotiate(&preferred);
        return well_formed(&asked).map_or(Wanted::built_in(fallback), |tag| Wanted { tag, fallback });
    }
    let fallback = negotiate(&browser_languages());
    match i18n::remembered(&LocalStorage::open()) {
        Some(tag) => match Lang::from_tag(&tag) {
            Some(lang) => Wanted::built_in(lang),
            None => well_formed(&tag).map_or(Wanted::built_in(fallback), |tag| Wanted { tag, fallback }),
        },
        None => Wanted::built_in(fallback),
    }
}

/// A language's messages as loaded, and why a museum's file for it was not used, if it was not.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    pub messages: Rc<Messages>,
    pub problem: Option<WordsError>,
}

/// The window property keeping each words file the page has fetched, by its address: its text,
/// `null` when there was none, or a promise of either while it comes. index.html's start script
/// asks for the visitor's files beside the WebAssembly (`Trunk.toml`), so that their round trip
/// is not added to the first screen's; a binary that takes over the page (see `on_demand`)
/// starts in the words already fetched instead of asking the network again (a round trip, and a
/// language's whole file, between a tapped card and its game).
const KEPT: &str = "boardloreWords";

/// What the page has of a words file.
enum Kept {
    /// Its text (`None`: there was none).
    Text(Option<String>),
    /// Asked for (a promise of its text or `null`).
    Asked(js_sys::Promise),
}

/// The words file at `url` as the page has it, if it does.
fn kept(url: &str) -> Option<Kept> {
    let window = web_sys::window()?;
    let files = js_sys::Reflect::get(&window, &KEPT.into()).ok().filter(|v| v.is_object())?;
    let value = js_sys::Reflect::get(&files, &url.into()).ok().filter(|v| !v.is_undefined())?;
    Some(match value.dyn_into::<js_sys::Promise>() {
        Ok(promise) => Kept::Asked(promise),
        Err(value) => Kept::Text(value.as_string()),
    })
}

/// Keeps the words file at `url` as fetched, for [`kept`].
fn keep(url: &str, text: Option<&str>) {
    let Some(window) = web_sys::window() else { return };
    let files = match js_sys::Reflect::get(&window, &KEPT.into()) {
        Ok(files) if files.is_object() => files,
        _ => {
            let files = js_sys::Object::new().into();
            let _ = js_sys::Reflect::set(&window, &KEPT.into(), &files);
            files
        }
    };
    let _ = js_sys::Reflect::set(&files, &url.into(), &text.map_or(JsValue::NULL, JsValue::from));
}

/// Where a words file comes from: the network, or the page's copy (or its request) when it has
/// one ([`kept`]: a binary's first screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Asked of the server (a language chosen in the menu).
    Network,
    /// As the page already has it, else asked of the server (a binary's first screen).
    Kept,
}

/// The text at `url` (relative to the page), asked for at once unless `source` allows the page's
/// copy: nothing if it is missing, not Fluent (a host that answers every address with its home
/// page) or unreachable. What is fetched is kept for the next binary ([`keep`]).
fn fetch_text(url: &str, source: Source) -> Pin<Box<dyn Future<Output = Option<String>>>> {
    if source == Source::Kept {
        match kept(url) {
            Some(Kept::Text(text)) => return Box::pin(std::future::ready(text)),
            Some(Kept::Asked(promise)) => {
                let url = url.to_string();
                return Box::pin(async move {
                    let text = JsFuture::from(promise).await.ok().and_then(|v| v.as_string());
                    keep(&url, text.as_deref());
                    text
                });
            }
            None => {}
        }
    }
    let init = web_sys::RequestInit::new();
    // Asked again of the server each time (a 304 when unchanged): never an older build's words.
    init.set_cache(web_sys::RequestCache::NoCache);
    // Awaited from here on (a JsFuture takes the answer at once), so that a refusal that comes
    // while another file is awaited is not an unhandled rejection.
    let request = web_sys::window().map(|w| JsFuture::from(w.fetch_with_str_and_init(url, &init)));
    let url = url.to_string();
    Box::pin(async move {
        let response: web_sys::Response = request?.await.ok()?.dyn_into().ok()?;
        let kind = response.headers().get("content-type").ok().flatten().unwrap_or_default();
        let text = if !response.ok() || kind.contains("html") {
            None
        } else {
            JsFuture::from(response.text().ok()?).await.ok()?.as_string()
        };
        keep(&url, text.as_deref());
        text
    })
}

/// Loads the language `wanted` names: its messages (fetched unless the page carries them) and a
/// museum's file `locales/<tag>.ftl` over them, both asked for at once; in review mode if
/// `review`; each file from `source`. A language only a museum's file brings, when there is no
/// such file (or it does not parse), gives the fallback.
pub async fn load(wanted: Wanted, review: bool, source: Source) -> Loaded {
    let file = format!("locales/{}.ftl", wanted.tag);
    let built_in = Lang::from_tag(&wanted.tag);
    let pack = built_in.filter(|lang| !lang.carried()).map(|lang| fetch_text(&pack_path(lang.tag()), source));
    let overlay = fetch_text(&file, source);
    let (messages, problem) = match built_in {
        Some(lang) => {
            let mut messages = match pack {
                None => Messages::new(lang),
                Some(pack) => match pack.await.map(|text| Messages::with_pack(lang, &text)) {
                    Some(Ok(messages)) => messages,
                    failed => {
                        web_sys::console::warn_1(&format!("boardlore: {} not loaded ({failed:?})", lang.tag()).into());
                        Messages::new(Lang::ENGLISH)
                    }
                },
            };
            let problem = match overlay.await {
                Some(text) => messages.overlay(&file, &text).err(),
                None => None,
            };
            (messages, problem)
        }
        None => match overlay.await.map(|text| Messages::new_language(&wanted.tag, &file, &text)) {
            Some(Ok(messages)) => (messages, None),
            refused => {
                let fallback = Box::pin(load(Wanted::built_in(wanted.fallback), review, source)).await;
                return Loaded { problem: refused.and_then(Result::err).or(fallback.problem), ..fallback };
            }
        },
    };
    Loaded { messages: Rc::new(messages.reviewing(review)), problem }
}

/// The language in use, the languages museums' files have brought, the one being fetched and the
/// notice of a refused file, for the app, starting from `first` (loaded before the app started).
#[hook]
pub fn use_languages(first: &Loaded) -> (I18n, UseStateHandle<Option<WordsError>>) {
    let messages = use_state(|| first.messages.clone());
    let problem = use_state(|| first.problem.clone());
    let extra = use_state(|| Rc::new(brought(&Vec::new(), &first.messages)));
    let loading = use_state(|| None::<String>);
    {
        let messages = (*messages).clone();
        use_effect_with(messages.tag().to_string(), move |_| mark_document(&messages));
    }
    let choose = {
        let (messages, problem, extra, loading) = (messages.clone(), problem.clone(), extra.clone(), loading.clone());
        Callback::from(move |tag: String| {
            let review = messages.review();
            let (messages, problem, extra, loading) =
                (messages.clone(), problem.clone(), extra.clone(), loading.clone());
            loading.set(Some(tag.clone()));
            wasm_bindgen_futures::spawn_local(async move {
                let loaded = load(Wanted::tag(&tag), review, Source::Network).await;
                choose(loaded.messages.tag());
                extra.set(Rc::new(brought(&extra, &loaded.messages)));
                problem.set(loaded.problem);
                messages.set(loaded.messages);
                loading.set(None);
            });
        })
    };
    let i18n = I18n { messages: (*messages).clone(), choose, extra: (*extra).clone(), loading: (*loading).clone() };
    (i18n, problem)
}

/// `known` with the language of `messages` added if a museum's file brought it.
fn brought(known: &[(String, String)], messages: &Messages) -> Vec<(String, String)> {
    let mut out = known.to_vec();
    if Lang::from_tag(messages.tag()).is_none() && !out.iter().any(|(tag, _)| tag == messages.tag()) {
        out.push((messages.tag().to_string(), messages.name().to_string()));
    }
    out
}

/// Says that a museum's file was not used, where its first mistake is, until dismissed.
#[derive(Properties, PartialEq)]
pub struct WordsNoticeProps {
    pub problem: UseStateHandle<Option<WordsError>>,
}

#[function_component(WordsNotice)]
pub fn words_notice(props: &WordsNoticeProps) -> Html {
    let t = use_i18n();
    let Some(problem) = (*props.problem).clone() else { return html! {} };
    let dismiss = {
        let problem = props.problem.clone();
        Callback::from(move |_| problem.set(None))
    };
    let args =
        [("file", problem.file.into()), ("line", Arg::Number(problem.line as i64)), ("error", problem.error.into())];
    html! {
        <div class="notice words-notice" role="alert" data-testid="words-notice">
            <p>{ t.f("words-refused", &args) }</p>
            <button onclick={dismiss} data-testid="words-notice-dismiss">{ t.t("dismiss") }</button>
        </div>
    }
}

/// Sets `<html lang>` to the language of `messages`, and gives the page's script outside the app (web/offline.js,
/// whose "new version" bar, and web/recover.js, whose message when the app has failed, need
/// words without the app) the words they show, as `data-update-*` and `data-failed-*`.
fn mark_document(messages: &Messages) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        // Best effort: a document that refuses keeps its old attributes.
        let _ = root.set_attribute("lang", messages.tag());
        let _ = root.set_attribute("data-update-ready", &messages.get("update-ready"));
        let _ = root.set_attribute("data-update-reload", &messages.get("update-reload"));
        let _ = root.set_attribute("data-failed-text", &messages.get("failed-text"));
        let _ = root.set_attribute("data-failed-kiosk", &messages.get("failed-kiosk"));
        let _ = root.set_attribute("data-failed-reload", &messages.get("failed-reload"));
    }
}

/// Puts `lang=` in the page's address (without reloading) if it has one, so that a reload
/// keeps the language the visitor chose over the one the link asked for.
fn follow_in_address(tag: &str) {
    let Some(window) = web_sys::window() else { return };
    let search = window.location().search().unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else { return };
    if params.get("lang").is_none() {
        return;
    }
    params.set("lang", tag);
    if let Ok(history) = window.history() {
        // Best effort: a browser that refuses keeps the old address.
        let _ =
            history.replace_state_with_url(&JsValue::NULL, "", Some(&format!("?{}", String::from(params.to_string()))));
    }
}

/// Remembers the language `tag` as the visitor's choice (a storage that refuses only forgets it).
fn choose(tag: &str) {
    let _ = i18n::remember(&mut LocalStorage::open(), tag);
    follow_in_address(tag);
}

/// The language menu: each language in its own name (the built-in ones, then those museums'
/// files have brought), and a mark while a chosen one is being fetched.
#[function_component(LangMenu)]
pub fn lang_menu() -> Html {
    let i18n = use_i18n();
    let current = i18n.messages.tag().to_string();
    let onchange = {
        let choose = i18n.choose.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            choose.emit(select.value());
        })
    };
    let built_in = Lang::all().map(|lang| (lang.tag().to_string(), lang.name().to_string()));
    let mut languages: Vec<(String, String)> = built_in.chain(i18n.extra.iter().cloned()).collect();
    if Lang::from_tag(&current).is_some() {
        // A built-in language a museum's file renames keeps its own name for itself in the menu.
        languages
            .iter_mut()
            .filter(|(tag, _)| *tag == current)
            .for_each(|(_, name)| *name = i18n.messages.name().to_string());
    }
    html! {
        <label class="lang-menu">
            <span class="visually-hidden">{ i18n.t("language-menu") }</span>
            <select data-testid="lang" onchange={onchange} disabled={i18n.loading.is_some()}>
                { for languages.iter().map(|(tag, name)| html! {
                    <option value={tag.clone()} lang={tag.clone()} selected={*tag == current}>{ name }</option>
                }) }
            </select>
            if i18n.loading.is_some() {
                <span class="lang-loading" role="status" data-testid="lang-loading">{ i18n.t("language-loading") }</span>
            }
        </label>
    }
}
