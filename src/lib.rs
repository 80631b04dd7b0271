//! boardlore: four documented traditional board games, played exactly as recorded.
//!
//! The crate is layered so that the rules never depend on the browser:
//!
//! * [`engine`]: the game-independent core (the [`engine::Game`] trait, seats, board topology,
//!   sowing machinery, the seeded random number generator and the event stream).
//! * [`games`]: one module per ruleset family ([`games::leyla`], [`games::ceelko`],
//!   [`games::dongjintian`], [`games::piprjall`]), plus the catalogue that names them for the
//!   command line, records and the app.
//! * [`ai`]: the computer player, Monte Carlo tree search over the same game API.
//! * [`record`]: the game record format (JSON, version 2; version 1 still reads) and replay.
//! * [`rules_notes`]: the project's rules notes, read for the app's pages about each game.
//! * [`store`] and [`campaigns`]: saved games in any key-value store (localStorage in the app),
//!   side by side, migrated across storage schemas, never lost.
//! * [`embed`]: the URL of a game setup and the `postMessage` interface of a framed game.
//! * `ui` (feature `web`, on by default): the Yew app that renders every topology as SVG.
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
pub mod campaigns;
pub mod embed;
pub mod engine;
pub mod games;
pub mod record;
pub mod rules_notes;
pub mod store;

#[cfg(feature = "web")]
pub mod ui;
