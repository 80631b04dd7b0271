//! A run of consecutive games of one setting, as the study page hands it to one of its Web
//! Workers (`{"study": {...}}` on the worker's wire, see [`crate::think`]) and the worker plays
//! it, every game from its own [`game_seed`](super::game_seed), answering with how each went
//! ([`Played`]); the page makes them into the rows `boardlore study` gives.

use super::{game_seed, play_from, Outcome, Row, Setting, StudyError};
use crate::ai::Level;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// Games `from..from + count` of setting number `setting` of a study of `game` seeded with
/// `seed`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Batch {
    /// The game's id.
    pub game: String,
    /// The setting's number (from 0) and its rule options and levels, as `--setting` takes them.
    pub setting: usize,
    pub rules: Value,
    pub seats: Vec<String>,
    /// The study's seed.
    pub seed: u64,
    /// The first game's number (from 0) in its setting, and how many games follow it.
    pub from: u64,
    pub count: u64,
}

impl Batch {
    /// The batch of games `from..from + count` of `setting`, number `index` in its study.
    pub fn new(setting: &Setting, index: usize, seed: u64, from: u64, count: u64) -> Batch {
        Batch {
            game: setting.game.clone(),
            setting: index,
            rules: setting.rules.clone(),
            seats: setting.seats.iter().map(|l| l.name().to_string()).collect(),
            seed,
            from,
            count,
        }
    }

    /// A study of `games` games per setting cut into batches for `workers` workers, the
    /// settings interleaved (so that a stopped study holds games of each). A batch is small
    /// enough that every worker gets about sixteen and a stopped study loses little: at most
    /// 100 games of random play (fewer messages for the page to take), at most 4 when the
    /// computer plays a seat (a game then takes a second or more).
    pub fn split(settings: &[Setting], seed: u64, games: u64, workers: usize) -> Vec<Batch> {
        let searching = settings.iter().any(|s| s.seats.iter().any(|&level| level != Level::Random));
        let most = if searching { 4 } else { 100 };
        let size = (games * settings.len() as u64 / (16 * workers as u64).max(1)).clamp(1, most);
        let mut out = Vec::new();
        for from in (0..games).step_by(size as usize) {
            for (index, setting) in settings.iter().enumerate() {
                out.push(Batch::new(setting, index, seed, from, size.min(games - from)));
            }
        }
        out
    }

    /// Plays every game of the batch, in order.
    pub fn play(&self) -> Result<Played, StudyError> {
        let text = json!({ "rules": self.rules, "seats": self.seats }).to_string();
        let setting = Setting::parse(&self.game, self.setting, &text)?;
        let outcomes = (self.from..self.from.saturating_add(self.count))
            .map(|game| play_from(&setting, game_seed(self.seed, self.setting, game), false))
            .collect::<Result<Vec<Outcome>, StudyError>>()?;
        Ok(Played { setting: self.setting, from: self.from, outcomes })
    }
}

/// A batch's games as the worker sends them back: how each went, in order, and no more (the
/// page knows the setting, the levels and the study's seed, which would repeat in every game).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Played {
    /// The setting's number and the first game's number, as in the [`Batch`].
    pub setting: usize,
    pub from: u64,
    pub outcomes: Vec<Outcome>,
}

impl Played {
    /// The rows of these games in a study of `settings` seeded with `seed` (none if the setting
    /// is not one of them).
    pub fn rows(&self, settings: &[Setting], seed: u64) -> Vec<Row> {
        let (index, from) = (self.setting, self.from);
        let Some(setting) = settings.get(index) else { return Vec::new() };
        (from..)
            .zip(&self.outcomes)
            .map(|(game, outcome)| Row::new(setting, index, game, game_seed(seed, index, game), outcome.clone()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(seats: &[&str]) -> Vec<Setting> {
        let text = serde_json::json!({ "seats": seats }).to_string();
        (0..2).map(|index| Setting::parse("leyla", index, &text).unwrap()).collect()
    }

    /// Every game of every setting, once, in batches no larger than `most`.
    fn assert_covers(batches: &[Batch], games: u64, most: u64) {
        let mut seen: Vec<(usize, u64)> =
            batches.iter().flat_map(|b| (b.from..b.from + b.count).map(|g| (b.setting, g))).collect();
        seen.sort_unstable();
        let all: Vec<(usize, u64)> = (0..2).flat_map(|s| (0..games).map(move |g| (s, g))).collect();
        assert_eq!(seen, all);
        assert!(
            batches.iter().all(|b| (1..=most).contains(&b.count)),
            "{:?}",
            batches.iter().map(|b| b.count).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_study_splits_into_batches_of_every_game_once_settings_interleaved() {
        let random = settings(&["random", "random"]);
        let batches = Batch::split(&random, 7, 10_000, 2);
        assert_covers(&batches, 10_000, 100);
        assert_eq!(batches[0].count, 100, "random play goes in the largest batches");
        assert_eq!(batches.iter().take(4).map(|b| b.setting).collect::<Vec<_>>(), [0, 1, 0, 1]);
        let few = Batch::split(&random, 7, 10, 2);
        assert_covers(&few, 10, 1);
        let searching = settings(&["hard", "random"]);
        assert_covers(&Batch::split(&searching, 7, 1000, 8), 1000, 4);
        assert_covers(&Batch::split(&random, 7, 333, 3), 333, 100);
    }
}
