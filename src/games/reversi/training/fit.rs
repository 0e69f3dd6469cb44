//! Fitting the pattern tables to labelled positions: for each stage, the ridge-regularised least
//! squares solution, found with conjugate gradients on the normal equations (preconditioned by
//! how often each configuration occurs, which is the diagonal of the normal matrix).
//!
//! Each stage is fitted to the positions of its own four plies and `overlap` plies on either
//! side, so that neighbouring stages see some of the same positions and agree where they meet.

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use super::games::SelfPlayGame;
use crate::games::reversi::eval::patterns::{
    PLACES, PatternWeights, STAGE_SIZE, STAGES, WEIGHT_SCALE, canonical_stage, place_indices, stage, stage_discs,
};

/// How to fit.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    /// Pulls every weight towards zero as if it had been seen this many more times with a zero
    /// residual: rare configurations keep small weights instead of fitting their few games.
    pub ridge: f64,
    pub iterations: u32,
    /// Every game whose index is a multiple of this is kept out of the fit to measure it (0: none).
    pub holdout: u64,
    /// Positions this many discs beyond a stage's own range also train it.
    pub overlap: u32,
}

impl Default for Fit {
    fn default() -> Self {
        // Ridge 16 predicted the held-out games best from 30,000 games up (ties 8 at 150,000),
        // with the counts beside the patterns; 4 had been chosen on patterns alone and fewer games.
        Self { ridge: 16.0, iterations: 60, holdout: 20, overlap: 2 }
    }
}

/// How well one stage fits.
#[derive(Clone, Debug, PartialEq)]
pub struct StageReport {
    pub stage: usize,
    /// The positions the stage was fitted to: its own and `overlap` discs either side.
    pub training_positions: usize,
    /// The held-out games' positions of the stage's own disc counts.
    pub test_positions: usize,
    /// Root mean square error in discs: of the fitted weights on the positions they were fitted
    /// to, and of the finished tables (as the evaluation reads them) on the held-out positions.
    pub training_rmse: f64,
    pub test_rmse: f64,
}

/// Progress of a fit, as it goes.
#[derive(Clone, Copy, Debug)]
pub struct FitProgress {
    pub stage: usize,
    pub iteration: u32,
    pub training_rmse: f64,
}

/// One stage's design matrix: for every position the configuration of each pattern place (as
/// canonical indices), and the label.
struct Rows {
    places: Vec<[u32; PLACES]>,
    labels: Vec<f64>,
}

impl Rows {
    fn len(&self) -> usize {
        self.labels.len()
    }

    /// Predictions of `weights` (the last entry is the bias) for every row.
    fn predict(&self, weights: &[f64]) -> Vec<f64> {
        let bias = weights[STAGE_SIZE];
        self.places
            .par_iter()
            .map(|places| places.iter().fold(bias, |sum, &index| sum + weights[index as usize]))
            .collect()
    }

    /// The transpose product: for every weight, the sum of `values` over the rows that use it.
    fn scatter(&self, values: &[f64]) -> Vec<f64> {
        let chunk = (self.len() / (4 * rayon::current_num_threads())).max(1_024);
        self.places
            .par_chunks(chunk)
            .zip(values.par_chunks(chunk))
            .fold(
                || vec![0.0; STAGE_SIZE + 1],
                |mut sums, (places, values)| {
                    for (places, &value) in places.iter().zip(values) {
                        for &index in places {
                            sums[index as usize] += value;
                        }
                        sums[STAGE_SIZE] += value;
                    }
                    sums
                },
            )
            .reduce(|| vec![0.0; STAGE_SIZE + 1], add_into)
    }

    fn rmse(&self, weights: &[f64]) -> f64 {
        if self.len() == 0 {
            return 0.0;
        }
        let predictions = self.predict(weights);
        let squares: f64 = predictions.iter().zip(&self.labels).map(|(p, y)| (p - y) * (p - y)).sum();
        (squares / self.len() as f64).sqrt()
    }
}

fn add_into(mut a: Vec<f64>, b: Vec<f64>) -> Vec<f64> {
    a.iter_mut().zip(&b).for_each(|(a, b)| *a += b);
    a
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.par_iter().zip(b).map(|(a, b)| a * b).sum()
}

impl Fit {
    /// The disc counts that train `stage`.
    fn disc_range(&self, stage: usize) -> std::ops::RangeInclusive<u32> {
        let own = stage_discs(stage);
        own.start().saturating_sub(self.overlap)..=own.end() + self.overlap
    }

    fn is_test(&self, game: &SelfPlayGame) -> bool {
        self.holdout > 0 && game.index.is_multiple_of(self.holdout)
    }

