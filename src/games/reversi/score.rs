//! What the engine's scores mean to a person or another program: discs where the score is a
//! final margin, the evaluation's own units where it is a heuristic guess.
//!
//! Everything that shows a Reversi score (analyze, review, the NBoard protocol) goes through
//! here, so an evaluation that scores in discs changes [`score_in_discs`] and nothing else.

use crate::engine::{Score, proven_margin};

use super::eval::UNIT;

/// The final disc margin `score` stands for, from the side to move's view; `None` for a
/// heuristic score, which is a weighted sum of normalised heuristics and not in discs.
pub fn score_in_discs(score: Score) -> Option<f32> {
    proven_margin(score).map(|margin| margin as f32)
}

/// A heuristic score in units of one fully weighted heuristic (±1 is one heuristic at full
/// strength with weight 1).
pub fn score_in_evaluation_units(score: Score) -> f32 {
    score as f32 / UNIT as f32
}

/// One number for a score, for protocols that take one: discs when the score is in discs,
/// evaluation units otherwise.
pub fn score_as_number(score: Score) -> f32 {
    score_in_discs(score).unwrap_or_else(|| score_in_evaluation_units(score))
}

/// A score as a person reads it: `+18 (exact)` for a proven final margin, `+0.45` for a
/// heuristic one.
pub fn describe_score(score: Score) -> String {
    match (proven_margin(score), score_in_discs(score)) {
        (Some(margin), _) => format!("{margin:+} (exact)"),
        (None, Some(discs)) => format!("{discs:+.1}"),
        (None, None) => format!("{:+.2}", score_in_evaluation_units(score)),
    }
}
