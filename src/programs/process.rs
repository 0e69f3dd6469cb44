//! A program's process, kept on a short leash: started in a process group of its own (and under
//! a memory cap where the system has one), its output read in bounded pieces on threads of its
//! own, every wait bounded by a deadline and a cancel flag, and the whole group killed when the
//! value is dropped, so that nothing it started outlives it.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::fault::{Exit, MAX_LINE_BYTES, ProgramFault};
use super::sandbox::Sandbox;

/// Lines read ahead of the caller: past these the reader waits, and so, once its pipe is full,
/// does the program, so a program that writes without end costs no memory.
const LINES_AHEAD: usize = 256;

/// Lines of standard error kept to explain a failure, each cut to [`STDERR_LINE_CHARS`].
pub const STDERR_LINES_KEPT: usize = 8;
const STDERR_LINE_CHARS: usize = 300;

/// How long a process that closed its output gets to report its exit status, and its standard
/// error to be read to the end.
const EXIT_GRACE: Duration = Duration::from_millis(500);

/// How often a wait looks at its cancel flag.
const CANCEL_POLL: Duration = Duration::from_millis(20);

/// What the program's standard output gave.
enum Output {
    Line(String),
    /// A line longer than [`MAX_LINE_BYTES`]: the reader stopped there.
    TooLong,
}

/// A running program.
pub struct Process {
    child: Child,
    /// Closed (`None`) once the program has its whole input.
    stdin: Option<ChildStdin>,
    stdout: Receiver<Output>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    stderr_reader: thread::JoinHandle<()>,
}

impl Process {
    /// Starts `words` (the program and its arguments) with pipes for its three streams, in a
    /// process group of its own, its data memory capped at `memory_bytes` where the system
    /// allows a cap, in `folder` where one is given (else in ours), shut in `sandbox` where one
    /// is given.
    pub fn start(
        words: &[String],
        memory_bytes: Option<u64>,
        folder: Option<&Path>,
        sandbox: Option<&Sandbox>,
    ) -> Result<Self, ProgramFault> {
        let (program, arguments) =
            words.split_first().ok_or(ProgramFault::CommandLine(super::command_line::CommandLineError::Empty))?;
        // `./agent` is the folder's agent: where a relative path to a program is looked up once
        // the working folder changes differs between systems.
        let path = Path::new(program);
        let to_run = match folder {
            Some(folder) if path.is_relative() && path.components().count() > 1 => folder.join(path),
            _ => path.to_owned(),
        };
        let mut command = match (folder, sandbox) {
            (Some(folder), Some(sandbox)) => {
                let mut words = vec![to_run.to_string_lossy().into_owned()];
                words.extend_from_slice(arguments);
                let wrapped = sandbox.wrap(&words, folder);
                let mut command = Command::new(&wrapped[0]);
                command.args(&wrapped[1..]);
                command
            }
            (folder, _) => {
                let mut command = Command::new(to_run);
                command.args(arguments);
                if let Some(folder) = folder {
                    command.current_dir(folder);
                }
                command
            }
        };
        command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        confine(&mut command, memory_bytes);
        let mut child = command.spawn().map_err(|error| ProgramFault::Start {
            program: program.clone(),
            kind: error.kind(),
            error: error.to_string(),
        })?;
        let (Some(stdin), Some(stdout), Some(stderr)) = (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            kill_group(&mut child);
            return Err(ProgramFault::Start {
                program: program.clone(),
                kind: std::io::ErrorKind::BrokenPipe,
                error: "no pipes to the process".to_owned(),
            });
        };
        let (sender, lines) = mpsc::sync_channel(LINES_AHEAD);
        thread::spawn(move || read_lines(stdout, &sender));
        let stderr_tail = Arc::new(Mutex::new(VecDeque::new()));
        let tail = Arc::clone(&stderr_tail);
        let stderr_reader = thread::spawn(move || keep_tail(stderr, &tail));
        Ok(Self { child, stdin: Some(stdin), stdout: lines, stderr: stderr_tail, stderr_reader })
    }

    /// Writes `text` to the program's standard input, and closes it after when `last`. A program
    /// that stopped reading is not an error here: the answer it cannot give says what happened.
    pub fn write(&mut self, text: &str, last: bool) {
        if let Some(stdin) = &mut self.stdin {
            let _ = stdin.write_all(text.as_bytes()).and_then(|()| stdin.flush());
        }
        if last {
            self.stdin = None;
        }
    }

