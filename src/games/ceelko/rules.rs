//! Ceelkoqyuqkoqiji's rules as a researcher reads them beside the sources: the reference engine
//! ([`crate::engine::Reference`]) plays the game by these methods only.
//!
//! The sources are the ethnographic account of V. Eagle (Eagle 1995: 53-55, recorded in Longquan
//! village, Lijiang, 1992-1993; `/work/shared/seeds/ceelkoqyuqkoqiji-evidence-eagle-1995.txt`
//! holds it as the Ludii evidence record DLP.Evidence.688 gives it), which wins where it and the
//! Ludii ruleset "Eagle" summary (after Eagle 1995: 53) differ. The evidence record gives the
//! account as pages 53-55 without marking where each page begins, so the quotations below cite
//! that range. What the texts leave open is decided in the C notes of `docs/rules-notes.md`,
//! cited where they apply.
//!
//! The methods follow the account's own order: the finger throw (Preliminaries), a sowing with
//! its relays and captures (Play), the stores, the large stones, huelshe, the end of a round,
//! then everything between rounds (Rounds, Sold holes). Everything here works on the plain
//! values of the state: stones per site (`small`), where the mu and the gong are (`large`), who
//! bought each hole (`sold`), what each seat holds and owes. The fast engine (`fast/mod.rs`,
//! `fast/ledger.rs`, and the `Game` implementation in `mod.rs`) keeps bit sets beside these values
//! and must reach the very same state and events: `tests/agree.rs` checks it.

use super::notes::{Finished, RoundNote};
use super::{Ceelko, CeelkoAction, CeelkoError, Dir, Finger, Hand, Large, Phase, RoundEnd, HOLE_PRICE};
use crate::engine::{Event, EventSink, Game, Rules, Seat, Site, ToAct, TransferReason};

impl Ceelko {
    // ----- what may be done -----------------------------------------------------------------

    /// Every legal action, in the order the fast engine lists them.
    pub(super) fn legal_by_rules(&self) -> Vec<CeelkoAction> {
        let mover = self.to_move;
        match self.phase {
            // "the two active players simultaneously throw out either thumb, index finger, or
            // little finger" (Eagle 1995: 53-55); South throws first, then North (C14).
            Phase::Throw { .. } => Finger::ALL.map(CeelkoAction::Throw).to_vec(),
            Phase::Turn => {
                let holes = self.holes_to_sow(mover);
                if holes.is_empty() {
                    // "Whenever a player whose turn it is to move has no stones in any of the
                    // holes in his sector, he may 'huelshe'" (Eagle 1995: 53-55).
                    let mut actions: Vec<CeelkoAction> =
                        self.huelshe_choices(mover).into_iter().map(CeelkoAction::Huelshe).collect();
                    if self.may_decline(mover) {
                        actions.push(CeelkoAction::Decline);
                    }
                    return actions;
                }
                // "Play is in either direction throughout the game" (Eagle 1995: 53-55): each
                // hole that holds stones, either way.
                let mut actions = Vec::new();
                for hole in holes {
                    actions.push(CeelkoAction::Sow(hole, Dir::Forward));
                    actions.push(CeelkoAction::Sow(hole, Dir::Back));
                }
                // "The round ends by mutual agreement" (Eagle 1995: 53-55): a proposal, not made
                // again by a player refused until they have sown (C11).
                if !self.refused[mover.index()] {
                    actions.push(CeelkoAction::Propose);
                }
                actions
            }
            // "the stones may be sown in any order" (Eagle 1995: 53-55): any place still free
            // in the sowing (C3).
            Phase::Placing(hand) => {
                (1..=hand.total() as u8).filter(|&n| !hand.placed.contains(&Some(n))).map(CeelkoAction::Place).collect()
            }
            Phase::Answer => vec![CeelkoAction::Accept, CeelkoAction::Refuse],
            Phase::BuyBack { seller } => {
                let mut actions: Vec<CeelkoAction> =
                    self.holes_seller_may_buy(seller).into_iter().map(CeelkoAction::BuyHole).collect();
                actions.push(CeelkoAction::NoBuy);
                actions
            }
            Phase::Sell { seller, .. } => {
                self.holes_seller_may_sell(seller).into_iter().map(CeelkoAction::SellHole).collect()
            }
            Phase::Over { .. } => Vec::new(),
        }
    }

    /// `seat`'s holes it may sow from: "A move may not begin from a store" (Eagle 1995: 53-55),
    /// and a sold hole is no longer the seller's; any other hole of its row holding stones.
    fn holes_to_sow(&self, seat: Seat) -> Vec<Site> {
        self.holes_of(seat).filter(|&hole| self.sold[hole.index()].is_none() && self.stones_in(hole) > 0).collect()
    }

