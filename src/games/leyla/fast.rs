//! The engine the app, search and studies play for a round of Leyla: the same rules as
//! `rules.rs`, with shortcuts that reach the same positions faster. It must agree with
//! `rules.rs` (through [`crate::engine::Reference`]) on the legal actions in the same order, the
//! random draw, the events and the whole state after every action, watched (`apply_with`) or
//! not (`apply_legal`): `tests/agree.rs` is that contract. Each method says which rule it is the
//! fast form of.
//!
//! The shortcuts: the twelve counts are added to as the bytes of one number, and with the holes
//! in play as a match fills them (facing pairs from the a1/b6 end) a whole sowing is one
//! addition from tables worked out when compiling (`SOWINGS`: each number of pairs, each hole,
//! each remainder of a hand); the free holes are kept as bits, so that the holes to sow from
//! are found, and drawn from, without listing them; the positions met (L17) and the relays of a
//! move (L4) are looked through only when a filter of their hashes says they may be there, and
//! a move that relays long is worked out by cycle finding (`relays.rs`).

use super::relays::Relays;
use super::{setup, topology, Ending, Hole, Leyla, RoundEnd, HOLES, ROW};
use crate::engine::bits::members;
use crate::engine::repetition::REPETITIONS;
use crate::engine::{Event, EventSink, NoEvents, Rng, Seat, Site, ToAct};
use std::fmt;
use std::sync::OnceLock;

/// Every hole's count and the seat to move, as the repetition rule (L17) compares them: a byte
/// each, in one number so that comparing is cheap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Position(u128);

impl Position {
    /// The position of `counts` with `to_move` to play.
    pub(super) fn of(counts: &[u8; HOLES], to_move: Seat) -> Position {
        Position(packed_counts(counts) | (to_move.index() as u128) << (8 * HOLES))
    }
}

/// The positions met since the last capture, for the repetition rule (L17), as
/// [`crate::engine::Repetitions`] keeps them, with two 64-bit filters of their [`sign`]s: a
/// position whose bit is not among those met twice has not been met twice, so it is counted
/// only when it may have been.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct Positions {
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
    /// The positions met, the oldest first.
    pub(super) fn met(&self) -> &[Position] {
        &self.seen
    }

    /// Notes `position` as met.
    pub(super) fn note(&mut self, position: Position) {
        let sign = sign(position.0);
        self.twice |= self.once & sign;
        self.once |= sign;
        self.seen.push(position);
    }

    /// Same result as counting `position` among [`Positions::met`] in the rules' end of a turn
    /// (`rules::end_turn_by_the_rules`, L17) and noting it: true when it has now been met the
    /// third time.
    fn third_time(&mut self, position: Position) -> bool {
        let sign = sign(position.0);
        let third =
            self.twice & sign != 0 && self.seen.iter().filter(|&&seen| seen == position).count() + 1 >= REPETITIONS;
        self.twice |= self.once & sign;
        self.once |= sign;
        self.seen.push(position);
        third
    }

    /// Forgets every position met.
    pub(super) fn clear(&mut self) {
        self.seen.clear();
        (self.once, self.twice) = (0, 0);
    }
}

/// One of 64 bits, picked by hashing `key` (a [`Position`]'s number or a [`Situation`]).
pub(super) fn sign(key: u128) -> u64 {
    let folded = (key as u64) ^ (key >> 64) as u64;
    1 << (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58)
}

/// The holes in play, in sowing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Ring {
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

    /// Same result as `rules::sow` after lifting the hand: lifts the counters of `from`, a hole
    /// in play, from `board` (the counts as
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

