//! What the player chose, as the program holds it: the window's own choices ([`Settings`]:
//! animation speed, sound, language) and the options every game's settings are made of; each
//! game's settings (the contract's `GameSettings`) are kept beside them. The file they are kept
//! in is [`super::settings_file`]'s.

mod model;
mod options;

pub use model::{PanelLayer, PlayerKind, Seats, Settings, SettingsNotice, SoundSettings, SystemLanguage, Theme};
pub use options::{AnalysisStrength, GameOptions, OutOfRange, OutsideEngineSettings, ProgramSettings, TimeControl};
