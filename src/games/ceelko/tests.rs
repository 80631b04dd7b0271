//! Scenario tests for Ceelkoqyuqkoqiji, written from Eagle (1995) as board before, action,
//! board after. Diagrams (`engine::setup::diagram`, set up through the game's `Arrange`) read as
//! the board is drawn: North's store `B`, North's row from screen left (b5) to right (b1), then
//! South's row from screen left (a1) to right (a5), then South's store `A`:
//!
//! ```text
//! B | b5 b4 b3 b2 b1 / a1 a2 a3 a4 a5 | A
//! ```
//!
//! Each cell is the number of stones there, large ones included, followed by `m` or `g` when
//! the mu or the gong is among them (in a store: still at home), and `S`, `N`, `E`, `W` for a
//! hole sold to that seat. A large stone not drawn is off the board, held by its owner.

use super::*;
use crate::engine::{Event, Game, Seat, ToAct};
use crate::games::testkit::{drawn, legal, play};

const SOUTH: Seat = Seat::FIRST;
const NORTH: Seat = Seat::SECOND;

/// Site indices in diagram order.
fn diagram_order(n: usize) -> Vec<usize> {
    let mut order = vec![2 * n + 1];
    order.extend((n + 1..=2 * n).rev());
    order.extend(0..n);
    order.push(n);
    order
}

fn seat_letter(seat: Seat) -> char {
    ['S', 'N', 'E', 'W'][seat.index()]
}

/// The campaign position `diagram` draws, with `held` held off the board by each seat (none
/// when empty) and `to_move` to move, under `rules` (also for the explanation tests).
pub(super) fn position_with(rules: CeelkoRules, diagram: &str, held: &[u16], to_move: Seat) -> Ceelko {
    drawn(&Ceelko::new(rules), diagram, held, to_move)
}

fn position(diagram: &str, to_move: Seat) -> Ceelko {
    position_with(CeelkoRules::default(), diagram, &[], to_move)
}

/// An empty board of `rules`.
fn empty_board(rules: CeelkoRules) -> String {
    let row = vec!["0"; rules.ruleset.holes()].join(" ");
    format!("0 | {row} / {row} | 0")
}

fn render(game: &Ceelko) -> String {
    let views = game.sites();
    let cells: Vec<String> = diagram_order(game.n())
        .into_iter()
        .map(|i| {
            let view = views[i];
            let mut cell = view.count.to_string();
            if view.large & 1 != 0 {
                cell.push('m');
            }
            if view.large & 2 != 0 {
                cell.push('g');
            }
            if let Some(owner) = game.sold[i] {
                cell.push(seat_letter(owner));
            }
            cell
        })
        .collect();
    let n = game.n();
    format!("{} | {} / {} | {}", cells[0], cells[1..=n].join(" "), cells[n + 1..=2 * n].join(" "), cells[2 * n + 1])
}

#[test]
fn a_new_campaign_has_five_in_each_hole_and_the_goats_at_home() {
    let game = Ceelko::new(CeelkoRules::default());
    assert_eq!(render(&game), "1g | 5 5 5 5 5 / 5 5 5 5 5 | 1m");
    assert_eq!(game.total_small(), 50);
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH), "the finger throw comes first");
    assert_eq!(legal(&game), ["index", "thumb", "little"]);
}

#[test]
fn the_finger_throw_decides_who_starts_and_a_tie_is_thrown_again() {
    for (south, north, first) in [
        ("index", "thumb", SOUTH),
        ("thumb", "little", SOUTH),
        ("little", "index", SOUTH),
        ("thumb", "index", NORTH),
        ("little", "thumb", NORTH),
        ("index", "little", NORTH),
    ] {
        let mut game = Ceelko::new(CeelkoRules::default());
        play(&mut game, south);
        assert_eq!(game.to_act(), ToAct::Seat(NORTH));
        let events = play(&mut game, north);
        assert_eq!(game.to_act(), ToAct::Seat(first), "{south} against {north}");
        assert!(events.contains(&Event::RoundStart { round: 1, first }));
    }
    let mut tie = Ceelko::new(CeelkoRules::default());
    play(&mut tie, "thumb");
    play(&mut tie, "thumb");
    assert_eq!(tie.to_act(), ToAct::Seat(SOUTH), "a tie is thrown again");
    assert!(matches!(tie.phase, Phase::Throw { south: None }));
}

