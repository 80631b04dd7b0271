//! A run of consecutive games of one setting, as the study page hands it to one of its Web
//! Workers (`{"study": {...}}` on the worker's wire, see [`crate::think`]) and the worker plays
//! it: every game from its own [`game_seed`](super::game_seed), so a study split into batches
//! gives the rows `boardlore study` gives.

use super::{play_nth, Row, Setting, StudyError};
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

    /// Plays every game of the batch, in order.
    pub fn play(&self) -> Result<Vec<Row>, StudyError> {
        let text = json!({ "rules": self.rules, "seats": self.seats }).to_string();
        let setting = Setting::parse(&self.game, self.setting, &text)?;
        (self.from..self.from.saturating_add(self.count))
            .map(|game| play_nth(&setting, self.setting, self.seed, game))
            .collect()
    }
}
