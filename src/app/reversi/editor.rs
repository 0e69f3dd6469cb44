//! The board editor: any Reversi position set up square by square, from an OBF text or from the
//! standard start, then played from. While the editor holds a position the screen is in
//! [`GameMode::SetUp`], so the game waits (no AI, no hints, clicks set squares) and the board
//! draws the position; "Play from here" loads it as a new game, Cancel returns to the game as it
//! was.

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;

use super::{Reversi, side_name};
use crate::app::base::errors::Explain;
use crate::app::base::requests::GameAction;
use crate::app::contract::arcade_game::{ArcadeGame, BoardChange};
use crate::app::contract::current_game::CurrentGame;
use crate::app::game_screen::keys::GameKeys;
use crate::app::game_screen::{GameMode, SquareClicked};
use crate::app::tools::help::HelpKeys;
use crate::games::reversi::{Bitboard, Position, Side, Square, format_position, parse_position};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardEditor>();
    app.add_observer(on_editor_action);
    app.add_observer(set_clicked_square);
    // Whatever ends the set-up (Cancel, a new game, undo, the menu) gives up its position.
    app.add_systems(OnExit(GameMode::SetUp), |mut editor: ResMut<BoardEditor>| editor.setup = None);
}

/// Esc leaves the editor before it can take the player back to the menu.
pub(super) fn window_plugin(app: &mut App) {
    app.add_systems(
        Update,
        cancel_on_escape
            .after(HelpKeys)
            .before(GameKeys)
            .run_if(not(egui_wants_any_keyboard_input))
            .run_if(in_state(Reversi::screen()).and_then(in_state(GameMode::SetUp))),
    );
}

/// What a click on a square of the position being set up puts there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Paint {
    /// Each click turns the square to the next of empty, black, white.
    #[default]
    Cycle,
    Black,
    White,
    Empty,
}

impl Paint {
    pub const ALL: [Paint; 4] = [Paint::Cycle, Paint::Black, Paint::White, Paint::Empty];

    pub fn label(self) -> String {
        match self {
            Paint::Cycle => tr!("reversi-paint-cycle"),
            Paint::Black => tr!("reversi-paint-black"),
            Paint::White => tr!("reversi-paint-white"),
            Paint::Empty => tr!("reversi-paint-empty"),
        }
    }

    /// What a click with this paint does, for its tooltip.
    pub fn hover(self) -> String {
        match self {
            Paint::Cycle => tr!("reversi-paint-cycle-hover"),
            Paint::Black => tr!("reversi-paint-black-hover"),
            Paint::White => tr!("reversi-paint-white-hover"),
            Paint::Empty => tr!("reversi-paint-empty-hover"),
        }
    }

    /// What every click with this paint does, for the line under the paints.
    pub fn note(self) -> String {
        match self {
            Paint::Cycle => tr!("reversi-paint-cycle-note"),
            Paint::Black => tr!("reversi-paint-black-note"),
            Paint::White => tr!("reversi-paint-white-note"),
            Paint::Empty => tr!("reversi-paint-empty-note"),
        }
    }

    /// What a square holding `now` holds after a click.
    fn applied(self, now: Option<Side>) -> Option<Side> {
        match (self, now) {
            (Paint::Cycle, None) => Some(Side::Black),
            (Paint::Cycle, Some(Side::Black)) => Some(Side::White),
            (Paint::Cycle, Some(Side::White)) | (Paint::Empty, _) => None,
            (Paint::Black, _) => Some(Side::Black),
            (Paint::White, _) => Some(Side::White),
        }
    }
}

/// The position being set up, the editor's tools and what it last had to say.
#[derive(Resource, Default)]
pub struct BoardEditor {
    /// The position being set up, drawn instead of the game's.
    pub setup: Option<Position>,
    pub paint: Paint,
    /// The OBF text box.
    pub obf: String,
    /// Why the last request was refused (a bad OBF, a position that cannot be played).
    pub message: Option<String>,
}

/// What the player asks of the editor (the panel's buttons, Esc, tests).
#[derive(Event, Clone, Debug, PartialEq, Eq)]
pub enum EditorAction {
    /// Start setting up, from the position on the board.
    Edit,
    Clear,
    StandardStart,
    SideToMove(Side),
    /// Replace the position with an OBF one.
    Paste(String),
    /// Back to the game as it was.
    Cancel,
    /// A new game from the position set up, when it can be played.
    PlayFromHere,
}

/// Whether a game can start from a position set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Readiness {
    /// The side to move has moves.
    Ready,
    /// The side to move has none but the other has: the game starts with the other to move.
    OtherSideMoves,
    /// Neither side can move: the game would be over before it started.
    Over,
}

impl Readiness {
    pub fn of(position: &Position) -> Self {
        if position.is_game_over() {
            Readiness::Over
        } else if position.must_pass() {
            Readiness::OtherSideMoves
        } else {
            Readiness::Ready
        }
    }
}

/// Why "Play from here" refuses a position where no one can move.
pub fn no_moves() -> String {
    tr!("reversi-editor-no-moves")
}

/// What the panel says of the position being set up: discs, whose move, whether it can be played.
pub fn describe(position: &Position) -> String {
    let (black, white) = position.disc_counts();
    let mover = position.side_to_move();
    let counts = tr!("reversi-editor-counts", black = black, white = white, empty = position.empty_count());
    let whose = match Readiness::of(position) {
        Readiness::Ready => {
            let moves = position.legal_squares().count();
            tr!("reversi-editor-ready", side = side_name(mover), moves = moves)
        }
        Readiness::OtherSideMoves => {
            tr!("reversi-editor-other-moves", side = side_name(mover), other = side_name(mover.opponent()))
        }
        Readiness::Over => no_moves(),
    };
    format!("{counts} {whose}")
}

