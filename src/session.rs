//! One game being played, as plain Rust: the saved game and its position, the moves people and
//! the computer make (and the ones refused), the animation of each move step by step, take-back,
//! looking back through earlier positions, what the live region says, and saving the game when it
//! may be open in other tabs too ([`tabs`]: following another tab's moves, never overwriting
//! them). The app's play screen
//! holds a [`Session`] in a reducer and sends it [`Msg`]s, in the manner of Yew's
//! `function_todomvc`; the same session is tested natively here, without a browser.
//!
//! Costs: playing an action computes the new position's [`BoardView`] once and replays nothing;
//! an animation tick copies no game or record (both sit behind [`Rc`]); take-back and "may this be
//! taken back" are constant time, because every position reached is kept with the answer.

use crate::ai::Level;
use crate::any_game::AnyGame;
use crate::engine::{show, Event, Phrase, Rng, Seat, Site, SiteView, ToAct};
use crate::player::Player;
use crate::record::RecordError;
use crate::saves::SavedGame;
use crate::study::measures::Measures;
use crate::view::{describe_phrases, throw_phrase, BoardView, LegalAction};
use std::rc::Rc;

mod tabs;

/// The animation speed lives with the URLs and host messages that name it (layer 5, below the
/// session); the session and its screens use it from here.
pub use crate::embed::Speed;
pub use tabs::{TabNews, TabNotice};

/// Moves with more steps than this are shown at once rather than animated.
pub const MAX_ANIMATED_EVENTS: usize = 400;

/// An action as played, told in words.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// The action in notation; empty for a take-back.
    pub action: String,
    /// The seat that played it, or `None` for chance (dice).
    pub by: Option<Seat>,
    /// What happened, in words, then whose turn it is, as phrases (the visitor's language in the
    /// app, English in [`Played::told`]).
    pub said: Vec<Phrase>,
    /// Whether it ended a round (or a game of a match).
    pub round_end: bool,
    /// What it caused, step by step (empty for a take-back).
    pub events: Rc<[Event]>,
    /// What the seat's turn has caused so far: this action's events after those of the seat's
    /// earlier actions in the same turn (a steered sowing, the second die), told as one.
    pub turn: Rc<[Event]>,
    /// How many actions had been played when the turn began.
    pub turn_from: usize,
}

impl Played {
    /// Something said that is not a move (a take-back, another tab's moves) at `at` actions.
    pub fn said(said: Vec<Phrase>, at: usize) -> Played {
        Played {
            action: String::new(),
            by: None,
            said,
            round_end: false,
            events: Rc::from(Vec::new()),
            turn: Rc::from(Vec::new()),
            turn_from: at,
        }
    }

    /// What [`Played::said`] says, in English (for the command line and the tests).
    pub fn told(&self) -> String {
        self.said.iter().map(crate::i18n::in_english).collect::<Vec<_>>().join(" ")
    }
}

/// What a game has seen so far, for the summary at its end: the moves the seats chose, and what
/// their events showed (counted as studies count them, see [`Measures`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    /// Actions chosen by seats (throws of the dice not counted).
    pub moves: u32,
    pub events: Measures,
}

impl Stats {
    fn new(seats: usize) -> Stats {
        Stats { moves: 0, events: Measures::new(seats) }
    }

    fn count(&mut self, by: Option<Seat>, events: &[Event]) {
        self.moves += u32::from(by.is_some());
        self.events.count(events);
    }
}

/// The board after the first `at` actions, looked at while the game waits.
#[derive(Clone, Debug, PartialEq)]
pub struct Viewing {
    pub at: usize,
    pub sites: Vec<SiteView>,
    pub status_phrase: Phrase,
}

/// What a visitor can do with the position shown: the sites to tap, where a chosen piece can go,
/// and the actions offered as buttons.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Offer<'a> {
    /// Sites a tap on which plays an action or offers a choice of actions.
    pub sites: Vec<Site>,
    /// Where the actions of the selected site take a piece.
    pub targets: Vec<Site>,
    /// Actions offered as buttons: those without a site, those of the selected site, and those
    /// the game also offers as buttons.
    pub buttons: Vec<&'a LegalAction>,
}

