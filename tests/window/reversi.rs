//! The window's game logic without a window: `MinimalPlugins` + `StatesPlugin` + the app's
//! `GamePlugin`, driven with `app.update()`.

use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_egui::egui;
use minimax_arcade::app::Screen;
use minimax_arcade::app::base::animation::{PopIn, TurnOver};
use minimax_arcade::app::base::assets::Art;
use minimax_arcade::app::base::game_clock::GameClock;
use minimax_arcade::app::base::i18n;
use minimax_arcade::app::base::i18n::Language;
use minimax_arcade::app::base::redraw::{SEARCH_REFRESH, WakeUp};
use minimax_arcade::app::base::requests::{GameAction, OpenGame};
use minimax_arcade::app::base::settings::{AnalysisStrength, PlayerKind, Seats, Settings, SettingsNotice, TimeControl};
use minimax_arcade::app::base::settings_file::{SettingsFile, save_settings};
use minimax_arcade::app::base::tasks::AiSearch;
use minimax_arcade::app::catapultas::Catapultas;
use minimax_arcade::app::contract::arcade_game::ArcadeGame;
use minimax_arcade::app::contract::current_game::CurrentGame;
use minimax_arcade::app::contract::game_settings::GameSettings;
use minimax_arcade::app::contract::window_game::WindowGame;
use minimax_arcade::app::game_screen::why_section::why_section;
use minimax_arcade::app::game_screen::{
    BoardSquare, GraphAnalysis, HOVER_REST, HintLabel, Hints, HoveredSquare, MoveLine, OutsideSeat, ScreenNotes,
    SquareClicked, WhyThisMove,
};
use minimax_arcade::app::reversi::Reversi;
use minimax_arcade::app::reversi::board::{Disc, LegalDot, PvGhost, StableMark};
use minimax_arcade::app::reversi::editor::{BoardEditor, EditorAction, Paint};
use minimax_arcade::app::reversi::opening_names::{game_opening, opening_after};
use minimax_arcade::app::tictactoe::Tictactoe;
use minimax_arcade::app::widgets::translated;
use minimax_arcade::engine::{Breakdown, LeafValue, SearchInfo, Selectivity};
use minimax_arcade::games::Seat;
use minimax_arcade::games::reversi::rules::stable_discs;
use minimax_arcade::games::reversi::{
    Bitboard, LEVELS, Level, Move, Position, Side, Square, Variety, format_position, parse_position,
};
use minimax_arcade::games::tictactoe::SearchKind;

use crate::test_app::{app_reading_settings_in, scratch_dir, update_until};
fn square(name: &str) -> Square {
    name.parse().expect("a square")
}

fn headless_app(name: &str) -> App {
    app_reading_settings_in(&scratch_dir(name), |_| {})
}

fn app_with_settings_in(dir: &Path) -> App {
    app_reading_settings_in(dir, |_| {})
}

fn set_seats(app: &mut App, first: PlayerKind, second: PlayerKind) {
    let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
    settings.seats = Seats { first, second };
    settings.options.ai.time_limit_ms = 100;
    settings.options.ai.max_depth = 4;
}

fn open_reversi(app: &mut App) {
    app.world_mut().trigger(OpenGame::of::<Position>());
    app.update();
    app.update();
}

fn count<C: Component>(app: &mut App) -> usize {
    app.world_mut().query_filtered::<(), With<C>>().iter(app.world()).count()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}
#[test]
fn the_menu_opens_reversi() {
    let mut app = headless_app("reversi-menu");
    assert_eq!(screen(&app), Screen::Menu);
    open_reversi(&mut app);
    assert_eq!(screen(&app), Reversi::screen());
    assert_eq!(count::<Disc>(&mut app), 64);
}

#[test]
fn a_click_on_a_legal_square_plays_and_turns_the_discs_over() {
    let mut app = headless_app("click");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    app.world_mut().trigger(SquareClicked::<Reversi>(square("a1")));
    app.update();
    assert!(app.world().resource::<CurrentGame<Reversi>>().history().played().is_empty(), "a1 is not legal");

    app.world_mut().trigger(SquareClicked::<Reversi>(square("f5")));
    app.update();
    let position = *app.world().resource::<CurrentGame<Reversi>>().position();
    assert_eq!(position.disc_counts(), (4, 1));
    assert_eq!(count::<PopIn>(&mut app), 1, "the placed disc pops in");
    assert_eq!(count::<TurnOver>(&mut app), 1, "e5 turns over");

    // Input waits for the animation: White's d6 is legal but must not be played yet.
    app.world_mut().trigger(SquareClicked::<Reversi>(square("d6")));
    app.update();
    assert_eq!(app.world().resource::<CurrentGame<Reversi>>().history().played().len(), 1);
    update_until(&mut app, "the animation", |app| count::<TurnOver>(app) + count::<PopIn>(app) == 0);
    app.world_mut().trigger(SquareClicked::<Reversi>(square("d6")));
    app.update();
    assert_eq!(app.world().resource::<CurrentGame<Reversi>>().history().played().len(), 2);
}

#[test]
fn the_ai_searches_in_a_task_and_plays_its_move() {
    let mut app = headless_app("ai");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Ai);
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    open_reversi(&mut app);
    app.world_mut().trigger(SquareClicked::<Reversi>(square("f5")));
    update_until(&mut app, "the AI to start", |app| app.world().resource::<AiSearch<Move>>().is_thinking());
    update_until(&mut app, "the AI's move", |app| {
        app.world().resource::<CurrentGame<Reversi>>().history().played().len() == 2
    });
    let game = app.world().resource::<CurrentGame<Reversi>>();
    assert_eq!(game.position().side_to_move(), Side::Black);
    assert!(app.world().resource::<AiSearch<Move>>().last.is_some(), "the figures stay after the move");

    // Undo steps back past the AI's reply to the human's move; the panel still shows what the
    // AI found, not "has not searched yet".
    app.world_mut().trigger(GameAction::Undo);
    app.update();
    assert!(app.world().resource::<CurrentGame<Reversi>>().history().played().is_empty());
    assert!(app.world().resource::<AiSearch<Move>>().last.is_some(), "the figures stay after an undo");
}

#[test]
fn a_new_game_cancels_the_running_search() {
    let mut app = headless_app("cancel");
    set_seats(&mut app, PlayerKind::Ai, PlayerKind::Ai);
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        settings.options.ai.time_limit_ms = 0;
        settings.options.ai.max_depth = 30;
    }
    open_reversi(&mut app);
    update_until(&mut app, "the AI to start", |app| app.world().resource::<AiSearch<Move>>().is_thinking());
    let cancel = app.world().resource::<AiSearch<Move>>().job.as_ref().map(|job| job.cancel_flag()).expect("a job");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    app.world_mut().trigger(GameAction::NewGame);
    app.update();
    assert!(cancel.load(Ordering::Relaxed), "the engine's cancel flag is set");
    assert!(!app.world().resource::<AiSearch<Move>>().is_thinking());
    assert!(app.world().resource::<CurrentGame<Reversi>>().history().played().is_empty());
}

#[test]
fn a_bad_paste_shows_the_error_and_changes_nothing() {
    let mut app = headless_app("paste");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    app.world_mut().trigger(GameAction::Load("f5d6z9".into()));
    app.update();
    let game = app.world().resource::<CurrentGame<Reversi>>();
    assert!(file_error(&app).is_some_and(|error| error.contains("z9")));
    assert!(game.history().played().is_empty());

    app.world_mut().trigger(GameAction::Load("f5d6c3".into()));
    app.update();
    let game = app.world().resource::<CurrentGame<Reversi>>();
    assert_eq!(game.history().played().len(), 3);
    assert_eq!(file_error(&app), None);
}

#[test]
fn settings_survive_a_round_trip() {
    let dir = scratch_dir("round-trip");
    let mut app = app_with_settings_in(&dir);
    app.world_mut().resource_mut::<Settings>().animation_speed = 2.5;
    {
        let mut reversi = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        reversi.seats = Seats { first: PlayerKind::Ai, second: PlayerKind::Human };
        reversi.options.ai.weights.midgame.stability = 17;
    }
    save_settings(app.world()).expect("saved");
    let again = app_with_settings_in(&dir);
    assert_eq!(*again.world().resource::<Settings>(), *app.world().resource::<Settings>());
    assert_eq!(*again.world().resource::<GameSettings<Reversi>>(), *app.world().resource::<GameSettings<Reversi>>());
    assert!(again.world().resource::<SettingsNotice>().0.is_none());
}

#[test]
fn a_corrupt_settings_file_means_defaults_a_notice_and_a_backup() {
    let dir = scratch_dir("corrupt");
    std::fs::write(dir.join("settings.json"), "{ this is not json").expect("written");
    let app = app_with_settings_in(&dir);
    assert_eq!(*app.world().resource::<Settings>(), first_start_settings());
    assert!(app.world().resource::<SettingsNotice>().0.is_some());
    assert!(dir.join("settings.json.bak").exists(), "the bad file is kept");
    assert!(SettingsFile::in_dir(&dir).read().1.is_none(), "a missing file is not a problem");
}

