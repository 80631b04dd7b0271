//! The translations hold together: every `.ftl` file of every language parses; every language
//! has every message English has and no other; a message uses the same variables in every
//! language; every message formats without error for the numbers that pick each plural form;
//! and the English of the games' texts, made from what the games say (`src/games/*/info.rs`,
//! `lessons.rs`), reads exactly as they say it; the phrases the games and the session say (the
//! status, labels, the turn's account, the notes of rounds, refusals, whose English the command
//! line and records print) format in English, strictly, and in every language.

use boardlore::catalogue::CATALOGUE;
use boardlore::engine::{Note, Seat};
use boardlore::i18n::{game_english, Arg, Lang, Messages, Phrase, LANGS};
use boardlore::view::describe_phrases;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The variables a pattern uses, however deep (selectors, call arguments, variants). A seat's
/// id, `$<name>-id`, which the app sets beside every seat `$<name>` so that a language can decline
/// the seat's name (`Messages`), counts as `$<name>` itself.
fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    fn inline(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.strip_suffix("-id").unwrap_or(id.name).to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                arguments.positional.iter().for_each(|a| inline(a, out));
                arguments.named.iter().for_each(|a| inline(&a.value, out));
            }
            ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
            _ => {}
        }
    }
    fn expression_vars(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Inline(e) => inline(e, out),
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                variants.iter().for_each(|v| variables(&v.value, out));
            }
        }
    }
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

/// Each language's messages: id to the variables it uses.
fn messages<S: AsRef<str>>(lang: &str, files: &[S]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (n, text) in files.iter().enumerate() {
        let resource = fluent_syntax::parser::parse(text.as_ref())
            .unwrap_or_else(|(_, errors)| panic!("{lang} file {n} does not parse: {errors:?}"));
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    variables(value, &mut vars);
                }
                let id = message.id.name.to_string();
                assert!(out.insert(id.clone(), vars).is_none(), "{lang} defines {id} twice");
            }
        }
    }
    out
}

#[test]
fn every_language_folder_holds_the_files_the_app_reads() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    fn count(dir: &Path) -> usize {
        std::fs::read_dir(dir)
            .expect("a folder")
            .map(|e| e.expect("an entry").path())
            .map(|p| if p.is_dir() { count(&p) } else { usize::from(p.extension().is_some_and(|e| e == "ftl")) })
            .sum()
    }
    let folders: BTreeSet<String> = std::fs::read_dir(&root)
        .expect("locales/")
        .map(|e| e.expect("an entry").file_name().to_string_lossy().into_owned())
        .collect();
    let listed: BTreeSet<String> = LANGS.iter().map(|l| l.tag.to_string()).collect();
    assert_eq!(folders, listed, "each folder of locales/ is a language of LANGS");
    for lang in LANGS {
        assert_eq!(count(&root.join(lang.tag)), lang.files.len(), "{}: every .ftl file is read", lang.tag);
    }
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = messages("en", &Lang::ENGLISH.sources());
    assert!(english.len() > 300, "{} English messages", english.len());
    for lang in &LANGS[1..] {
        let theirs = messages(lang.tag, lang.files);
        let missing: Vec<&String> = english.keys().filter(|id| !theirs.contains_key(*id)).collect();
        let extra: Vec<&String> = theirs.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.tag);
        assert!(extra.is_empty(), "{} has messages English lacks: {extra:?}", lang.tag);
        for (id, vars) in &english {
            assert_eq!(&theirs[id], vars, "{} {id}: variables differ from English", lang.tag);
        }
    }
}

#[test]
fn every_message_formats_for_every_plural_form() {
    for lang in Lang::all() {
        let messages_here = Messages::new(lang);
        for (id, vars) in messages(lang.tag(), &lang.sources()) {
            let names: Vec<&'static str> = vars.iter().map(|v| &*Box::leak(v.clone().into_boxed_str())).collect();
            // Every variable a number (and a seat's id, if it is a seat, none of the seats'), then
            // every variable each seat in turn (its name and its id, as the app passes a seat).
            let numbers = [0, 1, 2, 5, 21, 1000].map(|n| {
                let ids = names.iter().map(|v| (&*Box::leak(format!("{v}-id").into_boxed_str()), Arg::from("none")));
                names.iter().map(|v| (*v, Arg::Number(n))).chain(ids).collect::<Vec<_>>()
            });
            let seats = (0..4).map(|k| names.iter().map(|v| (*v, Arg::Seat(Seat::new(k)))).collect::<Vec<_>>());
            for args in numbers.into_iter().chain(seats) {
                let text = messages_here.try_format(&id, &args).unwrap_or_else(|e| panic!("{e}"));
                assert!(!text.trim().is_empty(), "{} {id} is empty", lang.tag());
            }
        }
    }
}

