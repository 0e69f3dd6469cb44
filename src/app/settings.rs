//! What the player chose, kept across runs as JSON in the OS config directory: the window's own
//! choices ([`Settings`]: animation speed, sound) at the top of the file, and each game's
//! ([`GameSettings`]: players, hints, clock and the game's own options) under the game's name.
//! A game adds its part when it registers; the file is read once every game has.
//!
//! A missing file means defaults. A bad one (unreadable, a directory, empty, truncated, not JSON,
//! a value of the wrong type) means what can still be read and defaults for the rest, with the bad
//! file moved aside (`settings.json.bak`) and a notice in the panel: the game must start anyway.
//! Fields of a newer version are kept as they are; fields an older one lacked take their defaults.

use std::fmt::Debug;
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::errors::{Explain, json_as_written};
use super::i18n::{self, Language};
use super::redraw::{WakeRequests, WakeUp, wake_after_change};
use super::session::{ArcadeGame, TimeControl};
use crate::games::{Notation, Seat};
use crate::tr;

/// Overrides the directory of the settings file (tests, screenshots, portable installs).
pub use crate::library::CONFIG_DIR_ENV;

const FILE_NAME: &str = "settings.json";

/// Changes are written once the sliders have been still for this long, not at every frame of a
/// drag.
const SAVE_DELAY: Duration = Duration::from_millis(500);

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SettingsFile>() {
        app.insert_resource(SettingsFile::locate());
    }
    app.init_resource::<Settings>();
    app.init_resource::<SettingsNotice>();
    app.init_resource::<GameParts>();
    app.init_resource::<PendingSave>();
    // Before anything starts, and after every game has registered its part.
    app.add_systems(PreStartup, load_settings.in_set(LoadSettings));
    app.add_systems(PostUpdate, (note_changes::<Settings>, save_when_settled).chain());
    app.add_systems(Update, speak_the_chosen_language.run_if(resource_changed::<Settings>));
    app.add_systems(Last, save_on_exit);
}

/// Reads the settings file, before anything that depends on it starts.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LoadSettings;

/// The part of the settings file game `G` keeps: [`GameSettings<G>`] under its name, read with
/// the rest of the file and written whenever it changes.
pub(super) fn game_plugin<G: ArcadeGame>(app: &mut App) {
    app.init_resource::<GameSettings<G>>();
    app.world_mut().resource_mut::<GameParts>().0.push(GamePart {
        name: G::Position::NAME,
        load: load_part::<G>,
        save: |world| serde_json::to_value(world.resource::<GameSettings<G>>()).unwrap_or(Value::Null),
    });
    app.add_systems(PostUpdate, note_changes::<GameSettings<G>>.before(save_when_settled));
    app.add_systems(Last, wake_after_change::<GameSettings<G>>.in_set(WakeRequests));
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
    /// The player as the panel names it.
    pub fn label(self) -> String {
        match self {
            Player::Human => tr!("panel-player-human"),
            Player::Ai => tr!("panel-player-ai"),
            Player::Engine => tr!("panel-player-engine"),
        }
    }

    /// The AI or an outside engine: the side moves without the person at the window.
    pub fn is_machine(self) -> bool {
        self != Player::Human
    }
}

/// Who plays each seat of a game.
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
    pub fn get(&self, seat: Seat) -> Player {
        match seat {
            Seat::First => self.first,
            Seat::Second => self.second,
        }
    }

    /// As a launch finds the seats: a game between two machines is not resumed on its own (it
    /// would start playing before the player has seen anything), so the first seat is the
    /// player's again.
    pub fn at_launch(self) -> Self {
        if self.both_machines() { Self { first: Player::Human, ..self } } else { self }
    }

    /// No human plays: the game runs by itself (and can be paused).
    pub fn both_machines(&self) -> bool {
        self.first.is_machine() && self.second.is_machine()
    }

    pub fn any(&self, player: Player) -> bool {
        self.first == player || self.second == player
    }

    /// Hands the sides `player` had to `by`.
    pub fn replace(&mut self, player: Player, by: Player) {
        for seat in [&mut self.first, &mut self.second] {
            if *seat == player {
                *seat = by;
            }
        }
    }
}

