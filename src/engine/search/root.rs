//! The root of a search: iterative deepening, each iteration's root moves searched in turn (in an
//! aspiration window where the evaluator gives one), and the figures reported as they come.

use std::sync::atomic::Ordering;
use std::time::Duration;

use web_time::Instant;

use super::info::{RootMove, SearchInfo};
use super::strategy::Algorithm;
use super::worker::Worker;
use crate::engine::game::{Evaluator, Game, INFINITY, Score, is_proven};
use crate::engine::search_tree::Observer;
use crate::engine::selectivity::Selectivity;

/// How often a running search reports its figures.
const REPORT_INTERVAL: Duration = Duration::from_millis(50);

/// Iterations from this depth on search their root in an aspiration window, where the evaluator
/// gives one: shallower iterations are too quick to gain from it, and their scores swing more.
const ASPIRATION_MIN_DEPTH: u32 = 4;

impl<G: Game, O: Observer<G::Move>> Worker<'_, G, O> {
    /// Iterative deepening from depth 1 (the textbook searches: one pass at the maximum).
    pub(super) fn iterate<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        on_progress: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchInfo<G::Move> {
        let mut root = RootSearch::new(self, position, evaluator);
        let mut info = SearchInfo {
            depth: 0,
            selectivity: Selectivity::FULL,
            nodes: 0,
            elapsed: Duration::ZERO,
            score: 0,
            best_move: root.moves.first().map(|m| m.mv),
            pv: root.moves.first().map(|m| vec![m.mv]).unwrap_or_default(),
            root_moves: root.moves.clone(),
            finished: false,
            solved: false,
        };
        if root.moves.is_empty() {
            info.score = position.terminal_score();
            info.finished = true;
            return info;
        }

        let max_depth = self.strategy().max_depth;
        let iterative = self.strategy().algorithm == Algorithm::Full;
        let first_depth = if iterative { 1 } else { max_depth };
        // A move's time is its own: what one move leaves unused, no later move gets. So a timed
        // search begins iterations until its limit, which stops it, keeping what the cut-short
        // iteration found (its first move, and any other it proved better). Only a forced move
        // is played at once, as nothing can change it.
        let forced = self.limits.deadline.is_some() && root.moves.len() == 1;
        for depth in first_depth..=max_depth {
            self.reached_horizon = false;
            let completed = root.search(self, position, evaluator, depth, &mut info, on_progress);
            if !completed {
                break;
            }
            info.depth = depth;
            if self.met_cut_model {
                info.selectivity = self.strategy().selectivity;
            }
            // Only a tree with no line cut at the horizon is final: a proven score found
            // beside heuristic leaves may still be beaten by a deeper line.
            info.finished = depth == max_depth || !self.reached_horizon;
            self.fill_figures(&mut info);
            on_progress(&info);
            if info.finished || forced {
                break;
            }
        }
        self.fill_figures(&mut info);
        info
    }

    fn fill_figures(&self, info: &mut SearchInfo<G::Move>) {
        info.nodes = self.nodes + self.limits.helper_nodes.load(Ordering::Relaxed);
        info.elapsed = self.limits.started.elapsed();
    }

    /// Searches below a root move with the strategy's algorithm.
    fn search_child<E: Evaluator<G>>(
        &mut self,
        child: &G,
        evaluator: &E,
        depth: u32,
        alpha: Score,
        beta: Score,
    ) -> Score {
        let remaining = depth - 1;
        match self.strategy().algorithm {
            Algorithm::Minimax => -self.textbook(child, evaluator, remaining, -INFINITY, INFINITY, false, 1),
            Algorithm::AlphaBeta => -self.textbook(child, evaluator, remaining, -beta, -alpha, true, 1),
            Algorithm::Full => -self.pvs(child, evaluator, remaining, -beta, -alpha, 1),
        }
    }
}

/// The root of a search: its moves, kept across iterations in the order the last one ranked them.
struct RootSearch<M> {
    moves: Vec<RootMove<M>>,
}

impl<M: Copy + Eq> RootSearch<M> {
    fn new<G: Game<Move = M>, E: Evaluator<G>, O: Observer<M>>(
        searcher: &mut Worker<'_, G, O>,
        position: &G,
        evaluator: &E,
    ) -> Self {
        searcher.ensure_ply(0);
        let mut moves = Vec::new();
        position.generate_moves(&mut moves);
        if searcher.strategy().algorithm == Algorithm::Full {
            searcher.order_moves(position, evaluator, &mut moves, None, u32::MAX, 0);
        } else {
            searcher.order_textbook_moves(position, evaluator, &mut moves, 0);
        }
        Self { moves: moves.into_iter().map(|mv| RootMove { mv, score: -INFINITY, exact: false }).collect() }
    }

