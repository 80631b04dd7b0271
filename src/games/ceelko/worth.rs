//! What each seat of a Ceelkoqyuqkoqiji campaign is worth at a moment, in small stones: the
//! computer player's estimate of a position it stops searching before the campaign ends. The
//! campaign is lost by the active player left with no hole (Eagle 1995), so worth counts what
//! keeps a player in it: stones, holes, large stones and debts.

use super::{Ceelko, Large, Phase, HOLE_PRICE};
use crate::engine::{Seat, Site};

impl Ceelko {
    /// Each seat's worth: stones held off the board, in its stores, in its free holes and in
    /// hand; each free hole and each hole bought from another at the price of a hole; each large
    /// stone at its buy-back price, for whoever holds it or would take it now; debts owed to it
    /// less debts it owes.
    pub fn worth(&self) -> [i32; 4] {
        let mut worth = [0i32; 4];
        let mut add = |seat: Seat, value: u16| worth[seat.index()] += i32::from(value);
        for seat in (0..self.seats()).map(|i| Seat::new(i as u8)) {
            add(seat, self.held[seat.index()]);
        }
        for store in 0..2 {
            add(self.store_owner(store), self.small[self.store(store).index()]);
        }
        // A sold hole is always empty (its stones go to its buyer).
        for hole in self.holes_of(Seat::FIRST).chain(self.holes_of(Seat::SECOND)) {
            add(self.holder_of(hole), self.small[hole.index()] + HOLE_PRICE);
        }
        if let Phase::Placing(hand) = self.phase {
            add(self.to_move, hand.small);
        }
        let prices = self.rules.ruleset.prices();
        for (stone, &place) in self.large.iter().enumerate() {
            let holder = match place {
                Large::Home => self.store_owner(stone),
                Large::Held(seat) => seat,
                Large::Hand => self.to_move,
                Large::At(site) => self.holder_of(site),
            };
            add(holder, prices[stone]);
        }
        for (debtor, debts) in self.owed.iter().enumerate() {
            for (creditor, &debt) in debts.iter().enumerate() {
                worth[creditor] += i32::from(debt);
                worth[debtor] -= i32::from(debt);
            }
        }
        worth
    }

    /// Who owns regular hole `site`: its buyer, or else the owner of its row.
    fn holder_of(&self, site: Site) -> Seat {
        self.sold[site.index()].or(self.row_of(site)).unwrap_or(Seat::FIRST)
    }

    /// The search's estimate of the returns (see [`crate::engine::Game::evaluate`]): the active
    /// players' balance of worth, read as the chance that each is the one to lose; a store
    /// owner, who cannot lose, gets its share of a finished campaign.
    pub(super) fn estimate(&self) -> Vec<f64> {
        let worth = self.worth();
        let (south, north) = (f64::from(worth[0]), f64::from(worth[1]));
        let lead = ((south - north) / (south.abs() + north.abs()).max(1.0)).clamp(-1.0, 1.0);
        let share = 1.0 / (self.seats() - 1) as f64;
        let expected = |lose: f64| -lose + (1.0 - lose) * share;
        let mut returns = vec![share; self.seats()];
        returns[0] = expected((1.0 - lead) / 2.0);
        returns[1] = expected((1.0 + lead) / 2.0);
        returns
    }
}
