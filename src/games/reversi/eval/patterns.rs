//! The learned evaluation: a weight for every configuration of a set of board patterns (edges,
//! corners, rows and diagonals), one table per game stage, fitted by the project's own training
//! (`minimax-arcade train`) to predict the final disc difference.
//!
//! A pattern is read off the board as a base-3 number (empty, own, opponent's disc per square).
//! Every pattern is defined once, at one place on the board; its other places are reached by
//! reading the same squares on the board's mirror images, so the eight symmetries of the board
//! share one table per pattern. Reading is shifts, masks and one multiplication per diagonal.
//!
//! Beside the patterns, a few counts ([`COUNTS`]: how many moves each side has, and how many
//! empty squares border each side's discs) each pick one weight of their own table, which no
//! pattern can see: a pattern reads a line or a corner, a count the whole board.

use std::sync::LazyLock;

use crate::games::reversi::rules::{Position, legal_moves, potential_mobility, symmetries};

#[cfg(target_arch = "x86_64")]
mod bit_extract;
pub(super) mod incremental;

/// Game stages, by number of discs: four plies each, the last one covering 60 discs and more.
pub const STAGES: usize = 15;

/// The stage of a position with `discs` discs on the board.
#[inline]
pub const fn stage(discs: u32) -> usize {
    let stage = discs.saturating_sub(4) / 4;
    if stage as usize >= STAGES { STAGES - 1 } else { stage as usize }
}

/// The disc counts of `stage`'s positions.
pub const fn stage_discs(stage: usize) -> std::ops::RangeInclusive<u32> {
    let first = 4 + 4 * stage as u32;
    first..=if stage == STAGES - 1 { 64 } else { first + 3 }
}

/// Weights are stored in units of 1/`WEIGHT_SCALE` disc.
pub const WEIGHT_SCALE: i32 = 64;

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

/// A count read off the whole board. Each value up to a cap has its own weight, so the fit learns
/// what a count is worth (the first few moves matter more than the twentieth) without assuming
/// that it is a straight line.
#[derive(Clone, Copy, Debug)]
pub struct Count {
    /// Counts from 0 to `values - 1` have their own weight; larger ones share the last.
    pub values: u32,
    /// The count for the side to move.
    read: fn(&Sides) -> u32,
}

impl Count {
    #[inline(always)]
    fn index(&self, sides: &Sides) -> u32 {
        (self.read)(sides).min(self.values - 1)
    }
}

/// A position as the evaluation reads it: both sides' discs and the squares each may play on.
/// A search that has just found both sides' moves (to see whether the game is over) hands them
/// on rather than have the counts find them again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sides {
    /// The side to move's discs.
    pub player: u64,
    pub opponent: u64,
    /// Where the side to move may play.
    pub moves: u64,
    /// Where its opponent could.
    pub replies: u64,
}

impl Sides {
    #[inline]
    pub fn new(player: u64, opponent: u64) -> Self {
        Self { player, opponent, moves: legal_moves(player, opponent), replies: legal_moves(opponent, player) }
    }

    #[inline]
    pub fn of(position: &Position) -> Self {
        Self::new(position.player().0, position.opponent().0)
    }

    /// Neither side can play: the game is over.
    pub fn is_game_over(&self) -> bool {
        self.moves | self.replies == 0
    }

    pub fn disc_count(&self) -> u32 {
        (self.player | self.opponent).count_ones()
    }
}

/// The counts, in the order their tables follow the patterns' (the explanation's part ids name
/// them in the same order).
pub const COUNTS: [Count; 4] = [
    // The moves of the side to move, then of its opponent.
    Count { values: 25, read: |sides| sides.moves.count_ones() },
    Count { values: 25, read: |sides| sides.replies.count_ones() },
    // The empty squares where each may soon be able to play.
    Count { values: 33, read: |sides| potential_mobility(sides.player, sides.opponent) },
    Count { values: 33, read: |sides| potential_mobility(sides.opponent, sides.player) },
];

/// Places read on every position: the patterns' and one per count.
pub const PLACES: usize = PATTERN_PLACES + COUNTS.len();

/// Tables in a stage: the patterns', then the counts'.
pub const TABLES: usize = PATTERNS.len() + COUNTS.len();

