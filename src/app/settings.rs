//! What the player chose (players, search options, weights, animation speed, sound), kept across runs
//! as JSON in the OS config directory.
//!
//! A missing file means defaults. A bad one (unreadable, a directory, empty, truncated, not JSON,
//! a value of the wrong type) means what can still be read and defaults for the rest, with the bad
//! file moved aside (`settings.json.bak`) and a notice in the panel: the game must start anyway.
//! Fields of a newer version are ignored; fields an older one lacked take their defaults.

use std::fmt::Debug;
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::redraw::WakeUp;
use super::session::TimeControl;

use crate::games::catapultas::{AiSettings as CatapultasAi, DEFAULT_MOVES_PER_PLAYER};
use crate::games::reversi::AiSettings as ReversiAi;
use crate::games::tictactoe::AiSettings as TictactoeAi;

/// Overrides the directory of the settings file (tests, screenshots, portable installs).
pub const CONFIG_DIR_ENV: &str = "MINIMAX_ARCADE_CONFIG_DIR";

const FILE_NAME: &str = "settings.json";

/// Changes are written once the sliders have been still for this long, not at every frame of a
/// drag.
const SAVE_DELAY: Duration = Duration::from_millis(500);

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SettingsFile>() {
        app.insert_resource(SettingsFile::locate());
    }
    let (settings, notice) = app.world().resource::<SettingsFile>().load();
    app.insert_resource(settings);
    app.insert_resource(SettingsNotice(notice));
    app.init_resource::<PendingSave>();
    app.add_systems(PostUpdate, (note_changes, save_when_settled).chain());
    app.add_systems(Last, save_on_exit);
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    #[default]
    Human,
    Ai,
    /// Another program, run as the game's outside engine (Reversi: any NBoard engine).
    Engine,
}

impl Player {
    pub fn label(self) -> &'static str {
        match self {
            Player::Human => "Human",
            Player::Ai => "AI",
            Player::Engine => "Engine",
        }
    }

    /// The AI or an outside engine: the side moves without the person at the window.
    pub fn is_machine(self) -> bool {
        self != Player::Human
    }
}

/// The two sides of a game: `first` moves first (Reversi: Black).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Seats {
    pub first: Player,
    pub second: Player,
}

impl Default for Seats {
    fn default() -> Self {
        Self { first: Player::Human, second: Player::Ai }
    }
}

impl Seats {
    pub fn get(&self, first_side: bool) -> Player {
        if first_side { self.first } else { self.second }
    }

    /// No human plays: the game runs by itself (and can be paused).
    pub fn both_machines(&self) -> bool {
        self.first.is_machine() && self.second.is_machine()
    }

    pub fn any(&self, player: Player) -> bool {
        self.first == player || self.second == player
    }

    /// Hands the sides `player` had to the human.
    pub fn replace(&mut self, player: Player, by: Player) {
        for seat in [&mut self.first, &mut self.second] {
            if *seat == player {
                *seat = by;
            }
        }
    }
}

/// An outside engine: the command that starts it, and how hard and how long it may think.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OutsideEngineSettings {
    /// The command line, as a shell would split it (quotes keep spaces).
    pub command: String,
    /// The search depth asked of the engine.
    pub depth: u32,
    /// How long a move (or the hints) may take before the engine is judged hung and given up.
    pub seconds_per_move: f32,
    /// The hints come from the engine instead of the AI.
    pub gives_hints: bool,
}

impl Default for OutsideEngineSettings {
    fn default() -> Self {
        Self { command: String::new(), depth: 10, seconds_per_move: 30.0, gives_hints: false }
    }
}

impl OutsideEngineSettings {
    pub fn time_limit(&self) -> Duration {
        Duration::from_secs_f32(self.seconds_per_move.clamp(0.1, 3600.0))
    }
}

/// What every game's settings have (who plays each side, hints), and the game's own `options`,
/// written beside them in the file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameSettings<O> {
    pub seats: Seats,
    /// Search the human's position in the background and show what each move is worth.
    pub show_hints: bool,
    /// Games on a clock, or untimed.
    pub time_control: Option<TimeControl>,
    #[serde(flatten)]
    pub options: O,
}

