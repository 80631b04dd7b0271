//! Leyla's lessons: the rules recorded by Pankhurst (1971: 182) from Ba'alul Mohamed of Jigjiga,
//! taught one at a time on real positions (see [`crate::engine::Lesson`]). Every position is
//! reached from the opening by the actions in `setup`; the readings the text leaves open are the
//! rules notes L1-L18 in `docs/rules-notes.md`.

use crate::engine::{Expect, Lesson, Step};

/// The lessons, in the order a visitor takes them.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        title: "Sowing",
        rules: "{}",
        steps: &[
            Step {
                setup: &["a6", "b3"],
                rule: "On your turn, take every counter from one hole of your row and drop them one at a time into the holes that follow, clockwise: along your row towards a6, then on into North's row from b1.",
                source: "Pankhurst 1971: 182",
                notes: &[],
                task: "Sow from a6: its five counters go one by one into b1, b2, b3, b4 and b5.",
                expect: Expect::Action("a6"),
                retry: "Nearly: this time pick a6, the hole at the left end of your row, and watch its counters go on into North's row.",
                shown: "One counter went into each hole in turn. The last one fell into b5, which was empty, so your turn is over.",
            },
            Step {
                setup: &["a1", "b5"],
                rule: "If your last counter falls into a hole that already holds counters, lift them all and sow on from there. This is a relay, and it can happen again and again in one turn.",
                source: "Pankhurst 1971: 182",
                notes: &[],
                task: "Sow from a3: its one counter falls into a4, which is full of counters.",
                expect: Expect::Action("a3"),
                retry: "That was a fine move, but this step is about a3: its single counter lands in a4 and carries on from there.",
                shown: "a4's twelve counters were lifted and sown all the way round the board. The last one fell into a4 itself, empty by then, so the turn ended.",
            },
        ],
    },
    Lesson {
        title: "Capturing holes",
        rules: "{}",
        steps: &[
            Step {
                setup: &["a3", "b1"],
                rule: "If your last counter makes exactly four in a hole of North's row, you capture that hole and the hole facing it in your row. The counters stay and nobody sows from those holes again. Nothing is lifted, so your turn ends (rules note L5).",
                source: "Pankhurst 1971: 182",
                notes: &["L5"],
                task: "Sow from a6: its one counter makes four in b1.",
                expect: Expect::Action("a6"),
                retry: "Look for the hole in North's row holding three: a6's single counter reaches it.",
                shown: "b1 and a6, the hole facing it, are now yours. Their counters will be yours when the round ends.",
            },
            Step {
                setup: &["a3", "b6"],
                rule: "If your last counter falls into a hole North has captured, you take that counter and one more from the hole, and your turn ends.",
                source: "Pankhurst 1971: 182",
                notes: &[],
                task: "Sow from a2: its eighth and last counter lands in b4, a hole North captured.",
                expect: Expect::Action("a2"),
                retry: "Try a2: count its eight counters along the board and see where the last one falls.",
                shown: "You took two counters from b4: your last one and one of North's. They are yours to keep.",
            },
        ],
    },
    Lesson {
        title: "The end of a round, and the next",
        rules: "{}",
        steps: &[
            Step {
                setup: &["a4", "b5", "a3", "b4", "a1", "b6", "a1", "b4", "a1", "b6"],
                rule: "The round ends when a player can no longer move; here, when the player whose turn it is has nothing to sow (rules note L8). Each player then takes the counters in the free holes of their own row and in the holes they captured.",
                source: "Pankhurst 1971: 182",
                notes: &["L8"],
                task: "Sow from a1. After it, North has no counter left to sow.",
                expect: Expect::Action("a1"),
                retry: "Sow from a1, the hole at the right end of your row, to end the round.",
                shown: "The round is over: every counter on the board went to the player whose free hole or captured hole held it.",
            },
            Step {
                setup: &["a4", "b5", "a3", "b4", "a1", "b6", "a1", "b4", "a1", "b6", "a1", "b4"],
                rule: "For the next round both players fill their holes with four counters each. The richer player fills only as many holes as the poorer one can and keeps the rest; a single counter over goes to the opponent. Holes left empty are out of play, and sowing passes them by.",
                source: "Pankhurst 1971: 182",
                notes: &["L15"],
                task: "You have only three holes this round. Sow from a3 and watch the counters skip the empty holes.",
                expect: Expect::Action("a3"),
                retry: "Try a3, the hole with six counters, and follow where they go.",
                shown: "From a3 the counters went straight on to b4, b5 and b6 and round to a1, a2 and a3: the empty holes are out of play until a later round.",
            },
            Step {
                setup: &["a3", "b2", "a2", "b3", "a4", "b5", "a2", "b3", "a1"],
                rule: "When both players have two counters over, the richer one may lend their two to the other, to be paid back in a later round when they can spare them.",
                source: "Pankhurst 1971: 182",
                notes: &["L11", "L14"],
                task: "You have 26 counters and North has 22. Lend North your two spare counters.",
                expect: Expect::Action("lend"),
                retry: "Keeping is allowed too, but this step is about the loan: choose to lend.",
                shown: "North owes you two now. With 24 each, both of you fill all six holes for the next round.",
            },
        ],
    },
];
