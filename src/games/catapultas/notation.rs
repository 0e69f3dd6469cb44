//! The course's Catapultas move notation, game logs, and text forms of positions.
//!
//! Moves (rows and columns 1..=6 from the top left):
//! - step: `<player> m <row_from> <col_from> <row_to> <col_to>`, e.g. `o m 6 2 6 1` (also read
//!   with the count of cells first, as the course's own program writes it: `o m 2 6 2 6 1`);
//! - jump: `<player> s <n> <row_0> <col_0> … <row_{n-1}> <col_{n-1}>`, `n` counting the
//!   coordinate pairs, start included, e.g. `x s 3 2 3 2 1 4 1`;
//! - pass: `<player> n`.
//!
//! A game log is one move per line (blank lines are skipped). A position is written
//! `<6 rows of x, o, - (or .) separated by /> [<side to move>] [<plies played>/<ply limit>]`,
//! e.g. `xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo x 0/100`.

use std::fmt;
use std::str::FromStr;

use super::board::{Board, PositionError, symbol};
use super::moves::{JumpPath, MAX_JUMP_PATH, Move, SIDE, Square};
use crate::engine::Game;
use crate::games::{BoardCells, Notation, Seat, WrittenGame};

/// What is wrong with a move's text, or with the move in the position it was read against.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NotationError {
    Empty,
    /// The first field is not `x` or `o`.
    UnknownPlayer(String),
    /// The text has a player but no move kind.
    MissingKind,
    /// The second field is not `m`, `s` or `n`.
    UnknownKind(String),
    /// A coordinate or count field is not a number.
    NotANumber(String),
    /// A step needs 4 numbers, a pass none.
    FieldCount {
        kind: char,
        expected: usize,
        found: usize,
    },
    /// A jump without the count of its cells.
    MissingPairCount,
    /// A jump's pair count is outside 2..=9 (its start and at least one landing; see
    /// [`MAX_JUMP_PATH`]).
    BadPairCount(u32),
    /// A jump states `stated` pairs but is followed by `numbers` numbers.
    PairCountMismatch {
        stated: u32,
        numbers: usize,
    },
    OffBoard {
        row: u32,
        col: u32,
    },
    GameOver,
    WrongPlayer {
        expected: Seat,
        found: Seat,
    },
    /// The moving piece's cell does not hold one of the player's pieces.
    NotOwnPiece {
        square: Square,
        side: Seat,
    },
    StepNotAdjacent {
        from: Square,
        to: Square,
    },
    StepOntoOccupied(Square),
    /// Hop number `hop` (from 1) of a jump breaks the rules.
    BadHop {
        hop: usize,
        from: Square,
        to: Square,
        problem: HopProblem,
    },
    /// Passing is legal only without any other move.
    PassNotAllowed,
}

/// Why a single hop of a jump chain is illegal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HopProblem {
    /// Hops go exactly two cells up, down, left or right.
    NotTwoCellsStraight,
    /// The cell jumped over holds no piece of the jumper's side.
    NoOwnPieceBetween(Square),
    LandsOnOwnPiece,
    LandsOnStart,
    LandsTwice,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("empty move: expected e.g. `x m 3 1 4 1`, `x s 2 2 1 4 1` or `x n`"),
            Self::UnknownPlayer(text) => write!(f, "`{text}` is not a player: use x or o"),
            Self::MissingKind => f.write_str("missing the move kind after the player: m, s or n"),
            Self::UnknownKind(text) => {
                write!(f, "`{text}` is not a move kind: use m (step), s (jump) or n (pass)")
            }
            Self::NotANumber(text) => write!(f, "`{text}` is not a row, column or count number"),
            Self::FieldCount { kind, expected, found } => {
                write!(f, "a `{kind}` move takes {expected} numbers after the kind, this one has {found}")
            }
            Self::MissingPairCount => f.write_str("a jump needs the number of cells it lists after the `s`"),
            Self::BadPairCount(count) => {
                write!(f, "a jump lists 2 to {MAX_JUMP_PATH} cells (its start and each landing), not {count}")
            }
            Self::PairCountMismatch { stated, numbers } => {
                write!(f, "the jump says {stated} cells, which takes {} numbers, but {numbers} follow", 2 * stated)
            }
            Self::OffBoard { row, col } => {
                write!(f, "({row},{col}) is off the board: rows and columns go from 1 to {SIDE}")
            }
            Self::GameOver => f.write_str("the game is over"),
            Self::WrongPlayer { expected, found } => {
                write!(f, "it is {}'s turn, not {}'s", symbol(*expected), symbol(*found))
            }
            Self::NotOwnPiece { square, side } => {
                write!(f, "{square} holds no {} piece to move", symbol(*side))
            }
            Self::StepNotAdjacent { from, to } => {
                write!(f, "a step goes to an adjacent cell up, down, left or right, and {to} is not next to {from}")
            }
            Self::StepOntoOccupied(square) => {
                write!(f, "cannot step onto {square}: it is not empty")
            }
            Self::BadHop { hop, from, to, problem } => {
                write!(f, "hop {hop} from {from} to {to} is not legal: ")?;
                match problem {
                    HopProblem::NotTwoCellsStraight => {
                        f.write_str("a hop goes exactly two cells up, down, left or right")
                    }
                    HopProblem::NoOwnPieceBetween(over) => {
                        write!(f, "there is no own piece on {over} to jump over")
                    }
                    HopProblem::LandsOnOwnPiece => f.write_str("it lands on an own piece"),
                    HopProblem::LandsOnStart => f.write_str("it lands on the jump's starting cell"),
                    HopProblem::LandsTwice => f.write_str("the chain already landed there"),
                }
            }
            Self::PassNotAllowed => f.write_str("passing is only allowed without any other legal move"),
        }
    }
}