/// Where each table starts in a stage's weights, and the stage's size.
pub const OFFSETS: [usize; TABLES + 1] = {
    let mut offsets = [0; TABLES + 1];
    let mut index = 0;
    while index < TABLES {
        let size = if index < PATTERNS.len() {
            PATTERNS[index].configurations()
        } else {
            COUNTS[index - PATTERNS.len()].values as usize
        };
        offsets[index + 1] = offsets[index] + size;
        index += 1;
    }
    offsets
};

/// Weights in one stage's table.
pub const STAGE_SIZE: usize = OFFSETS[TABLES];

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
fn read_patterns(images: &[u64; 8], mut emit: impl FnMut(usize, u32)) {
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
static TERNARY: [u16; 1024] = {
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

/// The configuration index of every pattern place for the side to move (own disc = digit 1,
/// opponent's = 2), then the value of every count, each offset into the stage table. The order is
/// fixed, so the training reads positions the same way the evaluation does.
#[inline]
pub fn place_indices(player: u64, opponent: u64) -> [u32; PLACES] {
    place_indices_of(&Sides::new(player, opponent))
}

/// [`place_indices`] of a position whose moves are known.
#[inline]
pub fn place_indices_of(sides: &Sides) -> [u32; PLACES] {
    let Sides { player, opponent, .. } = *sides;
    let mut indices = [0u32; PLACES];
    #[cfg(target_arch = "x86_64")]
    if let Some(reader) = &*bit_extract::READER {
        // SAFETY: the reader exists only where the processor has BMI2, which `read` needs.
        unsafe { reader.read(player, opponent, &mut indices) };
    } else {
        read_pattern_indices(player, opponent, &mut indices);
    }
    #[cfg(not(target_arch = "x86_64"))]
    read_pattern_indices(player, opponent, &mut indices);
    write_counts(sides, &mut indices);
    indices
}

/// Writes every count's value, offset into the stage table, after the pattern places.
#[inline]
fn write_counts(sides: &Sides, indices: &mut [u32; PLACES]) {
    for (table, feature) in COUNTS.iter().enumerate() {
        indices[PATTERN_PLACES + table] = OFFSETS[PATTERNS.len() + table] as u32 + feature.index(sides);
    }
}

/// Writes every pattern place's configuration index, offset into the stage table, into the first
/// [`PATTERN_PLACES`] entries of `indices`, reading the board's mirror images (any processor).
#[inline]
fn read_pattern_indices(player: u64, opponent: u64, indices: &mut [u32; PLACES]) {
    let mut own = [0u32; PATTERN_PLACES];
    let mut count = 0;
    read_patterns(&symmetries(player), |_, bits| {
        own[count] = bits;
        count += 1;
    });
    count = 0;
    read_patterns(&symmetries(opponent), |pattern, bits| {
        let value = u32::from(TERNARY[own[count] as usize]) + 2 * u32::from(TERNARY[bits as usize]);
        indices[count] = OFFSETS[pattern] as u32 + value;
        count += 1;
    });
}

/// For every index of a stage's table, the index whose weight it shares: a pattern
/// configuration's mirror image where that is smaller, itself otherwise (and for every count).
pub fn canonical_stage() -> Vec<u32> {
    let patterns = PATTERNS.iter().enumerate().flat_map(|(pattern, shape)| {
        canonical_configurations(shape).into_iter().map(move |index| OFFSETS[pattern] as u32 + index)
    });
    patterns.chain(OFFSETS[PATTERNS.len()] as u32..STAGE_SIZE as u32).collect()
}

/// For every configuration of a pattern, the configuration its mirror image shares a weight with
/// (the smaller index of the pair); itself for patterns without a mirror.
fn canonical_configurations(pattern: &Pattern) -> Vec<u32> {
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

/// The trained tables: for each stage, a bias and a weight for every configuration of every
/// pattern, in 1/[`WEIGHT_SCALE`] disc.
#[derive(Clone, PartialEq)]
pub struct PatternWeights {
    stages: Vec<StageWeights>,
}

impl std::fmt::Debug for PatternWeights {
    /// A summary: the tables hold millions of numbers.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let nonzero: usize = self.stages.iter().map(|stage| stage.table.iter().filter(|&&w| w != 0).count()).sum();
        f.debug_struct("PatternWeights").field("stages", &self.stages.len()).field("nonzero", &nonzero).finish()
    }
}

#[derive(Clone, PartialEq)]
struct StageWeights {
    bias: i32,
    table: Box<[i16]>,
}

/// Why a weights file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeightsFileError(pub String);

impl std::fmt::Display for WeightsFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "pattern weights file: {}", self.0)
    }
}

