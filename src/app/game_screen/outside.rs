//! An outside engine at the board, speaking its game's engine protocol, plays a side. Its
//! process lives from one move to the next (engines load their tables when they start); each
//! move is asked for on the async compute pool, like the AI's search, and cancelled with it. An
//! engine that cannot be started, stops, hangs past its time or plays an illegal move gives its
//! side back to the human, and the panel says why.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use web_time::Instant;

use bevy::prelude::*;

use crate::app::base::animation::{RunningAnimations, animations_idle};
use crate::app::base::errors::Explain;
use crate::app::base::history::GameHistory;
use crate::app::base::settings::{OutsideEngineSettings, PlayerKind};
use crate::app::base::tasks::{BackgroundTask, Generation, SearchJob};
use crate::app::contract::arcade_game::{
    ArcadeGame, BoardChange, EngineAnswer, EngineReply, OutsideEngine, for_first, game_title,
};
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::engine::{RootMove, SearchInfo, Selectivity};
use crate::tr;

/// What the engine answered, how long it took, and the name it gives itself.
struct Answered<M> {
    reply: EngineReply<M>,
    elapsed: Duration,
    name: Option<String>,
}

/// The running process, with the settings it was started with.
struct Running<E> {
    started_with: OutsideEngineSettings,
    engine: E,
}

/// The engine's process, shared with the tasks that ask it for moves and hints, one at a time.
type Process<E> = Arc<Mutex<Option<Running<E>>>>;

/// Runs `ask` on the engine, starting it first when none runs or the one running was started
/// with another command line or depth.
fn with_engine<G: ArcadeGame, T>(
    process: &Process<G::Outside>,
    settings: &OutsideEngineSettings,
    ask: impl FnOnce(&mut G::Outside) -> T,
) -> Result<T, OutsideError<G>> {
    let mut slot = process.lock().unwrap_or_else(PoisonError::into_inner);
    let same_process = |running: &Running<G::Outside>| {
        running.started_with.command == settings.command && running.started_with.depth == settings.depth
    };
    let running = match slot.take() {
        Some(running) if same_process(&running) => running,
        stale => {
            // The old process ends before the new one starts.
            drop(stale);
            Running { engine: G::Outside::start(settings)?, started_with: settings.clone() }
        }
    };
    Ok(ask(&mut slot.insert(running).engine))
}

/// Why game `G`'s outside engine could not answer.
type OutsideError<G> = <<G as ArcadeGame>::Outside as OutsideEngine<G>>::Error;

/// The engine's move with what came with it, none when the wait was cancelled, or why it failed.
type MoveAnswer<G> = EngineAnswer<Answered<<G as ArcadeGame>::Move>, OutsideError<G>>;

/// The outside engine of game `G`'s screen: its process, the move it is asked for, and what the
/// panel shows of it.
#[derive(Resource)]
pub struct OutsideSeat<G: ArcadeGame> {
    /// Shared with the tasks that ask for a move or hints. Releasing the engine swaps in an empty
    /// slot: the process ends when the last task that holds the old one does.
    process: Process<G::Outside>,
    job: Option<(Generation, BackgroundTask<MoveAnswer<G>>)>,
    /// Why the last hints could not be had, from the hints' task.
    hint_failure: Arc<Mutex<Option<String>>>,
    /// The name the program gave itself.
    pub name: Option<String>,
    /// Why the engine was given up, until the player chooses it again.
    pub failure: Option<String>,
    /// The engine's last move and how long it took, the score seen from the first side.
    pub last: Option<(EngineReply<G::Move>, Duration)>,
}

impl<G: ArcadeGame> Default for OutsideSeat<G> {
    fn default() -> Self {
        Self { process: Arc::default(), job: None, hint_failure: Arc::default(), name: None, failure: None, last: None }
    }
}

impl<G: ArcadeGame> OutsideSeat<G> {
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// Stops waiting for the engine's move; the engine is told to stop searching.
    pub fn cancel(&mut self) {
        self.job = None;
    }

    /// Cancels the move asked for and ends the process.
    pub(super) fn release(&mut self) {
        self.job = None;
        self.process = Arc::default();
    }

    /// Asks the engine (starting it first if need be) for its move at the end of `history`.
    pub(super) fn ask(
        &mut self,
        generation: Generation,
        history: GameHistory<G::Position, G::Move>,
        options: &G::Options,
    ) {
        let Some(settings) = G::Outside::settings(options).cloned() else {
            self.failure = Some(tr!("game-screen-engine-none", game = game_title::<G>()));
            return;
        };
        let process = self.process.clone();
        let task = BackgroundTask::spawn(move |cancel| {
            let asked = with_engine::<G, _>(&process, &settings, |engine| {
                let started = Instant::now();
                let answer = engine.choose_move(&history, &settings, cancel);
                (answer, started.elapsed(), engine.name())
            });
            let (answer, elapsed, name) = asked?;
            Ok(answer?.map(|reply| Answered { reply, elapsed, name }))
        });
        self.job = Some((generation, task));
    }

