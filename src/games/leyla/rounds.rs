//! A whole match of Leyla: rounds (see [`super::Leyla`]) joined by the between-round rules of
//! the source (Pankhurst 1971: 182, via the Ludii ruleset "Leyla", DLP.GameRulesets.368):
//! refilling holes with four counters each, surrendering a lone counter, lending two, repaying
//! "when they can", the richer player filling only as many holes as the poorer one, and the
//! match ending when a player cannot fill a single hole. These are the decisions from L10 on in
//! `docs/rules-notes.md`.
//!
//! Between rounds, each player's *total* is what they took from the board plus their reserve.
//! The steps, in order:
//! 1. a borrower repays what they owe, as far as [`Repayment`] allows (L11);
//! 2. a player whose total leaves one counter over gives it to the opponent (L12); since the two
//!    totals always add up to 48, the opponent then had three over and now completes a hole (L13);
//! 3. if both have two over, the richer player may lend their two to the poorer (action `lend`)
//!    or keep them (`keep`) (L14);
//! 4. both fill the same number of holes, as many as the poorer can: by default in facing pairs
//!    from the a1/b6 end, the other holes out of play; with [`Unfilled::InPlay`] each player
//!    chooses their holes (`fill:a3`, the next round's starter first) and the empty ones stay in
//!    play. What is left over waits in reserve (L15);
//! 5. the player who did not start the last round starts the next (L16).
//!
//! If the poorer player cannot fill one hole, the match is over and they have lost. A match also
//! ends when a round is played move for move as two earlier rounds that began from the same
//! totals, debts and starter (L18).

use super::{opposite, side, Hole, Leyla, LeylaError, LeylaRules, Repayment, Sow, Unfilled, HOLES, ROW, START_COUNT};
use crate::engine::repetition::REPETITIONS;
use crate::engine::{
    Event, EventSink, Game, Phrase, Rng, RoundSummary, Seat, Site, SiteState, SiteView, Standing, ToAct, Topology,
    TransferReason,
};
use std::fmt;
use std::ops::Range;

/// Counters a full row takes: a player holding more can repay from the surplus.
const FULL_ROW: u16 = (ROW as u16) * START_COUNT as u16;
/// Counters lent at once.
const LOAN: u16 = 2;

/// A decision in a Leyla match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeylaAction {
    /// Sow from a hole (during a round).
    Sow(Site),
    /// Between rounds: lend the two counters over to the opponent.
    Lend,
    /// Between rounds: keep the two counters over in reserve.
    Keep,
    /// Between rounds, with [`Unfilled::InPlay`]: fill this hole of one's row with four.
    Fill(Site),
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Phase {
    /// A round is being played.
    Round,
    /// Between rounds: `lender` decides whether to lend; `totals` are both players' counters.
    LoanOffer { lender: Seat, totals: [u16; 2] },
    /// Between rounds, with [`Unfilled::InPlay`]: `chooser` picks the holes of their row to fill,
    /// `pairs` of them; `filled` marks the holes both have picked so far.
    Fill { chooser: Seat, pairs: u16, filled: [bool; HOLES] },
    /// The match is over; `loser` could not fill a hole (`None`: a single round that was drawn).
    /// `totals` are both players' counters at the end.
    Over { loser: Option<Seat>, totals: [u16; 2], end: MatchEnd },
}

/// How a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MatchEnd {
    /// The `single_round` option: one round decides.
    SingleRound,
    /// A player could not fill a hole.
    CannotFill,
    /// A round was played move for move as two earlier rounds from the same start (L18).
    Repetition,
}

/// A match of Leyla.
#[derive(Debug, PartialEq, Eq)]
pub struct LeylaMatch {
    round: Leyla,
    number: u16,
    first: Seat,
    reserve: [u16; 2],
    owed: [u16; 2],
    phase: Phase,
    /// Every finished round and what passed after it, kept as values and put in words only
    /// for [`Game::standing`] (playouts and search finish many rounds and read none).
    history: Vec<Finished>,
    notes: Vec<Note>,
    /// What the current round began from.
    start: RoundStart,
    /// The actions of the match so far (holes filled, then holes sown, round after round), by
    /// site; the current round's are those from `round_moves`.
    moves: Vec<u8>,
    round_moves: usize,
    /// Every finished round: where it began and where its actions are in `moves`, for the
    /// repetition rule (L18).
    played: Vec<(RoundStart, Range<usize>)>,
    rules: LeylaRules,
}

