//! Tic-tac-toe's errors in the player's language: a pasted position or list of cells that does
//! not read.

use super::Tictactoe;
use crate::app::base::errors::Explain;
use crate::app::contract::arcade_game::side_name;
use crate::games::Seat;
use crate::games::tictactoe::{GameTextError, MoveError, ParseError, PositionError};
use crate::tr;

impl Explain for GameTextError {
    fn explain(&self) -> String {
        match self {
            Self::Position(error) => error.explain(),
            Self::NotACell { number, error } => {
                tr!("error-tictactoe-in-move", number = *number, problem = error.explain())
            }
            Self::Illegal { number, error } => {
                tr!("error-tictactoe-in-move", number = *number, problem = error.explain())
            }
        }
    }
}

impl Explain for ParseError {
    fn explain(&self) -> String {
        match self {
            Self::BadCell(text) => tr!("error-tictactoe-not-a-cell", text = text.as_str()),
            Self::Empty => tr!("error-tictactoe-empty"),
            Self::BadCellChar(found) => tr!("error-tictactoe-cell-char", found = found.to_string()),
            Self::CellCount(count) => tr!("error-tictactoe-cell-count", count = *count),
            Self::BadSide(text) => tr!("error-tictactoe-side", text = text.as_str()),
            Self::TrailingText(text) => tr!("error-tictactoe-trailing", text = text.as_str()),
            Self::WrongSide { stated, implied } => {
                tr!(
                    "error-tictactoe-wrong-side",
                    stated = side_name::<Tictactoe>(*stated),
                    implied = side_name::<Tictactoe>(*implied)
                )
            }
            Self::Unreachable(error) => tr!("error-tictactoe-impossible", problem = error.explain()),
            Self::RowCount(rows) => tr!("error-tictactoe-row-count", count = *rows),
            Self::RowCells { row, cells } => tr!("error-tictactoe-row-cells", row = *row, cells = *cells),
        }
    }
}

impl Explain for MoveError {
    fn explain(&self) -> String {
        match self {
            Self::Occupied(cell) => tr!("error-tictactoe-taken", cell = cell.to_string()),
            Self::GameOver => tr!("error-tictactoe-over"),
        }
    }
}

impl Explain for PositionError {
    fn explain(&self) -> String {
        match self {
            Self::BadMasks => tr!("error-tictactoe-bad-marks"),
            Self::MarkCounts { x, o } => tr!(
                "error-tictactoe-mark-counts",
                first = side_name::<Tictactoe>(Seat::First),
                second = side_name::<Tictactoe>(Seat::Second),
                x = *x,
                o = *o
            ),
            Self::BothHaveLines => tr!("error-tictactoe-both-lines"),
            Self::MovedAfterWin(winner) => tr!(
                "error-tictactoe-moved-after-win",
                winner = side_name::<Tictactoe>(*winner),
                loser = side_name::<Tictactoe>(winner.opponent())
            ),
        }
    }
}
