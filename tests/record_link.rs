//! The `record=` link: every game under every rule option round-trips through it over seeded
//! random games, and a damaged, tampered or impossible link is refused with what is wrong.

use boardlore::catalogue::{check_rules, CATALOGUE};
use boardlore::engine::Phrased;
use boardlore::i18n::{Lang, Messages};
use boardlore::player::Player;
use boardlore::record::link::{base64url, GameLink, LinkError, MAX_LEN};
use boardlore::record::{random_record, Record, RecordError};
use serde_json::{Map, Value};

/// Each game's usual rules, then each value of each option alone (those the game accepts).
fn rulesets() -> Vec<(&'static str, Value)> {
    let mut out = Vec::new();
    for game in CATALOGUE {
        out.push((game.id, Value::Object(Map::new())));
        for option in game.options {
            for choice in option.choices {
                let mut rules = Map::new();
                rules.insert(option.name.to_string(), serde_json::from_str(choice).expect("choices are JSON"));
                if check_rules(game, &rules).is_empty() {
                    out.push((game.id, Value::Object(rules)));
                }
            }
        }
    }
    out
}

#[test]
fn every_game_and_ruleset_round_trips_through_a_link() {
    let sets = rulesets();
    assert!(sets.len() > CATALOGUE.len() * 2, "options are exercised: {}", sets.len());
    let levels = ["person", "hard", "easy", "random"].map(|n| Player::parse(n).expect("a player"));
    for (i, (game, rules)) in sets.iter().enumerate() {
        for seed in 0..3u64 {
            let mut record = random_record(game, rules.clone(), seed * 7919 + i as u64).expect("a random game");
            // Links hold every game ended or not: cut some games short.
            if seed == 1 {
                record.actions.truncate(record.actions.len() / 2);
            }
            let final_game = record.replay().expect("random games replay");
            let seats: Vec<Player> = (0..final_game.seat_count()).map(|s| levels[(s + seed as usize) % 4]).collect();
            let link = GameLink { record: record.clone(), seats: seats.clone() };
            let param = link.encode();
            assert!(param.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'), "URL-safe");
            let (read, game_after) = GameLink::decode(&param).unwrap_or_else(|e| panic!("{game} {rules}: {e}"));
            assert_eq!(read.record.game, record.game);
            assert_eq!(read.record.seed, record.seed);
            assert_eq!(read.record.actions, record.actions, "{game} {rules} seed {seed}");
            assert_eq!(read.seats, seats);
            let expected_rules =
                if rules.as_object().is_some_and(Map::is_empty) { Value::Object(Map::new()) } else { rules.clone() };
            assert_eq!(read.record.rules, expected_rules);
            assert_eq!(game_after.view(), final_game.view(), "the same position");
        }
    }
}

#[test]
fn a_link_is_compact() {
    let record = Record::parse(include_str!("fixtures/record-v2.json")).expect("the fixture");
    let param = GameLink { record: record.clone(), seats: vec![Player::Person; 2] }.encode();
    let json = record.to_json();
    // The fixture's actions take 3 bytes each with their separator: 4 characters in base64.
    assert!(
        param.len() < 4 * record.actions.len() + 40,
        "{} characters for {} actions",
        param.len(),
        record.actions.len()
    );
    assert!(param.len() * 2 < json.len(), "{} characters against the record's {}", param.len(), json.len());
}

/// A link's parameter from its text form.
fn raw(text: &str) -> String {
    base64url(text.as_bytes())
}

#[test]
fn damaged_or_impossible_links_are_refused_with_what_is_wrong() {
    let error = |param: &str| GameLink::decode(param).expect_err(param);
    assert_eq!(error("abc$def"), LinkError::NotBase64 { at: 3, found: '$' });
    assert_eq!(error("abc def").to_string(), "the game link is damaged: character 4 (' ') cannot be in it");
    assert_eq!(error(&"A".repeat(MAX_LEN + 1)), LinkError::TooLong(MAX_LEN + 1));
    assert_eq!(error("__8"), LinkError::NotText);
    assert_eq!(error(&raw("b9\nleyla\n\n\n\n")), LinkError::UnknownVersion("b9".into()));
    assert_eq!(error(&raw("b1\nleyla\n\n5")), LinkError::Missing("players"));
    assert_eq!(error(&raw("b1\nleyla\n\n5\n")).to_string(), "the game link is cut short: it has no actions");
    assert!(matches!(error(&raw("b1\nleyla\n[1]\n\n\n")), LinkError::Rules(_)));
    assert!(matches!(error(&raw("b1\nleyla\n{\n\n\n")), LinkError::Rules(_)));
    assert_eq!(error(&raw("b1\nleyla\n\n-4\n\n")), LinkError::Seed("-4".into()));
    assert_eq!(error(&raw("b1\nleyla\n\n9007199254740992\n\n")), LinkError::Seed("9007199254740992".into()));
    assert_eq!(error(&raw("b1\nleyla\n\n\ngod\n")), LinkError::Player("god".into()));
    assert_eq!(error(&raw("b1\nleyla\n\n\nhard,easy,person\n")), LinkError::TooManySeats { given: 3, seats: 2 });
    assert!(matches!(error(&raw("b1\nchess\n\n\n\n")), LinkError::Record(RecordError::Start(_))));
    assert!(matches!(error(&raw("b1\nleyla\n{\"holes\":99}\n\n\n")), LinkError::Record(RecordError::Start(_))));
}

#[test]
fn a_refused_link_is_told_in_every_language_and_in_english_as_the_command_line_says_it() {
    let refused: Vec<LinkError> = [
        "abc def".to_string(),
        "A".repeat(MAX_LEN + 1),
        "__8".to_string(),
        raw("b9\nleyla\n\n\n\n"),
        raw("b1\nleyla"),
        raw("b1\nleyla\n\n5"),
        raw("b1\nleyla\n\n5\n"),
        raw("b1\nleyla\n[1]\n\n\n"),
        raw("b1\nleyla\n\n-4\n\n"),
        raw("b1\nleyla\n\n\ngod\n"),
        raw("b1\nleyla\n\n\nhard,easy,person\n"),
        raw("b1\nleyla\n\n1\nperson,hard\na3 b4 a3 zz"),
    ]
    .iter()
    .map(|param| GameLink::decode(param).expect_err(param))
    .collect();
    for error in &refused {
        let english = boardlore::i18n::english(&[error.phrase()]).expect("English says it").remove(0);
        // Numbers are grouped by the language's rules; the rest reads word for word, a parser's
        // words (the detail, shown apart) aside.
        let (english, display) = (english.replace(',', ""), error.to_string().replace(',', ""));
        match error.detail() {
            None => assert_eq!(english, display, "{error:?}"),
            Some(_) => assert!(display.starts_with(&english), "{english} / {display}"),
        }
        for lang in Lang::all() {
            let told = Messages::new(lang).try_phrase(&error.phrase());
            assert!(told.as_ref().is_ok_and(|t| !t.contains('{')), "{}: {told:?}", lang.tag());
        }
    }
    assert_eq!(refused[0].detail(), None);
    assert!(refused[7].detail().is_some_and(|d| d.contains("not an object")), "{:?}", refused[7]);
}

#[test]
fn an_illegal_action_is_named_by_its_number() {
    let refused = GameLink::decode(&raw("b1\nleyla\n\n1\nperson,hard\na3 b4 a3 zz")).expect_err("illegal");
    let LinkError::Record(RecordError::Illegal { number, error }) = &refused else { panic!("{refused:?}") };
    assert_eq!((*number, error.action.as_str()), (3, "a3"));
    assert!(
        refused.to_string().starts_with("the game in the link cannot be replayed: action 3: action 'a3' refused"),
        "{refused}"
    );
    let (link, _) = GameLink::decode(&raw("b1\nleyla\n\n1\n\na3 b4")).expect("legal");
    assert_eq!(link.seats, [Player::Person; 2]);
}
