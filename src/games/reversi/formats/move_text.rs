//! Moves as text: one move as written (`f5`, `pa`) and a game's moves as a transcript
//! (`f5d6c3`, passes implied).

use super::obf::SquareError;
use crate::games::reversi::rules::{Move, Square};

/// The moves of a game from the start, written as in `f5d6c3d3c4`. Passes are not written:
/// they are implied wherever the side to move has no legal square.
pub fn format_transcript(moves: &[Move]) -> String {
    moves
        .iter()
        .filter_map(|mv| match mv {
            Move::Place(square) => Some(square.to_string()),
            Move::Pass => None,
        })
        .collect()
}

/// One move as written: a square (`f5`, `F5`) or a pass (`pa`, `PA`, `pass`, `--`). Says
/// nothing about legality.
pub fn parse_written_move(text: &str) -> Result<Move, SquareError> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("pa") || text.eq_ignore_ascii_case("pass") || text == "--" {
        return Ok(Move::Pass);
    }
    text.parse::<Square>().map(Move::Place)
}