#[test]
fn the_window_rests_when_idle_and_refreshes_while_the_ai_searches() {
    let mut app = headless_app("redraw");
    open_reversi(&mut app);
    update_until(&mut app, "the opening discs to settle", |app| count::<PopIn>(app) + count::<TurnOver>(app) == 0);
    // The graph's analysis of the start works while the human thinks, then rests.
    update_until(&mut app, "the start's value on the graph", |app| {
        let current_game = app.world().resource::<CurrentGame<Reversi>>();
        current_game.evaluations().first().is_some_and(Option::is_some)
    });
    app.update();
    assert!(!app.world().resource::<GraphAnalysis<Reversi>>().is_searching(), "every position is measured");
    app.world_mut().resource_mut::<WakeUp>().take();
    app.update();
    assert_eq!(app.world_mut().resource_mut::<WakeUp>().take(), None, "a human's turn asks for no frame");

    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        settings.seats = Seats { first: PlayerKind::Ai, second: PlayerKind::Human };
        settings.options.ai.time_limit_ms = 10_000;
        settings.options.ai.max_depth = 30;
    }
    app.update();
    assert_eq!(app.world_mut().resource_mut::<WakeUp>().take(), Some(Duration::ZERO), "a change is drawn at once");
    assert!(app.world().resource::<AiSearch<Move>>().is_thinking());
    app.update();
    assert_eq!(app.world_mut().resource_mut::<WakeUp>().take(), Some(SEARCH_REFRESH), "a search refreshes the panel");
    app.world_mut().trigger(GameAction::NewGame);
}
/// An app that read `text` as its settings file, its notice, and whether it kept the file aside.
fn load_settings_text(name: &str, text: &str) -> (App, Option<String>, bool) {
    let dir = scratch_dir(name);
    std::fs::write(dir.join("settings.json"), text).expect("written");
    let app = app_with_settings_in(&dir);
    let notice = app.world().resource::<SettingsNotice>().0.clone();
    (app, notice, dir.join("settings.json.bak").exists())
}

/// The window's settings as a first start makes them: the defaults, speaking the system's
/// language (the tests' system speaks English).
fn first_start_settings() -> Settings {
    Settings { language: Some(Language::English), ..Settings::default() }
}

fn game_settings<G: ArcadeGame>(app: &App) -> &GameSettings<G> {
    app.world().resource::<GameSettings<G>>()
}

#[test]
fn empty_truncated_and_corrupt_settings_files_mean_defaults_a_notice_and_a_backup() {
    let chosen = Settings { animation_speed: 2.5, ..Settings::default() };
    let whole = serde_json::to_string_pretty(&chosen).expect("encoded");
    let truncated = &whole[..whole.len() / 2];
    for (name, text) in
        [("empty", ""), ("truncated", truncated), ("corrupt", "\u{0}\u{ff}garbage"), ("array", "[1, 2]")]
    {
        let (app, notice, kept) = load_settings_text(name, text);
        assert_eq!(*app.world().resource::<Settings>(), first_start_settings(), "{name}");
        assert_eq!(*game_settings::<Reversi>(&app), GameSettings::default(), "{name}");
        assert!(notice.is_some_and(|notice| notice.contains("settings.json")), "{name}: the notice names the file");
        assert!(kept, "{name}: the bad file is kept aside");
    }
    let (_, notice, _) = load_settings_text("empty-notice", "  \n");
    assert!(notice.is_some_and(|notice| notice.contains("is empty")));
}

#[test]
fn a_settings_file_with_bad_fields_keeps_the_good_ones() {
    let text = r#"{"animation_speed": "fast", "reversi": {"show_hints": true, "seats": {"first": "Robot"}},
                  "tictactoe": {"heuristic_depth": 5}, "catapultas": 7}"#;
    let (app, notice, kept) = load_settings_text("bad-fields", text);
    assert_eq!(app.world().resource::<Settings>().animation_speed, Settings::default().animation_speed);
    assert!(game_settings::<Reversi>(&app).show_hints, "a good field beside bad ones is kept");
    assert_eq!(game_settings::<Reversi>(&app).seats, Seats::default());
    assert_eq!(game_settings::<Tictactoe>(&app).options.ai.heuristic_depth, 5);
    assert_eq!(*game_settings::<Catapultas>(&app), GameSettings::default(), "a game's part that is no object");
    let notice = notice.expect("a notice");
    assert!(notice.contains("animation_speed") && notice.contains("reversi.seats.first"), "{notice}");
    assert!(notice.contains("(the setting animation_speed cannot be \"fast\")"), "the first named: {notice}");
    assert!(notice.contains("catapultas"), "{notice}");
    assert!(kept);
}

#[test]
fn settings_of_newer_and_older_versions_load_without_complaint() {
    let dir = scratch_dir("newer");
    let newer = r#"{"animation_speed": 0.5, "a_future_option": [1, 2], "reversi": {"show_hints": true, "future": 1},
                   "a_future_game": {"seats": {"first": "Ai"}}}"#;
    std::fs::write(dir.join("settings.json"), newer).expect("written");
    let app = app_with_settings_in(&dir);
    assert_eq!(app.world().resource::<Settings>().animation_speed, 0.5);
    assert!(game_settings::<Reversi>(&app).show_hints);
    assert!(app.world().resource::<SettingsNotice>().0.is_none() && !dir.join("settings.json.bak").exists());
    save_settings(app.world()).expect("saved");
    let written = std::fs::read_to_string(dir.join("settings.json")).expect("written back");
    assert!(written.contains("a_future_game") && written.contains("a_future_option"), "kept: {written}");

    let older = r#"{"reversi": {"show_legal_moves": false}}"#;
    let (app, notice, kept) = load_settings_text("older", older);
    assert!(!game_settings::<Reversi>(&app).options.show_legal_moves);
    assert_eq!(*game_settings::<Tictactoe>(&app), GameSettings::default());
    assert!(notice.is_none() && !kept);
}

#[test]
fn a_directory_in_place_of_the_settings_file_means_defaults_and_a_notice() {
    let dir = scratch_dir("directory");
    std::fs::create_dir_all(dir.join("settings.json")).expect("a directory");
    let app = app_with_settings_in(&dir);
    assert_eq!(*app.world().resource::<Settings>(), first_start_settings());
    let notice = app.world().resource::<SettingsNotice>().0.clone();
    assert!(notice.is_some_and(|notice| notice.contains("Could not read")));
    save_settings(app.world()).expect("with the directory kept aside, saving works");
    assert!(SettingsFile::in_dir(&dir).read().1.is_none());
}

#[test]
fn a_new_game_can_start_from_a_balanced_opening() {
    let mut app = headless_app("openings");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.balanced_openings = true;
    open_reversi(&mut app);
    app.world_mut().trigger(GameAction::NewGame);
    app.update();
    let game = app.world().resource::<CurrentGame<Reversi>>();
    let played = game.history().played().to_vec();
    assert_eq!(played.len(), 8, "an opening is 8 moves");
    let listed =
        minimax_arcade::games::reversi::analysis::openings::balanced().iter().any(|opening| opening.moves == played);
    assert!(listed, "the moves are one of the shipped balanced openings: {played:?}");
    let (black, white) = game.position().disc_counts();
    assert_eq!(black + white, 12, "four discs and one per move on the board");
}

#[test]
fn a_review_in_the_window_judges_every_move_as_the_command_line_does() {
    use minimax_arcade::app::reversi::review::{GameReview, review_settings};
    use minimax_arcade::games::reversi::analysis::review::review;
    use minimax_arcade::games::reversi::{GameRecord, LEVELS, RecordedMove};

    let mut app = headless_app("review");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    app.world_mut().trigger(GameAction::Load("f5d6c3d3c4f4c5b3".into()));
    app.update();
    // One thread: the same search gives the same verdicts, to compare with the command line's.
    // The AI plays at the weakest level: the review searches as it always does all the same.
    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.ai = LEVELS[0].settings(1);
    app.world_mut().resource_scope(|world, mut game_review: Mut<GameReview>| {
        game_review.start(world.resource::<CurrentGame<Reversi>>(), 1);
    });
    update_until(&mut app, "the review", |app| !app.world().resource::<GameReview>().is_running());
    let game_review = app.world().resource::<GameReview>();
    let current_game = app.world().resource::<CurrentGame<Reversi>>();
    assert!(game_review.is_complete() && game_review.applies_to(current_game));
    let (judged, total) = game_review.progress();
    let verdicts = judged.verdicts;
    assert_eq!((verdicts.len(), total), (8, 8), "one verdict per move");

    // The same review the `review` command runs, at the review's own depth.
    let mut record = GameRecord::new(*current_game.history().start());
    for &mv in current_game.history().line() {
        record.play(RecordedMove { mv, eval: None, seconds: None }).expect("legal");
    }
    let expected = review(&record, &review_settings(1), &std::sync::atomic::AtomicBool::new(false), &mut |_, _| {});
    assert_eq!(verdicts, expected.verdicts);
    assert!(verdicts.iter().all(|verdict| verdict.played_score <= verdict.best_score));
    assert_eq!(game_review.marks(current_game).len(), 8);

    // Another game voids the review.
    app.world_mut().trigger(GameAction::Load("f5f6".into()));
    app.update();
    let game_review = app.world().resource::<GameReview>();
    assert!(!game_review.applies_to(app.world().resource::<CurrentGame<Reversi>>()));
}

const BINARY: &str = env!("CARGO_BIN_EXE_minimax-arcade");

fn seat_engine(app: &mut App, command: String, first: PlayerKind, second: PlayerKind) {
    set_seats(app, first, second);
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
    let engine = &mut settings.options.outside_engine;
    engine.command = command;
    engine.depth = 3;
}

