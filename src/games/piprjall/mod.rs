//! Piprjall, the Icelandic tables game: two players race fifteen pieces each round a 2x12 board
//! of points with two dice. Pieces start on the rightmost point of the far side and go round the
//! board; a lone piece landed on is hit and must re-enter; two pieces close a point; at most two
//! of a player's pieces share a point of the starting side, and no piece passes the last point
//! of that side until five have left the start; doubles play long fixed sequences (6-6 plays
//! 6, 6, 5, 5, .. 1, 1); a player whose pieces are all in the last quarter bears them off and
//! scores two points for the game.
//!
//! Sources: Fiske 1905: 352 (nineteenth-century Iceland), summarised in the Ludii ruleset
//! "Piprjall" (DLP.GameRulesets.997). The decisions the text leaves open are the P notes of
//! `docs/rules-notes.md`.
//!
//! Points are named by row and column as drawn: `t1`..`t12` along the top from left to right,
//! `b1`..`b12` along the bottom. South sits at the bottom; its pieces start on `t12` (the
//! rightmost point, as South sees it, of the far side) and run `t12` → `t1` → `b1` → `b12`,
//! bearing off from `b7`..`b12`. North's start on `b1` and run `b1` → `b12` → `t12` → `t1`,
//! bearing off from `t6`..`t1`. Each player's track is numbered 1 (the starting point) to 24; 0
//! is the bar, 25 borne off.
//!
//! A turn is a throw of two dice (a chance action, `roll:6-5`) and then one action per die or
//! doubles step: a piece and a die (`t12:5`; `bar-s:3` re-enters a hit piece of South's). Doubles
//! are played as the text lists them, in that order, and as far as they can be played.
//!
//! The rules themselves are in `rules.rs`, written to be read beside the source; the speed is
//! in `fast.rs`, which must agree with them (`tests/agree.rs`). This file holds the vocabulary
//! both share (positions, actions, errors, options) and the `Game` implementation, a thin
//! adapter over the fast engine.

mod explain;
mod fast;
mod info;
mod lessons;
mod refusal;
pub mod rules;
pub mod setup;
#[cfg(test)]
mod tests;

use crate::engine::{
    Die, Event, EventSink, Game, Note, Phrase, Rng, RoundSummary, Seat, Site, SiteKind, SiteSpec, SiteState, SiteView,
    Standing, ToAct, Topology, Track,
};
use fast::{Legal, Outlook};
pub use info::INFO;
pub use refusal::Rule;
pub use rules::steps_of;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Pieces per player.
pub const PIECES: u8 = 15;
/// Track positions: 0 the bar, 1..=24 the points, 25 borne off.
const OFF: usize = 25;
/// Points a game is worth.
pub const GAME_POINTS: u32 = 2;

/// Rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PiprjallRules {
    /// The match is won by the first to this many points (each game is worth two) (P9).
    pub match_points: u32,
    /// When a step of a doubles sequence cannot be played, skip it and go on with the next
    /// (off by default: the rest of the sequence is lost) (P4).
    pub skip_blocked_steps: bool,
    /// What a throw obliges the player to play (P2, P12; P14 for Ludii's reading).
    pub dice: DiceRule,
}

impl Default for PiprjallRules {
    fn default() -> Self {
        PiprjallRules { match_points: 6, skip_blocked_steps: false, dice: DiceRule::Obliged }
    }
}

/// What a throw obliges the player to play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiceRule {
    /// Two different dice: both when possible, in either order, and the higher when only one
    /// can be played (P2); a double: moves after which the most of its steps can be played
    /// (P12).
    #[default]
    Obliged,
    /// As Ludii 1.3.13 plays its ruleset (P14): each die, or a double's next step, is a move of
    /// its own, any of them, with nothing to keep the plays that use both dice, the higher one
    /// or the most steps of a double. A die or step that cannot be played is lost (P4).
    Ludii,
}