    /// Performs a legal action.
    fn act_by_rules(&mut self, action: CeelkoAction, events: &mut impl EventSink) {
        match (self.phase, action) {
            (Phase::Throw { south: None }, CeelkoAction::Throw(finger)) => {
                self.phase = Phase::Throw { south: Some(finger) };
            }
            (Phase::Throw { south: Some(south) }, CeelkoAction::Throw(north)) => self.fingers(south, north, events),
            (Phase::Turn, CeelkoAction::Sow(hole, dir)) => self.begin_sowing(hole, dir, events),
            (Phase::Placing(hand), CeelkoAction::Place(n)) => self.place_large(hand, n, events),
            (Phase::Turn, CeelkoAction::Huelshe(start)) => self.place_huelshe(start, events),
            // "If he declines to do this, the round ends" (Eagle 1995: 53-55).
            (Phase::Turn, CeelkoAction::Decline) => self.close_round(RoundEnd::Declined(self.to_move), events),
            (Phase::Turn, CeelkoAction::Propose) => self.phase = Phase::Answer,
            (Phase::Answer, CeelkoAction::Accept) => self.close_round(RoundEnd::Agreed, events),
            (Phase::Answer, CeelkoAction::Refuse) => {
                self.refused[self.to_move.index()] = true;
                self.phase = Phase::Turn;
            }
            (Phase::BuyBack { seller }, CeelkoAction::BuyHole(hole)) => {
                self.buy_back_hole(seller, hole, events);
                self.settle_between_rounds(events);
            }
            (Phase::BuyBack { seller }, CeelkoAction::NoBuy) => {
                self.declined_buyback[seller.index()] = true;
                self.settle_between_rounds(events);
            }
            (Phase::Sell { seller, creditor }, CeelkoAction::SellHole(hole)) => {
                self.sell_to_creditor(seller, creditor, hole, events);
                self.settle_between_rounds(events);
            }
            _ => unreachable!("only legal actions are performed"),
        }
    }

    // ----- preliminaries: the finger throw --------------------------------------------------

    /// "index finger (snake) beats thumb (frog), which beats little finger (centipede), which in
    /// turn beats index finger. This procedure is followed at the start of each round" (Eagle
    /// 1995: 53-55). A tie is thrown again (C14).
    fn fingers(&mut self, south: Finger, north: Finger, events: &mut impl EventSink) {
        if south == north {
            self.phase = Phase::Throw { south: None };
            return;
        }
        let first = if south.beats(north) { Seat::FIRST } else { Seat::SECOND };
        self.open_round(first, events);
    }

    /// The winner of the throw moves first.
    fn open_round(&mut self, first: Seat, events: &mut impl EventSink) {
        self.to_move = first;
        self.first_of_round = first;
        self.phase = Phase::Turn;
        self.positions.clear();
        self.positions.third_time((self.small, self.large, self.to_move));
        events.push(Event::RoundStart { round: self.round, first });
        events.push(Event::TurnEnd { next: ToAct::Seat(first) });
    }

    // ----- play: a sowing -------------------------------------------------------------------

    /// A move: the mover lifts a hole of their row and, once every large stone in hand has its
    /// place, sows it.
    fn begin_sowing(&mut self, hole: Site, dir: Dir, events: &mut impl EventSink) {
        let hand = self.lift_hand(hole, dir, false);
        if hand.next_choice().is_some() {
            self.phase = Phase::Placing(hand);
        } else {
            self.sow_and_relay(hand, events);
        }
    }

    /// Lifts what a site gives to a sowing. From a regular hole: all its stones, large ones
    /// included ("The large stones are played, relayed and captured just like the small
    /// stones", Eagle 1995: 53-55). From a store, only by a relay and only its own large stone:
    /// "small stones are not captured or relayed from a store, nor is a large stone which has
    /// left its original store" (Eagle 1995: 53-55; C4).
    fn lift_hand(&mut self, from: Site, dir: Dir, relay: bool) -> Hand {
        let mut hand = Hand { from, dir, relay, small: 0, large: [false; 2], placed: [None; 2] };
        match self.store_index(from) {
            Some(store) => hand.large[store] = true,
            None => {
                hand.small = std::mem::take(&mut self.small[from.index()]);
                for stone in 0..2 {
                    hand.large[stone] = self.large[stone] == Large::At(from);
                }
            }
        }
        for stone in 0..2 {
            if hand.large[stone] {
                self.large[stone] = Large::Hand;
            }
        }
        // A large stone with only one place left to drop is not asked about (C3).
        hand.settle_forced();
        hand
    }

    /// "In sowing the contents of a hole containing both large and small stones, the stones may
    /// be sown in any order" (Eagle 1995: 53-55): the mover names the place (from 1) of the next
    /// large stone in hand, the mu first (C3); then the hand is sown.
    fn place_large(&mut self, mut hand: Hand, n: u8, events: &mut impl EventSink) {
        if let Some(stone) = hand.next_choice() {
            hand.placed[stone] = Some(n);
        }
        hand.settle_forced();
        if hand.next_choice().is_some() {
            self.phase = Phase::Placing(hand);
        } else {
            self.phase = Phase::Turn;
            self.sow_and_relay(hand, events);
        }
    }

