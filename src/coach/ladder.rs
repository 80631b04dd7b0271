//! The levels' strength as numbers: every pair of players (by default the computer's levels,
//! random, easy, medium and hard) plays a number of seeded games, each taking the first seat in
//! every other game, and a Bradley-Terry model fitted to the results gives each a rating on the
//! Elo scale with a 95% interval (RoyalUr.net publishes its agents' strength the same way).
//!
//! * A game counts as a win for the side whose seats' returns add up higher, a draw when equal
//!   (in a game of more than two seats one side takes the even seats, the other the odd ones).
//! * Bradley-Terry by minorisation-maximisation (Hunter 2004), a draw as half a win each way; one
//!   virtual draw between every pair (as BayesElo's prior does) keeps a player that won or lost
//!   every game at a finite rating.
//! * Ratings are anchored at 0 for the first player; the intervals are ±1.96 standard errors
//!   from the inverse of the observed information of the log-strengths (the anchor fixed), on
//!   the Elo scale (400 / ln 10 per unit).
//! * Games are played in rounds, one game of every pairing each, and round `r`'s games are the
//!   same in any run (their seeds come from the ladder's seed, the pairing and `r`): a cluster's
//!   jobs can each play their own rounds, and [`merge`] adds them up into the ladder one run of
//!   all those rounds would give.

use crate::ai::parallel::{part_seed, Effort};
use crate::ai::Level;
use crate::catalogue::{new_game, StartError};
use crate::engine::{Rng, ToAct};
use serde::{Deserialize, Serialize};

/// A player of the ladder: a level searching with an effort of its own.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Player {
    pub level: Level,
    pub effort: Effort,
}

/// How two players fared against each other.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pairing {
    pub a: String,
    pub b: String,
    pub wins_a: u32,
    pub draws: u32,
    pub wins_b: u32,
}

/// One player's rating on the Elo scale, with its 95% interval.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub player: String,
    /// Search iterations per decision (per part).
    pub iterations: u32,
    pub elo: f64,
    pub low: f64,
    pub high: f64,
}

/// A whole ladder: what `boardlore ladder` prints (JSON, or a table).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ladder {
    pub game: String,
    /// The rule options (`null`: the defaults).
    pub rules: serde_json::Value,
    pub games_per_pairing: u32,
    pub seed: u64,
    /// The rounds played, as ranges `[first, end)`: one for a single run, several after [`merge`].
    pub rounds: Vec<[u32; 2]>,
    pub pairings: Vec<Pairing>,
    pub ratings: Vec<Rating>,
}

/// Why ladders cannot be merged.
#[derive(Clone, Debug, PartialEq)]
pub enum MergeError {
    /// No ladder to merge.
    Empty,
    /// Two ladders differ in what was played: `what` (the game, the rules, the seed, the players).
    Differ { what: &'static str },
    /// Two ladders both played round `round`: its games would count twice.
    Overlap { round: u32 },
}

impl std::fmt::Display for MergeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MergeError::Empty => write!(f, "no ladder to merge"),
            MergeError::Differ { what } => write!(f, "the ladders differ in {what}: they are not parts of one ladder"),
            MergeError::Overlap { round } => {
                write!(f, "round {round} was played by two of the ladders: its games would count twice")
            }
        }
    }
}

impl std::error::Error for MergeError {}

/// The levels as the app plays them, each with its own budget in `game`, searching in `parts`
/// parts (1: one worker).
pub fn levels(game: &str, rules: &serde_json::Value, parts: u32) -> Result<Vec<Player>, StartError> {
    let start = new_game(game, rules)?;
    Ok(Level::ALL
        .into_iter()
        .map(|level| Player { level, effort: Effort { iterations: start.iterations(level), parts } })
        .collect())
}

/// The ladder's players by default: the levels searching in one part (one worker), and when
/// `parts` is more than one, the hard level again searching in that many.
pub fn players(game: &str, rules: &serde_json::Value, parts: u32) -> Result<Vec<Player>, StartError> {
    let mut players = levels(game, rules, 1)?;
    if parts > 1 {
        players.extend(levels(game, rules, parts)?.into_iter().filter(|p| p.level == Level::Hard));
    }
    Ok(players)
}

