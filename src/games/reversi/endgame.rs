//! The exact endgame solver: finds the final disc difference under perfect play.
//!
//! Far from the end it orders moves fastest-first (fewest opponent replies, corners counted
//! twice), remembers bounds in its own table and cuts with stable discs; in the last few empties
//! it drops all of that for parity ordering straight over the empty squares, and the last empty
//! square is scored by counting flips without playing it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::bitboard::Square;
use super::moves::{flips, legal_moves};
use super::position::{Move, Position, final_margin, hash_discs, margin_score};
use super::stability::stable_discs;
use crate::engine::{RootMove, SearchInfo};

/// At or below this many empties the solver stops sorting by mobility and probing its table:
/// the subtrees are too small to repay it.
const SHALLOW_EMPTIES: u32 = 6;

/// Beyond any disc difference.
const INFINITY: i32 = 65;

/// The largest disc difference. Windows are bounded by it, not by [`INFINITY`], so that a
/// wipeout fails high at once instead of being searched for a larger score that cannot exist.
const MAX_MARGIN: i32 = 64;

const CORNERS: u64 = 0x8100_0000_0000_0081;

/// The four 4×4 quadrants. An odd number of empties in a quadrant means whoever moves there
/// last is likely to keep it, so moves in odd quadrants are tried first.
const QUADRANTS: [u64; 4] =
    [0x0000_0000_0F0F_0F0F, 0x0000_0000_F0F0_F0F0, 0x0F0F_0F0F_0000_0000, 0xF0F0_F0F0_0000_0000];

/// The union of the quadrants holding an odd number of `empty` squares.
#[inline]
fn odd_quadrants(empty: u64) -> u64 {
    QUADRANTS.iter().filter(|&&quadrant| (empty & quadrant).count_ones() & 1 == 1).fold(0, |acc, q| acc | q)
}

/// The squares next to any of `discs`.
#[inline]
fn neighbours(discs: u64) -> u64 {
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    let sideways = (discs << 1 & NOT_A) | (discs >> 1 & NOT_H);
    let row = discs | sideways;
    sideways | row << 8 | row >> 8
}

#[derive(Clone, Copy, Default)]
struct TableEntry {
    key: u64,
    lower: i8,
    upper: i8,
    best: u8,
    empties: u8,
}

const NO_SQUARE: u8 = 64;

/// Holds the solver's memory between solves.
pub struct EndgameSolver {
    table: Vec<TableEntry>,
    mask: usize,
}

impl Default for EndgameSolver {
    fn default() -> Self {
        Self::new(20)
    }
}

/// Nodes between two looks at the cancel flag and the clock.
const POLL_INTERVAL: u64 = 1 << 12;
const REPORT_INTERVAL: Duration = Duration::from_millis(50);

impl EndgameSolver {
    /// A solver whose table has `2^table_bits` entries.
    pub fn new(table_bits: u32) -> Self {
        let size = 1usize << table_bits.clamp(8, 28);
        Self { table: vec![TableEntry::default(); size], mask: size - 1 }
    }

    /// Solves `position` exactly. The score of the result is a proven score whose margin is the
    /// final disc difference for the side to move ([`crate::engine::proven_margin`]).
    /// With `exact_root_scores`, every root move gets its exact result, not only the best.
    /// Gives up (with `finished == false`) when `cancel` is set or at `deadline`.
    pub fn solve(
        &mut self,
        position: &Position,
        exact_root_scores: bool,
        deadline: Option<Instant>,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Move>),
    ) -> SearchInfo<Move> {
        let mut search = Search { table: &mut self.table, mask: self.mask, nodes: 0, cancel, deadline, stopped: false };
        let started = Instant::now();
        let mut last_report = started;
        let (player, opponent) = (position.player().0, position.opponent().0);
        let empties = position.empty_count();

        let mut moves: Vec<(Move, i32)> = Vec::new();
        let squares = legal_moves(player, opponent);
        if squares == 0 {
            if !position.is_game_over() {
                moves.push((Move::Pass, 0));
            }
        } else {
            let mut rest = squares;
            while rest != 0 {
                let square = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let flipped = flips(player, opponent, square);
                let (next_player, next_opponent) = (opponent ^ flipped, player | flipped | 1 << square);
                let key =
                    ordering_search(next_player, next_opponent, ROOT_ORDERING_DEPTH, -INFINITY_EVAL, INFINITY_EVAL);
                moves.push((Move::Place(Square::new(square as u8).expect("bit index < 64")), key));
            }
            moves.sort_by_key(|&(_, key)| key);
        }

        let mut info = SearchInfo {
            depth: empties,
            nodes: 0,
            elapsed: Duration::ZERO,
            score: if squares == 0 && position.is_game_over() { margin_score(position.final_margin()) } else { 0 },
            best_move: moves.first().map(|&(mv, _)| mv),
            pv: Vec::new(),
            root_moves: Vec::new(),
            finished: false,
        };
        if moves.is_empty() {
            info.finished = true;
            return info;
        }

        let mut alpha = -INFINITY;
        let mut root_moves = Vec::with_capacity(moves.len());
        let mut best_margin = -INFINITY;
        for (index, &(mv, _)) in moves.iter().enumerate() {
            let child = position.play_unchecked(mv);
            let (child_player, child_opponent) = (child.player().0, child.opponent().0);
            let child_empties = child.empty_count();
            let margin = if exact_root_scores || index == 0 {
                -search.solve(child_player, child_opponent, -MAX_MARGIN, MAX_MARGIN, child_empties)
            } else {
                let probe = -search.solve(child_player, child_opponent, -alpha - 1, -alpha, child_empties);
                if probe > alpha && !search.stopped {
                    -search.solve(child_player, child_opponent, -MAX_MARGIN, -alpha, child_empties)
                } else {
                    probe
                }
            };
            if search.stopped {
                break;
            }
            let exact = exact_root_scores || margin > alpha;
            root_moves.push(RootMove { mv, score: margin_score(margin), exact });
            if margin > best_margin {
                best_margin = margin;
                info.best_move = Some(mv);
                info.score = margin_score(margin);
            }
            alpha = alpha.max(margin);
            if last_report.elapsed() >= REPORT_INTERVAL {
                last_report = Instant::now();
                info.nodes = search.nodes;
                info.elapsed = started.elapsed();
                on_progress(&info);
            }
        }
        info.finished = !search.stopped;
        if !info.finished {
            info.depth = 0;
        }
        root_moves.sort_by(|a, b| b.score.cmp(&a.score).then(b.exact.cmp(&a.exact)));
        info.root_moves = root_moves;
        info.nodes = search.nodes;
        info.elapsed = started.elapsed();
        if let Some(best) = info.best_move {
            info.pv = search.principal_variation(position.play_unchecked(best));
            info.pv.insert(0, best);
        }
        on_progress(&info);
        info
    }
}

