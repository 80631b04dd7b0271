//! What a study found, setting by setting: games, wins by seat with 95% Wilson intervals, the
//! first seat's advantage, draws, the distribution of game lengths and the means of the game's
//! own measures, printed as a table with the settings side by side; below them, the same things
//! as Ludii's concept database names and computes them ([`Tallies::ludii_concepts`], mapped to
//! Ludii's definitions in `docs/research.md`).

use super::measures::NUMBERS;
use super::stats::{mean, mean_interval, mean_interval_of, quantile, wilson, Z95};
use super::{Row, Setting};
use crate::engine::Seat;
use std::fmt;

/// The counts of one setting.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tallies {
    /// The setting as JSON text.
    pub setting: String,
    pub games: u64,
    /// Games won by each seat (a shared win counts for each winner).
    pub wins: Vec<u64>,
    pub draws: u64,
    /// Every game's number of actions.
    pub lengths: Vec<u64>,
    pub turns: u64,
    pub rounds: u64,
    /// Captures by each seat, summed.
    pub captures: Vec<u64>,
    /// The single-number measures summed, in the order of [`NUMBERS`].
    pub numbers: [u64; NUMBERS.len()],
    /// Games won by each seat alone (Ludii's `status().winner()`: a shared win has no winner).
    pub sole_wins: Vec<u64>,
    /// Every game's number of turns, and of moves (actions chosen by seats).
    pub turn_counts: Vec<u64>,
    pub move_counts: Vec<u64>,
    /// Every game's mean number of legal actions at a decision by a seat (its legal actions
    /// over its moves; a game without a move has none).
    pub branching: Vec<f64>,
    /// Whether the setting's rules stop a game at a limit of turns or moves.
    pub limited: bool,
    /// Games stopped at that limit, and games drawn otherwise.
    pub timeouts: u64,
    pub natural_draws: u64,
}

/// One of Ludii's concept values for a setting: its value and 95% interval, or nought because
/// the setting has no limit to stop a game at.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Concept {
    /// A share (0 to 1, as Ludii gives it) or a mean, with its interval.
    Value { value: f64, low: f64, high: f64 },
    /// Timeouts where the rules set no limit of turns or moves: none, by construction.
    NoLimit,
}

impl Concept {
    /// The value and its interval's ends as the summary prints them for the concept `name` (of
    /// [`LUDII_CONCEPTS`]): one decimal for durations, two for the branching factor, three for
    /// shares; `None` for [`Concept::NoLimit`].
    pub fn figures(&self, name: &str) -> Option<[String; 3]> {
        let Concept::Value { value, low, high } = *self else { return None };
        let places = match name {
            _ if name.starts_with("Duration") => 1,
            _ if name.starts_with("Branching") => 2,
            _ => 3,
        };
        Some([value, low, high].map(|x| format!("{x:.places$}")))
    }
}

/// Ludii's names of the concepts a study reports, in the order of [`Tallies::ludii_concepts`].
pub const LUDII_CONCEPTS: [&str; 8] = [
    "AdvantageP1",
    "Balance",
    "Completion",
    "Drawishness",
    "Timeouts",
    "DurationTurns",
    "DurationMoves",
    "BranchingFactorAverage",
];

/// Every setting's tallies.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub settings: Vec<Tallies>,
}

impl Summary {
    /// Nothing played yet.
    pub fn new(settings: &[Setting]) -> Summary {
        Summary {
            settings: settings
                .iter()
                .map(|s| Tallies {
                    setting: s.to_json().to_string(),
                    wins: vec![0; s.seats.len()],
                    sole_wins: vec![0; s.seats.len()],
                    captures: vec![0; s.seats.len()],
                    limited: s.start.stopped_at_limit().is_some(),
                    ..Tallies::default()
                })
                .collect(),
        }
    }

