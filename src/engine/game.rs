use std::fmt::{self, Debug};

use super::selectivity::CutCheck;

/// A search score from the point of view of the side to move: higher is better for it.
pub type Score = i32;

/// The score of a draw.
pub const DRAW: Score = 0;

/// Scores at or beyond `±WIN` are proven results, not heuristic guesses: heuristic evaluations must
/// stay well inside `(-WIN, WIN)`. A proven score carries a margin (how much the game is won by)
/// and the search shortens it by one per ply, so the engine prefers faster wins and slower losses.
pub const WIN: Score = 100_000_000;

/// Beyond every score a search can return, proven ones included.
pub(super) const INFINITY: Score = 2 * WIN;

/// Proven scores step by this much per unit of margin, so that the per-ply shortening (always
/// fewer plies than this) breaks ties between equal margins without ever outweighing one.
const MARGIN_STEP: Score = 1_024;

/// A won game for the side to move, by `margin` (discs, pieces…; 0 if the game has none).
pub const fn proven_win(margin: Score) -> Score {
    WIN + margin * MARGIN_STEP
}

/// A lost game for the side to move, by `margin`.
pub const fn proven_loss(margin: Score) -> Score {
    -proven_win(margin)
}

/// True if `score` is a game-theoretic result rather than a heuristic estimate.
pub const fn is_proven(score: Score) -> bool {
    score.abs() > WIN - MARGIN_STEP
}

/// The margin of a proven score (positive: the side to move wins by that much), or `None` for a
/// heuristic score.
pub const fn proven_margin(score: Score) -> Option<Score> {
    if !is_proven(score) {
        return None;
    }
    // The search shortens a proven score by fewer than MARGIN_STEP plies: round up.
    let magnitude = (score.abs() - WIN + MARGIN_STEP - 1).div_euclid(MARGIN_STEP);
    Some(if score > 0 { magnitude } else { -magnitude })
}

/// A proven score read back: whether the side to move wins, by how much and how many plies
/// away the end is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proven {
    pub wins: bool,
    /// The margin (discs, pieces…), never negative; 0 in games that count none.
    pub margin: Score,
    /// Plies to the end of the game with best play.
    pub plies: Score,
}

impl Proven {
    /// `None` for a heuristic score.
    pub const fn of(score: Score) -> Option<Self> {
        let Some(margin) = proven_margin(score) else { return None };
        let margin = margin.abs();
        Some(Self { wins: score > 0, margin, plies: proven_win(margin) - score.abs() })
    }
}

/// `win by 3 in 5 plies`, `loss in 1 ply`: as the command line and the panel write results.
impl fmt::Display for Proven {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = if self.wins { "win" } else { "loss" };
        if self.margin != 0 {
            write!(f, "{result} by {}", self.margin)?;
        } else {
            f.write_str(result)?;
        }
        let unit = if self.plies == 1 { "ply" } else { "plies" };
        write!(f, " in {} {unit}", self.plies)
    }
}

/// Moves a proven score found `ply` plies below the root to the root's frame: a win further
/// away is worth a little less, a loss further away a little more.
pub(crate) const fn shorten_proven(score: Score, ply: usize) -> Score {
    let ply = ply as Score;
    if score > WIN - MARGIN_STEP {
        score - ply
    } else if score < -(WIN - MARGIN_STEP) {
        score + ply
    } else {
        score
    }
}

/// The rules of a two-player, zero-sum, perfect-information game, as the search sees them.
///
/// The search makes a move by building the next position (`play`), never by mutating and
/// undoing: a position should be a small value, cheap to clone (every game here is `Copy`).
pub trait Game: Clone + Send + Sync + 'static {
    type Move: Copy + Eq + Debug + Send + Sync + 'static;

    /// Exclusive upper bound of [`Game::move_index`]; sizes the history table.
    const MOVE_INDEX_SPACE: usize;

    /// Appends the legal moves of the side to move to `moves` (which the caller cleared).
    ///
    /// A game whose rules make a player pass must produce the pass as a move. No legal move
    /// at all means the game is over.
    fn generate_moves(&self, moves: &mut Vec<Self::Move>);

    /// True when the side to move has no legal move: the game is over. Called at every leaf,
    /// so it should be cheaper than generating the moves.
    fn is_over(&self) -> bool;

    /// The position after `mv`, which must be one of `generate_moves`' moves.
    fn play(&self, mv: Self::Move) -> Self;

    /// The result of a finished game (no legal moves) for the side to move: [`proven_win`],
    /// [`proven_loss`] or [`DRAW`].
    fn terminal_score(&self) -> Score;

    /// A 64-bit hash of the position, side to move included, for the transposition table.
    fn hash(&self) -> u64;

    /// A small number identifying the move in the history and killer tables.
    /// Distinct moves may share an index; that only makes ordering a little worse.
    fn move_index(mv: Self::Move) -> usize;
}

/// Judges unfinished positions for a [`Game`]. Kept apart from the rules so the same game can
/// be played by differently tuned or entirely different evaluations.
pub trait Evaluator<G: Game>: Send + Sync {
    /// A heuristic score for the side to move, strictly inside `(-WIN, WIN)`.
    fn evaluate(&self, position: &G) -> Score;

    /// [`Evaluator::evaluate`] where the game goes on at `position`, `None` where it is over (the
    /// search then scores it by the rules). The default asks the rules first; an evaluation that
    /// finds what the rules need on its way may answer both at once.
    fn evaluate_unless_over(&self, position: &G) -> Option<Score> {
        (!position.is_over()).then(|| self.evaluate(position))
    }

    /// A cheap guess at how good `mv` is, used to search likely-best moves first.
    /// Higher is tried earlier. Only called by the full engine, with the `depth` left below
    /// the node (`u32::MAX` at the root), so a guess may cost more where the subtrees it
    /// orders are large.
    fn order_hint(&self, _position: &G, _mv: G::Move, _depth: u32) -> i32 {
        0
    }

    /// Where this evaluator's hints at `depth` plies left are good enough to rank the killer
    /// moves (the moves that refuted a sibling at the same ply) among the others instead of
    /// before them all: what being the older killer adds to a move's hint (the newer one adds
    /// twice that). `None`, the default, tries the killers before any other move.
    fn killer_hint(&self, _depth: u32) -> Option<i32> {
        None
    }

    /// How a shallow search predicts a search of `depth` plies from `position` with this
    /// evaluation (a model fitted to it), for a selective search to cut on; `None`, the
    /// default, where there is no model: the search stays full-width there.
    fn cut_check(&self, _position: &G, _depth: u32) -> Option<CutCheck> {
        None
    }

    /// How far either side of the last iteration's score the next one's root window opens
    /// (an aspiration window: a narrow window proves less, and a score that falls outside it is
    /// searched again with the window open on that side). `None`, the default, searches every
    /// iteration's first move with an open window.
    fn aspiration_width(&self) -> Option<Score> {
        None
    }
}
