//! Games as files, in each game's own format (Reversi: GGF): opened from a path (the command
//! line, a file dropped on the window, the desktop's file chooser) and saved beside the settings
//! or where the file chooser says.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::app::base::errors::Explain;
use crate::app::base::file_dialog::{self, ChooserKind, FileRequest, Kept};
use crate::app::base::requests::{FilePurpose, GameAction};
use crate::app::base::screen::Screen;
use crate::app::base::settings::PlayerKind;
use crate::app::base::settings_file::SettingsFile;
use crate::app::base::tasks::BackgroundTask;
use crate::app::contract::arcade_game::{ArcadeGame, game_title};
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::games::Notation;
use crate::programs::program_name;
use crate::tr;

/// The system's file chooser, or a page's file input ([`file_dialog`]), shown while the window
/// goes on drawing.
#[derive(Resource)]
pub struct FileChooser {
    /// Whether this machine has a file chooser at all.
    pub available: bool,
    /// Whether it takes the folder and the file name apart, else only a path (zenity).
    folder_apart: bool,
    /// The chooser on screen: for which game screen, what for, and the file it will give.
    showing: Option<(Screen, FilePurpose, BackgroundTask<Option<PathBuf>>)>,
}

impl Default for FileChooser {
    fn default() -> Self {
        let ChooserKind { available, folder_apart } = file_dialog::chooser_kind();
        Self { available, folder_apart, showing: None }
    }
}

impl FileChooser {
    pub fn is_showing(&self) -> bool {
        self.showing.is_some()
    }

    /// Shows the chooser for game `G`: to open one of its files, or to save to one (named
    /// `suggested`), starting in `folder`.
    fn show<G: ArcadeGame>(&mut self, purpose: FilePurpose, folder: Option<PathBuf>, suggested: String) {
        if !self.available || self.is_showing() {
            return;
        }
        let name = tr!("game-screen-file-filter", game = game_title::<G>());
        let title = match purpose {
            FilePurpose::Save => tr!("game-screen-file-save-title"),
            FilePurpose::Open => tr!("game-screen-file-open-title"),
            FilePurpose::Program => tr!("game-screen-file-program-title"),
        };
        // The portal takes the folder and the name apart; zenity only a path, which may end in
        // the folder.
        let file_name = match (purpose, &folder) {
            (FilePurpose::Save, Some(folder)) if !self.folder_apart => folder.join(suggested),
            (FilePurpose::Save, _) => PathBuf::from(suggested),
            (FilePurpose::Open | FilePurpose::Program, Some(folder)) if !self.folder_apart => folder.join(""),
            (FilePurpose::Open | FilePurpose::Program, _) => PathBuf::new(),
        };
        let request = FileRequest {
            title,
            // A program is any file: a script, a compiled program.
            filter: (purpose != FilePurpose::Program).then_some((name, G::FILE_EXTENSION)),
            folder,
            file_name: (!file_name.as_os_str().is_empty()).then(|| file_name.to_string_lossy().into_owned()),
        };
        let task = match purpose {
            FilePurpose::Open | FilePurpose::Program => file_dialog::pick_file(request),
            FilePurpose::Save => file_dialog::save_file(request),
        };
        self.showing = Some((G::screen(), purpose, task));
    }
}

/// Opens or saves the file the player chose, once the chooser closes.
pub(super) fn collect_chosen_file<G: ArcadeGame>(mut chooser: ResMut<FileChooser>, mut commands: Commands) {
    let Some((screen, purpose, task)) = &mut chooser.showing else { return };
    if *screen != G::screen() {
        return;
    }
    let purpose = *purpose;
    let Some(chosen) = task.poll() else { return };
    chooser.showing = None;
    // Closed without a file: nothing to do.
    let Some(path) = chosen else { return };
    commands.trigger(match purpose {
        FilePurpose::Open => GameAction::Open(path),
        FilePurpose::Save => GameAction::SaveTo(path),
        FilePurpose::Program => GameAction::UseProgram(path),
    });
}

/// Shows the file chooser to open a game or save this one, in the folder Save writes to; or to
/// pick a program, where the chooser opens by itself (the player's own folders).
pub(super) fn choose_file<G: ArcadeGame>(chooser: &mut FileChooser, purpose: FilePurpose, file: &SettingsFile) {
    let folder = if purpose == FilePurpose::Program { None } else { games_folder(file) };
    chooser.show::<G>(purpose, folder, file_name::<G>());
}

/// `<settings directory>/games`, made if need be; `None` in a run that keeps no files, or where
/// the folder cannot be made (the chooser then opens where it opens by itself).
fn games_folder(file: &SettingsFile) -> Option<PathBuf> {
    let dir = crate::library::games_dir(file.path.as_deref().and_then(Path::parent)?);
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir)
}

/// `reversi-2026-11-23-153501.ggf`: a name that sorts by time.
fn file_name<G: ArcadeGame>() -> String {
    format!("{}-{}.{}", G::Position::NAME, crate::library::timestamp(crate::library::now()), G::FILE_EXTENSION)
}

/// Why a game file could not be read or written: the file, which it was, and the system's
/// reason. Its `Display` is English, for the command line (`--open`); the window explains it.
#[derive(Debug)]
pub struct GameFileError {
    pub path: PathBuf,
    pub writing: bool,
    pub error: std::io::Error,
}

impl std::fmt::Display for GameFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let doing = if self.writing { "write" } else { "read" };
        write!(f, "cannot {doing} {}: {}", self.path.display(), self.error)
    }
}

/// Its `Display` says the system's reason itself.
impl std::error::Error for GameFileError {}

impl Explain for GameFileError {
    fn explain(&self) -> String {
        let (path, error) = (self.path.display().to_string(), self.error.explain());
        if self.writing {
            tr!("game-screen-file-write-failed", path = path, error = error)
        } else {
            tr!("game-screen-file-read-failed", path = path, error = error)
        }
    }
}

/// The text of a game file (in a browser, one uploaded into its storage).
pub fn read_game_file(path: &Path) -> Result<String, GameFileError> {
    crate::durable::read_to_string(path).map_err(|error| GameFileError { path: path.to_owned(), writing: false, error })
}

/// Writes the game to `to` in the game's own kind of file (in a browser: a download named so);
/// returns where. A chosen path without the game's extension gets it.
pub(super) fn save_game<G: ArcadeGame>(
    current_game: &CurrentGame<G>,
    settings: &GameSettings<G>,
    engine_name: Option<&str>,
    to: &Path,
) -> Result<Kept, GameFileError> {
    let path = if to.extension().is_some() { to.to_owned() } else { to.with_extension(G::FILE_EXTENSION) };
    // The players as the file names them: file formats stay in English.
    let program = program_name(&settings.program.command);
    let name = |player: PlayerKind| match player {
        PlayerKind::Human => "Human",
        PlayerKind::Ai => "Minimax Arcade",
        PlayerKind::Engine => engine_name.unwrap_or("Outside engine"),
        PlayerKind::Program => program.as_str(),
    };
    let seats = settings.seats;
    let text = G::file_text(current_game.history(), [name(seats.first), name(seats.second)]);
    match file_dialog::keep_file(&path, text.as_bytes()) {
        Ok(kept) => Ok(kept),
        Err(error) => Err(GameFileError { path, writing: true, error }),
    }
}
