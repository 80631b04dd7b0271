//! Ceelkoqyuqkoqiji, the Naxi game of "walking goats and buying holes": a two-row mancala with a
//! store at each end, five stones in each hole and a large stone (a goat: the mu and the gong)
//! in each store. Players sow either way with relays from the hole after the last stone; an
//! empty hole there captures the hole beyond, and on along an alternating line. A player with
//! an empty row must refill it from their winnings (huelshe) while a goat is still at home. A
//! campaign runs over rounds: goats are bought back, holes refilled, stones lent, and a debt of
//! five forces the sale of a hole; a player left without holes has lost. Rulesets: Eagle (mu 7,
//! gong 6), Equal Cost (both 5), Fourteen holes (2x7, seven a hole, both 7); two players, or four
//! (two inactive store owners).
//!
//! Sources: the ethnographic account of V. Eagle, recorded in Longquan village, Baisha Township,
//! Lijiang, Yunnan in 1992-1993 (Eagle 1995: 53-55; Ludii evidence DLP.Evidence.688), which is
//! followed where it and the Ludii ruleset "Eagle" summary differ. The decisions the sources
//! leave open are the C notes of `docs/rules-notes.md`.
//!
//! The decisions of the game are single actions (notation in brackets):
//! * the finger throw that decides who starts a round (`index`, `thumb`, `little`);
//! * a sowing: a hole of one's sector and a direction (`a3+` forward, `a3-` back; see `board`);
//! * where a large stone drops in a sowing that carries it with small stones (`p4`: as the
//!   fourth stone), asked again at every relay that picks one up;
//! * huelshe with an empty sector (`huelshe`, or `huelshe@2` for a short run starting at the
//!   third unsold hole) or declining it (`decline`);
//! * proposing to end the round (`propose`) and answering (`accept`, `refuse`);
//! * between rounds, buying back a sold hole (`buy:a3`, `nobuy`) and choosing the hole to sell
//!   (`sell:a3`).

mod board;
mod explain;
mod info;
mod ledger;
mod lessons;
mod notes;
mod rules;
pub mod setup;
mod worth;

#[cfg(test)]
mod tests;

pub use board::topology;
pub use info::INFO;

use crate::engine::bits::{members, ones, ByteCounts};
use crate::engine::{
    Event, EventSink, Game, Note, Phrase, Phrased, Repetitions, Rng, Seat, Site, SiteState, SiteView, Standing, ToAct,
    Topology,
};
use notes::{Finished, History, RoundNote};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most sites a board has (2x7 and two stores).
pub const MAX_SITES: usize = 16;
/// The mu (nanny-goat), the larger stone, starts in South's store `A`.
pub const MU: usize = 0;
/// The gong (billy-goat), the smaller stone, starts in North's store `B`.
pub const GONG: usize = 1;
/// The price of a hole, and the debt at which one must be sold.
pub const HOLE_PRICE: u16 = 5;

/// The three rulesets of the sources.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ruleset {
    /// 2x5, five a hole; the mu costs 7 and the gong 6 to buy back.
    #[default]
    Eagle,
    /// As Eagle, but both large stones cost 5.
    EqualCost,
    /// 2x7, seven a hole, both large stones cost 7.
    FourteenHoles,
}

impl Ruleset {
    /// Regular holes in a row.
    #[inline]
    pub fn holes(self) -> usize {
        // 7 on 2x7, else 5 (without a branch: asked at every step of a sowing).
        5 + 2 * usize::from(matches!(self, Ruleset::FourteenHoles))
    }

    /// Stones in each hole at the start of a round.
    pub fn per_hole(self) -> u16 {
        if self == Ruleset::FourteenHoles {
            7
        } else {
            5
        }
    }

    /// What buying back the mu and the gong costs.
    pub fn prices(self) -> [u16; 2] {
        match self {
            Ruleset::Eagle => [7, 6],
            Ruleset::EqualCost => [5, 5],
            Ruleset::FourteenHoles => [7, 7],
        }
    }
}

/// Rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CeelkoRules {
    pub ruleset: Ruleset,
    /// 2, or 4 (two active players and two inactive store owners).
    pub players: u8,
    /// A short huelshe's run may pass over a sold hole (decision C10; off by default: a sold
    /// hole, which counts as empty, is a gap).
    pub huelshe_across_sold: bool,
}

impl Default for CeelkoRules {
    fn default() -> Self {
        CeelkoRules { ruleset: Ruleset::Eagle, players: 2, huelshe_across_sold: false }
    }
}

/// A direction of sowing along the ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// a1 towards A (counter-clockwise on screen).
    Forward,
    /// a1 towards B (clockwise on screen).
    Back,
}

/// A finger thrown to decide who starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Finger {
    /// The index finger, the snake: beats the thumb.
    Index,
    /// The thumb, the frog: beats the little finger.
    Thumb,
    /// The little finger, the centipede: beats the index finger.
    Little,
}

impl Finger {
    const ALL: [Finger; 3] = [Finger::Index, Finger::Thumb, Finger::Little];

    fn name(self) -> &'static str {
        match self {
            Finger::Index => "index",
            Finger::Thumb => "thumb",
            Finger::Little => "little",
        }
    }

    /// The finger as the account names it, with the animal it stands for.
    fn spoken(self) -> &'static str {
        match self {
            Finger::Index => "index finger (snake)",
            Finger::Thumb => "thumb (frog)",
            Finger::Little => "little finger (centipede)",
        }
    }

    /// Whether this finger beats `other`.
    pub fn beats(self, other: Finger) -> bool {
        matches!(
            (self, other),
            (Finger::Index, Finger::Thumb) | (Finger::Thumb, Finger::Little) | (Finger::Little, Finger::Index)
        )
    }
}

/// Where a large stone is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Large {
    /// In its original store, never having left it this round.
    Home,
    /// In a regular hole.
    At(Site),
    /// In the hand of the player sowing.
    Hand,
    /// Off the board, won by this seat.
    Held(Seat),
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CeelkoAction {
    Throw(Finger),
    Sow(Site, Dir),
    /// The next large stone in hand drops as stone number `n` (from 1) of the sowing.
    Place(u8),
    /// Huelshe: one stone into each free hole of the sector, or, short of stones, into a run
    /// of free holes starting at free hole number `n` (from 0).
    Huelshe(u8),
    Decline,
    Propose,
    Accept,
    Refuse,
    BuyHole(Site),
    NoBuy,
    SellHole(Site),
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CeelkoError {
    /// The text is not an action of this game.
    Unknown(String),
    /// The action is not one of the legal ones now; the reason says why.
    NotNow { action: String, reason: Note },
}

impl fmt::Display for CeelkoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CeelkoError::Unknown(text) => write!(f, "'{text}' is not a Ceelkoqyuqkoqiji action"),
            CeelkoError::NotNow { action, reason } => write!(f, "{action} is not possible now: {}", reason.text),
        }
    }
}

