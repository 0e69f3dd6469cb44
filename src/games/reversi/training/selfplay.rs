//! Self-play: games from random openings, played by the engine at a fixed depth with a little
//! exploration, then perfectly by the exact solver from the solve point on.

use std::sync::atomic::AtomicBool;

use super::games::{SelfPlayGame, black_margin};
use super::parallel::each_index;
use crate::engine::{Algorithm, Searcher, Strategy};
use crate::games::random::{SplitMix64, mix64, random_move};
use crate::games::reversi::eval::IndexedPosition;
use crate::games::reversi::{EndgameSolver, Position, ReversiEvaluator, Solve};

/// How the games of one run are played.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SelfPlay {
    /// Games are numbered from here; a game's number and the seed decide every move.
    pub first_index: u64,
    pub games: u64,
    pub seed: u64,
    /// Uniformly random moves at the start of every game, for varied openings.
    pub random_plies: u32,
    /// The engine's search depth between the opening and the solve point.
    pub depth: u32,
    /// From this many empty squares on, both sides play perfectly.
    pub solve_empties: u32,
    /// The chance that a move between the opening and the solve point is random instead.
    pub exploration: f64,
}

impl Default for SelfPlay {
    fn default() -> Self {
        Self { first_index: 0, games: 1_000, seed: 1, random_plies: 10, depth: 4, solve_empties: 18, exploration: 0.04 }
    }
}

impl SelfPlay {
    /// Plays game number `index`. `None` if `cancel` was set during its endgame.
    ///
    /// Every game starts with empty tables: what a table remembers changes the order of moves
    /// and so which of two equal moves is played, and the games must not depend on which thread
    /// played what before.
    pub fn play(&self, index: u64, evaluator: &ReversiEvaluator, cancel: &AtomicBool) -> Option<SelfPlayGame> {
        let strategy = Strategy::new(Algorithm::Full).max_depth(self.depth).table_bits(16);
        let mut searcher = Searcher::new(strategy);
        let mut solver = EndgameSolver::new(18);
        let mut rng = SplitMix64::new(self.seed ^ mix64(index.wrapping_add(0x5EED)));
        let mut position = Position::initial();
        let mut moves = Vec::with_capacity(64);
        while !position.is_game_over() {
            let random =
                moves.len() < self.random_plies as usize || rng.below(1_000_000) < self.exploration_per_million();
            let mv = if position.must_pass() {
                crate::games::reversi::Move::Pass
            } else if position.empty_count() <= self.solve_empties {
                let solved = solver.solve(&position, &Solve::exact(), cancel, &mut |_| {});
                if !solved.finished {
                    return None;
                }
                solved.best_move?
            } else if random {
                random_move(&position, &mut rng)?
            } else {
                searcher.search(&IndexedPosition::new(position), evaluator, cancel, &mut |_| {}).best_move?
            };
            moves.push(mv);
            position = position.play_unchecked(mv);
        }
        Some(SelfPlayGame { index, moves, black_margin: black_margin(&position) })
    }

    fn exploration_per_million(&self) -> usize {
        (self.exploration.clamp(0.0, 1.0) * 1e6) as usize
    }

    /// Plays the run's games on every thread of the current rayon pool, calling `on_game` as each
    /// one ends. Stops early (returning the games finished) when `cancel` is set. The games come
    /// back in index order, whatever the threads.
    pub fn play_all(
        &self,
        evaluator: &ReversiEvaluator,
        cancel: &AtomicBool,
        on_game: &(dyn Fn(&SelfPlayGame) + Sync),
    ) -> Vec<SelfPlayGame> {
        let indices = self.first_index..self.first_index + self.games;
        let mut games = each_index(indices, cancel, |index| self.play(index, evaluator, cancel), on_game);
        games.sort_by_key(|game| game.index);
        games
    }
}
