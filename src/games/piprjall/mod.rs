//! Piprjall, Icelandic tables as played in the nineteenth century (Fiske 1905; the Ludii ruleset
//! "Piprjall" in `shared/seeds/piprjall-ruleset.txt`).
//!
//! Two players, fifteen pieces each, a 2x12 board of points divided into halves. Points are named
//! by row and column as drawn: `t1`..`t12` along the top from left to right, `b1`..`b12` along the
//! bottom. South sits at the bottom; its pieces start on `t12` (the rightmost point, as South sees
//! it, of the far side) and run `t12` → `t1` → `b1` → `b12`, bearing off from `b7`..`b12`.
//! North's start on `b1` and run `b1` → `b12` → `t12` → `t1`, bearing off from `t6`..`t1`. Each
//! player's track is numbered 1 (the starting point) to 24; 0 is the bar, 25 borne off.
//!
//! A turn is a throw of two dice (a chance action, `roll:6-5`) and then one action per die or
//! doubles step: a piece and a die (`t12:5`; `bar-s:3` re-enters a hit piece of South's). Doubles
//! are played as the text lists them, in that order. Decisions the text leaves open are numbered
//! P1-P10 in `docs/rules-notes.md`.

mod explain;
mod info;
mod lessons;
#[cfg(test)]
mod tests;

use crate::engine::{
    Event, EventSink, Game, RoundSummary, Seat, Site, SiteKind, SiteSpec, SiteState, SiteView, Standing, ToAct,
    Topology,
};
pub use info::INFO;
use serde::{Deserialize, Serialize};
use std::fmt;
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
}

impl Default for PiprjallRules {
    fn default() -> Self {
        PiprjallRules { match_points: 6, skip_blocked_steps: false }
    }
}

/// The steps of one throw still to play, in order: at most twelve (a throw of 1-1 or 6-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Steps {
    dice: [u8; 12],
    len: u8,
}

impl Steps {
    fn of(steps: &[u8]) -> Steps {
        let mut dice = [0; 12];
        dice[..steps.len()].copy_from_slice(steps);
        Steps { dice, len: steps.len() as u8 }
    }

    /// Removes the step at `index`, keeping the order of the others.
    fn remove(&mut self, index: usize) {
        self.dice.copy_within(index + 1..usize::from(self.len), index);
        self.len -= 1;
    }
}

impl std::ops::Deref for Steps {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.dice[..usize::from(self.len)]
    }
}

/// The steps a throw gives, in the order they must be played (doubles as the text lists them).
pub fn steps_of(a: u8, b: u8) -> Steps {
    if a != b {
        return Steps::of(&[a.max(b), a.min(b)]);
    }
    let pairs = |from: &mut dyn Iterator<Item = u8>| Steps::of(&from.flat_map(|n| [n, n]).collect::<Vec<u8>>());
    match a {
        6 => pairs(&mut (1..=6).rev()),
        5 => Steps::of(&[5, 5, 6, 6]),
        1 => pairs(&mut (1..=6)),
        n => pairs(&mut (1..=n).rev()),
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
        Topology { name: "2x12 tables", sites, tracks: Vec::new(), width: 14.0, height: 3.0, labels }
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
        reason: String,
    },
    /// The move breaks a rule; the reason says which.
    Illegal {
        action: String,
        reason: String,
    },
}

impl fmt::Display for PiprjallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PiprjallError::Unknown(text) => write!(f, "'{text}' is neither a throw (roll:6-5) nor a move (t12:5)"),
            PiprjallError::MatchOver => f.write_str("the match is over"),
            PiprjallError::NotNow { action, reason } | PiprjallError::Illegal { action, reason } => {
                write!(f, "{action}: {reason}")
            }
        }
    }
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
    },
    Over,
}

/// The moves allowed in a position: for each of at most two dice, the track positions a piece
/// may leave from, as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Legal {
    dice: [u8; 2],
    from: [u32; 2],
}

impl Legal {
    fn is_empty(&self) -> bool {
        self.from == [0, 0]
    }

    fn contains(&self, from: u8, die: u8) -> bool {
        (0..2).any(|d| self.dice[d] == die && from < 25 && self.from[d] >> from & 1 == 1)
    }

    /// The moves, the first die's first, each die's from the bar outwards.
    fn actions(self) -> impl Iterator<Item = PiprjallAction> {
        (0..2).flat_map(move |d| {
            bits(self.from[d]).map(move |from| PiprjallAction::Move { from: from as u8, die: self.dice[d] })
        })
    }
}

/// The positions of the set bits of `set`, lowest first.
fn bits(mut set: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let lowest = set.trailing_zeros() as usize;
            set &= set - 1;
            lowest
        })
    })
}

/// `pieces[seat][pos]`: pieces of `seat` at track position `pos` (0 bar, 25 off).
type Pieces = [[u8; 26]; 2];

