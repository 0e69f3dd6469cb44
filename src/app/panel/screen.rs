//! The side panel of a game screen, written once: the scoreboard, players, the game's own
//! sections (search, weights, …), the AI's thinking, board options, the game's moves and the
//! evaluation graph; and over the board, a forced pass or the result.

use std::time::Duration;

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{GameCommand, GameOverChoice, GameSection, MoveMark, OutsideEngineStatus};
use crate::app::ai_task::{AiSearch, Generation};
use crate::app::desktop::HelpShown;
use crate::app::menu::PreviewArt;
use crate::app::rules::RulePage;
use crate::app::session::{
    ArcadeGame, EngineReply, FileChooser, GameAction, GameMode, OutsideEngine, OutsideSeat, PendingMove, ScreenNotes,
    Session, clock_text, engine_in_use,
};
use crate::app::settings::{GameSettings, Seats, Settings, SettingsNotice};
use crate::app::{Screen, theme};
use crate::games::{Notation, Seat};

/// What a game adds to the window: its card on the menu, and its part of its panel.
pub trait GamePanel: ArcadeGame {
    /// What the game's own sections read or change besides its settings (Tic-tac-toe: the node
    /// counts).
    type Extra: SystemParam + 'static;

    /// The menu card's line about the game.
    const BLURB: &'static str;
    /// What the hints checkbox says the hints show.
    const HINTS: &'static str;
    /// How to play, page by page: the rules card's.
    const RULES: &'static [RulePage];

    /// The menu card's picture of the game's board, in `rect`.
    fn preview(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt);
    /// What else of the game needs a window (keys of its own).
    fn window_plugin(_app: &mut App) {}
    /// The position the board shows: the game's, or one being set up (Reversi's editor).
    fn shown_position(session: &Session<Self>, _extra: &SystemParamItem<Self::Extra>) -> Self::Position {
        *session.position()
    }

    /// A side's piece, drawn before its name in the scoreboard: a dark and a light stone unless
    /// the game draws its own.
    fn side_marker(ui: &mut egui::Ui, seat: Seat) {
        match seat {
            Seat::First => round_marker(ui, egui::Color32::from_gray(30), egui::Color32::from_gray(110)),
            Seat::Second => round_marker(ui, egui::Color32::from_gray(230), egui::Color32::from_gray(150)),
        }
    }
    /// A line under the scoreboard (the turn out of the limit).
    fn status_line(_position: &Self::Position) -> Option<String> {
        None
    }
    /// The game's own sections, between the players and the AI's thinking (none unless the game
    /// has some); they may ask for an action on the game (show a position).
    fn option_sections(
        _ui: &mut egui::Ui,
        _options: &mut Self::Options,
        _session: &Session<Self>,
        _extra: &mut SystemParamItem<Self::Extra>,
    ) -> Option<GameAction> {
        None
    }
    /// A colour and a word for moves of the line the game has judged (Reversi's review).
    fn move_marks(_session: &Session<Self>, _extra: &SystemParamItem<Self::Extra>) -> Vec<Option<MoveMark>> {
        Vec::new()
    }
    /// The game's lines at the top of the Board section.
    fn board_options(_ui: &mut egui::Ui, _options: &mut Self::Options) {}
    /// A note under the scoreboard while the human builds a move.
    fn pending_note(_pending: &[Self::Square]) -> Option<&'static str> {
        None
    }
}

pub(crate) fn plugin<G: GamePanel>(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_panel::<G>.run_if(in_state(G::screen())));
}

#[derive(SystemParam)]
struct PanelState<'w, 's, G: GamePanel> {
    session: ResMut<'w, Session<G>>,
    notes: Res<'w, ScreenNotes<G>>,
    pending: Res<'w, PendingMove<G>>,
    mode: Option<Res<'w, State<GameMode>>>,
    game_settings: ResMut<'w, GameSettings<G>>,
    settings: ResMut<'w, Settings>,
    notice: ResMut<'w, SettingsNotice>,
    ai: Res<'w, AiSearch<<G as ArcadeGame>::Move>>,
    outside: ResMut<'w, OutsideSeat<G>>,
    chooser: Res<'w, FileChooser>,
    paste: Local<'s, String>,
    next_screen: ResMut<'w, NextState<Screen>>,
    help: ResMut<'w, HelpShown>,
    /// A Load was asked for last frame: on success the paste box empties.
    loading: Local<'s, bool>,
    /// The position whose result card the player put aside to see the board.
    result_hidden_at: Local<'s, Option<Generation>>,
}

