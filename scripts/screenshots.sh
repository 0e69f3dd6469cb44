#!/usr/bin/env bash
# Redraws the pictures of the READMEs and docs/ (docs/images/*.png) with the game's own
# `--screenshot`, in English and in Brazilian Portuguese, then makes the files small.
#
#   scripts/screenshots.sh
#
# Environment: MINIMAX_ARCADE_BIN, the game to draw (default target/release/minimax-arcade,
# built with `cargo build --release` when missing). Needs ImageMagick (`convert`) and xdotool;
# with no DISPLAY it starts its own Xvfb (Debian: xvfb imagemagick xdotool). The pictures are
# 1280×800, each from a fresh settings folder; only the search tree's differs from run to run (the
# AI at the level a new player meets picks among its near-best moves anew in every game).
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${MINIMAX_ARCADE_BIN:-target/release/minimax-arcade}
if [[ ! -x $bin ]]; then
    if [[ -n ${MINIMAX_ARCADE_BIN:-} ]]; then
        echo "no game at MINIMAX_ARCADE_BIN=$bin" >&2
        exit 2
    fi
    cargo build --release
fi
for tool in convert xdotool; do
    command -v "$tool" >/dev/null || { echo "$tool is missing (Debian: apt-get install imagemagick xdotool)" >&2; exit 2; }
done

out=docs/images
mkdir -p "$out"
work=$(mktemp -d)
xvfb=
cleanup() {
    [[ -n $xvfb ]] && kill "$xvfb" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

if [[ -z ${DISPLAY:-} ]]; then
    command -v Xvfb >/dev/null || { echo "no DISPLAY and no Xvfb (Debian: apt-get install xvfb)" >&2; exit 2; }
    display=98
    while [[ -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
    # -noreset: the pointer stays where it was put between two runs of the game.
    Xvfb ":$display" -screen 0 1280x800x24 -noreset >"$work/xvfb.log" 2>&1 &
    xvfb=$!
    export DISPLAY=:$display
    for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
    # Out of the way, so that nothing is drawn as hovered.
    xdotool mousemove 1279 799
fi

# settings LANGUAGE LAYER [GAME-PART-JSON]: a settings folder of its own, the rules already seen.
settings() {
    local dir
    dir=$(mktemp -d "$work/settings.XXXX")
    printf '{"language":"%s","panel_layer":"%s","rules_seen":["reversi","tictactoe","catapultas"]%s}\n' \
        "$1" "$2" "${3:+,$3}" >"$dir/settings.json"
    echo "$dir"
}

# small RAW NAME: the picture with a palette of 256 colours, metadata stripped.
small() {
    convert "$1" -strip -dither None -colors 256 -define png:compression-level=9 "PNG8:$out/$2.png"
    echo "$out/$2.png: $(($(stat -c %s "$out/$2.png") / 1024)) KiB"
}

# shot NAME LANGUAGE LAYER GAME-PART-JSON ARGUMENTS...: one picture, the game started on ARGUMENTS.
shot() {
    local name=$1 language=$2 layer=$3 part=$4
    shift 4
    MINIMAX_ARCADE_CONFIG_DIR=$(settings "$language" "$layer" "$part") \
        "$bin" --window-size 1280x800 --screenshot "$work/$name.png" "$@" >"$work/$name.log" 2>&1 ||
        { cat "$work/$name.log" >&2; exit 1; }
    small "$work/$name.png" "$name"
}

# tree NAME LANGUAGE RECORD-X: Reversi's Lab with the search tree of the position, recorded by alpha-beta at
# depth 3 (small enough for the view to draw it). The game opens with the AI to move; once it has, the script presses "Search tree…" in
# the Thinking section, then "Record" in the view (places in the window's pixels at 1280×800;
# Record's moves with the length of the words before it).
tree() {
    local name=$1 language=$2 record_x=$3
    MINIMAX_ARCADE_CONFIG_DIR=$(settings "$language" Lab) \
        "$bin" --game reversi --transcript f5d6c3d3c4f4c5b3c2e6c6 --window-size 1280x800 --frames 120 \
        --screenshot "$work/$name.png" >"$work/$name.log" 2>&1 &
    local game=$! window
    window=$(xdotool search --sync --onlyvisible --name '^Minimax Arcade$' | head -1)
    sleep 3
    xdotool mousemove --window "$window" 930 379 click 1
    sleep 1
    xdotool mousemove --window "$window" "$record_x" 114 click 1
    sleep 0.5
    xdotool mousemove --window "$window" 1279 799
    wait "$game" || { cat "$work/$name.log" >&2; exit 1; }
    small "$work/$name.png" "$name"
}

# trees NAME LANGUAGE [side-by-side]: the game trees screen on the course's alpha-beta example,
# 20 of its 29 steps taken with the → key (E cut, C searched with α = 3); side by side, minimax
# above (its step 20: F entered), chosen beside the two searches.
trees() {
    local name=$1 language=$2 side=${3:-}
    MINIMAX_ARCADE_CONFIG_DIR=$(settings "$language" Play) \
        "$bin" --trees --window-size 1280x800 --frames 150 --screenshot "$work/$name.png" >"$work/$name.log" 2>&1 &
    local game=$! window
    window=$(xdotool search --sync --onlyvisible --name '^Minimax Arcade$' | head -1)
    sleep 3
    xdotool windowfocus --sync "$window"
    if [[ -n $side ]]; then
        xdotool mousemove --window "$window" 1100 228 click 1
        sleep 0.3
        xdotool mousemove --window "$window" 1279 799
    fi
    for _ in $(seq 20); do
        xdotool key --window "$window" Right
        sleep 0.05
    done
    wait "$game" || { cat "$work/$name.log" >&2; exit 1; }
    small "$work/$name.png" "$name"
}

for language in en pt-BR; do
    suffix=${language/en/}
    suffix=${suffix:+.$suffix}
    record_x=256
    [[ $language == pt-BR ]] && record_x=301
    # A Reversi game in progress: Black to move, the hints' score on every legal move, the graph.
    shot "reversi-play$suffix" "$language" Play '"reversi":{"show_hints":true,"hint_strength":"Quick"}' \
        --game reversi --transcript f5d6c3d3c4f4c5b3c2e6c6b4b5d2 --frames 80
    tree "reversi-search-tree$suffix" "$language" "$record_x"
    # Tic-tac-toe's Lab after the AI's reply: the nodes each way of searching visits.
    shot "tictactoe-nodes$suffix" "$language" Lab '' --game tictactoe --transcript 5 --frames 60
    shot "menu$suffix" "$language" Play '' --frames 30
    trees "game-trees$suffix" "$language"
    trees "game-trees-side-by-side$suffix" "$language" side-by-side
done
