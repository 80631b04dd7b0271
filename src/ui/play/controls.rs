//! The controls under the board: a new game, back to all games, the animation speed, forced
//! moves playing themselves, the hint, the last move shown again, take-back, the record's download, and how many moves and
//! playouts there have been.

use super::effects::remember_autoplay;
use super::SPEED_KEY;
use crate::embed::Setup;
use crate::engine::why::count;
use crate::engine::ToAct;
use crate::session::{Msg, Session, Speed};
use crate::store::KeyValueStore;
use crate::ui::browser::LocalStorage;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub session: UseReducerHandle<Session>,
    pub setup: Setup,
    pub embedded: bool,
    pub demo: bool,
    pub autoplay: UseStateHandle<bool>,
    pub on_msg: Callback<Msg>,
    pub on_hint: Callback<()>,
    /// URL parameters a new game keeps (a frame's).
    pub keep: Vec<String>,
    pub on_download: Callback<()>,
    /// How many playouts the computer's last move came from.
    pub considered: Option<u32>,
}

#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let session = &props.session;
    let view = session.view();
    let over = view.to_act == ToAct::Over;
    let on_speed = props.on_msg.reform(|e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        let speed = Speed::parse(&select.value()).unwrap_or(Speed::Normal);
        // Best effort: an unwritable store only means the setting is not remembered.
        let _ = LocalStorage::open().set(SPEED_KEY, speed.name());
        Msg::Speed(speed)
    });
    let on_autoplay = {
        let autoplay = props.autoplay.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            remember_autoplay(input.checked());
            autoplay.set(input.checked());
        })
    };
    let on_download = props.on_download.reform(|_: MouseEvent| ());
    let chance = view.to_act == ToAct::Chance;
    html! {
        <div class="controls">
            <a class="button primary" href={props.setup.query(&props.keep)} data-testid="new-game">{ "New game" }</a>
            if !props.embedded {
                <a class="button" href="./" data-testid="all-games">{ "All games" }</a>
                <label>{ "Animation " }
                    <select onchange={on_speed} data-testid="speed">
                        { for Speed::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == session.speed()}>{ s.name() }</option> }) }
                    </select>
                </label>
                <label class="settings">
                    <input type="checkbox" checked={*props.autoplay} onchange={on_autoplay} data-testid="autoplay" />
                    { "Forced moves play themselves" }
                </label>
                if session.computer().is_none() && !chance && !over {
                    <button onclick={props.on_hint.reform(|_: MouseEvent| ())} data-testid="hint-button">{ "Hint" }</button>
                }
                if session.can_replay() {
                    <button onclick={props.on_msg.reform(|_: MouseEvent| Msg::Replay)} data-testid="replay">
                        { "Show the last move again" }
                    </button>
                }
                if session.can_take_back() {
                    <button onclick={props.on_msg.reform(|_: MouseEvent| Msg::Undo)} data-testid="undo">
                        { if session.people_only() { "Take back the last move" } else { "Take back your move" } }
                    </button>
                }
                if !props.demo {
                    <button onclick={on_download} data-testid="download-record">
                        { if over { "Download the game's record" } else { "Download the record so far" } }
                    </button>
                }
            }
            <span class="moves">{ count(session.moves() as u32, ["move played", "moves played"]) }</span>
            if let Some(n) = props.considered {
                <span class="considered" data-testid="considered" data-iterations={n.to_string()}>
                    { if n == 0 { "The computer's last move was a random one, as the easy level sometimes plays".to_string() }
                      else { format!("The computer's last move came from {}", count(n, ["playout", "playouts"])) } }
                </span>
            }
        </div>
    }
}
