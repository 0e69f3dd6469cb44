//! Boards drawn small with egui, as the menu's cards, the library's and the search tree's previews
//! and the "How to play" diagrams draw them: a picture in a square, a Reversi disc, a grid and
//! its cells' centres.

use bevy_egui::egui;

use crate::app::base::assets::PreviewArt;

/// A picture drawn in a square of side `2 × radius` about `center`.
pub fn picture(painter: &egui::Painter, texture: egui::TextureId, center: egui::Pos2, radius: f32) {
    let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
    painter.image(
        texture,
        egui::Rect::from_center_size(center, egui::Vec2::splat(2.0 * radius)),
        uv,
        egui::Color32::WHITE,
    );
}

/// A Reversi disc, its picture once loaded.
pub fn disc(painter: &egui::Painter, center: egui::Pos2, radius: f32, black: bool, art: &PreviewArt) {
    if let Some(texture) = if black { art.black_disc } else { art.white_disc } {
        // The pictures leave a margin for the disc's shadow, as the board's squares do.
        picture(painter, texture, center, radius * 1.25);
        return;
    }
    let body = if black { egui::Color32::from_rgb(20, 20, 22) } else { egui::Color32::from_rgb(236, 234, 226) };
    painter.circle_filled(center, radius, body);
}

/// The lines between `cells` × `cells` squares of `rect`.
pub fn grid(painter: &egui::Painter, rect: egui::Rect, cells: usize, color: egui::Color32) {
    let step = rect.width() / cells as f32;
    for line in 1..cells {
        let offset = line as f32 * step;
        painter.line_segment(
            [rect.left_top() + egui::vec2(offset, 0.0), rect.left_bottom() + egui::vec2(offset, 0.0)],
            (1.0, color),
        );
        painter.line_segment(
            [rect.left_top() + egui::vec2(0.0, offset), rect.right_top() + egui::vec2(0.0, offset)],
            (1.0, color),
        );
    }
}

/// The centre of the cell in `column` and `row` of `cells` × `cells` squares of `rect`.
pub fn cell_center(rect: egui::Rect, cells: usize, column: usize, row: usize) -> egui::Pos2 {
    let step = rect.width() / cells as f32;
    rect.left_top() + egui::vec2((column as f32 + 0.5) * step, (row as f32 + 0.5) * step)
}