    /// Sows a hand, then relays or captures: "relay from the postultimate hole of a sowing; if
    /// this and the next hole are both empty, the move ends with no capture. If the postultimate
    /// hole is empty and the following hole is not, then capture from an alternating sequence
    /// of empty and non-empty holes beginning with the postultimate hole ... Following capture,
    /// a move ends" (Eagle 1995: 53-55). The direction is kept through every relay (C2).
    fn sow_and_relay(&mut self, mut hand: Hand, events: &mut impl EventSink) {
        let mover = self.to_move;
        loop {
            let from = hand.from;
            let count = hand.total();
            events.push(if hand.relay {
                Event::Relay { site: from, count }
            } else {
                Event::PickUp { site: from, count }
            });
            for stone in 0..2 {
                if hand.large[stone] {
                    events.push(Event::LargeMove { stone: stone as u8, to: None });
                }
            }
            let last = if hand.large[0] || hand.large[1] {
                self.sow_with_large(&hand, events)
            } else {
                self.sow_small(hand.from, hand.dir, hand.small, events)
            };
            let postultimate = self.next_site(last, hand.dir);
            if self.occupied(postultimate) {
                // The relay: the postultimate hole is lifted and sown on the same way.
                hand = self.lift_hand(postultimate, hand.dir, true);
                if hand.next_choice().is_some() {
                    self.phase = Phase::Placing(hand);
                    return;
                }
                continue;
            }
            self.capture_chain(postultimate, hand.dir, mover, events);
            break;
        }
        // A player refused may propose again once they have sown (C11).
        self.refused[mover.index()] = false;
        self.pass_turn(events);
    }

    /// The alternating sequence from the empty postultimate hole `gap`: each occupied hole after
    /// an empty one is captured, "and so forth until there are two occupied or two empty holes
    /// in a row" (Ludii summary, after Eagle 1995: 53). Once round the ring at most.
    fn capture_chain(&mut self, mut gap: Site, dir: Dir, mover: Seat, events: &mut impl EventSink) {
        let mut target = self.next_site(gap, dir);
        let mut visited = 0;
        while !self.occupied(gap) && self.occupied(target) && visited < self.site_count() {
            self.take_captured(target, mover, events);
            gap = self.next_site(target, dir);
            target = self.next_site(gap, dir);
            visited += 2;
        }
    }

    /// Whether a site counts as occupied for relays and captures. A store: "except when a store
    /// contains a large stone which never left it, it is always 'empty'" (Eagle 1995: 53-55;
    /// C4). A sold hole: "It is always empty (that is, counts as an empty hole with respect to
    /// pussa kanawa captures for either player)" (Eagle 1995: 53-55). Any other hole: whether
    /// it holds a stone.
    fn occupied(&self, site: Site) -> bool {
        match self.store_index(site) {
            Some(store) => self.large[store] == Large::Home,
            None => self.sold[site.index()].is_none() && self.stones_in(site) > 0,
        }
    }

    /// The site after `site` going `dir` round the ring of holes and stores: "Both stores are
    /// sown into normally by both players" (Eagle 1995: 53-55).
    fn next_site(&self, site: Site, dir: Dir) -> Site {
        let sites = self.site_count();
        let next = match dir {
            Dir::Forward => (site.index() + 1) % sites,
            Dir::Back => (site.index() + sites - 1) % sites,
        };
        Site(next as u8)
    }

    /// Sows a hand holding large stones one stone at a time, each large stone at the place the
    /// mover gave it (C3); returns the site of the last stone.
    pub(super) fn sow_with_large(&mut self, hand: &Hand, events: &mut impl EventSink) -> Site {
        let mut at = hand.from;
        for n in 1..=hand.total() as u8 {
            at = self.next_site(at, hand.dir);
            let stone = (0..2).find(|&i| hand.placed[i] == Some(n));
            events.push(Event::Drop { site: at });
            self.drop_one(at, stone, events);
        }
        at
    }

    /// Sows `count` small stones from `from`, one into each site in turn; a sowing of more
    /// stones than sites goes round and drops into its starting hole too (C2). Returns the site
    /// of the last.
    pub(super) fn sow_small(&mut self, from: Site, dir: Dir, count: u16, events: &mut impl EventSink) -> Site {
        let mut at = from;
        for _ in 0..count {
            at = self.next_site(at, dir);
            events.push(Event::Drop { site: at });
            self.drop_one(at, None, events);
        }
        at
    }

