//! What a study found: each setting described, the summary as a table with the settings side by
//! side (shares with their 95% intervals) ending with the same things under the names of Ludii's
//! concept database, with the figures `boardlore study` prints; the charts, the rows as a CSV
//! download made in the page, the link that reproduces the study and the command that gives the
//! same rows.

use super::super::browser::download_as;
use super::super::lang::{use_i18n, I18n};
use super::charts::{self, per_game};
use super::form::{level_name, option_value};
use crate::engine::Seat;
use crate::i18n::{GameText, Part};
use crate::study::measures::NUMBERS;
use crate::study::output::{csv, csv_header};
use crate::study::plan::Plan;
use crate::study::stats::{mean, quantile, wilson};
use crate::study::summary::{Tallies, LUDII_CONCEPTS};
use crate::study::{Row, Summary};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ResultsProps {
    /// The study as it was run.
    pub plan: Plan,
    /// Its rows, in (setting, game) order.
    pub rows: Rc<Vec<Row>>,
}

/// A share with its interval: `48.2%` and `46.0-50.4` under it.
fn share(t: &I18n, count: u64, games: u64) -> Html {
    let (low, high) = wilson(count as f64, games as f64);
    let pct = |x: f64| t.messages.number(format!("{:.1}", 100.0 * x));
    html! {
        <>
            { t.f("study-share", &[("share", pct(count as f64 / games.max(1) as f64).into())]) }
            <span class="interval">{ t.f("study-interval", &[("low", pct(low).into()), ("high", pct(high).into())]) }</span>
        </>
    }
}

/// One line of the summary table: a label (with what it counts, said under it, when its name
/// alone would not tell a reader) and a cell per setting.
fn line(label: String, cells: Vec<Html>) -> Html {
    defined(label, None, cells)
}

/// A line whose label is followed by its definition.
fn defined(label: String, definition: Option<String>, cells: Vec<Html>) -> Html {
    html! {
        <tr>
            <th scope="row">{ label }
                if let Some(definition) = definition {
                    <span class="defined" data-testid="study-defined">{ definition }</span>
                }
            </th>
            { for cells.into_iter().map(|c| html! { <td>{ c }</td> }) }
        </tr>
    }
}

/// The CSV of `rows`, as `boardlore study --csv` writes it.
fn csv_text(rows: &[Row]) -> String {
    let mut text = csv_header();
    text.push('\n');
    for row in rows {
        text.push_str(&csv(row));
        text.push('\n');
    }
    text
}

