//! "Why?" for Ceelkoqyuqkoqiji: what an action did and which rule of Eagle's account (1995:
//! 53-55, from Longquan village, Lijiang) or which reading in `docs/rules-notes.md` (C1-C19)
//! made it happen, in at most four plain sentences (the messages `ceelko-why-*` of
//! `locales/<lang>/why/ceelkoqyuqkoqiji.ftl`, which name the source), from the action's events
//! and the position after it.

use super::notes::RoundNote;
use super::{Ceelko, Dir, Large, Phase, RoundEnd, HOLE_PRICE};
use crate::engine::why::{joined, most_important, Join, Said};
use crate::engine::{Arg, Event, Phrase, Seat, Site, ToAct, TransferReason};

/// The goats' names, as the messages select on them (`$goat`).
const GOATS: [&str; 2] = ["mu", "gong"];

fn why(id: &str) -> Phrase {
    Phrase::new(format!("ceelko-why-{id}"))
}

/// Why the action that caused `events` did what it did; `game` is the position after it.
pub(super) fn explain(game: &Ceelko, events: &[Event]) -> Vec<Phrase> {
    let mut said: Vec<Said> = Vec::new();
    if events.is_empty() {
        said.extend(quiet(game));
    } else {
        said.extend(sowing(game, events));
        said.extend(huelshe(game, events));
        said.extend(round_end(game, events));
        said.extend(between_rounds(game, events));
    }
    said.extend(waiting(game, events));
    most_important(said)
}

/// Actions that cause no events: a finger shown, a tie, a goat to place, a proposal, a refusal.
fn quiet(game: &Ceelko) -> Vec<Said> {
    let (mover, other) = (game.to_move, game.to_move.opponent());
    let sentence = match game.phase {
        Phase::Throw { south: Some(_) } => why("finger-chosen").with("seat", Seat::FIRST).with("other", Seat::SECOND),
        Phase::Throw { south: None } => why("finger-tie"),
        Phase::Answer => why("proposed").with("seat", mover).with("other", other),
        Phase::Turn if game.refused[mover.index()] => why("refused").with("seat", other).with("other", mover),
        _ => return Vec::new(),
    };
    vec![(3, sentence)]
}

/// What the position after the action waits for, when that needs a reason.
fn waiting(game: &Ceelko, events: &[Event]) -> Vec<Said> {
    let sentence = match game.phase {
        Phase::Placing(hand) => {
            let goat = (0..2).find(|&i| hand.large[i] && hand.placed[i].is_none()).unwrap_or(0);
            why("goat-to-place")
                .with("hole", game.name_of(hand.from))
                .with("goat", GOATS[goat])
                .with("seat", game.to_move)
        }
        Phase::Sell { seller, creditor } => why("must-sell")
            .with("seat", seller)
            .with("other", creditor)
            .with("count", game.owed[seller.index()][creditor.index()]),
        Phase::BuyBack { seller } => why("may-buy-back").with("seat", seller).with("count", HOLE_PRICE),
        Phase::Over { loser } if events.contains(&Event::TurnEnd { next: ToAct::Over }) => match loser {
            Some(loser) if game.free_holes(loser).next().is_none() => why("lost-no-holes").with("seat", loser),
            Some(loser) => why("lost-repeated").with("seat", loser),
            None => why("drawn-repeated"),
        },
        _ => return Vec::new(),
    };
    vec![(4, sentence)]
}

/// The seat that sowed: the player to move while a goat waits to be placed, or else the one
/// before (the turn has passed).
fn sower(game: &Ceelko) -> Seat {
    if matches!(game.phase, Phase::Placing(_)) {
        game.to_move
    } else {
        game.to_move.opponent()
    }
}

