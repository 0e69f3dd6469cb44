//! The clocks run: the clock of the side to move runs while that side is to move, and a side
//! whose time runs out loses.

use bevy::prelude::*;

use super::turn::{Mover, WhoseTurn};
use crate::app::base::animation::{RunningAnimations, animations_idle};
use crate::app::base::game_clock::GameClock;
use crate::app::base::redraw::WakeUp;
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::games::Notation;

/// Runs the clock of the side to move, while the game goes on, is not paused or set aside for
/// the board editor, shows its last position and the board is still; a side whose time runs out
/// loses. Before the first move a game takes the time control the settings have now.
pub(super) fn run_clock<G: ArcadeGame>(
    mut current_game: ResMut<CurrentGame<G>>,
    settings: Res<GameSettings<G>>,
    turn: Res<WhoseTurn<G>>,
    time: Res<Time<Real>>,
    running: RunningAnimations,
    mut wake: ResMut<WakeUp>,
) {
    let control = settings.time_control;
    if current_game.history().line().is_empty() && current_game.clock.map(|clock| clock.control) != control {
        current_game.clock = control.map(GameClock::new);
        return;
    }
    let Some(mut clock) = current_game.clock else { return };
    if turn.mover == Mover::Nobody || turn.waiting || !animations_idle(&running) {
        return;
    }
    let seat = current_game.position().seat_to_move();
    if clock.spend(seat, time.delta()) {
        current_game.clock = Some(clock);
        current_game.out_of_time = Some(seat);
        return;
    }
    // A tick is not a change anyone reacts to: the panel reads the clock when it draws, and the
    // wake-up below draws it when its figure changes.
    current_game.bypass_change_detection().clock = Some(clock);
    wake.within(clock.next_change(seat));
}
