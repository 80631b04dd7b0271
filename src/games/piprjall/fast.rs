//! Piprjall's fast engine: the game's own `Game` implementation (the one the app, search,
//! playouts and studies play) finds the moves of a turn by proofs about lines of play rather
//! than by trying every line, and keeps the position's occupancy as bit sets.
//!
//! **It must agree with `rules.rs`**, the rules as the source states them: the same legal
//! actions in the same order, the same random draws, the same events and the same state after
//! every action, for every rule option. `tests/agree.rs` is that contract, on seeded random
//! matches and on positions set up by hand; `tests/perft.rs` counts the same lines on both.
//! Every method here says in its first doc line which rule it gives the same result as. The
//! tricks are kept because they were measured to be worth it (see `git log` for the figures).

use super::rules::{facing, play, steps_of};
use super::{DiceRule, Phase, Pieces, Piprjall, PiprjallAction, Steps, OFF, PIECES};
use crate::engine::bits::ones;
use crate::engine::fast_hash::FastMap;
use crate::engine::{Event, EventSink, Rng, Seat, ToAct};
use std::cell::RefCell;

impl Steps {
    /// Same result as `rules::Piprjall::rules_play_step` leaving the other steps in order.
    ///
    /// Removes the step at `index`, the first or the last (a move uses no other: doubles are
    /// played in order, and two different dice are two steps), keeping the order of the others.
    fn remove(&mut self, index: usize) {
        debug_assert!(index == 0 || index + 1 == usize::from(self.len), "step {index} of {:?}", &**self);
        if index == 0 {
            self.dice = (u128::from_le_bytes(self.dice) >> 8).to_le_bytes();
        } else {
            self.dice[index] = 0;
        }
        self.len -= 1;
    }
}

/// Every throw of two dice (the higher die first) with its probability.
const THROWS: [(PiprjallAction, f64); 21] = {
    let mut throws = [(PiprjallAction::Roll(1, 1), 0.0); 21];
    let (mut a, mut i) = (1, 0);
    while a <= 6 {
        let mut b = 1;
        while b <= a {
            throws[i] = (PiprjallAction::Roll(a, b), if a == b { 1.0 / 36.0 } else { 2.0 / 36.0 });
            i += 1;
            b += 1;
        }
        a += 1;
    }
    throws
};

/// The index in [`THROWS`] of the throw that [`draw`](crate::engine::draw) picks for `roll`
/// (the same subtractions and comparisons, at compile time).
const fn throw_index(mut roll: f64) -> usize {
    let mut i = 0;
    while i < THROWS.len() {
        if roll < THROWS[i].1 {
            return i;
        }
        roll -= THROWS[i].1;
        i += 1;
    }
    THROWS.len() - 1
}

/// `THROW_STARTS[i]`: the least roll that draws a throw after `THROWS[i]` (the last one
/// never passed: NaN). A rounded subtraction never decreases as its left side grows, so
/// [`throw_index`] never decreases as the roll grows: it is the number of these a roll is not
/// below. Each found by halving over the non-negative floats up to 1.0, ordered as their bits.
pub(super) const THROW_STARTS: [f64; 21] = {
    assert!(throw_index(0.0) == 0 && throw_index(1.0) == THROWS.len() - 1);
    let mut starts = [f64::NAN; 21];
    let mut i = 0;
    while i + 1 < starts.len() {
        starts[i] = least_roll_where(Counted::Throws, i + 1);
        i += 1;
    }
    starts
};

/// Rolls are sorted into this many slots, each with at most one throw's start (the starts lie
/// at or near whole 36ths, the slots' edges halfway between).
const THROW_SLOTS: usize = 37;

/// The slot of a roll: its 36ths, rounded to the nearest, within `0..THROW_SLOTS` (NaN in the
/// first).
const fn throw_slot(roll: f64) -> usize {
    let slot = (roll * 36.0 + 0.5) as usize;
    if slot < THROW_SLOTS {
        slot
    } else {
        THROW_SLOTS - 1
    }
}

/// What [`least_roll_where`] counts.
#[derive(Clone, Copy)]
enum Counted {
    Throws,
    Slots,
}

/// The least roll in `0.0..=1.0` whose [`throw_index`] (or [`throw_slot`]) is at least `n`,
/// for `n` that 1.0 reaches and 0.0 does not.
const fn least_roll_where(counted: Counted, n: usize) -> f64 {
    const fn reaches(counted: Counted, roll: f64, n: usize) -> bool {
        match counted {
            Counted::Throws => throw_index(roll) >= n,
            Counted::Slots => throw_slot(roll) >= n,
        }
    }
    let (mut below, mut at) = (0u64, 1.0f64.to_bits());
    while at - below > 1 {
        let middle = below + (at - below) / 2;
        if reaches(counted, f64::from_bits(middle), n) {
            at = middle;
        } else {
            below = middle;
        }
    }
    f64::from_bits(at)
}

