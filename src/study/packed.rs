//! A study batch's games ([`Played`]) packed as bytes for the trip from a Web Worker to the
//! study page: a sixth to an eighth of their JSON, and read without parsing text, so that the page's
//! one thread spends its time on the page rather than on the workers' messages (on a two-core
//! device the page's thread shares the cores with the workers).
//!
//! The layout, every whole number a LEB128 varint (seven bits a byte, low first):
//! a version byte ([`VERSION`]), the setting's number, the first game's number and the number of
//! games; then for each game its seats, the winners and the losers as bit sets of seats, an end
//! byte (bit 0 a draw, bit 1 stopped at a limit), each seat's return as the 8 little-endian bytes
//! of an `f64` (exact: four-seat returns are thirds), the actions, moves, legal actions summed
//! over the seats' decisions, turns and rounds, each seat's captures, each seat's
//! counters captured, and the single-number measures in the order of
//! [`measures::NUMBERS`](super::measures::NUMBERS). Nothing may follow the last game.

use super::batch::Played;
use super::measures::{Measures, NUMBERS};
use super::Outcome;
use crate::engine::bits::ones;
use std::fmt;

/// The layout's version, the first byte; a page refuses any other.
pub const VERSION: u8 = 2;

/// The most seats a packed game may have (winners and losers are bit sets of a byte's width
/// at most, and no game has more than four).
const MOST_SEATS: usize = 8;

/// Why bytes are not a batch's games.
#[derive(Clone, Debug, PartialEq)]
pub enum UnpackError {
    /// The first byte names another layout.
    Version(u8),
    /// The bytes end in the middle of a game (at this byte).
    Short(usize),
    /// A whole number too large for 64 bits starts at this byte.
    Overlong(usize),
    /// A game says it has this many seats.
    Seats(u64),
    /// An end byte other than 0 to 3, at this byte.
    End(usize),
    /// This many bytes follow the last game.
    Trailing(usize),
}

impl fmt::Display for UnpackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnpackError::Version(v) => write!(f, "the worker's games are packed as version {v}, not {VERSION}"),
            UnpackError::Short(at) => write!(f, "the worker's games end early, at byte {at}"),
            UnpackError::Overlong(at) => write!(f, "the worker's games hold a number too large at byte {at}"),
            UnpackError::Seats(n) => write!(f, "the worker's games include one of {n} seats"),
            UnpackError::End(at) => {
                write!(f, "the worker's games hold an end that is neither a draw nor a stop at byte {at}")
            }
            UnpackError::Trailing(n) => write!(f, "the worker's games are followed by {n} more bytes"),
        }
    }
}

impl std::error::Error for UnpackError {}

impl Played {
    /// The games as bytes (see the module's layout).
    pub fn pack(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(8 + 48 * self.outcomes.len());
        out.push(VERSION);
        for n in [self.setting as u64, self.from, self.outcomes.len() as u64] {
            varint(&mut out, n);
        }
        for outcome in &self.outcomes {
            let seats = outcome.returns.len();
            varint(&mut out, seats as u64);
            varint(&mut out, bits(&outcome.winners));
            varint(&mut out, bits(&outcome.losers));
            out.push(u8::from(outcome.draw) | u8::from(outcome.timeout) << 1);
            for r in &outcome.returns {
                out.extend_from_slice(&r.to_le_bytes());
            }
            let m = &outcome.measures;
            for n in [outcome.actions, outcome.moves, outcome.legal_actions, m.turns, m.rounds] {
                varint(&mut out, n);
            }
            for &n in m.captures.iter().chain(&m.captured).chain(&m.numbers()) {
                varint(&mut out, n);
            }
        }
        out
    }

    /// Reads what [`Played::pack`] wrote, refusing anything else with where it goes wrong.
    pub fn unpack(bytes: &[u8]) -> Result<Played, UnpackError> {
        let mut r = Reader { bytes, at: 0 };
        match r.byte()? {
            VERSION => {}
            other => return Err(UnpackError::Version(other)),
        }
        let (setting, from, games) = (r.varint()?, r.varint()?, r.varint()?);
        // Each game takes at least eight bytes: a count claimed beyond that is cut short below,
        // and the list never reserves more than the bytes could hold.
        let mut outcomes = Vec::with_capacity((games as usize).min(bytes.len() / 8));
        for _ in 0..games {
            outcomes.push(r.outcome()?);
        }
        if r.at < bytes.len() {
            return Err(UnpackError::Trailing(bytes.len() - r.at));
        }
        let setting = usize::try_from(setting).map_err(|_| UnpackError::Overlong(1))?;
        Ok(Played { setting, from, outcomes })
    }
}

/// Seats as a bit set: bit `i` for seat `i`.
fn bits(seats: &[usize]) -> u64 {
    seats.iter().fold(0, |set, &seat| set | 1u64 << seat)
}

