//! The Tic-tac-toe screen: the game, whose turn it is, the AI's search and seed 002's node
//! comparison on the position it searched. Drawing lives in [`board`], clicks in [`input`], the
//! side panel in `panel`.

pub mod board;
pub mod input;
mod panel;

use std::sync::atomic::AtomicBool;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use super::Screen;
use super::ai_task::{AiSearch, Generation, SearchJob};
use super::animation::{RunningAnimations, animations_idle};
use super::history::GameHistory;
use super::redraw::{WakeRequests, refresh_while, wake_after_change};
use super::settings::{Player, Settings, TictactoeSearch, TictactoeSettings};
use crate::engine::Algorithm;
use crate::games::tictactoe::{Board, Cell, FULL_DEPTH, Mark, NodeCount, compare_searches, search};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TictactoeMatch>();
    app.init_resource::<AiSearch<Cell>>();
    app.init_resource::<NodeComparison>();
    app.add_observer(on_game_action);
    app.add_observer(on_cell_clicked);
    app.add_systems(OnExit(Screen::Tictactoe), stop_searches);
    app.add_systems(
        Update,
        (collect_ai_move, advance_turn, collect_comparison).chain().run_if(in_state(Screen::Tictactoe)),
    );
    app.add_systems(Last, wake_after_change::<TictactoeMatch>.in_set(WakeRequests));
    refresh_while::<AiSearch<Cell>>(app, AiSearch::is_thinking);
    refresh_while::<NodeComparison>(app, NodeComparison::is_counting);
    app.add_plugins((board::plugin, input::plugin));
}

/// The part that needs a window: the egui panel.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
}

/// The game on the board. It survives trips to the menu, so a game can be resumed.
#[derive(Resource)]
pub struct TictactoeMatch {
    pub history: GameHistory<Board, Cell>,
    /// Changes with every change of position; searches for an older one are stale.
    pub generation: Generation,
    /// Stops the AI from starting new moves (AI vs AI's pause button).
    pub paused: bool,
    /// Why the last pasted text could not be loaded.
    pub load_error: Option<String>,
}

impl Default for TictactoeMatch {
    fn default() -> Self {
        Self::from_history(GameHistory::new(Board::new()))
    }
}

impl TictactoeMatch {
    fn from_history(history: GameHistory<Board, Cell>) -> Self {
        Self { history, generation: 0, paused: false, load_error: None }
    }

    /// The game `--position` (nine cells, `X---O----`) or `--transcript` (cells 1..9 in the
    /// order played) asks for.
    pub fn from_launch(position: Option<&str>, transcript: Option<&str>) -> Result<Self, String> {
        match (position, transcript) {
            (Some(text), _) => parse_game(text),
            (None, Some(text)) => parse_moves(text).map(Self::from_history),
            (None, None) => Ok(Self::default()),
        }
    }

    pub fn board(&self) -> &Board {
        self.history.current()
    }

    fn play(&mut self, cell: Cell) -> bool {
        let Ok(next) = self.board().try_play(cell) else { return false };
        self.history.push(cell, next);
        self.generation += 1;
        true
    }
}

/// A pasted game: a position (`X---O---- O`) or the cells played (`5 1 9`, or `519`).
fn parse_game(text: &str) -> Result<TictactoeMatch, String> {
    // Only a position has marks or empty cells in it.
    let position = text.chars().any(|c| matches!(c, 'x' | 'X' | 'o' | 'O' | '-' | '.'));
    if !position {
        return parse_moves(text).map(TictactoeMatch::from_history);
    }
    text.parse::<Board>()
        .map(|board| TictactoeMatch::from_history(GameHistory::new(board)))
        .map_err(|error| error.to_string())
}

fn parse_moves(text: &str) -> Result<GameHistory<Board, Cell>, String> {
    let mut history = GameHistory::new(Board::new());
    let tokens = text.split(|c: char| c.is_whitespace() || c == ',').filter(|token| !token.is_empty());
    // "519" is three cells: each cell is one digit.
    let cells = tokens.flat_map(|token| {
        let split = token.len() > 1 && token.chars().all(|c| c.is_ascii_digit());
        if split { token.chars().map(String::from).collect() } else { vec![token.to_owned()] }
    });
    for (index, text) in cells.enumerate() {
        let cell: Cell = text.parse().map_err(|error| format!("move {}: {error}", index + 1))?;
        let next = history.current().try_play(cell).map_err(|error| format!("move {}: {error}", index + 1))?;
        history.push(cell, next);
    }
    Ok(history)
}

