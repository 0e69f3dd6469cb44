//! The last few empties, where the solver drops its table and its move lists: the empty squares
//! tried straight, odd quadrants first, three and two empties by hand, and the last empty square
//! scored by counting its flips without playing it.

use super::ordering::odd_quadrants;
use super::search::{INFINITY, Search, stability_ceiling};
use crate::games::reversi::rules::{count_last_flips, final_margin, flips, neighbours};

/// At or below this many empties the solver stops sorting by mobility: the subtrees are too
/// small to repay it.
pub(super) const SHALLOW_EMPTIES: u32 = 6;

impl Search<'_> {
    /// Tries the empty squares directly (odd quadrants first) instead of generating moves.
    pub(super) fn solve_shallow(
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
    pub(super) fn solve_three(&mut self, player: u64, opponent: u64, mut alpha: i32, beta: i32, empty: u64) -> i32 {
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
    pub(super) fn solve_two(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32, empty: u64) -> i32 {
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
}

/// The final margin for `player` with one empty square left, from flip counts alone.
#[inline]
pub(super) fn last_empty(player: u64, opponent: u64) -> i32 {
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
