//! Invariants over many seeded random games, for every game (OpenSpiel's
//! "random sim" test): no panics, counters conserved, legal actions non-empty until the end and
//! empty after it, the event stream animates exactly to each new position, and replaying the
//! record (through the catalogue, as the CLI and the app do) reproduces the game. The last three
//! are the library's `study::check`, which `boardlore study --check` runs too. Each action is
//! also played unchecked and unwatched, as search and random playouts play it (shortcuts a game
//! takes there must reach the very same state, compared whole, as `study --check` compares it).

use boardlore::any_game::AnyGame;
use boardlore::engine::{random_action, Event, Game, NoEvents, Rng, Seat, ToAct, TransferReason};
use boardlore::games::ceelko::{Ceelko, CeelkoRules, Ruleset};
use boardlore::games::dongjintian::{CentreRule, Dongjintian, DongjintianRules, GameEnd, Sowing, MAX_RELAYS};
use boardlore::games::leyla::{Hole, Leyla, LeylaMatch, LeylaRules, Repayment, RoundEnd, Unfilled};
use boardlore::games::piprjall::{DiceRule, Piprjall, PiprjallRules};
use boardlore::record::Record;
use boardlore::study::check;
use serde_json::Value;

/// What one random game showed.
struct Played {
    record: Record,
    most_relays: usize,
    rounds: usize,
}

/// Counters on the board, won, and in hand: what the mancala games conserve.
fn counters<G: Game>(game: &G) -> u32 {
    let on_board: u32 = game.sites().iter().map(|s| u32::from(s.count)).sum();
    on_board + game.scores().iter().sum::<u32>() + game.in_hand()
}

/// Plays one seeded random game of `game`, checking every invariant after every action
/// (`conserved` must stay `total`); `between` is called with each action's events and the state
/// after it.
fn checked_random_game<G: Game + PartialEq + Send + Sync + 'static>(
    mut game: G,
    record: Record,
    (total, conserved): (u32, fn(&G) -> u32),
    mut between: impl FnMut(&[Event], &G),
) -> Played {
    let seed = record.seed.expect("seeded");
    let broken = |what: String| panic!("seed {seed}: {what}");
    let mut played = Played { record, most_relays: 0, rounds: 1 };
    let mut rng = Rng::new(seed);
    let mut legal = Vec::new();
    loop {
        game.legal_actions(&mut legal);
        assert_eq!(conserved(&game), total, "seed {seed}: counters conserved");
        let over = game.to_act() == ToAct::Over;
        check::legal_until_over(over, legal.len()).unwrap_or_else(broken);
        if over {
            break;
        }
        let action = random_action(&game, &mut rng, &mut legal).expect("an action");
        let text = game.action_text(action);
        let before = game.sites();
        let mut quiet = game.clone();
        quiet.apply_legal(action, &mut NoEvents);
        let mut events = Vec::new();
        game.apply_with(action, &mut events).expect("a listed action is legal");
        check::animates(&before, &events, &game.sites()).unwrap_or_else(broken);
        assert!(quiet == game, "seed {seed}: {text} played unwatched reaches the very same state");
        played.rounds += events.iter().filter(|e| matches!(e, Event::RoundStart { .. })).count();
        let relays = events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
        played.most_relays = played.most_relays.max(relays);
        between(&events, &game);
        played.record.actions.push(text);
        assert!(played.record.actions.len() < 100_000, "seed {seed}: the game ends");
    }
    check::replays(&played.record, &AnyGame::new(game)).unwrap_or_else(broken);
    played
}

fn leyla_record(rules: LeylaRules, seed: u64) -> Record {
    Record::new("leyla", serde_json::to_value(rules).expect("rules serialise"), Some(seed))
}

#[test]
fn ten_thousand_random_leyla_rounds_keep_every_invariant() {
    let rules = LeylaRules { single_round: true, ..LeylaRules::default() };
    let (mut most_relays, mut actions) = (0, 0);
    for seed in 0..10_000u64 {
        let played = checked_random_game(Leyla::new(rules), leyla_record(rules, seed), (48, counters), |_, _| ());
        most_relays = most_relays.max(played.most_relays);
        actions += played.record.actions.len();
    }
    println!("10000 single rounds, {actions} moves, at most {most_relays} relays in one move");
    assert!(actions > 100_000, "random rounds are not trivially short");
}

