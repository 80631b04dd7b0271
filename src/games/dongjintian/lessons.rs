//! Dongjintian's lessons: the four-player game from Yunnan as Eagle (1995: 57-58) records it,
//! taught one rule at a time on real positions (see [`crate::engine::Lesson`]). Every position is
//! reached from the opening by the actions in `setup`; the readings the record leaves open are
//! the rules notes D1-D8 in `docs/rules-notes.md`.

use crate::engine::{Expect, Lesson, Step};

/// The record the lessons follow.
const EAGLE: &str = "Eagle 1995: 57-58";

/// The lessons, in the order a visitor takes them.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        title: "Sowing and steering",
        rules: "{}",
        steps: &[
            Step {
                setup: &[],
                rule: "Every hole starts with five counters, and on your turn you may sow from any hole on the board: lift all its counters.",
                source: EAGLE,
                notes: &[],
                task: "Lift the five counters of b2.",
                expect: Expect::Action("b2"),
                retry: "Choose b2: the second hole from the left, in the second row from the bottom.",
                shown: "You hold five counters. Next you drop them one at a time into neighbouring holes, choosing the way each time.",
            },
            Step {
                setup: &["b2", "N"],
                rule: "You steer as you sow: the next counter may go straight on, or turn left or right, but never straight back to the hole it came from.",
                source: EAGLE,
                notes: &[],
                task: "Your first counter went north into b3. Turn east: drop the next one into c3.",
                expect: Expect::Action("E"),
                retry: "Turn to the right, east, into c3. Going back south is never allowed.",
                shown: "You turned. You can turn at every hole, as often as you like.",
            },
            Step {
                setup: &["b2", "N", "N"],
                rule: "At the edge of the board you cannot go on, and you may not go back, so you must turn. In a corner only one way is left, and the counter goes there at once.",
                source: EAGLE,
                notes: &["D8"],
                task: "You have reached the top edge at b4. Turn east or west.",
                expect: Expect::AnyOf(&["E", "W"]),
                retry: "North is off the board and south is back the way you came: choose east or west.",
                shown: "You turned along the edge and sow on.",
            },
            Step {
                setup: &["b2", "N", "N", "E", "E"],
                rule: "After your last counter, look at the next hole on the same line. If it holds counters, lift them and sow on, steering again: a relay. If your last counter stops at the edge, facing off the board, the move ends.",
                source: EAGLE,
                notes: &[],
                task: "One counter is left. Drop it south into d3: d2, the next hole on that line, holds counters.",
                expect: Expect::Action("S"),
                retry: "Going east into e4 would stop at the edge. Try south, into d3.",
                shown: "You lifted the counters of d2 and sow them on: steer them one by one as before.",
            },
        ],
    },
    Lesson {
        title: "Capturing",
        rules: "{}",
        steps: &[
            Step {
                setup: &["d3", "S", "E", "S"],
                rule: "If the next hole on the line after your last counter is empty, you capture the counters in the hole beyond it, and your move ends.",
                source: EAGLE,
                notes: &[],
                task: "Drop your last counter north into d2: d3 after it is the hole you emptied, and d4 beyond is full.",
                expect: Expect::Action("N"),
                retry: "Going west would relay from b1. Try north, into d2.",
                shown: "You captured the five counters of d4. The player who captures the most wins.",
            },
            Step {
                setup: &["c2", "W", "N", "N", "E"],
                rule: "The record says captures cannot be made \"from\" the two central holes. Here that means nothing is ever captured when your last counter falls into c2 or c3 (rules note D3).",
                source: EAGLE,
                notes: &["D3"],
                task: "Drop your last counter south into c3: c2 after it is empty and c1 beyond is full, but c3 is a central hole.",
                expect: Expect::Action("S"),
                retry: "Choose south, into c3, to see what a central hole does.",
                shown: "Nothing was captured: the move simply ended. Keep your last counter out of c2 and c3 when you mean to capture.",
            },
        ],
    },
    Lesson {
        title: "The end of the game",
        rules: "{}",
        steps: &[Step {
            setup: &[
                "b4", "S", "E", "S", "S", "E", "N", "N", "W", "b3", "S", "E", "E", "E", "N", "N", "e3", "N", "S", "S",
                "E", "N", "N", "a3", "E", "E", "E", "S", "E", "b3", "W", "c4", "S", "W", "S", "W", "S", "E", "N", "W",
                "N", "W", "N", "b1", "E", "E", "E", "N", "N", "e4", "S", "W", "N", "E", "W", "S", "E", "N", "W", "S",
                "W", "S", "W", "E", "E", "S", "E", "N", "S", "E", "S", "d2", "W", "W", "W", "S", "E", "N", "N", "E",
                "N", "d1", "E", "N", "W", "W", "N", "E", "E", "W", "N", "N", "W", "S", "E", "E", "S", "S", "N", "N",
                "E", "N", "e3", "W", "W", "W", "S", "W", "b1", "N", "N", "E", "E", "S", "W", "S", "E", "N", "N", "S",
                "E", "b3", "E", "S", "E", "N", "E", "a3", "E", "E", "E", "S", "S", "N", "W", "N", "e1", "W", "N", "W",
                "S", "b3", "S", "W", "e4", "W", "S", "S", "S", "W", "W", "W", "c1", "N", "E", "S", "N", "W", "N", "W",
                "S", "S", "N", "N", "W", "N", "S", "S", "S", "W", "c4", "E", "S", "S", "W", "N", "E", "S", "W", "N",
                "b2", "S", "E", "E", "b4",
            ],
            rule: "The player who captures the most wins. The record does not say when play stops; here the game ends when twenty turns in a row, five rounds of the table, pass without a capture (rules note D1).",
            source: EAGLE,
            notes: &["D1"],
            task: "Nobody has captured for nineteen turns, and you lead with five. Drop your counter west into a4 and end the game without a capture.",
            expect: Expect::Action("W"),
            retry: "South, into b3, would capture and keep the game going. This time choose west, into a4.",
            shown: "Twenty turns passed without a capture, so the game is over, and you win with the most captured.",
        }],
    },
];
