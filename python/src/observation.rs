//! A position as numbers, seen from one seat: the observation tensor of game-AI frameworks.
//! Seats are counted from the observer (its own first, then the next in seat order), so one
//! network serves every seat. Two parts, written one after the other into one flat vector:
//!
//! - `board`, `planes x sites` (sites in topology order, as `Game.site_ids()` lists them):
//!   plane 0 the counters or pieces on the site; planes `1..=n` the site belongs to the seat `k`
//!   places after the observer; plane `n+1` it belongs to nobody; planes `n+2..n+6` its state
//!   (open, claimed, closed, protected); one plane per large stone of the game (Ceelkoqyuqkoqiji's
//!   mu and gong); then the path of the move being sown (or the last one), and its last site.
//! - `game`, a vector: each seat's score (`n`, from the observer); who acts (`n` seats from the
//!   observer, chance, nobody: `n + 2`, one of them 1); counters in hand (a sowing being
//!   steered); for each die face 1 to 6 the unplayed dice showing it; the round (1 outside
//!   rounds); each seat's reserve and debts between rounds (`n` each, from the observer).
//!
//! With `n` seats and `l` large stones: `planes = n + l + 8` and `game = 4 n + 10` values.
//! Nothing here is hidden from any seat (Ceelkoqyuqkoqiji's finger thrown first is not shown).

use boardlore_core::any_game::AnyGame;
use boardlore_core::engine::{SiteState, ToAct};

/// The shape of the two parts for a game with `seats` seats, `sites` sites and `large` large
/// stones: (planes, sites) and the length of the game vector.
pub fn shape(seats: usize, sites: usize, large: usize) -> ((usize, usize), usize) {
    ((seats + large + 8, sites), 4 * seats + 10)
}

/// The observation of `game` (with `large` large stones) from `observer`'s seat: the board
/// planes (row after row) followed by the game vector.
pub fn tensor(game: &AnyGame, large: usize, observer: usize) -> Vec<f32> {
    let view = game.view();
    let n = game.seat_count();
    let sites = view.sites.len();
    let ((planes, _), extra) = shape(n, sites, large);
    let mut out = vec![0.0f32; planes * sites + extra];
    // Seat `seat` as seen from the observer: 0 itself, 1 the next, ...
    let relative = |seat: usize| (seat + n - observer % n) % n;
    let mut put = |plane: usize, site: usize, value: f32| out[plane * sites + site] = value;
    for (i, site) in view.sites.iter().enumerate() {
        put(0, i, f32::from(site.count));
        match site.owner {
            Some(owner) => put(1 + relative(owner.index()), i, 1.0),
            None => put(n + 1, i, 1.0),
        }
        let state = match site.state {
            SiteState::Open => 0,
            SiteState::Claimed => 1,
            SiteState::Closed => 2,
            SiteState::Protected => 3,
        };
        put(n + 2 + state, i, 1.0);
        for stone in 0..large {
            if site.large & (1 << stone) != 0 {
                put(n + 6 + stone, i, 1.0);
            }
        }
    }
    for site in &view.path {
        put(n + 6 + large, site.index(), 1.0);
    }
    if let Some(last) = view.path.last() {
        put(n + 7 + large, last.index(), 1.0);
    }
    let mut rest = planes * sites;
    let mut push = |at: usize, value: f32| out[rest + at] = value;
    for (seat, &score) in view.scores.iter().enumerate().take(n) {
        push(relative(seat), score as f32);
    }
    let acting = match view.to_act {
        ToAct::Seat(seat) => relative(seat.index()),
        ToAct::Chance => n,
        ToAct::Over => n + 1,
    };
    push(n + acting, 1.0);
    push(2 * n + 2, game.in_hand() as f32);
    for die in view.dice.iter().filter(|d| !d.used && (1..=6).contains(&d.value)) {
        let at = 2 * n + 3 + usize::from(die.value) - 1;
        out[rest + at] += 1.0;
    }
    rest += 2 * n + 9;
    let mut push = |at: usize, value: f32| out[rest + at] = value;
    match &view.standing {
        Some(standing) => {
            push(0, standing.round as f32);
            for seat in 0..n {
                push(1 + relative(seat), standing.reserves.get(seat).copied().unwrap_or(0) as f32);
                push(1 + n + relative(seat), standing.owed.get(seat).copied().unwrap_or(0) as f32);
            }
        }
        None => push(0, 1.0),
    }
    out
}