impl std::error::Error for CeelkoError {}

impl Phrased for CeelkoError {
    /// `ceelkoqyuqkoqiji-refused-*` and the shared `refused-*` messages, whose English reads as
    /// the `Display` text.
    fn phrase(&self) -> Phrase {
        match self {
            CeelkoError::Unknown(text) => Phrase::new("ceelkoqyuqkoqiji-refused-unknown").with("text", text.as_str()),
            CeelkoError::NotNow { action, reason } => Phrase::new("ceelkoqyuqkoqiji-refused-not-now")
                .with("action", action.as_str())
                .with("reason", reason.said()),
        }
    }
}

/// Stones lifted for a sowing that carries a large stone, while the mover says where it drops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Hand {
    from: Site,
    dir: Dir,
    /// Lifted by a relay (not at the start of the move).
    relay: bool,
    small: u16,
    /// Which large stones are in the hand.
    large: [bool; 2],
    /// Where each large stone in hand drops (1-based), once chosen.
    placed: [Option<u8>; 2],
}

impl Hand {
    fn total(&self) -> u16 {
        self.small + u16::from(self.large[0]) + u16::from(self.large[1])
    }

    /// The large stone still to be placed, if its place is a real choice.
    fn next_choice(&self) -> Option<usize> {
        // The stone first: most hands hold none.
        let stone = (0..2).find(|&i| self.large[i] && self.placed[i].is_none())?;
        let free = self.total() as usize - self.placed.iter().filter(|p| p.is_some()).count();
        (free > 1).then_some(stone)
    }

    /// The positions in the sowing (from 1) still free for a large stone, as bits (bit `n - 1`
    /// for position `n`): the first 32 only.
    fn free_places(&self) -> u32 {
        let all = u32::MAX >> (32 - u32::from(self.total()).clamp(1, 32));
        self.placed.iter().flatten().fold(all, |free, &n| free & !(1 << ((n - 1) % 32)))
    }

    /// Places the large stones whose place is forced (the last free positions).
    fn settle_forced(&mut self) {
        for stone in 0..2 {
            if self.large[stone] && self.placed[stone].is_none() && self.next_choice().is_none() {
                let taken = |n: u8| self.placed.contains(&Some(n));
                let free = (1..=self.total() as u8).find(|&n| !taken(n));
                self.placed[stone] = free;
            }
        }
    }
}

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RoundEnd {
    /// The player to move declined huelshe (or had nothing to place): the other active player
    /// takes everything on the board.
    Declined(Seat),
    /// By agreement (or repetition, C12): each active player takes their own sector.
    Agreed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    /// The active players throw fingers: South first, then North.
    Throw { south: Option<Finger> },
    /// The mover sows, proposes, or (with an empty sector) huelshes or declines.
    Turn,
    /// The mover says where a large stone in hand drops.
    Placing(Hand),
    /// The other active player answers a proposal to end the round.
    Answer,
    /// Between rounds: `seller` may buy back a hole it sold.
    BuyBack { seller: Seat },
    /// Between rounds: `seller` owes `creditor` a hole's price or more and must sell a hole.
    Sell { seller: Seat, creditor: Seat },
    /// The campaign is over: `loser` has no hole left, or had less when the campaign began to
    /// repeat itself (`None`: equal).
    Over { loser: Option<Seat> },
}

/// A campaign of Ceelkoqyuqkoqiji.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ceelko {
    rules: CeelkoRules,
    /// Regular holes in a row, the ruleset's: kept at hand, since every step of a sowing asks.
    n: usize,
    /// The regular holes, as bits (bit `i` for site `i`): the ring without its stores.
    holes: u32,
    /// Small stones on each site (stores: what has fallen in this round, their owner's).
    small: [u16; MAX_SITES],
    large: [Large; 2],
    /// The sites holding a large stone, as bits (bit `i` for site `i`), and the stores whose
    /// own large stone is at home: `large` as sowings ask it, kept with it by
    /// [`Ceelko::set_large`].
    large_sites: u32,
    home_stores: u32,
    /// Who owns each hole that has been sold.
    sold: [Option<Seat>; MAX_SITES],
    /// The sites not sold, as bits (bit `i` for site `i`, and every bit beyond the board):
    /// `sold` as random play asks it, kept with it by [`Ceelko::set_sold`].
    unsold: u32,
    /// Small stones each seat holds off the board: winnings, store contents after a round, reserve.
    held: [u16; 4],
    /// `owed[a][b]`: what seat `a` owes seat `b`.
    owed: [[u16; 4]; 4],
    to_move: Seat,
    phase: Phase,
    /// Seats that proposed an end and were refused, until they sow again (C11).
    refused: [bool; 2],
    /// Sellers who declined to buy back a hole in this transition.
    declined_buyback: [bool; 2],
    /// Positions since the last capture or huelshe, for the round's repetition rule (C12).
    positions: Repetitions<Position>,
    round: u16,
    /// Who started the current round.
    first_of_round: Seat,
    history: History,
    /// The state at the start of each round, for the campaign repetition rule (C16).
    starts: Repetitions<CampaignState>,
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

/// What the campaign repetition rule compares: stones held, debts, and who owns the sold holes.
type CampaignState = ([u16; 4], [[u16; 4]; 4], [Option<Seat>; MAX_SITES]);

/// What the repetition rule compares: stones on every site, the large stones, the mover.
type Position = ([u16; MAX_SITES], [Large; 2], Seat);

