//! Setting up a position by hand on the analysis board, as plain Rust: a position being edited
//! (an [`Arrangement`]) within what the game's [`Form`] lets change, how it looks on the board,
//! and whether the game takes it. It knows no game: the form and the board come from the game
//! the analysis board shows.

use crate::any_game::{AnyGame, PositionError};
use crate::engine::{Arrangement, Form, Seat, Site, SiteKind, SiteState, SiteView, Stone};
use std::rc::Rc;

/// A position being set up.
#[derive(Clone, Debug)]
pub struct Editor {
    /// The game whose rules the position is set up under (the position it started from).
    game: Rc<AnyGame>,
    form: Form,
    arrangement: Arrangement,
    /// The site whose count and owner are being changed.
    selected: Option<Site>,
}

/// Two editors are equal when they set up the same position from the very same game.
impl PartialEq for Editor {
    fn eq(&self, other: &Editor) -> bool {
        Rc::ptr_eq(&self.game, &other.game) && self.arrangement == other.arrangement && self.selected == other.selected
    }
}

impl Editor {
    /// Starts from `game`'s position, if it can be set up by hand.
    pub fn new(game: &AnyGame) -> Option<Editor> {
        let (form, mut arrangement) = (game.setup_form()?, game.arrangement()?);
        arrangement.owners.resize(form.most.len(), None);
        arrangement.held.resize(form.holders.len(), 0);
        Some(Editor { game: Rc::new(game.clone()), form, arrangement, selected: None })
    }

    /// What may be changed.
    pub fn form(&self) -> &Form {
        &self.form
    }

    /// The position as set up so far.
    pub fn arrangement(&self) -> &Arrangement {
        &self.arrangement
    }

    /// The site being changed, if any.
    pub fn selected(&self) -> Option<Site> {
        self.selected
    }

    /// The sites that can be changed at all.
    pub fn editable(&self) -> Vec<Site> {
        let sites = self.form.most.iter().zip(&self.form.owners).enumerate();
        sites.filter(|(_, (&most, owners))| most > 0 || !owners.is_empty()).map(|(i, _)| Site(i as u8)).collect()
    }

    /// Chooses the site to change (again: no site).
    pub fn select(&mut self, site: Site) {
        self.selected = if self.selected == Some(site) { None } else { Some(site) };
    }

    /// Adds `delta` (or takes it away) on `site`, within what the site may hold.
    pub fn add(&mut self, site: Site, delta: i32) {
        let i = site.index();
        let most = i32::from(self.form.most[i]);
        let count = (i32::from(self.arrangement.counts[i]) + delta).clamp(0, most);
        self.arrangement.counts[i] = count as u16;
    }

    /// Gives `site` an owner (`None`: the board's own).
    pub fn set_owner(&mut self, site: Site, owner: Option<Seat>) {
        if self.form.owners[site.index()].contains(&owner) {
            self.arrangement.owners[site.index()] = owner;
        }
    }

    /// Adds `delta` to what `seat` holds off the board.
    pub fn add_held(&mut self, seat: Seat, delta: i32) {
        if let Some(held) = self.arrangement.held.get_mut(seat.index()) {
            *held = (i32::from(*held) + delta).clamp(0, i32::from(u16::MAX)) as u16;
        }
    }

    /// Makes `seat` the one to move, if it can be.
    pub fn set_mover(&mut self, seat: Seat) {
        if self.form.movers.contains(&seat) {
            self.arrangement.to_move = seat;
        }
    }

    /// Where large stone `stone` may be: on each site it may stand on, then won by each seat
    /// that holds stones off the board.
    pub fn stone_places(&self, stone: usize) -> Vec<Stone> {
        let Some(sites) = self.form.stones.get(stone) else { return Vec::new() };
        let won = self.form.holders.iter().map(|&won_by| Stone::Won { won_by });
        sites.iter().map(|&site| Stone::On(site)).chain(won).collect()
    }

    /// Puts large stone `stone` at `place`, if it may be there.
    pub fn set_stone(&mut self, stone: usize, place: Stone) {
        if self.stone_places(stone).contains(&place) {
            self.arrangement.stones[stone] = place;
        }
    }

    /// The position as the board draws it: as the game shows it when the game takes it, else
    /// as set up (counts with large stones included, owners, claimed holes).
    pub fn sites(&self) -> Vec<SiteView> {
        self.check().map_or_else(|_| self.drawn(), |game| game.view().sites)
    }

    fn drawn(&self) -> Vec<SiteView> {
        let topology = self.game.topology();
        (0..self.arrangement.counts.len())
            .map(|i| {
                let spec = &topology.sites[i];
                let large = self.arrangement.stones.iter().enumerate().filter(|&(_, &s)| s == Stone::On(i as u8));
                let large = large.fold(0u8, |bits, (stone, _)| bits | 1 << stone);
                let owner = self.arrangement.owner(i);
                let state = match owner {
                    Some(seat) if spec.kind == SiteKind::Hole && spec.side != Some(seat) => SiteState::Claimed,
                    _ => SiteState::Open,
                };
                let count = self.arrangement.counts[i] + large.count_ones() as u16;
                SiteView { count, owner: owner.or(spec.side), state, large }
            })
            .collect()
    }

    /// The game starting from the position set up, or the game's reason why it cannot.
    pub fn check(&self) -> Result<AnyGame, PositionError> {
        self.game.set_up(&self.arrangement)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::{new_game, CATALOGUE};
    use serde_json::Value;

    #[test]
    fn every_game_can_be_edited_from_its_opening_and_the_opening_is_taken() {
        for info in CATALOGUE {
            let game = new_game(info.id, &Value::Null).expect("a game");
            let editor = Editor::new(&game).expect("every game can be set up");
            assert!(!editor.editable().is_empty(), "{}", info.id);
            let set = editor.check().unwrap_or_else(|e| panic!("{}: {e}", info.id));
            assert_eq!(set.view().sites, editor.sites(), "{}: the editor shows what the game shows", info.id);
            let seen = |sites: Vec<SiteView>| sites.iter().map(|s| (s.count, s.owner, s.large)).collect::<Vec<_>>();
            assert_eq!(seen(editor.drawn()), seen(editor.sites()), "{}: and draws it so when refused", info.id);
        }
    }

    #[test]
    fn changes_stay_within_the_form_and_are_checked_by_the_game() {
        let game = new_game("leyla", &Value::Null).expect("a game");
        let mut editor = Editor::new(&game).expect("editable");
        let a1 = Site(0);
        editor.add(a1, -10);
        assert_eq!(editor.arrangement().counts[0], 0, "never below nothing");
        let refused = editor.check().unwrap_err().to_string();
        assert_eq!(refused, "the position has 44 counters in all; this game always has 48");
        editor.add_held(Seat::SECOND, 4);
        assert!(editor.check().is_ok());
        editor.set_owner(a1, Some(Seat::new(3)));
        assert_eq!(editor.arrangement().owner(0), None, "an owner the form does not offer is not given");
        editor.set_owner(a1, Some(Seat::SECOND));
        assert_eq!(editor.sites()[0].state, SiteState::Claimed);
        assert!(editor.check().unwrap_err().to_string().contains("facing it"));
        editor.set_owner(Site(11), Some(Seat::SECOND));
        editor.set_mover(Seat::SECOND);
        let set = editor.check().expect("a capture of a1 and b6 by North, North to move");
        assert_eq!(set.to_act().seat(), Some(Seat::SECOND));
        editor.select(a1);
        assert_eq!(editor.selected(), Some(a1));
        editor.select(a1);
        assert_eq!(editor.selected(), None);
    }
}
