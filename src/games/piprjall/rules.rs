//! Piprjall's rules as a researcher reads them beside the source, and as the reference engine
//! ([`crate::engine::Reference`]) plays them: the Ludii ruleset "Piprjall"
//! (DLP.GameRulesets.997), a summary of Fiske 1905: 352 (quoted below as "Ludii 997, after
//! Fiske 1905: 352"), and the decisions the text leaves open, the P notes of
//! `docs/rules-notes.md`.
//!
//! The position is plain counts: `pieces[seat][pos]`, the pieces of `seat` at each track
//! position (0 the bar, 1 the starting point to 24 the last, 25 borne off). One function per
//! kind of decision: the throw ([`steps_of`], [`throws`]), one step of one piece ([`refusal`],
//! `play`), the moves a turn allows, found by trying every line of play where a rule asks
//! for the most that can be played ([`most_dice_slowly`] for two dice, P2;
//! [`most_steps_slowly`] for a double, P3, P4, P12; or, under `dice: "ludii"`, every move of a
//! die still to play, P14), and the end of a turn, a game and the match (P8, P9, P11).
//!
//! The game's own engine (`fast.rs`) finds the same moves by proofs about lines of play; it
//! must agree with this file action by action: `tests/agree.rs` is that contract.

use super::{
    point_site, site_of, DiceRule, Phase, Pieces, Piprjall, PiprjallAction, PiprjallError, Rule, Steps, GAME_POINTS,
    OFF, PIECES,
};
use crate::engine::{Event, EventSink, Game, Note, Phrase, RoundSummary, Rules, Seat, ToAct};

// The throw.

/// "A throw of double sixes makes the player play six twice, then five twice, then four twice,
/// and so on down to one. A throw of double fives forces the player to play five twice and then
/// six twice. A throw of double four, three, or two forces the player to play two of that
/// number, down to one. A play of double ones forces the player to play one twice, then two
/// twice, up to six." (Ludii 997, after Fiske 1905: 352.)
///
/// The steps a throw gives, in the order they must be played (P3); two different dice are two
/// steps, the higher first, played in either order (P2).
pub fn steps_of(a: u8, b: u8) -> Steps {
    if a != b {
        return Steps::of(&[a.max(b), a.min(b)]);
    }
    match a {
        6 => Steps::of(&[6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1]),
        5 => Steps::of(&[5, 5, 6, 6]),
        4 => Steps::of(&[4, 4, 3, 3, 2, 2, 1, 1]),
        3 => Steps::of(&[3, 3, 2, 2, 1, 1]),
        2 => Steps::of(&[2, 2, 1, 1]),
        _ => Steps::of(&[1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]),
    }
}

/// "Two six-sided dice." (Ludii 997, after Fiske 1905: 352.)
///
/// Every throw of two dice, the higher die first, with its probability: a double in 36 throws,
/// any other pair in 2 of 36 (P10: the dice are chance actions).
pub fn throws() -> Vec<(PiprjallAction, f64)> {
    let mut throws = Vec::new();
    for a in 1..=6 {
        for b in 1..=a {
            let chance = if a == b { 1.0 / 36.0 } else { 2.0 / 36.0 };
            throws.push((PiprjallAction::Roll(a, b), chance));
        }
    }
    throws
}

// One step of one piece.

/// The opponent's track position of the point that is track position `pos` (1..=24) for a
/// player: the two tracks run the same way round, half a board apart.
pub(super) fn facing(pos: usize) -> usize {
    if pos <= 12 {
        pos + 12
    } else {
        pos - 12
    }
}

/// Pieces of the opponent of `seat` on the point that is `seat`'s track position `pos`.
pub(super) fn opponents_at(pieces: &Pieces, seat: Seat, pos: usize) -> u8 {
    pieces[seat.opponent().index()][facing(pos)]
}

/// "When all of a player's pieces have reached the final quadrant of the board" (Ludii 997,
/// after Fiske 1905: 352): none is on the bar or before position 19.
fn all_home(pieces: &Pieces, seat: Seat) -> bool {
    (0..19).all(|p| pieces[seat.index()][p] == 0)
}

