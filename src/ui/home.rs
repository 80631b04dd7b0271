//! The home binary (`boardlore-home`, the page's first WebAssembly): the home screen as a first
//! visitor sees it (the header and language menu, the game cards, the links to the
//! demonstration and the study, an empty saved-games shelf and the record file opener), and
//! nothing that needs a game's rules, so that the first load stays small (docs/performance.md).
//! Every other screen, and the home screen of a visitor who has saved games, is drawn by the web
//! binary, which this one starts downloading while its screen is drawn and loads when needed; the
//! research screens by the research binary (see [`super::on_demand`]). A tap on a card moves by
//! the history API as in the rest of the app; this binary then shows a loading state until the
//! binary that draws the new address takes over, without a page load.

use super::browser::{query, LocalStorage};
use super::handover::{self, Purpose};
use super::kiosk::kiosk_idle;
use super::lang::{use_i18n, use_languages, I18n, LangMenu, Loaded, WordsNotice};
use super::navigation;
use super::on_demand::{self, Binary, Loading};
use super::picker::{Picker, Thumbnail};
use crate::catalogue;
use crate::embed::SEATS;
use crate::i18n::{GameText, Part};
use crate::saves;
use yew::prelude::*;

/// The address's parameters that name a screen or a mode this binary does not draw (the others,
/// `lang=` and `review=` among them, leave the home screen as it is).
const ELSEWHERE: [&str; 10] =
    ["game", "campaign", "about", "learn", "demo", "kiosk", "attract", "embed", "study", "record"];

/// The binary that draws the address's screen, when it is not the home screen this one draws.
fn elsewhere() -> Option<Binary> {
    let asked = |name: &str| query(name).is_some();
    // A kiosk (also one remembered by the tab) refuses research screens: the web binary says so.
    if asked("kiosk") || kiosk_idle().is_some() {
        return Some(Binary::Web);
    }
    if query("study").as_deref() == Some("1") || asked("record") {
        return Some(Binary::Research);
    }
    ELSEWHERE.iter().any(|name| asked(name)).then_some(Binary::Web)
}

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// The visitor's language, loaded before the app started.
    pub first: Loaded,
}

/// The home binary's app: the visitor's language and the page's header, around the home screen
/// or the loading state of the binary that draws the address's screen. Moving to another of the
/// app's own addresses never reloads the page (see [`navigation`]).
#[function_component(HomeApp)]
pub fn home_app(props: &HomeProps) -> Html {
    let (i18n, words_problem) = use_languages(&props.first);
    // The first screen is interactive: the service worker may now fill the offline copy
    // (web/offline.js waits for this mark and for the web binary's download, `on_demand::warm`).
    let address = navigation::use_address(|| {});
    html! {
        <ContextProvider<I18n> context={i18n}>
            <WordsNotice problem={words_problem} />
            <HomePage key={address} />
        </ContextProvider<I18n>>
    }
}

/// One screen, made from the page's address when it is opened or moved to: the home screen, or
/// the loading state of the binary that draws it.
#[function_component(HomePage)]
fn home_page() -> Html {
    let t = use_i18n();
    let opened = *use_memo((), |_| {
        let store = LocalStorage::open();
        (elsewhere(), saves::none_stored(&store), saves::count_stored(&store))
    });
    let embedded = query("embed").as_deref() == Some("1");
    let body = match opened {
        (Some(binary), _, _) => html! { <Loading binary={binary}><Coming /></Loading> },
        (None, empty, saved) => html! {
            <>
                <Picker />
                // The demonstration and the researchers' study come after the games, so that a
                // visitor's first screen is the games themselves.
                <p class="demo-link"><a class="button" href="?demo=1" data-testid="demo">{ t.t("watch-demo") }</a>
                    <a class="button" href="?study=1" data-testid="study">{ t.t("study-link") }</a></p>
                if empty {
                    <EmptyShelf />
                } else {
                    // Saved games are read and replayed by the web binary, which takes over.
                    <ShelfLoading rows={saved} />
                }
                <OpenRecord />
            </>
        },
    };
    html! {
        <div class={classes!("app", embedded.then_some("embed"))}>
            if !embedded {
                <TopHeader />
            }
            <main>
                if embedded {
                    <h1 class="visually-hidden">{ "boardlore" }</h1>
                    <LangMenu />
                }
                { body }
            </main>
        </div>
    }
}

/// Carries what a visitor did to the first paint's cards (index.html's, usable before the app
/// came: tests/first_paint.rs) to the app's own, which replace them: a "More choices" opened and
/// the choices made in it. Called once the app has drawn its cards into `host`, before the first
/// paint's go.
pub fn carry_first_paint(document: &web_sys::Document, host: &web_sys::Element) {
    use wasm_bindgen::JsCast;
    for game in catalogue::CATALOGUE {
        let form = format!("form[data-setup=\"{}\"]", game.id);
        let (Ok(Some(before)), Ok(Some(after))) =
            (document.query_selector(&format!("#splash {form}")), host.query_selector(&form))
        else {
            continue;
        };
        if before.closest("details[open]").ok().flatten().is_some() {
            if let Ok(Some(details)) = after.closest("details") {
                let _ = details.set_attribute("open", "");
            }
        }
        let names = game.options.iter().map(|o| o.name).chain(SEATS.iter().take(game.max_seats).map(|(name, _)| *name));
        for name in names {
            let select = |form: &web_sys::Element| {
                form.query_selector(&format!("select[name=\"{name}\"]"))
                    .ok()
                    .flatten()?
                    .dyn_into::<web_sys::HtmlSelectElement>()
                    .ok()
            };
            if let (Some(chosen), Some(mirror)) = (select(&before), select(&after)) {
                mirror.set_value(&chosen.value());
            }
        }
    }
}

