//! Transcripts: the moves of a game in order, written as people write and paste them.
//!
//! We write `f5d6c3` (passes implied). We read squares in either case, with or without spaces,
//! commas or dashes between them, move numbers (`1. f5 d6 2. c3`, `12...`), and passes written
//! `pa`, `pass` or `--` (or left out: a square played by the side that has to pass is taken as
//! the other side's move after the pass).

use std::fmt;

use super::record::{GameRecord, PlayError, RecordedMove};
use crate::games::reversi::rules::{Move, Position, Square};

/// Why a transcript cannot be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TranscriptError {
    /// Text that is neither a move, a move number nor a separator (column counted in characters
    /// from 1).
    NotAMove { text: String, column: usize },
    /// Digits that are not a move number (those end with a dot).
    StrayNumber { text: String, column: usize },
    /// Move `number` (counting the moves written) breaks the rules at `ply` (counting forced
    /// passes too).
    IllegalMove { number: usize, ply: usize, text: String, error: Box<PlayError> },
}

impl fmt::Display for TranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TranscriptError::NotAMove { text, column } => write!(
                f,
                "'{text}' is not a square (character {column}): moves are two-character squares like f5, \
                 or pa, pass or -- for a pass"
            ),
            TranscriptError::StrayNumber { text, column } => write!(
                f,
                "'{text}' (character {column}) is neither a square nor a move number: move numbers end with a dot, \
                 like {text}."
            ),
            TranscriptError::IllegalMove { number, ply, text, error } => {
                write!(f, "move {number} ({text}) is illegal at ply {ply}: {error}")
            }
        }
    }
}

impl std::error::Error for TranscriptError {}

/// A move found in a transcript, and where (for error messages).
struct Token {
    mv: Move,
    text: String,
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == ',' || c == ';'
}

/// Splits a transcript into its moves, skipping separators and move numbers.
fn tokens(text: &str) -> Result<Vec<Token>, TranscriptError> {
    let chars: Vec<char> = text.chars().collect();
    let starts_with = |at: usize, word: &str| {
        let mut index = at;
        word.chars().all(|expected| {
            let found = chars.get(index).is_some_and(|c| c.eq_ignore_ascii_case(&expected));
            index += 1;
            found
        })
    };
    let mut found = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        let c = chars[at];
        let column = at + 1;
        if is_separator(c) {
            at += 1;
        } else if c == '-' {
            if chars.get(at + 1) == Some(&'-') {
                found.push(Token { mv: Move::Pass, text: "--".into() });
                at += 2;
            } else {
                // A lone dash separates squares, as in NBoard's principal variations (f5-d6-c3).
                at += 1;
            }
        } else if c.is_ascii_digit() {
            let digits_end = (at..chars.len()).find(|&i| !chars[i].is_ascii_digit()).unwrap_or(chars.len());
            let number: String = chars[at..digits_end].iter().collect();
            if chars.get(digits_end) != Some(&'.') {
                return Err(TranscriptError::StrayNumber { text: number, column });
            }
            at = (digits_end..chars.len()).find(|&i| chars[i] != '.').unwrap_or(chars.len());
        } else if starts_with(at, "pass") {
            found.push(Token { mv: Move::Pass, text: "pass".into() });
            at += 4;
        } else if starts_with(at, "pa") {
            found.push(Token { mv: Move::Pass, text: "pa".into() });
            at += 2;
        } else {
            let pair: String = chars[at..(at + 2).min(chars.len())].iter().collect();
            match pair.parse::<Square>() {
                Ok(square) => {
                    found.push(Token { mv: Move::Place(square), text: square.to_string() });
                    at += 2;
                }
                Err(_) => {
                    // Name the two characters that should have been a square, or the one odd
                    // character on its own.
                    let text = if c.is_ascii_alphanumeric() {
                        chars[at..].iter().take(2).take_while(|c| c.is_ascii_alphanumeric()).collect()
                    } else {
                        c.to_string()
                    };
                    return Err(TranscriptError::NotAMove { text, column });
                }
            }
        }
    }
    Ok(found)
}

/// Replays a transcript from `start`. An empty transcript is an empty game.
pub fn parse_transcript_record(start: Position, text: &str) -> Result<GameRecord, TranscriptError> {
    let mut record = GameRecord::new(start);
    for (index, token) in tokens(text)?.into_iter().enumerate() {
        let before = record.moves().len();
        record.play_after_forced_pass(RecordedMove::bare(token.mv)).map_err(|error| {
            // A forced pass the transcript left out counts as a ply of its own.
            let ply = before + 1 + usize::from(error.position != record.current());
            TranscriptError::IllegalMove { number: index + 1, ply, text: token.text, error: Box::new(error) }
        })?;
    }
    Ok(record)
}

/// Replays a transcript from `start`, inserting the passes the rules force. Returns every move
/// played (passes included), each with the position it was played in.
pub fn parse_transcript(start: Position, text: &str) -> Result<Vec<(Position, Move)>, TranscriptError> {
    let record = parse_transcript_record(start, text)?;
    Ok(record.plies().map(|(position, recorded)| (position, recorded.mv)).collect())
}
