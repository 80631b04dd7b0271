//! The game picker on the home screen: a card per game with a picture of its board, what kind of
//! game it is, and one tap to play: against the computer (the visitor on South, the others
//! played by the computer at the easy level) or with people at this screen. Rules and players
//! can be chosen under "More choices", each rule option explained in words. The cards are drawn
//! from plain data ([`crate::catalogue::pictures`]), never from a game's rules, so that the home
//! screen's WebAssembly links no engine.

use super::lang::use_i18n;
use crate::ai::Level;
use crate::catalogue::pictures::picture;
use crate::catalogue::CATALOGUE;
use crate::embed::SEATS;
use crate::engine::{GameInfo, Seat};
use crate::i18n::{GameText, Part};
use yew::prelude::*;

/// The level the computer plays at when a visitor taps "Play against the computer".
pub const DEFAULT_LEVEL: Level = Level::Easy;

/// The seats of `game`'s usual setup.
fn seats(game: &GameInfo) -> usize {
    picture(game.id).map_or(2, |p| p.seats)
}

/// The link that starts `game` against the computer: South a person, every other seat of the
/// game's usual setup the computer at [`DEFAULT_LEVEL`].
pub fn against_computer(game: &GameInfo) -> String {
    let seats = seats(game);
    let others: String =
        SEATS.iter().take(seats).skip(1).map(|(name, _)| format!("&{name}={}", DEFAULT_LEVEL.name())).collect();
    format!("?game={}&new=1{others}", game.id)
}

#[function_component(Picker)]
pub fn picker() -> Html {
    let t = use_i18n();
    let cards = CATALOGUE.iter().map(|&game| {
        let people = t.f("play-people", &[("count", seats(game).into())]);
        let text = |part| t.t(&game.text_id(part));
        html! {
            <li class="card">
                <div class="card-head">
                    <Thumbnail game={game} />
                    <div>
                        <h3>{ text(Part::Name) }</h3>
                        <p class="kind">{ text(Part::Summary) }</p>
                        <p>{ t.f("origin-players", &[("origin", text(Part::Origin).into()), ("players", text(Part::Players).into())]) }</p>
                    </div>
                </div>
                <div class="card-actions">
                    <a class="button primary" href={against_computer(game)} data-testid="play-computer">{ t.t("play-computer") }</a>
                    <a class="button" href={format!("?game={}&new=1", game.id)} data-game={game.id} data-testid="play-people">{ people }</a>
                    if !game.lessons.is_empty() {
                        <a class="button" href={format!("?learn={}", game.id)} data-testid="learn">{ t.t("learn-step-by-step") }</a>
                    }
                    <a class="about-link" href={format!("?about={}", game.id)}>{ t.f("about-link", &[("game", text(Part::ShortName).into())]) }</a>
                </div>
                <SetupForm game={game} />
            </li>
        }
    });
    html! {
        <section class="picker" aria-labelledby="picker-title">
            <h2 id="picker-title">{ t.t("choose-game") }</h2>
            <ul class="cards">{ for cards }</ul>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct SetupFormProps {
    pub game: &'static GameInfo,
}

/// A form that starts a game with chosen rule options and players (`?game=ID&new=1&option=value...`).
#[function_component(SetupForm)]
fn setup_form(props: &SetupFormProps) -> Html {
    let (t, game) = (use_i18n(), props.game);
    // A value of a rule option as a visitor reads it (`fourteen holes`, `yes`, `4`).
    let option_value = |name: &str, json: &str| match json {
        "true" => t.t("option-yes"),
        "false" => t.t("option-no"),
        word if word.starts_with('"') => t.t(&game.text_id(Part::OptionValue(name, word.trim_matches('"')))),
        number => t.messages.number(number),
    };
    let options = game.options.iter().map(|option| {
        let explained = format!("option-{}-{}", game.id, option.name);
        html! {
            <div class="option">
                <label>
                    { t.t(&game.text_id(Part::Option(option.name))) }
                    <select name={option.name} aria-describedby={explained.clone()}>
                        { for option.choices.iter().map(|choice| {
                            let value = choice.trim_matches('"').to_string();
                            html! { <option value={value} selected={*choice == option.default}>{ option_value(option.name, choice) }</option> }
                        }) }
                    </select>
                </label>
                <p class="explained" id={explained}>{ t.t(&game.text_id(Part::OptionMeaning(option.name))) }</p>
            </div>
        }
    });
    html! {
        <details class="setup">
            <summary>{ t.t("more-choices") }</summary>
            <form method="get" data-setup={game.id}>
                <input type="hidden" name="game" value={game.id} />
                <input type="hidden" name="new" value="1" />
                { for options }
                { for SEATS.iter().enumerate().take(game.max_seats).map(|(i, (name, _))| html! {
                    <label>
                        { t.seat(Seat::new(i as u8)) }
                        <select name={*name} data-seat={*name}>
                            <option value="person" selected=true>{ t.t("player-person") }</option>
                            { for [Level::Easy, Level::Medium, Level::Hard].iter().map(|l| html! { <option value={l.name()}>{ t.t(&format!("player-computer-{}", l.name())) }</option> }) }
                        </select>
                    </label>
                }) }
                <button type="submit" class="primary">{ t.t("start-with-rules") }</button>
            </form>
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct ThumbnailProps {
    pub game: &'static GameInfo,
}

/// A small picture of the game's board as it starts: pits, stores and points with their
/// counters, no text (a picture, hidden from screen readers). Inserted as one piece of markup
/// ([`crate::catalogue::pictures::Picture::svg`], our own constant data), not element by element.
#[function_component(Thumbnail)]
pub fn thumbnail(props: &ThumbnailProps) -> Html {
    let id = props.game.id;
    let markup = use_memo(id, |id| picture(id).map(|p| AttrValue::from(p.svg())));
    match &*markup {
        Some(svg) => Html::from_html_unchecked(svg.clone()),
        None => Html::default(),
    }
}
