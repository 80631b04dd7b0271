//! Lessons: a game taught by playing it. A lesson is a few steps; each sets up a real position
//! (a record's actions from the opening, so that every position is reachable by the rules),
//! says one rule in plain words with where the source says it, asks the visitor for a move, and
//! checks that the move made shows the rule (by the events it caused). Each game keeps its
//! lessons as data beside its rules and lists them in its [`super::GameInfo`].

use super::Event;

/// What a step's move must show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// Exactly this action (in the game's notation).
    Action(&'static str),
    /// Any of these actions.
    AnyOf(&'static [&'static str]),
    /// Any action whose events include one of this kind.
    Shows(Shows),
}

/// A kind of event a step may ask to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shows {
    /// A sowing relayed from an occupied hole.
    Relay,
    /// Counters or a piece captured.
    Capture,
    /// A hole taken over.
    Claim,
    /// The round (or game) settled.
    RoundEnd,
    /// Counters passed between seats between rounds.
    Transfer,
}

impl Shows {
    /// Whether `event` is of this kind.
    pub fn matches(self, event: &Event) -> bool {
        match self {
            Shows::Relay => matches!(event, Event::Relay { .. }),
            Shows::Capture => matches!(event, Event::Capture { .. }),
            Shows::Claim => matches!(event, Event::Claim { .. }),
            Shows::RoundEnd => matches!(event, Event::Settle { .. } | Event::LaidOut { .. }),
            Shows::Transfer => matches!(event, Event::Transfer { .. }),
        }
    }
}

impl Expect {
    /// Whether `action`, which caused `events`, is what the step asked for.
    pub fn met_by(self, action: &str, events: &[Event]) -> bool {
        match self {
            Expect::Action(wanted) => action == wanted,
            Expect::AnyOf(wanted) => wanted.contains(&action),
            Expect::Shows(kind) => events.iter().any(|e| kind.matches(e)),
        }
    }
}

/// One step of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The actions, from the opening of a game with the lesson's rules, that reach the step's
    /// position.
    pub setup: &'static [&'static str],
    /// The rule, in plain words.
    pub rule: &'static str,
    /// Where the source says it (author, year, page).
    pub source: &'static str,
    /// The rules notes (`docs/rules-notes.md`, ids such as `C8`) whose reading of the source the
    /// step relies on: where the step teaches the app's own choice, shown beside the source so
    /// that a visitor can tell the two apart. Empty when the step teaches only what the source says.
    pub notes: &'static [&'static str],
    /// What the visitor is asked to do ("Sow from a3").
    pub task: &'static str,
    pub expect: Expect,
    /// Said kindly after a move that does not show the rule, before the visitor tries again.
    pub retry: &'static str,
    /// Said after the right move: what it showed.
    pub shown: &'static str,
}

/// A lesson: its title, the rule options it is played with (JSON), and its steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    pub title: &'static str,
    /// Rule options (JSON), `{}` for the documented defaults.
    pub rules: &'static str,
    pub steps: &'static [Step],
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Seat, Site};

    #[test]
    fn a_step_is_met_by_its_action_or_by_what_a_move_shows() {
        let relay = [Event::Drop { site: Site(2) }, Event::Relay { site: Site(2), count: 3 }];
        assert!(Expect::Action("a3").met_by("a3", &[]));
        assert!(!Expect::Action("a3").met_by("a4", &relay));
        assert!(Expect::AnyOf(&["a3", "a4"]).met_by("a4", &[]));
        assert!(Expect::Shows(Shows::Relay).met_by("a1", &relay));
        assert!(!Expect::Shows(Shows::Capture).met_by("a1", &relay));
        let capture = [Event::Capture { site: Site(1), count: 2, by: Seat::FIRST }];
        assert!(Expect::Shows(Shows::Capture).met_by("b1", &capture));
        assert!(Expect::Shows(Shows::RoundEnd).met_by("x", &[Event::Settle { seat: Seat::FIRST, count: 3 }]));
    }
}
