//! Leyla (Wegi), a two-row mancala of the Horn of Africa: a 2x6 board with four counters in every
//! hole, sown clockwise with relays; a last counter that makes four in an opponent's hole
//! captures it and the hole facing it for the rest of the round, and a last counter in an
//! opponent's captured hole takes one from it. A round ends when a player cannot move; the match
//! goes on over rounds, in which the players refill as many holes as the poorer can, lend and
//! repay counters, until one cannot fill a hole ([`LeylaMatch`], in `rounds`).
//!
//! Source: Pankhurst 1971: 182, play by Ba'alul Mohamed of Jigjiga, Ethiopia, as summarised in the
//! Ludii ruleset "Leyla" (DLP.GameRulesets.368). The decisions the text leaves open are the L
//! notes of `docs/rules-notes.md`.
//!
//! Holes are named in sowing order: South's row `a1`..`a6` (a1 at South's right), North's row
//! `b1`..`b6` (b1 at North's right), so sowing runs a1, a2, .. a6, b1, .. b6, a1 (clockwise seen
//! from above) and `aK` faces `b(7-K)`.
//!
//! A move sows every counter of a non-empty free hole of the mover's row. Where the last counter
//! falls decides what happens next:
//! * an empty free hole: the turn ends;
//! * an occupied free hole in the opponent's row that now holds four: it and the hole opposite
//!   it become the mover's captured holes (counters stay; nobody sows from them); the turn ends;
//! * any other occupied free hole: its counters are lifted and sown on (relay), unless the
//!   board and the hole are exactly as at an earlier relay of this move: the sowing would loop
//!   for ever, so the turn ends there (L4);
//! * an opponent's captured hole: that counter and one more from the hole go to the mover's
//!   winnings; the turn ends;
//! * the mover's own captured hole: the turn ends (L2).
//!
//! When the player to move has no legal move (or, with [`RoundEnd::EitherRow`], either player)
//! the round ends: counters in free holes go to the player whose row they are in, counters in
//! captured holes to the hole's owner (L8).
//!
//! Random play and search, where nobody watches the counters fall, take a few shortcuts that
//! reach the same positions: the twelve counts are added to as the bytes of one number, and
//! with the holes in play as a match fills them (facing pairs from the a1/b6 end) a whole
//! sowing is one addition from tables worked out when compiling (`SOWINGS`: each number of
//! pairs, each hole, each remainder of a hand); the free holes are kept as bits, so that the
//! holes to sow from are found, and drawn from, without listing them.

mod board;
mod explain;
mod info;
mod lessons;
#[cfg(test)]
mod match_tests;
mod refusal;
mod rounds;
pub mod setup;
#[cfg(test)]
mod tests;

pub use board::topology;
pub use info::INFO;
pub use rounds::{LeylaAction, LeylaMatch};

use crate::engine::bits::members;
use crate::engine::repetition::REPETITIONS;
use crate::engine::{Event, EventSink, Game, NoEvents, Phrase, Rng, Seat, Site, SiteState, SiteView, ToAct, Topology};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

/// Holes on the board.
pub const HOLES: usize = 12;
/// Holes in each row.
pub const ROW: usize = 6;
/// Counters in each hole at the start.
pub const START_COUNT: u8 = 4;

/// The state of one hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hole {
    /// In play, belonging to the player whose row it is in.
    Free,
    /// Captured by this seat: nobody sows from it; its counters go to this seat.
    Captured(Seat),
    /// Not filled this round (between-round rules): sowing passes it by.
    OutOfPlay,
}

impl Hole {
    /// In play and nobody's capture.
    pub fn is_free(self) -> bool {
        matches!(self, Hole::Free)
    }
}

/// Rule options for Leyla. The default is the reading documented in `docs/rules-notes.md`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LeylaRules {
    /// Sowing of twelve or more counters passes over the hole it started from (decision L3;
    /// off by default: the text says nothing of a skip).
    pub skip_origin: bool,
    /// Play one round only, won by whoever takes more counters (off by default: a match of
    /// rounds, as the text describes).
    pub single_round: bool,
    /// When a borrower repays (decision L11).
    pub repayment: Repayment,
    /// Whose row is looked at to end a round (decision L8).
    pub round_end: RoundEnd,
    /// What becomes of the holes not filled between rounds (decision L15).
    pub unfilled_holes: Unfilled,
}

/// When a borrower repays a loan between rounds (decision L11).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Repayment {
    /// From what they hold beyond a full row (24 counters), as much as that allows.
    #[default]
    FromSurplus,
    /// From the counters that cannot fill a hole of their own: beyond a full row, or else
    /// what is left over after their last whole hole.
    FromSpare,
    /// Everything they can at the first transition, even if it costs them holes.
    AtOnce,
}

/// When a round is over (decision L8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundEnd {
    /// When the player to move has nothing to sow.
    #[default]
    ToMove,
    /// As soon as either player has nothing to sow, whoever is to move.
    EitherRow,
}

/// What becomes of the holes left unfilled between rounds (decision L15).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unfilled {
    /// Holes are filled in facing pairs from the a1/b6 end; the others are out of play for the
    /// round and sowing passes over them.
    #[default]
    OutOfPlay,
    /// Each player chooses which of their holes to fill; the empty ones stay in play.
    InPlay,
}

/// One move: sow from this hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sow(pub Site);