fn draw_panel<G: GamePanel>(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut state: PanelState<G>,
    mut extra: StaticSystemParam<G::Extra>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let PanelState {
        session,
        notes,
        pending,
        mode,
        game_settings,
        settings,
        notice,
        ai,
        outside,
        chooser,
        paste,
        next_screen,
        help,
        loading,
        result_hidden_at,
    } = &mut state;
    let generation = session.generation();
    if std::mem::take(&mut **loading) && notes.file_error(generation).is_none() {
        paste.clear();
    }
    let setting_up = mode.as_ref().is_some_and(|mode| *mode.get() == GameMode::SetUp);
    let mut draft = (**game_settings).clone();
    let mut animation_speed = settings.animation_speed;
    let mut sound = settings.sound;
    let mut paused = session.paused;
    let mut command = None;
    let mut game_action = None;
    let marks = G::move_marks(session, &extra);
    let board = Scoreboard {
        position: G::shown_position(session, &extra),
        setting_up,
        pending: pending.squares(generation),
        seats: draft.seats,
        thinking: ai.is_thinking() || outside.is_thinking(),
    };
    // The move list and the graph both name the moves.
    let moves = move_texts::<G>(session);
    let back_to_menu = super::side_panel(
        ctx,
        G::Position::TITLE,
        &mut notice.0,
        &mut help.0,
        |ui| scoreboard(ui, session, board),
        |ui| {
            super::section(ui, "Players", true, |ui| {
                let offer_engine = G::Outside::settings(&draft.options).is_some();
                super::players(ui, &mut draft.seats, G::Position::SIDES, offer_engine, &mut paused);
                if engine_in_use::<G>(&draft)
                    && let Some(engine) = G::Outside::settings_mut(&mut draft.options)
                {
                    let status = OutsideEngineStatus {
                        name: outside.name.as_deref(),
                        thinking: outside.is_thinking(),
                        last_move: outside.last.as_ref().map(|(reply, elapsed)| engine_move_text::<G>(reply, *elapsed)),
                    };
                    super::outside_engine(ui, engine, status);
                }
                if let Some(failure) = &outside.failure {
                    ui.label(egui::RichText::new(failure).color(theme::WARNING));
                }
                super::time_control(ui, &mut draft.time_control);
                let game_control = session.clock().map(|clock| clock.control);
                if !session.history().line().is_empty() && game_control != draft.time_control {
                    ui.small("This game keeps its clock; the new one starts with the next game.");
                }
            });
            if let Some(action) = G::option_sections(ui, &mut draft.options, session, &mut extra) {
                game_action = Some(action);
            }
            super::section(ui, "Thinking", true, |ui| {
                super::thinking(ui, ai, G::Position::move_text, G::describe_score, G::SCORE_MEANING);
            });
            super::section(ui, "Board", true, |ui| {
                G::board_options(ui, &mut draft.options);
                ui.checkbox(&mut draft.show_hints, format!("Hints: {}", G::HINTS))
                    .on_hover_text(format!("Searched in the background on your turns. {}", G::SCORE_MEANING));
                if let Some(engine) = G::Outside::settings_mut(&mut draft.options) {
                    ui.add_enabled(
                        draft.show_hints,
                        egui::Checkbox::new(&mut engine.gives_hints, "… from the outside engine"),
                    )
                    .on_hover_text("The outside engine set in Players scores the moves instead of the AI.");
                }
                super::animation_speed(ui, &mut animation_speed);
                super::sound_controls(ui, &mut sound);
            });
            super::section(ui, "Game", true, |ui| {
                let transcript = session.transcript();
                let position = session.position().to_string();
                let record = GameSection {
                    moves: &moves,
                    marks: &marks,
                    cursor: session.history().cursor(),
                    transcript: &transcript,
                    position: &position,
                    load_error: notes.file_error(generation),
                    saved_to: notes.saved_to.as_deref(),
                    paste_hint: G::PASTE_HINT,
                    file_chooser: (chooser.available, chooser.is_showing()),
                };
                command = super::game_controls(ui, record, paste);
            });
            super::section(ui, "Evaluation", true, |ui| {
                let values: Vec<Option<f32>> =
                    session.evaluations().iter().map(|score| score.map(G::graph_value)).collect();
                if let Some(ply) = super::evaluation_graph(ui, &values, &moves, session.history().cursor()) {
                    command = Some(GameCommand::GoTo(ply));
                }
                let first = G::Position::SIDES[0];
                ui.small(format!("{first}'s advantage after each move (up: {first} ahead)."));
            });
        },
    );
    if back_to_menu {
        next_screen.set(Screen::Menu);
    }
    if setting_up {
        // The board shows the position being set up: nothing about the game goes over it.
    } else if session.is_over() && **result_hidden_at != Some(generation) {
        match super::game_over_box(ctx, &session.result_text()) {
            Some(GameOverChoice::NewGame) => command = Some(GameCommand::NewGame),
            Some(GameOverChoice::Menu) => next_screen.set(Screen::Menu),
            Some(GameOverChoice::ViewBoard) => **result_hidden_at = Some(generation),
            None => {}
        }
    } else if let Some(announcement) = notes.pass(generation) {
        super::announcement(ctx, announcement);
    }

    if draft != **game_settings {
        if engine_in_use::<G>(&draft) {
            // The player chose the engine again: its last failure is history.
            outside.failure = None;
        }
        **game_settings = draft;
    }
    if animation_speed != settings.animation_speed {
        settings.animation_speed = animation_speed;
    }
    if sound != settings.sound {
        settings.sound = sound;
    }
    if session.paused != paused {
        session.paused = paused;
    }
    if let Some(action) = game_action {
        commands.trigger(action);
    }
    if let Some(command) = command {
        **loading = matches!(command, GameCommand::Load(_));
        commands.trigger(match command {
            GameCommand::NewGame => GameAction::NewGame,
            GameCommand::Undo => GameAction::Undo,
            GameCommand::Redo => GameAction::Redo,
            GameCommand::GoTo(ply) => GameAction::GoTo(ply),
            GameCommand::Save => GameAction::Save,
            GameCommand::Choose(purpose) => GameAction::ChooseFile(purpose),
            GameCommand::Load(text) => GameAction::Load(text),
        });
    }
    Ok(())
}

