//! The study's charts, drawn as SVG from its [`Summary`]: wins by seat with their 95% intervals,
//! a histogram of game lengths, and the game's own measures per game, the settings side by side
//! (setting 1 in the first seat's colour, setting 2 in the second's). Each chart is an image
//! with a name; the table beside it holds the same numbers for a screen reader.

use super::super::lang::I18n;
use crate::engine::Seat;
use crate::study::stats::wilson;
use crate::study::summary::{Summary, Tallies};
use yew::prelude::*;

/// Width of every chart's drawing (its viewBox); it is scaled to the page.
const WIDTH: f64 = 320.0;
/// The plot's top and bottom in the bar charts.
const TOP: f64 = 12.0;
const BOTTOM: f64 = 150.0;

fn y_of(share: f64) -> f64 {
    BOTTOM - (BOTTOM - TOP) * share.clamp(0.0, 1.0)
}

fn n(x: f64) -> String {
    format!("{x:.1}")
}

/// The key under a chart: a swatch and the name of each setting.
fn key(t: &I18n, settings: usize, y: f64) -> Html {
    html! {
        { for (0..settings).map(|i| {
            let x = 40.0 + 110.0 * i as f64;
            html! {
                <>
                    <rect class={format!("bar s{}", i + 1)} x={n(x)} y={n(y - 8.0)} width="10" height="10" />
                    <text x={n(x + 14.0)} y={n(y)}>{ t.f("study-setting", &[("number", (i + 1).into())]) }</text>
                </>
            }
        }) }
    }
}

/// Horizontal lines at 0, 50 and 100 per cent, labelled.
fn share_axis() -> Html {
    html! {
        { for [0.0, 0.5, 1.0].iter().map(|&share| html! {
            <>
                <line class="grid" x1="36" x2={n(WIDTH)} y1={n(y_of(share))} y2={n(y_of(share))} />
                <text class="axis" x="32" y={n(y_of(share) + 3.5)} text-anchor="end">{ format!("{}%", 100.0 * share) }</text>
            </>
        }) }
    }
}

/// Win rate of each seat (and the draws, if any) in each setting, with interval bars.
pub fn wins(t: &I18n, summary: &Summary) -> Html {
    let seats = summary.settings.iter().map(|s| s.wins.len()).max().unwrap_or(0);
    let draws = summary.settings.iter().any(|s| s.draws > 0);
    // A seat a setting does not have draws no bar.
    let mut groups: Vec<(String, Vec<Option<u64>>)> = (0..seats)
        .map(|seat| {
            let counts = summary.settings.iter().map(|s| s.wins.get(seat).copied()).collect();
            (t.seat(Seat::new(seat as u8)), counts)
        })
        .collect();
    if draws {
        groups.push((t.t("study-chart-draws"), summary.settings.iter().map(|s| Some(s.draws)).collect()));
    }
    let width = (WIDTH - 40.0) / groups.len().max(1) as f64;
    let bar = (width * 0.8 / summary.settings.len().max(1) as f64).min(28.0);
    let bars = groups.iter().enumerate().map(|(g, (label, counts))| {
        let centre = 40.0 + width * (g as f64 + 0.5);
        let left = centre - bar * counts.len() as f64 / 2.0;
        let shapes = counts.iter().zip(&summary.settings).enumerate().filter_map(|(i, (count, tallies))| {
            let count = (*count)?;
            let games = tallies.games as f64;
            let share = count as f64 / games.max(1.0);
            let (low, high) = wilson(count as f64, games);
            let (x, middle) = (left + bar * i as f64, left + bar * (i as f64 + 0.5));
            Some(html! {
                <>
                    <rect class={format!("bar s{}", i + 1)} x={n(x + 1.0)} y={n(y_of(share))} width={n(bar - 2.0)} height={n(BOTTOM - y_of(share))} />
                    <line class="whisker" x1={n(middle)} x2={n(middle)} y1={n(y_of(low))} y2={n(y_of(high))} />
                    <line class="whisker" x1={n(middle - 4.0)} x2={n(middle + 4.0)} y1={n(y_of(low))} y2={n(y_of(low))} />
                    <line class="whisker" x1={n(middle - 4.0)} x2={n(middle + 4.0)} y1={n(y_of(high))} y2={n(y_of(high))} />
                </>
            })
        });
        html! {
            <>
                { for shapes }
                <text x={n(centre)} y={n(BOTTOM + 14.0)} text-anchor="middle">{ label }</text>
            </>
        }
    });
    let title = t.t("study-chart-wins");
    html! {
        <figure class="chart">
            <figcaption>{ &title }</figcaption>
            <svg viewBox={format!("0 0 {WIDTH} 190")} role="img" aria-label={title} data-testid="chart-wins">
                { share_axis() }
                { for bars }
                { key(t, summary.settings.len(), 184.0) }
            </svg>
        </figure>
    }
}

