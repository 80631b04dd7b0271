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
//! The rules are in `rules.rs`, written to be read beside the source: each rule with the
//! sentence it follows and the L note that settles what the sentence leaves open; the match's
//! between-round rules are in `rounds.rs`. The engine the app, search and studies play takes a
//! few shortcuts that reach the same positions (`fast.rs`: the counts added to as the bytes of one
//! number, whole sowings from tables, the free holes kept as bits); `tests/agree.rs` holds the
//! two to the same legal actions, events and positions after every action.

mod board;
mod explain;
mod fast;
mod info;
mod lessons;
#[cfg(test)]
mod match_tests;
mod refusal;
mod relays;
mod rounds;
mod rules;
pub mod setup;
#[cfg(test)]
mod tests;

pub use board::topology;
pub use info::INFO;
pub use rounds::{LeylaAction, LeylaMatch};

use crate::engine::{Event, EventSink, Game, Phrase, Rng, Seat, Site, SiteState, SiteView, ToAct, Topology};
use fast::{free_bits, successors, Positions, Ring};
use serde::{Deserialize, Serialize};
use std::fmt;

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

    /// The holes of `seat`'s row, in sowing order (a1..a6 or b1..b6).
    fn row(seat: Seat) -> impl Iterator<Item = Site> {
        let start = seat.index() * ROW;
        (start..start + ROW).map(|i| Site(i as u8))
    }

    /// How the round ended ([`Ending::Playing`] while it goes on).
    pub fn ending(&self) -> Ending {
        self.ending
    }
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

    fn legal_count(&self) -> usize {
        self.count_sowable()
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
