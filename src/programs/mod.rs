//! A player's own program as a seat in any game: a student's agent, or any program that speaks
//! the game's line protocol ([`crate::games::line_protocol`]). Started for each move (it reads
//! one message to the end of its input, answers and exits) or once a game (it answers a message
//! a turn); held to a time a move and a memory cap; every way it can fail is a
//! [`ProgramFault`] in words. The program is the user's own code, run as their own process with
//! what its command line gives it, no more and no less. A student's own search is run the same
//! way on the search checker's trees ([`search_checker`]); a class's folder of submissions lists
//! each student's program ([`submissions`]).

pub mod command_line;
pub mod fault;
pub mod process;
pub mod sandbox;
pub mod search_checker;
pub mod submissions;

use std::marker::PhantomData;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

pub use command_line::{CommandLineError, command_for_file, split_command_line};
pub use fault::{Exit, ProgramFault};

use crate::games::Seat;
use crate::games::line_protocol::{LineProtocol, side_letter};
use crate::games::matches::{Forfeit, PlayedMove, Player, Turn};
use process::Process;
use sandbox::Sandbox;

/// The time a move a tournament's or a match's program has unless told otherwise, on the command
/// line (`--engine-timeout-ms`) and in the window's tournament alike.
pub const DEFAULT_TIME_PER_MOVE_MS: u64 = 10_000;

/// The cap on a program's data memory unless told otherwise, in MiB (`--program-memory-mb`, the
/// window's tournament).
pub const DEFAULT_MEMORY_MB: u64 = 2048;

/// Lines a program may write in a turn before its move (comments, blank lines); past these it
/// is flooding its output.
pub const MAX_LINES_A_TURN: usize = 1000;

/// Comments of a turn kept to show, each cut to [`COMMENT_CHARS`].
const COMMENTS_KEPT: usize = 20;
const COMMENT_CHARS: usize = 200;

/// How long a program lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lifetime {
    /// Started for each move: it reads one message to the end of its input, answers, and exits.
    PerMove,
    /// Started for each game: it reads a message a turn and answers each.
    PerGame,
}

/// A program as the player describes it: the command that starts it (`{side}` in it becomes
/// `x` or `o`, the side it plays), how long it lives and what it may take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgramSpec {
    pub command: String,
    pub lifetime: Lifetime,
    pub time_per_move: Duration,
    /// Its data memory's cap, where the system can set one; `None`: no cap.
    pub memory_bytes: Option<u64>,
    /// The folder it runs in (a submission's own, where its files are); `None`: ours.
    pub folder: Option<PathBuf>,
    /// What shuts it in (a submission of a class, in the folder it runs in); `None`: nothing.
    pub sandbox: Option<Sandbox>,
}

impl ProgramSpec {
    /// The command's words for a program playing `seat`.
    pub fn words(&self, seat: Seat) -> Result<Vec<String>, ProgramFault> {
        let command = self.command.replace("{side}", &side_letter(seat).to_string());
        split_command_line(&command).map_err(ProgramFault::CommandLine)
    }
}

/// A program as game files and the library name it: its command as written, cut short.
pub fn program_name(command: &str) -> String {
    crate::games::line_protocol::shortened(command.trim())
}

/// A program's move and what it said with it.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer<M> {
    pub mv: M,
    /// The lines it wrote starting with `#`, without the `#`.
    pub comments: Vec<String>,
    /// From the question to the answer, its start included when it starts for the move.
    pub seconds: f64,
}

/// A program playing game `G`.
pub struct Program<G> {
    spec: ProgramSpec,
    /// The running process of a program that lives a game, and the seat it plays.
    running: Option<(Process, Seat)>,
    game: PhantomData<fn() -> G>,
}

impl<G: LineProtocol> Program<G> {
    pub fn new(spec: ProgramSpec) -> Self {
        Self { spec, running: None, game: PhantomData }
    }

    pub fn spec(&self) -> &ProgramSpec {
        &self.spec
    }

    /// The program's move in `position`, where the opponent last played `last`; `Ok(None)` when
    /// `cancel` stopped the wait. A fault ends the program: the next question starts it again.
    pub fn ask(
        &mut self,
        position: &G,
        last: Option<G::Move>,
        cancel: &AtomicBool,
    ) -> Result<Option<Answer<G::Move>>, ProgramFault> {
        let asked = Instant::now();
        let answer = self.exchange(position, last, asked, cancel);
        // A program that failed, or that lives a move, is done; one stopped mid-turn may answer
        // late, which the next question would read as its own answer.
        if !matches!(answer, Ok(Some(_))) || self.spec.lifetime == Lifetime::PerMove {
            self.running = None;
        }
        answer
    }

    /// The game is over, or another begins: a program that lives a game ends.
    pub fn new_game(&mut self) {
        self.running = None;
    }

    fn exchange(
        &mut self,
        position: &G,
        last: Option<G::Move>,
        asked: Instant,
        cancel: &AtomicBool,
    ) -> Result<Option<Answer<G::Move>>, ProgramFault> {
        let seat = position.seat_to_move();
        if self.running.as_ref().is_none_or(|(_, playing)| *playing != seat) {
            let process = Process::start(
                &self.spec.words(seat)?,
                self.spec.memory_bytes,
                self.spec.folder.as_deref(),
                self.spec.sandbox.as_ref(),
            )?;
            self.running = Some((process, seat));
        }
        let Some((process, _)) = &mut self.running else { unreachable!("started above") };
        process.write(&position.write_message(last), self.spec.lifetime == Lifetime::PerMove);
        let limit = self.spec.time_per_move;
        let deadline = asked + limit;
        let mut comments = Vec::new();
        for _ in 0..=MAX_LINES_A_TURN {
            let Some(line) = process.next_line(deadline, limit, cancel)? else { return Ok(None) };
            let line = line.trim();
            if let Some(comment) = line.strip_prefix('#') {
                if comments.len() < COMMENTS_KEPT {
                    comments.push(comment.trim().chars().take(COMMENT_CHARS).collect());
                }
            } else if !line.is_empty() {
                let mv = position.read_answer(line).map_err(ProgramFault::Answer)?;
                return Ok(Some(Answer { mv, comments, seconds: asked.elapsed().as_secs_f64() }));
            }
        }
        Err(ProgramFault::TooManyLines(MAX_LINES_A_TURN))
    }
}

/// A program as a match's player: it loses the game by forfeit with its fault in words.
impl<G: LineProtocol> Player<G> for Program<G> {
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, Forfeit> {
        let last = turn.game.moves().last().map(|played| played.mv);
        let answer = self
            .ask(turn.game.position(), last, turn.cancel)
            .map_err(|fault| Forfeit::new(fault.kind(), fault.to_string()))?;
        Ok(answer.map(|answer| PlayedMove { mv: answer.mv, eval: None, seconds: Some(answer.seconds) }))
    }

    fn new_game(&mut self) {
        Program::new_game(self);
    }
}
