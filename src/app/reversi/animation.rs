//! Turns each move into animations: the placed disc pops in, then the flipped discs turn over
//! one after another, outward from the placed disc along each line.

use bevy::prelude::*;

use super::Reversi;
use super::board::Disc;
use crate::app::base::animation::{AnimateMoves, AnimationSystems, PopIn, TurnOver};
use crate::app::base::assets::Art;
use crate::app::base::sound::SoundCue;
use crate::app::contract::arcade_game::{ArcadeGame, BoardChange};
use crate::games::reversi::Square;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        start_animations.in_set(AnimateMoves).before(AnimationSystems).run_if(in_state(Reversi::screen())),
    );
}

/// Seconds between a disc and the next one further along its line.
const STAGGER_SECONDS: f32 = 0.075;
/// The first flip starts as the placed disc lands.
const FIRST_FLIP_SECONDS: f32 = 0.12;

fn distance(a: Square, b: Square) -> u8 {
    a.column().abs_diff(b.column()).max(a.row().abs_diff(b.row()))
}

fn start_animations(
    mut commands: Commands,
    mut changes: MessageReader<BoardChange<Reversi>>,
    art: Res<Art>,
    mut cues: MessageWriter<SoundCue>,
    mut discs: Query<(Entity, &Disc, &mut Sprite, &mut Transform, &mut Visibility)>,
) {
    for change in changes.read() {
        match change {
            BoardChange::Moved { before, mv, .. } => {
                let Some((_, effect)) = before.try_play(*mv) else { continue };
                let mover = before.side_to_move();
                if effect.placed.is_some() {
                    cues.write_batch([SoundCue::Place, SoundCue::Flip(effect.flipped.count())]);
                }
                for (entity, disc, mut sprite, mut transform, mut visibility) in &mut discs {
                    if effect.placed == Some(disc.0) {
                        sprite.image = art.disc(mover);
                        sprite.color = Color::WHITE.with_alpha(0.0);
                        *visibility = Visibility::Inherited;
                        commands.entity(entity).insert(PopIn { elapsed: 0.0 });
                    } else if let (true, Some(placed)) = (effect.flipped.contains(disc.0), effect.placed) {
                        sprite.image = art.disc(mover.opponent());
                        transform.scale = Vec3::ONE;
                        let delay = FIRST_FLIP_SECONDS + STAGGER_SECONDS * f32::from(distance(placed, disc.0) - 1);
                        commands.entity(entity).insert(TurnOver { delay, elapsed: 0.0, new_face: art.disc(mover) });
                    }
                }
            }
            BoardChange::Reset => {
                for (entity, _, mut sprite, mut transform, _) in &mut discs {
                    sprite.color = Color::WHITE;
                    transform.scale = Vec3::ONE;
                    commands.entity(entity).remove::<(PopIn, TurnOver)>();
                }
            }
        }
    }
}
