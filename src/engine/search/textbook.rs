//! The textbook searches, plain minimax and plain alpha-beta: the children in the strategy's
//! [`MoveOrder`], no table, no memory of earlier cutoffs.

use std::mem;

use super::worker::Worker;
use crate::engine::game::{Evaluator, Game, INFINITY, Score, shorten_proven};
use crate::engine::ordering::{MoveOrder, sort_by_keys};
use crate::engine::search_tree::Observer;

impl<G: Game, O: Observer<G::Move>> Worker<'_, G, O> {
    /// The textbook searches: moves in the strategy's [`MoveOrder`], no memory. With `prune` it
    /// is alpha-beta; without, plain minimax, which gives every child an open window and so never
    /// cuts anything off.
    #[expect(
        clippy::too_many_arguments,
        reason = "the recursion's state travels in registers: a struct for the window and depth would be built at every node"
    )]
    pub(super) fn textbook<E: Evaluator<G>>(
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
    pub(super) fn order_textbook_moves<E: Evaluator<G>>(
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
}