impl std::error::Error for WeightsFileError {}

const MAGIC: &[u8; 4] = b"MAPW";
/// Version 2 added the counts' tables after the patterns'.
const FORMAT_VERSION: u16 = 2;
/// The version before the counts.
const PATTERNS_ONLY_VERSION: u16 = 1;

impl PatternWeights {
    /// All weights zero: evaluates every position as even.
    pub fn zero() -> Self {
        Self {
            stages: (0..STAGES)
                .map(|_| StageWeights { bias: 0, table: vec![0; STAGE_SIZE].into_boxed_slice() })
                .collect(),
        }
    }

    /// Builds tables from per-stage biases and weights in discs (as the training fits them),
    /// rounding to the stored precision. Mirror-image configurations must already agree.
    pub fn from_discs(stages: &[(f32, Vec<f32>)]) -> Self {
        assert_eq!(stages.len(), STAGES, "one table per stage");
        let quantise = |discs: f32| (discs * WEIGHT_SCALE as f32).round().clamp(i16::MIN as f32, i16::MAX as f32);
        Self {
            stages: stages
                .iter()
                .map(|(bias, weights)| {
                    assert_eq!(weights.len(), STAGE_SIZE, "one weight per configuration");
                    StageWeights {
                        bias: quantise(*bias) as i32,
                        table: weights.iter().map(|&w| quantise(w) as i16).collect(),
                    }
                })
                .collect(),
        }
    }

    /// The predicted final disc difference for the side to move, in 1/[`WEIGHT_SCALE`] disc.
    #[inline]
    pub fn estimate(&self, position: &Position) -> i32 {
        self.estimate_discs(position.player().0, position.opponent().0)
    }

    /// [`PatternWeights::estimate`] of the discs of the side to move and of its opponent.
    #[inline]
    pub fn estimate_discs(&self, player: u64, opponent: u64) -> i32 {
        self.estimate_sides(&Sides::new(player, opponent))
    }

    /// [`PatternWeights::estimate`] of a position whose moves are known.
    #[inline]
    pub fn estimate_sides(&self, sides: &Sides) -> i32 {
        self.estimate_indices(sides.disc_count(), &place_indices_of(sides))
    }

    /// [`PatternWeights::estimate`] of a position of `discs` discs whose [`place_indices`] are
    /// known.
    #[inline]
    pub fn estimate_indices(&self, discs: u32, indices: &[u32; PLACES]) -> i32 {
        let stage = &self.stages[stage(discs)];
        let table = &stage.table;
        indices.iter().fold(stage.bias, |sum, &index| sum + i32::from(table[index as usize]))
    }

    /// [`PatternWeights::estimate`] taken apart: the stage's bias, then each table's weights
    /// summed over its places, in the order of [`PATTERNS`] then [`COUNTS`]; they add up to the
    /// estimate.
    pub fn estimate_by_table(&self, position: &Position) -> (i32, [i32; TABLES]) {
        let (player, opponent) = (position.player().0, position.opponent().0);
        let stage = &self.stages[stage((player | opponent).count_ones())];
        let mut sums = [0; TABLES];
        for index in place_indices(player, opponent) {
            // The table that holds the index: the last one starting at or before it.
            let table = OFFSETS.partition_point(|&offset| offset <= index as usize) - 1;
            sums[table] += i32::from(stage.table[index as usize]);
        }
        (stage.bias, sums)
    }

    /// The weight of one configuration in discs (for inspection and tests).
    pub fn weight(&self, stage: usize, index: usize) -> f32 {
        f32::from(self.stages[stage].table[index]) / WEIGHT_SCALE as f32
    }

