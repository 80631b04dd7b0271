//! Boards as data: a list of sites (holes, stores, points, bars, trays) with their owners and
//! their places on a layout grid, and the tracks that sowing or racing follows over them.
//!
//! Every board of the project fits this shape: Leyla's 2x6 ring, Ceelkoqyuqkoqiji's 2x5 (or 2x7)
//! ring through two stores, Dongjintian's 4x5 grid and Piprjall's 2x12 tables (both without a
//! track: Dongjintian finds neighbours by row and column, and Piprjall maps each player's
//! numbered route onto the points itself). The app draws any topology from the layout.

use super::Seat;
use serde::{Serialize, Serializer};

/// Index of a site in its [`Topology`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Site(pub u8);

impl Site {
    /// The index into per-site arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl Serialize for Site {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.0)
    }
}

/// What a site is, which decides how the app draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SiteKind {
    /// A playing hole of a mancala board.
    Hole,
    /// A store (a larger hole at the end of a row).
    Store,
    /// A point of a tables board.
    Point,
    /// Where hit pieces wait to re-enter.
    Bar,
    /// Where borne-off pieces go.
    Tray,
}

/// One site: its stable text id (used in notation and as `data-site` in the app), its kind,
/// the seat whose side it is on, and its centre on the layout grid (columns and rows, which
/// may be fractional).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SiteSpec {
    pub id: String,
    pub kind: SiteKind,
    pub side: Option<Seat>,
    pub x: f32,
    pub y: f32,
}

/// An ordered path over sites; `cyclic` tracks wrap from the last site to the first.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Track {
    pub order: Vec<Site>,
    pub cyclic: bool,
}

impl Track {
    /// For every site, the one after it on this track (`None` past the end of an open track or
    /// for sites the track does not visit), indexed by site.
    pub fn successors(&self, site_count: usize) -> Vec<Option<Site>> {
        let mut next = vec![None; site_count];
        for (i, site) in self.order.iter().enumerate() {
            let following = match self.order.get(i + 1) {
                Some(&after) => Some(after),
                None if self.cyclic => self.order.first().copied(),
                None => None,
            };
            next[site.index()] = following;
        }
        next
    }
}

/// A board: its sites and tracks.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Topology {
    pub name: &'static str,
    pub sites: Vec<SiteSpec>,
    /// The orders pieces or counters go in: a mancala board's sowing ring; on a board with
    /// points, one track per seat in seat order, the way that seat's pieces go round (the app
    /// draws it as arrows).
    pub tracks: Vec<Track>,
    /// Size of the layout grid (columns, rows).
    pub width: f32,
    pub height: f32,
    /// Where each seat's name is drawn, in layout units from the top left corner of the grid
    /// (empty: the app places the names by the sites on each seat's side).
    pub labels: Vec<(Seat, f32, f32)>,
}

impl Topology {
    /// The site with text id `id`.
    pub fn find(&self, id: &str) -> Option<Site> {
        self.sites.iter().position(|s| s.id == id).and_then(|i| u8::try_from(i).ok()).map(Site)
    }

    /// The text id of `site`.
    pub fn id(&self, site: Site) -> &str {
        &self.sites[site.index()].id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(n: u8, cyclic: bool) -> (Topology, Track) {
        let sites = (0..n)
            .map(|i| SiteSpec { id: format!("h{i}"), kind: SiteKind::Hole, side: None, x: f32::from(i), y: 0.0 })
            .collect();
        let track = Track { order: (0..n).map(Site).collect(), cyclic };
        (
            Topology {
                name: "line",
                sites,
                tracks: vec![track.clone()],
                width: f32::from(n),
                height: 1.0,
                labels: Vec::new(),
            },
            track,
        )
    }

    #[test]
    fn cyclic_tracks_wrap_and_open_tracks_stop() {
        let (_, ring) = line(3, true);
        assert_eq!(ring.successors(3), vec![Some(Site(1)), Some(Site(2)), Some(Site(0))]);
        let (_, open) = line(3, false);
        assert_eq!(open.successors(3), vec![Some(Site(1)), Some(Site(2)), None]);
    }

    #[test]
    fn sites_are_found_by_id() {
        let (topology, _) = line(4, true);
        assert_eq!(topology.find("h2"), Some(Site(2)));
        assert_eq!(topology.find("zz"), None);
        assert_eq!(topology.id(Site(1)), "h1");
    }
}
