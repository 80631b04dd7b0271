//! The Python module `boardlore`: any of the four games started from its id and rule options,
//! its legal actions in the notation records use, actions applied, chance drawn from a seed, and
//! the returns at the end; the same engine and the same words as the app and the CLI.

use boardlore_core::any_game::AnyGame;
use boardlore_core::catalogue::{self, Engine, CATALOGUE};
use boardlore_core::engine::{Rng, ToAct};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// The player id OpenSpiel gives chance.
const CHANCE: i64 = -1;
/// The player id OpenSpiel gives a finished game.
const TERMINAL: i64 = -4;

/// A game in progress.
#[pyclass(module = "boardlore", name = "Game")]
#[derive(Clone)]
struct Game {
    id: String,
    game: AnyGame,
}

#[pymethods]
impl Game {
    /// The game's id (`leyla`, `ceelkoqyuqkoqiji`, `dongjintian`, `piprjall`).
    #[getter]
    fn id(&self) -> &str {
        &self.id
    }

    /// The number of seats.
    fn num_players(&self) -> usize {
        self.game.seat_count()
    }

    /// The seat to act (from 0), -1 when chance acts (dice), -4 when the game is over.
    fn current_player(&self) -> i64 {
        match self.game.to_act() {
            ToAct::Seat(seat) => seat.index() as i64,
            ToAct::Chance => CHANCE,
            ToAct::Over => TERMINAL,
        }
    }

    fn is_terminal(&self) -> bool {
        self.game.to_act() == ToAct::Over
    }

    fn is_chance_node(&self) -> bool {
        self.game.to_act() == ToAct::Chance
    }

    /// The legal actions of the seat to act, in the notation records use (none when chance acts
    /// or the game is over).
    fn legal_actions(&self) -> Vec<String> {
        match self.game.to_act() {
            ToAct::Seat(_) => self.game.view().legal.into_iter().map(|a| a.text).collect(),
            _ => Vec::new(),
        }
    }

    /// Plays `action` (as [`Game::legal_actions`] writes it, or a chance outcome); a refused action
    /// raises ValueError and leaves the game as it was.
    fn apply(&mut self, action: &str) -> PyResult<()> {
        self.game.apply_text(action, &mut Vec::new()).map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// Draws chance's outcome from `seed` and plays it; returns it (None unless chance acts).
    fn apply_chance(&mut self, seed: u64) -> PyResult<Option<String>> {
        if self.game.to_act() != ToAct::Chance {
            return Ok(None);
        }
        let drawn = self.game.sample_chance(&mut Rng::new(seed));
        if let Some(action) = &drawn {
            self.apply(action)?;
        }
        Ok(drawn)
    }

    /// Each seat's return: the game's result from each seat's view (all zero until the end).
    fn returns(&self) -> Vec<f64> {
        self.game.returns()
    }

    /// A copy to explore from.
    fn clone(&self) -> Game {
        Clone::clone(self)
    }

    fn __repr__(&self) -> String {
        format!("<boardlore.Game {} {}>", self.id, self.game.view().status)
    }
}

/// A new game of `game` (an id from `games()`), with `rules` a JSON object of rule options (None:
/// the defaults), played by `engine` (`fast`, or `reference` where the game has one).
#[pyfunction]
#[pyo3(signature = (game, rules=None, engine="fast"))]
fn new_game(game: &str, rules: Option<&str>, engine: &str) -> PyResult<Game> {
    let rules = match rules {
        Some(text) => {
            serde_json::from_str(text).map_err(|e| PyValueError::new_err(format!("rules are not JSON: {e}")))?
        }
        None => serde_json::Value::Null,
    };
    let engine = match engine {
        "fast" => Engine::Fast,
        "reference" => Engine::Reference,
        other => return Err(PyValueError::new_err(format!("engine must be 'fast' or 'reference', not '{other}'"))),
    };
    let started = catalogue::start(game, &rules, engine).map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(Game { id: game.to_string(), game: started })
}

/// The ids of the games, in the app's order.
#[pyfunction]
fn games() -> Vec<&'static str> {
    CATALOGUE.iter().map(|g| g.id).collect()
}

#[pymodule]
fn boardlore(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<Game>()?;
    module.add_function(wrap_pyfunction!(new_game, module)?)?;
    module.add_function(wrap_pyfunction!(games, module)?)?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