/// Why a Leyla action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeylaError {
    /// The text names no hole of this board.
    UnknownHole(String),
    /// The round is over.
    RoundOver,
    /// The hole is in the other player's row.
    NotYourRow { hole: String, mover: Seat },
    /// The hole has been captured; nobody sows from it.
    Captured { hole: String },
    /// The hole is out of play this round.
    OutOfPlay { hole: String },
    /// The hole is empty.
    Empty { hole: String },
    /// The match is over.
    MatchOver,
    /// `lend` or `keep` while no loan is on offer.
    NoLoanOffered,
    /// A hole was named while the lender must decide on a loan.
    LoanDecisionPending,
    /// A hole was named to sow while the holes of the next round are being chosen.
    FillPending,
    /// `fill:` while no holes are being chosen.
    NotFilling,
    /// The hole has been filled already.
    AlreadyFilled { hole: String },
}

impl fmt::Display for LeylaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LeylaError::UnknownHole(text) => write!(f, "'{text}' is not a hole (a1..a6, b1..b6)"),
            LeylaError::RoundOver => f.write_str("the round is over"),
            LeylaError::NotYourRow { hole, mover } => write!(f, "{hole} is not in {mover}'s row"),
            LeylaError::Captured { hole } => {
                write!(f, "{hole} is a captured hole; nobody sows from it")
            }
            LeylaError::OutOfPlay { hole } => write!(f, "{hole} is out of play this round"),
            LeylaError::Empty { hole } => write!(f, "{hole} is empty"),
            LeylaError::MatchOver => f.write_str("the match is over"),
            LeylaError::NoLoanOffered => f.write_str("no loan is on offer now"),
            LeylaError::LoanDecisionPending => {
                f.write_str("the round is over: first decide on the loan (lend or keep)")
            }
            LeylaError::FillPending => f.write_str("first choose the holes to fill for the next round (fill:a3)"),
            LeylaError::NotFilling => {
                f.write_str("holes are filled only between rounds, when the rules let players choose")
            }
            LeylaError::AlreadyFilled { hole } => write!(f, "{hole} has been filled already"),
        }
    }
}

impl std::error::Error for LeylaError {}

/// A round of Leyla.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leyla {
    counts: [u8; HOLES],
    holes: [Hole; HOLES],
    won: [u16; 2],
    to_move: Seat,
    over: bool,
    /// How the round ended, once over.
    ending: Ending,
    /// Positions (counts and mover) since the last capture, for the repetition rule (L17).
    positions: Positions,
    rules: LeylaRules,
    /// The holes in play, in sowing order (holes out of play stay so for the round).
    ring: Ring,
    /// A bit for each free hole (as `holes` says), to find the holes that can be sown from
    /// without looking at each.
    free: u16,
}

/// Every hole's count and the seat to move, as the repetition rule compares them: a byte each,
/// in one number so that comparing is cheap.
type Position = u128;

fn position(counts: &[u8; HOLES], to_move: Seat) -> Position {
    packed_counts(counts) | (to_move.index() as u128) << (8 * HOLES)
}

/// The positions met since the last capture, for the repetition rule (L17), as
/// [`crate::engine::Repetitions`] keeps them, with two 64-bit filters of their [`sign`]s: a
/// position whose bit is not among those met twice has not been met twice, so it is counted
/// only when it may have been.
#[derive(Debug, Default, PartialEq, Eq)]
struct Positions {
    seen: Vec<Position>,
    once: u64,
    twice: u64,
}

// The filters tell apart positions met once and twice: the third time ends the round.
const _: () = assert!(REPETITIONS == 3);

/// A copy makes room for what a playout or a search adds to it (as `Repetitions` does).
impl Clone for Positions {
    fn clone(&self) -> Positions {
        let mut seen = Vec::with_capacity(self.seen.len().max(32));
        seen.extend_from_slice(&self.seen);
        Positions { seen, once: self.once, twice: self.twice }
    }
}

impl Positions {
    /// Notes `position`; true when it has now been met the third time.
    fn third_time(&mut self, position: Position) -> bool {
        let sign = sign(position);
        let third =
            self.twice & sign != 0 && self.seen.iter().filter(|&&seen| seen == position).count() + 1 >= REPETITIONS;
        self.twice |= self.once & sign;
        self.once |= sign;
        self.seen.push(position);
        third
    }

    /// Forgets every position met.
    fn clear(&mut self) {
        self.seen.clear();
        (self.once, self.twice) = (0, 0);
    }
}

/// One of 64 bits, picked by hashing `key` (a [`Position`] or a [`Situation`]).
fn sign(key: u128) -> u64 {
    let folded = (key as u64) ^ (key >> 64) as u64;
    1 << (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58)
}

/// Why a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Not over yet.
    Playing,
    /// The player to move could not move.
    Stuck,
    /// The same position came about for the third time (decision L17).
    Repetition,
}

/// The seat whose row `site` is in.
pub fn side(site: Site) -> Seat {
    if site.index() < ROW {
        Seat::FIRST
    } else {
        Seat::SECOND
    }
}

/// The hole facing `site` across the board.
pub fn opposite(site: Site) -> Site {
    Site(11 - site.0)
}

/// The holes in play, in sowing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ring {
    /// The next hole in play after each hole.
    next: [Site; HOLES],
    /// The facing pairs in play, when the holes in play are as the match fills them (L15), so
    /// that [`Pairs::sow`] may be used.
    pairs: Option<Pairs>,
}

