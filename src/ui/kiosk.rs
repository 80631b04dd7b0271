//! Kiosks and demonstrations. `?demo=1` shows the computer playing itself through every game in
//! turn, each for one round (or game of a match) or at most a few minutes, until someone touches
//! the screen. `?kiosk=1` is a museum kiosk: it opens on that demonstration (the attract
//! screen), keeps no saved games, and returns to the attract screen after `idle=` seconds without
//! a touch (default [`DEFAULT_IDLE_SECONDS`]) and an unanswered "Are you still playing?"
//! (`countdown=` seconds, default [`DEFAULT_COUNTDOWN_SECONDS`]), so that nothing of one
//! visitor's game stays for the next. The kiosk setting is kept for the tab (in sessionStorage)
//! so that every page of the kiosk knows it; `?kiosk=0` ends it.

use super::browser::{fresh_seed, go, now, query, reload_to};
use super::lang::use_i18n;
use super::play::PlayScreen;
use crate::ai::Level;
use crate::catalogue::CATALOGUE;
use crate::i18n::{GameText, Part};
use crate::player::Player;
use crate::record::Record;
use crate::saves::SavedGame;
use crate::session::Speed;
use gloo::events::EventListener;
use gloo::timers::callback::{Interval, Timeout};
use serde_json::Value;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Seconds without a touch before a kiosk returns to its attract screen.
pub const DEFAULT_IDLE_SECONDS: u32 = 180;
const KIOSK_KEY: &str = "boardlore.kiosk.idle";
/// The kiosk's own language (`kiosk=1&lang=is`), which the attract screen returns to whatever a
/// visitor chose.
const KIOSK_LANG_KEY: &str = "boardlore.kiosk.lang";
/// What counts as a touch.
const TOUCHES: [&str; 4] = ["pointerdown", "keydown", "touchstart", "wheel"];
/// What ends the demonstration: a touch once it is over (its click), a key, the wheel.
const ENDS: [&str; 3] = ["click", "keydown", "wheel"];

thread_local! {
    /// The kiosk's idle time as this page last knew it, for when sessionStorage refuses: the
    /// app moves between its screens without reloading, so the page itself remembers.
    static REMEMBERED: std::cell::Cell<Option<u32>> = const { std::cell::Cell::new(None) };
}

/// The kiosk's idle time in seconds, if this tab is a kiosk: from `kiosk=1` (and `idle=`) in
/// the URL, remembered for the tab (in sessionStorage, and by the page when that refuses);
/// `kiosk=0` forgets it.
pub fn kiosk_idle() -> Option<u32> {
    let storage = web_sys::window().and_then(|w| w.session_storage().ok().flatten());
    match query("kiosk").as_deref() {
        Some("1") => {
            let idle =
                query("idle").and_then(|s| s.parse().ok()).filter(|&s: &u32| s > 0).unwrap_or(DEFAULT_IDLE_SECONDS);
            REMEMBERED.set(Some(idle));
            // Without sessionStorage the kiosk lasts as long as this page.
            let _ = storage.as_ref().map(|s| s.set_item(KIOSK_KEY, &idle.to_string()));
            if let Some(lang) = query("lang") {
                let _ = storage.as_ref().map(|s| s.set_item(KIOSK_LANG_KEY, &lang));
            }
            // Remembered for the tab with the idle time.
            kiosk_countdown();
            Some(idle)
        }
        Some(_) => {
            REMEMBERED.set(None);
            let _ = storage
                .map(|s| (s.remove_item(KIOSK_KEY), s.remove_item(KIOSK_LANG_KEY), s.remove_item(COUNTDOWN_KEY)));
            None
        }
        None => storage
            .and_then(|s| s.get_item(KIOSK_KEY).ok().flatten())
            .and_then(|s| s.parse().ok())
            .or_else(|| REMEMBERED.get()),
    }
}

/// The attract screen's address, in the kiosk's own language if it has one.
fn attract_address() -> String {
    let storage = web_sys::window().and_then(|w| w.session_storage().ok().flatten());
    match storage.and_then(|s| s.get_item(KIOSK_LANG_KEY).ok().flatten()) {
        Some(lang) => format!("?attract=1&lang={}", crate::embed::encode(&lang)),
        None => "?attract=1".to_string(),
    }
}

/// Seconds the "Are you still playing?" question stays before the kiosk returns to its attract
/// screen (`countdown=` in the kiosk's address).
pub const DEFAULT_COUNTDOWN_SECONDS: u32 = 20;
const COUNTDOWN_KEY: &str = "boardlore.kiosk.countdown";

/// The kiosk's countdown in seconds: from `countdown=` when the kiosk is set up (remembered for
/// the tab like the idle time), else [`DEFAULT_COUNTDOWN_SECONDS`].
pub fn kiosk_countdown() -> u32 {
    let storage = web_sys::window().and_then(|w| w.session_storage().ok().flatten());
    if let Some(asked) = query("countdown").and_then(|s| s.parse::<u32>().ok()).filter(|&s| s > 0) {
        let _ = storage.map(|s| s.set_item(COUNTDOWN_KEY, &asked.to_string()));
        return asked;
    }
    storage
        .and_then(|s| s.get_item(COUNTDOWN_KEY).ok().flatten())
        .and_then(|s| s.parse().ok())
        .unwrap_or(DEFAULT_COUNTDOWN_SECONDS)
}

