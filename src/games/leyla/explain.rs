//! "Why?" for Leyla: what a move did and which rule of Pankhurst's record (1971: 182, as played
//! by Ba'alul Mohamed of Jigjiga) or which reading in `docs/rules-notes.md` made it happen, in
//! a few plain sentences (the messages `leyla-why-*` of `locales/<lang>/why/leyla.ftl`, which
//! name the source), from the move's events and the position after it.

use super::{opposite, side, topology, Hole, Leyla, LeylaAction, LeylaMatch, RoundEnd};
use crate::engine::why::{joined, most_important, Join, Said};
use crate::engine::{Event, Game, Phrase, Seat, Site, ToAct, TransferReason};

fn name(site: Site) -> &'static str {
    topology().id(site)
}

fn why(id: &str) -> Phrase {
    Phrase::new(format!("leyla-why-{id}"))
}

/// Why a move of a match did what it did: the sowing, then the end of the round and what
/// passed between the rounds.
pub(super) fn explain(game: &LeylaMatch, events: &[Event]) -> Vec<Phrase> {
    let mut sentences = sowing(Some(game.round()), events);
    if events.iter().any(|e| matches!(e, Event::Settle { .. })) {
        sentences.push((4, round_over(game.round(), events, game.to_act() == ToAct::Over)));
    }
    let keep = !events.iter().any(|e| matches!(e, Event::PickUp { .. } | Event::Transfer { .. }))
        && events.iter().any(|e| matches!(e, Event::RoundStart { .. }));
    if keep {
        let lender = if game.reserve()[0] > game.reserve()[1] { Seat::FIRST } else { Seat::SECOND };
        sentences.push((3, why("kept").with("seat", lender)));
    }
    // A hole chosen and filled between rounds (the option `unfilled_holes: "in_play"`).
    let filled: Vec<&str> = if events.iter().any(|e| matches!(e, Event::PickUp { .. })) {
        Vec::new()
    } else {
        let mut sites: Vec<&str> =
            events.iter().filter_map(|e| if let Event::Drop { site } = *e { Some(name(site)) } else { None }).collect();
        sites.dedup();
        sites
    };
    if !filled.is_empty() {
        sentences.push((3, why("filled").with("count", filled.len()).with("holes", filled.join(", "))));
    }
    if let Some(transfers) = joined(events.iter().filter_map(transfer).collect(), Join::Semicolon) {
        sentences.push((3, why("passed").with("what", transfers)));
    }
    for event in events {
        if let Event::RoundStart { round, first } = *event {
            let holes = game.round().holes().iter().take(super::ROW).filter(|&&h| h == Hole::Free).count();
            sentences.push((3, why("round-start").with("round", round).with("count", holes).with("seat", first)));
        }
    }
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    if legal.contains(&LeylaAction::Lend) {
        if let ToAct::Seat(lender) = game.to_act() {
            sentences.push((4, why("lend-offer").with("lender", lender).with("borrower", lender.opponent())));
        }
    }
    if sentences.is_empty() && legal.iter().any(|a| matches!(a, LeylaAction::Fill(_))) {
        if let ToAct::Seat(chooser) = game.to_act() {
            sentences.push((3, why("choose-holes").with("seat", chooser)));
        }
    }
    let match_over = game.to_act() == ToAct::Over && !game.round().rules().single_round;
    if match_over && events.iter().any(|e| matches!(e, Event::TurnEnd { next: ToAct::Over })) {
        let holdings = game.holdings();
        let loser = (0..2).map(|i| Seat::new(i as u8)).find(|s| holdings[s.index()] < 4);
        let over = match loser {
            Some(loser) => why("match-over").with("loser", loser).with("winner", loser.opponent()),
            None => Phrase::new("why-status").with("status", game.status_phrase()),
        };
        sentences.push((4, over));
    }
    most_important(sentences)
}

/// Why a move of a single round did what it did.
pub(super) fn explain_round(round: &Leyla, events: &[Event]) -> Vec<Phrase> {
    let mut sentences = sowing(Some(round), events);
    if events.iter().any(|e| matches!(e, Event::Settle { .. })) {
        sentences.push((4, round_over(round, events, true)));
    }
    most_important(sentences)
}

