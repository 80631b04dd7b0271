//! How Ceelkoqyuqkoqiji presents itself: its catalogue entry, rule options and how to play it in plain
//! words (see [`crate::engine::GameInfo`]).

use crate::engine::{GameInfo, HowToPlay, LargeStone, RuleOption};

/// Ceelkoqyuqkoqiji in the catalogue.
pub const INFO: GameInfo = GameInfo {
    id: "ceelkoqyuqkoqiji",
    name: "Ceelkoqyuqkoqiji",
    origin: "Naxi, Yunnan, China (Eagle 1995)",
    summary: "A sowing game for two (or four) with two large stones, the goats, played as a campaign of rounds with loans, debts and holes sold.",
    short_name: "Ceelkoqyuqkoqiji",
    players: "2 or 4",
    max_seats: 4,
    seat_places: &["the bottom row", "the top row", "the owner of the right-hand store", "the owner of the left-hand store"],
    score: ["stone held", "stones held"],
    options: &[
        RuleOption {
            name: "ruleset",
            default: "\"eagle\"",
            meaning: "\"eagle\" (mu 7, gong 6), \"equal_cost\" (both 5) or \"fourteen_holes\" (2x7, seven a hole, both 7)",
            choices: &["\"eagle\"", "\"equal_cost\"", "\"fourteen_holes\""],
        },
        RuleOption {
            name: "players",
            default: "2",
            meaning: "2, or 4: two active players sow, two inactive players own the stores and large stones",
            choices: &["2", "4"],
        },
        RuleOption {
            name: "huelshe_across_sold",
            default: "false",
            meaning: "a short huelshe's run of holes may pass over a sold hole (by default a sold hole is a gap)",
            choices: &["false", "true"],
        },
    ],
    legend: &[
        "a1 to a5 are South's holes (the bottom row), b1 to b5 North's; the long holes at the ends are the stores: A on the right is South's, B on the left North's (with four players they belong to East and West).",
        "M and G are the two large stones, the goats: the mu (M, larger) and the gong (G).",
        "A hole you can play has a thick ring; tap it, then choose the direction of the sowing.",
        "To decide who starts, each active player throws a finger: the index finger (snake) beats the thumb (frog), the thumb beats the little finger (centipede), and the little finger beats the index finger.",
    ],
    how_to_play: HowToPlay {
        intro: "Each player owns the five holes nearest them; the store at each player's right is theirs and starts with a goat, a large stone: the mu (larger) and the gong. With four players, two sow and two own the stores and goats.",
        points: &[
            "Throw fingers to decide who starts: the index finger beats the thumb, the thumb the little finger, the little finger the index.",
            "Take all the stones of one of your holes and sow them one by one in either direction, through both stores. Click a hole, then choose the direction. If a goat is among them, choose where it drops.",
            "Look at the hole after your last stone. Stones there: lift them and sow on. Empty, and the next one too: your move ends. Empty, and stones in the next: capture them, then keep capturing along a line of empty and full holes.",
            "A store counts as empty unless its own goat has never left it; whatever falls into a store is its owner's. A goat that falls into a store or a bought hole is captured by the owner of that store or hole.",
            "With no stones in your holes, huelshe: put one of your stones in each hole and play on; with fewer stones than holes, fill a run of neighbouring holes of your choice. You may decline, unless a goat is still at home: the round ends and the opponent takes the stones left in the holes. A round can also end by agreement.",
            "Between rounds, goats are bought back, holes refilled, and a player who is short borrows. A debt of five forces the sale of a hole, which becomes its buyer's; a player with five to spare may buy it back, but must still have or borrow the stones to fill it. Eagle does not say how a campaign ends; in this app, a player with no hole left has lost (rules note C15).",
            "Three rulesets (rule option ruleset): Eagle, the usual prices in Eagle's account, where the mu (the larger goat) is worth seven stones and the gong six; Equal Cost, where both are worth five; and Fourteen holes, on a board of two rows of seven with seven stones a hole and both goats worth seven.",
        ],
        after: &[],
        source: "As observed by V. Eagle in Longquan village, Lijiang, Yunnan, in 1992 and 1993 (Eagle 1995).",
    },
    notes_heading: "Ceelkoqyuqkoqiji",
    large_stones: &[LargeStone { name: "mu", initial: "M", radius: 15.0 }, LargeStone { name: "gong", initial: "G", radius: 11.0 }],
    lessons: super::lessons::LESSONS,
    demo_rules: "{}",
};
