//! The window in Portuguese, driven headless: a player whose settings chose Português (Brasil)
//! reads the game, its refusals, its result and what went wrong in Portuguese, and a choice on
//! the menu switches the language without a restart. In a process of their own, one at a time:
//! the window's language is one for the whole process, and the other window tests read English.

use bevy::prelude::*;
use minimax_arcade::app::Screen;
use minimax_arcade::app::base::animation::StrokeIn;
use minimax_arcade::app::base::i18n::{self, Language, game_text};
use minimax_arcade::app::base::requests::{GameAction, OpenGame};
use minimax_arcade::app::base::settings::{PlayerKind, Seats, Settings, SettingsNotice};
use minimax_arcade::app::contract::current_game::CurrentGame;
use minimax_arcade::app::contract::game_settings::GameSettings;
use minimax_arcade::app::game_screen::{ScreenNotes, SquareClicked};
use minimax_arcade::app::reversi::Reversi;
use minimax_arcade::app::screens::textbook_trees::TextbookTrees;
use minimax_arcade::app::tictactoe::Tictactoe;
use minimax_arcade::app::widgets::translated;
use minimax_arcade::games::tictactoe::Cell;
use minimax_arcade::tr;

use crate::test_app::{alone, app_reading_settings_in, run_alone, scratch_dir, update_until};

/// These tests set the window's language, one for the whole process: they run here, in a
/// process of their own, one at a time.
#[test]
fn in_a_process_of_their_own() {
    run_alone(module_path!());
}

