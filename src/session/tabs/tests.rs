//! Two sessions on one saved game in one store, as two tabs of a browser: each plays, saves after
//! every change and hears of the other's saves, in every order; no move is ever lost, and each
//! save ends as the issue describes (written, the other's game taken, or a copy kept).

use super::*;
use crate::ai::Level;
use crate::any_game::cost;
use crate::player::Player;
use crate::record::Record;
use crate::session::Speed;
use crate::store::MemoryStore;
use crate::view::BoardView;
use serde_json::Value;

fn clock() -> f64 {
    1_000.0
}

/// One tab: its session and what it told the visitor.
#[derive(Clone)]
struct Tab {
    session: Session,
    notices: Vec<String>,
}

impl Tab {
    fn open(store: &MemoryStore, id: &str) -> Tab {
        let (saved, _) = saves::load(store, id).expect("the game loads");
        Tab { session: Session::open(saved, Speed::Off, clock).expect("it replays"), notices: Vec::new() }
    }

    fn take(&mut self, news: TabNews) {
        if let Some(msg) = news.msg {
            self.session.update(msg);
        }
        if let Some(notice) = news.notice {
            // The app's English words say what the command line's do.
            let words = crate::i18n::english(&[notice.phrase()]).expect("English has every notice").remove(0);
            if notice.detail().is_none() {
                assert_eq!(words, notice.to_string());
            }
            self.notices.push(words);
        }
    }

    /// Plays an action and saves at once, as the play screen does.
    fn play(&mut self, store: &mut MemoryStore, action: &str) {
        self.session.update(Msg::Play(action.to_string()));
        assert_eq!(self.session.refusal(), None, "{action} is legal here");
        let news = self.session.save_to(store, &saves::english);
        self.take(news);
    }

    /// Hears of a change to the store (the browser's `storage` event).
    fn hear(&mut self, store: &MemoryStore) {
        let news = self.session.hear(store);
        self.take(news);
    }

    fn actions(&self) -> Vec<&str> {
        self.session.saved().record.actions.iter().map(String::as_str).collect()
    }

    fn id(&self) -> &str {
        &self.session.saved().id
    }
}

/// A store holding one new Leyla game, "Leyla 1", under id `game`.
fn store_with_a_game(seats: &[Player]) -> MemoryStore {
    let mut store = MemoryStore::default();
    let mut saved = SavedGame::new("game", "Leyla 1", Record::new("leyla", Value::Null, Some(3)), 0.0).unwrap();
    saved.seats = seats.to_vec();
    saves::save(&mut store, &saved).unwrap();
    store
}

fn stored(store: &MemoryStore, id: &str) -> Vec<String> {
    saves::current(store, id).expect("stored").record.actions
}

fn replayed(actions: &[&str]) -> BoardView {
    let mut record = Record::new("leyla", Value::Null, Some(3));
    record.actions = actions.iter().map(|a| a.to_string()).collect();
    record.replay().unwrap().view()
}

#[test]
fn a_tab_that_hears_follows_the_other_and_both_play_on() {
    let mut store = store_with_a_game(&[]);
    let (mut first, mut second) = (Tab::open(&store, "game"), Tab::open(&store, "game"));
    first.play(&mut store, "a3");
    second.hear(&store);
    assert_eq!(second.actions(), ["a3"]);
    assert_eq!(second.session.view(), &replayed(&["a3"]));
    assert_eq!(second.session.shown(), second.session.view().sites.as_slice(), "old moves are not animated");
    assert!(!second.session.busy());
    assert_eq!(second.notices, [TabNotice::PlayedElsewhere.to_string()]);
    let told = second.session.last().unwrap().told();
    let status = crate::i18n::in_english(&second.session.view().status_phrase);
    assert_eq!(told, format!("In another tab or window: a3. {status}"));
    // The follower plays on; the first tab follows in turn; nothing was overwritten.
    second.play(&mut store, "b4");
    first.hear(&store);
    first.play(&mut store, "a1");
    second.hear(&store);
    assert_eq!(stored(&store, "game"), ["a3", "b4", "a1"]);
    assert_eq!((first.actions(), second.actions()), (vec!["a3", "b4", "a1"], vec!["a3", "b4", "a1"]));
    assert_eq!(first.notices, [TabNotice::PlayedElsewhere.to_string()]);
    assert_eq!(store.entries.len(), 1, "no copy was needed");
    // Hearing again changes nothing.
    let before = second.session.clone();
    second.hear(&store);
    assert_eq!(second.session, before);
}