/// A player's name: its level, with its parts when more than one.
fn name(player: &Player) -> String {
    match player.effort.parts {
        0 | 1 => player.level.name().to_string(),
        parts => format!("{}x{parts}", player.level.name()),
    }
}

/// Plays one game of `game` from `seed`: side A (`a`) takes the seats of `a_parity`. Returns
/// 1 for a win of A, 0.5 for a draw, 0 for a loss.
fn play(game: &str, rules: &serde_json::Value, a: Player, b: Player, a_parity: usize, seed: u64) -> f64 {
    let Ok(mut position) = new_game(game, rules) else { return 0.5 };
    let mut rng = Rng::new(seed);
    let mut ply = 0u32;
    loop {
        let moved = match position.to_act() {
            ToAct::Over => break,
            ToAct::Chance => position.play_random(&mut rng),
            ToAct::Seat(seat) => {
                let player = if seat.index() % 2 == a_parity { a } else { b };
                let chosen = position.decide_with(player.level, player.effort, part_seed(seed, ply + 1));
                chosen.filter(|action| position.apply_text(action, &mut Vec::new()).is_ok())
            }
        };
        if moved.is_none() {
            break;
        }
        ply += 1;
    }
    let returns = position.returns();
    let side = |parity: usize| returns.iter().enumerate().filter(|(i, _)| i % 2 == parity).map(|(_, r)| r).sum::<f64>();
    let (mine, theirs) = (side(a_parity), side(1 - a_parity));
    if mine > theirs {
        1.0
    } else if mine < theirs {
        0.0
    } else {
        0.5
    }
}

/// Plays `games` games between every pair of `players` (each pair's games alternate who takes
/// the first seat; game `g` of a pairing is the same whatever `games` is), in rounds from
/// `first_round`, and rates them.
pub fn ladder(
    game: &str,
    rules: &serde_json::Value,
    players: &[Player],
    first_round: u32,
    games: u32,
    seed: u64,
) -> Result<Ladder, StartError> {
    ladder_observed(game, rules, players, first_round, games, seed, &mut || true)
}

/// [`ladder`], calling `on_game` after each game (a progress bar); once it answers `false`,
/// the ladder ends with the round (one game of every pairing) under way, and rates the rounds
/// played (a time limit).
pub fn ladder_observed(
    game: &str,
    rules: &serde_json::Value,
    players: &[Player],
    first_round: u32,
    games: u32,
    seed: u64,
    on_game: &mut dyn FnMut() -> bool,
) -> Result<Ladder, StartError> {
    new_game(game, rules)?;
    let k = players.len();
    let mut score = vec![vec![0.0; k]; k];
    let mut played = vec![vec![0.0; k]; k];
    let pairs: Vec<(usize, usize)> = (0..k).flat_map(|i| (i + 1..k).map(move |j| (i, j))).collect();
    let mut pairings: Vec<Pairing> = pairs
        .iter()
        .map(|&(i, j)| Pairing { a: name(&players[i]), b: name(&players[j]), wins_a: 0, draws: 0, wins_b: 0 })
        .collect();
    // In rounds, one game of every pairing each: a ladder stopped early is still balanced.
    let mut rounds = 0;
    while rounds < games {
        let g = first_round.saturating_add(rounds);
        let mut go_on = true;
        for (pair, (&(i, j), pairing)) in pairs.iter().zip(&mut pairings).enumerate() {
            let seed = part_seed(seed, pair as u32 * 100_000 + g + 1);
            let result = play(game, rules, players[i], players[j], (g % 2) as usize, seed);
            match result {
                r if r > 0.5 => pairing.wins_a += 1,
                r if r < 0.5 => pairing.wins_b += 1,
                _ => pairing.draws += 1,
            }
            score[i][j] += result;
            score[j][i] += 1.0 - result;
            played[i][j] += 1.0;
            played[j][i] += 1.0;
            go_on &= on_game();
        }
        rounds += 1;
        if !go_on {
            break;
        }
    }
    let named: Vec<(String, u32)> = players.iter().map(|p| (name(p), p.effort.iterations)).collect();
    Ok(Ladder {
        game: game.to_string(),
        rules: rules.clone(),
        games_per_pairing: rounds,
        seed,
        rounds: vec![[first_round, first_round.saturating_add(rounds)]],
        ratings: rate(&named, &score, &played),
        pairings,
    })
}