/// An app whose settings file chose `language`, humans on both sides of every game.
fn app_speaking(name: &str, language: &str) -> App {
    let dir = scratch_dir(name);
    let humans = r#"{"seats": {"first": "Human", "second": "Human"}}"#;
    // A returning player: the rules cards were seen.
    let settings = format!(
        r#"{{"language": "{language}", "rules_seen": ["reversi", "tictactoe"], "reversi": {humans}, "tictactoe": {humans}}}"#
    );
    std::fs::write(dir.join("settings.json"), settings).expect("written");
    app_reading_settings_in(&dir, |_| {})
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn a_brazilian_player_reads_the_game_in_portuguese_and_can_switch_to_english() {
    alone();
    let mut app = app_speaking("portuguese", "pt-BR");
    assert_eq!(i18n::language(), Language::Portuguese);
    assert_eq!(game_text("tictactoe", "title", "Tic-tac-toe"), "Jogo da Velha");
    assert_eq!(
        app.world().resource::<GameSettings<Tictactoe>>().seats,
        Seats { first: PlayerKind::Human, second: PlayerKind::Human }
    );

    // Tic-tac-toe to its end: X takes the diagonal.
    app.world_mut().trigger(OpenGame::of::<minimax_arcade::games::tictactoe::Board>());
    app.update();
    app.update();
    app.world_mut().trigger(GameAction::Load("1 2 5 3".into()));
    app.update();
    let generation = app.world().resource::<CurrentGame<Tictactoe>>().generation();
    assert_eq!(app.world().resource::<ScreenNotes<Tictactoe>>().file_error(generation), None);
    assert_eq!(app.world().resource::<CurrentGame<Tictactoe>>().history().played().len(), 4);
    // The board takes clicks once its marks are drawn in.
    update_until(&mut app, "the marks", |app| {
        let drawing = app.world_mut().query_filtered::<(), With<StrokeIn>>().iter(app.world()).count();
        drawing == 0
    });
    app.world_mut().trigger(SquareClicked::<Tictactoe>(Cell::ALL[8]));
    update_until(&mut app, "the last mark", |app| app.world().resource::<CurrentGame<Tictactoe>>().is_over());
    let current_game = app.world().resource::<CurrentGame<Tictactoe>>();
    assert!(current_game.is_over());
    assert_eq!(current_game.result_text(), "X vence");

    // A click that plays nothing says why, in Portuguese.
    app.world_mut().trigger(OpenGame::of::<minimax_arcade::games::reversi::Position>());
    app.update();
    app.update();
    app.world_mut().trigger(SquareClicked::<Reversi>("d4".parse().expect("a square")));
    app.update();
    let generation = app.world().resource::<CurrentGame<Reversi>>().generation();
    let refused = app.world().resource::<ScreenNotes<Reversi>>().refused_click(generation).expect("a reason");
    assert_eq!(translated(refused.reason), "Essa casa já está ocupada");
    assert_eq!(tr!("window-moves-ahead", count = 2), "2 lances");
    assert_eq!(i18n::signed(2.5, 1), "+2,5");

    // The menu's choice: English from the next frame, kept in the settings.
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    app.update();
    assert_eq!(i18n::language(), Language::English);
    assert_eq!(translated(refused.reason), "That square is taken");
    assert_eq!(game_text("tictactoe", "title", "Tic-tac-toe"), "Tic-tac-toe");
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn a_brazilian_player_reads_what_went_wrong_with_the_settings_and_a_paste_in_portuguese() {
    alone();
    let dir = scratch_dir("portuguese-errors");
    // The system speaks English: what the file's own choice says of it must still be Portuguese.
    let settings = r#"{"language": "pt-BR", "rules_seen": ["reversi"], "sound": {"volume": 7.5},
                       "reversi": {"seats": {"first": "Robot", "second": "Human"}}}"#;
    std::fs::write(dir.join("settings.json"), settings).expect("written");
    let mut app = app_reading_settings_in(&dir, |_| {});
    assert_eq!(i18n::language(), Language::Portuguese);
    let notice = app.world().resource::<SettingsNotice>().0.clone().expect("a notice");
    let volume = "(a configuração sound.volume está fora dos limites: o volume 7,50 não está entre 0 e 1)";
    assert!(notice.contains(volume), "{notice}");
    assert!(notice.contains("de volta aos padrões: sound.volume, reversi.seats.first."), "{notice}");
    assert_eq!(
        app.world().resource::<GameSettings<Reversi>>().seats,
        Seats { first: PlayerKind::Human, second: PlayerKind::Human }
    );

    app.world_mut().trigger(OpenGame::of::<minimax_arcade::games::reversi::Position>());
    app.update();
    app.update();
    app.world_mut().trigger(GameAction::Load("f5 f5".into()));
    app.update();
    let generation = app.world().resource::<CurrentGame<Reversi>>().generation();
    let error = app.world().resource::<ScreenNotes<Reversi>>().file_error(generation);
    assert_eq!(
        error,
        Some(
            "Não foi possível carregar a partida: o lance 2 (f5) não pode ser jogado: as Brancas não podem jogar \
             em f5 (lances válidos: f4 d6 f6)."
        )
    );
    assert!(app.world().resource::<CurrentGame<Reversi>>().history().played().is_empty(), "the game is unchanged");
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn a_teacher_steps_the_course_alpha_beta_example_in_portuguese_and_in_english() {
    alone();
    let mut app = app_speaking("textbook-trees-words", "pt-BR");
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::TextbookTrees);
    app.update();
    let words_at = |app: &mut App, step: usize| {
        let mut trees = app.world_mut().resource_mut::<TextbookTrees>();
        trees.step = step;
        trees.last_step_words().expect("a step taken")
    };
    // Step 13 is E's cut-off, step 1 the root entered.
    let cut = words_at(&mut app, 13);
    assert_eq!(
        cut,
        "Em E (MAX): 5 ≥ β = 3, então o outro filho de E é podado (9): E vale pelo menos 5, e MIN em B já tem 3 \
         por D, então MIN nunca vai deixar o jogo chegar a E."
    );
    assert_eq!(words_at(&mut app, 1), "Desce para A (MAX) com α = -∞, β = +∞.");

    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    app.update();
    assert_eq!(
        words_at(&mut app, 13),
        "At E (MAX): 5 ≥ β = 3, so E's other child is pruned (9): E is worth at least 5, and MIN at B already has 3 \
         through D, so MIN will never let the game reach E."
    );
}
