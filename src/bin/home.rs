//! The page's first WebAssembly: the home screen without any game's rules (see `ui::home`); the
//! other screens come in the web and research binaries, loaded when needed (`ui::on_demand`).
fn main() {
    boardlore::ui::start_home();
}