    /// Counts one game.
    pub fn add(&mut self, row: &Row) {
        let Some(t) = self.settings.get_mut(row.setting) else { return };
        t.games += 1;
        for &seat in &row.outcome.winners {
            if let Some(w) = t.wins.get_mut(seat) {
                *w += 1;
            }
        }
        if let [seat] = row.outcome.winners[..] {
            if let Some(w) = t.sole_wins.get_mut(seat) {
                *w += 1;
            }
        }
        t.draws += u64::from(row.outcome.draw);
        t.timeouts += u64::from(row.outcome.timeout);
        t.natural_draws += u64::from(row.outcome.draw && !row.outcome.timeout);
        if row.outcome.moves > 0 {
            t.branching.push(row.outcome.legal_actions as f64 / row.outcome.moves as f64);
        }
        t.lengths.push(row.outcome.actions);
        t.turn_counts.push(row.outcome.measures.turns);
        t.move_counts.push(row.outcome.moves);
        t.turns += row.outcome.measures.turns;
        t.rounds += row.outcome.measures.rounds;
        for (sum, n) in t.captures.iter_mut().zip(&row.outcome.measures.captures) {
            *sum += n;
        }
        for (sum, n) in t.numbers.iter_mut().zip(row.outcome.measures.numbers()) {
            *sum += n;
        }
    }
}

/// A share with its 95% interval, in percent: `48.2% (46.0-50.4)`.
fn share(count: u64, games: u64) -> String {
    let (low, high) = wilson(count as f64, games as f64);
    format!("{:.1}% ({:.1}-{:.1})", 100.0 * count as f64 / games.max(1) as f64, 100.0 * low, 100.0 * high)
}

impl Tallies {
    /// The first seat's win rate minus its fair share (a half in a two-seat game, one in
    /// `seats` in general), with its 95% interval, in percentage points.
    pub fn first_seat_advantage(&self) -> (f64, f64, f64) {
        let wins = self.wins.first().copied().unwrap_or(0) as f64;
        let games = self.games as f64;
        let fair = 1.0 / self.wins.len().max(1) as f64;
        let (low, high) = wilson(wins, games);
        (100.0 * (wins / games.max(1.0) - fair), 100.0 * (low - fair), 100.0 * (high - fair))
    }

    /// Ludii's concept values for this setting, in the order of [`LUDII_CONCEPTS`], computed as
    /// Ludii's metrics compute them (`Evaluation/src/metrics/single/...`), each with its 95%
    /// interval: Wilson's for shares, the normal one for means; Balance's is that of the gap
    /// between the two seats furthest apart. Timeouts are [`Concept::NoLimit`] where the rules
    /// stop no game at a limit; Drawishness leaves out the games stopped at one.
    pub fn ludii_concepts(&self) -> [Concept; 8] {
        let games = self.games as f64;
        let share = |count: u64| {
            let (low, high) = wilson(count as f64, games);
            Concept::Value { value: count as f64 / games.max(1.0), low, high }
        };
        let rate = |seat: usize| self.sole_wins.get(seat).copied().unwrap_or(0) as f64 / games.max(1.0);
        let seats = self.sole_wins.len();
        // Balance: 1 - the largest gap between two seats' win rates; its interval is that of the
        // gap, p_a - p_b having variance (p_a + p_b - (p_a - p_b)^2) / n among several outcomes.
        let pairs = (0..seats).flat_map(|a| (a + 1..seats).map(move |b| (rate(a), rate(b))));
        let (pa, pb) =
            pairs.fold(
                (0.0, 0.0),
                |widest: (f64, f64), (pa, pb)| {
                    if (pa - pb).abs() > (widest.0 - widest.1).abs() {
                        (pa, pb)
                    } else {
                        widest
                    }
                },
            );
        let gap = (pa - pb).abs();
        let half = Z95 * ((pa + pb - gap * gap).max(0.0) / games.max(1.0)).sqrt();
        let balance = Concept::Value {
            value: 1.0 - gap,
            low: (1.0 - gap - half).clamp(0.0, 1.0),
            high: (1.0 - gap + half).clamp(0.0, 1.0),
        };
        let completed: u64 = self.sole_wins.iter().sum();
        let duration = |counts: &[u64]| {
            let (value, low, high) = mean_interval(counts);
            Concept::Value { value, low, high }
        };
        let (value, low, high) = mean_interval_of(&self.branching);
        [
            share(self.sole_wins.first().copied().unwrap_or(0)),
            balance,
            share(completed),
            share(self.natural_draws),
            if self.limited { share(self.timeouts) } else { Concept::NoLimit },
            duration(&self.turn_counts),
            duration(&self.move_counts),
            Concept::Value { value, low, high },
        ]
    }

