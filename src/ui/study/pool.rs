//! The study page's pool of Web Workers: each is the computer player's worker
//! ([`super::super::worker::Thinker`]), holding [`IN_FLIGHT`] batches of games at a time and
//! given the next as soon as it answers one, so that fast and slow batches share the workers and
//! no worker waits for the page to take its rows. Dropping the pool ends every worker at once:
//! that is how a study stops.

use crate::think::Reply;
use crate::ui::worker::Thinker;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

/// Batches a worker holds once it has answered its first: it plays one while the next waits
/// in its queue, instead of idling while its rows cross to the page and a batch crosses back.
const IN_FLIGHT: usize = 2;

/// The most workers a study starts, whatever the device says.
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

/// Workers playing a queue of batches (JSON requests), each reply handed to `on_reply`.
pub struct Pool {
    _thinkers: Rc<RefCell<Vec<Thinker>>>,
}

impl Pool {
    /// Starts `size` workers (no more than there are batches) on `batches`.
    pub fn start(batches: Vec<String>, size: usize, on_reply: impl Fn(Reply) + 'static) -> Result<Pool, String> {
        let queue = Rc::new(RefCell::new(VecDeque::from(batches)));
        let thinkers: Rc<RefCell<Vec<Thinker>>> = Rc::new(RefCell::new(Vec::new()));
        let on_reply = Rc::new(on_reply);
        let size = size.clamp(1, queue.borrow().len().max(1));
        for index in 0..size {
            let (waiting, on_reply, pool): (_, _, Weak<RefCell<Vec<Thinker>>>) =
                (queue.clone(), on_reply.clone(), Rc::downgrade(&thinkers));
            // The first batch is asked before the worker is ready, which holds only one; the
            // queue fills up at the first answer.
            let answered = Cell::new(false);
            let thinker = Thinker::start(move |reply| {
                let more = match reply {
                    Reply::StudyGames { .. } if answered.replace(true) => 1,
                    Reply::StudyGames { .. } => IN_FLIGHT,
                    _ => 0,
                };
                on_reply(reply);
                let (Some(pool), mut waiting) = (pool.upgrade(), waiting.borrow_mut()) else { return };
                for next in (0..more).map_while(|_| waiting.pop_front()) {
                    if let Some(thinker) = pool.borrow().get(index) {
                        thinker.ask(&next);
                    }
                }
            })?;
            if let Some(first) = queue.borrow_mut().pop_front() {
                thinker.ask(&first);
            }
            thinkers.borrow_mut().push(thinker);
        }
        Ok(Pool { _thinkers: thinkers })
    }
}
