//! The play screen's hooks: where the [`Session`] meets the browser. Saving after each change
//! (checked against what other tabs saved), following the moves other tabs play, the computer's
//! turns and hints (searched in a Web Worker, see [`crate::think`]; the hard level's own moves
//! in parts on several workers, see [`super::parts`]), the animation
//! clock, forced moves playing themselves, the keyboard, focus, the framing page's news, and the
//! end of a demonstration game.

use super::parts::{hard_workers, Parts};
use crate::i18n::Messages;
use crate::session::{Msg, Session, TabNews, TabNotice};
use crate::store::KeyValueStore;
use crate::think::{Reply, Request};
use crate::ui::browser::{show_campaign_in_url, LocalStorage};
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
/// How many animation steps' time the computer waits before each of its moves, so that a
/// watcher sees one move end before the next begins (none when animation is off).
const COMPUTER_PACE_STEPS: u32 = 4;
/// How long a finished demonstration game stays on screen.
const DEMO_PAUSE_MS: u32 = 4_000;
/// Where the "forced moves play themselves" setting is remembered.
const AUTOPLAY_KEY: &str = "boardlore.v1.settings.autoplay";
/// What a hint's search is tagged with, so that its answer is told from the computer's moves.
const HINT: &str = "hint";

type Handle = UseReducerHandle<Session>;

/// Hands what the store said to the session and to the visitor.
fn tell(session: &Handle, notify: &Callback<TabNotice>, news: TabNews) {
    if let Some(msg) = news.msg {
        session.dispatch(msg);
    }
    if let Some(notice) = news.notice {
        notify.emit(notice);
    }
}

/// Saves the game after every change (unless `unsaved`: a demonstration, a lesson, a kiosk, a
/// frame), unless another tab saved moves this one has not seen (then the session takes them,
/// or goes on with a copy of its own); if the store refuses, says so and play goes on in memory.
/// When the game goes on as a copy (named in the visitor's language), the page's address names it.
#[hook]
pub fn use_persist(session: &Handle, unsaved: bool, notify: Callback<TabNotice>, messages: Rc<Messages>) {
    {
        let session = session.clone();
        use_effect_with(session.revision(), move |_| {
            if !unsaved {
                let news = session.save_to(&mut LocalStorage::open(), &crate::ui::notices::given_names(&messages));
                tell(&session, &notify, news);
            }
        });
    }
    let opened = use_memo((), |_| session.saved().id.clone());
    use_effect_with(session.saved().id.clone(), move |id| {
        if !unsaved && *id != *opened {
            show_campaign_in_url(id);
        }
    });
}

/// Follows the game as other tabs or windows store it: the browser's `storage` event says the
/// store changed, and the session takes the stored game if it moved on (never in a
/// demonstration).
#[hook]
pub fn use_other_tabs(session: &Handle, demo: bool, notify: Callback<TabNotice>) {
    let latest = use_mut_ref(|| (session.clone(), notify.clone()));
    *latest.borrow_mut() = (session.clone(), notify);
    use_effect_with(demo, move |&demo| {
        let listener = web_sys::window().filter(|_| !demo).map(|window| {
            EventListener::new(&window, "storage", move |event| {
                let (session, notify) = latest.borrow().clone();
                // A cleared store has no key; any other key but this game's is not news here.
                let key = event.dyn_ref::<web_sys::StorageEvent>().and_then(web_sys::StorageEvent::key);
                if key.is_some_and(|key| key != saves::key(&session.saved().id)) {
                    return;
                }
                let news = session.hear(&LocalStorage::open());
                tell(&session, &notify, news);
            })
        });
        move || drop(listener)
    });
}

/// Where the computer's search stands, as its worker last reported.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// The position's [`Session::stamp`] when it was asked.
    pub at: u64,
    /// Whether it is searching for a hint rather than for its own move.
    pub hint: bool,
    pub done: u32,
    pub of: u32,
    /// The action it leans to so far.
    pub best: Option<String>,
}

