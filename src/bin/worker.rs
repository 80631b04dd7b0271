//! The computer player's Web Worker (built by Trunk from this crate): answers search requests
//! off the page's main thread.
fn main() {
    boardlore::ui::worker::run();
}