#[test]
fn plurals_follow_each_languages_rules() {
    let counters =
        |tag: &str, n: i64| Messages::new(Lang::from_tag(tag).unwrap()).text("counters", &[("count", Arg::Number(n))]);
    assert_eq!(counters("en", 1), "1 counter");
    assert_eq!(counters("en", 21), "21 counters");
    // Icelandic: 1 and 21 take the singular, 2, 5 and 11 the plural.
    assert_eq!(counters("is", 1), counters("is", 21).replace("21", "1"));
    assert_ne!(counters("is", 2), counters("is", 1).replace('1', "2"));
    assert_ne!(counters("is", 11), counters("is", 1).replace('1', "11"));
    // Numbers are grouped as each language writes them.
    assert_eq!(counters("is", 35000).split(' ').next(), Some("35.000"));
    assert_eq!(counters("en", 35000), "35,000 counters");
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let icelandic = Messages::new(Lang::from_tag("is").unwrap());
    assert!(icelandic.try_format("no-such-message", &[]).is_err());
    assert_eq!(icelandic.get("no-such-message"), "no-such-message");
}

#[test]
fn the_games_english_messages_are_the_games_own_words() {
    for info in CATALOGUE {
        let english = Messages::new(Lang::ENGLISH);
        for (id, text) in game_english(info) {
            if !text.starts_with('{') {
                assert_eq!(english.try_format(&id, &[]).as_deref(), Ok(text.as_str()), "{id}");
            }
        }
        for (n, words) in [(1, info.score[0]), (2, info.score[1])] {
            let id = format!("{}-score", info.id);
            assert_eq!(english.text(&id, &[("count", Arg::Number(n))]), words);
        }
    }
}

#[test]
fn the_status_line_labels_and_announcements_format_in_english() {
    let english = Messages::new(Lang::ENGLISH);
    let mut rng = boardlore::engine::Rng::new(17);
    for info in CATALOGUE {
        for rules in ["{}", info.demo_rules] {
            for _ in 0..12 {
                let mut game = boardlore::catalogue::new_game(info.id, &serde_json::from_str(rules).unwrap()).unwrap();
                for _ in 0..3000 {
                    let view = game.view();
                    assert!(english.try_phrase(&view.status_phrase).is_ok(), "{view:?}");
                    for action in &view.legal {
                        let label = english.try_phrase(&action.label_phrase);
                        assert!(label.is_ok_and(|l| !l.is_empty()), "{} {}", info.id, action.text);
                    }
                    let mut events = Vec::new();
                    let Some(action) = game.play_random_with(&mut rng, &mut events) else { break };
                    let by = view.to_act.seat();
                    let label_phrase = view.find(&action).map_or_else(
                        || Phrase::new("label-in-english").with("text", action.as_str()),
                        |a| a.label_phrase.clone(),
                    );
                    let label = english.phrase(&label_phrase);
                    // The live region says the turn by its phrases, every phrase inside English's
                    // own, so that the session's English (`Played::told`) is whole.
                    let phrases = describe_phrases(by, &label_phrase, &label, &events, game.topology());
                    for phrase in &phrases {
                        english.try_phrase(phrase).unwrap_or_else(|e| panic!("{}: {e}", info.id));
                    }
                }
            }
        }
    }
}

