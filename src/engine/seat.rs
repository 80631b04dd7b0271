//! Seats: the places at the table, numbered from zero in turn order.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table. Seat 0 moves first unless a game says otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(u8);

impl Seat {
    /// The first seat (South in two-player games).
    pub const FIRST: Seat = Seat(0);
    /// The second seat (North in two-player games).
    pub const SECOND: Seat = Seat(1);

    /// Seat number `index` (0-based).
    pub const fn new(index: u8) -> Seat {
        Seat(index)
    }

    /// The 0-based number of this seat, for indexing per-seat arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat after this one in a game of `seats` seats.
    pub const fn next(self, seats: u8) -> Seat {
        Seat((self.0 + 1) % seats)
    }

    /// The other player of a two-seat game (South's opponent is North and North's South); in
    /// four-player Ceelkoqyuqkoqiji, the other active player.
    pub const fn opponent(self) -> Seat {
        Seat(self.0 ^ 1)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("South"),
            1 => f.write_str("North"),
            2 => f.write_str("East"),
            3 => f.write_str("West"),
            n => write!(f, "Seat {}", n + 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opponent_of_each_two_player_seat_is_the_other() {
        assert_eq!(Seat::FIRST.opponent(), Seat::SECOND);
        assert_eq!(Seat::SECOND.opponent(), Seat::FIRST);
        assert_eq!(Seat::FIRST.opponent().opponent(), Seat::FIRST);
        assert_eq!(Seat::new(2).opponent(), Seat::new(3), "the stores' owners face each other too");
    }
}
