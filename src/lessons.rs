//! Lessons checked against the rules: each step's position is set up by replaying its actions,
//! and the move a step asks for is found among the legal ones (see [`crate::engine::lesson`]).
//! The lesson tests, the command line (`boardlore lessons`, which the browser tests read) and
//! anyone writing a lesson use it.

use crate::any_game::AnyGame;
use crate::catalogue::new_game;
use crate::engine::{Expect, GameInfo, Lesson, Step, ToAct};
use serde_json::Value;
use std::fmt;

/// Why a lesson step does not work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepError {
    pub lesson: String,
    /// The step's number, from 1.
    pub step: usize,
    pub reason: String,
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lesson \"{}\", step {}: {}", self.lesson, self.step, self.reason)
    }
}

impl std::error::Error for StepError {}

/// A step's position, set up: the game after its actions.
pub fn position(info: &GameInfo, lesson: &Lesson, step: &Step) -> Result<AnyGame, String> {
    let rules: Value = serde_json::from_str(lesson.rules).map_err(|e| format!("the lesson's rules: {e}"))?;
    let mut game = new_game(info.id, &rules).map_err(|e| e.to_string())?;
    for (i, action) in step.setup.iter().enumerate() {
        game.apply_text(action, &mut Vec::new()).map_err(|e| format!("setup action {}: {e}", i + 1))?;
    }
    Ok(game)
}

/// The legal moves of a step's position that do what it asks, in the order the game lists them.
pub fn answers(game: &AnyGame, expect: Expect) -> Vec<String> {
    game.view()
        .legal
        .into_iter()
        .filter(|action| {
            let mut after = game.clone();
            let mut events = Vec::new();
            after.apply_text(&action.text, &mut events).is_ok() && expect.met_by(&action.text, &events)
        })
        .map(|action| action.text)
        .collect()
}

/// Checks one step: its position is reached, a seat is to move, and some legal move does what
/// the step asks. Returns the legal moves that do.
pub fn check(info: &GameInfo, lesson: &Lesson, number: usize) -> Result<Vec<String>, StepError> {
    let fail = |reason: String| StepError { lesson: lesson.title.to_string(), step: number + 1, reason };
    let step = lesson.steps.get(number).ok_or_else(|| fail("there is no such step".to_string()))?;
    let game = position(info, lesson, step).map_err(fail)?;
    if !matches!(game.to_act(), ToAct::Seat(_)) {
        return Err(fail("no seat is to move in its position".to_string()));
    }
    let found = answers(&game, step.expect);
    if found.is_empty() {
        return Err(fail(format!("no legal move does what it asks ({:?})", step.expect)));
    }
    Ok(found)
}
