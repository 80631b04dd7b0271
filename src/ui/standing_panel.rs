//! The campaign panel: what each player holds in reserve, who owes whom, and the history of
//! rounds, for games played as a campaign of rounds (Leyla's loans, for a start).

use crate::engine::{Standing, Seat};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CampaignPanelProps {
    pub campaign: Standing,
}

fn seat(index: usize) -> Seat {
    Seat::new(index as u8)
}

#[function_component(CampaignPanel)]
pub fn campaign_panel(props: &CampaignPanelProps) -> Html {
    let campaign = &props.campaign;
    let seats = campaign.reserves.len();
    let debts: Vec<String> = campaign
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
            <h3 id="campaign-title">{ format!("{} {}", if campaign.reserves.is_empty() { "Game" } else { "Round" }, campaign.round) }</h3>
            <dl class="holdings">
                { for campaign.reserves.iter().enumerate().map(|(i, reserve)| html! {
                    <><dt>{ format!("{} holds off the board", seat(i)) }</dt><dd data-testid={format!("reserve-{i}")}>{ reserve }</dd></>
                }) }
                if !campaign.owed.is_empty() {
                    <dt>{ "Loans" }</dt>
                    <dd data-testid="debts">{ if debts.is_empty() { "none outstanding".to_string() } else { debts.join("; ") } }</dd>
                }
            </dl>
            if !campaign.extras.is_empty() {
                <ul class="standing" data-testid="standing">{ for campaign.extras.iter().map(|line| html! { <li>{ line }</li> }) }</ul>
            }
            if !campaign.history.is_empty() {
                <table class="history" data-testid="history">
                    <caption>{ "Rounds played" }</caption>
                    <thead><tr><th scope="col">{ "Round" }</th><th scope="col">{ "Started" }</th>
                        { for (0..seats).map(|i| html! { <th scope="col">{ format!("{} took", seat(i)) }</th> }) }
                        <th scope="col">{ "Then" }</th></tr></thead>
                    <tbody>
                        { for campaign.history.iter().map(|round| html! {
                            <tr>
                                <th scope="row">{ round.round }</th>
                                <td>{ round.first.to_string() }</td>
                                { for round.taken.iter().map(|t| html! { <td>{ t }</td> }) }
                                <td>{ round.notes.join("; ") }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            }
        </section>
    }
}
