//! One thread's search: the full engine's principal variation search, with its table, its move
//! ordering, its probable cuts (ProbCut) and the split points it shares out with the other
//! threads, and what every thread of one search shares.

use std::mem;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use web_time::Instant;

use super::strategy::{Algorithm, Strategy};
use crate::engine::game::{Evaluator, Game, INFINITY, Score, WIN, is_proven, shorten_proven};
use crate::engine::hash::{Bound, TranspositionTable};
use crate::engine::ordering::{OrderingTables, bring_best_forward, order_key, sort_by_keys};
use crate::engine::search_tree::Observer;
use crate::engine::selectivity::CutCheck;
use crate::engine::split::{self, MoveScore, SplitPoint, SplitSearch, Workers};

/// Nodes between two looks at the clock and the cancel flag: a few hundred microseconds of work
/// in the slowest game, so a cancel is noticed well within 10 ms.
pub(super) const POLL_INTERVAL: u64 = 1 << 10;

/// Nodes with fewer plies left than this neither read nor write the transposition table. A
/// probe mostly waits for memory, and one ply above the horizon that wait costs more than the
/// few evaluations a hit would save: on the 32 positions of `benches/midgame-stages.obf` at
/// depth 15, 6 % more nodes but 7 % less time (prefetching the child's slot just before its
/// probe did not hide the wait).
const TABLE_MIN_DEPTH: u32 = 2;

/// What every thread of one search shares: the rules of the search and the ways it ends.
pub(super) struct Limits<'a, G: Game> {
    pub(super) strategy: &'a Strategy,
    pub(super) table: Option<&'a TranspositionTable>,
    pub(super) cancel: &'a AtomicBool,
    /// A helper thread's: it searches split points' moves until the main thread's search is
    /// over ([`Workers::finish`]), and no clock stops it.
    pub(super) helper: bool,
    /// Nodes the helper threads have counted so far.
    pub(super) helper_nodes: &'a AtomicU64,
    /// The threads sharing out the work; `None` on one thread.
    pub(super) workers: Option<&'a Workers<SplitNode<G>>>,
    pub(super) started: Instant,
    pub(super) deadline: Option<Instant>,
}

// Derived, `Clone` and `Copy` would ask them of `G` too.
impl<G: Game> Clone for Limits<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Limits<'_, G> {}

/// A node whose moves the threads share out ([`crate::engine::split`]): the position, its moves
/// not yet searched in the order they are taken, and what the threads bring back besides scores.
pub(super) struct SplitNode<G: Game> {
    position: G,
    moves: Vec<G::Move>,
    depth: u32,
    ply: usize,
    /// The line below the move that last raised alpha, for the principal variation.
    best_line: Mutex<Vec<G::Move>>,
    /// Whether any of its moves' searches cut a line at the horizon, or met the evaluator's
    /// model of probable cuts: the owner's iteration reports both.
    reached_horizon: AtomicBool,
    met_cut_model: AtomicBool,
}

/// From this many plies left up, a node's later moves are shared out with idle threads: lower,
/// the subtrees are too small to repay the hand-over. On the 32 positions of
/// `benches/midgame-stages.obf` at depth 18 and 95 % on two threads, 4 was no faster and 6 took a
/// fifth longer.
const SPLIT_DEPTH: u32 = 5;

/// A node's first moves searched by its thread alone before the rest are shared out. One, where
/// the endgame solver waits for two: on the same benchmark, two took 4–13 % longer in each of
/// five alternated runs.
const SEARCHED_ALONE: usize = 1;

/// One thread's search: its move lists, ordering memory and counters, and whoever watches it.
pub(super) struct Worker<'a, G: Game, O> {
    pub(super) limits: Limits<'a, G>,
    /// The split point whose move this thread is searching, if any: a cut there stops it.
    context: Option<Arc<SplitPoint<SplitNode<G>>>>,
    pub(super) observer: O,
    ordering: OrderingTables<G::Move>,
    pub(super) move_lists: Vec<Vec<G::Move>>,
    pub(super) order_keys: Vec<Vec<i64>>,
    pub(super) pv_lines: Vec<Vec<G::Move>>,
    pub(super) nodes: u64,
    pub(super) last_report: Instant,
    pub(super) stopped: bool,
    /// False during the full engine's first iteration, which must finish to yield a move.
    pub(super) clock_may_stop: bool,
    /// Whether the current iteration cut any line at the depth limit; if not, deeper
    /// iterations would see the same tree.
    pub(super) reached_horizon: bool,
    /// Standard deviations a shallow search's prediction must clear to cut a node: `None` in a
    /// full-width search.
    cut_sigmas: Option<f32>,
    /// Whether the search has met a node its evaluator's model covers: only then is it selective.
    pub(super) met_cut_model: bool,
}

