//! One game screen: the board, whose turn it is, the scores, the animation of each move and the
//! saving of the game after every move (a reducer plus an effect that persists, in the manner of
//! Yew's `function_todomvc`).

use super::board::{seat_class, Board};
use super::browser::{fresh_seed, prefers_reduced_motion, query, LocalStorage};
use crate::engine::{show, AnyGame, Event as GameEvent, Seat, Site, SiteView, ToAct};
use crate::games::{self, GameInfo};
use crate::record::Record;
use crate::saved::{load_current, save_current, KeyValueStore, Loaded};
use gloo::timers::callback::Timeout;
use serde_json::Value;
use std::collections::VecDeque;
use std::rc::Rc;
use yew::prelude::*;

/// Moves with more steps than this are shown at once rather than animated.
const MAX_ANIMATED_EVENTS: usize = 400;
const SPEED_KEY: &str = "boardlore.v1.settings.speed";

/// Animation speed: milliseconds per counter, or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Off,
    Slow,
    Normal,
    Fast,
}

impl Speed {
    const ALL: [Speed; 4] = [Speed::Off, Speed::Slow, Speed::Normal, Speed::Fast];

    fn name(self) -> &'static str {
        match self {
            Speed::Off => "off",
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
        }
    }

    fn parse(text: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == text)
    }

    fn delay_ms(self) -> u32 {
        match self {
            Speed::Off => 0,
            Speed::Slow => 420,
            Speed::Normal => 180,
            Speed::Fast => 60,
        }
    }

    /// The URL's `speed=`, else the saved setting, else off for reduced motion and normal.
    fn initial() -> Speed {
        query("speed")
            .and_then(|s| Speed::parse(&s))
            .or_else(|| LocalStorage::open().get(SPEED_KEY).ok().flatten().and_then(|s| Speed::parse(&s)))
            .unwrap_or(if prefers_reduced_motion() { Speed::Off } else { Speed::Normal })
    }
}

/// The game in progress and what the board shows of it.
#[derive(Clone, Debug)]
struct Session {
    record: Record,
    game: AnyGame,
    /// The board as drawn: behind the game while a move is being animated.
    shown: Vec<SiteView>,
    queue: VecDeque<GameEvent>,
    active: Option<Site>,
    speed: Speed,
    /// What went wrong with the last attempted action, if anything.
    refusal: Option<String>,
}

enum Msg {
    Play(String),
    Tick,
    New(u64),
    Speed(Speed),
}

impl Session {
    fn start(record: Record, game: AnyGame, speed: Speed) -> Session {
        let shown = game.view().sites;
        Session { record, game, shown, queue: VecDeque::new(), active: None, speed, refusal: None }
    }

    fn busy(&self) -> bool {
        !self.queue.is_empty()
    }
}

impl Reducible for Session {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Play(action) => {
                if next.busy() {
                    return self;
                }
                let mut events = Vec::new();
                match next.game.apply_text(&action, &mut events) {
                    Ok(()) => {
                        next.record.actions.push(action);
                        next.refusal = None;
                        if next.speed == Speed::Off || events.len() > MAX_ANIMATED_EVENTS {
                            next.shown = next.game.view().sites;
                        } else {
                            next.queue = events.into();
                        }
                    }
                    Err(error) => next.refusal = Some(error.to_string()),
                }
            }
            Msg::Tick => {
                while let Some(event) = next.queue.pop_front() {
                    show(&mut next.shown, &event);
                    if let Some(site) = event.site() {
                        next.active = Some(site);
                        break;
                    }
                }
                if next.queue.is_empty() {
                    next.shown = next.game.view().sites;
                    next.active = None;
                }
            }
            Msg::New(seed) => {
                let record = Record::new(&next.record.game, next.record.rules.clone(), Some(seed));
                match record.start() {
                    Ok(game) => next = Session::start(record, game, next.speed),
                    Err(error) => next.refusal = Some(error.to_string()),
                }
            }
            Msg::Speed(speed) => {
                next.speed = speed;
                if speed == Speed::Off {
                    next.queue.clear();
                    next.shown = next.game.view().sites;
                    next.active = None;
                }
            }
        }
        Rc::new(next)
    }
}