#[test]
fn a_move_sows_one_by_one_in_the_chosen_direction_and_through_the_store() {
    let mut forward = position("0 | 2 0 0 0 0 / 0 0 0 3 0 | 0", SOUTH);
    play(&mut forward, "a4+");
    assert_eq!(render(&forward), "0 | 2 0 0 0 1 / 0 0 0 0 1 | 1", "a5, the store A, then b1");
    // Back: a3, a2, a1; B beyond is empty, so b5 beyond it is captured.
    let mut back = position("0 | 2 0 0 1 0 / 0 0 0 3 0 | 0", SOUTH);
    play(&mut back, "a4-");
    assert_eq!(render(&back), "0 | 0 0 0 1 0 / 1 1 1 0 0 | 0");
    assert_eq!(back.held()[SOUTH.index()], 2);
    // Back from a1 runs into North's store B.
    let mut round_the_end = position("0 | 2 0 0 0 0 / 2 0 0 0 0 | 0", SOUTH);
    play(&mut round_the_end, "a1-");
    assert_eq!(render(&round_the_end), "1 | 3 0 0 0 0 / 0 0 0 0 0 | 0");
}

#[test]
fn an_empty_store_counts_as_empty_so_the_hole_beyond_it_is_captured() {
    // The last stone falls just before A: A is empty, so b1 beyond it is captured.
    let mut game = position("0 | 2 0 0 0 3 / 0 0 0 1 0 | 0", SOUTH);
    let events = play(&mut game, "a4+");
    assert_eq!(render(&game), "0 | 2 0 0 0 0 / 0 0 0 0 1 | 0");
    assert_eq!(game.held()[SOUTH.index()], 3);
    assert!(events.contains(&Event::Capture { site: Site(6), count: 3, by: SOUTH }));
    assert_eq!(game.to_act(), ToAct::Seat(NORTH), "a capture ends the move");
}

#[test]
fn the_hole_after_the_last_stone_is_relayed_when_occupied() {
    // a1's stone falls in a2; a3 beyond it is lifted and sown on: a4, a5, A, b1.
    let mut game = position("0 | 2 0 0 0 0 / 1 0 4 0 0 | 0", SOUTH);
    let events = play(&mut game, "a1+");
    assert_eq!(render(&game), "0 | 2 0 0 0 1 / 0 1 0 1 1 | 1");
    assert!(events.contains(&Event::Relay { site: Site(2), count: 4 }));
}

#[test]
fn two_empty_holes_after_the_last_stone_end_the_move() {
    let mut game = position("0 | 2 0 0 0 0 / 1 0 0 0 0 | 0", SOUTH);
    play(&mut game, "a1+");
    assert_eq!(render(&game), "0 | 2 0 0 0 0 / 0 1 0 0 0 | 0");
    assert_eq!(game.held(), [0, 0, 0, 0]);
}

#[test]
fn captures_go_on_along_an_alternating_line_through_a_store_with_its_goat() {
    // a3 empty, a4 taken; a5 empty, A's own mu taken (its small stones stay); b1 empty, b2
    // taken; b3 is occupied, so the line stops.
    let mut game = position("0 | 2 0 1 4 0 / 1 0 0 2 0 | 4m", SOUTH);
    play(&mut game, "a1+");
    assert_eq!(render(&game), "0 | 2 0 1 0 0 / 0 1 0 0 0 | 3");
    assert_eq!(game.held()[SOUTH.index()], 6);
    assert_eq!(game.large()[MU], Large::Held(SOUTH));
}

#[test]
fn a_store_holding_its_own_goat_relays_the_goat_alone() {
    // North sows b2 back into b1; A beyond holds the mu at home: the mu alone is lifted and
    // sown into a5; a4 is empty and a3 is captured.
    let mut game = position("0 | 2 0 0 1 0 / 0 0 2 0 0 | 3m", NORTH);
    play(&mut game, "b2-");
    assert_eq!(render(&game), "0 | 2 0 0 0 1 / 0 0 0 0 1m | 2");
    assert_eq!(game.held()[NORTH.index()], 2);
    assert_eq!(game.large()[MU], Large::At(Site(4)));
}

