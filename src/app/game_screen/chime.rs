//! The chime at the end of a game: a move that ends it cues [`SoundCue::GameOver`] once its
//! animation has finished; undo, redo, loading and browsing replace the position without a
//! move, and without a chime.

use bevy::prelude::*;

use crate::app::base::animation::{AnimationSystems, RunningAnimations, animations_idle};
use crate::app::base::sound::SoundCue;
use crate::app::contract::arcade_game::{ArcadeGame, BoardChange};
use crate::engine::Game;

/// The chime for game `G`'s screen.
pub(super) fn chime_at_game_end<G: ArcadeGame>(app: &mut App) {
    app.add_systems(Update, chime_when_over::<G>.after(AnimationSystems).run_if(in_state(G::screen())));
}

fn chime_when_over<G: ArcadeGame>(
    mut changes: MessageReader<BoardChange<G>>,
    running: RunningAnimations,
    mut ended: Local<bool>,
    mut cues: MessageWriter<SoundCue>,
) {
    // Looked at before this frame's moves, so that their animations have started.
    if *ended && animations_idle(&running) {
        cues.write(SoundCue::GameOver);
        *ended = false;
    }
    for change in changes.read() {
        *ended = match change {
            BoardChange::Moved { before, mv, .. } => before.play(*mv).is_over(),
            BoardChange::Reset => false,
        };
    }
}
