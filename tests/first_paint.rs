//! The cards of the first paint. `index.html` carries the home screen's header and game cards as
//! the home binary draws them in English (a `<template id="first-cards">`), which the page shows
//! before any WebAssembly has run when the home binary in English is coming
//! (`docs/performance.md`, "The cards before the WebAssembly"). This test renders the same
//! components ([`boardlore::ui::TopHeader`], [`boardlore::ui::Picker`]) with Yew's server-side
//! renderer and checks that `index.html` holds exactly that; when a card changes it fails with
//! the new markup, and `FIRST_PAINT=write cargo test --test first_paint` writes it in.
#![cfg(feature = "web")]

use boardlore::ui::{Picker, TopHeader};
use yew::prelude::*;

const INDEX: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/index.html");
const START: &str = "<template id=\"first-cards\">";
const END: &str = "</template>";

/// The home screen's first paint: the header and, in `main`, the cards (what follows them, the
/// saved games and the record opener, depends on the visitor's storage and comes with the app).
#[function_component(FirstPaint)]
fn first_paint() -> Html {
    html! {
        <>
            <TopHeader />
            <main><Picker /></main>
        </>
    }
}

/// The first paint's markup: the components as the server-side renderer writes them, the
/// language menu disabled (choosing a language waits for the app).
fn rendered() -> String {
    let html = futures::executor::block_on(yew::LocalServerRenderer::<FirstPaint>::new().hydratable(false).render());
    let menu = "<select data-testid=\"lang\"";
    assert_eq!(html.matches(menu).count(), 1, "one language menu: {html}");
    html.replace(menu, "<select data-testid=\"lang\" disabled")
}

/// The markup `index.html` holds, and the file split around it.
fn written(index: &str) -> (&str, &str, &str) {
    let start = index.find(START).expect("index.html has <template id=\"first-cards\">") + START.len();
    let end = start + index[start..].find(END).expect("the template is closed");
    (&index[..start], &index[start..end], &index[end..])
}

#[test]
fn index_html_holds_the_home_screens_cards_as_the_app_draws_them() {
    let html = rendered();
    let index = std::fs::read_to_string(INDEX).expect("index.html");
    let (before, held, after) = written(&index);
    if held != html && std::env::var("FIRST_PAINT").as_deref() == Ok("write") {
        std::fs::write(INDEX, format!("{before}{html}{after}")).expect("index.html written");
        return;
    }
    assert!(
        held == html,
        "index.html's first cards differ from the home screen's: run `FIRST_PAINT=write cargo test --test first_paint`.\nExpected:\n{html}"
    );
}

#[test]
fn the_first_paint_has_every_game_card_with_its_links_and_english_words() {
    let html = rendered();
    for game in boardlore::catalogue::CATALOGUE {
        assert!(html.contains(&format!("href=\"?game={}&amp;new=1", game.id)), "{}: {html}", game.id);
        assert!(html.contains(&format!("href=\"?about={}\"", game.id)), "{}", game.id);
        assert!(html.contains(&format!("data-setup=\"{}\"", game.id)), "{}: its More choices form", game.id);
        assert!(html.contains(game.name), "{}", game.name);
    }
    assert_eq!(html.matches("data-testid=\"play-computer\"").count(), boardlore::catalogue::CATALOGUE.len());
    assert_eq!(
        html.matches("<svg class=\"thumbnail\"").count(),
        boardlore::catalogue::CATALOGUE.len(),
        "each card's picture"
    );
    assert!(html.contains("Play against the computer"), "in English: {html}");
    assert!(!html.contains("<script"), "no script in the cards");
    assert!(html.contains("<select data-testid=\"lang\" disabled"), "the language menu waits for the app");
}
