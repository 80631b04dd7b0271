//! The tutor while playing (the judgement is [`crate::coach::tutor`]'s): an option under the
//! board, off by default and remembered as the speed is (`tutor=1` or `tutor=0` in the address
//! for one game: a kiosk's practice game after a lesson has it on). When it is on and a person
//! chooses against the computer, every action of the position is judged in a worker of its own
//! while the visitor thinks (the one tapped first, when it is not judged yet); a move judged a
//! blunder is held and the visitor asked in a dialog ("Play it anyway" / "Choose again"), with
//! the keyboard's focus moved into it and given back after. A move still being judged shows
//! "Checking your move…" only after [`CHECKING_MS`]; if judging fails the move is played.

use super::effects::focus_in_place;
use crate::coach::tutor::{self, judged, TutorAsk, TutorRequest, Verdict};
use crate::record::Record;
use crate::session::{Msg, Session};
use crate::think::Reply;
use crate::ui::browser::{query, LocalStorage};
use crate::ui::lang::use_i18n;
use crate::ui::worker::Thinker;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// How long a move may wait for its judgement before "Checking your move…" shows.
const CHECKING_MS: u32 = 300;

type Handle = UseReducerHandle<Session>;

/// What the tutor knows of the position with stamp `at`.
#[derive(Default)]
struct State {
    at: u64,
    /// The game so far, while the position is judged (`None`: not judged).
    record: Option<Record>,
    verdicts: HashMap<String, Verdict>,
    /// Actions still to judge, the next first.
    queue: VecDeque<String>,
    /// Whether a request is with the worker (one at a time, so that the next can be chosen).
    in_flight: bool,
    /// The move waiting for its judgement.
    held: Option<String>,
    /// Whether "Checking your move…" shows.
    checking: bool,
    /// The warning being asked.
    asking: Option<Verdict>,
    /// Where the keyboard's focus was when the visitor was asked.
    focus: Option<web_sys::Element>,
}

/// Sends the next action to judge, if none is with the worker.
fn pump(state: &RefCell<State>, worker: &RefCell<Option<Thinker>>) {
    let mut st = state.borrow_mut();
    if st.in_flight {
        return;
    }
    let Some(record) = st.record.clone() else { return };
    let worker = worker.borrow();
    let Some(worker) = worker.as_ref() else { return };
    while let Some(action) = st.queue.pop_front() {
        if st.verdicts.contains_key(&action) {
            continue;
        }
        st.in_flight = true;
        worker.ask(&TutorRequest { tutor: TutorAsk { record, action, at: st.at, budget: None } }.to_json());
        return;
    }
}

/// The tutor as the play screen uses it.
pub struct Tutor {
    /// Whether the tutor is on.
    pub on: bool,
    pub set_on: Callback<bool>,
    /// The screen's `dispatch`, with a person's moves looked at first.
    pub dispatch: Callback<Msg>,
    /// "Checking your move…" and the dialog, when either shows.
    pub view: Html,
}