/// The holes of so many facing pairs from the a1/b6 end (a1, a2, .. and the holes facing
/// them), as the match fills them between rounds (L15); six pairs are every hole.
#[derive(Clone, Copy)]
struct Pairs {
    /// The holes in play: twice the number of pairs.
    len: u8,
    /// Their entry in [`SOWINGS`].
    table: &'static Sowings,
}

/// Pairs are told apart by their number (their table follows from it).
impl PartialEq for Pairs {
    fn eq(&self, other: &Pairs) -> bool {
        self.len == other.len
    }
}

impl Eq for Pairs {}

impl fmt::Debug for Pairs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pairs({})", self.len / 2)
    }
}

impl Pairs {
    /// The pairs the holes in `in_play` (a bit for each hole) are, if they are.
    fn of(in_play: u16) -> Option<Pairs> {
        let pairs = in_play.count_ones() as usize / 2;
        let table = SOWINGS.get(pairs.checked_sub(1)?)?;
        (in_play == table.in_play).then_some(Pairs { len: (2 * pairs) as u8, table })
    }

    /// Lifts the counters of `from`, a hole in play, from `board` (the counts as
    /// [`packed_counts`]) and sows them as [`sow`] does: a counter for every hole per lap, then
    /// one each for the holes the rest reaches (a run of [`SOWINGS`]). The counts are added to
    /// as the bytes of one number (no count can carry into the next: there are 48 counters in
    /// all), so the sowing takes no branch whatever its length, and the board stays in
    /// registers from relay to relay. The board sown and the hole the last counter fell in.
    #[inline]
    fn sow(&self, board: u128, from: Site) -> (u128, Site) {
        let from = from.index();
        let (laps, rest) = self.table.hands[usize::from(count_in(board, from))];
        let rest = usize::from(rest);
        let sown = (board & !BYTES[from]) + times(laps, self.table.lap) + self.table.runs[from][rest];
        (sown, Site(self.table.lasts[from][rest]))
    }
}

/// What sowing with the holes of so many facing pairs in play takes (in [`SOWINGS`], by the
/// number of pairs less one), worked out when compiling: with counts as the bytes of one
/// number (as [`packed_counts`]), sowing a whole lap or the rest of a hand is one addition.
struct Sowings {
    /// A bit for each hole in play.
    in_play: u16,
    /// A 1 in the byte of each hole in play: a lap's sowing.
    lap: u128,
    /// `runs[from][n]`: a 1 in the byte of each of the `n` holes in play after `from` in
    /// sowing order (for `n` below the number of holes in play).
    runs: [[u128; HOLES]; HOLES],
    /// `lasts[from][n]`: the `n`-th hole in play after `from` (`from` itself for 0).
    lasts: [[u8; HOLES]; HOLES],
    /// The next hole in play after each hole.
    nexts: [u8; HOLES],
    /// `hands[n]`: the whole laps and the rest of a hand of `n` counters (a table rather than
    /// a division, which would be the slowest step of a relay).
    hands: [(u8, u8); MOST_IN_HAND + 1],
}

/// The most counters a hand can hold: all of them.
const MOST_IN_HAND: usize = setup::COUNTERS as usize;

/// Whether `site` is a hole of `pairs` facing pairs from the a1/b6 end.
const fn in_pairs(pairs: usize, site: usize) -> bool {
    site < pairs || site >= HOLES - pairs
}

/// The next hole after `site` in sowing order, with `pairs` facing pairs in play.
const fn next_of_pairs(pairs: usize, site: usize) -> usize {
    let mut at = (site + 1) % HOLES;
    while !in_pairs(pairs, at) {
        at = (at + 1) % HOLES;
    }
    at
}

static SOWINGS: [Sowings; ROW] = {
    const EMPTY: Sowings = Sowings {
        in_play: 0,
        lap: 0,
        runs: [[0; HOLES]; HOLES],
        lasts: [[0; HOLES]; HOLES],
        nexts: [0; HOLES],
        hands: [(0, 0); MOST_IN_HAND + 1],
    };
    let mut sowings = [EMPTY; ROW];
    let mut table = 0;
    while table < ROW {
        let (pairs, sowing) = (table + 1, &mut sowings[table]);
        let mut hand = 0;
        while hand <= MOST_IN_HAND {
            sowing.hands[hand] = ((hand / (2 * pairs)) as u8, (hand % (2 * pairs)) as u8);
            hand += 1;
        }
        let mut from = 0;
        while from < HOLES {
            sowing.nexts[from] = next_of_pairs(pairs, from) as u8;
            if in_pairs(pairs, from) {
                sowing.in_play |= 1 << from;
                sowing.lap |= 1 << (8 * from);
                let mut at = from;
                sowing.lasts[from][0] = from as u8;
                let mut n = 1;
                while n < 2 * pairs {
                    at = next_of_pairs(pairs, at);
                    sowing.runs[from][n] = sowing.runs[from][n - 1] | 1 << (8 * at);
                    sowing.lasts[from][n] = at as u8;
                    n += 1;
                }
            }
            from += 1;
        }
        table += 1;
    }
    sowings
};

/// The count of hole `site` in `board` (as [`packed_counts`]). Written with the board's two
/// 64-bit halves: a shift of a 128-bit number by a varying amount is a call to a library
/// routine in WebAssembly, which has no such numbers.
#[inline]
fn count_in(board: u128, site: usize) -> u8 {
    let half = if site < 8 { board as u64 } else { (board >> 64) as u64 };
    (half >> (8 * (site % 8))) as u8
}

