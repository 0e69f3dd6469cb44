//! A player's own program at the board, in every game: it plays whole games against the AI and
//! against itself, started for each move or once a game; one that fails gives its side back to
//! the human with the reason; Undo stops its move; the panel's test asks it for a move on the
//! start; Rate places it among the game's levels; a chosen file becomes its command; its
//! settings are kept, and a bad value in the file is named.

use std::path::Path;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use minimax_arcade::app::base::requests::{GameAction, OpenGame};
use minimax_arcade::app::base::settings::{PlayerKind, Seats, Settings, SettingsNotice};
use minimax_arcade::app::catapultas::Catapultas;
use minimax_arcade::app::contract::arcade_game::ArcadeGame;
use minimax_arcade::app::contract::current_game::CurrentGame;
use minimax_arcade::app::contract::game_settings::GameSettings;
use minimax_arcade::app::game_screen::rating::{GAMES_A_LEVEL, ProgramRating, RatingState};
use minimax_arcade::app::game_screen::{ProgramSeat, ProgramTest};
use minimax_arcade::app::reversi::Reversi;
use minimax_arcade::app::tictactoe::Tictactoe;

use crate::test_app::{app_reading_settings_in, scratch_dir, update_until};

const BINARY: &str = env!("CARGO_BIN_EXE_minimax-arcade");

fn agent(game: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/agents").join(format!("{game}.py"));
    format!("python3 {}", path.display())
}

/// An app on game `G`'s screen with `seats`, the program `command` for the seats it plays.
fn app_with_program<G: ArcadeGame>(name: &str, seats: Seats, command: &str, once_a_game: bool) -> App {
    let mut app = app_reading_settings_in(&scratch_dir(name), |_| {});
    app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
    let mut settings = app.world_mut().resource_mut::<GameSettings<G>>();
    settings.seats = seats;
    settings.program.command = command.to_owned();
    settings.program.once_a_game = once_a_game;
    settings.program.seconds_per_move = 20.0;
    app.world_mut().trigger(OpenGame::of::<G::Position>());
    app.update();
    app.update();
    app
}

