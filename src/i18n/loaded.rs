//! Fluent text read at run time, the one way the app takes in words it was not built with: a
//! language's messages fetched by the browser's page (the build carries only English), and a
//! museum's own file beside the built app (`locales/<tag>.ftl`, docs/curating.md) that corrects a
//! language or adds one. A file that does not parse is refused whole, with where and why.

use fluent_bundle::FluentResource;
use std::fmt;

/// Why a Fluent file was refused: its name, the line (from 1) where its first broken entry
/// starts, and Fluent's words for the error in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordsError {
    pub file: String,
    pub line: usize,
    pub error: String,
    /// How many errors the file has in all.
    pub count: usize,
}

impl fmt::Display for WordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, line {}: {}", self.file, self.line, self.error)?;
        if self.count > 1 {
            write!(f, " (and {} more)", self.count - 1)?;
        }
        Ok(())
    }
}

impl std::error::Error for WordsError {}

/// `text`, the content of the Fluent file called `file`, as a resource; any syntax error refuses
/// the whole file (a half-read file would mix a museum's words with the built-in ones unseen).
pub fn parse(file: &str, text: &str) -> Result<FluentResource, WordsError> {
    // A byte-order mark some editors write is not part of the text.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    FluentResource::try_new(text.to_string()).map_err(|(_, errors)| {
        let first = errors.iter().min_by_key(|e| e.pos.start).expect("a refused file has an error");
        // The line where the broken entry starts (Fluent finds the mistake at its end or after it).
        let at = first.slice.as_ref().map_or(first.pos.start, |slice| slice.start).min(text.len());
        WordsError {
            file: file.to_string(),
            line: text.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1,
            error: first.kind.to_string(),
            count: errors.len(),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_good_file_parses() {
        let resource = parse("is.ftl", "\u{feff}hello = Halló\nbye = Bless\n").expect("parses");
        assert_eq!(resource.entries().count(), 2);
    }

    #[test]
    fn a_malformed_file_is_refused_with_its_first_error_line() {
        let error = parse("locales/is.ftl", "hello = Halló\n\nbroken = { $x\nbye = Bless\n").unwrap_err();
        assert_eq!(error.file, "locales/is.ftl");
        assert_eq!(error.line, 3, "{error}");
        let told = error.to_string();
        assert!(told.starts_with("locales/is.ftl, line 3: "), "{told}");
        assert!(told.len() > "locales/is.ftl, line 3: ".len(), "Fluent's words follow: {told}");
    }

    #[test]
    fn every_error_is_counted() {
        let error = parse("x.ftl", "a = {\nb = ok\nc = }\n").unwrap_err();
        assert_eq!(error.line, 1);
        assert!(error.count >= 2, "{error:?}");
        assert!(error.to_string().contains("more)"), "{error}");
    }
}
