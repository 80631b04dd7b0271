//! The browser app (feature `web`): a game picker and one screen per game, drawn as SVG from
//! the game's [`crate::engine::Topology`]. Everything runs in the page; campaigns are kept in
//! localStorage (see [`crate::campaigns`]).

mod about;
mod app;
mod board;
mod browser;
mod campaign_panel;
mod host;
mod play;
mod shelf;
pub mod worker;

/// Mounts the app on the page's body.
pub fn start() {
    yew::Renderer::<app::App>::new().render();
}
