//! The game screens without a window: `MinimalPlugins`, `StatesPlugin` and the app's
//! `GamePlugin`, driven with `app.update()`; clicks are the events picking would send. One
//! generic test drives the shared game screen with all three games; the others check what is
//! each game's own.

use std::path::Path;
use std::sync::atomic::Ordering;

use bevy::prelude::*;
use minimax_arcade::app::Screen;
use minimax_arcade::app::base::assets::Art;
use minimax_arcade::app::base::requests::{FilePurpose, GameAction, OpenGame, ShowHowToPlay};
use minimax_arcade::app::base::settings::{PlayerKind, Seats, Settings, SettingsNotice, SoundSettings};
use minimax_arcade::app::base::settings_file::save_settings;
use minimax_arcade::app::base::sound::SoundCue;
use minimax_arcade::app::base::tasks::AiSearch;
use minimax_arcade::app::catapultas::board::Piece;
use minimax_arcade::app::catapultas::{self, Catapultas};
use minimax_arcade::app::contract::arcade_game::ArcadeGame;
use minimax_arcade::app::contract::current_game::CurrentGame;
use minimax_arcade::app::contract::game_settings::GameSettings;
use minimax_arcade::app::contract::window_game::WindowGame;
use minimax_arcade::app::game_screen::library::OpenFromLibrary;
use minimax_arcade::app::game_screen::{FileChooser, PendingMove, ScreenNotes, SquareClicked};
use minimax_arcade::app::reversi::Reversi;
use minimax_arcade::app::reversi::review::GameReview;
use minimax_arcade::app::screens::menu::ContinueOffer;
use minimax_arcade::app::tictactoe::board::{MarkStroke, WinningStroke};
use minimax_arcade::app::tictactoe::{NodeComparison, Tictactoe};
use minimax_arcade::app::tools::duel::Duel;
use minimax_arcade::app::tools::rules_card::HowToPlayCard;
use minimax_arcade::app::tools::search_tree::{Look, Row, TreeView, drawn, record_position};
use minimax_arcade::app::widgets::translated;
use minimax_arcade::app::widgets::tree_drawing::Shape;
use minimax_arcade::engine::{Algorithm, MoveOrder};
use minimax_arcade::games::catapultas::{Move, Square};
use minimax_arcade::games::matches::Tally;
use minimax_arcade::games::reversi::Weights;
use minimax_arcade::games::tictactoe::{Board, Cell, SearchKind};
use minimax_arcade::games::{Notation, Seat};
use minimax_arcade::library::{self, Library, Origin, PlayerRecord, Record};

use crate::test_app::{app_reading_settings_in, scratch_dir, this_binary_again, update_until};
fn headless_app(name: &str) -> App {
    app_reading_settings_in(&scratch_dir(name), |_| {})
}

fn app_with_settings_in(dir: &Path) -> App {
    app_reading_settings_in(dir, |_| {})
}

fn open<G: ArcadeGame>(app: &mut App) {
    app.world_mut().trigger(OpenGame::of::<G::Position>());
    app.update();
    app.update();
}

/// An app of its own (`name` its scratch folder) with game `G` open, a human on each side.
fn open_between_humans<G: ArcadeGame>(name: &str) -> App {
    let mut app = headless_app(name);
    app.world_mut().resource_mut::<GameSettings<G>>().seats =
        Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    open::<G>(&mut app);
    app
}

fn count<C: Component>(app: &mut App) -> usize {
    app.world_mut().query_filtered::<(), With<C>>().iter(app.world()).count()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}
fn cell(text: &str) -> Cell {
    text.parse().expect("a cell")
}

fn square(row: u8, col: u8) -> Square {
    Square::at(row, col).expect("on the board")
}

fn ttt(app: &App) -> &CurrentGame<Tictactoe> {
    app.world().resource::<CurrentGame<Tictactoe>>()
}

fn cat(app: &App) -> &CurrentGame<Catapultas> {
    app.world().resource::<CurrentGame<Catapultas>>()
}

/// Why the last paste, file or save of game `G` failed, while that is still news.
fn file_error<G: ArcadeGame>(app: &App) -> Option<String> {
    let generation = app.world().resource::<CurrentGame<G>>().generation();
    app.world().resource::<ScreenNotes<G>>().file_error(generation).map(str::to_owned)
}

/// Why the last click in game `G`'s position shown made no move.
fn refused_click<G: ArcadeGame>(app: &App) -> Option<String> {
    let generation = app.world().resource::<CurrentGame<G>>().generation();
    app.world().resource::<ScreenNotes<G>>().refused_click(generation).map(|refused| translated(refused.reason))
}

/// The jump chain being built on the Catapultas board.
fn chain(app: &App) -> Vec<Square> {
    let generation = cat(app).generation();
    app.world().resource::<PendingMove<Catapultas>>().squares(generation).to_vec()
}

/// Every sound cue written from now on.
#[derive(Resource, Default)]
struct HeardCues(Vec<SoundCue>);

fn listen(app: &mut App) {
    // Messages live for two updates: those written before now are not heard.
    app.world_mut().resource_mut::<Messages<SoundCue>>().clear();
    app.init_resource::<HeardCues>();
    app.add_systems(Last, |mut cues: MessageReader<SoundCue>, mut heard: ResMut<HeardCues>| {
        heard.0.extend(cues.read().copied());
    });
}

fn heard(app: &App) -> Vec<SoundCue> {
    app.world().resource::<HeardCues>().0.clone()
}

fn settle(app: &mut App) {
    update_until(app, "the animations", |app| {
        app.world_mut()
            .query_filtered::<(), Or<(
                With<minimax_arcade::app::base::animation::StrokeIn>,
                With<minimax_arcade::app::base::animation::Travel>,
                With<minimax_arcade::app::base::animation::FadeOut>,
            )>>()
            .iter(app.world())
            .count()
            == 0
    });
}

#[test]
fn the_menu_opens_both_games_and_escape_style_menu_returns() {
    let mut app = headless_app("menu");
    open::<Tictactoe>(&mut app);
    assert_eq!(screen(&app), Tictactoe::screen());
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Menu);
    app.update();
    app.update();
    open::<Catapultas>(&mut app);
    assert_eq!(screen(&app), Catapultas::screen());
    assert_eq!(count::<Piece>(&mut app), 36, "the start position has 18 pieces a side");
    assert_eq!(count::<MarkStroke>(&mut app), 0, "the Tic-tac-toe board left with its screen");
}

