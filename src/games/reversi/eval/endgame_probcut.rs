//! The endgame solver's ProbCut model: how a shallow search on the learned evaluation predicts
//! the exact final margin (`exact ≈ slope · shallow + intercept`, give or take `sigma` discs),
//! per range of two empty counts, as `minimax-arcade train mpc --endgame` fitted it by solving
//! sampled positions exactly. The solver's selective passes cut on it.
//!
//! The model is a text file (`assets/reversi/endgame-probcut.txt`), one range a line:
//!
//! ```text
//! minimax-arcade endgame-probcut 1 ranges 2
//! # empties  shallow  slope  intercept  sigma  samples
//! 12-13      2        0.9512 0.1020     3.3140 151
//! 14-15      2        0.9730 -0.0310    3.6870 151
//! ```
//!
//! The shallow depth of each range is fixed ([`shallow_depth`]). Positions with more empties
//! than the last fitted range use that range's line and shallow depth: the error grows slowly
//! with the empties, and exact solves beyond the fit are too dear to sample on two cores.

use std::fmt::{self, Write as _};
use std::sync::LazyLock;

use super::model_text::{
    FittedLine, LineProblem, ModelFileError, ModelText, header, read_fitted_line, read_lines, whole,
};
use super::patterns::WEIGHT_SCALE;
use crate::engine::CutCheck;

/// The fewest empties the model covers: below, a solve costs less than the shallow search.
pub const MIN_EMPTIES: u32 = 12;
/// The most empties a range may start at.
const MAX_EMPTIES: u32 = 60;
const EMPTIES_PER_RANGE: u32 = 2;

/// The range of `empties`: its first empty count.
pub const fn range_start(empties: u32) -> u32 {
    empties - empties % EMPTIES_PER_RANGE
}

/// The plies of the shallow search that predicts a solve of `empties` empties: a deeper one
/// where the subtree it may save is large enough to pay for it.
pub const fn shallow_depth(empties: u32) -> u32 {
    if empties < 18 { 2 } else { 4 }
}

/// One fitted range, in discs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RangeFit {
    /// The range's first empty count (even); it covers that and the next.
    pub empties: u32,
    pub slope: f64,
    pub intercept: f64,
    pub sigma: f64,
    /// Positions the line was fitted on.
    pub samples: u32,
}

impl RangeFit {
    pub fn shallow(&self) -> u32 {
        shallow_depth(self.empties)
    }
}

/// The fitted ranges, and the check for every empty count worked out once from them.
#[derive(Clone, Debug, PartialEq)]
pub struct EndgameCutModel {
    fits: Vec<RangeFit>,
    /// `checks[empties]`, with the intercept and sigma in 1/[`WEIGHT_SCALE`] disc, the units of
    /// the shallow search's values.
    checks: [Option<CutCheck>; 65],
}

impl ModelText for EndgameCutModel {
    const NAME: &'static str = "endgame probcut model";
    const HEADER: &'static str = "minimax-arcade endgame-probcut";
    const FORMAT_VERSION: u32 = 1;
    const COUNT_WORD: &'static str = "ranges";
    const LINES: &'static str = "ranges";
    const FIELDS: &'static [&'static str] = &["empties", "shallow", "slope", "intercept", "sigma", "samples"];
    const KEY: &'static str = "range";
    type KeyProblem = RangeProblem;
}

/// What is wrong with the range and shallow depth a line of an endgame model file starts with.
#[derive(Clone, Debug, PartialEq)]
pub enum RangeProblem {
    /// Not a range of the model (`12-13`, `14-15`, … from [`MIN_EMPTIES`]).
    Range(String),
    /// A shallow depth other than the range's.
    Shallow { empties: u32, shallow: u32 },
}

impl fmt::Display for RangeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Range(text) => write!(f, "`{text}` is not a range of empties ({MIN_EMPTIES}-13, 14-15, …)"),
            Self::Shallow { empties, shallow } => write!(
                f,
                "shallow depth {shallow} at {empties} empties, where the model searches {}",
                shallow_depth(*empties)
            ),
        }
    }
}

