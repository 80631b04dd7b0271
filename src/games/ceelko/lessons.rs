//! Ceelkoqyuqkoqiji's lessons: the Naxi game as V. Eagle recorded it in Longquan village,
//! Lijiang (Eagle 1995: 53-55), taught one rule at a time on real positions (see
//! [`crate::engine::Lesson`]), with a short lesson each on what the Equal Cost and Fourteen holes
//! rulesets change. Every position is reached from the opening by the actions in `setup`; the
//! readings the account leaves open are the rules notes C1-C19 in `docs/rules-notes.md`.

use crate::engine::{Expect, Lesson, Step};

/// The account the lessons follow.
const EAGLE: &str = "Eagle 1995: 53-55";

/// The lessons, in the order a visitor takes them.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        title: "Who starts, and sowing",
        rules: "{}",
        steps: &[
            Step {
                setup: &["index"],
                rule: "Each round starts with a finger throw: both players show a finger at once. The index finger (the snake) beats the thumb (the frog), the thumb beats the little finger (the centipede), and the little finger beats the index. The winner starts.",
                source: EAGLE,
                task: "South has shown the index finger. Throw the finger that beats it: the little finger.",
                expect: Expect::Action("little"),
                retry: "Remember the circle: the little finger, the centipede, beats the index finger. Try the little finger.",
                shown: "The little finger beats the index finger, so you, North, start the round.",
            },
            Step {
                setup: &["little", "thumb", "b1+"],
                rule: "On your turn, lift all the stones of one of your holes and sow them one by one, in whichever direction you like, through the stores as well as the holes.",
                source: EAGLE,
                task: "Sow from a3 clockwise, to the left: into a2, a1, North's store B, then b5, b4 and b3.",
                expect: Expect::Action("a3-"),
                retry: "Choose a3 and the clockwise direction, towards a2.",
                shown: "Each stone went one place on, through the store as well. The two holes after your last stone, b2 and b1, were empty, so your move ended.",
            },
            Step {
                setup: &["thumb", "little", "a4+", "b5+"],
                rule: "When your last stone has dropped, look at the next hole. If it holds stones, lift them and sow on in the same direction: a relay.",
                source: EAGLE,
                task: "Sow from a4 counter-clockwise, to the right: your last stone falls in b1, and b2 after it holds stones.",
                expect: Expect::Action("a4+"),
                retry: "Choose a4 and the counter-clockwise direction, towards a5 and your store A.",
                shown: "You relayed twice, from b2 and then from b5. After your last stone, in B, two empty holes followed, so the move ended.",
            },
        ],
    },
    Lesson {
        title: "Capturing",
        rules: "{}",
        steps: &[
            Step {
                setup: &["index", "little", "b4+"],
                rule: "If the hole after your last stone is empty and the one after that holds stones, you capture those stones, and your move ends.",
                source: EAGLE,
                task: "Sow from a5 clockwise: your last stone falls in b5, b4 after it is empty, and b3 beyond holds six.",
                expect: Expect::Action("a5-"),
                retry: "Choose a5 and the clockwise direction, towards a4.",
                shown: "You captured the six stones of b3. They are yours, set aside until the round ends.",
            },
            Step {
                setup: &["thumb", "index", "b5+", "a3-", "b3-"],
                rule: "A capture goes on along the line: if another empty hole follows the captured one, and then a full one, those stones are captured too, and so on until two full or two empty holes come in a row.",
                source: EAGLE,
                task: "Sow the single stone of a1 clockwise, into North's store B: then come empty b5, full b4, empty b3 and full b2.",
                expect: Expect::Action("a1-"),
                retry: "Choose a1 and the clockwise direction, towards the store B.",
                shown: "You captured b4 and then b2 as well. b1 beyond held stones right after, so the chain stopped there.",
            },
        ],
    },
    Lesson {
        title: "The stores and the goats",
        rules: "{}",
        steps: &[
            Step {
                setup: &["thumb", "little"],
                rule: "Each store starts with a goat, a large stone: your mu in A, North's gong in B. A store counts as empty, except while its own goat has never left it: then the goat alone counts, and it can be captured like stones in a hole.",
                source: EAGLE,
                task: "Sow from a1 clockwise. After a relay, your last stone falls in a2; a1 is empty, and B beyond still holds the gong.",
                expect: Expect::Action("a1-"),
                retry: "Choose a1 and the clockwise direction, towards the store B.",
                shown: "You captured the gong. North will have to buy it back from you when the round ends.",
            },
            Step {
                setup: &["index", "little", "b3+", "a5+"],
                rule: "A goat is sown like any stone, but you choose when it drops among the others. A goat that falls into a store belongs to that store's owner.",
                source: EAGLE,
                task: "Your relay lifted a1's stones with the gong among them. Drop the gong as the fifth stone: a2, a3, a4, a5, then your store A.",
                expect: Expect::Action("p5"),
                retry: "Count five places on from a1: a2, a3, a4, a5 and your store A. Choose the fifth.",
                shown: "The gong fell into your store, so it is yours now. The sowing went on with the other stones.",
            },
            Step {
                setup: &["little", "index", "a2-", "b4+"],
                rule: "If you have no stones in your holes on your turn, you may huelshe: put one of your stones in each of your holes and play on. You may decline and end the round instead, but not while a goat is still in its own store.",
                source: EAGLE,
                task: "Your holes are empty and your mu is still at home in A. Huelshe.",
                expect: Expect::Action("huelshe"),
                retry: "Your holes are empty: choose huelshe to put a stone in each of them.",
                shown: "One of your stones went into each of your holes, and now it is still your turn to sow.",
            },
        ],
    },
    Lesson {
        title: "Ending a round: loans, debts and selling a hole",
        rules: "{}",
        steps: &[
            Step {
                setup: &["little", "thumb", "b1+"],
                rule: "A round ends by agreement. On your turn, instead of sowing, you may propose to end it; the other player accepts or refuses.",
                source: "Eagle 1995: 53-55; rules note C11",
                task: "Propose to end the round.",
                expect: Expect::Action("propose"),
                retry: "This time, do not sow: choose to propose ending the round.",
                shown: "Now North must answer. If North refuses, you may propose again only after you have sown.",
            },
            Step {
                setup: &["little", "thumb", "b3-", "a4-", "propose"],
                rule: "When the round ends, each player takes the stones in their own holes and refills them with five each. A player who is short must borrow from the other, who may not refuse; the debt is remembered from round to round.",
                source: EAGLE,
                task: "North proposes to end the round. Accept.",
                expect: Expect::Action("accept"),
                retry: "Choose to accept North's proposal.",
                shown: "You were three stones short of filling your holes, so you borrowed three from North. You owe North three now.",
            },
            Step {
                setup: &["little", "thumb", "b1-", "propose", "accept"],
                rule: "A player whose debt reaches five must sell one of their holes to the lender for five stones, set against the debt. The seller chooses which hole. A sold hole is always empty, and what falls into it belongs to its buyer.",
                source: EAGLE,
                task: "You had to buy back your mu for seven and borrow to fill your holes, and now owe North seven. Choose a hole to sell.",
                expect: Expect::AnyOf(&["sell:a1", "sell:a2", "sell:a3", "sell:a4", "sell:a5"]),
                retry: "Choose one of your holes, a1 to a5, to sell.",
                shown: "The hole is North's now. Its price paid off five of your debt, and the stones it no longer needs paid the rest.",
            },
        ],
    },
    Lesson {
        title: "Equal Cost: both goats worth five",
        rules: "{\"ruleset\":\"equal_cost\"}",
        steps: &[Step {
            setup: &["index", "little", "b1-", "a2+", "propose"],
            rule: "Play is the same as in the Eagle ruleset; only the price of a goat between rounds differs. Usually the mu costs seven and the gong six to buy back; with Equal Cost both cost five.",
            source: EAGLE,
            task: "North holds your mu and you hold North's gong. North proposes to end the round: accept.",
            expect: Expect::Action("accept"),
            retry: "Choose to accept North's proposal.",
            shown: "You paid five for your mu and North paid five for the gong, so the goats changed hands back at no cost to either of you.",
        }],
    },
    Lesson {
        title: "Fourteen holes: two rows of seven",
        rules: "{\"ruleset\":\"fourteen_holes\"}",
        steps: &[Step {
            setup: &["thumb", "little"],
            rule: "One player Eagle met also played on two rows of seven holes with seven stones in each, both goats costing seven. Sowing, relays and captures are the same.",
            source: EAGLE,
            task: "Sow from a1 counter-clockwise: its seven stones reach your store A, and b1 after it is full.",
            expect: Expect::Action("a1+"),
            retry: "Choose a1 and the counter-clockwise direction, towards a2.",
            shown: "You relayed from b1 round to North's store B. Then a1 was empty and a2 full, so you captured a2's eight stones.",
        }],
    },
];
