//! The Python module `boardlore._boardlore` (re-exported by the package `boardlore`): any of
//! the four games started from its id and rule options, its legal actions in the notation
//! records use, actions applied (checked or not), chance outcomes with their probabilities,
//! the returns, the observation as numbers, records in and out, and studies; the same engine
//! and the same words as the app and the command line.

mod actions;
mod observation;
mod study;

use boardlore_core::ai::Level;
use boardlore_core::any_game::AnyGame;
use boardlore_core::catalogue::{self, Engine, CATALOGUE};
use boardlore_core::engine::{GameInfo, Rng, ToAct};
use boardlore_core::i18n::in_english;
use boardlore_core::record::{Record, VERSION};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};
use serde_json::Value;

/// The player id OpenSpiel gives chance.
const CHANCE: i64 = -1;
/// The player id OpenSpiel gives a finished game.
const TERMINAL: i64 = -4;

fn value_error(error: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(error.to_string())
}

/// Rule options given as a dict, JSON text or None, as JSON.
fn rules_value(py: Python<'_>, rules: Option<&Bound<'_, PyAny>>) -> PyResult<Value> {
    let text: String = match rules {
        None => return Ok(Value::Object(Default::default())),
        Some(given) if given.is_none() => return Ok(Value::Object(Default::default())),
        Some(given) => match given.extract::<String>() {
            Ok(text) => text,
            Err(_) => py.import("json")?.call_method1("dumps", (given,))?.extract()?,
        },
    };
    let value: Value = serde_json::from_str(&text).map_err(|e| value_error(format!("rules are not JSON: {e}")))?;
    Ok(if value.is_null() { Value::Object(Default::default()) } else { value })
}

/// JSON as Python values (dicts, lists, numbers, strings, None).
fn to_python(py: Python<'_>, value: &Value) -> PyResult<PyObject> {
    Ok(py.import("json")?.call_method1("loads", (value.to_string(),))?.unbind())
}

fn engine_of(name: &str) -> PyResult<Engine> {
    match name {
        "fast" => Ok(Engine::Fast),
        "reference" => Ok(Engine::Reference),
        other => Err(value_error(format!("engine must be 'fast' or 'reference', not '{other}'"))),
    }
}

fn info_of(id: &str) -> PyResult<&'static GameInfo> {
    catalogue::info(id).ok_or_else(|| value_error(catalogue::StartError::UnknownGame(id.to_string())))
}

/// A game in progress, and its record so far.
#[pyclass(module = "boardlore", name = "Game")]
#[derive(Clone)]
struct Game {
    game: AnyGame,
    engine: Engine,
    /// The game, its rules and seed, and every action played: what `record()` writes.
    record: Record,
    /// Draws chance outcomes and random actions: seeded with the record's seed, as
    /// `boardlore random` plays.
    rng: Rng,
    /// The game's large stones (Ceelkoqyuqkoqiji's two), for the observation.
    large: usize,
}

impl Game {
    fn start(record: Record, engine: Engine) -> PyResult<Game> {
        let started = catalogue::start(&record.game, &record.rules, engine).map_err(value_error)?;
        let game = record.replay_from(started, |_, _| ()).map_err(value_error)?;
        let rng = Rng::new(if record.actions.is_empty() { record.seed.unwrap_or(0) } else { record.next_seed() });
        let large = info_of(&record.game)?.large_stones.len();
        Ok(Game { game, engine, record, rng, large })
    }

    fn played(&mut self, action: String) {
        self.record.actions.push(action);
        // The between-round state a record was read with describes the position it ended at.
        self.record.state = None;
    }

    fn check_seat(&self, seat: usize) -> PyResult<()> {
        if seat < self.game.seat_count() {
            Ok(())
        } else {
            Err(value_error(format!("seat {seat} is not one of the game's {} seats", self.game.seat_count())))
        }
    }
}

#[pymethods]
impl Game {
    /// The game's id (`leyla`, `ceelkoqyuqkoqiji`, `dongjintian`, `piprjall`).
    #[getter]
    fn id(&self) -> &str {
        &self.record.game
    }

    /// The rule options the game was started with (a dict).
    #[getter]
    fn rules(&self, py: Python<'_>) -> PyResult<PyObject> {
        to_python(py, &self.record.rules)
    }

