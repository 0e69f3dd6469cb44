//! The Reversi screen: the game being played, whose turn it is, and the AI's and the hints'
//! searches. Drawing lives in [`board`], move animations in [`animation`], clicks in [`input`],
//! the side panel in `panel`.

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
use super::settings::{Player, Settings};
use crate::engine::{RootMove, Score, proven_margin};
use crate::games::reversi::{
    AiSettings, Color, GameText, Move, MoveEffect, Position, parse_game_text, parse_position, parse_transcript, think,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReversiMatch>();
    app.init_resource::<AiSearch<Move>>();
    app.init_resource::<Hints>();
    app.add_message::<BoardChange>();
    app.add_observer(on_game_action);
    app.add_observer(on_square_clicked);
    app.add_systems(OnExit(Screen::Reversi), stop_searches);
    app.add_systems(
        Update,
        (collect_ai_move, advance_turn, refresh_hints)
            .chain()
            .before(animation::AnimateMoves)
            .run_if(in_state(Screen::Reversi)),
    );
    app.add_systems(Last, wake_after_change::<ReversiMatch>.in_set(WakeRequests));
    refresh_while::<AiSearch<Move>>(app, AiSearch::is_thinking);
    refresh_while::<Hints>(app, |hints| hints.job.is_some());
    app.add_plugins((board::plugin, animation::plugin));
}

/// The part that needs a window: the egui panel.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
}

/// How long the AI waits after a forced pass at animation speed 1, so the announcement is read.
const PASS_PAUSE_SECONDS: f32 = 1.2;

/// The game on the board. It survives trips to the menu, so a game can be resumed.
#[derive(Resource)]
pub struct ReversiMatch {
    pub history: GameHistory<Position, Move>,
    /// Changes with every change of position; searches for an older one are stale.
    pub generation: Generation,
    /// Stops the AI from starting new moves (AI vs AI's pause button).
    pub paused: bool,
    /// Black's advantage in each position of the history, where a search measured it.
    pub evaluations: Vec<Option<Score>>,
    /// A forced pass, shown over the board until the next move.
    pub announcement: Option<String>,
    /// Seconds (of `Time`) before which the AI does not start a move.
    pub ai_not_before: f32,
    /// Why the last pasted text could not be loaded.
    pub load_error: Option<String>,
}

impl Default for ReversiMatch {
    fn default() -> Self {
        Self::from_history(GameHistory::new(Position::initial()))
    }
}

impl ReversiMatch {
    fn from_history(history: GameHistory<Position, Move>) -> Self {
        let positions = history.positions().len();
        Self {
            history,
            generation: 0,
            paused: false,
            evaluations: vec![None; positions],
            announcement: None,
            ai_not_before: 0.0,
            load_error: None,
        }
    }

    /// The game `--position` or `--transcript` asks for.
    pub fn from_launch(position: Option<&str>, transcript: Option<&str>) -> Result<Self, String> {
        if let Some(text) = position {
            let position = parse_position(text).map_err(|error| error.to_string())?;
            return Ok(Self::from_history(GameHistory::new(position)));
        }
        if let Some(text) = transcript {
            return parse_transcript(Position::initial(), text)
                .map(|played| Self::from_history(history_of(played)))
                .map_err(|error| error.to_string());
        }
        Ok(Self::default())
    }

    pub fn position(&self) -> &Position {
        self.history.current()
    }

    fn record_evaluation(&mut self, black_score: Score) {
        let ply = self.history.positions().len() - 1;
        if self.evaluations.len() <= ply {
            self.evaluations.resize(ply + 1, None);
        }
        self.evaluations[ply] = Some(black_score);
    }

    /// Plays a legal move and tells the board what changed.
    fn play(&mut self, mv: Move, changes: &mut MessageWriter<BoardChange>) -> bool {
        let position = *self.position();
        let Some((next, effect)) = position.try_play(mv) else { return false };
        self.history.push(mv, next);
        self.evaluations.truncate(self.history.positions().len() - 1);
        self.evaluations.push(None);
        self.generation += 1;
        self.announcement = None;
        changes.write(BoardChange::Moved { mover: position.side_to_move(), effect });
        true
    }

