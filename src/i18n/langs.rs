//! The languages the app speaks, each a folder of `.ftl` files under `locales/`, and choosing
//! among them. Adding a language is one folder and one line in [`LANGS`].
//!
//! Native builds (the command line, the tests) carry every language's files. The browser's page
//! carries only English, the fallback: the visitor's language is fetched when needed, as one file
//! per language that the build writes (`locales/<tag>/messages.ftl`, see `scripts/offline.mjs`),
//! and read by [`super::Messages::with_pack`].

use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use unic_langid::LanguageIdentifier;

/// The files a language folder holds, in the order they are added to its bundle; a translation
/// also holds `games/<id>.ftl` for each game named after the tag. English has no game files: its
/// game texts are the games' own source ([`crate::engine::GameInfo`], made into messages by
/// [`super::game_english_ftl`]).
macro_rules! files {
    ($tag:literal $(, $game:literal)*) => {
        &[
            include_str!(concat!("../../locales/", $tag, "/app.ftl")),
            include_str!(concat!("../../locales/", $tag, "/play.ftl")),
            include_str!(concat!("../../locales/", $tag, "/status.ftl")),
            include_str!(concat!("../../locales/", $tag, "/labels.ftl")),
            include_str!(concat!("../../locales/", $tag, "/why.ftl")),
            include_str!(concat!("../../locales/", $tag, "/study.ftl")),
            include_str!(concat!("../../locales/", $tag, "/analysis.ftl")),
            include_str!(concat!("../../locales/", $tag, "/refusals.ftl")),
            include_str!(concat!("../../locales/", $tag, "/coach.ftl")),
            include_str!(concat!("../../locales/", $tag, "/tutor.ftl")),
            $(include_str!(concat!("../../locales/", $tag, "/games/", $game, ".ftl")),)*
            include_str!(concat!("../../locales/", $tag, "/why/leyla.ftl")),
            include_str!(concat!("../../locales/", $tag, "/why/ceelkoqyuqkoqiji.ftl")),
            include_str!(concat!("../../locales/", $tag, "/why/dongjintian.ftl")),
            include_str!(concat!("../../locales/", $tag, "/why/piprjall.ftl")),
        ]
    };
}

/// A language's files where the build carries them: everywhere but in the browser, which fetches them.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! carried {
    ($tag:literal) => {
        files!($tag, "leyla", "ceelkoqyuqkoqiji", "dongjintian", "piprjall")
    };
}
#[cfg(target_arch = "wasm32")]
macro_rules! carried {
    ($tag:literal) => {
        &[]
    };
}

/// One language: its BCP 47 tag (the folder's name), its own name for itself (for the menu),
/// and its files' text (empty where the build does not carry them: every language but English
/// in the browser's page; English's game texts are not files, see [`Lang::sources`]).
#[derive(Debug)]
pub struct LangInfo {
    pub tag: &'static str,
    pub name: &'static str,
    pub files: &'static [&'static str],
}

/// Every language, English (the fallback) first.
pub const LANGS: &[LangInfo] = &[
    LangInfo { tag: "en", name: "English", files: files!("en") },
    LangInfo { tag: "zh-Hans", name: "简体中文", files: carried!("zh-Hans") },
    LangInfo { tag: "is", name: "Íslenska", files: carried!("is") },
];

/// The address, relative to the page, of the one file the build writes with all of `tag`'s files.
pub fn pack_path(tag: &str) -> String {
    format!("locales/{tag}/messages.ftl")
}

/// A language of [`LANGS`], by its index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lang(usize);

impl Lang {
    /// English, the language of the sources' translations and the fallback.
    pub const ENGLISH: Lang = Lang(0);

    /// Every language, in [`LANGS`] order.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGS.len()).map(Lang)
    }

    /// The language with exactly this tag (case aside).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        LANGS.iter().position(|l| l.tag.eq_ignore_ascii_case(tag)).map(Lang)
    }

    pub fn info(self) -> &'static LangInfo {
        &LANGS[self.0]
    }

    /// Its tag, as in `<html lang>` and `?lang=`.
    pub fn tag(self) -> &'static str {
        self.info().tag
    }

    /// Its name in itself, for the language menu.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn id(self) -> LanguageIdentifier {
        self.tag().parse().expect("the tags of LANGS are valid")
    }

    /// Whether this build carries the language's files (else they are fetched: [`pack_path`]).
    pub fn carried(self) -> bool {
        !self.info().files.is_empty()
    }

    /// The text of what its bundle is made of, as this build carries it: its files, and for
    /// English the games' texts as messages made from the games' own source
    /// ([`super::game_english_ftl`] of each game of the catalogue), which is their one English.
    pub fn sources(self) -> Vec<String> {
        let files = self.info().files.iter().map(ToString::to_string);
        let games = crate::catalogue::CATALOGUE
            .iter()
            .filter(|_| self == Lang::ENGLISH)
            .map(|info| super::game_english_ftl(info));
        files.chain(games).collect()
    }
}

/// The language that best fits `preferred` (most wanted first, as `navigator.languages`): an
/// exact tag, else the same language in another region or script (`zh-CN` and `zh` give
/// Simplified Chinese, `is-IS` Icelandic), else English. Tags that do not parse are skipped.
pub fn negotiate<S: AsRef<str>>(preferred: &[S]) -> Lang {
    let requested: Vec<LanguageIdentifier> = preferred.iter().filter_map(|t| t.as_ref().trim().parse().ok()).collect();
    let available: Vec<LanguageIdentifier> = Lang::all().map(Lang::id).collect();
    let english = Lang::ENGLISH.id();
    let chosen = negotiate_languages(&requested, &available, Some(&english), NegotiationStrategy::Lookup);
    chosen.first().and_then(|id| Lang::from_tag(&id.to_string())).unwrap_or(Lang::ENGLISH)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(preferred: &[&str]) -> &'static str {
        negotiate(preferred).tag()
    }

    #[test]
    fn the_first_language_that_fits_wins() {
        assert_eq!(tag(&["is-IS", "en-US"]), "is");
        assert_eq!(tag(&["zh-CN", "en"]), "zh-Hans");
        assert_eq!(tag(&["zh"]), "zh-Hans");
        assert_eq!(tag(&["de-DE", "is"]), "is");
        assert_eq!(tag(&["en-GB", "is"]), "en");
    }

    #[test]
    fn nothing_that_fits_is_english() {
        assert_eq!(tag(&[]), "en");
        assert_eq!(tag(&["fr", "de"]), "en");
        assert_eq!(tag(&["not a tag!", "??"]), "en");
    }

    #[test]
    fn tags_are_found_whatever_their_case() {
        assert_eq!(Lang::from_tag("ZH-hans").map(Lang::tag), Some("zh-Hans"));
        assert_eq!(Lang::from_tag("xx"), None);
    }
}
