//! The pictures of the rules' pages, drawn like the game's boards: boards with captions, a
//! move's before and after, the marks, rings and arrows that show what a page talks about.

use bevy_egui::egui;

use crate::app::base::theme;

/// The largest square that fits in `rect`, centred in it.
pub fn centered_square(rect: egui::Rect) -> egui::Rect {
    egui::Rect::from_center_size(rect.center(), egui::Vec2::splat(rect.width().min(rect.height())))
}

/// The height of a caption line under a diagram's boards.
const CAPTION: f32 = 20.0;

/// A caption centred under a board.
pub fn caption(painter: &egui::Painter, board: egui::Rect, text: &str) {
    painter.text(
        egui::pos2(board.center().x, board.bottom() + 4.0),
        egui::Align2::CENTER_TOP,
        text,
        egui::FontId::proportional(13.0),
        theme::text_dim(),
    );
}

/// One board with a caption under it: the board's square.
pub fn captioned_board(painter: &egui::Painter, rect: egui::Rect, text: &str) -> egui::Rect {
    let board = centered_square(egui::Rect::from_min_max(rect.min, rect.max - egui::vec2(0.0, CAPTION)));
    caption(painter, board, text);
    board
}

/// Two boards side by side, an arrow from the first to the second, each with its caption (a
/// move's before and after): the boards' squares.
pub fn before_and_after(painter: &egui::Painter, rect: egui::Rect, captions: [&str; 2]) -> [egui::Rect; 2] {
    const ARROW_ROOM: f32 = 56.0;
    let side = ((rect.width() - ARROW_ROOM) / 2.0).min(rect.height() - CAPTION);
    let top = rect.top() + (rect.height() - CAPTION - side) / 2.0;
    let left =
        egui::Rect::from_min_size(egui::pos2(rect.center().x - ARROW_ROOM / 2.0 - side, top), egui::Vec2::splat(side));
    let right = left.translate(egui::vec2(side + ARROW_ROOM, 0.0));
    let middle = egui::pos2(rect.center().x, left.center().y);
    painter.arrow(middle - egui::vec2(16.0, 0.0), egui::vec2(32.0, 0.0), egui::Stroke::new(3.0, theme::text_dim()));
    caption(painter, left, captions[0]);
    caption(painter, right, captions[1]);
    [left, right]
}

/// The colour that marks what a page talks about: a piece that moves, a disc placed.
pub const MARK: egui::Color32 = egui::Color32::from_rgb(255, 206, 84);
/// The colour of what a move removes or turns: captured pieces, flipped discs.
pub const CHANGED: egui::Color32 = egui::Color32::from_rgb(236, 84, 64);

/// A ring round a piece of radius `radius` at `center`.
pub fn ring(painter: &egui::Painter, center: egui::Pos2, radius: f32, color: egui::Color32) {
    painter.circle_stroke(center, radius, egui::Stroke::new(2.5, color));
}

/// An arrow from one cell's centre toward another's, stopping short of both.
pub fn move_arrow(painter: &egui::Painter, from: egui::Pos2, to: egui::Pos2, color: egui::Color32) {
    let along = to - from;
    let inset = along.normalized() * along.length().min(40.0) * 0.3;
    painter.arrow(from + inset, along - 2.0 * inset, egui::Stroke::new(3.0, color));
}
