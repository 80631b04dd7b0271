//! The repetition rule several games here need where their sources are silent on play that
//! could go on for ever: a state seen for the third time ends something (a round, a match, a
//! campaign). What counts as the same state is each game's own key.

/// How many times a key may be seen; the third sighting ends play.
pub const REPETITIONS: usize = 3;

/// The keys seen since the last [`Repetitions::clear`] (an irreversible step such as a capture
/// makes every earlier state unreachable, so a game clears them then).
#[derive(Debug, PartialEq, Eq)]
pub struct Repetitions<K> {
    seen: Vec<K>,
}

/// Room for this many keys is made in every copy, so that a game copied for a playout or a
/// search rarely grows it while it plays.
const ROOM: usize = 32;

impl<K: Clone> Clone for Repetitions<K> {
    fn clone(&self) -> Self {
        let mut seen = Vec::with_capacity(self.seen.len().max(ROOM));
        seen.extend_from_slice(&self.seen);
        Repetitions { seen }
    }
}

impl<K> Default for Repetitions<K> {
    fn default() -> Self {
        Repetitions { seen: Vec::new() }
    }
}

impl<K: PartialEq> Repetitions<K> {
    /// Records `key`; true when it has now been seen [`REPETITIONS`] times or more.
    pub fn third_time(&mut self, key: K) -> bool {
        let before = self.seen.iter().filter(|&seen| *seen == key).count();
        self.seen.push(key);
        before + 1 >= REPETITIONS
    }

    /// Forgets every key seen.
    pub fn clear(&mut self) {
        self.seen.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_reported_when_seen_the_third_time() {
        let mut seen = Repetitions::default();
        assert!(!seen.third_time('a'));
        assert!(!seen.third_time('b'));
        assert!(!seen.third_time('a'));
        assert!(seen.third_time('a'), "third a");
        assert!(!seen.third_time('b'), "second b");
        seen.clear();
        assert!(!seen.third_time('a'), "forgotten");
    }
}
