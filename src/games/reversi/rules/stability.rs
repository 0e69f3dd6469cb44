//! Stable discs: discs that no sequence of moves can ever flip.

use super::bitboard::Bitboard;

const COLUMN_A: u64 = Bitboard::COLUMN_A.0;
const COLUMN_H: u64 = Bitboard::COLUMN_H.0;
const ROW_1: u64 = Bitboard::ROW_1.0;
const ROW_8: u64 = Bitboard::ROW_8.0;

/// The squares from which `steps` steps of (`dx`, `dy`) land off the board (and so every
/// square of the ray beyond them is off it too).
const fn leaving_board(dx: i32, dy: i32, steps: i32) -> u64 {
    let mut squares = 0;
    let mut square = 0;
    while square < 64 {
        let (x, y) = (square % 8 + dx * steps, square / 8 + dy * steps);
        if x < 0 || x > 7 || y < 0 || y > 7 {
            squares |= 1 << square;
        }
        square += 1;
    }
    squares
}

/// For one diagonal direction, the masks of the squares 1, 2 and 4 steps from which lie off the
/// board that way, then the same the other way.
const fn diagonal_edges(dx: i32, dy: i32) -> [[u64; 3]; 2] {
    [
        [leaving_board(dx, dy, 1), leaving_board(dx, dy, 2), leaving_board(dx, dy, 4)],
        [leaving_board(-dx, -dy, 1), leaving_board(-dx, -dy, 2), leaving_board(-dx, -dy, 4)],
    ]
}

/// The ±9 diagonals (a1 towards h8) and the ±7 ones (h1 towards a8).
const EDGES_9: [[u64; 3]; 2] = diagonal_edges(1, 1);
const EDGES_7: [[u64; 3]; 2] = diagonal_edges(-1, 1);

/// The squares whose diagonal line along `shift` (9 or 7 bits a step) is full: a square's ray is
/// full if its first 1, 2, 4, 8 squares are, each doubling built from the last, with the squares
/// whose ray leaves the board early counting as full from there on. Branch-free, unlike a test of
/// each of the 15 diagonals.
#[inline]
fn full_diagonals(occupied: u64, shift: u32, edges: &[[u64; 3]; 2]) -> u64 {
    let (mut up, mut down) = (occupied, occupied);
    for (step, (&up_edge, &down_edge)) in edges[0].iter().zip(&edges[1]).enumerate() {
        let distance = shift << step;
        up &= up >> distance | up_edge;
        down &= down << distance | down_edge;
    }
    up & down
}

/// Squares whose line in each direction is completely filled, as
/// (horizontal, vertical, down-right diagonal, down-left diagonal).
#[inline]
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

    [horizontal, vertical, full_diagonals(occupied, 9, &EDGES_9), full_diagonals(occupied, 7, &EDGES_7)]
}

/// An edge line's discs of one side: bit i for the line's i-th square.
type EdgeLine = u8;

/// The discs `player` places on an edge line flip when it plays on `square` (a bit index 0..8).
const fn edge_flips(player: EdgeLine, opponent: EdgeLine, square: u32) -> EdgeLine {
    let mut flipped = 0;
    // Towards higher bits, then towards lower ones: the opponent's run beside the square flips
    // if one of the player's discs closes it.
    let mut run = 0u8;
    let mut at = square + 1;
    while at < 8 && opponent & 1 << at != 0 {
        run |= 1 << at;
        at += 1;
    }
    if at < 8 && player & 1 << at != 0 {
        flipped |= run;
    }
    run = 0;
    let mut at = square as i32 - 1;
    while at >= 0 && opponent & 1 << at != 0 {
        run |= 1 << at;
        at -= 1;
    }
    if at >= 0 && player & 1 << at != 0 {
        flipped |= run;
    }
    flipped
}

/// For every edge line, `player`'s discs on it as the high byte of the index and `opponent`'s as
/// the low one: the player's discs there that no sequence of plays on the line can flip. An edge
/// disc can only flip along its edge (no other line has squares on both its sides), and only a
/// disc placed on the edge changes the edge. The table lets either side fill any empty square of
/// the line at any time, which the line alone cannot rule out (a move there may flip only
/// inwards): every real sequence is among those, so a disc it calls stable is; it may miss the
/// rare disc that only the legality of moves protects. A line's stable discs are its discs that
/// stay the player's in every line one disc fuller, so the lines are worked out from the full
/// ones down.
static EDGE_STABLE: [EdgeLine; 1 << 16] = build_edge_stable();

