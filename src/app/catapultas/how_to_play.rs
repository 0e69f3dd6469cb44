//! How to play Catapultas, for the rules card: the start, a step, a jump, a capture, a chain of
//! jumps, the end. Each picture is a position in the game's own notation and a move the rules
//! code checks (see the tests), drawn with the board's stones.

use bevy_egui::egui;

use super::movable;
use crate::app::base::assets::PreviewArt;
use crate::app::contract::window_game::HowToPlayPage;
use crate::app::widgets::diagram::{CHANGED, MARK, before_and_after, captioned_board, move_arrow, ring};
use crate::app::widgets::preview::{cell_center, grid, picture};
use crate::engine::Game;
use crate::games::Seat;
use crate::games::catapultas::{Board, JumpPath, Move, Square};
use crate::tr;

pub(super) const HOW_TO_PLAY: &[HowToPlayPage] = &[
    HowToPlayPage { title: "catapultas-rules-start-title", text: "catapultas-rules-start-text", diagram: start },
    HowToPlayPage { title: "catapultas-rules-step-title", text: "catapultas-rules-step-text", diagram: step },
    HowToPlayPage { title: "catapultas-rules-jump-title", text: "catapultas-rules-jump-text", diagram: jump },
    HowToPlayPage { title: "catapultas-rules-capture-title", text: "catapultas-rules-capture-text", diagram: capture },
    HowToPlayPage { title: "catapultas-rules-chain-title", text: "catapultas-rules-chain-text", diagram: chain },
    HowToPlayPage { title: "catapultas-rules-end-title", text: "catapultas-rules-end-text", diagram: end },
];

/// A position in the notation (rows 1 to 6 from the top, `x` to move) and, where the page shows
/// one, the squares its move visits as (row, column) from 1.
struct Example {
    board: &'static str,
    path: &'static [(u8, u8)],
}

/// At the start, x's middle row jumps over its front row onto o's.
const START_JUMP: &[(u8, u8)] = &[(2, 3), (4, 3)];

const STEP: Example = Example { board: "------/-x----/--x---/--xo--/---o--/----o- x", path: &[(3, 3)] };
/// The steps of the piece of [`STEP`]: every empty square beside it.
const STEP_TO: [(u8, u8); 3] = [(2, 3), (3, 2), (3, 4)];

const JUMP: Example = Example { board: "------/--x---/--x---/------/--o---/-oo--- x", path: &[(2, 3), (4, 3)] };

const CAPTURE: Example = Example { board: "------/--x---/--x---/--o---/--oo--/------ x", path: &[(2, 3), (4, 3)] };

const CHAIN: Example =
    Example { board: "--x---/--x---/--oxo-/------/---o--/---oo- x", path: &[(1, 3), (3, 3), (3, 5)] };

/// x is down to its last piece.
const END: &str = "----o-/-o----/--o-x-/o--o--/-o--o-/---oo- x";

fn start(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
    let position = Board::new();
    let board = captioned_board(painter, rect, &tr!("catapultas-rules-start-caption"));
    draw_board(painter, board, &position, art);
    for square in Square::all().filter(|square| movable(&position, *square)) {
        ring(painter, center(board, square), piece_radius(board), MARK);
    }
    arrows(painter, board, &squares(START_JUMP));
}

fn step(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
    let Ok(position) = STEP.board.parse::<Board>() else { return };
    let board = captioned_board(painter, rect, &tr!("catapultas-rules-step-caption"));
    draw_board(painter, board, &position, art);
    let from = squares(STEP.path);
    for &start in &from {
        ring(painter, center(board, start), piece_radius(board), MARK);
        for to in squares(&STEP_TO) {
            move_arrow(painter, center(board, start), center(board, to), MARK);
        }
    }
}

fn jump(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
    let captions = [tr!("catapultas-rules-jump-before"), tr!("catapultas-rules-jump-after")];
    before_and_after_move(painter, rect, &JUMP, captions, art);
}

fn capture(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
    let captions = [tr!("catapultas-rules-capture-before"), tr!("catapultas-rules-capture-after")];
    before_and_after_move(painter, rect, &CAPTURE, captions, art);
}

fn chain(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
    let captions = [tr!("catapultas-rules-chain-before"), tr!("catapultas-rules-chain-after")];
    before_and_after_move(painter, rect, &CHAIN, captions, art);
}

fn end(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
    let Ok(position) = END.parse::<Board>() else { return };
    let (x, o) = (position.piece_count(Seat::First), position.piece_count(Seat::Second));
    let board = captioned_board(painter, rect, &tr!("catapultas-rules-end-caption", x = x, o = o));
    draw_board(painter, board, &position, art);
}

