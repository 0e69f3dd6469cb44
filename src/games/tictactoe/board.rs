use crate::engine::{DRAW, Game, Score, proven_loss, proven_win};
use crate::games::Seat;
use crate::games::random::mix64;

/// The mark a seat writes: `X` for the first to move, `O` for the second.
pub const fn symbol(seat: Seat) -> char {
    match seat {
        Seat::First => 'X',
        Seat::Second => 'O',
    }
}

/// A cell of the 3×3 grid, indexed 0..9 row by row from the top left.
/// Its notation (see [`super::notation`]) counts 1..9 in the same order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u8);

impl Cell {
    pub const ALL: [Self; 9] = [Self(0), Self(1), Self(2), Self(3), Self(4), Self(5), Self(6), Self(7), Self(8)];
    pub const CENTER: Self = Self(4);

    /// The cell with index `0..9`, row by row from the top left.
    pub const fn from_index(index: usize) -> Option<Self> {
        if index < 9 { Some(Self(index as u8)) } else { None }
    }

    /// The cell at `row` and `col`, both `0..3` from the top left.
    pub const fn from_row_col(row: usize, col: usize) -> Option<Self> {
        if row < 3 && col < 3 { Some(Self((row * 3 + col) as u8)) } else { None }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// `0..3` from the top.
    pub const fn row(self) -> usize {
        self.0 as usize / 3
    }

    /// `0..3` from the left.
    pub const fn col(self) -> usize {
        self.0 as usize % 3
    }

    pub const fn is_corner(self) -> bool {
        matches!(self.0, 0 | 2 | 6 | 8)
    }

    pub(super) const fn bit(self) -> u16 {
        1 << self.0
    }
}

/// Three cells in a row, column or diagonal.
pub type Line = [Cell; 3];

/// The eight lines, rows first, then columns, then the two diagonals.
pub const LINES: [Line; 8] = {
    const fn line(a: u8, b: u8, c: u8) -> Line {
        [Cell(a), Cell(b), Cell(c)]
    }
    [
        line(0, 1, 2),
        line(3, 4, 5),
        line(6, 7, 8),
        line(0, 3, 6),
        line(1, 4, 7),
        line(2, 5, 8),
        line(0, 4, 8),
        line(2, 4, 6),
    ]
};

/// [`LINES`] as bit masks, for the hot paths.
pub(super) const LINE_MASKS: [u16; 8] = {
    let mut masks = [0; 8];
    let mut i = 0;
    while i < 8 {
        masks[i] = LINES[i][0].bit() | LINES[i][1].bit() | LINES[i][2].bit();
        i += 1;
    }
    masks
};

const FULL: u16 = (1 << 9) - 1;

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    Win(Seat),
    Draw,
}

/// Why a move can't be played, for callers taking moves from a person.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveError {
    Occupied(Cell),
    GameOver,
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Occupied(cell) => write!(f, "cell {cell} is already taken"),
            Self::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for MoveError {}

/// A tic-tac-toe position: each player's marks as a 9-bit mask (bit = [`Cell::index`]) and the
/// side to move. Every value of this type is a position reachable from the empty board
/// ([`Board::from_masks`] checks it), so the side to move follows from the mark counts but is
/// kept anyway to keep `to_move` and the hash trivial.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    x: u16,
    o: u16,
    to_move: Seat,
}

impl Default for Board {
    fn default() -> Self {
        Self::new()
    }
}

/// Why a pair of masks is not a position reachable in play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PositionError {
    /// A cell is outside the grid or holds both marks.
    BadMasks,
    /// X moves first, so X has as many marks as O or one more.
    MarkCounts {
        x: u32,
        o: u32,
    },
    BothHaveLines,
    /// The player with a line finished the game, yet the other one moved afterwards.
    MovedAfterWin(Seat),
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::BadMasks => f.write_str("marks outside the grid or two marks on one cell"),
            Self::MarkCounts { x, o } => {
                write!(f, "X has {x} marks and O {o}, but X starts, so X must have as many as O or one more")
            }
            Self::BothHaveLines => f.write_str("both players have three in a row"),
            Self::MovedAfterWin(winner) => write!(
                f,
                "{} has three in a row, but {} moved after the game was over",
                symbol(*winner),
                symbol(winner.opponent())
            ),
        }
    }
}

impl std::error::Error for PositionError {}

impl Board {
    /// The empty board, X to move.
    pub const fn new() -> Self {
        Self { x: 0, o: 0, to_move: Seat::First }
    }

