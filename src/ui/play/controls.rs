//! The controls under the board: a new game, back to all games, the animation speed, forced
//! moves playing themselves, the hint, take-back, the record's download, and how many moves and
//! playouts there have been.

use super::effects::remember_autoplay;
use super::SPEED_KEY;
use crate::embed::{encode, Setup};
use crate::engine::ToAct;
use crate::session::{Msg, Session, Speed};
use crate::store::KeyValueStore;
use crate::ui::browser::{download, query, LocalStorage};
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
    pub on_notice: Callback<String>,
    /// How many playouts the computer's last move came from.
    pub considered: Option<u32>,
}

#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let session = &props.session;
    let view = session.view();
    let over = view.to_act == ToAct::Over;
    // In a frame, a new game keeps the frame's parameters.
    let keep: Vec<String> = if props.embedded {
        ["embed", "origin"].iter().filter_map(|k| query(k).map(|v| format!("{k}={}", encode(&v)))).collect()
    } else {
        Vec::new()
    };
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
    let on_download = {
        let (session, on_notice) = (session.clone(), props.on_notice.clone());
        Callback::from(move |_: MouseEvent| {
            let saved = session.saved();
            let file = format!("{}.boardlore.json", saved.name.replace(|c: char| !c.is_alphanumeric(), "-"));
            if let Err(error) = download(&file, &saved.export(session.game())) {
                on_notice.emit(format!("The record could not be downloaded: {error}"));
            }
        })
    };
    let chance = view.to_act == ToAct::Chance;
    html! {
        <div class="controls">
            <a class="button primary" href={props.setup.query(&keep)} data-testid="new-game">{ "New game" }</a>
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
                if session.can_take_back() {
                    <button onclick={props.on_msg.reform(|_: MouseEvent| Msg::Undo)} data-testid="undo">{ "Take back the last move" }</button>
                }
                if !props.demo {
                    <button onclick={on_download} data-testid="download-record">
                        { if over { "Download the game's record" } else { "Download the record so far" } }
                    </button>
                }
            }
            <span class="moves">{ format!("{} moves played", session.moves()) }</span>
            if let Some(n) = props.considered {
                <span class="considered" data-testid="considered" data-iterations={n.to_string()}>
                    { format!("The computer's last move came from {n} playouts") }
                </span>
            }
        </div>
    }
}
