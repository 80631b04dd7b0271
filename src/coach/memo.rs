//! The searches a review has already run, kept so that none is run twice, and the order several
//! workers take decisions in so that this happens. The position after the move played at a
//! decision is the next decision's own position when the next action is a reviewed seat's open
//! choice (both seats reviewed, no dice between): the judging search of the move played there
//! (round 0, from the next decision's seed, see [`super::judge`]) and that decision's own search
//! are then one search, run once and used twice. A memo changes no result, only how often a
//! search runs: [`crate::ai::Search::new`] and [`crate::ai::Search::judging`] search an open
//! choice alike (tested below).

use crate::ai::{Candidate, Estimate};
use crate::any_game::AnyGame;
use crate::record::Record;
use std::cell::RefCell;

/// What one search said of its root: its actions, most played first, and its estimate.
#[derive(Clone, Debug, PartialEq)]
pub struct Searched {
    pub candidates: Vec<Candidate>,
    pub estimate: Estimate,
}

/// Which search: of the position before the record's action `index`, from `seed` (a part's),
/// for `iterations`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Key {
    index: usize,
    seed: u64,
    iterations: u32,
}

/// The most searches a memo keeps: a decision needs its own searches and the next decision's (one a part).
const KEPT: usize = 16;

/// Searches of one record's positions, by action index and seed; the oldest go first.
#[derive(Default)]
pub struct Memo {
    runs: Vec<(Key, Searched)>,
    /// Searches run, and searches answered from the memo.
    pub searched: u32,
    pub reused: u32,
}

impl Memo {
    /// The search of `position` (the position before action `index`) from `seed` for
    /// `iterations`, run now unless already run; `judging` chooses [`AnyGame::judge`] over
    /// [`AnyGame::searcher`] (the same search where a seat chooses openly). `None` when there
    /// is nothing to search.
    pub fn search(
        &mut self,
        position: &AnyGame,
        index: usize,
        seed: u64,
        iterations: u32,
        judging: bool,
    ) -> Option<Searched> {
        let key = Key { index, seed, iterations };
        if let Some((_, searched)) = self.runs.iter().find(|(k, _)| *k == key) {
            self.reused += 1;
            return Some(searched.clone());
        }
        self.searched += 1;
        let mut search = if judging { position.judge(seed) } else { position.searcher(seed) }?;
        search.run(iterations);
        let searched = Searched { candidates: search.candidates(), estimate: search.estimate() };
        if self.runs.len() == KEPT {
            self.runs.remove(0);
        }
        self.runs.push((key, searched.clone()));
        Some(searched)
    }
}

thread_local! {
    /// The memo of the record a worker last judged decisions of (see [`with_memo_of`]).
    static WORKER_MEMO: RefCell<(Option<Record>, Memo)> = RefCell::default();
}

/// Runs `judge` with this thread's memo for `record`, emptied first when the last record judged
/// here was another: a worker answering one decision a request keeps its searches between them.
pub fn with_memo_of<T>(record: &Record, judge: impl FnOnce(&mut Memo) -> T) -> T {
    WORKER_MEMO.with(|cell| {
        let mut kept = cell.borrow_mut();
        if kept.0.as_ref() != Some(record) {
            *kept = (Some(record.clone()), Memo::default());
        }
        judge(&mut kept.1)
    })
}

/// The decision a worker judges next, of `taken.len()` in order (`taken[i]`: given to a worker
/// already), after the one it judged `last`: the one after it when still free (its search is in
/// the worker's memo); else the middle of the longest run still free, or its start when nothing
/// before it was taken (the first worker starts at the first decision, the second halfway, and
/// a worker whose run is done shares the longest left). `None` when every decision is taken.
pub fn next_to_judge(taken: &[bool], last: Option<usize>) -> Option<usize> {
    if let Some(next) = last.map(|l| l + 1).filter(|&n| taken.get(n) == Some(&false)) {
        return Some(next);
    }
    let mut longest: Option<(usize, usize)> = None;
    let mut start = None;
    for (i, &t) in taken.iter().chain([&true]).enumerate() {
        match (t, start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                if longest.is_none_or(|(a, b)| i - s > b - a) {
                    longest = Some((s, i));
                }
                start = None;
            }
            _ => {}
        }
    }
    let (a, b) = longest?;
    Some(if a == 0 { a } else { a + (b - a) / 2 })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::positions;
    use crate::engine::Seat;
    use serde_json::json;

    #[test]
    fn the_choosing_and_the_judging_search_of_an_open_choice_are_one_search() {
        for (game, seed) in [("leyla", 2), ("piprjall", 5), ("dongjintian", 1), ("ceelkoqyuqkoqiji", 3)] {
            let record = crate::record::random_record(game, json!({}), seed).unwrap();
            let seats: Vec<Seat> = (0..4).map(Seat::new).collect();
            let decisions = positions(&record, &seats).unwrap();
            assert!(decisions.len() > 5, "{game}");
            for position in decisions.iter().step_by(3).take(6) {
                let mut memo = Memo::default();
                let choosing = memo.search(&position.before, position.index, 7, 200, false).unwrap();
                let judging = Memo::default().search(&position.before, position.index, 7, 200, true).unwrap();
                assert_eq!(choosing, judging, "{game} at action {}", position.index + 1);
                assert!(choosing.estimate.playouts > 0 && !choosing.candidates.is_empty());
                // Asked again, the memo answers without searching: the same answer.
                assert_eq!(memo.search(&position.before, position.index, 7, 200, true).unwrap(), choosing);
                let other = memo.search(&position.before, position.index, 8, 200, false).unwrap();
                assert_ne!(other.estimate, choosing.estimate, "another seed is another search");
            }
        }
    }

    #[test]
    fn workers_take_runs_of_adjacent_decisions_and_share_the_longest_left() {
        let mut taken = vec![false; 10];
        let mut take = |last| {
            let next = next_to_judge(&taken, last);
            if let Some(i) = next {
                assert!(!taken[i]);
                taken[i] = true;
            }
            next
        };
        assert_eq!(take(None), Some(0));
        assert_eq!(take(None), Some(5), "the second worker starts halfway through the rest");
        assert_eq!(take(Some(0)), Some(1));
        assert_eq!(take(Some(5)), Some(6));
        for last in 1..4 {
            assert_eq!(take(Some(last)), Some(last + 1));
        }
        assert_eq!(take(Some(4)), Some(8), "its run done, a worker shares the longest left: 7..10");
        assert_eq!(take(Some(6)), Some(7));
        assert_eq!(take(Some(8)), Some(9));
        assert_eq!(take(Some(7)), None);
        assert_eq!(next_to_judge(&[], None), None);
        assert_eq!(next_to_judge(&[true, false], None), Some(1));
    }
}
