//! Positions set up by hand: what each site holds and who owns it, what each seat holds off the
//! board, and whose turn it is ([`Arrangement`], the shape records, links and the app share),
//! what a game lets be changed ([`Form`], from which the app builds its editor without knowing
//! the game), and the games that can start from such a position ([`Arrange`]). Each game reads
//! an arrangement into a typed position of its own and refuses one that breaks its rules with
//! a typed error. Positions are written as pictures of the board with [`diagram`].

use super::{Game, Phrase, Phrased, Seat, Topology};
use serde::{Deserialize, Serialize};

pub mod diagram;
pub use diagram::{DiagramError, Drawing};

/// A position as every game describes it, site by site in topology order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Arrangement {
    /// Counters (small stones) or pieces on each site.
    pub counts: Vec<u16>,
    /// Who each site belongs to where the game lets that change (a captured or sold hole, the
    /// side whose pieces stand on a point); `None` where the board decides.
    #[serde(default)]
    pub owners: Vec<Option<Seat>>,
    /// Counters each seat holds off the board (taken or won so far), by seat.
    #[serde(default)]
    pub held: Vec<u16>,
    /// Where each large stone is, for games that have them: on a site, or won by a seat.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stones: Vec<Stone>,
    /// The seat to move (or, in a game with dice, to throw).
    pub to_move: Seat,
}

/// Where a large stone is: on a site (by index; a bare number in JSON), or taken off the board
/// by the seat that won it (`{"won_by": seat}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Stone {
    On(u8),
    Won { won_by: Seat },
}

/// What a game lets a person change in a position, site by site in topology order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// The most each site may hold (0: nothing may be put there).
    pub most: Vec<u16>,
    /// The owners each site may be given (empty: its owner is not chosen by hand).
    pub owners: Vec<Vec<Option<Seat>>>,
    /// What owning a site means in this game, so that the editor says it in the game's terms
    /// (`None` when no site's owner is chosen by hand).
    pub owning: Option<Owning>,
    /// The seats that hold counters off the board in this game (empty: none do).
    pub holders: Vec<Seat>,
    /// The sites each large stone may stand on (empty: the game has no large stones); any
    /// seat of `holders` may also have won it.
    pub stones: Vec<Vec<u8>>,
    /// The seats that may be the one to move.
    pub movers: Vec<Seat>,
    /// The counters every position holds in all (on the board and held), if the game keeps a
    /// fixed number.
    pub total: Option<u32>,
}

/// What it means for a site to belong to a seat in a game whose positions set one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owning {
    /// A hole captured by a player (nobody: the hole is still played).
    Captured,
    /// A hole sold to the player across (nobody: the hole is its own side's).
    Sold,
    /// The side whose pieces stand on a point (nobody: the point is empty).
    Pieces,
}

impl Owning {
    /// Its name in message ids: `analysis-setup-owner-{name}` is the menu's label,
    /// `analysis-setup-owner-{name}-none` the choice of nobody.
    pub fn name(self) -> &'static str {
        match self {
            Owning::Captured => "captured",
            Owning::Sold => "sold",
            Owning::Pieces => "pieces",
        }
    }
}

impl Arrangement {
    /// Counters or pieces on the board and held off it, together.
    pub fn total(&self) -> u32 {
        self.counts.iter().chain(&self.held).map(|&c| u32::from(c)).sum()
    }

    /// The owner given to site `index`, if any.
    pub fn owner(&self, index: usize) -> Option<Seat> {
        self.owners.get(index).copied().flatten()
    }

    /// What seat `seat` holds off the board (0 when not given).
    pub fn held_by(&self, seat: Seat) -> u16 {
        self.held.get(seat.index()).copied().unwrap_or(0)
    }
}

/// A game that can start from a position set up by hand.
pub trait Arrange: Game {
    /// Why an arrangement is not a position of this game.
    type Refusal: std::error::Error + Phrased;

    /// What may be changed, with these rules.
    fn form(&self) -> Form;

    /// The position now, as an arrangement (what "set up from here" starts from).
    fn arrangement(&self) -> Arrangement;

    /// A game with these rules that starts from `arrangement`, or why it cannot.
    fn set_up(&self, arrangement: &Arrangement) -> Result<Self, Self::Refusal>;

    /// As [`Arrange::set_up`], from part of a position, as a source draws one to show a rule: the
    /// board and the seats may hold fewer counters than a whole game (the total is not checked;
    /// every other rule of a position is). For scenario tests and figures, not for play.
    fn set_up_part(&self, arrangement: &Arrangement) -> Result<Self, Self::Refusal>;

    /// How this game's board is drawn in a [`diagram`].
    fn drawing(&self) -> Drawing;
}

/// What is wrong with an arrangement against what its game's [`Form`] allows, whatever the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Misfit {
    /// A list has `given` entries where the board has `expected`.
    Shape { list: &'static str, given: usize, expected: usize },
    /// More on a site than it may hold.
    TooMany { site: String, count: u16, most: u16 },
    /// A site given an owner it cannot have.
    Owner { site: String, seat: Seat },
    /// A large stone (by number, from 1) where it cannot stand.
    Stone { stone: usize, site: String },
    /// A large stone won by a seat that cannot hold it.
    StoneWon { stone: usize, seat: Seat },
    /// A seat that cannot be the one to move.
    Mover(Seat),
    /// Not the number of counters or pieces the game keeps.
    Total { given: u32, expected: u32 },
}

impl std::error::Error for Misfit {}

