//! Embedding boardlore in another page: the URL of a game setup (`?game=leyla&new=1&north=hard`),
//! read back with what in it was refused told in words, and the messages a framed boardlore
//! exchanges with its host page through `postMessage`, and the animation [`Speed`] that both name
//! (`?speed=`, `set-speed`). Everything here is plain data, checked
//! without a browser; `ui` sends and receives it.
//!
//! The frame tells its host (each message an object with `"source": "boardlore"`): `ready`, each
//! `move`, each `round-end` and the `game-end`. The host may send (with `"source":
//! "boardlore-host"`) `new-game` (game, rule options, seats) or `set-speed`. Anything else is
//! refused with a reason and changes nothing. `docs/embedding.md` documents the messages for hosts.

use crate::ai::Level;
use crate::catalogue::{self, RuleProblem};
use crate::engine::{GameInfo, Seat, ToAct};
use crate::i18n::Lang;
use crate::player::Player;
use serde::Deserialize;
use serde_json::{Map, Value};
use std::fmt;

/// The seats as URLs and forms name them, and as players see them.
pub const SEATS: [(&str, &str); 4] = [("south", "South"), ("north", "North"), ("east", "East"), ("west", "West")];

/// Animation speed: how long each step of a move stays on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Off,
    Slow,
    Normal,
    Fast,
}

impl Speed {
    /// Every speed, slowest last but for off.
    pub const ALL: [Speed; 4] = [Speed::Off, Speed::Slow, Speed::Normal, Speed::Fast];

    /// The speed's name, as URLs, settings and the host page's messages spell it.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Off => "off",
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
        }
    }

    /// Reads a name made by [`Speed::name`].
    pub fn parse(text: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == text)
    }

    /// Milliseconds per step of a move (0: no animation).
    pub fn delay_ms(self) -> u32 {
        match self {
            Speed::Off => 0,
            Speed::Slow => 420,
            Speed::Normal => 180,
            Speed::Fast => 60,
        }
    }
}

/// A game to start: which game, its rule options, who plays each seat.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    pub game: &'static GameInfo,
    /// Rule options (an object; absent options take their defaults).
    pub rules: Map<String, Value>,
    /// Who plays each seat of [`SEATS`], in order.
    pub seats: Vec<Player>,
}

impl NewGame {
    /// The query string that starts this setup (`?game=...&new=1...`), with `extra` parameters
    /// (already encoded `name=value` pairs) after it.
    pub fn query(&self, extra: &[String]) -> String {
        let mut parts = vec![format!("game={}", self.game.id), "new=1".to_string()];
        for (name, value) in &self.rules {
            let text = match value {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            parts.push(format!("{}={}", encode(name), encode(&text)));
        }
        for ((name, _), who) in SEATS.iter().zip(&self.seats) {
            if *who != Player::Person {
                parts.push(format!("{name}={who}"));
            }
        }
        parts.extend(extra.iter().cloned());
        format!("?{}", parts.join("&"))
    }
}

/// Something a page's address asked for that the game cannot take, in words.
#[derive(Clone, Debug, PartialEq)]
pub enum QueryProblem {
    /// Rule options refused: the game starts with the usual rules.
    Rules(Vec<RuleProblem>),
    /// A seat given a player that is neither a person nor a computer level: a person plays it.
    UnknownPlayer { seat: &'static str, value: String },
}

impl fmt::Display for QueryProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QueryProblem::Rules(problems) => {
                for problem in problems {
                    write!(f, "{problem} ")?;
                }
                f.write_str("The game starts with the usual rules.")
            }
            QueryProblem::UnknownPlayer { seat, value } => {
                let [levels @ .., last] = Level::ALL.map(Level::name);
                write!(
                    f,
                    "{seat} cannot be played by \"{value}\": a seat is played by a person or by the computer, at level {} or {last}. {seat} is played by a person.",
                    levels.join(", ")
                )
            }
        }
    }
}

