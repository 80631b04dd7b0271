//! The engine the app, search and studies play for Dongjintian: the rules of `rules.rs` with
//! the ways a sowing may take at each hole worked out once, by the compiler ([`WAYS`],
//! [`CHOICES`]), the random draw made from the occupied holes kept as bits, and a move ended
//! without looking over the board unless it captured (`end_quickly`, under `end: "quiet"`). It must agree
//! with `rules.rs` (through [`crate::engine::Reference`]) on the legal actions in the same order,
//! the random draw, the events and the whole state after every action, watched or not:
//! `tests/agree.rs` is that contract.

use super::{
    neighbour, Dir, Dongjintian, DongjintianAction, GameEnd, Phase, Sowing, HOLES, LUDII_MOVE_LIMIT, LUDII_TURN_LIMIT,
    MAX_RELAYS, NEIGHBOURS, OFF, QUIET_TURNS,
};
use crate::engine::{Event, EventSink, Rng, Site};

/// For every hole and heading (the index of a [`Dir`], or 4 for none yet), the directions a
/// sowing may take next as bits (bit `i` for `Dir::ALL[i]`): on the board, never back the way
/// it came.
const WAYS: [[u8; 5]; HOLES] = {
    let mut table = [[0u8; 5]; HOLES];
    let mut site = 0;
    while site < HOLES {
        let mut heading = 0;
        while heading < 5 {
            let mut dir = 0;
            while dir < 4 {
                // The opposite of direction `dir` is `(dir + 2) % 4` in the order N, E, S, W.
                if NEIGHBOURS[site][dir] != OFF && heading != (dir + 2) % 4 {
                    table[site][heading] |= 1 << dir;
                }
                dir += 1;
            }
            heading += 1;
        }
        site += 1;
    }
    table
};

/// The directions a sowing may take next from one hole with one heading: how many, then which,
/// in the order N, E, S, W.
#[derive(Clone, Copy)]
struct Ways {
    count: u8,
    dirs: [Dir; 4],
}

/// [`WAYS`] as lists, for drawing a direction without counting bits.
const CHOICES: [[Ways; 5]; HOLES] = {
    let mut table = [[Ways { count: 0, dirs: [Dir::N; 4] }; 5]; HOLES];
    let mut site = 0;
    while site < HOLES {
        let mut heading = 0;
        while heading < 5 {
            let mut dir = 0;
            while dir < 4 {
                if WAYS[site][heading] >> dir & 1 == 1 {
                    let ways = &mut table[site][heading];
                    ways.dirs[ways.count as usize] = Dir::ALL[dir];
                    ways.count += 1;
                }
                dir += 1;
            }
            heading += 1;
        }
        site += 1;
    }
    table
};

impl Dongjintian {
    /// Same result as `rules::open_ways`, as bits: the directions a sowing at `at`, heading
    /// `heading`, may take next, as bits (bit `i` for
    /// `Dir::ALL[i]`): on the board, never back the way it came.
    #[inline]
    fn ways(at: Site, heading: Option<Dir>) -> u8 {
        WAYS[at.index()][heading.map_or(4, |h| h as usize)]
    }

    /// Same result as `rules::ways_by_the_rules` under `sowing: "ludii"`, as bits: every way on
    /// the board into a hole not yet lifted or sown in this sowing (D12).
    #[inline]
    fn ludii_ways(&self, at: Site) -> u8 {
        let mut bits = 0;
        for (i, &n) in NEIGHBOURS[at.index()].iter().enumerate() {
            if n != OFF && self.visited >> n & 1 == 0 {
                bits |= 1 << i;
            }
        }
        bits
    }

    /// Same result as `rules::ways_by_the_rules`, as bits (bit `i` for `Dir::ALL[i]`).
    #[inline]
    fn way_bits(&self, at: Site, heading: Option<Dir>) -> u8 {
        match self.rules.sowing {
            Sowing::Source => Dongjintian::ways(at, heading),
            Sowing::Ludii => self.ludii_ways(at),
        }
    }

    /// Same result as `rules::ways_by_the_rules`: the directions a sowing at `at`, heading
    /// `heading`, may take next, in the order N, E, S, W.
    pub(super) fn steps(&self, at: Site, heading: Option<Dir>) -> impl Iterator<Item = Dir> {
        let bits = self.way_bits(at, heading);
        Dir::ALL.into_iter().enumerate().filter(move |&(i, _)| bits >> i & 1 == 1).map(|(_, d)| d)
    }

