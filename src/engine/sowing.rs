//! Sowing along a ring: the step every mancala game here shares.
//!
//! A [`Ring`] is the successor table of a cyclic [`Track`]; [`Ring::sow`] drops counters one by
//! one into the sites after a starting site, skipping the sites a rule excludes (holes out of play,
//! the emptied starting hole in games that skip it), and reports each drop as an event.

use super::{Event, EventSink, Site, Track};
use std::ops::AddAssign;

/// The successor of every site on a cyclic track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ring {
    next: Vec<Site>,
}

impl Ring {
    /// The ring of a cyclic track over a board of `site_count` sites; `None` if the track is
    /// open or does not visit every site.
    pub fn new(track: &Track, site_count: usize) -> Option<Ring> {
        if !track.cyclic {
            return None;
        }
        let next = track.successors(site_count).into_iter().collect::<Option<Vec<Site>>>()?;
        Some(Ring { next })
    }

    /// The site after `site`.
    #[inline]
    pub fn next(&self, site: Site) -> Site {
        self.next[site.index()]
    }

    /// Sows `hand` counters one per site after `from`, skipping every site for which `skip`
    /// says so, and returns the site that received the last counter (`from` if `hand` is 0).
    ///
    /// `skip` must leave at least one site of the ring open, or this never returns.
    #[inline]
    pub fn sow<C: Copy + AddAssign + From<u8>>(
        &self,
        counts: &mut [C],
        from: Site,
        hand: u16,
        skip: impl Fn(Site) -> bool,
        events: &mut impl EventSink,
    ) -> Site {
        sow_along(&self.next, counts, from, hand, skip, events)
    }

    /// The successor table with the sites `closed` says are closed passed over: for each site,
    /// the next open one (a site's own successor when none is open).
    pub fn open_successors<const N: usize>(&self, closed: impl Fn(Site) -> bool) -> [Site; N] {
        std::array::from_fn(|i| {
            let mut at = self.next(Site(i as u8));
            for _ in 0..self.next.len() {
                if !closed(at) {
                    return at;
                }
                at = self.next(at);
            }
            self.next(Site(i as u8))
        })
    }
}

/// [`Ring::sow`] along the successor table `next` (a ring's, or one from
/// [`Ring::open_successors`]).
#[inline]
pub fn sow_along<C: Copy + AddAssign + From<u8>>(
    next: &[Site],
    counts: &mut [C],
    from: Site,
    hand: u16,
    skip: impl Fn(Site) -> bool,
    events: &mut impl EventSink,
) -> Site {
    let mut at = from;
    for _ in 0..hand {
        at = next[at.index()];
        while skip(at) {
            at = next[at.index()];
        }
        counts[at.index()] += C::from(1);
        events.push(Event::Drop { site: at });
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::NoEvents;

    fn ring(n: u8) -> Ring {
        Ring::new(&Track { order: (0..n).map(Site).collect(), cyclic: true }, n.into()).expect("cyclic")
    }

    #[test]
    fn sows_one_per_site_and_wraps() {
        let mut counts = [0u8, 0, 0, 0];
        let mut events = Vec::new();
        let last = ring(4).sow(&mut counts, Site(2), 5, |_| false, &mut events);
        assert_eq!(counts, [1, 1, 1, 2]);
        assert_eq!(last, Site(3));
        assert_eq!(events.len(), 5);
        assert_eq!(events[0], Event::Drop { site: Site(3) });
    }

    #[test]
    fn skipped_sites_receive_nothing() {
        let mut counts = [0u8; 5];
        let last = ring(5).sow(&mut counts, Site(0), 4, |s| s == Site(2) || s == Site(0), &mut NoEvents);
        assert_eq!(counts, [0, 2, 0, 1, 1]);
        assert_eq!(last, Site(1));
    }

    #[test]
    fn open_tracks_are_not_rings() {
        let open = Track { order: vec![Site(0), Site(1)], cyclic: false };
        assert_eq!(Ring::new(&open, 2), None);
        let partial = Track { order: vec![Site(0), Site(1)], cyclic: true };
        assert_eq!(Ring::new(&partial, 3), None);
    }
}
