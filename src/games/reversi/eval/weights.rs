//! The evaluation's weights: the heuristics' weights ([`HeuristicWeights`]) for each of three
//! phases ([`Weights`], what the window's sliders edit and the settings file stores), and the
//! named presets.

use std::fmt;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use super::heuristics::{HeuristicWeights, MAX_WEIGHT, SCORE_PER_DISC};

/// Why weights cannot be used: what [`Weights::from_json`] and [`Weights::validate`] reject.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// The text is not weights in JSON; serde_json's message, which names the line and column
    /// (its error type can be neither cloned nor compared).
    Json(String),
    /// A weight beyond ±[`MAX_WEIGHT`]: its phase, its heuristic and its value.
    OutOfRange { phase: &'static str, name: &'static str, value: i32 },
    /// Phase bounds out of order, or beyond the 64 squares.
    PhaseBounds { opening_max_discs: u32, midgame_max_discs: u32 },
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Json(message) => write!(f, "not weights in JSON: {message}"),
            Self::OutOfRange { phase, name, value } => {
                write!(f, "{phase}.{name} is {value}: weights must lie within ±{MAX_WEIGHT}")
            }
            Self::PhaseBounds { opening_max_discs, midgame_max_discs } => write!(
                f,
                "phase bounds {opening_max_discs} and {midgame_max_discs} must satisfy opening ≤ midgame ≤ 64 discs"
            ),
        }
    }
}

impl std::error::Error for WeightsError {}

/// The evaluation's settings: weights for each of three phases, chosen by the number of discs on
/// the board. This is the struct the window's sliders edit and the settings file stores.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Weights {
    pub opening: HeuristicWeights,
    pub midgame: HeuristicWeights,
    pub endgame: HeuristicWeights,
    /// The opening lasts while the board holds at most this many discs.
    pub opening_max_discs: u32,
    /// The midgame lasts while the board holds at most this many discs; the endgame after.
    pub midgame_max_discs: u32,
}

impl Default for Weights {
    fn default() -> Self {
        Self::classroom()
    }
}

impl Weights {
    /// The five heuristics of the course's Othello agent (written for a class tournament), with
    /// its weights: up to 40 discs 1 mobility + 40 corners + 1 static; up to 54 discs 4 mobility
    /// + 3 coins + 40 corners + 4 static; then coins alone.
    pub const fn classroom() -> Self {
        Self {
            opening: HeuristicWeights::new(0, 1, 40, 1, 0),
            midgame: HeuristicWeights::new(3, 4, 40, 4, 0),
            endgame: HeuristicWeights::new(1, 0, 0, 0, 0),
            opening_max_discs: 40,
            midgame_max_discs: 54,
        }
    }

    /// Grabs discs: coin parity alone, in every phase.
    pub const fn greedy() -> Self {
        let coins = HeuristicWeights::new(1, 0, 0, 0, 0);
        Self { opening: coins, midgame: coins, endgame: coins, ..Self::classroom() }
    }

    /// Plays the square table alone, in every phase.
    pub const fn positional() -> Self {
        let table = HeuristicWeights::new(0, 0, 0, 1, 0);
        Self { opening: table, midgame: table, endgame: table, ..Self::classroom() }
    }

    /// The learned pattern evaluation alone: the strongest evaluation, with scores in
    /// thousandths of a disc ([`SCORE_PER_DISC`]).
    pub const fn learned() -> Self {
        let learned = HeuristicWeights::pattern_only();
        Self { opening: learned, midgame: learned, endgame: learned, ..Self::classroom() }
    }

    /// The classroom agent's five heuristics with weights fitted per phase to the final margins of the
    /// project's self-play games (`minimax-arcade tune`, shipped in
    /// `assets/reversi/tuned-weights.json`).
    pub fn tuned() -> Self {
        static TUNED: LazyLock<Weights> = LazyLock::new(|| {
            Weights::from_json(include_str!("../../../../assets/reversi/tuned-weights.json")).unwrap_or_else(|error| {
                eprintln!("warning: the tuned weights are unreadable ({error}); using the classroom agent's");
                Weights::classroom()
            })
        });
        *TUNED
    }

    /// The named presets, strongest first: what the panel offers and `ai:weights=` accepts
    /// (by the lower-case first word of the name).
    pub fn presets() -> [(&'static str, Weights); 5] {
        [
            ("Learned (strongest)", Self::learned()),
            ("Tuned classroom heuristics", Self::tuned()),
            ("Classroom", Self::classroom()),
            ("Positional", Self::positional()),
            ("Greedy", Self::greedy()),
        ]
    }

    /// The preset called `key` (the lower-case first word of its name: learned, tuned, classroom,
    /// positional, greedy).
    pub fn preset(key: &str) -> Option<Self> {
        Self::presets().into_iter().find_map(|(name, weights)| {
            name.split_whitespace().next().is_some_and(|first| first.eq_ignore_ascii_case(key)).then_some(weights)
        })
    }

    /// Scores of these weights in discs, where they are calibrated in discs: the learned term
    /// alone at its preset strength. Other mixes are in the heuristics' own units.
    pub fn discs_per_point(&self) -> Option<f32> {
        let learned = HeuristicWeights::pattern_only();
        (self.opening == learned && self.midgame == learned && self.endgame == learned)
            .then_some(1.0 / SCORE_PER_DISC as f32)
    }

    /// Reads weights written as JSON (the window's settings format; missing fields keep the
    /// classroom agent's values) and checks them with [`Weights::validate`].
    pub fn from_json(text: &str) -> Result<Self, WeightsError> {
        let weights: Self = serde_json::from_str(text).map_err(|e| WeightsError::Json(e.to_string()))?;
        weights.validate()?;
        Ok(weights)
    }

    /// Checks what a hand-written file could get wrong: weights beyond [`MAX_WEIGHT`] (which
    /// could overflow or pass for proven results) and phase bounds out of order.
    pub fn validate(&self) -> Result<(), WeightsError> {
        for (phase, weights) in [("opening", &self.opening), ("midgame", &self.midgame), ("endgame", &self.endgame)] {
            // A range, not `abs()`: i32::MIN has no absolute value, and would wrap past the check.
            let out_of_range = |(_, value): &(&str, i32)| !(-MAX_WEIGHT..=MAX_WEIGHT).contains(value);
            if let Some((name, value)) = weights.named().into_iter().find(out_of_range) {
                return Err(WeightsError::OutOfRange { phase, name, value });
            }
        }
        let (opening_max_discs, midgame_max_discs) = (self.opening_max_discs, self.midgame_max_discs);
        if opening_max_discs > midgame_max_discs || midgame_max_discs > 64 {
            return Err(WeightsError::PhaseBounds { opening_max_discs, midgame_max_discs });
        }
        Ok(())
    }

    /// The phase of a position with `discs` discs on the board.
    pub fn phase(&self, discs: u32) -> Phase {
        if discs <= self.opening_max_discs {
            Phase::Opening
        } else if discs <= self.midgame_max_discs {
            Phase::Midgame
        } else {
            Phase::Endgame
        }
    }

    /// The weights of a phase.
    pub fn of_phase(&self, phase: Phase) -> &HeuristicWeights {
        match phase {
            Phase::Opening => &self.opening,
            Phase::Midgame => &self.midgame,
            Phase::Endgame => &self.endgame,
        }
    }

    pub fn for_discs(&self, discs: u32) -> &HeuristicWeights {
        self.of_phase(self.phase(discs))
    }
}

/// The three stretches of a game that have weights of their own, by the number of discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Opening,
    Midgame,
    Endgame,
}
