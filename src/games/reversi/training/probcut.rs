//! Fitting Multi-ProbCut's model ([`ProbCutModel`]): positions spread over the game's stages,
//! each searched full-width once by iterative deepening, whose iterations give the value at
//! every depth; then, per stage and depth pair, the least-squares line from the shallow value
//! to the deep one and the spread of what it leaves unexplained.

use std::sync::atomic::{AtomicBool, Ordering};

use super::parallel::each_index;
use crate::engine::{Algorithm, Evaluator, Searcher, Strategy, is_proven};
use crate::games::random::{SplitMix64, mix64, random_move};
use crate::games::reversi::eval::probcut::{BUCKETS, MIN_DEPTH, PairFit, ProbCutModel, bucket, shallow_depth};
use crate::games::reversi::eval::{IndexedPosition, SCORE_PER_DISC, Weights};
use crate::games::reversi::{Position, ReversiEvaluator};

/// Which positions to search, and how deep.
#[derive(Clone, Debug, PartialEq)]
pub struct ProbCutSampling {
    pub positions: u64,
    pub seed: u64,
    /// The deepest search, and so the deepest pair fitted.
    pub deep_depth: u32,
    /// Positions have between this many empty squares…
    pub min_empties: u32,
    /// …and this many, spread evenly.
    pub max_empties: u32,
    /// Fewer positions than this at a stage leave that stage's pair unfitted (full-width there).
    pub min_samples: u32,
}

impl Default for ProbCutSampling {
    fn default() -> Self {
        Self { positions: 1_000, seed: 1, deep_depth: 10, min_empties: 10, max_empties: 54, min_samples: 40 }
    }
}

/// Random moves that open every sampled game, before the engine's shallow play.
const OPENING_PLIES: usize = 6;
/// Depth of the moves that lead to a sampled position, and how often one is random instead:
/// positions like those a search meets, not like random play's.
const LEAD_DEPTH: u32 = 2;
const LEAD_RANDOM_PER_MILLE: usize = 150;

/// One position's values at every depth, in discs (`None` where the search proved a result).
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    pub discs: u32,
    /// `values[d]` for `d` from 0 (unused) to the deep depth.
    pub values: Vec<Option<f64>>,
}

impl ProbCutSampling {
    /// Position number `index`: a seeded game played to its chosen number of empties.
    pub fn position(&self, index: u64) -> Position {
        let evaluator = ReversiEvaluator::new(Weights::learned());
        let mut searcher = Searcher::new(Strategy::new(Algorithm::Full).max_depth(LEAD_DEPTH).table_bits(12));
        let span = u64::from(self.max_empties.saturating_sub(self.min_empties)) + 1;
        let never = AtomicBool::new(false);
        let mut attempt = 0u64;
        loop {
            let mut rng = SplitMix64::new(mix64(self.seed ^ mix64(index.wrapping_mul(31).wrapping_add(attempt))));
            let target = self.min_empties + rng.below(span as usize) as u32;
            let mut position = Position::initial();
            let mut plies = 0;
            while position.empty_count() > target && !position.is_game_over() {
                let random = plies < OPENING_PLIES || rng.below(1_000) < LEAD_RANDOM_PER_MILLE;
                let mv = if random {
                    random_move(&position, &mut rng)
                } else {
                    searcher.search(&IndexedPosition::new(position), &evaluator, &never, &mut |_| {}).best_move
                };
                let Some(mv) = mv else { break };
                position = position.play_unchecked(mv);
                plies += 1;
            }
            // A game over before the target, or a pass to come, is no sample: draw again.
            if position.empty_count() == target && !position.is_game_over() && !position.must_pass() {
                return position;
            }
            attempt += 1;
        }
    }

    /// The full-width values of `position` at every depth up to the deep one, from one
    /// iterative-deepening search. `None` if `cancel` stopped it.
    pub fn measure(&self, position: &Position, cancel: &AtomicBool) -> Option<Measured> {
        let evaluator = ReversiEvaluator::new(Weights::learned());
        let strategy = Strategy::new(Algorithm::Full).max_depth(self.deep_depth).table_bits(20).threads(1);
        let mut values = vec![None; self.deep_depth as usize + 1];
        // Depth 0 is the evaluation itself, which predicts depth 2.
        values[0] = Some(f64::from(evaluator.evaluate(position)) / f64::from(SCORE_PER_DISC));
        let mut reached = 0;
        let info = Searcher::new(strategy).search(&IndexedPosition::new(*position), &evaluator, cancel, &mut |info| {
            // The first report of a depth is its iteration's end; later ones carry the next
            // iteration's partial results.
            if info.depth > reached {
                reached = info.depth;
                let score = info.score;
                values[info.depth as usize] = (!is_proven(score)).then(|| f64::from(score) / f64::from(SCORE_PER_DISC));
            }
        });
        let discs = position.disc_count();
        (info.finished && !cancel.load(Ordering::Relaxed)).then_some(Measured { discs, values })
    }

    /// Samples and measures every position on the current rayon pool, calling `on_position` as
    /// each is done; stops early (keeping what is done) when `cancel` is set.
    pub fn measure_all(&self, cancel: &AtomicBool, on_position: &(dyn Fn() + Sync)) -> Vec<Measured> {
        each_index(0..self.positions, cancel, |index| self.measure(&self.position(index), cancel), |_| on_position())
    }

