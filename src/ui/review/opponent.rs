//! "You play North against …": the menu of opponents for a game played on from the analysis
//! board, from a reviewed position or from one set up by hand.

use crate::ai::Level;
use crate::engine::Seat;
use crate::player::Player;
use crate::ui::lang::use_i18n;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct OpponentProps {
    /// The visitor's seat: the one to move.
    pub seat: Seat,
    /// The opponent chosen, which the menu sets.
    pub opponent: UseStateHandle<Player>,
    /// The menu's test id.
    pub testid: AttrValue,
}

/// A person, or the computer at each level.
#[function_component(OpponentChoice)]
pub fn opponent_choice(props: &OpponentProps) -> Html {
    let t = use_i18n();
    let choices = [Player::Person].into_iter().chain([Level::Easy, Level::Medium, Level::Hard].map(Player::Computer));
    let onchange = {
        let opponent = props.opponent.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            opponent.set(Player::parse(&select.value()).unwrap_or(Player::Person));
        })
    };
    let label = |player: &Player| match player.level() {
        None => t.t("analysis-against-person"),
        Some(level) => t.f("analysis-against-computer", &[("level", t.t(&format!("level-{level}")).into())]),
    };
    html! {
        <label>{ t.f("analysis-you-play", &[("seat", props.seat.into())]) }{ " " }
            <select {onchange} data-testid={props.testid.clone()}>
                { for choices.map(|p| html! {
                    <option value={p.name()} selected={p == *props.opponent}>{ label(&p) }</option>
                }) }
            </select>
        </label>
    }
}
