//! The exact endgame solver: finds the final disc difference under perfect play.
//!
//! Far from the end it orders moves fastest-first (fewest opponent replies, corners counted
//! twice), remembers bounds in its own table and cuts with stable discs; in the last few empties
//! it drops all of that for parity ordering straight over the empty squares, and the last empty
//! square is scored by counting flips without playing it.
//!
//! Asked for less than 100 % ([`Solve::selectivity`]), it cuts deep nodes on a shallow search's
//! prediction (ProbCut, with the model of [`endgame_probcut`]) and finds a likely margin much
//! sooner; a surer pass later takes the moves such a pass stored in the table as its first tries,
//! never its bounds.
//!
//! On several threads, a deep node's later moves and the root's are shared out among them
//! (young brothers wait, [`crate::engine::split`]), all reading and writing one table.

use arrayvec::ArrayVec;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;
use std::time::Duration;

use web_time::Instant;

use crate::engine::hash::SharedSlots;
use crate::engine::split::{self, MoveScore, SplitPoint, SplitSearch, Workers};
use crate::engine::{RootMove, Score, SearchInfo, Selectivity, proven_margin};
use crate::games::reversi::eval::SCORE_PER_DISC;
use crate::games::reversi::eval::endgame_probcut::{self, EndgameCutModel};
use crate::games::reversi::eval::patterns::{self, WEIGHT_SCALE};
use crate::games::reversi::rules::{
    Bitboard, Move, Position, Square, corner_anchored, count_last_flips, final_margin, flips, hash_discs, legal_moves,
    margin_score, neighbours, potential_mobility, stable_discs,
};

/// At or below this many empties the solver stops sorting by mobility: the subtrees are too
/// small to repay it.
const SHALLOW_EMPTIES: u32 = 6;

/// From this many empties up the solver keeps its table; below, a probe (a trip to memory) costs
/// more than the transpositions it finds save.
const TABLE_EMPTIES: u32 = 8;

/// Beyond any disc difference.
const INFINITY: i32 = 65;

/// The largest disc difference. Windows are bounded by it, not by [`INFINITY`], so that a
/// wipeout fails high at once instead of being searched for a larger score that cannot exist.
const MAX_MARGIN: i32 = 64;

const CORNERS: u64 = Bitboard::CORNERS.0;

/// The four 4×4 quadrants. An odd number of empties in a quadrant means whoever moves there
/// last is likely to keep it, so moves in odd quadrants are tried first.
const QUADRANTS: [u64; 4] =
    [0x0000_0000_0F0F_0F0F, 0x0000_0000_F0F0_F0F0, 0x0F0F_0F0F_0000_0000, 0xF0F0_F0F0_0000_0000];

/// The union of the quadrants holding an odd number of `empty` squares. Folding the rows of
/// each half onto its first row, then each half-row's columns onto its first column, leaves a
/// quadrant's parity on its corner bit (a1, e1, a5, e5), which one multiplication spreads over
/// the quadrant.
#[inline]
fn odd_quadrants(empty: u64) -> u64 {
    let mut folded = empty ^ empty >> 8;
    folded ^= folded >> 16;
    folded ^= folded >> 1;
    folded ^= folded >> 2;
    (folded & 0x0000_0011_0000_0011).wrapping_mul(QUADRANTS[0])
}

/// What the solver remembers of a position: bounds on its final margin and its best move, and
/// how sure the search that found them was (a selectivity's percentage; 100: proven).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TableEntry {
    key: u64,
    lower: i8,
    upper: i8,
    best: u8,
    empties: u8,
    selectivity: u8,
}

const NO_SQUARE: u8 = 64;

/// Set in every packed entry, so that none packs to 0, an empty slot.
const PRESENT: u64 = 1 << 32;

impl TableEntry {
    fn pack(&self) -> u64 {
        u64::from(self.lower as u8)
            | u64::from(self.upper as u8) << 8
            | u64::from(self.best) << 16
            | u64::from(self.empties) << 24
            | PRESENT
            | u64::from(self.selectivity) << 40
    }

    /// Whether a pass `selectivity` sure may take these bounds: a selective pass takes what the
    /// surer passes proved, and an exact one never trusts a selective bound. (Its best move is
    /// a good first try for any pass: that is how the rising-confidence passes help the last.)
    fn bounds_trusted_at(&self, selectivity: u8) -> bool {
        self.selectivity >= selectivity
    }

    fn unpack(key: u64, data: u64) -> Self {
        Self {
            key,
            lower: data as u8 as i8,
            upper: (data >> 8) as u8 as i8,
            best: (data >> 16) as u8,
            empties: (data >> 24) as u8,
            selectivity: (data >> 40) as u8,
        }
    }
}

/// The solver's table, shared without locks by the threads of a parallel solve (see
/// [`SharedSlots`]). Each position may sit in either slot of a pair.
///
/// Its entries are facts about positions, true in any game that reaches them, so a player keeps
/// the table from move to move. Each entry carries the generation of the solve that wrote it
/// (bits 48–53, beside [`TableEntry::pack`]'s): a new generation ([`SolverTable::age`]) makes
/// the last move's entries the first to be replaced, so they help while they are still near the
/// game and never crowd out the solve at hand.
struct SolverTable {
    slots: SharedSlots,
    generation: u64,
}

/// Where an entry's generation sits in a slot's data, and how many generations there are before
/// the count wraps (an entry that old is replaced first anyway, or reads as current: either way
/// only a slot's priority is wrong, never a bound).
const GENERATION_SHIFT: u32 = 48;
const GENERATIONS: u64 = 64;

impl SolverTable {
    fn new(table_bits: u32) -> Self {
        Self { slots: SharedSlots::new(table_bits.clamp(8, 28)), generation: 0 }
    }

    /// Starts a new generation: the entries written before it are replaced before any written
    /// after.
    fn age(&mut self) {
        self.generation = (self.generation + 1) % GENERATIONS;
    }

    #[inline]
    fn read(&self, slot: usize) -> Option<TableEntry> {
        self.slots.read(slot).map(|(key, data)| TableEntry::unpack(key, data))
    }

    /// Starts fetching the slot pair of `key` into the cache (see [`SharedSlots::prefetch`]).
    #[inline]
    fn prefetch(&self, key: u64) {
        self.slots.prefetch(self.slots.slot_of(key));
    }

    /// The entry of `key` at `empties`, whichever pass stored it: its move orders any pass, its
    /// bounds only a pass that trusts them ([`TableEntry::bounds_trusted_at`]).
    fn probe(&self, key: u64, empties: u32) -> Option<TableEntry> {
        let slot = self.slots.slot_of(key);
        [slot, slot ^ 1]
            .into_iter()
            .filter_map(|slot| self.read(slot))
            .find(|entry| entry.key == key && u32::from(entry.empties) == empties)
    }

