//! The share panel: a link that starts the same setup (game, rule options, players) on another
//! device, and an iframe snippet that embeds it in another page, each with a copy button.

use crate::embed::{Setup, SEATS};
use crate::player::Player;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub setup: Setup,
    pub name: &'static str,
}

/// A link to this game's setup and an iframe snippet that embeds it, each with a copy button.
#[function_component(SharePanel)]
pub fn share_panel(props: &ShareProps) -> Html {
    let copied = use_state(|| None::<&'static str>);
    let Some(location) = web_sys::window().map(|w| w.location()) else { return Html::default() };
    let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    let link = format!("{base}{}", props.setup.query(&[]));
    let frame = format!(
        "<iframe src=\"{base}{}\" title=\"boardlore: {}\" width=\"800\" height=\"600\" style=\"border:0;max-width:100%\"></iframe>",
        props.setup.query(&["embed=1".to_string()]),
        props.name
    );
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
    let field = |what: &'static str, label: &'static str, text: &str| {
        html! {
            <label class="share-field">
                { label }
                <textarea readonly=true rows="2" data-testid={format!("share-{what}")} value={text.to_string()} />
                <button onclick={copy(what, text.to_string())} data-testid={format!("copy-{what}")}>
                    { if *copied == Some(what) { "Copied" } else { "Copy" } }
                </button>
            </label>
        }
    };
    html! {
        <details class="share" data-testid="share">
            <summary>{ "Share or embed this game" }</summary>
            <p>{ "The link starts a new game with these rules and players on another device. The snippet puts the board in another web page; the README describes its messages." }</p>
            { field("link", "Link", &link) }
            { field("iframe", "Embed", &frame) }
            <p class="seats">{ for SEATS.iter().zip(&props.setup.seats).filter(|(_, who)| **who != Player::Person).map(|((_, seat), who)| html! { <span>{ format!("{seat}: computer ({who}) ") }</span> }) }</p>
        </details>
    }
}
