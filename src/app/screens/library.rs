//! The library screen: the games kept, filtered and sorted, with the chosen one's final position
//! and what can be done with it; the trash; the files that could not be read; GGF import by the
//! file chooser or by dropping a file on the window.

use std::path::{Path, PathBuf};

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::base::assets::{Art, PreviewArt};
use crate::app::base::errors::Explain;
use crate::app::base::file_dialog::{self, FileRequest};
use crate::app::base::i18n::game_text;
use crate::app::base::screen::Screen;
use crate::app::base::settings_file::SettingsFile;
use crate::app::base::tasks::BackgroundTask;
use crate::app::base::theme;
use crate::app::contract::registry::{GameEntry, RegisteredGames};
use crate::app::game_screen::FileChooser;
use crate::app::game_screen::library::{OpenFromLibrary, library_error, library_of};
use crate::app::widgets::translated;
use crate::games::Seat;
use crate::library::{
    Entry, Filter, Library, Listing, Outcome, PlayerKind, PlayerRecord, Problem, Record, RecordError, ResultFilter,
    SortBy, date_time, now, reversi_ggf, select,
};
use crate::tr;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LibraryView>();
    app.add_systems(OnEnter(Screen::Library), refresh);
    app.add_systems(Update, (import_dropped_files, collect_chosen_file).run_if(in_state(Screen::Library)));
    app.add_systems(EguiPrimaryContextPass, draw_library.run_if(in_state(Screen::Library)));
}

/// What the library screen shows and remembers between frames.
#[derive(Resource, Default)]
pub struct LibraryView {
    listing: Listing,
    trash: Listing,
    filter: Filter,
    sort: SortBy,
    showing_trash: bool,
    selected: Option<PathBuf>,
    /// The name being typed for the chosen game.
    new_title: String,
    /// Asking whether to empty the trash.
    confirm_empty: bool,
    /// What the last action did, or why it could not.
    message: Option<String>,
    /// The file chooser, open to pick a file to import.
    choosing: Option<BackgroundTask<Option<PathBuf>>>,
}

impl LibraryView {
    fn shown(&self) -> &Listing {
        if self.showing_trash { &self.trash } else { &self.listing }
    }

    fn reload(&mut self, library: &Library) {
        match (library.list(), library.list_trash()) {
            (Ok(listing), Ok(trash)) => {
                self.listing = listing;
                self.trash = trash;
            }
            (Err(error), _) | (_, Err(error)) => self.message = Some(library_error(&error)),
        }
        let shown = self.shown();
        if self.selected.as_ref().is_some_and(|path| !shown.games.iter().any(|entry| entry.path == *path)) {
            self.selected = None;
        }
    }

    /// Imports every game of the GGF file at `path`; says how many, or why none.
    fn import(&mut self, library: &Library, path: &Path) {
        let shown_path = path.display().to_string();
        let text = match crate::durable::read_to_string(path) {
            Ok(text) => text,
            Err(error) => {
                self.message = Some(tr!("library-import-failed", path = shown_path, problem = error.explain()));
                return;
            }
        };
        let records = match reversi_ggf(&text, now()) {
            Ok(records) => records,
            Err(error) => {
                self.message = Some(tr!("library-import-failed", path = shown_path, problem = error.explain()));
                return;
            }
        };
        for record in &records {
            if let Err(error) = library.keep(record) {
                self.message = Some(library_error(&error));
                return;
            }
        }
        self.message = Some(tr!("library-imported", count = records.len(), path = shown_path));
        self.showing_trash = false;
        self.reload(library);
    }
}

fn refresh(mut view: ResMut<LibraryView>, file: Res<SettingsFile>) {
    view.message = None;
    view.confirm_empty = false;
    match library_of(&file) {
        Some(library) => view.reload(&library),
        None => view.message = Some(tr!("game-screen-file-no-folder")),
    }
}

/// A GGF file dropped on the library screen is imported.
fn import_dropped_files(
    mut drops: MessageReader<FileDragAndDrop>,
    mut view: ResMut<LibraryView>,
    file: Res<SettingsFile>,
) {
    for drop in drops.read() {
        if let FileDragAndDrop::DroppedFile { path_buf, .. } = drop
            && let Some(library) = library_of(&file)
        {
            view.import(&library, path_buf);
        }
    }
}

