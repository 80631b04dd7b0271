//! What the address asked for that the game cannot take ([`QueryProblem`]), told in the
//! visitor's language (option names and values stay as the address wrote them); and why a saved
//! game or a record could not be read or written, in the visitor's words with the technical
//! detail (a parser's, the browser's) after them in English, marked as English ([`show`]).

use crate::ai::Level;
use crate::catalogue::RuleProblem;
use crate::embed::{QueryProblem, SEATS};
use crate::engine::{Phrased, Seat};
use crate::i18n::Messages;
use crate::i18n::{GameText, Part};
use crate::saves::GivenName;
use serde_json::Value;
use yew::prelude::*;

/// Between a notice's words and its technical detail: notices are plain text until [`show`].
const DETAIL: char = '\u{1f}';

/// An error's reason in the visitor's words, for a notice's `error` argument.
pub fn reason(t: &Messages, error: &impl Phrased) -> crate::engine::Arg {
    t.phrase(&error.phrase()).into()
}

/// `notice` followed by `detail`, which [`show`] marks as English.
pub fn with_detail(notice: String, detail: Option<String>) -> String {
    match detail {
        Some(detail) => format!("{notice}{DETAIL}{detail}"),
        None => notice,
    }
}

/// `words` in the visitor's language, followed by `detail` (see [`with_detail`]).
pub fn told(t: &Messages, words: &impl Phrased, detail: Option<String>) -> String {
    with_detail(t.phrase(&words.phrase()), detail)
}

/// Message `id` (with an `error` argument) saying the browser would not make a file, the
/// browser's words as English detail.
pub fn file_refused(t: &Messages, id: &str, detail: String) -> String {
    with_detail(t.text(id, &[("error", t.get("browser-refused-file").into())]), Some(detail))
}

/// The names saved games give themselves, in the visitor's language.
pub fn given_names(t: &Messages) -> impl Fn(&GivenName) -> String + '_ {
    move |given| t.phrase(&given.phrase())
}

/// A notice as a paragraph: its words, and its technical detail (if any) in a `lang="en"` span.
pub fn show(notice: &str) -> Html {
    match notice.split_once(DETAIL) {
        Some((words, detail)) => html! { <p>{ words }{ " " }<span lang="en">{ format!("({detail})") }</span></p> },
        None => html! { <p>{ notice }</p> },
    }
}

/// A value as a visitor writes it: a string without its quotes.
fn plain(value: &Value) -> String {
    value.as_str().map_or_else(|| value.to_string(), str::to_string)
}

/// `words` as a list ending in "or" (`list-or`) or "and" (`list-and`): `a`, `a or b`, `a, b or c`.
pub fn listed(t: &Messages, id: &str, words: &[&str]) -> String {
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
        RuleProblem::Together(error) => t.text("rule-together", &[("error", reason(t, error))]),
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
