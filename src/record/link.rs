//! A whole game in one URL parameter (`?record=...`): the game, its rule options, its seed, who
//! plays each seat and every action, so that a page can link to (or frame) a game at any move.
//!
//! The parameter is the base64url (no padding) of a short text, one field a line:
//!
//! ```text
//! b1                      the link format's version
//! leyla                   the game
//! {"holes":6}             the rule options as JSON (empty: the usual rules)
//! 5                       the seed (empty: none)
//! person,hard             the seats' players, in the order of `embed::SEATS` (trailing people left out)
//! a3 b4 a1                the actions, in the game's notation, separated by spaces
//! {"counts":[...],...}    only for a game set up by hand: its position, as JSON
//! ```
//!
//! Reading a link checks every part and replays every action, so a damaged or tampered link is
//! refused with what is wrong in it (never half a game).

use super::{Record, RecordError};
use crate::any_game::AnyGame;
use crate::engine::{Phrase, Phrased};
use crate::player::Player;
use serde_json::{Map, Value};
use std::fmt;

/// The first line of every link this build writes.
pub const VERSION: &str = "b1";
/// The longest parameter read (about 150,000 actions): longer ones are refused unread.
pub const MAX_LEN: usize = 1 << 20;

/// A game as a link holds it: its record and who plays each seat.
#[derive(Clone, Debug, PartialEq)]
pub struct GameLink {
    pub record: Record,
    pub seats: Vec<Player>,
}

/// Why a `record=` parameter could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkError {
    /// Longer than [`MAX_LEN`].
    TooLong(usize),
    /// A character that base64url does not use, at this position (from 0).
    NotBase64 { at: usize, found: char },
    /// Decoded, but not UTF-8 text.
    NotText,
    /// The first line is not a version this build reads.
    UnknownVersion(String),
    /// A line is missing.
    Missing(&'static str),
    /// The rule options are not a JSON object.
    Rules(String),
    /// The position set up by hand is not readable.
    Arrangement(String),
    /// The seed is not a whole number below 2^53.
    Seed(String),
    /// A seat's player is neither a person nor a computer level.
    Player(String),
    /// More players than the game has seats.
    TooManySeats { given: usize, seats: usize },
    /// The game is unknown, its options refused, or an action illegal.
    Record(RecordError),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::TooLong(len) => write!(f, "the game link is too long ({len} characters, at most {MAX_LEN})"),
            LinkError::NotBase64 { at, found } => {
                write!(f, "the game link is damaged: character {} ('{found}') cannot be in it", at + 1)
            }
            LinkError::NotText => f.write_str("the game link is damaged: it does not decode to text"),
            LinkError::UnknownVersion(version) => {
                write!(f, "the game link has version '{version}', which this version of boardlore cannot read")
            }
            LinkError::Missing(part) => {
                let words = if *part == "rules" { "rule options" } else { part };
                write!(f, "the game link is cut short: it has no {words}")
            }
            LinkError::Rules(reason) => write!(f, "the game link's rule options are not readable ({reason})"),
            LinkError::Arrangement(reason) => write!(f, "the game link's set-up position is not readable ({reason})"),
            LinkError::Seed(seed) => write!(f, "the game link's seed '{seed}' is not a whole number below 2^53"),
            LinkError::Player(name) => {
                write!(f, "the game link names a player '{name}' (person, random, easy, medium or hard)")
            }
            LinkError::TooManySeats { given, seats } => {
                write!(f, "the game link names {given} players for a game of at most {seats} seats")
            }
            LinkError::Record(error) => write!(f, "the game in the link cannot be replayed: {error}"),
        }
    }
}

impl std::error::Error for LinkError {}

impl Phrased for LinkError {
    /// `link-*`, the replay's own reason for a game that cannot be replayed; a parser's words
    /// are left to [`LinkError::detail`].
    fn phrase(&self) -> Phrase {
        match self {
            LinkError::TooLong(len) => Phrase::new("link-too-long").with("length", *len).with("most", MAX_LEN),
            LinkError::NotBase64 { at, found } => {
                Phrase::new("link-not-base64").with("at", at + 1).with("found", found.to_string())
            }
            LinkError::NotText => Phrase::new("link-not-text"),
            LinkError::UnknownVersion(version) => Phrase::new("link-version").with("version", version.as_str()),
            LinkError::Missing(part) => Phrase::new("link-missing").with("part", *part),
            LinkError::Rules(_) => Phrase::new("link-rules"),
            LinkError::Arrangement(_) => Phrase::new("link-setup"),
            LinkError::Seed(seed) => Phrase::new("link-seed").with("seed", seed.as_str()),
            LinkError::Player(name) => Phrase::new("link-player").with("name", name.as_str()),
            LinkError::TooManySeats { given, seats } => {
                Phrase::new("link-too-many-seats").with("given", *given).with("seats", *seats)
            }
            LinkError::Record(error) => Phrase::new("link-record").with("error", error.phrase()),
        }
    }
}

