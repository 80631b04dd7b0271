//! Ceelkoqyuqkoqiji, the Naxi game of "walking goats and buying holes": a two-row mancala with a
//! store at each end, five stones in each hole and a large stone (a goat: the mu and the gong)
//! in each store. Players sow either way with relays from the hole after the last stone; an
//! empty hole there captures the hole beyond, and on along an alternating line. A player with
//! an empty row must refill it from their winnings (huelshe) while a goat is still at home. A
//! campaign runs over rounds: goats are bought back, holes refilled, stones lent, and a debt of
//! five forces the sale of a hole; a player left without holes has lost. Rulesets: Eagle (mu 7,
//! gong 6), Equal Cost (both 5), Fourteen holes (2x7, seven a hole, both 7); two players, or four
//! (two inactive store owners).
//!
//! Sources: the ethnographic account of V. Eagle, recorded in Longquan village, Baisha Township,
//! Lijiang, Yunnan in 1992-1993 (Eagle 1995: 53-55; Ludii evidence DLP.Evidence.688), which is
//! followed where it and the Ludii ruleset "Eagle" summary differ. The decisions the sources
//! leave open are the C notes of `docs/rules-notes.md`.
//!
//! The decisions of the game are single actions (notation in brackets):
//! * the finger throw that decides who starts a round (`index`, `thumb`, `little`);
//! * a sowing: a hole of one's sector and a direction (`a3+` forward, `a3-` back; see `board`);
//! * where a large stone drops in a sowing that carries it with small stones (`p4`: as the
//!   fourth stone), asked again at every relay that picks one up;
//! * huelshe with an empty sector (`huelshe`, or `huelshe@2` for a short run starting at the
//!   third unsold hole) or declining it (`decline`);
//! * proposing to end the round (`propose`) and answering (`accept`, `refuse`);
//! * between rounds, buying back a sold hole (`buy:a3`, `nobuy`) and choosing the hole to sell
//!   (`sell:a3`).

mod board;
mod explain;
mod fast;
mod info;
mod lessons;
mod notes;
mod rules;
pub mod setup;
mod worth;

#[cfg(test)]
mod tests;

pub use board::topology;
pub use info::INFO;

use crate::engine::{
    Event, EventSink, Game, Note, Phrase, Phrased, Repetitions, Rng, Seat, Site, SiteState, SiteView, Standing, ToAct,
    Topology,
};
use notes::History;
use serde::{Deserialize, Serialize};

/// The most sites a board has (2x7 and two stores).
pub const MAX_SITES: usize = 16;
/// The mu (nanny-goat), the larger stone, starts in South's store `A`.
pub const MU: usize = 0;
/// The gong (billy-goat), the smaller stone, starts in North's store `B`.
pub const GONG: usize = 1;
/// The price of a hole, and the debt at which one must be sold.
pub const HOLE_PRICE: u16 = 5;

/// The three rulesets of the sources.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ruleset {
    /// 2x5, five a hole; the mu costs 7 and the gong 6 to buy back.
    #[default]
    Eagle,
    /// As Eagle, but both large stones cost 5.
    EqualCost,
    /// 2x7, seven a hole, both large stones cost 7.
    FourteenHoles,
}

impl Ruleset {
    /// Regular holes in a row.
    pub fn holes(self) -> usize {
        if self == Ruleset::FourteenHoles {
            7
        } else {
            5
        }
    }

    /// Stones in each hole at the start of a round.
    pub fn per_hole(self) -> u16 {
        if self == Ruleset::FourteenHoles {
            7
        } else {
            5
        }
    }

    /// What buying back the mu and the gong costs.
    pub fn prices(self) -> [u16; 2] {
        match self {
            Ruleset::Eagle => [7, 6],
            Ruleset::EqualCost => [5, 5],
            Ruleset::FourteenHoles => [7, 7],
        }
    }
}

/// Rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CeelkoRules {
    pub ruleset: Ruleset,
    /// 2, or 4 (two active players and two inactive store owners).
    pub players: u8,
    /// A short huelshe's run may pass over a sold hole (decision C10; off by default: a sold
    /// hole, which counts as empty, is a gap).
    pub huelshe_across_sold: bool,
}

impl Default for CeelkoRules {
    fn default() -> Self {
        CeelkoRules { ruleset: Ruleset::Eagle, players: 2, huelshe_across_sold: false }
    }
}

/// A direction of sowing along the ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// a1 towards A (counter-clockwise on screen).
    Forward,
    /// a1 towards B (clockwise on screen).
    Back,
}

/// A finger thrown to decide who starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Finger {
    /// The index finger, the snake: beats the thumb.
    Index,
    /// The thumb, the frog: beats the little finger.
    Thumb,
    /// The little finger, the centipede: beats the index finger.
    Little,
}

impl Finger {
    const ALL: [Finger; 3] = [Finger::Index, Finger::Thumb, Finger::Little];

    fn name(self) -> &'static str {
        match self {
            Finger::Index => "index",
            Finger::Thumb => "thumb",
            Finger::Little => "little",
        }
    }

    /// Whether this finger beats `other`.
    pub fn beats(self, other: Finger) -> bool {
        matches!(
            (self, other),
            (Finger::Index, Finger::Thumb) | (Finger::Thumb, Finger::Little) | (Finger::Little, Finger::Index)
        )
    }
}

/// Where a large stone is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Large {
    /// In its original store, never having left it this round.
    Home,
    /// In a regular hole.
    At(Site),
    /// In the hand of the player sowing.
    Hand,
    /// Off the board, won by this seat.
    Held(Seat),
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CeelkoAction {
    Throw(Finger),
    Sow(Site, Dir),
    /// The next large stone in hand drops as stone number `n` (from 1) of the sowing.
    Place(u8),
    /// Huelshe: one stone into each free hole of the sector, or, short of stones, into a run
    /// of free holes starting at free hole number `n` (from 0).
    Huelshe(u8),
    Decline,
    Propose,
    Accept,
    Refuse,
    BuyHole(Site),
    NoBuy,
    SellHole(Site),
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CeelkoError {
    /// The text is not an action of this game.
    Unknown(String),
    /// The action is not one of the legal ones now; the reason says why.
    NotNow { action: String, reason: Phrase },
}

impl std::error::Error for CeelkoError {}

impl Phrased for CeelkoError {
    /// `ceelkoqyuqkoqiji-refused-*` and the shared `refused-*` messages (their English is the
    /// `Display` text, formatted by `i18n`).
    fn phrase(&self) -> Phrase {
        match self {
            CeelkoError::Unknown(text) => Phrase::new("ceelkoqyuqkoqiji-refused-unknown").with("text", text.as_str()),
            CeelkoError::NotNow { action, reason } => Phrase::new("ceelkoqyuqkoqiji-refused-not-now")
                .with("action", action.as_str())
                .with("reason", reason.clone()),
        }
    }
}

/// Stones lifted for a sowing that carries a large stone, while the mover says where it drops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Hand {
    from: Site,
    dir: Dir,
    /// Lifted by a relay (not at the start of the move).
    relay: bool,
    small: u16,
    /// Which large stones are in the hand.
    large: [bool; 2],
    /// Where each large stone in hand drops (1-based), once chosen.
    placed: [Option<u8>; 2],
}

impl Hand {
    fn total(&self) -> u16 {
        self.small + u16::from(self.large[0]) + u16::from(self.large[1])
    }

    /// The large stone still to be placed, if its place is a real choice.
    fn next_choice(&self) -> Option<usize> {
        // The stone first: most hands hold none.
        let stone = (0..2).find(|&i| self.large[i] && self.placed[i].is_none())?;
        let free = self.total() as usize - self.placed.iter().filter(|p| p.is_some()).count();
        (free > 1).then_some(stone)
    }

