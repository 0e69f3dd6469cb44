//! Move generation and flipping on raw `u64` bitboards: the hot path of every Reversi search.

use super::bitboard::{Bitboard, DIAGONALS};

/// Columns b–g: opponent discs a horizontal or diagonal run may cross without wrapping a row.
const INNER: u64 = Bitboard::INNER_COLUMNS.0;

/// Squares where `player` may play against `opponent`: empty squares from which a straight line
/// of opponent discs ends on a player disc. Shift-and-fill in all eight directions at once.
#[inline]
pub fn legal_moves(player: u64, opponent: u64) -> u64 {
    let empty = !(player | opponent);
    let inner = opponent & INNER;
    (moves_along(player, inner, 1)
        | moves_along(player, opponent, 8)
        | moves_along(player, inner, 7)
        | moves_along(player, inner, 9))
        & empty
}

/// Candidate squares reached from `player` through runs of `crossable` discs, in the two
/// directions `±shift`. Doubling the step keeps it to three fills for runs of up to six discs.
#[inline(always)]
fn moves_along(player: u64, crossable: u64, shift: u32) -> u64 {
    let double = 2 * shift;
    let pairs_up = crossable & (crossable << shift);
    let pairs_down = crossable & (crossable >> shift);

    let mut up = crossable & (player << shift);
    up |= crossable & (up << shift);
    up |= pairs_up & (up << double);
    up |= pairs_up & (up << double);

    let mut down = crossable & (player >> shift);
    down |= crossable & (down >> shift);
    down |= pairs_down & (down >> double);
    down |= pairs_down & (down >> double);

    (up << shift) | (down >> shift)
}

/// Empty squares next to the opponent's discs: where `player` may soon be able to play.
#[inline]
pub fn potential_mobility(player: u64, opponent: u64) -> u32 {
    (neighbours(opponent) & !(player | opponent)).count_ones()
}

/// The squares next to any of `discs`.
#[inline]
pub fn neighbours(discs: u64) -> u64 {
    const NOT_A: u64 = !Bitboard::COLUMN_A.0;
    const NOT_H: u64 = !Bitboard::COLUMN_H.0;
    let sideways = (discs << 1 & NOT_A) | (discs >> 1 & NOT_H);
    let row = discs | sideways;
    sideways | row << 8 | row >> 8
}

/// For each square and each direction, the squares strictly beyond it in that direction.
/// Directions 0–3 go towards higher bits (E, S, SE, SW), 4–7 towards lower ones (W, N, NW, NE).
static RAYS: [[u64; 8]; 64] = build_rays();

const fn build_rays() -> [[u64; 8]; 64] {
    const STEPS: [(i32, i32); 8] = [(1, 0), (0, 1), (1, 1), (-1, 1), (-1, 0), (0, -1), (-1, -1), (1, -1)];
    let mut rays = [[0u64; 8]; 64];
    let mut square = 0;
    while square < 64 {
        let mut direction = 0;
        while direction < 8 {
            let (dx, dy) = STEPS[direction];
            let mut x = (square % 8) as i32 + dx;
            let mut y = (square / 8) as i32 + dy;
            let mut ray = 0u64;
            while x >= 0 && x < 8 && y >= 0 && y < 8 {
                ray |= 1 << (y * 8 + x);
                x += dx;
                y += dy;
            }
            rays[square][direction] = ray;
            direction += 1;
        }
        square += 1;
    }
    rays
}

/// The opponent discs flipped when `player` plays on the empty square `square`: four
/// directions at once in AVX2 registers where the build targets them (x86-64-v3, as
/// `.cargo/config.toml` does), else one direction after another.
#[inline]
pub fn flips(player: u64, opponent: u64, square: usize) -> u64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    return flips_in_lanes(player, opponent, square);
    #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
    return flips_by_direction(player, opponent, square);
}

/// [`flips`] one direction after another.
///
/// Towards higher bits, adding the ray's lowest bit to (opponent discs | everything off the ray)
/// carries through the run of opponent discs and stops on the first square after it: that is the
/// outflanking square if it holds a player disc. Towards lower bits, the nearest non-opponent
/// square of the ray is its highest set bit, found with a leading-zero count.
#[cfg(any(test, not(all(target_arch = "x86_64", target_feature = "avx2"))))]
#[inline]
fn flips_by_direction(player: u64, opponent: u64, square: usize) -> u64 {
    let rays = &RAYS[square];
    let mut flipped = 0;
    let mut direction = 0;
    while direction < 4 {
        let ray = rays[direction];
        let outflank = ((opponent | !ray).wrapping_add(ray & ray.wrapping_neg())) & ray & player;
        flipped |= outflank.wrapping_sub((outflank != 0) as u64) & ray;
        direction += 1;
    }
    while direction < 8 {
        let ray = rays[direction];
        let blockers = !opponent & ray;
        let nearest_blocker = 0x8000_0000_0000_0000u64.checked_shr(blockers.leading_zeros()).unwrap_or(0);
        let outflank = nearest_blocker & player;
        // Without an outflank, `(0 << 1) - 1` is all ones and nothing flips.
        flipped |= ray & !(outflank << 1).wrapping_sub(1);
        direction += 1;
    }
    flipped
}

