//! An SVG board drawn from any [`Topology`]: each site a hole, store or point at its layout
//! position, with its count as a number and as counters, its owner's colour and mark, and
//! `data-*` attributes for tests, kiosks and embedders (see `docs/embedding.md`).

use super::browser::query;
use super::lang::{use_i18n, I18n};
use crate::engine::{LargeStone, Seat, Site, SiteKind, SiteSpec, SiteState, SiteView, Topology};
use yew::prelude::*;

mod columns;
mod tables;

use columns::Columns;
use tables::{stack, track_arrows, Tables, MARGIN};

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
    /// The sites of the last move, their part in it (`from`, `path`, `capture`) and, for a
    /// capture, the seat that made it (drawn in its colour).
    #[prop_or_default]
    pub last: Vec<(Site, &'static str, Option<Seat>)>,
    /// The site of the hinted action, if a hint is shown.
    #[prop_or_default]
    pub hint: Option<Site>,
    /// Setting up a position: a tap chooses a site to change, it plays nothing (and the sites
    /// are not called playable).
    #[prop_or_default]
    pub setup: bool,
    /// Only looked at, never tapped (the analysis board stepping through a game): a tables board
    /// lies down on an upright phone too, under the steps and the review, instead of standing
    /// beside a turn's column it does not have.
    #[prop_or_default]
    pub looked_at: bool,
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

/// `narrow` (at most 1) squeezes the rings across, for a store narrowed on a phone.
fn counters(count: u16, cx: f32, cy: f32, narrow: f32) -> Html {
    // Up to 22 counters drawn in two rings around the number, which is always shown.
    (0..count.min(22))
        .map(|i| {
            let (ring, slot, slots) = if i < 14 { (31.0, i, count.min(14)) } else { (20.0, i - 14, count.min(22) - 14) };
            let a = std::f32::consts::TAU * f32::from(slot) / f32::from(slots) - std::f32::consts::FRAC_PI_2;
            html! { <circle class="counter" cx={(cx + ring * narrow * a.cos()).to_string()} cy={(cy + ring * a.sin()).to_string()} r="5.5" /> }
        })
        .collect()
}

/// The large stones on site `on`, each a circle of its size with its initial (`font` units high;
/// the stones grow with it, keeping their sizes apart), one above the other. They are drawn in a
/// layer over the sites that taps pass through and screen readers skip: the site's own name
/// says which large stones it holds, and its visible text stays its name and count.
fn large_stones(kinds: &[LargeStone], bits: u8, on: &str, cx: f32, cy: f32, font: f32) -> Html {
    let grow = (font * 0.62 / 15.0).max(1.0);
    kinds
        .iter()
        .enumerate()
        .filter(|(i, _)| bits & (1 << i) != 0)
        .map(|(i, stone)| {
            let dy = if i == 0 { -12.0 } else { 14.0 } * grow;
            html! {
                <g class={classes!("large", stone.name)} data-large={stone.name} data-on={on.to_string()}>
                    <circle cx={(cx + 22.0).to_string()} cy={(cy + dy).to_string()} r={(stone.radius * grow).to_string()} />
                    <text x={(cx + 22.0).to_string()} y={(cy + dy + font * 0.36).to_string()} font-size={font.to_string()}>{ stone.initial }</text>
                </g>
            }
        })
        .collect()
}

/// A seat's name above or below the board, on the side where most of its sites are.
fn seat_labels(t: &I18n, topology: &Topology, columns: &Columns, height: f32, size: f32) -> Html {
    let width = columns.width();
    if !topology.labels.is_empty() {
        return topology
            .labels
            .iter()
            .map(|&(seat, x, y)| {
                let (x, y) = (columns.centre(x) - CELL / 2.0, BAND + y * CELL);
                html! { <text class={classes!("side", seat_class(seat))} x={x.to_string()} y={y.to_string()} font-size={size.to_string()}>{ t.seat(seat) }</text> }
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
                (columns.centre(mx), 24.0)
            } else if my < middle {
                (width / 2.0, 24.0)
            } else {
                (width / 2.0, height - 6.0)
            };
            // Over a narrowed store at an end, the name runs inwards from the board's edge.
            let (x, edge) = match () {
                _ if columns.tight() && mx < 0.5 => (4.0, Some("from-left")),
                _ if columns.tight() && mx > topology.width - 1.5 => (width - 4.0, Some("from-right")),
                _ => (x, None),
            };
            html! { <text class={classes!("side", seat_class(seat), edge)} x={x.to_string()} y={y.to_string()} font-size={size.to_string()}>{ t.seat(seat) }</text> }
        })
        .collect()
}

/// A small arrowhead half-way from `a` to `b`, pointing at `b`, `size` units long each way: the
/// points of its triangle.
fn arrow(a: (f32, f32), b: (f32, f32), size: f32) -> String {
    let length = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt().max(1.0);
    let (dx, dy) = ((b.0 - a.0) / length, (b.1 - a.1) / length);
    let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let wing = size * 0.8;
    format!(
        "{},{} {},{} {},{}",
        mx + dx * size,
        my + dy * size,
        mx - dx * size - dy * wing,
        my - dy * size + dx * wing,
        mx - dx * size + dy * wing,
        my - dy * size - dx * wing
    )
}

/// Font sizes (in SVG units) of a mancala board's text, large enough to be read on the screen
/// it is drawn on: at least [`LEAST_TEXT_PX`] pixels however far the board is scaled down.
#[derive(Clone, Copy, Debug, PartialEq)]
struct TextSizes {
    name: f32,
    count: f32,
    side: f32,
    /// A large stone's initial.
    stone: f32,
}

/// The smallest text drawn on a board, in CSS pixels.
const LEAST_TEXT_PX: f32 = 12.5;

impl TextSizes {
    /// For a board `width` by `height` units drawn at most `shown` CSS pixels wide on a screen
    /// `screen_h` high (the board is as wide as the page's column, at most 72% of the screen's
    /// height: see `styles/app.css`).
    fn new((width, height): (f32, f32), shown: f32, screen_h: f32) -> TextSizes {
        let scale = (shown / width).min(screen_h * 0.72 / height).max(0.1);
        let least = |units: f32| units.max(LEAST_TEXT_PX / scale);
        TextSizes { name: least(14.0).min(30.0), count: least(30.0), side: least(22.0), stone: least(13.0) }
    }
}

/// The window's size in CSS pixels, followed as it changes (a phone turned, a window resized).
#[hook]
fn use_screen() -> (f32, f32) {
    let read = || {
        web_sys::window()
            .map(|w| {
                let get =
                    |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(1024.0) as f32;
                (get(w.inner_width()), get(w.inner_height()))
            })
            .unwrap_or((1024.0, 768.0))
    };
    let size = use_state(read);
    {
        let size = size.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .map(|window| gloo::events::EventListener::new(&window, "resize", move |_| size.set(read())));
            move || drop(listener)
        });
    }
    *size
}

