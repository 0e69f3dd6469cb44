//! Young brothers wait: how the threads of one search share out the work of a node. A node's
//! first moves are searched alone, since their results usually decide whether the rest need a
//! search at all; once they are back, the node's other moves (the young brothers) are opened to
//! every idle thread as a [`SplitPoint`], and each thread takes the next move in order, searches
//! it against the best found so far, and records its score. A score at or above the node's beta
//! cuts the split point: the threads still searching its moves, or moves of split points opened
//! beneath them, abandon that work, which can no longer change anything.
//!
//! The owner of a split point waits for its helpers before it returns; meanwhile it helps only
//! at split points opened beneath its own (the "helpful master"), so that it is never caught in
//! someone else's long search when its own node is ready.
//!
//! This module keeps the shared state; the search that walks a split point's moves is the
//! game's, which knows how to play them ([`SplitPoint::node`]).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// A node whose remaining moves several threads search together. `N` is what a thread needs to
/// search any of them: the position, the moves in the order they are taken, the depth.
pub struct SplitPoint<N> {
    node: N,
    moves: usize,
    beta: i32,
    /// The split point whose move the owner was searching when it opened this one: a cut there
    /// makes this one's work useless too.
    parent: Option<Arc<SplitPoint<N>>>,
    state: Mutex<SplitState>,
    /// Raised once a move reaches `beta`.
    cut: AtomicBool,
    /// Threads other than the owner searching one of its moves now.
    helpers: AtomicUsize,
}

/// What the threads of a split point have found so far.
#[derive(Debug)]
struct SplitState {
    /// The first move nobody has taken yet.
    next: usize,
    alpha: i32,
    /// The best score recorded (fail-soft: it may lie below `alpha`), and whose it is; `None` while
    /// no move of the split point has beaten the score the owner brought in.
    best: i32,
    best_move: Option<usize>,
    /// Every move's score as it comes, for an owner that reports each (a search's root); `None`
    /// elsewhere, where only the best counts.
    log: Option<Vec<MoveScore>>,
}

/// One move's score at a split point that keeps them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveScore {
    pub index: usize,
    pub score: i32,
    /// Whether the score is the move's value, not only a bound: inside the window it was
    /// searched with.
    pub exact: bool,
}

/// A split point's outcome: the best score and which of its moves found it, if one did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitResult {
    pub best: i32,
    pub best_move: Option<usize>,
}

impl<N> SplitPoint<N> {
    /// A split point over `moves` moves of `node`, searched within `(alpha, beta)`, whose owner has
    /// found `best` so far on the moves it searched alone; opened while its owner was searching a
    /// move of `parent`.
    pub fn new(node: N, moves: usize, alpha: i32, beta: i32, best: i32, parent: Option<Arc<Self>>) -> Arc<Self> {
        Self::with_log(node, moves, alpha, beta, best, parent, None)
    }

    /// A split point like [`SplitPoint::new`]'s, at a search's root: it keeps every move's score
    /// for its owner to report ([`SplitPoint::take_scores`]).
    pub fn logged(node: N, moves: usize, alpha: i32, beta: i32) -> Arc<Self> {
        Self::with_log(node, moves, alpha, beta, alpha, None, Some(Vec::with_capacity(moves)))
    }

    fn with_log(
        node: N,
        moves: usize,
        alpha: i32,
        beta: i32,
        best: i32,
        parent: Option<Arc<Self>>,
        log: Option<Vec<MoveScore>>,
    ) -> Arc<Self> {
        Arc::new(Self {
            node,
            moves,
            beta,
            parent,
            state: Mutex::new(SplitState { next: 0, alpha, best, best_move: None, log }),
            cut: AtomicBool::new(false),
            helpers: AtomicUsize::new(0),
        })
    }

    pub fn node(&self) -> &N {
        &self.node
    }

    pub fn beta(&self) -> i32 {
        self.beta
    }

    fn state(&self) -> MutexGuard<'_, SplitState> {
        // The state is a few numbers, each write complete: a thread that panicked holding the lock
        // left nothing half-done.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The next move to search and the alpha to search it against; `None` once every move is
    /// taken or the split point is cut.
    pub fn take(&self) -> Option<(usize, i32)> {
        let mut state = self.state();
        if state.next >= self.moves || self.is_cut() {
            return None;
        }
        state.next += 1;
        Some((state.next - 1, state.alpha))
    }

