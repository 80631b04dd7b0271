//! The catalogue of games: their names, where they come from, their rule options, and a way to
//! start any of them from a game id and a JSON object of rule options (as records store them).

pub mod ceelko;
pub mod dongjintian;
pub mod leyla;
pub mod piprjall;

use crate::engine::AnyGame;
use serde_json::Value;
use std::fmt;

/// A rule option a game offers, for `boardlore games` and the app's setup screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleOption {
    pub name: &'static str,
    /// The default, as JSON.
    pub default: &'static str,
    pub meaning: &'static str,
    /// Every value it may take, as JSON.
    pub choices: &'static [&'static str],
}

/// One entry of the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Stable id used in records, URLs (`?game=`) and the CLI.
    pub id: &'static str,
    pub name: &'static str,
    pub origin: &'static str,
    pub players: &'static str,
    /// What each seat's score counts, for the app ("counters held", "points").
    pub score: &'static str,
    pub options: &'static [RuleOption],
}

/// Every game.
pub const CATALOGUE: &[GameInfo] = &[
    GameInfo {
        id: "leyla",
        name: "Leyla (Wegi)",
        origin: "Jigjiga, Ethiopia (Pankhurst 1971)",
        players: "2",
        score: "counters held",
        options: &[
            RuleOption {
                name: "skip_origin",
                default: "false",
                meaning: "a sowing of 12 or more counters passes over the hole it started from",
                choices: &["false", "true"],
            },
            RuleOption {
                name: "single_round",
                default: "false",
                meaning: "play one round, won by whoever takes more, instead of a match",
                choices: &["false", "true"],
            },
            RuleOption {
                name: "repayment",
                default: "\"from_surplus\"",
                meaning: "loans are repaid from what is beyond a full row (\"from_surplus\"), from every counter that cannot fill a hole of one's own (\"from_spare\"), or all at once (\"at_once\")",
                choices: &["\"from_surplus\"", "\"from_spare\"", "\"at_once\""],
            },
            RuleOption {
                name: "round_end",
                default: "\"to_move\"",
                meaning: "a round ends when the player to move cannot move (\"to_move\"), or as soon as either row is empty (\"either_row\")",
                choices: &["\"to_move\"", "\"either_row\""],
            },
            RuleOption {
                name: "unfilled_holes",
                default: "\"out_of_play\"",
                meaning: "when fewer than six holes a side are filled: facing pairs, the rest out of play (\"out_of_play\"), or each player chooses, empty holes in play (\"in_play\")",
                choices: &["\"out_of_play\"", "\"in_play\""],
            },
        ],
    },
    GameInfo {
        id: "ceelkoqyuqkoqiji",
        name: "Ceelkoqyuqkoqiji",
        origin: "Naxi, Yunnan, China (Eagle 1995)",
        players: "2 or 4",
        score: "stones held",
        options: &[
            RuleOption {
                name: "ruleset",
                default: "\"eagle\"",
                meaning: "\"eagle\" (mu 7, gong 6), \"equal_cost\" (both 5) or \"fourteen_holes\" (2x7, seven a hole, both 7)",
                choices: &["\"eagle\"", "\"equal_cost\"", "\"fourteen_holes\""],
            },
            RuleOption {
                name: "players",
                default: "2",
                meaning: "2, or 4: two active players sow, two inactive players own the stores and large stones",
                choices: &["2", "4"],
            },
            RuleOption {
                name: "huelshe_across_sold",
                default: "false",
                meaning: "a short huelshe's run of holes may pass over a sold hole (by default a sold hole is a gap)",
                choices: &["false", "true"],
            },
        ],
    },
    GameInfo {
        id: "dongjintian",
        name: "Dongjintian",
        origin: "Yunnan, China (Eagle 1995)",
        players: "4",
        score: "captured",
        options: &[RuleOption {
            name: "centre",
            default: "\"last_hole\"",
            meaning: "no capture when the last counter falls in c2 or c3 (\"last_hole\"), none across an empty c2 or c3 (\"gap\"), or only c2 and c3 are never captured (\"target\", which never happens on this board)",
            choices: &["\"last_hole\"", "\"gap\"", "\"target\""],
        }],
    },
    GameInfo {
        id: "piprjall",
        name: "Piprjall",
        origin: "Iceland (Fiske 1905)",
        players: "2",
        score: "points",
        options: &[
            RuleOption {
                name: "match_points",
                default: "6",
                meaning: "the match is won by the first to this many points; each game is worth two",
                choices: &["2", "6", "10"],
            },
            RuleOption {
                name: "skip_blocked_steps",
                default: "false",
                meaning: "a doubles step that cannot be played is skipped instead of ending the turn",
                choices: &["false", "true"],
            },
        ],
    },
];

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
    CATALOGUE.iter().find(|g| g.id == id)
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
