//! Ceelkoqyuqkoqiji set up by hand, as the first round of a campaign: the small stones on
//! every hole and store, which holes have been sold and to whom, where the mu and the gong
//! are (each in its own store, never yet moved, in a regular hole, or won by a seat: captured,
//! or sown into a store), the stones each seat holds off the board, and which active player
//! moves. Every small stone of the campaign is somewhere (50, or 98 on 2x7); a sold hole
//! belongs to the other active player or, with four players, to a store's owner who bought it;
//! each active player keeps at least one unsold hole (else the campaign would be over). Nobody
//! owes anything, and the finger throw is left out: the player named moves first. Debts and the
//! round's number are the campaign's history, not the position: a position set up starts round 1
//! with no debts (see `docs/rules-notes.md`, C21).

use super::{topology, Ceelko, Large, Phase, MAX_SITES};
use crate::engine::setup::{fit, Drawing, Misfit};
use crate::engine::{Arrange, Arrangement, Form, Owning, Phrase, Phrased, Seat, Site, Stone};

const ACTIVE: [Seat; 2] = [Seat::FIRST, Seat::SECOND];

/// A Ceelkoqyuqkoqiji position, as typed values, site by site in topology order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub small: [u16; MAX_SITES],
    pub sold: [Option<Seat>; MAX_SITES],
    /// Where the mu and the gong are.
    pub large: [Large; 2],
    pub held: [u16; 4],
    pub to_move: Seat,
}

/// Why an arrangement is not a Ceelkoqyuqkoqiji position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CeelkoSetupError {
    /// Against what any position of the board allows.
    Misfit(Misfit),
    /// An active player with every hole sold: the campaign would be over.
    NoHole(Seat),
}

impl std::error::Error for CeelkoSetupError {}

impl Phrased for CeelkoSetupError {
    /// `position-*` and `ceelkoqyuqkoqiji-position-*`, the English of `Display` (`i18n`).
    fn phrase(&self) -> Phrase {
        match self {
            CeelkoSetupError::Misfit(misfit) => misfit.phrase(),
            CeelkoSetupError::NoHole(seat) => Phrase::new("ceelkoqyuqkoqiji-position-no-hole").with("seat", *seat),
        }
    }
}

impl Ceelko {
    fn board(&self) -> &'static crate::engine::Topology {
        topology(self.n(), self.seats())
    }
}

impl Position {
    /// Reads `arrangement`, already fitted to `game`'s [`Form`], and checks the game's own rules.
    pub fn read(game: &Ceelko, arrangement: &Arrangement) -> Result<Position, CeelkoSetupError> {
        let mut small = [0; MAX_SITES];
        small[..arrangement.counts.len()].copy_from_slice(&arrangement.counts);
        let mut sold = [None; MAX_SITES];
        for (i, owner) in sold.iter_mut().enumerate().take(arrangement.counts.len()) {
            *owner = arrangement.owner(i);
        }
        let large = [0, 1].map(|stone| match arrangement.stones[stone] {
            Stone::Won { won_by } => Large::Held(won_by),
            Stone::On(site) if game.store_index(Site(site)) == Some(stone) => Large::Home,
            Stone::On(site) => Large::At(Site(site)),
        });
        for seat in ACTIVE {
            if game.holes_of(seat).all(|hole| sold[hole.index()].is_some()) {
                return Err(CeelkoSetupError::NoHole(seat));
            }
        }
        let held = std::array::from_fn(|s| arrangement.held_by(Seat::new(s as u8)));
        Ok(Position { small, sold, large, held, to_move: arrangement.to_move })
    }
}

impl Arrange for Ceelko {
    type Refusal = CeelkoSetupError;