/// The setup a page's address asks for (`?game=ID&new=1&ruleset=equal_cost&north=hard`), each
/// parameter read with `param`, and what in it was refused: refused rule options give the usual
/// rules, a seat given an unknown player is played by a person. A value that reads as JSON
/// (numbers, `true`, `false`) is taken as such, any other as a string, as records keep them.
pub fn new_game_from_query(
    game: &'static GameInfo,
    param: impl Fn(&str) -> Option<String>,
) -> (NewGame, Vec<QueryProblem>) {
    let mut problems = Vec::new();
    let mut rules: Map<String, Value> = game
        .options
        .iter()
        .filter_map(|option| {
            let text = param(option.name)?;
            Some((option.name.to_string(), serde_json::from_str(&text).unwrap_or(Value::String(text))))
        })
        .collect();
    let refused = catalogue::check_rules(game, &rules);
    if !refused.is_empty() {
        problems.push(QueryProblem::Rules(refused));
        rules.clear();
    }
    let seats = SEATS
        .iter()
        .take(game.max_seats)
        .map(|(name, seat)| match param(name) {
            None => Player::Person,
            Some(value) => Player::parse(&value).unwrap_or_else(|| {
                problems.push(QueryProblem::UnknownPlayer { seat, value });
                Player::Person
            }),
        })
        .collect();
    (NewGame { game, rules, seats }, problems)
}

/// Percent-encodes a URL query component.
pub fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => char::from(b).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// What a host page may ask of a framed boardlore.
#[derive(Clone, Debug, PartialEq)]
pub enum HostMessage {
    /// Start a new game with this setup, in this language if one is given.
    NewGame(NewGame, Option<Lang>),
    /// Change the animation speed.
    SetSpeed(Speed),
}

/// Why a host's message was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused(pub String);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "boardlore ignored a message from its host page: {}", self.0)
    }
}

impl std::error::Error for Refused {}

#[derive(Deserialize)]
#[serde(tag = "type", deny_unknown_fields)]
enum Wire {
    #[serde(rename = "new-game")]
    NewGame {
        #[serde(rename = "source")]
        _source: HostSource,
        game: String,
        #[serde(default)]
        rules: Map<String, Value>,
        #[serde(default)]
        seats: Map<String, Value>,
        #[serde(default)]
        lang: Option<String>,
    },
    #[serde(rename = "set-speed")]
    SetSpeed {
        #[serde(rename = "source")]
        _source: HostSource,
        speed: String,
    },
}

#[derive(Deserialize)]
enum HostSource {
    #[serde(rename = "boardlore-host")]
    Host,
}

