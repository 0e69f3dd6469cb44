//! Mouse input on the board: observers on the square sprites turn picking's clicks into
//! [`SquareClicked`] (which tests trigger directly) and track the hovered square for the preview
//! disc. Without a picking backend (tests) they simply never fire.

use bevy::prelude::*;

use super::SquareClicked;
use super::board::{BoardSquare, HoveredSquare};

/// Observes a square entity.
pub(super) fn click_square(click: On<Pointer<Click>>, squares: Query<&BoardSquare>, mut commands: Commands) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(square) = squares.get(click.event_target()) {
        commands.trigger(SquareClicked(square.0));
    }
}

pub(super) fn hover_square(over: On<Pointer<Over>>, squares: Query<&BoardSquare>, mut hovered: ResMut<HoveredSquare>) {
    if let Ok(square) = squares.get(over.event_target()) {
        hovered.0 = Some(square.0);
    }
}

pub(super) fn leave_square(out: On<Pointer<Out>>, squares: Query<&BoardSquare>, mut hovered: ResMut<HoveredSquare>) {
    if let Ok(square) = squares.get(out.event_target())
        && hovered.0 == Some(square.0)
    {
        hovered.0 = None;
    }
}
