//! The computer player's messages, one typed module shared by the page and the app's Web Worker
//! (JSON text on the wire, but a study's games packed as bytes, see [`Wire`]; typed values at
//! both ends, as in Yew's `web_worker_prime`): what the
//! page asks ([`ToWorker`]) and what the worker says back ([`Reply`]). A search is a [`Job`]
//! answered a part at a time, so that the worker can report its progress between parts and be
//! told to stop and answer with what it has. Wrapped as a [`CandidatesRequest`], a search is
//! answered with every root action it tried ([`Reply::Candidates`]: the analysis board's
//! candidate moves). Wrapped as a [`RootsRequest`], it is one part of a root-parallel search
//! (see [`crate::ai::parallel`]), answered with the root's statistics ([`Reply::Roots`]), which
//! [`merge_parts`] adds up into the move. `boardlore think` answers the same messages
//! (`--workers W`: a search in W parts, merged, as the app's pool of workers plays the hard level).

use crate::ai::parallel::{merge_candidates, part_seed, Effort};
use crate::ai::{blunders, Candidate, Level, Thinking};
use crate::any_game::AnyGame;
use crate::catalogue::new_game;
use crate::coach::tutor::{TutorRequest, Verdict};
use crate::engine::{Rng, ToAct};
use crate::record::Record;
use crate::study::batch::{Batch, Played};
use serde::{Deserialize, Serialize};

/// The worker's first message, once it listens (before that, messages to it are lost).
pub const READY: &str = "ready";

/// Asks the search under way to answer now with what it has found so far.
pub const STOP: &str = r#"{"stop":true}"#;

/// A request to the computer player, as the app's worker receives it (JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// The game so far, as a record.
    pub record: Record,
    /// Search iterations.
    pub iterations: u32,
    pub seed: u64,
    /// Echoed in the reply, so that the asker can tell a stale answer (the app sends a stamp
    /// that changes with every position it shows).
    #[serde(default)]
    pub at: u64,
    /// Echoed in the reply too: what the asker wanted the answer for (`hint`, say).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
    /// How often to play a random legal action instead (see [`Level::blunder_rate`]).
    #[serde(default)]
    pub blunder: f64,
}

impl Request {
    /// The request as JSON text, as the worker reads it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("requests serialise")
    }
}

/// `{"candidates": REQUEST}`: search as [`Request`] says (never blundering), then answer with
/// every root action searched ([`Reply::Candidates`]) rather than one: the analysis board's
/// candidate moves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CandidatesRequest {
    pub candidates: Request,
}

impl CandidatesRequest {
    /// The request as JSON text, as the worker reads it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("requests serialise")
    }
}

/// `{"roots": REQUEST}`: one part of a root-parallel search: search as [`Request`] says (its seed
/// already the part's, see [`part_requests`]; never blundering), then answer with the root's
/// statistics and the part's own answer ([`Reply::Roots`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RootsRequest {
    pub roots: Request,
}

/// The requests for the `parts` parts of a root-parallel search of `request`, in part order
/// (part `i` searches from [`part_seed`]`(seed, i)`).
pub fn part_requests(request: &Request, parts: u32) -> Vec<String> {
    (0..parts)
        .map(|part| {
            let roots = Request { seed: part_seed(request.seed, part), blunder: 0.0, ..request.clone() };
            serde_json::to_string(&RootsRequest { roots }).expect("requests serialise")
        })
        .collect()
}

/// One part's answer to a [`RootsRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PartAnswer {
    /// The root actions searched, most played first (none when there was nothing to choose).
    pub roots: Vec<Candidate>,
    /// What this part alone would play (with nothing to choose: the only action, or a random one).
    pub answer: Option<String>,
    pub iterations: u32,
    pub at: u64,
    pub tag: Option<String>,
}

/// The move of a root-parallel search, from its parts' answers in part order: [`Reply::Done`]
/// with the most played action over all parts (see [`crate::ai::parallel::merge`]) and the
/// parts' iterations added up, or part 0's own answer when nothing was searched.
pub fn merge_parts(parts: &[PartAnswer]) -> Reply {
    let Some(first) = parts.first() else { return Reply::error("no parts to merge") };
    let (at, tag) = (first.at, first.tag.clone());
    let roots: Vec<Vec<Candidate>> = parts.iter().map(|part| part.roots.clone()).collect();
    let iterations = parts.iter().map(|part| part.iterations).fold(0, u32::saturating_add);
    match merge_candidates(&roots).into_iter().next().map(|best| best.action).or(first.answer.clone()) {
        Some(action) => Reply::Done { action, iterations, at, tag },
        None => Reply::Error { error: "no legal action".to_string(), at, tag },
    }
}