#[derive(Properties, PartialEq)]
pub struct IdleProps {
    /// Seconds without a touch before the question.
    pub idle: u32,
    /// Seconds the question waits for an answer.
    pub countdown: u32,
}

/// On a kiosk page: after `idle` seconds without a touch, asks "Are you still playing?" with a
/// large "Yes" and a countdown; any touch keeps the game, and at the end of the countdown the
/// kiosk starts afresh on its attract screen (a new page: nothing of this visitor's game stays,
/// and the app's memory is returned).
#[function_component(IdleReturn)]
pub fn idle_return(props: &IdleProps) -> Html {
    let t = use_i18n();
    let asking = use_state_eq(|| None::<u32>);
    {
        let asking = asking.clone();
        use_effect_with((props.idle, props.countdown), move |&(idle, countdown)| {
            let timers: Rc<RefCell<(Option<Timeout>, Option<Interval>)>> = Rc::default();
            let arm = {
                let timers = timers.clone();
                move || {
                    asking.set(None);
                    let (asking, ticking) = (asking.clone(), timers.clone());
                    let question = Timeout::new(idle.saturating_mul(1000), move || {
                        let left = Rc::new(std::cell::Cell::new(countdown));
                        asking.set(Some(countdown));
                        let tick = Interval::new(1000, move || {
                            let now = left.get().saturating_sub(1);
                            left.set(now);
                            if now == 0 {
                                reload_to(&attract_address());
                            } else {
                                asking.set(Some(now));
                            }
                        });
                        ticking.borrow_mut().1 = Some(tick);
                    });
                    *timers.borrow_mut() = (Some(question), None);
                }
            };
            arm();
            let listeners = web_sys::window().map(|window| {
                TOUCHES.map(|kind| {
                    let arm = arm.clone();
                    EventListener::new(&window, kind, move |_| arm())
                })
            });
            move || {
                drop(listeners);
                drop(timers.take());
            }
        });
    }
    let Some(left) = *asking else { return Html::default() };
    html! {
        <div class="still-playing" role="alertdialog" aria-modal="true" aria-labelledby="still-playing-title"
            aria-describedby="still-playing-left" data-testid="still-playing">
            <div class="still-playing-box">
                <p class="still-playing-title" id="still-playing-title">{ t.t("kiosk-still-playing") }</p>
                <p id="still-playing-left" data-testid="still-playing-left">{ t.f("kiosk-returning", &[("seconds", left.into())]) }</p>
                // Its touch is heard by the listeners above, which keep the game.
                <button class="primary still-playing-yes" data-testid="still-playing-yes" autofocus=true>{ t.t("kiosk-yes") }</button>
            </div>
        </div>
    }
}

/// How long one game of the demonstration may last: `cap=` seconds in the URL, else three
/// minutes at normal speed, in proportion at other speeds (at least one minute).
fn cap_ms(speed: Speed) -> u32 {
    query("cap")
        .and_then(|s| s.parse::<u32>().ok())
        .filter(|&s| s > 0)
        .map_or_else(|| (speed.delay_ms() * 1_000).max(60_000), |s| s.saturating_mul(1000))
}

#[derive(Properties, PartialEq)]
pub struct DemoProps {
    /// Shown as a kiosk's attract screen (a touch goes to the kiosk's games) rather than the
    /// home screen's demonstration (a touch goes home).
    #[prop_or_default]
    pub attract: bool,
}

/// Computer against computer, game after game, at a watchable pace; any touch, click or key
/// ends it. Nothing is saved.
#[function_component(DemoScreen)]
pub fn demo_screen(props: &DemoProps) -> Html {
    let t = use_i18n();
    let index = use_state(|| 0usize);
    use_effect_with((), |_| {
        // The games come on the click that ends a touch (not on the touch itself), so that the
        // same touch cannot also land on the screen that replaces the demonstration.
        let listeners =
            web_sys::window().map(|window| ENDS.map(|kind| EventListener::new(&window, kind, |_| go("./"))));
        move || drop(listeners)
    });
    let next = {
        let index = index.clone();
        Callback::from(move |()| index.set(*index + 1))
    };
    let speed = query("speed").and_then(|s| Speed::parse(&s)).unwrap_or(Speed::Normal);
    {
        // A game that goes on too long gives way to the next.
        let next = next.clone();
        use_effect_with(*index, move |_| {
            let timer = Timeout::new(cap_ms(speed), move || next.emit(()));
            move || drop(timer)
        });
    }
    let info = CATALOGUE[*index % CATALOGUE.len()];
    let rules = serde_json::from_str(info.demo_rules).unwrap_or(Value::Null);
    let mut saved = SavedGame::new(
        "demo",
        &t.f("demo-game-name", &[("game", t.t(&info.text_id(Part::Name)).into())]),
        Record::new(info.id, rules, Some(fresh_seed())),
        now(),
    )
    .expect("a valid demonstration");
    saved.seats = vec![Player::Computer(Level::Medium); 4];
    let banner = t.t(if props.attract { "attract-banner" } else { "demo-banner" });
    html! {
        <section class="demo" aria-label={t.t("demonstration")} data-testid={props.attract.then_some("attract")} data-game={info.id}>
            <p class="notice" data-testid="demo-banner">{ banner }</p>
            <PlayScreen key={*index} info={info} saved={saved} notices={Vec::new()} demo={true} on_over={next} />
        </section>
    }
}
