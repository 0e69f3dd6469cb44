#!/usr/bin/env bash
# Packs Minimax Arcade for players. By default a Debian package that installs the game in the
# desktop's menu: the binary (its pictures, sounds, fonts, book and evaluation are inside it), the
# menu entry, the icons, the AppStream metainfo and the licences; the desktop files are checked
# first (scripts/check-desktop.sh) and the package after. With --windows, a zip for 64-bit
# Windows, cross-built here with MinGW-w64: the .exe (the same embedded assets), the licences and
# a read-me; its command line is then tried under Wine.
#
#   scripts/package.sh [--out DIR]             the .deb into DIR (target/package/ by default)
#   scripts/package.sh --windows [--out DIR]   the Windows zip into DIR, tried under Wine
#
# Install the .deb with `sudo apt install ./target/package/minimax-arcade_VERSION_ARCH.deb`. The
# Windows build needs `apt-get install gcc-mingw-w64-x86-64 wine64 zip` (or wine instead of
# wine64) and `rustup target add x86_64-pc-windows-gnu` (done here when rustup is present).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/desktop-files.sh

usage="scripts/package.sh [--windows] [--out DIR]"
out=target/package
windows=false
while (($# > 0)); do
    case "$1" in
        --out)
            (($# >= 2)) || { echo "package: --out needs a folder" >&2; exit 2; }
            out=$2
            shift 2
            ;;
        --windows)
            windows=true
            shift
            ;;
        -h | --help)
            sed -n '2,15s/^# \{0,1\}//p' "$0"
            exit 0
            ;;
        *)
            echo "package: unknown argument '$1' ($usage)" >&2
            exit 2
            ;;
    esac
done
package=minimax-arcade

if $windows; then
    source scripts/windows-package.sh
    package_windows "$out" "$package"
    exit 0
fi

command -v dpkg-deb >/dev/null || { echo "package: dpkg-deb is needed (a Debian system); --windows builds the Windows zip" >&2; exit 1; }

scripts/check-desktop.sh
cargo build --release
arch=$(dpkg --print-architecture)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

# The files, where the Filesystem Hierarchy Standard and the freedesktop specifications put them.
install -D -m 755 "${CARGO_TARGET_DIR:-target}/release/minimax-arcade" "$stage/usr/bin/minimax-arcade"
strip --strip-unneeded "$stage/usr/bin/minimax-arcade" 2>/dev/null || true
install -D -m 644 "$DESKTOP_ENTRY" "$stage/usr/share/applications/$APP_ID.desktop"
install -D -m 644 "$METAINFO" "$stage/usr/share/metainfo/$APP_ID.metainfo.xml"
for side in "${ICON_SIDES[@]}"; do
    install -D -m 644 "$ICON_DIR/${side}x${side}.png" "$stage/usr/share/icons/hicolor/${side}x${side}/apps/$APP_ID.png"
done
doc="$stage/usr/share/doc/$package"
install -D -m 644 README.md "$doc/README.md"
install -D -m 644 docs/programs.md "$doc/programs.md"
install -D -m 644 docs/programs.pt-BR.md "$doc/programs.pt-BR.md"
install -d "$doc/examples"
install -m 644 examples/agents/*.py "$doc/examples/"
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: Minimax Arcade"
    echo "Source: $HOMEPAGE"
    echo
    echo "Files: *"
    echo "Copyright: 2026 The Minimax Arcade developers"
    echo "License: MIT or Apache-2.0"
    echo
    echo "Files: assets/fonts/*"
    echo "Copyright: the fonts' authors, as assets/fonts/*.txt name them"
    echo "License: OFL-1.1"
    echo
    echo "License: MIT"
    sed 's/^$/./; s/^/ /' LICENSE-MIT
    echo
    echo "License: Apache-2.0"
    echo " On Debian systems the Apache License 2.0 is in /usr/share/common-licenses/Apache-2.0."
    echo
    echo "License: OFL-1.1"
    sed 's/^$/./; s/^/ /' assets/fonts/Comfortaa-OFL.txt
} >"$doc/copyright"

install -d "$stage/DEBIAN"
cat >"$stage/DEBIAN/control" <<CONTROL
Package: $package
Version: $VERSION
Architecture: $arch
Section: games
Priority: optional
Maintainer: The Minimax Arcade developers <minimax-arcade@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)
Depends: libc6, libgcc-s1, libasound2t64 | libasound2, libvulkan1, mesa-vulkan-drivers | vulkan-icd, libx11-6, libxcursor1, libxrandr2, libxi6, libxkbcommon-x11-0
Recommends: python3, zenity
Homepage: $HOMEPAGE
Description: board games against minimax AIs you can watch think
 Reversi (Othello), Tic-tac-toe and Catapultas against minimax and alpha-beta
 AIs whose search you can watch: the tree node by node, the positions each
 algorithm visits, why the AI chose its move. Ten Reversi levels up to an
 engine that solves endgames exactly; a student's own program can take a
 seat, be rated and play class tournaments. English and Brazilian Portuguese.
 .
 Built for x86-64-v3 processors (Intel Haswell, AMD Excavator and later).
CONTROL

mkdir -p "$out"
deb="$out/${package}_${VERSION}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
# The package as dpkg reads it: its fields, and the files a desktop needs in it.
dpkg-deb --field "$deb" Package Version >/dev/null
listing=$(dpkg-deb --contents "$deb")
for wanted in usr/bin/minimax-arcade "usr/share/applications/$APP_ID.desktop" "usr/share/metainfo/$APP_ID.metainfo.xml" \
    "usr/share/icons/hicolor/512x512/apps/$APP_ID.png"; do
    grep -q "\./$wanted\$" <<<"$listing" || { echo "package: $deb lacks $wanted" >&2; exit 1; }
done
echo "package: $deb ($(du -h "$deb" | cut -f1))"