/// `n` times `bytes`, a board (as [`packed_counts`]) whose counts are so small that no byte
/// overflows: each half on its own, as a multiplication of 128-bit numbers is a call to a
/// library routine in WebAssembly.
#[inline]
fn times(n: u8, bytes: u128) -> u128 {
    let n = u64::from(n);
    u128::from(n * bytes as u64) | u128::from(n * (bytes >> 64) as u64) << 64
}

/// For each hole, the byte of its count in a board (as [`packed_counts`]).
static BYTES: [u128; HOLES] = {
    let mut bytes = [0; HOLES];
    let mut site = 0;
    while site < HOLES {
        bytes[site] = 0xFF << (8 * site);
        site += 1;
    }
    bytes
};

/// The twelve counts as the bytes of one number, a1's lowest.
fn packed_counts(counts: &[u8; HOLES]) -> u128 {
    let mut bytes = [0u8; 16];
    bytes[..HOLES].copy_from_slice(counts);
    u128::from_le_bytes(bytes)
}

/// A bit for each hole holding counters.
fn occupied(counts: &[u8; HOLES]) -> u16 {
    const ONES: u128 = (u128::MAX / 0xFF) >> (8 * (16 - HOLES));
    // No count reaches 128 (there are 48 counters in all): adding 127 sets a byte's top bit
    // when it is not 0, and carries into no other.
    let tops = (packed_counts(counts) + 0x7F * ONES) & (0x80 * ONES);
    // The multiplication gathers the top bits of a word's eight bytes into its top byte.
    let gather = |word: u64| (word >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
    (gather(tops as u64) | gather((tops >> 64) as u64) << 8) as u16
}

/// A bit for each free hole.
fn free_bits(holes: &[Hole; HOLES]) -> u16 {
    (0..HOLES).filter(|&i| holes[i].is_free()).fold(0, |bits, i| bits | 1 << i)
}

/// For each hole, the next hole in play after it in sowing order: holes out of play (L15) are
/// passed over. A hole with no other hole in play after it is its own successor. Also the
/// [`Pairs`] the holes in play are, if the ring runs in site order (a1..a6, b1..b6) and they
/// are some.
fn successors(holes: &[Hole; HOLES]) -> Ring {
    static RING: OnceLock<([Site; HOLES], bool)> = OnceLock::new();
    let &(ring, in_order) = RING.get_or_init(|| {
        let ring = topology().tracks[0].successors(HOLES);
        let ring: [Site; HOLES] = std::array::from_fn(|i| ring[i].expect("Leyla's track is a ring through every hole"));
        let in_order = ring.iter().enumerate().all(|(i, next)| next.index() == (i + 1) % HOLES);
        (ring, in_order)
    });
    let in_play = (0..HOLES).filter(|&i| !matches!(holes[i], Hole::OutOfPlay)).fold(0u16, |bits, i| bits | 1 << i);
    if let Some(pairs) = Pairs::of(in_play).filter(|_| in_order) {
        let next = pairs.table.nexts.map(Site);
        return Ring { next, pairs: Some(pairs) };
    }
    let after = |site: Site| ring[site.index()];
    let next = std::array::from_fn(|i| {
        let start = Site(i as u8);
        let mut at = after(start);
        while matches!(holes[at.index()], Hole::OutOfPlay) && at != start {
            at = after(at);
        }
        at
    });
    Ring { next, pairs: None }
}

/// Sows `hand` counters one by one into the holes in play after `from` and returns the hole that
/// received the last (`from` if `hand` is 0). With `skip_origin` (L3) the hole sown from is
/// passed over when the sowing comes round to it. (When nobody watches, [`Relayer::sow`] sows
/// the usual holes in play at once.)
fn sow<E: EventSink>(
    ring: &Ring,
    counts: &mut [u8; HOLES],
    from: Site,
    hand: u16,
    skip_origin: bool,
    events: &mut E,
) -> Site {
    let next = &ring.next;
    let mut at = from;
    for _ in 0..hand {
        at = next[at.index()];
        if skip_origin && at == from {
            at = next[at.index()];
        }
        counts[at.index()] += 1;
        events.push(Event::Drop { site: at });
    }
    at
}

impl Leyla {
    /// The opening position: four counters in every hole, South to move.
    pub fn new(rules: LeylaRules) -> Leyla {
        Leyla::from_parts([START_COUNT; HOLES], [Hole::Free; HOLES], [0, 0], Seat::FIRST, rules)
    }

    /// Any position: counts and hole states in site order (a1..a6, b1..b6), counters already
    /// won by each seat, and the seat to move. If that seat cannot move, the round is settled at
    /// once, as it would be after a move.
    pub fn from_parts(
        counts: [u8; HOLES],
        holes: [Hole; HOLES],
        won: [u16; 2],
        to_move: Seat,
        rules: LeylaRules,
    ) -> Leyla {
        let mut game = Leyla {
            counts,
            holes,
            won,
            to_move,
            over: false,
            ending: Ending::Playing,
            positions: Positions::default(),
            rules,
            ring: successors(&holes),
            free: free_bits(&holes),
        };
        game.begin();
        game
    }

    /// Starts a new round of the same match in place: as [`Leyla::from_parts`] with nothing won
    /// yet, keeping the room the repetition rule's memory has grown to.
    pub(crate) fn restart(&mut self, counts: [u8; HOLES], holes: [Hole; HOLES], to_move: Seat) {
        self.positions.clear();
        *self = Leyla {
            counts,
            holes,
            won: [0, 0],
            to_move,
            over: false,
            ending: Ending::Playing,
            positions: std::mem::take(&mut self.positions),
            rules: self.rules,
            ring: successors(&holes),
            free: free_bits(&holes),
        };
        self.begin();
    }

    /// Notes the first position and settles the round at once if the player to move cannot.
    fn begin(&mut self) {
        self.positions.third_time(position(&self.counts, self.to_move));
        if self.stuck() {
            self.settle(Ending::Stuck, &mut crate::engine::NoEvents);
        }
    }

    /// A position drawn as a two-line diagram (see `board`'s format), with `to_move` to play.
    pub fn from_diagram(diagram: &str, to_move: Seat, won: [u16; 2], rules: LeylaRules) -> Result<Leyla, String> {
        let (counts, holes) = board::parse_diagram(diagram)?;
        Ok(Leyla::from_parts(counts, holes, won, to_move, rules))
    }

    /// Counters in each hole, in site order.
    pub fn counts(&self) -> &[u8; HOLES] {
        &self.counts
    }

    /// State of each hole, in site order.
    pub fn holes(&self) -> &[Hole; HOLES] {
        &self.holes
    }

    /// Counters won by each seat so far (after the round: everything each seat took).
    pub fn won(&self) -> [u16; 2] {
        self.won
    }

    /// The rule options in force.
    pub fn rules(&self) -> LeylaRules {
        self.rules
    }

    /// Counters on the board and in winnings together: 48 in a round started from the opening.
    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum::<u32>() + self.won.iter().map(|&w| u32::from(w)).sum::<u32>()
    }

    fn check(&self, site: Site) -> Result<(), LeylaError> {
        let hole = || topology().id(site).to_string();
        if self.over {
            return Err(LeylaError::RoundOver);
        }
        if side(site) != self.to_move {
            return Err(LeylaError::NotYourRow { hole: hole(), mover: self.to_move });
        }
        match self.holes[site.index()] {
            Hole::Captured(_) => Err(LeylaError::Captured { hole: hole() }),
            Hole::OutOfPlay => Err(LeylaError::OutOfPlay { hole: hole() }),
            Hole::Free if self.counts[site.index()] == 0 => Err(LeylaError::Empty { hole: hole() }),
            Hole::Free => Ok(()),
        }
    }

    fn row(seat: Seat) -> impl Iterator<Item = Site> {
        let start = seat.index() * ROW;
        (start..start + ROW).map(|i| Site(i as u8))
    }

    /// A bit for each hole `seat` may sow from: free, holding counters, in their row.
    fn sowable(&self, seat: Seat) -> u16 {
        occupied(&self.counts) & self.free & ROW_BITS[seat.index()]
    }

    /// A bit for each hole the player to move may sow from (none once the round is over).
    fn sowable_now(&self) -> u16 {
        if self.over {
            0
        } else {
            self.sowable(self.to_move)
        }
    }

    /// Adds the holes the player to move may sow from to `out`, in site order, each made an
    /// action by `action` (none once the round is over).
    pub(crate) fn sowable_into<A>(&self, out: &mut Vec<A>, action: impl Fn(Site) -> A) {
        let mut bits = self.sowable_now();
        while bits != 0 {
            out.push(action(Site(bits.trailing_zeros() as u8)));
            bits &= bits - 1;
        }
    }

    /// A hole drawn as [`Rng::choose`] draws from the list [`Leyla::sowable_into`] makes (the
    /// same number drawn, the same hole), without making it: the holes of the mover's row are
    /// counted and picked from in [`ROW_CHOICES`].
    pub(crate) fn random_sowable(&self, rng: &mut Rng) -> Option<Site> {
        let start = ROW * self.to_move.index();
        let (count, holes) = &ROW_CHOICES[usize::from(self.sowable_now() >> start) & ((1 << ROW) - 1)];
        if *count == 0 {
            return None;
        }
        let chosen = holes[rng.below(u32::from(*count)) as usize];
        Some(Site((start + usize::from(chosen)) as u8))
    }

    fn can_move(&self, seat: Seat) -> bool {
        self.sowable(seat) != 0
    }

    /// Whether the round is over because a player can no longer move (L8): the player to move,
    /// or with [`RoundEnd::EitherRow`] either player.
    fn stuck(&self) -> bool {
        !self.can_move(self.to_move)
            || (self.rules.round_end == RoundEnd::EitherRow && !self.can_move(self.to_move.opponent()))
    }

    /// Ends the round: free holes go to the player whose row they are in, captured holes to
    /// their owner.
    fn settle(&mut self, ending: Ending, events: &mut impl EventSink) {
        self.ending = ending;
        let mut taken = [0u16; 2];
        for (i, count) in self.counts.iter_mut().enumerate() {
            let site = Site(i as u8);
            let to = match self.holes[i] {
                Hole::Captured(owner) => owner,
                Hole::Free | Hole::OutOfPlay => side(site),
            };
            taken[to.index()] += u16::from(*count);
            *count = 0;
        }
        for seat in [Seat::FIRST, Seat::SECOND] {
            self.won[seat.index()] += taken[seat.index()];
            events.push(Event::Settle { seat, count: taken[seat.index()] });
        }
        self.over = true;
    }

    fn end_turn(&mut self, irreversible: bool, events: &mut impl EventSink) {
        self.to_move = self.to_move.opponent();
        if irreversible {
            self.positions.clear();
        }
        let repeated = self.positions.third_time(position(&self.counts, self.to_move));
        let ending = if self.stuck() {
            Ending::Stuck
        } else if repeated {
            Ending::Repetition
        } else {
            events.push(Event::TurnEnd { next: ToAct::Seat(self.to_move) });
            return;
        };
        self.settle(ending, events);
        events.push(Event::TurnEnd { next: ToAct::Over });
    }

    /// Sows from `start`, which [`Leyla::check`] allows, with its relays, and what its last
    /// counter does.
    fn sow_from<E: EventSink>(&mut self, start: Site, events: &mut E) {
        let mover = self.to_move;
        let stopped = if E::WANTS_EVENTS { self.relay_watched(start, events) } else { self.relay_quietly(start) };
        let mut irreversible = false;
        // A sowing stopped by a repeated situation (L4) ends where it lies.
        if let Some(last) = stopped {
            let at = last.index();
            match self.holes[at] {
                Hole::Captured(owner) if owner != mover => {
                    let take = self.counts[at].min(2);
                    self.counts[at] -= take;
                    self.won[mover.index()] += u16::from(take);
                    irreversible = true;
                    events.push(Event::Capture { site: last, count: take.into(), by: mover });
                }
                Hole::Free if side(last) != mover && self.counts[at] == 4 => {
                    let facing = opposite(last);
                    self.holes[at] = Hole::Captured(mover);
                    self.holes[facing.index()] = Hole::Captured(mover);
                    self.free &= !(1 << at | 1 << facing.index());
                    irreversible = true;
                    events.push(Event::Claim { site: last, by: mover });
                    events.push(Event::Claim { site: facing, by: mover });
                }
                _ => {}
            }
        }
        self.end_turn(irreversible, events);
    }

    /// Sows from `start` counter by counter and relay by relay, telling `events` of each: the
    /// hole the last counter fell in when the sowing stops by itself, or `None` when it stops
    /// because a situation came round again (L4).
    fn relay_watched(&mut self, start: Site, events: &mut impl EventSink) -> Option<Site> {
        let relayer = Relayer::new(&self.ring, self.free, self.to_move, self.rules.skip_origin);
        let skip_origin = self.rules.skip_origin;
        let mut hand = u16::from(std::mem::take(&mut self.counts[start.index()]));
        events.push(Event::PickUp { site: start, count: hand });
        let mut last = sow(&self.ring, &mut self.counts, start, hand, skip_origin, events);
        if !relayer.relays(&self.counts, last) {
            return Some(last);
        }
        let mut seen = Relays::new(situation(packed_counts(&self.counts), last));
        loop {
            hand = u16::from(std::mem::take(&mut self.counts[last.index()]));
            events.push(Event::Relay { site: last, count: hand });
            last = sow(&self.ring, &mut self.counts, last, hand, skip_origin, events);
            if !relayer.relays(&self.counts, last) {
                return Some(last);
            }
            if !seen.first_time(situation(packed_counts(&self.counts), last), |s| relayer.step(s)) {
                return None;
            }
        }
    }

    /// [`Leyla::relay_watched`] for nobody watching (search and random play): the board is one
    /// number while it is sown, the usual holes in play are sown at once ([`Pairs::sow`]), and
    /// once the relays are known to come round again, the sowing goes straight to where they
    /// stop.
    fn relay_quietly(&mut self, start: Site) -> Option<Site> {
        let relayer = Relayer::new(&self.ring, self.free, self.to_move, self.rules.skip_origin);
        let board = packed_counts(&self.counts);
        // Which way to sow is settled once for the move, not at every relay.
        let (board, stopped) = match (self.ring.pairs, self.rules.skip_origin) {
            (Some(pairs), false) => relay_on(&relayer, board, start, |board, from| pairs.sow(board, from)),
            _ => relay_on(&relayer, board, start, |board, from| relayer.sow(board, from)),
        };
        self.counts = counts_of(board);
        stopped
    }

    /// How the round ended ([`Ending::Playing`] while it goes on).
    pub fn ending(&self) -> Ending {
        self.ending
    }
}

