//! The computer at work: which seat is thinking, how far its search has gone, the move it leans
//! to, and "Play now"; and the progress of a hint.

use super::effects::Progress;
use crate::session::Session;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ThinkingProps {
    pub session: UseReducerHandle<Session>,
    pub progress: Option<Progress>,
    /// Answer the search under way now.
    pub on_stop: Callback<()>,
}

#[function_component(Thinking)]
pub fn thinking(props: &ThinkingProps) -> Html {
    let session = &props.session;
    let searching = props.progress.as_ref().filter(|p| p.at == session.stamp());
    let stop = props.on_stop.reform(|_: MouseEvent| ());
    html! {
        <>
            if let Some((level, seat)) = session.computer() {
                <div class="thinking" data-testid="thinking">
                    <span role="status">{ format!("{seat} (computer, {level}) is thinking…") }</span>
                    if let Some(p) = searching.filter(|p| !p.hint) {
                        <button onclick={stop.clone()} data-testid="play-now">{ "Play now" }</button>
                        <progress max={p.of.to_string()} value={p.done.to_string()} data-testid="search-progress"
                            aria-label="Positions considered">{ format!("{} of {}", p.done, p.of) }</progress>
                        <span class="leaning" data-testid="leaning">{ p.best.as_ref().map(|b| format!("leaning to {b}")).unwrap_or_default() }</span>
                    }
                </div>
            }
            if let Some(p) = searching.filter(|p| p.hint) {
                <p class="thinking" data-testid="hint-progress">
                    <progress max={p.of.to_string()} value={p.done.to_string()} aria-label="Hint: positions considered" />
                    <button onclick={stop} data-testid="hint-now">{ "Hint now" }</button>
                </p>
            }
        </>
    }
}
