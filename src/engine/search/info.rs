//! What a search reports: its figures while it runs and its result at its end.

use std::time::Duration;

use crate::engine::game::Score;
use crate::engine::selectivity::Selectivity;

/// A root move and what the search learned of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootMove<M> {
    pub mv: M,
    pub score: Score,
    /// False when `score` is only an upper bound (the move was refuted, not measured).
    pub exact: bool,
}

/// What a search found, reported while it runs and returned at its end.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo<M> {
    /// The deepest iteration completed.
    pub depth: u32,
    /// How sure the search was of its cuts at that depth: below 100 % when it cut nodes on a
    /// shallow search's prediction ("depth 18 @ 95 %").
    pub selectivity: Selectivity,
    pub nodes: u64,
    pub elapsed: Duration,
    pub score: Score,
    pub best_move: Option<M>,
    pub pv: Vec<M>,
    /// The legal root moves, best first: every one after a complete iteration; after a search
    /// cut short, those that received a score.
    pub root_moves: Vec<RootMove<M>>,
    /// True once the search ended by itself (depth reached or result proven); false while it
    /// runs and when time or a cancel cut it short.
    pub finished: bool,
    /// True when `score` is the game's exact final result, a draw included (a draw scores 0, as
    /// a heuristic guess of an even game may): Reversi's finished endgame solves.
    pub solved: bool,
}

impl<M> SearchInfo<M> {
    pub fn nodes_per_second(&self) -> f64 {
        let seconds = self.elapsed.as_secs_f64();
        if seconds > 0.0 { self.nodes as f64 / seconds } else { 0.0 }
    }
}