/// Same result as asking each count of `rules::can_sow`: a bit for each hole holding counters.
fn occupied(counts: &[u8; HOLES]) -> u16 {
    const ONES: u128 = (u128::MAX / 0xFF) >> (8 * (16 - HOLES));
    // No count reaches 128 (there are 48 counters in all): adding 127 sets a byte's top bit
    // when it is not 0, and carries into no other.
    let tops = (packed_counts(counts) + 0x7F * ONES) & (0x80 * ONES);
    // The multiplication gathers the top bits of a word's eight bytes into its top byte.
    let gather = |word: u64| (word >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
    (gather(tops as u64) | gather((tops >> 64) as u64) << 8) as u16
}

/// Same result as the rules' `Hole::Free` tests, as bits: a bit for each free hole.
pub(super) fn free_bits(holes: &[Hole; HOLES]) -> u16 {
    (0..HOLES).filter(|&i| holes[i].is_free()).fold(0, |bits, i| bits | 1 << i)
}

/// Same result as `rules::next_in_play` for every hole: for each hole, the next hole in play
/// after it in sowing order (holes out of play, L15, are passed over; a hole with no other
/// hole in play after it is its own successor). Also the [`Pairs`] the holes in play are, if
/// the ring runs in site order (a1..a6, b1..b6) and they are some. Worked out once a round:
/// captures never change which holes are in play, since holes out of play come in facing pairs.
pub(super) fn successors(holes: &[Hole; HOLES]) -> Ring {
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

/// Same result as `rules::sow` (L1, L3, L15), through the holes in play as `ring` lists them:
/// sows `hand` counters one by one into the holes in play after `from` and returns the hole that
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
    /// Same result as `rules::can_sow`, as bits: a bit for each hole `seat` may sow from (free,
    /// holding counters, in their row).
    fn sowable(&self, seat: Seat) -> u16 {
        occupied(&self.counts) & self.free & ROW_BITS[seat.index()]
    }

    /// Same result as `rules::holes_to_sow`, as bits: a bit for each hole the player to move
    /// may sow from (none once the round is over).
    fn sowable_now(&self) -> u16 {
        if self.over {
            0
        } else {
            self.sowable(self.to_move)
        }
    }

    /// Same result as the length of `rules::holes_to_sow`: the holes the player to move may sow
    /// from, counted as bits.
    pub(crate) fn count_sowable(&self) -> usize {
        self.sowable_now().count_ones() as usize
    }

    /// Same result as `rules::holes_to_sow`: adds the holes the player to move may sow from to
    /// `out`, in site order, each made an action by `action` (none once the round is over).
    pub(crate) fn sowable_into<A>(&self, out: &mut Vec<A>, action: impl Fn(Site) -> A) {
        let mut bits = self.sowable_now();
        while bits != 0 {
            out.push(action(Site(bits.trailing_zeros() as u8)));
            bits &= bits - 1;
        }
    }

    /// Same result as [`Rng::choose`] from `rules::holes_to_sow`: a hole drawn as `choose` draws
    /// from the list [`Leyla::sowable_into`] makes (the
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

    /// Same result as `rules::can_sow`.
    fn can_move(&self, seat: Seat) -> bool {
        self.sowable(seat) != 0
    }

    /// Same result as `rules::cannot_go_on`: whether the round is over because a player can no
    /// longer move (L8): the player to move, or with [`RoundEnd::EitherRow`] either player.
    fn stuck(&self) -> bool {
        !self.can_move(self.to_move)
            || (self.rules.round_end == RoundEnd::EitherRow && !self.can_move(self.to_move.opponent()))
    }

    /// Same result as `rules::end_turn_by_the_rules`, the repetition rule (L17) asked through
    /// the positions' filter and the end of the round (L8) through the bits.
    fn end_turn(&mut self, irreversible: bool, events: &mut impl EventSink) {
        self.to_move = self.to_move.opponent();
        if irreversible {
            self.positions.clear();
        }
        let repeated = self.positions.third_time(Position::of(&self.counts, self.to_move));
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

    /// Same result as `rules::sow_by_the_rules`: sows from `start`, which [`Leyla::check`]
    /// allows, with its relays, and what its last counter does.
    pub(super) fn sow_from<E: EventSink>(&mut self, start: Site, events: &mut E) {
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
                Hole::Free if super::side(last) != mover && self.counts[at] == 4 => {
                    let facing = super::opposite(last);
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

    /// Same result as the relays of `rules::sow_by_the_rules` (L3-L6), with the end of its loop
    /// told apart: sows from `start` counter by counter and relay by relay, telling `events` of each: the
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

    /// Same result as [`Leyla::relay_watched`], for nobody watching (search and random play): the board is one
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

    /// The fast engine's record of the holes (the holes in play in sowing order, the free
    /// holes as bits) worked out again from the holes: after an action played by the rules,
    /// the state is then the one the fast engine keeps.
    pub(super) fn reindex(&mut self) {
        self.ring = successors(&self.holes);
        self.free = free_bits(&self.holes);
    }
}

/// For each set of holes of a row (a bit each, the row's first lowest): how many there are,
/// and which they are, in order (see [`members`]).
static ROW_CHOICES: [(u8, [u8; ROW]); 1 << ROW] = members();

/// A bit for the holes of each seat's row.
const ROW_BITS: [u16; 2] = [(1 << ROW) - 1, ((1 << ROW) - 1) << ROW];

/// Same result as [`Leyla::relay_watched`], without events: sows `board` (the counts as
/// [`packed_counts`]) from `start` with `sow` and relays, giving the board sown, and the hole
/// the last counter fell in, or `None` when a situation came round again (L4).
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
pub(super) type Situation = u128;

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

    /// Same result as `rules::last_counter` giving `LastCounter::Relays`: whether a sowing whose
    /// last counter fell in `last` goes on from there (a free hole that now holds more than one
    /// counter, and not four in the opponent's row, L3-L6).
    ///
    /// Written with `&` rather than `&&`: which row the counter fell in is a coin toss in
    /// random play, and a branch on it would be mispredicted half the time.
    fn relays(&self, counts: &[u8; HOLES], last: Site) -> bool {
        self.relays_with(counts[last.index()], last)
    }

    /// Same result as [`Relayer::relays`], for the counts as [`packed_counts`].
    fn relays_in(&self, board: u128, last: Site) -> bool {
        self.relays_with(count_in(board, last.index()), last)
    }

    /// Same result as [`Relayer::relays`], given the count: whether a sowing whose last counter
    /// fell in `last`, which now holds `count`, relays.
    fn relays_with(&self, count: u8, last: Site) -> bool {
        let bit = |bits: u16| bits >> last.index() & 1 == 1;
        bit(self.free) & (count != 1) & !(bit(self.theirs) & (count == 4))
    }

    /// Same result as `rules::sow` after lifting the hand, without events: lifts the counters
    /// of `from` and sows them, giving the board sown and the hole the last falls in.
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

    /// Same result as one relay of `rules::sow_by_the_rules`: the relay from `now`, the next
    /// situation that relays, or `None` when the sowing stops
    /// there.
    fn step(&self, now: Situation) -> Option<Situation> {
        let (board, last) = self.sow(board_of(now), hole_of(now));
        self.relays_in(board, last).then(|| situation(board, last))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_of_facing_pairs_sow_as_counter_by_counter() {
        for pairs in 1..=ROW {
            let holes: [Hole; HOLES] =
                std::array::from_fn(|i| if i < pairs || i >= HOLES - pairs { Hole::Free } else { Hole::OutOfPlay });
            let ring = successors(&holes);
            let after = |i: usize| (1..=HOLES).map(|k| (i + k) % HOLES).find(|&j| holes[j].is_free());
            assert_eq!(ring.next.map(|s| Some(s.index())), std::array::from_fn(after), "pairs {pairs}");
            let table = ring.pairs.expect("facing pairs have tables");
            for from in (0..HOLES).filter(|&i| holes[i].is_free()) {
                for hand in 0..=48u8 {
                    let mut counts: [u8; HOLES] = std::array::from_fn(|i| (i % 3) as u8);
                    counts[from] = hand;
                    let mut one_by_one = counts;
                    let (at_once, last) = table.sow(packed_counts(&counts), Site(from as u8));
                    let at_once = counts_of(at_once);
                    let hand = u16::from(std::mem::take(&mut one_by_one[from]));
                    let expected = sow(&ring, &mut one_by_one, Site(from as u8), hand, false, &mut NoEvents);
                    assert_eq!((at_once, last), (one_by_one, expected), "pairs {pairs} from {from} hand {hand}");
                }
            }
        }
    }
}