impl LinkError {
    /// The technical part of the reason, in English only (a parser's words), if any.
    pub fn detail(&self) -> Option<String> {
        match self {
            LinkError::Rules(detail) | LinkError::Arrangement(detail) => Some(detail.clone()),
            LinkError::Record(error) => error.detail(),
            _ => None,
        }
    }
}

impl GameLink {
    /// The link's parameter value (URL-safe as it is).
    pub fn encode(&self) -> String {
        let record = &self.record;
        let rules = match &record.rules {
            Value::Object(map) if map.is_empty() => String::new(),
            Value::Null => String::new(),
            rules => rules.to_string(),
        };
        let mut seats: Vec<&str> = self.seats.iter().map(|p| p.name()).collect();
        while seats.last() == Some(&Player::Person.name()) {
            seats.pop();
        }
        let mut lines = vec![
            VERSION.to_string(),
            record.game.clone(),
            rules,
            record.seed.map(|s| s.to_string()).unwrap_or_default(),
            seats.join(","),
            record.actions.join(" "),
        ];
        if let Some(setup) = &record.setup {
            lines.push(serde_json::to_string(setup).expect("an arrangement always serialises"));
        }
        let text = lines.join("\n");
        base64url(text.as_bytes())
    }

    /// Reads a link's parameter value and replays its game: the link, and the game after its
    /// last action.
    pub fn decode(param: &str) -> Result<(GameLink, AnyGame), LinkError> {
        if param.len() > MAX_LEN {
            return Err(LinkError::TooLong(param.len()));
        }
        let bytes = from_base64url(param.trim())?;
        let text = String::from_utf8(bytes).map_err(|_| LinkError::NotText)?;
        let mut lines = text.split('\n');
        let mut line = |what: &'static str| lines.next().ok_or(LinkError::Missing(what));
        let version = line("version")?;
        if version != VERSION {
            return Err(LinkError::UnknownVersion(version.chars().take(20).collect()));
        }
        let game = line("game")?.to_string();
        let rules = match line("rules")? {
            "" => Value::Object(Map::new()),
            json => match serde_json::from_str::<Value>(json) {
                Ok(rules @ Value::Object(_)) => rules,
                Ok(other) => return Err(LinkError::Rules(format!("{other} is not an object"))),
                Err(error) => return Err(LinkError::Rules(error.to_string())),
            },
        };
        let seed = match line("seed")? {
            "" => None,
            seed => {
                Some(seed.parse::<u64>().ok().filter(|&s| s < 1 << 53).ok_or_else(|| LinkError::Seed(seed.into()))?)
            }
        };
        let seats_line = line("players")?;
        let actions_line = line("actions")?;
        let setup = match lines.next() {
            None => None,
            Some(json) => Some(serde_json::from_str(json).map_err(|e| LinkError::Arrangement(e.to_string()))?),
        };
        let mut record = Record::new(&game, rules, seed);
        record.setup = setup;
        record.actions = actions_line.split(' ').filter(|a| !a.is_empty()).map(String::from).collect();
        let mut seats: Vec<Player> = match seats_line {
            "" => Vec::new(),
            names => names
                .split(',')
                .map(|name| Player::parse(name).ok_or_else(|| LinkError::Player(name.chars().take(20).collect())))
                .collect::<Result<_, _>>()?,
        };
        let game = record.replay().map_err(LinkError::Record)?;
        if seats.len() > game.seat_count() {
            return Err(LinkError::TooManySeats { given: seats.len(), seats: game.seat_count() });
        }
        seats.resize(game.seat_count(), Player::Person);
        Ok((GameLink { record, seats }, game))
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding.
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// Reads base64url, with or without padding.
fn from_base64url(text: &str) -> Result<Vec<u8>, LinkError> {
    let text = text.trim_end_matches('=');
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut bits, mut held) = (0u32, 0u32);
    for (at, found) in text.chars().enumerate() {
        let value = ALPHABET.iter().position(|&c| char::from(c) == found).ok_or(LinkError::NotBase64 { at, found })?;
        bits = bits << 6 | value as u32;
        held += 6;
        if held >= 8 {
            held -= 8;
            out.push((bits >> held) as u8);
            bits &= (1 << held) - 1;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_every_length() {
        let bytes: Vec<u8> = (0..=255).collect();
        for len in 0..40 {
            let encoded = base64url(&bytes[200 - len..200]);
            assert!(encoded.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
            assert_eq!(from_base64url(&encoded).unwrap(), &bytes[200 - len..200]);
        }
        assert_eq!(base64url(b"Man"), "TWFu");
        assert_eq!(base64url(b"Ma"), "TWE");
        assert_eq!(from_base64url("TWE=").unwrap(), b"Ma");
    }
}