/// The file the chooser gave, imported once it closes.
fn collect_chosen_file(mut view: ResMut<LibraryView>, file: Res<SettingsFile>) {
    let Some(task) = &mut view.choosing else { return };
    let Some(chosen) = task.poll() else { return };
    view.choosing = None;
    if let (Some(path), Some(library)) = (chosen, library_of(&file)) {
        view.import(&library, &path);
    }
}

/// What the player asked for this frame.
enum Ask {
    Menu,
    Open { review: bool },
    Rename,
    Delete,
    Restore,
    EmptyTrash,
    Import,
}

/// What the library screen draws with.
#[derive(SystemParam)]
struct Looks<'w> {
    games: Res<'w, RegisteredGames>,
    art: Res<'w, Art>,
    images: Res<'w, Assets<Image>>,
}

fn draw_library(
    mut contexts: EguiContexts,
    mut view: ResMut<LibraryView>,
    looks: Looks,
    file: Res<SettingsFile>,
    chooser: Res<FileChooser>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let Looks { games, art, images } = looks;
    let preview_art = PreviewArt::new(&mut contexts, &art, &images);
    let ctx = contexts.ctx_mut()?;
    let mut asked = None;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "library".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let frame = egui::Frame::new().fill(theme::palette().screen_fill).inner_margin(12);
    egui::CentralPanel::default().frame(frame).show(&mut root, |ui| {
        asked = top_bar(ui, &mut view, chooser.available);
        filters(ui, &mut view, &games);
        ui.separator();
        if let Some(message) = view.message.clone() {
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(message).color(egui::Color32::from_rgb(230, 200, 120)));
                if ui.small_button("✖").clicked() {
                    view.message = None;
                }
            });
        }
        let detail_width = (ui.available_width() * 0.36).clamp(220.0, 320.0);
        egui::Panel::right("library detail").exact_size(detail_width).resizable(false).show(ui, |ui| {
            asked = detail(ui, &mut view, &games, &preview_art).or(asked.take());
        });
        egui::CentralPanel::default().show(ui, |ui| {
            game_list(ui, &mut view, &games);
        });
    });
    let Some(ask) = asked else { return Ok(()) };
    if let Ask::Menu = ask {
        next_screen.set(Screen::Menu);
        return Ok(());
    }
    let Some(library) = library_of(&file) else { return Ok(()) };
    let selected = view.selected.clone();
    let chosen = selected.as_ref().and_then(|path| view.shown().games.iter().find(|entry| entry.path == *path));
    let chosen = chosen.map(|entry| entry.record.clone());
    match (ask, selected, chosen) {
        (Ask::Open { review }, Some(path), Some(record)) => {
            commands.trigger(OpenFromLibrary { game: record.game, path, review });
        }
        (Ask::Rename, Some(path), Some(_)) => {
            let title = view.new_title.clone();
            view.message = match library.rename(&path, Some(&title)) {
                Ok(_) => None,
                Err(error) => Some(tr!("library-rename-failed", problem = error.to_string())),
            };
        }
        (Ask::Delete, Some(path), Some(_)) => {
            view.message = Some(match library.trash(&path) {
                Ok(_) => tr!("library-deleted"),
                Err(error) => library_error(&error),
            });
        }
        (Ask::Restore, Some(path), Some(_)) => {
            view.message = Some(match library.restore(&path) {
                Ok(_) => tr!("library-restored"),
                Err(error) => library_error(&error),
            });
        }
        (Ask::EmptyTrash, _, _) => {
            view.confirm_empty = false;
            view.message = Some(match library.empty_trash() {
                Ok(count) => tr!("library-trash-emptied", count = count),
                Err(error) => library_error(&error),
            });
        }
        (Ask::Import, _, _) if view.choosing.is_none() => {
            let folder = library.dir().to_owned();
            let filter = tr!("library-import-filter");
            let title = tr!("library-import-title");
            view.choosing = Some(file_dialog::pick_file(FileRequest {
                title,
                filter: Some((filter, "ggf")),
                folder: Some(folder),
                file_name: None,
            }));
        }
        _ => {}
    }
    view.reload(&library);
    Ok(())
}

