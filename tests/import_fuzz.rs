//! Property tests for import: random bytes and mutated valid files never panic; what is refused
//! leaves the store untouched, and what is accepted is a sound campaign that loads and replays.

use boardlore::engine::Rng;
use boardlore::record::Record;
use boardlore::saves;
use boardlore::store::MemoryStore;

const VALID: &str = include_str!("fixtures/record-v2.json");

fn random_bytes(rng: &mut Rng) -> Vec<u8> {
    let len = rng.below(400) as usize;
    (0..len).map(|_| rng.below(256) as u8).collect()
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..=rng.below(3) {
        if bytes.is_empty() {
            break;
        }
        let at = rng.below(bytes.len() as u32) as usize;
        match rng.below(5) {
            0 => bytes[at] = rng.below(256) as u8,
            1 => {
                let end = (at + 1 + rng.below(20) as usize).min(bytes.len());
                bytes.drain(at..end);
            }
            2 => bytes.insert(at, b"{}[],:\"0123456789abn-"[rng.below(21) as usize]),
            3 => bytes.truncate(at),
            _ => {
                // Swap two quoted action names, a legal-looking but different game.
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let swapped = text
                    .replacen("\"a1\"", "\"zz\"", 1)
                    .replacen("\"b6\"", "\"a1\"", 1)
                    .replacen("\"zz\"", "\"b6\"", 1);
                bytes = swapped.into_bytes();
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn check(text: &str, store: &mut MemoryStore) -> bool {
    let before = store.clone();
    match saves::import(store, text, "fuzz", 1.0, &saves::english) {
        Ok(campaign) => {
            let (loaded, game) = saves::load(store, &campaign.id).expect("an accepted import loads");
            assert_eq!(loaded, campaign);
            assert_eq!(Record::parse(text).unwrap().replay().unwrap().view(), game.view());
            true
        }
        Err(error) => {
            assert!(!error.to_string().is_empty());
            assert_eq!(*store, before, "a refused import writes nothing");
            false
        }
    }
}

#[test]
fn random_bytes_are_refused() {
    let mut rng = Rng::new(2024);
    let mut store = MemoryStore::default();
    for _ in 0..3_000 {
        let bytes = random_bytes(&mut rng);
        assert!(!check(&String::from_utf8_lossy(&bytes), &mut store));
    }
    assert!(store.entries.is_empty());
}

#[test]
fn mutated_valid_files_never_panic_and_are_refused_or_sound() {
    let mut rng = Rng::new(7);
    let mut store = MemoryStore::default();
    let (mut refused, mut accepted) = (0, 0);
    for _ in 0..3_000 {
        if check(&mutate(VALID, &mut rng), &mut store) {
            accepted += 1;
        } else {
            refused += 1;
        }
    }
    println!("mutated files: {refused} refused, {accepted} accepted");
    assert!(refused > 2_000, "most mutations break a file: {refused}");
}
