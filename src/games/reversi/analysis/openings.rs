//! Balanced openings, as XOT does for tournaments: short random move sequences after which the
//! engine sees neither side ahead by more than a disc or two, so that games started from them
//! differ from one another yet are fair to both sides.
//!
//! The list the game ships (`assets/reversi/openings.txt`) is made by [`generate`] through the
//! `openings` command; one line per opening: the moves as a transcript, then the engine's score
//! in discs from Black's side.

use std::collections::HashSet;
use std::fmt;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use crate::engine::Selectivity;
use crate::games::random::random_opening;
use crate::games::reversi::eval::{SCORE_PER_DISC, Weights};
use crate::games::reversi::formats::{TranscriptError, format_transcript, parse_transcript};
use crate::games::reversi::rules::{Move, Position, Side};
use crate::games::reversi::search::{AiSettings, Variety, think};

/// Why a list of openings cannot be read: the line (counted from 1, comments included) and its
/// problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpeningsError {
    /// The line is not two words.
    NotTwoFields { line: usize, text: String },
    /// The first word is not a transcript from the start.
    Transcript { line: usize, error: TranscriptError },
    /// The second word is not a number of discs.
    Score { line: usize, text: String },
}

impl fmt::Display for OpeningsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotTwoFields { line, text } => write!(f, "line {line}: `{text}` is not a transcript and a score"),
            Self::Transcript { line, error } => write!(f, "line {line}: {error}"),
            Self::Score { line, text } => write!(f, "line {line}: `{text}` is not a score in discs"),
        }
    }
}

/// Its `Display` says the error it holds too: a reader of the chain would read it twice.
impl std::error::Error for OpeningsError {}

/// One opening: moves from the start position, and how the engine judged the position after them.
#[derive(Clone, Debug, PartialEq)]
pub struct Opening {
    pub moves: Vec<Move>,
    /// Discs from Black's side.
    pub black_score: f32,
}

impl Opening {
    /// The position the opening leads to.
    pub fn position(&self) -> Position {
        position_after(&self.moves)
    }
}

/// The position `moves` (legal ones) lead to from the start.
fn position_after(moves: &[Move]) -> Position {
    moves.iter().fold(Position::initial(), |position, &mv| position.play_unchecked(mv))
}

/// The shipped list: a few thousand 8-ply openings within ±2 discs of even.
pub fn balanced() -> &'static [Opening] {
    static LIST: LazyLock<Vec<Opening>> = LazyLock::new(|| {
        read_openings(include_str!("../../../../assets/reversi/openings.txt")).unwrap_or_else(|error| {
            eprintln!(
                "warning: the balanced openings list is unreadable ({error}); games start from the usual position"
            );
            Vec::new()
        })
    });
    &LIST
}

/// The shipped list's moves alone, as a match plays its openings from them.
pub fn balanced_lines() -> Vec<Vec<Move>> {
    balanced().iter().map(|opening| opening.moves.clone()).collect()
}

/// Reads a list in the format [`write_openings`] writes; `#` starts a comment line.
pub fn read_openings(text: &str) -> Result<Vec<Opening>, OpeningsError> {
    let mut openings = Vec::new();
    for (line, text) in (1..).zip(text.lines()) {
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let mut fields = text.split_whitespace();
        let (Some(transcript), Some(score), None) = (fields.next(), fields.next(), fields.next()) else {
            return Err(OpeningsError::NotTwoFields { line, text: text.to_owned() });
        };
        let plies = parse_transcript(Position::initial(), transcript)
            .map_err(|error| OpeningsError::Transcript { line, error })?;
        let moves = plies.into_iter().map(|(_, mv)| mv).collect();
        let black_score = score.parse().map_err(|_| OpeningsError::Score { line, text: score.to_owned() })?;
        openings.push(Opening { moves, black_score });
    }
    Ok(openings)
}

pub fn write_openings(openings: &[Opening], header: &str) -> String {
    let mut text: String = header.lines().map(|line| format!("# {line}\n")).collect();
    for opening in openings {
        let transcript = format_transcript(&opening.moves);
        text.push_str(&format!("{transcript} {:+.2}\n", opening.black_score));
    }
    text
}

/// How [`generate`] looks for openings.
#[derive(Clone, Debug, PartialEq)]
pub struct OpeningSearch {
    pub count: usize,
    pub plies: u32,
    /// Depth of the search that judges each candidate.
    pub depth: u32,
    /// Openings further than this from even (in discs) are rejected.
    pub max_discs: f32,
    pub seed: u64,
}

impl Default for OpeningSearch {
    fn default() -> Self {
        Self { count: 3_000, plies: 8, depth: 10, max_discs: 2.0, seed: 1 }
    }
}

/// The position's discs as the same value for all eight mirror images: openings that are one
/// another's reflections are the same opening.
fn canonical_key(position: &Position) -> (u64, u64) {
    super::least_image(position, &[0, 1, 2, 3, 4, 5, 6, 7])
}

