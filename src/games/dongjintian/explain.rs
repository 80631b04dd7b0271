//! "Why?" for Dongjintian: what a lift or a step did and which rule of the record (Eagle 1995:
//! 57-58, the four-player game of Yunnan) or which reading in `docs/rules-notes.md` (D1-D8) made
//! it happen, in a few plain sentences (the messages `dongjintian-why-*` of
//! `locales/<lang>/why/dongjintian.ftl`, which name the source), from the action's events and
//! the position after it.

use super::{
    neighbour, topology, CentreRule, Dir, Dongjintian, GameEnd, Phase, LUDII_MOVE_LIMIT, LUDII_TURN_LIMIT, MAX_RELAYS,
    QUIET_TURNS, TURN_ORDER,
};
use crate::engine::why::{joined, most_important, site, Join, Said};
use crate::engine::{Event, Phrase, Seat, Site, ToAct};

fn name(site: Site) -> &'static str {
    topology().id(site)
}

fn why(id: &str) -> Phrase {
    Phrase::new(format!("dongjintian-why-{id}"))
}

/// The direction of the step from `from` to its neighbour `to`.
fn heading(from: Site, to: Site) -> Option<Dir> {
    [Dir::N, Dir::E, Dir::S, Dir::W].into_iter().find(|&d| neighbour(from, d) == Some(to))
}

/// The seat whose move the events belong to: the player to move, or the one before them if
/// the move has ended.
fn mover(game: &Dongjintian, events: &[Event]) -> Seat {
    let ended = events.iter().any(|e| matches!(e, Event::TurnEnd { next: ToAct::Seat(_) }));
    if ended {
        TURN_ORDER[(game.turn + TURN_ORDER.len() - 1) % TURN_ORDER.len()]
    } else {
        TURN_ORDER[game.turn]
    }
}

/// Why the action that caused `events` did what it did; `game` is the position after it.
pub(super) fn explain(game: &Dongjintian, events: &[Event]) -> Vec<Phrase> {
    let mover = mover(game, events);
    let mut said: Vec<Said> = Vec::new();
    if let Some(&Event::PickUp { site, count }) = events.first() {
        said.push((3, why("lifted").with("seat", mover).with("count", count).with("hole", name(site))));
    }
    let drops: Vec<Site> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Drop { site } => Some(site),
            _ => None,
        })
        .collect();
    let ended = events.iter().any(|e| matches!(e, Event::TurnEnd { .. }));
    let last_event_drop = events.iter().rev().find(|e| !matches!(e, Event::TurnEnd { .. }));
    for (i, event) in events.iter().enumerate() {
        let last = events[..i].iter().rev().find_map(|e| match *e {
            Event::Drop { site } => Some(site),
            _ => None,
        });
        match (*event, last) {
            (Event::Relay { site, count }, Some(last)) => {
                said.push((3, why("relay").with("last", name(last)).with("hole", name(site)).with("count", count)))
            }
            (Event::Capture { site, count, by }, Some(last)) => {
                let gap = [Dir::N, Dir::E, Dir::S, Dir::W].into_iter().find_map(|d| {
                    let next = neighbour(last, d)?;
                    (neighbour(next, d) == Some(site)).then_some(next)
                });
                let capture = match gap {
                    Some(next) => why("captured-beyond").with("next", name(next)),
                    None => why("captured"),
                };
                said.push((
                    4,
                    capture.with("last", name(last)).with("seat", by).with("count", count).with("hole", name(site)),
                ));
            }
            _ => {}
        }
    }
    let relayed = events.iter().any(|e| matches!(e, Event::Relay { .. }));
    let stepped = !matches!(events.first(), Some(Event::PickUp { .. }));
    if let (true, Some((&first, forced))) = (stepped, drops.split_first()) {
        let forced_on = !forced.is_empty();
        let went = match joined(forced.iter().map(|&s| site(name(s))).collect(), Join::Then) {
            None => why("went").with("hole", name(first)),
            Some(then) => why("went-forced").with("hole", name(first)).with("then", then),
        };
        match game.phase {
            Phase::Steer { hand, .. } if !relayed => {
                said.insert(0, (3, why("steer-on").with("went", went).with("count", hand)))
            }
            _ if forced_on => said.insert(0, (2, Phrase::new("why-status").with("status", went))),
            _ => {}
        }
    }
    if ended && matches!(last_event_drop, Some(Event::Drop { .. })) {
        said.extend(why_stopped(game, drops.last().copied()).map(|sentence| (3, sentence)));
    }
    if events.contains(&Event::TurnEnd { next: ToAct::Over }) {
        said.push((4, game_over(game)));
    }
    most_important(said)
}