/// The tutor for `session`; `dispatch` is the screen's own; `enabled` is false where nothing is
/// judged (a demonstration, a lesson's step).
#[hook]
pub fn use_tutor(session: &Handle, dispatch: Callback<Msg>, enabled: bool) -> Tutor {
    let t = use_i18n();
    let on = use_state(|| tutor::setting(query("tutor").as_deref(), &LocalStorage::open()));
    let state = use_mut_ref(State::default);
    let worker = use_mut_ref(|| None::<Thinker>);
    let timer = use_mut_ref(|| None::<Timeout>);
    let redraw = use_force_update();
    let view = session.view();
    let applies = enabled
        && *on
        && session.viewing().is_none()
        && !session.busy()
        && !session.paused()
        && judged(&session.saved().seats, view.to_act, view.legal.len(), view.secret);
    let latest = use_mut_ref(|| (session.clone(), applies));
    *latest.borrow_mut() = (session.clone(), applies);
    {
        let (state, worker, dispatch, redraw, session) =
            (state.clone(), worker.clone(), dispatch.clone(), redraw.clone(), session.clone());
        use_effect_with((session.stamp(), applies, *on), move |&(at, applies, on)| {
            {
                let mut st = state.borrow_mut();
                if st.at != at || !applies {
                    let in_flight = st.in_flight;
                    *st = State { at, in_flight, ..State::default() };
                }
                if !on {
                    // Off: the worker goes, and with it anything it was judging.
                    *worker.borrow_mut() = None;
                    st.in_flight = false;
                }
                if applies && st.record.is_none() {
                    st.record = Some(session.saved().record.clone());
                    st.queue = session.view().legal.iter().map(|a| a.text.clone()).collect();
                }
            }
            if applies && worker.borrow().is_none() {
                let on_reply = {
                    let (state, worker_slot, dispatch, redraw) =
                        (state.clone(), Rc::downgrade(&worker), dispatch.clone(), redraw.clone());
                    move |reply: Reply| {
                        let play = heard(&state, reply);
                        if let Some(action) = play {
                            dispatch.emit(Msg::Play(action));
                        }
                        if let Some(worker) = worker_slot.upgrade() {
                            pump(&state, &worker);
                        }
                        redraw.force_update();
                    }
                };
                // Without its worker the tutor is silent: moves are played as they come.
                if let Ok(started) = Thinker::start(on_reply) {
                    *worker.borrow_mut() = Some(started);
                }
            }
            pump(&state, &worker);
            redraw.force_update();
        });
    }
    let wrapped = {
        let (state, worker, timer, redraw, dispatch) =
            (state.clone(), worker.clone(), timer.clone(), redraw.clone(), dispatch.clone());
        Callback::from(move |msg: Msg| {
            let (session, applies) = latest.borrow().clone();
            let Some(action) = applies.then(|| session.would_play(&msg)).flatten() else {
                return dispatch.emit(msg);
            };
            let mut st = state.borrow_mut();
            if st.asking.is_some() {
                // The question is answered first.
                return;
            }
            st.focus = focused();
            match st.verdicts.get(&action).cloned() {
                Some(verdict) if verdict.warn => st.asking = Some(verdict),
                Some(_) => {
                    drop(st);
                    return dispatch.emit(Msg::Play(action));
                }
                None => {
                    st.held = Some(action.clone());
                    st.queue.retain(|a| *a != action);
                    st.queue.push_front(action.clone());
                    let (state, redraw) = (state.clone(), redraw.clone());
                    *timer.borrow_mut() = Some(Timeout::new(CHECKING_MS, move || {
                        let mut st = state.borrow_mut();
                        if st.held.as_ref() == Some(&action) {
                            st.checking = true;
                            drop(st);
                            redraw.force_update();
                        }
                    }));
                }
            }
            drop(st);
            pump(&state, &worker);
            redraw.force_update();
        })
    };
    let set_on = {
        let on = on.clone();
        Callback::from(move |value: bool| {
            // Best effort, as for the speed: an unwritable store only means it is not kept.
            let _ = tutor::remember(&mut LocalStorage::open(), value);
            on.set(value);
        })
    };
    let (checking, asking) = {
        let st = state.borrow();
        (st.checking && st.held.is_some(), st.asking.clone())
    };
    let close = {
        let (state, redraw, dispatch) = (state.clone(), redraw.clone(), dispatch.clone());
        Callback::from(move |play: bool| {
            let (asked, focus) = {
                let mut st = state.borrow_mut();
                (st.asking.take(), st.focus.take())
            };
            if let Some(element) = focus {
                focus_in_place(&element);
            }
            if let (true, Some(verdict)) = (play, asked) {
                dispatch.emit(Msg::Play(verdict.action));
            }
            redraw.force_update();
        })
    };
    let view = html! {
        <>
            if checking {
                <p class="tutor-checking" role="status" data-testid="tutor-checking">{ t.t("tutor-checking") }</p>
            }
            if let Some(verdict) = asking {
                <Dialog verdict={verdict} on_close={close} />
            }
        </>
    };
    Tutor { on: *on, set_on, dispatch: wrapped, view }
}

/// Takes in a worker's reply: the verdict is kept for its position, and the move held for it is
/// asked about (a warning) or returned to be played; a failed judgement returns the held move.
fn heard(state: &RefCell<State>, reply: Reply) -> Option<String> {
    let mut st = state.borrow_mut();
    let verdict = match reply {
        Reply::Tutored { tutored } => Some(tutored),
        Reply::Error { .. } => None,
        _ => return None,
    };
    st.in_flight = false;
    let Some(verdict) = verdict else {
        st.checking = false;
        return st.held.take();
    };
    if verdict.at != st.at {
        return None;
    }
    let mut play = None;
    if st.held.as_ref() == Some(&verdict.action) {
        st.held = None;
        st.checking = false;
        if verdict.warn {
            st.asking = Some(verdict.clone());
        } else {
            play = Some(verdict.action.clone());
        }
    }
    st.verdicts.insert(verdict.action.clone(), verdict);
    play
}

