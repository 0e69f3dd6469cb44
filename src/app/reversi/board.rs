//! The Reversi board drawn with Bevy 2D: a wooden frame, green felt, grid lines, star points,
//! coordinates, shaded discs, legal-move dots, the last-move mark, hint scores and the board
//! options' overlays (stable discs, the engine's expected line as numbered ghost discs). While a
//! position is set up (the board editor) the board draws it, without the game's marks.
//! Everything is laid out in board units and scaled as one to fill the space left of the panel;
//! a flipped view turns every position on the board half a turn in one place, `turn_board`.

use bevy::prelude::*;

use bevy::ecs::system::SystemParam;

use super::Reversi;
use super::editor::BoardEditor;
use super::review::GameReview;
use crate::app::base::animation::{
    AnimateMoves, AnimationSystems, PopIn, RunningAnimations, TurnOver, animations_idle,
};
use crate::app::base::assets::{Art, FELT_PIXELS};
use crate::app::base::tasks::AiSearch;
use crate::app::base::theme;
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::game_screen::{BoardSquare, HintLabel, Hints, HoveredSquare, WhoseTurn, observe_square};
use crate::app::widgets::drawing::{label, spawn_framed_board, sprite};
use crate::games::reversi::rules::stable_discs;
use crate::games::reversi::{Bitboard, Move, Position, Side, Square};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Reversi::screen()), spawn_board);
    app.add_systems(
        Update,
        (
            (
                show_discs,
                show_legal_moves,
                show_last_move,
                show_move_preview,
                show_better_move,
                show_stable_discs,
                show_expected_line,
            )
                .after(AnimationSystems)
                .after(AnimateMoves),
            turn_board,
        )
            .chain()
            .run_if(in_state(Reversi::screen())),
    );
}

/// The position the board draws: the one being set up, else the game's.
pub(super) fn shown_position(game: &CurrentGame<Reversi>, editor: &BoardEditor) -> Position {
    editor.setup.unwrap_or(*game.position())
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

/// The dot on a square the side to move may play (shown only on those).
#[derive(Component)]
pub struct LegalDot(pub Square);

#[derive(Component)]
struct LastMoveMark;

/// A ring on the move the review found better than the one played from the position shown.
#[derive(Component)]
struct BetterMove;

/// A faint disc where the mouse would play.
#[derive(Component)]
struct PreviewDisc;

/// A ring on a disc the engine proves can never be flipped (shown only on those).
#[derive(Component)]
pub struct StableMark(pub Square);

/// A faint disc of the engine's expected line: the mover's colour, numbered by its ply from the
/// position on screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PvGhost {
    pub square: Square,
    pub ply: u32,
    pub side: Side,
}

/// Where an entity sits seen from Black's usual side of the board, a1 at the top left.
/// [`turn_board`] draws it there, or half a turn round the centre when the view is flipped: only
/// positions turn, so the discs keep their light from the upper left and the text reads upright.
#[derive(Component, Clone, Copy, PartialEq)]
struct BoardSpot(Vec2);

/// Where a square's centre is seen from Black's side, row 1 at the top as on printed diagrams.
fn square_center(square: Square) -> Vec2 {
    Vec2::new((f32::from(square.column()) - 3.5) * SQUARE, (3.5 - f32::from(square.row())) * SQUARE)
}

/// A square is its own patch of the felt, so the felt is drawn once, clickable: an invisible
/// clickable square over a felt picture would cost a second layer under software rendering.
/// When the board is flipped the patches move with their squares; the grid lines hide where
/// they meet.
fn square_bundle(square: Square, art: &Art) -> impl Bundle {
    let patch = FELT_PIXELS / 8.0;
    let corner = Vec2::new(f32::from(square.column()), f32::from(square.row())) * patch;
    (
        // Entity names are for debugging tools, never shown: English, like the logs.
        Name::new(["Square ", &square.to_string()].concat()),
        BoardSquare::<Reversi>(square),
        Pickable::default(),
        Sprite {
            image: art.felt.clone(),
            rect: Some(Rect::from_corners(corner, corner + patch)),
            custom_size: Some(Vec2::splat(SQUARE)),
            ..default()
        },
        Transform::from_translation(square_center(square).extend(0.1)),
        BoardSpot(square_center(square)),
    )
}

