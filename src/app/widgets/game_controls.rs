//! The game's controls in the panel: new game, undo and redo, the list of moves, and the game
//! as a file (paste, load, save).

use bevy_egui::egui;

use super::side_panel::{keys, translated};
use crate::app::base::file_dialog::{self, Kept};
use crate::app::base::requests::FilePurpose;
use crate::app::base::theme;
use crate::tr;

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
                ui.label(egui::RichText::new(tr!("panel-no-moves")).monospace().color(theme::text_dim()));
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
                        None if ahead => shown.color(theme::text_dim()).italics(),
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
                    let number = egui::RichText::new(format!("{}.", index + 1)).small().color(theme::text_dim());
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
    pub saved_to: Option<&'a Kept>,
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
        let save_hover = if file_dialog::DOWNLOADS { tr!("panel-save-web-hover") } else { tr!("panel-save-hover") };
        let save = ui.button(tr!("panel-save")).on_hover_text(save_hover);
        if save.clicked() {
            command = Some(GameCommand::Save);
        }
        let (available, showing) = file.file_chooser;
        let why_not = tr!("panel-no-file-chooser");
        let enabled = available && !showing;
        // A web page's "Save as" is a download, and its Open an upload.
        let (save_as, save_as_hover, open_hover) = if file_dialog::DOWNLOADS {
            (tr!("panel-download"), tr!("panel-download-hover"), tr!("panel-upload-hover"))
        } else {
            (tr!("panel-save-as"), keys::SAVE_AS.to_owned(), tr!("panel-open-hover"))
        };
        let save_as = ui.add_enabled(enabled, egui::Button::new(save_as));
        let save_as =
            if available { save_as.on_hover_text(save_as_hover) } else { save_as.on_disabled_hover_text(&why_not) };
        if save_as.clicked() {
            command = Some(GameCommand::Choose(FilePurpose::Save));
        }
        let open = ui.add_enabled(enabled, egui::Button::new(tr!("panel-open")));
        let open = if available { open.on_hover_text(open_hover) } else { open.on_disabled_hover_text(why_not) };
        if open.clicked() {
            command = Some(GameCommand::Choose(FilePurpose::Open));
        }
        if showing {
            ui.small(tr!("panel-choosing-file"));
        }
    });
    match file.saved_to {
        Some(Kept::File(path)) => {
            ui.small(tr!("panel-saved-to", path = path.display().to_string()));
        }
        Some(Kept::Download(name)) => {
            ui.small(tr!("panel-downloaded", name = name.as_str()));
        }
        None => {}
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
        ui.colored_label(theme::error(), error);
    }
    command
}
