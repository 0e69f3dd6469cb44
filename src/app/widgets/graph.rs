//! The evaluation over the game, plotted with `egui_plot`.

use bevy_egui::egui;
use egui_plot::{HLine, HoverPosition, Line, Plot, PlotPoints, Points, Text, VLine, uniform_grid_spacer};

use crate::app::base::{i18n, theme};
use crate::tr;

/// Plots `values` (one per position, the first side's advantage; `None` where nothing measured
/// it) with the current position marked, `height` tall, its x axis in moves. Hovering names a
/// position's move and value; a click returns the position clicked.
pub fn evaluation_graph(
    ui: &mut egui::Ui,
    values: &[Option<f32>],
    moves: &[String],
    current: usize,
    height: f32,
) -> Option<usize> {
    // Every position of the line, measured or not.
    let last_ply = values.len().max(moves.len() + 1).max(2) - 1;
    let ply_at = |x: f64| (x.round().max(0.0) as usize).min(last_ply);
    let scale = values.iter().flatten().fold(1.0f32, |largest, value| largest.max(value.abs()));
    let measured: Vec<[f64; 2]> = values
        .iter()
        .enumerate()
        .filter_map(|(ply, value)| value.map(|value| [ply as f64, f64::from(value)]))
        .collect();
    let describe = |hover: &HoverPosition| {
        let (HoverPosition::NearDataPoint { position, .. } | HoverPosition::Elsewhere { position }) = hover;
        let ply = ply_at(position.x);
        let value = values
            .get(ply)
            .copied()
            .flatten()
            .map_or_else(|| tr!("panel-graph-not-measured"), |v| i18n::signed(f64::from(v), 1));
        Some(if ply == 0 {
            tr!("panel-graph-hover-start", value = value)
        } else {
            tr!("panel-graph-hover-move", number = ply, mv = moves[ply - 1].as_str(), value = value)
        })
    };
    // Marks every 10 moves in a long game, every 5 or 1 in shorter ones, labelled by move.
    let step = match last_ply {
        0..=12 => 1.0,
        13..=40 => 5.0,
        _ => 10.0,
    };
    let plot = Plot::new("evaluation")
        .height(height)
        .width(ui.available_width())
        .x_grid_spacer(uniform_grid_spacer(move |_| [step, step * 2.0, step * 4.0]))
        .x_axis_formatter(|mark, _| format!("{}", mark.value.round() as i64))
        .x_axis_label(tr!("panel-graph-axis"))
        .include_x(0.0)
        .include_x(last_ply as f64)
        .include_y(-f64::from(scale))
        .include_y(f64::from(scale))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_grid([true, true])
        .label_formatter(describe)
        .show(ui, |plot| {
            plot.hline(HLine::new("even", 0.0).color(egui::Color32::from_gray(90)));
            plot.vline(VLine::new("shown", current as f64).color(theme::accent().gamma_multiply(0.5)));
            if measured.is_empty() {
                let middle = egui_plot::PlotPoint::new(last_ply as f64 / 2.0, 0.0);
                plot.text(Text::new("empty", middle, tr!("panel-graph-empty")).color(theme::text_dim()));
                return;
            }
            plot.line(Line::new("evaluation", PlotPoints::from(measured.clone())).color(theme::accent()).width(2.0));
            plot.points(Points::new("positions", measured).radius(2.5).color(egui::Color32::from_rgb(230, 230, 220)));
        });
    let clicked = plot.response.clicked().then(|| plot.response.interact_pointer_pos()).flatten()?;
    Some(ply_at(plot.transform.value_from_position(clicked).x))
}