/// `SLOT_THROWS[s]`: the [`throw_index`] of the least roll of slot `s`. Checked here: the
/// start after it lies beyond the slot, so a roll of the slot draws this throw or the next.
const SLOT_THROWS: [u8; THROW_SLOTS] = {
    let mut throws = [0u8; THROW_SLOTS];
    let mut slot = 0;
    while slot < THROW_SLOTS {
        let least = if slot == 0 { 0.0 } else { least_roll_where(Counted::Slots, slot) };
        let index = throw_index(least);
        if slot + 1 < THROW_SLOTS && index + 1 < THROWS.len() - 1 {
            assert!(THROW_STARTS[index + 1] >= least_roll_where(Counted::Slots, slot + 1));
        }
        assert!(slot + 1 < THROW_SLOTS || index + 1 >= THROWS.len() - 1);
        throws[slot] = index as u8;
        slot += 1;
    }
    throws
};

/// What the doubles search found out about the lines of play from a position, carried from
/// step to step of a turn: every line from a later step continues a line from an earlier one.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Outlook {
    /// Every line of play from here plays all the steps left ([`Side::always_played`] showed it
    /// for this turn's doubles): every move of each step is allowed, with nothing to check.
    assured: bool,
    /// The allowed moves after which the first line ([`Side::first_line_plays_all`]) plays
    /// every step left: after one of them, the first line from the position reached does.
    first_lines: u32,
}

/// Every two outlooks compare equal: an outlook is what one way of reaching a position found
/// out on the way (the reference engine, which finds nothing out, reaches the same positions
/// with an empty one), and the moves allowed do not depend on it (`tests/agree.rs` checks that).
impl PartialEq for Outlook {
    fn eq(&self, _other: &Outlook) -> bool {
        true
    }
}

impl Eq for Outlook {}

/// The moves allowed in a position: for each of at most two dice, the track positions a piece
/// may leave from, as bits (the first die's in the low half of `from`, the second's in the high).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Legal {
    dice: [u8; 2],
    /// One word: the draw takes both halves as one set.
    from: u64,
}

impl Legal {
    /// `from[d]`: the positions that may move by `dice[d]`.
    fn new(dice: [u8; 2], from: [u32; 2]) -> Legal {
        Legal { dice, from: u64::from(from[0]) | u64::from(from[1]) << 32 }
    }

    fn is_empty(&self) -> bool {
        self.from == 0
    }

    /// The positions that may move by the `d`-th die.
    fn from(&self, d: usize) -> u32 {
        (self.from >> (32 * d)) as u32
    }

    /// Same result as `Piprjall::rules_moves` containing the move.
    ///
    fn contains(&self, from: u8, die: u8) -> bool {
        (0..2).any(|d| self.dice[d] == die && from < 25 && self.from(d) >> from & 1 == 1)
    }

    /// Same result as `Rng::choose` from `Piprjall::rules_moves`.
    ///
    /// One of [`Legal::actions`] drawn as [`Rng::choose`] draws from their list, without
    /// listing them; `None` if there are none.
    fn draw(self, rng: &mut Rng) -> Option<PiprjallAction> {
        // The first die's moves, then the second's: one set of bits in the order of the list.
        let bit = rng.choose_bit(self.from)?;
        Some(PiprjallAction::Move { from: (bit % 32) as u8, die: self.dice[(bit / 32) as usize] })
    }

    /// How many [`Legal::actions`] there are.
    fn count(self) -> usize {
        self.from.count_ones() as usize
    }

    /// Same result as `Piprjall::rules_moves`, in the same order.
    ///
    /// The moves, the first die's first, each die's from the bar outwards.
    fn actions(self) -> impl Iterator<Item = PiprjallAction> {
        (0..2).flat_map(move |d| {
            ones(self.from(d)).map(move |from| PiprjallAction::Move { from: from as u8, die: self.dice[d] })
        })
    }
}

thread_local! {
    /// [`Side::most_steps`]'s memo, kept for the thread so that working out a double's moves
    /// does not allocate once it has grown.
    static STEPS_MEMO: RefCell<FastMap<(Side, usize), usize>> = RefCell::new(FastMap::default());
}

/// What decides where one player may move, as sets of track positions in the player's own
/// numbering: their pieces, the points the opponent does not close (with two or more of its
/// pieces) and the points the opponent occupies at all (for re-entry, P5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Side {
    own: [u8; 26],
    /// Positions holding at least one of the player's pieces.
    mine: u32,
    /// Positions holding two or more.
    pairs: u32,
    /// Points (1..=24) a piece may land on as far as the opponent is concerned.
    open: u32,
    occupied: u32,
}

impl Side {
    /// `seat`'s side of the position `pieces`, whose [`occupancy`] is `occupied`.
    fn of(pieces: &Pieces, occupied: [(u32, u32); 2], seat: Seat) -> Side {
        let own = pieces[seat.index()];
        let (mine, pairs) = occupied[seat.index()];
        let (theirs, their_pairs) = occupied[seat.opponent().index()];
        Side {
            own,
            mine,
            pairs,
            open: !seen_from_the_other_side(their_pairs) & span(1, 24),
            occupied: seen_from_the_other_side(theirs),
        }
    }