impl Phrased for Misfit {
    /// `position-*`, the English of `Display` (`i18n`).
    fn phrase(&self) -> Phrase {
        match self {
            Misfit::Shape { list, given, expected } => {
                Phrase::new("position-shape").with("list", *list).with("given", *given).with("expected", *expected)
            }
            Misfit::TooMany { site, count, most } => {
                Phrase::new("position-too-many").with("site", site.as_str()).with("count", *count).with("most", *most)
            }
            Misfit::Owner { site, seat } => {
                Phrase::new("position-owner").with("site", site.as_str()).with("seat", *seat)
            }
            Misfit::Stone { stone, site } => {
                Phrase::new("position-stone").with("stone", *stone).with("site", site.as_str())
            }
            Misfit::StoneWon { stone, seat } => {
                Phrase::new("position-stone-won").with("stone", *stone).with("seat", *seat)
            }
            // Seats past the fourth have no name of their own: their number says which.
            Misfit::Mover(seat) if seat.index() >= 4 => {
                Phrase::new("position-mover-number").with("number", seat.index() + 1)
            }
            Misfit::Mover(seat) => Phrase::new("position-mover").with("seat", *seat),
            Misfit::Total { given, expected } => {
                Phrase::new("position-total").with("given", *given).with("expected", *expected)
            }
        }
    }
}

/// Checks `arrangement` against what `form` allows on `topology`: the lengths of its lists
/// (owners and held may be left empty), each site's count and owner, the large stones, the seat
/// to move and the total.
pub fn fit(arrangement: &Arrangement, form: &Form, topology: &Topology) -> Result<(), Misfit> {
    let sites = form.most.len();
    let lists = [
        ("counts", arrangement.counts.len(), sites, false),
        ("owners", arrangement.owners.len(), sites, true),
        ("held", arrangement.held.len(), form.holders.len(), true),
        ("stones", arrangement.stones.len(), form.stones.len(), false),
    ];
    if let Some((list, given, expected, _)) =
        lists.into_iter().find(|&(_, len, want, may_be_empty)| len != want && !(may_be_empty && len == 0))
    {
        return Err(Misfit::Shape { list, given, expected });
    }
    let id = |i: usize| topology.sites.get(i).map_or_else(|| format!("site {i}"), |s| s.id.clone());
    for (i, (&count, &most)) in arrangement.counts.iter().zip(&form.most).enumerate() {
        if count > most {
            return Err(Misfit::TooMany { site: id(i), count, most });
        }
        if let Some(seat) = arrangement.owner(i) {
            if !form.owners[i].contains(&Some(seat)) {
                return Err(Misfit::Owner { site: id(i), seat });
            }
        }
    }
    for (stone, (&place, allowed)) in arrangement.stones.iter().zip(&form.stones).enumerate() {
        match place {
            Stone::On(site) if !allowed.contains(&site) => {
                return Err(Misfit::Stone { stone: stone + 1, site: id(usize::from(site)) });
            }
            Stone::Won { won_by } if !form.holders.contains(&won_by) => {
                return Err(Misfit::StoneWon { stone: stone + 1, seat: won_by });
            }
            _ => {}
        }
    }
    if !form.movers.contains(&arrangement.to_move) {
        return Err(Misfit::Mover(arrangement.to_move));
    }
    match form.total {
        Some(expected) if arrangement.total() != expected => {
            Err(Misfit::Total { given: arrangement.total(), expected })
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SiteKind, SiteSpec};

    fn board() -> Topology {
        let sites = (0..4)
            .map(|i| SiteSpec { id: format!("h{i}"), kind: SiteKind::Hole, side: None, x: i as f32, y: 0.0 })
            .collect();
        Topology { name: "four holes", sites, tracks: Vec::new(), width: 4.0, height: 1.0, labels: Vec::new() }
    }

    fn form() -> Form {
        Form {
            most: vec![6, 6, 6, 0],
            owners: vec![vec![None, Some(Seat::SECOND)], Vec::new(), Vec::new(), Vec::new()],
            owning: Some(Owning::Sold),
            holders: vec![Seat::FIRST, Seat::SECOND],
            stones: Vec::new(),
            movers: vec![Seat::FIRST, Seat::SECOND],
            total: Some(8),
        }
    }

    #[test]
    fn an_arrangement_that_fits_passes_and_each_misfit_is_named() {
        let good = Arrangement {
            counts: vec![3, 3, 0, 0],
            owners: Vec::new(),
            held: vec![0, 2],
            stones: Vec::new(),
            to_move: Seat::FIRST,
        };
        assert_eq!(fit(&good, &form(), &board()), Ok(()));
        assert_eq!(good.held_by(Seat::SECOND), 2);
        let misfit = |change: fn(&mut Arrangement)| {
            let mut bad = good.clone();
            change(&mut bad);
            fit(&bad, &form(), &board()).unwrap_err().to_string()
        };
        assert_eq!(misfit(|a| a.owners = vec![None; 3]), "the position's owners list has 3 entries; it needs 4");
        assert_eq!(misfit(|a| a.counts[3] = 1), "h3 holds 1; it can hold at most 0");
        assert_eq!(misfit(|a| a.owners = vec![None, Some(Seat::SECOND), None, None]), "h1 cannot belong to North");
        assert_eq!(misfit(|a| a.to_move = Seat::new(2)), "East cannot be the one to move in this game");
        assert_eq!(misfit(|a| a.to_move = Seat::new(9)), "Seat 10 cannot be the one to move in this game");
        assert_eq!(misfit(|a| a.held = vec![1, 2]), "the position has 9 counters in all; this game always has 8");
        assert_eq!(misfit(|a| a.stones = vec![Stone::On(1)]), "the position's stones list has 1 entries; it needs 0");
    }
}
