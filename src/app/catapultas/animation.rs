//! Turns moves into animations: the moving piece travels its path hop by hop, and each
//! captured piece fades out as the mover lands on it.

use bevy::prelude::*;

use super::BoardChange;
use super::board::{Piece, square_center};
use crate::app::Screen;
use crate::app::animation::{AnimationSystems, FadeOut, TRAVEL_LEG_SECONDS, Travel};
use crate::app::sound::SoundCue;
use crate::games::catapultas::{Side, Square};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        start_animations.in_set(AnimateMoves).before(AnimationSystems).run_if(in_state(Screen::Catapultas)),
    );
}

/// Starts the animations of the moves just played.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnimateMoves;

/// Sends `mover`'s piece on the first square of `path` along it. (An enemy piece may share
/// that square for a moment: one the mover has landed on mid-chain.)
fn send_along(
    commands: &mut Commands,
    pieces: &mut Query<(Entity, &mut Piece, &mut Transform)>,
    mover: Side,
    path: &[Square],
) {
    let (Some(&from), Some(&to)) = (path.first(), path.last()) else { return };
    if path.len() < 2 {
        return;
    }
    let Some((entity, mut piece, mut transform)) =
        pieces.iter_mut().find(|(_, piece, _)| piece.square == from && piece.side == mover)
    else {
        return;
    };
    piece.square = to;
    // The mover passes over the others.
    transform.translation.z = 0.8;
    commands
        .entity(entity)
        .insert(Travel { waypoints: path.iter().map(|&square| square_center(square)).collect(), elapsed: 0.0 });
}

fn start_animations(
    mut commands: Commands,
    mut changes: MessageReader<BoardChange>,
    mut cues: MessageWriter<SoundCue>,
    mut pieces: Query<(Entity, &mut Piece, &mut Transform)>,
) {
    for change in changes.read() {
        match change {
            BoardChange::Hopped { mover, from, to } => {
                cues.write(SoundCue::Place);
                send_along(&mut commands, &mut pieces, *mover, &[*from, *to]);
            }
            BoardChange::Moved { mover, path, captured } => {
                if *captured != 0 {
                    cues.write(SoundCue::Capture);
                } else if path.len() > 1 {
                    cues.write(SoundCue::Place);
                }
                for (entity, piece, _) in &pieces {
                    if captured & piece.square.bit() == 0 || piece.side == *mover {
                        continue;
                    }
                    // Vanishes as the mover lands on it; at once if it landed there already.
                    let landing = path.iter().position(|&square| square == piece.square).unwrap_or(0);
                    let delay = (landing as f32 - 0.35).max(0.0) * TRAVEL_LEG_SECONDS;
                    commands.entity(entity).insert(FadeOut { delay, elapsed: 0.0 });
                }
                send_along(&mut commands, &mut pieces, *mover, path);
            }
        }
    }
}