    /// The points a piece off the bar may land on (before bearing off), as bits. P6: no third
    /// piece on a point of the starting side (its first point aside), and nothing on the far
    /// side's last point or beyond until five pieces have left the start.
    #[inline]
    fn landing(&self) -> u32 {
        let landing = self.open & !(self.pairs & span(2, 12));
        if PIECES - self.own[1] < 5 {
            landing & span(0, 11)
        } else {
            landing
        }
    }

    /// Same result as `rules::movable` not empty for some die (`Piprjall::dead`, P11).
    ///
    /// Whether some piece can move by some die: whether [`Side::moves`] is not empty for one
    /// die at least, seen at once.
    fn can_move(&self) -> bool {
        if self.mine & 1 != 0 {
            // A hit piece re-enters on an empty point (see `Side::moves`).
            return (self.mine | self.occupied) & span(1, 6) != span(1, 6);
        }
        let points = self.mine & span(1, 24);
        if self.mine & span(0, 18) == 0 {
            // All home: a 6 bears off from the farthest point, exactly or as a higher die.
            return points != 0;
        }
        let landing = self.landing();
        let reach = landing >> 1 | landing >> 2 | landing >> 3 | landing >> 4 | landing >> 5 | landing >> 6;
        points & reach != 0
    }

    /// Same result as `rules::movable` (every verdict of `rules::refusal` for one die).
    ///
    /// The positions from which a piece may move by `die`, as bits: the verdicts of [`refusal`]
    /// for the whole position at once.
    #[inline]
    fn moves(&self, die: u8) -> u32 {
        let die = u32::from(die);
        if self.mine & 1 != 0 {
            // P5: a hit piece re-enters first, on an empty point.
            return u32::from((self.mine | self.occupied) & 1 << die == 0);
        }
        self.moves_on_board(die)
    }

    /// Same result as `rules::movable` with no piece on the bar.
    ///
    /// [`Side::moves`] with no piece on the bar.
    #[inline]
    fn moves_on_board(&self, die: u32) -> u32 {
        let landing = self.landing();
        // Landing points go no further than 24: `landing >> die` holds no position that would
        // pass it.
        let points = self.mine & span(1, 24);
        let mut moves = points & (landing >> die);
        // P7: bearing off needs every piece home; a higher die only from the farthest point.
        if self.mine & span(0, 18) == 0 {
            let exact = 25 - die;
            moves |= points & 1 << exact;
            let farthest = points & points.wrapping_neg();
            if farthest > 1 << exact {
                moves |= farthest;
            }
        }
        moves
    }

    /// Same result as `rules::play` on the moving side's counts.
    ///
    /// Moves the piece at `from` by `die` (one of [`Side::moves`]); a lone opponent hit there
    /// leaves its point.
    #[inline]
    fn play(&mut self, from: usize, die: u8) {
        let to = self.play_on_board(from, die);
        // (The opponent's occupied set never holds the tray, 25.)
        self.occupied &= !(1 << to);
    }

    /// Same result as `rules::play` for the moving side's own pieces.
    ///
    /// [`Side::play`] but for the points the opponent occupies, which matter only while a piece
    /// of this player is on the bar: the point the piece lands on.
    #[inline]
    fn play_on_board(&mut self, from: usize, die: u8) -> usize {
        let to = (from + usize::from(die)).min(OFF);
        // `from` may have lost its last or its second piece; `to` has one, perhaps its second.
        let (left, now) = (self.own[from] - 1, self.own[to] + 1);
        (self.own[from], self.own[to]) = (left, now);
        self.mine ^= u32::from(left == 0) << from;
        self.mine |= 1 << to;
        self.pairs ^= u32::from(left == 1) << from | u32::from(now == 2) << to;
        to
    }

    /// Same result as `rules::most_dice_slowly` with the other die, after one move, being 1.
    ///
    /// Whether a piece can still move by `other` once the piece at `from` has moved by `die`;
    /// `others` are the positions that can move by `other` now ([`Side::moves`]). Without
    /// pieces on the bar, the move can take a move by `other` away only from `from` (by taking
    /// its last piece) or from the point whose landing it makes the second piece on the
    /// starting side (see [`Side::still_movable`]): if any other is left, there is no need to
    /// play the move to know.
    #[inline]
    fn moves_after(&self, from: usize, die: u8, other: u8, others: u32) -> bool {
        if self.own[0] == 0 {
            let to = from + usize::from(die);
            let emptied = u32::from(self.own[from] == 1) << from;
            let paired = u32::from((2..=12).contains(&to) && self.own[to] == 1) << to >> other;
            if others & !(emptied | paired) != 0 {
                return true;
            }
        }
        let mut after = *self;
        after.play(from, die);
        after.moves(other) != 0
    }

