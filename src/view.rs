//! What the app and tools show of a position, as typed values: the board, who acts, and each
//! legal action with everything needed to offer it (the site to tap, where it takes a piece,
//! its label, its keys, the dice it shows); and an action's outcome told in words.

use crate::engine::{Die, Event, Phrase, Seat, Site, SiteKind, SiteView, Standing, ToAct, Topology, TransferReason};

/// One legal action, as the app offers it.
#[derive(Clone, Debug, PartialEq)]
pub struct LegalAction {
    /// The action in the game's notation (records, URLs, `data-action`).
    pub text: String,
    /// The action in words, for a button (English through `i18n::in_english`).
    pub label_phrase: Phrase,
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

/// The parts of a position that the invariant checks of `study --check` read after every
/// action: a [`BoardView`] without its text, cheap enough for a million games.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub to_act: ToAct,
    /// How many actions are legal.
    pub legal: usize,
    pub sites: Vec<SiteView>,
    pub scores: Vec<u32>,
    /// Counters lifted and not yet sown.
    pub in_hand: u32,
}

/// Everything the app or a tool needs to show a position.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    pub to_act: ToAct,
    /// Whose turn it is, or how the game ended, in a sentence (English through
    /// `i18n::in_english`).
    pub status_phrase: Phrase,
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
    /// The dice of the throw being played (see [`crate::engine::Game::dice`]).
    pub dice: Vec<Die>,
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

/// Why counters or a site passed between seats: the key the messages select on.
fn reason_key(reason: TransferReason) -> &'static str {
    match reason {
        TransferReason::Repay => "repay",
        TransferReason::Surrender => "surrender",
        TransferReason::Loan => "loan",
        TransferReason::PieceBuyBack => "piece-buy-back",
        TransferReason::SiteSale => "site-sale",
        TransferReason::SiteBuyBack => "site-buy-back",
    }
}

/// A site in words, as a phrase (`told-site`: "hole a3", "the bar"), or as the subject of a
/// sentence (`told-site-subject`: "Hole a3", which some languages say in another case).
fn place_phrase(topology: &Topology, site: Site, subject: bool) -> Phrase {
    let kind = match topology.sites[site.index()].kind {
        SiteKind::Hole => "hole",
        SiteKind::Store => "store",
        SiteKind::Point => "point",
        SiteKind::Bar => "bar",
        SiteKind::Tray => "tray",
    };
    Phrase::new(if subject { "told-site-subject" } else { "told-site" })
        .with("kind", kind)
        .with("site", topology.id(site))
}

/// One move, from its pick-up on, as a phrase (the messages `told-move-*`): a piece moved
/// ("moved a piece from point t12 to point t6, hitting the piece there"), or counters sown
/// ("sowed 4 from hole a3; it relayed 4 times and ended in hole e2, in North's row").
fn one_move_phrase(events: &[Event], topology: &Topology) -> Option<Phrase> {
    let Some(&Event::PickUp { site: from, count }) = events.first() else { return None };
    let to = events.iter().rev().find_map(|e| match *e {
        Event::Drop { site } => Some(site),
        _ => None,
    });
    let relays = events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
    let captured = events.iter().any(|e| matches!(e, Event::Capture { .. }));
    let from_place = place_phrase(topology, from, false);
    let kind = topology.sites[from.index()].kind;
    if matches!(kind, SiteKind::Point | SiteKind::Bar) {
        let moved = match to {
            Some(site) if topology.sites[site.index()].kind == SiteKind::Tray => Phrase::new("told-move-piece-off"),
            Some(site) => Phrase::new("told-move-piece-to").with("to", place_phrase(topology, site, false)),
            None => Phrase::new("told-move-piece"),
        };
        return Some(moved.with("from", from_place).with("hit", if captured { "yes" } else { "no" }));
    }
    let Some(end) = to else {
        return Some(Phrase::new("told-move-lifted").with("count", count).with("from", from_place));
    };
    let sown = match topology.sites[end.index()].side {
        Some(seat) => Phrase::new("told-move-sown-row").with("row", seat),
        None => Phrase::new("told-move-sown"),
    };
    Some(
        sown.with("count", count)
            .with("from", from_place)
            .with("relays", relays)
            .with("to", place_phrase(topology, end, false)),
    )
}

