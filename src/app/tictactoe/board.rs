//! The Tic-tac-toe board drawn with Bevy 2D: a sheet of paper with an inked grid, X as two pen
//! strokes and O as a ring, each drawn in stroke by stroke, and the winning line struck through.
//! Marks follow the game's position: new marks are drawn in, marks that left (undo, new game)
//! are wiped at once.

use std::f32::consts::TAU;

use bevy::prelude::*;
use bevy::text::TextBounds;

use super::Tictactoe;
use crate::app::base::animation::{AnimationSystems, RunningAnimations, StrokeIn, animations_idle};
use crate::app::base::sound::SoundCue;
use crate::app::base::theme;
use crate::app::contract::arcade_game::{ArcadeGame, BoardChange};
use crate::app::contract::current_game::CurrentGame;
use crate::app::game_screen::{BoardSquare, HintLabel, HoveredSquare, WhoseTurn, observe_square};
use crate::app::widgets::drawing::{FitToWindow, label, spawn_shadow, sprite};
use crate::games::Seat;
use crate::games::tictactoe::{Board, Cell};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Tictactoe::screen()), spawn_board);
    app.add_systems(
        Update,
        (show_marks, show_winning_line, show_playable_cells)
            .chain()
            .after(AnimationSystems)
            .run_if(in_state(Tictactoe::screen())),
    );
}

/// The side of a cell, in board units.
pub const CELL: f32 = 150.0;
const GRID: f32 = 3.0 * CELL;
const PAPER: f32 = GRID + 110.0;

/// Pen width of the marks.
const MARK_WIDTH: f32 = 15.0;
/// Half the diagonal of an X, and the radius of an O.
const MARK_REACH: f32 = CELL * 0.3;
/// How long a mark takes to draw at speed 1.
const MARK_SECONDS: f32 = 0.32;
/// The ring is drawn as this many short strokes, one after another.
const RING_SEGMENTS: usize = 48;

/// One stroke of the mark on a cell.
#[derive(Component)]
pub struct MarkStroke {
    pub cell: Cell,
    pub mark: Seat,
}

/// The stroke through a winning line.
#[derive(Component)]
pub struct WinningStroke;

#[derive(Component)]
struct BoardRoot;

/// Where a cell's centre is on the board, cell 1 at the top left.
pub fn cell_center(cell: Cell) -> Vec2 {
    Vec2::new((cell.col() as f32 - 1.0) * CELL, (1.0 - cell.row() as f32) * CELL)
}

fn spawn_board(mut commands: Commands) {
    let paper = theme::palette().paper;
    commands
        .spawn((
            Name::new("Tic-tac-toe board"),
            BoardRoot,
            FitToWindow { size: PAPER + 40.0 },
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(Tictactoe::screen()),
        ))
        .with_children(|board| {
            spawn_shadow(board, PAPER, Vec2::new(7.0, -9.0));
            board.spawn(sprite(paper.paper, Vec2::splat(PAPER), Vec2::ZERO, 0.0));
            for line in [-0.5, 0.5] {
                let offset = line * CELL;
                board.spawn(sprite(paper.ink, Vec2::new(7.0, GRID), Vec2::new(offset, 0.0), 0.2));
                board.spawn(sprite(paper.ink, Vec2::new(GRID, 7.0), Vec2::new(0.0, offset), 0.2));
            }
            for cell in Cell::ALL {
                // Its sprite tints when the mouse is over a playable cell.
                observe_square::<Tictactoe>(&mut board.spawn((
                    Name::new(format!("Cell {cell}")), // not shown: an entity's debug name
                    BoardSquare::<Tictactoe>(cell),
                    Pickable::default(),
                    sprite(Color::NONE, Vec2::splat(CELL - 8.0), cell_center(cell), 0.3),
                )));
                // A hint too wide for its cell (`X vence em 5`) goes on over two centred lines.
                board.spawn((
                    HintLabel::<Tictactoe> { square: cell, color: paper.hint, best: paper.hint_best },
                    label("", 26.0, paper.hint, cell_center(cell), 0.35),
                    TextLayout::justify(Justify::Center),
                    TextBounds::new_horizontal(CELL - 4.0),
                    Visibility::Hidden,
                ));
                let corner = cell_center(cell) + Vec2::new(-CELL * 0.38, CELL * 0.36);
                board.spawn(label(cell.to_string(), 20.0, paper.cell_number, corner, 0.25));
            }
        });
}

fn stroke_bundle(cell: Cell, mark: Seat, color: Color, stroke: StrokeIn) -> impl Bundle {
    (
        MarkStroke { cell, mark },
        Sprite { color, custom_size: Some(Vec2::new(0.0, MARK_WIDTH)), ..default() },
        Transform::from_translation(stroke.from.extend(0.5)),
        Visibility::Hidden,
        stroke,
    )
}