    /// Same result as the length of `legal_actions`: the non-empty holes, or the ways a sowing
    /// may go on, counted as bits.
    #[inline]
    pub(super) fn count_legal(&self) -> usize {
        match self.phase {
            Phase::Pick => self.occupied().count_ones() as usize,
            Phase::Steer { at, heading, .. } => self.way_bits(at, heading).count_ones() as usize,
            Phase::Over => 0,
        }
    }

    /// The non-empty holes as bits (bit `i` for hole `i`), to draw a hole to pick from.
    #[inline]
    pub(super) fn occupied(&self) -> u32 {
        self.counts.iter().enumerate().fold(0, |bits, (i, &c)| bits | u32::from(c != 0) << i)
    }

    /// Same result as `rules::pick`: lifts the counters of `site` (not empty) to sow them, and
    /// takes every step that has one way only.
    #[inline]
    pub(super) fn pick_quickly(&mut self, site: Site, events: &mut impl EventSink) {
        let hand = std::mem::take(&mut self.counts[site.index()]);
        // Every counter lifted is sown before the move ends: Ludii's moves (D11).
        self.sown += u32::from(hand);
        events.push(Event::PickUp { site, count: hand });
        self.path.clear();
        self.path.push(site);
        if self.rules.sowing == Sowing::Ludii {
            self.visited = 1 << site.index();
        }
        let ways = CHOICES[site.index()][4];
        if ways.count == 1 {
            return self.sow_quickly(site, hand, 0, ways.dirs[0], events);
        }
        self.phase = Phase::Steer { at: site, hand, heading: None, relays: 0 };
    }

    /// Same result as `rules::step`: drops the next counter in direction `dir`, then takes every
    /// step that has one way only.
    #[inline]
    pub(super) fn step_quickly(&mut self, dir: Dir, events: &mut impl EventSink) {
        let Phase::Steer { at, hand, relays, .. } = self.phase else { return };
        self.sow_quickly(at, hand, relays, dir, events);
    }

    /// Same result as `rules::sow`, the ways open at each hole read from [`CHOICES`]: sows the
    /// `hand` counters held at `at` (after `relays` relays), the first one in direction
    /// `dir`: one counter at a time, relaying or capturing after the last, going on by itself
    /// while a step has one way only, until the mover must choose a way (the phase then says
    /// where the sowing stands) or the move ends. The sowing is kept in locals, not in the
    /// phase, while it goes on.
    #[inline]
    fn sow_quickly(&mut self, mut at: Site, mut hand: u16, mut relays: u16, mut dir: Dir, events: &mut impl EventSink) {
        if self.rules.sowing == Sowing::Ludii {
            return self.sow_as_ludii(at, hand, relays, dir, events);
        }
        loop {
            let next = neighbour(at, dir).expect("legal steps stay on the board");
            self.counts[next.index()] += 1;
            self.path.push(next);
            events.push(Event::Drop { site: next });
            if hand > 1 {
                (at, hand) = (next, hand - 1);
            } else {
                // The last counter fell in `next`; the hole after it on the same line decides.
                let Some(after) = neighbour(next, dir) else {
                    return self.end_quickly(false, events);
                };
                if self.counts[after.index()] == 0 {
                    return self.capture_quickly(next, after, dir, events);
                }
                if relays >= MAX_RELAYS {
                    return self.end_quickly(false, events);
                }
                let lifted = std::mem::take(&mut self.counts[after.index()]);
                self.sown += u32::from(lifted);
                events.push(Event::Relay { site: after, count: lifted });
                self.path.push(after);
                (at, hand, relays) = (after, lifted, relays + 1);
            }
            let ways = CHOICES[at.index()][dir as usize];
            if ways.count != 1 {
                self.phase = Phase::Steer { at, hand, heading: Some(dir), relays };
                return;
            }
            dir = ways.dirs[0];
        }
    }

    /// Same result as `rules::capture`: the capture by its rule, the move ended with
    /// [`Dongjintian::end_quickly`].
    #[inline]
    fn capture_quickly(&mut self, next: Site, after: Site, dir: Dir, events: &mut impl EventSink) {
        let captured = self.take_capture(next, after, dir, events);
        self.end_quickly(captured, events);
    }

