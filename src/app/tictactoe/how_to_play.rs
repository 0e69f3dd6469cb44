//! How to play Tic-tac-toe, for the rules card: turns, the lines that win, the draw.

use bevy_egui::egui;

use crate::app::base::assets::PreviewArt;
use crate::app::contract::window_game::HowToPlayPage;
use crate::app::widgets::diagram::{MARK, captioned_board};
use crate::app::widgets::preview::{cell_center, grid};
use crate::games::Seat;
use crate::games::tictactoe::{Board, Cell, LINES, Line};
use crate::tr;

pub(super) const HOW_TO_PLAY: &[HowToPlayPage] = &[
    HowToPlayPage { title: "tictactoe-rules-turns-title", text: "tictactoe-rules-turns-text", diagram: take_turns },
    HowToPlayPage { title: "tictactoe-rules-lines-title", text: "tictactoe-rules-lines-text", diagram: three_in_a_row },
    HowToPlayPage { title: "tictactoe-rules-full-title", text: "tictactoe-rules-full-text", diagram: full_board },
];

/// The first three marks: X in the centre, O in a corner, X beside it.
const OPENING: [usize; 3] = [4, 0, 1];
/// A drawn game's last position: X O X / X O O / O X X.
const DRAWN: [Option<Seat>; 9] = {
    const X: Option<Seat> = Some(Seat::First);
    const O: Option<Seat> = Some(Seat::Second);
    [X, O, X, X, O, O, O, X, X]
};

fn take_turns(painter: &egui::Painter, rect: egui::Rect, _: &PreviewArt) {
    let board = captioned_board(painter, rect, &tr!("tictactoe-rules-turns-caption"));
    paper(painter, board);
    for (turn, index) in OPENING.into_iter().enumerate() {
        let side = if turn % 2 == 0 { Seat::First } else { Seat::Second };
        let center = cell_center(board, 3, index % 3, index / 3);
        mark(painter, center, board.width() / 10.0, side);
        let corner = center + egui::Vec2::splat(board.width() / 6.0 - 10.0);
        let number = egui::FontId::proportional(13.0);
        painter.text(corner, egui::Align2::CENTER_CENTER, (turn + 1).to_string(), number, egui::Color32::from_gray(90));
    }
}

/// One winning line of each kind: a row, a column, a diagonal.
fn three_in_a_row(painter: &egui::Painter, rect: egui::Rect, _: &PreviewArt) {
    let kinds = [
        (tr!("tictactoe-rules-lines-row"), LINES[0]),
        (tr!("tictactoe-rules-lines-column"), LINES[4]),
        (tr!("tictactoe-rules-lines-diagonal"), LINES[6]),
    ];
    let width = rect.width() / kinds.len() as f32;
    for (slot, (name, line)) in kinds.into_iter().enumerate() {
        let area = egui::Rect::from_min_size(
            rect.min + egui::vec2(width * slot as f32, 0.0),
            egui::vec2(width, rect.height()),
        );
        let board = captioned_board(painter, area.shrink2(egui::vec2(8.0, 0.0)), &name);
        paper(painter, board);
        for cell in line {
            mark(painter, center(board, cell), board.width() / 10.0, Seat::First);
        }
        strike(painter, board, line);
    }
}

fn full_board(painter: &egui::Painter, rect: egui::Rect, _: &PreviewArt) {
    let board = captioned_board(painter, rect, &tr!("tictactoe-rules-full-caption"));
    draw_marks(painter, board, |index| DRAWN[index]);
}

/// `position` on its paper, with its winning line struck through.
pub(super) fn draw_board(painter: &egui::Painter, board: egui::Rect, position: &Board) {
    draw_marks(painter, board, |index| Cell::ALL.get(index).and_then(|&cell| position.side_at(cell)));
    if let Some((_, line)) = position.winning_line() {
        strike(painter, board, line);
    }
}

/// The paper with the mark `side_at` each cell (row by row).
fn draw_marks(painter: &egui::Painter, board: egui::Rect, side_at: impl Fn(usize) -> Option<Seat>) {
    paper(painter, board);
    for index in 0..9 {
        if let Some(side) = side_at(index) {
            mark(painter, cell_center(board, 3, index % 3, index / 3), board.width() / 10.0, side);
        }
    }
}

fn center(board: egui::Rect, cell: Cell) -> egui::Pos2 {
    cell_center(board, 3, cell.col(), cell.row())
}

/// The paper and its lines, as the board draws them.
fn paper(painter: &egui::Painter, board: egui::Rect) {
    painter.rect_filled(board, 6.0, egui::Color32::from_rgb(238, 232, 214));
    grid(painter, board.shrink(4.0), 3, egui::Color32::from_rgb(90, 86, 80));
}

/// An X or an O in its ink, reaching `reach` from `center`.
fn mark(painter: &egui::Painter, center: egui::Pos2, reach: f32, side: Seat) {
    let width = (reach / 5.0).max(2.5);
    match side {
        Seat::First => {
            let stroke = egui::Stroke::new(width, egui::Color32::from_rgb(214, 72, 60));
            painter.line_segment([center - egui::Vec2::splat(reach), center + egui::Vec2::splat(reach)], stroke);
            painter.line_segment([center + egui::vec2(-reach, reach), center + egui::vec2(reach, -reach)], stroke);
        }
        Seat::Second => {
            painter.circle_stroke(center, reach, egui::Stroke::new(width, egui::Color32::from_rgb(52, 112, 200)));
        }
    }
}

/// The winning line struck through, past its end cells.
fn strike(painter: &egui::Painter, board: egui::Rect, line: Line) {
    let (first, last) = (center(board, line[0]), center(board, line[2]));
    let beyond = (last - first).normalized() * board.width() / 8.0;
    painter.line_segment([first - beyond, last + beyond], egui::Stroke::new(4.0, MARK));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tictactoe::{Board, Outcome};

    /// The drawn position, as the game would hold it.
    fn drawn_board() -> Board {
        let mask = |wanted: Seat| {
            DRAWN
                .iter()
                .enumerate()
                .filter(|(_, side)| **side == Some(wanted))
                .fold(0u16, |mask, (index, _)| mask | 1 << index)
        };
        Board::from_masks(mask(Seat::First), mask(Seat::Second)).expect("a reachable position")
    }

    #[test]
    fn the_full_board_is_a_draw_and_the_lines_are_a_row_a_column_and_a_diagonal() {
        assert_eq!(drawn_board().outcome(), Some(Outcome::Draw));
        let rows_of = |line: Line| line.map(|cell| cell.row());
        let columns_of = |line: Line| line.map(|cell| cell.col());
        assert_eq!(rows_of(LINES[0]), [0, 0, 0]);
        assert_eq!(columns_of(LINES[4]), [1, 1, 1]);
        assert_eq!((rows_of(LINES[6]), columns_of(LINES[6])), ([0, 1, 2], [0, 1, 2]));
    }
}
