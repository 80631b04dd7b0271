#!/usr/bin/env bash
# Sets up what is missing, then builds the app and serves it on http://127.0.0.1:8080
# (another port: PORT=9000 scripts/serve.sh). Stop it with Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh app
export PATH="$PWD/.tools/bin:$PWD/node_modules/.bin:$PATH"
exec trunk serve --release --port "${PORT:-8080}"
