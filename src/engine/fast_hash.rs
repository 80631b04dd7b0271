//! A hasher for the small tables the rules keep while working out a move (positions already
//! looked at): the multiply-and-rotate hash of Firefox and rustc (FxHash), much cheaper than the
//! standard library's SipHash, which guards against keys chosen by an attacker; these keys are
//! positions of a game.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` with [`FastHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// FxHash: each word is mixed in with a rotation, an exclusive or and a multiplication.
#[derive(Clone, Copy, Debug, Default)]
pub struct FastHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.add(u64::from_le_bytes(chunk.try_into().expect("eight bytes")));
        }
        let mut last = [0u8; 8];
        last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
        if !chunks.remainder().is_empty() {
            self.add(u64::from_le_bytes(last));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::Hash;

    fn hash(value: impl Hash) -> u64 {
        let mut hasher = FastHasher::default();
        value.hash(&mut hasher);
        hasher.finish()
    }

    #[test]
    fn equal_keys_hash_alike_and_near_keys_apart() {
        assert_eq!(hash(([1u8; 26], 7u32)), hash(([1u8; 26], 7u32)));
        let mut board = [0u8; 26];
        let first = hash(board);
        board[25] = 1;
        assert_ne!(first, hash(board), "the last byte counts");
        let mut map: FastMap<[u8; 26], usize> = FastMap::default();
        for i in 0..26 {
            let mut key = [0u8; 26];
            key[i] = 1;
            map.insert(key, i);
        }
        assert_eq!(map.len(), 26);
        assert!((0..26).all(|i| {
            let mut key = [0u8; 26];
            key[i] = 1;
            map[&key] == i
        }));
    }
}