#[test]
fn a_stale_tab_that_plays_differently_keeps_its_moves_as_a_copy() {
    let mut store = store_with_a_game(&[]);
    let (mut first, mut second) = (Tab::open(&store, "game"), Tab::open(&store, "game"));
    first.play(&mut store, "a3");
    // The second tab has not heard: it still shows the opening, and plays a5 there.
    second.play(&mut store, "a5");
    assert_eq!(stored(&store, "game"), ["a3"], "the first tab's game stays as it was");
    assert_eq!(second.id(), "game-copy");
    assert_eq!(second.session.saved().name, "Leyla 1 (copy)");
    assert_eq!(stored(&store, "game-copy"), ["a5"]);
    assert_eq!(
        second.notices,
        ["This game was played differently in another tab or window. The moves played here are kept as a separate saved game, \"Leyla 1 (copy)\", and this tab goes on with it; the game saved in the other tab stays as it was."]
    );
    // Each tab goes on with its own game.
    second.play(&mut store, "b2");
    first.hear(&store);
    first.play(&mut store, "b1");
    assert_eq!(
        (stored(&store, "game"), stored(&store, "game-copy")),
        (vec!["a3".into(), "b1".into()], vec!["a5".into(), "b2".into()])
    );
    assert_eq!(first.notices, Vec::<String>::new());
    let shelf = saves::open(&mut store, 2.0, &saves::english);
    assert_eq!(shelf.games.iter().map(|g| g.name.as_str()).collect::<Vec<_>>(), ["Leyla 1", "Leyla 1 (copy)"]);
}

#[test]
fn a_stale_tab_whose_change_the_other_tab_already_holds_takes_the_stored_game() {
    let mut store = store_with_a_game(&[]);
    let (mut first, mut second) = (Tab::open(&store, "game"), Tab::open(&store, "game"));
    first.play(&mut store, "a3");
    second.hear(&store);
    first.play(&mut store, "b4");
    first.play(&mut store, "a1");
    // Unheard, the second tab takes a3 back: the stored game holds a3 and two moves after it.
    second.session.update(Msg::Undo);
    let news = second.session.save_to(&mut store, &saves::english);
    second.take(news);
    assert_eq!(stored(&store, "game"), ["a3", "b4", "a1"]);
    assert_eq!(second.actions(), ["a3", "b4", "a1"]);
    assert_eq!(second.session.view(), &replayed(&["a3", "b4", "a1"]));
    assert_eq!(
        second.notices.last().unwrap(),
        "This game was played on in another tab or window before this tab's change was saved. This tab now shows the game as it was saved there, after 3 moves; no move was lost."
    );
    assert!(!second.session.unsaved());
    // Both tabs playing the very same move unheard: the second takes the first's game.
    first.play(&mut store, "b6");
    second.play(&mut store, "b6");
    assert_eq!((stored(&store, "game").len(), second.actions().len(), store.entries.len()), (4, 4, 1));
}

#[test]
fn a_take_back_or_a_rename_in_another_tab_is_followed() {
    let mut store = store_with_a_game(&[]);
    let mut first = Tab::open(&store, "game");
    first.play(&mut store, "a3");
    first.play(&mut store, "b4");
    let mut second = Tab::open(&store, "game");
    first.session.update(Msg::Undo);
    let news = first.session.save_to(&mut store, &saves::english);
    first.take(news);
    second.hear(&store);
    assert_eq!(second.actions(), ["a3"]);
    assert_eq!(second.session.view(), &replayed(&["a3"]));
    assert_eq!(second.notices, [TabNotice::ChangedElsewhere.to_string()]);
    assert!(second
        .session
        .last()
        .unwrap()
        .told()
        .starts_with("In another tab or window, the game went back to move 1. "));
    // A rename on the home screen of a third tab: the name is followed without a notice, and a
    // save made before hearing of it keeps it.
    saves::rename(&mut store, "game", "Museum day").unwrap();
    second.hear(&store);
    assert_eq!((second.session.saved().name.as_str(), second.notices.len()), ("Museum day", 1));
    saves::rename(&mut store, "game", "Museum night").unwrap();
    first.play(&mut store, "b1");
    assert_eq!(first.session.saved().name, "Museum night");
    assert_eq!(saves::current(&store, "game").unwrap().name, "Museum night");
    assert_eq!(stored(&store, "game"), ["a3", "b1"]);
}