    /// The next line the program writes, before `deadline` and while `cancel` is not set
    /// (`Ok(None)` when it is); `limit` is the time the caller allowed, for the message.
    pub fn next_line(
        &mut self,
        deadline: Instant,
        limit: Duration,
        cancel: &AtomicBool,
    ) -> Result<Option<String>, ProgramFault> {
        loop {
            if cancel.load(Ordering::Relaxed) {
                return Ok(None);
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(ProgramFault::Timeout { limit });
            }
            match self.stdout.recv_timeout(CANCEL_POLL.min(deadline - now)) {
                Ok(Output::Line(line)) => return Ok(Some(line)),
                Ok(Output::TooLong) => return Err(ProgramFault::LineTooLong),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Err(ProgramFault::Stopped(self.exit())),
            }
        }
    }

    /// How the program ended, once its output is closed: its exit status when it gives one in
    /// time, and the last lines of its standard error.
    fn exit(&mut self) -> Exit {
        let waiting_since = Instant::now();
        let status = exit_status_within(&mut self.child, EXIT_GRACE);
        while !self.stderr_reader.is_finished() && waiting_since.elapsed() < EXIT_GRACE {
            thread::sleep(Duration::from_millis(5));
        }
        let stderr = self.stderr.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).iter().cloned().collect();
        Exit { status, stderr }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        kill_group(&mut self.child);
    }
}

/// The exit status of `child`, a process that closed its output, if it gives one within `grace`:
/// one still running with its output closed, or whose status the system cannot give, has none.
pub fn exit_status_within(child: &mut Child, grace: Duration) -> Option<ExitStatus> {
    let waiting_since = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if waiting_since.elapsed() < grace => thread::sleep(Duration::from_millis(5)),
            Ok(None) | Err(_) => return None,
        }
    }
}

/// Reads `stdout` a line at a time, each at most [`MAX_LINE_BYTES`], until it closes, the
/// reader is dropped or a line is too long.
fn read_lines(stdout: impl Read, sender: &SyncSender<Output>) {
    let mut reader = BufReader::new(stdout);
    let mut line = Vec::new();
    loop {
        line.clear();
        match (&mut reader).take(MAX_LINE_BYTES as u64 + 1).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) if line.len() > MAX_LINE_BYTES => {
                let _ = sender.send(Output::TooLong);
                return;
            }
            Ok(_) => {
                let text = String::from_utf8_lossy(&line).trim_end_matches(['\n', '\r']).to_owned();
                if sender.send(Output::Line(text)).is_err() {
                    return;
                }
            }
        }
    }
}

/// Reads `stderr` to its end, keeping its last [`STDERR_LINES_KEPT`] lines, each cut short:
/// however much a program writes there, it neither blocks nor costs memory.
fn keep_tail(stderr: impl Read, tail: &Mutex<VecDeque<String>>) {
    let mut reader = BufReader::new(stderr);
    let mut line = Vec::new();
    loop {
        line.clear();
        match (&mut reader).take(MAX_LINE_BYTES as u64).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => {
                let text = String::from_utf8_lossy(&line);
                let text = text.trim_end();
                if text.is_empty() {
                    continue;
                }
                let kept: String = text.chars().take(STDERR_LINE_CHARS).collect();
                let mut tail = tail.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                if tail.len() == STDERR_LINES_KEPT {
                    tail.pop_front();
                }
                tail.push_back(kept);
            }
        }
    }
}

/// A process group of its own, so that [`kill_group`] reaches whatever the program starts, and
/// its data memory capped.
#[cfg(unix)]
fn confine(command: &mut Command, memory_bytes: Option<u64>) {
    use std::os::unix::process::CommandExt;
    command.process_group(0);
    if let Some(bytes) = memory_bytes {
        let limit = libc::rlimit { rlim_cur: bytes as libc::rlim_t, rlim_max: bytes as libc::rlim_t };
        // SAFETY: the closure runs in the child between fork and exec, where only
        // async-signal-safe calls are allowed: it calls setrlimit, which is one, on a value it
        // owns, and allocates nothing.
        unsafe {
            command.pre_exec(move || {
                if libc::setrlimit(libc::RLIMIT_DATA, &limit) == 0 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            });
        }
    }
}

/// Elsewhere the program runs as it is: the system offers no group to kill nor cap to set here.
#[cfg(not(unix))]
fn confine(_command: &mut Command, _memory_bytes: Option<u64>) {}

/// Kills the program and every process of its group, and reaps it.
fn kill_group(child: &mut Child) {
    #[cfg(unix)]
    if let Ok(group) = libc::pid_t::try_from(child.id()) {
        // SAFETY: kill takes plain integers and touches no memory of ours; the group is the
        // child's own (`process_group(0)` made its id the group's), so nothing else is reached.
        unsafe {
            libc::kill(-group, libc::SIGKILL);
        }
    }
    // Killing a program that already quit fails harmlessly; waiting reaps it either way.
    let _ = child.kill();
    let _ = child.wait();
}