/// A turn's outcome in words, for the screen reader's live region (in the visitor's language)
/// and the session's English ([`crate::session::Played::told`]): what `by` did (`label`, whose
/// English is `english_label`, when no piece or counter moved), then what followed from it
/// (`events`, the turn's so far), on `topology`. "South sowed 4 from hole a3; it relayed 4 times
/// and ended in hole e2, in North's row. South captured 4 from hole e2." A label that already
/// names the seat ("North: propose to end the round") is told as it is. The round's end is said
/// once: the first seat's share names it, the others' follow.
pub fn describe_phrases(
    by: Option<Seat>,
    label: &Phrase,
    english_label: &str,
    events: &[Event],
    topology: &Topology,
) -> Vec<Phrase> {
    let starts: Vec<usize> =
        events.iter().enumerate().filter(|(_, e)| matches!(e, Event::PickUp { .. })).map(|(i, _)| i).collect();
    let moves = starts
        .iter()
        .enumerate()
        .filter_map(|(k, &start)| {
            one_move_phrase(&events[start..starts.get(k + 1).copied().unwrap_or(events.len())], topology)
        })
        .reduce(|a, b| Phrase::new("told-join-then").with("a", a).with("b", b));
    let first = match (moves, by) {
        (Some(moves), Some(seat)) => Phrase::new("told-moved").with("by", seat).with("moves", moves),
        (Some(moves), None) => Phrase::new("told-chance-moved").with("moves", moves),
        (None, Some(seat)) if english_label.starts_with(&seat.to_string()) => {
            Phrase::new("told-played-named").with("label", label.clone())
        }
        (None, Some(seat)) => Phrase::new("told-played").with("by", seat).with("label", label.clone()),
        (None, None) => Phrase::new("told-chance").with("label", label.clone()),
    };
    let mut phrases = vec![first];
    let mut settled = false;
    for event in events {
        let phrase = match *event {
            Event::Capture { site, count, by } if topology.sites[site.index()].kind != SiteKind::Point => Some(
                Phrase::new("told-capture")
                    .with("by", by)
                    .with("count", count)
                    .with("site", place_phrase(topology, site, false)),
            ),
            Event::Claim { site, by } => {
                Some(Phrase::new("told-claim").with("site", place_phrase(topology, site, true)).with("by", by))
            }
            Event::Release { site, to } => {
                Some(Phrase::new("told-release").with("site", place_phrase(topology, site, true)).with("seat", to))
            }
            Event::Settle { seat, count } => {
                let id = if settled { "told-settle-more" } else { "told-settle" };
                settled = true;
                Some(Phrase::new(id).with("seat", seat).with("count", count))
            }
            Event::Transfer { from, to, count, reason } => {
                let why = reason_key(reason);
                Some(
                    Phrase::new("told-transfer")
                        .with("count", count)
                        .with("from", from)
                        .with("to", to)
                        .with("why", why),
                )
            }
            Event::RoundStart { round, first } => {
                Some(Phrase::new("told-round-start").with("round", round).with("seat", first))
            }
            Event::LaidOut { round } => Some(Phrase::new("told-setup").with("round", round)),
            _ => None,
        };
        phrases.extend(phrase);
    }
    phrases
}

/// A throw of `dice` by `thrower` (if the game says whose it is), as a phrase: "South threw 6
/// and 5." (`told-threw`, `told-dice-thrown`).
pub fn throw_phrase(thrower: Option<Seat>, dice: &[u8]) -> Phrase {
    let mut list = Phrase::new(format!("list-{}", dice.len().clamp(1, 4)));
    for (&name, &die) in ["a", "b", "c", "d"].iter().zip(dice) {
        list = list.with(name, die);
    }
    match thrower {
        Some(seat) => Phrase::new("told-threw").with("seat", seat).with("dice", list),
        None => Phrase::new("told-dice-thrown").with("dice", list),
    }
}