/// The outcome of a save, as the issue describes it, from the store before and after.
#[derive(Debug, PartialEq)]
enum Outcome {
    Written,
    TookTheirs,
    KeptAsCopy,
}

#[test]
fn two_tabs_in_every_order_lose_no_move_and_each_save_ends_as_described() {
    // Each step is one of six: tab 0 or 1 plays its first legal action, or its last, or hears
    // of the store. Every sequence of five steps.
    const STEPS: u32 = 5;
    let mut outcomes = std::collections::BTreeMap::new();
    for code in 0..6u32.pow(STEPS) {
        let mut store = store_with_a_game(&[]);
        let mut tabs = [Tab::open(&store, "game"), Tab::open(&store, "game")];
        let mut ever_stored = std::collections::BTreeSet::new();
        for step in 0..STEPS {
            let letter = code / 6u32.pow(step) % 6;
            let tab = &mut tabs[(letter % 2) as usize];
            let legal = &tab.session.view().legal;
            let action = match letter / 2 {
                0 => legal[0].text.clone(),
                1 => legal[legal.len() - 1].text.clone(),
                _ => {
                    tab.hear(&store);
                    continue;
                }
            };
            let (id, base) = (tab.id().to_string(), tab.session.saved().revision);
            let before = saves::current(&store, &id).unwrap();
            let notices = tab.notices.len();
            let mut played: Vec<String> = tab.actions().iter().map(|a| a.to_string()).collect();
            played.push(action.clone());
            let theirs = &before.record.actions;
            let expected = if before.revision == base {
                Outcome::Written
            } else if theirs.starts_with(&played) {
                Outcome::TookTheirs
            } else if played.starts_with(theirs) {
                Outcome::Written
            } else {
                Outcome::KeptAsCopy
            };
            tab.play(&mut store, &action);
            let ours: Vec<String> = tab.actions().iter().map(|a| a.to_string()).collect();
            let outcome = if tab.id() != id {
                Outcome::KeptAsCopy
            } else if tab.notices.len() > notices {
                Outcome::TookTheirs
            } else {
                Outcome::Written
            };
            assert_eq!(outcome, expected, "{code}");
            match outcome {
                Outcome::Written => assert_eq!(stored(&store, &id), ours, "written: {code}"),
                Outcome::TookTheirs => {
                    assert_eq!(stored(&store, &id), before.record.actions, "nothing written: {code}");
                    assert_eq!(ours, before.record.actions, "the tab shows the stored game: {code}");
                }
                Outcome::KeptAsCopy => {
                    assert_eq!(stored(&store, &id), before.record.actions, "the stored game stays: {code}");
                    assert_eq!(stored(&store, tab.id()), ours, "the copy holds the tab's moves: {code}");
                    assert!(tab.notices.last().unwrap().contains("(copy)"));
                }
            }
            *outcomes.entry(format!("{outcome:?}")).or_insert(0) += 1;
            // No move ever stored is lost: each is still within some stored game.
            let now: Vec<Vec<String>> =
                store.entries.keys().map(|k| stored(&store, &k[k.rfind('.').unwrap() + 1..])).collect();
            ever_stored.extend(now.iter().cloned());
            for old in &ever_stored {
                assert!(now.iter().any(|game| game.starts_with(old)), "{old:?} lost in {code}");
            }
            // Each tab's game is stored as it shows it, or with more moves another tab played.
            for tab in &tabs {
                let shows: Vec<String> = tab.actions().iter().map(|a| a.to_string()).collect();
                assert!(stored(&store, tab.id()).starts_with(&shows), "{code}");
            }
        }
    }
    assert_eq!(outcomes.len(), 3, "every outcome happens: {outcomes:?}");
}

