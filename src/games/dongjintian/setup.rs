//! Dongjintian set up by hand: the counters in each hole, what each player has captured, and
//! who moves. The hundred counters are all somewhere, and the board holds at least one (an
//! empty board ends the game). The counts of turns without a capture (D1) start again from
//! nothing.

use super::{topology, Dongjintian, Phase, HOLES, START_COUNT, TURN_ORDER};
use crate::engine::setup::{fit, Drawing, Misfit};
use crate::engine::{Arrange, Arrangement, Form, Phrase, Phrased, Seat};

/// Every counter of the game: five in each of the twenty holes.
pub const COUNTERS: u16 = START_COUNT as u16 * HOLES as u16;

/// A Dongjintian position, as typed values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub counts: [u16; HOLES],
    /// Counters each seat has captured, by seat.
    pub captured: [u32; 4],
    pub to_move: Seat,
}

/// Why an arrangement is not a Dongjintian position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DongjintianSetupError {
    /// Against what any position of the board allows.
    Misfit(Misfit),
    /// No counter on the board: the game would be over.
    EmptyBoard,
}

impl std::error::Error for DongjintianSetupError {}

impl Phrased for DongjintianSetupError {
    /// `position-*`, the English of `Display` (`i18n`).
    fn phrase(&self) -> Phrase {
        match self {
            DongjintianSetupError::Misfit(misfit) => misfit.phrase(),
            DongjintianSetupError::EmptyBoard => Phrase::new("position-empty-board"),
        }
    }
}

impl Position {
    /// Reads `arrangement` (already fitted to the board's [`Form`]) and checks the game's own
    /// rules.
    pub fn read(arrangement: &Arrangement) -> Result<Position, DongjintianSetupError> {
        let counts: [u16; HOLES] = std::array::from_fn(|i| arrangement.counts[i]);
        if counts.iter().all(|&c| c == 0) {
            return Err(DongjintianSetupError::EmptyBoard);
        }
        let captured = std::array::from_fn(|s| u32::from(arrangement.held_by(Seat::new(s as u8))));
        Ok(Position { counts, captured, to_move: arrangement.to_move })
    }
}

impl Arrange for Dongjintian {
    type Refusal = DongjintianSetupError;

    fn form(&self) -> Form {
        Form {
            most: vec![COUNTERS; HOLES],
            owners: vec![Vec::new(); HOLES],
            owning: None,
            holders: (0..4).map(Seat::new).collect(),
            stones: Vec::new(),
            movers: TURN_ORDER.to_vec(),
            total: Some(u32::from(COUNTERS)),
        }
    }

    /// Counters still in hand in a steered sowing are put down where the sowing stands, so
    /// that none is lost.
    fn arrangement(&self) -> Arrangement {
        let mut counts = self.counts.to_vec();
        if let Phase::Steer { at, hand, .. } = self.phase {
            counts[at.index()] += hand;
        }
        Arrangement {
            counts,
            owners: Vec::new(),
            held: self.captured.iter().map(|&c| u16::try_from(c).unwrap_or(u16::MAX)).collect(),
            stones: Vec::new(),
            to_move: self.mover(),
        }
    }

    fn set_up(&self, arrangement: &Arrangement) -> Result<Dongjintian, DongjintianSetupError> {
        self.set_up_against(arrangement, self.form())
    }

    fn set_up_part(&self, arrangement: &Arrangement) -> Result<Dongjintian, DongjintianSetupError> {
        self.set_up_against(arrangement, Form { total: None, ..self.form() })
    }

    /// The grid as drawn, North at the top: rows 4 to 1, holes a to e.
    fn drawing(&self) -> Drawing {
        Drawing::new(topology(), "a4 b4 c4 d4 e4 / a3 b3 c3 d3 e3 / a2 b2 c2 d2 e2 / a1 b1 c1 d1 e1")
            .unwrap_or_else(|e| unreachable!("{e}"))
    }
}

impl Dongjintian {
    /// [`Arrange::set_up`] against `form`.
    fn set_up_against(&self, arrangement: &Arrangement, form: Form) -> Result<Dongjintian, DongjintianSetupError> {
        fit(arrangement, &form, topology()).map_err(DongjintianSetupError::Misfit)?;
        let position = Position::read(arrangement)?;
        let mut game = Dongjintian::from_counts(position.counts, position.to_move, self.rules);
        game.captured = position.captured;
        Ok(game)
    }
}