/// Loads the saved game of this kind, or starts a new one; returns a notice for the player when
/// a saved value had to be set aside, and whether saving is allowed.
fn open_session(info: &GameInfo) -> (Session, Option<String>, bool) {
    let speed = Speed::initial();
    let mut store = LocalStorage::open();
    let (notice, can_save) = match load_current(&mut store, info.id) {
        Loaded::Resumed { record, game } => return (Session::start(record, game, speed), None, true),
        Loaded::Nothing => (None, true),
        Loaded::SetAside { message, backup } => (Some(message), backup.is_some()),
    };
    let record = Record::new(info.id, Value::Null, Some(fresh_seed()));
    let game = games::new_game(info.id, &record.rules).expect("catalogue games with default rules start");
    (Session::start(record, game, speed), notice, can_save)
}

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub info: &'static GameInfo,
}

#[function_component(PlayScreen)]
pub fn play_screen(props: &PlayProps) -> Html {
    let info = props.info;
    let opened = use_memo((), move |_| open_session(info));
    let session = use_reducer({
        let opened = opened.clone();
        move || opened.0.clone()
    });
    let notice = use_state(|| opened.1.clone());
    let can_save = use_state(|| opened.2);

    // Persist after every action (and after a new game).
    {
        let notice = notice.clone();
        let can_save = *can_save;
        use_effect_with(session.record.clone(), move |record| {
            if can_save {
                if let Err(error) = save_current(&mut LocalStorage::open(), record) {
                    notice.set(Some(format!("This game is not being saved: {error}. You can keep playing.")));
                }
            }
        });
    }
    // Step the animation.
    {
        let dispatcher = session.dispatcher();
        let delay = session.speed.delay_ms();
        use_effect_with((session.queue.len(), session.speed), move |(pending, _)| {
            let timer = (*pending > 0).then(|| Timeout::new(delay, move || dispatcher.dispatch(Msg::Tick)));
            move || drop(timer)
        });
    }

    let view = session.game.view();
    let legal: Vec<(Site, String)> = view
        .legal_sites
        .iter()
        .zip(&view.legal)
        .filter_map(|(site, action)| site.map(|s| (s, action.clone())))
        .collect();
    let on_play = {
        let dispatcher = session.dispatcher();
        Callback::from(move |action: String| dispatcher.dispatch(Msg::Play(action)))
    };
    let on_new = {
        let dispatcher = session.dispatcher();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(Msg::New(fresh_seed())))
    };
    let on_speed = {
        let dispatcher = session.dispatcher();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(speed) = Speed::parse(&select.value()) {
                // Best effort: an unwritable store only means the setting is not remembered.
                let _ = LocalStorage::open().set(SPEED_KEY, speed.name());
                dispatcher.dispatch(Msg::Speed(speed));
            }
        })
    };
    let dismiss = {
        let notice = notice.clone();
        Callback::from(move |_: MouseEvent| notice.set(None))
    };
    let over = session.game.to_act() == ToAct::Over;
    let turn_class = match session.game.to_act() {
        ToAct::Seat(seat) => seat_class(seat),
        _ => String::new(),
    };
    let scores = view.scores.iter().enumerate().map(|(i, score)| {
        let seat = Seat::new(i as u8);
        html! { <li class={seat_class(seat)}><span class="swatch"></span>{ format!("{seat}: {score} won") }</li> }
    });

    html! {
        <section class="play" aria-labelledby="game-title">
            <h2 id="game-title">{ info.name }</h2>
            if let Some(text) = (*notice).clone() {
                <div class="notice" role="alert" data-testid="notice">
                    <p>{ text }</p>
                    <button onclick={dismiss}>{ "Dismiss" }</button>
                </div>
            }
            <p class={classes!("status", turn_class, over.then_some("over"))} data-testid="status" aria-live="polite">{ &view.status }</p>
            if let Some(reason) = &session.refusal {
                <p class="refusal" role="status">{ reason }</p>
            }
            <Board topology={session.game.topology()} sites={session.shown.clone()} legal={legal}
                active={session.active} busy={session.busy()} on_play={on_play} />
            <ul class="scores" data-testid="scores">{ for scores }</ul>
            <div class="controls">
                <button class="primary" onclick={on_new} data-testid="new-game">{ "New game" }</button>
                <label>{ "Animation " }
                    <select onchange={on_speed} data-testid="speed">
                        { for Speed::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == session.speed}>{ s.name() }</option> }) }
                    </select>
                </label>
                <span class="moves">{ format!("{} moves played", session.record.actions.len()) }</span>
            </div>
        </section>
    }
}
