//! "Check my program", in the game trees screen: a student's own minimax, alpha-beta or
//! expectimax run on the search checker's trees in the background
//! ([`crate::programs::search_checker`], as `check-search` runs it), each tree's verdict listed
//! as it comes, Stop at any time; a tree clicked is drawn with what the program read beside what
//! the search reads, stepped request by request, the first mistake in words ([`words`]).

mod drawing;
mod view;
mod words;

use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;
use bevy_egui::egui;

pub use self::view::{check_section, drawn_check};
pub use self::words::{step_words, verdict_words};
use crate::app::base::redraw::{PROGRESS_REFRESH, refresh_while};
use crate::app::base::screen::Screen;
use crate::app::base::tasks::BackgroundTask;
use crate::games::textbook_tree::NodeId;
use crate::games::textbook_tree::check::{CheckedAlgorithm, CheckedTree, Request, trees_to_check};
use crate::programs::search_checker::{
    CheckedProgram, DEFAULT_MEMORY_MB, DEFAULT_TIME_PER_LINE, TreeReport, check_program,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ProgramCheck>();
    app.add_systems(Update, (collect_reports, collect_chosen_program).run_if(in_state(Screen::TextbookTrees)));
    refresh_while::<ProgramCheck>(app, PROGRESS_REFRESH, |check| check.is_running() || check.choosing.is_some());
}

/// The trees a check runs on by default, as `check-search` does.
pub const DEFAULT_TREES: usize = 20;
/// The most trees a check runs on.
pub const MOST_TREES: usize = 200;
/// The trees' seed: every student who checks gets the same trees, as the command line's default.
const SEED: u64 = 1;

/// The check's choices, the check running, the verdicts so far and the tree shown.
#[derive(Resource)]
pub struct ProgramCheck {
    /// The command that starts the student's program.
    pub command: String,
    pub algorithm: CheckedAlgorithm,
    /// How many trees to check.
    pub trees: usize,
    running: Option<Running>,
    /// Each tree's report, in the order checked.
    reports: Vec<TreeReport>,
    /// The trees of the last check started.
    total: usize,
    /// The report drawn in place of the search, and how far it is stepped.
    shown: Option<Shown>,
    /// The file chooser, open to pick the program.
    choosing: Option<BackgroundTask<Option<PathBuf>>>,
    /// Why the check cannot start.
    pub notice: Option<String>,
    /// What part of the tree shown the screen shows (panned and zoomed).
    pub scene_rect: egui::Rect,
}

/// A check in the background, with the reports it has sent so far.
struct Running {
    arrived: Arc<Mutex<Vec<TreeReport>>>,
    task: BackgroundTask<()>,
}

/// A report drawn, stepped through the program's requests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    pub report: usize,
    /// 0 before the program's first request, then one a request, and a last for its answer
    /// (or for its fault).
    pub step: usize,
}

impl Default for ProgramCheck {
    fn default() -> Self {
        Self {
            command: String::new(),
            algorithm: CheckedAlgorithm::AlphaBeta,
            trees: DEFAULT_TREES,
            running: None,
            reports: Vec::new(),
            total: 0,
            shown: None,
            choosing: None,
            notice: None,
            scene_rect: egui::Rect::NOTHING,
        }
    }
}

impl ProgramCheck {
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    pub fn reports(&self) -> &[TreeReport] {
        &self.reports
    }

    /// The trees of the last check started.
    pub fn total(&self) -> usize {
        self.total
    }

    /// Starts checking the program on the trees chosen; a check already running is stopped.
    /// Where there is no command, says so instead.
    pub fn start(&mut self) {
        self.stop();
        let command = self.command.trim().to_owned();
        if command.is_empty() {
            self.notice = Some(crate::tr!("check-empty-command"));
            return;
        }
        self.notice = None;
        let algorithm = self.algorithm;
        let trees: Vec<CheckedTree> = trees_to_check(algorithm, self.trees.clamp(1, MOST_TREES), SEED)
            .into_iter()
            .map(|tree| CheckedTree::new(tree, algorithm))
            .collect();
        self.total = trees.len();
        self.reports.clear();
        self.shown = None;
        let program = CheckedProgram {
            command,
            time_per_line: DEFAULT_TIME_PER_LINE,
            memory_bytes: Some(DEFAULT_MEMORY_MB << 20),
        };
        let arrived = Arc::new(Mutex::new(Vec::new()));
        let sent = arrived.clone();
        let task = BackgroundTask::spawn(move |cancel| {
            check_program(&program, trees, cancel, |report| {
                sent.lock().unwrap_or_else(PoisonError::into_inner).push(report.clone());
            });
        });
        self.running = Some(Running { arrived, task });
    }