/// `f5 (+2.0, 1.3 s)`: an outside engine's move with its evaluation and time.
fn engine_move_text<G: GamePanel>(reply: &EngineReply<G::Move>, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    match reply.score {
        Some(score) => format!("{} ({}, {seconds:.1} s)", reply.mv, G::describe_score(score)),
        None => format!("{} ({seconds:.1} s)", reply.mv),
    }
}

/// Every move of the game's line as the move list writes it.
fn move_texts<G: GamePanel>(session: &Session<G>) -> Vec<String> {
    session.history().line_plies().map(|(before, mv)| G::Position::move_text(before.seat_to_move(), mv)).collect()
}

/// What the scoreboard shows besides the game.
struct Scoreboard<'a, G: GamePanel> {
    /// The position on the board: the game's, or one being set up.
    position: G::Position,
    setting_up: bool,
    /// The move the human is building.
    pending: &'a [G::Square],
    seats: Seats,
    thinking: bool,
}

/// Each side's piece, player and figure, whose turn it is, and the result: always in view at
/// the top of the panel.
fn scoreboard<G: GamePanel>(ui: &mut egui::Ui, session: &Session<G>, board: Scoreboard<G>) {
    let Scoreboard { position, setting_up, pending, seats, thinking } = board;
    let position = &position;
    let over = !setting_up && session.is_over();
    for seat in Seat::BOTH {
        let name = G::Position::SIDES[seat.index()];
        let to_move = !over && position.seat_to_move() == seat;
        let fill = if to_move { egui::Color32::from_rgb(44, 60, 52) } else { egui::Color32::from_rgb(36, 39, 45) };
        egui::Frame::new().fill(fill).corner_radius(6.0).inner_margin(egui::Margin::symmetric(10, 6)).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                G::side_marker(ui, seat);
                ui.label(egui::RichText::new(name).size(17.0).strong());
                let player = seats.get(seat);
                ui.label(egui::RichText::new(player.label()).color(theme::TEXT_DIM));
                // Fixed widths: a label that appears or grows must not push the count out of
                // the row for a frame.
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if let Some(figure) = position.count(seat) {
                        let figure = egui::RichText::new(figure.to_string()).size(24.0).strong().monospace();
                        ui.add_sized([40.0, 28.0], egui::Label::new(figure));
                    }
                    if let Some(clock) = session.clock() {
                        let left = clock.remaining(seat);
                        let colour = if left < Duration::from_secs(10) {
                            theme::WARNING
                        } else if to_move {
                            theme::ACCENT
                        } else {
                            theme::TEXT_DIM
                        };
                        let text = egui::RichText::new(clock_text(left)).size(18.0).monospace().color(colour);
                        ui.add_sized([64.0, 24.0], egui::Label::new(text));
                    }
                    let status = match (to_move, thinking) {
                        (false, _) => "",
                        (true, true) => "thinking…",
                        (true, false) => "to move",
                    };
                    ui.add_sized([76.0, 20.0], egui::Label::new(egui::RichText::new(status).color(theme::ACCENT)));
                });
            });
        });
    }
    if let Some(line) = G::status_line(position) {
        ui.label(line);
    }
    if setting_up {
        ui.label(egui::RichText::new("Setting up a position: the game waits").color(theme::ACCENT));
    } else if over {
        ui.label(egui::RichText::new(session.result_text()).size(16.0).strong().color(theme::WARNING));
    } else if session.history().can_redo() {
        let (shown, line) = (session.history().cursor(), session.history().line().len());
        ui.label(
            egui::RichText::new(format!("Viewing move {shown} of {line}: a move here starts a new line; → goes on"))
                .color(theme::TEXT_DIM),
        );
    } else if session.paused {
        ui.label("Paused");
    } else if let Some(note) = G::pending_note(pending) {
        // Under the scoreboard, where the player looks for whose turn it is: over the board it
        // would hide the coordinates or the pieces the chain is jumping.
        ui.label(egui::RichText::new(note).strong().color(theme::WARNING));
    }
}

/// A disc or stone of `body` colour with a rim, as the scoreboard's side marker.
pub fn round_marker(ui: &mut egui::Ui, body: egui::Color32, rim: egui::Color32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
    ui.painter().circle(rect.center(), 12.0, body, egui::Stroke::new(1.0, rim));
}
