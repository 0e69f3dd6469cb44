//! The game being played, what the player can ask of it, and what the board is told.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::ArcadeGame;
use super::clock::GameClock;
use super::files::{FileChooser, FilePurpose, choose_file, read_game_file, save_game};
use super::outside::OutsideSeat;
use crate::app::Screen;
use crate::app::ai_task::{AiSearch, Generation, SearchJob};
use crate::app::history::GameHistory;
use crate::app::settings::{Player, Settings, SettingsFile};
use crate::engine::{Game, RootMove, Score, SearchInfo};
use crate::games::Notation;

/// The game on a game's screen. It survives trips to the menu, so a game can be resumed.
#[derive(Resource)]
pub struct Session<G: ArcadeGame> {
    pub history: GameHistory<G::Position, G::Move>,
    /// Changes with every change of position; searches for an older one are stale.
    pub generation: Generation,
    /// Stops the AI from starting new moves (AI vs AI's pause button).
    pub paused: bool,
    /// The first player's advantage in each position of the history, where a search measured it.
    pub evaluations: Vec<Option<Score>>,
    /// A forced pass, shown over the board until the next move.
    pub announcement: Option<String>,
    /// Seconds (of `Time`) before which the AI does not start a move.
    pub ai_not_before: f32,
    /// Why the last pasted text or opened file could not be loaded.
    pub load_error: Option<String>,
    /// Where the game was last saved.
    pub saved_to: Option<std::path::PathBuf>,
    /// The human's move being built, square by square (a Catapultas jump chain).
    pub pending: Vec<G::Square>,
    /// A position being set up (Reversi's board editor), drawn instead of the game's. Meanwhile
    /// the game waits: no machine moves, passes or hints, and clicks on the board are not moves.
    pub setup: Option<G::Position>,
    /// The game's clocks, when it is played on time.
    pub clock: Option<GameClock>,
    /// The side whose time ran out (true: the first to move): it lost.
    pub out_of_time: Option<bool>,
}

impl<G: ArcadeGame> Default for Session<G> {
    fn default() -> Self {
        Self::new(G::start(&G::Options::default()))
    }
}

impl<G: ArcadeGame> Session<G> {
    pub fn new(start: G::Position) -> Self {
        Self::from_history(GameHistory::new(start))
    }

    pub fn from_history(history: GameHistory<G::Position, G::Move>) -> Self {
        let positions = history.positions().len();
        Self {
            history,
            generation: 0,
            paused: false,
            evaluations: vec![None; positions],
            announcement: None,
            ai_not_before: 0.0,
            load_error: None,
            saved_to: None,
            pending: Vec::new(),
            setup: None,
            clock: None,
            out_of_time: None,
        }
    }

    /// The game `--position` or `--transcript` asks for, read as a paste is.
    pub fn from_launch(text: Option<&str>) -> Result<Self, String> {
        text.map_or_else(|| Ok(Self::default()), |text| G::parse(text).map(Self::from_history))
    }

    pub fn position(&self) -> &G::Position {
        self.history.current()
    }

    /// Over by the rules, or on time.
    pub fn is_over(&self) -> bool {
        self.out_of_time.is_some() || self.position().is_over()
    }

    /// The result of a finished game, in words.
    pub fn result_text(&self) -> String {
        match self.out_of_time {
            Some(first) => {
                let [loser, winner] =
                    if first { G::Position::SIDES } else { [G::Position::SIDES[1], G::Position::SIDES[0]] };
                format!("{loser} ran out of time: {winner} wins")
            }
            None => G::result_text(self.position()),
        }
    }

    pub fn is_setting_up(&self) -> bool {
        self.setup.is_some()
    }

    /// The position the board shows: the one being set up, else the game's.
    pub fn board_position(&self) -> &G::Position {
        self.setup.as_ref().unwrap_or_else(|| self.position())
    }

    /// Who plays the side to move.
    pub fn mover(&self, settings: &Settings) -> Player {
        G::settings(settings).seats.get(self.position().first_to_move())
    }

    /// Whether the side to move is played by the AI or an outside engine.
    pub fn is_machine_turn(&self, settings: &Settings) -> bool {
        self.mover(settings).is_machine()
    }

    /// Whether the board should offer the human a move now: their turn, nothing searching or
    /// moving.
    pub fn awaiting_human(&self, settings: &Settings, ai: &AiSearch<G::Move>, animations_idle: bool) -> bool {
        !self.is_setting_up()
            && !self.is_over()
            && !self.is_machine_turn(settings)
            && !ai.is_thinking()
            && animations_idle
    }