/// Something the visitor, the computer or a timer asks of the session.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A person plays this action (refused while a move is shown or the computer is to act).
    Play(String),
    /// A person taps a site: its only action is played, or its actions are offered; a tap on a
    /// destination of the selected site plays the move there.
    Tap(Site),
    /// The computer's action, chosen for the position whose [`Session::stamp`] was `at` (dropped
    /// if the position has changed since).
    Computed {
        action: String,
        at: u64,
    },
    /// Offer the actions of this site (or none).
    Select(Option<Site>),
    /// Show the next step of the move being animated.
    Tick,
    Speed(Speed),
    /// Take back the last action.
    Undo,
    /// Show the last turn again, step by step, from the board as it was before it.
    Replay,
    /// Look at the position after this many actions, or return to the game.
    View(Option<usize>),
    /// The visitor has read the round's result: the next round may begin.
    NextRound,
    /// The game as it was at change `change` of this session (see [`Session::revision`]) is
    /// stored with `revision`, under `name` (another tab may have renamed it).
    Saved {
        revision: u64,
        name: String,
        change: u64,
    },
    /// Take this stored game as the game: another tab played on or took a move back, or this
    /// tab's moves were kept as a copy. The board shows its position at once (old moves are not
    /// animated again); only the actions not yet played here are replayed.
    Adopt(Box<SavedGame>),
}

/// One position the game went through, kept for take-back and looking back.
#[derive(Clone, Debug)]
struct Step {
    /// The position before the action.
    before: Rc<AnyGame>,
    /// The seat that chose the action (`None`: chance).
    by: Option<Seat>,
    /// What the game had seen before it.
    stats: Stats,
    /// Whether that action may be taken back: a seat chose it (a throw stands), and it neither
    /// ended a round nor began one.
    undoable: bool,
}

/// A site's part in the last move: where it began, a site it passed, or where a seat captured
/// (drawn in the capturer's colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    From,
    Path,
    Capture(Seat),
}

impl Mark {
    /// Its name in `data-last-role`.
    pub fn name(self) -> &'static str {
        match self {
            Mark::From => "from",
            Mark::Path => "path",
            Mark::Capture(_) => "capture",
        }
    }

    /// The seat that captured, for a capture.
    pub fn by(self) -> Option<Seat> {
        match self {
            Mark::Capture(seat) => Some(seat),
            _ => None,
        }
    }
}

/// The choices a person is asked to confirm before they count, because they cannot be taken back
/// and end a round or give something up (named by their label's message): in Ceelkoqyuqkoqiji,
/// proposing or accepting the round's end, declining huelshe, selling a hole and not buying one
/// back.
const WEIGHTY: [&str; 5] = [
    "ceelkoqyuqkoqiji-label-propose",
    "ceelkoqyuqkoqiji-label-accept",
    "ceelkoqyuqkoqiji-label-decline",
    "ceelkoqyuqkoqiji-label-sell",
    "ceelkoqyuqkoqiji-label-no-buy",
];

/// Whether a person is asked to confirm `action` before it is played (see [`WEIGHTY`]).
pub fn weighty(action: &LegalAction) -> bool {
    WEIGHTY.contains(&action.label_phrase.id.as_str())
}

/// Each site a move's events touched, once, with its strongest part (capture, then from, then path).
pub fn marks_of(events: &[Event]) -> Rc<[(Site, Mark)]> {
    let mut marks: Vec<(Site, Mark)> = Vec::new();
    for event in events {
        let (site, mark) = match *event {
            Event::PickUp { site, .. } => (site, Mark::From),
            Event::Drop { site } | Event::Relay { site, .. } => (site, Mark::Path),
            Event::Capture { site, by, .. } | Event::Claim { site, by } => (site, Mark::Capture(by)),
            _ => continue,
        };
        let rank = |m: Mark| match m {
            Mark::Capture(_) => 2,
            Mark::From => 1,
            Mark::Path => 0,
        };
        match marks.iter_mut().find(|(s, _)| *s == site) {
            Some(entry) if rank(mark) > rank(entry.1) => entry.1 = mark,
            Some(_) => {}
            None => marks.push((site, mark)),
        }
    }
    Rc::from(marks)
}

