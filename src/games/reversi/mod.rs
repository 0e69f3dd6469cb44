//! Reversi (Othello): bitboard rules, the seed-001 evaluation, an exact endgame solver, the text
//! notations and game files, game review, and the NBoard protocol.

pub mod ai;
pub mod bitboard;
pub mod endgame;
pub mod eval;
pub mod ggf;
pub mod levels;
mod moves;
pub mod nboard;
pub mod notation;
pub mod openings;
pub mod patterns;
pub mod position;
pub mod record;
pub mod review;
pub mod score;
pub mod stability;
pub mod training;
pub mod transcript;

pub use ai::{AiSettings, think};
pub use bitboard::{Bitboard, Square};
pub use endgame::{EndgameSolver, Goal, Solve};
pub use eval::{HeuristicWeights, ReversiEvaluator, Weights};
pub use levels::{LEVELS, Level, Variety};
pub use notation::{GameText, NotationError, format_position, parse_game_text, parse_position};
pub use position::{Color, Move, MoveEffect, Position, perft};
pub use record::{Ending, GameRecord, GameResult, PlayError, RecordedMove};
pub use transcript::{format_transcript, parse_transcript, parse_transcript_record, parse_written_move};

#[cfg(test)]
mod format_tests;
#[cfg(test)]
mod review_tests;
#[cfg(test)]
mod tests;