#[test]
fn the_mover_chooses_where_a_large_stone_drops() {
    let game = position("0 | 2m 0 0 0 0 / 1 0 0 0 0 | 0", NORTH);
    let mut first = game.clone();
    play(&mut first, "b5+");
    assert_eq!(first.to_act(), ToAct::Seat(NORTH), "the same player decides");
    assert_eq!(legal(&first), ["p1", "p2"]);
    assert_eq!(first.action_site(CeelkoAction::Place(1)), Some(Site(11)), "stone 1 drops into B");
    assert_eq!(first.action_site(CeelkoAction::Place(2)), Some(Site(0)), "stone 2 into a1");
    assert_eq!(render(&first), "0 | 2m 0 0 0 0 / 1 0 0 0 0 | 0", "the lifted stones are shown where they were");
    let mut second = first.clone();
    // The mu first, into B: a large stone that has left its store is captured by the owner
    // of the store it falls into.
    play(&mut first, "p1");
    assert_eq!(render(&first), "0 | 0 0 0 0 0 / 2 0 0 0 0 | 0");
    assert_eq!(first.large()[MU], Large::Held(NORTH));
    // The small stone first, into B (North's); the mu into a1.
    play(&mut second, "p2");
    assert_eq!(render(&second), "1 | 0 0 0 0 0 / 2m 0 0 0 0 | 0");
}

#[test]
fn a_sold_hole_is_a_sink_for_its_owner_and_always_empty() {
    // North sows b2 forward: b3, sold to South, passes its stone to South at once.
    let mut sink = position("0 | 0 0 0S 2 0 / 1 0 0 0 0 | 0", NORTH);
    play(&mut sink, "b2+");
    assert_eq!(render(&sink), "0 | 0 1 0S 0 0 / 1 0 0 0 0 | 0");
    assert_eq!(sink.held()[SOUTH.index()], 1);
    // South's last stone falls in b2; b3 beyond it is sold, so empty: b4 is captured.
    let mut capture = position("0 | 0 2 0S 0 0 / 1 0 0 0 3 | 0", SOUTH);
    play(&mut capture, "a5+");
    assert_eq!(render(&capture), "0 | 0 0 0S 1 1 / 1 0 0 0 0 | 1");
    assert_eq!(capture.held()[SOUTH.index()], 2);
    // Nobody sows from it.
    let error =
        position("0 | 0 0 0S 2 0 / 1 0 0 0 0 | 0", NORTH).apply(CeelkoAction::Sow(Site(8), Dir::Forward)).unwrap_err();
    assert!(error.to_string().contains("b3 has been sold"), "{error}");
    // A large stone sown into it is captured by its owner.
    let mut goat = position("0 | 0 0 0S 2m 0 / 1 0 0 0 0 | 0", NORTH);
    play(&mut goat, "b2+");
    play(&mut goat, "p1");
    assert_eq!(goat.large()[MU], Large::Held(SOUTH));
    assert_eq!(render(&goat), "0 | 0 1 0S 0 0 / 1 0 0 0 0 | 0");
}

#[test]
fn huelshe_puts_one_stone_in_each_hole_and_play_goes_on() {
    let mut game = position_with(CeelkoRules::default(), "0 | 2 0 0 0 0 / 0 0 0 0 0 | 0", &[7, 0], SOUTH);
    assert_eq!(legal(&game), ["huelshe", "decline"]);
    play(&mut game, "huelshe");
    assert_eq!(render(&game), "0 | 2 0 0 0 0 / 1 1 1 1 1 | 0");
    assert_eq!(game.held()[SOUTH.index()], 2);
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH), "then South moves");
    assert!(legal(&game).contains(&"a3+".to_string()));
}

#[test]
fn huelshe_with_too_few_stones_fills_a_run_without_gaps_and_a_sold_hole_is_a_gap() {
    // C10: "there may be no gaps, that is the holes ... must be consecutive". a2 is sold, and a
    // sold hole counts as empty, so a1, a3, a4 would have a gap: the only run of three is
    // a3, a4, a5.
    let mut game = position_with(CeelkoRules::default(), "0 | 2 0 0 0 0 / 0 0N 0 0 0 | 0", &[3, 0], SOUTH);
    assert_eq!(legal(&game), ["huelshe@1", "decline"]);
    assert_eq!(
        crate::i18n::in_english(&game.action_label_phrase(CeelkoAction::Huelshe(1))),
        "South: huelshe into a3, a4, a5"
    );
    let refused = game.clone().apply(CeelkoAction::Huelshe(0)).unwrap_err().to_string();
    assert!(refused.contains("without gaps (a sold hole is a gap)"), "{refused}");
    play(&mut game, "huelshe@1");
    assert_eq!(render(&game), "0 | 2 0 0 0 0 / 0 0N 1 1 1 | 0");
    // With a3 sold and three stones, no run of three fits: the player places as many as it can,
    // two, in a1 and a2 or in a4 and a5.
    let short = position_with(CeelkoRules::default(), "0 | 2 0 0 0 0 / 0 0 0N 0 0 | 0", &[3, 0], SOUTH);
    assert_eq!(legal(&short), ["huelshe@0", "huelshe@2", "decline"]);
    assert_eq!(
        crate::i18n::in_english(&short.action_label_phrase(CeelkoAction::Huelshe(2))),
        "South: huelshe into a4, a5"
    );
}