    fn form(&self) -> Form {
        let total = 2 * self.n() as u16 * self.rules.ruleset.per_hole();
        let holes: Vec<u8> = ACTIVE.iter().flat_map(|&seat| self.holes_of(seat)).map(|s| s.0).collect();
        let owners = (0..self.site_count())
            .map(|i| match self.row_of(Site(i as u8)) {
                // Sold to the player across, or (with four players) bought by a store's owner.
                Some(row) => [None]
                    .into_iter()
                    .chain((0..self.seats()).map(|s| Some(Seat::new(s as u8))))
                    .filter(|&o| o != Some(row))
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        Form {
            most: vec![total; self.site_count()],
            owners,
            owning: Some(Owning::Sold),
            holders: (0..self.seats()).map(|s| Seat::new(s as u8)).collect(),
            stones: [0, 1].map(|stone| [vec![self.store(stone).0], holes.clone()].concat()).to_vec(),
            movers: ACTIVE.to_vec(),
            total: Some(u32::from(total)),
        }
    }

    /// Stones in a sowing's hand are put back where they were lifted.
    fn arrangement(&self) -> Arrangement {
        let mut counts = self.small[..self.site_count()].to_vec();
        let hand = match self.phase {
            Phase::Placing(hand) => Some(hand),
            _ => None,
        };
        if let Some(hand) = hand {
            counts[hand.from.index()] += hand.small;
        }
        let stones = [0, 1]
            .map(|stone| match self.large[stone] {
                Large::At(site) => Stone::On(site.0),
                Large::Hand => Stone::On(hand.map_or(self.store(stone).0, |h| h.from.0)),
                Large::Home => Stone::On(self.store(stone).0),
                Large::Held(won_by) => Stone::Won { won_by },
            })
            .to_vec();
        let to_move = if matches!(self.phase, Phase::Throw { .. }) { Seat::FIRST } else { self.to_move };
        Arrangement {
            counts,
            owners: self.sold[..self.site_count()].to_vec(),
            held: self.held[..self.seats()].to_vec(),
            stones,
            to_move: if to_move.index() < 2 { to_move } else { Seat::FIRST },
        }
    }

    fn set_up(&self, arrangement: &Arrangement) -> Result<Ceelko, CeelkoSetupError> {
        self.set_up_against(arrangement, self.form())
    }

    fn set_up_part(&self, arrangement: &Arrangement) -> Result<Ceelko, CeelkoSetupError> {
        self.set_up_against(arrangement, Form { total: None, ..self.form() })
    }

    /// North's store `B`, North's row from screen left (b5) to right (b1), then South's row
    /// from screen left (a1) to right (a5) and South's store `A`: `B | b5 .. b1 / a1 .. a5 | A`.
    /// The mu is `m`, the gong `g`; one not drawn is held by its store's owner.
    fn drawing(&self) -> Drawing {
        let row = |letter: char, holes: &mut dyn Iterator<Item = usize>| {
            holes.map(|k| format!("{letter}{k}")).collect::<Vec<_>>().join(" ")
        };
        let template = format!("B | {} / {} | A", row('b', &mut (1..=self.n()).rev()), row('a', &mut (1..=self.n())));
        let away = |stone| Stone::Won { won_by: self.store_owner(stone) };
        Drawing::new(self.board(), &template)
            .unwrap_or_else(|e| unreachable!("{e}"))
            .with_stones(&[('m', away(0)), ('g', away(1))])
    }
}

impl Ceelko {
    /// [`Arrange::set_up`] against `form`.
    fn set_up_against(&self, arrangement: &Arrangement, form: Form) -> Result<Ceelko, CeelkoSetupError> {
        fit(arrangement, &form, self.board()).map_err(CeelkoSetupError::Misfit)?;
        let position = Position::read(self, arrangement)?;
        let mut game = Ceelko::new(self.rules);
        game.small = position.small;
        for (i, &owner) in position.sold.iter().enumerate() {
            game.set_sold(Site(i as u8), owner);
        }
        game.set_large_stones(position.large);
        game.held = position.held;
        game.starts.clear();
        game.starts.third_time(game.campaign_state());
        game.to_move = position.to_move;
        game.first_of_round = position.to_move;
        game.phase = Phase::Turn;
        game.positions.clear();
        game.record_position();
        Ok(game)
    }
}
