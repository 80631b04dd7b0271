//! The catalogue of games: each game's [`GameInfo`] in the order the app shows them, and a way to
//! start any of them from a game id and a JSON object of rule options (as records store them).
//! Adding a game means one module under [`crate::games`] and one line in each list below.

use crate::any_game::AnyGame;
use crate::engine::GameInfo;
use crate::games::{ceelko, dongjintian, leyla, piprjall};
use serde_json::Value;
use std::fmt;

/// Every game.
pub const CATALOGUE: &[&GameInfo] = &[&leyla::INFO, &ceelko::INFO, &dongjintian::INFO, &piprjall::INFO];

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// No game has this id.
    UnknownGame(String),
    /// The rule options were not understood.
    BadRules { game: String, reason: String },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::UnknownGame(id) => {
                let known: Vec<&str> = CATALOGUE.iter().map(|g| g.id).collect();
                write!(f, "unknown game '{id}' (known: {})", known.join(", "))
            }
            SetupError::BadRules { game, reason } => {
                write!(f, "bad rule options for {game}: {reason}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// The catalogue entry for `id`.
pub fn info(id: &str) -> Option<&'static GameInfo> {
    CATALOGUE.iter().copied().find(|g| g.id == id)
}

/// A new game of kind `id` with the given rule options (`null` or `{}` for the defaults).
pub fn new_game(id: &str, rules: &Value) -> Result<AnyGame, SetupError> {
    let info = info(id).ok_or_else(|| SetupError::UnknownGame(id.to_string()))?;
    let rules = if rules.is_null() { Value::Object(Default::default()) } else { rules.clone() };
    let bad = |e: serde_json::Error| SetupError::BadRules { game: id.to_string(), reason: e.to_string() };
    match info.id {
        "leyla" => Ok(AnyGame::new(leyla::LeylaMatch::new(serde_json::from_value(rules).map_err(bad)?))),
        "piprjall" => {
            let rules: piprjall::PiprjallRules = serde_json::from_value(rules).map_err(bad)?;
            if rules.match_points == 0 {
                return Err(SetupError::BadRules {
                    game: id.to_string(),
                    reason: "match_points must be at least 1".to_string(),
                });
            }
            Ok(AnyGame::new(piprjall::Piprjall::new(rules)))
        }
        "dongjintian" => Ok(AnyGame::new(dongjintian::Dongjintian::new(serde_json::from_value(rules).map_err(bad)?))),
        "ceelkoqyuqkoqiji" => {
            let rules: ceelko::CeelkoRules = serde_json::from_value(rules).map_err(bad)?;
            if rules.players != 2 && rules.players != 4 {
                return Err(SetupError::BadRules {
                    game: id.to_string(),
                    reason: "players must be 2 or 4".to_string(),
                });
            }
            Ok(AnyGame::new(ceelko::Ceelko::new(rules)))
        }
        _ => Err(SetupError::UnknownGame(id.to_string())),
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
    fn setup_errors_name_the_problem() {
        assert_eq!(
            new_game("chess", &Value::Null).unwrap_err().to_string(),
            "unknown game 'chess' (known: leyla, ceelkoqyuqkoqiji, dongjintian, piprjall)"
        );
        let bad = new_game("leyla", &json!({"skip_orign": true})).unwrap_err().to_string();
        assert!(bad.contains("skip_orign"), "{bad}");
    }
}
