//! The fast engine's accounts between rounds: buying back the large stones, clearing debts,
//! buying back and selling holes, borrowing to fill holes, and the start of the next round. It
//! must reach what the rules between rounds in `rules.rs` reach (Eagle 1995: 53-55; the C notes
//! of `docs/rules-notes.md` from C5 on), which `tests/agree.rs` checks; it reads the unsold holes
//! from the kept bits and takes a loan from one lender a run of stones at a time, where the rule
//! (C7) takes one stone at a time.

use super::super::notes::RoundNote;
use super::super::{Ceelko, Large, Phase, HOLE_PRICE, MAX_SITES};
use crate::engine::bits::ones;
use crate::engine::{Event, EventSink, Seat, Site, ToAct, TransferReason};

impl Ceelko {
    fn actives(&self) -> [Seat; 2] {
        [Seat::FIRST, Seat::SECOND]
    }

    /// Same result as `rules::stones_needed`.
    ///
    /// Stones `seat` needs to fill its unsold holes (inactive players need none).
    pub(in crate::games::ceelko) fn need(&self, seat: Seat) -> u16 {
        if seat.index() < 2 {
            self.free_count(seat) as u16 * self.rules.ruleset.per_hole()
        } else {
            0
        }
    }

    /// Same result as `rules::to_spare`.
    fn surplus(&self, seat: Seat) -> i32 {
        i32::from(self.held[seat.index()]) - i32::from(self.need(seat))
    }