    /// One stone (small, or large stone `stone`) falls into `site`. "Stores are sinks, in that
    /// whatever is sown in them never comes out, but in effect has been captured by the owner of
    /// the store" (Eagle 1995: 53-55): a large stone sown into a store is won by its owner, a
    /// small one stays there, the owner's (C4). A sold hole: "anything sown into it is
    /// immediately taken by the owner", and "A player is free to relay or play a large stone
    /// into a hole he has bought, thereby capturing it" (Eagle 1995: 53-55; C19).
    pub(super) fn drop_one(&mut self, site: Site, stone: Option<usize>, events: &mut impl EventSink) {
        let store_owner = self.store_index(site).map(|store| self.store_owner(store));
        let buyer = self.sold[site.index()];
        match (stone, store_owner.or(buyer)) {
            (Some(stone), Some(owner)) => {
                self.large[stone] = Large::Held(owner);
                events.push(Event::Capture { site, count: 1, by: owner });
            }
            (Some(stone), None) => {
                self.large[stone] = Large::At(site);
                events.push(Event::LargeMove { stone: stone as u8, to: Some(site) });
            }
            (None, Some(owner)) if buyer.is_some() => {
                self.held[owner.index()] += 1;
                events.push(Event::Capture { site, count: 1, by: owner });
            }
            (None, _) => self.small[site.index()] += 1,
        }
    }

    /// "Captures are removed from the board, and are set aside, to be reckoned at the end of the
    /// round" (Eagle 1995: 53-55). From a store only its own large stone is taken (C4); from a
    /// hole, everything in it. A capture makes earlier positions unreachable (C12).
    fn take_captured(&mut self, site: Site, by: Seat, events: &mut impl EventSink) {
        let mut count = 0;
        if let Some(store) = self.store_index(site) {
            self.large[store] = Large::Held(by);
            events.push(Event::LargeMove { stone: store as u8, to: None });
            count += 1;
        } else {
            count += std::mem::take(&mut self.small[site.index()]);
            self.held[by.index()] += count;
            for stone in 0..2 {
                if self.large[stone] == Large::At(site) {
                    self.large[stone] = Large::Held(by);
                    events.push(Event::LargeMove { stone: stone as u8, to: None });
                    count += 1;
                }
            }
        }
        events.push(Event::Capture { site, count, by });
        self.positions.clear();
    }

    /// The turn passes to the other active player. A position seen for the third time since
    /// the last capture or huelshe ends the round as if by agreement (C12); a player with an
    /// empty sector and nothing to huelshe with ends it as if declining (C9).
    fn pass_turn(&mut self, events: &mut impl EventSink) {
        self.to_move = self.to_move.opponent();
        self.phase = Phase::Turn;
        if self.positions.third_time((self.small, self.large, self.to_move)) {
            self.close_round(RoundEnd::Agreed, events);
            return;
        }
        if self.stones_for_huelshe(self.to_move) == 0 && self.holes_to_sow(self.to_move).is_empty() {
            self.close_round(RoundEnd::Declined(self.to_move), events);
            return;
        }
        events.push(Event::TurnEnd { next: ToAct::Seat(self.to_move) });
    }

    // ----- huelshe --------------------------------------------------------------------------

    /// Whether declining huelshe is barred: "If there is still a large stone in its original
    /// store, then huelshe is obligatory, as otherwise the large stone would belong to neither
    /// player" (Eagle 1995: 53-55).
    fn goat_at_home(&self) -> bool {
        self.large.contains(&Large::Home)
    }

    /// Whether `seat`, with an empty sector, may decline huelshe: unless a goat is at home; or
    /// when it has no stone to place, since the round then ends as if it had declined (C9; in
    /// play [`Ceelko::pass_turn`] ends it at once, in a position set up by hand it is the only
    /// action).
    fn may_decline(&self, seat: Seat) -> bool {
        !self.goat_at_home() || self.stones_for_huelshe(seat) == 0
    }

    /// The stones `seat` may huelshe with: its winnings, then what has fallen into its own store
    /// ("Stones which have fallen into a store may be removed freely by the owner and added to
    /// his stock of captured stones", Eagle 1995: 53-55; C10).
    fn stones_for_huelshe(&self, seat: Seat) -> u16 {
        let own_stores: u16 = (0..2)
            .filter(|&store| self.store_owner(store) == seat)
            .map(|store| self.small[self.store(store).index()])
            .sum();
        self.held[seat.index()] + own_stores
    }

    /// The holes a huelshe may fill, in row order: "on huelshe nothing is placed in it [a sold
    /// hole] by either player" (Eagle 1995: 53-55).
    fn huelshe_holes(&self, seat: Seat) -> Vec<Site> {
        self.holes_of(seat).filter(|hole| self.sold[hole.index()].is_none()).collect()
    }

