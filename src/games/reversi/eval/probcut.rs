//! Multi-ProbCut's model of the learned evaluation: for each game stage and each search depth,
//! how the value of a shallow search predicts the value of the deep one (`deep ≈ slope ·
//! shallow + intercept`, with a standard error `sigma`, in discs), as `minimax-arcade train mpc`
//! fitted it from the engine's own searches. The engine's selective search cuts on it
//! ([`crate::engine::CutCheck`]).
//!
//! The model is a text file (`assets/reversi/probcut.txt`), one fitted depth pair a line:
//!
//! ```text
//! minimax-arcade probcut 1 fits 2
//! # discs  deep shallow  slope  intercept  sigma  samples
//! 10-15    3    1        0.9512 0.1020     2.3140 151
//! 10-15    4    2        0.9730 -0.0310    2.0870 151
//! ```
//!
//! The shallow depth of every deep one is fixed ([`shallow_depth`]: about half, of the same
//! parity, since a search that ends on the side to move's turn and one that ends on the other's
//! differ systematically in Reversi). Deeper searches than the fit reached use the deepest fitted
//! pair of the same parity, with their own shallow depth.

use std::fmt::{self, Write as _};
use std::sync::LazyLock;

use super::heuristics::SCORE_PER_DISC;
use super::model_text::{
    FittedLine, LineProblem, ModelFileError, ModelText, header, read_fitted_line, read_lines, whole,
};
use crate::engine::CutCheck;

/// Game stages of the model, by discs on the board: six plies each, the last up to 64 discs.
pub const BUCKETS: usize = 10;
const DISCS_PER_BUCKET: u32 = 6;

/// The model's stage of a position with `discs` discs.
pub const fn bucket(discs: u32) -> usize {
    let bucket = (discs.saturating_sub(4) / DISCS_PER_BUCKET) as usize;
    if bucket >= BUCKETS { BUCKETS - 1 } else { bucket }
}

/// The first and last disc count of a stage.
pub const fn bucket_discs(bucket: usize) -> (u32, u32) {
    let first = 4 + bucket as u32 * DISCS_PER_BUCKET;
    (first, if bucket == BUCKETS - 1 { 64 } else { first + DISCS_PER_BUCKET - 1 })
}

/// The shallowest node depth the model predicts, from the position's own evaluation (depth 0):
/// below it a prediction saves nothing. Cutting two plies above the horizon on the evaluation
/// took 18 % of the nodes off the 32 positions of `benches/midgame-stages.obf` at depth 14 and
/// 95 %, with the same best moves.
pub const MIN_DEPTH: u32 = 2;

/// Depths beyond this are not looked up (no search of a 60-empty board goes deeper).
const MAX_DEPTH: u32 = 60;

/// The shallow search that predicts one of `depth` plies: about half as deep, same parity
/// (2 → 0, 3 → 1, 4 → 2, 5 → 3, 6 → 2, 8 → 4, 12 → 6, 18 → 8).
pub const fn shallow_depth(depth: u32) -> u32 {
    2 * (depth / 4) + depth % 2
}

/// One fitted depth pair at one stage, in discs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairFit {
    pub bucket: usize,
    pub deep: u32,
    pub slope: f64,
    pub intercept: f64,
    pub sigma: f64,
    /// Positions the pair was fitted on.
    pub samples: u32,
}

impl PairFit {
    pub fn shallow(&self) -> u32 {
        shallow_depth(self.deep)
    }
}

/// The fitted pairs, and the check of every stage and depth worked out once from them.
#[derive(Clone, PartialEq)]
pub struct ProbCutModel {
    fits: Vec<PairFit>,
    /// `checks[bucket][depth]`, in the evaluation's score units.
    checks: Box<[[Option<CutCheck>; MAX_DEPTH as usize + 1]; BUCKETS]>,
}

impl fmt::Debug for ProbCutModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ProbCutModel").field("fits", &self.fits).finish()
    }
}

impl ModelText for ProbCutModel {
    const NAME: &'static str = "probcut model";
    const HEADER: &'static str = "minimax-arcade probcut";
    const FORMAT_VERSION: u32 = 1;
    const COUNT_WORD: &'static str = "fits";
    const LINES: &'static str = "fitted pairs";
    const FIELDS: &'static [&'static str] = &["discs", "deep", "shallow", "slope", "intercept", "sigma", "samples"];
    const KEY: &'static str = "stage and depth";
    type KeyProblem = PairProblem;
}

/// What is wrong with the stage and depths a line of a model file starts with.
#[derive(Clone, Debug, PartialEq)]
pub enum PairProblem {
    /// A disc range that is not one of the model's stages.
    Stage(String),
    /// A deep depth the model does not cover, or a shallow one other than [`shallow_depth`]'s.
    Depths { deep: u32, shallow: u32 },
}

impl fmt::Display for PairProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stage(text) => write!(f, "`{text}` is not a stage's discs (4-9, 10-15, … 58-64)"),
            Self::Depths { deep, shallow } => write!(
                f,
                "depths {deep} and {shallow}: deep from {MIN_DEPTH} to {MAX_DEPTH}, shallow as the model pairs them"
            ),
        }
    }
}

