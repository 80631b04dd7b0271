//! boardlore: four documented traditional board games, played exactly as recorded.
//!
//! The crate is layered so that the rules never depend on the browser. Each layer uses only the
//! layers above it in this list, and the web crates only in `ui` (the `layers` test in
//! `tests/layers.rs` reads this list and checks every module's imports; a game's tests may also
//! read its words through `i18n`):
//!
//! 1. [`engine`]: the game-independent core: the [`engine::Game`] trait, seats, board topology,
//!    the seeded random number generator, events, and [`engine::GameInfo`], what a game says
//!    about itself. It names no game and uses nothing else in the crate.
//! 2. [`games`]: one module per ruleset family ([`games::leyla`], [`games::ceelko`],
//!    [`games::dongjintian`], [`games::piprjall`]), each with its rules, sources and `INFO`.
//! 3. [`ai`]: the computer player, Monte Carlo tree search over the `Game` trait (engine only).
//! 4. [`any_game`] (any game behind one type, text actions at the edges), [`view`] (a position
//!    as typed values: [`view::BoardView`], [`view::LegalAction`]), [`catalogue`] (every game's
//!    `INFO`, and starting one by id).
//! 5. [`record`] (the game record format and replay), [`lessons`] (lessons checked against the
//!    rules), [`player`] (who plays a seat),
//!    [`store`] and [`saves`] (saved games in any key-value store, migrated, never lost),
//!    [`i18n`] (the visitor's language: Fluent messages from `locales/`, typed arguments),
//!    [`rules_notes`] (the rules notes for the about pages), [`embed`] (setups as URLs, the
//!    animation speed and the `postMessage` interface), [`think`] (the typed messages between
//!    the page and the computer player's worker), [`study`] (many seeded games on every core, their rows and summary, and
//!    the invariants checked after every action; natively on threads, in the browser on the
//!    study page's workers), [`coach`] (a game reviewed: each decision classed by the search,
//!    the mistakes said in words from the events of both lines; the levels' ladder).
//! 6. [`session`]: one game being played: moves, refusals, the animation queue, take-back,
//!    looking back, the computer's turn, what the live region says; [`review`]: a whole game on
//!    the analysis board, stepped through. Plain Rust, tested natively.
//! 7. `ui` (feature `web`, on by default): the Yew app; it names no game. The binaries sit on top.
//!
//! `cargo test --no-default-features` builds and tests everything but the `ui` module.
//!
//! ```
//! use boardlore::engine::{Game, ToAct};
//! use boardlore::games::leyla::{LeylaMatch, LeylaRules};
//!
//! let mut game = LeylaMatch::new(LeylaRules::default());
//! let first = game.parse_action("a3").unwrap();
//! game.apply(first).unwrap();
//! assert!(matches!(game.to_act(), ToAct::Seat(_) | ToAct::Over));
//! ```

pub mod ai;
pub mod any_game;
pub mod catalogue;
pub mod coach;
pub mod embed;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod lessons;
pub mod player;
pub mod record;
pub mod review;
pub mod rules_notes;
pub mod saves;
pub mod session;
pub mod store;
pub mod study;
pub mod think;
pub mod view;

#[cfg(feature = "web")]
pub mod ui;
