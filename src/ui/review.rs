//! The analysis board: a whole game (from a `record=` link, or a record file opened here) stepped
//! through with buttons, the arrow keys or its list of moves; the share panel links to (or frames)
//! the position shown; at any position the computer's candidate moves can be asked for
//! ([`candidates`]); from any position the game can be played on against a person or the
//! computer. The stepping is [`crate::review`], plain Rust tested natively.

mod candidates;
mod opponent;
mod setup;

use super::board::Board;
use super::browser::{fresh_id, go, now, LocalStorage};
use super::coach::{CoachPanel, Marked};
use super::lang::use_i18n;
use super::open_file::OpenFile;
use super::play::share::SharePanel;
use super::play::status::Scores;
use super::standing_panel::StandingPanel;
use crate::ai::Level;
use crate::embed::NewGame;
use crate::engine::{GameInfo, Seat, ToAct};
use crate::i18n::{GameText, Part};
use crate::player::Player;
use crate::record::link::GameLink;
use crate::record::Record;
use crate::review::editor::Editor;
use crate::review::{Review, Step};
use crate::saves::{self, SavedGame};
use crate::session::marks_of;
use gloo::events::EventListener;
use opponent::OpponentChoice;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

impl Reducible for Review {
    type Action = Step;

    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        let mut next = Rc::unwrap_or_clone(self);
        next.go(step);
        Rc::new(next)
    }
}

#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    pub info: &'static GameInfo,
    /// The game, already read and replayed once.
    pub link: GameLink,
    /// The position shown first: after this many actions.
    pub at: usize,
    /// Messages to show first (a move number out of range).
    pub notices: Vec<String>,
    /// Framed in another page with `embed=1`: the board and the steps only.
    pub embedded: bool,
    /// Whether games are saved here (playing on saves the new game).
    pub persist: bool,
    /// Start the computer's review at once (`coach=1`, see [`crate::ui::coach`]).
    #[prop_or_default]
    pub coach: bool,
}

/// The steps a key asks for, from the window, unless a form field has the focus.
#[hook]
fn use_step_keys(dispatch: UseReducerDispatcher<Review>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|window| {
            // Not passive: the keys it uses must not also scroll the page (Home, End, arrows).
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&window, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                let in_field = event
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
                if let Some(step) = Step::for_key(&event.key()).filter(|_| !in_field) {
                    event.prevent_default();
                    dispatch.dispatch(step);
                }
            })
        });
        move || drop(listener)
    });
}

