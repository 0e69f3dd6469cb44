//! ProbCut in the solver: a deep node cut on what a shallow search on the learned evaluation
//! predicts of its exact margin (with the model of
//! [`endgame_probcut`](crate::games::reversi::eval::endgame_probcut)).

use super::ordering::{INFINITY_EVAL, shallow_search};
use super::search::{MAX_MARGIN, SelectiveCut};
use crate::games::reversi::eval::patterns::WEIGHT_SCALE;
use crate::games::reversi::rules::Position;

/// The value of ProbCut's shallow search of `position` in 1/[`WEIGHT_SCALE`] disc: a negamax of
/// `depth` plies on the learned evaluation, as the selective solver runs it (what `train mpc
/// --endgame` fits the exact margin to).
pub fn shallow_value(position: &Position, depth: u32) -> i32 {
    shallow_search(position.player().0, position.opponent().0, depth, -INFINITY_EVAL, INFINITY_EVAL)
}

/// ProbCut: the bound a node of `empties` empties returns without being solved, when the model
/// predicts from a shallow search that its margin lies outside `(alpha, beta)` with the margin of
/// error the selectivity asks for. Two null-window shallow searches at most, no table, nothing
/// allocated.
#[inline]
pub(super) fn probcut(
    player: u64,
    opponent: u64,
    alpha: i32,
    beta: i32,
    empties: u32,
    cut: SelectiveCut,
) -> Option<i32> {
    let check = cut.model.check(empties)?;
    let scale = WEIGHT_SCALE as f32;
    let depth = check.shallow_depth;
    if beta < MAX_MARGIN {
        let bound = check.high_bound(beta as f32 * scale, cut.sigmas) as i32;
        if shallow_search(player, opponent, depth, bound - 1, bound) >= bound {
            return Some(beta);
        }
    }
    if alpha > -MAX_MARGIN {
        let bound = check.low_bound(alpha as f32 * scale, cut.sigmas) as i32;
        if shallow_search(player, opponent, depth, bound, bound + 1) <= bound {
            return Some(alpha);
        }
    }
    None
}
