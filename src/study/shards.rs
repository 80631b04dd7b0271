//! Studies split over a cluster: the manifest each shard writes beside its rows (what the shard
//! was and a checksum of what it wrote), putting any number of shards back into the rows and
//! summary one run gives ([`merge`]), byte for byte, and the shards still to run ([`missing`]).
//!
//! A shard `i/n` holds the games `k` with `k mod n = i - 1` of every setting, in (setting, game)
//! order, so the whole study's rows are the shards' rows taken in turn: game `k` of setting `j` is
//! the next row of shard `k mod n + 1`. Each row read back is checked to be that game, from the
//! seed the study gives it, and to be written exactly as this build writes it.

use super::output::{self, csv_header};
use super::{game_seed, Row, Setting, Shard, Study, Summary};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The `format` of a manifest.
pub const FORMAT: &str = "boardlore-study-shard";

/// This build's version, which every shard of a study must share.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The most shards a study may be split into (a manifest saying more is refused, not believed).
pub const MAX_SHARDS: u64 = 1_000_000;

/// What a shard was and what it wrote.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub format: String,
    /// The boardlore version that played it.
    pub boardlore: String,
    pub game: String,
    /// The settings, as the study gave them to every game (`{"rules": ..., "seats": [...]}`).
    pub settings: Vec<Value>,
    /// SHA-256 of the settings' JSON: the same for every shard of a study.
    pub settings_sha256: String,
    /// Games per setting in the whole study, and its seed.
    pub games: u64,
    pub seed: u64,
    /// The engine that played (`fast` or `reference`; the rows are the same) and whether every
    /// invariant was checked.
    pub engine: String,
    pub check: bool,
    pub shard: ShardNumber,
    /// Rows in this shard.
    pub rows: u64,
    /// The files its rows went to.
    pub files: Vec<RowsFile>,
}

/// Shard `index` (from 1) of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardNumber {
    pub index: u64,
    pub count: u64,
}

/// A file of rows: `csv` or `jsonl`, where (relative to the manifest's folder, or absolute), and
/// the SHA-256 of its bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowsFile {
    pub kind: String,
    pub path: String,
    pub sha256: String,
}

/// SHA-256 of `bytes`, in lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A writer that keeps the SHA-256 of what went through it (if asked to: a study writes no
/// manifest unless it is a shard or told to, and then spends no time hashing).
pub struct Hashing<W> {
    inner: W,
    hasher: Option<Sha256>,
}

impl<W: Write> Hashing<W> {
    /// Writes to `inner`, hashing if `hash`.
    pub fn new(inner: W, hash: bool) -> Hashing<W> {
        Hashing { inner, hasher: hash.then(Sha256::new) }
    }

    /// Flushes and gives the hash of everything written, if hashed.
    pub fn finish(mut self) -> io::Result<Option<String>> {
        self.inner.flush()?;
        Ok(self.hasher.map(|h| hex(&h.finalize())))
    }
}

impl<W: Write> Write for Hashing<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        if let Some(hasher) = &mut self.hasher {
            hasher.update(&buf[..n]);
        }
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

impl Manifest {
    /// The manifest of `study` (played by `engine`), whose rows went to `files`.
    pub fn new(study: &Study, engine: &str, rows: u64, files: Vec<RowsFile>) -> Manifest {
        let settings: Vec<Value> = study.settings.iter().map(Setting::to_json).collect();
        Manifest {
            format: FORMAT.to_string(),
            boardlore: VERSION.to_string(),
            game: study.settings.first().map_or_else(String::new, |s| s.game.clone()),
            settings_sha256: sha256_hex(Value::Array(settings.clone()).to_string().as_bytes()),
            settings,
            games: study.games,
            seed: study.seed,
            engine: engine.to_string(),
            check: study.check,
            shard: ShardNumber { index: study.shard.index, count: study.shard.count },
            rows,
            files,
        }
    }

