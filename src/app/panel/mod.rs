//! The side panel, for any game: [`screen`] lays out a game screen's panel from these sections
//! (players, search options, the AI's live thinking, game controls with the transcript, the
//! evaluation graph) and what the game adds through [`GamePanel`].

mod graph;
pub(super) mod screen;
mod why;

use std::ops::RangeInclusive;

use bevy_egui::egui;

pub use graph::evaluation_graph;
pub use screen::{GamePanel, SharedSections, round_marker};
pub use why::why_section;

use super::ai_task::AiSearch;
use super::i18n;
use super::session::FilePurpose;
use super::settings::TimeControl;
use super::settings::{OutsideEngineSettings, PanelLayer, Player, Seats, SoundSettings};
use super::theme;
use crate::app::arcade_game::seen_by_first;
use crate::engine::{Algorithm, Score, SearchInfo, Selectivity};
use crate::games::Seat;
use crate::tr;

/// Keys named in hover texts: the same in every language.
mod keys {
    pub const NEW_GAME: &str = "N";
    pub const MUTE: &str = "M";
    pub const SAVE_AS: &str = "Ctrl+S";
    pub const ESCAPE: &str = "Esc";
}

/// A titled, collapsible section.
pub fn section(ui: &mut egui::Ui, title: &str, open: bool, add_contents: impl FnOnce(&mut egui::Ui)) {
    egui::CollapsingHeader::new(egui::RichText::new(title).strong().size(15.0))
        .default_open(open)
        .show(ui, add_contents);
}

/// Human, AI (or an outside engine, where the game has them) for each side; with no human and
/// the game not over, the pause button.
pub fn players(
    ui: &mut egui::Ui,
    seats: &mut Seats,
    names: [&str; 2],
    offer_engine: bool,
    game_over: bool,
    paused: &mut bool,
) {
    let choices: &[Player] =
        if offer_engine { &[Player::Human, Player::Ai, Player::Engine] } else { &[Player::Human, Player::Ai] };
    egui::Grid::new("players").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
        for (name, seat) in names.into_iter().zip([&mut seats.first, &mut seats.second]) {
            ui.label(name);
            ui.horizontal(|ui| {
                for &player in choices {
                    let choice = ui.selectable_value(seat, player, player.label());
                    let hover = match player {
                        Player::Human => tr!("panel-player-human-hover"),
                        Player::Ai => tr!("panel-player-ai-hover"),
                        Player::Engine => tr!("panel-player-engine-hover"),
                    };
                    choice.on_hover_text(hover);
                }
            });
            ui.end_row();
        }
    });
    if seats.both_machines() && !game_over {
        let label = if *paused { tr!("panel-resume") } else { tr!("panel-pause") };
        let hover = if *paused { tr!("panel-resume-hover") } else { tr!("panel-pause-hover") };
        if ui.add_sized([120.0, 26.0], egui::Button::new(label)).on_hover_text(hover).clicked() {
            *paused = !*paused;
        }
    } else if !seats.both_machines() {
        *paused = false;
    }
}

/// A game's named levels (its name, how it plays in a player's words, its settings): a choice,
/// and the chosen one's words on the line below ("Custom" where the Lab's settings match none).
/// The names and words are the translations' where they are message ids, else as written.
pub fn level_choice<T: Clone + PartialEq, N: AsRef<str>, W: AsRef<str>>(
    ui: &mut egui::Ui,
    settings: &mut T,
    levels: &[(N, W, T)],
) {
    let current = levels.iter().find(|(_, _, preset)| preset == settings);
    ui.horizontal(|ui| {
        ui.label(tr!("panel-ai-level"));
        let shown = current.map_or_else(|| tr!("panel-custom"), |(name, _, _)| translated(name.as_ref()));
        egui::ComboBox::from_id_salt("level").selected_text(shown).width(150.0).show_ui(ui, |ui| {
            for (name, words, preset) in levels {
                let choice = ui.selectable_label(preset == settings, translated(name.as_ref()));
                if choice.on_hover_text(translated(words.as_ref())).clicked() {
                    *settings = preset.clone();
                }
            }
        });
    });
    let words = current.map_or_else(|| tr!("panel-custom-level"), |(_, words, _)| translated(words.as_ref()));
    ui.label(egui::RichText::new(words).color(theme::TEXT_DIM));
}

