//! The pattern places' indices carried along move by move, as Edax updates its features: a move
//! changes the digits of the few places its squares lie in, so a search that keeps them with each
//! position reads the indices instead of gathering all 46 places off the board again.
//!
//! A place's index is `own + 2 · theirs` (past the place's offset in the stage table), where
//! `own` is the base-3 number with a 1 digit on each of the place's squares the side to move
//! holds, and `theirs` the same for its opponent. Both are sums of one power of three per disc,
//! so a disc placed or flipped adds its powers to one side's numbers and takes them from the
//! other's.

use std::sync::LazyLock;

use super::geometry::PATTERN_PLACES;
use super::{PLACES, Sides, place_indices, write_counts};

/// Numbers per side: one per place, padded so that the updates run in whole vector registers.
const LANES: usize = 48;

/// One side's discs as the pattern places read them: for each place, the base-3 number with a 1
/// digit on every square of the place the side holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PlaceDigits([u16; LANES]);

impl PlaceDigits {
    const ZERO: Self = Self([0; LANES]);

    fn of(discs: u64) -> Self {
        let mut digits = Self::ZERO;
        digits.add_squares(discs);
        digits
    }

    /// Adds a disc on each of `squares`.
    #[inline(always)]
    fn add_squares(&mut self, squares: u64) {
        let powers = &TABLES.powers;
        let mut rest = squares;
        while rest != 0 {
            self.add(&powers[rest.trailing_zeros() as usize]);
            rest &= rest - 1;
        }
    }

    #[inline(always)]
    fn add(&mut self, other: &Self) {
        for (digits, &more) in self.0.iter_mut().zip(&other.0) {
            *digits = digits.wrapping_add(more);
        }
    }

    #[inline(always)]
    fn subtract(&mut self, other: &Self) {
        for (digits, &less) in self.0.iter_mut().zip(&other.0) {
            *digits = digits.wrapping_sub(less);
        }
    }
}

struct Tables {
    /// What a disc on each square adds to each place's number: the power of three of its digit
    /// there, 0 where the place does not read the square.
    powers: [PlaceDigits; 64],
    /// Where each place's weights start in a stage's table: the empty board's indices.
    offsets: [u32; PATTERN_PLACES],
}

/// Taken from the board reading itself, one disc at a time, so that the two cannot disagree.
static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let empty = place_indices(0, 0);
    let powers = std::array::from_fn(|square| {
        let one_disc = place_indices(1 << square, 0);
        let mut digits = PlaceDigits::ZERO;
        for (place, power) in digits.0[..PATTERN_PLACES].iter_mut().enumerate() {
            *power = u16::try_from(one_disc[place] - empty[place]).expect("a digit's power fits a place's 3^10");
        }
        digits
    });
    Tables { powers, offsets: std::array::from_fn(|place| empty[place]) }
});

/// Both sides' [`PlaceDigits`] of a position, the side to move's first: what the evaluation needs
/// of its discs, besides the counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaceNumbers {
    player: PlaceDigits,
    opponent: PlaceDigits,
}

impl PlaceNumbers {
    pub fn new(player: u64, opponent: u64) -> Self {
        Self { player: PlaceDigits::of(player), opponent: PlaceDigits::of(opponent) }
    }

    /// After the side to move put a disc on `square`, flipping `flipped`: the turn passes.
    #[inline]
    pub fn after_move(&self, square: usize, flipped: u64) -> Self {
        let mut turned = PlaceDigits::ZERO;
        turned.add_squares(flipped);
        let mut mover = self.player;
        mover.add(&TABLES.powers[square]);
        mover.add(&turned);
        let mut other = self.opponent;
        other.subtract(&turned);
        Self { player: other, opponent: mover }
    }

    /// After a pass: the same discs, the other side to move.
    pub fn after_pass(&self) -> Self {
        Self { player: self.opponent, opponent: self.player }
    }

    /// [`place_indices`] of the position these numbers are of, whose moves `sides` knows.
    #[inline]
    pub fn indices(&self, sides: &Sides) -> [u32; PLACES] {
        let offsets = &TABLES.offsets;
        let mut indices = [0u32; PLACES];
        for place in 0..PATTERN_PLACES {
            indices[place] = offsets[place] + u32::from(self.player.0[place]) + 2 * u32::from(self.opponent.0[place]);
        }
        write_counts(sides, &mut indices);
        indices
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random::SplitMix64;
    use crate::games::reversi::rules::{Move, Position};

    #[test]
    fn numbers_carried_through_games_give_the_indices_read_off_the_board() {
        // Random games to the end, passes included: after every move the carried numbers give
        // what reading the board gives, for the side to move.
        let mut random = SplitMix64::new(47);
        let (mut checked, mut passes) = (0, 0);
        for _ in 0..200 {
            let mut position = Position::initial();
            let mut numbers = PlaceNumbers::new(position.player().0, position.opponent().0);
            loop {
                let sides = Sides::of(&position);
                assert_eq!(numbers.indices(&sides), place_indices(sides.player, sides.opponent), "{position}");
                checked += 1;
                let moves = position.moves();
                let Some(&mv) = random.pick(&moves) else { break };
                let next = position.play_unchecked(mv);
                numbers = match mv {
                    Move::Place(square) => {
                        numbers.after_move(square.index(), next.opponent().0 & position.opponent().0)
                    }
                    Move::Pass => {
                        passes += 1;
                        numbers.after_pass()
                    }
                };
                position = next;
            }
        }
        assert!(checked > 10_000 && passes > 10, "{checked} positions, {passes} passes checked");
    }

    #[test]
    fn each_square_of_each_place_adds_its_own_power_of_three() {
        // As many (square, place) pairs as the patterns have squares at all their places, and
        // within a place the squares' powers are 1, 3, 9, … once each.
        let squares_read: usize =
            super::super::PATTERNS.iter().map(|pattern| pattern.squares as usize * pattern.places).sum();
        let mut pairs = 0;
        for place in 0..PATTERN_PLACES {
            let mut powers: Vec<u16> =
                (0..64).map(|square| TABLES.powers[square].0[place]).filter(|&power| power != 0).collect();
            powers.sort_unstable();
            let expected: Vec<u16> = (0..powers.len() as u32).map(|digit| 3u16.pow(digit)).collect();
            assert_eq!(powers, expected, "place {place}");
            pairs += powers.len();
        }
        assert_eq!(pairs, squares_read);
    }
}
