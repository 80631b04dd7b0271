//! Any game behind one type, spoken to in text actions at the edges (records, URLs, the command
//! line) and shown through one typed [`BoardView`]: what records, saves, the play session and
//! the app use, so that they never need to know which game they hold.

use crate::ai::parallel::Effort;
use crate::ai::{self, Level, Thinking};
use crate::engine::{
    random_action, Arrange, Arrangement, EachEvent, Event, EventSink, Form, Game, NoEvents, Phrase, Phrased, Rng, Seat,
    Standing, ToAct, Topology,
};
use crate::view::{BoardView, LegalAction, Snapshot};
use std::any::Any;
use std::fmt;

/// An action refused by the rules or not understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError {
    /// The action as it was given.
    pub action: String,
    /// Why it was refused, as the game says it (its `Display`, the English, is the phrase's:
    /// `i18n`).
    pub said: Phrase,
}

impl PlayError {
    /// The whole refusal as a phrase (`refused`): what `Display` prints in English.
    pub fn phrase(&self) -> Phrase {
        Phrase::new("refused").with("action", self.action.as_str()).with("reason", self.said.clone())
    }
}

impl std::error::Error for PlayError {}

/// A position that cannot be set up: the game's refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// Why, as the game says it (`Display` prints its English).
    pub said: Phrase,
}

impl PositionError {
    fn of(error: &impl Phrased) -> PositionError {
        PositionError { said: error.phrase() }
    }
}

impl std::error::Error for PositionError {}

impl Phrased for PositionError {
    fn phrase(&self) -> Phrase {
        self.said.clone()
    }
}

/// Setting up positions of the concrete game behind an [`AnyGame`] (see [`Arrange`]), as
/// functions of that game seen as [`Any`].
#[derive(Clone, Copy)]
struct Positions {
    form: fn(&dyn Any) -> Form,
    arrangement: fn(&dyn Any) -> Arrangement,
    set_up: fn(&dyn Any, &Arrangement) -> Result<AnyGame, PositionError>,
}

impl Positions {
    fn of<G: Game + Arrange + PartialEq + Send + Sync + 'static>() -> Positions {
        fn game<G: 'static>(any: &dyn Any) -> &G {
            any.downcast_ref::<G>().expect("an AnyGame's positions are its own game's")
        }
        Positions {
            form: |any| game::<G>(any).form(),
            arrangement: |any| game::<G>(any).arrangement(),
            set_up: |any, arrangement| {
                game::<G>(any).set_up(arrangement).map(AnyGame::settable).map_err(|e| PositionError::of(&e))
            },
        }
    }
}

/// What a random game consisted of, for benchmarks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Every action, chance outcomes (dice) included.
    pub actions: u64,
    /// Actions chosen by a seat: its moves, or the steps of a steered sowing.
    pub moves: u64,
    /// Counters or pieces set down: every [`Event::Drop`].
    pub drops: u64,
    /// Turns: every [`Event::TurnEnd`] (a seat's whole move, with its throw and steering).
    pub turns: u64,
    /// Rounds (the games of a match, the rounds of a campaign) reached: the highest round number
    /// announced, and at least one.
    pub rounds: u64,
}

impl std::ops::Add for Tally {
    type Output = Tally;
    fn add(self, other: Tally) -> Tally {
        Tally {
            actions: self.actions + other.actions,
            moves: self.moves + other.moves,
            drops: self.drops + other.drops,
            turns: self.turns + other.turns,
            rounds: self.rounds + other.rounds,
        }
    }
}

impl EventSink for Tally {
    fn push(&mut self, event: Event) {
        match event {
            Event::Drop { .. } => self.drops += 1,
            Event::TurnEnd { .. } => self.turns += 1,
            Event::RoundStart { round, .. } | Event::LaidOut { round } => self.rounds = self.rounds.max(round.into()),
            _ => {}
        }
    }
}

