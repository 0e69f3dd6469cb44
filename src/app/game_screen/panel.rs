//! The side panel of a game screen, written once: the scoreboard always in view, then two tabs.
//! *Play* holds what a game needs (players, the level, hints, the clock, New game / Undo / Redo,
//! the moves and the evaluation graph); *Lab* the workbench (the AI's thinking, the game's own
//! sections: search, weights, review, the editor…, outside engines, hints' strength, the board's
//! overlays, files). Over the board: a forced pass, the result, and floating notices.

use std::time::Duration;

use bevy::ecs::system::{StaticSystemParam, SystemParam};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::base::game_clock::clock_text;
use crate::app::base::requests::{FilePurpose, GameAction, ShowDuel, ShowSearchTree, ShowTournament, ToggleHelp};
use crate::app::base::screen::Screen;
use crate::app::base::settings::{AnalysisStrength, PanelLayer, PlayerKind, Seats, Settings, SettingsNotice};
use crate::app::base::tasks::{AiSearch, Generation};
use crate::app::base::{i18n, theme};
use crate::app::contract::arcade_game::{
    ArcadeGame, EngineReply, OutsideEngine, game_title, score_meaning, side_names,
};
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::contract::window_game::{SharedSections, WindowGame};
use crate::app::game_screen::rating::{GAMES_A_LEVEL, ProgramRating, RatingState};
use crate::app::game_screen::{
    BoardCursor, FileChooser, GameMode, OutsideSeat, PendingMove, ProgramSeat, ProgramTest, ScreenNotes, WhyThisMove,
    engine_in_use,
};
use crate::app::widgets::{
    self, GameCommand, GameFile, GameOverChoice, OutsideEngineStatus, ProgramRequest, ProgramStatus, ProgramTestStatus,
    RatingStatus,
};
use crate::games::rating::bracket;
use crate::games::{Notation, Seat};
use crate::tr;

/// [`SharedSections`] as the panel draws them.
struct LabShared<'a, 'w, 's, G: ArcadeGame> {
    why: &'a WhyThisMove<G>,
    commands: &'a mut Commands<'w, 's>,
}

impl<G: ArcadeGame> SharedSections<G> for LabShared<'_, '_, '_, G> {
    fn why(&mut self, ui: &mut egui::Ui, options: &G::Options) {
        super::why_section::why_section(ui, self.why, options);
    }

    fn test_weights(&mut self, ui: &mut egui::Ui) {
        if ui.button(tr!("duel-open")).on_hover_text(tr!("duel-open-hover")).clicked() {
            self.commands.trigger(ShowDuel);
        }
    }
}

pub(crate) fn plugin<G: WindowGame>(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_panel::<G>.run_if(in_state(G::screen())));
}

#[derive(SystemParam)]
struct PanelState<'w, 's, G: WindowGame> {
    current_game: ResMut<'w, CurrentGame<G>>,
    notes: Res<'w, ScreenNotes<G>>,
    pending: Res<'w, PendingMove<G>>,
    cursor: Res<'w, BoardCursor<G>>,
    mode: Option<Res<'w, State<GameMode>>>,
    game_settings: ResMut<'w, GameSettings<G>>,
    settings: ResMut<'w, Settings>,
    notice: ResMut<'w, SettingsNotice>,
    ai: Res<'w, AiSearch<<G as ArcadeGame>::Move>>,
    why: Res<'w, WhyThisMove<G>>,
    outside: ResMut<'w, OutsideSeat<G>>,
    programs: ResMut<'w, ProgramSeat<G>>,
    rating: ResMut<'w, ProgramRating<G>>,
    chooser: Res<'w, FileChooser>,
    paste: Local<'s, String>,
    next_screen: ResMut<'w, NextState<Screen>>,
    /// A Load was asked for last frame: on success the paste box empties.
    loading: Local<'s, bool>,
    /// The position whose result card the player put aside to see the board.
    result_hidden_at: Local<'s, Option<Generation>>,
}

