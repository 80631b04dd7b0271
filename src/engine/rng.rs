//! A small seeded random number generator that gives the same numbers on every platform.
//!
//! SplitMix64 (Steele, Lea and Flood 2014): 64-bit state, integer arithmetic only, so native
//! builds and wasm32 agree bit for bit. It drives random play, dice and search; the browser
//! seeds it once from `getrandom`, and the seed goes into the game record.

use super::bits::ByteCounts;
use serde::{Deserialize, Serialize};

/// Seeded deterministic generator (SplitMix64).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator whose whole future is fixed by `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform number in `0.0..1.0` (53 random bits).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A uniform number in `0..bound` (Lemire's multiply-and-reject, no modulo bias).
    ///
    /// # Panics
    /// If `bound` is zero.
    #[inline]
    pub fn below(&mut self, bound: u32) -> u32 {
        assert!(bound > 0, "Rng::below needs a positive bound");
        let bound = u64::from(bound);
        loop {
            let product = (self.next_u64() >> 32) * bound;
            let low = product & 0xFFFF_FFFF;
            // The threshold `2^32 % bound` is below `bound`, so a low part at least `bound` is
            // always kept: the division is needed only in the rare case below it (the same
            // numbers as dividing every time).
            if low >= bound || low >= (1u64 << 32) % bound {
                return (product >> 32) as u32;
            }
        }
    }

    /// The index of a uniformly chosen set bit of `bits`, or `None` if there is none: the same
    /// numbers drawn, and the same bit, as [`Rng::choose`] over the list of the set bits'
    /// indices in increasing order (what games use to draw from a set kept as bits).
    #[inline]
    pub fn choose_bit(&mut self, bits: u64) -> Option<u32> {
        if bits == 0 {
            return None;
        }
        let counts = ByteCounts::of(bits);
        Some(counts.select(bits, self.below(counts.total())))
    }

    /// A uniformly chosen element of `items`, or `None` if it is empty.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            return None;
        }
        let index = self.below(u32::try_from(items.len()).unwrap_or(u32::MAX)) as usize;
        items.get(index)
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn matches_the_published_splitmix64_sequence() {
        // Reference values of SplitMix64 seeded with 1234567 (from the reference C code).
        let mut rng = Rng::new(1_234_567);
        let got: Vec<u64> = (0..5).map(|_| rng.next_u64()).collect();
        assert_eq!(
            got,
            vec![
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423,
                4_593_380_528_125_082_431,
                16_408_922_859_458_223_821
            ]
        );
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::new(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            let value = rng.below(6);
            seen[value as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 850 && n < 1150), "{seen:?}");
    }

    #[test]
    fn a_bit_is_chosen_as_from_the_list_of_bits() {
        let (mut a, mut b) = (Rng::new(5), Rng::new(5));
        for bits in [0u64, 1, 0b1011_0110, u64::MAX, 1 << 63, 0xF0F0_0000_0000_0F0F] {
            for _ in 0..50 {
                let list: Vec<u32> = (0..64).filter(|&i| bits >> i & 1 == 1).collect();
                assert_eq!(a.choose_bit(bits), b.choose(&list).copied());
                assert_eq!(a, b);
            }
        }
    }

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::new(99);
        let mut b = Rng::new(99);
        assert!((0..100).all(|_| a.next_u64() == b.next_u64()));
        assert_eq!(Rng::new(3).choose::<u8>(&[]), None);
    }
}
