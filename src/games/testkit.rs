//! The helpers every game's scenario and explanation tests share (test builds only): actions
//! played from their notation, the legal actions as notation, the reason an action is refused,
//! and what a move is said to have done, in English, and positions drawn as diagrams (one
//! format for every game, `engine::setup::diagram`, set up through the game's `Arrange`). Any
//! game through [`Game`].

#![cfg(test)]

use crate::engine::{Arrange, Event, Game, Phrase, Seat};

/// One action or several, in notation: `"a3"`, `&["roll:6-5", "a1-a7"]`, a list made by a test.
pub(crate) trait Actions {
    fn texts(&self) -> Vec<&str>;
}

impl Actions for str {
    fn texts(&self) -> Vec<&str> {
        vec![self]
    }
}

impl Actions for &str {
    fn texts(&self) -> Vec<&str> {
        vec![*self]
    }
}

impl Actions for [&str] {
    fn texts(&self) -> Vec<&str> {
        self.to_vec()
    }
}

impl Actions for Vec<&str> {
    fn texts(&self) -> Vec<&str> {
        self.clone()
    }
}

impl<const N: usize> Actions for [&str; N] {
    fn texts(&self) -> Vec<&str> {
        self.to_vec()
    }
}

/// Plays `actions` in turn (each must be legal), and returns the events of all of them.
pub(crate) fn play<G: Game, A: Actions + ?Sized>(game: &mut G, actions: &A) -> Vec<Event> {
    let mut events = Vec::new();
    for action in actions.texts() {
        let parsed = game.parse_action(action).unwrap_or_else(|e| panic!("{action}: {e}"));
        game.apply_with(parsed, &mut events).unwrap_or_else(|e| panic!("{action} should be legal: {e}"));
    }
    events
}

/// The legal actions, in notation, in the game's order.
pub(crate) fn legal<G: Game>(game: &G) -> Vec<String> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    actions.into_iter().map(|a| game.action_text(a)).collect()
}

/// Why `action` is refused, in English (it must be refused).
pub(crate) fn refused<G: Game>(game: &G, action: &str) -> String {
    let parsed = game.parse_action(action).unwrap_or_else(|e| panic!("{action}: {e}"));
    game.clone().apply(parsed).expect_err("a refusal").to_string()
}

/// The sentences in English.
pub(crate) fn english(said: Vec<Phrase>) -> Vec<String> {
    crate::i18n::english(&said).unwrap_or_else(|e| panic!("{e}"))
}

/// The sentences for the last of `actions`, played from `game`.
pub(crate) fn why<G: Game>(mut game: G, actions: &[&str]) -> Vec<String> {
    let mut events = Vec::new();
    for action in actions {
        events = play(&mut game, *action);
    }
    english(game.explain(&events))
}

/// `game`'s rules set up from `diagram` (a picture of the board in the game's
/// [`Drawing`](crate::engine::setup::Drawing), part of a position allowed), with `held` held off
/// the board by each seat and `to_move` to move.
pub(crate) fn drawn<G: Arrange>(game: &G, diagram: &str, held: &[u16], to_move: Seat) -> G {
    let arrangement = game.drawing().read(diagram, held, to_move).unwrap_or_else(|e| panic!("{diagram}: {e}"));
    game.set_up_part(&arrangement).unwrap_or_else(|e| panic!("{diagram}: {e}"))
}
