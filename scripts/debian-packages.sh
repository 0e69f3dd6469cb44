#!/usr/bin/env bash
# Installs the Debian packages the window needs and a fresh machine lacks, saying which; the README's
# two commands (scripts/play.sh, scripts/test.sh) and CI run it first. Packages named as arguments
# are wanted too (the desktop files' validators, for scripts/check-desktop.sh). Does nothing where all are
# there, or on a machine without dpkg (another system: see the README's "Other systems").
set -euo pipefail

# Build packages of the window's sound (Bevy's audio links ALSA through pkg-config; the headers
# bring the library), run-time libraries of the window (X11 + Vulkan, with Mesa's software Vulkan
# for machines without a GPU) and Xvfb, which the screenshot tests start themselves; Python 3 for
# the example agents in examples/agents/, which the tests seat as players' own programs, and
# Bubblewrap, which shuts a class's submissions in during a tournament; GNU parallel, the job
# runner the tests play a planned tournament with.
packages=(
    python3-minimal
    bubblewrap
    parallel
    libasound2-dev
    pkg-config
    xvfb
    mesa-vulkan-drivers
    libvulkan1
    libx11-6
    libxcursor1
    libxrandr2
    libxi6
    libxkbcommon-x11-0
    "$@"
)

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "debian-packages: no dpkg here, so nothing installed; the window needs ALSA's headers, pkg-config, X11 and Vulkan (see the README)" >&2
    exit 0
fi
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
((${#missing[@]})) || exit 0

as_root=()
if ((EUID != 0)); then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "debian-packages: these packages are missing and this is not root, without sudo: ${missing[*]}" >&2
        echo "as root: apt-get install ${missing[*]}" >&2
        exit 1
    fi
    as_root=(sudo)
fi
echo "debian-packages: installing what the window and the tests need: ${missing[*]}${as_root:+ (with sudo)}" >&2
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
