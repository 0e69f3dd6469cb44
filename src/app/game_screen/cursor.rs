//! The board by keyboard, for any game: a cursor the arrows move and Enter or Space plays as a
//! click on its square would, and squares reached by typing their names (`d3` in Reversi, `5`
//! in Tic-tac-toe). [`BoardKey`]s come from the keys ([`super::keys`]) or from tests; the cursor
//! is drawn as a frame on its square's sprite, whatever the game draws there.

use std::marker::PhantomData;

use bevy::prelude::*;

use super::input::{BoardSquare, HoveredSquare, PendingMove, SquareClicked};
use super::turn::WhoseTurn;
use crate::app::base::requests::BoardKey;
use crate::app::base::screen::Screen;
use crate::app::base::theme;
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;

pub(super) fn plugin<G: ArcadeGame>(app: &mut App) {
    app.init_resource::<BoardCursor<G>>();
    app.add_observer(on_board_key::<G>);
    app.add_observer(follow_mouse::<G>);
    app.add_systems(
        Update,
        show_cursor::<G>
            .run_if(in_state(G::screen()))
            .run_if(resource_changed::<BoardCursor<G>>.or_else(any_match_filter::<Added<BoardSquare<G>>>)),
    );
}

/// Where the keyboard's cursor is on `G`'s board, whether it shows (from the first key for it
/// until the mouse moves over the board), and the start of a square's name typed so far.
#[derive(Resource)]
pub struct BoardCursor<G: ArcadeGame> {
    square: Option<G::Square>,
    shown: bool,
    typed: String,
}

impl<G: ArcadeGame> Default for BoardCursor<G> {
    fn default() -> Self {
        Self { square: None, shown: false, typed: String::new() }
    }
}

impl<G: ArcadeGame> BoardCursor<G> {
    /// The square the cursor shows, if it shows.
    pub fn square(&self) -> Option<G::Square> {
        self.square.filter(|_| self.shown)
    }

    /// The start of a square's name typed so far (`d` before the `3`), empty when none.
    pub fn typed(&self) -> &str {
        &self.typed
    }

    fn show_at(&mut self, square: G::Square, hovered: &mut HoveredSquare<G>) {
        self.square = Some(square);
        self.shown = true;
        self.typed.clear();
        // The board's previews and the hints' details follow the cursor as they follow the
        // mouse.
        hovered.0 = Some(square);
    }
}

/// The mouse went over a square of the board: the keys go on from there, the cursor hidden until
/// then (a picking backend's event: without one, as in tests, it never comes).
fn follow_mouse<G: ArcadeGame>(
    over: On<Pointer<Over>>,
    squares: Query<&BoardSquare<G>>,
    mut cursor: ResMut<BoardCursor<G>>,
) {
    if let Ok(square) = squares.get(over.event_target()) {
        cursor.square = Some(square.0);
        cursor.shown = false;
        cursor.typed.clear();
    }
}

/// Where the cursor first shows with nowhere else to be: the square left of and above the
/// board's middle (Reversi's d4), or the first square there is.
fn middle<G: ArcadeGame>() -> Option<G::Square> {
    let [columns, rows] = G::GRID;
    G::square_at(columns.saturating_sub(1) / 2, rows.saturating_sub(1) / 2).or_else(|| squares::<G>().next())
}

/// The square `columns` right and `rows` down of `from`, stopping at the board's edge; over a gap
/// in the grid, the next square beyond it in the same direction.
fn step<G: ArcadeGame>(from: G::Square, columns: i8, rows: i8) -> G::Square {
    if columns == 0 && rows == 0 {
        return from;
    }
    let [width, height] = G::GRID.map(i16::from);
    let [mut column, mut row] = G::grid_place(from).map(i16::from);
    loop {
        column += i16::from(columns);
        row += i16::from(rows);
        if !(0..width).contains(&column) || !(0..height).contains(&row) {
            return from;
        }
        // Within the grid, so both fit in a u8.
        if let Some(square) = G::square_at(column as u8, row as u8) {
            return square;
        }
    }
}

/// What a key does to the board of the game on screen.
fn on_board_key<G: ArcadeGame>(
    key: On<BoardKey>,
    screen: Res<State<Screen>>,
    (mut cursor, mut hovered): (ResMut<BoardCursor<G>>, ResMut<HoveredSquare<G>>),
    current_game: Res<CurrentGame<G>>,
    (pending, turn): (Res<PendingMove<G>>, Res<WhoseTurn<G>>),
    mut commands: Commands,
) {
    if *screen.get() != G::screen() {
        return;
    }
    let resting = cursor.square.or(hovered.0).or_else(middle::<G>);
    match *key {
        BoardKey::Step { columns, rows } => {
            let next = match cursor.square() {
                Some(square) => Some(step::<G>(square, columns, rows)),
                // The first arrow shows the cursor where it was, or where the mouse was.
                None => resting,
            };
            if let Some(square) = next {
                cursor.show_at(square, &mut hovered);
            }
        }
        BoardKey::Play => {
            if let Some(square) = cursor.square() {
                cursor.typed.clear();
                commands.trigger(SquareClicked::<G>(square));
            } else if let Some(&end) = pending.squares(current_game.generation()).last() {
                // As a click on the move's last square: a Catapultas chain ends where it stands.
                commands.trigger(SquareClicked::<G>(end));
            } else if turn.awaits_human(true)
                && let Some(square) = resting
            {
                cursor.show_at(square, &mut hovered);
            }
        }
        BoardKey::Type(typed) => {
            let names: Vec<(G::Square, String)> =
                squares::<G>().map(|square| (square, G::square_name(square))).collect();
            let mut text = std::mem::take(&mut cursor.typed);
            text.extend(typed.to_lowercase());
            // The longest end of what was typed that begins a name: a slip starts a new name.
            let start = text
                .char_indices()
                .map(|(at, _)| at)
                .find(|&at| names.iter().any(|(_, name)| name.starts_with(&text[at..])))
                .unwrap_or(text.len());
            let text = &text[start..];
            match names.iter().find(|(_, name)| name == text) {
                Some(&(square, _)) => {
                    cursor.show_at(square, &mut hovered);
                    if G::TYPED_NAME_PLAYS {
                        commands.trigger(SquareClicked::<G>(square));
                    }
                }
                None => cursor.typed = text.to_owned(),
            }
        }
    }
}

