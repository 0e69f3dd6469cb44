//! Whose turn it is, decided in one place: [`decide_turn`] reads the game, who plays each seat
//! and what the screen is doing, and the systems that start the machines' moves, play forced
//! passes, run the clock, search hints and take clicks act on what it decided ([`WhoseTurn`], and run
//! conditions such as [`human_to_move`]).

use std::marker::PhantomData;

use bevy::prelude::*;

use super::mode::GameMode;
use crate::app::contract::arcade_game::{ArcadeGame, forced_pass};
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::games::Notation;

/// Who moves next on a game's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// Nobody: the game is over, or the board shows a position being set up.
    Nobody,
    /// The side to move has nothing but a pass, which the game plays for it.
    Pass,
    /// The person at the window.
    Human,
    /// The AI or an outside engine.
    Machine,
}

/// Whose turn it is in game `G`, as [`decide_turn`] last found it.
#[derive(Resource)]
pub struct WhoseTurn<G: ArcadeGame> {
    pub mover: Mover,
    /// Machines and forced passes wait: the game is paused, or the player looks at an earlier
    /// position of it (a move there would drop the rest of the line, which only the human's own
    /// move should do).
    pub waiting: bool,
    /// Seconds (of `Time`) before which no machine starts a move, so that a pass is read first.
    pub(super) machine_not_before: f32,
    game: PhantomData<G>,
}

impl<G: ArcadeGame> Default for WhoseTurn<G> {
    fn default() -> Self {
        Self { mover: Mover::Nobody, waiting: false, machine_not_before: 0.0, game: PhantomData }
    }
}

impl<G: ArcadeGame> WhoseTurn<G> {
    /// Whether the board offers the human a move now: their turn, and the board is still.
    pub fn awaits_human(&self, animations_idle: bool) -> bool {
        self.mover == Mover::Human && animations_idle
    }
}

/// Decides whose turn it is, when the game, its settings or the screen's mode change.
pub(super) fn decide_turn<G: ArcadeGame>(
    current_game: Res<CurrentGame<G>>,
    settings: Res<GameSettings<G>>,
    mode: Option<Res<State<GameMode>>>,
    mut turn: ResMut<WhoseTurn<G>>,
) {
    let position = current_game.position();
    let setting_up = mode.is_some_and(|mode| *mode.get() == GameMode::SetUp);
    let mover = if setting_up || current_game.is_over() {
        Mover::Nobody
    } else if forced_pass::<G>(position).is_some() {
        Mover::Pass
    } else if settings.seats.get(position.seat_to_move()).is_machine() {
        Mover::Machine
    } else {
        Mover::Human
    };
    let waiting = current_game.holds_machines() || current_game.history().can_redo();
    if (turn.mover, turn.waiting) != (mover, waiting) {
        (turn.mover, turn.waiting) = (mover, waiting);
    }
}

/// When the turn must be decided again.
pub(super) fn turn_may_have_changed<G: ArcadeGame>(
    current_game: Res<CurrentGame<G>>,
    settings: Res<GameSettings<G>>,
    mode: Option<Res<State<GameMode>>>,
) -> bool {
    current_game.is_changed() || settings.is_changed() || mode.is_some_and(|mode| mode.is_changed())
}

/// The person at the window is to move.
pub fn human_to_move<G: ArcadeGame>(turn: Res<WhoseTurn<G>>) -> bool {
    turn.mover == Mover::Human
}

/// A machine is to move, and nothing holds it back.
pub(super) fn machine_to_move<G: ArcadeGame>(turn: Res<WhoseTurn<G>>) -> bool {
    turn.mover == Mover::Machine && !turn.waiting
}

/// The side to move must pass, and nothing holds the game back.
pub(super) fn pass_to_play<G: ArcadeGame>(turn: Res<WhoseTurn<G>>) -> bool {
    turn.mover == Mover::Pass && !turn.waiting
}