fn top_bar(ui: &mut egui::Ui, view: &mut LibraryView, can_choose: bool) -> Option<Ask> {
    let mut asked = None;
    ui.horizontal(|ui| {
        if ui.button(tr!("library-back")).on_hover_text(tr!("library-back-hover")).clicked() {
            asked = Some(Ask::Menu);
        }
        ui.heading(egui::RichText::new(tr!("library-title")).family(theme::display_family()));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let trash = tr!("library-trash", count = view.trash.games.len());
            if ui.selectable_label(view.showing_trash, trash).on_hover_text(tr!("library-trash-hover")).clicked() {
                view.showing_trash = !view.showing_trash;
                view.selected = None;
                view.confirm_empty = false;
            }
            let import =
                ui.add_enabled(can_choose && view.choosing.is_none(), egui::Button::new(tr!("library-import")));
            let import = if file_dialog::DOWNLOADS {
                import.on_hover_text(tr!("library-import-web-hover"))
            } else {
                import.on_hover_text(tr!("library-import-hover")).on_disabled_hover_text(tr!("library-import-drop"))
            };
            if import.clicked() {
                asked = Some(Ask::Import);
            }
        });
    });
    asked
}

fn filters(ui: &mut egui::Ui, view: &mut LibraryView, games: &RegisteredGames) {
    let opponents = opponents(&view.shown().games);
    ui.horizontal_wrapped(|ui| {
        let LibraryView { filter, sort, .. } = view;
        let title_of = |name: &str| games.iter().find(|game| game.name == name).map(game_title);
        let shown_game = filter
            .game
            .as_deref()
            .map_or_else(|| tr!("library-any-game"), |name| title_of(name).unwrap_or(name.to_owned()));
        egui::ComboBox::from_id_salt("library game").selected_text(shown_game).show_ui(ui, |ui| {
            ui.selectable_value(&mut filter.game, None, tr!("library-any-game"));
            for game in games.iter() {
                ui.selectable_value(&mut filter.game, Some(game.name.to_owned()), game_title(game));
            }
        });
        let side_name = filter
            .game
            .as_deref()
            .and_then(|name| games.iter().find(|game| game.name == name))
            .map(|game| game.side_name);
        let result_words = |result: Option<ResultFilter>| result_filter_words(result, side_name);
        egui::ComboBox::from_id_salt("library result").selected_text(result_words(filter.result)).show_ui(ui, |ui| {
            ui.selectable_value(&mut filter.result, None, result_words(None));
            for result in ResultFilter::ALL {
                ui.selectable_value(&mut filter.result, Some(result), result_words(Some(result)));
            }
        });
        let shown_player = if filter.player.is_empty() {
            tr!("library-anyone")
        } else {
            opponents
                .iter()
                .find(|(key, _)| *key == filter.player)
                .map_or(filter.player.clone(), |(_, words)| words.clone())
        };
        egui::ComboBox::from_id_salt("library player")
            .selected_text(shown_player)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.player, String::new(), tr!("library-anyone"));
                for (key, words) in &opponents {
                    ui.selectable_value(&mut filter.player, key.clone(), words);
                }
            })
            .response
            .on_hover_text(tr!("library-player-hover"));
        egui::ComboBox::from_id_salt("library sort").selected_text(sort_words(*sort)).show_ui(ui, |ui| {
            for order in SortBy::ALL {
                ui.selectable_value(sort, order, sort_words(order));
            }
        });
    });
}

/// The players and levels of `games`, each once: what the filter matches, and how it reads.
fn opponents(games: &[Entry]) -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = Vec::new();
    for player in games.iter().flat_map(|entry| entry.record.players.iter()) {
        let key = player.level.clone().unwrap_or_else(|| player.name.clone());
        if !found.iter().any(|(known, _)| *known == key) {
            found.push((key, player_words(player)));
        }
    }
    found.sort_by(|a, b| a.1.cmp(&b.1));
    found
}