impl ProbCutModel {
    /// The model of these pairs, which must each be valid ([`ProbCutModel::parse`] checks a
    /// file's; the fit makes valid ones).
    pub fn new(mut fits: Vec<PairFit>) -> Self {
        fits.sort_by_key(|fit| (fit.bucket, fit.deep));
        let mut checks = Box::new([[None; MAX_DEPTH as usize + 1]; BUCKETS]);
        for (bucket, row) in checks.iter_mut().enumerate() {
            let fitted: Vec<&PairFit> = fits.iter().filter(|fit| fit.bucket == bucket).collect();
            for depth in MIN_DEPTH..=MAX_DEPTH {
                // This depth's own fit, else the deepest one of the same parity below it.
                let exact = fitted.iter().find(|fit| fit.deep == depth);
                let deepest_below = || fitted.iter().rev().find(|fit| fit.deep < depth && fit.deep % 2 == depth % 2);
                let deepest_fitted = fitted.last().is_some_and(|fit| fit.deep < depth);
                let Some(fit) = exact.or_else(|| deepest_below().filter(|_| deepest_fitted)) else { continue };
                row[depth as usize] = Some(CutCheck {
                    shallow_depth: shallow_depth(depth),
                    slope: fit.slope as f32,
                    intercept: (fit.intercept * f64::from(SCORE_PER_DISC)) as f32,
                    sigma: (fit.sigma * f64::from(SCORE_PER_DISC)) as f32,
                });
            }
        }
        Self { fits, checks }
    }

    /// The fitted pairs, by stage and depth.
    pub fn fits(&self) -> &[PairFit] {
        &self.fits
    }

    /// The check for a node of `depth` plies on a board of `discs` discs, in the learned
    /// evaluation's score units; `None` where the model has nothing to say.
    #[inline]
    pub fn check(&self, discs: u32, depth: u32) -> Option<CutCheck> {
        *self.checks[bucket(discs)].get(depth as usize)?
    }

    /// The model as its text file.
    pub fn to_text(&self) -> String {
        let mut text = header::<Self>(self.fits.len());
        text.push_str(
            "# discs  deep shallow  slope  intercept  sigma  samples  (fitted by `minimax-arcade train mpc`)\n",
        );
        for fit in &self.fits {
            let (first, last) = bucket_discs(fit.bucket);
            let _ = writeln!(
                text,
                "{first}-{last} {} {} {:.4} {:.4} {:.4} {}",
                fit.deep,
                fit.shallow(),
                fit.slope,
                fit.intercept,
                fit.sigma,
                fit.samples
            );
        }
        text
    }

    /// Reads what [`ProbCutModel::to_text`] wrote; `#` starts a comment line.
    pub fn parse(text: &str) -> Result<Self, ModelFileError<Self>> {
        let same_pair = |a: &PairFit, b: &PairFit| (a.bucket, a.deep) == (b.bucket, b.deep);
        read_lines(text, parse_pair, same_pair).map(Self::new)
    }
}

fn parse_pair(line: &str) -> Result<PairFit, LineProblem<ProbCutModel>> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let [discs, deep, shallow, slope, intercept, sigma, samples] = fields[..] else {
        return Err(LineProblem::Fields(fields.len()));
    };
    let bucket = (0..BUCKETS)
        .find(|&bucket| {
            let (first, last) = bucket_discs(bucket);
            discs == format!("{first}-{last}")
        })
        .ok_or_else(|| LineProblem::Key(PairProblem::Stage(discs.to_owned())))?;
    let (deep, shallow) = (whole("deep depth", deep)?, whole("shallow depth", shallow)?);
    if !(MIN_DEPTH..=MAX_DEPTH).contains(&deep) || shallow != shallow_depth(deep) {
        return Err(LineProblem::Key(PairProblem::Depths { deep, shallow }));
    }
    let FittedLine { slope, intercept, sigma, samples } = read_fitted_line([slope, intercept, sigma, samples])?;
    Ok(PairFit { bucket, deep, slope, intercept, sigma, samples })
}

/// The model the project fitted, built into the binary.
static TRAINED_TEXT: &str = include_str!("../../../../assets/reversi/probcut.txt");

