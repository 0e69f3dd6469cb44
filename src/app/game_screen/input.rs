//! Clicks on the board, for any game: observers on the square sprites turn picking's clicks
//! into [`SquareClicked`] (which tests trigger directly) and track the hovered square; the
//! game's [`ArcadeGame::click`] says which move a click makes. Without a picking backend
//! (tests) the observers never fire.

use bevy::prelude::*;

use super::ScreenNotes;
use super::turn::WhoseTurn;
use crate::app::base::animation::{RunningAnimations, animations_idle};
use crate::app::base::tasks::Generation;
use crate::app::contract::arcade_game::{ArcadeGame, BoardChange};
use crate::app::contract::current_game::CurrentGame;

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

/// The human's move being built square by square (a Catapultas jump chain), for the position
/// it was begun in: a move, undo or new game leaves it behind.
#[derive(Resource)]
pub struct PendingMove<G: ArcadeGame> {
    generation: Generation,
    squares: Vec<G::Square>,
}

impl<G: ArcadeGame> Default for PendingMove<G> {
    fn default() -> Self {
        Self { generation: 0, squares: Vec::new() }
    }
}

impl<G: ArcadeGame> PendingMove<G> {
    /// The squares chosen so far in the position of `generation`.
    pub fn squares(&self, generation: Generation) -> &[G::Square] {
        if self.generation == generation { &self.squares } else { &[] }
    }

    /// The squares chosen in the position of `generation`, which the move made from them ends.
    fn take(&mut self, generation: Generation) -> Vec<G::Square> {
        if self.generation == generation { std::mem::take(&mut self.squares) } else { Vec::new() }
    }
}

/// A click on the human's turn, once the board is still: the game says what it does, or why it
/// does nothing. While a position is set up, clicks are the editor's.
pub(super) fn on_square_clicked<G: ArcadeGame>(
    click: On<SquareClicked<G>>,
    mut current_game: ResMut<CurrentGame<G>>,
    turn: Res<WhoseTurn<G>>,
    running: RunningAnimations,
    mut pending: ResMut<PendingMove<G>>,
    mut changes: MessageWriter<BoardChange<G>>,
    // Why a click made no move, and when it was said.
    (mut notes, time): (ResMut<ScreenNotes<G>>, Res<Time<Real>>),
) {
    if !turn.awaits_human(animations_idle(&running)) {
        return;
    }
    let position = *current_game.position();
    let generation = current_game.generation();
    let before = pending.squares(generation).to_vec();
    let mut squares = before.clone();
    let chosen = G::click(&position, &mut squares, click.0);
    if before != squares {
        *pending = PendingMove { generation, squares };
    }
    let played = chosen.is_some_and(|mv| {
        let input = pending.take(generation);
        current_game.play(mv, input, &mut changes)
    });
    if !played && let Some(reason) = G::why_not(&position, &before, click.0) {
        notes.refuse_click(generation, reason, time.elapsed());
    }
}
