//! Dongjintian for four players: a 4x5 grid of holes with five counters each, from which any
//! player may sow any hole, steering the sowing orthogonally at every hole but never doubling
//! back. After the last counter the next hole on the same line decides: an occupied one is
//! lifted and sown on, an empty one captures the hole beyond it, except where the centre forbids
//! (c2 and c3) or the line ends at the edge. The player who captures most wins.
//!
//! Source: Eagle 1995: 57-58 (Yunnan, China), summarised in the Ludii ruleset "Dongjintian (Four
//! players)" (DLP.GameRulesets.1566). The decisions the text leaves open are the D notes of
//! `docs/rules-notes.md`.
//!
//! Holes are named like a chessboard: columns `a`..`e` from West to East, rows `1`..`4` from
//! South to North; the central two holes are `c2` and `c3`. South, East, North and West play in
//! turn.
//!
//! A move lifts every counter of any non-empty hole (`b2`) and sows them one by one into
//! orthogonal neighbours, the mover steering at every hole (`N`, `E`, `S`, `W`) but never
//! doubling back; a step with one way only is taken at once. After the last counter, the next
//! hole on the same line, away from the hole sown before it, decides:
//! * off the board (the last counter fell at an edge facing out): the move ends (D9);
//! * occupied: its counters are lifted and sown on, the mover steering again, up to a limit of
//!   relays (D6);
//! * empty: the counters in the hole beyond it are captured, unless the centre protects them
//!   (D3: by default when the last counter fell in `c2` or `c3`), and the move ends.
//!
//! The rules themselves, each with the sentence of the source it follows and the D note that
//! settles what it leaves open, are in `rules.rs`; the engine the app, search and studies play
//! sows with the ways at each hole worked out once and draws from the holes kept as bits
//! (`fast.rs`), held to the rules by `tests/agree.rs`.

mod explain;
mod fast;
mod info;
mod lessons;
mod refusal;
mod rules;
pub mod setup;
#[cfg(test)]
mod tests;

use crate::engine::{
    Event, EventSink, Game, Phrase, Rng, Seat, Site, SiteKind, SiteSpec, SiteState, SiteView, ToAct, Topology,
};
pub use info::INFO;
pub use refusal::{BlockedBy, Due};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Rows of the grid (South to North).
pub const ROWS: usize = 4;
/// Columns of the grid (West to East).
pub const COLS: usize = 5;
/// Holes on the board.
pub const HOLES: usize = ROWS * COLS;
/// Counters in each hole at the start.
pub const START_COUNT: u8 = 5;
/// The game ends after this many turns in a row without a capture (D1).
pub const QUIET_TURNS: u16 = 20;
/// A move ends after this many relays (D6).
pub const MAX_RELAYS: u16 = 40;
/// Under `end: "ludii"`, the game is drawn once this many turns have been played: Ludii's
/// default turn limit, 1,250 turns a player (`Constants.DEFAULT_TURN_LIMIT`, Ludii 1.3).
pub const LUDII_TURN_LIMIT: u32 = 1_250 * 4;
/// Under `end: "ludii"`, the game is drawn once this many counters have been sown: Ludii's
/// default limit of 10,000 moves (`Constants.DEFAULT_MOVES_LIMIT`), its Dongjintian placing one
/// counter a move.
pub const LUDII_MOVE_LIMIT: u32 = 10_000;
/// Turn order: South, East, North, West (seats 0, 2, 1, 3), counter-clockwise round the table.
pub const TURN_ORDER: [Seat; 4] = [Seat::new(0), Seat::new(2), Seat::new(1), Seat::new(3)];

/// Rule options. The alternating chain of captures of the related Naxi game is not offered:
/// on a 4x5 grid it can never happen (D4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DongjintianRules {
    /// What "no capture from the central two holes" protects (D3).
    pub centre: CentreRule,
    /// When the game ends (D1; D11 for Ludii's reading).
    pub end: GameEnd,
    /// Where a sowing may go (D2, D5; D12 for Ludii's reading).
    pub sowing: Sowing,
}

/// Where a sowing may go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sowing {
    /// Any way but straight back to the hole just left, after a relay too (D2, D5).
    #[default]
    Source,
    /// As Ludii 1.3.13 plays its ruleset (D12): never into a hole already lifted or sown in
    /// the same sowing (a relay starts a new sowing, whose first step may go any way); a sowing
    /// with nowhere to go drops what it holds in the hole it has reached, and the move ends.
    Ludii,
}

/// When the game ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// When the board is empty or after twenty turns in a row without a capture (D1).
    #[default]
    Quiet,
    /// As Ludii 1.3.13 plays its ruleset (D11): when a move ends with at most one counter on
    /// the board, or, drawn for all four, at Ludii's default limits ([`LUDII_TURN_LIMIT`],
    /// [`LUDII_MOVE_LIMIT`]).
    Ludii,
}

