//! The Catapultas board drawn with Bevy 2D: a wooden frame with the row and column numbers of the
//! course's Catapultas diagrams, a 6×6 board of light and dark squares, stone pieces, the selected
//! piece's ring, its legal destinations, the chain being built and the last move's squares.

use bevy::prelude::*;

use super::{Catapultas, destinations};
use crate::app::base::animation::{AnimateMoves, AnimationSystems, FadeOut, RunningAnimations, animations_idle};
use crate::app::base::assets::Art;
use crate::app::base::theme;
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::game_screen::{BoardSquare, Hints, PendingMove, WhoseTurn, observe_square};
use crate::app::widgets::drawing::{label, spawn_framed_board, sprite};
use crate::games::Seat;
use crate::games::catapultas::{Board, SIDE, Square};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Catapultas::screen()), spawn_board);
    app.add_systems(
        Update,
        (sync_pieces, show_marks, show_doomed_pieces)
            .chain()
            .after(AnimationSystems)
            .after(AnimateMoves)
            .run_if(in_state(Catapultas::screen())),
    );
}

/// The side of a square, in board units.
pub const SQUARE: f32 = 96.0;
const BOARD: f32 = SIDE as f32 * SQUARE;
/// The frame around the board, wide enough for the numbers.
const FRAME: f32 = 44.0;

const LIGHT_SQUARE: Color = Color::srgb(0.87, 0.74, 0.54);
const DARK_SQUARE: Color = Color::srgb(0.76, 0.6, 0.41);
const DESTINATION: Color = Color::srgba(0.12, 0.45, 0.22, 0.7);
const CAPTURE: Color = Color::srgb(0.86, 0.2, 0.16);
const SELECTED: Color = Color::srgb(1.0, 0.86, 0.3);
/// A piece the chain being built has landed on: it goes when the move is played.
const DOOMED_ALPHA: f32 = 0.35;

#[derive(Component)]
struct BoardRoot;

/// A piece and the square it is drawn on (during a chain, where the human hopped it to).
#[derive(Component, Clone, Copy, Debug)]
pub struct Piece {
    pub square: Square,
    pub side: Seat,
}

/// The marks a square can show, all hidden unless they apply.
#[derive(Component, Clone, Copy)]
enum SquareMark {
    /// The last move's start and end.
    LastMove(Square),
    /// Where the selected piece may go: a dot, red when it captures.
    Destination(Square),
    /// The selected piece, or the end of the chain being built.
    Selected(Square),
    /// The hints' best move: its start and end.
    Hint(Square),
}

/// Where a square's centre is on the board, row 1 at the top as in the course's diagrams.
pub fn square_center(square: Square) -> Vec2 {
    let middle = (f32::from(SIDE) + 1.0) / 2.0;
    Vec2::new((f32::from(square.col()) - middle) * SQUARE, (middle - f32::from(square.row())) * SQUARE)
}

fn piece_bundle(square: Square, side: Seat, art: &Art) -> impl Bundle {
    (
        Piece { square, side },
        Sprite { image: art.stone(side), custom_size: Some(Vec2::splat(SQUARE * 0.96)), ..default() },
        Transform::from_translation(square_center(square).extend(0.5)),
    )
}

fn spawn_board(mut commands: Commands, art: Res<Art>) {
    spawn_framed_board(&mut commands, "Catapultas board", Catapultas::screen(), BOARD, FRAME)
        .insert(BoardRoot)
        .with_children(|board| {
            let edge = BOARD / 2.0 + FRAME / 2.0;
            for index in 1..=SIDE {
                let along = (f32::from(index) - (f32::from(SIDE) + 1.0) / 2.0) * SQUARE;
                let number = index.to_string();
                board.spawn(label(number.clone(), 24.0, theme::palette().coordinate, Vec2::new(along, edge), 0.2));
                board.spawn(label(number, 24.0, theme::palette().coordinate, Vec2::new(-edge, -along), 0.2));
            }
            for square in Square::all() {
                let at = square_center(square);
                let color = if (square.row() + square.col()) % 2 == 0 { LIGHT_SQUARE } else { DARK_SQUARE };
                observe_square::<Catapultas>(&mut board.spawn((
                    BoardSquare::<Catapultas>(square),
                    Pickable::default(),
                    sprite(color, Vec2::splat(SQUARE), at, 0.1),
                )));
                board.spawn((
                    SquareMark::Hint(square),
                    sprite(theme::palette().square_hint, Vec2::splat(SQUARE), at, 0.16),
                    Visibility::Hidden,
                ));
                board.spawn((
                    SquareMark::LastMove(square),
                    sprite(theme::palette().square_last_move, Vec2::splat(SQUARE), at, 0.15),
                    Visibility::Hidden,
                ));
                let ring = (&art.ring, SELECTED, 1.04, 0.9);
                board.spawn(mark_bundle(SquareMark::Selected(square), ring, at));
                let dot = (&art.dot, DESTINATION, 0.3, 0.95);
                board.spawn(mark_bundle(SquareMark::Destination(square), dot, at));
            }
        });
}

