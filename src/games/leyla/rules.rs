//! Leyla's rules as the source states them, to be read beside it: a round of Leyla
//! ([`Leyla`]) move by move, and the reference engine's play of a whole match
//! ([`crate::engine::Reference`] of [`LeylaMatch`]).
//!
//! Source: Pankhurst 1971: 182, play by Ba'alul Mohamed of Jigjiga, Ethiopia, in the words of
//! the Ludii ruleset "Leyla" (DLP.GameRulesets.368), which is what the quotations below are
//! taken from. Where the text leaves a question open, the answer is an L note of
//! `docs/rules-notes.md`, cited where it is applied; each rule has scenario tests in `tests.rs`
//! and `match_tests.rs`.
//!
//! Everything here is plain counts and hole states, in the order the source states them. The
//! engine the app, search and studies play (`fast.rs`) reaches the same positions by shortcuts;
//! `tests/agree.rs` checks that it does, after every action of many games of every rule option.
//! The match between rounds (L10-L18) is written plainly in `rounds.rs` and shared by both
//! engines: a match played by these rules differs from the fast one only in its rounds.

use super::rounds::LeylaAction;
use super::{side, topology, Ending, Hole, Leyla, LeylaError, LeylaMatch, RoundEnd, Sow, HOLES};
use crate::engine::repetition::REPETITIONS;
use crate::engine::{Event, EventSink, Rules, Seat, Site, ToAct};
use std::collections::HashSet;

/// What the last counter of a sowing does, by the hole it falls in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LastCounter {
    /// It fell in an empty hole, or in the mover's own captured hole: the turn ends.
    EndsTurn,
    /// It fell in an occupied free hole: its counters are lifted and sown on.
    Relays,
    /// It made four in a free hole of the opponent's row: that hole and the one facing it are
    /// captured.
    CapturesHoles,
    /// It fell in a hole the opponent captured: it and one counter more are taken.
    TakesCounters,
}

