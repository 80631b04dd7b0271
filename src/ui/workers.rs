//! A queue of requests shared among the computer player's workers ([`Thinker`]): the study page's
//! batches of games and the review's decisions. Each worker is given the next request as soon as it
//! answers one, so that fast and slow requests share the workers and the requests are started in
//! order, on every core (or, for the review, each worker along a run of adjacent decisions, see
//! [`Feeding::adjacent`]). Dropping the pool ends every worker at once: that is how a study or a
//! review stops. Also how many workers this device gets ([`device_workers`], `workers=N`).

use crate::think::Reply;
use crate::ui::worker::Thinker;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

/// The most workers a pool starts, whatever the device says.
pub const MAX_WORKERS: usize = 8;

/// The workers for this device: one per logical core it reports, at least one, at most
/// [`MAX_WORKERS`].
pub fn device_workers() -> usize {
    let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    (cores as usize).clamp(1, MAX_WORKERS)
}

/// A `workers=N` value from the address: a whole number from 1 to [`MAX_WORKERS`].
pub fn parse_workers(text: &str) -> Option<usize> {
    text.trim().parse::<usize>().ok().filter(|n| (1..=MAX_WORKERS).contains(n))
}

/// How a pool keeps its workers busy.
#[derive(Clone, Copy)]
pub struct Feeding {
    /// Requests a worker holds once it has answered its first: with two, it works on one while
    /// the next waits in its queue, instead of idling while its answer crosses to the page and a
    /// request crosses back. The first request is asked before the worker is ready, which holds
    /// only one.
    pub in_flight: usize,
    /// Whether a reply answers a request (and so frees room for the next).
    pub answers: fn(&Reply) -> bool,
    /// Whether each worker goes on with the request after its last, where it can (the review:
    /// a worker's memo holds the search the next decision starts from, see
    /// [`crate::coach::next_to_judge`]), rather than every worker taking the first left.
    pub adjacent: bool,
}

/// The requests not yet given to a worker, in their order.
struct Queue {
    requests: Vec<Option<String>>,
    adjacent: bool,
}

impl Queue {
    /// The next request for a worker whose last was `last`, and its place.
    fn take(&mut self, last: Option<usize>) -> Option<(usize, String)> {
        let taken: Vec<bool> = self.requests.iter().map(Option::is_none).collect();
        let next =
            if self.adjacent { crate::coach::next_to_judge(&taken, last) } else { taken.iter().position(|&t| !t) }?;
        Some((next, self.requests[next].take()?))
    }

    fn len(&self) -> usize {
        self.requests.iter().flatten().count()
    }
}

/// Workers answering a queue of requests (JSON), each reply handed to `on_reply`.
pub struct Workers {
    _thinkers: Rc<RefCell<Vec<Thinker>>>,
}

impl Workers {
    /// Starts `size` workers (no more than there are requests) on `requests`, in order.
    pub fn start(
        requests: Vec<String>,
        size: usize,
        feeding: Feeding,
        on_reply: impl Fn(Reply) + 'static,
    ) -> Result<Workers, String> {
        let requests = requests.into_iter().map(Some).collect();
        let queue = Rc::new(RefCell::new(Queue { requests, adjacent: feeding.adjacent }));
        let thinkers: Rc<RefCell<Vec<Thinker>>> = Rc::new(RefCell::new(Vec::new()));
        let on_reply = Rc::new(on_reply);
        let size = size.clamp(1, queue.borrow().len().max(1));
        for index in 0..size {
            let (waiting, on_reply, pool): (_, _, Weak<RefCell<Vec<Thinker>>>) =
                (queue.clone(), on_reply.clone(), Rc::downgrade(&thinkers));
            let answered = Cell::new(false);
            let last = Rc::new(Cell::new(None));
            let mine = last.clone();
            let thinker = Thinker::start(move |reply| {
                let more = match (feeding.answers)(&reply) {
                    true if answered.replace(true) => 1,
                    true => feeding.in_flight,
                    false => 0,
                };
                // The next requests first, so that the worker works while the page takes the
                // reply in (and draws it).
                if let Some(pool) = pool.upgrade() {
                    let mut waiting = waiting.borrow_mut();
                    for (at, next) in (0..more).map_while(|_| waiting.take(mine.get())) {
                        mine.set(Some(at));
                        if let Some(thinker) = pool.borrow().get(index) {
                            thinker.ask(&next);
                        }
                    }
                }
                on_reply(reply);
            })?;
            if let Some((at, first)) = queue.borrow_mut().take(None) {
                last.set(Some(at));
                thinker.ask(&first);
            }
            thinkers.borrow_mut().push(thinker);
        }
        Ok(Workers { _thinkers: thinkers })
    }
}
