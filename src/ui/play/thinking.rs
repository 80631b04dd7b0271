//! The computer at work: which seat is thinking, how far its search has gone, the move it leans
//! to, and "Play now"; and the progress of a hint.

use super::effects::Progress;
use crate::session::Session;
use crate::ui::lang::use_i18n;
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
    let t = use_i18n();
    let session = &props.session;
    let searching = props.progress.as_ref().filter(|p| p.at == session.stamp());
    let stop = props.on_stop.reform(|_: MouseEvent| ());
    html! {
        <>
            if let Some((level, seat)) = session.computer() {
                <div class="thinking" data-testid="thinking">
                    <span role="status">{ t.f("computer-thinking", &[("seat", seat.into()), ("level", t.t(&format!("level-{}", level.name())).into())]) }</span>
                    if let Some(p) = searching.filter(|p| !p.hint) {
                        <button onclick={stop.clone()} data-testid="play-now">{ t.t("play-now") }</button>
                        <progress max={p.of.to_string()} value={p.done.to_string()} data-testid="search-progress"
                            aria-label={t.t("positions-considered")}>{ t.f("done-of", &[("done", p.done.into()), ("of", p.of.into())]) }</progress>
                        <span class="leaning" data-testid="leaning">{ p.best.as_ref().map(|b| t.f("leaning-to", &[("action", b.as_str().into())])).unwrap_or_default() }</span>
                    }
                </div>
            }
            if let Some(p) = searching.filter(|p| p.hint) {
                <p class="thinking" data-testid="hint-progress">
                    <progress max={p.of.to_string()} value={p.done.to_string()} aria-label={t.t("hint-positions-considered")} />
                    <button onclick={stop} data-testid="hint-now">{ t.t("hint-now") }</button>
                </p>
            }
        </>
    }
}