impl std::error::Error for NotationError {}

fn parse_side(text: &str) -> Option<Seat> {
    match text {
        "x" | "X" => Some(Seat::First),
        "o" | "O" => Some(Seat::Second),
        _ => None,
    }
}

fn parse_number(text: &str) -> Result<u32, NotationError> {
    text.parse().map_err(|_| NotationError::NotANumber(text.to_owned()))
}

fn square_at(row: u32, col: u32) -> Result<Square, NotationError> {
    u8::try_from(row)
        .ok()
        .zip(u8::try_from(col).ok())
        .and_then(|(r, c)| Square::at(r, c))
        .ok_or(NotationError::OffBoard { row, col })
}

fn squares(numbers: &[u32]) -> Result<Vec<Square>, NotationError> {
    numbers.chunks_exact(2).map(|pair| square_at(pair[0], pair[1])).collect()
}

/// The move written in `text`, checked against `board`: the right player, and legal there.
pub fn parse_move(board: &Board, text: &str) -> Result<Move, NotationError> {
    let mut fields = text.split_whitespace();
    let player_text = fields.next().ok_or(NotationError::Empty)?;
    let player = parse_side(player_text).ok_or_else(|| NotationError::UnknownPlayer(player_text.to_owned()))?;
    let kind = fields.next().ok_or(NotationError::MissingKind)?;
    let numbers = fields.map(parse_number).collect::<Result<Vec<u32>, _>>()?;

    let field_count = |kind: char, expected: usize| {
        if numbers.len() == expected {
            Ok(())
        } else {
            Err(NotationError::FieldCount { kind, expected, found: numbers.len() })
        }
    };
    enum Written {
        Step(Square, Square),
        Jump(Vec<Square>),
        Pass,
    }
    let written = match kind {
        "m" | "M" => {
            // The course's own program writes a step with its count of cells first, as a jump:
            // `x m 2 3 3 3 4`.
            let coordinates = match numbers.as_slice() {
                [2, rest @ ..] if rest.len() == 4 => rest,
                _ => {
                    field_count('m', 4)?;
                    &numbers
                }
            };
            let cells = squares(coordinates)?;
            Written::Step(cells[0], cells[1])
        }
        "s" | "S" => {
            let (&stated, coordinates) = numbers.split_first().ok_or(NotationError::MissingPairCount)?;
            if !(2..=MAX_JUMP_PATH as u32).contains(&stated) {
                return Err(NotationError::BadPairCount(stated));
            }
            if coordinates.len() != 2 * stated as usize {
                return Err(NotationError::PairCountMismatch { stated, numbers: coordinates.len() });
            }
            Written::Jump(squares(coordinates)?)
        }
        "n" | "N" => {
            field_count('n', 0)?;
            Written::Pass
        }
        other => return Err(NotationError::UnknownKind(other.to_owned())),
    };

    if board.is_over() {
        return Err(NotationError::GameOver);
    }
    let expected = board.to_move();
    if player != expected {
        return Err(NotationError::WrongPlayer { expected, found: player });
    }
    match written {
        Written::Step(from, to) => check_step(board, from, to),
        Written::Jump(path) => check_jump(board, &path),
        Written::Pass if board.legal_moves() == [Move::Pass] => Ok(Move::Pass),
        Written::Pass => Err(NotationError::PassNotAllowed),
    }
}

