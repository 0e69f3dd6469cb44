//! Tic-tac-toe's own panel sections: the way the AI searches and the course tutorial's node
//! comparison.

use bevy::prelude::*;
use std::ops::RangeInclusive;

use bevy_egui::egui;

use super::{NodeComparison, Tictactoe, TictactoeOptions};
use crate::app::base::assets::PreviewArt;
use crate::app::base::requests::GameAction;
use crate::app::base::theme;
use crate::app::contract::arcade_game::describe_plain_score;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::window_game::{NamedAi, SharedSections, WindowGame};
use crate::app::widgets;
use crate::app::widgets::preview::{cell_center, grid};
use crate::games::Seat;
use crate::games::matches::Openings;
use crate::games::tictactoe::{AiSettings, Board, FULL_DEPTH, SearchKind, symbol, undecided_openings};
use crate::tr;

impl WindowGame for Tictactoe {
    type Extra = ResMut<'static, NodeComparison>;

    const LEVEL_RATINGS: &'static [f64] = &crate::games::tictactoe::ai::LEVEL_RATINGS;

    /// The two-move openings perfect play draws, as the levels' ratings were measured from.
    fn rating_openings() -> Openings<Self::Move> {
        Openings::List(undecided_openings())
    }

    fn named_levels() -> Vec<NamedAi<Self>> {
        levels()
            .into_iter()
            .map(|(name, _, ai)| NamedAi { name: crate::app::base::i18n::tr(name), options: TictactoeOptions { ai } })
            .collect()
    }

    /// The English of `tictactoe-blurb` and `tictactoe-hints`, which the menu and the panel show.
    const BLURB: &'static str = "Three in a row — watch plain minimax search the whole game tree.";
    const HINTS: &'static str = "the exact result of each free cell";
    const HOW_TO_PLAY: &'static [crate::app::contract::window_game::HowToPlayPage] = super::how_to_play::HOW_TO_PLAY;

    /// The whole game tree from any position: 549,946 nodes at most.
    const TREE_DEPTHS: RangeInclusive<u32> = 1..=FULL_DEPTH;
    const TREE_NODE_CAP: usize = 600_000;
    const TREE_DEPTH: u32 = FULL_DEPTH;

    fn draw_position(painter: &egui::Painter, rect: egui::Rect, position: &Board, _: &PreviewArt) {
        super::how_to_play::draw_board(painter, rect, position);
    }

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
        widgets::level_choice(ui, &mut options.ai, &levels());
    }

    fn level_id(options: &TictactoeOptions) -> Option<&'static str> {
        levels().into_iter().find(|(_, _, settings)| *settings == options.ai).map(|(name, _, _)| name)
    }

    fn lab_sections(
        ui: &mut egui::Ui,
        options: &mut TictactoeOptions,
        current_game: &CurrentGame<Self>,
        comparison: &mut ResMut<NodeComparison>,
        shared: &mut dyn SharedSections<Self>,
    ) -> Option<GameAction> {
        widgets::section(ui, &tr!("tictactoe-search"), true, |ui| {
            for (search, text, hint) in [
                (SearchKind::Minimax, tr!("tictactoe-search-minimax"), tr!("tictactoe-search-minimax-hover")),
                (SearchKind::AlphaBeta, tr!("tictactoe-search-alpha-beta"), tr!("tictactoe-search-alpha-beta-hover")),
                (SearchKind::Heuristic, tr!("tictactoe-search-heuristic"), tr!("tictactoe-search-heuristic-hover")),
            ] {
                ui.radio_value(&mut options.ai.search, search, text).on_hover_text(hint);
            }
            ui.add_enabled_ui(options.ai.search == SearchKind::Heuristic, |ui| {
                ui.horizontal(|ui| {
                    ui.label(tr!("tictactoe-search-depth"));
                    ui.add(
                        egui::Slider::new(&mut options.ai.heuristic_depth, 1..=FULL_DEPTH)
                            .custom_formatter(|depth, _| widgets::moves_ahead(depth)),
                    );
                });
            });
        });
        widgets::section(ui, &tr!("tictactoe-nodes"), true, |ui| {
            node_table(ui, comparison);
            let board = *current_game.position();
            let compared = comparison.board() == Some(board);
            if !current_game.is_over()
                && !compared
                && ui.button(tr!("tictactoe-nodes-count")).on_hover_text(tr!("tictactoe-nodes-count-hover")).clicked()
            {
                comparison.start(board, options.ai.heuristic_depth);
            }
        });
        shared.why(ui, options);
        None
    }
}

/// The course tutorial's lesson side by side: the nodes each way of searching visits on the
/// position the AI searched last, with its bar on one logarithmic scale.
fn node_table(ui: &mut egui::Ui, comparison: &NodeComparison) {
    let Some(board) = comparison.board() else {
        ui.label(egui::RichText::new(tr!("tictactoe-nodes-waiting")).color(theme::text_dim()));
        return;
    };
    ui.label(tr!("tictactoe-nodes-position", board = board.to_string(), side = symbol(board.to_move()).to_string()));
    let Some(counts) = &comparison.counts else {
        ui.label(egui::RichText::new(tr!("tictactoe-nodes-counting")).color(theme::accent()));
        return;
    };
    let most = counts.iter().map(|count| count.info.nodes).max().unwrap_or(1).max(2) as f32;
    // The bars take what the names, counts and choices leave: the table fits a narrow panel.
    let bar_width = (ui.available_width() - 215.0).clamp(20.0, 70.0);
    egui::Grid::new("node_counts").num_columns(4).spacing([10.0, 4.0]).show(ui, |ui| {
        // In the order the counts come: plain minimax, alpha-beta, the heuristic search.
        let names =
            [tr!("tictactoe-nodes-minimax"), tr!("tictactoe-nodes-alpha-beta"), tr!("tictactoe-nodes-heuristic")];
        for (count, name) in counts.iter().zip(names) {
            ui.label(format!("{name} ({})", count.depth));
            ui.label(egui::RichText::new(count.info.nodes.to_string()).monospace().strong());
            let share = (count.info.nodes.max(1) as f32).ln() / most.ln();
            let (rect, _) = ui.allocate_exact_size(egui::vec2(bar_width, 10.0), egui::Sense::hover());
            ui.painter().rect_filled(
                egui::Rect::from_min_size(rect.min, egui::vec2(rect.width() * share, rect.height())),
                2.0,
                theme::accent(),
            );
            let best = count.info.best_move.map_or("—".to_owned(), |cell| cell.to_string());
            ui.label(egui::RichText::new(format!("→{best} {}", describe_plain_score(count.info.score))).monospace())
                .on_hover_text(tr!("tictactoe-nodes-choice-hover"));
            ui.end_row();
        }
    });
    ui.small(tr!("tictactoe-nodes-explained"));
}

/// The named levels: message ids of their names and words (the level choice shows their
/// translations), and their settings.
fn levels() -> [(&'static str, &'static str, AiSettings); 4] {
    let looking = |heuristic_depth| AiSettings { search: SearchKind::Heuristic, heuristic_depth };
    [
        ("tictactoe-level-easy", "tictactoe-level-easy-hover", looking(1)),
        ("tictactoe-level-medium", "tictactoe-level-medium-hover", looking(2)),
        ("tictactoe-level-hard", "tictactoe-level-hard-hover", looking(4)),
        (
            "tictactoe-level-perfect",
            "tictactoe-level-perfect-hover",
            AiSettings { search: SearchKind::AlphaBeta, ..AiSettings::default() },
        ),
    ]
}
