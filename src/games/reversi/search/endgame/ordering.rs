//! The solver's move ordering: parity (odd quadrants first) and fastest-first (fewest replies
//! left to the opponent, corners counted twice) near the end, and high in the tree a shallow
//! search on the learned evaluation, the same search ProbCut predicts with.

use crate::games::reversi::eval::patterns::{self, WEIGHT_SCALE};
use crate::games::reversi::rules::{Bitboard, corner_anchored, final_margin, flips, legal_moves, potential_mobility};

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
pub(super) fn odd_quadrants(empty: u64) -> u64 {
    let mut folded = empty ^ empty >> 8;
    folded ^= folded >> 16;
    folded ^= folded >> 1;
    folded ^= folded >> 2;
    (folded & 0x0000_0011_0000_0011).wrapping_mul(QUADRANTS[0])
}

/// Fastest-first key of the position after a move (lower is tried first): the replies left to
/// the opponent, corners counting twice.
#[inline]
pub(super) fn replies_key(player: u64, opponent: u64) -> i32 {
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
pub(super) const SORT_BY_SEARCH_EMPTIES: u32 = 14;

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

pub(super) const INFINITY_EVAL: i32 = 1 << 20;

/// How far below alpha, in discs, a move's ordering search still tells one move from another:
/// FFO #40–#49 took 491 M nodes at 8, 499 M at 4 and 485 M at 16, neither of those faster.
const ORDERING_MARGIN: i32 = 8;

/// Negamax alpha-beta on the learned evaluation for the side to move, in 1/[`WEIGHT_SCALE`]
/// disc. Called on the position after a candidate move, it scores the move from the opponent's
/// side: sorting ascending tries the moves that leave the opponent worst off first. ProbCut's
/// shallow searches are the same search.
pub(super) fn shallow_search(player: u64, opponent: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
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

/// Sorts a deep node's moves, best first: by a small search on the learned evaluation high in
/// the tree, where it orders far better than one-ply mobility, else fastest-first with parity.
pub(super) fn order_moves(player: u64, opponent: u64, empties: u32, alpha: i32, list: &mut [(u8, u64, i32)]) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random::SplitMix64;

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
}
