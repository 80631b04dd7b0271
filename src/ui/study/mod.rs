//! The study page (`?study=1`): a researcher chooses a game, two settings (rule options and the
//! level of each seat), the number of games and a seed; the games are played on a pool of Web
//! Workers sized to the device, each game from the same seed `boardlore study` gives it, so the
//! rows are the command's rows; progress shows as they come, Stop ends the workers, and the
//! results follow ([`results`]). The address holds the whole study (see
//! [`crate::study::plan`]); `workers=N` sets the pool's size.

mod charts;
mod form;
mod results;
mod words;

use super::browser::{now, query};
use super::lang::use_i18n;
use super::workers::{device_workers, parse_workers, Feeding, Workers, MAX_WORKERS};
use crate::study::batch::{Batch, Played};
use crate::study::plan::{Plan, PlanProblem, MAX_GAMES};
use crate::study::{Row, Setting};
use crate::think::Reply;
use form::PlanForm;
use results::Results;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// Where a study stands.
#[derive(Clone, Debug, PartialEq)]
enum Phase {
    Ready,
    Running,
    Stopped,
    Finished,
    Failed(String),
}

/// The study under way (or the last one): its number, games played of all, and its timing.
#[derive(Clone, Debug, PartialEq)]
struct Progress {
    phase: Phase,
    run: u32,
    done: u64,
    total: u64,
    workers: usize,
    started: f64,
    seconds: f64,
}

enum Step {
    Start {
        run: u32,
        total: u64,
        workers: usize,
    },
    Played {
        run: u32,
        games: u64,
    },
    /// Stopped with `done` games in.
    Stop {
        done: u64,
    },
    Fail {
        run: u32,
        error: String,
    },
}

impl Reducible for Progress {
    type Action = Step;

    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        let mut next = (*self).clone();
        match step {
            Step::Start { run, total, workers } => {
                next = Progress { phase: Phase::Running, run, done: 0, total, workers, started: now(), seconds: 0.0 };
            }
            Step::Played { run, games } if run == self.run && self.phase == Phase::Running => {
                next.done += games;
                next.seconds = (now() - self.started) / 1000.0;
                if next.done >= next.total {
                    next.phase = Phase::Finished;
                }
            }
            Step::Stop { done } if self.phase == Phase::Running => {
                next.phase = Phase::Stopped;
                next.done = done;
                next.seconds = (now() - self.started) / 1000.0;
            }
            Step::Fail { run, error } if run == self.run => next.phase = Phase::Failed(error),
            _ => return self,
        }
        Rc::new(next)
    }
}

/// What the workers have sent back of the study under way.
#[derive(Default)]
struct Taken {
    settings: Vec<Setting>,
    seed: u64,
    batches: Vec<Played>,
    games: u64,
}

impl Taken {
    /// The rows of the games in, in (setting, game) order.
    fn rows(&self) -> Vec<Row> {
        let mut rows: Vec<Row> =
            self.batches.iter().flat_map(|played| played.rows(&self.settings, self.seed)).collect();
        rows.sort_by_key(|r| (r.setting, r.game));
        rows
    }
}

/// How often the progress bar moves while a study runs, in milliseconds: redrawing the page at
/// every batch took the main thread from the workers on a two-core device.
const PROGRESS_EVERY_MS: f64 = 100.0;

/// A worker holds two batches once it has answered its first: it plays one while the next waits
/// in its queue; a batch is answered by its games (an error stops the study).
const FEEDING: Feeding =
    Feeding { in_flight: 2, answers: |reply| matches!(reply, Reply::StudyGames { .. }), adjacent: false };

/// The batches of a study (see [`Batch::split`]), as the workers' JSON requests.
fn batches(plan: &Plan, settings: &[Setting], workers: usize) -> Vec<String> {
    Batch::split(settings, plan.seed, plan.games, workers)
        .into_iter()
        .map(|batch| serde_json::json!({ "study": batch }).to_string())
        .collect()
}