/// The steps of one throw still to play, in order: at most twelve (a throw of 1-1 or 6-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Steps {
    /// The steps, then zeros (sixteen bytes: see `fast.rs` for `remove`).
    dice: [u8; 16],
    len: u8,
}

impl Steps {
    fn of(steps: &[u8]) -> Steps {
        let mut dice = [0; 16];
        dice[..steps.len()].copy_from_slice(steps);
        Steps { dice, len: steps.len() as u8 }
    }
}

impl std::ops::Deref for Steps {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.dice[..usize::from(self.len)]
    }
}

/// The board: 24 points, a bar and a tray for each player.
pub fn topology() -> &'static Topology {
    static TOPOLOGY: OnceLock<Topology> = OnceLock::new();
    TOPOLOGY.get_or_init(|| {
        let x_of = |col: usize| if col < 6 { col as f32 } else { col as f32 + 1.0 };
        let mut sites = Vec::with_capacity(28);
        for (row, y) in [("t", 0.0), ("b", 2.0)] {
            for col in 0..12 {
                let id = format!("{row}{}", col + 1);
                sites.push(SiteSpec { id, kind: SiteKind::Point, side: None, x: x_of(col), y });
            }
        }
        let south = Some(Seat::FIRST);
        let north = Some(Seat::SECOND);
        sites.push(SiteSpec { id: "bar-s".into(), kind: SiteKind::Bar, side: south, x: 6.0, y: 1.5 });
        sites.push(SiteSpec { id: "bar-n".into(), kind: SiteKind::Bar, side: north, x: 6.0, y: 0.5 });
        sites.push(SiteSpec { id: "off-s".into(), kind: SiteKind::Tray, side: south, x: 13.0, y: 1.5 });
        sites.push(SiteSpec { id: "off-n".into(), kind: SiteKind::Tray, side: north, x: 13.0, y: 0.5 });
        let labels = vec![(Seat::FIRST, 7.0, 3.25), (Seat::SECOND, 7.0, -0.1)];
        // Each player's way round, point by point (for drawing; the rules use track positions).
        let tracks = [Seat::FIRST, Seat::SECOND]
            .map(|seat| Track { order: (1..=24).map(|pos| point_site(seat, pos)).collect(), cyclic: false })
            .to_vec();
        Topology { name: "2x12 tables", sites, tracks, width: 14.0, height: 3.0, labels }
    })
}

const BAR: [u8; 2] = [24, 25];
const TRAY: [u8; 2] = [26, 27];

/// The site of track position `pos` (1..=24) for `seat`.
fn point_site(seat: Seat, pos: usize) -> Site {
    let (top, bottom) = (|col: usize| Site(col as u8), |col: usize| Site(12 + col as u8));
    match (seat.index(), pos) {
        (0, 1..=12) => top(12 - pos),
        (0, _) => bottom(pos - 13),
        (_, 1..=12) => bottom(pos - 1),
        (_, _) => top(24 - pos),
    }
}

/// The site of any track position for `seat`, bar and tray included.
fn site_of(seat: Seat, pos: usize) -> Site {
    match pos {
        0 => Site(BAR[seat.index()]),
        OFF => Site(TRAY[seat.index()]),
        p => point_site(seat, p),
    }
}

