//! Text forms of cells and positions.
//!
//! - A **cell** is written `1`..`9`, row by row from the top left, as in the course tutorial's
//!   prompt ("Insira a posição da jogada [1-9]"). Parsing also accepts `a1`..`c3`: the letter is the
//!   column from the left, the digit the row from the top (so `a1` = `1`, `c1` = `3`, `a3` = `7`),
//!   the same top-down reading order as positions.
//! - A **position** is its nine cells row by row, `X`, `O` and `-` (or `.`) for empty, rows
//!   optionally separated by `/`, then optionally the side to move: `X-O-X---- O`,
//!   `x-o/-x-/--- o`. The side to move is implied by the counts (X starts), so when it is given it
//!   must agree. Only positions reachable in play are accepted.

use std::fmt;
use std::str::FromStr;

use super::board::{Board, Cell, MoveError, PositionError, symbol};
use crate::games::{BoardCells, Notation, Seat, WrittenGame};

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseError {
    /// Not `1`..`9` nor `a1`..`c3`.
    BadCell(String),
    Empty,
    /// A position character other than `X`, `O`, `-`, `.` (or `/` between rows).
    BadCellChar(char),
    /// A position must list exactly nine cells.
    CellCount(usize),
    /// The side to move is not `X` or `O`.
    BadSide(String),
    /// Text after the side to move.
    TrailingText(String),
    /// The stated side to move is not the one the mark counts imply.
    WrongSide {
        stated: Seat,
        implied: Seat,
    },
    Unreachable(PositionError),
    /// A drawn board must have three rows.
    RowCount(usize),
    /// Row `row` (from 1) of a drawn board must have three cells.
    RowCells {
        row: usize,
        cells: usize,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadCell(text) => {
                write!(f, "`{text}` is not a cell: use 1..9 (row by row) or a1..c3 (column, row)")
            }
            Self::Empty => f.write_str("empty position: expected nine cells like `X-O-X----`"),
            Self::BadCellChar(c) => {
                write!(f, "`{c}` is not a cell: use X, O, or - (or .) for an empty cell")
            }
            Self::CellCount(count) => write!(f, "a position has 9 cells, this one has {count}"),
            Self::BadSide(text) => write!(f, "`{text}` is not a side to move: use X or O"),
            Self::TrailingText(text) => write!(f, "unexpected `{text}` after the side to move"),
            Self::WrongSide { stated, implied } => write!(
                f,
                "{} to move was given, but the mark counts say it is {}'s turn",
                symbol(*stated),
                symbol(*implied)
            ),
            Self::Unreachable(error) => write!(f, "impossible position: {error}"),
            Self::RowCount(rows) => write!(f, "a drawn board has 3 rows, this one has {rows}"),
            Self::RowCells { row, cells } => write!(f, "row {row} has {cells} cells instead of 3"),
        }
    }
}

/// Its `Display` says the error it holds too: a reader of the chain would read it twice.
impl std::error::Error for ParseError {}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.index() + 1)
    }
}

impl FromStr for Cell {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let bad = || ParseError::BadCell(text.to_owned());
        let cell = match text.trim().as_bytes() {
            [digit @ b'1'..=b'9'] => Self::from_index(usize::from(digit - b'1')),
            [letter, digit @ b'1'..=b'3'] => match letter.to_ascii_lowercase() {
                col @ b'a'..=b'c' => Self::from_row_col(usize::from(digit - b'1'), usize::from(col - b'a')),
                _ => None,
            },
            _ => None,
        };
        cell.ok_or_else(bad)
    }
}

fn parse_mark(text: &str) -> Option<Seat> {
    match text {
        "X" | "x" => Some(Seat::First),
        "O" | "o" => Some(Seat::Second),
        _ => None,
    }
}

impl FromStr for Board {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let mut fields = text.split_whitespace();
        let cells = fields.next().ok_or(ParseError::Empty)?;
        let stated_side = fields
            .next()
            .map(|side| parse_mark(side).ok_or_else(|| ParseError::BadSide(side.to_owned())))
            .transpose()?;
        if let Some(extra) = fields.next() {
            return Err(ParseError::TrailingText(extra.to_owned()));
        }

        let (mut x, mut o, mut count) = (0u16, 0u16, 0usize);
        for c in cells.chars().filter(|&c| c != '/') {
            let bit = if count < 9 { 1 << count } else { 0 };
            match c {
                'X' | 'x' => x |= bit,
                'O' | 'o' => o |= bit,
                '-' | '.' => {}
                other => return Err(ParseError::BadCellChar(other)),
            }
            count += 1;
        }
        if count != 9 {
            return Err(ParseError::CellCount(count));
        }

        let board = Self::from_masks(x, o).map_err(ParseError::Unreachable)?;
        match stated_side {
            Some(stated) if stated != board.to_move() => {
                Err(ParseError::WrongSide { stated, implied: board.to_move() })
            }
            _ => Ok(board),
        }
    }
}

/// Nine cells row by row, a space and the side to move: `X-O-X---- O`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in Cell::ALL {
            let mark = self.side_at(cell).map_or('-', symbol);
            write!(f, "{mark}")?;
        }
        write!(f, " {}", symbol(self.to_move()))
    }
}

