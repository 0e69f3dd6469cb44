//! The GUI side of the NBoard protocol: another Othello program (Edax, NTest, Egaroucid's
//! console, our own `minimax-arcade nboard`) run as a player. Starts the process, greets it,
//! sends it the game and asks for a move, each wait bounded by a deadline; the process is killed
//! when the value is dropped.

use std::collections::VecDeque;
use std::fmt;
use std::io::{BufRead, BufReader, ErrorKind, Write};
use std::process::{Child, ChildStdin, Command as Process, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

pub use crate::programs::command_line::{CommandLineError, split_command_line};
use crate::programs::process::exit_status_within;

use super::protocol::{Command, Response, SearchLine, VERSION, parse_response};
use crate::games::reversi::formats::ggf::NotedMoveError;
use crate::games::reversi::formats::{GameRecord, RecordedMove};

/// Lines of the engine's standard error kept to explain a crash.
const STDERR_LINES_KEPT: usize = 5;

/// How long a process that closed its output gets to report its exit status.
const EXIT_GRACE: Duration = Duration::from_millis(500);

/// How often a wait for the engine's move looks at its cancel flag.
const CANCEL_POLL: Duration = Duration::from_millis(20);

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The command line could not be split into words.
    CommandLine(CommandLineError),
    /// The system could not start `program`: the kind of failure, and the system's words.
    Spawn {
        program: String,
        kind: ErrorKind,
        error: String,
    },
    /// The process started without the pipes to talk to it.
    NoPipes {
        program: String,
    },
    /// The engine closed its output: it crashed or quit, with this exit status when it gave one
    /// in time.
    Exited {
        status: Option<ExitStatus>,
        stderr: String,
    },
    Timeout {
        waiting_for: Awaited,
        after: Duration,
    },
    /// The engine answered `go` with a line that holds no move.
    BadAnswer {
        line: String,
        error: NotedMoveError,
    },
    /// The caller stopped waiting for the move; the engine was told to stop searching.
    Cancelled,
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::CommandLine(error) => write!(f, "bad engine command line: {error}"),
            Self::Spawn { program, error, .. } => write!(f, "cannot start `{program}`: {error}"),
            Self::NoPipes { program } => write!(f, "cannot start `{program}`: no pipes to the process"),
            Self::Exited { status, stderr } => {
                match status {
                    Some(status) => write!(f, "the engine stopped ({status})")?,
                    None => f.write_str("the engine stopped (closed its output)")?,
                }
                if stderr.is_empty() { Ok(()) } else { write!(f, "; it said: {stderr}") }
            }
            Self::Timeout { waiting_for, after } => {
                write!(f, "no {waiting_for} from the engine within {:.1} s", after.as_secs_f64())
            }
            Self::BadAnswer { line, error } => write!(f, "the engine answered `{line}`: {error}"),
            Self::Cancelled => write!(f, "cancelled"),
        }
    }
}

impl std::error::Error for EngineError {}

/// What the engine was waiting to be asked for when it fell silent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Awaited {
    Move,
    Hints,
    /// The answer to ping number this, which shows it has read everything before.
    Pong(i64),
}

impl fmt::Display for Awaited {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Move => f.write_str("move"),
            Self::Hints => f.write_str("hints"),
            Self::Pong(ping) => write!(f, "pong {ping}"),
        }
    }
}

/// An engine process speaking the NBoard protocol.
pub struct NboardEngine {
    child: Child,
    stdin: ChildStdin,
    /// The engine's output, line by line; disconnected once it closes its output.
    lines: Receiver<String>,
    stderr_tail: Arc<Mutex<VecDeque<String>>>,
    name: Option<String>,
    next_ping: i64,
}

