//! The five heuristics of the course's Othello agent, each normalised to ±[`UNIT`], and the learned
//! pattern estimate as a sixth term on the same scale, with the weight each is given
//! ([`HeuristicWeights`]).

use serde::{Deserialize, Serialize};

use super::patterns::{PatternWeights, Sides, WEIGHT_SCALE};
use crate::engine::Score;
use crate::games::reversi::rules::{Bitboard, Position, stable_discs};

/// The square table of the course's Othello agent, row by row from a1.
#[rustfmt::skip]
pub const SQUARE_TABLE: [i32; 64] = [
    120, -20,  20,   5,   5,  20, -20, 120,
    -20, -40,  -5,  -5,  -5,  -5, -40, -20,
     20,  -5,  15,   3,   3,  15,  -5,  20,
      5,  -5,   3,   3,   3,   3,  -5,   5,
      5,  -5,   3,   3,   3,   3,  -5,   5,
     20,  -5,  15,   3,   3,  15,  -5,  20,
    -20, -40,  -5,  -5,  -5,  -5, -40, -20,
    120, -20,  20,   5,   5,  20, -20, 120,
];

/// The table's distinct values and the squares holding each, so a table sum is eight popcounts.
static SQUARE_CLASSES: [(i32, u64); 8] = build_square_classes();

const fn build_square_classes() -> [(i32, u64); 8] {
    let mut classes = [(0i32, 0u64); 8];
    let mut used = 0;
    let mut square = 0;
    while square < 64 {
        let value = SQUARE_TABLE[square];
        let mut class = 0;
        while class < used && classes[class].0 != value {
            class += 1;
        }
        if class == used {
            classes[class].0 = value;
            used += 1;
        }
        classes[class].1 |= 1 << square;
        square += 1;
    }
    assert!(used == 8, "the square table has eight distinct values");
    classes
}

/// Each heuristic is scaled to ±`UNIT` before its weight multiplies it: the classroom weights give
/// scores up to about 50,000, and even five weights of [`MAX_WEIGHT`] stay far inside the
/// engine's proven-score range.
pub const UNIT: i32 = 1_000;

/// The largest weight (in absolute value) an evaluation accepts.
pub const MAX_WEIGHT: i32 = 1_000;

/// Score points per disc of the learned evaluation at its preset weight.
pub const SCORE_PER_DISC: i32 = 1_000;

/// The five heuristics of a position, each in [-UNIT, UNIT], for the side to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Heuristics {
    pub coin_parity: i32,
    pub mobility: i32,
    pub corners: i32,
    pub static_squares: i32,
    pub stability: i32,
    pub pattern: i32,
}

fn ratio(difference: i32, total: i32) -> i32 {
    if total == 0 { 0 } else { difference * UNIT / total }
}

impl Heuristics {
    /// Computes the heuristics whose weight is non-zero (the others stay 0: stability,
    /// mobility and patterns are not free), the learned one from `patterns`.
    pub fn of(position: &Position, weights: &HeuristicWeights, patterns: &PatternWeights) -> Self {
        let sides = Sides::of(position);
        Self::of_sides(&sides, weights, || patterns.estimate_sides(&sides))
    }

    /// [`Heuristics::of`] a position whose moves are known, the learned estimate (in
    /// 1/[`WEIGHT_SCALE`] disc) asked of `pattern_estimate` where its weight needs it.
    #[inline]
    pub fn of_sides(sides: &Sides, weights: &HeuristicWeights, pattern_estimate: impl FnOnce() -> i32) -> Self {
        let (player, opponent) = (sides.player, sides.opponent);
        let mut h = Self::default();
        if weights.coin_parity != 0 {
            let (mine, theirs) = (player.count_ones() as i32, opponent.count_ones() as i32);
            h.coin_parity = ratio(mine - theirs, mine + theirs);
        }
        if weights.mobility != 0 {
            let (mine, theirs) = (sides.moves.count_ones() as i32, sides.replies.count_ones() as i32);
            h.mobility = ratio(mine - theirs, mine + theirs);
        }
        if weights.corners != 0 {
            const CORNERS: u64 = Bitboard::CORNERS.0;
            let difference = (player & CORNERS).count_ones() as i32 - (opponent & CORNERS).count_ones() as i32;
            h.corners = difference * UNIT / 4;
        }
        if weights.static_squares != 0 {
            let (mut difference, mut occupied_weight) = (0, 0);
            for &(value, squares) in &SQUARE_CLASSES {
                let (mine, theirs) = ((player & squares).count_ones() as i32, (opponent & squares).count_ones() as i32);
                difference += value * (mine - theirs);
                occupied_weight += value.abs() * (mine + theirs);
            }
            h.static_squares = ratio(difference, occupied_weight);
        }
        if weights.stability != 0 {
            let mine = stable_discs(player, opponent).count_ones() as i32;
            let theirs = stable_discs(opponent, player).count_ones() as i32;
            h.stability = (mine - theirs) * UNIT / 64;
        }
        if weights.pattern != 0 {
            h.pattern = (pattern_estimate() * UNIT / (64 * WEIGHT_SCALE)).clamp(-UNIT, UNIT);
        }
        h
    }

    pub fn weighted(&self, weights: &HeuristicWeights) -> Score {
        weights.coin_parity * self.coin_parity
            + weights.mobility * self.mobility
            + weights.corners * self.corners
            + weights.static_squares * self.static_squares
            + weights.stability * self.stability
            + weights.pattern * self.pattern
    }
}

/// One weight per heuristic. Each heuristic is normalised to [-1, 1] before weighting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct HeuristicWeights {
    /// Disc difference over disc total.
    pub coin_parity: i32,
    /// Move-count difference over move total.
    pub mobility: i32,
    /// Corner difference over four.
    pub corners: i32,
    /// Square-table sum difference over the table's weight on the occupied squares.
    pub static_squares: i32,
    /// Stable-disc difference over 64.
    pub stability: i32,
    /// The learned evaluation's predicted final disc difference over 64.
    pub pattern: i32,
}

impl HeuristicWeights {
    /// The classroom agent's five heuristics, without the learned term.
    pub const fn new(coin_parity: i32, mobility: i32, corners: i32, static_squares: i32, stability: i32) -> Self {
        Self { coin_parity, mobility, corners, static_squares, stability, pattern: 0 }
    }

    /// The learned evaluation alone, scaled to [`SCORE_PER_DISC`].
    pub const fn pattern_only() -> Self {
        Self { pattern: 64 * SCORE_PER_DISC / UNIT, ..Self::new(0, 0, 0, 0, 0) }
    }

    /// The weights with their names, in the order the panel shows them.
    pub fn named(&self) -> [(&'static str, i32); 6] {
        [
            ("coin_parity", self.coin_parity),
            ("mobility", self.mobility),
            ("corners", self.corners),
            ("static_squares", self.static_squares),
            ("stability", self.stability),
            ("pattern", self.pattern),
        ]
    }

    /// The weights as a person reads them, in the same order, for sliders.
    pub fn labelled_mut(&mut self) -> [(&'static str, &mut i32); 6] {
        [
            ("Coin parity", &mut self.coin_parity),
            ("Mobility", &mut self.mobility),
            ("Corners", &mut self.corners),
            ("Static squares", &mut self.static_squares),
            ("Stability", &mut self.stability),
            ("Pattern knowledge", &mut self.pattern),
        ]
    }
}