/// Why a sowing whose last counter fell in `last` ended without a relay or a capture.
fn why_stopped(game: &Dongjintian, last: Option<Site>) -> Option<Phrase> {
    let path = &game.path;
    let last = last?;
    let before = path.len().checked_sub(2).map(|i| path[i])?;
    let dir = heading(before, last)?;
    let Some(next) = neighbour(last, dir) else {
        return Some(why("edge").with("hole", name(last)));
    };
    if game.counts[next.index()] > 0 {
        return Some(why("relayed-most").with("count", MAX_RELAYS));
    }
    // A full hole beyond an empty one is captured, unless the centre protects it (rules note
    // D3): by default a last counter in a central hole, under option `gap` an empty central hole
    // after it (a central hole is never the one captured: it never lies two beyond a last counter).
    let id = match game.rules.centre {
        CentreRule::Gap => "central-gap",
        CentreRule::LastHole | CentreRule::Target => "central",
    };
    Some(match neighbour(next, dir).filter(|t| game.counts[t.index()] > 0) {
        Some(target) => why(id).with("hole", name(last)).with("next", name(next)).with("beyond", name(target)),
        None => why("nothing-beyond").with("next", name(next)),
    })
}

/// How the game ended and who won.
fn game_over(game: &Dongjintian) -> Phrase {
    if game.at_ludii_limit() {
        // Rule option `end: "ludii"` (rules note D11): drawn at Ludii's default limits.
        return why("ludii-limit").with("turns", LUDII_TURN_LIMIT).with("moves", LUDII_MOVE_LIMIT);
    }
    let best = game.captured.iter().copied().max().unwrap_or(0);
    let winners: Vec<Seat> = TURN_ORDER.iter().copied().filter(|s| game.captured[s.index()] == best).collect();
    let id = if game.rules.end == GameEnd::Ludii { "ludii-end" } else { "game-over" };
    why(id).with("turns", QUIET_TURNS).with("winners", Phrase::list(&winners)).with("count", best)
}

#[cfg(test)]
mod tests {
    use super::super::DongjintianRules;
    use super::*;
    use crate::engine::Game;
    use crate::games::testkit::{english, play, why};

    const SOUTH: Seat = Seat::new(0);

    fn opening() -> Dongjintian {
        Dongjintian::new(DongjintianRules::default())
    }

    /// The position `diagram` draws (as in the scenario tests), South to move.
    fn board(diagram: &str) -> Dongjintian {
        super::super::tests::position_with(diagram, SOUTH, &[], DongjintianRules::default())
    }

    #[test]
    fn lifting_any_hole_and_steering_its_counters() {
        assert_eq!(
            why(opening(), &["b2"]),
            ["South lifted the 5 counters of b2: any player may sow from any hole (Eagle 1995: 57-58). They go one by one into neighbouring holes, South choosing the way at each."]
        );
        assert_eq!(
            why(opening(), &["b2", "N", "E"]),
            ["One counter went into c3. 3 left to sow: the next may go straight on or turn, but never straight back (Eagle 1995: 57-58)."]
        );
    }

    #[test]
    fn a_step_with_only_one_way_is_taken_at_once() {
        assert_eq!(
            why(opening(), &["b2", "N", "N", "W"]),
            ["One counter went into a4; only one way led on from there, so the next went into a3 at once (rules note D8). 1 left to sow: the next may go straight on or turn, but never straight back (Eagle 1995: 57-58)."]
        );
    }

    #[test]
    fn a_relay_a_capture_and_a_stop_at_the_edge() {
        assert_eq!(
            why(opening(), &["b2", "N", "N", "E", "E", "S"]),
            ["The last counter fell into d3, and the next hole on that line, d2, held counters, so its 5 counters were lifted and sown on, steering again: a relay (Eagle 1995: 57-58)."]
        );
        assert_eq!(
            why(opening(), &["d3", "S", "E", "S", "N"]),
            ["The last counter fell into d2; the next hole on that line, d3, was empty, so South captured the 5 counters of d4 beyond it (Eagle 1995: 57-58)."]
        );
        let edge = why(opening(), &["b2", "N", "N", "E", "E", "E"]);
        assert_eq!(
            edge,
            ["The last counter fell into e4 at the edge of the board, with no hole beyond it on that line, so the move ended (Eagle 1995: 57-58)."]
        );
    }

