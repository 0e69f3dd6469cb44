//! The Catapultas screen: the game, the piece the human is moving (a jump chain is built one
//! click per hop), whose turn it is and the AI's search. Drawing lives in [`board`], move
//! animations in [`animation`], clicks and keys in [`input`], the side panel in `panel`.

pub mod animation;
pub mod board;
pub mod input;
mod panel;

use std::time::Duration;

use bevy::prelude::*;

use super::Screen;
use super::ai_task::{AiSearch, Generation, SearchJob};
use super::animation::{RunningAnimations, animations_idle};
use super::history::GameHistory;
use super::redraw::{WakeRequests, WakeUp, refresh_while, wake_after_change};
use super::settings::{CatapultasAi, Player, Settings};
use crate::engine::{Game, SearchInfo, Searcher, Strategy};
use crate::games::catapultas::{Board, JumpPath, Move, Side, Square, game_text, parse_game};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CatapultasMatch>();
    app.init_resource::<AiSearch<Move>>();
    app.add_message::<BoardChange>();
    app.add_observer(on_game_action);
    app.add_observer(on_square_clicked);
    app.add_observer(on_finish_jump);
    app.add_systems(OnExit(Screen::Catapultas), stop_search);
    app.add_systems(
        Update,
        (collect_ai_move, advance_turn).chain().before(animation::AnimateMoves).run_if(in_state(Screen::Catapultas)),
    );
    app.add_systems(Last, wake_after_change::<CatapultasMatch>.in_set(WakeRequests));
    refresh_while::<AiSearch<Move>>(app, AiSearch::is_thinking);
    app.add_plugins((board::plugin, animation::plugin));
}

/// The part that needs a window: the egui panel.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
    app.add_systems(Update, input::finish_on_enter.run_if(in_state(Screen::Catapultas)));
}

/// How long the AI waits after a forced pass at animation speed 1, so the announcement is read.
const PASS_PAUSE_SECONDS: f32 = 1.2;

/// The game on the board. It survives trips to the menu, so a game can be resumed.
#[derive(Resource)]
pub struct CatapultasMatch {
    pub history: GameHistory<Board, Move>,
    /// Changes with every change of position; searches for an older one are stale.
    pub generation: Generation,
    /// Stops the AI from starting new moves (AI vs AI's pause button).
    pub paused: bool,
    /// The human's move being built: the piece's start, then each landing chosen so far.
    pub selection: Vec<Square>,
    /// A forced pass, shown over the board until the next move.
    pub announcement: Option<String>,
    /// Seconds (of `Time`) before which the AI does not start a move.
    pub ai_not_before: f32,
    /// Why the last pasted text could not be loaded.
    pub load_error: Option<String>,
}

impl Default for CatapultasMatch {
    fn default() -> Self {
        Self::new(Board::new())
    }
}

impl CatapultasMatch {
    pub fn new(start: Board) -> Self {
        Self::from_history(GameHistory::new(start))
    }

    fn from_history(history: GameHistory<Board, Move>) -> Self {
        Self {
            history,
            generation: 0,
            paused: false,
            selection: Vec::new(),
            announcement: None,
            ai_not_before: 0.0,
            load_error: None,
        }
    }

    /// The game `--position` (`xxxxxx/…/oooooo x 0/100`) or `--transcript` (a log in the seed's
    /// notation) asks for; either may also be a log or a position.
    pub fn from_launch(position: Option<&str>, transcript: Option<&str>) -> Result<Self, String> {
        match position.or(transcript) {
            Some(text) => parse_pasted(text),
            None => Ok(Self::default()),
        }
    }

    pub fn board(&self) -> &Board {
        self.history.current()
    }

    /// The move log in the seed's notation, one move per line.
    pub fn log(&self) -> String {
        game_text(*self.history.start(), self.history.played())
    }