#[test]
fn tictactoe_a_click_draws_a_mark_and_an_occupied_cell_is_refused() {
    let mut app = open_between_humans::<Tictactoe>("ttt-click");
    app.world_mut().trigger(SquareClicked::<Tictactoe>(cell("5")));
    app.update();
    app.update();
    assert_eq!(ttt(&app).position().side_at(cell("5")), Some(Seat::First));
    assert_eq!(count::<MarkStroke>(&mut app), 2, "an X is two strokes");
    settle(&mut app);
    app.world_mut().trigger(SquareClicked::<Tictactoe>(cell("5")));
    app.update();
    assert_eq!(ttt(&app).history().played().len(), 1, "5 is taken");
    assert_eq!(refused_click::<Tictactoe>(&app).as_deref(), Some("That cell is taken"));
    app.world_mut().trigger(SquareClicked::<Tictactoe>(cell("1")));
    app.update();
    app.update();
    assert_eq!(ttt(&app).position().side_at(cell("1")), Some(Seat::Second));
    assert!(count::<MarkStroke>(&mut app) > 20, "an O is a ring of short strokes");
}

#[test]
fn tictactoe_the_ai_replies_and_the_three_searches_are_counted_alike() {
    let mut app = headless_app("ttt-ai");
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Tictactoe>>();
        settings.seats = Seats { first: PlayerKind::Ai, second: PlayerKind::Human };
        settings.options.ai.search = SearchKind::AlphaBeta;
    }
    open::<Tictactoe>(&mut app);
    update_until(&mut app, "the AI's move", |app| ttt(app).history().played().len() == 1);
    update_until(&mut app, "the node counts", |app| app.world().resource::<NodeComparison>().counts.is_some());
    let comparison = app.world().resource::<NodeComparison>();
    assert_eq!(comparison.board(), Some(Board::new()));
    let nodes: Vec<u64> = comparison.counts.as_ref().expect("counted").iter().map(|count| count.info.nodes).collect();
    // The course tutorial's lesson: the whole tree from the empty board, then far fewer.
    assert_eq!(nodes[0], 549_946);
    assert!(nodes[1] < nodes[0] / 10, "alpha-beta prunes most of the tree: {nodes:?}");
    assert!(nodes[2] < 1_000, "the depth-2 heuristic search is small: {nodes:?}");
    assert!(app.world().resource::<AiSearch<Cell>>().last.is_some());
}

#[test]
fn tictactoe_a_win_is_struck_through_and_undo_removes_it() {
    let mut app = headless_app("ttt-win");
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Tictactoe>>();
        settings.seats = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    }
    open::<Tictactoe>(&mut app);
    app.world_mut().trigger(GameAction::Load("1 4 2 5".into()));
    app.update();
    settle(&mut app);
    listen(&mut app);
    app.world_mut().trigger(SquareClicked::<Tictactoe>(cell("3")));
    update_until(&mut app, "the winning line", |app| count::<WinningStroke>(app) == 1);
    assert_eq!(ttt(&app).position().winner(), Some(Seat::First));
    settle(&mut app);
    app.update();
    assert_eq!(heard(&app), [SoundCue::Place, SoundCue::GameOver], "the mark, then one chime");
    app.world_mut().trigger(GameAction::Undo);
    app.update();
    app.update();
    assert_eq!(count::<WinningStroke>(&mut app), 0);
    app.world_mut().trigger(GameAction::Redo);
    update_until(&mut app, "the line again", |app| count::<WinningStroke>(app) == 1);
    app.update();
    let chimes = heard(&app).iter().filter(|cue| **cue == SoundCue::GameOver).count();
    assert_eq!((heard(&app).len(), chimes), (2, 1), "a mark that comes back with redo is drawn silently");
    app.world_mut().trigger(GameAction::Load("1 2 z".into()));
    app.update();
    assert!(file_error::<Tictactoe>(&app).as_deref().is_some_and(|error| error.contains("move 3")));
}

#[test]
fn tictactoe_a_new_game_cancels_the_search() {
    let mut app = headless_app("ttt-cancel");
    app.world_mut().resource_mut::<GameSettings<Tictactoe>>().seats =
        Seats { first: PlayerKind::Ai, second: PlayerKind::Ai };
    open::<Tictactoe>(&mut app);
    update_until(&mut app, "the AI to start", |app| app.world().resource::<AiSearch<Cell>>().is_thinking());
    let cancel = app.world().resource::<AiSearch<Cell>>().job.as_ref().map(|job| job.cancel_flag()).expect("a job");
    app.world_mut().resource_mut::<GameSettings<Tictactoe>>().seats = Seats::default();
    app.world_mut().trigger(GameAction::NewGame);
    app.update();
    assert!(cancel.load(Ordering::Relaxed), "the engine's cancel flag is set");
}

fn catapultas_humans(app: &mut App) {
    let mut settings = app.world_mut().resource_mut::<GameSettings<Catapultas>>();
    settings.seats = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
}

#[test]
fn catapultas_select_then_click_a_destination_jumps_and_captures() {
    let mut app = headless_app("cat-click");
    catapultas_humans(&mut app);
    open::<Catapultas>(&mut app);
    app.world_mut().trigger(SquareClicked::<Catapultas>(square(4, 1)));
    app.update();
    assert!(chain(&app).is_empty(), "o's pieces are not x's to move");
    app.world_mut().trigger(SquareClicked::<Catapultas>(square(2, 1)));
    app.update();
    assert_eq!(chain(&app), vec![square(2, 1)]);
    assert_eq!(catapultas::destinations(cat(&app).position(), &[square(2, 1)]), vec![square(4, 1)]);
    listen(&mut app);
    app.world_mut().trigger(SquareClicked::<Catapultas>(square(4, 1)));
    app.update();
    let game = cat(&app);
    assert_eq!(game.history().played().len(), 1, "no hop can follow, so the jump is played");
    assert_eq!(game.position().piece_count(Seat::Second), 17);
    assert!(game.transcript().starts_with("x s 2 2 1 4 1"), "{}", game.transcript());
    app.update();
    assert_eq!(count::<minimax_arcade::app::base::animation::Travel>(&mut app), 1, "the piece travels");
    assert_eq!(count::<minimax_arcade::app::base::animation::FadeOut>(&mut app), 1, "the captured piece fades");
    settle(&mut app);
    assert_eq!(count::<Piece>(&mut app), 35);
    assert_eq!(heard(&app), [SoundCue::Capture]);
}

#[test]
fn catapultas_a_jump_chain_goes_on_click_by_click_and_ends_on_the_piece() {
    let mut app = headless_app("cat-chain");
    catapultas_humans(&mut app);
    open::<Catapultas>(&mut app);
    let position = "x-----/x-----/o-----/x-----/------/----oo x 0/100";
    app.world_mut().trigger(GameAction::Load(position.into()));
    app.update();
    assert_eq!(file_error::<Catapultas>(&app), None);
    app.world_mut().trigger(SquareClicked::<Catapultas>(square(1, 1)));
    app.update();
    app.world_mut().trigger(SquareClicked::<Catapultas>(square(3, 1)));
    app.update();
    assert_eq!(chain(&app), vec![square(1, 1), square(3, 1)], "the chain may go on to (5,1)");
    assert!(cat(&app).history().played().is_empty());
    settle(&mut app);
    // A click on the piece where the chain stands ends it (Enter does the same in the window).
    app.world_mut().trigger(SquareClicked::<Catapultas>(square(3, 1)));
    app.update();
    let game = cat(&app);
    assert_eq!(game.history().last_move().and_then(|mv| mv.to()), Some(square(3, 1)));
    assert_eq!(game.position().piece_count(Seat::Second), 2);

    app.world_mut().trigger(GameAction::Undo);
    app.update();
    settle(&mut app);
    for click in [square(1, 1), square(3, 1)] {
        app.world_mut().trigger(SquareClicked::<Catapultas>(click));
        app.update();
        settle(&mut app);
    }
    app.world_mut().trigger(SquareClicked::<Catapultas>(square(5, 1)));
    app.update();
    let last = cat(&app).history().last_move();
    assert!(matches!(last, Some(Move::Jump(path)) if path.hops() == 2), "{last:?}");
}

