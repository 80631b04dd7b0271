//! What a person reads above the board: notices and whose turn it is (or the result), in a
//! space kept for it so that the board does not move when it rewraps; under the board
//! ([`Notes`]), the last turn in words (the live region), a refusal and a hint; and the scores.
//! Both wait for the animation: while a move is shown the status says who is moving, and the
//! live region speaks once the move has been seen (once per turn of the computer's).

use crate::engine::why::count;
use crate::engine::{GameInfo, Seat, ToAct};
use crate::player::Player;
use crate::session::Session;
use crate::ui::board::seat_class;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub session: UseReducerHandle<Session>,
    pub info: &'static GameInfo,
    pub notices: Vec<String>,
    pub on_dismiss: Callback<()>,
    /// In a small frame: the live region is read out but not shown (the status says it).
    #[prop_or_default]
    pub compact: bool,
    /// The hard computer's suggestion for the position with this stamp.
    pub hint: Option<(u64, String)>,
}

#[function_component(Status)]
pub fn status(props: &StatusProps) -> Html {
    let session = &props.session;
    let view = session.view();
    // While a move is shown, in the colour of the seat moving.
    let moving = session.last().filter(|_| session.busy()).and_then(|p| p.by);
    let turn_class = moving.or(view.to_act.seat()).map(seat_class).unwrap_or_default();
    let over = view.to_act == ToAct::Over && !session.busy();
    let dismiss = props.on_dismiss.reform(|_: MouseEvent| ());
    let you_are = you_are(session, props.info);
    html! {
        <>
            if !props.notices.is_empty() {
                <div class="notice" role="alert" data-testid="notice">
                    { for props.notices.iter().map(|n| html! { <p>{ n }</p> }) }
                    <button onclick={dismiss}>{ "Dismiss" }</button>
                </div>
            }
            if let Some(text) = you_are {
                <p class="you-are" data-testid="you-are">{ text }</p>
            }
            <p class={classes!("status", turn_class, over.then_some("over"))} data-testid="status">{ status_text(session) }</p>
        </>
    }
}

/// The last turn in words (the live region), a refusal and a hint, said under the board (where
/// they never move it).
#[function_component(Notes)]
pub fn notes(props: &StatusProps) -> Html {
    let session = &props.session;
    let view = session.view();
    let hint = props.hint.as_ref().filter(|(at, _)| *at == session.stamp()).map(|(_, action)| {
        let label = view.find(action).map_or(action.as_str(), |a| a.label.as_str());
        format!("Hint: the computer (hard) would play {action} ({label})")
    });
    // Said only once the animation has shown it (while it plays, the region is quiet).
    let announce = if session.busy() { String::new() } else { announce_text(session, props.info) };
    html! {
        <>
            <p class={classes!("last-move", props.compact.then_some("visually-hidden"))} aria-live="polite" data-testid="announce">{ announce }</p>
            if let Some(reason) = session.refusal() {
                <p class="refusal" role="status">{ reason }</p>
            }
            if let Some(text) = hint {
                <p class="hint" role="status" data-testid="hint">{ text }</p>
            }
        </>
    }
}

/// Whose turn it is, or (while a move is shown) who is moving: the position's status would
/// tell the result before the board shows it.
fn status_text(session: &Session) -> String {
    let view = session.view();
    match session.last() {
        Some(played) if session.busy() => match played.by {
            Some(seat) => format!("{seat} is moving\u{2026}"),
            None => "The dice are thrown\u{2026}".to_string(),
        },
        _ => view.status.clone(),
    }
}

/// The last turn in words, or (before any move here) a game beginning or whose turn it is;
/// nothing while the computer goes on with the same turn (it is told once, when it ends).
fn announce_text(session: &Session, info: &GameInfo) -> String {
    let view = session.view();
    let computer_goes_on = session.computer().map(|(_, seat)| seat);
    if session.last().is_some_and(|p| p.by.is_some() && p.by == computer_goes_on) {
        return String::new();
    }
    session.last().map(|p| p.told.clone()).unwrap_or_else(|| match session.moves() {
        0 => format!("{} begins. {}", info.name, view.status),
        _ => view.status.clone(),
    })
}

/// "You are South, the bottom row.", when one person plays against the computer.
fn you_are(session: &Session, info: &GameInfo) -> Option<String> {
    let seats = session.game().seat_count();
    let people: Vec<Seat> =
        (0..seats).map(|i| Seat::new(i as u8)).filter(|&s| session.player(s) == Player::Person).collect();
    match people.as_slice() {
        [seat] if seats > 1 => {
            let place = info.seat_places.get(seat.index()).map(|p| format!(", {p}")).unwrap_or_default();
            Some(format!("You are {seat}{place}."))
        }
        _ => None,
    }
}

#[derive(Properties, PartialEq)]
pub struct ScoresProps {
    pub scores: Vec<u32>,
    /// What a score counts, one and many ("counter held", "counters held").
    pub score: [&'static str; 2],
}

/// Each seat's score, in its colour.
#[function_component(Scores)]
pub fn scores(props: &ScoresProps) -> Html {
    let items = props.scores.iter().enumerate().map(|(i, score)| {
        let seat = Seat::new(i as u8);
        html! { <li class={seat_class(seat)}><span class="swatch"></span>{ format!("{seat}: {}", count(*score, props.score)) }</li> }
    });
    html! { <ul class="scores" data-testid="scores">{ for items }</ul> }
}
