//! Reversi's line protocol: nine lines, the side to move (`X` for Black, `O` for White) and the
//! eight rows from row 1, column a first, of `X`, `O` and `-`; the answer is the square, `a1` to
//! `h8` in either case. A program is never asked when it must pass.

use crate::games::Seat;
use crate::games::line_protocol::{
    AnswerError, LineProtocol, MessageError, message_lines, read_rows, read_side_line, side_letter, write_rows,
};
use crate::games::reversi::{Bitboard, Move, Position, Side, Square};

fn seat_of(side: Side) -> Seat {
    match side {
        Side::Black => Seat::First,
        Side::White => Seat::Second,
    }
}

impl LineProtocol for Position {
    const MESSAGE_LINES: usize = 9;
    const ANSWER_FORM: &'static str = "a square from a1 to h8";

    fn write_message(&self, _last: Option<Move>) -> String {
        let side = side_letter(seat_of(self.side_to_move())).to_ascii_uppercase();
        let rows = write_rows(8, |index| Square::new(index as u8).and_then(|square| self.side_at(square)).map(seat_of));
        format!("{side}\n{rows}")
    }

    fn read_message(text: &str) -> Result<Self, MessageError> {
        let lines = message_lines(text, Self::MESSAGE_LINES)?;
        let side = match read_side_line(lines[0])? {
            Seat::First => Side::Black,
            Seat::Second => Side::White,
        };
        let (mut black, mut white) = (Bitboard(0), Bitboard(0));
        for (index, cell) in read_rows(&lines[1..], 8, 2)?.into_iter().enumerate() {
            match cell {
                Some(Seat::First) => black.0 |= 1 << index,
                Some(Seat::Second) => white.0 |= 1 << index,
                None => {}
            }
        }
        Position::from_sides(black, white, side).ok_or_else(|| MessageError::whole("a square holds two discs"))
    }

    fn read_answer(&self, answer: &str) -> Result<Move, AnswerError> {
        let text = answer.trim();
        let square = text.parse::<Square>().map_err(|_| AnswerError::not_a_move::<Self>(answer))?;
        let mv = Move::Place(square);
        if self.is_legal(mv) {
            return Ok(mv);
        }
        let reason = if self.side_at(square).is_some() {
            "that square is already taken".to_owned()
        } else {
            "it turns no disc over".to_owned()
        };
        Err(AnswerError::Illegal { answer: text.to_owned(), reason })
    }
}
