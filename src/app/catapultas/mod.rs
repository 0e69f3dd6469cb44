//! Catapultas on the generic game screen: how the window plays, writes and searches it, and how
//! clicks build a move (a piece, then a step or a jump chain one hop per click; the piece
//! clicked again, or Enter, ends a chain where it stands). Drawing lives in
//! [`board`], move animations in [`animation`], the panel's own sections in `panel`.

pub mod animation;
pub mod board;
mod errors;
mod how_to_play;
mod panel;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::prelude::*;

use serde::{Deserialize, Serialize};

use crate::app::base::settings::{AnalysisStrength, GameOptions};
use crate::app::contract::arcade_game::{ArcadeGame, NoOutsideEngine};
use crate::app::contract::window_game::InWindow;
use crate::engine::{Breakdown, BreakdownEvaluator, Score, SearchInfo, cap_time_limit_ms, proven_margin};
use crate::games::Seat;
use crate::games::catapultas::{
    AiSettings, Board, CatapultasAi, DEFAULT_MOVES_PER_PLAYER, EndReason, JumpPath, Move, Outcome, SIDE, Square,
    Weights, think,
};
use crate::tr;

/// Catapultas' own settings: its AI's and the game's length.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CatapultasOptions {
    pub ai: AiSettings,
    /// Moves per player before the game ends on piece count (applies to new games).
    pub moves_per_player: u16,
}

impl Default for CatapultasOptions {
    /// A new player meets the middle level first.
    fn default() -> Self {
        let (_, _, first_level) = panel::LEVELS[1];
        Self { ai: first_level(), moves_per_player: DEFAULT_MOVES_PER_PLAYER }
    }
}

impl GameOptions for CatapultasOptions {}

/// Catapultas, as the game screen plays it.
pub struct Catapultas;

/// The catalogue's Catapultas opens this screen.
impl InWindow for Board {
    type Game = Catapultas;
}

impl ArcadeGame for Catapultas {
    type Position = Board;
    type Move = Move;
    type Square = Square;
    type Options = CatapultasOptions;
    type Outside = NoOutsideEngine;
    type Evaluator = Weights;
    type Ai = CatapultasAi;

    fn plugin(app: &mut App) {
        app.add_plugins((board::plugin, animation::plugin));
    }

    /// The English of `catapultas-score-unit` and `catapultas-paste-hint`, which the panel shows.
    const SCORE_UNIT: &'static str = "A win or loss by N pieces in M moves when the search saw the end, else the evaluation in points (100 a piece at the default weights).";
    const PASTE_HINT: &'static str = "x m 3 1 4 1\no m 4 2 3 2 …   or   xxxxxx/…/oooooo x 0/100";

    fn start(options: &CatapultasOptions) -> Board {
        Board::new().with_moves_per_player(options.moves_per_player)
    }

    const FILE_EXTENSION: &'static str = "txt";

    fn result_text(board: &Board) -> String {
        let (x, o) = (board.piece_count(Seat::First), board.piece_count(Seat::Second));
        let how = match board.end_reason() {
            Some(EndReason::MoveLimit) => tr!("catapultas-end-move-limit"),
            _ => tr!("catapultas-end-capture"),
        };
        match board.outcome() {
            Some(Outcome::Win(Seat::First)) => {
                tr!("catapultas-result-win", side = "x", winner = x, loser = o, how = how)
            }
            Some(Outcome::Win(Seat::Second)) => {
                tr!("catapultas-result-win", side = "o", winner = o, loser = x, how = how)
            }
            _ => tr!("catapultas-result-draw", x = x, o = o, how = how),
        }
    }

    fn evaluator(options: &CatapultasOptions) -> Weights {
        options.ai.weights.clone()
    }

    fn ai_settings(options: &CatapultasOptions) -> &AiSettings {
        &options.ai
    }

