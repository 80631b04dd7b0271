//! One language's messages: its Fluent bundle, and formatting a message id or a [`Phrase`] with
//! typed arguments. A message missing from the language falls back to English, then to its id,
//! so that the app never fails to show something.

use super::{group_digits, Arg, Lang, Phrase};
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

/// A language's messages, ready to format.
pub struct Messages {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    english: Option<Box<Messages>>,
}

impl PartialEq for Messages {
    fn eq(&self, other: &Messages) -> bool {
        self.lang == other.lang
    }
}

impl fmt::Debug for Messages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Messages({})", self.lang.tag())
    }
}

/// The bundle of `lang`'s files; a file that does not parse adds what it could (the tests
/// fail on it).
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![lang.id()]);
    // No right-to-left language yet: isolation marks would only show as stray characters.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(if lang.tag() == "is" { dot_grouped } else { comma_grouped }));
    for text in lang.info().files {
        let resource = FluentResource::try_new((*text).to_string()).unwrap_or_else(|(partial, _)| partial);
        // A message defined twice keeps its first definition.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

impl Messages {
    /// `lang`'s messages (with English behind them for anything missing).
    pub fn new(lang: Lang) -> Messages {
        let english = (lang != Lang::ENGLISH).then(|| Box::new(Messages::new(Lang::ENGLISH)));
        Messages { lang, bundle: bundle(lang), english }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the language itself has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.get_message(id).is_some_and(|m| m.value().is_some())
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

    /// Message `id` with `args`, or why not.
    pub fn try_format(&self, id: &str, args: &[(&'static str, Arg)]) -> Result<String, FormatError> {
        let lang = self.lang.tag();
        let pattern = self
            .bundle
            .get_message(id)
            .and_then(|m| m.value())
            .ok_or_else(|| FormatError::Missing { lang, id: id.to_string() })?;
        let fluent_args = self.fluent_args(args);
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        if errors.is_empty() {
            Ok(text.into_owned())
        } else {
            Err(FormatError::Fluent {
                lang,
                id: id.to_string(),
                errors: errors.iter().map(ToString::to_string).collect(),
            })
        }
    }

    /// Message `id` with `args`: in English if this language lacks it, else the id itself.
    pub fn text(&self, id: &str, args: &[(&'static str, Arg)]) -> String {
        match self.try_format(id, args) {
            Ok(text) => text,
            Err(FormatError::Fluent { .. }) if self.has(id) => {
                let fluent_args = self.fluent_args(args);
                let pattern = self.bundle.get_message(id).and_then(|m| m.value()).expect("has it");
                self.bundle.format_pattern(pattern, Some(&fluent_args), &mut Vec::new()).into_owned()
            }
            Err(_) => self.english.as_ref().map_or_else(|| id.to_string(), |english| english.text(id, args)),
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
