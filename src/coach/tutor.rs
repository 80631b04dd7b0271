//! The tutor while playing: before a person's move against the computer counts, it is judged as
//! a review judges a decision ([`super::judge`]: the review's [`EFFORT`](super::EFFORT), the seed `boardlore review` uses by default, so the tutor warns exactly where
//! `boardlore review --seed 1` would class the move a blunder), and a blunder is told in a short
//! sentence built from the events of both lines ([`sentences`]): "This lets North capture 9 from
//! b1 and a6. After a5 the best reply found captures nothing." The visitor may still play it.
//!
//! Which decisions are judged ([`judged`]): a person's open choice (two or more actions, not a
//! secret one) in a game where the computer plays a seat. Chance is judged as chance: in a
//! game with dice the move is judged given the throw it plays, and the position after it against every
//! throw the search could meet, never against the throw the record's seed will bring.
//!
//! The page's worker answers a [`TutorRequest`] (JSON text) with a [`Verdict`], one action at a
//! time, so that the page can judge every action of a position while the visitor thinks and ask
//! first for the one tapped. The setting is kept as the animation speed is ([`TUTOR_KEY`]).
//! Everything here is the computer's judgement, never a rule's words.

use super::said::{in_100, line, Line};
use super::{judge, Class, Decision, Memo, Position, EFFORT};
use crate::ai::parallel::Effort;
use crate::any_game::AnyGame;
use crate::engine::{Phrase, ToAct};
use crate::player::Player;
use crate::record::Record;
use crate::store::KeyValueStore;
use serde::{Deserialize, Serialize};

/// Where the visitor's tutor setting is remembered (`on` or `off`; off when missing).
pub const TUTOR_KEY: &str = "boardlore.v1.settings.tutor";
/// The review seed the tutor judges from (`boardlore review`'s default).
pub const SEED: u64 = 1;

/// The tutor setting: the address's `tutor=1` or `tutor=0` for this game, else the remembered
/// one, else off. A store that cannot be read counts as nothing remembered.
pub fn setting(url: Option<&str>, store: &impl KeyValueStore) -> bool {
    match url {
        Some("1" | "on") => true,
        Some("0" | "off") => false,
        _ => store.get(TUTOR_KEY).ok().flatten().as_deref() == Some("on"),
    }
}

/// Remembers the tutor setting (the store's refusal is returned; the app ignores it, as for the
/// speed).
pub fn remember(store: &mut impl KeyValueStore, on: bool) -> Result<(), crate::store::StoreError> {
    store.set(TUTOR_KEY, if on { "on" } else { "off" })
}

/// Whether the tutor judges the decision now: a person (`players[seat]`) chooses openly among two
/// or more actions, and the computer plays some seat. Throws, secret choices, forced actions and
/// games among people only are never judged.
pub fn judged(players: &[Player], to_act: ToAct, legal: usize, secret: bool) -> bool {
    let ToAct::Seat(seat) = to_act else { return false };
    let person = players.get(seat.index()).copied().unwrap_or_default() == Player::Person;
    person && legal >= 2 && !secret && players.iter().any(|p| p.level().is_some())
}

/// `{"tutor": {...}}`: judge `action` played after `record`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TutorRequest {
    pub tutor: TutorAsk,
}

/// What a [`TutorRequest`] asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TutorAsk {
    /// The game so far.
    pub record: Record,
    /// The action the person would play, in text notation.
    pub action: String,
    /// Echoed in the verdict: the page's stamp of the position.
    #[serde(default)]
    pub at: u64,
    /// Search iterations a part (the review's, [`EFFORT`], when missing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budget: Option<u32>,
}

impl TutorRequest {
    /// The request as JSON text, as the worker reads it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("requests serialise")
    }
}

/// The tutor's answer about one action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    pub at: u64,
    pub action: String,
    /// The review's class of the action (best when the decision is not judged).
    pub class: Class,
    /// Whether the visitor is asked before it is played: a blunder.
    pub warn: bool,
    /// The better move (the action itself when it is the best).
    pub best: String,
    /// For a warning, what it would do, in sentences (phrases as JSON, see
    /// [`super::phrase_to_json`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub said: Vec<serde_json::Value>,
}

impl Verdict {
    /// The sentences of [`Verdict::said`] as phrases, to show in the visitor's language.
    pub fn sentences(&self) -> Vec<Phrase> {
        self.said.iter().filter_map(super::phrase_from_json).collect()
    }
}