#[test]
fn the_across_sold_option_lets_a_huelshe_run_pass_over_a_sold_hole() {
    // Option `huelshe_across_sold`: consecutive among the player's own holes, sold ones passed.
    let rules = CeelkoRules { huelshe_across_sold: true, ..CeelkoRules::default() };
    let mut game = position_with(rules, "0 | 2 0 0 0 0 / 0 0N 0 0 0 | 0", &[3, 0], SOUTH);
    assert_eq!(legal(&game), ["huelshe@0", "huelshe@1", "decline"]);
    assert_eq!(
        crate::i18n::in_english(&game.action_label_phrase(CeelkoAction::Huelshe(0))),
        "South: huelshe into a1, a3, a4"
    );
    play(&mut game, "huelshe@0");
    assert_eq!(render(&game), "0 | 2 0 0 0 0 / 1 0N 1 1 0 | 0");
}

#[test]
fn huelshe_is_obligatory_while_a_goat_is_at_home() {
    let game = position_with(CeelkoRules::default(), "0 | 2 0 0 0 0 / 0 0 0 0 0 | 1m", &[5, 0], SOUTH);
    assert_eq!(legal(&game), ["huelshe"]);
    let error = game.clone().apply(CeelkoAction::Decline).unwrap_err().to_string();
    assert!(error.contains("obligatory"), "{error}");
}

#[test]
fn declining_huelshe_ends_the_round_and_the_opponent_takes_the_board() {
    let mut game = position_with(CeelkoRules::default(), "0 | 2 3 0 0 1 / 0 0 0 0 0 | 0", &[25, 19], SOUTH);
    let events = play(&mut game, "decline");
    assert!(events.contains(&Event::Settle { seat: NORTH, count: 6 }));
    // Between rounds: 25 and 25, no debts: round 2 waits for the throw with full holes.
    assert_eq!(game.round(), 2);
    assert_eq!(render(&game), "1g | 5 5 5 5 5 / 5 5 5 5 5 | 1m");
    assert_eq!(game.held(), [0, 0, 0, 0]);
}

#[test]
fn with_nothing_to_place_an_empty_sector_ends_the_round() {
    // North's move leaves South's sector empty, and South holds nothing: the round ends (C9).
    let mut game = position_with(CeelkoRules::default(), "0 | 0 0 0 0 2 / 0 0 0 0 0 | 0", &[0, 48], NORTH);
    play(&mut game, "b1+");
    let history = rounds(&game);
    assert_eq!(history.len(), 1);
    assert!(history[0].notes[0].to_string().contains("South declined huelshe"));
}

#[test]
fn a_round_ends_by_agreement_each_taking_their_own_sector() {
    let mut game = position_with(CeelkoRules::default(), "0 | 2 0 0 0 1 / 0 4 0 0 0 | 0", &[20, 23], SOUTH);
    play(&mut game, "propose");
    assert_eq!(game.to_act(), ToAct::Seat(NORTH));
    assert_eq!(legal(&game), ["accept", "refuse"]);
    let mut refused = game.clone();
    play(&mut refused, "refuse");
    assert_eq!(refused.to_act(), ToAct::Seat(SOUTH));
    assert!(!legal(&refused).contains(&"propose".to_string()), "not again before sowing");
    let events = play(&mut game, "accept");
    assert!(events.contains(&Event::Settle { seat: SOUTH, count: 4 }));
    assert!(events.contains(&Event::Settle { seat: NORTH, count: 3 }));
}

