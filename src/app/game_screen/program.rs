//! A player's own program at the board ("Program" seats): any program that speaks the game's
//! line protocol, a student's agent most often. Each move is asked for on the async compute pool,
//! like the AI's search, and cancelled with it; each seat has its program of its own (one started
//! once a game serves one side). A program that cannot be started, stops, hangs past its time,
//! floods its output or plays an illegal move gives its side back to the human, and the panel
//! says why. The panel's test asks it for a move on the game's start.

use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;

use crate::app::base::animation::{RunningAnimations, animations_idle};
use crate::app::base::errors::Explain;
use crate::app::base::settings::{PlayerKind, ProgramSettings};
use crate::app::base::tasks::{BackgroundTask, Generation};
use crate::app::contract::arcade_game::{ArcadeGame, BoardChange};
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::games::{Notation, Seat};
use crate::programs::{Answer, Program, ProgramFault, ProgramSpec};
use crate::tr;

/// A seat's program, shared with the task that asks it for a move; made when first asked.
type ProgramSlot<G> = Arc<Mutex<Option<Program<<G as ArcadeGame>::Position>>>>;

type Asked<M> = Result<Option<Answer<M>>, ProgramFault>;

/// A move asked of the program of a seat, for a position.
struct AskedMove<M> {
    generation: Generation,
    seat: Seat,
    task: BackgroundTask<Asked<M>>,
}

/// What the panel shows of the program's last move: the seat, the move, its time and comments.
pub struct ProgramMove<M> {
    pub seat: Seat,
    pub mv: M,
    pub seconds: f64,
    pub comments: Vec<String>,
}

/// What the program answered on the game's start: its move in the game's notation and how long
/// it took; none when the test was stopped first.
pub type TestAnswer = Option<(String, f64)>;

/// How the panel's test of the program went.
pub enum ProgramTest {
    Running(BackgroundTask<Result<TestAnswer, ProgramFault>>),
    /// The move it answered on the game's start, in the game's notation, and how long it took.
    Passed(String),
    /// Why it failed, in the player's language.
    Failed(String),
}

/// The programs of game `G`'s screen: a seat's program each, the move asked for, and what the
/// panel shows of them.
#[derive(Resource)]
pub struct ProgramSeat<G: ArcadeGame> {
    programs: [ProgramSlot<G>; 2],
    job: Option<AskedMove<G::Move>>,
    /// Why a program was given up, until the player chooses one again.
    pub failure: Option<String>,
    pub last: Option<ProgramMove<G::Move>>,
    pub test: Option<ProgramTest>,
}

impl<G: ArcadeGame> Default for ProgramSeat<G> {
    fn default() -> Self {
        Self { programs: Default::default(), job: None, failure: None, last: None, test: None }
    }
}

impl<G: ArcadeGame> ProgramSeat<G> {
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// A move or the panel's test is awaited: the window keeps drawing.
    pub fn is_busy(&self) -> bool {
        self.is_thinking() || matches!(self.test, Some(ProgramTest::Running(_)))
    }

    /// Stops waiting for the move, and ends the programs: one that lives a game was told a
    /// game that no longer is, so the next question starts it afresh.
    pub(super) fn cancel(&mut self) {
        self.job = None;
        self.programs = Default::default();
    }

    /// Asks the program of `seat` (starting it first if need be) for its move in `position`,
    /// where the opponent last played `last`.
    pub(super) fn ask(
        &mut self,
        generation: Generation,
        position: G::Position,
        last: Option<G::Move>,
        settings: &ProgramSettings,
    ) {
        let seat = position.seat_to_move();
        let slot = Arc::clone(&self.programs[seat.index()]);
        let spec = settings.spec();
        let task = BackgroundTask::spawn(move |cancel| {
            let mut program = slot.lock().unwrap_or_else(PoisonError::into_inner);
            // A program started with another command or limits ends before the new one starts.
            if program.as_ref().is_none_or(|running| *running.spec() != spec) {
                *program = None;
                *program = Some(Program::new(spec));
            }
            program.as_mut().map_or(Ok(None), |program| program.ask(&position, last, cancel))
        });
        self.job = Some(AskedMove { generation, seat, task });
    }

