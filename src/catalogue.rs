//! The catalogue of games: each game's [`GameInfo`] in the order the app shows them, a way to
//! start any of them from a game id and a JSON object of rule options (as records store them),
//! and the words for rule options a visitor or a host page asked for that a game does not take.
//! Adding a game means one module under [`crate::games`] and one line in each list below (and its
//! starting board in [`pictures`], which a test writes out).

use crate::any_game::AnyGame;
use crate::engine::{GameInfo, Phrase, Phrased, Reference, RuleOption};
use crate::games::{ceelko, dongjintian, leyla, piprjall};
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use std::fmt;

pub mod pictures;

/// Every game.
pub const CATALOGUE: &[&GameInfo] = &[&leyla::INFO, &ceelko::INFO, &dongjintian::INFO, &piprjall::INFO];

/// Why a game could not start: an unknown game or rule options it refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// No game has this id.
    UnknownGame(String),
    /// The rule options were not understood.
    BadRules { game: String, reason: String },
}

impl std::error::Error for StartError {}

impl Phrased for StartError {
    /// `setup-*`: the game's id and the known ones as they are written; the reason rules were
    /// not understood is left to [`StartError::detail`].
    fn phrase(&self) -> Phrase {
        match self {
            StartError::UnknownGame(id) => {
                let known: Vec<&str> = CATALOGUE.iter().map(|g| g.id).collect();
                Phrase::new("setup-unknown-game").with("game", id.as_str()).with("known", known.join(", "))
            }
            StartError::BadRules { game, .. } => Phrase::new("setup-bad-rules").with("game", game.as_str()),
        }
    }
}

impl StartError {
    /// Why rules were not understood, in English only (a parser's words), if that is the error.
    pub fn detail(&self) -> Option<String> {
        match self {
            StartError::UnknownGame(_) => None,
            StartError::BadRules { reason, .. } => Some(reason.clone()),
        }
    }
}

/// Why rule options asked for (in a page's address, by a host page) cannot be used, in words
/// built from the game's [`RuleOption`]s.
#[derive(Clone, Debug, PartialEq)]
pub enum RuleProblem {
    /// The game has no option of this name.
    UnknownOption { game: &'static GameInfo, option: String },
    /// The option does not take this value.
    BadValue { option: &'static RuleOption, value: Value },
    /// Each option is taken alone, but not all of them together.
    Together(StartError),
}

/// `a`, `a or b`, `a, b or c`.
fn one_of(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A value as a visitor writes it: a string without its quotes.
fn plain(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

impl fmt::Display for RuleProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleProblem::UnknownOption { game, option } if game.options.is_empty() => {
                write!(f, "{} has no rule option \"{option}\"; it has no rule options.", game.name)
            }
            RuleProblem::UnknownOption { game, option } => {
                let names: Vec<String> = game.options.iter().map(|o| o.name.to_string()).collect();
                write!(
                    f,
                    "{} has no rule option \"{option}\"; its options are {}.",
                    game.name,
                    one_of(&names).replace(" or ", " and ")
                )
            }
            RuleProblem::BadValue { option, value } => {
                let choices: Vec<String> = option.choices.iter().map(|c| c.trim_matches('"').to_string()).collect();
                write!(
                    f,
                    "The rule option {} has no value \"{}\"; it can be {}.",
                    option.name,
                    plain(value),
                    one_of(&choices)
                )
            }
            RuleProblem::Together(error) => write!(f, "These rule options do not go together ({error})."),
        }
    }
}

/// What in `rules` game `info` cannot take: each unknown option, each value refused, or else the
/// options together if the game refuses them so. Empty when the game starts with them.
pub fn check_rules(info: &'static GameInfo, rules: &Map<String, Value>) -> Vec<RuleProblem> {
    let problems: Vec<RuleProblem> = rules
        .iter()
        .filter_map(|(name, value)| match info.options.iter().find(|o| o.name == name) {
            None => Some(RuleProblem::UnknownOption { game: info, option: name.clone() }),
            Some(option) => {
                let alone = Value::Object(Map::from_iter([(name.clone(), value.clone())]));
                new_game(info.id, &alone).is_err().then(|| RuleProblem::BadValue { option, value: value.clone() })
            }
        })
        .collect();
    if !problems.is_empty() {
        return problems;
    }
    new_game(info.id, &Value::Object(rules.clone())).err().map(RuleProblem::Together).into_iter().collect()
}

/// The catalogue entry for `id`.
pub fn info(id: &str) -> Option<&'static GameInfo> {
    CATALOGUE.iter().copied().find(|g| g.id == id)
}

