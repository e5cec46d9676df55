//! Stage progress: an indicatif spinner per stage on a terminal, one plain line per stage
//! otherwise (CI logs).

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

/// How progress is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProgressMode {
    /// Spinners when stderr is a terminal, plain lines otherwise.
    Auto,
    /// One line per stage.
    Plain,
    /// Nothing (library use, tests).
    Quiet,
}

/// Time spent in one stage.
#[derive(Debug, Clone, PartialEq)]
pub struct StageTiming {
    /// Stage name.
    pub name: &'static str,
    /// Wall time.
    pub elapsed: Duration,
    /// What it did, e.g. "152 routes".
    pub detail: String,
}

/// Reports stages as they start and finish.
#[derive(Debug)]
pub struct Progress {
    fancy: bool,
    quiet: bool,
    current: Option<(&'static str, Instant, Option<ProgressBar>)>,
    /// Finished stages.
    pub timings: Vec<StageTiming>,
}

impl Progress {
    /// A progress display in the given mode.
    pub fn new(mode: ProgressMode) -> Self {
        let fancy = mode == ProgressMode::Auto && std::io::stderr().is_terminal();
        Self { fancy, quiet: mode == ProgressMode::Quiet, current: None, timings: Vec::new() }
    }

    /// Starts a stage (finishing the current one without detail if still open).
    pub fn start(&mut self, name: &'static str) {
        if self.current.is_some() {
            self.finish(String::new());
        }
        let bar = self.fancy.then(|| {
            let bar = ProgressBar::new_spinner();
            bar.set_style(ProgressStyle::with_template("{spinner} {msg} {elapsed}").expect("valid template"));
            bar.set_message(name);
            bar.enable_steady_tick(Duration::from_millis(100));
            bar
        });
        self.current = Some((name, Instant::now(), bar));
    }

    /// Prints a line under the current stage (e.g. "installing npm dependencies").
    pub fn note(&self, message: &str) {
        if self.quiet {
            return;
        }
        match self.current.as_ref().and_then(|c| c.2.as_ref()) {
            Some(bar) => bar.println(format!("  {message}")),
            None => eprintln!("  {message}"),
        }
    }

    /// Ends the current stage with a short description of what it did.
    pub fn finish(&mut self, detail: impl Into<String>) {
        let Some((name, started, bar)) = self.current.take() else { return };
        let elapsed = started.elapsed();
        let detail = detail.into();
        let line = format!("[{name:>7}] {:>7.2}s  {detail}", elapsed.as_secs_f64());
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
        if !self.quiet {
            eprintln!("{line}");
        }
        self.timings.push(StageTiming { name, elapsed, detail });
    }
}
