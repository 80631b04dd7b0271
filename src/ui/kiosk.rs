//! Kiosks and demonstrations. `?demo=1` shows the computer playing itself through every game in
//! turn, each for one round (or game of a match) or at most a few minutes, until someone touches
//! the screen. `?kiosk=1` is a museum kiosk: it opens on that demonstration (the attract
//! screen), keeps no saved games, and returns to the attract screen after `idle=` seconds without
//! a touch (default [`DEFAULT_IDLE_SECONDS`]), so that nothing of one visitor's game stays for
//! the next. The kiosk setting is kept for the tab (in sessionStorage) so that every page of the
//! kiosk knows it; `?kiosk=0` ends it.

use super::browser::{fresh_seed, go, now, query};
use super::play::PlayScreen;
use crate::ai::Level;
use crate::catalogue::CATALOGUE;
use crate::player::Player;
use crate::record::Record;
use crate::saves::SavedGame;
use crate::session::Speed;
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use serde_json::Value;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Seconds without a touch before a kiosk returns to its attract screen.
pub const DEFAULT_IDLE_SECONDS: u32 = 180;
const KIOSK_KEY: &str = "boardlore.kiosk.idle";
/// What counts as a touch.
const TOUCHES: [&str; 4] = ["pointerdown", "keydown", "touchstart", "wheel"];

/// The kiosk's idle time in seconds, if this tab is a kiosk: from `kiosk=1` (and `idle=`) in
/// the URL, remembered for the tab; `kiosk=0` forgets it.
pub fn kiosk_idle() -> Option<u32> {
    let storage = web_sys::window().and_then(|w| w.session_storage().ok().flatten());
    match query("kiosk").as_deref() {
        Some("1") => {
            let idle =
                query("idle").and_then(|s| s.parse().ok()).filter(|&s: &u32| s > 0).unwrap_or(DEFAULT_IDLE_SECONDS);
            // Without sessionStorage the kiosk lasts for this page only.
            let _ = storage.map(|s| s.set_item(KIOSK_KEY, &idle.to_string()));
            Some(idle)
        }
        Some(_) => {
            let _ = storage.map(|s| s.remove_item(KIOSK_KEY));
            None
        }
        None => storage.and_then(|s| s.get_item(KIOSK_KEY).ok().flatten()).and_then(|s| s.parse().ok()),
    }
}

/// On a kiosk page, goes to the attract screen after `idle` seconds without a touch.
#[hook]
pub fn use_idle_return(idle: Option<u32>) {
    use_effect_with(idle, |&idle| {
        let state: Rc<RefCell<Option<Timeout>>> = Rc::new(RefCell::new(None));
        let arm = {
            let state = state.clone();
            move || {
                if let Some(seconds) = idle {
                    *state.borrow_mut() = Some(Timeout::new(seconds.saturating_mul(1000), || go("?attract=1")));
                }
            }
        };
        arm();
        let listeners = web_sys::window().filter(|_| idle.is_some()).map(|window| {
            TOUCHES.map(|kind| {
                let arm = arm.clone();
                EventListener::new(&window, kind, move |_| arm())
            })
        });
        move || {
            drop(listeners);
            drop(state.borrow_mut().take());
        }
    });
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
    let index = use_state(|| 0usize);
    use_effect_with((), |_| {
        let listeners =
            web_sys::window().map(|window| TOUCHES.map(|kind| EventListener::new(&window, kind, |_| go("./"))));
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
        &format!("{}: the computer plays itself", info.name),
        Record::new(info.id, rules, Some(fresh_seed())),
        now(),
    )
    .expect("a valid demonstration");
    saved.seats = vec![Player::Computer(Level::Medium); 4];
    let banner = if props.attract {
        "Touch the screen to play these games yourself."
    } else {
        "Demonstration: touch the screen or press any key to play yourself."
    };
    html! {
        <section class="demo" aria-label="Demonstration" data-testid={props.attract.then_some("attract")} data-game={info.id}>
            <p class="notice" data-testid="demo-banner">{ banner }</p>
            <PlayScreen key={*index} info={info} saved={saved} notices={Vec::new()} demo={true} on_over={next} />
        </section>
    }
}