    /// The best score proven so far, for a move whose null-window search beat the alpha it was
    /// taken with and must be searched again.
    pub fn alpha(&self) -> i32 {
        self.state().alpha
    }

    /// Records move `index`'s score: a new best, a new alpha, a cut at beta.
    pub fn record(&self, scored: MoveScore) {
        self.record_with(scored, || {});
    }

    /// Records a move's score as [`SplitPoint::record`] does, and runs `on_new_alpha` if it raises
    /// alpha, before any other thread can record: what it keeps of the move (its line) is then
    /// the best move's.
    pub fn record_with(&self, scored: MoveScore, on_new_alpha: impl FnOnce()) {
        let MoveScore { index, score, .. } = scored;
        let mut state = self.state();
        if let Some(log) = &mut state.log {
            log.push(scored);
        }
        if score > state.best {
            state.best = score;
            state.best_move = Some(index);
            if score > state.alpha {
                state.alpha = score;
                on_new_alpha();
                if score >= self.beta {
                    self.cut.store(true, Ordering::Release);
                }
            }
        }
    }

    /// The scores recorded since the last call, for a split point [`SplitPoint::logged`].
    pub fn take_scores(&self) -> Vec<MoveScore> {
        self.state().log.as_mut().map(std::mem::take).unwrap_or_default()
    }

    pub fn result(&self) -> SplitResult {
        let state = self.state();
        SplitResult { best: state.best, best_move: state.best_move }
    }

    pub fn is_cut(&self) -> bool {
        self.cut.load(Ordering::Acquire)
    }

    /// Whether its work has become useless: it or a split point above it is cut.
    pub fn is_abandoned(&self) -> bool {
        self.is_cut() || self.parent.as_ref().is_some_and(|parent| parent.is_abandoned())
    }

    /// Whether a split point above it is cut (its own cut ends only its node's search).
    pub fn parent_abandoned(&self) -> bool {
        self.parent.as_ref().is_some_and(|parent| parent.is_abandoned())
    }

    /// Whether it was opened beneath `ancestor`: in the search of one of its moves, at any depth.
    pub fn descends_from(&self, ancestor: &Arc<Self>) -> bool {
        let mut above = self.parent.as_ref();
        while let Some(split) = above {
            if Arc::ptr_eq(split, ancestor) {
                return true;
            }
            above = split.parent.as_ref();
        }
        false
    }

    fn has_helpers(&self) -> bool {
        self.helpers.load(Ordering::Acquire) > 0
    }

    /// Whether a thread joining now would find work worth doing.
    fn has_moves_left(&self) -> bool {
        !self.is_abandoned() && self.state().next < self.moves
    }
}

/// The threads of one search: the split points open to help, how many threads are looking for
/// work, and whether the search is over.
pub struct Workers<N> {
    /// Oldest first: the older a split point, the higher in the tree and the more work each of
    /// its moves holds.
    open: Mutex<Vec<Arc<SplitPoint<N>>>>,
    /// How many split points `open` holds, read without the lock by threads looking for work.
    open_count: AtomicUsize,
    idle: AtomicUsize,
    over: AtomicBool,
}

impl<N> Default for Workers<N> {
    fn default() -> Self {
        Self {
            open: Mutex::new(Vec::new()),
            open_count: AtomicUsize::new(0),
            idle: AtomicUsize::new(0),
            over: AtomicBool::new(false),
        }
    }
}

/// A thread's place among a split point's helpers, given up when dropped.
struct Helping<N> {
    split: Arc<SplitPoint<N>>,
}

impl<N> Helping<N> {
    fn split(&self) -> &Arc<SplitPoint<N>> {
        &self.split
    }
}

impl<N> Drop for Helping<N> {
    fn drop(&mut self) {
        self.split.helpers.fetch_sub(1, Ordering::Release);
    }
}

/// A thread counted among those looking for work while it lives.
struct Idle<'a> {
    idle: &'a AtomicUsize,
}

impl Drop for Idle<'_> {
    fn drop(&mut self) {
        self.idle.fetch_sub(1, Ordering::Relaxed);
    }
}

impl<N> Workers<N> {
    fn open_list(&self) -> MutexGuard<'_, Vec<Arc<SplitPoint<N>>>> {
        // A list of shared pointers, each push and removal complete: see `SplitPoint::state`.
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether a split would find a thread to help: one is looking for work.
    pub fn has_idle(&self) -> bool {
        self.idle.load(Ordering::Relaxed) > 0
    }

