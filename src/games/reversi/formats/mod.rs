//! Reversi as text and files: squares and OBF positions ([`obf`]), moves and transcripts as
//! written ([`move_text`]), whole games with what a file says around them ([`record`]), lenient
//! transcripts as people paste them ([`transcript`]) and GGF game files ([`ggf`]). Each reads
//! only the ones before it in that order.

pub mod ggf;
mod line_protocol;
pub mod move_text;
pub mod obf;
pub mod record;
pub mod transcript;

use std::fmt;

pub use move_text::{format_transcript, parse_written_move};
pub use obf::{PositionError, SquareError, format_position, parse_position};
pub use record::{Ending, GameRecord, GameResult, PlayError, PlayProblem, RecordedMove};
pub use transcript::{TranscriptError, parse_transcript, parse_transcript_record};

pub use ggf::{GgfError, NotedMoveError, SyntaxProblem, UnsupportedGame, ValueProblem};

use crate::games::reversi::rules::{Move, Position, Side, Square};
use crate::games::{BoardCells, Notation, Seat, WrittenGame};

/// Either a transcript from the start or an OBF position, as pasted into the window.
pub enum GameText {
    Transcript(Vec<(Position, Move)>),
    Position(Position),
}

/// Why a text is not a game: the error of the form it looked like (a position, a transcript, a
/// GGF file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameTextError {
    Position(PositionError),
    Transcript(TranscriptError),
    File(GgfError),
}

impl fmt::Display for GameTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameTextError::Position(error) => error.fmt(f),
            GameTextError::Transcript(error) => error.fmt(f),
            GameTextError::File(error) => error.fmt(f),
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

impl Notation for Position {
    const NAME: &'static str = "reversi";
    const TITLE: &'static str = "Reversi";
    const SIDES: [&'static str; 2] = ["Black", "White"];

    type PositionError = PositionError;
    type GameTextError = GameTextError;

    fn start() -> Self {
        Position::initial()
    }

    fn seat_to_move(&self) -> Seat {
        match self.side_to_move() {
            Side::Black => Seat::First,
            Side::White => Seat::Second,
        }
    }

    fn is_pass(mv: Move) -> bool {
        mv == Move::Pass
    }

    fn parse_position(text: &str) -> Result<Self, PositionError> {
        parse_position(text)
    }

    fn cells(&self) -> Option<BoardCells> {
        let seat = |side| match side {
            Side::Black => Seat::First,
            Side::White => Seat::Second,
        };
        let cells = Square::all().map(|square| self.side_at(square).map(seat)).collect();
        Some(BoardCells { columns: 8, cells })
    }

    fn count(&self, seat: Seat) -> Option<u32> {
        let (black, white) = self.disc_counts();
        Some(match seat {
            Seat::First => black,
            Seat::Second => white,
        })
    }

    /// A GGF game (the first of a file), a transcript or an OBF position.
    fn parse_game(text: &str) -> Result<WrittenGame<Self>, GameTextError> {
        if text.trim_start().starts_with("(;") {
            let games = ggf::read_games(text).map_err(GameTextError::File)?;
            let record = &games[0];
            let moves = record.moves().iter().map(|recorded| recorded.mv).collect();
            return Ok(WrittenGame { start: record.start(), moves });
        }
        Ok(match parse_game_text(text)? {
            GameText::Transcript(played) => {
                WrittenGame { start: Position::initial(), moves: played.into_iter().map(|(_, mv)| mv).collect() }
            }
            GameText::Position(position) => WrittenGame { start: position, moves: Vec::new() },
        })
    }

    /// Squares run together, passes implied: `f5d6c3`.
    fn write_moves(_start: &Self, moves: &[Move]) -> String {
        format_transcript(moves)
    }
}

#[cfg(test)]
mod tests;
