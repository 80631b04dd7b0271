//! "Why?": after a move, a visitor can ask what happened and which rule made it happen, in a few
//! sentences built by the game from the move's events (see [`crate::engine::Game::explain`]),
//! in the visitor's language.

use crate::session::Session;
use crate::ui::lang::use_i18n;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct WhyProps {
    pub session: UseReducerHandle<Session>,
}

#[function_component(Why)]
pub fn why(props: &WhyProps) -> Html {
    let t = use_i18n();
    let session = &props.session;
    // Open for the move after which it was opened; a new move closes it.
    let open_at = use_state(|| None::<usize>);
    let Some(played) = session.last().filter(|p| !p.action.is_empty()) else { return Html::default() };
    if session.busy() {
        return Html::default();
    }
    let open = *open_at == Some(session.moves());
    let toggle = {
        let (open_at, moves) = (open_at.clone(), session.moves());
        Callback::from(move |_: MouseEvent| open_at.set(if open { None } else { Some(moves) }))
    };
    let explained = session.why();
    let sentences: Vec<String> = if explained.is_empty() {
        vec![t.f("nothing-else-followed", &[("told", t.sentences(&played.said).into())])]
    } else {
        explained.iter().map(|phrase| t.phrase(phrase)).collect()
    };
    html! {
        <div class="why">
            <button onclick={toggle} aria-expanded={open.to_string()} data-testid="why">
                { t.t(if open { "why-hide" } else { "why-ask" }) }
            </button>
            if open {
                <div class="why-text" role="status" data-testid="why-text">
                    { for sentences.iter().map(|s| html! { <p>{ s }</p> }) }
                </div>
            }
        </div>
    }
}
