//! Stable discs: discs that no sequence of moves can ever flip.

use super::bitboard::{Bitboard, DIAGONALS};

const COLUMN_A: u64 = Bitboard::COLUMN_A.0;
const COLUMN_H: u64 = Bitboard::COLUMN_H.0;
const ROW_1: u64 = Bitboard::ROW_1.0;
const ROW_8: u64 = Bitboard::ROW_8.0;

/// Squares whose line in each direction is completely filled, as
/// (horizontal, vertical, down-right diagonal, down-left diagonal).
fn full_lines(occupied: u64) -> [u64; 4] {
    let mut rows = occupied;
    rows &= rows >> 4;
    rows &= rows >> 2;
    rows &= rows >> 1;
    let horizontal = (rows & COLUMN_A).wrapping_mul(0xFF);

    let mut columns = occupied;
    columns &= columns >> 32;
    columns &= columns >> 16;
    columns &= columns >> 8;
    let vertical = (columns & ROW_1).wrapping_mul(COLUMN_A);

    let mut diagonals = [0u64; 2];
    for (full, lines) in diagonals.iter_mut().zip(&DIAGONALS) {
        for &line in lines {
            if occupied & line == line {
                *full |= line;
            }
        }
    }
    [horizontal, vertical, diagonals[0], diagonals[1]]
}

/// The discs of `player` that can never be flipped.
///
/// A disc cannot be flipped along a direction if its line that way is full, or if it touches the
/// edge or a stable disc of its own colour along it (an outflanking line would have to flip that
/// neighbour too). A disc safe along all four directions is stable; growing the set until nothing
/// changes finds every disc this reasoning proves, from corners and edges into the interior.
pub fn stable_discs(player: u64, opponent: u64) -> u64 {
    let [full_h, full_v, full_d1, full_d2] = full_lines(player | opponent);
    let edge_h = COLUMN_A | COLUMN_H;
    let edge_v = ROW_1 | ROW_8;
    let edge_d = edge_h | edge_v;
    let mut stable = 0u64;
    loop {
        let safe_h = full_h | edge_h | (stable << 1 & !COLUMN_A) | (stable >> 1 & !COLUMN_H);
        let safe_v = full_v | edge_v | stable << 8 | stable >> 8;
        let safe_d1 = full_d1 | edge_d | (stable << 9 & !COLUMN_A) | (stable >> 9 & !COLUMN_H);
        let safe_d2 = full_d2 | edge_d | (stable << 7 & !COLUMN_H) | (stable >> 7 & !COLUMN_A);
        let grown = player & safe_h & safe_v & safe_d1 & safe_d2;
        if grown == stable {
            return stable;
        }
        stable = grown;
    }
}

/// The corners `discs` holds, and the edge squares next to those corners it holds too: a cheap
/// subset of [`stable_discs`] (no line through such a disc has room for an opponent's disc on
/// the corner's side, so none can flip), for move ordering where the full count costs too much.
#[inline]
pub fn corner_anchored(discs: u64) -> u64 {
    let corners = discs & Bitboard::CORNERS.0;
    let beside = (corners & COLUMN_A) << 1 | (corners & COLUMN_H) >> 1 | corners << 8 | corners >> 8;
    (corners | beside) & discs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::rules::{Square, flips, legal_moves};

    #[test]
    fn a_lone_corner_is_stable_and_a_lone_edge_disc_is_not() {
        let a1 = 1u64;
        let b1 = 2u64;
        assert_eq!(stable_discs(a1 | b1, 1 << 9), a1 | b1);
        assert_eq!(stable_discs(b1, 1 << 9), 0);
    }

    #[test]
    fn discs_at_a_held_corner_and_beside_it_on_the_edge_are_anchored() {
        let bits =
            |names: &[&str]| names.iter().fold(0u64, |bits, name| bits | name.parse::<Square>().unwrap().bit().0);
        // a1 held with b1, a2, c1 and b2; g8 and h7 beside an empty h8; h1 held alone.
        let discs = bits(&["a1", "b1", "a2", "c1", "b2", "g8", "h7", "h1"]);
        assert_eq!(corner_anchored(discs), bits(&["a1", "b1", "a2", "h1"]));
        // The squares beside a corner count only where their side holds them.
        assert_eq!(corner_anchored(bits(&["a8", "h8", "b8", "h7"])), bits(&["a8", "h8", "b8", "h7"]));
        assert_eq!(corner_anchored(bits(&["b8", "g1", "a7", "h2"])), 0);
    }

    #[test]
    fn a_full_board_is_all_stable() {
        let black = 0x0F0F_0F0F_0F0F_0F0Fu64;
        assert_eq!(stable_discs(black, !black), black);
        assert_eq!(stable_discs(!black, black), !black);
    }

    /// Plays random games; every disc found stable must keep its colour to the end.
    #[test]
    fn stable_discs_are_never_flipped_in_random_games() {
        let mut seed = 0x1234_5678_9ABC_DEF1u64;
        let mut random = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut interior_stable_seen = false;
        for _ in 0..300 {
            let (mut player, mut opponent) = (0x0000_0008_1000_0000u64, 0x0000_0010_0800_0000u64);
            let mut claims: Vec<(u64, u64)> = Vec::new(); // (stable black, stable white)
            let mut black_to_move = true;
            loop {
                let moves = legal_moves(player, opponent);
                if moves == 0 {
                    if legal_moves(opponent, player) == 0 {
                        break;
                    }
                } else {
                    let pick = (random() % u64::from(moves.count_ones())) as u32;
                    let mut rest = moves;
                    for _ in 0..pick {
                        rest &= rest - 1;
                    }
                    let square = rest.trailing_zeros() as usize;
                    let flipped = flips(player, opponent, square);
                    (player, opponent) = (player | flipped | 1 << square, opponent ^ flipped);
                }
                (player, opponent) = (opponent, player);
                black_to_move = !black_to_move;
                let (black, white) = if black_to_move { (player, opponent) } else { (opponent, player) };
                let stable_black = stable_discs(black, white);
                let stable_white = stable_discs(white, black);
                interior_stable_seen |= (stable_black | stable_white) & 0x007E_7E7E_7E7E_7E00 != 0;
                for &(was_black, was_white) in &claims {
                    assert_eq!(was_black & black, was_black, "a stable black disc was flipped");
                    assert_eq!(was_white & white, was_white, "a stable white disc was flipped");
                }
                claims.push((stable_black, stable_white));
            }
        }
        assert!(interior_stable_seen, "stability never reached past the edges");
    }
}
