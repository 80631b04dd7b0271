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

use crate::engine::{
    Event, EventSink, Game, NoEvents, Phrase, Repetitions, Seat, Site, SiteState, SiteView, ToAct, Topology,
};
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
    positions: Repetitions<Position>,
    rules: LeylaRules,
    /// The holes in play, in sowing order (holes out of play stay so for the round).
    ring: Ring,
}

/// Every hole's count and the seat to move, as the repetition rule compares them: a byte each,
/// in one number so that comparing is cheap.
type Position = u128;

fn position(counts: &[u8; HOLES], to_move: Seat) -> Position {
    let mut bytes = [0u8; 16];
    bytes[..HOLES].copy_from_slice(counts);
    bytes[HOLES] = to_move.index() as u8;
    u128::from_le_bytes(bytes)
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
    /// Every hole is in play and the ring runs in site order.
    whole: bool,
}

/// For each hole, the next hole in play after it in sowing order: holes out of play (L15) are
/// passed over. A hole with no other hole in play after it is its own successor. Also whether
/// every hole is in play and the ring runs in site order (a1..a6, b1..b6), so that
/// [`sow_laps`] may be used.
fn successors(holes: &[Hole; HOLES]) -> Ring {
    static RING: OnceLock<([Site; HOLES], bool)> = OnceLock::new();
    let &(ring, in_order) = RING.get_or_init(|| {
        let ring = topology().tracks[0].successors(HOLES);
        let ring: [Site; HOLES] = std::array::from_fn(|i| ring[i].expect("Leyla's track is a ring through every hole"));
        let in_order = ring.iter().enumerate().all(|(i, next)| next.index() == (i + 1) % HOLES);
        (ring, in_order)
    });
    if !holes.iter().any(|hole| matches!(hole, Hole::OutOfPlay)) {
        return Ring { next: ring, whole: in_order };
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
    Ring { next, whole: false }
}

/// Sows `hand` counters one by one into the holes in play after `from` and returns the hole that
/// received the last (`from` if `hand` is 0). With `skip_origin` (L3) the hole sown from is
/// passed over when the sowing comes round to it. With every hole in play, no skip and nobody
/// watching the counters fall (search and random play), whole laps and the rest are sown at once.
fn sow<E: EventSink>(
    ring: &Ring,
    counts: &mut [u8; HOLES],
    from: Site,
    hand: u16,
    skip_origin: bool,
    events: &mut E,
) -> Site {
    if ring.whole && !skip_origin && !E::WANTS_EVENTS {
        return sow_laps(counts, from, hand);
    }
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

/// [`sow`] on the whole ring in site order: a counter for every hole per lap, then one each for
/// the holes after `from` the rest reaches. The twelve counts are added to as the bytes of one
/// number (no count can carry into the next: there are 48 counters in all), so the sowing takes
/// no branch whatever its length.
fn sow_laps(counts: &mut [u8; HOLES], from: Site, hand: u16) -> Site {
    let rest = usize::from(hand) % HOLES;
    let laps = u128::from(hand / HOLES as u16);
    let mut bytes = [0u8; 16];
    bytes[..HOLES].copy_from_slice(counts);
    let sown = u128::from_le_bytes(bytes) + laps * RUNS[HOLES - 1][HOLES] + RUNS[from.index()][rest];
    counts.copy_from_slice(&sown.to_le_bytes()[..HOLES]);
    Site(((from.index() + rest) % HOLES) as u8)
}

/// `RUNS[from][n]`: a 1 in the byte of each of the `n` holes after `from` in site order (round
/// the ring), as [`sow_laps`] adds them; `RUNS[HOLES - 1][HOLES]` has a 1 for every hole.
const RUNS: [[u128; HOLES + 1]; HOLES] = {
    let mut runs = [[0u128; HOLES + 1]; HOLES];
    let mut from = 0;
    while from < HOLES {
        let mut n = 1;
        while n <= HOLES {
            runs[from][n] = runs[from][n - 1] | 1u128 << (8 * ((from + n) % HOLES));
            n += 1;
        }
        from += 1;
    }
    runs
};

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
            positions: Repetitions::default(),
            rules,
            ring: successors(&holes),
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

    /// Adds the holes the player to move may sow from to `out`, each made an action by `action`
    /// (none once the round is over).
    pub(crate) fn sowable_into<A>(&self, out: &mut Vec<A>, action: impl Fn(Site) -> A) {
        if self.over {
            return;
        }
        let start = self.to_move.index() * ROW;
        for i in start..start + ROW {
            if self.holes[i].is_free() && self.counts[i] > 0 {
                out.push(action(Site(i as u8)));
            }
        }
    }

    fn can_move(&self, seat: Seat) -> bool {
        Leyla::row(seat).any(|s| self.holes[s.index()].is_free() && self.counts[s.index()] > 0)
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
        let mut from = start;
        let mut hand = u16::from(std::mem::take(&mut self.counts[start.index()]));
        events.push(Event::PickUp { site: start, count: hand });
        let mut seen = Relays::default();
        let mut irreversible = false;
        let skip_origin = self.rules.skip_origin;
        loop {
            let last = sow(&self.ring, &mut self.counts, from, hand, skip_origin, events);
            let at = last.index();
            if relays(&self.holes, &self.counts, last, mover) {
                let (ring, holes) = (&self.ring, &self.holes);
                if !seen.first_time((self.counts, last), |s| relay_step(ring, holes, skip_origin, mover, s)) {
                    break;
                }
                if !E::WANTS_EVENTS {
                    if let Some((counts, _)) = seen.stops_in() {
                        // Nobody watches the relays that remain: go straight to where they stop.
                        self.counts = counts;
                        break;
                    }
                }
                hand = u16::from(std::mem::take(&mut self.counts[at]));
                events.push(Event::Relay { site: last, count: hand });
                from = last;
                continue;
            }
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
                    irreversible = true;
                    events.push(Event::Claim { site: last, by: mover });
                    events.push(Event::Claim { site: facing, by: mover });
                }
                _ => {}
            }
            break;
        }
        self.end_turn(irreversible, events);
    }

    /// How the round ended ([`Ending::Playing`] while it goes on).
    pub fn ending(&self) -> Ending {
        self.ending
    }
}