#[function_component(ReviewScreen)]
pub fn review_screen(props: &ReviewProps) -> Html {
    let t = use_i18n();
    let info = props.info;
    let notices = use_state(|| props.notices.clone());
    let review = use_reducer({
        let (link, at) = (props.link.clone(), props.at);
        move || Review::open(link, at).expect("the app opens only links that replay")
    });
    use_step_keys(review.dispatcher());
    let view = use_memo((review.at(), review.len()), {
        let review = review.clone();
        move |_| review.position().view()
    });
    let (at, len) = (review.at(), review.len());
    // The move the computer's review marks (before the decision it judged).
    let coached = use_state(|| None::<Marked>);
    let coach_marks = use_memo((coached.as_ref().filter(|m| m.index == at).cloned(), at), {
        let review = review.clone();
        move |(marked, _)| {
            marked.as_ref().and_then(|m| {
                let mut events = Vec::new();
                review.position().clone().apply_text(&m.action, &mut events).ok()?;
                Some(marks_of(&events))
            })
        }
    });
    let found = use_state(|| None::<candidates::Found>);
    // The position being set up by hand, while the editor is open.
    let editing = use_state(|| None::<Editor>);
    // The most played candidate move, marked on the board.
    let best_site = found
        .as_ref()
        .filter(|f| f.at == at)
        .and_then(|f| f.candidates.first())
        .and_then(|c| view.find(&c.action))
        .and_then(|a| a.site);
    let step = |to: Step| {
        let dispatch = review.dispatcher();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(to))
    };
    let moved = match review.last_action() {
        None => t.t("analysis-start"),
        Some((action, Some(seat))) => t.f("analysis-played", &[("action", action.into()), ("seat", seat.into())]),
        Some((action, None)) => t.f("analysis-thrown", &[("action", action.into())]),
    };
    let name = t.t(&info.text_id(Part::Name));
    let steps = html! {
        <div class="review-steps" role="group" aria-label={t.t("analysis-steps")}>
            <button onclick={step(Step::First)} disabled={at == 0} data-testid="review-first">{ t.t("analysis-first") }</button>
            <button onclick={step(Step::Previous)} disabled={at == 0} data-testid="review-previous">{ t.t("analysis-previous") }</button>
            <button onclick={step(Step::Next)} disabled={at == len} data-testid="review-next">{ t.t("analysis-next") }</button>
            <button onclick={step(Step::Last)} disabled={at == len} data-testid="review-last">{ t.t("analysis-last") }</button>
        </div>
    };
    let board = match &*editing {
        Some(editor) => {
            let on_site = {
                let (editing, editor) = (editing.clone(), editor.clone());
                Callback::from(move |site| {
                    let mut next = editor.clone();
                    next.select(site);
                    editing.set(Some(next));
                })
            };
            html! {
                <Board topology={review.position().topology()} large_stones={info.large_stones} sites={editor.sites()}
                    clickable={editor.editable()} selected={editor.selected()} targets={Vec::new()} active={None}
                    busy={false} path={Vec::new()} {on_site} setup={true} />
            }
        }
        None => html! {
            <Board topology={review.position().topology()} large_stones={info.large_stones} sites={view.sites.clone()}
                clickable={Vec::new()} selected={None} targets={Vec::new()} active={None} busy={false} path={Vec::new()}
                on_site={Callback::noop()} looked_at={true}
                last={coach_marks.as_ref().clone().unwrap_or_else(|| review.marks()).iter().map(|&(site, mark)| (site, mark.name(), mark.by())).collect::<Vec<_>>()} hint={best_site} />
        },
    };
    let editor_panel = editing.as_ref().map(|editor| {
        let on_change = {
            let editing = editing.clone();
            Callback::from(move |next: Editor| editing.set(Some(next)))
        };
        let on_close = {
            let editing = editing.clone();
            Callback::from(move |()| editing.set(None))
        };
        html! {
            <setup::SetupPanel editor={editor.clone()} {on_change} {on_close} review={(*review).clone()} info={info}
                persist={props.persist} />
        }
    });
    let open_editor = Editor::new(review.position()).map(|editor| {
        let editing = editing.clone();
        Callback::from(move |_: MouseEvent| editing.set(Some(editor.clone())))
    });
    let position = format!("record={}&at={at}", review.link().encode());
    let go_to = {
        let dispatch = review.dispatcher();
        Callback::from(move |index: usize| dispatch.dispatch(Step::To(index)))
    };
    let moves = review.link().record.actions.iter().enumerate().map(|(i, action)| {
        let k = i + 1;
        html! {
            <li><button class="move" onclick={step(Step::To(k))} aria-current={(at == k).then_some("true")}
                data-move={k.to_string()}>{ action }</button></li>
        }
    });
    let dismiss = {
        let notices = notices.clone();
        Callback::from(move |_: MouseEvent| notices.set(Vec::new()))
    };
    html! {
        <section class="play review" aria-labelledby="review-title" data-at={at.to_string()}>
            <h2 id="review-title" class={classes!(props.embedded.then_some("visually-hidden"))}>
                { t.f("analysis-title", &[("game", name.into())]) }
            </h2>
            if !notices.is_empty() {
                <div class="notice" role="alert" data-testid="notice">
                    { for notices.iter().map(|n| crate::ui::notices::show(n)) }
                    <button onclick={dismiss}>{ t.t("dismiss") }</button>
                </div>
            }
            if let Some(editor) = &*editing {
                // The position being set up, as the game would start from it (nothing while refused).
                <p class="status" data-testid="status">
                    { editor.check().map(|game| t.messages.phrase(&game.view().status_phrase)).unwrap_or_default() }
                </p>
            } else {
                <p class="status" data-testid="status">{ t.messages.phrase(&view.status_phrase) }</p>
                <p class="review-at" role="status" data-testid="review-at">
                    { t.f("analysis-at", &[("at", at.into()), ("of", len.into())]) }{ " " }{ moved }
                </p>
            }
            if editing.is_none() {
                { steps }
            }
            if let Some(panel) = editor_panel {
                // Side by side on a wide screen, so that a kiosk shows the board and every control.
                <div class="setup-layout">{ board }{ panel }</div>
            } else {
            { board }
            <Scores scores={view.scores.clone()} info={info} />
            if !props.embedded || props.coach {
                <CoachPanel link={review.link().clone()} seats={review.position().seat_count()} start={props.coach}
                    on_go={go_to} marked={coached.clone()} />
            }
            if !props.embedded {
                if let Some(onclick) = open_editor {
                    <button class="setup-open" {onclick} data-testid="setup-open">{ t.t("analysis-setup-open") }</button>
                }
                <p class="review-keys">{ t.t("analysis-keys") }</p>
                if let ToAct::Seat(seat) = view.to_act {
                    <candidates::Candidates record={review.record_here()} seat={seat}
                        iterations={review.position().iterations(Level::Hard)} found={found.clone()} />
                }
                if props.persist && view.to_act != ToAct::Over {
                    <PlayOn review={(*review).clone()} info={info} />
                }
                if len > 0 {
                    <details class="move-list" open=true data-testid="move-list">
                        <summary>{ t.f("moves-count", &[("count", len.into())]) }</summary>
                        <ol>{ for moves }</ol>
                    </details>
                }
                if let Some(standing) = view.standing.clone() {
                    <StandingPanel standing={standing} />
                }
                <SharePanel setup={setup_of(info, review.link())} name={info.name} position={Some(position)} />
                <OpenFile />
            }
            }
        </section>
    }
}