/// Points the page's address at `search` without reloading (best effort).
fn show_in_url(search: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        // A browser that refuses only keeps the old address.
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(search));
    }
}

/// The pool's size: `workers=N` from the address, else the device's (with the refused value).
fn workers_from_url() -> (usize, Option<String>) {
    match query("workers") {
        None => (device_workers(), None),
        Some(text) => match parse_workers(&text) {
            Some(n) => (n, None),
            None => (device_workers(), Some(text)),
        },
    }
}

#[function_component(StudyScreen)]
pub fn study_screen() -> Html {
    let t = use_i18n();
    let opened = use_memo((), |_| (Plan::from_query(query), workers_from_url()));
    let ((first, url_problems), (workers, bad_workers)) = (&opened.0, &opened.1);
    let workers = *workers;
    let plan = use_state(|| first.clone());
    let games = use_state(|| first.games.to_string());
    let seed = use_state(|| first.seed.to_string());
    let input_problems = use_state(Vec::<PlanProblem>::new);
    let progress = use_reducer(|| Progress {
        phase: Phase::Ready,
        run: 0,
        done: 0,
        total: 0,
        workers,
        started: 0.0,
        seconds: 0.0,
    });
    let store = use_mut_ref(|| Rc::new(RefCell::new(Taken::default())));
    let pool = use_mut_ref(|| None::<Workers>);
    let ran = use_state(|| None::<Plan>);
    let running = progress.phase == Phase::Running;
    // A finished or failed study's workers end once the page has taken the last reply.
    use_effect_with(progress.phase.clone(), {
        let pool = pool.clone();
        move |phase| {
            if *phase != Phase::Running {
                pool.borrow_mut().take();
            }
        }
    });
    let on_run = {
        let (plan, games, seed, input_problems) = (plan.clone(), games.clone(), seed.clone(), input_problems.clone());
        let (progress, store, pool, ran) = (progress.clone(), store.clone(), pool.clone(), ran.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = (*plan).clone();
            let mut problems = Vec::new();
            match games.trim().parse::<u64>() {
                Ok(n) if (1..=MAX_GAMES).contains(&n) => next.games = n,
                _ => problems.push(PlanProblem::Games((*games).clone())),
            }
            match seed.trim().parse::<u64>() {
                Ok(n) => next.seed = n,
                Err(_) => problems.push(PlanProblem::Seed((*seed).clone())),
            }
            let no_problems = problems.is_empty();
            input_problems.set(problems);
            if !no_problems {
                return;
            }
            let run = progress.run + 1;
            pool.borrow_mut().take();
            let settings = match next.settings() {
                Ok(settings) => settings,
                Err(error) => return progress.dispatch(Step::Fail { run: progress.run, error: error.to_string() }),
            };
            let taken =
                Rc::new(RefCell::new(Taken { settings: settings.clone(), seed: next.seed, ..Taken::default() }));
            *store.borrow_mut() = taken.clone();
            progress.dispatch(Step::Start { run, total: next.games * settings.len() as u64, workers });
            let dispatcher = progress.dispatcher();
            let total = next.games * settings.len() as u64;
            // Games in but not yet shown, and when progress was last shown.
            let unshown = Cell::new((0u64, now()));
            let started =
                Workers::start(batches(&next, &settings, workers), workers, FEEDING, move |reply| match reply {
                    Reply::StudyGames { study_games } => {
                        let (waiting, since) = unshown.get();
                        let waiting = waiting + study_games.outcomes.len() as u64;
                        let mut taken = taken.borrow_mut();
                        taken.games += study_games.outcomes.len() as u64;
                        taken.batches.push(study_games);
                        if taken.games >= total || now() - since >= PROGRESS_EVERY_MS {
                            dispatcher.dispatch(Step::Played { run, games: waiting });
                            unshown.set((0, now()));
                        } else {
                            unshown.set((waiting, since));
                        }
                    }
                    Reply::Error { error, .. } => dispatcher.dispatch(Step::Fail { run, error }),
                    _ => {}
                });
            match started {
                Ok(started) => *pool.borrow_mut() = Some(started),
                Err(error) => progress.dispatch(Step::Fail { run, error }),
            }
            show_in_url(&next.query());
            ran.set(Some(next.clone()));
            plan.set(next);
        })
    };
    let on_stop = {
        let (progress, pool, store) = (progress.clone(), pool.clone(), store.clone());
        Callback::from(move |_: MouseEvent| {
            pool.borrow_mut().take();
            let done = store.borrow().borrow().games;
            progress.dispatch(Step::Stop { done });
        })
    };
    let ended = matches!(progress.phase, Phase::Finished | Phase::Stopped) && progress.done > 0;
    let rows = use_memo((progress.run, ended), {
        let store = store.clone();
        move |_| Rc::new(store.borrow().borrow().rows())
    });
    let problems: Vec<String> = url_problems
        .iter()
        .chain(input_problems.iter())
        .map(|p| words::plan_problem(&t.messages, p))
        .chain(bad_workers.iter().map(|w| {
            t.f(
                "study-bad-workers",
                &[("workers", w.as_str().into()), ("max", MAX_WORKERS.into()), ("used", workers.into())],
            )
        }))
        .collect();
    let (done, total) = (progress.done, progress.total);
    let status = match &progress.phase {
        Phase::Ready => Html::default(),
        Phase::Running => html! {
            <>
                <progress max={total.to_string()} value={done.to_string()}></progress>
                <span>{ t.f("study-progress", &[("done", done.into()), ("total", total.into()), ("workers", progress.workers.into())]) }</span>
            </>
        },
        Phase::Stopped => html! { { t.f("study-stopped", &[("done", done.into()), ("total", total.into())]) } },
        Phase::Finished => html! {
            { t.f("study-finished", &[
                ("total", total.into()),
                ("seconds", t.messages.number(format!("{:.2}", progress.seconds)).into()),
                ("workers", progress.workers.into()),
            ]) }
        },
        Phase::Failed(error) => html! { { t.f("study-failed", &[("error", error.as_str().into())]) } },
    };
    let phase = match progress.phase {
        Phase::Ready => "ready",
        Phase::Running => "running",
        Phase::Stopped => "stopped",
        Phase::Finished => "finished",
        Phase::Failed(_) => "failed",
    };
    html! {
        <section class="study" aria-labelledby="study-title">
            <h2 id="study-title">{ t.t("study-title") }</h2>
            <p>{ t.t("study-intro") }</p>
            if !problems.is_empty() {
                <div class="notice" role="alert" data-testid="notice">{ for problems.iter().map(|p| html! { <p>{ p }</p> }) }</div>
            }
            <PlanForm plan={(*plan).clone()} games={(*games).clone()} seed={(*seed).clone()} busy={running}
                on_plan={let plan = plan.clone(); Callback::from(move |p| plan.set(p))}
                on_games={let games = games.clone(); Callback::from(move |g| games.set(g))}
                on_seed={let seed = seed.clone(); Callback::from(move |s| seed.set(s))} />
            <p class="controls">
                <button class="primary" onclick={on_run} disabled={running} data-testid="study-run">{ t.t("study-run") }</button>
                if running {
                    <button onclick={on_stop} data-testid="study-stop">{ t.t("study-stop") }</button>
                }
            </p>
            <p class="study-status" role="status" data-testid="study-status" data-phase={phase}
                data-done={done.to_string()} data-seconds={progress.seconds.to_string()}>{ status }</p>
            if ended {
                if let Some(plan) = &*ran {
                    <Results plan={plan.clone()} rows={(*rows).clone()} />
                }
            }
        </section>
    }
}