/// A match of Piprjall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piprjall {
    pieces: Pieces,
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

/// The opponent's track position of the point that is track position `pos` (1..=24) for a
/// player: the two tracks run the same way round, half a board apart.
fn facing(pos: usize) -> usize {
    if pos <= 12 {
        pos + 12
    } else {
        pos - 12
    }
}

/// Pieces of the opponent of `seat` on the point that is `seat`'s track position `pos`.
fn opponents_at(pieces: &Pieces, seat: Seat, pos: usize) -> u8 {
    pieces[seat.opponent().index()][facing(pos)]
}

fn all_home(pieces: &Pieces, seat: Seat) -> bool {
    (0..19).all(|p| pieces[seat.index()][p] == 0)
}

/// Why `seat` cannot move the piece at `from` by `die`, or `None` if it can.
fn refusal(pieces: &Pieces, seat: Seat, from: usize, die: u8) -> Option<&'static str> {
    let own = &pieces[seat.index()];
    if from > 24 || own[from] == 0 {
        return Some("there is no piece of yours there");
    }
    if own[0] > 0 && from != 0 {
        return Some("a hit piece must re-enter first");
    }
    let to = from + usize::from(die);
    if from == 0 {
        // P5: re-entry on the point the die names, counted from the starting point, only if
        // no piece of either player is there.
        if own[to] > 0 || opponents_at(pieces, seat, to) > 0 {
            return Some("a piece re-enters only on an empty point");
        }
        return None;
    }
    if to >= OFF {
        if !all_home(pieces, seat) {
            return Some("bearing off starts when all your pieces are in the last quarter");
        }
        // P7: exactly, or with a higher die from the farthest point.
        if to > OFF && (19..from).any(|p| own[p] > 0) {
            return Some("a higher die bears off only from the farthest point");
        }
        return None;
    }
    if opponents_at(pieces, seat, to) >= 2 {
        return Some("two or more of the opponent's pieces close that point");
    }
    if to <= 12 && own[to] >= 2 && to != 1 {
        return Some("no more than two of your pieces on a point of the starting side");
    }
    if to >= 12 && PIECES - own[1] < 5 {
        return Some("no move past the penultimate point of the starting side until five pieces have left the start");
    }
    None
}

/// The track positions from which `seat` may move a piece by `die`, as bits: the verdicts of
/// [`refusal`], worked out once for the whole position (random play and search ask this very
/// often). With `first_only`, stops at the first one found.
fn movable_from(pieces: &Pieces, seat: Seat, die: u8, first_only: bool) -> u32 {
    let (own, theirs) = (&pieces[seat.index()], &pieces[seat.opponent().index()]);
    let die = usize::from(die);
    if own[0] > 0 {
        // P5: a hit piece re-enters first, on an empty point.
        return u32::from(own[die] == 0 && theirs[facing(die)] == 0);
    }
    let five_out = PIECES - own[1] >= 5;
    // Bearing off (P7) needs every piece home; a higher die only from the farthest point.
    let mut home = None;
    let mut farthest = None;
    let mut bits = 0;
    for from in 1..=24 {
        if own[from] == 0 {
            continue;
        }
        farthest = farthest.or(Some(from));
        let to = from + die;
        let allowed = if to >= OFF {
            *home.get_or_insert_with(|| own[..19].iter().all(|&n| n == 0)) && (to == OFF || farthest == Some(from))
        } else {
            theirs[facing(to)] < 2 && !(to <= 12 && own[to] >= 2 && to != 1) && (to < 12 || five_out)
        };
        if allowed {
            bits |= 1 << from;
            if first_only {
                break;
            }
        }
    }
    bits
}

/// Moves `seat`'s piece at `from` by `die` (checked by the caller), hitting a lone opponent.
fn play(pieces: &mut Pieces, seat: Seat, from: usize, die: u8, events: &mut impl EventSink) {
    let to = (from + usize::from(die)).min(OFF);
    pieces[seat.index()][from] -= 1;
    events.push(Event::PickUp { site: site_of(seat, from), count: 1 });
    if (1..=24).contains(&from) && pieces[seat.index()][from] == 0 {
        events.push(Event::Owner { site: site_of(seat, from), owner: None });
    }
    if (1..=24).contains(&to) && opponents_at(pieces, seat, to) == 1 {
        let them = seat.opponent();
        pieces[them.index()][facing(to)] -= 1;
        pieces[them.index()][0] += 1;
        events.push(Event::Capture { site: point_site(seat, to), count: 1, by: seat });
        events.push(Event::Drop { site: site_of(them, 0) });
    }
    pieces[seat.index()][to] += 1;
    events.push(Event::Drop { site: site_of(seat, to) });
    events.push(Event::Owner { site: site_of(seat, to), owner: Some(seat) });
}

