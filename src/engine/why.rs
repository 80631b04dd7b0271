//! Helpers for [`super::Game::explain`]: a move is explained in at most [`MOST`] sentences, each
//! weighed by how much it matters, so that a move that does much (relays, a capture, the end of
//! a round, what passed between rounds) keeps the sentences that say most. Sentences are
//! [`Phrase`]s, shown in the visitor's language; parts said in a row are joined by messages
//! too ([`joined`]).

use super::Phrase;

/// The most sentences one action is explained in.
pub const MOST: usize = 4;

/// A sentence and how much it matters (higher matters more).
pub type Said = (u8, Phrase);

/// `n` and the word for that many: "1 hole", "2 holes" (the app's words use it too).
pub fn count(n: impl Into<u64>, [one, many]: [&str; 2]) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// How parts said in a row are joined: the message `why-join-<kind>` with arguments `a` and
/// `b` ("a; b", "a and b", "a, b").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    /// Clauses: "a; b".
    Semicolon,
    /// Two things: "a and b".
    And,
    /// Items of a list: "a, b".
    Comma,
    /// One after another: "a, then b".
    Then,
}

/// `parts` joined in order, `None` when there are none.
pub fn joined(parts: Vec<Phrase>, join: Join) -> Option<Phrase> {
    let id = match join {
        Join::Semicolon => "why-join-semicolon",
        Join::And => "why-join-and",
        Join::Comma => "why-join-comma",
        Join::Then => "why-join-then",
    };
    parts.into_iter().reduce(|a, b| Phrase::new(id).with("a", a).with("b", b))
}

/// A site's name (notation, the same in every language) as a phrase, to be joined.
pub fn site(name: &str) -> Phrase {
    Phrase::new("why-site").with("site", name)
}

/// The [`MOST`] sentences of `said` that matter most, in their order; among equals the earlier
/// ones are kept.
pub fn most_important(mut said: Vec<Said>) -> Vec<Phrase> {
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
            .map(|(weight, id)| (weight, Phrase::new(id)))
            .collect();
        let ids: Vec<String> = most_important(said).into_iter().map(|p| p.id).collect();
        assert_eq!(ids, ["b", "c", "e", "f"]);
        assert_eq!(most_important(vec![(0, Phrase::new("x"))]), [Phrase::new("x")]);
    }

    #[test]
    fn parts_are_joined_pairwise_in_order() {
        let (a, b, c) = (Phrase::new("a"), Phrase::new("b"), Phrase::new("c"));
        let ab = Phrase::new("why-join-and").with("a", a.clone()).with("b", b.clone());
        assert_eq!(joined(vec![a.clone(), b.clone()], Join::And), Some(ab.clone()));
        assert_eq!(
            joined(vec![a.clone(), b, c.clone()], Join::And),
            Some(Phrase::new("why-join-and").with("a", ab).with("b", c))
        );
        assert_eq!(joined(vec![a.clone()], Join::Comma), Some(a));
        assert_eq!(joined(Vec::new(), Join::Semicolon), None);
    }
}