#[test]
fn an_outside_engine_plays_a_whole_game_against_the_ai() {
    let mut app = headless_app("outside-engine");
    seat_engine(&mut app, format!("{BINARY} nboard --time-ms 0"), PlayerKind::Engine, PlayerKind::Ai);
    open_reversi(&mut app);
    let started = Instant::now();
    while !app.world().resource::<CurrentGame<Reversi>>().is_over() {
        let failure = &app.world().resource::<OutsideSeat<Reversi>>().failure;
        assert!(failure.is_none(), "{failure:?}");
        assert!(started.elapsed() < Duration::from_secs(240), "timed out waiting for the game's end");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let game = app.world().resource::<CurrentGame<Reversi>>();
    let black_moves = game.history().line_plies().filter(|(before, _)| before.side_to_move() == Side::Black).count();
    assert!(black_moves >= 2, "the engine played Black's moves");
    let seats = app.world().resource::<GameSettings<Reversi>>().seats;
    assert_eq!(seats, Seats { first: PlayerKind::Engine, second: PlayerKind::Ai });
    let outside = app.world().resource::<OutsideSeat<Reversi>>();
    assert_eq!(outside.name.as_deref(), Some("minimax-arcade"));
    assert!(outside.last.is_some());
}

#[test]
fn an_engine_that_cannot_start_gives_its_side_back_to_the_human() {
    let mut app = headless_app("missing-engine");
    seat_engine(&mut app, "/nonexistent/othello-engine".to_owned(), PlayerKind::Engine, PlayerKind::Human);
    open_reversi(&mut app);
    update_until(&mut app, "the failure", |app| app.world().resource::<OutsideSeat<Reversi>>().failure.is_some());
    let failure = app.world().resource::<OutsideSeat<Reversi>>().failure.clone().unwrap_or_default();
    assert!(failure.contains("cannot start `/nonexistent/othello-engine`"), "{failure}");
    assert_eq!(app.world().resource::<GameSettings<Reversi>>().seats.first, PlayerKind::Human);
    assert!(app.world().resource::<CurrentGame<Reversi>>().history().played().is_empty());

    // The human plays on.
    app.world_mut().trigger(SquareClicked::<Reversi>(square("f5")));
    app.update();
    assert_eq!(app.world().resource::<CurrentGame<Reversi>>().history().played().len(), 1);
}

#[test]
fn undo_cancels_the_engines_move() {
    let mut app = headless_app("engine-cancel");
    seat_engine(&mut app, format!("{BINARY} nboard --time-ms 600000"), PlayerKind::Human, PlayerKind::Engine);
    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.outside_engine.depth = 60;
    open_reversi(&mut app);
    app.world_mut().trigger(SquareClicked::<Reversi>(square("f5")));
    app.update();
    update_until(&mut app, "the engine to think", |app| app.world().resource::<OutsideSeat<Reversi>>().is_thinking());
    app.world_mut().trigger(GameAction::Undo);
    app.update();
    assert!(!app.world().resource::<OutsideSeat<Reversi>>().is_thinking());
    assert!(app.world().resource::<CurrentGame<Reversi>>().history().played().is_empty());
    assert!(app.world().resource::<OutsideSeat<Reversi>>().failure.is_none());
}

/// Where each square's entity of kind `C` is drawn, by the square `square_of` reads from it.
fn drawn_at<C: Component>(app: &mut App, square_of: impl Fn(&C) -> Square) -> Vec<(Square, Vec3)> {
    let mut placed: Vec<(Square, Vec3)> = app
        .world_mut()
        .query::<(&C, &Transform)>()
        .iter(app.world())
        .map(|(component, transform)| (square_of(component), transform.translation))
        .collect();
    placed.sort_by_key(|(square, _)| *square);
    placed
}

/// The square half a turn round the board: a1 and h8, c4 and f5.
fn turned(square: Square) -> Square {
    Square::new(63 - square.index() as u8).expect("a square")
}

fn set_flipped(app: &mut App, flipped: bool) {
    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.flip_board = flipped;
    app.update();
}

#[test]
fn a_flipped_board_draws_every_square_half_a_turn_round_and_a_click_still_plays_its_square() {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::pointer::{Location, PointerId};

    let mut app = headless_app("flip");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    let discs = drawn_at::<Disc>(&mut app, |disc| disc.0);
    let squares = drawn_at::<BoardSquare<Reversi>>(&mut app, |square| square.0);
    assert_eq!((discs.len(), squares.len()), (64, 64));
    let at = |placed: &[(Square, Vec3)], square: Square| placed.iter().find(|(s, _)| *s == square).expect("drawn").1;
    assert_ne!(at(&discs, square("a1")), at(&discs, square("h8")));

    set_flipped(&mut app, true);
    let flipped_discs = drawn_at::<Disc>(&mut app, |disc| disc.0);
    let flipped_squares = drawn_at::<BoardSquare<Reversi>>(&mut app, |square| square.0);
    for square in Square::all() {
        assert_eq!(at(&flipped_discs, square), at(&discs, turned(square)), "the disc of {square}");
        assert_eq!(at(&flipped_squares, square), at(&squares, turned(square)), "the square {square}");
    }

    // A click on the sprite drawn where c4 was names f5, and plays it.
    let f5 = app
        .world_mut()
        .query::<(Entity, &BoardSquare<Reversi>, &Transform)>()
        .iter(app.world())
        .find(|(_, clickable, _)| clickable.0 == square("f5"))
        .map(|(entity, _, transform)| {
            assert_eq!(transform.translation, at(&squares, square("c4")));
            entity
        })
        .expect("the square f5");
    let location = Location { target: NormalizedRenderTarget::None { width: 1280, height: 800 }, position: Vec2::ZERO };
    let click = Click {
        button: PointerButton::Primary,
        hit: HitData::new(f5, 0.0, None, None),
        duration: Duration::from_millis(80),
        count: 1,
    };
    app.world_mut().trigger(Pointer::new(PointerId::Mouse, location, click, f5));
    app.update();
    assert_eq!(app.world().resource::<CurrentGame<Reversi>>().history().played(), [Move::Place(square("f5"))]);

    set_flipped(&mut app, false);
    assert_eq!(drawn_at::<Disc>(&mut app, |disc| disc.0), discs, "turned back, every disc is where it was");
}

/// The squares whose stable-disc ring is shown.
fn stable_marks_shown(app: &mut App) -> Bitboard {
    let mut shown = Bitboard::EMPTY;
    for (mark, visibility) in app.world_mut().query::<(&StableMark, &Visibility)>().iter(app.world()) {
        if *visibility != Visibility::Hidden {
            shown |= mark.0.bit();
        }
    }
    shown
}

/// What the engine proves stable in the position on screen, of both colours.
fn engine_stable(app: &App) -> Bitboard {
    let position = app.world().resource::<CurrentGame<Reversi>>().position();
    let (black, white) = (position.discs(Side::Black).0, position.discs(Side::White).0);
    Bitboard(stable_discs(black, white) | stable_discs(white, black))
}

#[test]
fn the_stable_disc_overlay_rings_exactly_the_discs_the_engine_proves_stable() {
    let mut app = headless_app("stable");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    // Black holds a1..e1 from the corner; White's f1 and g1 can still be taken by h1.
    let board = format!("XXXXXOO-{}---OX------XO---{}", "--------".repeat(2), "--------".repeat(3));
    app.world_mut().trigger(GameAction::Load(format!("{board} X")));
    app.update();
    assert_eq!(stable_marks_shown(&mut app), Bitboard::EMPTY, "off by default");

    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.show_stable_discs = true;
    app.update();
    let row_1 = |names: &[&str]| names.iter().fold(Bitboard::EMPTY, |set, name| set | square(name).bit());
    assert_eq!(engine_stable(&app), row_1(&["a1", "b1", "c1", "d1", "e1"]));
    assert_eq!(stable_marks_shown(&mut app), engine_stable(&app));

    // h1 fills the row: all eight discs are stable now, and the rings follow.
    app.world_mut().trigger(SquareClicked::<Reversi>(square("h1")));
    app.update();
    assert_eq!(engine_stable(&app), Bitboard::ROW_1);
    assert_eq!(stable_marks_shown(&mut app), Bitboard::ROW_1);

    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.show_stable_discs = false;
    app.update();
    assert_eq!(stable_marks_shown(&mut app), Bitboard::EMPTY);
}

/// The ghost discs on the board, by ply, each with the number written on it.
fn ghosts_drawn(app: &mut App) -> Vec<(PvGhost, String)> {
    let mut ghosts: Vec<(PvGhost, String)> = app
        .world_mut()
        .query::<(&PvGhost, &Children)>()
        .iter(app.world())
        .map(|(ghost, children)| {
            let number = children.iter().find_map(|child| app.world().get::<Text2d>(child)).expect("a number");
            (*ghost, number.0.clone())
        })
        .collect();
    ghosts.sort_by_key(|(ghost, _)| ghost.ply);
    ghosts
}

fn search_info(pv: &[&str]) -> SearchInfo<Move> {
    let pv: Vec<Move> = pv.iter().map(|name| Move::Place(square(name))).collect();
    SearchInfo {
        depth: pv.len() as u32,
        selectivity: Selectivity::FULL,
        nodes: 1,
        elapsed: Duration::from_millis(1),
        score: 0,
        best_move: pv.first().copied(),
        pv,
        root_moves: Vec::new(),
        finished: true,
        solved: false,
    }
}

#[test]
fn the_expected_line_is_drawn_as_numbered_ghost_discs_on_its_own_position_only() {
    let mut app = headless_app("pv");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.show_pv = true;
    app.world_mut().trigger(GameAction::Load("f5".into()));
    app.update();
    assert!(ghosts_drawn(&mut app).is_empty(), "no search, no line");

    // The AI's last search played f5 and expected d6 c3 d3 after it.
    app.world_mut().resource_mut::<AiSearch<Move>>().last = Some(search_info(&["f5", "d6", "c3", "d3"]));
    app.update();
    let ghost = |name: &str, ply: u32, side: Side| (PvGhost { square: square(name), ply, side }, ply.to_string());
    let expected = vec![ghost("d6", 1, Side::White), ghost("c3", 2, Side::Black), ghost("d3", 3, Side::White)];
    assert_eq!(ghosts_drawn(&mut app), expected);

    // Each ghost sits where its square's disc is drawn, flipped or not.
    for flipped in [false, true] {
        set_flipped(&mut app, flipped);
        let discs = drawn_at::<Disc>(&mut app, |disc| disc.0);
        for (ghost, at) in drawn_at::<PvGhost>(&mut app, |ghost| ghost.square) {
            let disc = discs.iter().find(|(square, _)| *square == ghost).expect("a disc").1;
            assert_eq!(at.truncate(), disc.truncate(), "the ghost on {ghost}, flipped: {flipped}");
        }
    }
    assert_eq!(ghosts_drawn(&mut app), expected, "flipping redraws nothing");

    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.show_pv = false;
    app.update();
    assert!(ghosts_drawn(&mut app).is_empty(), "the option hides them");
    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.show_pv = true;
    app.update();
    assert_eq!(ghosts_drawn(&mut app), expected);

    // A line whose next move is not legal here belongs to another position.
    app.world_mut().resource_mut::<AiSearch<Move>>().last = Some(search_info(&["f5", "a1", "c3"]));
    app.update();
    assert!(ghosts_drawn(&mut app).is_empty(), "a stale line is not drawn");

    // The hints' search of this very position comes first, numbered from its first move.
    app.world_mut().resource_mut::<AiSearch<Move>>().last = Some(search_info(&["f5", "d6", "c3", "d3"]));
    app.world_mut().resource_mut::<GameSettings<Reversi>>().show_hints = true;
    update_until(&mut app, "the hints' search", |app| {
        let generation = app.world().resource::<CurrentGame<Reversi>>().generation();
        let hints = app.world().resource::<Hints<Reversi>>();
        !hints.is_searching() && hints.info(generation).is_some()
    });
    app.update();
    let generation = app.world().resource::<CurrentGame<Reversi>>().generation();
    let hinted = app.world().resource::<Hints<Reversi>>().info(generation).expect("the hints' search").pv;
    let mut position = *app.world().resource::<CurrentGame<Reversi>>().position();
    let mut from_hints = Vec::new();
    for (ply, mv) in (1..).zip(&hinted) {
        if let Move::Place(square) = *mv {
            from_hints.push((PvGhost { square, ply, side: position.side_to_move() }, ply.to_string()));
        }
        position = position.play_unchecked(*mv);
    }
    assert!(!from_hints.is_empty());
    assert_eq!(ghosts_drawn(&mut app), from_hints);
    app.world_mut().resource_mut::<GameSettings<Reversi>>().show_hints = false;
    app.update();
    assert_eq!(ghosts_drawn(&mut app), expected, "without hints, the AI's line again");

    // Once White answers, the AI's line belongs to an older position and goes.
    app.world_mut().trigger(SquareClicked::<Reversi>(square("d6")));
    app.update();
    assert_eq!(app.world().resource::<CurrentGame<Reversi>>().history().played().len(), 2);
    assert!(ghosts_drawn(&mut app).is_empty());
}

/// A game on `control` whose clocks see `tick` pass at every update, whatever the real time.
fn app_on_the_clock(name: &str, control: TimeControl, tick: Duration, first: PlayerKind, second: PlayerKind) -> App {
    let mut app = headless_app(name);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(tick));
    set_seats(&mut app, first, second);
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.animation_speed = 0.0;
    app.world_mut().resource_mut::<GameSettings<Reversi>>().time_control = Some(control);
    open_reversi(&mut app);
    app
}

