//! Catapultas' errors in the player's language: a pasted position or move log that does not
//! read, or a move it holds that breaks the rules.

use super::Catapultas;
use crate::app::base::errors::Explain;
use crate::app::contract::arcade_game::side_name;
use crate::games::catapultas::{
    BoardTextError, GameTextError, HopProblem, LogError, MAX_JUMP_PATH, NotationError, PIECES_PER_SIDE, PositionError,
    SIDE,
};
use crate::tr;

impl Explain for GameTextError {
    fn explain(&self) -> String {
        match self {
            Self::Position(error) => error.explain(),
            Self::Log(error) => error.explain(),
        }
    }
}

impl Explain for LogError {
    fn explain(&self) -> String {
        tr!("error-catapultas-on-line", line = self.line, problem = self.error.explain())
    }
}

impl Explain for NotationError {
    fn explain(&self) -> String {
        match self {
            Self::Empty => tr!("error-catapultas-move-empty"),
            Self::UnknownPlayer(text) => tr!("error-catapultas-player", text = text.as_str()),
            Self::MissingKind => tr!("error-catapultas-no-kind"),
            Self::UnknownKind(text) => tr!("error-catapultas-kind", text = text.as_str()),
            Self::NotANumber(text) => tr!("error-catapultas-not-a-number", text = text.as_str()),
            Self::FieldCount { kind, expected, found } => {
                tr!("error-catapultas-field-count", kind = kind.to_string(), expected = *expected, found = *found)
            }
            Self::MissingPairCount => tr!("error-catapultas-no-cell-count"),
            Self::BadPairCount(count) => tr!("error-catapultas-cell-count", count = *count, max = MAX_JUMP_PATH),
            Self::PairCountMismatch { stated, numbers } => tr!(
                "error-catapultas-cell-numbers",
                stated = *stated,
                needed = 2 * u64::from(*stated),
                numbers = *numbers
            ),
            Self::OffBoard { row, col } => {
                tr!("error-catapultas-off-board", square = format!("({row},{col})"), side = SIDE)
            }
            Self::GameOver => tr!("error-catapultas-over"),
            Self::WrongPlayer { expected, found } => {
                tr!(
                    "error-catapultas-wrong-player",
                    expected = side_name::<Catapultas>(*expected),
                    found = side_name::<Catapultas>(*found)
                )
            }
            Self::NotOwnPiece { square, side } => {
                tr!(
                    "error-catapultas-not-own-piece",
                    square = square.to_string(),
                    side = side_name::<Catapultas>(*side)
                )
            }
            Self::StepNotAdjacent { from, to } => {
                tr!("error-catapultas-step-not-adjacent", from = from.to_string(), to = to.to_string())
            }
            Self::StepOntoOccupied(square) => tr!("error-catapultas-step-occupied", square = square.to_string()),
            Self::BadHop { hop, from, to, problem } => tr!(
                "error-catapultas-bad-hop",
                hop = *hop,
                from = from.to_string(),
                to = to.to_string(),
                problem = problem.explain()
            ),
            Self::PassNotAllowed => tr!("error-catapultas-pass"),
        }
    }
}

impl Explain for HopProblem {
    fn explain(&self) -> String {
        match self {
            Self::NotTwoCellsStraight => tr!("error-catapultas-hop-straight"),
            Self::NoOwnPieceBetween(over) => tr!("error-catapultas-hop-over", square = over.to_string()),
            Self::LandsOnOwnPiece => tr!("error-catapultas-hop-own-piece"),
            Self::LandsOnStart => tr!("error-catapultas-hop-start"),
            Self::LandsTwice => tr!("error-catapultas-hop-twice"),
        }
    }
}

impl Explain for BoardTextError {
    fn explain(&self) -> String {
        match self {
            Self::Empty => tr!("error-catapultas-position-empty"),
            Self::RowCount(count) => tr!("error-catapultas-row-count", count = *count, side = SIDE),
            Self::RowLength { row, length } => {
                tr!("error-catapultas-row-length", row = *row, length = *length, side = SIDE)
            }
            Self::BadCellChar(found) => tr!("error-catapultas-cell-char", found = found.to_string()),
            Self::BadSide(text) => tr!("error-catapultas-side", text = text.as_str()),
            Self::BadCounters(text) => tr!("error-catapultas-counters", text = text.as_str()),
            Self::TrailingText(text) => tr!("error-catapultas-trailing", text = text.as_str()),
            Self::Invalid(error) => tr!("error-catapultas-impossible", problem = error.explain()),
            Self::NotARow { line, text } => tr!("error-catapultas-not-a-row", line = *line, text = text.as_str()),
            Self::DrawingRowCount(count) => tr!("error-catapultas-drawing-rows", count = *count, side = SIDE),
        }
    }
}

impl Explain for PositionError {
    fn explain(&self) -> String {
        match self {
            Self::BadMasks => tr!("error-catapultas-bad-pieces"),
            Self::TooManyPieces(side) => {
                tr!("error-catapultas-too-many-pieces", side = side_name::<Catapultas>(*side), max = PIECES_PER_SIDE)
            }
            Self::ZeroLimit => tr!("error-catapultas-zero-limit"),
            Self::PastLimit { plies_played, ply_limit } => {
                tr!("error-catapultas-past-limit", played = *plies_played, limit = *ply_limit)
            }
        }
    }
}