#[test]
fn round_notes_and_standing_lines_are_phrases_that_format_in_english_and_in_every_language() {
    let langs: Vec<Messages> = Lang::all().map(Messages::new).collect();
    let mut seen = 0;
    for info in CATALOGUE {
        for (seed, rules) in
            (0..6).zip([serde_json::json!({}), serde_json::from_str(info.demo_rules).unwrap()].iter().cycle())
        {
            let record = boardlore::record::random_record(info.id, rules.clone(), seed).expect("a random game");
            let mut game = record.start().expect("a game");
            for action in &record.actions {
                game.apply_text(action, &mut Vec::new()).expect("a legal action");
                let Some(standing) = game.standing() else { break };
                let notes = standing.history.iter().flat_map(|round| &round.notes).chain(&standing.extras);
                for note in notes {
                    let Note::Said(phrase) = note else { panic!("{}: {note} is no phrase", info.id) };
                    for messages in &langs {
                        let said = messages.try_phrase(phrase).unwrap_or_else(|e| panic!("{}: {e}", info.id));
                        if messages.lang() == Lang::ENGLISH {
                            // What records write.
                            assert_eq!(said, String::from(note.clone()), "{}", info.id);
                        }
                    }
                    seen += 1;
                }
            }
        }
    }
    assert!(seen > 1000, "{seen} notes");
}

/// Every id of a phrase and of the phrases inside it.
fn phrase_ids(phrase: &Phrase, out: &mut BTreeSet<String>) {
    out.insert(phrase.id.clone());
    for (_, arg) in &phrase.args {
        if let Arg::Phrase(inner) = arg {
            phrase_ids(inner, out);
        }
    }
}

/// What a person might try at any moment: every site in every form the games read, and every
/// word of their notations, right or wrong for the moment.
fn attempts(game: &boardlore::any_game::AnyGame) -> Vec<String> {
    let mut out: Vec<String> = ["zzz", "lend", "keep", "N", "E", "S", "W", "roll:6-5", "roll:3-3", "roll:7-1"]
        .into_iter()
        .chain(["index", "thumb", "little", "huelshe", "huelshe@1", "decline", "propose", "accept", "refuse"])
        .chain(["nobuy", "p1", "p3"])
        .map(str::to_string)
        .collect();
    for site in &game.topology().sites {
        let id = &site.id;
        out.extend([id.clone(), format!("fill:{id}"), format!("{id}+"), format!("{id}-")]);
        out.extend([format!("buy:{id}"), format!("sell:{id}")]);
        out.extend((1..=6).map(|die| format!("{id}:{die}")));
    }
    out
}