/// For each set of holes of a row (a bit each, the row's first lowest): how many there are,
/// and which they are, in order (see [`members`]).
static ROW_CHOICES: [(u8, [u8; ROW]); 1 << ROW] = members();

/// A bit for the holes of each seat's row.
const ROW_BITS: [u16; 2] = [(1 << ROW) - 1, ((1 << ROW) - 1) << ROW];

/// Sows `board` (the counts as [`packed_counts`]) from `start` with `sow` and relays, as
/// [`Leyla::relay_watched`] does without events: the board sown, and the hole the last counter
/// fell in, or `None` when a situation came round again (L4).
fn relay_on(
    relayer: &Relayer,
    board: u128,
    start: Site,
    sow: impl Fn(u128, Site) -> (u128, Site),
) -> (u128, Option<Site>) {
    let (mut board, mut last) = sow(board, start);
    if !relayer.relays_in(board, last) {
        return (board, Some(last));
    }
    let step = |now: Situation| {
        let (board, last) = sow(board_of(now), hole_of(now));
        relayer.relays_in(board, last).then(|| situation(board, last))
    };
    let mut seen = Relays::new(situation(board, last));
    loop {
        (board, last) = sow(board, last);
        if !relayer.relays_in(board, last) {
            return (board, Some(last));
        }
        if !seen.first_time(situation(board, last), step) {
            return (board, None);
        }
        if let Some(stop) = seen.stops_in() {
            return (board_of(stop), None);
        }
    }
}

