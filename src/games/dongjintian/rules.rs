//! Dongjintian's rules as the source states them, to be read beside it, and the reference
//! engine's play ([`crate::engine::Reference`]).
//!
//! Source: Eagle 1995: 57-58 (Yunnan, China), in the words of the Ludii ruleset "Dongjintian
//! (Four players)" (DLP.GameRulesets.1566), which is what the quotations below are taken from.
//! Where the text leaves a question open, the answer is a D note of `docs/rules-notes.md`, cited
//! where it is applied; each rule has scenario tests in `tests.rs`.
//!
//! The engine the app, search and studies play (`fast.rs`) sows with the ways open at each hole
//! worked out once, and draws its random actions from the holes kept as bits; `tests/agree.rs`
//! checks that it agrees with these rules after every action.

use super::{
    central, neighbour, BlockedBy, CentreRule, Dir, Dongjintian, DongjintianAction, DongjintianError, Due, GameEnd,
    Phase, Sowing, HOLES, LUDII_MOVE_LIMIT, LUDII_TURN_LIMIT, MAX_RELAYS, QUIET_TURNS,
};
use crate::engine::{Event, EventSink, Rules, Site, ToAct};

/// The directions a sowing at `at`, having last gone `heading` (none yet for the first step),
/// may take next, in the order N, E, S, W.
///
/// "Sowing occurs orthogonally in any direction, and a player can change direction orthogonally
/// at any point in the move, but can never double back" (Eagle 1995: 57-58): any way on the
/// board but straight back to the hole just left, whether or not the path crosses itself (D2),
/// and after a relay too (D5).
pub(super) fn open_ways(at: Site, heading: Option<Dir>) -> Vec<Dir> {
    Dir::ALL.into_iter().filter(|&dir| neighbour(at, dir).is_some() && heading != Some(dir.opposite())).collect()
}

impl Dongjintian {
    /// The directions the sowing at `at`, having last gone `heading`, may take next, in the
    /// order N, E, S, W: the [`open_ways`], or under `sowing: "ludii"` (D12) every way on the
    /// board into a hole not yet lifted or sown in this sowing, as Ludii 1.3.13's ruleset steers:
    /// "(to (difference (sites Around (last To)) ("SitesSowed")))", the sowing's holes being
    /// remembered as it leaves them and forgotten when it ends; a relay's first step may go any
    /// way ("(move (from ("NextSite" 1)) (to (sites Around (from))))").
    fn ways_by_the_rules(&self, at: Site, heading: Option<Dir>) -> Vec<Dir> {
        match self.rules.sowing {
            Sowing::Source => open_ways(at, heading),
            Sowing::Ludii => Dir::ALL
                .into_iter()
                .filter(|&dir| neighbour(at, dir).is_some_and(|n| !self.sown_in_this_sowing(n)))
                .collect(),
        }
    }

    /// Why `action` may not be played now, if it may not.
    ///
    /// "Players can sow from any hole" (Eagle 1995: 57-58): any hole holding counters, whoever
    /// moves; while sowing, the next step must be one of the [`open_ways`].
    pub(super) fn refusal(&self, action: DongjintianAction) -> Result<(), DongjintianError> {
        match (self.phase, action) {
            (Phase::Over, _) => Err(DongjintianError::GameOver),
            (Phase::Pick, DongjintianAction::Pick(site)) if self.counts[site.index()] == 0 => {
                Err(DongjintianError::Empty(Dongjintian::name(site)))
            }
            (Phase::Pick, DongjintianAction::Pick(_)) => Ok(()),
            (Phase::Pick, DongjintianAction::Step(dir)) => {
                Err(DongjintianError::WrongStep { action: dir.letter().to_string(), expected: Due::Pick })
            }
            (Phase::Steer { .. }, DongjintianAction::Pick(site)) => {
                Err(DongjintianError::WrongStep { action: Dongjintian::name(site), expected: Due::Direction })
            }
            (Phase::Steer { at, .. }, DongjintianAction::Step(dir)) if neighbour(at, dir).is_none() => {
                Err(DongjintianError::Blocked { dir: dir.letter(), reason: BlockedBy::Edge })
            }
            (Phase::Steer { at, .. }, DongjintianAction::Step(dir)) if self.rules.sowing == Sowing::Ludii => {
                match neighbour(at, dir) {
                    Some(n) if self.sown_in_this_sowing(n) => {
                        Err(DongjintianError::Blocked { dir: dir.letter(), reason: BlockedBy::AlreadySown })
                    }
                    _ => Ok(()),
                }
            }
            (Phase::Steer { heading, .. }, DongjintianAction::Step(dir)) if heading == Some(dir.opposite()) => {
                Err(DongjintianError::Blocked { dir: dir.letter(), reason: BlockedBy::DoublingBack })
            }
            (Phase::Steer { .. }, DongjintianAction::Step(_)) => Ok(()),
        }
    }

