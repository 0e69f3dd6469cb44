//! One thread's solve: what the threads of a solve share, what each counts and carries down the
//! tree, how it learns that it must stop, and the bounds on a margin every node may use.

use arrayvec::ArrayVec;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use web_time::Instant;

use super::table::SolverTable;
use crate::engine::RootMove;
use crate::engine::split::{SplitPoint, Workers};
use crate::games::reversi::eval::endgame_probcut::EndgameCutModel;
use crate::games::reversi::rules::{Move, stable_discs};

/// Beyond any disc difference.
pub(super) const INFINITY: i32 = 65;

/// The largest disc difference. Windows are bounded by it, not by [`INFINITY`], so that a
/// wipeout fails high at once instead of being searched for a larger score that cannot exist.
pub(super) const MAX_MARGIN: i32 = 64;

/// Nodes between two looks at the cancel flag and the clock.
const POLL_INTERVAL: u64 = 1 << 12;

/// The most the side to move can still reach: every disc but the opponent's stable ones, as a
/// margin. Worked out only where it can fall to `alpha` (the opponent holds enough discs), since
/// finding stable discs costs a pass over the board until nothing changes. From 4 empties up:
/// FFO #40–#49 took 486 M nodes against 750 M with it from 8 up only, 8 % less time.
#[inline]
pub(super) fn stability_ceiling(player: u64, opponent: u64, alpha: i32) -> Option<i32> {
    (alpha >= 64 - 2 * opponent.count_ones() as i32)
        .then(|| 64 - 2 * stable_discs(opponent, player).count_ones() as i32)
}

/// What every thread of one solve shares.
#[derive(Clone, Copy)]
pub(super) struct Limits<'a> {
    pub(super) table: &'a SolverTable,
    pub(super) cancel: &'a AtomicBool,
    /// The threads sharing out the work; `None` for a solve on one thread.
    pub(super) workers: Option<&'a Workers<SplitNode>>,
    /// Nodes the helper threads have counted so far.
    pub(super) helper_nodes: &'a AtomicU64,
    pub(super) deadline: Option<Instant>,
    /// The request's selectivity in percent, with which entries are stored and read.
    pub(super) selectivity: u8,
    /// How the selective passes cut; `None` at 100 %.
    pub(super) cut: Option<SelectiveCut<'a>>,
}

/// A selective solve's model and how many of its standard deviations a cut must clear.
#[derive(Clone, Copy)]
pub(super) struct SelectiveCut<'a> {
    pub(super) model: &'a EndgameCutModel,
    pub(super) sigmas: f32,
}

/// A deep node whose moves the threads share out: the position and its moves not yet searched,
/// each with the discs it flips, in the order they are taken.
pub(super) struct SplitNode {
    pub(super) player: u64,
    pub(super) opponent: u64,
    pub(super) empties: u32,
    pub(super) moves: ArrayVec<(u8, u64), 64>,
}

/// One thread's solve.
pub(super) struct Search<'a> {
    pub(super) limits: Limits<'a>,
    /// A helper thread: it has no root, counts its nodes into `helper_nodes` and stops when the
    /// main thread is done.
    helper: bool,
    pub(super) nodes: u64,
    /// `nodes` at the last look at the clock and the flags. Leaves count themselves without a
    /// look, so a look comes once `POLL_INTERVAL` nodes have passed, not at exact multiples.
    pub(super) polled_at: u64,
    /// Set to unwind: the solve is cancelled or out of time, or the split point whose move this
    /// thread is searching is abandoned. Nothing is stored on the way up.
    pub(super) stopped: bool,
    /// The split point whose move this thread is searching, if any.
    pub(super) context: Option<Arc<SplitPoint<SplitNode>>>,
    /// The root moves solved so far, with their results.
    pub(super) root_moves: Vec<RootMove<Move>>,
}

impl<'a> Search<'a> {
    pub(super) fn new(limits: Limits<'a>, helper: bool) -> Self {
        Self { limits, helper, nodes: 0, polled_at: 0, stopped: false, context: None, root_moves: Vec::new() }
    }

    pub(super) fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes - self.polled_at >= POLL_INTERVAL {
            let since_last = self.nodes - self.polled_at;
            self.polled_at = self.nodes;
            if self.helper {
                self.limits.helper_nodes.fetch_add(since_last, Ordering::Relaxed);
            }
            if self.solve_is_over() || self.context.as_ref().is_some_and(|split| split.is_abandoned()) {
                self.stopped = true;
            }
        }
    }

    /// Whether the whole solve must stop: cancelled, out of time, or (for a helper) finished.
    pub(super) fn solve_is_over(&self) -> bool {
        let limits = &self.limits;
        limits.cancel.load(Ordering::Relaxed)
            || limits.deadline.is_some_and(|deadline| Instant::now() >= deadline)
            || (self.helper && limits.workers.is_some_and(|workers| workers.is_over()))
    }
}
