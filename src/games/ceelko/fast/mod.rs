//! Ceelkoqyuqkoqiji's fast engine: the representation and the shortcuts behind the `Game`
//! the app, search, playouts and studies play. It must agree with the rules as `rules.rs`
//! states them: the same legal actions in the same order, the same random draws, the same
//! events and the very same state after every action (`tests/agree.rs`, from the opening of
//! every ruleset and from positions set up by hand; `tests/perft.rs` counts both engines).
//!
//! What it keeps beside the plain values is one [`Index`]: the regular holes, the sites holding
//! a large stone, the stores whose own goat is at home and the unsold sites, as bits. It is
//! built by [`Index::of`] and kept by [`Ceelko::set_large`] and [`Ceelko::set_sold`]; after the
//! reference plays an action the index is built afresh, so the contract's whole-state
//! comparison is its check. The shortcuts: small stones sown a lap at a time and relayed
//! without events where nobody watches (`relay_small_unwatched`, `sow_small_unwatched`,
//! `reach`, [`add_one_each`] over the [`ONES`] table), a hand with large stones sown without a
//! division (`sow_large`), occupied holes read from bits
//! (`occupied_bit`, [`nonzero_lanes`]), random actions drawn from bits without listing them
//! ([`draw_bit`], `random_turn`, `random_other`), the sowing split from the other actions
//! (`perform`, `perform_other`), and the between-round accounts with loans taken a run at a
//! time (`ledger.rs`).

mod ledger;

use super::notes::{Finished, RoundNote};
use super::{Ceelko, CeelkoAction, Dir, Finger, Hand, Large, Phase, RoundEnd, GONG, MAX_SITES, MU};
use crate::engine::bits::{members, ones, ByteCounts};
use crate::engine::{Event, EventSink, Game, Rng, Seat, Site, ToAct};

/// The bits kept beside the plain values (bit `i` for site `i`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Index {
    /// The regular holes: the ring without its stores.
    holes: u32,
    /// The sites holding a large stone.
    large_sites: u32,
    /// The stores whose own large stone is at home.
    home_stores: u32,
    /// The sites not sold (and every bit beyond the board).
    unsold: u32,
}

impl Index {
    /// The index of a board of `n` holes a row whose large stones are where `large` says and
    /// whose holes are sold as `sold` says: its only constructor.
    pub(super) fn of(n: usize, large: &[Large; 2], sold: &[Option<Seat>; MAX_SITES]) -> Index {
        let mut index =
            Index { holes: ((1 << n) - 1) * (1 | 1 << (n + 1)), large_sites: 0, home_stores: 0, unsold: u32::MAX };
        index.note_large(n, large);
        for (i, sold) in sold.iter().enumerate() {
            if sold.is_some() {
                index.unsold &= !(1 << i);
            }
        }
        index
    }

    /// Notes where the large stones are now: the sites holding one, and the stores whose own
    /// large stone is at home (store `A` is site `n`, `B` site `2n + 1`).
    #[inline]
    fn note_large(&mut self, n: usize, large: &[Large; 2]) {
        self.large_sites = large.iter().fold(0, |bits, large| match *large {
            Large::At(site) => bits | 1 << (site.0 & 31),
            _ => bits,
        });
        let home = |stone: usize| u32::from(large[stone] == Large::Home) << ((stone + 1) * (n + 1) - 1);
        self.home_stores = home(MU) | home(GONG);
    }
}

impl Hand {
    /// The positions in the sowing (from 1) still free for a large stone, as bits (bit `n - 1`
    /// for position `n`): the first 32 only.
    pub(super) fn free_places(&self) -> u32 {
        let all = u32::MAX >> (32 - u32::from(self.total()).clamp(1, 32));
        self.placed.iter().flatten().fold(all, |free, &n| free & !(1 << ((n - 1) % 32)))
    }
}

/// Draws as [`Rng::choose`] from a list of the set bits of `bits` (from the lowest) followed
/// by one more choice if `last`: `Some(Some(bit))`, `Some(None)` for the last choice, or `None`
/// (drawing nothing) when the list would be empty.
fn draw_bit(rng: &mut Rng, bits: u32, last: bool) -> Option<Option<u32>> {
    let counts = ByteCounts::of(bits.into());
    let listed = counts.total() + u32::from(last);
    if listed == 0 {
        return None;
    }
    let pick = rng.below(listed);
    Some((pick < counts.total()).then(|| counts.select(bits.into(), pick)))
}

