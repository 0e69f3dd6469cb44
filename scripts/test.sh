#!/usr/bin/env bash
# The README's command that runs every test: installs what the window and its tests need, then
# runs them all, built with the `checked` profile (optimised, with overflow checks and
# `debug_assert!`s on). Arguments go to `cargo test` (`scripts/test.sh --test window`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/debian-packages.sh
exec cargo test --profile checked "$@"