    /// Serialises the tables: a header, then per stage the bias and the weights of the canonical
    /// configurations only (mirror images are restored on reading), all little-endian `i16`.
    pub fn to_bytes(&self) -> Vec<u8> {
        let canonical = canonical_stage();
        let mut bytes = Vec::new();
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        bytes.extend_from_slice(&layout(TABLES));
        for stage in &self.stages {
            bytes.extend_from_slice(&stage.bias.to_le_bytes());
            for (index, &representative) in canonical.iter().enumerate() {
                if representative as usize == index {
                    bytes.extend_from_slice(&stage.table[index].to_le_bytes());
                }
            }
        }
        bytes
    }

    /// Reads what [`Self::to_bytes`] wrote, checking that its layout is this build's. A file of
    /// version 1, written before the counts, reads as its patterns with every count weighing 0.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, WeightsFileError> {
        let mut reader = ByteReader(bytes);
        if reader.take::<4>()? != *MAGIC {
            return Err(WeightsFileError("not a pattern weights file (bad magic bytes)".into()));
        }
        let version = u16::from_le_bytes(reader.take()?);
        let (expected, tables) = match version {
            FORMAT_VERSION => (layout(TABLES), TABLES),
            PATTERNS_ONLY_VERSION => (layout(PATTERNS.len()), PATTERNS.len()),
            _ => {
                return Err(WeightsFileError(format!(
                    "format version {version}, this build reads {PATTERNS_ONLY_VERSION} and {FORMAT_VERSION}"
                )));
            }
        };
        if reader.0.len() < expected.len() {
            return Err(WeightsFileError("the file ends early".into()));
        }
        if !reader.0.starts_with(&expected) {
            return Err(WeightsFileError("its stages, patterns or counts differ from this build's".into()));
        }
        reader.0 = &reader.0[expected.len()..];
        let canonical = &canonical_stage()[..OFFSETS[tables]];
        let mut weights = Self::zero();
        for stage in &mut weights.stages {
            stage.bias = i32::from_le_bytes(reader.take()?);
            for (index, &representative) in canonical.iter().enumerate() {
                // A mirror image's representative comes before it, so it is already read.
                stage.table[index] = if representative as usize == index {
                    i16::from_le_bytes(reader.take()?)
                } else {
                    stage.table[representative as usize]
                };
            }
        }
        if !reader.0.is_empty() {
            return Err(WeightsFileError(format!("{} bytes after the last table", reader.0.len())));
        }
        Ok(weights)
    }
}

/// The header's description of the first `tables` tables after the version: the number of
/// stages, of patterns and the squares of each, then (where the counts are among them) of counts
/// and the values of each. A file is read only by a build that describes its tables alike.
fn layout(tables: usize) -> Vec<u8> {
    let mut bytes = Vec::new();
    bytes.extend_from_slice(&(STAGES as u16).to_le_bytes());
    bytes.extend_from_slice(&(PATTERNS.len() as u16).to_le_bytes());
    bytes.extend(PATTERNS.iter().map(|pattern| pattern.squares as u8));
    if tables > PATTERNS.len() {
        bytes.extend_from_slice(&(COUNTS.len() as u16).to_le_bytes());
        bytes.extend(COUNTS.iter().map(|count| count.values as u8));
    }
    bytes
}

/// Reads fixed-size fields off the front of a byte slice.
struct ByteReader<'a>(&'a [u8]);

impl ByteReader<'_> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], WeightsFileError> {
        let Some((head, rest)) = self.0.split_first_chunk::<N>() else {
            return Err(WeightsFileError("the file ends early".into()));
        };
        self.0 = rest;
        Ok(*head)
    }
}

/// The weights the project trained, built into the binary.
static TRAINED_BYTES: &[u8] = include_bytes!("../../../../assets/reversi/patterns.bin");