impl<O: Default> Default for GameSettings<O> {
    fn default() -> Self {
        Self { seats: Seats::default(), show_hints: false, time_control: None, options: O::default() }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ReversiOptions {
    pub ai: ReversiAi,
    pub show_legal_moves: bool,
    /// New games start from a random balanced opening, so that games against the AI differ.
    pub balanced_openings: bool,
    /// The NBoard engine an "Engine" seat runs.
    pub outside_engine: OutsideEngineSettings,
    /// The board drawn half a turn round, for a player sitting on the other side.
    pub flip_board: bool,
    /// The engine's expected line drawn on the board as numbered ghost discs.
    pub show_pv: bool,
    /// A mark on every disc the engine proves can never be flipped.
    pub show_stable_discs: bool,
}

impl Default for ReversiOptions {
    fn default() -> Self {
        Self {
            ai: ReversiAi::default(),
            show_legal_moves: true,
            balanced_openings: false,
            outside_engine: OutsideEngineSettings::default(),
            flip_board: false,
            show_pv: false,
            show_stable_discs: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CatapultasOptions {
    pub ai: CatapultasAi,
    /// Moves per player before the game ends on piece count (applies to new games).
    pub moves_per_player: u16,
}

impl Default for CatapultasOptions {
    fn default() -> Self {
        Self { ai: CatapultasAi::default(), moves_per_player: DEFAULT_MOVES_PER_PLAYER }
    }
}

/// The sound effects' loudness.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    /// From 0 (silent) to 1 (the clips as made).
    pub volume: f32,
    pub muted: bool,
}

impl Default for SoundSettings {
    fn default() -> Self {
        Self { volume: 0.7, muted: false }
    }
}

impl SoundSettings {
    fn validate(&self) -> Result<(), String> {
        if (0.0..=1.0).contains(&self.volume) {
            Ok(())
        } else {
            Err(format!("the volume {} is not between 0 and 1", self.volume))
        }
    }
}

/// Everything that persists. New games add a field; `serde(default)` reads older files.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Multiplies the speed of every animation; 0 turns animation off.
    pub animation_speed: f32,
    pub sound: SoundSettings,
    pub reversi: GameSettings<ReversiOptions>,
    pub tictactoe: GameSettings<TictactoeAi>,
    pub catapultas: GameSettings<CatapultasOptions>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            animation_speed: 1.0,
            sound: SoundSettings::default(),
            reversi: GameSettings::default(),
            tictactoe: GameSettings::default(),
            catapultas: GameSettings::default(),
        }
    }
}

/// A game's own options, and where [`Settings`] keeps them with the game's seats and hints.
pub trait GameOptions:
    Clone + PartialEq + Debug + Default + Serialize + DeserializeOwned + Send + Sync + 'static
{
    fn of(all: &Settings) -> &GameSettings<Self>;
    fn of_mut(all: &mut Settings) -> &mut GameSettings<Self>;
}

/// Each game's options type and its field of [`Settings`].
macro_rules! game_options {
    ($($options:ty => $field:ident),* $(,)?) => {$(
        impl GameOptions for $options {
            fn of(all: &Settings) -> &GameSettings<Self> {
                &all.$field
            }

            fn of_mut(all: &mut Settings) -> &mut GameSettings<Self> {
                &mut all.$field
            }
        }
    )*};
}

game_options!(ReversiOptions => reversi, TictactoeAi => tictactoe, CatapultasOptions => catapultas);

/// A problem with the settings file, shown in the panel until dismissed.
#[derive(Resource, Default, Debug)]
pub struct SettingsNotice(pub Option<String>);

/// Where the settings live.
#[derive(Resource, Clone, Debug)]
pub struct SettingsFile {
    pub path: Option<PathBuf>,
}

impl SettingsFile {
    pub fn in_dir(dir: impl Into<PathBuf>) -> Self {
        Self { path: Some(dir.into().join(FILE_NAME)) }
    }

    /// `$MINIMAX_ARCADE_CONFIG_DIR`, else the OS config directory, else nowhere (settings then
    /// last for this run only, as with `path: None`).
    pub fn locate() -> Self {
        if let Some(dir) = std::env::var_os(CONFIG_DIR_ENV) {
            return Self::in_dir(dir);
        }
        let dirs = directories::ProjectDirs::from("", "", "minimax-arcade");
        Self { path: dirs.map(|dirs| dirs.config_dir().join(FILE_NAME)) }
    }

    /// The saved settings, or defaults and the reason they could not be read.
    pub fn load(&self) -> (Settings, Option<String>) {
        let Some(path) = &self.path else { return (Settings::default(), None) };
        let text = match fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) if error.kind() == ErrorKind::NotFound => return (Settings::default(), None),
            Err(error) => {
                let kept = keep_aside(path);
                return (
                    Settings::default(),
                    Some(format!("Could not read {}: {error}. Using defaults.{kept}", path.display())),
                );
            }
        };
        let error = match parse(&text) {
            Ok(settings) => return (settings, None),
            Err(error) => error,
        };
        let kept = keep_aside(path);
        let shown = path.display();
        match read_what_can_be_read(&text) {
            Some((settings, reset)) => (
                settings,
                Some(format!(
                    "{shown} is damaged ({error}). Kept what could be read; back to defaults: {}.{kept}",
                    reset.join(", ")
                )),
            ),
            None if text.trim().is_empty() => {
                (Settings::default(), Some(format!("{shown} is empty. Using defaults.{kept}")))
            }
            None => (Settings::default(), Some(format!("{shown} is damaged ({error}). Using defaults.{kept}"))),
        }
    }

    /// Writes atomically: a temporary file in the same directory renamed over the old one, so a
    /// crash mid-write never leaves half a file.
    pub fn save(&self, settings: &Settings) -> Result<(), String> {
        let Some(path) = &self.path else { return Ok(()) };
        let describe = |error: std::io::Error| format!("Could not save settings to {}: {error}", path.display());
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).map_err(describe)?;
        }
        let text =
            serde_json::to_string_pretty(settings).map_err(|error| format!("Could not encode settings: {error}"))?;
        let temporary = path.with_extension("json.tmp");
        fs::write(&temporary, text).map_err(describe)?;
        fs::rename(&temporary, path).map_err(describe)
    }
}

