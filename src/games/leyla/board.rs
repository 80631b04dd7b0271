//! Leyla's board: the 2x6 topology and a two-line text diagram used by tests and the CLI.
//!
//! The diagram shows the board as South sees it: the top line is North's row from screen left
//! to right (b1..b6), the bottom line South's row from screen left to right (a6..a1). Each hole
//! is its count, followed by `S` or `N` if South or North captured it; `-` is a hole out of play.
//!
//! ```text
//!  4  4  4  4  4  4
//!  4  4  4  4  4  4
//! ```

use super::{Hole, HOLES, ROW};
use crate::engine::{Seat, Site, SiteKind, SiteSpec, Topology, Track};
use std::sync::OnceLock;

/// The 2x6 board: sites a1..a6 (South) then b1..b6 (North), one clockwise ring.
pub fn topology() -> &'static Topology {
    static TOPOLOGY: OnceLock<Topology> = OnceLock::new();
    TOPOLOGY.get_or_init(|| {
        let mut sites = Vec::with_capacity(HOLES);
        for k in 1..=ROW {
            let x = (ROW - k) as f32;
            sites.push(SiteSpec { id: format!("a{k}"), kind: SiteKind::Hole, side: Some(Seat::FIRST), x, y: 1.0 });
        }
        for k in 1..=ROW {
            let x = (k - 1) as f32;
            sites.push(SiteSpec { id: format!("b{k}"), kind: SiteKind::Hole, side: Some(Seat::SECOND), x, y: 0.0 });
        }
        let ring = Track { order: (0..HOLES as u8).map(Site).collect(), cyclic: true };
        Topology { name: "2x6", sites, tracks: vec![ring], width: ROW as f32, height: 2.0, labels: Vec::new() }
    })
}

/// Site indices in diagram order: top line b1..b6, bottom line a6..a1.
fn diagram_order() -> [[usize; ROW]; 2] {
    let top = std::array::from_fn(|x| ROW + x);
    let bottom = std::array::from_fn(|x| ROW - 1 - x);
    [top, bottom]
}

/// Draws counts and hole states as the two-line diagram.
pub fn diagram(counts: &[u8; HOLES], holes: &[Hole; HOLES]) -> String {
    let mut lines = Vec::with_capacity(2);
    for line in diagram_order() {
        let cells: Vec<String> = line
            .iter()
            .map(|&i| match holes[i] {
                Hole::Free => format!("{:>3}", counts[i]),
                Hole::Captured(by) => format!("{:>2}{}", counts[i], if by == Seat::FIRST { 'S' } else { 'N' }),
                Hole::OutOfPlay => "  -".to_string(),
            })
            .collect();
        lines.push(cells.join(""));
    }
    lines.join("\n")
}

/// Reads a two-line diagram back into counts and hole states.
pub fn parse_diagram(text: &str) -> Result<([u8; HOLES], [Hole; HOLES]), String> {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    if lines.len() != 2 {
        return Err(format!("a Leyla diagram has 2 lines, not {}", lines.len()));
    }
    let mut counts = [0u8; HOLES];
    let mut holes = [Hole::Free; HOLES];
    for (line, order) in lines.iter().zip(diagram_order()) {
        let cells: Vec<&str> = line.split_whitespace().collect();
        if cells.len() != ROW {
            return Err(format!("a Leyla row has {ROW} holes, not {} in '{line}'", cells.len()));
        }
        for (cell, i) in cells.iter().zip(order) {
            if *cell == "-" {
                holes[i] = Hole::OutOfPlay;
                continue;
            }
            let (number, mark) = match cell.strip_suffix('S').or_else(|| cell.strip_suffix('N')) {
                Some(number) => (number, cell.chars().last()),
                None => (*cell, None),
            };
            counts[i] = number.parse().map_err(|_| format!("'{cell}' is not a hole count"))?;
            holes[i] = match mark {
                Some('S') => Hole::Captured(Seat::FIRST),
                Some(_) => Hole::Captured(Seat::SECOND),
                None => Hole::Free,
            };
        }
    }
    Ok((counts, holes))
}