/// `{"coach": ...}`: one decision of a game's review (see [`crate::coach`]): the decision at
/// action `index` of `record`, judged as a review of `iterations` x `parts` from `seed` judges it
/// ([`crate::coach::judge_at`]), answered at once with [`Reply::Coached`]. The page's review
/// sends one a decision to each of its workers in turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CoachRequest {
    pub record: Record,
    pub index: usize,
    pub iterations: u32,
    pub parts: u32,
    /// The review's seed (each decision's own is drawn from it).
    pub seed: u64,
}

/// The message carrying a [`CoachRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CoachAsk {
    pub coach: CoachRequest,
}

impl CoachRequest {
    /// The request as JSON text, as the worker reads it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&CoachAsk { coach: self.clone() }).expect("requests serialise")
    }

    /// The answer: the decision judged, or why it cannot be.
    pub fn answer(&self) -> Reply {
        let effort = Effort { iterations: self.iterations, parts: self.parts.max(1) };
        match crate::coach::judge_at(&self.record, self.index, effort, self.seed) {
            Ok(decision) => Reply::Coached { coached: serde_json::to_value(decision).expect("decisions serialise") },
            Err(error) => Reply::Error { error, at: self.index as u64, tag: Some(COACH_TAG.to_string()) },
        }
    }
}

/// The tag of an error answering a [`CoachRequest`] (its `at` is the decision's index).
pub const COACH_TAG: &str = "coach";

/// A benchmark request: `playouts` random games of `game` from `seed` (the asker times it).
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BenchRequest {
    pub bench: String,
    pub playouts: u32,
    pub seed: u64,
}

/// A search benchmark request: one search of `bench_search` from its first position with a
/// choice (see [`first_choice`]), of `iterations` or else the hard level's budget; the asker
/// times it.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchBenchRequest {
    pub bench_search: String,
    pub seed: u64,
    pub iterations: Option<u32>,
}

/// A study's batch of games (see [`Batch`]), played at once; the study page sends them.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StudyRequest {
    pub study: Batch,
}

/// `{"stop": true}`: answer the search under way now, with what it has found so far.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct StopRequest {
    stop: bool,
}

/// What the worker says back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Reply {
    /// Part of a search is done: `progress` of `of` iterations, and the action it leans to.
    Progress { progress: u32, of: u32, best: Option<String>, at: u64, tag: Option<String> },
    /// The search's answer, after `iterations` iterations (fewer than asked when stopped).
    Done { action: String, iterations: u32, at: u64, tag: Option<String> },
    /// The request could not be answered.
    Error { error: String, at: u64, tag: Option<String> },
    /// A benchmark ran `playouts` random games of `actions` actions in all.
    Bench { playouts: u32, actions: u64 },
    /// A search benchmark ran one search of `searched` iterations.
    SearchBench { searched: u32 },
    /// A study's batch was played: how each game went, in order.
    StudyGames { study_games: Played },
    /// A [`CandidatesRequest`]'s answer after `iterations` iterations: the root actions
    /// searched, most played first (none when there was nothing to choose).
    Candidates { candidates: Vec<Candidate>, iterations: u32, at: u64, tag: Option<String> },
    /// A [`RootsRequest`]'s answer: one part of a root-parallel search.
    Roots(PartAnswer),
    /// A [`CoachRequest`]'s answer: the decision judged, a [`crate::coach::Decision`] as JSON
    /// (read as one only by the screen that asked, so that the page's own binary, which reads
    /// every reply, carries no reader of decisions).
    Coached { coached: serde_json::Value },
    /// A [`TutorRequest`]'s answer: the tutor's verdict on one action.
    Tutored { tutored: Verdict },
}

/// A [`Reply`] on its way from the worker to the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Wire {
    /// JSON text ([`Reply::read`] reads it).
    Text(String),
    /// A study's games, packed ([`Reply::read_bytes`] reads them).
    Bytes(Vec<u8>),
}

