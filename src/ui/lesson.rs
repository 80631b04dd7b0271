//! A lesson (`?learn=ID`, `&lesson=N` for the game's later lessons): step after step, each on a
//! real position set up for it, the rule in plain words with where the source says it, a task,
//! and the board to do it on. The move made is checked against the step (see
//! [`crate::engine::lesson`]): the right one is praised and the next step offered; another gets
//! a kind explanation and a fresh try from the same position.

use super::browser::now;
use super::kiosk::kiosk_idle;
use super::lang::use_i18n;
use super::picker::against_computer;
use super::play::PlayScreen;
use crate::engine::{Event, GameInfo, Lesson, Seat};
use crate::i18n::{GameText, Part};
use crate::record::Record;
use crate::saves::SavedGame;
use serde_json::Value;
use std::rc::Rc;
use yew::prelude::*;

/// How the visitor's move on the current step went.
#[derive(Clone, Debug, PartialEq)]
enum Outcome {
    Waiting,
    Done,
    Retry,
}

#[derive(Properties, PartialEq)]
pub struct LessonProps {
    pub info: &'static GameInfo,
    /// Which of the game's lessons.
    pub index: usize,
}

/// The saved game a step is played in: the lesson's rules, the step's setup, nothing saved.
fn position(info: &GameInfo, lesson: &Lesson, setup: &[&str]) -> SavedGame {
    let rules: Value = serde_json::from_str(lesson.rules).unwrap_or(Value::Null);
    let mut record = Record::new(info.id, rules, Some(1));
    record.actions = setup.iter().map(|a| a.to_string()).collect();
    SavedGame::new("lesson", lesson.title, record, now()).expect("a valid lesson name")
}

/// The seat the visitor plays in a step: the one to act in its position.
fn step_seat(info: &GameInfo, lesson: &Lesson, setup: &[&str]) -> Option<Seat> {
    position(info, lesson, setup).record.replay().ok().and_then(|game| game.view().deciding_seat())
}

/// Brings the element `selector` names into view, if it is not (the button to go on after a
/// lesson's move, which a tall board can push off a phone's screen).
fn scroll_to(selector: &str) {
    let element = web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector(selector).ok().flatten());
    if let Some(element) = element {
        // Called as JavaScript does, with `{ block: "nearest" }`; a courtesy if refused.
        use wasm_bindgen::JsCast;
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
        if let Ok(scroll) = js_sys::Reflect::get(&element, &"scrollIntoView".into()) {
            let _ = scroll.unchecked_into::<js_sys::Function>().call1(&element, &options);
        }
    }
}