/// An empty board, the goats off it with their owners.
const EMPTY: &str = "0 | 0 0 0 0 0 / 0 0 0 0 0 | 0";
/// An empty board but for the goats, at home.
const GOATS_HOME: &str = "1g | 0 0 0 0 0 / 0 0 0 0 0 | 1m";

/// The position `diagram` draws (with `held`, South to move) after a round ended by agreement:
/// what happens between the rounds.
fn after_round(rules: CeelkoRules, diagram: &str, held: &[u16]) -> Ceelko {
    let mut game = position_with(rules, diagram, held, SOUTH);
    game.end_round(RoundEnd::Agreed, &mut Vec::new());
    game
}

#[test]
fn large_stones_are_bought_back_at_the_ruleset_price() {
    for (ruleset, prices) in [(Ruleset::Eagle, [7, 6]), (Ruleset::EqualCost, [5, 5]), (Ruleset::FourteenHoles, [7, 7])]
    {
        let rules = CeelkoRules { ruleset, players: 2, ..CeelkoRules::default() };
        let per = ruleset.per_hole() * ruleset.holes() as u16;
        // Each holds the other's goat: South pays the mu's price to North, North the gong's.
        let game = after_round(rules, &format!("{} / won: mN gS", empty_board(rules)), &[per, per]);
        let history = rounds(&game);
        let notes = &history[0].notes;
        assert!(
            notes.iter().any(|n| n.to_string() == format!("South bought back the mu from North for {}", prices[0])),
            "{notes:?}"
        );
        assert!(
            notes.iter().any(|n| n.to_string() == format!("North bought back the gong from South for {}", prices[1])),
            "{notes:?}"
        );
        assert_eq!(game.large(), [Large::Home, Large::Home]);
    }
}

#[test]
fn a_goat_its_owner_cannot_pay_for_becomes_a_debt() {
    // C5: South holds 3 and must buy back the mu for 7 from North: pays 3, owes 4 (and then
    // borrows to fill its holes, which takes the debt to five and more: a hole is sold).
    let mut game = position_with(CeelkoRules::default(), "0 | 0 0 0 0 0 / 0 0 0 0 0 | 0 / won: mN", &[3, 47], SOUTH);
    game.buy_back_large(&mut Vec::new());
    assert_eq!(game.held(), [0, 50, 0, 0]);
    assert_eq!(game.owed()[SOUTH.index()][NORTH.index()], 4);
}

#[test]
fn a_short_player_borrows_and_a_debt_of_five_sells_a_hole() {
    // North has 18 and needs 25: borrows 7 from South. A debt of 7 is at least 5: North sells
    // a hole of its choice to South; the price cuts the debt to 2, and the five stones the
    // hole no longer needs pay the rest.
    let mut game = after_round(CeelkoRules::default(), EMPTY, &[32, 18]);
    assert_eq!(game.owed()[NORTH.index()][SOUTH.index()], 7);
    assert_eq!(game.to_act(), ToAct::Seat(NORTH));
    assert_eq!(legal(&game), ["sell:b1", "sell:b2", "sell:b3", "sell:b4", "sell:b5"]);
    play(&mut game, "sell:b2");
    assert_eq!(game.owed()[NORTH.index()][SOUTH.index()], 0);
    assert_eq!(render(&game), "1g | 5 5 5 0S 5 / 5 5 5 5 5 | 1m");
    assert_eq!(game.held(), [2, 3, 0, 0], "South was repaid two; North keeps three in reserve");
    assert_eq!(game.round(), 2);
}

#[test]
fn a_debt_of_four_is_carried_without_a_sale() {
    let game = after_round(CeelkoRules::default(), EMPTY, &[29, 21]);
    assert_eq!(game.owed()[NORTH.index()][SOUTH.index()], 4);
    assert_eq!(game.round(), 2, "no sale: round 2 waits for the throw");
    assert_eq!(render(&game), "1g | 5 5 5 5 5 / 5 5 5 5 5 | 1m");
}

