//! Always kept: the game on each game's screen is written to `autosave/<game>.json` beside the
//! settings after every move (atomically, as the settings are), with the moves taken back (for
//! Redo), the clocks and the pause; at the next launch each game's screen opens on it again, and
//! the menu offers to continue the one played last. A kill or a power cut loses at most the
//! move being made. A file that cannot be read (damaged, from a newer version, of another game)
//! is set aside under a name of its own with a message, and the game starts afresh.

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::app::base::errors::Explain;
use crate::app::base::game_clock::GameClock;
use crate::app::base::history::GameHistory;
use crate::app::base::settings::SettingsNotice;
use crate::app::base::settings_file::SettingsFile;
use crate::app::base::tasks::Generation;
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::durable::write_durably;
use crate::engine::Game;
use crate::games::{Notation, Seat};
use crate::library::{line, now};
use crate::tr;

/// The autosave format this version writes; a file of a later one is set aside, not misread.
const FORMAT: u32 = 1;

/// What an autosave file holds.
#[derive(Serialize, Deserialize, Debug)]
struct Autosave {
    format: u32,
    /// The game's name (`reversi`).
    game: String,
    /// When it was written, in seconds since 1970.
    saved_at: u64,
    /// Where the game started, as the game writes positions.
    start: String,
    /// The moves of the game's line, moves taken back included, as places among the legal moves
    /// ([`line`]).
    line: Vec<u16>,
    /// How many moves of the line are played; the rest were taken back and can be redone.
    cursor: usize,
    clock: Option<GameClock>,
    out_of_time: Option<Seat>,
    paused: bool,
}

/// The game a launch's `--position`, `--transcript` or `--open` gave, which its autosave does not
/// replace.
#[derive(Resource, Clone, Copy, Debug)]
pub struct LaunchedGame(pub &'static str);

/// The games kept on disk, as the menu's Continue and `--continue` choose among them.
#[derive(Resource, Default, Debug)]
pub struct Autosaved(pub Vec<AutosavedGame>);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AutosavedGame {
    pub game: &'static str,
    /// Seconds since 1970.
    pub saved_at: u64,
    /// At least one move played, and the game not over: one to continue.
    pub unfinished: bool,
}

impl AutosavedGame {
    /// `current_game`, kept at `saved_at`.
    fn of<G: ArcadeGame>(current_game: &CurrentGame<G>, saved_at: u64) -> Self {
        let unfinished = !current_game.history().played().is_empty() && !current_game.is_over();
        Self { game: G::Position::NAME, saved_at, unfinished }
    }
}

impl Autosaved {
    /// The unfinished game played last.
    pub fn latest_unfinished(&self) -> Option<AutosavedGame> {
        self.0.iter().filter(|saved| saved.unfinished).max_by_key(|saved| saved.saved_at).copied()
    }

    fn note(&mut self, saved: AutosavedGame) {
        self.0.retain(|earlier| earlier.game != saved.game);
        self.0.push(saved);
    }
}

/// Where game `name`'s autosave lives: `autosave/<name>.json` beside the settings file; nowhere
/// when the settings live nowhere (a screenshot's run).
pub fn autosave_path(file: &SettingsFile, name: &str) -> Option<PathBuf> {
    let dir = file.path.as_deref()?.parent()?;
    Some(dir.join("autosave").join(format!("{name}.json"))) // not shown: a file name
}

pub(super) fn plugin<G: ArcadeGame>(app: &mut App) {
    app.init_resource::<Autosaved>();
    app.add_systems(PreStartup, restore::<G>.after(crate::app::base::settings_file::LoadSettings));
    // After the frame's moves and actions: the file holds the position the frame ends on.
    app.add_systems(PostUpdate, write_after_a_move::<G>.run_if(in_state(G::screen())));
}

/// Opens game `G`'s screen on its autosave, unless the launch gave it a game of its own.
fn restore<G: ArcadeGame>(world: &mut World) {
    if world.get_resource::<LaunchedGame>().is_some_and(|launched| launched.0 == G::Position::NAME) {
        return;
    }
    let file = world.resource::<SettingsFile>().clone();
    let Some(path) = autosave_path(&file, G::Position::NAME) else { return };
    match read::<G>(&path) {
        Ok(None) => {}
        Ok(Some((current_game, saved_at))) => {
            world.resource_mut::<Autosaved>().note(AutosavedGame::of(&current_game, saved_at));
            world.insert_resource(current_game);
        }
        Err(problem) => {
            let kept = set_aside(&path);
            let message =
                tr!("game-screen-autosave-unreadable", path = path.display().to_string(), problem = problem.explain());
            let mut notice = world.resource_mut::<SettingsNotice>();
            // After what the settings file's reading had to say, if anything.
            let said = notice.0.take().into_iter().chain([message + &kept]);
            notice.0 = Some(said.collect::<Vec<_>>().join("\n\n"));
        }
    }
}

/// Why an autosave cannot be read. The window explains it in the player's language.
#[derive(Debug)]
enum Unreadable {
    File(std::io::Error),
    /// Not JSON, or not an autosave's fields.
    Json(serde_json::Error),
    /// Written by a later version, in a format this one does not know.
    Newer {
        format: u64,
    },
    /// Another game's autosave under this game's name.
    OtherGame(String),
    /// The start is not one of the game's positions: the game's own words (its `Display`).
    Start(String),
    /// The move at this ply is not legal where it is played.
    Move {
        ply: usize,
    },
    /// The place in the line is past its end.
    Cursor {
        cursor: usize,
        moves: usize,
    },
}

impl Explain for Unreadable {
    fn explain(&self) -> String {
        match self {
            Self::File(error) => error.explain(),
            Self::Json(error) => error.explain(),
            Self::Newer { format } => tr!("game-screen-autosave-newer", format = *format),
            Self::OtherGame(game) => tr!("game-screen-autosave-other-game", game = game.as_str()),
            Self::Start(problem) => problem.clone(),
            Self::Move { ply } => tr!("game-screen-autosave-bad-move", ply = *ply),
            Self::Cursor { cursor, moves } => tr!("game-screen-autosave-bad-cursor", cursor = *cursor, moves = *moves),
        }
    }
}

/// The autosave at `path` as the game it holds and when it was written; `None` when there is none.
fn read<G: ArcadeGame>(path: &Path) -> Result<Option<(CurrentGame<G>, u64)>, Unreadable> {
    let text = match crate::durable::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(Unreadable::File(error)),
    };
    let value: serde_json::Value = serde_json::from_str(&text).map_err(Unreadable::Json)?;
    // The format first: a later one may hold what this version cannot read.
    if let Some(format) = value.get("format").and_then(serde_json::Value::as_u64)
        && format > u64::from(FORMAT)
    {
        return Err(Unreadable::Newer { format });
    }
    let saved: Autosave = serde_json::from_value(value).map_err(Unreadable::Json)?;
    if saved.game != G::Position::NAME {
        return Err(Unreadable::OtherGame(saved.game));
    }
    let start = G::Position::parse_position(&saved.start).map_err(|error| Unreadable::Start(error.to_string()))?;
    let moves = line::decode(&start, &saved.line).map_err(|error| Unreadable::Move { ply: error.ply })?;
    let mut history = GameHistory::replay(start, moves, |position, mv| position.play(mv));
    if saved.cursor > saved.line.len() {
        return Err(Unreadable::Cursor { cursor: saved.cursor, moves: saved.line.len() });
    }
    history.go_to(saved.cursor);
    let mut current_game = CurrentGame::from_history(history);
    current_game.clock = saved.clock;
    current_game.out_of_time = saved.out_of_time;
    current_game.paused = saved.paused;
    Ok(Some((current_game, saved.saved_at)))
}

