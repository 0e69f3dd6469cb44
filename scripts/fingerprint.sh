#!/usr/bin/env bash
# The engine's deterministic figures: perft counts, exact scores and node counts at fixed depths
# on one thread, and the results of fixed-depth matches, printed without times. A change that
# should not change how the engine plays (a refactoring) leaves this output the same:
#
#   scripts/fingerprint.sh > before.txt   ...change...   scripts/fingerprint.sh | diff before.txt -
#
# BIN: the binary (default target/release/minimax-arcade). About two minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${BIN:-target/release/minimax-arcade}
[[ -x $bin ]] || { echo "no binary at $bin: cargo build --release first" >&2; exit 2; }

# Times vary from run to run: every "seconds" field and column goes.
untimed() {
    sed -E 's/"seconds":[0-9.e+-]+,?//g; s/ +seconds +[0-9.]+.*$//; s/ +leaves\/s +[0-9]+//'
}

section() { echo "## $*"; }

section perft
"$bin" perft 9 | untimed
"$bin" perft 9 --game tictactoe | untimed
"$bin" perft 5 --game catapultas | untimed

section "exact solves (FFO #20-#39, one thread)"
"$bin" solve --json --threads 1 tests/data/fforum-20-39.obf | untimed

section "fixed-depth searches (one thread)"
midgame="--XXXX----XXXO--OOXXXOOO-OOXOXOO--OOOXO---OOOXO---OOX----------O X"
"$bin" analyze --depth 10 --threads 1 --json | untimed
"$bin" analyze --position "$midgame" --depth 9 --threads 1 --json | untimed
"$bin" analyze --position "$midgame" --depth 9 --threads 1 --best-only --json | untimed
"$bin" analyze --position "$midgame" --depth 6 --algorithm alpha-beta --threads 1 --json | untimed
"$bin" analyze --game catapultas --depth 5 --json | untimed
"$bin" analyze --game catapultas --depth 4 --algorithm minimax --json | untimed
"$bin" analyze --game tictactoe --position "X---O---- X" --json | untimed
"$bin" nodes tictactoe --position "X---O---- X" | untimed

# The review searches on every core: its scores are fixed, its node counts are not.
section "review (depth 6)"
"$bin" review --transcript "f5d6c3d3c4f4f6f3e6e7d7c5b6" --depth 6 --json 2>/dev/null | untimed | sed -E 's/,"nodes":[0-9]+//'

section "fixed-depth matches"
"$bin" match reversi --black ai:depth=4 --white ai:depth=4,weights=classroom --games 16 \
    --openings balanced --swap-colours --json | untimed
"$bin" match reversi --black level:2 --white level:4 --games 8 --openings random:6 --swap-colours --json | untimed
"$bin" match tictactoe --x ai --o random --games 50 --json | untimed
"$bin" match catapultas --x ai --o greedy --games 4 --depth 3 --json | untimed
