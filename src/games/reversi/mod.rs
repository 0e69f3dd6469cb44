//! Reversi (Othello): bitboard rules, the seed-001 evaluation, an exact endgame solver and the
//! text notations.

pub mod ai;
pub mod bitboard;
pub mod endgame;
pub mod eval;
mod moves;
pub mod notation;
pub mod patterns;
pub mod position;
pub mod stability;
pub mod training;

pub use ai::{AiSettings, think};
pub use bitboard::{Bitboard, Square};
pub use endgame::EndgameSolver;
pub use eval::{HeuristicWeights, ReversiEvaluator, Weights};
pub use notation::{
    GameText, NotationError, format_position, format_transcript, parse_game_text, parse_position, parse_transcript,
};
pub use position::{Color, Move, MoveEffect, Position, perft};

#[cfg(test)]
mod tests;