/// The ratings of `players` (name, iterations) from their points against each other.
fn rate(players: &[(String, u32)], score: &[Vec<f64>], played: &[Vec<f64>]) -> Vec<Rating> {
    let (elo, error) = bradley_terry(score, played);
    players
        .iter()
        .zip(elo.iter().zip(&error))
        .map(|((player, iterations), (&elo, &error))| Rating {
            player: player.clone(),
            iterations: *iterations,
            elo,
            low: elo - 1.96 * error,
            high: elo + 1.96 * error,
        })
        .collect()
}

/// The ladder of every round `parts` played between them (the same game, rules, seed and
/// players; no round twice): their pairings added up and rated again, as one run of those
/// rounds would give.
pub fn merge(parts: &[Ladder]) -> Result<Ladder, MergeError> {
    let first = parts.first().ok_or(MergeError::Empty)?;
    let players: Vec<(String, u32)> = first.ratings.iter().map(|r| (r.player.clone(), r.iterations)).collect();
    let index = |name: &str| players.iter().position(|(p, _)| p == name);
    let k = players.len();
    let mut score = vec![vec![0.0; k]; k];
    let mut played = vec![vec![0.0; k]; k];
    let mut pairings = first.pairings.clone();
    pairings.iter_mut().for_each(|p| (p.wins_a, p.draws, p.wins_b) = (0, 0, 0));
    let mut rounds: Vec<[u32; 2]> = Vec::new();
    for part in parts {
        let differ = |what| Err(MergeError::Differ { what });
        if part.game != first.game {
            return differ("the game");
        }
        if part.rules != first.rules {
            return differ("the rules");
        }
        if part.seed != first.seed {
            return differ("the seed");
        }
        if part.ratings.iter().map(|r| (r.player.clone(), r.iterations)).ne(players.iter().cloned())
            || part.pairings.iter().map(|p| (&p.a, &p.b)).ne(pairings.iter().map(|p| (&p.a, &p.b)))
        {
            return differ("the players");
        }
        rounds.extend(part.rounds.iter().filter(|[from, to]| from < to));
        for (sum, p) in pairings.iter_mut().zip(&part.pairings) {
            (sum.wins_a, sum.draws, sum.wins_b) = (sum.wins_a + p.wins_a, sum.draws + p.draws, sum.wins_b + p.wins_b);
            let (Some(i), Some(j)) = (index(&p.a), index(&p.b)) else { return differ("the players") };
            let games = f64::from(p.wins_a + p.draws + p.wins_b);
            let points = f64::from(p.wins_a) + 0.5 * f64::from(p.draws);
            score[i][j] += points;
            score[j][i] += games - points;
            played[i][j] += games;
            played[j][i] += games;
        }
    }
    rounds.sort_unstable();
    if let Some(pair) = rounds.windows(2).find(|w| w[1][0] < w[0][1]) {
        return Err(MergeError::Overlap { round: pair[1][0] });
    }
    // Ranges that meet are one.
    rounds.dedup_by(|later, earlier| {
        let meet = later[0] == earlier[1];
        if meet {
            earlier[1] = later[1];
        }
        meet
    });
    Ok(Ladder {
        game: first.game.clone(),
        rules: first.rules.clone(),
        games_per_pairing: rounds.iter().map(|[from, to]| to - from).sum(),
        seed: first.seed,
        rounds,
        ratings: rate(&players, &score, &played),
        pairings,
    })
}

/// Elo points per unit of log-strength.
const ELO: f64 = 400.0 / std::f64::consts::LN_10;

