//! The book's file: a format of our own, small and checked.
//!
//! ```text
//! header   8  magic "mmabook\n"
//!          2  version (little-endian, as every number here)
//!          1  plies the book was built to      1  depth of its searches
//!          2  its margin, hundredths of a disc 1  selectivity of its searches (%)  1  zero
//!          4  positions                        4  self-play games played through it
//! entries  32 bytes each, in increasing key order (a position once, in its least image):
//!          8  the side to move's discs         8  the other side's discs
//!          2  value (hundredths of a disc, i16) 2  best move out of the book's value
//!          1  that move's square (255: none)   1  search depth
//!          1  flags: 1 value exact, 2 leaf value exact   1  selectivity of its searches (%)
//!          4  self-play games through it       4  their points for the side to move (2 a win)
//! trailer  8  FNV-1a 64 of every byte before it
//! ```
//!
//! Version 1, written before the book's searches could be selective, has zeros where version 2
//! has selectivities, and is read as full-width (100 %).
//!
//! The order makes the file the same bytes for the same book and lets the reader refuse a
//! repeated position; the checksum catches a damaged copy, the length a truncated one.

use std::fmt;

use super::{Book, BookEntry, BookKey, BuildParameters, Searched};
use crate::engine::Selectivity;
use crate::games::reversi::rules::Square;

const MAGIC: [u8; 8] = *b"mmabook\n";
/// The version this build writes; a newer file is refused, not misread. Version 1 had no
/// selectivities (its searches were all full-width) and zeros where version 2 keeps them.
pub const VERSION: u16 = 2;
const FULL_WIDTH_VERSION: u16 = 1;
const HEADER_BYTES: usize = 24;
const ENTRY_BYTES: usize = 32;
const CHECKSUM_BYTES: usize = 8;
const NO_SQUARE: u8 = 255;
const VALUE_EXACT: u8 = 1;
const LEAF_EXACT: u8 = 2;

/// Why bytes are not a book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// Not a book file at all.
    BadMagic,
    /// Written by a newer version of the program.
    NewerVersion { found: u16, supported: u16 },
    /// A version no program ever wrote.
    UnknownVersion { found: u16 },
    /// The header's selectivity is not one of the levels (or, in version 1, not 0).
    BadSelectivity { version: u16, found: u8 },
    /// The file ends before its header or its last entry.
    Truncated { expected: usize, found: usize },
    /// Bytes after the checksum.
    TrailingBytes { extra: usize },
    /// The bytes are not the ones that were written.
    ChecksumMismatch { stored: u64, computed: u64 },
    /// An entry that no build writes (entries counted from 0).
    BadEntry { index: usize, problem: &'static str },
    /// An entry out of order or repeated.
    OutOfOrder { index: usize },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadMagic => write!(f, "not an opening book (its first bytes are not \"mmabook\")"),
            Self::NewerVersion { found, supported } => {
                write!(f, "the book is version {found}, newer than this program reads ({supported})")
            }
            Self::UnknownVersion { found } => write!(f, "the book has an unknown version {found}"),
            Self::BadSelectivity { version: FULL_WIDTH_VERSION, found } => {
                write!(f, "the book is version {FULL_WIDTH_VERSION}, which keeps 0 where it has {found}")
            }
            Self::BadSelectivity { found, .. } => {
                write!(f, "the book's searches have a selectivity of {found} %, which is not a level")
            }
            Self::Truncated { expected, found } => {
                write!(f, "the book is truncated: {found} bytes of at least {expected}")
            }
            Self::TrailingBytes { extra } => write!(f, "the book has {extra} bytes after its end"),
            Self::ChecksumMismatch { stored, computed } => {
                write!(f, "the book is damaged: checksum {computed:016x}, {stored:016x} expected")
            }
            Self::BadEntry { index, problem } => write!(f, "the book's position {index} is wrong: {problem}"),
            Self::OutOfOrder { index } => write!(f, "the book's position {index} is out of order or repeated"),
        }
    }
}

impl std::error::Error for BookError {}

/// FNV-1a, 64 bits: enough to tell a damaged file, no dependency.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xCBF2_9CE4_8422_2325, |hash, &byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01B3))
}

