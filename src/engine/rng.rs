//! A small seeded random number generator that gives the same numbers on every platform.
//!
//! SplitMix64 (Steele, Lea and Flood 2014): 64-bit state, integer arithmetic only, so native
//! builds and wasm32 agree bit for bit. It drives random play, dice and search; the browser
//! seeds it once from `getrandom`, and the seed goes into the game record.

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

/// How many bits of a 64-bit set lie in each of its bytes and below: byte `i` of `prefix` is the
/// number of set bits in bytes `0..=i`. It finds the `k`-th set bit without a loop whose trip
/// count depends on `k` (a branch mispredicted about once per call in random playouts).
#[derive(Clone, Copy)]
struct ByteCounts {
    prefix: u64,
}

/// Each byte of a word, 0x01 (to spread a byte over all eight) or 0x80 (each byte's high bit).
const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// `SELECT_IN_BYTE[r][b]`: the position of the `r`-th (from 0) set bit of the byte `b` (8 when
/// `b` has no more than `r` set bits).
const SELECT_IN_BYTE: [[u8; 256]; 8] = {
    let mut table = [[8u8; 256]; 8];
    let mut byte = 0;
    while byte < 256 {
        let (mut position, mut rank) = (0, 0);
        while position < 8 {
            if byte >> position & 1 == 1 {
                table[rank][byte] = position as u8;
                rank += 1;
            }
            position += 1;
        }
        byte += 1;
    }
    table
};

impl ByteCounts {
    /// Counts by bytes (the population count's usual halving steps, then a running sum).
    #[inline]
    fn of(bits: u64) -> ByteCounts {
        let pairs = bits - (bits >> 1 & 0x5555_5555_5555_5555);
        let nibbles = (pairs & 0x3333_3333_3333_3333) + (pairs >> 2 & 0x3333_3333_3333_3333);
        let bytes = (nibbles + (nibbles >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        ByteCounts { prefix: bytes.wrapping_mul(ONES) }
    }

    /// The number of set bits.
    #[inline]
    fn total(self) -> u32 {
        (self.prefix >> 56) as u32
    }

    /// The index of the `k`-th (from 0, lowest first) set bit of `bits` (whose counts these
    /// are), for `k` below [`ByteCounts::total`]: the byte is the number of bytes whose running
    /// count is at most `k` (each byte compared at once: counts are below 128), the bit within
    /// it from a table.
    #[inline]
    fn select(self, bits: u64, k: u32) -> u32 {
        let ks = u64::from(k) * ONES;
        let at_most_k = ((ks | HIGHS) - self.prefix) & HIGHS;
        let byte = ((at_most_k >> 7).wrapping_mul(ONES) >> 56) as u32;
        let before = ((self.prefix << 8) >> (8 * byte)) as u32 & 0xFF;
        let in_byte = (bits >> (8 * byte)) as usize & 0xFF;
        8 * byte + u32::from(SELECT_IN_BYTE[(k - before) as usize & 7][in_byte])
    }
}

#[cfg(test)]
mod tests {
    use super::{ByteCounts, Rng};

    #[test]
    fn a_set_bit_is_selected_by_its_rank() {
        let mut rng = Rng::new(11);
        let samples = (0..2000).map(|_| rng.next_u64() & rng.next_u64());
        for bits in samples.chain([1, u64::MAX, 1 << 63, 0xFF00_0000_0000_00FF]) {
            let counts = ByteCounts::of(bits);
            assert_eq!(counts.total(), bits.count_ones());
            let mut rest = bits;
            for k in 0..bits.count_ones() {
                assert_eq!(counts.select(bits, k), rest.trailing_zeros(), "{bits:#x} {k}");
                rest &= rest - 1;
            }
        }
    }

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
