//! The analysis board, as plain Rust: a whole game (from a `record=` link, a file or a saved
//! game) with every position it went through kept, stepped through move by move, and the
//! record to play on from any of them. The app's review screen holds a [`Review`]; the same is
//! tested natively here.

use crate::any_game::{AnyGame, PositionError};
use crate::engine::{Arrangement, Site};
use crate::engine::{Event, Seat};
use crate::player::Player;
use crate::record::link::GameLink;
use crate::record::{Record, RecordError};
use crate::session::{marks_of, Mark};
use std::rc::Rc;

pub mod editor;

/// Where to go in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    First,
    Previous,
    Next,
    Last,
    /// The position after this many actions (past the end: the last).
    To(usize),
}

impl Step {
    /// The step a key asks for (the arrows, Home and End), if any.
    pub fn for_key(key: &str) -> Option<Step> {
        match key {
            "ArrowLeft" => Some(Step::Previous),
            "ArrowRight" => Some(Step::Next),
            "Home" => Some(Step::First),
            "End" => Some(Step::Last),
            _ => None,
        }
    }
}

/// One action of the game as played.
#[derive(Clone, Debug)]
struct Played {
    /// The seat that chose it (`None`: chance).
    by: Option<Seat>,
    events: Rc<[Event]>,
}

/// A game being looked through.
#[derive(Clone, Debug)]
pub struct Review {
    link: Rc<GameLink>,
    /// `positions[k]`: the game after its first `k` actions.
    positions: Rc<Vec<AnyGame>>,
    played: Rc<Vec<Played>>,
    at: usize,
}

/// Two reviews are equal when they hold the very same game (compared by address) at the same move.
impl PartialEq for Review {
    fn eq(&self, other: &Review) -> bool {
        Rc::ptr_eq(&self.link, &other.link) && Rc::ptr_eq(&self.positions, &other.positions) && self.at == other.at
    }
}

impl Review {
    /// Replays the link's game, keeping every position, and shows the position after `at`
    /// actions (past the end: the last).
    pub fn open(link: GameLink, at: usize) -> Result<Review, RecordError> {
        let mut game = link.record.start()?;
        let mut positions = Vec::with_capacity(link.record.actions.len() + 1);
        let mut played = Vec::with_capacity(link.record.actions.len());
        let mut events = Vec::new();
        for (i, action) in link.record.actions.iter().enumerate() {
            let by = game.to_act().seat();
            positions.push(game.clone());
            events.clear();
            game.apply_text(action, &mut events).map_err(|error| RecordError::Illegal { number: i + 1, error })?;
            played.push(Played { by, events: Rc::from(events.as_slice()) });
        }
        positions.push(game);
        let at = at.min(link.record.actions.len());
        Ok(Review { link: Rc::new(link), positions: Rc::new(positions), played: Rc::new(played), at })
    }

    /// Goes to another position.
    pub fn go(&mut self, step: Step) {
        let last = self.len();
        self.at = match step {
            Step::First => 0,
            Step::Previous => self.at.saturating_sub(1),
            Step::Next => (self.at + 1).min(last),
            Step::Last => last,
            Step::To(k) => k.min(last),
        };
    }

    /// How many actions have been played to reach the position shown.
    pub fn at(&self) -> usize {
        self.at
    }

    /// How many actions the game has.
    pub fn len(&self) -> usize {
        self.link.record.actions.len()
    }

    /// Whether the game has no action yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The game's link: its record and players.
    pub fn link(&self) -> &GameLink {
        &self.link
    }

    /// The position shown.
    pub fn position(&self) -> &AnyGame {
        &self.positions[self.at]
    }

    /// The action that led to the position shown and who chose it (`None` for chance), if any.
    pub fn last_action(&self) -> Option<(&str, Option<Seat>)> {
        let k = self.at.checked_sub(1)?;
        Some((self.link.record.actions[k].as_str(), self.played[k].by))
    }

    /// The sites the action that led here touched, and each one's part in it.
    pub fn marks(&self) -> Rc<[(Site, Mark)]> {
        match self.at.checked_sub(1) {
            Some(k) => marks_of(&self.played[k].events),
            None => Rc::from(Vec::new()),
        }
    }

    /// The record of the game up to the position shown (what searching it or playing on from
    /// it starts from).
    pub fn record_here(&self) -> Record {
        let record = &self.link.record;
        let mut here = Record::new(&record.game, record.rules.clone(), record.seed);
        here.setup = record.setup.clone();
        here.actions = record.actions[..self.at].to_vec();
        here
    }

    /// The game to play on from `arrangement`, a position set up by hand in this game with
    /// its rules, with these players (as [`Review::play_on`]), or the game's reason why that
    /// position cannot be set up.
    pub fn play_from(
        &self,
        arrangement: &Arrangement,
        opponent: Player,
    ) -> Result<(Record, Vec<Player>), PositionError> {
        let game = self.position().set_up(arrangement)?;
        let record = &self.link.record;
        let mut start = Record::new(&record.game, record.rules.clone(), record.seed);
        start.setup = Some(arrangement.clone());
        Ok((start, seats_for(&game, opponent)))
    }

