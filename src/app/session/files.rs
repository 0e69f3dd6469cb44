//! Games as files, in each game's own format (Reversi: GGF): opened from a path (the command
//! line, a file dropped on the window, the desktop's file chooser) and saved beside the settings
//! or where the file chooser says.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::{GameAction, Session};
use crate::app::ai_task::BackgroundTask;
use crate::app::arcade_game::{ArcadeGame, game_title};
use crate::app::errors::Explain;
use crate::app::screen::Screen;
use crate::app::settings::{GameSettings, Player, SettingsFile};
use crate::games::Notation;
use crate::programs::program_name;
use crate::tr;

/// What a file is chosen for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    Open,
    Save,
    /// The player's own program, to take a Program seat.
    Program,
}

/// The desktop's file chooser (the XDG desktop portal, or zenity), shown on the async compute
/// pool so the window goes on drawing while the player picks a file.
#[derive(Resource)]
pub struct FileChooser {
    /// Whether this desktop has a file chooser at all.
    pub available: bool,
    /// Whether it is the desktop portal's (on the session bus), else zenity's.
    portal: bool,
    /// The chooser on screen: for which game screen, what for, and the file it will give.
    showing: Option<(Screen, FilePurpose, BackgroundTask<Option<PathBuf>>)>,
}

impl Default for FileChooser {
    fn default() -> Self {
        let session_bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS");
        let portal = session_bus.as_ref().is_some_and(|bus| !bus.is_empty());
        let available = chooser_available(session_bus.as_deref(), std::env::var_os("PATH").as_deref());
        Self { available, portal, showing: None }
    }
}

/// The portal answers on the session bus; zenity is a program on the path.
fn chooser_available(session_bus: Option<&OsStr>, path: Option<&OsStr>) -> bool {
    let zenity = path.is_some_and(|path| std::env::split_paths(path).any(|dir| dir.join("zenity").is_file()));
    session_bus.is_some_and(|bus| !bus.is_empty()) || zenity
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
        let name = tr!("session-file-filter", game = game_title::<G>());
        let title = match purpose {
            FilePurpose::Save => tr!("session-file-save-title"),
            FilePurpose::Open => tr!("session-file-open-title"),
            FilePurpose::Program => tr!("session-file-program-title"),
        };
        // The portal takes the folder and the name apart; zenity only a path, which may end in
        // the folder.
        let portal = self.portal;
        let task = BackgroundTask::spawn(move |_| {
            let mut chooser = rfd::FileDialog::new();
            // A program is any file: a script, a compiled program.
            if purpose != FilePurpose::Program {
                chooser = chooser.add_filter(name, &[G::FILE_EXTENSION]);
            }
            let file_name = match (purpose, &folder) {
                (FilePurpose::Save, Some(folder)) if !portal => folder.join(suggested),
                (FilePurpose::Save, _) => PathBuf::from(suggested),
                (FilePurpose::Open | FilePurpose::Program, Some(folder)) if !portal => folder.join(""),
                (FilePurpose::Open | FilePurpose::Program, _) => PathBuf::new(),
            };
            if let Some(folder) = folder {
                chooser = chooser.set_directory(folder);
            }
            if !file_name.as_os_str().is_empty() {
                chooser = chooser.set_file_name(file_name.to_string_lossy());
            }
            chooser = chooser.set_title(title);
            match purpose {
                FilePurpose::Open | FilePurpose::Program => chooser.pick_file(),
                FilePurpose::Save => chooser.save_file(),
            }
        });
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
            tr!("session-file-write-failed", path = path, error = error)
        } else {
            tr!("session-file-read-failed", path = path, error = error)
        }
    }
}

/// The text of a game file.
pub fn read_game_file(path: &Path) -> Result<String, GameFileError> {
    std::fs::read_to_string(path).map_err(|error| GameFileError { path: path.to_owned(), writing: false, error })
}

/// Writes the game to `to` in the game's own kind of file; returns where. A chosen path without
/// the game's extension gets it.
pub(super) fn save_game<G: ArcadeGame>(
    session: &Session<G>,
    settings: &GameSettings<G>,
    engine_name: Option<&str>,
    to: &Path,
) -> Result<PathBuf, GameFileError> {
    let path = if to.extension().is_some() { to.to_owned() } else { to.with_extension(G::FILE_EXTENSION) };
    // The players as the file names them: file formats stay in English.
    let program = program_name(&settings.program.command);
    let name = |player: Player| match player {
        Player::Human => "Human",
        Player::Ai => "Minimax Arcade",
        Player::Engine => engine_name.unwrap_or("Outside engine"),
        Player::Program => program.as_str(),
    };
    let seats = settings.seats;
    let text = G::file_text(session.history(), [name(seats.first), name(seats.second)]);
    match crate::durable::write_durably(&path, text.as_bytes()) {
        Ok(()) => Ok(path),
        Err(error) => Err(GameFileError { path, writing: true, error }),
    }
}

#[cfg(test)]
mod tests {
    use std::ffi::OsString;

    use super::chooser_available;

    #[test]
    fn a_file_chooser_needs_the_session_bus_or_zenity() {
        let dir = std::env::temp_dir().join(format!("minimax-arcade-zenity-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let with_zenity = std::env::join_paths([dir.clone()]).expect("a path");
        let bus = OsString::from("unix:path=/run/user/1000/bus");
        assert!(chooser_available(Some(&bus), None));
        assert!(!chooser_available(None, Some(&with_zenity)));
        assert!(!chooser_available(Some(&OsString::new()), None));
        std::fs::write(dir.join("zenity"), "").expect("a stand-in zenity");
        assert!(chooser_available(None, Some(&with_zenity)));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
