#!/usr/bin/env bash
# Builds what the benchmarks need, then prints their figures (it checks nothing: the tests are
# scripts/test.sh). Natively: `boardlore bench` (every game). In
# Chromium (scripts/browser-bench.mjs): wasm playouts per second against native, a hard decision's
# time, the longest main-thread task while the computer thinks, the hard computer and the study
# page on one worker and on two. docs/performance.md says how to read them.
#
#   scripts/bench.sh            all of it
#   scripts/bench.sh native     the native figures only (no app build, no browser)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
export PATH="$PWD/.tools/bin:$PWD/node_modules/.bin:$PATH"
step() { printf '\n== bench: %s\n' "$*"; }

step "building the CLI (release)"
cargo build --release --no-default-features --bin boardlore
for game in leyla ceelkoqyuqkoqiji dongjintian piprjall; do
  step "native: boardlore bench --game $game"
  target/release/boardlore bench --game "$game"
done
if [ "${1:-}" = native ]; then exit 0; fi
step "building the app with trunk (release)"
trunk build --release
step "in Chromium: scripts/browser-bench.mjs"
node scripts/browser-bench.mjs
