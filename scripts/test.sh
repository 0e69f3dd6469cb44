#!/usr/bin/env bash
# The README's command that runs every test: installs what the window and its tests need, then
# runs them all. Arguments go to `cargo test` (`scripts/test.sh --test app_reversi`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/debian-packages.sh
exec cargo test --release "$@"