    /// Counts this thread among those looking for work until the guard is dropped.
    fn idle(&self) -> Idle<'_> {
        self.idle.fetch_add(1, Ordering::Relaxed);
        Idle { idle: &self.idle }
    }

    /// Opens `split` to the threads looking for work.
    fn open(&self, split: Arc<SplitPoint<N>>) {
        let mut open = self.open_list();
        open.push(split);
        self.open_count.store(open.len(), Ordering::Release);
    }

    /// Closes `split`: nobody joins it any more (those already in stay until they are done).
    fn close(&self, split: &Arc<SplitPoint<N>>) {
        let mut open = self.open_list();
        open.retain(|open| !Arc::ptr_eq(open, split));
        self.open_count.store(open.len(), Ordering::Release);
    }

    /// Joins the oldest open split point with moves left that `accept` takes.
    fn join(&self, accept: impl Fn(&Arc<SplitPoint<N>>) -> bool) -> Option<Helping<N>> {
        // Threads spin here while there is no work: they look without the lock first.
        if self.open_count.load(Ordering::Acquire) == 0 {
            return None;
        }
        let open = self.open_list();
        let split = open.iter().find(|split| split.has_moves_left() && accept(split))?;
        // Counted while the list is locked: an owner that has closed its split point and then
        // finds no helpers has none to wait for.
        split.helpers.fetch_add(1, Ordering::AcqRel);
        Some(Helping { split: Arc::clone(split) })
    }

    /// Ends the search: the threads looking for work go home.
    pub fn finish(&self) {
        self.over.store(true, Ordering::Release);
    }

    pub fn is_over(&self) -> bool {
        self.over.load(Ordering::Acquire)
    }
}

/// A thread's search as its split points see it.
pub trait SplitSearch<N>: Sized {
    /// Takes the moves of `split` one by one, searches them and records their scores, until
    /// none is left, the split point is cut or the thread must stop; `between` runs after each.
    fn search_moves_of(&mut self, split: &Arc<SplitPoint<N>>, between: &mut dyn FnMut(&Self));

    /// Whether the thread is unwinding: its search over, or its split point abandoned.
    fn is_stopped(&self) -> bool;

    fn set_stopped(&mut self, stopped: bool);

    /// Whether the whole search must stop: cancelled, out of time, or finished.
    fn search_is_over(&self) -> bool;
}

/// A helper thread's life: it joins split points and searches their moves until the search is
/// over.
pub fn help<N, S: SplitSearch<N>>(searcher: &mut S, workers: &Workers<N>) {
    while let Some(helping) = wait_for_work(searcher, workers) {
        searcher.search_moves_of(helping.split(), &mut |_| {});
        // A stop here is the split point's cut (or the search's end, seen on the next turn).
        searcher.set_stopped(false);
    }
}

/// Waits, counted among the idle threads, for a split point to join; `None` once the search is
/// over.
fn wait_for_work<N, S: SplitSearch<N>>(searcher: &S, workers: &Workers<N>) -> Option<Helping<N>> {
    let _idle = workers.idle();
    loop {
        if searcher.search_is_over() {
            return None;
        }
        if let Some(helping) = workers.join(|_| true) {
            return Some(helping);
        }
        std::thread::yield_now();
    }
}