/// A finished round: its number, who moved first, what each seat took, and its notes (from
/// `notes_from` in [`LeylaMatch::notes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Finished {
    round: u16,
    first: Seat,
    taken: [u16; 2],
    notes_from: usize,
}

/// A step between rounds, as the standing tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Note {
    Repeated { round: u16 },
    Repaid { debtor: Seat, paid: u16, still: u16 },
    Surrendered { giver: Seat },
    Lent { lender: Seat },
    Kept { lender: Seat },
    CannotFill { loser: Seat },
    NextRound { round: u16, pairs: u16 },
}

impl Note {
    /// The note as a phrase (the messages `leyla-note-*`), for the app.
    fn phrase(&self) -> Phrase {
        match *self {
            Note::Repeated { round } => Phrase::new("leyla-note-repeated").with("round", round),
            Note::Repaid { debtor, paid, still } => {
                Phrase::new("leyla-note-repaid").with("seat", debtor).with("count", paid).with("still", still)
            }
            Note::Surrendered { giver } => {
                Phrase::new("leyla-note-surrendered").with("seat", giver).with("other", giver.opponent())
            }
            Note::Lent { lender } => Phrase::new("leyla-note-lent")
                .with("seat", lender)
                .with("count", u32::from(LOAN))
                .with("other", lender.opponent()),
            Note::Kept { lender } => Phrase::new("leyla-note-kept").with("seat", lender).with("count", u32::from(LOAN)),
            Note::CannotFill { loser } => Phrase::new("leyla-note-cannot-fill").with("seat", loser),
            Note::NextRound { round, pairs } => {
                Phrase::new("leyla-note-next-round").with("round", round).with("count", pairs)
            }
        }
    }
}

/// A copy makes room for what a playout or a search adds to it, so that it grows once rather
/// than round after round.
impl Clone for LeylaMatch {
    fn clone(&self) -> LeylaMatch {
        LeylaMatch {
            round: self.round.clone(),
            number: self.number,
            first: self.first,
            reserve: self.reserve,
            owed: self.owed,
            phase: self.phase.clone(),
            history: with_room(&self.history, 16),
            notes: with_room(&self.notes, 32),
            start: self.start,
            moves: with_room(&self.moves, 4 * ROUND_MOVES),
            round_moves: self.round_moves,
            played: with_room(&self.played, 16),
            rules: self.rules,
        }
    }
}

/// `items` with room for `room` more.
fn with_room<T: Clone>(items: &[T], room: usize) -> Vec<T> {
    let mut copy = Vec::with_capacity(items.len() + room);
    copy.extend_from_slice(items);
    copy
}

/// Both players' counters, their debts, and who moves first, as a round starts.
type RoundStart = ([u16; 2], [u16; 2], Seat);

/// How a fill is kept in [`LeylaMatch::moves`]: after the twelve holes sown from.
const FILLED: u8 = HOLES as u8;

const SEATS: [Seat; 2] = [Seat::FIRST, Seat::SECOND];

/// Moves a round usually takes at most.
const ROUND_MOVES: usize = 64;

impl LeylaMatch {
    /// A new match: round 1 from the opening position, South to move.
    pub fn new(rules: LeylaRules) -> LeylaMatch {
        LeylaMatch {
            round: Leyla::new(rules),
            number: 1,
            first: Seat::FIRST,
            reserve: [0, 0],
            owed: [0, 0],
            phase: Phase::Round,
            history: Vec::new(),
            notes: Vec::new(),
            start: ([24, 24], [0, 0], Seat::FIRST),
            moves: Vec::new(),
            round_moves: 0,
            played: Vec::new(),
            rules,
        }
    }

    /// A match whose first round starts from `round`, a position set up by hand (`setup`).
    pub(super) fn from_round(round: Leyla) -> LeylaMatch {
        let (first, rules) = (round.to_move, round.rules());
        LeylaMatch { round, first, start: ([24, 24], [0, 0], first), ..LeylaMatch::new(rules) }
    }

