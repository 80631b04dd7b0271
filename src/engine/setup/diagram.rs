//! Positions written as pictures of the board, for scenario tests, tricky positions and the
//! documentation: one format for every game, read into an [`Arrangement`] (and so set up through
//! the game's own [`Arrange::set_up`](super::Arrange::set_up) with all its checks).
//!
//! A game says how its board is drawn with a [`Drawing`]: a template with the site ids where
//! their cells go, for example Leyla's `"b1 b2 b3 b4 b5 b6 / a6 a5 a4 a3 a2 a1"` (North's row on
//! top as South sees the board). A diagram follows the template:
//!
//! - rows are separated by a new line or by `/`; `|` is drawn where the template has it (a store,
//!   a bar) and is otherwise ignored;
//! - a cell is the number of counters or pieces on the site, large stones included, followed by
//!   an upper-case seat letter (`S`, `N`, `E`, `W`) when the site belongs to that seat (what
//!   owning means is the game's: a hole captured or sold, the side whose pieces stand on a
//!   point, see [`Owning`](super::Owning)), and by the game's lower-case letter for each large
//!   stone on it (Ceelkoqyuqkoqiji: `m` the mu, `g` the gong). `.` is an empty site, as `0` is.
//! - a large stone not drawn on a site is where the drawing says (Ceelkoqyuqkoqiji: held by its
//!   owner), unless a last row `won:` names who won it, its letter and a seat letter: `won: mN gN`.
//!
//! ```text
//!  2S 1 3N 0 5 2        Leyla: b1 and a6 captured by South, b3 and a4 by North
//!  0S 3 2N 4 0 3
//! ```
//!
//! What each seat holds off the board and who moves are given beside the picture.

use super::{Arrangement, Stone};
use crate::engine::{Seat, Topology};
use std::fmt;

/// The seat letters of diagrams, by seat.
const SEAT_LETTERS: [char; 4] = ['S', 'N', 'E', 'W'];

/// How a game's board is drawn: rows of cells, each a site or a `|`, and the letters that mark
/// its large stones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    /// Row by row, top to bottom: a site index, or `None` for a `|`.
    rows: Vec<Vec<Option<usize>>>,
    /// For each large stone: its letter, and where it is when no cell shows it.
    stones: Vec<(char, Stone)>,
}

/// Why a diagram cannot be read, or a drawing's template is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// Not the number of rows the board is drawn with.
    Rows { given: usize, expected: usize },
    /// A row with the wrong number of cells (rows counted from 1).
    Cells { row: usize, given: usize, expected: usize },
    /// A cell that is not a count with marks the game knows.
    Cell(String),
    /// A large stone drawn twice (on two sites, or on a site and as won).
    StoneTwice(char),
    /// A template naming a site the board does not have.
    Site(String),
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::Rows { given, expected } => {
                write!(f, "the diagram has {given} rows; the board is drawn in {expected}")
            }
            DiagramError::Cells { row, given, expected } => {
                write!(f, "row {row} of the diagram has {given} cells; it needs {expected}")
            }
            DiagramError::Cell(cell) => write!(f, "'{cell}' is not a cell: a count, then an owner and stone letters"),
            DiagramError::StoneTwice(letter) => write!(f, "large stone '{letter}' is drawn twice"),
            DiagramError::Site(id) => write!(f, "the board has no site {id}"),
        }
    }
}

impl std::error::Error for DiagramError {}

/// The rows of `text`, each split into its cells (`|` kept as a cell).
fn rows(text: &str) -> Vec<Vec<&str>> {
    text.split(['\n', '/']).map(|row| row.split_whitespace().collect::<Vec<_>>()).filter(|r| !r.is_empty()).collect()
}

impl Drawing {
    /// The drawing of `topology` by `template` (site ids where their cells go, rows split by a
    /// new line or `/`, `|` where one is drawn), with no large stones.
    pub fn new(topology: &Topology, template: &str) -> Result<Drawing, DiagramError> {
        let rows = rows(template)
            .into_iter()
            .map(|row| {
                row.into_iter()
                    .map(|id| match id {
                        "|" => Ok(None),
                        _ => topology.find(id).map(|site| Some(site.index())).ok_or(DiagramError::Site(id.into())),
                    })
                    .collect()
            })
            .collect::<Result<_, _>>()?;
        Ok(Drawing { rows, stones: Vec::new() })
    }