/// The sowing: where it started, its relays, and where and why it stopped. `round` is the round
/// after the move, looked at only while it goes on (a finished round's board has been shared
/// out).
fn sowing(round: Option<&Leyla>, events: &[Event]) -> Vec<Said> {
    let Some((start, count)) = events.iter().find_map(|e| match *e {
        Event::PickUp { site, count } => Some((site, count)),
        _ => None,
    }) else {
        return Vec::new();
    };
    let mover = side(start);
    let settled = events.iter().any(|e| matches!(e, Event::Settle { .. }));
    let relays: Vec<&str> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Relay { site, .. } => Some(name(site)),
            _ => None,
        })
        .collect();
    let last = events.iter().rev().find_map(|e| match *e {
        Event::Drop { site } => Some(site),
        _ => None,
    });
    let mut sentences = Vec::new();
    if !settled {
        sentences.push((1, why("sown").with("seat", mover).with("count", count).with("hole", name(start))));
    }
    let relayed = match relays.len() {
        0 => None,
        1 => Some(why("relay").with("hole", relays[0])),
        n if n <= 5 => Some(why("relays").with("count", n).with("holes", relays.join(", "))),
        n => Some(why("relays-many").with("count", n)),
    };
    sentences.extend(relayed.map(|sentence| (2, sentence)));
    // The hole the last counters were lifted from: empty since then.
    let lifted = events.iter().rev().find_map(|e| match *e {
        Event::PickUp { site, .. } | Event::Relay { site, .. } => Some(site),
        _ => None,
    });
    if let Some(last) = last {
        sentences.push((3, ending(round.filter(|_| !settled), events, mover, last, lifted == Some(last))));
    }
    sentences
}

/// Why the sowing stopped at `last`.
fn ending(round: Option<&Leyla>, events: &[Event], mover: Seat, last: Site, came_round: bool) -> Phrase {
    for event in events {
        match *event {
            Event::Claim { site, by } if site == last => {
                return why("made-four")
                    .with("hole", name(site))
                    .with("owner", by.opponent())
                    .with("seat", by)
                    .with("facing", name(opposite(site)));
            }
            Event::Capture { site, count, by } if site == last => {
                let id = if count >= 2 { "took-one-more" } else { "took-only-it" };
                return why(id).with("hole", name(site)).with("owner", by.opponent()).with("seat", by);
            }
            _ => {}
        }
    }
    let Some(round) = round else {
        return why("fell").with("hole", name(last));
    };
    let id = match (round.holes()[last.index()], round.counts()[last.index()]) {
        (Hole::Captured(owner), _) if owner == mover => "fell-own",
        (_, 1) if came_round => "came-round",
        (_, 1) => "fell-empty",
        _ => "fell-for-ever",
    };
    why(id).with("hole", name(last)).with("seat", mover)
}

/// The round just ended: who could not move (when the events tell), and how the board was shared.
fn round_over(round: &Leyla, events: &[Event], finished_round_at_hand: bool) -> Phrase {
    let taken = events
        .iter()
        .filter_map(|e| match *e {
            Event::Settle { seat, count } => Some(why("seat-took").with("seat", seat).with("count", count)),
            _ => None,
        })
        .collect();
    let taken = joined(taken, Join::Comma).unwrap_or_else(|| Phrase::new("nobody"));
    let mover = events.iter().find_map(|e| match *e {
        Event::PickUp { site, .. } => Some(side(site)),
        _ => None,
    });
    let next = mover.map(Seat::opponent);
    // The player to move was stuck for certain if this move captured (no position can have come
    // round again since) or if nothing at all went to them from free holes and captures.
    let captured = events.iter().any(|e| matches!(e, Event::Claim { .. } | Event::Capture { .. }));
    let nothing_to = |seat: Seat| events.contains(&Event::Settle { seat, count: 0 });
    if round.rules().round_end == RoundEnd::EitherRow {
        // Either row may have ended the round (L8): name a player only when nothing at all went
        // to them, so that their row was surely empty.
        return match (next, mover) {
            (Some(next), _) if nothing_to(next) => why("round-over-stuck").with("seat", next).with("taken", taken),
            (_, Some(mover)) if nothing_to(mover) => why("round-over-stuck").with("seat", mover).with("taken", taken),
            _ if round.ending() == super::Ending::Stuck => why("round-over-either").with("taken", taken),
            _ => why("round-over").with("taken", taken),
        };
    }
    let nothing_to_next = next.is_some_and(nothing_to);
    let stuck = (finished_round_at_hand && round.ending() == super::Ending::Stuck) || captured || nothing_to_next;
    match next {
        Some(next) if stuck => why("round-over-stuck").with("seat", next).with("taken", taken),
        _ => why("round-over").with("taken", taken),
    }
}

