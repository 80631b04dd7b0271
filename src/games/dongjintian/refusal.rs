//! Dongjintian's refusals as phrases (`dongjintian-refused-*` and the shared `refused-*`
//! messages): the English of [`DongjintianError`]'s `Display` too, formatted by `i18n`.

use super::DongjintianError;
use crate::engine::{Phrase, Phrased};

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

impl Phrased for BlockedBy {
    fn phrase(&self) -> Phrase {
        Phrase::new(match self {
            BlockedBy::Edge => "dongjintian-refused-off-board",
            BlockedBy::DoublingBack => "dongjintian-refused-doubles-back",
            BlockedBy::AlreadySown => "dongjintian-refused-already-sown",
        })
    }
}
