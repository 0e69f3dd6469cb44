//! Bitboards: one bit per square, bit `8 * row + column` with a1 (top-left) as bit 0 and h8 as
//! bit 63, the order in which OBF strings list the squares.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A square, 0 (a1) to 63 (h8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const fn new(index: u8) -> Option<Self> {
        if index < 64 { Some(Self(index)) } else { None }
    }

    /// Column 0..8 (a..h) and row 0..8 (1..8, top to bottom).
    pub const fn from_coords(column: u8, row: u8) -> Option<Self> {
        if column < 8 && row < 8 { Some(Self(row * 8 + column)) } else { None }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn column(self) -> u8 {
        self.0 % 8
    }

    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    pub const fn bit(self) -> Bitboard {
        Bitboard(1 << self.0)
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column()) as char, self.row() + 1)
    }
}

/// A set of squares.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u64);

/// The 15 diagonals running a1→h8 (down-right), the one through column `x`, row `y` at
/// `x + 7 - y`, and the 15 running h1→a8 (down-left), at `x + y`: masks for the code that works
/// on raw `u64` boards.
pub(super) const DIAGONALS: [[u64; 15]; 2] = build_diagonals();

const fn build_diagonals() -> [[u64; 15]; 2] {
    let mut lines = [[0u64; 15]; 2];
    let mut square = 0;
    while square < 64 {
        let (x, y) = (square % 8, square / 8);
        lines[0][x + 7 - y] |= 1 << square;
        lines[1][x + y] |= 1 << square;
        square += 1;
    }
    lines
}

impl Bitboard {
    pub const EMPTY: Self = Self(0);
    pub const ALL: Self = Self(u64::MAX);
    pub const CORNERS: Self = Self(0x8100_0000_0000_0081);
    /// Every square but columns a and h: masks shifts that would wrap around a row.
    pub const INNER_COLUMNS: Self = Self(0x7E7E_7E7E_7E7E_7E7E);
    pub const COLUMN_A: Self = Self(0x0101_0101_0101_0101);
    pub const COLUMN_H: Self = Self(0x8080_8080_8080_8080);
    pub const ROW_1: Self = Self(0xFF);
    pub const ROW_8: Self = Self(0xFF00_0000_0000_0000);

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square.0) != 0
    }

    /// The lowest square of the set.
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 { None } else { Some(Square(self.0.trailing_zeros() as u8)) }
    }

    pub fn squares(self) -> Squares {
        Squares(self.0)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

macro_rules! bit_ops {
    ($($trait:ident $method:ident $assign_trait:ident $assign_method:ident $op:tt),*) => {$(
        impl $trait for Bitboard {
            type Output = Self;
            fn $method(self, rhs: Self) -> Self {
                Self(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for Bitboard {
            fn $assign_method(&mut self, rhs: Self) {
                self.0 = self.0 $op rhs.0;
            }
        }
    )*};
}
bit_ops!(BitAnd bitand BitAndAssign bitand_assign &, BitOr bitor BitOrAssign bitor_assign |, BitXor bitxor BitXorAssign bitxor_assign ^);

impl Not for Bitboard {
    type Output = Self;
    fn not(self) -> Self {
        Self(!self.0)
    }
}

/// The squares of a [`Bitboard`], lowest first.
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let square = Square(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}
