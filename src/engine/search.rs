//! The search strategies: plain minimax, plain alpha-beta, and the full engine (principal
//! variation search with iterative deepening, a transposition table and move ordering).

use std::marker::PhantomData;
use std::mem;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::Duration;

use web_time::Instant;

use serde::{Deserialize, Serialize};

use super::game::{Evaluator, Game, INFINITY, Score, WIN, shorten_proven};
use super::hash::{Bound, TranspositionTable};
use super::ordering::{MoveOrder, OrderingTables};
use super::selectivity::{CutCheck, Selectivity};
use super::split::{self, MoveScore, SplitPoint, SplitSearch, Workers};
use super::tree::{Observer, SearchTree, Unobserved};

/// Nodes between two looks at the clock and the cancel flag: a few hundred microseconds of work
/// in the slowest game, so a cancel is noticed well within 10 ms.
const POLL_INTERVAL: u64 = 1 << 10;

/// Evaluator hints are clamped to this, so that they rank below killers (bit 40 and up) where
/// killers go first.
const MAX_ORDER_HINT: i32 = (1 << 19) - 1;

/// The sort key of a move other than the table's (higher first): its killer rank (0, 1 or 2),
/// then its hint plus its history; or, where the evaluator gives killers a `killer_hint`, the
/// hint raised by that much per rank, plus the history.
pub(super) fn order_key(killer_rank: u8, killer_hint: Option<i32>, hint: i32, history: u32) -> i64 {
    let rank = i64::from(killer_rank);
    let killer = killer_hint.map_or(rank << 40, |value| (rank * i64::from(value)) << 20);
    killer + (i64::from(hint.clamp(-MAX_ORDER_HINT, MAX_ORDER_HINT)) << 20) + i64::from(history)
}

/// How often a running search reports its figures.
const REPORT_INTERVAL: Duration = Duration::from_millis(50);

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Algorithm {
    /// Textbook minimax: every node to the depth limit, no pruning.
    Minimax,
    /// Textbook alpha-beta: minimax with cutoffs, moves in generation order, no memory.
    AlphaBeta,
    /// Principal variation search with iterative deepening, transposition table, killers,
    /// history and the evaluator's ordering hints.
    #[default]
    Full,
}

impl Algorithm {
    pub const ALL: [Algorithm; 3] = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Full];

    pub fn label(self) -> &'static str {
        match self {
            Algorithm::Minimax => "plain minimax",
            Algorithm::AlphaBeta => "alpha-beta",
            Algorithm::Full => "full engine",
        }
    }
}

/// How to search: built once with options, then handed to a [`Searcher`].
///
/// ```
/// # use minimax_arcade::engine::{Algorithm, Strategy};
/// # use std::time::Duration;
/// let strategy = Strategy::new(Algorithm::Full)
///     .max_depth(12)
///     .time_limit(Some(Duration::from_millis(500)));
/// # assert_eq!(strategy.max_depth, 12);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Strategy {
    pub algorithm: Algorithm,
    /// Plies to search. Plain minimax and alpha-beta search exactly this deep in one pass; the
    /// full engine deepens one ply at a time up to it.
    pub max_depth: u32,
    /// Hard limit on thinking time; `None` searches to `max_depth` however long it takes.
    pub time_limit: Option<Duration>,
    /// The transposition table holds `2^table_bits` entries (full engine only).
    pub table_bits: u32,
    /// Search every root move with an open window, so each gets its exact score (for hints)
    /// instead of a bound. Costs time.
    pub exact_root_scores: bool,
    /// Threads searching together (full engine only): see [`Searcher::search`].
    pub threads: usize,
    /// How sure the full engine must be to cut a node on a shallow search's prediction, where
    /// the evaluator has a model ([`Evaluator::cut_check`]); 100 %: never.
    pub selectivity: Selectivity,
    /// The order the textbook searches take the children in (the full engine orders its own).
    pub move_order: MoveOrder,
}

