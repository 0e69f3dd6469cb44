//! The games the window shows, in the menu's order, as the catalogue (`crate::catalogue`) hands
//! them over: each [`GameEntry`] says what the menu, the library and the command line need of a
//! game, and adds everything its screen needs ([`crate::app::registration`] makes the entries).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::base::assets::PreviewArt;
use crate::app::base::screen::Screen;
#[cfg(target_family = "wasm")]
use crate::app::base::tasks::web_worker::WorkerError;
use crate::app::contract::window_game::HowToPlayPage;

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

/// Why a text is not a game of the game it was given to: the game's own error.
pub type NotAGame = Box<dyn std::error::Error + Send + Sync>;

/// A web worker's part of one game's work order: the order's kind, the order (JSON), where its
/// reports go; its output returned, or why it could not be done.
#[cfg(target_family = "wasm")]
pub type WorkInWorker = fn(&str, &str, &mut dyn FnMut(String)) -> Result<String, WorkerError>;

/// A game as the window knows it: how to register it, and what the menu and the command line
/// need of it.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// [`Notation::NAME`](crate::games::Notation::NAME): what `--game` says and the settings
    /// file calls its part.
    pub name: &'static str,
    /// [`Notation::TITLE`](crate::games::Notation::TITLE), the menu card's title.
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
    /// Whether the game reviews a finished game.
    pub reviews: bool,
    /// The pages of its "How to play" card.
    pub how_to_play: &'static [HowToPlayPage],
    /// The game `--position`, `--transcript` or `--open` set up (the game's start without one),
    /// read before the window opens so that a mistake is reported instead of a window; the
    /// game's own error, in the command line's English, when the text is not one of its games.
    pub launch: fn(Option<&str>) -> Result<Box<StartGame>, NotAGame>,
    /// A web worker's part of a work order (see `base::tasks::work_order`).
    #[cfg(target_family = "wasm")]
    pub work_in_worker: WorkInWorker,
    /// Adds everything the game's screen does without a window.
    pub add_plugins: fn(&mut App),
    /// Adds the game's part that needs a window: its panel, its keys, its tools' windows.
    pub window_plugin: fn(&mut App),
}

impl GameEntry {
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