impl Ceelko {
    /// A new campaign: round 1 starts with the finger throw.
    pub fn new(rules: CeelkoRules) -> Ceelko {
        let rules = CeelkoRules { players: if rules.players == 4 { 4 } else { 2 }, ..rules };
        let mut game = Ceelko {
            rules,
            n: rules.ruleset.holes(),
            holes: {
                let n = rules.ruleset.holes();
                ((1 << n) - 1) * (1 | 1 << (n + 1))
            },
            small: [0; MAX_SITES],
            large: [Large::Home; 2],
            large_sites: 0,
            home_stores: 0,
            sold: [None; MAX_SITES],
            unsold: u32::MAX,
            held: [0; 4],
            owed: [[0; 4]; 4],
            to_move: Seat::FIRST,
            phase: Phase::Throw { south: None },
            refused: [false; 2],
            declined_buyback: [false; 2],
            positions: Repetitions::default(),
            round: 1,
            first_of_round: Seat::FIRST,
            history: History::default(),
            starts: Repetitions::default(),
        };
        game.set_large_stones([Large::Home; 2]);
        for hole in game.holes_of(Seat::FIRST).chain(game.holes_of(Seat::SECOND)) {
            game.small[hole.index()] = rules.ruleset.per_hole();
        }
        // C16 counts the first round too: it starts as a later round would with each active
        // player holding just what their holes take.
        let need = [Seat::FIRST, Seat::SECOND].map(|seat| game.need(seat));
        game.starts.third_time(([need[0], need[1], 0, 0], [[0; 4]; 4], [None; MAX_SITES]));
        game
    }

    /// The rule options in force.
    pub fn rules(&self) -> CeelkoRules {
        self.rules
    }

    #[inline]
    fn n(&self) -> usize {
        self.n
    }

    #[inline]
    fn site_count(&self) -> usize {
        2 * self.n() + 2
    }

    /// South's store `A` and North's store `B`.
    pub fn store(&self, index: usize) -> Site {
        Site(((index + 1) * (self.n() + 1) - 1) as u8)
    }

    #[inline]
    fn store_index(&self, site: Site) -> Option<usize> {
        // `A` is site n, `B` the last one, 2n + 1.
        let n = self.n();
        match site.index() {
            i if i == n => Some(0),
            i if i == 2 * n + 1 => Some(1),
            _ => None,
        }
    }

    /// Who owns store `index` (0: `A`, 1: `B`) and the large stone that starts in it.
    pub fn store_owner(&self, index: usize) -> Seat {
        Seat::new(if self.rules.players == 4 { 2 + index as u8 } else { index as u8 })
    }

    /// The regular holes of `seat`'s row (sold or not).
    pub fn holes_of(&self, seat: Seat) -> impl Iterator<Item = Site> {
        let start = seat.index() * (self.n() + 1);
        (start..start + self.n()).map(|i| Site(i as u8))
    }

    fn row_of(&self, site: Site) -> Option<Seat> {
        let i = site.index();
        let n = self.n();
        match i {
            _ if i < n => Some(Seat::FIRST),
            _ if i > n && i < 2 * n + 1 => Some(Seat::SECOND),
            _ => None,
        }
    }

    #[inline]
    fn step(&self, site: Site, dir: Dir) -> Site {
        // Without a branch (random play makes the direction unpredictable): one site on, or
        // all but one on, then back once round the ring if past its end.
        let sites = self.site_count();
        let back = usize::from(dir == Dir::Back);
        let on = site.index() + 1 + back * (sites - 2);
        Site((on - sites * usize::from(on >= sites)) as u8)
    }

    #[inline]
    fn large_at(&self, site: Site) -> [bool; 2] {
        [0, 1].map(|i| matches!(self.large[i], Large::At(at) if at == site))
    }

    /// Moves large stone `stone` (`MU` or `GONG`) to `to`.
    #[inline]
    fn set_large(&mut self, stone: usize, to: Large) {
        self.large[stone] = to;
        // Both stones may lie in one hole: the bits are worked out afresh.
        (self.large_sites, self.home_stores) = self.large_bits();
    }

    /// The sites holding a large stone and the stores whose own large stone is at home, as
    /// bits, worked out from `large`.
    #[inline]
    fn large_bits(&self) -> (u32, u32) {
        let sites = self.large.iter().fold(0, |bits, large| match *large {
            Large::At(site) => bits | 1 << (site.0 & 31),
            _ => bits,
        });
        let home = |stone: usize| u32::from(self.large[stone] == Large::Home) << self.store(stone).index();
        (sites, home(MU) | home(GONG))
    }

    /// Works the bits kept beside `sold` and `large` out afresh from them, after the reference
    /// rules (which change only the plain values) have played an action.
    fn rebuild_kept_bits(&mut self) {
        (self.large_sites, self.home_stores) = self.large_bits();
        self.unsold = self.sold.iter().enumerate().fold(u32::MAX, |bits, (i, sold)| match sold {
            Some(_) => bits & !(1 << i),
            None => bits,
        });
    }

    /// Puts the mu and the gong where `large` says.
    fn set_large_stones(&mut self, large: [Large; 2]) {
        for (stone, to) in large.into_iter().enumerate() {
            self.set_large(stone, to);
        }
    }

    /// The regular holes of `seat`'s row (an active seat), as bits.
    #[inline]
    fn row_bits(&self, seat: Seat) -> u32 {
        let n = self.n();
        ((1 << n) - 1) << (seat.index() * (n + 1))
    }

    /// Sells `site` to `owner` (`None`: gives it back to its row).
    fn set_sold(&mut self, site: Site, owner: Option<Seat>) {
        self.sold[site.index()] = owner;
        let bit = 1 << site.index();
        self.unsold = if owner.is_some() { self.unsold & !bit } else { self.unsold | bit };
    }

    /// The eight sites from `start` (the holes of a row, and what follows) that hold small
    /// stones, as bits from the lowest: four counts at a time, as the lanes of a word.
    #[inline]
    fn small_bits_from(&self, start: usize) -> u32 {
        let sites = &self.small[start..start + 8];
        let word = |four: &[u16]| four.iter().rev().fold(0u64, |word, &count| word << 16 | u64::from(count));
        (nonzero_lanes(word(&sites[..4])) | nonzero_lanes(word(&sites[4..])) << 4) << start
    }

    /// The state the campaign repetition rule compares (C16).
    pub(super) fn campaign_state(&self) -> CampaignState {
        (self.held, self.owed, self.sold)
    }

    /// `seat`'s unsold holes that hold stones, as bits (in row order from the lowest): the holes
    /// it may sow from.
    #[inline]
    fn sowable(&self, seat: Seat) -> u32 {
        let start = seat.index() * (self.n() + 1);
        (self.small_bits_from(start) | self.large_sites) & self.unsold & self.row_bits(seat)
    }

