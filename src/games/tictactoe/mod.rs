//! Tic-tac-toe: the rules, the course tutorial's line heuristic, a text notation and a greedy
//! player.
//!
//! The whole game tree is tiny (549,946 nodes from the empty board, 5,478 distinct positions),
//! which makes it the place to watch plain minimax, alpha-beta and a depth-limited heuristic
//! search side by side on the same position.

pub mod ai;
mod board;
mod eval;
mod line_protocol;
mod notation;
mod openings;
mod players;
mod searches;

#[cfg(test)]
mod tests;

pub use ai::{AiSettings, SearchKind, TictactoeAi, think};
pub use board::{Board, Cell, LINES, Line, MoveError, Outcome, PositionError, symbol};
pub use eval::{LineHeuristic, TERM_IDS};
pub use notation::{GameTextError, ParseError, parse_drawing};
pub use openings::undecided_openings;
pub use players::greedy_move;
pub use searches::{FULL_DEPTH, NodeCount, compare_searches, search};