/// Every refusal the rules can give beside the random games' (each variant of the refusals of a
/// position set up by hand, of a record, of rule options): their words and their `Display`.
fn other_refusals() -> Vec<(String, Phrase)> {
    use boardlore::any_game::PositionError;
    use boardlore::catalogue::StartError;
    use boardlore::engine::setup::Misfit;
    use boardlore::engine::Phrased;
    use boardlore::games::{ceelko, dongjintian, leyla, piprjall};
    use boardlore::record::RecordError;
    let said = |error: &(dyn Phrased + Send), display: String| (display, error.phrase());
    let misfits = [
        Misfit::Shape { list: "counts", given: 3, expected: 12 },
        Misfit::TooMany { site: "a1".into(), count: 1200, most: 48 },
        Misfit::Owner { site: "a1".into(), seat: Seat::new(2) },
        Misfit::Stone { stone: 1, site: "a1".into() },
        Misfit::StoneWon { stone: 2, seat: Seat::new(3) },
        Misfit::Mover(Seat::new(3)),
        Misfit::Mover(Seat::new(5)),
        Misfit::Total { given: 47, expected: 48 },
    ];
    let mut out: Vec<(String, Phrase)> = misfits.iter().map(|m| said(m, m.to_string())).collect();
    let north = Seat::SECOND;
    for error in [
        leyla::setup::LeylaSetupError::Unpaired { hole: "a1".into(), facing: "b6".into() },
        leyla::setup::LeylaSetupError::Stuck(north),
    ] {
        out.push(said(&error, error.to_string()));
    }
    let error = ceelko::setup::CeelkoSetupError::NoHole(north);
    out.push(said(&error, error.to_string()));
    let error = dongjintian::setup::DongjintianSetupError::EmptyBoard;
    out.push(said(&error, error.to_string()));
    for error in [
        piprjall::setup::PiprjallSetupError::Unowned { point: "t3".into() },
        piprjall::setup::PiprjallSetupError::Pieces { seat: north, count: 14 },
        piprjall::setup::PiprjallSetupError::BorneOff(north),
    ] {
        out.push(said(&error, error.to_string()));
    }
    let unknown = StartError::UnknownGame("chess".into());
    let refused = boardlore::catalogue::start("leyla", &serde_json::json!({}), boardlore::catalogue::Engine::Fast)
        .expect("Leyla")
        .apply_text("zzz", &mut Vec::new());
    let refused = refused.expect_err("zzz is no action");
    let unsupported = PositionError { said: Phrase::new("position-unsupported") };
    for error in [
        RecordError::Malformed("EOF while parsing".into()),
        RecordError::WrongFormat("pgn".into()),
        RecordError::UnsupportedVersion(9),
        RecordError::Start(unknown.clone()),
        RecordError::Start(StartError::BadRules { game: "leyla".into(), reason: "unknown field `x`".into() }),
        RecordError::Position(unsupported.clone()),
        RecordError::Illegal { number: 3, error: refused.clone() },
        RecordError::StateMismatch("reserves [5, 0] recorded, [0, 0] replayed".into()),
    ] {
        // The English with its detail, as the command line prints it.
        let display = error.to_string();
        let with_detail = match &error {
            RecordError::StateMismatch(what) => {
                Phrase::new("record-state-mismatch-detail").with("detail", what.as_str())
            }
            _ => error.phrase(),
        };
        let english =
            boardlore::i18n::english(std::slice::from_ref(&with_detail)).unwrap_or_else(|e| panic!("{e}")).remove(0);
        assert!(display.starts_with(&english), "{display} / {english}");
        if let Some(detail) = error.detail() {
            assert!(display.contains(&detail), "{display} says {detail}");
        }
        out.push((display, with_detail));
        // The phrase the app shows, the detail apart.
        let phrase = error.phrase();
        out.push((boardlore::i18n::in_english(&phrase), phrase));
    }
    out
}

#[test]
fn every_refusal_formats_in_english_and_in_every_language() {
    let langs: Vec<Messages> = Lang::all().map(Messages::new).collect();
    let mut seen = BTreeSet::new();
    let mut checked = BTreeSet::new();
    // Its English must format strictly (no message missing, no argument missing), and print as
    // the refusal's `Display`, the command line's and the records' English; every language
    // formats it.
    let mut check = |display: &dyn std::fmt::Display, phrase: &Phrase, game: &str| {
        if !checked.insert(format!("{phrase:?}")) {
            return;
        }
        let display = display.to_string();
        for messages in &langs {
            let said = messages.try_phrase(phrase).unwrap_or_else(|e| panic!("{game}: {e}"));
            if messages.lang() == Lang::ENGLISH {
                assert!(display.starts_with(&said), "{game}: {display} is not {said}");
            }
        }
        phrase_ids(phrase, &mut seen);
    };
    for (display, phrase) in other_refusals() {
        check(&display, &phrase, "a refusal");
    }
    // What random games rarely reach: a round of Leyla alone (the app plays matches, whose
    // rounds end otherwise), a hole chosen twice when filling.
    use boardlore::games::leyla::LeylaError;
    for error in [LeylaError::RoundOver, LeylaError::AlreadyFilled { hole: "a3".into() }] {
        check(&error, &boardlore::engine::Phrased::phrase(&error), "leyla");
    }
    for info in CATALOGUE {
        // The defaults, the demonstration's rules and each other value of each option.
        let mut rule_sets = vec![serde_json::json!({}), serde_json::from_str(info.demo_rules).unwrap()];
        for option in info.options {
            for choice in option.choices.iter().skip(1) {
                let value: serde_json::Value = serde_json::from_str(choice).unwrap();
                rule_sets.push(serde_json::json!({ option.name: value }));
            }
        }
        for (seed, rules) in (0..).zip(&rule_sets) {
            let record = boardlore::record::random_record(info.id, rules.clone(), seed).expect("a random game");
            let mut game = record.start().expect("a game");
            // Every position of the game, and the one after its end.
            for action in record.actions.iter().map(Some).chain([None]) {
                for attempt in attempts(&game) {
                    if let Err(error) = game.clone().apply_text(&attempt, &mut Vec::new()) {
                        check(&error, &error.phrase(), info.id);
                    }
                }
                if let Some(action) = action {
                    game.apply_text(action, &mut Vec::new()).expect("a legal action");
                }
            }
        }
    }
    let english = include_str!("../locales/en/refusals.ftl");
    // Every message of refusals.ftl but the few said elsewhere (a tab's notice, saves and the
    // browser's storage, which have their own tests).
    let elsewhere = ["tab-", "save-", "store-"];
    let refusals: BTreeSet<String> = english
        .lines()
        .filter_map(|line| line.split_once(" = ").map(|(id, _)| id.to_string()))
        .filter(|id| !elsewhere.iter().any(|prefix| id.starts_with(prefix)))
        .collect();
    let missed: Vec<&String> = refusals.difference(&seen).collect();
    assert!(missed.is_empty(), "refusals never provoked: {missed:?}");
}

