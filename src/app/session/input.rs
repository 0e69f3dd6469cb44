//! Clicks on the board, for any game: observers on the square sprites turn picking's clicks
//! into [`SquareClicked`] (which tests trigger directly) and track the hovered square; the
//! game's [`ArcadeGame::click`] says which move a click makes. Without a picking backend
//! (tests) the observers never fire.

use bevy::prelude::*;

use super::{ArcadeGame, BoardChange, Session};
use crate::app::animation::{RunningAnimations, animations_idle};
use crate::app::settings::Settings;

/// A clickable square (or cell) of `G`'s board.
#[derive(Component)]
pub struct BoardSquare<G: ArcadeGame>(pub G::Square);

/// The square under the mouse.
#[derive(Resource)]
pub struct HoveredSquare<G: ArcadeGame>(pub Option<G::Square>);

impl<G: ArcadeGame> Default for HoveredSquare<G> {
    fn default() -> Self {
        Self(None)
    }
}

/// A square of `G`'s board was clicked.
#[derive(Event)]
pub struct SquareClicked<G: ArcadeGame>(pub G::Square);

/// The observers a board square needs: clicks and hovering.
pub fn observe_square<G: ArcadeGame>(square: &mut EntityCommands) {
    square.observe(click::<G>).observe(hover::<G>).observe(leave::<G>);
}

fn click<G: ArcadeGame>(click: On<Pointer<Click>>, squares: Query<&BoardSquare<G>>, mut commands: Commands) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(square) = squares.get(click.event_target()) {
        commands.trigger(SquareClicked::<G>(square.0));
    }
}

fn hover<G: ArcadeGame>(
    over: On<Pointer<Over>>,
    squares: Query<&BoardSquare<G>>,
    mut hovered: ResMut<HoveredSquare<G>>,
) {
    if let Ok(square) = squares.get(over.event_target()) {
        hovered.0 = Some(square.0);
    }
}

fn leave<G: ArcadeGame>(out: On<Pointer<Out>>, squares: Query<&BoardSquare<G>>, mut hovered: ResMut<HoveredSquare<G>>) {
    if let Ok(square) = squares.get(out.event_target())
        && hovered.0 == Some(square.0)
    {
        hovered.0 = None;
    }
}

/// A click on the human's turn, once the board is still: the game says what it does. While a
/// position is set up, clicks are the editor's.
pub(super) fn on_square_clicked<G: ArcadeGame>(
    click: On<SquareClicked<G>>,
    mut session: ResMut<Session<G>>,
    settings: Res<Settings>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange<G>>,
) {
    if session.is_setting_up() || !animations_idle(&running) || session.is_machine_turn(&settings) || session.is_over()
    {
        return;
    }
    let position = *session.position();
    let mut pending = session.pending.clone();
    let chosen = G::click(&position, &mut pending, click.0);
    if session.pending != pending {
        session.pending = pending;
    }
    if let Some(mv) = chosen {
        session.play(mv, &mut changes);
    }
}
