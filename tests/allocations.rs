//! Random playouts and search allocate per playout or per search iteration, never per action
//! (issue 18: "random playouts and search must not allocate per action"). A counting allocator
//! (per thread, so tests running beside each other do not mix their counts) watches every
//! game under its default rules and each rule option's every value.

use boardlore::any_game::AnyGame;
use boardlore::catalogue::{self, CATALOGUE};
use boardlore::engine::Rng;
use serde_json::{json, Value};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting the allocations (and reallocations) of each thread.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn count() {
    ALLOCATIONS.with(|n| n.set(n.get() + 1));
}

// SAFETY: every call is handed to the system allocator unchanged; counting touches only a
// thread-local `Cell` with a constant initialiser and no destructor, which never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// Allocations made on this thread while `f` runs, and what `f` returned.
fn allocations<T>(f: impl FnOnce() -> T) -> (u64, T) {
    let before = ALLOCATIONS.with(Cell::get);
    let out = f();
    (ALLOCATIONS.with(Cell::get) - before, out)
}

/// Every game under its default rules and under each rule option's every value.
fn settings() -> Vec<(String, AnyGame)> {
    let mut out = Vec::new();
    for info in CATALOGUE {
        out.push((format!("{} default", info.id), catalogue::new_game(info.id, &Value::Null).expect("starts")));
        for option in info.options {
            for choice in option.choices {
                let value: Value = serde_json::from_str(choice).expect("choices are JSON");
                let game = catalogue::new_game(info.id, &json!({ option.name: value })).expect("starts");
                out.push((format!("{} {}={choice}", info.id, option.name), game));
            }
        }
    }
    out
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "debug builds check each random draw against a fresh list; scripts/test.sh runs this in release"
)]
fn random_playouts_allocate_per_playout_not_per_action() {
    for (name, start) in settings() {
        let mut rng = Rng::new(11);
        let (mut allocated, mut actions) = (0, 0);
        let playouts = 40;
        for _ in 0..playouts {
            let mut game = start.clone();
            let (n, played) = allocations(|| game.playout(&mut rng));
            allocated += n;
            actions += played;
        }
        assert!(actions >= 20 * playouts, "{name}: playouts ran ({actions} actions)");
        // A playout may make room once for what it adds (a position history, a round's note);
        // an allocation per action would be at least one per action.
        assert!(
            allocated * 20 <= actions,
            "{name}: {allocated} allocations in {playouts} playouts of {actions} actions"
        );
        assert!(allocated <= 64 * playouts, "{name}: {allocated} allocations in {playouts} playouts");
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "debug builds check each random draw against a fresh list; scripts/test.sh runs this in release"
)]
fn search_allocates_per_iteration_not_per_action() {
    for (name, start) in settings() {
        // The first position where searching can change the answer.
        let mut position = start.clone();
        let mut rng = Rng::new(5);
        while position.searcher(1).is_none_or(|s| !s.open()) {
            assert!(position.play_random(&mut rng).is_some(), "{name}: a choice before the end");
        }
        let mut search = position.searcher(3).expect("a seat acts");
        let iterations = 500;
        let (allocated, ()) = allocations(|| search.run(iterations));
        assert_eq!(search.iterations(), iterations, "{name}: the search ran");
        // Each iteration copies the position and adds a node (its untried actions, its totals,
        // a place among its parent's children); its playout, dozens to hundreds of actions,
        // adds nothing.
        assert!(
            allocated <= 16 * u64::from(iterations),
            "{name}: {allocated} allocations in {iterations} search iterations"
        );
    }
}
