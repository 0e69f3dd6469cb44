//! What the engine's scores mean to a person or another program: discs where the score is a
//! final margin, the evaluation's own units where it is a heuristic guess.
//!
//! Everything that shows a Reversi score (analyze, review, the NBoard protocol) goes through
//! here. A heuristic score is in discs when the weights say so ([`Weights::discs_per_point`]:
//! the learned evaluation alone), so every function takes that factor.

use crate::engine::{Score, proven_margin};

use crate::games::reversi::eval::UNIT;
#[cfg(doc)]
use crate::games::reversi::eval::Weights;

/// `score` in discs from the side to move's view: the final margin when the search solved the
/// position (`solved`, where a draw scores 0) or proved a result; for a heuristic score, the
/// estimate in discs when the evaluation is calibrated in discs (`discs_per_point`), else
/// `None`: a weighted sum of normalised heuristics is not in discs.
pub fn score_in_discs(score: Score, solved: bool, discs_per_point: Option<f32>) -> Option<f32> {
    match proven_margin(score) {
        Some(margin) => Some(margin as f32),
        None if solved => Some(0.0),
        None => discs_per_point.map(|factor| score as f32 * factor),
    }
}

/// A heuristic score in units of one fully weighted heuristic (±1 is one heuristic at full
/// strength with weight 1).
pub fn score_in_evaluation_units(score: Score) -> f32 {
    score as f32 / UNIT as f32
}

/// One number for a score, for protocols that take one: discs when the score is in discs,
/// evaluation units otherwise.
pub fn score_as_number(score: Score, solved: bool, discs_per_point: Option<f32>) -> f32 {
    score_in_discs(score, solved, discs_per_point).unwrap_or_else(|| score_in_evaluation_units(score))
}

/// A score as a person reads it: `+18 (exact)` for a final margin, `+2.5` for an estimate in
/// discs, `+0.45` for a heuristic one in the evaluation's units.
pub fn describe_score(score: Score, solved: bool, discs_per_point: Option<f32>) -> String {
    match score_in_discs(score, solved, discs_per_point) {
        Some(discs) if solved || proven_margin(score).is_some() => format!("{discs:+} (exact)"),
        Some(discs) => format!("{discs:+.1}"),
        None => format!("{:+.2}", score_in_evaluation_units(score)),
    }
}
