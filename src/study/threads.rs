//! The native run of a study: its games handed out one at a time, in (setting, game) order, to
//! `rayon`'s threads, and their rows handed over in that order as soon as every earlier row is
//! in. Each row is also put into words (its CSV and JSON lines) on the thread that played it, so
//! that the one thread handing rows over only writes bytes.
//!
//! There is no barrier between groups of games: a thread that finishes a game takes the next,
//! however long another thread's game lasts (in one game, a few random matches hold relays of
//! millions of counters and take a hundred thousand times as long as the usual one). Threads
//! run at most [`WINDOW`] games ahead of the first row not yet handed over, which bounds memory.

use super::{game_seed, play, Row, Study, StudyError, Summary};
use std::collections::BTreeMap;
use std::sync::{mpsc, Condvar, Mutex, MutexGuard, PoisonError};

/// Rows played but not yet handed over, at most.
const WINDOW: u64 = 16_384;

/// Games handed to a thread at once, at most.
const RUN: u64 = 32;

/// Runs `study` on `threads` threads (`None`: every core), rendering each row with `render` on
/// the thread that played it and handing row and rendering to `each` in (setting, game) order;
/// returns the summary of every setting.
pub fn run<T: Send>(
    study: &Study,
    threads: Option<usize>,
    render: impl Fn(&Row) -> T + Sync,
    each: impl FnMut(&Row, T) -> std::io::Result<()>,
) -> Result<Summary, StudyError> {
    run_within(study, threads, WINDOW, render, each)
}

/// [`run`], with threads at most `window` games ahead of the rows handed over.
fn run_within<T: Send>(
    study: &Study,
    threads: Option<usize>,
    window: u64,
    render: impl Fn(&Row) -> T + Sync,
    mut each: impl FnMut(&Row, T) -> std::io::Result<()>,
) -> Result<Summary, StudyError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .build()
        .map_err(|e| StudyError::Threads(e.to_string()))?;
    let queue = Queue::new(study.games_in_order(), study.game_count(), pool.current_num_threads(), window);
    let queue = &queue;
    let render = &render;
    let (sender, played) = mpsc::channel::<(u64, Vec<Result<(Row, T), StudyError>>)>();
    std::thread::scope(|scope| {
        let playing = scope.spawn(move || {
            pool.scope(|threads| {
                for _ in 0..pool.current_num_threads() {
                    let sender = sender.clone();
                    threads.spawn(move |_| {
                        let _stop = StopOnPanic(queue);
                        while let Some((number, run)) = queue.take() {
                            let mut rows = Vec::with_capacity(run.len());
                            for (index, setting, game) in run {
                                let seed = game_seed(study.seed, index, game);
                                let row = play(setting, index, game, seed, study.check).map(|row| {
                                    let rendered = render(&row);
                                    (row, rendered)
                                });
                                let broken = row.is_err();
                                rows.push(row);
                                if broken {
                                    break;
                                }
                            }
                            if sender.send((number, rows)).is_err() {
                                return;
                            }
                        }
                    });
                }
                drop(sender);
            })
        });
        let mut summary = Summary::new(&study.settings);
        let mut hand_over = || -> Result<(), StudyError> {
            let mut early = BTreeMap::new();
            let mut next = 0;
            for (number, rows) in played.iter() {
                early.insert(number, rows);
                while let Some(rows) = early.remove(&next) {
                    for row in rows {
                        let (row, rendered) = row?;
                        summary.add(&row);
                        each(&row, rendered).map_err(StudyError::Output)?;
                        next += 1;
                    }
                    queue.handed(next);
                }
            }
            Ok(())
        };
        let handed = hand_over();
        queue.stop();
        let joined = playing.join();
        handed?;
        joined.map_err(|_| StudyError::ThreadStopped)?;
        Ok(summary)
    })
}

