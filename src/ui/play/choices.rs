//! The fixed area under the board for choices (`[data-testid="choices"]`): the dice being
//! played, drawn ([`super::dice`]); choices offered as buttons (a direction, a loan, a finger
//! throw), with those that cannot be taken back (ending a round, selling a hole: see
//! [`crate::session::weighty`]) set apart and asked to be confirmed; the dice panel when dice are
//! due: throw them, or enter dice thrown by hand (built from the chance outcomes the game lists,
//! see [`crate::view::LegalAction::dice`]); and a round's result in the visitor's words, kept
//! until they ask for the next round. The area keeps its place whatever it holds, so that
//! nothing in it moves the board.

use super::dice::Dice;
use crate::engine::{Note, Seat, ToAct};
use crate::player::Player;
use crate::session::{weighty, Msg, Session};
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
    let t = use_i18n();
    let session = &props.session;
    let view = session.view();
    // A new throw is a new row of dice (and tumbles once): each step played is one action.
    let used = view.dice.iter().filter(|d| d.used).count();
    let throw = session.moves().saturating_sub(used);
    let drawn = html! { <Dice key={throw.to_string()} dice={view.dice.clone()} /> };
    let person = session.computer().is_none() && !session.busy();
    let offer = session.offer();
    let round = round_result(&t, session);
    let content = if session.paused() {
        let next = props.on_play.reform(|_: MouseEvent| Msg::NextRound);
        html! {
            <div class="round-end" data-testid="round-end">
                if let Some(result) = round.clone() { { result.html() } }
                <button class="primary" onclick={next} data-testid="next-round">{ t.t("next-round") }</button>
            </div>
        }
    } else if !person {
        Html::default()
    } else if view.to_act == ToAct::Chance {
        html! { <DicePanel session={session.clone()} on_play={props.on_play.clone()} /> }
    } else if !offer.buttons.is_empty() {
        html! { <Buttons session={session.clone()} on_play={props.on_play.clone()} /> }
    } else if !offer.sites.is_empty() {
        html! { <p class="tap-hint" data-testid="tap-hint">{ t.t("tap-a-ringed-site") }</p> }
    } else {
        Html::default()
    };
    html! {
        <div class="choices" data-testid="choices">
            // A round just ended and the visitor plays on: its result stays until their move.
            if let Some(result) = round.filter(|_| !session.paused()) { { result.html() } }
            { drawn }
            { content }
        </div>
    }
}

/// The round that the last action ended, in the visitor's terms: "Round 1: you took 25, North
/// 15." and what happened between the rounds (a loan, a hole sold).
/// A round's result in the visitor's words: who took what, then each of the round's notes (a
/// sale, a loan, an agreement) as an item of its own, since the notes are phrases, not sentences.
#[derive(Clone)]
struct RoundResult {
    head: String,
    notes: Vec<String>,
}

impl RoundResult {
    fn html(&self) -> Html {
        html! {
            <div class="round-result" data-testid="round-result">
                <p>{ &self.head }</p>
                if !self.notes.is_empty() {
                    <ul class="round-notes">{ for self.notes.iter().map(|note| html! { <li>{ note }</li> }) }</ul>
                }
            </div>
        }
    }
}

fn round_result(t: &crate::ui::lang::I18n, session: &Session) -> Option<RoundResult> {
    session.last().filter(|p| p.round_end && !session.busy())?;
    let standing = session.view().standing.as_ref()?;
    let round = standing.history.last()?;
    let seats = session.game().seat_count();
    let people: Vec<Seat> =
        (0..seats).map(|i| Seat::new(i as u8)).filter(|&s| session.player(s) == Player::Person).collect();
    let you = match people.as_slice() {
        [only] => Some(*only),
        _ => None,
    };
    let took: Vec<String> = round
        .taken
        .iter()
        .enumerate()
        .filter(|(i, _)| Some(Seat::new(*i as u8)) != you)
        .map(|(i, n)| t.f("round-seat-took", &[("seat", Seat::new(i as u8).into()), ("count", (*n).into())]))
        .collect();
    let others = took.join(", ");
    let head = match you.and_then(|s| round.taken.get(s.index())) {
        Some(&yours) => t.f(
            "round-result-you",
            &[("round", round.round.into()), ("yours", yours.into()), ("others", others.into())],
        ),
        None => t.f("round-result", &[("round", round.round.into()), ("all", others.into())]),
    };
    let notes: Vec<String> = round
        .notes
        .iter()
        .map(|note| match note {
            Note::Said(phrase) => t.phrase(phrase),
            Note::Read(text) => text.clone(),
        })
        .collect();
    Some(RoundResult { head, notes })
}