    /// After undo, redo, load or a new game: everything derived from the old position is void.
    fn jump(&mut self, changes: &mut MessageWriter<BoardChange>) {
        self.generation += 1;
        self.announcement = None;
        self.load_error = None;
        let positions = self.history.positions().len();
        if self.evaluations.len() < positions {
            self.evaluations.resize(positions, None);
        }
        changes.write(BoardChange::Reset);
    }
}

fn history_of(played: Vec<(Position, Move)>) -> GameHistory<Position, Move> {
    let last = played.last().map_or(Position::initial(), |(before, mv)| before.play_unchecked(*mv));
    GameHistory::from_moves(Position::initial(), played, last)
}

/// Black's view of a score the side to move of `position` sees.
fn for_black(position: &Position, score: Score) -> Score {
    if position.side_to_move() == Color::Black { score } else { -score }
}

/// What changed on the board, for the animations.
#[derive(Message, Clone, Copy, Debug)]
pub enum BoardChange {
    Moved {
        mover: Color,
        effect: MoveEffect,
    },
    /// The position was replaced (undo, redo, load, new game): redraw without animation.
    Reset,
}

/// What the player can ask of the game (the panel's buttons, tests).
#[derive(Event, Clone, Debug)]
pub enum GameAction {
    NewGame,
    Undo,
    Redo,
    /// A transcript (`f5d6c3`) or an OBF position, as pasted.
    Load(String),
}

/// A square of the board was clicked (picking turns clicks into this; tests trigger it).
#[derive(Event, Clone, Copy, Debug)]
pub struct SquareClicked(pub crate::games::reversi::Square);

/// Scores of every legal move for the side to move, searched in the background on human turns.
#[derive(Resource, Default)]
pub struct Hints {
    job: Option<SearchJob<Move>>,
    finished: Option<(Generation, Vec<RootMove<Move>>)>,
}

impl Hints {
    /// The scores known for `generation`, live while the search runs.
    pub fn scores(&self, generation: Generation) -> Vec<RootMove<Move>> {
        match (&self.finished, &self.job) {
            (Some((done, scores)), _) if *done == generation => scores.clone(),
            (_, Some(job)) if job.generation() == generation => {
                job.live().map(|info| info.root_moves).unwrap_or_default()
            }
            _ => Vec::new(),
        }
    }
}

fn is_ai_turn(position: &Position, settings: &Settings) -> bool {
    settings.reversi.seats.get(position.side_to_move() == Color::Black) == Player::Ai
}

fn on_game_action(
    action: On<GameAction>,
    mut game: ResMut<ReversiMatch>,
    mut ai: ResMut<AiSearch<Move>>,
    mut hints: ResMut<Hints>,
    settings: Res<Settings>,
    mut changes: MessageWriter<BoardChange>,
) {
    let ai_turn = |position: &Position| is_ai_turn(position, &settings) || position.must_pass();
    let all_ai = settings.reversi.seats.both_ai();
    let changed = match &*action {
        GameAction::NewGame => {
            *game = ReversiMatch::default();
            true
        }
        // With two AIs there is no human turn to return to: step one move and pause.
        GameAction::Undo if all_ai => game.history.undo(|_| false),
        GameAction::Undo => game.history.undo(ai_turn),
        GameAction::Redo if all_ai => game.history.redo(|_| false),
        GameAction::Redo => game.history.redo(ai_turn),
        GameAction::Load(text) => match parse_game_text(text) {
            Ok(GameText::Transcript(played)) => {
                *game = ReversiMatch::from_history(history_of(played));
                true
            }
            Ok(GameText::Position(position)) => {
                *game = ReversiMatch::from_history(GameHistory::new(position));
                true
            }
            Err(error) => {
                game.load_error = Some(error.to_string());
                false
            }
        },
    };
    if changed {
        ai.cancel();
        ai.last = None;
        hints.job = None;
        if all_ai && matches!(*action, GameAction::Undo | GameAction::Redo) {
            game.paused = true;
        }
        game.jump(&mut changes);
    }
}

