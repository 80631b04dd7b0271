//! Helpers for [`super::Game::explain`]: a move is explained in at most [`MOST`] sentences, each
//! weighed by how much it matters, so that a move that does much (relays, a capture, the end of
//! a round, what passed between rounds) keeps the sentences that say most.

/// The most sentences one action is explained in.
pub const MOST: usize = 4;

/// A sentence and how much it matters (higher matters more).
pub type Said = (u8, String);

/// `n` and the word for that many: "1 hole", "2 holes" (the app's words use it too).
pub fn count(n: impl Into<u64>, [one, many]: [&str; 2]) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The [`MOST`] sentences of `said` that matter most, in their order; among equals the earlier
/// ones are kept.
pub fn most_important(mut said: Vec<Said>) -> Vec<String> {
    while said.len() > MOST {
        let least = (0..said.len()).min_by_key(|&i| (said[i].0, std::cmp::Reverse(i))).expect("not empty");
        said.remove(least);
    }
    said.into_iter().map(|(_, sentence)| sentence).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_important_and_then_the_latest_go_first() {
        let said: Vec<Said> = [(1, "a"), (3, "b"), (2, "c"), (1, "d"), (3, "e"), (2, "f")]
            .into_iter()
            .map(|(weight, text)| (weight, text.to_string()))
            .collect();
        assert_eq!(most_important(said), ["b", "c", "e", "f"]);
        assert_eq!(most_important(vec![(0, "x".to_string())]), ["x"]);
    }
}