/// The sowing: lift, direction, goats placed or sunk, relays, captures and why it stopped.
fn sowing(game: &Ceelko, events: &[Event]) -> Vec<Said> {
    let lifted = events.iter().position(|e| match *e {
        Event::PickUp { site, .. } => game.store_index(site).is_none(),
        Event::Relay { .. } => true,
        _ => false,
    });
    let Some(first) = lifted else { return Vec::new() };
    let mover = sower(game);
    let mut said = Vec::new();
    let start = match events[first] {
        Event::PickUp { site, count } | Event::Relay { site, count } => Some((site, count)),
        _ => None,
    };
    let dir = direction(game, events);
    if let (Event::PickUp { .. }, Some((site, count)), Some(dir)) = (events[first], start, dir) {
        let way = match dir {
            Dir::Forward => "counter-clockwise",
            Dir::Back => "clockwise",
        };
        said.push((
            1,
            why("sown").with("seat", mover).with("count", count).with("hole", game.name_of(site)).with("way", way),
        ));
    }
    for (i, event) in events.iter().enumerate() {
        if let (Event::LargeMove { stone, to: Some(site) }, Some(Event::Drop { site: dropped })) =
            (*event, i.checked_sub(1).map(|j| events[j]))
        {
            if site == dropped {
                said.push((
                    0,
                    why("goat-dropped").with("goat", GOATS[usize::from(stone)]).with("hole", game.name_of(site)),
                ));
            }
        }
        if let (Event::Drop { site }, Some(Event::Capture { site: taken, by, .. })) = (*event, events.get(i + 1)) {
            if site == *taken {
                said.push((3, sunk(game, events, i, site, *by)));
            }
        }
    }
    let relays: Vec<Site> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Relay { site, .. } => Some(site),
            _ => None,
        })
        .collect();
    if !relays.is_empty() {
        let from_store = relays.iter().any(|&s| game.store_index(s).is_some());
        let names: Vec<String> = relays.iter().map(|&s| game.name_of(s)).collect();
        let id = match relays.len() {
            1 => "relay",
            2..=5 => "relays",
            _ => "relays-many",
        };
        let id = if from_store { format!("{id}-store") } else { id.to_string() };
        said.push((
            2,
            why(&id).with("hole", names[0].as_str()).with("count", relays.len()).with("holes", names.join(", ")),
        ));
    }
    let captured: Vec<(Site, u16, Seat, bool)> = events
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match *e {
            Event::Capture { site, count, by } => {
                let before = i.checked_sub(1).map(|j| events[j]);
                let sunk = matches!(before, Some(Event::Drop { site: s }) if s == site);
                let goat = matches!(before, Some(Event::LargeMove { to: None, .. }));
                (!sunk).then_some((site, count, by, goat))
            }
            _ => None,
        })
        .collect();
    if let Some(&(site, count, by, goat)) = captured.first() {
        let what = match game.store_index(site) {
            Some(i) => why("what-store-goat").with("goat", GOATS[i]).with("store", game.name_of(site)),
            None if goat => why("what-with-goat").with("count", count).with("hole", game.name_of(site)),
            None => why("what-stones").with("count", count).with("hole", game.name_of(site)),
        };
        let gap = dir.map(|d| game.step(site, opposite(d)));
        let capture = match gap {
            Some(g) if game.store_index(g).is_some() => why("captured-after-store").with("store", game.name_of(g)),
            Some(g) => why("captured-after-hole").with("hole", game.name_of(g)),
            None => why("captured"),
        };
        said.push((3, capture.with("seat", by).with("what", what)));
        let more = captured[1..]
            .iter()
            .map(|&(s, c, _, _)| match game.store_index(s) {
                Some(goat) => why("more-store-goat").with("goat", GOATS[goat]).with("store", game.name_of(s)),
                None => why("more-stones").with("count", c).with("hole", game.name_of(s)),
            })
            .collect();
        if let Some(more) = joined(more, Join::Comma) {
            said.push((3, why("capture-went-on").with("what", more)));
        }
    } else if events.iter().any(|e| matches!(e, Event::TurnEnd { next: ToAct::Seat(_) }))
        && !matches!(game.phase, Phase::Placing(_))
    {
        said.push((2, why("no-capture")));
    }
    said
}

