//! Ceelkoqyuqkoqiji's board: two rows of regular holes (five, or seven in the Fourteen holes
//! ruleset) with a store at each end, all on one ring.
//!
//! Sites in ring order: South's holes `a1`..`aN` (screen left to right), South's store `A` (the
//! store to South's right), North's holes `b1`..`bN` (screen right to left, so `b1` is at North's
//! left), North's store `B`. Sowing "forward" (`+`) follows that order, counter-clockwise on
//! screen; "back" (`-`) goes the other way. With four players, the stores belong to the two
//! inactive players: `A` to East (seat 2), `B` to West (seat 3).

use crate::engine::{Seat, Site, SiteKind, SiteSpec, Topology, Track};
use std::sync::OnceLock;

/// The topology for `holes` holes a row (5 or 7) and `players` players (2 or 4).
pub fn topology(holes: usize, players: usize) -> &'static Topology {
    static BOARDS: [OnceLock<Topology>; 4] = [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = usize::from(holes == 7) * 2 + usize::from(players == 4);
    BOARDS[slot].get_or_init(|| build(holes, players))
}

fn build(holes: usize, players: usize) -> Topology {
    let n = holes as f32;
    let store_owner = |south_side: bool| match (players, south_side) {
        (4, true) => Seat::new(2),
        (4, false) => Seat::new(3),
        (_, true) => Seat::FIRST,
        (_, false) => Seat::SECOND,
    };
    let mut sites = Vec::with_capacity(2 * holes + 2);
    for k in 1..=holes {
        sites.push(SiteSpec {
            id: format!("a{k}"),
            kind: SiteKind::Hole,
            side: Some(Seat::FIRST),
            x: k as f32,
            y: 1.0,
        });
    }
    sites.push(SiteSpec {
        id: "A".to_string(),
        kind: SiteKind::Store,
        side: Some(store_owner(true)),
        x: n + 1.0,
        y: 0.5,
    });
    for k in 1..=holes {
        let x = n + 1.0 - k as f32;
        sites.push(SiteSpec { id: format!("b{k}"), kind: SiteKind::Hole, side: Some(Seat::SECOND), x, y: 0.0 });
    }
    sites.push(SiteSpec { id: "B".to_string(), kind: SiteKind::Store, side: Some(store_owner(false)), x: 0.0, y: 0.5 });
    let ring = Track { order: (0..sites.len() as u8).map(Site).collect(), cyclic: true };
    let name = if holes == 7 { "2x7 with stores" } else { "2x5 with stores" };
    Topology { name, sites, tracks: vec![ring], width: n + 2.0, height: 2.0, labels: Vec::new() }
}
