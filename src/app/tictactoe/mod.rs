//! Tic-tac-toe on the generic game screen, and the course tutorial's node comparison on the
//! position the AI searched. Drawing lives in [`board`], the panel's own sections in `panel`.

pub mod board;
mod errors;
mod how_to_play;
mod panel;

use std::sync::atomic::AtomicBool;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use serde::{Deserialize, Serialize};

use crate::app::base::animation::AnimateMoves;
use crate::app::base::redraw::{SEARCH_REFRESH, refresh_while};
use crate::app::base::settings::{AnalysisStrength, GameOptions};
use crate::app::base::tasks::AiSearch;
use crate::app::contract::arcade_game::{ArcadeGame, NoOutsideEngine};
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::contract::window_game::InWindow;
use crate::app::widgets::moves_ahead;
use crate::engine::{Breakdown, BreakdownEvaluator, DRAW, Proven, Score, SearchInfo, proven_margin};
use crate::games::tictactoe::symbol;
use crate::games::tictactoe::{
    AiSettings, Board, Cell, LineHeuristic, NodeCount, Outcome, SearchKind, TictactoeAi, compare_searches, think,
};
use crate::tr;

/// Tic-tac-toe, as the game screen plays it.
pub struct Tictactoe;

/// The catalogue's Tictactoe opens this screen.
impl InWindow for Board {
    type Game = Tictactoe;
}

/// Its options are its AI's, written in the settings file as the AI's own fields; a field the
/// file lacks takes the window's default, not the engine's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "StoredOptions", into = "StoredOptions")]
pub struct TictactoeOptions {
    pub ai: AiSettings,
}

/// The options as the settings file holds them, each field optional.
#[derive(Clone, Default, Serialize, Deserialize)]
#[serde(default)]
struct StoredOptions {
    search: Option<SearchKind>,
    heuristic_depth: Option<u32>,
}

impl From<StoredOptions> for TictactoeOptions {
    fn from(stored: StoredOptions) -> Self {
        let AiSettings { search, heuristic_depth } = Self::default().ai;
        let ai = AiSettings {
            search: stored.search.unwrap_or(search),
            heuristic_depth: stored.heuristic_depth.unwrap_or(heuristic_depth),
        };
        Self { ai }
    }
}

impl From<TictactoeOptions> for StoredOptions {
    fn from(options: TictactoeOptions) -> Self {
        Self { search: Some(options.ai.search), heuristic_depth: Some(options.ai.heuristic_depth) }
    }
}

impl Default for TictactoeOptions {
    /// A new player meets the middle level first: two moves ahead, then the open lines.
    fn default() -> Self {
        Self { ai: AiSettings { search: SearchKind::Heuristic, heuristic_depth: 2 } }
    }
}

impl GameOptions for TictactoeOptions {}

impl ArcadeGame for Tictactoe {
    type Position = Board;
    type Move = Cell;
    type Square = Cell;
    type Options = TictactoeOptions;
    type Outside = NoOutsideEngine;
    type Evaluator = LineHeuristic;
    type Ai = TictactoeAi;

    /// The board, and the course tutorial's node comparison on each position the AI searches.
    fn plugin(app: &mut App) {
        app.init_resource::<NodeComparison>();
        // After the turn's systems: a search they start is seen in the frame it starts, before a
        // search of a few milliseconds can end and be collected.
        app.add_systems(
            Update,
            (compare_on_ai_search.after(AnimateMoves), collect_comparison).run_if(in_state(Tictactoe::screen())),
        );
        refresh_while::<NodeComparison>(app, SEARCH_REFRESH, NodeComparison::is_counting);
        app.add_plugins(board::plugin);
    }

    /// The English of `tictactoe-score-unit` and `tictactoe-paste-hint`, which the panel shows.
    const SCORE_UNIT: &'static str = "Who wins in how many moves when the search saw the end, a draw as 0; else the line points of the course's tutorial heuristic: 10 for each line holding two X and a free cell, 1 for one X and two free cells, the same for O taken away.";
    const PASTE_HINT: &'static str = "5 1 9 3   or   X-O-X---- O";

    const FILE_EXTENSION: &'static str = "txt";

    fn result_text(board: &Board) -> String {
        match board.outcome() {
            Some(Outcome::Win(mark)) => tr!("tictactoe-result-win", side = symbol(mark).to_string()),
            _ => tr!("tictactoe-result-draw"),
        }
    }

    /// The line heuristic judges the leaves of a depth-limited search; whole-game searches
    /// never reach one.
    fn evaluator(_: &TictactoeOptions) -> LineHeuristic {
        LineHeuristic
    }

    fn ai_settings(options: &TictactoeOptions) -> &AiSettings {
        &options.ai
    }

