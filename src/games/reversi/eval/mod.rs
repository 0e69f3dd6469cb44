//! The evaluation: seed 001's five normalised heuristics ([`heuristics`]) plus the learned
//! pattern evaluation ([`patterns`]) as a sixth term ("pattern knowledge"), all weighted per
//! game phase ([`weights`]); [`explain`] takes a position's evaluation apart, term by term.

pub mod endgame_probcut;
pub mod explain;
mod heuristics;
mod model_text;
pub mod patterns;
pub mod probcut;
mod weights;

pub use heuristics::{Heuristics, MAX_WEIGHT, SCORE_PER_DISC, SQUARE_TABLE, UNIT};
pub use weights::{HeuristicWeights, Phase, Weights, WeightsError};

use crate::engine::{CutCheck, Evaluator, Score};
use crate::games::reversi::rules::{Move, Position, legal_moves};
use patterns::PatternWeights;
use probcut::ProbCutModel;

/// The evaluation with tunable weights, over the trained pattern tables or others.
#[derive(Clone, Copy)]
pub struct ReversiEvaluator {
    pub weights: Weights,
    patterns: &'static PatternWeights,
    /// How this evaluation's shallow searches predict deep ones, for the selective search: the
    /// fitted model with the trained tables and the learned weights, nothing otherwise (the
    /// model was fitted to that evaluation alone).
    cut_model: Option<&'static ProbCutModel>,
}

impl Default for ReversiEvaluator {
    fn default() -> Self {
        Self::new(Weights::default())
    }
}

impl ReversiEvaluator {
    /// With the pattern tables the project trained.
    pub fn new(weights: Weights) -> Self {
        let cut_model = weights.discs_per_point().and_then(|_| probcut::trained());
        Self { cut_model, ..Self::with_patterns(weights, patterns::trained()) }
    }

    /// With other pattern tables (the training's candidates), and no selective search.
    pub fn with_patterns(weights: Weights, patterns: &'static PatternWeights) -> Self {
        Self { weights, patterns, cut_model: None }
    }

    /// The same evaluation predicting deep searches with `model` (or with none: full-width).
    pub fn with_cut_model(self, cut_model: Option<&'static ProbCutModel>) -> Self {
        Self { cut_model, ..self }
    }
}

impl Evaluator<Position> for ReversiEvaluator {
    fn evaluate(&self, position: &Position) -> Score {
        let discs = position.disc_count();
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

    fn cut_check(&self, position: &Position, depth: u32) -> Option<CutCheck> {
        let model = self.cut_model?;
        let empties = position.empty_count();
        // A search that reaches the end scores finished games, which the model did not fit.
        (depth < empties).then(|| model.check(64 - empties, depth)).flatten()
    }
}