/// Judges a [`TutorAsk`]: the record must replay, and the action be legal there. A position that
/// is no open decision (see the module's notes) is answered "best, no warning" at once.
pub fn answer(ask: &TutorAsk) -> Result<Verdict, String> {
    let game = ask.record.replay().map_err(|error| error.to_string())?;
    let index = ask.record.actions.len();
    let mut after = game.clone();
    after.apply_text(&ask.action, &mut Vec::new()).map_err(|error| error.to_string())?;
    let quiet = Verdict {
        at: ask.at,
        action: ask.action.clone(),
        class: Class::Best,
        warn: false,
        best: ask.action.clone(),
        said: Vec::new(),
    };
    let ToAct::Seat(seat) = game.to_act() else { return Ok(quiet) };
    if !game.searcher(0).is_some_and(|search| search.open()) {
        return Ok(quiet);
    }
    let position = Position { index, before: game, seat, played: ask.action.clone() };
    let effort = Effort { iterations: ask.budget.unwrap_or(EFFORT.iterations), parts: EFFORT.parts };
    let decision = judge(&position, effort, SEED, &mut Memo::default());
    let warn = decision.class == Class::Blunder;
    let said = if warn { sentences(&position.before, &decision) } else { Vec::new() };
    Ok(Verdict {
        at: ask.at,
        action: ask.action.clone(),
        class: decision.class,
        warn,
        best: decision.best.clone(),
        said: said.iter().map(super::phrase_to_json).collect(),
    })
}

/// What the opponent's reply in `line` captured.
fn given(line: &Line) -> u32 {
    line.reply.as_ref().map_or(0, |(_, _, taken)| taken.count)
}

