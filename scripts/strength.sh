#!/usr/bin/env bash
# The Reversi strength matches of docs/strength.md, each printed as one JSON summary line.
#
#   scripts/strength.sh [learned|tuned|top|ladder|all]    (default: all)
#   scripts/strength.sh versus OTHER_BINARY               (not part of all)
#
# Environment: BIN (default target/release/minimax-arcade), GAMES (default 100; 200 for versus),
# JOBS (games at once, default 2), SCALE (divides the timed players' time per move, default 1).
# Every match starts from the balanced openings with colours swapped, one thread per player.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${BIN:-target/release/minimax-arcade}
games=${GAMES:-100}
jobs=${JOBS:-2}
scale=${SCALE:-1}
[[ -x $bin ]] || { echo "no binary at $bin: cargo build --release first" >&2; exit 2; }

# play TITLE BLACK WHITE [GAMES [MORE MATCH OPTIONS...]]
play() {
    local title=$1 black=$2 white=$3 count=${4:-$games}
    shift $(($# < 4 ? $# : 4))
    echo "# $title" >&2
    "$bin" match reversi --black "$black" --white "$white" --games "$count" \
        --openings balanced --swap-colours --jobs "$jobs" --threads 1 --json "$@"
}

learned() {
    # The learned evaluation at depth d against the classroom heuristics at depth d + 4.
    for depth in 2 3 4 6; do
        play "learned depth $depth vs classroom depth $((depth + 4))" \
            "ai:depth=$depth,empties=14" "ai:depth=$((depth + 4)),weights=classroom,empties=14"
    done
}

tuned() {
    play "tuned classroom preset vs classroom preset, depth 6" "ai:depth=6,weights=tuned,empties=14" \
        "ai:depth=6,weights=classroom,empties=14"
}

top() {
    # The top level against the old default AI: classroom weights, depth 12, 1 s a move, exact from
    # 16 empties. SCALE divides both sides' time.
    local time=$((1000 / scale))
    play "level 10 vs the old default (classroom, depth 12, ${time} ms)" \
        "ai:depth=24,time=$time,empties=20" "ai:depth=12,time=$time,weights=classroom,empties=16"
}

ladder() {
    for level in 1 2 3 4 5 6 7 8 9; do
        play "level $level vs level $((level + 1))" "level:$level" "level:$((level + 1))"
    done
    play "level 1 vs level 10" "level:1" "level:10"
}

versus() {
    # This build's top level against another build's, each as its own NBoard engine at its
    # defaults (the top level: 1 s a move) on one thread: the match that keeps or drops a change
    # to the engine. OTHER_BINARY is the other build's minimax-arcade. The match's --depth is
    # what it asks of an NBoard engine (its own --threads is for its built-in AIs only).
    local other=$1
    [[ -x $other ]] || { echo "no binary at $other" >&2; exit 2; }
    play "the top level of $bin vs the top level of $other" "nboard:$bin nboard --threads 1" \
        "nboard:$other nboard --threads 1" "${GAMES:-200}" --depth 24
}

case ${1:-all} in
    learned) learned ;;
    tuned) tuned ;;
    top) top ;;
    ladder) ladder ;;
    all) learned; tuned; top; ladder ;;
    versus) [[ $# -eq 2 ]] || { echo "usage: $0 versus OTHER_BINARY" >&2; exit 2; }; versus "$2" ;;
    *) echo "usage: $0 [learned|tuned|top|ladder|all] | versus OTHER_BINARY" >&2; exit 2 ;;
esac