fn game_list(ui: &mut egui::Ui, view: &mut LibraryView, games: &RegisteredGames) {
    let chosen: Vec<Entry> = select(&view.shown().games, &view.filter, view.sort).into_iter().cloned().collect();
    let total = view.shown().games.len();
    let unreadable = view.shown().unreadable.clone();
    // The newest game (or the first the filters keep) is shown until the player picks another.
    if let Some(first) = chosen.first()
        && !chosen.iter().any(|entry| view.selected.as_ref() == Some(&entry.path))
    {
        view.selected = Some(first.path.clone());
        view.new_title = first.record.title.clone().unwrap_or_default();
    }
    if chosen.is_empty() {
        let empty = if total > 0 {
            tr!("library-none-match")
        } else if view.showing_trash {
            tr!("library-trash-empty")
        } else {
            tr!("library-empty")
        };
        ui.label(egui::RichText::new(empty).color(theme::text_dim()));
    } else {
        ui.label(
            egui::RichText::new(tr!("library-count", shown = chosen.len(), total = total)).color(theme::text_dim()),
        );
    }
    egui::ScrollArea::both().auto_shrink([false, false]).show(ui, |ui| {
        egui::Grid::new("library games").striped(true).num_columns(4).spacing([12.0, 6.0]).show(ui, |ui| {
            for entry in &chosen {
                let selected = view.selected.as_ref() == Some(&entry.path);
                let record = &entry.record;
                let game = games.iter().find(|game| game.name == record.game);
                let mut clicked = ui.selectable_label(selected, egui::RichText::new(title(record)).strong()).clicked();
                clicked |= ui.selectable_label(selected, game.map_or(record.game.clone(), game_title)).clicked();
                clicked |= ui.selectable_label(selected, result_words(record, game)).clicked();
                clicked |= ui.selectable_label(selected, date_time(record.kept_at)).clicked();
                ui.end_row();
                if clicked {
                    view.selected = Some(entry.path.clone());
                    view.new_title = record.title.clone().unwrap_or_default();
                    view.confirm_empty = false;
                }
            }
        });
        if !unreadable.is_empty() {
            ui.add_space(12.0);
            let heading = tr!("library-unreadable", count = unreadable.len());
            egui::CollapsingHeader::new(heading).id_salt("library unreadable").show(ui, |ui| {
                for file in &unreadable {
                    let name =
                        file.path.file_name().map_or_else(String::new, |name| name.to_string_lossy().into_owned());
                    ui.label(egui::RichText::new(name).monospace());
                    ui.label(egui::RichText::new(problem_words(&file.problem)).color(theme::text_dim()));
                }
                ui.label(
                    egui::RichText::new(tr!("library-unreadable-kept", path = view_dir_hint(&unreadable)))
                        .small()
                        .color(theme::text_dim()),
                );
            });
        }
    });
}

/// The folder the unreadable files are in, for the note that they are left where they are.
fn view_dir_hint(unreadable: &[crate::library::Unreadable]) -> String {
    unreadable.first().and_then(|file| file.path.parent()).map_or_else(String::new, |dir| dir.display().to_string())
}

fn detail(ui: &mut egui::Ui, view: &mut LibraryView, games: &RegisteredGames, art: &PreviewArt) -> Option<Ask> {
    let mut asked = None;
    if view.showing_trash && !view.trash.games.is_empty() {
        if view.confirm_empty {
            ui.label(tr!("library-empty-trash-confirm", count = view.trash.games.len()));
            ui.horizontal(|ui| {
                if ui.button(tr!("library-empty-trash-yes")).clicked() {
                    asked = Some(Ask::EmptyTrash);
                }
                if ui.button(tr!("library-empty-trash-no")).clicked() {
                    view.confirm_empty = false;
                }
            });
        } else if ui.button(tr!("library-empty-trash")).on_hover_text(tr!("library-empty-trash-hover")).clicked() {
            view.confirm_empty = true;
        }
        ui.separator();
    }
    let Some(entry) =
        view.selected.as_ref().and_then(|path| view.shown().games.iter().find(|entry| entry.path == *path)).cloned()
    else {
        ui.label(egui::RichText::new(tr!("library-choose")).color(theme::text_dim()));
        return asked;
    };
    let record = &entry.record;
    let game = games.iter().find(|game| game.name == record.game);
    let side = (ui.available_width() - 8.0).min(220.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    let drawn =
        game.is_some_and(|game| (game.draw_position)(&ui.painter_at(rect), rect, &record.summary.final_position, art));
    if !drawn {
        ui.painter().text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            "?",
            egui::FontId::proportional(40.0),
            theme::text_dim(),
        );
    }
    ui.label(egui::RichText::new(title(record)).strong());
    let names = record.players.iter().map(player_words).collect::<Vec<_>>();
    ui.label(tr!("library-players", first = names[0].clone(), second = names[1].clone()));
    ui.label(result_words(record, game));
    ui.label(tr!("library-moves", count = record.summary.plies));
    ui.label(egui::RichText::new(origin_words(record)).color(theme::text_dim()));
    ui.add_space(8.0);
    if view.showing_trash {
        if ui.button(tr!("library-restore")).on_hover_text(tr!("library-restore-hover")).clicked() {
            asked = Some(Ask::Restore);
        }
        return asked;
    }
    ui.horizontal_wrapped(|ui| {
        let openable = game.is_some();
        if ui
            .add_enabled(openable, egui::Button::new(tr!("library-open")))
            .on_hover_text(tr!("library-open-hover"))
            .clicked()
        {
            asked = Some(Ask::Open { review: false });
        }
        if game.is_some_and(|game| game.reviews)
            && ui.button(tr!("library-review")).on_hover_text(tr!("library-review-hover")).clicked()
        {
            asked = Some(Ask::Open { review: true });
        }
        if ui.button(tr!("library-delete")).on_hover_text(tr!("library-delete-hover")).clicked() {
            asked = Some(Ask::Delete);
        }
    });
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut view.new_title)
                .hint_text(tr!("library-name-hint"))
                .desired_width(side - 80.0),
        );
        if ui.button(tr!("library-rename")).on_hover_text(tr!("library-rename-hover")).clicked() {
            asked = Some(Ask::Rename);
        }
    });
    asked
}

