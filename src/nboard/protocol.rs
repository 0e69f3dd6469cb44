//! The lines of the NBoard protocol (version 2), as the GUI and the engine send them.
//!
//! GUI to engine: `nboard 2`, `set depth N`, `set game <GGF>`, `set contempt N`,
//! `move <move>[/<eval>[/<time>]]`, `go`, `hint N`, `ping N`, `learn`, `analyze`, `quit`.
//! Engine to GUI: `=== <move>[/<eval>[/<time>]]` (the answer to `go`), `search <pv> <eval> 0
//! <depth>` (hints), `pong N`, `learned`, `analysis <moves made> <eval>`, `status <text>`,
//! `set myname <name>`, `nodestats <nodes> <seconds>`. Evaluations are from the side to move.

use std::fmt;

use crate::games::reversi::formats::ggf::{
    GgfError, NotedMoveError, parse_noted_move, read_games, write_game, write_noted_move,
};
use crate::games::reversi::formats::{GameRecord, RecordedMove, parse_written_move};
use crate::games::reversi::rules::Move;

/// The protocol version spoken here.
pub const VERSION: u32 = 2;

/// A command from the GUI (or any other driver) to the engine.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    NBoard(u32),
    SetDepth(u32),
    SetGame(Box<GameRecord>),
    /// How much a draw is worth to black, in centi-discs.
    SetContempt(i32),
    Move(RecordedMove),
    Go,
    Hint(u32),
    Ping(i64),
    Learn,
    Analyze,
    Quit,
}

#[derive(Clone, Debug, PartialEq)]
pub enum CommandError {
    Unknown(String),
    /// A command without the argument it needs.
    MissingArgument(&'static str),
    BadNumber {
        command: &'static str,
        text: String,
    },
    BadGame(GgfError),
    /// `set game` holding more than one game.
    SeveralGames(usize),
    BadMove(NotedMoveError),
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unknown(text) => write!(f, "unknown command `{text}`, ignored"),
            Self::MissingArgument(command) => write!(f, "`{command}` needs an argument"),
            Self::BadNumber { command, text } => write!(f, "`{command}` takes a number, not `{text}`"),
            Self::BadGame(error) => write!(f, "set game: {error}; the previous game stays"),
            Self::SeveralGames(count) => {
                write!(f, "set game: {count} games given, one expected; the previous game stays")
            }
            Self::BadMove(error) => write!(f, "move: {error}"),
        }
    }
}

impl std::error::Error for CommandError {}

fn number<T: std::str::FromStr>(command: &'static str, text: &str) -> Result<T, CommandError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(CommandError::MissingArgument(command));
    }
    text.parse().map_err(|_| CommandError::BadNumber { command, text: text.to_owned() })
}

/// Reads one line from the GUI; `None` for a blank line.
pub fn parse_command(line: &str) -> Result<Option<Command>, CommandError> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    let command = match word {
        "" => return Ok(None),
        "nboard" => Command::NBoard(number("nboard", rest)?),
        "set" => {
            let (what, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            match what {
                "depth" => Command::SetDepth(number("set depth", value)?),
                "contempt" => Command::SetContempt(number("set contempt", value)?),
                "game" => {
                    let mut games = read_games(value).map_err(CommandError::BadGame)?;
                    if games.len() != 1 {
                        return Err(CommandError::SeveralGames(games.len()));
                    }
                    Command::SetGame(Box::new(games.remove(0)))
                }
                _ => return Err(CommandError::Unknown(line.to_owned())),
            }
        }
        "move" if rest.is_empty() => return Err(CommandError::MissingArgument("move")),
        "move" => Command::Move(parse_noted_move(rest).map_err(CommandError::BadMove)?),
        "go" => Command::Go,
        // `hint` alone asks for the best move only.
        "hint" if rest.is_empty() => Command::Hint(1),
        "hint" => Command::Hint(number("hint", rest)?),
        "ping" => Command::Ping(number("ping", rest)?),
        "learn" => Command::Learn,
        "analyze" => Command::Analyze,
        "quit" => Command::Quit,
        _ => return Err(CommandError::Unknown(line.to_owned())),
    };
    Ok(Some(command))
}

