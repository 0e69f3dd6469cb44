//! The solver's table: bounds on a position's final margin, its best move and how sure the
//! search that found them was, packed into one word of lock-free shared slots, two slots a
//! position, each entry marked with the solve that wrote it so that a player keeps the table from
//! move to move.

use crate::engine::hash::SharedSlots;

/// What the solver remembers of a position: bounds on its final margin and its best move, and
/// how sure the search that found them was (a selectivity's percentage; 100: proven).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct TableEntry {
    pub(super) key: u64,
    pub(super) lower: i8,
    pub(super) upper: i8,
    pub(super) best: u8,
    pub(super) empties: u8,
    pub(super) selectivity: u8,
}

pub(super) const NO_SQUARE: u8 = 64;

/// Set in every packed entry, so that none packs to 0, an empty slot.
const PRESENT: u64 = 1 << 32;

impl TableEntry {
    fn pack(&self) -> u64 {
        u64::from(self.lower as u8)
            | u64::from(self.upper as u8) << 8
            | u64::from(self.best) << 16
            | u64::from(self.empties) << 24
            | PRESENT
            | u64::from(self.selectivity) << 40
    }

    /// Whether a pass `selectivity` sure may take these bounds: a selective pass takes what the
    /// surer passes proved, and an exact one never trusts a selective bound. (Its best move is
    /// a good first try for any pass: that is how the rising-confidence passes help the last.)
    pub(super) fn bounds_trusted_at(&self, selectivity: u8) -> bool {
        self.selectivity >= selectivity
    }

    fn unpack(key: u64, data: u64) -> Self {
        Self {
            key,
            lower: data as u8 as i8,
            upper: (data >> 8) as u8 as i8,
            best: (data >> 16) as u8,
            empties: (data >> 24) as u8,
            selectivity: (data >> 40) as u8,
        }
    }
}

/// The solver's table, shared without locks by the threads of a parallel solve (see
/// [`SharedSlots`]). Each position may sit in either slot of a pair.
///
/// Its entries are facts about positions, true in any game that reaches them, so a player keeps
/// the table from move to move. Each entry carries the generation of the solve that wrote it
/// (bits 48–53, beside [`TableEntry::pack`]'s): a new generation ([`SolverTable::age`]) makes
/// the last move's entries the first to be replaced, so they help while they are still near the
/// game and never crowd out the solve at hand.
pub(super) struct SolverTable {
    slots: SharedSlots,
    generation: u64,
}

/// Where an entry's generation sits in a slot's data, and how many generations there are before
/// the count wraps (an entry that old is replaced first anyway, or reads as current: either way
/// only a slot's priority is wrong, never a bound).
const GENERATION_SHIFT: u32 = 48;
const GENERATIONS: u64 = 64;

impl SolverTable {
    pub(super) fn new(table_bits: u32) -> Self {
        Self { slots: SharedSlots::new(table_bits.clamp(8, 28)), generation: 0 }
    }

    /// Starts a new generation: the entries written before it are replaced before any written
    /// after.
    pub(super) fn age(&mut self) {
        self.generation = (self.generation + 1) % GENERATIONS;
    }

    #[inline]
    fn read(&self, slot: usize) -> Option<TableEntry> {
        self.slots.read(slot).map(|(key, data)| TableEntry::unpack(key, data))
    }

    /// Starts fetching the slot pair of `key` into the cache (see [`SharedSlots::prefetch`]).
    #[inline]
    pub(super) fn prefetch(&self, key: u64) {
        self.slots.prefetch(self.slots.slot_of(key));
    }

    /// The entry of `key` at `empties`, whichever pass stored it: its move orders any pass, its
    /// bounds only a pass that trusts them ([`TableEntry::bounds_trusted_at`]).
    #[inline]
    pub(super) fn probe(&self, key: u64, empties: u32) -> Option<TableEntry> {
        let slot = self.slots.slot_of(key);
        [slot, slot ^ 1]
            .into_iter()
            .filter_map(|slot| self.read(slot))
            .find(|entry| entry.key == key && u32::from(entry.empties) == empties)
    }

    /// Replaces the same position if present, else an entry of an earlier generation, else the
    /// shallower of the pair: deep entries save the most work.
    #[inline]
    pub(super) fn store(&self, entry: TableEntry) {
        let slot = self.slots.slot_of(entry.key);
        let (first, second) = (self.slots.read(slot), self.slots.read(slot ^ 1));
        let holds = |other: Option<(u64, u64)>| other.is_some_and(|(key, _)| key == entry.key);
        let depth = |other: Option<(u64, u64)>| other.map_or(0, |(key, data)| TableEntry::unpack(key, data).empties);
        let stale = |other: Option<(u64, u64)>| {
            other.is_some_and(|(_, data)| data >> GENERATION_SHIFT & (GENERATIONS - 1) != self.generation)
        };
        let first_goes = if holds(first) || holds(second) {
            holds(first)
        } else if stale(first) != stale(second) {
            stale(first)
        } else {
            depth(first) <= depth(second)
        };
        let target = if first_goes { slot } else { slot ^ 1 };
        self.slots.write(target, entry.key, entry.pack() | self.generation << GENERATION_SHIFT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_selective_entry_bounds_only_a_pass_no_surer() {
        let table = SolverTable::new(8);
        let entry = TableEntry { key: 0x1234_5678, lower: -6, upper: 10, best: 19, empties: 14, selectivity: 87 };
        table.store(entry);
        let found = table.probe(entry.key, 14).expect("stored");
        assert_eq!(found, entry);
        assert_eq!(table.probe(entry.key, 13), None, "another number of empties is another position");
        let trusted: Vec<bool> = [73, 87, 95, 100].map(|percent| found.bounds_trusted_at(percent)).to_vec();
        assert_eq!(trusted, [true, true, false, false]);
        let proven = TableEntry { selectivity: 100, ..entry };
        table.store(proven);
        assert_eq!(table.probe(entry.key, 14), Some(proven));
        assert!(proven.bounds_trusted_at(100));
    }

    #[test]
    fn an_earlier_generation_is_kept_and_read_but_replaced_before_the_current_one() {
        let mut table = SolverTable::new(8);
        // Three positions whose keys share a slot pair, at decreasing depths.
        let entry = |key: u64, empties: u8| TableEntry { key, lower: 0, upper: 4, best: 7, empties, selectivity: 100 };
        let (deep, deeper, shallow) = (entry(0x100, 18), entry(0x201, 20), entry(0x300, 10));
        table.store(deep);
        table.store(deeper);
        // One generation: the shallower of the pair goes, the deep entries stay.
        table.store(shallow);
        assert_eq!([table.probe(0x100, 18), table.probe(0x201, 20)], [None, Some(deeper)]);
        assert_eq!(table.probe(0x300, 10), Some(shallow));
        table.age();
        // The last move's entries still answer.
        assert_eq!(table.probe(0x201, 20), Some(deeper));
        // A new entry replaces an old one even when it is shallower, whichever slot it is in.
        let newer = entry(0x401, 6);
        table.store(newer);
        assert_eq!(table.probe(0x401, 6), Some(newer));
        // Now one slot holds the current generation: the other, older, goes first, however deep.
        let newest = entry(0x500, 4);
        table.store(newest);
        assert_eq!([table.probe(0x401, 6), table.probe(0x500, 4)], [Some(newer), Some(newest)]);
        assert_eq!(table.probe(0x201, 20), None);
    }
}
