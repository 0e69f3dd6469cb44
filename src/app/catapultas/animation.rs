//! Turns moves into animations: the moving piece travels its path hop by hop, and each
//! captured piece fades out as the mover lands on it. While the human builds a jump chain, the
//! piece hops to each landing as it is chosen.

use bevy::prelude::*;

use super::Catapultas;
use super::board::{Piece, square_center};
use crate::app::base::animation::{AnimateMoves, AnimationSystems, FadeOut, TRAVEL_LEG_SECONDS, Travel};
use crate::app::base::sound::SoundCue;
use crate::app::contract::arcade_game::{ArcadeGame, BoardChange};
use crate::app::contract::current_game::CurrentGame;
use crate::app::game_screen::PendingMove;
use crate::games::Seat;
use crate::games::catapultas::{Move, Square};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_animations, hop_along_the_chain)
            .in_set(AnimateMoves)
            .before(AnimationSystems)
            .run_if(in_state(Catapultas::screen())),
    );
}

/// Sends `mover`'s piece on the first square of `path` along it. (An enemy piece may share
/// that square for a moment: one the mover has landed on mid-chain.)
fn send_along(
    commands: &mut Commands,
    pieces: &mut Query<(Entity, &mut Piece, &mut Transform)>,
    mover: Seat,
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
    mut changes: MessageReader<BoardChange<Catapultas>>,
    mut cues: MessageWriter<SoundCue>,
    mut pieces: Query<(Entity, &mut Piece, &mut Transform)>,
) {
    for change in changes.read() {
        let BoardChange::Moved { before, mv, input } = change else { continue };
        let mover = before.to_move();
        let captured = before.captures(*mv);
        let path: Vec<Square> = match mv {
            Move::Step { from, to } => vec![*from, *to],
            Move::Jump(jump) => jump.squares().to_vec(),
            Move::Pass => Vec::new(),
        };
        // The human's hops are on the board already: the piece goes on from the last of them.
        let path = &path[input.len().saturating_sub(1).min(path.len())..];
        if captured != 0 {
            cues.write(SoundCue::Capture);
        } else if path.len() > 1 {
            cues.write(SoundCue::Place);
        }
        for (entity, piece, _) in &pieces {
            if captured & piece.square.bit() == 0 || piece.side == mover {
                continue;
            }
            // Vanishes as the mover lands on it; at once if it landed there already.
            let landing = path.iter().position(|&square| square == piece.square).unwrap_or(0);
            let delay = (landing as f32 - 0.35).max(0.0) * TRAVEL_LEG_SECONDS;
            commands.entity(entity).insert(FadeOut { delay, elapsed: 0.0 });
        }
        send_along(&mut commands, &mut pieces, mover, path);
    }
}

/// The human chose the next landing of a jump chain: the piece hops there for now.
fn hop_along_the_chain(
    mut commands: Commands,
    current_game: Res<CurrentGame<Catapultas>>,
    pending: Res<PendingMove<Catapultas>>,
    mut shown: Local<Vec<Square>>,
    mut cues: MessageWriter<SoundCue>,
    mut pieces: Query<(Entity, &mut Piece, &mut Transform)>,
) {
    let chain = pending.squares(current_game.generation());
    if chain == shown.as_slice() {
        return;
    }
    if let ([.., from], [.., to]) = (shown.as_slice(), chain)
        && chain.len() == shown.len() + 1
        && chain.starts_with(&shown)
    {
        cues.write(SoundCue::Place);
        send_along(&mut commands, &mut pieces, current_game.position().to_move(), &[*from, *to]);
    }
    shown.clear();
    shown.extend_from_slice(chain);
}
