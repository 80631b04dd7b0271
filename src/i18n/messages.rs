//! One language's messages: its Fluent bundles, and formatting a message id or a [`Phrase`] with
//! typed arguments. A message missing from the language (or that it cannot format) falls back to
//! English, then to its id, so that the app never fails to show something.

use super::loaded::{parse, WordsError};
use super::{group_digits, langs::pack_path, Arg, Lang, Phrase};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::fmt;

/// Why a message could not be formatted (the tests' view; the app falls back instead).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// The language has no message with this id (or it has no value).
    Missing { lang: &'static str, id: String },
    /// Fluent formatted it but reported problems (an unknown variable, a missing message
    /// reference).
    Fluent { lang: &'static str, id: String, errors: Vec<String> },
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::Missing { lang, id } => write!(f, "{lang} has no message {id}"),
            FormatError::Fluent { lang, id, errors } => write!(f, "{lang} {id}: {}", errors.join("; ")),
        }
    }
}

impl std::error::Error for FormatError {}

/// Numbers in messages as English and Chinese write them (`35,000`).
fn comma_grouped<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(group_digits(&n.as_string(), "en")),
        _ => None,
    }
}

/// Numbers in messages as Icelandic writes them (`35.000`, `1,5`).
fn dot_grouped<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(group_digits(&n.as_string(), "is")),
        _ => None,
    }
}

/// Whether `bundle` has message `id` with a value.
fn has(bundle: &FluentBundle<FluentResource>, id: &str) -> bool {
    bundle.get_message(id).is_some_and(|m| m.value().is_some())
}

/// Message `id` of `bundle` (which has it), and Fluent's problems with it.
fn format(bundle: &FluentBundle<FluentResource>, id: &str, args: &FluentArgs) -> (String, Vec<String>) {
    let pattern = bundle.get_message(id).and_then(|m| m.value()).expect("the bundle has the message");
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors).into_owned();
    (text, errors.iter().map(ToString::to_string).collect())
}

/// A seat's id as messages select on it (`$seat-id`): `south`, `north`, `east`, `west`, or
/// `seat5` and on for seats no game has yet.
fn seat_id(seat: crate::engine::Seat) -> String {
    match seat.index() {
        0 => "south".to_string(),
        1 => "north".to_string(),
        2 => "east".to_string(),
        3 => "west".to_string(),
        n => format!("seat{}", n + 1),
    }
}

/// A language's messages, ready to format: layers of Fluent bundles, most particular first (a
/// museum's own file, then the language's built-in messages, then English behind them). A
/// message comes from the first layer that formats it without problems, so that a museum's
/// message with a bad reference falls back to the built-in one, message by message.
pub struct Messages {
    /// The built-in language underneath (English for a language only a museum's file brings).
    lang: Lang,
    tag: String,
    name: String,
    layers: Vec<FluentBundle<FluentResource>>,
    /// How many of the first layers are the language's own (the rest is the English fallback).
    own: usize,
    /// Review mode: every formatted text ends with its message id (`?review=1`).
    review: bool,
}

impl PartialEq for Messages {
    fn eq(&self, other: &Messages) -> bool {
        self.tag == other.tag && self.review == other.review && self.layers.len() == other.layers.len()
    }
}

impl fmt::Debug for Messages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Messages({}, {} layers)", self.tag, self.layers.len())
    }
}

/// An empty bundle for the language `tag` (its plural rules and number style).
fn empty_bundle(tag: &str) -> FluentBundle<FluentResource> {
    let id = tag.parse().unwrap_or_else(|_| Lang::ENGLISH.id());
    let mut bundle = FluentBundle::new(vec![id]);
    // No right-to-left language yet: isolation marks would only show as stray characters.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(if tag == "is" { dot_grouped } else { comma_grouped }));
    bundle
}

