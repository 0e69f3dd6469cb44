//! The games of the window as the catalogue (`crate::catalogue`) hands them over: each
//! [`GameEntry`] adds everything a game's screen needs (the generic screen, the game's own
//! systems, its part of the settings file, its frame statistics) and its card on the menu. A game
//! reaches the window through [`WindowGame`], which names its screen's game type.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::LaunchError;
use crate::app::base::assets::PreviewArt;
use crate::app::base::screen::Screen;
use crate::app::base::settings;
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::game_screen::{LaunchedGame, Session, game_screen_plugin};
use crate::app::game_screen::{frame_stats, library, refusal};
use crate::app::tools::rules_card as how_to_play;
use crate::app::tools::rules_card::HowToPlayPage;
use crate::app::tools::search_tree as tree;
use crate::app::tools::{duel, tournament};
use crate::app::widgets::GamePanel;
use crate::games::Notation;

/// A game the catalogue lists, as the window plays it: `Screen` is the type its screen is
/// written over ([`GamePanel`]), whose positions are `Self`.
pub trait WindowGame: Notation {
    type Screen: GamePanel<Position = Self>;
}

/// Registers `games`, in the menu's order.
pub(crate) fn plugin(app: &mut App, games: &[GameEntry]) {
    app.init_resource::<RegisteredGames>();
    for &game in games {
        (game.add_plugins)(app);
        app.world_mut().resource_mut::<RegisteredGames>().0.push(game);
    }
}

/// The part of every registered game that needs a window: its panel and its keys.
pub(crate) fn window_plugin(app: &mut App) {
    let plugins: Vec<fn(&mut App)> =
        app.world().resource::<RegisteredGames>().0.iter().map(|game| game.window_plugin).collect();
    for plugin in plugins {
        plugin(app);
    }
}

/// Puts the game named on the command line into the app before it starts.
pub type StartGame = dyn FnOnce(&mut App);

/// A web worker's part of one game's work order: the order's kind, the order (JSON), where its
/// reports go; its output returned, or why it could not be done.
#[cfg(target_family = "wasm")]
pub type WorkInWorker = fn(&str, &str, &mut dyn FnMut(String)) -> Result<String, String>;

/// A game as the window knows it: how to register it, and what the menu and the command line
/// need of it.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// [`Notation::NAME`]: what `--game` says and the settings file calls its part.
    pub name: &'static str,
    /// [`Notation::TITLE`], the menu card's title.
    pub title: &'static str,
    /// The menu card's line about the game.
    pub blurb: &'static str,
    /// The menu card's picture of the board.
    pub preview: fn(&egui::Painter, egui::Rect, &PreviewArt),
    /// A position, as the game writes positions, drawn in a rectangle (the library's preview);
    /// false when the text is not one of the game's positions.
    pub draw_position: fn(&egui::Painter, egui::Rect, &str, &PreviewArt) -> bool,
    /// A side's name in the window's language.
    pub side_name: fn(crate::games::Seat) -> String,
    /// Whether the game reviews a finished game ([`GamePanel::REVIEWS`]).
    pub reviews: bool,
    /// The pages of its "How to play" card ([`GamePanel::HOW_TO_PLAY`]).
    pub how_to_play: &'static [HowToPlayPage],
    /// The game `--position`, `--transcript` or `--open` set up (the game's start without one),
    /// read before the window opens so that a mistake is reported instead of a window.
    pub launch: fn(Option<&str>) -> Result<Box<StartGame>, LaunchError>,
    /// A web worker's part of a work order (see `ai_task::work_order`).
    #[cfg(target_family = "wasm")]
    pub work_in_worker: WorkInWorker,
    add_plugins: fn(&mut App),
    window_plugin: fn(&mut App),
}

