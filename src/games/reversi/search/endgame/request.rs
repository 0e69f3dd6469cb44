//! What a solve is asked: the goal, its limits, its selectivity and what an earlier pass found,
//! and how the margin it finds is scored.

use web_time::Instant;

use super::search::MAX_MARGIN;
use crate::engine::{Score, SearchInfo, Selectivity, proven_margin};
use crate::games::reversi::eval::SCORE_PER_DISC;
use crate::games::reversi::rules::{Move, margin_score};

/// What a solve is asked to find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The final disc difference.
    Exact,
    /// Only whether the side to move wins, draws or loses: scores are -1, 0 or +1 (bounds on the
    /// margin's sign), found several times faster than the exact margin.
    WinLossDraw,
}

/// A solve's request: what to find and its limits, travelling together.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Solve {
    pub goal: Goal,
    /// Every root move gets its own result, not only the best.
    pub exact_root_scores: bool,
    /// Gives up (with `finished == false`) at this instant.
    pub deadline: Option<Instant>,
    /// Threads solving together: a node's later moves are shared out among them
    /// ([`crate::engine::split`]), and they share the table.
    pub threads: usize,
    /// A root move to try first (the midgame search's choice), before the solver's own order.
    pub first_move: Option<Move>,
    /// Below 100 %, deep nodes are cut where a shallow search on the learned evaluation predicts,
    /// this surely, that the margin lies outside the window (ProbCut): the result is then a
    /// likely margin, not a proven one.
    pub selectivity: Selectivity,
    /// The margin a less sure pass found: the root's first window is centred on it rather than
    /// on the shallow search's estimate. A wrong guess costs time, never the margin; solves
    /// without a narrow first window (win/loss/draw, every root move scored) ignore it.
    pub guess: Option<i32>,
}

impl Solve {
    pub fn exact() -> Self {
        Self {
            goal: Goal::Exact,
            exact_root_scores: false,
            deadline: None,
            threads: 1,
            first_move: None,
            selectivity: Selectivity::FULL,
            guess: None,
        }
    }

    pub fn win_loss_draw() -> Self {
        Self { goal: Goal::WinLossDraw, ..Self::exact() }
    }

    pub fn exact_root_scores(self, exact_root_scores: bool) -> Self {
        Self { exact_root_scores, ..self }
    }

    pub fn deadline(self, deadline: Option<Instant>) -> Self {
        Self { deadline, ..self }
    }

    pub fn threads(self, threads: usize) -> Self {
        Self { threads: threads.clamp(1, crate::engine::MAX_THREADS), ..self }
    }

    pub fn first_move(self, first_move: Option<Move>) -> Self {
        Self { first_move, ..self }
    }

    pub fn selectivity(self, selectivity: Selectivity) -> Self {
        Self { selectivity, ..self }
    }

    /// Follows `earlier`, a less sure pass over the same position: its move first, its margin as
    /// the first window's centre. (Its moves deeper down come through the solver's table.)
    pub fn after(self, earlier: &SearchInfo<Move>) -> Self {
        Self { first_move: earlier.best_move, guess: Some(margin_of(earlier.score)), ..self }
    }

    /// The score of a root margin: proven at 100 %, else the margin as an estimate in the
    /// evaluation's units (discs), which nothing takes for a proof.
    pub(super) fn score(&self, margin: i32) -> Score {
        if self.selectivity.is_full() { margin_score(margin) } else { margin * SCORE_PER_DISC }
    }

    /// The window the root is searched with.
    pub(super) fn window(&self) -> (i32, i32) {
        match self.goal {
            Goal::Exact => (-MAX_MARGIN, MAX_MARGIN),
            Goal::WinLossDraw => (-1, 1),
        }
    }
}

/// The margin a solve's score stands for: the proven one, or a selective pass's likely one.
pub fn margin_of(score: Score) -> i32 {
    proven_margin(score).unwrap_or(score / SCORE_PER_DISC)
}