    /// The game to play on from the position shown, with these players: a person plays the seat
    /// to act, and `opponent` every other seat.
    pub fn play_on(&self, opponent: Player) -> (Record, Vec<Player>) {
        (self.record_here(), seats_for(self.position(), opponent))
    }
}

/// A person at the seat to act in `game` (or to throw), `opponent` at every other seat; people
/// everywhere once nobody acts.
fn seats_for(game: &AnyGame, opponent: Player) -> Vec<Player> {
    let mover = game.to_act().seat().or(game.chance_for());
    (0..game.seat_count())
        .map(|s| if mover.is_none_or(|m| m.index() == s) { Player::Person } else { opponent })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::random_record;

    fn review(at: usize) -> Review {
        let record = random_record("leyla", serde_json::Value::Null, 3).expect("a game");
        Review::open(GameLink { record, seats: vec![Player::Person; 2] }, at).expect("replays")
    }

    #[test]
    fn steps_stay_within_the_game() {
        let mut review = review(usize::MAX);
        let len = review.len();
        assert!(len > 10);
        assert_eq!(review.at(), len, "past the end is the last position");
        review.go(Step::Next);
        assert_eq!(review.at(), len);
        review.go(Step::Previous);
        assert_eq!(review.at(), len - 1);
        review.go(Step::First);
        assert_eq!((review.at(), review.last_action()), (0, None));
        assert!(review.marks().is_empty());
        review.go(Step::Previous);
        assert_eq!(review.at(), 0);
        review.go(Step::To(5));
        assert_eq!(review.at(), 5);
        review.go(Step::Last);
        assert_eq!(review.at(), len);
        assert_eq!(Step::for_key("ArrowRight"), Some(Step::Next));
        assert_eq!(Step::for_key("x"), None);
    }

    #[test]
    fn each_position_is_the_replay_of_the_moves_before_it() {
        let mut review = review(0);
        for k in [0, 1, 7, review.len()] {
            review.go(Step::To(k));
            let record = review.record_here();
            assert_eq!(record.actions.len(), k);
            assert_eq!(review.position().view(), record.replay().expect("replays").view(), "move {k}");
        }
        review.go(Step::To(3));
        let (action, by) = review.last_action().expect("a move");
        assert_eq!(action, review.link().record.actions[2]);
        assert_eq!(by, review.positions[2].to_act().seat());
        assert!(review.marks().iter().any(|&(_, mark)| mark == Mark::From), "the move's origin is marked");
    }

    #[test]
    fn in_every_game_each_position_is_the_replay_of_its_record() {
        for game in crate::catalogue::CATALOGUE {
            let record = random_record(game.id, serde_json::Value::Null, 11).expect("a game");
            let len = record.actions.len();
            let mut review = Review::open(GameLink { record, seats: Vec::new() }, 0).expect("replays");
            for k in [1, len / 3, len / 2, len] {
                review.go(Step::To(k));
                let here = review.record_here().replay().expect("replays");
                assert_eq!(review.position().view(), here.view(), "{} at {k}", game.id);
            }
        }
    }

    #[test]
    fn playing_from_a_set_up_position_starts_there_or_says_why_not() {
        let mut review = review(4);
        let easy = Player::parse("easy").expect("a level");
        let mut here = review.position().arrangement().expect("Leyla can be set up");
        here.to_move = here.to_move.opponent();
        review.go(Step::Last);
        let (record, seats) = review.play_from(&here, easy).expect("a position of the game");
        assert_eq!((record.setup.as_ref(), record.actions.len()), (Some(&here), 0));
        assert_eq!(seats[here.to_move.index()], Player::Person);
        assert_eq!(seats[here.to_move.opponent().index()], easy);
        assert_eq!(record.replay().expect("replays").arrangement(), Some(here.clone()));
        here.held[0] += 1;
        let refused = review.play_from(&here, easy).unwrap_err();
        assert!(refused.to_string().contains("this game always has 48"), "{refused}");
    }

    #[test]
    fn playing_on_gives_the_seat_to_act_to_a_person() {
        let mut review = review(4);
        let hard = Player::parse("hard").expect("a level");
        let mover = review.position().to_act().seat().expect("a seat acts");
        let (record, seats) = review.play_on(hard);
        assert_eq!(record.actions, review.link().record.actions[..4]);
        assert_eq!(seats[mover.index()], Player::Person);
        assert_eq!(seats[1 - mover.index()], hard);
        review.go(Step::Last);
        let (_, seats) = review.play_on(hard);
        assert_eq!(seats, [Player::Person; 2], "after the end nobody acts: people in every seat");
    }
}