    /// Reads the manifest at `path`.
    pub fn read(path: &Path) -> Result<Manifest, ShardError> {
        let at = |reason: String| ShardError::Manifest { path: path.to_path_buf(), reason };
        let text = std::fs::read_to_string(path).map_err(|e| at(e.to_string()))?;
        let manifest: Manifest =
            serde_json::from_str(&text).map_err(|e| at(format!("not a study shard's manifest: {e}")))?;
        if manifest.format != FORMAT {
            return Err(at(format!("format is '{}', not '{FORMAT}'", manifest.format)));
        }
        if manifest.shard.count > MAX_SHARDS {
            return Err(at(format!("{} shards: at most {MAX_SHARDS} are taken", manifest.shard.count)));
        }
        if manifest.shard.index == 0 || manifest.shard.index > manifest.shard.count {
            return Err(at(format!(
                "shard {}/{} is not i/n with 1 <= i <= n",
                manifest.shard.index, manifest.shard.count
            )));
        }
        Ok(manifest)
    }

    /// The first thing that makes `other` a shard of another study than this one's, in words.
    fn differs(&self, other: &Manifest) -> Option<String> {
        let pair = |what: &str, a: &dyn fmt::Display, b: &dyn fmt::Display| Some(format!("{what} {b}, not {a}"));
        if self.boardlore != other.boardlore {
            return pair("boardlore version", &self.boardlore, &other.boardlore);
        }
        if self.game != other.game {
            return pair("game", &self.game, &other.game);
        }
        if self.settings_sha256 != other.settings_sha256 || self.settings != other.settings {
            return pair("settings", &Value::Array(self.settings.clone()), &Value::Array(other.settings.clone()));
        }
        if self.games != other.games {
            return pair("games per setting", &self.games, &other.games);
        }
        if self.seed != other.seed {
            return pair("seed", &self.seed, &other.seed);
        }
        if self.shard.count != other.shard.count {
            return pair("number of shards", &self.shard.count, &other.shard.count);
        }
        None
    }

    /// The rows a shard `index` of this study holds.
    fn rows_of(&self, index: u64) -> u64 {
        (self.settings.len() as u64).saturating_mul(Shard { index, count: self.shard.count }.held(self.games))
    }
}

/// Why shards could not be put together.
#[derive(Debug)]
pub enum ShardError {
    /// A manifest could not be read.
    Manifest { path: PathBuf, reason: String },
    /// Two manifests are of different studies.
    OtherStudy { path: PathBuf, first: PathBuf, what: String },
    /// The same shard given twice.
    Twice { index: u64, first: PathBuf, second: PathBuf },
    /// Shards not given (the numbers, as a `--array=` list).
    Missing(String),
    /// A rows file that is not what its manifest says.
    Rows { path: PathBuf, reason: String },
    /// No manifest given, and no number of shards.
    NoCount,
    /// More shards than [`MAX_SHARDS`].
    TooMany(u64),
    /// `--of` says one number of shards, the manifests another.
    Count { asked: u64, manifests: u64 },
    /// The study's settings do not set up the game in this build.
    Setting(String),
    /// The merged rows could not be written.
    Output(io::Error),
}

impl fmt::Display for ShardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShardError::Manifest { path, reason } => write!(f, "{}: {reason}", path.display()),
            ShardError::OtherStudy { path, first, what } => {
                write!(
                    f,
                    "{} is a shard of another study than {} ({what}); refusing to merge them",
                    path.display(),
                    first.display()
                )
            }
            ShardError::Twice { index, first, second } => {
                write!(f, "shard {index} is given twice ({} and {})", first.display(), second.display())
            }
            ShardError::Missing(list) => write!(
                f,
                "missing shards: {list} (`boardlore study missing` prints them as a Slurm --array= list to run again)"
            ),
            ShardError::Rows { path, reason } => write!(f, "{}: {reason}", path.display()),
            ShardError::Count { asked, manifests } => {
                write!(f, "--of {asked}, but the manifests are of a study in {manifests} shards")
            }
            ShardError::TooMany(count) => write!(f, "{count} shards: at most {MAX_SHARDS} are taken"),
            ShardError::NoCount => write!(f, "no manifest to say how many shards the study has: give --of N"),
            ShardError::Setting(reason) => write!(f, "the study's settings: {reason}"),
            ShardError::Output(error) => write!(f, "cannot write the rows: {error}"),
        }
    }
}

