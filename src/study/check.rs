//! The invariants every game keeps after every action, for `boardlore study --check` and the
//! random-game tests: counters or pieces conserved, legal actions until the end and none after,
//! the events of an action animating exactly to the new position (through [`show`]), and the
//! record replaying to the same game.

use crate::any_game::AnyGame;
use crate::engine::{show, Event, Rng, SiteView};
use crate::record::Record;
use crate::view::Snapshot;
use std::fmt;

/// An invariant that did not hold: in the game of `seed`, after action number `action` (from 1;
/// 0 for the position before any action).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    pub seed: u64,
    pub action: u64,
    /// Which invariant, in words.
    pub what: String,
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seed {}, action {}: {}", self.seed, self.action, self.what)
    }
}

impl std::error::Error for Broken {}

/// Legal actions until the end, and none after it.
pub fn legal_until_over(over: bool, legal: usize) -> Result<(), String> {
    match (over, legal) {
        (true, 0) | (false, 1..) => Ok(()),
        (true, n) => Err(format!("{n} legal actions after the end")),
        (false, 0) => Err("no legal action before the end".to_string()),
    }
}

/// Whether an action's events may be followed by a new layout rather than animate to it (a
/// round settled, a new round or game set up).
pub fn lays_out_afresh(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::Settle { .. } | Event::RoundStart { .. } | Event::LaidOut { .. }))
}

/// The events of an action, shown one by one on the position `before` it, give the position
/// `after` it (unless the board is laid out afresh: see [`lays_out_afresh`]).
pub fn animates(before: &[SiteView], events: &[Event], after: &[SiteView]) -> Result<(), String> {
    if lays_out_afresh(events) {
        return Ok(());
    }
    let mut frames = before.to_vec();
    for event in events {
        if event.site().is_some_and(|site| site.index() >= frames.len()) {
            return Err(format!("{event:?} is off the board"));
        }
        show(&mut frames, event);
    }
    match frames.iter().zip(after).position(|(shown, now)| shown != now) {
        None if frames.len() == after.len() => Ok(()),
        None => Err(format!("the events show {} sites, the position has {}", frames.len(), after.len())),
        Some(site) => {
            Err(format!("the events animate site {site} to {:?}, but the position has {:?}", frames[site], after[site]))
        }
    }
}

/// What a game conserves: the counters on the board, won and in hand (the mancala games), or
/// the pieces on the board, borne off ones included (a tables game, whose scores are points).
/// Whichever has not changed since the start must never change; both changing is a leak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conservation {
    counters: Option<u32>,
    pieces: Option<u32>,
}

impl Conservation {
    /// The totals in the position `now`.
    pub fn new(now: &Snapshot) -> Conservation {
        let (counters, pieces) = totals(now);
        Conservation { counters: Some(counters), pieces: Some(pieces) }
    }

    /// Checks the position `now` against the totals at the start.
    pub fn check(&mut self, now: &Snapshot) -> Result<(), String> {
        let (counters, pieces) = totals(now);
        let start = *self;
        self.counters = self.counters.filter(|&c| c == counters);
        self.pieces = self.pieces.filter(|&p| p == pieces);
        if self.counters.is_none() && self.pieces.is_none() {
            return Err(format!(
                "neither counters nor pieces conserved: counters on the board, won and in hand {counters} \
                 (was {:?}), pieces on the board {pieces} (was {:?})",
                start.counters, start.pieces
            ));
        }
        Ok(())
    }
}

fn totals(now: &Snapshot) -> (u32, u32) {
    let pieces: u32 = now.sites.iter().map(|s| u32::from(s.count)).sum();
    (pieces + now.scores.iter().sum::<u32>() + now.in_hand, pieces)
}

/// The action `text` just played on `played` (checked, its events watched), played on `quiet`
/// (the same game before it) as search and random playouts play it, reaches the very same state.
/// A random action is drawn again, and must take the same numbers: `random` holds the generator
/// before the draw and after it (any other action, a computer's say, is played from its text).
/// Shortcuts a game takes when unwatched are checked so, action by action.
pub fn quietly_alike(
    quiet: &mut AnyGame,
    played: &AnyGame,
    text: &str,
    random: Option<(Rng, &Rng)>,
) -> Result<(), String> {
    let stepped = match random {
        Some((mut drawn, rng)) => quiet.step_random_quietly(&mut drawn) && drawn == *rng,
        None => quiet.apply_text(text, &mut Vec::new()).is_ok(),
    };
    if stepped && quiet.same_as(played) {
        Ok(())
    } else {
        Err(format!("{text} played unchecked and unwatched reaches another state"))
    }
}