    /// Stops the check running: its program is ended at once, the trees checked stay.
    pub fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            self.take_arrived(&running);
        }
    }

    /// The reports that have come in since the last frame; once the check has ended, the last.
    fn collect(&mut self) {
        let Some(mut running) = self.running.take() else { return };
        self.take_arrived(&running);
        if running.task.poll().is_none() {
            self.running = Some(running);
        } else {
            self.take_arrived(&running);
        }
    }

    fn take_arrived(&mut self, running: &Running) {
        let mut arrived = running.arrived.lock().unwrap_or_else(PoisonError::into_inner);
        self.reports.append(&mut arrived);
    }

    /// Waits for the check running to end, for tests: a frame's collecting, done until then.
    #[cfg(test)]
    fn finish(&mut self, longest: std::time::Duration) {
        let start = std::time::Instant::now();
        while self.is_running() && start.elapsed() < longest {
            std::thread::sleep(std::time::Duration::from_millis(20));
            self.collect();
        }
    }

    /// The report drawn in place of the search, if one is.
    pub fn shown(&self) -> Option<(&TreeReport, Shown)> {
        let shown = self.shown?;
        Some((self.reports.get(shown.report)?, shown))
    }

    /// Draws report `index`'s tree, at its last step: what the program did, and its verdict.
    pub fn show(&mut self, index: usize) {
        if let Some(report) = self.reports.get(index) {
            self.shown = Some(Shown { report: index, step: last_step(report) });
            // A new tree is framed afresh.
            self.scene_rect = egui::Rect::NOTHING;
        }
    }

    /// Back to the search the screen was stepping.
    pub fn hide(&mut self) {
        self.shown = None;
    }

    /// Steps the report shown on or back by one.
    pub fn step_by(&mut self, forward: bool) {
        if let Some(shown) = self.shown {
            self.step_to(if forward { shown.step + 1 } else { shown.step.saturating_sub(1) });
        }
    }

    /// Steps the report shown to `step`, within its steps.
    pub fn step_to(&mut self, step: usize) {
        if let Some(shown) = &mut self.shown
            && let Some(report) = self.reports.get(shown.report)
        {
            shown.step = step.min(last_step(report));
        }
    }

    /// The file chooser, to pick the program's file.
    pub fn choose_program(&mut self, title: String) {
        if self.choosing.is_none() {
            let request =
                crate::app::base::file_dialog::FileRequest { title, filter: None, folder: None, file_name: None };
            self.choosing = Some(crate::app::base::file_dialog::pick_file(request));
        }
    }

    pub fn is_choosing(&self) -> bool {
        self.choosing.is_some()
    }
}

/// The last step of a report, its answer (or its fault): step 0 is before the program's first
/// request, and each request a step.
pub fn last_step(report: &TreeReport) -> usize {
    report.requests.len() + 1
}

/// What the program had done after `step` steps of `report`: the leaves it had read, in its
/// order, and the nodes whose children it had asked for.
pub struct SoFar {
    pub read: Vec<NodeId>,
    pub expanded: Vec<NodeId>,
    /// The node of the last request taken.
    pub current: Option<NodeId>,
    /// All of it: the answer or the fault is shown.
    pub ended: bool,
}

impl SoFar {
    pub fn of(report: &TreeReport, step: usize) -> Self {
        let taken = &report.requests[..step.min(report.requests.len())];
        let read = taken.iter().copied().filter_map(Request::leaf_read).collect();
        let expanded = taken
            .iter()
            .filter_map(|request| match request {
                Request::Expand(node) => Some(*node),
                _ => None,
            })
            .collect();
        let current = taken.last().map(|request| match *request {
            Request::Expand(node) | Request::Read(node) => node,
        });
        Self { read, expanded, current, ended: step >= last_step(report) }
    }
}

/// Takes the reports the check has sent, and notices when it has ended.
fn collect_reports(mut check: ResMut<ProgramCheck>) {
    if check.is_running() {
        check.collect();
    }
}

/// The program's file, once the player has picked it, as the command that runs it.
fn collect_chosen_program(mut check: ResMut<ProgramCheck>) {
    let Some(task) = &mut check.choosing else { return };
    let Some(chosen) = task.poll() else { return };
    check.choosing = None;
    if let Some(path) = chosen {
        check.command = crate::programs::command_for_file(&path);
        check.notice = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn python_program(file: &str) -> String {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
        crate::programs::command_for_file(&path)
    }

    fn init_pool() {
        bevy::tasks::AsyncComputeTaskPool::get_or_init(bevy::tasks::TaskPool::default);
    }

    #[test]
    fn a_right_program_passes_every_tree_and_a_wrong_one_fails_with_its_mistake_placed() {
        init_pool();
        let mut check = ProgramCheck { trees: 8, ..ProgramCheck::default() };
        check.command = python_program("examples/search/alphabeta.py");
        check.start();
        check.finish(std::time::Duration::from_secs(120));
        assert_eq!((check.reports().len(), check.total()), (8, 8));
        assert!(check.reports().iter().all(TreeReport::passed), "{:?}", check.reports()[0].reason());
        check.command = python_program("tests/data/searches/alphabeta_right_to_left.py");
        check.start();
        assert!(check.reports().is_empty(), "a new check starts a new list");
        check.finish(std::time::Duration::from_secs(120));
        let failed = check.reports().iter().position(|report| !report.passed()).expect("a tree it fails");
        check.show(failed);
        let (report, shown) = check.shown().expect("shown");
        assert_eq!(shown.step, last_step(report), "shown at its end, with its verdict");
        let crate::programs::search_checker::Outcome::Mistaken { step, .. } = report.outcome else {
            panic!("a mistake, not a fault: {:?}", report.outcome)
        };
        assert!((1..=last_step(report)).contains(&step), "{step} of {}", last_step(report));
        check.step_to(0);
        let so_far = SoFar::of(check.shown().expect("shown").0, 0);
        assert!(so_far.read.is_empty() && so_far.current.is_none() && !so_far.ended);
        check.step_to(usize::MAX);
        assert_eq!(check.shown().map(|(report, shown)| shown.step == last_step(report)), Some(true));
        check.hide();
        assert!(check.shown().is_none());
    }

    #[test]
    fn no_command_is_named_and_stop_keeps_the_trees_checked() {
        init_pool();
        let mut check = ProgramCheck::default();
        check.start();
        assert!(check.notice.is_some() && !check.is_running());
        check.command = python_program("tests/data/searches/faults.py") + " hang";
        check.start();
        assert!(check.is_running());
        check.stop();
        assert!(!check.is_running(), "stopped at once");
        assert!(check.reports().len() < check.total());
    }
}