    /// Places the large stones whose place is forced (the last free positions).
    fn settle_forced(&mut self) {
        for stone in 0..2 {
            if self.large[stone] && self.placed[stone].is_none() && self.next_choice().is_none() {
                let taken = |n: u8| self.placed.contains(&Some(n));
                let free = (1..=self.total() as u8).find(|&n| !taken(n));
                self.placed[stone] = free;
            }
        }
    }
}

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RoundEnd {
    /// The player to move declined huelshe (or had nothing to place): the other active player
    /// takes everything on the board.
    Declined(Seat),
    /// By agreement (or repetition, C12): each active player takes their own sector.
    Agreed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    /// The active players throw fingers: South first, then North.
    Throw { south: Option<Finger> },
    /// The mover sows, proposes, or (with an empty sector) huelshes or declines.
    Turn,
    /// The mover says where a large stone in hand drops.
    Placing(Hand),
    /// The other active player answers a proposal to end the round.
    Answer,
    /// Between rounds: `seller` may buy back a hole it sold.
    BuyBack { seller: Seat },
    /// Between rounds: `seller` owes `creditor` a hole's price or more and must sell a hole.
    Sell { seller: Seat, creditor: Seat },
    /// The campaign is over: `loser` has no hole left, or had less when the campaign began to
    /// repeat itself (`None`: equal).
    Over { loser: Option<Seat> },
}

/// A campaign of Ceelkoqyuqkoqiji.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ceelko {
    rules: CeelkoRules,
    /// Regular holes in a row, the ruleset's: kept at hand, since every step of a sowing asks.
    n: usize,
    /// Small stones on each site (stores: what has fallen in this round, their owner's).
    small: [u16; MAX_SITES],
    large: [Large; 2],
    /// Who owns each hole that has been sold.
    sold: [Option<Seat>; MAX_SITES],
    /// The bits the fast engine keeps beside `sold` and `large` (see `fast.rs`).
    index: fast::Index,
    /// Small stones each seat holds off the board: winnings, store contents after a round, reserve.
    held: [u16; 4],
    /// `owed[a][b]`: what seat `a` owes seat `b`.
    owed: [[u16; 4]; 4],
    to_move: Seat,
    phase: Phase,
    /// Seats that proposed an end and were refused, until they sow again (C11).
    refused: [bool; 2],
    /// Sellers who declined to buy back a hole in this transition.
    declined_buyback: [bool; 2],
    /// Positions since the last capture or huelshe, for the round's repetition rule (C12).
    positions: Repetitions<Position>,
    round: u16,
    /// Who started the current round.
    first_of_round: Seat,
    history: History,
    /// The state at the start of each round, for the campaign repetition rule (C16).
    starts: Repetitions<CampaignState>,
}

/// What the campaign repetition rule compares: stones held, debts, and who owns the sold holes.
type CampaignState = ([u16; 4], [[u16; 4]; 4], [Option<Seat>; MAX_SITES]);

/// What the repetition rule compares: stones on every site, the large stones, the mover.
type Position = ([u16; MAX_SITES], [Large; 2], Seat);

impl Ceelko {
    /// A new campaign: round 1 starts with the finger throw.
    pub fn new(rules: CeelkoRules) -> Ceelko {
        let rules = CeelkoRules { players: if rules.players == 4 { 4 } else { 2 }, ..rules };
        let mut game = Ceelko {
            rules,
            n: rules.ruleset.holes(),
            small: [0; MAX_SITES],
            large: [Large::Home; 2],
            sold: [None; MAX_SITES],
            index: fast::Index::of(rules.ruleset.holes(), &[Large::Home; 2], &[None; MAX_SITES]),
            held: [0; 4],
            owed: [[0; 4]; 4],
            to_move: Seat::FIRST,
            phase: Phase::Throw { south: None },
            refused: [false; 2],
            declined_buyback: [false; 2],
            positions: Repetitions::default(),
            round: 1,
            first_of_round: Seat::FIRST,
            history: History::default(),
            starts: Repetitions::default(),
        };
        for hole in game.holes_of(Seat::FIRST).chain(game.holes_of(Seat::SECOND)) {
            game.small[hole.index()] = rules.ruleset.per_hole();
        }
        // C16 counts the first round too: it starts as a later round would with each active
        // player holding just what their holes take.
        let need = [Seat::FIRST, Seat::SECOND].map(|seat| game.need(seat));
        game.starts.third_time(([need[0], need[1], 0, 0], [[0; 4]; 4], [None; MAX_SITES]));
        game
    }

