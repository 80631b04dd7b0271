//! The end of a game: who won and by how much, how long it lasted, what happened in it (captures,
//! relays, loans, holes sold), and what to do next: play again, switch sides, download the record.

use crate::embed::NewGame;
use crate::engine::{GameInfo, Seat};
use crate::i18n::{GameText, Part};
use crate::player::Player;
use crate::session::Session;
use crate::ui::lang::use_i18n;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SummaryProps {
    pub session: UseReducerHandle<Session>,
    pub setup: NewGame,
    /// The game (its `score` message says what a score counts).
    pub info: &'static GameInfo,
    /// Extra URL parameters a new game keeps (a frame's).
    pub keep: Vec<String>,
    pub on_download: Callback<()>,
    /// Whether the record may be downloaded (not at a kiosk).
    pub downloads: bool,
    /// The address of the computer's review of this game, when offered (see [`crate::ui::coach`]).
    #[prop_or_default]
    pub coach: Option<String>,
}

/// The setup with South's and North's players exchanged.
fn switched(setup: &NewGame) -> NewGame {
    let mut seats = setup.seats.clone();
    seats.resize(seats.len().max(2), Default::default());
    seats.swap(0, 1);
    NewGame { seats, ..setup.clone() }
}

#[function_component(Summary)]
pub fn summary(props: &SummaryProps) -> Html {
    let t = use_i18n();
    let session = &props.session;
    let view = session.view();
    let stats = session.stats();
    let seat = |i: usize| Seat::new(i as u8);
    let scores: Vec<String> = view
        .scores
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            t.f(
                "seat-score",
                &[
                    ("seat", seat(i).into()),
                    ("count", s.into()),
                    ("score", t.f(&props.info.text_id(Part::Score), &[("count", s.into())]).into()),
                ],
            )
        })
        .collect();
    let mut lines = vec![t.f("moves-played", &[("count", stats.moves.into())])];
    if let Some(rounds) = view.standing.as_ref().map(|s| s.history.len()).filter(|&n| n > 0) {
        lines.push(t.f("rounds", &[("count", rounds.into())]));
    }
    let captures: Vec<String> = stats
        .events
        .captures
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(i, &n)| t.f("seat-captures", &[("seat", seat(i).into()), ("count", n.into())]))
        .collect();
    if !captures.is_empty() {
        lines.push(captures.join(", "));
    }
    for (n, id) in [
        (stats.events.relays, "relays"),
        (stats.events.loans, "loans-between-rounds"),
        (stats.events.holes_sold, "holes-sold"),
    ] {
        if n > 0 {
            lines.push(t.f(id, &[("count", n.into())]));
        }
    }
    let download = props.on_download.reform(|_: MouseEvent| ());
    // One person against the computer is told, once, whether they won.
    let people: Vec<usize> = (0..view.scores.len()).filter(|&i| session.player(seat(i)) == Player::Person).collect();
    let verdict = match people.as_slice() {
        [you] if view.returns.len() > 1 => view.returns.get(*you).map(|&mine| {
            let best_other =
                view.returns.iter().enumerate().filter(|(i, _)| i != you).map(|(_, &r)| r).fold(f64::MIN, f64::max);
            if mine > best_other {
                "you-won"
            } else if mine < best_other {
                "you-lost"
            } else {
                "you-drew"
            }
        }),
        _ => None,
    };
    html! {
        <section class="summary" data-testid="summary" aria-labelledby="summary-title">
            <h3 id="summary-title" data-verdict={verdict}>{ t.t(verdict.unwrap_or("game-over")) }</h3>
            <p class="result">{ t.messages.phrase(&view.status_phrase) }</p>
            <p>{ t.f("scores-list", &[("scores", scores.join("; ").into())]) }</p>
            <ul>{ for lines.iter().map(|line| html! { <li>{ line }</li> }) }</ul>
            <p class="controls">
                <a class="button primary" href={props.setup.query(&props.keep)} data-testid="play-again">{ t.t("play-again") }</a>
                <a class="button" href={switched(&props.setup).query(&props.keep)} data-testid="switch-sides">{ t.t("switch-sides") }</a>
                if props.downloads {
                    <button onclick={download} data-testid="summary-download">{ t.t("download-record") }</button>
                }
                if let Some(href) = &props.coach {
                    <a class="button" href={href.clone()} data-testid="summary-coach">{ t.t("coach-open") }</a>
                }
            </p>
        </section>
    }
}
