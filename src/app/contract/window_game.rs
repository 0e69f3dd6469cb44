//! What a game gives the window besides its play ([`ArcadeGame`]): its card on the menu, its
//! rules' pages, its part of the game screen's panel, and what its tools offer (the search tree
//! view's depths, the duel's and the class tournament's opponents, a review in the library);
//! and [`InWindow`], which names the window's game of a game's positions.

use std::ops::RangeInclusive;

use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::base::assets::PreviewArt;
use crate::app::base::requests::GameAction;
#[cfg(target_family = "wasm")]
use crate::app::base::tasks::web_worker::WorkerError;
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::widgets::{MoveMark, round_marker};
use crate::games::matches::Openings;
use crate::games::{Notation, Seat};

/// A game the catalogue lists, as the window plays it: `Game` is the type its screen is written
/// over ([`WindowGame`]), whose positions are `Self`.
pub trait InWindow: Notation {
    type Game: WindowGame<Position = Self>;
}

/// What a game adds to the window: its card on the menu, and its part of its panel.
pub trait WindowGame: ArcadeGame {
    /// What the game's own sections read or change besides its settings (Tic-tac-toe: the node
    /// counts).
    type Extra: SystemParam + 'static;

    /// The menu card's line about the game.
    const BLURB: &'static str;
    /// What the hints checkbox says the hints show.
    const HINTS: &'static str;
    /// How to play, page by page: the rules card's.
    const HOW_TO_PLAY: &'static [HowToPlayPage];

    /// The depths the search tree view offers.
    const TREE_DEPTHS: RangeInclusive<u32> = 1..=4;
    /// The most nodes the search tree view keeps: enough for depth 4 in a game of ten or so
    /// moves a turn, small enough to stay fluid.
    const TREE_NODE_CAP: usize = 20_000;
    /// The depth the view offers first.
    const TREE_DEPTH: u32 = 3;
    /// The depths a duel of the player's weights offers, and the one it offers first.
    const DUEL_DEPTHS: RangeInclusive<u32> = 1..=6;
    const DUEL_DEPTH: u32 = 3;

    /// The menu card's picture of the game's board, in `rect`.
    fn preview(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt);
    /// `position` drawn in `rect` as the game draws its boards (the search tree view's picture of
    /// a node): by default the position's text.
    fn draw_position(painter: &egui::Painter, rect: egui::Rect, position: &Self::Position, _art: &PreviewArt) {
        let font = egui::FontId::monospace(12.0);
        let text = position.to_string();
        painter.text(rect.center(), egui::Align2::CENTER_CENTER, text, font, egui::Color32::GRAY);
    }
    /// Who the player's weights can be tested against in a duel, each with the options it plays
    /// with at `depth` (a preset's weights, a level), made from the player's `options`; none for
    /// a game without weights to test.
    fn duel_opponents(_options: &Self::Options, _depth: u32) -> Vec<NamedAi<Self>> {
        Vec::new()
    }
    /// The game's named levels (their names in the player's language), as a class tournament
    /// offers them beside the students' programs.
    fn named_levels() -> Vec<NamedAi<Self>>;
    /// The ratings of the first of [`WindowGame::named_levels`], weakest first, on one Elo scale
    /// (the levels after them, if any, are not rated): the ladder a player's program climbs
    /// when the Program seat rates it.
    const LEVEL_RATINGS: &'static [f64];
    /// Where the rating's games start: where the games that rated the levels started.
    fn rating_openings() -> Openings<Self::Move> {
        Self::duel_openings()
    }
    /// The player's `options` as a duel plays them: `depth` plies, no clock, one thread, always
    /// the best move, so that every game replays alike from the duel's seed.
    fn duel_options(options: &Self::Options, _depth: u32) -> Self::Options {
        options.clone()
    }
    /// Where a duel's games start; each opening is played twice, the colours swapped.
    fn duel_openings() -> Openings<Self::Move> {
        Openings::Random(4)
    }
    /// What else of the game needs a window (keys of its own).
    fn window_plugin(_app: &mut App) {}
    /// A web worker's part of the game's own work orders (besides the searches and the duel's
    /// games that every game has): the order `_json` of kind `kind` done, its reports handed to
    /// `_progress`, its output returned.
    #[cfg(target_family = "wasm")]
    fn work_in_worker(kind: &str, _json: &str, _progress: &mut dyn FnMut(String)) -> Result<String, WorkerError> {
        Err(WorkerError(format!("{} has no work called {kind}", Self::Position::NAME))) // not shown: a worker's
    }
    /// The position the board shows: the game's, or one being set up (Reversi's editor).
    fn shown_position(current_game: &CurrentGame<Self>, _extra: &SystemParamItem<Self::Extra>) -> Self::Position {
        *current_game.position()
    }