impl Reply {
    /// The reply as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("replies serialise")
    }

    /// Reads a reply as JSON text; `None` for anything else.
    pub fn read(text: &str) -> Option<Reply> {
        serde_json::from_str(text).ok()
    }

    /// The reply as the worker sends it to the page: a study's games packed as bytes (the reply
    /// the page takes most often, hundreds a second, see [`crate::study::packed`]), any other
    /// as JSON text.
    pub fn to_wire(&self) -> Wire {
        match self {
            Reply::StudyGames { study_games } => Wire::Bytes(study_games.pack()),
            other => Wire::Text(other.to_json()),
        }
    }

    /// Reads bytes the worker sent: a study's games, or an error saying why they are not.
    pub fn read_bytes(bytes: &[u8]) -> Reply {
        match Played::unpack(bytes) {
            Ok(study_games) => Reply::StudyGames { study_games },
            Err(error) => Reply::error(error),
        }
    }

    fn error(error: impl ToString) -> Reply {
        Reply::Error { error: error.to_string(), at: 0, tag: None }
    }
}

/// A message the worker received, read.
pub enum Incoming {
    /// Stop the search under way.
    Stop,
    /// Start this search (replacing any under way).
    Search(Job),
    /// Answered at once: a benchmark, or a message that cannot be answered otherwise.
    Answered(Reply),
}

impl Incoming {
    /// Reads one message from the page.
    pub fn read(text: &str) -> Incoming {
        if let Ok(StopRequest { stop: true }) = serde_json::from_str(text) {
            return Incoming::Stop;
        }
        if let Ok(bench) = serde_json::from_str::<BenchRequest>(text) {
            return Incoming::Answered(match random_playouts(&bench.bench, bench.playouts, bench.seed) {
                Ok(actions) => Reply::Bench { playouts: bench.playouts, actions },
                Err(error) => Reply::error(error),
            });
        }
        if let Ok(bench) = serde_json::from_str::<SearchBenchRequest>(text) {
            return Incoming::Answered(match timed_search(&bench) {
                Ok(searched) => Reply::SearchBench { searched },
                Err(error) => Reply::error(error),
            });
        }
        if let Ok(CoachAsk { coach }) = serde_json::from_str(text) {
            return Incoming::Answered(coach.answer());
        }
        if let Ok(StudyRequest { study }) = serde_json::from_str(text) {
            return Incoming::Answered(match study.play() {
                Ok(study_games) => Reply::StudyGames { study_games },
                Err(error) => Reply::error(error),
            });
        }
        if let Some(reply) = tutored(text) {
            return Incoming::Answered(reply);
        }
        let asks = |key: &str| serde_json::from_str::<serde_json::Value>(text).is_ok_and(|v| v.get(key).is_some());
        let read = if asks("candidates") {
            serde_json::from_str::<CandidatesRequest>(text)
                .map(|c| (Request { blunder: 0.0, ..c.candidates }, Answer::Candidates))
        } else if asks("roots") {
            serde_json::from_str::<RootsRequest>(text).map(|r| (Request { blunder: 0.0, ..r.roots }, Answer::Roots))
        } else {
            serde_json::from_str::<Request>(text).map(|request| (request, Answer::Move))
        };
        let (request, answer) = match read {
            Ok(read) => read,
            Err(error) => return Incoming::Answered(Reply::error(format!("not a search request: {error}"))),
        };
        let (at, tag) = (request.at, request.tag.clone());
        let refuse = |error: String| Incoming::Answered(Reply::Error { error, at, tag: tag.clone() });
        let game = match request.record.replay() {
            Ok(game) => game,
            Err(error) => return refuse(error.to_string()),
        };
        if blunders(request.blunder, request.seed) && matches!(game.to_act(), ToAct::Seat(_)) {
            if let Some(action) = game.clone().play_random(&mut Rng::new(request.seed)) {
                return Incoming::Answered(Reply::Done { action, iterations: 0, at, tag });
            }
        }
        match game.searcher(request.seed) {
            Some(thinking) => Incoming::Search(Job {
                thinking,
                total: request.iterations,
                at,
                tag: tag.clone(),
                stopped: false,
                answer,
            }),
            None => refuse("no seat is to act".to_string()),
        }
    }
}

/// A search request being answered.
pub struct Job {
    thinking: Box<dyn Thinking>,
    total: u32,
    at: u64,
    tag: Option<String>,
    stopped: bool,
    answer: Answer,
}