/// The object-safe face of [`Game`], implemented for every game (games are plain data, so
/// positions can be shared between threads).
trait Erased: Send + Sync {
    fn as_any(&self) -> &dyn Any;
    fn clone_box(&self) -> Box<dyn Erased>;
    fn topology(&self) -> &'static Topology;
    fn seat_count(&self) -> usize;
    fn to_act(&self) -> ToAct;
    fn chance_for(&self) -> Option<Seat>;
    fn apply_text(&mut self, text: &str, events: &mut Vec<Event>) -> Result<(), PlayError>;
    fn random_action(&mut self, rng: &mut Rng) -> Option<String>;
    fn random_action_with(&mut self, rng: &mut Rng, events: &mut Vec<Event>) -> Option<String>;
    fn random_step(&mut self, rng: &mut Rng, each: &mut dyn FnMut(&Event)) -> bool;
    fn random_step_quietly(&mut self, rng: &mut Rng) -> bool;
    fn same_as(&self, other: &dyn Erased) -> bool;
    fn in_hand(&self) -> u32;
    fn sample_chance(&self, rng: &mut Rng) -> Option<String>;
    fn chance_outcomes(&self) -> Vec<(String, f64)>;
    fn apply_text_unchecked(&mut self, text: &str) -> Result<(), PlayError>;
    fn choose(&self, level: Level, seed: u64) -> Option<String>;
    fn choose_with(&self, level: Level, effort: Effort, seed: u64) -> Option<String>;
    fn hard_iterations(&self) -> u32;
    fn searcher(&self, seed: u64) -> Option<Box<dyn Thinking>>;
    fn judge(&self, seed: u64) -> Option<Box<dyn Thinking>>;
    fn playout(&mut self, rng: &mut Rng) -> u64;
    fn tally(&mut self, rng: &mut Rng) -> Tally;
    fn view(&self) -> BoardView;
    fn snapshot(&self) -> Snapshot;
    fn legal_count(&self) -> usize;
    fn stopped_at_limit(&self) -> Option<bool>;
    fn standing(&self) -> Option<Standing>;
    fn returns(&self) -> Vec<f64>;
    fn explain(&self, events: &[Event]) -> Vec<Phrase>;
}

