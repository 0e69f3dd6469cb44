//! Where a fair game of Tic-tac-toe can start other than the empty board: the two-move openings
//! that perfect play still draws. Half of all two-move openings are already lost for one side
//! (X in the centre and O on an edge: X wins however O plays on), so games from those measure the
//! opening rather than the players.

use std::cmp::Ordering;

use super::{Board, Cell};
use crate::engine::{DRAW, Game};

/// The side to move's result with perfect play on both sides: 1 a win, 0 a draw, −1 a loss.
fn perfect_value(board: &Board) -> i8 {
    if board.is_over() {
        return match board.terminal_score().cmp(&DRAW) {
            Ordering::Greater => 1,
            Ordering::Less => -1,
            Ordering::Equal => 0,
        };
    }
    board.legal_moves().map(|cell| -perfect_value(&board.play(cell))).max().unwrap_or(0)
}

/// Every two-move opening (X's cell, then O's) that perfect play draws, in the cells' order:
/// twenty-four of the seventy-two.
pub fn undecided_openings() -> Vec<Vec<Cell>> {
    let start = Board::new();
    let mut openings = Vec::new();
    for first in start.legal_moves() {
        let after_first = start.play(first);
        for second in after_first.legal_moves() {
            if perfect_value(&after_first.play(second)) == 0 {
                openings.push(vec![first, second]);
            }
        }
    }
    openings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str) -> Vec<Cell> {
        text.split(' ').map(|cell| cell.parse().expect("a cell")).collect()
    }

    #[test]
    fn the_undecided_openings_are_those_perfect_play_draws() {
        let openings = undecided_openings();
        assert_eq!(openings.len(), 24);
        // After X in a corner only O in the centre holds; after X in the centre, O in a corner.
        assert!(openings.contains(&cells("1 5")));
        assert!(!openings.contains(&cells("1 2")));
        assert!(openings.contains(&cells("5 9")));
        assert!(!openings.contains(&cells("5 2")));
        // After X on an edge: the centre, the two corners beside it, the edge across.
        let after_edge: Vec<Vec<Cell>> =
            openings.iter().filter(|opening| opening[0] == cells("2")[0]).cloned().collect();
        assert_eq!(after_edge, ["2 1", "2 3", "2 5", "2 8"].map(cells));
        assert_eq!(perfect_value(&Board::new()), 0, "the empty board is a draw");
    }
}