#[test]
fn catapultas_the_ai_replies_on_the_task_pool() {
    let mut app = headless_app("cat-ai");
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Catapultas>>();
        settings.seats = Seats { first: PlayerKind::Human, second: PlayerKind::Ai };
        settings.options.ai.time_limit_ms = 100;
        settings.options.ai.max_depth = 4;
    }
    open::<Catapultas>(&mut app);
    app.world_mut().trigger(SquareClicked::<Catapultas>(square(2, 1)));
    app.world_mut().trigger(SquareClicked::<Catapultas>(square(4, 1)));
    update_until(&mut app, "the AI's move", |app| cat(app).history().played().len() == 2);
    assert_eq!(cat(&app).position().to_move(), Seat::First);
    app.world_mut().trigger(GameAction::Load("x s 2 2 1 4 1\nbogus".into()));
    app.update();
    assert!(file_error::<Catapultas>(&app).as_deref().is_some_and(|error| error.contains("line 2")));
}
fn notice(app: &App) -> Option<String> {
    app.world().resource::<SettingsNotice>().0.clone()
}

#[test]
fn new_settings_read_older_files_as_defaults() {
    let dir = scratch_dir("old-settings");
    std::fs::write(dir.join("settings.json"), r#"{ "animation_speed": 2.0 }"#).expect("written");
    let app = app_with_settings_in(&dir);
    assert_eq!(notice(&app), None);
    assert_eq!(app.world().resource::<Settings>().animation_speed, 2.0);
    assert_eq!(*app.world().resource::<GameSettings<Tictactoe>>(), GameSettings::default());
    assert_eq!(*app.world().resource::<GameSettings<Catapultas>>(), GameSettings::default());
}

/// The generic game screen, the same way for every game: `clicks` make the first player's move.
fn the_game_screen_plays_undoes_redoes_and_the_ai_replies<G: ArcadeGame>(name: &str, clicks: &[G::Square]) {
    let mut app = headless_app(name);
    let humans = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    app.world_mut().resource_mut::<GameSettings<G>>().seats = humans;
    open::<G>(&mut app);
    let current_game = |app: &App| app.world().resource::<CurrentGame<G>>().history().played().len();
    let click_all = |app: &mut App| {
        for &square in clicks {
            app.world_mut().trigger(SquareClicked::<G>(square));
            app.update();
            settle(app);
        }
    };
    click_all(&mut app);
    assert_eq!(current_game(&app), 1, "{name}: the clicks make one move");
    app.world_mut().trigger(GameAction::Undo);
    app.update();
    assert_eq!(current_game(&app), 0, "{name}: undo takes it back");
    app.world_mut().trigger(GameAction::Redo);
    app.update();
    assert_eq!(current_game(&app), 1, "{name}: redo plays it again");

    // Kept in the library by Save and opened again, the game is the same.
    app.world_mut().trigger(GameAction::Save);
    app.update();
    let saved = app.world().resource::<ScreenNotes<G>>().saved_file().map(Path::to_owned).expect("saved");
    let before = *app.world().resource::<CurrentGame<G>>().position();
    app.world_mut().trigger(GameAction::NewGame);
    app.world_mut().trigger(GameAction::Open(saved.clone()));
    app.update();
    let reopened = app.world().resource::<CurrentGame<G>>();
    assert_eq!((current_game(&app), *reopened.position()), (1, before), "{name}: {} reads back", saved.display());
    app.world_mut().trigger(GameAction::Open(saved.with_extension("missing")));
    let error = file_error::<G>(&app).expect("a missing file is reported");
    assert!(error.contains("Could not read") && error.contains(".missing"), "{name}: {error}");
    assert_eq!(current_game(&app), 1, "{name}: a failed open keeps the game");

    // Saved where the file chooser says, the game's extension added where the name has none.
    let chosen = saved.with_file_name(format!("chosen-{name}"));
    app.world_mut().trigger(GameAction::SaveTo(chosen.clone()));
    let written = app.world().resource::<ScreenNotes<G>>().saved_file().map(Path::to_owned).expect("saved");
    assert_eq!(written, chosen.with_extension(G::FILE_EXTENSION), "{name}");
    app.world_mut().trigger(GameAction::NewGame);
    app.world_mut().trigger(GameAction::Open(written.clone()));
    app.update();
    assert_eq!(*app.world().resource::<CurrentGame<G>>().position(), before, "{name}: the game's own file reads back");
    // Without a file chooser, Ctrl+S saves to the games folder.
    app.world_mut().resource_mut::<FileChooser>().available = false;
    app.world_mut().trigger(GameAction::ChooseFile(FilePurpose::Save));
    app.update();
    let quick = app.world().resource::<ScreenNotes<G>>().saved_file().map(Path::to_owned).expect("saved");
    assert_eq!(quick.parent(), saved.parent(), "{name}: {}", quick.display());

    // With the AI on the second side, a new game and the same clicks bring its reply.
    app.world_mut().resource_mut::<GameSettings<G>>().seats.second = PlayerKind::Ai;
    app.world_mut().trigger(GameAction::NewGame);
    app.update();
    assert_eq!(current_game(&app), 0, "{name}: a new game starts from nothing");
    click_all(&mut app);
    update_until(&mut app, "the AI's reply", |app| current_game(app) == 2);
    let game = app.world().resource::<CurrentGame<G>>();
    assert_eq!(game.history().positions()[1].seat_to_move(), Seat::Second, "{name}: the reply was the second player's");
    assert!(app.world().resource::<AiSearch<G::Move>>().last.is_some(), "{name}: the panel keeps the AI's figures");

    // The move list and the graph show any earlier position; the AI, on move there, waits.
    app.world_mut().trigger(GameAction::GoTo(1));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(current_game(&app), 1, "{name}: the position after the first move is shown");
    assert!(!app.world().resource::<AiSearch<G::Move>>().is_thinking(), "{name}: the AI waits while browsing");
    app.world_mut().trigger(GameAction::GoTo(2));
    app.update();
    assert_eq!(current_game(&app), 2, "{name}: and the last position again");

    // Undo returns to the human's turn past the AI's reply; a new game with the AI first
    // cancels its search at once.
    app.world_mut().trigger(GameAction::Undo);
    app.update();
    assert_eq!(current_game(&app), 0, "{name}: undo steps back past the AI's reply");
    app.world_mut().resource_mut::<GameSettings<G>>().seats = Seats { first: PlayerKind::Ai, second: PlayerKind::Ai };
    app.world_mut().trigger(GameAction::NewGame);
    update_until(&mut app, "the AI's search", |app| app.world().resource::<AiSearch<G::Move>>().is_thinking());
    let flag = app.world().resource::<AiSearch<G::Move>>().job.as_ref().expect("searching").cancel_flag();
    app.world_mut().trigger(GameAction::NewGame);
    app.update();
    assert!(flag.load(Ordering::Relaxed), "{name}: the old search was told to stop");
}

#[test]
fn every_game_plays_browses_undoes_redoes_and_the_ai_replies_on_the_same_screen() {
    the_game_screen_plays_undoes_redoes_and_the_ai_replies::<Reversi>(
        "game-screen-reversi",
        &["f5".parse().expect("square")],
    );
    the_game_screen_plays_undoes_redoes_and_the_ai_replies::<Tictactoe>("game-screen-ttt", &[cell("5")]);
    the_game_screen_plays_undoes_redoes_and_the_ai_replies::<Catapultas>(
        "game-screen-cat",
        &[square(2, 1), square(4, 1)],
    );
}

#[test]
fn reversi_a_move_cues_the_disc_set_down_and_the_discs_turned() {
    let mut app = open_between_humans::<Reversi>("reversi-sound");
    listen(&mut app);
    app.world_mut().trigger(SquareClicked::<Reversi>("f5".parse().expect("a square")));
    app.update();
    assert_eq!(app.world().resource::<CurrentGame<Reversi>>().history().played().len(), 1);
    assert_eq!(heard(&app), [SoundCue::Place, SoundCue::Flip(1)], "f5 turns e5 over");
}

#[test]
fn the_sound_settings_persist_and_a_bad_volume_alone_is_reset() {
    let dir = scratch_dir("sound-settings");
    let mut app = app_with_settings_in(&dir);
    let chosen = SoundSettings { volume: 0.25, muted: true };
    app.world_mut().resource_mut::<Settings>().sound = chosen;
    save_settings(app.world()).expect("saved");
    let again = app_with_settings_in(&dir);
    assert_eq!((again.world().resource::<Settings>().sound, notice(&again)), (chosen, None));

    std::fs::write(dir.join("settings.json"), r#"{ "sound": { "volume": 7.5, "muted": true } }"#).expect("written");
    let app = app_with_settings_in(&dir);
    let sound = app.world().resource::<Settings>().sound;
    assert_eq!(sound, SoundSettings { volume: SoundSettings::default().volume, muted: true });
    assert!(notice(&app).is_some_and(|notice| notice.contains("sound.volume")));
}

#[test]
fn pictures_that_cannot_be_loaded_are_drawn_in_flat_colours() {
    // These tests have no image plugin, so no PNG loader: every picture fails to load.
    let mut app = headless_app("stand-ins");
    let art = app.world().resource::<Art>().clone();
    let pictures = [&art.black_disc, &art.white_disc, &art.felt, &art.dot, &art.ring, &art.x_stone, &art.o_stone];
    update_until(&mut app, "the stand-ins", |app| {
        pictures.iter().all(|picture| app.world().resource::<Assets<Image>>().contains(*picture))
    });
    let images = app.world().resource::<Assets<Image>>();
    let pixel = |picture: &Handle<Image>| images.get(picture).and_then(|image| image.data.clone()).expect("a stand-in");
    assert_eq!(pixel(&art.black_disc).len(), 4, "one pixel");
    assert_ne!(pixel(&art.black_disc), pixel(&art.white_disc), "each disc in its own colour");
}

#[test]
fn catapultas_a_click_that_picks_nothing_or_lands_nowhere_says_why() {
    let mut app = open_between_humans::<Catapultas>("cat-refused");
    let click = |app: &mut App, row, col| {
        app.world_mut().trigger(SquareClicked::<Catapultas>(square(row, col)));
        app.update();
        refused_click::<Catapultas>(app)
    };
    assert_eq!(click(&mut app, 5, 1).as_deref(), Some("Not your piece"));
    let boxed_in = click(&mut app, 3, 1).expect("a reason");
    assert!(boxed_in.starts_with("That piece cannot move"), "the front row waits at the start: {boxed_in}");
    assert_eq!(chain(&app), [], "nothing picked");
    // Picking a piece that can move says nothing new; a square it cannot reach does.
    app.world_mut().trigger(SquareClicked::<Catapultas>(square(2, 1)));
    app.update();
    assert_eq!(chain(&app), [square(2, 1)]);
    assert_eq!(click(&mut app, 5, 5).as_deref(), Some("It cannot land there"));
    assert_eq!(cat(&app).history().played(), [], "no move was made");
}

#[test]
fn the_rules_open_by_themselves_the_first_time_only_and_from_the_help() {
    let dir = scratch_dir("rules-seen");
    let mut app = app_with_settings_in(&dir);
    open::<Reversi>(&mut app);
    let shown = |app: &App| app.world().resource::<HowToPlayCard>().shown().map(|card| (card.game, card.page));
    assert_eq!(shown(&app), Some(("reversi", 0)), "a new player sees the rules");
    assert!(app.world().resource::<Settings>().rules_seen.is_empty(), "seen once closed");
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Menu);
    app.update();
    assert_eq!(shown(&app), None, "the card leaves with its game");
    app.update();
    assert_eq!(app.world().resource::<Settings>().rules_seen, ["reversi"]);
    save_settings(app.world()).expect("saved");
    let written: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("settings.json")).expect("written")).expect("JSON");
    assert_eq!(written["rules_seen"], serde_json::json!(["reversi"]));

    let mut again = app_with_settings_in(&dir);
    open::<Reversi>(&mut again);
    assert_eq!(shown(&again), None, "a returning player goes straight to the board");
    again.world_mut().trigger(ShowHowToPlay);
    again.update();
    assert_eq!(shown(&again), Some(("reversi", 0)), "the help's How to play");
    again.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Menu);
    again.update();
    open::<Catapultas>(&mut again);
    assert_eq!(shown(&again), Some(("catapultas", 0)), "another game's rules are new");
}

