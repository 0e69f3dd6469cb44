//! The Reversi player: the engine's search with the seed's evaluation, handing over to the exact
//! solver near the end of the game.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::endgame::EndgameSolver;
use super::eval::{ReversiEvaluator, Weights};
use super::position::{Move, Position};
use crate::engine::{Algorithm, SearchInfo, Searcher, Strategy};

/// Everything that decides how the AI plays: what the window's panel edits and saves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AiSettings {
    pub algorithm: Algorithm,
    pub max_depth: u32,
    /// Thinking time per move in milliseconds; 0 means no limit.
    pub time_limit_ms: u64,
    /// With the full engine, positions with at most this many empty squares are solved exactly
    /// instead of evaluated; 0 turns the solver off.
    pub exact_endgame_empties: u32,
    pub weights: Weights,
}

impl Default for AiSettings {
    fn default() -> Self {
        Self {
            algorithm: Algorithm::Full,
            max_depth: 12,
            time_limit_ms: 1_000,
            exact_endgame_empties: 16,
            weights: Weights::seed(),
        }
    }
}

impl AiSettings {
    pub fn time_limit(&self) -> Option<Duration> {
        (self.time_limit_ms > 0).then(|| Duration::from_millis(self.time_limit_ms))
    }

    pub fn strategy(&self) -> Strategy {
        Strategy::new(self.algorithm).max_depth(self.max_depth).time_limit(self.time_limit())
    }

    /// Whether a search from `position` goes to the exact solver.
    pub fn solves_exactly(&self, position: &Position) -> bool {
        self.algorithm == Algorithm::Full && position.empty_count() <= self.exact_endgame_empties
    }
}

/// Searches `position` for the side to move. With `exact_root_scores` every legal move gets its
/// own exact score (for the window's hints), at some cost in time.
pub fn think(
    position: &Position,
    settings: &AiSettings,
    exact_root_scores: bool,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(&SearchInfo<Move>),
) -> SearchInfo<Move> {
    let started = Instant::now();
    if settings.solves_exactly(position) {
        let deadline = settings.time_limit().map(|limit| started + limit);
        let solved = EndgameSolver::default().solve(position, exact_root_scores, deadline, cancel, on_progress);
        let out_of_time = deadline.is_some_and(|deadline| Instant::now() >= deadline);
        if solved.finished || !out_of_time {
            return solved;
        }
        // The solver ran out of time: fall back on a quick heuristic move rather than none, and
        // say the search did not finish. The deadline has passed: a small table, quick to clear
        // and plenty for four plies.
        let quick = Strategy::new(Algorithm::Full).max_depth(4).table_bits(16).exact_root_scores(exact_root_scores);
        let evaluator = ReversiEvaluator::new(settings.weights);
        let mut fallback = Searcher::new(quick).search(position, &evaluator, cancel, on_progress);
        fallback.nodes += solved.nodes;
        fallback.elapsed = started.elapsed();
        fallback.finished = false;
        return fallback;
    }
    let strategy = settings.strategy().exact_root_scores(exact_root_scores);
    Searcher::new(strategy).search(position, &ReversiEvaluator::new(settings.weights), cancel, on_progress)
}
