//! Background work written as data ([`WorkOrder`]) rather than as a closure, so that it runs
//! wherever background work runs: on the async compute pool on the desktop, in a web worker in a
//! browser. A closure cannot be sent to a worker (it is another instance of the program, with its
//! own memory), and work on the page itself would freeze the page until it ends.
//!
//! Between the page and its workers an order, its reports and its result travel as JSON; a move
//! travels as its place among the legal moves of the position it is played from ([`move_place`]),
//! so that no game's types need to know about any of it.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, PoisonError};

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::BackgroundTask;
#[cfg(target_family = "wasm")]
use super::web_worker::WorkerError;
use crate::games::{Notation, legal_moves};

/// Work for the background, as data.
pub trait WorkOrder: Clone + Serialize + DeserializeOwned + Send + 'static {
    /// The game whose worker runs it ([`crate::games::Notation::NAME`]).
    const GAME: &'static str;
    /// What the order is, among the game's orders: what a worker is told with it.
    const KIND: &'static str;
    /// What the work tells as it goes, and what it ends with.
    type Report: Send + 'static;
    type Output: Send + 'static;
    /// The report and the output as they travel from a worker to the page.
    type WireReport: Serialize + DeserializeOwned;
    type WireOutput: Serialize + DeserializeOwned;

    /// Whether a web worker is worth its cost: the page reads the worker's answer back on its
    /// own thread, which for a few orders takes longer than the work itself.
    fn worth_a_worker(&self) -> bool {
        true
    }

    /// Does the work here, handing `report` what it has to tell as it goes; it stops early
    /// when `cancel` is set.
    fn run(&self, cancel: &AtomicBool, report: &mut dyn FnMut(Self::Report)) -> Self::Output;

    fn report_to_wire(&self, report: &Self::Report) -> Self::WireReport;
    /// The report a worker sent, or `None` where it does not fit this order (a move that is
    /// not legal where it is said to be played).
    fn report_from_wire(&self, wire: Self::WireReport) -> Option<Self::Report>;
    fn output_to_wire(&self, output: &Self::Output) -> Self::WireOutput;
    /// The output a worker sent, or `None` where it does not fit this order.
    fn output_from_wire(&self, wire: Self::WireOutput) -> Option<Self::Output>;
}

/// Starts `order` in the background, `on_report` taking its reports as they come: on the desktop
/// on the async compute pool; in a browser in a web worker, or on the page itself where the
/// browser gives none or the order is not worth one. Dropping the task stops the work.
pub fn spawn<O: WorkOrder>(order: O, on_report: impl FnMut(O::Report) + Send + 'static) -> BackgroundTask<O::Output> {
    let on_report = Arc::new(Mutex::new(on_report));
    #[cfg(target_family = "wasm")]
    let order = if order.worth_a_worker() {
        match in_worker::spawn(order, Arc::clone(&on_report)) {
            Ok(task) => return task,
            Err(order) => order,
        }
    } else {
        order
    };
    BackgroundTask::spawn(move |cancel| order.run(cancel, &mut |report| locked(&on_report)(report)))
}

fn locked<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Where `mv` stands among the legal moves of `position`, or `None` where it is not one.
pub fn move_place<P: Notation>(position: &P, mv: P::Move) -> Option<u16> {
    legal_moves(position).iter().position(|&legal| legal == mv).and_then(|place| u16::try_from(place).ok())
}

/// The legal move of `position` at `place`, or `None` where there is no such move.
pub fn move_at<P: Notation>(position: &P, place: u16) -> Option<P::Move> {
    legal_moves(position).get(usize::from(place)).copied()
}

/// Each move of `line`, played from `start`, by its place among the legal moves where it is
/// played; the places end at the first move that is not legal where it is played.
pub fn line_places<P: Notation>(start: &P, line: impl IntoIterator<Item = P::Move>) -> Vec<u16> {
    let mut position = *start;
    let mut places = Vec::new();
    for mv in line {
        let Some(place) = move_place(&position, mv) else { break };
        places.push(place);
        position = position.play(mv);
    }
    places
}

/// The moves at `places`, played from `start`, or `None` where a place is not a legal move
/// where it is played.
pub fn line_at<P: Notation>(start: &P, places: &[u16]) -> Option<Vec<P::Move>> {
    let mut position = *start;
    let mut line = Vec::with_capacity(places.len());
    for &place in places {
        let mv = move_at(&position, place)?;
        line.push(mv);
        position = position.play(mv);
    }
    Some(line)
}

/// A position as the game writes it, so that an order names it in the game's own notation
/// (`#[serde(with = "position_text")]`).
pub mod position_text {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::games::Notation;

    pub fn serialize<P: Notation, S: Serializer>(position: &P, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(position)
    }

    pub fn deserialize<'de, P: Notation, D: Deserializer<'de>>(deserializer: D) -> Result<P, D::Error> {
        let text = String::deserialize(deserializer)?;
        let refused = |error: P::PositionError| D::Error::custom(format!("not a position ({error}): {text}")); // not shown: a worker's
        P::parse_position(&text).map_err(refused)
    }
}

