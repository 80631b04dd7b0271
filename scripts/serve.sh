#!/usr/bin/env bash
# Sets up what is missing, builds the app (release) and serves it on http://127.0.0.1:8080
# (another port: PORT=9000 scripts/serve.sh), exactly as built: a static server, as a museum's
# would be. Stop it with Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh app
export PATH="$PWD/.tools/bin:$PWD/node_modules/.bin:$PATH"
trunk build --release
exec node scripts/static.mjs dist "${PORT:-8080}"
