//! The end of a game: who won and by how much, how long it lasted, what happened in it (captures,
//! relays, loans, holes sold), and what to do next: play again, switch sides, download the record.

use crate::embed::Setup;
use crate::engine::why::count;
use crate::engine::Seat;
use crate::session::Session;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SummaryProps {
    pub session: UseReducerHandle<Session>,
    pub setup: Setup,
    /// What a score counts, one and many.
    pub score: [&'static str; 2],
    /// Extra URL parameters a new game keeps (a frame's).
    pub keep: Vec<String>,
    pub on_download: Callback<()>,
    /// Whether the record may be downloaded (not at a kiosk).
    pub downloads: bool,
}

/// The setup with South's and North's players exchanged.
fn switched(setup: &Setup) -> Setup {
    let mut seats = setup.seats.clone();
    seats.resize(seats.len().max(2), Default::default());
    seats.swap(0, 1);
    Setup { seats, ..setup.clone() }
}

#[function_component(Summary)]
pub fn summary(props: &SummaryProps) -> Html {
    let session = &props.session;
    let view = session.view();
    let stats = session.stats();
    let seat = |i: usize| Seat::new(i as u8);
    let scores: Vec<String> =
        view.scores.iter().enumerate().map(|(i, &s)| format!("{} {}", seat(i), count(s, props.score))).collect();
    let mut lines = vec![count(stats.moves, ["move played", "moves played"])];
    if let Some(rounds) = view.standing.as_ref().map(|s| s.history.len()).filter(|&n| n > 0) {
        lines.push(count(rounds as u64, ["round", "rounds"]));
    }
    let captures: Vec<String> = stats
        .events
        .captures
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(i, &n)| format!("{} {}", seat(i), count(n, ["capture", "captures"])))
        .collect();
    if !captures.is_empty() {
        lines.push(captures.join(", "));
    }
    for (n, words) in [
        (stats.events.relays, ["relay", "relays"]),
        (stats.events.loans, ["loan between rounds", "loans between rounds"]),
        (stats.events.holes_sold, ["hole sold", "holes sold"]),
    ] {
        if n > 0 {
            lines.push(count(n, words));
        }
    }
    let download = props.on_download.reform(|_: MouseEvent| ());
    html! {
        <section class="summary" data-testid="summary" aria-labelledby="summary-title">
            <h3 id="summary-title">{ "The game is over" }</h3>
            <p class="result">{ &view.status }</p>
            <p>{ format!("Scores: {}.", scores.join("; ")) }</p>
            <ul>{ for lines.iter().map(|line| html! { <li>{ line }</li> }) }</ul>
            <p class="controls">
                <a class="button primary" href={props.setup.query(&props.keep)} data-testid="play-again">{ "Play again" }</a>
                <a class="button" href={switched(&props.setup).query(&props.keep)} data-testid="switch-sides">{ "Switch sides" }</a>
                if props.downloads {
                    <button onclick={download} data-testid="summary-download">{ "Download the record" }</button>
                }
            </p>
        </section>
    }
}
