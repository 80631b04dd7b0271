//! Root-parallel search: one decision searched as several independent parts (each a [`Search`]
//! with its own seed and the same budget), whose root statistics are then added up. The app runs
//! the parts in several Web Workers at once, so that the hard level plays stronger, for the same
//! thinking time, on a device with several cores; natively the parts simply run one after the
//! other (`boardlore arena --a-workers`, `boardlore think --workers`).
//!
//! * Part 0 searches from the decision's own seed, part `i` from [`part_seed`]; one part is
//!   exactly the plain search (no merge), so a single worker plays as before.
//! * [`merge`]: each root action's playouts are added up and its mean result is the mean over
//!   all of them; the most played action is chosen, ties broken by the better mean, then by the
//!   order in which the parts (in part order) listed the actions: the same parts give the same
//!   move, whatever order they finished in.

use super::{blunders, search, Candidate, Level, Search};
use crate::engine::{random_action, Game, Rng, ToAct};

/// How a decision is searched: iterations per part, and how many parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effort {
    /// Search iterations in each part.
    pub iterations: u32,
    /// Independent parts (at least one).
    pub parts: u32,
}

impl Effort {
    /// A level's own budget in `G`, searched in `parts` parts.
    pub fn of<G: Game>(level: Level, parts: u32) -> Effort {
        Effort { iterations: level.iterations::<G>(), parts }
    }
}

/// The seed of part `part` of a search from `seed`: `seed` itself for part 0, else `seed` mixed
/// with the part's index (a different stream for every part).
pub fn part_seed(seed: u64, part: u32) -> u64 {
    if part == 0 {
        return seed;
    }
    // SplitMix64's finaliser over the seed and the index: nearby seeds and indices spread apart.
    let mut z = seed ^ u64::from(part).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Adds up the root statistics of several parts (each root action with its playouts and mean
/// result), most played first (see the module's notes for ties). Actions no part played are
/// left out.
pub fn merge<A: Clone + PartialEq>(parts: &[Vec<(A, u32, f64)>]) -> Vec<(A, u32, f64)> {
    // Each action once, in order of first appearance: its playouts and its summed result.
    let mut sums: Vec<(A, u32, f64)> = Vec::new();
    for (action, playouts, mean) in parts.iter().flatten().filter(|(_, playouts, _)| *playouts > 0) {
        let total = mean * f64::from(*playouts);
        match sums.iter_mut().find(|(seen, _, _)| seen == action) {
            Some(sum) => {
                sum.1 = sum.1.saturating_add(*playouts);
                sum.2 += total;
            }
            None => sums.push((action.clone(), *playouts, total)),
        }
    }
    let mut merged: Vec<(A, u32, f64)> =
        sums.into_iter().map(|(action, playouts, total)| (action, playouts, total / f64::from(playouts))).collect();
    // A stable sort: equal playouts and means keep the order of first appearance.
    merged.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)));
    merged
}

/// [`merge`] for candidates in text notation, as the app's workers report them.
pub fn merge_candidates(parts: &[Vec<Candidate>]) -> Vec<Candidate> {
    let parts: Vec<Vec<(String, u32, f64)>> =
        parts.iter().map(|part| part.iter().map(|c| (c.action.clone(), c.playouts, c.mean)).collect()).collect();
    merge(&parts).into_iter().map(|(action, playouts, mean)| Candidate { action, playouts, mean }).collect()
}

/// Searches `game` in `effort.parts` parts of `effort.iterations` iterations each and returns the
/// most played root action with its playouts over all parts. One part is exactly [`search`];
/// with nothing to choose, the answer is part 0's (the only legal action, or a random one).
pub fn search_in_parts<G: Game>(game: &G, effort: Effort, seed: u64) -> Option<(G::Action, u32)> {
    if effort.parts <= 1 {
        return search(game, effort.iterations, seed);
    }
    let mut answer = None;
    let mut roots = Vec::new();
    for part in 0..effort.parts {
        let mut search = Search::new(game, part_seed(seed, part))?;
        search.run(effort.iterations);
        if part == 0 {
            answer = search.best();
        }
        roots.push(search.candidates());
    }
    merge(&roots).first().map(|&(action, playouts, _)| (action, playouts)).or(answer)
}

/// [`super::choose`] with a given effort: a random legal action when the level blunders (the
/// same decisions as `choose`), else a search in parts. `choose(game, level, seed)` is
/// `choose_with(game, level, Effort::of::<G>(level, 1), seed)`.
pub fn choose_with<G: Game>(game: &G, level: Level, effort: Effort, seed: u64) -> Option<G::Action> {
    if blunders(level.blunder_rate(), seed) {
        let ToAct::Seat(_) = game.to_act() else { return None };
        return random_action(game, &mut Rng::new(seed), &mut Vec::new());
    }
    search_in_parts(game, effort, seed).map(|(action, _)| action)
}

#[cfg(test)]
mod tests {
    use super::super::choose;
    use super::*;
    use crate::games::leyla::{Leyla, LeylaRules};

    fn opening() -> Leyla {
        let mut game = Leyla::new(LeylaRules::default());
        for text in ["a3", "b4"] {
            let action = game.parse_action(text).unwrap();
            game.apply(action).unwrap();
        }
        game
    }

