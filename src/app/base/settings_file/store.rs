//! The settings file read and written: once every game has registered its part, the file is
//! read before anything starts; a change is written once the player has been still for a
//! moment, and at exit.

use std::time::Duration;

use bevy::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::file::{SettingsFile, SettingsWriteError, keep_aside};
use super::lenient::{Leniently, read_leniently};
use crate::app::base::errors::Explain;
use crate::app::base::i18n::{self, Language};
use crate::app::base::redraw::{WakeRequests, WakeUp, wake_after_change};
use crate::app::base::settings::{OutOfRange, Settings, SettingsNotice, SystemLanguage};
use crate::tr;

/// Changes are written once the sliders have been still for this long, not at every frame of a
/// drag.
const SAVE_DELAY: Duration = Duration::from_millis(500);

pub(crate) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SettingsFile>() {
        app.insert_resource(SettingsFile::locate());
    }
    app.init_resource::<Settings>();
    app.init_resource::<SettingsNotice>();
    app.init_resource::<Parts>();
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

/// A part of the settings file kept under its own name beside the window's settings (a game's
/// settings under the game's name): a resource read with the rest of the file and written
/// whenever it changes.
pub trait SettingsPart: Resource + Serialize + DeserializeOwned + Default {
    /// What is wrong with the part as read, in the player's words; the part then takes its
    /// defaults where it is wrong.
    fn validate(&self) -> Result<(), OutOfRange>;
    /// The part as a launch finds it, once read.
    fn at_launch(self) -> Self {
        self
    }
}

/// Keeps part `S` of the settings file under `name`.
pub fn keep_part<S: SettingsPart>(app: &mut App, name: &'static str) {
    app.init_resource::<S>();
    app.world_mut().resource_mut::<Parts>().0.push(Part { name, load: load_part::<S>, save: save_part::<S> });
    app.add_systems(PostUpdate, note_changes::<S>.before(save_when_settled));
    app.add_systems(Last, wake_after_change::<S>.in_set(WakeRequests));
}

/// The window speaks the language the player chose, from the frame after the choice.
fn speak_the_chosen_language(settings: Res<Settings>) {
    if let Some(language) = settings.language
        && language != i18n::language()
    {
        i18n::set_language(language);
    }
}

/// The parts of the file besides the window's own, in the order they were registered.
#[derive(Resource, Default)]
struct Parts(Vec<Part>);

#[derive(Clone, Copy)]
struct Part {
    name: &'static str,
    /// Puts the part as read from its place in the file into the world.
    load: fn(&mut World, Option<&Value>) -> Leniently,
    save: fn(&World) -> Value,
}

/// The file as last read, so that the parts this version does not know (a newer version's
/// fields, a game it lacks) are written back as they were.
#[derive(Resource, Default)]
struct ReadDocument(Map<String, Value>);

/// Reads part `S` of the file into its resource.
fn load_part<S: SettingsPart>(world: &mut World, value: Option<&Value>) -> Leniently {
    let (part, read) = read_leniently(value, S::validate);
    world.insert_resource(part.at_launch());
    read
}

fn save_part<S: SettingsPart>(world: &World) -> Value {
    serde_json::to_value(world.resource::<S>()).unwrap_or(Value::Null)
}

/// Reads the file into the window's settings and every registered part.
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
    let parts: Vec<Part> = world.resource::<Parts>().0.clone();
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

/// Writes the window's settings and every registered part to the file, keeping what the file
/// had that this version does not know.
pub fn save_settings(world: &World) -> Result<(), SettingsWriteError> {
    let mut document = world.get_resource::<ReadDocument>().map(|read| read.0.clone()).unwrap_or_default();
    if let Ok(Value::Object(settings)) = serde_json::to_value(world.resource::<Settings>()) {
        document.extend(settings);
    }
    for part in &world.resource::<Parts>().0 {
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