    /// A side's piece, drawn before its name in the scoreboard: a dark and a light stone unless
    /// the game draws its own.
    fn side_marker(ui: &mut egui::Ui, seat: Seat) {
        match seat {
            Seat::First => round_marker(ui, egui::Color32::from_gray(30), egui::Color32::from_gray(110)),
            Seat::Second => round_marker(ui, egui::Color32::from_gray(230), egui::Color32::from_gray(150)),
        }
    }
    /// A line under the scoreboard: of the position on the board, `shown` (one being set up
    /// included; Catapultas: the turn out of the limit), or of the game's line in `current_game`
    /// (Reversi: the name of its opening).
    fn status_line(_current_game: &CurrentGame<Self>, _shown: &Self::Position) -> Option<String> {
        None
    }
    /// The AI's strength as the Play layer offers it: named levels, in words for a player.
    fn level(_ui: &mut egui::Ui, _options: &mut Self::Options) {}
    /// The message id of the name of the level `options` play at, if they are one of
    /// [`WindowGame::level`]'s (the library keeps it with the game).
    fn level_id(_options: &Self::Options) -> Option<&'static str> {
        None
    }
    /// Whether the game reviews a finished game move by move (the library offers Review): it
    /// then starts the review of the game on screen on [`crate::app::game_screen::library::ReviewGame`].
    const REVIEWS: bool = false;
    /// The game's own sections in the Lab, after the AI's thinking (none unless the game has
    /// some), with what every game's panel has placed among them by `shared`: "Why this move"
    /// under the weights it explains, so that a slider and the figures it moves are seen
    /// together, and the weights section's duel button. They may ask for an action on the game
    /// (show a position).
    fn lab_sections(
        ui: &mut egui::Ui,
        options: &mut Self::Options,
        _current_game: &CurrentGame<Self>,
        _extra: &mut SystemParamItem<Self::Extra>,
        shared: &mut dyn SharedSections<Self>,
    ) -> Option<GameAction> {
        shared.why(ui, options);
        None
    }
    /// A colour and a word for moves of the line the game has judged (Reversi's review).
    fn move_marks(_current_game: &CurrentGame<Self>, _extra: &SystemParamItem<Self::Extra>) -> Vec<Option<MoveMark>> {
        Vec::new()
    }
    /// The game's lines at the top of the Lab's Board section.
    fn board_options(_ui: &mut egui::Ui, _options: &mut Self::Options) {}
    /// A note under the scoreboard while the human builds a move: a message id, or the game's
    /// own words.
    fn pending_note(_pending: &[Self::Square]) -> Option<&'static str> {
        None
    }
}

/// What every game's Lab has, drawn where the game's own sections place it.
pub trait SharedSections<G: ArcadeGame> {
    /// "Why this move", with `options` as they are now.
    fn why(&mut self, ui: &mut egui::Ui, options: &G::Options);
    /// The button that opens the duel of the weights on the sliders.
    fn test_weights(&mut self, ui: &mut egui::Ui);
}

/// One page of a game's rules.
pub struct HowToPlayPage {
    /// The id of the page's title among the translations (`reversi-rules-start-title`).
    pub title: &'static str,
    /// The id of a few plain sentences for a player.
    pub text: &'static str,
    /// The page's picture, drawn in `rect` (wider than tall) with the boards' own pictures.
    pub diagram: fn(&egui::Painter, egui::Rect, &PreviewArt),
}

/// An AI the game offers by name: a preset's weights or a level, which a duel tests the
/// player's weights against and a class tournament or a rating seats beside the programs.
pub struct NamedAi<G: ArcadeGame> {
    /// How the window names it, in the player's language.
    pub name: String,
    /// What it plays with in a duel.
    pub options: G::Options,
}
