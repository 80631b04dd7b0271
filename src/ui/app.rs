//! The top of the app: the game picker, and the game chosen with `?game=ID`.

use super::browser::query;
use super::play::PlayScreen;
use crate::games::{self, GameInfo, CATALOGUE};
use yew::prelude::*;

fn picker(unavailable: Option<String>) -> Html {
    let cards = CATALOGUE.iter().map(|game: &GameInfo| {
        let body = html! {
            <>
                <h3>{ game.name }</h3>
                <p>{ game.origin }</p>
                <p class="players">{ format!("{} players", game.players) }</p>
                if !game.playable { <p class="soon">{ "Coming soon" }</p> }
            </>
        };
        if game.playable {
            html! { <li class="card"><a href={format!("?game={}", game.id)} data-game={game.id}>{ body }</a></li> }
        } else {
            html! { <li class="card disabled" aria-disabled="true" data-game={game.id}>{ body }</li> }
        }
    });
    html! {
        <section class="picker" aria-labelledby="picker-title">
            <h2 id="picker-title">{ "Choose a game" }</h2>
            if let Some(message) = unavailable {
                <p class="notice" role="alert" data-testid="notice">{ message }</p>
            }
            <ul class="cards">{ for cards }</ul>
        </section>
    }
}

fn rules(info: &GameInfo) -> Html {
    match info.id {
        "leyla" => html! {
            <details class="rules">
                <summary>{ "How to play Leyla" }</summary>
                <p>{ "Each player owns the row nearest them. On your turn pick up all the counters of one of your holes and sow them one by one clockwise. Where the last counter falls decides what happens:" }</p>
                <ul>
                    <li>{ "An empty hole: your turn ends." }</li>
                    <li>{ "An occupied hole: pick up everything there and sow on." }</li>
                    <li>{ "A hole of your opponent's row that now holds exactly four: you capture it and the hole opposite it. The counters stay; nobody sows from those holes again, and your turn ends." }</li>
                    <li>{ "A hole your opponent captured: you take that counter and one more from the hole, and your turn ends." }</li>
                </ul>
                <p>{ "When the player to move has nothing to sow the round ends: each player takes the counters in the free holes of their row and in the holes they captured. The player with more wins the round." }</p>
                <p class="source">{ "As played by Ba'alul Mohamed of Jigjiga, Ethiopia, recorded by Pankhurst (1971). Choices where the record is silent are listed in the project's rules notes." }</p>
            </details>
        },
        _ => Html::default(),
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let requested = query("game");
    let chosen = requested.as_deref().and_then(games::info);
    let body = match (requested.as_deref(), chosen) {
        (_, Some(info)) if info.playable => {
            html! { <><PlayScreen info={info} />{ rules(info) }</> }
        }
        (_, Some(info)) => picker(Some(format!("{} is not playable yet.", info.name))),
        (Some(id), None) => picker(Some(format!("There is no game called \"{id}\" here."))),
        (None, None) => picker(None),
    };
    html! {
        <>
            <header class="top">
                <h1><a href="./">{ "boardlore" }</a></h1>
                <p class="tagline">{ "Traditional board games, played as they were recorded" }</p>
            </header>
            <main>{ body }</main>
        </>
    }
}
