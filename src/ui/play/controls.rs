//! The controls under the board: a new game, back to all games, the animation speed, forced
//! moves playing themselves, the hint, the last move shown again (take-back sits with the choices, by the
//! board), the record's download, and how many moves and
//! playouts there have been.

use super::effects::remember_autoplay;
use super::SPEED_KEY;
use crate::embed::NewGame;
use crate::engine::ToAct;
use crate::session::{Msg, Session, Speed};
use crate::store::KeyValueStore;
use crate::ui::browser::LocalStorage;
use crate::ui::lang::use_i18n;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub session: UseReducerHandle<Session>,
    pub setup: NewGame,
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
    /// More settings, shown after the others (the tutor's).
    #[prop_or_default]
    pub children: Html,
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
    let t = use_i18n();
    html! {
        <div class="controls">
            <a class="button primary" href={props.setup.query(&props.keep)} data-testid="new-game">{ t.t("new-game") }</a>
            if !props.embedded {
                <a class="button" href="./" data-testid="all-games">{ t.t("all-games") }</a>
                <label>{ t.t("animation") }{ " " }
                    <select onchange={on_speed} data-testid="speed">
                        { for Speed::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == session.speed()}>{ t.t(&format!("speed-{}", s.name())) }</option> }) }
                    </select>
                </label>
                <label class="settings">
                    <input type="checkbox" checked={*props.autoplay} onchange={on_autoplay} data-testid="autoplay" />
                    { t.t("autoplay") }
                </label>
                { props.children.clone() }
                if session.computer().is_none() && !chance && !over {
                    <button onclick={props.on_hint.reform(|_: MouseEvent| ())} data-testid="hint-button">{ t.t("hint") }</button>
                }
                if session.can_replay() {
                    <button onclick={props.on_msg.reform(|_: MouseEvent| Msg::Replay)} data-testid="replay">
                        { t.t("replay-last") }
                    </button>
                }
                if !props.demo {
                    <button onclick={on_download} data-testid="download-record">
                        { t.t(if over { "download-record-over" } else { "download-record-so-far" }) }
                    </button>
                }
            }
            <span class="moves">{ t.f("moves-played", &[("count", session.moves().into())]) }</span>
            if let Some(n) = props.considered {
                <span class="considered" data-testid="considered" data-iterations={n.to_string()}>
                    { if n == 0 { t.t("considered-random") } else { t.f("considered", &[("count", n.into())]) } }
                </span>
            }
        </div>
    }
}