    #[test]
    fn nothing_is_captured_from_a_central_hole_or_where_nothing_lies_beyond() {
        assert_eq!(
            why(opening(), &["c2", "W", "N", "N", "E", "S"]),
            ["The last counter fell into c3, one of the two central holes, so nothing was captured, although c2 after it was empty and c1 beyond was full (Eagle 1995: 57-58; rules note D3)."]
        );
        assert_eq!(
            why(board("0 0 0 0 1 / 0 0 0 0 0 / 0 0 0 0 0 / 1 0 0 0 0"), &["a1", "E"]),
            ["The next hole on that line, c1, was empty, and there was nothing beyond it to capture, so the move ended (Eagle 1995: 57-58)."]
        );
    }

    #[test]
    fn under_the_gap_option_the_empty_central_hole_is_named_not_the_last() {
        // The scenario of the option's rules test: a2's counter falls in b2 heading East; c2,
        // central, is empty; d2 beyond is full. b2 is not a central hole.
        let gap = DongjintianRules { centre: CentreRule::Gap, ..DongjintianRules::default() };
        let start = "0 0 0 0 1 / 0 0 0 0 0 / 1 0 0 4 0 / 0 0 0 0 1";
        let said = why(super::super::tests::position_with(start, SOUTH, &[], gap), &["a2", "E"]);
        assert_eq!(
            said,
            ["The last counter fell into b2; the empty hole after it, c2, is a central hole, so nothing was captured across it, although d2 beyond was full (rule option centre gap; Eagle 1995: 57-58; rules note D3)."]
        );
        // By default the same move captures d2: the sentence says so, not that b2 is central.
        let said = why(board("0 0 0 0 1 / 0 0 0 0 0 / 1 0 0 4 0 / 0 0 0 0 1"), &["a2", "E"]);
        assert!(said[0].contains("captured the 4 counters of d2"), "{said:?}");
    }

    #[test]
    fn a_move_that_has_relayed_forty_times_ends() {
        // South lifts b1; say its single counter has come there on the move's fortieth relay.
        let mut game = board("0 0 0 0 0 / 0 0 0 0 0 / 0 0 0 0 0 / 0 1 0 3 0");
        play(&mut game, "b1");
        game.phase = Phase::Steer { at: Site(1), hand: 1, heading: Some(Dir::E), relays: MAX_RELAYS };
        game.path = vec![Site(0), Site(1)];
        let events = play(&mut game, "E");
        assert_eq!(
            english(game.explain(&events)),
            ["The move had relayed 40 times, so it ended there (rules note D6)."]
        );
    }

    #[test]
    fn twenty_quiet_turns_end_the_game() {
        let mut game = board("0 0 0 0 1 / 0 0 0 0 0 / 0 0 0 0 0 / 1 0 0 0 0");
        game.captured = [3, 0, 1, 0];
        game.quiet = QUIET_TURNS - 1;
        let said = why(game, &["a1", "E"]);
        assert_eq!(
            said[1],
            "20 turns in a row have passed without a capture, so the game is over (rules note D1): the player who captured the most wins (Eagle 1995: 57-58), South with 3."
        );
    }

    #[test]
    fn as_ludii_plays_it_the_end_is_told_with_its_option_and_note() {
        let ludii = DongjintianRules { end: GameEnd::Ludii, ..DongjintianRules::default() };
        // One counter left after d1's capture: the game is over (rules note D11).
        let game =
            super::super::tests::position_with("0 0 0 0 0 / 0 0 0 0 0 / 0 0 0 0 0 / 1 0 0 3 0", SOUTH, &[], ludii);
        let said = why(game, &["a1", "E"]);
        assert_eq!(
            said.last().map(String::as_str),
            Some("At most one counter is left on the board, so the game is over as Ludii plays it (rule option end ludii; rules note D11): the player who captured the most wins (Eagle 1995: 57-58), South with 3.")
        );
        // Ludii's turn limit with counters left: a draw.
        let mut game =
            super::super::tests::position_with("0 0 0 0 1 / 0 0 0 0 0 / 0 0 0 0 0 / 1 0 0 0 0", SOUTH, &[], ludii);
        game.turns = LUDII_TURN_LIMIT - 1;
        let said = why(game, &["a1", "E"]);
        assert_eq!(
            said.last().map(String::as_str),
            Some("The game reached Ludii's default limit (5,000 turns or 10,000 counters sown) with counters still on the board, so it ends in a draw, as Ludii stops it (rule option end ludii; rules note D11).")
        );
    }
}