/// Fastest-first key of the position after a move (lower is tried first): the replies left to
/// the opponent, corners counting twice.
#[inline]
fn replies_key(player: u64, opponent: u64) -> i32 {
    let replies = legal_moves(player, opponent);
    (replies.count_ones() + (replies & CORNERS).count_ones()) as i32
}

/// Ordering key of a deep node's move (lower first): fastest-first replies, then how many
/// empty squares the opponent could soon reach (its potential mobility).
#[inline]
fn deep_order_key(next_player: u64, next_opponent: u64) -> i32 {
    let empty = !(next_player | next_opponent);
    let potential = (neighbours(next_opponent) & empty).count_ones() as i32;
    replies_key(next_player, next_opponent) * 16 + potential
}

/// From this many empties up, moves are ordered by a shallow heuristic search.
const SORT_BY_SEARCH_EMPTIES: u32 = 14;
const ORDERING_DEPTH: u32 = 3;
/// From this many empties up, the table is asked about every child before any is searched.
const ETC_EMPTIES: u32 = 9;
/// The root has few moves and the most to gain from trying the best first.
const ROOT_ORDERING_DEPTH: u32 = 5;
const INFINITY_EVAL: i32 = 1 << 20;

/// A cheap heuristic for ordering: mobility (corners twice) and corners held, for the side to move.
fn ordering_eval(player: u64, opponent: u64) -> i32 {
    let mine = legal_moves(player, opponent);
    let theirs = legal_moves(opponent, player);
    let mobility = (mine.count_ones() + (mine & CORNERS).count_ones()) as i32
        - (theirs.count_ones() + (theirs & CORNERS).count_ones()) as i32;
    let corners = (player & CORNERS).count_ones() as i32 - (opponent & CORNERS).count_ones() as i32;
    let empty = !(player | opponent);
    let potential =
        (neighbours(player) & empty).count_ones() as i32 - (neighbours(opponent) & empty).count_ones() as i32;
    8 * mobility + 24 * corners - potential
}

