//! The three ways of searching of the course's tic-tac-toe tutorial, shared by the window's AI and
//! its node comparison: plain minimax and alpha-beta over the whole game tree, and minimax cut off
//! at a depth with the line heuristic at the leaves. All three run the engine's [`Searcher`], which
//! counts one node per position it enters (the root included), so their figures compare directly.

use std::sync::atomic::AtomicBool;

use crate::engine::{Algorithm, SearchInfo, Searcher, Strategy};

use super::board::{Board, Cell};
use super::eval::LineHeuristic;

/// Full-depth search always reaches the end: Tic-tac-toe never lasts more than nine plies.
pub const FULL_DEPTH: u32 = 9;

/// Searches `board` with `algorithm` to `depth` plies (never past the end of the game), judging
/// unfinished leaves with [`LineHeuristic`].
pub fn search(
    board: &Board,
    algorithm: Algorithm,
    depth: u32,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(&SearchInfo<Cell>),
) -> SearchInfo<Cell> {
    let remaining = (FULL_DEPTH - board.marks_placed()).max(1);
    let strategy = Strategy::new(algorithm).max_depth(depth.min(remaining));
    Searcher::new(strategy).search(board, &LineHeuristic, cancel, on_progress)
}

/// One row of the course tutorial's comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeCount {
    pub name: &'static str,
    pub depth: u32,
    pub info: SearchInfo<Cell>,
}

/// The course tutorial's lesson on one position: the nodes plain minimax, alpha-beta and the
/// depth-limited heuristic minimax visit, and what each concludes.
pub fn compare_searches(board: &Board, heuristic_depth: u32, cancel: &AtomicBool) -> [NodeCount; 3] {
    let remaining = FULL_DEPTH - board.marks_placed();
    [
        ("plain minimax", Algorithm::Minimax, FULL_DEPTH),
        ("alpha-beta", Algorithm::AlphaBeta, FULL_DEPTH),
        ("heuristic", Algorithm::Minimax, heuristic_depth),
    ]
    .map(|(name, algorithm, depth)| NodeCount {
        name,
        depth: depth.min(remaining).max(1),
        info: search(board, algorithm, depth, cancel, &mut |_| {}),
    })
}
