//! What the study page's address asked for that it cannot take ([`PlanProblem`]), told in the
//! visitor's language.

use super::super::notices::rule_problem;
use crate::i18n::{GameText, Messages, Part};
use crate::study::plan::{PlanProblem, DEFAULT_GAMES, MAX_GAMES};

/// `problem` in words, with what the page does instead.
pub fn plan_problem(t: &Messages, problem: &PlanProblem) -> String {
    match problem {
        PlanProblem::UnknownGame(game) => t.text(
            "study-bad-game",
            &[
                ("game", game.as_str().into()),
                ("first", t.get(&crate::catalogue::CATALOGUE[0].text_id(Part::Name)).into()),
            ],
        ),
        PlanProblem::RulesText { setting, text } => {
            t.text("study-bad-rules-text", &[("setting", (setting + 1).into()), ("text", text.as_str().into())])
        }
        PlanProblem::Rules { setting, problems } => {
            let said: Vec<String> = problems.iter().map(|p| rule_problem(t, p)).collect();
            t.text("study-bad-rules", &[("setting", (setting + 1).into()), ("problems", said.join(" ").into())])
        }
        PlanProblem::Level { setting, value } => {
            t.text("study-bad-level", &[("setting", (setting + 1).into()), ("value", value.as_str().into())])
        }
        PlanProblem::Seats { setting, given, seats } => t.text(
            "study-bad-seats",
            &[("setting", (setting + 1).into()), ("given", (*given).into()), ("seats", (*seats).into())],
        ),
        PlanProblem::Games(text) => t.text(
            "study-bad-games",
            &[("games", text.as_str().into()), ("max", MAX_GAMES.into()), ("default", DEFAULT_GAMES.into())],
        ),
        PlanProblem::Seed(text) => t.text("study-bad-seed", &[("seed", text.as_str().into())]),
    }
}