    /// Same result as `rules::most_steps_slowly` giving every step, when it returns true.
    ///
    /// Whether every line of play from here plays the whole of `steps` (a doubles sequence),
    /// whatever the choices: a cheap proof that spares [`Side::most_steps`] most positions.
    /// Each die is tried at its last step, from the last step backwards: the later the step,
    /// the more moves before it, and the likelier the proof fails there (and need go no further).
    fn always_played(&self, steps: &[u8]) -> bool {
        if self.own[0] > 0 {
            return false;
        }
        let mut tried = 0u8;
        steps.iter().enumerate().rev().all(|(before, &die)| {
            let first_try = tried & 1 << die == 0;
            tried |= 1 << die;
            !first_try || self.still_movable(die, before as u32)
        })
    }

    /// Same result as `rules::movable` staying non-empty after any `moves` moves (a proof).
    ///
    /// Whether, after any `moves` moves of this player, some piece can still move by `die`.
    /// Without pieces on the bar, a move can stop a position from moving by `die` only by taking
    /// the last piece from it, or by making the point it would land on hold two on the starting
    /// side (P6); everything else a move changes (the five-piece gate, all pieces home, a hit)
    /// only opens moves. Each move takes one piece from one point and adds one to another: with
    /// `moves` of each to spend however suits them best, can they stop every position?
    fn still_movable(&self, die: u8, moves: u32) -> bool {
        let (mut pieces, mut once, mut twice) = (0u32, Pieces12::default(), Pieces12::default());
        // Pieces whose positions can be stopped only by emptying them.
        let mut free = 0;
        for from in ones(self.moves(die)) {
            let own = self.own[from];
            pieces += u32::from(own);
            let to = from + usize::from(die);
            // Sorted without branches (which would be mispredicted often): `to` may pass the
            // tray when it does not land on the starting side.
            let starting_side = (2..=12).contains(&to);
            let lone = self.own[to.min(OFF)] == 1;
            once.push_if(own, starting_side & lone);
            twice.push_if(own, starting_side & !lone);
            free += u32::from(own) * u32::from(!starting_side);
        }
        if pieces <= moves || free > moves {
            return free > moves;
        }
        if once.len + 2 * twice.len <= moves {
            // Every landing point can be filled, and the free pieces emptied.
            return false;
        }
        // The most pieces whose positions a player can stop by adding `moves` pieces to the
        // points they would land on (one for a point holding one already, two for an empty one).
        once.sort();
        twice.sort();
        let mut stopped = 0;
        for pairs in 0..=(moves / 2).min(twice.len) {
            let singles = (moves - 2 * pairs).min(once.len);
            stopped = stopped.max(twice.largest(pairs) + once.largest(singles));
        }
        pieces - stopped > moves
    }

    /// Same result as `rules::most_steps_slowly` (P3, P4, P12).
    ///
    /// The most of `steps` (a doubles sequence) that can be played in order from here (P3, P4):
    /// play stops at the first step that cannot be played, or with `skip_blocked` goes on with
    /// the next. A line that bears off the last piece plays everything that can be played. The
    /// search stops as soon as a line plays every step; `memo` keeps what shorter lines gave, so
    /// that moves played in another order are worked out once.
    fn most_steps(&self, steps: &[u8], skip_blocked: bool, memo: &mut FastMap<(Side, usize), usize>) -> usize {
        let Some((&die, rest)) = steps.split_first() else { return 0 };
        if self.mine & span(0, 24) == 0 {
            // Every piece is borne off.
            return steps.len();
        }
        let moves = self.moves(die);
        if moves == 0 {
            return if skip_blocked { self.most_steps(rest, skip_blocked, memo) } else { 0 };
        }
        match rest {
            [] => 1,
            // The last two steps: whether some move leaves the last one playable, mostly seen
            // without playing the moves.
            &[next] => {
                let others = self.moves(next);
                let second =
                    ones(moves).any(|from| self.bears_off_last(from, die) || self.moves_after(from, die, next, others));
                1 + usize::from(second)
            }
            _ => self.most_steps_searched(die, moves, rest, skip_blocked, memo),
        }
    }

    /// Same result as `rules::most_steps_slowly` with three steps or more.
    ///
    /// [`Side::most_steps`] when three or more steps are left: each move of the first, looked
    /// into until a line plays them all.
    fn most_steps_searched(
        &self,
        die: u8,
        moves: u32,
        rest: &[u8],
        skip_blocked: bool,
        memo: &mut FastMap<(Side, usize), usize>,
    ) -> usize {
        let all = rest.len() + 1;
        // Only lines that fall short are remembered, and most searches find a full line at
        // once: an empty memo is not worth hashing the position for.
        if !memo.is_empty() {
            if let Some(&known) = memo.get(&(*self, all)) {
                return known;
            }
        }
        let mut best = 0;
        for from in ones(moves) {
            let mut after = *self;
            after.play(from, die);
            best = best.max(1 + after.most_steps(rest, skip_blocked, memo));
            if best == all {
                return best;
            }
        }
        memo.insert((*self, all), best);
        best
    }