/// Moves an unreadable autosave to `<game>-unreadable-<seconds>.json`, so that the next write
/// does not destroy it; a sentence saying where, for the message.
fn set_aside(path: &Path) -> String {
    let stem = path.file_stem().and_then(|stem| stem.to_str()).unwrap_or("autosave");
    let aside = path.with_file_name(format!("{stem}-unreadable-{}.json", now())); // not shown: a file name
    match crate::durable::rename_durably(path, &aside) {
        Ok(()) => format!(" {}", tr!("game-screen-autosave-kept-as", path = aside.display().to_string())),
        Err(_) => String::new(),
    }
}

/// What the last write did: the generation it wrote, and the problem it met, said once.
#[derive(Default)]
struct LastWrite {
    generation: Option<Generation>,
    problem: Option<String>,
}

/// Writes the game whenever its position has changed (a move, an undo, a new game, a load).
fn write_after_a_move<G: ArcadeGame>(
    current_game: Res<CurrentGame<G>>,
    file: Res<SettingsFile>,
    mut autosaved: ResMut<Autosaved>,
    mut notice: ResMut<SettingsNotice>,
    mut last: Local<LastWrite>,
) {
    if last.generation == Some(current_game.generation()) {
        return;
    }
    last.generation = Some(current_game.generation());
    let Some(path) = autosave_path(&file, G::Position::NAME) else { return };
    let saved_at = now();
    match write(&path, &snapshot(&current_game, saved_at)) {
        Ok(()) => {
            last.problem = None;
            autosaved.note(AutosavedGame::of(&current_game, saved_at));
        }
        // Said once, not at every move; the game goes on.
        Err(error) => {
            let problem = error.explain();
            if last.problem.as_ref() != Some(&problem) {
                last.problem = Some(problem.clone());
                notice.0 = Some(problem);
            }
        }
    }
}

/// The game on the screen as its autosave writes it.
fn snapshot<G: ArcadeGame>(current_game: &CurrentGame<G>, saved_at: u64) -> Autosave {
    let history = current_game.history();
    let line = line::encode(history.start(), history.line());
    Autosave {
        format: FORMAT,
        game: G::Position::NAME.to_owned(),
        saved_at,
        start: history.start().to_string(),
        line,
        cursor: history.cursor(),
        clock: current_game.clock,
        out_of_time: current_game.out_of_time,
        paused: current_game.paused,
    }
}

/// Why an autosave could not be written. The window explains it in the player's language.
#[derive(Debug)]
enum Unwritten {
    Encode(serde_json::Error),
    File { path: PathBuf, error: std::io::Error },
}

impl Explain for Unwritten {
    fn explain(&self) -> String {
        match self {
            Self::Encode(error) => error.explain(),
            Self::File { path, error } => {
                tr!("game-screen-autosave-failed", path = path.display().to_string(), error = error.explain())
            }
        }
    }
}

/// Writes `saved` to `path` durably: a crash or a power loss leaves the old file or the new one.
fn write(path: &Path, saved: &Autosave) -> Result<(), Unwritten> {
    let text = serde_json::to_string_pretty(saved).map_err(Unwritten::Encode)?;
    write_durably(path, text.as_bytes()).map_err(|error| Unwritten::File { path: path.to_owned(), error })
}
