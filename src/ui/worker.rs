//! Both ends of the computer player's Web Worker: inside the worker, [`run`] answers each message
//! with [`crate::ai::respond`]; on the page, [`Thinker`] sends requests and delivers replies.
//!
//! A worker that has not yet loaded its WebAssembly drops messages, so it says `ready` first, and
//! the page holds its latest request until then.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The worker's first message, once it listens.
const READY: &str = "ready";

/// Inside the worker: answer every message (a JSON search request) with a JSON reply.
pub fn run() {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replier = scope.clone();
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        // Nothing can be done if the page has gone; the reply is simply lost.
        let _ = replier.post_message(&JsValue::from_str(&crate::ai::respond(&request)));
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
    /// Starts the worker; `on_reply` receives each JSON reply.
    pub fn start(on_reply: impl Fn(String) + 'static) -> Result<Thinker, String> {
        let worker = web_sys::Worker::new("./boardlore-worker_loader.js")
            .map_err(|e| format!("the computer player could not start ({e:?})"))?;
        let link = Rc::new(RefCell::new(Link::default()));
        let (sender, state) = (worker.clone(), link.clone());
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            if text == READY {
                let mut link = state.borrow_mut();
                link.ready = true;
                if let Some(request) = link.waiting.take() {
                    // A refused message only means no reply comes; the page stays usable.
                    let _ = sender.post_message(&JsValue::from_str(&request));
                }
            } else {
                on_reply(text);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Ok(Thinker { worker, link, _on_message: on_message })
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
