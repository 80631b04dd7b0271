//! Studies from Python: `boardlore study`'s games (seeded, sharded, on every core) with the
//! rows the command line writes as JSON Lines, one string per game, and its summary.

use crate::value_error;
use boardlore_core::catalogue::Engine;
use boardlore_core::study::{self, output, Setting, Shard, Study};
use pyo3::prelude::*;

/// The rows (JSON text, one per game, the columns of `boardlore study --jsonl`) and the summary
/// of `games` games of each setting of `game` from `seed`: `settings` as `--setting` takes them
/// (`{"rules": {...}, "seats": ["hard", "random"]}`), `shard` as `--shard` (`"i/n"`), every
/// invariant checked after every action with `check`, on `threads` threads (None: every core).
#[pyfunction]
#[pyo3(signature = (game, settings, games, seed=1, shard=None, check=false, threads=None, engine="fast"))]
#[allow(clippy::too_many_arguments)]
pub fn study_rows(
    py: Python<'_>,
    game: &str,
    settings: Vec<String>,
    games: u64,
    seed: u64,
    shard: Option<&str>,
    check: bool,
    threads: Option<usize>,
    engine: &str,
) -> PyResult<(Vec<String>, String)> {
    let engine: Engine = match engine {
        "fast" => Engine::Fast,
        "reference" => Engine::Reference,
        other => return Err(value_error(format!("engine must be 'fast' or 'reference', not '{other}'"))),
    };
    let settings = Setting::parse_all(game, &settings, engine).map_err(value_error)?;
    let shard = shard.map(Shard::parse).transpose().map_err(value_error)?.unwrap_or(Shard::WHOLE);
    let study = Study { settings, games, seed, shard, check };
    py.allow_threads(|| {
        let mut rows = Vec::new();
        let summary = study::run(&study, threads, output::jsonl, |_, line| {
            rows.push(line);
            Ok(())
        })
        .map_err(value_error)?;
        Ok((rows, summary.to_string()))
    })
}