    /// Replaces the same position if present, else an entry of an earlier generation, else the
    /// shallower of the pair: deep entries save the most work.
    fn store(&self, entry: TableEntry) {
        let slot = self.slots.slot_of(entry.key);
        let (first, second) = (self.slots.read(slot), self.slots.read(slot ^ 1));
        let holds = |other: Option<(u64, u64)>| other.is_some_and(|(key, _)| key == entry.key);
        let depth = |other: Option<(u64, u64)>| other.map_or(0, |(key, data)| TableEntry::unpack(key, data).empties);
        let stale = |other: Option<(u64, u64)>| {
            other.is_some_and(|(_, data)| data >> GENERATION_SHIFT & (GENERATIONS - 1) != self.generation)
        };
        let first_goes = if holds(first) || holds(second) {
            holds(first)
        } else if stale(first) != stale(second) {
            stale(first)
        } else {
            depth(first) <= depth(second)
        };
        let target = if first_goes { slot } else { slot ^ 1 };
        self.slots.write(target, entry.key, entry.pack() | self.generation << GENERATION_SHIFT);
    }
}

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
    fn score(&self, margin: i32) -> Score {
        if self.selectivity.is_full() { margin_score(margin) } else { margin * SCORE_PER_DISC }
    }

    /// The window the root is searched with.
    fn window(&self) -> (i32, i32) {
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

/// Holds the solver's memory between solves.
pub struct EndgameSolver {
    table: SolverTable,
    /// What the selective passes cut on; `None` leaves them exact.
    cut_model: Option<&'static EndgameCutModel>,
}

impl Default for EndgameSolver {
    fn default() -> Self {
        Self::new(22)
    }
}

/// Nodes between two looks at the cancel flag and the clock.
const POLL_INTERVAL: u64 = 1 << 12;
const REPORT_INTERVAL: Duration = Duration::from_millis(50);

impl EndgameSolver {
    /// A solver whose table has `2^table_bits` entries.
    pub fn new(table_bits: u32) -> Self {
        Self { table: SolverTable::new(table_bits), cut_model: endgame_probcut::trained() }
    }

    /// Marks what the table holds as an earlier move's: kept, and read as before, but replaced
    /// before anything the next solves write (a player calls it once a move).
    pub fn age(&mut self) {
        self.table.age();
    }

    /// Solves `position` as `request` asks. The result's score is a proven score whose margin is
    /// the final disc difference for the side to move ([`crate::engine::proven_margin`]); for
    /// [`Goal::WinLossDraw`] the margin is only -1, 0 or +1. Below 100 % selectivity it is the
    /// likely margin as an estimate in discs (`margin × SCORE_PER_DISC`), not a proven score.
    /// Gives up (with `finished == false`) when `cancel` is set or at the deadline.
    pub fn solve(
        &mut self,
        position: &Position,
        request: &Solve,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Move>),
    ) -> SearchInfo<Move> {
        let started = Instant::now();
        let (mut moves, estimate) = root_moves(position);
        let guess = request.guess.or(estimate);
        if let Some(first) = request.first_move.and_then(|first| moves.iter().position(|&mv| mv == first)) {
            moves[..=first].rotate_right(1);
        }
        let mut info = SearchInfo {
            depth: position.empty_count(),
            selectivity: request.selectivity,
            nodes: 0,
            elapsed: Duration::ZERO,
            score: if moves.is_empty() { margin_score(position.final_margin()) } else { 0 },
            best_move: moves.first().copied(),
            pv: Vec::new(),
            root_moves: Vec::new(),
            finished: moves.is_empty(),
            solved: moves.is_empty(),
        };
        if moves.is_empty() {
            return info;
        }
        let helper_nodes = AtomicU64::new(0);
        let workers = Workers::default();
        let limits = Limits {
            table: &self.table,
            cancel,
            workers: (request.threads > 1).then_some(&workers),
            helper_nodes: &helper_nodes,
            deadline: request.deadline,
            selectivity: request.selectivity.percent(),
            cut: request.selectivity.sigmas().and_then(|sigmas| Some(SelectiveCut { model: self.cut_model?, sigmas })),
        };
        let mut main = Search::new(limits, false);
        thread::scope(|scope| {
            for _ in 1..request.threads {
                let workers = &workers;
                scope.spawn(move || {
                    let mut helper = Search::new(limits, true);
                    split::help(&mut helper, workers);
                    limits.helper_nodes.fetch_add(helper.nodes - helper.polled_at, Ordering::Relaxed);
                });
            }
            let mut last_report = started;
            main.solve_root(position, &moves, request, guess, &mut |search, root_moves| {
                // The first of equal scores: the later ones only proved they are no better.
                let best = root_moves.iter().rev().max_by_key(|m| m.score).expect("a move was just solved");
                info.best_move = Some(best.mv);
                info.score = best.score;
                if last_report.elapsed() >= REPORT_INTERVAL {
                    last_report = Instant::now();
                    info.nodes = search.nodes + search.limits.helper_nodes.load(Ordering::Relaxed);
                    info.elapsed = started.elapsed();
                    on_progress(&info);
                }
            });
            workers.finish();
        });
        info.finished = !main.stopped;
        info.solved = info.finished && request.goal == Goal::Exact && request.selectivity.is_full();
        if !info.finished {
            info.depth = 0;
        }
        let mut root_moves = std::mem::take(&mut main.root_moves);
        root_moves.sort_by(|a, b| b.score.cmp(&a.score).then(b.exact.cmp(&a.exact)));
        info.root_moves = root_moves;
        info.nodes = main.nodes + helper_nodes.load(Ordering::Relaxed);
        info.elapsed = started.elapsed();
        if let Some(best) = info.best_move {
            info.pv = main.principal_variation(position.play_unchecked(best));
            info.pv.insert(0, best);
        }
        on_progress(&info);
        info
    }
}

/// A root move's result for the report: `margin`, found by a search of the window `(low, high)`
/// that proved it `exact` or only bounded it. Outside the window a margin is only a bound: it
/// says no more than the window's edge, except at the edges of all margins, beyond which there
/// is nothing.
fn root_move(request: &Solve, mv: Move, margin: i32, exact: bool, (low, high): (i32, i32)) -> RootMove<Move> {
    let margin = margin.clamp(low, high);
    let within_window = (margin > low || low == -MAX_MARGIN) && (margin < high || high == MAX_MARGIN);
    RootMove { mv, score: request.score(margin), exact: exact && within_window }
}

/// The root's moves, best-looking first (a shallow search orders them), or a forced pass; and
/// the shallow search's estimate of the final margin, if it made one.
fn root_moves(position: &Position) -> (Vec<Move>, Option<i32>) {
    let (player, opponent) = (position.player().0, position.opponent().0);
    let squares = legal_moves(player, opponent);
    if squares == 0 {
        return (if position.is_game_over() { Vec::new() } else { vec![Move::Pass] }, None);
    }
    let mut keyed = Vec::new();
    let mut rest = squares;
    while rest != 0 {
        let square = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let flipped = flips(player, opponent, square);
        let (next_player, next_opponent) = (opponent ^ flipped, player | flipped | 1 << square);
        let key = shallow_search(next_player, next_opponent, ROOT_ORDERING_DEPTH, -INFINITY_EVAL, INFINITY_EVAL);
        keyed.push((Move::Place(Square::new(square as u8).expect("bit index < 64")), key));
    }
    keyed.sort_by_key(|&(_, key)| key);
    // The key scores the position after the move for the opponent; margins are even.
    let guess = keyed.first().map(|&(_, key)| 2 * (-key as f32 / (2 * WEIGHT_SCALE) as f32).round() as i32);
    (keyed.into_iter().map(|(mv, _)| mv).collect(), guess)
}

/// The most the side to move can still reach: every disc but the opponent's stable ones, as a
/// margin. Worked out only where it can fall to `alpha` (the opponent holds enough discs), since
/// finding stable discs costs a pass over the board until nothing changes. From 4 empties up:
/// FFO #40–#49 took 486 M nodes against 750 M with it from 8 up only, 8 % less time.
#[inline]
fn stability_ceiling(player: u64, opponent: u64, alpha: i32) -> Option<i32> {
    (alpha >= 64 - 2 * opponent.count_ones() as i32)
        .then(|| 64 - 2 * stable_discs(opponent, player).count_ones() as i32)
}

