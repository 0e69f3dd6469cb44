//! Tuning the classroom agent's five heuristics from data: for each phase, the weights whose weighted sum
//! best predicts the final disc difference (least squares, in [`SCORE_PER_DISC`] points per
//! disc, so tuned scores read as discs like the learned evaluation's).

use std::sync::atomic::{AtomicBool, Ordering};

use super::games::SelfPlayGame;
use crate::games::reversi::eval::patterns::PatternWeights;
use crate::games::reversi::eval::{HeuristicWeights, Heuristics, MAX_WEIGHT, SCORE_PER_DISC, Weights};

const TERMS: usize = 5;

/// The phases the weights are tuned for, in the order of their reports.
pub const PHASES: [&str; 3] = ["opening", "midgame", "endgame"];

/// How well one phase's tuned weights fit.
#[derive(Clone, Debug, PartialEq)]
pub struct PhaseReport {
    pub phase: &'static str,
    pub positions: usize,
    /// Root mean square error in discs of the tuned weights and of the classroom agent's (rescaled
    /// by the best single factor, since the classroom weights are not in discs).
    pub tuned_rmse: f64,
    pub classroom_rmse: f64,
}

fn terms(h: &Heuristics) -> [f64; TERMS] {
    [h.coin_parity, h.mobility, h.corners, h.static_squares, h.stability].map(f64::from)
}

fn from_terms(w: [i32; TERMS]) -> HeuristicWeights {
    HeuristicWeights::new(w[0], w[1], w[2], w[3], w[4])
}

/// Accumulates the normal equations of one phase.
#[derive(Clone, Default)]
struct Normal {
    xtx: [[f64; TERMS]; TERMS],
    xty: [f64; TERMS],
    yty: f64,
    count: usize,
}

impl Normal {
    fn add(&mut self, x: &[f64; TERMS], y: f64) {
        for i in 0..TERMS {
            for j in 0..TERMS {
                self.xtx[i][j] += x[i] * x[j];
            }
            self.xty[i] += x[i] * y;
        }
        self.yty += y * y;
        self.count += 1;
    }

    /// The mean squared error of prediction `w·x`.
    fn mse(&self, w: &[f64; TERMS]) -> f64 {
        if self.count == 0 {
            return 0.0;
        }
        let mut quadratic = 0.0;
        for i in 0..TERMS {
            for j in 0..TERMS {
                quadratic += w[i] * self.xtx[i][j] * w[j];
            }
        }
        let linear: f64 = (0..TERMS).map(|i| w[i] * self.xty[i]).sum();
        ((quadratic - 2.0 * linear + self.yty) / self.count as f64).max(0.0)
    }

    /// The least-squares weights, with a little ridge so that a heuristic that never varies in
    /// this phase gets weight zero instead of an unsolvable system.
    fn solve(&self) -> [f64; TERMS] {
        let mut a = self.xtx;
        let mut b = self.xty;
        let ridge = 1e-6 * (0..TERMS).map(|i| a[i][i]).sum::<f64>().max(1.0);
        for (i, row) in a.iter_mut().enumerate() {
            row[i] += ridge;
        }
        // Gaussian elimination with partial pivoting on a 5×5 system.
        for column in 0..TERMS {
            let pivot = (column..TERMS).max_by(|&r, &s| a[r][column].abs().total_cmp(&a[s][column].abs())).unwrap();
            a.swap(column, pivot);
            b.swap(column, pivot);
            let pivot_row = a[column];
            for row in column + 1..TERMS {
                let factor = a[row][column] / pivot_row[column];
                for (value, pivot) in a[row][column..].iter_mut().zip(&pivot_row[column..]) {
                    *value -= factor * pivot;
                }
                b[row] -= factor * b[column];
            }
        }
        let mut w = [0.0; TERMS];
        for row in (0..TERMS).rev() {
            let known: f64 = (row + 1..TERMS).map(|k| a[row][k] * w[k]).sum();
            w[row] = (b[row] - known) / a[row][row];
        }
        w
    }
}

/// Fits the five heuristics' weights per phase (the classroom agent's phase bounds) to the games'
/// results. `None` if `cancel` was set.
pub fn tune(
    games: &[SelfPlayGame],
    cancel: &AtomicBool,
    on_game: &mut dyn FnMut(usize),
) -> Option<(Weights, Vec<PhaseReport>)> {
    let bounds = Weights::classroom();
    let all = HeuristicWeights::new(1, 1, 1, 1, 1);
    let no_patterns = PatternWeights::zero();
    let mut phases = [Normal::default(), Normal::default(), Normal::default()];
    for (done, game) in games.iter().enumerate() {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        for sample in game.samples() {
            let discs = sample.position.disc_count();
            let phase = if discs <= bounds.opening_max_discs {
                0
            } else if discs <= bounds.midgame_max_discs {
                1
            } else {
                2
            };
            let x = terms(&Heuristics::of(&sample.position, &all, &no_patterns));
            phases[phase].add(&x, f64::from(sample.margin) * f64::from(SCORE_PER_DISC));
        }
        on_game(done + 1);
    }

    let classroom = [bounds.opening, bounds.midgame, bounds.endgame];
    let mut tuned = [HeuristicWeights::default(); 3];
    let mut reports = Vec::new();
    for (phase, normal) in phases.iter().enumerate() {
        let w = normal.solve().map(|w| (w.round() as i32).clamp(-MAX_WEIGHT, MAX_WEIGHT));
        tuned[phase] = from_terms(w);
        let classroom_terms = {
            let s = &classroom[phase];
            [s.coin_parity, s.mobility, s.corners, s.static_squares, s.stability].map(f64::from)
        };
        // The classroom agent's weights are in no particular unit: compare at their best scale.
        let scale = {
            let projected: f64 = (0..TERMS).map(|i| classroom_terms[i] * normal.xty[i]).sum();
            let mut norm = 0.0;
            for i in 0..TERMS {
                for j in 0..TERMS {
                    norm += classroom_terms[i] * normal.xtx[i][j] * classroom_terms[j];
                }
            }
            if norm > 0.0 { projected / norm } else { 0.0 }
        };
        let per_disc = f64::from(SCORE_PER_DISC);
        reports.push(PhaseReport {
            phase: PHASES[phase],
            positions: normal.count,
            tuned_rmse: normal.mse(&w.map(f64::from)).sqrt() / per_disc,
            classroom_rmse: normal.mse(&classroom_terms.map(|s| s * scale)).sqrt() / per_disc,
        });
    }
    let weights = Weights { opening: tuned[0], midgame: tuned[1], endgame: tuned[2], ..bounds };
    Some((weights, reports))
}
