//! Fitting the endgame solver's ProbCut model ([`EndgameCutModel`]): positions sampled as for
//! the midgame model, each scored by ProbCut's shallow search and solved exactly; then, per
//! range of empties, the least-squares line from the shallow value to the exact margin and the
//! spread of what it leaves unexplained.

use std::sync::atomic::AtomicBool;

use super::parallel::each_index;
use super::probcut::{ProbCutSampling, fit_line};
use crate::engine::proven_margin;
use crate::games::reversi::eval::endgame_probcut::{
    EndgameCutModel, MIN_EMPTIES, RangeFit, range_start, shallow_depth,
};
use crate::games::reversi::eval::patterns::WEIGHT_SCALE;
use crate::games::reversi::search::endgame::shallow_value;
use crate::games::reversi::{EndgameSolver, Solve};

/// Which positions to solve.
#[derive(Clone, Debug, PartialEq)]
pub struct EndgameSampling {
    pub positions: u64,
    pub seed: u64,
    /// Positions have between this many empty squares…
    pub min_empties: u32,
    /// …and this many, spread evenly. Solving 22–23 empties takes about a second on one thread
    /// here; more would not fit a short run.
    pub max_empties: u32,
    /// Fewer positions than this in a range leave it unfitted.
    pub min_samples: u32,
}

impl Default for EndgameSampling {
    fn default() -> Self {
        Self { positions: 600, seed: 1, min_empties: MIN_EMPTIES, max_empties: 23, min_samples: 30 }
    }
}

/// One position: its empties, the shallow search's value and the exact margin, in discs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SolvedSample {
    pub empties: u32,
    pub shallow: f64,
    pub exact: f64,
}

/// The solver's table for one sample: 2^18 entries, enough for 23 empties.
const TABLE_BITS: u32 = 18;

impl EndgameSampling {
    fn sampling(&self) -> ProbCutSampling {
        let (min_empties, max_empties) = (self.min_empties, self.max_empties);
        ProbCutSampling { positions: self.positions, seed: self.seed, min_empties, max_empties, ..Default::default() }
    }

    /// Position number `index` scored and solved; `None` if `cancel` stopped the solve.
    pub fn measure(&self, index: u64, cancel: &AtomicBool) -> Option<SolvedSample> {
        let position = self.sampling().position(index);
        let empties = position.empty_count();
        let shallow = f64::from(shallow_value(&position, shallow_depth(empties))) / f64::from(WEIGHT_SCALE);
        let solved = EndgameSolver::new(TABLE_BITS).solve(&position, &Solve::exact(), cancel, &mut |_| {});
        let exact = f64::from(proven_margin(solved.score).unwrap_or(0));
        solved.finished.then_some(SolvedSample { empties, shallow, exact })
    }

    /// Every position on the current rayon pool, calling `on_position` as each is done; stops
    /// early (keeping what is done) when `cancel` is set.
    pub fn measure_all(&self, cancel: &AtomicBool, on_position: &(dyn Fn() + Sync)) -> Vec<SolvedSample> {
        each_index(0..self.positions, cancel, |index| self.measure(index, cancel), |_| on_position())
    }

    /// The model of `samples`: every range with enough positions.
    pub fn fit(&self, samples: &[SolvedSample]) -> EndgameCutModel {
        let first = range_start(self.min_empties.max(MIN_EMPTIES));
        let fits = (first..=self.max_empties)
            .step_by(2)
            .filter_map(|empties| {
                let points: Vec<(f64, f64)> = samples
                    .iter()
                    .filter(|sample| range_start(sample.empties) == empties)
                    .map(|sample| (sample.shallow, sample.exact))
                    .collect();
                if points.len() < self.min_samples as usize {
                    return None;
                }
                let line = fit_line(&points).filter(|line| line.slope > 0.0)?;
                let (slope, intercept, sigma) = (line.slope, line.intercept, line.sigma);
                Some(RangeFit { empties, slope, intercept, sigma, samples: points.len() as u32 })
            })
            .collect();
        EndgameCutModel::new(fits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_lines_up_each_range_of_empties() {
        // exact = 0.8 · shallow + 2 at 14–15 empties, ± 1 alternately; too few at 16–17.
        let sampling = EndgameSampling { min_samples: 4, ..EndgameSampling::default() };
        let mut samples: Vec<SolvedSample> = (0..40)
            .map(|index| {
                let shallow = f64::from(index) - 20.0;
                let noise = if index % 2 == 0 { 1.0 } else { -1.0 };
                SolvedSample { empties: 14 + index as u32 % 2, shallow, exact: 0.8 * shallow + 2.0 + noise }
            })
            .collect();
        samples.push(SolvedSample { empties: 16, shallow: 1.0, exact: 2.0 });
        let model = sampling.fit(&samples);
        let [fit] = model.fits() else { panic!("one range: {:?}", model.fits()) };
        assert_eq!((fit.empties, fit.samples), (14, 40));
        assert!((fit.slope - 0.8).abs() < 0.01 && (fit.intercept - 2.0).abs() < 0.05, "{fit:?}");
        assert!((fit.sigma - 1.0).abs() < 0.05, "{fit:?}");
    }

    #[test]
    fn a_sample_is_the_exact_margin_beside_the_shallow_value() {
        let sampling = EndgameSampling { min_empties: 12, max_empties: 13, ..EndgameSampling::default() };
        let sample = sampling.measure(2, &AtomicBool::new(false)).expect("solved");
        let position = sampling.sampling().position(2);
        assert_eq!(sample.empties, position.empty_count());
        let solved = EndgameSolver::new(16).solve(&position, &Solve::exact(), &AtomicBool::new(false), &mut |_| {});
        assert_eq!(Some(sample.exact as i32), proven_margin(solved.score));
        assert_eq!(sample.shallow * f64::from(WEIGHT_SCALE), f64::from(shallow_value(&position, 2)));
    }
}