    /// Plays a legal move; `drawn_from` is the part of its path the board has already shown
    /// (the human's hops), so the animation goes on from there.
    fn play(&mut self, mv: Move, drawn_from: usize, changes: &mut MessageWriter<BoardChange>) -> bool {
        let board = *self.board();
        if !board.is_legal(mv) {
            return false;
        }
        let path: Vec<Square> = match mv {
            Move::Step { from, to } => vec![from, to],
            Move::Jump(path) => path.squares().to_vec(),
            Move::Pass => Vec::new(),
        };
        self.history.push(mv, board.play(mv));
        self.generation += 1;
        self.selection.clear();
        self.announcement = None;
        changes.write(BoardChange::Moved {
            mover: board.to_move(),
            path: path[drawn_from.min(path.len())..].to_vec(),
            captured: board.captures(mv),
        });
        true
    }
}

/// A pasted game: a position if it has the board's `/` rows, else a log from the start.
fn parse_pasted(text: &str) -> Result<CatapultasMatch, String> {
    if text.contains('/') {
        return text.trim().parse::<Board>().map(CatapultasMatch::new).map_err(|error| error.to_string());
    }
    let record = parse_game(Board::new(), text).map_err(|error| error.to_string())?;
    let mut board = record.start;
    let played = record.moves.iter().map(|&mv| {
        let before = board;
        board = board.play(mv);
        (before, mv)
    });
    let played: Vec<(Board, Move)> = played.collect();
    Ok(CatapultasMatch::from_history(GameHistory::from_moves(record.start, played, record.end)))
}

/// What changed on the board, for the animations.
#[derive(Message, Clone, Debug)]
pub enum BoardChange {
    /// The human chose the next landing of a jump chain: the piece hops there for now.
    Hopped { mover: Side, from: Square, to: Square },
    /// A move was played: the piece travels `path` (from where it is drawn) and the captured
    /// pieces vanish.
    Moved { mover: Side, path: Vec<Square>, captured: u64 },
}

/// What the player can ask of the game (the panel's buttons, tests).
#[derive(Event, Clone, Debug)]
pub enum GameAction {
    NewGame,
    Undo,
    Redo,
    /// A log in the seed's notation, or a position, as pasted.
    Load(String),
}

/// A square of the board was clicked (picking turns clicks into this; tests trigger it).
#[derive(Event, Clone, Copy, Debug)]
pub struct SquareClicked(pub Square);

/// Ends the jump chain being built where it is (Enter).
#[derive(Event, Clone, Copy, Debug)]
pub struct FinishJump;