    /// The round being played (or the last one).
    pub fn round(&self) -> &Leyla {
        &self.round
    }

    /// The number of the current round, from 1.
    pub fn round_number(&self) -> u16 {
        self.number
    }

    /// Counters each seat holds off the board: during a round its reserve, between rounds and
    /// at the end everything it has.
    pub fn reserve(&self) -> [u16; 2] {
        match self.phase {
            Phase::Round => self.reserve,
            Phase::LoanOffer { totals, .. } | Phase::Over { totals, .. } => totals,
            Phase::Fill { .. } => self.holdings(),
        }
    }

    /// Counters each seat owes the other.
    pub fn owed(&self) -> [u16; 2] {
        self.owed
    }

    /// Counters each player holds: taken in this round plus reserve (between rounds and at the
    /// end, everything they have).
    pub fn holdings(&self) -> [u16; 2] {
        match self.phase {
            Phase::Round => {
                let won = self.round.won();
                [won[0] + self.reserve[0], won[1] + self.reserve[1]]
            }
            Phase::LoanOffer { totals, .. } | Phase::Over { totals, .. } => totals,
            Phase::Fill { pairs, filled, .. } => SEATS.map(|seat| {
                let placed = filled.iter().enumerate().filter(|&(i, &f)| f && side(Site(i as u8)) == seat).count();
                self.reserve[seat.index()] + (pairs - placed as u16) * u16::from(START_COUNT)
            }),
        }
    }

    /// Counters in each hole: the round's, or while holes are being filled, the holes filled.
    pub fn board(&self) -> [u8; HOLES] {
        match self.phase {
            Phase::Fill { filled, .. } => filled.map(|f| if f { START_COUNT } else { 0 }),
            _ => *self.round.counts(),
        }
    }

    /// Every counter: on the board and held by the players. Always 48.
    pub fn total(&self) -> u32 {
        let on_board: u32 = self.board().iter().map(|&c| u32::from(c)).sum();
        on_board + self.holdings().iter().map(|&h| u32::from(h)).sum::<u32>()
    }

    /// A match resumed between rounds, for tests and studies: both players' totals after a
    /// round, what each owes, and who started the round just finished.
    pub fn between_rounds(
        totals: [u16; 2],
        owed: [u16; 2],
        finished: u16,
        first: Seat,
        rules: LeylaRules,
        events: &mut impl EventSink,
    ) -> LeylaMatch {
        let mut game = LeylaMatch {
            round: Leyla::from_parts([0; HOLES], [Hole::Free; HOLES], totals, first, rules),
            number: finished,
            first,
            reserve: [0, 0],
            owed,
            phase: Phase::Round,
            history: Vec::new(),
            notes: Vec::new(),
            start: (totals, owed, first),
            moves: Vec::new(),
            round_moves: 0,
            played: Vec::new(),
            rules,
        };
        game.after_round(events);
        game
    }

    /// A hole of the round was sown from: kept for the repetition rule, and the round settled
    /// if it is over.
    fn sown(&mut self, site: Site, events: &mut impl EventSink) {
        self.moves.push(site.0);
        if self.round.to_act() == ToAct::Over {
            self.after_round(events);
        }
    }

    fn note(&mut self, note: Note) {
        if !self.history.is_empty() {
            self.notes.push(note);
        }
    }

    /// Whether the round just finished was played move for move as two earlier rounds from
    /// the same start (L18); it is kept for the next rounds to compare with.
    fn third_time_played(&mut self) -> bool {
        let this = self.round_moves..self.moves.len();
        self.round_moves = self.moves.len();
        let moves = &self.moves;
        let same = |(start, range): &(RoundStart, Range<usize>)| {
            *start == self.start && moves[range.clone()] == moves[this.clone()]
        };
        let before = self.played.iter().filter(|played| same(played)).count();
        self.played.push((self.start, this));
        before + 1 >= REPETITIONS
    }

