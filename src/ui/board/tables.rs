//! The tables board (one with points, bar and trays), laid out in pixels for the screen it is
//! on: lying down on a wide screen, standing up on a tall one (every point a finger wide, at
//! least half the screen's height); its pieces drawn as stacks of checkers, and each seat's way
//! round drawn as arrows.

use super::{arrow, seat_class};
use crate::engine::{Seat, SiteKind, SiteSpec, Topology};
use yew::prelude::*;

/// Room (in pixels) around a tables board for the points' names.
pub(super) const MARGIN: f32 = 32.0;
/// Room (in pixels) at the ends of a tables board, past its first and last columns.
const END: f32 = 8.0;
/// The least breadth of a point on a tables board standing up: a finger's width and a little.
const FINGER: f32 = 46.0;
/// The share of a tall screen's height a standing board may take, leaving room above it for
/// the status and under it for the dice and the last move in words.
const UPRIGHT_SHARE: f32 = 0.5;
/// Checkers drawn on one point before the rest are told by a number.
const STACK: u16 = 5;

/// Where a tables board (one with points) is drawn, in pixels of the space it has: lying down on a
/// wide screen, standing up on a tall one, so that every point is a finger wide.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Tables {
    /// Standing up: the layout's columns run down the screen.
    pub(super) vertical: bool,
    /// A column's width along the board (a point's breadth), and a row's depth across it.
    pub(super) along: f32,
    pub(super) across: f32,
    pub(super) columns: f32,
    pub(super) rows: f32,
}

impl Tables {
    /// Lying down, the board's depth is `share` of the screen's height (rows of at least `least`
    /// pixels): less in a narrow frame, which leaves the status, the dice and the controls room
    /// under the board (the frame is all there is, and must not scroll).
    pub(super) fn new(topology: &Topology, (screen_w, screen_h): (f32, f32), (share, least): (f32, f32)) -> Tables {
        let (columns, rows) = (topology.width, topology.height);
        let width = (screen_w - 32.0).clamp(200.0, 1368.0);
        if screen_h > screen_w {
            let along = ((screen_h * UPRIGHT_SHARE - 2.0 * END) / columns).max(FINGER);
            let across = (width - 2.0 * MARGIN) / rows;
            let upright = Tables { vertical: true, along, across, columns, rows };
            // A tall screen too short for a standing board (a small frame) has it lying down.
            if upright.size().1 <= screen_h * 0.85 {
                return upright;
            }
        }
        let along = (width - 2.0 * END) / columns;
        // At least 72 deep, unless the points are so narrow that 72 would be over four times
        // their width (a narrow screen too short to stand the board up: a 360x740 phone).
        let deepest = along * 4.0;
        let across = ((screen_h * share - 2.0 * MARGIN) / rows).clamp(deepest.min(least), deepest);
        Tables { vertical: false, along, across, columns, rows }
    }

    pub(super) fn size(&self) -> (f32, f32) {
        let (a, b) = (self.columns * self.along + 2.0 * END, self.rows * self.across + 2.0 * MARGIN);
        if self.vertical {
            (b, a)
        } else {
            (a, b)
        }
    }

    /// The centre of layout cell (x, y) on the screen. Standing up, the top row runs down the
    /// right side from its right end, so that "top right" and "bottom left" still hold.
    pub(super) fn place(&self, x: f32, y: f32) -> (f32, f32) {
        let (a, b) = (x * self.along + self.along / 2.0, y * self.across + self.across / 2.0);
        if self.vertical {
            (MARGIN + (self.rows * self.across - b), END + (self.columns * self.along - a))
        } else {
            (END + a, MARGIN + b)
        }
    }

    /// A direction on the layout (towards greater x, greater y) as a direction on the screen.
    pub(super) fn turn(&self, (dx, dy): (f32, f32)) -> (f32, f32) {
        if self.vertical {
            (-dy, -dx)
        } else {
            (dx, dy)
        }
    }