impl<G: Game + PartialEq + Send + Sync + 'static> Erased for G {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn clone_box(&self) -> Box<dyn Erased> {
        Box::new(self.clone())
    }
    fn topology(&self) -> &'static Topology {
        Game::topology(self)
    }
    fn seat_count(&self) -> usize {
        Game::seat_count(self)
    }
    fn to_act(&self) -> ToAct {
        Game::to_act(self)
    }
    fn chance_for(&self) -> Option<Seat> {
        Game::chance_for(self)
    }
    fn apply_text(&mut self, text: &str, events: &mut Vec<Event>) -> Result<(), PlayError> {
        let refuse = |e: G::Error| PlayError { action: text.to_string(), said: e.phrase() };
        let action = self.parse_action(text).map_err(refuse)?;
        self.apply_with(action, events).map_err(refuse)
    }
    fn random_action(&mut self, rng: &mut Rng) -> Option<String> {
        let action = random_action(self, rng, &mut Vec::new())?;
        let text = self.action_text(action);
        self.apply(action).ok()?;
        Some(text)
    }
    fn random_action_with(&mut self, rng: &mut Rng, events: &mut Vec<Event>) -> Option<String> {
        let action = random_action(self, rng, &mut Vec::new())?;
        let text = self.action_text(action);
        self.apply_with(action, events).ok()?;
        Some(text)
    }
    fn random_step(&mut self, rng: &mut Rng, each: &mut dyn FnMut(&Event)) -> bool {
        random_action(self, rng, &mut Vec::new())
            .is_some_and(|action| self.apply_with(action, &mut EachEvent(each)).is_ok())
    }
    fn random_step_quietly(&mut self, rng: &mut Rng) -> bool {
        random_action(self, rng, &mut Vec::new()).map(|action| self.apply_legal(action, &mut NoEvents)).is_some()
    }
    fn same_as(&self, other: &dyn Erased) -> bool {
        other.as_any().downcast_ref::<G>() == Some(self)
    }
    fn in_hand(&self) -> u32 {
        Game::in_hand(self)
    }
    fn choose(&self, level: Level, seed: u64) -> Option<String> {
        ai::choose(self, level, seed).map(|action| self.action_text(action))
    }
    fn choose_with(&self, level: Level, effort: Effort, seed: u64) -> Option<String> {
        ai::parallel::choose_with(self, level, effort, seed).map(|action| self.action_text(action))
    }
    fn hard_iterations(&self) -> u32 {
        G::HARD_ITERATIONS
    }
    fn searcher(&self, seed: u64) -> Option<Box<dyn Thinking>> {
        ai::Search::new(self, seed).map(|s| Box::new(s) as Box<dyn Thinking>)
    }
    fn judge(&self, seed: u64) -> Option<Box<dyn Thinking>> {
        ai::Search::judging(self, seed).map(|s| Box::new(s) as Box<dyn Thinking>)
    }
    fn sample_chance(&self, rng: &mut Rng) -> Option<String> {
        if Game::to_act(self) != ToAct::Chance {
            return None;
        }
        random_action(self, rng, &mut Vec::new()).map(|a| self.action_text(a))
    }
    fn chance_outcomes(&self) -> Vec<(String, f64)> {
        Game::chance_outcomes(self).into_iter().map(|(a, p)| (self.action_text(a), p)).collect()
    }
    fn apply_text_unchecked(&mut self, text: &str) -> Result<(), PlayError> {
        let refuse = |e: G::Error| PlayError { action: text.to_string(), said: e.phrase() };
        let action = self.parse_action(text).map_err(refuse)?;
        self.apply_legal(action, &mut NoEvents);
        Ok(())
    }
    fn playout(&mut self, rng: &mut Rng) -> u64 {
        let mut buffer = Vec::new();
        let mut actions = 0;
        while let Some(action) = random_action(self, rng, &mut buffer) {
            self.apply_legal(action, &mut NoEvents);
            actions += 1;
        }
        actions
    }
    fn tally(&mut self, rng: &mut Rng) -> Tally {
        let mut buffer = Vec::new();
        let mut tally = Tally { rounds: 1, ..Tally::default() };
        while let Some(action) = random_action(self, rng, &mut buffer) {
            let chance = Game::to_act(self) == ToAct::Chance;
            self.apply_legal(action, &mut tally);
            tally.actions += 1;
            tally.moves += u64::from(!chance);
        }
        tally
    }
    fn standing(&self) -> Option<Standing> {
        Game::standing(self)
    }
    fn returns(&self) -> Vec<f64> {
        Game::returns(self)
    }
    fn explain(&self, events: &[Event]) -> Vec<Phrase> {
        Game::explain(self, events)
    }
    fn legal_count(&self) -> usize {
        Game::legal_count(self)
    }
    fn stopped_at_limit(&self) -> Option<bool> {
        Game::stopped_at_limit(self)
    }
    fn snapshot(&self) -> Snapshot {
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
        Snapshot {
            to_act: Game::to_act(self),
            legal: actions.len(),
            sites: self.sites(),
            scores: self.scores(),
            in_hand: Game::in_hand(self),
        }
    }
    fn view(&self) -> BoardView {
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
        BoardView {
            to_act: Game::to_act(self),
            status_phrase: self.status_phrase(),
            sites: self.sites(),
            scores: self.scores(),
            returns: self.returns(),
            legal: actions
                .iter()
                .map(|&a| LegalAction {
                    text: self.action_text(a),
                    label_phrase: self.action_label_phrase(a),
                    site: self.action_site(a),
                    target: self.action_target(a),
                    button: self.action_button(a),
                    keys: self.action_keys(a),
                    dice: self.action_dice(a),
                })
                .collect(),
            standing: self.standing(),
            secret: self.secret_choice(),
            path: Game::path(self),
            chance_for: Game::chance_for(self),
            dice: Game::dice(self),
        }
    }
}

/// A game of any kind, driven by text actions.
pub struct AnyGame {
    inner: Box<dyn Erased>,
    /// How to set up its positions, for games that can be set up by hand.
    positions: Option<Positions>,
}

impl Clone for AnyGame {
    fn clone(&self) -> Self {
        AnyGame { inner: self.inner.clone_box(), positions: self.positions }
    }
}

impl fmt::Debug for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AnyGame").field("topology", &self.inner.topology().name).finish()
    }
}