/// How hard the hints and the evaluation graph search each position: their own strength, the
/// same whatever level or weights the AI plays with, so that a hint means the same in every game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnalysisStrength {
    Quick,
    #[default]
    Normal,
    Deep,
}

impl AnalysisStrength {
    pub const ALL: [Self; 3] = [Self::Quick, Self::Normal, Self::Deep];

    pub fn label(self) -> String {
        match self {
            Self::Quick => tr!("panel-analysis-quick"),
            Self::Normal => tr!("panel-analysis-normal"),
            Self::Deep => tr!("panel-analysis-deep"),
        }
    }

    /// What the player gets for the time each strength takes.
    pub fn hover(self) -> String {
        match self {
            Self::Quick => tr!("panel-analysis-quick-hover"),
            Self::Normal => tr!("panel-analysis-normal-hover"),
            Self::Deep => tr!("panel-analysis-deep-hover"),
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

/// A game's own settings beside players, hints and clock (its AI's, its board's).
pub trait GameOptions:
    Clone + PartialEq + Debug + Default + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// What a hand-edited settings file could get wrong that the types do not catch, said in
    /// the player's language as a clause (see [`Explain`]).
    fn validate(&self) -> Result<(), String> {
        Ok(())
    }
}

/// What every game's settings have (who plays each seat, hints, the clock), and the game's own
/// `options`, written beside them in the game's part of the file.
#[derive(Resource, Serialize, Deserialize)]
#[serde(default, bound = "")]
pub struct GameSettings<G: ArcadeGame> {
    pub seats: Seats,
    /// Search the human's position in the background and show what each move is worth.
    pub show_hints: bool,
    /// How hard the hints and the graph search.
    pub hint_strength: AnalysisStrength,
    /// Games on a clock, or untimed.
    pub time_control: Option<TimeControl>,
    #[serde(flatten)]
    pub options: G::Options,
}

impl<G: ArcadeGame> GameSettings<G> {
    fn validate(&self) -> Result<(), String> {
        if let Some(control) = &self.time_control {
            control.validate()?;
        }
        self.options.validate()
    }
}

impl<G: ArcadeGame> Default for GameSettings<G> {
    fn default() -> Self {
        Self {
            seats: Seats::default(),
            show_hints: false,
            hint_strength: AnalysisStrength::default(),
            time_control: None,
            options: G::Options::default(),
        }
    }
}

impl<G: ArcadeGame> Clone for GameSettings<G> {
    fn clone(&self) -> Self {
        Self {
            seats: self.seats,
            show_hints: self.show_hints,
            hint_strength: self.hint_strength,
            time_control: self.time_control,
            options: self.options.clone(),
        }
    }
}

impl<G: ArcadeGame> PartialEq for GameSettings<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.seats, self.show_hints, self.hint_strength, self.time_control)
            == (other.seats, other.show_hints, other.hint_strength, other.time_control)
            && self.options == other.options
    }
}

impl<G: ArcadeGame> Debug for GameSettings<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameSettings")
            .field("seats", &self.seats)
            .field("show_hints", &self.show_hints)
            .field("hint_strength", &self.hint_strength)
            .field("time_control", &self.time_control)
            .field("options", &self.options)
            .finish()
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

/// The window's own settings, at the top of the file.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Multiplies the speed of every animation; 0 turns animation off.
    pub animation_speed: f32,
    pub sound: SoundSettings,
    /// The side panel's layer last shown.
    pub panel_layer: PanelLayer,
    /// The window's language; none until the first start takes the system's.
    pub language: Option<Language>,
    /// The games whose rules card the player has seen, by name: it opens by itself only the
    /// first time.
    pub rules_seen: Vec<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            animation_speed: 1.0,
            sound: SoundSettings::default(),
            panel_layer: PanelLayer::default(),
            language: None,
            rules_seen: Vec::new(),
        }
    }
}

/// The side panel's two layers: what playing needs, and the workbench.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PanelLayer {
    /// The scoreboard's companions: players, level, hints, the game's buttons, moves and graph.
    #[default]
    Play,
    /// The search's settings and figures, weights, tuning, review, the editor, outside engines,
    /// files and the board's overlays.
    Lab,
}