fn varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push(n as u8 | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// Bytes read from the front.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, UnpackError> {
        let byte = *self.bytes.get(self.at).ok_or(UnpackError::Short(self.at))?;
        self.at += 1;
        Ok(byte)
    }

    fn varint(&mut self) -> Result<u64, UnpackError> {
        let start = self.at;
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            let low = u64::from(byte & 0x7f);
            if low << shift >> shift != low {
                return Err(UnpackError::Overlong(start));
            }
            n |= low << shift;
            if byte & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(UnpackError::Overlong(start))
    }

    fn list(&mut self, seats: usize) -> Result<Vec<u64>, UnpackError> {
        (0..seats).map(|_| self.varint()).collect()
    }

    fn outcome(&mut self) -> Result<Outcome, UnpackError> {
        let seats = self.varint()?;
        if seats as usize > MOST_SEATS || seats == 0 {
            return Err(UnpackError::Seats(seats));
        }
        let seats = seats as usize;
        let (winners, losers) = (self.varint()?, self.varint()?);
        if (winners | losers) >> seats != 0 {
            return Err(UnpackError::Seats(seats as u64));
        }
        let end = self.byte()?;
        if end > 3 {
            return Err(UnpackError::End(self.at - 1));
        }
        let (draw, timeout) = (end & 1 == 1, end & 2 == 2);
        let mut returns = Vec::with_capacity(seats);
        for _ in 0..seats {
            let end = self.at + 8;
            let raw = self.bytes.get(self.at..end).ok_or(UnpackError::Short(self.bytes.len()))?;
            returns.push(f64::from_le_bytes(raw.try_into().expect("eight bytes")));
            self.at = end;
        }
        let [actions, moves, legal_actions, turns, rounds] =
            [self.varint()?, self.varint()?, self.varint()?, self.varint()?, self.varint()?];
        let (captures, captured) = (self.list(seats)?, self.list(seats)?);
        let mut numbers = [0u64; NUMBERS.len()];
        for n in &mut numbers {
            *n = self.varint()?;
        }
        let [relays, claims, settles, loans, repayments, surrenders, holes_sold, holes_bought_back, large_stone_buy_backs, doubles, abandoned] =
            numbers;
        let measures = Measures {
            turns,
            rounds,
            captures,
            captured,
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
        };
        Ok(Outcome {
            winners: ones(winners).collect(),
            losers: ones(losers).collect(),
            draw,
            timeout,
            returns,
            actions,
            moves,
            legal_actions,
            measures,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::batch::Batch;
    use crate::study::Setting;

    fn played(game: &str, setting: &str, count: u64) -> Played {
        let setting = Setting::parse(game, 1, setting).expect("a setting");
        Batch::new(&setting, 1, 9, 40, count).play().expect("games")
    }

    #[test]
    fn packed_games_unpack_to_the_same_games_in_a_fifth_of_the_json_or_less() {
        for (game, setting) in [
            ("leyla", r#"{}"#),
            ("ceelkoqyuqkoqiji", r#"{"rules":{"players":4}}"#),
            ("dongjintian", r#"{}"#),
            ("piprjall", r#"{}"#),
        ] {
            let games = played(game, setting, 20);
            let packed = games.pack();
            assert_eq!(Played::unpack(&packed), Ok(games.clone()), "{game}");
            let json = serde_json::to_string(&games).expect("serialises");
            assert!(packed.len() * 5 < json.len(), "{game}: {} bytes packed, {} as JSON", packed.len(), json.len());
        }
    }

    #[test]
    fn every_measure_and_odd_return_survives_the_trip() {
        let mut games = played("dongjintian", "{}", 1);
        let outcome = &mut games.outcomes[0];
        outcome.returns = vec![1.0 / 3.0, -1.0, 1.0 / 3.0, 1.0 / 3.0];
        outcome.winners = vec![0, 2, 3];
        outcome.losers = vec![1];
        outcome.measures.captures = vec![0, 1, 300, u64::MAX];
        outcome.measures.large_stone_buy_backs = 1 << 40;
        outcome.measures.doubles = 129;
        outcome.measures.abandoned = 2;
        outcome.actions = 127;
        outcome.moves = 128;
        outcome.legal_actions = 1 << 20;
        outcome.draw = true;
        outcome.timeout = true;
        games.from = u64::MAX;
        assert_eq!(Played::unpack(&games.pack()), Ok(games));
    }

    #[test]
    fn damaged_bytes_are_refused_with_where() {
        let packed = played("leyla", "{}", 3).pack();
        for cut in [0, 1, 4, packed.len() / 2, packed.len() - 1] {
            let error = Played::unpack(&packed[..cut]).expect_err("cut short");
            assert!(matches!(error, UnpackError::Short(_)), "cut at {cut}: {error}");
        }
        let mut longer = packed.clone();
        longer.push(0);
        assert_eq!(Played::unpack(&longer), Err(UnpackError::Trailing(1)));
        let mut other = packed.clone();
        other[0] = 1;
        assert_eq!(
            Played::unpack(&other).expect_err("version").to_string(),
            "the worker's games are packed as version 1, not 2"
        );
        // A count of a billion games in a handful of bytes ends early rather than reserving room.
        assert!(matches!(Played::unpack(&[VERSION, 0, 0, 0x80, 0x94, 0xeb, 0xdc, 0x03]), Err(UnpackError::Short(_))));
        assert_eq!(Played::unpack(&[VERSION, 0, 0, 1, 200, 1]), Err(UnpackError::Seats(200)));
        assert!(matches!(
            Played::unpack(&[VERSION, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f]),
            Err(UnpackError::Overlong(1))
        ));
        let draw_at = 1 + 3 + 3;
        let mut draw = played("leyla", "{}", 1).pack();
        draw[draw_at] = 7;
        assert_eq!(Played::unpack(&draw), Err(UnpackError::End(draw_at)));
    }
}
