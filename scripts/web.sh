#!/usr/bin/env bash
# The game as a web page.
#   scripts/web.sh build           builds it into target/web/: index.html, its script, the wasm
#                                  module and its JavaScript glue; any static web server serves it
#   scripts/web.sh serve [PORT]    builds it, then serves target/web/ at http://localhost:PORT/
#                                  (8000 by default) until Ctrl-C
#   scripts/web.sh check           builds it, then plays it as a visitor would in headless
#                                  Chromium, in English and in Portuguese, and where Firefox is
#                                  installed in Firefox too (scripts/web-check.py): screenshots
#                                  into target/web-check/
# The first build installs what it lacks: Rust's wasm32 target and wasm-bindgen's command line
# (the version Cargo.lock names, under target/web-tools/). docs/install.md says what the page does.
set -euo pipefail
cd "$(dirname "$0")/.."

readonly OUT=target/web
readonly TOOLS=target/web-tools
readonly PROFILE=web

die() { echo "web.sh: $*" >&2; exit 1; }

# wasm-bindgen's command line must be the very version of the wasm-bindgen crate the module was
# built with: the one Cargo.lock names.
bindgen_version() {
    awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

install_tools() {
    if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
        echo "web.sh: adding Rust's wasm32-unknown-unknown target"
        rustup target add wasm32-unknown-unknown
    fi
    local version
    version=$(bindgen_version)
    [[ -n $version ]] || die "Cargo.lock names no wasm-bindgen version"
    if [[ "$("$TOOLS/bin/wasm-bindgen" --version 2>/dev/null)" != "wasm-bindgen $version" ]]; then
        echo "web.sh: installing wasm-bindgen-cli $version into $TOOLS (a few minutes, once)"
        cargo install --quiet --root "$TOOLS" wasm-bindgen-cli --version "$version"
    fi
}

build() {
    install_tools
    echo "web.sh: building the game for the web (the first build takes a while)"
    cargo build --profile "$PROFILE" --target wasm32-unknown-unknown --bin minimax-arcade
    local target_dir
    target_dir=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
    rm -rf "$OUT"
    mkdir -p "$OUT"
    "$TOOLS/bin/wasm-bindgen" --target web --no-typescript --remove-name-section --remove-producers-section \
        --out-dir "$OUT" --out-name minimax-arcade \
        "$target_dir/wasm32-unknown-unknown/$PROFILE/minimax-arcade.wasm"
    cp web/index.html web/start.js web/worker.js "$OUT/"
    cp assets/desktop/icons/64x64.png "$OUT/icon.png"
    report_sizes
}

# What a visitor downloads: each file as served, and compressed as a web server would send it.
report_sizes() {
    local total=0 compressed=0 file size packed
    for file in "$OUT"/*; do
        size=$(stat -c %s "$file")
        packed=$(gzip -9 -c "$file" | wc -c)
        total=$((total + size))
        compressed=$((compressed + packed))
        printf '  %-32s %9s bytes, %9s gzipped\n' "${file#"$OUT"/}" "$size" "$packed"
    done
    printf 'web.sh: %s: %s MiB, %s MiB gzipped\n' "$OUT" \
        "$(awk -v b="$total" 'BEGIN { printf "%.1f", b / 1048576 }')" \
        "$(awk -v b="$compressed" 'BEGIN { printf "%.1f", b / 1048576 }')"
}

serve() {
    local port=${1:-8000}
    [[ $port =~ ^[0-9]+$ ]] || die "the port must be a number, not '$port'"
    build
    echo "web.sh: serving $OUT at http://localhost:$port/ (Ctrl-C stops)"
    exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$OUT"
}

check() {
    command -v chromium > /dev/null || die "the check needs Chromium (Debian: apt-get install chromium)"
    build
    python3 scripts/web-check.py --site "$OUT" --out target/web-check
}

case "${1:-}" in
    build) build ;;
    serve) shift; serve "$@" ;;
    check) check ;;
    *) die "usage: scripts/web.sh build | serve [PORT] | check" ;;
esac