    /// Same result as `rules::most_steps_slowly` giving every step, when it returns true.
    ///
    /// Whether the line that always moves the piece nearest the bar plays every one of `steps`
    /// (a doubles sequence): the line [`Side::most_steps`] looks into first, followed without
    /// copying or remembering positions. It almost always does, and then they can all be played.
    fn first_line_plays_all(self, steps: &[u8]) -> bool {
        if self.mine & 1 == 0 {
            self.walk_first_line::<false>(steps)
        } else {
            self.walk_first_line::<true>(steps)
        }
    }

    /// Same result as `rules::most_steps_slowly` giving every step, when it returns true.
    ///
    /// [`Side::first_line_plays_all`], `BAR` telling whether a piece is on the bar: if none is,
    /// none gets there, and the points the opponent occupies no longer matter.
    #[inline]
    fn walk_first_line<const BAR: bool>(mut self, steps: &[u8]) -> bool {
        let Some((&last, before)) = steps.split_last() else { return true };
        for &die in before {
            let moves = if BAR { self.moves(die) } else { self.moves_on_board(u32::from(die)) };
            if moves == 0 {
                // No move, as when every piece is borne off (and then every step is played).
                return self.mine & span(0, 24) == 0;
            }
            let from = moves.trailing_zeros() as usize;
            if BAR {
                self.play(from, die);
            } else {
                self.play_on_board(from, die);
            }
        }
        // The last step need only be playable.
        self.moves(last) != 0 || self.mine & span(0, 24) == 0
    }

    /// Same result as `Piprjall::rules_moves` (`rules::two_dice_moves`, P2; `rules::sequence_moves`, P12).
    ///
    /// The moves allowed with `steps` left to play, and what the doubles search found out on the
    /// way (see [`Side::doubles_moves`] for `assured` and `first_line`; `skip_blocked`: P4).
    fn legal_for(
        &self,
        steps: &[u8],
        doubles: bool,
        assured: bool,
        first_line: bool,
        skip_blocked: bool,
    ) -> (Legal, Outlook) {
        let Some(&next) = steps.first() else { return (Legal::default(), Outlook::default()) };
        if doubles || steps.len() == 1 {
            let (moves, outlook) = self.doubles_moves(steps, assured, first_line, skip_blocked);
            return (Legal::new([next, 0], [moves, 0]), outlook);
        }
        // Two different dice (P2): both must be played if possible; if only one can be, the
        // higher if possible.
        let dice = [steps[0], steps[1]];
        let moves = dice.map(|die| self.moves(die));
        // The moves with die `d` after which the other die can be played too, and the others.
        // (Kept apart rather than in one array: read back whole, an array written a lane at a
        // time stalls the processor.)
        let split = |d: usize| -> (u32, u32) {
            if self.own[0] == 0 && at_least_three(moves[1 - d]) {
                // A move takes at most two of them away (see `Side::moves_after`).
                return (moves[d], 0);
            }
            let mut both = 0;
            for from in ones(moves[d]) {
                both |= u32::from(self.moves_after(from, dice[d], dice[1 - d], moves[1 - d])) << from;
            }
            (both, moves[d] & !both)
        };
        let ((both_high, only_high), (both_low, only_low)) = (split(0), split(1));
        let from = if both_high | both_low != 0 {
            [both_high, both_low]
        } else if only_high != 0 {
            [only_high, 0]
        } else {
            [0, only_low]
        };
        (Legal::new(dice, from), Outlook::default())
    }

    /// Same result as `Piprjall::rules_moves` under `dice: "ludii"` (`rules::ludii_moves`, P14).
    ///
    /// Every move of each die still to play (a double's next step), with no line of play tried.
    fn ludii_legal(&self, steps: &[u8], doubles: bool) -> Legal {
        match *steps {
            [] => Legal::default(),
            [higher, lower] if !doubles => Legal::new([higher, lower], [self.moves(higher), self.moves(lower)]),
            [next, ..] => Legal::new([next, 0], [self.moves(next), 0]),
        }
    }

