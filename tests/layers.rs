//! The crate's layers hold, as the crate documentation in `src/lib.rs` states them. The table is
//! read from that documentation itself (its numbered list), so what `lib.rs` says is what is
//! checked:
//!
//! - every top module (`pub mod` in `lib.rs`) sits in exactly one layer, and every module the list
//!   names is a top module;
//! - a module's code uses (`crate::…`, `super::…` up to the crate root) only crate modules of its
//!   own layer or the layers above it in the list; its tests may also borrow what a few stated
//!   exceptions allow ([`TEST_EXCEPTIONS`]), and never the app;
//! - the engine uses nothing else in the crate; games use only the engine; the computer player's
//!   code uses only the engine (its tests may borrow real games);
//! - the web crates are named only in `ui`, which `lib.rs` compiles behind the `web` feature, and
//!   in the binaries that require that feature;
//! - the app (`src/ui/`), the studies (`src/study/`) and the review (`src/coach/`), but for their
//!   tests, name no game: no game id, no game's name and none of the words only one game uses.

use boardlore::catalogue::CATALOGUE;
use std::fs;
use std::path::{Path, PathBuf};

/// Upward uses allowed in test code only: (module, the higher module its tests may use, why).
const TEST_EXCEPTIONS: &[(&str, &str, &str)] =
    &[("games", "i18n", "a game's tests read what it says in English through the app's messages")];

/// The crates only the browser build has (the optional dependencies of the `web` feature).
const WEB_CRATES: [&str; 6] = ["yew", "wasm_bindgen", "web_sys", "js_sys", "gloo", "getrandom"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every `.rs` file under `dir`.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The files of top module `module`: `src/module.rs` and everything under `src/module/`.
fn module_files(module: &str) -> Vec<PathBuf> {
    let src = root().join("src");
    let mut out = Vec::new();
    let file = src.join(format!("{module}.rs"));
    if file.exists() {
        out.push(file);
    }
    if src.join(module).is_dir() {
        walk(&src.join(module), &mut out);
    }
    assert!(!out.is_empty(), "{module} has sources");
    out
}

fn sources(module: &str) -> Vec<(PathBuf, String)> {
    module_files(module).into_iter().map(|path| (path.clone(), read(&path))).collect()
}

/// The top modules `lib.rs` declares.
fn top_modules() -> Vec<String> {
    let lib = read(&root().join("src/lib.rs"));
    let modules: Vec<String> = lib
        .lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod "))
        .map(|rest| rest.trim_end_matches(';').trim().to_string())
        .collect();
    assert!(modules.len() > 10, "{modules:?}");
    modules
}

/// The layers as the crate documentation lists them: item `n.` of the numbered list in
/// `lib.rs`'s `//!` lines holds the modules it names in backticks (`[`x`]` or `` `x` ``).
fn layers() -> Vec<Vec<String>> {
    let lib = read(&root().join("src/lib.rs"));
    let modules = top_modules();
    let mut layers: Vec<Vec<String>> = Vec::new();
    let mut inside = false;
    for line in lib.lines().filter_map(|l| l.strip_prefix("//!")) {
        let text = line.trim();
        let number = text.split_once(". ").and_then(|(n, _)| n.parse::<usize>().ok());
        if let Some(number) = number {
            assert_eq!(number, layers.len() + 1, "the layers are numbered in order: {text}");
            layers.push(Vec::new());
            inside = true;
        } else if text.is_empty() || !line.starts_with("    ") {
            inside = false;
        }
        if !inside {
            continue;
        }
        for (i, quoted) in text.split('`').enumerate() {
            if i % 2 == 1 && modules.iter().any(|m| m == quoted) {
                let layer = layers.last_mut().expect("a layer");
                if !layer.iter().any(|m| m == quoted) {
                    layer.push(quoted.to_string());
                }
            }
        }
    }
    assert!(layers.len() >= 7, "lib.rs lists the layers: {layers:?}");
    layers
}

/// The layer (1 for the first) of top module `module`.
fn layer_of(layers: &[Vec<String>], module: &str) -> usize {
    layers
        .iter()
        .position(|l| l.iter().any(|m| m == module))
        .map(|i| i + 1)
        .unwrap_or_else(|| panic!("{module} has a layer"))
}

/// The code of a text, without its comments (a line from `//` on, outside a string; block comments
/// are not used in this crate).
fn code(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut in_string = false;
        let mut end = line.len();
        let bytes = line.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'\\' if in_string => i += 1,
                b'"' => in_string = !in_string,
                b'/' if !in_string && bytes.get(i + 1) == Some(&b'/') => {
                    end = i;
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        out.push_str(&line[..end]);
        out.push('\n');
    }
    out
}

/// The first path segment of each item of a use tree's group `{a::b, c, d::{e, f}}`, `text`
/// starting just after the opening brace.
fn group_heads(text: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut item = String::new();
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                heads.push(std::mem::take(&mut item));
                continue;
            }
            _ => {}
        }
        if depth == 0 {
            item.push(c);
        }
    }
    heads.push(item);
    heads
        .iter()
        .map(|item| item.trim().split("::").next().unwrap_or("").trim().to_string())
        .filter(|head| !head.is_empty())
        .collect()
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The top modules a file's code refers to: `crate::x`, `crate::{x, y}`, and `super::` chains
/// that climb to the crate root from the file's place (`depth`: 1 for `src/x.rs` or
/// `src/x/mod.rs`, 2 for `src/x/y.rs`, ...). Only names of `modules` count.
fn crate_uses(text: &str, depth: usize, modules: &[String]) -> Vec<String> {
    let code = code(text);
    let mut uses = Vec::new();
    let mut look = |rest: &str| {
        let rest = rest.trim_start();
        let heads = match rest.strip_prefix('{') {
            Some(group) => group_heads(group),
            None => vec![rest.split(|c: char| !is_ident(c)).next().unwrap_or("").to_string()],
        };
        uses.extend(heads.into_iter().filter(|h| modules.contains(h)));
    };
    for (i, _) in code.match_indices("crate::") {
        if !code[..i].chars().next_back().is_some_and(is_ident) {
            look(&code[i + 7..]);
        }
    }
    for (i, _) in code.match_indices("super::") {
        if code[..i].chars().next_back().is_some_and(|c| is_ident(c) || c == ':') {
            continue; // the middle of a chain, counted from its start
        }
        let mut rest = &code[i..];
        let mut climbs = 0;
        while let Some(after) = rest.strip_prefix("super::") {
            climbs += 1;
            rest = after;
        }
        if climbs >= depth {
            look(rest);
        }
    }
    uses
}

