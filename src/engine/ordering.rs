//! Move ordering: the order a textbook search takes the children in ([`MoveOrder`]), the full
//! engine's memory for its own ordering, killer moves per ply and a history table, both learned
//! from beta cutoffs during the search, and the sort keys made of them ([`order_key`]), by which
//! the moves are picked best first.

use serde::{Deserialize, Serialize};

/// The order in which the textbook searches (plain minimax and alpha-beta) take each node's
/// children: what makes alpha-beta cut a lot, a little or nothing. The full engine orders its
/// moves itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveOrder {
    /// As the rules generate them (a drawn tree: left to right, as written).
    #[default]
    AsGiven,
    /// The child that looks best for the player to move first, by the evaluation of the position
    /// each move leads to (a finished game by its result). With a perfect evaluation, on a tree
    /// with the same number of children everywhere and every leaf at the same depth, alpha-beta
    /// then visits Knuth and Moore's minimal tree, fewer nodes than any other order.
    BestFirst,
    /// The child that looks worst first: alpha-beta is left little to cut (no order guarantees
    /// nothing: equal values can still cut).
    WorstFirst,
}

impl MoveOrder {
    pub const ALL: [MoveOrder; 3] = [MoveOrder::AsGiven, MoveOrder::BestFirst, MoveOrder::WorstFirst];
}

pub(crate) struct OrderingTables<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<u32>,
}

impl<M: Copy + Eq> OrderingTables<M> {
    pub fn new(move_index_space: usize) -> Self {
        Self { killers: Vec::new(), history: vec![0; move_index_space] }
    }

    /// 2 for the newest killer at `ply`, 1 for the older one, 0 otherwise.
    pub fn killer_rank(&self, ply: usize, mv: M) -> u8 {
        match self.killers.get(ply) {
            Some([Some(first), _]) if *first == mv => 2,
            Some([_, Some(second)]) if *second == mv => 1,
            _ => 0,
        }
    }

    pub fn history(&self, index: usize) -> u32 {
        self.history[index]
    }

    /// Remembers that `mv` refuted the previous move at `ply`.
    pub fn record_cutoff(&mut self, ply: usize, mv: M, index: usize, depth: u32) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let slot = &mut self.killers[ply];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
        let bonus = depth * depth;
        self.history[index] = self.history[index].saturating_add(bonus);
        if self.history[index] > u32::MAX / 2 {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
    }
}

/// Evaluator hints are clamped to this, so that they rank below killers (bit 40 and up) where
/// killers go first.
const MAX_ORDER_HINT: i32 = (1 << 19) - 1;

/// The sort key of a move other than the table's (higher first): its killer rank (0, 1 or 2),
/// then its hint plus its history; or, where the evaluator gives killers a `killer_hint`, the
/// hint raised by that much per rank, plus the history.
pub(super) fn order_key(killer_rank: u8, killer_hint: Option<i32>, hint: i32, history: u32) -> i64 {
    let rank = i64::from(killer_rank);
    let killer = killer_hint.map_or(rank << 40, |value| (rank * i64::from(value)) << 20);
    killer + (i64::from(hint.clamp(-MAX_ORDER_HINT, MAX_ORDER_HINT)) << 20) + i64::from(history)
}

/// Sorts `moves` by their `keys`, highest first, equal keys in their order.
pub(super) fn sort_by_keys<M: Copy>(moves: &mut [M], keys: &mut [i64]) {
    for from in 0..moves.len() {
        bring_best_forward(&mut moves[from..], &mut keys[from..]);
    }
}

/// Moves the move of highest key to the front, the ones it passes shifting up one (so moves of
/// equal keys keep their order).
#[inline]
pub(super) fn bring_best_forward<M: Copy>(moves: &mut [M], keys: &mut [i64]) {
    let mut best = 0;
    for (index, &key) in keys.iter().enumerate().skip(1) {
        if key > keys[best] {
            best = index;
        }
    }
    let (key, mv) = (keys[best], moves[best]);
    for index in (1..=best).rev() {
        keys[index] = keys[index - 1];
        moves[index] = moves[index - 1];
    }
    keys[0] = key;
    moves[0] = mv;
}