fn clock(app: &App) -> GameClock {
    *app.world().resource::<CurrentGame<Reversi>>().clock().expect("a game on the clock")
}

#[test]
fn the_clock_runs_for_the_side_to_move_and_a_human_out_of_time_loses() {
    let tick = Duration::from_millis(500);
    let mut app = app_on_the_clock("clock-human", TimeControl::new(3, 2), tick, PlayerKind::Human, PlayerKind::Human);
    let black_before = clock(&app).remaining(Seat::First);
    app.update();
    assert_eq!(clock(&app).remaining(Seat::First), black_before - tick, "Black's clock runs");
    assert_eq!(clock(&app).remaining(Seat::Second), Duration::from_secs(3), "White's waits");

    app.world_mut().trigger(SquareClicked::<Reversi>(square("f5")));
    app.update();
    let black_after_move = clock(&app).remaining(Seat::First);
    assert_eq!(black_after_move, black_before - tick + Duration::from_secs(2), "the increment follows the move");

    update_until(&mut app, "White's time to run out", |app| app.world().resource::<CurrentGame<Reversi>>().is_over());
    let current_game = app.world().resource::<CurrentGame<Reversi>>();
    assert_eq!(current_game.out_of_time(), Some(Seat::Second));
    assert_eq!(current_game.result_text(), "White ran out of time: Black wins");
    assert_eq!(clock(&app).remaining(Seat::First), black_after_move, "Black's clock stood still");

    // The game is over: White's legal d6 is not played.
    app.world_mut().trigger(SquareClicked::<Reversi>(square("d6")));
    app.update();
    assert_eq!(app.world().resource::<CurrentGame<Reversi>>().history().played().len(), 1);
}

#[test]
fn the_ai_takes_its_time_from_its_clock_and_plays_a_whole_game_on_it() {
    // Left to itself this AI would search without end; its clock's share of time stops it.
    let mut app = app_on_the_clock(
        "clock-ai",
        TimeControl::new(2, 0),
        Duration::from_micros(100),
        PlayerKind::Ai,
        PlayerKind::Ai,
    );
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        settings.options.ai.time_limit_ms = 0;
        settings.options.ai.max_depth = 30;
    }
    let started = Instant::now();
    while !app.world().resource::<CurrentGame<Reversi>>().is_over() {
        assert!(started.elapsed() < Duration::from_secs(120), "timed out waiting for the game's end");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let current_game = app.world().resource::<CurrentGame<Reversi>>();
    assert_eq!(current_game.out_of_time(), None, "{}", current_game.result_text());
    assert!(current_game.position().moves().is_empty(), "the game ended by the rules");
}

fn hint_scores(app: &App) -> Vec<Move> {
    let generation = app.world().resource::<CurrentGame<Reversi>>().generation();
    app.world().resource::<Hints<Reversi>>().scores(generation).iter().map(|hint| hint.mv).collect()
}

#[test]
fn the_outside_engine_can_give_the_hints_and_hands_them_back_when_it_fails() {
    let mut app = headless_app("engine-hints");
    seat_engine(&mut app, format!("{BINARY} nboard --time-ms 0"), PlayerKind::Human, PlayerKind::Human);
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        settings.show_hints = true;
        settings.options.outside_engine.gives_hints = true;
    }
    open_reversi(&mut app);
    update_until(&mut app, "the engine's hints", |app| hint_scores(app).len() == 4);
    let mut hinted = hint_scores(&app);
    hinted.sort_by_key(|mv| mv.to_string());
    assert_eq!(hinted, ["c4", "d3", "e6", "f5"].map(square).map(Move::Place));
    assert_eq!(app.world().resource::<OutsideSeat<Reversi>>().name.as_deref(), None, "no move was asked");

    // An engine that cannot start: the AI gives the hints instead, and the panel says why.
    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.outside_engine.command =
        "/nonexistent/engine".into();
    app.world_mut().trigger(SquareClicked::<Reversi>(square("f5")));
    app.update();
    update_until(&mut app, "the fallback", |app| app.world().resource::<OutsideSeat<Reversi>>().failure.is_some());
    assert!(!app.world().resource::<GameSettings<Reversi>>().options.outside_engine.gives_hints);
    update_until(&mut app, "the AI's hints", |app| hint_scores(app).len() == 3);
}

