//! Why something could not be read, written or started, in the player's language: the typed
//! errors of the games, of the system and of the settings file told by the window, variant by
//! variant (the messages `error-…` of `errors.ftl`). Their `Display` texts stay English: the
//! command line, the logs and the file formats speak English, as tools in this field do.
//!
//! Each game's own errors are explained beside its screen (`reversi/errors.rs` and so on); this
//! file holds the trait and the errors every game meets: files and JSON.

use std::io::ErrorKind;

use crate::tr;

/// A typed error told in the window's language.
///
/// The explanation is a clause, as an error's `Display` is: it starts in lower case (unless it
/// starts with a name or with text as written) and has no full stop, so that a sentence such as
/// "Could not load the game: …" can take it. Squares, moves and the text of files stay as
/// written; numbers are written as the language writes them.
pub trait Explain {
    fn explain(&self) -> String;
}

impl Explain for std::io::Error {
    fn explain(&self) -> String {
        explain_io(self.kind(), &self.to_string())
    }
}

/// What went wrong with a file or a program, by the kind the system gave; `system_text` (the
/// system's own words, in whatever language the system speaks) is kept for the kinds without a
/// sentence of their own.
pub fn explain_io(kind: ErrorKind, system_text: &str) -> String {
    match kind {
        ErrorKind::NotFound => tr!("error-io-not-found"),
        ErrorKind::PermissionDenied => tr!("error-io-permission-denied"),
        ErrorKind::AlreadyExists => tr!("error-io-already-exists"),
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => tr!("error-io-storage-full"),
        ErrorKind::ReadOnlyFilesystem => tr!("error-io-read-only"),
        ErrorKind::IsADirectory => tr!("error-io-is-a-folder"),
        ErrorKind::NotADirectory => tr!("error-io-not-a-folder"),
        ErrorKind::InvalidData => tr!("error-io-not-text"),
        _ => tr!("error-io-other", detail = system_text),
    }
}

/// A JSON text that could not be read (or values that could not be written as JSON), with where
/// in the text when serde_json knows it.
impl Explain for serde_json::Error {
    fn explain(&self) -> String {
        // serde_json counts lines and columns from 1, and gives 0 where it knows no place (a value
        // read from a JSON value rather than a text, a value written).
        let (line, column) = (self.line(), self.column());
        match self.classify() {
            serde_json::error::Category::Syntax => tr!("error-json-syntax", line = line, column = column),
            serde_json::error::Category::Eof => tr!("error-json-eof", line = line, column = column),
            serde_json::error::Category::Data => tr!("error-json-data", line = line, column = column),
            serde_json::error::Category::Io => tr!("error-json-io"),
        }
    }
}

/// A value as the player wrote it in a JSON file, cut short when long: what a setting holds.
pub fn json_as_written(value: &serde_json::Value) -> String {
    const LONGEST: usize = 40;
    let text = value.to_string();
    if text.chars().count() <= LONGEST {
        return text;
    }
    let mut short: String = text.chars().take(LONGEST - 1).collect();
    short.push('…');
    short
}
