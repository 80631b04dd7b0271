//! The game-independent core, in the style of OpenSpiel's decision-level API.
//!
//! A game is a state machine: [`Game::to_act`] says who decides next (a seat, chance, or nobody
//! because the game is over), [`Game::legal_actions`] lists what they may do, and
//! [`Game::apply_with`] performs one checked action, reporting what happened as a stream of
//! [`Event`]s for the animation. A sowing that needs choices mid-way keeps the same seat to act,
//! so every decision is one action. Dice and other chance are explicit [`Game::chance_outcomes`].
//!
//! The engine knows no particular game and depends on nothing else in the crate: games build on
//! it, and everything else (the computer player, records, saves, the play session, the app)
//! builds on games. What a game says about itself for people is a [`GameInfo`].

pub mod bits;
pub mod dice;
pub mod event;
pub mod fast_hash;
pub mod info;
pub mod lesson;
pub mod phrase;
pub mod reference;
pub mod repetition;
pub mod rng;
pub mod seat;
pub mod setup;
pub mod site_view;
pub mod standing;
pub mod topology;
pub mod why;

pub use dice::Die;
pub use event::{show, EachEvent, Event, EventSink, NoEvents, TransferReason};
pub use info::{GameInfo, HowToPlay, LargeStone, RuleOption};
pub use lesson::{Expect, Lesson, Shows, Step};
pub use phrase::{Arg, Phrase, Phrased};
pub use reference::{Reference, Rules};
pub use repetition::Repetitions;
pub use rng::Rng;
pub use seat::Seat;
pub use setup::{Arrange, Arrangement, Form, Owning, Stone};
pub use site_view::{SiteState, SiteView};
pub use standing::{Note, RoundSummary, Standing};
pub use topology::{Site, SiteKind, SiteSpec, Topology, Track};

use std::fmt::Debug;

/// Who makes the next decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToAct {
    /// This seat chooses one of the legal actions.
    Seat(Seat),
    /// Chance chooses one of [`Game::chance_outcomes`] (dice, for example).
    Chance,
    /// The game (or round) is over; [`Game::returns`] holds the result.
    Over,
}

impl ToAct {
    /// The seat that decides, if a seat does.
    pub fn seat(self) -> Option<Seat> {
        match self {
            ToAct::Seat(seat) => Some(seat),
            ToAct::Chance | ToAct::Over => None,
        }
    }
}

/// The seat's name, `chance` or `over`: how records' tools and the host page's messages spell
/// it.
impl std::fmt::Display for ToAct {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ToAct::Seat(seat) => std::fmt::Display::fmt(seat, f),
            ToAct::Chance => f.write_str("chance"),
            ToAct::Over => f.write_str("over"),
        }
    }
}

/// A rules engine for one game, at the level of single decisions.
pub trait Game: Clone {
    /// One decision: a hole to sow from, a direction, a die to play, a chance outcome.
    type Action: Copy + Eq + Debug;
    /// Why an action was refused.
    type Error: std::error::Error + Clone + PartialEq + Phrased;

    /// Search iterations of the computer's hard level (`ai::Level::Hard`, above the engine): about a
    /// second of thinking in Chromium on a 2-core machine, so games with quick playouts search
    /// more. `boardlore bench` prints each game's iterations per second.
    const HARD_ITERATIONS: u32 = 10_000;

    /// The board this game is played on.
    fn topology(&self) -> &'static Topology;

    /// How many seats take part.
    fn seat_count(&self) -> usize;

    /// Who decides next.
    fn to_act(&self) -> ToAct;

    /// Appends every legal action of whoever acts next to `out` (cleared first). Empty only when
    /// the game is over.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// A uniformly random action of the seat to act: exactly what [`Rng::choose`] draws from
    /// [`Game::legal_actions`] (the same numbers taken from `rng`, the same action), `None` when
    /// there is none. A game may override it to draw without building the list (random playouts
    /// and search draw at every step); `buffer` is scratch space for the default. Debug builds
    /// check an override against the list (see [`random_action`]).
    #[inline]
    fn random_legal(&self, rng: &mut Rng, buffer: &mut Vec<Self::Action>) -> Option<Self::Action> {
        self.legal_actions(buffer);
        rng.choose(buffer).copied()
    }

