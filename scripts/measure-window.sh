#!/usr/bin/env bash
# Measures what the window costs, under Xvfb with software Vulkan (lavapipe), as
# docs/window.md ("What it costs the machine") reports it:
#   1. CPU of the process idle on the menu;
#   2. CPU idle on a Reversi game waiting for the human's move;
#   3. the AI's nodes/s in the window against `analyze` on the command line, same position, same
#      time and evaluation, alternating runs; and how often the window updated while the AI
#      searched (the panel's figures refresh at that rate). The window's search is the AI's reply
#      to a move the script clicks once the window has settled (a launch never starts two AIs
#      playing on their own). On a busy machine the figures vary from run to run: RUNS repeats
#      the comparison.
# CPU is the process's user + system time (/proc/PID/stat fields 14 and 15) over an interval, in
# percent of one core.
#
# Needs: xvfb, mesa-vulkan-drivers, libvulkan1, xdotool (Debian package names), and a release
# build (`cargo build --release`). Usage: scripts/measure-window.sh [path/to/minimax-arcade]
# Environment: IDLE_SECONDS (20), SEARCH_MS (10000: long beside the start-up frames), RUNS (2), DISPLAY_NUMBER (97).
set -euo pipefail

binary=${1:-${CARGO_TARGET_DIR:-target}/release/minimax-arcade}
idle_seconds=${IDLE_SECONDS:-20}
search_ms=${SEARCH_MS:-10000}
runs=${RUNS:-2}
display=":${DISPLAY_NUMBER:-97}"
# A midgame position, Black (the human) to move; the script plays c6 for it, and the AI (White)
# searches its reply.
position="------------------XO-O----XXOO----XOOX---X-OXX-----XO----------- X"
# Where c6's square is drawn in the 1280×800 window: the board's a1 centre and its square size.
click_c6=(315 523)

[[ -x $binary ]] || { echo "no binary at $binary: build with cargo build --release" >&2; exit 1; }
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null || { echo "$tool is missing (apt-get install xvfb xdotool)" >&2; exit 1; }
done
lavapipe=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
[[ -f $lavapipe ]] || { echo "no lavapipe at $lavapipe (apt-get install mesa-vulkan-drivers)" >&2; exit 1; }

work=$(mktemp -d)
xvfb_pid=
app_pid=
cleanup() {
    [[ -n $app_pid ]] && kill "$app_pid" 2>/dev/null || true
    [[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# No reset when the last client leaves: a window started during a reset cannot connect.
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
sleep 1
export DISPLAY=$display VK_ICD_FILENAMES=$lavapipe VK_DRIVER_FILES=$lavapipe WGPU_BACKEND=vulkan
ticks_per_second=$(getconf CLK_TCK)

# CPU seconds (user + system) the process has used so far, in clock ticks.
cpu_ticks() {
    # The fields after the command name, which is in parentheses: utime and stime are 12 and 13.
    local stat
    [[ -r /proc/$1/stat ]] || { echo "the window (pid $1) has exited" >&2; return 1; }
    stat=$(<"/proc/$1/stat")
    read -r -a fields <<<"${stat##*) }"
    echo $((fields[11] + fields[12]))
}

# Percent of one core the process used over $2 seconds.
cpu_percent() {
    local before after
    before=$(cpu_ticks "$1") || return 1
    sleep "$2"
    after=$(cpu_ticks "$1") || return 1
    awk -v ticks=$((after - before)) -v hz="$ticks_per_second" -v s="$2" 'BEGIN { printf "%.1f", 100 * ticks / hz / s }'
}

# Starts the window with a fresh settings directory ($1: settings JSON, or empty for defaults),
# then waits until its window exists and the first frames are drawn.
launch() {
    local settings=$1
    shift
    rm -rf "$work/config" && mkdir -p "$work/config"
    [[ -n $settings ]] && echo "$settings" >"$work/config/settings.json"
    MINIMAX_ARCADE_CONFIG_DIR="$work/config" MINIMAX_ARCADE_FRAME_STATS=1 "$binary" "$@" >"$work/app.log" 2>&1 &
    app_pid=$!
    for _ in $(seq 1 120); do
        xdotool search --name "Minimax Arcade" >/dev/null 2>&1 && break
        sleep 0.5
    done
    sleep 5
}

stop() {
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=
}

# Waits up to $3 seconds for $2 lines matching $1 in the app's log.
wait_for_log_count() {
    for _ in $(seq 1 $(($3 * 2))); do
        (($(grep -c "$1" "$work/app.log") >= $2)) && return 0
        sleep 0.5
    done
    echo "timed out waiting for '$1' in the window's log:" >&2
    tail -20 "$work/app.log" >&2
    return 1
}

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

# A window that exits while measured stops the script instead of reading as idle.
launch ""
idle=$(cpu_percent "$app_pid" "$idle_seconds")
echo "idle on the menu:             $idle % of one core over ${idle_seconds} s"
stop

launch "" --game reversi
idle=$(cpu_percent "$app_pid" "$idle_seconds")
echo "idle, waiting for a move:     $idle % of one core over ${idle_seconds} s"
stop

# The AI plays White in the window with the same limits as the command line, its search started
# by the human's move once the window has settled (compiled its shaders, loaded its pictures and
# fonts: not what a player waits on). The window logs the position the search was for, and the
# command line then searches that position. The rules card, seen, stays closed.
ai="\"time_limit_ms\": $search_ms, \"max_depth\": 60, \"exact_endgame_empties\": 0"
settings="{\"rules_seen\": [\"reversi\"], \"reversi\": {\"seats\": {\"first\": \"Human\", \"second\": \"Ai\"}, \"ai\": {$ai}}}"
echo '{"opening":{"pattern":64},"midgame":{"pattern":64},"endgame":{"pattern":64}}' >"$work/learned.json"
for run in $(seq 1 "$runs"); do
    launch "$settings" --game reversi --position "$position"
    window_id=$(xdotool search --name "Minimax Arcade" | head -1)
    # The pointer first, then the click: the board learns where the pointer is from its motion.
    xdotool mousemove --window "$window_id" "${click_c6[@]}"
    sleep 0.5
    xdotool click 1
    wait_for_log_count "AI search: depth" 1 $((3 * search_ms / 1000 + 60))
    measured=$(grep "AI search: depth" "$work/app.log" | sed -n 1p)
    window=$(sed -n 's/.* \([0-9]*\) nodes\/s.*/\1/p' <<<"$measured")
    searched=$(sed -n 's/.*, position //p' <<<"$measured")
    # The frame statistics count the frames drawn while each search ran.
    wait_for_log_count "of AI search:" 1 10
    refresh=$(grep "of AI search:" "$work/app.log" | sed -n 1p | sed -n 's/.*: \([0-9.]*\) per second.*/\1/p')
    stop
    # At the window's search priority (its search threads run at nice 10, see src/app/mod.rs), so
    # that other work on a shared machine slows both alike.
    # --best-only: the search the AI makes to play (analyze otherwise scores every move exactly).
    cli=$(nice -n 10 "$binary" analyze --position "$searched" --time-ms "$search_ms" --depth 60 --exact-empties 0 \
        --weights "$work/learned.json" --best-only | sed -n 's/.*nodes\/s \([0-9]*\).*/\1/p')
    awk -v run="$run" -v w="$window" -v c="$cli" -v r="$refresh" 'BEGIN {
        printf "AI search, run %d:            window %.2f M nodes/s, command line %.2f M nodes/s: %.0f %%; window updated %s times/s while searching\n",
            run, w / 1e6, c / 1e6, 100 * w / c, r }'
done