impl<'a, G: Game, O: Observer<G::Move>> Worker<'a, G, O> {
    pub(super) fn new(limits: Limits<'a, G>, observer: O) -> Self {
        Self {
            limits,
            context: None,
            observer,
            ordering: OrderingTables::new(G::MOVE_INDEX_SPACE),
            move_lists: Vec::new(),
            order_keys: Vec::new(),
            pv_lines: Vec::new(),
            nodes: 0,
            last_report: limits.started,
            stopped: false,
            clock_may_stop: true,
            reached_horizon: false,
            cut_sigmas: limits.strategy.selectivity.sigmas().filter(|_| limits.strategy.algorithm == Algorithm::Full),
            met_cut_model: false,
        }
    }

    pub(super) fn strategy(&self) -> &'a Strategy {
        self.limits.strategy
    }

    fn is_helper(&self) -> bool {
        self.limits.helper
    }

    /// Counts a node and, now and then, checks the cancel flag and the clock.
    pub(super) fn visit(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
            if self.is_helper() {
                self.limits.helper_nodes.fetch_add(POLL_INTERVAL, Ordering::Relaxed);
            }
            if self.search_is_over() || self.context.as_ref().is_some_and(|split| split.is_abandoned()) {
                self.stopped = true;
            }
        }
    }

    /// Whether this thread's whole search must stop: cancelled, or for the main thread out of
    /// time (once the clock may stop it), for a helper the main thread done.
    fn search_is_over(&self) -> bool {
        let limits = &self.limits;
        limits.cancel.load(Ordering::Relaxed)
            || if limits.helper {
                limits.workers.is_some_and(|workers| workers.is_over())
            } else {
                self.clock_may_stop && limits.deadline.is_some_and(|deadline| Instant::now() >= deadline)
            }
    }

    pub(super) fn ensure_ply(&mut self, ply: usize) {
        while self.move_lists.len() <= ply + 1 {
            self.move_lists.push(Vec::new());
            self.order_keys.push(Vec::new());
            self.pv_lines.push(Vec::new());
        }
    }

    /// Makes `mv` followed by the line below it the principal variation at `ply`.
    pub(super) fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let (upper, lower) = self.pv_lines.split_at_mut(ply + 1);
        let line = &mut upper[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&lower[0]);
    }

    pub(super) fn leaf<E: Evaluator<G>>(&mut self, position: &G, evaluator: &E, ply: usize) -> Score {
        self.pv_lines[ply].clear();
        match evaluator.evaluate_unless_over(position) {
            Some(score) => {
                self.reached_horizon = true;
                score
            }
            None => shorten_proven(position.terminal_score(), ply),
        }
    }

    /// Orders `moves` in place: table move, then killers, then hint plus history (or, where the
    /// evaluator ranks killers among its hints, table move, then hint plus killer plus history).
    pub(super) fn order_moves<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        moves: &mut [G::Move],
        table_move: Option<u16>,
        depth: u32,
        ply: usize,
    ) {
        self.rank_moves(position, evaluator, moves, table_move, depth, ply);
        sort_by_keys(moves, &mut self.order_keys[ply]);
    }

    /// Every move's sort key, in `self.order_keys[ply]`.
    fn rank_moves<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        moves: &[G::Move],
        table_move: Option<u16>,
        depth: u32,
        ply: usize,
    ) {
        let mut keys = mem::take(&mut self.order_keys[ply]);
        keys.clear();
        let killer_hint = evaluator.killer_hint(depth);
        keys.extend(moves.iter().map(|&mv| {
            if Some(G::move_index(mv) as u16) == table_move {
                i64::MAX
            } else {
                order_key(
                    self.ordering.killer_rank(ply, mv),
                    killer_hint,
                    evaluator.order_hint(position, mv, depth),
                    self.ordering.history(G::move_index(mv)),
                )
            }
        }));
        self.order_keys[ply] = keys;
    }

    pub(super) fn pvs<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        depth: u32,
        alpha: Score,
        beta: Score,
        ply: usize,
    ) -> Score {
        self.visit();
        self.observer.enter(ply, alpha, beta);
        let score = self.pvs_node(position, evaluator, depth, alpha, beta, ply);
        self.observer.leave(score);
        score
    }

    /// [`Worker::pvs`] once the node is counted.
    #[inline(always)]
    fn pvs_node<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        depth: u32,
        mut alpha: Score,
        beta: Score,
        ply: usize,
    ) -> Score {
        self.ensure_ply(ply);
        if depth == 0 || self.stopped {
            return self.leaf(position, evaluator, ply);
        }
        let is_pv_node = beta - alpha > 1;
        let table = self.limits.table.filter(|_| depth >= TABLE_MIN_DEPTH);
        let key = table.map_or(0, |_| position.hash());
        let entry = table.and_then(|table| table.probe(key));
        if !is_pv_node && let Some(score) = entry.and_then(|e| e.cutoff(depth, alpha, beta, ply)) {
            // The stored subtree may have been cut at a horizon this iteration did not visit.
            self.reached_horizon |= !is_proven(score);
            self.pv_lines[ply].clear();
            self.observer.table_answer();
            return score;
        }

        if !is_pv_node
            && let Some(sigmas) = self.cut_sigmas
            && let Some(check) = evaluator.cut_check(position, depth).filter(|check| check.shallow_depth < depth)
        {
            self.met_cut_model = true;
            if let Some(score) = self.probcut(position, evaluator, check, sigmas, alpha, beta, ply) {
                return score;
            }
        }

        let mut moves = mem::take(&mut self.move_lists[ply]);
        moves.clear();
        position.generate_moves(&mut moves);
        if moves.is_empty() {
            self.move_lists[ply] = moves;
            self.pv_lines[ply].clear();
            return shorten_proven(position.terminal_score(), ply);
        }
        self.rank_moves(position, evaluator, &moves, entry.and_then(|e| e.best_move), depth, ply);
        // Each move is picked when its turn comes rather than all sorted first: most nodes of a
        // null-window search cut on their first move or two. With the insertion sort this
        // replaced, the 32 positions of `benches/midgame-stages.obf` took about 8 % longer at
        // depth 15, on the same nodes.
        let mut keys = mem::take(&mut self.order_keys[ply]);

        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for index in 0..moves.len() {
            if index >= SEARCHED_ALONE && self.may_split(depth, moves.len() - index) {
                sort_by_keys(&mut moves[index..], &mut keys[index..]);
                let node = SplitNode {
                    position: position.clone(),
                    moves: moves[index..].to_vec(),
                    depth,
                    ply,
                    best_line: Mutex::new(Vec::new()),
                    reached_horizon: AtomicBool::new(false),
                    met_cut_model: AtomicBool::new(false),
                };
                if let Some((split_best, Some(mv))) = self.split(node, evaluator, alpha, beta, best) {
                    (best, best_move) = (split_best, Some(mv));
                    if best >= beta {
                        self.ordering.record_cutoff(ply, mv, G::move_index(mv), depth);
                    }
                }
                break;
            }
            bring_best_forward(&mut moves[index..], &mut keys[index..]);
            let mv = moves[index];
            let child = position.play(mv);
            let mut score;
            self.observer.child(mv);
            if index == 0 {
                score = -self.pvs(&child, evaluator, depth - 1, -beta, -alpha, ply + 1);
            } else {
                score = -self.pvs(&child, evaluator, depth - 1, -alpha - 1, -alpha, ply + 1);
                if score > alpha && score < beta && !self.stopped {
                    self.observer.child(mv);
                    score = -self.pvs(&child, evaluator, depth - 1, -beta, -alpha, ply + 1);
                }
            }
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if alpha >= beta {
                        self.ordering.record_cutoff(ply, mv, G::move_index(mv), depth);
                        if O::RECORDS {
                            sort_by_keys(&mut moves[index + 1..], &mut keys[index + 1..]);
                        }
                        self.observer.cut(&moves[index + 1..]);
                        break;
                    }
                }
            }
        }
        self.move_lists[ply] = moves;
        self.order_keys[ply] = keys;
        if !self.stopped
            && let Some(table) = table
        {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            table.store(key, best_move.map(|mv| G::move_index(mv) as u16), best, depth, bound, ply);
        }
        best
    }

    /// Whether a node `depth` plies above the horizon with `moves_left` moves still to search
    /// should share them out: deep enough, more than one move, a thread idle to take one, and
    /// no search tree being recorded (that takes one thread).
    #[inline]
    fn may_split(&self, depth: u32, moves_left: usize) -> bool {
        !O::RECORDS
            && depth >= SPLIT_DEPTH
            && moves_left > 1
            && self.limits.workers.is_some_and(|workers| workers.has_idle())
    }

    /// Searches a node's moves not yet searched on all the threads there are: returns the best
    /// score and its move (`None` if none beat `best`, what the node had found alone), or `None`
    /// when the search must unwind. A move that raised alpha leaves its line as the node's
    /// principal variation, and the helpers' horizons and probable cuts count as this thread's.
    fn split<E: Evaluator<G>>(
        &mut self,
        node: SplitNode<G>,
        evaluator: &E,
        alpha: Score,
        beta: Score,
        best: Score,
    ) -> Option<(Score, Option<G::Move>)> {
        let workers = self.limits.workers.expect("only a search on several threads splits");
        let moves = node.moves.len();
        let split = SplitPoint::new(node, moves, alpha, beta, best, self.context.clone());
        if !split::share_out(&mut Splitting { worker: self, evaluator }, workers, &split, &mut |_| {}) {
            return None;
        }
        let node = split.node();
        self.reached_horizon |= node.reached_horizon.load(Ordering::Relaxed);
        self.met_cut_model |= node.met_cut_model.load(Ordering::Relaxed);
        let result = split.result();
        let best_move = result.best_move.map(|index| node.moves[index]);
        if let Some(mv) = best_move
            && result.best > alpha
        {
            let line = lock(&node.best_line);
            let pv = &mut self.pv_lines[node.ply];
            pv.clear();
            pv.push(mv);
            pv.extend_from_slice(&line);
        }
        Some((result.best, best_move))
    }

    /// ProbCut at a null-window node: a shallow null-window search at the bound that proves,
    /// with `sigmas` standard deviations to spare, that the deep value is at least `beta`
    /// (then `beta` is returned), else at the bound that proves it at most `alpha`. `None`
    /// when neither proves anything and the node must be searched in full.
    ///
    /// The node's own evaluation picks the tries worth making (Edax gates its probable cuts on
    /// the evaluation too, with an error margin; this gate has none): the search for a cut above
    /// `beta` runs only where the evaluation, read through the same line as a shallow value,
    /// already predicts `beta` or more, and below `alpha` only where it predicts `alpha` or less.
    /// At a null window that is the one side the evaluation favours, or neither. Elsewhere the
    /// shallow search almost always fails and its nodes are spent for nothing: on 40 midgame
    /// positions at depth 14 and 95 %, 15 % fewer nodes and the same best moves. Where the
    /// shallow search has no plies (two plies above the horizon), it is that evaluation, read
    /// once and counted as no node of its own: 7 % fewer nodes counted at depth 14 on the 32
    /// positions of `benches/midgame-stages.obf`, the same cuts and best moves.
    ///
    /// The shallow searches are selective themselves, as Edax's are: a probable cut inside one
    /// only decides whether the node above is cut, at the same confidence. On the 32 positions
    /// of `benches/midgame-stages.obf` at depth 14 and 95 %, 23 % fewer nodes than full-width
    /// shallow searches, with the same best move in each.
    #[expect(clippy::too_many_arguments, reason = "the recursion's state travels in registers, as in pvs itself")]
    #[cold]
    fn probcut<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        check: CutCheck,
        sigmas: f32,
        alpha: Score,
        beta: Score,
        ply: usize,
    ) -> Option<Score> {
        // Bounds beyond this are no heuristic score: a prediction proves no game result.
        const HEURISTIC_LIMIT: f32 = (WIN / 2) as f32;
        let depth = check.shallow_depth;
        // A finished game is scored exactly by the node's own search, at once.
        let evaluation = evaluator.evaluate_unless_over(position)?;
        let predicted = check.predict(evaluation as f32);
        // A shallow search of no plies is the evaluation the gate has just read.
        let shallow = |searcher: &mut Self, alpha, beta| {
            if depth == 0 { evaluation } else { searcher.pvs(position, evaluator, depth, alpha, beta, ply) }
        };
        let mut cut = None;
        let high = check.high_bound(beta as f32, sigmas);
        if predicted >= beta as f32 && high.abs() < HEURISTIC_LIMIT {
            let bound = high as Score;
            if shallow(self, bound - 1, bound) >= bound {
                cut = Some(beta);
            }
        }
        let low = check.low_bound(alpha as f32, sigmas);
        if cut.is_none() && !self.stopped && predicted <= alpha as f32 && low.abs() < HEURISTIC_LIMIT {
            let bound = low as Score;
            if shallow(self, bound, bound + 1) <= bound {
                cut = Some(alpha);
            }
        }
        // The shallow searches wrote their line here; the node's own search writes its own.
        self.pv_lines[ply].clear();
        cut.filter(|_| !self.stopped)
    }
}