fn check_own_piece(board: &Board, square: Square) -> Result<(), NotationError> {
    let side = board.to_move();
    if board.piece_at(square) == Some(side) { Ok(()) } else { Err(NotationError::NotOwnPiece { square, side }) }
}

fn check_step(board: &Board, from: Square, to: Square) -> Result<Move, NotationError> {
    check_own_piece(board, from)?;
    if from.row().abs_diff(to.row()) + from.col().abs_diff(to.col()) != 1 {
        return Err(NotationError::StepNotAdjacent { from, to });
    }
    if board.piece_at(to).is_some() {
        return Err(NotationError::StepOntoOccupied(to));
    }
    Ok(Move::Step { from, to })
}

/// Checks each hop on the board as the previous hops left it (see `Board::push_jumps` for why
/// only the mover's departure matters).
fn check_jump(board: &Board, path: &[Square]) -> Result<Move, NotationError> {
    let start = path[0];
    check_own_piece(board, start)?;
    let others = board.pieces(board.to_move()) & !start.bit();
    let mut visited = start.bit();
    for (index, hop) in path.windows(2).enumerate() {
        let (from, to) = (hop[0], hop[1]);
        let bad = |problem| NotationError::BadHop { hop: index + 1, from, to, problem };
        let (row_gap, col_gap) = (from.row().abs_diff(to.row()), from.col().abs_diff(to.col()));
        if !matches!((row_gap, col_gap), (2, 0) | (0, 2)) {
            return Err(bad(HopProblem::NotTwoCellsStraight));
        }
        // Two cells apart in a straight line: the middle index is the cell in between.
        let over = Square::from_index(from.index().midpoint(to.index())).expect("between two cells of the board");
        if others & over.bit() == 0 {
            return Err(bad(HopProblem::NoOwnPieceBetween(over)));
        }
        if to == start {
            return Err(bad(HopProblem::LandsOnStart));
        }
        if visited & to.bit() != 0 {
            return Err(bad(HopProblem::LandsTwice));
        }
        if others & to.bit() != 0 {
            return Err(bad(HopProblem::LandsOnOwnPiece));
        }
        visited |= to.bit();
    }
    let path = JumpPath::from_squares(path).expect("the pair count was checked");
    Ok(Move::Jump(path))
}

/// `mv` in the notation, played by `side`.
pub fn move_text(side: Seat, mv: Move) -> String {
    let player = symbol(side);
    match mv {
        Move::Step { from, to } => {
            format!("{player} m {} {} {} {}", from.row(), from.col(), to.row(), to.col())
        }
        Move::Jump(path) => {
            let mut text = format!("{player} s {}", path.squares().len());
            for square in path.squares() {
                text.push_str(&format!(" {} {}", square.row(), square.col()));
            }
            text
        }
        Move::Pass => format!("{player} n"),
    }
}

/// Why a text is not a Catapultas game: a position's or a log's error.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameTextError {
    Position(BoardTextError),
    Log(LogError),
}

impl fmt::Display for GameTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Position(error) => error.fmt(f),
            Self::Log(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for GameTextError {}

/// A game read from a log.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameLog {
    pub start: Board,
    pub moves: Vec<Move>,
    /// The position after the last move.
    pub end: Board,
}

/// A log line that could not be read, numbered from 1.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LogError {
    pub line: usize,
    pub error: NotationError,
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

/// Its `Display` says the error it holds too: a reader of the chain would read it twice.
impl std::error::Error for LogError {}

/// Replays a log (one move per line, blank lines skipped) from `start`.
pub fn parse_game(start: Board, log: &str) -> Result<GameLog, LogError> {
    let mut board = start;
    let mut moves = Vec::new();
    for (index, line) in log.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let mv = parse_move(&board, line).map_err(|error| LogError { line: index + 1, error })?;
        board = board.play(mv);
        moves.push(mv);
    }
    Ok(GameLog { start, moves, end: board })
}

/// The log of `moves` played from `start`, one move per line. The moves must be legal.
pub fn game_text(start: Board, moves: &[Move]) -> String {
    let mut board = start;
    let mut text = String::new();
    for &mv in moves {
        text.push_str(&move_text(board.to_move(), mv));
        text.push('\n');
        board = board.play(mv);
    }
    text
}

