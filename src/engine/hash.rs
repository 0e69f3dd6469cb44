//! The transposition table: remembers, per position, the best move and the bound a previous
//! search proved, so transpositions and later iterations start from what is already known.

use super::game::{Score, is_proven, shorten_proven};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The true score is exactly `score`.
    Exact,
    /// The search failed high: the true score is at least `score`.
    Lower,
    /// The search failed low: the true score is at most `score`.
    Upper,
}

#[derive(Clone, Copy)]
pub(crate) struct Entry<M> {
    key: u64,
    pub best_move: Option<M>,
    pub score: Score,
    pub depth: u8,
    pub bound: Bound,
    generation: u8,
}

impl<M: Copy> Entry<M> {
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
}

pub(crate) struct TranspositionTable<M> {
    entries: Vec<Option<Entry<M>>>,
    mask: usize,
    generation: u8,
}

impl<M: Copy> TranspositionTable<M> {
    pub fn new(bits: u32) -> Self {
        let size = 1usize << bits;
        Self { entries: vec![None; size], mask: size - 1, generation: 0 }
    }

    /// Marks entries from earlier searches as stale, so they are the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.entries[key as usize & self.mask].filter(|entry| entry.key == key)
    }

    /// Stores a result found `ply` plies below the root. Proven scores are stored relative to
    /// this node rather than the root, so they stay right when reached by another path.
    pub fn store(&mut self, key: u64, best_move: Option<M>, score: Score, depth: u32, bound: Bound, ply: usize) {
        let slot = &mut self.entries[key as usize & self.mask];
        let keep_old =
            slot.is_some_and(|old| old.key != key && old.generation == self.generation && u32::from(old.depth) > depth);
        if keep_old {
            return;
        }
        let best_move = best_move.or_else(|| slot.filter(|old| old.key == key).and_then(|old| old.best_move));
        *slot = Some(Entry {
            key,
            best_move,
            score: to_node_frame(score, ply),
            depth: depth.min(u32::from(u8::MAX)) as u8,
            bound,
            generation: self.generation,
        });
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
