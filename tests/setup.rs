//! Positions set up by hand: in every game a valid arrangement gives exactly that board (read
//! back as the same arrangement, shown with those counts, owners and the seat to move), and
//! each rule it can break is refused with the game's own reason, in English as `Display` says
//! it and formatted strictly in every language. Records and links carry the arrangement; a
//! malformed or refused one is told, never a panic.

use boardlore::any_game::{AnyGame, PositionError};
use boardlore::catalogue::{new_game, CATALOGUE};
use boardlore::engine::{random_action, Arrange, Arrangement, Event, Phrased, Rng, Seat, Stone, ToAct};
use boardlore::games::ceelko::{Ceelko, CeelkoRules, Ruleset};
use boardlore::games::dongjintian::{Dongjintian, DongjintianRules};
use boardlore::games::leyla::{LeylaMatch, LeylaRules};
use boardlore::games::piprjall::{Piprjall, PiprjallRules};
use boardlore::i18n::{Lang, Messages};
use boardlore::player::Player;
use boardlore::record::link::{base64url, GameLink, LinkError};
use boardlore::record::{random_record, Record, RecordError};
use serde_json::{json, Value};

fn game(id: &str, rules: Value) -> AnyGame {
    new_game(id, &rules).expect("a game")
}

/// The refusal of `arrangement`, checked to read the same as its phrase in English and to
/// format in every language.
fn refusal(game: &AnyGame, arrangement: &Arrangement) -> String {
    let error: PositionError = game.set_up(arrangement).map(|_| ()).expect_err("refused");
    for lang in Lang::all() {
        let said = Messages::new(lang).try_phrase(&error.phrase());
        let said = said.unwrap_or_else(|e| panic!("{}: {error}: {e:?}", lang.tag()));
        if lang == Lang::ENGLISH {
            assert_eq!(said, error.to_string());
        }
    }
    error.to_string()
}

/// Sets up `arrangement`, checks the game shows exactly it, and returns the game.
fn set_up_exactly(game: &AnyGame, arrangement: &Arrangement) -> AnyGame {
    let set = game.set_up(arrangement).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(set.arrangement().as_ref(), Some(arrangement), "read back as it was set up");
    let view = set.view();
    assert_eq!(set.to_act().seat().or(set.chance_for()), Some(arrangement.to_move));
    assert!(!view.legal.is_empty(), "the mover has something to do");
    set
}

#[test]
fn leyla_is_set_up_exactly_and_refused_with_its_reasons() {
    let leyla = game("leyla", Value::Null);
    let mut counts = vec![0u16; 12];
    counts[2] = 5; // a3
    counts[7] = 3; // b2, captured by South with a5 facing it
    counts[4] = 6;
    counts[10] = 1;
    let mut owners = vec![None; 12];
    owners[7] = Some(Seat::FIRST);
    owners[4] = Some(Seat::FIRST);
    let good = Arrangement { counts, owners, held: vec![20, 13], stones: Vec::new(), to_move: Seat::SECOND };
    let set = set_up_exactly(&leyla, &good);
    let view = set.view();
    assert_eq!(view.sites[2].count, 5);
    assert_eq!(view.sites[7].owner, Some(Seat::FIRST), "b2 is South's capture");
    assert_eq!(view.legal.iter().map(|a| a.text.as_str()).collect::<Vec<_>>(), ["b5"], "North sows from b5 only");

    let broken = |change: fn(&mut Arrangement)| {
        let mut bad = good.clone();
        change(&mut bad);
        refusal(&leyla, &bad)
    };
    assert_eq!(broken(|a| a.held[0] = 21), "the position has 49 counters in all; this game always has 48");
    assert_eq!(
        broken(|a| a.owners[4] = None),
        "b2 is captured but a5, facing it, is not captured by the same player: a capture takes both"
    );
    assert_eq!(
        broken(|a| a.owners[4] = Some(Seat::SECOND)),
        "a5 is captured but b2, facing it, is not captured by the same player: a capture takes both"
    );
    assert_eq!(
        broken(|a| {
            a.counts[10] = 0;
            a.held[1] += 1;
        }),
        "North is to move but has no counters to sow: the round would be over already"
    );
    assert_eq!(broken(|a| a.to_move = Seat::new(2)), "East cannot be the one to move in this game");
    assert_eq!(broken(|a| a.to_move = Seat::new(200)), "Seat 201 cannot be the one to move in this game");
    assert_eq!(broken(|a| a.counts.push(0)), "the position's counts list has 13 entries; it needs 12");
    assert_eq!(broken(|a| a.owners[0] = Some(Seat::new(3))), "a1 cannot belong to West");
}

