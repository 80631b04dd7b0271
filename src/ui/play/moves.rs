//! Looking back: the list of moves (each shows the position after it), and the bar shown while
//! an earlier position is on the board, to step back and forth or return to the game.

use crate::session::Msg;
use crate::ui::lang::use_i18n;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    pub actions: Vec<String>,
    /// The position being looked at, if any.
    pub viewing: Option<usize>,
    pub on_view: Callback<Msg>,
    /// The address of the computer's review of the game, when offered (see [`crate::ui::coach`]).
    #[prop_or_default]
    pub coach: Option<String>,
}

#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let t = use_i18n();
    let moves = props.actions.len();
    let items = props.actions.iter().enumerate().map(|(i, action)| {
        // The position after the last move is the game itself.
        let at = Some(i + 1).filter(|&k| k < moves);
        html! {
            <li><button class="move" onclick={props.on_view.reform(move |_: MouseEvent| Msg::View(at))}
                aria-current={(props.viewing == Some(i + 1)).then_some("true")}
                data-move={(i + 1).to_string()}>{ action }</button></li>
        }
    });
    html! {
        <details class="move-list" data-testid="move-list">
            <summary>{ t.f("moves-count", &[("count", moves.into())]) }</summary>
            <ol>{ for items }</ol>
            if let Some(href) = &props.coach {
                <p><a href={href.clone()} data-testid="moves-coach">{ t.t("coach-open") }</a></p>
            }
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct ViewingProps {
    /// The position after this many actions is on the board.
    pub at: usize,
    /// Of this many.
    pub of: usize,
    pub status: String,
    pub on_view: Callback<Msg>,
}

#[function_component(Viewing)]
pub fn viewing(props: &ViewingProps) -> Html {
    let t = use_i18n();
    let (at, of) = (props.at, props.of);
    let view = |to: Option<usize>| props.on_view.reform(move |_: MouseEvent| Msg::View(to));
    html! {
        <div class="viewing" role="status" data-testid="viewing">
            <span>{ t.f("looking-back", &[("at", at.into()), ("of", of.into()), ("status", props.status.clone().into())]) }</span>
            <button onclick={view(at.checked_sub(1))} disabled={at == 0} data-testid="view-back">{ t.t("view-back") }</button>
            <button onclick={view(Some(at + 1).filter(|&k| k < of))} data-testid="view-forward">{ t.t("view-forward") }</button>
            <button class="primary" onclick={view(None)} data-testid="view-return">{ t.t("view-return") }</button>
        </div>
    }
}