    /// The rule options in force.
    pub fn rules(&self) -> CeelkoRules {
        self.rules
    }

    #[inline]
    fn n(&self) -> usize {
        self.n
    }

    #[inline]
    fn site_count(&self) -> usize {
        2 * self.n() + 2
    }

    /// South's store `A` and North's store `B`.
    pub fn store(&self, index: usize) -> Site {
        Site(((index + 1) * (self.n() + 1) - 1) as u8)
    }

    #[inline]
    fn store_index(&self, site: Site) -> Option<usize> {
        // `A` is site n, `B` the last one, 2n + 1.
        let n = self.n();
        match site.index() {
            i if i == n => Some(0),
            i if i == 2 * n + 1 => Some(1),
            _ => None,
        }
    }

    /// Who owns store `index` (0: `A`, 1: `B`) and the large stone that starts in it.
    pub fn store_owner(&self, index: usize) -> Seat {
        Seat::new(if self.rules.players == 4 { 2 + index as u8 } else { index as u8 })
    }

    /// The regular holes of `seat`'s row (sold or not).
    pub fn holes_of(&self, seat: Seat) -> impl Iterator<Item = Site> {
        let start = seat.index() * (self.n() + 1);
        (start..start + self.n()).map(|i| Site(i as u8))
    }

    fn row_of(&self, site: Site) -> Option<Seat> {
        let i = site.index();
        let n = self.n();
        match i {
            _ if i < n => Some(Seat::FIRST),
            _ if i > n && i < 2 * n + 1 => Some(Seat::SECOND),
            _ => None,
        }
    }

    #[inline]
    fn large_at(&self, site: Site) -> [bool; 2] {
        [0, 1].map(|i| matches!(self.large[i], Large::At(at) if at == site))
    }

    /// The state the campaign repetition rule compares (C16).
    pub(super) fn campaign_state(&self) -> CampaignState {
        (self.held, self.owed, self.sold)
    }

    /// Stones a regular hole holds (small and large).
    #[inline]
    fn stones_in(&self, site: Site) -> u16 {
        self.small[site.index()] + self.large_at(site).iter().filter(|&&l| l).count() as u16
    }

    fn sector_stones(&self, seat: Seat) -> u16 {
        self.holes_of(seat).filter(|h| self.sold[h.index()].is_none()).map(|h| self.stones_in(h)).sum()
    }

