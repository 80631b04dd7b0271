//! The pages that explain each game (`?about=ID`): how to play in plain words, where and when it
//! was recorded and the sources cited, the rule options, and every interpretation the app makes
//! where the sources are silent (read from the project's rules notes, [`crate::rules_notes`]).

use super::picker::{against_computer, Thumbnail};
use crate::engine::GameInfo;
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
    let notes = rules_notes::for_game(info).unwrap_or_default();
    html! {
        <section class="about" aria-labelledby="about-title">
            <h2 id="about-title">{ format!("About {}", info.name) }</h2>
            <div class="card-head">
                <Thumbnail game={info} />
                <div>
                    <p class="kind">{ info.summary }</p>
                    <p>{ info.origin }</p>
                </div>
            </div>
            <p class="controls">
                <a class="button primary" href={against_computer(info)}>{ "Play against the computer" }</a>
                if !info.lessons.is_empty() {
                    <a class="button" href={format!("?learn={}", info.id)} data-testid="learn">{ "Learn to play, step by step" }</a>
                }
                <a class="button" href="./">{ "All games" }</a>
            </p>
            { how_to_play(info, true) }
            <h3>{ "For researchers: where it comes from and how the sources were read" }</h3>
            { for notes.paragraphs.iter().filter_map(|p| rules_notes::for_visitors(p)).map(|p| html! { <p>{ rich(&p) }</p> }) }
            if !info.options.is_empty() {
                <h4>{ "Rule options" }</h4>
                <dl class="options">
                    { for info.options.iter().map(|o| html! {
                        <>
                            <dt><code>{ o.name }</code>{ format!(" (default {}; also {})", o.default,
                                o.choices.iter().filter(|c| **c != o.default).copied().collect::<Vec<_>>().join(", ")) }</dt>
                            <dd>{ o.meaning }</dd>
                        </>
                    }) }
                </dl>
            }
            <h4>{ "How the sources were read" }</h4>
            <p>{ "Where the sources are silent or could be read more than one way, boardlore chose the reading below. Where another reading is credible it is offered as a rule option, named in the choice." }</p>
            <ol class="decisions" data-testid="decisions">
                { for notes.decisions.iter().map(|d| html! {
                    <li id={d.id.clone()} data-decision={d.id.clone()}>
                        <h5>{ &d.id }</h5>
                        <p><strong>{ "The source: " }</strong>{ rich(&d.says) }</p>
                        <p><strong>{ "Our choice: " }</strong>{ rich(&d.chose) }</p>
                        <p><strong>{ "Why: " }</strong>{ rich(&d.why) }</p>
                    </li>
                }) }
            </ol>
        </section>
    }
}

/// How to play `info`, in plain words, as a section that opens when `open`.
pub fn how_to_play(info: &GameInfo, open: bool) -> Html {
    let how = &info.how_to_play;
    html! {
        <details class="rules" open={open}>
            <summary>{ format!("How to play {}", info.short_name) }</summary>
            <p>{ how.intro }</p>
            <ul>{ for how.points.iter().map(|point| html! { <li>{ *point }</li> }) }</ul>
            { for how.after.iter().map(|paragraph| html! { <p>{ *paragraph }</p> }) }
            <p class="source">{ how.source }</p>
        </details>
    }
}
