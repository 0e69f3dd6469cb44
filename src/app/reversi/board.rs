//! The Reversi board drawn with Bevy 2D: a wooden frame, green felt, grid lines, star points,
//! coordinates, shaded discs, legal-move dots, the last-move mark and hint scores. Everything is
//! laid out in board units and scaled as one to fill the space left of the panel.

use bevy::prelude::*;

use super::Reversi;
use super::review::GameReview;
use crate::app::Screen;
use crate::app::ai_task::AiSearch;
use crate::app::animation::{AnimateMoves, AnimationSystems, PopIn, RunningAnimations, TurnOver, animations_idle};
use crate::app::assets::Art;
use crate::app::drawing::{label, spawn_framed_board, sprite};
use crate::app::session::{BoardSquare, HintLabel, HoveredSquare, Session, observe_square};
use crate::app::settings::Settings;
use crate::app::theme;
use crate::games::reversi::{Bitboard, Color as Side, Move, Position, Square};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Reversi), spawn_board);
    app.add_systems(
        Update,
        (show_position, show_better_move).after(AnimationSystems).after(AnimateMoves).run_if(in_state(Screen::Reversi)),
    );
}

/// The side of a square, in board units.
pub const SQUARE: f32 = 80.0;
const BOARD: f32 = 8.0 * SQUARE;
/// The frame around the felt, wide enough for the coordinates.
const FRAME: f32 = 44.0;

#[derive(Component)]
pub struct BoardRoot;

/// The disc that may sit on a square (hidden while the square is empty).
#[derive(Component)]
pub struct Disc(pub Square);

#[derive(Component)]
struct LegalDot(Square);

#[derive(Component)]
struct LastMoveMark;

/// A ring on the move the review found better than the one played from the position shown.
#[derive(Component)]
struct BetterMove;

/// A faint disc where the mouse would play.
#[derive(Component)]
struct PreviewDisc;

/// Where a square's centre is on the board, row 1 at the top as on printed diagrams.
pub fn square_center(square: Square) -> Vec2 {
    Vec2::new((f32::from(square.column()) - 3.5) * SQUARE, (3.5 - f32::from(square.row())) * SQUARE)
}

fn square_bundle(square: Square) -> impl Bundle {
    (
        Name::new(format!("Square {square}")),
        BoardSquare::<Reversi>(square),
        Pickable::default(),
        sprite(Color::NONE, Vec2::splat(SQUARE), square_center(square), 0.35),
    )
}

fn disc_bundle(square: Square, art: &Art) -> impl Bundle {
    (
        Disc(square),
        Sprite { image: art.black_disc.clone(), custom_size: Some(Vec2::splat(SQUARE)), ..default() },
        Transform::from_translation(square_center(square).extend(0.5)),
        Visibility::Hidden,
    )
}

