//! An SVG board drawn from any [`Topology`]: each site a hole, store or point at its layout
//! position, with its count as a number and as counters, its owner's colour and mark, and
//! `data-*` attributes for tests, kiosks and embedders (see the README).

use crate::engine::{Seat, Site, SiteKind, SiteState, SiteView, Topology};
use yew::prelude::*;

/// Size of one layout cell in SVG units.
const CELL: f32 = 100.0;
/// Room above and below the board for the players' names.
const BAND: f32 = 34.0;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub topology: &'static Topology,
    pub sites: Vec<SiteView>,
    /// Clickable sites and the action each one plays.
    pub legal: Vec<(Site, String)>,
    /// Sites touched by the last step of the animation.
    pub active: Option<Site>,
    pub busy: bool,
    pub on_play: Callback<String>,
}

/// The CSS class of a seat (colours and marks are in `styles/app.css`).
pub fn seat_class(seat: Seat) -> String {
    format!("seat-{}", seat.index())
}

fn owner_mark(seat: Seat, cx: f32, cy: f32) -> Html {
    // Owners differ by shape as well as colour: a triangle for seat 0, a square for seat 1.
    let (x, y) = (cx + 28.0, cy - 28.0);
    if seat.index() == 0 {
        html! { <polygon class="mark" points={format!("{},{} {},{} {},{}", x, y - 9.0, x - 9.0, y + 7.0, x + 9.0, y + 7.0)} /> }
    } else {
        html! { <rect class="mark" x={(x - 7.0).to_string()} y={(y - 7.0).to_string()} width="14" height="14" /> }
    }
}

fn counters(count: u16, cx: f32, cy: f32) -> Html {
    // A golden-angle spiral: up to 24 counters drawn, the number always shown.
    (0..count.min(24))
        .map(|i| {
            let r = 9.0 * f32::from(i).sqrt() + 4.0;
            let a = f32::from(i) * 2.399_963;
            html! { <circle class="counter" cx={(cx + r * a.cos()).to_string()} cy={(cy + r * a.sin()).to_string()} r="5.5" /> }
        })
        .collect()
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let topology = props.topology;
    let width = topology.width * CELL;
    let height = topology.height * CELL + 2.0 * BAND;
    let sites = topology.sites.iter().zip(&props.sites).enumerate().map(|(i, (spec, view))| {
        let site = Site(i as u8);
        let cx = spec.x * CELL + CELL / 2.0;
        let cy = spec.y * CELL + CELL / 2.0 + BAND;
        let action = if props.busy { None } else { props.legal.iter().find(|(s, _)| *s == site).map(|(_, a)| a.clone()) };
        let legal = action.is_some();
        let owner = view.owner;
        let state = match view.state {
            SiteState::Open => "open",
            SiteState::Claimed => "claimed",
            SiteState::Closed => "closed",
        };
        let owner_name = owner.map(|s| s.to_string()).unwrap_or_else(|| "nobody".to_string());
        let label = format!(
            "{}, {} counter{}, {}{}",
            spec.id,
            view.count,
            if view.count == 1 { "" } else { "s" },
            if view.state == SiteState::Claimed { format!("captured by {owner_name}") } else { format!("{owner_name}'s") },
            if legal { ", can be played" } else { "" }
        );
        let onclick = action.clone().map(|a| {
            let on_play = props.on_play.clone();
            Callback::from(move |_: MouseEvent| on_play.emit(a.clone()))
        });
        let onkeydown = action.map(|a| {
            let on_play = props.on_play.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    on_play.emit(a.clone());
                }
            })
        });
        let shape = match spec.kind {
            SiteKind::Store | SiteKind::Tray | SiteKind::Bar => html! {
                <rect class="pit" x={(cx - 44.0).to_string()} y={(cy - 90.0).to_string()} width="88" height="180" rx="40" />
            },
            SiteKind::Hole | SiteKind::Point => html! { <circle class="pit" cx={cx.to_string()} cy={cy.to_string()} r="42" /> },
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
        html! {
            <g key={spec.id.clone()} class={class}
                data-site={spec.id.clone()}
                data-count={view.count.to_string()}
                data-owner={owner.map(|s| s.index().to_string())}
                data-state={state}
                data-legal={legal.then_some("true")}
                role={legal.then_some("button")}
                tabindex={legal.then_some("0")}
                aria-label={label}
                {onclick} {onkeydown}>
                { shape }
                { counters(view.count, cx, cy) }
                <text class="count" x={cx.to_string()} y={(cy + 12.0).to_string()}>{ view.count }</text>
                <text class="name" x={cx.to_string()} y={(cy + 58.0).to_string()}>{ &spec.id }</text>
                { if view.state == SiteState::Claimed { owner.map(|s| owner_mark(s, cx, cy)).unwrap_or_default() } else { Html::default() } }
            </g>
        }
    });
    html! {
        <svg class="board" viewBox={format!("0 0 {width} {height}")} role="group" aria-label="Board"
            data-busy={props.busy.then_some("true")} preserveAspectRatio="xMidYMid meet">
            <rect class="wood" x="2" y={(BAND - 6.0).to_string()} width={(width - 4.0).to_string()} height={(topology.height * CELL + 12.0).to_string()} rx="30" />
            <text class="side seat-1" x={(width / 2.0).to_string()} y="22">{ "North" }</text>
            <text class="side seat-0" x={(width / 2.0).to_string()} y={(height - 8.0).to_string()}>{ "South" }</text>
            { for sites }
        </svg>
    }
}
