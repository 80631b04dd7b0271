//! Small bit sets as random play reads them: tables built at compile time (where a processor
//! without a bit-count instruction would spend a dozen instructions counting), the `k`-th
//! member of a set found without a loop, and the members of a set one by one.

/// The members of `set` (the positions of its set bits), lowest first.
pub fn ones(set: impl Into<u64>) -> impl Iterator<Item = usize> {
    let mut set = set.into();
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let lowest = set.trailing_zeros() as usize;
            set &= set - 1;
            lowest
        })
    })
}

/// For each set of up to `N` members (a bit each, the first member lowest; `M` is `1 << N`): how
/// many members it has, and which, in order. A game's table of the holes of a row:
/// `static ROW_CHOICES: [(u8, [u8; ROW]); 1 << ROW] = members();`.
pub const fn members<const N: usize, const M: usize>() -> [(u8, [u8; N]); M] {
    let mut table = [(0, [0; N]); M];
    let mut set = 0;
    while set < M {
        let mut member = 0;
        while member < N {
            if set >> member & 1 == 1 {
                let (count, members) = &mut table[set];
                members[*count as usize] = member as u8;
                *count += 1;
            }
            member += 1;
        }
        set += 1;
    }
    table
}

/// How many bits of a 64-bit set lie in each of its bytes and below: byte `i` of `prefix` is the
/// number of set bits in bytes `0..=i`. It finds the `k`-th set bit without a loop whose trip
/// count depends on `k` (a branch mispredicted about once per call in random playouts): how
/// [`Rng::choose_bit`](super::Rng::choose_bit) draws a member.
#[derive(Clone, Copy)]
pub struct ByteCounts {
    prefix: u64,
}

/// Each byte of a word, 0x01 (to spread a byte over all eight) or 0x80 (each byte's high bit).
const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The members of each byte, in order (see [`members`]).
static BYTE_MEMBERS: [(u8, [u8; 8]); 256] = members();

impl ByteCounts {
    /// Counts by bytes (the population count's usual halving steps, then a running sum).
    #[inline]
    pub fn of(bits: u64) -> ByteCounts {
        let pairs = bits - (bits >> 1 & 0x5555_5555_5555_5555);
        let nibbles = (pairs & 0x3333_3333_3333_3333) + (pairs >> 2 & 0x3333_3333_3333_3333);
        let bytes = (nibbles + (nibbles >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        ByteCounts { prefix: bytes.wrapping_mul(ONES) }
    }

    /// The number of set bits.
    #[inline]
    pub fn total(self) -> u32 {
        (self.prefix >> 56) as u32
    }

    /// The index of the `k`-th (from 0, lowest first) set bit of `bits` (whose counts these
    /// are), for `k` below [`ByteCounts::total`]: the byte is the number of bytes whose running
    /// count is at most `k` (each byte compared at once: counts are below 128), the bit within
    /// it from a table.
    #[inline]
    pub fn select(self, bits: u64, k: u32) -> u32 {
        let ks = u64::from(k) * ONES;
        let at_most_k = ((ks | HIGHS) - self.prefix) & HIGHS;
        let byte = ((at_most_k >> 7).wrapping_mul(ONES) >> 56) as u32;
        let before = ((self.prefix << 8) >> (8 * byte)) as u32 & 0xFF;
        let in_byte = (bits >> (8 * byte)) as usize & 0xFF;
        8 * byte + u32::from(BYTE_MEMBERS[in_byte].1[(k - before) as usize & 7])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_lists_its_members_in_order() {
        let table: [(u8, [u8; 4]); 16] = members();
        assert_eq!(table[0].0, 0);
        assert_eq!(table[0b1011], (3, [0, 1, 3, 0]));
        for (set, &(count, list)) in table.iter().enumerate() {
            assert_eq!(u32::from(count), (set as u32).count_ones());
            assert!(list[..count as usize].iter().all(|&m| set >> m & 1 == 1));
        }
    }

    #[test]
    fn a_set_bit_is_selected_by_its_rank() {
        let mut rng = crate::engine::Rng::new(11);
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
}