    /// How many actions [`Game::legal_actions`] lists (a study sums them at every decision for
    /// the branching factor); a game may count them without listing them.
    fn legal_count(&self) -> usize {
        let mut out = Vec::new();
        self.legal_actions(&mut out);
        out.len()
    }

    /// Checks and performs `action`, reporting each step to `events`. On error the state is
    /// unchanged.
    fn apply_with(&mut self, action: Self::Action, events: &mut impl EventSink) -> Result<(), Self::Error>;

    /// Performs `action`, which the caller took from this very position's
    /// [`Game::legal_actions`] or [`Game::chance_outcomes`]: search and random play use it, and a
    /// game may skip its check here (as chess libraries' unchecked play does). Passing any other
    /// action is a bug in the caller; by default the action is checked all the same and a
    /// refusal panics.
    fn apply_legal(&mut self, action: Self::Action, events: &mut impl EventSink) {
        if let Err(error) = self.apply_with(action, events) {
            panic!("apply_legal was given an illegal action: {error}");
        }
    }

    /// Checks and performs `action` without reporting events.
    fn apply(&mut self, action: Self::Action) -> Result<(), Self::Error> {
        self.apply_with(action, &mut NoEvents)
    }

    /// The possible chance outcomes with their probabilities, when [`ToAct::Chance`].
    fn chance_outcomes(&self) -> Vec<(Self::Action, f64)> {
        Vec::new()
    }

    /// The chance outcome that `roll` (uniform in 0..1) draws from [`Game::chance_outcomes`]
    /// (see [`draw`]). A game may override it to draw without building the list (random
    /// playouts throw dice often), as long as it draws the same outcome for the same roll.
    fn draw_chance(&self, roll: f64) -> Option<Self::Action> {
        draw(&self.chance_outcomes(), roll)
    }

    /// The result for each seat once the game is over: +1 for a win, -1 for a loss, 0 for a
    /// draw, or a share of that for more seats. All zero while the game goes on.
    fn returns(&self) -> Vec<f64>;

    /// Counters (or points) each seat has won so far.
    fn scores(&self) -> Vec<u32>;

    /// A guess at each seat's final return (-1 to 1) in a position not yet over, for a search
    /// that stops its playouts early. By default: each seat's share of the scores, centred.
    fn evaluate(&self) -> Vec<f64> {
        let scores = self.scores();
        let total: f64 = scores.iter().map(|&s| f64::from(s)).sum();
        let seats = scores.len() as f64;
        if total == 0.0 {
            return vec![0.0; scores.len()];
        }
        scores.iter().map(|&s| (f64::from(s) / total * seats - 1.0).clamp(-1.0, 1.0)).collect()
    }

    /// The action in the game's text notation (documented in `docs/records.md`).
    fn action_text(&self, action: Self::Action) -> String;

    /// The action in words, for a button (actions without a site are offered as buttons), as a
    /// [`Phrase`] for the app to show in the visitor's language (and the command line and tests in
    /// English, `i18n::in_english`). By default the action's notation itself.
    fn action_label_phrase(&self, action: Self::Action) -> Phrase {
        Phrase::new("label-in-english").with("text", self.action_text(action))
    }

    /// Why the action just played did what it did, in sentences that name the rule and where
    /// the source says it ("The last counter fell into an occupied hole, so ... (Pankhurst
    /// 1971)"), each a [`Phrase`] (a message of `locales/<lang>/games/`) for the app to show in
    /// the visitor's language: `self` is the position after it, `events` what it caused. Empty
    /// when there is nothing to explain.
    fn explain(&self, _events: &[Event]) -> Vec<Phrase> {
        Vec::new()
    }

    /// Counters lifted and not yet sown (a sowing that waits for the mover to steer).
    fn in_hand(&self) -> u32 {
        0
    }

