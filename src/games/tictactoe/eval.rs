use crate::engine::{Evaluator, Score};

use super::board::{Board, Cell, LINE_MASKS, Side, has_line};

/// Seed 002's heuristic for depth-limited search. Per line, from the side to move's view:
/// two own marks and an empty cell +10, one own mark and two empties +1, the same for the
/// opponent negated, anything else 0. Meant for unfinished positions: the engine scores finished
/// games as proven results, which outrank every heuristic value.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct LineHeuristic;

const OPEN_TWO: Score = 10;
const OPEN_ONE: Score = 1;

impl LineHeuristic {
    /// The line terms for `mark`, minus the same for its opponent.
    pub fn line_balance(board: &Board, mark: Side) -> Score {
        let own = board.marks(mark);
        let theirs = board.marks(mark.opponent());
        LINE_MASKS
            .iter()
            .map(|&mask| {
                let (mine, others) = (own & mask, theirs & mask);
                match (mine.count_ones(), others.count_ones()) {
                    (2, 0) => OPEN_TWO,
                    (1, 0) => OPEN_ONE,
                    (0, 2) => -OPEN_TWO,
                    (0, 1) => -OPEN_ONE,
                    _ => 0,
                }
            })
            .sum()
    }
}

impl Evaluator<Board> for LineHeuristic {
    fn evaluate(&self, board: &Board) -> Score {
        Self::line_balance(board, board.to_move())
    }

    /// Winning first, then blocking the opponent's win, then centre, corners, edges: the order a
    /// person would look at the cells, and it lets alpha-beta cut most of the tree at once.
    fn order_hint(&self, board: &Board, cell: Cell) -> i32 {
        let me = board.to_move();
        if completes_line(board.marks(me), cell) {
            100
        } else if completes_line(board.marks(me.opponent()), cell) {
            50
        } else if cell == Cell::CENTER {
            3
        } else if cell.is_corner() {
            2
        } else {
            1
        }
    }
}

/// True if adding `cell` to `marks` makes three in a row.
pub(super) fn completes_line(marks: u16, cell: Cell) -> bool {
    has_line(marks | cell.bit())
}
