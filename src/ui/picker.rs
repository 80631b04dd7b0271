//! The game picker on the home screen: a card per game with a picture of its board, what kind of
//! game it is, and one tap to play: against the computer (the visitor on South, the others
//! played by the computer at the easy level) or with people at this screen. Rules and players
//! can be chosen under "More choices", each rule option explained in words.

use crate::ai::Level;
use crate::catalogue::{new_game, CATALOGUE};
use crate::embed::SEATS;
use crate::engine::{GameInfo, SiteKind, SiteView, Topology};
use serde_json::Value;
use yew::prelude::*;

/// The level the computer plays at when a visitor taps "Play against the computer".
pub const DEFAULT_LEVEL: Level = Level::Easy;

/// The link that starts `game` against the computer: South a person, every other seat of the
/// game's usual setup the computer at [`DEFAULT_LEVEL`].
pub fn against_computer(game: &GameInfo) -> String {
    let seats = new_game(game.id, &Value::Null).map_or(2, |g| g.seat_count());
    let others: String =
        SEATS.iter().take(seats).skip(1).map(|(name, _)| format!("&{name}={}", DEFAULT_LEVEL.name())).collect();
    format!("?game={}&new=1{others}", game.id)
}

#[function_component(Picker)]
pub fn picker() -> Html {
    let cards = CATALOGUE.iter().map(|&game| {
        let people = match new_game(game.id, &Value::Null).map_or(2, |g| g.seat_count()) {
            4 => "Four players at this screen",
            _ => "Two players at this screen",
        };
        html! {
            <li class="card">
                <div class="card-head">
                    <Thumbnail game={game} />
                    <div>
                        <h3>{ game.name }</h3>
                        <p class="kind">{ game.summary }</p>
                        <p>{ format!("{} · {} players", game.origin, game.players) }</p>
                    </div>
                </div>
                <div class="card-actions">
                    <a class="button primary" href={against_computer(game)} data-testid="play-computer">{ "Play against the computer" }</a>
                    <a class="button" href={format!("?game={}&new=1", game.id)} data-game={game.id} data-testid="play-people">{ people }</a>
                    if !game.lessons.is_empty() {
                        <a class="button" href={format!("?learn={}", game.id)} data-testid="learn">{ "Learn to play, step by step" }</a>
                    }
                    <a class="about-link" href={format!("?about={}", game.id)}>{ format!("How to play, and about the rules of {}", game.short_name) }</a>
                </div>
                { setup_form(game) }
            </li>
        }
    });
    html! {
        <section class="picker" aria-labelledby="picker-title">
            <h2 id="picker-title">{ "Choose a game" }</h2>
            <ul class="cards">{ for cards }</ul>
        </section>
    }
}

/// A value of a rule option as a visitor reads it (`fourteen holes`, `yes`).
fn option_value(json: &str) -> String {
    match json {
        "true" => "yes".to_string(),
        "false" => "no".to_string(),
        other => other.trim_matches('"').replace('_', " "),
    }
}

/// A form that starts a game with chosen rule options and players (`?game=ID&new=1&option=value...`).
fn setup_form(game: &GameInfo) -> Html {
    let options = game.options.iter().map(|option| {
        let explained = format!("option-{}-{}", game.id, option.name);
        html! {
            <div class="option">
                <label>
                    { option.name.replace('_', " ") }
                    <select name={option.name} aria-describedby={explained.clone()}>
                        { for option.choices.iter().map(|choice| {
                            let value = choice.trim_matches('"').to_string();
                            html! { <option value={value} selected={*choice == option.default}>{ option_value(choice) }</option> }
                        }) }
                    </select>
                </label>
                <p class="explained" id={explained}>{ option.meaning }</p>
            </div>
        }
    });
    html! {
        <details class="setup">
            <summary>{ "More choices: rules and players" }</summary>
            <form method="get" data-setup={game.id}>
                <input type="hidden" name="game" value={game.id} />
                <input type="hidden" name="new" value="1" />
                { for options }
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

#[derive(Properties, PartialEq)]
pub struct ThumbnailProps {
    pub game: &'static GameInfo,
}

/// A small picture of the game's board as it starts: pits, stores and points with their
/// counters, no text (a picture, hidden from screen readers).
#[function_component(Thumbnail)]
pub fn thumbnail(props: &ThumbnailProps) -> Html {
    let Ok(game) = new_game(props.game.id, &Value::Null) else { return Html::default() };
    let (topology, sites): (&Topology, Vec<SiteView>) = (game.topology(), game.view().sites);
    let cell = 20.0_f32;
    let (width, height) = (topology.width * cell + 8.0, topology.height * cell + 8.0);
    let shapes = topology.sites.iter().zip(&sites).map(|(spec, view)| {
        let (cx, cy) = (4.0 + spec.x * cell + cell / 2.0, 4.0 + spec.y * cell + cell / 2.0);
        let shape = match spec.kind {
            SiteKind::Store => html! {
                <rect class="pit" x={(cx - 8.0).to_string()} y={(cy - 17.0).to_string()} width="16" height="34" rx="8" />
            },
            SiteKind::Point => {
                let (base, tip) = if spec.y < topology.height / 2.0 { (cy - 9.0, cy + 18.0) } else { (cy + 9.0, cy - 18.0) };
                html! { <polygon class="pit point" points={format!("{},{base} {},{base} {cx},{tip}", cx - 8.0, cx + 8.0)} /> }
            }
            SiteKind::Bar | SiteKind::Tray => html! {
                <rect class="pit" x={(cx - 7.0).to_string()} y={(cy - 8.0).to_string()} width="14" height="16" rx="3" />
            },
            SiteKind::Hole => html! { <circle class="pit" cx={cx.to_string()} cy={cy.to_string()} r="8" /> },
        };
        let dots = (0..view.count.min(7)).map(|i| {
            let a = std::f32::consts::TAU * f32::from(i) / f32::from(view.count.min(7));
            html! { <circle class="counter" cx={(cx + 4.5 * a.cos()).to_string()} cy={(cy + 4.5 * a.sin()).to_string()} r="1.6" /> }
        });
        html! { <>{ shape }{ for dots }</> }
    });
    html! {
        <svg class="thumbnail" viewBox={format!("0 0 {width} {height}")} aria-hidden="true" focusable="false">
            <rect class="wood" x="1" y="1" width={(width - 2.0).to_string()} height={(height - 2.0).to_string()} rx="6" />
            { for shapes }
        </svg>
    }
}
