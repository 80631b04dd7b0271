//! The command line's words: every command, its options and their help (clap's derive), the
//! value checks that make a bad value a usage error naming its option, and nothing else.

use boardlore::ai::Level;
use boardlore::catalogue::Engine;
use boardlore::study::Shard;
use clap::{Args, Parser, Subcommand, ValueEnum};
use serde_json::Value;
use std::path::PathBuf;

/// boardlore: four documented traditional board games, for researchers and tests.
#[derive(Parser, Debug)]
#[command(name = "boardlore", version, arg_required_else_help = true, args_override_self = true)]
pub struct Cli {
    /// No progress bar, and no line per game from arenas (a bar is drawn only on a terminal)
    #[arg(long, short, global = true)]
    pub quiet: bool,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// List games and their rule options
    Games,
    /// Every lesson step with the moves that answer it (JSON)
    Lessons,
    /// A game's texts in English as Fluent messages (the template of a translation's games/<id>.ftl)
    Words {
        /// The game's id (see `boardlore games`)
        game: String,
    },
    /// Play a seeded random game, print its record
    Random {
        #[command(flatten)]
        game: GameArgs,
        /// The random generator's seed
        #[arg(long)]
        seed: u64,
    },
    /// Replay a record, print the final position as JSON
    Replay {
        /// The record (- for standard input)
        file: String,
        #[command(flatten)]
        engine: EngineArg,
    },
    /// Random playouts and search iterations per second
    Bench {
        #[command(flatten)]
        game: GameArgs,
        /// How long to play random games (a quarter of it searching)
        #[arg(long, default_value_t = 3.0, value_parser = seconds)]
        seconds: f64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Play that many random games and one search instead (the same work every run, for profilers)
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        playouts: Option<u64>,
    },
    /// Answer a search request as the app's worker does
    Think {
        /// The request (- for standard input)
        file: String,
        /// Search in W root-parallel parts, merged (1 to 64)
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
        workers: u32,
    },
    /// A record as the app's `record=` parameter (the analysis board)
    Link {
        /// The record (- for standard input)
        file: String,
    },
    /// Computer against computer: one level in each seat in turn, another in the others
    Arena(ArenaArgs),
    /// Review a record: each decision's class, the better move and what each did, in words
    Review(ReviewArgs),
    /// The levels' strength: every level against every other, rated with 95% intervals
    Ladder(LadderArgs),
    /// Many seeded games per setting on every core: one row per game, a summary per setting
    Study(StudyCommand),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell)
    Completions { shell: clap_complete::Shell },
}

/// The engine that plays: the game's own fast engine, or its reference rules.
#[derive(Args, Debug, Clone, Copy)]
pub struct EngineArg {
    /// Which engine plays the game: the fast one (the app's), or the reference rules (rules.rs)
    #[arg(long, value_enum, default_value_t = EngineName::Fast)]
    pub engine: EngineName,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum EngineName {
    Fast,
    Reference,
}

impl From<EngineName> for Engine {
    fn from(name: EngineName) -> Engine {
        match name {
            EngineName::Fast => Engine::Fast,
            EngineName::Reference => Engine::Reference,
        }
    }
}

/// A game with its rule options, played by an engine.
#[derive(Args, Debug)]
pub struct GameArgs {
    /// The game's id (see `boardlore games`)
    #[arg(long)]
    pub game: String,
    /// Rule options as a JSON object (none: the defaults)
    #[arg(long, value_name = "JSON", value_parser = json)]
    pub rules: Option<Value>,
    #[command(flatten)]
    pub engine: EngineArg,
}

impl GameArgs {
    pub fn rules(&self) -> Value {
        self.rules.clone().unwrap_or(Value::Null)
    }
}

/// A computer level.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LevelName {
    Random,
    Easy,
    Medium,
    Hard,
}

impl From<LevelName> for Level {
    fn from(name: LevelName) -> Level {
        match name {
            LevelName::Random => Level::Random,
            LevelName::Easy => Level::Easy,
            LevelName::Medium => Level::Medium,
            LevelName::Hard => Level::Hard,
        }
    }
}

#[derive(Args, Debug)]
pub struct ArenaArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The level that takes one seat, each in turn
    #[arg(long, value_enum)]
    pub a: LevelName,
    /// The level of every other seat
    #[arg(long, value_enum)]
    pub b: LevelName,
    /// How many games
    #[arg(long)]
    pub games: u32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A's decisions searched in W root-parallel parts (1 to 64)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub a_workers: u32,
    /// B's decisions searched in W root-parallel parts (1 to 64)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub b_workers: u32,
    /// Search iterations per decision of the hard level (default: the game's)
    #[arg(long)]
    pub hard_iterations: Option<u32>,
}

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The record (- for standard input)
    pub file: String,
    /// The seats to review, by number from 1 (South 1, North 2, ...; default: every seat)
    #[arg(long, value_delimiter = ',', value_parser = clap::value_parser!(u8).range(1..=8))]
    pub seats: Vec<u8>,
    /// Search iterations in each part of a search (default: the review's, 1000)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    pub budget: Option<u32>,
    /// Each search in W root-parallel parts, merged (1 to 64; default: the review's, 4)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub workers: Option<u32>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print the review as JSON (as the page shows it)
    #[arg(long)]
    pub json: bool,
    /// The language of the sentences (en, is, zh-Hans)
    #[arg(long, default_value = "en")]
    pub lang: String,
}