/// A text a game gives: its translation where it is a message id (`reversi-level-strong`), else
/// as written (a game added outside the project's files keeps its own words).
pub fn translated(text: &str) -> String {
    i18n::tr_or(text, text)
}

/// The games' time control: none, a preset or the player's own. `applies_later`: the game on the
/// board keeps its own clock, which the row says beside the choice (never under it, where it
/// would push the buttons below down).
pub fn time_control(ui: &mut egui::Ui, control: &mut Option<TimeControl>, applies_later: bool) {
    let custom = control.is_some_and(|chosen| !TimeControl::PRESETS.contains(&chosen));
    ui.horizontal(|ui| {
        ui.label(tr!("panel-clock"));
        let shown = match control {
            None => tr!("panel-clock-none"),
            Some(_) if custom => tr!("panel-custom"),
            Some(chosen) => chosen.label(),
        };
        egui::ComboBox::from_id_salt("time control").selected_text(shown).width(110.0).show_ui(ui, |ui| {
            ui.selectable_value(control, None, tr!("panel-clock-none"));
            for preset in TimeControl::PRESETS {
                ui.selectable_value(control, Some(preset), preset.label());
            }
            if ui.selectable_label(custom, tr!("panel-custom")).clicked() && !custom {
                *control = Some(TimeControl::new(20 * 60, 15));
            }
        });
        if applies_later {
            ui.label(egui::RichText::new(tr!("panel-clock-next-game")).small().color(theme::WARNING))
                .on_hover_text(tr!("panel-clock-next-game-hover"));
        }
    });
    if let Some(chosen) = control
        && custom
    {
        let mut minutes = chosen.base_seconds as f32 / 60.0;
        ui.horizontal(|ui| {
            ui.label(tr!("panel-clock-minutes"));
            let slider = egui::Slider::new(&mut minutes, 0.5..=120.0).logarithmic(true).step_by(0.5);
            if ui.add(slider).changed() {
                chosen.base_seconds = (minutes * 60.0).round() as u32;
            }
        });
        ui.horizontal(|ui| {
            ui.label(tr!("panel-clock-increment"));
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
        ui.label(tr!("panel-engine-command"));
        ui.add(
            egui::TextEdit::singleline(&mut settings.command)
                .hint_text(tr!("panel-engine-command-example"))
                .desired_width(f32::INFINITY),
        )
        .on_hover_text(tr!("panel-engine-command-hover"));
        ui.end_row();
        ui.label(tr!("panel-engine-depth"));
        ui.add(egui::Slider::new(&mut settings.depth, 1..=40).suffix(format!(" {}", tr!("panel-engine-depth-unit"))));
        ui.end_row();
        ui.label(tr!("panel-engine-time"));
        ui.add(egui::Slider::new(&mut settings.seconds_per_move, 1.0..=120.0).logarithmic(true).suffix(" s"))
            .on_hover_text(tr!("panel-engine-time-hover"));
        ui.end_row();
    });
    let name = status.name.map_or_else(|| tr!("panel-engine-unnamed"), str::to_owned);
    if status.thinking {
        ui.label(egui::RichText::new(tr!("panel-engine-thinking", name = name)).color(theme::ACCENT));
    } else if let Some(last_move) = status.last_move {
        ui.label(egui::RichText::new(tr!("panel-engine-played", name = name, mv = last_move)).color(theme::TEXT_DIM));
    }
}

/// The animation speed slider: 0 turns animation off.
pub fn animation_speed(ui: &mut egui::Ui, speed: &mut f32) {
    ui.horizontal(|ui| {
        ui.label(tr!("panel-animation-speed"));
        ui.add(egui::Slider::new(speed, 0.0..=3.0).step_by(0.25).custom_formatter(|speed, _| {
            if speed <= 0.0 { tr!("panel-animation-off") } else { format!("{}×", i18n::decimal(speed, 2)) }
        }));
    });
}

/// The sound effects' volume and mute (M mutes too).
pub fn sound_controls(ui: &mut egui::Ui, sound: &mut SoundSettings) {
    ui.horizontal(|ui| {
        ui.label(tr!("panel-sound"));
        ui.add_enabled(
            !sound.muted,
            egui::Slider::new(&mut sound.volume, 0.0..=1.0)
                .custom_formatter(|volume, _| format!("{:.0} %", volume * 100.0)),
        );
        ui.checkbox(&mut sound.muted, tr!("panel-mute")).on_hover_text(keys::MUTE);
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
    /// How sure the full engine must be to skip a move, for games whose evaluation has a model
    /// of its shallow searches.
    selectivity: Option<&'a mut Selectivity>,
}

impl<'a> SearchKnobs<'a> {
    pub fn new(
        algorithm: &'a mut Algorithm,
        max_depth: &'a mut u32,
        depth_range: RangeInclusive<u32>,
        time_limit_ms: &'a mut u64,
    ) -> Self {
        Self { algorithm, max_depth, depth_range, time_limit_ms, exact_endgame: None, selectivity: None }
    }

    pub fn exact_endgame(self, empties: &'a mut u32, range: RangeInclusive<u32>) -> Self {
        Self { exact_endgame: Some((empties, range)), ..self }
    }

    pub fn selectivity(self, selectivity: &'a mut Selectivity) -> Self {
        Self { selectivity: Some(selectivity), ..self }
    }
}

pub fn search_options(ui: &mut egui::Ui, knobs: SearchKnobs) {
    egui::Grid::new("search").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
        ui.label(tr!("panel-algorithm"));
        egui::ComboBox::from_id_salt("algorithm").selected_text(algorithm_name(*knobs.algorithm)).width(130.0).show_ui(
            ui,
            |ui| {
                for algorithm in Algorithm::ALL {
                    let hover = match algorithm {
                        Algorithm::Minimax => tr!("panel-algorithm-minimax-hover"),
                        Algorithm::AlphaBeta => tr!("panel-algorithm-alpha-beta-hover"),
                        Algorithm::Full => tr!("panel-algorithm-full-hover"),
                    };
                    ui.selectable_value(knobs.algorithm, algorithm, algorithm_name(algorithm)).on_hover_text(hover);
                }
            },
        );
        ui.end_row();
        ui.label(tr!("panel-max-depth")).on_hover_text(tr!("panel-max-depth-hover"));
        ui.add(egui::Slider::new(knobs.max_depth, knobs.depth_range).custom_formatter(|depth, _| moves_ahead(depth)));
        ui.end_row();
        ui.label(tr!("panel-time-per-move"));
        let mut seconds = *knobs.time_limit_ms as f64 / 1000.0;
        let slider =
            egui::Slider::new(&mut seconds, 0.0..=30.0).step_by(0.1).logarithmic(true).custom_formatter(|value, _| {
                if value <= 0.0 { tr!("panel-no-time-limit") } else { seconds_text(value, 1) }
            });
        if ui.add(slider).changed() {
            *knobs.time_limit_ms = (seconds * 1000.0).round() as u64;
        }
        ui.end_row();
        if let Some((empties, range)) = knobs.exact_endgame {
            ui.label(tr!("panel-exact-endgame"));
            ui.add(egui::Slider::new(empties, range).custom_formatter(|empties, _| match empties as u32 {
                0 => tr!("panel-exact-endgame-never"),
                empties => tr!("panel-exact-endgame-squares", count = empties),
            }))
            .on_hover_text(tr!("panel-exact-endgame-hover"));
            ui.end_row();
        }
        if let Some(selectivity) = knobs.selectivity {
            ui.label(tr!("panel-selectivity")).on_hover_text(tr!("panel-selectivity-hover"));
            ui.add_enabled_ui(*knobs.algorithm == Algorithm::Full, |ui| selectivity_choice(ui, selectivity));
            ui.end_row();
        }
    });
    if *knobs.algorithm != Algorithm::Full {
        ui.small(tr!("panel-plain-search-note"));
    }
}

/// How sure the search must be to skip a move: every move looked at (100 %), or a percentage.
fn selectivity_choice(ui: &mut egui::Ui, chosen: &mut Selectivity) {
    let name = |selectivity: Selectivity| {
        if selectivity.is_full() {
            tr!("panel-selectivity-full")
        } else {
            tr!("panel-selectivity-percent", percent = selectivity.percent())
        }
    };
    egui::ComboBox::from_id_salt("selectivity").selected_text(name(*chosen)).width(130.0).show_ui(ui, |ui| {
        for selectivity in Selectivity::ALL.into_iter().rev() {
            ui.selectable_value(chosen, selectivity, name(selectivity));
        }
    });
}

/// `1.5 s`: a time in seconds with `places` decimals, as the window's language writes it.
pub fn seconds_text(value: f64, places: usize) -> String {
    tr!("panel-seconds", seconds = i18n::decimal(value, places))
}

/// The search algorithm as the panel names it.
fn algorithm_name(algorithm: Algorithm) -> String {
    match algorithm {
        Algorithm::Minimax => tr!("panel-algorithm-minimax"),
        Algorithm::AlphaBeta => tr!("panel-algorithm-alpha-beta"),
        Algorithm::Full => tr!("panel-algorithm-full"),
    }
}

/// `1 move` or `8 moves`: a depth as the panel writes it (each side's move counts).
pub fn moves_ahead(depth: f64) -> String {
    tr!("window-moves-ahead", count = depth.round() as u32)
}

/// The depth reached, with the selectivity of a selective search ("12 moves @ 95 %", as Edax
/// writes it).
fn depth_text<M>(info: &SearchInfo<M>) -> String {
    with_selectivity(moves_ahead(f64::from(info.depth)), info.selectivity)
}

/// `depth` as it is, or followed by the selectivity of a selective search: `12 moves @ 95 %`.
pub fn with_selectivity(depth: String, selectivity: Selectivity) -> String {
    if selectivity.is_full() {
        depth
    } else {
        tr!("panel-figure-depth-selective", moves = depth, percent = selectivity.percent())
    }
}

/// What the depth means, and what a selective search's percentage says.
fn depth_hover<M>(info: Option<&SearchInfo<M>>) -> String {
    match info.filter(|info| !info.selectivity.is_full()) {
        Some(info) => tr!("panel-figure-depth-selective-hover", percent = info.selectivity.percent()),
        None => tr!("panel-figure-depth-hover"),
    }
}

/// How the panel writes a game's moves and scores.
pub type MoveText<M> = fn(Seat, M) -> String;

/// How the panel writes a score from the first side's view, `true` when it is exact.
pub type DescribeScore = fn(Score, bool) -> String;

/// The AI's figures: live while it searches, the last search's afterwards (an undo keeps them);
/// moves written with `move_text` (who plays them, the move), scores from the first side's view
/// with `describe`. The rows are always there, with dashes before the first search, so that
/// nothing below moves when it starts.
pub fn thinking<M: Copy + Send + Sync + 'static>(
    ui: &mut egui::Ui,
    search: &AiSearch<M>,
    move_text: MoveText<M>,
    describe: DescribeScore,
    score_meaning: &str,
) {
    let shown = search.shown();
    let status = if search.is_thinking() {
        // Text, not a spinner: a spinner repaints every frame, this refreshes with the figures.
        let seconds = shown.as_ref().map_or(0.0, |(info, _)| info.elapsed.as_secs_f64());
        egui::RichText::new(tr!("panel-thinking", seconds = i18n::decimal(seconds, 1))).color(theme::ACCENT)
    } else if search.last.is_some() {
        egui::RichText::new(tr!("panel-last-search")).color(theme::TEXT_DIM)
    } else {
        egui::RichText::new(tr!("panel-not-searched")).color(theme::TEXT_DIM)
    };
    ui.label(status);
    search_figures(ui, shown.as_ref().map(|(info, seat)| (info, *seat)), move_text, describe, score_meaning);
}