impl Strategy {
    pub fn new(algorithm: Algorithm) -> Self {
        Self {
            algorithm,
            max_depth: 64,
            time_limit: None,
            table_bits: 20,
            exact_root_scores: false,
            threads: 1,
            selectivity: Selectivity::FULL,
            move_order: MoveOrder::AsGiven,
        }
    }

    pub fn max_depth(self, max_depth: u32) -> Self {
        Self { max_depth: max_depth.max(1), ..self }
    }

    pub fn time_limit(self, time_limit: Option<Duration>) -> Self {
        Self { time_limit, ..self }
    }

    pub fn table_bits(self, table_bits: u32) -> Self {
        Self { table_bits: table_bits.clamp(4, 30), ..self }
    }

    pub fn exact_root_scores(self, exact_root_scores: bool) -> Self {
        Self { exact_root_scores, ..self }
    }

    /// Threads searching together (full engine only; the textbook searches use one).
    pub fn threads(self, threads: usize) -> Self {
        Self { threads: threads.clamp(1, MAX_THREADS), ..self }
    }

    /// Selective search (full engine only): see [`Strategy::selectivity`].
    pub fn selectivity(self, selectivity: Selectivity) -> Self {
        Self { selectivity, ..self }
    }

    /// The textbook searches' order of the children: see [`MoveOrder`].
    pub fn move_order(self, move_order: MoveOrder) -> Self {
        Self { move_order, ..self }
    }
}

/// A time limit as settings and options write it: milliseconds, 0 meaning none.
pub fn time_limit_from_ms(milliseconds: u64) -> Option<Duration> {
    (milliseconds > 0).then(|| Duration::from_millis(milliseconds))
}

/// A time limit in milliseconds (0 meaning none) brought down to `budget` where it is longer:
/// a clock's share of time for a move.
pub fn cap_time_limit_ms(milliseconds: u64, budget: Duration) -> u64 {
    // At least a millisecond: 0 would mean no limit at all.
    let budget = (budget.as_millis() as u64).max(1);
    if milliseconds == 0 { budget } else { milliseconds.min(budget) }
}

/// More threads than this only add contention on the shared table.
pub const MAX_THREADS: usize = 64;

/// The machine's hardware threads (1 if it cannot tell): what "every core" means.
pub fn available_threads() -> usize {
    thread::available_parallelism().map_or(1, usize::from)
}

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

/// Runs searches for one game. A player keeps it from move to move: the table's entries carry
/// over to the next search, aged (replaced before the new search's own), until [`Searcher::clear`].
pub struct Searcher<G: Game> {
    strategy: Strategy,
    table: Option<TranspositionTable>,
    _game: PhantomData<fn() -> G>,
}

impl<G: Game> Searcher<G> {
    pub fn new(strategy: Strategy) -> Self {
        Self { strategy: bounded(strategy), table: None, _game: PhantomData }
    }

    pub fn strategy(&self) -> &Strategy {
        &self.strategy
    }

    /// Searches from now on as `strategy` says, keeping what the table holds (entries of earlier
    /// searches are aged, not cleared: see [`TranspositionTable::new_search`]), unless the new
    /// strategy asks for a table of another size.
    pub fn set_strategy(&mut self, strategy: Strategy) {
        let strategy = bounded(strategy);
        if strategy.table_bits != self.strategy.table_bits {
            self.table = None;
        }
        self.strategy = strategy;
    }

    /// Forgets everything the table holds: what the next search learns starts from nothing (a
    /// new game, another evaluation whose scores the old entries do not share).
    pub fn clear(&mut self) {
        self.table = None;
    }

    /// Searches `position` for the side to move. `on_progress` hears the figures as they
    /// change; setting `cancel` stops the search within milliseconds, and the best result found
    /// so far is returned with `finished == false`.
    ///
    /// With more than one thread (full engine only) the main thread runs the search and the
    /// others take the later moves of its nodes from five plies up, once their first is searched
    /// (young brothers wait, [`super::split`]); all share the table.
    pub fn search<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchInfo<G::Move> {
        self.run(position, evaluator, cancel, on_progress, Unobserved).0
    }

