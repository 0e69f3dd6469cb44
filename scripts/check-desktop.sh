#!/usr/bin/env bash
# Checks what a desktop installs of the program (assets/desktop/): the menu entry with
# desktop-file-validate, the AppStream metainfo with appstreamcli (without the network), an icon in
# each size the package installs, and each screenshot the metainfo names: an address under the
# home page Cargo.toml gives, of a picture that is in docs/images/. Installs the two validators
# first where they are missing (Debian). CI runs it; so does scripts/package.sh before it packs.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/desktop-files.sh

scripts/debian-packages.sh desktop-file-utils appstream

failures=0
fail() {
    echo "check-desktop: $*" >&2
    failures=$((failures + 1))
}

desktop-file-validate "$DESKTOP_ENTRY" || fail "$DESKTOP_ENTRY is not a valid desktop entry"
appstreamcli validate --no-net "$METAINFO" || fail "$METAINFO is not valid AppStream metainfo"
grep -q "^Icon=$APP_ID\$" "$DESKTOP_ENTRY" || fail "$DESKTOP_ENTRY's Icon is not $APP_ID"
for side in "${ICON_SIDES[@]}"; do
    icon="$ICON_DIR/${side}x${side}.png"
    [[ -f $icon ]] || fail "no ${side}×${side} icon: $icon (examples/make_assets.rs paints them)"
done

# The screenshots are the README's pictures, at their address under the home page.
pictures="$HOMEPAGE/raw/main/docs/images/"
count=0
while read -r address; do
    count=$((count + 1))
    case "$address" in
        "$pictures"*) picture="docs/images/${address#"$pictures"}"
            [[ -f $picture ]] || fail "$METAINFO shows $address, but $picture is not there" ;;
        *) fail "$METAINFO shows $address, which is not a picture under $pictures" ;;
    esac
done < <(grep -o '<image>[^<]*</image>' "$METAINFO" | sed -E 's#</?image>##g')
((count > 0)) || fail "$METAINFO shows no screenshot"

if ((failures > 0)); then
    echo "check-desktop: $failures problem(s)" >&2
    exit 1
fi
echo "check-desktop: the desktop entry, the metainfo, ${#ICON_SIDES[@]} icons and $count screenshots are right"