    /// The same drawing with large stones, in order: each one's letter and where it is when no
    /// cell shows it.
    pub fn with_stones(self, stones: &[(char, Stone)]) -> Drawing {
        Drawing { stones: stones.to_vec(), ..self }
    }

    /// Reads `diagram` into an arrangement of `sites` sites, with `held` held off the board by
    /// each seat (may be empty) and `to_move` to move.
    pub fn read(&self, diagram: &str, held: &[u16], to_move: Seat) -> Result<Arrangement, DiagramError> {
        let mut given = rows(diagram);
        let won = match given.last() {
            Some(row) if row.first() == Some(&"won:") => given.pop().unwrap_or_default(),
            _ => Vec::new(),
        };
        if given.len() != self.rows.len() {
            return Err(DiagramError::Rows { given: given.len(), expected: self.rows.len() });
        }
        let sites = self.rows.iter().flatten().flatten().map(|&i| i + 1).max().unwrap_or(0);
        let (mut counts, mut owners) = (vec![0; sites], vec![None; sites]);
        let mut stones: Vec<Option<Stone>> = vec![None; self.stones.len()];
        for (number, (row, template)) in given.iter().zip(&self.rows).enumerate() {
            let cells: Vec<&str> = row.iter().copied().filter(|&c| c != "|").collect();
            let expected = template.iter().flatten().count();
            if cells.len() != expected {
                return Err(DiagramError::Cells { row: number + 1, given: cells.len(), expected });
            }
            for (&cell, &site) in cells.iter().zip(template.iter().flatten()) {
                let bad = || DiagramError::Cell(cell.to_string());
                let cell = if cell == "." { "0" } else { cell };
                let digits = cell.find(|c: char| !c.is_ascii_digit()).unwrap_or(cell.len());
                let mut count: u16 = cell[..digits].parse().map_err(|_| bad())?;
                for mark in cell[digits..].chars() {
                    if let Some(seat) = SEAT_LETTERS.iter().position(|&l| l == mark) {
                        if owners[site].replace(Seat::new(seat as u8)).is_some() {
                            return Err(bad());
                        }
                    } else {
                        let stone = self.stones.iter().position(|&(l, _)| l == mark).ok_or_else(bad)?;
                        if stones[stone].replace(Stone::On(site as u8)).is_some() {
                            return Err(DiagramError::StoneTwice(mark));
                        }
                        count = count.checked_sub(1).ok_or_else(bad)?;
                    }
                }
                counts[site] = count;
            }
        }
        for &token in won.iter().skip(1) {
            let bad = || DiagramError::Cell(token.to_string());
            let mut letters = token.chars();
            let (Some(letter), Some(seat), None) = (letters.next(), letters.next(), letters.next()) else {
                return Err(bad());
            };
            let stone = self.stones.iter().position(|&(l, _)| l == letter).ok_or_else(bad)?;
            let won_by = SEAT_LETTERS.iter().position(|&l| l == seat).ok_or_else(bad)?;
            if stones[stone].replace(Stone::Won { won_by: Seat::new(won_by as u8) }).is_some() {
                return Err(DiagramError::StoneTwice(letter));
            }
        }
        let stones = stones.iter().zip(&self.stones).map(|(&on, &(_, away))| on.unwrap_or(away)).collect();
        Ok(Arrangement { counts, owners, held: held.to_vec(), stones, to_move })
    }