/// The book as its file's bytes.
pub fn to_bytes(book: &Book) -> Vec<u8> {
    let mut entries: Vec<(&BookKey, &BookEntry)> = book.entries.iter().collect();
    entries.sort_unstable_by_key(|(key, _)| **key);
    let mut bytes = Vec::with_capacity(HEADER_BYTES + ENTRY_BYTES * entries.len() + CHECKSUM_BYTES);
    let BuildParameters { plies, searched, margin } = book.built;
    bytes.extend_from_slice(&MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.extend_from_slice(&[plies, searched.depth]);
    bytes.extend_from_slice(&margin.to_le_bytes());
    bytes.extend_from_slice(&[searched.selectivity.percent(), 0]);
    bytes.extend_from_slice(&(entries.len() as u32).to_le_bytes());
    bytes.extend_from_slice(&book.games.to_le_bytes());
    for (key, entry) in entries {
        bytes.extend_from_slice(&key.player.to_le_bytes());
        bytes.extend_from_slice(&key.opponent.to_le_bytes());
        bytes.extend_from_slice(&entry.value.to_le_bytes());
        bytes.extend_from_slice(&entry.leaf_value.to_le_bytes());
        let flags = (u8::from(entry.exact) * VALUE_EXACT) | (u8::from(entry.leaf_exact) * LEAF_EXACT);
        let leaf = entry.leaf_move.map_or(NO_SQUARE, |square| square.index() as u8);
        bytes.extend_from_slice(&[leaf, entry.searched.depth, flags, entry.searched.selectivity.percent()]);
        bytes.extend_from_slice(&entry.games.to_le_bytes());
        bytes.extend_from_slice(&entry.points.to_le_bytes());
    }
    bytes.extend_from_slice(&checksum(&bytes).to_le_bytes());
    bytes
}

/// Little-endian numbers off the front of a byte slice the caller has measured.
struct Fields<'a>(&'a [u8]);

impl Fields<'_> {
    fn take<const N: usize>(&mut self) -> [u8; N] {
        let (head, rest) = self.0.split_at(N);
        self.0 = rest;
        head.try_into().unwrap_or([0; N])
    }

    fn u16(&mut self) -> u16 {
        u16::from_le_bytes(self.take())
    }

    fn u32(&mut self) -> u32 {
        u32::from_le_bytes(self.take())
    }

    fn u64(&mut self) -> u64 {
        u64::from_le_bytes(self.take())
    }

    fn i16(&mut self) -> i16 {
        i16::from_le_bytes(self.take())
    }
}

/// Reads a book from its file's bytes, checking all of it.
pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
    if bytes.len() < HEADER_BYTES {
        let prefix = &bytes[..bytes.len().min(MAGIC.len())];
        return Err(if MAGIC.starts_with(prefix) {
            BookError::Truncated { expected: HEADER_BYTES + CHECKSUM_BYTES, found: bytes.len() }
        } else {
            BookError::BadMagic
        });
    }
    let mut header = Fields(&bytes[..HEADER_BYTES]);
    if header.take::<8>() != MAGIC {
        return Err(BookError::BadMagic);
    }
    let version = match header.u16() {
        0 => return Err(BookError::UnknownVersion { found: 0 }),
        found if found > VERSION => return Err(BookError::NewerVersion { found, supported: VERSION }),
        found => found,
    };
    let [plies, depth] = header.take();
    let margin = header.u16();
    let [stored_selectivity, _] = header.take();
    let count = header.u32() as usize;
    let games = header.u32();
    let expected = HEADER_BYTES + count.saturating_mul(ENTRY_BYTES) + CHECKSUM_BYTES;
    if bytes.len() < expected {
        return Err(BookError::Truncated { expected, found: bytes.len() });
    }
    if bytes.len() > expected {
        return Err(BookError::TrailingBytes { extra: bytes.len() - expected });
    }
    let (body, stored) = bytes.split_at(expected - CHECKSUM_BYTES);
    let stored = Fields(stored).u64();
    let computed = checksum(body);
    if stored != computed {
        return Err(BookError::ChecksumMismatch { stored, computed });
    }
    let selectivity = read_selectivity(version, stored_selectivity)
        .ok_or(BookError::BadSelectivity { version, found: stored_selectivity })?;
    let searched = Searched { depth, selectivity };
    let mut book = Book { built: BuildParameters { plies, searched, margin }, games, ..Book::default() };
    let mut previous = None;
    for (index, chunk) in body[HEADER_BYTES..].chunks_exact(ENTRY_BYTES).enumerate() {
        let (key, entry) = read_entry(version, chunk).map_err(|problem| BookError::BadEntry { index, problem })?;
        if previous.is_some_and(|previous| previous >= key) {
            return Err(BookError::OutOfOrder { index });
        }
        previous = Some(key);
        book.entries.insert(key, entry);
    }
    Ok(book)
}

