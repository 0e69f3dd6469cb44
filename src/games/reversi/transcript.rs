//! Transcripts: the moves of a game in order, written as people write and paste them.
//!
//! We write `f5d6c3` (passes implied). We read squares in either case, with or without spaces,
//! commas or dashes between them, move numbers (`1. f5 d6 2. c3`, `12...`), and passes written
//! `pa`, `pass` or `--` (or left out: a square played by the side that has to pass is taken as
//! the other side's move after the pass).

use super::bitboard::Square;
use super::notation::NotationError;
use super::position::{Move, Position};
use super::record::{GameRecord, RecordedMove};

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
pub fn parse_written_move(text: &str) -> Result<Move, NotationError> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("pa") || text.eq_ignore_ascii_case("pass") || text == "--" {
        return Ok(Move::Pass);
    }
    text.parse::<Square>().map(Move::Place)
}

/// A move found in a transcript, and where (for error messages).
struct Token {
    mv: Move,
    text: String,
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == ',' || c == ';'
}

/// Splits a transcript into its moves, skipping separators and move numbers.
fn tokens(text: &str) -> Result<Vec<Token>, NotationError> {
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
                return Err(NotationError::StrayNumber { text: number, column });
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
                    return Err(NotationError::NotAMove { text, column });
                }
            }
        }
    }
    Ok(found)
}

/// Replays a transcript from `start`. An empty transcript is an empty game.
pub fn parse_transcript_record(start: Position, text: &str) -> Result<GameRecord, NotationError> {
    let mut record = GameRecord::new(start);
    for (index, token) in tokens(text)?.into_iter().enumerate() {
        let before = record.moves().len();
        record.play_after_forced_pass(RecordedMove::bare(token.mv)).map_err(|error| {
            // A forced pass the transcript left out counts as a ply of its own.
            let ply = before + 1 + usize::from(error.position != record.current());
            NotationError::IllegalMove { number: index + 1, ply, text: token.text, error: Box::new(error) }
        })?;
    }
    Ok(record)
}

/// Replays a transcript from `start`, inserting the passes the rules force. Returns every move
/// played (passes included), each with the position it was played in.
pub fn parse_transcript(start: Position, text: &str) -> Result<Vec<(Position, Move)>, NotationError> {
    let record = parse_transcript_record(start, text)?;
    Ok(record.plies().map(|(position, recorded)| (position, recorded.mv)).collect())
}
