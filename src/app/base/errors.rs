//! Why something could not be read, written or started, in the player's language: the typed
//! errors of the games, of the system and of the settings file told by the window, variant by
//! variant (the messages `error-…` of `errors.ftl`). Their `Display` texts stay English: the
//! command line, the logs and the file formats speak English, as tools in this field do.
//!
//! Each game's own errors are explained beside its screen (`reversi/errors.rs` and so on); this
//! file holds the trait and the errors every game meets: files, JSON, outside engines and
//! players' programs.

use std::io::ErrorKind;

use crate::games::line_protocol::AnswerError;
use crate::programs::{CommandLineError, ProgramFault};
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

/// Why a program's command line cannot be split into words (an outside engine's, a player's own
/// program's).
impl Explain for CommandLineError {
    fn explain(&self) -> String {
        match self {
            Self::UnclosedSingleQuote => tr!("error-engine-single-quote"),
            Self::UnclosedDoubleQuote => tr!("error-engine-double-quote"),
            Self::Empty => tr!("error-engine-empty-command"),
        }
    }
}

/// Why a player's own program lost its turn. What it answered is shown as written; the game's
/// own words on an illegal move (English, as the command line gives them) are left to the
/// board, which shows the position.
impl Explain for ProgramFault {
    fn explain(&self) -> String {
        match self {
            Self::CommandLine(error) => tr!("error-program-command-line", problem = error.explain()),
            Self::Start { program, kind, error } => {
                tr!("error-engine-cannot-start", program = program.as_str(), problem = explain_io(*kind, error))
            }
            Self::Timeout { limit } => {
                tr!("error-program-timeout", seconds = crate::app::base::i18n::decimal(limit.as_secs_f64(), 1))
            }
            Self::Stopped(exit) => {
                let stopped = match exit.status.map(|status| (status, status.code())) {
                    Some((_, Some(0))) => tr!("error-program-ended"),
                    Some((_, Some(code))) => tr!("error-program-exit-code", code = code),
                    // Killed by a signal: the system's words name it.
                    Some((status, None)) => tr!("error-program-stopped", status = status.to_string()),
                    None => tr!("error-program-closed"),
                };
                match exit.stderr.last() {
                    Some(said) => tr!("error-engine-last-words", stopped = stopped, said = said.as_str()),
                    None => stopped,
                }
            }
            Self::LineTooLong => tr!("error-program-line-too-long"),
            Self::TooManyLines(lines) => tr!("error-program-too-many-lines", lines = *lines),
            Self::Answer(AnswerError::Malformed { answer, .. }) => {
                tr!("error-program-not-a-move", answer = crate::games::line_protocol::shortened(answer))
            }
            Self::Answer(AnswerError::Illegal { answer, .. }) => {
                tr!("game-screen-engine-illegal", mv = crate::games::line_protocol::shortened(answer))
            }
        }
    }
}
