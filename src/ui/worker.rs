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

/// Whether the worker has said it is ready, the request waiting for that, and whether a request
/// is being answered (since when the worker was last heard).
#[derive(Default)]
struct Link {
    ready: bool,
    waiting: Option<String>,
    /// When the request being answered was asked or last heard of (ms since 1970).
    answering_since: Option<f64>,
}

/// A worker that searches posts its progress every [`PART_MS`]: this long without a word while
/// a request is being answered means it has stopped.
const SILENT_MS: f64 = 15_000.0;
/// How long a worker may take to load before a request waiting for it counts as failed (its
/// WebAssembly on a slow network).
const LOADING_MS: f64 = 90_000.0;

/// The watchdog's limits: [`SILENT_MS`] and [`LOADING_MS`], or both `watchdog=` seconds from the
/// address (for trying a kiosk's recovery without waiting).
fn limits() -> (f64, f64) {
    match crate::ui::browser::query("watchdog").and_then(|s| s.parse::<f64>().ok()).filter(|&s| s > 0.0) {
        Some(seconds) => (seconds * 1000.0, seconds * 1000.0),
        None => (SILENT_MS, LOADING_MS),
    }
}

/// On the page: a worker that searches, and what to do with its replies.
pub struct Thinker {
    worker: web_sys::Worker,
    link: Rc<RefCell<Link>>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
    /// Checks every second that a request being answered is heard of (see [`SILENT_MS`]); a
    /// worker that died or went silent is reported as the app's failure ([`crate::ui::failure`]).
    _watchdog: gloo::timers::callback::Interval,
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
                state.borrow_mut().answering_since = None;
                return on_reply(Reply::read_bytes(&bytes.to_vec()));
            }
            let text = data.as_string().unwrap_or_default();
            if text == READY {
                let mut link = state.borrow_mut();
                link.ready = true;
                link.answering_since = link.waiting.is_some().then(js_sys::Date::now);
                if let Some(request) = link.waiting.take() {
                    // A refused message only means no reply comes; the page stays usable.
                    let _ = sender.post_message(&JsValue::from_str(&request));
                }
            } else if let Some(reply) = Reply::read(&text) {
                // A reply other than progress ends the answer (the borrow ends before the page hears it).
                let progress = matches!(reply, Reply::Progress { .. });
                state.borrow_mut().answering_since = progress.then(js_sys::Date::now);
                on_reply(reply);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| {
            crate::ui::failure::report("the computer player's worker stopped with an error");
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let (silent, loading) = limits();
        let watched = link.clone();
        let asked_before_ready = Rc::new(RefCell::new(None::<f64>));
        let watchdog = gloo::timers::callback::Interval::new(1000, move || {
            let link = watched.borrow();
            let now = js_sys::Date::now();
            let mut first_wait = asked_before_ready.borrow_mut();
            if link.ready || link.waiting.is_none() {
                *first_wait = None;
            } else if first_wait.is_none() {
                *first_wait = Some(now);
            }
            let loading_too_long = first_wait.is_some_and(|since| now - since > loading);
            let silent_too_long = link.answering_since.is_some_and(|since| now - since > silent);
            if loading_too_long || silent_too_long {
                crate::ui::failure::report("the computer player's worker stopped answering");
            }
        });
        Ok(Thinker { worker, link, _on_message: on_message, _on_error: on_error, _watchdog: watchdog })
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
            link.answering_since = Some(js_sys::Date::now());
            // A refused message only means no reply comes; the page stays usable.
            let _ = self.worker.post_message(&JsValue::from_str(request));
        } else {
            link.waiting = Some(request.to_string());
        }
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        // A reply already queued for the page would otherwise reach the dropped closure (a page
        // error: "closure invoked recursively or after being dropped").
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}