    #[test]
    fn merging_adds_playouts_and_weighs_means() {
        let parts = vec![
            vec![("a", 10, 0.5), ("b", 6, -0.5), ("c", 4, 0.0)],
            vec![("b", 12, 0.0), ("a", 5, 1.0), ("d", 0, 1.0)],
            vec![("c", 3, 1.0)],
        ];
        let merged = merge(&parts);
        let rows: Vec<(&str, u32)> = merged.iter().map(|&(a, n, _)| (a, n)).collect();
        assert_eq!(rows, [("b", 18), ("a", 15), ("c", 7)], "unplayed actions are left out");
        let means: Vec<f64> = merged.iter().map(|m| m.2).collect();
        let expected = [(6.0 * -0.5) / 18.0, (5.0 + 5.0) / 15.0, 3.0 / 7.0];
        for (mean, want) in means.iter().zip(expected) {
            assert!((mean - want).abs() < 1e-12, "{means:?}");
        }
        assert!(merge::<&str>(&[]).is_empty());
        assert!(merge(&[vec![("a", 0, 0.0)]]).is_empty());
    }

    #[test]
    fn ties_go_to_the_better_mean_then_to_the_first_listed() {
        let merged = merge(&[vec![("x", 5, 0.0), ("y", 5, 0.2)], vec![("z", 3, 0.0), ("w", 7, 0.2)]]);
        assert_eq!(merged.iter().map(|m| m.0).collect::<Vec<_>>(), ["w", "y", "x", "z"]);
        // Playouts and means equal: the action a part listed first, parts in order.
        let merged = merge(&[vec![("q", 4, 0.5)], vec![("p", 4, 0.5)]]);
        assert_eq!(merged[0].0, "q");
        let swapped = merge(&[vec![("p", 4, 0.5)], vec![("q", 4, 0.5)]]);
        assert_eq!(swapped[0].0, "p");
    }

    #[test]
    fn candidates_merge_as_statistics_do() {
        let c = |action: &str, playouts, mean| Candidate { action: action.to_string(), playouts, mean };
        let merged = merge_candidates(&[vec![c("a1", 3, 1.0)], vec![c("a2", 2, 0.0), c("a1", 1, -1.0)]]);
        assert_eq!(merged, [c("a1", 4, 0.5), c("a2", 2, 0.0)]);
    }

    #[test]
    fn part_seeds_differ_and_part_zero_is_the_seed() {
        assert_eq!(part_seed(42, 0), 42);
        let seeds: std::collections::HashSet<u64> = (0..64).map(|part| part_seed(42, part)).collect();
        assert_eq!(seeds.len(), 64);
        assert_ne!(part_seed(42, 1), part_seed(43, 1));
    }

    #[test]
    fn one_part_is_the_plain_search() {
        let game = opening();
        for seed in 0..6 {
            let one = Effort { iterations: 400, parts: 1 };
            assert_eq!(search_in_parts(&game, one, seed), search(&game, 400, seed), "seed {seed}");
        }
        for level in Level::ALL {
            for seed in 0..4 {
                assert_eq!(choose_with(&game, level, Effort::of::<Leyla>(level, 1), seed), choose(&game, level, seed));
            }
        }
    }

    #[test]
    fn the_same_seed_budget_and_parts_give_the_same_move() {
        let game = opening();
        let effort = Effort { iterations: 300, parts: 3 };
        let answers: Vec<_> = (0..5).map(|seed| search_in_parts(&game, effort, seed)).collect();
        assert_eq!(answers, (0..5).map(|seed| search_in_parts(&game, effort, seed)).collect::<Vec<_>>());
        for (seed, answer) in answers.iter().enumerate() {
            let (_, playouts) = answer.expect("a move");
            assert!(playouts > 300 / 6, "seed {seed}: the merged playouts of the best, {playouts}");
        }
        // The merged move is the most played over the parts, computed by hand.
        let roots: Vec<_> = (0..3)
            .map(|part| {
                let mut search = Search::new(&game, part_seed(7, part)).unwrap();
                search.run(300);
                search.candidates()
            })
            .collect();
        let best = roots
            .iter()
            .flatten()
            .map(|c| c.0)
            .max_by_key(|&action| roots.iter().flatten().filter(|c| c.0 == action).map(|c| c.1).sum::<u32>());
        assert_eq!(search_in_parts(&game, effort, 7).map(|(a, _)| a), best);
    }

    #[test]
    fn with_one_legal_action_the_answer_is_that_action() {
        use crate::engine::Seat;
        let rules = LeylaRules { single_round: true, ..LeylaRules::default() };
        let game = Leyla::from_diagram("1 0 0 0 0 0\n0 0 0 0 0 2", Seat::FIRST, [0, 0], rules).unwrap();
        let effort = Effort { iterations: 1_000, parts: 4 };
        assert_eq!(search_in_parts(&game, effort, 1), search(&game, 1_000, 1));
    }

    #[test]
    fn a_short_arena_of_two_parts_against_one_completes_with_legal_moves() {
        let rules = LeylaRules { single_round: true, ..LeylaRules::default() };
        let mut legal = Vec::new();
        for n in 0..20u64 {
            let mut game = Leyla::new(rules);
            let two_parts_seat = (n % 2) as usize;
            let mut ply = 0u64;
            while let ToAct::Seat(seat) = game.to_act() {
                let parts = if seat.index() == two_parts_seat { 2 } else { 1 };
                let effort = Effort { iterations: 60, parts };
                let action =
                    choose_with(&game, Level::Hard, effort, n * 1_000 + ply).expect("a seat to act has a move");
                game.legal_actions(&mut legal);
                assert!(legal.contains(&action), "game {n}, action {ply}");
                game.apply(action).unwrap();
                ply += 1;
                assert!(ply < 2_000, "game {n} ends");
            }
            assert_eq!(game.to_act(), ToAct::Over, "game {n}");
        }
    }
}
