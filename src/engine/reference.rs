//! The reference engine: a game played by its rules as its `rules.rs` states them, beside the
//! game's own (fast) engine.
//!
//! Each game keeps its rules in `src/games/<game>/rules.rs`, written to be read beside the source
//! text: plain values, one method per kind of decision, the source sentence quoted and the rules
//! note (L*, C*, D*, P*) cited where a rule applies. The game's own type (`Leyla`, `Ceelko`,
//! `Dongjintian`, `Piprjall`) is the fast engine the app, search and studies play; where speed
//! needs tricks they live in the game's `fast.rs`. `Reference<G>` plays the same state through
//! `rules.rs` only, so the two can be compared action by action: `tests/agree.rs` is the
//! contract the fast engine must keep (the same legal actions in the same order, the same random
//! draws, the same events and the very same state after every action).

/// A game played by its reference rules: the same state as `G`, whose [`crate::engine::Game`]
/// implementation (in the game's `rules.rs`) calls the readable rules only. `Reference(game)`
/// starts from any position of the fast engine; `.0` gives it back.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Reference<G>(pub G);

use super::{Die, Event, EventSink, Game, Phrase, Rng, Seat, Site, SiteView, Standing, ToAct, Topology};

/// What a game's `rules.rs` provides: the decisions of the rules, stated plainly. Everything
/// else a [`Game`] answers (what the board shows, the notation, the words) is shared with the
/// fast engine, since it is the same state.
pub trait Rules: Game {
    /// Every legal action of whoever acts next, in the same order as [`Game::legal_actions`].
    fn rules_legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Checks and performs `action` by the rules, reporting each step to `events`; on error the
    /// state is unchanged.
    fn rules_apply(&mut self, action: Self::Action, events: &mut impl EventSink) -> Result<(), Self::Error>;

    /// The chance outcomes and their probabilities, when chance acts; by default the game's own.
    fn rules_chance_outcomes(&self) -> Vec<(Self::Action, f64)> {
        self.chance_outcomes()
    }
}

impl<G: Rules> Game for Reference<G> {
    type Action = G::Action;
    type Error = G::Error;
    const HARD_ITERATIONS: u32 = G::HARD_ITERATIONS;

    fn topology(&self) -> &'static Topology {
        self.0.topology()
    }
    fn seat_count(&self) -> usize {
        self.0.seat_count()
    }
    fn to_act(&self) -> ToAct {
        self.0.to_act()
    }
    fn legal_actions(&self, out: &mut Vec<Self::Action>) {
        self.0.rules_legal_actions(out);
    }
    fn random_legal(&self, rng: &mut Rng, buffer: &mut Vec<Self::Action>) -> Option<Self::Action> {
        self.legal_actions(buffer);
        rng.choose(buffer).copied()
    }
    fn apply_with(&mut self, action: Self::Action, events: &mut impl EventSink) -> Result<(), Self::Error> {
        self.0.rules_apply(action, events)
    }
    fn chance_outcomes(&self) -> Vec<(Self::Action, f64)> {
        self.0.rules_chance_outcomes()
    }
    fn draw_chance(&self, roll: f64) -> Option<Self::Action> {
        super::draw(&self.chance_outcomes(), roll)
    }
    fn returns(&self) -> Vec<f64> {
        self.0.returns()
    }
    fn scores(&self) -> Vec<u32> {
        self.0.scores()
    }
    fn evaluate(&self) -> Vec<f64> {
        self.0.evaluate()
    }
    fn action_text(&self, action: Self::Action) -> String {
        self.0.action_text(action)
    }
    fn action_label_phrase(&self, action: Self::Action) -> Phrase {
        self.0.action_label_phrase(action)
    }
    fn explain(&self, events: &[Event]) -> Vec<Phrase> {
        self.0.explain(events)
    }
    fn in_hand(&self) -> u32 {
        self.0.in_hand()
    }
    fn path(&self) -> Vec<Site> {
        self.0.path()
    }
    fn chance_for(&self) -> Option<Seat> {
        self.0.chance_for()
    }
    fn dice(&self) -> Vec<Die> {
        self.0.dice()
    }
    fn secret_choice(&self) -> bool {
        self.0.secret_choice()
    }
    fn standing(&self) -> Option<Standing> {
        self.0.standing()
    }
    fn stopped_at_limit(&self) -> Option<bool> {
        self.0.stopped_at_limit()
    }
    fn action_site(&self, action: Self::Action) -> Option<Site> {
        self.0.action_site(action)
    }
    fn action_target(&self, action: Self::Action) -> Option<Site> {
        self.0.action_target(action)
    }
    fn action_button(&self, action: Self::Action) -> bool {
        self.0.action_button(action)
    }
    fn action_dice(&self, action: Self::Action) -> Vec<u8> {
        self.0.action_dice(action)
    }
    fn action_keys(&self, action: Self::Action) -> Vec<&'static str> {
        self.0.action_keys(action)
    }
    fn parse_action(&self, text: &str) -> Result<Self::Action, Self::Error> {
        self.0.parse_action(text)
    }
    fn sites(&self) -> Vec<SiteView> {
        self.0.sites()
    }
    fn status_phrase(&self) -> Phrase {
        self.0.status_phrase()
    }
}
