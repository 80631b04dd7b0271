//! Leyla set up by hand: the counters in each hole, which holes are captured and by whom,
//! what each player has taken, and who moves. The 48 counters are all somewhere (L8's
//! settlement counts them); captures take a hole and the hole facing it together, so a captured
//! hole's facing hole is captured by the same player; and the player to move must have a hole
//! to sow from (else the round would be over already). Every hole is in play: a set-up round
//! is the match's first.

use super::{opposite, topology, Hole, Leyla, LeylaMatch, LeylaRules, RoundEnd, HOLES, START_COUNT};
use crate::engine::setup::{fit, Drawing, Misfit};
use crate::engine::{Arrange, Arrangement, Form, Owning, Phrase, Phrased, Seat, Site};

/// Every counter of the game: four in each of the twelve holes.
pub const COUNTERS: u16 = START_COUNT as u16 * HOLES as u16;

/// A Leyla position, as typed values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub counts: [u8; HOLES],
    pub holes: [Hole; HOLES],
    /// Counters each player has taken this round.
    pub taken: [u16; 2],
    pub to_move: Seat,
}

/// Why an arrangement is not a Leyla position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeylaSetupError {
    /// Against what any position of the board allows.
    Misfit(Misfit),
    /// A captured hole whose facing hole is not captured by the same player.
    Unpaired { hole: String, facing: String },
    /// The player to move has no hole to sow from.
    Stuck(Seat),
}

impl std::error::Error for LeylaSetupError {}

impl Phrased for LeylaSetupError {
    /// `position-*` and `leyla-position-*`, the English of `Display` (`i18n`).
    fn phrase(&self) -> Phrase {
        match self {
            LeylaSetupError::Misfit(misfit) => misfit.phrase(),
            LeylaSetupError::Unpaired { hole, facing } => {
                Phrase::new("leyla-position-unpaired").with("hole", hole.as_str()).with("facing", facing.as_str())
            }
            LeylaSetupError::Stuck(seat) => Phrase::new("position-stuck").with("seat", *seat),
        }
    }
}

impl Position {
    /// Reads `arrangement` (already fitted to the board's [`Form`]) and checks Leyla's own rules.
    pub fn read(arrangement: &Arrangement, rules: LeylaRules) -> Result<Position, LeylaSetupError> {
        let counts = std::array::from_fn(|i| arrangement.counts[i] as u8);
        let holes: [Hole; HOLES] = std::array::from_fn(|i| arrangement.owner(i).map_or(Hole::Free, Hole::Captured));
        let id = |site: Site| topology().id(site).to_string();
        for (i, &hole) in holes.iter().enumerate() {
            let facing = opposite(Site(i as u8));
            if matches!(hole, Hole::Captured(_)) && holes[facing.index()] != hole {
                return Err(LeylaSetupError::Unpaired { hole: id(Site(i as u8)), facing: id(facing) });
            }
        }
        let taken = [Seat::FIRST, Seat::SECOND].map(|seat| arrangement.held_by(seat));
        let position = Position { counts, holes, taken, to_move: arrangement.to_move };
        let can_sow = |seat: Seat| Leyla::row(seat).any(|s| holes[s.index()].is_free() && counts[s.index()] > 0);
        let mover = position.to_move;
        if !can_sow(mover) {
            return Err(LeylaSetupError::Stuck(mover));
        }
        if rules.round_end == RoundEnd::EitherRow && !can_sow(mover.opponent()) {
            return Err(LeylaSetupError::Stuck(mover.opponent()));
        }
        Ok(position)
    }
}

impl Arrange for LeylaMatch {
    type Refusal = LeylaSetupError;

    fn form(&self) -> Form {
        let owners = vec![None, Some(Seat::FIRST), Some(Seat::SECOND)];
        Form {
            most: vec![COUNTERS; HOLES],
            owners: vec![owners; HOLES],
            owning: Some(Owning::Captured),
            holders: vec![Seat::FIRST, Seat::SECOND],
            stones: Vec::new(),
            movers: vec![Seat::FIRST, Seat::SECOND],
            total: Some(u32::from(COUNTERS)),
        }
    }

    fn arrangement(&self) -> Arrangement {
        let round = self.round();
        let owners = round.holes().iter().map(|hole| if let Hole::Captured(seat) = hole { Some(*seat) } else { None });
        Arrangement {
            counts: self.board().iter().map(|&c| u16::from(c)).collect(),
            owners: owners.collect(),
            held: self.holdings().to_vec(),
            stones: Vec::new(),
            to_move: round.to_move,
        }
    }

    fn set_up(&self, arrangement: &Arrangement) -> Result<LeylaMatch, LeylaSetupError> {
        self.set_up_against(arrangement, self.form())
    }

    fn set_up_part(&self, arrangement: &Arrangement) -> Result<LeylaMatch, LeylaSetupError> {
        self.set_up_against(arrangement, Form { total: None, ..self.form() })
    }

    /// As South sees the board: North's row on top from screen left to right (b1..b6), South's
    /// row below (a6..a1), as the `board` diagram draws it.
    fn drawing(&self) -> Drawing {
        Drawing::new(topology(), "b1 b2 b3 b4 b5 b6 / a6 a5 a4 a3 a2 a1").unwrap_or_else(|e| unreachable!("{e}"))
    }
}

impl LeylaMatch {
    /// [`Arrange::set_up`] against `form`.
    fn set_up_against(&self, arrangement: &Arrangement, form: Form) -> Result<LeylaMatch, LeylaSetupError> {
        fit(arrangement, &form, topology()).map_err(LeylaSetupError::Misfit)?;
        let rules = self.round().rules();
        let position = Position::read(arrangement, rules)?;
        let round = Leyla::from_parts(position.counts, position.holes, position.taken, position.to_move, rules);
        Ok(LeylaMatch::from_round(round))
    }
}
