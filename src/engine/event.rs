//! What happened during one action, step by step, for the animation and for the record viewer.

use super::{Seat, Site, SiteState, SiteView, ToAct};
use serde::Serialize;

/// One visible step of an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// All `count` counters were lifted from `site` to start a sowing.
    PickUp { site: Site, count: u16 },
    /// One counter was dropped into `site`.
    Drop { site: Site },
    /// The sowing ended in an occupied site: its `count` counters are lifted and sown on.
    Relay { site: Site, count: u16 },
    /// `count` counters were taken from `site` into the winnings of `by`.
    Capture { site: Site, count: u16, by: Seat },
    /// `site` now belongs to `by` (a captured hole in Leyla, a sold hole in Ceelkoqyuqkoqiji).
    Claim { site: Site, by: Seat },
    /// `site` is back with `to`, the player whose row it is in (a hole bought back).
    Release { site: Site, to: Seat },
    /// The pieces on `site` are now `owner`'s (or there are none): a tables point.
    Owner { site: Site, owner: Option<Seat> },
    /// The turn is over; `next` decides now.
    TurnEnd { next: ToAct },
    /// The round is over; what was left on the board went to `seat`'s winnings as `count`.
    Settle { seat: Seat, count: u16 },
    /// Between rounds, `count` counters passed from `from` to `to`.
    Transfer { from: Seat, to: Seat, count: u16, reason: TransferReason },
    /// Round number `round` begins (from 1), `first` to move.
    RoundStart { round: u16, first: Seat },
    /// The board is laid out afresh for round number `round`: show the engine's position.
    Setup { round: u16 },
    /// Large stone number `stone` (0: mu, 1: gong) is now on `to`, or off the board (`None`).
    LargeMove { stone: u8, to: Option<Site> },
}

impl Event {
    /// The site this event shows on the board, if any.
    pub fn site(&self) -> Option<Site> {
        match *self {
            Event::PickUp { site, .. }
            | Event::Drop { site }
            | Event::Relay { site, .. }
            | Event::Capture { site, .. }
            | Event::Claim { site, .. }
            | Event::Release { site, .. } => Some(site),
            Event::Owner { .. } => None,
            Event::TurnEnd { .. }
            | Event::Settle { .. }
            | Event::Transfer { .. }
            | Event::RoundStart { .. }
            | Event::Setup { .. }
            | Event::LargeMove { .. } => None,
        }
    }
}

/// Why counters changed hands between rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TransferReason {
    /// Repaying a loan.
    Repay,
    /// A lone counter that fills no hole, given up.
    Surrender,
    /// A loan, to be repaid later.
    Loan,
    /// Buying back one's large stone.
    LargeStoneBuyBack,
    /// The price of a hole sold to pay a debt.
    HoleSale,
    /// Buying back a hole sold earlier.
    HoleBuyBack,
}

/// Receives events from [`super::Game::apply_with`].
pub trait EventSink {
    /// Records one event.
    fn push(&mut self, event: Event);
}

impl EventSink for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

/// Discards events: used by search and random play, where only the outcome matters.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl EventSink for NoEvents {
    #[inline(always)]
    fn push(&mut self, _event: Event) {}
}