#[test]
fn tuning_from_data_plays_fits_as_the_command_line_does_and_fills_the_sliders() {
    use minimax_arcade::app::reversi::tune::{HeuristicTuning, TuningProgress};
    use minimax_arcade::games::reversi::training::{self, SelfPlay};
    use minimax_arcade::games::reversi::{Level, ReversiEvaluator, Weights};

    let mut app = headless_app("tune");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    let plan = SelfPlay { games: 8, depth: 1, seed: 42, ..HeuristicTuning::plan(8) };
    app.world_mut().resource_mut::<HeuristicTuning>().start(plan.clone());
    assert!(app.world().resource::<HeuristicTuning>().is_running());
    update_until(&mut app, "the tuning", |app| !app.world().resource::<HeuristicTuning>().is_running());

    let tuning = app.world().resource::<HeuristicTuning>();
    assert_eq!(tuning.progress(), Some(TuningProgress { played: 8, fitted: 8, total: 8 }));
    let tuned = tuning.tuned().expect("a finished fit").clone();
    tuned.weights.validate().expect("tuned weights within the evaluation's limits");
    assert_eq!(tuned.reports.len(), 3);
    assert!(tuned.reports.iter().all(|report| report.positions > 0), "{:?}", tuned.reports);
    assert!(
        tuned.reports.iter().all(|report| report.tuned_rmse <= report.classroom_rmse + 1e-9),
        "{:?}",
        tuned.reports
    );

    // The same games and fit as `train generate --seed 42` with the learned weights, then `tune`.
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let games = plan.play_all(&ReversiEvaluator::new(Weights::learned()), &cancel, &|_| {});
    let (weights, reports) = training::tune(&games, &cancel, &mut |_| {}).expect("not cancelled");
    assert_eq!((tuned.weights, tuned.reports), (weights, reports));

    // "Use these weights" puts them in the sliders; the level becomes Custom.
    app.world_mut().resource_scope(|world, tuning: Mut<HeuristicTuning>| {
        let mut settings = world.resource_mut::<GameSettings<Reversi>>();
        assert_ne!(settings.options.ai.weights, weights);
        assert!(tuning.use_weights(&mut settings.options.ai));
    });
    app.update();
    let ai = &app.world().resource::<GameSettings<Reversi>>().options.ai;
    assert_eq!(ai.weights, weights);
    assert_eq!(Level::matching(ai), None);
}

#[test]
fn cancelling_the_tuning_or_leaving_the_screen_stops_it_and_applies_nothing() {
    use minimax_arcade::app::reversi::tune::HeuristicTuning;

    let mut app = headless_app("tune-cancel");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    let weights_before = app.world().resource::<GameSettings<Reversi>>().options.ai.weights;
    for leave_the_screen in [false, true] {
        let mut tuning = app.world_mut().resource_mut::<HeuristicTuning>();
        tuning.start(HeuristicTuning::plan(2_000));
        let cancel = tuning.cancel_flag().expect("a running job");
        app.update();
        assert!(!cancel.load(Ordering::Relaxed));
        if leave_the_screen {
            app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Menu);
            app.update();
            assert_eq!(screen(&app), Screen::Menu);
        } else {
            app.world_mut().resource_mut::<HeuristicTuning>().cancel();
        }
        assert!(cancel.load(Ordering::Relaxed), "the job is told to stop");
        let tuning = app.world().resource::<HeuristicTuning>();
        assert!(!tuning.is_running());
        assert!(tuning.tuned().is_none());
        let progress = tuning.progress().expect("the stopped run's progress");
        assert!(progress.played < progress.total && progress.fitted == 0, "{progress:?}");
        let mut settings = app.world().resource::<GameSettings<Reversi>>().clone();
        assert!(!tuning.use_weights(&mut settings.options.ai), "nothing to apply");
        assert_eq!(app.world().resource::<GameSettings<Reversi>>().options.ai.weights, weights_before);
    }
}

#[test]
fn the_hints_stay_when_the_boards_look_or_the_ais_weights_change_and_are_searched_again_at_another_strength() {
    let mut app = headless_app("hints-options");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    {
        // Quick: the hints are done in milliseconds, before any time limit could cut them short.
        let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        settings.show_hints = true;
        settings.hint_strength = AnalysisStrength::Quick;
    }
    open_reversi(&mut app);
    let searching = |app: &App| app.world().resource::<Hints<Reversi>>().is_searching();
    update_until(&mut app, "the hints", |app| hint_scores(app).len() == 4 && !searching(app));
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        settings.options.flip_board = true;
        settings.options.show_stable_discs = true;
    }
    app.update();
    assert!(!searching(&app), "the view changes no score");
    assert_eq!(hint_scores(&app).len(), 4);

    // The hints have their own strength: they mean the same whatever the AI plays with.
    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.ai = LEVELS[0].settings(1);
    app.update();
    assert!(!searching(&app), "the AI's level changes no hint");
    assert_eq!(hint_scores(&app).len(), 4);

    app.world_mut().resource_mut::<GameSettings<Reversi>>().hint_strength = AnalysisStrength::Deep;
    app.update();
    assert!(searching(&app), "another strength, new scores");
}

/// Reversi between two humans, after `moves` (a transcript, or none).
fn humans_playing(name: &str, moves: &str) -> App {
    let mut app = headless_app(name);
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    if !moves.is_empty() {
        app.world_mut().trigger(GameAction::Load(moves.into()));
        app.update();
    }
    app
}

fn current_game(app: &App) -> &CurrentGame<Reversi> {
    app.world().resource::<CurrentGame<Reversi>>()
}

fn edit(app: &mut App, action: EditorAction) {
    app.world_mut().trigger(action);
    app.update();
}

fn click(app: &mut App, name: &str) {
    app.world_mut().trigger(SquareClicked::<Reversi>(square(name)));
    app.update();
}

/// The position being set up, if the editor holds one.
fn editing(app: &App) -> Option<Position> {
    app.world().resource::<BoardEditor>().setup
}

/// Why the last paste, file or save failed, while that is still news.
fn file_error(app: &App) -> Option<String> {
    let generation = current_game(app).generation();
    app.world().resource::<ScreenNotes<Reversi>>().file_error(generation).map(str::to_owned)
}

fn setup(app: &App) -> Position {
    app.world().resource::<BoardEditor>().setup.expect("a position being set up")
}

fn obf(text: &str) -> Position {
    parse_position(text).expect("an OBF position")
}

/// What the board's discs show: each square's colour, by the face its visible disc wears.
fn discs_drawn(app: &mut App) -> Vec<(Square, Option<Side>)> {
    let art = app.world().resource::<Art>();
    let (black, white) = (art.disc(Side::Black), art.disc(Side::White));
    let mut drawn: Vec<(Square, Option<Side>)> = app
        .world_mut()
        .query::<(&Disc, &Sprite, &Visibility)>()
        .iter(app.world())
        .map(|(disc, sprite, visibility)| {
            let face = match visibility {
                Visibility::Hidden => None,
                _ if sprite.image == black => Some(Side::Black),
                _ if sprite.image == white => Some(Side::White),
                _ => panic!("the disc on {} wears neither face", disc.0),
            };
            (disc.0, face)
        })
        .collect();
    drawn.sort_by_key(|(square, _)| *square);
    drawn
}

fn squares_of(position: &Position) -> Vec<(Square, Option<Side>)> {
    Square::all().map(|square| (square, position.side_at(square))).collect()
}

#[test]
fn a_click_while_editing_cycles_the_square_and_plays_no_move() {
    let mut app = humans_playing("editor-click", "");
    edit(&mut app, EditorAction::Edit);
    assert_eq!(setup(&app), Position::initial(), "editing starts from the position on the board");

    // f5 is a legal move for Black, but while editing a click sets the square instead.
    let mut seen = Vec::new();
    for _ in 0..3 {
        click(&mut app, "f5");
        seen.push(setup(&app).side_at(square("f5")));
        assert!(current_game(&app).history().played().is_empty(), "no move is played");
        assert_eq!(discs_drawn(&mut app), squares_of(&setup(&app)), "the board draws the position set up");
    }
    assert_eq!(seen, [Some(Side::Black), Some(Side::White), None]);

    // A chosen paint sets its colour whatever the square holds.
    app.world_mut().resource_mut::<BoardEditor>().paint = Paint::White;
    click(&mut app, "e4");
    click(&mut app, "a1");
    click(&mut app, "a1");
    app.world_mut().resource_mut::<BoardEditor>().paint = Paint::Empty;
    click(&mut app, "d5");
    let edited = setup(&app);
    assert_eq!(
        [square("e4"), square("a1"), square("d5")].map(|square| edited.side_at(square)),
        [Some(Side::White), Some(Side::White), None]
    );
    assert_eq!(edited.disc_counts(), (0, 4));
    assert_eq!(*current_game(&app).position(), Position::initial(), "the game itself is untouched");
}

#[test]
fn clear_the_start_position_and_the_side_to_move_set_the_position() {
    let mut app = humans_playing("editor-buttons", "f5d6c3");
    edit(&mut app, EditorAction::Edit);
    edit(&mut app, EditorAction::Clear);
    assert_eq!(setup(&app).disc_counts(), (0, 0));
    assert_eq!(setup(&app).side_to_move(), Side::White, "clearing keeps the side to move");
    assert!(discs_drawn(&mut app).iter().all(|(_, face)| face.is_none()), "the board is drawn empty");
    edit(&mut app, EditorAction::SideToMove(Side::Black));
    assert_eq!(setup(&app).side_to_move(), Side::Black);
    click(&mut app, "c3");
    edit(&mut app, EditorAction::SideToMove(Side::White));
    assert_eq!((setup(&app).side_to_move(), setup(&app).disc_counts()), (Side::White, (1, 0)), "the discs stay");
    edit(&mut app, EditorAction::StandardStart);
    assert_eq!(setup(&app), Position::initial());
    assert_eq!(current_game(&app).history().played().len(), 3, "the game waits with its three moves");
}

