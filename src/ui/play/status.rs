//! What a person reads above the board: notices and whose turn it is (or the result), in a
//! space kept for it so that the board does not move when it rewraps; under the board
//! ([`Notes`]), the last turn in words (the live region), a refusal and a hint; and the scores.
//! Both wait for the animation: while a move is shown the status says who is moving, and the
//! live region speaks once the move has been seen (once per turn of the computer's).

use crate::engine::{GameInfo, Seat, ToAct};
use crate::i18n::{GameText, Part};
use crate::player::Player;
use crate::session::Session;
use crate::ui::board::seat_class;
use crate::ui::lang::{use_i18n, I18n};
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
    let t = use_i18n();
    let session = &props.session;
    let view = session.view();
    // While a move is shown, in the colour of the seat moving.
    let moving = session.last().filter(|_| session.busy()).and_then(|p| p.by);
    let turn_class = moving.or(view.to_act.seat()).map(seat_class).unwrap_or_default();
    let over = view.to_act == ToAct::Over && !session.busy();
    let dismiss = props.on_dismiss.reform(|_: MouseEvent| ());
    let you_are = you_are(&t, session, props.info);
    html! {
        <>
            if !props.notices.is_empty() {
                <div class="notice" role="alert" data-testid="notice">
                    { for props.notices.iter().map(|n| crate::ui::notices::show(n)) }
                    <button onclick={dismiss}>{ t.t("dismiss") }</button>
                </div>
            }
            if let Some(text) = you_are {
                <p class="you-are" data-testid="you-are">{ text }</p>
            }
            <p class={classes!("status", turn_class, over.then_some("over"))} data-testid="status">{ status_text(&t, session) }</p>
        </>
    }
}

/// The last turn in words (the live region), a refusal and a hint, said under the board (where
/// they never move it).
/// How many earlier turns stay written above the last one.
const EARLIER_KEPT: usize = 2;

#[function_component(Notes)]
pub fn notes(props: &StatusProps) -> Html {
    let t = use_i18n();
    let session = &props.session;
    let view = session.view();
    let hint = props.hint.as_ref().filter(|(at, _)| *at == session.stamp()).map(|(_, action)| {
        let label = view.find(action).map_or(action.clone(), |a| t.messages.phrase(&a.label_phrase));
        t.f("hint-text", &[("action", action.as_str().into()), ("label", label.into())])
    });
    // Said only once the animation has shown it (while it plays, the region is quiet).
    let announce = if session.busy() { String::new() } else { announce_text(&t, session, props.info) };
    // The turns said before this one since the person's last move (several computer seats
    // moving one after another), so that none is gone before it could be read.
    let earlier = use_mut_ref(Vec::<String>::new);
    let current = use_mut_ref(String::new);
    if !announce.is_empty() && announce != *current.borrow() {
        let before = current.replace(announce.clone());
        let person_moved = session.last().and_then(|p| p.by).is_some_and(|seat| session.player(seat) == Player::Person);
        let mut earlier = earlier.borrow_mut();
        if person_moved || session.moves() == 0 {
            earlier.clear();
        } else if !before.is_empty() {
            earlier.push(before);
            let extra = earlier.len().saturating_sub(EARLIER_KEPT);
            earlier.drain(..extra);
        }
    }
    let earlier = earlier.borrow().clone();
    html! {
        <>
            if !props.compact && !earlier.is_empty() {
                <ul class="earlier-moves" data-testid="earlier-moves">{ for earlier.iter().map(|line| html! { <li>{ line }</li> }) }</ul>
            }
            <p class={classes!("last-move", props.compact.then_some("visually-hidden"))} aria-live="polite" data-testid="announce">{ announce }</p>
            if let Some(reason) = session.refusal_phrase() {
                <p class="refusal" role="status" data-testid="refusal">{ t.messages.phrase(&reason) }</p>
            }
            if let Some(text) = hint {
                <p class="hint" role="status" data-testid="hint">{ text }</p>
            }
        </>
    }
}

/// Whose turn it is, or (while a move is shown) who is moving: the position's status would
/// tell the result before the board shows it.
fn status_text(t: &I18n, session: &Session) -> String {
    let view = session.view();
    match session.last() {
        Some(played) if session.busy() => match played.by {
            Some(seat) => t.f("status-moving", &[("seat", seat.into())]),
            None => t.t("status-dice-thrown"),
        },
        _ => t.messages.phrase(&view.status_phrase),
    }
}

/// The last turn in words, or (before any move here) a game beginning or whose turn it is;
/// nothing while the computer goes on with the same turn (it is told once, when it ends). The
/// turn is told by its phrases, whose English reads as the session's own words.
fn announce_text(t: &I18n, session: &Session, info: &GameInfo) -> String {
    let view = session.view();
    let computer_goes_on = session.computer().map(|(_, seat)| seat);
    if session.last().is_some_and(|p| p.by.is_some() && p.by == computer_goes_on) {
        return String::new();
    }
    session.last().map(|p| t.sentences(&p.said)).unwrap_or_else(|| match session.moves() {
        0 => t.f(
            "game-begins",
            &[("game", t.t(&info.text_id(Part::Name)).into()), ("status", view.status_phrase.clone().into())],
        ),
        _ => t.messages.phrase(&view.status_phrase),
    })
}

/// "You are South, the bottom row.", when one person plays against the computer.
fn you_are(t: &I18n, session: &Session, info: &GameInfo) -> Option<String> {
    let seats = session.game().seat_count();
    let people: Vec<Seat> =
        (0..seats).map(|i| Seat::new(i as u8)).filter(|&s| session.player(s) == Player::Person).collect();
    match people.as_slice() {
        [seat] if seats > 1 => {
            let id = if seat.index() < info.seat_places.len() { "you-are-place" } else { "you-are" };
            Some(t.f(
                id,
                &[("seat", (*seat).into()), ("place", t.t(&info.text_id(Part::SeatPlace(seat.index()))).into())],
            ))
        }
        _ => None,
    }
}

#[derive(Properties, PartialEq)]
pub struct ScoresProps {
    pub scores: Vec<u32>,
    /// The game whose score this is (its `score` message counts it).
    pub info: &'static GameInfo,
}

/// Each seat's score, in its colour.
#[function_component(Scores)]
pub fn scores(props: &ScoresProps) -> Html {
    let t = use_i18n();
    let items = props.scores.iter().enumerate().map(|(i, score)| {
        let seat = Seat::new(i as u8);
        html! { <li class={seat_class(seat)}><span class="swatch"></span>{ t.f("seat-score", &[("seat", seat.into()), ("score", t.f(&props.info.text_id(Part::Score), &[("count", (*score).into())]).into()), ("count", (*score).into())]) }</li> }
    });
    html! { <ul class="scores" data-testid="scores">{ for items }</ul> }
}
