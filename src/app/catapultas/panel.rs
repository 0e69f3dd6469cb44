//! Catapultas's own panel sections: the search's limits and the evaluation's weights; its
//! scoreboard shows the pieces left and the turn out of the limit.

use bevy::prelude::*;
use bevy_egui::egui;

use super::Catapultas;
use super::CatapultasOptions;
use crate::app::menu::{PreviewArt, cell_center, grid, picture};
use crate::app::panel::{self, GamePanel, SearchKnobs, round_marker};
use crate::app::session::{GameAction, Session};
use crate::games::Seat;
use crate::games::catapultas::{AiSettings, Board, Square, Weights};

impl GamePanel for Catapultas {
    type Extra = ();

    const BLURB: &'static str = "Step and leap across a 6×6 board to break through the enemy lines.";
    const HINTS: &'static str = "the engine's best move highlighted";
    const RULES: &'static [crate::app::rules::RulePage] = super::rules::RULES;

    fn preview(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
        painter.rect_filled(rect, 6.0, egui::Color32::from_rgb(176, 132, 88));
        grid(painter, rect, 6, egui::Color32::from_rgb(112, 78, 48));
        for column in 0..6 {
            for (rows, texture, stand_in) in [
                ([0, 1, 2], art.x_stone, egui::Color32::from_rgb(150, 40, 36)),
                ([3, 4, 5], art.o_stone, egui::Color32::from_rgb(245, 236, 214)),
            ] {
                for row in rows {
                    let center = cell_center(rect, 6, column, row);
                    match texture {
                        Some(texture) => picture(painter, texture, center, 7.0),
                        None => {
                            painter.circle_filled(center, 5.5, stand_in);
                        }
                    }
                }
            }
        }
    }

    /// Enter ends the jump chain being built.
    fn window_plugin(app: &mut App) {
        super::window_plugin(app);
    }

    fn side_marker(ui: &mut egui::Ui, seat: Seat) {
        let body = match seat {
            Seat::First => egui::Color32::from_rgb(158, 36, 30),
            Seat::Second => egui::Color32::from_rgb(236, 228, 206),
        };
        round_marker(ui, body, egui::Color32::from_gray(120));
    }

    fn status_line(board: &Board) -> Option<String> {
        let turn = (board.plies_played() / 2 + 1).min(board.ply_limit() / 2);
        Some(format!("Turn {turn} of {}", board.ply_limit() / 2))
    }

    fn level(ui: &mut egui::Ui, options: &mut CatapultasOptions) {
        panel::level_choice(ui, &mut options.ai, &LEVELS.map(|(name, words, settings)| (name, words, settings())));
    }

    fn lab_sections(
        ui: &mut egui::Ui,
        options: &mut CatapultasOptions,
        _: &Session<Self>,
        _: &mut (),
    ) -> Option<GameAction> {
        panel::section(ui, "Search", true, |ui| {
            let ai = &mut options.ai;
            panel::search_options(
                ui,
                SearchKnobs::new(&mut ai.algorithm, &mut ai.max_depth, 1..=16, &mut ai.time_limit_ms),
            );
        });
        panel::section(ui, "Evaluation weights", true, |ui| weights_editor(ui, &mut options.ai));
        None
    }

    fn board_options(ui: &mut egui::Ui, options: &mut CatapultasOptions) {
        ui.horizontal(|ui| {
            ui.label("Moves per player");
            ui.add(egui::Slider::new(&mut options.moves_per_player, 5..=200)).on_hover_text("From the next new game.");
            ui.label(egui::RichText::new("from the next game").small().color(crate::app::theme::TEXT_DIM));
        });
        ui.small(
            "Click a piece, then a highlighted square. A jump chain goes on square by square; \
             click the piece again or press Enter to stop early.",
        );
    }

    fn pending_note(pending: &[Square]) -> Option<&'static str> {
        (pending.len() > 1).then_some("Jumping — click the next landing, or the piece / Enter to stop")
    }
}

/// A level's name, how it plays in a player's words, and its settings.
type NamedLevel = (&'static str, &'static str, fn() -> AiSettings);

/// Catapultas' named levels: how far ahead the AI looks.
pub(super) const LEVELS: [NamedLevel; 4] = [
    ("Easy", "Looks two moves ahead: it takes what it is offered", || looking(2)),
    ("Medium", "Looks four moves ahead: it sees a jump coming", || looking(4)),
    ("Hard", "Looks eight moves ahead: it sets up chains of jumps", || looking(8)),
    ("Strongest", "Looks as far as it can in a second a move", AiSettings::default),
];

/// The default AI looking `depth` moves ahead, without a time limit.
fn looking(depth: u32) -> AiSettings {
    AiSettings { max_depth: depth, time_limit_ms: 0, ..AiSettings::default() }
}

/// A slider per term of the evaluation, and the presets.
fn weights_editor(ui: &mut egui::Ui, ai: &mut AiSettings) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Presets");
        if ui.button("Seed").on_hover_text("The seed's player: piece difference only, depth 8").clicked() {
            *ai = AiSettings::seed();
        }
        if ui.button("Reset").on_hover_text("All four terms, tuned in self-play").clicked() {
            ai.weights = Weights::default();
        }
    });
    ui.small("Each term is the side to move's figure minus the opponent's. Takes effect from the AI's next move.");
    let weights = &mut ai.weights;
    egui::Grid::new("catapultas_weights").num_columns(2).spacing([10.0, 4.0]).show(ui, |ui| {
        for (name, hint, weight) in [
            ("Piece difference", "The seed's heuristic: pieces left.", &mut weights.material),
            ("Mobility", "Squares the pieces can reach in one move.", &mut weights.mobility),
            ("Threats", "Enemy pieces that can be captured next move.", &mut weights.threats),
            ("Advancement", "Rows the pieces have come toward the enemy's side.", &mut weights.advancement),
        ] {
            ui.label(name).on_hover_text(hint);
            ui.add(egui::Slider::new(weight, 0..=200));
            ui.end_row();
        }
    });
}
