//! The top of the app: reads the saved games once (migrating and setting aside as needed),
//! then shows the home screen (game picker and saved games) or a game, as the URL says:
//! `?campaign=ID` continues a saved game, `?game=ID` continues the latest saved game of that game
//! (or starts one), `?game=ID&new=1` starts a new one, `?record=...&at=K` shows a whole game on
//! the analysis board at move K.

use super::about::{how_to_play, AboutScreen};
use super::browser::{fresh_id, fresh_seed, go, kept_params, now, query, show_campaign_in_url, LocalStorage};
use super::host;
use super::kiosk::{kiosk_countdown, kiosk_idle, DemoScreen, IdleReturn};
use super::lang::{use_languages, I18n, LangMenu, Loaded, WordsNotice};
use super::lesson::LessonScreen;
use super::navigation;
use super::notices;
use super::on_demand;
use super::open_file::OpenFile;
use super::picker::Picker;
use super::play::PlayScreen;
use super::research::{self, Research};
use super::shelf::ShelfList;
use crate::catalogue;
use crate::embed::{new_game_from_query, HostMessage};
use crate::engine::GameInfo;
use crate::i18n::{GameText, Messages, Part};
use crate::record::link::GameLink;
use crate::record::Record;
use crate::saves::{self, SavedGame, Shelf};
use crate::session::Speed;
use serde_json::Value;
use yew::prelude::*;

/// How this page was opened: framed in another page, as a kiosk, and whether games are saved.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Mode {
    /// Framed with `embed=1`.
    embedded: bool,
    /// A kiosk's idle time in seconds (see [`kiosk_idle`]).
    kiosk: Option<u32>,
    /// Games are saved: not in a kiosk, and in a frame only when the host asks (`save=1`).
    persist: bool,
}

impl Mode {
    fn from_url() -> Mode {
        let embedded = query("embed").as_deref() == Some("1");
        let kiosk = kiosk_idle();
        let persist = kiosk.is_none() && (!embedded || query("save").as_deref() == Some("1"));
        Mode { embedded, kiosk, persist }
    }
}

