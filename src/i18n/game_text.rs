//! The message ids of what a game says to visitors, and their English: a game's [`GameInfo`]
//! and lessons are the one source of its English texts (the command line reads them as they
//! are), and [`english_ftl`] makes them into the English messages the app shows (see
//! [`super::Lang::sources`]; there is no English `games/<id>.ftl`), beside the other languages'
//! `locales/<tag>/games/<id>.ftl`. The ids are stable and made from the game's id and the text's
//! place: `leyla-summary`, `leyla-how-point-2`, `leyla-lesson-1-step-2-task` (numbers from 1).
//! [`english`] lists every id with its English.

use crate::engine::{GameInfo, RuleOption};

/// What one text of a game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part<'a> {
    Name,
    ShortName,
    Origin,
    Summary,
    Players,
    /// Where seat `.0` sits ("the bottom row").
    SeatPlace(usize),
    /// What a seat's score counts: one message with a `$count` plural.
    Score,
    /// A rule option's label.
    Option(&'a str),
    OptionMeaning(&'a str),
    /// A value of a rule option, as its JSON without quotes (`fourteen_holes`).
    OptionValue(&'a str, &'a str),
    HowIntro,
    HowPoint(usize),
    HowAfter(usize),
    HowSource,
    Legend(usize),
    LessonTitle(usize),
    /// Lesson `.0`, step `.1`, which text of it (`rule`, `task`, `retry`, `shown`).
    Step(usize, usize, &'static str),
}

/// The message id of `part` of game `game` (indexes from 0, ids from 1).
pub fn id(game: &str, part: Part) -> String {
    let dash = |s: &str| s.replace('_', "-");
    let rest = match part {
        Part::Name => "name".to_string(),
        Part::ShortName => "short-name".to_string(),
        Part::Origin => "origin".to_string(),
        Part::Summary => "summary".to_string(),
        Part::Players => "players".to_string(),
        Part::SeatPlace(i) => format!("seat-place-{}", i + 1),
        Part::Score => "score".to_string(),
        Part::Option(name) => format!("option-{}", dash(name)),
        Part::OptionMeaning(name) => format!("option-{}-meaning", dash(name)),
        Part::OptionValue(name, value) => format!("option-{}-value-{}", dash(name), dash(value)),
        Part::HowIntro => "how-intro".to_string(),
        Part::HowPoint(i) => format!("how-point-{}", i + 1),
        Part::HowAfter(i) => format!("how-after-{}", i + 1),
        Part::HowSource => "how-source".to_string(),
        Part::Legend(i) => format!("legend-{}", i + 1),
        Part::LessonTitle(l) => format!("lesson-{}-title", l + 1),
        Part::Step(l, s, which) => format!("lesson-{}-step-{}-{which}", l + 1, s + 1),
    };
    format!("{game}-{rest}")
}

/// A game's texts by id: `info.text_id(Part::Summary)` is `leyla-summary`.
pub trait GameText {
    fn text_id(&self, part: Part) -> String;
}

impl GameText for GameInfo {
    fn text_id(&self, part: Part) -> String {
        id(self.id, part)
    }
}

/// The values of `option` that are words (quoted in JSON), without their quotes.
pub fn word_values(option: &RuleOption) -> impl Iterator<Item = &'static str> + '_ {
    option.choices.iter().filter(|c| c.starts_with('"')).map(|c| c.trim_matches('"'))
}

/// A word value as English shows it (`fourteen_holes` is "fourteen holes").
fn spaced(word: &str) -> String {
    word.replace('_', " ")
}

/// Every text of `info` that the app shows, as (message id, English), in the order of the
/// game's `.ftl` file. The score is its Fluent message (a plural) rather than plain text.
pub fn english(info: &GameInfo) -> Vec<(String, String)> {
    let g = info.id;
    let mut out: Vec<(String, String)> = Vec::new();
    let mut add = |part: Part, text: String| out.push((id(g, part), text));
    add(Part::Name, info.name.to_string());
    add(Part::ShortName, info.short_name.to_string());
    add(Part::Origin, info.origin.to_string());
    add(Part::Summary, info.summary.to_string());
    add(Part::Players, info.players.to_string());
    for (i, place) in info.seat_places.iter().enumerate() {
        add(Part::SeatPlace(i), place.to_string());
    }
    let [one, many] = info.score;
    add(Part::Score, format!("{{ $count ->\n    [one] {one}\n   *[other] {many}\n}}"));
    for option in info.options {
        add(Part::Option(option.name), spaced(option.name));
        add(Part::OptionMeaning(option.name), option.meaning.to_string());
        for value in word_values(option) {
            add(Part::OptionValue(option.name, value), spaced(value));
        }
    }
    let how = &info.how_to_play;
    add(Part::HowIntro, how.intro.to_string());
    for (i, point) in how.points.iter().enumerate() {
        add(Part::HowPoint(i), point.to_string());
    }
    for (i, paragraph) in how.after.iter().enumerate() {
        add(Part::HowAfter(i), paragraph.to_string());
    }
    add(Part::HowSource, how.source.to_string());
    for (i, line) in info.legend.iter().enumerate() {
        add(Part::Legend(i), line.to_string());
    }
    for (l, lesson) in info.lessons.iter().enumerate() {
        add(Part::LessonTitle(l), lesson.title.to_string());
        for (s, step) in lesson.steps.iter().enumerate() {
            for (which, text) in
                [("rule", step.rule), ("task", step.task), ("retry", step.retry), ("shown", step.shown)]
            {
                add(Part::Step(l, s, which), text.to_string());
            }
        }
    }
    out
}

/// `english(info)` as Fluent messages: the English bundle's game texts, and the template of a
/// translation's `games/<id>.ftl`.
pub fn english_ftl(info: &GameInfo) -> String {
    let mut text = format!(
        "# {}: what the game says to visitors, in English, made from the game's Rust source (src/games/).\n\n",
        info.name
    );
    for (id, english) in english(info) {
        text.push_str(&format!("{id} = {english}\n"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_name_the_game_and_the_place_from_one() {
        assert_eq!(id("leyla", Part::Summary), "leyla-summary");
        assert_eq!(id("leyla", Part::Step(0, 1, "task")), "leyla-lesson-1-step-2-task");
        assert_eq!(id("x", Part::OptionValue("round_end", "to_move")), "x-option-round-end-value-to-move");
    }
}