    /// The rows of `stage` from the training games.
    fn rows(&self, games: &[SelfPlayGame], stage: usize, canonical: &[u32]) -> Rows {
        let discs = self.disc_range(stage);
        let samples: Vec<([u32; PLACES], f64)> = games
            .par_iter()
            .filter(|game| !self.is_test(game))
            .flat_map_iter(|game| {
                game.samples()
                    .filter(|sample| discs.contains(&sample.position.disc_count()))
                    .map(|sample| {
                        let mut places = place_indices(sample.position.player().0, sample.position.opponent().0);
                        places.iter_mut().for_each(|index| *index = canonical[*index as usize]);
                        (places, f64::from(sample.margin))
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        let (places, labels) = samples.into_iter().unzip();
        Rows { places, labels }
    }

    /// How well `weights` (as the evaluation reads them, to 1/64 disc) predict the held-out games'
    /// positions, stage by stage (each position in the stage of its own disc count): the number of
    /// positions and the error in discs. Weights fitted to other games can be measured on the same
    /// held-out games as a new fit.
    pub fn held_out_error(&self, weights: &PatternWeights, games: &[SelfPlayGame]) -> [(usize, f64); STAGES] {
        let sums = games
            .par_iter()
            .filter(|game| self.is_test(game))
            .fold(
                || [(0usize, 0.0f64); STAGES],
                |mut sums, game| {
                    for sample in game.samples() {
                        let discs = sample.position.disc_count();
                        let predicted = f64::from(weights.estimate(&sample.position)) / f64::from(WEIGHT_SCALE);
                        let sum = &mut sums[stage(discs)];
                        sum.0 += 1;
                        sum.1 += (predicted - f64::from(sample.margin)).powi(2);
                    }
                    sums
                },
            )
            .reduce(
                || [(0, 0.0); STAGES],
                |mut a, b| {
                    a.iter_mut().zip(b).for_each(|(a, b)| *a = (a.0 + b.0, a.1 + b.1));
                    a
                },
            );
        sums.map(|(positions, squares)| {
            (positions, if positions == 0 { 0.0 } else { (squares / positions as f64).sqrt() })
        })
    }

    /// Fits every stage. `None` if `cancel` was set.
    pub fn run(
        &self,
        games: &[SelfPlayGame],
        cancel: &AtomicBool,
        on_progress: &(dyn Fn(FitProgress) + Sync),
    ) -> Option<(PatternWeights, Vec<StageReport>)> {
        let canonical = canonical_stage();
        let mut tables = Vec::with_capacity(STAGES);
        // Each stage's positions and error on what it was fitted to; the held-out error needs
        // every stage's table, so it is measured once they are all fitted.
        let mut fitted = Vec::with_capacity(STAGES);
        for stage in 0..STAGES {
            let training = self.rows(games, stage, &canonical);
            let weights = self.solve(&training, stage, cancel, on_progress)?;
            fitted.push((training.len(), training.rmse(&weights)));
            let table: Vec<f32> = canonical.iter().map(|&index| weights[index as usize] as f32).collect();
            tables.push((weights[STAGE_SIZE] as f32, table));
        }
        let weights = PatternWeights::from_discs(&tables);
        let reports = fitted
            .into_iter()
            .zip(self.held_out_error(&weights, games))
            .enumerate()
            .map(|(stage, ((training_positions, training_rmse), (test_positions, test_rmse)))| StageReport {
                stage,
                training_positions,
                test_positions,
                training_rmse,
                test_rmse,
            })
            .collect();
        Some((weights, reports))
    }

    /// Preconditioned conjugate gradients on (XᵀX + ridge·I) w = Xᵀy, the bias unregularised.
    fn solve(
        &self,
        rows: &Rows,
        stage: usize,
        cancel: &AtomicBool,
        on_progress: &(dyn Fn(FitProgress) + Sync),
    ) -> Option<Vec<f64>> {
        let size = STAGE_SIZE + 1;
        let ridge = |index: usize| if index == STAGE_SIZE { 0.0 } else { self.ridge };
        let counts = rows.scatter(&vec![1.0; rows.len()]);
        // Configurations never seen have only the ridge: their weight stays zero.
        let preconditioner: Vec<f64> =
            counts.iter().enumerate().map(|(index, &count)| 1.0 / (count + ridge(index)).max(1e-9)).collect();
        let normal_product = |vector: &[f64]| -> Vec<f64> {
            let mut product = rows.scatter(&rows.predict(vector));
            product.iter_mut().enumerate().for_each(|(index, value)| *value += ridge(index) * vector[index]);
            product
        };

        let mut weights = vec![0.0; size];
        let mut residual = rows.scatter(&rows.labels);
        let mut preconditioned: Vec<f64> = residual.iter().zip(&preconditioner).map(|(r, m)| r * m).collect();
        let mut direction = preconditioned.clone();
        let mut rho = dot(&residual, &preconditioned);
        for iteration in 0..self.iterations {
            if cancel.load(Ordering::Relaxed) {
                return None;
            }
            if rho <= 0.0 {
                break;
            }
            let product = normal_product(&direction);
            let step = rho / dot(&direction, &product);
            weights.iter_mut().zip(&direction).for_each(|(w, d)| *w += step * d);
            residual.iter_mut().zip(&product).for_each(|(r, p)| *r -= step * p);
            preconditioned = residual.iter().zip(&preconditioner).map(|(r, m)| r * m).collect();
            let next_rho = dot(&residual, &preconditioned);
            let beta = next_rho / rho;
            rho = next_rho;
            direction.iter_mut().zip(&preconditioned).for_each(|(d, z)| *d = z + beta * *d);
            if iteration % 10 == 9 || iteration + 1 == self.iterations {
                on_progress(FitProgress { stage, iteration: iteration + 1, training_rmse: rows.rmse(&weights) });
            }
        }
        Some(weights)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::LazyLock;

    use super::*;
    use crate::games::reversi::ReversiEvaluator;
    use crate::games::reversi::training::SelfPlay;

    /// Quick self-play: one-ply moves, exact from 8 empties.
    static GAMES: LazyLock<Vec<SelfPlayGame>> = LazyLock::new(|| {
        let config = SelfPlay { games: 160, depth: 1, solve_empties: 8, seed: 3, ..SelfPlay::default() };
        config.play_all(&ReversiEvaluator::default(), &AtomicBool::new(false), &|_| {})
    });

    /// Tables that predict `discs` for every position.
    fn predicting(discs: f32) -> PatternWeights {
        PatternWeights::from_discs(&vec![(discs, vec![0.0; STAGE_SIZE]); STAGES])
    }

    /// The margins of `games`' positions with the disc counts of `stage`.
    fn stage_margins<'a>(games: impl Iterator<Item = &'a SelfPlayGame>, stage: usize) -> Vec<f64> {
        games
            .flat_map(|game| game.samples())
            .filter(|sample| stage_discs(stage).contains(&sample.position.disc_count()))
            .map(|sample| f64::from(sample.margin))
            .collect()
    }

    #[test]
    fn the_held_out_error_is_measured_on_the_held_out_games_of_each_stage() {
        let fit = Fit { holdout: 8, ..Fit::default() };
        let errors = fit.held_out_error(&predicting(3.0), &GAMES);
        for (stage, &(positions, error)) in errors.iter().enumerate() {
            let margins = stage_margins(GAMES.iter().filter(|game| game.index % 8 == 0), stage);
            assert_eq!(positions, margins.len(), "stage {stage}");
            assert!(positions > 0, "stage {stage} has held-out positions");
            let expected = (margins.iter().map(|margin| (3.0 - margin).powi(2)).sum::<f64>() / positions as f64).sqrt();
            assert!((error - expected).abs() < 1e-9, "stage {stage}: {error} for {expected}");
        }
    }

    #[test]
    fn the_fit_predicts_its_games_better_than_each_stages_average_and_reports_its_held_out_games() {
        let fit = Fit { iterations: 20, holdout: 10, ..Fit::default() };
        let (weights, reports) = fit.run(&GAMES, &AtomicBool::new(false), &|_| {}).expect("not cancelled");
        let held_out = fit.held_out_error(&weights, &GAMES);
        for (report, &(positions, error)) in reports.iter().zip(&held_out) {
            assert!(report.training_positions > 0, "stage {}", report.stage);
            assert_eq!((report.test_positions, report.test_rmse), (positions, error), "stage {}", report.stage);
        }
        // On the games it was fitted to (every game "held out" by a holdout of 1, the held-out
        // ones aside), the fitted tables beat each stage's own average margin: they learned more
        // than a bias per stage.
        let fitted_games: Vec<SelfPlayGame> = GAMES.iter().filter(|game| !fit.is_test(game)).cloned().collect();
        let averages: Vec<(f32, Vec<f32>)> = (0..STAGES)
            .map(|stage| {
                let margins = stage_margins(fitted_games.iter(), stage);
                ((margins.iter().sum::<f64>() / margins.len() as f64) as f32, vec![0.0; STAGE_SIZE])
            })
            .collect();
        let on_all = Fit { holdout: 1, ..fit };
        let fitted = on_all.held_out_error(&weights, &fitted_games);
        let average = on_all.held_out_error(&PatternWeights::from_discs(&averages), &fitted_games);
        // The first plies are random, so little in them tells the result: there the fit gains less.
        for (stage, (fitted, average)) in fitted.iter().zip(&average).enumerate() {
            let gain = if stage_discs(stage).start() >= &20 { 0.9 } else { 1.0 };
            assert!(fitted.1 < gain * average.1, "stage {stage}: {} against {}", fitted.1, average.1);
        }
    }
}
