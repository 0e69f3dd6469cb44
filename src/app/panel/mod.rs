//! The side panel, for any game: [`screen`] lays out a game screen's panel from these sections
//! (players, search options, the AI's live thinking, game controls with the transcript, the
//! evaluation graph) and what the game adds through [`GamePanel`].

mod graph;
pub(super) mod screen;

use std::ops::RangeInclusive;

use bevy_egui::egui;

pub use graph::evaluation_graph;
pub use screen::{GamePanel, round_marker};

use super::ai_task::AiSearch;
use super::session::{FilePurpose, TimeControl};
use super::settings::{OutsideEngineSettings, Player, Seats, SoundSettings};
use super::theme;
use crate::engine::{Algorithm, Score, SearchInfo};
use crate::games::Seat;

/// A titled, collapsible section.
pub fn section(ui: &mut egui::Ui, title: &str, open: bool, add_contents: impl FnOnce(&mut egui::Ui)) {
    egui::CollapsingHeader::new(egui::RichText::new(title).strong().size(15.0))
        .default_open(open)
        .show(ui, add_contents);
}

/// Human, AI (or an outside engine, where the game has them) for each side; with no human, the
/// pause button.
pub fn players(ui: &mut egui::Ui, seats: &mut Seats, names: [&str; 2], offer_engine: bool, paused: &mut bool) {
    let choices: &[Player] =
        if offer_engine { &[Player::Human, Player::Ai, Player::Engine] } else { &[Player::Human, Player::Ai] };
    egui::Grid::new("players").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
        for (name, seat) in names.into_iter().zip([&mut seats.first, &mut seats.second]) {
            ui.label(name);
            ui.horizontal(|ui| {
                for &player in choices {
                    let choice = ui.selectable_value(seat, player, player.label());
                    if player == Player::Engine {
                        choice.on_hover_text("Another program, speaking the NBoard protocol, plays this side.");
                    }
                }
            });
            ui.end_row();
        }
    });
    if seats.both_machines() {
        let label = if *paused { "▶ Resume" } else { "⏸ Pause" };
        let hover = if *paused {
            "Let the two AIs go on playing (Space)"
        } else {
            "Hold the game after the current move (Space)"
        };
        if ui.add_sized([120.0, 26.0], egui::Button::new(label)).on_hover_text(hover).clicked() {
            *paused = !*paused;
        }
    } else {
        *paused = false;
    }
}

/// The games' time control: none, a preset or the player's own.
pub fn time_control(ui: &mut egui::Ui, control: &mut Option<TimeControl>) {
    let custom = control.is_some_and(|chosen| !TimeControl::PRESETS.contains(&chosen));
    ui.horizontal(|ui| {
        ui.label("Clock");
        let shown = match control {
            None => "None".to_owned(),
            Some(_) if custom => "Custom".to_owned(),
            Some(chosen) => chosen.label(),
        };
        egui::ComboBox::from_id_salt("time control").selected_text(shown).width(130.0).show_ui(ui, |ui| {
            ui.selectable_value(control, None, "None");
            for preset in TimeControl::PRESETS {
                ui.selectable_value(control, Some(preset), preset.label());
            }
            if ui.selectable_label(custom, "Custom").clicked() && !custom {
                *control = Some(TimeControl::new(20 * 60, 15));
            }
        });
    });
    if let Some(chosen) = control
        && custom
    {
        let mut minutes = chosen.base_seconds as f32 / 60.0;
        ui.horizontal(|ui| {
            ui.label("Minutes");
            let slider = egui::Slider::new(&mut minutes, 0.5..=120.0).logarithmic(true).step_by(0.5);
            if ui.add(slider).changed() {
                chosen.base_seconds = (minutes * 60.0).round() as u32;
            }
        });
        ui.horizontal(|ui| {
            ui.label("Added per move");
            ui.add(egui::Slider::new(&mut chosen.increment_seconds, 0..=60).suffix(" s"));
        });
    }
}