    /// Every legal action, in the order of the holes (a1, b1, .. e4) or of the directions (N,
    /// E, S, W).
    fn legal_by_the_rules(&self) -> Vec<DongjintianAction> {
        match self.phase {
            Phase::Pick => (0..HOLES)
                .map(|i| DongjintianAction::Pick(Site(i as u8)))
                .filter(|&pick| self.refusal(pick).is_ok())
                .collect(),
            Phase::Steer { at, heading, .. } => {
                self.ways_by_the_rules(at, heading).into_iter().map(DongjintianAction::Step).collect()
            }
            Phase::Over => Vec::new(),
        }
    }

    /// The mover lifts every counter of `site` (not empty) to sow them.
    ///
    /// A first step with one way only (from a corner) is taken at once (D8).
    fn pick(&mut self, site: Site, events: &mut impl EventSink) {
        let hand = std::mem::take(&mut self.counts[site.index()]);
        // Every counter lifted is sown before the move ends: Ludii's moves (D11).
        self.sown += u32::from(hand);
        events.push(Event::PickUp { site, count: hand });
        self.path.clear();
        self.path.push(site);
        if self.rules.sowing == Sowing::Ludii {
            self.start_sowing_from(site);
        }
        match self.ways_by_the_rules(site, None).as_slice() {
            &[only] => self.sow(site, hand, 0, only, events),
            _ => self.phase = Phase::Steer { at: site, hand, heading: None, relays: 0 },
        }
    }

    /// The mover steers the next counter in direction `dir` (one of the [`open_ways`]).
    fn step(&mut self, dir: Dir, events: &mut impl EventSink) {
        if let Phase::Steer { at, hand, relays, .. } = self.phase {
            self.sow(at, hand, relays, dir, events);
        }
    }

    /// Sows the `hand` counters held at `at` (after `relays` relays), the next one in direction
    /// `dir`, until the mover must choose a way or the move ends.
    fn sow(&mut self, mut at: Site, mut hand: u16, mut relays: u16, mut dir: Dir, events: &mut impl EventSink) {
        loop {
            let next = neighbour(at, dir).expect("the open ways stay on the board");
            self.counts[next.index()] += 1;
            self.path.push(next);
            events.push(Event::Drop { site: next });
            hand -= 1;
            if self.rules.sowing == Sowing::Ludii {
                self.mark_sown(next);
            }
            if hand == 0 {
                // "When the last counter falls into a hole, sowing continues if there are counters
                // in the following holes ... The hole from which the sowing continues will always
                // be the next one in the opposite direction from the penultimate hole" (Eagle 1995:
                // 57-58): the next hole on the same line decides.
                let Some(after) = neighbour(next, dir) else {
                    // "if the sowing ends when a sowing hits an edge or corner, sowing does not
                    // continue" (ibid.), and nothing is captured along another line (D9).
                    return self.end_move(false, events);
                };
                if self.counts[after.index()] == 0 {
                    return self.capture(next, after, dir, events);
                }
                // A move ends after its 40th relay (D6).
                if relays >= MAX_RELAYS {
                    return self.end_move(false, events);
                }
                // "these are picked up and sowing continues from there" (ibid.).
                hand = std::mem::take(&mut self.counts[after.index()]);
                self.sown += u32::from(hand);
                events.push(Event::Relay { site: after, count: hand });
                self.path.push(after);
                (at, relays) = (after, relays + 1);
                // Under `sowing: "ludii"` the relay starts a new sowing from `after` (D12).
                if self.rules.sowing == Sowing::Ludii {
                    self.start_sowing_from(after);
                }
            } else {
                at = next;
            }
            // "a player can change direction orthogonally at any point in the move" (ibid.); a
            // step with one way only is taken at once (D8).
            match self.ways_by_the_rules(at, Some(dir)).as_slice() {
                // Under `sowing: "ludii"` a sowing with nowhere to go drops what it holds where it
                // is, and the move ends: "(add (piece (id "Seed" Shared)) (to (last To))
                // count:(var "NumToSow"))" then "(move Pass)" (D12).
                [] => {
                    self.counts[at.index()] += hand;
                    for _ in 0..hand {
                        events.push(Event::Drop { site: at });
                    }
                    return self.end_move(false, events);
                }
                &[only] => dir = only,
                _ => {
                    self.phase = Phase::Steer { at, hand, heading: Some(dir), relays };
                    return;
                }
            }
        }
    }

