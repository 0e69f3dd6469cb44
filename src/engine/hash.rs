//! The transposition table: remembers, per position, the best move and the bound a previous
//! search proved, so transpositions and later iterations start from what is already known.
//!
//! Every thread of a parallel search reads and writes the same table without locks, through
//! [`SharedSlots`], which the endgame solver's table uses too.

use std::sync::atomic::{AtomicU8, Ordering};

use super::game::{Score, is_proven, shorten_proven};
use super::table_memory::ZeroedWords;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The true score is exactly `score`.
    Exact,
    /// The search failed high: the true score is at least `score`.
    Lower,
    /// The search failed low: the true score is at most `score`.
    Upper,
}

/// No best move, in the packed move field.
const NO_MOVE: u64 = 0xFFFF;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Entry {
    /// The best move's [`crate::engine::Game::move_index`]: moves that share an index are all
    /// tried first, which only costs a little ordering.
    pub best_move: Option<u16>,
    pub score: Score,
    pub depth: u8,
    pub bound: Bound,
    generation: u8,
}

impl Entry {
    /// The score usable as the result of a node `ply` plies below the root, searched to
    /// `depth` with window `(alpha, beta)`, if this entry proves one.
    pub fn cutoff(&self, depth: u32, alpha: Score, beta: Score, ply: usize) -> Option<Score> {
        if u32::from(self.depth) < depth {
            return None;
        }
        let score = to_root_frame(self.score, ply);
        match self.bound {
            Bound::Exact => Some(score),
            Bound::Lower if score >= beta => Some(score),
            Bound::Upper if score <= alpha => Some(score),
            _ => None,
        }
    }

    /// Bits 0–31 score, 32–39 depth, 40–41 bound (never 0, so no stored entry packs to 0),
    /// 42–47 generation, 48–63 move index.
    fn pack(&self) -> u64 {
        let bound = match self.bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        u64::from(self.score as u32)
            | u64::from(self.depth) << 32
            | bound << 40
            | u64::from(self.generation & GENERATION_MASK) << 42
            | self.best_move.map_or(NO_MOVE, u64::from) << 48
    }

    fn unpack(data: u64) -> Option<Self> {
        let bound = match data >> 40 & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        let best_move = data >> 48;
        Some(Self {
            best_move: (best_move != NO_MOVE).then_some(best_move as u16),
            score: data as u32 as Score,
            depth: (data >> 32) as u8,
            bound,
            generation: (data >> 42) as u8 & GENERATION_MASK,
        })
    }
}

const GENERATION_MASK: u8 = 0x3F;

/// Slots that every thread of a parallel search reads and writes without locks: the midgame
/// search's transposition table and the endgame solver's keep their entries in one. A slot is two
/// words, the key xor the data, then the data: a reader that catches another thread's write half
/// done recovers a key that matches no position, so a torn entry reads as a miss. Data 0 is an
/// empty slot, so the tables pack their entries never to 0.
pub(crate) struct SharedSlots {
    words: ZeroedWords,
    mask: usize,
}

impl SharedSlots {
    /// `2^bits` empty slots.
    pub fn new(bits: u32) -> Self {
        let size = 1usize << bits;
        Self { words: ZeroedWords::new(2 * size), mask: size - 1 }
    }

    /// The slot `key` belongs in.
    #[inline]
    pub fn slot_of(&self, key: u64) -> usize {
        key as usize & self.mask
    }

    /// The key and the data in `slot`; `None` when it is empty.
    #[inline]
    pub fn read(&self, slot: usize) -> Option<(u64, u64)> {
        let data = self.words[2 * slot + 1].load(Ordering::Relaxed);
        (data != 0).then(|| (self.words[2 * slot].load(Ordering::Relaxed) ^ data, data))
    }

    /// Puts `data` (not 0) under `key` in `slot`, over whatever was there.
    #[inline]
    pub fn write(&self, slot: usize, key: u64, data: u64) {
        self.words[2 * slot + 1].store(data, Ordering::Relaxed);
        self.words[2 * slot].store(key ^ data, Ordering::Relaxed);
    }

