//! Game review: the engine searches every position of a game, scores every legal move, and says
//! how much the move played gave away against the best one.
//!
//! Losses are measured in discs where both scores are in discs (positions the exact solver
//! takes, and proven results); elsewhere the evaluation's scores are heuristic and only the
//! loss in its own units is given, without a mistake mark.

use std::sync::atomic::{AtomicBool, Ordering};

use serde::Serialize;

use crate::engine::{Score, Selectivity};
use crate::games::reversi::formats::GameRecord;
use crate::games::reversi::rules::{Move, Position, Side};
use crate::games::reversi::search::score::{score_in_discs, score_in_evaluation_units};
use crate::games::reversi::search::{AiSettings, think};

/// How bad a move was, by the discs it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// At least 2 discs.
    Inaccuracy,
    /// At least 6 discs.
    Mistake,
    /// At least 12 discs.
    Blunder,
}

impl Mark {
    pub fn of_loss(discs: f32) -> Option<Self> {
        if discs >= 12.0 {
            Some(Self::Blunder)
        } else if discs >= 6.0 {
            Some(Self::Mistake)
        } else if discs >= 2.0 {
            Some(Self::Inaccuracy)
        } else {
            None
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::Inaccuracy => "inaccuracy",
            Self::Mistake => "mistake",
            Self::Blunder => "blunder",
        }
    }
}

/// What the engine thinks of one move of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// The move's number in the game, from 1, passes included.
    pub ply: usize,
    pub position: Position,
    pub played: Move,
    /// The engine's choice; the move played when it scores as well.
    pub best: Move,
    /// Engine scores from the mover's side.
    pub played_score: Score,
    pub best_score: Score,
    /// The exact solver took the position: both scores are final disc margins.
    pub solved: bool,
    /// Discs per point of a heuristic score, when the evaluation is calibrated in discs.
    pub discs_per_point: Option<f32>,
    /// The search depth (the empty squares when solved).
    pub depth: u32,
    pub nodes: u64,
}

impl Verdict {
    pub fn side(&self) -> Side {
        self.position.side_to_move()
    }

    pub fn played_in_discs(&self) -> Option<f32> {
        score_in_discs(self.played_score, self.solved, self.discs_per_point)
    }

    pub fn best_in_discs(&self) -> Option<f32> {
        score_in_discs(self.best_score, self.solved, self.discs_per_point)
    }

    /// The discs the move gave away, when both scores are in discs.
    pub fn loss_in_discs(&self) -> Option<f32> {
        Some(self.best_in_discs()? - self.played_in_discs()?)
    }

    /// The loss in the evaluation's units, when both scores are heuristic.
    pub fn loss_in_evaluation_units(&self) -> Option<f32> {
        (self.played_in_discs().is_none() && self.best_in_discs().is_none())
            .then(|| score_in_evaluation_units(self.best_score) - score_in_evaluation_units(self.played_score))
    }

    pub fn mark(&self) -> Option<Mark> {
        self.loss_in_discs().and_then(Mark::of_loss)
    }
}

/// The verdicts of a review, one per move, and whether it was cancelled before the end.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    pub verdicts: Vec<Verdict>,
    pub cancelled: bool,
}

/// One player's mistakes over a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct PlayerTotals {
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// Discs given away over the moves measured in discs.
    pub discs_lost: f32,
    /// The player's moves whose loss is known in discs.
    pub moves_in_discs: u32,
}

impl Review {
    pub fn totals(&self, side: Side) -> PlayerTotals {
        let mut totals = PlayerTotals::default();
        for verdict in self.verdicts.iter().filter(|verdict| verdict.side() == side) {
            let Some(loss) = verdict.loss_in_discs() else { continue };
            totals.discs_lost += loss;
            totals.moves_in_discs += 1;
            match Mark::of_loss(loss) {
                Some(Mark::Inaccuracy) => totals.inaccuracies += 1,
                Some(Mark::Mistake) => totals.mistakes += 1,
                Some(Mark::Blunder) => totals.blunders += 1,
                None => {}
            }
        }
        totals
    }
}

/// Searches every position of `record` with every legal move scored, and compares the move
/// played with the best. The settings' time limit and selectivity are ignored: a review compares
/// scores, which only a full-width search to the full depth gives for every move. `on_verdict` hears each verdict and the
/// number of moves in the game; setting `cancel` stops the review within milliseconds, with the
/// verdicts found so far.
pub fn review(
    record: &GameRecord,
    settings: &AiSettings,
    cancel: &AtomicBool,
    on_verdict: &mut dyn FnMut(&Verdict, usize),
) -> Review {
    let settings = AiSettings { time_limit_ms: 0, selectivity: Selectivity::FULL, ..settings.clone() };
    let total = record.moves().len();
    let mut review = Review::default();
    for (index, (position, recorded)) in record.plies().enumerate() {
        let info = think(&position, &settings, true, cancel, &mut |_| {});
        if cancel.load(Ordering::Relaxed) || !info.finished {
            review.cancelled = true;
            break;
        }
        let best = info.root_moves.iter().max_by_key(|root| root.score).copied();
        let played = info.root_moves.iter().find(|root| root.mv == recorded.mv).copied();
        let (Some(best), Some(played)) = (best, played) else {
            // A finished search scores every legal move: only a cancel leaves one out.
            review.cancelled = true;
            break;
        };
        // Between equal scores, the move played is as good as any.
        let best_move = if played.score == best.score { played.mv } else { best.mv };
        let verdict = Verdict {
            ply: index + 1,
            position,
            played: recorded.mv,
            best: best_move,
            played_score: played.score,
            best_score: best.score,
            solved: settings.solves_exactly(&position),
            discs_per_point: settings.weights.discs_per_point(),
            depth: info.depth,
            nodes: info.nodes,
        };
        on_verdict(&verdict, total);
        review.verdicts.push(verdict);
    }
    review
}