    /// Searches `position` as [`Searcher::search`] does, on one thread, and records the search
    /// node by node, keeping at most `cap` nodes: of the full engine, its last iteration (the
    /// earlier ones are counted, not kept).
    pub fn record<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        cap: usize,
        cancel: &AtomicBool,
    ) -> (SearchInfo<G::Move>, SearchTree<G::Move>) {
        // Full-width: a recorded tree shows every node the search visits as a child of the node
        // before, and a shallow search of the same node is none.
        let narrowed = (mem::replace(&mut self.strategy.threads, 1), mem::take(&mut self.strategy.selectivity));
        let recorded = self.run(position, evaluator, cancel, &mut |_| {}, SearchTree::new(cap));
        (self.strategy.threads, self.strategy.selectivity) = narrowed;
        recorded
    }

    fn run<E: Evaluator<G>, O: Observer<G::Move>>(
        &mut self,
        position: &G,
        evaluator: &E,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<G::Move>),
        observer: O,
    ) -> (SearchInfo<G::Move>, O) {
        let started = Instant::now();
        let full = self.strategy.algorithm == Algorithm::Full;
        // Built on the first search rather than in `new`: a searcher that only ever runs the
        // textbook searches never needs one. (Its memory comes zeroed from the system, page by
        // page as the search touches it, so building it costs nothing up front.)
        let table = full.then(|| &*self.table.get_or_insert_with(|| TranspositionTable::new(self.strategy.table_bits)));
        if let Some(table) = table {
            table.new_search();
        }
        let helper_count = if full { self.strategy.threads - 1 } else { 0 };
        let helper_nodes = AtomicU64::new(0);
        let workers = Workers::default();
        let limits = Limits {
            strategy: &self.strategy,
            table,
            cancel,
            helper: false,
            helper_nodes: &helper_nodes,
            workers: (helper_count > 0).then_some(&workers),
            started,
            deadline: self.strategy.time_limit.map(|limit| started + limit),
        };
        let mut main = Worker::new(limits, observer);
        if helper_count == 0 {
            let info = main.iterate(position, evaluator, on_progress);
            return (info, main.observer);
        }
        let mut info = thread::scope(|scope| {
            for _ in 1..=helper_count {
                let limits = Limits { helper: true, ..limits };
                let workers = &workers;
                scope.spawn(move || {
                    let mut helper = Worker::<G, Unobserved>::new(limits, Unobserved);
                    split::help(&mut Splitting { worker: &mut helper, evaluator }, workers);
                    limits.helper_nodes.fetch_add(helper.nodes % POLL_INTERVAL, Ordering::Relaxed);
                });
            }
            let info = main.iterate(position, evaluator, on_progress);
            workers.finish();
            info
        });
        info.nodes = main.nodes + helper_nodes.load(Ordering::Relaxed);
        (info, main.observer)
    }
}

/// `strategy` within the builder's bounds: its fields are public, so a struct built by hand gets
/// them too.
fn bounded(strategy: Strategy) -> Strategy {
    let (max_depth, table_bits, threads) = (strategy.max_depth, strategy.table_bits, strategy.threads);
    strategy.max_depth(max_depth).table_bits(table_bits).threads(threads)
}

/// What every thread of one search shares: the rules of the search and the ways it ends.
struct Limits<'a, G: Game> {
    strategy: &'a Strategy,
    table: Option<&'a TranspositionTable>,
    cancel: &'a AtomicBool,
    /// A helper thread's: it searches split points' moves until the main thread's search is
    /// over ([`Workers::finish`]), and no clock stops it.
    helper: bool,
    /// Nodes the helper threads have counted so far.
    helper_nodes: &'a AtomicU64,
    /// The threads sharing out the work; `None` on one thread.
    workers: Option<&'a Workers<SplitNode<G>>>,
    started: Instant,
    deadline: Option<Instant>,
}

// Derived, `Clone` and `Copy` would ask them of `G` too.
impl<G: Game> Clone for Limits<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Limits<'_, G> {}