/// A board during a sowing and the hole its last counter fell in, as one number, for
/// comparing cheaply: the twelve counts as its low bytes (the board, as [`packed_counts`]) and
/// the hole in the next.
type Situation = u128;

fn situation(board: u128, last: Site) -> Situation {
    board | u128::from(last.0) << (8 * HOLES)
}

/// The board of a [`Situation`].
fn board_of(situation: Situation) -> u128 {
    situation & ((1 << (8 * HOLES)) - 1)
}

/// The counts of a board (or of a [`Situation`]'s board).
fn counts_of(board: u128) -> [u8; HOLES] {
    let mut counts = [0; HOLES];
    counts.copy_from_slice(&board.to_le_bytes()[..HOLES]);
    counts
}

/// The hole of a [`Situation`].
fn hole_of(situation: Situation) -> Site {
    Site((situation >> (8 * HOLES)) as u8)
}

/// What one move's relays depend on besides the board.
#[derive(Clone, Copy)]
struct Relayer<'a> {
    ring: &'a Ring,
    /// A bit for each free hole.
    free: u16,
    /// A bit for each hole of the opponent's row.
    theirs: u16,
    skip_origin: bool,
}

impl Relayer<'_> {
    fn new(ring: &Ring, free: u16, mover: Seat, skip_origin: bool) -> Relayer<'_> {
        Relayer { ring, free, theirs: ROW_BITS[mover.opponent().index()], skip_origin }
    }

    /// Whether a sowing whose last counter fell in `last` goes on from there: a free hole that
    /// now holds more than one counter, and not four in the opponent's row (L3-L6).
    ///
    /// Written with `&` rather than `&&`: which row the counter fell in is a coin toss in
    /// random play, and a branch on it would be mispredicted half the time.
    fn relays(&self, counts: &[u8; HOLES], last: Site) -> bool {
        self.relays_with(counts[last.index()], last)
    }

    /// [`Relayer::relays`] for the counts as [`packed_counts`].
    fn relays_in(&self, board: u128, last: Site) -> bool {
        self.relays_with(count_in(board, last.index()), last)
    }

    /// Whether a sowing whose last counter fell in `last`, which now holds `count`, relays.
    fn relays_with(&self, count: u8, last: Site) -> bool {
        let bit = |bits: u16| bits >> last.index() & 1 == 1;
        bit(self.free) & (count != 1) & !(bit(self.theirs) & (count == 4))
    }

    /// Lifts the counters of `from` and sows them without events: the board sown and the hole
    /// the last falls in.
    fn sow(&self, board: u128, from: Site) -> (u128, Site) {
        match (&self.ring.pairs, self.skip_origin) {
            (Some(pairs), false) => pairs.sow(board, from),
            _ => {
                let mut counts = counts_of(board);
                let hand = std::mem::take(&mut counts[from.index()]);
                let last = sow(self.ring, &mut counts, from, hand.into(), self.skip_origin, &mut NoEvents);
                (packed_counts(&counts), last)
            }
        }
    }

    /// The relay from `now`: the next situation that relays, or `None` when the sowing stops
    /// there.
    fn step(&self, now: Situation) -> Option<Situation> {
        let (board, last) = self.sow(board_of(now), hole_of(now));
        self.relays_in(board, last).then(|| situation(board, last))
    }
}

