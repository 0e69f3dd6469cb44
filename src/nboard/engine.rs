//! The engine side of the NBoard protocol: our AI driven over a pair of streams (standard input
//! and output for `minimax-arcade nboard`).
//!
//! Commands are carried out in the order they arrive. Searches (`go`, `hint`, `analyze`) run on
//! a thread of their own while a second thread keeps reading input, so that a `ping` (or
//! `quit`) arriving during a search cancels it through the search's cancel flag, along with the
//! searches still waiting their turn; the `pong` follows once the search has stopped, and
//! nothing of the stopped searches follows it.

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::protocol::{Command, VERSION, move_word, parse_command};
use crate::engine::SearchInfo;
use crate::games::kept_ai::KeptAi;
use crate::games::reversi::formats::GameRecord;
use crate::games::reversi::rules::{Move, Position};
use crate::games::reversi::search::score::score_as_number;
use crate::games::reversi::search::{AiSettings, ReversiAi};

/// The name the engine gives itself.
pub const NAME: &str = "minimax-arcade";

/// The deepest `set depth` taken: a game has at most 60 moves left.
const MAX_DEPTH: u32 = 60;

/// Node counts go out at most this often while a search runs.
const NODESTATS_INTERVAL: Duration = Duration::from_millis(250);

/// Standard output, shared by the command loop and the search thread; every line is flushed
/// at once, as a GUI reading a pipe needs.
#[derive(Clone)]
struct Speaker(Arc<Mutex<Box<dyn Write + Send>>>);

impl Speaker {
    fn say(&self, line: &str) {
        let mut out = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // A GUI that closed its end has stopped listening: there is no one left to tell.
        let _ = writeln!(out, "{line}").and_then(|()| out.flush());
    }
}

enum Event {
    Line(String),
    EndOfInput,
    JobDone,
}

/// A search running on its own thread.
struct Job {
    cancel: Arc<AtomicBool>,
    handle: JoinHandle<()>,
}

#[derive(Clone, Copy)]
enum JobKind {
    Go,
    Hint(u32),
    Analyze,
}

/// The eval the protocol sends for a search's score: discs when known, the evaluation's units
/// otherwise (see [`score_as_number`]).
fn eval_text(
    position: &Position,
    settings: &AiSettings,
    info: &SearchInfo<Move>,
    score: crate::engine::Score,
) -> String {
    let solved = info.finished && settings.solves_exactly(position);
    format!("{:.2}", score_as_number(score, solved, settings.weights.discs_per_point()))
}

/// Searches `position` with `ai`, telling the GUI the node counts and each finished depth as it
/// goes.
fn search(
    ai: &mut ReversiAi,
    position: &Position,
    settings: &AiSettings,
    exact_root_scores: bool,
    cancel: &AtomicBool,
    speaker: &Speaker,
) -> SearchInfo<Move> {
    let mut last_stats = Instant::now();
    let mut last_depth = 0;
    ai.think(position, settings, exact_root_scores, cancel, &mut |info| {
        if last_stats.elapsed() >= NODESTATS_INTERVAL {
            last_stats = Instant::now();
            speaker.say(&format!("nodestats {} {:.2}", info.nodes, info.elapsed.as_secs_f64()));
        }
        if info.depth > last_depth {
            last_depth = info.depth;
            let best = info.best_move.map(move_word).unwrap_or_default();
            // "depth 18@95%", as Edax writes a selective depth.
            let selective =
                if info.selectivity.is_full() { String::new() } else { format!("@{}%", info.selectivity.percent()) };
            speaker.say(&format!(
                "status {NAME}: depth {}{selective} {best} {}",
                info.depth,
                eval_text(position, settings, info, info.score)
            ));
        }
    })
}

fn run_job(
    kind: JobKind,
    ai: &mut ReversiAi,
    game: &GameRecord,
    settings: &AiSettings,
    cancel: &AtomicBool,
    speaker: &Speaker,
) {
    let position = game.current();
    let cancelled = || cancel.load(Ordering::Relaxed);
    match kind {
        JobKind::Go => {
            speaker.say(&format!("status {NAME} is thinking"));
            let info = search(ai, &position, settings, false, cancel, speaker);
            let Some(best) = info.best_move.filter(|_| !cancelled()) else { return };
            let eval = eval_text(&position, settings, &info, info.score);
            speaker.say(&format!("=== {}/{eval}/{:.2}", move_word(best), info.elapsed.as_secs_f64()));
        }
        JobKind::Hint(count) => {
            speaker.say(&format!("status {NAME} is thinking"));
            let info = search(ai, &position, settings, true, cancel, speaker);
            if cancelled() {
                return;
            }
            let depth = if info.finished && settings.solves_exactly(&position) {
                "100%".to_owned()
            } else {
                info.depth.to_string()
            };
            for root in info.root_moves.iter().take(count.max(1) as usize) {
                let line = if Some(root.mv) == info.best_move && !info.pv.is_empty() {
                    info.pv.iter().map(|&mv| move_word(mv)).collect::<Vec<_>>().join("-")
                } else {
                    move_word(root.mv)
                };
                speaker.say(&format!("search {line} {} 0 {depth}", eval_text(&position, settings, &info, root.score)));
            }
            speaker.say("status");
        }
        JobKind::Analyze => {
            speaker.say(&format!("status {NAME} is analyzing"));
            // Retrograde, as the protocol asks: the last position first.
            for (moves_made, position) in game.positions().iter().enumerate().rev() {
                let eval = if position.is_game_over() {
                    format!("{:.2}", f64::from(position.final_margin()))
                } else {
                    let info = search(ai, position, settings, false, cancel, speaker);
                    if cancelled() {
                        return;
                    }
                    eval_text(position, settings, &info, info.score)
                };
                speaker.say(&format!("analysis {moves_made} {eval}"));
            }
            speaker.say("status");
        }
    }
}

