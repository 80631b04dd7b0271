//! The top of the app: reads the saved games once (migrating and setting aside as needed),
//! then shows the home screen (game picker and saved games) or a game, as the URL says:
//! `?campaign=ID` continues a saved game, `?game=ID` continues the latest saved game of that game
//! (or starts one), `?game=ID&new=1` starts a new one.

use super::about::{how_to_play, AboutScreen};
use super::browser::{fresh_id, fresh_seed, now, query, show_campaign_in_url, LocalStorage};
use super::host;
use super::play::PlayScreen;
use super::shelf::ShelfList;
use crate::ai::Level;
use crate::catalogue::{self, CATALOGUE};
use crate::embed::{setup_from_query, HostMessage, SEATS};
use crate::engine::GameInfo;
use crate::player::Player;
use crate::record::Record;
use crate::saves::{self, SavedGame, Shelf};
use crate::session::Speed;
use serde_json::Value;
use yew::prelude::*;

fn picker() -> Html {
    let cards = CATALOGUE.iter().map(|&game: &&GameInfo| {
        let body = html! {
            <>
                <h3>{ game.name }</h3>
                <p>{ game.origin }</p>
                <p class="players">{ format!("{} players", game.players) }</p>
            </>
        };
        html! {
            <li class="card">
                <a href={format!("?game={}&new=1", game.id)} data-game={game.id}>{ body }</a>
                <a class="about-link" href={format!("?about={}", game.id)}>{ format!("About the rules of {}", game.name) }</a>
                if !game.options.is_empty() { { setup_form(game) } }
            </li>
        }
    });
    html! {
        <section class="picker" aria-labelledby="picker-title">
            <h2 id="picker-title">{ "Start a game" }</h2>
            <ul class="cards">{ for cards }</ul>
        </section>
    }
}

/// A form that starts a game with chosen rule options and players (`?game=ID&new=1&option=value...`).
fn setup_form(game: &GameInfo) -> Html {
    html! {
        <details class="setup">
            <summary>{ "Rule options" }</summary>
            <form method="get" data-setup={game.id}>
                <input type="hidden" name="game" value={game.id} />
                <input type="hidden" name="new" value="1" />
                { for game.options.iter().map(|option| html! {
                    <label title={option.meaning}>
                        { option.name.replace('_', " ") }
                        <select name={option.name}>
                            { for option.choices.iter().map(|choice| {
                                let value = choice.trim_matches('"').to_string();
                                html! { <option value={value.clone()} selected={*choice == option.default}>{ value.replace('_', " ") }</option> }
                            }) }
                        </select>
                    </label>
                }) }
                { for SEATS.iter().take(game.max_seats).map(|(name, seat)| html! {
                    <label>
                        { *seat }
                        <select name={*name} data-seat={*name}>
                            <option value="person" selected=true>{ "person" }</option>
                            { for [Level::Easy, Level::Medium, Level::Hard].iter().map(|l| html! { <option value={l.name()}>{ format!("computer, {l}") }</option> }) }
                        </select>
                    </label>
                }) }
                <button type="submit" class="primary">{ "Start with these rules" }</button>
            </form>
        </details>
    }
}

