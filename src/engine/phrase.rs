//! Words as typed values: a [`Phrase`] is a message id (of the app's Fluent messages,
//! `locales/`) with typed arguments, so that what the rules say about a move can be shown in the
//! visitor's language. The engine only builds phrases; the app formats them
//! (the `i18n` module, a layer above).

use super::Seat;

/// One argument of a phrase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A count or amount: selects plural forms by the language's rules.
    Number(i64),
    /// Text shown as it is: a site's id, an action's notation, a name.
    Text(String),
    /// A seat: shown as its name in the language (the `seat` message).
    Seat(Seat),
    /// Words of their own, formatted first.
    Phrase(Box<Phrase>),
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<u16> for Arg {
    fn from(n: u16) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<Seat> for Arg {
    fn from(seat: Seat) -> Arg {
        Arg::Seat(seat)
    }
}

impl From<Phrase> for Arg {
    fn from(phrase: Phrase) -> Arg {
        Arg::Phrase(Box::new(phrase))
    }
}

/// A message id and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    pub id: String,
    pub args: Vec<(&'static str, Arg)>,
}

impl Phrase {
    /// The message `id` without arguments.
    pub fn new(id: impl Into<String>) -> Phrase {
        Phrase { id: id.into(), args: Vec::new() }
    }

    /// The seats `seats` as a list in words ("South", "South and North", "South, East and
    /// North"): the messages `list-1` to `list-4`, whose arguments are `a` to `d`.
    pub fn list(seats: &[Seat]) -> Phrase {
        let mut phrase = Phrase::new(format!("list-{}", seats.len().clamp(1, 4)));
        for (&name, &seat) in ["a", "b", "c", "d"].iter().zip(seats) {
            phrase = phrase.with(name, seat);
        }
        phrase
    }

    /// The same with argument `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Phrase {
        self.args.push((name, value.into()));
        self
    }
}

/// What can be said as a phrase: a game's refusals, whose words are [`Phrased::phrase`] alone:
/// the app shows it in the visitor's language, and their `Display` (for the command line and
/// records, written in the `i18n` layer above) is its English.
pub trait Phrased {
    fn phrase(&self) -> Phrase;
}