/// What the engine knows between commands.
struct Session<E: Write> {
    game: GameRecord,
    settings: AiSettings,
    /// The AI, whose tables last from one search to the next. Searches run one at a time, each
    /// on a thread of its own that holds the lock while it lasts.
    ai: Arc<Mutex<ReversiAi>>,
    speaker: Speaker,
    errors: E,
    events: Sender<Event>,
}

impl<E: Write> Session<E> {
    fn complain(&mut self, problem: &str) {
        let _ = writeln!(self.errors, "{NAME} nboard: {problem}").and_then(|()| self.errors.flush());
    }

    fn start(&self, kind: JobKind) -> Job {
        let cancel = Arc::new(AtomicBool::new(false));
        let (game, settings, speaker, events) =
            (self.game.clone(), self.settings.clone(), self.speaker.clone(), self.events.clone());
        let (flag, ai) = (Arc::clone(&cancel), Arc::clone(&self.ai));
        let handle = thread::spawn(move || {
            // A search that panicked left every table entry whole (a torn one reads as a miss).
            let mut ai = ai.lock().unwrap_or_else(PoisonError::into_inner);
            run_job(kind, &mut ai, &game, &settings, &flag, &speaker);
            // The loop may be gone already (after `quit`): nobody to tell then.
            let _ = events.send(Event::JobDone);
        });
        Job { cancel, handle }
    }

    /// Carries out one command; returns the search it started, if any.
    fn handle(&mut self, command: Command) -> Option<Job> {
        match command {
            Command::NBoard(version) => {
                if version != VERSION {
                    self.complain(&format!("the GUI speaks protocol version {version}; this engine speaks {VERSION}"));
                }
                self.speaker.say(&format!("set myname {NAME}"));
            }
            Command::SetDepth(0) => self.complain("set depth 0: the depth must be at least 1; it stays"),
            Command::SetDepth(depth) => self.settings.max_depth = depth.min(MAX_DEPTH),
            Command::SetGame(game) => self.game = *game,
            // The search values every draw at 0 discs: there is no contempt to set, and the
            // command is accepted as the protocol allows.
            Command::SetContempt(_) => {}
            Command::Move(recorded) => {
                if let Err(error) = self.game.play_after_forced_pass(recorded) {
                    self.complain(&format!("move: {error}; ignored"));
                }
            }
            Command::Go | Command::Hint(_) if self.game.current().is_game_over() => {
                self.complain("the game is over: there is no move to search");
            }
            Command::Go => return Some(self.start(JobKind::Go)),
            Command::Hint(count) => return Some(self.start(JobKind::Hint(count))),
            Command::Analyze => return Some(self.start(JobKind::Analyze)),
            Command::Ping(number) => self.speaker.say(&format!("pong {number}")),
            Command::Learn => self.speaker.say("learned"),
            Command::Quit => {}
        }
        None
    }
}

/// Runs the engine until `quit`, or until the input ends and the last search has answered.
/// `settings` say how it searches until the GUI sets the depth.
pub fn run(
    input: impl BufRead + Send + 'static,
    output: impl Write + Send + 'static,
    errors: impl Write,
    settings: AiSettings,
) {
    let (sender, events) = mpsc::channel();
    let reader = sender.clone();
    thread::spawn(move || {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if reader.send(Event::Line(line)).is_err() {
                return;
            }
        }
        let _ = reader.send(Event::EndOfInput);
    });
    let mut session = Session {
        game: GameRecord::new(Position::initial()),
        settings,
        ai: Arc::default(),
        speaker: Speaker(Arc::new(Mutex::new(Box::new(output)))),
        errors,
        events: sender,
    };
    let mut queue = VecDeque::new();
    let mut job: Option<Job> = None;
    let mut input_ended = false;
    loop {
        while job.is_none()
            && let Some(command) = queue.pop_front()
        {
            if command == Command::Quit {
                return;
            }
            job = session.handle(command);
        }
        if job.is_none() && input_ended {
            return;
        }
        match events.recv() {
            Ok(Event::Line(line)) => match parse_command(&line) {
                Ok(Some(command)) => {
                    if matches!(command, Command::Ping(_) | Command::Quit) {
                        // Stop thinking: the running search and those waiting their turn are all
                        // about a position the GUI is leaving.
                        if let Some(running) = &job {
                            running.cancel.store(true, Ordering::Relaxed);
                        }
                        queue.retain(|waiting| !matches!(waiting, Command::Go | Command::Hint(_) | Command::Analyze));
                    }
                    queue.push_back(command);
                }
                Ok(None) => {}
                Err(error) => session.complain(&error.to_string()),
            },
            Ok(Event::EndOfInput) => input_ended = true,
            Ok(Event::JobDone) => {
                if let Some(done) = job.take() {
                    // The thread has sent its last word: joining only collects it.
                    let _ = done.handle.join();
                }
            }
            // The session holds a sender, so the channel never closes while it runs.
            Err(_) => return,
        }
    }
}
