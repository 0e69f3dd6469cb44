//! The solve of a node: near the end handed to the last empties' solvers, with a few more
//! empties fastest-first without the table, and from [`TABLE_EMPTIES`] up with the table,
//! enhanced transposition cutoffs, ProbCut, moves ordered by shallow searches and later moves
//! shared out with the other threads.

use arrayvec::ArrayVec;

use std::sync::Arc;

use super::last_empties::{SHALLOW_EMPTIES, last_empty};
use super::ordering::{SORT_BY_SEARCH_EMPTIES, odd_quadrants, order_moves, replies_key};
use super::probcut::probcut;
use super::search::{INFINITY, Search, SplitNode, stability_ceiling};
use super::table::{NO_SQUARE, TableEntry};
use crate::engine::split::{self, MoveScore, SplitPoint, SplitSearch};
use crate::games::reversi::rules::{final_margin, flips, hash_discs, legal_moves};

/// From this many empties up the solver keeps its table; below, a probe (a trip to memory) costs
/// more than the transpositions it finds save.
const TABLE_EMPTIES: u32 = 8;

/// From this many empties up, the table is asked about every child before any is searched: lower,
/// the memory waits cost more than the cutoffs save.
const ETC_EMPTIES: u32 = 11;

/// From this many empties up, a node's later moves are shared out with idle threads: lower, the
/// subtrees are too small to repay the hand-over (10 and 14 were slower on FFO #40–#49).
const SPLIT_EMPTIES: u32 = 12;

/// A node's first moves searched by its thread alone before the rest are shared out: where the
/// first fails to cut, the second often does, and the others' work on the later moves would be
/// thrown away. FFO #40–#49 on two threads took 509 M nodes and 17 s after two, 571 M and 21 s
/// after one (one thread: 491 M nodes, 33 s); after three, 498 M nodes but no faster.
const SEARCHED_ALONE: usize = 2;

impl Search<'_> {
    /// The exact final margin for `player` if it is within `(alpha, beta)`, else a bound
    /// on the side of the window it fell.
    pub(super) fn solve(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32, empties: u32) -> i32 {
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
            order_moves(player, opponent, empties, alpha, list);
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
                order_moves(player, opponent, empties, alpha, rest);
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
    pub(super) fn share_out(&mut self, split: &Arc<SplitPoint<SplitNode>>, between: &mut dyn FnMut(&Self)) -> bool {
        let workers = self.limits.workers.expect("only a parallel solve splits");
        split::share_out(self, workers, split, between)
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

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, AtomicU64};

    use super::super::search::Limits;
    use super::super::table::SolverTable;
    use super::super::test_positions::random_positions;
    use super::*;
    use crate::engine::Selectivity;
    use crate::games::random::SplitMix64;

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