fn search_figures<M: Copy>(
    ui: &mut egui::Ui,
    shown: Option<(&SearchInfo<M>, Seat)>,
    move_text: MoveText<M>,
    describe: DescribeScore,
    meaning: &str,
) {
    let dash = || "—".to_owned();
    // Columns wide enough for any figure: a grid that widens asks egui for another frame at once,
    // which would double the frames drawn while a search runs.
    // Two figures a row where the panel is wide, one in a narrow window.
    let per_row = if ui.available_width() >= 340.0 { 2 } else { 1 };
    egui::Grid::new("figures").num_columns(2 * per_row).spacing([10.0, 4.0]).min_col_width(76.0).show(ui, |ui| {
        let score = shown.map(|(info, seat)| describe(seen_by_first(seat, info.score), info.solved));
        let figures = [
            (
                tr!("panel-figure-depth"),
                depth_hover(shown.map(|(info, _)| info)),
                shown.map(|(info, _)| depth_text(info)),
            ),
            (tr!("panel-figure-score"), meaning.to_owned(), score),
            (
                tr!("panel-figure-positions"),
                tr!("panel-figure-positions-hover"),
                shown.map(|(info, _)| i18n::count(info.nodes as f64)),
            ),
            (
                tr!("panel-figure-per-second"),
                tr!("panel-figure-per-second-hover"),
                shown.map(|(info, _)| i18n::count(info.nodes_per_second())),
            ),
            (
                tr!("panel-figure-time"),
                tr!("panel-figure-time-hover"),
                shown.map(|(info, _)| seconds_text(info.elapsed.as_secs_f64(), 2)),
            ),
        ];
        for (index, (name, hover, figure)) in figures.into_iter().enumerate() {
            ui.label(name).on_hover_text(hover);
            ui.label(egui::RichText::new(figure.unwrap_or_else(dash)).monospace().strong());
            if (index + 1) % per_row == 0 {
                ui.end_row();
            }
        }
        ui.end_row();
    });
    // Best move and line on lines of their own: a Catapultas move in the seed's notation is long.
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("panel-best"));
        let best = shown.and_then(|(info, seat)| info.best_move.map(|best| move_text(seat, best)));
        ui.label(egui::RichText::new(best.unwrap_or_else(dash)).monospace().strong());
    });
    // The players take turns along the line (a pass is a move); each move is one unit, never
    // broken across lines.
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("panel-line")).on_hover_text(tr!("panel-line-hover"));
        let Some((info, seat)) = shown.filter(|(info, _)| !info.pv.is_empty()) else {
            ui.label(egui::RichText::new(dash()).monospace());
            return;
        };
        ui.spacing_mut().item_spacing.x = 10.0;
        for (ply, &mv) in info.pv.iter().enumerate() {
            let mover = if ply % 2 == 0 { seat } else { seat.opponent() };
            ui.add(
                egui::Label::new(egui::RichText::new(move_text(mover, mv)).monospace())
                    .wrap_mode(egui::TextWrapMode::Extend),
            );
        }
    });
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

