//! Reversi as text and files: squares and OBF positions ([`obf`]), moves and transcripts as
//! written ([`move_text`]), whole games with what a file says around them ([`record`]), lenient
//! transcripts as people paste them ([`transcript`]) and GGF game files ([`ggf`]). Each reads
//! only the ones before it in that order.

pub mod ggf;
pub mod move_text;
pub mod obf;
pub mod record;
pub mod transcript;

use std::fmt;

pub use move_text::{format_transcript, parse_written_move};
pub use obf::{PositionError, SquareError, format_position, parse_position};
pub use record::{Ending, GameRecord, GameResult, PlayError, PlayProblem, RecordedMove};
pub use transcript::{TranscriptError, parse_transcript, parse_transcript_record};

use crate::games::reversi::rules::{Move, Position};

/// Either a transcript from the start or an OBF position, as pasted into the window.
pub enum GameText {
    Transcript(Vec<(Position, Move)>),
    Position(Position),
}

/// Why pasted text is neither a position nor a transcript: the error of the one it looked like.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameTextError {
    Position(PositionError),
    Transcript(TranscriptError),
}

impl fmt::Display for GameTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameTextError::Position(error) => error.fmt(f),
            GameTextError::Transcript(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for GameTextError {}

/// Reads pasted text as an OBF position if its first word is made of board characters only (a
/// transcript's words hold squares, move numbers or passes), otherwise as a transcript from the
/// standard start.
pub fn parse_game_text(text: &str) -> Result<GameText, GameTextError> {
    let trimmed = text.trim();
    let first_word = trimmed.split_whitespace().next().ok_or(GameTextError::Position(PositionError::Empty))?;
    let board_like = first_word.chars().all(|c| matches!(c, 'X' | 'x' | 'O' | 'o' | '-' | '.' | '*'));
    if board_like && first_word != "--" {
        parse_position(trimmed).map(GameText::Position).map_err(GameTextError::Position)
    } else {
        parse_transcript(Position::initial(), trimmed).map(GameText::Transcript).map_err(GameTextError::Transcript)
    }
}

#[cfg(test)]
mod tests;