#[test]
fn the_set_up_editor_says_what_owning_a_site_means_in_each_games_terms() {
    let english = messages("en", LANGS[0].files);
    let mut meanings = BTreeSet::new();
    for entry in CATALOGUE {
        let game = boardlore::catalogue::new_game(entry.id, &serde_json::Value::Null).expect("default rules");
        let Some(form) = game.setup_form() else { continue };
        let chosen = form.owners.iter().any(|owners| !owners.is_empty());
        assert_eq!(chosen, form.owning.is_some(), "{}: owners chosen by hand need a meaning", entry.id);
        if let Some(owning) = form.owning {
            for id in [
                format!("analysis-setup-owner-{}", owning.name()),
                format!("analysis-setup-owner-{}-none", owning.name()),
            ] {
                assert!(english.contains_key(&id), "{}: no message {id}", entry.id);
            }
            meanings.insert(owning.name());
        }
    }
    assert_eq!(meanings.len(), 3, "captured, sold and pieces: {meanings:?}");
}

#[test]
fn every_measure_of_a_study_is_named_in_every_language() {
    // The study page labels each single-number measure `study-measure-<name>` (see
    // `src/ui/study/results.rs`); a measure added without its words would show its id.
    for lang in LANGS {
        let theirs = messages(lang.tag, lang.files);
        for name in boardlore::study::measures::NUMBERS {
            let id = format!("study-measure-{}", name.replace('_', "-"));
            assert!(theirs.contains_key(&id), "{} lacks {id}", lang.tag);
        }
    }
}

/// The words each language's glossary (`docs/glossary-<tag>.md`) rejects: the lines of the fenced
/// block under its "## Rejected" heading.
fn rejected(tag: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("docs/glossary-{tag}.md"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let section = text.split("\n## Rejected").nth(1).unwrap_or_else(|| panic!("{tag}: no \"## Rejected\" section"));
    let block = section.split("```").nth(1).unwrap_or_else(|| panic!("{tag}: no fenced list under Rejected"));
    block.lines().skip(1).map(str::trim).filter(|l| !l.is_empty()).map(str::to_lowercase).collect()
}

/// The visible text of every message and term of a language, by id (the text between placeables,
/// in every variant; comments and placeables aside).
fn texts(files: &[&'static str]) -> Vec<(String, String)> {
    fn pattern(p: &ast::Pattern<&str>, out: &mut String) {
        for element in &p.elements {
            match element {
                ast::PatternElement::TextElement { value } => out.push_str(value),
                ast::PatternElement::Placeable { expression } => {
                    out.push('\u{1}');
                    if let ast::Expression::Select { variants, .. } = expression {
                        for variant in variants {
                            pattern(&variant.value, out);
                            out.push('\u{1}');
                        }
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for text in files {
        let resource = fluent_syntax::parser::parse(*text).expect("parses (checked above)");
        for entry in resource.body {
            let (id, value) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value)),
                _ => continue,
            };
            let mut words = String::new();
            if let Some(value) = &value {
                pattern(value, &mut words);
            }
            out.push((id, words.to_lowercase()));
        }
    }
    out
}

/// Whether `text` uses `word`: from the start of a word, to its end unless `word` ends in `*`
/// (any ending). Chinese has no spaces between words, so a Chinese word matches anywhere.
fn uses(text: &str, word: &str) -> bool {
    let (stem, any_ending) = word.strip_suffix('*').map_or((word, false), |s| (s, true));
    let letter = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() && (c as u32) < 0x2E80);
    text.match_indices(stem).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + stem.len()..].chars().next();
        let first = stem.chars().next();
        (!letter(first) || !letter(before)) && (any_ending || !letter(stem.chars().next_back()) || !letter(after))
    })
}