    /// The position with these marks (bit `i` = cell index `i`), if it can arise in play.
    pub fn from_masks(x: u16, o: u16) -> Result<Self, PositionError> {
        if (x | o) & !FULL != 0 || x & o != 0 {
            return Err(PositionError::BadMasks);
        }
        let (x_count, o_count) = (x.count_ones(), o.count_ones());
        let to_move = match x_count.checked_sub(o_count) {
            Some(0) => Seat::First,
            Some(1) => Seat::Second,
            _ => {
                return Err(PositionError::MarkCounts { x: x_count, o: o_count });
            }
        };
        match (has_line(x), has_line(o)) {
            (true, true) => Err(PositionError::BothHaveLines),
            // The winner made the last move, so the loser must be the one to move now.
            (true, false) if to_move != Seat::Second => Err(PositionError::MovedAfterWin(Seat::First)),
            (false, true) if to_move != Seat::First => Err(PositionError::MovedAfterWin(Seat::Second)),
            _ => Ok(Self { x, o, to_move }),
        }
    }

    pub const fn to_move(&self) -> Seat {
        self.to_move
    }

    /// The cells holding `mark`, as a 9-bit mask.
    pub const fn marks(&self, mark: Seat) -> u16 {
        match mark {
            Seat::First => self.x,
            Seat::Second => self.o,
        }
    }

    pub const fn side_at(&self, cell: Cell) -> Option<Seat> {
        if self.x & cell.bit() != 0 {
            Some(Seat::First)
        } else if self.o & cell.bit() != 0 {
            Some(Seat::Second)
        } else {
            None
        }
    }

    /// Marks placed so far (the ply number).
    pub const fn marks_placed(&self) -> u32 {
        (self.x | self.o).count_ones()
    }

    /// The completed line and its owner, if someone has won. When the winning move completed two
    /// lines at once, the first in [`LINES`] order is returned.
    pub fn winning_line(&self) -> Option<(Seat, Line)> {
        LINES.iter().zip(LINE_MASKS).find_map(|(line, mask)| {
            if self.x & mask == mask {
                Some((Seat::First, *line))
            } else if self.o & mask == mask {
                Some((Seat::Second, *line))
            } else {
                None
            }
        })
    }

    pub fn winner(&self) -> Option<Seat> {
        // Only the player who just moved can have completed a line.
        let last_mover = self.to_move.opponent();
        has_line(self.marks(last_mover)).then_some(last_mover)
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.winner() {
            Some(mark) => Some(Outcome::Win(mark)),
            None if self.x | self.o == FULL => Some(Outcome::Draw),
            None => None,
        }
    }

    /// The empty cells the side to move may take; none once the game is over.
    pub fn legal_moves(&self) -> impl Iterator<Item = Cell> + use<> {
        let open = if self.outcome().is_some() { 0 } else { !(self.x | self.o) & FULL };
        Cell::ALL.into_iter().filter(move |cell| open & cell.bit() != 0)
    }

    pub fn is_legal(&self, cell: Cell) -> bool {
        self.side_at(cell).is_none() && self.outcome().is_none()
    }

    /// The position after the side to move marks `cell`, checked for legality.
    pub fn try_play(&self, cell: Cell) -> Result<Self, MoveError> {
        if self.outcome().is_some() {
            Err(MoveError::GameOver)
        } else if self.side_at(cell).is_some() {
            Err(MoveError::Occupied(cell))
        } else {
            Ok(self.place(cell))
        }
    }

    const fn place(&self, cell: Cell) -> Self {
        let (mut x, mut o) = (self.x, self.o);
        match self.to_move {
            Seat::First => x |= cell.bit(),
            Seat::Second => o |= cell.bit(),
        }
        Self { x, o, to_move: self.to_move.opponent() }
    }
}

pub(super) fn has_line(marks: u16) -> bool {
    LINE_MASKS.into_iter().any(|mask| marks & mask == mask)
}

/// Wins carry no margin: a win is a win. The engine shortens proven scores by one per ply, so
/// the AI prefers the fastest win and the slowest loss, which is exactly the assignment's
/// "score = 10 − depth" (the course's tic-tac-toe assignment) without any depth bookkeeping here.
impl Game for Board {
    type Move = Cell;

    const MOVE_INDEX_SPACE: usize = 9;

    fn generate_moves(&self, moves: &mut Vec<Cell>) {
        moves.extend(self.legal_moves());
    }

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    fn play(&self, cell: Cell) -> Self {
        debug_assert!(self.is_legal(cell), "illegal move {cell:?} in {self:?}");
        self.place(cell)
    }

    fn terminal_score(&self) -> Score {
        match self.outcome() {
            Some(Outcome::Win(mark)) if mark == self.to_move => proven_win(0),
            Some(Outcome::Win(_)) => proven_loss(0),
            _ => DRAW,
        }
    }

    fn hash(&self) -> u64 {
        let side = match self.to_move {
            Seat::First => 0,
            Seat::Second => 1,
        };
        mix64(u64::from(self.x) | u64::from(self.o) << 9 | side << 18)
    }

    fn move_index(cell: Cell) -> usize {
        cell.index()
    }
}