/// What a search is answered with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    /// The move ([`Reply::Done`]).
    Move,
    /// Every root action searched ([`Reply::Candidates`]).
    Candidates,
    /// One part's root statistics ([`Reply::Roots`]).
    Roots,
}

impl Job {
    /// Asks for the answer now, with what the search has found so far.
    pub fn stop(&mut self) {
        self.stopped = true;
    }

    /// Runs up to `iterations` more iterations (never past the budget) and says where the search
    /// stands: [`Reply::Done`] once the budget is spent, the job stopped, or there is nothing to
    /// choose; [`Reply::Progress`] otherwise.
    pub fn step(&mut self, iterations: u32) -> Reply {
        let left = self.total.saturating_sub(self.thinking.iterations());
        if !self.stopped && self.thinking.open() {
            self.thinking.run(iterations.min(left));
        }
        let done = self.thinking.iterations();
        let (at, tag) = (self.at, self.tag.clone());
        if self.stopped || !self.thinking.open() || done >= self.total {
            match self.answer {
                Answer::Move => {}
                Answer::Candidates => {
                    return Reply::Candidates { candidates: self.thinking.candidates(), iterations: done, at, tag }
                }
                Answer::Roots => {
                    let (roots, answer) = (self.thinking.candidates(), self.thinking.best());
                    return Reply::Roots(PartAnswer { roots, answer, iterations: done, at, tag });
                }
            }
            match self.thinking.best() {
                Some(action) => Reply::Done { action, iterations: done, at, tag },
                None => Reply::Error { error: "no legal action".to_string(), at, tag },
            }
        } else {
            Reply::Progress { progress: done, of: self.total, best: self.thinking.best(), at, tag }
        }
    }
}

/// The answer to a [`TutorRequest`] (judged at once: one decision, see [`crate::coach::tutor`]),
/// or `None` when `text` is not one.
fn tutored(text: &str) -> Option<Reply> {
    let TutorRequest { tutor } = serde_json::from_str(text).ok()?;
    Some(match crate::coach::tutor::answer(&tutor) {
        Ok(tutored) => Reply::Tutored { tutored },
        Err(error) => Reply::Error { error, at: tutor.at, tag: Some(TUTOR_TAG.to_string()) },
    })
}

/// The tag of a [`TutorRequest`]'s error.
pub const TUTOR_TAG: &str = "tutor";

/// Plays `playouts` random games of `game` from its opening and returns the actions played.
pub fn random_playouts(game: &str, playouts: u32, seed: u64) -> Result<u64, String> {
    let start = new_game(game, &serde_json::Value::Null).map_err(|e| e.to_string())?;
    let mut rng = Rng::new(seed);
    Ok((0..playouts).map(|_| start.clone().playout(&mut rng)).sum())
}

/// The first position of a random game of `start` (played from `seed`) where a seat has a real
/// choice to search (the opening is often a throw or a single legal action); `None` when the game
/// ended first.
pub fn first_choice(start: &AnyGame, seed: u64) -> Option<AnyGame> {
    let mut game = start.clone();
    let mut rng = Rng::new(seed);
    while game.searcher(seed).is_none_or(|search| !search.open()) {
        game.play_random(&mut rng)?;
    }
    Some(game)
}

/// Runs the search a [`SearchBenchRequest`] asks for and returns its iterations.
fn timed_search(bench: &SearchBenchRequest) -> Result<u32, String> {
    let game = &bench.bench_search;
    let start = new_game(game, &serde_json::Value::Null).map_err(|e| e.to_string())?;
    let position = first_choice(&start, bench.seed).ok_or_else(|| format!("{game} has no position with a choice"))?;
    let mut search = position.searcher(bench.seed).ok_or("no seat is to act")?;
    search.run(bench.iterations.unwrap_or_else(|| position.iterations(Level::Hard)));
    Ok(search.iterations())
}

/// Answers a search request as `parts` parts, one after the other, merged as the app's pool of
/// workers merges them (see [`part_requests`], [`merge_parts`]); one part, a blundering move, or
/// any other message: as [`respond`]. This is what `boardlore think --workers W` does.
pub fn respond_in_parts(text: &str, parts: u32) -> String {
    let Ok(request) = serde_json::from_str::<Request>(text) else { return respond(text) };
    if parts <= 1 || blunders(request.blunder, request.seed) {
        return respond(text);
    }
    let mut answers = Vec::new();
    for part in part_requests(&request, parts) {
        match Reply::read(&respond(&part)) {
            Some(Reply::Roots(answer)) => answers.push(answer),
            Some(other) => return other.to_json(),
            None => return Reply::error("a part gave no reply").to_json(),
        }
    }
    merge_parts(&answers).to_json()
}