#[test]
fn dongjintian_is_set_up_exactly_and_refused_with_its_reasons() {
    let grid = game("dongjintian", Value::Null);
    let mut counts = vec![0u16; 20];
    counts[0] = 40;
    counts[19] = 10;
    let good = Arrangement {
        counts,
        owners: Vec::new(),
        held: vec![10, 20, 0, 20],
        stones: Vec::new(),
        to_move: Seat::new(3),
    };
    let set = set_up_exactly(&grid, &good);
    assert_eq!(set.view().scores, [10, 20, 0, 20]);
    let broken = |change: fn(&mut Arrangement)| {
        let mut bad = good.clone();
        change(&mut bad);
        refusal(&grid, &bad)
    };
    assert_eq!(
        broken(|a| {
            a.counts = vec![0; 20];
            a.held = vec![100, 0, 0, 0];
        }),
        "the board is empty: the game would be over already"
    );
    assert_eq!(broken(|a| a.counts[5] = 101), "a2 holds 101; it can hold at most 100");
    assert_eq!(broken(|a| a.held = vec![0, 0]), "the position's held list has 2 entries; it needs 4");
    assert_eq!(broken(|a| a.held[2] = 1), "the position has 101 counters in all; this game always has 100");
}

/// Piprjall's sites: t1..t12 (0..12), b1..b12 (12..24), bar-s, bar-n, off-s, off-n.
fn tables(pieces: &[(usize, u16, Seat)], to_move: Seat) -> Arrangement {
    let mut counts = vec![0u16; 28];
    let mut owners = vec![None; 28];
    for &(site, count, seat) in pieces {
        counts[site] = count;
        if site < 24 {
            owners[site] = Some(seat);
        }
    }
    Arrangement { counts, owners, held: Vec::new(), stones: Vec::new(), to_move }
}

#[test]
fn piprjall_is_set_up_exactly_and_refused_with_its_reasons() {
    let (south, north) = (Seat::FIRST, Seat::SECOND);
    let piprjall = game("piprjall", Value::Null);
    let good = tables(&[(12, 10, south), (13, 3, south), (24, 2, south), (0, 14, north), (27, 1, north)], north);
    let set = set_up_exactly(&piprjall, &good);
    assert_eq!(set.to_act(), ToAct::Chance, "the dice are thrown first");
    assert_eq!(set.chance_for(), Some(north));
    let view = set.view();
    assert_eq!((view.sites[12].count, view.sites[12].owner), (10, Some(south)));
    assert_eq!((view.sites[0].count, view.sites[0].owner), (14, Some(north)));
    let refused = |pieces: &[(usize, u16, Seat)]| refusal(&piprjall, &tables(pieces, south));
    assert_eq!(
        refused(&[(12, 10, south), (13, 4, south), (24, 2, south), (0, 15, north)]),
        "South has 16 pieces; each side has exactly 15"
    );
    assert_eq!(
        refused(&[(12, 15, south), (27, 15, north)]),
        "North has borne off every piece: the game would be over already"
    );
    assert_eq!(refused(&[(12, 16, south), (0, 15, north)]), "b1 holds 16; it can hold at most 15");
    let mut unowned = tables(&[(12, 15, south), (0, 15, north)], south);
    unowned.owners[0] = None;
    assert_eq!(refusal(&piprjall, &unowned), "the pieces on t1 belong to neither side");
    let mut bar_owned = tables(&[(12, 15, south), (0, 15, north)], south);
    bar_owned.owners[24] = Some(north);
    assert_eq!(refusal(&piprjall, &bar_owned), "bar-s cannot belong to North");
}

