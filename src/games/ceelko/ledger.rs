//! Between rounds: buying back the large stones, clearing debts, buying back and selling holes,
//! borrowing to fill holes, and the start of the next round (Eagle 1995: 54-55; decisions
//! C5-C10 and C13-C16 in `docs/rules-notes.md`).

use super::{Ceelko, Large, Phase, HOLE_PRICE};
use crate::engine::{Event, EventSink, Seat, Site, ToAct, TransferReason};

impl Ceelko {
    fn actives(&self) -> [Seat; 2] {
        [Seat::FIRST, Seat::SECOND]
    }

    fn all_seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.seats()).map(|i| Seat::new(i as u8))
    }

    /// Stones `seat` needs to fill its unsold holes (inactive players need none).
    pub(super) fn need(&self, seat: Seat) -> u16 {
        if seat.index() < 2 {
            self.free_holes(seat).count() as u16 * self.rules.ruleset.per_hole()
        } else {
            0
        }
    }

    fn surplus(&self, seat: Seat) -> i32 {
        i32::from(self.held[seat.index()]) - i32::from(self.need(seat))
    }

    fn pay(&mut self, from: Seat, to: Seat, count: u16, reason: TransferReason, events: &mut impl EventSink) {
        if count == 0 {
            return;
        }
        self.held[from.index()] -= count;
        self.held[to.index()] += count;
        events.push(Event::Transfer { from, to, count, reason });
    }

    fn note(&mut self, text: String) {
        if let Some(last) = self.history.last_mut() {
            last.notes.push(text);
        }
    }

    /// C5: each large stone not with its original owner is bought back at the ruleset's price;
    /// what the owner cannot pay becomes a debt to the holder.
    pub(super) fn buy_back_large(&mut self, events: &mut impl EventSink) {
        for (stone, name) in ["mu", "gong"].into_iter().enumerate() {
            let owner = self.store_owner(stone);
            if let Large::Held(holder) = self.large[stone] {
                if holder != owner {
                    let price = self.rules.ruleset.prices()[stone];
                    let paid = price.min(self.held[owner.index()]);
                    self.pay(owner, holder, paid, TransferReason::PieceBuyBack, events);
                    self.owed[owner.index()][holder.index()] += price - paid;
                    let debt = if paid < price { format!(", owing {}", price - paid) } else { String::new() };
                    self.note(format!("{owner} bought back the {name} from {holder} for {price}{debt}"));
                }
            }
            self.large[stone] = Large::Home;
            events.push(Event::LargeMove { stone: stone as u8, to: Some(self.store(stone)) });
        }
    }

    /// C6: debtors repay whatever they hold beyond what their holes need.
    pub(super) fn clear_debts(&mut self, events: &mut impl EventSink) {
        for debtor in self.all_seats().collect::<Vec<_>>() {
            for creditor in self.all_seats().collect::<Vec<_>>() {
                let owed = self.owed[debtor.index()][creditor.index()];
                let spare = self.surplus(debtor).max(0) as u16;
                let paid = owed.min(spare);
                if paid > 0 {
                    self.pay(debtor, creditor, paid, TransferReason::Repay, events);
                    self.owed[debtor.index()][creditor.index()] -= paid;
                    self.note(format!("{debtor} repaid {paid} to {creditor}"));
                }
            }
        }
    }

    /// Buys back a hole `seller` sold, paying its owner.
    pub(super) fn buy_hole(&mut self, seller: Seat, hole: Site, events: &mut impl EventSink) {
        if let Some(owner) = self.sold[hole.index()].take() {
            self.pay(seller, owner, HOLE_PRICE, TransferReason::SiteBuyBack, events);
            events.push(Event::Release { site: hole, to: seller });
            self.note(format!("{seller} bought back {} from {owner}", self.name_of(hole)));
        }
    }

    /// Sells `hole` to `creditor` for a hole's price, set against the debt; the stones the hole
    /// no longer needs repay debts too (C8).
    pub(super) fn sell_hole(&mut self, seller: Seat, creditor: Seat, hole: Site, events: &mut impl EventSink) {
        self.sold[hole.index()] = Some(creditor);
        let debt = &mut self.owed[seller.index()][creditor.index()];
        *debt = debt.saturating_sub(HOLE_PRICE);
        events.push(Event::Transfer {
            from: creditor,
            to: seller,
            count: HOLE_PRICE,
            reason: TransferReason::SiteSale,
        });
        events.push(Event::Claim { site: hole, by: creditor });
        self.note(format!("{seller} sold {} to {creditor}", self.name_of(hole)));
        self.clear_debts(events);
    }

    /// C7: a player short of stones borrows from those with a surplus, the largest first; they
    /// may not refuse.
    fn borrow(&mut self, events: &mut impl EventSink) {
        for borrower in self.actives() {
            let mut short = (-self.surplus(borrower)).max(0) as u16;
            while short > 0 {
                let lender = self
                    .all_seats()
                    .filter(|&s| s != borrower && self.surplus(s) > 0)
                    .max_by_key(|&s| (self.surplus(s), std::cmp::Reverse(s.index())));
                let Some(lender) = lender else { break };
                let amount = short.min(self.surplus(lender) as u16);
                self.pay(lender, borrower, amount, TransferReason::Loan, events);
                self.owed[borrower.index()][lender.index()] += amount;
                self.note(format!("{borrower} borrowed {amount} from {lender}"));
                short -= amount;
            }
        }
    }

    /// Carries the between-round steps on until a seat must decide, the campaign ends, or the
    /// next round is ready for its finger throw.
    pub(super) fn continue_transition(&mut self, events: &mut impl EventSink) {
        for seller in self.actives() {
            let has_sold = self.holes_of(seller).any(|h| self.sold[h.index()].is_some());
            if has_sold && !self.declined_buyback[seller.index()] && self.surplus(seller) >= i32::from(HOLE_PRICE) {
                self.phase = Phase::BuyBack { seller };
                return;
            }
        }
        self.borrow(events);
        for seller in self.actives() {
            if let Some(creditor) = self.all_seats().find(|c| self.owed[seller.index()][c.index()] >= HOLE_PRICE) {
                if self.free_holes(seller).next().is_none() {
                    self.finish(Some(seller), events);
                } else {
                    self.phase = Phase::Sell { seller, creditor };
                }
                return;
            }
        }
        if let Some(&loser) = self.actives().iter().find(|&&s| self.free_holes(s).next().is_none()) {
            self.finish(Some(loser), events);
            return;
        }
        if self.starts.third_time((self.held, self.owed, self.sold)) {
            // C16: the campaign repeats itself; the active player worth less loses.
            let worth = |s: Seat| {
                i32::from(self.held[s.index()]) - self.owed[s.index()].iter().map(|&o| i32::from(o)).sum::<i32>()
            };
            let loser = match worth(Seat::FIRST).cmp(&worth(Seat::SECOND)) {
                std::cmp::Ordering::Less => Some(Seat::FIRST),
                std::cmp::Ordering::Greater => Some(Seat::SECOND),
                std::cmp::Ordering::Equal => None,
            };
            self.note("The next round would start as two earlier ones did: the campaign ends".to_string());
            self.finish(loser, events);
            return;
        }
        self.prepare_round();
        events.push(Event::Setup { round: self.round });
    }

    fn finish(&mut self, loser: Option<Seat>, events: &mut impl EventSink) {
        self.phase = Phase::Over { loser };
        events.push(Event::TurnEnd { next: ToAct::Over });
    }

    /// Fills every unsold hole from its owner's stones and waits for the finger throw.
    fn prepare_round(&mut self) {
        for seat in self.actives() {
            let need = self.need(seat);
            self.held[seat.index()] -= need;
            let free: Vec<Site> = self.free_holes(seat).collect();
            for hole in free {
                self.small[hole.index()] = self.rules.ruleset.per_hole();
            }
        }
        self.round += 1;
        self.declined_buyback = [false; 2];
        self.refused = [false; 2];
        self.phase = Phase::Throw { south: None };
    }

    /// The finger throw is decided: `first` starts the round.
    pub(super) fn start_round(&mut self, first: Seat, events: &mut impl EventSink) {
        self.to_move = first;
        self.first_of_round = first;
        self.phase = Phase::Turn;
        self.positions.clear();
        self.record_position();
        events.push(Event::RoundStart { round: self.round, first });
        events.push(Event::TurnEnd { next: ToAct::Seat(first) });
    }
}