/// Records a search of the position on screen in the tree view, as its Record button does, and
/// waits for it.
fn record_tree<G: WindowGame>(app: &mut App, algorithm: Algorithm, order: MoveOrder, depth: u32) {
    app.world_mut().resource_scope(|world, mut view: Mut<TreeView<G>>| {
        let current_game = world.resource::<CurrentGame<G>>();
        let settings = world.resource::<GameSettings<G>>();
        view.algorithm = algorithm;
        view.order = order;
        view.depth = depth;
        record_position(&mut view, current_game, settings);
    });
    update_until(app, "the recorded tree", |app| !app.world().resource::<TreeView<G>>().is_recording());
}

#[test]
fn the_tree_view_records_the_tutorials_counts_and_compares_the_three_searches() {
    let mut app = open_between_humans::<Tictactoe>("ttt-tree");
    for order in [MoveOrder::BestFirst, MoveOrder::WorstFirst] {
        record_tree::<Tictactoe>(&mut app, Algorithm::AlphaBeta, order, 9);
    }
    for algorithm in Algorithm::ALL {
        // The full engine orders its own moves, whatever the order chosen.
        record_tree::<Tictactoe>(&mut app, algorithm, MoveOrder::AsGiven, 9);
    }
    let generation = ttt(&app).generation();
    let view = app.world().resource::<TreeView<Tictactoe>>();
    let counted: Vec<(Algorithm, MoveOrder, u64)> =
        view.comparisons(generation).map(|row| (row.algorithm, row.order, row.nodes)).collect();
    assert_eq!(
        counted,
        [
            (Algorithm::AlphaBeta, MoveOrder::BestFirst, 1_940),
            (Algorithm::AlphaBeta, MoveOrder::WorstFirst, 151_545),
            (Algorithm::Minimax, MoveOrder::AsGiven, 549_946),
            (Algorithm::AlphaBeta, MoveOrder::AsGiven, 20_866),
            (Algorithm::Full, MoveOrder::AsGiven, 5_102)
        ],
        "the counts of `nodes tictactoe` and `tree --order`, from the view"
    );
    assert!(view.comparisons(generation).all(|row| row.root_value == Some(0)), "a draw, whichever search");
    let recording = view.current(generation).expect("the last recording");
    let tree = &recording.layout.tree;
    assert_eq!(
        tree.visited() + tree.earlier_passes(),
        5_102,
        "the full engine's last pass is kept, the others counted"
    );
    assert!(tree.is_complete());
    assert_eq!(recording.layout.rows(recording.layout.node_count()).first(), Some(&Row::Node(0)));
}

