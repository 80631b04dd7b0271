//! The native run of a study: its games spread over `rayon`'s threads, a chunk at a time, the
//! rows handed over in (setting, game) order. Each row is also put into words (its CSV and JSON
//! lines) on the thread that played it, so that the one thread handing rows over only writes
//! bytes, and it hands one chunk over while the threads play the next.

use super::{game_seed, play, Row, Study, StudyError, Summary};
use rayon::prelude::*;

/// Games played between two hand-overs of rows (bounds memory in long studies).
const CHUNK: usize = 1024;

/// Runs `study` on `threads` threads (`None`: every core), rendering each row with `render` on
/// the thread that played it and handing row and rendering to `each` in (setting, game) order;
/// returns the summary of every setting.
pub fn run<T: Send>(
    study: &Study,
    threads: Option<usize>,
    render: impl Fn(&Row) -> T + Sync,
    mut each: impl FnMut(&Row, T) -> std::io::Result<()>,
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
    let render = &render;
    // While this thread hands one chunk's rows over, the pool plays the next.
    std::thread::scope(|scope| {
        let start = |chunk: Vec<_>| {
            let pool = &pool;
            (!chunk.is_empty()).then(|| {
                scope.spawn(move || -> Vec<Result<(Row, T), StudyError>> {
                    pool.install(|| {
                        chunk
                            .into_par_iter()
                            .map(|(index, setting, game)| {
                                let row = play(setting, index, game, game_seed(study.seed, index, game), study.check)?;
                                let rendered = render(&row);
                                Ok((row, rendered))
                            })
                            .collect()
                    })
                })
            })
        };
        let mut playing = start(jobs.by_ref().take(CHUNK).collect());
        while let Some(chunk) = playing {
            let rows = chunk.join().map_err(|_| StudyError::ThreadStopped)?;
            playing = start(jobs.by_ref().take(CHUNK).collect());
            for row in rows {
                let (row, rendered) = row?;
                summary.add(&row);
                each(&row, rendered).map_err(StudyError::Output)?;
            }
        }
        Ok(summary)
    })
}