/// Readings of "captures cannot be made from the central two holes".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CentreRule {
    /// A sowing whose last counter falls in `c2` or `c3` captures nothing.
    #[default]
    LastHole,
    /// Only `c2` and `c3` themselves are never captured, which on this board can never
    /// happen anyway: in effect, no protection.
    Target,
    /// No capture across `c2` or `c3` when it is the empty hole after the last counter.
    Gap,
}

/// A direction on the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
        }
    }

    fn letter(self) -> &'static str {
        match self {
            Dir::N => "N",
            Dir::E => "E",
            Dir::S => "S",
            Dir::W => "W",
        }
    }

    fn arrow(self) -> &'static str {
        match self {
            Dir::N => "↑",
            Dir::E => "→",
            Dir::S => "↓",
            Dir::W => "←",
        }
    }
}

/// No neighbour that way (the edge of the board), in [`NEIGHBOURS`].
const OFF: u8 = u8::MAX;

/// For every hole and direction (in the order of [`Dir`]), the index of the hole next to it,
/// or [`OFF`] at the edge: worked out once, by the compiler.
const NEIGHBOURS: [[u8; 4]; HOLES] = {
    let mut table = [[OFF; 4]; HOLES];
    let mut site = 0;
    while site < HOLES {
        let (col, row) = (site % COLS, site / COLS);
        if row + 1 < ROWS {
            table[site][Dir::N as usize] = (site + COLS) as u8;
        }
        if col + 1 < COLS {
            table[site][Dir::E as usize] = (site + 1) as u8;
        }
        if row > 0 {
            table[site][Dir::S as usize] = (site - COLS) as u8;
        }
        if col > 0 {
            table[site][Dir::W as usize] = (site - 1) as u8;
        }
        site += 1;
    }
    table
};
/// The hole next to `site` in direction `dir`, if it is on the board.
#[inline]
pub fn neighbour(site: Site, dir: Dir) -> Option<Site> {
    let next = NEIGHBOURS[site.index()][dir as usize];
    (next != OFF).then_some(Site(next))
}

/// Whether `site` is one of the two central holes, `c2` and `c3`, never captured from (D3).
pub fn central(site: Site) -> bool {
    site.index() % COLS == COLS / 2 && (site.index() / COLS == 1 || site.index() / COLS == 2)
}

