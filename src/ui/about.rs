//! The pages that explain each game (`?about=ID`): how to play in plain words, where and when it
//! was recorded and the sources cited, the rule options, and every interpretation the app makes
//! where the sources are silent (read from the project's rules notes, [`crate::rules_notes`]).

use super::lang::{use_i18n, I18n};
use super::picker::{against_computer, Thumbnail};
use crate::engine::GameInfo;
use crate::i18n::{GameText, Part};
use crate::rules_notes::{self, Piece};
use yew::prelude::*;

/// Notes text with its `code` and **bold** pieces shown as such.
fn rich(text: &str) -> Html {
    rules_notes::pieces(text)
        .into_iter()
        .map(|(piece, text)| match piece {
            Piece::Plain => html! { { text } },
            Piece::Code => html! { <code>{ text }</code> },
            Piece::Bold => html! { <strong>{ text }</strong> },
        })
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct AboutProps {
    pub info: &'static GameInfo,
}

/// Everything about one game's rules.
#[function_component(AboutScreen)]
pub fn about_screen(props: &AboutProps) -> Html {
    let info = props.info;
    let t = use_i18n();
    let game = |part| t.t(&info.text_id(part));
    let notes = rules_notes::for_game(info).unwrap_or_default();
    html! {
        <section class="about" aria-labelledby="about-title">
            <h2 id="about-title">{ t.f("about-game", &[("game", game(Part::Name).into())]) }</h2>
            <div class="card-head">
                <Thumbnail game={info} />
                <div>
                    <p class="kind">{ game(Part::Summary) }</p>
                    <p>{ game(Part::Origin) }</p>
                </div>
            </div>
            <p class="controls">
                <a class="button primary" href={against_computer(info)}>{ t.t("play-computer") }</a>
                if !info.lessons.is_empty() {
                    <a class="button" href={format!("?learn={}", info.id)} data-testid="learn">{ t.t("learn-step-by-step") }</a>
                }
                if super::kiosk::kiosk_idle().is_none() {
                    <a class="button" href={format!("?study=1&game={}", info.id)} data-testid="study">{ t.t("study-link") }</a>
                }
                <a class="button" href="./">{ t.t("all-games") }</a>
            </p>
            { how_to_play(&t, info, true) }
            <h3>{ t.t("for-researchers") }</h3>
            if t.lang() != crate::i18n::Lang::ENGLISH {
                <p class="in-english">{ t.t("researchers-in-english") }</p>
            }
            <div lang="en">
            { for notes.paragraphs.iter().filter_map(|p| rules_notes::for_visitors(p)).map(|p| html! { <p>{ rich(&p) }</p> }) }
            if !info.options.is_empty() {
                <h4>{ t.t("rule-options") }</h4>
                <dl class="options">
                    { for info.options.iter().map(|o| html! {
                        <>
                            <dt><code>{ o.name }</code>{ t.f("option-default-also", &[("default", o.default.into()),
                                ("others", o.choices.iter().filter(|c| **c != o.default).copied().collect::<Vec<_>>().join(", ").into())]) }</dt>
                            <dd>{ t.t(&info.text_id(Part::OptionMeaning(o.name))) }</dd>
                        </>
                    }) }
                </dl>
            }
            </div>
            <h4>{ t.t("how-sources-read") }</h4>
            <p>{ t.t("how-sources-read-intro") }</p>
            <ol class="decisions" data-testid="decisions">
                { for notes.decisions.iter().map(|d| html! {
                    <li id={d.id.clone()} data-decision={d.id.clone()}>
                        <h5 lang="en">{ &d.id }</h5>
                        <p><strong>{ t.t("decision-source") }</strong>{ " " }<span lang="en">{ rich(&d.says) }</span></p>
                        <p><strong>{ t.t("decision-choice") }</strong>{ " " }<span lang="en">{ rich(&d.chose) }</span></p>
                        <p><strong>{ t.t("decision-why") }</strong>{ " " }<span lang="en">{ rich(&d.why) }</span></p>
                    </li>
                }) }
            </ol>
        </section>
    }
}

/// How to play `info`, in plain words, as a section that opens when `open`.
pub fn how_to_play(t: &I18n, info: &GameInfo, open: bool) -> Html {
    let how = &info.how_to_play;
    let game = |part| t.t(&info.text_id(part));
    html! {
        <details class="rules" open={open}>
            <summary>{ t.f("how-to-play-game", &[("game", game(Part::ShortName).into())]) }</summary>
            <p>{ game(Part::HowIntro) }</p>
            <ul>{ for (0..how.points.len()).map(|i| html! { <li>{ game(Part::HowPoint(i)) }</li> }) }</ul>
            { for (0..how.after.len()).map(|i| html! { <p>{ game(Part::HowAfter(i)) }</p> }) }
            <p class="source">{ game(Part::HowSource) }</p>
        </details>
    }
}