/// Settings from a file's text, whole and valid. Fields a newer version added are ignored and
/// fields an older one lacked take their defaults (`serde(default)`).
fn parse(text: &str) -> Result<Settings, String> {
    let settings = serde_json::from_str::<Settings>(text).map_err(|error| error.to_string())?;
    settings.reversi.options.ai.weights.validate()?;
    settings.sound.validate()?;
    let time_controls =
        [settings.reversi.time_control, settings.tictactoe.time_control, settings.catapultas.time_control];
    for control in time_controls.iter().flatten() {
        control.validate()?;
    }
    Ok(settings)
}

/// From a file that is JSON but not valid settings (a value of the wrong type, weights out of
/// range): every field that is valid on its own, the others at their defaults, and the names of
/// those. None when the text is not a JSON object at all (truncated, not JSON).
fn read_what_can_be_read(text: &str) -> Option<(Settings, Vec<String>)> {
    let file: serde_json::Value = serde_json::from_str(text).ok()?;
    if !file.is_object() {
        return None;
    }
    let mut merged = serde_json::to_value(Settings::default()).ok()?;
    let mut reset = Vec::new();
    adopt_valid_fields(&mut merged, &mut Vec::new(), &file, &mut reset);
    let settings = serde_json::from_value(merged).ok()?;
    Some((settings, reset))
}

/// Copies the fields of `file` under `path` into `merged` one at a time, keeping each only if the
/// whole still reads as valid settings; an invalid object is tried field by field in turn.
fn adopt_valid_fields(
    merged: &mut serde_json::Value,
    path: &mut Vec<String>,
    file: &serde_json::Value,
    reset: &mut Vec<String>,
) {
    let Some(fields) = file.as_object() else { return };
    for (name, value) in fields {
        path.push(name.clone());
        let escape = |part: &String| part.replace('~', "~0").replace('/', "~1");
        let pointer = path.iter().fold(String::new(), |pointer, part| format!("{pointer}/{}", escape(part)));
        // A field the defaults do not have is a newer version's: ignored.
        if let Some(slot) = merged.pointer_mut(&pointer) {
            let default = std::mem::replace(slot, value.clone());
            let valid = serde_json::to_string(merged).is_ok_and(|text| parse(&text).is_ok());
            if !valid {
                let nested = default.is_object() && value.is_object();
                if let Some(slot) = merged.pointer_mut(&pointer) {
                    *slot = default;
                }
                if nested {
                    adopt_valid_fields(merged, path, value, reset);
                } else {
                    reset.push(path.join("."));
                }
            }
        }
        path.pop();
    }
}

/// Moves a bad settings file to `<name>.bak` so the next save does not destroy it; returns a
/// sentence for the notice.
fn keep_aside(path: &Path) -> String {
    let backup = path.with_extension("json.bak");
    match fs::rename(path, &backup) {
        Ok(()) => format!(" The old file is kept as {}.", backup.display()),
        Err(_) => String::new(),
    }
}

/// When the settings last changed without being saved.
#[derive(Resource, Default)]
struct PendingSave(Option<Duration>);

fn note_changes(settings: Res<Settings>, time: Res<Time<Real>>, mut pending: ResMut<PendingSave>) {
    if settings.is_changed() && !settings.is_added() {
        pending.0 = Some(time.elapsed());
    }
}

fn save_when_settled(
    settings: Res<Settings>,
    file: Res<SettingsFile>,
    time: Res<Time<Real>>,
    mut pending: ResMut<PendingSave>,
    mut notice: ResMut<SettingsNotice>,
    mut wake: ResMut<WakeUp>,
) {
    let Some(changed_at) = pending.0 else { return };
    let settled_for = time.elapsed().saturating_sub(changed_at);
    if settled_for < SAVE_DELAY {
        wake.within(SAVE_DELAY - settled_for);
        return;
    }
    pending.0 = None;
    if let Err(message) = file.save(&settings) {
        notice.0 = Some(message);
    }
}

fn save_on_exit(
    mut exits: MessageReader<AppExit>,
    settings: Res<Settings>,
    file: Res<SettingsFile>,
    mut pending: ResMut<PendingSave>,
) {
    if exits.read().next().is_some() && pending.0.take().is_some() {
        // The window is closing: there is nowhere left to show an error.
        let _ = file.save(&settings);
    }
}
