//! The board for a screen reader, for any game. egui's AccessKit tree already carries the
//! panel's buttons, fields and texts; this gives it the board too: a grid of cells, each saying
//! its square's name, what stands on it and whether the player may play there, and the
//! keyboard's cursor as the focus, so that a screen reader (Orca on Linux, through AT-SPI)
//! reads each square the arrows reach. Built only while a screen reader listens.

use bevy::a11y::AccessibilityRequested;
use bevy::prelude::*;
use bevy_egui::egui::accesskit::{self, Role};
use bevy_egui::egui::{self, Id};
use bevy_egui::{
    EguiContext, EguiContexts, EguiOutput, EguiPostUpdateSet, EguiPrimaryContextPass, EguiZoomFactor,
    PrimaryEguiContext,
};

use super::cursor::BoardCursor;
use super::input::{BoardSquare, PendingMove};
use super::turn::WhoseTurn;
use crate::app::base::animation::{RunningAnimations, animations_idle};
use crate::app::contract::arcade_game::{ArcadeGame, game_title, side_name};
use crate::app::contract::current_game::CurrentGame;
use crate::games::{Notation, legal_moves};
use crate::tr;

pub(super) fn plugin<G: ArcadeGame>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        describe_board::<G>.run_if(in_state(G::screen())).run_if(screen_reader_listens),
    );
    // Between egui's output and its handing to the screen reader.
    app.add_systems(
        PostUpdate,
        focus_the_cursor::<G>
            .after(EguiPostUpdateSet::ProcessOutput)
            .before(EguiPostUpdateSet::PostProcessOutput)
            .run_if(in_state(G::screen()))
            .run_if(screen_reader_listens),
    );
}

/// A screen reader asked for the window's contents (none ever does on the web page, nor in
/// the tests, which have no window).
fn screen_reader_listens(requested: Option<Res<AccessibilityRequested>>) -> bool {
    requested.is_some_and(|requested| requested.get())
}

/// What a screen reader is told of the board.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct BoardReading {
    /// The board's name and what goes on there: "Reversi board, Black to move, last move c4".
    pub label: String,
    /// The grid's size, columns then rows.
    pub grid: [u8; 2],
    /// Every square, row by row from the top left.
    pub squares: Vec<SquareReading>,
    /// Where in `squares` the keyboard's cursor is, while it shows.
    pub cursor: Option<usize>,
}

/// One square as a screen reader says it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SquareReading {
    /// Column and row in the grid, from the top left.
    pub place: [u8; 2],
    /// Its name, what stands on it and what the player may do there: "d3: empty, you can play
    /// here".
    pub words: String,
}

/// The board of `game` as a screen reader says it: `pending` are the squares of a move being
/// built (a Catapultas piece picked), `offers_moves` whether the player may move now, `cursor`
/// the keyboard's cursor while it shows.
pub(crate) fn read_board<G: ArcadeGame>(
    game: &CurrentGame<G>,
    pending: &[G::Square],
    offers_moves: bool,
    cursor: Option<G::Square>,
) -> BoardReading {
    let position = game.position();
    let mut label = tr!("board-reader-board", game = game_title::<G>());
    if !game.is_over() {
        label.push_str(", ");
        label.push_str(&tr!("board-reader-to-move", side = side_name::<G>(position.seat_to_move())));
    }
    let history = game.history();
    if let (Some(mv), Some(before)) = (history.last_move(), history.positions().iter().rev().nth(1)) {
        label.push_str(", ");
        label.push_str(&tr!("board-reader-last-move", played = G::Position::move_text(before.seat_to_move(), mv)));
    }
    if game.is_over() {
        label.push_str(", ");
        label.push_str(&game.result_text());
    }
    let cells = position.cells();
    let legal = if offers_moves { legal_moves(position) } else { Vec::new() };
    let [columns, rows] = G::GRID;
    let mut squares = Vec::new();
    let mut at_cursor = None;
    for row in 0..rows {
        for column in 0..columns {
            let Some(square) = G::square_at(column, row) else { continue };
            let contents = cells
                .as_ref()
                .and_then(|cells| cells.cells.get(usize::from(row) * cells.columns + usize::from(column)).copied())
                .flatten();
            let mut words = tr!(
                "board-reader-square",
                square = G::square_name(square),
                contents = contents.map_or_else(|| tr!("board-reader-empty"), side_name::<G>),
            );
            if pending.contains(&square) {
                words.push_str(", ");
                words.push_str(&tr!("board-reader-picked"));
            } else if offers_moves && clicking_does_something::<G>(position, &legal, pending, square) {
                words.push_str(", ");
                words.push_str(&tr!("board-reader-playable"));
            }
            if cursor == Some(square) {
                at_cursor = Some(squares.len());
            }
            squares.push(SquareReading { place: [column, row], words });
        }
    }
    BoardReading { label, grid: G::GRID, squares, cursor: at_cursor }
}