    /// How many holes a huelshe fills: "placing a single stone in each hole in his sector"; with
    /// "fewer stones than holes, he may place his stones in as many holes as he can ... there
    /// may be no gaps, that is the holes he places singletons in must be consecutive" (Eagle
    /// 1995: 53-55). A sold hole is a gap, so the run lies among unsold holes side by side, and
    /// if none is long enough fills the longest; under `huelshe_across_sold` it may pass over
    /// sold holes (C10).
    fn huelshe_run_length(&self, seat: Seat, holes: &[Site]) -> usize {
        let stones = usize::from(self.stones_for_huelshe(seat));
        if stones >= holes.len() || self.rules.huelshe_across_sold {
            return stones.min(holes.len());
        }
        let mut longest = 0;
        let mut run = 0;
        for (i, hole) in holes.iter().enumerate() {
            let follows_the_last = i > 0 && hole.index() == holes[i - 1].index() + 1;
            run = if follows_the_last { run + 1 } else { 1 };
            longest = longest.max(run);
        }
        stones.min(longest)
    }

    /// The huelshes `seat` may make, each named by the number (from 0) of the unsold hole its
    /// run starts at: every start whose run of the huelshe's length is without gaps ("The choice
    /// of holes is his", Eagle 1995: 53-55); a huelshe filling every hole has one start.
    fn huelshe_choices(&self, seat: Seat) -> Vec<u8> {
        let holes = self.huelshe_holes(seat);
        let length = self.huelshe_run_length(seat, &holes);
        (0..holes.len())
            .filter(|&start| self.huelshe_run_fits(&holes, start, length))
            .map(|start| start as u8)
            .collect()
    }

    /// Whether `length` of the unsold `holes` from number `start` make a run a huelshe may fill.
    fn huelshe_run_fits(&self, holes: &[Site], start: usize, length: usize) -> bool {
        let end = start + length;
        if length == 0 || end > holes.len() || (length == holes.len() && start > 0) {
            return false;
        }
        if self.rules.huelshe_across_sold || length == holes.len() {
            return true;
        }
        // Side by side on the board: no sold hole between the first and the last.
        holes[end - 1].index() - holes[start].index() == length - 1
    }

    /// Huelshe: one stone into each hole of the run from the mover's stock, held stones first,
    /// then its own store's (C10); "and then playing normally" (Eagle 1995: 53-55), so the
    /// mover moves again. The board has changed for good (C12).
    fn place_huelshe(&mut self, start: u8, events: &mut impl EventSink) {
        let mover = self.to_move;
        let holes = self.huelshe_holes(mover);
        let length = self.huelshe_run_length(mover, &holes);
        let start = usize::from(start);
        for &hole in &holes[start..start + length] {
            if self.held[mover.index()] > 0 {
                self.held[mover.index()] -= 1;
            } else if let Some(store) =
                (0..2).find(|&i| self.store_owner(i) == mover && self.small[self.store(i).index()] > 0)
            {
                let site = self.store(store);
                self.small[site.index()] -= 1;
                events.push(Event::PickUp { site, count: 1 });
            }
            self.small[hole.index()] += 1;
            events.push(Event::Drop { site: hole });
        }
        self.positions.clear();
    }

    // ----- the end of a round ---------------------------------------------------------------

    /// The round ends. Declined: "his opponent confiscates all the stones on his side of the
    /// board" (account), "the opponent takes all the remaining stones on the board" (summary):
    /// the same stones (C13). By agreement: "each player taking the few stones left in his
    /// sector" (Eagle 1995: 53-55). Each store's stones are its owner's (C11). Then the
    /// accounts between rounds.
    fn close_round(&mut self, end: RoundEnd, events: &mut impl EventSink) {
        let mut taken = [0u16; 4];
        for seat in [Seat::FIRST, Seat::SECOND] {
            let row: u16 = self.holes_of(seat).map(|hole| self.small[hole.index()]).sum();
            let first_hole = self.holes_of(seat).next().expect("a row has holes");
            taken[self.taker(first_hole, end).index()] += row;
        }
        for store in 0..2 {
            let site = self.store(store);
            taken[self.taker(site, end).index()] += self.small[site.index()];
        }
        for stones in self.small.iter_mut() {
            *stones = 0;
        }
        for (held, taken) in self.held.iter_mut().zip(taken) {
            *held += taken;
        }
        // A large stone on the board goes with the stones around it; one still at home, with
        // its store, to the store's owner (C9).
        for stone in 0..2 {
            let to = match self.large[stone] {
                Large::At(site) => Some(self.taker(site, end)),
                Large::Home => Some(self.store_owner(stone)),
                Large::Hand | Large::Held(_) => None,
            };
            if let Some(to) = to {
                self.large[stone] = Large::Held(to);
            }
        }
        for (seat, &count) in taken.iter().enumerate().take(self.seats()) {
            events.push(Event::Settle { seat: Seat::new(seat as u8), count });
        }
        let how = match end {
            RoundEnd::Declined(by) => RoundNote::Declined { by },
            RoundEnd::Agreed => RoundNote::Agreed,
        };
        self.history.push(Finished { round: u32::from(self.round), first: self.first_of_round, taken }, how);
        self.positions.clear();
        self.declined_buyback = [false; 2];
        self.buy_back_goats(events);
        self.repay_debts(events);
        self.settle_between_rounds(events);
    }