/// One game being played.
#[derive(Clone, Debug)]
pub struct Session {
    saved: Rc<SavedGame>,
    game: Rc<AnyGame>,
    view: Rc<BoardView>,
    /// `history[k]` is the position before action `k` of the record.
    history: Rc<Vec<Step>>,
    /// Counts every change of the saved game, so that the app saves once per change.
    revision: u64,
    stats: Stats,
    /// The value of `revision` when the game was last stored (or read).
    stored_at: u64,
    /// Changes with every position (an action, a take-back, another tab's moves taken).
    stamp: u64,
    /// The board as drawn: behind the game while a move is being animated.
    shown: Vec<SiteView>,
    /// The steps of the move being animated, and how many have been shown.
    animation: Rc<[Event]>,
    shown_steps: usize,
    active: Option<Site>,
    speed: Speed,
    refusal: Option<Phrase>,
    selected: Option<Site>,
    last: Option<Played>,
    /// The sites of the last seat's move and what each was in it, kept until the next move.
    marks: Rc<[(Site, Mark)]>,
    viewing: Option<Viewing>,
    /// A round has just ended and the computer would begin the next: the result stays on screen
    /// until a person asks for the next round ([`Msg::NextRound`]).
    paused: bool,
    clock: fn() -> f64,
}

/// Two sessions are equal when they hold the very same game, record, view and history (compared
/// by address: every change makes new ones, which keeps the comparison cheap for the app's
/// components) and show the same frame of the same animation.
impl PartialEq for Session {
    fn eq(&self, other: &Session) -> bool {
        Rc::ptr_eq(&self.saved, &other.saved)
            && Rc::ptr_eq(&self.game, &other.game)
            && Rc::ptr_eq(&self.view, &other.view)
            && Rc::ptr_eq(&self.history, &other.history)
            && Rc::ptr_eq(&self.animation, &other.animation)
            && self.revision == other.revision
            && self.stats == other.stats
            && self.stored_at == other.stored_at
            && self.stamp == other.stamp
            && self.shown_steps == other.shown_steps
            && self.shown == other.shown
            && self.active == other.active
            && self.speed == other.speed
            && self.refusal == other.refusal
            && self.selected == other.selected
            && self.last == other.last
            && self.viewing == other.viewing
            && self.paused == other.paused
    }
}

/// Whether an action whose `events` followed from `before` may be taken back.
fn undoable(before: &AnyGame, events: &[Event]) -> bool {
    matches!(before.to_act(), ToAct::Seat(_))
        && !events.iter().any(|e| matches!(e, Event::RoundStart { .. } | Event::Settle { .. } | Event::LaidOut { .. }))
}

/// Plays `actions` on from `game`, keeping each position passed in `history` (whose length is
/// the number of actions played before them). A refused action is named by its number in the
/// whole record.
fn play_on(
    game: &mut AnyGame,
    history: &mut Vec<Step>,
    stats: &mut Stats,
    actions: &[String],
) -> Result<(), RecordError> {
    let mut events = Vec::new();
    for action in actions {
        let before = Rc::new(game.clone());
        events.clear();
        let number = history.len() + 1;
        game.apply_text(action, &mut events).map_err(|error| RecordError::Illegal { number, error })?;
        let by = before.to_act().seat();
        history.push(Step { undoable: undoable(&before, &events), by, stats: stats.clone(), before });
        stats.count(by, &events);
    }
    Ok(())
}

