//! What the text files of the two ProbCut models ([`super::probcut`], [`super::endgame_probcut`])
//! share: a header that names the model, its version and how many lines follow; blank lines and
//! `#` comments; and lines that each end with one fitted line `slope intercept sigma samples`.
//! Each model reads its own leading fields (what the line predicts) and keeps its own errors.

/// The lines of a model file that say something, numbered from 1.
pub(super) fn meaningful_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
}

/// Why a first line is not a model's header.
pub(super) enum HeaderProblem {
    NotAModel,
    Version(String),
}

/// `<header> <version> <count_word> <count>` → the count, for a file of `version`.
pub(super) fn read_header(
    line: Option<&str>,
    header: &str,
    version: u32,
    count_word: &str,
) -> Result<usize, HeaderProblem> {
    let rest = line.and_then(|line| line.strip_prefix(header)).ok_or(HeaderProblem::NotAModel)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let [written, word, count] = fields[..] else { return Err(HeaderProblem::NotAModel) };
    if word != count_word {
        return Err(HeaderProblem::NotAModel);
    }
    if written != version.to_string() {
        return Err(HeaderProblem::Version(written.to_owned()));
    }
    count.parse().map_err(|_| HeaderProblem::NotAModel)
}

/// A field that is not a number, or not a finite one.
pub(super) struct NotANumber {
    pub field: &'static str,
    pub text: String,
}

/// A whole number field.
pub(super) fn whole(field: &'static str, text: &str) -> Result<u32, NotANumber> {
    text.parse().map_err(|_| NotANumber { field, text: text.into() })
}

fn finite(field: &'static str, text: &str) -> Result<f64, NotANumber> {
    text.parse::<f64>().ok().filter(|value| value.is_finite()).ok_or_else(|| NotANumber { field, text: text.into() })
}

/// The fitted line a model file's line ends with, in discs.
pub(super) struct FittedLine {
    pub slope: f64,
    pub intercept: f64,
    pub sigma: f64,
    pub samples: u32,
}

/// Why a line's last four fields are not a fitted line.
pub(super) enum FittedLineProblem {
    Number(NotANumber),
    /// A slope that is not positive: the prediction cannot be inverted.
    Slope(f64),
    /// A negative error.
    Sigma(f64),
}

impl From<NotANumber> for FittedLineProblem {
    fn from(problem: NotANumber) -> Self {
        Self::Number(problem)
    }
}

/// Reads `slope intercept sigma samples`.
pub(super) fn read_fitted_line([slope, intercept, sigma, samples]: [&str; 4]) -> Result<FittedLine, FittedLineProblem> {
    let line = FittedLine {
        slope: finite("slope", slope)?,
        intercept: finite("intercept", intercept)?,
        sigma: finite("sigma", sigma)?,
        samples: whole("sample count", samples)?,
    };
    if line.slope <= 0.0 {
        return Err(FittedLineProblem::Slope(line.slope));
    }
    if line.sigma < 0.0 {
        return Err(FittedLineProblem::Sigma(line.sigma));
    }
    Ok(line)
}
