//! Piprjall set up by hand: each side's pieces on the points, on the bar and borne off, and
//! whose throw it is (the dice are thrown after). Each side has its fifteen pieces; a point
//! holds one side's pieces only (its owner says whose); and neither side has borne off all
//! fifteen (the game would be over). The match starts from the set-up position as its first
//! game, with no points won yet.

use super::{point_site, topology, Phase, Piprjall, BAR, OFF, PIECES, TRAY};
use crate::engine::setup::{fit, Drawing, Misfit};
use crate::engine::{Arrange, Arrangement, Form, Owning, Phrase, Phrased, Seat, Site};

/// Points on the board.
const POINTS: usize = 24;
/// Sites: the points, the two bars and the two trays.
const SITES: usize = POINTS + 4;
const SEATS: [Seat; 2] = [Seat::FIRST, Seat::SECOND];

/// A Piprjall position, as typed values: `pieces[seat][pos]`, pieces of `seat` at track
/// position `pos` (0 the bar, 25 borne off).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub pieces: [[u8; 26]; 2],
    pub to_move: Seat,
}

/// Why an arrangement is not a Piprjall position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PiprjallSetupError {
    /// Against what any position of the board allows.
    Misfit(Misfit),
    /// Pieces on a point that belongs to neither side.
    Unowned { point: String },
    /// A side without its fifteen pieces.
    Pieces { seat: Seat, count: u32 },
    /// A side that has borne off every piece: the game would be over.
    BorneOff(Seat),
}

impl std::error::Error for PiprjallSetupError {}

impl Phrased for PiprjallSetupError {
    /// `position-*` and `piprjall-position-*`, the English of `Display` (`i18n`).
    fn phrase(&self) -> Phrase {
        match self {
            PiprjallSetupError::Misfit(misfit) => misfit.phrase(),
            PiprjallSetupError::Unowned { point } => {
                Phrase::new("piprjall-position-unowned").with("point", point.as_str())
            }
            PiprjallSetupError::Pieces { seat, count } => {
                Phrase::new("piprjall-position-pieces").with("seat", *seat).with("count", *count).with("each", PIECES)
            }
            PiprjallSetupError::BorneOff(seat) => Phrase::new("piprjall-position-borne-off").with("seat", *seat),
        }
    }
}

/// The side and track position of a piece on site `index` owned by `owner`, if it can be there.
fn place(index: usize, owner: Option<Seat>) -> Option<(Seat, usize)> {
    let seat_of = |sites: [u8; 2]| SEATS.into_iter().find(|s| usize::from(sites[s.index()]) == index);
    if let Some(seat) = seat_of(BAR) {
        return Some((seat, 0));
    }
    if let Some(seat) = seat_of(TRAY) {
        return Some((seat, OFF));
    }
    let seat = owner?;
    (1..=POINTS).find(|&pos| point_site(seat, pos) == Site(index as u8)).map(|pos| (seat, pos))
}

impl Position {
    /// Reads `arrangement` (already fitted to the board's [`Form`]) and checks the game's own
    /// rules.
    pub fn read(arrangement: &Arrangement) -> Result<Position, PiprjallSetupError> {
        let mut pieces = [[0u8; 26]; 2];
        for (index, &count) in arrangement.counts.iter().enumerate().filter(|&(_, &c)| c > 0) {
            let (seat, pos) = place(index, arrangement.owner(index))
                .ok_or_else(|| PiprjallSetupError::Unowned { point: topology().id(Site(index as u8)).to_string() })?;
            pieces[seat.index()][pos] = count as u8;
        }
        for seat in SEATS {
            let count: u32 = pieces[seat.index()].iter().map(|&p| u32::from(p)).sum();
            if count != u32::from(PIECES) {
                return Err(PiprjallSetupError::Pieces { seat, count });
            }
            if pieces[seat.index()][OFF] == PIECES {
                return Err(PiprjallSetupError::BorneOff(seat));
            }
        }
        Ok(Position { pieces, to_move: arrangement.to_move })
    }
}

impl Arrange for Piprjall {
    type Refusal = PiprjallSetupError;

    fn form(&self) -> Form {
        let mut owners = vec![vec![None, Some(Seat::FIRST), Some(Seat::SECOND)]; POINTS];
        owners.resize(SITES, Vec::new());
        Form {
            most: vec![u16::from(PIECES); SITES],
            owners,
            owning: Some(Owning::Pieces),
            holders: Vec::new(),
            stones: Vec::new(),
            movers: SEATS.to_vec(),
            total: None,
        }
    }

    fn arrangement(&self) -> Arrangement {
        let mut counts = vec![0u16; SITES];
        let mut owners = vec![None; SITES];
        for seat in SEATS {
            for (pos, &n) in self.pieces[seat.index()].iter().enumerate().filter(|&(_, &n)| n > 0) {
                let site = match pos {
                    0 => usize::from(BAR[seat.index()]),
                    OFF => usize::from(TRAY[seat.index()]),
                    _ => {
                        let site = point_site(seat, pos).index();
                        owners[site] = Some(seat);
                        site
                    }
                };
                counts[site] += u16::from(n);
            }
        }
        Arrangement { counts, owners, held: Vec::new(), stones: Vec::new(), to_move: self.mover }
    }

    fn set_up(&self, arrangement: &Arrangement) -> Result<Piprjall, PiprjallSetupError> {
        self.set_up_against(arrangement, self.form())
    }

    /// Each side always has its fifteen pieces: a part position is a whole one.
    fn set_up_part(&self, arrangement: &Arrangement) -> Result<Piprjall, PiprjallSetupError> {
        self.set_up(arrangement)
    }

    /// As drawn, North's points on top: `t1 .. t6 | bar-n | t7 .. t12 | off-n`, then
    /// `b1 .. b6 | bar-s | b7 .. b12 | off-s`; South's pieces start on t12, North's on b1.
    fn drawing(&self) -> Drawing {
        Drawing::new(
            topology(),
            "t1 t2 t3 t4 t5 t6 | bar-n | t7 t8 t9 t10 t11 t12 | off-n / b1 b2 b3 b4 b5 b6 | bar-s | b7 b8 b9 b10 b11 b12 | off-s",
        )
        .unwrap_or_else(|e| unreachable!("{e}"))
    }
}

impl Piprjall {
    /// [`Arrange::set_up`] against `form`.
    fn set_up_against(&self, arrangement: &Arrangement, form: Form) -> Result<Piprjall, PiprjallSetupError> {
        fit(arrangement, &form, topology()).map_err(PiprjallSetupError::Misfit)?;
        let position = Position::read(arrangement)?;
        let mut game = Piprjall::new(self.rules);
        game.pieces = position.pieces;
        game.mover = position.to_move;
        game.first_of_game = position.to_move;
        game.phase = Phase::Roll;
        game.recount();
        Ok(game)
    }
}
