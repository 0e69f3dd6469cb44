//! Reversi's errors in the player's language: a pasted position, transcript or GGF file that
//! does not read, weights out of range, an outside engine that fails.

use super::tune::phase_name;
use super::{Reversi, side_name};
use crate::app::base::errors::{Explain, explain_io};
use crate::app::base::i18n;
use crate::app::contract::arcade_game::side_names;
use crate::games::reversi::eval::{MAX_WEIGHT, WeightsError};
use crate::games::reversi::formats::{
    GameTextError, GgfError, NotedMoveError, PlayError, PlayProblem, PositionError, SquareError, SyntaxProblem,
    TranscriptError, UnsupportedGame, ValueProblem,
};
use crate::games::reversi::rules::{Move, Position, Square};
use crate::nboard::client::{Awaited, EngineError};
use crate::tr;

/// The square with `index` (0 for a1) as written, or nothing for an index off the board.
fn square_name(index: usize) -> String {
    u8::try_from(index).ok().and_then(Square::new).map(|square| square.to_string()).unwrap_or_default()
}

/// A move as the player reads it: a square as written, a pass in words.
fn move_words(mv: Move) -> String {
    match mv {
        Move::Place(square) => square.to_string(),
        Move::Pass => tr!("error-reversi-a-pass"),
    }
}

/// The squares the side to move may play, as `d3 c4 f5 e6`.
fn legal_squares(position: &Position) -> String {
    position.legal_squares().squares().map(|square| square.to_string()).collect::<Vec<_>>().join(" ")
}

impl Explain for GameTextError {
    fn explain(&self) -> String {
        match self {
            Self::Position(error) => error.explain(),
            Self::Transcript(error) => error.explain(),
            Self::File(error) => error.explain(),
        }
    }
}

impl Explain for SquareError {
    fn explain(&self) -> String {
        tr!("error-reversi-not-a-square", text = self.0.as_str())
    }
}

impl Explain for PositionError {
    fn explain(&self) -> String {
        let [first, second] = side_names::<Reversi>();
        match self {
            Self::Empty => tr!("error-reversi-position-empty"),
            Self::BoardLength(count) => tr!("error-reversi-position-length", count = *count),
            Self::BadBoardChar { index, found } => tr!(
                "error-reversi-position-square",
                square = square_name(*index),
                found = found.to_string(),
                first = first,
                second = second
            ),
            Self::MissingSideToMove => tr!("error-reversi-position-no-side"),
            Self::BadSideToMove(text) => {
                tr!("error-reversi-position-side", text = text.as_str(), first = first, second = second)
            }
        }
    }
}

impl Explain for TranscriptError {
    fn explain(&self) -> String {
        match self {
            Self::NotAMove { text, column } => {
                tr!("error-reversi-transcript-not-a-move", text = text.as_str(), column = *column)
            }
            Self::StrayNumber { text, column } => {
                tr!("error-reversi-transcript-stray-number", text = text.as_str(), column = *column)
            }
            // A forced pass the transcript left out makes the ply differ from the move's number.
            Self::IllegalMove { number, ply, text, error } if ply != number => tr!(
                "error-reversi-illegal-move-after-passes",
                number = *number,
                ply = *ply,
                text = text.as_str(),
                problem = error.explain()
            ),
            Self::IllegalMove { number, text, error, .. } => {
                tr!("error-reversi-illegal-move", number = *number, text = text.as_str(), problem = error.explain())
            }
        }
    }
}

impl Explain for PlayError {
    fn explain(&self) -> String {
        let side = side_name(self.position.side_to_move());
        let legal = legal_squares(&self.position);
        match self.problem {
            PlayProblem::GameOver => tr!("error-reversi-after-the-end", mv = move_words(self.mv)),
            PlayProblem::Illegal if legal.is_empty() => {
                tr!("error-reversi-cannot-play-must-pass", side = side, mv = move_words(self.mv))
            }
            PlayProblem::Illegal => {
                tr!("error-reversi-cannot-play", side = side, mv = move_words(self.mv), legal = legal)
            }
            PlayProblem::PassNotForced => tr!("error-reversi-cannot-pass", side = side, legal = legal),
        }
    }
}

impl Explain for GgfError {
    fn explain(&self) -> String {
        match self {
            Self::NoGame => tr!("error-ggf-no-game"),
            Self::Syntax { character, problem } => {
                tr!("error-ggf-syntax", character = *character, problem = problem.explain())
            }
            Self::NotOthello(game) => tr!("error-ggf-not-othello", game = game.as_str()),
            Self::Unsupported(game) => game.explain(),
            Self::BadValue { property, value, problem } => tr!(
                "error-ggf-bad-value",
                property = property.as_str(),
                value = value.as_str(),
                problem = problem.explain()
            ),
            Self::WrongColor { number, text, to_move } => {
                tr!("error-ggf-wrong-side", number = *number, text = text.as_str(), side = side_name(*to_move))
            }
            Self::IllegalMove { number, text, error } => {
                tr!("error-reversi-illegal-move", number = *number, text = text.as_str(), problem = error.explain())
            }
        }
    }
}

