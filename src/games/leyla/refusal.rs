//! Leyla's refusals as phrases (`leyla-refused-*` and the shared `refused-*` messages): the
//! English of [`LeylaError`]'s `Display` too, formatted by `i18n`.

use super::LeylaError;
use crate::engine::{Phrase, Phrased};

impl Phrased for LeylaError {
    fn phrase(&self) -> Phrase {
        let hole = |id: &str, hole: &str| Phrase::new(id).with("hole", hole);
        match self {
            LeylaError::UnknownHole(text) => Phrase::new("leyla-refused-unknown").with("text", text.as_str()),
            LeylaError::RoundOver => Phrase::new("refused-round-over"),
            LeylaError::NotYourRow { hole, mover } => {
                Phrase::new("refused-not-your-row").with("hole", hole.as_str()).with("seat", *mover)
            }
            LeylaError::Captured { hole: h } => hole("leyla-refused-captured", h),
            LeylaError::OutOfPlay { hole: h } => hole("leyla-refused-out-of-play", h),
            LeylaError::Empty { hole: h } => hole("refused-empty", h),
            LeylaError::MatchOver => Phrase::new("refused-match-over"),
            LeylaError::NoLoanOffered => Phrase::new("leyla-refused-no-loan"),
            LeylaError::LoanDecisionPending => Phrase::new("leyla-refused-loan-pending"),
            LeylaError::FillPending => Phrase::new("leyla-refused-fill-pending"),
            LeylaError::NotFilling => Phrase::new("leyla-refused-not-filling"),
            LeylaError::AlreadyFilled { hole: h } => hole("leyla-refused-already-filled", h),
        }
    }
}