    /// A search for the hints that asks the engine: every legal move's score, as the AI's
    /// hints search gives them. When the engine fails, the search finds nothing and
    /// [`Self::take_hint_failure`] says why.
    pub(super) fn hints_search(
        &self,
        generation: Generation,
        history: GameHistory<G::Position, G::Move>,
        settings: OutsideEngineSettings,
    ) -> SearchJob<G::Move> {
        let process = self.process.clone();
        let failure = self.hint_failure.clone();
        SearchJob::spawn(generation, move |cancel, _| {
            let started = Instant::now();
            let asked = with_engine::<G, _>(&process, &settings, |engine| engine.hints(&history, &settings, cancel));
            let lines = match asked.and_then(|answer| answer) {
                Ok(lines) => lines.unwrap_or_default(),
                Err(error) => {
                    *failure.lock().unwrap_or_else(PoisonError::into_inner) = Some(error.explain());
                    Vec::new()
                }
            };
            let best = lines.first();
            SearchInfo {
                depth: settings.depth,
                selectivity: Selectivity::FULL,
                nodes: 0,
                elapsed: started.elapsed(),
                score: best.map_or(0, |hint| hint.score),
                best_move: best.map(|hint| hint.line[0]),
                pv: best.map(|hint| hint.line.clone()).unwrap_or_default(),
                root_moves: lines
                    .iter()
                    .map(|hint| RootMove { mv: hint.line[0], score: hint.score, exact: true })
                    .collect(),
                finished: true,
                solved: false,
            }
        })
    }

    /// Why the engine's last hints could not be had, once.
    pub(super) fn take_hint_failure(&self) -> Option<String> {
        self.hint_failure.lock().unwrap_or_else(PoisonError::into_inner).take()
    }

    /// Gives the engine up: its process ends and the panel says why (`failure`) and what now
    /// (`then`: who plays its side or gives the hints).
    pub(super) fn fail(&mut self, failure: &str, then: &str) {
        let who = self.name.clone().unwrap_or_else(|| tr!("game-screen-engine-unnamed"));
        self.failure = Some(tr!("game-screen-engine-failed", engine = who, failure = failure, then = then));
        self.release();
    }

    /// The engine's answer once it came, if it is for `generation`.
    fn take_answer(&mut self, generation: Generation) -> Option<MoveAnswer<G>> {
        let (asked_for, task) = self.job.as_mut()?;
        let answer = task.poll()?;
        let current = *asked_for == generation;
        self.job = None;
        current.then_some(answer)
    }
}

/// Plays the engine's move once it comes; gives its side back to the human when it fails.
pub(super) fn collect_engine_move<G: ArcadeGame>(
    mut current_game: ResMut<CurrentGame<G>>,
    mut seat: ResMut<OutsideSeat<G>>,
    mut settings: ResMut<GameSettings<G>>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange<G>>,
) {
    if !animations_idle(&running) {
        return;
    }
    let Some(answer) = seat.take_answer(current_game.generation()) else { return };
    let failure = match answer {
        Ok(None) => return,
        Ok(Some(Answered { mut reply, elapsed, name })) => {
            seat.name = name;
            // Kept from the first side's view, as the panel shows every score.
            reply.score = reply.score.map(|score| for_first::<G>(current_game.position(), score));
            let mv = reply.mv;
            seat.last = Some((reply, elapsed));
            if current_game.play(mv, Vec::new(), &mut changes) {
                return;
            }
            tr!("game-screen-engine-illegal", mv = mv.to_string())
        }
        Err(error) => error.explain(),
    };
    seat.fail(&failure, &tr!("game-screen-engine-side-yours"));
    settings.seats.replace(PlayerKind::Engine, PlayerKind::Human);
}

/// Ends the engine's process when neither a side nor the hints use it any more.
pub(super) fn release_unused_engine<G: ArcadeGame>(settings: Res<GameSettings<G>>, mut seat: ResMut<OutsideSeat<G>>) {
    if engine_in_use::<G>(&settings) {
        return;
    }
    // A slot that is locked is held by a task asking for a move.
    let running = seat.process.try_lock().map_or(true, |slot| slot.is_some());
    if running || seat.job.is_some() {
        seat.release();
    }
}

/// Whether a side or the hints use the outside engine.
pub fn engine_in_use<G: ArcadeGame>(settings: &GameSettings<G>) -> bool {
    settings.seats.any(PlayerKind::Engine) || engine_gives_hints::<G>(settings)
}

/// Whether the hints come from the outside engine.
pub fn engine_gives_hints<G: ArcadeGame>(settings: &GameSettings<G>) -> bool {
    G::Outside::settings(&settings.options).is_some_and(|engine| engine.gives_hints)
}