#[test]
fn the_sources_worked_example_buys_back_a_hole_and_borrows_to_fill_it() {
    // Eagle 1995: after debts are cleared a player has four of his five holes, his own large
    // stone and 26 small stones. He puts the large stone in its store, fills his four holes with
    // five each, buys back the fifth for five, puts his last stone in it and borrows four.
    let mut game = after_round(CeelkoRules::default(), "0 | 0 0 0 0 0 / 0 0 0 0 0N | 0", &[26, 24]);
    assert_eq!(game.to_act(), ToAct::Seat(SOUTH));
    assert_eq!(legal(&game), ["buy:a5", "nobuy"]);
    play(&mut game, "buy:a5");
    assert_eq!(render(&game), "1g | 5 5 5 5 5 / 5 5 5 5 5 | 1m");
    assert_eq!(game.owed()[SOUTH.index()][NORTH.index()], 4, "borrowed four to fill the bought hole");
    assert_eq!(game.held(), [0, 0, 0, 0]);
    assert_eq!(game.total_small(), 50);
}

#[test]
fn a_player_who_sold_every_hole_loses_the_campaign() {
    // A position cannot be set up with a campaign already over: North's last hole, b1, is sold
    // after the set-up.
    let mut game = position_with(CeelkoRules::default(), "0 | 0S 0S 0S 0S 0 / 0 0 0 0 0 | 0", &[50, 0], SOUTH);
    game.set_sold(Site(6), Some(SOUTH));
    game.end_round(RoundEnd::Agreed, &mut Vec::new());
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(game.returns(), vec![1.0, -1.0]);
}

#[test]
fn with_four_players_the_stores_and_goats_belong_to_the_inactive_players() {
    let rules = CeelkoRules { ruleset: Ruleset::Eagle, players: 4, ..CeelkoRules::default() };
    let game = Ceelko::new(rules);
    assert_eq!(game.seat_count(), 4);
    assert_eq!((game.store_owner(MU), game.store_owner(GONG)), (Seat::new(2), Seat::new(3)));
    // South's sowing into A feeds East; the round's end gives East the store, South its sector.
    let mut round = position_with(rules, "0 | 2 0 0 0 0 / 0 0 0 1 1 | 0", &[20, 26, 0, 0], SOUTH);
    play(&mut round, "a5+");
    assert_eq!(render(&round), "0 | 2 0 0 0 0 / 0 0 0 1 0 | 1");
    play(&mut round, "propose");
    play(&mut round, "accept");
    let history = rounds(&round);
    let notes = &history[0].notes;
    assert_eq!(history[0].taken, vec![1, 2, 1, 0], "{notes:?}");
    // East's mu was held by South (its owner was not South): East buys it back for 7.
    let mut goats = position_with(rules, "0 | 0 0 0 0 0 / 0 0 0 0 0 | 0 / won: mS", &[25, 0, 10, 15], SOUTH);
    goats.buy_back_large(&mut Vec::new());
    assert_eq!(goats.held(), [32, 0, 3, 15]);
}

#[test]
fn the_fourteen_holes_ruleset_has_seven_a_side_with_seven_each() {
    let game = Ceelko::new(CeelkoRules { ruleset: Ruleset::FourteenHoles, players: 2, ..CeelkoRules::default() });
    assert_eq!(game.topology().sites.len(), 16);
    assert_eq!(render(&game), "1g | 7 7 7 7 7 7 7 / 7 7 7 7 7 7 7 | 1m");
    assert_eq!(game.total_small(), 98);
}

#[test]
fn worth_is_conserved_through_whole_campaigns_and_estimates_stay_in_range() {
    for (ruleset, players) in [(Ruleset::Eagle, 2), (Ruleset::Eagle, 4), (Ruleset::FourteenHoles, 2)] {
        let rules = CeelkoRules { ruleset, players, ..CeelkoRules::default() };
        let start = Ceelko::new(rules);
        let holes = 2 * ruleset.holes() as i32;
        let total = start.total_small() as i32
            + holes * i32::from(HOLE_PRICE)
            + ruleset.prices().iter().map(|&p| i32::from(p)).sum::<i32>();
        for seed in 0..20 {
            let mut game = start.clone();
            let mut rng = crate::engine::Rng::new(seed);
            while let Some(action) = crate::engine::random_action(&game, &mut rng, &mut Vec::new()) {
                game.apply_legal(action, &mut crate::engine::NoEvents);
                assert_eq!(game.worth().iter().sum::<i32>(), total, "{ruleset:?} {players} seed {seed}");
                let estimate = game.evaluate();
                assert_eq!(estimate.len(), usize::from(players));
                assert!(estimate.iter().all(|e| (-1.0..=1.0).contains(e)), "{estimate:?}");
            }
        }
    }
}