    fn free_holes(&self, seat: Seat) -> impl Iterator<Item = Site> + '_ {
        self.holes_of(seat).filter(|h| self.sold[h.index()].is_none())
    }

    /// Stones each seat holds off the board (during a round: winnings and reserve, not yet
    /// counting store contents).
    pub fn held(&self) -> [u16; 4] {
        self.held
    }

    /// `owed()[a][b]`: what seat `a` owes seat `b`.
    pub fn owed(&self) -> [[u16; 4]; 4] {
        self.owed
    }

    /// Who owns each sold hole, by site.
    pub fn sold(&self) -> &[Option<Seat>; MAX_SITES] {
        &self.sold
    }

    /// Where the mu and the gong are.
    pub fn large(&self) -> [Large; 2] {
        self.large
    }

    /// Small stones on the board, in stores included.
    pub fn small(&self) -> &[u16; MAX_SITES] {
        &self.small
    }

    /// The round being played, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// Every small stone: on the board, in stores, in hand, and held. Always 50 (98 on 2x7).
    pub fn total_small(&self) -> u32 {
        let in_hand = match self.phase {
            Phase::Placing(hand) => u32::from(hand.small),
            _ => 0,
        };
        self.small.iter().map(|&s| u32::from(s)).sum::<u32>()
            + self.held.iter().map(|&h| u32::from(h)).sum::<u32>()
            + in_hand
    }

    fn seats(&self) -> usize {
        usize::from(self.rules.players)
    }

    /// The site's name (`a3`, `A`); a site beyond the board, which no action can name but a
    /// program can, by its number.
    fn name_of(&self, site: Site) -> String {
        match self.topology().sites.get(site.index()) {
            Some(spec) => spec.id.clone(),
            None => format!("site {}", site.0),
        }
    }

    /// The `n`th site (from 1) a hand's sowing reaches.
    fn path_site(&self, hand: &Hand, n: u8) -> Site {
        (0..n).fold(hand.from, |site, _| self.step(site, hand.dir))
    }

    /// Who takes what is left on `site` when a round ends as `end`: a store's owner, else the
    /// other active player if one declined, or the owner of the hole's row.
    fn taker(&self, site: Site, end: RoundEnd) -> Seat {
        match (self.store_index(site), end) {
            (Some(store), _) => self.store_owner(store),
            (None, RoundEnd::Declined(by)) => by.opponent(),
            (None, RoundEnd::Agreed) => Seat::new(u8::from(site.index() > self.n())),
        }
    }
}

impl Game for Ceelko {
    const HARD_ITERATIONS: u32 = 30_000;

    type Action = CeelkoAction;
    type Error = CeelkoError;