impl Explain for SyntaxProblem {
    fn explain(&self) -> String {
        match self {
            Self::GameStart(found) => tr!("error-ggf-game-start", found = found.to_string()),
            Self::SemicolonAfterOpening => tr!("error-ggf-semicolon"),
            Self::Unterminated => tr!("error-ggf-unterminated"),
            Self::ClosingBracket => tr!("error-ggf-closing"),
            Self::PropertyName(found) => tr!("error-ggf-property-name", found = found.to_string()),
            Self::ValueStart(name) => tr!("error-ggf-value-start", name = name.as_str()),
            Self::UnclosedValue(name) => tr!("error-ggf-unclosed-value", name = name.as_str()),
            Self::LoneBackslash(name) => tr!("error-ggf-lone-backslash", name = name.as_str()),
        }
    }
}

impl Explain for UnsupportedGame {
    fn explain(&self) -> String {
        match self {
            Self::BoardSize(size) => tr!("error-ggf-board-size", size = size.as_str()),
            Self::TypeSize { game_type, size } => {
                tr!("error-ggf-type-size", game_type = game_type.as_str(), size = size.as_str())
            }
            Self::AntiOthello(game_type) => tr!("error-ggf-anti-othello", game_type = game_type.as_str()),
        }
    }
}

impl Explain for ValueProblem {
    fn explain(&self) -> String {
        let [first, second] = side_names::<Reversi>();
        match self {
            Self::EmptyBoard => tr!("error-ggf-empty-board"),
            Self::NoSquares => tr!("error-ggf-no-squares"),
            Self::SquareCount(found) => tr!("error-ggf-square-count", found = *found),
            Self::BadSquare { index, found } => tr!(
                "error-ggf-square",
                square = square_name(*index),
                found = found.to_string(),
                first = first,
                second = second
            ),
            Self::BadSide(found) => tr!("error-ggf-side", found = found.to_string(), first = first, second = second),
            Self::BadMargin => tr!("error-ggf-margin", first = first),
            Self::BadEnding(found) => tr!("error-ggf-ending", found = found.as_str()),
            Self::Move(error) => error.explain(),
        }
    }
}

impl Explain for NotedMoveError {
    fn explain(&self) -> String {
        match self {
            Self::Move(error) => error.explain(),
            Self::Eval(text) => tr!("error-noted-move-eval", text = text.as_str()),
            Self::Time(text) => tr!("error-noted-move-time", text = text.as_str()),
            Self::AfterTime(extra) => tr!("error-noted-move-after-time", extra = extra.as_str()),
        }
    }
}

impl Explain for WeightsError {
    fn explain(&self) -> String {
        match self {
            Self::Json(detail) => tr!("error-weights-json", detail = detail.as_str()),
            Self::OutOfRange { phase, name, value } => tr!(
                "error-weights-out-of-range",
                heuristic = heuristic_name(name),
                phase = phase_name(phase),
                value = *value,
                max = MAX_WEIGHT
            ),
            Self::PhaseBounds { opening_max_discs, midgame_max_discs } => {
                tr!("error-weights-phases", opening = *opening_max_discs, midgame = *midgame_max_discs)
            }
        }
    }
}

/// A heuristic's name (`coin_parity`, as the weights name it) as the panel writes it.
fn heuristic_name(name: &str) -> String {
    match name {
        "coin_parity" => tr!("reversi-heuristic-coin-parity"),
        "mobility" => tr!("reversi-heuristic-mobility"),
        "corners" => tr!("reversi-heuristic-corners"),
        "static_squares" => tr!("reversi-heuristic-static-squares"),
        "stability" => tr!("reversi-heuristic-stability"),
        "pattern" => tr!("reversi-heuristic-pattern"),
        other => other.to_owned(),
    }
}

impl Explain for EngineError {
    fn explain(&self) -> String {
        match self {
            Self::CommandLine(error) => tr!("error-engine-command-line", problem = error.explain()),
            Self::Spawn { program, kind, error } => {
                tr!("error-engine-cannot-start", program = program.as_str(), problem = explain_io(*kind, error))
            }
            Self::NoPipes { program } => {
                tr!("error-engine-cannot-start", program = program.as_str(), problem = tr!("error-engine-no-pipes"))
            }
            Self::Exited { status, stderr } => {
                let stopped = match status.map(|status| (status, status.code())) {
                    Some((_, Some(code))) => tr!("error-engine-exit-code", code = code),
                    // Killed by a signal: the system's words name it.
                    Some((status, None)) => tr!("error-engine-exit-status", status = status.to_string()),
                    None => tr!("error-engine-closed"),
                };
                if stderr.is_empty() {
                    stopped
                } else {
                    tr!("error-engine-last-words", stopped = stopped, said = stderr.as_str())
                }
            }
            Self::Timeout { waiting_for, after } => {
                let seconds = i18n::decimal(after.as_secs_f64(), 1);
                match waiting_for {
                    Awaited::Move => tr!("error-engine-no-move", seconds = seconds),
                    Awaited::Hints => tr!("error-engine-no-hints", seconds = seconds),
                    Awaited::Pong(_) => tr!("error-engine-no-answer", seconds = seconds),
                }
            }
            Self::BadAnswer { line, error } => {
                tr!("error-engine-bad-answer", line = line.as_str(), problem = error.explain())
            }
            Self::Cancelled => tr!("error-engine-cancelled"),
        }
    }
}