/// [`flips`] with the four directions towards higher bits in one AVX2 register and the four
/// towards lower bits in another, each lane walking its own ray.
///
/// In each lane the blockers are the ray's squares that do not hold an opponent disc; the run of
/// opponent discs from the square flips if the blocker nearest the square holds a player disc.
/// Towards higher bits the nearest blocker is the lowest bit (`t & -t`); towards lower bits it is
/// the highest, found by smearing the blockers down the ray by 1, 2 and 4 steps and keeping the
/// one square that the smear shifted one step further does not cover.
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
#[inline]
fn flips_in_lanes(player: u64, opponent: u64, square: usize) -> u64 {
    use core::arch::x86_64::{
        __m256i, _mm_cvtsi128_si64, _mm_or_si128, _mm_unpackhi_epi64, _mm256_add_epi64, _mm256_and_si256,
        _mm256_andnot_si256, _mm256_castsi256_si128, _mm256_cmpeq_epi64, _mm256_extracti128_si256, _mm256_loadu_si256,
        _mm256_or_si256, _mm256_set1_epi64x, _mm256_setr_epi64x, _mm256_setzero_si256, _mm256_srlv_epi64,
        _mm256_sub_epi64,
    };
    let rays = &RAYS[square];
    // SAFETY: the build targets AVX2 (the `cfg` above), which every intrinsic here needs; each
    // load reads four `u64`s of `rays`, elements 0–3 and 4–7 of an `[u64; 8]`, so in bounds, and
    // `loadu` asks for no alignment.
    unsafe {
        let up_rays = _mm256_loadu_si256(rays.as_ptr().cast::<__m256i>());
        let down_rays = _mm256_loadu_si256(rays.as_ptr().add(4).cast::<__m256i>());
        let player = _mm256_set1_epi64x(player as i64);
        let opponent = _mm256_set1_epi64x(opponent as i64);
        let zero = _mm256_setzero_si256();
        let minus_one = _mm256_set1_epi64x(-1);

        // Towards higher bits (E, S, SE, SW).
        let blockers = _mm256_andnot_si256(opponent, up_rays);
        let nearest = _mm256_and_si256(blockers, _mm256_sub_epi64(zero, blockers));
        let outflank = _mm256_and_si256(nearest, player);
        // Below the outflanking disc on the ray: the run; without one, nothing.
        let run = _mm256_and_si256(_mm256_add_epi64(outflank, minus_one), up_rays);
        let up = _mm256_andnot_si256(_mm256_cmpeq_epi64(outflank, zero), run);

        // Towards lower bits (W, N, NW, NE): steps 1, 8, 9 and 7 squares.
        let step = _mm256_setr_epi64x(1, 8, 9, 7);
        let blockers = _mm256_andnot_si256(opponent, down_rays);
        let mut beyond = _mm256_or_si256(blockers, _mm256_srlv_epi64(blockers, step));
        beyond = _mm256_or_si256(beyond, _mm256_srlv_epi64(beyond, _mm256_setr_epi64x(2, 16, 18, 14)));
        beyond = _mm256_or_si256(beyond, _mm256_srlv_epi64(beyond, _mm256_setr_epi64x(4, 32, 36, 28)));
        // The nearest blocker and every square of the ray past it.
        let beyond = _mm256_and_si256(beyond, down_rays);
        let nearest = _mm256_andnot_si256(_mm256_srlv_epi64(beyond, step), beyond);
        let no_outflank = _mm256_cmpeq_epi64(_mm256_and_si256(nearest, player), zero);
        let down = _mm256_andnot_si256(no_outflank, _mm256_andnot_si256(beyond, down_rays));

        let both = _mm256_or_si256(up, down);
        let halves = _mm_or_si128(_mm256_castsi256_si128(both), _mm256_extracti128_si256::<1>(both));
        _mm_cvtsi128_si64(_mm_or_si128(halves, _mm_unpackhi_epi64(halves, halves))) as u64
    }
}

/// For a square at `position` (0–7) along a line of eight and the line's `player` discs as bits
/// 0–7, how many discs playing there flips along that line when every other square of the line
/// belongs to the opponent (as it does with one empty square left). Positions beyond the board's
/// end of a short diagonal read as opponent discs that nothing outflanks, so they flip nothing.
static LINE_FLIPS: [[u8; 256]; 8] = build_line_flips();

