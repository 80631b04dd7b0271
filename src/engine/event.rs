//! What happened during one action, step by step, for the animation and for the record viewer.

use super::{Seat, Site, SiteState, SiteView, ToAct};

/// One visible step of an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// All `count` counters were lifted from `site` to start a sowing.
    PickUp { site: Site, count: u16 },
    /// One counter was dropped into `site`.
    Drop { site: Site },
    /// The sowing ended in an occupied site: its `count` counters are lifted and sown on.
    Relay { site: Site, count: u16 },
    /// `count` counters were taken from `site` into the winnings of `by`.
    Capture { site: Site, count: u16, by: Seat },
    /// `site` now belongs to `by` (a captured or a sold hole).
    Claim { site: Site, by: Seat },
    /// `site` is back with `to`, the player whose row it is in (a site bought back).
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
    LaidOut { round: u16 },
    /// Large stone number `stone` (see [`super::GameInfo::large_stones`]) is now on `to`, or off
    /// the board (`None`).
    LargeMove { stone: u8, to: Option<Site> },
    /// `by` threw a double: both dice alike (a tables game).
    Double { by: Seat },
    /// Round number `round` (a game of a match) is abandoned unfinished: nobody scores it.
    Abandon { round: u16 },
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
            | Event::LaidOut { .. }
            | Event::LargeMove { .. }
            | Event::Double { .. }
            | Event::Abandon { .. } => None,
        }
    }
}

/// Why counters changed hands between rounds, in words any game can use (the game's own
/// explanation names what was bought or sold: see [`super::Game::explain`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransferReason {
    /// Repaying a loan.
    Repay,
    /// A lone counter that fills no site, given up.
    Surrender,
    /// A loan, to be repaid later.
    Loan,
    /// Buying back one's own piece that another seat holds (a large stone).
    PieceBuyBack,
    /// The price of a site sold to pay a debt (the site is then claimed by the buyer).
    SiteSale,
    /// Buying back a site sold earlier.
    SiteBuyBack,
}

/// Receives events from [`super::Game::apply_with`].
pub trait EventSink {
    /// Whether the sink looks at events at all. When it does not, a game may take shortcuts
    /// that leave no event for each counter (sowing whole laps at once).
    const WANTS_EVENTS: bool = true;

    /// Records one event.
    fn push(&mut self, event: Event);
}

impl EventSink for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

/// Hands each event to a function as it happens and keeps none: for a caller that only counts
/// them (a study's measures), where a list could grow to millions (a Leyla relay sown for
/// millions of counters before it is found endless).
pub struct EachEvent<'a>(pub &'a mut dyn FnMut(&Event));

impl EventSink for EachEvent<'_> {
    fn push(&mut self, event: Event) {
        (self.0)(&event);
    }
}

/// Discards events: used by search and random play, where only the outcome matters.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl EventSink for NoEvents {
    const WANTS_EVENTS: bool = false;

    #[inline(always)]
    fn push(&mut self, _event: Event) {}
}

/// Shows `event` on a copy of the board the app is drawing: one frame of the animation.
/// [`Event::Settle`], [`Event::Transfer`], [`Event::RoundStart`], [`Event::LaidOut`],
/// [`Event::TurnEnd`], [`Event::Double`] and [`Event::Abandon`] change nothing here; after them the app shows the position the engine
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
        | Event::LaidOut { .. }
        | Event::Double { .. }
        | Event::Abandon { .. } => {}
    }
}
