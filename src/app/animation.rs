//! Small tweens driven by Bevy systems, for any game's pieces: a piece that pops in, a piece
//! that turns over. Their durations are divided by the animation speed setting; at speed 0 they
//! finish at once.
//!
//! Moves wait for [`animations_idle`]: the next input and the next AI move are held until the
//! previous move's animation ends, so the eye can follow the game.

use bevy::prelude::*;

use super::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (pop_in, turn_over).in_set(AnimationSystems));
}

/// The systems that advance tweens; game logic that waits for them runs after.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnimationSystems;

/// How long a piece takes to turn over at speed 1.
pub const TURN_OVER_SECONDS: f32 = 0.32;
/// How long a placed piece takes to land at speed 1.
pub const POP_IN_SECONDS: f32 = 0.22;

/// A piece appearing: it drops from a little above the board, large and faint, and settles.
#[derive(Component, Debug, Clone)]
pub struct PopIn {
    pub elapsed: f32,
}

/// A piece turning over after `delay` seconds: it narrows to an edge, changes face and widens
/// again, lifting a little on the way.
#[derive(Component, Debug, Clone)]
pub struct TurnOver {
    pub delay: f32,
    pub elapsed: f32,
    /// The face shown once the piece is edge-on.
    pub new_face: Handle<Image>,
}

/// The pieces being animated.
pub type RunningAnimations<'w, 's> = Query<'w, 's, (), Or<(With<PopIn>, With<TurnOver>)>>;

/// True when no tween is running.
pub fn animations_idle(running: &RunningAnimations) -> bool {
    running.is_empty()
}

fn seconds_scaled(time: &Time, settings: &Settings) -> Option<f32> {
    (settings.animation_speed > 0.0).then(|| time.delta_secs() * settings.animation_speed)
}

fn ease_out_back(t: f32) -> f32 {
    let c = 1.6;
    1.0 + (c + 1.0) * (t - 1.0).powi(3) + c * (t - 1.0).powi(2)
}

fn pop_in(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut pieces: Query<(Entity, &mut PopIn, &mut Transform, &mut Sprite)>,
) {
    let step = seconds_scaled(&time, &settings);
    for (entity, mut pop, mut transform, mut sprite) in &mut pieces {
        pop.elapsed += step.unwrap_or(POP_IN_SECONDS);
        let t = (pop.elapsed / POP_IN_SECONDS).min(1.0);
        transform.scale = Vec3::splat(1.35 - 0.35 * ease_out_back(t));
        sprite.color = Color::WHITE.with_alpha((t * 2.0).min(1.0));
        if t >= 1.0 {
            transform.scale = Vec3::ONE;
            commands.entity(entity).remove::<PopIn>();
        }
    }
}

fn turn_over(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut pieces: Query<(Entity, &mut TurnOver, &mut Transform, &mut Sprite)>,
) {
    let step = seconds_scaled(&time, &settings);
    for (entity, mut flip, mut transform, mut sprite) in &mut pieces {
        let Some(step) = step else {
            finish_turn_over(&mut commands, entity, &flip, &mut transform, &mut sprite);
            continue;
        };
        flip.elapsed += step;
        let t = ((flip.elapsed - flip.delay) / TURN_OVER_SECONDS).clamp(0.0, 1.0);
        if t >= 1.0 {
            finish_turn_over(&mut commands, entity, &flip, &mut transform, &mut sprite);
            continue;
        }
        if t >= 0.5 && sprite.image != flip.new_face {
            sprite.image = flip.new_face.clone();
        }
        // |cos| narrows the piece to an edge at the half-way point; the lift peaks there too.
        let width = (t * std::f32::consts::PI).cos().abs().max(0.04);
        let lift = 1.0 + 0.18 * (t * std::f32::consts::PI).sin();
        transform.scale = Vec3::new(width * lift, lift, 1.0);
    }
}

fn finish_turn_over(commands: &mut Commands, entity: Entity, flip: &TurnOver, transform: &mut Transform, sprite: &mut Sprite) {
    sprite.image = flip.new_face.clone();
    transform.scale = Vec3::ONE;
    commands.entity(entity).remove::<TurnOver>();
}