    // ----- rounds: goats, debts, holes ------------------------------------------------------

    /// "The large stones, if they do not now belong to their original owners, must be bought
    /// back ... the mu is worth seven, and the gong is worth six. But it is also acceptable to
    /// value them both at five" (Eagle 1995: 53-55; the Fourteen holes ruleset values both at
    /// seven, C18). What the owner cannot pay becomes a debt (C5). Both goats go home.
    fn buy_back_goats(&mut self, events: &mut impl EventSink) {
        for (stone, name) in ["mu", "gong"].into_iter().enumerate() {
            let owner = self.store_owner(stone);
            if let Large::Held(holder) = self.large[stone] {
                if holder != owner {
                    let price = self.rules.ruleset.prices()[stone];
                    let paid = price.min(self.held[owner.index()]);
                    self.pay(owner, holder, paid, TransferReason::PieceBuyBack, events);
                    self.owed[owner.index()][holder.index()] += price - paid;
                    self.note(RoundNote::GoatBought { owner, goat: name, holder, price, owing: price - paid });
                }
            }
            self.large[stone] = Large::Home;
            events.push(Event::LargeMove { stone: stone as u8, to: Some(self.store(stone)) });
        }
    }

    /// Stones `seat` needs to refill its holes: "At the end of a round the players attempt to
    /// refill their holes as they were initially" (Eagle 1995: 53-55); a sold hole is empty at
    /// the start of a round, and inactive players have no holes.
    fn stones_needed(&self, seat: Seat) -> u16 {
        if seat.index() >= 2 {
            return 0;
        }
        self.huelshe_holes(seat).len() as u16 * self.rules.ruleset.per_hole()
    }

    /// What `seat` holds beyond what its holes need (negative when short).
    fn to_spare(&self, seat: Seat) -> i32 {
        i32::from(self.held[seat.index()]) - i32::from(self.stones_needed(seat))
    }

    /// "The debt is remembered, and accumulates from round to round" (Eagle 1995: 53-55); the
    /// worked example begins "after debts have been cleared". Each debtor repays what it can
    /// spare, one stone at a time to the player it owes most (the lower seat on a tie), so that
    /// the largest debt, which decides a sale, is as small as it can be (C6, C8).
    fn repay_debts(&mut self, events: &mut impl EventSink) {
        for d in 0..self.seats() {
            if self.owed[d].iter().all(|&debt| debt == 0) {
                continue;
            }
            let debtor = Seat::new(d as u8);
            let mut paid = [0u16; 4];
            let mut spare = self.to_spare(debtor).max(0);
            while spare > 0 {
                let Some(creditor) = self.owed_most(debtor, 1) else { break };
                self.owed[d][creditor.index()] -= 1;
                paid[creditor.index()] += 1;
                spare -= 1;
            }
            for creditor in 0..4 {
                if paid[creditor] > 0 {
                    let creditor = Seat::new(creditor as u8);
                    self.pay(debtor, creditor, paid[creditor.index()], TransferReason::Repay, events);
                    self.note(RoundNote::Repaid { debtor, count: paid[creditor.index()], creditor });
                }
            }
        }
    }

    /// `count` stones pass from `from` to `to` off the board, for `reason`.
    pub(super) fn pay(
        &mut self,
        from: Seat,
        to: Seat,
        count: u16,
        reason: TransferReason,
        events: &mut impl EventSink,
    ) {
        if count == 0 {
            return;
        }
        self.held[from.index()] -= count;
        self.held[to.index()] += count;
        events.push(Event::Transfer { from, to, count, reason });
    }

    /// Notes `note` under the last finished round.
    pub(super) fn note(&mut self, note: RoundNote) {
        self.history.note(note);
    }

    /// The player `debtor` owes most, if that is at least `at_least` (the lower seat on a tie).
    fn owed_most(&self, debtor: Seat, at_least: u16) -> Option<Seat> {
        let debts = self.owed[debtor.index()];
        let mut most: Option<usize> = None;
        for creditor in 0..self.seats() {
            if debts[creditor] >= at_least && most.is_none_or(|m| debts[creditor] > debts[m]) {
                most = Some(creditor);
            }
        }
        most.map(|creditor| Seat::new(creditor as u8))
    }