/// The warning's sentences for a judged `decision` made from `before`: what the move lets the
/// reply capture beyond what the better move would, what the better move would capture that it
/// does not, or else that the cost comes later; then the computer's expected scores for both.
pub fn sentences(before: &AnyGame, decision: &Decision) -> Vec<Phrase> {
    let seat = decision.seat;
    let (Some(played), Some(best)) = (
        line(before, seat, &decision.played, decision.reply_played.as_deref()),
        line(before, seat, &decision.best, decision.reply_best.as_deref()),
    ) else {
        return Vec::new();
    };
    let better = decision.best.as_str();
    let mut out = Vec::new();
    if let Some((by, _, taken)) = played.reply.as_ref().filter(|(_, _, taken)| taken.count > given(&best)) {
        out.push(
            Phrase::new("tutor-lets-capture").with("by", *by).with("count", taken.count).with("sites", taken.sites()),
        );
        out.push(match given(&best) {
            0 => Phrase::new("tutor-better-keeps").with("better", better),
            n => Phrase::new("tutor-better-gives").with("better", better).with("count", n),
        });
    }
    if best.taken.count > played.taken.count {
        out.push(
            Phrase::new("tutor-misses")
                .with("better", better)
                .with("count", best.taken.count)
                .with("sites", best.taken.sites()),
        );
    }
    if out.is_empty() {
        out.push(Phrase::new("tutor-later").with("better", better));
    }
    out.push(
        Phrase::new("tutor-expected")
            .with("seat", seat)
            .with("played", in_100(decision.value_played))
            .with("better", better)
            .with("best", in_100(decision.value_best)),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Arg, Arrangement, Seat};
    use crate::store::{MemoryStore, StoreError};
    use serde_json::json;

    const SOUTH: Seat = Seat::FIRST;

    /// A single-round Leyla record from `south` (a1..a6) and `north` (b1..b6), South to move.
    fn leyla(south: [u16; 6], north: [u16; 6], held: [u16; 2]) -> Record {
        let mut record = Record::new("leyla", json!({ "single_round": true }), Some(1));
        let counts: Vec<u16> = south.into_iter().chain(north).collect();
        record.setup = Some(Arrangement {
            counts,
            owners: vec![None; 12],
            held: held.to_vec(),
            stones: Vec::new(),
            to_move: SOUTH,
        });
        record
    }

    fn ask(record: &Record, action: &str) -> Verdict {
        answer(&TutorAsk { record: record.clone(), action: action.to_string(), at: 7, budget: None }).unwrap()
    }

    #[test]
    fn a_move_that_misses_a_capture_of_nine_is_warned_of_and_said() {
        // a5 (two counters) drops into a6 and b1 and makes four there: South captures nine. a6
        // captures nothing.
        let record = leyla([0, 0, 0, 0, 2, 4], [3, 0, 0, 1, 0, 2], [18, 18]);
        let good = ask(&record, "a5");
        assert_eq!((good.warn, good.class, good.best.as_str(), good.at), (false, Class::Best, "a5", 7));
        assert!(good.said.is_empty());
        let bad = ask(&record, "a6");
        assert_eq!((bad.warn, bad.class, bad.best.as_str()), (true, Class::Blunder, "a5"));
        let said = bad.sentences();
        let ids: Vec<&str> = said.iter().map(|p| p.id.as_str()).collect();
        assert!(ids.contains(&"tutor-misses"), "{ids:?}");
        assert_eq!(ids.last(), Some(&"tutor-expected"));
        let misses = said.iter().find(|p| p.id == "tutor-misses").unwrap();
        assert!(misses.args.contains(&("count", Arg::Number(9))), "{misses:?}");
        assert!(misses.args.contains(&("better", Arg::Text("a5".into()))), "{misses:?}");
        // The verdict crosses as JSON text and reads back.
        let text = serde_json::to_string(&bad).unwrap();
        assert_eq!(serde_json::from_str::<Verdict>(&text).unwrap(), bad);
    }

    #[test]
    fn the_tutor_warns_where_the_review_says_blunder() {
        // The same judgement as `boardlore review --seed 1` for the decision, whatever was played.
        let record = leyla([0, 0, 0, 0, 2, 4], [3, 0, 0, 1, 0, 2], [18, 18]);
        for action in ["a5", "a6"] {
            let mut played = record.clone();
            played.actions.push(action.to_string());
            let review = crate::coach::review(&played, &[SOUTH], EFFORT, SEED).unwrap();
            let verdict = ask(&record, action);
            assert_eq!(review.decisions[0].class, verdict.class, "{action}");
            assert_eq!(review.decisions[0].best, verdict.best, "{action}");
        }
    }

    #[test]
    fn letting_the_reply_capture_is_said_with_what_the_better_move_keeps() {
        // North threatens b5 (two counters) into b6 and a1, which makes four in a1: a capture of
        // nine. South's a1 sows the three away; a3 leaves them there.
        let record = leyla([3, 0, 1, 0, 0, 0], [0, 0, 0, 0, 2, 4], [19, 19]);
        let bad = ask(&record, "a3");
        assert_eq!((bad.warn, bad.best.as_str()), (true, "a1"), "{bad:?}");
        let said = bad.sentences();
        let ids: Vec<&str> = said.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, ["tutor-lets-capture", "tutor-better-keeps", "tutor-expected"]);
        assert!(said[0].args.contains(&("by", Arg::Seat(Seat::SECOND))), "{:?}", said[0]);
        assert!(said[0].args.contains(&("count", Arg::Number(9))), "{:?}", said[0]);
        assert!(said[1].args.contains(&("better", Arg::Text("a1".into()))), "{:?}", said[1]);
        assert!(!ask(&record, "a1").warn);
    }

    #[test]
    fn only_a_persons_open_choice_against_the_computer_is_judged() {
        let level = Player::Computer(crate::ai::Level::Medium);
        let person = Player::Person;
        let south = ToAct::Seat(SOUTH);
        assert!(judged(&[person, level], south, 6, false));
        assert!(!judged(&[person, level], south, 1, false), "a forced action");
        assert!(!judged(&[person, level], south, 3, true), "a secret choice");
        assert!(!judged(&[person, person], south, 6, false), "people only");
        assert!(!judged(&[level, person], south, 6, false), "the computer's own move");
        assert!(!judged(&[person, level], ToAct::Chance, 21, false), "a throw");
        assert!(!judged(&[person, level], ToAct::Over, 0, false));
        // A position that is no open decision is answered at once, with no warning.
        let mut record = Record::new("piprjall", json!({}), Some(3));
        let start = record.start().unwrap();
        assert_eq!(start.to_act(), ToAct::Chance);
        let throw = start.view().legal[0].text.clone();
        let verdict = ask(&record, &throw);
        assert_eq!((verdict.warn, verdict.class), (false, Class::Best));
        record.actions.push("z9".into());
        assert!(
            answer(&TutorAsk { record, action: throw, at: 0, budget: None }).is_err(),
            "a record that does not replay"
        );
        let fine = leyla([0, 0, 0, 0, 2, 4], [3, 0, 0, 1, 0, 2], [18, 18]);
        let refused = answer(&TutorAsk { record: fine, action: "b1".into(), at: 0, budget: None });
        assert!(refused.is_err(), "North's hole is not South's move");
    }

    #[test]
    fn piprjall_is_judged_over_the_throws_it_could_meet_not_the_one_to_come() {
        // The same position reached under two record seeds (whose next throws differ) gets the
        // same verdict for every action: the record's seed is never looked at.
        let game = crate::record::random_record("piprjall", json!({}), 11).unwrap();
        let start = Record::new("piprjall", json!({}), Some(11)).start().unwrap();
        let mut replay = start.clone();
        let mut cut = None;
        for (k, action) in game.actions.iter().enumerate() {
            if k > 4 && replay.searcher(0).is_some_and(|s| s.open()) {
                cut = Some(k);
                break;
            }
            replay.apply_text(action, &mut Vec::new()).unwrap();
        }
        let cut = cut.expect("an open decision early in the game");
        let legal: Vec<String> = replay.view().legal.iter().map(|a| a.text.clone()).collect();
        let mut other = game.clone();
        other.actions.truncate(cut);
        let mut reseeded = other.clone();
        reseeded.seed = Some(12);
        assert_ne!(other.next_seed(), reseeded.next_seed());
        for action in legal.iter().take(2) {
            let a = answer(&TutorAsk { record: other.clone(), action: action.clone(), at: 0, budget: Some(300) });
            let b = answer(&TutorAsk { record: reseeded.clone(), action: action.clone(), at: 0, budget: Some(300) });
            assert_eq!(a, b, "{action}");
        }
    }

    #[test]
    fn every_word_of_the_tutor_is_each_languages_own() {
        use crate::i18n::{Lang, Messages};
        let sites = |list: &[&str]| {
            crate::engine::why::joined(
                list.iter().map(|s| crate::engine::why::site(s)).collect(),
                crate::engine::why::Join::And,
            )
            .unwrap()
        };
        let north = Seat::SECOND;
        let phrases = [
            Phrase::new("tutor-lets-capture").with("by", north).with("count", 9u32).with("sites", sites(&["a1", "b6"])),
            Phrase::new("tutor-better-keeps").with("better", "a1"),
            Phrase::new("tutor-better-gives").with("better", "a1").with("count", 2u32),
            Phrase::new("tutor-misses").with("better", "a5").with("count", 1u32).with("sites", sites(&["b1"])),
            Phrase::new("tutor-later").with("better", "a5"),
            Phrase::new("tutor-expected")
                .with("seat", SOUTH)
                .with("played", 20i64)
                .with("better", "a1")
                .with("best", 71i64),
            Phrase::new("tutor-intro").with("move", "a3"),
            Phrase::new("tutor-source"),
        ];
        let words = ["tutor-option", "tutor-checking", "tutor-title", "tutor-question", "tutor-anyway", "tutor-again"];
        for lang in Lang::all() {
            let messages = Messages::new(lang);
            let stop = if lang.tag() == "zh-Hans" { '。' } else { '.' };
            for phrase in &phrases {
                // The language's own words (no English fallback), a whole sentence.
                let text =
                    messages.try_phrase(phrase).unwrap_or_else(|e| panic!("{} in {}: {e}", phrase.id, lang.tag()));
                assert!(text.ends_with(stop) && !text.contains("tutor-"), "{}: {text}", lang.tag());
            }
            for id in words {
                assert!(messages.has(id), "{} lacks {id}", lang.tag());
            }
        }
    }

    #[test]
    fn the_setting_is_off_unless_remembered_or_asked_for() {
        let mut store = MemoryStore::default();
        assert!(!setting(None, &store), "off by default");
        assert!(setting(Some("1"), &store), "the address asks");
        remember(&mut store, true).unwrap();
        assert_eq!(store.get(TUTOR_KEY).unwrap().as_deref(), Some("on"));
        assert!(setting(None, &store));
        assert!(!setting(Some("0"), &store), "the address wins");
        assert!(setting(Some("nonsense"), &store), "an unknown value is no answer");
        remember(&mut store, false).unwrap();
        assert!(!setting(None, &store));
        let mut full = MemoryStore { limit: Some(4), ..MemoryStore::default() };
        assert_eq!(remember(&mut full, true), Err(StoreError::QuotaExceeded));
        assert!(!setting(None, &full), "nothing kept: off");
    }
}
