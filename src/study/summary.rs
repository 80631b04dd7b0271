//! What a study found, setting by setting: games, wins by seat with 95% Wilson intervals, the
//! first seat's advantage, draws, the distribution of game lengths and the means of the game's
//! own measures, printed as a table with the settings side by side.

use super::measures::NUMBERS;
use super::stats::{mean, quantile, wilson};
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
}

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
                    captures: vec![0; s.seats.len()],
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
        t.draws += u64::from(row.outcome.draw);
        t.lengths.push(row.outcome.actions);
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
}