    /// The seed of the game's random generator, if it was given one.
    #[getter]
    fn seed(&self) -> Option<u64> {
        self.record.seed
    }

    /// The engine playing it: `fast` or `reference`.
    #[getter]
    fn engine(&self) -> &'static str {
        match self.engine {
            Engine::Fast => "fast",
            Engine::Reference => "reference",
        }
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

    /// Chance's outcomes and their probabilities, when chance acts (none otherwise).
    fn chance_outcomes(&self) -> Vec<(String, f64)> {
        self.game.chance_outcomes()
    }

    /// Plays `action` (a seat's action as `legal_actions` writes it, or a chance outcome); a
    /// refused action raises ValueError with the engine's reason and leaves the game as it was.
    fn apply(&mut self, action: &str) -> PyResult<()> {
        self.game.apply_text(action, &mut Vec::new()).map_err(value_error)?;
        self.played(action.to_string());
        Ok(())
    }

    /// Plays `action` as search and random play do, without the rules' check: for an action
    /// just taken from `legal_actions` or `chance_outcomes`. Only its spelling is checked
    /// (ValueError); an illegal action is the caller's bug and may raise a PanicException or
    /// leave a position the rules never reach.
    fn apply_unchecked(&mut self, action: &str) -> PyResult<()> {
        self.game.apply_text_unchecked(action).map_err(value_error)?;
        self.played(action.to_string());
        Ok(())
    }

    /// Draws chance's outcome and plays it: from `seed` if given, else from the game's own
    /// generator; returns it (None unless chance acts).
    #[pyo3(signature = (seed=None))]
    fn apply_chance(&mut self, seed: Option<u64>) -> PyResult<Option<String>> {
        let drawn = match seed {
            Some(seed) => self.game.sample_chance(&mut Rng::new(seed)),
            None => self.game.sample_chance(&mut self.rng),
        };
        if let Some(action) = &drawn {
            self.apply(action)?;
        }
        Ok(drawn)
    }

    /// Plays a uniformly random legal action (or a chance outcome by its probability) drawn from
    /// the game's generator, and returns it; None when the game is over. A game started with
    /// `seed` and played to the end so has the record `boardlore random --seed` writes.
    fn play_random(&mut self) -> Option<String> {
        let action = self.game.play_random(&mut self.rng)?;
        self.played(action.clone());
        Some(action)
    }

    /// The action boardlore's computer player chooses at `level` (`random`, `easy`, `medium`,
    /// `hard`) from `seed`, without playing it; None unless a seat acts.
    #[pyo3(signature = (level="hard", seed=0))]
    fn decide(&self, level: &str, seed: u64) -> PyResult<Option<String>> {
        let level =
            Level::parse(level).ok_or_else(|| value_error(format!("'{level}' is not random, easy, medium or hard")))?;
        Ok(self.game.decide(level, seed))
    }

    /// Each seat's return from `playouts` games played on from here by random actions (the
    /// engine's own playouts, seeded with `seed`), averaged: a quick estimate for searches.
    #[pyo3(signature = (playouts=1, seed=0))]
    fn rollout_returns(&self, py: Python<'_>, playouts: usize, seed: u64) -> Vec<f64> {
        let start = &self.game;
        py.allow_threads(|| {
            let mut rng = Rng::new(seed);
            let mut total = vec![0.0; start.seat_count()];
            for _ in 0..playouts {
                let mut game = start.clone();
                game.playout(&mut rng);
                for (sum, r) in total.iter_mut().zip(game.returns()) {
                    *sum += r;
                }
            }
            total.iter().map(|t| t / playouts.max(1) as f64).collect()
        })
    }

    /// Each seat's return: the game's result from each seat's view (all zero until the end).
    fn returns(&self) -> Vec<f64> {
        self.game.returns()
    }

    /// What each seat has won so far (counters, points), as the app shows it.
    fn scores(&self) -> Vec<u32> {
        self.game.view().scores
    }

    /// Whose turn it is or how the game ended, in a sentence.
    fn status(&self) -> String {
        in_english(&self.game.view().status_phrase)
    }

    /// The actions played so far.
    fn history(&self) -> Vec<String> {
        self.record.actions.clone()
    }

    /// The ids of the board's sites, in the order of the observation's sites.
    fn site_ids(&self) -> Vec<String> {
        self.game.topology().sites.iter().map(|s| s.id.clone()).collect()
    }

