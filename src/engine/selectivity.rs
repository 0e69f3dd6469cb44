//! Selective search (Multi-ProbCut, after Buro): at a node of depth `d`, a shallow search of
//! depth `d′` predicts the deep value as `slope · v′ + intercept`, with a normal error of
//! `sigma`. When the prediction lies outside the window by more than `t · sigma`, the node is
//! cut without the deep search. The game's evaluator knows its own model ([`CutCheck`], from
//! [`Evaluator::cut_check`](super::Evaluator::cut_check)); the strategy says how sure the search
//! must be ([`Selectivity`]).

use std::fmt;

use serde::{Deserialize, Serialize};

/// How sure a selective search must be before it cuts, as the percentages Edax writes beside
/// its depth ("depth 18 @ 95 %"): the chance that a normal error stays within `t` standard
/// deviations either side, rounded as Edax rounds it. 100 % is the full-width search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Selectivity(u8);

/// The levels, least sure first, with the `t` each stands for.
const LEVELS: [(u8, f32); 6] = [(73, 1.1), (87, 1.5), (95, 2.0), (98, 2.6), (99, 3.3), (100, f32::INFINITY)];

impl Selectivity {
    /// No prediction cuts anything: the full-width search.
    pub const FULL: Self = Self(100);

    /// Every level, least sure (most selective) first.
    pub const ALL: [Self; 6] = [Self(73), Self(87), Self(95), Self(98), Self(99), Self(100)];

    /// The level of `percent` (73, 87, 95, 98, 99 or 100).
    pub fn from_percent(percent: u8) -> Result<Self, SelectivityError> {
        LEVELS.iter().any(|&(level, _)| level == percent).then_some(Self(percent)).ok_or(SelectivityError(percent))
    }

    /// The level of `percent`, for constants: one that is not a level stops the build.
    pub const fn of(percent: u8) -> Self {
        let mut index = 0;
        while index < LEVELS.len() {
            if LEVELS[index].0 == percent {
                return Self(percent);
            }
            index += 1;
        }
        panic!("not a selectivity level");
    }

    pub fn percent(self) -> u8 {
        self.0
    }

    pub fn is_full(self) -> bool {
        self == Self::FULL
    }

    /// How many standard deviations a prediction must clear to cut; `None` at 100 %.
    pub fn sigmas(self) -> Option<f32> {
        LEVELS.iter().find(|&&(level, _)| level == self.0).map(|&(_, t)| t).filter(|t| t.is_finite())
    }
}

impl Default for Selectivity {
    fn default() -> Self {
        Self::FULL
    }
}

impl TryFrom<u8> for Selectivity {
    type Error = SelectivityError;

    fn try_from(percent: u8) -> Result<Self, Self::Error> {
        Self::from_percent(percent)
    }
}

impl From<Selectivity> for u8 {
    fn from(selectivity: Selectivity) -> Self {
        selectivity.0
    }
}

/// `95 %`.
impl fmt::Display for Selectivity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} %", self.0)
    }
}

/// A percentage that is not one of the levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SelectivityError(pub u8);

impl fmt::Display for SelectivityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "selectivity {} %: use 73, 87, 95, 98, 99 or 100", self.0)
    }
}

impl std::error::Error for SelectivityError {}

/// How a shallow search predicts a deeper one at some node: the deep value is about
/// `slope · shallow value + intercept`, give or take `sigma` (one standard deviation), all in the
/// evaluator's score units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CutCheck {
    /// Plies of the shallow search; fewer than the node's own.
    pub shallow_depth: u32,
    /// Positive.
    pub slope: f32,
    pub intercept: f32,
    pub sigma: f32,
}

impl CutCheck {
    /// The deep value the line predicts from a shallow one.
    pub fn predict(&self, shallow: f32) -> f32 {
        self.slope * shallow + self.intercept
    }

    /// The shallow value at or above which the deep one is `≥ beta` with `sigmas` standard
    /// deviations to spare: the bound of the shallow null-window search that tries to cut high.
    pub fn high_bound(&self, beta: f32, sigmas: f32) -> f32 {
        ((beta + sigmas * self.sigma - self.intercept) / self.slope).ceil()
    }

    /// The shallow value at or below which the deep one is `≤ alpha` with `sigmas` standard
    /// deviations to spare.
    pub fn low_bound(&self, alpha: f32, sigmas: f32) -> f32 {
        ((alpha - sigmas * self.sigma - self.intercept) / self.slope).floor()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_levels_are_selectivities_and_they_read_back() {
        for level in Selectivity::ALL {
            assert_eq!(Selectivity::from_percent(level.percent()), Ok(level));
            let json = serde_json::to_string(&level).expect("serialises");
            assert_eq!(json, level.percent().to_string());
            assert_eq!(serde_json::from_str::<Selectivity>(&json).expect("reads back"), level);
        }
        assert_eq!(Selectivity::from_percent(90), Err(SelectivityError(90)));
        let refused = serde_json::from_str::<Selectivity>("50").unwrap_err().to_string();
        assert!(refused.contains("use 73, 87, 95"), "{refused}");
        assert_eq!(Selectivity::FULL.sigmas(), None);
        assert_eq!(Selectivity::from_percent(95).map(Selectivity::sigmas), Ok(Some(2.0)));
        assert_eq!(Selectivity::from_percent(73).expect("a level").to_string(), "73 %");
    }

    #[test]
    fn the_bounds_invert_the_prediction_with_the_margin() {
        let check = CutCheck { shallow_depth: 2, slope: 0.5, intercept: 10.0, sigma: 4.0 };
        // 0.5 · v′ + 10 − 2 · 4 ≥ 100 ⇔ v′ ≥ 196.
        assert_eq!(check.high_bound(100.0, 2.0), 196.0);
        // 0.5 · v′ + 10 + 2 · 4 ≤ −100 ⇔ v′ ≤ −236.
        assert_eq!(check.low_bound(-100.0, 2.0), -236.0);
        assert_eq!(check.predict(196.0), 108.0);
    }
}