/// A hidden mark drawn with `image` tinted `color`, `scale` squares across, at height `z`.
fn mark_bundle(mark: SquareMark, (image, color, scale, z): (&Handle<Image>, Color, f32, f32), at: Vec2) -> impl Bundle {
    (
        mark,
        Sprite { image: image.clone(), color, custom_size: Some(Vec2::splat(SQUARE * scale)), ..default() },
        Transform::from_translation(at.extend(z)),
        Visibility::Hidden,
    )
}

/// Whether the drawn pieces are those of `board`.
fn pieces_match(board: &Board, pieces: &Query<(Entity, &Piece)>) -> bool {
    let count = board.piece_count(Seat::First) + board.piece_count(Seat::Second);
    pieces.iter().count() == count as usize
        && pieces.iter().all(|(_, piece)| board.piece_at(piece.square) == Some(piece.side))
}

/// Redraws the pieces from the position when they differ and nothing is moving: after undo,
/// redo, load, new game, or entering the screen.
fn sync_pieces(
    mut commands: Commands,
    game: Res<CurrentGame<Catapultas>>,
    pending: Res<PendingMove<Catapultas>>,
    art: Res<Art>,
    running: RunningAnimations,
    roots: Query<Entity, With<BoardRoot>>,
    pieces: Query<(Entity, &Piece)>,
) {
    let Ok(root) = roots.single() else { return };
    // Mid-chain the hopping piece is drawn ahead of the position.
    let mid_chain = pending.squares(game.generation()).len() > 1;
    if !animations_idle(&running) || mid_chain || pieces_match(game.position(), &pieces) {
        return;
    }
    pieces.iter().for_each(|(entity, _)| commands.entity(entity).despawn());
    let board = *game.position();
    commands.entity(root).with_children(|parent| {
        for square in Square::all() {
            if let Some(side) = board.piece_at(square) {
                parent.spawn(piece_bundle(square, side, &art));
            }
        }
    });
}

/// The chain the human is building, while the board waits for their move.
fn chain_shown<'a>(
    game: &CurrentGame<Catapultas>,
    pending: &'a PendingMove<Catapultas>,
    turn: &WhoseTurn<Catapultas>,
    running: &RunningAnimations,
) -> &'a [Square] {
    if turn.awaits_human(animations_idle(running)) { pending.squares(game.generation()) } else { &[] }
}

/// Shows the selection, its destinations, the last move and the hint.
fn show_marks(
    game: Res<CurrentGame<Catapultas>>,
    pending: Res<PendingMove<Catapultas>>,
    settings: Res<GameSettings<Catapultas>>,
    turn: Res<WhoseTurn<Catapultas>>,
    hints: Res<Hints<Catapultas>>,
    running: RunningAnimations,
    mut marks: Query<(&SquareMark, &mut Sprite, &mut Visibility)>,
) {
    let board = game.position();
    let awaiting_human = turn.awaits_human(animations_idle(&running));
    let path = chain_shown(&game, &pending, &turn, &running);
    let hint = if awaiting_human && settings.show_hints { hints.best_move(game.generation()) } else { None };
    let hint = hint.and_then(|mv| mv.from().zip(mv.to()));
    let targets = destinations(board, path);
    let last_move = game.history().last_move().and_then(|mv| mv.from().zip(mv.to()));
    let enemy = board.to_move().opponent();
    for (mark, mut sprite, mut visibility) in &mut marks {
        let shown = match *mark {
            SquareMark::LastMove(square) => last_move.is_some_and(|(from, to)| square == from || square == to),
            SquareMark::Selected(square) => path.last() == Some(&square),
            SquareMark::Hint(square) => hint.is_some_and(|(from, to)| square == from || square == to),
            SquareMark::Destination(square) => {
                let captures = board.piece_at(square) == Some(enemy);
                sprite.color = if captures { CAPTURE } else { DESTINATION };
                targets.contains(&square)
            }
        };
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// Fades the enemy pieces the chain being built has landed on: they are to be captured.
fn show_doomed_pieces(
    game: Res<CurrentGame<Catapultas>>,
    pending: Res<PendingMove<Catapultas>>,
    turn: Res<WhoseTurn<Catapultas>>,
    running: RunningAnimations,
    mut pieces: Query<(&Piece, &mut Sprite), Without<FadeOut>>,
) {
    let enemy = game.position().to_move().opponent();
    let landed_on = chain_shown(&game, &pending, &turn, &running).get(1..).unwrap_or(&[]);
    for (piece, mut sprite) in &mut pieces {
        let doomed = piece.side == enemy && landed_on.contains(&piece.square);
        let alpha = if doomed { DOOMED_ALPHA } else { 1.0 };
        if sprite.color.alpha() != alpha {
            sprite.color = sprite.color.with_alpha(alpha);
        }
    }
}
