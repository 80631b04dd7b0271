//! The names saved games give themselves: an imported record without a name, a game saved by
//! the first version, the copy kept when two tabs played one game differently. They are stored
//! as words, so they are made in the words of whoever saves: the app passes a [`Names`] that
//! formats the [`GivenName`]'s phrase in the visitor's language (`name-*` messages); the tools
//! and tests pass [`english`], whose words are the same as the English messages'.

use crate::engine::{GameInfo, Phrase, Phrased};
use crate::i18n::{GameText, Part};
use crate::record::MAX_NAME;
use std::fmt;

/// A name made by the saved games themselves.
#[derive(Clone, Debug, PartialEq)]
pub enum GivenName<'a> {
    /// An imported record of `.0` that had no name.
    Imported(&'static GameInfo),
    /// A game of `.0` saved by the first version.
    SavedEarlier(&'static GameInfo),
    /// A copy of the saved game named `.0`.
    Copy(&'a str),
}

/// How given names are put in words.
pub type Names<'n> = &'n dyn Fn(&GivenName) -> String;

impl fmt::Display for GivenName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GivenName::Imported(game) => write!(f, "{} (imported)", game.name),
            GivenName::SavedEarlier(game) => write!(f, "{} (saved earlier)", game.name),
            GivenName::Copy(name) => write!(f, "{name} (copy)"),
        }
    }
}

impl Phrased for GivenName<'_> {
    fn phrase(&self) -> Phrase {
        let game = |info: &GameInfo| Phrase::new(info.text_id(Part::Name));
        match self {
            GivenName::Imported(info) => Phrase::new("name-imported").with("game", game(info)),
            GivenName::SavedEarlier(info) => Phrase::new("name-saved-earlier").with("game", game(info)),
            GivenName::Copy(name) => Phrase::new("name-copy").with("name", *name),
        }
    }
}

/// The English name (the command line's and the tests').
pub fn english(given: &GivenName) -> String {
    given.to_string()
}

/// The name of a copy of `name` in `names`' words, the name shortened as much as needed for the
/// whole to have at most [`MAX_NAME`] characters.
pub fn copy_name(names: Names, name: &str) -> String {
    let mut kept: String = name.trim_end().to_string();
    loop {
        let copy = names(&GivenName::Copy(&kept));
        let over = copy.chars().count().saturating_sub(MAX_NAME);
        if over == 0 || kept.is_empty() {
            return copy.chars().take(MAX_NAME).collect();
        }
        let keep = kept.chars().count().saturating_sub(over);
        kept = kept.chars().take(keep).collect::<String>().trim_end().to_string();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::CATALOGUE;
    use crate::i18n::{Lang, Messages};

    #[test]
    fn the_english_messages_give_the_english_names_and_every_language_has_its_own() {
        for info in CATALOGUE {
            for given in [GivenName::Imported(info), GivenName::SavedEarlier(info), GivenName::Copy("Museum day")] {
                assert_eq!(crate::i18n::english(&[given.phrase()]).expect("English names it"), [english(&given)]);
                for lang in Lang::all() {
                    let name = Messages::new(lang).try_phrase(&given.phrase()).expect("every language names it");
                    assert!(name.chars().count() <= MAX_NAME && !name.contains('{'), "{}: {name}", lang.tag());
                }
            }
        }
    }
}
