//! The Reversi side panel (egui) and the messages over the board: a forced pass, the result.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{GameAction, ReversiMatch, describe_score, is_ai_turn};
use crate::app::ai_task::AiSearch;
use crate::app::panel::{self, GameCommand, GameOverChoice, GameRecord, SearchKnobs};
use crate::app::settings::{Settings, SettingsNotice};
use crate::app::{Screen, theme};
use crate::engine::proven_margin;
use crate::games::reversi::eval::UNIT;
use crate::games::reversi::{
    AiSettings, Color as Side, HeuristicWeights, LEVELS, Level, Move, Weights, format_position, format_transcript,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_panel.run_if(in_state(Screen::Reversi)));
}

#[allow(clippy::too_many_arguments)]
fn draw_panel(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut game: ResMut<ReversiMatch>,
    mut settings: ResMut<Settings>,
    mut notice: ResMut<SettingsNotice>,
    ai: Res<AiSearch<Move>>,
    mut paste: Local<String>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut draft = settings.clone();
    let mut paused = game.paused;
    let mut command = None;
    let thinking = ai.is_thinking();
    let back_to_menu = panel::side_panel(
        ctx,
        "Reversi",
        &mut notice.0,
        |ui| scoreboard(ui, &game, &settings, thinking),
        |ui| {
            panel::section(ui, "Players", true, |ui| {
                panel::players(ui, &mut draft.reversi.seats, ["Black", "White"], &mut paused);
            });
            panel::section(ui, "Thinking", true, |ui| panel::thinking(ui, &ai, describe_score));
            panel::section(ui, "Search", true, |ui| {
                let ai_settings = &mut draft.reversi.ai;
                level_picker(ui, ai_settings);
                panel::search_options(
                    ui,
                    SearchKnobs {
                        algorithm: &mut ai_settings.algorithm,
                        max_depth: &mut ai_settings.max_depth,
                        depth_range: 1..=30,
                        time_limit_ms: &mut ai_settings.time_limit_ms,
                        exact_endgame: Some((&mut ai_settings.exact_endgame_empties, 0..=24)),
                    },
                );
            });
            panel::section(ui, "Heuristic weights", false, |ui| weights_editor(ui, &mut draft.reversi.ai.weights));
            panel::section(ui, "Board", true, |ui| {
                ui.checkbox(&mut draft.reversi.show_legal_moves, "Show legal moves");
                ui.checkbox(&mut draft.reversi.show_hints, "Hints: the engine's score on each legal move")
                    .on_hover_text(
                        "Searched in the background on your turns. Scores are for the side to move; \
                                    a '!' marks an exact final disc margin.",
                    );
                panel::animation_speed(ui, &mut draft.animation_speed);
                panel::sound_controls(ui, &mut draft.sound);
            });
            panel::section(ui, "Game", true, |ui| {
                let transcript = format_transcript(game.history.played());
                let position = format_position(game.position());
                let record = GameRecord {
                    can_undo: game.history.can_undo(),
                    can_redo: game.history.can_redo(),
                    transcript: &transcript,
                    position: &position,
                    load_error: game.load_error.as_deref(),
                    paste_hint: "f5d6c3d3c4…",
                };
                command = panel::game_controls(ui, record, &mut paste);
            });
            panel::section(ui, "Evaluation", true, |ui| {
                let values: Vec<Option<f32>> = game.evaluations.iter().map(|score| score.map(graph_value)).collect();
                panel::evaluation_graph(ui, &values, game.history.positions().len() - 1);
                ui.small("Black's advantage after each move (up: Black ahead).");
            });
        },
    );
    if back_to_menu {
        next_screen.set(Screen::Menu);
    }
    board_messages(ctx, &game, &mut command, &mut next_screen);

    if draft != *settings {
        *settings = draft;
    }
    if game.paused != paused {
        game.paused = paused;
    }
    if let Some(command) = command {
        let action = match command {
            GameCommand::NewGame => GameAction::NewGame,
            GameCommand::Undo => GameAction::Undo,
            GameCommand::Redo => GameAction::Redo,
            GameCommand::Load(text) => GameAction::Load(text),
        };
        commands.trigger(action);
    }
    Ok(())
}

/// Heuristic scores in the evaluation's units; exact ones as the disc margin.
fn graph_value(score: i32) -> f32 {
    proven_margin(score).map_or(score as f32 / UNIT as f32, |margin| margin as f32)
}

/// Disc counts, whose turn it is and who plays it: always in view at the top of the panel.
fn scoreboard(ui: &mut egui::Ui, game: &ReversiMatch, settings: &Settings, thinking: bool) {
    let position = game.position();
    let (black, white) = position.disc_counts();
    let over = position.is_game_over();
    for (side, count) in [(Side::Black, black), (Side::White, white)] {
        let to_move = !over && position.side_to_move() == side;
        let fill = if to_move { egui::Color32::from_rgb(44, 60, 52) } else { egui::Color32::from_rgb(36, 39, 45) };
        egui::Frame::new().fill(fill).corner_radius(6.0).inner_margin(egui::Margin::symmetric(10, 6)).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
                let (body, rim) = match side {
                    Side::Black => (egui::Color32::from_rgb(18, 18, 20), egui::Color32::from_gray(90)),
                    Side::White => (egui::Color32::from_rgb(238, 236, 228), egui::Color32::from_gray(150)),
                };
                ui.painter().circle(rect.center(), 12.0, body, egui::Stroke::new(1.0, rim));
                let seat = settings.reversi.seats.get(side == Side::Black);
                ui.label(egui::RichText::new(side.name()).size(17.0).strong());
                ui.label(egui::RichText::new(seat.label()).color(theme::TEXT_DIM));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.label(egui::RichText::new(count.to_string()).size(24.0).strong().monospace());
                    if to_move {
                        let status = if thinking { "thinking…" } else { "to move" };
                        ui.label(egui::RichText::new(status).color(theme::ACCENT));
                    }
                });
            });
        });
    }
    if over {
        ui.label(egui::RichText::new(result_text(black, white)).size(16.0).strong().color(theme::WARNING));
    } else if !is_ai_turn(position, settings) && game.paused {
        ui.label("Paused");
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

/// The final score as the World Othello Federation counts it: empty squares go to the winner.
fn result_text(black: u32, white: u32) -> String {
    let empties = 64 - black - white;
    match black.cmp(&white) {
        std::cmp::Ordering::Greater => format!("Black wins {}–{white}", black + empties),
        std::cmp::Ordering::Less => format!("White wins {}–{black}", white + empties),
        std::cmp::Ordering::Equal => format!("Draw {black}–{white}"),
    }
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

/// Over the board: a forced pass while it is news, and the result with what to do next.
fn board_messages(
    ctx: &egui::Context,
    game: &ReversiMatch,
    command: &mut Option<GameCommand>,
    next_screen: &mut NextState<Screen>,
) {
    let position = game.position();
    if position.is_game_over() {
        let (black, white) = position.disc_counts();
        match panel::game_over_box(ctx, &result_text(black, white)) {
            Some(GameOverChoice::NewGame) => *command = Some(GameCommand::NewGame),
            Some(GameOverChoice::Menu) => next_screen.set(Screen::Menu),
            None => {}
        }
    } else if let Some(announcement) = &game.announcement {
        panel::announcement(ctx, announcement);
    }
}
