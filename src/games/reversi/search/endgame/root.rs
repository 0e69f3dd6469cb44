//! The root of a solve: its moves ordered by a shallow search, solved in turn within a narrow
//! window around a guessed margin that widens where it fails, its later moves shared out with
//! the other threads, and the principal variation read back from the table.

use arrayvec::ArrayVec;

use super::ordering::{INFINITY_EVAL, shallow_search};
use super::request::{Goal, Solve};
use super::search::{MAX_MARGIN, Search, SplitNode};
use crate::engine::RootMove;
use crate::engine::split::{MoveScore, SplitPoint};
use crate::games::reversi::eval::patterns::WEIGHT_SCALE;
use crate::games::reversi::rules::{Move, Position, Square, flips, hash_discs, legal_moves};

/// The root's first window reaches this far either side of the guessed margin.
const ASPIRATION: i32 = 1;

/// A failed window is widened this far beyond the bound it proved.
const ASPIRATION_WIDENING: i32 = 2;

/// The root has few moves and the most to gain from trying the best first.
const ROOT_ORDERING_DEPTH: u32 = 5;

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
pub(super) fn root_moves(position: &Position) -> (Vec<Move>, Option<i32>) {
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

impl Search<'_> {
    /// Solves the root's `moves` within the request's window, first within a narrow window around
    /// `guess` (the last pass's margin, or the shallow search's estimate), widened towards the
    /// side it fails on: a narrow window lets the first move's proof cut off where the whole
    /// window could not.
    pub(super) fn solve_root(
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

    /// Follows the table's best moves from `position` while they are legal.
    pub(super) fn principal_variation(&self, mut position: Position) -> Vec<Move> {
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