/// A transfer between rounds, in words, without the source.
fn transfer(event: &Event) -> Option<Phrase> {
    let Event::Transfer { from, to, count, reason } = *event else { return None };
    let id = match reason {
        TransferReason::Repay => "repaid",
        TransferReason::Surrender => "surrendered",
        TransferReason::Loan => "lent",
        _ => "passed-on",
    };
    Some(why(id).with("from", from).with("to", to).with("count", count))
}

#[cfg(test)]
mod tests {
    use super::super::LeylaRules;
    use super::*;
    use crate::games::testkit::{self, english};

    const SOUTH: Seat = Seat::FIRST;
    const NORTH: Seat = Seat::SECOND;

    /// The sentences after `hole` is sown in the position drawn (North's row b1..b6 on top,
    /// South's a6..a1 below).
    fn why(diagram: &str, to_move: Seat, hole: &str) -> Vec<String> {
        let game = super::super::tests::position_with(diagram, to_move, LeylaRules::default());
        testkit::why(game, &[hole])
    }

    /// The sentences after the actions of a match, the last one explained.
    fn why_in_match(actions: &[&str]) -> Vec<String> {
        testkit::why(LeylaMatch::new(LeylaRules::default()), actions)
    }

    #[test]
    fn a_sowing_into_an_empty_hole_ends_the_turn() {
        assert_eq!(
            why("0 0 0 0 0 1\n0 0 0 0 2 0", SOUTH, "a2"),
            [
                "South lifted the 2 counters of a2 and sowed them one by one, clockwise (Pankhurst 1971: 182).",
                "The last counter fell into a4, an empty hole, so the turn ended (Pankhurst 1971: 182).",
            ]
        );
    }

    #[test]
    fn a_relay_is_named_with_its_hole() {
        let said = why("0 0 0 0 0 1\n0 0 0 0 3 1", SOUTH, "a1");
        assert_eq!(
            said[1],
            "The last counter fell into a2, which held counters, so they were lifted and sown on: a relay (Pankhurst 1971: 182)."
        );
        assert_eq!(said.len(), 3);
    }

    #[test]
    fn making_four_captures_the_hole_and_the_one_facing_it() {
        let said = why("3 0 2 0 0 0\n1 0 0 0 0 1", SOUTH, "a6");
        assert_eq!(
            said[1],
            "The last counter made four in b1, a hole of North's row, so South captured it and a6, the hole facing it: the counters stay, nobody sows from these holes again, and the turn ended (Pankhurst 1971: 182; rules note L5)."
        );
    }

    #[test]
    fn a_last_counter_in_a_captured_hole_takes_one_more_or_only_itself() {
        let said = why("4S 0 0 0 0 6\n3S 0 0 0 0 0", NORTH, "b6");
        assert!(said[1]
            .starts_with("The last counter fell into a6, a hole South had captured, so North took it and one more"));
        let said = why("0S 0 0 0 0 6\n0S 0 0 0 0 0", NORTH, "b6");
        assert!(said[1].ends_with("there was nothing more to take (rules note L6)."), "{said:?}");
    }

    #[test]
    fn a_last_counter_in_ones_own_captured_hole_stays() {
        let said = why("4S 0 0 0 0 1\n0S 2 0 0 0 1", SOUTH, "a5");
        assert_eq!(
            said[1],
            "The last counter fell into b1, a hole South captured earlier, so the turn ended and the counter stays there (rules note L2)."
        );
    }

    #[test]
    fn a_sowing_that_would_repeat_for_ever_is_stopped() {
        // The position of the rules-note L4 scenario test (found in random play, seed 5222).
        let said = why(" 5 1 3 4 13 2\n 1 2 0 14 0 3", NORTH, "b3");
        assert!(said.last().expect("a sentence").ends_with("(rules note L4)."), "{said:?}");
    }

