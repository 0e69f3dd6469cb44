//! The evaluation over the game, drawn with egui's painter.

use bevy_egui::egui;

use crate::app::theme;

/// Plots `values` (one per position, the first side's advantage; `None` where nothing measured
/// it) with the current position marked. Hovering shows a position's move and value; a click
/// returns the position clicked.
pub fn evaluation_graph(ui: &mut egui::Ui, values: &[Option<f32>], moves: &[String], current: usize) -> Option<usize> {
    let size = egui::vec2(ui.available_width(), 110.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::from_rgb(22, 24, 28));
    let middle = rect.center().y;
    painter.line_segment(
        [egui::pos2(rect.left(), middle), egui::pos2(rect.right(), middle)],
        (1.0, egui::Color32::from_gray(70)),
    );
    let scale = values.iter().flatten().fold(1.0f32, |largest, value| largest.max(value.abs()));
    // Every position of the line, measured or not.
    let plies_shown = values.len().max(moves.len() + 1);
    let plies = plies_shown.max(2) - 1;
    let x_of = |ply: usize| rect.left() + 6.0 + (rect.width() - 12.0) * ply as f32 / plies as f32;
    let y_of = |value: f32| middle - (rect.height() / 2.0 - 8.0) * value / scale;
    let points: Vec<egui::Pos2> =
        values.iter().enumerate().filter_map(|(ply, value)| value.map(|v| egui::pos2(x_of(ply), y_of(v)))).collect();
    let ply_at = |x: f32| {
        let ply = ((x - rect.left() - 6.0) / (rect.width() - 12.0) * plies as f32).round().max(0.0) as usize;
        ply.min(plies_shown - 1)
    };
    let pointed = response.hover_pos().map(|at| ply_at(at.x));
    if let Some(ply) = pointed {
        painter.line_segment(
            [egui::pos2(x_of(ply), rect.top()), egui::pos2(x_of(ply), rect.bottom())],
            (1.0, egui::Color32::from_gray(110)),
        );
        let after = if ply == 0 { "the start".to_owned() } else { format!("move {ply} ({})", moves[ply - 1]) };
        let value = values.get(ply).copied().flatten().map_or("not measured".to_owned(), |v| format!("{v:+.1}"));
        response.clone().on_hover_text(format!("After {after}: {value}. Click to show it."));
    }
    if current < values.len() {
        painter.line_segment(
            [egui::pos2(x_of(current), rect.top()), egui::pos2(x_of(current), rect.bottom())],
            (1.0, theme::ACCENT.gamma_multiply(0.5)),
        );
    }
    if points.len() >= 2 {
        painter.add(egui::Shape::line(points.clone(), egui::Stroke::new(2.0, theme::ACCENT)));
    }
    for point in &points {
        painter.circle_filled(*point, 2.5, egui::Color32::from_rgb(230, 230, 220));
    }
    if points.is_empty() {
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            "No evaluations yet",
            egui::FontId::proportional(13.0),
            theme::TEXT_DIM,
        );
    }
    if response.clicked() { pointed } else { None }
}