impl AnyGame {
    /// Wraps a concrete game.
    pub fn new<G: Game + PartialEq + Send + Sync + 'static>(game: G) -> AnyGame {
        AnyGame { inner: Box::new(game), positions: None }
    }
    /// Wraps a concrete game whose positions can be set up by hand.
    pub fn settable<G: Game + Arrange + PartialEq + Send + Sync + 'static>(game: G) -> AnyGame {
        AnyGame { inner: Box::new(game), positions: Some(Positions::of::<G>()) }
    }
    /// What may be changed in a position set up by hand, if the game can be set up so.
    pub fn setup_form(&self) -> Option<Form> {
        self.positions.map(|p| (p.form)(self.inner.as_any()))
    }
    /// The position now as an arrangement, if the game can be set up by hand.
    pub fn arrangement(&self) -> Option<Arrangement> {
        self.positions.map(|p| (p.arrangement)(self.inner.as_any()))
    }
    /// A game with the same rules starting from `arrangement`, or the game's reason why not.
    pub fn set_up(&self, arrangement: &Arrangement) -> Result<AnyGame, PositionError> {
        match self.positions {
            Some(p) => (p.set_up)(self.inner.as_any(), arrangement),
            None => Err(PositionError { said: Phrase::new("position-unsupported") }),
        }
    }
    /// The board.
    pub fn topology(&self) -> &'static Topology {
        self.inner.topology()
    }
    /// How many seats take part.
    pub fn seat_count(&self) -> usize {
        self.inner.seat_count()
    }
    /// Who decides next.
    pub fn to_act(&self) -> ToAct {
        self.inner.to_act()
    }
    /// Whose throw it is when chance acts.
    pub fn chance_for(&self) -> Option<Seat> {
        self.inner.chance_for()
    }
    /// Checks and plays one action given in text notation, appending its events.
    pub fn apply_text(&mut self, text: &str, events: &mut Vec<Event>) -> Result<(), PlayError> {
        #[cfg(test)]
        cost::APPLIED.with(|n| n.set(n.get() + 1));
        self.inner.apply_text(text, events)
    }
    /// Plays a random legal action (or chance outcome) and returns it, or `None` when over.
    pub fn play_random(&mut self, rng: &mut Rng) -> Option<String> {
        self.inner.random_action(rng)
    }
    /// Plays a random legal action (or chance outcome) as [`AnyGame::play_random`] does with
    /// the same `rng`, appending its events, and returns it; `None` when over.
    pub fn play_random_with(&mut self, rng: &mut Rng, events: &mut Vec<Event>) -> Option<String> {
        self.inner.random_action_with(rng, events)
    }
    /// Plays the random action [`AnyGame::play_random_with`] plays with the same `rng`, without
    /// putting it into words, handing each of its events to `each` as it happens and keeping
    /// none; `false` when over.
    pub fn step_random(&mut self, rng: &mut Rng, each: &mut dyn FnMut(&Event)) -> bool {
        self.inner.random_step(rng, each)
    }
    /// Plays the random action [`AnyGame::play_random`] plays with the same `rng`, as search
    /// and random playouts play it: unchecked and unwatched (a game may take shortcuts there);
    /// `false` when over.
    pub fn step_random_quietly(&mut self, rng: &mut Rng) -> bool {
        self.inner.random_step_quietly(rng)
    }
    /// Whether `other` is the same game in the same state, to the last detail.
    pub fn same_as(&self, other: &AnyGame) -> bool {
        self.inner.same_as(other.inner.as_ref())
    }
    /// Counters lifted and not yet sown (see [`Game::in_hand`]).
    pub fn in_hand(&self) -> u32 {
        self.inner.in_hand()
    }
    /// A chance outcome (dice, say) drawn by `rng` with its probability, in text notation,
    /// without playing it; `None` unless chance acts next.
    pub fn sample_chance(&self, rng: &mut Rng) -> Option<String> {
        self.inner.sample_chance(rng)
    }
    /// Every chance outcome (dice, say) with its probability, in text notation, when chance acts
    /// next (see [`Game::chance_outcomes`]); empty otherwise.
    pub fn chance_outcomes(&self) -> Vec<(String, f64)> {
        self.inner.chance_outcomes()
    }
    /// Plays one action given in text notation as search and random play do, unchecked (see
    /// [`Game::apply_legal`]): the caller vouches that it is legal here. Only its syntax is
    /// checked; an illegal action is a bug in the caller, which may panic or leave a position
    /// the rules never reach.
    pub fn apply_text_unchecked(&mut self, text: &str) -> Result<(), PlayError> {
        self.inner.apply_text_unchecked(text)
    }
    /// The action the computer plays at `level` from `seed` (see [`ai::choose`]), in text
    /// notation; `None` unless a seat acts.
    pub fn decide(&self, level: Level, seed: u64) -> Option<String> {
        self.inner.choose(level, seed)
    }
    /// The action the computer plays at `level` from `seed` searching with `effort` (iterations
    /// per part, and parts: see [`ai::parallel`]), in text notation; `None` unless a seat acts.
    pub fn decide_with(&self, level: Level, effort: Effort, seed: u64) -> Option<String> {
        self.inner.choose_with(level, effort, seed)
    }
    /// Search iterations per decision at `level` in this game (see [`Game::HARD_ITERATIONS`]).
    pub fn iterations(&self, level: Level) -> u32 {
        level.iterations_given(self.inner.hard_iterations())
    }
    /// A search from here that can run in parts (see [`ai::Search`]); `None` unless a
    /// seat acts.
    pub fn searcher(&self, seed: u64) -> Option<Box<dyn Thinking>> {
        self.inner.searcher(seed)
    }
    /// A search that judges this position for every seat, chance to act included (see
    /// [`ai::Search::judging`]); `None` when the game is over.
    pub fn judge(&self, seed: u64) -> Option<Box<dyn Thinking>> {
        self.inner.judge(seed)
    }
    /// Plays random actions to the end and returns how many were played.
    pub fn playout(&mut self, rng: &mut Rng) -> u64 {
        self.inner.playout(rng)
    }
    /// Plays random actions to the end, as [`AnyGame::playout`] does with the same `rng`, and
    /// counts what happened.
    pub fn tally(&mut self, rng: &mut Rng) -> Tally {
        self.inner.tally(rng)
    }
    /// Why the action just played (which caused `events`) did what it did, in sentences as
    /// phrases (see [`Game::explain`]).
    pub fn explain(&self, events: &[Event]) -> Vec<Phrase> {
        self.inner.explain(events)
    }
    /// The state carried between rounds, for games played in rounds.
    pub fn standing(&self) -> Option<Standing> {
        self.inner.standing()
    }
    /// The result for each seat (see [`Game::returns`]); all zero while the game goes on.
    pub fn returns(&self) -> Vec<f64> {
        self.inner.returns()
    }
    /// How many legal actions whoever acts next has (see [`Game::legal_actions`]; none when the
    /// game is over).
    pub fn legal_count(&self) -> usize {
        self.inner.legal_count()
    }
    /// Whether the game was stopped at a limit of turns or moves (see
    /// [`Game::stopped_at_limit`]); `None` when its rules set no such limit.
    pub fn stopped_at_limit(&self) -> Option<bool> {
        self.inner.stopped_at_limit()
    }
    /// What the invariant checks read of the position (see [`Snapshot`]).
    pub fn snapshot(&self) -> Snapshot {
        self.inner.snapshot()
    }
    /// The position as the app and tools show it.
    pub fn view(&self) -> BoardView {
        #[cfg(test)]
        cost::VIEWS.with(|n| n.set(n.get() + 1));
        self.inner.view()
    }
}

/// What the unit tests count, to check what an interaction costs (the play session's tests).
#[cfg(test)]
pub(crate) mod cost {
    use std::cell::Cell;

    thread_local! {
        /// Positions turned into a [`super::BoardView`] on this thread.
        pub static VIEWS: Cell<u64> = const { Cell::new(0) };
        /// Actions applied on this thread (a replay applies every action of a record).
        pub static APPLIED: Cell<u64> = const { Cell::new(0) };
    }

    /// Views computed and actions applied while `f` runs.
    pub fn of(f: impl FnOnce()) -> (u64, u64) {
        let (views, applied) = (VIEWS.with(Cell::get), APPLIED.with(Cell::get));
        f();
        (VIEWS.with(Cell::get) - views, APPLIED.with(Cell::get) - applied)
    }
}