/// Answers one message at once (a search runs to its budget): JSON [`Reply`] text. This is what
/// `boardlore think` does.
pub fn respond(request: &str) -> String {
    match Incoming::read(request) {
        Incoming::Stop => Reply::error("no search is under way").to_json(),
        Incoming::Answered(reply) => reply.to_json(),
        Incoming::Search(mut job) => job.step(u32::MAX).to_json(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Record;

    fn request(record: &Record, iterations: u32, seed: u64) -> String {
        serde_json::json!({ "record": record, "iterations": iterations, "seed": seed, "at": 4, "tag": "hint" })
            .to_string()
    }

    #[test]
    fn a_search_in_parts_answers_as_a_search_at_once() {
        let mut record = Record::new("leyla", serde_json::Value::Null, Some(1));
        record.actions.extend(["a3", "b4"].map(String::from));
        let text = request(&record, 1_000, 7);
        let Incoming::Search(mut job) = Incoming::read(&text) else { panic!("a search") };
        let mut progress = Vec::new();
        let done = loop {
            match job.step(300) {
                Reply::Progress { progress: n, of, at, tag, .. } => {
                    assert_eq!((of, at, tag.as_deref()), (1_000, 4, Some("hint")));
                    progress.push(n);
                }
                other => break other,
            }
        };
        assert_eq!(progress, [300, 600, 900]);
        let Reply::Done { action, iterations, at, .. } = &done else { panic!("done, got {done:?}") };
        assert_eq!((*iterations, *at), (1_000, 4));
        let whole: serde_json::Value = serde_json::from_str(&respond(&text)).unwrap();
        assert_eq!(whole["action"], action.as_str());
        assert_eq!(whole["iterations"], 1_000);
    }

    #[test]
    fn a_stopped_search_answers_with_what_it_has() {
        let record = Record::new("dongjintian", serde_json::Value::Null, Some(2));
        let Incoming::Search(mut job) = Incoming::read(&request(&record, 10_000, 3)) else { panic!("a search") };
        assert!(matches!(job.step(50), Reply::Progress { progress: 50, best: Some(_), .. }));
        job.stop();
        match job.step(50) {
            Reply::Done { iterations, action, .. } => {
                assert_eq!(iterations, 50, "no more iterations once stopped");
                assert!(!action.is_empty());
            }
            other => panic!("expected an answer, got {other:?}"),
        }
    }

    #[test]
    fn a_blunder_is_the_random_action_the_native_player_makes() {
        let record = Record::new("leyla", serde_json::Value::Null, Some(1));
        let game = record.replay().unwrap();
        let seed = (0..100).find(|&s| blunders(Level::Easy.blunder_rate(), s)).expect("a blundering seed");
        let text = serde_json::json!({ "record": record, "iterations": 40, "seed": seed, "blunder": Level::Easy.blunder_rate() })
            .to_string();
        let Incoming::Answered(Reply::Done { action, iterations: 0, .. }) = Incoming::read(&text) else {
            panic!("answered at once")
        };
        assert_eq!(Some(action), game.decide(Level::Easy, seed));
    }

    #[test]
    fn messages_that_are_not_searches_are_answered_at_once() {
        assert!(matches!(Incoming::read("{\"stop\": true}"), Incoming::Stop));
        for broken in ["", "{\"record\": 3}", "[1,2]", "{\"stop\": 1}"] {
            let Incoming::Answered(Reply::Error { error, .. }) = Incoming::read(broken) else {
                panic!("{broken:?} should be refused")
            };
            assert!(error.starts_with("not a search request"), "{broken:?}: {error}");
        }
        let bench: serde_json::Value =
            serde_json::from_str(&respond("{\"bench\":\"leyla\",\"playouts\":3,\"seed\":1}")).unwrap();
        assert_eq!(bench["playouts"], 3);
        assert_eq!(bench["actions"].as_u64(), random_playouts("leyla", 3, 1).ok());
        let unknown: serde_json::Value =
            serde_json::from_str(&respond("{\"bench\":\"chess\",\"playouts\":3,\"seed\":1}")).unwrap();
        assert!(unknown["error"].is_string());
        let searched: serde_json::Value =
            serde_json::from_str(&respond("{\"bench_search\":\"piprjall\",\"iterations\":50,\"seed\":1}")).unwrap();
        assert_eq!(searched["searched"], 50);
    }

    #[test]
    fn candidates_are_the_searched_root_actions_and_agree_with_the_answer() {
        let mut record = Record::new("leyla", serde_json::Value::Null, Some(1));
        record.actions.extend(["a3", "b4"].map(String::from));
        let search = serde_json::json!({ "record": record, "iterations": 2_000, "seed": 9, "at": 4, "tag": "x" });
        let asked = CandidatesRequest { candidates: serde_json::from_value(search.clone()).unwrap() }.to_json();
        let reply = Reply::read(&respond(&asked)).expect("a reply");
        let Reply::Candidates { candidates, iterations, at, tag } = reply else { panic!("candidates, got {reply:?}") };
        assert_eq!((iterations, at, tag.as_deref()), (2_000, 4, Some("x")));
        let game = record.replay().unwrap();
        assert_eq!(candidates.len(), game.view().legal.len(), "every legal action was tried");
        assert_eq!(candidates.iter().map(|c| c.playouts).sum::<u32>(), 2_000);
        assert!(candidates.windows(2).all(|w| w[0].playouts >= w[1].playouts), "most played first");
        assert!(candidates.iter().all(|c| (-1.0..=1.0).contains(&c.mean)));
        let answer: serde_json::Value = serde_json::from_str(&respond(&search.to_string())).unwrap();
        assert_eq!(answer["action"], candidates[0].action.as_str(), "the best candidate is the move played");
        // Nothing to choose: no candidates. A position where nobody acts: refused.
        let over = crate::record::random_record("leyla", serde_json::Value::Null, 3).unwrap();
        let asked = serde_json::json!({ "candidates": { "record": over, "iterations": 10, "seed": 1 } }).to_string();
        assert!(matches!(Reply::read(&respond(&asked)), Some(Reply::Error { .. })));
        let broken = serde_json::json!({ "candidates": { "record": 3 } }).to_string();
        let Some(Reply::Error { error, .. }) = Reply::read(&respond(&broken)) else { panic!("refused") };
        assert!(error.starts_with("not a search request: invalid type: integer `3`"), "{error}");
    }

    #[test]
    fn a_search_in_parts_merges_the_parts_root_statistics() {
        let mut record = Record::new("leyla", serde_json::Value::Null, Some(1));
        record.actions.extend(["a3", "b4"].map(String::from));
        let text = request(&record, 500, 11);
        assert_eq!(respond_in_parts(&text, 1), respond(&text), "one part is the plain search");
        let asked: Request = serde_json::from_str(&text).unwrap();
        let parts: Vec<PartAnswer> = part_requests(&asked, 3)
            .iter()
            .map(|part| match Reply::read(&respond(part)) {
                Some(Reply::Roots(answer)) => answer,
                other => panic!("a part's roots, got {other:?}"),
            })
            .collect();
        assert!(parts.iter().all(|p| p.iterations == 500 && p.at == 4 && p.tag.as_deref() == Some("hint")));
        // Part 0 searches from the request's own seed: its answer is the plain search's.
        let whole: serde_json::Value = serde_json::from_str(&respond(&text)).unwrap();
        assert_eq!(parts[0].answer.as_deref(), whole["action"].as_str());
        let merged = Reply::read(&respond_in_parts(&text, 3)).expect("a reply");
        let Reply::Done { action, iterations, at, tag } = &merged else { panic!("done, got {merged:?}") };
        assert_eq!((*iterations, *at, tag.as_deref()), (1_500, 4, Some("hint")));
        let played = |action: &str| {
            parts.iter().flat_map(|p| &p.roots).filter(|c| c.action == action).map(|c| c.playouts).sum::<u32>()
        };
        let most = parts.iter().flat_map(|p| &p.roots).map(|c| played(&c.action)).max().unwrap();
        assert_eq!(played(action), most, "the most played over the parts");
        // The same natively, without messages.
        let game = record.replay().unwrap();
        let effort = crate::ai::parallel::Effort { iterations: 500, parts: 3 };
        assert_eq!(game.decide_with(Level::Hard, effort, 11).as_ref(), Some(action));
        assert_eq!(merge_parts(&[]), Reply::error("no parts to merge"));
    }

    #[test]
    fn parts_with_nothing_to_choose_answer_with_part_zeros_move() {
        let part = |answer: &str| PartAnswer {
            roots: Vec::new(),
            answer: Some(answer.to_string()),
            iterations: 0,
            at: 2,
            tag: None,
        };
        let merged = merge_parts(&[part("b1"), part("b2")]);
        assert_eq!(merged, Reply::Done { action: "b1".to_string(), iterations: 0, at: 2, tag: None });
        let over = crate::record::random_record("leyla", serde_json::Value::Null, 3).unwrap();
        let asked = serde_json::json!({ "roots": { "record": over, "iterations": 10, "seed": 1 } }).to_string();
        assert!(matches!(Reply::read(&respond(&asked)), Some(Reply::Error { .. })), "nobody acts");
        assert!(respond_in_parts(&request(&over, 10, 1), 2).contains("\"error\""));
    }

    #[test]
    fn a_review_asked_a_decision_at_a_time_is_the_review() {
        use crate::engine::Seat;
        let mut record = crate::record::random_record("leyla", serde_json::Value::Null, 5).unwrap();
        record.actions.truncate(14);
        let seats = [Seat::FIRST];
        let effort = Effort { iterations: 150, parts: 1 };
        let whole = crate::coach::review(&record, &seats, effort, 3).unwrap();
        let asked = |index: usize| {
            let request = CoachRequest { record: record.clone(), index, iterations: 150, parts: 1, seed: 3 };
            Reply::read(&respond(&request.to_json())).expect("a reply")
        };
        let answered: Vec<crate::coach::Decision> = crate::coach::positions(&record, &seats)
            .unwrap()
            .iter()
            .map(|position| match asked(position.index) {
                Reply::Coached { coached } => serde_json::from_value(coached).expect("a decision"),
                other => panic!("a decision, got {other:?}"),
            })
            .collect();
        assert!(answered.len() >= 5, "{}", answered.len());
        assert_eq!(answered, whole.decisions);
        // North's first move is no decision of South's, but still a decision; past the end is none.
        assert!(matches!(asked(1), Reply::Coached { coached } if coached["seat"] == 1));
        let Reply::Error { error, tag, at } = asked(99) else { panic!("refused") };
        assert_eq!((error.as_str(), tag.as_deref(), at), ("the record has no action 100", Some(COACH_TAG), 99));
    }

    #[test]
    fn a_tutor_request_is_answered_with_its_verdict_or_refused_with_its_stamp() {
        use crate::coach::tutor::TutorAsk;
        let record = Record::new("leyla", serde_json::Value::Null, Some(1));
        let tutor = TutorAsk { record: record.clone(), action: "a3".into(), at: 5, budget: Some(200) };
        let asked = TutorRequest { tutor }.to_json();
        let Some(Reply::Tutored { tutored }) = Reply::read(&respond(&asked)) else { panic!("a verdict") };
        assert_eq!((tutored.at, tutored.action.as_str()), (5, "a3"));
        let broken = serde_json::json!({ "tutor": { "record": record, "action": "z9", "at": 6 } }).to_string();
        let Some(Reply::Error { at, tag, .. }) = Reply::read(&respond(&broken)) else { panic!("refused") };
        assert_eq!((at, tag.as_deref()), (6, Some(TUTOR_TAG)));
    }

    #[test]
    fn every_game_has_a_first_position_with_a_choice() {
        for game in crate::catalogue::CATALOGUE {
            let start = new_game(game.id, &serde_json::Value::Null).unwrap();
            for seed in 0..5 {
                let position = first_choice(&start, seed).expect("a choice before the end");
                let search = position.searcher(seed).expect("a seat acts");
                assert!(search.open(), "{} seed {seed}", game.id);
            }
        }
        // Piprjall opens with a throw of the dice; Ceelkoqyuqkoqiji with a secret finger throw.
        for game in ["piprjall", "ceelkoqyuqkoqiji"] {
            let start = new_game(game, &serde_json::Value::Null).unwrap();
            assert!(start.searcher(1).is_none_or(|search| !search.open()), "{game}");
        }
    }
}
