#!/usr/bin/env bash
# The README's command that plays: installs what the window needs, then builds and opens it.
# Arguments go to the game (`scripts/play.sh --help`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/debian-packages.sh
exec cargo run --release -- "$@"