impl std::error::Error for ShardError {}

/// Numbers as a Slurm `--array=` list: `1,4-6,9`.
pub fn array_list(numbers: &[u64]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < numbers.len() {
        let mut j = i;
        while j + 1 < numbers.len() && numbers[j + 1] == numbers[j] + 1 {
            j += 1;
        }
        parts.push(if j == i { numbers[i].to_string() } else { format!("{}-{}", numbers[i], numbers[j]) });
        i = j + 1;
    }
    parts.join(",")
}

/// Where a manifest's rows file is: its path as written, from the manifest's folder.
fn rows_path(manifest_path: &Path, file: &RowsFile) -> PathBuf {
    let path = Path::new(&file.path);
    match manifest_path.parent() {
        Some(folder) if path.is_relative() => folder.join(path),
        _ => path.to_path_buf(),
    }
}

/// The shards given, read and checked to be of one study, by shard number; `None` where a
/// shard's manifest was not given.
type Given = Vec<Option<(PathBuf, Manifest)>>;

fn gather(manifests: &[(PathBuf, Manifest)], count: Option<u64>) -> Result<Given, ShardError> {
    let count = manifests.first().map(|(_, m)| m.shard.count).or(count).ok_or(ShardError::NoCount)?;
    if count > MAX_SHARDS {
        return Err(ShardError::TooMany(count));
    }
    let mut given: Given = vec![None; count as usize];
    if let Some((first_path, first)) = manifests.first() {
        for (path, manifest) in manifests {
            if let Some(what) = first.differs(manifest) {
                return Err(ShardError::OtherStudy { path: path.clone(), first: first_path.clone(), what });
            }
            let slot = &mut given[manifest.shard.index as usize - 1];
            if let Some((earlier, _)) = slot {
                return Err(ShardError::Twice {
                    index: manifest.shard.index,
                    first: earlier.clone(),
                    second: path.clone(),
                });
            }
            *slot = Some((path.clone(), manifest.clone()));
        }
    }
    Ok(given)
}

/// The rows of one shard, read from its JSON Lines file if it wrote one and that is whole, else its
/// CSV, after checking the file's checksum and number of rows against its manifest.
fn read_rows(path: &Path, manifest: &Manifest) -> Result<Vec<Row>, ShardError> {
    let mut files: Vec<&RowsFile> = manifest.files.iter().filter(|f| f.kind == "jsonl" || f.kind == "csv").collect();
    files.sort_by_key(|f| f.kind != "jsonl");
    let mut first_error = None;
    for file in files {
        match read_file(path, manifest, file) {
            Ok(rows) => return Ok(rows),
            Err(error) => {
                first_error.get_or_insert(error);
            }
        }
    }
    Err(first_error.unwrap_or_else(|| ShardError::Rows {
        path: path.to_path_buf(),
        reason: "the manifest names no rows file".to_string(),
    }))
}