#[test]
fn a_small_recorded_tree_is_drawn_as_the_course_draws_one() {
    let mut app = open_between_humans::<Tictactoe>("ttt-drawn-tree");
    record_tree::<Tictactoe>(&mut app, Algorithm::Minimax, MoveOrder::AsGiven, 2);
    let generation = ttt(&app).generation();
    let view = app.world().resource::<TreeView<Tictactoe>>();
    assert_eq!(view.look(generation), Look::Drawing, "82 positions: small enough to draw");
    let recording = view.current(generation).expect("recorded");
    let nodes = drawn::drawn_nodes(recording, recording.layout.node_count());
    assert_eq!(nodes.len(), 1 + 9 + 72);
    let count = |shape| nodes.iter().filter(|node| node.shape == shape).count();
    assert_eq!((count(Shape::Max), count(Shape::Min), count(Shape::Leaf)), (1, 9, 72));
    assert!(nodes.iter().all(|node| node.visited && !node.cut));
    let cells: Vec<&str> =
        nodes[1..].iter().filter(|node| node.parent == Some(0)).filter_map(|node| node.edge.as_deref()).collect();
    assert_eq!(cells, ["1", "2", "3", "4", "5", "6", "7", "8", "9"], "the root's moves on its edges");
    assert!(nodes[0].value.as_ref().is_some_and(|(text, known)| text.starts_with("= ") && *known));
    let at_start = drawn::drawn_nodes(recording, 1);
    assert!(at_start[0].visited && at_start[0].value.is_none(), "the root's value comes once the search leaves it");
    assert!(at_start[1..].iter().all(|node| !node.visited));

    record_tree::<Tictactoe>(&mut app, Algorithm::AlphaBeta, MoveOrder::AsGiven, 2);
    let view = app.world().resource::<TreeView<Tictactoe>>();
    let recording = view.current(generation).expect("recorded");
    let tree = &recording.layout.tree;
    let pruned: usize = tree.nodes().iter().map(|node| tree.pruned(node).len()).sum();
    let nodes = drawn::drawn_nodes(recording, recording.layout.node_count());
    assert!(pruned > 0);
    assert_eq!(nodes.iter().filter(|node| node.cut).count(), pruned, "each skipped move drawn cut");
    assert!(
        nodes.iter().filter(|node| node.cut).all(|node| node.parent.is_some_and(|parent| tree.nodes()[parent].cutoff))
    );
    assert!(
        nodes.iter().any(|node| node.value.as_ref().is_some_and(|(text, _)| text.starts_with('≤'))),
        "a bound was enough"
    );
    assert!(nodes.iter().filter(|node| node.on_best_line).count() >= 3, "the root, its move and the reply");
}

#[test]
fn the_tree_view_keeps_its_cap_and_a_recording_stops_with_the_screen() {
    let mut app = headless_app("cat-tree");
    // Depth 5 is past the view's offer (1 to 4), which the view's slider holds to; the resource
    // takes what it is given.
    app.world_mut().resource_mut::<GameSettings<Catapultas>>().seats =
        Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    open::<Catapultas>(&mut app);
    // Every move of both sides, five deep: 142,819 positions from the start.
    record_tree::<Catapultas>(&mut app, Algorithm::Minimax, MoveOrder::AsGiven, 5);
    let generation = cat(&app).generation();
    let view = app.world().resource::<TreeView<Catapultas>>();
    let tree = &view.current(generation).expect("recorded").layout.tree;
    assert_eq!(tree.nodes().len(), 20_000, "the view keeps at most its cap");
    assert!(tree.visited() > 20_000 && !tree.is_complete(), "and counts the whole search");
    // A deep recording left running is stopped when the player leaves the game.
    app.world_mut().resource_scope(|world, mut view: Mut<TreeView<Catapultas>>| {
        view.algorithm = Algorithm::Minimax;
        view.depth = 6;
        record_position(
            &mut view,
            world.resource::<CurrentGame<Catapultas>>(),
            world.resource::<GameSettings<Catapultas>>(),
        );
    });
    assert!(app.world().resource::<TreeView<Catapultas>>().is_recording());
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Menu);
    app.update();
    app.update();
    assert!(!app.world().resource::<TreeView<Catapultas>>().is_recording());
}

/// Starts a duel of the sliders as they are against opponent `opponent` and waits for its end.
fn run_duel<G: WindowGame>(app: &mut App, opponent: usize, depth: u32, games: u32, seed: u64) {
    app.world_mut().resource_scope(|world, mut duel: Mut<Duel<G>>| {
        (duel.opponent, duel.depth, duel.games, duel.seed) = (opponent, depth, games, seed);
        duel.start(&world.resource::<GameSettings<G>>().options);
    });
    update_until(app, "the duel's games", |app| !app.world().resource::<Duel<G>>().is_running());
}

/// Every game of the last duel, as its moves, and the tally.
fn duel_games<G: WindowGame>(app: &App) -> (Vec<Vec<G::Move>>, Tally) {
    let run = app.world().resource::<Duel<G>>().run.as_ref().expect("a duel was played");
    (run.outcomes.iter().map(|outcome| outcome.game.move_list()).collect(), run.tally)
}