/// Why a stone that fell into `site` (event number `at`) was taken at once by `by`.
fn sunk(game: &Ceelko, events: &[Event], at: usize, site: Site, by: Seat) -> Phrase {
    // A goat lifted in this action and now held by the sink's owner.
    let goat = (0..2).find(|&g| {
        game.large[g] == Large::Held(by) && events[..at].contains(&Event::LargeMove { stone: g as u8, to: None })
    });
    let id = if game.store_index(site).is_some() { "sunk-in-store" } else { "sunk-in-sold-hole" };
    why(id).with("goat", goat.map_or("none", |g| GOATS[g])).with("hole", game.name_of(site)).with("seat", by)
}

/// The direction of the last sowing in `events`.
fn direction(game: &Ceelko, events: &[Event]) -> Option<Dir> {
    let mut from = None;
    for event in events {
        match *event {
            Event::PickUp { site, .. } | Event::Relay { site, .. } => from = Some(site),
            Event::Drop { site } => {
                if let Some(origin) = from.take() {
                    return [Dir::Forward, Dir::Back].into_iter().find(|&d| game.step(origin, d) == site);
                }
            }
            _ => {}
        }
    }
    None
}

fn opposite(dir: Dir) -> Dir {
    match dir {
        Dir::Forward => Dir::Back,
        Dir::Back => Dir::Forward,
    }
}

/// Huelshe: stones placed in an empty sector, and the turn goes on.
fn huelshe(game: &Ceelko, events: &[Event]) -> Vec<Said> {
    let placed = events.iter().filter(|e| matches!(e, Event::Drop { .. })).count();
    let only_huelshe = events.iter().all(|e| match *e {
        Event::Drop { .. } => true,
        Event::PickUp { site, count } => count == 1 && game.store_index(site).is_some(),
        _ => false,
    });
    if placed == 0 || !only_huelshe || game.phase != Phase::Turn {
        return Vec::new();
    }
    // A short huelshe (C10): fewer stones than unsold holes, placed in a run of neighbours.
    let id = if placed < game.unsold(game.to_move).1 {
        "huelshe-short"
    } else if game.huelshe_obligatory() {
        "huelshe-obligatory"
    } else {
        "huelshe"
    };
    vec![(4, why(id).with("seat", game.to_move).with("count", placed))]
}

/// The end of a round: how it ended, and what each took.
fn round_end(game: &Ceelko, events: &[Event]) -> Vec<Said> {
    if !events.iter().any(|e| matches!(e, Event::Settle { .. })) {
        return Vec::new();
    }
    let sowed = events.iter().any(|e| matches!(e, Event::Drop { .. }));
    let declined = game.history.last_notes().first().is_some_and(|note| matches!(note, RoundNote::Declined { .. }));
    let end = if declined { RoundEnd::Declined(game.to_move) } else { RoundEnd::Agreed };
    let sentence = match (end, sowed) {
        (RoundEnd::Declined(by), false) => why("declined-huelshe").with("seat", by).with("other", by.opponent()),
        (RoundEnd::Declined(by), true) => why("nothing-to-place").with("seat", by).with("other", by.opponent()),
        (RoundEnd::Agreed, false) => why("agreed"),
        (RoundEnd::Agreed, true) => why("repeated-third-time"),
    };
    vec![(4, sentence)]
}

