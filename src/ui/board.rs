//! An SVG board drawn from any [`Topology`]: each site a hole, store or point at its layout
//! position, with its count as a number and as counters, its owner's colour and mark, and
//! `data-*` attributes for tests, kiosks and embedders (see the README).

use super::lang::{use_i18n, I18n};
use crate::engine::{LargeStone, Seat, Site, SiteKind, SiteSpec, SiteState, SiteView, Topology};
use yew::prelude::*;

/// Size of one layout cell in SVG units.
const CELL: f32 = 100.0;
/// Room above and below the board for the players' names.
const BAND: f32 = 34.0;
/// Room left and right of the outermost sites.
const PAD: f32 = 14.0;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub topology: &'static Topology,
    /// The game's large stones, if it has any (how to draw bit `i` of a site's `large`).
    pub large_stones: &'static [LargeStone],
    pub sites: Vec<SiteView>,
    /// Sites a click on which chooses an action (or offers a choice of actions).
    pub clickable: Vec<Site>,
    /// The site whose actions are being offered, if any.
    pub selected: Option<Site>,
    /// Where the offered actions take a piece.
    pub targets: Vec<Site>,
    /// Sites touched by the last step of the animation.
    pub active: Option<Site>,
    pub busy: bool,
    /// The sites of the move being sown, drawn as a path.
    pub path: Vec<Site>,
    pub on_site: Callback<Site>,
}

/// The CSS class of a seat (colours and marks are in `styles/app.css`).
pub fn seat_class(seat: Seat) -> String {
    format!("seat-{}", seat.index())
}

fn owner_mark(seat: Seat, cx: f32, cy: f32) -> Html {
    // Owners differ by shape as well as colour: triangle, square, circle, diamond.
    let (x, y) = (cx + 28.0, cy - 28.0);
    match seat.index() {
        0 => {
            html! { <polygon class="mark" points={format!("{},{} {},{} {},{}", x, y - 9.0, x - 9.0, y + 7.0, x + 9.0, y + 7.0)} /> }
        }
        1 => html! { <rect class="mark" x={(x - 7.0).to_string()} y={(y - 7.0).to_string()} width="14" height="14" /> },
        2 => html! { <circle class="mark" cx={x.to_string()} cy={y.to_string()} r="8" /> },
        _ => {
            html! { <polygon class="mark" points={format!("{},{} {},{} {},{} {},{}", x, y - 9.0, x + 9.0, y, x, y + 9.0, x - 9.0, y)} /> }
        }
    }
}

fn counters(count: u16, cx: f32, cy: f32) -> Html {
    // Up to 22 counters drawn in two rings around the number, which is always shown.
    (0..count.min(22))
        .map(|i| {
            let (ring, slot, slots) = if i < 14 { (31.0, i, count.min(14)) } else { (20.0, i - 14, count.min(22) - 14) };
            let a = std::f32::consts::TAU * f32::from(slot) / f32::from(slots) - std::f32::consts::FRAC_PI_2;
            html! { <circle class="counter" cx={(cx + ring * a.cos()).to_string()} cy={(cy + ring * a.sin()).to_string()} r="5.5" /> }
        })
        .collect()
}

/// The large stones on a site, each a circle of its size with its initial, one above the other.
fn large_stones(kinds: &[LargeStone], bits: u8, cx: f32, cy: f32) -> Html {
    kinds
        .iter()
        .enumerate()
        .filter(|(i, _)| bits & (1 << i) != 0)
        .map(|(i, stone)| {
            let dy = if i == 0 { -12.0 } else { 14.0 };
            html! {
                <g class={classes!("large", stone.name)} data-large={stone.name}>
                    <circle cx={(cx + 22.0).to_string()} cy={(cy + dy).to_string()} r={stone.radius.to_string()} />
                    <text x={(cx + 22.0).to_string()} y={(cy + dy + 5.0).to_string()}>{ stone.initial }</text>
                </g>
            }
        })
        .collect()
}