    /// Stones a regular hole holds (small and large).
    #[inline]
    fn stones_in(&self, site: Site) -> u16 {
        self.small[site.index()] + self.large_at(site).iter().filter(|&&l| l).count() as u16
    }

    /// Whether the site counts as occupied for relays and captures (the rules' `occupied`), as
    /// a number, 1 or 0, worked out without a branch (random play makes it unpredictable).
    #[inline]
    fn occupied_bit(&self, site: Site) -> u32 {
        let i = site.index();
        let stones = self.large_sites | u32::from(self.small[i % MAX_SITES] > 0) << i;
        (self.home_stores | self.holes & self.unsold & stones) >> i & 1
    }

    fn sector_stones(&self, seat: Seat) -> u16 {
        self.holes_of(seat).filter(|h| self.sold[h.index()].is_none()).map(|h| self.stones_in(h)).sum()
    }

    /// Where `seat`'s row (an active seat) starts, and its unsold holes as [`ROW_CHOICES`] tells
    /// them.
    fn unsold_row(&self, seat: Seat) -> (usize, &'static (u8, [u8; MAX_ROW])) {
        let start = seat.index() * (self.n() + 1);
        (start, &ROW_CHOICES[(self.unsold >> start) as usize % (1 << self.n())])
    }

    /// How many of `seat`'s holes (an active seat) are unsold.
    fn free_count(&self, seat: Seat) -> usize {
        usize::from(self.unsold_row(seat).1 .0)
    }

