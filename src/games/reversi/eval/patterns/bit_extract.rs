//! Reading the pattern places with the processor's parallel bit extract (`pext`, x86-64 BMI2):
//! one instruction gathers a place's squares of one side into the low bits, in square order, and
//! a table for that order turns them into base-3 digits. That is about a quarter of the
//! instructions of [`super::geometry::read_patterns`] on the board's eight mirror images, which
//! is why the evaluation uses it where the processor does `pext` quickly.
//!
//! The plan is derived from [`super::geometry::read_patterns`] itself, one square at a time, so
//! the two readings cannot disagree: a test compares them on random positions.

use std::arch::x86_64::{__cpuid, _pext_u64};
use std::sync::LazyLock;

use super::geometry::{PATTERN_PLACES, TERNARY, read_patterns};
use super::{OFFSETS, PLACES};
use crate::games::reversi::rules::symmetries;

/// Entries in a table of digits: a place reads at most ten squares.
const TABLE_SIZE: usize = 1 << 10;

/// How to read one place.
#[derive(Clone, Copy)]
struct Place {
    /// The place's squares.
    mask: u64,
    /// Which of [`BitExtractReader::digits`] turns the extracted bits into the place's digits.
    table: u32,
    /// Where the place's pattern table starts in a stage's weights.
    offset: u32,
}

/// Every place's squares and the digit tables they need: one for each order in which a place's
/// squares meet its digits (14 of them, 28 KiB; the lines and most places read in square order
/// or share an order with a place of the same pattern).
pub(super) struct BitExtractReader {
    places: [Place; PATTERN_PLACES],
    digits: Box<[[u16; TABLE_SIZE]]>,
}

impl BitExtractReader {
    /// The plan, read off [`read_patterns`] one square at a time.
    fn new() -> Self {
        // Every place's squares in rising order (the order `pext` gathers them in), each with
        // the digit it is read as.
        let mut squares_of_place: [Vec<(u32, u32)>; PATTERN_PLACES] = std::array::from_fn(|_| Vec::new());
        let mut pattern_of_place = [0usize; PATTERN_PLACES];
        for square in 0..64 {
            let mut place = 0;
            read_patterns(&symmetries(1 << square), |pattern, bits| {
                pattern_of_place[place] = pattern;
                if bits != 0 {
                    squares_of_place[place].push((square, bits.trailing_zeros()));
                }
                place += 1;
            });
        }
        let mut digits = vec![TERNARY];
        let places = std::array::from_fn(|place| {
            let squares = &squares_of_place[place];
            let mask = squares.iter().fold(0, |mask, &(square, _)| mask | 1 << square);
            let table: [u16; TABLE_SIZE] = std::array::from_fn(|bits| {
                let set = squares.iter().enumerate().filter(|&(bit, _)| bits >> bit & 1 != 0);
                set.map(|(_, &(_, digit))| 3u16.pow(digit)).sum()
            });
            let used = 1 << squares.len();
            let table = digits.iter().position(|known| known[..used] == table[..used]).unwrap_or_else(|| {
                digits.push(table);
                digits.len() - 1
            });
            Place { mask, table: table as u32, offset: OFFSETS[pattern_of_place[place]] as u32 }
        });
        Self { places, digits: digits.into_boxed_slice() }
    }

    /// Writes every pattern place's configuration index, offset into the stage table, into the
    /// first [`PATTERN_PLACES`] entries of `indices`.
    #[target_feature(enable = "bmi2")]
    pub(super) fn read(&self, player: u64, opponent: u64, indices: &mut [u32; PLACES]) {
        for (index, place) in indices.iter_mut().zip(&self.places) {
            let digits = &self.digits[place.table as usize];
            // A place reads at most ten squares, so the masks cost nothing but spare the bounds checks.
            let own = _pext_u64(player, place.mask) as usize & (TABLE_SIZE - 1);
            let theirs = _pext_u64(opponent, place.mask) as usize & (TABLE_SIZE - 1);
            *index = place.offset + u32::from(digits[own]) + 2 * u32::from(digits[theirs]);
        }
    }
}

/// The reader, where this processor has a fast `pext`; `None` where it has none, or where it is
/// microcoded (AMD before Zen 3, family 0x19, takes hundreds of cycles).
pub(super) static READER: LazyLock<Option<BitExtractReader>> =
    LazyLock::new(|| fast_pext().then(BitExtractReader::new));

fn fast_pext() -> bool {
    if !std::is_x86_feature_detected!("bmi2") {
        return false;
    }
    let vendor = __cpuid(0);
    let amd = [vendor.ebx, vendor.edx, vendor.ecx] == [0x6874_7541, 0x6974_6E65, 0x444D_4163];
    let signature = __cpuid(1).eax;
    let family = match signature >> 8 & 0xF {
        0xF => 0xF + (signature >> 20 & 0xFF),
        base => base,
    };
    !amd || family >= 0x19
}

/// The reader even where `pext` is slow (for the test that compares the readings), `None` only
/// where the processor has no BMI2 at all.
#[cfg(test)]
pub(super) fn reader_for_tests() -> Option<BitExtractReader> {
    std::is_x86_feature_detected!("bmi2").then(BitExtractReader::new)
}
