//! The computer's review of a game on the analysis board (see [`crate::coach`]): the visitor
//! chooses the seats to review (the people's by default), the review's workers ([`crate::ui::workers`]) judge
//! each of their decisions, with progress and a stop, and every decision judged so far is listed
//! with its class while the rest continue. Choosing one shows the position before it with a move
//! marked on the board (the better move when the one played was below good, else the move
//! played), its text form and, for a move below good, the sentences saying what each move did;
//! the seats' counts and accuracy sum it up. Same seed and budget as `boardlore review` by
//! default (seed 1, [`crate::coach::EFFORT`]), so the page's review is the
//! command line's; `coach_seed=` and `coach_budget=` in the address change them.

use crate::ai::parallel::Effort;
use crate::coach::{self, class, Class, Decision};
use crate::engine::Seat;
use crate::player::Player;
use crate::record::link::GameLink;
use crate::think::{CoachRequest, Reply, COACH_TAG};
use crate::ui::browser::query;
use crate::ui::lang::use_i18n;
use crate::ui::workers::{Feeding, Workers};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The seed of a review unless the address says (`coach_seed=`): the command line's default.
pub const SEED: u64 = 1;

/// The review's effort and seed: the command line's defaults, or `coach_budget=` and
/// `coach_seed=` from the address.
fn settings() -> (Effort, u64) {
    let budget = query("coach_budget").and_then(|b| b.parse::<u32>().ok()).filter(|&b| (1..=10_000_000).contains(&b));
    let seed = query("coach_seed").and_then(|s| s.parse::<u64>().ok()).unwrap_or(SEED);
    (Effort { iterations: budget.unwrap_or(coach::EFFORT.iterations), parts: coach::EFFORT.parts }, seed)
}

/// One decision at a time a worker, the next as soon as it is judged (or refused): the one after
/// it where it can, as the worker's memo holds that decision's search (the first worker starts at
/// the first decision, the second halfway).
const FEEDING: Feeding = Feeding {
    in_flight: 1,
    answers: |reply| matches!(reply, Reply::Coached { .. } | Reply::Error { .. }),
    adjacent: true,
};

/// Scrolls the analysis board's board just into view if it is not (a phone, from the list of
/// decisions below it); nothing moves where it is already seen.
fn board_into_view() {
    let board = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("section.review .board").ok().flatten());
    let Some(board) = board else { return };
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
    // Scrolling is a courtesy: if refused, the visitor scrolls.
    if let Ok(scroll) = js_sys::Reflect::get(&board, &"scrollIntoView".into()) {
        let _ = scroll.unchecked_into::<js_sys::Function>().call1(&board, &options);
    }
}

/// Scrolls the page just enough for the decision shown to be read to its last line (a phone,
/// where a long one ends below the screen), but never the board's top out of sight: the board,
/// the steps and the decision then share the screen. Nothing moves when it is all in view.
fn decision_into_view() {
    let Some(window) = web_sys::window() else { return };
    let Some(document) = window.document() else { return };
    let find = |selector: &str| document.query_selector(selector).ok().flatten();
    let (Some(board), Some(detail)) = (find("section.review .board"), find("[data-testid=\"coach-detail\"]")) else {
        return;
    };
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(f64::INFINITY);
    let hidden = detail.get_bounding_client_rect().bottom() + 8.0 - height;
    let room = board.get_bounding_client_rect().top() - 4.0;
    let by = hidden.min(room);
    if by > 0.0 {
        window.scroll_by_with_x_and_y(0.0, by);
    }
}

/// The seats reviewed unless the visitor chooses: the people's, or every seat when none is a
/// person's.
pub fn default_seats(link: &GameLink, count: usize) -> Vec<Seat> {
    let people: Vec<Seat> = (0..count)
        .map(|i| Seat::new(i as u8))
        .filter(|s| link.seats.get(s.index()).copied().unwrap_or_default() == Player::Person)
        .collect();
    if people.is_empty() {
        (0..count).map(|i| Seat::new(i as u8)).collect()
    } else {
        people
    }
}

/// A review under way or done: the decisions of the seats chosen, each judged or not yet.
#[derive(Clone, Debug, Default, PartialEq)]
struct Run {
    seats: Vec<Seat>,
    /// Each decision's action index and seat, in order.
    positions: Vec<(usize, Seat)>,
    judged: Vec<Option<Decision>>,
    /// Whether the workers are at it.
    running: bool,
    failed: Option<String>,
    /// When the review began and when its last decision came (ms since 1970), to tell its time.
    began: f64,
    finished: Option<f64>,
}

enum Heard {
    Begin { seats: Vec<Seat>, positions: Vec<(usize, Seat)> },
    Resume,
    Judged(Box<Decision>),
    Failed(String),
    Stopped,
}

