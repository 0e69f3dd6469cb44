//! A small seeded pseudo-random generator (SplitMix64) for random and greedy players, matches
//! and tests: the same seed replays the same games on every machine. Not for anything that
//! needs unpredictability.

use web_time::{SystemTime, UNIX_EPOCH};

use crate::engine::Game;

/// SplitMix64: one 64-bit word of state, full period, and statistically plenty for picking moves.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub const fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix64(self.0)
    }

    /// A uniform number in `0..bound`; `bound` must not be zero.
    pub fn below(&mut self, bound: usize) -> usize {
        assert!(bound > 0, "SplitMix64::below(0)");
        let bound = bound as u64;
        // Lemire's multiply-and-shift, rejecting the few low products that would bias small results.
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(bound);
            if (product as u64) >= threshold {
                return (product >> 64) as usize;
            }
        }
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() { None } else { Some(&items[self.below(items.len())]) }
    }
}

/// The SplitMix64 output function: a cheap, well-mixed bijection on 64-bit words, also good for
/// turning small packed positions into well-spread hashes.
pub const fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A seed that differs from one call to the next (the clock's nanoseconds, mixed): for what a
/// player should see vary between games, a new game's opening or its AI's choices among equal
/// moves. Not for anything that must be replayed: that takes a stated seed.
pub fn clock_seed() -> u64 {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_nanos());
    mix64(nanos as u64)
}

/// A uniformly random legal move of any game, or `None` when the game is over.
pub fn random_move<G: Game>(position: &G, rng: &mut SplitMix64) -> Option<G::Move> {
    let mut moves = Vec::new();
    position.generate_moves(&mut moves);
    rng.pick(&moves).copied()
}

/// Opening number `index` of `plies` random moves from `start` (fewer if the game ends first):
/// the same `seed` and `index` give the same opening on every machine.
pub fn random_opening<G: Game>(start: &G, plies: u32, seed: u64, index: u64) -> Vec<G::Move> {
    let mut rng = SplitMix64::new(seed ^ mix64(index.wrapping_add(0x0FE1)));
    let mut position = start.clone();
    let mut moves = Vec::new();
    while moves.len() < plies as usize {
        let Some(mv) = random_move(&position, &mut rng) else { break };
        moves.push(mv);
        position = position.play(mv);
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence() {
        let mut a = SplitMix64::new(42);
        let mut b = SplitMix64::new(42);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn below_stays_in_range_and_hits_every_value() {
        let mut rng = SplitMix64::new(7);
        let mut seen = [0u32; 7];
        for _ in 0..7_000 {
            seen[rng.below(7)] += 1;
        }
        // Each value expects 1,000 hits; 800 is more than six standard deviations away.
        assert!(seen.iter().all(|&count| count > 800), "{seen:?}");
    }

    #[test]
    fn pick_from_empty_is_none() {
        let mut rng = SplitMix64::new(1);
        assert_eq!(rng.pick::<u8>(&[]), None);
        assert_eq!(rng.pick(&[5]), Some(&5));
    }
}
