//! Searches on the async compute pool, for any game: the main thread only spawns them, polls
//! them once a frame and reads their live figures; it never runs search code.
//!
//! A [`BackgroundTask`] owns the engine's cancel flag and sets it when dropped, so replacing or
//! clearing a job (new game, undo, load, leaving the screen, quitting: the world and its resources
//! are dropped) stops the search at once:
//! dropping a Bevy task alone would leave CPU-bound work running to its end.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

use crate::engine::SearchInfo;
use crate::games::Seat;

#[cfg(target_family = "wasm")]
pub mod web_worker;
pub mod work_order;

/// Which position a search belongs to. Every change of position (a move, undo, new game, load)
/// takes a new generation, so a result that arrives late for an older one is recognised as stale.
pub type Generation = u64;

/// Work on the async compute pool that is told to stop when the value is dropped.
pub struct BackgroundTask<T> {
    cancel: Arc<AtomicBool>,
    task: Task<T>,
}

impl<T: Send + 'static> BackgroundTask<T> {
    /// Starts `work` on the async compute pool; it receives the flag that says it is no longer
    /// wanted, and should look at it often.
    pub fn spawn(work: impl FnOnce(&AtomicBool) -> T + Send + 'static) -> Self {
        let cancel = Arc::new(AtomicBool::new(false));
        let task_cancel = cancel.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move { work(&task_cancel) });
        Self { cancel, task }
    }

    /// Work that runs elsewhere (a web worker, the browser's file input), ended when `result`
    /// is. Dropping the task drops `result`, which stops that work where it can be stopped.
    #[cfg(target_family = "wasm")]
    pub fn waiting_for(result: impl Future<Output = T> + 'static) -> Self {
        Self { cancel: Arc::new(AtomicBool::new(false)), task: AsyncComputeTaskPool::get().spawn(result) }
    }

    /// The result, once the work has ended.
    pub fn poll(&mut self) -> Option<T> {
        check_ready(&mut self.task)
    }

    /// The flag this task sets when it is dropped (tests watch it).
    pub fn cancel_flag(&self) -> Arc<AtomicBool> {
        self.cancel.clone()
    }
}

impl<T> Drop for BackgroundTask<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// One search running in the background, for one position.
pub struct SearchJob<M> {
    generation: Generation,
    live: Arc<Mutex<Option<SearchInfo<M>>>>,
    task: BackgroundTask<SearchInfo<M>>,
}

impl<M: Clone + Send + Sync + 'static> SearchJob<M> {
    /// Starts `search` on the async compute pool. It receives the cancel flag and a callback for
    /// its progress reports, as the engine's `think` functions take them.
    pub fn spawn(
        generation: Generation,
        search: impl FnOnce(&AtomicBool, &mut dyn FnMut(&SearchInfo<M>)) -> SearchInfo<M> + Send + 'static,
    ) -> Self {
        let live = Arc::new(Mutex::new(None));
        let task_live = live.clone();
        let task = BackgroundTask::spawn(move |cancel| {
            search(cancel, &mut |info: &SearchInfo<M>| {
                *task_live.lock().unwrap_or_else(PoisonError::into_inner) = Some(info.clone());
            })
        });
        Self { generation, live, task }
    }

    /// A search started elsewhere (a work order): `live` takes its reports as they come.
    #[cfg(target_family = "wasm")]
    pub fn of_task(
        generation: Generation,
        live: Arc<Mutex<Option<SearchInfo<M>>>>,
        task: BackgroundTask<SearchInfo<M>>,
    ) -> Self {
        Self { generation, live, task }
    }

    pub fn generation(&self) -> Generation {
        self.generation
    }

    /// The latest figures the search reported, if any yet.
    pub fn live(&self) -> Option<SearchInfo<M>> {
        self.live.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// The result, once the search has ended.
    pub fn poll(&mut self) -> Option<SearchInfo<M>> {
        self.task.poll()
    }

    /// The flag this job sets when it is dropped (tests watch it).
    pub fn cancel_flag(&self) -> Arc<AtomicBool> {
        self.task.cancel_flag()
    }
}

/// The AI's search for a game and what it last found (the panel's "Thinking" section).
#[derive(Resource)]
pub struct AiSearch<M> {
    pub job: Option<SearchJob<M>>,
    /// The figures of the last finished search, kept on screen after its move.
    pub last: Option<SearchInfo<M>>,
    /// Whose move the running search and the last one chose, so that their lines can be
    /// written in the game's notation.
    job_for: Seat,
    last_for: Seat,
}

impl<M> Default for AiSearch<M> {
    fn default() -> Self {
        Self { job: None, last: None, job_for: Seat::First, last_for: Seat::First }
    }
}

impl<M: Clone + Send + Sync + 'static> AiSearch<M> {
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// Runs `job`, a search for the move of `seat`.
    pub fn start(&mut self, job: SearchJob<M>, seat: Seat) {
        self.job = Some(job);
        self.job_for = seat;
    }

    /// Live figures while searching, else the last search's, with whose move they are for.
    pub fn shown(&self) -> Option<(SearchInfo<M>, Seat)> {
        let live = self.job.as_ref().and_then(SearchJob::live).map(|info| (info, self.job_for));
        live.or_else(|| self.last.clone().map(|info| (info, self.last_for)))
    }

    /// Stops the running search, if any; its result will never be used.
    pub fn cancel(&mut self) {
        self.job = None;
    }

    /// The finished search's result if it still belongs to `generation`. A stale one is dropped.
    pub fn take_result(&mut self, generation: Generation) -> Option<SearchInfo<M>> {
        let job = self.job.as_mut()?;
        let info = job.poll()?;
        let current = job.generation() == generation;
        self.job = None;
        current.then(|| {
            self.last = Some(info.clone());
            self.last_for = self.job_for;
            info
        })
    }
}