impl EndgameCutModel {
    /// The model of these ranges, which must each be valid ([`EndgameCutModel::parse`] checks a
    /// file's; the fit makes valid ones).
    pub fn new(mut fits: Vec<RangeFit>) -> Self {
        fits.sort_by_key(|fit| fit.empties);
        let mut checks = [None; 65];
        for (empties, check) in checks.iter_mut().enumerate().skip(MIN_EMPTIES as usize) {
            let empties = empties as u32;
            // The range's own line, else (beyond the fit) the last one's.
            let own = fits.iter().find(|fit| fit.empties == range_start(empties));
            let Some(fit) = own.or_else(|| fits.last().filter(|last| last.empties < empties)) else { continue };
            let scale = f64::from(WEIGHT_SCALE);
            *check = Some(CutCheck {
                shallow_depth: fit.shallow(),
                slope: fit.slope as f32,
                intercept: (fit.intercept * scale) as f32,
                sigma: (fit.sigma * scale) as f32,
            });
        }
        Self { fits, checks }
    }

    /// The fitted ranges, fewest empties first.
    pub fn fits(&self) -> &[RangeFit] {
        &self.fits
    }

    /// The check for a solve of `empties` empties, `None` where the model says nothing.
    #[inline]
    pub fn check(&self, empties: u32) -> Option<CutCheck> {
        *self.checks.get(empties as usize)?
    }

    /// The model as its text file.
    pub fn to_text(&self) -> String {
        let mut text = header::<Self>(self.fits.len());
        text.push_str(
            "# empties  shallow  slope  intercept  sigma  samples  (fitted by `minimax-arcade train mpc --endgame`)\n",
        );
        for fit in &self.fits {
            let _ = writeln!(
                text,
                "{}-{} {} {:.4} {:.4} {:.4} {}",
                fit.empties,
                fit.empties + EMPTIES_PER_RANGE - 1,
                fit.shallow(),
                fit.slope,
                fit.intercept,
                fit.sigma,
                fit.samples
            );
        }
        text
    }

    /// Reads what [`EndgameCutModel::to_text`] wrote; `#` starts a comment line.
    pub fn parse(text: &str) -> Result<Self, ModelFileError<Self>> {
        read_lines(text, parse_range, |a: &RangeFit, b: &RangeFit| a.empties == b.empties).map(Self::new)
    }
}

fn parse_range(line: &str) -> Result<RangeFit, LineProblem<EndgameCutModel>> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let [range, shallow, slope, intercept, sigma, samples] = fields[..] else {
        return Err(LineProblem::Fields(fields.len()));
    };
    let empties = (MIN_EMPTIES..=MAX_EMPTIES)
        .step_by(EMPTIES_PER_RANGE as usize)
        .find(|&first| range == format!("{first}-{}", first + EMPTIES_PER_RANGE - 1))
        .ok_or_else(|| LineProblem::Key(RangeProblem::Range(range.to_owned())))?;
    let shallow = whole("shallow depth", shallow)?;
    if shallow != shallow_depth(empties) {
        return Err(LineProblem::Key(RangeProblem::Shallow { empties, shallow }));
    }
    let FittedLine { slope, intercept, sigma, samples } = read_fitted_line([slope, intercept, sigma, samples])?;
    Ok(RangeFit { empties, slope, intercept, sigma, samples })
}

/// The model the project fitted, built into the binary.
static TRAINED_TEXT: &str = include_str!("../../../../assets/reversi/endgame-probcut.txt");