    /// Starts fetching `slot` into the cache: a read that follows soon will not wait for memory,
    /// and several fetches started together wait for it only once.
    #[inline]
    pub fn prefetch(&self, slot: usize) {
        #[cfg(target_arch = "x86_64")]
        {
            let word = std::ptr::from_ref(&self.words[2 * slot]);
            // SAFETY: a prefetch is only a hint to the cache: it reads nothing the program sees
            // and cannot fault, and the pointer is into the table anyway.
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(word.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = slot;
    }
}

/// The midgame search's table: a slot per position, the best move and the bound a search proved.
pub(crate) struct TranspositionTable {
    slots: SharedSlots,
    generation: AtomicU8,
}

impl TranspositionTable {
    pub fn new(bits: u32) -> Self {
        Self { slots: SharedSlots::new(bits), generation: AtomicU8::new(0) }
    }

    /// Marks entries from earlier searches as stale, so they are the first to be replaced.
    pub fn new_search(&self) {
        let next = (self.generation.load(Ordering::Relaxed) + 1) & GENERATION_MASK;
        self.generation.store(next, Ordering::Relaxed);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let (stored_key, data) = self.slots.read(self.slots.slot_of(key))?;
        if stored_key != key {
            return None;
        }
        Entry::unpack(data)
    }

    /// Stores a result found `ply` plies below the root. Proven scores are stored relative to
    /// this node rather than the root, so they stay right when reached by another path.
    pub fn store(&self, key: u64, best_move: Option<u16>, score: Score, depth: u32, bound: Bound, ply: usize) {
        let slot = self.slots.slot_of(key);
        let generation = self.generation.load(Ordering::Relaxed);
        let stored = self.slots.read(slot);
        let old = stored.and_then(|(_, data)| Entry::unpack(data));
        let same_position = stored.is_some_and(|(stored_key, _)| stored_key == key) && old.is_some();
        let keep_old =
            old.is_some_and(|old| !same_position && old.generation == generation && u32::from(old.depth) > depth);
        if keep_old {
            return;
        }
        let best_move = best_move.or_else(|| old.filter(|_| same_position).and_then(|old| old.best_move));
        let entry = Entry {
            best_move,
            score: to_node_frame(score, ply),
            depth: depth.min(u32::from(u8::MAX)) as u8,
            bound,
            generation,
        };
        self.slots.write(slot, key, entry.pack());
    }
}

/// Proven scores are stored relative to the node, not the root: the distance to the result
/// is added back on the way in and taken off again on the way out.
fn to_node_frame(score: Score, ply: usize) -> Score {
    if is_proven(score) { score + score.signum() * ply as Score } else { score }
}

fn to_root_frame(score: Score, ply: usize) -> Score {
    shorten_proven(score, ply)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_pack_and_unpack_unchanged() {
        for (score, bound, best_move) in
            [(-7, Bound::Upper, None), (123_456_789, Bound::Exact, Some(1296)), (-2_000_000_000, Bound::Lower, Some(0))]
        {
            let entry = Entry { best_move, score, depth: 200, bound, generation: 63 };
            assert_eq!(Entry::unpack(entry.pack()), Some(entry));
        }
        assert_eq!(Entry::unpack(0), None, "an empty slot holds no entry");
    }

    #[test]
    fn a_stored_result_is_found_under_its_key_only() {
        let table = TranspositionTable::new(8);
        table.store(0xABCD, Some(5), 42, 3, Bound::Exact, 0);
        assert_eq!(table.probe(0xABCD).map(|e| (e.best_move, e.score, e.depth)), Some((Some(5), 42, 3)));
        // The same slot, another key.
        assert_eq!(table.probe(0xABCD + 256), None);
        // A deeper result of this search keeps its slot against a shallower stranger...
        table.store(0xABCD + 256, None, 1, 1, Bound::Lower, 0);
        assert_eq!(table.probe(0xABCD).map(|e| e.score), Some(42));
        // ...but not against the next search's.
        table.new_search();
        table.store(0xABCD + 256, None, 1, 1, Bound::Lower, 0);
        assert_eq!(table.probe(0xABCD + 256).map(|e| e.score), Some(1));
    }
}