/// How many games of each setting took how many actions, in up to twelve equal bins.
pub fn lengths(t: &I18n, summary: &Summary) -> Html {
    let all = summary.settings.iter().flat_map(|s| s.lengths.iter().copied());
    let (low, high) = all.fold((u64::MAX, 0), |(lo, hi), x| (lo.min(x), hi.max(x)));
    if low > high {
        return Html::default();
    }
    let bins = (high - low + 1).min(12);
    let step = (high - low + 1).div_ceil(bins);
    let shares: Vec<Vec<f64>> = summary
        .settings
        .iter()
        .map(|s| {
            let mut counts = vec![0u64; bins as usize];
            for &x in &s.lengths {
                counts[((x - low) / step).min(bins - 1) as usize] += 1;
            }
            counts.iter().map(|&c| c as f64 / s.games.max(1) as f64).collect()
        })
        .collect();
    let tallest = shares.iter().flatten().copied().fold(0.0, f64::max).max(f64::MIN_POSITIVE);
    let width = (WIDTH - 40.0) / bins as f64;
    let bar = width * 0.9 / shares.len().max(1) as f64;
    let bars = shares.iter().enumerate().flat_map(|(i, shares)| {
        shares.iter().enumerate().map(move |(b, &share)| {
            let x = 40.0 + width * b as f64 + width * 0.05 + bar * i as f64;
            let y = y_of(share / tallest);
            html! { <rect class={format!("bar s{}", i + 1)} x={n(x)} y={n(y)} width={n(bar)} height={n(BOTTOM - y)} /> }
        })
    });
    let ticks = [(40.0, low, "start"), (WIDTH, low + bins * step - 1, "end")];
    let title = t.t("study-chart-lengths");
    html! {
        <figure class="chart">
            <figcaption>{ &title }</figcaption>
            <svg viewBox={format!("0 0 {WIDTH} 190")} role="img" aria-label={title} data-testid="chart-lengths">
                <line class="grid" x1="36" x2={n(WIDTH)} y1={n(BOTTOM)} y2={n(BOTTOM)} />
                <text class="axis" x="32" y={n(TOP + 3.5)} text-anchor="end">{ format!("{:.0}%", 100.0 * tallest) }</text>
                { for bars }
                { for ticks.iter().map(|(x, value, anchor)| html! {
                    <text class="axis" x={n(*x)} y={n(BOTTOM + 14.0)} text-anchor={*anchor}>{ t.messages.number(value) }</text>
                }) }
                { key(t, summary.settings.len(), 184.0) }
            </svg>
        </figure>
    }
}

/// The per-game means of the measures either setting counted, each pair scaled to its larger.
pub fn measures(t: &I18n, summary: &Summary, rows: &[(String, Vec<f64>)]) -> Html {
    let shown: Vec<&(String, Vec<f64>)> = rows.iter().filter(|(_, v)| v.iter().any(|&x| x > 0.0)).collect();
    let line = 14.0;
    let height = shown.len() as f64 * (line * (summary.settings.len() as f64 + 1.0) + 6.0) + 24.0;
    let mut y = 4.0;
    let items = shown.iter().map(|(label, values)| {
        let top = values.iter().copied().fold(0.0, f64::max).max(f64::MIN_POSITIVE);
        let (top_y, head) = (y, y + line - 3.0);
        let bars = values.iter().enumerate().map(move |(i, &value)| {
            let row = top_y + line * (i as f64 + 1.0);
            let length = 220.0 * value / top;
            html! {
                <>
                    <rect class={format!("bar s{}", i + 1)} x="0" y={n(row + 2.0)} width={n(length.max(0.5))} height={n(line - 4.0)} />
                    <text class="value" x={n(length + 4.0)} y={n(row + line - 3.0)}>{ t.messages.number(format!("{value:.2}")) }</text>
                </>
            }
        });
        y += line * (values.len() as f64 + 1.0) + 6.0;
        html! {
            <>
                <text x="0" y={n(head)}>{ label }</text>
                { for bars }
            </>
        }
    });
    let title = t.t("study-chart-measures");
    let items: Vec<Html> = items.collect();
    html! {
        <figure class="chart">
            <figcaption>{ &title }</figcaption>
            <svg viewBox={format!("0 0 {WIDTH} {height}")} role="img" aria-label={title} data-testid="chart-measures">
                { for items }
                { key(t, summary.settings.len(), height - 6.0) }
            </svg>
        </figure>
    }
}

/// The per-game mean of `sum` over `tallies`' games.
pub fn per_game(sum: u64, tallies: &Tallies) -> f64 {
    sum as f64 / tallies.games.max(1) as f64
}
