//! Sound effects. The game screens say what happened with a [`SoundCue`]; this module plays the
//! matching clip at the player's volume, unless muted, in time with the animation it goes with.
//!
//! The cues are messages of [`GamePlugin`](crate::app::GamePlugin), so the game logic writes them
//! without a window (tests read them); only [`window_plugin`] loads and plays the clips, since
//! Bevy's audio comes with `DefaultPlugins`. Without a sound device Bevy warns once and plays
//! nothing.

use std::time::Duration;

use bevy::audio::Volume;
use bevy::prelude::*;
use bevy::transform::TransformSystems;
use bevy_egui::input::egui_wants_any_keyboard_input;

use crate::app::base::animation::{TRAVEL_LEG_SECONDS, TURN_OVER_SECONDS};
use crate::app::base::assets::{self, AssetFile};
use crate::app::base::redraw::WakeUp;
use crate::app::base::settings::{Settings, SoundSettings};

/// The cues: written without a window too (each game screen adds [`chime_at_game_end`]).
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>();
}

/// Playing the clips, and M to mute.
pub(crate) fn window_plugin(app: &mut App) {
    let clips = Clips::load(app.world().resource::<AssetServer>());
    app.insert_resource(clips);
    app.init_resource::<Scheduled>();
    // After every system that writes a cue (Update), and before Bevy's audio starts this frame's
    // sounds (after transform propagation, for spatial sound): the window may not draw another
    // frame soon.
    app.add_systems(PostUpdate, (schedule_cues, play_due_clips).chain().before(TransformSystems::Propagate));
    app.add_systems(Update, toggle_mute.run_if(not(egui_wants_any_keyboard_input)));
}

/// Something the player should hear.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundCue {
    /// A piece set down: a Reversi disc, a Tic-tac-toe mark, a Catapultas move that captures
    /// nothing.
    Place,
    /// This many Reversi discs turning over.
    Flip(u32),
    /// A Catapultas move that knocks pieces off.
    Capture,
    /// The game just ended.
    GameOver,
}

/// When the first turned disc is edge-on, at speed 1: Reversi's first flip starts as the placed
/// disc lands.
const FIRST_FLIP_TICK_SECONDS: f32 = 0.12 + TURN_OVER_SECONDS / 2.0;
/// Between the ticks of the discs further along the lines, at speed 1.
const FLIP_TICK_STEP_SECONDS: f32 = 0.075;
/// One move is heard as at most this many ticks: more would rattle.
const MAX_FLIP_TICKS: u32 = 3;
/// A capture is heard as the mover lands on its first victim, at speed 1.
const CAPTURE_SECONDS: f32 = 0.65 * TRAVEL_LEG_SECONDS;

/// The clips that decode; a missing one is silence.
#[derive(Resource)]
struct Clips {
    place: Option<Handle<AudioSource>>,
    flip: Option<Handle<AudioSource>>,
    capture: Option<Handle<AudioSource>>,
    game_over: Option<Handle<AudioSource>>,
}

impl Clips {
    fn load(server: &AssetServer) -> Self {
        let load = |file: AssetFile| assets::sound_is_usable(file).then(|| server.load(file.asset_path()));
        Self {
            place: load(assets::PLACE_SOUND),
            flip: load(assets::FLIP_SOUND),
            capture: load(assets::CAPTURE_SOUND),
            game_over: load(assets::GAME_OVER_SOUND),
        }
    }
}

/// Clips waiting for their moment in the animation: when (real time) and what.
#[derive(Resource, Default)]
struct Scheduled(Vec<(Duration, Handle<AudioSource>)>);

fn schedule_cues(
    mut cues: MessageReader<SoundCue>,
    clips: Res<Clips>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    mut scheduled: ResMut<Scheduled>,
) {
    let speed = settings.animation_speed;
    let at = |seconds: f32| {
        let delay = if speed > 0.0 { Duration::from_secs_f32(seconds / speed) } else { Duration::ZERO };
        time.elapsed() + delay
    };
    let mut heard = Vec::new();
    for &cue in cues.read() {
        // Several marks drawn at once (a loaded game) are one sound, not a din.
        if heard.contains(&cue) {
            continue;
        }
        heard.push(cue);
        let mut schedule = |clip: &Option<Handle<AudioSource>>, seconds: f32| {
            if let Some(clip) = clip {
                scheduled.0.push((at(seconds), clip.clone()));
            }
        };
        match cue {
            SoundCue::Place => schedule(&clips.place, 0.0),
            SoundCue::Flip(discs) => {
                // Without animation every disc turns at once: one tick.
                let ticks = if speed > 0.0 { discs.min(MAX_FLIP_TICKS) } else { discs.min(1) };
                for tick in 0..ticks {
                    schedule(&clips.flip, FIRST_FLIP_TICK_SECONDS + FLIP_TICK_STEP_SECONDS * tick as f32);
                }
            }
            SoundCue::Capture => schedule(&clips.capture, CAPTURE_SECONDS),
            SoundCue::GameOver => schedule(&clips.game_over, 0.0),
        }
    }
}

fn play_due_clips(
    mut commands: Commands,
    mut scheduled: ResMut<Scheduled>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    sources: Res<Assets<AudioSource>>,
    mut wake: ResMut<WakeUp>,
) {
    let now = time.elapsed();
    let volume = gain(&settings.sound);
    scheduled.0.retain(|(due, clip)| {
        if *due > now {
            wake.within(*due - now);
            return true;
        }
        // A clip still loading is skipped rather than played late.
        if volume > 0.0 && sources.contains(clip) {
            commands.spawn((
                Name::new("Sound"),
                AudioPlayer(clip.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
            ));
        }
        false
    });
}

/// The amplitude for the volume slider: its square, so that equal steps of the slider sound
/// like equal steps of loudness. Nothing when muted.
fn gain(sound: &SoundSettings) -> f32 {
    if sound.muted { 0.0 } else { sound.volume * sound.volume }
}

fn toggle_mute(keys: Res<ButtonInput<KeyCode>>, mut settings: ResMut<Settings>) {
    if keys.just_pressed(KeyCode::KeyM) {
        settings.sound.muted = !settings.sound.muted;
    }
}