    fn free_holes(&self, seat: Seat) -> impl Iterator<Item = Site> + '_ {
        self.holes_of(seat).filter(|h| self.sold[h.index()].is_none())
    }

    /// Small stones `seat` may use for huelshe: what it holds and what is in its own store.
    #[inline]
    fn huelshe_stock(&self, seat: Seat) -> u16 {
        // Its store is the one of its parity, if it owns one (asked after every turn: one
        // test, on the number of players).
        let store = seat.index() % 2;
        let in_store =
            if self.store_owner(store) == seat { self.small[self.store(store).index() % MAX_SITES] } else { 0 };
        self.held[seat.index()] + in_store
    }

    /// `seat`'s unsold holes in row order (an active seat), and how many there are.
    fn unsold(&self, seat: Seat) -> ([Site; MAX_ROW], usize) {
        let (start, (count, row)) = self.unsold_row(seat);
        (row.map(|hole| Site(start as u8 + hole)), usize::from(*count))
    }

    /// How many holes a huelshe by `seat` fills (C10), given its unsold `holes`: every unsold
    /// hole if it has the stones; else as many as it can in a run without gaps, in which a sold
    /// hole is a gap unless [`CeelkoRules::huelshe_across_sold`].
    fn huelshe_length(&self, seat: Seat, holes: &[Site]) -> usize {
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
    fn huelshe_fills_all(&self, seat: Seat) -> bool {
        let (holes, count) = self.unsold(seat);
        self.huelshe_length(seat, &holes[..count]) == count
    }

    /// The holes a huelshe by `seat` starting at its unsold hole number `start` fills, if that
    /// start is allowed.
    fn huelshe_run(&self, seat: Seat, start: u8) -> Option<([Site; MAX_ROW], std::ops::Range<usize>)> {
        let (holes, count) = self.unsold(seat);
        let length = self.huelshe_length(seat, &holes[..count]);
        self.run_from(&holes[..count], length, start).map(|run| (holes, run))
    }

    /// The run of `length` of the unsold `holes` starting at number `start`, if a huelshe may
    /// fill it.
    fn run_from(&self, holes: &[Site], length: usize, start: u8) -> Option<std::ops::Range<usize>> {
        let count = holes.len();
        let run = usize::from(start)..usize::from(start) + length;
        if run.end > count || (length == count && start > 0) {
            return None;
        }
        let unbroken = self.rules.huelshe_across_sold
            || length == count
            || usize::from(holes[run.end - 1].0 - holes[run.start].0) == length - 1;
        unbroken.then_some(run)
    }

    /// The starts (unsold hole numbers) of the huelshes `seat` may make, as bits: the holes
    /// and the run's length worked out once for all starts.
    fn huelshe_starts(&self, seat: Seat) -> u32 {
        let (holes, count) = self.unsold(seat);
        let length = self.huelshe_length(seat, &holes[..count]);
        (0..count as u8)
            .filter(|&start| self.run_from(&holes[..count], length, start).is_some())
            .fold(0, |bits, start| bits | 1 << start)
    }

    /// Whether declining huelshe is barred: a large stone is still in its original store.
    fn huelshe_obligatory(&self) -> bool {
        self.home_stores != 0
    }

    /// Stones each seat holds off the board (during a round: winnings and reserve, not yet
    /// counting store contents).
    pub fn held(&self) -> [u16; 4] {
        self.held
    }

    /// `owed()[a][b]`: what seat `a` owes seat `b`.
    pub fn owed(&self) -> [[u16; 4]; 4] {
        self.owed
    }

    /// Who owns each sold hole, by site.
    pub fn sold(&self) -> &[Option<Seat>; MAX_SITES] {
        &self.sold
    }

    /// Where the mu and the gong are.
    pub fn large(&self) -> [Large; 2] {
        self.large
    }

    /// Small stones on the board, in stores included.
    pub fn small(&self) -> &[u16; MAX_SITES] {
        &self.small
    }

    /// The round being played, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// Every small stone: on the board, in stores, in hand, and held. Always 50 (98 on 2x7).
    pub fn total_small(&self) -> u32 {
        let in_hand = match self.phase {
            Phase::Placing(hand) => u32::from(hand.small),
            _ => 0,
        };
        self.small.iter().map(|&s| u32::from(s)).sum::<u32>()
            + self.held.iter().map(|&h| u32::from(h)).sum::<u32>()
            + in_hand
    }

    fn seats(&self) -> usize {
        usize::from(self.rules.players)
    }

    fn name_of(&self, site: Site) -> String {
        self.topology().id(site).to_string()
    }

    /// Records the position now; true when it has come about for the third time (C12).
    fn record_position(&mut self) -> bool {
        self.positions.third_time((self.small, self.large, self.to_move))
    }

    // ----- sowing -------------------------------------------------------------------------

    /// Lifts everything from `from` (a hole, or a store's own large stone) into a hand. The
    /// events are reported when the sowing starts, after any choice of where large stones drop.
    #[inline]
    fn lift(&mut self, from: Site, dir: Dir, relay: bool) -> Hand {
        let mut hand = Hand { from, dir, relay, small: 0, large: [false; 2], placed: [None; 2] };
        if let Some(store) = self.store_index(from) {
            hand.large[store] = true;
        } else {
            hand.small = std::mem::take(&mut self.small[from.index()]);
            if self.large_sites >> from.index() & 1 == 0 {
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

    /// The `n`th site (from 1) a hand's sowing reaches.
    fn path_site(&self, hand: &Hand, n: u8) -> Site {
        (0..n).fold(hand.from, |site, _| self.step(site, hand.dir))
    }

    /// Sows a hand whose large stones all have their places, then relays or captures; stops
    /// early (in [`Phase::Placing`]) when a relay lifts a large stone with a choice to make.
    fn sow<E: EventSink>(&mut self, mut hand: Hand, events: &mut E) {
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
                let at = self.sow_with_large(&hand, events);
                (self.large_sites, self.home_stores) = self.large_bits();
                at
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

    /// Sows `count` small stones from `from` where nobody watches, as [`Ceelko::sow_small`]
    /// does, and on through every relay that lifts small stones only (from an unsold regular
    /// hole without a large stone): while only small stones are sown, which holes are sold and
    /// where the large stones lie stay as they are, so the holes such a relay lifts from are
    /// worked out once. Returns the site of the last stone sown; the caller looks at the site
    /// after it as after any sowing.
    fn relay_small_unwatched(&mut self, mut from: Site, dir: Dir, mut count: u16) -> Site {
        let ring = (1 << self.site_count()) - 1;
        let plain = self.holes & self.unsold & !self.large_sites;
        loop {
            let at = self.sow_small_unwatched(from, dir, count, !self.unsold & ring);
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

    /// Sows `count` small stones from `from` as [`Ceelko::sow_small`] does, where nobody
    /// watches: whole laps at once (every site of the ring takes one stone a lap), then the
    /// rest at once onto the sites they reach; what falls into a `sold` hole (bits) goes to its
    /// owner. Returns the site of the last stone.
    fn sow_small_unwatched(&mut self, from: Site, dir: Dir, count: u16, sold: u32) -> Site {
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
    fn reach(&self, from: Site, dir: Dir, count: usize) -> (u32, Site) {
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

    /// Takes what counts in `site` (a hole's stones, or a store's own large stone).
    fn capture(&mut self, site: Site, by: Seat, events: &mut impl EventSink) {
        let mut count = 0;
        if let Some(store) = self.store_index(site) {
            self.set_large(store, Large::Held(by));
            events.push(Event::LargeMove { stone: store as u8, to: None });
            count += 1;
        } else {
            count += std::mem::take(&mut self.small[site.index()]);
            self.held[by.index()] += count;
            for stone in 0..2 {
                if self.large_sites >> site.index() & 1 == 1 && self.large[stone] == Large::At(site) {
                    self.set_large(stone, Large::Held(by));
                    events.push(Event::LargeMove { stone: stone as u8, to: None });
                    count += 1;
                }
            }
        }
        events.push(Event::Capture { site, count, by });
        self.positions.clear();
    }

    fn end_turn(&mut self, events: &mut impl EventSink) {
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

    /// Places one stone from the mover's stock into each hole of a run (huelshe).
    fn huelshe(&mut self, start: u8, events: &mut impl EventSink) {
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

    /// A random action of any phase, drawn as [`Game::random_legal`] does (see there).
    #[inline(never)]
    fn random_other(&self, rng: &mut Rng, buffer: &mut Vec<CeelkoAction>) -> Option<CeelkoAction> {
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

    /// A random action of [`Phase::Turn`], drawn as [`Game::random_legal`] does.
    #[inline(never)]
    fn random_turn(&self, rng: &mut Rng) -> Option<CeelkoAction> {
        let mover = self.to_move;
        let holes = self.sowable(mover);
        if holes == 0 {
            let drawn = draw_bit(rng, self.huelshe_starts(mover), !self.huelshe_obligatory());
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

    /// Lifts the stones of `hole` and sows them in `dir`, once any large stone in hand has its
    /// place.
    #[inline(never)]
    fn sow_from(&mut self, hole: Site, dir: Dir, events: &mut impl EventSink) {
        if self.large_sites >> hole.index() & 1 == 0 {
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

    // ----- rounds -------------------------------------------------------------------------

    fn end_round(&mut self, end: RoundEnd, events: &mut impl EventSink) {
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

    /// Who takes what is left on `site` when a round ends as `end`: a store's owner, else the
    /// other active player if one declined, or the owner of the hole's row.
    fn taker(&self, site: Site, end: RoundEnd) -> Seat {
        match (self.store_index(site), end) {
            (Some(store), _) => self.store_owner(store),
            (None, RoundEnd::Declined(by)) => by.opponent(),
            (None, RoundEnd::Agreed) => Seat::new(u8::from(site.index() > self.n())),
        }
    }

    // ----- actions ------------------------------------------------------------------------

    /// Whether `action` is among the legal actions now.
    fn is_legal(&self, action: CeelkoAction) -> bool {
        thread_local! {
            /// The legal actions listed to check one: kept between calls, so that checked play
            /// does not allocate for every action.
            static LEGAL: std::cell::RefCell<Vec<CeelkoAction>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        LEGAL.with(|legal| {
            let mut legal = legal.borrow_mut();
            self.legal_actions(&mut legal);
            legal.contains(&action)
        })
    }

    /// Performs a legal action (checked by the caller).
    #[inline]
    fn perform(&mut self, action: CeelkoAction, events: &mut impl EventSink) {
        // A sowing first, the commonest action, with one branch rather than through the jump
        // tables of the phases and the actions (which random play makes unpredictable); each
        // way is its own function, so that this one needs no stack frame.
        if let (Phase::Turn, CeelkoAction::Sow(hole, dir)) = (self.phase, action) {
            self.sow_from(hole, dir, events);
        } else {
            self.perform_other(action, events);
        }
    }

    /// Performs a legal action other than a sowing in [`Phase::Turn`].
    #[inline(never)]
    fn perform_other(&mut self, action: CeelkoAction, events: &mut impl EventSink) {
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
}

impl Game for Ceelko {
    const HARD_ITERATIONS: u32 = 30_000;

    type Action = CeelkoAction;
    type Error = CeelkoError;

    fn topology(&self) -> &'static Topology {
        topology(self.n(), self.seats())
    }

    fn seat_count(&self) -> usize {
        self.seats()
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Throw { south: None } => ToAct::Seat(Seat::FIRST),
            Phase::Throw { south: Some(_) } => ToAct::Seat(Seat::SECOND),
            Phase::Turn | Phase::Placing(_) => ToAct::Seat(self.to_move),
            Phase::Answer => ToAct::Seat(self.to_move.opponent()),
            Phase::BuyBack { seller } | Phase::Sell { seller, .. } => ToAct::Seat(seller),
            Phase::Over { .. } => ToAct::Over,
        }
    }

    fn legal_actions(&self, out: &mut Vec<CeelkoAction>) {
        out.clear();
        match self.phase {
            Phase::Throw { .. } => out.extend(Finger::ALL.map(CeelkoAction::Throw)),
            Phase::Turn => {
                let mover = self.to_move;
                let holes = self.sowable(mover);
                if holes == 0 {
                    // No stone in the sector (its stones are what the sowable holes hold).
                    out.extend(ones(self.huelshe_starts(mover)).map(|start| CeelkoAction::Huelshe(start as u8)));
                    if !self.huelshe_obligatory() {
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

    /// Every decision draws from bits of the choices without listing the actions, in the order
    /// of [`Game::legal_actions`], but where a large stone drops in a sowing of more than 32
    /// stones, which lists the actions into `buffer` and draws from the list.
    #[inline]
    fn random_legal(&self, rng: &mut Rng, buffer: &mut Vec<CeelkoAction>) -> Option<CeelkoAction> {
        // A turn first, the commonest phase, with one branch rather than through a jump table
        // (which random play makes unpredictable); each way is its own function, so that this
        // one needs no stack frame and the test is not folded into the jump table.
        if let Phase::Turn = self.phase {
            self.random_turn(rng)
        } else {
            self.random_other(rng, buffer)
        }
    }

    fn apply_with(&mut self, action: CeelkoAction, events: &mut impl EventSink) -> Result<(), CeelkoError> {
        if !self.is_legal(action) {
            return Err(CeelkoError::NotNow { action: self.action_text(action), reason: self.why_not(action) });
        }
        self.perform(action, events);
        Ok(())
    }

    fn apply_legal(&mut self, action: CeelkoAction, events: &mut impl EventSink) {
        debug_assert!(self.is_legal(action), "apply_legal was given an illegal action: {action:?}");
        self.perform(action, events);
    }

    fn returns(&self) -> Vec<f64> {
        match self.phase {
            Phase::Over { loser: Some(loser) } => {
                let share = 1.0 / (self.seats() - 1) as f64;
                (0..self.seats()).map(|i| if i == loser.index() { -1.0 } else { share }).collect()
            }
            _ => vec![0.0; self.seats()],
        }
    }

    fn evaluate(&self) -> Vec<f64> {
        self.estimate()
    }

    fn explain(&self, events: &[Event]) -> Vec<Phrase> {
        explain::explain(self, events)
    }

    fn scores(&self) -> Vec<u32> {
        // Small stones each seat holds off the board, and one for each large stone it holds
        // there; what lies in a store is shown on the board, as the store's count.
        (0..self.seats())
            .map(|i| {
                let large = self.large.iter().filter(|&&l| l == Large::Held(Seat::new(i as u8))).count() as u16;
                u32::from(self.held[i] + large)
            })
            .collect()
    }

    fn action_text(&self, action: CeelkoAction) -> String {
        match action {
            CeelkoAction::Throw(finger) => finger.name().to_string(),
            CeelkoAction::Sow(hole, Dir::Forward) => format!("{}+", self.name_of(hole)),
            CeelkoAction::Sow(hole, Dir::Back) => format!("{}-", self.name_of(hole)),
            CeelkoAction::Place(n) => format!("p{n}"),
            CeelkoAction::Huelshe(0) if self.phase == Phase::Turn && self.huelshe_fills_all(self.to_move) => {
                "huelshe".to_string()
            }
            CeelkoAction::Huelshe(start) => format!("huelshe@{start}"),
            CeelkoAction::Decline => "decline".to_string(),
            CeelkoAction::Propose => "propose".to_string(),
            CeelkoAction::Accept => "accept".to_string(),
            CeelkoAction::Refuse => "refuse".to_string(),
            CeelkoAction::BuyHole(hole) => format!("buy:{}", self.name_of(hole)),
            CeelkoAction::NoBuy => "nobuy".to_string(),
            CeelkoAction::SellHole(hole) => format!("sell:{}", self.name_of(hole)),
        }
    }

    fn action_label(&self, action: CeelkoAction) -> String {
        let seat = match self.to_act() {
            ToAct::Seat(seat) => seat,
            _ => return self.action_text(action),
        };
        match action {
            CeelkoAction::Throw(finger) => {
                let beaten = Finger::ALL.into_iter().find(|&other| finger.beats(other)).unwrap_or(finger);
                format!("{seat} throws the {}, which beats the {}", finger.spoken(), beaten.spoken())
            }
            CeelkoAction::Sow(hole, Dir::Forward) => format!("Sow {} counter-clockwise ↺", self.name_of(hole)),
            CeelkoAction::Sow(hole, Dir::Back) => format!("Sow {} clockwise ↻", self.name_of(hole)),
            CeelkoAction::Place(n) => format!("Drop the large stone as stone {n}"),
            CeelkoAction::Huelshe(start) => match self.huelshe_run(seat, start) {
                Some((_, run)) if run.len() == self.unsold(seat).1 => {
                    format!("{seat}: huelshe, one stone into each hole")
                }
                Some((holes, run)) => {
                    let names: Vec<String> = holes[run].iter().map(|&h| self.name_of(h)).collect();
                    format!("{seat}: huelshe into {}", names.join(", "))
                }
                None => self.action_text(action),
            },
            CeelkoAction::Decline => format!("{seat}: decline huelshe (the round ends)"),
            CeelkoAction::Propose => format!("{seat}: propose to end the round"),
            CeelkoAction::Accept => format!("{seat}: accept ending the round"),
            CeelkoAction::Refuse => format!("{seat}: refuse, play on"),
            CeelkoAction::BuyHole(hole) => format!("{seat}: buy back {} for {HOLE_PRICE}", self.name_of(hole)),
            CeelkoAction::NoBuy => format!("{seat}: do not buy back a hole"),
            CeelkoAction::SellHole(hole) => format!("{seat}: sell {}", self.name_of(hole)),
        }
    }

    fn action_label_phrase(&self, action: CeelkoAction) -> Phrase {
        let seat = match self.to_act() {
            ToAct::Seat(seat) => seat,
            _ => return Phrase::new("label-in-english").with("text", self.action_text(action)),
        };
        let label = |id: &str| Phrase::new(format!("ceelkoqyuqkoqiji-label-{id}")).with("seat", seat);
        match action {
            CeelkoAction::Throw(finger) => {
                let beaten = Finger::ALL.into_iter().find(|&other| finger.beats(other)).unwrap_or(finger);
                label("throw").with("finger", finger.name()).with("beaten", beaten.name())
            }
            CeelkoAction::Sow(hole, Dir::Forward) => label("sow-counter-clockwise").with("hole", self.name_of(hole)),
            CeelkoAction::Sow(hole, Dir::Back) => label("sow-clockwise").with("hole", self.name_of(hole)),
            CeelkoAction::Place(n) => label("place").with("number", n),
            CeelkoAction::Huelshe(start) => match self.huelshe_run(seat, start) {
                Some((_, run)) if run.len() == self.unsold(seat).1 => label("huelshe-all"),
                Some((holes, run)) => {
                    let names: Vec<String> = holes[run].iter().map(|&h| self.name_of(h)).collect();
                    label("huelshe-into").with("holes", names.join(", "))
                }
                None => Phrase::new("label-in-english").with("text", self.action_text(action)),
            },
            CeelkoAction::Decline => label("decline"),
            CeelkoAction::Propose => label("propose"),
            CeelkoAction::Accept => label("accept"),
            CeelkoAction::Refuse => label("refuse"),
            CeelkoAction::BuyHole(hole) => label("buy").with("hole", self.name_of(hole)).with("count", HOLE_PRICE),
            CeelkoAction::NoBuy => label("no-buy"),
            CeelkoAction::SellHole(hole) => label("sell").with("hole", self.name_of(hole)),
        }
    }

    fn action_site(&self, action: CeelkoAction) -> Option<Site> {
        match (action, self.phase) {
            (CeelkoAction::Sow(hole, _), _) | (CeelkoAction::BuyHole(hole), _) | (CeelkoAction::SellHole(hole), _) => {
                Some(hole)
            }
            (CeelkoAction::Place(n), Phase::Placing(hand)) => Some(self.path_site(&hand, n)),
            _ => None,
        }
    }

    fn parse_action(&self, text: &str) -> Result<CeelkoAction, CeelkoError> {
        let text = text.trim();
        let unknown = || CeelkoError::Unknown(text.to_string());
        let hole = |id: &str| self.topology().find(id).ok_or_else(unknown);
        if let Some(finger) = Finger::ALL.iter().find(|f| f.name() == text) {
            return Ok(CeelkoAction::Throw(*finger));
        }
        let action = match text {
            "huelshe" => CeelkoAction::Huelshe(0),
            "decline" => CeelkoAction::Decline,
            "propose" => CeelkoAction::Propose,
            "accept" => CeelkoAction::Accept,
            "refuse" => CeelkoAction::Refuse,
            "nobuy" => CeelkoAction::NoBuy,
            _ => {
                if let Some(n) = text.strip_prefix("huelshe@") {
                    CeelkoAction::Huelshe(n.parse().map_err(|_| unknown())?)
                } else if let Some(n) = text.strip_prefix('p') {
                    CeelkoAction::Place(n.parse().map_err(|_| unknown())?)
                } else if let Some(id) = text.strip_prefix("buy:") {
                    CeelkoAction::BuyHole(hole(id)?)
                } else if let Some(id) = text.strip_prefix("sell:") {
                    CeelkoAction::SellHole(hole(id)?)
                } else if let Some(id) = text.strip_suffix('+') {
                    CeelkoAction::Sow(hole(id)?, Dir::Forward)
                } else if let Some(id) = text.strip_suffix('-') {
                    CeelkoAction::Sow(hole(id)?, Dir::Back)
                } else {
                    return Err(unknown());
                }
            }
        };
        Ok(action)
    }

    fn sites(&self) -> Vec<SiteView> {
        // While the mover decides where a large stone drops, the lifted stones are shown where
        // they were.
        let hand = match self.phase {
            Phase::Placing(hand) => Some(hand),
            _ => None,
        };
        (0..self.site_count())
            .map(|i| {
                let site = Site(i as u8);
                let in_hand = hand.filter(|h| h.from == site);
                let mut large = 0u8;
                for stone in 0..2 {
                    let here = self.large[stone] == Large::At(site)
                        || (self.large[stone] == Large::Home && self.store_index(site) == Some(stone))
                        || in_hand.is_some_and(|h| h.large[stone]);
                    if here {
                        large |= 1 << stone;
                    }
                }
                let (owner, state) = match (self.store_index(site), self.sold[i]) {
                    (Some(store), _) => (Some(self.store_owner(store)), SiteState::Open),
                    (None, Some(buyer)) => (Some(buyer), SiteState::Claimed),
                    (None, None) => (self.row_of(site), SiteState::Open),
                };
                let count = self.small[i] + in_hand.map_or(0, |h| h.small) + large.count_ones() as u16;
                SiteView { count, owner, state, large }
            })
            .collect()
    }

    fn status(&self) -> String {
        match self.phase {
            Phase::Throw { south: None } => format!(
                "Round {}: throw fingers to decide who starts. South chooses first (North looks away)",
                self.round
            ),
            Phase::Throw { south: Some(_) } => {
                format!("Round {}: North chooses a finger (South looks away)", self.round)
            }
            Phase::Turn if self.sector_stones(self.to_move) == 0 => {
                format!("Round {}: {} has no stones in their holes: huelshe", self.round, self.to_move)
            }
            Phase::Turn => format!("Round {}: {} to move", self.round, self.to_move),
            Phase::Placing(_) => format!("Round {}: {}, choose where the large stone drops", self.round, self.to_move),
            Phase::Answer => format!(
                "Round {}: {} proposes to end the round; {} answers",
                self.round,
                self.to_move,
                self.to_move.opponent()
            ),
            Phase::BuyBack { seller } => format!("After round {}: {seller} may buy back a sold hole", self.round),
            Phase::Sell { seller, creditor } => format!(
                "After round {}: {seller} owes {creditor} {} and must sell a hole",
                self.round,
                self.owed[seller.index()][creditor.index()]
            ),
            Phase::Over { loser: Some(loser) } => {
                format!("Campaign over after {} rounds: {loser} has lost", self.round)
            }
            Phase::Over { loser: None } => format!("Campaign over after {} rounds: drawn", self.round),
        }
    }

    fn status_phrase(&self) -> Phrase {
        let at = |id: &str| Phrase::new(format!("ceelkoqyuqkoqiji-status-{id}")).with("round", self.round);
        match self.phase {
            Phase::Throw { south: None } => at("throw-south"),
            Phase::Throw { south: Some(_) } => at("throw-north"),
            Phase::Turn if self.sector_stones(self.to_move) == 0 => at("huelshe").with("seat", self.to_move),
            Phase::Turn => at("to-move").with("seat", self.to_move),
            Phase::Placing(_) => at("placing").with("seat", self.to_move),
            Phase::Answer => at("answer").with("seat", self.to_move).with("other", self.to_move.opponent()),
            Phase::BuyBack { seller } => at("buy-back").with("seat", seller),
            Phase::Sell { seller, creditor } => at("sell")
                .with("seat", seller)
                .with("creditor", creditor)
                .with("count", self.owed[seller.index()][creditor.index()]),
            Phase::Over { loser: Some(loser) } => at("lost").with("seat", loser),
            Phase::Over { loser: None } => at("drawn"),
        }
    }

    fn secret_choice(&self) -> bool {
        matches!(self.phase, Phase::Throw { .. })
    }

    fn standing(&self) -> Option<Standing> {
        Some(Standing {
            round: u32::from(self.round),
            reserves: self.held[..self.seats()].iter().map(|&h| u32::from(h)).collect(),
            owed: (0..self.seats()).map(|a| self.owed[a].iter().map(|&o| u32::from(o)).sum()).collect(),
            history: self.history.summaries(self.seats(), self.topology()),
            extras: self.standing(),
        })
    }
}

impl Ceelko {
    /// Debts between each pair, sold holes, and where the goats are, in words.
    fn standing(&self) -> Vec<Note> {
        let mut lines = Vec::new();
        for a in 0..self.seats() {
            for b in 0..self.seats() {
                let (debtor, creditor, owed) = (Seat::new(a as u8), Seat::new(b as u8), self.owed[a][b]);
                if owed > 0 {
                    lines.push(Note::new(
                        format!("{debtor} owes {creditor} {owed}"),
                        Phrase::new("ceelko-line-owes")
                            .with("seat", debtor)
                            .with("other", creditor)
                            .with("count", owed),
                    ));
                }
            }
        }
        for (i, owner) in self.sold.iter().enumerate() {
            if let Some(owner) = *owner {
                let hole = self.name_of(Site(i as u8));
                lines.push(Note::new(
                    format!("{hole} has been sold to {owner}"),
                    Phrase::new("ceelko-line-sold").with("hole", hole).with("seat", owner),
                ));
            }
        }
        for (stone, name) in ["mu", "gong"].into_iter().enumerate() {
            if let Large::Held(holder) = self.large[stone] {
                lines.push(Note::new(
                    format!("The {name} is held by {holder}"),
                    Phrase::new("ceelko-line-goat-held").with("goat", name).with("seat", holder),
                ));
            }
        }
        lines
    }

    fn why_not(&self, action: CeelkoAction) -> Note {
        let said = |english: &str, id: &str| Note::new(english, Phrase::new(id));
        match (self.phase, action) {
            (Phase::Over { .. }, _) => said("the campaign is over", "ceelkoqyuqkoqiji-refused-over"),
            (Phase::Turn, CeelkoAction::Sow(hole, _)) => {
                let name = self.name_of(hole);
                match self.row_of(hole) {
                    Some(row) if row != self.to_move => Note::new(
                        format!("{name} is not in {}'s row", self.to_move),
                        Phrase::new("refused-not-your-row").with("hole", name).with("seat", self.to_move),
                    ),
                    None => said("sowing never starts from a store", "ceelkoqyuqkoqiji-refused-store"),
                    _ if self.sold[hole.index()].is_some() => Note::new(
                        format!("{name} has been sold"),
                        Phrase::new("ceelkoqyuqkoqiji-refused-sold").with("hole", name),
                    ),
                    _ if self.sector_stones(self.to_move) == 0 => {
                        said("the sector is empty: huelshe first", "ceelkoqyuqkoqiji-refused-sector-empty")
                    }
                    _ => Note::new(format!("{name} is empty"), Phrase::new("refused-empty").with("hole", name)),
                }
            }
            (Phase::Turn, CeelkoAction::Decline | CeelkoAction::Huelshe(_)) if self.sector_stones(self.to_move) > 0 => {
                Note::new(
                    format!("{} still has stones to sow; huelshe is for an empty sector", self.to_move),
                    Phrase::new("ceelkoqyuqkoqiji-refused-stones-left").with("seat", self.to_move),
                )
            }
            (Phase::Turn, CeelkoAction::Decline) => said(
                "huelshe is obligatory while a large stone is in its own store",
                "ceelkoqyuqkoqiji-refused-huelshe-obligatory",
            ),
            (Phase::Turn, CeelkoAction::Huelshe(_)) => said(
                "a short huelshe fills a run of holes without gaps (a sold hole is a gap)",
                "ceelkoqyuqkoqiji-refused-short-huelshe",
            ),
            (Phase::Turn, CeelkoAction::Propose) => {
                said("a refused proposal can be made again only after sowing", "ceelkoqyuqkoqiji-refused-propose-again")
            }
            (Phase::Placing(_), _) => {
                said("first choose where the large stone drops", "ceelkoqyuqkoqiji-refused-place-first")
            }
            (Phase::Throw { .. }, _) => {
                said("the round starts with the finger throw", "ceelkoqyuqkoqiji-refused-throw-first")
            }
            (Phase::Answer, _) => {
                said("the proposal to end the round must be answered", "ceelkoqyuqkoqiji-refused-answer")
            }
            (Phase::BuyBack { .. } | Phase::Sell { .. }, _) => {
                said("the accounts between rounds are being settled", "ceelkoqyuqkoqiji-refused-settling")
            }
            _ => said("it is not one of the legal actions", "ceelkoqyuqkoqiji-refused-not-legal"),
        }
    }
}