/// Why `seat` cannot move the piece at `from` by `die`, or `None` if it can: the rules of a
/// single step, one [`Rule`] per sentence, in order.
pub fn refusal(pieces: &Pieces, seat: Seat, from: usize, die: u8) -> Option<Rule> {
    let own = &pieces[seat.index()];
    if from > 24 || own[from] == 0 {
        return Some(Rule::NoPieceThere);
    }
    // "the opponent's piece must reenter the board": before any other piece moves (P5).
    if own[0] > 0 && from != 0 {
        return Some(Rule::ReEnterFirst);
    }
    // "the value of a die being used to move a piece the entire value of the die".
    let to = from + usize::from(die);
    if from == 0 {
        // "A piece cannot reenter the board on a point occupied by another piece, whether
        // belonging to the player or the opponent." P5: on the point the die names, counted
        // from the starting point.
        if own[to] > 0 || opponents_at(pieces, seat, to) > 0 {
            return Some(Rule::ReEnterOnEmpty);
        }
        return None;
    }
    if to >= OFF {
        // "When all of a player's pieces have reached the final quadrant of the board, the
        // player may begin to remove them from the table."
        if !all_home(pieces, seat) {
            return Some(Rule::BearOffFromHome);
        }
        // P7: exactly, or with a higher die from the farthest point.
        if to > OFF && (19..from).any(|p| own[p] > 0) {
            return Some(Rule::HigherDieFromFarthest);
        }
        return None;
    }
    // "Pieces cannot move to a point occupied by two opponent's piece."
    if opponents_at(pieces, seat, to) >= 2 {
        return Some(Rule::ClosedPoint);
    }
    // "More than two pieces of the same player may not occupy a point on the starting side of
    // the board." P6: positions 1-12, the starting point itself exempt.
    if to <= 12 && own[to] >= 2 && to != 1 {
        return Some(Rule::TwoOnStartingSide);
    }
    // "The player cannot move past the penultimate point on the opposite side of the board
    // until five pieces have been moved from the starting point." P6: nothing lands on 12 or
    // beyond until then.
    if to >= 12 && PIECES - own[1] < 5 {
        return Some(Rule::FiveLeaveFirst);
    }
    None
}

/// "A single opponent's piece may be removed from the board when a player's piece lands on it,
/// and the opponent's piece must reenter the board." (Ludii 997, after Fiske 1905: 352.)
///
/// Moves `seat`'s piece at `from` by `die` (checked by the caller), hitting a lone opponent to
/// its bar: whether it did. A piece that passes position 24 is borne off.
pub(super) fn play(pieces: &mut Pieces, seat: Seat, from: usize, die: u8, events: &mut impl EventSink) -> bool {
    let to = (from + usize::from(die)).min(OFF);
    pieces[seat.index()][from] -= 1;
    events.push(Event::PickUp { site: site_of(seat, from), count: 1 });
    if (1..=24).contains(&from) && pieces[seat.index()][from] == 0 {
        events.push(Event::Owner { site: site_of(seat, from), owner: None });
    }
    let hit = (1..=24).contains(&to) && opponents_at(pieces, seat, to) == 1;
    if hit {
        let them = seat.opponent();
        pieces[them.index()][facing(to)] -= 1;
        pieces[them.index()][0] += 1;
        events.push(Event::Capture { site: point_site(seat, to), count: 1, by: seat });
        events.push(Event::Drop { site: site_of(them, 0) });
    }
    pieces[seat.index()][to] += 1;
    events.push(Event::Drop { site: site_of(seat, to) });
    events.push(Event::Owner { site: site_of(seat, to), owner: Some(seat) });
    hit
}

/// The track positions from which `seat` may move a piece by `die`, from the bar outwards:
/// those [`refusal`] allows.
pub(super) fn movable(pieces: &Pieces, seat: Seat, die: u8) -> Vec<usize> {
    (0..=24).filter(|&from| refusal(pieces, seat, from, die).is_none()).collect()
}

/// `pieces` after `seat` has moved the piece at `from` by `die`, unwatched.
fn after(pieces: &Pieces, seat: Seat, from: usize, die: u8) -> Pieces {
    let mut after = *pieces;
    play(&mut after, seat, from, die, &mut crate::engine::NoEvents);
    after
}

// The moves a turn allows.

