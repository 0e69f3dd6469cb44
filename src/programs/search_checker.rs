//! A student's own search run on the checker's trees: the program is started once and reads
//! tree after tree on its standard input, asking for each tree's nodes a line at a time
//! ([`crate::games::textbook_tree::check`]); one that exits after its answer is started again
//! for the next tree. Every way it can fail (it crashes, hangs, writes garbage, asks about nodes
//! that do not exist, floods its output) fails that tree with the reason, and the next tree gets
//! a fresh start.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::command_line::split_command_line;
use super::fault::ProgramFault;
use super::process::Process;
use crate::games::textbook_tree::check::{Answer, CheckedTree, Conversation, Mistake, ProtocolFault, Reply, Request};

/// The program to check and what it may take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedProgram {
    pub command: String,
    /// The longest wait for each of its lines.
    pub time_per_line: Duration,
    /// Its data memory's cap, where the system can set one.
    pub memory_bytes: Option<u64>,
}

/// The default wait for each of a program's lines.
pub const DEFAULT_TIME_PER_LINE: Duration = Duration::from_secs(5);
/// The default cap on a program's data memory, in MiB: far above what a search of the
/// checker's trees needs, low enough that a runaway program does not take the machine.
pub const DEFAULT_MEMORY_MB: u64 = 2048;

/// Why a tree failed without a verdict on the search: the program broke down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckFault {
    /// It crashed, hung, flooded or could not start.
    Program(ProgramFault),
    /// It wrote lines outside the protocol.
    Protocol(ProtocolFault),
}

impl fmt::Display for CheckFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Program(fault) => write!(f, "your program {fault}"),
            Self::Protocol(fault) => write!(f, "your program {fault}"),
        }
    }
}

/// How a tree went.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Passed,
    /// The search went wrong: `mistake`, at `step` of the program's requests counted from 1
    /// (the step after the last is its answer: [`CheckedTree::judge`]).
    Mistaken {
        mistake: Mistake,
        step: usize,
    },
    Fault(CheckFault),
}

/// One tree's check: the tree, what the program asked and answered, and how it went.
#[derive(Clone, Debug)]
pub struct TreeReport {
    pub checked: CheckedTree,
    pub requests: Vec<Request>,
    pub answer: Option<Answer>,
    pub comments: Vec<String>,
    pub outcome: Outcome,
}

impl TreeReport {
    pub fn passed(&self) -> bool {
        self.outcome == Outcome::Passed
    }

    /// Why the tree failed, in words; `None` when it passed.
    pub fn reason(&self) -> Option<String> {
        match &self.outcome {
            Outcome::Passed => None,
            Outcome::Mistaken { mistake, .. } => Some(self.checked.describe(mistake)),
            Outcome::Fault(fault) => Some(fault.to_string()),
        }
    }

    /// The leaves the program read, in its order.
    pub fn leaves_read(&self) -> impl Iterator<Item = crate::games::textbook_tree::NodeId> + '_ {
        self.requests.iter().filter_map(|request| request.leaf_read())
    }
}

/// What a tree's conversation came to.
enum Ending {
    Answered(Answer),
    Fault(CheckFault),
    Cancelled,
}

/// Runs `program` on each of `trees` in turn, calling `on_report` as each is done; stops early,
/// returning the reports so far, once `cancel` is set.
pub fn check_program(
    program: &CheckedProgram,
    trees: Vec<CheckedTree>,
    cancel: &AtomicBool,
    mut on_report: impl FnMut(&TreeReport),
) -> Vec<TreeReport> {
    let mut running: Option<Process> = None;
    let mut reports = Vec::new();
    for checked in trees {
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        let mut talk = Conversation::new(checked.tree());
        let ending = converse(program, &mut running, &mut talk, cancel);
        let (requests, comments) = (talk.requests().to_vec(), talk.comments().to_vec());
        let (answer, outcome) = match ending {
            Ending::Cancelled => break,
            Ending::Fault(fault) => {
                // Whatever it was doing, the next tree starts it afresh.
                running = None;
                (None, Outcome::Fault(fault))
            }
            Ending::Answered(answer) => {
                let outcome = checked
                    .judge(&requests, &answer)
                    .map_or(Outcome::Passed, |(step, mistake)| Outcome::Mistaken { mistake, step });
                (Some(answer), outcome)
            }
        };
        let report = TreeReport { checked, requests, answer, comments, outcome };
        on_report(&report);
        reports.push(report);
    }
    // The end of its input tells the program there are no more trees; dropping it ends the rest.
    if let Some(process) = &mut running {
        process.write("", true);
    }
    reports
}

/// One tree's lines with the program, started if it is not running.
fn converse(
    program: &CheckedProgram,
    running: &mut Option<Process>,
    talk: &mut Conversation<'_>,
    cancel: &AtomicBool,
) -> Ending {
    let start = || {
        let words = split_command_line(&program.command).map_err(ProgramFault::CommandLine)?;
        Process::start(&words, program.memory_bytes, None, None)
    };
    // A program that was running may have ended after its last answer: it is started again
    // once, before it has asked anything about this tree (a comment it wrote after its last
    // answer does not count).
    let mut fresh = running.is_none();
    let mut asked = false;
    loop {
        let process = match running {
            Some(process) => process,
            None => match start() {
                Ok(process) => running.insert(process),
                Err(fault) => return Ending::Fault(CheckFault::Program(fault)),
            },
        };
        // Each pass starts the tree: the first on the program as it is, another after a restart.
        process.write(&format!("{}\n", talk.opening()), false);
        let limit = program.time_per_line;
        loop {
            match process.next_line(Instant::now() + limit, limit, cancel) {
                Ok(None) => return Ending::Cancelled,
                Ok(Some(line)) => match talk.hear(&line) {
                    Reply::Line(reply) => {
                        asked = true;
                        process.write(&format!("{reply}\n"), false);
                    }
                    Reply::Nothing => {}
                    Reply::Answered(answer) => return Ending::Answered(answer),
                    Reply::Fault(fault) => return Ending::Fault(CheckFault::Protocol(fault)),
                },
                Err(ProgramFault::Stopped(_)) if !asked && !fresh => {
                    *running = None;
                    fresh = true;
                    break;
                }
                Err(fault) => return Ending::Fault(CheckFault::Program(fault)),
            }
        }
    }
}