/// The setup (game, rule options, players) of a linked game, for the share panel.
fn setup_of(info: &'static GameInfo, link: &GameLink) -> NewGame {
    NewGame { game: info, rules: link.record.rules.as_object().cloned().unwrap_or_default(), seats: link.seats.clone() }
}

/// Saves a new game of `record` with these players under `name` and opens it; or says why it
/// could not be saved.
fn save_and_open(t: &crate::ui::lang::I18n, record: Record, seats: Vec<Player>, name: &str) -> Result<(), String> {
    let id = fresh_id();
    let mut saved = SavedGame::new(&id, name, record, now()).expect("fresh ids and generated names are valid");
    saved.seats = seats;
    match saves::save(&mut LocalStorage::open(), &saved) {
        Ok(()) => {
            go(&format!("?campaign={id}&{}", t.param()));
            Ok(())
        }
        Err(error) => {
            let told = t.f("analysis-not-saved", &[("error", crate::ui::notices::reason(&t.messages, &error))]);
            Err(crate::ui::notices::with_detail(told, error.detail()))
        }
    }
}

#[derive(Properties, PartialEq)]
struct PlayOnProps {
    review: Review,
    info: &'static GameInfo,
}

/// "Play on from here": against a person, or the computer at a level; the new game is saved and
/// opened.
#[function_component(PlayOn)]
fn play_on(props: &PlayOnProps) -> Html {
    let t = use_i18n();
    let opponent = use_state(|| Player::Person);
    let failed = use_state(|| None::<String>);
    let on_play = {
        let (review, opponent, failed, t, info) =
            (props.review.clone(), *opponent, failed.clone(), t.clone(), props.info);
        Callback::from(move |_: MouseEvent| {
            let (record, seats) = review.play_on(opponent);
            let name = t.f(
                "analysis-play-on-name",
                &[("game", t.t(&info.text_id(Part::ShortName)).into()), ("at", review.at().into())],
            );
            if let Err(message) = save_and_open(&t, record, seats, &name) {
                failed.set(Some(message));
            }
        })
    };
    let mover = props.review.position().to_act().seat().or(props.review.position().chance_for()).unwrap_or(Seat::FIRST);
    html! {
        <div class="play-on" data-testid="play-on">
            <OpponentChoice seat={mover} opponent={opponent.clone()} testid="play-on-opponent" />
            <button class="primary" onclick={on_play} data-testid="play-on-button">{ t.t("analysis-play-on") }</button>
            if let Some(message) = &*failed {
                <div class="notice" role="alert">{ crate::ui::notices::show(message) }</div>
            }
        </div>
    }
}