/// What the panel shows of an outside engine.
pub struct OutsideEngineStatus<'a> {
    pub name: Option<&'a str>,
    pub thinking: bool,
    /// Its last move, with its evaluation and time, written out.
    pub last_move: Option<String>,
}

/// The outside engine's command line, depth and time, and how it is doing.
pub fn outside_engine(ui: &mut egui::Ui, settings: &mut OutsideEngineSettings, status: OutsideEngineStatus) {
    egui::Grid::new("outside engine").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
        ui.label("Command");
        ui.add(
            egui::TextEdit::singleline(&mut settings.command)
                .hint_text("edax -n 1   or   ntest")
                .desired_width(f32::INFINITY),
        )
        .on_hover_text("The engine's command line; it must speak the NBoard protocol (version 2).");
        ui.end_row();
        ui.label("Depth");
        ui.add(egui::Slider::new(&mut settings.depth, 1..=40).suffix(" plies"));
        ui.end_row();
        ui.label("Time limit");
        ui.add(egui::Slider::new(&mut settings.seconds_per_move, 1.0..=120.0).logarithmic(true).suffix(" s"))
            .on_hover_text("An engine that takes longer for one move is stopped and its side given to you.");
        ui.end_row();
    });
    let name = status.name.unwrap_or("The engine");
    if status.thinking {
        ui.label(egui::RichText::new(format!("{name} is thinking…")).color(theme::ACCENT));
    } else if let Some(last_move) = status.last_move {
        ui.label(egui::RichText::new(format!("{name} played {last_move}")).color(theme::TEXT_DIM));
    }
}

/// The animation speed slider: 0 turns animation off.
pub fn animation_speed(ui: &mut egui::Ui, speed: &mut f32) {
    ui.horizontal(|ui| {
        ui.label("Animation speed");
        ui.add(
            egui::Slider::new(speed, 0.0..=3.0)
                .step_by(0.25)
                .custom_formatter(|speed, _| if speed <= 0.0 { "off".into() } else { format!("{speed:.2}×") }),
        );
    });
}

/// The sound effects' volume and mute (M mutes too).
pub fn sound_controls(ui: &mut egui::Ui, sound: &mut SoundSettings) {
    ui.horizontal(|ui| {
        ui.label("Sound");
        ui.add_enabled(
            !sound.muted,
            egui::Slider::new(&mut sound.volume, 0.0..=1.0)
                .custom_formatter(|volume, _| format!("{:.0} %", volume * 100.0)),
        );
        ui.checkbox(&mut sound.muted, "Mute").on_hover_text("M");
    });
}

/// The search options a game's AI exposes.
pub struct SearchKnobs<'a> {
    algorithm: &'a mut Algorithm,
    max_depth: &'a mut u32,
    depth_range: RangeInclusive<u32>,
    time_limit_ms: &'a mut u64,
    /// Exact solving near the end, for games that have it: empties and the slider's range.
    exact_endgame: Option<(&'a mut u32, RangeInclusive<u32>)>,
}

impl<'a> SearchKnobs<'a> {
    pub fn new(
        algorithm: &'a mut Algorithm,
        max_depth: &'a mut u32,
        depth_range: RangeInclusive<u32>,
        time_limit_ms: &'a mut u64,
    ) -> Self {
        Self { algorithm, max_depth, depth_range, time_limit_ms, exact_endgame: None }
    }

    pub fn exact_endgame(self, empties: &'a mut u32, range: RangeInclusive<u32>) -> Self {
        Self { exact_endgame: Some((empties, range)), ..self }
    }
}