/// New game, undo and redo.
pub fn game_buttons(ui: &mut egui::Ui, cursor: usize, line: usize) -> Option<GameCommand> {
    let mut command = None;
    ui.horizontal(|ui| {
        let size = [ui.available_width() / 3.0 - 6.0, 28.0];
        if ui.add_sized(size, egui::Button::new(tr!("panel-new-game"))).on_hover_text(keys::NEW_GAME).clicked() {
            command = Some(GameCommand::NewGame);
        }
        let undo = ui.add_enabled_ui(cursor > 0, |ui| ui.add_sized(size, egui::Button::new(tr!("panel-undo")))).inner;
        if undo.on_hover_text(tr!("panel-undo-hover")).clicked() {
            command = Some(GameCommand::Undo);
        }
        let redo =
            ui.add_enabled_ui(cursor < line, |ui| ui.add_sized(size, egui::Button::new(tr!("panel-redo")))).inner;
        if redo.on_hover_text(tr!("panel-redo-hover")).clicked() {
            command = Some(GameCommand::Redo);
        }
    });
    command
}

/// The moves of the line, each with its number (moves are counted one by one, both sides', as
/// the banner, the graph and the review count them), in a box of `height` that scrolls to the
/// move shown. Moves after it (undone) are dimmed; a click shows the position after a move.
pub fn move_list(
    ui: &mut egui::Ui,
    moves: &[String],
    marks: &[Option<MoveMark>],
    cursor: usize,
    height: f32,
) -> Option<GameCommand> {
    let mut command = None;
    egui::Frame::new().fill(egui::Color32::from_rgb(22, 24, 28)).inner_margin(6.0).corner_radius(4.0).show(ui, |ui| {
        ui.set_width(ui.available_width());
        egui::ScrollArea::vertical().id_salt("moves").max_height(height).min_scrolled_height(height).show(ui, |ui| {
            ui.set_width(ui.available_width());
            if moves.is_empty() {
                ui.label(egui::RichText::new(tr!("panel-no-moves")).monospace().color(theme::TEXT_DIM));
            }
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 6.0;
                if !moves.is_empty()
                    && ui
                        .selectable_label(cursor == 0, tr!("panel-start"))
                        .on_hover_text(tr!("panel-start-hover"))
                        .clicked()
                {
                    command = Some(GameCommand::GoTo(0));
                }
                for (index, text) in moves.iter().enumerate() {
                    let ahead = index >= cursor;
                    let mark = marks.get(index).copied().flatten();
                    let shown = egui::RichText::new(text).monospace();
                    let shown = match mark {
                        Some(mark) => shown.color(mark.color).strong(),
                        None if ahead => shown.color(theme::TEXT_DIM).italics(),
                        None => shown,
                    };
                    let hover = match mark {
                        Some(mark) => {
                            tr!("panel-move-marked-hover", number = index + 1, mark = translated(mark.label))
                        }
                        None => tr!("panel-move-hover", number = index + 1),
                    };
                    // The number and its move are one widget that never wraps: a line never
                    // ends between them.
                    let number = egui::RichText::new(format!("{}.", index + 1)).small().color(theme::TEXT_DIM);
                    let entry = egui::Button::selectable(cursor == index + 1, (number, shown))
                        .wrap_mode(egui::TextWrapMode::Extend);
                    let entry = ui.add(entry).on_hover_text(hover);
                    if cursor == index + 1 && cursor == moves.len() {
                        entry.scroll_to_me(None);
                    }
                    if entry.clicked() {
                        command = Some(GameCommand::GoTo(index + 1));
                    }
                }
            });
        });
    });
    command
}

