//! What the standing says under each finished round of a campaign (Eagle 1995): how the round
//! ended, goats and holes bought back, holes sold, debts repaid, loans. They are kept as values
//! while the game is played and put in words (the English records keep, a phrase for the app)
//! only when the standing is asked for, so that random playouts and searches build no text.

use crate::engine::{Note, Phrase, RoundSummary, Seat, Site, Topology};

/// A finished round: its number, who moved first, what each seat took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Finished {
    pub round: u32,
    pub first: Seat,
    pub taken: [u16; 4],
}

/// The finished rounds of a campaign with their notes, all the notes in one list (where each
/// round's start is kept), so that a round adds no list of its own.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct History {
    rounds: Vec<(Finished, usize)>,
    notes: Vec<RoundNote>,
}

/// Room for this many more rounds, and notes, is made in every copy, so that a campaign copied
/// for a playout or a search rarely grows its history while it plays.
const ROOM: [usize; 2] = [16, 64];

impl Clone for History {
    fn clone(&self) -> Self {
        let mut rounds = Vec::with_capacity(self.rounds.len() + ROOM[0]);
        rounds.extend_from_slice(&self.rounds);
        let mut notes = Vec::with_capacity(self.notes.len() + ROOM[1]);
        notes.extend_from_slice(&self.notes);
        History { rounds, notes }
    }
}

impl History {
    /// Adds a finished round, with its first note: how it ended.
    pub fn push(&mut self, round: Finished, how: RoundNote) {
        self.rounds.push((round, self.notes.len()));
        self.notes.push(how);
    }

    /// Notes `note` under the last finished round.
    pub fn note(&mut self, note: RoundNote) {
        if !self.rounds.is_empty() {
            self.notes.push(note);
        }
    }

    /// The notes of the last finished round.
    pub fn last_notes(&self) -> &[RoundNote] {
        self.rounds.last().map_or(&[], |&(_, start)| &self.notes[start..])
    }

    /// The rounds as the standing shows them, for `seats` seats on `topology`'s board.
    pub fn summaries(&self, seats: usize, topology: &Topology) -> Vec<RoundSummary> {
        let ends = self.rounds.iter().skip(1).map(|&(_, start)| start).chain([self.notes.len()]);
        self.rounds
            .iter()
            .zip(ends)
            .map(|(&(round, start), end)| RoundSummary {
                round: round.round,
                first: round.first,
                taken: round.taken[..seats].iter().map(|&t| u32::from(t)).collect(),
                notes: self.notes[start..end].iter().map(|note| note.said(topology)).collect(),
            })
            .collect()
    }
}

/// One line under a finished round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RoundNote {
    /// `by` declined huelshe and the other took the board.
    Declined { by: Seat },
    /// The round ended by agreement.
    Agreed,
    /// `owner` bought back a large stone (`goat`: "mu" or "gong") from `holder` for `price`,
    /// owing what it could not pay.
    GoatBought { owner: Seat, goat: &'static str, holder: Seat, price: u16, owing: u16 },
    /// `debtor` repaid `count` to `creditor`.
    Repaid { debtor: Seat, count: u16, creditor: Seat },
    /// `seller` bought back `hole` from `owner`.
    HoleBoughtBack { seller: Seat, hole: Site, owner: Seat },
    /// `seller` sold `hole` to `creditor`.
    HoleSold { seller: Seat, hole: Site, creditor: Seat },
    /// `borrower` borrowed `amount` from `lender`.
    Borrowed { borrower: Seat, amount: u16, lender: Seat },
    /// The next round would have started as two earlier ones did.
    Repeated,
}

impl RoundNote {
    /// The note as a phrase (the messages `ceelko-note-*`), whose English records keep.
    pub fn said(&self, topology: &Topology) -> Note {
        Note::Said(self.phrase(topology))
    }

    fn phrase(&self, topology: &Topology) -> Phrase {
        match *self {
            RoundNote::Declined { by } => {
                Phrase::new("ceelko-note-declined").with("seat", by).with("other", by.opponent())
            }
            RoundNote::Agreed => Phrase::new("ceelko-note-agreed"),
            RoundNote::GoatBought { owner, goat, holder, price, owing } => {
                Phrase::new(if owing > 0 { "ceelko-note-goat-bought-owing" } else { "ceelko-note-goat-bought" })
                    .with("seat", owner)
                    .with("goat", goat)
                    .with("other", holder)
                    .with("count", price)
                    .with("owing", owing)
            }
            RoundNote::Repaid { debtor, count, creditor } => {
                Phrase::new("ceelko-note-repaid").with("seat", debtor).with("count", count).with("other", creditor)
            }
            RoundNote::HoleBoughtBack { seller, hole, owner } => Phrase::new("ceelko-note-hole-bought-back")
                .with("seat", seller)
                .with("hole", topology.id(hole))
                .with("other", owner),
            RoundNote::HoleSold { seller, hole, creditor } => Phrase::new("ceelko-note-hole-sold")
                .with("seat", seller)
                .with("hole", topology.id(hole))
                .with("other", creditor),
            RoundNote::Borrowed { borrower, amount, lender } => {
                Phrase::new("ceelko-note-borrowed").with("seat", borrower).with("count", amount).with("other", lender)
            }
            RoundNote::Repeated => Phrase::new("ceelko-note-repeated"),
        }
    }
}