#[test]
fn no_message_uses_a_word_its_glossary_rejects() {
    for lang in &LANGS[1..] {
        let words = rejected(lang.tag);
        assert!(words.len() >= 5, "{}: {} rejected words", lang.tag, words.len());
        let found: Vec<String> = texts(lang.files)
            .iter()
            .flat_map(|(id, text)| words.iter().filter(|w| uses(text, w)).map(move |w| format!("{id}: {w}")))
            .collect();
        assert!(found.is_empty(), "{} uses words docs/glossary-{}.md rejects: {found:#?}", lang.tag, lang.tag);
    }
}

#[test]
fn rejected_words_are_found_from_the_start_of_a_word() {
    assert!(uses("fimmtán taflmenn", "taflm*"));
    assert!(uses("að bera af borðinu", "bera af"));
    assert!(!uses("að bera aftur upp", "bera af"), "only the whole word, unless it ends in *");
    assert!(!uses("útbera af", "bera af"), "from the start of a word");
    assert!(uses("你吃掉了公（gong）", "公（gong"));
    assert!(uses("位于连战之后", "连战"));
}

#[test]
fn icelandic_declines_the_seats_a_template_takes_from_the_app() {
    let icelandic = Messages::new(Lang::from_tag("is").unwrap());
    let english = Messages::new(Lang::ENGLISH);
    let transfer = |m: &Messages| {
        m.try_format(
            "told-transfer",
            &[
                ("count", Arg::Number(21)),
                ("from", Arg::Seat(Seat::new(0))),
                ("to", Arg::Seat(Seat::new(1))),
                ("why", Arg::from("loan")),
            ],
        )
        .expect("formats")
    };
    // "frá" takes the dative and "til" the genitive, as the lessons write them; 21 is singular.
    assert_eq!(transfer(&icelandic), "21 fór frá Suðri til Norðurs (lán).");
    assert_eq!(transfer(&english), "21 passed from South to North (a loan).");
    let release = icelandic.text("told-release", &[("site", Arg::from("a1")), ("seat", Arg::Seat(Seat::new(3)))]);
    assert_eq!(release, "a1 er aftur eign Vesturs.");
    assert_eq!(icelandic.text("seat", &[("seat", Arg::Number(2))]), "Austur");
}

/// In `pattern`, every select on a count (a variable some variant of which is a number or a
/// plural category) whose default variant shows that number again (`*[other] { $count }
/// steinar`): the variable's name and whether a `[one]` variant is there.
fn counted_selects(pattern: &ast::Pattern<&str>, out: &mut Vec<(String, bool)>) {
    for element in &pattern.elements {
        let ast::PatternElement::Placeable { expression } = element else { continue };
        let ast::Expression::Select { selector, variants } = expression else { continue };
        for variant in variants {
            counted_selects(&variant.value, out);
        }
        let ast::InlineExpression::VariableReference { id } = selector else { continue };
        let shows = |p: &ast::Pattern<&str>| {
            p.elements.iter().any(|e| {
                matches!(e, ast::PatternElement::Placeable { expression: ast::Expression::Inline(
                    ast::InlineExpression::VariableReference { id: shown }) } if shown.name == id.name)
            })
        };
        // A count: some variant is a number or a plural category other than the default.
        let count = variants.iter().any(|v| match v.key {
            ast::VariantKey::NumberLiteral { .. } => true,
            ast::VariantKey::Identifier { name } => ["zero", "one", "two", "few", "many"].contains(&name),
        });
        if count && variants.iter().any(|v| v.default && shows(&v.value)) {
            let one = variants.iter().any(|v| matches!(v.key, ast::VariantKey::Identifier { name } if name == "one"));
            out.push((id.name.to_string(), one));
        }
    }
}