/// A selectivity as `version` stores it: a level's percentage, or a zero in version 1, whose
/// searches were all full-width (the shipped book of that version was built before the book's
/// searches could be selective).
fn read_selectivity(version: u16, stored: u8) -> Option<Selectivity> {
    match (version, stored) {
        (FULL_WIDTH_VERSION, 0) => Some(Selectivity::FULL),
        (FULL_WIDTH_VERSION, _) => None,
        (_, percent) => Selectivity::from_percent(percent).ok(),
    }
}

fn read_entry(version: u16, chunk: &[u8]) -> Result<(BookKey, BookEntry), &'static str> {
    let mut fields = Fields(chunk);
    let key = BookKey { player: fields.u64(), opponent: fields.u64() };
    let (value, leaf_value) = (fields.i16(), fields.i16());
    let [leaf, depth, flags, selectivity] = fields.take();
    let selectivity =
        read_selectivity(version, selectivity).ok_or("its searches' selectivity is not a level (version 1: not 0)")?;
    let (games, points) = (fields.u32(), fields.u32());
    if key.player & key.opponent != 0 {
        return Err("a square holds discs of both sides");
    }
    if (key.player | key.opponent).count_ones() < 4 {
        return Err("fewer than the four discs of the start");
    }
    if key != super::reduce(key.player, key.opponent).0 {
        return Err("not stored as its least image");
    }
    let leaf_move = match leaf {
        NO_SQUARE => None,
        index => match Square::new(index) {
            Some(square) if (key.player | key.opponent) & square.bit().0 == 0 => Some(square),
            _ => return Err("its best move out of the book is not an empty square"),
        },
    };
    if flags & !(VALUE_EXACT | LEAF_EXACT) != 0 {
        return Err("unknown flags");
    }
    if u64::from(points) > 2 * u64::from(games) {
        return Err("more points than its games can score");
    }
    let entry = BookEntry {
        value,
        exact: flags & VALUE_EXACT != 0,
        searched: Searched { depth, selectivity },
        leaf_move,
        leaf_value,
        leaf_exact: flags & LEAF_EXACT != 0,
        games,
        points,
    };
    Ok((key, entry))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::rules::Position;

    /// A small book by hand: the start, and its four first moves' one position.
    fn small_book() -> Book {
        let built = BuildParameters {
            plies: 1,
            searched: Searched { depth: 6, selectivity: Selectivity::of(95) },
            margin: 200,
        };
        let mut book = Book { built, games: 3, ..Book::default() };
        let start = Position::initial();
        let f5 = "f5".parse().expect("a square");
        let entry = |value, leaf_move| BookEntry {
            value,
            exact: false,
            searched: Searched { depth: 6, selectivity: Selectivity::of(95) },
            leaf_move,
            leaf_value: value,
            leaf_exact: false,
            games: 3,
            points: 4,
        };
        book.insert(&start, entry(-25, None));
        book.insert(&start.play_unchecked(Move::Place(f5)), entry(25, Some("f6".parse().expect("a square"))));
        book
    }

    use crate::games::reversi::rules::Move;

    /// `bytes` with its checksum made right again, so that a test reaches the checks after it.
    fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
        let body = bytes.len() - CHECKSUM_BYTES;
        let sum = checksum(&bytes[..body]);
        bytes[body..].copy_from_slice(&sum.to_le_bytes());
        bytes
    }

    #[test]
    fn a_book_reads_back_as_written_and_writes_the_same_bytes() {
        let book = small_book();
        let bytes = to_bytes(&book);
        assert_eq!(bytes.len(), HEADER_BYTES + 2 * ENTRY_BYTES + CHECKSUM_BYTES);
        let read = from_bytes(&bytes).expect("reads back");
        assert_eq!(read, book);
        assert_eq!(to_bytes(&read), bytes);
        assert_eq!(from_bytes(&to_bytes(&Book::default())), Ok(Book::default()));
    }

    #[test]
    fn a_damaged_book_is_refused_with_what_is_wrong() {
        let bytes = to_bytes(&small_book());
        let mut flipped = bytes.clone();
        flipped[HEADER_BYTES + 17] ^= 0x10;
        assert!(matches!(from_bytes(&flipped), Err(BookError::ChecksumMismatch { .. })));
        for length in [0, 3, 8, 20, HEADER_BYTES, bytes.len() - 1, bytes.len() - ENTRY_BYTES] {
            assert!(
                matches!(from_bytes(&bytes[..length]), Err(BookError::Truncated { found, .. }) if found == length),
                "{length} bytes: {:?}",
                from_bytes(&bytes[..length])
            );
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(from_bytes(&longer), Err(BookError::TrailingBytes { extra: 1 }));
        assert_eq!(from_bytes(b"GIF89a this is no book at all"), Err(BookError::BadMagic));
        assert_eq!(from_bytes(b"PK"), Err(BookError::BadMagic));
        let mut newer = bytes.clone();
        newer[8..10].copy_from_slice(&(VERSION + 1).to_le_bytes());
        assert_eq!(from_bytes(&newer), Err(BookError::NewerVersion { found: VERSION + 1, supported: VERSION }));
        let mut swapped = bytes.clone();
        let (first, second) = (HEADER_BYTES, HEADER_BYTES + ENTRY_BYTES);
        let entry: Vec<u8> = swapped[first..second].to_vec();
        swapped.copy_within(second..second + ENTRY_BYTES, first);
        swapped[second..second + ENTRY_BYTES].copy_from_slice(&entry);
        assert_eq!(from_bytes(&resealed(swapped)), Err(BookError::OutOfOrder { index: 1 }));
        let mut overlapping = bytes.clone();
        overlapping[HEADER_BYTES + 8..HEADER_BYTES + 16].copy_from_slice(&bytes[HEADER_BYTES..HEADER_BYTES + 8]);
        assert!(matches!(from_bytes(&resealed(overlapping)), Err(BookError::BadEntry { index: 0, .. })));
        let mut occupied_leaf = bytes;
        // The second entry's best move out put on a square its own discs hold.
        let square =
            u64::from_le_bytes(occupied_leaf[second..second + 8].try_into().expect("8 bytes")).trailing_zeros();
        occupied_leaf[second + 20] = square as u8;
        assert!(matches!(from_bytes(&resealed(occupied_leaf)), Err(BookError::BadEntry { index: 1, .. })));
        let message = BookError::Truncated { expected: 100, found: 40 }.to_string();
        assert_eq!(message, "the book is truncated: 40 bytes of at least 100");
    }

    #[test]
    fn a_version_1_book_reads_as_full_width_and_a_selectivity_that_is_no_level_is_refused() {
        let bytes = to_bytes(&small_book());
        let selectivity_at = [14, HEADER_BYTES + 23, HEADER_BYTES + ENTRY_BYTES + 23];
        let mut first_version = bytes.clone();
        first_version[8..10].copy_from_slice(&FULL_WIDTH_VERSION.to_le_bytes());
        for at in selectivity_at {
            first_version[at] = 0;
        }
        let read = from_bytes(&resealed(first_version.clone())).expect("a version 1 book reads");
        assert_eq!(read.built.searched, Searched { depth: 6, selectivity: Selectivity::FULL });
        assert!(read.entries().all(|(_, entry)| entry.searched.selectivity.is_full()));
        // Version 1 had zeros there; version 2 has a level.
        let mut header_level = first_version.clone();
        header_level[14] = 95;
        let refused = from_bytes(&resealed(header_level));
        assert_eq!(refused, Err(BookError::BadSelectivity { version: FULL_WIDTH_VERSION, found: 95 }));
        assert_eq!(refused.unwrap_err().to_string(), "the book is version 1, which keeps 0 where it has 95");
        first_version[selectivity_at[1]] = 95;
        assert!(matches!(from_bytes(&resealed(first_version)), Err(BookError::BadEntry { index: 0, .. })));
        let mut no_level = bytes.clone();
        no_level[14] = 96;
        assert_eq!(from_bytes(&resealed(no_level)), Err(BookError::BadSelectivity { version: VERSION, found: 96 }));
        // A damaged byte there is first a damaged file.
        let mut damaged = bytes.clone();
        damaged[14] = 96;
        assert!(matches!(from_bytes(&damaged), Err(BookError::ChecksumMismatch { .. })));
        let mut zero = bytes;
        zero[selectivity_at[2]] = 0;
        assert!(matches!(from_bytes(&resealed(zero)), Err(BookError::BadEntry { index: 1, .. })));
    }
}