fn spawn_board(mut commands: Commands, art: Res<Art>) {
    spawn_framed_board(&mut commands, "Reversi board", Screen::Reversi, BOARD, FRAME).insert(BoardRoot).with_children(
        |board| {
            board.spawn((
                Sprite { image: art.felt.clone(), custom_size: Some(Vec2::splat(BOARD)), ..default() },
                Transform::from_xyz(0.0, 0.0, 0.1),
            ));
            for line in 0..=8 {
                let offset = (line as f32 - 4.0) * SQUARE;
                let width = if line == 0 || line == 8 { 3.0 } else { 2.0 };
                board.spawn(sprite(theme::GRID, Vec2::new(width, BOARD), Vec2::new(offset, 0.0), 0.2));
                board.spawn(sprite(theme::GRID, Vec2::new(BOARD, width), Vec2::new(0.0, offset), 0.2));
            }
            for (column, row) in [(2.0, 2.0), (6.0, 2.0), (2.0, 6.0), (6.0, 6.0)] {
                let at = Vec2::new((column - 4.0) * SQUARE, (4.0 - row) * SQUARE);
                board.spawn((
                    Sprite {
                        image: art.dot.clone(),
                        color: theme::GRID,
                        custom_size: Some(Vec2::splat(11.0)),
                        ..default()
                    },
                    Transform::from_translation(at.extend(0.3)),
                ));
            }
            let edge = BOARD / 2.0 + FRAME / 2.0;
            for index in 0..8u8 {
                let along = (f32::from(index) - 3.5) * SQUARE;
                let column = char::from(b'a' + index).to_string();
                let row = (index + 1).to_string();
                board.spawn(label(column.clone(), 22.0, theme::COORDINATE, Vec2::new(along, edge), 0.2));
                board.spawn(label(column, 22.0, theme::COORDINATE, Vec2::new(along, -edge), 0.2));
                board.spawn(label(row.clone(), 22.0, theme::COORDINATE, Vec2::new(-edge, -along), 0.2));
                board.spawn(label(row, 22.0, theme::COORDINATE, Vec2::new(edge, -along), 0.2));
            }
            for square in Square::all() {
                observe_square::<Reversi>(&mut board.spawn(square_bundle(square)));
                board.spawn(disc_bundle(square, &art));
                board.spawn((
                    LegalDot(square),
                    Sprite { image: art.dot.clone(), custom_size: Some(Vec2::splat(SQUARE * 0.22)), ..default() },
                    Transform::from_translation(square_center(square).extend(0.45)),
                    Visibility::Hidden,
                ));
                board.spawn((
                    HintLabel::<Reversi> { square, color: theme::HINT, best: theme::HINT_BEST },
                    label("", 21.0, theme::HINT, square_center(square), 0.7),
                    Visibility::Hidden,
                ));
            }
            board.spawn((
                PreviewDisc,
                Sprite { image: art.black_disc.clone(), custom_size: Some(Vec2::splat(SQUARE)), ..default() },
                Transform::from_xyz(0.0, 0.0, 0.48),
                Visibility::Hidden,
            ));
            board.spawn((
                BetterMove,
                Sprite {
                    image: art.ring.clone(),
                    color: theme::HINT_BEST,
                    custom_size: Some(Vec2::splat(SQUARE * 0.9)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.65),
                Visibility::Hidden,
            ));
            board.spawn((
                LastMoveMark,
                Sprite {
                    image: art.dot.clone(),
                    color: theme::LAST_MOVE,
                    custom_size: Some(Vec2::splat(SQUARE * 0.16)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.6),
                Visibility::Hidden,
            ));
        },
    );
}

/// Draws the current position on the board entities. Discs being animated are left to their
/// animation, which ends on the same face.
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn show_position(
    game: Res<Session<Reversi>>,
    settings: Res<Settings>,
    ai: Res<AiSearch<Move>>,
    hovered: Res<HoveredSquare<Reversi>>,
    art: Res<Art>,
    running: RunningAnimations,
    mut discs: Query<(&Disc, &mut Sprite, &mut Visibility), (Without<PopIn>, Without<TurnOver>)>,
    mut dots: Query<(&LegalDot, &mut Sprite, &mut Visibility), Without<Disc>>,
    mut marks: Query<(&mut Transform, &mut Visibility), (With<LastMoveMark>, Without<Disc>, Without<LegalDot>)>,
    mut previews: Query<
        (&mut Transform, &mut Sprite, &mut Visibility),
        (With<PreviewDisc>, Without<LastMoveMark>, Without<Disc>, Without<LegalDot>),
    >,
) {
    let position: &Position = game.position();
    for (disc, mut sprite, mut visibility) in &mut discs {
        match position.color_at(disc.0) {
            Some(side) => {
                let face = art.disc(side);
                if sprite.image != face {
                    sprite.image = face;
                }
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }

    let awaiting_human = game.awaiting_human(&settings, &ai, animations_idle(&running));
    let legal = if awaiting_human { position.legal_squares() } else { Bitboard::EMPTY };
    let dot_color = match position.side_to_move() {
        Side::Black => theme::LEGAL_DOT_BLACK,
        Side::White => theme::LEGAL_DOT_WHITE,
    };
    for (dot, mut sprite, mut visibility) in &mut dots {
        let shown = settings.reversi.options.show_legal_moves && legal.contains(dot.0);
        sprite.color = dot_color;
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }

    let last_placed = game.history.played().iter().rev().find_map(|mv| placed_on(*mv));
    for (mut transform, mut visibility) in &mut marks {
        put_on(last_placed, 0.6, &mut transform, &mut visibility);
    }

    let preview = hovered.0.filter(|square| legal.contains(*square));
    for (mut transform, mut sprite, mut visibility) in &mut previews {
        match preview {
            Some(square) => {
                transform.translation = square_center(square).extend(0.48);
                sprite.image = art.disc(position.side_to_move());
                sprite.color = Color::WHITE.with_alpha(0.45);
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

/// On a position whose next move the review marked, rings the move it found better.
fn show_better_move(
    game: Res<Session<Reversi>>,
    game_review: Res<GameReview>,
    mut rings: Query<(&mut Transform, &mut Visibility), With<BetterMove>>,
) {
    let better = game_review.marked_after(&game, game.history.cursor()).and_then(|verdict| placed_on(verdict.best));
    for (mut transform, mut visibility) in &mut rings {
        put_on(better, 0.65, &mut transform, &mut visibility);
    }
}

/// The square a move puts its disc on.
fn placed_on(mv: Move) -> Option<Square> {
    match mv {
        Move::Place(square) => Some(square),
        Move::Pass => None,
    }
}

/// Shows a mark on `square` at height `z`, or hides it where there is none.
fn put_on(square: Option<Square>, z: f32, transform: &mut Transform, visibility: &mut Mut<Visibility>) {
    match square {
        Some(square) => {
            transform.translation = square_center(square).extend(z);
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}