/// A node whose moves the threads share out ([`super::split`]): the position, its moves not yet
/// searched in the order they are taken, and what the threads bring back besides scores.
struct SplitNode<G: Game> {
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
struct Worker<'a, G: Game, O> {
    limits: Limits<'a, G>,
    /// The split point whose move this thread is searching, if any: a cut there stops it.
    context: Option<Arc<SplitPoint<SplitNode<G>>>>,
    observer: O,
    ordering: OrderingTables<G::Move>,
    move_lists: Vec<Vec<G::Move>>,
    order_keys: Vec<Vec<i64>>,
    pv_lines: Vec<Vec<G::Move>>,
    nodes: u64,
    last_report: Instant,
    stopped: bool,
    /// False during the full engine's first iteration, which must finish to yield a move.
    clock_may_stop: bool,
    /// Whether the current iteration cut any line at the depth limit; if not, deeper
    /// iterations would see the same tree.
    reached_horizon: bool,
    /// Standard deviations a shallow search's prediction must clear to cut a node: `None` in a
    /// full-width search.
    cut_sigmas: Option<f32>,
    /// Whether the search has met a node its evaluator's model covers: only then is it selective.
    met_cut_model: bool,
}

impl<'a, G: Game, O: Observer<G::Move>> Worker<'a, G, O> {
    fn new(limits: Limits<'a, G>, observer: O) -> Self {
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

    fn strategy(&self) -> &'a Strategy {
        self.limits.strategy
    }

    fn is_helper(&self) -> bool {
        self.limits.helper
    }

