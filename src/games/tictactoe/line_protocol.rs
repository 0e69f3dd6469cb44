//! Tic-tac-toe's line protocol: four lines, the side to move (`X` or `O`) and the three rows from
//! the top, of `X`, `O` and `-`; the answer is the cell, 1 to 9 row by row from the top left, as
//! the course's tutorial numbers them.

use super::board::{Board, Cell, MoveError, symbol};
use crate::games::Seat;
use crate::games::line_protocol::{
    AnswerError, LineProtocol, MessageError, message_lines, read_rows, read_side_line, write_rows,
};

impl LineProtocol for Board {
    const MESSAGE_LINES: usize = 4;
    const ANSWER_FORM: &'static str = "a cell from 1 to 9, row by row from the top left";

    fn write_message(&self, _last: Option<Cell>) -> String {
        let side = symbol(self.to_move());
        let rows = write_rows(3, |index| Cell::from_index(index).and_then(|cell| self.side_at(cell)));
        format!("{side}\n{rows}")
    }

    fn read_message(text: &str) -> Result<Self, MessageError> {
        let lines = message_lines(text, Self::MESSAGE_LINES)?;
        let side = read_side_line(lines[0])?;
        let (mut x, mut o) = (0u16, 0u16);
        for (index, cell) in read_rows(&lines[1..], 3, 2)?.into_iter().enumerate() {
            match cell {
                Some(Seat::First) => x |= 1 << index,
                Some(Seat::Second) => o |= 1 << index,
                None => {}
            }
        }
        let board =
            Board::from_masks(x, o).map_err(|error| MessageError::whole(format!("impossible board: {error}")))?;
        if board.to_move() != side {
            let implied = symbol(board.to_move());
            return Err(MessageError::at(1, format!("the marks say it is {implied}'s turn, not {}'s", symbol(side))));
        }
        Ok(board)
    }

    fn read_answer(&self, answer: &str) -> Result<Cell, AnswerError> {
        let cell = answer.trim().parse::<Cell>().map_err(|_| AnswerError::not_a_move::<Self>(answer))?;
        self.try_play(cell).map(|_| cell).map_err(|error| AnswerError::Illegal {
            answer: answer.trim().to_owned(),
            reason: match error {
                MoveError::Occupied(_) => "that cell is already taken".to_owned(),
                MoveError::GameOver => error.to_string(),
            },
        })
    }
}