    #[test]
    fn the_end_of_a_round_says_who_could_not_move_and_how_the_board_was_shared() {
        let said = why("2N 0 0 0 0 0\n3N 0 0 0 1 2", SOUTH, "a2");
        assert_eq!(
            said,
            [
                "The last counter fell into a3 and the turn ended.",
                "North has nothing left to sow, so the round is over (rules note L8): each player takes the counters in the free holes of their own row and in the holes they captured (Pankhurst 1971: 182); South took 3, North took 5.",
            ]
        );
    }

    #[test]
    fn under_either_row_the_round_end_does_not_blame_the_player_who_could_still_move() {
        // South's last counter makes four in b1 and captures it with a6, leaving South's row
        // empty. Under `round_end: either_row` that ends the round at once, though North, to
        // move, still has b3 to sow: the capture must not be read as North being stuck.
        let rules = LeylaRules { round_end: RoundEnd::EitherRow, ..LeylaRules::default() };
        let mut game = super::super::tests::position_with("3 0 2 0 0 0\n1 0 0 0 0 0", SOUTH, rules);
        let mut events = Vec::new();
        game.apply_with(game.parse_action("a6").expect("a hole"), &mut events).expect("legal");
        assert_eq!(game.to_act(), ToAct::Over, "either row ends the round");
        let said = english(game.explain(&events));
        let last = said.last().expect("a sentence");
        assert!(!last.contains("North has nothing left to sow"), "{said:?}");
        assert_eq!(
            last,
            "A player has nothing left to sow, and under the rule option round_end either_row that ends the round whoever is to move (rules note L8): each player takes the counters in the free holes of their own row and in the holes they captured (Pankhurst 1971: 182); South took 4, North took 2."
        );
        // By default the same move leaves North to move, and the round goes on.
        let mut game = super::super::tests::position_with("3 0 2 0 0 0\n1 0 0 0 0 0", SOUTH, LeylaRules::default());
        game.apply_with(game.parse_action("a6").expect("a hole"), &mut Vec::new()).expect("legal");
        assert_eq!(game.to_act(), ToAct::Seat(NORTH));
    }

    #[test]
    fn between_rounds_a_surrendered_counter_and_the_smaller_board_are_told() {
        // The lesson's round: South's a1 leaves North nothing to sow; North has one counter over.
        let said = why_in_match(&["a4", "b5", "a3", "b4", "a1", "b6", "a1", "b4", "a1", "b6", "a1"]);
        assert_eq!(
            said[2],
            "North had a single counter over after filling holes of four and gave it up to South (Pankhurst 1971: 182)."
        );
        assert!(said[3].starts_with("Round 2 begins with 3 holes a side"), "{said:?}");
        assert!(said.len() <= 4);
    }

    #[test]
    fn a_loan_on_offer_a_loan_made_and_a_loan_kept_back() {
        let round = ["a3", "b2", "a2", "b3", "a4", "b5", "a2", "b3", "a1"];
        let said = why_in_match(&round);
        assert_eq!(
            said.last().expect("a sentence"),
            "Both players have two counters over: South, the richer, may lend them to North or keep them (Pankhurst 1971: 182; rules note L14)."
        );
        let lent = why_in_match(&[&round[..], &["lend"]].concat());
        assert_eq!(lent[0], "South lent 2 counters to North, to be repaid in a later round (Pankhurst 1971: 182).");
        assert!(lent[1].starts_with("Round 2 begins with 6 holes a side"));
        let kept = why_in_match(&[&round[..], &["keep"]].concat());
        assert!(kept[0].starts_with("South kept the two counters over in reserve"), "{kept:?}");
    }

    #[test]
    fn a_player_who_cannot_fill_a_hole_loses_the_match() {
        let mut events = Vec::new();
        let game = LeylaMatch::between_rounds([47, 1], [0, 0], 4, SOUTH, LeylaRules::default(), &mut events);
        assert_eq!(
            english(explain(&game, &events)).last().expect("a sentence"),
            "North cannot fill a single hole with four, so the match is over and South wins (Pankhurst 1971: 182)."
        );
    }

    #[test]
    fn a_repayment_is_told() {
        let mut events = Vec::new();
        let game = LeylaMatch::between_rounds([20, 28], [0, 2], 1, SOUTH, LeylaRules::default(), &mut events);
        let said = english(explain(&game, &events));
        assert!(said[0].starts_with("North repaid"), "{said:?}");
    }
}