    /// Runs one iteration to `depth`. Returns false if it was cut short; `info` then still
    /// holds the last complete iteration's result, improved by any move this one finished
    /// searching and found better.
    fn search<G: Game<Move = M>, E: Evaluator<G>, O: Observer<M>>(
        &mut self,
        searcher: &mut Worker<'_, G, O>,
        position: &G,
        evaluator: &E,
        depth: u32,
        info: &mut SearchInfo<M>,
        on_progress: &mut dyn FnMut(&SearchInfo<M>),
    ) -> bool {
        // The first iteration must always produce a move; later ones may be cut at any time.
        searcher.clock_may_stop = depth > 1 || searcher.strategy().algorithm != Algorithm::Full;
        searcher.visit();
        searcher.observer.begin_iteration();
        searcher.observer.enter(0, -INFINITY, INFINITY);
        let exact_scores = searcher.strategy().exact_root_scores || searcher.strategy().algorithm == Algorithm::Minimax;
        let full = searcher.strategy().algorithm == Algorithm::Full;
        let mut window = match evaluator.aspiration_width() {
            Some(width) if full && !exact_scores && depth >= ASPIRATION_MIN_DEPTH && !is_proven(info.score) => {
                RootWindow { low: info.score - width, high: info.score + width }
            }
            _ => RootWindow::OPEN,
        };
        let mut alpha = -INFINITY;
        let mut best_in_iteration: Option<usize> = None;
        for index in 0..self.moves.len() {
            let mv = self.moves[index].mv;
            let child = position.play(mv);
            searcher.observer.child(mv);
            let score = if exact_scores {
                searcher.search_child(&child, evaluator, depth, -INFINITY, INFINITY)
            } else if index == 0 || !full {
                window.search(searcher, &child, evaluator, depth, mv, alpha)
            } else {
                let probe = searcher.search_child(&child, evaluator, depth, alpha, alpha + 1);
                if probe > alpha && !searcher.stopped {
                    searcher.observer.child(mv);
                    window.search(searcher, &child, evaluator, depth, mv, alpha)
                } else {
                    probe
                }
            };
            if searcher.stopped {
                // Keep what this iteration proved: moves it finished and found best.
                if let Some(best) = best_in_iteration {
                    self.publish(best, info, searcher);
                }
                self.report_interrupted(info);
                searcher.observer.leave(alpha);
                return false;
            }
            self.moves[index].score = score;
            self.moves[index].exact = exact_scores || score > alpha;
            if score > alpha {
                alpha = score;
                best_in_iteration = Some(index);
                searcher.update_pv(0, mv);
                self.publish(index, info, searcher);
            }
            if searcher.last_report.elapsed() >= REPORT_INTERVAL {
                searcher.last_report = Instant::now();
                searcher.fill_figures(info);
                on_progress(info);
            }
        }
        let best = best_in_iteration.unwrap_or(0);
        searcher.observer.leave(self.moves[best].score);
        self.publish(best, info, searcher);
        // Best first; the sort is stable, so equal scores keep the previous order.
        self.moves.sort_by(|a, b| b.score.cmp(&a.score).then(b.exact.cmp(&a.exact)));
        info.root_moves.clone_from(&self.moves);
        true
    }

    /// After a cut-short iteration, reports the root moves that have a score from this
    /// iteration or the last complete one, all as bounds but the reported best, which leads.
    fn report_interrupted(&self, info: &mut SearchInfo<M>) {
        let mut scored: Vec<RootMove<M>> = self.moves.iter().copied().filter(|m| m.score > -INFINITY).collect();
        scored.sort_by_key(|m| std::cmp::Reverse(m.score));
        if let Some(position) = scored.iter().position(|m| Some(m.mv) == info.best_move) {
            let best = scored.remove(position);
            scored.insert(0, best);
        }
        for (index, root_move) in scored.iter_mut().enumerate() {
            root_move.exact &= index == 0;
        }
        info.root_moves = scored;
    }

    /// Makes the move at `index`, just searched, the reported best.
    fn publish<G: Game<Move = M>, O>(&self, index: usize, info: &mut SearchInfo<M>, searcher: &Worker<'_, G, O>) {
        let best = self.moves[index];
        info.best_move = Some(best.mv);
        info.score = best.score;
        info.pv.clone_from(&searcher.pv_lines[0]);
        if info.pv.first() != Some(&best.mv) {
            info.pv.clear();
            info.pv.push(best.mv);
        }
    }
}

/// The bounds an iteration's root moves are searched within beside the running alpha: around
/// the last iteration's score (an aspiration window) or none. A score that reaches such a bound
/// proves nothing beyond it, so the move is searched again with that side open, and it stays
/// open for the rest of the iteration.
#[derive(Clone, Copy)]
struct RootWindow {
    low: Score,
    high: Score,
}

impl RootWindow {
    const OPEN: Self = Self { low: -INFINITY, high: INFINITY };

    /// `child`'s score for the root, searched within `alpha` and these bounds.
    fn search<G: Game, E: Evaluator<G>, O: Observer<G::Move>>(
        &mut self,
        searcher: &mut Worker<'_, G, O>,
        child: &G,
        evaluator: &E,
        depth: u32,
        mv: G::Move,
        alpha: Score,
    ) -> Score {
        loop {
            let low = self.low.max(alpha);
            let score = searcher.search_child(child, evaluator, depth, low, self.high);
            let below_the_window = score <= low && self.low > alpha;
            let above_the_window = score >= self.high && self.high < INFINITY;
            if searcher.stopped || !(below_the_window || above_the_window) {
                return score;
            }
            if below_the_window {
                self.low = -INFINITY;
            } else {
                self.high = INFINITY;
            }
            searcher.observer.child(mv);
        }
    }
}