/// Fastest-first key of the position after a move (lower is tried first): the replies left to
/// the opponent, corners counting twice.
#[inline]
fn replies_key(player: u64, opponent: u64) -> i32 {
    let replies = legal_moves(player, opponent);
    (replies.count_ones() + (replies & CORNERS).count_ones()) as i32
}

/// Ordering key of a deep node's move (lower first): fastest-first replies, then how many
/// empty squares the opponent could soon reach (its potential mobility), less a quarter of a
/// reply for each disc the mover holds at a corner or beside one it holds along the edge (discs
/// nothing can flip). The corner term took 8 % of the nodes off FFO #40–#49 and 7 % off #20–#39;
/// an eighth or a half of a reply took fewer off.
#[inline]
fn deep_order_key(next_player: u64, next_opponent: u64) -> i32 {
    let potential = potential_mobility(next_player, next_opponent) as i32;
    let anchored = corner_anchored(next_opponent).count_ones() as i32;
    replies_key(next_player, next_opponent) * 16 + potential - 4 * anchored
}

/// From this many empties up, moves are ordered by a shallow search on the learned evaluation
/// instead of fastest-first: below, the subtrees are too small to repay it.
const SORT_BY_SEARCH_EMPTIES: u32 = 14;

/// How deep the ordering search looks below a node with `empties` empty squares: a ply more
/// every two or three empties, as the subtrees it orders grow (at 14, only the evaluation of
/// the position after the move). The learned evaluation one ply deep ordered FFO #45 and #49 in
/// 25% less time than a three-ply mobility search; deepening at 15, 18, 20 and 22 empties beat
/// each neighbouring choice.
#[inline]
fn ordering_depth(empties: u32) -> u32 {
    match empties {
        ..=14 => 0,
        15..=17 => 1,
        18..=19 => 2,
        20..=21 => 3,
        _ => 4,
    }
}

/// Each reply left to the opponent (corners twice) counts against a move as much as one disc of
/// evaluation: fewer replies still make smaller proofs. Each disc the move leaves anchored at a
/// held corner counts for it as much (FFO #40–#49: 750 M nodes against 780 M without, 766 M at
/// two discs, 774 M at a quarter).
const REPLY_WEIGHT: i32 = WEIGHT_SCALE;
/// From this many empties up, the table is asked about every child before any is searched: lower,
/// the memory waits cost more than the cutoffs save.
const ETC_EMPTIES: u32 = 11;
/// The root's first window reaches this far either side of the guessed margin.
const ASPIRATION: i32 = 1;
/// A failed window is widened this far beyond the bound it proved.
const ASPIRATION_WIDENING: i32 = 2;
/// The root has few moves and the most to gain from trying the best first.
const ROOT_ORDERING_DEPTH: u32 = 5;
const INFINITY_EVAL: i32 = 1 << 20;
/// How far below alpha, in discs, a move's ordering search still tells one move from another:
/// FFO #40–#49 took 491 M nodes at 8, 499 M at 4 and 485 M at 16, neither of those faster.
const ORDERING_MARGIN: i32 = 8;

/// Negamax alpha-beta on the learned evaluation for the side to move, in 1/[`WEIGHT_SCALE`]
/// disc. Called on the position after a candidate move, it scores the move from the opponent's
/// side: sorting ascending tries the moves that leave the opponent worst off first. ProbCut's
/// shallow searches are the same search.
fn shallow_search(player: u64, opponent: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    if depth == 0 {
        return patterns::trained().estimate_discs(player, opponent);
    }
    let mut moves = legal_moves(player, opponent);
    if moves == 0 {
        if legal_moves(opponent, player) == 0 {
            return final_margin(player, opponent) * WEIGHT_SCALE;
        }
        return -shallow_search(opponent, player, depth - 1, -beta, -alpha);
    }
    let mut best = -INFINITY_EVAL;
    while moves != 0 {
        let square = moves.trailing_zeros() as usize;
        moves &= moves - 1;
        let flipped = flips(player, opponent, square);
        let score = -shallow_search(opponent ^ flipped, player | flipped | 1 << square, depth - 1, -beta, -alpha);
        if score > best {
            best = score;
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
    }
    best
}

/// The value of ProbCut's shallow search of `position` in 1/[`WEIGHT_SCALE`] disc: a negamax of
/// `depth` plies on the learned evaluation, as the selective solver runs it (what `train mpc
/// --endgame` fits the exact margin to).
pub fn shallow_value(position: &Position, depth: u32) -> i32 {
    shallow_search(position.player().0, position.opponent().0, depth, -INFINITY_EVAL, INFINITY_EVAL)
}

/// ProbCut: the bound a node of `empties` empties returns without being solved, when the model
/// predicts from a shallow search that its margin lies outside `(alpha, beta)` with the margin of
/// error the selectivity asks for. Two null-window shallow searches at most, no table, nothing
/// allocated.
#[inline]
fn probcut(player: u64, opponent: u64, alpha: i32, beta: i32, empties: u32, cut: SelectiveCut) -> Option<i32> {
    let check = cut.model.check(empties)?;
    let scale = WEIGHT_SCALE as f32;
    let depth = check.shallow_depth;
    if beta < MAX_MARGIN {
        let bound = check.high_bound(beta as f32 * scale, cut.sigmas) as i32;
        if shallow_search(player, opponent, depth, bound - 1, bound) >= bound {
            return Some(beta);
        }
    }
    if alpha > -MAX_MARGIN {
        let bound = check.low_bound(alpha as f32 * scale, cut.sigmas) as i32;
        if shallow_search(player, opponent, depth, bound, bound + 1) <= bound {
            return Some(alpha);
        }
    }
    None
}

/// What every thread of one solve shares.
#[derive(Clone, Copy)]
struct Limits<'a> {
    table: &'a SolverTable,
    cancel: &'a AtomicBool,
    /// The threads sharing out the work; `None` for a solve on one thread.
    workers: Option<&'a Workers<SplitNode>>,
    /// Nodes the helper threads have counted so far.
    helper_nodes: &'a AtomicU64,
    deadline: Option<Instant>,
    /// The request's selectivity in percent, with which entries are stored and read.
    selectivity: u8,
    /// How the selective passes cut; `None` at 100 %.
    cut: Option<SelectiveCut<'a>>,
}

/// A selective solve's model and how many of its standard deviations a cut must clear.
#[derive(Clone, Copy)]
struct SelectiveCut<'a> {
    model: &'a EndgameCutModel,
    sigmas: f32,
}

/// A deep node whose moves the threads share out: the position and its moves not yet searched,
/// each with the discs it flips, in the order they are taken.
struct SplitNode {
    player: u64,
    opponent: u64,
    empties: u32,
    moves: ArrayVec<(u8, u64), 64>,
}

/// From this many empties up, a node's later moves are shared out with idle threads: lower, the
/// subtrees are too small to repay the hand-over (10 and 14 were slower on FFO #40–#49).
const SPLIT_EMPTIES: u32 = 12;

/// A node's first moves searched by its thread alone before the rest are shared out: where the
/// first fails to cut, the second often does, and the others' work on the later moves would be
/// thrown away. FFO #40–#49 on two threads took 509 M nodes and 17 s after two, 571 M and 21 s
/// after one (one thread: 491 M nodes, 33 s); after three, 498 M nodes but no faster.
const SEARCHED_ALONE: usize = 2;