fn game_title(game: &GameEntry) -> String {
    game_text(game.name, "title", game.title)
}

/// The name the player gave the game, or its players.
fn title(record: &Record) -> String {
    record.title.clone().unwrap_or_else(|| {
        let names = record.players.iter().map(player_words).collect::<Vec<_>>();
        tr!("library-versus", first = names[0].clone(), second = names[1].clone())
    })
}

fn player_words(player: &PlayerRecord) -> String {
    match player.kind {
        PlayerKind::Human => tr!("library-human"),
        PlayerKind::Ai => tr!("library-ai", level = translated(player.level.as_deref().unwrap_or("panel-custom"))),
        PlayerKind::Engine | PlayerKind::Program | PlayerKind::Named => player.name.clone(),
    }
}

fn result_words(record: &Record, game: Option<&GameEntry>) -> String {
    let side = |seat: Seat| game.map_or_else(|| seat_words(seat), |game| (game.side_name)(seat));
    match (record.summary.outcome, record.summary.counts) {
        (Outcome::Unfinished, _) => tr!("library-unfinished"),
        (Outcome::Drawn, _) => tr!("library-draw"),
        (Outcome::Won(seat), Some([first, second])) => {
            tr!("library-won-counts", side = side(seat), first = first, second = second)
        }
        (Outcome::Won(seat), None) => tr!("library-won", side = side(seat)),
        (Outcome::OutOfTime(seat), _) => tr!("library-out-of-time", side = side(seat)),
    }
}

fn seat_words(seat: Seat) -> String {
    match seat {
        Seat::First => tr!("library-first"),
        Seat::Second => tr!("library-second"),
    }
}

fn result_filter_words(result: Option<ResultFilter>, side_name: Option<fn(Seat) -> String>) -> String {
    let side = |seat: Seat| side_name.map_or_else(|| seat_words(seat), |name| name(seat));
    match result {
        None => tr!("library-any-result"),
        Some(ResultFilter::FirstWon) => tr!("library-won", side = side(Seat::First)),
        Some(ResultFilter::SecondWon) => tr!("library-won", side = side(Seat::Second)),
        Some(ResultFilter::Drawn) => tr!("library-draw"),
        Some(ResultFilter::Unfinished) => tr!("library-unfinished"),
    }
}

fn sort_words(order: SortBy) -> String {
    match order {
        SortBy::Newest => tr!("library-sort-newest"),
        SortBy::Oldest => tr!("library-sort-oldest"),
        SortBy::Game => tr!("library-sort-game"),
        SortBy::Longest => tr!("library-sort-longest"),
    }
}

fn origin_words(record: &Record) -> String {
    let date = date_time(record.kept_at);
    match record.origin {
        crate::library::Origin::Finished => tr!("library-origin-finished", date = date),
        crate::library::Origin::Saved => tr!("library-origin-saved", date = date),
        crate::library::Origin::Imported => tr!("library-origin-imported", date = date),
    }
}

fn problem_words(problem: &Problem) -> String {
    match problem {
        Problem::OtherFormat => tr!("library-problem-other-format"),
        Problem::Unreadable(error) => tr!("library-problem-unreadable", error = error.clone()),
        Problem::Record(error) => error.explain(),
    }
}

impl Explain for RecordError {
    fn explain(&self) -> String {
        match self {
            RecordError::NotJson(_) => tr!("library-problem-not-json"),
            RecordError::Newer { format } => tr!("library-problem-newer", format = format),
            RecordError::Shape(error) => tr!("library-problem-shape", error = error.clone()),
            RecordError::UnknownGame(game) => tr!("library-problem-unknown-game", game = game.clone()),
            RecordError::BadStart(error) => tr!("library-problem-bad-start", error = error.clone()),
            RecordError::BadLine(error) => tr!("library-problem-bad-move", ply = error.ply),
        }
    }
}
