//! The learned evaluation's weights file: a header that describes the tables (so that a build
//! reads only a file whose stages, patterns and counts are its own), then each stage's bias and
//! the weights of its canonical configurations, little-endian.

use super::{COUNTS, OFFSETS, PATTERNS, PatternWeights, STAGES, TABLES, canonical_stage};

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

#[cfg(test)]
mod tests {
    use super::super::tests::{random_positions, random_symmetric_weights};
    use super::*;
    use crate::games::reversi::eval::patterns::STAGE_SIZE;

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
}
