//! A lesson (`?learn=ID`, `&lesson=N` for the game's later lessons): step after step, each on a
//! real position set up for it, the rule in plain words with where the source says it, a task,
//! and the board to do it on. The move made is checked against the step (see
//! [`crate::engine::lesson`]): the right one is praised and the next step offered; another gets
//! a kind explanation and a fresh try from the same position.

use super::browser::now;
use super::picker::against_computer;
use super::play::PlayScreen;
use crate::engine::{Event, GameInfo, Lesson};
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

#[function_component(LessonScreen)]
pub fn lesson_screen(props: &LessonProps) -> Html {
    let info = props.info;
    let step_index = use_state(|| 0usize);
    let attempt = use_state(|| 0u32);
    let outcome = use_state(|| Outcome::Waiting);
    let Some(lesson) = info.lessons.get(props.index) else {
        return html! {
            <section class="lesson">
                <h2>{ format!("Learn {}", info.short_name) }</h2>
                <p data-testid="notice">{ "There is no such lesson for this game." }</p>
                <a class="button" href="./">{ "All games" }</a>
            </section>
        };
    };
    let count = lesson.steps.len();
    let Some(step) = lesson.steps.get(*step_index) else {
        let next = props.index + 1;
        return html! {
            <section class="lesson" aria-labelledby="lesson-title">
                <h2 id="lesson-title">{ lesson.title }</h2>
                <p class="lesson-complete" data-testid="lesson-complete">{ format!("Well done: you have finished this lesson of {}.", info.short_name) }</p>
                <p class="controls">
                    if next < info.lessons.len() {
                        <a class="button primary" href={format!("?learn={}&lesson={next}", info.id)} data-testid="next-lesson">
                            { format!("Next lesson: {}", info.lessons[next].title) }</a>
                    }
                    <a class="button primary" href={against_computer(info)} data-testid="play-computer">{ "Play against the computer" }</a>
                    <a class="button" href="./">{ "All games" }</a>
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
    html! {
        <section class="lesson" aria-labelledby="lesson-title">
            <h2 id="lesson-title">{ format!("Learn {}: {}", info.short_name, lesson.title) }</h2>
            <div class="lesson-step" data-testid="lesson-step" data-step={step_index.to_string()} data-done={done.then_some("true")}>
                <p class="step-count">{ format!("Step {} of {count}", *step_index + 1) }</p>
                <p class="rule">{ step.rule }</p>
                <p class="source">{ format!("Source: {}", step.source) }</p>
                <p class="task"><strong>{ step.task }</strong></p>
                <div class="lesson-feedback" role="status" aria-live="polite">
                    if done {
                        <p class="shown" data-testid="lesson-shown">{ step.shown }</p>
                        <button class="primary" onclick={next} data-testid="lesson-next">
                            { if *step_index + 1 < count { "Next step" } else { "Finish the lesson" } }
                        </button>
                    } else if *outcome == Outcome::Retry {
                        <p class="retry" data-testid="lesson-retry-text">{ step.retry }</p>
                        <button class="primary" onclick={retry} data-testid="lesson-retry">{ "Try again" }</button>
                    }
                </div>
            </div>
            <PlayScreen key={format!("{}-{}", *step_index, *attempt)} info={info} saved={position(info, lesson, step.setup)}
                notices={Vec::new()} lesson={true} persist={false} on_played={on_played} frozen={*outcome != Outcome::Waiting} />
            <p class="controls">
                <a class="button" href="./">{ "All games" }</a>
                <a class="button" href={format!("?about={}", info.id)}>{ format!("How to play {}", info.short_name) }</a>
            </p>
        </section>
    }
}