/// The track position of a point `site` for `seat`.
fn position_of(seat: Seat, site: Site) -> Option<usize> {
    (1..=24).find(|&p| point_site(seat, p) == site)
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PiprjallAction {
    /// Chance: the dice show `a` and `b` (`a >= b`).
    Roll(u8, u8),
    /// Move the piece at track position `from` (0: the bar) by `die`.
    Move { from: u8, die: u8 },
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PiprjallError {
    Unknown(String),
    MatchOver,
    /// Dice were given when a move is due, or a move when the dice are due.
    NotNow {
        action: String,
        reason: Phrase,
    },
    /// The move breaks a rule; the reason says which.
    Illegal {
        action: String,
        reason: Phrase,
    },
}

impl std::error::Error for PiprjallError {}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Phase {
    /// The dice are to be thrown for `mover`.
    Roll,
    /// `mover` plays the remaining `steps` (in order for doubles; either order for two dice).
    Play {
        steps: Steps,
        doubles: bool,
        /// The moves allowed now (worked out once per position: search asks many times).
        legal: Legal,
        /// What the doubles search found out about the lines of play from here.
        outlook: Outlook,
    },
    Over,
}

impl Phase {
    /// A turn with `steps` to play, its legal moves not yet worked out.
    fn play(steps: Steps, doubles: bool) -> Phase {
        Phase::Play { steps, doubles, legal: Legal::default(), outlook: Outlook::default() }
    }
}

/// `pieces[seat][pos]`: pieces of `seat` at track position `pos` (0 bar, 25 off).
type Pieces = [[u8; 26]; 2];

/// A match of Piprjall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piprjall {
    pieces: Pieces,
    /// Where each seat has one piece or more, and two or more, kept up to date as they move
    /// for the fast engine (see `fast.rs`).
    occupied: [(u32, u32); 2],
    mover: Seat,
    phase: Phase,
    points: [u32; 2],
    game: u32,
    first_of_game: Seat,
    history: Vec<RoundSummary>,
    /// The last throw, for display.
    last_roll: Option<(u8, u8)>,
    rules: PiprjallRules,
}

impl Piprjall {
    /// A new match: both players' fifteen pieces on their starting points, South to throw.
    pub fn new(rules: PiprjallRules) -> Piprjall {
        let mut game = Piprjall {
            pieces: [[0; 26]; 2],
            occupied: [(0, 0); 2],
            mover: Seat::FIRST,
            phase: Phase::Roll,
            points: [0, 0],
            game: 1,
            first_of_game: Seat::FIRST,
            history: Vec::new(),
            last_roll: None,
            rules,
        };
        game.set_up();
        game
    }

    fn set_up(&mut self) {
        self.pieces = [[0; 26]; 2];
        self.pieces[0][1] = PIECES;
        self.pieces[1][1] = PIECES;
        self.recount();
    }

    /// Pieces of `seat` at each track position (0 the bar, 25 borne off).
    pub fn pieces(&self, seat: Seat) -> &[u8; 26] {
        &self.pieces[seat.index()]
    }

    /// Match points of each player.
    pub fn points(&self) -> [u32; 2] {
        self.points
    }

    /// Pips `seat` still has to travel: 25 minus the position of every piece not borne off.
    pub fn pips(&self, seat: Seat) -> u32 {
        (0..OFF).map(|p| u32::from(self.pieces[seat.index()][p]) * (25 - p as u32)).sum()
    }

    /// The steps left to play this turn.
    pub fn steps(&self) -> &[u8] {
        match &self.phase {
            Phase::Play { steps, .. } => steps,
            _ => &[],
        }
    }

    fn name(site: Site) -> String {
        topology().id(site).to_string()
    }
}

impl Game for Piprjall {
    const HARD_ITERATIONS: u32 = 20_000;

    type Action = PiprjallAction;
    type Error = PiprjallError;

    fn topology(&self) -> &'static Topology {
        topology()
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Roll => ToAct::Chance,
            Phase::Play { .. } => ToAct::Seat(self.mover),
            Phase::Over => ToAct::Over,
        }
    }

    fn legal_actions(&self, out: &mut Vec<PiprjallAction>) {
        self.fast_legal_actions(out);
    }

    fn legal_count(&self) -> usize {
        self.fast_legal_count()
    }

    /// A move drawn from the legal moves without listing them, in the order of
    /// [`Game::legal_actions`]; a throw as from the list of throws.
    fn random_legal(&self, rng: &mut Rng, _buffer: &mut Vec<PiprjallAction>) -> Option<PiprjallAction> {
        self.fast_random_legal(rng)
    }

    fn chance_for(&self) -> Option<Seat> {
        (self.phase == Phase::Roll).then_some(self.mover)
    }

    /// Two dice, each used once its step is played; doubles as the steps they give (four to
    /// twelve, played in order), the ones played first marked used.
    fn dice(&self) -> Vec<Die> {
        let (Phase::Play { steps, doubles, .. }, Some((a, b))) = (&self.phase, self.last_roll) else {
            return Vec::new();
        };
        if *doubles {
            let all = steps_of(a, b);
            let played = all.len() - steps.len();
            return all.iter().enumerate().map(|(i, &value)| Die { value, used: i < played }).collect();
        }
        [a.max(b), a.min(b)].into_iter().map(|value| Die { value, used: !steps.contains(&value) }).collect()
    }

    fn chance_outcomes(&self) -> Vec<(PiprjallAction, f64)> {
        self.fast_chance_outcomes()
    }

    fn draw_chance(&self, roll: f64) -> Option<PiprjallAction> {
        self.fast_draw_chance(roll)
    }

    fn apply_with(&mut self, action: PiprjallAction, events: &mut impl EventSink) -> Result<(), PiprjallError> {
        self.check(action, |from, die| self.fast_allows(from, die))?;
        self.fast_apply(action, events);
        Ok(())
    }

    /// Performs a throw or a move without the checks of [`Game::apply_with`] (debug builds check
    /// it all the same).
    fn apply_legal(&mut self, action: PiprjallAction, events: &mut impl EventSink) {
        debug_assert!(self.clone().apply(action).is_ok(), "apply_legal was given an illegal action: {action:?}");
        self.fast_apply(action, events);
    }

    fn returns(&self) -> Vec<f64> {
        if self.phase != Phase::Over {
            return vec![0.0, 0.0];
        }
        if self.points[0] > self.points[1] {
            vec![1.0, -1.0]
        } else {
            vec![-1.0, 1.0]
        }
    }

    fn scores(&self) -> Vec<u32> {
        self.points.to_vec()
    }

    fn explain(&self, events: &[Event]) -> Vec<Phrase> {
        explain::explain(self, events)
    }

    fn evaluate(&self) -> Vec<f64> {
        // Match points so far, and the race: the player with fewer pips to go is ahead.
        let points = (f64::from(self.points[0]) - f64::from(self.points[1])) / f64::from(self.rules.match_points);
        let race = (f64::from(self.pips(Seat::SECOND)) - f64::from(self.pips(Seat::FIRST))) / 150.0;
        let south = (points + race).clamp(-1.0, 1.0);
        vec![south, -south]
    }

    fn action_text(&self, action: PiprjallAction) -> String {
        match action {
            PiprjallAction::Roll(a, b) => format!("roll:{}-{}", a.max(b), a.min(b)),
            PiprjallAction::Move { from, die } => {
                format!("{}:{die}", Piprjall::name(site_of(self.mover, usize::from(from))))
            }
        }
    }

    fn action_dice(&self, action: PiprjallAction) -> Vec<u8> {
        match action {
            PiprjallAction::Roll(a, b) => vec![a.max(b), a.min(b)],
            PiprjallAction::Move { .. } => Vec::new(),
        }
    }

    fn action_label_phrase(&self, action: PiprjallAction) -> Phrase {
        match action {
            PiprjallAction::Roll(a, b) => {
                Phrase::new("piprjall-label-dice").with("throw", format!("{}-{}", a.max(b), a.min(b)))
            }
            PiprjallAction::Move { from, die } => {
                let to = (usize::from(from) + usize::from(die)).min(OFF);
                let from = Piprjall::name(site_of(self.mover, usize::from(from)));
                let phrase = Phrase::new("piprjall-label-move").with("from", from).with("die", die);
                if to == OFF {
                    phrase.with("to", "off")
                } else {
                    phrase.with("to", Piprjall::name(site_of(self.mover, to)))
                }
            }
        }
    }

    fn action_site(&self, action: PiprjallAction) -> Option<Site> {
        match action {
            PiprjallAction::Move { from, .. } => Some(site_of(self.mover, usize::from(from))),
            PiprjallAction::Roll(..) => None,
        }
    }

    fn action_target(&self, action: PiprjallAction) -> Option<Site> {
        match action {
            PiprjallAction::Move { from, die } => {
                Some(site_of(self.mover, (usize::from(from) + usize::from(die)).min(OFF)))
            }
            PiprjallAction::Roll(..) => None,
        }
    }

    fn parse_action(&self, text: &str) -> Result<PiprjallAction, PiprjallError> {
        let text = text.trim();
        let unknown = || PiprjallError::Unknown(text.to_string());
        if let Some(dice) = text.strip_prefix("roll:") {
            let (a, b) = dice.split_once('-').ok_or_else(unknown)?;
            let (a, b): (u8, u8) = (a.parse().map_err(|_| unknown())?, b.parse().map_err(|_| unknown())?);
            return Ok(PiprjallAction::Roll(a.max(b), a.min(b)));
        }
        let (site, die) = text.rsplit_once(':').ok_or_else(unknown)?;
        let die: u8 = die.parse().map_err(|_| unknown())?;
        if !(1..=6).contains(&die) {
            return Err(unknown());
        }
        let site = topology().find(site).ok_or_else(unknown)?;
        let from = if site == Site(BAR[self.mover.index()]) {
            0
        } else {
            position_of(self.mover, site).ok_or_else(|| PiprjallError::Illegal {
                action: text.to_string(),
                reason: Phrase::new("piprjall-refused-from"),
            })?
        };
        Ok(PiprjallAction::Move { from: from as u8, die })
    }

    fn sites(&self) -> Vec<SiteView> {
        let mut views = vec![SiteView { count: 0, owner: None, state: SiteState::Open, large: 0 }; 28];
        for seat in [Seat::FIRST, Seat::SECOND] {
            for pos in 0..=OFF {
                let count = self.pieces[seat.index()][pos];
                let view = &mut views[site_of(seat, pos).index()];
                if count > 0 || pos == 0 || pos == OFF {
                    view.owner = Some(seat);
                }
                view.count += u16::from(count);
            }
        }
        views
    }

    fn status_phrase(&self) -> Phrase {
        match &self.phase {
            Phase::Roll => Phrase::new("piprjall-status-roll").with("game", self.game).with("seat", self.mover),
            Phase::Play { steps, .. } => {
                let (a, b) = self.last_roll.unwrap_or((0, 0));
                let left: Vec<String> = steps.iter().map(u8::to_string).collect();
                Phrase::new("piprjall-status-play")
                    .with("game", self.game)
                    .with("seat", self.mover)
                    .with("throw", format!("{a}-{b}"))
                    .with("steps", left.join(" "))
            }
            Phase::Over => {
                let winner = if self.points[0] > self.points[1] { Seat::FIRST } else { Seat::SECOND };
                Phrase::new("piprjall-status-over").with("seat", winner).with(
                    "score",
                    format!("{}-{}", self.points[winner.index()], self.points[winner.opponent().index()]),
                )
            }
        }
    }

    fn standing(&self) -> Option<Standing> {
        Some(Standing {
            round: self.game,
            reserves: Vec::new(),
            owed: Vec::new(),
            history: self.history.clone(),
            extras: [Seat::FIRST, Seat::SECOND]
                .iter()
                .map(|&s| {
                    let (points, pips, off) = (self.points[s.index()], self.pips(s), self.pieces[s.index()][OFF]);
                    Note::Said(
                        Phrase::new("piprjall-line-standing")
                            .with("seat", s)
                            .with("points", points)
                            .with("pips", pips)
                            .with("off", off),
                    )
                })
                .collect(),
        })
    }
}