/// A new game of kind `id` with the given rule options (`null` or `{}` for the defaults).
pub fn new_game(id: &str, rules: &Value) -> Result<AnyGame, StartError> {
    let info = info(id).ok_or_else(|| StartError::UnknownGame(id.to_string()))?;
    let rules = if rules.is_null() { Value::Object(Default::default()) } else { rules.clone() };
    let bad = |e: serde_json::Error| StartError::BadRules { game: id.to_string(), reason: e.to_string() };
    match info.id {
        "leyla" => Ok(AnyGame::settable(leyla::LeylaMatch::new(serde_json::from_value(rules).map_err(bad)?))),
        "piprjall" => {
            let rules: piprjall::PiprjallRules = serde_json::from_value(rules).map_err(bad)?;
            if rules.match_points == 0 {
                return Err(StartError::BadRules {
                    game: id.to_string(),
                    reason: "match_points must be at least 1".to_string(),
                });
            }
            Ok(AnyGame::settable(piprjall::Piprjall::new(rules)))
        }
        "dongjintian" => {
            Ok(AnyGame::settable(dongjintian::Dongjintian::new(serde_json::from_value(rules).map_err(bad)?)))
        }
        "ceelkoqyuqkoqiji" => {
            let rules: ceelko::CeelkoRules = serde_json::from_value(rules).map_err(bad)?;
            if rules.players != 2 && rules.players != 4 {
                return Err(StartError::BadRules {
                    game: id.to_string(),
                    reason: "players must be 2 or 4".to_string(),
                });
            }
            Ok(AnyGame::settable(ceelko::Ceelko::new(rules)))
        }
        _ => Err(StartError::UnknownGame(id.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_game_starts_with_default_rules() {
        for game in CATALOGUE.iter() {
            let started = new_game(game.id, &Value::Null).expect("starts");
            assert!(!started.view().legal.is_empty(), "{} has moves at the start", game.id);
        }
    }

    #[test]
    fn every_listed_option_value_is_accepted() {
        for game in CATALOGUE.iter() {
            for option in game.options {
                assert!(option.choices.contains(&option.default), "{}: the default is a choice", option.name);
                for choice in option.choices {
                    let value: Value = serde_json::from_str(choice).expect("choices are JSON");
                    let rules = serde_json::json!({ option.name: value });
                    assert!(new_game(game.id, &rules).is_ok(), "{} {}={choice}", game.id, option.name);
                }
            }
        }
        assert!(new_game("ceelkoqyuqkoqiji", &json!({"players": 3})).is_err());
    }

    #[test]
    fn refused_rule_options_are_told_in_words() {
        let ceelko = info("ceelkoqyuqkoqiji").unwrap();
        let asked = |rules: Value| check_rules(ceelko, rules.as_object().unwrap());
        let told = |rules: Value| asked(rules).iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(
            told(json!({ "ruleset": "zzz" })),
            ["The rule option ruleset has no value \"zzz\"; it can be eagle, equal_cost or fourteen_holes."]
        );
        assert_eq!(
            told(json!({ "players": -3, "ruleset": "eagle" })),
            ["The rule option players has no value \"-3\"; it can be 2 or 4."]
        );
        assert_eq!(told(json!({ "players": 3 })), ["The rule option players has no value \"3\"; it can be 2 or 4."]);
        assert_eq!(
            told(json!({ "seeds": 5 })),
            ["Ceelkoqyuqkoqiji has no rule option \"seeds\"; its options are ruleset, players and huelshe_across_sold."]
        );
        assert_eq!(asked(json!({ "ruleset": "fourteen_holes", "players": 4 })), []);
        let tables = info("piprjall").unwrap();
        assert_eq!(
            check_rules(tables, json!({ "match_points": 4 }).as_object().unwrap()),
            [],
            "values beyond the listed ones"
        );
        assert_eq!(
            check_rules(tables, json!({ "skip_blocked_steps": "yes" }).as_object().unwrap())[0].to_string(),
            "The rule option skip_blocked_steps has no value \"yes\"; it can be false or true."
        );
    }

    #[test]
    fn setup_errors_name_the_problem() {
        assert_eq!(
            new_game("chess", &Value::Null).unwrap_err().to_string(),
            "unknown game 'chess' (known: leyla, ceelkoqyuqkoqiji, dongjintian, piprjall)"
        );
        let bad = new_game("leyla", &json!({"skip_orign": true})).unwrap_err().to_string();
        assert!(bad.contains("skip_orign"), "{bad}");
    }
}

/// Which engine plays a game: the game's own fast engine (what the app, search and studies
/// play), or its reference rules ([`Reference`], the game's `rules.rs` alone).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    #[default]
    Fast,
    Reference,
}

impl Engine {
    /// `fast` or `reference`, as the command line writes it.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Fast => "fast",
            Engine::Reference => "reference",
        }
    }
}

/// A new game of kind `id` with the given rule options, played by `engine`.
pub fn start(id: &str, rules: &Value, engine: Engine) -> Result<AnyGame, StartError> {
    // The fast engine checks the rule options for both (the same options, the same checks).
    let fast = new_game(id, rules)?;
    match engine {
        Engine::Fast => Ok(fast),
        Engine::Reference => reference_game(id, rules),
    }
}

/// Each game played by its reference rules (its `rules.rs`, through [`Reference`]): one line a
/// game.
fn reference_game(id: &str, rules: &Value) -> Result<AnyGame, StartError> {
    match id {
        "leyla" => rules_of(id, rules).map(|r| AnyGame::new(Reference(leyla::LeylaMatch::new(r)))),
        "ceelkoqyuqkoqiji" => rules_of(id, rules).map(|r| AnyGame::new(Reference(ceelko::Ceelko::new(r)))),
        "dongjintian" => rules_of(id, rules).map(|r| AnyGame::new(Reference(dongjintian::Dongjintian::new(r)))),
        "piprjall" => rules_of(id, rules).map(|r| AnyGame::new(Reference(piprjall::Piprjall::new(r)))),
        other => Err(StartError::UnknownGame(other.to_string())),
    }
}

/// The rule options of game `id` read into its rules type (`null`: the defaults).
fn rules_of<R: DeserializeOwned>(id: &str, rules: &Value) -> Result<R, StartError> {
    let rules = if rules.is_null() { Value::Object(Default::default()) } else { rules.clone() };
    serde_json::from_value(rules).map_err(|e| StartError::BadRules { game: id.to_string(), reason: e.to_string() })
}