/// The computer player as the screen sees it.
pub struct Computer {
    /// The hint for the position with this [`Session::stamp`]: the action the hard level would
    /// play.
    pub hint: Option<(u64, String)>,
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
    // The hard level's own moves, searched in parts on several workers (when there are several).
    let parts = use_mut_ref(|| None::<Parts>);
    let workers = *use_memo((), |_| hard_workers());
    let hint = use_state(|| None::<(u64, String)>);
    let progress = use_state(|| None::<Progress>);
    let considered = use_state(|| None::<u32>);
    let on_reply: Rc<dyn Fn(Reply)> = {
        let dispatcher = session.dispatcher();
        let (hint, progress, considered) = (hint.setter(), progress.setter(), considered.setter());
        Rc::new(move |reply| match reply {
            Reply::Progress { progress: done, of, best, at, tag } => {
                let hinting = tag.as_deref() == Some(HINT);
                progress.set(Some(Progress { at, hint: hinting, done, of, best }));
            }
            Reply::Done { action, iterations, at, tag } => {
                progress.set(None);
                if tag.as_deref() == Some(HINT) {
                    hint.set(Some((at, action)));
                } else {
                    considered.set(Some(iterations));
                    dispatcher.dispatch(Msg::Computed { action, at });
                }
            }
            Reply::Error { .. }
            | Reply::Bench { .. }
            | Reply::SearchBench { .. }
            | Reply::StudyGames { .. }
            | Reply::Candidates { .. }
            | Reply::Roots(_)
            | Reply::Coached { .. }
            | Reply::Tutored { .. } => progress.set(None),
        })
    };
    let ask: Rc<dyn Fn(Request)> = {
        let (thinker, on_reply, notify) = (thinker.clone(), on_reply.clone(), notify.clone());
        Rc::new(move |request: Request| {
            let mut slot = thinker.borrow_mut();
            if slot.is_none() {
                let on_reply = on_reply.clone();
                match Thinker::start(move |reply| on_reply(reply)) {
                    Ok(started) => *slot = Some(started),
                    Err(error) => notify.emit(error),
                }
            }
            if let Some(worker) = slot.as_ref() {
                worker.ask(&request.to_json());
            }
        })
    };
    let ask_in_parts: Rc<dyn Fn(Request)> = {
        let parts = parts.clone();
        Rc::new(move |request: Request| {
            let mut slot = parts.borrow_mut();
            if slot.is_none() {
                let on_reply = on_reply.clone();
                match Parts::start(workers, move |reply| on_reply(reply)) {
                    Ok(started) => *slot = Some(started),
                    Err(error) => notify.emit(error),
                }
            }
            if let Some(pool) = slot.as_ref() {
                pool.ask(&request);
            }
        })
    };
    let computer = session.computer();
    // The hard level, and so the hint, searches in parts on several workers; the others on one.
    let ask_hard = if workers > 1 { ask_in_parts } else { ask.clone() };
    {
        let (session, ask, ask_hard) = (session.clone(), ask.clone(), ask_hard.clone());
        use_effect_with(
            (session.stamp(), session.busy(), computer, session.paused()),
            move |&(at, busy, computer, _)| {
                let mut timer = None;
                // A round's result waits for the visitor (see `Session::paused`).
                if let (Some((level, _)), false, false) = (computer, busy, session.paused()) {
                    if session.view().to_act == ToAct::Chance {
                        let dispatcher = session.dispatcher();
                        timer = session.throw().map(|action| {
                            Timeout::new(COMPUTER_PAUSE_MS, move || dispatcher.dispatch(Msg::Computed { action, at }))
                        });
                    } else {
                        let request = Request {
                            record: session.saved().record.clone(),
                            iterations: session.game().iterations(level),
                            seed: session.next_seed(),
                            at,
                            tag: None,
                            blunder: level.blunder_rate(),
                        };
                        // A turn goes on at once (a steered sowing); a new one waits its pace.
                        let goes_on = session.last().is_some_and(|p| {
                            p.by == computer.map(|(_, seat)| seat)
                                && !p.events.iter().any(|e| matches!(e, crate::engine::Event::TurnEnd { .. }))
                        });
                        let ask = if level == Level::Hard { ask_hard } else { ask };
                        match if goes_on { 0 } else { session.speed().delay_ms() * COMPUTER_PACE_STEPS } {
                            0 => ask(request),
                            pace => timer = Some(Timeout::new(pace, move || ask(request))),
                        }
                    }
                }
                move || drop(timer)
            },
        );
    }
    let ask_hint = {
        let session = session.clone();
        Callback::from(move |()| {
            ask_hard(Request {
                record: session.saved().record.clone(),
                iterations: session.game().iterations(Level::Hard),
                seed: session.next_seed(),
                at: session.stamp(),
                tag: Some(HINT.to_string()),
                blunder: 0.0,
            })
        })
    };
    let stop = Callback::from(move |()| {
        if let Some(worker) = thinker.borrow().as_ref() {
            worker.stop();
        }
        if let Some(pool) = parts.borrow().as_ref() {
            pool.stop();
        }
    });
    Computer { hint: (*hint).clone(), progress: (*progress).clone(), considered: *considered, ask_hint, stop }
}

