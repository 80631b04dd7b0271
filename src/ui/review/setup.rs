//! "Set up a position" on the analysis board: the controls beside the board while a position is
//! edited (the board itself, whose sites are tapped to choose one, is the review screen's). What
//! can change comes from the game's form ([`crate::engine::Form`]), so this knows no game: a
//! chosen site's count (− and +) and owner, what each seat holds off the board, where each
//! large stone stands, whose turn it is; under them the game's verdict on the position, live,
//! and "Play from here" against a person or the computer.

use super::opponent::OpponentChoice;
use super::save_and_open;
use crate::engine::{GameInfo, Seat, Site, Stone};
use crate::i18n::{GameText, Part};
use crate::player::Player;
use crate::review::editor::Editor;
use crate::review::Review;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub editor: Editor,
    pub on_change: Callback<Editor>,
    /// Leaves the editor, back to the game.
    pub on_close: Callback<()>,
    pub review: Review,
    pub info: &'static GameInfo,
    /// Whether games are saved here (playing from the position saves the new game).
    pub persist: bool,
}

/// A button that changes the editor with `change`.
fn change_button(
    props: &SetupProps,
    text: &'static str,
    label: String,
    testid: String,
    change: impl Fn(&mut Editor) + 'static,
) -> Html {
    let (editor, on_change) = (props.editor.clone(), props.on_change.clone());
    let onclick = Callback::from(move |_: MouseEvent| {
        let mut next = editor.clone();
        change(&mut next);
        on_change.emit(next);
    });
    html! { <button class="step" aria-label={label} data-testid={testid} {onclick}>{ text }</button> }
}

