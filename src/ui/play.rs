//! One game screen: the board, whose turn it is, the scores, the campaign panel, the animation
//! of each move, and the saving of the campaign after every action (a reducer plus an effect
//! that persists, in the manner of Yew's `function_todomvc`).

use super::board::{seat_class, Board};
use super::browser::{download, fresh_seed, now, prefers_reduced_motion, query, LocalStorage};
use super::campaign_panel::CampaignPanel;
use super::host;
use super::worker::Thinker;
use crate::ai::Level;
use crate::saves::{self, SavedGame};
use crate::embed::{FrameMessage, Setup, SEATS};
use crate::engine::{describe, show, AnyGame, Event as GameEvent, Rng, Seat, Site, SiteView, ToAct};
use crate::games::GameInfo;
use crate::store::KeyValueStore;
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Moves with more steps than this are shown at once rather than animated.
const MAX_ANIMATED_EVENTS: usize = 400;
const SPEED_KEY: &str = "boardlore.v1.settings.speed";
const AUTOPLAY_KEY: &str = "boardlore.v1.settings.autoplay";
/// How long a forced action waits before it plays itself, when that setting is on.
const AUTOPLAY_MS: u32 = 500;
/// How long the computer waits before throwing its dice, so a person can follow.
const COMPUTER_PAUSE_MS: u32 = 400;
/// How long a finished demonstration game stays on screen.
const DEMO_PAUSE_MS: u32 = 4_000;

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

/// Where the computer's search stands, as its worker last reported.
#[derive(Clone, Debug, PartialEq)]
struct Progress {
    /// The number of actions in the record when it was asked.
    at: usize,
    /// Whether it is searching for a hint rather than for its own move.
    hint: bool,
    done: u64,
    of: u64,
    /// The action it leans to so far.
    best: Option<String>,
}

/// The campaign in progress and what the board shows of it.
#[derive(Clone, Debug)]
struct Session {
    campaign: SavedGame,
    game: AnyGame,
    /// The board as drawn: behind the game while a move is being animated.
    shown: Vec<SiteView>,
    queue: VecDeque<GameEvent>,
    active: Option<Site>,
    speed: Speed,
    /// What went wrong with the last attempted action, if anything.
    refusal: Option<String>,
    /// A site clicked that offers several actions (a direction to choose), if any.
    selected: Option<Site>,
    /// The last action and what came of it, for the live region and the framing page.
    last: Option<Played>,
    /// Whether the last action may be taken back (see [`crate::record::Record::can_take_back`]).
    undoable: bool,
    /// An earlier position being looked at (view only), if any.
    viewing: Option<Viewing>,
}

/// The board after the first `at` actions, for looking back through the moves.
#[derive(Clone, Debug, PartialEq)]
struct Viewing {
    at: usize,
    sites: Vec<SiteView>,
    status: String,
}

/// An action as played, told in words.
#[derive(Clone, Debug, PartialEq)]
struct Played {
    action: String,
    /// Who played it: a seat, or "Chance" for dice.
    by: String,
    /// What happened, in words (see [`describe`]).
    told: String,
    /// Whether it ended a round (or a game of a match).
    round_end: bool,
}

enum Msg {
    Play(String),
    /// The computer's action, chosen when the record had this many actions.
    Computed {
        action: String,
        at: usize,
    },
    Select(Option<Site>),
    Tick,
    Speed(Speed),
    /// Take back the last action.
    Undo,
    /// Look at the position after this many actions, or return to the game.
    View(Option<usize>),
}

impl Session {
    fn start(campaign: SavedGame, game: AnyGame, speed: Speed) -> Session {
        let shown = game.view().sites;
        let undoable = campaign.record.can_take_back();
        Session {
            campaign,
            game,
            shown,
            queue: VecDeque::new(),
            active: None,
            speed,
            refusal: None,
            selected: None,
            last: None,
            undoable,
            viewing: None,
        }
    }

    /// Says in the live region what was taken back.
    fn announce_take_back(&mut self, taken: &str, game: &AnyGame) {
        self.last = Some(Played {
            action: String::new(),
            by: String::new(),
            told: format!("{taken} was taken back. {}", game.view().status),
            round_end: false,
        });
    }

    fn busy(&self) -> bool {
        !self.queue.is_empty()
    }

