# What a desktop installs of the program, named once for scripts/check-desktop.sh and
# scripts/package.sh (sourced by them, from the repository's root).

# The program's id on the desktop (reverse DNS of its home page): its entry, icon and metainfo.
APP_ID=io.github.minimax_arcade.MinimaxArcade
DESKTOP_ENTRY=assets/desktop/$APP_ID.desktop
METAINFO=assets/desktop/$APP_ID.metainfo.xml
ICON_DIR=assets/desktop/icons
ICON_SIDES=(16 24 32 48 64 128 256 512)
# Cargo.toml's home page and version: the package's, and the root of the screenshots' addresses.
HOMEPAGE=$(sed -nE 's/^homepage = "(.*)"$/\1/p' Cargo.toml)
VERSION=$(sed -nE '0,/^version = "(.*)"$/s//\1/p' Cargo.toml)