/// What is wrong with a position's text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BoardTextError {
    Empty,
    /// The board part must have 6 rows separated by `/`.
    RowCount(usize),
    /// Row `row` (from 1) must have 6 cells.
    RowLength {
        row: usize,
        length: usize,
    },
    BadCellChar(char),
    BadSide(String),
    /// The counters are not `<plies played>/<ply limit>`.
    BadCounters(String),
    TrailingText(String),
    Invalid(PositionError),
    /// Line `line` (from 1) of a drawn board is neither a row `#xxxxxx#`, a border nor the
    /// column numbers.
    NotARow {
        line: usize,
        text: String,
    },
    /// A drawn board must have six rows.
    DrawingRowCount(usize),
}

impl fmt::Display for BoardTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("empty position: expected 6 rows like `xxxxxx/…/oooooo x`"),
            Self::RowCount(count) => {
                write!(f, "a position has {SIDE} rows separated by /, not {count}")
            }
            Self::RowLength { row, length } => {
                write!(f, "row {row} has {length} cells instead of {SIDE}")
            }
            Self::BadCellChar(c) => {
                write!(f, "`{c}` is not a cell: use x, o, or - (or .) for empty")
            }
            Self::BadSide(text) => write!(f, "`{text}` is not a side to move: use x or o"),
            Self::BadCounters(text) => {
                write!(f, "`{text}` is not `<plies played>/<ply limit>`, e.g. `0/100`")
            }
            Self::TrailingText(text) => write!(f, "unexpected `{text}` after the counters"),
            Self::Invalid(error) => write!(f, "impossible position: {error}"),
            Self::NotARow { line, text } => write!(
                f,
                "line {line} (`{text}`) is not part of a board drawing: rows look like ` 1 #xxxxxx#`, \
                 with x, o and - between the #"
            ),
            Self::DrawingRowCount(count) => {
                write!(f, "a board drawing has {SIDE} rows like ` 1 #xxxxxx#`, this one has {count}")
            }
        }
    }
}

/// Its `Display` says the error it holds too: a reader of the chain would read it twice.
impl std::error::Error for BoardTextError {}

impl FromStr for Board {
    type Err = BoardTextError;

    /// Reads `<rows> [<side>] [<plies>/<limit>]`; the side defaults to `x` and the counters to
    /// a fresh game with the default limit.
    fn from_str(text: &str) -> Result<Self, BoardTextError> {
        let mut fields = text.split_whitespace();
        let rows_text = fields.next().ok_or(BoardTextError::Empty)?;
        let to_move = match fields.next() {
            Some(side) => parse_side(side).ok_or_else(|| BoardTextError::BadSide(side.to_owned()))?,
            None => Seat::First,
        };
        let fresh = Self::new();
        let (plies_played, ply_limit) = match fields.next() {
            Some(counters) => counters
                .split_once('/')
                .and_then(|(played, limit)| Some((played.parse().ok()?, limit.parse().ok()?)))
                .ok_or_else(|| BoardTextError::BadCounters(counters.to_owned()))?,
            None => (fresh.plies_played(), fresh.ply_limit()),
        };
        if let Some(extra) = fields.next() {
            return Err(BoardTextError::TrailingText(extra.to_owned()));
        }

        let rows: Vec<&str> = rows_text.split('/').collect();
        if rows.len() != usize::from(SIDE) {
            return Err(BoardTextError::RowCount(rows.len()));
        }
        let (x, o) = pieces_of_rows(&rows)?;
        Self::from_parts(x, o, to_move, plies_played, ply_limit).map_err(BoardTextError::Invalid)
    }
}