#[function_component(LessonScreen)]
pub fn lesson_screen(props: &LessonProps) -> Html {
    let info = props.info;
    let t = use_i18n();
    let game = |part| t.t(&info.text_id(part));
    let short = || ("game", game(Part::ShortName).into());
    let step_index = use_state(|| 0usize);
    let attempt = use_state(|| 0u32);
    let outcome = use_state(|| Outcome::Waiting);
    let Some(lesson) = info.lessons.get(props.index) else {
        return html! {
            <section class="lesson">
                <h2>{ t.f("learn-game", &[short()]) }</h2>
                <p data-testid="notice">{ t.t("no-such-lesson") }</p>
                <a class="button" href="./">{ t.t("all-games") }</a>
            </section>
        };
    };
    let count = lesson.steps.len();
    let Some(step) = lesson.steps.get(*step_index) else {
        let next = props.index + 1;
        return html! {
            <section class="lesson" aria-labelledby="lesson-title">
                <h2 id="lesson-title">{ game(Part::LessonTitle(props.index)) }</h2>
                <p class="lesson-complete" data-testid="lesson-complete">{ t.f("lesson-finished", &[short()]) }</p>
                <p class="controls">
                    if next < info.lessons.len() {
                        <a class="button primary" href={format!("?learn={}&lesson={next}", info.id)} data-testid="next-lesson">
                            { t.f("next-lesson", &[("title", game(Part::LessonTitle(next)).into())]) }</a>
                    }
                    // In a kiosk the practice game has the tutor on: a visitor fresh from the rules
                    // is warned before throwing counters away, and may still play the move.
                    <a class="button primary" href={format!("{}{}", against_computer(info), if kiosk_idle().is_some() { "&tutor=1" } else { "" })}
                        data-testid="play-computer">{ t.t("play-computer") }</a>
                    <a class="button" href="./">{ t.t("all-games") }</a>
                </p>
            </section>
        };
    };
    let on_played = {
        let outcome = outcome.clone();
        let expect = step.expect;
        Callback::from(move |(action, events): (String, Rc<[Event]>)| {
            if *outcome == Outcome::Waiting {
                outcome.set(if expect.met_by(&action, &events) { Outcome::Done } else { Outcome::Retry });
            }
        })
    };
    let retry = {
        let (attempt, outcome) = (attempt.clone(), outcome.clone());
        Callback::from(move |_: MouseEvent| {
            attempt.set(*attempt + 1);
            outcome.set(Outcome::Waiting);
        })
    };
    let next = {
        let (step_index, attempt, outcome) = (step_index.clone(), attempt.clone(), outcome.clone());
        Callback::from(move |_: MouseEvent| {
            step_index.set(*step_index + 1);
            attempt.set(*attempt + 1);
            outcome.set(Outcome::Waiting);
        })
    };
    let done = *outcome == Outcome::Done;
    // After the move, the button to go on (or to try again) is brought into view.
    use_effect_with(((*outcome).clone(), *step_index), |(outcome, _)| match outcome {
        Outcome::Done => scroll_to("[data-testid=\"lesson-next\"]"),
        Outcome::Retry => scroll_to("[data-testid=\"lesson-retry\"]"),
        Outcome::Waiting => {}
    });
    let step_text = |which| game(Part::Step(props.index, *step_index, which));
    // Whom the visitor plays in this step, said when it differs from the step before.
    let seat = step_seat(info, lesson, step.setup);
    let before =
        step_index.checked_sub(1).and_then(|k| lesson.steps.get(k)).and_then(|s| step_seat(info, lesson, s.setup));
    let seat_note = match (seat, before) {
        (Some(seat), Some(other)) if seat != other => {
            Some((true, t.f("lesson-seat-changed", &[("seat", seat.into()), ("other", other.into())])))
        }
        (Some(seat), _) => Some((false, t.f("lesson-you-play", &[("seat", seat.into())]))),
        _ => None,
    };
    html! {
        <section class="lesson" aria-labelledby="lesson-title">
            <h2 id="lesson-title">{ t.f("learn-game-lesson", &[short(), ("title", game(Part::LessonTitle(props.index)).into())]) }</h2>
            <div class="lesson-step" data-testid="lesson-step" data-step={step_index.to_string()} data-done={done.then_some("true")}>
                <p class="step-count">{ t.f("step-of", &[("step", (*step_index + 1).into()), ("count", count.into())]) }</p>
                <p class="rule">{ step_text("rule") }</p>
                <p class="source">{ t.f("source-cited", &[("source", step.source.into())]) }</p>
                if !step.notes.is_empty() {
                    <p class="source" data-testid="step-notes">{ t.f("step-notes", &[("count", step.notes.len().into())]) }
                        { for step.notes.iter().map(|note| html! { <>{ " " }<a href={format!("?about={}#{note}", info.id)} data-note={*note}>{ *note }</a></> }) }
                    </p>
                }
                <p class="task"><strong>{ step_text("task") }</strong></p>
                if let Some((changed, text)) = seat_note {
                    <p class={classes!("lesson-seat", changed.then_some("changed"))} data-testid="lesson-seat">{ text }</p>
                }
                <div class="lesson-feedback" role="status" aria-live="polite">
                    if done {
                        <p class="shown" data-testid="lesson-shown">{ step_text("shown") }</p>
                        <button class="primary" onclick={next} data-testid="lesson-next">
                            { t.t(if *step_index + 1 < count { "next-step" } else { "finish-lesson" }) }
                        </button>
                    } else if *outcome == Outcome::Retry {
                        <p class="retry" data-testid="lesson-retry-text">{ step_text("retry") }</p>
                        <button class="primary" onclick={retry} data-testid="lesson-retry">{ t.t("try-again") }</button>
                    }
                </div>
            </div>
            <PlayScreen key={format!("{}-{}", *step_index, *attempt)} info={info} saved={position(info, lesson, step.setup)}
                notices={Vec::new()} lesson={true} persist={false} on_played={on_played} frozen={*outcome != Outcome::Waiting} />
            <p class="controls">
                <a class="button" href="./">{ t.t("all-games") }</a>
                <a class="button" href={format!("?about={}", info.id)}>{ t.f("how-to-play-game", &[short()]) }</a>
            </p>
        </section>
    }
}
