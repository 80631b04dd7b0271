//! The visitor's language: the app's words are Project Fluent messages kept in `locales/<tag>/`
//! (one folder per language, the same files in each), compiled into native builds and, in the
//! browser, English only (the others are fetched: [`Messages::with_pack`]). [`Lang`] lists the
//! languages; [`negotiate`] picks the best one for a list of preferred tags (the browser's, an
//! address's `lang=`, a remembered choice); [`Messages`] formats a message id with typed
//! arguments ([`Arg`]) through that language's bundles, plurals and all by Fluent's rules. A
//! museum's own Fluent file goes over them ([`Messages::overlay`], [`Messages::new_language`];
//! `loaded` reads such files), and review mode shows each text's message id.
//!
//! Plain Rust, tested natively (`tests/i18n.rs` checks that every language has every message
//! with the same placeables, and that each formats).

mod display;
mod game_text;
mod langs;
mod loaded;
mod messages;
mod numbers;

pub use crate::engine::{Arg, Phrase};
pub use game_text::{
    english as game_english, english_ftl as game_english_ftl, id as game_text_id, word_values, GameText, Part,
};
pub use langs::{negotiate, pack_path, Lang, LANGS};
pub use loaded::WordsError;
pub use messages::{FormatError, Messages};
pub use numbers::group_digits;

thread_local! {
    /// The English messages, read once per thread: English is the one language of the command
    /// line, the records, the Python package and the tests.
    static ENGLISH: Messages = Messages::new(Lang::ENGLISH);
}

/// `phrases` in English, each strictly (every message and every phrase inside it English's own,
/// formatting without problems), or the first reason one could not be: how the tests read the
/// games' words.
pub fn english(phrases: &[Phrase]) -> Result<Vec<String>, FormatError> {
    ENGLISH.with(|messages| phrases.iter().map(|phrase| messages.try_phrase(phrase)).collect())
}

/// `phrase` in English: the one source of the app's words (its Fluent messages, `locales/en/`)
/// formatted for the command line, the records, the host page's messages and the Python
/// package. A message English cannot format shows as the app shows it (its id); `tests/i18n.rs`
/// checks that every phrase the games say formats strictly.
pub fn in_english(phrase: &Phrase) -> String {
    ENGLISH.with(|messages| messages.phrase(phrase))
}

/// Where the visitor's chosen language is remembered (localStorage in the app).
pub const LANG_KEY: &str = "boardlore.v1.settings.lang";

/// The language tag remembered in `store` (a built-in language's, or one a museum's file
/// brings); nothing, a blank or a refusing store is no choice.
pub fn remembered(store: &impl crate::store::KeyValueStore) -> Option<String> {
    store.get(LANG_KEY).ok().flatten().map(|tag| tag.trim().to_string()).filter(|tag| !tag.is_empty())
}

/// Remembers the language `tag` in `store`.
pub fn remember(store: &mut impl crate::store::KeyValueStore, tag: &str) -> Result<(), crate::store::StoreError> {
    store.set(LANG_KEY, tag)
}