/// The games of a study, handed out in short runs of consecutive games with the number of the
/// first, no further than [`WINDOW`] ahead of the rows handed over. A run is a few dozen games
/// while many are left and shortens towards the end, so that the threads finish together; it
/// saves a thread the hand-over of every game alone (waking the thread that writes costs about
/// as much as a short game).
struct Queue<I> {
    state: Mutex<Taking<I>>,
    /// Told when rows are handed over or the study stops.
    moved: Condvar,
}

struct Taking<I> {
    jobs: I,
    /// The number of the next game to hand out, of the games, and of the rows handed over.
    next: u64,
    total: u64,
    handed: u64,
    window: u64,
    /// Threads playing, and those waiting for rows to be handed over.
    threads: u64,
    waiting: u64,
    stopped: bool,
}

impl<I: Iterator> Queue<I> {
    /// The `total` games in `jobs`, for `threads` threads, at most `window` ahead.
    fn new(jobs: I, total: u64, threads: usize, window: u64) -> Queue<I> {
        let threads = threads as u64;
        let taking = Taking { jobs, next: 0, total, handed: 0, window, threads, waiting: 0, stopped: false };
        Queue { state: Mutex::new(taking), moved: Condvar::new() }
    }

    /// The state, also after a thread panicked holding it (it is consistent at every point).
    fn state(&self) -> MutexGuard<'_, Taking<I>> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The next run of games and the number of its first, once it is within the window; `None`
    /// when there are no more or the study stopped.
    fn take(&self) -> Option<(u64, Vec<I::Item>)> {
        let mut state = self.state();
        while !state.stopped && state.next >= state.handed + state.window {
            state.waiting += 1;
            state = self.moved.wait(state).unwrap_or_else(PoisonError::into_inner);
            state.waiting -= 1;
        }
        if state.stopped {
            return None;
        }
        let left = state.total.saturating_sub(state.next);
        let length = (left / (4 * state.threads)).clamp(1, RUN).min(state.handed + state.window - state.next);
        let run: Vec<_> = state.jobs.by_ref().take(length as usize).collect();
        let first = state.next;
        state.next += run.len() as u64;
        (!run.is_empty()).then_some((first, run))
    }

    /// Notes that the first `count` rows have been handed over.
    fn handed(&self, count: u64) {
        let mut state = self.state();
        state.handed = count;
        if state.waiting > 0 {
            self.moved.notify_all();
        }
    }

    /// Hands out no more games.
    fn stop(&self) {
        self.state().stopped = true;
        self.moved.notify_all();
    }
}

/// Stops the study if the thread holding it panics, so that no other thread waits for a row
/// that will not come.
struct StopOnPanic<'a, I: Iterator>(&'a Queue<I>);

impl<I: Iterator> Drop for StopOnPanic<'_, I> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.stop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::{Setting, Shard};

    /// The rows of a study of 150 Leyla games and 150 single-round ones (some long matches,
    /// some short rounds) on `threads` threads, at most `window` games ahead.
    fn rows(threads: usize, window: u64) -> Vec<(usize, u64, u64)> {
        let settings = ["{}", r#"{"rules":{"single_round":true}}"#]
            .iter()
            .enumerate()
            .map(|(index, text)| Setting::parse("leyla", index, text).expect("a setting"))
            .collect();
        let study = Study { settings, games: 150, seed: 5, shard: Shard::WHOLE, check: false };
        let mut rows = Vec::new();
        run_within(
            &study,
            Some(threads),
            window,
            |row| row.outcome.actions,
            |row, actions| {
                rows.push((row.setting, row.game, actions));
                Ok(())
            },
        )
        .expect("the study runs");
        rows
    }

    #[test]
    fn rows_come_in_order_however_far_ahead_the_threads_may_run() {
        let one = rows(1, WINDOW);
        assert_eq!(one.len(), 300);
        assert!(one.windows(2).all(|pair| (pair[0].0, pair[0].1) < (pair[1].0, pair[1].1)), "in (setting, game) order");
        for (threads, window) in [(2, 1), (3, 2), (2, 7), (4, WINDOW)] {
            assert_eq!(rows(threads, window), one, "{threads} threads, {window} ahead");
        }
    }
}
