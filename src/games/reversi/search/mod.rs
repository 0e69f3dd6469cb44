//! Searching Reversi: the AI's use of its time and the engine's search ([`ai`]), the exact
//! endgame solver ([`endgame`]), the opening book the strong levels play from ([`book`]), the ten
//! levels ([`levels`]) and what scores mean in discs ([`score`]).

mod ai;
pub mod book;
pub mod endgame;
mod levels;
pub mod score;

pub use ai::{AiSettings, ReversiAi, Variety, book_answer, think};
pub use book::BookPlay;
pub use endgame::{EndgameSolver, Goal, Solve};
pub use levels::{LEVEL_RATINGS, LEVELS, Level};