/// Whether a click on `square` would play one of the `legal` moves or go on with the one being
/// built (pick a piece, add a landing), as the game's own click says; a click that lets go of
/// the picked piece does neither.
fn clicking_does_something<G: ArcadeGame>(
    position: &G::Position,
    legal: &[G::Move],
    pending: &[G::Square],
    square: G::Square,
) -> bool {
    let mut after = pending.to_vec();
    match G::click(position, &mut after, square) {
        Some(mv) => legal.contains(&mv),
        None => after.len() > pending.len(),
    }
}

/// The board's node, whose children are the squares'.
fn board_id<G: ArcadeGame>() -> Id {
    Id::new(("board-reader", G::Position::NAME))
}

fn square_id<G: ArcadeGame>(place: [u8; 2]) -> Id {
    board_id::<G>().with(place)
}

/// Writes `reading` into egui's AccessKit tree of this pass, each square at `bounds` (in egui's
/// points) where its place is known; nothing while AccessKit is off.
pub(crate) fn write_board_nodes<G: ArcadeGame>(
    ctx: &egui::Context,
    reading: &BoardReading,
    bounds: impl Fn([u8; 2]) -> Option<egui::Rect>,
) {
    let board = board_id::<G>();
    let children: Vec<accesskit::NodeId> =
        reading.squares.iter().map(|square| square_id::<G>(square.place).accesskit_id()).collect();
    let written = ctx.accesskit_node_builder(board, |node| {
        node.set_role(Role::Grid);
        node.set_label(reading.label.clone());
        node.set_column_count(usize::from(reading.grid[0]));
        node.set_row_count(usize::from(reading.grid[1]));
        node.set_children(children.clone());
    });
    if written.is_none() {
        return;
    }
    // A new node is put under the root, where egui finds no parent for it: taken back from
    // there, the squares are the board's children only.
    for square in &reading.squares {
        let id = square_id::<G>(square.place);
        ctx.accesskit_node_builder(id, |node| {
            node.set_role(Role::GridCell);
            node.set_label(square.words.clone());
            node.set_column_index(usize::from(square.place[0]));
            node.set_row_index(usize::from(square.place[1]));
            if let Some(rect) = bounds(square.place) {
                node.set_bounds(accesskit::Rect {
                    x0: f64::from(rect.min.x),
                    y0: f64::from(rect.min.y),
                    x1: f64::from(rect.max.x),
                    y1: f64::from(rect.max.y),
                });
            }
        });
    }
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |root| {
        let keep: Vec<accesskit::NodeId> =
            root.children().iter().copied().filter(|child| !children.contains(child)).collect();
        root.set_children(keep);
    });
}

/// The board into this pass's AccessKit tree, each square where the window draws it.
#[expect(clippy::too_many_arguments, reason = "a system's parameters: what the board reads")]
fn describe_board<G: ArcadeGame>(
    mut contexts: EguiContexts,
    zoom: Query<&EguiZoomFactor, With<PrimaryEguiContext>>,
    game: Res<CurrentGame<G>>,
    pending: Res<PendingMove<G>>,
    turn: Res<WhoseTurn<G>>,
    running: RunningAnimations,
    cursor: Res<BoardCursor<G>>,
    squares: Query<(&BoardSquare<G>, &GlobalTransform, &Sprite)>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let offers_moves = turn.awaits_human(animations_idle(&running));
    let reading = read_board::<G>(&game, pending.squares(game.generation()), offers_moves, cursor.square());
    // The window's logical pixels are egui's points times its zoom (Presentation size).
    let zoom = zoom.single().map_or(1.0, |zoom| zoom.zoom_factor);
    let bounds = |place: [u8; 2]| {
        let (camera, at) = camera.single().ok()?;
        let (_, square, sprite) = squares.iter().find(|(square, _, _)| G::grid_place(square.0) == place)?;
        let half = sprite.custom_size.unwrap_or(Vec2::ONE) / 2.0;
        let corners = [Vec3::new(-half.x, half.y, 0.0), Vec3::new(half.x, -half.y, 0.0)]
            .map(|corner| camera.world_to_viewport(at, square.transform_point(corner)).ok());
        let [Some(top_left), Some(bottom_right)] = corners else { return None };
        Some(egui::Rect::from_two_pos(
            egui::pos2(top_left.x / zoom, top_left.y / zoom),
            egui::pos2(bottom_right.x / zoom, bottom_right.y / zoom),
        ))
    };
    write_board_nodes::<G>(ctx, &reading, bounds);
    Ok(())
}

