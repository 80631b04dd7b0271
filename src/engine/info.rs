//! What a game says about itself, apart from its rules: names, origin, rule options, how to play
//! it in plain words, and how to draw what it alone has (large stones). Each game module fills
//! one [`GameInfo`]; the catalogue lists them, and the app, the command line and the about pages
//! read them, so that no layer above the games needs to know any game by name.

/// A rule option a game offers, for `boardlore games` and the app's setup screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleOption {
    pub name: &'static str,
    /// The default, as JSON.
    pub default: &'static str,
    pub meaning: &'static str,
    /// Every value it may take, as JSON.
    pub choices: &'static [&'static str],
}

/// How to play a game, in plain words, for visitors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HowToPlay {
    /// The opening paragraph.
    pub intro: &'static str,
    /// The rules, one point each, in the order of play.
    pub points: &'static [&'static str],
    /// Paragraphs after the points (the end of a round, what follows it).
    pub after: &'static [&'static str],
    /// Who recorded the game, and when.
    pub source: &'static str,
}

/// A large stone: a piece that is not a counter (Ceelkoqyuqkoqiji's goats). Bit `i` of
/// [`crate::engine::SiteView::large`] is the game's large stone number `i`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LargeStone {
    /// Its name (`data-large` in the app).
    pub name: &'static str,
    /// The letter drawn on it.
    pub initial: &'static str,
    /// Its radius, in the units of a board cell of 100.
    pub radius: f32,
}

/// One game, as the catalogue lists it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameInfo {
    /// Stable id used in records, URLs (`?game=`) and the CLI.
    pub id: &'static str,
    pub name: &'static str,
    /// The name alone, without the alternative one ("Leyla" for "Leyla (Wegi)").
    pub short_name: &'static str,
    pub origin: &'static str,
    /// What kind of game it is, in one line for a visitor who has never heard of it.
    pub summary: &'static str,
    pub players: &'static str,
    /// The most seats the game can have (the setup form offers this many).
    pub max_seats: usize,
    /// Where each seat is on the board, in words, by seat ("the bottom row"), for telling a
    /// visitor which side is theirs.
    pub seat_places: &'static [&'static str],
    /// What each seat's score counts, for the app: one and many ("counter held", "counters
    /// held").
    pub score: [&'static str; 2],
    pub options: &'static [RuleOption],
    pub how_to_play: HowToPlay,
    /// What the drawn board shows, one line each, for a visitor new to it (what the letters,
    /// marks and special sites mean).
    pub legend: &'static [&'static str],
    /// The title of the game's section in the rules notes (`docs/rules-notes.md`) begins with
    /// this.
    pub notes_heading: &'static str,
    pub large_stones: &'static [LargeStone],
    /// Rule options (JSON) for the kiosk demonstration: a shorter form where the game has one.
    pub demo_rules: &'static str,
    /// Lessons that teach the game by playing it, in order.
    pub lessons: &'static [super::Lesson],
}