/// How deep a file of `src/` sits in the module tree (1 for a top module's own file).
fn depth(path: &Path) -> usize {
    let relative = path.strip_prefix(root().join("src")).expect("under src");
    let parts = relative.components().count();
    if relative.file_name().is_some_and(|f| f == "mod.rs") {
        parts - 1
    } else {
        parts
    }
}

/// Whether a file is test code as a whole: a `tests.rs` or `*_tests.rs` module, or one compiled
/// only for tests (`#![cfg(test)]`, as the games' test kit).
fn is_test_file(path: &Path, text: &str) -> bool {
    path.file_stem().and_then(|s| s.to_str()).is_some_and(|s| s == "tests" || s.ends_with("_tests"))
        || text.contains("\n#![cfg(test)]\n")
}

/// A file's code and its test code: what comes before the first `#[cfg(test)]` and what comes
/// after (a whole test file is test code).
fn split_tests<'a>(path: &Path, text: &'a str) -> (&'a str, &'a str) {
    if is_test_file(path, text) {
        return ("", text);
    }
    match text.find("#[cfg(test)]") {
        Some(i) => (&text[..i], &text[i..]),
        None => (text, ""),
    }
}

/// Every use of a higher layer, as "file: module (layer) uses other (layer)".
fn upward_uses(layers: &[Vec<String>]) -> Vec<String> {
    let modules = top_modules();
    let mut found = Vec::new();
    for module in &modules {
        let own = layer_of(layers, module);
        for (path, text) in sources(module) {
            let (code, tests) = split_tests(&path, &text);
            let depth = depth(&path);
            let mut check = |used: String, in_tests: bool| {
                let theirs = layer_of(layers, &used);
                let excepted = in_tests
                    && used != "ui"
                    && TEST_EXCEPTIONS.iter().any(|(m, other, _)| m == module && *other == used);
                if theirs > own && !excepted {
                    let kind = if in_tests { " (tests)" } else { "" };
                    found.push(format!("{}{kind}: {module} ({own}) uses {used} ({theirs})", path.display()));
                }
            };
            for used in crate_uses(code, depth, &modules) {
                check(used, false);
            }
            for used in crate_uses(tests, depth, &modules) {
                check(used, true);
            }
        }
    }
    found
}

#[test]
fn every_top_module_has_one_layer_as_lib_rs_lists_them() {
    let layers = layers();
    let modules = top_modules();
    for module in &modules {
        let count = layers.iter().filter(|l| l.contains(module)).count();
        assert_eq!(count, 1, "{module} is in one layer of lib.rs's list: {layers:?}");
    }
    for module in layers.iter().flatten() {
        assert!(modules.contains(module), "{module} is a top module");
    }
    assert_eq!(layers[0], ["engine"], "the engine is the first layer");
    assert_eq!(layer_of(&layers, "ui"), layers.len(), "the app is the last layer");
}

#[test]
fn every_module_uses_only_its_own_layer_and_those_before_it() {
    let layers = layers();
    assert_eq!(upward_uses(&layers), Vec::<String>::new());
}

