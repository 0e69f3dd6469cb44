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
use std::time::Duration;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::app::base::errors::Explain;
use crate::app::base::i18n::{self, Language};
use crate::app::base::redraw::{WakeRequests, WakeUp, wake_after_change};
use crate::app::contract::arcade_game::{ArcadeGame, OutsideEngine};
use crate::games::{Notation, Seat};
use crate::tr;

mod file;
mod lenient;
mod options;

use file::keep_aside;
pub use file::{SettingsFile, SettingsWriteError};
use lenient::{Leniently, read_leniently};
pub use options::{AnalysisStrength, GameOptions, OutsideEngineSettings, ProgramSettings, TimeControl};

/// Overrides the directory of the settings file (tests, screenshots, portable installs).
pub use crate::library::CONFIG_DIR_ENV;

/// Changes are written once the sliders have been still for this long, not at every frame of a
/// drag.
const SAVE_DELAY: Duration = Duration::from_millis(500);

pub(crate) fn plugin(app: &mut App) {
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
pub(crate) fn game_plugin<G: ArcadeGame>(app: &mut App) {
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
    /// A player's own program, speaking the game's line protocol.
    Program,
}

impl Player {
    /// The player as the panel names it.
    pub fn label(self) -> String {
        match self {
            Player::Human => tr!("panel-player-human"),
            Player::Ai => tr!("panel-player-ai"),
            Player::Engine => tr!("panel-player-engine"),
            Player::Program => tr!("panel-player-program"),
        }
    }

    /// The AI, an outside engine or a program: the side moves without the person at the window.
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
    /// The player's own program, for the seats it plays.
    pub program: ProgramSettings,
    #[serde(flatten)]
    pub options: G::Options,
}

impl<G: ArcadeGame> GameSettings<G> {
    fn validate(&self) -> Result<(), String> {
        if let Some(control) = &self.time_control {
            control.validate()?;
        }
        if self.seats.any(Player::Engine) && G::Outside::settings(&self.options).is_none() {
            return Err(tr!("error-setting-no-engine", game = crate::app::contract::arcade_game::game_title::<G>()));
        }
        let seconds = self.program.seconds_per_move;
        if !(0.1..=ProgramSettings::LONGEST_SECONDS).contains(&seconds) {
            return Err(tr!("error-setting-program-time", seconds = f64::from(seconds)));
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
            program: ProgramSettings::default(),
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
            program: self.program.clone(),
            options: self.options.clone(),
        }
    }
}

impl<G: ArcadeGame> PartialEq for GameSettings<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.seats, self.show_hints, self.hint_strength, self.time_control)
            == (other.seats, other.show_hints, other.hint_strength, other.time_control)
            && self.program == other.program
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
            .field("program", &self.program)
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
    /// Everything in the window drawn larger, for a projector.
    pub presentation_size: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            animation_speed: 1.0,
            sound: SoundSettings::default(),
            panel_layer: PanelLayer::default(),
            language: None,
            rules_seen: Vec::new(),
            presentation_size: false,
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
pub fn save_settings(world: &World) -> Result<(), SettingsWriteError> {
    let mut document = world.get_resource::<ReadDocument>().map(|read| read.0.clone()).unwrap_or_default();
    if let Ok(Value::Object(settings)) = serde_json::to_value(world.resource::<Settings>()) {
        document.extend(settings);
    }
    for part in &world.resource::<GameParts>().0 {
        document.insert(part.name.to_owned(), (part.save)(world));
    }
    world.resource::<SettingsFile>().write(&document)
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
        if let Err(error) = save_settings(world) {
            world.resource_mut::<SettingsNotice>().0 = Some(error.explain());
        }
    });
}

fn save_on_exit(mut exits: MessageReader<AppExit>, mut pending: ResMut<PendingSave>, mut commands: Commands) {
    if exits.read().next().is_some() && pending.0.take().is_some() {
        // The window is closing: the log is the only place left to say what went wrong.
        commands.queue(|world: &mut World| {
            if let Err(error) = save_settings(world) {
                warn!("{error}");
            }
        });
    }
}
