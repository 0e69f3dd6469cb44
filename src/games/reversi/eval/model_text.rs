//! What the text files of the two ProbCut models ([`super::probcut`], [`super::endgame_probcut`])
//! share: a header that names the model, its version and how many lines follow; blank lines and
//! `#` comments; lines that each end with one fitted line `slope intercept sigma samples`; and
//! what can be wrong with such a file, in one set of words. Each model reads its own leading
//! fields (what its line predicts from) and words what can be wrong with them
//! ([`ModelText::KeyProblem`]).

use std::fmt;

/// What sets one model's text file apart from the other's.
pub trait ModelText {
    /// The model, as an error about its file begins: `probcut model`.
    const NAME: &'static str;
    /// The header's first words: `minimax-arcade probcut`.
    const HEADER: &'static str;
    /// The version of the format this build writes and reads.
    const FORMAT_VERSION: u32;
    /// The header's word before the number of lines: `fits`.
    const COUNT_WORD: &'static str;
    /// What the lines hold, in the plural: `fitted pairs`.
    const LINES: &'static str;
    /// The fields of a line, in order.
    const FIELDS: &'static [&'static str];
    /// What no two lines may share: `stage and depth`.
    const KEY: &'static str;
    /// What can be wrong with a line's leading fields, those before its fitted line.
    type KeyProblem: Clone + fmt::Debug + PartialEq + fmt::Display;
}

/// Why a model file cannot be used.
#[derive(Clone, Debug, PartialEq)]
pub enum ModelFileError<M: ModelText> {
    /// The first line that is not a comment is not the model's header
    /// (`<header> <version> <count word> <count>`).
    NotAModel,
    /// Another version of the format.
    Version(String),
    /// A line that is not one of the model's.
    Line { line: usize, problem: LineProblem<M> },
    /// Fewer or more lines than the header announces: a truncated or spliced file.
    Count { announced: usize, found: usize },
}

/// What is wrong with one line of a model file.
#[derive(Clone, Debug, PartialEq)]
pub enum LineProblem<M: ModelText> {
    /// Not the model's fields ([`ModelText::FIELDS`]): as many as there are.
    Fields(usize),
    /// A field that is not a number (or not a finite one).
    Number { field: &'static str, text: String },
    /// Leading fields that are not among the model's.
    Key(M::KeyProblem),
    /// A slope that is not positive: the prediction cannot be inverted.
    Slope(f64),
    /// A negative error.
    Sigma(f64),
    /// A second line for the same [`ModelText::KEY`].
    Repeated,
}

impl<M: ModelText> fmt::Display for ModelFileError<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", M::NAME)?;
        match self {
            Self::NotAModel => write!(f, "the first line is not `{} <version> {} <count>`", M::HEADER, M::COUNT_WORD),
            Self::Version(version) => write!(f, "format version {version}, this build reads {}", M::FORMAT_VERSION),
            Self::Count { announced, found } => {
                write!(f, "the header announces {announced} {} but {found} follow (a truncated file?)", M::LINES)
            }
            Self::Line { line, problem } => write!(f, "line {line}: {problem}"),
        }
    }
}

impl<M: ModelText + fmt::Debug> std::error::Error for ModelFileError<M> {}

impl<M: ModelText> fmt::Display for LineProblem<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Fields(count) => {
                write!(f, "{count} fields where {} are expected ({})", M::FIELDS.len(), M::FIELDS.join(" "))
            }
            Self::Number { field, text } => write!(f, "the {field} `{text}` is not a number"),
            Self::Key(problem) => problem.fmt(f),
            Self::Slope(slope) => write!(f, "slope {slope}: it must be positive"),
            Self::Sigma(sigma) => write!(f, "sigma {sigma}: it cannot be negative"),
            Self::Repeated => write!(f, "a second line for the same {}", M::KEY),
        }
    }
}

/// The header of a file of `count` lines.
pub(super) fn header<M: ModelText>(count: usize) -> String {
    format!("{} {} {} {count}\n", M::HEADER, M::FORMAT_VERSION, M::COUNT_WORD)
}

/// Reads a model file: its header, then each line that says something with `read_line`, no two
/// of them `same_key`, as many as the header announces.
pub(super) fn read_lines<M: ModelText, T>(
    text: &str,
    read_line: impl Fn(&str) -> Result<T, LineProblem<M>>,
    same_key: impl Fn(&T, &T) -> bool,
) -> Result<Vec<T>, ModelFileError<M>> {
    let mut lines = meaningful_lines(text);
    let announced = read_header(lines.next().map(|(_, line)| line))?;
    let mut read: Vec<T> = Vec::new();
    for (line, text) in lines {
        let item = read_line(text).map_err(|problem| ModelFileError::Line { line, problem })?;
        if read.iter().any(|other| same_key(other, &item)) {
            return Err(ModelFileError::Line { line, problem: LineProblem::Repeated });
        }
        read.push(item);
    }
    if read.len() != announced {
        return Err(ModelFileError::Count { announced, found: read.len() });
    }
    Ok(read)
}

/// The lines of a model file that say something, numbered from 1.
fn meaningful_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
}

/// `<header> <version> <count word> <count>` → the count.
fn read_header<M: ModelText>(line: Option<&str>) -> Result<usize, ModelFileError<M>> {
    let rest = line.and_then(|line| line.strip_prefix(M::HEADER)).ok_or(ModelFileError::NotAModel)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let [written, word, count] = fields[..] else { return Err(ModelFileError::NotAModel) };
    if word != M::COUNT_WORD {
        return Err(ModelFileError::NotAModel);
    }
    if written != M::FORMAT_VERSION.to_string() {
        return Err(ModelFileError::Version(written.to_owned()));
    }
    count.parse().map_err(|_| ModelFileError::NotAModel)
}

/// A whole number field.
pub(super) fn whole<M: ModelText>(field: &'static str, text: &str) -> Result<u32, LineProblem<M>> {
    text.parse().map_err(|_| LineProblem::Number { field, text: text.into() })
}

fn finite<M: ModelText>(field: &'static str, text: &str) -> Result<f64, LineProblem<M>> {
    text.parse::<f64>()
        .ok()
        .filter(|value| value.is_finite())
        .ok_or_else(|| LineProblem::Number { field, text: text.into() })
}

/// The fitted line a model file's line ends with, in discs.
pub(super) struct FittedLine {
    pub slope: f64,
    pub intercept: f64,
    pub sigma: f64,
    pub samples: u32,
}

/// Reads `slope intercept sigma samples`.
pub(super) fn read_fitted_line<M: ModelText>(
    [slope, intercept, sigma, samples]: [&str; 4],
) -> Result<FittedLine, LineProblem<M>> {
    let line = FittedLine {
        slope: finite("slope", slope)?,
        intercept: finite("intercept", intercept)?,
        sigma: finite("sigma", sigma)?,
        samples: whole("sample count", samples)?,
    };
    if line.slope <= 0.0 {
        return Err(LineProblem::Slope(line.slope));
    }
    if line.sigma < 0.0 {
        return Err(LineProblem::Sigma(line.sigma));
    }
    Ok(line)
}