    /// The round just ended: settle the accounts and set up the next round (or ask for a loan
    /// decision first, or end the match).
    fn after_round(&mut self, events: &mut impl EventSink) {
        let taken = self.round.won();
        self.history.push(Finished { round: self.number, first: self.first, taken, notes_from: self.notes.len() });
        if self.rules.single_round {
            self.phase = Phase::Over { loser: poorer(taken), totals: taken, end: MatchEnd::SingleRound };
            return;
        }
        let mut totals = [taken[0] + self.reserve[0], taken[1] + self.reserve[1]];
        // L18: the third time a round is played move for move from the same start.
        if self.third_time_played() {
            self.note(Note::Repeated { round: self.number });
            self.phase = Phase::Over { loser: poorer(totals), totals, end: MatchEnd::Repetition };
            return;
        }
        // 1. Repayment (L11).
        for debtor in SEATS {
            let owed = self.owed[debtor.index()];
            let total = totals[debtor.index()];
            let can = match self.rules.repayment {
                Repayment::FromSurplus => total.saturating_sub(FULL_ROW),
                Repayment::FromSpare if total >= FULL_ROW => total - FULL_ROW,
                Repayment::FromSpare => total % u16::from(START_COUNT),
                Repayment::AtOnce => total,
            };
            let paid = owed.min(can);
            if paid > 0 {
                self.transfer(&mut totals, debtor, paid, TransferReason::Repay, events);
                self.owed[debtor.index()] -= paid;
                self.note(Note::Repaid { debtor, paid, still: self.owed[debtor.index()] });
            }
        }
        // 2. A lone counter over is surrendered (L12, L13).
        if let Some(&giver) = SEATS.iter().find(|s| totals[s.index()] % 4 == 1) {
            self.transfer(&mut totals, giver, 1, TransferReason::Surrender, events);
            self.note(Note::Surrendered { giver });
        }
        // 3. Two over each: the richer may lend (L14).
        if totals[0] % 4 == 2 && totals[0] != totals[1] {
            let lender = if totals[0] > totals[1] { Seat::FIRST } else { Seat::SECOND };
            self.phase = Phase::LoanOffer { lender, totals };
            return;
        }
        self.start_round(totals, events);
    }

    fn transfer(
        &self,
        totals: &mut [u16; 2],
        from: Seat,
        count: u16,
        reason: TransferReason,
        events: &mut impl EventSink,
    ) {
        totals[from.index()] -= count;
        totals[from.opponent().index()] += count;
        events.push(Event::Transfer { from, to: from.opponent(), count, reason });
    }

    /// Fills holes for the next round (L15), or lets the players choose them, and starts it with
    /// the other player first (L16).
    fn start_round(&mut self, totals: [u16; 2], events: &mut impl EventSink) {
        let pairs = (totals[0] / 4).min(totals[1] / 4);
        if pairs == 0 {
            let loser = if totals[0] < 4 { Seat::FIRST } else { Seat::SECOND };
            self.note(Note::CannotFill { loser });
            self.phase = Phase::Over { loser: Some(loser), totals, end: MatchEnd::CannotFill };
            events.push(Event::TurnEnd { next: ToAct::Over });
            return;
        }
        self.reserve = totals.map(|t| t - pairs * u16::from(START_COUNT));
        self.note(Note::NextRound { round: self.number + 1, pairs });
        self.number += 1;
        self.first = self.first.opponent();
        self.start = (totals, self.owed, self.first);
        let mut filled = [false; HOLES];
        if usize::from(pairs) == ROW {
            filled = [true; HOLES];
        } else if self.rules.unfilled_holes == Unfilled::InPlay {
            self.phase = Phase::Fill { chooser: self.first, pairs, filled };
            events.push(Event::LaidOut { round: self.number });
            events.push(Event::TurnEnd { next: ToAct::Seat(self.first) });
            return;
        } else {
            for i in 0..usize::from(pairs) {
                filled[i] = true;
                filled[opposite(Site(i as u8)).index()] = true;
            }
        }
        self.begin_round(filled, events);
    }

    /// Starts the round on the holes `filled`, four in each. Facing pairs leave the other holes
    /// out of play; holes the players chose leave the others in play, empty.
    fn begin_round(&mut self, filled: [bool; HOLES], events: &mut impl EventSink) {
        let counts = filled.map(|f| if f { START_COUNT } else { 0 });
        let holes = filled.map(|f| match (f, self.rules.unfilled_holes) {
            (false, Unfilled::OutOfPlay) => Hole::OutOfPlay,
            _ => Hole::Free,
        });
        self.round.restart(counts, holes, self.first);
        // Room for the round's moves at once, rather than growing while it is played.
        self.moves.reserve(ROUND_MOVES);
        self.phase = Phase::Round;
        events.push(Event::RoundStart { round: self.number, first: self.first });
        events.push(Event::TurnEnd { next: ToAct::Seat(self.first) });
    }

