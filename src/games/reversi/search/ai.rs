//! The Reversi player: the engine's search with the evaluation, handing over to the endgame
//! solver near the end of the game when there is time to prove something.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::book;
use super::endgame::{EndgameSolver, Solve};
use super::levels::Variety;
use crate::engine::{Algorithm, Game, SearchInfo, Searcher, Strategy, time_limit_from_ms};
use crate::games::reversi::eval::{ReversiEvaluator, Weights};
use crate::games::reversi::rules::{Move, Position};

/// Everything that decides how the AI plays: what the window's panel edits and saves. Read and
/// written through `levels`' impls, which give a file from before the book the book its level
/// would have.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, remote = "Self")]
pub struct AiSettings {
    pub algorithm: Algorithm,
    pub max_depth: u32,
    /// Thinking time per move in milliseconds; 0 means no limit.
    pub time_limit_ms: u64,
    /// With the full engine, positions with at most this many empty squares are solved (win /
    /// loss / draw, then the exact margin) when the time allows; 0 turns the solver off.
    pub exact_endgame_empties: u32,
    pub weights: Weights,
    /// Threads searching together (full engine only).
    pub threads: usize,
    /// How far the AI strays from its best move (the weak levels).
    pub variety: Variety,
    /// Play from the shipped opening book while the position is in it (the levels from 7 up).
    pub use_book: bool,
}

impl Default for AiSettings {
    /// The strongest player: the learned evaluation on every core, a second per move.
    fn default() -> Self {
        Self {
            algorithm: Algorithm::Full,
            max_depth: 24,
            time_limit_ms: 1_000,
            exact_endgame_empties: 20,
            weights: Weights::learned(),
            threads: available_threads(),
            variety: Variety::NONE,
            use_book: false,
        }
    }
}

/// The machine's hardware threads (1 if it cannot tell).
fn available_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

impl AiSettings {
    pub fn time_limit(&self) -> Option<Duration> {
        time_limit_from_ms(self.time_limit_ms)
    }

    pub fn strategy(&self) -> Strategy {
        Strategy::new(self.algorithm).max_depth(self.max_depth).time_limit(self.time_limit()).threads(self.threads)
    }

    /// Whether a search from `position` goes to the endgame solver.
    pub fn solves_exactly(&self, position: &Position) -> bool {
        self.algorithm == Algorithm::Full && position.empty_count() <= self.exact_endgame_empties
    }
}

/// Below this many empties the exact solver takes milliseconds: no midgame search first.
const SOLVE_AT_ONCE_EMPTIES: u32 = 14;

/// Searches `position` for the side to move. With `exact_root_scores` every legal move gets its
/// own exact score (for the window's hints), at some cost in time.
///
/// With `use_book`, a position of the opening book is answered from it at once (a move within a
/// small margin of the book's best, chosen from the variety's seed); not where every move's score
/// is asked for, which the book does not have.
///
/// In the endgame, with a time limit, the time is used in three steps, each keeping the last's
/// answer if it runs out of time: a midgame search (a quarter of the time) for a good move and
/// the solver's first move, a win/loss/draw proof, then the exact margin.
pub fn think(
    position: &Position,
    settings: &AiSettings,
    exact_root_scores: bool,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(&SearchInfo<Move>),
) -> SearchInfo<Move> {
    if settings.use_book
        && !exact_root_scores
        && let Some(info) = book::shipped().reply(position, settings.variety.seed)
    {
        return info;
    }
    let started = Instant::now();
    if settings.variety.is_active() && !exact_root_scores {
        // Every move needs its own score to be weighed against the best.
        let mut info = think(position, settings, true, cancel, on_progress);
        info.best_move = settings.variety.choose(&info.root_moves, position.hash()).or(info.best_move);
        if info.pv.first() != info.best_move.as_ref() {
            info.pv = info.best_move.into_iter().collect();
        }
        return info;
    }
    let evaluator = ReversiEvaluator::new(settings.weights);
    let strategy = settings.strategy().exact_root_scores(exact_root_scores);
    if !settings.solves_exactly(position) {
        return Searcher::new(strategy).search(position, &evaluator, cancel, on_progress);
    }
    let exact = Solve::exact().exact_root_scores(exact_root_scores).threads(settings.threads);
    let mut solver = EndgameSolver::default();
    let Some(limit) = settings.time_limit() else {
        return solver.solve(position, &exact, cancel, on_progress);
    };
    let deadline = started + limit;
    if position.empty_count() <= SOLVE_AT_ONCE_EMPTIES {
        let solved = solver.solve(position, &exact.deadline(Some(deadline)), cancel, on_progress);
        if solved.finished {
            return solved;
        }
    }

    let midgame_time = limit.saturating_sub(started.elapsed()) / 4;
    let mut best =
        Searcher::new(strategy.time_limit(Some(midgame_time))).search(position, &evaluator, cancel, on_progress);
    let mut nodes = best.nodes;
    if !exact_root_scores {
        let wld = Solve::win_loss_draw().threads(settings.threads).deadline(Some(deadline)).first_move(best.best_move);
        let proof = solver.solve(position, &wld, cancel, on_progress);
        nodes += proof.nodes;
        if !proof.finished {
            return SearchInfo { nodes, elapsed: started.elapsed(), finished: false, ..best };
        }
        if proof.best_move != best.best_move {
            // A proven win (or draw) beats a heuristic favourite.
            best.best_move = proof.best_move;
            best.pv = proof.best_move.into_iter().collect();
        }
    }
    let solved =
        solver.solve(position, &exact.deadline(Some(deadline)).first_move(best.best_move), cancel, on_progress);
    nodes += solved.nodes;
    if solved.finished {
        return SearchInfo { nodes, elapsed: started.elapsed(), ..solved };
    }
    SearchInfo { nodes, elapsed: started.elapsed(), finished: false, ..best }
}
