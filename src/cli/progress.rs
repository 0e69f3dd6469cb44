//! What every long command shares: Ctrl-C that stops cleanly, and progress on standard error —
//! a bar on a terminal, a plain line every tenth of the way in logs and scripts.

use std::io::IsTerminal;
use std::sync::atomic::AtomicBool;

use indicatif::{ProgressBar, ProgressStyle};

/// Set by Ctrl-C: long jobs stop at their next check and keep what they finished. A second
/// Ctrl-C kills the process.
#[cfg(not(target_family = "wasm"))]
pub fn cancel_flag() -> anyhow::Result<&'static AtomicBool> {
    use anyhow::Context;
    use std::sync::atomic::Ordering;
    use std::sync::{Arc, OnceLock};

    static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();
    if let Some(flag) = FLAG.get() {
        return Ok(flag);
    }
    let flag = Arc::new(AtomicBool::new(false));
    let handler_flag = flag.clone();
    ctrlc::set_handler(move || {
        eprintln!("\nstopping: keeping what is finished (Ctrl-C again to kill)");
        if handler_flag.swap(true, Ordering::Relaxed) {
            std::process::exit(130);
        }
    })
    .context("cannot catch Ctrl-C")?;
    Ok(FLAG.get_or_init(|| flag))
}

/// A web page has no Ctrl-C to catch: long jobs there are never told to stop.
#[cfg(target_family = "wasm")]
pub fn cancel_flag() -> anyhow::Result<&'static AtomicBool> {
    static NEVER_SET: AtomicBool = AtomicBool::new(false);
    Ok(&NEVER_SET)
}

/// Progress through `total` steps of a job called `label`.
pub struct Progress {
    bar: ProgressBar,
    label: &'static str,
    /// Steps between plain lines when standard error is not a terminal; 0 on a terminal.
    plain_every: u64,
}

impl Progress {
    /// `template` is indicatif's (without the label, which comes first).
    pub fn new(label: &'static str, total: u64, template: &str) -> Self {
        if !std::io::stderr().is_terminal() {
            let bar = ProgressBar::hidden();
            bar.set_length(total);
            return Self { bar, label, plain_every: total.div_ceil(10).max(1) };
        }
        let bar = ProgressBar::new(total);
        if let Ok(style) = ProgressStyle::with_template(&format!("{label} {template}")) {
            bar.set_style(style.progress_chars("=> "));
        }
        Self { bar, label, plain_every: 0 }
    }

    /// No progress shown: for a run whose work is one step, or none.
    pub fn silent(label: &'static str) -> Self {
        Self { bar: ProgressBar::hidden(), label, plain_every: 0 }
    }

    /// Progress through a job whose length is not known beforehand (a book's searches): a
    /// spinner on a terminal, a plain line every `plain_every` steps otherwise.
    pub fn unbounded(label: &'static str, plain_every: u64, template: &str) -> Self {
        if !std::io::stderr().is_terminal() {
            return Self { bar: ProgressBar::hidden(), label, plain_every: plain_every.max(1) };
        }
        let bar = ProgressBar::new_spinner();
        if let Ok(style) = ProgressStyle::with_template(&format!("{label} {template}")) {
            bar.set_style(style);
        }
        bar.enable_steady_tick(std::time::Duration::from_millis(200));
        Self { bar, label, plain_every: 0 }
    }

    /// One more step done; `message` says how things stand.
    pub fn step(&self, message: impl Into<String>) {
        // Threads step at once: count with the bar's own increment, then report.
        self.bar.inc(1);
        let done = self.bar.position();
        self.report(done.saturating_sub(1), done, message.into());
    }

    /// `done` steps done; `message` says how things stand.
    pub fn set(&self, done: u64, message: impl Into<String>) {
        let before = self.bar.position();
        self.bar.set_position(done);
        self.report(before, done, message.into());
    }

    fn report(&self, before: u64, done: u64, message: String) {
        if self.plain_every == 0 {
            self.bar.set_message(message);
            return;
        }
        let elapsed = self.bar.elapsed().as_secs_f64();
        let Some(total) = self.bar.length() else {
            if done / self.plain_every > before / self.plain_every {
                eprintln!("{}: {done} after {elapsed:.0} s  {message}", self.label);
            }
            return;
        };
        // A line each time the count passes a tenth of the way, and at the end.
        if done / self.plain_every > before / self.plain_every || (done == total && before < total) {
            eprintln!("{}: {done}/{total} after {elapsed:.0} s  {message}", self.label);
        }
    }

    /// Runs `write` (e.g. a result line on standard output) with the bar out of the way.
    pub fn suspend<R>(&self, write: impl FnOnce() -> R) -> R {
        self.bar.suspend(write)
    }

    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