impl Run {
    fn done(&self) -> usize {
        self.judged.iter().filter(|d| d.is_some()).count()
    }

    /// The decisions judged so far, in order.
    fn decisions(&self) -> Vec<Decision> {
        self.judged.iter().flatten().cloned().collect()
    }
}

impl Reducible for Run {
    type Action = Heard;

    fn reduce(self: Rc<Self>, heard: Heard) -> Rc<Self> {
        let mut next = Rc::unwrap_or_clone(self);
        match heard {
            Heard::Begin { seats, positions } => {
                next = Run {
                    judged: vec![None; positions.len()],
                    running: !positions.is_empty(),
                    seats,
                    positions,
                    failed: None,
                    began: js_sys::Date::now(),
                    finished: None,
                }
            }
            Heard::Resume => {
                next.running = next.done() < next.positions.len();
                next.failed = None;
            }
            Heard::Judged(decision) => {
                if let Some(i) = next.positions.iter().position(|&(index, _)| index == decision.index) {
                    next.judged[i] = Some(*decision);
                }
                next.running = next.running && next.done() < next.positions.len();
                if next.done() == next.positions.len() {
                    next.finished = Some(js_sys::Date::now());
                }
            }
            Heard::Failed(error) => {
                next.failed = Some(error);
                next.running = false;
            }
            Heard::Stopped => next.running = false,
        }
        Rc::new(next)
    }
}

/// A move to mark on the board: before action `index`, this action (the better move, or the
/// move played).
#[derive(Clone, Debug, PartialEq)]
pub struct Marked {
    pub index: usize,
    pub action: String,
}

#[derive(Properties, PartialEq)]
pub struct CoachProps {
    pub link: GameLink,
    /// How many seats the game has.
    pub seats: usize,
    /// Start at once with the default seats (`coach=1` in the address).
    pub start: bool,
    /// Shows the position before action `index` (the analysis board steps there).
    pub on_go: Callback<usize>,
    /// The move marked on the board, shared with the analysis board.
    pub marked: UseStateHandle<Option<Marked>>,
}