/// The rows of one file of a shard.
fn read_file(path: &Path, manifest: &Manifest, file: &RowsFile) -> Result<Vec<Row>, ShardError> {
    let rows_path = rows_path(path, file);
    let bad = |reason: String| ShardError::Rows { path: rows_path.clone(), reason };
    let bytes = std::fs::read(&rows_path).map_err(|e| bad(e.to_string()))?;
    if sha256_hex(&bytes) != file.sha256 {
        return Err(bad(format!(
            "its SHA-256 is not the one in {} (the file was changed or cut short)",
            path.display()
        )));
    }
    let text = String::from_utf8(bytes).map_err(|_| bad("not UTF-8 text".to_string()))?;
    let mut lines = text.lines();
    let csv = file.kind == "csv";
    if csv && lines.next() != Some(csv_header().as_str()) {
        return Err(bad("its first line is not the CSV header this build writes".to_string()));
    }
    let rows = lines
        .enumerate()
        .map(|(n, line)| {
            let row = if csv { output::read_csv(line) } else { output::read_jsonl(line) };
            let row = row.map_err(|e| bad(format!("row {}: {e}", n + 1)))?;
            let again = if csv { output::csv(&row) } else { output::jsonl(&row) };
            if again != line {
                return Err(bad(format!("row {} is not written as this build writes it", n + 1)));
            }
            Ok(row)
        })
        .collect::<Result<Vec<Row>, ShardError>>()?;
    if rows.len() as u64 != manifest.rows || manifest.rows != manifest.rows_of(manifest.shard.index) {
        return Err(bad(format!(
            "{} rows, the manifest says {} and shard {}/{} holds {}",
            rows.len(),
            manifest.rows,
            manifest.shard.index,
            manifest.shard.count,
            manifest.rows_of(manifest.shard.index)
        )));
    }
    Ok(rows)
}

/// The shard numbers to run (again): those without a manifest among `manifests`, and those whose
/// rows file is missing or not what its manifest says. `count`: the number of shards, needed
/// only when no manifest is given.
pub fn missing(manifests: &[(PathBuf, Manifest)], count: Option<u64>) -> Result<Vec<u64>, ShardError> {
    let given = gather(manifests, count)?;
    if let (Some(count), Some((_, first))) = (count, manifests.first()) {
        if count != first.shard.count {
            return Err(ShardError::Count { asked: count, manifests: first.shard.count });
        }
    }
    Ok(given
        .iter()
        .enumerate()
        .filter(|(_, shard)| match shard {
            None => true,
            Some((path, manifest)) => read_rows(path, manifest).is_err(),
        })
        .map(|(i, _)| i as u64 + 1)
        .collect())
}

/// The study the shards are parts of, whole, and what a single run of it says: each row handed to
/// `each` in the order a single run gives them, and the summary.
pub fn merge(
    manifests: &[(PathBuf, Manifest)],
    mut each: impl FnMut(&Row) -> io::Result<()>,
) -> Result<(Manifest, Summary), ShardError> {
    let given = gather(manifests, None)?;
    let absent: Vec<u64> = given.iter().enumerate().filter(|(_, s)| s.is_none()).map(|(i, _)| i as u64 + 1).collect();
    if !absent.is_empty() {
        return Err(ShardError::Missing(array_list(&absent)));
    }
    let shards: Vec<(PathBuf, Manifest)> = given.into_iter().flatten().collect();
    let first = shards[0].1.clone();
    let settings = first
        .settings
        .iter()
        .enumerate()
        .map(|(index, setting)| Setting::parse(&first.game, index, &setting.to_string()))
        .collect::<Result<Vec<Setting>, _>>()
        .map_err(|e| ShardError::Setting(e.to_string()))?;
    let mut rows = shards
        .iter()
        .map(|(path, manifest)| Ok((path, read_rows(path, manifest)?.into_iter())))
        .collect::<Result<Vec<_>, ShardError>>()?;
    let mut summary = Summary::new(&settings);
    let count = first.shard.count;
    for (index, setting) in first.settings.iter().enumerate() {
        for game in 0..first.games {
            let (path, shard) = &mut rows[(game % count) as usize];
            let row = shard.next().ok_or_else(|| ShardError::Rows {
                path: path.to_path_buf(),
                reason: format!("no row for game {game} of setting {index}"),
            })?;
            let seed = game_seed(first.seed, index, game);
            if row.setting != index
                || row.game != game
                || row.seed != seed
                || &row.setting_json != setting
                || row.game_id != first.game
            {
                return Err(ShardError::Rows {
                    path: path.to_path_buf(),
                    reason: format!(
                        "a row of setting {}, game {} (seed {}) where game {game} of setting {index} (seed {seed}) belongs",
                        row.setting, row.game, row.seed
                    ),
                });
            }
            summary.add(&row);
            each(&row).map_err(ShardError::Output)?;
        }
    }
    Ok((first, summary))
}
