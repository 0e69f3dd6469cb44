use crate::engine::{Evaluator, Game, Score};
use crate::games::random::SplitMix64;

use super::board::Board;
use super::eval::Weights;
use super::moves::Move;

/// A one-move-deep player: plays the move whose resulting position `weights` likes best
/// (a finished game counts as won or lost outright), breaking ties at random. With
/// [`Weights::classroom`] that is "capture as many pieces as possible now". `None` once the game
/// is over.
pub fn greedy_move(board: &Board, weights: &Weights, rng: &mut SplitMix64) -> Option<Move> {
    // Scores are from the opponent's side after our move, hence the minus.
    let value = |mv: Move| -> Score {
        let next = board.play(mv);
        if next.is_over() { -next.terminal_score() } else { -weights.evaluate(&next) }
    };
    let scored: Vec<(Move, Score)> = board.legal_moves().into_iter().map(|mv| (mv, value(mv))).collect();
    let best = scored.iter().map(|&(_, score)| score).max()?;
    let best_moves: Vec<Move> = scored.into_iter().filter(|&(_, score)| score == best).map(|(mv, _)| mv).collect();
    rng.pick(&best_moves).copied()
}