/// Fits Bradley-Terry strengths to `score[i][j]` (points of i against j) over `played[i][j]`
/// games, with one virtual draw per pair; returns each player's Elo (the first at 0) and its
/// standard error.
pub fn bradley_terry(score: &[Vec<f64>], played: &[Vec<f64>]) -> (Vec<f64>, Vec<f64>) {
    let k = score.len();
    if k == 0 {
        return (Vec::new(), Vec::new());
    }
    // The virtual draw: half a point each way, one game more.
    let w = |i: usize, j: usize| if i == j { 0.0 } else { score[i][j] + 0.5 };
    let n = |i: usize, j: usize| if i == j { 0.0 } else { played[i][j] + 1.0 };
    let mut gamma = vec![1.0f64; k];
    for _ in 0..10_000 {
        let mut next = gamma.clone();
        for i in 0..k {
            let wins: f64 = (0..k).map(|j| w(i, j)).sum();
            let denominator: f64 = (0..k).filter(|&j| j != i).map(|j| n(i, j) / (gamma[i] + gamma[j])).sum();
            next[i] = if denominator > 0.0 { wins / denominator } else { gamma[i] };
        }
        let anchor = next[0];
        next.iter_mut().for_each(|g| *g /= anchor);
        let change = next.iter().zip(&gamma).map(|(a, b)| (a.ln() - b.ln()).abs()).fold(0.0, f64::max);
        gamma = next;
        if change < 1e-10 {
            break;
        }
    }
    // Observed information of the log-strengths, the anchor's row and column removed.
    let mut information = vec![vec![0.0; k - 1]; k - 1];
    for i in 1..k {
        for j in 0..k {
            if i == j {
                continue;
            }
            let p = gamma[i] / (gamma[i] + gamma[j]);
            let f = n(i, j) * p * (1.0 - p);
            information[i - 1][i - 1] += f;
            if j > 0 {
                information[i - 1][j - 1] -= f;
            }
        }
    }
    let covariance = invert(information);
    let elo = gamma.iter().map(|g| g.ln() * ELO).collect();
    let mut error = vec![0.0];
    error.extend((0..k - 1).map(|i| covariance.as_ref().map_or(f64::INFINITY, |c| c[i][i].max(0.0).sqrt() * ELO)));
    (elo, error)
}

