//! The search as a player keeps it: the strategy and the transposition table from one search to
//! the next, and one search's threads started and gathered.

use std::marker::PhantomData;
use std::mem;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;

use web_time::Instant;

use super::info::SearchInfo;
use super::strategy::{Algorithm, Strategy, bounded};
use super::worker::{Limits, POLL_INTERVAL, Splitting, Worker};
use crate::engine::game::{Evaluator, Game};
use crate::engine::hash::TranspositionTable;
use crate::engine::search_tree::{Observer, SearchTree, Unobserved};
use crate::engine::split::{self, Workers};

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
    /// (young brothers wait, [`crate::engine::split`]); all share the table.
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