/// Whether a sowing by `mover` whose last counter fell in `last` goes on from there: a free
/// hole that now holds more than one counter, and not four in the opponent's row (L3-L6).
///
/// Written with `&` rather than `&&`: which row the counter fell in is a coin toss in random
/// play, and a branch on it would be mispredicted half the time.
fn relays(holes: &[Hole; HOLES], counts: &[u8; HOLES], last: Site, mover: Seat) -> bool {
    let count = counts[last.index()];
    holes[last.index()].is_free() & (count != 1) & !((side(last) != mover) & (count == 4))
}

/// A relay's board and the hole its last counter fell in.
type Situation = ([u8; HOLES], Site);

/// A [`Situation`] as one number, for comparing cheaply.
fn packed((counts, site): &Situation) -> u128 {
    let mut bytes = [0u8; 16];
    bytes[..HOLES].copy_from_slice(counts);
    bytes[HOLES] = site.0;
    u128::from_le_bytes(bytes)
}

/// The relay from `situation`, without events: the next situation that relays, or `None` when
/// the sowing stops there.
fn relay_step(
    ring: &Ring,
    holes: &[Hole; HOLES],
    skip_origin: bool,
    mover: Seat,
    (mut counts, from): Situation,
) -> Option<Situation> {
    let hand = u16::from(std::mem::take(&mut counts[from.index()]));
    let last = sow(ring, &mut counts, from, hand, skip_origin, &mut NoEvents);
    relays(holes, &counts, last, mover).then_some((counts, last))
}

/// The situations met by one move's relays, to stop at the first one met again (rule note L4).
/// The first few are compared one by one; a sowing that relays longer than that is worked out
/// on the side (Brent's cycle finding over [`relay_step`]), so that the endless relays random
/// play finds cost neither memory nor hashing.
struct Relays {
    /// The first situation met.
    first: Situation,
    /// The first [`Relays::RECENT`] situations, packed.
    recent: [u128; Relays::RECENT],
    /// Situations met so far.
    met: usize,
    /// Once worked out: the number of the situation that repeats an earlier one and that
    /// situation, if any does.
    repeat_at: Option<Option<(usize, Situation)>>,
}

impl Default for Relays {
    fn default() -> Relays {
        Relays { first: ([0; HOLES], Site(0)), recent: [0; Relays::RECENT], met: 0, repeat_at: None }
    }
}

impl Relays {
    /// In random play, sowings that relay more than this are about one in three hundred.
    const RECENT: usize = 16;

    /// Notes `situation`, from which `step` relays on; false if it was met before.
    fn first_time(&mut self, situation: Situation, step: impl Fn(Situation) -> Option<Situation>) -> bool {
        self.met += 1;
        if self.met == 1 {
            self.first = situation;
        }
        if self.met <= Relays::RECENT {
            let key = packed(&situation);
            if self.recent[..self.met - 1].contains(&key) {
                return false;
            }
            self.recent[self.met - 1] = key;
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