/// What the page shows.
#[derive(Clone, PartialEq)]
enum Screen {
    Home,
    /// Computer against computer through every game, until someone touches the screen.
    Demo,
    Play(&'static GameInfo, Box<SavedGame>),
    /// The rules, sources and interpretations of a game.
    About(&'static GameInfo),
}

/// A new game of `info` with the rule options and players the URL asks for (what it asks for
/// in vain is told), saved at once (or kept in memory with a notice if saving fails).
fn start_game(info: &'static GameInfo, shelf: &Shelf, notices: &mut Vec<String>) -> SavedGame {
    let number = shelf.games.iter().filter(|c| c.game == info.id).count() + 1;
    let (setup, problems) = setup_from_query(info, query);
    notices.extend(problems.iter().map(ToString::to_string));
    let record = Record::new(info.id, Value::Object(setup.rules), Some(fresh_seed()));
    let mut saved = SavedGame::new(&fresh_id(), &format!("{} {number}", info.name), record, now())
        .expect("fresh ids and generated names are valid");
    saved.seats = setup.seats;
    if let Err(error) = saves::save(&mut LocalStorage::open(), &saved) {
        notices.push(format!("This game is not being saved: {error}. You can keep playing."));
    }
    saved
}

/// Decides the screen from the URL, creating or loading a saved game as needed.
fn route(shelf: &Shelf, notices: &mut Vec<String>) -> Screen {
    if let Some(id) = query("campaign") {
        match saves::load(&LocalStorage::open(), &id) {
            Ok((saved, _)) => match catalogue::info(&saved.record.game) {
                Some(info) => return Screen::Play(info, Box::new(saved)),
                None => {
                    notices.push(format!("The saved game \"{}\" is of a game this version cannot play.", saved.name))
                }
            },
            Err(error) => notices.push(format!("That saved game cannot be opened: {error}.")),
        }
        return Screen::Home;
    }
    if let Some(game) = query("about") {
        match catalogue::info(&game) {
            Some(info) => return Screen::About(info),
            None => notices.push(format!("There is no game called \"{game}\" here.")),
        }
        return Screen::Home;
    }
    if query("demo").as_deref() == Some("1") {
        return Screen::Demo;
    }
    let Some(game) = query("game") else { return Screen::Home };
    let Some(info) = catalogue::info(&game) else {
        notices.push(format!("There is no game called \"{game}\" here."));
        return Screen::Home;
    };
    if query("new").is_none() {
        let latest = shelf.games.iter().find(|c| c.game == info.id);
        if let Some(Ok((saved, _))) = latest.map(|c| saves::load(&LocalStorage::open(), &c.id)) {
            return Screen::Play(info, Box::new(saved));
        }
    }
    let saved = start_game(info, shelf, notices);
    show_campaign_in_url(&saved.id);
    Screen::Play(info, Box::new(saved))
}

/// Computer against computer, game after game, at a watchable pace; any touch, click or key
/// ends it and shows the home screen. Nothing is saved.
#[function_component(DemoScreen)]
fn demo_screen() -> Html {
    let index = use_state(|| 0usize);
    use_effect_with((), |_| {
        let listeners = web_sys::window().map(|window| {
            let leave = |_: &web_sys::Event| {
                if let Some(location) = web_sys::window().map(|w| w.location()) {
                    // If the browser refuses, the demonstration simply goes on.
                    let _ = location.set_href("./");
                }
            };
            ["pointerdown", "keydown", "touchstart"].map(|kind| gloo::events::EventListener::new(&window, kind, leave))
        });
        move || drop(listeners)
    });
    let info = CATALOGUE[*index % CATALOGUE.len()];
    let rules = serde_json::from_str(info.demo_rules).unwrap_or(Value::Null);
    let mut saved = SavedGame::new(
        "demo",
        &format!("{}: the computer plays itself", info.name),
        Record::new(info.id, rules, Some(fresh_seed())),
        now(),
    )
    .expect("a valid demonstration");
    saved.seats = vec![Player::Computer(Level::Medium); 4];
    let on_over = {
        let index = index.clone();
        Callback::from(move |()| index.set(*index + 1))
    };
    html! {
        <>
            <p class="notice" data-testid="demo-banner">{ "Demonstration: touch the screen or press any key to play yourself." }</p>
            <PlayScreen key={*index} info={info} saved={saved} notices={Vec::new()} demo={true} on_over={on_over} />
        </>
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let opened = use_memo((), |_| {
        let shelf = saves::open(&mut LocalStorage::open(), now());
        let mut notices = shelf.problems.clone();
        let screen = route(&shelf, &mut notices);
        (shelf, notices, screen)
    });
    let shelf = use_state(|| opened.0.clone());
    let notices = use_state(|| opened.1.clone());
    let embedded = query("embed").as_deref() == Some("1");
    // The framing page's commands: a new game reloads with its setup; a speed goes to the game.
    let host_speed = use_state(|| None::<(u32, Speed)>);
    let speed_requests = use_mut_ref(|| 0u32);
    {
        let host_speed = host_speed.clone();
        use_effect_with((), move |_| {
            let listener = host::listen(move |command| match command {
                HostMessage::NewGame(setup) => {
                    let keep: Vec<String> = ["embed", "origin", "speed"]
                        .iter()
                        .filter_map(|k| query(k).map(|v| format!("{k}={}", crate::embed::encode(&v))))
                        .collect();
                    if let Some(location) = web_sys::window().map(|w| w.location()) {
                        // If the browser refuses, the current game simply stays.
                        let _ = location.set_href(&setup.query(&keep));
                    }
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
        let (shelf, notices) = (shelf.clone(), notices.clone());
        Callback::from(move |message: Option<String>| {
            let fresh = saves::open(&mut LocalStorage::open(), now());
            let mut more: Vec<String> = fresh.problems.clone();
            more.extend(message);
            notices.set(more);
            shelf.set(fresh);
        })
    };
    let body = match &opened.2 {
        Screen::Play(info, saved) => html! {
            <>
                <PlayScreen info={*info} saved={(**saved).clone()} notices={(*notices).clone()} embedded={embedded}
                    speed_request={*host_speed} />
                if !embedded {
                    { how_to_play(info, false) }
                    <p><a href={format!("?about={}", info.id)} data-testid="about">{ "About these rules: sources, options and how the sources were read" }</a></p>
                }
            </>
        },
        Screen::Demo => html! { <DemoScreen /> },
        Screen::About(info) => html! { <AboutScreen info={*info} /> },
        Screen::Home => html! {
            <>
                <p class="demo-link"><a class="button" href="?demo=1" data-testid="demo">{ "Watch the computer play (demo)" }</a></p>
                if !notices.is_empty() {
                    <div class="notice" role="alert" data-testid="notice">{ for notices.iter().map(|n| html! { <p>{ n }</p> }) }</div>
                }
                { picker() }
                <ShelfList shelf={(*shelf).clone()} on_change={on_change} />
            </>
        },
    };
    html! {
        <div class={classes!("app", embedded.then_some("embed"))}>
            if !embedded {
                <header class="top">
                    <h1><a href="./">{ "boardlore" }</a></h1>
                    <p class="tagline">{ "Traditional board games, played as they were recorded" }</p>
                </header>
            }
            <main>
                if embedded {
                    <h1 class="visually-hidden">{ "boardlore" }</h1>
                }
                { body }
            </main>
        </div>
    }
}