/// While the keyboard's cursor shows and no control of the panel has the keyboard, the screen
/// reader's focus is the cursor's square, so that it reads each square the arrows reach.
fn focus_the_cursor<G: ArcadeGame>(
    cursor: Res<BoardCursor<G>>,
    mut contexts: Query<(&mut EguiContext, &mut EguiOutput), With<PrimaryEguiContext>>,
) {
    let Some(place) = cursor.square().map(G::grid_place) else { return };
    let Ok((mut context, mut output)) = contexts.single_mut() else { return };
    if context.get_mut().memory(|memory| memory.focused().is_some()) {
        return;
    }
    if let Some(update) = output.platform_output.accesskit_update.as_mut() {
        let id = square_id::<G>(place).accesskit_id();
        if update.nodes.iter().any(|(node, _)| *node == id) {
            update.focus = id;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::catapultas::Catapultas;
    use crate::app::reversi::Reversi;
    use crate::app::tictactoe::Tictactoe;
    use crate::games::Seat;

    fn words(reading: &BoardReading, place: [u8; 2]) -> &str {
        &reading.squares.iter().find(|square| square.place == place).expect("a square there").words
    }

    #[test]
    fn reversi_s_squares_say_their_disc_and_where_the_player_may_play() {
        let game = CurrentGame::<Reversi>::new(Reversi::start(&Default::default()));
        let reading = read_board::<Reversi>(&game, &[], true, None);
        assert_eq!(reading.squares.len(), 64);
        assert_eq!(reading.grid, [8, 8]);
        assert_eq!(reading.label, "Reversi board, Black to move");
        // d3 is column 3 from the left, row 2 from the top; d4 and e5 hold White's discs.
        assert_eq!(words(&reading, [3, 2]), "d3: empty, you can play here");
        assert_eq!(words(&reading, [3, 3]), format!("d4: {}", side_name::<Reversi>(Seat::Second)));
        assert_eq!(words(&reading, [4, 3]), format!("e4: {}", side_name::<Reversi>(Seat::First)));
        assert_eq!(words(&reading, [0, 0]), "a1: empty");
        let playable = reading.squares.iter().filter(|square| square.words.ends_with("play here")).count();
        assert_eq!(playable, 4, "Black has four moves at the start");
        assert_eq!(reading.cursor, None);

        let not_yours = read_board::<Reversi>(&game, &[], false, None);
        assert_eq!(words(&not_yours, [3, 2]), "d3: empty", "nothing is offered while the machine thinks");
    }

    #[test]
    fn the_last_move_and_the_cursor_are_told() {
        let mut game = CurrentGame::<Reversi>::new(Reversi::start(&Default::default()));
        let d3 = [3, 2];
        let square = Reversi::square_at(d3[0], d3[1]).expect("d3");
        let mut pending = Vec::new();
        let mv = Reversi::click(game.position(), &mut pending, square).expect("d3 is a move");
        let next = crate::app::contract::arcade_game::try_play::<Reversi>(game.position(), mv).expect("legal");
        let mut history = game.history().clone();
        history.push(mv, next);
        game = CurrentGame::from_history(history);
        let reading = read_board::<Reversi>(&game, &[], true, Some(square));
        assert_eq!(reading.label, "Reversi board, White to move, last move d3");
        assert_eq!(words(&reading, d3), format!("d3: {}", side_name::<Reversi>(Seat::First)));
        assert_eq!(reading.cursor.map(|at| reading.squares[at].place), Some(d3));
    }

    #[test]
    fn a_picked_catapultas_piece_and_its_landings_are_told() {
        let game = CurrentGame::<Catapultas>::new(Catapultas::start(&Default::default()));
        let start = read_board::<Catapultas>(&game, &[], true, None);
        assert_eq!(start.squares.len(), 36);
        let movable: Vec<&SquareReading> =
            start.squares.iter().filter(|square| square.words.ends_with("play here")).collect();
        assert!(!movable.is_empty(), "some pieces can move at the start");
        let piece = movable[0].place;
        let square = Catapultas::square_at(piece[0], piece[1]).expect("a square");
        let picked = read_board::<Catapultas>(&game, &[square], true, None);
        assert!(words(&picked, piece).ends_with("the piece you picked"), "{}", words(&picked, piece));
        let landings = picked.squares.iter().filter(|square| square.words.ends_with("play here")).count();
        assert!(landings > 0, "a movable piece has somewhere to go");
        // The other pieces of the side to move stay where they are: a landing is a square the
        // picked piece can reach, never one of its own side's.
        let own = format!(": {}", side_name::<Catapultas>(Seat::First));
        let offered_own = picked
            .squares
            .iter()
            .filter(|square| square.words.ends_with("play here"))
            .any(|square| square.words.contains(&own));
        assert!(!offered_own, "with a piece picked, only its landings are offered: {picked:?}");
    }

    #[test]
    fn tic_tac_toe_s_cells_are_read_by_their_numbers() {
        let game = CurrentGame::<Tictactoe>::new(Tictactoe::start(&Default::default()));
        let reading = read_board::<Tictactoe>(&game, &[], true, None);
        let names: Vec<&str> =
            reading.squares.iter().map(|square| square.words.split(':').next().unwrap_or_default()).collect();
        assert_eq!(names, ["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    }

    #[test]
    fn the_board_is_a_grid_of_cells_in_the_accessibility_tree() {
        let game = CurrentGame::<Reversi>::new(Reversi::start(&Default::default()));
        let reading = read_board::<Reversi>(&game, &[], true, None);
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            ui.label("a panel's text");
            write_board_nodes::<Reversi>(ui.ctx(), &reading, |[column, row]| {
                let at = egui::pos2(f32::from(column) * 10.0, f32::from(row) * 10.0);
                Some(egui::Rect::from_min_size(at, egui::vec2(10.0, 10.0)))
            });
        });
        // The fonts' texture was never uploaded; dropping its delta unapplied would panic.
        output.textures_delta.clear();
        let update = output.platform_output.accesskit_update.take().expect("AccessKit is on");
        let node = |id: Id| update.nodes.iter().find(|(node, _)| *node == id.accesskit_id()).map(|(_, node)| node);
        let board = node(board_id::<Reversi>()).expect("the board's node");
        assert_eq!(board.role(), Role::Grid);
        assert_eq!(board.label(), Some("Reversi board, Black to move"));
        assert_eq!(board.children().len(), 64);
        let d3 = node(square_id::<Reversi>([3, 2])).expect("d3's node");
        assert_eq!(d3.role(), Role::GridCell);
        assert_eq!(d3.label(), Some("d3: empty, you can play here"));
        assert_eq!((d3.column_index(), d3.row_index()), (Some(3), Some(2)));
        assert_eq!(d3.bounds().map(|rect| (rect.x0, rect.y0)), Some((30.0, 20.0)));
        // Every node has one parent: the squares are the board's alone, and the board is in
        // the tree with the panel.
        let mut parents = std::collections::HashMap::new();
        for (id, node) in &update.nodes {
            for child in node.children() {
                assert!(parents.insert(*child, *id).is_none(), "{child:?} has two parents");
            }
        }
        assert_eq!(
            parents.get(&square_id::<Reversi>([3, 2]).accesskit_id()),
            Some(&board_id::<Reversi>().accesskit_id())
        );
        assert_eq!(parents.get(&board_id::<Reversi>().accesskit_id()), Some(&egui::accesskit_root_id().accesskit_id()));
        assert!(
            update
                .nodes
                .iter()
                .any(|(_, node)| node.label() == Some("a panel's text") || node.value() == Some("a panel's text"))
        );
    }
}
