//! Squares (`a1`..`h8`) and OBF positions as text: 64 squares from a1 to h8 as `X`/`O`/`-`, a
//! space, then the side to move.

use std::fmt;
use std::str::FromStr;

use crate::games::reversi::rules::{Bitboard, Position, Side, Square};

/// Text that is not a square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareError(pub String);

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a square: expected a column a-h then a row 1-8, like f5", self.0)
    }
}

impl std::error::Error for SquareError {}

/// Why a text is not an OBF position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    Empty,
    BoardLength(usize),
    BadBoardChar { index: usize, found: char },
    MissingSideToMove,
    BadSideToMove(String),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Empty => write!(f, "the text is empty"),
            PositionError::BoardLength(len) => {
                write!(f, "a position has 64 squares (X, O or -), but this one has {len}")
            }
            PositionError::BadBoardChar { index, found } => {
                let square = Square::new(*index as u8).map(|s| s.to_string()).unwrap_or_default();
                write!(f, "square {square} holds '{found}': expected X (black), O (white) or - (empty)")
            }
            PositionError::MissingSideToMove => {
                write!(f, "the position lacks the side to move: add a space and X or O after the 64 squares")
            }
            PositionError::BadSideToMove(text) => {
                write!(f, "'{text}' is not a side to move: expected X (black) or O (white)")
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl FromStr for Square {
    type Err = SquareError;

    fn from_str(text: &str) -> Result<Self, SquareError> {
        let bad = || SquareError(text.to_string());
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
        .map(|square| match position.side_at(square) {
            Some(Side::Black) => 'X',
            Some(Side::White) => 'O',
            None => '-',
        })
        .collect();
    text.push(' ');
    text.push(side_char(position.side_to_move()));
    text
}

fn side_char(side: Side) -> char {
    match side {
        Side::Black => 'X',
        Side::White => 'O',
    }
}

/// Parses an OBF position. Whatever follows the side to move (an OBF line's `; best moves`) is
/// ignored. `*` and `x`/`o` are accepted for black and white, `.` for empty.
pub fn parse_position(text: &str) -> Result<Position, PositionError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(PositionError::Empty);
    }
    let (board, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let squares: Vec<char> = board.chars().collect();
    if squares.len() != 64 {
        return Err(PositionError::BoardLength(squares.len()));
    }
    let mut black = Bitboard::EMPTY;
    let mut white = Bitboard::EMPTY;
    for (index, &c) in squares.iter().enumerate() {
        let bit = Bitboard(1 << index);
        match c {
            'X' | 'x' | '*' => black |= bit,
            'O' | 'o' => white |= bit,
            '-' | '.' => {}
            found => return Err(PositionError::BadBoardChar { index, found }),
        }
    }
    let side = rest.trim_start().split(|c: char| c.is_whitespace() || c == ';').next().unwrap_or("");
    let side_to_move = match side {
        "" => return Err(PositionError::MissingSideToMove),
        "X" | "x" | "*" => Side::Black,
        "O" | "o" => Side::White,
        other => return Err(PositionError::BadSideToMove(other.to_string())),
    };
    Ok(Position::from_sides(black, white, side_to_move).expect("each square was given one colour"))
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_position(self))
    }
}