impl Settings {
    fn validate(&self) -> Result<(), String> {
        if (0.0..=1.0).contains(&self.sound.volume) {
            Ok(())
        } else {
            Err(tr!("panel-settings-bad-volume", volume = i18n::decimal(f64::from(self.sound.volume), 2)))
        }
    }
}

/// The language the system asks for, which a first start speaks: the OS's locale unless a test
/// puts its own in place.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SystemLanguage(pub Language);

/// The window speaks the language the player chose, from the frame after the choice.
fn speak_the_chosen_language(settings: Res<Settings>) {
    if let Some(language) = settings.language
        && language != i18n::language()
    {
        i18n::set_language(language);
    }
}

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
        Self { path: crate::library::config_dir().map(|dir| dir.join(FILE_NAME)) }
    }

    /// The file's JSON object: empty when there is no file, and empty with the reason when it
    /// cannot be read or is not a JSON object (the bad file is then kept aside).
    pub fn read(&self) -> (Map<String, Value>, Option<String>) {
        let Some(path) = &self.path else { return (Map::new(), None) };
        let text = match fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) if error.kind() == ErrorKind::NotFound => return (Map::new(), None),
            Err(error) => {
                let kept = keep_aside(path);
                return (
                    Map::new(),
                    Some(tr!(
                        "panel-settings-unreadable",
                        path = path.display().to_string(),
                        error = error.explain(),
                        kept = kept
                    )),
                );
            }
        };
        match serde_json::from_str::<Value>(&text) {
            Ok(Value::Object(document)) => (document, None),
            _ if text.trim().is_empty() => {
                let kept = keep_aside(path);
                (Map::new(), Some(tr!("panel-settings-empty", path = path.display().to_string(), kept = kept)))
            }
            parsed => {
                let error = parsed.err().map_or_else(|| tr!("panel-settings-not-object"), |error| error.explain());
                let kept = keep_aside(path);
                let notice =
                    tr!("panel-settings-damaged", path = path.display().to_string(), error = error, kept = kept);
                (Map::new(), Some(notice))
            }
        }
    }

    /// Writes durably ([`crate::durable`]): a crash or a power loss leaves the old file or the
    /// new one, never half of one.
    pub fn write(&self, document: &Map<String, Value>) -> Result<(), String> {
        let Some(path) = &self.path else { return Ok(()) };
        let describe = |error: std::io::Error| {
            tr!("panel-settings-unsaved", path = path.display().to_string(), error = error.explain())
        };
        let text = serde_json::to_string_pretty(document)
            .map_err(|error| tr!("panel-settings-unencodable", error = error.explain()))?;
        crate::durable::write_durably(path, text.as_bytes()).map_err(describe)
    }
}

/// The games' parts of the file, in the order the games registered.
#[derive(Resource, Default)]
struct GameParts(Vec<GamePart>);

#[derive(Clone, Copy)]
struct GamePart {
    name: &'static str,
    /// Puts the game's settings read from its part of the file into the world.
    load: fn(&mut World, Option<&Value>) -> Leniently,
    save: fn(&World) -> Value,
}

/// The file as last read, so that the parts this version does not know (a newer version's
/// fields, a game it lacks) are written back as they were.
#[derive(Resource, Default)]
struct ReadDocument(Map<String, Value>);

/// What a lenient read of a part of the file had to reset: the fields' dotted paths, and the
/// first setting found wrong.
#[derive(Default)]
struct Leniently {
    reset: Vec<String>,
    wrong: Option<WrongSetting>,
}

/// A setting the file holds a value for that cannot be used.
struct WrongSetting {
    /// Its dotted path within its part of the file; empty for the whole part.
    path: String,
    /// What the file holds there.
    value: Value,
    rejection: Rejection,
}

/// Why a value of the settings file cannot be used.
enum Rejection {
    /// Not of the type the setting takes (serde_json's words are English and name no setting:
    /// the notice names the setting and shows its value instead).
    WrongType(serde_json::Error),
    /// Of the right type but out of range: the validation's clause, in the player's language.
    OutOfRange(String),
}