/// "the value of a die being used to move a piece the entire value of the die" (Ludii 997,
/// after Fiske 1905: 352). P2: with two different dice, both must be played when possible, in
/// either order; if only one can be played, the higher must be if it can.
///
/// The most of `dice` (two different dice, or the one left) that one play can use from
/// `pieces`: every order and every move tried. A play that bears off the last piece ends the
/// game, and with it the play.
pub fn most_dice_slowly(pieces: &Pieces, seat: Seat, dice: &[u8]) -> usize {
    let mut most = 0;
    for (i, &die) in dice.iter().enumerate() {
        let mut others = dice.to_vec();
        others.remove(i);
        for from in movable(pieces, seat, die) {
            most = most.max(1 + most_dice_slowly(&after(pieces, seat, from, die), seat, &others));
        }
    }
    most
}

/// P2 (see [`most_dice_slowly`]): the moves allowed with two different dice, `dice[0]` the
/// higher: the first moves of the plays that use the most dice; if that is one, the higher
/// die's if it has any. The higher die's moves come first, each die's from the bar outwards.
fn two_dice_moves(pieces: &Pieces, seat: Seat, dice: [u8; 2]) -> Vec<PiprjallAction> {
    // Every first move, with the most dice a play that begins with it uses.
    let mut lines = Vec::new();
    for (die, other) in [(dice[0], dice[1]), (dice[1], dice[0])] {
        for from in movable(pieces, seat, die) {
            let used = 1 + most_dice_slowly(&after(pieces, seat, from, die), seat, &[other]);
            lines.push((PiprjallAction::Move { from: from as u8, die }, used));
        }
    }
    let most = lines.iter().map(|&(_, used)| used).max();
    let mut moves: Vec<PiprjallAction> =
        lines.into_iter().filter(|&(_, used)| Some(used) == most).map(|(action, _)| action).collect();
    // "If only one can be played, the higher must be if it can" (P2).
    let higher = |m: &PiprjallAction| matches!(*m, PiprjallAction::Move { die, .. } if die == dice[0]);
    if most == Some(1) && moves.iter().any(higher) {
        moves.retain(higher);
    }
    moves
}

/// "A throw of double sixes makes the player play six twice, then five twice, ..." (Ludii 997,
/// after Fiske 1905: 352). P3 and P12: a double is played in the order listed, and as much of
/// it as can be played; P4: play stops at the first step that cannot be played, or, with the
/// option `skip_blocked`, that step is skipped and the next one played.
///
/// The most of `steps` that can be played in order from `pieces`: every move of every step
/// tried, the slow and obvious way. A line that bears off the last piece has played all that
/// could be played.
pub fn most_steps_slowly(pieces: &Pieces, seat: Seat, steps: &[u8], skip_blocked: bool) -> usize {
    let Some((&die, rest)) = steps.split_first() else { return 0 };
    if pieces[seat.index()][OFF] == PIECES {
        return steps.len();
    }
    let movable = movable(pieces, seat, die);
    if movable.is_empty() {
        // P4.
        return if skip_blocked { most_steps_slowly(pieces, seat, rest, skip_blocked) } else { 0 };
    }
    let mut best = 0;
    for from in movable {
        best = best.max(1 + most_steps_slowly(&after(pieces, seat, from, die), seat, rest, skip_blocked));
        if best == steps.len() {
            break;
        }
    }
    best
}

/// P12 (see [`most_steps_slowly`]): the moves allowed for the first of `steps` (a double's
/// sequence, or the last die of two): those after which the most of the rest can be played,
/// from the bar outwards.
fn sequence_moves(pieces: &Pieces, seat: Seat, steps: &[u8], skip_blocked: bool) -> Vec<PiprjallAction> {
    let (die, rest) = (steps[0], &steps[1..]);
    let lines: Vec<(usize, usize)> = movable(pieces, seat, die)
        .into_iter()
        .map(|from| (from, most_steps_slowly(&after(pieces, seat, from, die), seat, rest, skip_blocked)))
        .collect();
    let most = lines.iter().map(|&(_, played)| played).max();
    lines
        .into_iter()
        .filter(|&(_, played)| Some(played) == most)
        .map(|(from, _)| PiprjallAction::Move { from: from as u8, die })
        .collect()
}

