//! The play screen's hooks: where the [`Session`] meets the browser. Saving after each change,
//! the computer's turns and hints (searched in a Web Worker, see [`crate::think`]), the animation
//! clock, forced moves playing themselves, the keyboard, focus, the framing page's news, and the
//! end of a demonstration game.

use crate::session::{Msg, Session};
use crate::store::KeyValueStore;
use crate::think::{Reply, Request};
use crate::ui::browser::LocalStorage;
use crate::ui::host;
use crate::ui::worker::Thinker;
use crate::{ai::Level, embed::FrameMessage, engine::ToAct, saves};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// How long a forced action waits before it plays itself, when that setting is on.
const AUTOPLAY_MS: u32 = 500;
/// How long the computer waits before throwing its dice, so a person can follow.
const COMPUTER_PAUSE_MS: u32 = 400;
/// How long a finished demonstration game stays on screen.
const DEMO_PAUSE_MS: u32 = 4_000;
/// Where the "forced moves play themselves" setting is remembered.
const AUTOPLAY_KEY: &str = "boardlore.v1.settings.autoplay";
/// What a hint's search is tagged with, so that its answer is told from the computer's moves.
const HINT: &str = "hint";

type Handle = UseReducerHandle<Session>;

/// Saves the game after every change (unless `unsaved`); if the store refuses, says so once and
/// play goes on in memory.
#[hook]
pub fn use_persist(session: &Handle, unsaved: bool, notify: Callback<String>) {
    let saved = session.saved_rc();
    use_effect_with(session.revision(), move |&revision| {
        if unsaved || revision == 0 {
            return;
        }
        if let Err(error) = saves::save(&mut LocalStorage::open(), &saved) {
            notify.emit(format!("This game is not being saved: {error}. You can keep playing."));
        }
    });
}

/// Where the computer's search stands, as its worker last reported.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// The number of actions in the record when it was asked.
    pub at: usize,
    /// Whether it is searching for a hint rather than for its own move.
    pub hint: bool,
    pub done: u32,
    pub of: u32,
    /// The action it leans to so far.
    pub best: Option<String>,
}

/// The computer player as the screen sees it.
pub struct Computer {
    /// The hint for the position after this many actions: the action the hard level would play.
    pub hint: Option<(usize, String)>,
    pub progress: Option<Progress>,
    /// How many playouts the computer's last move came from.
    pub considered: Option<u32>,
    pub ask_hint: Callback<()>,
    /// Answer the search under way now.
    pub stop: Callback<()>,
}

/// Plays the computer's seats (searches in the worker, throws from the record's seed) and asks
/// for hints.
#[hook]
pub fn use_computer(session: &Handle, notify: Callback<String>) -> Computer {
    let thinker = use_mut_ref(|| None::<Thinker>);
    let hint = use_state(|| None::<(usize, String)>);
    let progress = use_state(|| None::<Progress>);
    let considered = use_state(|| None::<u32>);
    let ask: Rc<dyn Fn(Request)> = {
        let thinker = thinker.clone();
        let dispatcher = session.dispatcher();
        let (hint, progress, considered) = (hint.setter(), progress.setter(), considered.setter());
        Rc::new(move |request: Request| {
            let mut slot = thinker.borrow_mut();
            if slot.is_none() {
                let (dispatcher, hint, progress, considered) =
                    (dispatcher.clone(), hint.clone(), progress.clone(), considered.clone());
                match Thinker::start(move |reply| match reply {
                    Reply::Progress { progress: done, of, best, at, tag } => {
                        let hinting = tag.as_deref() == Some(HINT);
                        progress.set(Some(Progress { at: at as usize, hint: hinting, done, of, best }));
                    }
                    Reply::Done { action, iterations, at, tag } => {
                        progress.set(None);
                        if tag.as_deref() == Some(HINT) {
                            hint.set(Some((at as usize, action)));
                        } else {
                            considered.set(Some(iterations));
                            dispatcher.dispatch(Msg::Computed { action, at: at as usize });
                        }
                    }
                    Reply::Error { .. } | Reply::Bench { .. } | Reply::SearchBench { .. } => progress.set(None),
                }) {
                    Ok(started) => *slot = Some(started),
                    Err(error) => notify.emit(error),
                }
            }
            if let Some(worker) = slot.as_ref() {
                worker.ask(&request.to_json());
            }
        })
    };
    let computer = session.computer();
    {
        let (session, ask) = (session.clone(), ask.clone());
        use_effect_with((session.moves(), session.busy(), computer), move |&(at, busy, computer)| {
            let mut timer = None;
            if let (Some((level, _)), false) = (computer, busy) {
                if session.view().to_act == ToAct::Chance {
                    let dispatcher = session.dispatcher();
                    timer = session.throw().map(|action| {
                        Timeout::new(COMPUTER_PAUSE_MS, move || dispatcher.dispatch(Msg::Computed { action, at }))
                    });
                } else {
                    ask(Request {
                        record: session.saved().record.clone(),
                        iterations: session.game().iterations(level),
                        seed: session.next_seed(),
                        at: at as u64,
                        tag: None,
                        blunder: level.blunder_rate(),
                    });
                }
            }
            move || drop(timer)
        });
    }
    let ask_hint = {
        let session = session.clone();
        Callback::from(move |()| {
            ask(Request {
                record: session.saved().record.clone(),
                iterations: session.game().iterations(Level::Hard),
                seed: session.next_seed(),
                at: session.moves() as u64,
                tag: Some(HINT.to_string()),
                blunder: 0.0,
            })
        })
    };
    let stop = Callback::from(move |()| {
        if let Some(worker) = thinker.borrow().as_ref() {
            worker.stop();
        }
    });
    Computer { hint: (*hint).clone(), progress: (*progress).clone(), considered: *considered, ask_hint, stop }
}

