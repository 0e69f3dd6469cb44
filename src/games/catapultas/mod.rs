//! Catapultas, after the course's rules and program: two sides of 18 pieces on a 6×6 board
//! that step to adjacent cells or jump over their own pieces, chaining hops and capturing enemy
//! pieces they land on. Rules, the course's notation, a weighted evaluation and a greedy player.

pub mod ai;
mod board;
mod eval;
mod line_protocol;
mod moves;
mod notation;
mod players;

#[cfg(test)]
mod tests;

pub use ai::{AiSettings, CatapultasAi, think};
pub use board::{Board, DEFAULT_MOVES_PER_PLAYER, EndReason, Outcome, PIECES_PER_SIDE, PositionError, symbol};
pub use eval::{Features, TERM_IDS, Weights};
pub use moves::{Direction, JumpPath, MAX_JUMP_PATH, Move, SIDE, SQUARE_COUNT, Square};
pub use notation::{
    BoardTextError, GameLog, GameTextError, HopProblem, LogError, NotationError, game_text, move_text, parse_diagram,
    parse_game, parse_move,
};
pub use players::greedy_move;
