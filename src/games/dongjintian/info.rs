//! How Dongjintian presents itself: its catalogue entry, rule options and how to play it in plain
//! words (see [`crate::engine::GameInfo`]).

use crate::engine::{GameInfo, HowToPlay, RuleOption};

/// Dongjintian in the catalogue.
pub const INFO: GameInfo = GameInfo {
    id: "dongjintian",
    name: "Dongjintian",
    origin: "Yunnan, China (Eagle 1995)",
    summary: "A sowing game for four on a grid of twenty holes: steer your counters hole by hole and capture.",
    short_name: "Dongjintian",
    players: "4",
    max_seats: 4,
    seat_places: &["the bottom edge", "the top edge", "the right-hand edge", "the left-hand edge"],
    score: ["captured", "captured"],
    options: &[RuleOption {
        name: "centre",
        default: "\"last_hole\"",
        meaning: "no capture when the last counter falls in c2 or c3 (\"last_hole\"), none across an empty c2 or c3 (\"gap\"), or only c2 and c3 are never captured (\"target\": no capture on this board can take them, so the centre then protects nothing)",
        choices: &["\"last_hole\"", "\"gap\"", "\"target\""],
    }, RuleOption {
        name: "end",
        default: "\"quiet\"",
        meaning: "the game ends when the board is empty or after twenty turns in a row without a capture (\"quiet\"), or as Ludii 1.3.13 plays it (\"ludii\"): when at most one counter is left on the board, else drawn at Ludii's limits of 5,000 turns or 10,000 counters sown",
        choices: &["\"quiet\"", "\"ludii\""],
    }, RuleOption {
        name: "sowing",
        default: "\"source\"",
        meaning: "a sowing may go any way but straight back, after a relay too (\"source\"), or as Ludii 1.3.13 plays it (\"ludii\"): never into a hole already sown in the same sowing, a relay starting afresh, and a sowing with nowhere to go drops what it holds where it stands",
        choices: &["\"source\"", "\"ludii\""],
    }],
    legend: &[
        "Columns a to e run from West to East, rows 1 to 4 from South to North; any player may sow from any hole.",
        "c2 and c3 are the central holes: here nothing is captured when a sowing ends in one of them (rules note D3).",
        "While you sow, the path drawn on the board shows where the counters went; tap the next hole, or use the arrow keys, to steer.",
    ],
    how_to_play: HowToPlay {
        intro: "Four players take turns (here South, East, North, West: the record gives no order; rules note D7). Every hole starts with five counters, and any player may sow from any hole.",
        points: &[
            "Pick a hole and sow its counters one by one into neighbouring holes, up, down, left or right. You steer at every hole: click the next hole, use the arrow keys, or press S (or the button) to go straight on. You may turn, but never go back the way you came; at an edge you must turn.",
            "After the last counter, look at the next hole on the same line. Off the board: your move ends. Counters there: lift them and sow on, steering again. Empty: you capture the counters in the hole beyond it.",
            "The record says no capture can be made \"from\" the two central holes. Here that means nothing is captured when your last counter falls in c2 or c3 (rules note D3; the other readings are rule options).",
            "Whoever captured the most wins. The record does not say when play stops; here the game ends after twenty turns in a row without a capture (rules note D1).",
        ],
        after: &[],
        source: "Recorded in Yunnan province, China (Eagle 1995; Ludii ruleset for four players).",
    },
    notes_heading: "Dongjintian",
    large_stones: &[],
    lessons: super::lessons::LESSONS,
    demo_rules: "{}",
};
