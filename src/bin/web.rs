//! The app with every screen a visitor opens (a game, lessons, about pages, the demonstration and
//! kiosks, embeds, saved games), built by Trunk for wasm32: loaded by the home binary when one of
//! those screens is opened, and started on its way while the home screen is drawn; it takes over
//! from the home binary (see `ui::on_demand`).
fn main() {
    boardlore::ui::start();
}
