//! Tic-tac-toe's own panel sections: the way the AI searches and seed 002's node comparison.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{NodeComparison, Tictactoe, TictactoeOptions};
use crate::app::menu::{PreviewArt, cell_center, grid};
use crate::app::panel::{self, GamePanel};
use crate::app::session::{GameAction, Session, describe_plain_score};
use crate::app::theme;
use crate::games::Seat;
use crate::games::tictactoe::{AiSettings, FULL_DEPTH, SearchKind};

impl GamePanel for Tictactoe {
    type Extra = ResMut<'static, NodeComparison>;

    const BLURB: &'static str = "Three in a row — watch plain minimax search the whole game tree.";
    const HINTS: &'static str = "the exact result of each free cell";
    const RULES: &'static [crate::app::rules::RulePage] = super::rules::RULES;

    fn preview(painter: &egui::Painter, rect: egui::Rect, _: &PreviewArt) {
        painter.rect_filled(rect, 6.0, egui::Color32::from_rgb(238, 232, 214));
        grid(painter, rect.shrink(6.0), 3, egui::Color32::from_rgb(90, 86, 80));
        let inner = rect.shrink(6.0);
        let cross = egui::Stroke::new(3.5, egui::Color32::from_rgb(214, 72, 60));
        let nought = egui::Stroke::new(3.5, egui::Color32::from_rgb(52, 112, 200));
        for (column, row) in [(0, 0), (1, 1), (2, 0)] {
            let center = cell_center(inner, 3, column, row);
            let arm = egui::vec2(8.0, 8.0);
            painter.line_segment([center - arm, center + arm], cross);
            painter.line_segment([center + egui::vec2(-8.0, 8.0), center + egui::vec2(8.0, -8.0)], cross);
        }
        for (column, row) in [(0, 2), (2, 2)] {
            painter.circle_stroke(cell_center(inner, 3, column, row), 9.0, nought);
        }
    }

    /// An X or an O in its ink.
    fn side_marker(ui: &mut egui::Ui, seat: Seat) {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
        let (center, reach) = (rect.center(), 8.0);
        let painter = ui.painter();
        if seat == Seat::First {
            let stroke = egui::Stroke::new(3.0, egui::Color32::from_rgb(214, 72, 60));
            painter.line_segment([center + egui::vec2(-reach, -reach), center + egui::vec2(reach, reach)], stroke);
            painter.line_segment([center + egui::vec2(-reach, reach), center + egui::vec2(reach, -reach)], stroke);
        } else {
            painter.circle_stroke(center, reach, egui::Stroke::new(3.0, egui::Color32::from_rgb(52, 112, 200)));
        }
    }

    fn level(ui: &mut egui::Ui, options: &mut TictactoeOptions) {
        let looking = |heuristic_depth| AiSettings { search: SearchKind::Heuristic, heuristic_depth };
        panel::level_choice(
            ui,
            &mut options.ai,
            &[
                ("Easy", "Looks one move ahead: it takes a win, but misses your threats", looking(1)),
                ("Medium", "Looks two moves ahead: it blocks your threats, but can be trapped", looking(2)),
                ("Hard", "Looks four moves ahead: hard to trap", looking(4)),
                (
                    "Perfect",
                    "Sees every game to the end: it never loses",
                    AiSettings { search: SearchKind::AlphaBeta, ..AiSettings::default() },
                ),
            ],
        );
    }

    fn lab_sections(
        ui: &mut egui::Ui,
        options: &mut TictactoeOptions,
        session: &Session<Self>,
        comparison: &mut ResMut<NodeComparison>,
    ) -> Option<GameAction> {
        panel::section(ui, "AI search", true, |ui| {
            for (search, text, hint) in [
                (SearchKind::Minimax, "Plain minimax", "Every position to the end of the game."),
                (SearchKind::AlphaBeta, "Alpha-beta", "Minimax that skips lines that cannot change the choice."),
                (
                    SearchKind::Heuristic,
                    "Depth-limited heuristic",
                    "Minimax cut off at a depth; open lines judge the rest.",
                ),
            ] {
                ui.radio_value(&mut options.ai.search, search, text).on_hover_text(hint);
            }
            ui.add_enabled_ui(options.ai.search == SearchKind::Heuristic, |ui| {
                ui.horizontal(|ui| {
                    ui.label("Depth");
                    ui.add(
                        egui::Slider::new(&mut options.ai.heuristic_depth, 1..=FULL_DEPTH)
                            .custom_formatter(|depth, _| panel::moves_ahead(depth)),
                    );
                });
            });
        });
        panel::section(ui, "Nodes on the same position", true, |ui| {
            node_table(ui, comparison);
            let board = *session.position();
            let compared = comparison.board() == Some(board);
            let hover = "Search this position the three ways and count their nodes";
            if !session.is_over() && !compared && ui.button("Count on this position").on_hover_text(hover).clicked() {
                comparison.start(board, options.ai.heuristic_depth);
            }
        });
        None
    }
}

/// Seed 002's lesson side by side: the nodes each way of searching visits on the position the
/// AI searched last, with its bar on one logarithmic scale.
fn node_table(ui: &mut egui::Ui, comparison: &NodeComparison) {
    let Some(board) = comparison.board() else {
        ui.label(egui::RichText::new("Counted on each position the AI searches.").color(theme::TEXT_DIM));
        return;
    };
    ui.label(format!("Position {board}  ({} to move)", board.to_move().symbol()));
    let Some(counts) = &comparison.counts else {
        ui.label(egui::RichText::new("Counting…").color(theme::ACCENT));
        return;
    };
    let most = counts.iter().map(|count| count.info.nodes).max().unwrap_or(1).max(2) as f32;
    egui::Grid::new("node_counts").num_columns(4).spacing([10.0, 4.0]).show(ui, |ui| {
        for count in counts {
            ui.label(format!("{} ({})", count.name, count.depth));
            ui.label(egui::RichText::new(count.info.nodes.to_string()).monospace().strong());
            let share = (count.info.nodes.max(1) as f32).ln() / most.ln();
            let (rect, _) = ui.allocate_exact_size(egui::vec2(70.0, 10.0), egui::Sense::hover());
            ui.painter().rect_filled(
                egui::Rect::from_min_size(rect.min, egui::vec2(rect.width() * share, rect.height())),
                2.0,
                theme::ACCENT,
            );
            let best = count.info.best_move.map_or("—".to_owned(), |cell| cell.to_string());
            ui.label(egui::RichText::new(format!("→{best} {}", describe_plain_score(count.info.score))).monospace())
                .on_hover_text("The move it chooses and its score for the side to move.");
            ui.end_row();
        }
    });
    ui.small("Nodes: every position a search enters, the root included, counted the same way by the engine for all three. The depth is in brackets; bars are on a log scale.");
}
