//! A picture of each game's board as it starts, as plain data, for the home screen's cards: the
//! layout grid, each site's kind, place and starting count, and how many players the usual setup
//! seats. The home screen's WebAssembly draws the cards from this and links no game's rules (see
//! `docs/performance.md`, "The first load and its budget"); a test checks it against each game's
//! own start with its default rules.

use crate::engine::SiteKind;

/// One site of a starting board: what it is, where on the layout grid, how many counters.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PictureSite {
    pub kind: SiteKind,
    pub x: f32,
    pub y: f32,
    pub count: u16,
}

/// A game's board as it starts with its default rules.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Picture {
    /// The game's id.
    pub game: &'static str,
    /// Size of the layout grid (columns, rows).
    pub width: f32,
    pub height: f32,
    /// The seats of the usual setup (the default rules).
    pub seats: usize,
    pub sites: &'static [PictureSite],
}

/// The picture of game `id`'s starting board.
pub fn picture(id: &str) -> Option<&'static Picture> {
    PICTURES.iter().find(|p| p.game == id)
}

/// A site of a picture (keeps [`PICTURES`] short).
const fn site(kind: SiteKind, x: f32, y: f32, count: u16) -> PictureSite {
    PictureSite { kind, x, y, count }
}

use SiteKind::{Bar, Hole, Point, Store, Tray};