#[test]
fn a_duel_of_reversi_weights_replays_from_its_seed_with_colours_swapped() {
    let mut app = headless_app("reversi-duel");
    app.world_mut().resource_scope(|_, mut settings: Mut<GameSettings<Reversi>>| {
        settings.seats = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
        settings.options.ai.weights = Weights::classroom();
        settings.options.ai.exact_endgame_empties = 6;
    });
    open::<Reversi>(&mut app);
    let settings = app.world().resource::<GameSettings<Reversi>>().options.clone();
    let opponents = Reversi::duel_opponents(&settings, 2);
    let greedy = opponents.iter().position(|opponent| opponent.options.ai.weights == Weights::greedy());
    let greedy = greedy.expect("the greedy preset is an opponent");
    assert!(opponents.iter().any(|opponent| opponent.name.contains("Champion")), "and so are the levels");

    run_duel::<Reversi>(&mut app, greedy, 2, 4, 5);
    let (games, tally) = duel_games::<Reversi>(&app);
    assert_eq!((games.len(), tally.games()), (4, 4), "every game played and counted");
    let run = app.world().resource::<Duel<Reversi>>().run.as_ref().expect("played");
    let [yours, theirs] = &run.players;
    assert_eq!((yours.ai.weights, yours.ai.max_depth, yours.ai.threads), (Weights::classroom(), 2, 1));
    assert_eq!((theirs.ai.weights, theirs.ai.max_depth), (Weights::greedy(), 2), "the same depth: a fair duel");
    let sides: Vec<Seat> = run.outcomes.iter().map(|outcome| outcome.seat_of(0)).collect();
    assert_eq!(sides, [Seat::First, Seat::Second, Seat::First, Seat::Second], "colours swapped game by game");
    let opening = |game: &[_]| game[..4].to_vec();
    assert_eq!(opening(&games[0]), opening(&games[1]), "a pair starts from the same balanced opening");
    let discs = tally.players.map(|record| record.discs.expect("Reversi counts discs"));
    let ends: u32 = run
        .outcomes
        .iter()
        .map(|outcome| {
            let (black, white) = outcome.game.position().disc_counts();
            black + white
        })
        .sum();
    assert_eq!(discs[0] + discs[1], ends, "the discs of every final position, shared out");

    run_duel::<Reversi>(&mut app, greedy, 2, 4, 5);
    assert_eq!(duel_games::<Reversi>(&app), (games.clone(), tally), "the same seed plays the same games");
    run_duel::<Reversi>(&mut app, greedy, 2, 4, 6);
    assert_ne!(duel_games::<Reversi>(&app).0, games, "another seed, other openings");
}

#[test]
fn a_catapultas_duel_against_a_level_can_be_cancelled_and_its_games_shown() {
    let mut app = open_between_humans::<Catapultas>("catapultas-duel");
    let settings = app.world().resource::<GameSettings<Catapultas>>().options.clone();
    let opponents = Catapultas::duel_opponents(&settings, 2);
    let easy =
        opponents.iter().position(|opponent| opponent.options.ai.max_depth == 2 && opponent.name.contains("Easy"));
    run_duel::<Catapultas>(&mut app, easy.expect("the easy level is an opponent"), 2, 2, 1);
    let run = app.world().resource::<Duel<Catapultas>>().run.as_ref().expect("played");
    assert_eq!(run.tally.games(), 2);
    assert!(run.tally.players[0].discs.is_some(), "Catapultas counts pieces");
    let last = run.outcomes.last().expect("a game").game.clone();

    // The games are kept: one is shown on the board, as the list's Show button does.
    let text = <Catapultas as ArcadeGame>::Position::write_moves(last.start(), &last.move_list());
    app.world_mut().trigger(GameAction::Load(text));
    app.update();
    assert_eq!(cat(&app).position(), last.position(), "the duel's game on the board");

    // A long duel stops when cancelled, keeping what it finished.
    app.world_mut().resource_scope(|world, mut duel: Mut<Duel<Catapultas>>| {
        (duel.depth, duel.games) = (4, 200);
        duel.start(&world.resource::<GameSettings<Catapultas>>().options);
    });
    app.update();
    let flag = {
        let duel = app.world().resource::<Duel<Catapultas>>();
        assert!(duel.is_running());
        duel.run.as_ref().expect("started").cancel_flags()
    };
    app.world_mut().resource_mut::<Duel<Catapultas>>().cancel();
    let duel = app.world().resource::<Duel<Catapultas>>();
    let run = duel.run.as_ref().expect("kept");
    assert!(!duel.is_running() && run.was_stopped());
    assert!(run.tally.games() < 200);
    assert!(flag.iter().all(|flag| flag.load(Ordering::Relaxed)), "the games' searches are told to stop");
}

/// Reversi's autosave in `dir`, as JSON.
fn reversi_autosave(dir: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(dir.join("autosave/reversi.json")).expect("the game is kept");
    serde_json::from_str(&text).expect("JSON")
}

fn humans<G: ArcadeGame>(app: &mut App) {
    app.world_mut().resource_mut::<GameSettings<G>>().seats =
        Seats { first: PlayerKind::Human, second: PlayerKind::Human };
}

#[test]
fn every_move_is_kept_and_the_next_launch_continues_the_game() {
    let dir = scratch_dir("autosave");
    let mut app = app_with_settings_in(&dir);
    humans::<Reversi>(&mut app);
    open::<Reversi>(&mut app);
    app.world_mut().trigger(GameAction::Load("f5d6c3d3".into()));
    app.update();
    assert_eq!(reversi_autosave(&dir)["line"].as_array().map(Vec::len), Some(4), "written after the moves");
    app.world_mut().trigger(GameAction::Undo);
    app.update();
    let kept = reversi_autosave(&dir);
    assert_eq!((kept["cursor"].as_u64(), kept["line"].as_array().map(Vec::len)), (Some(3), Some(4)));
    let position = *app.world().resource::<CurrentGame<Reversi>>().position();

    // The first app is never closed, as after a kill: the next launch finds the game as it was.
    let mut next = app_reading_settings_in(&dir, |app| {
        app.add_systems(Startup, minimax_arcade::app::continue_latest);
    });
    next.update();
    next.update();
    assert_eq!(screen(&next), Screen::Game("reversi"), "--continue opens the game played last");
    let current_game = next.world().resource::<CurrentGame<Reversi>>();
    assert_eq!(
        (*current_game.position(), current_game.history().cursor(), current_game.history().line().len()),
        (position, 3, 4)
    );
    next.world_mut().trigger(GameAction::Redo);
    next.update();
    assert_eq!(next.world().resource::<CurrentGame<Reversi>>().history().played().len(), 4, "what was taken back too");

    // On the menu the same game is offered, until it is over.
    let mut menu = app_with_settings_in(&dir);
    menu.update();
    let offered = menu.world().resource::<ContinueOffer>().0.as_ref().map(|card| card.game);
    assert_eq!(offered, Some("reversi"));
}