    /// Fills `site` for the next round (with [`Unfilled::InPlay`]); once both players have
    /// chosen their holes, the round begins.
    fn fill(&mut self, site: Site, events: &mut impl EventSink) -> Result<(), LeylaError> {
        let Phase::Fill { chooser, pairs, mut filled } = self.phase else { return Err(LeylaError::NotFilling) };
        let hole = || super::topology().id(site).to_string();
        if side(site) != chooser {
            return Err(LeylaError::NotYourRow { hole: hole(), mover: chooser });
        }
        if filled[site.index()] {
            return Err(LeylaError::AlreadyFilled { hole: hole() });
        }
        filled[site.index()] = true;
        self.moves.push(FILLED + site.0);
        for _ in 0..START_COUNT {
            events.push(Event::Drop { site });
        }
        let chosen = |seat: Seat| filled.iter().enumerate().filter(|&(i, &f)| f && side(Site(i as u8)) == seat).count();
        if chosen(chooser) < usize::from(pairs) {
            self.phase = Phase::Fill { chooser, pairs, filled };
        } else if chosen(chooser.opponent()) < usize::from(pairs) {
            self.phase = Phase::Fill { chooser: chooser.opponent(), pairs, filled };
            events.push(Event::TurnEnd { next: ToAct::Seat(chooser.opponent()) });
        } else {
            self.begin_round(filled, events);
        }
        Ok(())
    }

    /// The legal actions, with the round's holes to sow from listed by `sowable` (the fast
    /// engine's or the rules'): the one thing the two engines list differently in a match.
    pub(super) fn actions_with(&self, out: &mut Vec<LeylaAction>, sowable: impl FnOnce(&Leyla, &mut Vec<LeylaAction>)) {
        out.clear();
        match self.phase {
            Phase::Round => sowable(&self.round, out),
            Phase::LoanOffer { .. } => out.extend([LeylaAction::Lend, LeylaAction::Keep]),
            Phase::Fill { chooser, filled, .. } => out.extend(
                (0..HOLES as u8).map(Site).filter(|&s| side(s) == chooser && !filled[s.index()]).map(LeylaAction::Fill),
            ),
            Phase::Over { .. } => {}
        }
    }

    /// Plays `action` by the match's rules, the round's sowing by `sow` (the fast engine's
    /// [`Game::apply_with`] or the rules' `rules_apply`): the one thing the two engines do
    /// differently in a match.
    pub(super) fn play_with<E: EventSink>(
        &mut self,
        action: LeylaAction,
        events: &mut E,
        sow: impl FnOnce(&mut Leyla, Sow, &mut E) -> Result<(), LeylaError>,
    ) -> Result<(), LeylaError> {
        match (&self.phase, action) {
            (Phase::Round, LeylaAction::Sow(site)) => {
                sow(&mut self.round, Sow(site), events)?;
                self.sown(site, events);
                Ok(())
            }
            (&Phase::LoanOffer { lender, mut totals }, LeylaAction::Lend | LeylaAction::Keep) => {
                if action == LeylaAction::Lend {
                    self.transfer(&mut totals, lender, LOAN, TransferReason::Loan, events);
                    let borrower = lender.opponent();
                    let cancelled = self.owed[lender.index()].min(LOAN);
                    self.owed[lender.index()] -= cancelled;
                    self.owed[borrower.index()] += LOAN - cancelled;
                    self.note(Note::Lent { lender });
                } else {
                    self.note(Note::Kept { lender });
                }
                self.start_round(totals, events);
                Ok(())
            }
            (Phase::Fill { .. }, LeylaAction::Fill(site)) => self.fill(site, events),
            (Phase::Over { .. }, _) => Err(LeylaError::MatchOver),
            (Phase::Round, LeylaAction::Fill(_)) | (Phase::LoanOffer { .. }, LeylaAction::Fill(_)) => {
                Err(LeylaError::NotFilling)
            }
            (Phase::Round | Phase::Fill { .. }, LeylaAction::Lend | LeylaAction::Keep) => {
                Err(LeylaError::NoLoanOffered)
            }
            (Phase::LoanOffer { .. }, LeylaAction::Sow(_)) => Err(LeylaError::LoanDecisionPending),
            (Phase::Fill { .. }, LeylaAction::Sow(_)) => Err(LeylaError::FillPending),
        }
    }
}

