//! Rule L4 for the fast engine: a move's relays stop at the first situation (the board and the
//! hole a relay starts from) met again in the same move. `rules.rs` remembers every situation;
//! the fast engine remembers the first few, and for a move that relays longer finds where the
//! relays come round by cycle finding, remembering nothing (one move found in random play relays
//! 159,748 times before it repeats).

use super::fast::{sign, Situation};
/// The situations met by one move's relays, to stop at the first one met again (rule note L4).
/// The first few are kept, and looked through only when a 64-bit filter of their hashes says
/// the new one may be among them; a sowing that relays longer than that is worked out on the
/// side (Brent's cycle finding over the fast engine's `Relayer::step`), so that the endless relays random play
/// finds cost no memory.
pub(super) struct Relays {
    /// The first situation met.
    first: Situation,
    /// The first [`Relays::RECENT`] situations.
    recent: [Situation; Relays::RECENT],
    /// A bit for each of the first situations' [`sign`]s: a situation whose bit is
    /// not set has not been met, and need not be looked for.
    signs: u64,
    /// Situations met so far.
    met: usize,
    /// Once worked out: the number of the situation that repeats an earlier one and that
    /// situation, if any does.
    repeat_at: Option<Option<(usize, Situation)>>,
}

impl Relays {
    /// In random play, sowings that relay more than this are about one in three hundred.
    const RECENT: usize = 16;

    /// The situations met by a sowing that relays, from the first.
    pub(super) fn new(first: Situation) -> Relays {
        Relays { first, recent: [first; Relays::RECENT], signs: sign(first), met: 1, repeat_at: None }
    }

    /// Same result as the rules' memory of every situation (`rules::sow_by_the_rules`): notes
    /// `situation`, from which `step` relays on; false if it was met before.
    pub(super) fn first_time(&mut self, situation: Situation, step: impl Fn(Situation) -> Option<Situation>) -> bool {
        self.met += 1;
        if self.met <= Relays::RECENT {
            let sign = sign(situation);
            if self.signs & sign != 0 && self.recent[..self.met - 1].contains(&situation) {
                return false;
            }
            self.signs |= sign;
            self.recent[self.met - 1] = situation;
            return true;
        }
        let repeat_at = *self.repeat_at.get_or_insert_with(|| first_repeat(self.first, step));
        repeat_at.map(|(at, _)| at) != Some(self.met)
    }

    /// Once worked out, the situation the sowing stops in by meeting it again.
    pub(super) fn stops_in(&self) -> Option<Situation> {
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
#[cfg(test)]
mod tests {
    use super::first_repeat;

    #[test]
    fn the_first_repeat_is_found_without_remembering_the_sequence() {
        // Against the obvious way (remember everything) on sequences x -> (a x + c) mod m, some of
        // which stop when they reach a value.
        let naive = |first: u32, step: &dyn Fn(u32) -> Option<u32>| {
            let mut seen = vec![first];
            let mut at = first;
            while let Some(next) = step(at) {
                if seen.contains(&next) {
                    return Some((seen.len() + 1, next));
                }
                seen.push(next);
                at = next;
            }
            None
        };
        let mut checked = 0;
        for m in [7u32, 50, 97, 1000] {
            for a in 1..6 {
                for c in 0..4 {
                    for stop in [None, Some(3)] {
                        let step = move |x: u32| {
                            let next = (a * x + c) % m;
                            (Some(next) != stop).then_some(next)
                        };
                        for first in [0, 1, m / 2] {
                            assert_eq!(
                                first_repeat(first, step),
                                naive(first, &step),
                                "m {m} a {a} c {c} first {first}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(checked, 4 * 5 * 4 * 2 * 3);
    }
}
