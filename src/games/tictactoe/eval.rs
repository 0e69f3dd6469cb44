use crate::engine::{Breakdown, BreakdownEvaluator, Evaluator, Score, Term};

use super::board::{Board, Cell, LINE_MASKS, has_line};
use crate::games::Seat;

/// The course tutorial's heuristic for depth-limited search. Per line, from the side to move's
/// view: two own marks and an empty cell +10, one own mark and two empties +1, the same for the
/// opponent negated, anything else 0. Meant for unfinished positions: the engine scores finished
/// games as proven results, which outrank every heuristic value.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct LineHeuristic;

const OPEN_TWO: Score = 10;
const OPEN_ONE: Score = 1;

/// The kinds of line that count, each with its id, what it holds (own marks, opponent's marks,
/// the rest empty) and its points: two own marks and an empty cell +10, one and two empties +1,
/// the same for the opponent negated.
const LINE_KINDS: [(&str, (u32, u32), Score); 4] = [
    ("tictactoe-own-two", (2, 0), OPEN_TWO),
    ("tictactoe-own-one", (1, 0), OPEN_ONE),
    ("tictactoe-their-two", (0, 2), -OPEN_TWO),
    ("tictactoe-their-one", (0, 1), -OPEN_ONE),
];

/// The terms' ids, in the order the breakdown lists them.
pub const TERM_IDS: [&str; LINE_KINDS.len()] = [LINE_KINDS[0].0, LINE_KINDS[1].0, LINE_KINDS[2].0, LINE_KINDS[3].0];

impl LineHeuristic {
    /// The line terms for `mark`, minus the same for its opponent.
    pub fn line_balance(board: &Board, mark: Seat) -> Score {
        Self::lines_of_each_kind(board, mark)
            .iter()
            .zip(LINE_KINDS)
            .map(|(&count, (_, _, points))| count * points)
            .sum()
    }

    /// How many lines of each of [`LINE_KINDS`] the board has, seen by `mark`.
    fn lines_of_each_kind(board: &Board, mark: Seat) -> [i32; LINE_KINDS.len()] {
        let own = board.marks(mark);
        let theirs = board.marks(mark.opponent());
        let mut counts = [0; LINE_KINDS.len()];
        for &mask in &LINE_MASKS {
            let held = ((own & mask).count_ones(), (theirs & mask).count_ones());
            if let Some(kind) = LINE_KINDS.iter().position(|&(_, holds, _)| holds == held) {
                counts[kind] += 1;
            }
        }
        counts
    }
}

impl BreakdownEvaluator<Board> for LineHeuristic {
    /// A term per kind of line: how many there are, times its points.
    fn breakdown(&self, board: &Board) -> Breakdown {
        let counts = Self::lines_of_each_kind(board, board.to_move());
        let terms =
            counts.iter().zip(LINE_KINDS).map(|(&count, (id, _, points))| Term::new(id, count, points)).collect();
        Breakdown::new(terms, None)
    }
}

impl Evaluator<Board> for LineHeuristic {
    fn evaluate(&self, board: &Board) -> Score {
        Self::line_balance(board, board.to_move())
    }

    /// Winning first, then blocking the opponent's win, then centre, corners, edges: the order a
    /// person would look at the cells, and it lets alpha-beta cut most of the tree at once.
    fn order_hint(&self, board: &Board, cell: Cell, _depth: u32) -> i32 {
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
