//! The browser app (feature `web`): a game picker and one screen per game, drawn as SVG from
//! the game's [`crate::engine::Topology`]. Everything runs in the page; the game in progress is
//! kept in localStorage (see [`crate::saved`]).

mod app;
mod board;
mod browser;
mod play;

/// Mounts the app on the page's body.
pub fn start() {
    yew::Renderer::<app::App>::new().render();
}
