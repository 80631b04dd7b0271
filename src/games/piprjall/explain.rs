//! "Why?" for Piprjall: what a throw or a move did and which rule of Fiske's description (1905:
//! 352, nineteenth-century Iceland) or which reading in `docs/rules-notes.md` (P1-P11) made it
//! happen, in a few plain sentences (the messages `piprjall-why-*` of
//! `locales/<lang>/why/piprjall.ftl`, which name the source), from the action's events and the
//! position after it.

use super::{position_of, steps_of, topology, Phase, Piprjall, BAR, GAME_POINTS, PIECES, TRAY};
use crate::engine::why::{most_important, Said};
use crate::engine::{Event, Phrase, Seat, Site, ToAct};

fn name(site: Site) -> &'static str {
    topology().id(site)
}

fn why(id: &str) -> Phrase {
    Phrase::new(format!("piprjall-why-{id}"))
}

/// Steps in a row, as numbers: "5, 4, 4".
fn steps(steps: &[u8]) -> String {
    steps.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

/// Why the action that caused `events` did what it did; `game` is the position after it.
pub(super) fn explain(game: &Piprjall, events: &[Event]) -> Vec<Phrase> {
    let moved = events.iter().find_map(|e| match *e {
        Event::PickUp { site, .. } => Some(site),
        _ => None,
    });
    let mut said = match moved {
        Some(from) => a_move(game, events, from),
        None => a_throw(game, events),
    };
    said.extend(game_end(game, events));
    most_important(said)
}

/// A throw: what the dice ask for, or why nothing could be played.
fn a_throw(game: &Piprjall, events: &[Event]) -> Vec<Said> {
    let Some((a, b)) = game.last_roll else { return Vec::new() };
    let passed = events.iter().any(|e| matches!(e, Event::TurnEnd { .. }));
    let thrower = if passed { game.mover.opponent() } else { game.mover };
    let thrown = if a == b {
        let order = match a {
            6 => "down",
            5 => "fives-sixes",
            1 => "up",
            _ => "lower",
        };
        why("threw-double")
            .with("seat", thrower)
            .with("die", a)
            .with("order", order)
            .with("steps", steps(&steps_of(a, b)))
    } else {
        why("threw").with("seat", thrower).with("a", a).with("b", b)
    };
    let mut said = vec![(3, thrown)];
    if passed {
        said.push((3, why("cannot-move").with("seat", thrower)));
    } else if game.pieces[game.mover.index()][0] > 0 {
        said.push((3, why("on-the-bar").with("seat", thrower)));
    }
    said
}

/// A move: from where to where, a hit, a piece coming back in or borne off, what is left to play.
fn a_move(game: &Piprjall, events: &[Event], from: Site) -> Vec<Said> {
    let to = events.iter().rev().find_map(|e| match *e {
        Event::Drop { site } if !BAR.contains(&site.0) => Some(site),
        _ => None,
    });
    let mover = events.iter().rev().find_map(|e| match *e {
        Event::Owner { owner: Some(seat), .. } => Some(seat),
        _ => None,
    });
    let (Some(to), Some(mover)) = (to, mover) else { return Vec::new() };
    let start = if BAR.contains(&from.0) { Some(0) } else { position_of(mover, from) };
    let mut said = Vec::new();
    if TRAY.contains(&to.0) {
        said.push((3, why("bore-off").with("seat", mover).with("from", name(from))));
    } else if let (Some(start), Some(end)) = (start, position_of(mover, to)) {
        let moved = if start == 0 { why("came-back-in") } else { why("moved") };
        said.push((
            3,
            moved.with("seat", mover).with("count", end - start).with("from", name(from)).with("to", name(to)),
        ));
    }
    if let Some(hit) = events.iter().find_map(|e| match *e {
        Event::Capture { site, .. } => Some(site),
        _ => None,
    }) {
        said.push((4, why("hit").with("point", name(hit)).with("seat", mover.opponent())));
    }
    match &game.phase {
        Phase::Play { steps: left, doubles, .. } if game.mover == mover => {
            let left = if *doubles {
                why("still-to-play-in-order").with("steps", steps(left))
            } else {
                why("still-to-play").with("steps", left.iter().map(u8::to_string).collect::<String>())
            };
            said.push((1, left));
        }
        Phase::Roll
            if events.contains(&Event::TurnEnd { next: ToAct::Chance })
                && !events.iter().any(|e| matches!(e, Event::LaidOut { .. })) =>
        {
            said.push((1, why("turn-passes").with("seat", mover.opponent())));
        }
        _ => {}
    }
    said
}

/// A game won (or abandoned), and the match.
fn game_end(game: &Piprjall, events: &[Event]) -> Vec<Said> {
    let setup = events.iter().any(|e| matches!(e, Event::LaidOut { .. }));
    let over = events.contains(&Event::TurnEnd { next: ToAct::Over });
    if !setup && !over {
        return Vec::new();
    }
    let Some(last) = game.history.last() else { return Vec::new() };
    let winner = [Seat::FIRST, Seat::SECOND].into_iter().find(|s| last.taken[s.index()] == u32::from(PIECES));
    let ended = match winner {
        Some(winner) => why("borne-off-all").with("seat", winner).with("count", GAME_POINTS),
        None => why("abandoned"),
    };
    let next = if over {
        let winner = if game.points[0] > game.points[1] { Seat::FIRST } else { Seat::SECOND };
        why("match-won").with("seat", winner).with("count", game.points[winner.index()])
    } else {
        why("new-game").with("seat", game.mover)
    };
    vec![(4, ended), (2, next)]
}

#[cfg(test)]
mod tests {
    use super::super::PiprjallRules;
    use super::*;
    use crate::games::testkit::why;

    fn opening() -> Piprjall {
        Piprjall::new(PiprjallRules::default())
    }

    /// The position `diagram` draws (as in the scenario tests), South to throw.
    fn position(diagram: &str, rules: PiprjallRules) -> Piprjall {
        super::super::tests::position_with(diagram, Seat::FIRST, rules)
    }

    #[test]
    fn a_throw_of_two_numbers_and_each_sequence_of_doubles() {
        assert_eq!(
            why(opening(), &["roll:5-3"]),
            ["South threw 5 and 3: each die moves one piece its full number of points, and both must be played if they can be (Fiske 1905: 352; rules note P2)."]
        );
        for (roll, said) in [
            ("roll:6-6", "South threw double 6, played down to one: 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, in that order (Fiske 1905: 352)."),
            ("roll:5-5", "South threw double 5, played five, five, then six, six: 5, 5, 6, 6, in that order (Fiske 1905: 352)."),
            ("roll:3-3", "South threw double 3, played two of that number, then two of each lower one, as the app reads Fiske's \"two of that number, down to one\": 3, 3, 2, 2, 1, 1, in that order (Fiske 1905: 352; rules note P3)."),
            ("roll:1-1", "South threw double 1, played upwards to six: 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, in that order (Fiske 1905: 352)."),
        ] {
            assert_eq!(why(opening(), &[roll]), [said]);
        }
    }

    #[test]
    fn a_throw_that_cannot_be_played_passes_the_turn() {
        // South's hit piece finds every entry point taken by South's own pairs; North can move.
        let board = "  .   .   .   .   .  2S |   0 |  2S  2S  2S  2S  2S  2S |   0
                     15N   .   .   .   .   . |   1 |   .   .   .   .   .   . |   0";
        let said = why(position(board, PiprjallRules::default()), &["roll:3-2"]);
        assert_eq!(said[1], "No piece of South's could move with these dice, so the turn passes (rules note P4).");
    }

    #[test]
    fn moves_and_what_is_still_to_play() {
        assert_eq!(
            why(opening(), &["roll:5-3", "t12:5"]),
            [
                "South moved a piece 5 points, from t12 to t7: each die moves one piece its full number (Fiske 1905: 352).",
                "The 3 is still to play.",
            ]
        );
        assert_eq!(why(opening(), &["roll:5-3", "t12:5", "t12:3"])[1], "The turn passes to North.");
        assert_eq!(
            why(opening(), &["roll:6-6", "t12:6", "t12:6", "t12:5"])[1],
            "Still to play, in this order: 5, 4, 4, 3, 3, 2, 2, 1, 1 (Fiske 1905: 352)."
        );
    }

    #[test]
    fn a_hit_and_a_piece_coming_back_in() {
        let hit = why(
            position(
                "  .   .  1S   .   .   . |   0 |   .  4S   .   .   . 10S |   0
                 14N   .   .  1N   .   . |   0 |   .   .   .   .   .   . |   0",
                PiprjallRules::default(),
            ),
            &["roll:6-2", "t3:6"],
        );
        assert_eq!(
            hit[1],
            "It landed on b4, where a single North piece stood alone: that piece was hit and taken off to the bar, and North must bring it back in before moving anything else (Fiske 1905: 352; rules note P5)."
        );
        let game = position(
            "  .   .   .   .   .   . |   0 |   .   .   .  1S   . 13S |   0
             15N   .   .   .   .   . |   1 |   .   .   .   .   .   . |   0",
            PiprjallRules::default(),
        );
        let thrown = why(game.clone(), &["roll:4-3"]);
        assert!(thrown[1].starts_with("A piece of South's is on the bar: it must come back in"), "{thrown:?}");
        let back = why(game, &["roll:4-3", "bar-s:4"]);
        assert_eq!(
            back[0],
            "South's hit piece came back in on t9, 4 points from the start: a hit piece comes in before any other moves, and only onto an empty point (Fiske 1905: 352; rules note P5)."
        );
    }

    #[test]
    fn bearing_off_winning_a_game_and_the_match() {
        let home = "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
                    15N   .   .   .   .   . |   0 |  1S   .   .   .   .  1S |  13";
        let said = why(position(home, PiprjallRules::default()), &["roll:6-1", "b7:6"]);
        assert!(said[0].starts_with("South bore off a piece from b7: once all their pieces are in the last quarter"));
        let last = why(
            position(
                "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
                 15N   .   .   .   .   . |   0 |   .   .   .   .   .  1S |  14",
                PiprjallRules::default(),
            ),
            &["roll:2-1", "b12:2"],
        );
        assert_eq!(
            last[1..],
            [
                "South has borne off all fifteen pieces and scores 2 points (Fiske 1905: 352).",
                "A new game begins, and North starts it: the players take turns (rules note P8).",
            ]
        );
        let short = PiprjallRules { match_points: 2, ..PiprjallRules::default() };
        let won = why(
            position(
                "  .   .   .   .   .   . |   0 |   .   .   .   .   .   . |   0
                 15N   .   .   .   .   . |   0 |   .   .   .   .   .  1S |  14",
                short,
            ),
            &["roll:2-1", "b12:2"],
        );
        assert_eq!(won.last().expect("a sentence"), "South has 2 points, enough to win the match (rules note P9).");
    }

    #[test]
    fn a_game_nobody_can_move_in_is_abandoned() {
        // The position of the rules-note P11 scenario test.
        let said = why(position(super::super::tests::NOBODY_MOVES, PiprjallRules::default()), &["roll:6-5"]);
        assert!(said.contains(
            &"Neither player could move, whatever the dice, so the game is abandoned and nobody scores (rules note P11).".to_string()
        ));
    }
}
