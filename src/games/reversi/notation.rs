//! Text forms: squares `a1`..`h8` and OBF positions
//! (64 squares from a1 to h8 as `X`/`O`/`-`, a space, then the side to move).

use std::fmt;
use std::str::FromStr;

use super::bitboard::{Bitboard, Square};
use super::position::{Color, Move, Position};
use super::record::PlayError;
use super::transcript::parse_transcript;
use crate::games::{GameKind, Notation};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    BadSquare(String),
    /// Text in a transcript that is neither a move, a move number nor a separator (column
    /// counted in characters from 1).
    NotAMove {
        text: String,
        column: usize,
    },
    /// Digits in a transcript that are not a move number (those end with a dot).
    StrayNumber {
        text: String,
        column: usize,
    },
    /// Move `number` of a transcript (counting the moves written) breaks the rules at `ply`
    /// (counting forced passes too).
    IllegalMove {
        number: usize,
        ply: usize,
        text: String,
        error: Box<PlayError>,
    },
    BoardLength(usize),
    BadBoardChar {
        index: usize,
        found: char,
    },
    MissingSideToMove,
    BadSideToMove(String),
    EmptyTranscript,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::BadSquare(text) => {
                write!(f, "'{text}' is not a square: expected a column a-h then a row 1-8, like f5")
            }
            NotationError::NotAMove { text, column } => write!(
                f,
                "'{text}' is not a square (character {column}): moves are two-character squares like f5, \
                 or pa, pass or -- for a pass"
            ),
            NotationError::StrayNumber { text, column } => write!(
                f,
                "'{text}' (character {column}) is neither a square nor a move number: move numbers end with a dot, \
                 like {text}."
            ),
            NotationError::IllegalMove { number, ply, text, error } => {
                write!(f, "move {number} ({text}) is illegal at ply {ply}: {error}")
            }
            NotationError::BoardLength(len) => {
                write!(f, "a position has 64 squares (X, O or -), but this one has {len}")
            }
            NotationError::BadBoardChar { index, found } => {
                let square = Square::new(*index as u8).map(|s| s.to_string()).unwrap_or_default();
                write!(f, "square {square} holds '{found}': expected X (black), O (white) or - (empty)")
            }
            NotationError::MissingSideToMove => {
                write!(f, "the position lacks the side to move: add a space and X or O after the 64 squares")
            }
            NotationError::BadSideToMove(text) => {
                write!(f, "'{text}' is not a side to move: expected X (black) or O (white)")
            }
            NotationError::EmptyTranscript => write!(f, "the text is empty"),
        }
    }
}

impl std::error::Error for NotationError {}

impl FromStr for Square {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, NotationError> {
        let bad = || NotationError::BadSquare(text.to_string());
        let mut chars = text.chars();
        let (Some(column), Some(row), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let column = column.to_ascii_lowercase();
        if !('a'..='h').contains(&column) || !('1'..='8').contains(&row) {
            return Err(bad());
        }
        Square::from_coords(column as u8 - b'a', row as u8 - b'1').ok_or_else(bad)
    }
}

/// The OBF form: 64 characters from a1 to h8, a space, and the side to move.
pub fn format_position(position: &Position) -> String {
    let mut text: String = Square::all()
        .map(|square| match position.color_at(square) {
            Some(Color::Black) => 'X',
            Some(Color::White) => 'O',
            None => '-',
        })
        .collect();
    text.push(' ');
    text.push(side_char(position.side_to_move()));
    text
}

fn side_char(color: Color) -> char {
    match color {
        Color::Black => 'X',
        Color::White => 'O',
    }
}

/// Parses an OBF position. Whatever follows the side to move (an OBF line's `; best moves`) is
/// ignored. `*` and `x`/`o` are accepted for black and white, `.` for empty.
pub fn parse_position(text: &str) -> Result<Position, NotationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::EmptyTranscript);
    }
    let (board, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let squares: Vec<char> = board.chars().collect();
    if squares.len() != 64 {
        return Err(NotationError::BoardLength(squares.len()));
    }
    let mut black = Bitboard::EMPTY;
    let mut white = Bitboard::EMPTY;
    for (index, &c) in squares.iter().enumerate() {
        let bit = Bitboard(1 << index);
        match c {
            'X' | 'x' | '*' => black |= bit,
            'O' | 'o' => white |= bit,
            '-' | '.' => {}
            found => return Err(NotationError::BadBoardChar { index, found }),
        }
    }
    let side = rest.trim_start().split(|c: char| c.is_whitespace() || c == ';').next().unwrap_or("");
    let side_to_move = match side {
        "" => return Err(NotationError::MissingSideToMove),
        "X" | "x" | "*" => Color::Black,
        "O" | "o" => Color::White,
        other => return Err(NotationError::BadSideToMove(other.to_string())),
    };
    Ok(Position::from_colors(black, white, side_to_move).expect("each square was given one colour"))
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_position(self))
    }
}

impl Notation for Position {
    const KIND: GameKind = GameKind::Reversi;
    const SIDES: [&'static str; 2] = ["Black", "White"];

    fn start() -> Self {
        Position::initial()
    }

    fn first_to_move(&self) -> bool {
        self.side_to_move() == Color::Black
    }

    fn is_pass(mv: Move) -> bool {
        mv == Move::Pass
    }

    fn parse_position(text: &str) -> Result<Self, String> {
        parse_position(text).map_err(|error| error.to_string())
    }
}

/// Either a transcript from the start or an OBF position, as pasted into the window.
pub enum GameText {
    Transcript(Vec<(Position, Move)>),
    Position(Position),
}

/// Reads pasted text as an OBF position if its first word is made of board characters only (a
/// transcript's words hold squares, move numbers or passes), otherwise as a transcript from the
/// standard start.
pub fn parse_game_text(text: &str) -> Result<GameText, NotationError> {
    let trimmed = text.trim();
    let first_word = trimmed.split_whitespace().next().ok_or(NotationError::EmptyTranscript)?;
    let board_like = first_word.chars().all(|c| matches!(c, 'X' | 'x' | 'O' | 'o' | '-' | '.' | '*'));
    if board_like && first_word != "--" {
        parse_position(trimmed).map(GameText::Position)
    } else {
        parse_transcript(Position::initial(), trimmed).map(GameText::Transcript)
    }
}
