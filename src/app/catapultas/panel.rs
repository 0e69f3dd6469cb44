//! The Catapultas side panel (egui): pieces and turn, players, the AI's search and evaluation
//! weights, the move log with Copy and paste-to-load, and the messages over the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{CatapultasMatch, GameAction, is_ai_turn};
use crate::app::ai_task::AiSearch;
use crate::app::panel::{self, GameCommand, GameOverChoice, GameRecord, SearchKnobs};
use crate::app::settings::{CatapultasAi, Settings, SettingsNotice};
use crate::app::{Screen, theme};
use crate::games::catapultas::{Board, EndReason, Move, Outcome, Side, Weights};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_panel.run_if(in_state(Screen::Catapultas)));
}

#[allow(clippy::too_many_arguments)]
fn draw_panel(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut game: ResMut<CatapultasMatch>,
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
        "Catapultas",
        &mut notice.0,
        |ui| scoreboard(ui, &game, &settings, thinking),
        |ui| {
            panel::section(ui, "Players", true, |ui| {
                panel::players(ui, &mut draft.catapultas.seats, ["x (first)", "o"], &mut paused);
            });
            panel::section(ui, "Thinking", true, |ui| panel::thinking(ui, &ai, panel::describe_plain_score));
            panel::section(ui, "Search", true, |ui| {
                let ai_settings = &mut draft.catapultas.ai;
                panel::search_options(
                    ui,
                    SearchKnobs {
                        algorithm: &mut ai_settings.algorithm,
                        max_depth: &mut ai_settings.max_depth,
                        depth_range: 1..=16,
                        time_limit_ms: &mut ai_settings.time_limit_ms,
                        exact_endgame: None,
                    },
                );
            });
            panel::section(ui, "Evaluation weights", true, |ui| weights_editor(ui, &mut draft.catapultas.ai));
            panel::section(ui, "Board", true, |ui| {
                ui.horizontal(|ui| {
                    ui.label("Moves per player");
                    ui.add(egui::Slider::new(&mut draft.catapultas.moves_per_player, 5..=200))
                        .on_hover_text("From the next new game.");
                });
                panel::animation_speed(ui, &mut draft.animation_speed);
                panel::sound_controls(ui, &mut draft.sound);
                ui.small(
                    "Click a piece, then a highlighted square. A jump chain goes on square by square; \
                          click the piece again or press Enter to stop early.",
                );
            });
            panel::section(ui, "Game", true, |ui| {
                let log = game.log();
                let position = game.board().to_string();
                let record = GameRecord {
                    can_undo: game.history.can_undo(),
                    can_redo: game.history.can_redo(),
                    transcript: &log,
                    position: &position,
                    load_error: game.load_error.as_deref(),
                    paste_hint: "x m 3 1 4 1\no m 4 2 3 2 …   or   xxxxxx/…/oooooo x 0/100",
                };
                command = panel::game_controls(ui, record, &mut paste);
            });
        },
    );
    if back_to_menu {
        next_screen.set(Screen::Menu);
    }
    if let Some(result) = result_text(game.board()) {
        match panel::game_over_box(ctx, &result) {
            Some(GameOverChoice::NewGame) => command = Some(GameCommand::NewGame),
            Some(GameOverChoice::Menu) => next_screen.set(Screen::Menu),
            None => {}
        }
    } else if let Some(announcement) = &game.announcement {
        panel::announcement(ctx, announcement);
    } else if game.selection.len() > 1 {
        panel::announcement(ctx, "Jumping — click the next landing, or the piece / Enter to stop");
    }

    if draft != *settings {
        *settings = draft;
    }
    if game.paused != paused {
        game.paused = paused;
    }
    if let Some(command) = command {
        commands.trigger(match command {
            GameCommand::NewGame => GameAction::NewGame,
            GameCommand::Undo => GameAction::Undo,
            GameCommand::Redo => GameAction::Redo,
            GameCommand::Load(text) => GameAction::Load(text),
        });
    }
    Ok(())
}

fn result_text(board: &Board) -> Option<String> {
    let (x, o) = (board.piece_count(Side::X), board.piece_count(Side::O));
    let how = match board.end_reason()? {
        EndReason::Elimination => "by capture",
        EndReason::MoveLimit => "at the move limit",
    };
    Some(match board.outcome()? {
        Outcome::Win(Side::X) => format!("x wins {x}–{o} {how}"),
        Outcome::Win(Side::O) => format!("o wins {o}–{x} {how}"),
        Outcome::Draw => format!("Draw {x}–{o} {how}"),
    })
}

/// Pieces left, whose turn it is and the turn out of the limit: always in view.
fn scoreboard(ui: &mut egui::Ui, game: &CatapultasMatch, settings: &Settings, thinking: bool) {
    let board = game.board();
    let over = board.outcome().is_some();
    for (side, body) in
        [(Side::X, egui::Color32::from_rgb(158, 36, 30)), (Side::O, egui::Color32::from_rgb(236, 228, 206))]
    {
        let to_move = !over && board.to_move() == side;
        let fill = if to_move { egui::Color32::from_rgb(44, 60, 52) } else { egui::Color32::from_rgb(36, 39, 45) };
        egui::Frame::new().fill(fill).corner_radius(6.0).inner_margin(egui::Margin::symmetric(10, 6)).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
                ui.painter().circle(rect.center(), 12.0, body, egui::Stroke::new(1.0, egui::Color32::from_gray(120)));
                ui.label(egui::RichText::new(side.symbol().to_string()).size(17.0).strong());
                ui.label(
                    egui::RichText::new(settings.catapultas.seats.get(side == Side::X).label()).color(theme::TEXT_DIM),
                );
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.label(egui::RichText::new(board.piece_count(side).to_string()).size(24.0).strong().monospace());
                    if to_move {
                        let status = if thinking { "thinking…" } else { "to move" };
                        ui.label(egui::RichText::new(status).color(theme::ACCENT));
                    }
                });
            });
        });
    }
    let turn = (board.plies_played() / 2 + 1).min(board.ply_limit() / 2);
    ui.label(format!("Turn {turn} of {}", board.ply_limit() / 2));
    if let Some(result) = result_text(board) {
        ui.label(egui::RichText::new(result).size(16.0).strong().color(theme::WARNING));
    } else if !is_ai_turn(board, settings) && game.paused {
        ui.label("Paused");
    }
}

/// A slider per term of the evaluation, and the presets.
fn weights_editor(ui: &mut egui::Ui, ai: &mut CatapultasAi) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Presets");
        if ui.button("Seed").on_hover_text("The seed's player: piece difference only, depth 8").clicked() {
            *ai = CatapultasAi::seed();
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