    /// A box `along` by `across` (in layout directions) centred on (cx, cy), as x, y, w, h.
    pub(super) fn rect(&self, cx: f32, cy: f32, along: f32, across: f32) -> (f32, f32, f32, f32) {
        let (w, h) = if self.vertical { (across, along) } else { (along, across) };
        (cx - w / 2.0, cy - h / 2.0, w, h)
    }
}

/// Pieces on a point, the bar or in a tray: a stack of checkers from `base` towards `dir`, at
/// most [`STACK`] drawn and a number on the last when there are more; borne-off pieces as slabs.
pub(super) fn stack(
    kind: SiteKind,
    seat: Seat,
    count: u16,
    base: (f32, f32),
    dir: (f32, f32),
    room: f32,
    radius: f32,
) -> Html {
    let class = classes!("piece", seat_class(seat));
    if kind == SiteKind::Tray {
        let slab = (room / 15.0).min(radius).max(2.0);
        return (0..count)
            .map(|i| {
                let at = slab * (f32::from(i) + 0.5);
                let (x, y) = (base.0 + dir.0 * at, base.1 + dir.1 * at);
                let (w, h) = if dir.0.abs() > 0.5 { (slab - 1.0, radius * 1.8) } else { (radius * 1.8, slab - 1.0) };
                html! { <rect class={class.clone()} x={(x - w / 2.0).to_string()} y={(y - h / 2.0).to_string()} width={w.to_string()} height={h.to_string()} rx="1" /> }
            })
            .collect();
    }
    let shown = count.min(STACK);
    let step = if shown > 1 { ((room - 2.0 * radius) / f32::from(shown - 1)).min(2.0 * radius + 1.0) } else { 0.0 };
    let discs = (0..shown).map(|i| {
        let at = radius + step * f32::from(i);
        html! { <circle class={class.clone()} cx={(base.0 + dir.0 * at).to_string()} cy={(base.1 + dir.1 * at).to_string()} r={radius.to_string()} /> }
    });
    let last = radius + step * f32::from(shown.saturating_sub(1));
    html! {
        <>
            { for discs }
            if count > STACK {
                <text class="stack-count" x={(base.0 + dir.0 * last).to_string()} y={(base.1 + dir.1 * last + radius * 0.35).to_string()}
                    font-size={(radius * 1.2).to_string()}>{ count }</text>
            }
        </>
    }
}

/// Which way each seat's pieces go on a tables board: small arrows in the seat's colour between
/// neighbouring points of its track, at the inner ends of the points (each seat on every other
/// gap, so that both show where the tracks run the same way).
pub(super) fn track_arrows(topology: &Topology, t: Tables, centre: impl Fn(&SiteSpec) -> (f32, f32)) -> Html {
    let size = (t.along * 0.22).clamp(6.0, 12.0);
    topology
        .tracks
        .iter()
        .enumerate()
        .flat_map(|(k, track)| {
            let centre = &centre;
            track.order.windows(2).enumerate().filter(move |(i, _)| (i + k) % 2 == 0).filter_map(move |(_, pair)| {
                let (a, b) = (&topology.sites[pair[0].index()], &topology.sites[pair[1].index()]);
                // Neighbours in one row only (not across the bar, nor round a corner).
                if a.y != b.y || (a.x - b.x).abs() > 1.5 || a.kind != SiteKind::Point || b.kind != SiteKind::Point {
                    return None;
                }
                // Moved in to the inner ends of the points: the arrow between them there.
                let inward = t.turn((0.0, if a.y < topology.height / 2.0 { 1.0 } else { -1.0 }));
                let reach = t.across * 0.8;
                let inner = |(x, y): (f32, f32)| (x + inward.0 * reach, y + inward.1 * reach);
                let points = arrow(inner(centre(a)), inner(centre(b)), size);
                Some(html! { <polygon class={classes!("way", seat_class(Seat::new(k as u8)))} {points} /> })
            })
        })
        .collect()
}