/// P14, Ludii's reading (option `dice: "ludii"`): "the value of a die being used to move a
/// piece the entire value of the die", and nothing more. Each die still to play (a double's
/// next step) is a move of its own: every move of each, the higher die's first, each die's from
/// the bar outwards, with no line of play tried.
fn ludii_moves(pieces: &Pieces, seat: Seat, steps: &[u8], doubles: bool) -> Vec<PiprjallAction> {
    let dice = if doubles { &steps[..1] } else { steps };
    dice.iter()
        .flat_map(|&die| {
            movable(pieces, seat, die).into_iter().map(move |from| PiprjallAction::Move { from: from as u8, die })
        })
        .collect()
}

impl Piprjall {
    /// The moves allowed now by the rules: two different dice by P2, a double (or the one die
    /// left) by P3 and P12; under `dice: "ludii"`, by P14.
    pub(super) fn rules_moves(&self) -> Vec<PiprjallAction> {
        let Phase::Play { steps, doubles, .. } = &self.phase else { return Vec::new() };
        match (*doubles, &steps[..]) {
            (_, []) => Vec::new(),
            (doubles, steps) if self.rules.dice == DiceRule::Ludii => {
                ludii_moves(&self.pieces, self.mover, steps, doubles)
            }
            (false, &[higher, lower]) => two_dice_moves(&self.pieces, self.mover, [higher, lower]),
            (_, steps) => sequence_moves(&self.pieces, self.mover, steps, self.rules.skip_blocked_steps),
        }
    }

    /// Throws `a` and `b` for the player to move (P10) and settles the turn.
    fn rules_throw(&mut self, a: u8, b: u8, events: &mut impl EventSink) {
        if a == b {
            events.push(Event::Double { by: self.mover });
        }
        self.last_roll = Some((a.max(b), a.min(b)));
        self.phase = Phase::play(steps_of(a, b), a == b);
        self.rules_settle(events);
    }

    /// Moves the piece at `from` by `die` (an allowed move), uses the step, and ends the game
    /// (P8) or settles the turn.
    fn rules_play_step(&mut self, from: u8, die: u8, events: &mut impl EventSink) {
        play(&mut self.pieces, self.mover, usize::from(from), die, events);
        // "The player who bears off their pieces scores two points."
        if self.pieces[self.mover.index()][OFF] == PIECES {
            return self.end_game(self.mover, events);
        }
        let Phase::Play { steps, doubles, .. } = &self.phase else { return };
        let mut left = steps.to_vec();
        let used = left.iter().position(|&step| step == die).expect("a step of the throw");
        left.remove(used);
        self.phase = Phase::play(Steps::of(&left), *doubles);
        self.rules_settle(events);
    }

    /// After a throw or a move: drops steps that cannot be played (P4) and, when none is left
    /// to play, abandons a dead game (P11) or passes the turn.
    fn rules_settle(&mut self, events: &mut impl EventSink) {
        loop {
            let Phase::Play { steps, doubles, .. } = &self.phase else { return };
            let (steps, doubles) = (steps.to_vec(), *doubles);
            if steps.is_empty() {
                break;
            }
            if !self.rules_moves().is_empty() {
                return;
            }
            // P4: the rest of a blocked sequence is lost, or with the option the next step
            // is played.
            if !(doubles && self.rules.skip_blocked_steps) {
                break;
            }
            self.phase = Phase::play(Steps::of(&steps[1..]), doubles);
        }
        if self.dead() {
            return self.abandon_game(events);
        }
        self.mover = self.mover.opponent();
        self.phase = Phase::Roll;
        events.push(Event::TurnEnd { next: ToAct::Chance });
    }

    /// P11: whether neither player could move a piece, whatever the dice.
    fn dead(&self) -> bool {
        [self.mover, self.mover.opponent()]
            .iter()
            .all(|&seat| (1..=6).all(|die| movable(&self.pieces, seat, die).is_empty()))
    }

    /// P11: a dead game is abandoned; nobody scores and the next game begins.
    pub(super) fn abandon_game(&mut self, events: &mut impl EventSink) {
        self.history.push(RoundSummary {
            round: self.game,
            first: self.first_of_game,
            taken: [Seat::FIRST, Seat::SECOND].map(|s| u32::from(self.pieces[s.index()][OFF])).to_vec(),
            notes: vec![Note::Said(Phrase::new("piprjall-note-abandoned"))],
        });
        events.push(Event::Abandon { round: self.game as u16 });
        self.next_game(events);
    }

