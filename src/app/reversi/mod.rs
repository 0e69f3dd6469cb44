//! Reversi on the generic game screen: how the window plays, writes and searches it. Drawing
//! lives in [`board`], move animations in [`animation`], setting up positions in [`editor`],
//! the weights' tuning from self-play in [`tune`], the names of openings in [`opening_names`],
//! the opening book's explorer in [`book`],
//! the panel's own sections in `panel`.

pub mod animation;
pub mod board;
pub mod book;
pub mod editor;
mod errors;
mod how_to_play;
mod move_tooltip;
pub mod opening_names;
mod outside;
mod panel;
pub mod review;
pub mod tune;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::prelude::*;

use serde::{Deserialize, Serialize};

use crate::app::base::errors::Explain;
use crate::app::base::history::GameHistory;
use crate::app::base::i18n;
use crate::app::base::settings::{AnalysisStrength, GameOptions, OutOfRange, OutsideEngineSettings};
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::window_game::InWindow;
use crate::engine::{
    Algorithm, Breakdown, BreakdownEvaluator, Score, SearchInfo, Selectivity, cap_time_limit_ms, proven_margin,
};
use crate::games::random::clock_seed;
use crate::games::reversi::analysis::openings::balanced;
use crate::games::reversi::formats::ggf::write_game;
use crate::games::reversi::{
    AiSettings, BookPlay, GameRecord, Level, Move, Position, RecordedMove, ReversiAi, ReversiEvaluator, Side, Square,
    Variety, Weights, think,
};
use crate::nboard::client::NboardEngine;
use crate::tr;

/// The game record of `moves` (legal ones, as a history holds) played from `start`.
pub fn game_record(start: Position, moves: &[Move]) -> GameRecord {
    GameRecord::from_moves(start, moves.iter().copied().map(RecordedMove::bare))
        .expect("a game's history holds only legal moves")
}

/// Reversi's own settings: its AI's, its board's, its outside engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ReversiOptions {
    pub ai: AiSettings,
    pub show_legal_moves: bool,
    /// New games start from a random balanced opening, so that games against the AI differ.
    pub balanced_openings: bool,
    /// The NBoard engine an "Engine" seat runs.
    pub outside_engine: OutsideEngineSettings,
    /// The board drawn half a turn round, for a player sitting on the other side.
    pub flip_board: bool,
    /// The engine's expected line drawn on the board as numbered ghost discs.
    pub show_pv: bool,
    /// A mark on every disc the engine proves can never be flipped.
    pub show_stable_discs: bool,
}

/// The level a new player meets first: the middle of the ladder, a club player.
pub const FIRST_LEVEL: u8 = 4;

impl Default for ReversiOptions {
    fn default() -> Self {
        let threads = AiSettings::default().threads;
        Self {
            ai: Level::get(FIRST_LEVEL).map_or_else(AiSettings::default, |level| level.settings(threads)),
            show_legal_moves: true,
            balanced_openings: false,
            outside_engine: OutsideEngineSettings::default(),
            flip_board: false,
            show_pv: false,
            show_stable_discs: false,
        }
    }
}

impl GameOptions for ReversiOptions {
    /// Weights beyond the evaluation's range could pass for proven results.
    fn validate(&self) -> Result<(), OutOfRange> {
        self.ai.weights.validate().map_err(|error| OutOfRange(error.explain()))
    }
}

/// Reversi, as the game screen plays it.
pub struct Reversi;

/// The catalogue's Reversi opens this screen.
impl InWindow for Position {
    type Game = Reversi;
}

impl ArcadeGame for Reversi {
    type Position = Position;
    type Move = Move;
    type Square = Square;
    type Options = ReversiOptions;
    type Outside = NboardEngine;
    type Evaluator = ReversiEvaluator;
    type Ai = ReversiAi;

    fn plugin(app: &mut App) {
        app.add_plugins((board::plugin, animation::plugin, review::plugin, editor::plugin, tune::plugin));
    }

    /// English, for the generic code's fallback; the window shows `reversi-score-unit`.
    const SCORE_UNIT: &'static str = "In discs: with the learned evaluation (the hints always, the AI by default) the margin it expects at the end, with the classroom heuristics their points (1000 a unit); a '!' marks the exact final margin, 0! an exact draw.";
    /// English, for the generic code's fallback; the window shows `reversi-paste-hint`.
    const PASTE_HINT: &'static str = "f5d6c3d3c4…   or an OBF position";

    fn new_game(options: &ReversiOptions) -> GameHistory<Position, Move> {
        if !options.balanced_openings {
            return GameHistory::new(Position::initial());
        }
        let openings = balanced();
        let opening = &openings[(clock_seed() % openings.len() as u64) as usize];
        GameHistory::replay(Position::initial(), opening.moves.iter().copied(), Position::play_unchecked)
    }

    const FILE_EXTENSION: &'static str = "ggf";

    /// GGF, as NBoard and the game servers write it: the set-up position, the players, the moves
    /// and, once over, the result.
    fn file_text(history: &GameHistory<Position, Move>, [black, white]: [&str; 2]) -> String {
        let mut record = game_record(*history.start(), history.played());
        record.black = Some(black.to_owned());
        record.white = Some(white.to_owned());
        record.result = record.final_result();
        write_game(&record)
    }