impl GameEntry {
    pub const fn of<G: GamePanel>() -> Self {
        Self {
            name: G::Position::NAME,
            title: G::Position::TITLE,
            blurb: G::BLURB,
            preview: G::preview,
            draw_position: draw_position::<G>,
            side_name: crate::app::contract::arcade_game::side_name::<G>,
            reviews: G::REVIEWS,
            how_to_play: G::HOW_TO_PLAY,
            launch: launch::<G>,
            #[cfg(target_family = "wasm")]
            work_in_worker: work_in_worker::<G>,
            add_plugins: add_plugins::<G>,
            window_plugin: window_plugin_of::<G>,
        }
    }

    pub fn screen(&self) -> Screen {
        Screen::Game(self.name)
    }
}

/// The games registered in this app, in the menu's order.
#[derive(Resource, Default)]
pub struct RegisteredGames(Vec<GameEntry>);

impl RegisteredGames {
    pub fn iter(&self) -> impl Iterator<Item = &GameEntry> {
        self.0.iter()
    }
}

/// Does the work order `json` of kind `kind`: a search, a duel's or a tournament's game, a
/// recording of the search tree view, or one of the game's own ([`GamePanel::work_in_worker`]).
#[cfg(target_family = "wasm")]
fn work_in_worker<G: GamePanel>(kind: &str, json: &str, progress: &mut dyn FnMut(String)) -> Result<String, String> {
    use crate::app::base::tasks::work_order::{WorkOrder, run_in_worker};
    use crate::app::game_screen::SearchRequest;
    use crate::app::tools::duel::MatchGame;
    use crate::app::tools::search_tree::RecordOrder;

    if kind == SearchRequest::<G>::KIND {
        run_in_worker::<SearchRequest<G>>(json, progress)
    } else if kind == MatchGame::<G>::KIND {
        run_in_worker::<MatchGame<G>>(json, progress)
    } else if kind == RecordOrder::<G>::KIND {
        run_in_worker::<RecordOrder<G>>(json, progress)
    } else {
        G::work_in_worker(kind, json, progress)
    }
}

fn add_plugins<G: GamePanel>(app: &mut App) {
    app.add_plugins((
        game_screen_plugin::<G>,
        G::plugin,
        settings::game_plugin::<G>,
        frame_stats::watch::<G>,
        how_to_play::game_plugin::<G>,
        tree::game_plugin::<G>,
        duel::game_plugin::<G>,
        tournament::game_plugin::<G>,
        library::game_plugin::<G>,
        crate::app::screens::menu::game_plugin::<G>,
    ));
}

fn window_plugin_of<G: GamePanel>(app: &mut App) {
    app.add_plugins((
        crate::app::widgets::screen::plugin::<G>,
        G::window_plugin,
        how_to_play::window_plugin::<G>,
        refusal::window_plugin::<G>,
        tree::window_plugin::<G>,
        duel::window_plugin::<G>,
        tournament::window_plugin::<G>,
    ));
}

fn draw_position<G: GamePanel>(painter: &egui::Painter, rect: egui::Rect, text: &str, art: &PreviewArt) -> bool {
    let Ok(position) = G::Position::parse_position(text) else { return false };
    G::draw_position(painter, rect, &position, art);
    true
}

fn launch<G: ArcadeGame>(text: Option<&str>) -> Result<Box<StartGame>, LaunchError> {
    // Without a game of its own, the game's screen opens on its autosave (or a new game).
    let Some(text) = text else { return Ok(Box::new(|_: &mut App| {})) };
    // Read before the settings choose the window's language, and reported on the terminal: the
    // command line's English, as its other errors are.
    let game = Session::<G>::from_launch(text).map_err(|error| LaunchError::NotAGame(Box::new(error)))?;
    Ok(Box::new(move |app: &mut App| {
        app.insert_resource(game);
        app.insert_resource(LaunchedGame(G::Position::NAME));
    }))
}

/// The game of `games` called `name` (`--game`).
pub fn named(games: &[GameEntry], name: &str) -> Result<GameEntry, LaunchError> {
    games.iter().copied().find(|game| game.name == name).ok_or_else(|| LaunchError::UnknownGame(name.to_owned()))
}
