//! A game review's words: every sentence the review can build (each kind of line, with and
//! without a capture and a reply), the classes and the summary format in every language with no
//! fallback and no raw id, and end like sentences.

use boardlore::coach::said::Lines;
use boardlore::coach::{Class, SeatSummary};
use boardlore::engine::{Phrase, Seat, ToAct};
use boardlore::i18n::{Lang, Messages};
use boardlore::record::random_record;
use serde_json::json;
use std::collections::BTreeSet;

fn check(phrase: &Phrase, langs: &[Messages], sentence: bool) {
    for messages in langs {
        let tag = messages.lang().tag();
        let text = messages.try_phrase(phrase).unwrap_or_else(|e| panic!("{} in {tag}: {e}", phrase.id));
        assert!(!text.contains("coach-") && !text.contains("why-"), "{tag}: {text}");
        if sentence {
            let stop = if tag == "zh-Hans" { '。' } else { '.' };
            assert!(text.ends_with(stop), "{tag}: {text}");
        }
    }
}

#[test]
fn every_sentence_of_a_review_formats_in_every_language() {
    let langs: Vec<Messages> = Lang::all().map(Messages::new).collect();
    let mut seen = BTreeSet::new();
    for (game, rules) in
        [("leyla", json!({ "single_round": true })), ("dongjintian", json!({})), ("piprjall", json!({}))]
    {
        for seed in 0..6 {
            let record = random_record(game, rules.clone(), seed).unwrap();
            let mut state = record.start().unwrap();
            for action in &record.actions {
                if let ToAct::Seat(seat) = state.to_act() {
                    let legal: Vec<String> = state.view().legal.into_iter().map(|l| l.text).collect();
                    if let Some(other) = legal.iter().find(|l| *l != action) {
                        // A reply: the first legal action of whoever acts after each move.
                        let reply = |played: &str| {
                            let mut after = state.clone();
                            after.apply_text(played, &mut Vec::new()).ok()?;
                            after.view().legal.first().map(|l| l.text.clone())
                        };
                        let (reply_played, reply_best) = (reply(action), reply(other));
                        let lines = Lines {
                            before: &state,
                            seat,
                            played: action,
                            reply_played: reply_played.as_deref(),
                            best: other,
                            reply_best: reply_best.as_deref(),
                            value_played: -0.4,
                            value_best: 0.3,
                        };
                        let said = lines.sentences();
                        assert!(said.len() >= 3, "{game} {seed}: {said:?}");
                        for phrase in &said {
                            seen.insert(phrase.id.clone());
                            check(phrase, &langs, true);
                        }
                    }
                }
                state.apply_text(action, &mut Vec::new()).unwrap();
            }
        }
    }
    let every = [
        "coach-played-took",
        "coach-played-quiet",
        "coach-reply-took",
        "coach-reply-quiet",
        "coach-better-took",
        "coach-better-quiet",
        "coach-better-reply-took",
        "coach-better-reply-quiet",
        "coach-expected",
    ];
    assert_eq!(seen, every.iter().map(|s| s.to_string()).collect(), "every kind of sentence was built");
    for class in Class::ALL {
        check(&Phrase::new("coach-class").with("class", class.name()), &langs, false);
    }
    check(&Phrase::new("coach-about-equal"), &langs, false);
    for counts in [[0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [12, 3, 2, 5, 21]] {
        let summary = SeatSummary { seat: Seat::SECOND, counts, accuracy: 87.4 };
        check(&summary.phrase(), &langs, true);
    }
    let english = Messages::new(Lang::ENGLISH);
    let summary = SeatSummary { seat: Seat::FIRST, counts: [3, 1, 1, 0, 2], accuracy: 71.6 };
    let text = english.phrase(&summary.phrase()).replace(['\u{2068}', '\u{2069}'], "");
    assert_eq!(text, "South: 3 best, 1 good, 1 inaccuracy, 0 mistakes, 2 blunders; accuracy 72%.");
}
