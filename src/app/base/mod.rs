//! The window's base: what every other part of it reads, knowing no game. The screens' states,
//! the languages, the colours and fonts, the errors' words, the settings and their file, the
//! redraws, animations and sounds, the window fitted to its screen, the embedded assets,
//! background work and file choosers.

pub mod animation;
pub mod assets;
pub mod errors;
pub(crate) mod file_dialog;
pub mod game_clock;
pub mod history;
pub mod i18n;
pub mod platform;
pub mod redraw;
pub mod requests;
pub(crate) mod screen;
pub(crate) mod screenshot;
pub mod settings;
pub mod settings_file;
pub mod sound;
pub mod tasks;
pub(crate) mod theme;
#[cfg(target_family = "wasm")]
pub(crate) mod web;
#[cfg(not(target_family = "wasm"))]
pub(crate) mod window_fit;
