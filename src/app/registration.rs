//! How a game of the catalogue becomes the window's: its [`GameEntry`], which registers the
//! generic game screen for it, its own systems, its part of the settings file, and every tool
//! and screen's part for it. The one place that knows every floor of the window, above them all.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::base::assets::PreviewArt;
#[cfg(target_family = "wasm")]
use crate::app::base::tasks::web_worker::WorkerError;
use crate::app::contract::arcade_game::side_name;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings;
use crate::app::contract::registry::{GameEntry, NotAGame, StartGame};
use crate::app::contract::window_game::WindowGame;
use crate::app::game_screen::{self, LaunchedGame, frame_stats, library, refusal};
use crate::app::screens::menu;
use crate::app::tools::{duel, rules_card, search_tree, tournament};
use crate::games::Notation;

/// Game `G` as the window registers it.
pub const fn entry<G: WindowGame>() -> GameEntry {
    GameEntry {
        name: G::Position::NAME,
        title: G::Position::TITLE,
        blurb: G::BLURB,
        preview: G::preview,
        draw_position: draw_position::<G>,
        side_name: side_name::<G>,
        reviews: G::REVIEWS,
        how_to_play: G::HOW_TO_PLAY,
        launch: launch::<G>,
        #[cfg(target_family = "wasm")]
        work_in_worker: work_in_worker::<G>,
        add_plugins: add_plugins::<G>,
        window_plugin: window_plugin::<G>,
    }
}

fn add_plugins<G: WindowGame>(app: &mut App) {
    app.add_plugins((
        game_screen::plugin::<G>,
        G::plugin,
        game_settings::plugin::<G>,
        frame_stats::watch::<G>,
        rules_card::game_plugin::<G>,
        search_tree::game_plugin::<G>,
        duel::game_plugin::<G>,
        tournament::game_plugin::<G>,
        library::game_plugin::<G>,
        menu::game_plugin::<G>,
    ));
}

fn window_plugin<G: WindowGame>(app: &mut App) {
    app.add_plugins((
        game_screen::panel::plugin::<G>,
        G::window_plugin,
        rules_card::window_plugin::<G>,
        refusal::window_plugin::<G>,
        search_tree::window_plugin::<G>,
        duel::window_plugin::<G>,
        tournament::window_plugin::<G>,
    ));
}

/// Does the work order `json` of kind `kind`: a search, a duel's or a tournament's game, a
/// recording of the search tree view, or one of the game's own ([`WindowGame::work_in_worker`]).
#[cfg(target_family = "wasm")]
fn work_in_worker<G: WindowGame>(
    kind: &str,
    json: &str,
    progress: &mut dyn FnMut(String),
) -> Result<String, WorkerError> {
    use crate::app::base::tasks::work_order::{WorkOrder, run_in_worker};
    use crate::app::game_screen::SearchRequest;
    use crate::app::game_screen::background_games::BackgroundGame;
    use crate::app::tools::search_tree::RecordOrder;

    if kind == SearchRequest::<G>::KIND {
        run_in_worker::<SearchRequest<G>>(json, progress)
    } else if kind == BackgroundGame::<G>::KIND {
        run_in_worker::<BackgroundGame<G>>(json, progress)
    } else if kind == RecordOrder::<G>::KIND {
        run_in_worker::<RecordOrder<G>>(json, progress)
    } else {
        G::work_in_worker(kind, json, progress)
    }
}

fn draw_position<G: WindowGame>(painter: &egui::Painter, rect: egui::Rect, text: &str, art: &PreviewArt) -> bool {
    let Ok(position) = G::Position::parse_position(text) else { return false };
    G::draw_position(painter, rect, &position, art);
    true
}

fn launch<G: WindowGame>(text: Option<&str>) -> Result<Box<StartGame>, NotAGame> {
    // Without a game of its own, the game's screen opens on its autosave (or a new game).
    let Some(text) = text else { return Ok(Box::new(|_: &mut App| {})) };
    // Read before the settings choose the window's language, and reported on the terminal: the
    // command line's English, as its other errors are.
    let game = CurrentGame::<G>::from_launch(text)?;
    Ok(Box::new(move |app: &mut App| {
        app.insert_resource(game);
        app.insert_resource(LaunchedGame(G::Position::NAME));
    }))
}
