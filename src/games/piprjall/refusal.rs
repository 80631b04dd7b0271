//! Piprjall's refusals as phrases (`piprjall-refused-*` and the shared `refused-*` messages):
//! the rule a move breaks ([`Rule`]) and the other reasons. Their English (the `Display` of
//! [`PiprjallError`]) is the phrase's, formatted by `i18n`.

use super::PiprjallError;
use crate::engine::{Phrase, Phrased};

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
    /// The rule as the reason of a refusal (`piprjall-refused-*`).
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            Rule::NoPieceThere => "piprjall-refused-no-piece",
            Rule::ReEnterFirst => "piprjall-refused-re-enter-first",
            Rule::ReEnterOnEmpty => "piprjall-refused-re-enter-empty",
            Rule::BearOffFromHome => "piprjall-refused-bear-off-home",
            Rule::HigherDieFromFarthest => "piprjall-refused-higher-die",
            Rule::ClosedPoint => "piprjall-refused-closed",
            Rule::TwoOnStartingSide => "piprjall-refused-two-on-start-side",
            Rule::FiveLeaveFirst => "piprjall-refused-five-first",
        })
    }
}

impl Phrased for PiprjallError {
    fn phrase(&self) -> Phrase {
        match self {
            PiprjallError::Unknown(text) => Phrase::new("piprjall-refused-unknown").with("text", text.as_str()),
            PiprjallError::MatchOver => Phrase::new("refused-match-over"),
            PiprjallError::NotNow { action, reason } | PiprjallError::Illegal { action, reason } => {
                Phrase::new("refused-action").with("action", action.as_str()).with("reason", reason.clone())
            }
        }
    }
}