impl WrongSetting {
    /// What is wrong, naming the setting `name` (its path with its part's name before it).
    fn explain(&self, name: &str) -> String {
        match (&self.rejection, name.is_empty()) {
            (Rejection::WrongType(error), true) => error.explain(),
            (Rejection::OutOfRange(problem), true) => problem.clone(),
            (Rejection::WrongType(_), false) => {
                tr!("error-setting-wrong-value", setting = name, value = json_as_written(&self.value))
            }
            (Rejection::OutOfRange(problem), false) => {
                tr!("error-setting-out-of-range", setting = name, problem = problem.as_str())
            }
        }
    }
}

/// `T` from `value` (none: the defaults) as far as it is valid: every field that is valid on its
/// own is kept, the others take their defaults and are named in the answer.
fn read_leniently<T: Default + Serialize + DeserializeOwned>(
    value: Option<&Value>,
    validate: impl Fn(&T) -> Result<(), String>,
) -> (T, Leniently) {
    let Some(value) = value else { return (T::default(), Leniently::default()) };
    let parse = |value: &Value| {
        let parsed = T::deserialize(value).map_err(Rejection::WrongType)?;
        validate(&parsed).map_err(Rejection::OutOfRange).map(|()| parsed)
    };
    let rejection = match parse(value) {
        Ok(parsed) => return (parsed, Leniently::default()),
        Err(rejection) => rejection,
    };
    let whole = WrongSetting { path: String::new(), value: value.clone(), rejection };
    let merged = serde_json::to_value(T::default());
    let (true, Ok(mut merged)) = (value.is_object(), merged) else {
        // Not an object at all: the whole part goes back to its defaults.
        return (T::default(), Leniently { reset: vec![String::new()], wrong: Some(whole) });
    };
    let mut read = Leniently::default();
    adopt_valid_fields(&mut merged, &mut Vec::new(), value, &mut read, &|merged| parse(merged).map(drop));
    // Every field was fine on its own, only not all together: the part as a whole is named.
    read.wrong = read.wrong.or(Some(whole));
    (parse(&merged).unwrap_or_default(), read)
}

/// Copies the fields of `file` under `path` into `merged` one at a time, keeping each only if the
/// whole is still `valid`; an invalid object is tried field by field in turn.
fn adopt_valid_fields(
    merged: &mut Value,
    path: &mut Vec<String>,
    file: &Value,
    read: &mut Leniently,
    valid: &dyn Fn(&Value) -> Result<(), Rejection>,
) {
    let Some(fields) = file.as_object() else { return };
    for (name, value) in fields {
        path.push(name.clone());
        let escape = |part: &String| part.replace('~', "~0").replace('/', "~1");
        let pointer = path.iter().fold(String::new(), |pointer, part| format!("{pointer}/{}", escape(part)));
        // A field the defaults do not have is a newer version's: ignored here, kept in the file.
        if let Some(slot) = merged.pointer_mut(&pointer) {
            let default = std::mem::replace(slot, value.clone());
            if let Err(rejection) = valid(merged) {
                let nested = default.is_object() && value.is_object();
                if let Some(slot) = merged.pointer_mut(&pointer) {
                    *slot = default;
                }
                if nested {
                    adopt_valid_fields(merged, path, value, read, valid);
                } else {
                    let path = path.join(".");
                    read.wrong.get_or_insert_with(|| WrongSetting {
                        path: path.clone(),
                        value: value.clone(),
                        rejection,
                    });
                    read.reset.push(path);
                }
            }
        }
        path.pop();
    }
}

/// Reads game `G`'s part of the file into [`GameSettings<G>`].
fn load_part<G: ArcadeGame>(world: &mut World, value: Option<&Value>) -> Leniently {
    let (mut settings, read) = read_leniently(value, GameSettings::<G>::validate);
    settings.seats = settings.seats.at_launch();
    world.insert_resource(settings);
    read
}

