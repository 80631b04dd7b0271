//! The study page's form: the game, each setting's rule options and the level of each of its
//! seats, the number of games and the seed. Every change gives a new [`Plan`].

use super::super::lang::{use_i18n, I18n};
use crate::ai::Level;
use crate::catalogue::{self, CATALOGUE};
use crate::engine::{GameInfo, Seat};
use crate::i18n::{GameText, Part};
use crate::study::plan::{Choice, Plan};
use serde_json::Value;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A level as the form names it.
pub fn level_name(t: &I18n, level: Level) -> String {
    match level {
        Level::Random => t.t("study-level-random"),
        other => t.t(&format!("player-computer-{}", other.name())),
    }
}

/// A value of a rule option as a visitor reads it (`fourteen holes`, `yes`, `4`).
pub fn option_value(t: &I18n, game: &GameInfo, name: &str, json: &str) -> String {
    match json {
        "true" => t.t("option-yes"),
        "false" => t.t("option-no"),
        word if word.starts_with('"') => t.t(&game.text_id(Part::OptionValue(name, word.trim_matches('"')))),
        number => t.messages.number(number),
    }
}

/// The value a `<select>` or `<input>` holds after an event on it.
fn value_of(event: &Event) -> String {
    event
        .target()
        .and_then(|t| {
            t.dyn_ref::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .or_else(|| t.dyn_ref::<web_sys::HtmlInputElement>().map(|i| i.value()))
        })
        .unwrap_or_default()
}

#[derive(Properties, PartialEq)]
pub struct PlanFormProps {
    pub plan: Plan,
    /// The games and seed fields as typed (checked when the study runs).
    pub games: String,
    pub seed: String,
    pub on_plan: Callback<Plan>,
    pub on_games: Callback<String>,
    pub on_seed: Callback<String>,
    /// A study is running: nothing can be changed.
    pub busy: bool,
}

#[function_component(PlanForm)]
pub fn plan_form(props: &PlanFormProps) -> Html {
    let t = use_i18n();
    let plan = &props.plan;
    let game = plan.game;
    let on_game = {
        let (plan, on_plan) = (plan.clone(), props.on_plan.clone());
        Callback::from(move |e: Event| {
            if let Some(info) = catalogue::info(&value_of(&e)) {
                on_plan.emit(Plan { settings: Plan::usual(info).settings, game: info, ..plan.clone() });
            }
        })
    };
    let setting = |index: usize, choice: &Choice| {
        let options = game.options.iter().map(|option| {
            let on_change = {
                let (plan, on_plan, name) = (plan.clone(), props.on_plan.clone(), option.name);
                Callback::from(move |e: Event| {
                    let Ok(value) = serde_json::from_str::<Value>(&value_of(&e)) else { return };
                    let mut next = plan.clone();
                    next.settings[index].set_rule(next.game, name, value);
                    on_plan.emit(next);
                })
            };
            let current = choice.rules.get(option.name).map(Value::to_string);
            let current = current.as_deref().unwrap_or(option.default);
            html! {
                <label class="field">
                    <span>{ t.t(&game.text_id(Part::Option(option.name))) }</span>
                    // What the option means, as the home page's "More choices" says it.
                    <span class="explained">{ t.t(&game.text_id(Part::OptionMeaning(option.name))) }</span>
                    <select onchange={on_change} disabled={props.busy} data-option={option.name}>
                        { for option.choices.iter().map(|choice| html! {
                            <option value={*choice} selected={*choice == current}>{ option_value(&t, game, option.name, choice) }</option>
                        }) }
                    </select>
                </label>
            }
        });
        let seats = choice.seats.iter().enumerate().map(|(seat, level)| {
            let on_change = {
                let (plan, on_plan) = (plan.clone(), props.on_plan.clone());
                Callback::from(move |e: Event| {
                    let Some(level) = Level::parse(&value_of(&e)) else { return };
                    let mut next = plan.clone();
                    next.settings[index].seats[seat] = level;
                    on_plan.emit(next);
                })
            };
            html! {
                <label class="field">
                    <span>{ t.seat(Seat::new(seat as u8)) }</span>
                    <select onchange={on_change} disabled={props.busy} data-seat={seat.to_string()}>
                        { for Level::ALL.iter().map(|l| html! {
                            <option value={l.name()} selected={l == level}>{ level_name(&t, *l) }</option>
                        }) }
                    </select>
                </label>
            }
        });
        html! {
            <fieldset class={classes!("setting", format!("s{}", index + 1))} data-setting={index.to_string()}>
                <legend>{ t.f("study-setting", &[("number", (index + 1).into())]) }</legend>
                { for options }
                { for seats }
            </fieldset>
        }
    };
    let on_games = props.on_games.reform(|e: Event| value_of(&e));
    let on_seed = props.on_seed.reform(|e: Event| value_of(&e));
    html! {
        <div class="study-form">
            <label class="field">
                <span>{ t.t("study-game") }</span>
                <select onchange={on_game} disabled={props.busy} data-testid="study-game">
                    { for CATALOGUE.iter().map(|g| html! {
                        <option value={g.id} selected={g.id == game.id}>{ t.t(&g.text_id(Part::Name)) }</option>
                    }) }
                </select>
            </label>
            <div class="settings">
                { for plan.settings.iter().enumerate().map(|(i, c)| setting(i, c)) }
            </div>
            <div class="numbers">
                <label class="field">
                    <span>{ t.t("study-games") }</span>
                    <input type="text" inputmode="numeric" value={props.games.clone()} onchange={on_games}
                        disabled={props.busy} data-testid="study-games" />
                </label>
                <label class="field">
                    <span>{ t.t("study-seed") }</span>
                    <input type="text" inputmode="numeric" value={props.seed.clone()} onchange={on_seed}
                        disabled={props.busy} data-testid="study-seed" />
                </label>
            </div>
        </div>
    }
}