    /// The between-round steps, in the order of C6, carried on until a seat must decide, the
    /// campaign ends, or the next round waits for its finger throw.
    fn settle_between_rounds(&mut self, events: &mut impl EventSink) {
        // "If a player who has sold a hole ... accumulates the five surplus stones needed to buy
        // it back, he may do so" (Eagle 1995: 53-55; C20).
        for seller in [Seat::FIRST, Seat::SECOND] {
            if !self.holes_seller_may_buy(seller).is_empty() {
                self.phase = Phase::BuyBack { seller };
                return;
            }
        }
        // "A player who, at the end of a round, has less than his original complement, must
        // borrow from another player" (Eagle 1995: 53-55; C7).
        self.borrow_to_fill(events);
        // "If a player's debt to another reaches five, he is obliged to sell a hole" (Eagle
        // 1995: 53-55; C8), to the player owed most; a store owner sells a hole it bought, or
        // carries the debt if it has none (C17); an active player with none has lost (C15).
        for seller in (0..self.seats()).map(|s| Seat::new(s as u8)) {
            let Some(creditor) = self.owed_most(seller, HOLE_PRICE) else { continue };
            if !self.holes_seller_may_sell(seller).is_empty() {
                self.phase = Phase::Sell { seller, creditor };
                return;
            }
            if seller.index() < 2 {
                self.end_campaign(Some(seller), events);
                return;
            }
        }
        // A player who has sold every hole has lost (C15).
        for seat in [Seat::FIRST, Seat::SECOND] {
            if self.huelshe_holes(seat).is_empty() {
                self.end_campaign(Some(seat), events);
                return;
            }
        }
        // The same holdings, debts and sold holes at a round's start for the third time end
        // the campaign; the active player worth less loses (C16).
        if self.starts.third_time((self.held, self.owed, self.sold)) {
            let worth = |seat: usize| {
                i32::from(self.held[seat]) - self.owed[seat].iter().map(|&debt| i32::from(debt)).sum::<i32>()
            };
            let loser = match worth(0).cmp(&worth(1)) {
                std::cmp::Ordering::Less => Some(Seat::FIRST),
                std::cmp::Ordering::Greater => Some(Seat::SECOND),
                std::cmp::Ordering::Equal => None,
            };
            self.note(RoundNote::Repeated);
            self.end_campaign(loser, events);
            return;
        }
        self.fill_holes_for_next_round();
        events.push(Event::LaidOut { round: self.round });
    }

    /// The campaign is over: `loser` has lost (`None`: drawn).
    fn end_campaign(&mut self, loser: Option<Seat>, events: &mut impl EventSink) {
        self.phase = Phase::Over { loser };
        events.push(Event::TurnEnd { next: ToAct::Over });
    }

    /// "Players then attempt to refill their holes with the original number of counters"
    /// (Ludii summary): every unsold hole takes the ruleset's number from its owner, and the
    /// next round begins with the finger throw.
    fn fill_holes_for_next_round(&mut self) {
        for seat in [Seat::FIRST, Seat::SECOND] {
            self.held[seat.index()] -= self.stones_needed(seat);
            for hole in self.huelshe_holes(seat) {
                self.small[hole.index()] = self.rules.ruleset.per_hole();
            }
        }
        self.round += 1;
        self.declined_buyback = [false; 2];
        self.refused = [false; 2];
        self.phase = Phase::Throw { south: None };
    }

    /// "A player who has a surplus may not refuse to lend" (Eagle 1995: 53-55). What each
    /// active player short of stones borrows (`[borrower][lender]`), given what each `held` and
    /// `need`s: one stone at a time from the lender it owes least, then the one with most to
    /// spare, then the lower seat (C7).
    pub(super) fn lend(&self, held: [u16; 4], need: [u16; 4]) -> [[u16; 4]; 2] {
        let mut spare: [i32; 4] = [0; 4];
        for seat in 0..4 {
            spare[seat] = i32::from(held[seat]) - i32::from(need[seat]);
        }
        let mut lent = [[0u16; 4]; 2];
        for borrower in 0..2 {
            while spare[borrower] < 0 {
                let lender = (0..self.seats())
                    .filter(|&s| s != borrower && spare[s] > 0)
                    .min_by_key(|&s| (self.owed[borrower][s] + lent[borrower][s], -spare[s], s));
                let Some(lender) = lender else { break };
                lent[borrower][lender] += 1;
                spare[lender] -= 1;
                spare[borrower] += 1;
            }
        }
        lent
    }

    /// What each seat needs now to fill its holes.
    fn all_needs(&self) -> [u16; 4] {
        [0, 1, 2, 3].map(|seat| self.stones_needed(Seat::new(seat)))
    }

    /// The active players short of stones borrow (C7); each loan is a debt.
    fn borrow_to_fill(&mut self, events: &mut impl EventSink) {
        let loans = self.lend(self.held, self.all_needs());
        for (borrower, lent) in [Seat::FIRST, Seat::SECOND].into_iter().zip(loans) {
            for (lender, &amount) in lent.iter().enumerate() {
                if amount > 0 {
                    let lender = Seat::new(lender as u8);
                    self.pay(lender, borrower, amount, TransferReason::Loan, events);
                    self.owed[borrower.index()][lender.index()] += amount;
                    self.note(RoundNote::Borrowed { borrower, amount, lender });
                }
            }
        }
    }

