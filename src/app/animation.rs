//! Small tweens driven by Bevy systems, for any game's pieces: a piece that pops in, a piece
//! that turns over, a pen stroke drawn in, a piece travelling along a path, a piece fading out. Their durations are divided by the animation speed setting; at speed 0 they
//! finish at once.
//!
//! Moves wait for [`animations_idle`]: the next input and the next AI move are held until the
//! previous move's animation ends, so the eye can follow the game.

use bevy::prelude::*;

use super::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (pop_in, turn_over, stroke_in, travel, fade_out).in_set(AnimationSystems));
}

/// The systems that advance tweens; game logic that waits for them runs after.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnimationSystems;

/// Each game's systems that start the animations of the moves just played: before the tweens
/// advance, after the game's turn has played them.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnimateMoves;

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

/// A straight stroke drawn from `from` to `to` (board units) over `duration` seconds after
/// `delay`, as a pen would: the sprite grows from its start, its thickness being the sprite's
/// height.
#[derive(Component, Debug, Clone)]
pub struct StrokeIn {
    pub from: Vec2,
    pub to: Vec2,
    pub delay: f32,
    pub duration: f32,
    pub elapsed: f32,
}

impl StrokeIn {
    pub fn new(from: Vec2, to: Vec2, delay: f32, duration: f32) -> Self {
        Self { from, to, delay, duration, elapsed: 0.0 }
    }
}

/// How long a piece takes per hop or step of its path at speed 1.
pub const TRAVEL_LEG_SECONDS: f32 = 0.26;
/// How long a captured piece takes to vanish at speed 1.
pub const FADE_OUT_SECONDS: f32 = 0.3;

/// A piece moving through `waypoints` (board units, start first), lifting a little on each leg.
#[derive(Component, Debug, Clone)]
pub struct Travel {
    pub waypoints: Vec<Vec2>,
    pub elapsed: f32,
}

/// A piece fading out after `delay` seconds, then despawned (a captured piece).
#[derive(Component, Debug, Clone)]
pub struct FadeOut {
    pub delay: f32,
    pub elapsed: f32,
}

/// The pieces being animated.
pub type RunningAnimations<'w, 's> =
    Query<'w, 's, (), Or<(With<PopIn>, With<TurnOver>, With<StrokeIn>, With<Travel>, With<FadeOut>)>>;

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

fn finish_turn_over(
    commands: &mut Commands,
    entity: Entity,
    flip: &TurnOver,
    transform: &mut Transform,
    sprite: &mut Sprite,
) {
    sprite.image = flip.new_face.clone();
    transform.scale = Vec3::ONE;
    commands.entity(entity).remove::<TurnOver>();
}

/// Places the stroke's sprite between its start and its pen's current position.
fn stroke_geometry(stroke: &StrokeIn, t: f32, transform: &mut Transform, sprite: &mut Sprite) {
    let pen = stroke.from.lerp(stroke.to, t);
    let direction = stroke.to - stroke.from;
    let thickness = sprite.custom_size.map_or(1.0, |size| size.y);
    transform.translation = ((stroke.from + pen) / 2.0).extend(transform.translation.z);
    transform.rotation = Quat::from_rotation_z(direction.y.atan2(direction.x));
    // The pen's round tip: never shorter than the stroke is thick, so a fresh stroke is a dot.
    sprite.custom_size = Some(Vec2::new((direction.length() * t).max(thickness * 0.01), thickness));
}

fn stroke_in(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut strokes: Query<(Entity, &mut StrokeIn, &mut Transform, &mut Sprite, &mut Visibility)>,
) {
    let step = seconds_scaled(&time, &settings);
    for (entity, mut stroke, mut transform, mut sprite, mut visibility) in &mut strokes {
        stroke.elapsed += step.unwrap_or(stroke.delay + stroke.duration);
        let t = ((stroke.elapsed - stroke.delay) / stroke.duration.max(f32::EPSILON)).clamp(0.0, 1.0);
        visibility.set_if_neq(if stroke.elapsed > stroke.delay { Visibility::Inherited } else { Visibility::Hidden });
        stroke_geometry(&stroke, t, &mut transform, &mut sprite);
        if t >= 1.0 {
            commands.entity(entity).remove::<StrokeIn>();
        }
    }
}

fn travel(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut pieces: Query<(Entity, &mut Travel, &mut Transform)>,
) {
    let step = seconds_scaled(&time, &settings);
    for (entity, mut route, mut transform) in &mut pieces {
        let legs = route.waypoints.len().saturating_sub(1);
        let total = legs as f32 * TRAVEL_LEG_SECONDS;
        route.elapsed += step.unwrap_or(total);
        let progress = (route.elapsed / TRAVEL_LEG_SECONDS).min(legs as f32);
        let leg = (progress.floor() as usize).min(legs.saturating_sub(1));
        let within = progress - leg as f32;
        let (Some(&start), Some(&end)) = (route.waypoints.get(leg), route.waypoints.get(leg + 1)) else {
            commands.entity(entity).remove::<Travel>();
            continue;
        };
        let eased = within * within * (3.0 - 2.0 * within);
        transform.translation = start.lerp(end, eased).extend(transform.translation.z);
        let lift = 1.0 + 0.22 * (within * std::f32::consts::PI).sin();
        transform.scale = Vec3::new(lift, lift, 1.0);
        if route.elapsed >= total {
            transform.scale = Vec3::ONE;
            commands.entity(entity).remove::<Travel>();
        }
    }
}

fn fade_out(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut pieces: Query<(Entity, &mut FadeOut, &mut Sprite, &mut Transform)>,
) {
    let step = seconds_scaled(&time, &settings);
    for (entity, mut fade, mut sprite, mut transform) in &mut pieces {
        fade.elapsed += step.unwrap_or(fade.delay + FADE_OUT_SECONDS);
        let t = ((fade.elapsed - fade.delay) / FADE_OUT_SECONDS).clamp(0.0, 1.0);
        sprite.color = sprite.color.with_alpha(1.0 - t);
        transform.scale = Vec3::splat(1.0 + 0.25 * t);
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}