    fn think_best_line(
        board: &Board,
        options: &CatapultasOptions,
        depth: u32,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Move>),
    ) -> SearchInfo<Move> {
        think(board, &AiSettings { max_depth: depth, ..options.ai.clone() }, false, cancel, on_progress)
    }

    fn breakdown(board: &Board, options: &CatapultasOptions) -> Option<Breakdown> {
        Some(Self::evaluator(options).breakdown(board))
    }

    /// The default weights, deeper with more strength (even depths: each side's reply seen).
    fn analyse(
        board: &Board,
        strength: AnalysisStrength,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Move>),
    ) -> SearchInfo<Move> {
        let (max_depth, time_limit_ms) = match strength {
            AnalysisStrength::Quick => (4, 300),
            AnalysisStrength::Normal => (6, 1_500),
            AnalysisStrength::Deep => (8, 5_000),
        };
        let analysis = AiSettings { max_depth, time_limit_ms, ..AiSettings::default() };
        think(board, &analysis, true, cancel, on_progress)
    }

    fn limit_time(options: &mut CatapultasOptions, budget: Duration) {
        options.ai.time_limit_ms = cap_time_limit_ms(options.ai.time_limit_ms, budget);
    }

    /// The game ends after a fixed number of moves each.
    fn moves_left(board: &Board) -> u32 {
        u32::from(board.ply_limit().saturating_sub(board.plies_played())).div_ceil(2)
    }

    /// In pieces: a proven result as its margin, a heuristic one at the default weights' scale
    /// (100 a piece).
    fn graph_value(score: Score) -> f32 {
        proven_margin(score).map_or(score as f32 / 100.0, |margin| margin as f32)
    }

    /// A click selects a piece, steps, adds a hop to the chain, or ends it on the piece itself.
    /// `pending` is the chain as the board shows it: a move that ends on a new hop leaves that
    /// hop out, for its animation to draw.
    fn click(board: &Board, pending: &mut Vec<Square>, square: Square) -> Option<Move> {
        let Some(&end) = pending.last() else {
            if movable(board, square) {
                *pending = vec![square];
            }
            return None;
        };
        let step = Move::Step { from: end, to: square };
        if pending.len() == 1 && board.is_legal(step) {
            return Some(step);
        }
        if square == end {
            // The piece itself: deselect it, or end the chain where it is.
            let chain = JumpPath::from_squares(pending).map(Move::Jump);
            if chain.is_none() {
                pending.clear();
            }
            return chain;
        }
        if destinations(board, pending).contains(&square) {
            let mut chain = pending.clone();
            chain.push(square);
            if continuations(board, &chain).next().is_none() {
                return JumpPath::from_squares(&chain).map(Move::Jump);
            }
            *pending = chain;
        } else if pending.len() == 1 {
            *pending = if movable(board, square) { vec![square] } else { Vec::new() };
        }
        None
    }

    /// Only for what the player could not have meant: picking a piece, a landing of the chain,
    /// or the chain's piece itself all do something.
    fn why_not(board: &Board, pending: &[Square], square: Square) -> Option<&'static str> {
        let own = board.piece_at(square) == Some(board.to_move());
        if own && !movable(board, square) {
            return Some("catapultas-boxed-in");
        }
        let picks_it = own && pending.len() <= 1;
        if picks_it || pending.last() == Some(&square) || destinations(board, pending).contains(&square) {
            return None;
        }
        let reason = match (board.piece_at(square), pending.is_empty()) {
            (Some(_), true) => "catapultas-not-yours",
            (None, true) => "catapultas-pick-first",
            (_, false) => "catapultas-cannot-land",
        };
        Some(reason)
    }

    const GRID: [u8; 2] = [SIDE, SIDE];

    fn square_at(column: u8, row: u8) -> Option<Square> {
        Square::at(row + 1, column + 1)
    }

    fn grid_place(square: Square) -> [u8; 2] {
        [square.col() - 1, square.row() - 1]
    }

    /// Its row's number, then its column's, as the moves are written (`3 4`) and the board's
    /// edges number them: `34`.
    fn square_name(square: Square) -> String {
        format!("{}{}", square.row(), square.col()) // not shown: a square's name as typed
    }
}

/// The jumps that go on from the chain `path` (start first), each longer by at least one hop.
fn continuations(board: &Board, path: &[Square]) -> impl Iterator<Item = JumpPath> {
    let path = path.to_vec();
    board.legal_moves().into_iter().filter_map(move |mv| match mv {
        Move::Jump(jump) if jump.squares().len() > path.len() && jump.squares().starts_with(&path) => Some(jump),
        _ => None,
    })
}

/// Where the selected piece may go next: the next landings of its chain and, before any hop,
/// its steps.
pub fn destinations(board: &Board, path: &[Square]) -> Vec<Square> {
    let Some(&start) = path.first() else { return Vec::new() };
    let mut targets: Vec<Square> = continuations(board, path).map(|jump| jump.squares()[path.len()]).collect();
    if path.len() == 1 {
        targets.extend(board.legal_moves().into_iter().filter_map(|mv| match mv {
            Move::Step { from, to } if from == start => Some(to),
            _ => None,
        }));
    }
    targets.sort_by_key(|square| square.index());
    targets.dedup();
    targets
}

/// The human's pieces that have a move.
pub fn movable(board: &Board, square: Square) -> bool {
    board.piece_at(square) == Some(board.to_move()) && !destinations(board, &[square]).is_empty()
}
