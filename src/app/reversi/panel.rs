//! Reversi's own panel sections: the level, the search's limits and the heuristic weights with
//! their presets; its scoreboard shows discs.

use bevy_egui::egui;

use super::Reversi;
use crate::app::panel::{self, GamePanel, SearchKnobs, round_marker};
use crate::app::session::Session;
use crate::app::settings::ReversiOptions;
use crate::games::reversi::{AiSettings, HeuristicWeights, LEVELS, Level, Position, Weights};

impl GamePanel for Reversi {
    type Extra = ();

    const TITLE: &'static str = "Reversi";
    const HINTS: &'static str = "the engine's score on each legal move";

    fn side_marker(ui: &mut egui::Ui, first: bool) {
        if first {
            round_marker(ui, egui::Color32::from_rgb(18, 18, 20), egui::Color32::from_gray(90));
        } else {
            round_marker(ui, egui::Color32::from_rgb(238, 236, 228), egui::Color32::from_gray(150));
        }
    }

    fn side_figure(position: &Position, first: bool) -> Option<u32> {
        let (black, white) = position.disc_counts();
        Some(if first { black } else { white })
    }

    fn option_sections(ui: &mut egui::Ui, options: &mut ReversiOptions, _: &Session<Self>, _: &mut ()) {
        panel::section(ui, "Search", true, |ui| {
            let ai_settings = &mut options.ai;
            level_picker(ui, ai_settings);
            let knobs = SearchKnobs::new(
                &mut ai_settings.algorithm,
                &mut ai_settings.max_depth,
                1..=30,
                &mut ai_settings.time_limit_ms,
            );
            panel::search_options(ui, knobs.exact_endgame(&mut ai_settings.exact_endgame_empties, 0..=24));
        });
        panel::section(ui, "Heuristic weights", false, |ui| weights_editor(ui, &mut options.ai.weights));
    }

    fn board_options(ui: &mut egui::Ui, options: &mut ReversiOptions) {
        ui.checkbox(&mut options.show_legal_moves, "Show legal moves");
        ui.checkbox(&mut options.balanced_openings, "New games from a balanced opening").on_hover_text(
            "Start each new game after 8 random moves that the engine judges even (within 2 discs), \
             as tournaments do, so that no two games against the AI are alike.",
        );
    }
}

/// The named levels; any slider moved away from a level's preset shows "Custom".
fn level_picker(ui: &mut egui::Ui, ai_settings: &mut AiSettings) {
    let label = |level: Level| format!("{} · {}", level.number, level.name);
    let current = Level::matching(ai_settings);
    let shown = current.map_or_else(|| "Custom".to_owned(), label);
    egui::ComboBox::from_label("Level").selected_text(shown).show_ui(ui, |ui| {
        for level in LEVELS {
            if ui.selectable_label(current == Some(level), label(level)).clicked() {
                *ai_settings = level.settings(ai_settings.threads);
            }
        }
    });
}

/// How far the weight sliders reach: the presets lie well inside (the tuned stability weight,
/// the largest, is about 100; the learned term alone is 64).
const WEIGHT_SLIDER_LIMIT: i32 = 200;

/// A slider per heuristic and phase, the phase bounds and the presets.
fn weights_editor(ui: &mut egui::Ui, weights: &mut Weights) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Presets");
        for (name, preset) in Weights::presets() {
            if ui.selectable_label(*weights == preset, name).clicked() {
                *weights = preset;
            }
        }
    });
    ui.small("Takes effect from the AI's next move.");
    let phases: [(&str, &mut HeuristicWeights); 3] =
        [("Opening", &mut weights.opening), ("Midgame", &mut weights.midgame), ("Endgame", &mut weights.endgame)];
    for (name, phase) in phases {
        ui.label(egui::RichText::new(name).strong());
        egui::Grid::new(name).num_columns(2).spacing([10.0, 4.0]).show(ui, |ui| {
            for (label, weight) in phase.labelled_mut() {
                ui.label(label);
                ui.add(egui::Slider::new(weight, -WEIGHT_SLIDER_LIMIT..=WEIGHT_SLIDER_LIMIT));
                ui.end_row();
            }
        });
    }
    ui.label(egui::RichText::new("Phases").strong());
    egui::Grid::new("phases").num_columns(2).spacing([10.0, 4.0]).show(ui, |ui| {
        ui.label("Opening up to");
        ui.add(egui::Slider::new(&mut weights.opening_max_discs, 4..=64).suffix(" discs"));
        ui.end_row();
        ui.label("Midgame up to");
        let low = weights.opening_max_discs;
        ui.add(egui::Slider::new(&mut weights.midgame_max_discs, low..=64).suffix(" discs"));
        ui.end_row();
    });
    weights.midgame_max_discs = weights.midgame_max_discs.max(weights.opening_max_discs);
}