/// The element that has the keyboard's focus, to give it back after the dialog (a site of the
/// board is an SVG element: see [`focus_in_place`]).
fn focused() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.active_element()
}

/// The tutor's option, a checkbox among the settings under the board.
#[derive(Properties, PartialEq)]
pub struct OptionProps {
    pub on: bool,
    pub set_on: Callback<bool>,
}

#[function_component(TutorOption)]
pub fn tutor_option(props: &OptionProps) -> Html {
    let t = use_i18n();
    let onchange = props.set_on.reform(|e: Event| e.target_unchecked_into::<web_sys::HtmlInputElement>().checked());
    html! {
        <label class="settings">
            <input type="checkbox" checked={props.on} {onchange} data-testid="tutor-option" />
            { t.t("tutor-option") }
        </label>
    }
}

#[derive(Properties, PartialEq)]
struct DialogProps {
    verdict: Verdict,
    /// Closes the dialog: `true` plays the move anyway.
    on_close: Callback<bool>,
}

/// The warning: what the move would do, in the computer's judgement, and the two answers. The
/// keyboard's focus goes to "Choose again"; Tab stays within the dialog; Escape chooses again.
#[function_component(Dialog)]
fn dialog(props: &DialogProps) -> Html {
    let t = use_i18n();
    let (again_ref, anyway_ref) = (use_node_ref(), use_node_ref());
    {
        let again_ref = again_ref.clone();
        use_effect_with(props.verdict.action.clone(), move |_| {
            if let Some(button) = again_ref.cast::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    let onkeydown = {
        let (on_close, again_ref, anyway_ref) = (props.on_close.clone(), again_ref.clone(), anyway_ref.clone());
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Escape" => {
                e.prevent_default();
                on_close.emit(false);
            }
            "Tab" => {
                // Two buttons: Tab and Shift+Tab go from one to the other.
                let (first, last) =
                    (again_ref.cast::<web_sys::HtmlElement>(), anyway_ref.cast::<web_sys::HtmlElement>());
                let on_first = focused()
                    .zip(again_ref.get())
                    .is_some_and(|(active, first)| active == first.unchecked_into::<web_sys::Element>());
                let next = if on_first { last } else { first };
                if let Some(next) = next {
                    e.prevent_default();
                    let _ = next.focus();
                }
            }
            _ => {}
        })
    };
    let verdict = &props.verdict;
    let said = verdict.sentences();
    let (expected, told): (Vec<_>, Vec<_>) = said.iter().partition(|p| p.id == "tutor-expected");
    html! {
        <div class="tutor-backdrop">
            <div class="tutor-dialog" role="alertdialog" aria-modal="true" aria-labelledby="tutor-title"
                aria-describedby="tutor-said" data-testid="tutor" data-action={verdict.action.clone()} {onkeydown}>
                <h2 id="tutor-title">{ t.t("tutor-title") }</h2>
                <div id="tutor-said">
                    <p>{ t.f("tutor-intro", &[("move", verdict.action.as_str().into())]) }</p>
                    { for told.iter().map(|p| html! { <p data-testid="tutor-sentence">{ t.messages.phrase(p) }</p> }) }
                    <p class="tutor-question"><strong>{ t.t("tutor-question") }</strong></p>
                </div>
                { for expected.iter().map(|p| html! { <p class="source">{ t.messages.phrase(p) }</p> }) }
                <p class="source">{ t.t("tutor-source") }</p>
                <div class="buttons">
                    <button class="primary" ref={again_ref} onclick={props.on_close.reform(|_: MouseEvent| false)}
                        data-testid="tutor-again">{ t.t("tutor-again") }</button>
                    <button class="danger" ref={anyway_ref} onclick={props.on_close.reform(|_: MouseEvent| true)}
                        data-testid="tutor-anyway">{ t.t("tutor-anyway") }</button>
                </div>
            </div>
        </div>
    }
}