    /// Same result as `rules::end_move`. Under `end: "quiet"` the board is looked at only after
    /// a capture: a move that captured nothing leaves at least its last counter sown on the
    /// board, so only a capture can empty it. Whether it is empty is then read in one pass over
    /// every hole without a branch a hole.
    #[inline]
    fn end_quickly(&mut self, captured: bool, events: &mut impl EventSink) {
        self.quiet = if captured { 0 } else { self.quiet + 1 };
        self.turns += 1;
        let over = match self.rules.end {
            GameEnd::Quiet => {
                self.quiet >= QUIET_TURNS || captured && self.counts.iter().fold(0, |any, &c| any | c) == 0
            }
            GameEnd::Ludii => {
                self.turns >= LUDII_TURN_LIMIT
                    || self.sown >= LUDII_MOVE_LIMIT
                    || self.counts.iter().fold(0u16, |sum, &c| sum.wrapping_add(c)) <= 1
            }
        };
        self.pass_turn(over, events);
    }

    /// Same result as `rules::sow` under `sowing: "ludii"` (D12): as [`Dongjintian::sow_quickly`],
    /// the holes of the sowing kept as bits, never entered again; a relay starts a new sowing;
    /// with nowhere to go, the counters in hand drop where the sowing stands and the move ends.
    fn sow_as_ludii(
        &mut self,
        mut at: Site,
        mut hand: u16,
        mut relays: u16,
        mut dir: Dir,
        events: &mut impl EventSink,
    ) {
        loop {
            let next = neighbour(at, dir).expect("legal steps stay on the board");
            self.counts[next.index()] += 1;
            self.path.push(next);
            events.push(Event::Drop { site: next });
            self.visited |= 1 << next.index();
            if hand > 1 {
                (at, hand) = (next, hand - 1);
            } else {
                let Some(after) = neighbour(next, dir) else {
                    return self.end_quickly(false, events);
                };
                if self.counts[after.index()] == 0 {
                    return self.capture_quickly(next, after, dir, events);
                }
                if relays >= MAX_RELAYS {
                    return self.end_quickly(false, events);
                }
                let lifted = std::mem::take(&mut self.counts[after.index()]);
                self.sown += u32::from(lifted);
                events.push(Event::Relay { site: after, count: lifted });
                self.path.push(after);
                self.visited = 1 << after.index();
                (at, hand, relays) = (after, lifted, relays + 1);
            }
            let ways = self.ludii_ways(at);
            match ways.count_ones() {
                0 => {
                    self.counts[at.index()] += hand;
                    for _ in 0..hand {
                        events.push(Event::Drop { site: at });
                    }
                    return self.end_quickly(false, events);
                }
                1 => dir = Dir::ALL[ways.trailing_zeros() as usize],
                _ => {
                    self.phase = Phase::Steer { at, hand, heading: Some(dir), relays };
                    return;
                }
            }
        }
    }

    /// Same result as [`Rng::choose`] from the rules' legal actions (`rules::legal_by_the_rules`):
    /// draws from the non-empty holes or the open directions kept as bits, taking the same
    /// numbers.
    #[inline(always)]
    pub(super) fn random_action(&self, rng: &mut Rng) -> Option<DongjintianAction> {
        match self.phase {
            Phase::Pick => rng.choose_bit(u64::from(self.occupied())).map(|i| DongjintianAction::Pick(Site(i as u8))),
            Phase::Steer { at, .. } if self.rules.sowing == Sowing::Ludii => {
                let bits = self.ludii_ways(at);
                let mut dirs = [Dir::N; 4];
                let mut count = 0;
                for (i, dir) in Dir::ALL.into_iter().enumerate() {
                    if bits >> i & 1 == 1 {
                        dirs[count] = dir;
                        count += 1;
                    }
                }
                rng.choose(&dirs[..count]).map(|&dir| DongjintianAction::Step(dir))
            }
            Phase::Steer { at, heading, .. } => {
                let ways = &CHOICES[at.index()][heading.map_or(4, |h| h as usize)];
                rng.choose(&ways.dirs[..usize::from(ways.count)]).map(|&dir| DongjintianAction::Step(dir))
            }
            Phase::Over => None,
        }
    }
}
