//! One game screen: a [`Session`] held in a reducer (the session is plain Rust, tested natively;
//! see [`crate::session`]), the hooks that connect it to the browser ([`effects`]), and small
//! components for what a person sees: the status ([`status`]), the choices and dice
//! ([`choices`], [`dice`]), the computer thinking and the hint ([`thinking`]; the hard level
//! searching on several workers, [`parts`]), the board, the controls
//! ([`controls`]), the move list ([`moves`]), the standing panel and the share panel ([`share`]).

mod choices;
mod controls;
mod dice;
mod effects;
mod moves;
pub(super) mod parts;
pub(crate) mod share;
pub(crate) mod status;
mod summary;
mod thinking;
mod tutor;
mod why;

use super::board::Board;
use super::browser::{download, kept_params, now, prefers_reduced_motion, query, LocalStorage};
use super::lang::use_i18n;
use super::standing_panel::StandingPanel;
use crate::embed::NewGame;
use crate::engine::{Event, GameInfo, ToAct};
use crate::i18n::{GameText, Part};
use crate::record::link::GameLink;
use crate::saves::SavedGame;
use crate::session::{Msg, Offer, Session, Speed, TabNotice};
use crate::store::KeyValueStore;
use std::rc::Rc;
use yew::prelude::*;

/// Where the visitor's chosen animation speed is remembered.
pub const SPEED_KEY: &str = "boardlore.v1.settings.speed";

impl Reducible for Session {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = Rc::unwrap_or_clone(self);
        next.update(msg);
        Rc::new(next)
    }
}

/// The URL's `speed=`, else the saved setting, else off for reduced motion and normal.
fn initial_speed() -> Speed {
    query("speed")
        .and_then(|s| Speed::parse(&s))
        .or_else(|| LocalStorage::open().get(SPEED_KEY).ok().flatten().and_then(|s| Speed::parse(&s)))
        .unwrap_or(if prefers_reduced_motion() { Speed::Off } else { Speed::Normal })
}

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub info: &'static GameInfo,
    /// The game to play; its record replays (the app loaded or made it).
    pub saved: SavedGame,
    /// Messages to show first (a set-aside save, a storage problem).
    pub notices: Vec<String>,
    /// A demonstration: the computer plays every seat, nothing is saved, and `on_over` is told
    /// when the game (or its first round) ends.
    #[prop_or_default]
    pub demo: bool,
    /// Whether the game is saved after every move (not in a kiosk, nor in a frame unless the
    /// host asks with `save=1`).
    #[prop_or(true)]
    pub persist: bool,
    #[prop_or_default]
    pub on_over: Callback<()>,
    /// Framed in another page with `embed=1`: the board and the essential controls only.
    #[prop_or_default]
    pub embedded: bool,
    /// A lesson's position: the board, the status and the choices only, nothing saved, and
    /// `on_played` hears each action with what it caused.
    #[prop_or_default]
    pub lesson: bool,
    #[prop_or_default]
    pub on_played: Callback<(String, Rc<[Event]>)>,
    /// Nothing can be played (a lesson's step after its move).
    #[prop_or_default]
    pub frozen: bool,
    /// A speed the framing page asked for (numbered, so that asking twice is seen twice).
    #[prop_or_default]
    pub speed_request: Option<(u32, Speed)>,
}