/// Between rounds: goats bought back, debts repaid, loans, holes sold and bought back, the
/// next round set up.
fn between_rounds(game: &Ceelko, events: &[Event]) -> Vec<Said> {
    let (mut goats, mut debts, mut holes) = (Vec::new(), Vec::new(), Vec::new());
    let mut owing = false;
    let hole_in = |from: usize| -> Arg {
        events[from..]
            .iter()
            .find_map(|e| match *e {
                Event::Claim { site, .. } | Event::Release { site, .. } => Some(Arg::Text(game.name_of(site))),
                _ => None,
            })
            .unwrap_or_else(|| why("a-hole").into())
    };
    for (i, event) in events.iter().enumerate() {
        let Event::Transfer { from, to, count, reason } = *event else { continue };
        let part = |id: &str| why(id).with("from", from).with("to", to).with("count", count);
        match reason {
            TransferReason::PieceBuyBack => {
                let goat = (0..2).find(|&g| game.store_owner(g) == from).unwrap_or(0);
                owing |= count < game.rules.ruleset.prices()[goat];
                goats.push(part("goat-paid").with("goat", GOATS[goat]));
            }
            TransferReason::Repay => debts.push(part("debt-repaid")),
            TransferReason::Loan => debts.push(part("borrowed")),
            TransferReason::SiteSale => holes.push(part("hole-sold").with("hole", hole_in(i))),
            TransferReason::SiteBuyBack => holes.push(part("hole-bought-back").with("hole", hole_in(i))),
            TransferReason::Surrender => debts.push(part("gave")),
        }
    }
    let mut said = Vec::new();
    if let Some(goats) = joined(goats, Join::And) {
        let [mu, gong] = game.rules.ruleset.prices();
        let prices = if mu == gong {
            why("price-each").with("price", mu)
        } else {
            why("price-mu-gong").with("mu", mu).with("gong", gong)
        };
        let id = if owing { "goats-bought-back-owing" } else { "goats-bought-back" };
        said.push((3, why(id).with("what", goats).with("prices", prices)));
    }
    for (parts, priority) in [(holes, 4), (debts, 3)] {
        if let Some(parts) = joined(parts, Join::Semicolon) {
            said.push((priority, why("between-rounds").with("what", parts)));
        }
    }
    for event in events {
        match *event {
            Event::LaidOut { round } => {
                said.push((2, why("filled-again").with("count", game.rules.ruleset.per_hole()).with("round", round)))
            }
            Event::RoundStart { round, first } => {
                said.push((4, why("throw-won").with("seat", first).with("round", round)))
            }
            _ => {}
        }
    }
    said
}

#[cfg(test)]
mod tests {
    use super::super::{CeelkoRules, Ruleset};
    use super::*;
    use crate::engine::Game;
    use crate::games::testkit::{self, english, play};

    const SOUTH: Seat = Seat::FIRST;
    const NORTH: Seat = Seat::SECOND;

    /// The sentences for the last of `actions`, played from the opening.
    fn why(rules: CeelkoRules, actions: &[&str]) -> Vec<String> {
        testkit::why(Ceelko::new(rules), actions)
    }

    /// The position `diagram` draws (as in the scenario tests), with `held` held off the board
    /// and the goats off it with their owners, `to_move` to sow.
    fn position(diagram: &str, held: &[u16], to_move: Seat) -> Ceelko {
        testkit::drawn(&Ceelko::new(CeelkoRules::default()), diagram, held, to_move)
    }

    /// A round ended by agreement with the board `diagram` draws (South to move): what happens
    /// between the rounds.
    fn after_round(diagram: &str, held: &[u16]) -> (Ceelko, Vec<Event>) {
        let mut game = position(diagram, held, SOUTH);
        let mut events = Vec::new();
        game.end_round(RoundEnd::Agreed, &mut events);
        (game, events)
    }

    #[test]
    fn the_finger_throw_a_tie_and_who_starts() {
        let rules = CeelkoRules::default();
        assert!(why(rules, &["index"])[0].starts_with("South has chosen a finger; now North chooses without looking."));
        assert_eq!(
            why(rules, &["index", "index"]),
            ["Both showed the same finger, so they throw again (Eagle 1995: 53-55; rules note C14)."]
        );
        assert_eq!(
            why(rules, &["index", "little"]),
            ["North won the finger throw and starts round 1: the index finger beats the thumb, the thumb the little finger, the little finger the index (Eagle 1995: 53-55)."]
        );
    }

    #[test]
    fn a_sowing_in_either_direction_that_ends_between_two_empty_holes() {
        assert_eq!(
            why(CeelkoRules::default(), &["little", "thumb", "b1+", "a3-"]),
            [
                "South lifted the 6 stones of a3 and sowed them one by one, clockwise, through the holes and stores on the way; either direction may be chosen (Eagle 1995: 53-55).",
                "The two holes after the last stone were empty, so the move ended without a capture (Eagle 1995: 53-55).",
            ]
        );
    }

    #[test]
    fn relays_are_named_with_their_holes() {
        let said = why(CeelkoRules::default(), &["thumb", "little", "a4+", "b5+", "a4+"]);
        assert_eq!(
            said[1],
            "The hole after the last stone held stones twice (b2, b5), so each time they were lifted and sown on in the same direction: relays (Eagle 1995: 53-55)."
        );
    }

