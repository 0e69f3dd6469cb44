//! What the engine's scores mean to a person or another program: discs where the score is a
//! final margin, the evaluation's own units where it is a heuristic guess.
//!
//! Everything that shows a Reversi score (analyze, review, the NBoard protocol) goes through
//! here, so an evaluation that scores in discs changes [`score_in_discs`] and nothing else.

use crate::engine::{Score, proven_margin};

use super::eval::UNIT;

/// `score` in discs from the side to move's view: the final margin when the search solved the
/// position (`solved`, where a draw scores 0) or proved a result, `None` for a heuristic score,
/// which is a weighted sum of normalised heuristics and not in discs.
pub fn score_in_discs(score: Score, solved: bool) -> Option<f32> {
    match proven_margin(score) {
        Some(margin) => Some(margin as f32),
        None if solved => Some(0.0),
        None => None,
    }
}

/// A heuristic score in units of one fully weighted heuristic (±1 is one heuristic at full
/// strength with weight 1).
pub fn score_in_evaluation_units(score: Score) -> f32 {
    score as f32 / UNIT as f32
}

/// One number for a score, for protocols that take one: discs when the score is in discs,
/// evaluation units otherwise.
pub fn score_as_number(score: Score, solved: bool) -> f32 {
    score_in_discs(score, solved).unwrap_or_else(|| score_in_evaluation_units(score))
}

/// A score as a person reads it: `+18 (exact)` for a final margin, `+0.45` for a heuristic one.
pub fn describe_score(score: Score, solved: bool) -> String {
    match score_in_discs(score, solved) {
        Some(discs) if solved || proven_margin(score).is_some() => format!("{discs:+} (exact)"),
        Some(discs) => format!("{discs:+.1}"),
        None => format!("{:+.2}", score_in_evaluation_units(score)),
    }
}
