//! The pages that explain each game (`?about=ID`): how to play in plain words, where and when it
//! was recorded and the sources cited, the rule options, and every interpretation the app makes
//! where the sources are silent (read from the project's rules notes, [`crate::rules_notes`]).

use crate::games::GameInfo;
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
    let notes = rules_notes::for_game(info.id).unwrap_or_default();
    html! {
        <section class="about" aria-labelledby="about-title">
            <h2 id="about-title">{ format!("About {}", info.name) }</h2>
            <p>{ info.origin }</p>
            <p class="controls">
                <a class="button primary" href={format!("?game={}&new=1", info.id)}>{ format!("Play {}", info.name) }</a>
                <a class="button" href="./">{ "All games" }</a>
            </p>
            { how_to_play(info, true) }
            <h3>{ "Where it comes from" }</h3>
            { for notes.paragraphs.iter().map(|p| html! { <p>{ rich(p) }</p> }) }
            if !info.options.is_empty() {
                <h3>{ "Rule options" }</h3>
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
            <h3>{ "How the sources were read" }</h3>
            <p>{ "Where the sources are silent or could be read more than one way, boardlore chose the reading below. Where another reading is credible it is offered as a rule option, named in the choice." }</p>
            <ol class="decisions" data-testid="decisions">
                { for notes.decisions.iter().map(|d| html! {
                    <li id={d.id.clone()} data-decision={d.id.clone()}>
                        <h4>{ &d.id }</h4>
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
    match info.id {
        "leyla" => html! {
            <details class="rules" open={open}>
                <summary>{ "How to play Leyla" }</summary>
                <p>{ "Each player owns the row nearest them. On your turn pick up all the counters of one of your holes and sow them one by one clockwise. Where the last counter falls decides what happens:" }</p>
                <ul>
                    <li>{ "An empty hole: your turn ends." }</li>
                    <li>{ "An occupied hole: pick up everything there and sow on." }</li>
                    <li>{ "A hole of your opponent's row that now holds exactly four: you capture it and the hole opposite it. The counters stay; nobody sows from those holes again, and your turn ends." }</li>
                    <li>{ "A hole your opponent captured: you take that counter and one more from the hole, and your turn ends." }</li>
                </ul>
                <p>{ "When the player to move has nothing to sow the round ends: each player takes the counters in the free holes of their row and in the holes they captured." }</p>
                <p>{ "Then both refill their holes with four counters each. A single counter over goes to the opponent; with two over each, the richer player may lend theirs, to be repaid later. The richer player fills only as many holes as the poorer can and keeps the rest in reserve. Whoever cannot fill a single hole loses the match." }</p>
                <p class="source">{ "As played by Ba'alul Mohamed of Jigjiga, Ethiopia, recorded by Pankhurst (1971)." }</p>
            </details>
        },
        "ceelkoqyuqkoqiji" => html! {
            <details class="rules" open={open}>
                <summary>{ "How to play Ceelkoqyuqkoqiji" }</summary>
                <p>{ "Each player owns the five holes nearest them; the store at each player's right is theirs and starts with a goat, a large stone: the mu (larger) and the gong. With four players, two sow and two own the stores and goats." }</p>
                <ul>
                    <li>{ "Throw fingers to decide who starts: the index finger beats the thumb, the thumb the little finger, the little finger the index." }</li>
                    <li>{ "Take all the stones of one of your holes and sow them one by one in either direction, through both stores. Click a hole, then choose the direction. If a goat is among them, choose where it drops." }</li>
                    <li>{ "Look at the hole after your last stone. Stones there: lift them and sow on. Empty, and the next one too: your move ends. Empty, and stones in the next: capture them, then keep capturing along a line of empty and full holes." }</li>
                    <li>{ "A store counts as empty unless its own goat has never left it; whatever falls into a store is its owner's. A goat that falls into a store or a bought hole is captured by its owner." }</li>
                    <li>{ "With no stones in your holes, huelshe: put one of your stones in each hole and play on. You may decline, ending the round, unless a goat is still at home. A round can also end by agreement." }</li>
                    <li>{ "Between rounds, goats are bought back, holes refilled, and a player who is short borrows. A debt of five forces the sale of a hole, which becomes its buyer's; a player with five to spare may buy it back. Whoever has no hole left has lost." }</li>
                    <li>{ "Three rulesets (rule option ruleset): Eagle, as observed, where the mu (the larger goat) is worth seven stones and the gong six; Equal Cost, where both are worth five; and Fourteen holes, on a board of two rows of seven with seven stones a hole and both goats worth seven." }</li>
                </ul>
                <p class="source">{ "As observed by V. Eagle in Longquan village, Lijiang, Yunnan, in 1992 and 1993 (Eagle 1995)." }</p>
            </details>
        },
        "dongjintian" => html! {
            <details class="rules" open={open}>
                <summary>{ "How to play Dongjintian" }</summary>
                <p>{ "Four players take turns: South, East, North, West. Every hole starts with five counters, and any player may sow from any hole." }</p>
                <ul>
                    <li>{ "Pick a hole and sow its counters one by one into neighbouring holes, up, down, left or right. You steer at every hole: click the next hole, use the arrow keys, or press S (or the button) to go straight on. You may turn, but never go back the way you came; at an edge you must turn." }</li>
                    <li>{ "After the last counter, look at the next hole on the same line. Off the board: your move ends. Counters there: lift them and sow on, steering again. Empty: you capture the counters in the hole beyond it." }</li>
                    <li>{ "Nothing is captured when your last counter falls in one of the two central holes (c2, c3)." }</li>
                    <li>{ "The game ends after twenty turns in a row without a capture; whoever captured the most wins." }</li>
                </ul>
                <p class="source">{ "Recorded in Yunnan province, China (Eagle 1995; Ludii ruleset for four players)." }</p>
            </details>
        },
        "piprjall" => html! {
            <details class="rules" open={open}>
                <summary>{ "How to play Piprjall" }</summary>
                <p>{ "Each player has fifteen pieces, all starting on the point at their right on the far side of the board. South's pieces run along the top from right to left, then along the bottom from left to right, and leave the board from the bottom right quarter; North's go the other way round, from the bottom left." }</p>
                <ul>
                    <li>{ "Throw two dice (or enter dice thrown by hand). Each die moves one piece its full value; play both when you can, the higher when only one can be played." }</li>
                    <li>{ "Doubles are special: double six plays 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1; double five plays 5, 5, 6, 6; double four, three or two plays two of that number and two of each lower one; double one plays 1, 1, 2, 2 and so on up to 6, 6. The steps are played in that order." }</li>
                    <li>{ "Never more than two of your pieces on a point of your starting side (the starting point aside), and nothing goes past the last but one point of that side until five pieces have left the start." }</li>
                    <li>{ "Land on a single opposing piece to send it off the board: it must come back on an empty point before anything else moves. Two or more pieces close a point." }</li>
                    <li>{ "When all your pieces are in your last quarter, bear them off. The first to bear off all fifteen scores two points." }</li>
                </ul>
                <p class="source">{ "Played in nineteenth-century Iceland, as described by Willard Fiske (1905)." }</p>
            </details>
        },
        _ => Html::default(),
    }
}