    /// Same result as `rules::sequence_moves` (P3, P4, P12).
    ///
    /// The moves of the first of `steps` (a doubles sequence, or a last die) that let the most
    /// of the sequence be played: a double is an obligation to play as much of it as can be
    /// played (P3), as two different dice must both be played when they can (P2). With them,
    /// the [`Outlook`] from here: whether every line of play plays the whole sequence (once that
    /// is shown, it holds for the rest of the turn: `assured`), and which moves the first line
    /// after plays it all. `first_line`: the first line from here is known to play every step
    /// (the move just played was one of the last step's `first_lines`); it begins with the
    /// lowest move.
    fn doubles_moves(&self, steps: &[u8], assured: bool, first_line: bool, skip_blocked: bool) -> (u32, Outlook) {
        let moves = self.moves(steps[0]);
        if steps.len() == 1 || assured {
            return (moves, Outlook { assured, first_lines: 0 });
        }
        if moves & moves.wrapping_sub(1) == 0 {
            // The only move, if any, is the first line's.
            return (moves, Outlook { assured: false, first_lines: if first_line { moves } else { 0 } });
        }
        if steps.len() <= PROVABLE_STEPS && self.always_played(steps) {
            return (moves, Outlook { assured: true, first_lines: 0 });
        }
        let (die, rest) = (steps[0], &steps[1..]);
        // The moves after which a line is known to play the rest: the lowest after a move of
        // the last step's first line, and, with two moves or more left to look into, those
        // that leave one line for the rest played from here playable (see `Side::rest_line`).
        let mut first_lines = if first_line { moves & moves.wrapping_neg() } else { 0 };
        let mut known = first_lines;
        if self.own[0] == 0 && (!first_line || at_least_three(moves)) {
            if let Some(line) = self.rest_line(rest) {
                known |= line.survivors(moves, die);
            }
        }
        let (mut best, mut keep) = if known == 0 { (0, 0) } else { (rest.len(), known) };
        // The memo is cleared for this position when first searched (first lines seldom fail).
        let mut searched = false;
        for from in ones(moves & !known) {
            let mut after = *self;
            after.play(from, die);
            let played = if after.first_line_plays_all(rest) {
                first_lines |= 1 << from;
                rest.len()
            } else {
                STEPS_MEMO.with(|memo| {
                    let mut memo = memo.borrow_mut();
                    if !searched {
                        memo.clear();
                        searched = true;
                    }
                    after.most_steps(rest, skip_blocked, &mut memo)
                })
            };
            if played > best {
                (best, keep) = (played, 0);
            }
            if played == best {
                keep |= 1 << from;
            }
        }
        (keep, Outlook { assured: false, first_lines })
    }

    /// Same result as `rules::most_steps_slowly` giving every step, for the moves it lets through.
    ///
    /// The first line (see [`Side::first_line_plays_all`]) for `steps`, the rest of a doubles
    /// sequence, played from here as though the step before them were already played, and what
    /// it needs of the position: `None` if it does not play them all. No piece may be on the
    /// bar. Every move of that step which leaves the line playable is allowed, the line then
    /// playing the rest (see [`RestLine`]): one line looked into for them all, where each move
    /// would need its own. In random play about seven in ten of the moves to look into are settled
    /// so.
    fn rest_line(mut self, steps: &[u8]) -> Option<RestLine> {
        let mut line = RestLine::default();
        for &die in steps {
            let moves = self.moves_on_board(u32::from(die));
            if moves == 0 {
                // Every piece borne off plays the rest; nothing else does.
                line.bears_off = true;
                return (self.mine & span(0, 24) == 0).then_some(line);
            }
            let from = moves.trailing_zeros() as usize;
            let to = (from + usize::from(die)).min(OFF);
            line.emptied |= u32::from(self.own[from] == 1) << from;
            line.paired |= u32::from(self.own[to] == 1 && to <= 12) << to;
            line.bears_off |= to == OFF;
            self.play_on_board(from, die);
        }
        Some(line)
    }

    /// Same result as `rules::play` bearing off the last piece (`rules::end_game` follows).
    ///
    /// Whether moving the piece at `from` by `die` bears off the last piece on the board.
    fn bears_off_last(&self, from: usize, die: u8) -> bool {
        self.mine & span(0, 24) == 1 << from && self.own[from] == 1 && from + usize::from(die) >= OFF
    }
}

/// What a line of moves (a [`Side::rest_line`]) needs of the position it starts from, to be
/// played unchanged after one more move: the moves of the line change both positions alike, so
/// they differ all along by the one piece moved. Taking it from a point leaves the line short
/// of a piece only where the line takes the last one; adding it to a point of the starting
/// side blocks the line only where the line lands as the second piece (P6). Everything else a
/// move changes (the five-piece gate, all pieces home, a hit) only opens moves, but for bearing
/// off with a higher die, which a piece left on the board can stop: a line that bears off
/// survives only a move that bears off too.
#[derive(Clone, Copy, Debug, Default)]
struct RestLine {
    /// Points from which the line moves the last piece there.
    emptied: u32,
    /// Points of the starting side where the line's piece lands on a single one.
    paired: u32,
    /// Whether the line bears a piece off.
    bears_off: bool,
}

impl RestLine {
    /// Same result as `rules::most_steps_slowly` giving every step, for the moves it keeps.
    ///
    /// The positions of `moves` (by `die`) after whose move the line can still be played.
    fn survivors(self, moves: u32, die: u8) -> u32 {
        let die = u32::from(die);
        // (The line's pairs are on the starting side: a piece borne off lands on none.)
        let landing_kept = if self.bears_off { span(25 - die, 24) } else { !(self.paired >> die) };
        moves & !self.emptied & landing_kept
    }
}

/// The longest doubles sequence worth trying to prove [`Side::always_played`] for: with more
/// steps left the proof seldom holds (in random play it held for one position in five with six
/// steps left, one in twelve with seven and under one in fifty with nine or more), and trying
/// costs more than it saves.
const PROVABLE_STEPS: usize = 6;

/// Up to twelve piece counts (the positions of one player that can move by one die and land on
/// the starting side), for [`Side::still_movable`].
#[derive(Clone, Copy, Debug, Default)]
struct Pieces12 {
    counts: [u8; 12],
    len: u32,
}