/// One thread's solve.
struct Search<'a> {
    limits: Limits<'a>,
    /// A helper thread: it has no root, counts its nodes into `helper_nodes` and stops when the
    /// main thread is done.
    helper: bool,
    nodes: u64,
    /// `nodes` at the last look at the clock and the flags. Leaves count themselves without a
    /// look, so a look comes once `POLL_INTERVAL` nodes have passed, not at exact multiples.
    polled_at: u64,
    /// Set to unwind: the solve is cancelled or out of time, or the split point whose move this
    /// thread is searching is abandoned. Nothing is stored on the way up.
    stopped: bool,
    /// The split point whose move this thread is searching, if any.
    context: Option<Arc<SplitPoint<SplitNode>>>,
    /// The root moves solved so far, with their results.
    root_moves: Vec<RootMove<Move>>,
}

impl<'a> Search<'a> {
    fn new(limits: Limits<'a>, helper: bool) -> Self {
        Self { limits, helper, nodes: 0, polled_at: 0, stopped: false, context: None, root_moves: Vec::new() }
    }

    fn count_node(&mut self) {
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
    fn solve_is_over(&self) -> bool {
        let limits = &self.limits;
        limits.cancel.load(Ordering::Relaxed)
            || limits.deadline.is_some_and(|deadline| Instant::now() >= deadline)
            || (self.helper && limits.workers.is_some_and(|workers| workers.is_over()))
    }

    /// Searches a deep node's moves not yet searched on all the threads there are, when some are
    /// idle: returns the best score and its square, or `None` when the search must unwind
    /// (the solve is over, or a split point above this node is abandoned).
    fn split(&mut self, node: SplitNode, alpha: i32, beta: i32, best: i32) -> Option<(i32, Option<u8>)> {
        let moves = node.moves.len();
        let split = SplitPoint::new(node, moves, alpha, beta, best, self.context.clone());
        if !self.share_out(&split, &mut |_| {}) {
            return None;
        }
        let result = split.result();
        Some((result.best, result.best_move.map(|index| split.node().moves[index].0)))
    }

    /// Whether a node of `empties` empties with `moves_left` moves still to search should share
    /// them out: deep enough, more than one move, and a thread idle to take one.
    #[inline]
    fn may_split(&self, empties: u32, moves_left: usize) -> bool {
        empties >= SPLIT_EMPTIES && moves_left > 1 && self.limits.workers.is_some_and(|workers| workers.has_idle())
    }

    /// Searches the moves of `split`, just opened by this thread, with the others (see
    /// [`split::share_out`]).
    fn share_out(&mut self, split: &Arc<SplitPoint<SplitNode>>, between: &mut dyn FnMut(&Self)) -> bool {
        let workers = self.limits.workers.expect("only a parallel solve splits");
        split::share_out(self, workers, split, between)
    }

    /// Solves the root's `moves` within the request's window, first within a narrow window around
    /// `guess` (the last pass's margin, or the shallow search's estimate), widened towards the
    /// side it fails on: a narrow window lets the first move's proof cut off where the whole
    /// window could not.
    fn solve_root(
        &mut self,
        position: &Position,
        moves: &[Move],
        request: &Solve,
        guess: Option<i32>,
        on_solved: &mut dyn FnMut(&Search, &[RootMove<Move>]),
    ) {
        let (low, high) = request.window();
        let (mut lower, mut upper) = match guess {
            Some(guess) if request.goal == Goal::Exact && !request.exact_root_scores => {
                // The evaluation may promise more than a wipeout.
                let guess = guess.clamp(low, high);
                ((guess - ASPIRATION).max(low), (guess + ASPIRATION).min(high))
            }
            _ => (low, high),
        };
        // Which side the last window failed on: +1 high, -1 low.
        let mut last_fail = 0;
        loop {
            self.root_moves.clear();
            let best = self.solve_root_window(position, moves, request, lower, upper, on_solved);
            if self.stopped {
                return;
            }
            // A result at an edge of the window only bounds the margin from that side.
            let fail = if best <= lower && lower > low {
                (lower, upper) = ((best - ASPIRATION_WIDENING).max(low), best + 1);
                -1
            } else if best >= upper && upper < high {
                (lower, upper) = (best - 1, (best + ASPIRATION_WIDENING).min(high));
                1
            } else {
                return;
            };
            // A selective pass's bounds need not agree from one window to the next: once it
            // fails on both sides, the whole window ends the back and forth.
            if fail == -last_fail && !request.selectivity.is_full() {
                (lower, upper) = (low, high);
            }
            last_fail = fail;
        }
    }

    /// Solves the root's `moves` in order within `(low, high)`: the first with the whole
    /// window, the others first proved no better (a null window) and solved only if they are.
    /// `on_solved` hears each move's result as it comes. Returns the best margin found.
    fn solve_root_window(
        &mut self,
        position: &Position,
        moves: &[Move],
        request: &Solve,
        low: i32,
        high: i32,
        on_solved: &mut dyn FnMut(&Search, &[RootMove<Move>]),
    ) -> i32 {
        let mut alpha = low - 1;
        for (index, &mv) in moves.iter().enumerate() {
            // The root's later moves are proofs every one, none speculative: the best work to
            // share out, whatever the threads are doing.
            if index > 0 && moves.len() - index > 1 && self.limits.workers.is_some() && !request.exact_root_scores {
                return self.share_out_root(position, &moves[index..], request, (low, high), alpha, on_solved);
            }
            let child = position.play_unchecked(mv);
            let (player, opponent, empties) = (child.player().0, child.opponent().0, child.empty_count());
            let margin = if request.exact_root_scores || index == 0 {
                -self.solve(player, opponent, -high, -low, empties)
            } else {
                let probe = -self.solve(player, opponent, -alpha - 1, -alpha, empties);
                if probe > alpha && probe < high && !self.stopped {
                    -self.solve(player, opponent, -high, -alpha, empties)
                } else {
                    probe
                }
            };
            if self.stopped {
                return alpha;
            }
            let exact = request.exact_root_scores || margin > alpha;
            let root_move = root_move(request, mv, margin, exact, (low, high));
            self.root_moves.push(root_move);
            on_solved(self, &self.root_moves);
            alpha = alpha.max(margin.clamp(low, high));
            if alpha >= high && !request.exact_root_scores {
                // Nothing can beat the top of the window: the rest need no proof.
                break;
            }
        }
        alpha
    }

    /// Solves the root's `moves` (after its first) on all the threads, within `(low, high)`
    /// above `alpha`, each reported through `on_solved` as it comes. Returns the best margin
    /// found, as [`Search::solve_root_window`] does.
    fn share_out_root(
        &mut self,
        position: &Position,
        moves: &[Move],
        request: &Solve,
        (low, high): (i32, i32),
        alpha: i32,
        on_solved: &mut dyn FnMut(&Search, &[RootMove<Move>]),
    ) -> i32 {
        let (player, opponent) = (position.player().0, position.opponent().0);
        // A pass is never among them: it is the only move where it is one.
        let squares = moves.iter().filter_map(|&mv| match mv {
            Move::Place(square) => Some(square.index() as u8),
            Move::Pass => None,
        });
        let moves: ArrayVec<(u8, u64), 64> =
            squares.map(|square| (square, flips(player, opponent, usize::from(square)))).collect();
        let count = moves.len();
        let split = SplitPoint::logged(
            SplitNode { player, opponent, empties: position.empty_count(), moves },
            count,
            alpha,
            high,
        );
        let mut solved = std::mem::take(&mut self.root_moves);
        let mut best = alpha;
        let mut report = |search: &Search| {
            for MoveScore { index, score, exact } in split.take_scores() {
                let square = split.node().moves[index].0;
                let mv = Move::Place(Square::new(square).expect("a square of the root's moves"));
                solved.push(root_move(request, mv, score, exact, (low, high)));
                best = best.max(score.clamp(low, high));
                on_solved(search, &solved);
            }
        };
        self.share_out(&split, &mut report);
        report(self);
        self.root_moves = solved;
        best
    }

    /// The exact final margin for `player` if it is within `(alpha, beta)`, else a bound
    /// on the side of the window it fell.
    fn solve(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32, empties: u32) -> i32 {
        match empties {
            0 => {
                self.nodes += 1;
                final_margin(player, opponent)
            }
            1 => {
                self.nodes += 1;
                last_empty(player, opponent)
            }
            2 => self.solve_two(player, opponent, alpha, beta, !(player | opponent)),
            3 => self.solve_three(player, opponent, alpha, beta, !(player | opponent)),
            e if e <= SHALLOW_EMPTIES => self.solve_shallow(player, opponent, alpha, beta, !(player | opponent), false),
            e if e < TABLE_EMPTIES => self.solve_fastest_first(player, opponent, alpha, beta, e, false),
            _ => self.solve_deep(player, opponent, alpha, beta, empties, false),
        }
    }

    /// Tries the empty squares directly (odd quadrants first) instead of generating moves.
    fn solve_shallow(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        empty: u64,
        passed: bool,
    ) -> i32 {
        self.count_node();
        if self.stopped {
            return 0;
        }
        if let Some(ceiling) = stability_ceiling(player, opponent, alpha)
            && ceiling <= alpha
        {
            return ceiling;
        }
        let odd_quadrants = odd_quadrants(empty);
        let mut best = -INFINITY;
        let mut any_move = false;
        // Only a square touching an opponent disc can flip anything.
        let candidates = empty & neighbours(opponent);
        for mut rest in [candidates & odd_quadrants, candidates & !odd_quadrants] {
            while rest != 0 {
                let square = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let flipped = flips(player, opponent, square);
                if flipped == 0 {
                    continue;
                }
                any_move = true;
                let (next_player, next_opponent) = (opponent ^ flipped, player | flipped | 1 << square);
                let remaining = empty ^ (1 << square);
                let score = if remaining.count_ones() == 3 {
                    -self.solve_three(next_player, next_opponent, -beta, -alpha, remaining)
                } else {
                    -self.solve_shallow(next_player, next_opponent, -beta, -alpha, remaining, false)
                };
                if score > best {
                    best = score;
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if any_move {
            best
        } else if passed {
            -final_margin(opponent, player)
        } else {
            -self.solve_shallow(opponent, player, -beta, -alpha, empty, true)
        }
    }

    /// Three empty squares, `empty`: the one alone in its quadrant (if one is) first, since
    /// whoever plays last in a quadrant tends to keep it.
    fn solve_three(&mut self, player: u64, opponent: u64, mut alpha: i32, beta: i32, empty: u64) -> i32 {
        self.count_node();
        if self.stopped {
            return 0;
        }
        let mut squares = [0usize; 3];
        let mut rest = empty;
        for square in &mut squares {
            *square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
        }
        let quadrant = |square: usize| (square >> 2 & 1) | (square >> 4 & 2);
        let [a, b, c] = squares;
        if quadrant(a) == quadrant(b) {
            squares = [c, a, b];
        } else if quadrant(a) == quadrant(c) {
            squares = [b, a, c];
        }
        let mut best = -INFINITY;
        for square in squares {
            let flipped = flips(player, opponent, square);
            if flipped != 0 {
                let score = -self.solve_two(
                    opponent ^ flipped,
                    player | flipped | 1 << square,
                    -beta,
                    -alpha,
                    empty ^ 1 << square,
                );
                if score > best {
                    best = score;
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if best > -INFINITY {
            return best;
        }
        // The side to move passes: the opponent picks the worst of its moves for the player.
        let mut worst = INFINITY;
        let mut beta = beta;
        for square in squares {
            let flipped = flips(opponent, player, square);
            if flipped != 0 {
                let score = self.solve_two(
                    player ^ flipped,
                    opponent | flipped | 1 << square,
                    alpha,
                    beta,
                    empty ^ 1 << square,
                );
                if score < worst {
                    worst = score;
                    if score < beta {
                        beta = score;
                        if beta <= alpha {
                            return worst;
                        }
                    }
                }
            }
        }
        if worst < INFINITY { worst } else { final_margin(player, opponent) }
    }

    /// Two empty squares, `empty`: each move is followed by the last one, scored by counting.
    fn solve_two(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32, empty: u64) -> i32 {
        self.nodes += 1;
        let first = empty.trailing_zeros() as usize;
        let second = 63 - empty.leading_zeros() as usize;
        let mut best = -INFINITY;
        for (square, last) in [(first, second), (second, first)] {
            let flipped = flips(player, opponent, square);
            if flipped != 0 {
                self.nodes += 1;
                let score = -last_empty_at(opponent ^ flipped, player | flipped | 1 << square, last);
                if score >= beta {
                    return score;
                }
                best = best.max(score);
            }
        }
        if best > -INFINITY {
            return best;
        }
        // The side to move passes: the opponent picks the worst of its moves for the player.
        let mut worst = INFINITY;
        for (square, last) in [(first, second), (second, first)] {
            let flipped = flips(opponent, player, square);
            if flipped != 0 {
                self.nodes += 1;
                let score = last_empty_at(player ^ flipped, opponent | flipped | 1 << square, last);
                if score <= alpha {
                    return score;
                }
                worst = worst.min(score);
            }
        }
        if worst < INFINITY { worst } else { final_margin(player, opponent) }
    }

    /// Sorts a deep node's moves, best first: by a small search on the learned evaluation high in
    /// the tree, where it orders far better than one-ply mobility, else fastest-first with parity.
    fn order_moves(&mut self, player: u64, opponent: u64, empties: u32, alpha: i32, list: &mut [(u8, u64, i32)]) {
        if list.len() < 2 {
            return;
        }
        // Only the moves that may reach alpha need their order right: at a node that fails low
        // every move is searched whatever the order. So each ordering search stops proving once
        // the move is clearly below alpha (ORDERING_MARGIN).
        let ceiling = (-(alpha - ORDERING_MARGIN) * WEIGHT_SCALE).min(INFINITY_EVAL);
        let odd_quadrants = odd_quadrants(!(player | opponent));
        for (square, flipped, key) in list.iter_mut() {
            let (next_player, next_opponent) = (opponent ^ *flipped, player | *flipped | 1 << *square);
            *key = if empties >= SORT_BY_SEARCH_EMPTIES {
                let depth = ordering_depth(empties);
                let anchored = corner_anchored(next_opponent).count_ones() as i32;
                shallow_search(next_player, next_opponent, depth, -INFINITY_EVAL, ceiling)
                    + REPLY_WEIGHT * (replies_key(next_player, next_opponent) - anchored)
            } else {
                let parity_bonus = (odd_quadrants & 1 << *square != 0) as i32;
                deep_order_key(next_player, next_opponent) - parity_bonus
            };
        }
        list.sort_unstable_by_key(|&(_, _, key)| key);
    }

    /// Fastest-first (the move leaving the opponent the fewest replies first, odd quadrants
    /// breaking ties) without the table.
    fn solve_fastest_first(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        empties: u32,
        passed: bool,
    ) -> i32 {
        self.count_node();
        if self.stopped {
            return 0;
        }
        if let Some(ceiling) = stability_ceiling(player, opponent, alpha)
            && ceiling <= alpha
        {
            return ceiling;
        }
        let squares = legal_moves(player, opponent);
        if squares == 0 {
            return if passed {
                -final_margin(opponent, player)
            } else {
                -self.solve_fastest_first(opponent, player, -beta, -alpha, empties, true)
            };
        }
        // There are fewer moves than empty squares.
        let mut list = [(0u8, 0u64, 0i32); TABLE_EMPTIES as usize];
        let mut count = 0;
        let odd_quadrants = odd_quadrants(!(player | opponent));
        let mut rest = squares;
        while rest != 0 {
            let square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let flipped = flips(player, opponent, square);
            let parity_bonus = (odd_quadrants & 1 << square != 0) as i32;
            let key = 2 * replies_key(opponent ^ flipped, player | flipped | 1 << square) - parity_bonus;
            // Insertion sort as the moves come: the lists are short.
            let mut at = count;
            while at > 0 && list[at - 1].2 > key {
                list[at] = list[at - 1];
                at -= 1;
            }
            list[at] = (square as u8, flipped, key);
            count += 1;
        }
        let mut best = -INFINITY;
        for &(square, flipped, _) in &list[..count] {
            let score = -self.solve(opponent ^ flipped, player | flipped | 1 << square, -beta, -alpha, empties - 1);
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    fn solve_deep(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        mut beta: i32,
        empties: u32,
        passed: bool,
    ) -> i32 {
        self.count_node();
        if self.stopped {
            return 0;
        }
        // The slot is fetched while the moves are generated.
        let key = hash_discs(player, opponent);
        self.limits.table.prefetch(key);
        let squares = legal_moves(player, opponent);
        if squares == 0 {
            return if passed {
                -final_margin(opponent, player)
            } else {
                -self.solve_deep(opponent, player, -beta, -alpha, empties, true)
            };
        }

        if let Some(ceiling) = stability_ceiling(player, opponent, alpha) {
            if ceiling <= alpha {
                return ceiling;
            }
            beta = beta.min(ceiling);
        }

        let found = self.limits.table.probe(key, empties);
        let table_square = found.map_or(NO_SQUARE, |found| found.best);
        let entry = found.filter(|found| found.bounds_trusted_at(self.limits.selectivity));
        if let Some(entry) = entry {
            let (lower, upper) = (i32::from(entry.lower), i32::from(entry.upper));
            if lower >= beta {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
            if lower == upper {
                return lower;
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
        }
        if let Some(cut) = self.limits.cut
            && let Some(bound) = probcut(player, opponent, alpha, beta, empties, cut)
        {
            return bound;
        }

        // One slot per square covers any position, reachable or pasted, without allocating;
        // and unlike an array, nothing is written to the slots left unused (zeroing 1.5 KB
        // was a tenth of this function's time).
        let mut list: ArrayVec<(u8, u64, i32), 64> = ArrayVec::new();
        let mut rest = squares;
        while rest != 0 {
            let square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            list.push((square as u8, flips(player, opponent, square), 0));
        }
        let list = list.as_mut_slice();

        let mut keys: ArrayVec<u64, 64> = ArrayVec::new();
        if empties > TABLE_EMPTIES {
            for &(square, flipped, _) in list.iter() {
                let key = hash_discs(opponent ^ flipped, player | flipped | 1 << square);
                self.limits.table.prefetch(key);
                keys.push(key);
            }
        }
        // Cheap ordering keys are worked out while the children's slots arrive.
        let cheap_order = empties < SORT_BY_SEARCH_EMPTIES;
        if cheap_order {
            self.order_moves(player, opponent, empties, alpha, list);
        }
        // Enhanced transposition cutoff: a move whose result the table already bounds at or
        // above beta refutes this node without searching anything.
        if empties >= ETC_EMPTIES {
            for &key in &keys {
                if let Some(child) = self.limits.table.probe(key, empties - 1)
                    && child.bounds_trusted_at(self.limits.selectivity)
                {
                    let at_least = -i32::from(child.upper);
                    if at_least >= beta {
                        return at_least;
                    }
                }
            }
        }

        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_square = NO_SQUARE;
        // The table's move is tried before the others are ordered: it often refutes the node
        // alone, and then the ordering, dear high in the tree, is never paid for.
        let mut searched = 0;
        if let Some(index) = list.iter().position(|&(square, _, _)| square == table_square) {
            list[..=index].rotate_right(1);
            let (square, flipped, _) = list[0];
            best = -self.solve(opponent ^ flipped, player | flipped | 1 << square, -beta, -alpha, empties - 1);
            if self.stopped {
                return 0;
            }
            best_square = square;
            alpha = alpha.max(best);
            searched = 1;
        }
        if alpha < beta {
            let rest = &mut list[searched..];
            if !cheap_order {
                self.order_moves(player, opponent, empties, alpha, rest);
            }
            for (index, &(square, flipped, _)) in rest.iter().enumerate() {
                if index + searched >= SEARCHED_ALONE && self.may_split(empties, rest.len() - index) {
                    let moves = rest[index..].iter().map(|&(square, flipped, _)| (square, flipped)).collect();
                    let node = SplitNode { player, opponent, empties, moves };
                    let (split_best, split_square) = match self.split(node, alpha, beta, best) {
                        Some(found) => found,
                        None => return 0,
                    };
                    if let Some(square) = split_square {
                        (best, best_square) = (split_best, square);
                    }
                    break;
                }
                let (next_player, next_opponent) = (opponent ^ flipped, player | flipped | 1 << square);
                let mut score;
                if index + searched == 0 {
                    score = -self.solve(next_player, next_opponent, -beta, -alpha, empties - 1);
                } else {
                    score = -self.solve(next_player, next_opponent, -alpha - 1, -alpha, empties - 1);
                    if score > alpha && score < beta && !self.stopped {
                        score = -self.solve(next_player, next_opponent, -beta, -alpha, empties - 1);
                    }
                }
                if self.stopped {
                    return 0;
                }
                if score > best {
                    best = score;
                    best_square = square;
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            break;
                        }
                    }
                }
            }
        }

        let (mut lower, mut upper) = entry.map_or((-64, 64), |entry| (entry.lower, entry.upper));
        if best >= beta {
            lower = best as i8;
        } else if best > original_alpha {
            (lower, upper) = (best as i8, best as i8);
        } else {
            upper = best as i8;
        }
        let selectivity = self.limits.selectivity;
        self.limits.table.store(TableEntry {
            key,
            lower,
            upper,
            best: best_square,
            empties: empties as u8,
            selectivity,
        });
        best
    }

    /// Follows the table's best moves from `position` while they are legal.
    fn principal_variation(&self, mut position: Position) -> Vec<Move> {
        let mut line = Vec::new();
        while line.len() < 60 {
            if position.must_pass() {
                line.push(Move::Pass);
                position = position.passed();
                continue;
            }
            let key = hash_discs(position.player().0, position.opponent().0);
            // Any entry's move will do for the line, however sure its bounds.
            let Some(entry) = self.limits.table.probe(key, position.empty_count()) else { break };
            let Some(square) = Square::new(entry.best) else { break };
            if !position.legal_squares().contains(square) {
                break;
            }
            line.push(Move::Place(square));
            position = position.play_unchecked(Move::Place(square));
        }
        while line.last() == Some(&Move::Pass) {
            line.pop();
        }
        line
    }
}

impl SplitSearch<SplitNode> for Search<'_> {
    /// Each move is searched first with a null window at the split point's alpha, and again with
    /// its whole window if it beats it.
    fn search_moves_of(&mut self, split: &Arc<SplitPoint<SplitNode>>, between: &mut dyn FnMut(&Self)) {
        let outer = self.context.replace(Arc::clone(split));
        let (node, beta) = (split.node(), split.beta());
        while let Some((index, alpha)) = split.take() {
            let (square, flipped) = node.moves[index];
            let (next_player, next_opponent) = (node.opponent ^ flipped, node.player | flipped | 1 << square);
            let empties = node.empties - 1;
            let mut score = -self.solve(next_player, next_opponent, -alpha - 1, -alpha, empties);
            let mut exact = false;
            if !self.stopped && score > alpha && score < beta {
                // Others may have raised alpha meanwhile.
                let alpha = split.alpha();
                if alpha >= beta {
                    break;
                }
                score = -self.solve(next_player, next_opponent, -beta, -alpha, empties);
                exact = score > alpha && score < beta;
            }
            if self.stopped {
                break;
            }
            split.record(MoveScore { index, score, exact });
            between(self);
        }
        self.context = outer;
    }

    fn is_stopped(&self) -> bool {
        self.stopped
    }

    fn set_stopped(&mut self, stopped: bool) {
        self.stopped = stopped;
    }

    fn search_is_over(&self) -> bool {
        self.solve_is_over()
    }
}

/// The final margin for `player` with one empty square left, from flip counts alone.
#[inline]
fn last_empty(player: u64, opponent: u64) -> i32 {
    last_empty_at(player, opponent, (!(player | opponent)).trailing_zeros() as usize)
}

/// [`last_empty`] where the empty square is known.
#[inline]
fn last_empty_at(player: u64, opponent: u64, square: usize) -> i32 {
    let discs = player.count_ones() as i32;
    let flipped = count_last_flips(player, square) as i32;
    if flipped > 0 {
        return 2 * (discs + flipped) - 62;
    }
    let flipped = count_last_flips(opponent, square) as i32;
    if flipped > 0 {
        return 2 * (discs - flipped) - 64;
    }
    // Nobody can play: the empty square goes to whoever leads.
    if 2 * discs > 63 { 2 * discs - 62 } else { 2 * discs - 64 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random::{SplitMix64, random_move};
    use crate::games::reversi::rules::Side;

    /// Plain negamax over every legal move to the end: the reference the fast paths must match.
    fn minimax(player: u64, opponent: u64) -> i32 {
        let mut moves = legal_moves(player, opponent);
        if moves == 0 {
            if legal_moves(opponent, player) == 0 {
                return final_margin(player, opponent);
            }
            return -minimax(opponent, player);
        }
        let mut best = -INFINITY;
        while moves != 0 {
            let square = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let flipped = flips(player, opponent, square);
            best = best.max(-minimax(opponent ^ flipped, player | flipped | 1 << square));
        }
        best
    }

    /// Random positions with `empties` empty squares: random games played to that point, so the
    /// discs sit where real games put them (passes and wipeouts included).
    fn random_positions(random: &mut SplitMix64, empties: u32, count: usize) -> Vec<(u64, u64)> {
        let mut found = Vec::new();
        while found.len() < count {
            let mut position = Position::initial();
            while position.empty_count() > empties {
                let Some(mv) = random_move(&position, random) else { break };
                position = position.play_unchecked(mv);
            }
            if position.empty_count() == empties {
                found.push((position.player().0, position.opponent().0));
            }
        }
        found
    }

    /// Fail-soft alpha-beta: the exact value inside the window, else a bound on the right side
    /// that is no further from the truth than the window's edge.
    fn assert_within_window(found: i32, truth: i32, alpha: i32, beta: i32, what: &str) {
        if truth <= alpha {
            assert!(found <= alpha && found >= truth, "{what}: {found} for {truth} failing low in ({alpha}, {beta})");
        } else if truth >= beta {
            assert!(found >= beta && found <= truth, "{what}: {found} for {truth} failing high in ({alpha}, {beta})");
        } else {
            assert_eq!(found, truth, "{what}: inside ({alpha}, {beta})");
        }
    }

    fn solve_at(solver: &mut EndgameSolver, position: &Position, percent: u8) -> SearchInfo<Move> {
        let selectivity = Selectivity::from_percent(percent).expect("a level");
        solver.solve(position, &Solve::exact().selectivity(selectivity), &AtomicBool::new(false), &mut |_| {})
    }

    fn margin(info: &SearchInfo<Move>) -> i32 {
        margin_of(info.score)
    }

    fn positions_of(seed: u64, empties: std::ops::RangeInclusive<u32>, each: usize) -> Vec<Position> {
        let mut random = SplitMix64::new(seed);
        empties
            .flat_map(|empties| random_positions(&mut random, empties, each))
            .filter_map(|(player, opponent)| Position::from_sides(Bitboard(player), Bitboard(opponent), Side::Black))
            .filter(|position| !position.is_game_over())
            .collect()
    }

    #[test]
    fn a_selective_solve_is_near_the_exact_margin_on_fewer_nodes() {
        let positions = positions_of(44, 14..=18, 6);
        let mut totals = [0u64; 2];
        let (mut near, mut same_move) = (0, 0);
        for position in &positions {
            let exact = solve_at(&mut EndgameSolver::new(16), position, 100);
            let selective = solve_at(&mut EndgameSolver::new(16), position, 87);
            assert!(exact.solved && !selective.solved, "{position}");
            assert_eq!(selective.selectivity.percent(), 87);
            assert!(selective.finished && selective.best_move.is_some_and(|mv| position.is_legal(mv)));
            // An estimate is a disc difference all the same: even (or 0 with one empty left).
            assert!(margin(&selective).abs() <= 64, "{position}");
            near += usize::from((margin(&selective) - margin(&exact)).abs() <= 4);
            same_move += usize::from(selective.best_move == exact.best_move);
            totals[0] += exact.nodes;
            totals[1] += selective.nodes;
        }
        let count = positions.len();
        assert!(near * 10 >= count * 8, "within 4 discs in {near} of {count}");
        assert!(same_move * 10 >= count * 6, "the same move in {same_move} of {count}");
        let [exact, selective] = totals;
        assert!(selective * 10 < exact * 8, "87 %: {selective} nodes against {exact} exact");
    }

    #[test]
    fn an_exact_solve_after_a_selective_one_proves_the_same_margin_on_fewer_nodes() {
        let never = AtomicBool::new(false);
        let (mut fresh_nodes, mut after_nodes) = (0, 0);
        for position in positions_of(45, 16..=18, 4) {
            let mut solver = EndgameSolver::new(16);
            let selective = solve_at(&mut solver, &position, 87);
            // The same first move and first window, with and without the selective pass's table.
            let request = Solve::exact().after(&selective);
            let fresh = EndgameSolver::new(16).solve(&position, &request, &never, &mut |_| {});
            let after = solver.solve(&position, &request, &never, &mut |_| {});
            let plain = solve_at(&mut EndgameSolver::new(16), &position, 100);
            assert_eq!((after.score, after.solved), (plain.score, true), "{position}");
            assert_eq!(fresh.score, plain.score, "{position}");
            fresh_nodes += fresh.nodes;
            after_nodes += after.nodes;
            // And the selective pass may read the exact one's proofs: at most as many nodes.
            let again = solve_at(&mut solver, &position, 73);
            let alone = solve_at(&mut EndgameSolver::new(16), &position, 73);
            assert!(again.nodes <= alone.nodes, "{position}: {} after the proof, {} alone", again.nodes, alone.nodes);
        }
        // The selective pass's moves, left in the table, are the exact pass's first tries.
        assert!(after_nodes < fresh_nodes, "{after_nodes} nodes after the 87 % pass, {fresh_nodes} with a fresh table");
    }

    #[test]
    fn a_wrong_guess_costs_time_never_the_margin() {
        let never = AtomicBool::new(false);
        for position in positions_of(46, 14..=16, 3) {
            let plain = solve_at(&mut EndgameSolver::new(16), &position, 100);
            for guess in [-64, -7, 0, 9, 64] {
                let request = Solve { guess: Some(guess), ..Solve::exact() };
                let guessed = EndgameSolver::new(16).solve(&position, &request, &never, &mut |_| {});
                assert_eq!((guessed.score, guessed.best_move.is_some()), (plain.score, true), "{position}, {guess}");
            }
        }
    }

    #[test]
    fn a_solve_on_several_threads_proves_what_one_thread_proves() {
        let never = AtomicBool::new(false);
        let solve =
            |position: &Position, request: Solve| EndgameSolver::new(18).solve(position, &request, &never, &mut |_| {});
        for position in positions_of(47, 15..=19, 2) {
            let alone = solve(&position, Solve::exact());
            for threads in [2, 4] {
                let shared = solve(&position, Solve::exact().threads(threads));
                assert_eq!((shared.score, shared.solved), (alone.score, true), "{position} on {threads} threads");
                // Its move may be another of equal margin, but it must reach that margin.
                let best = shared.best_move.expect("a move");
                let after = solve(&position.play_unchecked(best), Solve::exact());
                assert_eq!(-margin(&after), margin(&shared), "{position}: {best} on {threads} threads");
                let mut reported: Vec<String> = shared.root_moves.iter().map(|root| root.mv.to_string()).collect();
                reported.sort();
                reported.dedup();
                assert_eq!(reported.len(), shared.root_moves.len(), "{position}: a root move reported twice");
                assert_eq!(shared.root_moves[0].score, shared.score, "{position}: the best root move first");
            }
            let wld = |threads| margin(&solve(&position, Solve::win_loss_draw().threads(threads)));
            assert_eq!(wld(3), wld(1), "{position}: win, loss or draw");
        }
    }

    #[test]
    fn every_root_move_scored_on_several_threads_is_scored_as_on_one() {
        let never = AtomicBool::new(false);
        for position in positions_of(48, 15..=17, 2) {
            let scores = |threads| {
                let request = Solve::exact().exact_root_scores(true).threads(threads);
                let info = EndgameSolver::new(18).solve(&position, &request, &never, &mut |_| {});
                let mut scores: Vec<(Move, Score, bool)> =
                    info.root_moves.iter().map(|root| (root.mv, root.score, root.exact)).collect();
                scores.sort_by_key(|&(mv, _, _)| mv.to_string());
                scores
            };
            let alone = scores(1);
            assert!(alone.iter().all(|&(_, _, exact)| exact), "{position}");
            assert_eq!(scores(3), alone, "{position}");
        }
    }

    #[test]
    fn a_cancelled_solve_on_several_threads_stops_unfinished() {
        let position = positions_of(49, 24..=24, 1).remove(0);
        let cancelled = AtomicBool::new(true);
        let info = EndgameSolver::new(16).solve(&position, &Solve::exact().threads(3), &cancelled, &mut |_| {});
        assert!(!info.finished && !info.solved);
        let past = Solve::exact().threads(2).deadline(Some(Instant::now()));
        let info = EndgameSolver::new(16).solve(&position, &past, &AtomicBool::new(false), &mut |_| {});
        assert!(!info.finished && !info.solved);
    }

    #[test]
    fn a_selective_entry_bounds_only_a_pass_no_surer() {
        let table = SolverTable::new(8);
        let entry = TableEntry { key: 0x1234_5678, lower: -6, upper: 10, best: 19, empties: 14, selectivity: 87 };
        table.store(entry);
        let found = table.probe(entry.key, 14).expect("stored");
        assert_eq!(found, entry);
        assert_eq!(table.probe(entry.key, 13), None, "another number of empties is another position");
        let trusted: Vec<bool> = [73, 87, 95, 100].map(|percent| found.bounds_trusted_at(percent)).to_vec();
        assert_eq!(trusted, [true, true, false, false]);
        let proven = TableEntry { selectivity: 100, ..entry };
        table.store(proven);
        assert_eq!(table.probe(entry.key, 14), Some(proven));
        assert!(proven.bounds_trusted_at(100));
    }

    #[test]
    fn an_earlier_generation_is_kept_and_read_but_replaced_before_the_current_one() {
        let mut table = SolverTable::new(8);
        // Three positions whose keys share a slot pair, at decreasing depths.
        let entry = |key: u64, empties: u8| TableEntry { key, lower: 0, upper: 4, best: 7, empties, selectivity: 100 };
        let (deep, deeper, shallow) = (entry(0x100, 18), entry(0x201, 20), entry(0x300, 10));
        table.store(deep);
        table.store(deeper);
        // One generation: the shallower of the pair goes, the deep entries stay.
        table.store(shallow);
        assert_eq!([table.probe(0x100, 18), table.probe(0x201, 20)], [None, Some(deeper)]);
        assert_eq!(table.probe(0x300, 10), Some(shallow));
        table.age();
        // The last move's entries still answer.
        assert_eq!(table.probe(0x201, 20), Some(deeper));
        // A new entry replaces an old one even when it is shallower, whichever slot it is in.
        let newer = entry(0x401, 6);
        table.store(newer);
        assert_eq!(table.probe(0x401, 6), Some(newer));
        // Now one slot holds the current generation: the other, older, goes first, however deep.
        let newest = entry(0x500, 4);
        table.store(newest);
        assert_eq!([table.probe(0x401, 6), table.probe(0x500, 4)], [Some(newer), Some(newest)]);
        assert_eq!(table.probe(0x201, 20), None);
    }

    #[test]
    fn odd_quadrants_hold_an_odd_number_of_empty_squares() {
        let mut random = SplitMix64::new(7);
        for _ in 0..10_000 {
            let empty = random.next_u64() & random.next_u64();
            let expected = QUADRANTS
                .iter()
                .filter(|&&quadrant| (empty & quadrant).count_ones() % 2 == 1)
                .fold(0, |union, quadrant| union | quadrant);
            assert_eq!(odd_quadrants(empty), expected, "{empty:x}");
        }
    }

    #[test]
    fn the_small_empties_solvers_agree_with_minimax_in_any_window() {
        let mut random = SplitMix64::new(2024);
        let table = SolverTable::new(8);
        let (cancel, helper_nodes) = (AtomicBool::new(false), AtomicU64::new(0));
        let limits = Limits {
            table: &table,
            cancel: &cancel,
            workers: None,
            helper_nodes: &helper_nodes,
            deadline: None,
            selectivity: Selectivity::FULL.percent(),
            cut: None,
        };
        let mut search = Search::new(limits, false);
        for empties in 1..=TABLE_EMPTIES {
            for (player, opponent) in random_positions(&mut random, empties, 300) {
                let truth = minimax(player, opponent);
                for _ in 0..4 {
                    let alpha = random.below(129) as i32 - 65;
                    let beta = (alpha + 1 + random.below(20) as i32).min(65);
                    let found = search.solve(player, opponent, alpha, beta, empties);
                    assert_within_window(
                        found,
                        truth,
                        alpha,
                        beta,
                        &format!("{empties} empties {player:x} {opponent:x}"),
                    );
                }
            }
        }
    }
}
