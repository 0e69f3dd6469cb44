//! Every game played without the mouse: the keys' board events ([`BoardKey`]) as the window's
//! keys send them, the arrows moving the cursor, Enter or Space playing under it, and a square's
//! name typed.

use bevy::prelude::*;
use minimax_arcade::app::base::requests::{BoardKey, GameAction, OpenGame};
use minimax_arcade::app::base::settings::{PlayerKind, Seats};
use minimax_arcade::app::catapultas::Catapultas;
use minimax_arcade::app::contract::arcade_game::ArcadeGame;
use minimax_arcade::app::contract::current_game::CurrentGame;
use minimax_arcade::app::contract::game_settings::GameSettings;
use minimax_arcade::app::game_screen::{BoardCursor, HoveredSquare, PendingMove, SquareClicked};
use minimax_arcade::app::reversi::Reversi;
use minimax_arcade::app::tictactoe::Tictactoe;
use minimax_arcade::games::catapultas::{Move, Square};
use minimax_arcade::games::{Notation, Seat};

use crate::test_app::{app_reading_settings_in, scratch_dir, update_until};

/// An app with game `G` open, a human on each side.
fn between_humans<G: ArcadeGame>(name: &str) -> App {
    let mut app = app_reading_settings_in(&scratch_dir(name), |_| {});
    app.world_mut().resource_mut::<GameSettings<G>>().seats =
        Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    app.world_mut().trigger(OpenGame::of::<G::Position>());
    app.update();
    app.update();
    app
}

/// Presses `keys` one after another, each once the board is still, as a player sees it.
fn press(app: &mut App, keys: &[BoardKey]) {
    for &key in keys {
        settle(app);
        app.world_mut().trigger(key);
        app.update();
    }
    settle(app);
}

fn settle(app: &mut App) {
    use minimax_arcade::app::base::animation::{FadeOut, PopIn, StrokeIn, Travel, TurnOver};
    update_until(app, "the board to be still", |app| {
        app.world_mut()
            .query_filtered::<(), Or<(With<PopIn>, With<TurnOver>, With<StrokeIn>, With<Travel>, With<FadeOut>)>>()
            .iter(app.world())
            .count()
            == 0
    });
}

/// A name typed, key by key.
fn typed(name: &str) -> Vec<BoardKey> {
    name.chars().map(BoardKey::Type).collect()
}

fn cursor<G: ArcadeGame>(app: &App) -> Option<String> {
    app.world().resource::<BoardCursor<G>>().square().map(G::square_name)
}

fn transcript<G: ArcadeGame>(app: &App) -> String {
    app.world().resource::<CurrentGame<G>>().transcript()
}

const RIGHT: BoardKey = BoardKey::Step { columns: 1, rows: 0 };
const DOWN: BoardKey = BoardKey::Step { columns: 0, rows: 1 };
const UP: BoardKey = BoardKey::Step { columns: 0, rows: -1 };

#[test]
fn reversi_is_played_by_typing_a_square_then_enter_and_by_the_arrows() {
    let mut app = between_humans::<Reversi>("keys-reversi");
    assert_eq!(cursor::<Reversi>(&app), None, "the cursor shows from the first key for it");
    press(&mut app, &typed("d"));
    assert_eq!(app.world().resource::<BoardCursor<Reversi>>().typed(), "d", "half a name waits for the rest");
    press(&mut app, &typed("3"));
    assert_eq!(cursor::<Reversi>(&app).as_deref(), Some("d3"));
    assert_eq!(transcript::<Reversi>(&app), "", "a name moves the cursor; Enter plays");
    // The board's previews follow the cursor as they follow the mouse.
    let hovered = app.world().resource::<HoveredSquare<Reversi>>().0.map(Reversi::square_name);
    assert_eq!(hovered.as_deref(), Some("d3"));
    press(&mut app, &[BoardKey::Play]);
    assert_eq!(transcript::<Reversi>(&app), "d3");

    // A slip ("z") starts the name again; the arrows walk from where the cursor is.
    press(&mut app, &typed("zc"));
    assert_eq!(app.world().resource::<BoardCursor<Reversi>>().typed(), "c");
    press(&mut app, &typed("3"));
    press(&mut app, &[DOWN, DOWN]);
    assert_eq!(cursor::<Reversi>(&app).as_deref(), Some("c5"));
    press(&mut app, &[BoardKey::Play]);
    assert_eq!(transcript::<Reversi>(&app), "d3c5");

    // At the edge the cursor stays; an illegal square plays nothing and says why, as a click.
    press(&mut app, &typed("a1"));
    press(&mut app, &[UP, BoardKey::Step { columns: -1, rows: 0 }]);
    assert_eq!(cursor::<Reversi>(&app).as_deref(), Some("a1"));
    press(&mut app, &[BoardKey::Play]);
    assert_eq!(transcript::<Reversi>(&app), "d3c5");

    app.world_mut().trigger(GameAction::Undo);
    app.update();
    assert_eq!(transcript::<Reversi>(&app), "d3", "undo is Ctrl+Z's, not an arrow's");
}

