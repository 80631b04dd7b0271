//! Reviewing a game: the computer looks again at each decision of the seats chosen, gives it a
//! class ([`Class`]: best, good, inaccuracy, mistake, blunder) from the drop in the mover's
//! expected result between the best move and the move played, and says in words, from the events
//! of both lines, what the move did and what the better one would have done ([`said`]); counts
//! per seat and an accuracy figure sum it up ([`SeatSummary`]). The app's own reading, not a
//! source's: the classes are the search's judgement.
//!
//! How a decision is judged ([`judge`]):
//! 1. a search from the position (the review's [`Effort`], root-parallel parts merged as the hard
//!    level merges them, see [`crate::ai::parallel`]) names its choice, the most played move;
//! 2. the move played is judged against a rival: the search's choice, or, when the move played
//!    is that choice, a runner-up the search played at least half as often ([`CLOSE`]; without
//!    one the move is the best, no more search needed), so that which of two close moves a seed
//!    happens to pick does not decide the class;
//! 3. the positions after the two are judged by searches of the same effort from there
//!    ([`crate::ai::Search::judging`]), both from the same seeds (common random numbers; the
//!    first from the next action's decision seed, so that where the next action is a reviewed
//!    decision the judging of the move played is that decision's own search, see [`memo`]): where
//!    chance acts next (dice) the search samples every throw it could meet, never the throw that
//!    came; each seat's mean return and its variance give the mover's expected result with a
//!    standard error;
//! 4. the drop is the rival's mean less the played's; while its 95% interval (widened by
//!    [`SPREAD`], as two seeds' searches differ more than their playouts' variance says) still
//!    holds a threshold, both are judged again from new seeds ([`MORE`] times at most), pooled;
//!    a drop within its 95% margin is "about equal" (classed best), others by the thresholds of
//!    [`class`].
//!
//! Decisions are positions where a seat chooses among two or more actions openly; a secret
//! choice (a finger throw made in turn on one device) and chance are not reviewed. Each decision
//! is searched from a seed of its own, so the review is the same whether its decisions are
//! judged one at a time (the page's workers) or on threads ([`review`], natively), and with or
//! without the searches a [`Memo`] keeps.

pub mod class;
pub mod ladder;
pub mod memo;
pub mod said;
pub mod tutor;

pub use class::{accuracy, Class, Value};
pub use memo::{next_to_judge, Memo};
pub use said::{phrase_from_json, phrase_to_json};

use crate::ai::parallel::{merge_candidates, part_seed, Effort};
use crate::ai::{Candidate, Estimate};
use crate::any_game::AnyGame;
use crate::engine::{Phrase, Seat, ToAct};
use crate::record::{Record, RecordError};
use serde::{Deserialize, Serialize};

/// The search effort of a review by default: per decision, a search for the best move and, when
/// another was played, one from after each of the two, each in four root-parallel parts of 1 000
/// iterations, merged. Four parts of 1 000 rather than one of 4 000: the same processor time, and
/// steadier classes, as four independent trees' estimates pooled wander less between seeds than
/// one tree's (over three pairs of seeds, 90.5% of decisions given the same class against 87.3%,
/// `tests/coach_stability.rs`; docs/research.md).
pub const EFFORT: Effort = Effort { iterations: 1_000, parts: 4 };

/// A position of a record where a reviewed seat decided.
#[derive(Clone, Debug)]
pub struct Position {
    /// The action's index in the record (from 0).
    pub index: usize,
    /// The game before the action.
    pub before: AnyGame,
    /// The seat that chose.
    pub seat: Seat,
    /// The action played, in text notation.
    pub played: String,
}

