//! Reviewing a game: the computer looks again at each decision of the seats chosen, gives it a
//! class ([`Class`]: best, good, inaccuracy, mistake, blunder) from the drop in the mover's
//! expected result between the best move and the move played, and says in words, from the events
//! of both lines, what the move did and what the better one would have done ([`said`]); counts
//! per seat and an accuracy figure sum it up ([`SeatSummary`]). The app's own reading, not a
//! source's: the classes are the search's judgement.
//!
//! How a decision is judged ([`judge`]):
//! 1. a search from the position (the review's [`Effort`], root-parallel parts merged as the hard
//!    level merges them, see [`crate::ai::parallel`]) names the best move, the most played;
//! 2. if the move played is another, the positions after each are judged by a search of the same
//!    effort from there ([`crate::ai::Search::judging`]): where chance acts next (dice) the search
//!    samples every throw it could meet, never the throw that came; each seat's mean return and
//!    its variance give the mover's expected result with a standard error;
//! 3. the drop is the best's mean less the played's; a drop within its 95% margin is "about
//!    equal" (classed best), others by the thresholds of [`class`].
//!
//! Decisions are positions where a seat chooses among two or more actions openly; a secret
//! choice (a finger throw made in turn on one device) and chance are not reviewed. Each decision
//! is searched from a seed of its own, so the review is the same whether its decisions are
//! judged one at a time (the page's workers) or on threads ([`review`], natively).

pub mod class;
pub mod ladder;
pub mod said;

pub use class::{accuracy, Class, Value};
pub use said::{phrase_from_json, phrase_to_json};

use crate::ai::parallel::{merge_candidates, part_seed, Effort};
use crate::ai::{Candidate, Estimate};
use crate::any_game::AnyGame;
use crate::engine::{Phrase, Seat, ToAct};
use crate::record::{Record, RecordError};
use serde::{Deserialize, Serialize};

/// The search effort of a review by default: per decision, a search of this many iterations
/// for the best move and, when another was played, one of as many from after each of the two.
pub const BUDGET: u32 = 4_000;

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

/// The seed a review from `seed` searches decision `index` from.
pub fn decision_seed(seed: u64, index: usize) -> u64 {
    part_seed(seed ^ 0xC0AC_4000_0000_0000, u32::try_from(index).unwrap_or(u32::MAX).saturating_add(1))
}

/// A search of `position` in `effort.parts` parts: the most played root action, merged.
fn best_move(position: &AnyGame, effort: Effort, seed: u64) -> Option<Candidate> {
    let roots: Vec<_> = (0..effort.parts.max(1))
        .filter_map(|part| {
            let mut search = position.searcher(part_seed(seed, part))?;
            search.run(effort.iterations);
            Some(search.candidates())
        })
        .collect();
    merge_candidates(&roots).into_iter().next()
}

/// What the position after a move is worth to `seat`, and the best action found there for
/// whoever acts next when that is another seat.
fn judged(after: &AnyGame, seat: Seat, effort: Effort, seed: u64) -> (Value, Option<String>) {
    if after.to_act() == ToAct::Over {
        return (Value::exact(after.returns()[seat.index()]), None);
    }
    let mut estimates = Vec::new();
    let mut reply = Vec::new();
    for part in 0..effort.parts.max(1) {
        let Some(mut search) = after.judge(part_seed(seed, part)) else { continue };
        search.run(effort.iterations);
        estimates.push(search.estimate());
        reply.push(search.candidates());
    }
    let replier = matches!(after.to_act(), ToAct::Seat(next) if next != seat);
    let reply = if replier { merge_candidates(&reply).into_iter().next().map(|c| c.action) } else { None };
    (pooled(&estimates, seat.index()), reply)
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

/// Judges one decision with `effort`, from `seed` (see the module's notes).
pub fn judge(position: &Position, effort: Effort, seed: u64) -> Decision {
    let Position { index, before, seat, played } = position;
    let found = best_move(before, effort, seed);
    let best = found.as_ref().map_or_else(|| played.clone(), |c| c.action.clone());
    let after = |action: &str| {
        let mut game = before.clone();
        game.apply_text(action, &mut Vec::new()).ok().map(|()| game)
    };
    let mut decision = Decision {
        index: *index,
        seat: *seat,
        played: played.clone(),
        best: best.clone(),
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
    if best == *played {
        // The best: its value is the first search's, no more search is needed.
        let mean = found.map_or(0.0, |c| c.mean);
        (decision.value_best, decision.value_played) = (mean, mean);
        return decision;
    }
    let (Some(after_played), Some(after_best)) = (after(played), after(&best)) else { return decision };
    let (value_played, reply_played) = judged(&after_played, *seat, effort, part_seed(seed, 1_001));
    decision.value_played = value_played.mean;
    decision.reply_played = reply_played;
    let (value_best, reply_best) = judged(&after_best, *seat, effort, part_seed(seed, 1_002));
    decision.value_best = value_best.mean;
    decision.reply_best = reply_best;
    decision.margin = class::margin(value_best, value_played);
    decision.class = class::classify(value_best, value_played);
    decision.about_equal = decision.class == Class::Best;
    if !decision.about_equal {
        decision.drop = value_best.mean - value_played.mean;
    }
    if decision.class > Class::Good {
        let lines = said::Lines {
            before,
            seat: *seat,
            played,
            reply_played: decision.reply_played.as_deref(),
            best: &best,
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

#[cfg(not(target_arch = "wasm32"))]
fn judge_all(positions: &[Position], effort: Effort, seed: u64) -> Vec<Decision> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(positions.len().max(1));
    let next = AtomicUsize::new(0);
    let mut judged: Vec<(usize, Decision)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(position) = positions.get(i) else { break mine };
                        mine.push((i, judge(position, effort, decision_seed(seed, position.index))));
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
    positions.iter().map(|position| judge(position, effort, decision_seed(seed, position.index))).collect()
}

#[cfg(test)]
mod tests;