#[test]
fn the_layer_check_can_fail() {
    let modules = top_modules();
    let text = "use crate::ai::Level;\nuse crate::{\n    engine::Seat,\n    session::{Msg, Speed},\n};\n\
                // crate::ui is named in a comment only\nlet url = \"https://\"; crate::store::open();\n";
    assert_eq!(crate_uses(text, 1, &modules), ["ai", "engine", "session", "store"]);
    assert_eq!(crate_uses("use super::super::super::session::Speed;", 2, &modules), ["session"]);
    assert_eq!(crate_uses("use super::super::Speed;", 2, &modules), Vec::<String>::new());
    assert_eq!(crate_uses("use super::Thing;", 2, &modules), Vec::<String>::new());
    // With the session put in the first layer, beside the engine, its uses of the computer player
    // and the rest are upward.
    let mut layers = layers();
    let session = layer_of(&layers, "session") - 1;
    layers[session].retain(|m| m != "session");
    layers[0].push("session".to_string());
    let found = upward_uses(&layers);
    assert!(found.iter().any(|f| f.contains(": session (1) uses ai (3)")), "{found:?}");
}

#[test]
fn the_engine_uses_nothing_else_in_the_crate() {
    let modules = top_modules();
    for (path, text) in sources("engine") {
        let used: Vec<String> =
            crate_uses(&text, depth(&path), &modules).into_iter().filter(|m| m != "engine").collect();
        assert_eq!(used, Vec::<String>::new(), "{}", path.display());
    }
}

#[test]
fn games_use_only_the_engine_and_the_computer_player_only_the_engine() {
    // Their tests may borrow more (see `TEST_EXCEPTIONS`; the computer player's tests real games).
    let modules = top_modules();
    for (module, allowed) in [("games", &["engine", "games"][..]), ("ai", &["engine", "ai"][..])] {
        for (path, text) in sources(module) {
            let (code, _) = split_tests(&path, &text);
            let used: Vec<String> = crate_uses(code, depth(&path), &modules)
                .into_iter()
                .filter(|m| !allowed.contains(&m.as_str()))
                .collect();
            assert_eq!(used, Vec::<String>::new(), "{}", path.display());
        }
    }
}

/// The web crates a text's code names (as `name::`).
fn web_crates(text: &str) -> Vec<&'static str> {
    let code = code(text);
    WEB_CRATES
        .into_iter()
        .filter(|name| {
            code.match_indices(&format!("{name}::")).any(|(i, _)| !code[..i].chars().next_back().is_some_and(is_ident))
        })
        .collect()
}

#[test]
fn the_web_crates_only_behind_the_web_feature() {
    let lib = read(&root().join("src/lib.rs"));
    assert!(lib.contains("#[cfg(feature = \"web\")]\npub mod ui;"), "lib.rs compiles `ui` behind the `web` feature");
    for module in top_modules().iter().filter(|m| *m != "ui") {
        for (path, text) in sources(module) {
            assert_eq!(web_crates(&text), Vec::<&str>::new(), "{} names a web crate", path.display());
        }
    }
    assert_eq!(
        web_crates("use yew::prelude::*;\nlet w = web_sys::window();"),
        ["yew", "web_sys"],
        "the check can fail"
    );
    // The binaries: those that name a web crate require the feature in Cargo.toml.
    let manifest = read(&root().join("Cargo.toml"));
    let mut files = Vec::new();
    walk(&root().join("src/bin"), &mut files);
    for path in files {
        if web_crates(&read(&path)).is_empty() {
            continue;
        }
        let relative = path.strip_prefix(root()).expect("under the root").display().to_string();
        let entry = manifest.split("[[bin]]").find(|bin| bin.contains(&format!("path = \"{relative}\"")));
        assert!(
            entry.is_some_and(|bin| bin.contains("required-features = [\"web\"]")),
            "{relative} names a web crate, so it requires the `web` feature"
        );
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
        let (code, _) = split_tests(&path, &text);
        assert_eq!(named(code, &words), None, "{} names a game", path.display());
    }
    assert!(named("a leyla match", &words).is_some(), "the check can fail");
}

#[test]
fn the_review_names_no_game_and_sits_beside_the_computer_players_messages() {
    // `coach` is at the layer of `think` and `study`: it uses the layers above it (and, for the
    // tutor, who plays a seat and the store its setting is kept in), never the play session, the
    // analysis board or the app.
    let words = game_words();
    let modules = top_modules();
    for (path, text) in sources("coach") {
        let (code, _) = split_tests(&path, &text);
        assert_eq!(named(code, &words), None, "{} names a game", path.display());
        let used: Vec<String> = crate_uses(code, depth(&path), &modules)
            .into_iter()
            .filter(|m| {
                !["engine", "ai", "any_game", "catalogue", "record", "player", "store", "coach"].contains(&m.as_str())
            })
            .collect();
        assert_eq!(used, Vec::<String>::new(), "{}", path.display());
    }
}