    /// The final score as the World Othello Federation counts it: empty squares go to the
    /// winner.
    fn result_text(position: &Position) -> String {
        let (black, white) = position.disc_counts();
        let empties = 64 - black - white;
        match black.cmp(&white) {
            std::cmp::Ordering::Greater => tr!("reversi-result-black-wins", winner = black + empties, loser = white),
            std::cmp::Ordering::Less => tr!("reversi-result-white-wins", winner = white + empties, loser = black),
            std::cmp::Ordering::Equal => tr!("reversi-result-draw", black = black, white = white),
        }
    }

    fn evaluator(options: &ReversiOptions) -> ReversiEvaluator {
        ReversiEvaluator::new(options.ai.weights)
    }

    fn ai_settings(options: &ReversiOptions) -> &AiSettings {
        &options.ai
    }

    /// The AI's search without a weak level's chance, to `depth` (the endgame solver, where the
    /// AI's settings call it, sees to the end).
    fn think_best_line(
        position: &Position,
        options: &ReversiOptions,
        depth: u32,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Move>),
    ) -> SearchInfo<Move> {
        let best_line = AiSettings { variety: Variety::NONE, max_depth: depth, ..options.ai.clone() };
        think(position, &best_line, false, cancel, on_progress)
    }

    fn breakdown(position: &Position, options: &ReversiOptions) -> Option<Breakdown> {
        Some(Self::evaluator(options).breakdown(position))
    }

    /// The learned evaluation on one thread, deeper and solving sooner with more strength; even
    /// depths, so that each side's reply is seen.
    fn analyse(
        position: &Position,
        strength: AnalysisStrength,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Move>),
    ) -> SearchInfo<Move> {
        let (max_depth, exact_endgame_empties, time_limit_ms) = match strength {
            AnalysisStrength::Quick => (8, 14, 500),
            AnalysisStrength::Normal => (12, 18, 2_000),
            AnalysisStrength::Deep => (16, 20, 6_000),
        };
        let analysis = AiSettings {
            max_depth,
            exact_endgame_empties,
            time_limit_ms,
            threads: 1,
            variety: Variety::NONE,
            weights: Weights::learned(),
            algorithm: Algorithm::Full,
            // Full-width: the same analysis whatever the AI's level.
            selectivity: Selectivity::FULL,
            book: BookPlay::Off,
        };
        think(position, &analysis, true, cancel, on_progress)
    }

    fn seed_choices(options: &mut ReversiOptions, seed: u64) {
        options.ai.variety.seed = seed;
    }

    fn limit_time(options: &mut ReversiOptions, budget: Duration) {
        options.ai.time_limit_ms = cap_time_limit_ms(options.ai.time_limit_ms, budget);
    }

    /// Each side fills about half of the empty squares.
    fn moves_left(position: &Position) -> u32 {
        position.empty_count().div_ceil(2)
    }

    /// A proven result as the final disc margin, a heuristic one in the evaluation's units.
    fn describe_score(score: Score, solved: bool) -> String {
        match proven_margin(score) {
            Some(margin) => format!("{}!", i18n::signed(f64::from(margin), 0)),
            // A solved score that is no win or loss is a draw.
            None if solved => "0!".to_owned(),
            None => {
                let tenths = (f64::from(score) * 10.0 / f64::from(crate::games::reversi::eval::UNIT)).round();
                // A score that rounds to nothing has no side: "0.0", never "-0.0".
                i18n::signed(tenths / 10.0, 1)
            }
        }
    }

    /// As the panel writes it, but with a hyphen for the minus sign: the board's font has ASCII
    /// alone.
    fn hint_text(score: Score, solved: bool) -> String {
        Self::describe_score(score, solved).replace('−', "-")
    }

    /// Heuristic scores in the evaluation's units; exact ones as the disc margin.
    fn graph_value(score: Score) -> f32 {
        proven_margin(score).map_or(score as f32 / crate::games::reversi::eval::UNIT as f32, |margin| margin as f32)
    }

    fn click(_: &Position, _: &mut Vec<Square>, square: Square) -> Option<Move> {
        Some(Move::Place(square))
    }

    fn why_not(position: &Position, _: &[Square], square: Square) -> Option<&'static str> {
        if position.side_at(square).is_some() {
            Some("reversi-refused-taken")
        } else if !position.legal_squares().contains(square) {
            Some("reversi-refused-no-flip")
        } else {
            None
        }
    }

    const GRID: [u8; 2] = [8, 8];

    fn square_at(column: u8, row: u8) -> Option<Square> {
        Square::from_coords(column, row)
    }

    fn grid_place(square: Square) -> [u8; 2] {
        [square.column(), square.row()]
    }

    /// Its column's letter and its row's number: `d3`.
    fn square_name(square: Square) -> String {
        square.to_string()
    }
}

/// A side's name as the window's language writes it ("Black", "Pretas").
pub fn side_name(side: Side) -> String {
    match side {
        Side::Black => tr!("reversi-side-first"),
        Side::White => tr!("reversi-side-second"),
    }
}
