//! Browser entry point: mounts the Yew app (built by Trunk for wasm32).
fn main() {
    boardlore::ui::start();
}
