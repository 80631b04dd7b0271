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

impl Picture {
    /// The picture as SVG markup: the board's wood, each site's shape (a round hole, a long store,
    /// a point, a bar or tray) and up to seven counters in a ring, classes only (the colours are
    /// the style sheet's), no text, hidden from screen readers.
    ///
    /// One string, so that the page inserts each picture in one step: drawn element by element,
    /// the four cards' 290 elements and 1,132 attributes were three quarters of the home screen's
    /// DOM work (`docs/performance.md`, "A second visit").
    pub fn svg(&self) -> String {
        use std::fmt::Write;
        let cell = 20.0_f32;
        let (width, height) = (self.width * cell + 8.0, self.height * cell + 8.0);
        let mut out = format!(
            r#"<svg class="thumbnail" viewBox="0 0 {width} {height}" aria-hidden="true" focusable="false"><rect class="wood" x="1" y="1" width="{}" height="{}" rx="6"/>"#,
            width - 2.0,
            height - 2.0
        );
        for spec in self.sites {
            let (cx, cy) = (4.0 + spec.x * cell + cell / 2.0, 4.0 + spec.y * cell + cell / 2.0);
            // Writing to a String cannot fail.
            let _ = match spec.kind {
                SiteKind::Store => write!(
                    out,
                    r#"<rect class="pit" x="{}" y="{}" width="16" height="34" rx="8"/>"#,
                    cx - 8.0,
                    cy - 17.0
                ),
                SiteKind::Point => {
                    let (base, tip) =
                        if spec.y < self.height / 2.0 { (cy - 9.0, cy + 18.0) } else { (cy + 9.0, cy - 18.0) };
                    write!(
                        out,
                        r#"<polygon class="pit point" points="{},{base} {},{base} {cx},{tip}"/>"#,
                        cx - 8.0,
                        cx + 8.0
                    )
                }
                SiteKind::Bar | SiteKind::Tray => write!(
                    out,
                    r#"<rect class="pit" x="{}" y="{}" width="14" height="16" rx="3"/>"#,
                    cx - 7.0,
                    cy - 8.0
                ),
                SiteKind::Hole => write!(out, r#"<circle class="pit" cx="{cx}" cy="{cy}" r="8"/>"#),
            };
            let shown = spec.count.min(7);
            for i in 0..shown {
                let a = std::f32::consts::TAU * f32::from(i) / f32::from(shown);
                let _ = write!(
                    out,
                    r#"<circle class="counter" cx="{}" cy="{}" r="1.6"/>"#,
                    cx + 4.5 * a.cos(),
                    cy + 4.5 * a.sin()
                );
            }
        }
        out.push_str("</svg>");
        out
    }
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

    /// The tags (from after `<`) of `svg`'s elements named `name`.
    fn elements<'a>(svg: &'a str, name: &str) -> Vec<&'a str> {
        svg.split('<').filter(|tag| tag.starts_with(&format!("{name} "))).collect()
    }

    #[test]
    fn every_picture_draws_each_site_and_its_counters() {
        for picture in PICTURES {
            let svg = picture.svg();
            assert!(svg.starts_with(r#"<svg class="thumbnail" "#) && svg.ends_with("</svg>"), "{}", picture.game);
            assert_eq!(svg.matches('<').count(), svg.matches('>').count(), "{}: every tag closed", picture.game);
            assert_eq!(
                svg.matches("/>").count() + 1,
                svg.matches('<').count() - 1,
                "{}: one element per tag",
                picture.game
            );
            assert!(!svg.contains("NaN") && !svg.contains("inf"), "{}: {svg}", picture.game);
            let shapes = elements(&svg, "rect")
                .iter()
                .chain(&elements(&svg, "polygon"))
                .chain(&elements(&svg, "circle"))
                .filter(|tag| tag.contains(r#"class="pit"#))
                .count();
            assert_eq!(shapes, picture.sites.len(), "{}: one shape per site", picture.game);
            let counters: usize = picture.sites.iter().map(|s| usize::from(s.count.min(7))).sum();
            assert_eq!(svg.matches(r#"class="counter""#).count(), counters, "{}", picture.game);
            assert_eq!(elements(&svg, "rect").iter().filter(|t| t.contains(r#"class="wood""#)).count(), 1);
        }
    }

    #[test]
    fn a_hole_of_four_is_a_circle_with_four_counters_around_its_centre() {
        const ONE_HOLE: &[PictureSite] = &[site(Hole, 0.0, 0.0, 4)];
        let picture = Picture { game: "test", width: 1.0, height: 1.0, seats: 2, sites: ONE_HOLE };
        let svg = picture.svg();
        assert!(svg.contains(r#"viewBox="0 0 28 28""#), "{svg}");
        assert!(svg.contains(r#"<circle class="pit" cx="14" cy="14" r="8"/>"#), "{svg}");
        assert!(
            svg.contains(r#"<circle class="counter" cx="18.5" cy="14" r="1.6"/>"#),
            "the first counter east of the centre: {svg}"
        );
        assert_eq!(svg.matches(r#"class="counter""#).count(), 4);
    }
}
