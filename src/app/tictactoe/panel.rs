//! The Tic-tac-toe side panel (egui): players, the way the AI searches, seed 002's node
//! comparison, the game's moves, and the result over the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{GameAction, NodeComparison, TictactoeMatch, is_ai_turn, moves_text};
use crate::app::ai_task::AiSearch;
use crate::app::panel::{self, GameCommand, GameOverChoice, GameRecord};
use crate::app::settings::{Settings, SettingsNotice, TictactoeSearch};
use crate::app::{Screen, theme};
use crate::games::tictactoe::{Board, Cell, FULL_DEPTH, Mark, Outcome};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_panel.run_if(in_state(Screen::Tictactoe)));
}

#[allow(clippy::too_many_arguments)]
fn draw_panel(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut game: ResMut<TictactoeMatch>,
    mut settings: ResMut<Settings>,
    mut notice: ResMut<SettingsNotice>,
    ai: Res<AiSearch<Cell>>,
    mut comparison: ResMut<NodeComparison>,
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
        "Tic-tac-toe",
        &mut notice.0,
        |ui| scoreboard(ui, &game, &settings, thinking),
        |ui| {
            panel::section(ui, "Players", true, |ui| {
                panel::players(ui, &mut draft.tictactoe.seats, ["X (first)", "O"], &mut paused);
            });
            panel::section(ui, "AI search", true, |ui| {
                let choice = &mut draft.tictactoe;
                for (search, text, hint) in [
                    (TictactoeSearch::Minimax, "Plain minimax", "Every position to the end of the game."),
                    (
                        TictactoeSearch::AlphaBeta,
                        "Alpha-beta",
                        "Minimax that skips lines that cannot change the choice.",
                    ),
                    (
                        TictactoeSearch::Heuristic,
                        "Depth-limited heuristic",
                        "Minimax cut off at a depth; open lines judge the rest.",
                    ),
                ] {
                    ui.radio_value(&mut choice.search, search, text).on_hover_text(hint);
                }
                ui.add_enabled_ui(choice.search == TictactoeSearch::Heuristic, |ui| {
                    ui.horizontal(|ui| {
                        ui.label("Depth");
                        ui.add(egui::Slider::new(&mut choice.heuristic_depth, 1..=FULL_DEPTH).suffix(" plies"));
                    });
                });
            });
            panel::section(ui, "Thinking", true, |ui| panel::thinking(ui, &ai, panel::describe_plain_score));
            panel::section(ui, "Nodes on the same position", true, |ui| {
                node_table(ui, &comparison);
                let board = *game.board();
                let compared = comparison.board() == Some(board);
                if board.outcome().is_none() && !compared && ui.button("Count on this position").clicked() {
                    comparison.start(board, draft.tictactoe.heuristic_depth);
                }
            });
            panel::section(ui, "Board", true, |ui| {
                panel::animation_speed(ui, &mut draft.animation_speed);
                panel::sound_controls(ui, &mut draft.sound);
            });
            panel::section(ui, "Game", true, |ui| {
                let transcript = moves_text(game.history.played());
                let position = game.board().to_string();
                let record = GameRecord {
                    can_undo: game.history.can_undo(),
                    can_redo: game.history.can_redo(),
                    transcript: &transcript,
                    position: &position,
                    load_error: game.load_error.as_deref(),
                    paste_hint: "5 1 9 3   or   X-O-X---- O",
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
    match board.outcome()? {
        Outcome::Win(mark) => Some(format!("{} wins", mark.symbol())),
        Outcome::Draw => Some("Draw".to_owned()),
    }
}

/// Who plays X and O and whose turn it is: always in view at the top of the panel.
fn scoreboard(ui: &mut egui::Ui, game: &TictactoeMatch, settings: &Settings, thinking: bool) {
    let board = game.board();
    let over = board.outcome().is_some();
    for (mark, color) in
        [(Mark::X, egui::Color32::from_rgb(214, 72, 60)), (Mark::O, egui::Color32::from_rgb(52, 112, 200))]
    {
        let to_move = !over && board.to_move() == mark;
        let fill = if to_move { egui::Color32::from_rgb(44, 60, 52) } else { egui::Color32::from_rgb(36, 39, 45) };
        egui::Frame::new().fill(fill).corner_radius(6.0).inner_margin(egui::Margin::symmetric(10, 6)).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(mark.symbol().to_string()).size(22.0).strong().color(color));
                ui.label(egui::RichText::new(settings.tictactoe.seats.get(mark == Mark::X).label()).size(16.0));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if to_move {
                        let status = if thinking { "thinking…" } else { "to move" };
                        ui.label(egui::RichText::new(status).color(theme::ACCENT));
                    }
                });
            });
        });
    }
    if let Some(result) = result_text(board) {
        ui.label(egui::RichText::new(result).size(16.0).strong().color(theme::WARNING));
    } else if !is_ai_turn(board, settings) && game.paused {
        ui.label("Paused");
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
            ui.label(
                egui::RichText::new(format!("→{best} {}", panel::describe_plain_score(count.info.score))).monospace(),
            )
            .on_hover_text("The move it chooses and its score for the side to move.");
            ui.end_row();
        }
    });
    ui.small("Nodes: every position a search enters, the root included, counted the same way by the engine for all three. The depth is in brackets; bars are on a log scale.");
}
