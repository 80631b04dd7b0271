//! Dongjintian's rules as the reference engine plays them ([`crate::engine::Reference`]).
//!
//! Dongjintian's legal actions and its checked move are already written as the rules read
//! (`Dongjintian::legal_actions`, `pick`, `step`, `sow`, `capture` and `end_move` in `mod.rs`,
//! after Eagle 1995 and the four-player ruleset); what the fast engine adds is its random draw
//! from the occupied holes kept as bits and its unchecked play (`random_legal`, `apply_legal`),
//! which `tests/agree.rs` holds to these.

use super::{Dongjintian, DongjintianAction, DongjintianError};
use crate::engine::{EventSink, Game, Rules};

impl Rules for Dongjintian {
    fn rules_legal_actions(&self, out: &mut Vec<DongjintianAction>) {
        self.legal_actions(out);
    }

    fn rules_apply(&mut self, action: DongjintianAction, events: &mut impl EventSink) -> Result<(), DongjintianError> {
        self.apply_with(action, events)
    }
}