fn disc_bundle(square: Square, art: &Art) -> impl Bundle {
    (
        Disc(square),
        Sprite { image: art.black_disc.clone(), custom_size: Some(Vec2::splat(SQUARE)), ..default() },
        Transform::from_translation(square_center(square).extend(0.5)),
        BoardSpot(square_center(square)),
        Visibility::Hidden,
    )
}

/// A mark that moves from square to square, hidden until there is one, at height `z`.
fn mark_bundle(image: Handle<Image>, color: Color, size: f32, z: f32) -> impl Bundle {
    (
        Sprite { image, color, custom_size: Some(Vec2::splat(size)), ..default() },
        Transform::from_xyz(0.0, 0.0, z),
        BoardSpot(Vec2::ZERO),
        Visibility::Hidden,
    )
}

fn spawn_board(mut commands: Commands, art: Res<Art>) {
    spawn_framed_board(&mut commands, "Reversi board", Reversi::screen(), BOARD, FRAME)
        .insert(BoardRoot)
        .with_children(|board| {
            for line in 0..=8 {
                let offset = (line as f32 - 4.0) * SQUARE;
                let width = if line == 0 || line == 8 { 3.0 } else { 2.0 };
                board.spawn(sprite(theme::palette().grid, Vec2::new(width, BOARD), Vec2::new(offset, 0.0), 0.2));
                board.spawn(sprite(theme::palette().grid, Vec2::new(BOARD, width), Vec2::new(0.0, offset), 0.2));
            }
            for (column, row) in [(2.0, 2.0), (6.0, 2.0), (2.0, 6.0), (6.0, 6.0)] {
                let at = Vec2::new((column - 4.0) * SQUARE, (4.0 - row) * SQUARE);
                board.spawn((
                    Sprite {
                        image: art.dot.clone(),
                        color: theme::palette().grid,
                        custom_size: Some(Vec2::splat(11.0)),
                        ..default()
                    },
                    Transform::from_translation(at.extend(0.3)),
                ));
            }
            let edge = BOARD / 2.0 + FRAME / 2.0;
            let mut coordinate = |text: String, at: Vec2| {
                board.spawn((label(text, 22.0, theme::palette().coordinate, at, 0.2), BoardSpot(at)));
            };
            for index in 0..8u8 {
                let along = (f32::from(index) - 3.5) * SQUARE;
                let column = char::from(b'a' + index).to_string();
                let row = (index + 1).to_string();
                coordinate(column.clone(), Vec2::new(along, edge));
                coordinate(column, Vec2::new(along, -edge));
                coordinate(row.clone(), Vec2::new(-edge, -along));
                coordinate(row, Vec2::new(edge, -along));
            }
            for square in Square::all() {
                let at = square_center(square);
                observe_square::<Reversi>(&mut board.spawn(square_bundle(square, &art)));
                board.spawn(disc_bundle(square, &art));
                board.spawn((
                    LegalDot(square),
                    Sprite { image: art.dot.clone(), custom_size: Some(Vec2::splat(SQUARE * 0.22)), ..default() },
                    Transform::from_translation(at.extend(0.45)),
                    BoardSpot(at),
                    Visibility::Hidden,
                ));
                board.spawn((
                    StableMark(square),
                    Sprite {
                        image: art.ring.clone(),
                        color: theme::STABLE_MARK,
                        custom_size: Some(Vec2::splat(SQUARE * 0.42)),
                        ..default()
                    },
                    Transform::from_translation(at.extend(0.62)),
                    BoardSpot(at),
                    Visibility::Hidden,
                ));
                board.spawn((
                    HintLabel::<Reversi> { square, color: theme::palette().hint, best: theme::palette().hint_best },
                    label("", 21.0, theme::palette().hint, at, 0.7),
                    BoardSpot(at),
                    Visibility::Hidden,
                ));
            }
            board
                .spawn((PreviewDisc, mark_bundle(art.black_disc.clone(), Color::WHITE.with_alpha(0.45), SQUARE, 0.48)));
            board.spawn((BetterMove, mark_bundle(art.ring.clone(), theme::palette().hint_best, SQUARE * 0.9, 0.65)));
            // A ring where the theme wants the last move to differ in shape from the legal moves'
            // dots, else a small dot.
            let palette = theme::palette();
            let (mark, size) = if palette.last_move_ring {
                (art.ring.clone(), SQUARE * 0.5)
            } else {
                (art.dot.clone(), SQUARE * 0.16)
            };
            board.spawn((LastMoveMark, mark_bundle(mark, palette.last_move, size, 0.6)));
        });
}