    /// The transcript as the panel shows it.
    pub fn transcript(&self) -> String {
        G::transcript(&self.history)
    }

    pub(super) fn record_evaluation(&mut self, score_for_side_to_move: Score) {
        let ply = self.history.positions().len() - 1;
        if self.evaluations.len() <= ply {
            self.evaluations.resize(ply + 1, None);
        }
        self.evaluations[ply] = Some(G::for_first(self.position(), score_for_side_to_move));
    }

    /// Plays a legal move and tells the board what changed; false for an illegal one.
    pub(super) fn play(&mut self, mv: G::Move, changes: &mut MessageWriter<BoardChange<G>>) -> bool {
        let before = *self.position();
        let Some(next) = G::try_play(&before, mv) else { return false };
        if let Some(clock) = &mut self.clock {
            clock.after_move(before.first_to_move());
        }
        self.history.push(mv, next);
        self.evaluations.truncate(self.history.positions().len() - 1);
        self.evaluations.push(None);
        self.generation += 1;
        self.announcement = None;
        let input = std::mem::take(&mut self.pending);
        changes.write(BoardChange::Moved { before, mv, input });
        true
    }

    /// Replaces the game with a loaded one, or keeps it and says why it could not be loaded.
    fn load(&mut self, loaded: Result<GameHistory<G::Position, G::Move>, String>) -> bool {
        match loaded {
            Ok(history) => {
                *self = Self::from_history(history);
                true
            }
            Err(error) => {
                self.load_error = Some(error);
                false
            }
        }
    }

    /// After undo, redo, load or a new game: everything derived from the old position is void,
    /// and a position being set up is given up for the game the player went to.
    fn jump(&mut self, changes: &mut MessageWriter<BoardChange<G>>) {
        self.generation += 1;
        self.setup = None;
        self.announcement = None;
        self.load_error = None;
        self.pending.clear();
        let positions = self.history.positions().len();
        if self.evaluations.len() < positions {
            self.evaluations.resize(positions, None);
        }
        changes.write(BoardChange::Reset);
    }
}

/// What changed on a game's board, for its animations.
#[derive(Message)]
pub enum BoardChange<G: ArcadeGame> {
    /// `mv` was played from `before`; `input` is the part of it the human had already built
    /// on the board (a jump chain's hops), so the animation goes on from there.
    Moved { before: G::Position, mv: G::Move, input: Vec<G::Square> },
    /// The position was replaced (undo, redo, load, new game): redraw without animation.
    Reset,
}

/// What the player can ask of the game on screen (the panel's buttons, keys, tests).
#[derive(Event, Clone, Debug)]
pub enum GameAction {
    NewGame,
    Undo,
    Redo,
    /// A transcript or a position, as pasted.
    Load(String),
    /// A game file (the command line, a file dropped on the window).
    Open(std::path::PathBuf),
    /// Write the game to a file beside the settings.
    Save,
    /// Write the game to this file.
    SaveTo(std::path::PathBuf),
    /// Show the desktop's file chooser, to open a game or save this one.
    ChooseFile(FilePurpose),
    /// Show the position after this many moves of the game's line (the move list, the graph).
    GoTo(usize),
    /// Hints on or off.
    ToggleHints,
    /// Pause or resume AI vs AI.
    TogglePause,
}

/// Scores of the legal moves for the side to move, searched in the background on human turns.
#[derive(Resource)]
pub struct Hints<G: ArcadeGame> {
    pub(super) job: Option<SearchJob<G::Move>>,
    pub(super) finished: Option<(Generation, SearchInfo<G::Move>)>,
    /// The settings the scores were searched with: other weights make them stale.
    pub(super) options: Option<G::Options>,
    /// Searches finished for the finished generation; one cut off by its time limit before
    /// every move had a score is searched again, from its warm transposition table.
    pub(super) attempts: u32,
}

impl<G: ArcadeGame> Default for Hints<G> {
    fn default() -> Self {
        Self { job: None, finished: None, options: None, attempts: 0 }
    }
}

impl<G: ArcadeGame> Hints<G> {
    pub fn is_searching(&self) -> bool {
        self.job.is_some()
    }