impl Notation for Board {
    const NAME: &'static str = "catapultas";
    const TITLE: &'static str = "Catapultas";
    const SIDES: [&'static str; 2] = ["x", "o"];

    type PositionError = BoardTextError;
    type GameTextError = GameTextError;

    fn start() -> Self {
        Board::new()
    }

    fn cells(&self) -> Option<BoardCells> {
        let cells = Square::all().map(|square| self.piece_at(square)).collect();
        Some(BoardCells { columns: usize::from(SIDE), cells })
    }

    fn seat_to_move(&self) -> Seat {
        self.to_move()
    }

    fn is_pass(mv: Move) -> bool {
        mv == Move::Pass
    }

    fn parse_position(text: &str) -> Result<Self, BoardTextError> {
        text.parse()
    }

    /// The course's notation names the side that moves.
    fn move_text(seat: Seat, mv: Move) -> String {
        move_text(seat, mv)
    }

    /// A position if it has the board's `/` rows (`xxxxxx/…/oooooo x 0/100`), else a log in the
    /// course's notation from the start.
    fn parse_game(text: &str) -> Result<WrittenGame<Self>, GameTextError> {
        if text.contains('/') {
            let start = text.trim().parse().map_err(GameTextError::Position)?;
            return Ok(WrittenGame { start, moves: Vec::new() });
        }
        let log = parse_game(Board::new(), text).map_err(GameTextError::Log)?;
        Ok(WrittenGame { start: log.start, moves: log.moves })
    }

    /// The move log in the course's notation, one move per line.
    fn write_moves(start: &Self, moves: &[Move]) -> String {
        game_text(*start, moves)
    }

    fn count(&self, seat: Seat) -> Option<u32> {
        Some(self.piece_count(seat))
    }
}

/// `<rows> <side> <plies>/<limit>`, which [`Board::from_str`] reads back.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for square in Square::all() {
            if square.col() == 1 && square.row() > 1 {
                f.write_str("/")?;
            }
            write!(f, "{}", self.piece_at(square).map_or('-', symbol))?;
        }
        write!(f, " {} {}/{}", symbol(self.to_move()), self.plies_played(), self.ply_limit())
    }
}

/// The pieces of six rows of six cells (`x`, `o`, and `-` or `.` for empty), as masks.
fn pieces_of_rows(rows: &[&str]) -> Result<(u64, u64), BoardTextError> {
    let (mut x, mut o) = (0u64, 0u64);
    for (row_index, row) in rows.iter().enumerate() {
        let length = row.chars().count();
        if length != usize::from(SIDE) {
            return Err(BoardTextError::RowLength { row: row_index + 1, length });
        }
        for (col_index, c) in row.chars().enumerate() {
            let bit = 1u64 << (row_index * usize::from(SIDE) + col_index);
            match c {
                'x' | 'X' => x |= bit,
                'o' | 'O' => o |= bit,
                '-' | '.' => {}
                other => return Err(BoardTextError::BadCellChar(other)),
            }
        }
    }
    Ok((x, o))
}

/// Reads a board drawn as in the seed (see [`Board::diagram`]): six rows of `x`, `o` and `-`
/// (or `.`) between `#` borders, each optionally after its row number, with the column numbers
/// and the `########` borders above and below optional. The drawing holds no side to move nor
/// move count: `to_move` is given, and the counters are those of a fresh game.
pub fn parse_diagram(text: &str, to_move: Seat) -> Result<Board, BoardTextError> {
    let mut rows = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        let not_a_row = || BoardTextError::NotARow { line: index + 1, text: trimmed.to_owned() };
        let is_numbers = trimmed.chars().all(|c| c.is_ascii_digit() || c.is_whitespace());
        if is_numbers || trimmed.chars().all(|c| c == '#') {
            continue;
        }
        let (Some(open), Some(close)) = (trimmed.find('#'), trimmed.rfind('#')) else {
            return Err(not_a_row());
        };
        let label = &trimmed[..open];
        if open == close || !label.trim().chars().all(|c| c.is_ascii_digit()) || !trimmed[close + 1..].is_empty() {
            return Err(not_a_row());
        }
        rows.push(&trimmed[open + 1..close]);
    }
    if rows.len() != usize::from(SIDE) {
        return Err(BoardTextError::DrawingRowCount(rows.len()));
    }
    let (x, o) = pieces_of_rows(&rows)?;
    let fresh = Board::new();
    Board::from_parts(x, o, to_move, fresh.plies_played(), fresh.ply_limit()).map_err(BoardTextError::Invalid)
}

impl Board {
    /// The board drawn as in the seed, with row and column numbers:
    ///
    /// ```text
    ///     123456
    ///    ########
    ///  1 #xxxxxx#
    /// ```
    /// and so on down to row 6 and the closing border.
    pub fn diagram(&self) -> String {
        let mut text = String::from("    123456\n   ########\n");
        for square in Square::all() {
            if square.col() == 1 {
                text.push_str(&format!(" {} #", square.row()));
            }
            text.push(self.piece_at(square).map_or('-', symbol));
            if square.col() == SIDE {
                text.push_str("#\n");
            }
        }
        text.push_str("   ########\n");
        text
    }
}
