//! The patterns' shapes: which squares each reads at its one defining place, how its
//! mirror-image configurations pair up, and how every place of every pattern is read off the
//! board's mirror images as bits and those bits as base-3 digits.

/// One pattern: how many squares it reads, and how its squares map onto themselves under the
/// board symmetry that leaves the pattern's place unchanged (so mirror-image configurations
/// share a weight), if there is one.
#[derive(Clone, Copy, Debug)]
pub struct Pattern {
    pub name: &'static str,
    pub squares: u32,
    mirror: Option<&'static [u8]>,
    /// How many places on the board the pattern is read at.
    pub places: usize,
}

impl Pattern {
    /// The number of configurations: 3 to the number of squares.
    pub const fn configurations(&self) -> usize {
        3usize.pow(self.squares)
    }
}

const REVERSED_8: &[u8] = &[7, 6, 5, 4, 3, 2, 1, 0];

/// The patterns, in the order their tables are stored. `squares` counts base-3 digits; the digit
/// order is the order [`read_patterns`] extracts the bits in.
pub const PATTERNS: [Pattern; 11] = [
    // a1..h1 plus the X-squares b2 and g2; mirrored left-right.
    Pattern { name: "edge + X-squares", squares: 10, mirror: Some(&[7, 6, 5, 4, 3, 2, 1, 0, 9, 8]), places: 4 },
    // a1 b1 c1 / a2 b2 c2 / a3 b3 c3; mirrored about the a1-h8 diagonal.
    Pattern { name: "corner 3×3", squares: 9, mirror: Some(&[0, 3, 6, 1, 4, 7, 2, 5, 8]), places: 4 },
    // a1..e1 / a2..e2; no symmetry of its own, read at eight places.
    Pattern { name: "corner 2×5", squares: 10, mirror: None, places: 8 },
    Pattern { name: "second row", squares: 8, mirror: Some(REVERSED_8), places: 4 },
    Pattern { name: "third row", squares: 8, mirror: Some(REVERSED_8), places: 4 },
    Pattern { name: "fourth row", squares: 8, mirror: Some(REVERSED_8), places: 4 },
    Pattern { name: "main diagonal", squares: 8, mirror: Some(REVERSED_8), places: 2 },
    Pattern { name: "diagonal of 7", squares: 7, mirror: Some(&[6, 5, 4, 3, 2, 1, 0]), places: 4 },
    Pattern { name: "diagonal of 6", squares: 6, mirror: Some(&[5, 4, 3, 2, 1, 0]), places: 4 },
    Pattern { name: "diagonal of 5", squares: 5, mirror: Some(&[4, 3, 2, 1, 0]), places: 4 },
    Pattern { name: "diagonal of 4", squares: 4, mirror: Some(&[3, 2, 1, 0]), places: 4 },
];

/// Pattern places read on every position.
pub(super) const PATTERN_PLACES: usize = 46;

/// Gathers the squares of a diagonal running down-right from column `start` of row 1 into the
/// low bits (its squares are in distinct columns, so one multiplication collects them without
/// carries into the top byte).
#[inline(always)]
const fn diagonal(x: u64, start: u32) -> u32 {
    ((x & DIAGONAL_KEEP[start as usize]).wrapping_mul(0x0101_0101_0101_0101) >> (56 + start)) as u32
}

/// The squares of the down-right diagonal from each start column that stay on the board.
const DIAGONAL_KEEP: [u64; 8] = {
    let mut keep = [0u64; 8];
    let mut start = 0;
    while start < 8 {
        let mut row = 0;
        while row + start < 8 {
            keep[start] |= 1 << (row * 8 + row + start);
            row += 1;
        }
        start += 1;
    }
    keep
};

/// Reads every pattern place of one side's discs as bits (one per square, in digit order),
/// calling `emit(pattern, bits)` for each place in a fixed order.
#[inline(always)]
pub(super) fn read_patterns(images: &[u64; 8], mut emit: impl FnMut(usize, u32)) {
    // The four edges as row 1: identity, top-bottom, transposed, transposed left-right.
    for &x in &[images[0], images[2], images[4], images[5]] {
        let edge = (x & 0xFF) | (x >> 1 & 0x100) | (x >> 5 & 0x200);
        emit(0, edge as u32);
        emit(3, (x >> 8 & 0xFF) as u32);
        emit(4, (x >> 16 & 0xFF) as u32);
        emit(5, (x >> 24 & 0xFF) as u32);
    }
    // The four corners as a1: identity, left-right, top-bottom, half turn.
    for &x in &images[..4] {
        emit(1, ((x & 7) | (x >> 5 & 0x38) | (x >> 10 & 0x1C0)) as u32);
    }
    // Both orientations of the 2×5 block at every corner.
    for &x in images {
        emit(2, ((x & 0x1F) | (x >> 3 & 0x3E0)) as u32);
    }
    // The two long diagonals, then the shorter ones beside them on either side.
    for &x in &images[..2] {
        emit(6, diagonal(x, 0));
    }
    for &x in &[images[0], images[1], images[4], images[5]] {
        emit(7, diagonal(x, 1));
        emit(8, diagonal(x, 2));
        emit(9, diagonal(x, 3));
        emit(10, diagonal(x, 4));
    }
}

/// Base-3 value of a set of squares, by their bits: `TERNARY[bits]` puts a 1 digit on every set bit.
pub(super) static TERNARY: [u16; 1024] = {
    let mut table = [0u16; 1024];
    let mut bits = 0;
    while bits < 1024 {
        let (mut value, mut power, mut rest) = (0u16, 1u16, bits);
        while rest != 0 {
            if rest & 1 != 0 {
                value += power;
            }
            rest >>= 1;
            power *= 3;
        }
        table[bits] = value;
        bits += 1;
    }
    table
};

/// For every configuration of a pattern, the configuration its mirror image shares a weight with
/// (the smaller index of the pair); itself for patterns without a mirror.
pub(super) fn canonical_configurations(pattern: &Pattern) -> Vec<u32> {
    let count = pattern.configurations();
    let Some(mirror) = pattern.mirror else {
        return (0..count as u32).collect();
    };
    (0..count as u32)
        .map(|index| {
            let mut digits = [0u32; 10];
            let mut rest = index;
            for digit in digits.iter_mut().take(pattern.squares as usize) {
                *digit = rest % 3;
                rest /= 3;
            }
            let mirrored = mirror.iter().rev().fold(0, |value, &from| value * 3 + digits[from as usize]);
            index.min(mirrored)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::rules::symmetries;

    #[test]
    fn every_place_reads_as_many_squares_as_its_pattern_has() {
        let mut count = 0;
        // Reading a full board sets every bit a place reads.
        read_patterns(&symmetries(u64::MAX), |pattern, bits| {
            assert_eq!(bits.count_ones(), PATTERNS[pattern].squares, "{}", PATTERNS[pattern].name);
            count += 1;
        });
        assert_eq!(count, PATTERN_PLACES);
        assert_eq!(PATTERNS.iter().map(|pattern| pattern.places).sum::<usize>(), PATTERN_PLACES);
    }
}