pub fn search_options(ui: &mut egui::Ui, knobs: SearchKnobs) {
    egui::Grid::new("search").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
        ui.label("Algorithm");
        egui::ComboBox::from_id_salt("algorithm").selected_text(knobs.algorithm.label()).width(130.0).show_ui(
            ui,
            |ui| {
                for algorithm in Algorithm::ALL {
                    let hover = match algorithm {
                        Algorithm::Minimax => "Every move searched to the full depth, in the order generated",
                        Algorithm::AlphaBeta => "Minimax that skips the moves that cannot change the result",
                        Algorithm::Full => {
                            "Alpha-beta deepening one ply at a time within the time, with a transposition \
                             table and move ordering (and the exact endgame solver in Reversi)"
                        }
                    };
                    ui.selectable_value(knobs.algorithm, algorithm, algorithm.label()).on_hover_text(hover);
                }
            },
        );
        ui.end_row();
        ui.label("Max depth");
        ui.add(egui::Slider::new(knobs.max_depth, knobs.depth_range).suffix(" plies"));
        ui.end_row();
        ui.label("Time per move");
        let mut seconds = *knobs.time_limit_ms as f64 / 1000.0;
        let slider = egui::Slider::new(&mut seconds, 0.0..=30.0)
            .step_by(0.1)
            .logarithmic(true)
            .custom_formatter(|value, _| if value <= 0.0 { "no limit".into() } else { format!("{value:.1} s") });
        if ui.add(slider).changed() {
            *knobs.time_limit_ms = (seconds * 1000.0).round() as u64;
        }
        ui.end_row();
        if let Some((empties, range)) = knobs.exact_endgame {
            ui.label("Exact endgame");
            ui.add(egui::Slider::new(empties, range).prefix("≤ ").suffix(" empties"))
                .on_hover_text("With the full engine, positions with this few empty squares are solved to the end.");
            ui.end_row();
        }
    });
    if *knobs.algorithm != Algorithm::Full {
        ui.small("Plain searches go to the full depth in one pass: keep the depth low.");
    }
}

/// How the panel writes a game's moves and scores.
pub type MoveText<M> = fn(Seat, M) -> String;

/// The AI's figures: live while it searches, the last search's afterwards; moves written with
/// `move_text` (who plays them, the move), scores with `describe`.
pub fn thinking<M: Copy + Send + Sync + 'static>(
    ui: &mut egui::Ui,
    search: &AiSearch<M>,
    move_text: MoveText<M>,
    describe: fn(Score) -> String,
    score_meaning: &str,
) {
    let shown = search.shown();
    ui.horizontal(|ui| {
        if search.is_thinking() {
            // Text, not a spinner: a spinner repaints every frame, this refreshes with the figures.
            let seconds = shown.as_ref().map_or(0.0, |(info, _)| info.elapsed.as_secs_f64());
            ui.label(egui::RichText::new(format!("Thinking… {seconds:.1} s")).color(theme::ACCENT));
        } else if search.last.is_some() {
            ui.label(egui::RichText::new("Last search").color(theme::TEXT_DIM));
        } else {
            ui.label(egui::RichText::new("The AI has not searched yet.").color(theme::TEXT_DIM));
        }
    });
    let Some((info, seat)) = shown else { return };
    search_figures(ui, &info, seat, move_text, describe, score_meaning);
}

fn search_figures<M: Copy>(
    ui: &mut egui::Ui,
    info: &SearchInfo<M>,
    seat: Seat,
    move_text: MoveText<M>,
    describe: fn(Score) -> String,
    meaning: &str,
) {
    // Columns wide enough for any figure: a grid that widens asks egui for another frame at once,
    // which would double the frames drawn while a search runs.
    egui::Grid::new("figures").num_columns(4).spacing([10.0, 4.0]).min_col_width(84.0).show(ui, |ui| {
        let value = |ui: &mut egui::Ui, text: String| ui.label(egui::RichText::new(text).monospace().strong());
        ui.label("Depth");
        value(ui, info.depth.to_string());
        ui.label("Score").on_hover_text(meaning);
        value(ui, describe(info.score));
        ui.end_row();
        ui.label("Nodes");
        value(ui, format_count(info.nodes as f64));
        ui.label("Nodes/s");
        value(ui, format_count(info.nodes_per_second()));
        ui.end_row();
        ui.label("Time");
        value(ui, format!("{:.2} s", info.elapsed.as_secs_f64()));
        ui.end_row();
    });
    // Best move and line on lines of their own: a Catapultas move in the seed's notation is long.
    ui.horizontal_wrapped(|ui| {
        ui.label("Best");
        let best = info.best_move.map_or_else(|| "—".into(), |best| move_text(seat, best));
        ui.label(egui::RichText::new(best).monospace().strong());
    });
    // The players take turns along the line (a pass is a move).
    let line: Vec<String> = info
        .pv
        .iter()
        .enumerate()
        .map(|(ply, &mv)| move_text(if ply % 2 == 0 { seat } else { seat.opponent() }, mv))
        .collect();
    // Moves of several words (Catapultas: `x s 2 2 1 4 1`) need a mark between them.
    let separator = if line.iter().any(|text| text.contains(' ')) { " · " } else { " " };
    ui.horizontal_wrapped(|ui| {
        ui.label("PV");
        ui.label(egui::RichText::new(if line.is_empty() { "—".into() } else { line.join(separator) }).monospace());
    });
}