/// What the page shows.
#[derive(Clone, PartialEq)]
enum Screen {
    Home,
    /// Computer against computer through every game, until someone touches the screen; as a
    /// kiosk's attract screen when `attract`.
    Demo {
        attract: bool,
    },
    Play(&'static GameInfo, Box<SavedGame>),
    /// The rules, sources and interpretations of a game.
    About(&'static GameInfo),
    /// Lesson number `.1` of a game.
    Learn(&'static GameInfo, usize),
    /// Many games of two settings compared (`?study=1`, a research screen: see [`super::research`]).
    Study,
    /// A game from a `record=` link on the analysis board, at move `.2` (a research screen).
    Review(&'static GameInfo, Box<GameLink>, usize),
}

/// A new game of `info`, saved at once when games are saved (or kept in memory with a notice if
/// saving fails).
fn start_game(
    info: &'static GameInfo,
    shelf: &Shelf,
    mode: Mode,
    t: &Messages,
    notices: &mut Vec<String>,
) -> SavedGame {
    let number = shelf.games.iter().filter(|c| c.game == info.id).count() + 1;
    let (setup, problems) = new_game_from_query(info, query);
    notices.extend(problems.iter().map(|p| notices::query_problem(t, p)));
    let record = Record::new(info.id, Value::Object(setup.rules), Some(fresh_seed()));
    let mut saved = SavedGame::new(
        &fresh_id(),
        &t.text("new-game-name", &[("game", t.get(&info.text_id(Part::Name)).into()), ("number", number.into())]),
        record,
        now(),
    )
    .expect("fresh ids and generated names are valid");
    saved.seats = setup.seats;
    if mode.persist {
        if let Err(error) = saves::save(&mut LocalStorage::open(), &saved) {
            let told = t.text("notice-not-saved", &[("error", notices::reason(t, &error))]);
            notices.push(notices::with_detail(told, error.detail()));
        }
    }
    saved
}

/// Decides the screen from the URL, creating or loading a saved game as needed.
fn route(shelf: &Shelf, mode: Mode, t: &Messages, notices: &mut Vec<String>) -> Screen {
    // A kiosk is for visitors: no research pages, whose file inputs and studies on every core
    // are not for a public screen, even when the address asks for them.
    let research = query("study").as_deref() == Some("1") || query("record").is_some();
    if research && mode.kiosk.is_some() {
        notices.push(t.get("notice-kiosk-research"));
        return Screen::Home;
    }
    if query("study").as_deref() == Some("1") {
        return Screen::Study;
    }
    if let Some(id) = query("campaign").filter(|_| mode.persist) {
        match saves::load(&LocalStorage::open(), &id) {
            Ok((saved, _)) => match catalogue::info(&saved.record.game) {
                Some(info) => return Screen::Play(info, Box::new(saved)),
                None => notices.push(t.text("notice-unknown-game-saved", &[("name", saved.name.into())])),
            },
            Err(error) => {
                let told = t.text("notice-cannot-open", &[("error", notices::reason(t, &error))]);
                notices.push(notices::with_detail(told, error.detail()));
            }
        }
        return Screen::Home;
    }
    if let Some(game) = query("about") {
        match catalogue::info(&game) {
            Some(info) => return Screen::About(info),
            None => notices.push(t.text("notice-no-such-game", &[("game", game.into())])),
        }
        return Screen::Home;
    }
    if let Some(game) = query("learn") {
        match catalogue::info(&game) {
            Some(info) => {
                let index = query("lesson").and_then(|n| n.parse().ok()).unwrap_or(0);
                return Screen::Learn(info, index);
            }
            None => notices.push(t.text("notice-no-such-game", &[("game", game.into())])),
        }
        return Screen::Home;
    }
    if let Some(param) = query("record") {
        match GameLink::decode(&param) {
            Ok((link, _)) => {
                let len = link.record.actions.len();
                let at = match query("at") {
                    None => 0,
                    Some(text) => match text.parse::<usize>() {
                        Ok(at) if at <= len => at,
                        _ => {
                            notices.push(t.text("notice-bad-at", &[("at", text.into()), ("moves", len.into())]));
                            0
                        }
                    },
                };
                if let Some(info) = catalogue::info(&link.record.game) {
                    return Screen::Review(info, Box::new(link), at);
                }
            }
            Err(error) => {
                let told = t.text("notice-bad-record-link", &[("error", notices::reason(t, &error))]);
                notices.push(notices::with_detail(told, error.detail()));
            }
        }
        return Screen::Home;
    }
    if query("demo").as_deref() == Some("1") {
        return Screen::Demo { attract: false };
    }
    let attract = query("attract").as_deref() == Some("1") || query("kiosk").as_deref() == Some("1");
    if mode.kiosk.is_some() && attract {
        return Screen::Demo { attract: true };
    }
    let Some(game) = query("game") else { return Screen::Home };
    let Some(info) = catalogue::info(&game) else {
        notices.push(t.text("notice-no-such-game", &[("game", game.into())]));
        return Screen::Home;
    };
    if query("new").is_none() && mode.persist {
        let latest = shelf.games.iter().find(|c| c.game == info.id);
        if let Some(Ok((saved, _))) = latest.map(|c| saves::load(&LocalStorage::open(), &c.id)) {
            return Screen::Play(info, Box::new(saved));
        }
    }
    let saved = start_game(info, shelf, mode, t, notices);
    if mode.persist {
        show_campaign_in_url(&saved.id);
    }
    Screen::Play(info, Box::new(saved))
}

/// The app: the visitor's language and the page's header, around the screen the address names.
/// Moving to another of the app's own addresses (a link, a form, the browser's back button) never
/// reloads the page: the address changes by the history API and the screen is made anew from it,
/// as if the page had been opened there (see [`super::browser::go`]).
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The visitor's language, loaded before the app started.
    pub first: Loaded,
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let (i18n, words_problem) = use_languages(&props.first);
    // The first screen is interactive: the service worker may now fill the offline copy
    // (web/offline.js waits for this mark); a binary loaded on demand takes over the page now
    // (see `super::on_demand`).
    let address = navigation::use_address(on_demand::show);
    html! {
        <ContextProvider<I18n> context={i18n}>
            <WordsNotice problem={words_problem} />
            <Page key={address} />
        </ContextProvider<I18n>>
    }
}

/// One screen of the app, made from the page's address when it is opened or moved to.
#[function_component(Page)]
fn page() -> Html {
    let mode = *use_memo((), |_| Mode::from_url());
    let i18n = super::lang::use_i18n();
    let messages = i18n.messages.clone();
    let opened = use_memo((), {
        let messages = messages.clone();
        move |_| {
            let shelf = saves::open(&mut LocalStorage::open(), now(), &notices::given_names(&messages));
            let mut notices: Vec<String> =
                shelf.problems.iter().map(|p| notices::told(&messages, p, p.detail())).collect();
            let screen = route(&shelf, mode, &messages, &mut notices);
            (shelf, notices, screen)
        }
    });
    let idle = mode.kiosk.filter(|_| !matches!(opened.2, Screen::Demo { attract: true }));
    let shelf = use_state(|| opened.0.clone());
    let notices = use_state(|| opened.1.clone());
    let embedded = mode.embedded;
    // The framing page's commands: a new game reloads with its setup; a speed goes to the game.
    let host_speed = use_state(|| None::<(u32, Speed)>);
    let speed_requests = use_mut_ref(|| 0u32);
    {
        let host_speed = host_speed.clone();
        use_effect_with((), move |_| {
            let listener = host::listen(move |command| match command {
                HostMessage::NewGame(setup, lang) => {
                    let mut kept = kept_params(&["embed", "origin", "speed", "save"]);
                    kept.extend(lang.map(|l| format!("lang={}", l.tag())).or_else(|| kept_params(&["lang"]).pop()));
                    go(&setup.query(&kept))
                }
                HostMessage::SetSpeed(speed) => {
                    *speed_requests.borrow_mut() += 1;
                    host_speed.set(Some((*speed_requests.borrow(), speed)));
                }
            });
            move || drop(listener)
        });
    }
    let on_change = {
        let (shelf, notices, messages) = (shelf.clone(), notices.clone(), messages.clone());
        Callback::from(move |message: Option<String>| {
            let fresh = saves::open(&mut LocalStorage::open(), now(), &notices::given_names(&messages));
            let mut more: Vec<String> =
                fresh.problems.iter().map(|p| notices::told(&messages, p, p.detail())).collect();
            more.extend(message);
            notices.set(more);
            shelf.set(fresh);
        })
    };
    let t = &i18n;
    let body = match &opened.2 {
        Screen::Play(info, saved) => html! {
            <>
                <PlayScreen info={*info} saved={(**saved).clone()} notices={(*notices).clone()} embedded={embedded}
                    persist={mode.persist} speed_request={*host_speed} />
                if embedded {
                    <p class="embed-about"><a href={format!("?about={}", info.id)} target="_blank" rel="noopener" data-testid="about">
                        { t.f("how-to-play-game", &[("game", t.t(&info.text_id(Part::ShortName)).into())]) }</a></p>
                } else {
                    { how_to_play(t, info, false) }
                    <p><a href={format!("?about={}", info.id)} data-testid="about">{ t.t("about-these-rules") }</a></p>
                }
            </>
        },
        Screen::Demo { attract } => html! { <DemoScreen attract={*attract} /> },
        Screen::About(info) => html! { <AboutScreen info={*info} /> },
        Screen::Learn(info, index) => html! { <LessonScreen info={*info} index={*index} /> },
        Screen::Study => research::screen(&Research::Study),
        Screen::Review(info, link, at) => research::screen(&Research::Review {
            info,
            link: link.clone(),
            at: *at,
            notices: (*notices).clone(),
            embedded,
            persist: mode.persist,
            coach: query("coach").as_deref() == Some("1"),
        }),
        Screen::Home => html! {
            <>
                if !notices.is_empty() {
                    <div class="notice" role="alert" data-testid="notice">{ for notices.iter().map(|n| notices::show(n)) }</div>
                }
                <Picker />
                // The demonstration and the researchers' study come after the games, so that a
                // visitor's first screen is the games themselves.
                if mode.kiosk.is_none() {
                    <p class="demo-link"><a class="button" href="?demo=1" data-testid="demo">{ t.t("watch-demo") }</a>
                        <a class="button" href="?study=1" data-testid="study">{ t.t("study-link") }</a></p>
                }
                if mode.persist {
                    <ShelfList shelf={(*shelf).clone()} on_change={on_change} />
                }
                if !embedded && mode.kiosk.is_none() {
                    <OpenFile />
                }
            </>
        },
    };
    html! {
        <div class={classes!("app", embedded.then_some("embed"), mode.kiosk.map(|_| "kiosk"))}>
            if !embedded {
                <header class="top">
                    <h1><a href="./">{ "boardlore" }</a></h1>
                    <p class="tagline">{ t.t("tagline") }</p>
                    <LangMenu />
                </header>
            }
            <main>
                if embedded {
                    <h1 class="visually-hidden">{ "boardlore" }</h1>
                    <LangMenu />
                }
                { body }
            </main>
            if let Some(idle) = idle {
                <IdleReturn idle={idle} countdown={kiosk_countdown()} />
            }
        </div>
    }
}