/// What the game file section shows.
pub struct GameFile<'a> {
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

/// Copy, save, open, and a field to paste a game into.
pub fn game_file(ui: &mut egui::Ui, file: GameFile, paste: &mut String) -> Option<GameCommand> {
    let mut command = None;
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!("panel-copy-moves")).on_hover_text(tr!("panel-copy-moves-hover")).clicked() {
            ui.ctx().copy_text(file.transcript.to_string());
        }
        if ui.button(tr!("panel-copy-position")).on_hover_text(tr!("panel-copy-position-hover")).clicked() {
            ui.ctx().copy_text(file.position.to_string());
        }
    });
    ui.horizontal_wrapped(|ui| {
        let save = ui.button(tr!("panel-save")).on_hover_text(tr!("panel-save-hover"));
        if save.clicked() {
            command = Some(GameCommand::Save);
        }
        let (available, showing) = file.file_chooser;
        let why_not = tr!("panel-no-file-chooser");
        let enabled = available && !showing;
        let save_as = ui.add_enabled(enabled, egui::Button::new(tr!("panel-save-as")));
        let save_as =
            if available { save_as.on_hover_text(keys::SAVE_AS) } else { save_as.on_disabled_hover_text(&why_not) };
        if save_as.clicked() {
            command = Some(GameCommand::Choose(FilePurpose::Save));
        }
        let open = ui.add_enabled(enabled, egui::Button::new(tr!("panel-open")));
        let open =
            if available { open.on_hover_text(tr!("panel-open-hover")) } else { open.on_disabled_hover_text(why_not) };
        if open.clicked() {
            command = Some(GameCommand::Choose(FilePurpose::Open));
        }
        if showing {
            ui.small(tr!("panel-choosing-file"));
        }
    });
    if let Some(path) = file.saved_to {
        ui.small(tr!("panel-saved-to", path = path.display().to_string()));
    }
    ui.label(tr!("panel-paste"));
    ui.add(
        egui::TextEdit::multiline(paste)
            .desired_rows(2)
            .desired_width(ui.available_width() - 8.0)
            .hint_text(file.paste_hint)
            .font(egui::TextStyle::Monospace),
    );
    let load = ui.add_enabled(!paste.trim().is_empty(), egui::Button::new(tr!("panel-load")));
    if load.on_hover_text(tr!("panel-load-hover")).clicked() {
        command = Some(GameCommand::Load(paste.clone()));
    }
    if let Some(error) = file.load_error {
        ui.colored_label(theme::ERROR, error);
    }
    command
}