/// Searches the moves of `split`, just opened by `searcher`'s thread, with whichever threads
/// join, then waits for the moves they took; `between` runs after each of this thread's moves
/// and while it waits. Meanwhile it helps only beneath its split point, where its helpers split
/// in turn, never in an unrelated search that could keep it after its own node is ready.
///
/// Returns false when the search must unwind: the search is over, or a split point above is
/// abandoned. Its own cut only ends its node's search, with the score that cut.
pub fn share_out<N, S: SplitSearch<N>>(
    searcher: &mut S,
    workers: &Workers<N>,
    split: &Arc<SplitPoint<N>>,
    between: &mut dyn FnMut(&S),
) -> bool {
    workers.open(Arc::clone(split));
    searcher.search_moves_of(split, between);
    workers.close(split);
    let mut idle = None;
    while !searcher.is_stopped() && split.has_helpers() && !split.is_cut() {
        if let Some(helping) = workers.join(|other| other.descends_from(split)) {
            idle = None;
            searcher.search_moves_of(helping.split(), &mut |_| {});
            let stopped = searcher.is_stopped() && (searcher.search_is_over() || split.is_abandoned());
            searcher.set_stopped(stopped);
        } else {
            idle.get_or_insert_with(|| workers.idle());
            searcher.set_stopped(searcher.search_is_over() || split.parent_abandoned());
            std::thread::yield_now();
        }
        between(searcher);
    }
    drop(idle);
    if searcher.is_stopped() {
        if searcher.search_is_over() || split.parent_abandoned() {
            return false;
        }
        searcher.set_stopped(false);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scored(index: usize, score: i32) -> MoveScore {
        MoveScore { index, score, exact: false }
    }

    #[test]
    fn a_logged_split_point_hands_over_each_score_once() {
        let root = SplitPoint::logged((), 3, -2, 64);
        let found = [MoveScore { index: 1, score: 6, exact: true }, MoveScore { index: 0, score: -4, exact: false }];
        root.record(found[0]);
        assert_eq!(root.take_scores(), [found[0]]);
        root.record(found[1]);
        assert_eq!(root.take_scores(), [found[1]]);
        assert_eq!(root.take_scores(), []);
        assert_eq!(root.result(), SplitResult { best: 6, best_move: Some(1) });
        let inner = SplitPoint::new((), 3, -2, 64, -2, None);
        inner.record(found[0]);
        assert_eq!(inner.take_scores(), [], "only a logged split point keeps them");
    }

    #[test]
    fn moves_are_taken_in_order_until_a_score_reaches_beta() {
        let split = SplitPoint::new("node", 4, 0, 10, -3, None);
        assert_eq!(split.take(), Some((0, 0)));
        assert_eq!(split.take(), Some((1, 0)));
        split.record(scored(1, -5));
        assert_eq!(split.result(), SplitResult { best: -3, best_move: None }, "below the owner's best");
        let mut raised = Vec::new();
        split.record_with(scored(0, 4), || raised.push(0));
        split.record_with(scored(3, 2), || raised.push(3));
        assert_eq!(raised, [0], "only a score above alpha raises it");
        assert_eq!((split.alpha(), split.result()), (4, SplitResult { best: 4, best_move: Some(0) }));
        assert_eq!(split.take(), Some((2, 4)), "the next move is searched against the new alpha");
        assert!(!split.is_cut());
        split.record(scored(2, 12));
        assert!(split.is_cut() && split.is_abandoned());
        assert_eq!(split.take(), None, "a cut split point has nothing left to search");
        assert_eq!(split.result(), SplitResult { best: 12, best_move: Some(2) });
    }

    #[test]
    fn a_cut_above_abandons_the_split_points_beneath_but_not_the_other_way() {
        let top = SplitPoint::new(0, 3, 0, 5, 0, None);
        let middle = SplitPoint::new(1, 3, 0, 5, 0, Some(Arc::clone(&top)));
        let bottom = SplitPoint::new(2, 3, 0, 5, 0, Some(Arc::clone(&middle)));
        let other = SplitPoint::new(3, 3, 0, 5, 0, None);
        assert!(bottom.descends_from(&top) && bottom.descends_from(&middle));
        assert!(!top.descends_from(&bottom) && !bottom.descends_from(&other) && !bottom.descends_from(&bottom));
        middle.record(scored(0, 7));
        assert!(bottom.is_abandoned() && bottom.parent_abandoned() && !bottom.is_cut());
        assert!(middle.is_abandoned() && !middle.parent_abandoned());
        assert!(!top.is_abandoned());
    }

    #[test]
    fn threads_join_the_oldest_split_point_with_moves_left_and_leave_as_they_go() {
        let workers = Workers::default();
        assert!(!workers.has_idle());
        let idle = workers.idle();
        assert!(workers.has_idle());
        drop(idle);
        assert!(!workers.has_idle());
        let (first, second) = (SplitPoint::new('a', 1, 0, 5, 0, None), SplitPoint::new('b', 2, 0, 5, 0, None));
        workers.open(Arc::clone(&first));
        workers.open(Arc::clone(&second));
        assert_eq!(first.take(), Some((0, 0)));
        let helping = workers.join(|_| true).expect("the second has moves left");
        assert_eq!(*helping.split().node(), 'b');
        assert!(second.has_helpers() && !first.has_helpers());
        assert!(workers.join(|split| *split.node() == 'a').is_none(), "the first is all taken");
        drop(helping);
        assert!(!second.has_helpers());
        workers.close(&second);
        assert!(workers.join(|_| true).is_none(), "closed");
        assert!(!workers.is_over());
        workers.finish();
        assert!(workers.is_over());
    }
}