pub fn is_ai_turn(board: &Board, settings: &Settings) -> bool {
    settings.catapultas.seats.get(board.to_move() == Side::X) == Player::Ai
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

fn on_game_action(
    action: On<GameAction>,
    mut game: ResMut<CatapultasMatch>,
    mut ai: ResMut<AiSearch<Move>>,
    settings: Res<Settings>,
) {
    let ai_turn = |board: &Board| is_ai_turn(board, &settings) || board.legal_moves() == [Move::Pass];
    let all_ai = settings.catapultas.seats.both_ai();
    let changed = match &*action {
        GameAction::NewGame => {
            *game = CatapultasMatch::new(Board::new().with_moves_per_player(settings.catapultas.moves_per_player));
            true
        }
        // With two AIs there is no human turn to return to: step one move and pause.
        GameAction::Undo if all_ai => game.history.undo(|_| false),
        GameAction::Undo => game.history.undo(ai_turn),
        GameAction::Redo if all_ai => game.history.redo(|_| false),
        GameAction::Redo => game.history.redo(ai_turn),
        GameAction::Load(text) => match parse_pasted(text) {
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
        game.generation += 1;
        game.selection.clear();
        game.announcement = None;
        game.load_error = None;
        game.paused = all_ai && matches!(*action, GameAction::Undo | GameAction::Redo);
    }
}

/// A click selects a piece, steps, adds a hop to the chain, or ends it on the piece itself.
fn on_square_clicked(
    click: On<SquareClicked>,
    mut game: ResMut<CatapultasMatch>,
    settings: Res<Settings>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange>,
) {
    let board = *game.board();
    let square = click.0;
    if !animations_idle(&running) || is_ai_turn(&board, &settings) || board.outcome().is_some() {
        return;
    }
    let path = game.selection.clone();
    let Some(&end) = path.last() else {
        if movable(&board, square) {
            game.selection = vec![square];
        }
        return;
    };
    if path.len() == 1 {
        if square == end {
            game.selection.clear();
        } else if board.is_legal(Move::Step { from: end, to: square }) {
            game.play(Move::Step { from: end, to: square }, 0, &mut changes);
        } else if destinations(&board, &path).contains(&square) {
            hop(&mut game, &board, square, &mut changes);
        } else {
            game.selection = if movable(&board, square) { vec![square] } else { Vec::new() };
        }
        return;
    }
    if square == end {
        finish_chain(&mut game, &mut changes);
    } else if destinations(&board, &path).contains(&square) {
        hop(&mut game, &board, square, &mut changes);
    }
}

/// Adds a landing to the chain; when no hop can follow, the move is played at once.
fn hop(game: &mut CatapultasMatch, board: &Board, landing: Square, changes: &mut MessageWriter<BoardChange>) {
    let Some(&from) = game.selection.last() else { return };
    game.selection.push(landing);
    if continuations(board, &game.selection).next().is_none() {
        let drawn = game.selection.len() - 2;
        if let Some(path) = JumpPath::from_squares(&game.selection) {
            game.play(Move::Jump(path), drawn, changes);
        }
    } else {
        changes.write(BoardChange::Hopped { mover: board.to_move(), from, to: landing });
    }
}

/// Plays the chain built so far (the piece is already drawn at its end).
fn finish_chain(game: &mut CatapultasMatch, changes: &mut MessageWriter<BoardChange>) {
    let Some(path) = JumpPath::from_squares(&game.selection) else { return };
    let drawn = game.selection.len() - 1;
    game.play(Move::Jump(path), drawn, changes);
}

fn on_finish_jump(
    _: On<FinishJump>,
    mut game: ResMut<CatapultasMatch>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange>,
) {
    if animations_idle(&running) {
        finish_chain(&mut game, &mut changes);
    }
}

fn stop_search(mut ai: ResMut<AiSearch<Move>>) {
    ai.cancel();
}

fn collect_ai_move(
    mut game: ResMut<CatapultasMatch>,
    mut ai: ResMut<AiSearch<Move>>,
    mut changes: MessageWriter<BoardChange>,
) {
    let generation = game.generation;
    let Some(info) = ai.take_result(generation) else { return };
    if let Some(mv) = info.best_move {
        game.play(mv, 0, &mut changes);
    }
}

/// Searches with the engine, as the panel set it up.
pub fn think(
    board: &Board,
    settings: &CatapultasAi,
    cancel: &std::sync::atomic::AtomicBool,
    on_progress: &mut dyn FnMut(&SearchInfo<Move>),
) -> SearchInfo<Move> {
    let time_limit = (settings.time_limit_ms > 0).then(|| std::time::Duration::from_millis(settings.time_limit_ms));
    let strategy = Strategy::new(settings.algorithm).max_depth(settings.max_depth).time_limit(time_limit);
    Searcher::new(strategy).search(board, &settings.weights, cancel, on_progress)
}

fn advance_turn(
    mut game: ResMut<CatapultasMatch>,
    mut ai: ResMut<AiSearch<Move>>,
    settings: Res<Settings>,
    time: Res<Time>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange>,
    mut wake: ResMut<WakeUp>,
) {
    let board = *game.board();
    let ai_turn = is_ai_turn(&board, &settings);
    if ai.is_thinking() && (!ai_turn || game.paused) {
        ai.cancel();
    }
    if !animations_idle(&running) || ai.is_thinking() || board.outcome().is_some() {
        return;
    }
    if board.legal_moves() == [Move::Pass] {
        let side = board.to_move().symbol();
        game.play(Move::Pass, 0, &mut changes);
        game.announcement = Some(format!("{side} has no move — passes"));
        let pause = if settings.animation_speed > 0.0 { PASS_PAUSE_SECONDS / settings.animation_speed } else { 0.0 };
        game.ai_not_before = time.elapsed_secs() + pause;
        return;
    }
    if !ai_turn || game.paused {
        return;
    }
    if time.elapsed_secs() < game.ai_not_before {
        wake.within(Duration::from_secs_f32(game.ai_not_before - time.elapsed_secs()));
        return;
    }
    let ai_settings = settings.catapultas.ai.clone();
    ai.job = Some(SearchJob::spawn(game.generation, move |cancel, on_progress| {
        think(&board, &ai_settings, cancel, on_progress)
    }));
}
