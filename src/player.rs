//! Who plays a seat: a person at the screen, or the computer at one of its levels. Saves, URLs
//! and the host page's messages spell it as a word (`person`, `easy`, `hard`...); everything in
//! between holds a [`Player`].

use crate::ai::Level;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Who plays one seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Player {
    /// A person, at this screen.
    #[default]
    Person,
    /// The computer, at this level.
    Computer(Level),
}

impl Player {
    /// How saves and URLs spell it: `person`, or the level's name.
    pub fn name(self) -> &'static str {
        match self {
            Player::Person => "person",
            Player::Computer(level) => level.name(),
        }
    }

    /// Reads a spelling made by [`Player::name`]; `None` for anything else.
    pub fn parse(text: &str) -> Option<Player> {
        match text {
            "person" => Some(Player::Person),
            _ => Level::parse(text).map(Player::Computer),
        }
    }

    /// The computer's level, if the computer plays.
    pub fn level(self) -> Option<Level> {
        match self {
            Player::Person => None,
            Player::Computer(level) => Some(level),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Saved as its name, as saves have always kept seats.
impl Serialize for Player {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// An unknown word reads as a person, as saves have always read it.
impl<'de> Deserialize<'de> for Player {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Player, D::Error> {
        let text = String::deserialize(deserializer)?;
        Ok(Player::parse(&text).unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_spelled_as_saves_and_urls_spell_them() {
        for player in [Player::Person].into_iter().chain(Level::ALL.map(Player::Computer)) {
            assert_eq!(Player::parse(player.name()), Some(player));
            let json = serde_json::to_string(&player).unwrap();
            assert_eq!(json, format!("\"{}\"", player.name()));
            assert_eq!(serde_json::from_str::<Player>(&json).unwrap(), player);
        }
        assert_eq!(Player::parse("hard"), Some(Player::Computer(Level::Hard)));
        assert_eq!(Player::parse("superhard"), None);
        assert_eq!(serde_json::from_str::<Player>("\"superhard\"").unwrap(), Player::Person);
    }
}