const fn build_line_flips() -> [[u8; 256]; 8] {
    let mut table = [[0u8; 256]; 8];
    let mut position = 0;
    while position < 8 {
        let mut player = 0;
        while player < 256 {
            let mut count = 0;
            // Towards bit 0, then towards bit 7: a run of opponent discs ended by a player disc.
            let mut run = 0;
            let mut at = position as i32 - 1;
            while at >= 0 && player & (1 << at) == 0 {
                run += 1;
                at -= 1;
            }
            if at >= 0 {
                count += run;
            }
            run = 0;
            at = position as i32 + 1;
            while at < 8 && player & (1 << at) == 0 {
                run += 1;
                at += 1;
            }
            if at < 8 {
                count += run;
            }
            table[position][player] = count;
            player += 1;
        }
        position += 1;
    }
    table
}

/// For each square, its a1-h8 diagonal and its h1-a8 diagonal: one load on the last move's hot
/// path instead of two and the index arithmetic (about 1 % of an endgame solve).
static SQUARE_DIAGONALS: [[u64; 2]; 64] = {
    let mut lines = [[0u64; 2]; 64];
    let mut square = 0;
    while square < 64 {
        let (x, y) = (square % 8, square / 8);
        lines[square] = [DIAGONALS[0][x + 7 - y], DIAGONALS[1][x + y]];
        square += 1;
    }
    lines
};

/// How many discs `player` flips by playing on `square` when every other square of the board is
/// occupied, so that whatever is not the player's is the opponent's: the last move of a game.
/// Each line through the square is gathered into one byte and its flips looked up, which is far
/// cheaper than finding the flipped discs themselves.
#[inline]
pub fn count_last_flips(player: u64, square: usize) -> u32 {
    const COLUMN_A: u64 = Bitboard::COLUMN_A.0;
    let (x, y) = (square % 8, square / 8);
    let row = (player >> (8 * y)) as u8;
    // One bit per row, each multiplied onto its own bit of the top byte.
    let column = (((player >> x) & COLUMN_A).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8;
    // A diagonal holds one square per column: summing its bytes gathers it into the top byte.
    let [down, up] = SQUARE_DIAGONALS[square];
    let down = ((player & down).wrapping_mul(COLUMN_A) >> 56) as u8;
    let up = ((player & up).wrapping_mul(COLUMN_A) >> 56) as u8;
    let along_x = &LINE_FLIPS[x];
    u32::from(along_x[row as usize])
        + u32::from(LINE_FLIPS[y][column as usize])
        + u32::from(along_x[down as usize])
        + u32::from(along_x[up as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Square-by-square reference: walk each direction from the square.
    fn flips_slow(player: u64, opponent: u64, square: usize) -> u64 {
        let mut all = 0;
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let (mut x, mut y) = ((square % 8) as i32 + dx, (square / 8) as i32 + dy);
            let mut line = 0u64;
            while (0..8).contains(&x) && (0..8).contains(&y) {
                let bit = 1u64 << (y * 8 + x);
                if opponent & bit != 0 {
                    line |= bit;
                } else {
                    if player & bit != 0 {
                        all |= line;
                    }
                    break;
                }
                x += dx;
                y += dy;
            }
        }
        all
    }

    fn random_boards(count: usize) -> impl Iterator<Item = (u64, u64)> {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        (0..count).map(move |_| {
            let mut next = || {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state
            };
            let occupied = next() | next();
            let colours = next();
            (occupied & colours, occupied & !colours)
        })
    }

    #[test]
    fn flips_match_a_square_by_square_walk() {
        for (player, opponent) in random_boards(3_000) {
            let empty = !(player | opponent);
            for square in 0..64 {
                if empty & (1 << square) != 0 {
                    let expected = flips_slow(player, opponent, square);
                    assert_eq!(flips(player, opponent, square), expected);
                    assert_eq!(flips_by_direction(player, opponent, square), expected);
                }
            }
        }
    }

    #[test]
    fn last_flip_counts_match_the_flipped_discs() {
        for (player, _) in random_boards(20_000) {
            for square in 0..64 {
                // Fill the board: one empty square, everything else the opponent's.
                let player = player & !(1 << square);
                let opponent = !player & !(1 << square);
                assert_eq!(count_last_flips(player, square), flips(player, opponent, square).count_ones());
            }
        }
    }

    #[test]
    fn legal_moves_are_the_empty_squares_that_flip_something() {
        for (player, opponent) in random_boards(3_000) {
            let empty = !(player | opponent);
            let expected = (0..64)
                .filter(|&s| empty & (1 << s) != 0 && flips_slow(player, opponent, s) != 0)
                .fold(0u64, |acc, s| acc | 1 << s);
            assert_eq!(legal_moves(player, opponent), expected);
        }
    }
}