const fn build_edge_stable() -> [EdgeLine; 1 << 16] {
    let mut table = [0u8; 1 << 16];
    let mut discs = 8;
    loop {
        let mut occupied: u32 = 0;
        while occupied < 256 {
            if occupied.count_ones() == discs {
                // Every split of the occupied squares between the two sides.
                let mut player = occupied;
                loop {
                    let opponent = occupied ^ player;
                    let (p, o) = (player as u8, opponent as u8);
                    let mut stable = p;
                    let mut square = 0;
                    while square < 8 {
                        if occupied & 1 << square == 0 {
                            let bit = 1u8 << square;
                            let mine = edge_flips(p, o, square);
                            stable &= table[((p | bit | mine) as usize) << 8 | (o ^ mine) as usize];
                            let theirs = edge_flips(o, p, square);
                            stable &= table[((p ^ theirs) as usize) << 8 | (o | bit | theirs) as usize];
                        }
                        square += 1;
                    }
                    table[(p as usize) << 8 | o as usize] = stable;
                    if player == 0 {
                        break;
                    }
                    player = (player - 1) & occupied;
                }
            }
            occupied += 1;
        }
        if discs == 0 {
            return table;
        }
        discs -= 1;
    }
}

/// Column a as a byte, a1 in the top bit and a8 in the lowest (the order does not matter to the
/// edge table, which reads a line the same both ways round); its inverse is [`byte_to_column_a`].
#[inline]
fn column_a_to_byte(discs: u64) -> u64 {
    // Square 8i of the column lands on bit 63 - i: no two products overlap, so nothing carries.
    (discs & COLUMN_A).wrapping_mul(0x8040_2010_0804_0201) >> 56
}

#[inline]
fn byte_to_column_a(line: u64) -> u64 {
    // Bit k lands on bit 8(7 - k) + 7, the top bit of its row, then moves to column a.
    (line.wrapping_mul(0x8040_2010_0804_0201) & COLUMN_H) >> 7
}

/// The discs of `player` on the four edges that no sequence of moves can flip.
#[inline]
fn edge_stable(player: u64, opponent: u64) -> u64 {
    let lookup = |player: u64, opponent: u64| u64::from(EDGE_STABLE[(player << 8 | opponent) as usize]);
    let row_1 = lookup(player & 0xFF, opponent & 0xFF);
    let row_8 = lookup(player >> 56, opponent >> 56) << 56;
    let column_a = byte_to_column_a(lookup(column_a_to_byte(player), column_a_to_byte(opponent)));
    let column_h = byte_to_column_a(lookup(column_a_to_byte(player >> 7), column_a_to_byte(opponent >> 7))) << 7;
    row_1 | row_8 | column_a | column_h
}