    fn topology(&self) -> &'static Topology {
        topology(self.n(), self.seats())
    }

    fn seat_count(&self) -> usize {
        self.seats()
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Throw { south: None } => ToAct::Seat(Seat::FIRST),
            Phase::Throw { south: Some(_) } => ToAct::Seat(Seat::SECOND),
            Phase::Turn | Phase::Placing(_) => ToAct::Seat(self.to_move),
            Phase::Answer => ToAct::Seat(self.to_move.opponent()),
            Phase::BuyBack { seller } | Phase::Sell { seller, .. } => ToAct::Seat(seller),
            Phase::Over { .. } => ToAct::Over,
        }
    }

    fn legal_actions(&self, out: &mut Vec<CeelkoAction>) {
        self.list_legal(out);
    }

    /// As many as listed; a turn's counted from bits of the choices (see `fast.rs`).
    fn legal_count(&self) -> usize {
        self.count_legal()
    }

    /// Drawn from bits of the choices (see `fast.rs`), as choosing from the list would.
    #[inline]
    fn random_legal(&self, rng: &mut Rng, buffer: &mut Vec<CeelkoAction>) -> Option<CeelkoAction> {
        self.draw_legal(rng, buffer)
    }

    fn apply_with(&mut self, action: CeelkoAction, events: &mut impl EventSink) -> Result<(), CeelkoError> {
        if !self.is_legal(action) {
            return Err(CeelkoError::NotNow { action: self.action_text(action), reason: self.why_not(action) });
        }
        self.perform(action, events);
        Ok(())
    }

    fn apply_legal(&mut self, action: CeelkoAction, events: &mut impl EventSink) {
        debug_assert!(self.is_legal(action), "apply_legal was given an illegal action: {action:?}");
        self.perform(action, events);
    }

    fn returns(&self) -> Vec<f64> {
        match self.phase {
            Phase::Over { loser: Some(loser) } => {
                let share = 1.0 / (self.seats() - 1) as f64;
                (0..self.seats()).map(|i| if i == loser.index() { -1.0 } else { share }).collect()
            }
            _ => vec![0.0; self.seats()],
        }
    }

    fn evaluate(&self) -> Vec<f64> {
        self.estimate()
    }

    fn explain(&self, events: &[Event]) -> Vec<Phrase> {
        explain::explain(self, events)
    }

    fn scores(&self) -> Vec<u32> {
        // Small stones each seat holds off the board, and one for each large stone it holds
        // there; what lies in a store is shown on the board, as the store's count.
        (0..self.seats())
            .map(|i| {
                let large = self.large.iter().filter(|&&l| l == Large::Held(Seat::new(i as u8))).count() as u16;
                u32::from(self.held[i] + large)
            })
            .collect()
    }

    fn action_text(&self, action: CeelkoAction) -> String {
        match action {
            CeelkoAction::Throw(finger) => finger.name().to_string(),
            CeelkoAction::Sow(hole, Dir::Forward) => format!("{}+", self.name_of(hole)),
            CeelkoAction::Sow(hole, Dir::Back) => format!("{}-", self.name_of(hole)),
            CeelkoAction::Place(n) => format!("p{n}"),
            CeelkoAction::Huelshe(0) if self.phase == Phase::Turn && self.huelshe_fills_all(self.to_move) => {
                "huelshe".to_string()
            }
            CeelkoAction::Huelshe(start) => format!("huelshe@{start}"),
            CeelkoAction::Decline => "decline".to_string(),
            CeelkoAction::Propose => "propose".to_string(),
            CeelkoAction::Accept => "accept".to_string(),
            CeelkoAction::Refuse => "refuse".to_string(),
            CeelkoAction::BuyHole(hole) => format!("buy:{}", self.name_of(hole)),
            CeelkoAction::NoBuy => "nobuy".to_string(),
            CeelkoAction::SellHole(hole) => format!("sell:{}", self.name_of(hole)),
        }
    }

    fn action_label_phrase(&self, action: CeelkoAction) -> Phrase {
        let seat = match self.to_act() {
            ToAct::Seat(seat) => seat,
            _ => return Phrase::new("label-in-english").with("text", self.action_text(action)),
        };
        let label = |id: &str| Phrase::new(format!("ceelkoqyuqkoqiji-label-{id}")).with("seat", seat);
        match action {
            CeelkoAction::Throw(finger) => {
                let beaten = Finger::ALL.into_iter().find(|&other| finger.beats(other)).unwrap_or(finger);
                label("throw").with("finger", finger.name()).with("beaten", beaten.name())
            }
            CeelkoAction::Sow(hole, Dir::Forward) => label("sow-counter-clockwise").with("hole", self.name_of(hole)),
            CeelkoAction::Sow(hole, Dir::Back) => label("sow-clockwise").with("hole", self.name_of(hole)),
            CeelkoAction::Place(n) => label("place").with("number", n),
            CeelkoAction::Huelshe(start) => match self.huelshe_run(seat, start) {
                Some((_, run)) if run.len() == self.unsold(seat).1 => label("huelshe-all"),
                Some((holes, run)) => {
                    let names: Vec<String> = holes[run].iter().map(|&h| self.name_of(h)).collect();
                    label("huelshe-into").with("holes", names.join(", "))
                }
                None => Phrase::new("label-in-english").with("text", self.action_text(action)),
            },
            CeelkoAction::Decline => label("decline"),
            CeelkoAction::Propose => label("propose"),
            CeelkoAction::Accept => label("accept"),
            CeelkoAction::Refuse => label("refuse"),
            CeelkoAction::BuyHole(hole) => label("buy").with("hole", self.name_of(hole)).with("count", HOLE_PRICE),
            CeelkoAction::NoBuy => label("no-buy"),
            CeelkoAction::SellHole(hole) => label("sell").with("hole", self.name_of(hole)),
        }
    }

    fn action_site(&self, action: CeelkoAction) -> Option<Site> {
        match (action, self.phase) {
            (CeelkoAction::Sow(hole, _), _) | (CeelkoAction::BuyHole(hole), _) | (CeelkoAction::SellHole(hole), _) => {
                Some(hole)
            }
            (CeelkoAction::Place(n), Phase::Placing(hand)) => Some(self.path_site(&hand, n)),
            _ => None,
        }
    }

    fn parse_action(&self, text: &str) -> Result<CeelkoAction, CeelkoError> {
        let text = text.trim();
        let unknown = || CeelkoError::Unknown(text.to_string());
        let hole = |id: &str| self.topology().find(id).ok_or_else(unknown);
        if let Some(finger) = Finger::ALL.iter().find(|f| f.name() == text) {
            return Ok(CeelkoAction::Throw(*finger));
        }
        let action = match text {
            "huelshe" => CeelkoAction::Huelshe(0),
            "decline" => CeelkoAction::Decline,
            "propose" => CeelkoAction::Propose,
            "accept" => CeelkoAction::Accept,
            "refuse" => CeelkoAction::Refuse,
            "nobuy" => CeelkoAction::NoBuy,
            _ => {
                if let Some(n) = text.strip_prefix("huelshe@") {
                    CeelkoAction::Huelshe(n.parse().map_err(|_| unknown())?)
                } else if let Some(n) = text.strip_prefix('p') {
                    CeelkoAction::Place(n.parse().map_err(|_| unknown())?)
                } else if let Some(id) = text.strip_prefix("buy:") {
                    CeelkoAction::BuyHole(hole(id)?)
                } else if let Some(id) = text.strip_prefix("sell:") {
                    CeelkoAction::SellHole(hole(id)?)
                } else if let Some(id) = text.strip_suffix('+') {
                    CeelkoAction::Sow(hole(id)?, Dir::Forward)
                } else if let Some(id) = text.strip_suffix('-') {
                    CeelkoAction::Sow(hole(id)?, Dir::Back)
                } else {
                    return Err(unknown());
                }
            }
        };
        Ok(action)
    }

    fn sites(&self) -> Vec<SiteView> {
        // While the mover decides where a large stone drops, the lifted stones are shown where
        // they were.
        let hand = match self.phase {
            Phase::Placing(hand) => Some(hand),
            _ => None,
        };
        (0..self.site_count())
            .map(|i| {
                let site = Site(i as u8);
                let in_hand = hand.filter(|h| h.from == site);
                let mut large = 0u8;
                for stone in 0..2 {
                    let here = self.large[stone] == Large::At(site)
                        || (self.large[stone] == Large::Home && self.store_index(site) == Some(stone))
                        || in_hand.is_some_and(|h| h.large[stone]);
                    if here {
                        large |= 1 << stone;
                    }
                }
                let (owner, state) = match (self.store_index(site), self.sold[i]) {
                    (Some(store), _) => (Some(self.store_owner(store)), SiteState::Open),
                    (None, Some(buyer)) => (Some(buyer), SiteState::Claimed),
                    (None, None) => (self.row_of(site), SiteState::Open),
                };
                let count = self.small[i] + in_hand.map_or(0, |h| h.small) + large.count_ones() as u16;
                SiteView { count, owner, state, large }
            })
            .collect()
    }

    fn status_phrase(&self) -> Phrase {
        let at = |id: &str| Phrase::new(format!("ceelkoqyuqkoqiji-status-{id}")).with("round", self.round);
        match self.phase {
            Phase::Throw { south: None } => at("throw-south"),
            Phase::Throw { south: Some(_) } => at("throw-north"),
            Phase::Turn if self.sector_stones(self.to_move) == 0 => at("huelshe").with("seat", self.to_move),
            Phase::Turn => at("to-move").with("seat", self.to_move),
            Phase::Placing(_) => at("placing").with("seat", self.to_move),
            Phase::Answer => at("answer").with("seat", self.to_move).with("other", self.to_move.opponent()),
            Phase::BuyBack { seller } => at("buy-back").with("seat", seller),
            Phase::Sell { seller, creditor } => at("sell")
                .with("seat", seller)
                .with("creditor", creditor)
                .with("count", self.owed[seller.index()][creditor.index()]),
            Phase::Over { loser: Some(loser) } => at("lost").with("seat", loser),
            Phase::Over { loser: None } => at("drawn"),
        }
    }

    fn secret_choice(&self) -> bool {
        matches!(self.phase, Phase::Throw { .. })
    }

    fn standing(&self) -> Option<Standing> {
        Some(Standing {
            round: u32::from(self.round),
            reserves: self.held[..self.seats()].iter().map(|&h| u32::from(h)).collect(),
            owed: (0..self.seats()).map(|a| self.owed[a].iter().map(|&o| u32::from(o)).sum()).collect(),
            history: self.history.summaries(self.seats(), self.topology()),
            extras: self.standing_lines(),
        })
    }
}