impl NboardEngine {
    /// Starts `command_line`, greets it (`nboard 2`, and `set depth` when a depth is given) and
    /// waits until it answers a ping, for at most `timeout`.
    pub fn start(command_line: &str, depth: Option<u32>, timeout: Duration) -> Result<Self, EngineError> {
        let words = split_command_line(command_line).map_err(EngineError::CommandLine)?;
        let mut child = Process::new(&words[0])
            .args(&words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|error| EngineError::Spawn {
                program: words[0].clone(),
                kind: error.kind(),
                error: error.to_string(),
            })?;
        let (Some(stdin), Some(stdout), Some(stderr)) = (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            let _ = child.kill();
            return Err(EngineError::NoPipes { program: words[0].clone() });
        };
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        let stderr_tail = Arc::new(Mutex::new(VecDeque::new()));
        let tail = Arc::clone(&stderr_tail);
        thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut tail = tail.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                if tail.len() == STDERR_LINES_KEPT {
                    tail.pop_front();
                }
                tail.push_back(line);
            }
        });
        let mut engine = Self { child, stdin, lines, stderr_tail, name: None, next_ping: 1 };
        let deadline = Instant::now() + timeout;
        engine.send(&Command::NBoard(VERSION))?;
        if let Some(depth) = depth {
            engine.send(&Command::SetDepth(depth))?;
        }
        engine.sync(deadline, timeout)?;
        Ok(engine)
    }

    /// The name the engine gave itself (`set myname`), if it did.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Asks for the engine's move at the end of `game`, waiting at most `timeout` in all, or
    /// until `cancel` is set. The move is as the engine wrote it: checking it against the
    /// position is the caller's part.
    pub fn choose_move(
        &mut self,
        game: &GameRecord,
        timeout: Duration,
        cancel: &AtomicBool,
    ) -> Result<RecordedMove, EngineError> {
        let deadline = Instant::now() + timeout;
        self.sync(deadline, timeout)?;
        self.send(&Command::SetGame(Box::new(game.clone())))?;
        self.send(&Command::Go)?;
        loop {
            match self.answer_line(deadline, Awaited::Move, timeout, cancel)? {
                Response::BestMove(recorded) => return Ok(recorded),
                Response::BadAnswer { line, error } => return Err(EngineError::BadAnswer { line, error }),
                _ => {}
            }
        }
    }

    /// The engine's line and evaluation for up to `count` moves at the end of `game` (`hint`),
    /// best first, once it says it has stopped thinking; the same limits as [`Self::choose_move`].
    pub fn hints(
        &mut self,
        game: &GameRecord,
        count: u32,
        timeout: Duration,
        cancel: &AtomicBool,
    ) -> Result<Vec<SearchLine>, EngineError> {
        let deadline = Instant::now() + timeout;
        self.sync(deadline, timeout)?;
        self.send(&Command::SetGame(Box::new(game.clone())))?;
        self.send(&Command::Hint(count))?;
        // Engines may send a line per move at every depth: the last one for a move counts.
        let mut lines: Vec<SearchLine> = Vec::new();
        loop {
            match self.answer_line(deadline, Awaited::Hints, timeout, cancel)? {
                Response::Search(search) => match lines.iter_mut().find(|known| known.line[0] == search.line[0]) {
                    Some(known) => *known = search,
                    None => lines.push(search),
                },
                Response::Idle if !lines.is_empty() => break,
                _ => {}
            }
        }
        lines.sort_by(|a, b| b.eval.total_cmp(&a.eval));
        Ok(lines)
    }

    /// The next line in answer to a request, before `deadline`; when `cancel` is set first the
    /// engine is pinged, which stops its search, and the next request reads past its late
    /// answer.
    fn answer_line(
        &mut self,
        deadline: Instant,
        waiting_for: Awaited,
        timeout: Duration,
        cancel: &AtomicBool,
    ) -> Result<Response, EngineError> {
        loop {
            let slice_end = deadline.min(Instant::now() + CANCEL_POLL);
            match self.next_line(slice_end, waiting_for, timeout) {
                Err(EngineError::Timeout { .. }) if Instant::now() < deadline => {
                    if cancel.load(Ordering::Relaxed) {
                        let ping = self.next_ping;
                        self.next_ping += 1;
                        self.send(&Command::Ping(ping))?;
                        return Err(EngineError::Cancelled);
                    }
                }
                Ok(Response::MyName(name)) => self.name = Some(name),
                line => return line,
            }
        }
    }

    /// Sends a ping and waits for its pong: everything the engine said before belongs to the
    /// commands before.
    fn sync(&mut self, deadline: Instant, timeout: Duration) -> Result<(), EngineError> {
        let ping = self.next_ping;
        self.next_ping += 1;
        self.send(&Command::Ping(ping))?;
        loop {
            match self.next_line(deadline, Awaited::Pong(ping), timeout)? {
                Response::Pong(pong) if pong == ping => return Ok(()),
                Response::MyName(name) => self.name = Some(name),
                // Answers to earlier commands, and lines the protocol does not define.
                _ => {}
            }
        }
    }

    fn send(&mut self, command: &Command) -> Result<(), EngineError> {
        let written = writeln!(self.stdin, "{command}").and_then(|()| self.stdin.flush());
        written.map_err(|_| self.exited())
    }

    /// The next line the engine writes, read as a response, before `deadline`.
    fn next_line(
        &mut self,
        deadline: Instant,
        waiting_for: Awaited,
        timeout: Duration,
    ) -> Result<Response, EngineError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(parse_response(&line)),
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Timeout { waiting_for, after: timeout }),
            Err(RecvTimeoutError::Disconnected) => Err(self.exited()),
        }
    }

    /// What is known of an engine that stopped: its exit status and last words.
    fn exited(&mut self) -> EngineError {
        let status = exit_status_within(&mut self.child, EXIT_GRACE);
        let tail = self.stderr_tail.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        EngineError::Exited { status, stderr: tail.iter().cloned().collect::<Vec<_>>().join(" / ") }
    }
}

impl Drop for NboardEngine {
    fn drop(&mut self) {
        // Killing an engine that already quit fails harmlessly; waiting reaps it either way.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