#[function_component(CoachPanel)]
pub fn coach_panel(props: &CoachProps) -> Html {
    let t = use_i18n();
    let run = use_reducer(Run::default);
    let workers = use_mut_ref(|| None::<Workers>);
    let chosen = use_state(|| default_seats(&props.link, props.seats));
    let selected = use_state(|| None::<usize>);
    let (effort, seed) = *use_memo((), |_| settings());
    // Asks the workers for every decision of `seats` not yet judged.
    let ask = {
        let (run_dispatch, workers, record) = (run.dispatcher(), workers.clone(), props.link.record.clone());
        Rc::new(move |missing: Vec<usize>| {
            let requests: Vec<String> = missing
                .iter()
                .map(|&index| {
                    CoachRequest {
                        record: record.clone(),
                        index,
                        iterations: effort.iterations,
                        parts: effort.parts,
                        seed,
                    }
                    .to_json()
                })
                .collect();
            if requests.is_empty() {
                return;
            }
            let heard = run_dispatch.clone();
            let started =
                Workers::start(requests, crate::ui::play::parts::hard_workers(), FEEDING, move |reply| match reply {
                    Reply::Coached { coached } => match serde_json::from_value::<Decision>(coached) {
                        Ok(decision) => heard.dispatch(Heard::Judged(Box::new(decision))),
                        Err(error) => heard.dispatch(Heard::Failed(error.to_string())),
                    },
                    Reply::Error { error, tag, .. } if tag.as_deref() == Some(COACH_TAG) => {
                        heard.dispatch(Heard::Failed(error))
                    }
                    _ => {}
                });
            match started {
                Ok(pool) => *workers.borrow_mut() = Some(pool),
                Err(error) => run_dispatch.dispatch(Heard::Failed(error)),
            }
        })
    };
    let begin = {
        let (run, record, ask, selected) = (run.dispatcher(), props.link.record.clone(), ask.clone(), selected.clone());
        Rc::new(move |seats: Vec<Seat>| {
            selected.set(None);
            match coach::positions(&record, &seats) {
                Ok(positions) => {
                    let positions: Vec<(usize, Seat)> = positions.iter().map(|p| (p.index, p.seat)).collect();
                    let missing = positions.iter().map(|p| p.0).collect();
                    run.dispatch(Heard::Begin { seats, positions });
                    ask(missing);
                }
                Err(error) => run.dispatch(Heard::Failed(error.to_string())),
            }
        })
    };
    {
        let (begin, chosen) = (begin.clone(), (*chosen).clone());
        use_effect_with(props.start, move |&start| {
            if start {
                begin(chosen);
            }
        });
    }
    {
        // The workers go as soon as nothing is left for them, or the review failed (a stop
        // drops them itself).
        let workers = workers.clone();
        let over = run.failed.is_some() || (!run.positions.is_empty() && run.done() == run.positions.len());
        use_effect_with(over, move |&over| {
            if over {
                workers.borrow_mut().take();
            }
        });
    }
    let on_start = {
        let (begin, chosen) = (begin.clone(), chosen.clone());
        Callback::from(move |_: MouseEvent| begin((*chosen).clone()))
    };
    let on_stop = {
        let (workers, run) = (workers.clone(), run.dispatcher());
        Callback::from(move |_: MouseEvent| {
            workers.borrow_mut().take();
            run.dispatch(Heard::Stopped);
        })
    };
    let on_resume = {
        let (ask, run, state) = (ask.clone(), run.dispatcher(), run.clone());
        Callback::from(move |_: MouseEvent| {
            let missing =
                state.positions.iter().zip(&state.judged).filter(|(_, d)| d.is_none()).map(|(p, _)| p.0).collect();
            run.dispatch(Heard::Resume);
            ask(missing);
        })
    };
    let show = {
        let (selected, marked, on_go) = (selected.clone(), props.marked.clone(), props.on_go.clone());
        Rc::new(move |decision: &Decision| {
            selected.set(Some(decision.index));
            let action = if decision.class > Class::Good { &decision.best } else { &decision.played };
            marked.set(Some(Marked { index: decision.index, action: action.clone() }));
            on_go.emit(decision.index);
        })
    };
    let class_name = |class: Class| t.f("coach-class", &[("class", class.name().into())]);
    // The `seat` message selects on the seat's number.
    let seat_name = |seat: Seat| t.f("seat", &[("seat", seat.index().into())]);
    let decisions = run.decisions();
    let marked: Vec<&Decision> = decisions.iter().filter(|d| d.class > Class::Good).collect();
    let current = selected.and_then(|i| decisions.iter().find(|d| d.index == i));
    // Previous and next marked moves (below good) from the one shown.
    let step_marked = |forward: bool| {
        let from = *selected;
        let target = if forward {
            marked.iter().find(|d| from.is_none_or(|i| d.index > i))
        } else {
            marked.iter().rev().find(|d| from.is_some_and(|i| d.index < i))
        };
        target.map(|&d| {
            let (show, d) = (show.clone(), d.clone());
            Callback::from(move |e: MouseEvent| {
                show(&d);
                // Tapped or clicked: once drawn, the decision's last line is brought into view.
                if e.detail() > 0 {
                    Timeout::new(0, decision_into_view).forget();
                }
            })
        })
    };
    let (previous, next) = (step_marked(false), step_marked(true));
    let chooser = if props.seats > 1 {
        let boxes = (0..props.seats).map(|i| {
            let seat = Seat::new(i as u8);
            let on = chosen.contains(&seat);
            let toggle = {
                let chosen = chosen.clone();
                Callback::from(move |_: Event| {
                    let mut seats: Vec<Seat> = (*chosen).clone();
                    if let Some(at) = seats.iter().position(|&s| s == seat) {
                        seats.remove(at);
                    } else {
                        seats.push(seat);
                        seats.sort();
                    }
                    chosen.set(seats);
                })
            };
            html! {
                <label><input type="checkbox" checked={on} onchange={toggle} data-testid={format!("coach-seat-{i}")} />
                    { " " }{ seat_name(seat) }</label>
            }
        });
        html! { <fieldset class="coach-seats"><legend>{ t.t("coach-seats") }</legend>{ for boxes }</fieldset> }
    } else {
        html! {}
    };
    let (done, of) = (run.done(), run.positions.len());
    let progress = if run.running {
        html! {
            <p role="status" data-testid="coach-progress">
                <progress max={of.to_string()} value={done.to_string()} aria-hidden="true"></progress>{ " " }
                { t.f("coach-progress", &[("done", done.into()), ("of", of.into())]) }{ " " }
                <button onclick={on_stop} data-testid="coach-stop">{ t.t("coach-stop") }</button>
            </p>
        }
    } else if of > 0 && done < of {
        html! {
            <p role="status" data-testid="coach-progress">
                { t.f("coach-stopped", &[("done", done.into()), ("of", of.into())]) }{ " " }
                <button onclick={on_resume} data-testid="coach-resume">{ t.t("coach-resume") }</button>
            </p>
        }
    } else if of > 0 {
        // How long it took, for the browser benchmark (stopping and going on included).
        let seconds = run.finished.map(|f| format!("{:.2}", (f - run.began) / 1000.0));
        html! {
            <p role="status" data-testid="coach-progress" data-complete="true" data-seconds={seconds}>
                { t.f("coach-done", &[("of", of.into())]) }
            </p>
        }
    } else {
        html! {}
    };
    let summary = (done > 0).then(|| {
        let lines = coach::summarise(&decisions, &run.seats);
        html! {
            <ul class="coach-summary" data-testid="coach-summary">
                { for lines.iter().map(|s| html! { <li data-seat={s.seat.index().to_string()}>{ t.messages.phrase(&s.phrase()) }</li> }) }
            </ul>
        }
    });
    let rows = decisions.iter().map(|d| {
        let onclick = {
            let (show, d) = (show.clone(), d.clone());
            Callback::from(move |e: MouseEvent| {
                show(&d);
                // Tapped or clicked (not pressed from the keyboard, whose focus stays in the
                // list): the board comes back into view, with the decision under it.
                if e.detail() > 0 {
                    board_into_view();
                }
            })
        };
        let mut label = t.f(
            "coach-row",
            &[
                ("number", (d.index + 1).into()),
                ("seat", d.seat.into()),
                ("played", d.played.as_str().into()),
                ("class", class_name(d.class).into()),
            ],
        );
        if d.about_equal {
            label = format!("{label} ({})", t.t("coach-about-equal"));
        }
        html! {
            <li><button class={classes!("coach-row", format!("coach-{}", d.class.name()))} {onclick}
                aria-current={(*selected == Some(d.index)).then_some("true")}
                data-index={d.index.to_string()} data-class={d.class.name()} data-best={d.best.clone()}
                data-played={d.played.clone()}>{ label }</button></li>
        }
    });
    let detail = current.map(|d| {
        let better = d.class > Class::Good;
        let shown = if better {
            t.f("coach-better", &[("move", d.best.as_str().into())])
        } else if d.about_equal {
            t.f("coach-equal", &[("played", d.played.as_str().into()), ("move", d.best.as_str().into())])
        } else {
            t.f("coach-played-marked", &[("move", d.played.as_str().into())])
        };
        html! {
            <div class="coach-detail" data-testid="coach-detail" data-class={d.class.name()} aria-live="polite">
                <p><strong>{ t.f("coach-row", &[("number", (d.index + 1).into()), ("seat", d.seat.into()),
                    ("played", d.played.as_str().into()), ("class", class_name(d.class).into())]) }</strong></p>
                <p data-testid="coach-better">{ shown }</p>
                { for d.sentences().iter().map(|s| html! { <p class="coach-said">{ t.messages.phrase(s) }</p> }) }
            </div>
        }
    });
    let how = {
        let points = |drop: f64| ((drop * 50.0).round() as i64).into();
        t.f(
            "coach-how-text",
            &[
                ("budget", effort.iterations.into()),
                ("good", points(class::NEGLIGIBLE)),
                ("inaccuracy", points(class::INACCURACY)),
                ("mistake", points(class::MISTAKE)),
                ("blunder", points(class::BLUNDER)),
            ],
        )
    };
    html! {
        <section class="coach" aria-labelledby="coach-title" data-testid="coach" data-seed={seed.to_string()}
            data-budget={effort.iterations.to_string()}>
            <h3 id="coach-title">{ t.t("coach-title") }</h3>
            // The steps and the decision shown first, right under the board, so that a phone shows
            // the board, the class and its sentences, and the steps at once; what sums the review
            // up and what starts it again follow.
            if !marked.is_empty() || current.is_some() {
                <div class="review-steps coach-steps" role="group" aria-label={t.t("coach-marked")}>
                    <button onclick={previous.clone().unwrap_or_default()} disabled={previous.is_none()}
                        data-testid="coach-previous">{ t.t("coach-previous") }</button>
                    <button onclick={next.clone().unwrap_or_default()} disabled={next.is_none()}
                        data-testid="coach-next">{ t.t("coach-next") }</button>
                </div>
            }
            { for detail }
            { progress }
            if let Some(error) = &run.failed {
                <p class="notice" role="alert">{ t.f("coach-failed", &[("error", error.clone().into())]) }</p>
            }
            if of == 0 && !run.running && !run.seats.is_empty() {
                <p data-testid="coach-none">{ t.t("coach-none") }</p>
            }
            { for summary }
            if !run.running {
                { chooser }
                <button class={classes!((of == 0).then_some("primary"))} onclick={on_start} disabled={chosen.is_empty()}
                    data-testid="coach-start">{ t.t(if of == 0 { "coach-start" } else { "coach-again" }) }</button>
            }
            if !decisions.is_empty() {
                <details class="coach-list" data-testid="coach-list">
                    <summary>{ t.f("coach-list", &[("count", decisions.len().into())]) }</summary>
                    <ol>{ for rows }</ol>
                </details>
            }
            <details class="coach-how" data-testid="coach-how">
                <summary>{ t.t("coach-how") }</summary>
                <p>{ how }</p>
            </details>
        </section>
    }
}