/// Random openings, judged by the learned evaluation at `search.depth`, until `search.count` of
/// them lie within `search.max_discs` of even (or `cancel` is set). Distinct up to symmetry,
/// reproducible from the seed, in candidate order; `on_candidate` is told of every candidate
/// judged and whether it was kept.
pub fn generate(search: &OpeningSearch, cancel: &AtomicBool, on_candidate: &(dyn Fn(bool) + Sync)) -> Vec<Opening> {
    let settings = AiSettings {
        max_depth: search.depth,
        time_limit_ms: 0,
        exact_endgame_empties: 0,
        weights: Weights::learned(),
        threads: 1,
        variety: Variety::NONE,
        // Full-width, as when the shipped openings were judged (the default is the top level's
        // selective search).
        selectivity: Selectivity::FULL,
        ..AiSettings::default()
    };
    let mut seen = HashSet::new();
    let mut kept = Vec::new();
    // Candidates in batches, so that every thread has work and the result does not depend on
    // how many threads there are.
    let batch = 256u64;
    let mut next = 0u64;
    while kept.len() < search.count && !cancel.load(Ordering::Relaxed) {
        let candidates: Vec<(Vec<Move>, Position)> = (next..next + batch)
            .map(|index| random_opening(&Position::initial(), search.plies, search.seed, index))
            .filter_map(|moves| {
                let position = position_after(&moves);
                // Passes do not survive a transcript; no 8-ply game has one anyway.
                let usable = moves.len() == search.plies as usize
                    && !moves.contains(&Move::Pass)
                    && !position.is_game_over()
                    && seen.insert(canonical_key(&position));
                usable.then_some((moves, position))
            })
            .collect();
        next += batch;
        let judged: Vec<Option<Opening>> = candidates
            .into_par_iter()
            .map(|(moves, position)| {
                if cancel.load(Ordering::Relaxed) {
                    return None;
                }
                let info = think(&position, &settings, false, cancel, &mut |_| {});
                if !info.finished {
                    return None;
                }
                let mover_score = info.score as f32 / SCORE_PER_DISC as f32;
                let black_score = if position.side_to_move() == Side::Black { mover_score } else { -mover_score };
                let balanced = black_score.abs() <= search.max_discs;
                on_candidate(balanced);
                balanced.then_some(Opening { moves, black_score })
            })
            .collect();
        kept.extend(judged.into_iter().flatten());
    }
    kept.truncate(search.count);
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_list_is_long_balanced_legal_and_free_of_mirror_images() {
        let list = balanced();
        assert!(list.len() >= 2_000, "{} openings", list.len());
        let mut keys = HashSet::new();
        for opening in list {
            assert_eq!(opening.moves.len(), 8);
            assert!(opening.black_score.abs() <= 2.0);
            assert!(keys.insert(canonical_key(&opening.position())), "a repeated opening");
        }
    }

    #[test]
    fn generated_openings_are_reproducible_and_survive_a_round_trip() {
        let search = OpeningSearch { count: 6, plies: 6, depth: 3, max_discs: 3.0, seed: 7 };
        let cancel = AtomicBool::new(false);
        let judged = std::sync::atomic::AtomicUsize::new(0);
        let first = generate(&search, &cancel, &|_| {
            judged.fetch_add(1, Ordering::Relaxed);
        });
        assert_eq!(first.len(), 6);
        assert!(judged.load(Ordering::Relaxed) >= 6);
        assert!(first.iter().all(|opening| opening.black_score.abs() <= 3.0 && opening.moves.len() == 6));
        assert_eq!(generate(&search, &cancel, &|_| {}), first);
        let text = write_openings(&first, "test list\nsecond line");
        let read = read_openings(&text).expect("reads back");
        assert_eq!(read.len(), first.len());
        for (read, written) in read.iter().zip(&first) {
            assert_eq!(read.moves, written.moves);
            assert!((read.black_score - written.black_score).abs() < 0.01);
        }
    }

    #[test]
    fn a_bad_list_names_the_line_and_the_problem() {
        let cases = [
            ("# fine\nf5d6 +0.5\nf5z9 +1", "line 3: 'z9' is not a square"),
            ("f5d6 even", "line 1: `even` is not a score in discs"),
            ("\n  f5d6  ", "line 2: `f5d6` is not a transcript and a score"),
            ("f5d6 +1 +2", "line 1: `f5d6 +1 +2` is not a transcript and a score"),
        ];
        for (text, message) in cases {
            let error = read_openings(text).expect_err(text).to_string();
            assert!(error.starts_with(message), "{text:?}: {error}");
        }
        assert!(matches!(read_openings("f5z9 +1"), Err(OpeningsError::Transcript { line: 1, .. })));
        assert_eq!(read_openings("f5d6 even"), Err(OpeningsError::Score { line: 1, text: "even".into() }));
        assert_eq!(read_openings("f5d6"), Err(OpeningsError::NotTwoFields { line: 1, text: "f5d6".into() }));
    }

    #[test]
    fn mirror_images_share_one_key() {
        let after = |square: &str| Position::initial().play_unchecked(Move::Place(square.parse().expect("square")));
        // The four first moves are images of one another.
        let keys: HashSet<_> = ["f5", "e6", "d3", "c4"].iter().map(|square| canonical_key(&after(square))).collect();
        assert_eq!(keys.len(), 1);
    }
}
