//! Where a mancala board's columns stand across it: every column a cell wide, except that where
//! a hole would be narrower than a finger on the screen (a board seven holes long on a
//! phone), a column that holds only stores is narrowed, so that every hole stays a finger wide.

use crate::engine::{SiteKind, Topology};

/// The least width (in CSS pixels) of a hole's cell, the area a tap on it answers: a finger's.
pub(super) const FINGER: f32 = 45.0;
/// The narrowest a column of stores is drawn (in SVG units; a cell is 100).
const STORE_LEAST: f32 = 56.0;
/// Room left and right of the outermost sites where stores are narrowed (else [`super::PAD`]).
const TIGHT_PAD: f32 = 6.0;

/// The widths of a mancala board's columns, in SVG units.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Columns {
    widths: Vec<f32>,
    pad: f32,
}

impl Columns {
    /// For a board drawn `shown` CSS pixels wide (at most: a board may also be held to a share
    /// of the screen's height), or `tight_shown` wide once its stores are narrowed (on a phone
    /// it then reaches nearer the screen's edges).
    pub(super) fn new(topology: &Topology, cell: f32, pad: f32, shown: f32, tight_shown: f32) -> Columns {
        let count = topology.width.round().max(1.0) as usize;
        let column = |x: f32| (x.floor().max(0.0) as usize).min(count - 1);
        let mut stores_only = vec![None; count];
        for spec in &topology.sites {
            let only = stores_only[column(spec.x)].unwrap_or(true);
            stores_only[column(spec.x)] = Some(only && spec.kind == SiteKind::Store);
        }
        let natural = Columns::natural(topology, cell, pad);
        let narrowed = stores_only.iter().filter(|s| **s == Some(true)).count();
        if narrowed == 0 || shown / natural.width() * cell >= FINGER {
            return natural;
        }
        // The board's width in units at which a cell is a finger wide on the screen.
        let room = tight_shown / FINGER * cell;
        let holes = (count - narrowed) as f32 * cell;
        let store = ((room - holes - 2.0 * TIGHT_PAD) / narrowed as f32).clamp(STORE_LEAST, cell);
        let widths = stores_only.iter().map(|s| if *s == Some(true) { store } else { cell }).collect();
        Columns { widths, pad: TIGHT_PAD }
    }

    /// Every column a cell wide.
    pub(super) fn natural(topology: &Topology, cell: f32, pad: f32) -> Columns {
        Columns { widths: vec![cell; topology.width.round().max(1.0) as usize], pad }
    }

    /// Whether a column of stores is narrowed (the board then reaches nearer the screen's edges
    /// on a phone: see `styles/app.css`, `.board.tight`).
    pub(super) fn tight(&self) -> bool {
        self.widths.iter().any(|w| *w < self.widths.iter().cloned().fold(0.0, f32::max))
    }

    /// The board's whole width, its room at both sides included.
    pub(super) fn width(&self) -> f32 {
        self.widths.iter().sum::<f32>() + 2.0 * self.pad
    }

    /// The centre of a site at layout `x` (a cell's centre at a whole `x`).
    pub(super) fn centre(&self, x: f32) -> f32 {
        let col = (x.floor().max(0.0) as usize).min(self.widths.len() - 1);
        let before: f32 = self.widths[..col].iter().sum();
        let full = self.widths.iter().cloned().fold(0.0, f32::max);
        self.pad + before + self.widths[col] / 2.0 + (x - col as f32) * full
    }

    /// The width of the column a site at layout `x` stands in.
    pub(super) fn span(&self, x: f32) -> f32 {
        self.widths[(x.floor().max(0.0) as usize).min(self.widths.len() - 1)]
    }
}