#[test]
fn while_editing_the_ai_neither_searches_nor_plays_and_cancel_restores_the_game() {
    let mut app = headless_app("editor-cancel");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Ai);
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    app.world_mut().resource_mut::<GameSettings<Reversi>>().show_hints = true;
    open_reversi(&mut app);
    app.world_mut().trigger(GameAction::Load("f5d6c3".into()));
    app.update();
    let before = *current_game(&app).position();
    update_until(&mut app, "the AI to start", |app| app.world().resource::<AiSearch<Move>>().is_thinking());
    let cancel = app.world().resource::<AiSearch<Move>>().job.as_ref().map(|job| job.cancel_flag()).expect("a job");

    edit(&mut app, EditorAction::Edit);
    assert!(cancel.load(Ordering::Relaxed), "the AI's search is stopped");
    for _ in 0..20 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
        assert!(!app.world().resource::<AiSearch<Move>>().is_thinking(), "no search starts while editing");
        assert!(!app.world().resource::<Hints<Reversi>>().is_searching(), "no hints while editing");
    }
    click(&mut app, "a1");
    click(&mut app, "h8");
    assert_eq!(current_game(&app).history().played().len(), 3);

    edit(&mut app, EditorAction::Cancel);
    assert!(editing(&app).is_none());
    assert_eq!(*current_game(&app).position(), before, "the game is as it was");
    assert_eq!(discs_drawn(&mut app), squares_of(&before), "and drawn again");
    update_until(&mut app, "the AI's reply", |app| current_game(app).history().played().len() == 4);
}

#[test]
fn play_from_here_starts_a_game_at_the_position_set_up_and_the_ai_plays_its_side() {
    let mut app = headless_app("editor-play");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Ai);
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    open_reversi(&mut app);
    click(&mut app, "f5");
    update_until(&mut app, "the AI's reply", |app| current_game(app).history().played().len() == 2);

    edit(&mut app, EditorAction::Edit);
    edit(&mut app, EditorAction::Clear);
    // The standard centre with White to move, and a black disc on c3.
    for name in ["e4", "d5", "c3"] {
        click(&mut app, name);
    }
    for name in ["d4", "e5"] {
        click(&mut app, name);
        click(&mut app, name);
    }
    edit(&mut app, EditorAction::SideToMove(Side::White));
    let set_up = setup(&app);
    assert_eq!(set_up.disc_counts(), (3, 2));
    edit(&mut app, EditorAction::PlayFromHere);
    let game = current_game(&app);
    assert!(editing(&app).is_none(), "the editor is left");
    assert_eq!(*game.history().start(), set_up, "the game starts at the position set up");
    assert!(game.history().line().is_empty());
    assert!(app.world().resource::<BoardEditor>().message.is_none());
    update_until(&mut app, "White's AI to move", |app| current_game(app).history().played().len() == 1);
    let game = current_game(&app);
    assert_eq!(*game.history().start(), set_up);
    assert_eq!(game.position().side_to_move(), Side::Black, "then it is the human's turn");
}

#[test]
fn play_from_here_refuses_a_position_where_no_one_can_move_and_switches_a_side_that_cannot() {
    let mut app = humans_playing("editor-over", "f5d6");
    edit(&mut app, EditorAction::Edit);
    edit(&mut app, EditorAction::Clear);
    click(&mut app, "a1");
    edit(&mut app, EditorAction::PlayFromHere);
    let message = app.world().resource::<BoardEditor>().message.clone().unwrap_or_default();
    assert!(message.contains("Neither side has a move: the game would be over"), "{message}");
    let game = current_game(&app);
    assert!(editing(&app).is_some(), "still editing");
    assert_eq!(game.history().played().len(), 2, "the game is unchanged");
    assert_eq!(*game.history().start(), Position::initial());

    // White to move with a lone White disc beside Black's corner: only Black can move.
    click(&mut app, "b1");
    click(&mut app, "b1");
    edit(&mut app, EditorAction::SideToMove(Side::White));
    assert!(app.world().resource::<BoardEditor>().message.is_none(), "an edit clears the message");
    let set_up = setup(&app);
    edit(&mut app, EditorAction::PlayFromHere);
    let game = current_game(&app);
    assert!(editing(&app).is_none());
    assert_eq!(*game.history().start(), set_up.passed(), "the game starts with Black, who can move");
    click(&mut app, "c1");
    assert_eq!(current_game(&app).history().played(), [Move::Place(square("c1"))]);
}

#[test]
fn a_bad_obf_is_named_and_a_good_one_is_set_up() {
    let mut app = humans_playing("editor-obf", "");
    edit(&mut app, EditorAction::Edit);
    let (bad_square, no_side) = (format!("{}Z{} X", "-".repeat(10), "-".repeat(53)), "-".repeat(64));
    for (text, problem) in [
        ("XXO-", "has 4"),
        (bad_square.as_str(), "square c2 holds 'Z'"),
        (no_side.as_str(), "lacks the side to move"),
        ("", "empty"),
    ] {
        edit(&mut app, EditorAction::Paste(text.to_owned()));
        let message = app.world().resource::<BoardEditor>().message.clone().unwrap_or_default();
        assert!(message.starts_with("Not an OBF position") && message.contains(problem), "{text:?}: {message}");
        assert_eq!(setup(&app), Position::initial(), "{text:?} changes nothing");
    }
    let text = format!("XO{}OX O", "-".repeat(60));
    edit(&mut app, EditorAction::Paste(text.clone()));
    assert!(app.world().resource::<BoardEditor>().message.is_none());
    assert_eq!(setup(&app), obf(&text));
    assert_eq!(discs_drawn(&mut app), squares_of(&obf(&text)));
}

#[test]
fn a_new_game_while_editing_leaves_the_editor() {
    let mut app = humans_playing("editor-leave", "f5d6");
    edit(&mut app, EditorAction::Edit);
    app.world_mut().trigger(GameAction::Undo);
    app.update();
    assert!(editing(&app).is_none(), "undo goes back to the game");
    assert_eq!(current_game(&app).history().played().len(), 1);
    edit(&mut app, EditorAction::Edit);
    app.world_mut().trigger(GameAction::NewGame);
    app.update();
    assert!(editing(&app).is_none());
    click(&mut app, "f5");
    assert_eq!(current_game(&app).history().played().len(), 1, "clicks play moves again");
}

#[test]
fn a_game_from_a_position_set_up_saves_as_ggf_with_it_and_reads_back_the_same() {
    let mut app = humans_playing("editor-ggf", "");
    let text = format!("{}---XO------OX------XO---{} O", "-".repeat(16), "-".repeat(24));
    edit(&mut app, EditorAction::Edit);
    edit(&mut app, EditorAction::Paste(text.clone()));
    edit(&mut app, EditorAction::PlayFromHere);
    let set_up = obf(&text);
    let legal: Vec<Square> = set_up.legal_squares().squares().collect();
    click(&mut app, &legal[0].to_string());
    update_until(&mut app, "the move's animation", |app| count::<TurnOver>(app) + count::<PopIn>(app) == 0);
    let reply: Vec<Square> = current_game(&app).position().legal_squares().squares().collect();
    click(&mut app, &reply[0].to_string());
    let (start, moves) = (*current_game(&app).history().start(), current_game(&app).history().played().to_vec());
    assert_eq!((start, moves.len()), (set_up, 2));

    let chosen = std::env::temp_dir().join(format!("minimax-arcade-set-up-{}.ggf", std::process::id()));
    app.world_mut().trigger(GameAction::SaveTo(chosen));
    app.update();
    let saved = app.world().resource::<ScreenNotes<Reversi>>().saved_file().map(Path::to_owned).expect("saved");
    let file = std::fs::read_to_string(&saved).expect("the saved file");
    let board: String = format_position(&set_up).chars().take(64).map(|c| if c == 'X' { '*' } else { c }).collect();
    assert!(file.contains(&format!("BO[8 {board} O]")), "the set-up is written: {file}");

    app.world_mut().trigger(GameAction::NewGame);
    app.update();
    app.world_mut().trigger(GameAction::Open(saved));
    app.update();
    let game = current_game(&app);
    assert_eq!(file_error(&app), None);
    assert_eq!((*game.history().start(), game.history().played().to_vec()), (start, moves));
}

fn hint_labels_shown(app: &mut App) -> usize {
    let mut labels = app.world_mut().query::<(&HintLabel<Reversi>, &Visibility)>();
    labels.iter(app.world()).filter(|(_, visibility)| **visibility != Visibility::Hidden).count()
}

#[test]
fn while_editing_the_board_shows_none_of_the_games_hints_or_expected_line() {
    let mut app = humans_playing("editor-marks", "");
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        settings.show_hints = true;
        settings.options.show_pv = true;
    }
    app.world_mut().trigger(GameAction::Load("f5".into()));
    app.update();
    update_until(&mut app, "the hints", |app| hint_labels_shown(app) == 3);
    assert!(!ghosts_drawn(&mut app).is_empty(), "the hints' line is drawn");

    edit(&mut app, EditorAction::Edit);
    assert_eq!(hint_labels_shown(&mut app), 0);
    assert!(ghosts_drawn(&mut app).is_empty());
    edit(&mut app, EditorAction::Cancel);
    update_until(&mut app, "the hints again", |app| hint_labels_shown(app) == 3 && !ghosts_drawn(app).is_empty());
}

