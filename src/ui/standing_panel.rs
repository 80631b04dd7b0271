//! The standing panel: what each player holds in reserve, who owes whom, and the history of
//! rounds, for games played in rounds (see [`crate::engine::Standing`]).

use super::lang::use_i18n;
use crate::engine::{Note, Seat, Standing};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StandingPanelProps {
    pub standing: Standing,
}

fn seat(index: usize) -> Seat {
    Seat::new(index as u8)
}

/// A note in the visitor's language (a note read from a record has only its English).
fn said(t: &super::lang::I18n, note: &Note) -> String {
    match note {
        Note::Said(phrase) => t.phrase(phrase),
        Note::Read(text) => text.clone(),
    }
}

#[function_component(StandingPanel)]
pub fn standing_panel(props: &StandingPanelProps) -> Html {
    let t = use_i18n();
    let standing = &props.standing;
    let seats = standing.reserves.len();
    // A column for what each seat took (games without reserves still record it per seat).
    let columns = standing.history.iter().map(|round| round.taken.len()).max().unwrap_or(seats);
    let debts: Vec<String> = standing
        .owed
        .iter()
        .enumerate()
        .filter(|(_, &owed)| owed > 0)
        .map(|(i, owed)| match seats {
            2 => t.f("owes", &[("seat", seat(i).into()), ("other", seat(1 - i).into()), ("count", (*owed).into())]),
            _ => t.f("owes-in-all", &[("seat", seat(i).into()), ("count", (*owed).into())]),
        })
        .collect();
    html! {
        <section class="campaign" data-testid="campaign" aria-labelledby="campaign-title">
            <h3 id="campaign-title">{ t.f(if standing.reserves.is_empty() { "game-number" } else { "round-number" }, &[("number", standing.round.into())]) }</h3>
            <dl class="holdings">
                { for standing.reserves.iter().enumerate().map(|(i, reserve)| html! {
                    <><dt>{ t.f("holds-off-board", &[("seat", seat(i).into())]) }</dt><dd data-testid={format!("reserve-{i}")}>{ reserve }</dd></>
                }) }
                if !standing.owed.is_empty() {
                    <dt>{ t.t("loans") }</dt>
                    <dd data-testid="debts">{ if debts.is_empty() { t.t("none-outstanding") } else { debts.join("; ") } }</dd>
                }
            </dl>
            if !standing.extras.is_empty() {
                <ul class="standing" data-testid="standing">{ for standing.extras.iter().map(|line| html! {
                    <li lang={matches!(line, Note::Read(_)).then_some("en")}>{ said(&t, line) }</li>
                }) }</ul>
            }
            if !standing.history.is_empty() {
                // A narrow screen scrolls the table, not the page.
                <div class="history-wrap">
                <table class="history" data-testid="history">
                    <caption>{ t.t("rounds-played") }</caption>
                    <thead><tr><th scope="col">{ t.t("round") }</th><th scope="col">{ t.t("started") }</th>
                        { for (0..columns).map(|i| html! { <th scope="col">{ t.f("seat-took", &[("seat", seat(i).into())]) }</th> }) }
                        <th scope="col">{ t.t("then") }</th></tr></thead>
                    <tbody>
                        { for standing.history.iter().map(|round| html! {
                            <tr>
                                <th scope="row">{ round.round }</th>
                                <td>{ t.seat(round.first) }</td>
                                { for round.taken.iter().map(|n| html! { <td>{ n }</td> }) }
                                <td lang={round.notes.iter().any(|n| matches!(n, Note::Read(_))).then_some("en")}>{
                                    round.notes.iter().map(|note| said(&t, note)).collect::<Vec<_>>().join(&t.t("notes-separator"))
                                }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
                </div>
            }
        </section>
    }
}