#[function_component(SetupPanel)]
pub fn setup_panel(props: &SetupProps) -> Html {
    let t = super::use_i18n();
    let opponent = use_state(|| Player::Person);
    let failed = use_state(|| None::<String>);
    let editor = &props.editor;
    let (form, arrangement) = (editor.form(), editor.arrangement());
    let topology = props.review.position().topology();
    let id = |site: Site| topology.id(site).to_string();
    let verdict = editor.check();

    let site_controls = editor.selected().map(|site| {
        let i = site.index();
        let owners = &form.owners[i];
        let on_owner = {
            let (editor, on_change, owners) = (editor.clone(), props.on_change.clone(), owners.clone());
            Callback::from(move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                let chosen = select.selected_index().max(0) as usize;
                let mut next = editor.clone();
                next.set_owner(site, owners.get(chosen).copied().flatten());
                on_change.emit(next);
            })
        };
        html! {
            <fieldset class="setup-site" data-testid="setup-site" data-site={id(site)}>
                <legend>{ t.f("analysis-setup-site", &[("site", id(site).into()), ("count", arrangement.counts[i].into())]) }</legend>
                if form.most[i] > 0 {
                    <div class="setup-steppers">
                        { change_button(props, "−", t.f("analysis-setup-less", &[("site", id(site).into())]), "setup-less".into(), move |e| e.add(site, -1)) }
                        <output data-testid="setup-count">{ arrangement.counts[i] }</output>
                        { change_button(props, "+", t.f("analysis-setup-more", &[("site", id(site).into())]), "setup-more".into(), move |e| e.add(site, 1)) }
                    </div>
                }
                if let (false, Some(owning)) = (owners.is_empty(), form.owning) {
                    <label>{ t.t(&format!("analysis-setup-owner-{}", owning.name())) }{ " " }
                        <select onchange={on_owner} data-testid="setup-owner">
                            { for owners.iter().map(|&owner| html! {
                                <option selected={arrangement.owner(i) == owner}>
                                    { owner.map_or_else(|| t.t(&format!("analysis-setup-owner-{}-none", owning.name())), |seat| t.seat(seat)) }
                                </option>
                            }) }
                        </select>
                    </label>
                }
            </fieldset>
        }
    });

    let held = form.holders.iter().map(|&seat| {
        let s = seat.index();
        html! {
            <div class="setup-held" data-testid={format!("setup-held-{s}")}>
                <span>{ t.seat(seat) }</span>
                { change_button(props, "−", t.f("analysis-setup-held-less", &[("seat", seat.into())]), format!("setup-held-{s}-less"), move |e| e.add_held(seat, -1)) }
                <output>{ arrangement.held_by(seat) }</output>
                { change_button(props, "+", t.f("analysis-setup-held-more", &[("seat", seat.into())]), format!("setup-held-{s}-more"), move |e| e.add_held(seat, 1)) }
            </div>
        }
    });

    let stones = (0..form.stones.len()).map(|stone| {
        let places = editor.stone_places(stone);
        let on_stone = {
            let (editor, on_change, places) = (editor.clone(), props.on_change.clone(), places.clone());
            Callback::from(move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                let mut next = editor.clone();
                if let Some(&place) = places.get(select.selected_index().max(0) as usize) {
                    next.set_stone(stone, place);
                }
                on_change.emit(next);
            })
        };
        let name = props.info.large_stones.get(stone).map_or_else(|| (stone + 1).to_string(), |s| s.name.to_string());
        html! {
            <label class="setup-stone">{ t.f("analysis-setup-stone", &[("stone", name.into())]) }{ " " }
                <select onchange={on_stone} data-testid={format!("setup-stone-{stone}")}>
                    { for places.iter().map(|&place| html! {
                        <option selected={arrangement.stones.get(stone) == Some(&place)}>
                            { match place {
                                Stone::On(site) => id(Site(site)),
                                Stone::Won { won_by } => t.f("analysis-setup-stone-won", &[("seat", won_by.into())]),
                            } }
                        </option>
                    }) }
                </select>
            </label>
        }
    });

    let on_mover = {
        let (editor, on_change, movers) = (editor.clone(), props.on_change.clone(), form.movers.clone());
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let mut next = editor.clone();
            if let Some(&seat) = movers.get(select.selected_index().max(0) as usize) {
                next.set_mover(seat);
            }
            on_change.emit(next);
        })
    };
    let on_play = {
        let (review, editor, opponent, failed, t, info) =
            (props.review.clone(), editor.clone(), *opponent, failed.clone(), t.clone(), props.info);
        Callback::from(move |_: MouseEvent| match review.play_from(editor.arrangement(), opponent) {
            Ok((record, seats)) => {
                let name = t.f("analysis-setup-name", &[("game", t.t(&info.text_id(Part::ShortName)).into())]);
                if let Err(message) = save_and_open(&t, record, seats, &name) {
                    failed.set(Some(message));
                }
            }
            Err(error) => failed.set(Some(t.phrase(&error.said))),
        })
    };
    let on_close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    let total = arrangement.total();
    let mover_options = form.movers.iter().map(|&seat: &Seat| {
        html! { <option selected={arrangement.to_move == seat}>{ t.seat(seat) }</option> }
    });
    html! {
        <section class="setup-position" aria-labelledby="setup-title" data-testid="setup">
            <h3 id="setup-title">{ t.t("analysis-setup-title") }</h3>
            <p>{ t.t("analysis-setup-help") }</p>
            { for site_controls }
            if !form.holders.is_empty() {
                <fieldset class="setup-holders">
                    <legend>{ t.t("analysis-setup-held") }</legend>
                    { for held }
                </fieldset>
            }
            { for stones }
            <label class="setup-mover">{ t.t("analysis-setup-mover") }{ " " }
                <select onchange={on_mover} data-testid="setup-mover">{ for mover_options }</select>
            </label>
            if let Some(expected) = form.total {
                <p data-testid="setup-total">{ t.f("analysis-setup-total", &[("count", total.into()), ("total", expected.into())]) }</p>
            }
            <p class={classes!("setup-verdict", verdict.is_err().then_some("refused"))} role="status"
                data-testid="setup-verdict" data-valid={verdict.is_ok().to_string()}>
                { match &verdict { Ok(_) => t.t("analysis-setup-valid"), Err(error) => t.phrase(&error.said) } }
            </p>
            <div class="play-on">
                if props.persist {
                    <OpponentChoice seat={arrangement.to_move} opponent={opponent.clone()} testid="setup-opponent" />
                    <button class="primary" onclick={on_play} disabled={verdict.is_err()} data-testid="setup-play">
                        { t.t("analysis-setup-play") }
                    </button>
                }
                <button onclick={on_close} data-testid="setup-close">{ t.t("analysis-setup-close") }</button>
            </div>
            if let Some(message) = &*failed {
                <div class="notice" role="alert">{ crate::ui::notices::show(message) }</div>
            }
        </section>
    }
}