    /// The depth-limited search to `depth`; the full searches see to the end anyway.
    fn think_best_line(
        board: &Board,
        options: &TictactoeOptions,
        depth: u32,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Cell>),
    ) -> SearchInfo<Cell> {
        let ai = match options.ai.search {
            SearchKind::Heuristic => AiSettings { heuristic_depth: depth, ..options.ai.clone() },
            SearchKind::Minimax | SearchKind::AlphaBeta => options.ai.clone(),
        };
        think(board, &ai, false, cancel, on_progress)
    }

    /// The line heuristic: the AI's only evaluation, whatever its search.
    fn breakdown(board: &Board, _: &TictactoeOptions) -> Option<Breakdown> {
        Some(LineHeuristic.breakdown(board))
    }

    /// Alpha-beta to the end of the game at every strength: it takes milliseconds.
    fn analyse(
        board: &Board,
        _strength: AnalysisStrength,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Cell>),
    ) -> SearchInfo<Cell> {
        let perfect = AiSettings { search: SearchKind::AlphaBeta, ..AiSettings::default() };
        think(board, &perfect, true, cancel, on_progress)
    }

    /// From X's side: who wins and how soon, else the course tutorial's line points.
    fn describe_score(score: Score, _solved: bool) -> String {
        match Proven::of(score) {
            Some(Proven { wins, plies, .. }) => {
                tr!("tictactoe-score-wins", side = winner(wins), moves = moves_ahead(f64::from(plies)))
            }
            None => tr!("tictactoe-score-points", points = format!("{score:+}")),
        }
    }

    /// Hints search to the end of the game: a score that is not a win or a loss is a draw.
    /// Short enough for a cell, and from X's side as every score: `X wins in 5`, `O wins in 2`.
    fn hint_text(score: Score, _solved: bool) -> String {
        match Proven::of(score) {
            Some(Proven { wins, plies, .. }) => tr!("tictactoe-hint-wins", side = winner(wins), plies = plies),
            None if score == DRAW => tr!("tictactoe-hint-draw"),
            None => format!("{score:+}"),
        }
    }

    /// A proven result at the top or bottom of the scale, above any heuristic score.
    fn graph_value(score: Score) -> f32 {
        proven_margin(score).map_or(score as f32, |_| score.signum() as f32 * 100.0)
    }

    fn click(_: &Board, _: &mut Vec<Cell>, cell: Cell) -> Option<Cell> {
        Some(cell)
    }

    fn why_not(board: &Board, _: &[Cell], cell: Cell) -> Option<&'static str> {
        board.side_at(cell).is_some().then_some("tictactoe-cell-taken")
    }

    const GRID: [u8; 2] = [3, 3];

    fn square_at(column: u8, row: u8) -> Option<Cell> {
        Cell::from_row_col(usize::from(row), usize::from(column))
    }

    fn grid_place(cell: Cell) -> [u8; 2] {
        [cell.col() as u8, cell.row() as u8]
    }

    /// The cell's number, 1 to 9 row by row, as the course numbers them.
    fn square_name(cell: Cell) -> String {
        cell.to_string()
    }

    /// A cell's number is one key: typing it is the move.
    const TYPED_NAME_PLAYS: bool = true;
}

/// The side a proven score says wins, from X's side as every score.
fn winner(x_wins: bool) -> &'static str {
    if x_wins { "X" } else { "O" }
}

/// The course tutorial's comparison: the nodes each way of searching visits on the position the AI
/// last searched, counted on the async compute pool.
#[derive(Resource, Default)]
pub struct NodeComparison {
    /// The position compared (or being compared) and the heuristic search's depth.
    requested: Option<(Board, u32)>,
    pub counts: Option<[NodeCount; 3]>,
    task: Option<Task<[NodeCount; 3]>>,
}

impl NodeComparison {
    pub fn is_counting(&self) -> bool {
        self.task.is_some()
    }

    /// The position compared.
    pub fn board(&self) -> Option<Board> {
        self.requested.map(|(board, _)| board)
    }

    /// Starts counting on `board` unless that is already done or under way.
    pub fn start(&mut self, board: Board, heuristic_depth: u32) {
        if self.requested == Some((board, heuristic_depth)) {
            return;
        }
        self.requested = Some((board, heuristic_depth));
        self.counts = None;
        // The counts take a few hundred milliseconds at most: a stale one simply finishes.
        self.task = Some(
            AsyncComputeTaskPool::get()
                .spawn(async move { compare_searches(&board, heuristic_depth, &AtomicBool::new(false)) }),
        );
    }
}

/// Each position the AI searches is also counted the three ways.
fn compare_on_ai_search(
    ai: Res<AiSearch<Cell>>,
    current_game: Res<CurrentGame<Tictactoe>>,
    settings: Res<GameSettings<Tictactoe>>,
    mut comparison: ResMut<NodeComparison>,
) {
    if ai.is_changed() && ai.is_thinking() {
        comparison.start(*current_game.position(), settings.options.ai.heuristic_depth);
    }
}

fn collect_comparison(mut comparison: ResMut<NodeComparison>) {
    let Some(task) = &mut comparison.task else { return };
    if let Some(counts) = check_ready(task) {
        comparison.counts = Some(counts);
        comparison.task = None;
    }
}