    /// The holes `seller` may sell: "The seller chooses which of his holes to sell" (Eagle 1995:
    /// 53-55), an active player's own unsold holes; a store owner's, the holes it bought (C17).
    fn holes_seller_may_sell(&self, seller: Seat) -> Vec<Site> {
        if seller.index() < 2 {
            self.huelshe_holes(seller)
        } else {
            (0..self.site_count())
                .map(|i| Site(i as u8))
                .filter(|site| self.sold[site.index()] == Some(seller))
                .collect()
        }
    }

    /// "In return for the hole, the seller receives five stones, which he may use to repay debt
    /// and to fill holes, so long as the debt to any player does not exceed four" (Eagle 1995:
    /// 53-55). The buyer pays what it can spare and sets the rest against the seller's debt; the
    /// seller then repays, the largest debt first (C8). A hole a store owner sells to the player
    /// whose row it is in goes back to that row (C17).
    fn sell_to_creditor(&mut self, seller: Seat, creditor: Seat, hole: Site, events: &mut impl EventSink) {
        let cash = HOLE_PRICE.min(self.to_spare(creditor).max(0) as u16);
        self.held[creditor.index()] -= cash;
        self.held[seller.index()] += cash;
        let debt = &mut self.owed[seller.index()][creditor.index()];
        *debt = debt.saturating_sub(HOLE_PRICE - cash);
        events.push(Event::Transfer {
            from: creditor,
            to: seller,
            count: HOLE_PRICE,
            reason: TransferReason::SiteSale,
        });
        if self.row_of(hole) == Some(creditor) {
            self.sold[hole.index()] = None;
            events.push(Event::Release { site: hole, to: creditor });
        } else {
            self.sold[hole.index()] = Some(creditor);
            events.push(Event::Claim { site: hole, by: creditor });
        }
        self.note(RoundNote::HoleSold { seller, hole, creditor });
        self.repay_debts(events);
    }

    /// The sold holes of `seller`'s row it may buy back now: it has "the five surplus stones
    /// needed to buy it back" and has not declined in this transition, and "he must still have
    /// or borrow the stones needed to fill it" (Eagle 1995: 53-55) without any debt reaching
    /// five, which would force the same sale at once (C20).
    fn holes_seller_may_buy(&self, seller: Seat) -> Vec<Site> {
        if self.declined_buyback[seller.index()] || self.to_spare(seller) < i32::from(HOLE_PRICE) {
            return Vec::new();
        }
        self.holes_of(seller).filter(|&hole| self.buy_back_allowed(seller, hole)).collect()
    }

    /// Whether buying back `hole` (sold) and borrowing what filling it then lacks leaves every
    /// debt of `seller` below five (C20).
    fn buy_back_allowed(&self, seller: Seat, hole: Site) -> bool {
        let Some(owner) = self.sold[hole.index()] else { return false };
        let mut held = self.held;
        let mut need = self.all_needs();
        held[seller.index()] -= HOLE_PRICE;
        held[owner.index()] += HOLE_PRICE;
        need[seller.index()] += self.rules.ruleset.per_hole();
        let lent = self.lend(held, need)[seller.index()];
        (0..4).all(|lender| self.owed[seller.index()][lender] + lent[lender] < HOLE_PRICE)
    }

    /// "his opponent may not refuse the transaction" (Eagle 1995: 53-55): the hole goes back to
    /// its row for five stones, paid to its owner.
    fn buy_back_hole(&mut self, seller: Seat, hole: Site, events: &mut impl EventSink) {
        if let Some(owner) = self.sold[hole.index()] {
            self.sold[hole.index()] = None;
            self.pay(seller, owner, HOLE_PRICE, TransferReason::SiteBuyBack, events);
            events.push(Event::Release { site: hole, to: seller });
            self.note(RoundNote::HoleBoughtBack { seller, hole, owner });
        }
    }
}

impl Rules for Ceelko {
    fn rules_legal_actions(&self, out: &mut Vec<CeelkoAction>) {
        out.clear();
        out.extend(self.legal_by_rules());
    }

    /// Checks the action against [`Ceelko::legal_by_rules`], performs it by the rules, and
    /// then lets the fast engine's kept bits be worked out afresh from the plain values (so that
    /// the whole state compares equal with the fast engine's).
    fn rules_apply(&mut self, action: CeelkoAction, events: &mut impl EventSink) -> Result<(), CeelkoError> {
        if !self.legal_by_rules().contains(&action) {
            return Err(CeelkoError::NotNow { action: self.action_text(action), reason: self.why_not(action) });
        }
        self.act_by_rules(action, events);
        self.rebuild_kept_bits();
        Ok(())
    }
}