impl Pieces12 {
    /// Adds `count` if `add`, without a branch: it is written where the next count goes in any
    /// case, and left outside `len` if not added (fewer than twelve are ever added).
    #[inline]
    fn push_if(&mut self, count: u8, add: bool) {
        self.counts[self.len.min(11) as usize] = count;
        self.len += u32::from(add);
    }

    /// Sorts the counts, largest first.
    fn sort(&mut self) {
        self.counts[..self.len as usize].sort_unstable_by(|a, b| b.cmp(a));
    }

    /// The sum of the `n` largest counts (once sorted).
    fn largest(&self, n: u32) -> u32 {
        self.counts[..n as usize].iter().map(|&c| u32::from(c)).sum()
    }
}

/// Bit sets over track positions 0..=25 of one player's pieces: where there is at least one, and
/// where there are two or more.
#[inline]
fn occupancy(pieces: &[u8; 26]) -> (u32, u32) {
    let (mut any, mut two) = (0u32, 0u32);
    for (pos, &n) in pieces.iter().enumerate() {
        any |= u32::from(n > 0) << pos;
        two |= u32::from(n > 1) << pos;
    }
    (any, two)
}

/// Whether `set` has three bits or more.
#[inline]
fn at_least_three(set: u32) -> bool {
    let rest = set & set.wrapping_sub(1);
    rest & rest.wrapping_sub(1) != 0
}

/// Bits `from..=to` of a set of track positions.
const fn span(from: u32, to: u32) -> u32 {
    (u32::MAX >> (31 - to)) & (u32::MAX << from)
}

/// A set of the opponent's track positions as the player numbers the same points (see
/// [`facing`]).
#[inline]
fn seen_from_the_other_side(set: u32) -> u32 {
    ((set >> 12) & span(1, 12)) | ((set << 12) & span(13, 24))
}

impl Piprjall {
    /// Same result as `rules::throws`, listed when the dice are due ([`Game::legal_actions`]
    /// through the kept legal moves otherwise).
    ///
    /// [`Game::legal_actions`]: crate::engine::Game::legal_actions
    pub(super) fn fast_legal_actions(&self, out: &mut Vec<PiprjallAction>) {
        out.clear();
        match &self.phase {
            Phase::Roll => out.extend(THROWS.iter().map(|&(throw, _)| throw)),
            Phase::Play { legal, .. } => out.extend(legal.actions()),
            Phase::Over => {}
        }
    }

    /// Same result as the length of `Piprjall::rules_moves` (or `rules::throws`), without
    /// listing them.
    pub(super) fn fast_legal_count(&self) -> usize {
        match &self.phase {
            Phase::Roll => THROWS.len(),
            Phase::Play { legal, .. } => legal.count(),
            Phase::Over => 0,
        }
    }

    /// Same result as choosing from `Piprjall::rules_moves` (or `rules::throws`) with
    /// [`Rng::choose`]: a move drawn from the kept legal moves without listing them.
    #[inline]
    pub(super) fn fast_random_legal(&self, rng: &mut Rng) -> Option<PiprjallAction> {
        match &self.phase {
            Phase::Roll => Some(THROWS[rng.below(THROWS.len() as u32) as usize % THROWS.len()].0),
            Phase::Play { legal, .. } => legal.draw(rng),
            Phase::Over => None,
        }
    }

    /// Same result as `rules::throws`, when the dice are due.
    pub(super) fn fast_chance_outcomes(&self) -> Vec<(PiprjallAction, f64)> {
        if self.phase != Phase::Roll {
            return Vec::new();
        }
        THROWS.to_vec()
    }

    /// Same result as [`crate::engine::draw`] over `rules::throws`.
    pub(super) fn fast_draw_chance(&self, roll: f64) -> Option<PiprjallAction> {
        if self.phase != Phase::Roll {
            return None;
        }
        if roll.is_nan() {
            return Some(THROWS[THROWS.len() - 1].0);
        }
        // The slot's first throw, or the next if the roll reaches its start: no branch to
        // mispredict, as walking the list has.
        let first = usize::from(SLOT_THROWS[throw_slot(roll)]);
        let index = first + usize::from(roll >= THROW_STARTS[first]);
        Some(THROWS[index].0)
    }

    /// Same result as `Piprjall::rules_moves` containing the move: whether it is allowed now.
    pub(super) fn fast_allows(&self, from: u8, die: u8) -> bool {
        matches!(&self.phase, Phase::Play { legal, .. } if legal.contains(from, die))
    }

    /// Same result as `Piprjall::rules_apply` for an allowed action, without its checks.
    #[inline]
    pub(super) fn fast_apply(&mut self, action: PiprjallAction, events: &mut impl EventSink) {
        match action {
            PiprjallAction::Roll(a, b) => self.throw(a, b, events),
            PiprjallAction::Move { from, die } => self.play_step(from, die, events),
        }
    }

    /// Works out [`Piprjall::occupied`] again from the pieces.
    pub(super) fn recount(&mut self) {
        self.occupied = self.pieces.map(|own| occupancy(&own));
    }

