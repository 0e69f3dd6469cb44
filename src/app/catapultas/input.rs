//! Mouse and keyboard input: observers on the square sprites turn picking's clicks into
//! [`SquareClicked`], and Enter into [`FinishJump`] (tests trigger both directly). Without a
//! picking backend (tests) the observers never fire.

use bevy::prelude::*;

use super::board::BoardSquare;
use super::{FinishJump, SquareClicked};

pub(super) fn click_square(click: On<Pointer<Click>>, squares: Query<&BoardSquare>, mut commands: Commands) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(square) = squares.get(click.event_target()) {
        commands.trigger(SquareClicked(square.0));
    }
}

pub(super) fn finish_on_enter(keys: Res<ButtonInput<KeyCode>>, mut commands: Commands) {
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        commands.trigger(FinishJump);
    }
}