/// Reads the file into the window's settings and every registered game's.
fn load_settings(world: &mut World) {
    let file = world.resource::<SettingsFile>().clone();
    // The first start speaks the system's language; the player's choice is kept from then on. A
    // file that cannot be read says so in the system's language, the one its settings get.
    let system = world.get_resource::<SystemLanguage>().map_or_else(Language::of_system, |system| system.0);
    i18n::set_language(system);
    let (document, mut notice) = file.read();
    let whole = Value::Object(document.clone());
    let (mut settings, mut damage) = read_leniently(Some(&whole), Settings::validate);
    let language = *settings.language.get_or_insert(system);
    if language != system {
        // Read again in the player's language: what the validation says of a wrong setting is
        // shown to them.
        i18n::set_language(language);
        damage = read_leniently::<Settings>(Some(&whole), Settings::validate).1;
    }
    i18n::set_language(language);
    world.insert_resource(settings);
    // The first setting found wrong, named as the file writes it (`reversi.seats.first`).
    let mut wrong = damage.wrong.map(|wrong| wrong.explain(&wrong.path));
    let parts: Vec<GamePart> = world.resource::<GameParts>().0.clone();
    for part in parts {
        let read = (part.load)(world, document.get(part.name));
        let named =
            |field: &str| if field.is_empty() { part.name.to_owned() } else { format!("{}.{field}", part.name) };
        damage.reset.extend(read.reset.iter().map(|field| named(field)));
        wrong = wrong.or_else(|| read.wrong.map(|wrong| wrong.explain(&named(&wrong.path))));
    }
    if let (Some(path), Some(error)) = (&file.path, wrong)
        && notice.is_none()
    {
        let kept = keep_aside(path);
        notice = Some(tr!(
            "panel-settings-partly-damaged",
            path = path.display().to_string(),
            error = error,
            reset = damage.reset.join(", "),
            kept = kept
        ));
    }
    world.insert_resource(SettingsNotice(notice));
    world.insert_resource(ReadDocument(document));
}

/// Writes the window's settings and every registered game's to the file, keeping what the file
/// had that this version does not know.
pub fn save_settings(world: &World) -> Result<(), String> {
    let mut document = world.get_resource::<ReadDocument>().map(|read| read.0.clone()).unwrap_or_default();
    if let Ok(Value::Object(settings)) = serde_json::to_value(world.resource::<Settings>()) {
        document.extend(settings);
    }
    for part in &world.resource::<GameParts>().0 {
        document.insert(part.name.to_owned(), (part.save)(world));
    }
    world.resource::<SettingsFile>().write(&document)
}

/// Moves a bad settings file to `<name>.bak` so the next save does not destroy it; returns a
/// sentence for the notice.
fn keep_aside(path: &Path) -> String {
    let backup = path.with_extension("json.bak");
    match crate::durable::rename_durably(path, &backup) {
        Ok(()) => format!(" {}", tr!("panel-settings-kept-as", path = backup.display().to_string())),
        Err(_) => String::new(),
    }
}

/// When the settings last changed without being saved.
#[derive(Resource, Default)]
struct PendingSave(Option<Duration>);

fn note_changes<S: Resource>(settings: Res<S>, time: Res<Time<Real>>, mut pending: ResMut<PendingSave>) {
    if settings.is_changed() && !settings.is_added() {
        pending.0 = Some(time.elapsed());
    }
}

fn save_when_settled(
    time: Res<Time<Real>>,
    mut pending: ResMut<PendingSave>,
    mut wake: ResMut<WakeUp>,
    mut commands: Commands,
) {
    let Some(changed_at) = pending.0 else { return };
    let settled_for = time.elapsed().saturating_sub(changed_at);
    if settled_for < SAVE_DELAY {
        wake.within(SAVE_DELAY - settled_for);
        return;
    }
    pending.0 = None;
    commands.queue(|world: &mut World| {
        if let Err(message) = save_settings(world) {
            world.resource_mut::<SettingsNotice>().0 = Some(message);
        }
    });
}

fn save_on_exit(mut exits: MessageReader<AppExit>, mut pending: ResMut<PendingSave>, mut commands: Commands) {
    if exits.read().next().is_some() && pending.0.take().is_some() {
        // The window is closing: the log is the only place left to say what went wrong.
        commands.queue(|world: &mut World| {
            if let Err(message) = save_settings(world) {
                warn!("{message}");
            }
        });
    }
}