    /// Starts the panel's test: the program asked for a move on the game's start.
    pub fn start_test(&mut self, spec: ProgramSpec) {
        let task = BackgroundTask::spawn(move |cancel| {
            let start = G::Position::start();
            let mut program = Program::<G::Position>::new(spec);
            let answer = program.ask(&start, None, cancel)?;
            Ok(answer.map(|answer| (G::Position::move_text(start.seat_to_move(), answer.mv), answer.seconds)))
        });
        self.test = Some(ProgramTest::Running(task));
    }

    /// Gives the program of `seat` up: the panel says why.
    fn fail(&mut self, seat: Seat, failure: &str) {
        self.failure = Some(tr!(
            "game-screen-program-failed",
            side = crate::app::contract::arcade_game::side_name::<G>(seat),
            failure = failure,
            then = tr!("game-screen-engine-side-yours")
        ));
        self.programs[seat.index()] = Arc::default();
    }

    /// The program's answer once it came, if it is for `generation`.
    fn take_answer(&mut self, generation: Generation) -> Option<(Seat, Asked<G::Move>)> {
        let asked = self.job.as_mut()?;
        let answer = asked.task.poll()?;
        let (current, seat) = (asked.generation == generation, asked.seat);
        self.job = None;
        current.then_some((seat, answer))
    }
}

/// Plays the program's move once it comes; gives its side back to the human when it fails.
pub(super) fn collect_program_move<G: ArcadeGame>(
    mut current_game: ResMut<CurrentGame<G>>,
    mut seat: ResMut<ProgramSeat<G>>,
    mut settings: ResMut<GameSettings<G>>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange<G>>,
) {
    if !animations_idle(&running) {
        return;
    }
    let Some((side, answer)) = seat.take_answer(current_game.generation()) else { return };
    let failure = match answer {
        Ok(None) => return,
        Ok(Some(Answer { mv, comments, seconds })) => {
            seat.last = Some(ProgramMove { seat: side, mv, seconds, comments });
            if current_game.play(mv, Vec::new(), &mut changes) {
                return;
            }
            // The program's move was checked against the position it was sent: a move the
            // board refuses means the game moved on meanwhile, which the generation rules out.
            tr!("game-screen-engine-illegal", mv = mv.to_string())
        }
        Err(fault) => fault.explain(),
    };
    seat.fail(side, &failure);
    match side {
        Seat::First => settings.seats.first = PlayerKind::Human,
        Seat::Second => settings.seats.second = PlayerKind::Human,
    }
}

/// Ends the programs when no seat plays one any more.
pub(super) fn release_unused_programs<G: ArcadeGame>(settings: Res<GameSettings<G>>, mut seat: ResMut<ProgramSeat<G>>) {
    if !settings.seats.any(PlayerKind::Program) && (seat.job.is_some() || seat.programs.iter().any(slot_in_use)) {
        seat.cancel();
    }
}

/// Whether a program was made in `slot` (a slot that is locked is held by a task asking one).
fn slot_in_use<P>(slot: &Arc<Mutex<Option<P>>>) -> bool {
    slot.try_lock().map_or(true, |program| program.is_some())
}

/// Takes the test's result once it came.
pub(super) fn collect_program_test<G: ArcadeGame>(mut seat: ResMut<ProgramSeat<G>>) {
    let Some(ProgramTest::Running(task)) = &mut seat.test else { return };
    if let Some(result) = task.poll() {
        seat.test = Some(match result {
            Ok(Some((mv, seconds))) => ProgramTest::Passed(tr!(
                "panel-program-test-passed",
                mv = mv,
                seconds = crate::app::base::i18n::decimal(seconds, 2)
            )),
            Ok(None) => ProgramTest::Failed(tr!("panel-program-test-stopped")),
            Err(fault) => ProgramTest::Failed(fault.explain()),
        });
    }
}