    /// The model of `measured`: every stage and deep depth with enough positions.
    pub fn fit(&self, measured: &[Measured]) -> ProbCutModel {
        let mut fits = Vec::new();
        for stage in 0..BUCKETS {
            for deep in MIN_DEPTH..=self.deep_depth {
                let shallow = shallow_depth(deep) as usize;
                let points: Vec<(f64, f64)> = measured
                    .iter()
                    .filter(|sample| bucket(sample.discs) == stage)
                    .filter_map(|sample| Some((sample.values.get(shallow).copied()??, sample.values[deep as usize]?)))
                    .collect();
                if points.len() < self.min_samples as usize {
                    continue;
                }
                if let Some(line) = fit_line(&points).filter(|line| line.slope > 0.0) {
                    let samples = points.len() as u32;
                    let (slope, intercept, sigma) = (line.slope, line.intercept, line.sigma);
                    fits.push(PairFit { bucket: stage, deep, slope, intercept, sigma, samples });
                }
            }
        }
        ProbCutModel::new(fits)
    }
}

/// A least-squares line `y ≈ slope · x + intercept` and the standard deviation of its residuals.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LineFit {
    pub slope: f64,
    pub intercept: f64,
    pub sigma: f64,
}

/// The least-squares line through `points` (x, y); `None` for fewer than three points or no
/// spread in x. The residuals' deviation counts the two fitted parameters (n − 2).
pub fn fit_line(points: &[(f64, f64)]) -> Option<LineFit> {
    let n = points.len() as f64;
    if points.len() < 3 {
        return None;
    }
    let mean_x = points.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = points.iter().map(|p| p.1).sum::<f64>() / n;
    let sxx: f64 = points.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    let sxy: f64 = points.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    if sxx <= f64::EPSILON {
        return None;
    }
    let slope = sxy / sxx;
    let intercept = mean_y - slope * mean_x;
    let squares: f64 = points.iter().map(|p| (p.1 - slope * p.0 - intercept).powi(2)).sum();
    Some(LineFit { slope, intercept, sigma: (squares / (n - 2.0)).sqrt() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn least_squares_recovers_a_line_and_its_noise() {
        let mut rng = SplitMix64::new(9);
        // y = 0.9 x + 1.5 plus uniform noise in ±3 (standard deviation √3).
        let points: Vec<(f64, f64)> = (0..20_000)
            .map(|_| {
                let x = rng.below(4_001) as f64 / 100.0 - 20.0;
                let noise = rng.below(6_001) as f64 / 1_000.0 - 3.0;
                (x, 0.9 * x + 1.5 + noise)
            })
            .collect();
        let line = fit_line(&points).expect("a line");
        assert!((line.slope - 0.9).abs() < 0.01, "{line:?}");
        assert!((line.intercept - 1.5).abs() < 0.05, "{line:?}");
        assert!((line.sigma - 3f64.sqrt()).abs() < 0.05, "{line:?}");
        // Exact points: no residual at all.
        let exact = fit_line(&[(0.0, 1.0), (1.0, 3.0), (2.0, 5.0)]).expect("a line");
        assert_eq!((exact.slope, exact.intercept, exact.sigma), (2.0, 1.0, 0.0));
        assert_eq!(fit_line(&[(1.0, 1.0), (1.0, 2.0), (1.0, 3.0)]), None, "no spread in x");
        assert_eq!(fit_line(&[(0.0, 1.0), (1.0, 2.0)]), None, "too few points");
    }

    #[test]
    fn the_fit_pairs_each_depth_with_its_shallow_one_per_stage() {
        // Values that follow deep = 2 · shallow − 1 exactly at one stage, nothing at the others.
        let sampling = ProbCutSampling { deep_depth: 6, min_samples: 3, ..ProbCutSampling::default() };
        let measured: Vec<Measured> = (0..5)
            .map(|index| {
                let mut values: Vec<f64> = Vec::new();
                for depth in 0..=6 {
                    let value = if depth < MIN_DEPTH {
                        f64::from(index * 7 + depth)
                    } else {
                        2.0 * values[shallow_depth(depth) as usize] - 1.0
                    };
                    values.push(value);
                }
                Measured { discs: 30, values: values.into_iter().map(Some).collect() }
            })
            .collect();
        let model = sampling.fit(&measured);
        assert_eq!(model.fits().iter().map(|fit| fit.deep).collect::<Vec<_>>(), [2, 3, 4, 5, 6]);
        for fit in model.fits() {
            assert_eq!(fit.bucket, bucket(30));
            assert_eq!(fit.samples, 5);
            assert!(
                (fit.slope - 2.0).abs() < 1e-9 && (fit.intercept + 1.0).abs() < 1e-9 && fit.sigma < 1e-9,
                "{fit:?}"
            );
        }
    }

    #[test]
    fn sampled_positions_fall_in_their_range_and_repeat() {
        let sampling = ProbCutSampling { min_empties: 40, max_empties: 44, ..ProbCutSampling::default() };
        for index in 0..6 {
            let position = sampling.position(index);
            assert!((40..=44).contains(&position.empty_count()), "{position}");
            assert!(!position.must_pass() && !position.is_game_over());
            assert_eq!(sampling.position(index), position);
        }
    }

    #[test]
    fn a_measure_gives_the_value_of_every_depth() {
        let sampling = ProbCutSampling { deep_depth: 4, ..ProbCutSampling::default() };
        let position = sampling.position(3);
        let measured = sampling.measure(&position, &AtomicBool::new(false)).expect("measured");
        assert_eq!(measured.discs, position.disc_count());
        let evaluator = ReversiEvaluator::new(Weights::learned());
        for depth in 1..=4 {
            let alone = Searcher::new(Strategy::new(Algorithm::Full).max_depth(depth)).search(
                &position,
                &evaluator,
                &AtomicBool::new(false),
                &mut |_| {},
            );
            let discs = f64::from(alone.score) / f64::from(SCORE_PER_DISC);
            assert_eq!(measured.values[depth as usize], Some(discs), "depth {depth}");
        }
    }
}