/// The line that sends the command, which [`parse_command`] reads back.
impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NBoard(version) => write!(f, "nboard {version}"),
            Self::SetDepth(depth) => write!(f, "set depth {depth}"),
            Self::SetGame(game) => write!(f, "set game {}", write_game(game)),
            Self::SetContempt(contempt) => write!(f, "set contempt {contempt}"),
            Self::Move(recorded) => write!(f, "move {}", write_noted_move(recorded)),
            Self::Go => f.write_str("go"),
            Self::Hint(count) => write!(f, "hint {count}"),
            Self::Ping(number) => write!(f, "ping {number}"),
            Self::Learn => f.write_str("learn"),
            Self::Analyze => f.write_str("analyze"),
            Self::Quit => f.write_str("quit"),
        }
    }
}

/// A line from the engine, as a GUI or a match reads it.
#[derive(Clone, Debug, PartialEq)]
pub enum Response {
    /// The answer to `go`.
    BestMove(RecordedMove),
    Pong(i64),
    MyName(String),
    /// An answer to `go` (the whole line) that holds no move.
    BadAnswer {
        line: String,
        error: NotedMoveError,
    },
    /// One move's line and evaluation, in answer to `hint`.
    Search(SearchLine),
    /// `status` with no text: the engine has stopped thinking.
    Idle,
    /// Anything else: status with text, node counts, lines that do not read.
    Other(String),
}

/// A `search <pv> <eval> 0 <depth>` line: the engine's line from one move (the move first) and
/// its evaluation for the side to move, in discs.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchLine {
    pub line: Vec<Move>,
    pub eval: f64,
    /// As the engine wrote it: plies, or `100%` when solved.
    pub depth: String,
}

/// The moves of a principal variation as engines write it: squares run together (`F5d6C3`) or
/// joined by dashes (`f5-d6-c3`), a pass as `PA`.
fn parse_line(text: &str) -> Option<Vec<Move>> {
    let letters: Vec<char> = text.chars().filter(|&c| c != '-').collect();
    if letters.is_empty() || !letters.len().is_multiple_of(2) {
        return None;
    }
    letters.chunks(2).map(|pair| parse_written_move(&pair.iter().collect::<String>()).ok()).collect()
}

fn parse_search_line(rest: &str) -> Option<SearchLine> {
    let mut words = rest.split_whitespace();
    let line = parse_line(words.next()?)?;
    let eval = words.next()?.parse().ok()?;
    let depth = words.nth(1).unwrap_or("").to_owned();
    Some(SearchLine { line, eval, depth })
}

/// Reads one line from the engine. The answer to `go` may carry its evaluation and time after
/// slashes (`=== f5/-1.00/0.5`, as the protocol document writes it) or spaces (`=== f5 -1.00
/// 0.5`, as Edax writes it).
pub fn parse_response(line: &str) -> Response {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    match word {
        "===" => {
            let noted = rest.split_whitespace().collect::<Vec<_>>().join("/");
            match parse_noted_move(&noted) {
                Ok(recorded) => Response::BestMove(recorded),
                Err(error) => Response::BadAnswer { line: line.to_owned(), error },
            }
        }
        "pong" => rest.parse().map_or_else(|_| Response::Other(line.to_owned()), Response::Pong),
        // A line that does not read is passed over like any line the protocol does not define.
        "search" => parse_search_line(rest).map_or_else(|| Response::Other(line.to_owned()), Response::Search),
        "status" if rest.is_empty() => Response::Idle,
        "set" => match rest.split_once(char::is_whitespace) {
            Some(("myname", name)) => Response::MyName(name.trim().to_owned()),
            _ => Response::Other(line.to_owned()),
        },
        _ => Response::Other(line.to_owned()),
    }
}

/// A move as the protocol writes it: the square, or `PA` for a pass.
pub fn move_word(mv: Move) -> String {
    write_noted_move(&RecordedMove::bare(mv))
}