#[test]
fn icelandic_counts_have_a_form_for_one_twenty_one_and_so_on() {
    // Icelandic takes the singular after 1, 21, 31, 101 ... (CLDR `one`); an exact `[1]` alone
    // would leave 21 in the plural. Chinese has one form and needs no selector.
    let lang = Lang::from_tag("is").unwrap();
    let mut missing = Vec::new();
    for text in lang.info().files {
        for entry in fluent_syntax::parser::parse(*text).expect("parses").body {
            let (id, value) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value)),
                _ => continue,
            };
            let mut selects = Vec::new();
            if let Some(value) = &value {
                counted_selects(value, &mut selects);
            }
            missing.extend(selects.into_iter().filter(|(_, one)| !one).map(|(var, _)| format!("{id} (${var})")));
        }
    }
    assert!(missing.is_empty(), "is: counts with no [one] form: {missing:?}");
    let icelandic = Messages::new(lang);
    let told = |n: i64| icelandic.text("told-tab-many", &[("count", Arg::Number(n)), ("last", Arg::from("a1"))]);
    assert_eq!(told(21), "21 leikur, sá síðasti a1");
    assert_eq!(told(11), "11 leikir, sá síðasti a1");
}

/// What `by` did with `label` (an action's notation), and what followed from `events`, in English.
fn told(by: Seat, label: &str, events: &[boardlore::engine::Event], topology: &boardlore::engine::Topology) -> String {
    let label_phrase = Phrase::new("label-in-english").with("text", label);
    let said = describe_phrases(Some(by), &label_phrase, label, events, topology);
    boardlore::i18n::english(&said).unwrap_or_else(|e| panic!("{e}")).join(" ")
}

#[test]
fn a_move_is_told_in_words() {
    use boardlore::engine::Game;
    use boardlore::games::leyla::{Leyla, LeylaRules};
    // As in the Leyla scenario: a6's counter makes four in North's b1, which is captured with
    // a6 facing it.
    let mut game = Leyla::from_diagram("3 0 2 0 0 0\n1 0 0 0 0 1", Seat::FIRST, [0, 0], LeylaRules::default()).unwrap();
    let mut events = Vec::new();
    let sow = game.parse_action("a6").unwrap();
    game.apply_with(sow, &mut events).unwrap();
    assert_eq!(
        told(Seat::FIRST, "a6", &events, game.topology()),
        "South sowed 1 from hole a6 and ended in hole b1, in North's row. \
         Hole b1 now belongs to South. Hole a6 now belongs to South."
    );
}

#[test]
fn a_label_that_names_the_seat_is_not_prefixed_again() {
    let topology = boardlore::games::leyla::topology();
    assert_eq!(
        told(Seat::SECOND, "North: propose to end the round", &[], topology),
        "North: propose to end the round."
    );
    assert_eq!(told(Seat::SECOND, "lend", &[], topology), "North: lend.");
}

/// The `.rs` files under `dir`, however deep.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The message ids the app's source names as literals, `t.t("id")` and `t.f("id", ...)`, with
/// where: the words of every screen, the home binary's and the loading states' included.
fn ids_named_in_the_source() -> Vec<(String, String)> {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a source file");
        for call in [".t(\"", ".f(\""] {
            for (at, _) in text.match_indices(call) {
                let rest = &text[at + call.len()..];
                let id: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
                if rest[id.len()..].starts_with('"') && !id.is_empty() {
                    let line = text[..at].lines().count();
                    out.push((
                        id,
                        format!("{}:{line}", path.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&path).display()),
                    ));
                }
            }
        }
    }
    out
}

#[test]
fn every_message_the_source_names_is_in_english() {
    let english = messages("en", &Lang::ENGLISH.sources());
    let named = ids_named_in_the_source();
    assert!(named.len() > 250, "{} ids found in the source: the scan is looking in the wrong place", named.len());
    let missing: Vec<&(String, String)> = named.iter().filter(|(id, _)| !english.contains_key(id)).collect();
    assert!(
        missing.is_empty(),
        "messages named in the source but in no English file (a visitor would read the id): {missing:?}"
    );
}