/// The fitted model. A damaged file (the tests check the committed one) leaves the solver exact
/// at every selectivity, with a warning, rather than stopping the program.
pub fn trained() -> Option<&'static EndgameCutModel> {
    static TRAINED: LazyLock<Option<EndgameCutModel>> = LazyLock::new(|| {
        EndgameCutModel::parse(TRAINED_TEXT)
            .map_err(|error| eprintln!("warning: {error}; the endgame solver stays exact"))
            .ok()
    });
    TRAINED.as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample_model() -> EndgameCutModel {
        let fit = |empties, sigma| RangeFit { empties, slope: 0.9, intercept: 0.5, sigma, samples: 80 };
        EndgameCutModel::new(vec![fit(14, 3.5), fit(12, 3.0), fit(18, 4.0)])
    }

    #[test]
    fn a_model_survives_a_round_trip_and_reaches_past_its_last_range() {
        let model = sample_model();
        let text = model.to_text();
        assert!(text.starts_with("minimax-arcade endgame-probcut 1 ranges 3\n"), "{text}");
        assert_eq!(EndgameCutModel::parse(&text), Ok(model.clone()));
        let scale = WEIGHT_SCALE as f32;
        assert_eq!(model.check(13).map(|check| check.sigma), Some(3.0 * scale));
        assert_eq!(model.check(14).map(|check| (check.shallow_depth, check.intercept)), Some((2, 0.5 * scale)));
        assert_eq!(model.check(16), None, "a range between fitted ones is left out");
        let beyond = model.check(26).expect("the last range's line");
        assert_eq!((beyond.shallow_depth, beyond.sigma), (4, 4.0 * scale));
        assert_eq!(model.check(11), None);
        assert_eq!(model.check(70), None);
    }

    #[test]
    fn damaged_model_files_are_refused_with_the_reason() {
        let text = sample_model().to_text();
        let refused = |text: &str| EndgameCutModel::parse(text).expect_err("refused");
        assert_eq!(refused(""), ModelFileError::NotAModel);
        assert_eq!(refused("minimax-arcade probcut 1 fits 0"), ModelFileError::NotAModel);
        assert_eq!(refused(&text.replace("probcut 1", "probcut 2")), ModelFileError::Version("2".into()));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(refused(&lines[..lines.len() - 1].join("\n")), ModelFileError::Count { announced: 3, found: 2 });
        let line = |problem| ModelFileError::Line { line: 2, problem };
        let body = |range: &str| format!("{} 1 ranges 1\n{range}\n", EndgameCutModel::HEADER);
        assert!(EndgameCutModel::parse(&body("20-21 4 0.9 0 3 10")).is_ok());
        assert_eq!(refused(&body("20-21 4 0.9 0 3")), line(LineProblem::Fields(5)));
        assert_eq!(refused(&body("21-22 4 0.9 0 3 10")), line(LineProblem::Key(RangeProblem::Range("21-22".into()))));
        assert_eq!(refused(&body("10-11 2 0.9 0 3 10")), line(LineProblem::Key(RangeProblem::Range("10-11".into()))));
        assert_eq!(
            refused(&body("20-21 2 0.9 0 3 10")),
            line(LineProblem::Key(RangeProblem::Shallow { empties: 20, shallow: 2 }))
        );
        assert_eq!(refused(&body("20-21 4 0 0 3 10")), line(LineProblem::Slope(0.0)));
        assert_eq!(refused(&body("20-21 4 0.9 0 -3 10")), line(LineProblem::Sigma(-3.0)));
        let not_a_number = line(LineProblem::Number { field: "slope", text: "inf".into() });
        assert_eq!(refused(&body("20-21 4 inf 0 3 10")), not_a_number);
        let twice = format!("{} 1 ranges 2\n20-21 4 0.9 0 3 10\n20-21 4 0.8 0 3 10\n", EndgameCutModel::HEADER);
        assert_eq!(refused(&twice), ModelFileError::Line { line: 3, problem: LineProblem::Repeated });
        let message = refused(&body("20-21 2 0.9 0 3 10")).to_string();
        assert_eq!(message, "endgame probcut model: line 2: shallow depth 2 at 20 empties, where the model searches 4");
    }

    #[test]
    fn the_committed_model_loads() {
        let model = EndgameCutModel::parse(TRAINED_TEXT).expect("assets/reversi/endgame-probcut.txt loads");
        assert!(!model.fits().is_empty());
        assert_eq!(trained(), Some(&model));
    }
}