    /// Same result as `rules::buy_back_goats`.
    ///
    /// C5: each large stone not with its original owner is bought back at the ruleset's price;
    /// what the owner cannot pay becomes a debt to the holder.
    pub(in crate::games::ceelko) fn buy_back_large(&mut self, events: &mut impl EventSink) {
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
            self.set_large(stone, Large::Home);
            events.push(Event::LargeMove { stone: stone as u8, to: Some(self.store(stone)) });
        }
    }

    /// Same result as `rules::repay_debts`.
    ///
    /// C6: debtors repay whatever they hold beyond what their holes need, one stone at a time
    /// to the player they owe most (the lower seat on a tie), so that the largest debt, which
    /// decides whether a hole must be sold, is as small as it can be (C8).
    pub(in crate::games::ceelko) fn clear_debts(&mut self, events: &mut impl EventSink) {
        for d in 0..self.seats() {
            if self.owed[d] == [0; 4] {
                continue;
            }
            let debtor = Seat::new(d as u8);
            let mut paid = [0u16; 4];
            let mut spare = self.surplus(debtor).max(0) as u16;
            while spare > 0 {
                let debts = &self.owed[d];
                let Some(creditor) = (0..self.seats()).filter(|&c| debts[c] > 0).max_by_key(|&c| (debts[c], 4 - c))
                else {
                    break;
                };
                self.owed[d][creditor] -= 1;
                paid[creditor] += 1;
                spare -= 1;
            }
            for (creditor, &count) in paid.iter().enumerate().filter(|&(_, &count)| count > 0) {
                let creditor = Seat::new(creditor as u8);
                self.pay(debtor, creditor, count, TransferReason::Repay, events);
                self.note(RoundNote::Repaid { debtor, count, creditor });
            }
        }
    }

    /// Same result as `rules::buy_back_hole`.
    ///
    /// Buys back a hole `seller` sold, paying its owner.
    pub(in crate::games::ceelko) fn buy_hole(&mut self, seller: Seat, hole: Site, events: &mut impl EventSink) {
        if let Some(owner) = self.sold[hole.index()] {
            self.set_sold(hole, None);
            self.pay(seller, owner, HOLE_PRICE, TransferReason::SiteBuyBack, events);
            events.push(Event::Release { site: hole, to: seller });
            self.note(RoundNote::HoleBoughtBack { seller, hole, owner });
        }
    }

    /// Same result as `rules::sell_to_creditor`.
    ///
    /// Sells `hole` to `creditor` for a hole's price (C8). The buyer pays what it can spare in
    /// stones and the rest of the price is set against the seller's debt to it; the seller then
    /// repays debts from everything it can spare, the stones the hole no longer needs included,
    /// the largest debt first. A store owner selling a hole it bought (C17) to the player whose
    /// row it is in gives it back to that row.
    pub(in crate::games::ceelko) fn sell_hole(
        &mut self,
        seller: Seat,
        creditor: Seat,
        hole: Site,
        events: &mut impl EventSink,
    ) {
        let cash = HOLE_PRICE.min(self.surplus(creditor).max(0) as u16);
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
            self.set_sold(hole, None);
            events.push(Event::Release { site: hole, to: creditor });
        } else {
            self.set_sold(hole, Some(creditor));
            events.push(Event::Claim { site: hole, by: creditor });
        }
        self.note(RoundNote::HoleSold { seller, hole, creditor });
        self.clear_debts(events);
    }

    /// Same result as `rules::holes_seller_may_sell`.
    ///
    /// The holes `seller` may sell, as bits: an active player's own unsold holes; a store
    /// owner's holes bought from the active players (C17).
    pub(in crate::games::ceelko) fn holes_for_sale(&self, seller: Seat) -> u32 {
        if self.actives().contains(&seller) {
            self.row_bits(seller) & self.index.unsold
        } else {
            self.sold.iter().enumerate().fold(0, |bits, (i, &s)| bits | u32::from(s == Some(seller)) << i)
        }
    }

    /// Same result as `rules::all_needs`.
    ///
    /// What each seat needs to fill its holes now.
    fn needs(&self) -> [u16; 4] {
        [0, 1, 2, 3].map(|i| self.need(Seat::new(i)))
    }

    /// Same result as `rules::lend`.
    ///
    /// C7: what each active player short of stones borrows, by lender (`[borrower][lender]`),
    /// with `held` stones and `need` for the holes. Lenders with a surplus may not refuse; the
    /// borrower takes one stone at a time from the lender it owes least (then the one with most
    /// to spare, then the lower seat), so that no debt to one lender grows while another could
    /// lend. The stones one lender would give in a row are taken at once.
    pub(in crate::games::ceelko) fn loans(&self, held: [u16; 4], need: [u16; 4]) -> [[u16; 4]; 2] {
        let mut spare: [i32; 4] = std::array::from_fn(|s| i32::from(held[s]) - i32::from(need[s]));
        let mut lent = [[0u16; 4]; 2];
        for (b, lent) in lent.iter_mut().enumerate() {
            while spare[b] < 0 {
                // Each lender's rank (lowest first) and the two lowest.
                let rank = |s: usize| (i32::from(self.owed[b][s] + lent[s]), -spare[s], s);
                let (mut first, mut second) = (None, None);
                for s in (0..self.seats()).filter(|&s| s != b && spare[s] > 0) {
                    let rank = rank(s);
                    if first.is_none_or(|first| rank < first) {
                        (first, second) = (Some(rank), first);
                    } else if second.is_none_or(|second| rank < second) {
                        second = Some(rank);
                    }
                }
                let Some((owed, less_spare, lender)) = first else { break };
                let count = (-spare[b]).min(spare[lender]).min(match second {
                    // Each stone lent raises the first two parts of the lender's rank by one.
                    Some((next_owed, next_less_spare, next)) => {
                        let gap = next_owed - owed;
                        gap + i32::from((less_spare + gap, lender) < (next_less_spare, next))
                    }
                    None => i32::MAX,
                });
                lent[lender] += count as u16;
                spare[lender] -= count;
                spare[b] += count;
            }
        }
        lent
    }

    /// Same result as `rules::borrow_to_fill`.
    ///
    /// Players short of stones borrow (C7).
    fn borrow(&mut self, events: &mut impl EventSink) {
        let loans = self.loans(self.held, self.needs());
        for (borrower, lent) in self.actives().into_iter().zip(loans) {
            for (lender, &amount) in lent.iter().enumerate().filter(|&(_, &amount)| amount > 0) {
                let lender = Seat::new(lender as u8);
                self.pay(lender, borrower, amount, TransferReason::Loan, events);
                self.owed[borrower.index()][lender.index()] += amount;
                self.note(RoundNote::Borrowed { borrower, amount, lender });
            }
        }
    }

    /// Same result as `rules::buy_back_allowed`.
    ///
    /// Whether `seller`, with five to spare and not having declined, may buy back `hole` now
    /// (C6, C20): it is sold, and paying for it and borrowing what filling the hole then lacks would not make any of its debts five or
    /// more, which would force the same sale at once.
    fn may_buy_back(&self, seller: Seat, hole: Site) -> bool {
        let Some(owner) = self.sold[hole.index()] else { return false };
        let (mut held, mut need) = (self.held, self.needs());
        held[seller.index()] -= HOLE_PRICE;
        held[owner.index()] += HOLE_PRICE;
        need[seller.index()] += self.rules.ruleset.per_hole();
        let lent = self.loans(held, need)[seller.index()];
        (0..4).all(|lender| self.owed[seller.index()][lender] + lent[lender] < HOLE_PRICE)
    }

    /// Same result as `rules::holes_seller_may_buy`.
    ///
    /// The sold holes of `seller`'s row it may buy back now, as bits: none if it declined to
    /// in this transition or has not five to spare.
    pub(in crate::games::ceelko) fn holes_to_buy_back(&self, seller: Seat) -> u32 {
        let sold = self.row_bits(seller) & !self.index.unsold;
        if sold == 0 || self.declined_buyback[seller.index()] || self.surplus(seller) < i32::from(HOLE_PRICE) {
            return 0;
        }
        ones(sold).filter(|&hole| self.may_buy_back(seller, Site(hole as u8))).fold(0, |bits, hole| bits | 1 << hole)
    }

    /// Same result as `rules::owed_most`.
    ///
    /// The player `seller` owes most, if that is a hole's price or more: who a hole is sold to.
    fn creditor_to_sell_to(&self, seller: Seat) -> Option<Seat> {
        let debts = &self.owed[seller.index()];
        if debts.iter().all(|&debt| debt < HOLE_PRICE) {
            return None;
        }
        (0..self.seats())
            .filter(|&c| debts[c] >= HOLE_PRICE)
            .max_by_key(|&c| (debts[c], 4 - c))
            .map(|c| Seat::new(c as u8))
    }

    /// Same result as `rules::settle_between_rounds`.
    ///
    /// Carries the between-round steps on until a seat must decide, the campaign ends, or the
    /// next round is ready for its finger throw.
    pub(in crate::games::ceelko) fn continue_transition(&mut self, events: &mut impl EventSink) {
        if let Some(seller) = self.actives().into_iter().find(|&s| self.holes_to_buy_back(s) != 0) {
            self.phase = Phase::BuyBack { seller };
            return;
        }
        self.borrow(events);
        for seller in (0..self.seats()).map(|i| Seat::new(i as u8)) {
            let Some(creditor) = self.creditor_to_sell_to(seller) else { continue };
            if self.holes_for_sale(seller) != 0 {
                self.phase = Phase::Sell { seller, creditor };
                return;
            }
            if self.actives().contains(&seller) {
                self.finish(Some(seller), events);
                return;
            }
            // C17: a store owner with no hole to sell carries the debt, and repays it from what
            // falls into its store in the next round (C6).
        }
        if let Some(&loser) = self.actives().iter().find(|&&s| self.free_holes(s).next().is_none()) {
            self.finish(Some(loser), events);
            return;
        }
        if self.starts.third_time(self.campaign_state()) {
            // C16: the campaign repeats itself; the active player worth less loses.
            let worth = |s: Seat| {
                i32::from(self.held[s.index()]) - self.owed[s.index()].iter().map(|&o| i32::from(o)).sum::<i32>()
            };
            let loser = match worth(Seat::FIRST).cmp(&worth(Seat::SECOND)) {
                std::cmp::Ordering::Less => Some(Seat::FIRST),
                std::cmp::Ordering::Greater => Some(Seat::SECOND),
                std::cmp::Ordering::Equal => None,
            };
            self.note(RoundNote::Repeated);
            self.finish(loser, events);
            return;
        }
        self.prepare_round();
        events.push(Event::LaidOut { round: self.round });
    }

    /// Same result as `rules::end_campaign`.
    fn finish(&mut self, loser: Option<Seat>, events: &mut impl EventSink) {
        self.phase = Phase::Over { loser };
        events.push(Event::TurnEnd { next: ToAct::Over });
    }

    /// Same result as `rules::fill_holes_for_next_round`.
    ///
    /// Fills every unsold hole from its owner's stones and waits for the finger throw.
    fn prepare_round(&mut self) {
        for seat in self.actives() {
            let need = self.need(seat);
            self.held[seat.index()] -= need;
            let per_hole = self.rules.ruleset.per_hole();
            for hole in ones(self.row_bits(seat) & self.index.unsold) {
                self.small[hole % MAX_SITES] = per_hole;
            }
        }
        self.round += 1;
        self.declined_buyback = [false; 2];
        self.refused = [false; 2];
        self.phase = Phase::Throw { south: None };
    }

    /// Same result as `rules::open_round`.
    ///
    /// The finger throw is decided: `first` starts the round.
    pub(in crate::games::ceelko) fn start_round(&mut self, first: Seat, events: &mut impl EventSink) {
        self.to_move = first;
        self.first_of_round = first;
        self.phase = Phase::Turn;
        self.positions.clear();
        self.record_position();
        events.push(Event::RoundStart { round: self.round, first });
        events.push(Event::TurnEnd { next: ToAct::Seat(first) });
    }
}