/// The trained weights. A damaged file (it is checked by the tests, so only a broken build could
/// have one) leaves the pattern term at zero with a warning rather than stopping the program.
pub fn trained() -> &'static PatternWeights {
    static TRAINED: LazyLock<PatternWeights> = LazyLock::new(|| {
        PatternWeights::from_bytes(TRAINED_BYTES).unwrap_or_else(|error| {
            eprintln!("warning: {error}; the pattern evaluation is off");
            PatternWeights::zero()
        })
    });
    &TRAINED
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random::{SplitMix64, random_move};
    use crate::games::reversi::{Bitboard, Side, Square};

    fn random_positions(count: usize, seed: u64) -> Vec<Position> {
        let mut rng = SplitMix64::new(seed);
        let mut positions = Vec::new();
        while positions.len() < count {
            let mut position = Position::initial();
            let plies = rng.below(60);
            for _ in 0..plies {
                match random_move(&position, &mut rng) {
                    Some(mv) => position = position.play_unchecked(mv),
                    None => break,
                }
            }
            positions.push(position);
        }
        positions
    }

    /// The bit-extract reading is derived from the portable one; any slip in that derivation
    /// (a square on the wrong digit, a table shared that should not be) shows as a different
    /// index on some board, legal positions or not.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn reading_with_the_bit_extract_gives_the_indices_of_the_portable_reading() {
        let Some(reader) = bit_extract::reader_for_tests() else {
            eprintln!("this processor has no BMI2: nothing to compare");
            return;
        };
        let mut rng = SplitMix64::new(46);
        let random_boards = (0..2000).map(|_| {
            let (occupied, black) = (rng.next_u64(), rng.next_u64());
            (occupied & black, occupied & !black)
        });
        let positions = random_positions(2000, 47).into_iter().map(|p| (p.player().0, p.opponent().0));
        let edges = [(u64::MAX, 0), (0, u64::MAX), (0, 0), (0x8100_0000_0000_0081, 0x4200_0000_0000_0042)];
        for (player, opponent) in random_boards.chain(positions).chain(edges) {
            let (mut portable, mut extracted) = ([0; PLACES], [0; PLACES]);
            read_pattern_indices(player, opponent, &mut portable);
            // SAFETY: the reader exists only where the processor has BMI2.
            unsafe { reader.read(player, opponent, &mut extracted) };
            assert_eq!(portable, extracted, "player {player:#018x}, opponent {opponent:#018x}");
        }
    }

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

    #[test]
    fn the_counts_read_the_moves_and_the_bordering_empties_of_each_side() {
        let position = Position::initial();
        let indices = place_indices(position.player().0, position.opponent().0);
        let counts: Vec<u32> = (0..COUNTS.len())
            .map(|table| indices[PATTERN_PLACES + table] - OFFSETS[PATTERNS.len() + table] as u32)
            .collect();
        // Four moves each; the two opponent discs (d4, e5) border 10 empty squares, and so do
        // the mover's two (d5, e4).
        assert_eq!(counts, [4, 4, 10, 10]);
        // Row 1 against row 2: every square of row 3 is a move, and row 3's eight empties border
        // the opponent's discs (as do none of the mover's).
        let lines = Position::from_sides(Bitboard(0xFF), Bitboard(0xFF00), Side::Black).unwrap();
        let indices = place_indices(lines.player().0, lines.opponent().0);
        let counts: Vec<u32> = (0..COUNTS.len())
            .map(|table| indices[PATTERN_PLACES + table] - OFFSETS[PATTERNS.len() + table] as u32)
            .collect();
        assert_eq!(counts, [8, 0, 8, 0]);
        // A count beyond its table's last value reads as the last.
        let capped = Count { values: 3, read: |_| 10 };
        assert_eq!(capped.index(&Sides::new(0, 0)), 2);
    }

    #[test]
    fn a_single_disc_on_a1_is_the_first_digit_of_the_corner_patterns() {
        let position = Position::from_sides(Square::new(0).unwrap().bit(), Default::default(), Side::Black).unwrap();
        let indices = place_indices(position.player().0, position.opponent().0);
        // The first edge place is the top edge read from a1: a1 is its first digit (own disc = 1).
        assert_eq!(indices[0] as usize, OFFSETS[0] + 1);
        let opponent_view = position.passed();
        let indices = place_indices(opponent_view.player().0, opponent_view.opponent().0);
        assert_eq!(indices[0] as usize, OFFSETS[0] + 2, "an opponent's disc is digit 2");
    }

    /// Random weights in which mirror-image configurations agree, as trained tables do.
    fn random_symmetric_weights(seed: u64) -> PatternWeights {
        let mut rng = SplitMix64::new(seed);
        let canonical = canonical_stage();
        let stages = (0..STAGES)
            .map(|_| {
                let base: Vec<f32> = (0..STAGE_SIZE).map(|_| rng.below(2001) as f32 / 100.0 - 10.0).collect();
                (rng.below(100) as f32 / 10.0, canonical.iter().map(|&c| base[c as usize]).collect())
            })
            .collect::<Vec<_>>();
        PatternWeights::from_discs(&stages)
    }

    #[test]
    fn every_symmetric_image_of_a_position_gets_the_same_estimate() {
        let weights = random_symmetric_weights(7);
        for position in random_positions(300, 11) {
            let (players, opponents) = (symmetries(position.player().0), symmetries(position.opponent().0));
            let expected = weights.estimate(&position);
            for symmetry in 1..8 {
                let image =
                    Position::from_sides(Bitboard(players[symmetry]), Bitboard(opponents[symmetry]), Side::Black)
                        .unwrap();
                assert_eq!(weights.estimate(&image), expected, "symmetry {symmetry} of {position}");
            }
        }
    }

    #[test]
    fn weights_survive_a_round_trip_through_bytes() {
        let weights = random_symmetric_weights(3);
        let bytes = weights.to_bytes();
        assert!(PatternWeights::from_bytes(&bytes).unwrap() == weights);
        // Symmetric configurations are stored once.
        assert!(bytes.len() < STAGES * STAGE_SIZE * 2 * 3 / 4, "{} bytes", bytes.len());
    }

    #[test]
    fn a_file_from_before_the_counts_reads_as_its_patterns_with_the_counts_at_zero() {
        let weights = random_symmetric_weights(9);
        let bytes = weights.to_bytes();
        // Version 1: the header without the counts, and each stage's tables without theirs.
        let header = 4 + 2 + layout(TABLES).len();
        let canonical = canonical_stage();
        let kept = canonical.iter().enumerate().filter(|&(index, &representative)| representative as usize == index);
        let (pattern_weights, count_weights) = (
            kept.clone().filter(|&(index, _)| index < OFFSETS[PATTERNS.len()]).count(),
            kept.filter(|&(index, _)| index >= OFFSETS[PATTERNS.len()]).count(),
        );
        assert_eq!(count_weights, STAGE_SIZE - OFFSETS[PATTERNS.len()]);
        let mut old = [&MAGIC[..], &PATTERNS_ONLY_VERSION.to_le_bytes(), &layout(PATTERNS.len())].concat();
        let stage_bytes = 4 + 2 * (pattern_weights + count_weights);
        for stage in bytes[header..].chunks(stage_bytes) {
            old.extend_from_slice(&stage[..4 + 2 * pattern_weights]);
        }
        let read = PatternWeights::from_bytes(&old).expect("a version 1 file reads");
        for position in random_positions(100, 23) {
            let (bias, by_table) = weights.estimate_by_table(&position);
            let patterns_alone = bias + by_table[..PATTERNS.len()].iter().sum::<i32>();
            assert_eq!(read.estimate(&position), patterns_alone, "{position}");
        }
    }

    #[test]
    fn damaged_weight_files_are_errors_not_panics() {
        let bytes = random_symmetric_weights(5).to_bytes();
        for cut in [0, 3, 4, 9, 20, bytes.len() / 2, bytes.len() - 1] {
            assert!(PatternWeights::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(PatternWeights::from_bytes(&longer).unwrap_err().0.contains("after the last table"));
        let mut other_version = bytes;
        other_version[4] = 9;
        assert!(PatternWeights::from_bytes(&other_version).unwrap_err().0.contains("version 9"));
    }

    #[test]
    fn the_trained_weights_load_and_prefer_owning_a_corner() {
        let trained = PatternWeights::from_bytes(TRAINED_BYTES).expect("the committed weights file loads");
        let corner = Square::new(0).unwrap().bit();
        let (mut compared, mut preferred) = (0, 0);
        for position in random_positions(400, 17) {
            if position.empties().0 & corner.0 == 0 || !(12..=50).contains(&position.empty_count()) {
                continue;
            }
            let mine = Position::from_sides(position.player() | corner, position.opponent(), Side::Black).unwrap();
            let theirs = Position::from_sides(position.player(), position.opponent() | corner, Side::Black).unwrap();
            compared += 1;
            preferred += usize::from(trained.estimate(&mine) > trained.estimate(&theirs));
        }
        assert!(compared >= 100, "{compared} positions compared");
        assert!(preferred * 100 >= compared * 90, "a1 preferred in {preferred} of {compared}");
    }
}