/// 1234567 as "1.23 M".
fn format_count(count: f64) -> String {
    match count {
        c if c >= 1e9 => format!("{:.2} G", c / 1e9),
        c if c >= 1e6 => format!("{:.2} M", c / 1e6),
        c if c >= 1e4 => format!("{:.1} k", c / 1e3),
        c => format!("{c:.0}"),
    }
}

/// What the game section's buttons ask for.
pub enum GameCommand {
    NewGame,
    Undo,
    Redo,
    /// Show the position after this many moves of the line.
    GoTo(usize),
    Load(String),
    Save,
    /// The desktop's file chooser, to open a game or to save this one.
    Choose(FilePurpose),
}

/// How the move list marks a move: its colour and what it was.
#[derive(Clone, Copy, Debug)]
pub struct MoveMark {
    pub color: egui::Color32,
    pub label: &'static str,
}

/// What the game section shows.
pub struct GameSection<'a> {
    /// Every move of the line in the game's notation, undone ones included.
    pub moves: &'a [String],
    /// Marks for the first moves of the line, where the game judged them.
    pub marks: &'a [Option<MoveMark>],
    /// How many of them are played in the position shown.
    pub cursor: usize,
    /// The moves so far as the game's transcript, for copying.
    pub transcript: &'a str,
    /// The current position in the game's notation, for copying.
    pub position: &'a str,
    /// Why the last paste, file or save failed.
    pub load_error: Option<&'a str>,
    /// Where the game was last saved.
    pub saved_to: Option<&'a std::path::Path>,
    /// An example of what may be pasted.
    pub paste_hint: &'a str,
    /// Whether the desktop has a file chooser, and whether it is on screen.
    pub file_chooser: (bool, bool),
}