/// The inverse of a square matrix by Gauss-Jordan elimination; `None` if it is singular.
fn invert(mut m: Vec<Vec<f64>>) -> Option<Vec<Vec<f64>>> {
    let n = m.len();
    let mut inverse: Vec<Vec<f64>> = (0..n).map(|i| (0..n).map(|j| f64::from(u8::from(i == j))).collect()).collect();
    for column in 0..n {
        let pivot = (column..n).max_by(|&a, &b| m[a][column].abs().total_cmp(&m[b][column].abs()))?;
        if m[pivot][column].abs() < 1e-12 {
            return None;
        }
        m.swap(column, pivot);
        inverse.swap(column, pivot);
        let p = m[column][column];
        for j in 0..n {
            m[column][j] /= p;
            inverse[column][j] /= p;
        }
        for row in 0..n {
            if row != column {
                let f = m[row][column];
                for j in 0..n {
                    m[row][j] -= f * m[column][j];
                    inverse[row][j] -= f * inverse[column][j];
                }
            }
        }
    }
    Some(inverse)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_results_give_equal_ratings_and_a_stronger_player_rates_higher() {
        let (elo, error) = bradley_terry(&[vec![0.0, 10.0], vec![10.0, 0.0]], &[vec![0.0, 20.0], vec![20.0, 0.0]]);
        assert!(elo[1].abs() < 1e-6 && error[0] == 0.0 && error[1] > 0.0, "{elo:?} {error:?}");
        // 15 of 20: odds of 3 to 1 (15.5 to 5.5 with the virtual draw), about 180 Elo.
        let (elo, _) = bradley_terry(&[vec![0.0, 5.0], vec![15.0, 0.0]], &[vec![0.0, 20.0], vec![20.0, 0.0]]);
        let expected = (15.5f64 / 5.5).log10() * 400.0;
        assert!((elo[1] - expected).abs() < 1e-3, "{elo:?} against {expected}");
        // Winning every game still gives a finite rating, and more games a narrower interval.
        let (elo, few) = bradley_terry(&[vec![0.0, 0.0], vec![4.0, 0.0]], &[vec![0.0, 4.0], vec![4.0, 0.0]]);
        let (_, many) = bradley_terry(&[vec![0.0, 20.0], vec![20.0, 0.0]], &[vec![0.0, 40.0], vec![40.0, 0.0]]);
        assert!(elo[1].is_finite() && elo[1] > 200.0 && many[1] < few[1], "{elo:?} {few:?} {many:?}");
    }

    #[test]
    fn a_short_ladder_rates_a_searching_player_above_random_play() {
        let rules = serde_json::json!({ "single_round": true });
        let players = [
            Player { level: Level::Random, effort: Effort { iterations: 0, parts: 1 } },
            Player { level: Level::Medium, effort: Effort { iterations: 300, parts: 1 } },
            Player { level: Level::Hard, effort: Effort { iterations: 300, parts: 2 } },
        ];
        let ladder = ladder("leyla", &rules, &players, 0, 6, 5).unwrap();
        assert_eq!(ladder.pairings.len(), 3);
        assert!(ladder.pairings.iter().all(|p| p.wins_a + p.draws + p.wins_b == 6));
        let names: Vec<&str> = ladder.ratings.iter().map(|r| r.player.as_str()).collect();
        assert_eq!(names, ["random", "medium", "hardx2"]);
        let [random, medium, hard] = [0, 1, 2].map(|i| &ladder.ratings[i]);
        assert_eq!((random.elo, random.low, random.high), (0.0, 0.0, 0.0));
        assert!(medium.elo > 100.0 && hard.elo > 100.0, "{:?}", ladder.ratings);
        assert!(medium.low < medium.elo && medium.elo < medium.high);
        let first = &ladder.pairings[0];
        assert!(first.wins_b > first.wins_a, "a search beats random play: {first:?}");
        assert_eq!(ladder, super::ladder("leyla", &rules, &players, 0, 6, 5).unwrap(), "seeded");
        assert!(super::ladder("chess", &rules, &players, 0, 1, 1).is_err());
    }

    #[test]
    fn ladders_of_separate_rounds_merge_into_the_ladder_of_them_all() {
        let rules = serde_json::json!({ "single_round": true });
        let players = [
            Player { level: Level::Random, effort: Effort { iterations: 0, parts: 1 } },
            Player { level: Level::Easy, effort: Effort { iterations: 2, parts: 1 } },
        ];
        let whole = ladder("leyla", &rules, &players, 0, 5, 9).unwrap();
        let [p] = &whole.pairings[..] else { panic!("one pairing") };
        assert!(p.wins_a > 0 && p.wins_b > 0, "both sides win some, so the sum is tested: {p:?}");
        let parts =
            [ladder("leyla", &rules, &players, 3, 2, 9).unwrap(), ladder("leyla", &rules, &players, 0, 3, 9).unwrap()];
        assert_eq!(parts[0].rounds, [[3, 5]]);
        assert_eq!(merge(&parts), Ok(whole.clone()), "a cluster's jobs add up to one run");
        assert_eq!(merge(&[parts[1].clone(), parts[1].clone()]), Err(MergeError::Overlap { round: 0 }));
        let other_seed = ladder("leyla", &rules, &players, 3, 2, 10).unwrap();
        assert_eq!(merge(&[parts[1].clone(), other_seed]), Err(MergeError::Differ { what: "the seed" }));
        let other_rules = ladder("leyla", &serde_json::Value::Null, &players, 3, 1, 9).unwrap();
        assert_eq!(merge(&[parts[1].clone(), other_rules]), Err(MergeError::Differ { what: "the rules" }));
        assert_eq!(merge(&[]), Err(MergeError::Empty));
    }
}