/// Every game's picture, in the catalogue's order.
pub const PICTURES: &[Picture] = &[
    Picture {
        game: "leyla",
        width: 6.0,
        height: 2.0,
        seats: 2,
        sites: &[
            site(Hole, 5.0, 1.0, 4),
            site(Hole, 4.0, 1.0, 4),
            site(Hole, 3.0, 1.0, 4),
            site(Hole, 2.0, 1.0, 4),
            site(Hole, 1.0, 1.0, 4),
            site(Hole, 0.0, 1.0, 4),
            site(Hole, 0.0, 0.0, 4),
            site(Hole, 1.0, 0.0, 4),
            site(Hole, 2.0, 0.0, 4),
            site(Hole, 3.0, 0.0, 4),
            site(Hole, 4.0, 0.0, 4),
            site(Hole, 5.0, 0.0, 4),
        ],
    },
    Picture {
        game: "ceelkoqyuqkoqiji",
        width: 7.0,
        height: 2.0,
        seats: 2,
        sites: &[
            site(Hole, 1.0, 1.0, 5),
            site(Hole, 2.0, 1.0, 5),
            site(Hole, 3.0, 1.0, 5),
            site(Hole, 4.0, 1.0, 5),
            site(Hole, 5.0, 1.0, 5),
            site(Store, 6.0, 0.5, 1),
            site(Hole, 5.0, 0.0, 5),
            site(Hole, 4.0, 0.0, 5),
            site(Hole, 3.0, 0.0, 5),
            site(Hole, 2.0, 0.0, 5),
            site(Hole, 1.0, 0.0, 5),
            site(Store, 0.0, 0.5, 1),
        ],
    },
    Picture {
        game: "dongjintian",
        width: 7.0,
        height: 5.0,
        seats: 4,
        sites: &[
            site(Hole, 1.0, 3.5, 5),
            site(Hole, 2.0, 3.5, 5),
            site(Hole, 3.0, 3.5, 5),
            site(Hole, 4.0, 3.5, 5),
            site(Hole, 5.0, 3.5, 5),
            site(Hole, 1.0, 2.5, 5),
            site(Hole, 2.0, 2.5, 5),
            site(Hole, 3.0, 2.5, 5),
            site(Hole, 4.0, 2.5, 5),
            site(Hole, 5.0, 2.5, 5),
            site(Hole, 1.0, 1.5, 5),
            site(Hole, 2.0, 1.5, 5),
            site(Hole, 3.0, 1.5, 5),
            site(Hole, 4.0, 1.5, 5),
            site(Hole, 5.0, 1.5, 5),
            site(Hole, 1.0, 0.5, 5),
            site(Hole, 2.0, 0.5, 5),
            site(Hole, 3.0, 0.5, 5),
            site(Hole, 4.0, 0.5, 5),
            site(Hole, 5.0, 0.5, 5),
        ],
    },
    Picture {
        game: "piprjall",
        width: 14.0,
        height: 3.0,
        seats: 2,
        sites: &[
            site(Point, 0.0, 0.0, 0),
            site(Point, 1.0, 0.0, 0),
            site(Point, 2.0, 0.0, 0),
            site(Point, 3.0, 0.0, 0),
            site(Point, 4.0, 0.0, 0),
            site(Point, 5.0, 0.0, 0),
            site(Point, 7.0, 0.0, 0),
            site(Point, 8.0, 0.0, 0),
            site(Point, 9.0, 0.0, 0),
            site(Point, 10.0, 0.0, 0),
            site(Point, 11.0, 0.0, 0),
            site(Point, 12.0, 0.0, 15),
            site(Point, 0.0, 2.0, 15),
            site(Point, 1.0, 2.0, 0),
            site(Point, 2.0, 2.0, 0),
            site(Point, 3.0, 2.0, 0),
            site(Point, 4.0, 2.0, 0),
            site(Point, 5.0, 2.0, 0),
            site(Point, 7.0, 2.0, 0),
            site(Point, 8.0, 2.0, 0),
            site(Point, 9.0, 2.0, 0),
            site(Point, 10.0, 2.0, 0),
            site(Point, 11.0, 2.0, 0),
            site(Point, 12.0, 2.0, 0),
            site(Bar, 6.0, 1.5, 0),
            site(Bar, 6.0, 0.5, 0),
            site(Tray, 13.0, 1.5, 0),
            site(Tray, 13.0, 0.5, 0),
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::{new_game, CATALOGUE};
    use serde_json::Value;

    /// The picture of game `id` as its engine starts it.
    fn from_engine(id: &'static str) -> (Picture, Vec<PictureSite>) {
        let game = new_game(id, &Value::Null).expect("every game starts with its default rules");
        let topology = game.topology();
        let sites: Vec<PictureSite> = topology
            .sites
            .iter()
            .zip(game.view().sites)
            .map(|(spec, view)| PictureSite { kind: spec.kind, x: spec.x, y: spec.y, count: view.count })
            .collect();
        let picture =
            Picture { game: id, width: topology.width, height: topology.height, seats: game.seat_count(), sites: &[] };
        (picture, sites)
    }

    /// The Rust source of a picture, to paste into [`PICTURES`] when a game's start changes.
    fn source(picture: &Picture, sites: &[PictureSite]) -> String {
        let sites: String =
            sites.iter().map(|s| format!("        site({:?}, {:?}, {:?}, {}),\n", s.kind, s.x, s.y, s.count)).collect();
        format!(
            "    Picture {{\n        game: {:?},\n        width: {:?},\n        height: {:?},\n        seats: {},\n        sites: &[\n{sites}        ],\n    }},\n",
            picture.game, picture.width, picture.height, picture.seats
        )
    }

    #[test]
    fn every_picture_is_its_game_as_it_starts() {
        let expected: Vec<(Picture, Vec<PictureSite>)> = CATALOGUE.iter().map(|g| from_engine(g.id)).collect();
        let written: String = expected.iter().map(|(p, s)| source(p, s)).collect();
        let told = format!("PICTURES should be (src/catalogue/pictures.rs):\n{written}");
        assert_eq!(PICTURES.len(), expected.len(), "{told}");
        for (picture, (engine, sites)) in PICTURES.iter().zip(&expected) {
            assert_eq!(
                (picture.game, picture.width, picture.height, picture.seats),
                (engine.game, engine.width, engine.height, engine.seats),
                "{told}"
            );
            assert_eq!(picture.sites, sites.as_slice(), "{}: {told}", picture.game);
        }
    }
}