#[function_component(PlayScreen)]
pub fn play_screen(props: &PlayProps) -> Html {
    let info = props.info;
    let t = use_i18n();
    let notices = use_state(|| props.notices.clone());
    let session = use_reducer({
        let (saved, demo, notices, t) = (props.saved.clone(), props.demo, notices.clone(), t.clone());
        move || {
            // A demonstration is watched: it moves at the URL's speed, else normally.
            let url_speed = query("speed").and_then(|s| Speed::parse(&s));
            let speed = match (demo, url_speed) {
                (true, Some(speed)) => speed,
                (true, None) if !prefers_reduced_motion() => Speed::Normal,
                _ => initial_speed(),
            };
            Session::open(saved.clone(), speed, now).unwrap_or_else(|error| {
                let told = t.f("notice-cannot-replay", &[("error", crate::ui::notices::reason(&t.messages, &error))]);
                notices.set(vec![crate::ui::notices::with_detail(told, error.detail())]);
                let fresh = SavedGame {
                    record: crate::record::Record::new(
                        &saved.record.game,
                        saved.record.rules.clone(),
                        saved.record.seed,
                    ),
                    ..saved
                };
                Session::open(fresh, speed, now).expect("a catalogue game starts")
            })
        }
    });
    let dispatch = {
        let dispatcher = session.dispatcher();
        Callback::from(move |msg: Msg| dispatcher.dispatch(msg))
    };
    // A person's moves go through the tutor, which may ask before a blunder counts.
    let tutor = tutor::use_tutor(&session, dispatch, !props.demo && !props.lesson && !props.frozen);
    let dispatch = tutor.dispatch.clone();
    let notify = {
        let notices = notices.clone();
        Callback::from(move |message: String| {
            if !notices.contains(&message) {
                let mut more = (*notices).clone();
                more.push(message);
                notices.set(more);
            }
        })
    };
    let unsaved = props.demo || props.lesson || !props.persist;
    let notify_tab = {
        let (notify, t) = (notify.clone(), t.clone());
        Callback::from(move |notice: TabNotice| {
            notify.emit(crate::ui::notices::told(&t.messages, &notice, notice.detail()));
        })
    };
    effects::use_persist(&session, unsaved, notify_tab.clone(), t.messages.clone());
    effects::use_other_tabs(&session, unsaved, notify_tab);
    effects::use_played(&session, props.on_played.clone());
    let computer = effects::use_computer(&session, notify.clone());
    effects::use_animation(&session);
    let autoplay = effects::use_autoplay(&session);
    effects::use_keys(&session, !props.frozen, dispatch.clone());
    effects::use_focus_on_choices(&session);
    effects::use_focus_after_move(&session);
    effects::use_host_news(info.id, &session);
    effects::use_demo_end(&session, props.demo, props.on_over.clone());
    {
        let dispatch = dispatch.clone();
        use_effect_with(props.speed_request, move |request| {
            if let Some((_, speed)) = *request {
                dispatch.emit(Msg::Speed(speed));
            }
        });
    }

    let setup = NewGame {
        game: info,
        rules: session.saved().record.rules.as_object().cloned().unwrap_or_default(),
        seats: session.saved().seats.clone(),
    };
    // The position shown (an earlier one while looking back) as a `record=` link, for sharing.
    let position = {
        let saved = session.saved();
        let at = session.viewing().map_or(session.moves(), |v| v.at);
        use_memo((saved.record.actions.len(), saved.seats.clone(), at), {
            let saved = session.saved_rc();
            move |(_, _, at)| {
                let link = GameLink { record: saved.record.clone(), seats: saved.seats.clone() };
                format!("record={}&at={at}", link.encode())
            }
        })
    };
    // The whole game on the analysis board with the computer's review started (not at a kiosk,
    // which refuses the research screens; not in a frame or the demonstration).
    let coach_link = {
        let saved = session.saved();
        let offered = props.persist && !props.embedded && !props.demo && !saved.record.actions.is_empty();
        use_memo((saved.record.actions.len(), saved.seats.clone(), offered, t.param()), {
            let saved = session.saved_rc();
            move |(_, _, offered, lang)| {
                let link = GameLink { record: saved.record.clone(), seats: saved.seats.clone() };
                offered.then(|| format!("?record={}&coach=1&{lang}", link.encode()))
            }
        })
    };
    let offer = if props.frozen { Offer::default() } else { session.offer() };
    let hint_site = computer
        .hint
        .as_ref()
        .filter(|(at, _)| *at == session.stamp())
        .and_then(|(_, action)| session.view().find(action))
        .and_then(|a| a.site);
    let board = match session.viewing() {
        Some(viewing) => html! {
            <Board topology={session.game().topology()} large_stones={info.large_stones} sites={viewing.sites.clone()}
                clickable={Vec::new()} selected={None} targets={Vec::new()} active={None} busy={true} path={Vec::new()}
                on_site={Callback::noop()} />
        },
        None => {
            let dispatch = dispatch.clone();
            html! {
                <Board topology={session.game().topology()} large_stones={info.large_stones} sites={session.shown().to_vec()}
                    clickable={offer.sites.clone()} selected={session.selected()} targets={offer.targets.clone()}
                    active={session.active()} busy={session.busy()} path={session.view().path.clone()}
                    on_site={Callback::from(move |site| dispatch.emit(Msg::Tap(site)))}
                    last={session.marks().iter().map(|&(site, mark)| (site, mark.name(), mark.by())).collect::<Vec<_>>()}
                    hint={hint_site} />
            }
        }
    };
    // In a frame, a new game keeps the frame's parameters.
    let keep: Vec<String> =
        if props.embedded { kept_params(&["embed", "origin", "save", "lang", "tutor"]) } else { Vec::new() };
    let on_download = {
        let (session, notify, t) = (session.clone(), notify.clone(), t.clone());
        Callback::from(move |()| {
            let saved = session.saved();
            let file = format!("{}.boardlore.json", saved.name.replace(|c: char| !c.is_alphanumeric(), "-"));
            if let Err(error) = download(&file, &saved.export(session.game())) {
                notify.emit(crate::ui::notices::file_refused(&t.messages, "download-failed", error));
            }
        })
    };
    let over = session.view().to_act == ToAct::Over && !session.busy();
    let dismiss = {
        let notices = notices.clone();
        Callback::from(move |()| notices.set(Vec::new()))
    };
    let why = html! { <why::Why session={session.clone()} /> };
    let name = t.t(&info.text_id(Part::Name));
    if props.lesson {
        return html! {
            <section class="play lesson-board" aria-label={t.t("lesson-board")}>
                <div class="turn">
                    <div class="turn-head">
                        <status::Status session={session.clone()} info={info} notices={(*notices).clone()} on_dismiss={dismiss}
                            hint={None::<(u64, String)>} compact={true} />
                    </div>
                    <div class="turn-board">{ board }</div>
                    <div class="turn-side">
                        // The control the step asks for comes right under the board.
                        if !props.frozen {
                            <choices::Choices session={session.clone()} on_play={dispatch.clone()} />
                        }
                        <status::Notes session={session.clone()} info={info} notices={Vec::<String>::new()} on_dismiss={Callback::noop()}
                            hint={None::<(u64, String)>} compact={true} />
                    </div>
                </div>
                { why }
            </section>
        };
    }
    // In a frame the page is light unless the host asks for `theme=dark` or `theme=auto` (the
    // visitor's system setting); see docs/embedding.md.
    let theme = props.embedded.then(|| match query("theme").as_deref() {
        Some("dark") => "theme-dark",
        Some("auto") => "theme-auto",
        _ => "theme-light",
    });
    // Whether some place is out of play now (the legend then says how it is drawn).
    let closed = session.shown().iter().any(|s| s.state == crate::engine::SiteState::Closed);
    html! {
        <section class={classes!("play", theme)} aria-labelledby="game-title">
            // One screen for a turn: the status, the board, the choices it needs and the last
            // move in words (side by side on a short wide screen, see styles/app.css).
            <div class="turn">
            <div class="turn-head">
            <h2 id="game-title" class={classes!(props.embedded.then_some("visually-hidden"))}>
                // A name made from the game's name and a number is not said twice.
                if !session.saved().name.starts_with(&name) { { format!("{name} · ") } }
                <span class="campaign-name" data-testid="campaign-name">{ &session.saved().name }</span>
            </h2>
            if !props.embedded && !props.demo && !info.lessons.is_empty() {
                <p class="learn-link"><a href={format!("?learn={}", info.id)} data-testid="learn">
                    { t.f("new-to-game", &[("game", t.t(&info.text_id(Part::ShortName)).into())]) }</a></p>
            }
            <status::Status session={session.clone()} info={info} notices={(*notices).clone()} on_dismiss={dismiss}
                hint={computer.hint.clone()} compact={props.embedded} />
            if let Some(viewing) = session.viewing() {
                <moves::Viewing at={viewing.at} of={session.moves()} status={t.messages.phrase(&viewing.status_phrase)} on_view={dispatch.clone()} />
            }
            </div>
            <div class="turn-board">{ board }</div>
            // Choices, what happened and the computer's thinking come under the board, so that
            // they never move it.
            <div class="turn-side">
            <choices::Choices session={session.clone()} on_play={dispatch.clone()} />
            { tutor.view.clone() }
            <status::Notes session={session.clone()} info={info} notices={Vec::<String>::new()} on_dismiss={Callback::noop()}
                hint={computer.hint.clone()} compact={props.embedded} />
            <thinking::Thinking session={session.clone()} progress={computer.progress.clone()} on_stop={computer.stop.clone()} />
            if session.can_take_back() && !props.embedded {
                // Take-back next to the move it takes back, not below the fold.
                <button class="take-back" onclick={dispatch.reform(|_: MouseEvent| Msg::Undo)} data-testid="undo">
                    { t.t(if session.people_only() { "take-back-last" } else { "take-back-yours" }) }
                </button>
            }
            </div>
            </div>
            { why }
            if over && !props.demo {
                <summary::Summary session={session.clone()} setup={setup.clone()} info={info} keep={keep.clone()} downloads={props.persist}
                    coach={(*coach_link).clone()}
                    on_download={on_download.clone()} />
            }
            <status::Scores scores={session.view().scores.clone()} info={info} />
            if !props.embedded && !info.legend.is_empty() {
                <details class="legend" open={session.moves() == 0} data-testid="legend">
                    <summary>{ t.t("legend") }</summary>
                    <ul>
                        { for (0..info.legend.len()).map(|i| html! { <li>{ t.t(&info.text_id(Part::Legend(i))) }</li> }) }
                        <li data-testid="legend-last">{ t.t("legend-last-move") }</li>
                        if closed {
                            <li data-testid="legend-closed">{ t.t("legend-closed") }</li>
                        }
                    </ul>
                </details>
            }
            <controls::Controls session={session.clone()} setup={setup.clone()} embedded={props.embedded} demo={props.demo || !props.persist}
                autoplay={autoplay} on_msg={dispatch.clone()} on_hint={computer.ask_hint.clone()} keep={keep.clone()}
                on_download={on_download.clone()} considered={computer.considered}>
                // The tutor warns only against the computer.
                if session.saved().seats.iter().any(|p| p.level().is_some()) && !props.demo {
                    <tutor::TutorOption on={tutor.on} set_on={tutor.set_on.clone()} />
                }
            </controls::Controls>
            if !props.embedded && session.moves() > 0 {
                <moves::MoveList actions={session.saved().record.actions.clone()} viewing={session.viewing().map(|v| v.at)}
                    on_view={dispatch} coach={(*coach_link).clone()} />
            }
            if let Some(standing) = session.view().standing.clone().filter(|_| !props.embedded) {
                <StandingPanel standing={standing} />
            }
            if !props.embedded && !props.demo && props.persist {
                <share::SharePanel setup={setup} name={info.name} position={Some((*position).clone())} />
            }
        </section>
    }
}