impl Piprjall {
    /// A new match: both players' fifteen pieces on their starting points, South to throw.
    pub fn new(rules: PiprjallRules) -> Piprjall {
        let mut game = Piprjall {
            pieces: [[0; 26]; 2],
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

    /// The track positions from which `seat` may move a piece by `die`, as bits.
    fn moves_with(&self, seat: Seat, die: u8) -> u32 {
        movable_from(&self.pieces, seat, die, false)
    }

    fn refusal(&self, seat: Seat, from: usize, die: u8) -> Option<&'static str> {
        refusal(&self.pieces, seat, from, die)
    }

    /// Plays a move without checks (the caller has checked it).
    fn play_move(&mut self, from: usize, die: u8, events: &mut impl EventSink) {
        play(&mut self.pieces, self.mover, from, die, events);
    }

    /// The moves allowed with `steps` left to play.
    fn legal_for(&self, steps: &[u8], doubles: bool) -> Legal {
        let Some(&next) = steps.first() else { return Legal::default() };
        if doubles || steps.len() == 1 {
            return Legal { dice: [next, 0], from: [self.moves_with(self.mover, next), 0] };
        }
        // Two different dice (P2): both must be played if possible; if only one can be, the
        // higher if possible. `by_count[n][d]`: moves with die `d` after which `n + 1` dice are
        // played.
        let dice = [steps[0], steps[1]];
        let mut by_count = [[0u32; 2]; 2];
        for d in 0..2 {
            let (die, other_die) = (dice[d], dice[1 - d]);
            for from in bits(self.moves_with(self.mover, die)) {
                let mut after = self.pieces;
                play(&mut after, self.mover, from, die, &mut crate::engine::NoEvents);
                let second = movable_from(&after, self.mover, other_die, true) != 0;
                by_count[usize::from(second)][d] |= 1 << from;
            }
        }
        let from = match by_count {
            [_, both] if both != [0, 0] => both,
            [[high, _], _] if high != 0 => [high, 0],
            [[_, low], _] => [0, low],
        };
        Legal { dice, from }
    }

    /// After a move (or a throw), drops steps that cannot be played and passes the turn when
    /// none are left.
    fn settle_turn(&mut self, events: &mut impl EventSink) {
        loop {
            let Phase::Play { steps, doubles, .. } = self.phase else { return };
            if steps.is_empty() {
                break;
            }
            let legal = self.legal_for(&steps, doubles);
            if !legal.is_empty() {
                self.phase = Phase::Play { steps, doubles, legal };
                return;
            }
            if doubles && self.rules.skip_blocked_steps {
                self.phase = Phase::Play { steps: Steps::of(&steps[1..]), doubles, legal };
                continue;
            }
            break;
        }
        if self.dead() {
            return self.abandon_game(events);
        }
        self.mover = self.mover.opponent();
        self.phase = Phase::Roll;
        events.push(Event::TurnEnd { next: ToAct::Chance });
    }

    /// Whether neither player could move a piece whatever the dice (P11): nothing on the board
    /// can change any more.
    fn dead(&self) -> bool {
        [Seat::FIRST, Seat::SECOND]
            .iter()
            .all(|&seat| (1..=6).all(|die| movable_from(&self.pieces, seat, die, true) == 0))
    }

    /// P11: a dead game is abandoned; nobody scores and the next game begins.
    fn abandon_game(&mut self, events: &mut impl EventSink) {
        self.history.push(RoundSummary {
            round: self.game,
            first: self.first_of_game,
            taken: [Seat::FIRST, Seat::SECOND].map(|s| u32::from(self.pieces[s.index()][OFF])).to_vec(),
            notes: vec!["Abandoned: neither player could move, whatever the dice; nobody scores".to_string()],
        });
        self.next_game(events);
    }

    fn end_game(&mut self, winner: Seat, events: &mut impl EventSink) {
        self.points[winner.index()] += GAME_POINTS;
        self.history.push(RoundSummary {
            round: self.game,
            first: self.first_of_game,
            taken: [Seat::FIRST, Seat::SECOND].map(|s| u32::from(self.pieces[s.index()][OFF])).to_vec(),
            notes: vec![format!("{winner} bore off every piece and scores {GAME_POINTS}")],
        });
        if self.points[winner.index()] >= self.rules.match_points {
            self.phase = Phase::Over;
            events.push(Event::TurnEnd { next: ToAct::Over });
            return;
        }
        self.next_game(events);
    }

    /// Sets up the next game of the match; the players take turns to start games (P8).
    fn next_game(&mut self, events: &mut impl EventSink) {
        self.game += 1;
        self.first_of_game = self.first_of_game.opponent();
        self.mover = self.first_of_game;
        self.set_up();
        self.phase = Phase::Roll;
        events.push(Event::Setup { round: self.game as u16 });
        events.push(Event::TurnEnd { next: ToAct::Chance });
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
        out.clear();
        match &self.phase {
            Phase::Roll => out.extend(self.chance_outcomes().into_iter().map(|(a, _)| a)),
            Phase::Play { legal, .. } => out.extend(legal.actions()),
            Phase::Over => {}
        }
    }

    fn chance_for(&self) -> Option<Seat> {
        (self.phase == Phase::Roll).then_some(self.mover)
    }

    fn chance_outcomes(&self) -> Vec<(PiprjallAction, f64)> {
        if self.phase != Phase::Roll {
            return Vec::new();
        }
        let mut outcomes = Vec::with_capacity(21);
        for a in 1..=6u8 {
            for b in 1..=a {
                let p = if a == b { 1.0 / 36.0 } else { 2.0 / 36.0 };
                outcomes.push((PiprjallAction::Roll(a, b), p));
            }
        }
        outcomes
    }

    fn apply_with(&mut self, action: PiprjallAction, events: &mut impl EventSink) -> Result<(), PiprjallError> {
        let text = || self.action_text(action);
        match (&self.phase, action) {
            (Phase::Over, _) => Err(PiprjallError::MatchOver),
            (Phase::Roll, PiprjallAction::Roll(a, b)) => {
                if !(1..=6).contains(&a) || !(1..=6).contains(&b) {
                    return Err(PiprjallError::Illegal { action: text(), reason: "dice show 1 to 6".into() });
                }
                self.last_roll = Some((a.max(b), a.min(b)));
                self.phase = Phase::Play { steps: steps_of(a, b), doubles: a == b, legal: Legal::default() };
                self.settle_turn(events);
                Ok(())
            }
            (Phase::Roll, PiprjallAction::Move { .. }) => {
                Err(PiprjallError::NotNow { action: text(), reason: "the dice must be thrown first".into() })
            }
            (Phase::Play { .. }, PiprjallAction::Roll(..)) => {
                Err(PiprjallError::NotNow { action: text(), reason: "the dice have been thrown; move a piece".into() })
            }
            (&Phase::Play { steps, doubles, legal }, PiprjallAction::Move { from, die }) => {
                if !legal.contains(from, die) {
                    let text = self.action_text(action);
                    let reason = match self.refusal(self.mover, usize::from(from), die) {
                        _ if !steps.contains(&die) => format!("no {die} to play (left: {:?})", &*steps),
                        _ if doubles && steps[0] != die => format!("doubles are played in order: next is {}", steps[0]),
                        Some(why) => why.to_string(),
                        None => "both dice must be played when they can be, the higher when only one can".to_string(),
                    };
                    return Err(PiprjallError::Illegal { action: text, reason });
                }
                self.play_move(usize::from(from), die, events);
                let mut rest = steps;
                let used = rest.iter().position(|&s| s == die).expect("a step of the throw");
                rest.remove(used);
                if self.pieces[self.mover.index()][OFF] == PIECES {
                    self.end_game(self.mover, events);
                    return Ok(());
                }
                self.phase = Phase::Play { steps: rest, doubles, legal: Legal::default() };
                self.settle_turn(events);
                Ok(())
            }
        }
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

    fn explain(&self, events: &[Event]) -> Vec<String> {
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

    fn action_label(&self, action: PiprjallAction) -> String {
        match action {
            PiprjallAction::Roll(a, b) => format!("Dice {}-{}", a.max(b), a.min(b)),
            PiprjallAction::Move { from, die } => {
                let to = (usize::from(from) + usize::from(die)).min(OFF);
                let target = if to == OFF { "off".to_string() } else { Piprjall::name(site_of(self.mover, to)) };
                format!("{} → {target} ({die})", Piprjall::name(site_of(self.mover, usize::from(from))))
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
                reason: "pieces move from a point or from your own bar".to_string(),
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

    fn status(&self) -> String {
        match &self.phase {
            Phase::Roll => format!("Game {}: {} to throw the dice", self.game, self.mover),
            Phase::Play { steps, .. } => {
                let (a, b) = self.last_roll.unwrap_or((0, 0));
                let left: Vec<String> = steps.iter().map(u8::to_string).collect();
                format!("Game {}: {} threw {a}-{b}; to play: {}", self.game, self.mover, left.join(" "))
            }
            Phase::Over => {
                let winner = if self.points[0] > self.points[1] { Seat::FIRST } else { Seat::SECOND };
                format!(
                    "Match over: {winner} wins {}-{}",
                    self.points[winner.index()],
                    self.points[winner.opponent().index()]
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
                    format!(
                        "{s}: {} points, {} pips to go, {} borne off",
                        self.points[s.index()],
                        self.pips(s),
                        self.pieces[s.index()][OFF]
                    )
                })
                .collect(),
        })
    }
}