impl Notation for Board {
    const NAME: &'static str = "tictactoe";
    const TITLE: &'static str = "Tic-tac-toe";
    const SIDES: [&'static str; 2] = ["X", "O"];
    const PIECES_ARE_LETTERS: bool = true;

    type PositionError = ParseError;
    type GameTextError = GameTextError;

    fn start() -> Self {
        Board::new()
    }

    fn cells(&self) -> Option<BoardCells> {
        Some(BoardCells { columns: 3, cells: Cell::ALL.iter().map(|&cell| self.side_at(cell)).collect() })
    }

    fn seat_to_move(&self) -> Seat {
        self.to_move()
    }

    fn parse_position(text: &str) -> Result<Self, ParseError> {
        text.parse()
    }

    /// A position (`X---O---- O`) or the cells played from the empty board (`5 1 9`, `519`).
    fn parse_game(text: &str) -> Result<WrittenGame<Self>, GameTextError> {
        // Only a position has marks or empty cells in it.
        if text.chars().any(|c| matches!(c, 'x' | 'X' | 'o' | 'O' | '-' | '.')) {
            let start = text.parse().map_err(GameTextError::Position)?;
            return Ok(WrittenGame { start, moves: Vec::new() });
        }
        let tokens = text.split(|c: char| c.is_whitespace() || c == ',').filter(|token| !token.is_empty());
        // "519" is three cells: each cell is one digit.
        let cells = tokens.flat_map(|token| {
            let split = token.len() > 1 && token.chars().all(|c| c.is_ascii_digit());
            if split { token.chars().map(String::from).collect() } else { vec![token.to_owned()] }
        });
        let mut board = Board::new();
        let mut moves = Vec::new();
        for (index, text) in cells.enumerate() {
            let number = index + 1;
            let cell: Cell = text.parse().map_err(|error| GameTextError::NotACell { number, error })?;
            board = board.try_play(cell).map_err(|error| GameTextError::Illegal { number, error })?;
            moves.push(cell);
        }
        Ok(WrittenGame { start: Board::new(), moves })
    }

    /// The cells played, `5 1 9`.
    fn write_moves(_start: &Self, moves: &[Cell]) -> String {
        moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
    }
}

/// Why a text is not a Tic-tac-toe game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameTextError {
    Position(ParseError),
    /// Move `number` (from 1) is not a cell.
    NotACell {
        number: usize,
        error: ParseError,
    },
    /// Move `number` cannot be played where it stands.
    Illegal {
        number: usize,
        error: MoveError,
    },
}

impl fmt::Display for GameTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Position(error) => error.fmt(f),
            Self::NotACell { number, error } => write!(f, "move {number}: {error}"),
            Self::Illegal { number, error } => write!(f, "move {number}: {error}"),
        }
    }
}

impl std::error::Error for GameTextError {}

/// The mark in one cell of a drawing; blank is empty.
fn drawn_cell(text: &str) -> Result<Option<Seat>, ParseError> {
    let mut chars = text.trim().chars();
    match (chars.next(), chars.next()) {
        (None, _) => Ok(None),
        (Some('-' | '.'), None) => Ok(None),
        (Some(c), None) => parse_mark(&c.to_string()).map(Some).ok_or(ParseError::BadCellChar(c)),
        (Some(_), Some(c)) => Err(ParseError::BadCellChar(c)),
    }
}

/// Reads a drawn board: the course tutorial's rows (`X | O |  `, blank for empty, with `--+---+--`
/// lines between them), three rows of `X`, `O` and `.` as [`Board::grid`] writes them, or a
/// one-line position. The side to move follows from the marks; `to_move`, when given, must agree.
pub fn parse_drawing(text: &str, to_move: Option<Seat>) -> Result<Board, ParseError> {
    let lines: Vec<&str> = text
        .lines()
        .filter(|line| {
            // Blank lines and the `--+---+--` rules between rows carry no cells.
            let line = line.trim();
            let is_rule = line.contains('+') && line.chars().all(|c| matches!(c, '-' | '+' | ' '));
            !line.is_empty() && !is_rule
        })
        .collect();
    let board = if let [line] = lines.as_slice()
        && !line.contains('|')
    {
        line.parse::<Board>()?
    } else {
        if lines.len() != 3 {
            return Err(ParseError::RowCount(lines.len()));
        }
        let (mut x, mut o) = (0u16, 0u16);
        for (row, line) in lines.iter().enumerate() {
            let cells: Vec<Option<Seat>> = if line.contains('|') {
                line.split('|').map(drawn_cell).collect::<Result<_, _>>()?
            } else {
                line.trim().chars().map(|c| drawn_cell(&c.to_string())).collect::<Result<_, _>>()?
            };
            if cells.len() != 3 {
                return Err(ParseError::RowCells { row: row + 1, cells: cells.len() });
            }
            for (col, cell) in cells.into_iter().enumerate() {
                let bit = 1 << (row * 3 + col);
                match cell {
                    Some(Seat::First) => x |= bit,
                    Some(Seat::Second) => o |= bit,
                    None => {}
                }
            }
        }
        Board::from_masks(x, o).map_err(ParseError::Unreachable)?
    };
    match to_move {
        Some(stated) if stated != board.to_move() => Err(ParseError::WrongSide { stated, implied: board.to_move() }),
        _ => Ok(board),
    }
}

impl Board {
    /// The board as three rows of `X`, `O` and `.`, for terminals.
    pub fn grid(&self) -> String {
        let mut grid = String::with_capacity(12);
        for cell in Cell::ALL {
            grid.push(self.side_at(cell).map_or('.', symbol));
            if cell.col() == 2 {
                grid.push('\n');
            }
        }
        grid
    }
}
