//! Dongjintian's refusals as phrases (`dongjintian-refused-*` and the shared `refused-*`
//! messages), whose English reads as [`DongjintianError`]'s `Display`.

use super::DongjintianError;
use crate::engine::{Phrase, Phrased};
use std::fmt;

impl Phrased for DongjintianError {
    fn phrase(&self) -> Phrase {
        match self {
            DongjintianError::Unknown(text) => Phrase::new("dongjintian-refused-unknown").with("text", text.as_str()),
            DongjintianError::GameOver => Phrase::new("refused-game-over"),
            DongjintianError::WrongStep { action, expected } => {
                Phrase::new("refused-action").with("action", action.as_str()).with("reason", expected.phrase())
            }
            DongjintianError::Empty(hole) => Phrase::new("refused-empty").with("hole", hole.as_str()),
            DongjintianError::Blocked { dir, reason } => {
                Phrase::new("dongjintian-refused-blocked").with("dir", *dir).with("reason", reason.phrase())
            }
        }
    }
}

/// What is due instead of the action given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// A direction was given before a hole was picked.
    Pick,
    /// A hole was named while the sowing goes on.
    Direction,
}

impl fmt::Display for Due {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Due::Pick => "first pick a hole to sow from",
            Due::Direction => "the sowing goes on: choose a direction",
        })
    }
}

impl Phrased for Due {
    fn phrase(&self) -> Phrase {
        Phrase::new(match self {
            Due::Pick => "dongjintian-refused-pick-first",
            Due::Direction => "dongjintian-refused-choose-direction",
        })
    }
}

/// Why a direction cannot be taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockedBy {
    /// It leads off the board.
    Edge,
    /// It leads back to the hole just left.
    DoublingBack,
    /// It leads into a hole already sown in this sowing (`sowing: "ludii"`, D12).
    AlreadySown,
}

impl fmt::Display for BlockedBy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BlockedBy::Edge => "that is off the board",
            BlockedBy::DoublingBack => "a sowing never doubles back",
            BlockedBy::AlreadySown => {
                "as Ludii plays it, a sowing never enters a hole it has already sown (rule option sowing ludii)"
            }
        })
    }
}

impl Phrased for BlockedBy {
    fn phrase(&self) -> Phrase {
        Phrase::new(match self {
            BlockedBy::Edge => "dongjintian-refused-off-board",
            BlockedBy::DoublingBack => "dongjintian-refused-doubles-back",
            BlockedBy::AlreadySown => "dongjintian-refused-already-sown",
        })
    }
}