/// Tells `on_played` of each action played, with what it caused, once the board has shown it (a
/// lesson's verdict does not come before the move it is about).
#[hook]
pub fn use_played(session: &Handle, on_played: Callback<(String, Rc<[crate::engine::Event]>)>) {
    let last = session.last().cloned();
    let told = use_mut_ref(|| None::<usize>);
    use_effect_with((session.moves(), session.busy()), move |&(moves, busy)| {
        if busy || *told.borrow() == Some(moves) {
            return;
        }
        *told.borrow_mut() = Some(moves);
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
    use_effect_with((forced, session.stamp()), move |(forced, _)| {
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

/// Keys that choose actions (arrow keys steer a sowing), read by one listener on the page; the
/// action goes to `play` (the screen's dispatch, through the tutor).
#[hook]
pub fn use_keys(session: &Handle, enabled: bool, play: Callback<Msg>) {
    let latest = use_mut_ref(|| (session.clone(), enabled, play.clone()));
    *latest.borrow_mut() = (session.clone(), enabled, play);
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|window| {
            // Not passive, so that a key that steers does not also scroll the page.
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&window, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                let (session, enabled, play) = latest.borrow().clone();
                if !enabled {
                    return;
                }
                if let Some(action) = session.action_for_key(&event.key()) {
                    event.prevent_default();
                    play.emit(Msg::Play(action.text.clone()));
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
                .and_then(|d| d.query_selector("[data-testid=\"choices\"] button").ok().flatten());
            if let Some(button) = first {
                focus_in_place(&button);
            }
        }
    });
}

/// Gives `element` the keyboard's focus without scrolling the page (the board stays where the
/// finger left it). Sites are SVG elements: their `focus()` is called as JavaScript does. Focus
/// is a courtesy: if refused, Tab still reaches the element.
pub(super) fn focus_in_place(element: &web_sys::Element) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into());
    if let Ok(focus) = js_sys::Reflect::get(element, &"focus".into()) {
        let _ = focus.unchecked_into::<js_sys::Function>().call1(element, &options);
    }
}

/// After a move has been shown, the keyboard's focus goes to the first playable site or choice,
/// unless it is somewhere else the visitor put it (a control, the move list).
#[hook]
pub fn use_focus_after_move(session: &Handle) {
    use_effect_with((session.stamp(), session.busy()), |&(stamp, busy)| {
        if busy || stamp == 0 {
            return;
        }
        let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
        let playable = "[data-legal=\"true\"], [data-testid=\"choices\"] button, [data-testid=\"dice\"] button";
        let active = document.active_element();
        let stray = match &active {
            None => true,
            Some(element) => {
                element.tag_name().eq_ignore_ascii_case("body")
                    || (!element.matches(playable).unwrap_or(false)
                        && element
                            .closest("svg.board, [data-testid=\"choices\"], [data-testid=\"dice\"]")
                            .ok()
                            .flatten()
                            .is_some())
            }
        };
        if stray {
            if let Some(element) = document.query_selector(playable).ok().flatten() {
                focus_in_place(&element);
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
                status: &crate::i18n::in_english(&view.status_phrase),
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