/// The player's own program: its settings, its test, its rating and how it plays; what the
/// player asked of it.
fn program_section<G: WindowGame>(
    ui: &mut egui::Ui,
    settings: &mut crate::app::base::settings::ProgramSettings,
    programs: &ProgramSeat<G>,
    rating: &ProgramRating<G>,
    can_choose_file: bool,
) -> Option<ProgramRequest> {
    let last = programs.last.as_ref();
    let status = ProgramStatus {
        can_choose_file,
        thinking: programs.is_thinking(),
        last: last.map(|played| {
            let side = crate::app::contract::arcade_game::side_name::<G>(played.seat);
            (side, G::Position::move_text(played.seat, played.mv), played.seconds)
        }),
        comments: last.map_or(&[], |played| played.comments.as_slice()),
        test: match &programs.test {
            None => ProgramTestStatus::NotRun,
            Some(ProgramTest::Running(_)) => ProgramTestStatus::Running,
            Some(ProgramTest::Passed(words)) => ProgramTestStatus::Passed(words),
            Some(ProgramTest::Failed(words)) => ProgramTestStatus::Failed(words),
        },
        rating: rating_status::<G>(rating),
        rating_games: GAMES_A_LEVEL,
    };
    widgets::program_seat(ui, settings, status)
}

/// The rating of the program in words: the level it plays, or where it stands and how each
/// match went.
fn rating_status<G: WindowGame>(rating: &ProgramRating<G>) -> RatingStatus {
    let levels = G::named_levels();
    let name = |level: usize| levels.get(level).map_or_else(String::new, |level| level.name.clone());
    match &rating.state {
        None => RatingStatus::NotRun,
        Some(RatingState::Running { .. }) => {
            let climbing = rating.climbing().unwrap_or_default();
            RatingStatus::Running(climbing.level.map_or_else(
                || tr!("panel-program-rating-starting"),
                |level| {
                    tr!(
                        "panel-program-rating-against",
                        level = name(level),
                        played = climbing.played,
                        games = GAMES_A_LEVEL
                    )
                },
            ))
        }
        Some(RatingState::Failed(why)) => RatingStatus::Failed(why.clone()),
        Some(RatingState::Rated(report)) => {
            let rated = |level: usize| (name(level), format!("{:.0}", G::LEVEL_RATINGS[level]));
            let standing = match bracket(&G::LEVEL_RATINGS[..levels.len().min(G::LEVEL_RATINGS.len())], report.rating) {
                (Some(below), Some(above)) => {
                    let ((below, below_rating), (above, above_rating)) = (rated(below), rated(above));
                    tr!(
                        "panel-program-rating-between",
                        below = below,
                        below_rating = below_rating,
                        above = above,
                        above_rating = above_rating
                    )
                }
                (None, Some(above)) => {
                    let (above, above_rating) = rated(above);
                    tr!("panel-program-rating-below-all", above = above, above_rating = above_rating)
                }
                (Some(below), None) => {
                    let (below, below_rating) = rated(below);
                    tr!("panel-program-rating-above-all", below = below, below_rating = below_rating)
                }
                (None, None) => String::new(),
            };
            let rating = tr!(
                "panel-program-rating",
                rating = format!("{:.0}", report.rating),
                margin = format!("{:.0}", report.margin),
                standing = standing
            );
            let mut lines: Vec<String> = report
                .results
                .iter()
                .map(|result| {
                    tr!(
                        "panel-program-rating-level",
                        level = name(result.level),
                        wins = result.wins,
                        draws = result.draws,
                        losses = result.losses
                    )
                })
                .collect();
            if report.forfeits > 0 {
                lines.push(tr!("panel-program-rating-forfeits", count = report.forfeits));
            }
            if report.stopped {
                lines.push(tr!("panel-program-rating-stopped"));
            }
            RatingStatus::Rated { rating, levels: lines }
        }
    }
}

