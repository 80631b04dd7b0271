//! Piprjall's lessons: Icelandic tables as Fiske (1905: 352) describes the nineteenth-century
//! game, taught one rule at a time on real positions (see [`crate::engine::Lesson`]). Every
//! position is reached from the opening by the actions in `setup`, the throws included: the
//! setups throw no doubles except in the lesson on doubles, whose steps start from the opening.
//! The readings the text leaves open are the rules notes P1-P11 in `docs/rules-notes.md`.

use crate::engine::{Expect, Lesson, Step};

/// The description the lessons follow.
const FISKE: &str = "Fiske 1905: 352";

/// The lessons, in the order a visitor takes them.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        title: "The dice and your pieces",
        rules: "{}",
        steps: &[
            Step {
                setup: &["roll:5-3"],
                rule: "Your fifteen pieces start on t12, at the top right. They run from t12 to t1 along the top row, then from b1 to b12 along the bottom row; each point's name is beside it, however your screen turns the board. Each die moves one piece its full number of points.",
                source: FISKE,
                notes: &[],
                task: "You threw 5 and 3. Move a piece from t12 five points, to t7.",
                expect: Expect::Action("t12:5"),
                retry: "Pick up a piece on t12 and move it five points along the top row, to t7.",
                shown: "One die is played. The other, the 3, is still to play.",
            },
            Step {
                setup: &["roll:5-3", "t12:5"],
                rule: "Fiske says only that each die moves one piece its full value. Here, as in other tables games, you must play both dice when you can (rules note P2). The second may move the same piece again or another one.",
                source: FISKE,
                notes: &["P2"],
                task: "Play the 3: move the piece on t7 on, or another from t12.",
                expect: Expect::AnyOf(&["t7:3", "t12:3"]),
                retry: "Move a piece three points: from t7 to t4, or from t12 to t9.",
                shown: "Both dice are played, and the turn passes to North.",
            },
        ],
    },
    Lesson {
        title: "Doubles",
        rules: "{}",
        steps: &[
            Step {
                setup: &["roll:6-6", "t12:6", "t12:6"],
                rule: "Double six is played six, six, then five, five, four, four, and so on down to one, one: twelve moves in that order.",
                source: FISKE,
                notes: &[],
                task: "You have played the two sixes. Now play a five: from t12 to t7.",
                expect: Expect::Action("t12:5"),
                retry: "After the sixes come the fives: move a piece from t12 five points to t7.",
                shown: "Next come the second five, then two fours, two threes, two twos and two ones.",
            },
            Step {
                setup: &["roll:5-5", "t12:5", "t12:5"],
                rule: "Double five is played five, five, then six, six.",
                source: FISKE,
                notes: &[],
                task: "You have played the two fives. Now play a six: from t12 to t6.",
                expect: Expect::Action("t12:6"),
                retry: "After the fives come two sixes: move a piece from t12 six points to t6.",
                shown: "One six is left to play, and then the turn passes.",
            },
            Step {
                setup: &["roll:3-3", "t12:3", "t12:3"],
                rule: "Fiske says double four, three or two is played as \"two of that number, down to one\". Here that is read as for double six: two of that number, then two of each number below it, down to one (rules note P3).",
                source: FISKE,
                notes: &["P3"],
                task: "Double three: you have played the two threes. Now play a two.",
                expect: Expect::AnyOf(&["t12:2", "t9:2"]),
                retry: "After the threes come the twos: move a piece two points, from t12 or from t9.",
                shown: "After the second two come two ones.",
            },
            Step {
                setup: &["roll:1-1", "t12:1", "t12:1"],
                rule: "Double one is played upwards: one, one, then two, two, and so on up to six, six.",
                source: FISKE,
                notes: &[],
                task: "You have played the two ones. Now play a two.",
                expect: Expect::AnyOf(&["t12:2", "t11:2"]),
                retry: "After the ones come the twos: move a piece two points, from t12 or from t11.",
                shown: "Then come the second two, two threes, two fours, two fives and two sixes.",
            },
        ],
    },
    Lesson {
        title: "Hitting, and coming back in",
        rules: "{}",
        steps: &[
            Step {
                setup: &[
                    "roll:5-4", "t12:4", "t8:5", "roll:5-2", "b1:2", "b3:5", "roll:4-1", "t12:4", "t12:1", "roll:3-1",
                    "b1:3", "b8:1", "roll:4-2", "t12:4", "t12:2", "roll:4-3", "b4:4", "b1:3", "roll:6-2",
                ],
                rule: "If your piece lands on a point where one opposing piece stands alone, that piece is hit: it is taken off the board and must come back in. Two or more pieces together are safe, and close their point to you.",
                source: FISKE,
                notes: &["P5"],
                task: "Move the piece on t3 six points, round the corner to b4, where a single North piece stands.",
                expect: Expect::Action("t3:6"),
                retry: "Pick up the piece on t3 and move it six points: on to t1 at the end of the top row, then round the corner along the bottom row to b4.",
                shown: "North's piece went to the bar. North must bring it back in before moving anything else.",
            },
            Step {
                setup: &[
                    "roll:5-3", "t12:3", "t9:5", "roll:5-3", "b1:5", "b1:3", "roll:5-2", "t12:2", "t12:5", "roll:5-2",
                    "b1:2", "b3:5", "roll:6-2", "t4:2", "t12:6", "roll:6-1", "b1:1", "b4:6", "roll:6-5", "t12:6", "t2:5",
                    "roll:3-1", "b1:3", "b6:1", "roll:4-3",
                ],
                rule: "A hit piece comes back in (here before any other piece moves: rules note P5) on the point a die names counted from your starting point (1 is t12, 2 is t11, and so on), and only onto an empty point.",
                source: FISKE,
                notes: &["P5"],
                task: "Your piece on the bar must come in first. The 3 would bring it to t10, where a piece of yours stands, so bring it in with the 4, onto t9.",
                expect: Expect::Action("bar-s:4"),
                retry: "Only an empty point will do: t9, four points from the start, is free.",
                shown: "Your piece is back on the board, and now you may play the 3 as you like.",
            },
        ],
    },
    Lesson {
        title: "Two limits on your starting side",
        rules: "{}",
        steps: &[
            Step {
                setup: &[
                    "roll:5-3", "t12:3", "t12:5", "roll:6-4", "b1:4", "b1:6", "roll:3-2", "t9:2", "t12:3", "roll:3-2",
                    "b7:2", "b5:3", "roll:5-4",
                ],
                rule: "On your starting side, the top row, no point may hold more than two of your pieces, apart from t12 itself.",
                source: FISKE,
                notes: &["P6"],
                task: "Play the 5. A piece from t12 would be a third on t7, so move another piece five.",
                expect: Expect::AnyOf(&["t9:5", "t7:5"]),
                retry: "t7 already holds two of your pieces. Move five from t9 or from t7 instead.",
                shown: "Your pieces stay spread out, at most two to a point on the top row.",
            },
            Step {
                setup: &["roll:6-1", "t12:1", "t12:6", "roll:6-2", "b1:6", "b1:2", "roll:5-4"],
                rule: "No piece may go past t2, the last point but one of the top row, until five of your pieces have left t12.",
                source: FISKE,
                notes: &["P6"],
                task: "Play the 5. Only two pieces have left t12, so the piece on t6 may not go on to t1: move another piece five.",
                expect: Expect::AnyOf(&["t12:5", "t11:5"]),
                retry: "The piece on t6 must wait. Move five from t12 or from t11.",
                shown: "Once five pieces have left t12, your pieces may run on round the corner into the bottom row.",
            },
        ],
    },
    Lesson {
        title: "Bearing off",
        rules: "{}",
        steps: &[Step {
            setup: &[
                "roll:6-5", "t12:6", "t12:5", "roll:5-4", "b1:5", "b1:4", "roll:6-4", "t12:6", "t12:4", "roll:6-5",
                "b1:6", "b1:5", "roll:5-4", "t12:5", "t12:4", "roll:6-4", "b1:6", "b1:4", "roll:6-5", "t8:6", "t8:5",
                "roll:5-4", "b5:5", "b1:4", "roll:6-4", "t7:6", "t12:4", "roll:6-5", "b5:6", "b5:5", "roll:5-4",
                "t12:5", "t12:4", "roll:6-4", "b6:6", "b1:4", "roll:6-5", "t8:6", "t8:5", "roll:5-4", "b1:5", "b1:4",
                "roll:6-4", "t7:6", "t12:4", "roll:6-5", "b5:6", "b7:5", "roll:5-4", "t12:5", "t12:4", "roll:6-4",
                "b1:6", "b1:4", "roll:6-5", "t3:6", "t8:5", "roll:5-4", "b10:5", "b5:4", "roll:6-4", "t3:6", "t12:4",
                "roll:6-5", "b9:6", "b5:5", "roll:5-4", "t8:5", "t12:4", "roll:6-4", "b10:6", "b1:4", "roll:6-5",
                "t3:6", "t8:5", "roll:5-4", "b5:5", "b1:4", "roll:6-4", "t3:6", "t12:4", "roll:6-5", "b7:6", "b10:5",
                "roll:5-4", "t8:5", "t8:4", "roll:6-4", "b1:6", "b5:4", "roll:6-5", "t6:6", "t4:5", "roll:5-4",
                "b9:5", "b6:4", "roll:6-4", "t6:6", "t3:4", "roll:6-5", "b7:6", "b10:5", "roll:5-4", "t3:5", "t7:4",
                "roll:6-4", "b7:6", "b6:4", "roll:6-5", "t3:6", "t2:5", "roll:5-4", "b10:5", "b10:4", "roll:6-4",
                "t2:6", "t7:4", "roll:6-5", "b11:6", "b11:5", "roll:5-4", "t3:5", "t1:4", "roll:6-4", "b12:6",
                "b12:4", "roll:6-5", "t1:6", "b1:5", "roll:5-4", "t12:5", "t12:4", "roll:6-4", "b1:6", "b2:4",
                "roll:6-5", "t12:6", "t11:5", "roll:5-4", "b2:5", "b3:4", "roll:6-4", "t11:6", "t10:4", "roll:6-5",
                "b3:6", "b4:5", "roll:5-4", "t10:5", "t10:4", "roll:6-4", "b4:6", "b4:4", "roll:6-5", "t10:6",
                "t10:5", "roll:5-4", "b4:5", "b4:4", "roll:6-4", "t9:6", "t9:4", "roll:6-5", "b4:6", "b4:5",
                "roll:5-4", "t9:5", "t8:4", "roll:6-4", "b5:6", "b6:4", "roll:6-5", "t8:6", "t7:5", "roll:5-4",
                "b6:5", "b6:4", "roll:6-4", "t7:6", "t6:4", "roll:6-5",
            ],
            rule: "When all your pieces are in your last quarter, b7 to b12, you may bear them off: a die takes off a piece that many points from the end. The first to bear off all fifteen scores two points.",
            source: FISKE,
            notes: &["P7"],
            task: "All your pieces are home. Bear one off: with the 6 from b7, or with the 5 from b8.",
            expect: Expect::AnyOf(&["b7:6", "b8:5"]),
            retry: "Take a piece off the board: the 6 from b7, or the 5 from b8.",
            shown: "That piece is off the board. Bear off all fifteen before North does to win the game.",
        }],
    },
];