#[test]
fn random_rounds_under_each_option_keep_every_invariant() {
    let rules = LeylaRules { skip_origin: true, single_round: true, ..LeylaRules::default() };
    for seed in 0..2_000u64 {
        checked_random_game(Leyla::new(rules), leyla_record(rules, seed), (48, counters), |_, _| ());
    }
    let rules = LeylaRules { round_end: RoundEnd::EitherRow, single_round: true, ..LeylaRules::default() };
    for seed in 0..2_000u64 {
        checked_random_game(Leyla::new(rules), leyla_record(rules, seed), (48, counters), |_, _| ());
    }
}

/// Between-round accounting: at every round boundary the counters (48) and the debts agree with
/// the transfers reported: what is owed changes only by loans made and repayments received.
fn check_match_accounting(rules: LeylaRules, seeds: std::ops::Range<u64>) -> (usize, usize, usize) {
    let (mut rounds, mut loans, mut repayments) = (0, 0, 0);
    for seed in seeds {
        let mut owed = [0i32; 2];
        let played =
            checked_random_game(LeylaMatch::new(rules), leyla_record(rules, seed), (48, counters), |events, game| {
                for event in events {
                    if let Event::Transfer { from, to, count, reason } = *event {
                        match reason {
                            TransferReason::Loan => {
                                loans += 1;
                                let cancelled = owed[from.index()].min(i32::from(count));
                                owed[from.index()] -= cancelled;
                                owed[to.index()] += i32::from(count) - cancelled;
                            }
                            TransferReason::Repay => {
                                repayments += 1;
                                owed[from.index()] -= i32::from(count);
                            }
                            TransferReason::Surrender => assert_eq!(count, 1),
                            other => panic!("seed {seed}: Leyla makes no {other:?} transfer"),
                        }
                    }
                }
                let now = game.owed();
                assert_eq!([i32::from(now[0]), i32::from(now[1])], owed, "seed {seed}: debts follow the transfers");
                assert!(now[0] == 0 || now[1] == 0, "seed {seed}: debts are netted");
                assert_eq!(game.total(), 48, "seed {seed}: 48 counters");
                if events.iter().any(|e| matches!(e, Event::RoundStart { .. })) {
                    let reserve = game.reserve();
                    let on_board = game.round().counts();
                    let per_side: [u16; 2] = [Seat::FIRST, Seat::SECOND].map(|s| {
                        let start = s.index() * 6;
                        on_board[start..start + 6].iter().map(|&c| u16::from(c)).sum()
                    });
                    assert_eq!(per_side[0], per_side[1], "seed {seed}: both fill the same number of holes");
                    assert!(reserve[0] + per_side[0] + reserve[1] + per_side[1] == 48);
                }
            });
        rounds += played.rounds;
    }
    (rounds, loans, repayments)
}

#[test]
fn two_thousand_random_leyla_matches_keep_their_accounts() {
    let (rounds, loans, repayments) = check_match_accounting(LeylaRules::default(), 0..2_000);
    println!("2000 matches: {rounds} rounds, {loans} loans, {repayments} repayments");
    assert!(rounds > 4_000 && loans > 100 && repayments > 10, "the between-round rules are exercised");
}

#[test]
fn random_matches_with_every_repayment_rule_keep_their_accounts() {
    for repayment in [Repayment::AtOnce, Repayment::FromSpare] {
        let rules = LeylaRules { repayment, ..LeylaRules::default() };
        let (_, _, repayments) = check_match_accounting(rules, 0..500);
        assert!(repayments > 10, "{repayment:?}");
    }
}

#[test]
fn random_matches_under_the_other_readings_of_the_round_keep_their_accounts() {
    for rules in [
        LeylaRules { round_end: RoundEnd::EitherRow, ..LeylaRules::default() },
        LeylaRules { unfilled_holes: Unfilled::InPlay, ..LeylaRules::default() },
        LeylaRules {
            skip_origin: true,
            repayment: Repayment::FromSpare,
            round_end: RoundEnd::EitherRow,
            unfilled_holes: Unfilled::InPlay,
            ..LeylaRules::default()
        },
    ] {
        let (rounds, loans, _) = check_match_accounting(rules, 0..500);
        println!("{rules:?}: 500 matches, {rounds} rounds, {loans} loans");
        assert!(rounds > 1_000 && loans > 20, "{rules:?}");
    }
}

