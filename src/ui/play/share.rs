//! The share panel: a link that starts the same setup (game, rule options, players) on another
//! device, and an iframe snippet that embeds it in another page, each with a copy button; and,
//! given the game as a `record=` link, a link to the position shown on the analysis board and a
//! snippet that frames that position (`embed=1&at=K`).

use crate::embed::{NewGame, SEATS};
use crate::engine::Seat;
use crate::player::Player;
use crate::ui::lang::use_i18n;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub setup: NewGame,
    pub name: &'static str,
    /// The position shown, as `record=...&at=K` (see [`crate::record::link`]), if it is offered.
    #[prop_or_default]
    pub position: Option<String>,
}

/// A link to this game's setup and an iframe snippet that embeds it, each with a copy button.
#[function_component(SharePanel)]
pub fn share_panel(props: &ShareProps) -> Html {
    let t = use_i18n();
    let copied = use_state(|| None::<&'static str>);
    let Some(location) = web_sys::window().map(|w| w.location()) else { return Html::default() };
    let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    let link = format!("{base}{}", props.setup.query(&[t.param()]));
    let frame_of = |query: &str| {
        format!(
            "<iframe src=\"{base}?{query}\" title=\"boardlore: {}\" width=\"800\" height=\"600\" style=\"border:0;max-width:100%\"></iframe>",
            props.name
        )
    };
    let frame = frame_of(props.setup.query(&["embed=1".to_string(), t.param()]).trim_start_matches('?'));
    let position = props.position.as_ref().map(|query| {
        (
            format!("{base}?{query}&{}", t.param()),
            frame_of(&format!("{query}&embed=1&{}", t.param())),
            format!("?{query}&{}", t.param()),
        )
    });
    let copy = |what: &'static str, text: String| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(window) = web_sys::window() {
                // The promise is not awaited: the field stays selectable for copying by hand.
                let _ = window.navigator().clipboard().write_text(&text);
                copied.set(Some(what));
            }
        })
    };
    let field = |what: &'static str, label: String, text: &str| {
        html! {
            <label class="share-field">
                { label }
                <textarea readonly=true rows="2" data-testid={format!("share-{what}")} value={text.to_string()} />
                <button onclick={copy(what, text.to_string())} data-testid={format!("copy-{what}")}>
                    { t.t(if *copied == Some(what) { "copied" } else { "copy" }) }
                </button>
            </label>
        }
    };
    html! {
        <details class="share" data-testid="share">
            <summary>{ t.t("share-title") }</summary>
            <p>{ t.t("share-explained") }</p>
            { field("link", t.t("share-link"), &link) }
            { field("iframe", t.t("share-embed"), &frame) }
            if let Some((link, frame, open)) = &position {
                { field("position-link", t.t("share-position-link"), link) }
                { field("position-iframe", t.t("share-position-embed"), frame) }
                <p><a href={open.clone()} data-testid="open-analysis">{ t.t("share-open-analysis") }</a></p>
            }
            <p class="seats">{ for SEATS.iter().zip(&props.setup.seats).enumerate().filter(|(_, (_, who))| **who != Player::Person).map(|(i, (_, who))| html! { <span>{ t.f("seat-computer", &[("seat", Seat::new(i as u8).into()), ("level", t.t(&format!("level-{who}")).into())]) }{ " " }</span> }) }</p>
        </details>
    }
}