/// One reviewed decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// The action's index in the record (from 0).
    pub index: usize,
    pub seat: Seat,
    /// The move played, in text notation.
    pub played: String,
    /// The search's best move (the move played when it is the best).
    pub best: String,
    pub class: Class,
    /// Whether the move played differs from the best but the search cannot separate them.
    pub about_equal: bool,
    /// The mover's expected result after the best move and after the move played (-1..1).
    pub value_best: f64,
    pub value_played: f64,
    /// The drop (`value_best - value_played`) counted against the move: 0 when best or about
    /// equal.
    pub drop: f64,
    /// Half the width of the drop's 95% interval (0 when the move is the best).
    pub margin: f64,
    /// The opponent's best reply found after each move, when another seat chooses next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reply_played: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reply_best: Option<String>,
    /// For a move below good, what each move did, in sentences (phrases as JSON, see
    /// [`phrase_to_json`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub said: Vec<serde_json::Value>,
}

impl Decision {
    /// The sentences of [`Decision::said`] as phrases, to show in the visitor's language.
    pub fn sentences(&self) -> Vec<Phrase> {
        self.said.iter().filter_map(phrase_from_json).collect()
    }
}

/// One seat's decisions summed up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatSummary {
    pub seat: Seat,
    /// Decisions of each class, in [`Class::ALL`] order.
    pub counts: [u32; 5],
    /// The mean of the decisions' accuracies (see [`accuracy`]), in percent; 100 with none.
    pub accuracy: f64,
}

impl SeatSummary {
    /// The summary as a sentence (`coach-summary`).
    pub fn phrase(&self) -> Phrase {
        let [best, good, inaccuracy, mistake, blunder] = self.counts;
        Phrase::new("coach-summary")
            .with("seat", self.seat)
            .with("best", best)
            .with("good", good)
            .with("inaccuracy", inaccuracy)
            .with("mistake", mistake)
            .with("blunder", blunder)
            .with("accuracy", self.accuracy.round() as i64)
    }
}

/// A whole review: its JSON is what `boardlore review --json` prints and the page shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub game: String,
    /// The seats reviewed.
    pub seats: Vec<Seat>,
    /// Search iterations per part, and parts, of each search.
    pub iterations: u32,
    pub parts: u32,
    pub seed: u64,
    pub decisions: Vec<Decision>,
    pub summary: Vec<SeatSummary>,
}

impl Review {
    /// The review as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("reviews serialise")
    }
}

/// The decisions of `seats` in `record`, in order (see the module's notes for what counts).
pub fn positions(record: &Record, seats: &[Seat]) -> Result<Vec<Position>, RecordError> {
    let mut game = record.start()?;
    let mut out = Vec::new();
    let mut events = Vec::new();
    for (index, action) in record.actions.iter().enumerate() {
        if let ToAct::Seat(seat) = game.to_act() {
            let open = game.searcher(0).is_some_and(|search| search.open());
            if open && seats.contains(&seat) {
                out.push(Position { index, before: game.clone(), seat, played: action.clone() });
            }
        }
        events.clear();
        game.apply_text(action, &mut events).map_err(|error| RecordError::Illegal { number: index + 1, error })?;
    }
    Ok(out)
}

/// The decision at action `index` of `record` (from 0), when a seat chose there openly; else why
/// not, in words (the worker's answer to a request for a decision that is none).
pub fn position_at(record: &Record, index: usize) -> Result<Position, String> {
    let action = record.actions.get(index).ok_or_else(|| format!("the record has no action {}", index + 1))?;
    let mut game = record.start().map_err(|e| e.to_string())?;
    for (number, earlier) in record.actions[..index].iter().enumerate() {
        game.apply_text(earlier, &mut Vec::new())
            .map_err(|error| RecordError::Illegal { number: number + 1, error }.to_string())?;
    }
    let ToAct::Seat(seat) = game.to_act() else { return Err(format!("action {} is chance's", index + 1)) };
    if !game.searcher(0).is_some_and(|search| search.open()) {
        return Err(format!("action {} was no choice", index + 1));
    }
    Ok(Position { index, before: game, seat, played: action.clone() })
}