impl Leyla {
    /// Why the player to move may not sow from `site`, if they may not.
    ///
    /// "Players may not sow from these [captured] holes" (Pankhurst 1971: 182); a move sows
    /// from a non-empty hole of the mover's own row; holes out of play between rounds (L15)
    /// have nothing to sow.
    pub(super) fn check(&self, site: Site) -> Result<(), LeylaError> {
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

    /// The holes the player to move may sow from, in site order: those [`Leyla::check`] allows.
    fn holes_to_sow(&self) -> Vec<Site> {
        Leyla::row(self.to_move).filter(|&site| self.check(site).is_ok()).collect()
    }

    /// Whether `seat` has a hole to sow from: a free hole of their row holding counters.
    fn can_sow(&self, seat: Seat) -> bool {
        Leyla::row(seat).any(|site| self.holes[site.index()] == Hole::Free && self.counts[site.index()] > 0)
    }

    /// Whether the round is over because a player can no longer move: "Play continues until one
    /// of the players can no longer move" (Pankhurst 1971: 182), asked of the player to move, or
    /// with the option `round_end: "either_row"` of either player (L8).
    fn cannot_go_on(&self) -> bool {
        !self.can_sow(self.to_move)
            || (self.rules.round_end == RoundEnd::EitherRow && !self.can_sow(self.to_move.opponent()))
    }

    /// The hole after `site` in sowing order.
    ///
    /// "Sowing occurs in a clockwise direction" (Pankhurst 1971: 182): a1, a2, .. a6, b1, ..
    /// b6 and round to a1 (L1). Holes out of play this round are passed over (L15); captured
    /// holes are sown into like any other (L7).
    fn next_in_play(&self, site: Site) -> Site {
        let mut at = site;
        loop {
            at = Site((at.0 + 1) % HOLES as u8);
            if at == site || self.holes[at.index()] != Hole::OutOfPlay {
                return at;
            }
        }
    }

    /// Sows `hand` counters from `from`, one into each hole in turn, and gives the hole the last
    /// one fell in (`from` itself if the hand is empty).
    ///
    /// A sowing long enough to come round drops into its starting hole too (L3); with the
    /// option `skip_origin` it passes over it.
    fn sow(&mut self, from: Site, hand: u16, events: &mut impl EventSink) -> Site {
        let mut at = from;
        for _ in 0..hand {
            at = self.next_in_play(at);
            if self.rules.skip_origin && at == from {
                at = self.next_in_play(at);
            }
            self.counts[at.index()] += 1;
            events.push(Event::Drop { site: at });
        }
        at
    }

    /// What the last counter of the mover's sowing, fallen in `last`, does.
    fn last_counter(&self, last: Site) -> LastCounter {
        let mover = self.to_move;
        let count = self.counts[last.index()];
        match self.holes[last.index()] {
            // "If on a subsequent turn the final counter of a sowing falls into an opponent's
            // captured hole, one counter from the hole is captured, as well as the final counter
            // of the sowing, and the turn ends" (Pankhurst 1971: 182; L6).
            Hole::Captured(owner) if owner != mover => LastCounter::TakesCounters,
            // The text says nothing of one's own captured hole: the turn ends, the counter stays (L2).
            Hole::Captured(_) => LastCounter::EndsTurn,
            // "When the final counter of a sowing lands in an empty hole, the turn ends" (ibid.).
            Hole::Free if count == 1 => LastCounter::EndsTurn,
            // "If this occupied hole is in the opponent's row and is made to contain four with the
            // final counter, this hole and the one opposite it are captured, the counters
            // remaining in the holes" (ibid.): a free hole that held three (L5).
            Hole::Free if side(last) != mover && count == 4 => LastCounter::CapturesHoles,
            // "When the final counter of a sowing lands in an occupied hole, the contents of the
            // hole are picked up and sowing continues" (ibid.); four in one's own row is a relay
            // too (L5).
            Hole::Free => LastCounter::Relays,
            // Sowing never drops into a hole out of play (L15).
            Hole::OutOfPlay => LastCounter::EndsTurn,
        }
    }

    /// The player to move sows from `start`, which [`Leyla::check`] allows: the sowing, its
    /// relays, what the last counter does, and the end of the turn.
    fn sow_by_the_rules(&mut self, start: Site, events: &mut impl EventSink) {
        let mover = self.to_move;
        let hand = std::mem::take(&mut self.counts[start.index()]);
        events.push(Event::PickUp { site: start, count: hand.into() });
        let mut last = self.sow(start, hand.into(), events);
        // Every board met at a relay of this move, with the hole the relay starts from (L4).
        let mut relays: HashSet<([u8; HOLES], Site)> = HashSet::new();
        let mut captured = false;
        loop {
            match self.last_counter(last) {
                LastCounter::EndsTurn => break,
                LastCounter::Relays => {
                    // L4: a relay from the same hole of the same board as an earlier relay of this
                    // move would repeat itself for ever; the turn ends there, the counters where
                    // they lie.
                    if !relays.insert((self.counts, last)) {
                        break;
                    }
                    let hand = std::mem::take(&mut self.counts[last.index()]);
                    events.push(Event::Relay { site: last, count: hand.into() });
                    last = self.sow(last, hand.into(), events);
                }
                LastCounter::CapturesHoles => {
                    let facing = super::opposite(last);
                    self.holes[last.index()] = Hole::Captured(mover);
                    self.holes[facing.index()] = Hole::Captured(mover);
                    events.push(Event::Claim { site: last, by: mover });
                    events.push(Event::Claim { site: facing, by: mover });
                    captured = true;
                    break;
                }
                LastCounter::TakesCounters => {
                    // The last counter and one more; only the last if the hole was empty (L6).
                    let take = self.counts[last.index()].min(2);
                    self.counts[last.index()] -= take;
                    self.won[mover.index()] += u16::from(take);
                    events.push(Event::Capture { site: last, count: take.into(), by: mover });
                    captured = true;
                    break;
                }
            }
        }
        self.end_turn_by_the_rules(captured, events);
    }

    /// The turn passes to the opponent, unless the round is over: when a player can no longer
    /// move ([`Leyla::cannot_go_on`], L8), or when the same position (every hole's counters, the
    /// player to move) comes about for the third time since the last capture (L17).
    fn end_turn_by_the_rules(&mut self, captured: bool, events: &mut impl EventSink) {
        self.to_move = self.to_move.opponent();
        if captured {
            self.positions.clear();
        }
        let now = super::fast::Position::of(&self.counts, self.to_move);
        let before = self.positions.met().iter().filter(|&&met| met == now).count();
        self.positions.note(now);
        let ending = if self.cannot_go_on() {
            Ending::Stuck
        } else if before + 1 >= REPETITIONS {
            Ending::Repetition
        } else {
            events.push(Event::TurnEnd { next: ToAct::Seat(self.to_move) });
            return;
        };
        self.settle(ending, events);
        events.push(Event::TurnEnd { next: ToAct::Over });
    }

    /// A round begins (from the opening, between rounds, or set up by hand): its first position
    /// is remembered for L17, and if the player to move cannot move, the round is over at once
    /// (L8).
    pub(super) fn begin(&mut self) {
        let first = super::fast::Position::of(&self.counts, self.to_move);
        self.positions.note(first);
        if self.cannot_go_on() {
            self.settle(Ending::Stuck, &mut crate::engine::NoEvents);
        }
    }

    /// The round is over: the counters left on the board are shared out.
    ///
    /// "... the opponent taking any remaining counters in free holes on their side of the board
    /// and each player taking the counters in their captured holes" (Pankhurst 1971: 182):
    /// counters in free holes go to the player whose row they are in, counters in captured
    /// holes to the hole's owner (L8).
    pub(super) fn settle(&mut self, ending: Ending, events: &mut impl EventSink) {
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
}

/// A round of Leyla played by the rules above.
impl Rules for Leyla {
    fn rules_legal_actions(&self, out: &mut Vec<Sow>) {
        out.clear();
        out.extend(self.holes_to_sow().into_iter().map(Sow));
    }

    fn rules_apply(&mut self, action: Sow, events: &mut impl EventSink) -> Result<(), LeylaError> {
        self.check(action.0)?;
        self.sow_by_the_rules(action.0, events);
        // The fast engine's own record of the holes, kept beside them, follows the rules' play.
        self.reindex();
        Ok(())
    }
}

/// A match of Leyla: the between-round rules of `rounds.rs` (L10-L18), with each round sown by
/// the rules above.
impl Rules for LeylaMatch {
    fn rules_legal_actions(&self, out: &mut Vec<LeylaAction>) {
        self.actions_with(out, |round, out| out.extend(round.holes_to_sow().into_iter().map(LeylaAction::Sow)));
    }

    fn rules_apply(&mut self, action: LeylaAction, events: &mut impl EventSink) -> Result<(), LeylaError> {
        self.play_with(action, events, |round, action, events| round.rules_apply(action, events))
    }
}