    /// The computer level playing the seat that acts now (or whose throw it is), if any.
    fn computer(&self) -> Option<(Level, Seat)> {
        let seat = match self.game.to_act() {
            ToAct::Seat(seat) => Some(seat),
            ToAct::Chance => self.game.chance_for(),
            ToAct::Over => None,
        }?;
        self.campaign.seats.get(seat.index()).and_then(|name| Level::parse(name)).map(|level| (level, seat))
    }

    fn computer_turn(&self) -> bool {
        self.computer().is_some()
    }

    /// Plays `action` and queues its animation.
    fn apply(&mut self, action: String) {
        self.selected = None;
        let mut events = Vec::new();
        let before = self.game.view();
        let by = match self.game.to_act() {
            ToAct::Seat(seat) => seat.to_string(),
            _ => "Chance".to_string(),
        };
        match self.game.apply_text(&action, &mut events) {
            Ok(()) => {
                let label =
                    before.legal.iter().position(|a| *a == action).map_or(action.as_str(), |i| &before.legal_labels[i]);
                let after = self.game.view();
                let told = format!("{} {}", describe(&by, label, &events, self.game.topology()), after.status);
                let round_end = events.iter().any(|e| matches!(e, GameEvent::Settle { .. } | GameEvent::Setup { .. }));
                self.last = Some(Played { action: action.clone(), by, told, round_end });
                self.viewing = None;
                self.campaign.record.actions.push(action);
                self.campaign.updated = now();
                self.refusal = None;
                if self.speed == Speed::Off || events.len() > MAX_ANIMATED_EVENTS {
                    self.shown = self.game.view().sites;
                } else {
                    self.queue = events.into();
                }
            }
            Err(error) => self.refusal = Some(error.to_string()),
        }
    }
}