/// The situations met by one move's relays, to stop at the first one met again (rule note L4).
/// The first few are kept, and looked through only when a 64-bit filter of their hashes says
/// the new one may be among them; a sowing that relays longer than that is worked out on the
/// side (Brent's cycle finding over [`Relayer::step`]), so that the endless relays random play
/// finds cost no memory.
struct Relays {
    /// The first situation met.
    first: Situation,
    /// The first [`Relays::RECENT`] situations.
    recent: [Situation; Relays::RECENT],
    /// A bit for each of the first situations' [`sign`]s: a situation whose bit is
    /// not set has not been met, and need not be looked for.
    signs: u64,
    /// Situations met so far.
    met: usize,
    /// Once worked out: the number of the situation that repeats an earlier one and that
    /// situation, if any does.
    repeat_at: Option<Option<(usize, Situation)>>,
}

impl Relays {
    /// In random play, sowings that relay more than this are about one in three hundred.
    const RECENT: usize = 16;

    /// The situations met by a sowing that relays, from the first.
    fn new(first: Situation) -> Relays {
        Relays { first, recent: [first; Relays::RECENT], signs: sign(first), met: 1, repeat_at: None }
    }

    /// Notes `situation`, from which `step` relays on; false if it was met before.
    fn first_time(&mut self, situation: Situation, step: impl Fn(Situation) -> Option<Situation>) -> bool {
        self.met += 1;
        if self.met <= Relays::RECENT {
            let sign = sign(situation);
            if self.signs & sign != 0 && self.recent[..self.met - 1].contains(&situation) {
                return false;
            }
            self.signs |= sign;
            self.recent[self.met - 1] = situation;
            return true;
        }
        let repeat_at = *self.repeat_at.get_or_insert_with(|| first_repeat(self.first, step));
        repeat_at.map(|(at, _)| at) != Some(self.met)
    }