/// Plays until the game is over, checking that no program fails on the way.
fn play_to_the_end<G: ArcadeGame>(app: &mut App) {
    let started = Instant::now();
    while !app.world().resource::<CurrentGame<G>>().is_over() {
        let failure = &app.world().resource::<ProgramSeat<G>>().failure;
        assert!(failure.is_none(), "{failure:?}");
        assert!(started.elapsed() < Duration::from_secs(240), "timed out waiting for the game's end");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn our_own_move_command_plays_tictactoe_as_a_program_started_for_each_move() {
    let command = format!("{BINARY} move --game tictactoe --side {{side}}");
    let seats = Seats { first: PlayerKind::Program, second: PlayerKind::Ai };
    let mut app = app_with_program::<Tictactoe>("program-tictactoe", seats, &command, false);
    play_to_the_end::<Tictactoe>(&mut app);
    // Perfect play on both sides: a draw, every X move the program's.
    let current_game = app.world().resource::<CurrentGame<Tictactoe>>();
    assert_eq!(current_game.position().winner(), None, "{}", current_game.position());
    assert_eq!(app.world().resource::<GameSettings<Tictactoe>>().seats, seats);
    let last = app.world().resource::<ProgramSeat<Tictactoe>>().last.as_ref().map(|played| played.seat);
    assert_eq!(last, Some(minimax_arcade::games::Seat::First));
}

#[test]
fn a_program_that_lives_a_game_plays_each_side_of_catapultas() {
    let seats = Seats { first: PlayerKind::Program, second: PlayerKind::Program };
    let mut app = app_with_program::<Catapultas>("program-catapultas", seats, &agent("catapultas"), true);
    play_to_the_end::<Catapultas>(&mut app);
    let current_game = app.world().resource::<CurrentGame<Catapultas>>();
    assert!(current_game.history().played().len() >= 2, "both sides played");
    assert_eq!(app.world().resource::<GameSettings<Catapultas>>().seats, seats);
}

#[test]
fn a_program_that_cannot_start_gives_only_its_side_back_to_the_human() {
    let seats = Seats { first: PlayerKind::Program, second: PlayerKind::Ai };
    let mut app = app_with_program::<Reversi>("program-missing", seats, "/nonexistent/agent {side}", false);
    update_until(&mut app, "the failure", |app| app.world().resource::<ProgramSeat<Reversi>>().failure.is_some());
    let failure = app.world().resource::<ProgramSeat<Reversi>>().failure.clone().unwrap_or_default();
    assert!(failure.contains("cannot start `/nonexistent/agent`"), "{failure}");
    assert!(failure.starts_with("Black's program"), "{failure}");
    let seats = app.world().resource::<GameSettings<Reversi>>().seats;
    assert_eq!(seats, Seats { first: PlayerKind::Human, second: PlayerKind::Ai });
    assert!(app.world().resource::<CurrentGame<Reversi>>().history().played().is_empty());
}

#[test]
fn a_program_that_answers_no_move_is_named_with_what_it_wrote() {
    let seats = Seats { first: PlayerKind::Human, second: PlayerKind::Program };
    let mut app = app_with_program::<Tictactoe>("program-nonsense", seats, "echo the middle one", false);
    app.world_mut().trigger(minimax_arcade::app::game_screen::SquareClicked::<Tictactoe>("5".parse().expect("a cell")));
    app.update();
    update_until(&mut app, "the failure", |app| app.world().resource::<ProgramSeat<Tictactoe>>().failure.is_some());
    let failure = app.world().resource::<ProgramSeat<Tictactoe>>().failure.clone().unwrap_or_default();
    assert!(failure.contains("it answered “the middle one”, which is not a move"), "{failure}");
    assert_eq!(app.world().resource::<GameSettings<Tictactoe>>().seats.second, PlayerKind::Human);
}

#[test]
fn undo_stops_the_programs_move() {
    let seats = Seats { first: PlayerKind::Human, second: PlayerKind::Program };
    let mut app = app_with_program::<Tictactoe>("program-undo", seats, "sleep 600", false);
    app.world_mut().trigger(minimax_arcade::app::game_screen::SquareClicked::<Tictactoe>("5".parse().expect("a cell")));
    app.update();
    update_until(&mut app, "the program to think", |app| {
        app.world().resource::<ProgramSeat<Tictactoe>>().is_thinking()
    });
    app.world_mut().trigger(GameAction::Undo);
    app.update();
    let programs = app.world().resource::<ProgramSeat<Tictactoe>>();
    assert!(!programs.is_thinking());
    assert!(programs.failure.is_none(), "{:?}", programs.failure);
    assert!(app.world().resource::<CurrentGame<Tictactoe>>().history().played().is_empty());
}

#[test]
fn the_panels_test_asks_for_a_move_on_the_start_and_says_how_it_went() {
    let seats = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    let mut app = app_with_program::<Reversi>("program-test", seats, "", false);
    let test = |app: &mut App, command: &str| {
        let spec = {
            let mut settings = app.world_mut().resource_mut::<GameSettings<Reversi>>();
            settings.program.command = command.to_owned();
            settings.program.spec()
        };
        app.world_mut().resource_mut::<ProgramSeat<Reversi>>().start_test(spec);
        update_until(app, "the test's end", |app| {
            !matches!(app.world().resource::<ProgramSeat<Reversi>>().test, Some(ProgramTest::Running(_)))
        });
        match &app.world().resource::<ProgramSeat<Reversi>>().test {
            Some(ProgramTest::Passed(words)) => Ok(words.clone()),
            Some(ProgramTest::Failed(words)) => Err(words.clone()),
            _ => panic!("the test did not end"),
        }
    };
    let passed = test(&mut app, &agent("reversi")).expect("the example agent answers");
    assert!(["d3", "c4", "f5", "e6"].iter().any(|mv| passed.starts_with(&format!("It answered {mv} in "))), "{passed}");
    let failed = test(&mut app, "python3 -c 'print(\"a1\")'").expect_err("a1 is no move at the start");
    assert_eq!(failed, "it played a1, which is not legal here");
    assert!(app.world().resource::<ProgramSeat<Reversi>>().failure.is_none(), "a test is not a game");
}

/// Rates the program `command` runs on Tic-tac-toe's screen, as the Program seat's Rate does.
fn rating_of(name: &str, command: &str) -> RatingState {
    let seats = Seats { first: PlayerKind::Program, second: PlayerKind::Human };
    let mut app = app_with_program::<Tictactoe>(name, seats, command, false);
    let spec = app.world().resource::<GameSettings<Tictactoe>>().program.spec();
    app.world_mut().resource_mut::<ProgramRating<Tictactoe>>().start(spec);
    let started = Instant::now();
    while app.world().resource::<ProgramRating<Tictactoe>>().is_running() {
        assert!(started.elapsed() < Duration::from_secs(240), "timed out waiting for the rating");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    app.world_mut().resource_mut::<ProgramRating<Tictactoe>>().state.take().expect("a rating")
}

#[test]
fn rate_climbs_the_levels_and_perfect_play_lands_among_the_top_two() {
    let command = format!("{BINARY} move --game tictactoe --side {{side}}");
    let RatingState::Rated(report) = rating_of("program-rating", &command) else { panic!("no rating") };
    // It starts at Hard, the middle of four; perfect play scores half or more there, and half
    // against Perfect, the top: the climb ends there.
    let met: Vec<usize> = report.results.iter().map(|result| result.level).collect();
    assert_eq!(met, [2, 3], "{report:?}");
    assert!(report.results.iter().all(|result| result.games() == GAMES_A_LEVEL && result.score() >= 50.0));
    // Two perfect players from openings perfect play draws: every game a draw, and the rating
    // the top level's.
    let against_perfect = report.results[1];
    assert_eq!((against_perfect.wins, against_perfect.losses), (0, 0), "{report:?}");
    let ratings = minimax_arcade::games::tictactoe::ai::LEVEL_RATINGS;
    assert!((report.rating - ratings[3]).abs() < 1.0, "{report:?}");
    assert_eq!((report.forfeits, report.stopped), (0, false));
}

#[test]
fn a_program_that_cannot_play_gets_no_rating_and_the_reason() {
    let RatingState::Failed(why) = rating_of("program-rating-fails", "python3 -c 'print(\"10\")'") else {
        panic!("a program that plays no move has no rating")
    };
    assert!(why.contains("10"), "{why}");
}

#[test]
fn a_chosen_file_becomes_the_programs_command() {
    let seats = Seats { first: PlayerKind::Program, second: PlayerKind::Human };
    let mut app = app_with_program::<Tictactoe>("program-chosen", seats, "", false);
    app.world_mut().trigger(GameAction::UseProgram("/home/ana/meu agente.py".into()));
    app.update();
    let command = app.world().resource::<GameSettings<Tictactoe>>().program.command.clone();
    assert_eq!(command, "python3 '/home/ana/meu agente.py'");
}

#[test]
fn the_program_is_kept_in_the_settings_and_a_bad_time_is_named() {
    let dir = scratch_dir("program-settings");
    let settings = r#"{ "catapultas": { "seats": { "first": "Human", "second": "Program" },
        "program": { "command": "python3 agent.py", "once_a_game": true, "seconds_per_move": 7.5 } },
        "tictactoe": { "seats": { "first": "Human", "second": "Engine" },
                       "program": { "command": "./agent", "seconds_per_move": 500 } },
        "reversi": { "seats": { "first": "Human", "second": "Engine" } } }"#;
    std::fs::write(dir.join("settings.json"), settings).expect("written");
    let app = app_reading_settings_in(&dir, |_| {});
    let catapultas = app.world().resource::<GameSettings<Catapultas>>();
    assert_eq!(catapultas.seats.second, PlayerKind::Program);
    assert_eq!(
        (catapultas.program.command.as_str(), catapultas.program.once_a_game, catapultas.program.seconds_per_move),
        ("python3 agent.py", true, 7.5)
    );
    let tictactoe = app.world().resource::<GameSettings<Tictactoe>>();
    assert_eq!(tictactoe.program.command, "./agent", "the good values are kept");
    assert_eq!(tictactoe.program.seconds_per_move, 5.0, "the bad time is the default again");
    assert_eq!(tictactoe.seats, Seats::default(), "no outside engine plays Tic-tac-toe");
    let notice = app.world().resource::<SettingsNotice>().0.clone().unwrap_or_default();
    assert!(
        notice.contains("back to defaults: tictactoe.program.seconds_per_move, tictactoe.seats.second"),
        "{notice}"
    );
    assert!(notice.contains("the program's time a move must be from 0.1 to 120 seconds, not 500"), "{notice}");
    // Reversi has outside engines: a seat that other games cannot fill is Reversi's to keep.
    assert_eq!(app.world().resource::<GameSettings<Reversi>>().seats.second, PlayerKind::Engine);
}

/// With two machines paused, Step (or → at the end of the game) plays one move and holds the
/// game again: a class watches two programs move by move.
#[test]
fn step_plays_one_move_of_a_paused_game_between_machines() {
    let seats = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    let mut app = app_with_program::<Tictactoe>("program-step", seats, "", false);
    let played = |app: &App| app.world().resource::<CurrentGame<Tictactoe>>().history().played().len();
    app.world_mut().resource_mut::<CurrentGame<Tictactoe>>().paused = true;
    let command = format!("{BINARY} move --game tictactoe --side {{side}} --depth 2");
    {
        let mut settings = app.world_mut().resource_mut::<GameSettings<Tictactoe>>();
        settings.seats = Seats { first: PlayerKind::Program, second: PlayerKind::Ai };
        settings.program.command = command;
    }
    let settle = |app: &mut App| {
        for _ in 0..30 {
            app.update();
            std::thread::sleep(Duration::from_millis(10));
        }
    };
    settle(&mut app);
    assert_eq!(played(&app), 0, "paused: nobody moves");
    app.world_mut().trigger(GameAction::Step);
    update_until(&mut app, "the program's move", |app| played(app) == 1);
    settle(&mut app);
    assert_eq!(played(&app), 1, "one move, then the game waits again");
    app.world_mut().trigger(GameAction::Redo);
    update_until(&mut app, "the AI's move", |app| played(app) == 2);
    settle(&mut app);
    assert_eq!(played(&app), 2);
    assert!(app.world().resource::<CurrentGame<Tictactoe>>().paused);
}

/// A teacher's tournament: two programs and two levels, each pair's games in the background,
/// the crosstable adding up, and a program that fails losing its games by forfeit.
#[test]
fn a_class_tournament_plays_every_pair_and_adds_up() {
    use minimax_arcade::app::base::settings::ProgramSettings;
    use minimax_arcade::app::contract::window_game::WindowGame;
    use minimax_arcade::app::game_screen::background_games::EntrantKind;
    use minimax_arcade::app::tools::tournament::{ClassTournament, Entrant};

    let seats = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    let mut app = app_with_program::<Tictactoe>("class-tournament", seats, "", false);
    let levels = Tictactoe::named_levels();
    let program = |command: String, once_a_game: bool| {
        EntrantKind::Program(ProgramSettings { command, once_a_game, ..ProgramSettings::default() })
    };
    {
        let mut tournament = app.world_mut().resource_mut::<ClassTournament<Tictactoe>>();
        tournament.entrants = vec![
            Entrant { name: "Ana".into(), kind: program(agent("tictactoe"), true) },
            Entrant { name: "Bruno".into(), kind: program("python3 -c 'print(5)'".into(), false) },
            Entrant { name: levels[0].name.clone(), kind: EntrantKind::Ai(levels[0].options.clone()) },
            Entrant { name: levels[3].name.clone(), kind: EntrantKind::Ai(levels[3].options.clone()) },
        ];
        tournament.games = 2;
        tournament.start();
    }
    update_until(&mut app, "the tournament's end", |app| {
        !app.world().resource::<ClassTournament<Tictactoe>>().is_running()
    });
    let tournament = app.world().resource::<ClassTournament<Tictactoe>>();
    let run = tournament.run.as_ref().expect("a tournament ran");
    // Four players, six pairs, two games each: twelve games, a point each.
    assert_eq!((run.total(), run.results.games, run.outcomes.len()), (12, 12, 12));
    let points: f64 = run.results.standings.iter().map(|standing| standing.points).sum();
    assert_eq!(points, 12.0);
    // Bruno's program plays the centre whatever the board: it loses every game it does not open.
    let bruno = &run.results.standings[1];
    assert!(bruno.forfeits.values().sum::<u32>() >= 3, "{bruno:?}");
    assert!(!run.results.incidents.is_empty());
    for row in 0..4 {
        for column in 0..4 {
            let (Some(mine), Some(theirs)) = (run.results.crosstable[row][column], run.results.crosstable[column][row])
            else {
                assert_eq!(row, column);
                continue;
            };
            assert_eq!(mine.points + theirs.points, 2.0, "{row} against {column}");
        }
    }
    // Every game is in the library, its players by the names the teacher gave them.
    let dir = std::env::temp_dir().join(format!("minimax-arcade-window-class-tournament-{}", std::process::id()));
    let listing = minimax_arcade::library::Library::in_dir(dir.join("games")).list().expect("the games folder");
    assert_eq!(listing.games.len(), 12, "{:?}", listing.unreadable);
    let anas = listing.games.iter().filter(|entry| entry.record.players.iter().any(|player| player.name == "Ana"));
    assert_eq!(anas.count(), 6, "Ana played three opponents twice");
    // Export…: the results to publish, in a folder of their own, a second beside the first.
    let exported = dir.join("tournaments");
    let _ = std::fs::remove_dir_all(&exported);
    for _ in 0..2 {
        let mut tournament = app.world_mut().resource_mut::<ClassTournament<Tictactoe>>();
        let run = tournament.run.as_mut().expect("a tournament ran");
        run.export(Some(exported.clone()));
        let notice = run.export_notice.clone().expect("it says where");
        assert!(notice.starts_with("Exported to "), "{notice}");
    }
    let folder = exported.join("tictactoe-1");
    let csv = std::fs::read_to_string(folder.join("standings.csv")).expect("the standings as CSV");
    assert_eq!(csv.lines().count(), 5, "{csv}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(folder.join("standings.json")).expect("JSON")).expect("JSON");
    assert_eq!((json["games"].as_u64(), json["standings"].as_array().map(Vec::len)), (Some(12), Some(4)));
    let page = std::fs::read_to_string(folder.join("index.html")).expect("the page");
    assert_eq!(page.matches("data-game=").count(), 12);
    assert!(page.contains("Tic-tac-toe tournament") && page.contains("Ana"));
    assert!(exported.join("tictactoe-2/index.html").exists(), "the second export beside the first");
}

/// Swiss rounds in the window: each paired once the last has ended, by the points so far.
#[test]
fn a_class_tournament_of_swiss_rounds_pairs_each_round_after_the_last() {
    use minimax_arcade::app::contract::window_game::WindowGame;
    use minimax_arcade::app::game_screen::background_games::EntrantKind;
    use minimax_arcade::app::tools::tournament::{ClassTournament, Entrant};
    use minimax_arcade::games::tournament::Format;

    let seats = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    let mut app = app_with_program::<Tictactoe>("class-tournament-swiss", seats, "", false);
    let levels = Tictactoe::named_levels();
    {
        let mut tournament = app.world_mut().resource_mut::<ClassTournament<Tictactoe>>();
        let mut entrants: Vec<Entrant<Tictactoe>> = levels
            .iter()
            .map(|level| Entrant { name: level.name.clone(), kind: EntrantKind::Ai(level.options.clone()) })
            .collect();
        entrants.push(Entrant { name: "Again".into(), kind: EntrantKind::Ai(levels[0].options.clone()) });
        tournament.entrants = entrants;
        tournament.format = Format::Swiss;
        // Five players: four rounds of two pairs and a bye, two games a pair.
        assert_eq!((tournament.swiss_round_count(), tournament.total_games()), (4, 16));
        tournament.start();
    }
    update_until(&mut app, "the tournament's end", |app| {
        !app.world().resource::<ClassTournament<Tictactoe>>().is_running()
    });
    let tournament = app.world().resource::<ClassTournament<Tictactoe>>();
    let run = tournament.run.as_ref().expect("a tournament ran");
    assert_eq!((run.round(), run.results.games, run.outcomes.len(), run.pairings().len()), (4, 16, 16, 8));
    assert_eq!(run.results.standings.iter().map(|standing| standing.byes).sum::<u32>(), 4);
    let points: f64 = run.results.standings.iter().map(|standing| standing.points).sum();
    assert_eq!(points, 16.0 + 4.0 * 2.0, "a point a game, two a bye");
    for row in &run.results.crosstable {
        assert!(row.iter().flatten().all(|cell| cell.games == 0 || cell.games == 2), "no pair met twice");
    }
}

/// A class's folder added in the window plays shut in: a submission that looks for another's work
/// finds nothing, and plays.
#[cfg(target_os = "linux")]
#[test]
fn a_class_tournament_shuts_each_submission_in() {
    use minimax_arcade::app::tools::tournament::ClassTournament;

    let class = std::env::temp_dir().join(format!("minimax-arcade-window-sandboxed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&class);
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/agents/tictactoe.py");
    let agent = std::fs::read_to_string(example).expect("the example agent");
    let spy = "import io, os, runpy, sys\nmessage = sys.stdin.read()\n\
               if os.path.exists('../ana/agent.py'):\n    print('saw-ana')\n    sys.exit()\n\
               sys.stdin = io.StringIO(message)\nrunpy.run_path('agent.py', run_name='__main__')\n";
    for (file, text) in [
        ("ana/agent.py", agent.as_str()),
        ("spy/agent.py", &agent),
        ("spy/spy.py", spy),
        ("spy/command", "python3 spy.py"),
    ] {
        let path = class.join(file);
        std::fs::create_dir_all(path.parent().expect("in the class")).expect("a folder");
        std::fs::write(path, text).expect("a file");
    }
    let seats = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    let mut app = app_with_program::<Tictactoe>("class-tournament-sandboxed", seats, "", false);
    {
        let mut tournament = app.world_mut().resource_mut::<ClassTournament<Tictactoe>>();
        tournament.add_folder(&class);
        assert_eq!(tournament.entrants.len(), 2, "{:?}", tournament.folder_notice);
        tournament.start();
    }
    update_until(&mut app, "the tournament's end", |app| {
        !app.world().resource::<ClassTournament<Tictactoe>>().is_running()
    });
    let tournament = app.world().resource::<ClassTournament<Tictactoe>>();
    let run = tournament.run.as_ref().expect("a tournament ran");
    assert_eq!(run.results.games, 2);
    if run.sandboxed() {
        let spy = &run.results.standings[1];
        assert!(spy.forfeits.is_empty(), "shut in, it saw nothing of Ana's: {:?}", run.results.incidents);
    } else {
        // Where Bubblewrap cannot run, the window says why.
        assert!(run.sandbox_notice.as_deref().is_some_and(|notice| notice.contains("without a sandbox")));
    }
    std::fs::remove_dir_all(&class).expect("the class is removed");
}

/// The tournament's time a move holds every program to it, whatever each was given.
#[test]
fn a_class_tournament_holds_every_program_to_its_time_a_move() {
    use minimax_arcade::app::base::settings::ProgramSettings;
    use minimax_arcade::app::game_screen::background_games::EntrantKind;
    use minimax_arcade::app::tools::tournament::{ClassTournament, Entrant};
    use minimax_arcade::games::matches::ForfeitKind;

    let seats = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    let mut app = app_with_program::<Tictactoe>("class-tournament-time", seats, "", false);
    let slow = || {
        let program =
            ProgramSettings { command: "sleep 600".into(), seconds_per_move: 100.0, ..ProgramSettings::default() };
        EntrantKind::Program(program)
    };
    {
        let mut tournament = app.world_mut().resource_mut::<ClassTournament<Tictactoe>>();
        tournament.entrants =
            vec![Entrant { name: "A".into(), kind: slow() }, Entrant { name: "B".into(), kind: slow() }];
        tournament.games = 1;
        tournament.seconds_per_move = 0.5;
        tournament.start();
    }
    update_until(&mut app, "the tournament's end", |app| {
        !app.world().resource::<ClassTournament<Tictactoe>>().is_running()
    });
    let tournament = app.world().resource::<ClassTournament<Tictactoe>>();
    let run = tournament.run.as_ref().expect("a tournament ran");
    assert_eq!(run.results.games, 1);
    let first = &run.results.standings[0];
    assert_eq!(first.forfeits.get(&ForfeitKind::Timeout), Some(&1), "A, first to move, ran out of its half second");
}

#[test]
fn a_class_tournament_stops_when_cancelled_and_keeps_its_games() {
    use minimax_arcade::app::base::settings::ProgramSettings;
    use minimax_arcade::app::game_screen::background_games::EntrantKind;
    use minimax_arcade::app::tools::tournament::{ClassTournament, Entrant};

    let seats = Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    let mut app = app_with_program::<Tictactoe>("class-tournament-cancel", seats, "", false);
    let slow = || EntrantKind::Program(ProgramSettings { command: "sleep 600".into(), ..ProgramSettings::default() });
    let flag = {
        let mut tournament = app.world_mut().resource_mut::<ClassTournament<Tictactoe>>();
        tournament.entrants =
            vec![Entrant { name: "A".into(), kind: slow() }, Entrant { name: "B".into(), kind: slow() }];
        tournament.start();
        let run = tournament.run.as_ref().expect("running");
        assert!(run.is_running());
        run.cancel_flags()
    };
    app.update();
    app.world_mut().resource_mut::<ClassTournament<Tictactoe>>().cancel();
    assert!(
        !flag.is_empty() && flag.iter().all(|flag| flag.load(std::sync::atomic::Ordering::Relaxed)),
        "the games are told to stop"
    );
    let tournament = app.world().resource::<ClassTournament<Tictactoe>>();
    assert!(!tournament.is_running());
    assert!(tournament.run.as_ref().is_some_and(|run| run.was_stopped()));
}

/// A tournament cut off (the window closed mid-way) goes on at the next start from the games it
/// finished, and ends with the results of one never cut off.
#[test]
fn a_class_tournament_cut_off_goes_on_at_the_next_start() {
    use minimax_arcade::app::contract::window_game::WindowGame;
    use minimax_arcade::app::game_screen::background_games::EntrantKind;
    use minimax_arcade::app::tools::tournament::{ClassTournament, Entrant};
    use minimax_arcade::games::tournament::Format;

    let levels = Tictactoe::named_levels();
    let set_up = |app: &mut App| {
        let mut tournament = app.world_mut().resource_mut::<ClassTournament<Tictactoe>>();
        assert!(tournament.unfinished.is_none(), "nothing was cut off in a new folder");
        tournament.entrants = levels
            .iter()
            .map(|level| Entrant { name: level.name.clone(), kind: EntrantKind::Ai(level.options.clone()) })
            .collect();
        tournament.entrants.push(Entrant { name: "Again".into(), kind: EntrantKind::Ai(levels[0].options.clone()) });
        tournament.format = Format::Swiss;
        tournament.start();
    };
    let finished = |app: &mut App| !app.world().resource::<ClassTournament<Tictactoe>>().is_running();
    let standings = |app: &App| {
        let tournament = app.world().resource::<ClassTournament<Tictactoe>>();
        let run = tournament.run.as_ref().expect("a tournament ran");
        (
            run.results
                .standings
                .clone()
                .into_iter()
                .map(|standing| (standing.name, standing.points, standing.wins, standing.byes))
                .collect::<Vec<_>>(),
            run.results.games,
        )
    };

    let mut unbroken = app_reading_settings_in(&scratch_dir("class-tournament-unbroken"), |_| {});
    set_up(&mut unbroken);
    update_until(&mut unbroken, "the tournament's end", finished);
    let whole = standings(&unbroken);
    assert_eq!(whole.1, 16);

    // Cut off once five games are in: the window goes, as in a crash.
    let dir = scratch_dir("class-tournament-cut-off");
    let mut first = app_reading_settings_in(&dir, |_| {});
    set_up(&mut first);
    update_until(&mut first, "five games", |app| {
        let tournament = app.world().resource::<ClassTournament<Tictactoe>>();
        tournament.run.as_ref().is_some_and(|run| run.results.games >= 5)
    });
    drop(first);

    let mut next = app_reading_settings_in(&dir, |_| {});
    let played = {
        let mut tournament = next.world_mut().resource_mut::<ClassTournament<Tictactoe>>();
        let unfinished = tournament.unfinished.as_ref().expect("the tournament cut off is found");
        assert_eq!((unfinished.setup.entrants.len(), unfinished.setup.rounds().total_games()), (5, 16));
        let played = unfinished.played.len();
        assert!((5..16).contains(&played), "{played} games kept");
        tournament.entrants.clear();
        tournament.resume();
        assert_eq!(tournament.entrants.len(), 5, "the window shows the tournament as it was set up");
        assert_eq!(tournament.format, Format::Swiss);
        played
    };
    update_until(&mut next, "the tournament's end", finished);
    assert_eq!(standings(&next), whole, "{played} games read back, the rest played");

    // Ended, it is no longer kept: the next start finds nothing to go on with.
    drop(next);
    let after = app_reading_settings_in(&dir, |_| {});
    assert!(after.world().resource::<ClassTournament<Tictactoe>>().unfinished.is_none());
}