    #[test]
    fn a_capture_and_a_chain_of_captures() {
        let said = why(CeelkoRules::default(), &["thumb", "index", "b5+", "a3-", "b3-", "a1-"]);
        assert_eq!(
            said[1..],
            [
                "After the last stone came an empty hole (b5) and then a full one, so South captured the 8 stones of b4 (Eagle 1995: 53-55).",
                "Another empty hole followed by a full one, so the capture went on: 2 from b2 too; it stops at two full or two empty holes in a row (Eagle 1995: 53-55).",
            ]
        );
    }

    #[test]
    fn a_goat_at_home_is_captured_with_its_store() {
        let said = why(CeelkoRules::default(), &["thumb", "little", "a1-"]);
        assert_eq!(
            said[2],
            "After the last stone came an empty hole (a1) and then a full one, so South captured the gong at home in store B, which counts as full while its goat has never left it (Eagle 1995: 53-55)."
        );
    }

    #[test]
    fn the_mover_places_a_goat_and_a_goat_in_a_store_is_its_owners() {
        let rules = CeelkoRules::default();
        let waiting = why(rules, &["index", "little", "b3+", "a5+"]);
        assert_eq!(
            waiting.last().expect("a sentence"),
            "The stones lifted from a1 include the gong: large stones may be sown in any order, so South chooses where it drops (Eagle 1995: 53-55; rules note C3)."
        );
        let placed = why(rules, &["index", "little", "b3+", "a5+", "p6"]);
        assert_eq!(placed[0], "The gong dropped into b1.");
        let sunk = why(rules, &["index", "little", "b3+", "a5+", "p5"]);
        assert_eq!(
            sunk[0],
            "The gong fell into store A, so South, its owner, captured it: what falls into a store is its owner's (Eagle 1995: 53-55)."
        );
    }

    #[test]
    fn a_stone_sown_into_a_sold_hole_goes_to_its_buyer() {
        let mut game = position("0 | 0 0 0S 2 0 / 1 0 0 0 0 | 0", &[], NORTH);
        let events = play(&mut game, "b2+");
        assert!(english(game.explain(&events)).contains(
            &"A stone fell into b3, a hole sold to South: a sold hole is always empty and what falls into it goes to its owner (Eagle 1995: 53-55)."
                .to_string()
        ));
    }

    #[test]
    fn huelshe_and_why_it_cannot_be_declined() {
        assert_eq!(
            why(CeelkoRules::default(), &["little", "index", "a2-", "b4+", "huelshe"]),
            ["South had no stones in their holes, so they huelshe: one of their own stones into each hole (5 in all), and then play on (Eagle 1995: 53-55). While a goat is still in its own store, huelshe cannot be declined."]
        );
    }

    #[test]
    fn declining_huelshe_or_having_nothing_to_place_ends_the_round() {
        let mut game = position("0 | 2 3 0 0 1 / 0 0 0 0 0 | 0", &[25, 19], SOUTH);
        let events = play(&mut game, "decline");
        assert_eq!(
            english(game.explain(&events))[0],
            "South declined huelshe, so the round is over and North takes every stone left in the holes (Eagle 1995: 53-55; rules note C13)."
        );
        let mut game = position("0 | 0 0 0 0 2 / 0 0 0 0 0 | 0", &[0, 48], NORTH);
        let events = play(&mut game, "b1+");
        assert!(english(game.explain(&events)).iter().any(|s| s.starts_with(
            "South has no stones in their holes and none to place, so the round is over and North takes every stone"
        )));
    }

    #[test]
    fn a_proposal_a_refusal_and_an_agreed_end() {
        let rules = CeelkoRules::default();
        assert!(why(rules, &["little", "thumb", "b1+", "propose"])[0]
            .starts_with("South proposes to end the round; North may accept or refuse."));
        assert_eq!(
            why(rules, &["little", "thumb", "b1+", "propose", "refuse"]),
            ["North refused, so play goes on; South may propose again only after sowing (rules note C11)."]
        );
        let said = why(rules, &["little", "thumb", "b3-", "a4-", "propose", "accept"]);
        assert_eq!(
            said,
            [
                "Both agreed, so the round is over: each player takes the stones left in their own holes, and each store's stones go to its owner (Eagle 1995: 53-55).",
                "South was 3 short of filling their holes and borrowed from North, who may not refuse; the debt is remembered (Eagle 1995: 53-55).",
                "The holes are filled again with 5 stones each for round 2, which starts with the finger throw (Eagle 1995: 53-55).",
            ]
        );
    }

