//! The line protocol a player's own program speaks, one per game ([`LineProtocol`]): a message of
//! a fixed number of lines on the program's standard input (the side to move, then the board's
//! rows, one character a cell), and one line back with its move in the game's notation. Simple
//! enough for a first-year student's program in any language; `docs/programs.md` is its
//! specification for them. Blank lines and lines starting with `#` (comments) are not answers.

use std::fmt;

use super::{Notation, Seat};

/// How a game writes its position for a program and reads the program's move.
pub trait LineProtocol: Notation {
    /// The lines of one message.
    const MESSAGE_LINES: usize;
    /// How an answer is written, for the messages that explain a bad one: `a cell from 1 to 9`.
    const ANSWER_FORM: &'static str;

    /// The message that asks the side to move in `self` for its move, `MESSAGE_LINES` lines each
    /// ending in a newline; `last` is the opponent's last move, where there was one.
    fn write_message(&self, last: Option<Self::Move>) -> String;

    /// The position a message describes: what a program reads (our own `move` command answers
    /// these messages too).
    fn read_message(text: &str) -> Result<Self, MessageError>;

    /// A program's answer read as a move in `self`.
    fn read_answer(&self, answer: &str) -> Result<Self::Move, AnswerError>;
}

/// The letter a program's side goes by in every game: `x` for the side that moves first
/// (Reversi's Black), `o` for the other. A program's command line gets it for `{side}`.
pub const fn side_letter(seat: Seat) -> char {
    match seat {
        Seat::First => 'x',
        Seat::Second => 'o',
    }
}

/// The seat a side letter (`x`, `o`, either case) names.
pub fn seat_of_letter(text: &str) -> Option<Seat> {
    match text.trim() {
        "x" | "X" => Some(Seat::First),
        "o" | "O" => Some(Seat::Second),
        _ => None,
    }
}

/// Why a program's answer is not a move it may play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// The line is not a move written in the game's notation.
    Malformed { answer: String, problem: String },
    /// A move, but one the rules do not allow here: `reason` says why.
    Illegal { answer: String, reason: String },
}

impl fmt::Display for AnswerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Malformed { answer, problem } => {
                write!(f, "answered `{}`, which is not a move: {problem}", shortened(answer))
            }
            Self::Illegal { answer, reason } => write!(f, "played {}, an illegal move: {reason}", shortened(answer)),
        }
    }
}

impl std::error::Error for AnswerError {}

impl AnswerError {
    /// `answer` is not written as a move of game `G` ([`LineProtocol::ANSWER_FORM`]).
    pub fn not_a_move<G: LineProtocol>(answer: &str) -> Self {
        Self::Malformed { answer: answer.to_owned(), problem: format!("answer {}", G::ANSWER_FORM) }
    }
}

/// At most 60 characters of what a program wrote, for a message about it.
pub fn shortened(text: &str) -> String {
    const SHOWN: usize = 60;
    match text.char_indices().nth(SHOWN) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// Why a text is not a message of the game's protocol: the line (from 1) where it goes wrong,
/// when one does, and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageError {
    pub line: Option<usize>,
    pub problem: String,
}

impl MessageError {
    pub fn at(line: usize, problem: impl Into<String>) -> Self {
        Self { line: Some(line), problem: problem.into() }
    }

    pub fn whole(problem: impl Into<String>) -> Self {
        Self { line: None, problem: problem.into() }
    }
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line} of the message: {}", self.problem),
            None => f.write_str(&self.problem),
        }
    }
}

impl std::error::Error for MessageError {}

/// A message's lines without the blank ones at its end, checked to be `expected` in number.
pub fn message_lines(text: &str, expected: usize) -> Result<Vec<&str>, MessageError> {
    let lines: Vec<&str> = text.trim_end().lines().map(str::trim).collect();
    if lines.len() != expected {
        return Err(MessageError::whole(format!("a message has {expected} lines, this one has {}", lines.len())));
    }
    Ok(lines)
}

/// The first line of a message: the side to move, `x` or `o`.
pub fn read_side_line(line: &str) -> Result<Seat, MessageError> {
    seat_of_letter(line).ok_or_else(|| MessageError::at(1, format!("`{}` is not a side: use x or o", shortened(line))))
}

/// The cells of a board's rows, `size` rows of `size` characters (`x`, `o` in either case, `-`
/// or `.` for empty) whose first is line `first_line` of the message: each cell's seat, row
/// by row.
pub fn read_rows(rows: &[&str], size: usize, first_line: usize) -> Result<Vec<Option<Seat>>, MessageError> {
    let mut cells = Vec::with_capacity(size * size);
    for (index, row) in rows.iter().enumerate() {
        let line = first_line + index;
        let length = row.chars().count();
        if length != size {
            return Err(MessageError::at(line, format!("a row has {size} cells, this one has {length}")));
        }
        for c in row.chars() {
            cells.push(match c {
                'x' | 'X' => Some(Seat::First),
                'o' | 'O' => Some(Seat::Second),
                '-' | '.' => None,
                other => {
                    return Err(MessageError::at(line, format!("`{other}` is not a cell: use x, o or - (empty)")));
                }
            });
        }
    }
    Ok(cells)
}

/// A board's rows as a message writes them: `X`, `O` and `-`, `size` cells a row, each row on
/// its own line.
pub fn write_rows(size: usize, cell: impl Fn(usize) -> Option<Seat>) -> String {
    let mut text = String::with_capacity(size * (size + 1));
    for index in 0..size * size {
        text.push(match cell(index) {
            Some(Seat::First) => 'X',
            Some(Seat::Second) => 'O',
            None => '-',
        });
        if index % size == size - 1 {
            text.push('\n');
        }
    }
    text
}