/// The bundle of `resources`; a message defined twice keeps its first definition (the tests
/// fail on it).
fn bundle(tag: &str, resources: impl IntoIterator<Item = FluentResource>) -> FluentBundle<FluentResource> {
    let mut bundle = empty_bundle(tag);
    for resource in resources {
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The resources of the files this build carries for `lang`; a file that does not parse adds
/// what it could (the tests fail on it).
fn carried(lang: Lang) -> impl Iterator<Item = FluentResource> {
    lang.sources().into_iter().map(|text| FluentResource::try_new(text).unwrap_or_else(|(partial, _)| partial))
}

impl Messages {
    /// `lang`'s messages as this build carries them (with English behind them for anything
    /// missing; in the browser's page, English alone until [`Messages::with_pack`]).
    pub fn new(lang: Lang) -> Messages {
        let mut layers = Vec::new();
        if lang != Lang::ENGLISH {
            layers.push(bundle(lang.tag(), carried(lang)));
        }
        layers.push(bundle("en", carried(Lang::ENGLISH)));
        Messages { lang, tag: lang.tag().to_string(), name: lang.name().to_string(), layers, own: 1, review: false }
    }

    /// `lang`'s messages from `text`, its files in one (fetched at run time), English behind.
    pub fn with_pack(lang: Lang, text: &str) -> Result<Messages, WordsError> {
        let resource = parse(&pack_path(lang.tag()), text)?;
        let mut messages = Messages::new(Lang::ENGLISH);
        messages.layers.insert(0, bundle(lang.tag(), [resource]));
        Ok(Messages { lang, tag: lang.tag().to_string(), name: lang.name().to_string(), ..messages })
    }

    /// A language no build carries, all from a museum's file `file` (its name for itself from
    /// its message `language-name`, else its tag), with English for what it lacks.
    pub fn new_language(tag: &str, file: &str, text: &str) -> Result<Messages, WordsError> {
        let resource = parse(file, text)?;
        let mut messages = Messages::new(Lang::ENGLISH);
        messages.layers.insert(0, bundle(tag, [resource]));
        messages.tag = tag.to_string();
        messages.name = messages.try_format("language-name", &[]).unwrap_or_else(|_| tag.to_string());
        Ok(messages)
    }

    /// Puts a museum's file `file` over these messages: its messages replace those of the same
    /// id. A file that does not parse changes nothing and says why.
    pub fn overlay(&mut self, file: &str, text: &str) -> Result<(), WordsError> {
        let resource = parse(file, text)?;
        self.layers.insert(0, bundle(&self.tag, [resource]));
        self.own += 1;
        if let Ok(name) = self.try_format("language-name", &[]) {
            self.name = name;
        }
        Ok(())
    }

    /// These messages in review mode: each text followed by its message id in brackets.
    pub fn reviewing(self, review: bool) -> Messages {
        Messages { review, ..self }
    }

    pub fn review(&self) -> bool {
        self.review
    }

    /// The built-in language underneath (English for a language only a museum's file brings).
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The language's tag, as in `<html lang>` and `?lang=`.
    pub fn tag(&self) -> &str {
        &self.tag
    }

    /// The language's name for itself, for the language menu.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the language itself has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.own_layers().any(|bundle| has(bundle, id))
    }

    fn own_layers(&self) -> impl Iterator<Item = &FluentBundle<FluentResource>> {
        self.layers.iter().take(self.own)
    }

    fn fluent_args(&self, args: &[(&'static str, Arg)]) -> FluentArgs<'static> {
        let mut out = FluentArgs::new();
        for (name, arg) in args {
            let value: FluentValue<'static> = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Text(text) => FluentValue::from(text.clone()),
                Arg::Seat(seat) => {
                    // Beside the name, the seat's id as `$<name>-id`, so that a language that
                    // declines seat names can select the case it needs (`locales/is/app.ftl`).
                    out.set(format!("{name}-id"), FluentValue::from(seat_id(*seat)));
                    FluentValue::from(self.text("seat", &[("seat", Arg::Number(seat.index() as i64))]))
                }
                Arg::Phrase(phrase) => FluentValue::from(self.phrase(phrase)),
            };
            out.set(*name, value);
        }
        out
    }

    /// Message `id` with `args` in the language's own layers (the first that formats it without
    /// problems), or why not.
    pub fn try_format(&self, id: &str, args: &[(&'static str, Arg)]) -> Result<String, FormatError> {
        let fluent_args = self.fluent_args(args);
        let mut found = None;
        for bundle in self.own_layers().filter(|bundle| has(bundle, id)) {
            match format(bundle, id, &fluent_args) {
                (text, errors) if errors.is_empty() => return Ok(text),
                (_, errors) => found = found.or(Some(errors)),
            }
        }
        let (lang, id) = (self.lang.tag(), id.to_string());
        Err(match found {
            Some(errors) => FormatError::Fluent { lang, id, errors },
            None => FormatError::Missing { lang, id },
        })
    }

    /// Message `id` with `args`: from the first layer that formats it without problems, else
    /// as the first layer that has it can, else the id itself; in review mode, followed by its id.
    pub fn text(&self, id: &str, args: &[(&'static str, Arg)]) -> String {
        let fluent_args = self.fluent_args(args);
        let mut found = None;
        let mut text = None;
        for bundle in self.layers.iter().filter(|bundle| has(bundle, id)) {
            match format(bundle, id, &fluent_args) {
                (formatted, errors) if errors.is_empty() => {
                    text = Some(formatted);
                    break;
                }
                (formatted, _) => found = found.or(Some(formatted)),
            }
        }
        let text = text.or(found).unwrap_or_else(|| id.to_string());
        if self.review {
            format!("{text} [{id}]")
        } else {
            text
        }
    }

    /// Message `id` without arguments.
    pub fn get(&self, id: &str) -> String {
        self.text(id, &[])
    }

    /// A phrase in this language.
    pub fn phrase(&self, phrase: &Phrase) -> String {
        self.text(&phrase.id, &phrase.args)
    }

    /// A phrase in this language, or why not: the phrase and every phrase inside it must be
    /// this language's own messages and format without problems (the tests' view).
    pub fn try_phrase(&self, phrase: &Phrase) -> Result<String, FormatError> {
        for (_, arg) in &phrase.args {
            if let Arg::Phrase(inner) = arg {
                self.try_phrase(inner)?;
            }
        }
        self.try_format(&phrase.id, &phrase.args)
    }

    /// A number as this language writes it.
    pub fn number(&self, n: impl fmt::Display) -> String {
        group_digits(&n.to_string(), self.lang.tag())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn icelandic() -> Messages {
        Messages::new(Lang::from_tag("is").expect("a built-in language"))
    }

    #[test]
    fn a_museums_file_corrects_messages_and_leaves_the_rest() {
        let mut messages = icelandic();
        let built_in = messages.get("all-games");
        messages.overlay("locales/is.ftl", "tagline = Spil safnsins\n").expect("parses");
        assert_eq!(messages.get("tagline"), "Spil safnsins");
        assert_eq!(messages.try_format("tagline", &[]).as_deref(), Ok("Spil safnsins"));
        assert_eq!(messages.get("all-games"), built_in);
        assert_eq!(messages.tag(), "is");
    }

    #[test]
    fn a_museums_message_that_cannot_format_falls_back_to_the_built_in_one() {
        let mut messages = icelandic();
        let built_in = messages.get("tagline");
        messages.overlay("locales/is.ftl", "tagline = { no-such-message }\nall-games = Spilin\n").expect("parses");
        assert_eq!(messages.get("tagline"), built_in);
        assert_eq!(messages.get("all-games"), "Spilin");
    }

    #[test]
    fn a_malformed_file_changes_nothing_and_says_where() {
        let mut messages = icelandic();
        let before = messages.get("tagline");
        let error = messages.overlay("locales/is.ftl", "all-games = Spilin\ntagline = { $x\n").unwrap_err();
        assert_eq!(error.file, "locales/is.ftl");
        assert_eq!(error.line, 2, "{error}");
        assert!(error.to_string().starts_with("locales/is.ftl, line 2: "), "{error}");
        assert_eq!(messages.get("tagline"), before);
        assert_eq!(messages.get("all-games"), icelandic().get("all-games"));
    }

    #[test]
    fn a_museums_file_can_bring_a_new_language_with_english_for_what_it_lacks() {
        let text = "language-name = Deutsch\ntagline = Brettspiele\ncounters = { $count ->\n [one] ein Stein\n *[other] { $count } Steine\n}\n";
        let german = Messages::new_language("de", "locales/de.ftl", text).expect("parses");
        assert_eq!((german.tag(), german.name()), ("de", "Deutsch"));
        assert_eq!(german.lang(), Lang::ENGLISH);
        assert_eq!(german.get("tagline"), "Brettspiele");
        assert_eq!(german.text("counters", &[("count", Arg::Number(1))]), "ein Stein");
        assert_eq!(german.text("counters", &[("count", Arg::Number(3))]), "3 Steine");
        assert_eq!(german.get("all-games"), "All games");
        assert!(german.has("tagline") && !german.has("all-games"));
        let unnamed = Messages::new_language("de", "locales/de.ftl", "tagline = Brettspiele\n").expect("parses");
        assert_eq!(unnamed.name(), "de");
        assert!(Messages::new_language("de", "locales/de.ftl", "tagline = {\n").is_err());
    }

    #[test]
    fn a_fetched_language_reads_like_a_carried_one() {
        let lang = Lang::from_tag("is").expect("a built-in language");
        let text: String = lang.info().files.concat();
        let fetched = Messages::with_pack(lang, &text).expect("parses");
        let carried = Messages::new(lang);
        for id in ["tagline", "all-games", "watch-demo"] {
            assert_eq!(fetched.get(id), carried.get(id));
        }
        assert_eq!(
            fetched.text("counters", &[("count", Arg::Number(21))]),
            carried.text("counters", &[("count", Arg::Number(21))])
        );
        assert_eq!((fetched.tag(), fetched.lang()), ("is", lang));
        assert!(Messages::with_pack(lang, "tagline = {").is_err());
    }

    #[test]
    fn review_mode_follows_each_text_with_its_id_inner_phrases_too() {
        let messages = Messages::new(Lang::ENGLISH).reviewing(true);
        assert_eq!(messages.get("all-games"), "All games [all-games]");
        let inner = Phrase { id: "all-games".into(), args: vec![] };
        let told =
            messages.text("new-game-name", &[("game", Arg::Phrase(Box::new(inner))), ("number", Arg::Number(2))]);
        assert_eq!(told, "All games [all-games] 2 [new-game-name]");
        assert_eq!(Messages::new(Lang::ENGLISH).get("all-games"), "All games");
    }
}