fn draw_panel<G: WindowGame>(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut state: PanelState<G>,
    mut extra: StaticSystemParam<G::Extra>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let PanelState {
        current_game,
        notes,
        pending,
        cursor,
        mode,
        game_settings,
        settings,
        notice,
        ai,
        why,
        outside,
        programs,
        rating,
        chooser,
        paste,
        next_screen,
        loading,
        result_hidden_at,
    } = &mut state;
    let generation = current_game.generation();
    if std::mem::take(&mut **loading) && notes.file_error(generation).is_none() {
        paste.clear();
    }
    let setting_up = mode.as_ref().is_some_and(|mode| *mode.get() == GameMode::SetUp);
    let mut draft = (**game_settings).clone();
    let mut window = (**settings).clone();
    let mut paused = current_game.paused;
    let mut command = None;
    let mut game_action = None;
    let marks = G::move_marks(current_game, &extra);
    let board = Scoreboard {
        position: G::shown_position(current_game, &extra),
        setting_up,
        pending: pending.squares(generation),
        typed: cursor.typed(),
        seats: draft.seats,
        thinking: ai.is_thinking() || outside.is_thinking() || programs.is_thinking(),
    };
    // The move list and the graph both name the moves.
    let moves = move_texts::<G>(current_game);
    let cursor = current_game.history().cursor();
    let offer_engine = G::Outside::settings(&draft.options).is_some();
    let name = G::Position::NAME;
    let sides = side_names::<G>();
    let mut help_asked = false;
    let back_to_menu = widgets::side_panel(
        ctx,
        &game_title::<G>(),
        &mut window.panel_layer,
        &mut help_asked,
        |ui| scoreboard(ui, current_game, board, &sides),
        |ui, layer| match layer {
            PanelLayer::Play => {
                let names = [sides[0].as_str(), sides[1].as_str()];
                if widgets::players(ui, &mut draft.seats, names, offer_engine, current_game.is_over(), &mut paused) {
                    game_action = Some(GameAction::Step);
                }
                if draft.seats.any(PlayerKind::Program) {
                    widgets::section(ui, &tr!("panel-section-program"), true, |ui| {
                        match program_section::<G>(ui, &mut draft.program, programs, rating, chooser.available) {
                            Some(ProgramRequest::Test) => programs.start_test(draft.program.spec()),
                            Some(ProgramRequest::Rate) => rating.start(draft.program.spec()),
                            Some(ProgramRequest::StopRating) => rating.stop(),
                            Some(ProgramRequest::ChooseFile) => {
                                game_action = Some(GameAction::ChooseFile(FilePurpose::Program));
                            }
                            None => {}
                        }
                    });
                }
                if draft.seats.any(PlayerKind::Ai) {
                    G::level(ui, &mut draft.options);
                }
                ui.horizontal(|ui| {
                    let hints = i18n::game_text(name, "hints", G::HINTS);
                    ui.checkbox(&mut draft.show_hints, tr!("panel-hints")).on_hover_text(format!(
                        "{} (H). {}",
                        capitalised(&hints),
                        score_meaning::<G>()
                    ));
                    ui.add_space(12.0);
                    let game_control = current_game.clock().map(|clock| clock.control);
                    let applies_later = !current_game.history().line().is_empty() && game_control != draft.time_control;
                    widgets::time_control(ui, &mut draft.time_control, applies_later);
                });
                if let Some(chosen) = widgets::game_buttons(ui, cursor, moves.len()) {
                    command = Some(chosen);
                }
                // The moves and the graph share what is left of the window's height.
                let room = (ui.available_height() - 40.0).max(160.0);
                if let Some(chosen) = widgets::move_list(ui, &moves, &marks, cursor, (room * 0.35).clamp(44.0, 120.0)) {
                    command = Some(chosen);
                }
                let values: Vec<Option<f32>> =
                    current_game.evaluations().iter().map(|score| score.map(G::graph_value)).collect();
                let height = (room * 0.55).clamp(90.0, 220.0);
                if let Some(ply) = widgets::evaluation_graph(ui, &values, &moves, cursor, height) {
                    command = Some(GameCommand::GoTo(ply));
                }
                let [first, second] = &sides;
                ui.small(tr!("panel-graph-note", first = first.as_str(), second = second.as_str()));
            }
            PanelLayer::Lab => {
                widgets::section(ui, &tr!("panel-section-thinking"), true, |ui| {
                    widgets::thinking(ui, ai, G::Position::move_text, G::describe_score, &score_meaning::<G>());
                    if ui.button(tr!("search-tree-open")).on_hover_text(tr!("search-tree-open-hover")).clicked() {
                        commands.trigger(ShowSearchTree);
                    }
                });
                let mut shared = LabShared { why, commands: &mut commands };
                if let Some(action) = G::lab_sections(ui, &mut draft.options, current_game, &mut extra, &mut shared) {
                    game_action = Some(action);
                }
                if engine_in_use::<G>(&draft)
                    && let Some(engine) = G::Outside::settings_mut(&mut draft.options)
                {
                    widgets::section(ui, &tr!("panel-section-outside-engine"), true, |ui| {
                        let status = OutsideEngineStatus {
                            name: outside.name.as_deref(),
                            thinking: outside.is_thinking(),
                            last_move: outside
                                .last
                                .as_ref()
                                .map(|(reply, elapsed)| engine_move_text::<G>(reply, *elapsed)),
                        };
                        widgets::outside_engine(ui, engine, status);
                    });
                }
                widgets::section(ui, &tr!("panel-section-tournament"), false, |ui| {
                    ui.label(egui::RichText::new(tr!("panel-tournament-about")).color(theme::text_dim()));
                    let button = ui.button(tr!("panel-tournament-open"));
                    if button.on_hover_text(tr!("panel-tournament-open-hover")).clicked() {
                        commands.trigger(ShowTournament);
                    }
                });
                widgets::section(ui, &tr!("panel-section-hints"), true, |ui| {
                    hint_strength(ui, &mut draft.hint_strength);
                    if let Some(engine) = G::Outside::settings_mut(&mut draft.options) {
                        ui.add_enabled(
                            draft.show_hints,
                            egui::Checkbox::new(&mut engine.gives_hints, tr!("panel-engine-hints")),
                        )
                        .on_hover_text(tr!("panel-engine-hints-hover"));
                    }
                });
                widgets::section(ui, &tr!("panel-section-board"), false, |ui| {
                    G::board_options(ui, &mut draft.options);
                    widgets::animation_speed(ui, &mut window.animation_speed);
                    widgets::sound_controls(ui, &mut window.sound);
                });
                widgets::section(ui, &tr!("panel-section-file"), false, |ui| {
                    let transcript = current_game.transcript();
                    let position = current_game.position().to_string();
                    let paste_hint = i18n::game_text(name, "paste-hint", G::PASTE_HINT);
                    let file = GameFile {
                        transcript: &transcript,
                        position: &position,
                        load_error: notes.file_error(generation),
                        saved_to: notes.saved_to(),
                        paste_hint: &paste_hint,
                        file_chooser: (chooser.available, chooser.is_showing()),
                    };
                    if let Some(chosen) = widgets::game_file(ui, file, paste) {
                        command = Some(chosen);
                    }
                });
            }
        },
    );
    if back_to_menu {
        next_screen.set(Screen::Menu);
    }
    if help_asked {
        commands.trigger(ToggleHelp);
    }
    if let Some(message) = notice.0.clone()
        && widgets::floating_notice(ctx, "settings notice", 0, &message)
    {
        notice.0 = None;
    }
    if let Some(failure) = outside.failure.clone()
        && widgets::floating_notice(ctx, "engine failure", 1, &failure)
    {
        outside.failure = None;
    }
    if let Some(failure) = programs.failure.clone()
        && widgets::floating_notice(ctx, "program failure", 3, &failure)
    {
        programs.failure = None;
    }
    // A paste, a file or a save that failed says so where the player looks, whichever layer is
    // open (the Lab's file section says it too).
    if window.panel_layer == PanelLayer::Play
        && let Some(error) = notes.file_error(generation)
    {
        widgets::floating_notice(ctx, "file error", 2, error);
    }
    if setting_up {
        // The board shows the position being set up: nothing about the game goes over it.
    } else if current_game.is_over() && **result_hidden_at != Some(generation) {
        match widgets::game_over_box(ctx, &current_game.result_text()) {
            Some(GameOverChoice::NewGame) => command = Some(GameCommand::NewGame),
            Some(GameOverChoice::Menu) => next_screen.set(Screen::Menu),
            Some(GameOverChoice::ViewBoard) => **result_hidden_at = Some(generation),
            None => {}
        }
    } else if let Some(announcement) = notes.pass(generation) {
        widgets::announcement(ctx, announcement);
    }

    if draft != **game_settings {
        if engine_in_use::<G>(&draft) {
            // The player chose the engine again: its last failure is history.
            outside.failure = None;
        }
        if draft.seats.any(PlayerKind::Program) {
            programs.failure = None;
        }
        **game_settings = draft;
    }
    if window != **settings {
        **settings = window;
    }
    if current_game.paused != paused {
        current_game.paused = paused;
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

/// "the engine's score…" as the start of a sentence.
fn capitalised(text: &str) -> String {
    let mut letters = text.chars();
    letters.next().map_or_else(String::new, |first| first.to_uppercase().chain(letters).collect())
}

/// How hard the hints and the graph's analysis search.
fn hint_strength(ui: &mut egui::Ui, strength: &mut AnalysisStrength) {
    ui.horizontal(|ui| {
        ui.label(tr!("panel-analysis")).on_hover_text(tr!("panel-analysis-hover"));
        for choice in AnalysisStrength::ALL {
            ui.selectable_value(strength, choice, choice.label()).on_hover_text(choice.hover());
        }
    });
}

/// `f5 (+2.0, 1.3 s)`: an outside engine's move with its evaluation and time.
fn engine_move_text<G: WindowGame>(reply: &EngineReply<G::Move>, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    match reply.score {
        Some(score) => {
            format!("{} ({}, {})", reply.mv, G::describe_score(score, false), widgets::seconds_text(seconds, 1))
        }
        None => format!("{} ({})", reply.mv, widgets::seconds_text(seconds, 1)),
    }
}

/// Every move of the game's line as the move list writes it.
fn move_texts<G: WindowGame>(current_game: &CurrentGame<G>) -> Vec<String> {
    current_game.history().line_plies().map(|(before, mv)| G::Position::move_text(before.seat_to_move(), mv)).collect()
}

/// What the scoreboard shows besides the game.
struct Scoreboard<'a, G: WindowGame> {
    /// The position on the board: the game's, or one being set up.
    position: G::Position,
    setting_up: bool,
    /// The move the human is building.
    pending: &'a [G::Square],
    /// The start of a square's name the human has typed.
    typed: &'a str,
    seats: Seats,
    thinking: bool,
}

/// Each side's piece, player and figure, whose turn it is, and the result: always in view at
/// the top of the panel.
fn scoreboard<G: WindowGame>(
    ui: &mut egui::Ui,
    current_game: &CurrentGame<G>,
    board: Scoreboard<G>,
    sides: &[String; 2],
) {
    let Scoreboard { position, setting_up, pending, typed, seats, thinking } = board;
    let position = &position;
    let over = !setting_up && current_game.is_over();
    for seat in Seat::BOTH {
        let name = &sides[seat.index()];
        let to_move = !over && position.seat_to_move() == seat;
        let palette = theme::palette();
        let fill = if to_move { palette.to_move_fill } else { palette.waiting_fill };
        egui::Frame::new().fill(fill).corner_radius(6.0).inner_margin(egui::Margin::symmetric(10, 6)).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                G::side_marker(ui, seat);
                ui.label(egui::RichText::new(name).size(17.0).strong());
                let player = seats.get(seat);
                ui.label(egui::RichText::new(player.label()).color(theme::text_dim()));
                // Fixed widths: a label that appears or grows must not push the count out of
                // the row for a frame.
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if let Some(figure) = position.count(seat) {
                        let figure = egui::RichText::new(figure.to_string()).size(24.0).strong().monospace();
                        ui.add_sized([40.0, 28.0], egui::Label::new(figure));
                    }
                    if let Some(clock) = current_game.clock() {
                        let left = clock.remaining(seat);
                        let colour = if left < Duration::from_secs(10) {
                            theme::warning()
                        } else if to_move {
                            theme::accent()
                        } else {
                            theme::text_dim()
                        };
                        let text = egui::RichText::new(clock_text(left)).size(18.0).monospace().color(colour);
                        ui.add_sized([64.0, 24.0], egui::Label::new(text));
                    }
                    let status = match (to_move, thinking) {
                        (false, _) => String::new(),
                        (true, true) => tr!("panel-side-thinking"),
                        (true, false) => tr!("panel-side-to-move"),
                    };
                    ui.add_sized([76.0, 20.0], egui::Label::new(egui::RichText::new(status).color(theme::accent())));
                });
            });
        });
    }
    let (shown, line) = (current_game.history().cursor(), current_game.history().line().len());
    let state = if setting_up {
        Some(egui::RichText::new(tr!("panel-setting-up")).color(theme::accent()))
    } else if over {
        Some(egui::RichText::new(current_game.result_text()).strong().color(theme::warning()))
    } else if current_game.history().can_redo() {
        let text = tr!("panel-viewing", shown = shown, line = line);
        Some(egui::RichText::new(text).color(theme::text_dim()))
    } else if current_game.paused {
        Some(egui::RichText::new(tr!("panel-paused")))
    } else if !typed.is_empty() {
        // What the keys have spelt so far, or they would seem to do nothing.
        Some(egui::RichText::new(tr!("panel-typed-square", typed = typed)).strong().color(theme::accent()))
    } else {
        // Under the scoreboard, where the player looks for whose turn it is: over the board it
        // would hide the coordinates or the pieces the chain is jumping.
        G::pending_note(pending)
            .map(|note| egui::RichText::new(widgets::translated(note)).strong().color(theme::warning()))
    };
    // One line always there, whatever it says: a message that comes and goes must not move
    // the buttons below under the mouse. Too long a line is cut, the whole of it on hover.
    let width = ui.available_width();
    ui.allocate_ui_with_layout(egui::vec2(width, 20.0), egui::Layout::left_to_right(egui::Align::Center), |ui| {
        ui.set_min_size(egui::vec2(width, 20.0));
        let status = G::status_line(current_game, position);
        let text = match (status, state) {
            (Some(status), Some(state)) => {
                egui::RichText::new(format!("{status} · {}", state.text())).color(theme::text_dim())
            }
            (Some(status), None) => egui::RichText::new(status),
            (None, Some(state)) => state,
            (None, None) => return,
        };
        let full = text.text().to_owned();
        ui.add(egui::Label::new(text).truncate()).on_hover_text(full);
    });
}
