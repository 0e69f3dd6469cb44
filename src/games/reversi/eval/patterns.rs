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
//!
//! The patterns' shapes and how a place is read are in `geometry.rs`, the weights file's format
//! in `weights_file.rs`; here, the tables and the places' indices into them.

use std::sync::LazyLock;

use crate::games::reversi::rules::{Position, legal_moves, potential_mobility, symmetries};
use geometry::{PATTERN_PLACES, TERNARY, canonical_configurations, read_patterns};

#[cfg(target_arch = "x86_64")]
mod bit_extract;
mod geometry;
pub(super) mod incremental;
mod weights_file;

pub use geometry::{PATTERNS, Pattern};
pub use weights_file::WeightsFileError;

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

    pub(super) fn random_positions(count: usize, seed: u64) -> Vec<Position> {
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
    pub(super) fn random_symmetric_weights(seed: u64) -> PatternWeights {
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
