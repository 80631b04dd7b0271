//! The review's workers: the computer player's workers ([`Thinker`]), as many as the hard level
//! searches in, each given one decision to judge ([`crate::think::CoachRequest`]) and the next
//! in the queue as soon as it answers, so that the decisions are judged in order, on every core.
//! Dropping the pool ends every worker at once: that is how a review stops.

use crate::think::Reply;
use crate::ui::worker::Thinker;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

/// Workers judging a queue of decisions (JSON requests), each reply handed to `on_reply`.
pub struct CoachPool {
    _thinkers: Rc<RefCell<Vec<Thinker>>>,
}

impl CoachPool {
    /// Starts `size` workers (no more than there are requests) on `requests`, in order.
    pub fn start(requests: Vec<String>, size: usize, on_reply: impl Fn(Reply) + 'static) -> Result<CoachPool, String> {
        let queue = Rc::new(RefCell::new(VecDeque::from(requests)));
        let thinkers: Rc<RefCell<Vec<Thinker>>> = Rc::new(RefCell::new(Vec::new()));
        let on_reply = Rc::new(on_reply);
        let size = size.clamp(1, queue.borrow().len().max(1));
        for index in 0..size {
            let (waiting, on_reply, pool): (_, _, Weak<RefCell<Vec<Thinker>>>) =
                (queue.clone(), on_reply.clone(), Rc::downgrade(&thinkers));
            let thinker = Thinker::start(move |reply| {
                // A decision judged (or refused) frees the worker for the next.
                let free = matches!(reply, Reply::Coached { .. } | Reply::Error { .. });
                on_reply(reply);
                let Some(pool) = pool.upgrade().filter(|_| free) else { return };
                let Some(next) = waiting.borrow_mut().pop_front() else { return };
                let thinkers = pool.borrow();
                if let Some(thinker) = thinkers.get(index) {
                    thinker.ask(&next);
                }
            })?;
            if let Some(first) = queue.borrow_mut().pop_front() {
                thinker.ask(&first);
            }
            thinkers.borrow_mut().push(thinker);
        }
        Ok(CoachPool { _thinkers: thinkers })
    }
}