impl Session {
    /// Opens a saved game, its record replayed and every position kept; `clock` gives the time
    /// of each save in milliseconds since 1970. A record that does not replay is refused.
    pub fn open(saved: SavedGame, speed: Speed, clock: fn() -> f64) -> Result<Session, RecordError> {
        let mut game = saved.record.start()?;
        let mut history = Vec::with_capacity(saved.record.actions.len());
        let mut stats = Stats::new(game.seat_count());
        play_on(&mut game, &mut history, &mut stats, &saved.record.actions)?;
        let view = game.view();
        Ok(Session {
            saved: Rc::new(saved),
            shown: view.sites.clone(),
            game: Rc::new(game),
            view: Rc::new(view),
            history: Rc::new(history),
            revision: 0,
            stats,
            stored_at: 0,
            stamp: 0,
            animation: Rc::from(Vec::new()),
            shown_steps: 0,
            active: None,
            speed,
            refusal: None,
            selected: None,
            last: None,
            marks: Rc::from(Vec::new()),
            viewing: None,
            paused: false,
            clock,
        })
    }

    /// The saved game: its id, name, players and record.
    pub fn saved(&self) -> &SavedGame {
        &self.saved
    }

    /// The saved game, shared.
    pub fn saved_rc(&self) -> Rc<SavedGame> {
        self.saved.clone()
    }

    /// The position.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The position as typed values (computed once per action).
    pub fn view(&self) -> &BoardView {
        &self.view
    }

    /// Grows with every change of the saved game made here (not with what other tabs did).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// What the game has seen so far.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// Whether a change made here has not been stored yet.
    pub fn unsaved(&self) -> bool {
        self.revision != self.stored_at
    }

    /// Changes whenever the position does (an action, a take-back, another tab's moves taken),
    /// so that a computer's answer for an earlier position is known to be stale.
    pub fn stamp(&self) -> u64 {
        self.stamp
    }

    /// Actions played so far.
    pub fn moves(&self) -> usize {
        self.saved.record.actions.len()
    }

    /// The board as it is drawn now (behind the position while a move is animated).
    pub fn shown(&self) -> &[SiteView] {
        &self.shown
    }

    /// The site the animation is at.
    pub fn active(&self) -> Option<Site> {
        self.active
    }

    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// Why the last attempted action was refused, if it was, in English.
    pub fn refusal(&self) -> Option<String> {
        self.refusal.as_ref().map(crate::i18n::in_english)
    }

    /// The same as a phrase, for the visitor's language.
    pub fn refusal_phrase(&self) -> Option<Phrase> {
        self.refusal.clone()
    }

    /// The site whose actions are offered, if any.
    pub fn selected(&self) -> Option<Site> {
        self.selected
    }

    /// The last action and what came of it.
    pub fn last(&self) -> Option<&Played> {
        self.last.as_ref()
    }

    /// An earlier position being looked at, if any.
    pub fn viewing(&self) -> Option<&Viewing> {
        self.viewing.as_ref()
    }

    /// Steps of the move being animated that are still to be shown.
    pub fn pending_steps(&self) -> usize {
        self.animation.len() - self.shown_steps
    }

    /// Whether a move is being animated (nothing can be played until it is shown).
    pub fn busy(&self) -> bool {
        self.pending_steps() > 0
    }

    /// Who plays `seat`.
    pub fn player(&self, seat: Seat) -> Player {
        self.saved.seats.get(seat.index()).copied().unwrap_or_default()
    }

    /// Whether every seat is played by people at this screen.
    pub fn people_only(&self) -> bool {
        self.saved.seats.iter().all(|p| *p == Player::Person)
    }

    /// The computer level playing the seat that acts now (or whose throw it is), if any.
    pub fn computer(&self) -> Option<(Level, Seat)> {
        let seat = self.view.deciding_seat()?;
        self.player(seat).level().map(|level| (level, seat))
    }