#[test]
fn an_unreadable_autosave_is_set_aside_with_a_message_and_a_new_game_starts() {
    let start = minimax_arcade::games::reversi::Position::start();
    let illegal = serde_json::json!({
        "format": 1, "game": "reversi", "saved_at": 1, "start": start.to_string(), "line": [0, 40], "cursor": 2,
        "clock": null, "out_of_time": null, "paused": false,
    });
    for (name, contents, says) in [
        ("damaged", "{\"format\": 1, \"game\": \"reversi\", \"sta".to_owned(), "could not be read"),
        ("newer", "{\"format\": 99, \"game\": \"reversi\"}".to_owned(), "newer version"),
        ("illegal", illegal.to_string(), "move 2 is not a legal move"),
    ] {
        let dir = scratch_dir(&format!("autosave-{name}"));
        std::fs::create_dir_all(dir.join("autosave")).expect("folder");
        std::fs::write(dir.join("autosave/reversi.json"), &contents).expect("written");
        let mut app = app_with_settings_in(&dir);
        app.update();
        assert_eq!(screen(&app), Screen::Menu, "{name}: the menu is not blocked");
        let notice = app.world().resource::<SettingsNotice>().0.clone().unwrap_or_default();
        assert!(notice.contains(says) && notice.contains("reversi-unreadable-"), "{name}: {notice}");
        let set_aside = std::fs::read_dir(dir.join("autosave"))
            .expect("folder")
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .find(|file| file.starts_with("reversi-unreadable-"))
            .expect("kept aside");
        assert_eq!(std::fs::read_to_string(dir.join("autosave").join(set_aside)).expect("kept"), contents);
        assert!(app.world().resource::<CurrentGame<Reversi>>().history().line().is_empty(), "{name}: a new game");
    }
}

#[test]
fn a_game_that_cannot_be_kept_says_so_once_and_play_goes_on() {
    let dir = scratch_dir("autosave-blocked");
    // A file where the folder should be: nothing can be written there, even by root.
    std::fs::write(dir.join("autosave"), "not a folder").expect("written");
    let mut app = app_with_settings_in(&dir);
    humans::<Tictactoe>(&mut app);
    open::<Tictactoe>(&mut app);
    app.world_mut().trigger(SquareClicked::<Tictactoe>(cell("5")));
    app.update();
    let notice = app.world().resource::<SettingsNotice>().0.clone().expect("a message");
    assert!(notice.contains("could not be kept"), "{notice}");
    app.world_mut().resource_mut::<SettingsNotice>().0 = None;
    settle(&mut app);
    app.world_mut().trigger(SquareClicked::<Tictactoe>(cell("1")));
    app.update();
    app.update();
    assert_eq!(ttt(&app).history().played().len(), 2, "the game goes on");
    assert_eq!(app.world().resource::<SettingsNotice>().0, None, "the same problem is said once");
}

/// The library's listing in `dir`'s games folder.
fn library_in(dir: &Path) -> library::Listing {
    Library::in_dir(dir.join("games")).list().expect("the games folder")
}

fn machines<G: ArcadeGame>(app: &mut App) {
    app.world_mut().resource_mut::<GameSettings<G>>().seats = Seats { first: PlayerKind::Ai, second: PlayerKind::Ai };
}

#[test]
fn a_finished_game_is_kept_once_with_its_players_and_opens_from_the_library() {
    let dir = scratch_dir("library-finished");
    let mut app = app_with_settings_in(&dir);
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    machines::<Tictactoe>(&mut app);
    open::<Tictactoe>(&mut app);
    update_until(&mut app, "the end of the game", |app| app.world().resource::<CurrentGame<Tictactoe>>().is_over());
    for _ in 0..3 {
        app.update();
    }
    let listing = library_in(&dir);
    assert_eq!(listing.games.len(), 1, "kept once, however many frames show it over");
    let record = &listing.games[0].record;
    let current_game = app.world().resource::<CurrentGame<Tictactoe>>();
    assert_eq!(record.summary.plies, current_game.history().played().len());
    assert_eq!(record.origin, Origin::Finished);
    let level = Tictactoe::level_id(&app.world().resource::<GameSettings<Tictactoe>>().options);
    assert!(
        record.players.iter().all(|player| player.kind == library::PlayerKind::Ai && player.level.as_deref() == level)
    );
    assert!(level.is_some(), "the AI plays at a named level by default");

    // Saving the same game again is the same entry; opened from the library, it is on the board.
    app.world_mut().trigger(GameAction::Save);
    app.update();
    assert_eq!(library_in(&dir).games.len(), 1);
    let end = *current_position::<Tictactoe>(&app);
    humans::<Tictactoe>(&mut app);
    app.world_mut().trigger(GameAction::NewGame);
    app.update();
    app.world_mut().trigger(OpenGame::of::<minimax_arcade::games::reversi::Position>());
    app.update();
    let path = listing.games[0].path.clone();
    app.world_mut().trigger(OpenFromLibrary { game: "tictactoe".into(), path, review: false });
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Game("tictactoe"));
    assert_eq!(*current_position::<Tictactoe>(&app), end);
}

fn current_position<G: ArcadeGame>(app: &App) -> &G::Position {
    app.world().resource::<CurrentGame<G>>().position()
}

#[test]
fn a_reversi_game_from_the_library_opens_under_review_and_a_damaged_one_is_refused() {
    let dir = scratch_dir("library-review");
    let mut app = app_with_settings_in(&dir);
    humans::<Reversi>(&mut app);
    let start = minimax_arcade::games::reversi::Position::initial();
    let moves = minimax_arcade::games::random::random_opening(&start, 20, 9, 0);
    let players =
        [library::PlayerKind::Human, library::PlayerKind::Human].map(|kind| PlayerRecord::new(kind, "Human", None));
    let record = Record::of(&start, &moves, players, Origin::Saved, 0, None);
    let library = Library::in_dir(dir.join("games"));
    let path = library.keep(&record).expect("kept");
    app.world_mut().trigger(OpenFromLibrary { game: "reversi".into(), path: path.clone(), review: true });
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Game("reversi"));
    assert_eq!(app.world().resource::<CurrentGame<Reversi>>().history().played(), &moves[..]);
    assert!(app.world().resource::<GameReview>().is_running(), "Review starts the review");

    // A library file damaged since it was listed: a message, and the game on the board stays.
    let text = std::fs::read_to_string(&path).expect("the file");
    std::fs::write(&path, text.replace("\"line\":[", "\"line\":[60,")).expect("damaged");
    app.world_mut().trigger(GameAction::Open(path));
    app.update();
    let error = app
        .world()
        .resource::<ScreenNotes<Reversi>>()
        .file_error(app.world().resource::<CurrentGame<Reversi>>().generation());
    assert!(error.is_some_and(|error| error.contains("Move 1")), "{error:?}");
    assert_eq!(app.world().resource::<CurrentGame<Reversi>>().history().played(), &moves[..]);
}

