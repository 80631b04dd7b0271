//! The fixed area under the board for choices (`[data-testid="choices"]`): the dice being
//! played, drawn ([`super::dice`]); choices offered as buttons (a direction, a loan, a finger
//! throw, a proposal); and the dice panel when dice are due: throw them, or enter dice thrown
//! by hand. The dice panel is built from the chance outcomes the game lists (see
//! [`crate::view::LegalAction::dice`]). The area keeps its place whatever it holds, so that
//! nothing in it moves the board.

use super::dice::Dice;
use crate::engine::ToAct;
use crate::session::{Msg, Session};
use crate::ui::browser::fresh_seed;
use crate::ui::lang::use_i18n;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChoicesProps {
    pub session: UseReducerHandle<Session>,
    pub on_play: Callback<Msg>,
}

#[function_component(Choices)]
pub fn choices(props: &ChoicesProps) -> Html {
    let session = &props.session;
    let view = session.view();
    // A new throw is a new row of dice (and tumbles once): each step played is one action.
    let used = view.dice.iter().filter(|d| d.used).count();
    let throw = session.moves().saturating_sub(used);
    let drawn = html! { <Dice key={throw.to_string()} dice={view.dice.clone()} /> };
    let person = session.computer().is_none() && !session.busy();
    let offer = session.offer();
    let content = if !person {
        Html::default()
    } else if view.to_act == ToAct::Chance {
        html! { <DicePanel session={session.clone()} on_play={props.on_play.clone()} /> }
    } else if !offer.buttons.is_empty() {
        html! { <Buttons session={session.clone()} on_play={props.on_play.clone()} /> }
    } else {
        Html::default()
    };
    html! {
        <div class="choices" data-testid="choices">
            { drawn }
            { content }
        </div>
    }
}

/// The actions offered as buttons, and a random choice when the choice is secret.
#[function_component(Buttons)]
fn buttons(props: &ChoicesProps) -> Html {
    let t = use_i18n();
    let session = &props.session;
    let view = session.view();
    let offer = session.offer();
    let buttons = offer.buttons.iter().map(|action| {
        let play = props.on_play.reform({
            let text = action.text.clone();
            move |_: MouseEvent| Msg::Play(text.clone())
        });
        html! { <button data-action={action.text.clone()} onclick={play}>{ t.messages.phrase(&action.label_phrase) }</button> }
    });
    let at_random = {
        let options: Vec<String> = offer.buttons.iter().map(|a| a.text.clone()).collect();
        let on_play = props.on_play.clone();
        Callback::from(move |_: MouseEvent| {
            let pick = (fresh_seed() % options.len().max(1) as u64) as usize;
            if let Some(action) = options.get(pick) {
                on_play.emit(Msg::Play(action.clone()));
            }
        })
    };
    html! {
        <div class="buttons">
            { for buttons }
            if view.secret {
                <button class="primary" onclick={at_random} data-testid="random-choice">{ t.t("random-choice") }</button>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct DiceProps {
    session: UseReducerHandle<Session>,
    on_play: Callback<Msg>,
}

/// "Throw the dice", or one select per die for dice thrown by hand.
#[function_component(DicePanel)]
fn dice_panel(props: &DiceProps) -> Html {
    let t = use_i18n();
    let session = &props.session;
    let outcomes = &session.view().legal;
    let count = outcomes.iter().map(|a| a.dice.len()).max().unwrap_or(0);
    let faces = outcomes.iter().flat_map(|a| a.dice.iter().copied()).max().unwrap_or(0);
    let chosen = use_state(|| vec![faces; count]);
    let throw = {
        let (session, on_play) = (session.clone(), props.on_play.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(outcome) = session.throw() {
                on_play.emit(Msg::Play(outcome));
            }
        })
    };
    let entered = {
        let (session, on_play, chosen) = (session.clone(), props.on_play.clone(), chosen.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(outcome) = session.outcome_for_dice(&chosen) {
                on_play.emit(Msg::Play(outcome.text.clone()));
            }
        })
    };
    let select = |which: usize| {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let mut dice = (*chosen).clone();
            if let (Some(die), Ok(value)) = (dice.get_mut(which), select.value().parse()) {
                *die = value;
            }
            chosen.set(dice);
        })
    };
    html! {
        <div class="dice" data-testid="dice">
            <button class="primary" onclick={throw} data-testid="roll">{ t.t("throw-dice") }</button>
            if count > 0 {
                <span>{ t.t("dice-by-hand") }</span>
                { for (0..count).map(|which| html! {
                    <select aria-label={t.f("die-number", &[("number", (which + 1).into())])} data-testid={format!("die-{}", which + 1)} onchange={select(which)}>
                        { for (1..=faces).map(|n| html! { <option value={n.to_string()} selected={chosen.get(which) == Some(&n)}>{ n }</option> }) }
                    </select>
                }) }
                <button onclick={entered} data-testid="enter-dice">{ t.t("use-dice") }</button>
            }
        </div>
    }
}