/// The worker's side of an order: runs `json`, an order of kind `O`, sending `progress` its
/// reports, and returns its output, as JSON.
#[cfg(target_family = "wasm")]
pub fn run_in_worker<O: WorkOrder>(json: &str, progress: &mut dyn FnMut(String)) -> Result<String, WorkerError> {
    let refused = |error| WorkerError(format!("not a {} of {}: {error}", O::KIND, O::GAME)); // not shown: a worker's
    let order: O = serde_json::from_str(json).map_err(refused)?;
    // The page stops work it no longer wants by ending the worker: nothing sets this.
    let output = order.run(&AtomicBool::new(false), &mut |report| {
        if let Ok(text) = serde_json::to_string(&order.report_to_wire(&report)) {
            progress(text);
        }
    });
    serde_json::to_string(&order.output_to_wire(&output)).map_err(|error| WorkerError(error.to_string()))
}

/// The page's side of an order in a web worker.
#[cfg(target_family = "wasm")]
mod in_worker {
    use std::cell::RefCell;
    use std::future::Future;
    use std::pin::Pin;
    use std::rc::Rc;
    use std::sync::atomic::AtomicBool;
    use std::sync::{Arc, Mutex};
    use std::task::{Context, Poll, Waker};

    use super::{WorkOrder, locked};
    use crate::app::base::tasks::BackgroundTask;
    use crate::app::base::tasks::web_worker::{self, WorkerError};

    /// What the worker answered, once it has.
    #[derive(Default)]
    struct Answer {
        outcome: Option<Result<String, WorkerError>>,
        waker: Option<Waker>,
    }

    /// Starts `order` in a worker; hands it back where the browser gives none.
    pub(super) fn spawn<O: WorkOrder, F: FnMut(O::Report) + Send + 'static>(
        order: O,
        on_report: Arc<Mutex<F>>,
    ) -> Result<BackgroundTask<O::Output>, O> {
        let Ok(json) = serde_json::to_string(&order) else { return Err(order) };
        let answer = Rc::new(RefCell::new(Answer::default()));
        let report_order = order.clone();
        let report_to = Arc::clone(&on_report);
        let on_progress = move |text: String| {
            let report = serde_json::from_str(&text).ok().and_then(|wire| report_order.report_from_wire(wire));
            if let Some(report) = report {
                locked(&report_to)(report);
            }
        };
        let end_answer = Rc::clone(&answer);
        let on_end = move |outcome: Result<String, WorkerError>| {
            let mut answer = end_answer.borrow_mut();
            answer.outcome = Some(outcome);
            if let Some(waker) = answer.waker.take() {
                waker.wake();
            }
        };
        let job = match web_worker::start(O::GAME, O::KIND, &json, Box::new(on_progress), Box::new(on_end)) {
            Ok(job) => job,
            Err(error) => {
                bevy::log::warn!("the {} runs on the page: {error}", O::KIND);
                return Err(order);
            }
        };
        let started = web_time::Instant::now();
        Ok(BackgroundTask::waiting_for(InWorker { order, on_report, answer, started, _job: job }))
    }

    /// The order's output once the worker has sent it. A worker that failed (it crashed, or
    /// could not start) leaves the work to the page, which then does it itself: slower to draw
    /// meanwhile, but the game goes on.
    struct InWorker<O: WorkOrder, F> {
        order: O,
        on_report: Arc<Mutex<F>>,
        answer: Rc<RefCell<Answer>>,
        started: web_time::Instant,
        /// Stops the worker when the work is no longer wanted (this future dropped).
        _job: web_worker::WorkerJob,
    }

    impl<O: WorkOrder, F: FnMut(O::Report)> Future for InWorker<O, F> {
        type Output = O::Output;

        fn poll(self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<Self::Output> {
            let mut answer = self.answer.borrow_mut();
            let Some(outcome) = answer.outcome.take() else {
                answer.waker = Some(context.waker().clone());
                return Poll::Pending;
            };
            drop(answer);
            // Why a worker's answer is not taken: for the page's console, not shown.
            let read = outcome.and_then(|text| {
                let not_json = |error| WorkerError(format!("its answer is not JSON: {error}")); // not shown: the console's
                let wire = serde_json::from_str(&text).map_err(not_json)?;
                let unread = || WorkerError(format!("its answer could not be read: {text}")); // not shown: the console's
                self.order.output_from_wire(wire).ok_or_else(unread)
            });
            if read.is_ok() {
                // For the page's console (`scripts/web.sh check` counts these).
                bevy::log::info!("a {} done in a web worker in {:.1} s", O::KIND, self.started.elapsed().as_secs_f64());
            }
            Poll::Ready(read.unwrap_or_else(|error| {
                bevy::log::warn!("the {}'s worker failed ({error}); the page does it instead", O::KIND);
                self.order.run(&AtomicBool::new(false), &mut |report| locked(&self.on_report)(report))
            }))
        }
    }
}