/// The 4x5 grid. Sites in order a1, b1, .. e1, a2, .. e4 (row by row from South).
pub fn topology() -> &'static Topology {
    static TOPOLOGY: OnceLock<Topology> = OnceLock::new();
    TOPOLOGY.get_or_init(|| {
        let sites = (0..HOLES)
            .map(|i| {
                let (col, row) = (i % COLS, i / COLS);
                let id = format!("{}{}", (b'a' + col as u8) as char, row + 1);
                SiteSpec { id, kind: SiteKind::Hole, side: None, x: col as f32 + 1.0, y: (ROWS - 1 - row) as f32 + 0.5 }
            })
            .collect();
        let labels = vec![
            (Seat::new(0), 3.5, 4.85),
            (Seat::new(2), 6.35, 2.5),
            (Seat::new(1), 3.5, -0.05),
            (Seat::new(3), 0.65, 2.5),
        ];
        Topology {
            name: "4x5 grid",
            sites,
            tracks: Vec::new(),
            width: COLS as f32 + 2.0,
            height: ROWS as f32 + 1.0,
            labels,
        }
    })
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DongjintianAction {
    /// Lift every counter of this hole.
    Pick(Site),
    /// Drop the next counter into the neighbour in this direction.
    Step(Dir),
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DongjintianError {
    /// Not an action of this game.
    Unknown(String),
    /// The game is over.
    GameOver,
    /// A hole was named while the mover is steering, or a direction while a hole must be picked.
    WrongStep { action: String, expected: Due },
    /// The hole is empty.
    Empty(String),
    /// The direction leads off the board or back to the hole just left.
    Blocked { dir: &'static str, reason: BlockedBy },
}

impl std::error::Error for DongjintianError {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The mover picks a hole.
    Pick,
    /// The mover steers: `hand` counters left to sow from `at`, last step `heading`.
    Steer {
        at: Site,
        hand: u16,
        heading: Option<Dir>,
        relays: u16,
    },
    Over,
}

/// A game of Dongjintian.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dongjintian {
    counts: [u16; HOLES],
    captured: [u32; 4],
    turn: usize,
    phase: Phase,
    quiet: u16,
    /// Turns played, and counters lifted to be sown (each sown by the end of its move), since
    /// the start: Ludii's limits (`end: "ludii"`, D11).
    turns: u32,
    sown: u32,
    /// The holes lifted or sown in the current sowing, as bits (bit `i` for hole `i`), where
    /// `sowing: "ludii"` may not go again (D12); kept under that option only.
    visited: u32,
    /// Holes sown in the current (or last) move, in order, with the hole lifted first.
    path: Vec<Site>,
    rules: DongjintianRules,
}

impl Dongjintian {
    /// The opening position: five counters in every hole, South to move.
    pub fn new(rules: DongjintianRules) -> Dongjintian {
        Dongjintian {
            counts: [u16::from(START_COUNT); HOLES],
            captured: [0; 4],
            turn: 0,
            phase: Phase::Pick,
            quiet: 0,
            turns: 0,
            sown: 0,
            visited: 0,
            path: Vec::new(),
            rules,
        }
    }

    /// A position for tests and studies: counts in site order, with `mover` to pick a hole.
    pub fn from_counts(counts: [u16; HOLES], mover: Seat, rules: DongjintianRules) -> Dongjintian {
        let turn = TURN_ORDER.iter().position(|&s| s == mover).unwrap_or(0);
        Dongjintian { counts, turn, ..Dongjintian::new(rules) }
    }

    /// Counters in each hole.
    pub fn counts(&self) -> &[u16; HOLES] {
        &self.counts
    }

    /// Counters each seat has captured.
    pub fn captured(&self) -> [u32; 4] {
        self.captured
    }

    /// The holes of the move being sown (or the last one), the lifted hole first.
    pub fn path(&self) -> &[Site] {
        &self.path
    }

    fn mover(&self) -> Seat {
        TURN_ORDER[self.turn]
    }

    /// Under `sowing: "ludii"` (D12): whether `site` was lifted or sown in the sowing under way.
    fn sown_in_this_sowing(&self, site: Site) -> bool {
        self.visited >> site.index() & 1 == 1
    }

    /// Under `sowing: "ludii"` (D12): a sowing (or a relay, which starts afresh) lifts `site`.
    fn start_sowing_from(&mut self, site: Site) {
        self.visited = 1 << site.index();
    }

    /// Under `sowing: "ludii"` (D12): the sowing under way has put a counter in `site`.
    fn mark_sown(&mut self, site: Site) {
        self.visited |= 1 << site.index();
    }

    /// Whether the game ended drawn at Ludii's limits (`end: "ludii"`, D11): it is over with
    /// more than one counter left on the board.
    pub fn at_ludii_limit(&self) -> bool {
        self.phase == Phase::Over && self.rules.end == GameEnd::Ludii && self.counts.iter().sum::<u16>() > 1
    }

    fn name(site: Site) -> String {
        topology().id(site).to_string()
    }
}

impl Game for Dongjintian {
    // A move is a chain of steering decisions (about eight): hard thinks about a second per move.
    const HARD_ITERATIONS: u32 = 20_000;

    type Action = DongjintianAction;
    type Error = DongjintianError;

    fn topology(&self) -> &'static Topology {
        topology()
    }

    fn seat_count(&self) -> usize {
        4
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::Over,
            _ => ToAct::Seat(self.mover()),
        }
    }

    fn legal_actions(&self, out: &mut Vec<DongjintianAction>) {
        out.clear();
        match self.phase {
            Phase::Pick => {
                out.extend((0..HOLES).filter(|&i| self.counts[i] > 0).map(|i| DongjintianAction::Pick(Site(i as u8))))
            }
            Phase::Steer { at, heading, .. } => out.extend(self.steps(at, heading).map(DongjintianAction::Step)),
            Phase::Over => {}
        }
    }

    /// Draws from the non-empty holes or the open directions kept as bits, in the order of
    /// [`Game::legal_actions`].
    #[inline(always)]
    fn random_legal(&self, rng: &mut Rng, _buffer: &mut Vec<DongjintianAction>) -> Option<DongjintianAction> {
        self.random_action(rng)
    }

    /// Counts the non-empty holes or the open directions kept as bits.
    #[inline]
    fn legal_count(&self) -> usize {
        self.count_legal()
    }

    /// Plays a listed action without checking it again (debug builds do check it).
    #[inline]
    fn apply_legal(&mut self, action: DongjintianAction, events: &mut impl EventSink) {
        debug_assert!(self.refusal(action).is_ok(), "apply_legal was given an illegal action: {action:?}");
        match action {
            DongjintianAction::Pick(site) => self.pick_quickly(site, events),
            DongjintianAction::Step(dir) => self.step_quickly(dir, events),
        }
    }

    fn apply_with(&mut self, action: DongjintianAction, events: &mut impl EventSink) -> Result<(), DongjintianError> {
        self.refusal(action)?;
        match action {
            DongjintianAction::Pick(site) => self.pick_quickly(site, events),
            DongjintianAction::Step(dir) => self.step_quickly(dir, events),
        }
        Ok(())
    }

    fn returns(&self) -> Vec<f64> {
        if self.phase != Phase::Over || self.at_ludii_limit() {
            return vec![0.0; 4];
        }
        let best = self.captured.iter().copied().max().unwrap_or(0);
        let winners = self.captured.iter().filter(|&&c| c == best).count();
        if winners == 4 {
            return vec![0.0; 4];
        }
        self.captured
            .iter()
            .map(|&c| if c == best { 1.0 / winners as f64 } else { -1.0 / (4 - winners) as f64 })
            .collect()
    }

    fn scores(&self) -> Vec<u32> {
        self.captured.to_vec()
    }

    /// Only under `end: "ludii"` (D11) is there a limit: Ludii's default turn and move limits.
    fn stopped_at_limit(&self) -> Option<bool> {
        (self.rules.end == GameEnd::Ludii).then(|| self.at_ludii_limit())
    }

    fn explain(&self, events: &[Event]) -> Vec<Phrase> {
        explain::explain(self, events)
    }

    fn action_text(&self, action: DongjintianAction) -> String {
        match action {
            DongjintianAction::Pick(site) => Dongjintian::name(site),
            DongjintianAction::Step(dir) => dir.letter().to_string(),
        }
    }

    fn action_label_phrase(&self, action: DongjintianAction) -> Phrase {
        match (action, self.phase) {
            (DongjintianAction::Step(dir), Phase::Steer { heading, .. }) if heading == Some(dir) => {
                Phrase::new("dongjintian-label-straight").with("arrow", dir.arrow())
            }
            (DongjintianAction::Step(dir), _) => {
                Phrase::new("dongjintian-label-go").with("key", dir.letter()).with("arrow", dir.arrow())
            }
            (DongjintianAction::Pick(site), _) => {
                Phrase::new("dongjintian-label-pick").with("hole", Dongjintian::name(site))
            }
        }
    }

    fn action_site(&self, action: DongjintianAction) -> Option<Site> {
        match (action, self.phase) {
            (DongjintianAction::Pick(site), _) => Some(site),
            (DongjintianAction::Step(dir), Phase::Steer { at, .. }) => neighbour(at, dir),
            _ => None,
        }
    }

    fn action_button(&self, action: DongjintianAction) -> bool {
        matches!(action, DongjintianAction::Step(_))
    }

    fn action_keys(&self, action: DongjintianAction) -> Vec<&'static str> {
        let DongjintianAction::Step(dir) = action else { return Vec::new() };
        let arrow = match dir {
            Dir::N => "ArrowUp",
            Dir::E => "ArrowRight",
            Dir::S => "ArrowDown",
            Dir::W => "ArrowLeft",
        };
        match self.phase {
            Phase::Steer { heading: Some(heading), .. } if heading == dir => vec![arrow, "s", "S"],
            _ => vec![arrow],
        }
    }

    fn parse_action(&self, text: &str) -> Result<DongjintianAction, DongjintianError> {
        let text = text.trim();
        if let Some(dir) = Dir::ALL.into_iter().find(|d| d.letter() == text) {
            return Ok(DongjintianAction::Step(dir));
        }
        topology().find(text).map(DongjintianAction::Pick).ok_or_else(|| DongjintianError::Unknown(text.to_string()))
    }

    fn sites(&self) -> Vec<SiteView> {
        (0..HOLES)
            .map(|i| SiteView {
                count: self.counts[i],
                owner: None,
                state: if central(Site(i as u8)) { SiteState::Protected } else { SiteState::Open },
                large: 0,
            })
            .collect()
    }

    fn path(&self) -> Vec<Site> {
        self.path.clone()
    }

    fn in_hand(&self) -> u32 {
        match self.phase {
            Phase::Steer { hand, .. } => u32::from(hand),
            _ => 0,
        }
    }

    fn status_phrase(&self) -> Phrase {
        match self.phase {
            Phase::Pick => Phrase::new("dongjintian-status-pick").with("seat", self.mover()),
            Phase::Steer { hand, .. } => {
                Phrase::new("dongjintian-status-steer").with("seat", self.mover()).with("count", hand)
            }
            Phase::Over if self.at_ludii_limit() => Phrase::new("dongjintian-status-ludii-limit"),
            Phase::Over => {
                let best = self.captured.iter().copied().max().unwrap_or(0);
                let winners: Vec<Seat> =
                    TURN_ORDER.iter().copied().filter(|s| self.captured[s.index()] == best).collect();
                Phrase::new("dongjintian-status-over").with("seats", Phrase::list(&winners)).with("count", best)
            }
        }
    }
}
