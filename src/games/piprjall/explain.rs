//! "Why?" for Piprjall: what a throw or a move did and which rule of Fiske's description (1905:
//! 352, nineteenth-century Iceland) or which reading in `docs/rules-notes.md` (P1-P11) made it
//! happen, in a few plain sentences, from the action's events and the position after it.

use super::{other, position_of, steps_of, topology, Phase, Piprjall, BAR, GAME_POINTS, PIECES, TRAY};
use crate::engine::{Event, Seat, Site, ToAct};

/// Where the rules come from.
const SOURCE: &str = "Fiske 1905: 352";

fn name(site: Site) -> &'static str {
    &topology().sites[site.index()].id
}

/// The steps a throw of `a` and `b` gives, in words.
fn sequence(a: u8, b: u8) -> String {
    let steps: Vec<String> = steps_of(a, b).iter().map(u8::to_string).collect();
    steps.join(", ")
}

/// Why the action that caused `events` did what it did; `game` is the position after it.
pub(super) fn explain(game: &Piprjall, events: &[Event]) -> Vec<String> {
    let moved = events.iter().find_map(|e| match *e {
        Event::PickUp { site, .. } => Some(site),
        _ => None,
    });
    let mut said = match moved {
        Some(from) => a_move(game, events, from),
        None => a_throw(game, events),
    };
    said.extend(game_end(game, events));
    said
}

/// A throw: what the dice ask for, or why nothing could be played.
fn a_throw(game: &Piprjall, events: &[Event]) -> Vec<String> {
    let Some((a, b)) = game.last_roll else { return Vec::new() };
    let passed = events.iter().any(|e| matches!(e, Event::TurnEnd { .. }));
    let thrower = if passed { other(game.mover) } else { game.mover };
    let mut said = vec![if a == b {
        let order = match a {
            6 => "down to one",
            5 => "five, five, then six, six",
            1 => "upwards to six",
            _ => "two of that number, then two of each lower one",
        };
        format!("{thrower} threw double {a}, played {order}: {}, in that order ({SOURCE}).", sequence(a, b))
    } else {
        format!(
            "{thrower} threw {a} and {b}: each die moves one piece its full number of points, and both must be played if they can be ({SOURCE}; rules note P2)."
        )
    }];
    if passed {
        said.push(format!("No piece of {thrower}'s could move with these dice, so the turn passes ({SOURCE})."));
    } else if game.pieces[game.mover.index()][0] > 0 {
        said.push(format!(
            "A piece of {thrower}'s is on the bar: it must come back in before any other moves, onto an empty point a die names counted from the start ({SOURCE}; rules note P5)."
        ));
    }
    said
}

/// A move: from where to where, a hit, a piece coming back in or borne off, what is left to play.
fn a_move(game: &Piprjall, events: &[Event], from: Site) -> Vec<String> {
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
        said.push(format!(
            "{mover} bore off a piece from {}: once all their pieces are in the last quarter, a die takes off a piece that many points from the end, or the farthest one if none lies there ({SOURCE}; rules note P7).",
            name(from)
        ));
    } else if let (Some(start), Some(end)) = (start, position_of(mover, to)) {
        let points = end - start;
        said.push(if start == 0 {
            format!(
                "{mover}'s hit piece came back in on {}, {points} points from the start: a hit piece comes in before any other moves, and only onto an empty point ({SOURCE}; rules note P5).",
                name(to)
            )
        } else {
            format!(
                "{mover} moved a piece {points} points, from {} to {}: each die moves one piece its full number ({SOURCE}).",
                name(from),
                name(to)
            )
        });
    }
    if let Some(hit) = events.iter().find_map(|e| match *e {
        Event::Capture { site, .. } => Some(site),
        _ => None,
    }) {
        said.push(format!(
            "It landed on {}, where a single {} piece stood alone: that piece was hit and taken off to the bar, and {} must bring it back in before moving anything else ({SOURCE}).",
            name(hit),
            other(mover),
            other(mover)
        ));
    }
    match &game.phase {
        Phase::Play { steps, doubles, .. } if game.mover == mover => {
            let left: Vec<String> = steps.iter().map(u8::to_string).collect();
            said.push(if *doubles {
                format!("Still to play, in this order: {} ({SOURCE}).", left.join(", "))
            } else {
                format!("The {} is still to play.", left.join(""))
            });
        }
        Phase::Roll if events.contains(&Event::TurnEnd { next: ToAct::Chance }) && game.mover != mover => {
            said.push(format!("The turn passes to {}.", other(mover)));
        }
        _ => {}
    }
    said
}

/// A game won (or abandoned), and the match.
fn game_end(game: &Piprjall, events: &[Event]) -> Vec<String> {
    let setup = events.iter().any(|e| matches!(e, Event::Setup { .. }));
    let over = events.contains(&Event::TurnEnd { next: ToAct::Over });
    if !setup && !over {
        return Vec::new();
    }
    let Some(last) = game.history.last() else { return Vec::new() };
    let winner = [Seat::FIRST, Seat::SECOND].into_iter().find(|s| last.taken[s.index()] == u32::from(PIECES));
    let mut said = vec![match winner {
        Some(winner) => {
            format!("{winner} has borne off all fifteen pieces and scores {GAME_POINTS} points ({SOURCE}).")
        }
        None => {
            "Neither player could move, whatever the dice, so the game is abandoned and nobody scores (rules note P11)."
                .to_string()
        }
    }];
    said.push(if over {
        let winner = if game.points[0] > game.points[1] { Seat::FIRST } else { Seat::SECOND };
        format!("{winner} has {} points, enough to win the match (rules note P9).", game.points[winner.index()])
    } else {
        format!("A new game begins, and {} starts it: the players take turns (rules note P8).", game.mover)
    });
    said
}