impl Ceelko {
    /// Debts between each pair, sold holes, and where the goats are, in words.
    fn standing_lines(&self) -> Vec<Note> {
        let mut lines = Vec::new();
        for a in 0..self.seats() {
            for b in 0..self.seats() {
                let (debtor, creditor, owed) = (Seat::new(a as u8), Seat::new(b as u8), self.owed[a][b]);
                if owed > 0 {
                    lines.push(Note::Said(
                        Phrase::new("ceelko-line-owes")
                            .with("seat", debtor)
                            .with("other", creditor)
                            .with("count", owed),
                    ));
                }
            }
        }
        for (i, owner) in self.sold.iter().enumerate() {
            if let Some(owner) = *owner {
                let hole = self.name_of(Site(i as u8));
                lines.push(Note::Said(Phrase::new("ceelko-line-sold").with("hole", hole).with("seat", owner)));
            }
        }
        for (stone, name) in ["mu", "gong"].into_iter().enumerate() {
            if let Large::Held(holder) = self.large[stone] {
                lines.push(Note::Said(Phrase::new("ceelko-line-goat-held").with("goat", name).with("seat", holder)));
            }
        }
        lines
    }

    fn why_not(&self, action: CeelkoAction) -> Phrase {
        let said = Phrase::new;
        match (self.phase, action) {
            (Phase::Over { .. }, _) => said("ceelkoqyuqkoqiji-refused-over"),
            (Phase::Turn, CeelkoAction::Sow(hole, _)) if hole.index() >= self.site_count() => {
                said("ceelkoqyuqkoqiji-refused-not-legal")
            }
            (Phase::Turn, CeelkoAction::Sow(hole, _)) => {
                let name = self.name_of(hole);
                match self.row_of(hole) {
                    Some(row) if row != self.to_move => {
                        said("refused-not-your-row").with("hole", name).with("seat", self.to_move)
                    }
                    None => said("ceelkoqyuqkoqiji-refused-store"),
                    _ if self.sold[hole.index()].is_some() => said("ceelkoqyuqkoqiji-refused-sold").with("hole", name),
                    _ if self.sector_stones(self.to_move) == 0 => said("ceelkoqyuqkoqiji-refused-sector-empty"),
                    _ => said("refused-empty").with("hole", name),
                }
            }
            (Phase::Turn, CeelkoAction::Decline | CeelkoAction::Huelshe(_)) if self.sector_stones(self.to_move) > 0 => {
                said("ceelkoqyuqkoqiji-refused-stones-left").with("seat", self.to_move)
            }
            (Phase::Turn, CeelkoAction::Decline) => said("ceelkoqyuqkoqiji-refused-huelshe-obligatory"),
            (Phase::Turn, CeelkoAction::Huelshe(_)) => said("ceelkoqyuqkoqiji-refused-short-huelshe"),
            (Phase::Turn, CeelkoAction::Propose) => said("ceelkoqyuqkoqiji-refused-propose-again"),
            (Phase::Placing(_), _) => said("ceelkoqyuqkoqiji-refused-place-first"),
            (Phase::Throw { .. }, _) => said("ceelkoqyuqkoqiji-refused-throw-first"),
            (Phase::Answer, _) => said("ceelkoqyuqkoqiji-refused-answer"),
            (Phase::BuyBack { .. } | Phase::Sell { .. }, _) => said("ceelkoqyuqkoqiji-refused-settling"),
            _ => said("ceelkoqyuqkoqiji-refused-not-legal"),
        }
    }
}
