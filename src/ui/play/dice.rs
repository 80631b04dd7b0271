//! The dice of the throw being played, drawn with their pips: thrown with a short tumble (none
//! when the visitor prefers reduced motion), and each played die dimmed and crossed.

use crate::engine::Die;
use yew::prelude::*;

/// Where a face's pips sit, on a die 30 units wide.
fn pips(value: u8) -> &'static [(f32, f32)] {
    const L: f32 = 8.0;
    const M: f32 = 15.0;
    const H: f32 = 22.0;
    match value {
        1 => &[(M, M)],
        2 => &[(L, L), (H, H)],
        3 => &[(L, L), (M, M), (H, H)],
        4 => &[(L, L), (H, L), (L, H), (H, H)],
        5 => &[(L, L), (H, L), (M, M), (L, H), (H, H)],
        _ => &[(L, L), (H, L), (L, M), (H, M), (L, H), (H, H)],
    }
}

#[derive(Properties, PartialEq)]
pub struct DiceProps {
    pub dice: Vec<Die>,
}

/// The dice in a row, each `[data-testid="die"]` with `data-value` and `data-used`.
#[function_component(Dice)]
pub fn dice(props: &DiceProps) -> Html {
    if props.dice.is_empty() {
        return Html::default();
    }
    let left = props.dice.iter().filter(|d| !d.used).count();
    let label = format!(
        "Dice: {}; {left} still to play",
        props
            .dice
            .iter()
            .map(|d| if d.used { format!("{} (played)", d.value) } else { d.value.to_string() })
            .collect::<Vec<_>>()
            .join(", ")
    );
    let faces = props.dice.iter().map(|die| {
        html! {
            <svg class={classes!("die", die.used.then_some("used"))} viewBox="0 0 30 30" data-testid="die"
                data-value={die.value.to_string()} data-used={die.used.to_string()} aria-hidden="true">
                <rect x="1" y="1" width="28" height="28" rx="5" />
                { for pips(die.value).iter().map(|&(x, y)| html! { <circle cx={x.to_string()} cy={y.to_string()} r="3" /> }) }
                if die.used {
                    <line x1="4" y1="26" x2="26" y2="4" />
                }
            </svg>
        }
    });
    html! {
        <div class="dice-shown" role="img" aria-label={label}>{ for faces }</div>
    }
}