/// Tells `on_played` of each action played, with what it caused.
#[hook]
pub fn use_played(session: &Handle, on_played: Callback<(String, Rc<[crate::engine::Event]>)>) {
    let last = session.last().cloned();
    use_effect_with(session.moves(), move |_| {
        if let Some(played) = last.filter(|p| !p.action.is_empty()) {
            on_played.emit((played.action, played.events));
        }
    });
}

/// Steps the animation of the move being shown.
#[hook]
pub fn use_animation(session: &Handle) {
    let dispatcher = session.dispatcher();
    let delay = session.speed().delay_ms();
    use_effect_with((session.pending_steps(), session.speed()), move |&(pending, _)| {
        let timer = (pending > 0).then(|| Timeout::new(delay, move || dispatcher.dispatch(Msg::Tick)));
        move || drop(timer)
    });
}

/// The "forced moves play themselves" setting (remembered); when on, a forced action plays
/// itself after a moment.
#[hook]
pub fn use_autoplay(session: &Handle) -> UseStateHandle<bool> {
    let autoplay = use_state(|| LocalStorage::open().get(AUTOPLAY_KEY).ok().flatten().as_deref() == Some("on"));
    let dispatcher = session.dispatcher();
    let forced = session.forced().filter(|_| *autoplay).map(|a| a.text.clone());
    use_effect_with((forced, session.moves()), move |(forced, _)| {
        let timer =
            forced.clone().map(|action| Timeout::new(AUTOPLAY_MS, move || dispatcher.dispatch(Msg::Play(action))));
        move || drop(timer)
    });
    autoplay
}

/// Remembers the autoplay setting (best effort: an unwritable store only means it is not kept).
pub fn remember_autoplay(on: bool) {
    let _ = LocalStorage::open().set(AUTOPLAY_KEY, if on { "on" } else { "off" });
}

/// Keys that choose actions (arrow keys steer a sowing), read by one listener on the page.
#[hook]
pub fn use_keys(session: &Handle, enabled: bool) {
    let latest = use_mut_ref(|| (session.clone(), enabled));
    *latest.borrow_mut() = (session.clone(), enabled);
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|window| {
            EventListener::new(&window, "keydown", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                let (session, enabled) = latest.borrow().clone();
                if !enabled {
                    return;
                }
                if let Some(action) = session.action_for_key(&event.key()) {
                    event.prevent_default();
                    session.dispatch(Msg::Play(action.text.clone()));
                }
            })
        });
        move || drop(listener)
    });
}

/// A site that offers several actions hands the keyboard's focus to the first of them.
#[hook]
pub fn use_focus_on_choices(session: &Handle) {
    use_effect_with(session.selected(), |selected| {
        if selected.is_some() {
            let first = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector("[data-testid=\"choices\"] button").ok().flatten())
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(button) = first {
                // Focus is a courtesy: if refused, Tab still reaches the choices.
                let _ = button.focus();
            }
        }
    });
}

/// The framing page, if any, hears that the game is ready, and of every action.
#[hook]
pub fn use_host_news(game: &'static str, session: &Handle) {
    let to_act = session.view().to_act;
    use_effect_with((), move |_| host::tell(&FrameMessage::Ready { game, to_act }));
    let session = session.clone();
    use_effect_with(session.moves(), move |&moves| {
        // A take-back is not a move (its `action` is empty).
        let Some(played) = session.last().filter(|p| !p.action.is_empty()) else { return };
        let view = session.view();
        host::tell(&FrameMessage::Move {
            game,
            action: &played.action,
            by: played.by,
            moves,
            to_act: view.to_act,
            scores: &view.scores,
        });
        if played.round_end {
            let round = view.standing.as_ref().map_or(1, |s| s.history.len());
            host::tell(&FrameMessage::RoundEnd { game, round, scores: &view.scores });
        }
        if view.to_act == ToAct::Over {
            host::tell(&FrameMessage::GameEnd {
                game,
                status: &view.status,
                scores: &view.scores,
                returns: &view.returns,
            });
        }
    });
}

/// A demonstration moves on to the next game a few seconds after the game or its first round
/// ends.
#[hook]
pub fn use_demo_end(session: &Handle, demo: bool, on_over: Callback<()>) {
    let view = session.view();
    let round_done = view.standing.as_ref().is_some_and(|s| !s.history.is_empty());
    let ended = demo && ((view.to_act == ToAct::Over && !session.busy()) || round_done);
    use_effect_with(ended, move |&ended| {
        let timer = ended.then(|| Timeout::new(DEMO_PAUSE_MS, move || on_over.emit(())));
        move || drop(timer)
    });
}
