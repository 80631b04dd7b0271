//! Every storage schema and record version ever written has a fixture in `tests/fixtures/`, and
//! each must keep loading: schema-1 storage is migrated, schema 2 reads as revision 0 and becomes
//! schema 3 at its next save, older records replay.

use boardlore::player::Player;
use boardlore::record::Record;
use boardlore::saves::{self, Shelf};
use boardlore::store::{KeyValueStore, MemoryStore};
use std::collections::BTreeMap;

fn store_from(fixture: &str) -> MemoryStore {
    let entries: BTreeMap<String, String> = serde_json::from_str(fixture).expect("fixture is a key-value map");
    MemoryStore { entries, limit: None }
}

#[test]
fn storage_schema_1_is_migrated_to_a_campaign() {
    let mut store = store_from(include_str!("fixtures/storage-v1.json"));
    let old = store.get("boardlore.v1.current.leyla").unwrap().expect("fixture entry");
    let shelf: Shelf = saves::open(&mut store, 5.0, &saves::english);
    assert_eq!(shelf.problems, []);
    assert_eq!(shelf.games.len(), 1);
    let summary = &shelf.games[0];
    assert_eq!(
        (summary.id.as_str(), summary.name.as_str(), summary.moves),
        ("v1-leyla", "Leyla (Wegi) (saved earlier)", 8)
    );
    let (campaign, game) = saves::load(&store, "v1-leyla").expect("loads");
    assert_eq!(game.view(), Record::parse(&old).unwrap().replay().unwrap().view());
    assert_eq!(campaign.record.actions.len(), 8);
    assert_eq!(store.get("boardlore.v1.current.leyla").unwrap(), None, "the old entry is gone once moved");
    assert_eq!(store.get("boardlore.v1.settings.speed").unwrap().as_deref(), Some("fast"), "settings untouched");
    // A second open finds the same, and migrates nothing twice.
    assert_eq!(saves::open(&mut store, 6.0, &saves::english).games, shelf.games);
}

#[test]
fn storage_schema_2_loads_as_it_is() {
    let mut store = store_from(include_str!("fixtures/storage-v2.json"));
    let before = store.clone();
    let shelf = saves::open(&mut store, 5.0, &saves::english);
    assert_eq!(shelf.problems, []);
    assert_eq!(shelf.games[0].name, "Saturday at the museum");
    let status = boardlore::i18n::english(&[shelf.games[0].status.clone()]).expect("English says it").remove(0);
    assert!(status.starts_with("Round 8"), "{status}");
    assert_eq!(store, before, "nothing rewritten");
}

#[test]
fn storage_schema_2_reads_as_revision_0_and_its_next_checked_save_writes_schema_3() {
    let mut store = store_from(include_str!("fixtures/storage-v2.json"));
    let (mut saved, game) = saves::load(&store, "k3x9q2").expect("loads");
    assert_eq!(saved.revision, 0);
    saved.record.actions.push(game.view().legal[0].text.clone());
    let written = saves::save_checked(&mut store, &saved, 0, &saves::english).expect("nothing else was saved");
    assert_eq!(written.revision, 1);
    let text = store.get("boardlore.v2.campaign.k3x9q2").unwrap().unwrap();
    assert!(text.starts_with(r#"{"schema":3,"id":"k3x9q2","name":"Saturday at the museum","#), "{text}");
    assert!(text.contains(r#""revision":1,"record":"#), "{text}");
    assert_eq!(saves::load(&store, "k3x9q2").unwrap().0.record.actions.len(), 61);
}

#[test]
fn storage_schema_3_loads_as_it_is_and_is_written_back_the_same() {
    let fixture = include_str!("fixtures/storage-v3.json");
    let mut store = store_from(fixture);
    let before = store.clone();
    let shelf = saves::open(&mut store, 5.0, &saves::english);
    assert_eq!(shelf.problems, []);
    assert_eq!((shelf.games[0].name.as_str(), shelf.games[0].moves), ("Wednesday campaign", 40));
    assert_eq!(store, before, "nothing rewritten");
    let (saved, _) = saves::load(&store, "p7w2m4").expect("loads and replays");
    assert_eq!(saved.revision, 7);
    assert_eq!(saved.seats, [Player::Person, Player::parse("hard").unwrap()]);
    assert_eq!(saved.record.rules, serde_json::json!({ "ruleset": "equal_cost" }));
    let mut again = MemoryStore::default();
    saves::save(&mut again, &saved).unwrap();
    assert_eq!(again.get("boardlore.v2.campaign.p7w2m4").unwrap(), before.get("boardlore.v2.campaign.p7w2m4").unwrap());
    // A tab that read revision 6 finds the stored game moved on, and takes it.
    let mut stale = saved.clone();
    stale.record.actions.truncate(39);
    let conflict = saves::save_checked(&mut store, &stale, 6, &saves::english).unwrap_err();
    assert_eq!(conflict, saves::Conflict::TheirsExtendsOurs(Box::new(saved)));
    assert_eq!(store, before);
}

#[test]
fn record_versions_1_2_and_3_replay() {
    let v1 = Record::parse(include_str!("fixtures/record-v1.json")).expect("v1 parses");
    assert_eq!(v1.version, 1);
    let game = v1.replay().expect("v1 replays");
    let view = game.view();
    let on_board: u32 = view.sites.iter().map(|s| u32::from(s.count)).sum();
    assert_eq!(on_board + view.scores.iter().sum::<u32>(), 48);
    assert_eq!(view.to_act.to_string(), "South", "eight moves in, South to move again");
    let v2 = Record::parse(include_str!("fixtures/record-v2.json")).expect("v2 parses");
    assert_eq!(v2.name.as_deref(), Some("Saturday at the museum"));
    let game = v2.replay().expect("v2 replays and its state matches");
    assert_eq!(game.standing(), v2.state);
    let v3 = Record::parse(include_str!("fixtures/record-v3.json")).expect("v3 parses");
    let start = v3.start().expect("v3's set-up position is taken");
    assert_eq!(start.arrangement(), v3.setup, "v3 starts from its set-up position");
    assert_eq!(start.view().sites[5].owner, Some(boardlore::engine::Seat::SECOND), "a6 is North's capture");
    v3.replay().expect("v3 replays from its set-up position");
}

#[test]
fn an_exported_file_imports_into_another_store() {
    let mut store = MemoryStore::default();
    let campaign = saves::import(&mut store, include_str!("fixtures/record-v2.json"), "k3x9q2", 1.0, &saves::english)
        .expect("imports");
    let (_, game) = saves::load(&store, &campaign.id).unwrap();
    let expected = Record::parse(include_str!("fixtures/record-v2.json")).unwrap().replay().unwrap();
    assert_eq!(game.view(), expected.view());
}
