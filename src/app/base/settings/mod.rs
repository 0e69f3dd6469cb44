//! What the player chose, kept across runs as JSON in the OS config directory: the window's own
//! choices ([`Settings`]: animation speed, sound) at the top of the file, and each game's under
//! the game's name (a [`SettingsPart`]: the window's `GameSettings` of that game). The model
//! ([`model`], [`options`]) knows no file; the store ([`store`]) reads and writes it.
//!
//! A missing file means defaults. A bad one (unreadable, a directory, empty, truncated, not JSON,
//! a value of the wrong type) means what can still be read and defaults for the rest, with the bad
//! file moved aside (`settings.json.bak`) and a notice in the panel: the game must start anyway.
//! Fields of a newer version are kept as they are; fields an older one lacked take their defaults.

mod file;
mod lenient;
mod model;
mod options;
mod store;

pub use file::{SettingsFile, SettingsWriteError};
pub use model::{PanelLayer, Player, Seats, Settings, SettingsNotice, SoundSettings, SystemLanguage};
pub use options::{AnalysisStrength, GameOptions, OutsideEngineSettings, ProgramSettings, TimeControl};
pub(crate) use store::plugin;
pub use store::{LoadSettings, SettingsPart, keep_part, save_settings};

/// Overrides the directory of the settings file (tests, screenshots, portable installs).
pub use crate::library::CONFIG_DIR_ENV;