/// `position` with `square` holding `disc`.
fn with_disc(position: &Position, square: Square, disc: Option<Side>) -> Position {
    let bit = square.bit();
    let mut black = position.discs(Side::Black) & !bit;
    let mut white = position.discs(Side::White) & !bit;
    match disc {
        Some(Side::Black) => black |= bit,
        Some(Side::White) => white |= bit,
        None => {}
    }
    with_discs(black, white, position.side_to_move())
}

fn with_discs(black: Bitboard, white: Bitboard, side_to_move: Side) -> Position {
    Position::from_sides(black, white, side_to_move).expect("no square holds both colours")
}

/// A click on a square while setting up gives it the colour the paint says.
fn set_clicked_square(click: On<SquareClicked<Reversi>>, mut editor: ResMut<BoardEditor>) {
    let Some(setup) = editor.setup else { return };
    let square = click.0;
    editor.setup = Some(with_disc(&setup, square, editor.paint.applied(setup.side_at(square))));
    editor.message = None;
}

fn on_editor_action(
    action: On<EditorAction>,
    current_game: Res<CurrentGame<Reversi>>,
    mut editor: ResMut<BoardEditor>,
    mut mode: ResMut<NextState<GameMode>>,
    mut changes: MessageWriter<BoardChange<Reversi>>,
    mut commands: Commands,
) {
    editor.message = None;
    let Some(setup) = editor.setup else {
        if *action == EditorAction::Edit {
            editor.setup = Some(*current_game.position());
            // The game waits from the next frame: no machine's move is played into it.
            NextState::set_if_neq(&mut mode, GameMode::SetUp);
            // The board stops any move's animation and draws the position being set up.
            changes.write(BoardChange::Reset);
        }
        return;
    };
    let mover = setup.side_to_move();
    let edited = match &*action {
        EditorAction::Edit => setup,
        EditorAction::Clear => with_discs(Bitboard::EMPTY, Bitboard::EMPTY, mover),
        EditorAction::StandardStart => Position::initial(),
        EditorAction::SideToMove(side) => with_discs(setup.discs(Side::Black), setup.discs(Side::White), *side),
        EditorAction::Paste(text) => match parse_position(text) {
            Ok(position) => position,
            Err(error) => {
                editor.message = Some(tr!("reversi-editor-not-obf", error = error.explain()));
                setup
            }
        },
        EditorAction::Cancel => {
            NextState::set_if_neq(&mut mode, GameMode::Play);
            changes.write(BoardChange::Reset);
            return;
        }
        EditorAction::PlayFromHere => {
            let start = match Readiness::of(&setup) {
                Readiness::Over => {
                    editor.message = Some(no_moves());
                    return;
                }
                Readiness::OtherSideMoves => setup.passed(),
                Readiness::Ready => setup,
            };
            // A new game as a pasted position is one: the searches cancelled, the history
            // starting there, the set-up given up.
            commands.trigger(GameAction::Load(format_position(&start)));
            return;
        }
    };
    if edited != setup {
        editor.setup = Some(edited);
    }
}

/// Esc while setting up (and the help closed: it took Esc first) cancels, and is not seen as
/// going to the menu.
fn cancel_on_escape(mut keys: ResMut<ButtonInput<KeyCode>>, mut commands: Commands) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    keys.clear_just_pressed(KeyCode::Escape);
    commands.trigger(EditorAction::Cancel);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        name.parse().expect("a square")
    }

    #[test]
    fn cycling_goes_empty_black_white_empty_and_a_chosen_paint_sets_its_colour() {
        let mut position = with_discs(Bitboard::EMPTY, Bitboard::EMPTY, Side::Black);
        let mut seen = Vec::new();
        for _ in 0..3 {
            position = with_disc(&position, square("c3"), Paint::Cycle.applied(position.side_at(square("c3"))));
            seen.push(position.side_at(square("c3")));
        }
        assert_eq!(seen, [Some(Side::Black), Some(Side::White), None]);
        for (paint, expected) in
            [(Paint::Black, Some(Side::Black)), (Paint::White, Some(Side::White)), (Paint::Empty, None)]
        {
            for now in [None, Some(Side::Black), Some(Side::White)] {
                assert_eq!(paint.applied(now), expected, "{paint:?} on {now:?}");
            }
        }
    }

    #[test]
    fn a_disc_set_on_a_square_leaves_the_others_and_the_side_to_move() {
        let start = Position::initial().passed();
        let edited = with_disc(&start, square("d4"), Some(Side::Black));
        assert_eq!(edited.side_to_move(), Side::White);
        assert_eq!(edited.disc_counts(), (3, 1));
        let emptied = with_disc(&edited, square("e4"), None);
        assert_eq!((emptied.side_at(square("e4")), emptied.disc_counts()), (None, (2, 1)));
    }

    #[test]
    fn readiness_tells_a_playable_position_from_a_pass_and_from_the_end() {
        assert_eq!(Readiness::of(&Position::initial()), Readiness::Ready);
        let empty = with_discs(Bitboard::EMPTY, Bitboard::EMPTY, Side::Black);
        assert_eq!(Readiness::of(&empty), Readiness::Over);
        assert!(describe(&empty).contains("Neither side has a move"));
        // Black a1, White b1: Black takes c1; White has nothing to flank.
        let lone = with_discs(square("a1").bit(), square("b1").bit(), Side::White);
        assert_eq!(Readiness::of(&lone), Readiness::OtherSideMoves);
        assert!(describe(&lone).contains("White has no move here, so the game would start with Black to move"));
        assert_eq!(Readiness::of(&lone.passed()), Readiness::Ready);
        assert!(describe(&lone.passed()).contains("Black to move, 1 legal move."), "{}", describe(&lone.passed()));
    }
}
