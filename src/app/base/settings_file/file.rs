//! The settings file itself: where it is, reading it whole (a file that cannot be used is kept
//! aside, and said why), and writing it durably.

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde_json::{Map, Value};

use crate::app::base::errors::Explain;
use crate::tr;

const FILE_NAME: &str = "settings.json";

/// Where the settings live.
#[derive(Resource, Clone, Debug)]
pub struct SettingsFile {
    pub path: Option<PathBuf>,
}

impl SettingsFile {
    pub fn in_dir(dir: impl Into<PathBuf>) -> Self {
        Self { path: Some(dir.into().join(FILE_NAME)) }
    }

    /// `$MINIMAX_ARCADE_CONFIG_DIR`, else the OS config directory, else nowhere (settings then
    /// last for this run only, as with `path: None`).
    pub fn locate() -> Self {
        Self { path: crate::library::config_dir().map(|dir| dir.join(FILE_NAME)) }
    }

    /// The file's JSON object: empty when there is no file, and empty with the reason when it
    /// cannot be read or is not a JSON object (the bad file is then kept aside).
    pub fn read(&self) -> (Map<String, Value>, Option<String>) {
        let Some(path) = &self.path else { return (Map::new(), None) };
        let text = match crate::durable::read_to_string(path) {
            Ok(text) => text,
            Err(error) if error.kind() == ErrorKind::NotFound => return (Map::new(), None),
            Err(error) => {
                let kept = keep_aside(path);
                return (
                    Map::new(),
                    Some(tr!(
                        "panel-settings-unreadable",
                        path = path.display().to_string(),
                        error = error.explain(),
                        kept = kept
                    )),
                );
            }
        };
        match serde_json::from_str::<Value>(&text) {
            Ok(Value::Object(document)) => (document, None),
            _ if text.trim().is_empty() => {
                let kept = keep_aside(path);
                (Map::new(), Some(tr!("panel-settings-empty", path = path.display().to_string(), kept = kept)))
            }
            parsed => {
                let error = parsed.err().map_or_else(|| tr!("panel-settings-not-object"), |error| error.explain());
                let kept = keep_aside(path);
                let notice =
                    tr!("panel-settings-damaged", path = path.display().to_string(), error = error, kept = kept);
                (Map::new(), Some(notice))
            }
        }
    }

    /// Writes durably ([`crate::durable`]): a crash or a power loss leaves the old file or the
    /// new one, never half of one.
    pub fn write(&self, document: &Map<String, Value>) -> Result<(), SettingsWriteError> {
        let Some(path) = &self.path else { return Ok(()) };
        let text = serde_json::to_string_pretty(document).map_err(SettingsWriteError::Encode)?;
        crate::durable::write_durably(path, text.as_bytes())
            .map_err(|error| SettingsWriteError::Write { path: path.clone(), error })
    }
}

/// Why the settings could not be saved. The window explains it in the player's language; its
/// `Display` is English, for the log.
#[derive(Debug)]
pub enum SettingsWriteError {
    /// The settings could not be written as JSON.
    Encode(serde_json::Error),
    /// The file could not be written.
    Write { path: PathBuf, error: std::io::Error },
}

impl std::fmt::Display for SettingsWriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Encode(error) => write!(f, "the settings cannot be written as JSON: {error}"),
            Self::Write { path, error } => write!(f, "cannot save the settings to {}: {error}", path.display()),
        }
    }
}

/// Its `Display` says the system's or the encoder's reason itself.
impl std::error::Error for SettingsWriteError {}

impl Explain for SettingsWriteError {
    fn explain(&self) -> String {
        match self {
            Self::Encode(error) => tr!("panel-settings-unencodable", error = error.explain()),
            Self::Write { path, error } => {
                tr!("panel-settings-unsaved", path = path.display().to_string(), error = error.explain())
            }
        }
    }
}

/// Moves a bad settings file to `<name>.bak` so the next save does not destroy it; returns a
/// sentence for the notice.
pub(super) fn keep_aside(path: &Path) -> String {
    let backup = path.with_extension("json.bak");
    match crate::durable::rename_durably(path, &backup) {
        Ok(()) => format!(" {}", tr!("panel-settings-kept-as", path = backup.display().to_string())),
        Err(_) => String::new(),
    }
}