#[test]
fn the_clock_stands_still_while_a_position_is_set_up() {
    let tick = Duration::from_millis(500);
    let mut app = app_on_the_clock("editor-clock", TimeControl::new(60, 0), tick, PlayerKind::Human, PlayerKind::Human);
    app.update();
    edit(&mut app, EditorAction::Edit);
    let held = clock(&app);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(clock(&app).remaining(Seat::First), held.remaining(Seat::First), "Black's clock waits for the editor");
    edit(&mut app, EditorAction::Cancel);
    app.update();
    assert!(clock(&app).remaining(Seat::First) < held.remaining(Seat::First), "and runs again after it");
}

#[test]
fn a_launch_never_resumes_ai_against_ai_and_a_new_player_meets_the_middle_levels() {
    let (app, notice, _) = load_settings_text(
        "launch-seats",
        r#"{"reversi": {"seats": {"first": "Ai", "second": "Ai"}}, "catapultas": {"seats": {"first": "Ai", "second": "Human"}}, "tictactoe": {"heuristic_depth": 3}}"#,
    );
    // A part without its search reads the window's default search, not the engine's.
    let tictactoe = &game_settings::<Tictactoe>(&app).options.ai;
    assert_eq!((tictactoe.search, tictactoe.heuristic_depth), (SearchKind::Heuristic, 3));
    assert_eq!(notice, None);
    assert_eq!(game_settings::<Reversi>(&app).seats, Seats { first: PlayerKind::Human, second: PlayerKind::Ai });
    assert_eq!(
        game_settings::<Catapultas>(&app).seats,
        Seats { first: PlayerKind::Ai, second: PlayerKind::Human },
        "a human still plays: the game goes on as it was"
    );

    let fresh = headless_app("first-launch");
    let level = Level::matching(&game_settings::<Reversi>(&fresh).options.ai).map(|level| level.number);
    assert_eq!(level, Some(4), "the middle of the ten levels, not the strongest");
    assert!(LEVELS.iter().any(|level| level.number == 4));
    let tictactoe = &game_settings::<Tictactoe>(&fresh).options.ai;
    assert_eq!((tictactoe.search, tictactoe.heuristic_depth), (SearchKind::Heuristic, 2));
    assert_eq!(game_settings::<Catapultas>(&fresh).options.ai.max_depth, 4);
}

#[test]
fn every_hint_on_the_board_is_blacks_score_whoever_moves() {
    let mut app = humans_playing("hints-side", "f5");
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        settings.show_hints = true;
        settings.hint_strength = AnalysisStrength::Quick;
    }
    update_until(&mut app, "the hints", |app| {
        hint_scores(app).len() == 3 && !app.world().resource::<Hints<Reversi>>().is_searching()
    });
    update_until(&mut app, "the labels", |app| {
        let mut labels = app.world_mut().query::<(&HintLabel<Reversi>, &Text2d, &Visibility)>();
        labels.iter(app.world()).filter(|(_, _, visibility)| **visibility != Visibility::Hidden).count() == 3
    });
    let generation = app.world().resource::<CurrentGame<Reversi>>().generation();
    let info = app.world().resource::<Hints<Reversi>>().info(generation).expect("the hints' search");
    let mut labels = app.world_mut().query::<(&HintLabel<Reversi>, &Text2d, &Visibility)>();
    for (label, text, visibility) in labels.iter(app.world()) {
        if *visibility == Visibility::Hidden {
            continue;
        }
        let hint = info.root_moves.iter().find(|hint| hint.mv == Move::Place(label.square)).expect("a scored move");
        // White is to move: its score, turned to Black's side.
        assert_eq!(text.0, Reversi::hint_text(-hint.score, info.solved), "on {}", label.square);
    }
}

#[test]
fn the_graph_measures_every_position_with_the_analysis_and_an_exact_draw_keeps_its_mark() {
    let mut app = humans_playing("graph", "f5d6c3d3c4f4");
    update_until(&mut app, "every position on the graph", |app| {
        let current_game = app.world().resource::<CurrentGame<Reversi>>();
        current_game.evaluations().len() == 7 && current_game.evaluations().iter().all(Option::is_some)
    });
    // Nothing is searched once every position has its value: the window may rest.
    app.update();
    assert!(!app.world().resource::<GraphAnalysis<Reversi>>().is_searching());

    assert_eq!(Reversi::describe_score(0, true), "0!");
    assert_eq!(Reversi::describe_score(0, false), "0.0");
}

#[test]
fn a_review_of_another_game_is_not_shown_as_a_changed_one() {
    use minimax_arcade::app::reversi::review::GameReview;

    let mut app = humans_playing("review-new-game", "f5d6c3");
    app.world_mut().resource_scope(|world, mut game_review: Mut<GameReview>| {
        game_review.start(world.resource::<CurrentGame<Reversi>>(), 1);
    });
    update_until(&mut app, "the review", |app| !app.world().resource::<GameReview>().is_running());
    let of_another = |app: &App| {
        app.world().resource::<GameReview>().is_of_another_game(app.world().resource::<CurrentGame<Reversi>>())
    };
    assert!(!of_another(&app));
    app.world_mut().trigger(GameAction::Load("f5d6c3d3".into()));
    app.update();
    assert!(!of_another(&app), "the same game, one move on");
    app.world_mut().trigger(GameAction::NewGame);
    app.update();
    assert!(of_another(&app), "a brand-new game was never reviewed");
    app.world_mut().trigger(GameAction::Load("e6".into()));
    app.update();
    assert!(of_another(&app), "another first move, another game");
}

#[test]
fn an_illegal_move_in_a_paste_names_the_move_and_the_legal_ones_without_the_whole_position() {
    let mut app = humans_playing("paste-illegal", "");
    app.world_mut().trigger(GameAction::Load("f5 f5".into()));
    app.update();
    let error = file_error(&app).expect("an error");
    assert!(error.contains("White cannot play f5") && error.contains("legal: "), "{error}");
    assert!(!error.contains("---"), "no 64-square position in the message: {error}");
}

/// Why the last click in the position shown made no move.
fn refused_click(app: &App) -> Option<String> {
    let generation = app.world().resource::<CurrentGame<Reversi>>().generation();
    app.world().resource::<ScreenNotes<Reversi>>().refused_click(generation).map(|refused| translated(refused.reason))
}

#[test]
fn a_click_that_cannot_be_played_says_why_until_a_move_is_made() {
    let mut app = headless_app("refused-click");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    assert_eq!(refused_click(&app), None);
    app.world_mut().trigger(SquareClicked::<Reversi>(square("d4")));
    app.update();
    assert_eq!(refused_click(&app).as_deref(), Some("That square is taken"));
    app.world_mut().trigger(SquareClicked::<Reversi>(square("a1")));
    app.update();
    assert_eq!(refused_click(&app).as_deref(), Some("No discs to flip there"));
    assert!(app.world().resource::<CurrentGame<Reversi>>().history().played().is_empty());
    app.world_mut().trigger(SquareClicked::<Reversi>(square("f5")));
    app.update();
    assert_eq!(app.world().resource::<CurrentGame<Reversi>>().history().played().len(), 1);
    assert_eq!(refused_click(&app), None, "the reason belonged to the position before the move");
}

/// The squares whose legal-move dot, or whose hint score, is on the board.
fn shown_at<C: Component>(app: &mut App, square_of: impl Fn(&C) -> Square) -> Vec<Square> {
    let mut shown: Vec<Square> = app
        .world_mut()
        .query::<(&C, &Visibility)>()
        .iter(app.world())
        .filter(|(_, visibility)| **visibility == Visibility::Inherited)
        .map(|(component, _)| square_of(component))
        .collect();
    shown.sort();
    shown
}

#[test]
fn a_square_showing_its_hint_score_has_no_dot_over_the_score() {
    let mut app = headless_app("hint-dots");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    open_reversi(&mut app);
    update_until(&mut app, "the opening discs to settle", |app| count::<PopIn>(app) + count::<TurnOver>(app) == 0);
    app.update();
    let legal = ["d3", "c4", "f5", "e6"].map(square).to_vec();
    assert_eq!(shown_at::<LegalDot>(&mut app, |dot| dot.0), legal, "without hints, a dot on every legal square");
    app.world_mut().resource_mut::<GameSettings<Reversi>>().show_hints = true;
    update_until(&mut app, "the hints' scores", |app| {
        shown_at::<HintLabel<Reversi>>(app, |label| label.square).len() == 4
    });
    app.update();
    assert_eq!(shown_at::<LegalDot>(&mut app, |dot| dot.0), [], "every legal square shows its score instead");
    app.world_mut().resource_mut::<GameSettings<Reversi>>().show_hints = false;
    app.update();
    assert_eq!(shown_at::<LegalDot>(&mut app, |dot| dot.0), legal);
}

/// Every text `draw` puts on screen, drawn into an egui of its own (the second frame: a grid
/// measures itself unseen on its first).
fn texts_drawn(mut draw: impl FnMut(&mut egui::Ui)) -> Vec<String> {
    fn collect(shape: &egui::Shape, texts: &mut Vec<String>) {
        match shape {
            egui::Shape::Text(text) => texts.push(text.galley.text().to_owned()),
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|shape| collect(shape, texts)),
            _ => {}
        }
    }
    let ctx = egui::Context::default();
    let _ = ctx.run_ui(egui::RawInput::default(), &mut draw);
    let output = ctx.run_ui(egui::RawInput::default(), &mut draw);
    let mut texts = Vec::new();
    for clipped in &output.shapes {
        collect(&clipped.shape, &mut texts);
    }
    texts
}