#[test]
fn ceelko_is_set_up_exactly_and_refused_with_its_reasons() {
    let ceelko = game("ceelkoqyuqkoqiji", Value::Null);
    // a1..a5 (0..5), A (5), b1..b5 (6..11), B (11).
    let mut counts = vec![0u16; 12];
    counts[0] = 6;
    counts[2] = 9;
    counts[5] = 3;
    counts[7] = 12;
    counts[9] = 4;
    let mut owners = vec![None; 12];
    owners[9] = Some(Seat::FIRST);
    let good = Arrangement {
        counts,
        owners,
        held: vec![10, 6],
        stones: vec![Stone::On(5), Stone::On(8)],
        to_move: Seat::FIRST,
    };
    let set = set_up_exactly(&ceelko, &good);
    let view = set.view();
    assert_eq!(view.sites[8].count, 1, "the gong stands alone in b3");
    assert_eq!(view.sites[9].owner, Some(Seat::FIRST), "b4 was sold to South");
    assert!(view.legal.iter().any(|a| a.text == "a3+"));
    let broken = |change: fn(&mut Arrangement)| {
        let mut bad = good.clone();
        change(&mut bad);
        refusal(&ceelko, &bad)
    };
    assert_eq!(broken(|a| a.held[1] = 7), "the position has 51 counters in all; this game always has 50");
    assert_eq!(broken(|a| a.stones = vec![Stone::On(11), Stone::On(8)]), "large stone 1 cannot stand on B");
    assert_eq!(broken(|a| a.stones[0] = Stone::Won { won_by: Seat::new(2) }), "large stone 1 cannot be won by East");
    assert_eq!(broken(|a| a.owners[2] = Some(Seat::FIRST)), "a3 cannot belong to South");
    assert_eq!(broken(|a| a.to_move = Seat::new(2)), "East cannot be the one to move in this game");
    assert_eq!(
        broken(|a| a.owners = (0..12).map(|i| (i < 5).then_some(Seat::SECOND)).collect()),
        "South has sold every hole: the campaign would be over already"
    );
}

#[test]
fn a_large_stone_won_by_a_player_is_set_up_as_won_and_stands_in_its_store_again_next_round() {
    let ceelko = game("ceelkoqyuqkoqiji", Value::Null);
    // North has won the mu; South's last two stones sit in a5, North has none left to sow.
    let mut counts = vec![0u16; 12];
    counts[4] = 2;
    let won = Stone::Won { won_by: Seat::SECOND };
    let arrangement = Arrangement {
        counts,
        owners: vec![None; 12],
        held: vec![20, 28],
        stones: vec![won, Stone::On(11)],
        to_move: Seat::FIRST,
    };
    let json = serde_json::to_value(&arrangement).expect("serialises");
    assert_eq!(
        json["stones"],
        serde_json::json!([{ "won_by": 1 }, 11]),
        "a won stone names its winner; a placed one its site"
    );
    let set = set_up_exactly(&ceelko, &arrangement);
    let view = set.view();
    assert_eq!(view.scores, vec![20, 29], "North holds the mu off the board");
    assert_eq!((view.sites[5].count, view.sites[5].large), (0, 0), "store A is empty: the mu has left it");
    assert_eq!(set.arrangement(), Some(arrangement.clone()), "reading the position back gives the mu won");
    let read: Arrangement = serde_json::from_value(json).expect("reads back");
    assert_eq!(read, arrangement);
    // Played on to the next round: the mu was bought back into store A.
    let (mut game, mut rng, mut events) = (set, Rng::new(8), Vec::new());
    while !events.iter().any(|e| matches!(e, Event::RoundStart { .. })) {
        events.clear();
        game.play_random_with(&mut rng, &mut events).expect("the campaign goes on to a second round");
    }
    assert_eq!(game.view().sites[5].large & 1, 1, "the mu stands in store A again");
}

#[test]
fn every_position_reached_in_play_sets_up_as_itself() {
    for info in CATALOGUE {
        let record = random_record(info.id, Value::Null, 5).expect("a game");
        let mut played = record.start().expect("starts");
        for (n, action) in record.actions.iter().enumerate() {
            played.apply_text(action, &mut Vec::new()).expect("legal");
            let Some(seat) = played.to_act().seat().or(played.chance_for()) else { continue };
            let here = played.arrangement().expect("every game can be set up");
            if n % 7 != 0 || played.in_hand() > 0 {
                continue;
            }
            match played.set_up(&here) {
                Ok(set) => assert_eq!(set.arrangement(), Some(here), "{} after {n}", info.id),
                Err(error) => assert!(
                    error.to_string().contains("would be over") || seat != here.to_move,
                    "{} after {n}: {error}",
                    info.id
                ),
            }
        }
    }
}

fn leyla_setup() -> Arrangement {
    let mut counts = vec![4u16; 12];
    counts[0] = 0;
    counts[11] = 0;
    Arrangement { counts, owners: vec![None; 12], held: vec![5, 3], stones: Vec::new(), to_move: Seat::FIRST }
}