fn on_square_clicked(
    click: On<SquareClicked>,
    mut game: ResMut<ReversiMatch>,
    settings: Res<Settings>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange>,
) {
    let position = *game.position();
    if !animations_idle(&running) || is_ai_turn(&position, &settings) {
        return;
    }
    game.play(Move::Place(click.0), &mut changes);
}

fn stop_searches(mut ai: ResMut<AiSearch<Move>>, mut hints: ResMut<Hints>) {
    ai.cancel();
    hints.job = None;
}

fn collect_ai_move(
    mut game: ResMut<ReversiMatch>,
    mut ai: ResMut<AiSearch<Move>>,
    mut changes: MessageWriter<BoardChange>,
) {
    let generation = game.generation;
    let Some(info) = ai.take_result(generation) else { return };
    let position = *game.position();
    game.record_evaluation(for_black(&position, info.score));
    if let Some(mv) = info.best_move {
        game.play(mv, &mut changes);
    }
}

fn advance_turn(
    mut game: ResMut<ReversiMatch>,
    mut ai: ResMut<AiSearch<Move>>,
    settings: Res<Settings>,
    time: Res<Time>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange>,
    mut wake: ResMut<WakeUp>,
) {
    let position = *game.position();
    let ai_turn = is_ai_turn(&position, &settings);
    if ai.is_thinking() && (!ai_turn || game.paused) {
        ai.cancel();
    }
    if !animations_idle(&running) || ai.is_thinking() {
        return;
    }
    if position.is_game_over() {
        if game.evaluations.last().is_some_and(Option::is_none) {
            game.record_evaluation(for_black(&position, crate::engine::proven_win(position.final_margin())));
        }
        return;
    }
    if position.must_pass() {
        let side = position.side_to_move().name();
        game.play(Move::Pass, &mut changes);
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
    let ai_settings = settings.reversi.ai.clone();
    ai.job = Some(SearchJob::spawn(game.generation, move |cancel, on_progress| {
        think(&position, &ai_settings, false, cancel, on_progress)
    }));
}

fn refresh_hints(mut game: ResMut<ReversiMatch>, mut hints: ResMut<Hints>, settings: Res<Settings>) {
    let position = *game.position();
    let wanted =
        settings.reversi.show_hints && !is_ai_turn(&position, &settings) && !position.legal_squares().is_empty();
    if !wanted {
        hints.job = None;
        return;
    }
    let generation = game.generation;
    if let Some(job) = &mut hints.job {
        let Some(info) = job.poll() else { return };
        let current = job.generation() == generation;
        hints.job = None;
        if current {
            game.record_evaluation(for_black(&position, info.score));
            hints.finished = Some((generation, info.root_moves));
        }
        return;
    }
    if hints.finished.as_ref().is_some_and(|(done, _)| *done == generation) {
        return;
    }
    // One thread: hints run on the human's turn, beside whatever else the player's machine does.
    let ai_settings = AiSettings { threads: 1, ..settings.reversi.ai.clone() };
    hints.job = Some(SearchJob::spawn(generation, move |cancel, on_progress| {
        think(&position, &ai_settings, true, cancel, on_progress)
    }));
}

/// A score as the panel and the hints write it: a proven result as the final disc margin, a
/// heuristic one in the evaluation's units.
pub fn describe_score(score: Score) -> String {
    match proven_margin(score) {
        Some(0) => "=0".to_string(),
        Some(margin) => format!("{margin:+}!"),
        None => format!("{:+.1}", f64::from(score) / f64::from(crate::games::reversi::eval::UNIT)),
    }
}