    /// What each site holds: `(site id, count, owner seat or None, state)`.
    fn sites(&self) -> Vec<(String, u16, Option<usize>, &'static str)> {
        let topology = self.game.topology();
        topology
            .sites
            .iter()
            .zip(self.game.view().sites)
            .map(|(spec, site)| (spec.id.clone(), site.count, site.owner.map(|s| s.index()), site.state.name()))
            .collect()
    }

    /// The shapes of the observation's two parts: `{"board": (planes, sites), "game": (n,)}`.
    fn observation_shape(&self, py: Python<'_>) -> PyResult<PyObject> {
        let ((planes, sites), extra) =
            observation::shape(self.game.seat_count(), self.game.topology().sites.len(), self.large);
        let shapes = PyDict::new(py);
        shapes.set_item("board", (planes, sites))?;
        shapes.set_item("game", (extra,))?;
        Ok(shapes.into_any().unbind())
    }

    /// The position seen from `seat` as one flat float32 numpy array: the board planes, row
    /// after row, then the game vector (see `observation_shape` and the README).
    fn observation_tensor(&self, py: Python<'_>, seat: usize) -> PyResult<PyObject> {
        self.check_seat(seat)?;
        let values = observation::tensor(&self.game, self.large, seat);
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        let numpy = py.import("numpy")?;
        let array = numpy.call_method1("frombuffer", (PyBytes::new(py, &bytes), "<f4"))?;
        Ok(array.call_method0("copy")?.unbind())
    }

    /// The observation from `seat` as named numpy arrays: `board` (planes, sites) and `game`.
    fn observation(&self, py: Python<'_>, seat: usize) -> PyResult<PyObject> {
        let flat = self.observation_tensor(py, seat)?;
        let ((planes, sites), _) =
            observation::shape(self.game.seat_count(), self.game.topology().sites.len(), self.large);
        let flat = flat.bind(py);
        let parts = PyDict::new(py);
        let board = flat.get_item(pyo3::types::PySlice::new(py, 0, (planes * sites) as isize, 1))?;
        parts.set_item("board", board.call_method1("reshape", ((planes, sites),))?)?;
        parts.set_item(
            "game",
            flat.get_item(pyo3::types::PySlice::new(py, (planes * sites) as isize, isize::MAX, 1))?,
        )?;
        Ok(parts.into_any().unbind())
    }

    /// Every action the seats can ever play, in a fixed order: integer action ids (OpenSpiel's).
    fn action_names(&self) -> Vec<String> {
        // Counted on the game's opening, which holds every counter (a set-up position may not).
        let opening = catalogue::new_game(&self.record.game, &self.record.rules);
        actions::seat_actions(&self.record.game, opening.as_ref().unwrap_or(&self.game))
    }

    /// Every chance outcome there can be, in a fixed order (empty for games without chance).
    fn chance_names(&self) -> Vec<String> {
        actions::chance_actions(&self.record.game)
    }

    /// The game record (JSON text, as `boardlore random` writes it and `replay` reads it).
    fn record(&self) -> String {
        let mut record = self.record.clone();
        record.version = VERSION;
        record.to_json()
    }

    /// A copy to explore from.
    fn clone(&self) -> Game {
        Clone::clone(self)
    }

    fn __copy__(&self) -> Game {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Game {
        Clone::clone(self)
    }

    /// Pickled as its record, its engine and its generator's state.
    fn __reduce__(&self, py: Python<'_>) -> PyResult<(PyObject, (String, &'static str, String))> {
        let restore = py.import("boardlore._boardlore")?.getattr("_restore")?.unbind();
        let rng = serde_json::to_string(&self.rng).map_err(value_error)?;
        Ok((restore, (self.record.to_json(), self.engine(), rng)))
    }

    /// The position in text: the status, then each site's id and count (`*` and the seat of an
    /// owner), the scores and the actions played.
    fn __str__(&self) -> String {
        let view = self.game.view();
        let sites: Vec<String> = self
            .game
            .topology()
            .sites
            .iter()
            .zip(&view.sites)
            .map(|(spec, site)| match site.owner {
                Some(owner) => format!("{}:{}*{}", spec.id, site.count, owner.index()),
                None => format!("{}:{}", spec.id, site.count),
            })
            .collect();
        let scores: Vec<String> = view.scores.iter().map(u32::to_string).collect();
        format!("{}\n{}\nscores {}", in_english(&view.status_phrase), sites.join(" "), scores.join(" "))
    }