/// New game, undo, redo, the numbered moves (click one to see the position after it), Copy,
/// and a field to paste a game into.
pub fn game_controls(ui: &mut egui::Ui, record: GameSection, paste: &mut String) -> Option<GameCommand> {
    let mut command = None;
    let (can_undo, can_redo) = (record.cursor > 0, record.cursor < record.moves.len());
    ui.horizontal(|ui| {
        if ui.button("New game").on_hover_text("N").clicked() {
            command = Some(GameCommand::NewGame);
        }
        if ui.add_enabled(can_undo, egui::Button::new("⟲ Undo")).on_hover_text("Ctrl+Z or ←").clicked() {
            command = Some(GameCommand::Undo);
        }
        if ui.add_enabled(can_redo, egui::Button::new("⟳ Redo")).on_hover_text("Ctrl+Y or →").clicked() {
            command = Some(GameCommand::Redo);
        }
    });
    ui.horizontal(|ui| {
        ui.label("Moves");
        if ui.small_button("Copy").on_hover_text("The moves so far, as text to paste back").clicked() {
            ui.ctx().copy_text(record.transcript.to_string());
        }
        if ui.small_button("Copy position").on_hover_text("The position shown, as text to paste back").clicked() {
            ui.ctx().copy_text(record.position.to_string());
        }
    });
    ui.horizontal(|ui| {
        ui.label("File");
        let save = ui
            .small_button("Save")
            .on_hover_text("Write the game to a new file in the games folder beside the settings (Reversi: GGF).");
        if save.clicked() {
            command = Some(GameCommand::Save);
        }
        let (available, showing) = record.file_chooser;
        let why_not = "This desktop has no file chooser (no XDG desktop portal on a session bus, no zenity): \
                       Save writes to the games folder, and a game opens when its file is dropped on the window.";
        let enabled = available && !showing;
        let save_as = ui.add_enabled(enabled, egui::Button::new("Save as…").small());
        let save_as = if available { save_as.on_hover_text("Ctrl+S") } else { save_as.on_disabled_hover_text(why_not) };
        if save_as.clicked() {
            command = Some(GameCommand::Choose(FilePurpose::Save));
        }
        let open = ui.add_enabled(enabled, egui::Button::new("Open…").small());
        let open = if available {
            open.on_hover_text("Ctrl+O, or drop a file on the window")
        } else {
            open.on_disabled_hover_text(why_not)
        };
        if open.clicked() {
            command = Some(GameCommand::Choose(FilePurpose::Open));
        }
        if showing {
            ui.small("choosing a file…");
        }
    });
    if let Some(path) = record.saved_to {
        ui.small(format!("Saved to {}", path.display()));
    }
    egui::Frame::new().fill(egui::Color32::from_rgb(22, 24, 28)).inner_margin(6.0).corner_radius(4.0).show(ui, |ui| {
        ui.set_width(ui.available_width() - 12.0);
        if record.moves.is_empty() {
            ui.label(egui::RichText::new("(no moves yet)").monospace().color(theme::TEXT_DIM));
        }
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 4.0;
            if !record.moves.is_empty()
                && ui
                    .selectable_label(record.cursor == 0, "start")
                    .on_hover_text("The position before the first move")
                    .clicked()
            {
                command = Some(GameCommand::GoTo(0));
            }
            for (index, text) in record.moves.iter().enumerate() {
                if index % 2 == 0 {
                    ui.label(egui::RichText::new(format!("{}.", index / 2 + 1)).monospace().color(theme::TEXT_DIM));
                }
                let ahead = index >= record.cursor;
                let mark = record.marks.get(index).copied().flatten();
                let shown = egui::RichText::new(text).monospace();
                let shown = match mark {
                    Some(mark) => shown.color(mark.color).strong(),
                    None if ahead => shown.color(theme::TEXT_DIM).italics(),
                    None => shown,
                };
                let hover = match mark {
                    Some(mark) => format!("A {}: click to see the position after it", mark.label),
                    None => "Show the position after this move".to_owned(),
                };
                if ui.selectable_label(record.cursor == index + 1, shown).on_hover_text(hover).clicked() {
                    command = Some(GameCommand::GoTo(index + 1));
                }
            }
        });
    });
    ui.label("Paste a game, a transcript or a position");
    ui.add(
        egui::TextEdit::multiline(paste)
            .desired_rows(2)
            .desired_width(ui.available_width() - 8.0)
            .hint_text(record.paste_hint)
            .font(egui::TextStyle::Monospace),
    );
    let load = ui.add_enabled(!paste.trim().is_empty(), egui::Button::new("Load"));
    if load.on_hover_text("Play the pasted game or position instead of this one").clicked() {
        command = Some(GameCommand::Load(paste.clone()));
    }
    if let Some(error) = record.load_error {
        ui.colored_label(theme::ERROR, error);
    }
    command
}

