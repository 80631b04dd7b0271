"""Shared by the tests: the command line `boardlore`, built from this clone, to compare with."""

import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def cli():
    """Runs `boardlore ARGS...` (the debug build of the clone's command line, built here if
    `cargo test` has not built it yet) and returns its standard output."""
    subprocess.run(
        ["cargo", "build", "-q", "--no-default-features", "--bin", "boardlore"], cwd=ROOT, check=True
    )
    target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    if not target.is_absolute():
        target = ROOT / target
    binary = target / "debug" / "boardlore"

    def run(*args):
        done = subprocess.run([binary, *args], cwd=ROOT, capture_output=True, text=True, check=True)
        return done.stdout

    return run
