//! Reversi (Othello), in layers that depend only on the ones before them: the rules on bitboards
//! ([`rules`]), the evaluation ([`eval`]), the search and the exact endgame solver ([`search`]);
//! then, each on those, the text forms and game files ([`formats`]), game review and balanced
//! openings ([`analysis`]) and the training of the learned evaluation ([`training`]).

pub mod analysis;
pub mod eval;
pub mod formats;
pub mod rules;
pub mod search;
pub mod training;

pub use eval::{HeuristicWeights, ReversiEvaluator, Weights};
pub use formats::{
    Ending, GameRecord, GameResult, GameText, GameTextError, PlayError, PositionError, RecordedMove, SquareError,
    TranscriptError, format_position, format_transcript, parse_game_text, parse_position, parse_transcript,
    parse_transcript_record, parse_written_move,
};
pub use rules::{Bitboard, Move, MoveEffect, Position, Side, Square, perft};
pub use search::{
    AiSettings, BookPlay, EndgameSolver, Goal, LEVEL_RATINGS, LEVELS, Level, ReversiAi, Solve, Variety, book_answer,
    think,
};

#[cfg(test)]
mod tests;