/// The right-hand panel of a game screen: a Menu button, the title and help, `header` (always
/// in view: the scoreboard), the two layers' tabs, then `body` of the chosen layer in a scroll
/// area. Returns true when the Menu button was clicked.
pub fn side_panel(
    ctx: &egui::Context,
    title: &str,
    layer: &mut PanelLayer,
    help: &mut bool,
    header: impl FnOnce(&mut egui::Ui),
    body: impl FnOnce(&mut egui::Ui, PanelLayer),
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
        // Its own fill sets it apart; egui's edge line was drawn where the content's rect ended,
        // a stray line across the panel's text.
        .show_separator_line(false)
        .frame(
            egui::Frame::new().fill(egui::Color32::from_rgb(30, 33, 38)).inner_margin(egui::Margin::symmetric(12, 10)),
        )
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                back_to_menu = ui.button(tr!("panel-menu-back")).on_hover_text(keys::ESCAPE).clicked();
                ui.heading(title);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button("?").on_hover_text(tr!("panel-help-hover")).clicked() {
                        *help = !*help;
                    }
                });
            });
            ui.add_space(2.0);
            header(ui);
            ui.add_space(2.0);
            ui.horizontal(|ui| {
                let width = (ui.available_width() - 8.0) / 2.0;
                for (choice, label, hover) in [
                    (PanelLayer::Play, tr!("panel-layer-play"), tr!("panel-layer-play-hover")),
                    (PanelLayer::Lab, tr!("panel-layer-lab"), tr!("panel-layer-lab-hover")),
                ] {
                    let tab = egui::Button::selectable(*layer == choice, egui::RichText::new(label).strong());
                    if ui.add_sized([width, 26.0], tab).on_hover_text(hover).clicked() {
                        *layer = choice;
                    }
                }
            });
            ui.separator();
            egui::ScrollArea::vertical().id_salt(*layer).auto_shrink([false, false]).show(ui, |ui| {
                ui.set_max_width(ui.available_width() - 12.0);
                // Sliders share the row with a label and a value: narrower panels, shorter sliders.
                ui.spacing_mut().slider_width = (ui.available_width() - 210.0).clamp(50.0, 120.0);
                body(ui, *layer);
            });
        });
    back_to_menu
}