    /// Works out what this engine keeps (the occupancy and the turn's legal moves) again from
    /// the position, after the reference engine has played an action (`rules.rs` keeps
    /// neither): the two engines' states then compare equal.
    pub(super) fn reindex(&mut self) {
        self.recount();
        let side = self.side(self.mover);
        let (skip_blocked, ludii) = (self.rules.skip_blocked_steps, self.rules.dice == DiceRule::Ludii);
        if let Phase::Play { steps, doubles, legal, outlook } = &mut self.phase {
            (*legal, *outlook) = if ludii {
                (side.ludii_legal(steps, *doubles), Outlook::default())
            } else {
                side.legal_for(steps, *doubles, false, false, skip_blocked)
            };
        }
    }

    /// `seat`'s side of the position.
    fn side(&self, seat: Seat) -> Side {
        Side::of(&self.pieces, self.occupied, seat)
    }

    /// Same result as `Piprjall::rules_throw` (in `rules.rs`).
    ///
    /// Throws `a` and `b` (checked by the caller) and settles the turn.
    fn throw(&mut self, a: u8, b: u8, events: &mut impl EventSink) {
        if a == b {
            events.push(Event::Double { by: self.mover });
        }
        self.last_roll = Some((a.max(b), a.min(b)));
        self.phase = Phase::play(steps_of(a, b), a == b);
        self.settle_turn(false, events);
    }

    /// Same result as `Piprjall::rules_play_step` (in `rules.rs`).
    ///
    /// Plays a move of the throw (checked by the caller), uses its step, and ends the game or
    /// settles the turn.
    fn play_step(&mut self, from: u8, die: u8, events: &mut impl EventSink) {
        self.play_move(usize::from(from), die, events);
        // Only a piece borne off can have been the last.
        let borne_off = usize::from(from + die) >= OFF;
        if borne_off && self.pieces[self.mover.index()][OFF] == PIECES {
            self.end_game(self.mover, events);
            return;
        }
        let Phase::Play { steps, outlook, .. } = &mut self.phase else { unreachable!("a move is played") };
        let used = steps.iter().position(|&s| s == die).expect("a step of the throw");
        steps.remove(used);
        let first_line = outlook.first_lines >> from & 1 == 1;
        self.settle_turn(first_line, events);
    }

    /// Same result as `rules::play`, the kept occupancy updated.
    ///
    /// Plays a move without checks (the caller has checked it).
    fn play_move(&mut self, from: usize, die: u8, events: &mut impl EventSink) {
        let hit = play(&mut self.pieces, self.mover, from, die, events);
        // Only these positions can have changed: the mover's two, and a piece hit to the bar.
        let to = (from + usize::from(die)).min(OFF);
        let (mover, them) = (self.mover.index(), self.mover.opponent().index());
        let (left, now) = (self.pieces[mover][from], self.pieces[mover][to]);
        let (any, two) = &mut self.occupied[mover];
        *any ^= u32::from(left == 0) << from;
        *any |= 1 << to;
        *two ^= u32::from(left == 1) << from | u32::from(now == 2) << to;
        if hit {
            // The hit piece was alone on its point; the bar may now hold two.
            let on_bar = self.pieces[them][0];
            let (any, two) = &mut self.occupied[them];
            *any = (*any & !(1 << facing(to))) | 1;
            *two |= u32::from(on_bar > 1);
        }
    }

    /// Same result as `Piprjall::rules_settle` (P4, P11; in `rules.rs`).
    ///
    /// After a move (or a throw), drops steps that cannot be played and passes the turn when
    /// none are left; the turn is settled in place, in the mover's side of the position.
    /// `first_line`: see [`Side::doubles_moves`].
    fn settle_turn(&mut self, mut first_line: bool, events: &mut impl EventSink) {
        let side = self.side(self.mover);
        let (skip_blocked, ludii) = (self.rules.skip_blocked_steps, self.rules.dice == DiceRule::Ludii);
        let Phase::Play { steps, doubles, legal, outlook } = &mut self.phase else { return };
        while !steps.is_empty() {
            if ludii {
                *legal = side.ludii_legal(steps, *doubles);
            } else {
                (*legal, *outlook) = side.legal_for(steps, *doubles, outlook.assured, first_line, skip_blocked);
            }
            if !legal.is_empty() {
                return;
            }
            if !(*doubles && skip_blocked) {
                break;
            }
            steps.remove(0);
            first_line = false;
        }
        if self.fast_dead(&side) {
            return self.abandon_game(events);
        }
        self.mover = self.mover.opponent();
        self.phase = Phase::Roll;
        events.push(Event::TurnEnd { next: ToAct::Chance });
    }

    /// Same result as `rules::dead` (P11): whether neither player could move a piece whatever
    /// the dice. `mover`: the mover's side of the position, looked at first.
    fn fast_dead(&self, mover: &Side) -> bool {
        !mover.can_move() && !self.side(self.mover.opponent()).can_move()
    }
}