/// The player with fewer counters, if either has.
fn poorer(totals: [u16; 2]) -> Option<Seat> {
    match totals[0].cmp(&totals[1]) {
        std::cmp::Ordering::Greater => Some(Seat::SECOND),
        std::cmp::Ordering::Less => Some(Seat::FIRST),
        std::cmp::Ordering::Equal => None,
    }
}

impl Game for LeylaMatch {
    const HARD_ITERATIONS: u32 = 35_000;

    type Action = LeylaAction;
    type Error = LeylaError;

    fn topology(&self) -> &'static Topology {
        self.round.topology()
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Round => self.round.to_act(),
            Phase::LoanOffer { lender, .. } => ToAct::Seat(lender),
            Phase::Fill { chooser, .. } => ToAct::Seat(chooser),
            Phase::Over { .. } => ToAct::Over,
        }
    }

    fn legal_actions(&self, out: &mut Vec<LeylaAction>) {
        self.actions_with(out, |round, out| round.sowable_into(out, LeylaAction::Sow));
    }

    fn legal_count(&self) -> usize {
        if matches!(self.phase, Phase::Round) {
            return self.round.legal_count();
        }
        let mut out = Vec::new();
        self.legal_actions(&mut out);
        out.len()
    }

    fn random_legal(&self, rng: &mut Rng, buffer: &mut Vec<LeylaAction>) -> Option<LeylaAction> {
        if matches!(self.phase, Phase::Round) {
            return self.round.random_sowable(rng).map(LeylaAction::Sow);
        }
        self.legal_actions(buffer);
        rng.choose(buffer).copied()
    }

    fn apply_with(&mut self, action: LeylaAction, events: &mut impl EventSink) -> Result<(), LeylaError> {
        self.play_with(action, events, |round, action, events| round.apply_with(action, events))
    }

    fn apply_legal(&mut self, action: LeylaAction, events: &mut impl EventSink) {
        match (&self.phase, action) {
            (Phase::Round, LeylaAction::Sow(site)) => {
                self.round.apply_legal(Sow(site), events);
                self.sown(site, events);
            }
            _ => {
                if let Err(error) = self.apply_with(action, events) {
                    panic!("apply_legal was given an illegal action: {error}");
                }
            }
        }
    }

    fn returns(&self) -> Vec<f64> {
        match self.phase {
            Phase::Over { loser: Some(loser), .. } => {
                SEATS.iter().map(|&s| if s == loser { -1.0 } else { 1.0 }).collect()
            }
            _ => vec![0.0, 0.0],
        }
    }

    fn scores(&self) -> Vec<u32> {
        self.holdings().iter().map(|&h| u32::from(h)).collect()
    }

    fn explain(&self, events: &[Event]) -> Vec<Phrase> {
        super::explain::explain(self, events)
    }

    fn action_text(&self, action: LeylaAction) -> String {
        match action {
            LeylaAction::Sow(site) => self.round.action_text(Sow(site)),
            LeylaAction::Lend => "lend".to_string(),
            LeylaAction::Keep => "keep".to_string(),
            LeylaAction::Fill(site) => format!("fill:{}", self.round.action_text(Sow(site))),
        }
    }

    fn action_label_phrase(&self, action: LeylaAction) -> Phrase {
        match (action, &self.phase) {
            (LeylaAction::Lend, Phase::LoanOffer { lender, .. }) => Phrase::new("leyla-label-lend")
                .with("seat", *lender)
                .with("count", LOAN)
                .with("other", lender.opponent()),
            (LeylaAction::Keep, Phase::LoanOffer { lender, .. }) => {
                Phrase::new("leyla-label-keep").with("seat", *lender).with("count", LOAN)
            }
            (LeylaAction::Fill(site), Phase::Fill { chooser, .. }) => Phrase::new("leyla-label-fill")
                .with("seat", *chooser)
                .with("hole", self.round.action_text(Sow(site)))
                .with("count", START_COUNT),
            _ => Phrase::new("label-in-english").with("text", self.action_text(action)),
        }
    }

    fn action_site(&self, action: LeylaAction) -> Option<Site> {
        match action {
            LeylaAction::Sow(site) | LeylaAction::Fill(site) => Some(site),
            LeylaAction::Lend | LeylaAction::Keep => None,
        }
    }

    fn parse_action(&self, text: &str) -> Result<LeylaAction, LeylaError> {
        match text.trim() {
            "lend" => Ok(LeylaAction::Lend),
            "keep" => Ok(LeylaAction::Keep),
            text => match text.strip_prefix("fill:") {
                Some(hole) => self.round.parse_action(hole).map(|Sow(site)| LeylaAction::Fill(site)),
                None => self.round.parse_action(text).map(|Sow(site)| LeylaAction::Sow(site)),
            },
        }
    }

    fn sites(&self) -> Vec<SiteView> {
        match self.phase {
            Phase::Fill { filled, .. } => (0..HOLES)
                .map(|i| SiteView {
                    count: if filled[i] { u16::from(START_COUNT) } else { 0 },
                    owner: Some(side(Site(i as u8))),
                    state: SiteState::Open,
                    large: 0,
                })
                .collect(),
            _ => self.round.sites(),
        }
    }

    fn status_phrase(&self) -> Phrase {
        let number = self.number;
        match &self.phase {
            Phase::Round if self.rules.single_round => self.round.status_phrase(),
            Phase::Round => {
                Phrase::new("leyla-status-in-round").with("number", number).with("status", self.round.status_phrase())
            }
            Phase::LoanOffer { lender, totals } => Phrase::new("leyla-status-loan-offer")
                .with("number", number)
                .with("south", totals[0])
                .with("north", totals[1])
                .with("lender", *lender)
                .with("count", u32::from(LOAN))
                .with("borrower", lender.opponent()),
            Phase::Fill { chooser, pairs, filled } => {
                let left = usize::from(*pairs)
                    - filled.iter().enumerate().filter(|&(i, &f)| f && side(Site(i as u8)) == *chooser).count();
                Phrase::new("leyla-status-fill")
                    .with("number", number)
                    .with("seat", *chooser)
                    .with("left", left)
                    .with("pairs", *pairs)
            }
            Phase::Over { end: MatchEnd::SingleRound, .. } => self.round.status_phrase(),
            Phase::Over { loser: Some(loser), end: MatchEnd::CannotFill, .. } => {
                Phrase::new("leyla-status-cannot-fill")
                    .with("number", number)
                    .with("loser", *loser)
                    .with("winner", loser.opponent())
            }
            Phase::Over { loser, totals, .. } => Phrase::new("leyla-status-match-repeated")
                .with("number", number)
                .with("south", totals[0])
                .with("north", totals[1])
                .with("winner", loser.map_or("none", |l| if l.opponent() == Seat::FIRST { "south" } else { "north" })),
        }
    }

    fn standing(&self) -> Option<Standing> {
        if self.rules.single_round {
            return None;
        }
        Some(Standing {
            round: u32::from(self.number),
            reserves: self.reserve().iter().map(|&r| u32::from(r)).collect(),
            owed: self.owed.iter().map(|&o| u32::from(o)).collect(),
            history: self
                .history
                .iter()
                .enumerate()
                .map(|(i, finished)| {
                    let notes_to = self.history.get(i + 1).map_or(self.notes.len(), |next| next.notes_from);
                    RoundSummary {
                        round: u32::from(finished.round),
                        first: finished.first,
                        taken: finished.taken.iter().map(|&t| u32::from(t)).collect(),
                        notes: self.notes[finished.notes_from..notes_to]
                            .iter()
                            .map(|note| crate::engine::Note::Said(note.phrase()))
                            .collect(),
                    }
                })
                .collect(),
            extras: Vec::new(),
        })
    }
}

impl fmt::Display for LeylaMatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\nround {}, reserves {:?}, owed {:?}", self.round, self.number, self.reserve, self.owed)
    }
}