    /// "The player who bears off their pieces scores two points." (Ludii 997, after Fiske
    /// 1905: 352.) P8: each game won scores two; P9: the match is won at `match_points`.
    pub(super) fn end_game(&mut self, winner: Seat, events: &mut impl EventSink) {
        self.points[winner.index()] += GAME_POINTS;
        self.history.push(RoundSummary {
            round: self.game,
            first: self.first_of_game,
            taken: [Seat::FIRST, Seat::SECOND].map(|s| u32::from(self.pieces[s.index()][OFF])).to_vec(),
            notes: vec![Note::Said(Phrase::new("piprjall-note-won").with("seat", winner).with("count", GAME_POINTS))],
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
        events.push(Event::LaidOut { round: self.game as u16 });
        events.push(Event::TurnEnd { next: ToAct::Chance });
    }

    /// Why `action` cannot be played now, `allowed` telling whether a move is among the moves
    /// the turn allows: the same refusals for both engines.
    pub(super) fn check(&self, action: PiprjallAction, allowed: impl Fn(u8, u8) -> bool) -> Result<(), PiprjallError> {
        let text = || self.action_text(action);
        match (&self.phase, action) {
            (Phase::Over, _) => Err(PiprjallError::MatchOver),
            (Phase::Roll, PiprjallAction::Roll(a, b)) if !(1..=6).contains(&a) || !(1..=6).contains(&b) => {
                Err(PiprjallError::Illegal { action: text(), reason: Phrase::new("piprjall-refused-dice-range") })
            }
            (Phase::Roll, PiprjallAction::Roll(..)) => Ok(()),
            (Phase::Roll, PiprjallAction::Move { .. }) => {
                Err(PiprjallError::NotNow { action: text(), reason: Phrase::new("piprjall-refused-throw-first") })
            }
            (Phase::Play { .. }, PiprjallAction::Roll(..)) => {
                Err(PiprjallError::NotNow { action: text(), reason: Phrase::new("piprjall-refused-thrown") })
            }
            (Phase::Play { .. }, PiprjallAction::Move { from, die }) if allowed(from, die) => Ok(()),
            (Phase::Play { steps, doubles, .. }, PiprjallAction::Move { from, die }) => {
                let reason = match refusal(&self.pieces, self.mover, usize::from(from), die) {
                    _ if !steps.contains(&die) => {
                        let left = format!("{:?}", &**steps);
                        Phrase::new("piprjall-refused-no-die").with("die", die).with("left", left)
                    }
                    _ if *doubles && steps[0] != die => {
                        Phrase::new("piprjall-refused-doubles-order").with("die", steps[0])
                    }
                    Some(rule) => rule.phrase(),
                    None if *doubles => Phrase::new("piprjall-refused-more-doubles"),
                    None => Phrase::new("piprjall-refused-both-dice"),
                };
                Err(PiprjallError::Illegal { action: text(), reason })
            }
        }
    }
}

/// The reference engine: every decision above, nothing of `fast.rs` but the kept indexes it
/// works out again after each action so that both engines' states compare equal.
impl Rules for Piprjall {
    fn rules_legal_actions(&self, out: &mut Vec<PiprjallAction>) {
        out.clear();
        match self.phase {
            Phase::Roll => out.extend(throws().into_iter().map(|(throw, _)| throw)),
            Phase::Play { .. } => out.extend(self.rules_moves()),
            Phase::Over => {}
        }
    }

    fn rules_apply(&mut self, action: PiprjallAction, events: &mut impl EventSink) -> Result<(), PiprjallError> {
        self.check(action, |from, die| self.rules_moves().contains(&PiprjallAction::Move { from, die }))?;
        match action {
            PiprjallAction::Roll(a, b) => self.rules_throw(a, b, events),
            PiprjallAction::Move { from, die } => self.rules_play_step(from, die, events),
        }
        self.reindex();
        Ok(())
    }

    fn rules_chance_outcomes(&self) -> Vec<(PiprjallAction, f64)> {
        if self.phase == Phase::Roll {
            throws()
        } else {
            Vec::new()
        }
    }
}
