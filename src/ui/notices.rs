//! What the address asked for that the game cannot take ([`QueryProblem`]), told in the
//! visitor's language. Option names and values stay as the address wrote them.

use crate::ai::Level;
use crate::catalogue::RuleProblem;
use crate::embed::{QueryProblem, SEATS};
use crate::engine::Seat;
use crate::i18n::Messages;
use crate::i18n::{GameText, Part};
use serde_json::Value;

/// A value as a visitor writes it: a string without its quotes.
fn plain(value: &Value) -> String {
    value.as_str().map_or_else(|| value.to_string(), str::to_string)
}

/// `words` as a list ending in "or" (`list-or`) or "and" (`list-and`): `a`, `a or b`, `a, b or c`.
fn listed(t: &Messages, id: &str, words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [only] => only.to_string(),
        [rest @ .., last] => {
            t.text(id, &[("rest", rest.join(&t.get("list-separator")).into()), ("last", (*last).into())])
        }
    }
}

pub fn rule_problem(t: &Messages, problem: &RuleProblem) -> String {
    match problem {
        RuleProblem::UnknownOption { game, option } => {
            let name = t.get(&game.text_id(Part::Name));
            if game.options.is_empty() {
                t.text("rule-no-options", &[("game", name.into()), ("option", option.as_str().into())])
            } else {
                let options: Vec<&str> = game.options.iter().map(|o| o.name).collect();
                t.text(
                    "rule-unknown-option",
                    &[
                        ("game", name.into()),
                        ("option", option.as_str().into()),
                        ("options", listed(t, "list-and", &options).into()),
                    ],
                )
            }
        }
        RuleProblem::BadValue { option, value } => {
            let choices: Vec<&str> = option.choices.iter().map(|c| c.trim_matches('"')).collect();
            t.text(
                "rule-bad-value",
                &[
                    ("option", option.name.into()),
                    ("value", plain(value).into()),
                    ("choices", listed(t, "list-or", &choices).into()),
                ],
            )
        }
        RuleProblem::Together(error) => t.text("rule-together", &[("error", error.to_string().into())]),
    }
}

/// `problem` in words.
pub fn query_problem(t: &Messages, problem: &QueryProblem) -> String {
    match problem {
        QueryProblem::Rules(problems) => {
            let told: Vec<String> = problems.iter().map(|p| rule_problem(t, p)).collect();
            t.text("notice-rules-refused", &[("problems", told.join(" ").into())])
        }
        QueryProblem::UnknownPlayer { seat, value } => {
            let levels: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
            let index = SEATS.iter().position(|(_, name)| name == seat).unwrap_or_default();
            t.text(
                "unknown-player",
                &[
                    ("seat", Seat::new(index as u8).into()),
                    ("value", value.as_str().into()),
                    ("levels", listed(t, "list-or", &levels).into()),
                ],
            )
        }
    }
}
