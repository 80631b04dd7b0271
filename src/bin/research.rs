//! The researchers' screens (the study page, the analysis board and its set-up editor): the
//! whole app in a second WebAssembly, built by Trunk from this crate and loaded by the page only
//! when one of those screens is opened; it takes over from the page's app (see `ui::research`).
fn main() {
    boardlore::ui::start_research();
}
