//! How Piprjall presents itself: its catalogue entry, rule options and how to play it in plain
//! words (see [`crate::engine::GameInfo`]).

use crate::engine::{GameInfo, HowToPlay, RuleOption};

/// Piprjall in the catalogue.
pub const INFO: GameInfo = GameInfo {
    id: "piprjall",
    name: "Piprjall",
    origin: "Iceland (Fiske 1905)",
    summary: "A race game with dice for two, like backgammon, with Iceland's own rules for doubles.",
    short_name: "Piprjall",
    players: "2",
    max_seats: 2,
    seat_places: &["the solid pieces, starting at the top right", "the dashed pieces, starting at the bottom left"],
    score: ["point", "points"],
    options: &[
        RuleOption {
            name: "match_points",
            default: "6",
            meaning: "the match is won by the first to this many points; each game is worth two",
            choices: &["2", "6", "10"],
        },
        RuleOption {
            name: "skip_blocked_steps",
            default: "false",
            meaning: "a doubles step that cannot be played is skipped instead of ending the turn",
            choices: &["false", "true"],
        },
        RuleOption {
            name: "dice",
            default: "\"obliged\"",
            meaning: "both dice must be played when they can be, the higher when only one can, and as much of a double as can be (\"obliged\"), or as Ludii 1.3.13 plays it (\"ludii\"): each die a move of its own, in any order, with nothing obliging the player to play both, the higher or the most of a double",
            choices: &["\"obliged\"", "\"ludii\""],
        },
    ],
    legend: &[
        "t1 to t12 are the points along the top, b1 to b12 along the bottom; South's pieces are solid, North's have a dashed rim.",
        "bar-s and bar-n hold pieces that were hit and must come back on; off-s and off-n hold the pieces borne off.",
        "Tap a piece that can move, then the point it should go to (or choose a button).",
    ],
    how_to_play: HowToPlay {
        intro: "Each player has fifteen pieces, all starting on the point at their right on the far side of the board. South's pieces run along the top from right to left, then along the bottom from left to right, and leave the board from the bottom right quarter; North's pieces start at the bottom left and go round the same way: along the bottom from left to right, then along the top from right to left, leaving from the top left quarter.",
        points: &[
            "Throw two dice (or enter dice thrown by hand). Each die moves one piece its full value. Fiske does not say what happens when a die cannot be played; here, as in other tables games, you play both when you can, and the higher when only one can be played (rules note P2).",
            "Doubles are special: double six plays 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1; double five plays 5, 5, 6, 6; double one plays 1, 1, 2, 2 and so on up to 6, 6. For double four, three or two Fiske says only \"two of that number, down to one\"; here it is played like double six, two of each number down to one: 4, 4, 3, 3, 2, 2, 1, 1 for double four (rules note P3). The steps are played in that order.",
            "Never more than two of your pieces on a point of your starting side (the starting point aside), and nothing goes past the last but one point of that side until five pieces have left the start.",
            "Land on a single opposing piece to send it off the board: it must come back in, and only onto an empty point. Here it comes back before anything else moves (rules note P5). Two or more pieces close a point.",
            "When all your pieces are in your last quarter, bear them off. The first to bear off all fifteen scores two points.",
        ],
        after: &[],
        source: "Played in nineteenth-century Iceland, as described by Willard Fiske (1905).",
    },
    notes_heading: "Piprjall",
    large_stones: &[],
    lessons: super::lessons::LESSONS,
    demo_rules: "{}",
};