    #[test]
    fn goats_are_bought_back_at_the_rulesets_price_and_a_shortfall_is_owed() {
        let swapped = "0 | 0 0 0 0 0 / 0 0 0 0 0 | 0 / won: mN gS";
        let (game, events) = after_round(swapped, &[25, 25]);
        assert!(english(game.explain(&events)).contains(
            &"South paid North 7 for the mu and North paid South 6 for the gong: a goat won by the other side must be bought back between rounds, at 7 for the mu and 6 for the gong in this ruleset (Eagle 1995: 53-55)."
                .to_string()
        ));
        let (game, events) = after_round("0 | 0 0 0 0 0 / 0 0 0 0 0 | 0 / won: mN", &[3, 47]);
        assert!(english(game.explain(&events))[1].ends_with("what its owner could not pay is owed (rules note C5)."));
        let equal_cost = CeelkoRules { ruleset: Ruleset::EqualCost, players: 2, ..CeelkoRules::default() };
        let mut equal = super::super::tests::position_with(equal_cost, swapped, &[25, 25], SOUTH);
        let mut events = Vec::new();
        equal.buy_back_large(&mut events);
        assert!(english(equal.explain(&events))[0].contains("at 5 each in this ruleset"));
    }

    #[test]
    fn a_debt_of_five_forces_a_sale_and_the_sale_is_told() {
        let rules = CeelkoRules::default();
        let owing = why(rules, &["little", "thumb", "b1-", "propose", "accept"]);
        assert_eq!(
            owing.last().expect("a sentence"),
            "South owes North 7: a debt of five forces the sale of a hole, and the seller chooses which (Eagle 1995: 53-55)."
        );
        let sold = why(rules, &["little", "thumb", "b1-", "propose", "accept", "sell:a3"]);
        assert_eq!(
            sold[0],
            "South sold a3 to North for 5; here the price is set against the debt first (rules note C8): from now on it is always empty and what falls into it is North's (Eagle 1995: 53-55)."
        );
        assert_eq!(sold[1], "South repaid North 2 of their debt (Eagle 1995: 53-55).");
    }

    #[test]
    fn a_sold_hole_may_be_bought_back() {
        let (mut game, events) = after_round("0 | 0 0 0 0 0 / 0 0 0 0 0N | 0", &[26, 24]);
        assert_eq!(
            english(game.explain(&events)).last().expect("a sentence"),
            "South has 5 stones to spare and may buy back a hole they sold; the buyer may not refuse (Eagle 1995: 53-55)."
        );
        let events = play(&mut game, "buy:a5");
        let said = english(game.explain(&events));
        assert!(said[0].starts_with("South bought back a5 from North for 5"), "{said:?}");
    }

    #[test]
    fn a_player_without_holes_has_lost() {
        // A position cannot be set up with a campaign already over: South's last hole, a5, is
        // sold after the set-up.
        let mut game = position("0 | 0 0 0 0 0 / 0N 0N 0N 0N 0 | 0", &[0, 50], SOUTH);
        game.set_sold(Site(4), Some(NORTH));
        let mut events = Vec::new();
        game.end_round(RoundEnd::Agreed, &mut events);
        assert_eq!(
            english(game.explain(&events)).last().expect("a sentence"),
            "South has no hole left to play from or to sell, so South has lost the campaign (rules note C15)."
        );
    }

    #[test]
    fn no_more_than_four_sentences() {
        let (game, events) = after_round("0 | 0 0 0 0 0 / 0 0 0 0 0N | 0 / won: mN gS", &[26, 24]);
        assert!(english(game.explain(&events)).len() <= crate::engine::why::MOST);
    }
}