/// The discs of `player` that can never be flipped.
///
/// The edges' stable discs come exactly from a table. An interior disc cannot be flipped along a
/// direction if its line that way is full, or if it touches a stable disc of its own colour along
/// it (an outflanking line would have to flip that neighbour too); a disc safe along all four
/// directions is stable. Growing the set from the edges' stable discs until nothing changes finds
/// every interior disc this reasoning proves.
pub fn stable_discs(player: u64, opponent: u64) -> u64 {
    let [full_h, full_v, full_d1, full_d2] = full_lines(player | opponent);
    let mut stable = edge_stable(player, opponent);
    // An interior square's neighbours are all on the board, so the shifts below need no masks
    // against wrapping around a row: whatever wraps lands on an edge square, never a candidate.
    let interior = player & !(COLUMN_A | COLUMN_H | ROW_1 | ROW_8);
    loop {
        let grown = interior
            & (full_h | stable << 1 | stable >> 1)
            & (full_v | stable << 8 | stable >> 8)
            & (full_d1 | stable << 9 | stable >> 9)
            & (full_d2 | stable << 7 | stable >> 7);
        if grown & !stable == 0 {
            return stable;
        }
        stable |= grown;
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

    /// The player's discs on an edge line that no sequence of plays there flips, found by trying
    /// every sequence: the definition the table is built from, without its shortcut.
    fn edge_stable_by_every_sequence(player: EdgeLine, opponent: EdgeLine) -> EdgeLine {
        let mut stable = player;
        let empty = !(player | opponent);
        for square in (0..8).filter(|&square| empty & 1 << square != 0) {
            let bit = 1 << square;
            let mine = edge_flips(player, opponent, square);
            stable &= edge_stable_by_every_sequence(player | bit | mine, opponent ^ mine);
            let theirs = edge_flips(opponent, player, square);
            stable &= edge_stable_by_every_sequence(player ^ theirs, opponent | bit | theirs);
        }
        stable
    }

    /// The table's flips are the game's: on row 1, with random discs elsewhere, a placement
    /// flips on the row exactly what `edge_flips` says, for every line and every empty square.
    #[test]
    fn edge_flips_are_the_flips_a_move_makes_along_the_edge() {
        let mut seed = 0x0123_4567_89AB_CDEFu64;
        for player in 0..=255u8 {
            for opponent in (0..=255u8).filter(|&opponent| opponent & player == 0) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Row 2 upwards: a random mix, so moves may also flip inwards.
                let above = seed & !0xFF;
                let (board_player, board_opponent) = (
                    u64::from(player) | above & seed.rotate_left(23),
                    u64::from(opponent) | above & !seed.rotate_left(23),
                );
                for square in (0..8).filter(|&square| (player | opponent) & 1 << square == 0) {
                    let on_the_row = flips(board_player, board_opponent, square as usize) & 0xFF;
                    assert_eq!(
                        on_the_row,
                        u64::from(edge_flips(player, opponent, square)),
                        "{player:08b} {opponent:08b} at {square}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_edge_table_agrees_with_trying_every_sequence_of_plays() {
        let mut checked = 0;
        for player in 0..=255u8 {
            for opponent in (0..=255u8).filter(|&opponent| opponent & player == 0) {
                // Six empties or fewer keep the sequences to tens of thousands a line.
                if (player | opponent).count_ones() >= 2 {
                    let table = EDGE_STABLE[usize::from(player) << 8 | usize::from(opponent)];
                    assert_eq!(
                        table,
                        edge_stable_by_every_sequence(player, opponent),
                        "player {player:08b}, opponent {opponent:08b}"
                    );
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 6561 - 1 - 16);
    }

    #[test]
    fn discs_walled_in_on_an_edge_are_stable_with_no_corner() {
        let bits =
            |names: &[&str]| names.iter().fold(0u64, |bits, name| bits | name.parse::<Square>().unwrap().bit().0);
        // Row 1: a1 empty, b1 white, c1-f1 black, g1 white, h1 empty. Whoever takes a corner, the
        // white disc beside it turns black or stays white: c1-f1 never change.
        let black = bits(&["c1", "d1", "e1", "f1"]);
        let white = bits(&["b1", "g1", "d4"]);
        assert_eq!(stable_discs(black, white), black);
        assert_eq!(stable_discs(white, black), 0);
        // The same on column h, whose byte is gathered the other way round.
        let black = bits(&["h3", "h4", "h5", "h6"]);
        let white = bits(&["h2", "h7", "d4"]);
        assert_eq!(stable_discs(black, white), black);
    }

    #[test]
    fn a_column_goes_into_a_byte_and_back_unchanged() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..1000 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let line = byte_to_column_a(column_a_to_byte(seed));
            assert_eq!(line, seed & COLUMN_A);
            assert_eq!(column_a_to_byte(line) >> 8, 0);
        }
    }

    #[test]
    fn full_diagonals_are_the_diagonals_with_no_empty_square() {
        use crate::games::reversi::rules::bitboard::DIAGONALS;
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..3000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // Mostly full boards, so that some diagonals are full and some are one square short.
            let occupied = seed | seed.rotate_left(17) | seed.rotate_left(31);
            let [_, _, down_right, down_left] = full_lines(occupied);
            for (found, lines) in [down_right, down_left].into_iter().zip(&DIAGONALS) {
                let expected = lines.iter().filter(|&&line| occupied & line == line).fold(0, |all, line| all | line);
                assert_eq!(found, expected, "occupied {occupied:016x}");
            }
        }
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