/// The cells played, as the panel shows and `--transcript` reads them.
pub fn moves_text(moves: &[Cell]) -> String {
    moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

/// What the player can ask of the game (the panel's buttons, tests).
#[derive(Event, Clone, Debug)]
pub enum GameAction {
    NewGame,
    Undo,
    Redo,
    /// A position or the cells played, as pasted.
    Load(String),
}

/// A cell of the board was clicked (picking turns clicks into this; tests trigger it).
#[derive(Event, Clone, Copy, Debug)]
pub struct CellClicked(pub Cell);

/// Seed 002's comparison: the nodes each way of searching visits on the position the AI last
/// searched, counted on the async compute pool.
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

    fn clear(&mut self) {
        *self = Self::default();
    }
}

/// The engine's algorithm and depth for the chosen way of searching.
fn strategy_of(settings: &TictactoeSettings) -> (Algorithm, u32) {
    match settings.search {
        TictactoeSearch::Minimax => (Algorithm::Minimax, FULL_DEPTH),
        TictactoeSearch::AlphaBeta => (Algorithm::AlphaBeta, FULL_DEPTH),
        TictactoeSearch::Heuristic => (Algorithm::Minimax, settings.heuristic_depth),
    }
}

pub fn is_ai_turn(board: &Board, settings: &Settings) -> bool {
    settings.tictactoe.seats.get(board.to_move() == Mark::X) == Player::Ai
}

fn on_game_action(
    action: On<GameAction>,
    mut game: ResMut<TictactoeMatch>,
    mut ai: ResMut<AiSearch<Cell>>,
    mut comparison: ResMut<NodeComparison>,
    settings: Res<Settings>,
) {
    let ai_turn = |board: &Board| is_ai_turn(board, &settings);
    let all_ai = settings.tictactoe.seats.both_ai();
    let changed = match &*action {
        GameAction::NewGame => {
            *game = TictactoeMatch::default();
            true
        }
        // With two AIs there is no human turn to return to: step one move and pause.
        GameAction::Undo if all_ai => game.history.undo(|_| false),
        GameAction::Undo => game.history.undo(ai_turn),
        GameAction::Redo if all_ai => game.history.redo(|_| false),
        GameAction::Redo => game.history.redo(ai_turn),
        GameAction::Load(text) => match parse_game(text) {
            Ok(loaded) => {
                *game = loaded;
                true
            }
            Err(error) => {
                game.load_error = Some(error);
                false
            }
        },
    };
    if changed {
        ai.cancel();
        ai.last = None;
        comparison.clear();
        game.generation += 1;
        game.load_error = None;
        game.paused = all_ai && matches!(*action, GameAction::Undo | GameAction::Redo);
    }
}

fn on_cell_clicked(
    click: On<CellClicked>,
    mut game: ResMut<TictactoeMatch>,
    settings: Res<Settings>,
    running: RunningAnimations,
) {
    if !animations_idle(&running) || is_ai_turn(game.board(), &settings) {
        return;
    }
    game.play(click.0);
}

fn stop_searches(mut ai: ResMut<AiSearch<Cell>>) {
    ai.cancel();
}

/// The reply waits until the previous mark is drawn.
fn collect_ai_move(mut game: ResMut<TictactoeMatch>, mut ai: ResMut<AiSearch<Cell>>, running: RunningAnimations) {
    if !animations_idle(&running) {
        return;
    }
    let generation = game.generation;
    let Some(info) = ai.take_result(generation) else { return };
    if let Some(cell) = info.best_move {
        game.play(cell);
    }
}

fn advance_turn(
    game: Res<TictactoeMatch>,
    mut ai: ResMut<AiSearch<Cell>>,
    mut comparison: ResMut<NodeComparison>,
    settings: Res<Settings>,
    running: RunningAnimations,
) {
    let board = *game.board();
    let ai_turn = is_ai_turn(&board, &settings);
    if ai.is_thinking() && (!ai_turn || game.paused) {
        ai.cancel();
    }
    if !animations_idle(&running) || ai.is_thinking() || board.outcome().is_some() || !ai_turn || game.paused {
        return;
    }
    let (algorithm, depth) = strategy_of(&settings.tictactoe);
    comparison.start(board, settings.tictactoe.heuristic_depth);
    ai.job = Some(SearchJob::spawn(game.generation, move |cancel, on_progress| {
        search(&board, algorithm, depth, cancel, on_progress)
    }));
}

fn collect_comparison(mut comparison: ResMut<NodeComparison>) {
    let Some(task) = &mut comparison.task else { return };
    if let Some(counts) = check_ready(task) {
        comparison.counts = Some(counts);
        comparison.task = None;
    }
}