/// A message that floats at the board's top left until dismissed (a settings file that could not
/// be read, an outside engine that failed): over the board, it moves nothing in the panel.
/// Returns true when the player dismissed it.
pub fn floating_notice(ctx: &egui::Context, id: &str, row: usize, text: &str) -> bool {
    let mut dismissed = false;
    let at = egui::pos2(12.0, 12.0 + row as f32 * 70.0);
    let width = (board_center(ctx).x * 2.0 - 24.0).min(420.0);
    egui::Area::new(egui::Id::new(id)).fixed_pos(at).order(egui::Order::Foreground).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).fill(egui::Color32::from_rgb(52, 42, 28)).inner_margin(10.0).show(ui, |ui| {
            ui.set_max_width(width);
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(text).color(theme::WARNING));
                dismissed = ui.small_button(tr!("panel-ok")).on_hover_text(tr!("panel-ok-hover")).clicked();
            });
        });
    });
    dismissed
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
            .fill(egui::Color32::from_rgb(24, 27, 31))
            .inner_margin(22.0)
            .corner_radius(10.0)
            .show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.label(egui::RichText::new(tr!("panel-game-over")).size(18.0).color(theme::TEXT_DIM));
                    // Solid, on one line: a long result ("Draw 13–13 at the move limit") takes a
                    // smaller size rather than wrapping.
                    let size = if result.chars().count() > 18 { 22.0 } else { 30.0 };
                    let text = egui::RichText::new(result)
                        .size(size)
                        .color(egui::Color32::WHITE)
                        .family(theme::display_family());
                    ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Extend));
                    ui.add_space(10.0);
                    ui.horizontal(|ui| {
                        let new_game = ui.add_sized([120.0, 34.0], egui::Button::new(tr!("panel-new-game")));
                        if new_game.on_hover_text(tr!("panel-new-game-hover")).clicked() {
                            choice = Some(GameOverChoice::NewGame);
                        }
                        let view = ui.add_sized([120.0, 34.0], egui::Button::new(tr!("panel-view-board")));
                        if view.on_hover_text(tr!("panel-view-board-hover")).clicked() {
                            choice = Some(GameOverChoice::ViewBoard);
                        }
                        let menu = ui.add_sized([120.0, 34.0], egui::Button::new(tr!("panel-menu")));
                        if menu.on_hover_text(tr!("panel-menu-hover")).clicked() {
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