/// For each byte, its bits as eight counts of 0 or 1 (the lowest first).
static ONES: [[u16; 8]; 256] = {
    let mut ones = [[0; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut bit = 0;
        while bit < 8 {
            ones[byte][bit] = (byte >> bit & 1) as u16;
            bit += 1;
        }
        byte += 1;
    }
    ones
};

/// Adds one to each count of `small` whose bit is set in `sites`, eight at a time from
/// [`ONES`] (without a branch per site: the compiler adds them side by side).
#[inline]
fn add_one_each(small: &mut [u16; MAX_SITES], sites: u32) {
    for (half, counts) in small.chunks_exact_mut(8).enumerate() {
        let ones = &ONES[(sites >> (8 * half)) as usize % 256];
        for (count, one) in counts.iter_mut().zip(ones) {
            *count += one;
        }
    }
}

/// Which of the four 16-bit lanes of `word` (counts of stones, below `0x8000`) are not zero,
/// as four bits from the lowest: adding `0x7FFF` to a lane sets its top bit just when it is not
/// zero (and carries into no other lane), and one multiplication gathers the top bits.
#[inline]
fn nonzero_lanes(word: u64) -> u32 {
    let tops = (word + 0x7FFF_7FFF_7FFF_7FFF) & 0x8000_8000_8000_8000;
    ((tops >> 15).wrapping_mul(1 | 1 << 15 | 1 << 30 | 1 << 45) >> 45) as u32 & 0xF
}

/// The most regular holes a row has.
const MAX_ROW: usize = 7;

/// For each set of holes of a row (a bit each, the row's first lowest): how many there are,
/// and which they are, in order (see [`members`]).
static ROW_CHOICES: [(u8, [u8; MAX_ROW]); 1 << MAX_ROW] = members();

impl Ceelko {
    /// Same result as `rules::next_site`.
    #[inline]
    pub(super) fn step(&self, site: Site, dir: Dir) -> Site {
        // Without a branch (random play makes the direction unpredictable): one site on, or
        // all but one on, then back once round the ring if past its end.
        let sites = self.site_count();
        let back = usize::from(dir == Dir::Back);
        let on = site.index() + 1 + back * (sites - 2);
        Site((on - sites * usize::from(on >= sites)) as u8)
    }

    /// Moves large stone `stone` (`MU` or `GONG`) to `to`.
    #[inline]
    pub(super) fn set_large(&mut self, stone: usize, to: Large) {
        self.large[stone] = to;
        // Both stones may lie in one hole: the bits are worked out afresh.
        self.index.note_large(self.n, &self.large);
    }

    /// Works the bits kept beside `sold` and `large` out afresh from them, after the reference
    /// rules (which change only the plain values) have played an action.
    pub(in crate::games::ceelko) fn rebuild_kept_bits(&mut self) {
        self.index = Index::of(self.n(), &self.large, &self.sold);
    }

    /// Puts the mu and the gong where `large` says.
    pub(super) fn set_large_stones(&mut self, large: [Large; 2]) {
        for (stone, to) in large.into_iter().enumerate() {
            self.set_large(stone, to);
        }
    }

    /// The regular holes of `seat`'s row (an active seat), as bits.
    #[inline]
    pub(super) fn row_bits(&self, seat: Seat) -> u32 {
        let n = self.n();
        ((1 << n) - 1) << (seat.index() * (n + 1))
    }

    /// Sells `site` to `owner` (`None`: gives it back to its row).
    pub(super) fn set_sold(&mut self, site: Site, owner: Option<Seat>) {
        self.sold[site.index()] = owner;
        let bit = 1 << site.index();
        self.index.unsold = if owner.is_some() { self.index.unsold & !bit } else { self.index.unsold | bit };
    }

    /// The eight sites from `start` (the holes of a row, and what follows) that hold small
    /// stones, as bits from the lowest: four counts at a time, as the lanes of a word.
    #[inline]
    pub(super) fn small_bits_from(&self, start: usize) -> u32 {
        let sites = &self.small[start..start + 8];
        let word = |four: &[u16]| four.iter().rev().fold(0u64, |word, &count| word << 16 | u64::from(count));
        (nonzero_lanes(word(&sites[..4])) | nonzero_lanes(word(&sites[4..])) << 4) << start
    }

    /// Same result as `rules::holes_to_sow`.
    ///
    /// `seat`'s unsold holes that hold stones, as bits (in row order from the lowest): the holes
    /// it may sow from.
    #[inline]
    pub(super) fn sowable(&self, seat: Seat) -> u32 {
        let start = seat.index() * (self.n() + 1);
        (self.small_bits_from(start) | self.index.large_sites) & self.index.unsold & self.row_bits(seat)
    }

    /// Same result as `rules::occupied`.
    ///
    /// Whether the site counts as occupied for relays and captures (the rules' `occupied`), as
    /// a number, 1 or 0, worked out without a branch (random play makes it unpredictable).
    #[inline]
    pub(super) fn occupied_bit(&self, site: Site) -> u32 {
        let i = site.index();
        let stones = self.index.large_sites | u32::from(self.small[i % MAX_SITES] > 0) << i;
        (self.index.home_stores | self.index.holes & self.index.unsold & stones) >> i & 1
    }

    /// Where `seat`'s row (an active seat) starts, and its unsold holes as [`ROW_CHOICES`] tells
    /// them.
    pub(super) fn unsold_row(&self, seat: Seat) -> (usize, &'static (u8, [u8; MAX_ROW])) {
        let start = seat.index() * (self.n() + 1);
        (start, &ROW_CHOICES[(self.index.unsold >> start) as usize % (1 << self.n())])
    }

    /// How many of `seat`'s holes (an active seat) are unsold.
    pub(super) fn free_count(&self, seat: Seat) -> usize {
        usize::from(self.unsold_row(seat).1 .0)
    }

    /// Same result as `rules::stones_for_huelshe`.
    ///
    /// Small stones `seat` may use for huelshe: what it holds and what is in its own store.
    #[inline]
    pub(super) fn huelshe_stock(&self, seat: Seat) -> u16 {
        // Its store is the one of its parity, if it owns one (asked after every turn: one
        // test, on the number of players).
        let store = seat.index() % 2;
        let in_store =
            if self.store_owner(store) == seat { self.small[self.store(store).index() % MAX_SITES] } else { 0 };
        self.held[seat.index()] + in_store
    }

    /// `seat`'s unsold holes in row order (an active seat), and how many there are.
    pub(super) fn unsold(&self, seat: Seat) -> ([Site; MAX_ROW], usize) {
        let (start, (count, row)) = self.unsold_row(seat);
        (row.map(|hole| Site(start as u8 + hole)), usize::from(*count))
    }

    /// Same result as `rules::huelshe_run_length`.
    ///
    /// How many holes a huelshe by `seat` fills (C10), given its unsold `holes`: every unsold
    /// hole if it has the stones; else as many as it can in a run without gaps, in which a sold
    /// hole is a gap unless [`CeelkoRules::huelshe_across_sold`].
    pub(super) fn huelshe_length(&self, seat: Seat, holes: &[Site]) -> usize {
        let count = holes.len();
        let stock = usize::from(self.huelshe_stock(seat));
        if stock >= count || self.rules.huelshe_across_sold {
            return stock.min(count);
        }
        let (mut longest, mut run) = (0, 0);
        for (i, hole) in holes.iter().enumerate() {
            run = if i > 0 && hole.0 == holes[i - 1].0 + 1 { run + 1 } else { 1 };
            longest = longest.max(run);
        }
        stock.min(longest)
    }

    /// Whether `seat` fills every unsold hole with a huelshe.
    pub(super) fn huelshe_fills_all(&self, seat: Seat) -> bool {
        let (holes, count) = self.unsold(seat);
        self.huelshe_length(seat, &holes[..count]) == count
    }

    /// The holes a huelshe by `seat` starting at its unsold hole number `start` fills, if that
    /// start is allowed.
    pub(super) fn huelshe_run(&self, seat: Seat, start: u8) -> Option<([Site; MAX_ROW], std::ops::Range<usize>)> {
        let (holes, count) = self.unsold(seat);
        let length = self.huelshe_length(seat, &holes[..count]);
        self.run_from(&holes[..count], length, start).map(|run| (holes, run))
    }

    /// Same result as `rules::huelshe_run_fits`.
    ///
    /// The run of `length` of the unsold `holes` starting at number `start`, if a huelshe may
    /// fill it.
    pub(super) fn run_from(&self, holes: &[Site], length: usize, start: u8) -> Option<std::ops::Range<usize>> {
        let count = holes.len();
        let run = usize::from(start)..usize::from(start) + length;
        if length == 0 || run.end > count || (length == count && start > 0) {
            return None;
        }
        let unbroken = self.rules.huelshe_across_sold
            || length == count
            || usize::from(holes[run.end - 1].0 - holes[run.start].0) == length - 1;
        unbroken.then_some(run)
    }

    /// Same result as `rules::huelshe_choices`.
    ///
    /// The starts (unsold hole numbers) of the huelshes `seat` may make, as bits: the holes
    /// and the run's length worked out once for all starts.
    pub(super) fn huelshe_starts(&self, seat: Seat) -> u32 {
        let (holes, count) = self.unsold(seat);
        let length = self.huelshe_length(seat, &holes[..count]);
        (0..count as u8)
            .filter(|&start| self.run_from(&holes[..count], length, start).is_some())
            .fold(0, |bits, start| bits | 1 << start)
    }

    /// Same result as `rules::goat_at_home`.
    ///
    /// Whether declining huelshe is barred: a large stone is still in its original store.
    pub(super) fn huelshe_obligatory(&self) -> bool {
        self.index.home_stores != 0
    }

    /// Same result as `rules::may_decline`.
    ///
    /// Whether `seat`, with an empty sector, may decline huelshe.
    fn may_decline_fast(&self, seat: Seat) -> bool {
        !self.huelshe_obligatory() || self.huelshe_stock(seat) == 0
    }

    /// Records the position now; true when it has come about for the third time (C12).
    pub(super) fn record_position(&mut self) -> bool {
        self.positions.third_time((self.small, self.large, self.to_move))
    }

    /// Same result as `rules::lift_hand`.
    ///
    /// Lifts everything from `from` (a hole, or a store's own large stone) into a hand. The
    /// events are reported when the sowing starts, after any choice of where large stones drop.
    #[inline]
    pub(super) fn lift(&mut self, from: Site, dir: Dir, relay: bool) -> Hand {
        let mut hand = Hand { from, dir, relay, small: 0, large: [false; 2], placed: [None; 2] };
        if let Some(store) = self.store_index(from) {
            hand.large[store] = true;
        } else {
            hand.small = std::mem::take(&mut self.small[from.index()]);
            if self.index.large_sites >> from.index() & 1 == 0 {
                // Small stones only: nothing to place.
                return hand;
            }
            hand.large = self.large_at(from);
        }
        for stone in 0..2 {
            if hand.large[stone] {
                self.set_large(stone, Large::Hand);
            }
        }
        hand.settle_forced();
        hand
    }

    /// Same result as `rules::sow_and_relay`.
    ///
    /// Sows a hand whose large stones all have their places, then relays or captures; stops
    /// early (in [`Phase::Placing`]) when a relay lifts a large stone with a choice to make.
    pub(super) fn sow<E: EventSink>(&mut self, mut hand: Hand, events: &mut E) {
        let mover = self.to_move;
        loop {
            let count = hand.total();
            let from = hand.from;
            events.push(if hand.relay {
                Event::Relay { site: from, count }
            } else {
                Event::PickUp { site: from, count }
            });
            for stone in (0..2).filter(|&i| hand.large[i]) {
                events.push(Event::LargeMove { stone: stone as u8, to: None });
            }
            let at = if hand.large[0] | hand.large[1] {
                self.sow_large(&hand, events)
            } else if E::WANTS_EVENTS {
                self.sow_small(hand.from, hand.dir, hand.small, events)
            } else {
                self.relay_small_unwatched(hand.from, hand.dir, hand.small)
            };
            let next = self.step(at, hand.dir);
            if self.occupied_bit(next) == 1 {
                hand = self.lift(next, hand.dir, true);
                if hand.next_choice().is_some() {
                    self.phase = Phase::Placing(hand);
                    return;
                }
                continue;
            }
            let mut target = self.step(next, hand.dir);
            let mut gap = next;
            let mut visited = 0;
            // One branch for the three tests (random play makes it unpredictable).
            while self.occupied_bit(target) & !self.occupied_bit(gap) & u32::from(visited < self.site_count()) != 0 {
                self.capture(target, mover, events);
                gap = self.step(target, hand.dir);
                target = self.step(gap, hand.dir);
                visited += 2;
            }
            break;
        }
        self.refused[mover.index()] = false;
        self.end_turn(events);
    }

    /// Same result as `rules::sow_with_large`: each stone falls by `rules::drop_one`, stepping
    /// round the ring without a division; the index's large-stone bits are brought up to date
    /// once, after the last stone. Returns the site of the last stone.
    #[inline]
    fn sow_large(&mut self, hand: &Hand, events: &mut impl EventSink) -> Site {
        let mut at = hand.from;
        for n in 1..=hand.total() as u8 {
            at = self.step(at, hand.dir);
            events.push(Event::Drop { site: at });
            self.drop_one(at, (0..2).find(|&i| hand.placed[i] == Some(n)), events);
        }
        self.index.note_large(self.n, &self.large);
        at
    }

    /// Same result as `rules::sow_small` and the relays of `rules::sow_and_relay` that lift small stones only, without events.
    ///
    /// Sows `count` small stones from `from` where nobody watches, as [`Ceelko::sow_small`]
    /// does, and on through every relay that lifts small stones only (from an unsold regular
    /// hole without a large stone): while only small stones are sown, which holes are sold and
    /// where the large stones lie stay as they are, so the holes such a relay lifts from are
    /// worked out once. Returns the site of the last stone sown; the caller looks at the site
    /// after it as after any sowing.
    pub(super) fn relay_small_unwatched(&mut self, mut from: Site, dir: Dir, mut count: u16) -> Site {
        let ring = (1 << self.site_count()) - 1;
        let plain = self.index.holes & self.index.unsold & !self.index.large_sites;
        loop {
            let at = self.sow_small_unwatched(from, dir, count, !self.index.unsold & ring);
            let next = self.step(at, dir);
            // One branch for both tests (random play makes it unpredictable).
            let stones = u32::from(self.small[next.index() % MAX_SITES] > 0) << next.0;
            if plain & stones == 0 {
                return at;
            }
            from = next;
            count = std::mem::take(&mut self.small[next.index()]);
        }
    }

    /// Same result as `rules::sow_small`, without events.
    ///
    /// Sows `count` small stones from `from` as [`Ceelko::sow_small`] does, where nobody
    /// watches: whole laps at once (every site of the ring takes one stone a lap), then the
    /// rest at once onto the sites they reach; what falls into a `sold` hole (bits) goes to its
    /// owner. Returns the site of the last stone.
    pub(super) fn sow_small_unwatched(&mut self, from: Site, dir: Dir, count: u16, sold: u32) -> Site {
        let sites = self.site_count();
        // Most sowings go less than a lap: no division for them.
        let (laps, rest) =
            if usize::from(count) < sites { (0, count) } else { (count / sites as u16, count % sites as u16) };
        if laps > 0 {
            for (stones, sold) in self.small[..sites].iter_mut().zip(&self.sold) {
                match sold {
                    Some(owner) => self.held[owner.index()] += laps,
                    None => *stones += laps,
                }
            }
        }
        let (reached, last) = self.reach(from, dir, usize::from(rest));
        // One stone onto every site reached but a sold hole's, which goes to its owner.
        add_one_each(&mut self.small, reached & !sold);
        for site in ones(reached & sold) {
            if let Some(owner) = self.sold[site % MAX_SITES] {
                self.held[owner.index()] += 1;
            }
        }
        last
    }

    /// The sites `count` stones (fewer than the ring has sites) sown from `from` reach, as
    /// bits, and the last of them (`from` itself when there are none).
    #[inline]
    pub(super) fn reach(&self, from: Site, dir: Dir, count: usize) -> (u32, Site) {
        let sites = self.site_count();
        let run = (1u32 << count) - 1;
        // The run laid out on two laps of the ring, then folded onto one: forward it starts
        // just after `from` and ends `count` on; back it starts `count` before `from` a lap on
        // and ends there (without a branch: random play makes the direction unpredictable).
        let back = usize::from(dir == Dir::Back);
        let start = from.index() + 1 + back * (sites - count - 1);
        let twice = run << start;
        let last = start + (1 - back) * count - (1 - back);
        let last = last - sites * usize::from(last >= sites);
        ((twice | twice >> sites) & ((1 << sites) - 1), Site(last as u8))
    }

    /// Same result as `rules::take_captured`.
    ///
    /// Takes what counts in `site` (a hole's stones, or a store's own large stone).
    pub(super) fn capture(&mut self, site: Site, by: Seat, events: &mut impl EventSink) {
        let mut count = 0;
        if let Some(store) = self.store_index(site) {
            self.set_large(store, Large::Held(by));
            events.push(Event::LargeMove { stone: store as u8, to: None });
            count += 1;
        } else {
            count += std::mem::take(&mut self.small[site.index()]);
            self.held[by.index()] += count;
            for stone in 0..2 {
                if self.index.large_sites >> site.index() & 1 == 1 && self.large[stone] == Large::At(site) {
                    self.set_large(stone, Large::Held(by));
                    events.push(Event::LargeMove { stone: stone as u8, to: None });
                    count += 1;
                }
            }
        }
        events.push(Event::Capture { site, count, by });
        self.positions.clear();
    }

    /// Same result as `rules::pass_turn`.
    pub(super) fn end_turn(&mut self, events: &mut impl EventSink) {
        self.to_move = self.to_move.opponent();
        self.phase = Phase::Turn;
        if self.record_position() {
            self.end_round(RoundEnd::Agreed, events);
            return;
        }
        // The stock first: it is cheaper, and seldom empty.
        if self.huelshe_stock(self.to_move) == 0 && self.sowable(self.to_move) == 0 {
            // C9: nothing to place; the round ends as if huelshe had been declined.
            self.end_round(RoundEnd::Declined(self.to_move), events);
            return;
        }
        events.push(Event::TurnEnd { next: ToAct::Seat(self.to_move) });
    }

    /// Same result as `rules::place_huelshe`.
    ///
    /// Places one stone from the mover's stock into each hole of a run (huelshe).
    pub(super) fn huelshe(&mut self, start: u8, events: &mut impl EventSink) {
        let mover = self.to_move;
        let Some((holes, run)) = self.huelshe_run(mover, start) else { return };
        for &hole in &holes[run] {
            // Take from held stones first, then from the mover's own store.
            if self.held[mover.index()] > 0 {
                self.held[mover.index()] -= 1;
            } else if let Some(store) =
                (0..2).find(|&i| self.store_owner(i) == mover && self.small[self.store(i).index()] > 0)
            {
                let site = self.store(store);
                self.small[site.index()] -= 1;
                events.push(Event::PickUp { site, count: 1 });
            }
            self.small[hole.index()] += 1;
            events.push(Event::Drop { site: hole });
        }
        self.positions.clear();
    }

    /// Same result as choosing from `rules::legal_by_rules` in any other phase.
    ///
    /// A random action of any phase, drawn as [`Game::random_legal`] does (see there).
    #[inline(never)]
    pub(super) fn random_other(&self, rng: &mut Rng, buffer: &mut Vec<CeelkoAction>) -> Option<CeelkoAction> {
        match self.phase {
            Phase::Throw { .. } => Some(CeelkoAction::Throw(Finger::ALL[rng.below(3) as usize % 3])),
            Phase::Answer => Some([CeelkoAction::Accept, CeelkoAction::Refuse][rng.below(2) as usize % 2]),
            Phase::Turn => self.random_turn(rng),
            Phase::Sell { seller, .. } => {
                let drawn = draw_bit(rng, self.holes_for_sale(seller), false).flatten();
                drawn.map(|hole| CeelkoAction::SellHole(Site(hole as u8)))
            }
            Phase::BuyBack { seller } => {
                let drawn = draw_bit(rng, self.holes_to_buy_back(seller), true);
                drawn.map(|hole| hole.map_or(CeelkoAction::NoBuy, |hole| CeelkoAction::BuyHole(Site(hole as u8))))
            }
            Phase::Placing(hand) if hand.total() <= 32 => {
                let drawn = draw_bit(rng, hand.free_places(), false).flatten();
                drawn.map(|place| CeelkoAction::Place(place as u8 + 1))
            }
            _ => {
                self.legal_actions(buffer);
                rng.choose(buffer).copied()
            }
        }
    }

    /// Same result as choosing from `rules::legal_by_rules` in a turn.
    ///
    /// A random action of [`Phase::Turn`], drawn as [`Game::random_legal`] does.
    #[inline(never)]
    pub(super) fn random_turn(&self, rng: &mut Rng) -> Option<CeelkoAction> {
        let mover = self.to_move;
        let holes = self.sowable(mover);
        if holes == 0 {
            let drawn = draw_bit(rng, self.huelshe_starts(mover), self.may_decline_fast(mover));
            return drawn.map(|start| start.map_or(CeelkoAction::Decline, |s| CeelkoAction::Huelshe(s as u8)));
        }
        // The holes drawn from as `legal_actions` lists them: two sowings a hole, in row
        // order, and proposing last.
        let start = mover.index() * (self.n() + 1);
        let (count, row) = &ROW_CHOICES[(holes >> start) as usize % (1 << MAX_ROW)];
        let count = u32::from(*count);
        let listed = 2 * count + u32::from(!self.refused[mover.index()]);
        let pick = rng.below(listed);
        Some(if pick < 2 * count {
            let hole = Site((start + usize::from(row[(pick / 2) as usize % MAX_ROW])) as u8);
            CeelkoAction::Sow(hole, if pick % 2 == 0 { Dir::Forward } else { Dir::Back })
        } else {
            CeelkoAction::Propose
        })
    }

    /// Same result as `rules::begin_sowing`.
    ///
    /// Lifts the stones of `hole` and sows them in `dir`, once any large stone in hand has its
    /// place.
    #[inline(never)]
    pub(super) fn sow_from(&mut self, hole: Site, dir: Dir, events: &mut impl EventSink) {
        if self.index.large_sites >> hole.index() & 1 == 0 {
            // Small stones only, as in most sowings: nothing to place, and no need to lift.
            let small = std::mem::take(&mut self.small[hole.index() % MAX_SITES]);
            let hand = Hand { from: hole, dir, relay: false, small, large: [false; 2], placed: [None; 2] };
            self.sow(hand, events);
            return;
        }
        let hand = self.lift(hole, dir, false);
        if hand.next_choice().is_some() {
            self.phase = Phase::Placing(hand);
        } else {
            self.sow(hand, events);
        }
    }

    /// Same result as `rules::close_round`.
    pub(super) fn end_round(&mut self, end: RoundEnd, events: &mut impl EventSink) {
        // Each store's stones go to its owner, and the holes' stones (row by row) to whoever
        // takes them; then the board is empty.
        let mut taken = [0u16; 4];
        for seat in [Seat::FIRST, Seat::SECOND] {
            let start = seat.index() * (self.n() + 1);
            let row: u16 = self.small[start..start + self.n()].iter().sum();
            taken[self.taker(Site(start as u8), end).index()] += row;
        }
        for store in 0..2 {
            let store = self.store(store);
            taken[self.taker(store, end).index()] += self.small[store.index()];
        }
        self.small = [0; MAX_SITES];
        for (held, taken) in self.held.iter_mut().zip(taken) {
            *held += taken;
        }
        for stone in 0..2 {
            let to = match self.large[stone] {
                Large::At(site) => Some(self.taker(site, end)),
                Large::Home => Some(self.store_owner(stone)),
                Large::Hand | Large::Held(_) => None,
            };
            if let Some(to) = to {
                self.set_large(stone, Large::Held(to));
            }
        }
        for seat in (0..self.seats()).map(|i| Seat::new(i as u8)) {
            events.push(Event::Settle { seat, count: taken[seat.index()] });
        }
        let how = match end {
            RoundEnd::Declined(by) => RoundNote::Declined { by },
            RoundEnd::Agreed => RoundNote::Agreed,
        };
        self.history.push(Finished { round: u32::from(self.round), first: self.first_of_round, taken }, how);
        self.positions.clear();
        self.declined_buyback = [false; 2];
        self.buy_back_large(events);
        self.clear_debts(events);
        self.continue_transition(events);
    }

    /// Whether `action` is legal now: same result as finding it in `rules::legal_by_rules`,
    /// read from the bits of the choices without listing them.
    pub(super) fn is_legal(&self, action: CeelkoAction) -> bool {
        let bit = |n: u8| 1u32.checked_shl(u32::from(n)).unwrap_or(0);
        let mover = self.to_move;
        match (self.phase, action) {
            (Phase::Throw { .. }, CeelkoAction::Throw(_)) => true,
            (Phase::Turn, CeelkoAction::Sow(hole, _)) => self.sowable(mover) & bit(hole.0) != 0,
            (Phase::Turn, CeelkoAction::Propose) => self.sowable(mover) != 0 && !self.refused[mover.index()],
            (Phase::Turn, CeelkoAction::Huelshe(start)) => {
                self.sowable(mover) == 0 && self.huelshe_starts(mover) & bit(start) != 0
            }
            (Phase::Turn, CeelkoAction::Decline) => self.sowable(mover) == 0 && self.may_decline_fast(mover),
            (Phase::Placing(hand), CeelkoAction::Place(n)) => {
                n >= 1 && u16::from(n) <= hand.total() && !hand.placed.contains(&Some(n))
            }
            (Phase::Answer, CeelkoAction::Accept | CeelkoAction::Refuse) => true,
            (Phase::BuyBack { seller }, CeelkoAction::BuyHole(hole)) => {
                self.holes_to_buy_back(seller) & bit(hole.0) != 0
            }
            (Phase::BuyBack { .. }, CeelkoAction::NoBuy) => true,
            (Phase::Sell { seller, .. }, CeelkoAction::SellHole(hole)) => {
                self.holes_for_sale(seller) & bit(hole.0) != 0
            }
            _ => false,
        }
    }

    /// Same result as `rules::act_by_rules`.
    ///
    /// Performs a legal action (checked by the caller).
    #[inline]
    pub(super) fn perform(&mut self, action: CeelkoAction, events: &mut impl EventSink) {
        // A sowing first, the commonest action, with one branch rather than through the jump
        // tables of the phases and the actions (which random play makes unpredictable); each
        // way is its own function, so that this one needs no stack frame.
        if let (Phase::Turn, CeelkoAction::Sow(hole, dir)) = (self.phase, action) {
            self.sow_from(hole, dir, events);
        } else {
            self.perform_other(action, events);
        }
    }

    /// Same result as `rules::act_by_rules`.
    ///
    /// Performs a legal action other than a sowing in [`Phase::Turn`].
    #[inline(never)]
    pub(super) fn perform_other(&mut self, action: CeelkoAction, events: &mut impl EventSink) {
        match (self.phase, action) {
            (Phase::Throw { south: None }, CeelkoAction::Throw(finger)) => {
                self.phase = Phase::Throw { south: Some(finger) }
            }
            (Phase::Throw { south: Some(south) }, CeelkoAction::Throw(north)) => {
                if south == north {
                    self.phase = Phase::Throw { south: None };
                } else {
                    let first = if south.beats(north) { Seat::FIRST } else { Seat::SECOND };
                    self.start_round(first, events);
                }
            }
            (Phase::Placing(mut hand), CeelkoAction::Place(n)) => {
                if let Some(stone) = hand.next_choice() {
                    hand.placed[stone] = Some(n);
                }
                hand.settle_forced();
                if hand.next_choice().is_some() {
                    self.phase = Phase::Placing(hand);
                } else {
                    self.phase = Phase::Turn;
                    self.sow(hand, events);
                }
            }
            (Phase::Turn, CeelkoAction::Huelshe(start)) => self.huelshe(start, events),
            (Phase::Turn, CeelkoAction::Decline) => self.end_round(RoundEnd::Declined(self.to_move), events),
            (Phase::Turn, CeelkoAction::Propose) => self.phase = Phase::Answer,
            (Phase::Answer, CeelkoAction::Accept) => self.end_round(RoundEnd::Agreed, events),
            (Phase::Answer, CeelkoAction::Refuse) => {
                self.refused[self.to_move.index()] = true;
                self.phase = Phase::Turn;
            }
            (Phase::BuyBack { seller }, CeelkoAction::BuyHole(hole)) => {
                self.buy_hole(seller, hole, events);
                self.continue_transition(events);
            }
            (Phase::BuyBack { seller }, CeelkoAction::NoBuy) => {
                self.declined_buyback[seller.index()] = true;
                self.continue_transition(events);
            }
            (Phase::Sell { seller, creditor }, CeelkoAction::SellHole(hole)) => {
                self.sell_hole(seller, creditor, hole, events);
                self.continue_transition(events);
            }
            _ => unreachable!("legal actions are handled above"),
        }
    }

    /// Same result as `rules::legal_by_rules`: the holes, huelshe starts and holes to buy or
    /// sell read from bits.
    pub(super) fn list_legal(&self, out: &mut Vec<CeelkoAction>) {
        out.clear();
        match self.phase {
            Phase::Throw { .. } => out.extend(Finger::ALL.map(CeelkoAction::Throw)),
            Phase::Turn => {
                let mover = self.to_move;
                let holes = self.sowable(mover);
                if holes == 0 {
                    // No stone in the sector (its stones are what the sowable holes hold).
                    out.extend(ones(self.huelshe_starts(mover)).map(|start| CeelkoAction::Huelshe(start as u8)));
                    if self.may_decline_fast(mover) {
                        out.push(CeelkoAction::Decline);
                    }
                    return;
                }
                for hole in ones(holes) {
                    out.push(CeelkoAction::Sow(Site(hole as u8), Dir::Forward));
                    out.push(CeelkoAction::Sow(Site(hole as u8), Dir::Back));
                }
                if !self.refused[mover.index()] {
                    out.push(CeelkoAction::Propose);
                }
            }
            Phase::Placing(hand) => {
                let taken = |n: u8| hand.placed.contains(&Some(n));
                out.extend((1..=hand.total() as u8).filter(|&n| !taken(n)).map(CeelkoAction::Place));
            }
            Phase::Answer => out.extend([CeelkoAction::Accept, CeelkoAction::Refuse]),
            Phase::BuyBack { seller } => {
                out.extend(ones(self.holes_to_buy_back(seller)).map(|hole| CeelkoAction::BuyHole(Site(hole as u8))));
                out.push(CeelkoAction::NoBuy);
            }
            Phase::Sell { seller, .. } => {
                out.extend(ones(self.holes_for_sale(seller)).map(|hole| CeelkoAction::SellHole(Site(hole as u8))))
            }
            Phase::Over { .. } => {}
        }
    }

    /// Same result as the length of `rules::legal_by_rules`.
    pub(super) fn count_legal(&self) -> usize {
        // A turn with stones to sow, the commonest decision, counted from its bits: each hole
        // both ways, and a proposal unless refused.
        if let Phase::Turn = self.phase {
            let mover = self.to_move;
            let holes = self.sowable(mover);
            if holes != 0 {
                return 2 * holes.count_ones() as usize + usize::from(!self.refused[mover.index()]);
            }
        }
        let mut out = Vec::new();
        self.list_legal(&mut out);
        out.len()
    }

    /// Same result as choosing from `rules::legal_by_rules` ([`crate::engine::Rng::choose`]):
    /// every decision draws from bits of the choices without listing the actions, but where a large stone drops in a sowing of more than 32
    /// stones, which lists the actions into `buffer` and draws from the list.
    #[inline]
    pub(super) fn draw_legal(&self, rng: &mut Rng, buffer: &mut Vec<CeelkoAction>) -> Option<CeelkoAction> {
        // A turn first, the commonest phase, with one branch rather than through a jump table
        // (which random play makes unpredictable); each way is its own function, so that this
        // one needs no stack frame and the test is not folded into the jump table.
        if let Phase::Turn = self.phase {
            self.random_turn(rng)
        } else {
            self.random_other(rng, buffer)
        }
    }
}
