//! The evaluation: seed 001's five normalised heuristics ([`heuristics`]) plus the learned
//! pattern evaluation ([`patterns`]) as a sixth term ("pattern knowledge"), all weighted per
//! game phase ([`weights`]); [`explain`] takes a position's evaluation apart, term by term.

pub mod explain;
mod heuristics;
pub mod patterns;
mod weights;

pub use heuristics::{Heuristics, MAX_WEIGHT, SCORE_PER_DISC, SQUARE_TABLE, UNIT};
pub use weights::{HeuristicWeights, Phase, Weights, WeightsError};

use crate::engine::{Evaluator, Score};
use crate::games::reversi::rules::{Move, Position, legal_moves};
use patterns::PatternWeights;

/// The evaluation with tunable weights, over the trained pattern tables or others.
#[derive(Clone, Copy)]
pub struct ReversiEvaluator {
    pub weights: Weights,
    patterns: &'static PatternWeights,
}

impl Default for ReversiEvaluator {
    fn default() -> Self {
        Self::new(Weights::default())
    }
}

impl ReversiEvaluator {
    /// With the pattern tables the project trained.
    pub fn new(weights: Weights) -> Self {
        Self::with_patterns(weights, patterns::trained())
    }

    /// With other pattern tables (the training's candidates).
    pub fn with_patterns(weights: Weights, patterns: &'static PatternWeights) -> Self {
        Self { weights, patterns }
    }
}

impl Evaluator<Position> for ReversiEvaluator {
    fn evaluate(&self, position: &Position) -> Score {
        let discs = (position.player() | position.opponent()).count();
        let weights = self.weights.for_discs(discs);
        Heuristics::of(position, weights, self.patterns).weighted(weights)
    }

    /// Corners and good squares first, and among them the moves that leave the opponent fewest
    /// replies (the fastest-first idea).
    fn order_hint(&self, position: &Position, mv: Move) -> i32 {
        let Move::Place(square) = mv else { return 0 };
        let next = position.play_unchecked(mv);
        let replies = legal_moves(next.player().0, next.opponent().0).count_ones() as i32;
        SQUARE_TABLE[square.index()] - 16 * replies
    }
}
