//! The standing panel: what each player holds in reserve, who owes whom, and the history of
//! rounds, for games played in rounds (see [`crate::engine::Standing`]).

use crate::engine::{Seat, Standing};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StandingPanelProps {
    pub standing: Standing,
}

fn seat(index: usize) -> Seat {
    Seat::new(index as u8)
}

#[function_component(StandingPanel)]
pub fn standing_panel(props: &StandingPanelProps) -> Html {
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
            2 => format!("{} owes {} {owed}", seat(i), seat(1 - i)),
            _ => format!("{} owes {owed} in all", seat(i)),
        })
        .collect();
    html! {
        <section class="campaign" data-testid="campaign" aria-labelledby="campaign-title">
            <h3 id="campaign-title">{ format!("{} {}", if standing.reserves.is_empty() { "Game" } else { "Round" }, standing.round) }</h3>
            <dl class="holdings">
                { for standing.reserves.iter().enumerate().map(|(i, reserve)| html! {
                    <><dt>{ format!("{} holds off the board", seat(i)) }</dt><dd data-testid={format!("reserve-{i}")}>{ reserve }</dd></>
                }) }
                if !standing.owed.is_empty() {
                    <dt>{ "Loans" }</dt>
                    <dd data-testid="debts">{ if debts.is_empty() { "none outstanding".to_string() } else { debts.join("; ") } }</dd>
                }
            </dl>
            if !standing.extras.is_empty() {
                <ul class="standing" data-testid="standing">{ for standing.extras.iter().map(|line| html! { <li>{ line }</li> }) }</ul>
            }
            if !standing.history.is_empty() {
                // A narrow screen scrolls the table, not the page.
                <div class="history-wrap">
                <table class="history" data-testid="history">
                    <caption>{ "Rounds played" }</caption>
                    <thead><tr><th scope="col">{ "Round" }</th><th scope="col">{ "Started" }</th>
                        { for (0..columns).map(|i| html! { <th scope="col">{ format!("{} took", seat(i)) }</th> }) }
                        <th scope="col">{ "Then" }</th></tr></thead>
                    <tbody>
                        { for standing.history.iter().map(|round| html! {
                            <tr>
                                <th scope="row">{ round.round }</th>
                                <td>{ round.first.to_string() }</td>
                                { for round.taken.iter().map(|t| html! { <td>{ t }</td> }) }
                                <td>{ round.notes.join("; ") }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
                </div>
            }
        </section>
    }
}