/// Reads a host's message (as JSON text), checking its shape and every value in it.
pub fn read_host_message(json: &str) -> Result<HostMessage, Refused> {
    let wire: Wire = serde_json::from_str(json).map_err(|e| Refused(format!("not a boardlore command ({e})")))?;
    match wire {
        Wire::SetSpeed { speed, .. } => Speed::parse(&speed)
            .map(HostMessage::SetSpeed)
            .ok_or_else(|| Refused(format!("no speed called '{speed}' (off, slow, normal, fast)"))),
        Wire::NewGame { game, rules, seats, lang, .. } => {
            let lang = match lang {
                None => None,
                Some(tag) => Some(Lang::from_tag(&tag).ok_or_else(|| {
                    let known: Vec<&str> = Lang::all().map(Lang::tag).collect();
                    Refused(format!("no language '{tag}' ({})", known.join(", ")))
                })?),
            };
            let info = catalogue::info(&game).ok_or_else(|| Refused(format!("there is no game called '{game}'")))?;
            let refused = catalogue::check_rules(info, &rules);
            if !refused.is_empty() {
                return Err(Refused(refused.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")));
            }
            for name in seats.keys() {
                if !SEATS.iter().any(|(seat, _)| seat == name) {
                    return Err(Refused(format!("no seat called '{name}' (south, north, east, west)")));
                }
            }
            let seats = SEATS
                .iter()
                .map(|(name, _)| match seats.get(*name) {
                    None => Ok(Player::Person),
                    Some(who) => who.as_str().and_then(Player::parse).ok_or_else(|| {
                        Refused(format!("seat {name} must be person, random, easy, medium or hard, not {who}"))
                    }),
                })
                .collect::<Result<Vec<Player>, Refused>>()?;
            Ok(HostMessage::NewGame(NewGame { game: info, rules, seats }, lang))
        }
    }
}

/// What a framed boardlore tells its host.
#[derive(Clone, Debug, PartialEq)]
pub enum FrameMessage<'a> {
    /// The game is on screen and listening, and who acts first.
    Ready { game: &'a str, to_act: ToAct },
    /// An action was played (by a seat, or by chance when `by` is `None`), and who acts next.
    Move { game: &'a str, action: &'a str, by: Option<Seat>, moves: usize, to_act: ToAct, scores: &'a [u32] },
    /// A round (or a game of a match) ended with these scores.
    RoundEnd { game: &'a str, round: usize, scores: &'a [u32] },
    /// The game (the whole match or campaign) is over.
    GameEnd { game: &'a str, status: &'a str, scores: &'a [u32], returns: &'a [f64] },
}

impl FrameMessage<'_> {
    /// The message as the JSON object posted to the host.
    pub fn to_json(&self) -> Value {
        let mut message = match self {
            FrameMessage::Ready { game, to_act } => {
                serde_json::json!({ "type": "ready", "game": game, "to_act": to_act.to_string() })
            }
            FrameMessage::Move { game, action, by, moves, to_act, scores } => serde_json::json!({
                "type": "move", "game": game, "action": action, "by": by.map_or("Chance".to_string(), |s| s.to_string()),
                "moves": moves, "to_act": to_act.to_string(), "scores": scores
            }),
            FrameMessage::RoundEnd { game, round, scores } => {
                serde_json::json!({ "type": "round-end", "game": game, "round": round, "scores": scores })
            }
            FrameMessage::GameEnd { game, status, scores, returns } => serde_json::json!({
                "type": "game-end", "game": game, "status": status, "scores": scores, "returns": returns
            }),
        };
        message["source"] = Value::from("boardlore");
        message
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_becomes_the_query_that_starts_it() {
        let message = r#"{"source":"boardlore-host","type":"new-game","game":"ceelkoqyuqkoqiji",
            "rules":{"ruleset":"fourteen_holes","players":4},"seats":{"north":"hard","west":"easy"}}"#;
        let HostMessage::NewGame(setup, lang) = read_host_message(message).unwrap() else { panic!("a new game") };
        assert_eq!(lang, None);
        let (person, hard, easy) = (Player::Person, Player::parse("hard").unwrap(), Player::parse("easy").unwrap());
        assert_eq!(setup.seats, [person, hard, person, easy]);
        assert_eq!(
            setup.query(&["embed=1".to_string()]),
            "?game=ceelkoqyuqkoqiji&new=1&players=4&ruleset=fourteen_holes&north=hard&west=easy&embed=1"
        );
        assert_eq!(encode("a b&c=d/é"), "a%20b%26c%3Dd%2F%C3%A9");
    }

    #[test]
    fn a_new_game_may_name_its_language() {
        let with = |lang: &str| {
            read_host_message(&format!(
                r#"{{"source":"boardlore-host","type":"new-game","game":"leyla","lang":"{lang}"}}"#
            ))
        };
        assert!(matches!(with("is"), Ok(HostMessage::NewGame(_, Some(l))) if l.tag() == "is"));
        assert!(matches!(with("zh-hans"), Ok(HostMessage::NewGame(_, Some(l))) if l.tag() == "zh-Hans"));
        assert!(with("klingon").unwrap_err().to_string().contains("no language 'klingon'"));
    }

    #[test]
    fn an_address_gives_its_setup_and_says_in_words_what_it_refused() {
        let ceelko = catalogue::info("ceelkoqyuqkoqiji").unwrap();
        let address = |pairs: &'static [(&'static str, &'static str)]| {
            new_game_from_query(ceelko, move |name| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string()))
        };
        let (setup, problems) =
            address(&[("ruleset", "fourteen_holes"), ("players", "4"), ("north", "hard"), ("speed", "off")]);
        assert_eq!(problems, []);
        assert_eq!(setup.query(&[]), "?game=ceelkoqyuqkoqiji&new=1&players=4&ruleset=fourteen_holes&north=hard");
        let (setup, problems) = address(&[("ruleset", "zzz"), ("players", "4"), ("north", "superhard")]);
        assert!(setup.rules.is_empty(), "the usual rules");
        assert_eq!(setup.seats, [Player::Person; 4]);
        let told: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert_eq!(
            told,
            [
                "The rule option ruleset has no value \"zzz\"; it can be eagle, equal_cost or fourteen_holes. The game starts with the usual rules.",
                "North cannot be played by \"superhard\": a seat is played by a person or by the computer, at level random, easy, medium or hard. North is played by a person.",
            ]
        );
        let (_, problems) = address(&[("players", "-3")]);
        assert_eq!(
            problems[0].to_string(),
            "The rule option players has no value \"-3\"; it can be 2 or 4. The game starts with the usual rules."
        );
    }

    #[test]
    fn malformed_or_impossible_messages_are_refused_with_a_reason() {
        let refused = |json: &str| read_host_message(json).expect_err(json).0;
        assert!(refused("[1, 2]").starts_with("not a boardlore command"));
        assert!(refused(r#"{"type":"new-game","game":"leyla"}"#).starts_with("not a boardlore command"));
        assert!(refused(r#"{"source":"someone","type":"new-game","game":"leyla"}"#).starts_with("not a boardlore"));
        assert!(refused(r#"{"source":"boardlore-host","type":"explode"}"#).starts_with("not a boardlore command"));
        assert!(refused(r#"{"source":"boardlore-host","type":"new-game","game":"leyla","x":1}"#).contains("unknown"));
        assert_eq!(
            refused(r#"{"source":"boardlore-host","type":"new-game","game":"chess"}"#),
            "there is no game called 'chess'"
        );
        assert!(refused(r#"{"source":"boardlore-host","type":"new-game","game":"leyla","rules":{"players":9}}"#)
            .contains("players"));
        assert!(refused(r#"{"source":"boardlore-host","type":"new-game","game":"leyla","seats":{"up":"hard"}}"#)
            .starts_with("no seat called 'up'"));
        assert!(refused(r#"{"source":"boardlore-host","type":"new-game","game":"leyla","seats":{"north":"god"}}"#)
            .starts_with("seat north must be"));
        assert!(refused(r#"{"source":"boardlore-host","type":"set-speed","speed":"warp"}"#).starts_with("no speed"));
        assert_eq!(
            read_host_message(r#"{"source":"boardlore-host","type":"set-speed","speed":"fast"}"#),
            Ok(HostMessage::SetSpeed(Speed::Fast))
        );
    }

    #[test]
    fn frame_messages_say_where_they_come_from() {
        let scores = [3, 5];
        let message = FrameMessage::Move {
            game: "leyla",
            action: "a3",
            by: Some(Seat::FIRST),
            moves: 1,
            to_act: ToAct::Seat(Seat::SECOND),
            scores: &scores,
        };
        let json = message.to_json();
        assert_eq!(json["source"], "boardlore");
        assert_eq!(json["type"], "move");
        assert_eq!((json["by"].as_str(), json["to_act"].as_str()), (Some("South"), Some("North")));
        let thrown = FrameMessage::Move {
            game: "piprjall",
            action: "roll:6-5",
            by: None,
            moves: 1,
            to_act: ToAct::Chance,
            scores: &scores,
        }
        .to_json();
        assert_eq!((thrown["by"].as_str(), thrown["to_act"].as_str()), (Some("Chance"), Some("chance")));
        assert_eq!(json["scores"], serde_json::json!([3, 5]));
        let end = FrameMessage::GameEnd { game: "leyla", status: "South wins", scores: &scores, returns: &[1.0, -1.0] };
        assert_eq!(end.to_json()["type"], "game-end");
    }
}