/// The fitted model. A damaged file (the tests check the committed one, so only a broken build
/// could have one) leaves the search full-width, with a warning, rather than stopping the program.
pub fn trained() -> Option<&'static ProbCutModel> {
    static TRAINED: LazyLock<Option<ProbCutModel>> = LazyLock::new(|| {
        ProbCutModel::parse(TRAINED_TEXT)
            .map_err(|error| eprintln!("warning: {error}; the search stays full-width"))
            .ok()
    });
    TRAINED.as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample_model() -> ProbCutModel {
        let fit = |bucket, deep, sigma| PairFit { bucket, deep, slope: 0.95, intercept: -0.25, sigma, samples: 120 };
        ProbCutModel::new(vec![fit(3, 3, 2.5), fit(3, 4, 2.25), fit(3, 5, 2.75), fit(3, 6, 3.0), fit(4, 3, 1.5)])
    }

    #[test]
    fn a_model_survives_a_round_trip_through_its_text() {
        let model = sample_model();
        let text = model.to_text();
        assert_eq!(ProbCutModel::parse(&text), Ok(model));
        assert!(text.starts_with("minimax-arcade probcut 1 fits 5\n"), "{text}");
    }

    #[test]
    fn the_checks_come_from_the_stage_and_depth_and_reach_past_the_fit_by_parity() {
        let model = sample_model();
        let (first, last) = bucket_discs(3);
        let check = model.check(first, 4).expect("fitted");
        assert_eq!(check.shallow_depth, 2);
        assert_eq!(check.sigma, 2.25 * SCORE_PER_DISC as f32);
        assert_eq!(check.intercept, -0.25 * SCORE_PER_DISC as f32);
        assert_eq!(model.check(last, 4), Some(check), "the whole stage");
        // Deeper than the fit: the deepest pair of the same parity, with its own shallow depth.
        let deeper = model.check(first, 9).expect("extrapolated");
        assert_eq!((deeper.shallow_depth, deeper.sigma), (5, 2.75 * SCORE_PER_DISC as f32));
        assert_eq!(model.check(first, 12).map(|check| check.sigma), Some(3.0 * SCORE_PER_DISC as f32));
        // Too shallow, shallower than any fit, a stage without fits, and a depth between the
        // fitted ones that is missing.
        assert_eq!(model.check(first, 1), None);
        assert_eq!(model.check(first, 2), None);
        assert_eq!(model.check(bucket_discs(0).0, 5), None);
        let odd = model.check(bucket_discs(4).0, 5).expect("extrapolated from depth 3");
        assert_eq!((odd.shallow_depth, odd.sigma), (3, 1.5 * SCORE_PER_DISC as f32));
        assert_eq!(model.check(bucket_discs(4).0, 4), None, "no even depth fitted in that stage");
    }

    #[test]
    fn damaged_model_files_are_refused_with_the_reason() {
        let text = sample_model().to_text();
        let refused = |text: &str| ProbCutModel::parse(text).expect_err("refused");
        assert_eq!(refused(""), ModelFileError::NotAModel);
        assert_eq!(refused("weights 1 fits 0"), ModelFileError::NotAModel);
        assert_eq!(refused(&text.replace("probcut 1", "probcut 7")), ModelFileError::Version("7".into()));
        // Cut at a line's end, or in the middle of one.
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(refused(&lines[..lines.len() - 1].join("\n")), ModelFileError::Count { announced: 5, found: 4 });
        let cut = &text[..text.len() - 8];
        assert!(matches!(refused(cut), ModelFileError::Line { line: 7, problem: LineProblem::Fields(5 | 6) }));
        let line = |problem| ModelFileError::Line { line: 3, problem };
        let body = |pair: &str| format!("{} 1 fits 1\n# a comment\n{pair}\n", ProbCutModel::HEADER);
        assert!(ProbCutModel::parse(&body("22-27 3 1 0.9 0 2 10")).is_ok());
        assert_eq!(refused(&body("22-27 3 1 0.9 0 2")), line(LineProblem::Fields(6)));
        assert_eq!(refused(&body("23-27 3 1 0.9 0 2 10")), line(LineProblem::Key(PairProblem::Stage("23-27".into()))));
        assert_eq!(
            refused(&body("22-27 4 1 0.9 0 2 10")),
            line(LineProblem::Key(PairProblem::Depths { deep: 4, shallow: 1 }))
        );
        assert!(ProbCutModel::parse(&body("22-27 2 0 0.9 0 2 10")).is_ok(), "the evaluation predicts depth 2");
        assert_eq!(
            refused(&body("22-27 1 0 0.9 0 2 10")),
            line(LineProblem::Key(PairProblem::Depths { deep: 1, shallow: 0 }))
        );
        assert_eq!(refused(&body("22-27 3 1 -0.9 0 2 10")), line(LineProblem::Slope(-0.9)));
        assert_eq!(refused(&body("22-27 3 1 0.9 0 -2 10")), line(LineProblem::Sigma(-2.0)));
        let not_a_number = line(LineProblem::Number { field: "intercept", text: "NaN".into() });
        assert_eq!(refused(&body("22-27 3 1 0.9 NaN 2 10")), not_a_number);
        let twice = format!("{} 1 fits 2\n22-27 3 1 0.9 0 2 10\n22-27 3 1 0.8 0 2 10\n", ProbCutModel::HEADER);
        assert_eq!(refused(&twice), ModelFileError::Line { line: 3, problem: LineProblem::Repeated });
        let message = refused(&body("22-27 3 1 0.9 0 -2 10")).to_string();
        assert_eq!(message, "probcut model: line 3: sigma -2: it cannot be negative");
    }

    #[test]
    fn the_committed_model_loads() {
        let model = ProbCutModel::parse(TRAINED_TEXT).expect("assets/reversi/probcut.txt loads");
        assert!(!model.fits().is_empty());
        assert_eq!(trained(), Some(&model));
    }
}
