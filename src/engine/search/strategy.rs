//! How to search: the algorithm, the limits and the settings a [`Strategy`] gathers for a
//! [`super::Searcher`], and the time limits and thread counts as settings write them.

use std::thread;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::engine::ordering::MoveOrder;
use crate::engine::selectivity::Selectivity;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Algorithm {
    /// Textbook minimax: every node to the depth limit, no pruning.
    Minimax,
    /// Textbook alpha-beta: minimax with cutoffs, moves in generation order, no memory.
    AlphaBeta,
    /// Principal variation search with iterative deepening, transposition table, killers,
    /// history and the evaluator's ordering hints.
    #[default]
    Full,
}

impl Algorithm {
    pub const ALL: [Algorithm; 3] = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Full];

    pub fn label(self) -> &'static str {
        match self {
            Algorithm::Minimax => "plain minimax",
            Algorithm::AlphaBeta => "alpha-beta",
            Algorithm::Full => "full engine",
        }
    }
}

/// How to search: built once with options, then handed to a [`Searcher`](super::Searcher).
///
/// ```
/// # use minimax_arcade::engine::{Algorithm, Strategy};
/// # use std::time::Duration;
/// let strategy = Strategy::new(Algorithm::Full)
///     .max_depth(12)
///     .time_limit(Some(Duration::from_millis(500)));
/// # assert_eq!(strategy.max_depth, 12);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Strategy {
    pub algorithm: Algorithm,
    /// Plies to search. Plain minimax and alpha-beta search exactly this deep in one pass; the
    /// full engine deepens one ply at a time up to it.
    pub max_depth: u32,
    /// Hard limit on thinking time; `None` searches to `max_depth` however long it takes.
    pub time_limit: Option<Duration>,
    /// The transposition table holds `2^table_bits` entries (full engine only).
    pub table_bits: u32,
    /// Search every root move with an open window, so each gets its exact score (for hints)
    /// instead of a bound. Costs time.
    pub exact_root_scores: bool,
    /// Threads searching together (full engine only): see
    /// [`Searcher::search`](super::Searcher::search).
    pub threads: usize,
    /// How sure the full engine must be to cut a node on a shallow search's prediction, where
    /// the evaluator has a model ([`Evaluator::cut_check`](crate::engine::Evaluator::cut_check));
    /// 100 %: never.
    pub selectivity: Selectivity,
    /// The order the textbook searches take the children in (the full engine orders its own).
    pub move_order: MoveOrder,
}

impl Strategy {
    pub fn new(algorithm: Algorithm) -> Self {
        Self {
            algorithm,
            max_depth: 64,
            time_limit: None,
            table_bits: 20,
            exact_root_scores: false,
            threads: 1,
            selectivity: Selectivity::FULL,
            move_order: MoveOrder::AsGiven,
        }
    }

    pub fn max_depth(self, max_depth: u32) -> Self {
        Self { max_depth: max_depth.max(1), ..self }
    }

    pub fn time_limit(self, time_limit: Option<Duration>) -> Self {
        Self { time_limit, ..self }
    }

    pub fn table_bits(self, table_bits: u32) -> Self {
        Self { table_bits: table_bits.clamp(4, 30), ..self }
    }

    pub fn exact_root_scores(self, exact_root_scores: bool) -> Self {
        Self { exact_root_scores, ..self }
    }

    /// Threads searching together (full engine only; the textbook searches use one).
    pub fn threads(self, threads: usize) -> Self {
        Self { threads: threads.clamp(1, MAX_THREADS), ..self }
    }

    /// Selective search (full engine only): see [`Strategy::selectivity`].
    pub fn selectivity(self, selectivity: Selectivity) -> Self {
        Self { selectivity, ..self }
    }

    /// The textbook searches' order of the children: see [`MoveOrder`].
    pub fn move_order(self, move_order: MoveOrder) -> Self {
        Self { move_order, ..self }
    }
}

/// A time limit as settings and options write it: milliseconds, 0 meaning none.
pub fn time_limit_from_ms(milliseconds: u64) -> Option<Duration> {
    (milliseconds > 0).then(|| Duration::from_millis(milliseconds))
}

/// A time limit in milliseconds (0 meaning none) brought down to `budget` where it is longer:
/// a clock's share of time for a move.
pub fn cap_time_limit_ms(milliseconds: u64, budget: Duration) -> u64 {
    // At least a millisecond: 0 would mean no limit at all.
    let budget = (budget.as_millis() as u64).max(1);
    if milliseconds == 0 { budget } else { milliseconds.min(budget) }
}

/// More threads than this only add contention on the shared table.
pub const MAX_THREADS: usize = 64;

/// The machine's hardware threads (1 if it cannot tell): what "every core" means.
pub fn available_threads() -> usize {
    thread::available_parallelism().map_or(1, usize::from)
}

/// `strategy` within the builder's bounds: its fields are public, so a struct built by hand gets
/// them too.
pub(super) fn bounded(strategy: Strategy) -> Strategy {
    let (max_depth, table_bits, threads) = (strategy.max_depth, strategy.table_bits, strategy.threads);
    strategy.max_depth(max_depth).table_bits(table_bits).threads(threads)
}