/// Judges the decision at action `index` of `record` as a review of `effort` from `seed` judges
/// it: what the page's workers answer, one decision a request, each worker keeping the searches
/// of the record it judges ([`memo::with_memo_of`]).
pub fn judge_at(record: &Record, index: usize, effort: Effort, seed: u64) -> Result<Decision, String> {
    let position = position_at(record, index)?;
    Ok(memo::with_memo_of(record, |memo| judge(&position, effort, seed, memo)))
}

/// The seed a review from `seed` searches decision `index` from.
pub fn decision_seed(seed: u64, index: usize) -> u64 {
    part_seed(seed ^ 0xC0AC_4000_0000_0000, u32::try_from(index).unwrap_or(u32::MAX).saturating_add(1))
}

/// A search of `position` (before action `index`) in `effort.parts` parts: the root actions,
/// merged, most played first.
fn root_moves(position: &AnyGame, index: usize, effort: Effort, seed: u64, memo: &mut Memo) -> Vec<Candidate> {
    let roots: Vec<_> = (0..effort.parts.max(1))
        .filter_map(|part| memo.search(position, index, part_seed(seed, part), effort.iterations, false))
        .map(|searched| searched.candidates)
        .collect();
    merge_candidates(&roots)
}

/// The judgement of the position after one move, for the mover: the estimates of every
/// judging search run from there so far, and the replies they found.
struct Judged {
    after: AnyGame,
    /// The record's action index of the position after the move, when it is the record's (the
    /// move played): its searches are kept in the memo.
    index: Option<usize>,
    estimates: Vec<Estimate>,
    replies: Vec<Vec<Candidate>>,
    exact: Option<f64>,
}

impl Judged {
    fn new(after: AnyGame, index: Option<usize>, seat: Seat) -> Judged {
        let exact = (after.to_act() == ToAct::Over).then(|| after.returns()[seat.index()]);
        Judged { after, index, estimates: Vec::new(), replies: Vec::new(), exact }
    }

    /// One more judging search of `effort` from `seed` (nothing more to learn when over), kept
    /// in `memo` when given and the position is the record's.
    fn search(&mut self, effort: Effort, seed: u64, mut memo: Option<&mut Memo>) {
        if self.exact.is_some() {
            return;
        }
        for part in 0..effort.parts.max(1) {
            let (seed, iterations) = (part_seed(seed, part), effort.iterations);
            let searched = match (self.index, &mut memo) {
                (Some(index), Some(memo)) => memo.search(&self.after, index, seed, iterations, true),
                _ => Memo::default().search(&self.after, 0, seed, iterations, true),
            };
            let Some(searched) = searched else { continue };
            self.estimates.push(searched.estimate);
            self.replies.push(searched.candidates);
        }
    }

    /// What the position is worth to `seat` over every search so far.
    fn value(&self, seat: Seat) -> Value {
        self.exact.map_or_else(|| pooled(&self.estimates, seat.index()), Value::exact)
    }

    /// The best action found for whoever acts next, when that is another seat than `seat`.
    fn reply(&self, seat: Seat) -> Option<String> {
        let replier = matches!(self.after.to_act(), ToAct::Seat(next) if next != seat);
        if replier {
            merge_candidates(&self.replies).into_iter().next().map(|c| c.action)
        } else {
            None
        }
    }
}

/// One seat's value over several estimates, pooled as one sample.
fn pooled(estimates: &[Estimate], seat: usize) -> Value {
    let playouts: u32 = estimates.iter().map(|e| e.playouts).sum();
    let n = f64::from(playouts.max(1));
    let mean = estimates.iter().map(|e| e.means[seat] * f64::from(e.playouts)).sum::<f64>() / n;
    let squares: f64 =
        estimates.iter().map(|e| (e.variances[seat] + e.means[seat] * e.means[seat]) * f64::from(e.playouts)).sum();
    Value { mean, variance: (squares / n - mean * mean).max(0.0), playouts }
}