impl Reducible for Session {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Play(action) => {
                if next.busy() || next.computer_turn() {
                    return self;
                }
                next.apply(action);
            }
            Msg::Computed { action, at } => {
                if at == next.campaign.record.actions.len() && !next.busy() {
                    next.apply(action);
                }
            }
            Msg::Select(site) => next.selected = site,
            Msg::Undo => {
                if next.busy() {
                    return self;
                }
                let mut record = next.campaign.record.clone();
                let Some(taken) = record.take_back() else { return self };
                let Ok(game) = record.replay() else { return self };
                next.campaign.record = record;
                next.campaign.updated = now();
                next.shown = game.view().sites;
                next.last = None;
                next.refusal = None;
                next.selected = None;
                next.viewing = None;
                next.announce_take_back(&taken, &game);
                next.game = game;
            }
            Msg::View(at) => {
                let mut record = next.campaign.record.clone();
                next.viewing = at.filter(|&k| k < record.actions.len()).and_then(|k| {
                    record.actions.truncate(k);
                    record.state = None;
                    let view = record.replay().ok()?.view();
                    Some(Viewing { at: k, sites: view.sites, status: view.status })
                });
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
            Msg::Speed(speed) => {
                next.speed = speed;
                if speed == Speed::Off {
                    next.queue.clear();
                    next.shown = next.game.view().sites;
                    next.active = None;
                }
            }
        }
        if next.campaign.record.actions.len() != self.campaign.record.actions.len() {
            next.undoable = next.campaign.record.can_take_back();
        }
        Rc::new(next)
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub info: &'static GameInfo,
    pub campaign: SavedGame,
    /// Messages to show first (a set-aside save, a storage problem).
    pub notices: Vec<String>,
    /// A kiosk demonstration: nothing is saved, and `on_over` is told when the game ends.
    #[prop_or_default]
    pub demo: bool,
    #[prop_or_default]
    pub on_over: Callback<()>,
    /// Framed in another page with `embed=1`: the board and the essential controls only.
    #[prop_or_default]
    pub embedded: bool,
    /// A speed the framing page asked for (numbered, so that asking twice is seen twice).
    #[prop_or_default]
    pub speed_request: Option<(u32, &'static str)>,
}

#[function_component(PlayScreen)]
pub fn play_screen(props: &PlayProps) -> Html {
    let info = props.info;
    let session = use_reducer({
        let campaign = props.campaign.clone();
        let demo = props.demo;
        move || {
            let game = campaign.record.replay().or_else(|_| campaign.record.start()).expect("a catalogue game starts");
            let speed = if demo && !prefers_reduced_motion() { Speed::Normal } else { Speed::initial() };
            Session::start(campaign, game, speed)
        }
    });
    let notices = use_state(|| props.notices.clone());
    let autoplay = use_state(|| LocalStorage::open().get(AUTOPLAY_KEY).ok().flatten().as_deref() == Some("on"));
    let dice = use_state(|| (6u8, 6u8));

    // Persist after every action; if the store refuses, say so once and play on in memory.
    {
        let notices = notices.clone();
        let demo = props.demo;
        use_effect_with(session.campaign.clone(), move |campaign| {
            if demo {
                return;
            }
            if let Err(error) = saves::save(&mut LocalStorage::open(), campaign) {
                let message = format!("This game is not being saved: {error}. You can keep playing.");
                if !notices.contains(&message) {
                    let mut more = (*notices).clone();
                    more.push(message);
                    notices.set(more);
                }
            }
        });
    }
    // The computer plays its seats: searches run in a Web Worker, throws come from the seed.
    let thinker = use_mut_ref(|| None::<Thinker>);
    let hint = use_state(|| None::<(usize, String)>);
    let progress = use_state(|| None::<Progress>);
    let considered = use_state(|| None::<u64>);
    let ask = {
        let thinker = thinker.clone();
        let dispatcher = session.dispatcher();
        let (hint, progress, considered) = (hint.setter(), progress.setter(), considered.setter());
        let notices = notices.clone();
        Rc::new(move |request: serde_json::Value| {
            let mut slot = thinker.borrow_mut();
            if slot.is_none() {
                let (replies, hint, progress, considered) =
                    (dispatcher.clone(), hint.clone(), progress.clone(), considered.clone());
                match Thinker::start(move |reply| {
                    let reply: serde_json::Value = serde_json::from_str(&reply).unwrap_or_default();
                    let Some(at) = reply["at"].as_u64().map(|at| at as usize) else { return };
                    let hinting = reply["tag"] == "hint";
                    if let (Some(done), Some(of)) = (reply["progress"].as_u64(), reply["of"].as_u64()) {
                        let best = reply["best"].as_str().map(String::from);
                        progress.set(Some(Progress { at, hint: hinting, done, of, best }));
                        return;
                    }
                    progress.set(None);
                    let Some(action) = reply["action"].as_str().map(String::from) else { return };
                    if hinting {
                        hint.set(Some((at, action)));
                    } else {
                        considered.set(reply["iterations"].as_u64());
                        replies.dispatch(Msg::Computed { action, at });
                    }
                }) {
                    Ok(started) => *slot = Some(started),
                    Err(error) => notices.set(vec![error]),
                }
            }
            if let Some(worker) = slot.as_ref() {
                worker.ask(&request.to_string());
            }
        })
    };
    let on_stop = {
        let thinker = thinker.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(worker) = thinker.borrow().as_ref() {
                worker.stop();
            }
        })
    };
    let computer = session.computer();
    {
        let dispatcher = session.dispatcher();
        let ask = ask.clone();
        let record = session.campaign.record.clone();
        let chance = session.game.to_act() == ToAct::Chance;
        let game = session.game.clone();
        let busy = session.busy();
        use_effect_with((record.actions.len(), busy, computer), move |&(at, busy, computer)| {
            let mut timer = None;
            if let (Some((level, _)), false) = (computer, busy) {
                let seed = record.next_seed();
                if chance {
                    let outcome = game.sample_chance(&mut Rng::new(seed));
                    timer = outcome.map(|action| {
                        Timeout::new(COMPUTER_PAUSE_MS, move || dispatcher.dispatch(Msg::Computed { action, at }))
                    });
                } else {
                    ask(serde_json::json!({
                        "record": record, "iterations": game.iterations(level), "seed": seed, "at": at,
                        "blunder": level.blunder_rate()
                    }));
                }
            }
            move || drop(timer)
        });
    }
    // A demonstration moves on to the next game a few seconds after one ends.
    {
        let on_over = props.on_over.clone();
        let ended = props.demo && session.game.to_act() == ToAct::Over && !session.busy();
        use_effect_with(ended, move |&ended| {
            let timer = ended.then(|| Timeout::new(DEMO_PAUSE_MS, move || on_over.emit(())));
            move || drop(timer)
        });
    }
    // A site that offers several actions hands the keyboard's focus to the first of them.
    use_effect_with(session.selected, |selected| {
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
    // The framing page, if any, hears that the game is ready, and of every action.
    {
        let (game, to_act) = (info.id, session.game.view().to_act);
        use_effect_with((), move |_| host::tell(&FrameMessage::Ready { game, to_act: &to_act }));
    }
    {
        let session = session.clone();
        use_effect_with(session.campaign.record.actions.len(), move |&moves| {
            // A take-back is not a move (its `action` is empty).
            let Some(played) = session.last.as_ref().filter(|p| !p.action.is_empty()) else { return };
            let view = session.game.view();
            host::tell(&FrameMessage::Move {
                game: info.id,
                action: &played.action,
                by: &played.by,
                moves,
                to_act: &view.to_act,
                scores: &view.scores,
            });
            if played.round_end {
                let round = view.campaign.as_ref().map_or(1, |c| c.history.len());
                host::tell(&FrameMessage::RoundEnd { game: info.id, round, scores: &view.scores });
            }
            if session.game.to_act() == ToAct::Over {
                host::tell(&FrameMessage::GameEnd {
                    game: info.id,
                    status: &view.status,
                    scores: &view.scores,
                    returns: &view.returns,
                });
            }
        });
    }
    {
        let dispatcher = session.dispatcher();
        use_effect_with(props.speed_request, move |request| {
            if let Some(speed) = request.and_then(|(_, name)| Speed::parse(name)) {
                dispatcher.dispatch(Msg::Speed(speed));
            }
        });
    }
    let view = session.game.view();
    // A forced action (the only legal one, not chance, not a secret choice) plays itself when the
    // setting is on.
    {
        let dispatcher = session.dispatcher();
        let forced = (*autoplay
            && computer.is_none()
            && !session.busy()
            && view.legal.len() == 1
            && view.to_act != "chance"
            && !view.secret)
            .then(|| view.legal[0].clone());
        use_effect_with((forced, session.campaign.record.actions.len()), move |(forced, _)| {
            let timer =
                forced.clone().map(|action| Timeout::new(AUTOPLAY_MS, move || dispatcher.dispatch(Msg::Play(action))));
            move || drop(timer)
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

    // Keys that choose actions (arrow keys steer a sowing), read by one listener on the page.
    let keys = use_mut_ref(Vec::<(Vec<&'static str>, String)>::new);
    {
        let keys = keys.clone();
        let dispatcher = session.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "keydown", move |event| {
                    let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                    let key = event.key();
                    let chosen =
                        keys.borrow().iter().find(|(ks, _)| ks.contains(&key.as_str())).map(|(_, a)| a.clone());
                    if let Some(action) = chosen {
                        event.prevent_default();
                        dispatcher.dispatch(Msg::Play(action));
                    }
                })
            });
            move || drop(listener)
        });
    }
    let actions: Vec<(String, Option<Site>, String)> = view
        .legal
        .iter()
        .zip(&view.legal_sites)
        .zip(&view.legal_labels)
        .map(|((action, site), label)| (action.clone(), *site, label.clone()))
        .collect();
    *keys.borrow_mut() = view.legal_keys.iter().cloned().zip(view.legal.iter().cloned()).collect();
    let targets: Vec<Site> = view
        .legal_sites
        .iter()
        .zip(&view.legal_targets)
        .filter(|(site, _)| session.selected.is_some() && **site == session.selected)
        .filter_map(|(_, target)| *target)
        .collect();
    let mut clickable: Vec<Site> =
        if computer.is_some() { Vec::new() } else { actions.iter().filter_map(|(_, site, _)| *site).collect() };
    clickable.dedup();
    // Buttons: every action without a site, those of a site clicked that offers several, and
    // those the game also offers as buttons.
    let choices: Vec<(String, String)> = actions
        .iter()
        .zip(&view.legal_buttons)
        .filter(|((_, site, _), &button)| button || site.is_none() || (site.is_some() && *site == session.selected))
        .map(|((action, _, label), _)| (action.clone(), label.clone()))
        .collect();
    let on_play = {
        let dispatcher = session.dispatcher();
        Callback::from(move |action: String| dispatcher.dispatch(Msg::Play(action)))
    };
    let on_site = {
        let dispatcher = session.dispatcher();
        let actions = actions.clone();
        Callback::from(move |clicked: Site| {
            let here: Vec<&String> =
                actions.iter().filter(|(_, site, _)| *site == Some(clicked)).map(|(a, _, _)| a).collect();
            match here.as_slice() {
                [only] => dispatcher.dispatch(Msg::Play((*only).clone())),
                _ => dispatcher.dispatch(Msg::Select(Some(clicked))),
            }
        })
    };
    let on_random = {
        let dispatcher = session.dispatcher();
        let options: Vec<String> = choices.iter().map(|(a, _)| a.clone()).collect();
        Callback::from(move |_: MouseEvent| {
            let pick = (fresh_seed() % options.len().max(1) as u64) as usize;
            if let Some(action) = options.get(pick) {
                dispatcher.dispatch(Msg::Play(action.clone()));
            }
        })
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
    let on_autoplay = {
        let autoplay = autoplay.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            // Best effort: an unwritable store only means the setting is not remembered.
            let _ = LocalStorage::open().set(AUTOPLAY_KEY, if input.checked() { "on" } else { "off" });
            autoplay.set(input.checked());
        })
    };
    let chance = view.to_act == "chance";
    let on_throw = {
        let dispatcher = session.dispatcher();
        let game = session.game.clone();
        let seed = session.campaign.record.next_seed();
        Callback::from(move |_: MouseEvent| {
            if let Some(outcome) = game.sample_chance(&mut Rng::new(seed)) {
                dispatcher.dispatch(Msg::Play(outcome));
            }
        })
    };
    let die_select = |which: usize| {
        let dice = dice.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let value: u8 = select.value().parse().unwrap_or(1);
            let (a, b) = *dice;
            dice.set(if which == 0 { (value, b) } else { (a, value) });
        })
    };
    let on_entered = {
        let dispatcher = session.dispatcher();
        let (a, b) = *dice;
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(Msg::Play(format!("roll:{}-{}", a.max(b), a.min(b)))))
    };
    let moves = session.campaign.record.actions.len();
    let people_only = session.campaign.seats.iter().all(|s| Level::parse(s).is_none());
    let view_at = |at: Option<usize>| {
        let dispatcher = session.dispatcher();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(Msg::View(at)))
    };
    let on_undo = {
        let dispatcher = session.dispatcher();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(Msg::Undo))
    };
    let on_download = {
        let (campaign, game, notices) = (session.campaign.clone(), session.game.clone(), notices.clone());
        Callback::from(move |_: MouseEvent| {
            let file = format!("{}.boardlore.json", campaign.name.replace(|c: char| !c.is_alphanumeric(), "-"));
            if let Err(error) = download(&file, &campaign.export(&game)) {
                notices.set(vec![format!("The record could not be downloaded: {error}")]);
            }
        })
    };
    let on_hint = {
        let record = session.campaign.record.clone();
        let iterations = session.game.iterations(Level::Hard);
        Callback::from(move |_: MouseEvent| {
            ask(serde_json::json!({
                "record": record, "iterations": iterations, "seed": record.next_seed(),
                "at": record.actions.len(), "tag": "hint"
            }));
        })
    };
    let hint_text =
        (*hint).as_ref().filter(|(at, _)| *at == session.campaign.record.actions.len()).map(|(_, action)| {
            let label =
                actions.iter().find(|(a, _, _)| a == action).map_or(action.clone(), |(_, _, label)| label.clone());
            format!("Hint: the computer (hard) would play {action} ({label})")
        });
    let searching = (*progress).clone().filter(|p| p.at == session.campaign.record.actions.len());
    let dismiss = {
        let notices = notices.clone();
        Callback::from(move |_: MouseEvent| notices.set(Vec::new()))
    };
    let over = session.game.to_act() == ToAct::Over;
    let setup = Setup {
        game: info,
        rules: session.campaign.record.rules.as_object().cloned().unwrap_or_default(),
        seats: session.campaign.seats.clone(),
    };
    // In a frame, a new game keeps the frame's parameters.
    let keep: Vec<String> = if props.embedded {
        ["embed", "origin"]
            .iter()
            .filter_map(|k| query(k).map(|v| format!("{k}={}", crate::embed::encode(&v))))
            .collect()
    } else {
        Vec::new()
    };
    let new_game_link = setup.query(&keep);
    let turn_class = match session.game.to_act() {
        ToAct::Seat(seat) => seat_class(seat),
        _ => String::new(),
    };
    let scores = view.scores.iter().enumerate().map(|(i, score)| {
        let seat = Seat::new(i as u8);
        html! { <li class={seat_class(seat)}><span class="swatch"></span>{ format!("{seat}: {score} {}", info.score) }</li> }
    });
    let choice_buttons = choices.iter().cloned().map(|(action, label)| {
        let on_play = on_play.clone();
        let chosen = action.clone();
        html! { <button data-action={action} onclick={Callback::from(move |_: MouseEvent| on_play.emit(chosen.clone()))}>{ label }</button> }
    });

    html! {
        <section class="play" aria-labelledby="game-title">
            <h2 id="game-title">{ info.name }<span class="campaign-name" data-testid="campaign-name">{ format!(" · {}", session.campaign.name) }</span></h2>
            if !notices.is_empty() {
                <div class="notice" role="alert" data-testid="notice">
                    { for notices.iter().map(|n| html! { <p>{ n }</p> }) }
                    <button onclick={dismiss}>{ "Dismiss" }</button>
                </div>
            }
            <p class={classes!("status", turn_class, over.then_some("over"))} data-testid="status">{ &view.status }</p>
            <p class="last-move" aria-live="polite" data-testid="announce">
                { session.last.as_ref().map(|p| p.told.clone()).unwrap_or_else(|| format!("{} begins. {}", info.name, view.status)) }
            </p>
            if let Some(reason) = &session.refusal {
                <p class="refusal" role="status">{ reason }</p>
            }
            if let Some(text) = hint_text {
                <p class="hint" role="status" data-testid="hint">{ text }</p>
            }
            if let Some((level, seat)) = computer {
                <div class="thinking" data-testid="thinking">
                    <span role="status">{ format!("{seat} (computer, {level}) is thinking…") }</span>
                    if let Some(p) = searching.as_ref().filter(|p| !p.hint) {
                        <button onclick={on_stop.clone()} data-testid="play-now">{ "Play now" }</button>
                        <progress max={p.of.to_string()} value={p.done.to_string()} data-testid="search-progress"
                            aria-label="Positions considered">{ format!("{} of {}", p.done, p.of) }</progress>
                        <span class="leaning" data-testid="leaning">{ p.best.as_ref().map(|b| format!("leaning to {b}")).unwrap_or_default() }</span>
                    }
                </div>
            }
            if let Some(p) = searching.as_ref().filter(|p| p.hint) {
                <p class="thinking" data-testid="hint-progress">
                    <progress max={p.of.to_string()} value={p.done.to_string()} aria-label="Hint: positions considered" />
                    <button onclick={on_stop} data-testid="hint-now">{ "Hint now" }</button>
                </p>
            }
            if chance && computer.is_none() && !session.busy() {
                <div class="dice" data-testid="dice">
                    <button class="primary" onclick={on_throw} data-testid="roll">{ "Throw the dice" }</button>
                    <span>{ "or enter dice thrown by hand:" }</span>
                    { for [0usize, 1].iter().map(|&which| {
                        let current = if which == 0 { dice.0 } else { dice.1 };
                        html! {
                            <select aria-label={format!("Die {}", which + 1)} data-testid={format!("die-{}", which + 1)} onchange={die_select(which)}>
                                { for (1..=6u8).map(|n| html! { <option value={n.to_string()} selected={n == current}>{ n }</option> }) }
                            </select>
                        }
                    }) }
                    <button onclick={on_entered} data-testid="enter-dice">{ "Use these dice" }</button>
                </div>
            }
            if !chance && computer.is_none() && !session.busy() && !choices.is_empty() {
                <div class="choices" data-testid="choices">
                    { for choice_buttons }
                    if view.secret {
                        <button class="primary" onclick={on_random} data-testid="random-choice">{ "Choose for me at random" }</button>
                    }
                </div>
            }
            if let Some(v) = &session.viewing {
                <div class="viewing" role="status" data-testid="viewing">
                    <span>{ format!("Looking back: the position after move {} of {}. {}", v.at, moves, v.status) }</span>
                    <button onclick={view_at(v.at.checked_sub(1))} disabled={v.at == 0} data-testid="view-back">{ "◀ Back" }</button>
                    <button onclick={view_at(Some(v.at + 1).filter(|&k| k < moves))} data-testid="view-forward">{ "Forward ▶" }</button>
                    <button class="primary" onclick={view_at(None)} data-testid="view-return">{ "Back to the game" }</button>
                </div>
            }
            if let Some(v) = &session.viewing {
                <Board topology={session.game.topology()} sites={v.sites.clone()} clickable={Vec::new()}
                    selected={None} targets={Vec::new()} active={None} busy={true} path={Vec::new()} on_site={Callback::noop()} />
            } else {
                <Board topology={session.game.topology()} sites={session.shown.clone()} clickable={clickable}
                    selected={session.selected} targets={targets} active={session.active} busy={session.busy()} path={view.path.clone()}
                    on_site={on_site} />
            }
            <ul class="scores" data-testid="scores">{ for scores }</ul>
            <div class="controls">
                <a class="button primary" href={new_game_link} data-testid="new-game">{ "New game" }</a>
                if !props.embedded {
                <a class="button" href="./" data-testid="all-games">{ "All games" }</a>
                <label>{ "Animation " }
                    <select onchange={on_speed} data-testid="speed">
                        { for Speed::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == session.speed}>{ s.name() }</option> }) }
                    </select>
                </label>
                <label class="settings">
                    <input type="checkbox" checked={*autoplay} onchange={on_autoplay} data-testid="autoplay" />
                    { "Forced moves play themselves" }
                </label>
                if computer.is_none() && !chance && !over {
                    <button onclick={on_hint} data-testid="hint-button">{ "Hint" }</button>
                }
                if people_only && session.undoable && !session.busy() {
                    <button onclick={on_undo} data-testid="undo">{ "Take back the last move" }</button>
                }
                if !props.demo {
                    <button onclick={on_download} data-testid="download-record">
                        { if over { "Download the game's record" } else { "Download the record so far" } }
                    </button>
                }
                }
                <span class="moves">{ format!("{} moves played", session.campaign.record.actions.len()) }</span>
                if let Some(n) = *considered {
                    <span class="considered" data-testid="considered" data-iterations={n.to_string()}>
                        { format!("The computer's last move came from {n} playouts") }
                    </span>
                }
            </div>
            if !props.embedded && moves > 0 {
                <details class="move-list" data-testid="move-list">
                    <summary>{ format!("Moves ({moves})") }</summary>
                    <ol>
                        { for session.campaign.record.actions.iter().enumerate().map(|(i, action)| html! {
                            <li><button class="move" onclick={view_at(Some(i + 1).filter(|&k| k < moves))}
                                aria-current={(session.viewing.as_ref().map(|v| v.at) == Some(i + 1)).then_some("true")}
                                data-move={(i + 1).to_string()}>{ action }</button></li>
                        }) }
                    </ol>
                </details>
            }
            if let Some(campaign) = view.campaign.filter(|_| !props.embedded) {
                <CampaignPanel campaign={campaign} />
            }
            if !props.embedded && !props.demo {
                <SharePanel setup={setup} name={info.name} />
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ShareProps {
    setup: Setup,
    name: &'static str,
}

/// A link to this game's setup and an iframe snippet that embeds it, each with a copy button.
#[function_component(SharePanel)]
fn share_panel(props: &ShareProps) -> Html {
    let copied = use_state(|| None::<&'static str>);
    let Some(location) = web_sys::window().map(|w| w.location()) else { return Html::default() };
    let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    let link = format!("{base}{}", props.setup.query(&[]));
    let frame = format!(
        "<iframe src=\"{base}{}\" title=\"boardlore: {}\" width=\"800\" height=\"600\" style=\"border:0;max-width:100%\"></iframe>",
        props.setup.query(&["embed=1".to_string()]),
        props.name
    );
    let copy = |what: &'static str, text: String| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(window) = web_sys::window() {
                // The promise is not awaited: the field stays selectable for copying by hand.
                let _ = window.navigator().clipboard().write_text(&text);
                copied.set(Some(what));
            }
        })
    };
    let field = |what: &'static str, label: &'static str, text: &str| {
        html! {
            <label class="share-field">
                { label }
                <textarea readonly=true rows="2" data-testid={format!("share-{what}")} value={text.to_string()} />
                <button onclick={copy(what, text.to_string())} data-testid={format!("copy-{what}")}>
                    { if *copied == Some(what) { "Copied" } else { "Copy" } }
                </button>
            </label>
        }
    };
    html! {
        <details class="share" data-testid="share">
            <summary>{ "Share or embed this game" }</summary>
            <p>{ "The link starts a new game with these rules and players on another device. The snippet puts the board in another web page; the README describes its messages." }</p>
            { field("link", "Link", &link) }
            { field("iframe", "Embed", &frame) }
            <p class="seats">{ for SEATS.iter().zip(&props.setup.seats).filter(|(_, who)| *who != "person").map(|((_, seat), who)| html! { <span>{ format!("{seat}: computer ({who}) ") }</span> }) }</p>
        </details>
    }
}
