//! The training's long jobs (self-play games, positions measured for the selective search's
//! models) all run the same way: one job per index, spread over the current rayon pool, each
//! reported as it ends, and Ctrl-C keeping what is done.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

/// `job(index)` for every index in `indices` on the current rayon pool, `on_done` called with
/// each result as it comes. Once `cancel` is set, the jobs not yet begun are skipped, and a job
/// that gives `None` (it was stopped) is left out. The results come back in index order.
pub(super) fn each_index<T: Send>(
    indices: Range<u64>,
    cancel: &AtomicBool,
    job: impl Fn(u64) -> Option<T> + Sync,
    on_done: impl Fn(&T) + Sync,
) -> Vec<T> {
    indices
        .into_par_iter()
        .filter_map(|index| {
            if cancel.load(Ordering::Relaxed) {
                return None;
            }
            let done = job(index)?;
            on_done(&done);
            Some(done)
        })
        .collect()
}
