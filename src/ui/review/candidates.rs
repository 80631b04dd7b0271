//! The computer's candidate moves on the analysis board: a search of the hard level's budget from
//! the position shown, run in the computer player's worker (a [`CandidatesRequest`]), answered
//! with every move it tried, its playouts and its mean result for the seat to act, as a table.
//! The review screen marks the most played on the board.

use crate::ai::Candidate;
use crate::engine::Seat;
use crate::i18n::group_digits;
use crate::record::Record;
use crate::think::{CandidatesRequest, Reply, Request};
use crate::ui::lang::use_i18n;
use crate::ui::worker::Thinker;
use yew::prelude::*;

/// The candidates found for the position after `at` actions.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    pub at: usize,
    pub candidates: Vec<Candidate>,
}

/// How a request for candidates stands.
#[derive(Clone, Debug, PartialEq)]
enum Asking {
    Idle,
    Searching { at: usize, done: u32, of: u32 },
    Failed { at: usize, error: String },
}

#[derive(Properties, PartialEq)]
pub struct CandidatesProps {
    /// The game up to the position shown.
    pub record: Record,
    /// The seat to act there.
    pub seat: Seat,
    /// Search iterations (the hard level's budget).
    pub iterations: u32,
    /// What was found, shared with the board.
    pub found: UseStateHandle<Option<Found>>,
}

#[function_component(Candidates)]
pub fn candidates(props: &CandidatesProps) -> Html {
    let t = use_i18n();
    let thinker = use_mut_ref(|| None::<Thinker>);
    let asking = use_state(|| Asking::Idle);
    let at = props.record.actions.len();
    let on_ask = {
        let (thinker, asking, found) = (thinker.clone(), asking.clone(), props.found.clone());
        let request = CandidatesRequest {
            candidates: Request {
                record: props.record.clone(),
                iterations: props.iterations,
                seed: props.record.next_seed(),
                at: at as u64,
                tag: None,
                blunder: 0.0,
            },
        };
        Callback::from(move |_: MouseEvent| {
            let mut slot = thinker.borrow_mut();
            if slot.is_none() {
                let (told, found) = (asking.setter(), found.setter());
                let started = Thinker::start(move |reply| match reply {
                    Reply::Progress { progress, of, at, .. } => {
                        told.set(Asking::Searching { at: at as usize, done: progress, of })
                    }
                    Reply::Candidates { candidates, at, .. } => {
                        told.set(Asking::Idle);
                        found.set(Some(Found { at: at as usize, candidates }));
                    }
                    Reply::Error { error, at, .. } => told.set(Asking::Failed { at: at as usize, error }),
                    Reply::Done { .. }
                    | Reply::Bench { .. }
                    | Reply::SearchBench { .. }
                    | Reply::StudyGames { .. }
                    | Reply::Roots(_)
                    | Reply::Coached { .. }
                    | Reply::Tutored { .. } => {}
                });
                match started {
                    Ok(worker) => *slot = Some(worker),
                    Err(error) => {
                        asking.set(Asking::Failed { at, error });
                        return;
                    }
                }
            }
            if let Some(worker) = slot.as_ref() {
                asking.set(Asking::Searching { at, done: 0, of: request.candidates.iterations });
                worker.ask(&request.to_json());
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
    let number = |n: u32| group_digits(&n.to_string(), t.lang().tag());
    // A signed result with two decimals, written as the language writes decimals.
    let mean = |m: f64| {
        let sign = if m < -0.005 { "−" } else { "+" };
        format!("{sign}{}", group_digits(&format!("{:.2}", m.abs()), t.lang().tag()))
    };
    let found = props.found.as_ref().filter(|f| f.at == at);
    let table = found.map(|found| {
        if found.candidates.is_empty() {
            return html! { <p data-testid="candidates-none">{ t.t("candidates-none") }</p> };
        }
        let rows = found.candidates.iter().map(|c| {
            html! {
                <tr data-candidate={c.action.clone()}>
                    <td>{ &c.action }</td>
                    <td class="number">{ number(c.playouts) }</td>
                    <td class="number">{ mean(c.mean) }</td>
                </tr>
            }
        });
        html! {
            <>
                <p>{ t.f("candidates-explained", &[("seat", props.seat.into())]) }</p>
                <table class="candidates-table" data-testid="candidates-table">
                    <thead><tr>
                        <th scope="col">{ t.t("candidates-move") }</th>
                        <th scope="col">{ t.t("candidates-playouts") }</th>
                        <th scope="col">{ t.t("candidates-result") }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </>
        }
    });
    let searching = matches!(*asking, Asking::Searching { at: a, .. } if a == at);
    html! {
        <section class="candidates" aria-labelledby="candidates-title" data-testid="candidates">
            <h3 id="candidates-title">{ t.t("candidates-title") }</h3>
            if searching {
                if let Asking::Searching { done, of, .. } = &*asking {
                    <p role="status" data-testid="candidates-progress">
                        { t.f("candidates-thinking", &[("done", number(*done).into()), ("of", number(*of).into())]) }{ " " }
                        <button onclick={on_stop} data-testid="candidates-stop">{ t.t("candidates-stop") }</button>
                    </p>
                }
            } else if found.is_none() {
                <button onclick={on_ask} data-testid="candidates-ask">{ t.t("candidates-ask") }</button>
            }
            if let Asking::Failed { at: a, error } = &*asking {
                if *a == at {
                    <p class="notice" role="alert">{ t.f("candidates-failed", &[("error", error.clone().into())]) }</p>
                }
            }
            { for table }
        </section>
    }
}