    /// What is known for `generation`, live while the search runs.
    pub fn info(&self, generation: Generation) -> Option<SearchInfo<G::Move>> {
        match (&self.finished, &self.job) {
            (Some((done, info)), _) if *done == generation => Some(info.clone()),
            (_, Some(job)) if job.generation() == generation => job.live(),
            _ => None,
        }
    }

    /// The scores known for `generation`, best first.
    pub fn scores(&self, generation: Generation) -> Vec<RootMove<G::Move>> {
        self.info(generation).map(|info| info.root_moves).unwrap_or_default()
    }

    /// The best move found so far for `generation`.
    pub fn best_move(&self, generation: Generation) -> Option<G::Move> {
        self.info(generation).and_then(|info| info.best_move)
    }

    pub(super) fn clear(&mut self) {
        *self = Self::default();
    }
}

/// The game's background searches, which a new position makes stale.
#[derive(SystemParam)]
pub(super) struct Searches<'w, G: ArcadeGame> {
    pub(super) ai: ResMut<'w, AiSearch<<G as ArcadeGame>::Move>>,
    pub(super) hints: ResMut<'w, Hints<G>>,
    pub(super) outside: ResMut<'w, OutsideSeat<G>>,
}

/// Where games are saved, and the desktop's file chooser.
#[derive(SystemParam)]
pub(super) struct Files<'w> {
    settings_file: Res<'w, SettingsFile>,
    chooser: ResMut<'w, FileChooser>,
}

pub(super) fn on_game_action<G: ArcadeGame>(
    action: On<GameAction>,
    screen: Res<State<Screen>>,
    mut session: ResMut<Session<G>>,
    mut searches: Searches<G>,
    mut settings: ResMut<Settings>,
    mut files: Files,
    mut changes: MessageWriter<BoardChange<G>>,
) {
    let Files { settings_file: file, chooser } = &mut files;
    if *screen.get() != G::screen() {
        return;
    }
    match *action {
        GameAction::ToggleHints => {
            let hints = &mut G::settings_mut(&mut settings).show_hints;
            *hints = !*hints;
            return;
        }
        GameAction::TogglePause => {
            if G::settings(&settings).seats.both_machines() {
                session.paused = !session.paused;
            }
            return;
        }
        GameAction::ChooseFile(purpose) if chooser.available => {
            choose_file::<G>(chooser, purpose, file);
            return;
        }
        // Without a file chooser, saving goes to the games folder; opening is by dropping a file.
        GameAction::ChooseFile(FilePurpose::Open) => return,
        GameAction::Save | GameAction::SaveTo(_) | GameAction::ChooseFile(FilePurpose::Save) => {
            let to = if let GameAction::SaveTo(path) = &*action { Some(path.as_path()) } else { None };
            match save_game(&session, G::settings(&settings).seats, searches.outside.name.as_deref(), file, to) {
                Ok(path) => {
                    session.saved_to = Some(path);
                    session.load_error = None;
                }
                Err(error) => session.load_error = Some(error),
            }
            return;
        }
        _ => {}
    }
    let game_settings = G::settings(&settings);
    let seats = game_settings.seats;
    // Undo and redo step past the machines' replies and forced passes, back to a human turn.
    let machine_turn =
        |position: &G::Position| seats.get(position.first_to_move()).is_machine() || G::forced_pass(position).is_some();
    let all_ai = seats.both_machines();
    let changed = match &*action {
        GameAction::NewGame => {
            *session = Session::from_history(G::new_game(&game_settings.options));
            true
        }
        // With two AIs there is no human turn to return to: step one move and pause.
        GameAction::Undo if all_ai => session.history.undo(|_| false),
        GameAction::Undo => session.history.undo(machine_turn),
        GameAction::Redo if all_ai => session.history.redo(|_| false),
        GameAction::Redo => session.history.redo(machine_turn),
        GameAction::GoTo(ply) => session.history.go_to(*ply),
        GameAction::ToggleHints
        | GameAction::TogglePause
        | GameAction::Save
        | GameAction::SaveTo(_)
        | GameAction::ChooseFile(_) => false,
        GameAction::Open(path) => session.load(read_game_file(path).and_then(|text| G::parse(&text))),
        GameAction::Load(text) => session.load(G::parse(text)),
    };
    if changed {
        searches.ai.cancel();
        searches.ai.last = None;
        searches.hints.clear();
        searches.outside.cancel();
        session.paused = all_ai && matches!(*action, GameAction::Undo | GameAction::Redo);
        session.jump(&mut changes);
    }
}