/// A seat's name above or below the board, on the side where most of its sites are.
fn seat_labels(t: &I18n, topology: &Topology, width: f32, height: f32) -> Html {
    if !topology.labels.is_empty() {
        return topology
            .labels
            .iter()
            .map(|&(seat, x, y)| {
                let (x, y) = (PAD + x * CELL, BAND + y * CELL);
                html! { <text class={classes!("side", seat_class(seat))} x={x.to_string()} y={y.to_string()}>{ t.seat(seat) }</text> }
            })
            .collect();
    }
    let mut seats: Vec<Seat> = topology.sites.iter().filter_map(|s| s.side).collect();
    seats.sort();
    seats.dedup();
    seats
        .into_iter()
        .map(|seat| {
            let own: Vec<&SiteSpec> = topology.sites.iter().filter(|s| s.side == Some(seat)).collect();
            let mean = |f: fn(&SiteSpec) -> f32| own.iter().map(|s| f(s)).sum::<f32>() / own.len() as f32;
            let (mx, my) = (mean(|s| s.x), mean(|s| s.y));
            let middle = (topology.height - 1.0) / 2.0;
            let (x, y) = if (my - middle).abs() < 1e-3 {
                // Sites in the middle row (stores at the ends): name them above their column.
                (PAD + mx * CELL + CELL / 2.0, 24.0)
            } else if my < middle {
                (width / 2.0, 24.0)
            } else {
                (width / 2.0, height - 6.0)
            };
            html! { <text class={classes!("side", seat_class(seat))} x={x.to_string()} y={y.to_string()}>{ t.seat(seat) }</text> }
        })
        .collect()
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let t = use_i18n();
    let topology = props.topology;
    let width = topology.width * CELL + 2.0 * PAD;
    let height = topology.height * CELL + 2.0 * BAND;
    let sites = topology.sites.iter().zip(&props.sites).enumerate().map(|(i, (spec, view))| {
        let site = Site(i as u8);
        let cx = PAD + spec.x * CELL + CELL / 2.0;
        let cy = spec.y * CELL + CELL / 2.0 + BAND;
        let legal = !props.busy && props.clickable.contains(&site);
        let owner = view.owner;
        let state = view.state.name();
        let owner_name = owner.map_or_else(|| t.t("nobody"), |s| t.seat(s));
        let yes = |b: bool| if b { "yes" } else { "no" };
        let label = t.f(
            "site-label",
            &[
                ("site", spec.id.as_str().into()),
                ("count", view.count.into()),
                ("owner", owner_name.into()),
                ("claimed", yes(view.state == SiteState::Claimed).into()),
                ("legal", yes(legal).into()),
            ],
        );
        let onclick = legal.then(|| {
            let on_site = props.on_site.clone();
            Callback::from(move |_: MouseEvent| on_site.emit(site))
        });
        let onkeydown = legal.then(|| {
            let on_site = props.on_site.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    on_site.emit(site);
                }
            })
        });
        let shape = match spec.kind {
            SiteKind::Store => html! {
                <rect class="pit" x={(cx - 44.0).to_string()} y={(cy - 90.0).to_string()} width="88" height="180" rx="40" />
            },
            SiteKind::Tray | SiteKind::Bar => html! {
                <rect class="pit" x={(cx - 40.0).to_string()} y={(cy - 44.0).to_string()} width="80" height="88" rx="14" />
            },
            SiteKind::Point => {
                // A point is a long triangle from its edge of the board towards the middle.
                let (base, tip) = if spec.y < topology.height / 2.0 { (cy - 46.0, cy + 90.0) } else { (cy + 46.0, cy - 90.0) };
                html! { <polygon class="pit point" points={format!("{},{} {},{} {},{}", cx - 44.0, base, cx + 44.0, base, cx, tip)} /> }
            }
            // The whole cell answers a tap, so that a hole is a large target on a small screen.
            SiteKind::Hole => html! {
                <>
                    <rect class="hit" x={(cx - CELL / 2.0).to_string()} y={(cy - CELL / 2.0).to_string()}
                        width={CELL.to_string()} height={CELL.to_string()} />
                    <circle class="pit" cx={cx.to_string()} cy={cy.to_string()} r="43" />
                </>
            },
        };
        let pieces = match (spec.kind, owner) {
            (SiteKind::Point | SiteKind::Bar | SiteKind::Tray, Some(seat)) if view.count > 0 => html! {
                <circle class={classes!("piece", seat_class(seat))} cx={cx.to_string()} cy={cy.to_string()} r="30" />
            },
            _ => Html::default(),
        };
        let mut class = classes!("site", state);
        if let Some(seat) = owner {
            class.push(seat_class(seat));
        }
        if legal {
            class.push("legal");
        }
        if props.active == Some(site) {
            class.push("active");
        }
        if props.selected == Some(site) {
            class.push("selected");
        }
        let target = props.targets.contains(&site);
        if target {
            class.push("target");
        }
        html! {
            <g key={spec.id.clone()} class={class}
                data-site={spec.id.clone()}
                data-count={view.count.to_string()}
                data-owner={owner.map(|s| s.index().to_string())}
                data-state={state}
                data-legal={legal.then_some("true")}
                data-target={target.then_some("true")}
                role={if legal { "button" } else { "img" }}
                tabindex={legal.then_some("0")}
                aria-label={label}
                {onclick} {onkeydown}>
                { shape }
                { pieces }
                if spec.kind == SiteKind::Hole || spec.kind == SiteKind::Store {
                    { counters(view.count - view.large.count_ones() as u16, cx, cy) }
                }
                { large_stones(props.large_stones, view.large, cx, cy) }
                // Name, a space, then count: the visible text reads as the accessible name begins.
                <text>
                    <tspan class="name" x={(cx - 40.0).to_string()} y={(cy - 34.0).to_string()}>{ &spec.id }</tspan>
                    { " " }
                    <tspan class="count" x={cx.to_string()} y={(cy + 11.0).to_string()}>{ view.count }</tspan>
                </text>
                { if view.state == SiteState::Claimed { owner.map(|s| owner_mark(s, cx, cy)).unwrap_or_default() } else { Html::default() } }
            </g>
        }
    });
    html! {
        <svg class="board" viewBox={format!("0 0 {width} {height}")} role="group" aria-label={t.t("board")}
            data-busy={props.busy.then_some("true")} preserveAspectRatio="xMidYMid meet">
            <rect class="wood" x="2" y={(BAND - 6.0).to_string()} width={(width - 4.0).to_string()} height={(topology.height * CELL + 12.0).to_string()} rx="30" />
            { seat_labels(&t, topology, width, height) }
            { for sites }
            if props.path.len() > 1 {
                <polyline class="path" data-testid="path" points={props.path.iter().map(|&site| {
                    let spec = &topology.sites[site.index()];
                    format!("{},{}", PAD + spec.x * CELL + CELL / 2.0, spec.y * CELL + CELL / 2.0 + BAND)
                }).collect::<Vec<_>>().join(" ")} />
            }
        </svg>
    }
}
