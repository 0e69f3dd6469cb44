//! Web workers, the browser's background threads, for the background work
//! ([`super::work_order`]): a page has one thread, and a search on it would freeze the page until
//! the search ends. A worker (`web/worker.js`) loads another instance of the program, with its own
//! memory; the page sends it an order as JSON and it answers with its reports and its output, as
//! JSON too.
//!
//! A worker does one order at a time; the page starts another worker for an order that comes
//! while the others are busy, and keeps those that are done for the next. Work no longer wanted
//! is stopped by ending its worker: a worker busy with an order hears nothing else.

use std::cell::RefCell;
use std::collections::HashMap;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The worker's script, beside the page.
const WORKER_SCRIPT: &str = "./worker.js";

/// Why a web worker could not do an order, in words for the page's console: the browser's, or
/// the worker's own, which cross to the page as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorkerError(pub String);

impl std::fmt::Display for WorkerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// At most so many workers wait idle for the next order: each holds a copy of the program.
const IDLE_KEPT: usize = 2;

/// What the page does with a worker's reports (JSON) and with its end: its result, or why it
/// failed.
pub type OnReport = Box<dyn FnMut(String)>;
pub type OnEnd = Box<dyn FnOnce(Result<String, WorkerError>)>;

/// The page's listeners to a worker, kept while it works.
type OnMessage = Closure<dyn FnMut(MessageEvent)>;
type OnError = Closure<dyn FnMut(ErrorEvent)>;

/// An order in a worker; dropping it stops the work.
pub struct WorkerJob {
    id: u64,
}

impl Drop for WorkerJob {
    fn drop(&mut self) {
        WORKERS.with(|workers| workers.borrow_mut().stop(self.id));
    }
}

/// Starts `request`, an order of kind `kind` for game `game`, in a worker. Fails only where the
/// browser gives no worker, with its words.
pub fn start(
    game: &str,
    kind: &str,
    request: &str,
    on_report: OnReport,
    on_end: OnEnd,
) -> Result<WorkerJob, WorkerError> {
    let (id, worker) = WORKERS.with(|workers| {
        let mut workers = workers.borrow_mut();
        workers.retired.clear();
        workers.next_id += 1;
        let worker = match workers.idle.pop() {
            Some(worker) => worker,
            None => new_worker()?,
        };
        Ok::<_, WorkerError>((workers.next_id, worker))
    })?;
    let on_message = OnMessage::new(move |event: MessageEvent| heard(id, &event.data()));
    let on_error = OnError::new(move |event: ErrorEvent| {
        // The page's own console says more; the order gives up on this worker.
        event.prevent_default();
        let why = WorkerError(format!("the worker stopped: {}", event.message())); // not shown: the console's
        end(id, Err(why));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let message = js_sys::Object::new();
    let fields = [
        ("id", JsValue::from_f64(id as f64)),
        ("game", game.into()),
        ("kind", kind.into()),
        ("request", request.into()),
    ];
    for (key, value) in fields {
        js_sys::Reflect::set(&message, &key.into(), &value).map_err(|error| WorkerError(format!("{error:?}")))?;
    }
    let refused = |error: JsValue| WorkerError(format!("the worker took no order: {error:?}")); // not shown: the console's
    worker.post_message(&message).map_err(refused)?;
    let busy = Busy { worker, on_report, on_end: Some(on_end), _listeners: (on_message, on_error) };
    WORKERS.with(|workers| workers.borrow_mut().busy.insert(id, busy));
    Ok(WorkerJob { id })
}

fn new_worker() -> Result<Worker, WorkerError> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    Worker::new_with_options(WORKER_SCRIPT, &options)
        .map_err(|error| WorkerError(format!("this browser started no web worker ({error:?})"))) // not shown: the console's
}

/// A worker's message about order `id`: a report, the output, or why it failed.
fn heard(id: u64, data: &JsValue) {
    let field = |name: &str| js_sys::Reflect::get(data, &name.into()).ok().and_then(|value| value.as_string());
    if let Some(report) = field("report") {
        // Taken out while it runs: what it calls may start or stop work.
        let on_report = WORKERS.with(|workers| {
            workers.borrow_mut().busy.get_mut(&id).map(|busy| std::mem::replace(&mut busy.on_report, Box::new(|_| {})))
        });
        if let Some(mut on_report) = on_report {
            on_report(report);
            WORKERS.with(|workers| {
                if let Some(busy) = workers.borrow_mut().busy.get_mut(&id) {
                    busy.on_report = on_report;
                }
            });
        }
    } else if let Some(result) = field("result") {
        end(id, Ok(result));
    } else {
        let why = field("error").unwrap_or_else(|| "the worker sent a message that is not an order's".into());
        end(id, Err(WorkerError(why)));
    }
}

/// Order `id` has ended: a worker that answered is kept for the next order, one that failed
/// is ended.
fn end(id: u64, outcome: Result<String, WorkerError>) {
    let on_end = WORKERS.with(|workers| {
        let mut workers = workers.borrow_mut();
        let mut busy = workers.busy.remove(&id)?;
        busy.worker.set_onmessage(None);
        busy.worker.set_onerror(None);
        let on_end = busy.on_end.take();
        if outcome.is_ok() && workers.idle.len() < IDLE_KEPT {
            workers.idle.push(busy.worker.clone());
        } else {
            busy.worker.terminate();
        }
        // Its listeners are running now: they are let go at the next start, not here.
        workers.retired.push(busy);
        on_end
    });
    if let Some(on_end) = on_end {
        on_end(outcome);
    }
}

/// The page's workers.
#[derive(Default)]
struct Workers {
    next_id: u64,
    idle: Vec<Worker>,
    busy: HashMap<u64, Busy>,
    retired: Vec<Busy>,
}

impl Workers {
    /// Ends the worker of order `id` if it is still at work.
    fn stop(&mut self, id: u64) {
        if let Some(busy) = self.busy.remove(&id) {
            busy.worker.terminate();
            self.retired.push(busy);
        }
    }
}

/// A worker at work.
struct Busy {
    worker: Worker,
    on_report: OnReport,
    on_end: Option<OnEnd>,
    _listeners: (OnMessage, OnError),
}

thread_local! {
    static WORKERS: RefCell<Workers> = RefCell::new(Workers::default());
}