/// Negamax alpha-beta on [`ordering_eval`] for the side to move. Called on the position after
/// a candidate move, it scores the move from the opponent's side: sorting ascending tries the
/// moves that leave the opponent worst off first.
fn ordering_search(player: u64, opponent: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    if depth == 0 {
        return ordering_eval(player, opponent);
    }
    let mut moves = legal_moves(player, opponent);
    if moves == 0 {
        if legal_moves(opponent, player) == 0 {
            return final_margin(player, opponent) * 1000;
        }
        return -ordering_search(opponent, player, depth - 1, -beta, -alpha);
    }
    let mut best = -INFINITY_EVAL;
    while moves != 0 {
        let square = moves.trailing_zeros() as usize;
        moves &= moves - 1;
        let flipped = flips(player, opponent, square);
        let score = -ordering_search(opponent ^ flipped, player | flipped | 1 << square, depth - 1, -beta, -alpha);
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

struct Search<'a> {
    table: &'a mut [TableEntry],
    mask: usize,
    nodes: u64,
    cancel: &'a AtomicBool,
    deadline: Option<Instant>,
    stopped: bool,
}

impl Search<'_> {
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
            let out_of_time = self.deadline.is_some_and(|deadline| Instant::now() >= deadline);
            if out_of_time || self.cancel.load(Ordering::Relaxed) {
                self.stopped = true;
            }
        }
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
            e if e <= SHALLOW_EMPTIES => self.solve_shallow(player, opponent, alpha, beta, !(player | opponent), false),
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
                let score = if remaining & (remaining - 1) == 0 {
                    self.nodes += 1;
                    -last_empty(next_player, next_opponent)
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
        let squares = legal_moves(player, opponent);
        if squares == 0 {
            return if passed {
                -final_margin(opponent, player)
            } else {
                -self.solve_deep(opponent, player, -beta, -alpha, empties, true)
            };
        }

        // The opponent's stable discs cap what the side to move can reach.
        if alpha >= 64 - 2 * opponent.count_ones() as i32 {
            let ceiling = 64 - 2 * stable_discs(opponent, player).count_ones() as i32;
            if ceiling <= alpha {
                return ceiling;
            }
            beta = beta.min(ceiling);
        }

        let key = hash_discs(player, opponent);
        let entry = self.probe(key, empties);
        let mut table_square = NO_SQUARE;
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
            table_square = entry.best;
        }

        // One slot per square covers any position, reachable or pasted, without allocating.
        let mut list = [(0u8, 0u64, 0i32); 64];
        let mut count = 0;
        let odd_quadrants = odd_quadrants(!(player | opponent));
        let mut rest = squares;
        while rest != 0 {
            let square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let flipped = flips(player, opponent, square);
            let key = if square as u8 == table_square {
                i32::MIN
            } else {
                let parity_bonus = (odd_quadrants & 1 << square != 0) as i32;
                deep_order_key(opponent ^ flipped, player | flipped | 1 << square) - parity_bonus
            };
            let key = if empties >= SORT_BY_SEARCH_EMPTIES && key != i32::MIN {
                // High in the tree a small search orders far better than one-ply mobility.
                let (next_player, next_opponent) = (opponent ^ flipped, player | flipped | 1 << square);
                ordering_search(next_player, next_opponent, ORDERING_DEPTH, -INFINITY_EVAL, INFINITY_EVAL)
            } else {
                key
            };
            list[count] = (square as u8, flipped, key);
            count += 1;
        }
        let list = &mut list[..count];

        // Enhanced transposition cutoff: a move whose result the table already bounds at or
        // above beta refutes this node without searching anything.
        if empties >= ETC_EMPTIES {
            for &(square, flipped, _) in list.iter() {
                let (next_player, next_opponent) = (opponent ^ flipped, player | flipped | 1 << square);
                if let Some(child) = self.probe(hash_discs(next_player, next_opponent), empties - 1) {
                    let at_least = -i32::from(child.upper);
                    if at_least >= beta {
                        return at_least;
                    }
                }
            }
        }
        list.sort_unstable_by_key(|&(_, _, key)| key);

        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_square = NO_SQUARE;
        for (index, &(square, flipped, _)) in list.iter().enumerate() {
            let (next_player, next_opponent) = (opponent ^ flipped, player | flipped | 1 << square);
            let mut score;
            if index == 0 {
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

        let (mut lower, mut upper) = entry.map_or((-64, 64), |entry| (entry.lower, entry.upper));
        if best >= beta {
            lower = best as i8;
        } else if best > original_alpha {
            (lower, upper) = (best as i8, best as i8);
        } else {
            upper = best as i8;
        }
        self.store(TableEntry { key, lower, upper, best: best_square, empties: empties as u8 });
        best
    }

    /// Each position may sit in either slot of a pair.
    fn probe(&self, key: u64, empties: u32) -> Option<TableEntry> {
        let slot = key as usize & self.mask;
        [slot, slot ^ 1]
            .into_iter()
            .map(|slot| self.table[slot])
            .find(|entry| entry.key == key && u32::from(entry.empties) == empties)
    }

    /// Replaces the same position if present, else the shallower of the pair: deep entries
    /// save the most work.
    fn store(&mut self, entry: TableEntry) {
        let slot = entry.key as usize & self.mask;
        let (first, second) = (self.table[slot], self.table[slot ^ 1]);
        let target = if first.key == entry.key || (second.key != entry.key && first.empties <= second.empties) {
            slot
        } else {
            slot ^ 1
        };
        self.table[target] = entry;
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
            let Some(entry) = self.probe(key, position.empty_count()) else { break };
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

/// The final margin for `player` with one empty square left, from flip counts alone.
#[inline]
fn last_empty(player: u64, opponent: u64) -> i32 {
    let empty = !(player | opponent);
    let square = empty.trailing_zeros() as usize;
    let discs = player.count_ones() as i32;
    let flipped = flips(player, opponent, square).count_ones() as i32;
    if flipped > 0 {
        return 2 * (discs + flipped) - 62;
    }
    let flipped = flips(opponent, player, square).count_ones() as i32;
    if flipped > 0 {
        return 2 * (discs - flipped) - 64;
    }
    // Nobody can play: the empty square goes to whoever leads.
    if 2 * discs > 63 { 2 * discs - 62 } else { 2 * discs - 64 }
}