    /// Whether the last move a person made may be taken back now, with the computer's replies
    /// to it: never a throw already seen, never across the end of a round, and not while a move
    /// is shown.
    pub fn can_take_back(&self) -> bool {
        self.take_back_point().is_some()
    }

    /// How many actions a take-back leaves: the record up to the last action a person chose,
    /// when that action and everything since may be taken back.
    fn take_back_point(&self) -> Option<usize> {
        if self.busy() {
            return None;
        }
        let person = |step: &Step| step.by.is_some_and(|seat| self.player(seat) == Player::Person);
        let k = self.history.iter().rposition(person)?;
        self.history[k..].iter().all(|step| step.undoable).then_some(k)
    }

    /// What a visitor can tap or press now (nothing while the computer acts or a move is shown).
    pub fn offer(&self) -> Offer<'_> {
        if self.computer().is_some() || self.busy() || self.paused || self.view.to_act == ToAct::Chance {
            return Offer::default();
        }
        let legal = &self.view.legal;
        let mut sites: Vec<Site> = legal.iter().filter_map(|a| a.site).collect();
        sites.dedup();
        let selected = |a: &LegalAction| self.selected.is_some() && a.site == self.selected;
        Offer {
            sites,
            targets: legal.iter().filter(|a| selected(a)).filter_map(|a| a.target).collect(),
            buttons: legal.iter().filter(|a| a.button || a.site.is_none() || selected(a)).collect(),
        }
    }

    /// The action a key chooses now, if any (arrow keys steer a sowing).
    pub fn action_for_key(&self, key: &str) -> Option<&LegalAction> {
        if self.computer().is_some() || self.busy() || self.paused {
            return None;
        }
        self.view.legal.iter().find(|a| a.keys.contains(&key))
    }

    /// The only legal action, when a person must play it (not a throw, not a secret choice).
    pub fn forced(&self) -> Option<&LegalAction> {
        match self.view.legal.as_slice() {
            [only]
                if self.computer().is_none()
                    && !self.busy()
                    && !self.paused
                    && self.view.to_act != ToAct::Chance
                    && !self.view.secret =>
            {
                Some(only)
            }
            _ => None,
        }
    }

    /// The seed for whatever randomness the next action needs (a throw, a computer search).
    pub fn next_seed(&self) -> u64 {
        self.saved.record.next_seed()
    }

    /// A throw of the dice drawn from the record's seed (the same after a reload), when chance
    /// acts.
    pub fn throw(&self) -> Option<String> {
        self.game.sample_chance(&mut Rng::new(self.next_seed()))
    }

    /// The chance outcome showing these dice (in any order), when chance acts.
    pub fn outcome_for_dice(&self, dice: &[u8]) -> Option<&LegalAction> {
        if self.view.to_act != ToAct::Chance {
            return None;
        }
        let mut wanted = dice.to_vec();
        wanted.sort_unstable_by(|a, b| b.cmp(a));
        self.view.legal.iter().find(|a| {
            let mut shown = a.dice.clone();
            shown.sort_unstable_by(|a, b| b.cmp(a));
            !shown.is_empty() && shown == wanted
        })
    }

    /// The sites of the last move (a seat's, not a throw) and their part in it, until the next
    /// move or a take-back.
    pub fn marks(&self) -> &[(Site, Mark)] {
        &self.marks
    }

    /// Whether the round's result waits for the visitor before the computer begins the next
    /// round (see [`Msg::NextRound`]).
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// The action a tap on `site` plays now, if it plays one: a destination of the selected
    /// piece, or a playable site with a single action (a choice that cannot be taken back is
    /// offered as a button instead, to be confirmed).
    fn tap_action(&self, site: Site) -> Option<String> {
        let offer = self.offer();
        if offer.targets.contains(&site) {
            let chosen = self.view.legal.iter().find(|a| a.site == self.selected && a.target == Some(site));
            if let Some(action) = chosen {
                return Some(action.text.clone());
            }
        }
        if !offer.sites.contains(&site) {
            return None;
        }
        match self.view.legal.iter().filter(|a| a.site == Some(site)).collect::<Vec<_>>().as_slice() {
            [only] if !weighty(only) => Some(only.text.clone()),
            _ => None,
        }
    }

    /// The action `msg` would play now, if it is a person's move that plays one ([`Msg::Play`],
    /// or a [`Msg::Tap`] that plays an action): so that it can be looked at before it counts
    /// (the tutor, [`crate::coach::tutor`]).
    pub fn would_play(&self, msg: &Msg) -> Option<String> {
        match msg {
            Msg::Play(action) => (!self.busy() && self.computer().is_none()).then(|| action.clone()),
            Msg::Tap(site) => self.tap_action(*site),
            _ => None,
        }
    }

    /// Handles one message.
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Play(action) => {
                if !self.busy() && self.computer().is_none() {
                    self.apply(action);
                }
            }
            Msg::Tap(site) => match self.tap_action(site) {
                Some(action) => self.apply(action),
                // A site with several actions (or one to confirm) offers them.
                None if self.offer().sites.contains(&site) => self.selected = Some(site),
                None => {}
            },
            Msg::Computed { action, at } => {
                if at == self.stamp && !self.busy() && !self.paused && self.computer().is_some() {
                    self.apply(action);
                }
            }
            Msg::Select(site) => self.selected = site,
            Msg::Tick => self.tick(),
            Msg::Speed(speed) => {
                self.speed = speed;
                if speed == Speed::Off {
                    self.finish_animation();
                }
            }
            Msg::Undo => self.take_back(),
            Msg::Replay => self.replay(),
            Msg::View(at) => self.look_back(at),
            Msg::NextRound => self.paused = false,
            Msg::Saved { revision, name, change } => self.stored(revision, name, change),
            Msg::Adopt(theirs) => self.adopt(*theirs),
        }
    }

    /// Whether the last turn can be shown again (it moved something, and nothing is shown now).
    pub fn can_replay(&self) -> bool {
        !self.busy() && self.viewing.is_none() && self.last.as_ref().is_some_and(|p| !p.turn.is_empty())
    }

    /// Why the last action did what it did, in sentences as phrases (see
    /// [`crate::engine::Game::explain`]).
    pub fn why(&self) -> Vec<Phrase> {
        self.last.as_ref().map(|played| self.game.explain(&played.events)).unwrap_or_default()
    }

    /// Plays `action` and queues its animation; a refusal is kept to be shown.
    fn apply(&mut self, action: String) {
        self.selected = None;
        let before = self.game.clone();
        let mut game = (*before).clone();
        let mut events = Vec::new();
        if let Err(error) = game.apply_text(&action, &mut events) {
            self.refusal = Some(error.phrase());
            return;
        }
        let view = game.view();
        let by = self.view.to_act.seat();
        let at = self.moves();
        // The seat's turn goes on from its last action if that did not end it.
        let (turn, turn_from) = match &self.last {
            Some(last)
                if by.is_some() && last.by == by && !last.events.iter().any(|e| matches!(e, Event::TurnEnd { .. })) =>
            {
                (last.turn.iter().chain(&events).copied().collect::<Vec<_>>(), last.turn_from)
            }
            _ => (events.clone(), at),
        };
        let legal = self.view.find(&action);
        let label_phrase = legal
            .map_or_else(|| Phrase::new("label-in-english").with("text", action.as_str()), |a| a.label_phrase.clone());
        let mut said = match (by, legal.filter(|a| !a.dice.is_empty())) {
            (None, Some(throw)) => vec![throw_phrase(self.view.chance_for, &throw.dice)],
            _ => {
                let label = crate::i18n::in_english(&label_phrase);
                describe_phrases(by, &label_phrase, &label, &turn, game.topology())
            }
        };
        said.push(view.status_phrase.clone());
        let round_end = events.iter().any(|e| matches!(e, Event::Settle { .. } | Event::LaidOut { .. }));
        Rc::make_mut(&mut self.history).push(Step {
            undoable: undoable(&before, &events),
            by,
            stats: self.stats.clone(),
            before,
        });
        self.stats.count(by, &events);
        let saved = Rc::make_mut(&mut self.saved);
        saved.record.actions.push(action.clone());
        saved.updated = (self.clock)();
        self.revision += 1;
        self.stamp += 1;
        let events: Rc<[Event]> = Rc::from(events);
        let turn: Rc<[Event]> = Rc::from(turn);
        if by.is_some() {
            self.marks = marks_of(&turn);
        }
        self.last = Some(Played { action, by, said, round_end, events: events.clone(), turn, turn_from });
        self.viewing = None;
        // The computer would begin the next round at once, over the result: it waits for a person.
        let computer_next = view.deciding_seat().is_some_and(|seat| self.player(seat).level().is_some());
        self.paused =
            round_end && view.to_act != ToAct::Over && computer_next && self.saved.seats.contains(&Player::Person);
        self.refusal = None;
        self.game = Rc::new(game);
        if self.speed == Speed::Off || events.len() > MAX_ANIMATED_EVENTS {
            self.shown = view.sites.clone();
            self.animation = Rc::from(Vec::new());
            self.shown_steps = 0;
        } else {
            self.animation = events;
            self.shown_steps = 0;
        }
        self.active = None;
        self.view = Rc::new(view);
    }

    /// Shows the next step that changes the board.
    fn tick(&mut self) {
        while self.shown_steps < self.animation.len() {
            let event = self.animation[self.shown_steps];
            self.shown_steps += 1;
            show(&mut self.shown, &event);
            if let Some(site) = event.site() {
                self.active = Some(site);
                break;
            }
        }
        if !self.busy() {
            self.finish_animation();
        }
    }

    fn finish_animation(&mut self) {
        self.animation = Rc::from(Vec::new());
        self.shown_steps = 0;
        self.shown = self.view.sites.clone();
        self.active = None;
    }

    fn replay(&mut self) {
        if !self.can_replay() {
            return;
        }
        let Some(played) = &self.last else { return };
        let Some(step) = self.history.get(played.turn_from) else { return };
        self.shown = step.before.view().sites;
        self.animation = played.turn.clone();
        self.shown_steps = 0;
        self.active = None;
        if self.speed == Speed::Off {
            // Nothing is animated at this speed: step through at once to the position.
            self.finish_animation();
        }
    }

    fn take_back(&mut self) {
        let Some(k) = self.take_back_point() else { return };
        let history = Rc::make_mut(&mut self.history);
        let Some(step) = history.get(k).cloned() else { return };
        history.truncate(k);
        let saved = Rc::make_mut(&mut self.saved);
        let taken = saved.record.actions.split_off(k);
        saved.record.state = None;
        saved.updated = (self.clock)();
        self.revision += 1;
        self.stamp += 1;
        self.game = step.before;
        self.stats = step.stats;
        self.view = Rc::new(self.game.view());
        self.shown = self.view.sites.clone();
        self.refusal = None;
        self.selected = None;
        self.viewing = None;
        let said = match taken.as_slice() {
            [only] => vec![Phrase::new("told-taken-back").with("action", only.as_str())],
            [first, replies @ ..] => {
                vec![Phrase::new("told-taken-back-reply")
                    .with("action", first.as_str())
                    .with("replies", replies.join(", "))]
            }
            [] => Vec::new(),
        };
        self.marks = Rc::from(Vec::new());
        self.last = Some(Played::said([said, vec![self.view.status_phrase.clone()]].concat(), k));
    }

    fn look_back(&mut self, at: Option<usize>) {
        self.viewing = at.and_then(|k| self.history.get(k)).map(|step| {
            let view = step.before.view();
            Viewing { at: at.unwrap_or_default(), sites: view.sites, status_phrase: view.status_phrase }
        });
    }
}

#[cfg(test)]
mod tests;
