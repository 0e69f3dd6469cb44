//! Mouse input on the board: observers on the cell sprites turn picking's clicks into
//! [`CellClicked`] (which tests trigger directly) and track the hovered cell. Without a picking
//! backend (tests) they never fire.

use bevy::prelude::*;

use super::CellClicked;
use super::board::BoardCell;
use crate::games::tictactoe::Cell;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredCell>();
}

/// The cell under the mouse.
#[derive(Resource, Default)]
pub struct HoveredCell(pub Option<Cell>);

pub(super) fn click_cell(click: On<Pointer<Click>>, cells: Query<&BoardCell>, mut commands: Commands) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(cell) = cells.get(click.event_target()) {
        commands.trigger(CellClicked(cell.0));
    }
}

pub(super) fn hover_cell(over: On<Pointer<Over>>, cells: Query<&BoardCell>, mut hovered: ResMut<HoveredCell>) {
    hovered.0 = cells.get(over.event_target()).ok().map(|cell| cell.0);
}

pub(super) fn leave_cell(out: On<Pointer<Out>>, cells: Query<&BoardCell>, mut hovered: ResMut<HoveredCell>) {
    if cells.get(out.event_target()).is_ok_and(|cell| hovered.0 == Some(cell.0)) {
        hovered.0 = None;
    }
}
