//! The game library from a game's screen: every game that ends and every game saved is kept in
//! the games folder ([`crate::library`]), and a game the library screen opens comes up on its
//! game's screen, reviewed if asked.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::base::file_dialog::Kept;
use crate::app::base::requests::GameAction;
use crate::app::base::screen::Screen;
use crate::app::base::settings::{PlayerKind, SettingsNotice};
use crate::app::base::settings_file::SettingsFile;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::contract::window_game::WindowGame;
use crate::app::game_screen::ScreenNotes;
use crate::games::{Notation, Seat};
use crate::library::{self, Library, Origin, PlayerRecord, Record, now};
use crate::programs::program_name;
use crate::tr;

/// Keep the game on `G`'s screen in the library as one the player saved.
#[derive(Event, Clone, Copy, Debug)]
pub struct KeepGame {
    /// Whether the screen says where it went (a save with no file of its own).
    pub announce: bool,
}

/// Open a game of the library on its game's screen, and review it (Reversi) if asked.
#[derive(Event, Clone, Debug)]
pub struct OpenFromLibrary {
    pub game: String,
    pub path: PathBuf,
    pub review: bool,
}

/// Asks the game on screen to be reviewed (the games that review: Reversi).
#[derive(Event, Clone, Copy, Debug)]
pub struct ReviewGame;

/// A library game waiting for its screen to open.
#[derive(Resource)]
struct PendingOpen<G: WindowGame> {
    path: PathBuf,
    review: bool,
    game: std::marker::PhantomData<G>,
}

/// What game `G` adds: its games kept when they end or are saved, and opened from the library.
pub(crate) fn game_plugin<G: WindowGame>(app: &mut App) {
    app.add_observer(keep_saved::<G>);
    app.add_observer(open_from_library::<G>);
    // After the frame's moves: the game is kept as the frame ends it.
    app.add_systems(PostUpdate, keep_finished::<G>.run_if(in_state(G::screen())));
    app.add_systems(Update, open_pending::<G>.run_if(in_state(G::screen())).run_if(resource_exists::<PendingOpen<G>>));
}

/// The games folder beside the settings; none when the settings live nowhere.
pub fn library_of(file: &SettingsFile) -> Option<Library> {
    let dir = file.path.as_deref()?.parent()?;
    Some(Library::in_dir(library::games_dir(dir)))
}

/// Who sits in each seat of `G`'s game, as the library keeps them: file formats' names stay in
/// English, levels are kept as the message ids of their names.
fn players<G: WindowGame>(settings: &GameSettings<G>, engine_name: Option<&str>) -> [PlayerRecord; 2] {
    Seat::BOTH.map(|seat| {
        let kind = settings.seats.get(seat);
        let (name, level) = match kind {
            PlayerKind::Human => ("Human".to_owned(), None),
            PlayerKind::Ai => {
                let level = G::level_id(&settings.options).unwrap_or("panel-custom");
                ("Minimax Arcade".to_owned(), Some(level.to_owned()))
            }
            PlayerKind::Engine => (engine_name.unwrap_or("Outside engine").to_owned(), None),
            PlayerKind::Program => (program_name(&settings.program.command), None),
        };
        PlayerRecord::new(kept_kind(kind), name, level)
    })
}

/// The kind of a seat's player as the library keeps it.
fn kept_kind(kind: PlayerKind) -> library::PlayerKind {
    match kind {
        PlayerKind::Human => library::PlayerKind::Human,
        PlayerKind::Ai => library::PlayerKind::Ai,
        PlayerKind::Engine => library::PlayerKind::Engine,
        PlayerKind::Program => library::PlayerKind::Program,
    }
}

/// The record of the game on `G`'s screen, its played moves (not those taken back).
fn record_of<G: WindowGame>(
    current_game: &CurrentGame<G>,
    settings: &GameSettings<G>,
    engine_name: Option<&str>,
    origin: Origin,
) -> Record {
    let history = current_game.history();
    let players = players(settings, engine_name);
    Record::of(history.start(), history.played(), players, origin, now(), current_game.out_of_time())
}

/// A save: the game goes into the library.
fn keep_saved<G: WindowGame>(
    keep: On<KeepGame>,
    screen: Res<State<Screen>>,
    current_game: Res<CurrentGame<G>>,
    settings: Res<GameSettings<G>>,
    outside: Res<crate::app::game_screen::OutsideSeat<G>>,
    file: Res<SettingsFile>,
    mut notes: ResMut<ScreenNotes<G>>,
) {
    if *screen.get() != G::screen() {
        return;
    }
    let Some(library) = library_of(&file) else {
        notes.file_failed(current_game.generation(), tr!("game-screen-file-no-folder"));
        return;
    };
    let record = record_of(&current_game, &settings, outside.name.as_deref(), Origin::Saved);
    match library.keep(&record) {
        Ok(path) if keep.announce => notes.saved(Kept::File(path)),
        Ok(_) => {}
        Err(error) => notes.file_failed(current_game.generation(), library_error(&error)),
    }
}

/// A game that has just ended goes into the library, once, whoever played it.
fn keep_finished<G: WindowGame>(
    current_game: Res<CurrentGame<G>>,
    settings: Res<GameSettings<G>>,
    outside: Res<crate::app::game_screen::OutsideSeat<G>>,
    file: Res<SettingsFile>,
    mut notice: ResMut<SettingsNotice>,
    mut seen: Local<Option<crate::app::base::tasks::Generation>>,
) {
    if *seen == Some(current_game.generation()) {
        return;
    }
    let first_look = seen.is_none();
    *seen = Some(current_game.generation());
    // A game that was over when the screen opened (restored, opened from the library) is kept
    // already; only a game that ends here is new.
    if first_look || !current_game.is_over() || current_game.history().played().is_empty() {
        return;
    }
    let Some(library) = library_of(&file) else { return };
    let record = record_of(&current_game, &settings, outside.name.as_deref(), Origin::Finished);
    if let Err(error) = library.keep(&record) {
        // Said where the player will see it; the game goes on.
        notice.0 = Some(library_error(&error));
    }
}

/// A library problem in the player's words, naming the file.
pub fn library_error(error: &library::LibraryError) -> String {
    use crate::app::base::errors::Explain;
    tr!("library-file-failed", path = error.path.display().to_string(), error = error.error.explain())
}

/// Opens `G`'s screen for a library game of `G`.
fn open_from_library<G: WindowGame>(open: On<OpenFromLibrary>, mut commands: Commands) {
    if open.game != G::Position::NAME {
        return;
    }
    commands.insert_resource(PendingOpen::<G> {
        path: open.path.clone(),
        review: open.review,
        game: std::marker::PhantomData,
    });
    commands.trigger(crate::app::base::requests::OpenGame(G::Position::NAME));
}

/// Once `G`'s screen is open, the library game is opened on it (and reviewed if asked).
fn open_pending<G: WindowGame>(pending: Res<PendingOpen<G>>, mut commands: Commands) {
    commands.trigger(GameAction::Open(pending.path.clone()));
    if pending.review {
        commands.trigger(ReviewGame);
    }
    commands.remove_resource::<PendingOpen<G>>();
}