/// The widest screen (in CSS pixels, `36rem`) that counts as a phone's: upright, its tables
/// board has the turn's column beside it.
const PHONE_WIDTH: f32 = 576.0;
/// The room a phone's turn column beside an upright tables board takes: `8rem` and the gap of
/// `0.5rem` (see `styles/app.css`).
const SIDE_COLUMN: f32 = 136.0;

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let t = use_i18n();
    let topology = props.topology;
    let (screen_w, screen_h) = use_screen();
    // On a short wide screen the board has the left column, 6/11 of what is left after the
    // page's margins and the gap (see `styles/app.css`), and is drawn for it; outside a frame a
    // tables board takes all but a narrow column, so that its points stay a finger wide.
    let short_wide = screen_w >= 1.25 * screen_h && screen_h <= 560.0;
    let has_points = topology.sites.iter().any(|s| s.kind == SiteKind::Point);
    let framed = query("embed").is_some();
    // In a frame a lying board is shallower (the frame must not scroll), the more so where the
    // turn is under it rather than beside it.
    let depth = match (framed, short_wide) {
        (true, false) => (0.5, 50.0),
        (true, true) => (0.55, 64.0),
        _ => (0.62, 72.0),
    };
    // On an upright phone, or in a frame tall enough to stand the board up in what the turn's
    // column leaves, the turn's column stands beside a tables board (see `styles/app.css`), so
    // that the board, the dice and the last move share one screen.
    let beside = (screen_w - SIDE_COLUMN, screen_h);
    let upright_phone = has_points
        && screen_h > screen_w
        && screen_w <= PHONE_WIDTH
        && (!framed || Tables::new(topology, beside, depth).vertical);
    let screen = if short_wide && !has_points {
        ((screen_w - 48.0) * 6.0 / 11.0 + 32.0, screen_h)
    } else if short_wide {
        // The turn's column beside a tables board is 10rem wide, and the page's margins half a
        // rem (see `styles/app.css`), in a frame too.
        (screen_w - 156.0, screen_h)
    } else if props.looked_at && has_points {
        // A tables board laid out as for a screen no taller than it is wide: it lies down.
        (screen_w, screen_h.min(screen_w))
    } else if upright_phone {
        beside
    } else if has_points && framed && screen_w <= PHONE_WIDTH {
        // A narrow frame too short for a standing board: the board lying down across it, 3 px
        // from its edges (`styles/app.css`), so that the points' names are 12 px or more.
        (screen_w + 26.0, screen_h)
    } else {
        (screen_w, screen_h)
    };
    // Boards with points (tables) are laid out for the screen; mancala boards keep their cells,
    // but on a phone where a hole would be narrower than a finger their stores are narrowed and
    // the board reaches to 4 px from the screen's edges (`.board.tight` in `styles/app.css`).
    let tables = has_points.then(|| Tables::new(topology, screen, depth));
    let shown = (screen.0 - 32.0).clamp(200.0, 1368.0);
    // Not in a frame, whose document must keep within the frame's height (a narrowed board is
    // drawn larger, so taller).
    let phone = screen_w <= PHONE_WIDTH && !short_wide && !framed;
    let columns = if framed {
        Columns::natural(topology, CELL, PAD)
    } else {
        Columns::new(topology, CELL, PAD, shown, if phone { screen_w - 8.0 } else { shown })
    };
    let tight = tables.is_none() && columns.tight();
    let (width, height) = match tables {
        Some(t) => t.size(),
        None => (columns.width(), topology.height * CELL + 2.0 * BAND),
    };
    let text = TextSizes::new((width, height), if tight && phone { screen_w - 8.0 } else { shown }, screen.1);
    let centre = |spec: &SiteSpec| match tables {
        Some(t) => t.place(spec.x, spec.y),
        None => (columns.centre(spec.x), spec.y * CELL + CELL / 2.0 + BAND),
    };
    let box_words = (t.t("box-off"), t.t("box-bar"));
    let sites = topology.sites.iter().zip(&props.sites).enumerate().map(|(i, (spec, view))| {
        let site = Site(i as u8);
        let (cx, cy) = centre(spec);
        let target = !props.busy && props.targets.contains(&site);
        let legal = !props.busy && props.clickable.contains(&site);
        let tappable = legal || target;
        let owner = view.owner;
        let state = view.state.name();
        let owner_name = owner.map_or_else(|| t.t("nobody"), |s| t.seat(s));
        let yes = |b: bool| if b { "yes" } else { "no" };
        let plain = t.f(
            "site-label",
            &[
                ("site", spec.id.as_str().into()),
                ("count", view.count.into()),
                ("owner", owner_name.into()),
                ("claimed", yes(view.state == SiteState::Claimed).into()),
                ("legal", yes(legal && !props.setup).into()),
                ("target", yes(target).into()),
            ],
        );
        let held: Vec<&str> = props
            .large_stones
            .iter()
            .enumerate()
            .filter(|(i, _)| view.large & (1 << i) != 0)
            .map(|(_, stone)| stone.initial)
            .collect();
        let label = if held.is_empty() {
            plain
        } else {
            t.f(
                "site-label-large",
                &[("label", plain.into()), ("count", held.len().into()), ("stones", super::notices::listed(&t.messages, "list-and", &held).into())],
            )
        };
        let onclick = tappable.then(|| {
            let on_site = props.on_site.clone();
            Callback::from(move |_: MouseEvent| on_site.emit(site))
        });
        let onkeydown = tappable.then(|| {
            let on_site = props.on_site.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    on_site.emit(site);
                }
            })
        });
        let (shape, pieces, name, ring, glow) = match tables {
            Some(t) => {
                // Towards the middle of the board, from the edge a point stands on.
                let inward = if spec.y < topology.height / 2.0 { 1.0 } else { -1.0 };
                let dir = t.turn((0.0, inward));
                let radius = (t.along / 2.0 - 3.0).min(t.across * 0.2).max(8.0);
                match spec.kind {
                    SiteKind::Point => {
                        let half = t.across / 2.0 - 2.0;
                        let base = (cx - dir.0 * half, cy - dir.1 * half);
                        let length = t.across * 1.3;
                        let tip = (base.0 + dir.0 * length, base.1 + dir.1 * length);
                        let side = (-dir.1 * (t.along / 2.0 - 2.0), dir.0 * (t.along / 2.0 - 2.0));
                        let points = format!(
                            "{},{} {},{} {},{}",
                            base.0 + side.0,
                            base.1 + side.1,
                            base.0 - side.0,
                            base.1 - side.1,
                            tip.0,
                            tip.1
                        );
                        let pieces = match owner {
                            Some(seat) if view.count > 0 => {
                                stack(spec.kind, seat, view.count, base, dir, length * 0.85, radius)
                            }
                            _ => Html::default(),
                        };
                        // The name outside the board, at the edge the point stands on.
                        let out = half + MARGIN / 2.0 + 2.0;
                        // Above or below its point, a name keeps within the point's width (t10
                        // and t11 ran together where a frame draws the board small). An attribute, not a style: the
                        // Content-Security-Policy allows no inline styles.
                        let size = if dir.1 == 0.0 { 14.0 } else { ((t.along - 2.0) / (0.62 * spec.id.len() as f32)).min(14.0) };
                        let name = html! {
                            <text class="name" font-size={format!("{size:.1}")} x={(cx - dir.0 * out).to_string()} y={(cy - dir.1 * out + 5.0).to_string()}>{ &spec.id }</text>
                        };
                        // The whole cell answers a tap, and the focus ring goes round it.
                        let (x, y, w, h) = t.rect(cx, cy, t.along, t.across);
                        let shape = html! {
                            <>
                                <rect class="hit" x={x.to_string()} y={y.to_string()} width={w.to_string()} height={h.to_string()} />
                                <polygon class={classes!("pit", "point", (i % 2 == 1).then_some("alt"))} {points} />
                            </>
                        };
                        let ring = html! {
                            <rect class="ring" x={(x + 2.0).to_string()} y={(y + 2.0).to_string()} width={(w - 4.0).to_string()}
                                height={(h - 4.0).to_string()} rx="6" />
                        };
                        let glow = html! {
                            <rect class="glow" x={(x + 5.0).to_string()} y={(y + 5.0).to_string()} width={(w - 10.0).to_string()}
                                height={(h - 10.0).to_string()} rx="6" />
                        };
                        (shape, pieces, name, ring, glow)
                    }
                    _ => {
                        let (x, y, w, h) = t.rect(cx, cy, t.along - 4.0, t.across - 8.0);
                        let long = if w > h { (1.0, 0.0) } else { (0.0, 1.0) };
                        let room = w.max(h) - 8.0;
                        let base = (cx - long.0 * room / 2.0, cy - long.1 * room / 2.0);
                        let pieces = match owner {
                            Some(seat) if view.count > 0 => {
                                stack(spec.kind, seat, view.count, base, long, room, radius.min(w.min(h) / 2.0 - 4.0))
                            }
                            _ => Html::default(),
                        };
                        let class = classes!("pit", if spec.kind == SiteKind::Tray { "tray" } else { "bar" });
                        let shape = html! { <rect {class} x={x.to_string()} y={y.to_string()} width={w.to_string()} height={h.to_string()} rx="6" /> };
                        let ring = html! {
                            <rect class="ring" x={(x - 4.0).to_string()} y={(y - 4.0).to_string()} width={(w + 8.0).to_string()}
                                height={(h + 8.0).to_string()} rx="8" />
                        };
                        let glow = html! {
                            <rect class="glow" x={(x + 4.0).to_string()} y={(y + 4.0).to_string()} width={(w - 8.0).to_string()}
                                height={(h - 8.0).to_string()} rx="4" />
                        };
                        // What the box is, written in it while it is empty.
                        let name = if view.count == 0 {
                            let word = if spec.kind == SiteKind::Tray { &box_words.0 } else { &box_words.1 };
                            html! { <text class="box-name" x={cx.to_string()} y={(cy + 5.0).to_string()}>{ word.clone() }</text> }
                        } else {
                            Html::default()
                        };
                        (shape, pieces, name, ring, glow)
                    }
                }
            }
            None => {
                // Half a store's width: 44 in a whole cell, less in a narrowed column.
                let half = columns.span(spec.x) / 2.0 - 6.0;
                let (shape, ring, glow) = match spec.kind {
                    SiteKind::Store => (
                        html! { <rect class="pit" x={(cx - half).to_string()} y={(cy - 90.0).to_string()} width={(2.0 * half).to_string()}
                            height="180" rx={(half - 4.0).to_string()} /> },
                        html! { <rect class="ring" x={(cx - half - 5.0).to_string()} y={(cy - 95.0).to_string()} width={(2.0 * half + 10.0).to_string()}
                            height="190" rx={(half + 1.0).to_string()} /> },
                        html! { <rect class="glow" x={(cx - half + 8.0).to_string()} y={(cy - 82.0).to_string()} width={(2.0 * half - 16.0).to_string()}
                            height="164" rx={(half - 12.0).to_string()} /> },
                    ),
                    // The whole cell answers a tap, so that a hole is a large target on a small screen.
                    _ => (
                        html! {
                            <>
                                <rect class="hit" x={(cx - CELL / 2.0).to_string()} y={(cy - CELL / 2.0).to_string()}
                                    width={CELL.to_string()} height={CELL.to_string()} />
                                <circle class="pit" cx={cx.to_string()} cy={cy.to_string()} r="43" />
                            </>
                        },
                        html! { <circle class="ring" cx={cx.to_string()} cy={cy.to_string()} r="48" /> },
                        // Inside the rim: the rim keeps its colour, the glow the last move's.
                        html! { <circle class="glow" cx={cx.to_string()} cy={cy.to_string()} r="38" /> },
                    ),
                };
                let narrow = if spec.kind == SiteKind::Store { ((half - 8.0) / 31.0).min(1.0) } else { 1.0 };
                let pieces = counters(view.count - view.large.count_ones() as u16, cx, cy, narrow);
                // A narrowed store's name inside its top, else at a site's top left.
                let (name_x, name_y) = if spec.kind == SiteKind::Store && half < 44.0 {
                    (cx - text.name * 0.34, cy - 80.0 + text.name * 0.8)
                } else {
                    (cx - 48.0, cy - 30.0)
                };
                // Name, a space, then count: the visible text reads as the accessible name begins.
                let name = html! {
                    <text>
                        <tspan class="name" x={name_x.to_string()} y={name_y.to_string()} font-size={text.name.to_string()}>{ &spec.id }</tspan>
                        { " " }
                        <tspan class="count" x={cx.to_string()} y={(cy + text.count * 0.36).to_string()} font-size={text.count.to_string()}>{ view.count }</tspan>
                    </text>
                };
                (shape, pieces, name, ring, glow)
            }
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
        if target {
            class.push("target");
        }
        let last = props.last.iter().find(|(s, _, _)| *s == site);
        let last_by = last.and_then(|&(_, _, by)| by);
        let last = last.map(|&(_, role, _)| role);
        if last.is_some() {
            class.push("last");
        }
        if let Some(seat) = last_by {
            class.push(format!("by-{}", seat.index()));
        }
        let hint = props.hint == Some(site);
        if hint {
            class.push("hinted");
        }
        html! {
            <g key={spec.id.clone()} class={class}
                data-site={spec.id.clone()}
                data-count={view.count.to_string()}
                data-owner={owner.map(|s| s.index().to_string())}
                data-state={state}
                data-legal={legal.then_some("true")}
                data-target={target.then_some("true")}
                data-last={last.map(|_| "true")}
                data-last-role={last}
                data-last-by={last_by.map(|s| s.index().to_string())}
                data-hint={hint.then_some("true")}
                role={if tappable { "button" } else { "img" }}
                tabindex={tappable.then_some("0")}
                aria-label={label}
                {onclick} {onkeydown}>
                { shape }
                // The last move is marked by a glow of its own round the site, so that the site's
                // own rim still says whether it can be played.
                if last.is_some() {
                    { glow.clone() }
                }
                if tappable {
                    { ring }
                }
                // The name, a space, then the pieces (a stack's count), so that what is read
                // matches the label.
                { name }
                { " " }
                { pieces }
                { if view.state == SiteState::Claimed { owner.map(|s| owner_mark(s, cx, cy)).unwrap_or_default() } else { Html::default() } }
            </g>
        }
    });
    // The move being sown, else the last move's sites in the order it touched them.
    let path: Vec<Site> =
        if props.path.len() > 1 { props.path.clone() } else { props.last.iter().map(|&(site, _, _)| site).collect() };
    let (wood_x, wood_y, wood_w, wood_h) = match tables {
        Some(t) => t.rect(width / 2.0, height / 2.0, t.columns * t.along + 12.0, t.rows * t.across + 12.0),
        // Inside the drawing with its edge (6 wide, half of it outside the rectangle).
        None => (4.0, BAND - 6.0, width - 8.0, topology.height * CELL + 12.0),
    };
    let upright = tables.is_some_and(|t| t.vertical);
    html! {
        <>
        <svg class={classes!("board", tables.map(|t| if t.vertical { "tables upright" } else { "tables" }), (tight && phone).then_some("tight"))}
            viewBox={format!("0 0 {width} {height}")} role="group" aria-label={t.t("board")}
            // A tables board is laid out in pixels: its size, so that its proportions follow a
            // new layout when the screen turns.
            width={tables.map(|_| width.to_string())} height={tables.map(|_| height.to_string())}
            data-busy={props.busy.then_some("true")} preserveAspectRatio="xMidYMid meet">
            <rect class="wood" x={wood_x.to_string()} y={wood_y.to_string()} width={wood_w.to_string()} height={wood_h.to_string()}
                rx={if tables.is_some() { "12" } else { "30" }} />
            if tables.is_none() {
                { seat_labels(&t, topology, &columns, height, text.side) }
            }
            { for sites }
            <g class="large-layer" aria-hidden="true">
                { for topology.sites.iter().zip(&props.sites).filter(|(_, view)| view.large != 0).map(|(spec, view)| {
                    let (cx, cy) = centre(spec);
                    // In a long store, below its counters and count rather than over them.
                    let (cx, cy) = if spec.kind == SiteKind::Store && tables.is_none() { (cx - 22.0, cy + 60.0) } else { (cx, cy) };
                    large_stones(props.large_stones, view.large, &spec.id, cx, cy, text.stone)
                }) }
            </g>
            if let Some(t) = tables {
                <g class="ways" aria-hidden="true">{ track_arrows(topology, t, centre) }</g>
            }
            if path.len() > 1 {
                <polyline class="path" data-testid="path" points={path.iter().map(|&site| {
                    let (x, y) = centre(&topology.sites[site.index()]);
                    format!("{x},{y}")
                }).collect::<Vec<_>>().join(" ")} />
                // Arrowheads half-way between the sites show which way the counters went.
                <g class="path-arrows" aria-hidden="true">
                    { for path.windows(2).map(|pair| {
                        let (a, b) = (centre(&topology.sites[pair[0].index()]), centre(&topology.sites[pair[1].index()]));
                        html! { <polygon class="arrow" points={arrow(a, b, 11.0)} /> }
                    }) }
                </g>
            }
        </svg>
        // Words that say "the top row" still hold on a board turned to stand upright (said under
        // it, so that the board begins high on a phone's screen).
        if upright {
            <p class="upright-note" data-testid="upright-note">{ t.t("board-upright") }</p>
        }
        </>
    }
}
