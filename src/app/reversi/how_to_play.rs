//! How to play Reversi, for the rules card: the start, a move and the discs it flips, the pass,
//! the end. The positions are the game's own, and the discs a move flips are the ones the rules
//! code flips, so the pictures cannot disagree with the game.

use bevy_egui::egui;

use crate::app::base::assets::PreviewArt;
use crate::app::contract::window_game::HowToPlayPage;
use crate::app::widgets::diagram::{CHANGED, MARK, before_and_after, captioned_board, ring};
use crate::app::widgets::preview::{cell_center, disc, grid};
use crate::games::reversi::{Bitboard, Move, Position, Side, Square, parse_position};
use crate::tr;

pub(super) const HOW_TO_PLAY: &[HowToPlayPage] = &[
    HowToPlayPage { title: "reversi-rules-start-title", text: "reversi-rules-start-text", diagram: start },
    HowToPlayPage { title: "reversi-rules-flip-title", text: "reversi-rules-flip-text", diagram: place_and_flip },
    HowToPlayPage { title: "reversi-rules-pass-title", text: "reversi-rules-pass-text", diagram: pass },
    HowToPlayPage { title: "reversi-rules-end-title", text: "reversi-rules-end-text", diagram: end },
];

/// Black's c4 turns d4 and e4 over across, and d5 on the diagonal.
const PLACE_AND_FLIP: &str =
    concat!("--------", "--------", "----O---", "---OOX--", "---OXO--", "----X---", "--------", "--------", " X");
const PLACED: &str = "c4";

/// White's one disc, g8, has Black's row behind it and nothing to close: White must pass.
const WHITE_PASSES: &str =
    concat!("XXX-----", "--------", "--------", "--------", "--------", "--------", "--------", "XXXXXXO-", " O");

/// A full board: nobody can move.
const FULL_BOARD: &str =
    concat!("XXXXXXXX", "XOOOOXXX", "XOOXOXXX", "XOXXOOXX", "XOOXXOXX", "XOOOXXOX", "XXOOOOXX", "XXXXXOOO", " X");

fn start(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
    let position = Position::initial();
    let board = captioned_board(painter, rect, &tr!("reversi-rules-black-to-move"));
    draw_board(painter, board, &position, art);
    for square in position.legal_squares().squares() {
        painter.circle_filled(center(board, square), board.width() / 40.0, egui::Color32::from_black_alpha(140));
    }
}

fn place_and_flip(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
    let (Ok(before), Ok(placed)) = (parse_position(PLACE_AND_FLIP), PLACED.parse::<Square>()) else { return };
    let Some((after, _)) = before.try_play(Move::Place(placed)) else { return };
    let captions = [tr!("reversi-rules-black-plays"), tr!("reversi-rules-discs-turn")];
    let [left, right] = before_and_after(painter, rect, [&captions[0], &captions[1]]);
    draw_board(painter, left, &before, art);
    draw_board(painter, right, &after, art);
    let radius = disc_radius(left);
    ring(painter, center(left, placed), radius, MARK);
    ring(painter, center(right, placed), radius, MARK);
    for square in flipped(&before, &after).squares() {
        ring(painter, center(right, square), radius, CHANGED);
    }
}

fn pass(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
    let Ok(position) = parse_position(WHITE_PASSES) else { return };
    let board = captioned_board(painter, rect, &tr!("reversi-rules-white-passes"));
    draw_board(painter, board, &position, art);
    for square in position.discs(Side::White).squares() {
        ring(painter, center(board, square), disc_radius(board), CHANGED);
    }
}

fn end(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
    let Ok(position) = parse_position(FULL_BOARD) else { return };
    let (black, white) = position.disc_counts();
    let board = captioned_board(painter, rect, &tr!("reversi-rules-final-count", black = black, white = white));
    draw_board(painter, board, &position, art);
}

/// The discs `before` had of the opponent's colour that the mover has `after`.
fn flipped(before: &Position, after: &Position) -> Bitboard {
    let mover = before.side_to_move();
    before.discs(mover.opponent()) & after.discs(mover)
}

fn center(board: egui::Rect, square: Square) -> egui::Pos2 {
    cell_center(board, 8, usize::from(square.column()), usize::from(square.row()))
}

fn disc_radius(board: egui::Rect) -> f32 {
    board.width() / 8.0 * 0.4
}

/// The felt, its lines and the discs of `position`.
pub(super) fn draw_board(painter: &egui::Painter, board: egui::Rect, position: &Position, art: &PreviewArt) {
    painter.rect_filled(board.expand(3.0), 4.0, egui::Color32::from_rgb(74, 48, 30));
    painter.rect_filled(board, 0.0, egui::Color32::from_rgb(33, 128, 77));
    grid(painter, board, 8, egui::Color32::from_rgb(18, 77, 43));
    for square in Square::all() {
        if let Some(side) = position.side_at(square) {
            disc(painter, center(board, square), disc_radius(board), side == Side::Black, art);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn squares(names: &[&str]) -> Bitboard {
        names.iter().fold(Bitboard::EMPTY, |set, name| set | name.parse::<Square>().expect("a square").bit())
    }

    #[test]
    fn the_placement_flips_the_three_discs_the_caption_counts() {
        let before = parse_position(PLACE_AND_FLIP).expect("a position");
        let placed = PLACED.parse::<Square>().expect("a square");
        let (after, _) = before.try_play(Move::Place(placed)).expect("c4 is legal");
        assert_eq!(flipped(&before, &after), squares(&["d4", "e4", "d5"]));
    }

    #[test]
    fn white_must_pass_and_the_full_board_is_over() {
        let position = parse_position(WHITE_PASSES).expect("a position");
        assert!(position.must_pass(), "White has no move");
        assert!(!position.passed().must_pass(), "Black plays on");
        let full = parse_position(FULL_BOARD).expect("a position");
        assert!(full.is_game_over());
        assert!(full.disc_counts().0 > full.disc_counts().1, "the caption says Black wins");
    }
}