#[test]
fn random_matches_end_by_repetition_only_when_a_round_repeats_move_for_move() {
    // L18: a match ends early only when a round was played move for move as two earlier ones
    // from the same start (with one hole a side every move is forced, so that is how most
    // random matches end); every other match goes on until a player cannot fill a hole.
    let rules = LeylaRules::default();
    let (mut cannot_fill, mut repeated, mut repeated_on_more_holes) = (0, 0, 0);
    for seed in 0..2_000u64 {
        let mut end = None;
        checked_random_game(LeylaMatch::new(rules), leyla_record(rules, seed), (48, counters), |_, game| {
            if game.to_act() == ToAct::Over {
                let in_play = game.round().holes().iter().filter(|h| **h != Hole::OutOfPlay).count() / 2;
                end = Some((boardlore::i18n::in_english(&game.status_phrase()), in_play));
            }
        });
        let (status, holes) = end.expect("the match ends");
        if status.contains("move for move") {
            repeated += 1;
            repeated_on_more_holes += usize::from(holes > 1);
        } else {
            assert!(status.contains("cannot fill a hole"), "seed {seed}: {status}");
            cannot_fill += 1;
        }
    }
    println!(
        "2000 matches: {cannot_fill} ended as a player could not fill a hole, {repeated} by repetition \
         ({repeated_on_more_holes} of them with more than one hole a side)"
    );
    assert!(cannot_fill > 100 && repeated_on_more_holes < 20);
}

fn ceelko_campaigns(rules: CeelkoRules, seeds: std::ops::Range<u64>, small: u32) -> (usize, usize) {
    let (mut rounds, mut actions) = (0, 0);
    for seed in seeds {
        let record = Record::new("ceelkoqyuqkoqiji", serde_json::to_value(rules).expect("rules"), Some(seed));
        let played = checked_random_game(Ceelko::new(rules), record, (small + 2, counters), |events, game| {
            assert_eq!(game.total_small(), small, "seed {seed}: small stones conserved");
            let owed = game.owed();
            assert!((0..4).all(|a| owed[a][a] == 0), "seed {seed}: nobody owes themselves");
            if events.iter().any(|e| matches!(e, Event::LaidOut { .. })) {
                // C8, C17: a round starts only when no active player owes anyone five, and a
                // store owner owing five has no hole to sell.
                for (debtor, debts) in owed.iter().enumerate().take(usize::from(rules.players)) {
                    if debts.iter().any(|&debt| debt >= 5) {
                        let seat = Seat::new(debtor as u8);
                        assert!(debtor >= 2, "seed {seed}: {seat}, an active player, owes five at a round's start");
                        assert!(!game.sold().contains(&Some(seat)), "seed {seed}: {seat} could sell a hole");
                    }
                }
            }
        });
        rounds +=
            played.record.actions.iter().filter(|a| matches!(a.as_str(), "index" | "thumb" | "little")).count() / 2;
        actions += played.record.actions.len();
    }
    (rounds, actions)
}

#[test]
fn random_ceelkoqyuqkoqiji_campaigns_keep_every_invariant() {
    for (ruleset, players, small, huelshe_across_sold) in [
        (Ruleset::Eagle, 2, 50, false),
        (Ruleset::EqualCost, 2, 50, false),
        (Ruleset::FourteenHoles, 2, 98, false),
        (Ruleset::Eagle, 4, 50, false),
        (Ruleset::FourteenHoles, 4, 98, false),
        (Ruleset::Eagle, 2, 50, true),
        (Ruleset::Eagle, 4, 50, true),
    ] {
        let rules = CeelkoRules { ruleset, players, huelshe_across_sold };
        let (rounds, actions) = ceelko_campaigns(rules, 0..300, small);
        println!("{rules:?}: 300 campaigns, {rounds} finger-throw pairs, {actions} actions");
        assert!(actions > 300 * 20);
    }
}

#[test]
fn random_dongjintian_games_keep_every_invariant() {
    let (mut moves, mut longest, mut captures) = (0, 0, 0);
    for seed in 0..1_000u64 {
        let record = Record::new("dongjintian", Value::Null, Some(seed));
        let mut relays = 0;
        checked_random_game(Dongjintian::new(DongjintianRules::default()), record, (100, counters), |events, _| {
            relays += events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
            captures += events.iter().filter(|e| matches!(e, Event::Capture { .. })).count();
            if events.iter().any(|e| matches!(e, Event::TurnEnd { .. })) {
                moves += 1;
                longest = longest.max(relays);
                relays = 0;
            }
        });
    }
    println!("1000 games, {moves} moves, {captures} captures, at most {longest} relays in a move");
    assert!(moves > 1_000 * 20 && captures > 1_000);
    assert!(longest < usize::from(MAX_RELAYS), "the relay limit is a guard, not a rule that random play meets");
}