/// A thread's search with the evaluator it searches with, as its split points see it.
pub(super) struct Splitting<'w, 'a, G: Game, O, E> {
    pub(super) worker: &'w mut Worker<'a, G, O>,
    pub(super) evaluator: &'w E,
}

impl<G: Game, O: Observer<G::Move>, E: Evaluator<G>> SplitSearch<SplitNode<G>> for Splitting<'_, '_, G, O, E> {
    /// Each move is searched first with a null window at the split point's alpha, and again with
    /// its whole window if it beats it.
    fn search_moves_of(&mut self, split: &Arc<SplitPoint<SplitNode<G>>>, between: &mut dyn FnMut(&Self)) {
        let worker = &mut *self.worker;
        let outer = worker.context.replace(Arc::clone(split));
        let flags = (worker.reached_horizon, worker.met_cut_model);
        let (node, beta) = (split.node(), split.beta());
        let (depth, ply) = (node.depth - 1, node.ply + 1);
        while let Some((index, alpha)) = split.take() {
            let worker = &mut *self.worker;
            let child = node.position.play(node.moves[index]);
            (worker.reached_horizon, worker.met_cut_model) = (false, false);
            let mut score = -worker.pvs(&child, self.evaluator, depth, -alpha - 1, -alpha, ply);
            let mut exact = false;
            if !worker.stopped && score > alpha && score < beta {
                // Others may have raised alpha meanwhile.
                let alpha = split.alpha();
                if alpha >= beta {
                    break;
                }
                score = -worker.pvs(&child, self.evaluator, depth, -beta, -alpha, ply);
                exact = score > alpha && score < beta;
            }
            if worker.stopped {
                break;
            }
            if worker.reached_horizon {
                node.reached_horizon.store(true, Ordering::Relaxed);
            }
            if worker.met_cut_model {
                node.met_cut_model.store(true, Ordering::Relaxed);
            }
            let line = &worker.pv_lines[ply];
            split.record_with(MoveScore { index, score, exact }, || lock(&node.best_line).clone_from(line));
            between(self);
        }
        let worker = &mut *self.worker;
        (worker.reached_horizon, worker.met_cut_model) = flags;
        worker.context = outer;
    }

    fn is_stopped(&self) -> bool {
        self.worker.stopped
    }

    fn set_stopped(&mut self, stopped: bool) {
        self.worker.stopped = stopped;
    }

    fn search_is_over(&self) -> bool {
        self.worker.search_is_over()
    }
}

/// The line in a split node, locked. It is a list each write replaces whole: a thread that
/// panicked holding the lock left nothing half-done.
fn lock<M>(line: &Mutex<Vec<M>>) -> std::sync::MutexGuard<'_, Vec<M>> {
    line.lock().unwrap_or_else(PoisonError::into_inner)
}
