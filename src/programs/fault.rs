//! Why a program loses the game it plays: each way it can fail, in words a student reads in a
//! match's incidents or beside the board.

use std::fmt;
use std::io::ErrorKind;
use std::process::ExitStatus;
use std::time::Duration;

use super::command_line::CommandLineError;
use crate::games::line_protocol::AnswerError;
use crate::games::matches::ForfeitKind;

/// The longest line a program may write; a longer one is a flood.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// How a program ended without answering.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exit {
    /// Its exit status, when it gave one in time.
    pub status: Option<ExitStatus>,
    /// The last lines it wrote to its standard error.
    pub stderr: Vec<String>,
}

/// What went wrong with a program's turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgramFault {
    /// The command line could not be split into words.
    CommandLine(CommandLineError),
    /// The system could not start `program`: the kind of failure, and the system's words.
    Start { program: String, kind: ErrorKind, error: String },
    /// No answer within the time a move.
    Timeout { limit: Duration },
    /// The program closed its output (it stopped, or crashed) without answering.
    Stopped(Exit),
    /// A line longer than [`MAX_LINE_BYTES`].
    LineTooLong,
    /// More than this many lines without a move among them.
    TooManyLines(usize),
    /// The answer is not a move, or not a legal one.
    Answer(AnswerError),
}

impl ProgramFault {
    /// The kind of forfeit the fault is, as standings count them.
    pub const fn kind(&self) -> ForfeitKind {
        match self {
            Self::CommandLine(_) | Self::Start { .. } | Self::Stopped(_) => ForfeitKind::Crash,
            Self::Timeout { .. } => ForfeitKind::Timeout,
            Self::LineTooLong | Self::TooManyLines(_) => ForfeitKind::Flood,
            Self::Answer(AnswerError::Malformed { .. }) => ForfeitKind::Malformed,
            Self::Answer(AnswerError::Illegal { .. }) => ForfeitKind::Illegal,
        }
    }
}

impl fmt::Display for ProgramFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::CommandLine(error) => write!(f, "bad command line: {error}"),
            Self::Start { program, kind: ErrorKind::NotFound, .. } => {
                write!(f, "cannot start `{program}`: there is no such program")
            }
            Self::Start { program, kind: ErrorKind::PermissionDenied, .. } => {
                write!(f, "cannot start `{program}`: it is not executable (permission denied)")
            }
            Self::Start { program, error, .. } => write!(f, "cannot start `{program}`: {error}"),
            Self::Timeout { limit } => write!(f, "took longer than {} to answer", seconds(*limit)),
            Self::Stopped(Exit { status, stderr }) => {
                match status {
                    Some(status) if status.success() => f.write_str("ended without answering")?,
                    Some(status) => write!(f, "stopped with {} without answering", describe_status(*status))?,
                    None => f.write_str("closed its output without answering")?,
                }
                match stderr.last() {
                    Some(last) => write!(f, ": {last}"),
                    None => Ok(()),
                }
            }
            Self::LineTooLong => {
                write!(f, "wrote a line longer than {} KiB", MAX_LINE_BYTES / 1024)
            }
            Self::TooManyLines(lines) => write!(f, "wrote more than {lines} lines without a move"),
            Self::Answer(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ProgramFault {}

/// An exit status in words: `exit status 1`, `killed by signal 9`.
fn describe_status(status: ExitStatus) -> String {
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        return format!("killed by signal {signal}");
    }
    match status.code() {
        Some(code) => format!("exit status {code}"),
        None => status.to_string(),
    }
}

/// `5 s`, `0.3 s`: a time limit as people say it.
fn seconds(limit: Duration) -> String {
    let seconds = limit.as_secs_f64();
    if seconds.fract() == 0.0 { format!("{seconds:.0} s") } else { format!("{seconds:.1} s") }
}
