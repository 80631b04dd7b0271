//! What one site of a board holds at a moment: the part of a position every game reports
//! ([`super::Game::sites`]) and the app draws.

use super::Seat;
use serde::Serialize;

/// Whether a site is in normal play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SiteState {
    /// In play as the rules start it.
    Open,
    /// Taken over by a seat (captured or bought): see [`SiteView::owner`].
    Claimed,
    /// Out of play (a hole left unfilled this round).
    Closed,
    /// In play, but nothing is ever captured from it.
    Protected,
}

impl SiteState {
    /// The state's name, as `data-state` in the app and `state` in the command line's JSON.
    pub fn name(self) -> &'static str {
        match self {
            SiteState::Open => "open",
            SiteState::Claimed => "claimed",
            SiteState::Closed => "closed",
            SiteState::Protected => "protected",
        }
    }
}

/// What one site holds now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SiteView {
    /// Counters or pieces on the site.
    pub count: u16,
    /// The seat the site belongs to now: its side's seat, or whoever claimed it.
    pub owner: Option<Seat>,
    pub state: SiteState,
    /// Large stones on the site, as bits: bit `i` for the game's large stone number `i` (see
    /// [`super::GameInfo::large_stones`]). Zero in games without them.
    pub large: u8,
}
