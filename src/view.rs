//! What the app and tools show of a position, as typed values: the board, who acts, and each
//! legal action with everything needed to offer it (the site to tap, where it takes a piece,
//! its label, its keys, the dice it shows); and an action's outcome told in words.

use crate::engine::{Event, Seat, Site, SiteView, Standing, ToAct, Topology, TransferReason};

/// One legal action, as the app offers it.
#[derive(Clone, Debug, PartialEq)]
pub struct LegalAction {
    /// The action in the game's notation (records, URLs, `data-action`).
    pub text: String,
    /// The action in words, for a button.
    pub label: String,
    /// The site a player clicks or taps to choose it, if any.
    pub site: Option<Site>,
    /// Where it takes a piece (tables), if that is not its site.
    pub target: Option<Site>,
    /// Whether it is offered as a button even though it has a site.
    pub button: bool,
    /// The keys that choose it (as the browser names them).
    pub keys: Vec<&'static str>,
    /// The dice a chance outcome shows, highest first; empty otherwise.
    pub dice: Vec<u8>,
}

/// Everything the app or a tool needs to show a position.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    pub to_act: ToAct,
    /// Whose turn it is, or how the game ended, in a sentence.
    pub status: String,
    pub sites: Vec<SiteView>,
    pub scores: Vec<u32>,
    pub returns: Vec<f64>,
    /// Every legal action, chance outcomes included when chance acts.
    pub legal: Vec<LegalAction>,
    /// Between-round state, for games played in rounds.
    pub standing: Option<Standing>,
    /// The seat to act should choose unseen by the others.
    pub secret: bool,
    /// The sites of the move being sown (or the last one), for drawing its path.
    pub path: Vec<Site>,
    /// Whose throw it is when chance acts.
    pub chance_for: Option<Seat>,
}

impl BoardView {
    /// The legal action written `text`, if it is legal here.
    pub fn find(&self, text: &str) -> Option<&LegalAction> {
        self.legal.iter().find(|a| a.text == text)
    }

    /// The seat that decides now, or whose throw it is.
    pub fn deciding_seat(&self) -> Option<Seat> {
        match self.to_act {
            ToAct::Seat(seat) => Some(seat),
            ToAct::Chance => self.chance_for,
            ToAct::Over => None,
        }
    }
}

/// One action's outcome in words, for the screen reader's live region: what `by` played
/// (`label`), then what followed from it (`events`), on `topology`.
/// "South: a3 (4 counters). Relayed 2 times. Captured 4 from b2." A label that already names
/// the seat ("North: propose to end the round") is told as it is.
pub fn describe(by: &str, label: &str, events: &[Event], topology: &Topology) -> String {
    let mut parts = vec![if label.starts_with(by) { format!("{label}.") } else { format!("{by}: {label}.") }];
    let relays = events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
    match relays {
        0 => {}
        1 => parts.push("Relayed once.".to_string()),
        n => parts.push(format!("Relayed {n} times.")),
    }
    for event in events {
        let place = |site: Site| topology.id(site).to_string();
        let sentence = match *event {
            Event::Capture { site, count, by } => Some(format!("{by} captured {count} from {}.", place(site))),
            Event::Claim { site, by } => Some(format!("{} now belongs to {by}.", place(site))),
            Event::Release { site, to } => Some(format!("{} is {to}'s again.", place(site))),
            Event::Settle { seat, count } => Some(format!("The round is over: {seat} takes {count}.")),
            Event::Transfer { from, to, count, reason } => {
                let why = match reason {
                    TransferReason::Repay => "repaying a loan",
                    TransferReason::Surrender => "a lone counter given up",
                    TransferReason::Loan => "a loan",
                    TransferReason::PieceBuyBack => "a piece bought back",
                    TransferReason::SiteSale => "a site sold",
                    TransferReason::SiteBuyBack => "a site bought back",
                };
                Some(format!("{count} passed from {from} to {to} ({why})."))
            }
            Event::RoundStart { round, first } => Some(format!("Round {round} begins; {first} starts.")),
            Event::Setup { round } => Some(format!("The board is set up for round {round}.")),
            _ => None,
        };
        parts.extend(sentence);
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::leyla::{Leyla, LeylaRules};

    #[test]
    fn a_move_is_told_in_words() {
        // As in the Leyla scenario: a6's counter makes four in North's b1, which is captured with
        // a6 facing it.
        let mut game =
            Leyla::from_diagram("3 0 2 0 0 0\n1 0 0 0 0 1", Seat::FIRST, [0, 0], LeylaRules::default()).unwrap();
        let mut events = Vec::new();
        let sow = game.parse_action("a6").unwrap();
        game.apply_with(sow, &mut events).unwrap();
        let text = describe("South", "a6", &events, game.topology());
        assert_eq!(text, "South: a6. b1 now belongs to South. a6 now belongs to South.");
    }

    #[test]
    fn a_label_that_names_the_seat_is_not_prefixed_again() {
        let topology = crate::games::leyla::topology();
        assert_eq!(
            describe("North", "North: propose to end the round", &[], topology),
            "North: propose to end the round."
        );
        assert_eq!(describe("North", "lend", &[], topology), "North: lend.");
    }
}
