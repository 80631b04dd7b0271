//! The researchers' screens on demand. The study page (`?study=1`) and the analysis board with
//! its set-up editor (`?record=`) are only in the research binary (`boardlore-research`, see
//! `src/bin/research.rs`), which holds the whole app: the other binaries show a loading state in
//! the screen's place and load it, and it takes over (see [`super::on_demand`]).
//!
//! Only the research binary names [`draw`]: no other binary links the study page's and the
//! analysis board's code.

use super::on_demand::{Binary, Loading};
use super::review::ReviewScreen;
use super::study::StudyScreen;
use crate::engine::GameInfo;
use crate::record::link::GameLink;
use std::cell::Cell;
use yew::prelude::*;

/// A research screen, as the address names it.
#[derive(Clone, PartialEq)]
pub enum Research {
    /// Many games of two settings compared (see [`super::study`]).
    Study,
    /// A game from a `record=` link on the analysis board (see [`super::review`]).
    Review {
        info: &'static GameInfo,
        link: Box<GameLink>,
        /// The position shown first: after this many actions.
        at: usize,
        notices: Vec<String>,
        embedded: bool,
        persist: bool,
        /// Start the computer's review at once (`coach=1`).
        coach: bool,
    },
}

/// How a research screen is drawn.
type Draw = fn(&Research) -> Html;

thread_local! {
    /// How this binary draws a research screen: set by the research binary ([`draws`]); the
    /// others have none and load the research binary instead.
    static DRAW: Cell<Option<Draw>> = const { Cell::new(None) };
}

/// Makes this binary draw research screens itself (the research binary's start).
pub fn draws() {
    DRAW.with(|d| d.set(Some(draw)));
}

/// A research screen: drawn here in the research binary, otherwise a loading state while the
/// research binary is loaded.
pub fn screen(research: &Research) -> Html {
    match DRAW.with(Cell::get) {
        Some(draw) => draw(research),
        None => html! { <Loading binary={Binary::Research} /> },
    }
}

/// Draws a research screen (the research binary's [`DRAW`]).
fn draw(research: &Research) -> Html {
    match research {
        Research::Study => html! { <StudyScreen /> },
        Research::Review { info, link, at, notices, embedded, persist, coach } => html! {
            <ReviewScreen info={*info} link={(**link).clone()} at={*at} notices={notices.clone()} embedded={*embedded}
                persist={*persist} coach={*coach} />
        },
    }
}