    fn __repr__(&self) -> String {
        format!(
            "<boardlore.Game {} after {} actions: {}>",
            self.record.game,
            self.record.actions.len(),
            in_english(&self.game.view().status_phrase)
        )
    }
}

/// A new game of `game` (an id from `games()`) with `rules` (a dict, JSON text or None for the
/// defaults), its generator seeded with `seed`, played by `engine` (`fast`, or `reference`
/// where the game has one).
#[pyfunction]
#[pyo3(signature = (game, rules=None, seed=None, engine="fast"))]
fn new_game(
    py: Python<'_>,
    game: &str,
    rules: Option<&Bound<'_, PyAny>>,
    seed: Option<u64>,
    engine: &str,
) -> PyResult<Game> {
    let rules = rules_value(py, rules)?;
    Game::start(Record::new(game, rules, seed), engine_of(engine)?)
}

/// A game played to the end by random actions from `seed`: the game `boardlore random --game
/// GAME --rules RULES --seed SEED` records.
#[pyfunction]
#[pyo3(signature = (game, rules=None, seed=0, engine="fast"))]
fn random_game(
    py: Python<'_>,
    game: &str,
    rules: Option<&Bound<'_, PyAny>>,
    seed: u64,
    engine: &str,
) -> PyResult<Game> {
    let mut played = new_game(py, game, rules, Some(seed), engine)?;
    while played.play_random().is_some() {}
    Ok(played)
}

/// The game a record (JSON text, as `boardlore random` writes it) ends at, every action checked;
/// a refused record raises ValueError with the reason and the number of the action.
#[pyfunction]
#[pyo3(signature = (record, engine="fast"))]
fn replay(record: &str, engine: &str) -> PyResult<Game> {
    Game::start(Record::parse(record).map_err(value_error)?, engine_of(engine)?)
}

/// Unpickles a game (see `Game.__reduce__`).
#[pyfunction]
fn _restore(record: &str, engine: &str, rng: &str) -> PyResult<Game> {
    let mut game = replay(record, engine)?;
    game.rng = serde_json::from_str(rng).map_err(value_error)?;
    Ok(game)
}

/// The ids of the games, in the app's order.
#[pyfunction]
fn games() -> Vec<&'static str> {
    CATALOGUE.iter().map(|g| g.id).collect()
}

/// What the catalogue says of game `id`: its names, origin, players, seats, large stones, and
/// rule options (each with its default, meaning and every value it takes, as Python values).
#[pyfunction]
fn game_info(py: Python<'_>, id: &str) -> PyResult<PyObject> {
    let info = info_of(id)?;
    let json = |text: &str| -> PyResult<PyObject> { to_python(py, &serde_json::from_str(text).map_err(value_error)?) };
    let options = PyList::empty(py);
    for option in info.options {
        let entry = PyDict::new(py);
        entry.set_item("name", option.name)?;
        entry.set_item("default", json(option.default)?)?;
        entry.set_item("meaning", option.meaning)?;
        entry.set_item("choices", option.choices.iter().map(|c| json(c)).collect::<PyResult<Vec<_>>>()?)?;
        options.append(entry)?;
    }
    let out = PyDict::new(py);
    out.set_item("id", info.id)?;
    out.set_item("name", info.name)?;
    out.set_item("short_name", info.short_name)?;
    out.set_item("origin", info.origin)?;
    out.set_item("summary", info.summary)?;
    out.set_item("players", info.players)?;
    out.set_item("max_seats", info.max_seats)?;
    out.set_item("large_stones", info.large_stones.iter().map(|s| s.name).collect::<Vec<_>>())?;
    out.set_item("options", options)?;
    Ok(out.into_any().unbind())
}

#[pymodule]
fn _boardlore(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<Game>()?;
    module.add_function(wrap_pyfunction!(new_game, module)?)?;
    module.add_function(wrap_pyfunction!(random_game, module)?)?;
    module.add_function(wrap_pyfunction!(replay, module)?)?;
    module.add_function(wrap_pyfunction!(_restore, module)?)?;
    module.add_function(wrap_pyfunction!(games, module)?)?;
    module.add_function(wrap_pyfunction!(game_info, module)?)?;
    module.add_function(wrap_pyfunction!(study::study_rows, module)?)?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
