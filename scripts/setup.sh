#!/usr/bin/env bash
# Installs what boardlore needs, only where it is missing; safe to run again and again.
#
#   scripts/setup.sh app     tools to build and serve the app (wasm target, Trunk, wasm-bindgen,
#                            wasm-opt)
#   scripts/setup.sh test    the same, plus Chromium for the browser tests, and .venv: Python with
#                            the packages the Python tests need and the boardlore wheel
#
# Tools already on PATH at exactly the pinned versions are used; otherwise they are installed
# inside this clone under .tools/ (cargo) and node_modules/ (npm). Chromium comes from Debian.
# Trunk is configured offline and finds every tool here, so it never downloads anything.
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-test}"

TRUNK_VERSION=0.21.14
# wasm-bindgen-cli must match the wasm-bindgen crate in Cargo.lock exactly (and Trunk.toml).
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if ! grep -q "wasm_bindgen = \"$WASM_BINDGEN_VERSION\"" Trunk.toml; then
  echo "setup: Trunk.toml [tools] wasm_bindgen must be \"$WASM_BINDGEN_VERSION\" (the version in Cargo.lock)" >&2
  exit 1
fi

export PATH="$PWD/.tools/bin:$PWD/node_modules/.bin:$PATH"
step() { printf '\n== setup: %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# Trunk and wasm-bindgen are built in cargo's dev profile without debug information: they only
# drive the build (cargo, wasm-bindgen, wasm-opt do the work), and their own release profiles (fat
# LTO, one codegen unit) cost the set-up several minutes. Trunk goes without its default features
# (the update check and TLS): it is configured offline and never downloads anything.
quick_install() { CARGO_PROFILE_DEV_DEBUG=0 cargo install --debug --root .tools "$@"; }

if ! trunk --version 2>/dev/null | grep -qF "$TRUNK_VERSION"; then
  step "installing trunk $TRUNK_VERSION into .tools"
  quick_install --locked --no-default-features trunk --version "$TRUNK_VERSION"
fi

if ! wasm-bindgen --version 2>/dev/null | grep -qF "$WASM_BINDGEN_VERSION"; then
  step "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION into .tools"
  # Not --locked: the CLI's own lockfile names a crate version the registry no longer has.
  quick_install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# npm packages (binaryen's wasm-opt, playwright-core) from the committed lockfile.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "installing npm packages from package-lock.json"
  npm ci --no-audit --no-fund
fi

if [ "$what" = test ] && [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
  step "installing Debian's chromium"
  sudo=""
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || { echo "setup: chromium is missing and installing it needs root (apt-get install chromium)" >&2; exit 1; }
    sudo=sudo
  fi
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q chromium
fi

# The Python package (python/) and its tests: a virtual environment inside this clone (.venv)
# with the pinned packages of python/requirements-test.txt (OpenSpiel among them), and the
# package's wheel built from this clone in the dev profile (python/ is a member of the cargo
# workspace, so it reuses the crate and dependencies `cargo test` compiles), installed into .venv.
if [ "$what" = test ]; then
  if [ ! -x .venv/bin/python ]; then
    step "creating the Python virtual environment .venv"
    python3 -m venv .venv
  fi
  if ! cmp -s python/requirements-test.txt .venv/requirements-test.txt; then
    step "installing the Python packages of python/requirements-test.txt into .venv"
    .venv/bin/python -m pip install --quiet --no-cache-dir --disable-pip-version-check --no-deps -r python/requirements-test.txt
    cp python/requirements-test.txt .venv/requirements-test.txt
  fi
  step "building the Python package (maturin, dev profile) and installing it into .venv"
  rm -rf python/dist
  (cd python && ../.venv/bin/maturin build --quiet -i ../.venv/bin/python -o dist)
  .venv/bin/python -m pip install --quiet --no-cache-dir --disable-pip-version-check --force-reinstall --no-deps python/dist/boardlore-*.whl
fi
