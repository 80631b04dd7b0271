//! The native run of a study: its games spread over `rayon`'s threads, a chunk at a time, the
//! rows handed over in (setting, game) order.

use super::{game_seed, play, Row, Study, StudyError, Summary};
use rayon::prelude::*;

/// Games played between two hand-overs of rows (bounds memory in long studies).
const CHUNK: usize = 1024;

/// Runs `study` on `threads` threads (`None`: every core), handing each row to `each` in
/// (setting, game) order, and returns the summary of every setting.
pub fn run(
    study: &Study,
    threads: Option<usize>,
    mut each: impl FnMut(&Row) -> std::io::Result<()>,
) -> Result<Summary, StudyError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .build()
        .map_err(|e| StudyError::Threads(e.to_string()))?;
    let mut summary = Summary::new(&study.settings);
    let mut jobs = study
        .settings
        .iter()
        .enumerate()
        .flat_map(|(index, setting)| (0..study.games).map(move |game| (index, setting, game)))
        .filter(|&(_, _, game)| study.shard.holds(game));
    loop {
        let chunk: Vec<_> = jobs.by_ref().take(CHUNK).collect();
        if chunk.is_empty() {
            return Ok(summary);
        }
        let rows: Vec<Result<Row, StudyError>> = pool.install(|| {
            chunk
                .into_par_iter()
                .map(|(index, setting, game)| {
                    play(setting, index, game, game_seed(study.seed, index, game), study.check)
                })
                .collect()
        });
        for row in rows {
            let row = row?;
            summary.add(&row);
            each(&row).map_err(StudyError::Output)?;
        }
    }
}