/// The example's move: its first square ringed, its hops drawn and the pieces it captures ringed
/// before; the position after it, the piece ringed where it ends and a cross where it captured
/// and moved on.
fn before_and_after_move(
    painter: &egui::Painter,
    rect: egui::Rect,
    example: &Example,
    captions: [String; 2],
    art: &PreviewArt,
) {
    let Ok(before) = example.board.parse::<Board>() else { return };
    let path = squares(example.path);
    let Some(mv) = JumpPath::from_squares(&path).map(Move::Jump) else { return };
    if !before.is_legal(mv) {
        return;
    }
    let after = before.play(mv);
    let [left, right] = before_and_after(painter, rect, captions.each_ref().map(String::as_str));
    draw_board(painter, left, &before, art);
    draw_board(painter, right, &after, art);
    let radius = piece_radius(left);
    if let (Some(first), Some(last)) = (path.first(), path.last()) {
        ring(painter, center(left, *first), radius, MARK);
        ring(painter, center(right, *last), radius, MARK);
    }
    arrows(painter, left, &path);
    for captured in Square::in_mask(before.captures(mv)) {
        ring(painter, center(left, captured), radius, CHANGED);
        // Where the piece that took it did not stay.
        if after.piece_at(captured).is_none() {
            cross(painter, center(right, captured), radius * 0.7);
        }
    }
}

/// The squares of `(row, column)` pairs, leaving out any off the board.
fn squares(cells: &[(u8, u8)]) -> Vec<Square> {
    cells.iter().filter_map(|&(row, column)| Square::at(row, column)).collect()
}

/// An arrow for each hop along `path`.
fn arrows(painter: &egui::Painter, board: egui::Rect, path: &[Square]) {
    for hop in path.windows(2) {
        move_arrow(painter, center(board, hop[0]), center(board, hop[1]), MARK);
    }
}

/// Where a captured piece stood.
fn cross(painter: &egui::Painter, at: egui::Pos2, reach: f32) {
    let stroke = egui::Stroke::new(3.0, CHANGED);
    painter.line_segment([at - egui::Vec2::splat(reach), at + egui::Vec2::splat(reach)], stroke);
    painter.line_segment([at + egui::vec2(-reach, reach), at + egui::vec2(reach, -reach)], stroke);
}

fn center(board: egui::Rect, square: Square) -> egui::Pos2 {
    cell_center(board, 6, usize::from(square.col() - 1), usize::from(square.row() - 1))
}

fn piece_radius(board: egui::Rect) -> f32 {
    board.width() / 6.0 * 0.42
}

/// The wood, its lines and the pieces of `position`, as the menu's card draws them.
pub(super) fn draw_board(painter: &egui::Painter, board: egui::Rect, position: &Board, art: &PreviewArt) {
    painter.rect_filled(board, 4.0, egui::Color32::from_rgb(176, 132, 88));
    grid(painter, board, 6, egui::Color32::from_rgb(112, 78, 48));
    let radius = piece_radius(board);
    for square in Square::all() {
        let (texture, stand_in) = match position.piece_at(square) {
            Some(Seat::First) => (art.x_stone, egui::Color32::from_rgb(150, 40, 36)),
            Some(Seat::Second) => (art.o_stone, egui::Color32::from_rgb(245, 236, 214)),
            None => continue,
        };
        match texture {
            Some(texture) => picture(painter, texture, center(board, square), radius),
            None => {
                painter.circle_filled(center(board, square), radius * 0.8, stand_in);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        text.parse().expect("a position")
    }

    fn jump_of(path: &[(u8, u8)]) -> Move {
        Move::Jump(JumpPath::from_squares(&squares(path)).expect("a jump path"))
    }

    #[test]
    fn at_the_start_only_the_middle_rows_pieces_move_and_they_capture() {
        let start = Board::new();
        let movable: Vec<(u8, u8)> = Square::all()
            .filter(|square| movable(&start, *square))
            .map(|square| (square.row(), square.col()))
            .collect();
        assert_eq!(movable, (1..=6).map(|column| (2, column)).collect::<Vec<_>>());
        let opening = jump_of(START_JUMP);
        assert!(start.is_legal(opening));
        assert_eq!(start.captures(opening).count_ones(), 1);
    }

    #[test]
    fn the_step_pages_piece_steps_to_exactly_the_squares_drawn() {
        let position = board(STEP.board);
        let [from] = squares(STEP.path)[..] else { panic!("one piece") };
        let mut steps: Vec<Square> = position
            .legal_moves()
            .into_iter()
            .filter_map(|mv| match mv {
                Move::Step { from: start, to } if start == from => Some(to),
                _ => None,
            })
            .collect();
        steps.sort_by_key(|square| square.index());
        assert_eq!(steps, squares(&STEP_TO));
    }

    #[test]
    fn the_jump_lands_on_an_empty_square_the_capture_and_the_chain_take_what_the_captions_say() {
        for (example, captured) in [(JUMP, 0), (CAPTURE, 1), (CHAIN, 2)] {
            let position = board(example.board);
            let mv = jump_of(example.path);
            assert!(position.is_legal(mv), "{}", example.board);
            assert_eq!(position.captures(mv).count_ones(), captured, "{}", example.board);
        }
        let chain = board(CHAIN.board);
        let longer = chain.legal_moves().into_iter().any(|mv| match mv {
            Move::Jump(path) => {
                path.squares().len() > CHAIN.path.len() && path.squares().starts_with(&squares(CHAIN.path))
            }
            _ => false,
        });
        assert!(!longer, "the chain drawn goes as far as it can");
    }

    #[test]
    fn the_end_is_o_winning_with_x_down_to_one_piece() {
        let position = board(END);
        assert_eq!(position.piece_count(Seat::First), 1);
        assert_eq!(position.outcome(), Some(crate::games::catapultas::Outcome::Win(Seat::Second)));
    }
}
