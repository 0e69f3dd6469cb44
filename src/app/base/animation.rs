//! Small tweens driven by Bevy systems, for any game's pieces: a piece that pops in, a piece
//! that turns over, a pen stroke drawn in, a piece travelling along a path, a piece fading out. Their durations are divided by the animation speed setting; at speed 0 they
//! finish at once.
//!
//! Moves wait for [`animations_idle`]: the next input and the next AI move are held until the
//! previous move's animation ends, so the eye can follow the game.

use bevy::ecs::component::Mutable;
use bevy::ecs::query::QueryData;
use bevy::prelude::*;

use crate::app::base::settings::Settings;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (advance::<PopIn>, advance::<TurnOver>, advance::<StrokeIn>, advance::<Travel>, advance::<FadeOut>)
            .in_set(AnimationSystems),
    );
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

/// A tween: how long it lasts and how its piece looks at each moment of it. [`advance`] runs
/// every kind of tween the same way.
trait Tween: Component<Mutability = Mutable> {
    /// Seconds from its start to its end, at speed 1.
    fn length(&self) -> f32;
    fn elapsed(&mut self) -> &mut f32;
    /// Draws the piece as it is at the tween's elapsed time, the last time at its end.
    fn draw(&self, piece: &mut AnimatedPieceItem);
    /// Whether the piece goes when the tween ends (a captured piece) rather than staying as drawn.
    const DESPAWN_AT_END: bool = false;
}

/// What a tween changes of its piece.
#[derive(QueryData)]
#[query_data(mutable)]
struct AnimatedPiece {
    transform: &'static mut Transform,
    sprite: &'static mut Sprite,
    visibility: &'static mut Visibility,
}

/// Moves every tween of kind `T` on by the frame's time at the animation speed (to its end at
/// speed 0), draws its piece, and ends it.
fn advance<T: Tween>(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut pieces: Query<(Entity, &mut T, AnimatedPiece)>,
) {
    let step = (settings.animation_speed > 0.0).then(|| time.delta_secs() * settings.animation_speed);
    for (entity, mut tween, mut piece) in &mut pieces {
        let length = tween.length();
        let elapsed = tween.elapsed();
        *elapsed = (*elapsed + step.unwrap_or(length)).min(length);
        let ended = *elapsed >= length;
        tween.draw(&mut piece);
        if !ended {
            continue;
        }
        if T::DESPAWN_AT_END {
            commands.entity(entity).despawn();
        } else {
            commands.entity(entity).remove::<T>();
        }
    }
}

/// How far `elapsed` is into a phase of `length` seconds that starts after `delay`, from 0 to 1.
fn progress(elapsed: f32, delay: f32, length: f32) -> f32 {
    ((elapsed - delay) / length.max(f32::EPSILON)).clamp(0.0, 1.0)
}

fn ease_out_back(t: f32) -> f32 {
    let c = 1.6;
    1.0 + (c + 1.0) * (t - 1.0).powi(3) + c * (t - 1.0).powi(2)
}

impl Tween for PopIn {
    fn length(&self) -> f32 {
        POP_IN_SECONDS
    }

    fn elapsed(&mut self) -> &mut f32 {
        &mut self.elapsed
    }

    fn draw(&self, piece: &mut AnimatedPieceItem) {
        let t = progress(self.elapsed, 0.0, POP_IN_SECONDS);
        piece.transform.scale = if t < 1.0 { Vec3::splat(1.35 - 0.35 * ease_out_back(t)) } else { Vec3::ONE };
        piece.sprite.color = Color::WHITE.with_alpha((t * 2.0).min(1.0));
    }
}

impl Tween for TurnOver {
    fn length(&self) -> f32 {
        self.delay + TURN_OVER_SECONDS
    }

    fn elapsed(&mut self) -> &mut f32 {
        &mut self.elapsed
    }

    fn draw(&self, piece: &mut AnimatedPieceItem) {
        let t = progress(self.elapsed, self.delay, TURN_OVER_SECONDS);
        if t >= 0.5 && piece.sprite.image != self.new_face {
            piece.sprite.image = self.new_face.clone();
        }
        if t >= 1.0 {
            piece.transform.scale = Vec3::ONE;
            return;
        }
        // |cos| narrows the piece to an edge at the half-way point; the lift peaks there too.
        let width = (t * std::f32::consts::PI).cos().abs().max(0.04);
        let lift = 1.0 + 0.18 * (t * std::f32::consts::PI).sin();
        piece.transform.scale = Vec3::new(width * lift, lift, 1.0);
    }
}

impl Tween for StrokeIn {
    fn length(&self) -> f32 {
        self.delay + self.duration
    }

    fn elapsed(&mut self) -> &mut f32 {
        &mut self.elapsed
    }

    /// The stroke's sprite lies between its start and the pen's current position.
    fn draw(&self, piece: &mut AnimatedPieceItem) {
        let t = progress(self.elapsed, self.delay, self.duration);
        let shown = if self.elapsed > self.delay { Visibility::Inherited } else { Visibility::Hidden };
        piece.visibility.set_if_neq(shown);
        let pen = self.from.lerp(self.to, t);
        let direction = self.to - self.from;
        let thickness = piece.sprite.custom_size.map_or(1.0, |size| size.y);
        let z = piece.transform.translation.z;
        piece.transform.translation = ((self.from + pen) / 2.0).extend(z);
        piece.transform.rotation = Quat::from_rotation_z(direction.y.atan2(direction.x));
        // The pen's round tip: never shorter than the stroke is thick, so a fresh stroke is a dot.
        piece.sprite.custom_size = Some(Vec2::new((direction.length() * t).max(thickness * 0.01), thickness));
    }
}

impl Tween for Travel {
    fn length(&self) -> f32 {
        self.waypoints.len().saturating_sub(1) as f32 * TRAVEL_LEG_SECONDS
    }

    fn elapsed(&mut self) -> &mut f32 {
        &mut self.elapsed
    }

    fn draw(&self, piece: &mut AnimatedPieceItem) {
        let legs = self.waypoints.len().saturating_sub(1);
        let progress = (self.elapsed / TRAVEL_LEG_SECONDS).min(legs as f32);
        let leg = (progress.floor() as usize).min(legs.saturating_sub(1));
        let within = progress - leg as f32;
        let (Some(&start), Some(&end)) = (self.waypoints.get(leg), self.waypoints.get(leg + 1)) else { return };
        let eased = within * within * (3.0 - 2.0 * within);
        let z = piece.transform.translation.z;
        piece.transform.translation = start.lerp(end, eased).extend(z);
        let lift = if self.elapsed < self.length() { 1.0 + 0.22 * (within * std::f32::consts::PI).sin() } else { 1.0 };
        piece.transform.scale = Vec3::new(lift, lift, 1.0);
    }
}

impl Tween for FadeOut {
    const DESPAWN_AT_END: bool = true;

    fn length(&self) -> f32 {
        self.delay + FADE_OUT_SECONDS
    }

    fn elapsed(&mut self) -> &mut f32 {
        &mut self.elapsed
    }

    fn draw(&self, piece: &mut AnimatedPieceItem) {
        let t = progress(self.elapsed, self.delay, FADE_OUT_SECONDS);
        piece.sprite.color = piece.sprite.color.with_alpha(1.0 - t);
        piece.transform.scale = Vec3::splat(1.0 + 0.25 * t);
    }
}