/// Draws every entity at its spot, or half a turn round when the board is flipped: all of them
/// when the view changes, else only those placed anew (a new board, a moved mark, a ghost disc).
/// The square sprites turn with the rest, so a click still names the square drawn under it.
fn turn_board(
    settings: Res<GameSettings<Reversi>>,
    mut drawn_flipped: Local<Option<bool>>,
    mut spots: Query<(Ref<BoardSpot>, &mut Transform)>,
) {
    let flipped = settings.options.flip_board;
    let view_changed = drawn_flipped.replace(flipped) != Some(flipped);
    for (spot, mut transform) in &mut spots {
        if !view_changed && !spot.is_changed() {
            continue;
        }
        let at = if flipped { -spot.0 } else { spot.0 };
        if transform.translation.truncate() != at {
            transform.translation = at.extend(transform.translation.z);
        }
    }
}

/// Discs that no animation is turning or setting down.
type Still = (Without<PopIn>, Without<TurnOver>);

/// Draws the discs of the position shown. Discs being animated are left to their animation,
/// which ends on the same face.
fn show_discs(
    game: Res<CurrentGame<Reversi>>,
    editor: Res<BoardEditor>,
    art: Res<Art>,
    mut discs: Query<(&Disc, &mut Sprite, &mut Visibility), Still>,
) {
    let position = shown_position(&game, &editor);
    for (disc, mut sprite, mut visibility) in &mut discs {
        match position.side_at(disc.0) {
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
}

/// The squares the human may play, while the board waits for their move.
pub(super) fn playable_squares(
    game: &CurrentGame<Reversi>,
    turn: &WhoseTurn<Reversi>,
    running: &RunningAnimations,
) -> Bitboard {
    if turn.awaits_human(animations_idle(running)) { game.position().legal_squares() } else { Bitboard::EMPTY }
}

/// The squares whose hint score is shown: the score is written at the square's centre, where a
/// legal-move dot would cover it (and the score says as well that the square is playable).
pub(super) fn hinted_squares(
    game: &CurrentGame<Reversi>,
    settings: &GameSettings<Reversi>,
    hints: &Hints<Reversi>,
) -> Bitboard {
    if !settings.show_hints {
        return Bitboard::EMPTY;
    }
    let scored = hints.scores(game.generation()).into_iter().filter(|root_move| root_move.exact);
    scored
        .filter_map(|root_move| placed_on(root_move.mv))
        .fold(Bitboard::EMPTY, |squares, square| squares | square.bit())
}

/// A dot on each square the human may play, in the colour of the side to move, but for those
/// showing their hint's score.
fn show_legal_moves(
    game: Res<CurrentGame<Reversi>>,
    settings: Res<GameSettings<Reversi>>,
    turn: Res<WhoseTurn<Reversi>>,
    hints: Res<Hints<Reversi>>,
    running: RunningAnimations,
    mut dots: Query<(&LegalDot, &mut Sprite, &mut Visibility)>,
) {
    let legal = if settings.options.show_legal_moves {
        playable_squares(&game, &turn, &running) & !hinted_squares(&game, &settings, &hints)
    } else {
        Bitboard::EMPTY
    };
    let dot_color = match game.position().side_to_move() {
        Side::Black => theme::palette().legal_dot_black,
        Side::White => theme::palette().legal_dot_white,
    };
    for (dot, mut sprite, mut visibility) in &mut dots {
        sprite.color = dot_color;
        visibility.set_if_neq(if legal.contains(dot.0) { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// A mark on the last disc placed in the game (none while a position is set up).
fn show_last_move(
    game: Res<CurrentGame<Reversi>>,
    editor: Res<BoardEditor>,
    mut marks: Query<(&mut BoardSpot, &mut Visibility), With<LastMoveMark>>,
) {
    let setting_up = editor.setup.is_some();
    let last_placed =
        if setting_up { None } else { game.history().played().iter().rev().find_map(|mv| placed_on(*mv)) };
    for (mut spot, mut visibility) in &mut marks {
        put_on(last_placed, &mut spot, &mut visibility);
    }
}

/// A faint disc of the side to move where the mouse would play.
fn show_move_preview(
    game: Res<CurrentGame<Reversi>>,
    turn: Res<WhoseTurn<Reversi>>,
    running: RunningAnimations,
    hovered: Res<HoveredSquare<Reversi>>,
    art: Res<Art>,
    mut previews: Query<(&mut BoardSpot, &mut Sprite, &mut Visibility), With<PreviewDisc>>,
) {
    let legal = playable_squares(&game, &turn, &running);
    let preview = hovered.0.filter(|square| legal.contains(*square));
    let face = art.disc(game.position().side_to_move());
    for (mut spot, mut sprite, mut visibility) in &mut previews {
        if preview.is_some() && sprite.image != face {
            sprite.image = face.clone();
        }
        put_on(preview, &mut spot, &mut visibility);
    }
}

/// On a position whose next move the review marked, rings the move it found better.
fn show_better_move(
    game: Res<CurrentGame<Reversi>>,
    editor: Res<BoardEditor>,
    game_review: Res<GameReview>,
    mut rings: Query<(&mut BoardSpot, &mut Visibility), With<BetterMove>>,
) {
    let setting_up = editor.setup.is_some();
    let verdict = if setting_up { None } else { game_review.marked_after(&game, game.history().cursor()) };
    let better = verdict.and_then(|verdict| placed_on(verdict.best));
    for (mut spot, mut visibility) in &mut rings {
        put_on(better, &mut spot, &mut visibility);
    }
}

/// The discs of `position` that the engine proves can never be flipped, of both colours. The
/// proof (full lines, edges, stable neighbours) finds most of them but not always all.
fn stable_squares(position: &Position) -> Bitboard {
    let (black, white) = (position.discs(Side::Black).0, position.discs(Side::White).0);
    Bitboard(stable_discs(black, white) | stable_discs(white, black))
}

/// Rings the stable discs, again only when the position or the options change or the board is
/// new.
fn show_stable_discs(
    game: Res<CurrentGame<Reversi>>,
    editor: Res<BoardEditor>,
    settings: Res<GameSettings<Reversi>>,
    new_board: Query<(), Added<StableMark>>,
    mut marks: Query<(&StableMark, &mut Visibility)>,
) {
    if !game.is_changed() && !editor.is_changed() && !settings.is_changed() && new_board.is_empty() {
        return;
    }
    let stable = if settings.options.show_stable_discs {
        stable_squares(&shown_position(&game, &editor))
    } else {
        Bitboard::EMPTY
    };
    for (mark, mut visibility) in &mut marks {
        visibility.set_if_neq(if stable.contains(mark.0) { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// The engine's expected line from the position on screen: the AI's search of it while that
/// runs, else the hints' search of it while hints are shown, else what the AI's last search
/// expected after the move it has just played. A line searched from any other position gives
/// nothing.
fn expected_line(game: &CurrentGame<Reversi>, ai: &AiSearch<Move>, hints: Option<&Hints<Reversi>>) -> Vec<Move> {
    let generation = game.generation();
    if let Some(job) = &ai.job
        && job.generation() == generation
    {
        return job.live().map(|info| info.pv).unwrap_or_default();
    }
    if let Some(info) = hints.and_then(|hints| hints.info(generation))
        && !info.pv.is_empty()
    {
        return info.pv;
    }
    match (ai.last.as_ref().map(|info| info.pv.as_slice()), game.history().last_move()) {
        (Some([searched, expected @ ..]), Some(played)) if *searched == played => expected.to_vec(),
        _ => Vec::new(),
    }
}

/// The ghost discs of `line` played from `position`, numbered by ply: a pass keeps its number
/// and draws nothing, and the line ends at the first move that is not legal where it stands
/// (at once, for a line searched from another position).
fn ghosts(position: &Position, line: &[Move]) -> Vec<PvGhost> {
    let mut position = *position;
    let mut ghosts = Vec::new();
    for (ply, &mv) in (1..).zip(line) {
        let Some((next, _)) = position.try_play(mv) else { break };
        if let Some(square) = placed_on(mv) {
            ghosts.push(PvGhost { square, ply, side: position.side_to_move() });
        }
        position = next;
    }
    ghosts
}

/// How far above the centre a ghost's ply number sits: clear of a hint's score, written at the
/// centre of the same square.
const PLY_NUMBER_RISE: f32 = 0.27 * SQUARE;

fn ghost_bundle(ghost: PvGhost, art: &Art) -> impl Bundle {
    let at = square_center(ghost.square);
    let number = match ghost.side {
        Side::Black => theme::PV_NUMBER_ON_BLACK,
        Side::White => theme::PV_NUMBER_ON_WHITE,
    };
    (
        Name::new(["PV ", &ghost.ply.to_string(), " ", &ghost.square.to_string()].concat()),
        ghost,
        Sprite {
            image: art.disc(ghost.side),
            color: Color::WHITE.with_alpha(0.5),
            custom_size: Some(Vec2::splat(SQUARE)),
            ..default()
        },
        Transform::from_translation(at.extend(0.55)),
        BoardSpot(at),
        children![label(ghost.ply.to_string(), 24.0, number, Vec2::new(0.0, PLY_NUMBER_RISE), 0.01)],
    )
}

/// What the expected line is read from: the searches of the position on screen.
#[derive(SystemParam)]
struct LineSources<'w> {
    game: Res<'w, CurrentGame<Reversi>>,
    editor: Res<'w, BoardEditor>,
    settings: Res<'w, GameSettings<Reversi>>,
    ai: Res<'w, AiSearch<Move>>,
    hints: Res<'w, Hints<Reversi>>,
}

/// Draws the expected line as ghost discs while "Show PV" is on, and respawns them only when
/// the line drawn changes.
fn show_expected_line(
    mut commands: Commands,
    sources: LineSources,
    art: Res<Art>,
    boards: Query<Entity, With<BoardRoot>>,
    drawn: Query<(Entity, &PvGhost)>,
) {
    let LineSources { game, editor, settings, ai, hints } = sources;
    let wanted = if settings.options.show_pv && editor.setup.is_none() {
        let shown_hints = settings.show_hints.then_some(&*hints);
        ghosts(game.position(), &expected_line(&game, &ai, shown_hints))
    } else {
        Vec::new()
    };
    let mut shown: Vec<PvGhost> = drawn.iter().map(|(_, ghost)| *ghost).collect();
    shown.sort_by_key(|ghost| ghost.ply);
    if shown == wanted {
        return;
    }
    for (entity, _) in &drawn {
        commands.entity(entity).despawn();
    }
    let Ok(board) = boards.single() else { return };
    commands.entity(board).with_children(|board| {
        for ghost in wanted {
            board.spawn(ghost_bundle(ghost, &art));
        }
    });
}

/// The square a move puts its disc on.
fn placed_on(mv: Move) -> Option<Square> {
    match mv {
        Move::Place(square) => Some(square),
        Move::Pass => None,
    }
}

/// Shows a mark on `square`, or hides it where there is none.
fn put_on(square: Option<Square>, spot: &mut Mut<BoardSpot>, visibility: &mut Mut<Visibility>) {
    match square {
        Some(square) => {
            spot.set_if_neq(BoardSpot(square_center(square)));
            visibility.set_if_neq(Visibility::Inherited);
        }
        None => {
            visibility.set_if_neq(Visibility::Hidden);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::parse_position;

    fn square(name: &str) -> Square {
        name.parse().expect("a square")
    }

    #[test]
    fn a_pass_in_the_line_keeps_its_ply_number_and_draws_nothing() {
        // Black's c1 leaves White only g8, walled in by Black's row 8: White passes, Black plays h8.
        let board = format!("XO------{}XXXXXXO-", "--------".repeat(6));
        let position = parse_position(&format!("{board} X")).expect("a position");
        let line = [Move::Place(square("c1")), Move::Pass, Move::Place(square("h8"))];
        assert_eq!(
            ghosts(&position, &line),
            [
                PvGhost { square: square("c1"), ply: 1, side: Side::Black },
                PvGhost { square: square("h8"), ply: 3, side: Side::Black },
            ]
        );
    }

    #[test]
    fn a_line_from_another_position_draws_nothing_and_an_illegal_move_ends_it() {
        let start = Position::initial();
        assert!(ghosts(&start, &[Move::Place(square("a1")), Move::Place(square("f5"))]).is_empty());
        let line = [Move::Place(square("f5")), Move::Place(square("d6")), Move::Place(square("f5"))];
        let drawn: Vec<(Square, u32, Side)> =
            ghosts(&start, &line).iter().map(|ghost| (ghost.square, ghost.ply, ghost.side)).collect();
        assert_eq!(drawn, [(square("f5"), 1, Side::Black), (square("d6"), 2, Side::White)]);
    }
}
