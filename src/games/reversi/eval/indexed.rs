//! [`IndexedPosition`]: a position that carries its pattern places' numbers along, for the search.

use super::patterns::incremental::PlaceNumbers;
use super::patterns::{PLACES, Sides, place_indices_of};
use crate::engine::{Game, Score};
use crate::games::reversi::rules::{Move, Position};

/// A position the evaluation can read: its discs, and the indices of its pattern places, read
/// off the board ([`Position`]) or carried along from move to move ([`IndexedPosition`]).
pub trait PatternBoard: Game<Move = Move> {
    fn board(&self) -> &Position;

    /// [`super::patterns::place_indices`] of the board, whose moves `sides` knows.
    fn place_indices(&self, sides: &Sides) -> [u32; PLACES];
}

impl PatternBoard for Position {
    fn board(&self) -> &Position {
        self
    }

    #[inline]
    fn place_indices(&self, sides: &Sides) -> [u32; PLACES] {
        place_indices_of(sides)
    }
}

/// A [`Position`] with its pattern places' numbers, updated by each move from the squares it
/// changes: the search plays and evaluates these, and the evaluation reads the numbers instead of
/// the board (the same indices, so the same scores, nodes and moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IndexedPosition {
    position: Position,
    numbers: PlaceNumbers,
}

impl IndexedPosition {
    pub fn new(position: Position) -> Self {
        Self { numbers: PlaceNumbers::new(position.player().0, position.opponent().0), position }
    }
}

impl PatternBoard for IndexedPosition {
    fn board(&self) -> &Position {
        &self.position
    }

    #[inline]
    fn place_indices(&self, sides: &Sides) -> [u32; PLACES] {
        self.numbers.indices(sides)
    }
}

impl Game for IndexedPosition {
    type Move = Move;
    const MOVE_INDEX_SPACE: usize = Position::MOVE_INDEX_SPACE;

    fn generate_moves(&self, moves: &mut Vec<Move>) {
        self.position.generate_moves(moves);
    }

    fn is_over(&self) -> bool {
        self.position.is_over()
    }

    #[inline]
    fn play(&self, mv: Move) -> Self {
        let next = self.position.play_unchecked(mv);
        let numbers = match mv {
            // The discs the mover now holds that its opponent held: the flipped ones.
            Move::Place(square) => {
                self.numbers.after_move(square.index(), next.opponent().0 & self.position.opponent().0)
            }
            Move::Pass => self.numbers.after_pass(),
        };
        Self { position: next, numbers }
    }

    fn terminal_score(&self) -> Score {
        self.position.terminal_score()
    }

    fn hash(&self) -> u64 {
        self.position.hash()
    }

    fn move_index(mv: Move) -> usize {
        Position::move_index(mv)
    }
}
