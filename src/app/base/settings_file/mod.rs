//! The settings kept across runs as JSON in the OS config directory: the window's own settings
//! at the top of the file, and each part registered beside them (a game's settings under the
//! game's name, [`SettingsPart`]); read once every part has registered, before anything starts,
//! and written once the player has been still for a moment, and at exit.
//!
//! A missing file means defaults. A bad one (unreadable, a directory, empty, truncated, not JSON,
//! a value of the wrong type) means what can still be read and defaults for the rest, with the bad
//! file moved aside (`settings.json.bak`) and a notice in the panel: the game must start anyway.
//! Fields of a newer version are kept as they are; fields an older one lacked take their defaults.

mod file;
mod lenient;
mod store;

pub use file::{SettingsFile, SettingsWriteError};
pub(crate) use store::plugin;
pub use store::{LoadSettings, SettingsPart, keep_part, save_settings};

/// Overrides the directory of the settings file (tests, screenshots, portable installs).
pub use crate::library::CONFIG_DIR_ENV;