/// The home screen's header: the app's name, its tagline and the language menu.
#[function_component(TopHeader)]
pub fn top_header() -> Html {
    let t = use_i18n();
    html! {
        <header class="top">
            <h1><a href="./">{ "boardlore" }</a></h1>
            <p class="tagline">{ t.t("tagline") }</p>
            <LangMenu />
        </header>
    }
}

/// A file input whose file goes to the web binary (see [`handover`]), which loads on the choice.
fn hand_over(purpose: Purpose, handing: UseStateHandle<bool>) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
        handover::give(purpose, file);
        handing.set(true);
    })
}

/// The shelf of a visitor with no saved games (as the web binary's shelf draws it), whose import
/// is done by the web binary.
#[function_component(EmptyShelf)]
fn empty_shelf() -> Html {
    let t = use_i18n();
    let handing = use_state(|| false);
    html! {
        <section class="shelf" aria-labelledby="shelf-title">
            <h2 id="shelf-title">{ t.t("your-games") }</h2>
            <p class="empty">{ t.t("no-saved-games") }</p>
            <label class="import">{ t.t("import-file") }{ " " }
                <input type="file" accept=".json,application/json" onchange={hand_over(Purpose::Import, handing.clone())} data-testid="import" />
            </label>
            if *handing {
                <Loading binary={Binary::Web} />
            }
        </section>
    }
}

/// What the home binary can show of a game's screen while the binary that draws it comes: the
/// game's name and a picture of its board as it starts (the card's picture, larger), for an
/// address that names a game (`game`, `learn`, `about`); nothing for others.
#[function_component(Coming)]
fn coming() -> Html {
    let t = use_i18n();
    let game = ["game", "learn", "about"].iter().find_map(|name| query(name)).and_then(|id| catalogue::info(&id));
    let Some(game) = game else { return Html::default() };
    html! {
        <div class="coming">
            <h2>{ t.t(&game.text_id(Part::Name)) }</h2>
            <Thumbnail game={game} />
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ShelfLoadingProps {
    /// How many saved games the store's keys name.
    rows: usize,
}

/// The shelf of a visitor with saved games while the web binary, which reads and replays them,
/// comes: the shelf's heading and, for each saved game (up to [`KEPT_ROWS`], at least one), a row
/// of the size the web binary's shelf draws (the same elements and buttons, the buttons kept
/// invisible), the first saying that the games are loading; then the import, as on every shelf.
/// So the record opener below does not move when the rows come.
#[function_component(ShelfLoading)]
fn shelf_loading(props: &ShelfLoadingProps) -> Html {
    let t = use_i18n();
    let failed = on_demand::use_binary(Binary::Web);
    let handing = use_state(|| false);
    let words = t.t("shelf-loading");
    html! {
        <section class="shelf" aria-labelledby="shelf-title" aria-busy={(!failed).to_string()}>
            <h2 id="shelf-title">{ t.t("your-games") }</h2>
            if failed {
                <p class="notice" role="alert" data-testid="web-failed">{ t.t("game-failed") }</p>
            } else {
                <ul class="campaigns" data-testid="web-loading">
                    { for (0..props.rows.clamp(1, KEPT_ROWS)).map(|n| html! {
                        <li class="campaign-row placeholder">
                            <div class="what">
                                if n == 0 {
                                    <strong role="status">{ words.clone() }</strong>
                                    <span class="splash-progress" role="progressbar" aria-label={words.clone()}><span></span></span>
                                } else {
                                    <strong>{ "\u{a0}" }</strong><span>{ "\u{a0}" }</span>
                                }
                            </div>
                            <div class="row-controls" aria-hidden="true">
                                <span class="button primary">{ t.t("continue") }</span>
                                <button tabindex="-1">{ t.t("rename") }</button>
                                <button tabindex="-1">{ t.t("export") }</button>
                                <button tabindex="-1">{ t.t("delete") }</button>
                            </div>
                        </li>
                    }) }
                </ul>
            }
            <label class="import">{ t.t("import-file") }{ " " }
                <input type="file" accept=".json,application/json" onchange={hand_over(Purpose::Import, handing)} data-testid="import" />
            </label>
        </section>
    }
}

/// The most rows [`ShelfLoading`] keeps a place for: beyond them the shelf runs below a phone's
/// screen anyway.
const KEPT_ROWS: usize = 4;

/// Opening a record file on the analysis board (as the web binary's opener draws it), done by
/// the web binary.
#[function_component(OpenRecord)]
fn open_record() -> Html {
    let t = use_i18n();
    let handing = use_state(|| false);
    html! {
        <div class="open-record">
            <label>{ t.t("analysis-open-file") }{ " " }
                <input type="file" accept=".json,application/json" onchange={hand_over(Purpose::Open, handing.clone())} data-testid="open-record" />
            </label>
            if *handing {
                <Loading binary={Binary::Web} />
            }
        </div>
    }
}