/// Every square of `G`'s board, row by row from the top left.
fn squares<G: ArcadeGame>() -> impl Iterator<Item = G::Square> {
    let [columns, rows] = G::GRID;
    (0..rows).flat_map(move |row| (0..columns).filter_map(move |column| G::square_at(column, row)))
}

/// The frame drawn around the cursor's square.
#[derive(Component)]
struct CursorFrame<G>(PhantomData<fn() -> G>);

/// How high above the board's other pieces the frame is drawn, in the board's own units.
const FRAME_Z: f32 = 0.98;

/// Draws the frame on the cursor's square (a child of its sprite, so it moves and scales with
/// the board), or none while the cursor is hidden.
fn show_cursor<G: ArcadeGame>(
    cursor: Res<BoardCursor<G>>,
    squares: Query<(Entity, &BoardSquare<G>, &Sprite, &Transform)>,
    frames: Query<Entity, With<CursorFrame<G>>>,
    mut commands: Commands,
) {
    for frame in &frames {
        commands.entity(frame).despawn();
    }
    let Some(at) = cursor.square() else { return };
    let Some((square, _, sprite, transform)) = squares.iter().find(|(_, square, _, _)| square.0 == at) else {
        return;
    };
    let size = sprite.custom_size.unwrap_or(Vec2::splat(1.0));
    let width = size.min_element() * 0.07;
    commands.entity(square).with_children(|square| {
        square
            .spawn((
                CursorFrame::<G>(PhantomData),
                Transform::from_xyz(0.0, 0.0, FRAME_Z - transform.translation.z),
                Visibility::Inherited,
            ))
            .with_children(|frame| {
                // A light frame inside a dark one, just above it: seen on every board and piece.
                let palette = theme::palette();
                for (color, inset, thickness, z) in
                    [(palette.cursor_edge, 0.0, width, 0.0), (palette.cursor, width, width * 0.6, 0.001)]
                {
                    let outer = size - Vec2::splat(inset * 2.0);
                    for (offset, bar) in [
                        (Vec2::new(0.0, (outer.y - thickness) / 2.0), Vec2::new(outer.x, thickness)),
                        (Vec2::new(0.0, -(outer.y - thickness) / 2.0), Vec2::new(outer.x, thickness)),
                        (Vec2::new(-(outer.x - thickness) / 2.0, 0.0), Vec2::new(thickness, outer.y)),
                        (Vec2::new((outer.x - thickness) / 2.0, 0.0), Vec2::new(thickness, outer.y)),
                    ] {
                        frame.spawn((Sprite::from_color(color, bar), Transform::from_translation(offset.extend(z))));
                    }
                }
            });
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::catapultas::Catapultas;
    use crate::app::reversi::Reversi;
    use crate::app::tictactoe::Tictactoe;
    use crate::games::reversi::Square;

    fn reversi(name: &str) -> Square {
        squares::<Reversi>().find(|&square| Reversi::square_name(square) == name).expect(name)
    }

    #[test]
    fn the_cursor_steps_square_by_square_and_stops_at_the_edge() {
        assert_eq!(middle::<Reversi>(), Some(reversi("d4")));
        assert_eq!(step::<Reversi>(reversi("d4"), 1, 0), reversi("e4"));
        assert_eq!(step::<Reversi>(reversi("d4"), 0, -1), reversi("d3"));
        assert_eq!(step::<Reversi>(reversi("a1"), -1, 0), reversi("a1"));
        assert_eq!(step::<Reversi>(reversi("h8"), 0, 1), reversi("h8"));
        assert_eq!(middle::<Tictactoe>().map(Tictactoe::square_name).as_deref(), Some("5"));
    }

    #[test]
    fn every_square_has_a_name_of_its_own_that_begins_no_other() {
        fn check<G: ArcadeGame>(count: usize) {
            let names: Vec<String> = squares::<G>().map(G::square_name).collect();
            assert_eq!(names.len(), count);
            for (i, name) in names.iter().enumerate() {
                for (j, other) in names.iter().enumerate() {
                    assert!(i == j || !other.starts_with(name.as_str()), "{name} begins {other}");
                }
            }
            for square in squares::<G>() {
                let [column, row] = G::grid_place(square);
                assert_eq!(G::square_at(column, row), Some(square), "{}", G::square_name(square));
            }
        }
        check::<Reversi>(64);
        check::<Tictactoe>(9);
        check::<Catapultas>(36);
    }
}