    /// Iterative deepening from depth 1 (the textbook searches: one pass at the maximum).
    fn iterate<E: Evaluator<G>>(
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

    /// Counts a node and, now and then, checks the cancel flag and the clock.
    fn visit(&mut self) {
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

    fn ensure_ply(&mut self, ply: usize) {
        while self.move_lists.len() <= ply + 1 {
            self.move_lists.push(Vec::new());
            self.order_keys.push(Vec::new());
            self.pv_lines.push(Vec::new());
        }
    }

    /// Makes `mv` followed by the line below it the principal variation at `ply`.
    fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let (upper, lower) = self.pv_lines.split_at_mut(ply + 1);
        let line = &mut upper[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&lower[0]);
    }

    fn leaf<E: Evaluator<G>>(&mut self, position: &G, evaluator: &E, ply: usize) -> Score {
        self.pv_lines[ply].clear();
        match evaluator.evaluate_unless_over(position) {
            Some(score) => {
                self.reached_horizon = true;
                score
            }
            None => shorten_proven(position.terminal_score(), ply),
        }
    }

    /// The textbook searches: moves in the strategy's [`MoveOrder`], no memory. With `prune` it
    /// is alpha-beta; without, plain minimax, which gives every child an open window and so never
    /// cuts anything off.
    #[expect(
        clippy::too_many_arguments,
        reason = "the recursion's state travels in registers: a struct for the window and depth would be built at every node"
    )]
    fn textbook<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        depth: u32,
        alpha: Score,
        beta: Score,
        prune: bool,
        ply: usize,
    ) -> Score {
        self.visit();
        self.observer.enter(ply, alpha, beta);
        let score = self.textbook_node(position, evaluator, depth, alpha, beta, prune, ply);
        self.observer.leave(score);
        score
    }

    /// [`Worker::textbook`] once the node is counted.
    #[expect(
        clippy::too_many_arguments,
        reason = "the recursion's state travels in registers: a struct for the window and depth would be built at every node"
    )]
    #[inline(always)]
    fn textbook_node<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        depth: u32,
        mut alpha: Score,
        beta: Score,
        prune: bool,
        ply: usize,
    ) -> Score {
        self.ensure_ply(ply);
        if depth == 0 || self.stopped {
            return self.leaf(position, evaluator, ply);
        }
        let mut moves = mem::take(&mut self.move_lists[ply]);
        moves.clear();
        position.generate_moves(&mut moves);
        self.order_textbook_moves(position, evaluator, &mut moves, ply);
        let mut best = -INFINITY;
        if moves.is_empty() {
            best = shorten_proven(position.terminal_score(), ply);
            self.pv_lines[ply].clear();
        }
        for (index, &mv) in moves.iter().enumerate() {
            let (child_alpha, child_beta) = if prune { (-beta, -alpha) } else { (-INFINITY, INFINITY) };
            self.observer.child(mv);
            let score =
                -self.textbook(&position.play(mv), evaluator, depth - 1, child_alpha, child_beta, prune, ply + 1);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if alpha >= beta {
                        self.observer.cut(&moves[index + 1..]);
                        break;
                    }
                }
            }
        }
        self.move_lists[ply] = moves;
        best
    }

    /// Orders a textbook search's `moves` as the strategy asks: by the evaluation of the position
    /// each leads to, from the mover's side (a finished game by its result, a proven win first).
    fn order_textbook_moves<E: Evaluator<G>>(
        &mut self,
        position: &G,
        evaluator: &E,
        moves: &mut [G::Move],
        ply: usize,
    ) {
        let sign = match self.strategy().move_order {
            MoveOrder::AsGiven => return,
            MoveOrder::BestFirst => 1,
            MoveOrder::WorstFirst => -1,
        };
        let mut keys = mem::take(&mut self.order_keys[ply]);
        keys.clear();
        keys.extend(moves.iter().map(|&mv| {
            let child = position.play(mv);
            let for_child = evaluator.evaluate_unless_over(&child).unwrap_or_else(|| child.terminal_score());
            sign * -i64::from(for_child)
        }));
        sort_by_keys(moves, &mut keys);
        self.order_keys[ply] = keys;
    }

    /// Orders `moves` in place: table move, then killers, then hint plus history (or, where the
    /// evaluator ranks killers among its hints, table move, then hint plus killer plus history).
    fn order_moves<E: Evaluator<G>>(
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

    fn pvs<E: Evaluator<G>>(
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
            self.reached_horizon |= !super::is_proven(score);
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

/// A thread's search with the evaluator it searches with, as its split points see it.
struct Splitting<'w, 'a, G: Game, O, E> {
    worker: &'w mut Worker<'a, G, O>,
    evaluator: &'w E,
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
            Some(width) if full && !exact_scores && depth >= ASPIRATION_MIN_DEPTH && !super::is_proven(info.score) => {
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

/// Iterations from this depth on search their root in an aspiration window, where the evaluator
/// gives one: shallower iterations are too quick to gain from it, and their scores swing more.
const ASPIRATION_MIN_DEPTH: u32 = 4;

/// Nodes with fewer plies left than this neither read nor write the transposition table. A
/// probe mostly waits for memory, and one ply above the horizon that wait costs more than the
/// few evaluations a hit would save: on the 32 positions of `benches/midgame-stages.obf` at
/// depth 15, 6 % more nodes but 7 % less time (prefetching the child's slot just before its
/// probe did not hide the wait).
const TABLE_MIN_DEPTH: u32 = 2;

/// Sorts `moves` by their `keys`, highest first, equal keys in their order.
pub(super) fn sort_by_keys<M: Copy>(moves: &mut [M], keys: &mut [i64]) {
    for from in 0..moves.len() {
        bring_best_forward(&mut moves[from..], &mut keys[from..]);
    }
}

/// Moves the move of highest key to the front, the ones it passes shifting up one (so moves of
/// equal keys keep their order).
#[inline]
pub(super) fn bring_best_forward<M: Copy>(moves: &mut [M], keys: &mut [i64]) {
    let mut best = 0;
    for (index, &key) in keys.iter().enumerate().skip(1) {
        if key > keys[best] {
            best = index;
        }
    }
    let (key, mv) = (keys[best], moves[best]);
    for index in (1..=best).rev() {
        keys[index] = keys[index - 1];
        moves[index] = moves[index - 1];
    }
    keys[0] = key;
    moves[0] = mv;
}
