//! The crate's layers hold (see the crate documentation in `src/lib.rs`): the engine uses nothing
//! else in the crate; games use only the engine (their tests may read their words through the
//! app's messages); the computer player's code uses only the engine (its tests may borrow real
//! games); and the app (`src/ui/`) and the studies
//! (`src/study/`, but for their tests) name no game: no game id, no game's name and none of the
//! words only one game uses.

use boardlore::catalogue::CATALOGUE;
use std::fs;
use std::path::{Path, PathBuf};

fn sources(dir: &str) -> Vec<(PathBuf, String)> {
    fn walk(dir: &Path, out: &mut Vec<(PathBuf, String)>) {
        for entry in fs::read_dir(dir).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).expect("a source file");
                out.push((path, text));
            }
        }
    }
    let mut out = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(dir), &mut out);
    assert!(!out.is_empty(), "{dir} has sources");
    out
}

/// The crate modules a text refers to (`crate::x`), but for those allowed.
fn foreign_uses(text: &str, allowed: &[&str]) -> Vec<String> {
    text.match_indices("crate::")
        .map(|(i, _)| text[i + 7..].split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap_or("").to_string())
        .filter(|module| !allowed.contains(&module.as_str()))
        .collect()
}

/// The part of a file that is not its tests.
fn without_tests(text: &str) -> &str {
    text.split("#[cfg(test)]").next().unwrap_or(text)
}

#[test]
fn the_engine_uses_nothing_else_in_the_crate() {
    for (path, text) in sources("engine") {
        assert_eq!(foreign_uses(&text, &["engine"]), Vec::<String>::new(), "{}", path.display());
    }
}

#[test]
fn games_use_only_the_engine_and_the_computer_player_only_the_engine() {
    // Their tests may read what they say in English through the app's messages (`crate::i18n`).
    for (path, text) in sources("games") {
        assert_eq!(
            foreign_uses(without_tests(&text), &["engine", "games"]),
            Vec::<String>::new(),
            "{}",
            path.display()
        );
    }
    for (path, text) in sources("ai") {
        assert_eq!(foreign_uses(without_tests(&text), &["engine", "ai"]), Vec::<String>::new(), "{}", path.display());
    }
}

/// Every game's id and name, and the words only one game uses.
fn game_words() -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for game in CATALOGUE {
        words.extend([game.id, game.short_name].map(str::to_lowercase));
        words.extend(game.large_stones.iter().map(|s| s.name.to_lowercase()));
    }
    words.extend(["roll:", "goat", "huelshe"].map(String::from));
    assert!(words.len() > 10, "{words:?}");
    words
}

/// The first of `words` that `text` names as a whole word.
fn named<'a>(text: &str, words: &'a [String]) -> Option<&'a String> {
    let lower = text.to_lowercase();
    words.iter().find(|word| {
        lower.match_indices(word.as_str()).any(|(i, _)| {
            let before = lower[..i].chars().next_back();
            let after = lower[i + word.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    })
}

#[test]
fn the_app_names_no_game() {
    let words = game_words();
    for (path, text) in sources("ui") {
        assert_eq!(named(&text, &words), None, "{} names a game", path.display());
    }
}

#[test]
fn studies_name_no_game() {
    let words = game_words();
    for (path, text) in sources("study") {
        assert_eq!(named(without_tests(&text), &words), None, "{} names a game", path.display());
    }
    assert!(named("a leyla match", &words).is_some(), "the check can fail");
}

#[test]
fn the_review_names_no_game_and_sits_beside_the_computer_players_messages() {
    // `coach` is at the layer of `think` and `study`: it uses the layers above it, never the play
    // session, the analysis board or the app.
    let words = game_words();
    for (path, text) in sources("coach").into_iter().filter(|(path, _)| !path.ends_with("tests.rs")) {
        let code = without_tests(&text);
        assert_eq!(named(code, &words), None, "{} names a game", path.display());
        assert_eq!(
            foreign_uses(code, &["engine", "ai", "any_game", "catalogue", "record", "coach"]),
            Vec::<String>::new(),
            "{}",
            path.display()
        );
    }
}