/// A runner-up the root search played at least this share as often as its choice is judged
/// against the move played even when the move played is the search's choice.
const CLOSE: f64 = 0.5;
/// At most this many more judging searches of each move, where a drop's 95% interval (widened
/// by [`SPREAD`]) still holds a threshold.
const MORE: usize = 2;
/// How much wider than its naive 95% margin a drop's spread between two seeds' searches is: a
/// search's playouts follow its tree and are no independent draws. Measured on the stability
/// records (`tests/coach_stability.rs`, 26 Nov 2026): two seeds' drops for the same two moves
/// differed by 1 to 3 times the naive standard error of a difference in two of its games, up to
/// 8 times in the third (docs/research.md gives the figures per game).
const SPREAD: f64 = 3.0;

/// Judges one decision with `effort` as a review from `seed` does (see the module's notes):
/// searched from the decision's own seed ([`decision_seed`]), the move played and its rival
/// judged first from the next action's, the searches kept in `memo`.
pub fn judge(position: &Position, effort: Effort, seed: u64, memo: &mut Memo) -> Decision {
    let Position { index, before, seat, played } = position;
    let (next_seed, seed) = (decision_seed(seed, index + 1), decision_seed(seed, *index));
    let roots = root_moves(before, *index, effort, seed, memo);
    let chosen = roots.first();
    let mut decision = Decision {
        index: *index,
        seat: *seat,
        played: played.clone(),
        best: chosen.map_or_else(|| played.clone(), |c| c.action.clone()),
        class: Class::Best,
        about_equal: false,
        value_best: 0.0,
        value_played: 0.0,
        drop: 0.0,
        margin: 0.0,
        reply_played: None,
        reply_best: None,
        said: Vec::new(),
    };
    // The move played is judged against the search's choice, or, when it is that choice,
    // against a runner-up the search nearly chose: which of two close moves a search picks
    // is the luck of its seed, and the review must not depend on it.
    let rival = match chosen {
        Some(c) if c.action != *played => Some(c),
        Some(c) => roots.get(1).filter(|r| f64::from(r.playouts) >= CLOSE * f64::from(c.playouts)),
        None => None,
    };
    let after = |action: &str| {
        let mut game = before.clone();
        game.apply_text(action, &mut Vec::new()).ok().map(|()| game)
    };
    let (Some(rival), Some(after_played)) = (rival, after(played)) else {
        // The best, with no close rival: its value is the root search's.
        let mean = chosen.map_or(0.0, |c| c.mean);
        (decision.value_best, decision.value_played) = (mean, mean);
        return decision;
    };
    let Some(after_rival) = after(&rival.action) else { return decision };
    let (mut mine, mut theirs) =
        (Judged::new(after_played, Some(index + 1), *seat), Judged::new(after_rival, None, *seat));
    // Common random numbers: both positions are judged from the same seeds, so that the dice
    // and the playouts' choices they meet alike are alike, and the drop's noise is smaller. The
    // first seed is the next action's decision seed: when that action is a reviewed decision,
    // the judging of the move played is its search (run once, see `memo`).
    for round in 0..=MORE {
        let judging = if round == 0 { next_seed } else { part_seed(seed, 1_001 + round as u32) };
        mine.search(effort, judging, (round == 0).then_some(&mut *memo));
        theirs.search(effort, judging, None);
        let (best, played) = (theirs.value(*seat), mine.value(*seat));
        let m = SPREAD * class::margin(best, played);
        let d = best.mean - played.mean;
        // Settled when the drop's whole 95% interval lies within one class.
        if Class::of_drop(d - m) == Class::of_drop(d + m) {
            break;
        }
    }
    let (value_best, value_played) = (theirs.value(*seat), mine.value(*seat));
    decision.class = class::classify(value_best, value_played);
    decision.margin = class::margin(value_best, value_played);
    decision.value_played = value_played.mean;
    decision.reply_played = mine.reply(*seat);
    if decision.class == Class::Best && rival.action != *played && chosen.is_some_and(|c| c.action == rival.action) {
        decision.about_equal = true;
    }
    if decision.class == Class::Best {
        if !decision.about_equal {
            // The move played stays the best: the rival was no better.
            decision.best = played.clone();
            decision.value_best = value_played.mean;
            return decision;
        }
        decision.value_best = value_best.mean;
        decision.reply_best = theirs.reply(*seat);
        return decision;
    }
    decision.best = rival.action.clone();
    decision.value_best = value_best.mean;
    decision.reply_best = theirs.reply(*seat);
    decision.drop = value_best.mean - value_played.mean;
    if decision.class > Class::Good {
        let lines = said::Lines {
            before,
            seat: *seat,
            played,
            reply_played: decision.reply_played.as_deref(),
            best: &decision.best,
            reply_best: decision.reply_best.as_deref(),
            value_played: value_played.mean,
            value_best: value_best.mean,
        };
        decision.said = lines.sentences().iter().map(phrase_to_json).collect();
    }
    decision
}