    /// Draws `arrangement` as a diagram this drawing reads back (rows split by `/`).
    pub fn draw(&self, arrangement: &Arrangement) -> String {
        let cell = |site: usize| {
            let on = |stone: &Stone| *stone == Stone::On(site as u8);
            let large = arrangement.stones.iter().filter(|s| on(s)).count() as u16;
            let mut cell = (arrangement.counts.get(site).copied().unwrap_or(0) + large).to_string();
            if let Some(owner) = arrangement.owner(site) {
                cell.extend(SEAT_LETTERS.get(owner.index()));
            }
            for ((letter, _), stone) in self.stones.iter().zip(&arrangement.stones) {
                if on(stone) {
                    cell.push(*letter);
                }
            }
            cell
        };
        let row = |row: &Vec<Option<usize>>| row.iter().map(|c| c.map_or("|".to_string(), cell)).collect::<Vec<_>>();
        let mut rows: Vec<String> = self.rows.iter().map(|r| row(r).join(" ")).collect();
        let won: Vec<String> = self
            .stones
            .iter()
            .zip(&arrangement.stones)
            .filter(|&(&(_, away), stone)| matches!(stone, Stone::Won { .. }) && *stone != away)
            .map(|(&(letter, _), stone)| match stone {
                Stone::Won { won_by } => format!("{letter}{}", SEAT_LETTERS.get(won_by.index()).unwrap_or(&'?')),
                Stone::On(_) => String::new(),
            })
            .collect();
        if !won.is_empty() {
            rows.push(format!("won: {}", won.join(" ")));
        }
        rows.join(" / ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SiteKind, SiteSpec};

    /// Two stores and two rows of two holes, drawn `B | b2 b1 / a1 a2 | A`.
    fn board() -> Topology {
        let sites = ["a1", "a2", "A", "b1", "b2", "B"]
            .iter()
            .map(|id| SiteSpec { id: id.to_string(), kind: SiteKind::Hole, side: None, x: 0.0, y: 0.0 })
            .collect();
        Topology { name: "small", sites, tracks: Vec::new(), width: 1.0, height: 1.0, labels: Vec::new() }
    }

    fn drawing() -> Drawing {
        let away = [(Seat::FIRST), (Seat::SECOND)].map(|won_by| Stone::Won { won_by });
        Drawing::new(&board(), "B | b2 b1 / a1 a2 | A").unwrap().with_stones(&[('m', away[0]), ('g', away[1])])
    }

    #[test]
    fn a_diagram_is_read_site_by_site_with_owners_and_large_stones() {
        let read = drawing().read("3g | 0N 2 / 1 4m | 0", &[5, 6], Seat::SECOND).unwrap();
        assert_eq!(read.counts, [1, 3, 0, 2, 0, 2], "large stones are counted in their cell");
        assert_eq!(read.owners, [None, None, None, None, Some(Seat::SECOND), None]);
        assert_eq!(read.stones, [Stone::On(1), Stone::On(5)]);
        assert_eq!((read.held.as_slice(), read.to_move), (&[5, 6][..], Seat::SECOND));
        assert_eq!(drawing().draw(&read), "3g | 0N 2 / 1 4m | 0", "drawn back as read");
        let none = drawing().read(". 0 . \n . . 0", &[], Seat::FIRST).unwrap();
        assert_eq!(none.counts, [0; 6]);
        assert_eq!(none.stones, [Stone::Won { won_by: Seat::FIRST }, Stone::Won { won_by: Seat::SECOND }]);
        let won = drawing().read("1 | 0 0 / 0 0 | 1g / won: mN", &[], Seat::FIRST).unwrap();
        assert_eq!(won.stones, [Stone::Won { won_by: Seat::SECOND }, Stone::On(2)]);
        assert_eq!(drawing().draw(&won), "1 | 0 0 / 0 0 | 1g / won: mN", "a stone won by another is named");
    }

    #[test]
    fn a_wrong_diagram_is_refused_with_what_is_wrong() {
        let refused = |text: &str| drawing().read(text, &[], Seat::FIRST).unwrap_err().to_string();
        assert_eq!(refused("0 0 0"), "the diagram has 1 rows; the board is drawn in 2");
        assert_eq!(refused("0 0 / 0 0 0"), "row 1 of the diagram has 2 cells; it needs 3");
        assert_eq!(refused("0 0 0 / 0 0 0x"), "'0x' is not a cell: a count, then an owner and stone letters");
        assert_eq!(refused("0 0 0 / 0 0 0m"), "'0m' is not a cell: a count, then an owner and stone letters");
        assert_eq!(refused("1m 0 0 / 0 0 1m"), "large stone 'm' is drawn twice");
        assert_eq!(refused("1m 0 0 / 0 0 0 / won: mS"), "large stone 'm' is drawn twice");
        assert_eq!(refused("0 0 0 / 0 0 0 / won: xS"), "'xS' is not a cell: a count, then an owner and stone letters");
        assert_eq!(Drawing::new(&board(), "a1 c3").unwrap_err().to_string(), "the board has no site c3");
    }
}
