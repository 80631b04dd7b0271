//! Both ends of the computer player's Web Worker: inside the worker, [`run`] answers each message
//! (searches a part at a time, reporting progress); on the page, [`Thinker`] sends requests, asks
//! for a stop, and delivers replies.
//!
//! Replies cross as JSON text, except a study's games, which cross as bytes ([`Wire`]).
//!
//! A worker that has not yet loaded its WebAssembly drops messages, so it says `ready` first, and
//! the page holds its latest request until then.

use crate::think::{Incoming, Job, Reply, Wire, READY, STOP};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// How long one part of a search runs before the worker reports progress and reads its messages.
const PART_MS: f64 = 40.0;
/// Iterations between looks at the clock.
const BATCH: u32 = 32;

/// Inside the worker: read each message (see [`crate::think::Incoming`]); answer searches a part at
/// a time, posting progress after each part, so that a `stop` (or a newer search) is heard.
pub fn run() {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let job: Rc<RefCell<Option<Job>>> = Rc::new(RefCell::new(None));
    // The next part is queued as a message to ourselves, which lets waiting messages in first.
    let Ok(channel) = web_sys::MessageChannel::new() else { return };
    let (wake, replier) = (channel.port2(), scope.clone());
    let post = move |reply: &Reply| {
        // Nothing can be done if the page has gone; the reply is simply lost.
        let _ = match reply.to_wire() {
            Wire::Text(text) => replier.post_message(&JsValue::from_str(&text)),
            Wire::Bytes(bytes) => {
                // The bytes' buffer is handed over, not copied a second time.
                let array = js_sys::Uint8Array::from(bytes.as_slice());
                replier.post_message_with_transfer(&array, &js_sys::Array::of1(&array.buffer()))
            }
        };
    };
    let part = {
        let (job, wake, post) = (job.clone(), wake.clone(), post.clone());
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |_: web_sys::MessageEvent| {
            let mut slot = job.borrow_mut();
            let Some(current) = slot.as_mut() else { return };
            let started = js_sys::Date::now();
            let reply = loop {
                let reply = current.step(BATCH);
                if !matches!(reply, Reply::Progress { .. }) || js_sys::Date::now() - started >= PART_MS {
                    break reply;
                }
            };
            post(&reply);
            if matches!(reply, Reply::Progress { .. }) {
                // A closed port only means the search ends here.
                let _ = wake.post_message(&JsValue::NULL);
            } else {
                *slot = None;
            }
        })
    };
    channel.port1().set_onmessage(Some(part.as_ref().unchecked_ref()));
    part.forget();
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        match Incoming::read(&text) {
            Incoming::Stop => {
                if let Some(current) = job.borrow_mut().as_mut() {
                    current.stop();
                }
            }
            Incoming::Search(next) => {
                let idle = job.borrow_mut().replace(next).is_none();
                if idle {
                    // As above: a closed port only means no search runs.
                    let _ = wake.post_message(&JsValue::NULL);
                }
            }
            Incoming::Answered(reply) => post(&reply),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // As above: without a page there is nobody to tell.
    let _ = scope.post_message(&JsValue::from_str(READY));
}

/// Whether the worker has said it is ready, and the request waiting for that.
#[derive(Default)]
struct Link {
    ready: bool,
    waiting: Option<String>,
}

/// On the page: a worker that searches, and what to do with its replies.
pub struct Thinker {
    worker: web_sys::Worker,
    link: Rc<RefCell<Link>>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
}

impl Thinker {
    /// Starts the worker; `on_reply` receives each reply (anything else it says is ignored).
    pub fn start(on_reply: impl Fn(Reply) + 'static) -> Result<Thinker, String> {
        let worker = web_sys::Worker::new("./boardlore-worker_loader.js")
            .map_err(|e| format!("the computer player could not start ({e:?})"))?;
        let link = Rc::new(RefCell::new(Link::default()));
        let (sender, state) = (worker.clone(), link.clone());
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let data = event.data();
            if let Some(bytes) = data.dyn_ref::<js_sys::Uint8Array>() {
                return on_reply(Reply::read_bytes(&bytes.to_vec()));
            }
            let text = data.as_string().unwrap_or_default();
            if text == READY {
                let mut link = state.borrow_mut();
                link.ready = true;
                if let Some(request) = link.waiting.take() {
                    // A refused message only means no reply comes; the page stays usable.
                    let _ = sender.post_message(&JsValue::from_str(&request));
                }
            } else if let Some(reply) = Reply::read(&text) {
                on_reply(reply);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Ok(Thinker { worker, link, _on_message: on_message })
    }

    /// Asks the search under way to answer now with what it has.
    pub fn stop(&self) {
        if self.link.borrow().ready {
            // As in `ask`: a refused message only means the answer comes at the full budget.
            let _ = self.worker.post_message(&JsValue::from_str(STOP));
        }
    }

    /// Asks for a move (held until the worker is ready).
    pub fn ask(&self, request: &str) {
        let mut link = self.link.borrow_mut();
        if link.ready {
            // A refused message only means no reply comes; the page stays usable.
            let _ = self.worker.post_message(&JsValue::from_str(request));
        } else {
            link.waiting = Some(request.to_string());
        }
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
