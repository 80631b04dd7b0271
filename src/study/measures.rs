//! A game's own measures, counted from the events it reports and nothing else, so that a study
//! names no game: captures by seat (hits, in a tables game), relays, holes claimed, between-round
//! transfers by their reason, settlements, doubles thrown, rounds abandoned, rounds and turns.

use crate::engine::{Event, TransferReason};
use serde::{Deserialize, Serialize};

/// What one game's events showed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Measures {
    /// Turns: every [`Event::TurnEnd`].
    pub turns: u64,
    /// Rounds (games of a match, rounds of a campaign) reached: the highest announced, at least 1.
    pub rounds: u64,
    /// [`Event::Capture`]s by each seat (in a tables game, hits).
    pub captures: Vec<u64>,
    /// Counters (or pieces) taken by each seat's captures.
    pub captured: Vec<u64>,
    /// [`Event::Relay`]s: sowings continued from an occupied hole.
    pub relays: u64,
    /// [`Event::Claim`]s: holes that changed hands (captured or sold).
    pub claims: u64,
    /// [`Event::Settle`]s: rounds whose leftovers went to a seat, one per seat.
    pub settles: u64,
    /// Transfers of [`TransferReason::Loan`].
    pub loans: u64,
    /// Transfers of [`TransferReason::Repay`].
    pub repayments: u64,
    /// Transfers of [`TransferReason::Surrender`].
    pub surrenders: u64,
    /// Transfers of [`TransferReason::SiteSale`].
    pub holes_sold: u64,
    /// Transfers of [`TransferReason::SiteBuyBack`].
    pub holes_bought_back: u64,
    /// Transfers of [`TransferReason::PieceBuyBack`].
    pub large_stone_buy_backs: u64,
    /// [`Event::Double`]s: throws of two equal dice.
    pub doubles: u64,
    /// [`Event::Abandon`]s: rounds (games of a match) abandoned unfinished.
    pub abandoned: u64,
}

/// The names of the single-number measures, in the order of [`Measures::numbers`]: the CSV
/// columns after the per-seat captures and the summary's rows.
pub const NUMBERS: [&str; 11] = [
    "relays",
    "claims",
    "settles",
    "loans",
    "repayments",
    "surrenders",
    "holes_sold",
    "holes_bought_back",
    "large_stone_buy_backs",
    "doubles",
    "abandoned",
];

impl Measures {
    /// Nothing counted yet, in a game of `seats` seats.
    pub fn new(seats: usize) -> Measures {
        Measures { rounds: 1, captures: vec![0; seats], captured: vec![0; seats], ..Measures::default() }
    }

    /// Counts the events of one action.
    pub fn count(&mut self, events: &[Event]) {
        for event in events {
            self.count_one(event);
        }
    }

    /// Counts one event.
    pub fn count_one(&mut self, event: &Event) {
        match *event {
            Event::TurnEnd { .. } => self.turns += 1,
            Event::RoundStart { round, .. } | Event::LaidOut { round } => {
                self.rounds = self.rounds.max(u64::from(round));
            }
            Event::Capture { count, by, .. } => {
                if let (Some(n), Some(c)) = (self.captures.get_mut(by.index()), self.captured.get_mut(by.index())) {
                    *n += 1;
                    *c += u64::from(count);
                }
            }
            Event::Relay { .. } => self.relays += 1,
            Event::Double { .. } => self.doubles += 1,
            Event::Abandon { .. } => self.abandoned += 1,
            Event::Claim { .. } => self.claims += 1,
            Event::Settle { .. } => self.settles += 1,
            Event::Transfer { reason, .. } => match reason {
                TransferReason::Loan => self.loans += 1,
                TransferReason::Repay => self.repayments += 1,
                TransferReason::Surrender => self.surrenders += 1,
                TransferReason::SiteSale => self.holes_sold += 1,
                TransferReason::SiteBuyBack => self.holes_bought_back += 1,
                TransferReason::PieceBuyBack => self.large_stone_buy_backs += 1,
            },
            Event::PickUp { .. }
            | Event::Drop { .. }
            | Event::Release { .. }
            | Event::Owner { .. }
            | Event::LargeMove { .. } => {}
        }
    }

    /// These measures with the single-number ones `numbers`, in the order of [`NUMBERS`] (a row
    /// read back from its CSV or JSON line).
    pub fn with_numbers(self, numbers: [u64; NUMBERS.len()]) -> Measures {
        let [relays, claims, settles, loans, repayments, surrenders, holes_sold, holes_bought_back, large_stone_buy_backs, doubles, abandoned] =
            numbers;
        Measures {
            relays,
            claims,
            settles,
            loans,
            repayments,
            surrenders,
            holes_sold,
            holes_bought_back,
            large_stone_buy_backs,
            doubles,
            abandoned,
            ..self
        }
    }

    /// The single-number measures, in the order of [`NUMBERS`].
    pub fn numbers(&self) -> [u64; NUMBERS.len()] {
        [
            self.relays,
            self.claims,
            self.settles,
            self.loans,
            self.repayments,
            self.surrenders,
            self.holes_sold,
            self.holes_bought_back,
            self.large_stone_buy_backs,
            self.doubles,
            self.abandoned,
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Seat, Site, ToAct};

    #[test]
    fn counts_each_kind_of_event() {
        let mut measures = Measures::new(2);
        measures.count(&[
            Event::Capture { site: Site(3), count: 4, by: Seat::SECOND },
            Event::Relay { site: Site(2), count: 3 },
            Event::Transfer { from: Seat::FIRST, to: Seat::SECOND, count: 2, reason: TransferReason::Loan },
            Event::Transfer { from: Seat::FIRST, to: Seat::SECOND, count: 1, reason: TransferReason::SiteSale },
            Event::TurnEnd { next: ToAct::Over },
            Event::RoundStart { round: 3, first: Seat::FIRST },
            Event::Double { by: Seat::FIRST },
            Event::Double { by: Seat::SECOND },
            Event::Abandon { round: 3 },
        ]);
        assert_eq!(measures.captures, [0, 1]);
        assert_eq!(measures.captured, [0, 4]);
        assert_eq!((measures.turns, measures.rounds), (1, 3));
        assert_eq!(measures.numbers(), [1, 0, 0, 1, 0, 0, 1, 0, 0, 2, 1]);
    }
}