    /// The sites of the move being sown (or the last one), in order, for drawing its path.
    fn path(&self) -> Vec<Site> {
        Vec::new()
    }

    /// Whose throw it is when chance acts (the player about to move), if anyone's.
    fn chance_for(&self) -> Option<Seat> {
        None
    }

    /// The dice of the throw being played, each marked used once its step is played; empty
    /// for games without dice and while no throw is being played.
    fn dice(&self) -> Vec<Die> {
        Vec::new()
    }

    /// Whether the seat to act should choose unseen by the others (a simultaneous throw made
    /// in turn on one device); the app then offers a random choice too.
    fn secret_choice(&self) -> bool {
        false
    }

    /// The state carried between rounds (holdings, debts, history), for games played in
    /// rounds; `None` for single games.
    fn standing(&self) -> Option<Standing> {
        None
    }

    /// For a game whose rules stop it at a limit of turns or moves (as Ludii stops its trials),
    /// whether it was stopped there rather than ending by its own rules; `None` when its rules
    /// set no such limit. A study reports the share stopped as Ludii's `Timeouts`.
    fn stopped_at_limit(&self) -> Option<bool> {
        None
    }

    /// The site a player clicks or taps to choose `action`, if it has one.
    fn action_site(&self, action: Self::Action) -> Option<Site>;

    /// Where `action` takes a piece, if that is a different site from [`Game::action_site`]
    /// (a tables move), so the app can show the destinations of a piece picked up.
    fn action_target(&self, _action: Self::Action) -> Option<Site> {
        None
    }

    /// Whether `action`, though it has a site, is also offered as a button (the steps of a
    /// steered sowing, so that "straight on" is one tap).
    fn action_button(&self, _action: Self::Action) -> bool {
        false
    }

    /// The dice a chance outcome shows (`[6, 5]` for a throw of six and five), for drawing them
    /// and for entering dice thrown by hand; empty for other actions and games without dice.
    fn action_dice(&self, _action: Self::Action) -> Vec<u8> {
        Vec::new()
    }

    /// Keys (as the browser names them: `ArrowUp`, `s`) that choose `action`.
    fn action_keys(&self, _action: Self::Action) -> Vec<&'static str> {
        Vec::new()
    }

    /// Reads an action in the game's text notation; syntax only, legality is checked by apply.
    fn parse_action(&self, text: &str) -> Result<Self::Action, Self::Error>;

    /// What each site of [`Game::topology`] holds now, in topology order.
    fn sites(&self) -> Vec<SiteView>;

    /// A short sentence on whose turn it is or how the game ended, as a [`Phrase`] (a message of
    /// `locales/<lang>/status.ftl`): the app shows it in the visitor's language, and the command
    /// line, records and tests in English (`i18n::in_english`), so it is written once.
    fn status_phrase(&self) -> Phrase;
}

/// The outcome that `roll` (uniform in 0..1) draws from `outcomes` and their probabilities:
/// the first whose cumulative probability exceeds it (the last if rounding leaves it over).
pub fn draw<A: Copy>(outcomes: &[(A, f64)], mut roll: f64) -> Option<A> {
    for &(action, p) in outcomes {
        if roll < p {
            return Some(action);
        }
        roll -= p;
    }
    outcomes.last().map(|&(action, _)| action)
}

/// Picks a uniformly random legal action, or a chance outcome by its probability.
#[inline(always)]
pub fn random_action<G: Game>(game: &G, rng: &mut Rng, buffer: &mut Vec<G::Action>) -> Option<G::Action> {
    match game.to_act() {
        ToAct::Over => None,
        ToAct::Chance => game.draw_chance(rng.unit()),
        ToAct::Seat(_) => {
            #[cfg(debug_assertions)]
            let listed = {
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                let mut same = rng.clone();
                (same.choose(&legal).copied(), same)
            };
            let action = game.random_legal(rng, buffer);
            #[cfg(debug_assertions)]
            assert!(listed == (action, rng.clone()), "random_legal draws as choosing from legal_actions does");
            action
        }
    }
}
