//! How Leyla presents itself: its catalogue entry, rule options and how to play it in plain
//! words (see [`crate::engine::GameInfo`]).

use crate::engine::{GameInfo, HowToPlay, RuleOption};

/// Leyla in the catalogue.
pub const INFO: GameInfo = GameInfo {
    id: "leyla",
    name: "Leyla (Wegi)",
    origin: "Jigjiga, Ethiopia (Pankhurst 1971)",
    summary: "A sowing game for two: sow counters round the board and capture your opponent's holes by making fours.",
    short_name: "Leyla",
    players: "2",
    max_seats: 2,
    seat_places: &["the bottom row", "the top row"],
    score: ["counter held", "counters held"],
    options: &[
        RuleOption {
            name: "skip_origin",
            default: "false",
            meaning: "a sowing of 12 or more counters passes over the hole it started from",
            choices: &["false", "true"],
        },
        RuleOption {
            name: "single_round",
            default: "false",
            meaning: "play one round, won by whoever takes more, instead of a match",
            choices: &["false", "true"],
        },
        RuleOption {
            name: "repayment",
            default: "\"from_surplus\"",
            meaning: "loans are repaid from what is beyond a full row (\"from_surplus\"), from every counter that cannot fill a hole of one's own (\"from_spare\"), or all at once (\"at_once\")",
            choices: &["\"from_surplus\"", "\"from_spare\"", "\"at_once\""],
        },
        RuleOption {
            name: "round_end",
            default: "\"to_move\"",
            meaning: "a round ends when the player to move cannot move (\"to_move\"), or as soon as either row is empty (\"either_row\")",
            choices: &["\"to_move\"", "\"either_row\""],
        },
        RuleOption {
            name: "unfilled_holes",
            default: "\"out_of_play\"",
            meaning: "when fewer than six holes a side are filled: facing pairs, the rest out of play (\"out_of_play\"), or each player chooses, empty holes in play (\"in_play\")",
            choices: &["\"out_of_play\"", "\"in_play\""],
        },
    ],
    legend: &[
        "a1 to a6 are South's row (the bottom), b1 to b6 North's (the top); sowing goes round the board.",
        "A hole you can play has a thick ring. A hole captured by a player carries that player's mark (a triangle for South, a square for North) in its corner.",
    ],
    how_to_play: HowToPlay {
        intro: "Each player owns the row nearest them. On your turn pick up all the counters of one of your holes and sow them one by one clockwise. Where the last counter falls decides what happens:",
        points: &[
            "An empty hole: your turn ends.",
            "An occupied hole: pick up everything there and sow on.",
            "A hole of your opponent's row that now holds exactly four: you capture it and the hole opposite it. The counters stay and nobody sows from those holes again; nothing is lifted, so your turn ends (rules note L5).",
            "A hole your opponent captured: you take that counter and one more from the hole, and your turn ends.",
            "A hole you captured yourself: the counter stays there and your turn ends (Pankhurst does not say; rules note L2).",
        ],
        after: &[
            "Pankhurst says play goes on until one of the players can no longer move; here the round ends when the player to move has nothing to sow (rules note L8): each player takes the counters in the free holes of their row and in the holes they captured.",
            "Then both refill their holes with four counters each. A single counter over goes to the opponent; with two over each, the richer player may lend theirs, to be repaid later (Pankhurst says \"a player\"; here it is the richer one, rules note L14). The richer player fills only as many holes as the poorer can and keeps the rest in reserve. Whoever cannot fill a single hole loses the match.",
        ],
        source: "As played by Ba'alul Mohamed of Jigjiga, Ethiopia, recorded by Pankhurst (1971).",
    },
    notes_heading: "Leyla",
    large_stones: &[],
    lessons: super::lessons::LESSONS,
    demo_rules: "{\"single_round\":true}",
};