/// The strokes of a mark: an X's two diagonals one after the other, an O's ring around from
/// the top, counter-clockwise as a pen goes.
fn mark_strokes(cell: Cell, mark: Seat) -> Vec<(Color, StrokeIn)> {
    let center = cell_center(cell);
    let paper = theme::palette().paper;
    match mark {
        Seat::First => {
            let half = MARK_SECONDS / 2.0;
            vec![
                (
                    paper.cross,
                    StrokeIn::new(
                        center + Vec2::new(-MARK_REACH, MARK_REACH),
                        center + Vec2::new(MARK_REACH, -MARK_REACH),
                        0.0,
                        half,
                    ),
                ),
                (
                    paper.cross,
                    StrokeIn::new(
                        center + Vec2::new(MARK_REACH, MARK_REACH),
                        center + Vec2::new(-MARK_REACH, -MARK_REACH),
                        half,
                        half,
                    ),
                ),
            ]
        }
        Seat::Second => {
            let step = MARK_SECONDS / RING_SEGMENTS as f32;
            let point = |index: usize| {
                let angle = TAU / 4.0 + TAU * index as f32 / RING_SEGMENTS as f32;
                center + Vec2::from_angle(angle) * MARK_REACH
            };
            (0..RING_SEGMENTS)
                // Each segment reaches a little into the next so that the ring has no seams.
                .map(|index| {
                    (
                        paper.nought,
                        StrokeIn::new(
                            point(index),
                            point(index + 1).lerp(point(index + 2), 0.35),
                            step * index as f32,
                            step,
                        ),
                    )
                })
                .collect()
        }
    }
}

/// Draws in the marks the position gained and removes those it lost.
fn show_marks(
    mut commands: Commands,
    game: Res<CurrentGame<Tictactoe>>,
    roots: Query<Entity, With<BoardRoot>>,
    strokes: Query<(Entity, &MarkStroke)>,
    mut changes: MessageReader<BoardChange<Tictactoe>>,
    mut cues: MessageWriter<SoundCue>,
) {
    // A mark played makes a sound; one that comes back with redo or browsing is drawn silently.
    if changes.read().any(|change| matches!(change, BoardChange::Moved { .. })) {
        cues.write(SoundCue::Place);
    }
    let Ok(root) = roots.single() else { return };
    let board: &Board = game.position();
    let mut drawn = [None; 9];
    for (entity, stroke) in &strokes {
        if board.side_at(stroke.cell) == Some(stroke.mark) {
            drawn[stroke.cell.index()] = Some(stroke.mark);
        } else {
            commands.entity(entity).despawn();
        }
    }
    for cell in Cell::ALL {
        let Some(mark) = board.side_at(cell) else { continue };
        if drawn[cell.index()].is_some() {
            continue;
        }
        commands.entity(root).with_children(|parent| {
            for (color, stroke) in mark_strokes(cell, mark) {
                parent.spawn(stroke_bundle(cell, mark, color, stroke));
            }
        });
    }
}

/// Strikes through the winning line once the last mark is drawn; removes it when undone.
fn show_winning_line(
    mut commands: Commands,
    game: Res<CurrentGame<Tictactoe>>,
    running: RunningAnimations,
    roots: Query<Entity, With<BoardRoot>>,
    lines: Query<Entity, With<WinningStroke>>,
) {
    let Ok(root) = roots.single() else { return };
    match game.position().winning_line() {
        None => lines.iter().for_each(|entity| commands.entity(entity).despawn()),
        Some((_, [first, _, last])) if lines.is_empty() && animations_idle(&running) => {
            let (from, to) = (cell_center(first), cell_center(last));
            let overshoot = (to - from).normalize_or_zero() * CELL * 0.3;
            commands.entity(root).with_child((
                WinningStroke,
                Sprite {
                    color: theme::palette().paper.win_line,
                    custom_size: Some(Vec2::new(0.0, CELL * 0.42)),
                    ..default()
                },
                Transform::from_translation(from.extend(0.45)),
                Visibility::Hidden,
                StrokeIn::new(from - overshoot, to + overshoot, 0.05, 0.35),
            ));
        }
        Some(_) => {}
    }
}

/// Tints the hovered cell where the human may play.
fn show_playable_cells(
    game: Res<CurrentGame<Tictactoe>>,
    turn: Res<WhoseTurn<Tictactoe>>,
    hovered: Res<HoveredSquare<Tictactoe>>,
    mut cells: Query<(&BoardSquare<Tictactoe>, &mut Sprite)>,
) {
    let board = game.position();
    let awaiting_human = turn.awaits_human(true);
    for (cell, mut sprite) in &mut cells {
        let playable = awaiting_human && hovered.0 == Some(cell.0) && board.is_legal(cell.0);
        let color = if playable { theme::palette().paper.hover } else { Color::NONE };
        if sprite.color != color {
            sprite.color = color;
        }
    }
}