/// The right-hand panel of a game screen: a Menu button and the title, `header` (always in
/// view: scores, whose turn), a settings problem if any, then `body` in a scroll area.
/// Returns true when the Menu button was clicked.
pub fn side_panel(
    ctx: &egui::Context,
    title: &str,
    notice: &mut Option<String>,
    help: &mut bool,
    header: impl FnOnce(&mut egui::Ui),
    body: impl FnOnce(&mut egui::Ui),
) -> bool {
    let mut root = egui::Ui::new(
        ctx.clone(),
        egui::Id::new(title),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let mut back_to_menu = false;
    egui::Panel::right(egui::Id::new(title).with("panel"))
        .exact_size(theme::panel_width(ctx.content_rect().width()))
        .resizable(false)
        .frame(
            egui::Frame::new().fill(egui::Color32::from_rgb(30, 33, 38)).inner_margin(egui::Margin::symmetric(14, 12)),
        )
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                back_to_menu = ui.button("◀ Menu").on_hover_text("Esc").clicked();
                ui.heading(title);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button("?").on_hover_text("Keys and mouse (F1)").clicked() {
                        *help = !*help;
                    }
                });
            });
            ui.add_space(4.0);
            header(ui);
            if let Some(message) = notice.clone() {
                ui.horizontal_wrapped(|ui| {
                    ui.colored_label(theme::WARNING, message);
                    if ui.small_button("OK").on_hover_text("Dismiss this message").clicked() {
                        *notice = None;
                    }
                });
            }
            ui.separator();
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                ui.set_max_width(ui.available_width() - 12.0);
                // Sliders share the row with a label and a value: narrower panels, shorter sliders.
                ui.spacing_mut().slider_width = (ui.available_width() - 210.0).clamp(50.0, 120.0);
                body(ui);
            });
        });
    back_to_menu
}

/// The middle of the board, left of the panel.
pub(crate) fn board_center(ctx: &egui::Context) -> egui::Pos2 {
    let width = ctx.content_rect().width();
    egui::pos2((width - theme::panel_width(width)) / 2.0, ctx.content_rect().height() / 2.0)
}

/// What the game-over box's buttons ask for.
pub enum GameOverChoice {
    NewGame,
    /// Put the card aside to see the whole final position (the result stays in the panel).
    ViewBoard,
    Menu,
}

/// The result over the lower part of the board, with New game and Menu: the final position
/// stays in view above it.
pub fn game_over_box(ctx: &egui::Context, result: &str) -> Option<GameOverChoice> {
    let mut choice = None;
    let at = egui::pos2(board_center(ctx).x, ctx.content_rect().height() * 0.97);
    egui::Area::new("game_over".into()).fixed_pos(at).pivot(egui::Align2::CENTER_BOTTOM).show(ctx, |ui| {
        egui::Frame::popup(ui.style())
            .fill(egui::Color32::from_rgba_unmultiplied(24, 27, 31, 235))
            .inner_margin(22.0)
            .corner_radius(10.0)
            .show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.label(egui::RichText::new("Game over").size(18.0).color(theme::TEXT_DIM));
                    ui.label(egui::RichText::new(result).size(30.0).family(theme::display_family()));
                    ui.add_space(10.0);
                    ui.horizontal(|ui| {
                        let new_game = ui.add_sized([120.0, 34.0], egui::Button::new("New game"));
                        if new_game.on_hover_text("Another game with the same players (N)").clicked() {
                            choice = Some(GameOverChoice::NewGame);
                        }
                        let view = ui.add_sized([120.0, 34.0], egui::Button::new("View board"));
                        let hover = "Put this card aside to look at the final position and go through the moves (← →)";
                        if view.on_hover_text(hover).clicked() {
                            choice = Some(GameOverChoice::ViewBoard);
                        }
                        let menu = ui.add_sized([120.0, 34.0], egui::Button::new("Menu"));
                        if menu.on_hover_text("Back to the main menu; the game is kept (Esc)").clicked() {
                            choice = Some(GameOverChoice::Menu);
                        }
                    });
                });
            });
    });
    choice
}

/// A short message at the top of the board (a forced pass, a jump in progress).
pub fn announcement(ctx: &egui::Context, text: &str) {
    let top = egui::pos2(board_center(ctx).x, 14.0);
    egui::Area::new("announcement".into()).fixed_pos(top).pivot(egui::Align2::CENTER_TOP).interactable(false).show(
        ctx,
        |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(20, 22, 26, 230))
                .inner_margin(egui::Margin::symmetric(18, 10))
                .corner_radius(8.0)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(text).size(20.0).strong().color(theme::WARNING));
                });
        },
    );
}