#[function_component(Results)]
pub fn results(props: &ResultsProps) -> Html {
    let t = use_i18n();
    let plan = &props.plan;
    let error = use_state(|| None::<String>);
    let settings = match plan.settings() {
        Ok(settings) => settings,
        Err(e) => {
            return html! { <p class="notice" role="alert">{ t.f("study-failed", &[("error", e.to_string().into())]) }</p> }
        }
    };
    let mut summary = Summary::new(&settings);
    for row in props.rows.iter() {
        summary.add(row);
    }
    let seats = summary.settings.iter().map(|s| s.wins.len()).max().unwrap_or(0);
    let cells =
        |f: &dyn Fn(&crate::study::summary::Tallies) -> Html| summary.settings.iter().map(f).collect::<Vec<Html>>();
    let decimal = |x: f64| html! { { t.messages.number(format!("{x:.2}")) } };
    let mut lines = vec![line(t.t("study-row-games"), cells(&|s| html! { { t.messages.number(s.games) } }))];
    for seat in 0..seats {
        let label = t.f("study-row-wins", &[("seat", t.seat(Seat::new(seat as u8)).into())]);
        let cell = |s: &Tallies| match s.wins.get(seat) {
            Some(&wins) => share(&t, wins, s.games),
            None => html! { { "—" } },
        };
        let definition = (seat == 0).then(|| t.t("study-defined-interval"));
        lines.push(defined(label, definition, cells(&cell)));
    }
    lines.push(defined(
        t.t("study-row-advantage"),
        Some(t.t("study-defined-advantage")),
        cells(&|s| {
            let (advantage, low, high) = s.first_seat_advantage();
            let points = |x: f64| t.messages.number(format!("{x:+.1}"));
            html! {
                <>
                    { points(advantage) }
                    <span class="interval">{ t.f("study-interval", &[("low", points(low).into()), ("high", points(high).into())]) }</span>
                </>
            }
        }),
    ));
    lines.push(line(t.t("study-row-draws"), cells(&|s| share(&t, s.draws, s.games))));
    lines.push(defined(
        t.t("study-row-length"),
        Some(t.t("study-defined-actions")),
        cells(&|s| decimal(mean(&s.lengths))),
    ));
    lines.push(defined(
        t.t("study-row-quantiles"),
        Some(t.t("study-defined-quantiles")),
        cells(&|s| {
            let mut sorted = s.lengths.clone();
            sorted.sort_unstable();
            let q = |p| t.messages.number(quantile(&sorted, p));
            html! {
                <>
                    { q(0.5) }
                    <span class="interval">{ t.f("study-interval", &[("low", q(0.1).into()), ("high", q(0.9).into())]) }</span>
                </>
            }
        }),
    ));
    // The game's own measures: per game, shown only where a setting counted any.
    let mut measures: Vec<(String, Vec<f64>)> = vec![
        (t.t("study-row-turns"), summary.settings.iter().map(|s| per_game(s.turns, s)).collect()),
        (t.t("study-row-rounds"), summary.settings.iter().map(|s| per_game(s.rounds, s)).collect()),
    ];
    // Turns are counted otherwise than actions; said where the count stands.
    let turns = t.t("study-row-turns");
    for seat in 0..seats {
        let label = t.f("study-row-captures", &[("seat", t.seat(Seat::new(seat as u8)).into())]);
        let values = summary.settings.iter().map(|s| per_game(s.captures.get(seat).copied().unwrap_or(0), s)).collect();
        measures.push((label, values));
    }
    for (i, name) in NUMBERS.iter().enumerate() {
        let values = summary.settings.iter().map(|s| per_game(s.numbers[i], s)).collect();
        measures.push((t.t(&format!("study-measure-{}", name.replace('_', "-"))), values));
    }
    for (label, values) in measures.iter().filter(|(_, v)| v.iter().any(|&x| x > 0.0)) {
        let definition = (*label == turns).then(|| t.t("study-defined-turns"));
        lines.push(defined(label.clone(), definition, values.iter().map(|&v| decimal(v)).collect()));
    }
    // Ludii's names for the same things, with the figures the command's summary prints.
    let concepts: Vec<_> = summary.settings.iter().map(Tallies::ludii_concepts).collect();
    for (i, name) in LUDII_CONCEPTS.iter().enumerate() {
        let figures = concepts.iter().map(|c| match c[i].figures(name) {
            Some([value, low, high]) => html! {
                <>
                    { t.messages.number(value) }
                    <span class="interval">{ t.f("study-interval", &[("low", t.messages.number(low).into()), ("high", t.messages.number(high).into())]) }</span>
                </>
            },
            None => html! { { t.t("study-ludii-no-limit") } },
        });
        let definition = (i == 0).then(|| t.t("study-defined-ludii"));
        lines.push(defined(t.f("study-row-ludii", &[("name", (*name).into())]), definition, figures.collect()));
    }
    let describe = |index: usize| {
        let choice = &plan.settings[index];
        let rules: Vec<String> = choice
            .rules
            .iter()
            .filter_map(|(name, value)| {
                let option = plan.game.options.iter().find(|o| o.name == name)?;
                (serde_json::from_str::<serde_json::Value>(option.default).ok().as_ref() != Some(value)).then(|| {
                    format!(
                        "{}: {}",
                        t.t(&plan.game.text_id(Part::Option(option.name))),
                        option_value(&t, plan.game, option.name, &value.to_string())
                    )
                })
            })
            .collect();
        let rules = if rules.is_empty() { t.t("study-usual-rules") } else { rules.join("; ") };
        let seats: Vec<String> = choice
            .seats
            .iter()
            .enumerate()
            .map(|(s, l)| format!("{}: {}", t.seat(Seat::new(s as u8)), level_name(&t, *l)))
            .collect();
        html! {
            <li class={format!("s{}", index + 1)}>
                <strong>{ t.f("study-setting", &[("number", (index + 1).into())]) }</strong>{ " " }
                { rules }{ " · " }{ seats.join(", ") }
            </li>
        }
    };
    let on_csv = {
        let (rows, error, name, t) =
            (props.rows.clone(), error.clone(), format!("study-{}-seed-{}.csv", plan.game.id, plan.seed), t.clone());
        Callback::from(move |_: MouseEvent| {
            let refused = download_as(&name, &csv_text(&rows), "text/csv").err();
            error.set(refused.map(|browser| crate::ui::notices::file_refused(&t.messages, "export-failed", browser)));
        })
    };
    html! {
        <section class="study-results" aria-labelledby="study-results-title" data-testid="study-results">
            <h3 id="study-results-title">{ t.t("study-results") }</h3>
            <ul class="setting-list">{ for (0..plan.settings.len()).map(describe) }</ul>
            <div class="table-wrap">
                <table class="summary-table" data-testid="study-summary">
                    <thead>
                        <tr>
                            <td></td>
                            { for (0..summary.settings.len()).map(|i| html! {
                                <th scope="col" class={format!("s{}", i + 1)}>{ t.f("study-setting", &[("number", (i + 1).into())]) }</th>
                            }) }
                        </tr>
                    </thead>
                    <tbody>{ for lines }</tbody>
                </table>
            </div>
            <div class="charts">
                { charts::wins(&t, &summary) }
                { charts::lengths(&t, &summary) }
                { charts::measures(&t, &summary, &measures) }
            </div>
            <p class="controls">
                <button onclick={on_csv} data-testid="study-csv">{ t.t("study-csv") }</button>
                <a class="button" href={plan.query()} data-testid="study-link">{ t.t("study-link-again") }</a>
            </p>
            if let Some(error) = &*error {
                <div class="notice" role="alert">{ crate::ui::notices::show(error) }</div>
            }
            <p>{ t.t("study-command") }</p>
            <pre class="command"><code data-testid="study-command">{ plan.command() }</code></pre>
        </section>
    }
}
