//! The Tic-tac-toe AI as the window plays it: one of the course tutorial's three ways of searching,
//! chosen by the player.

use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use super::board::{Board, Cell};
use super::searches::{FULL_DEPTH, search};
use crate::engine::{Algorithm, SearchInfo};
use crate::games::kept_ai::KeptAi;

/// How the AI searches (the course tutorial's three ways).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SearchKind {
    /// Minimax over the whole game tree.
    #[default]
    Minimax,
    /// Alpha-beta over the whole game tree.
    AlphaBeta,
    /// Minimax cut off at a depth, judging the leaves with the line heuristic.
    Heuristic,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AiSettings {
    pub search: SearchKind,
    /// Plies of the depth-limited heuristic search.
    pub heuristic_depth: u32,
}

impl Default for AiSettings {
    fn default() -> Self {
        Self { search: SearchKind::default(), heuristic_depth: 2 }
    }
}

impl AiSettings {
    /// The engine's algorithm and depth for the chosen way of searching.
    pub fn strategy(&self) -> (Algorithm, u32) {
        match self.search {
            SearchKind::Minimax => (Algorithm::Minimax, FULL_DEPTH),
            SearchKind::AlphaBeta => (Algorithm::AlphaBeta, FULL_DEPTH),
            SearchKind::Heuristic => (Algorithm::Minimax, self.heuristic_depth),
        }
    }
}

/// The AI's move on `board` as `settings` ask for it; with `exact_root_scores`, the exact value
/// of every move instead (hints), which takes a full-depth search whatever the setting.
pub fn think(
    board: &Board,
    settings: &AiSettings,
    exact_root_scores: bool,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(&SearchInfo<Cell>),
) -> SearchInfo<Cell> {
    if exact_root_scores {
        // Plain minimax scores every root move on its own window: exact, and at most 549,946
        // nodes.
        return search(board, Algorithm::Minimax, FULL_DEPTH, cancel, on_progress);
    }
    let (algorithm, depth) = settings.strategy();
    search(board, algorithm, depth, cancel, on_progress)
}

/// The Tic-tac-toe AI as a player keeps it: nothing to keep, the whole game being a few
/// hundred thousand nodes at most.
#[derive(Clone, Copy, Debug, Default)]
pub struct TictactoeAi;

impl KeptAi for TictactoeAi {
    type Position = Board;
    type Settings = AiSettings;

    fn think(
        &mut self,
        board: &Board,
        settings: &AiSettings,
        exact_root_scores: bool,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Cell>),
    ) -> SearchInfo<Cell> {
        think(board, settings, exact_root_scores, cancel, on_progress)
    }
}

/// The ratings of the window's four levels, weakest first (Easy, Medium and Hard: the line
/// heuristic 1, 2 and 4 plies ahead; Perfect: the whole tree), on one Elo scale with Easy at
/// 1000, measured by matches between neighbours from the two-move openings perfect play draws
/// (`undecided_openings`, 200 games each, colours swapped): Easy 40.5 % against Medium (no win,
/// 162 draws), and Medium against Hard and Hard against Perfect every game a draw. From a fair
/// start, Medium already plays Tic-tac-toe perfectly: the three differ only in positions
/// already lost. Where a player rated among the levels (`games::rating`) stands.
pub const LEVEL_RATINGS: [f64; 4] = [1000.0, 1067.0, 1067.0, 1067.0];