    /// Once worked out, the situation the sowing stops in by meeting it again.
    fn stops_in(&self) -> Option<Situation> {
        self.repeat_at.flatten().map(|(_, situation)| situation)
    }
}

/// In the sequence `first`, `step(first)`, ..., numbered from 1: the number of the first
/// element equal to an earlier one, and that element, or `None` if the sequence ends first
/// (Brent's algorithm).
fn first_repeat<S: Copy + Eq>(first: S, step: impl Fn(S) -> Option<S>) -> Option<(usize, S)> {
    let (mut power, mut length) = (1usize, 1usize);
    let mut tortoise = first;
    let mut hare = step(first)?;
    while tortoise != hare {
        if power == length {
            tortoise = hare;
            power *= 2;
            length = 0;
        }
        hare = step(hare)?;
        length += 1;
    }
    let (mut tortoise, mut hare) = (first, first);
    for _ in 0..length {
        hare = step(hare).expect("the sequence cycles");
    }
    let mut start = 0;
    while tortoise != hare {
        tortoise = step(tortoise).expect("the sequence cycles");
        hare = step(hare).expect("the sequence cycles");
        start += 1;
    }
    Some((start + length + 1, tortoise))
}

impl Game for Leyla {
    const HARD_ITERATIONS: u32 = 35_000;

    type Action = Sow;
    type Error = LeylaError;

    fn topology(&self) -> &'static Topology {
        topology()
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        if self.over {
            ToAct::Over
        } else {
            ToAct::Seat(self.to_move)
        }
    }

    fn legal_actions(&self, out: &mut Vec<Sow>) {
        out.clear();
        self.sowable_into(out, Sow);
    }

    fn random_legal(&self, rng: &mut Rng, _buffer: &mut Vec<Sow>) -> Option<Sow> {
        self.random_sowable(rng).map(Sow)
    }

    fn apply_with(&mut self, action: Sow, events: &mut impl EventSink) -> Result<(), LeylaError> {
        self.check(action.0)?;
        self.sow_from(action.0, events);
        Ok(())
    }

    fn apply_legal(&mut self, action: Sow, events: &mut impl EventSink) {
        debug_assert_eq!(self.check(action.0), Ok(()), "apply_legal was given an illegal action");
        self.sow_from(action.0, events);
    }

    fn returns(&self) -> Vec<f64> {
        if !self.over {
            return vec![0.0, 0.0];
        }
        match self.won[0].cmp(&self.won[1]) {
            std::cmp::Ordering::Greater => vec![1.0, -1.0],
            std::cmp::Ordering::Less => vec![-1.0, 1.0],
            std::cmp::Ordering::Equal => vec![0.0, 0.0],
        }
    }

    fn scores(&self) -> Vec<u32> {
        self.won.iter().map(|&w| u32::from(w)).collect()
    }

    fn explain(&self, events: &[Event]) -> Vec<Phrase> {
        explain::explain_round(self, events)
    }

    fn action_text(&self, action: Sow) -> String {
        topology().id(action.0).to_string()
    }

    fn action_site(&self, action: Sow) -> Option<Site> {
        Some(action.0)
    }

    fn parse_action(&self, text: &str) -> Result<Sow, LeylaError> {
        topology().find(text.trim()).map(Sow).ok_or_else(|| LeylaError::UnknownHole(text.to_string()))
    }

    fn sites(&self) -> Vec<SiteView> {
        (0..HOLES)
            .map(|i| {
                let (owner, state) = match self.holes[i] {
                    Hole::Free => (side(Site(i as u8)), SiteState::Open),
                    Hole::Captured(by) => (by, SiteState::Claimed),
                    Hole::OutOfPlay => (side(Site(i as u8)), SiteState::Closed),
                };
                SiteView { count: u16::from(self.counts[i]), owner: Some(owner), state, large: 0 }
            })
            .collect()
    }

    fn status(&self) -> String {
        if !self.over {
            return format!("{} to move", self.to_move);
        }
        let [south, north] = self.won;
        let verdict = match south.cmp(&north) {
            std::cmp::Ordering::Greater => "South wins the round".to_string(),
            std::cmp::Ordering::Less => "North wins the round".to_string(),
            std::cmp::Ordering::Equal => "the round is drawn".to_string(),
        };
        let how = match self.ending {
            Ending::Repetition => " by repetition",
            Ending::Playing | Ending::Stuck => "",
        };
        format!("Round over{how}: South {south}, North {north}; {verdict}")
    }

    fn status_phrase(&self) -> Phrase {
        if !self.over {
            return Phrase::new("leyla-status-to-move").with("seat", self.to_move);
        }
        let [south, north] = self.won;
        let result = match south.cmp(&north) {
            std::cmp::Ordering::Greater => "south",
            std::cmp::Ordering::Less => "north",
            std::cmp::Ordering::Equal => "drawn",
        };
        let repetition = if matches!(self.ending, Ending::Repetition) { "yes" } else { "no" };
        Phrase::new("leyla-status-round-over")
            .with("repetition", repetition)
            .with("south", south)
            .with("north", north)
            .with("result", result)
    }
}

impl fmt::Display for Leyla {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&board::diagram(&self.counts, &self.holes))
    }
}
