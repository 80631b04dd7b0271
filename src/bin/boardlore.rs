//! `boardlore`, the command-line tool (see `boardlore/cli.rs`). It is native only (threads,
//! files, a terminal): a WebAssembly build of the crate's binaries, which `cargo test --target
//! wasm32-unknown-unknown` makes for its tests, gets a `main` that does nothing.

#[cfg(not(target_arch = "wasm32"))]
#[path = "boardlore/cli.rs"]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