    /// The rows of this setting's column, in the order of [`Summary`]'s labels.
    fn column(&self, seats: usize) -> Vec<String> {
        let mut sorted = self.lengths.clone();
        sorted.sort_unstable();
        let per_game = |sum: u64| format!("{:.2}", sum as f64 / self.games.max(1) as f64);
        let (advantage, low, high) = self.first_seat_advantage();
        let mut column = vec![self.setting.clone(), self.games.to_string()];
        column.extend((0..seats).map(|s| self.wins.get(s).map_or(String::new(), |&w| share(w, self.games))));
        column.push(format!("{advantage:+.1} ({low:+.1} to {high:+.1})"));
        column.push(share(self.draws, self.games));
        column.push(format!("{:.1}", mean(&sorted)));
        column.push(format!("{} / {} / {}", quantile(&sorted, 0.5), quantile(&sorted, 0.1), quantile(&sorted, 0.9)));
        column.push(per_game(self.turns));
        column.push(per_game(self.rounds));
        column.extend((0..seats).map(|s| self.captures.get(s).map_or(String::new(), |&c| per_game(c))));
        column.extend(self.numbers.iter().map(|&n| per_game(n)));
        column.extend(self.ludii_concepts().iter().zip(LUDII_CONCEPTS).map(
            |(concept, name)| match concept.figures(name) {
                Some([value, low, high]) => format!("{value} ({low}-{high})"),
                None => "0 (no limit in this setting)".to_string(),
            },
        ));
        column
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seats = self.settings.iter().map(|t| t.wins.len()).max().unwrap_or(0);
        let seat = |s: usize| Seat::new(s as u8).to_string();
        let mut labels = vec!["setting".to_string(), "games".to_string()];
        labels.extend((0..seats).map(|s| format!("{} wins", seat(s))));
        labels.push("first-seat advantage (pts over 1/seats)".to_string());
        labels.push("draws".to_string());
        labels.push("actions: mean".to_string());
        labels.push("actions: median / p10 / p90".to_string());
        labels.push("turns per game".to_string());
        labels.push("rounds per game".to_string());
        labels.extend((0..seats).map(|s| format!("captures by {} per game", seat(s))));
        labels.extend(NUMBERS.iter().map(|n| format!("{} per game", n.replace('_', " "))));
        labels.extend(LUDII_CONCEPTS.iter().map(|n| format!("Ludii {n}")));
        let columns: Vec<Vec<String>> = self.settings.iter().map(|t| t.column(seats)).collect();
        let label_width = labels.iter().map(String::len).max().unwrap_or(0);
        let widths: Vec<usize> = columns.iter().map(|c| c.iter().map(String::len).max().unwrap_or(0)).collect();
        writeln!(
            f,
            "{:label_width$}  {}",
            "",
            (0..columns.len())
                .map(|i| format!("{:<w$}", format!("setting {i}"), w = widths[i]))
                .collect::<Vec<_>>()
                .join("  ")
                .trim_end()
        )?;
        for (row, label) in labels.iter().enumerate() {
            let cells: Vec<String> = columns.iter().zip(&widths).map(|(c, &w)| format!("{:<w$}", c[row])).collect();
            writeln!(f, "{label:label_width$}  {}", cells.join("  ").trim_end())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_seat_advantage_is_over_a_fair_share() {
        let two = Tallies { games: 100, wins: vec![60, 38], draws: 2, ..Tallies::default() };
        let (advantage, low, high) = two.first_seat_advantage();
        let (wl, wh) = wilson(60.0, 100.0);
        assert!((advantage - 10.0).abs() < 1e-9);
        assert!((low - 100.0 * (wl - 0.5)).abs() < 1e-9 && (high - 100.0 * (wh - 0.5)).abs() < 1e-9);
        let four = Tallies { games: 100, wins: vec![25, 25, 25, 25], ..Tallies::default() };
        assert!(four.first_seat_advantage().0.abs() < 1e-9, "a quarter is fair among four");
        let summary = Summary { settings: vec![two, four] };
        let text = summary.to_string();
        assert!(text.contains("60.0% (50.2-69.1)") && text.contains("West wins"), "{text}");
    }

    #[test]
    fn ludii_concepts_are_computed_as_ludii_computes_them() {
        // 100 games: 60 won by the first seat alone, 30 by the second, 10 drawn; turns 10 and 30
        // alternately, moves 20 each.
        let t = Tallies {
            games: 100,
            wins: vec![60, 30],
            sole_wins: vec![60, 30],
            draws: 10,
            natural_draws: 10,
            turn_counts: (0..100).map(|i| if i % 2 == 0 { 10 } else { 30 }).collect(),
            move_counts: vec![20; 100],
            branching: (0..100).map(|i| if i < 50 { 2.5 } else { 4.5 }).collect(),
            ..Tallies::default()
        };
        let value = |c: Concept| match c {
            Concept::Value { value, low, high } => (value, low, high),
            Concept::NoLimit => panic!("measured"),
        };
        let [advantage, balance, completion, drawishness, timeouts, turns, moves, branching] = t.ludii_concepts();
        let (wl, wh) = wilson(60.0, 100.0);
        assert_eq!(value(advantage), (0.6, wl, wh), "AdvantageP1: the share of games the first seat won");
        let (b, bl, bh) = value(balance);
        // 1 - |0.6 - 0.3|; the gap's standard error is sqrt((0.9 - 0.09) / 100) = 0.09.
        assert!(
            (b - 0.7).abs() < 1e-12
                && (bl - (0.7 - Z95 * 0.09)).abs() < 1e-12
                && (bh - (0.7 + Z95 * 0.09)).abs() < 1e-12
        );
        assert!((value(completion).0 - 0.9).abs() < 1e-12, "Completion: games with a winner");
        assert!((value(drawishness).0 - 0.1).abs() < 1e-12);
        assert_eq!(timeouts, Concept::NoLimit, "no limit, so no timeout");
        let (b, low, high) = value(branching);
        // Mean 3.5, sample standard deviation sqrt(100/99): the mean of the games' own means.
        assert!((b - 3.5).abs() < 1e-12 && (high - b - Z95 * (1.0f64 / 99.0).sqrt()).abs() < 1e-9 && low < b);
        // Where a limit exists, Timeouts is the share stopped there, and Drawishness leaves them out.
        let limited = Tallies { limited: true, timeouts: 5, draws: 10, natural_draws: 5, ..t.clone() };
        let [_, _, _, drawishness, timeouts, ..] = limited.ludii_concepts();
        let (wl, wh) = wilson(5.0, 100.0);
        assert_eq!((value(timeouts), value(drawishness)), ((0.05, wl, wh), (0.05, wl, wh)));
        let (m, low, high) = value(turns);
        // Mean 20, sample standard deviation 10.05 (100/99 of 100, rooted): half-width 1.97.
        assert!((m - 20.0).abs() < 1e-12 && (high - m - Z95 * (100.0f64 * 100.0 / 99.0 / 100.0).sqrt()).abs() < 1e-9);
        assert!((m - low - (high - m)).abs() < 1e-12);
        assert_eq!(value(moves), (20.0, 20.0, 20.0));
        // A win shared by two seats is nobody's in Ludii's terms.
        let mut summary =
            Summary { settings: vec![Tallies { wins: vec![0; 4], sole_wins: vec![0; 4], ..Tallies::default() }] };
        let row = |winners: Vec<usize>| Row {
            game_id: "dongjintian".into(),
            setting: 0,
            setting_json: serde_json::json!({}),
            game: 0,
            seed: 0,
            seats: Vec::new(),
            outcome: super::super::Outcome {
                winners,
                losers: Vec::new(),
                draw: false,
                timeout: false,
                returns: Vec::new(),
                actions: 1,
                moves: 1,
                legal_actions: 3,
                measures: Default::default(),
            },
        };
        summary.add(&row(vec![0, 2]));
        summary.add(&row(vec![1]));
        assert_eq!(
            (summary.settings[0].wins.clone(), summary.settings[0].sole_wins.clone()),
            (vec![1, 1, 1, 0], vec![0, 1, 0, 0])
        );
        assert_eq!(summary.settings[0].branching, [3.0, 3.0], "three legal actions at the one move");
        let text = summary.to_string();
        assert!(text.contains("Ludii Completion") && text.contains("0 (no limit in this setting)"), "{text}");
        let line = |name: &str| text.lines().find(|l| l.starts_with(name)).unwrap_or_default().to_string();
        assert!(line("Ludii BranchingFactorAverage").ends_with("  3.00 (3.00-3.00)"), "{text}");
    }
}
