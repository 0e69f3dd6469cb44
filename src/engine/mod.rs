//! Game-agnostic adversarial search: the [`Game`] and [`Evaluator`] traits, the strategies
//! (plain minimax, plain alpha-beta, and the full engine) that search any game implementing them,
//! and an evaluation taken apart term by term ([`BreakdownEvaluator`]).

mod breakdown;
mod game;
pub(crate) mod hash;
mod ordering;
mod perft;
mod search;
mod search_tree;
mod selectivity;
pub(crate) mod split;
mod table_memory;

pub use breakdown::{Breakdown, BreakdownEvaluator, LeafValue, Part, Term, line_end};
pub use game::{DRAW, Evaluator, Game, Proven, Score, WIN, is_proven, proven_loss, proven_margin, proven_win};
pub use ordering::MoveOrder;
pub use perft::perft;
pub use search::{
    Algorithm, MAX_THREADS, RootMove, SearchInfo, Searcher, Strategy, available_threads, cap_time_limit_ms,
    time_limit_from_ms,
};
pub use search_tree::{SearchTree, TreeNode};
pub use selectivity::{CutCheck, Selectivity, SelectivityError};

#[cfg(test)]
mod tests;