#[test]
fn the_estimate_favours_the_richer_active_player_and_store_owners_cannot_lose() {
    let rules = CeelkoRules { ruleset: Ruleset::Eagle, players: 4, ..CeelkoRules::default() };
    // South has sold two holes to North and holds little: North is well ahead.
    let game = after_round(rules, "1g | 0 0 0 0 0 / 0N 0N 0 0 0 | 1m", &[20, 30, 0, 0]);
    let [south, north, east, west] = game.evaluate()[..] else { panic!("four seats") };
    assert!(south < north && north < 1.0 / 3.0, "{south} {north}");
    assert_eq!((east, west), (1.0 / 3.0, 1.0 / 3.0));
    // Two players level (goats of equal price): an even estimate.
    let equal_cost = CeelkoRules { ruleset: Ruleset::EqualCost, players: 2, ..CeelkoRules::default() };
    let level = after_round(equal_cost, GOATS_HOME, &[25, 25]);
    assert_eq!(level.evaluate(), vec![0.0, 0.0]);
}

const FOUR: CeelkoRules = CeelkoRules { ruleset: Ruleset::Eagle, players: 4, huelshe_across_sold: false };
const EAST: Seat = Seat::new(2);

/// A campaign played from the start through `actions`.
fn after_actions(rules: CeelkoRules, actions: &[&str]) -> Ceelko {
    let mut game = Ceelko::new(rules);
    for action in actions {
        play(&mut game, action);
    }
    game
}

#[test]
fn a_seller_repays_so_that_no_debt_stays_at_five() {
    // C8: the seller "may use [the five stones] to repay debt and to fill holes, so long as the
    // debt to any player does not exceed four". After round 1 North owes South 8 and West 7 and
    // sells b1 to South: the price leaves 3 owed to South, and the five stones b1 no longer
    // needs go to the largest debt first: West 7 to 3, South 3 to 2. No debt is five, so round
    // 2 begins (paying South first used to leave West at 5, forcing a second sale).
    let mut game = after_actions(FOUR, &["thumb", "little", "a5-", "b3+", "a2+", "p5", "propose", "accept"]);
    assert_eq!(game.owed()[NORTH.index()], [8, 0, 0, 7]);
    assert_eq!(game.to_act(), ToAct::Seat(NORTH));
    play(&mut game, "sell:b1");
    assert_eq!(game.owed()[NORTH.index()], [2, 0, 0, 3]);
    assert_eq!(game.sold()[6], Some(SOUTH));
    assert_eq!(game.round(), 2);
    assert!(matches!(game.phase, Phase::Throw { south: None }));
}

#[test]
fn a_loan_is_split_so_that_no_debt_to_one_lender_reaches_five() {
    // C7: South has sold a5 to West, so needs 20 and holds 28; West holds 5; North is 8 short.
    // Taking it all from the largest surplus would leave North owing South 8 and force a sale;
    // one stone at a time from the lender owed least leaves 4 and 4.
    let mut game = after_round(FOUR, "1g | 0 0 0 0 0 / 0 0 0 0 0W | 1m", &[28, 17, 0, 5]);
    assert_eq!(legal(&game), ["buy:a5", "nobuy"], "South could buy a5 back first");
    play(&mut game, "nobuy");
    assert_eq!(game.owed()[NORTH.index()], [4, 0, 0, 4]);
    assert_eq!(game.round(), 2, "no sale");
    let history = rounds(&game);
    let notes = &history[0].notes;
    assert!(notes.contains(&crate::engine::Note::from("North borrowed 4 from South".to_string())), "{notes:?}");
    assert!(notes.contains(&crate::engine::Note::from("North borrowed 4 from West".to_string())), "{notes:?}");
}

#[test]
fn a_store_owner_owing_five_sells_a_hole_it_bought() {
    // C5, C17: East owns a2, bought from South, and owes North 6 (a goat it could not pay for).
    // A debt of five obliges a player to sell a hole: East sells a2 to North; the price, which
    // North has no stones to spare for, is set against the debt.
    let mut game = position_with(FOUR, "1g | 0 0 0 0 0 / 0 0E 0 0 0 | 1m", &[20, 25, 0, 5], SOUTH);
    // Debts are the campaign's history, not part of a position (rules note C21).
    game.owed[EAST.index()][NORTH.index()] = 6;
    game.end_round(RoundEnd::Agreed, &mut Vec::new());
    assert_eq!(game.to_act(), ToAct::Seat(EAST));
    assert_eq!(crate::i18n::in_english(&game.status_phrase()), "After round 1: East owes North 6 and must sell a hole");
    assert_eq!(legal(&game), ["sell:a2"]);
    play(&mut game, "sell:a2");
    assert_eq!(game.sold()[1], Some(NORTH));
    assert_eq!(game.owed()[EAST.index()][NORTH.index()], 1);
    assert_eq!(game.round(), 2);
}

