//! Catapultas' line protocol, the message the course's referee sends: ten lines, the side to
//! move (`x` or `o`), the opponent's last move in the course's notation (`o n`, a pass, before
//! the first move), then the board framed in `#` (`########`, six rows such as `#xxxxxx#`,
//! `########`). The answer is a move in that notation (`x m 6 2 6 1`, `x s 3 2 3 2 1 4 1`), a
//! step also with its count of cells first (`x m 2 6 2 6 1`), as the course's own program
//! writes it.

use super::board::{Board, symbol};
use super::moves::{Move, SIDE, Square};
use super::notation::{NotationError, move_text, parse_diagram, parse_move};
use crate::games::line_protocol::{AnswerError, LineProtocol, MessageError, message_lines, read_side_line, shortened};

impl LineProtocol for Board {
    const MESSAGE_LINES: usize = 10;
    const ANSWER_FORM: &'static str =
        "a move such as `x m 6 2 6 1` (a step from row 6 column 2 to row 6 column 1) or `x s 3 2 3 2 1 4 1` (a jump)";

    fn write_message(&self, last: Option<Move>) -> String {
        let side = self.to_move();
        let last = move_text(side.opponent(), last.unwrap_or(Move::Pass));
        let mut text = format!("{}\n{last}\n########\n", symbol(side));
        for square in Square::all() {
            if square.col() == 1 {
                text.push('#');
            }
            text.push(self.piece_at(square).map_or('-', symbol));
            if square.col() == SIDE {
                text.push_str("#\n");
            }
        }
        text.push_str("########\n");
        text
    }

    fn read_message(text: &str) -> Result<Self, MessageError> {
        let lines = message_lines(text, Self::MESSAGE_LINES)?;
        let side = read_side_line(lines[0])?;
        let opponent = symbol(side.opponent());
        if !lines[1].starts_with([opponent, opponent.to_ascii_uppercase()]) {
            let problem = format!(
                "`{}` is not {opponent}'s last move: write `{opponent} n` before the first",
                shortened(lines[1])
            );
            return Err(MessageError::at(2, problem));
        }
        parse_diagram(&lines[2..].join("\n"), side).map_err(|error| MessageError::whole(format!("bad board: {error}")))
    }

    fn read_answer(&self, answer: &str) -> Result<Move, AnswerError> {
        parse_move(self, answer).map_err(|error| match error {
            NotationError::Empty
            | NotationError::UnknownPlayer(_)
            | NotationError::MissingKind
            | NotationError::UnknownKind(_)
            | NotationError::NotANumber(_)
            | NotationError::FieldCount { .. }
            | NotationError::MissingPairCount
            | NotationError::BadPairCount(_)
            | NotationError::PairCountMismatch { .. }
            | NotationError::OffBoard { .. } => {
                AnswerError::Malformed { answer: answer.to_owned(), problem: error.to_string() }
            }
            NotationError::GameOver
            | NotationError::WrongPlayer { .. }
            | NotationError::NotOwnPiece { .. }
            | NotationError::StepNotAdjacent { .. }
            | NotationError::StepOntoOccupied(_)
            | NotationError::BadHop { .. }
            | NotationError::PassNotAllowed => {
                AnswerError::Illegal { answer: answer.trim().to_owned(), reason: error.to_string() }
            }
        })
    }
}
