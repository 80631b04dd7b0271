//! The project's rules notes (`docs/rules-notes.md`), read for the app's "about these rules"
//! pages: for each game, the paragraphs naming its sources and every interpretation the app
//! makes (what the source says, what we chose, why). The notes file is the one place these are
//! written; this module only reads its simple shape (`##` headings, paragraphs, table rows).

use crate::engine::GameInfo;

/// The notes, as compiled into the app.
const NOTES: &str = include_str!("../docs/rules-notes.md");

/// One interpretation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// Its number in the notes (`L4`).
    pub id: String,
    pub says: String,
    pub chose: String,
    pub why: String,
}

/// What the notes say about one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameNotes {
    /// The section's heading (`Leyla (Wegi)`).
    pub title: String,
    /// Its paragraphs (sources, notation, sub-section introductions), in order.
    pub paragraphs: Vec<String>,
    pub decisions: Vec<Decision>,
}

/// `text` without the sentences that are for developers: those naming a file or folder of the
/// project or a command (a code span with a `/` in it, or one that starts with `cargo`).
/// `None` when nothing is left.
pub fn for_visitors(text: &str) -> Option<String> {
    let developers = |sentence: &str| {
        pieces(sentence)
            .iter()
            .any(|(piece, code)| *piece == Piece::Code && (code.contains('/') || code.starts_with("cargo")))
    };
    let mut kept = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        // A sentence ends at ". " outside a code span (file names have dots too).
        let mut in_code = false;
        let mut end = rest.len();
        for (i, c) in rest.char_indices() {
            match c {
                '`' => in_code = !in_code,
                '.' | ';' if !in_code && rest[i + 1..].starts_with(' ') => {
                    end = i + 1;
                    break;
                }
                _ => {}
            }
        }
        let sentence = rest[..end].trim();
        if !sentence.is_empty() && !developers(sentence) {
            kept.push(sentence);
        }
        rest = &rest[end..];
    }
    let text = kept.join(" ");
    (!text.trim().is_empty() && text != "**").then_some(text)
}

/// The notes for `game` (the section whose title begins with its
/// [`GameInfo::notes_heading`]), or `None` for a game without notes.
pub fn for_game(game: &GameInfo) -> Option<GameNotes> {
    let wanted = game.notes_heading;
    let mut notes: Option<GameNotes> = None;
    let mut paragraph = String::new();
    let flush = |paragraph: &mut String, notes: &mut Option<GameNotes>| {
        if let (Some(n), false) = (notes.as_mut(), paragraph.trim().is_empty()) {
            n.paragraphs.push(paragraph.trim().to_string());
        }
        paragraph.clear();
    };
    for line in NOTES.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            flush(&mut paragraph, &mut notes);
            if notes.is_some() {
                break;
            }
            if title.starts_with(wanted) {
                notes = Some(GameNotes { title: title.to_string(), ..GameNotes::default() });
            }
            continue;
        }
        let Some(current) = notes.as_mut() else { continue };
        if line.starts_with('|') {
            let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
            if let [id, says, chose, why] = cells.as_slice() {
                if id.chars().next().is_some_and(|c| c.is_ascii_uppercase()) && id.len() <= 4 {
                    current.decisions.push(Decision {
                        id: id.to_string(),
                        says: says.to_string(),
                        chose: chose.to_string(),
                        why: why.to_string(),
                    });
                }
            }
        } else if line.trim().is_empty() || line.starts_with('#') {
            flush(&mut paragraph, &mut notes);
            if let (Some(sub), Some(n)) = (line.strip_prefix("### "), notes.as_mut()) {
                n.paragraphs.push(format!("**{sub}**"));
            }
        } else {
            paragraph.push_str(line.trim());
            paragraph.push(' ');
        }
    }
    flush(&mut paragraph, &mut notes);
    notes
}

/// A line of notes text cut into plain and `code` pieces (`true` for code) and **bold** ones,
/// for display without a Markdown renderer.
pub fn pieces(text: &str) -> Vec<(Piece, String)> {
    let mut out = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            out.push((Piece::Code, part.to_string()));
            continue;
        }
        for (j, bit) in part.split("**").enumerate() {
            if !bit.is_empty() {
                out.push((if j % 2 == 1 { Piece::Bold } else { Piece::Plain }, bit.to_string()));
            }
        }
    }
    out
}

/// How a piece of notes text is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Plain,
    Code,
    Bold,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::CATALOGUE;

    #[test]
    fn every_game_has_its_sources_and_numbered_decisions() {
        for game in CATALOGUE {
            let notes = for_game(game).unwrap_or_else(|| panic!("notes for {}", game.id));
            let prefix = notes.decisions[0].id.chars().next().unwrap();
            for (n, decision) in notes.decisions.iter().enumerate() {
                assert_eq!(decision.id, format!("{prefix}{}", n + 1), "{}: decisions in order", game.id);
                assert!(!decision.says.is_empty() && !decision.chose.is_empty() && !decision.why.is_empty());
            }
            let sources = &notes.paragraphs[0];
            assert!(sources.starts_with("Source"), "{}: {sources}", game.id);
            let cited = ["Pankhurst 1971", "Eagle 1995", "Fiske 1905"].iter().any(|s| sources.contains(s));
            assert!(cited && sources.contains("DLP."), "{}: cites its source and Ludii id: {sources}", game.id);
        }
        let leyla = crate::games::leyla::INFO;
        assert_eq!(for_game(&leyla).unwrap().decisions.len(), 19);
        assert!(for_game(&GameInfo { notes_heading: "Chess", ..leyla }).is_none());
    }

    #[test]
    fn visitors_read_no_file_paths_or_commands() {
        assert_eq!(
            for_visitors("Source: Pankhurst 1971. The engine is `src/games/leyla/`; tests in `tests/x.rs`. Option `skip_origin` is offered."),
            Some("Source: Pankhurst 1971. Option `skip_origin` is offered.".to_string())
        );
        assert_eq!(for_visitors("Measured with (`cargo test --release`): 2,000 matches."), None);
        for game in CATALOGUE {
            for paragraph in for_game(game).unwrap().paragraphs.iter().filter_map(|p| for_visitors(p)) {
                for word in ["src/", "tests/", "cargo", "shared/"] {
                    assert!(!paragraph.contains(word), "{}: {paragraph}", game.id);
                }
            }
        }
    }

    #[test]
    fn code_and_bold_are_marked() {
        assert_eq!(
            pieces("Option `skip_origin`: **Notation.** x"),
            [
                (Piece::Plain, "Option ".to_string()),
                (Piece::Code, "skip_origin".to_string()),
                (Piece::Plain, ": ".to_string()),
                (Piece::Bold, "Notation.".to_string()),
                (Piece::Plain, " x".to_string())
            ]
        );
    }
}