#[test]
fn a_record_with_a_setup_replays_from_it_and_round_trips() {
    let mut record = Record::new("leyla", Value::Null, Some(3));
    record.setup = Some(leyla_setup());
    record.actions = vec!["a2".into(), "b1".into()];
    let text = record.to_json();
    assert!(text.contains("\"version\": 3") && text.contains("\"setup\": {"), "{text}");
    let again = Record::parse(&text).expect("parses");
    assert_eq!(again, record);
    let replayed = again.replay().expect("replays");
    let start = again.start().expect("starts");
    assert_eq!(start.arrangement(), Some(leyla_setup()), "starts from the set-up position");
    let on_board: u32 = replayed.view().sites.iter().map(|s| u32::from(s.count)).sum();
    assert_eq!(on_board + replayed.view().scores.iter().sum::<u32>(), 48, "the set-up counters are all kept");
    let link = GameLink { record: again.clone(), seats: vec![Player::Person, Player::parse("easy").unwrap()] };
    let (decoded, game) = GameLink::decode(&link.encode()).expect("decodes");
    assert_eq!(decoded, link);
    assert_eq!(game.view(), replayed.view());
}

#[test]
fn malformed_and_refused_setups_are_told() {
    let base = json!({"format": "boardlore-record", "version": 3, "game": "leyla", "actions": []});
    let with = |setup: Value| {
        let mut record = base.clone();
        record["setup"] = setup;
        Record::parse(&record.to_string()).and_then(|r| r.replay())
    };
    let malformed = with(json!({"counts": "lots", "to_move": 0})).unwrap_err();
    assert!(matches!(malformed, RecordError::Malformed(_)), "{malformed}");
    let unknown = with(json!({"counts": [], "to_move": 0, "goats": 2})).unwrap_err();
    assert!(unknown.to_string().contains("unknown field"), "{unknown}");
    let refused = with(json!({"counts": [4, 4], "to_move": 0})).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "the position set up in the record is refused: the position's counts list has 2 entries; it needs 12"
    );
    let said = Messages::new(Lang::ENGLISH).try_phrase(&refused.phrase()).expect("formats");
    assert_eq!(said, refused.to_string());
    let link = base64url(b"b1\nleyla\n\n\n\na1\n{\"counts\": 7}");
    let error = GameLink::decode(&link).unwrap_err();
    assert!(matches!(error, LinkError::Arrangement(_)), "{error}");
    assert!(error.to_string().starts_with("the game link's set-up position is not readable ("), "{error}");
    let mut refused_link = GameLink { record: Record::new("leyla", Value::Null, None), seats: Vec::new() };
    refused_link.record.setup = Some(Arrangement { held: vec![48, 0], ..leyla_setup() });
    let error = GameLink::decode(&refused_link.encode()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the game in the link cannot be replayed: the position set up in the record is refused: \
         the position has 88 counters in all; this game always has 48"
    );
    let mut old = base.clone();
    old["version"] = json!(2);
    old["setup"] = serde_json::to_value(leyla_setup()).unwrap();
    let old = Record::parse(&old.to_string()).unwrap_err();
    assert!(old.to_string().contains("a version 2 record has no setup"), "{old}");
}

/// Draws `game`'s position as a diagram (`engine::setup::diagram`) and reads it back: the same
/// arrangement, site by site.
fn drawn_back<G: Arrange>(game: &G) {
    let arrangement = game.arrangement();
    let drawing = game.drawing();
    let text = drawing.draw(&arrangement);
    let back = drawing.read(&text, &arrangement.held, arrangement.to_move).unwrap_or_else(|e| panic!("{text}: {e}"));
    let owners = |a: &Arrangement| (0..a.counts.len()).map(|i| a.owner(i)).collect::<Vec<_>>();
    assert_eq!(back.counts, arrangement.counts, "{text}");
    assert_eq!(owners(&back), owners(&arrangement), "{text}");
    assert_eq!((&back.held, &back.stones, back.to_move), (&arrangement.held, &arrangement.stones, arrangement.to_move));
}

/// The opening and every position of a few seeded random games of `start`, drawn and read back.
fn every_position_drawn_back<G: Arrange>(start: G) {
    for seed in 0..3 {
        let (mut game, mut rng, mut buffer) = (start.clone(), Rng::new(seed), Vec::new());
        drawn_back(&game);
        while let Some(action) = random_action(&game, &mut rng, &mut buffer) {
            game.apply(action).expect("a legal action");
            drawn_back(&game);
        }
    }
}

#[test]
fn every_game_draws_its_positions_as_diagrams_that_read_back() {
    every_position_drawn_back(LeylaMatch::new(LeylaRules::default()));
    every_position_drawn_back(Dongjintian::new(DongjintianRules::default()));
    every_position_drawn_back(Piprjall::new(PiprjallRules::default()));
    for (ruleset, players) in [(Ruleset::Eagle, 2), (Ruleset::Eagle, 4), (Ruleset::FourteenHoles, 2)] {
        every_position_drawn_back(Ceelko::new(CeelkoRules { ruleset, players, ..CeelkoRules::default() }));
    }
}
