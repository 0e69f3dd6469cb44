//! Move generation and flipping on raw `u64` bitboards: the hot path of every Reversi search.

/// Columns b–g: opponent discs a horizontal or diagonal run may cross without wrapping a row.
const INNER: u64 = 0x7E7E_7E7E_7E7E_7E7E;

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

/// The opponent discs flipped when `player` plays on the empty square `square`.
///
/// Towards higher bits, adding the ray's lowest bit to (opponent discs | everything off the ray)
/// carries through the run of opponent discs and stops on the first square after it: that is the
/// outflanking square if it holds a player disc. Towards lower bits, the nearest non-opponent
/// square of the ray is its highest set bit, found with a leading-zero count.
#[inline]
pub fn flips(player: u64, opponent: u64, square: usize) -> u64 {
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
                    assert_eq!(flips(player, opponent, square), flips_slow(player, opponent, square));
                }
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