/// Shows `event` on a copy of the board the app is drawing: one frame of the animation.
/// [`Event::Settle`], [`Event::Transfer`], [`Event::RoundStart`], [`Event::Setup`] and
/// [`Event::TurnEnd`] change nothing here; after them the app shows the position the engine
/// reports.
pub fn show(sites: &mut [SiteView], event: &Event) {
    match *event {
        Event::PickUp { site, count } | Event::Relay { site, count } => {
            let view = &mut sites[site.index()];
            view.count = view.count.saturating_sub(count);
        }
        Event::Drop { site } => sites[site.index()].count += 1,
        Event::Capture { site, count, .. } => {
            let view = &mut sites[site.index()];
            view.count = view.count.saturating_sub(count);
        }
        Event::Claim { site, by } => {
            let view = &mut sites[site.index()];
            view.owner = Some(by);
            view.state = SiteState::Claimed;
        }
        Event::Owner { site, owner } => sites[site.index()].owner = owner,
        Event::Release { site, to } => {
            let view = &mut sites[site.index()];
            view.owner = Some(to);
            view.state = SiteState::Open;
        }
        Event::LargeMove { stone, to } => {
            for view in sites.iter_mut() {
                view.large &= !(1 << stone);
            }
            if let Some(site) = to {
                sites[site.index()].large |= 1 << stone;
            }
        }
        Event::TurnEnd { .. }
        | Event::Settle { .. }
        | Event::Transfer { .. }
        | Event::RoundStart { .. }
        | Event::Setup { .. } => {}
    }
}

/// One action's outcome in words, for the screen reader's live region: what `by` played
/// (`label`), then what followed from it (`events`), on `topology`.
/// "South: a3 (4 counters). Relayed 2 times. Captured 4 from b2." A label that already names
/// the seat ("North: propose to end the round") is told as it is.
pub fn describe(by: &str, label: &str, events: &[Event], topology: &super::Topology) -> String {
    let mut parts = vec![if label.starts_with(by) { format!("{label}.") } else { format!("{by}: {label}.") }];
    let relays = events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
    match relays {
        0 => {}
        1 => parts.push("Relayed once.".to_string()),
        n => parts.push(format!("Relayed {n} times.")),
    }
    for event in events {
        let place = |site: Site| topology.id(site).to_string();
        let sentence = match *event {
            Event::Capture { site, count, by } => Some(format!("{by} captured {count} from {}.", place(site))),
            Event::Claim { site, by } => Some(format!("{} now belongs to {by}.", place(site))),
            Event::Release { site, to } => Some(format!("{} is {to}'s again.", place(site))),
            Event::Settle { seat, count } => Some(format!("The round is over: {seat} takes {count}.")),
            Event::Transfer { from, to, count, reason } => {
                let why = match reason {
                    TransferReason::Repay => "repaying a loan",
                    TransferReason::Surrender => "a lone counter given up",
                    TransferReason::Loan => "a loan",
                    TransferReason::LargeStoneBuyBack => "buying back a large stone",
                    TransferReason::HoleSale => "a hole sold",
                    TransferReason::HoleBuyBack => "a hole bought back",
                };
                Some(format!("{count} passed from {from} to {to} ({why})."))
            }
            Event::RoundStart { round, first } => Some(format!("Round {round} begins; {first} starts.")),
            Event::Setup { round } => Some(format!("The board is set up for round {round}.")),
            _ => None,
        };
        parts.extend(sentence);
    }
    parts.join(" ")
}

#[cfg(test)]
mod describe_tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::leyla::{Leyla, LeylaRules};

    #[test]
    fn a_move_is_told_in_words() {
        // As in the Leyla scenario: a6's counter makes four in North's b1, which is captured with
        // a6 facing it.
        let mut game =
            Leyla::from_diagram("3 0 2 0 0 0\n1 0 0 0 0 1", Seat::FIRST, [0, 0], LeylaRules::default()).unwrap();
        let mut events = Vec::new();
        let sow = game.parse_action("a6").unwrap();
        game.apply_with(sow, &mut events).unwrap();
        let text = describe("South", "a6", &events, game.topology());
        assert_eq!(text, "South: a6. b1 now belongs to South. a6 now belongs to South.");
    }

    #[test]
    fn a_label_that_names_the_seat_is_not_prefixed_again() {
        let topology = crate::games::leyla::topology();
        assert_eq!(
            describe("North", "North: propose to end the round", &[], topology),
            "North: propose to end the round."
        );
        assert_eq!(describe("North", "lend", &[], topology), "North: lend.");
    }
}