#[test]
fn a_store_owner_without_a_hole_carries_its_debt_and_repays_from_its_store() {
    // C5, C17: East cannot pay North the mu's price and has no hole to sell: it owes North 6
    // and round 2 starts. At the end of round 2 what fell into East's store repays North.
    let mut game = after_actions(FOUR, &["little", "thumb", "b1-", "propose", "accept"]);
    assert_eq!(game.owed()[EAST.index()][NORTH.index()], 6);
    assert_eq!(game.round(), 2);
    game.phase = Phase::Turn;
    game.small = [0; MAX_SITES];
    game.small[game.store(MU).index()] = 4;
    game.held = [25, 21, 0, 0];
    game.end_round(RoundEnd::Agreed, &mut Vec::new());
    assert_eq!(game.owed()[EAST.index()][NORTH.index()], 2);
    assert!(
        rounds(&game)[1].notes.contains(&crate::engine::Note::from("East repaid 4 to North".to_string())),
        "{:?}",
        rounds(&game)[1].notes
    );
}

#[test]
fn a_hole_is_not_bought_back_when_that_would_force_the_same_sale() {
    // C20: North sells b3 to South and then holds five to spare; buying b3 back would cost
    // them and leave the hole to fill with five borrowed stones, a debt of five that forces
    // the same sale again, for ever. So no buy-back is offered.
    let game = after_actions(
        CeelkoRules::default(),
        &["little", "index", "a2-", "b1+", "a5-", "propose", "accept", "sell:b3"],
    );
    assert_eq!(game.held()[NORTH.index()], 5, "five in reserve beside four full holes");
    assert_eq!(game.round(), 2);
    assert_eq!(legal(&game), ["index", "thumb", "little"]);
}

#[test]
fn a_refused_decline_gives_the_real_reason() {
    let game = after_actions(CeelkoRules::default(), &["index", "little", "b3+", "a1-", "p5"]);
    let refused = game.clone().apply(CeelkoAction::Decline).unwrap_err().to_string();
    assert_eq!(refused, "decline is not possible now: North still has stones to sow; huelshe is for an empty sector");
}

#[test]
fn a_campaign_that_returns_to_its_opening_ends_the_third_time_counting_the_first_round() {
    // C16: the first round starts with 25 stones each for the holes, no debts, no sold holes.
    // Two rounds that each end 25-25 with the goats at home bring that state back twice: the
    // third time the campaign ends, drawn.
    let mut game = after_round(CeelkoRules::default(), GOATS_HOME, &[25, 25]);
    assert_eq!(game.round(), 2);
    game.small = [0; MAX_SITES];
    game.held = [25, 25, 0, 0];
    game.phase = Phase::Turn;
    game.end_round(RoundEnd::Agreed, &mut Vec::new());
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(crate::i18n::in_english(&game.status_phrase()), "Campaign over after 2 rounds: drawn");
}

/// The finished rounds as the standing shows them, notes in words.
fn rounds(game: &Ceelko) -> Vec<crate::engine::RoundSummary> {
    game.standing().expect("a campaign has a standing").history
}

#[test]
/// The fast engine takes a loan a run at a time; the rule (C7, `rules::lend`) one stone at a time.
fn loans_taken_a_run_at_a_time_are_those_taken_one_stone_at_a_time() {
    let mut rng = crate::engine::Rng::new(7);
    for players in [2, 4] {
        let mut game = Ceelko::new(CeelkoRules { players, ..CeelkoRules::default() });
        for _ in 0..20_000 {
            game.owed = std::array::from_fn(|_| std::array::from_fn(|_| rng.below(7) as u16));
            let held = std::array::from_fn(|_| rng.below(40) as u16);
            let need = std::array::from_fn(|s| if s < 2 { 5 * rng.below(6) as u16 } else { 0 });
            assert_eq!(game.loans(held, need), game.lend(held, need), "{held:?} {need:?} {:?}", game.owed);
        }
    }
}
