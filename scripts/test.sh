#!/usr/bin/env bash
# Sets up what is missing, then runs every check and test: formatting, lints for both feature
# sets, the native tests (rules scenarios, invariants over random games, records, storage, CLI),
# the release build of the app, and the browser tests in Chromium. (The benchmarks, which print
# figures and test nothing, are scripts/bench.sh.)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
export PATH="$PWD/.tools/bin:$PWD/node_modules/.bin:$PATH"
step() { printf '\n== test: %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --check
step "cargo clippy (web feature, native and wasm32) and (core only)"
cargo clippy --all-targets -- -D warnings
cargo clippy --target wasm32-unknown-unknown --bin boardlore-home --bin boardlore-web --bin boardlore-research -- -D warnings
cargo clippy --no-default-features --all-targets -- -D warnings
step "native tests of the core (no web crates)"
cargo test --no-default-features
step "the first paint's cards are the home screen's own (Yew's server-side renderer)"
cargo test --test first_paint
step "Python package and OpenSpiel adapter (pytest)"
.venv/bin/python -m pytest -q -p no:cacheprovider python/tests
step "allocation counts of random playouts and search (release: debug builds check every random draw against a fresh list)"
cargo test --release --no-default-features --test allocations
step "the same engine in WebAssembly (Node.js): generator and a seeded game match native"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown --no-default-features --test wasm
step "building the app with trunk (release)"
trunk build --release
step "browser tests (Chromium; the CLI is their oracle)"
cargo build --no-default-features --bin boardlore
node --test --test-concurrency=1 tests/browser/
step "bundle sizes"
node scripts/sizes.mjs