    /// The last counter fell in `next`, heading `dir`, and `after`, the hole beyond it on the
    /// line, is empty: the hole beyond that is captured, unless the centre protects it; the move
    /// ends.
    ///
    /// "When the hole after the end of a sowing is empty, the counters in the next hole following
    /// it are captured" (Eagle 1995: 57-58); "Captures cannot be made from the central two holes
    /// of the board" (ibid.): by default no capture when the last counter fell in `c2` or `c3`
    /// (D3; options: across them, or only they themselves, which never happens). One capture
    /// per move (D4).
    pub(super) fn capture(&mut self, next: Site, after: Site, dir: Dir, events: &mut impl EventSink) {
        let captured = self.take_capture(next, after, dir, events);
        self.end_move(captured, events);
    }

    /// The capture itself, as [`Dongjintian::capture`] states it; whether counters were taken.
    pub(super) fn take_capture(&mut self, next: Site, after: Site, dir: Dir, events: &mut impl EventSink) -> bool {
        let protected = match self.rules.centre {
            CentreRule::LastHole => central(next),
            CentreRule::Gap => central(after),
            CentreRule::Target => false,
        };
        let target = neighbour(after, dir).filter(|&t| !protected && !central(t) && self.counts[t.index()] > 0);
        if let Some(target) = target {
            let count = std::mem::take(&mut self.counts[target.index()]);
            self.captured[self.mover().index()] += u32::from(count);
            events.push(Event::Capture { site: target, count, by: self.mover() });
        }
        target.is_some()
    }

    /// The move is over; the next player moves, South, East, North, West in turn (D7), unless
    /// the game is over: the board is empty, or twenty turns in a row have captured nothing (D1).
    ///
    /// Under `end: "ludii"` (D11), as Ludii 1.3.13 plays its ruleset "Dongjintian (Four
    /// Players)": "(end (if (<= (count Pieces All in:(sites Board)) 1) (byScore ...)))", so the
    /// game is over when at most one counter is left on the board, however many turns pass
    /// without a capture; otherwise Ludii stops a game at its default limits, 1,250 turns a
    /// player and 10,000 moves (one counter sown a move), drawn for all.
    pub(super) fn end_move(&mut self, captured: bool, events: &mut impl EventSink) {
        self.quiet = if captured { 0 } else { self.quiet + 1 };
        self.turns += 1;
        let over = match self.rules.end {
            GameEnd::Quiet => self.counts.iter().all(|&c| c == 0) || self.quiet >= QUIET_TURNS,
            GameEnd::Ludii => {
                self.counts.iter().sum::<u16>() <= 1 || self.turns >= LUDII_TURN_LIMIT || self.sown >= LUDII_MOVE_LIMIT
            }
        };
        self.pass_turn(over, events);
    }

    /// The game is over, or the next player in turn (D7) picks a hole.
    pub(super) fn pass_turn(&mut self, over: bool, events: &mut impl EventSink) {
        if over {
            self.phase = Phase::Over;
            events.push(Event::TurnEnd { next: ToAct::Over });
            return;
        }
        self.turn = (self.turn + 1) % 4;
        self.phase = Phase::Pick;
        events.push(Event::TurnEnd { next: ToAct::Seat(self.mover()) });
    }
}

impl Rules for Dongjintian {
    fn rules_legal_actions(&self, out: &mut Vec<DongjintianAction>) {
        out.clear();
        out.extend(self.legal_by_the_rules());
    }

    fn rules_apply(&mut self, action: DongjintianAction, events: &mut impl EventSink) -> Result<(), DongjintianError> {
        self.refusal(action)?;
        match action {
            DongjintianAction::Pick(site) => self.pick(site, events),
            DongjintianAction::Step(dir) => self.step(dir, events),
        }
        Ok(())
    }
}
