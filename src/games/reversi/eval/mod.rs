//! The evaluation: the five normalised heuristics of the course's Othello agent ([`heuristics`])
//! plus the learned pattern evaluation ([`patterns`]) as a sixth term ("pattern knowledge"), all
//! weighted per game phase ([`weights`]); [`breakdown`] takes a position's evaluation apart, term by
//! term.

pub mod breakdown;
pub mod endgame_probcut;
mod heuristics;
pub mod indexed;
mod model_text;
pub mod patterns;
pub mod probcut;
mod weights;

pub use heuristics::{HeuristicWeights, Heuristics, MAX_WEIGHT, SCORE_PER_DISC, SQUARE_TABLE, UNIT};
pub use indexed::{IndexedPosition, PatternBoard};
pub use model_text::{LineProblem, ModelFileError, ModelText};
pub use weights::{Phase, Weights, WeightsError};

use crate::engine::{CutCheck, Evaluator, Score};
use crate::games::reversi::rules::{Move, legal_moves};
use patterns::{PatternWeights, Sides, WEIGHT_SCALE};
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

/// What each reply left to the opponent costs a move in [`ReversiEvaluator::order_hint`].
const REPLY_HINT: i32 = 16;

/// From this many plies left below a node up, the replies a move leaves count in its hint: one
/// ply above the horizon, playing each move to count them costs more than the evaluations a
/// better first move saves, now that the evaluations are cheap (carried indices). On the 32
/// positions of `benches/midgame-stages.obf` at 95 %, 3.4 % more nodes at depth 14, the same best
/// moves, and about 11 % less time at depth 15; without them two plies up as well, 8 % more nodes
/// again and slower.
const ORDER_BY_REPLIES_DEPTH: u32 = 2;

/// From this many plies left below a node up, its moves are ordered with the learned evaluation
/// of the positions they leave: lower, an evaluation per move costs more time than the smaller
/// subtrees save.
const ORDER_BY_EVALUATION_DEPTH: u32 = 3;

/// From this many plies left up, a killer move (one that refuted a sibling) is not tried first
/// but gains as much as one reply fewer (the newer killer two): the hint, which sees the
/// position the move leaves, is the better guess of the two. On the 32 positions of
/// `benches/midgame-stages.obf` at 95 %, with the evaluation ordering from three plies up instead
/// of four, 12 % fewer nodes at depth 14 (15.2 M to 13.4 M) and at 15 (27.2 M to 23.9 M), the
/// same best moves.
const KILLERS_AMONG_HINTS_DEPTH: u32 = 2;

/// How far the root's window opens either side of the last iteration's score, in discs. On the
/// 32 positions of `benches/midgame-stages.obf` at 95 %, 2 to 3.5 % fewer nodes at depths 15 to
/// 18 than an open window, the same best moves; 3 discs lost at depth 17 what it gained at 16,
/// and 6 gained less at both.
const ASPIRATION_DISCS: Score = 4;

impl ReversiEvaluator {
    fn evaluate_board<B: PatternBoard>(&self, board: &B, sides: &Sides) -> Score {
        let weights = self.weights.for_discs(sides.disc_count());
        let pattern_estimate = || self.patterns.estimate_indices(sides.disc_count(), &board.place_indices(sides));
        Heuristics::of_sides(sides, weights, pattern_estimate).weighted(weights)
    }
}

/// One evaluation for boards read afresh and for boards carried through the search alike.
impl<B: PatternBoard> Evaluator<B> for ReversiEvaluator {
    fn evaluate(&self, board: &B) -> Score {
        self.evaluate_board(board, &Sides::of(board.board()))
    }

    /// Both sides' moves tell whether the game is over and are two of the learned evaluation's
    /// counts: found once, not twice.
    fn evaluate_unless_over(&self, board: &B) -> Option<Score> {
        let sides = Sides::of(board.board());
        (!sides.is_game_over()).then(|| self.evaluate_board(board, &sides))
    }

    /// Corners and good squares first, and from two plies up among them the moves that leave the
    /// opponent fewest replies (the fastest-first idea). Where the subtree below is large enough
    /// to repay it, the learned evaluation of the position each move leaves counts too, a disc of
    /// it as much as a reply (as Edax sorts by a shallow evaluation high in the tree): on the 32
    /// positions of `benches/midgame-stages.obf` at depth 14 and 95 %, 7 % fewer nodes (four
    /// plies up).
    #[inline]
    fn order_hint(&self, board: &B, mv: Move, depth: u32) -> i32 {
        let Move::Place(square) = mv else { return 0 };
        let square_value = SQUARE_TABLE[square.index()];
        if depth < ORDER_BY_REPLIES_DEPTH {
            return square_value;
        }
        let replies_cost = |replies: u64| REPLY_HINT * replies.count_ones() as i32;
        if depth < ORDER_BY_EVALUATION_DEPTH {
            let next = board.board().play_unchecked(mv);
            return square_value - replies_cost(legal_moves(next.player().0, next.opponent().0));
        }
        let next = board.play(mv);
        let sides = Sides::of(next.board());
        let estimate = self.patterns.estimate_indices(sides.disc_count(), &next.place_indices(&sides));
        square_value - replies_cost(sides.moves) - estimate * REPLY_HINT / WEIGHT_SCALE
    }

    fn killer_hint(&self, depth: u32) -> Option<i32> {
        (depth >= KILLERS_AMONG_HINTS_DEPTH).then_some(REPLY_HINT)
    }

    /// Where the scores are discs: [`ASPIRATION_DISCS`] either side.
    fn aspiration_width(&self) -> Option<Score> {
        self.weights.discs_per_point().map(|_| ASPIRATION_DISCS * SCORE_PER_DISC)
    }

    fn cut_check(&self, board: &B, depth: u32) -> Option<CutCheck> {
        let model = self.cut_model?;
        let empties = board.board().empty_count();
        // A search that reaches the end scores finished games, which the model did not fit.
        (depth < empties).then(|| model.check(64 - empties, depth)).flatten()
    }
}
