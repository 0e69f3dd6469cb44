use std::hash::{Hash, Hasher};

/// A cell of the 6×6 board. Rows and columns count 1..=6 from the top left, as in the notation;
/// the index (0..36, row by row) is its bit in the board's masks.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

/// The four orthogonal directions pieces step and jump in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

impl Direction {
    pub const ALL: [Self; 4] = [Self::Up, Self::Down, Self::Left, Self::Right];
}

pub const SIDE: u8 = 6;
pub const SQUARE_COUNT: usize = 36;

impl Square {
    /// The square at `row`, `col`, both 1..=6.
    pub const fn at(row: u8, col: u8) -> Option<Self> {
        if row >= 1 && row <= SIDE && col >= 1 && col <= SIDE { Some(Self((row - 1) * SIDE + col - 1)) } else { None }
    }

    /// The square with index 0..36 (row by row from the top left).
    pub const fn from_index(index: usize) -> Option<Self> {
        if index < SQUARE_COUNT { Some(Self(index as u8)) } else { None }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 1..=6 from the top.
    pub const fn row(self) -> u8 {
        self.0 / SIDE + 1
    }

    /// 1..=6 from the left.
    pub const fn col(self) -> u8 {
        self.0 % SIDE + 1
    }

    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The adjacent square in `direction`, if it is on the board.
    pub const fn neighbor(self, direction: Direction) -> Option<Self> {
        let (row, col) = (self.row(), self.col());
        match direction {
            Direction::Up => Self::at(row.wrapping_sub(1), col),
            Direction::Down => Self::at(row + 1, col),
            Direction::Left => Self::at(row, col.wrapping_sub(1)),
            Direction::Right => Self::at(row, col + 1),
        }
    }

    /// Every square, row by row.
    pub fn all() -> impl Iterator<Item = Self> {
        (0..SQUARE_COUNT as u8).map(Self)
    }

    /// The squares of a mask, in index order.
    pub(crate) fn in_mask(mut mask: u64) -> impl Iterator<Item = Self> {
        std::iter::from_fn(move || {
            if mask == 0 {
                return None;
            }
            let index = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            Some(Self(index))
        })
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({},{})", self.row(), self.col())
    }
}

/// The longest possible jump chain, start included. A hop moves two cells, so every cell of a
/// chain has the start's row and column parity: 9 such cells on a 6×6 board, and no cell may be
/// landed on twice nor the start at all.
pub const MAX_JUMP_PATH: usize = 9;

/// The cells a jumping piece visits: its start, then the landing cell of each hop.
/// A fixed array so that moves stay `Copy` and move lists never allocate per move.
#[derive(Clone, Copy, Debug)]
pub struct JumpPath {
    squares: [Square; MAX_JUMP_PATH],
    len: u8,
}

impl JumpPath {
    /// A path through `squares` (start first), if it has 2..=9 of them. Says nothing about
    /// legality: that depends on the position.
    pub fn from_squares(squares: &[Square]) -> Option<Self> {
        if !(2..=MAX_JUMP_PATH).contains(&squares.len()) {
            return None;
        }
        let mut path = Self::starting_at(squares[0]);
        for &square in &squares[1..] {
            path.push(square);
        }
        Some(path)
    }

    pub(super) const fn starting_at(start: Square) -> Self {
        Self { squares: [start; MAX_JUMP_PATH], len: 1 }
    }

    pub(super) fn push(&mut self, square: Square) {
        self.squares[usize::from(self.len)] = square;
        self.len += 1;
    }

    pub(super) fn pop(&mut self) {
        self.len -= 1;
    }

    /// The start, then every landing cell.
    pub fn squares(&self) -> &[Square] {
        &self.squares[..usize::from(self.len)]
    }

    pub fn from(&self) -> Square {
        self.squares[0]
    }

    pub fn to(&self) -> Square {
        self.squares[usize::from(self.len) - 1]
    }

    pub fn hops(&self) -> usize {
        usize::from(self.len) - 1
    }

    /// The landing cells as a mask: where enemy pieces get captured.
    pub fn landings(&self) -> u64 {
        self.squares()[1..].iter().fold(0, |mask, square| mask | square.bit())
    }
}

// Only the used part of the array is the path: the rest is leftover scratch.
impl PartialEq for JumpPath {
    fn eq(&self, other: &Self) -> bool {
        self.squares() == other.squares()
    }
}

impl Eq for JumpPath {}

impl Hash for JumpPath {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.squares().hash(state);
    }
}

/// One turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// A piece moves to an adjacent empty cell (notation `m`).
    Step { from: Square, to: Square },
    /// A piece jumps over own pieces, hop by hop, capturing enemies it lands on (notation `s`).
    Jump(JumpPath),
    /// Only when there is no other legal move (notation `n`).
    Pass,
}

impl Move {
    /// Where the moving piece starts; `None` for a pass.
    pub fn from(&self) -> Option<Square> {
        match self {
            Self::Step { from, .. } => Some(*from),
            Self::Jump(path) => Some(path.from()),
            Self::Pass => None,
        }
    }

    /// Where the moving piece ends; `None` for a pass.
    pub fn to(&self) -> Option<Square> {
        match self {
            Self::Step { to, .. } => Some(*to),
            Self::Jump(path) => Some(path.to()),
            Self::Pass => None,
        }
    }
}

/// The squares the piece visits, as the panel's search figures show them: `(2,3)-(3,3)` for a
/// step, `(3,1)x(1,1)x(1,3)` for a jump chain, `pass`.
impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Step { from, to } => write!(f, "{from}-{to}"),
            Self::Jump(path) => {
                let hops: Vec<String> = path.squares().iter().map(ToString::to_string).collect();
                f.write_str(&hops.join("x"))
            }
            Self::Pass => f.write_str("pass"),
        }
    }
}