#[test]
fn why_this_move_shows_the_ais_move_and_its_total_after_a_search_and_follows_the_sliders() {
    let mut app = headless_app("why");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Ai);
    // The AI plays its search's best move: its line is the search's own.
    app.world_mut().resource_mut::<GameSettings<Reversi>>().options.ai.variety = Variety::NONE;
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    open_reversi(&mut app);
    app.world_mut().trigger(SquareClicked::<Reversi>(square("f5")));
    update_until(&mut app, "the AI's move and the runner-up's line", |app| {
        let why = app.world().resource::<WhyThisMove<Reversi>>();
        let played = app.world().resource::<CurrentGame<Reversi>>().history().played().len();
        played == 2 && !why.is_searching()
    });
    let ai_move = app.world().resource::<CurrentGame<Reversi>>().history().played()[1];
    let mut options = app.world().resource::<GameSettings<Reversi>>().options.clone();
    let why = app.world().resource::<WhyThisMove<Reversi>>();
    let explanation = why.explanation().expect("the AI's move explained");
    assert_eq!(explanation.seat(), Seat::Second, "White chose the move");
    let chosen = explanation.chosen.found().expect("the AI's line");
    assert_eq!(chosen.first_move(), ai_move);
    let last = app.world().resource::<AiSearch<Move>>().last.clone().expect("the AI's search");
    assert_eq!(chosen.moves, last.pv, "the line is the search's own");
    let runner_up = explanation.runner_up.as_ref().and_then(MoveLine::found).expect("the runner-up's line");
    assert_ne!(runner_up.first_move(), ai_move);
    assert_eq!(runner_up.moves.len(), last.pv.len(), "both lines end as deep");

    let Some(LeafValue::Evaluated(breakdown)) = chosen.value(&options) else {
        panic!("four moves in, the line's end is evaluated")
    };
    // The search judged the same position with the same weights: its score is the total.
    assert_eq!(breakdown.total, last.score);
    let total = |breakdown: &Breakdown| i18n::signed(f64::from(breakdown.total) / f64::from(breakdown.unit), 3);
    let texts = texts_drawn(|ui| why_section(ui, why, &options));
    for expected in ["Why this move", "AI's move", "Runner-up", &ai_move.to_string(), &total(&breakdown)] {
        assert!(texts.iter().any(|text| text == expected), "{expected:?} not among {texts:?}");
    }

    // A slider moved: the same end of line, the new weight, a new total at once.
    let learned = breakdown.term("reversi-pattern").expect("the learned term").clone();
    assert_ne!(learned.raw, 0, "the learned evaluation has an opinion of the position");
    options.ai.weights.opening.pattern += 10;
    let Some(LeafValue::Evaluated(moved)) = chosen.value(&options) else { panic!("still evaluated") };
    assert_eq!(moved.total - breakdown.total, 10 * learned.raw);
    let texts = texts_drawn(|ui| why_section(ui, why, &options));
    assert!(texts.contains(&total(&moved)), "{} not among {texts:?}", total(&moved));
}

#[test]
fn a_hinted_move_the_mouse_rests_on_is_taken_apart_until_the_position_changes() {
    let mut app = headless_app("why-hover");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    app.world_mut().resource_mut::<GameSettings<Reversi>>().show_hints = true;
    app.world_mut().resource_mut::<GameSettings<Reversi>>().hint_strength = AnalysisStrength::Quick;
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    open_reversi(&mut app);
    update_until(&mut app, "the hints", |app| {
        let generation = app.world().resource::<CurrentGame<Reversi>>().generation();
        app.world().resource::<Hints<Reversi>>().scores(generation).iter().any(|hint| hint.exact)
    });
    let hinted = {
        let generation = app.world().resource::<CurrentGame<Reversi>>().generation();
        let scores = app.world().resource::<Hints<Reversi>>().scores(generation);
        let Move::Place(square) = scores.iter().find(|hint| hint.exact).expect("a hinted move").mv else {
            panic!("the start has no pass")
        };
        square
    };
    app.world_mut().insert_resource(HoveredSquare::<Reversi>(Some(hinted)));
    let started = Instant::now();
    update_until(&mut app, "the hovered move's line", |app| {
        let why = app.world().resource::<WhyThisMove<Reversi>>();
        why.hovered().is_some_and(|hovered| hovered.line.found().is_some())
    });
    assert!(started.elapsed() >= HOVER_REST, "the mouse rests before a search starts");
    let options = app.world().resource::<GameSettings<Reversi>>().options.clone();
    let why = app.world().resource::<WhyThisMove<Reversi>>();
    let hovered = why.hovered().expect("the hovered move");
    assert_eq!(hovered.seat(), Seat::First);
    let line = hovered.line.found().expect("its line");
    assert_eq!(line.first_move(), Move::Place(hinted));
    assert!(line.moves.len() > 1, "the line goes on past the move");
    let Some(LeafValue::Evaluated(breakdown)) = line.value(&options) else { panic!("the line's end is evaluated") };
    let total = i18n::signed(f64::from(breakdown.total) / f64::from(breakdown.unit), 3);
    let texts = texts_drawn(|ui| why_section(ui, why, &options));
    for expected in ["The hinted move under the mouse", "Hinted move", &hinted.to_string(), &total] {
        assert!(texts.iter().any(|text| text == expected), "{expected:?} not among {texts:?}");
    }

    // The move played: the position it was hovered in is gone, and so is its line.
    app.world_mut().trigger(SquareClicked::<Reversi>(hinted));
    app.update();
    app.update();
    assert!(app.world().resource::<WhyThisMove<Reversi>>().hovered().is_none());
}

/// The line under the scoreboard, as the panel writes it for the game on screen.
fn status_line(app: &App) -> Option<String> {
    let current_game = app.world().resource::<CurrentGame<Reversi>>();
    let shown = app.world().resource::<BoardEditor>().setup.unwrap_or(*current_game.position());
    Reversi::status_line(current_game, &shown)
}

#[test]
fn the_panel_names_the_games_opening_and_a_hinted_move_the_opening_it_leads_to() {
    let mut app = headless_app("opening-names");
    set_seats(&mut app, PlayerKind::Human, PlayerKind::Human);
    // Clicks play at once, with no move still turning over.
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    open_reversi(&mut app);
    assert_eq!(status_line(&app), None, "the start is no opening");
    // The Tiger's line in the orientation that begins on e6, one move short.
    app.world_mut().trigger(GameAction::Load("e6f4c3".into()));
    app.update();
    assert_eq!(status_line(&app).as_deref(), Some("Opening: Perpendicular Opening"));
    let current_game = app.world().resource::<CurrentGame<Reversi>>();
    let after =
        |square_name: &str| opening_after(current_game, Move::Place(square(square_name))).map(|o| o.name.as_str());
    assert_eq!(after("c4"), Some("Perpendicular Opening"), "on the way to the Tiger: the game stays in its opening");
    assert_eq!(after("e7"), Some("Bent Ganglion"));
    assert_eq!(after("c6"), None, "off every named line");
    assert_eq!(after("e3"), None, "not a legal move");

    click(&mut app, "c4");
    let current_game = app.world().resource::<CurrentGame<Reversi>>();
    let after =
        |square_name: &str| opening_after(current_game, Move::Place(square(square_name))).map(|o| o.name.as_str());
    assert_eq!(after("d3"), Some("Tiger"));
    assert_eq!(after("e3"), None, "off every named line");
    click(&mut app, "d3");
    assert_eq!(status_line(&app).as_deref(), Some("Opening: Tiger"));
    assert_eq!(game_opening(app.world().resource::<CurrentGame<Reversi>>()).map(|o| o.moves.len()), Some(5));

    // The board shows an earlier position: so does the name.
    app.world_mut().trigger(GameAction::GoTo(2));
    app.update();
    assert_eq!(status_line(&app).as_deref(), Some("Opening: Perpendicular Opening"));
    app.world_mut().trigger(GameAction::GoTo(5));
    app.update();
    // A position being set up has no line of play, hence no opening.
    edit(&mut app, EditorAction::Edit);
    edit(&mut app, EditorAction::Clear);
    assert_eq!(status_line(&app), None);
}

#[test]
fn the_book_opens_differently_from_game_to_game() {
    let mut app = headless_app("book-variety");
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
        settings.seats = Seats { first: PlayerKind::Ai, second: PlayerKind::Human };
        settings.options.ai = Level::get(9).expect("level 9").settings(1);
        settings.options.balanced_openings = false;
    }
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    open_reversi(&mut app);
    let first_move = |app: &mut App| {
        update_until(app, "the AI's first move", |app| {
            !app.world().resource::<CurrentGame<Reversi>>().history().played().is_empty()
        });
        app.world().resource::<CurrentGame<Reversi>>().history().played()[0]
    };
    // The start's four moves are one move turned: the book holds them equal, and each new game
    // draws its own among them. Twelve games all alike would happen about once in four million.
    let mut openings = std::collections::HashSet::new();
    for _ in 0..12 {
        openings.insert(first_move(&mut app));
        app.world_mut().trigger(GameAction::NewGame);
        app.update();
    }
    assert!(openings.len() > 1, "every game opened with {openings:?}");
}