#[test]
fn tictactoe_a_cells_number_plays_it_at_once() {
    let mut app = between_humans::<Tictactoe>("keys-tictactoe");
    press(&mut app, &typed("5"));
    assert_eq!(transcript::<Tictactoe>(&app), "5");
    // The arrows from the centre: right to 6, down to 9; Space plays there.
    press(&mut app, &[RIGHT, DOWN]);
    assert_eq!(cursor::<Tictactoe>(&app).as_deref(), Some("9"));
    press(&mut app, &[BoardKey::Play]);
    assert_eq!(transcript::<Tictactoe>(&app), "5 9");
    // A taken cell plays nothing.
    press(&mut app, &typed("9"));
    assert_eq!(transcript::<Tictactoe>(&app), "5 9");
    press(&mut app, &typed("1"));
    let board = *app.world().resource::<CurrentGame<Tictactoe>>().position();
    assert_eq!(board.seat_to_move(), Seat::Second, "{board}");
}

fn chain(app: &App) -> Vec<Square> {
    let generation = app.world().resource::<CurrentGame<Catapultas>>().generation();
    app.world().resource::<PendingMove<Catapultas>>().squares(generation).to_vec()
}

fn at(row: u8, col: u8) -> Square {
    Square::at(row, col).expect("on the board")
}

#[test]
fn catapultas_a_jump_chain_is_built_landing_by_landing_and_ended_with_enter() {
    let mut app = between_humans::<Catapultas>("keys-catapultas");
    let position = "x-----/x-----/o-----/x-----/------/----oo x 0/100";
    app.world_mut().trigger(GameAction::Load(position.into()));
    app.update();
    // Built with the mouse, Enter ends the chain where it stands, the cursor never shown.
    app.world_mut().trigger(SquareClicked::<Catapultas>(at(1, 1)));
    app.update();
    settle(&mut app);
    app.world_mut().trigger(SquareClicked::<Catapultas>(at(3, 1)));
    app.update();
    press(&mut app, &[BoardKey::Play]);
    assert_eq!(cursor::<Catapultas>(&app), None);
    let game = app.world().resource::<CurrentGame<Catapultas>>();
    assert_eq!(game.history().last_move().and_then(|mv| mv.to()), Some(at(3, 1)));
    app.world_mut().trigger(GameAction::Undo);
    app.update();

    // By keys: the piece by its row and column, then its first landing: the chain may go on
    // to (5,1).
    press(&mut app, &typed("11"));
    press(&mut app, &[BoardKey::Play]);
    assert_eq!(chain(&app), [at(1, 1)]);
    press(&mut app, &[DOWN, DOWN, BoardKey::Play]);
    assert_eq!(chain(&app), [at(1, 1), at(3, 1)]);
    // Enter again on the piece where the chain stands ends it there.
    press(&mut app, &[BoardKey::Play]);
    let game = app.world().resource::<CurrentGame<Catapultas>>();
    assert!(matches!(game.history().last_move(), Some(Move::Jump(path)) if path.hops() == 1));
    assert_eq!(game.position().piece_count(Seat::Second), 2);
}