#[test]
fn random_dongjintian_games_keep_every_invariant_under_each_reading_of_the_centre() {
    for centre in [CentreRule::Gap, CentreRule::Target] {
        let rules = DongjintianRules { centre, ..DongjintianRules::default() };
        let mut captures = 0;
        for seed in 0..300u64 {
            let record = Record::new("dongjintian", serde_json::to_value(rules).expect("rules"), Some(seed));
            checked_random_game(Dongjintian::new(rules), record, (100, counters), |events, _| {
                captures += events.iter().filter(|e| matches!(e, Event::Capture { .. })).count();
            });
        }
        println!("{centre:?}: 300 games, {captures} captures");
        assert!(captures > 300, "{centre:?}");
    }
}

#[test]
fn random_dongjintian_games_as_ludii_plays_them_end_with_one_counter_left_or_at_its_limits() {
    // D11, D12: as Ludii plays it (its centre, end and sowing), a game is over when a move leaves at most one counter on the
    // board, or drawn at Ludii's limits; either way every game ends.
    let rules = DongjintianRules { centre: CentreRule::Target, end: GameEnd::Ludii, sowing: Sowing::Ludii };
    let (mut natural, mut limit, mut quiet_spells) = (0, 0, 0);
    for seed in 0..200u64 {
        let record = Record::new("dongjintian", serde_json::to_value(rules).expect("rules"), Some(seed));
        let mut quiet = 0;
        checked_random_game(Dongjintian::new(rules), record, (100, counters), |events, _| {
            if events.iter().any(|e| matches!(e, Event::TurnEnd { .. })) {
                quiet = if events.iter().any(|e| matches!(e, Event::Capture { .. })) { 0 } else { quiet + 1 };
                quiet_spells += usize::from(quiet == 20);
            }
        });
        let mut game = Dongjintian::new(rules);
        let mut rng = Rng::new(seed);
        let mut legal = Vec::new();
        while let Some(action) = random_action(&game, &mut rng, &mut legal) {
            game.apply_legal(action, &mut NoEvents);
        }
        let left: u16 = game.counts().iter().sum();
        if game.at_ludii_limit() {
            limit += 1;
            assert_eq!(game.returns(), vec![0.0; 4], "seed {seed}: a draw at the limit");
        } else {
            natural += 1;
            assert!(left <= 1, "seed {seed}: over with {left} counters on the board");
        }
    }
    println!("200 games as Ludii plays them: {natural} ended with one counter or none, {limit} at the limits; {quiet_spells} spells of twenty quiet turns played through");
    assert_eq!(natural + limit, 200);
    assert!(quiet_spells > 0, "the default end (D1) would have stopped some of these games");
}

/// Pieces on the board, on the bars and borne off: thirty in Piprjall.
fn pieces(game: &Piprjall) -> u32 {
    game.sites().iter().map(|s| u32::from(s.count)).sum()
}

#[test]
fn random_piprjall_matches_keep_every_invariant() {
    let ludii = PiprjallRules { match_points: 2, dice: DiceRule::Ludii, ..PiprjallRules::default() };
    let skipping = PiprjallRules { match_points: 2, skip_blocked_steps: true, ..PiprjallRules::default() };
    for (rules, matches) in [(PiprjallRules::default(), 300usize), (skipping, 300), (ludii, 100)] {
        let (mut rolls, mut games, mut hits) = (0, 0, 0);
        for seed in 0..matches as u64 {
            let record = Record::new("piprjall", serde_json::to_value(rules).expect("rules"), Some(seed));
            let played = checked_random_game(Piprjall::new(rules), record, (30, pieces), |events, game| {
                hits += events.iter().filter(|e| matches!(e, Event::Capture { .. })).count();
                games += events.iter().filter(|e| matches!(e, Event::LaidOut { .. })).count();
                let points = game.points();
                assert!(points[0] % 2 == 0 && points[1] % 2 == 0, "games are worth two points");
            });
            rolls += played.record.actions.iter().filter(|a| a.starts_with("roll:")).count();
            games += 1;
        }
        println!("{rules:?}: {matches} matches, {games} games, {rolls} throws, {hits} hits");
        assert!(hits > matches && rolls > matches * 20);
    }
}