/// The record, read back from its JSON and replayed through the catalogue, reaches `game`.
pub fn replays(record: &Record, game: &AnyGame) -> Result<(), String> {
    let replayed = Record::parse(&record.to_json())
        .and_then(|r| r.replay())
        .map_err(|e| format!("the record does not replay: {e}"))?;
    if replayed.view() != game.view() {
        return Err("the record replays to another position".to_string());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue;
    use crate::engine::{Rng, Site};
    use serde_json::Value;

    #[test]
    fn a_missing_or_extra_event_is_caught() {
        let mut game = catalogue::new_game("leyla", &Value::Null).unwrap();
        let before = game.view();
        let mut events = Vec::new();
        game.play_random_with(&mut Rng::new(3), &mut events).unwrap();
        let after = game.view();
        assert_eq!(animates(&before.sites, &events, &after.sites), Ok(()));
        let dropped: Vec<Event> = events.iter().copied().filter(|e| !matches!(e, Event::Drop { .. })).collect();
        assert!(animates(&before.sites, &dropped, &after.sites).is_err());
        let extra = [events.clone(), vec![Event::Drop { site: Site(0) }]].concat();
        assert!(animates(&before.sites, &extra, &after.sites).is_err());
        let off = [events, vec![Event::Drop { site: Site(200) }]].concat();
        assert!(animates(&before.sites, &off, &after.sites).unwrap_err().contains("off the board"));
    }

    #[test]
    fn a_quiet_game_that_goes_its_own_way_is_caught() {
        for game in ["leyla", "piprjall"] {
            let mut played = catalogue::new_game(game, &Value::Null).unwrap();
            let mut quiet = played.clone();
            let mut rng = Rng::new(8);
            for _ in 0..6 {
                let before = rng.clone();
                let text = played.play_random_with(&mut rng, &mut Vec::new()).unwrap();
                assert_eq!(quietly_alike(&mut quiet, &played, &text, Some((before, &rng))), Ok(()), "{game} {text}");
            }
            // Played from its text, as a computer's move is.
            let text = played.play_random(&mut rng).unwrap();
            assert_eq!(quietly_alike(&mut quiet, &played, &text, None), Ok(()), "{game} {text}");
            // One action behind, or drawing other numbers, it is caught.
            let mut behind = quiet.clone();
            let before = rng.clone();
            let text = played.play_random(&mut rng).unwrap();
            assert!(quietly_alike(&mut behind.clone(), &played, &text, None).is_ok());
            let (mut ahead, mut other) = (quiet.clone(), rng.clone());
            ahead.play_random(&mut other).unwrap();
            let err = quietly_alike(&mut ahead, &played, &text, Some((before.clone(), &rng))).unwrap_err();
            assert!(err.contains("reaches another state"), "{err}");
            assert!(quietly_alike(&mut behind, &played, &text, Some((before, &other))).is_err());
        }
    }

    #[test]
    fn legal_actions_end_with_the_game() {
        assert!(legal_until_over(false, 3).is_ok() && legal_until_over(true, 0).is_ok());
        assert!(legal_until_over(false, 0).is_err() && legal_until_over(true, 1).is_err());
    }

    #[test]
    fn a_counter_appearing_from_nowhere_is_a_leak() {
        let game = catalogue::new_game("leyla", &Value::Null).unwrap();
        let mut now = game.snapshot();
        let mut conservation = Conservation::new(&now);
        now.scores[0] += 4;
        now.sites[0].count -= 4;
        assert_eq!(conservation.check(&now), Ok(()), "a capture moves counters, keeps them");
        now.in_hand += 1;
        now.sites[2].count -= 1;
        assert_eq!(conservation.check(&now), Ok(()), "a lifted counter is still in play");
        now.sites[1].count += 1;
        assert!(conservation.check(&now).is_err());
    }
}
