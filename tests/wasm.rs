//! Determinism across platforms: run in WebAssembly (Node.js, through wasm-bindgen-test-runner)
//! by `scripts/test.sh`, these check that the generator and a whole seeded random game come out
//! exactly as they do natively.
#![cfg(target_arch = "wasm32")]

use boardlore::engine::Rng;
use boardlore::record::{random_record, Record};
use serde_json::Value;
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn the_generator_gives_the_published_splitmix64_sequence() {
    let mut rng = Rng::new(1_234_567);
    assert_eq!(rng.next_u64(), 6_457_827_717_110_365_317);
    assert_eq!(rng.next_u64(), 3_203_168_211_198_807_973);
}

#[wasm_bindgen_test]
fn a_seeded_random_game_matches_the_native_golden_record() {
    let golden = Record::parse(include_str!("golden/leyla-random-seed-3.json")).expect("golden record");
    let played = random_record("leyla", Value::Null, 3).expect("leyla starts");
    assert_eq!(played, golden);
    assert_eq!(played.replay().expect("replays").view(), golden.replay().expect("replays").view());
}