#[derive(Args, Debug)]
pub struct LadderArgs {
    /// The game's id (see `boardlore games`)
    #[arg(long, required_unless_present = "merge")]
    pub game: Option<String>,
    /// Rule options as a JSON object (none: the defaults)
    #[arg(long, value_name = "JSON", value_parser = json)]
    pub rules: Option<Value>,
    /// Games per pairing of two players
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub games: u32,
    /// The first round to play (from 0; round r's games are the same in every run): a cluster's
    /// jobs each play their own rounds (`--first-round 20 --games 10`), then `--merge` adds them up
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=1_000_000))]
    pub first_round: u32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Stop after the round (one game of every pairing) under way when this many minutes have passed
    #[arg(long, value_parser = minutes)]
    pub minutes: Option<f64>,
    /// Search iterations per decision of the hard level (default: the game's)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub hard_iterations: Option<u32>,
    /// The parts (workers) of the extra hard player that searches in several (1: no such player)
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub parts: u32,
    /// Print the ladder as JSON
    #[arg(long)]
    pub json: bool,
    /// Plays nothing: adds up ladders of separate rounds (files written with --json) and rates
    /// them again, as one run of all their rounds would
    #[arg(long, num_args = 1.., value_name = "FILE", conflicts_with_all = ["game", "rules", "first_round", "minutes", "hard_iterations"])]
    pub merge: Vec<PathBuf>,
}

/// `study` runs a study, or with `merge` or `missing` works on the shards of one.
#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct StudyCommand {
    #[command(subcommand)]
    pub shards: Option<ShardCommand>,
    #[command(flatten)]
    pub run: StudyArgs,
}

#[derive(Args, Debug)]
pub struct StudyArgs {
    /// The game's id (see `boardlore games`)
    #[arg(long, required = true)]
    pub game: Option<String>,
    /// A setting as JSON: {"rules": {...}, "seats": [LEVEL, ...]} (repeat for several; none: the defaults)
    #[arg(long, value_name = "JSON")]
    pub setting: Vec<String>,
    /// Games per setting
    #[arg(long, required = true)]
    pub games: Option<u64>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads (default: one per core)
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=4096))]
    pub threads: Option<u64>,
    /// Play part I of N: the games k with k mod N = I - 1
    #[arg(long, value_name = "I/N", value_parser = shard)]
    pub shard: Option<Shard>,
    /// Write the rows as CSV
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Write the rows as JSON Lines (default: on standard output, when no --csv)
    #[arg(long, value_name = "FILE")]
    pub jsonl: Option<PathBuf>,
    /// Write the shard's manifest here (default with --shard: beside the rows, FILE.manifest.json)
    #[arg(long, value_name = "FILE")]
    pub manifest: Option<PathBuf>,
    /// Check every invariant after every action (a soak test)
    #[arg(long)]
    pub check: bool,
    #[command(flatten)]
    pub engine: EngineArg,
}

#[derive(Subcommand, Debug)]
pub enum ShardCommand {
    /// Put shards back together: the rows and summary a single run gives, byte for byte
    Merge {
        /// The shards' manifests (all of one study)
        #[arg(required = true, value_name = "MANIFEST")]
        manifests: Vec<PathBuf>,
        /// Write the rows as CSV
        #[arg(long, value_name = "FILE")]
        csv: Option<PathBuf>,
        /// Write the rows as JSON Lines (default: on standard output, when no --csv)
        #[arg(long, value_name = "FILE")]
        jsonl: Option<PathBuf>,
    },
    /// Print the shards to run again (missing, or whose rows do not match their manifest) as a Slurm --array= list
    Missing {
        /// The manifests the shards wrote
        #[arg(value_name = "MANIFEST")]
        manifests: Vec<PathBuf>,
        /// How many shards the study has (needed when no manifest is there to say)
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
        of: Option<u64>,
    },
}

fn json(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))
}

fn seconds(text: &str) -> Result<f64, String> {
    let seconds: f64 = text.parse().map_err(|_| format!("'{text}' is not a number"))?;
    (seconds > 0.0 && seconds <= 3600.0).then_some(seconds).ok_or_else(|| "must be between 0 and 3600".to_string())
}

fn minutes(text: &str) -> Result<f64, String> {
    let minutes: f64 = text.parse().map_err(|_| format!("'{text}' is not a number"))?;
    (minutes > 0.0 && minutes <= 100_000.0).then_some(minutes).ok_or_else(|| "must be more than 0".to_string())
}

fn shard(text: &str) -> Result<Shard, String> {
    Shard::parse(text).map_err(|_| "must be I/N with 1 <= I <= N".to_string())
}
