//! The Catapultas AI as the window plays it: the engine's search with the player's limits and
//! evaluation weights.

use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::eval::Weights;
use super::moves::Move;
use crate::engine::{Algorithm, SearchInfo, Searcher, Strategy, time_limit_from_ms};
use crate::games::kept_ai::KeptAi;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AiSettings {
    pub algorithm: Algorithm,
    pub max_depth: u32,
    /// Thinking time per move in milliseconds; 0 means no limit.
    pub time_limit_ms: u64,
    pub weights: Weights,
}

impl Default for AiSettings {
    fn default() -> Self {
        Self { algorithm: Algorithm::Full, max_depth: 12, time_limit_ms: 1_000, weights: Weights::default() }
    }
}

impl AiSettings {
    /// The course's Catapultas program: piece difference only, alpha-beta to depth 8.
    pub fn classroom() -> Self {
        Self { max_depth: 8, weights: Weights::classroom(), ..Self::default() }
    }
}

/// Searches `board` with the engine as `settings` ask, with a fresh [`CatapultasAi`]; with
/// `exact_root_scores`, every root move gets its own score.
pub fn think(
    board: &Board,
    settings: &AiSettings,
    exact_root_scores: bool,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(&SearchInfo<Move>),
) -> SearchInfo<Move> {
    CatapultasAi::default().think(board, settings, exact_root_scores, cancel, on_progress)
}

/// The Catapultas AI as a player keeps it through a game: its search's table carries from one
/// move to the next, aged rather than cleared, until the weights change (the table's scores are
/// theirs).
pub struct CatapultasAi {
    searcher: Searcher<Board>,
    /// The weights the table's scores were found with.
    weights: Option<Weights>,
}

impl Default for CatapultasAi {
    fn default() -> Self {
        Self { searcher: Searcher::new(Strategy::new(Algorithm::Full)), weights: None }
    }
}

impl KeptAi for CatapultasAi {
    type Position = Board;
    type Settings = AiSettings;

    fn think(
        &mut self,
        board: &Board,
        settings: &AiSettings,
        exact_root_scores: bool,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Move>),
    ) -> SearchInfo<Move> {
        if self.weights.as_ref() != Some(&settings.weights) {
            self.searcher.clear();
            self.weights = Some(settings.weights.clone());
        }
        self.searcher.set_strategy(
            Strategy::new(settings.algorithm)
                .max_depth(settings.max_depth)
                .time_limit(time_limit_from_ms(settings.time_limit_ms))
                .exact_root_scores(exact_root_scores),
        );
        self.searcher.search(board, &settings.weights, cancel, on_progress)
    }
}

/// The ratings of the window's levels that look a fixed number of moves ahead (Easy 2, Medium 4,
/// Hard 8), weakest first, on one Elo scale with Easy at 1000, measured by matches between
/// neighbours from random four-ply openings (40 games each): Easy 17.5 % against Medium, Medium
/// 3.75 % against Hard. Where a player rated among the levels (`games::rating`) stands.
pub const LEVEL_RATINGS: [f64; 3] = [1000.0, 1270.0, 1830.0];