#[test]
fn following_another_tab_replays_only_the_new_actions_and_drops_stale_answers() {
    let seats = [Player::Person, Player::Computer(Level::Medium)];
    let mut store = store_with_a_game(&seats);
    let (mut first, mut second) = (Tab::open(&store, "game"), Tab::open(&store, "game"));
    first.play(&mut store, "a3");
    // The computer's answer in the first tab, saved; the second tab's search is still running.
    let answer = first.session.view().legal[0].text.clone();
    first.session.update(Msg::Computed { action: answer.clone(), at: first.session.stamp() });
    let news = first.session.save_to(&mut store, &saves::english);
    first.take(news);
    first.play(&mut store, "a1");
    let asked = second.session.stamp();
    let news = second.session.hear(&store);
    let msg = news.msg.expect("the second tab takes the stored game");
    assert_eq!(cost::of(|| second.session.update(msg)), (1, 3), "one view and the three new actions");
    assert_ne!(second.session.stamp(), asked);
    let stale = second.session.view().legal[0].text.clone();
    second.session.update(Msg::Computed { action: stale, at: asked });
    assert_eq!(second.actions(), ["a3", answer.as_str(), "a1"], "the stale answer is dropped");
    // A position that moved on without its number of moves changing drops it too: another tab
    // went back and played a5 instead of a3, and the computer is to answer again.
    let mut store = store_with_a_game(&seats);
    let mut third = Tab::open(&store, "game");
    third.play(&mut store, "a3");
    let (asked, stale) = (third.session.stamp(), third.session.view().legal[0].text.clone());
    let mut line = saves::current(&store, "game").unwrap();
    line.record.actions = vec!["a5".into()];
    line.revision += 1;
    saves::save(&mut store, &line).unwrap();
    third.hear(&store);
    assert_eq!((third.actions(), third.session.computer().is_some()), (vec!["a5"], true));
    assert_eq!(third.notices, [TabNotice::ChangedElsewhere.to_string()]);
    third.session.update(Msg::Computed { action: stale, at: asked });
    assert_eq!(third.actions(), ["a5"], "the answer for a3 is dropped");
}

#[test]
fn a_full_store_is_told_and_the_game_goes_on_in_memory() {
    let mut store = store_with_a_game(&[]);
    let mut tab = Tab::open(&store, "game");
    store.limit = Some(10);
    tab.play(&mut store, "a3");
    assert_eq!(tab.notices, ["This game is not being saved: the browser's storage is full. You can keep playing."]);
    assert!(tab.session.unsaved());
    assert_eq!(tab.actions(), ["a3"]);
    store.limit = None;
    tab.play(&mut store, "b4");
    assert_eq!(stored(&store, "game"), ["a3", "b4"]);
    assert!(!tab.session.unsaved());
}

#[test]
fn many_moves_from_another_tab_are_counted_in_every_language() {
    let mut store = store_with_a_game(&[]);
    let (mut first, mut second) = (Tab::open(&store, "game"), Tab::open(&store, "game"));
    let record = crate::record::random_record("leyla", serde_json::Value::Null, 3).expect("a random game");
    for action in record.actions.iter().take(LISTED + 2) {
        first.play(&mut store, action);
    }
    second.hear(&store);
    let played = second.session.last().unwrap();
    let last = &record.actions[LISTED + 1];
    assert!(played.told().starts_with(&format!("In another tab or window: {} moves, the last {last}. ", LISTED + 2)));
    for lang in crate::i18n::Lang::all() {
        let messages = crate::i18n::Messages::new(lang);
        let said: Vec<String> =
            played.said.iter().map(|p| messages.try_phrase(p).unwrap_or_else(|e| panic!("{e}"))).collect();
        if lang == crate::i18n::Lang::ENGLISH {
            assert_eq!(said.join(" "), played.told());
        }
        assert!(said[0].contains(last.as_str()), "{said:?}");
    }
}