/// The actions offered as buttons, and a random choice when the choice is secret. Choices that
/// cannot be taken back sit apart under a heading that says so, and count only once confirmed.
#[function_component(Buttons)]
fn buttons(props: &ChoicesProps) -> Html {
    let t = use_i18n();
    let session = &props.session;
    let view = session.view();
    let offer = session.offer();
    // The weighty choice waiting for its confirmation, for the position with this stamp.
    let confirming = use_state(|| None::<(u64, String)>);
    let asked = confirming.as_ref().filter(|(at, _)| *at == session.stamp()).map(|(_, action)| action.clone());
    let button = |action: &crate::view::LegalAction| {
        let text = action.text.clone();
        let label = t.messages.phrase(&action.label_phrase);
        if weighty(action) {
            let (confirming, at) = (confirming.clone(), session.stamp());
            let ask = Callback::from(move |_: MouseEvent| confirming.set(Some((at, text.clone()))));
            html! { <button class="weighty" data-action={action.text.clone()} data-weighty="true" onclick={ask}>{ label }</button> }
        } else {
            let play = props.on_play.reform(move |_: MouseEvent| Msg::Play(text.clone()));
            html! { <button data-action={action.text.clone()} onclick={play}>{ label }</button> }
        }
    };
    if let Some(action) = asked.as_ref().and_then(|text| offer.buttons.iter().find(|a| &a.text == text)) {
        let label = t.messages.phrase(&action.label_phrase);
        let play = props.on_play.reform({
            let (text, confirming) = (action.text.clone(), confirming.clone());
            move |_: MouseEvent| {
                confirming.set(None);
                Msg::Play(text.clone())
            }
        });
        let back = {
            let confirming = confirming.clone();
            Callback::from(move |_: MouseEvent| confirming.set(None))
        };
        return html! {
            <div class="confirm-choice" role="group" aria-labelledby="confirm-question" data-testid="confirm">
                <p id="confirm-question"><strong>{ t.f("confirm-question", &[("choice", label.into())]) }</strong></p>
                <p class="source">{ t.t("confirm-why") }</p>
                <div class="buttons">
                    <button class="danger" onclick={play} data-testid="confirm-yes" data-action={action.text.clone()}>{ t.t("confirm-yes") }</button>
                    <button class="primary" onclick={back} data-testid="confirm-no">{ t.t("confirm-no") }</button>
                </div>
            </div>
        };
    }
    let (heavy, light): (Vec<&crate::view::LegalAction>, Vec<_>) =
        offer.buttons.iter().copied().partition(|a| weighty(a));
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
        <>
            if !light.is_empty() {
                <div class="buttons">
                    { for light.iter().map(|a| button(a)) }
                </div>
            } else if !offer.sites.is_empty() {
                <p class="tap-hint" data-testid="tap-hint">{ t.t("tap-a-ringed-site") }</p>
            }
            if view.secret {
                <div class="buttons">
                    <button onclick={at_random} data-testid="random-choice">{ t.t("random-choice") }</button>
                </div>
            }
            if !heavy.is_empty() {
                <div class="weighty-choices" role="group" aria-labelledby="weighty-heading" data-testid="weighty">
                    <p id="weighty-heading" class="weighty-heading">{ t.t("weighty-heading") }</p>
                    <div class="buttons">{ for heavy.iter().map(|a| button(a)) }</div>
                </div>
            }
        </>
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
