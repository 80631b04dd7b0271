//! The top of the app: reads the saved campaigns once (migrating and setting aside as needed),
//! then shows the home screen (game picker and saved games) or a game, as the URL says:
//! `?campaign=ID` continues a campaign, `?game=ID` continues the latest campaign of that game
//! (or starts one), `?game=ID&new=1` starts a new one.

use super::browser::{fresh_id, fresh_seed, now, query, show_campaign_in_url, LocalStorage};
use super::host;
use super::play::PlayScreen;
use super::shelf::ShelfList;
use crate::ai::Level;
use crate::campaigns::{self, Campaign, Shelf};
use crate::embed::{HostMessage, SEATS};
use crate::games::{self, GameInfo, CATALOGUE};
use crate::record::Record;
use serde_json::Value;
use yew::prelude::*;

fn picker() -> Html {
    let cards = CATALOGUE.iter().map(|game: &GameInfo| {
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

/// How many seats a game's setup form offers (the most the game can have).
fn game_seats(game: &GameInfo) -> usize {
    if game.players.contains('4') {
        4
    } else {
        2
    }
}

/// Who plays each seat, from the URL (`south=person&north=hard`): a person unless a computer
/// level is named.
fn seats_from_url() -> Vec<String> {
    SEATS
        .iter()
        .map(|(name, _)| query(name).filter(|v| Level::parse(v).is_some()).unwrap_or_else(|| "person".to_string()))
        .collect()
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
                { for SEATS.iter().take(game_seats(game)).map(|(name, seat)| html! {
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

/// Rule options from the URL (`ruleset=equal_cost&players=4`), as the record keeps them: a
/// value that reads as JSON (numbers, true, false) is taken as such, any other as a string.
fn rules_from_url(info: &GameInfo) -> Value {
    let options = info
        .options
        .iter()
        .filter_map(|option| {
            let text = query(option.name)?;
            let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
            Some((option.name.to_string(), value))
        })
        .collect();
    Value::Object(options)
}

fn rules(info: &GameInfo) -> Html {
    match info.id {
        "leyla" => html! {
            <details class="rules">
                <summary>{ "How to play Leyla" }</summary>
                <p>{ "Each player owns the row nearest them. On your turn pick up all the counters of one of your holes and sow them one by one clockwise. Where the last counter falls decides what happens:" }</p>
                <ul>
                    <li>{ "An empty hole: your turn ends." }</li>
                    <li>{ "An occupied hole: pick up everything there and sow on." }</li>
                    <li>{ "A hole of your opponent's row that now holds exactly four: you capture it and the hole opposite it. The counters stay; nobody sows from those holes again, and your turn ends." }</li>
                    <li>{ "A hole your opponent captured: you take that counter and one more from the hole, and your turn ends." }</li>
                </ul>
                <p>{ "When the player to move has nothing to sow the round ends: each player takes the counters in the free holes of their row and in the holes they captured." }</p>
                <p>{ "Then both refill their holes with four counters each. A single counter over goes to the opponent; with two over each, the richer player may lend theirs, to be repaid later. The richer player fills only as many holes as the poorer can and keeps the rest in reserve. Whoever cannot fill a single hole loses the match." }</p>
                <p class="source">{ "As played by Ba'alul Mohamed of Jigjiga, Ethiopia, recorded by Pankhurst (1971). Choices where the record is silent are listed in the project's rules notes." }</p>
            </details>
        },
        "ceelkoqyuqkoqiji" => html! {
            <details class="rules">
                <summary>{ "How to play Ceelkoqyuqkoqiji" }</summary>
                <p>{ "Each player owns the five holes nearest them; the store at each player's right is theirs and starts with a goat, a large stone: the mu (larger) and the gong. With four players, two sow and two own the stores and goats." }</p>
                <ul>
                    <li>{ "Throw fingers to decide who starts: the index finger beats the thumb, the thumb the little finger, the little finger the index." }</li>
                    <li>{ "Take all the stones of one of your holes and sow them one by one in either direction, through both stores. Click a hole, then choose the direction. If a goat is among them, choose where it drops." }</li>
                    <li>{ "Look at the hole after your last stone. Stones there: lift them and sow on. Empty, and the next one too: your move ends. Empty, and stones in the next: capture them, then keep capturing along a line of empty and full holes." }</li>
                    <li>{ "A store counts as empty unless its own goat has never left it; whatever falls into a store is its owner's. A goat that falls into a store or a bought hole is captured by its owner." }</li>
                    <li>{ "With no stones in your holes, huelshe: put one of your stones in each hole and play on. You may decline, ending the round, unless a goat is still at home. A round can also end by agreement." }</li>
                    <li>{ "Between rounds, goats are bought back, holes refilled, and a player who is short borrows. A debt of five forces the sale of a hole, which becomes its buyer's; a player with five to spare may buy it back. Whoever has no hole left has lost." }</li>
                </ul>
                <p class="source">{ "As observed by V. Eagle in Longquan village, Lijiang, Yunnan, in 1992 and 1993 (Eagle 1995). Choices where the record is silent are listed in the project's rules notes." }</p>
            </details>
        },
        "dongjintian" => html! {
            <details class="rules">
                <summary>{ "How to play Dongjintian" }</summary>
                <p>{ "Four players take turns: South, East, North, West. Every hole starts with five counters, and any player may sow from any hole." }</p>
                <ul>
                    <li>{ "Pick a hole and sow its counters one by one into neighbouring holes, up, down, left or right. You steer at every hole: click the next hole, use the arrow keys, or press S (or the button) to go straight on. You may turn, but never go back the way you came; at an edge you must turn." }</li>
                    <li>{ "After the last counter, look at the next hole on the same line. Off the board: your move ends. Counters there: lift them and sow on, steering again. Empty: you capture the counters in the hole beyond it." }</li>
                    <li>{ "Nothing is captured when your last counter falls in one of the two central holes (c2, c3)." }</li>
                    <li>{ "The game ends after twenty turns in a row without a capture; whoever captured the most wins." }</li>
                </ul>
                <p class="source">{ "Recorded in Yunnan province, China (Eagle 1995; Ludii ruleset for four players). Choices where the record is silent are listed in the project's rules notes." }</p>
            </details>
        },
        "piprjall" => html! {
            <details class="rules">
                <summary>{ "How to play Piprjall" }</summary>
                <p>{ "Each player has fifteen pieces, all starting on the point at their right on the far side of the board. South's pieces run along the top from right to left, then along the bottom from left to right, and leave the board from the bottom right quarter; North's go the other way round, from the bottom left." }</p>
                <ul>
                    <li>{ "Throw two dice (or enter dice thrown by hand). Each die moves one piece its full value; play both when you can, the higher when only one can be played." }</li>
                    <li>{ "Doubles are special: double six plays 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1; double five plays 5, 5, 6, 6; double four, three or two plays two of that number and two of each lower one; double one plays 1, 1, 2, 2 and so on up to 6, 6. The steps are played in that order." }</li>
                    <li>{ "Never more than two of your pieces on a point of your starting side (the starting point aside), and nothing goes past the last but one point of that side until five pieces have left the start." }</li>
                    <li>{ "Land on a single opposing piece to send it off the board: it must come back on an empty point before anything else moves. Two or more pieces close a point." }</li>
                    <li>{ "When all your pieces are in your last quarter, bear them off. The first to bear off all fifteen scores two points." }</li>
                </ul>
                <p class="source">{ "Played in nineteenth-century Iceland, as described by Willard Fiske (1905). Choices where the record is silent are listed in the project's rules notes." }</p>
            </details>
        },
        _ => Html::default(),
    }
}

/// What the page shows.
#[derive(Clone, PartialEq)]
enum Screen {
    Home,
    /// Computer against computer through every game, until someone touches the screen.
    Demo,
    Play(&'static GameInfo, Box<Campaign>),
}

/// A new campaign of `info`, saved at once (or kept in memory with a notice if saving fails).
fn start_campaign(info: &'static GameInfo, shelf: &Shelf, notices: &mut Vec<String>) -> Campaign {
    let number = shelf.campaigns.iter().filter(|c| c.game == info.id).count() + 1;
    let mut rules = rules_from_url(info);
    if let Err(error) = games::new_game(info.id, &rules) {
        notices.push(format!("{error}; the game starts with the usual rules."));
        rules = Value::Null;
    }
    let record = Record::new(info.id, rules, Some(fresh_seed()));
    let mut campaign = Campaign::new(&fresh_id(), &format!("{} {number}", info.name), record, now())
        .expect("fresh ids and generated names are valid");
    campaign.seats = seats_from_url();
    if let Err(error) = campaigns::save(&mut LocalStorage::open(), &campaign) {
        notices.push(format!("This game is not being saved: {error}. You can keep playing."));
    }
    campaign
}

/// Decides the screen from the URL, creating or loading a campaign as needed.
fn route(shelf: &Shelf, notices: &mut Vec<String>) -> Screen {
    if let Some(id) = query("campaign") {
        match campaigns::load(&LocalStorage::open(), &id) {
            Ok((campaign, _)) => match games::info(&campaign.record.game) {
                Some(info) => return Screen::Play(info, Box::new(campaign)),
                None => {
                    notices.push(format!("The saved game \"{}\" is of a game this version cannot play.", campaign.name))
                }
            },
            Err(error) => notices.push(format!("That saved game cannot be opened: {error}.")),
        }
        return Screen::Home;
    }
    if query("demo").as_deref() == Some("1") {
        return Screen::Demo;
    }
    let Some(game) = query("game") else { return Screen::Home };
    let Some(info) = games::info(&game) else {
        notices.push(format!("There is no game called \"{game}\" here."));
        return Screen::Home;
    };
    if query("new").is_none() {
        let latest = shelf.campaigns.iter().find(|c| c.game == info.id);
        if let Some(Ok((campaign, _))) = latest.map(|c| campaigns::load(&LocalStorage::open(), &c.id)) {
            return Screen::Play(info, Box::new(campaign));
        }
    }
    let campaign = start_campaign(info, shelf, notices);
    show_campaign_in_url(&campaign.id);
    Screen::Play(info, Box::new(campaign))
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
    let info = &CATALOGUE[*index % CATALOGUE.len()];
    let rules = if info.id == "leyla" { serde_json::json!({ "single_round": true }) } else { Value::Null };
    let mut campaign = Campaign::new(
        "demo",
        &format!("{}: the computer plays itself", info.name),
        Record::new(info.id, rules, Some(fresh_seed())),
        now(),
    )
    .expect("a valid demonstration");
    campaign.seats = vec!["medium".to_string(); 4];
    let on_over = {
        let index = index.clone();
        Callback::from(move |()| index.set(*index + 1))
    };
    html! {
        <>
            <p class="notice" data-testid="demo-banner">{ "Demonstration: touch the screen or press any key to play yourself." }</p>
            <PlayScreen key={*index} info={info} campaign={campaign} notices={Vec::new()} demo={true} on_over={on_over} />
        </>
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let opened = use_memo((), |_| {
        let shelf = campaigns::open(&mut LocalStorage::open(), now());
        let mut notices = shelf.problems.clone();
        let screen = route(&shelf, &mut notices);
        (shelf, notices, screen)
    });
    let shelf = use_state(|| opened.0.clone());
    let notices = use_state(|| opened.1.clone());
    let embedded = query("embed").as_deref() == Some("1");
    // The framing page's commands: a new game reloads with its setup; a speed goes to the game.
    let host_speed = use_state(|| None::<(u32, &'static str)>);
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
            let fresh = campaigns::open(&mut LocalStorage::open(), now());
            let mut more: Vec<String> = fresh.problems.clone();
            more.extend(message);
            notices.set(more);
            shelf.set(fresh);
        })
    };
    let body = match &opened.2 {
        Screen::Play(info, campaign) => html! {
            <>
                <PlayScreen info={*info} campaign={(**campaign).clone()} notices={(*notices).clone()} embedded={embedded}
                    speed_request={*host_speed} />
                if !embedded { { rules(info) } }
            </>
        },
        Screen::Demo => html! { <DemoScreen /> },
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
            <main>{ body }</main>
        </div>
    }
}