/// Each seat's counts and accuracy over `decisions`, for `seats` in order.
pub fn summarise(decisions: &[Decision], seats: &[Seat]) -> Vec<SeatSummary> {
    seats
        .iter()
        .map(|&seat| {
            let mine: Vec<&Decision> = decisions.iter().filter(|d| d.seat == seat).collect();
            let mut counts = [0u32; 5];
            for decision in &mine {
                counts[decision.class as usize] += 1;
            }
            let accuracy = if mine.is_empty() {
                100.0
            } else {
                mine.iter().map(|d| accuracy(d.drop)).sum::<f64>() / mine.len() as f64
            };
            SeatSummary { seat, counts, accuracy }
        })
        .collect()
}

/// Reviews the decisions of `seats` in `record`, each searched with `effort` from its own seed
/// drawn from `seed` (natively on every core; the same review whatever their number).
pub fn review(record: &Record, seats: &[Seat], effort: Effort, seed: u64) -> Result<Review, RecordError> {
    let positions = positions(record, seats)?;
    let decisions = judge_all(&positions, effort, seed);
    Ok(Review {
        game: record.game.clone(),
        seats: seats.to_vec(),
        iterations: effort.iterations,
        parts: effort.parts,
        seed,
        summary: summarise(&decisions, seats),
        decisions,
    })
}

/// Each thread takes runs of adjacent decisions ([`next_to_judge`]) and keeps its searches in a
/// memo of its own.
#[cfg(not(target_arch = "wasm32"))]
fn judge_all(positions: &[Position], effort: Effort, seed: u64) -> Vec<Decision> {
    use std::sync::Mutex;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(positions.len().max(1));
    let taken = Mutex::new(vec![false; positions.len()]);
    let mut judged: Vec<(usize, Decision)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let (mut mine, mut memo, mut last) = (Vec::new(), Memo::default(), None);
                    loop {
                        let next = {
                            let mut taken = taken.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                            let next = next_to_judge(&taken, last);
                            if let Some(i) = next {
                                taken[i] = true;
                            }
                            next
                        };
                        let Some(i) = next else { break mine };
                        mine.push((i, judge(&positions[i], effort, seed, &mut memo)));
                        last = Some(i);
                    }
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a review thread ends")).collect()
    });
    judged.sort_by_key(|(i, _)| *i);
    judged.into_iter().map(|(_, decision)| decision).collect()
}

#[cfg(target_arch = "wasm32")]
fn judge_all(positions: &[Position], effort: Effort, seed: u64) -> Vec<Decision> {
    let mut memo = Memo::default();
    positions.iter().map(|position| judge(position, effort, seed, &mut memo)).collect()
}

#[cfg(test)]
mod tests;
