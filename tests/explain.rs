//! "Why?" over whole random games of every game in the catalogue: every action a seat or chance
//! takes is explained in one to four sentences, each a plain sentence ending in a full stop in
//! every language (every message and every phrase inside it the language's own, so no raw id and
//! no English fallback), and explaining never fails.

use boardlore::catalogue::CATALOGUE;
use boardlore::engine::ToAct;
use boardlore::i18n::{Lang, Messages};
use boardlore::record::random_record;
use serde_json::{json, Value};

#[test]
fn every_action_of_random_games_is_explained_in_one_to_four_sentences_in_every_language() {
    let langs: Vec<Messages> = Lang::all().map(Messages::new).collect();
    for info in CATALOGUE {
        // The documented rules, and each rule option's every value.
        let mut rules = vec![Value::Null];
        for option in info.options {
            for choice in option.choices {
                rules.push(json!({ option.name: serde_json::from_str::<Value>(choice).expect("a choice is JSON") }));
            }
        }
        for (seed, rules) in (0..40).zip(rules.iter().cycle()) {
            let record = random_record(info.id, rules.clone(), seed).expect("a random game");
            let mut game = record.start().expect("a game");
            for (i, action) in record.actions.iter().enumerate() {
                let chance = game.to_act() == ToAct::Chance;
                let mut events = Vec::new();
                game.apply_text(action, &mut events).expect("a legal action");
                let said = game.explain(&events);
                let at = format!("{} {rules} seed {seed} action {} ({action})", info.id, i + 1);
                assert!(!said.is_empty() || chance, "{at}: nothing said");
                assert!(said.len() <= 4, "{at}: {said:?}");
                for phrase in &said {
                    for messages in &langs {
                        let tag = messages.lang().tag();
                        let sentence = messages.try_phrase(phrase).unwrap_or_else(|e| panic!("{at}: {e}"));
                        let stop = if tag == "zh-Hans" { '。' } else { '.' };
                        assert!(sentence.ends_with(stop), "{at} {tag}: {sentence}");
                        assert!(!sentence.contains("-why-"), "{at} {tag}: {sentence}");
                        assert!(sentence.chars().next().is_some_and(|c| !c.is_lowercase()), "{at} {tag}: {sentence}");
                    }
                }
            }
        }
    }
}
