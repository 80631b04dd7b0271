//! Piprjall's refusals as phrases (`piprjall-refused-*` and the shared `refused-*` messages),
//! whose English reads as [`PiprjallError`]'s `Display`: the rule a move breaks ([`Rule`]) and
//! the other reasons, each a [`Note`] with its English and its phrase.

use super::PiprjallError;
use crate::engine::{Note, Phrase, Phrased};

/// A rule of moving that forbids a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    NoPieceThere,
    ReEnterFirst,
    ReEnterOnEmpty,
    BearOffFromHome,
    HigherDieFromFarthest,
    ClosedPoint,
    TwoOnStartingSide,
    FiveLeaveFirst,
}

impl Rule {
    /// The rule in English, as the command line says it.
    pub fn english(self) -> &'static str {
        match self {
            Rule::NoPieceThere => "there is no piece of yours there",
            Rule::ReEnterFirst => "a hit piece must re-enter first",
            Rule::ReEnterOnEmpty => "a piece re-enters only on an empty point",
            Rule::BearOffFromHome => "bearing off starts when all your pieces are in the last quarter",
            Rule::HigherDieFromFarthest => "a higher die bears off only from the farthest point",
            Rule::ClosedPoint => "two or more of the opponent's pieces close that point",
            Rule::TwoOnStartingSide => "no more than two of your pieces on a point of the starting side",
            Rule::FiveLeaveFirst => {
                "no move past the penultimate point of the starting side until five pieces have left the start"
            }
        }
    }

    /// The rule as a reason, in English and as a phrase.
    pub fn note(self) -> Note {
        let id = match self {
            Rule::NoPieceThere => "piprjall-refused-no-piece",
            Rule::ReEnterFirst => "piprjall-refused-re-enter-first",
            Rule::ReEnterOnEmpty => "piprjall-refused-re-enter-empty",
            Rule::BearOffFromHome => "piprjall-refused-bear-off-home",
            Rule::HigherDieFromFarthest => "piprjall-refused-higher-die",
            Rule::ClosedPoint => "piprjall-refused-closed",
            Rule::TwoOnStartingSide => "piprjall-refused-two-on-start-side",
            Rule::FiveLeaveFirst => "piprjall-refused-five-first",
        };
        Note::new(self.english(), Phrase::new(id))
    }
}

/// A reason without arguments: its English and message id.
pub fn reason(english: &str, id: &str) -> Note {
    Note::new(english, Phrase::new(id))
}

impl Phrased for PiprjallError {
    fn phrase(&self) -> Phrase {
        match self {
            PiprjallError::Unknown(text) => Phrase::new("piprjall-refused-unknown").with("text", text.as_str()),
            PiprjallError::MatchOver => Phrase::new("refused-match-over"),
            PiprjallError::NotNow { action, reason } | PiprjallError::Illegal { action, reason } => {
                Phrase::new("refused-action").with("action", action.as_str()).with("reason", reason.said())
            }
        }
    }
}