#[test]
fn a_games_folder_that_cannot_be_written_is_said_and_the_game_goes_on() {
    let dir = scratch_dir("library-blocked");
    std::fs::create_dir_all(&dir).expect("folder");
    // A file where the games folder should be: nothing can be kept in it.
    std::fs::write(dir.join("games"), "not a folder").expect("written");
    let mut app = app_with_settings_in(&dir);
    humans::<Tictactoe>(&mut app);
    open::<Tictactoe>(&mut app);
    app.world_mut().trigger(GameAction::Save);
    app.update();
    let generation = app.world().resource::<CurrentGame<Tictactoe>>().generation();
    let error = app.world().resource::<ScreenNotes<Tictactoe>>().file_error(generation).map(str::to_owned);
    assert!(error.as_ref().is_some_and(|error| error.contains("games")), "{error:?}");
    // A game that ends is not kept, which is said; the game screen goes on.
    app.world_mut().trigger(GameAction::Load("1 2 4 5 7".into()));
    app.update();
    assert!(app.world().resource::<CurrentGame<Tictactoe>>().is_over());
    let notice = app.world().resource::<SettingsNotice>().0.clone();
    assert!(notice.is_some_and(|notice| notice.contains("could not use")), "the player is told");
    assert_eq!(screen(&app), Screen::Game("tictactoe"));
}

/// What a soak measured: plies played, games finished, and the process' memory, threads and
/// open files after the warm-up and at the end.
#[derive(Debug)]
struct Soak {
    plies: usize,
    games: usize,
    resident_kib: [u64; 2],
    threads: [usize; 2],
    open_files: [usize; 2],
}

fn resident_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let line = status.lines().find(|line| line.starts_with("VmRSS:")).unwrap_or_default();
    line.split_whitespace().nth(1).and_then(|kib| kib.parse().ok()).unwrap_or(0)
}

fn entries(dir: &str) -> usize {
    std::fs::read_dir(dir).map_or(0, Iterator::count)
}

/// Two AIs play Reversi game after game in the app until `plies` moves or `time` have passed,
/// a new game as soon as one ends. After every move the autosave must hold the game as it
/// stands; every finished game must be in the library.
fn soak(name: &str, plies: usize, time: std::time::Duration) -> Soak {
    let dir = scratch_dir(name);
    let mut app = app_with_settings_in(&dir);
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    machines::<Reversi>(&mut app);
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        let ai = &mut settings.options.ai;
        (ai.max_depth, ai.time_limit_ms, ai.exact_endgame_empties, ai.threads) = (2, 0, 6, 1);
        // Every game from another opening: the library keeps each as its own.
        settings.options.balanced_openings = true;
    }
    open::<Reversi>(&mut app);
    let started = std::time::Instant::now();
    let mut figures = Soak { plies: 0, games: 0, resident_kib: [0; 2], threads: [0; 2], open_files: [0; 2] };
    let mut finished = std::collections::HashSet::new();
    let mut seen = app.world().resource::<CurrentGame<Reversi>>().history().played().len();
    while figures.plies < plies && started.elapsed() < time {
        app.update();
        let current_game = app.world().resource::<CurrentGame<Reversi>>();
        let played = current_game.history().played().len();
        if played != seen {
            figures.plies += played.saturating_sub(seen);
            seen = played;
            let kept = reversi_autosave(&dir);
            assert_eq!(kept["cursor"].as_u64(), Some(played as u64), "the autosave holds every move");
        }
        if current_game.is_over() {
            finished.insert(current_game.history().played().to_vec());
            figures.games += 1;
            app.update();
            app.world_mut().trigger(GameAction::NewGame);
            app.update();
            seen = app.world().resource::<CurrentGame<Reversi>>().history().played().len();
            if figures.games == 1 {
                // Warmed up: the pools, tables and caches a game needs are there.
                figures.resident_kib[0] = resident_kib();
                figures.threads[0] = entries("/proc/self/task");
                figures.open_files[0] = entries("/proc/self/fd");
            }
        }
    }
    figures.resident_kib[1] = resident_kib();
    figures.threads[1] = entries("/proc/self/task");
    figures.open_files[1] = entries("/proc/self/fd");
    let listing = library_in(&dir);
    assert!(listing.unreadable.is_empty(), "{:?}", listing.unreadable);
    assert_eq!(listing.games.len(), finished.len(), "every finished game is in the library, once");
    let _ = std::fs::remove_dir_all(&dir);
    figures
}

/// The process may grow this much over a soak after its warm-up: the library's listing, the
/// allocator's slack and the search tables (16 MiB for each AI's midgame search, 64 MiB for its
/// solver), whose zeroed pages the operating system only lends as searches first write to them;
/// since nodes one ply above the horizon stopped writing the midgame table, short searches reach
/// its last pages over thousands of moves. Not a leak per move (a thousand moves leaking a
/// kilobyte each would not show; a search table or a task kept per move would).
const SOAK_GROWTH_KIB: u64 = 64 * 1024;

fn assert_steady(figures: &Soak) {
    assert!(figures.games >= 2, "{figures:?}");
    let growth = figures.resident_kib[1].saturating_sub(figures.resident_kib[0]);
    assert!(growth <= SOAK_GROWTH_KIB, "memory grew {growth} KiB: {figures:?}");
    assert!(figures.threads[1] <= figures.threads[0] + 2, "threads leak: {figures:?}");
    assert_eq!(figures.open_files[1], figures.open_files[0], "files left open: {figures:?}");
}

/// The soak counts the whole process's threads, open files and memory, which the tests running
/// beside it in this binary would change: it runs alone, in a child process of this binary.
#[test]
fn a_thousand_moves_of_ai_against_ai_leave_no_leak_and_every_move_kept() {
    let test = "games::a_thousand_moves_alone";
    let output = this_binary_again(&[test, "--exact", "--ignored", "--nocapture"], ("MINIMAX_ARCADE_SOAK", "1"));
    let printed = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success() && printed.contains("1 passed"), "{printed}");
}

#[test]
#[ignore = "run alone by a_thousand_moves_of_ai_against_ai_leave_no_leak_and_every_move_kept"]
fn a_thousand_moves_alone() {
    let figures = soak("soak", 1_000, std::time::Duration::from_secs(600));
    eprintln!("soak: {figures:?}");
    // One frame may add two plies (a move and the pass it forces), so the count can end at 1,001.
    assert!(figures.plies >= 1_000, "stopped by the clock: {figures:?}");
    assert_steady(&figures);
}

/// An hour of the same (`cargo test --profile checked --test window -- --ignored soak_for_an_hour`;
/// `SOAK_MINUTES` shortens it).
#[test]
#[ignore = "an hour long"]
fn soak_for_an_hour() {
    let minutes = std::env::var("SOAK_MINUTES").ok().and_then(|minutes| minutes.parse().ok()).unwrap_or(60);
    let figures = soak("soak-hour", usize::MAX, std::time::Duration::from_secs(60 * minutes));
    eprintln!("soak: {figures:?}");
    assert_steady(&figures);
}
