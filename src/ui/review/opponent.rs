//! "You play North against …": the menu of opponents for a game played on from the analysis
//! board, from a reviewed position or from one set up by hand.

use crate::engine::Seat;
use crate::player::Player;
use crate::ui::lang::use_i18n;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct OpponentProps {
    /// The visitor's seat: the one to move.
    pub seat: Seat,
    pub chosen: Player,
    pub on_choose: Callback<Player>,
    /// The menu's test id.
    pub testid: AttrValue,
}

/// A person, or the computer at each level.
#[function_component(OpponentChoice)]
pub fn opponent_choice(props: &OpponentProps) -> Html {
    let t = use_i18n();
    let choices = ["person", "easy", "medium", "hard"].map(|name| Player::parse(name).expect("players"));
    let onchange = props.on_choose.reform(|e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        Player::parse(&select.value()).unwrap_or(Player::Person)
    });
    let label = |player: &Player| match player.level() {
        None => t.t("analysis-against-person"),
        Some(level) => t.f("analysis-against-computer", &[("level", t.t(&format!("level-{level}")).into())]),
    };
    html! {
        <label>{ t.f("analysis-you-play", &[("seat", props.seat.into())]) }{ " " }
            <select {onchange} data-testid={props.testid.clone()}>
                { for choices.iter().map(|p| html! {
                    <option value={p.name()} selected={*p == props.chosen}>{ label(p) }</option>
                }) }
            </select>
        </label>
    }
}
