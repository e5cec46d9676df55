//! Watching the site's files: events are gathered until the file system has been quiet for a
//! moment (an editor's atomic save, a `git checkout` of hundreds of files: one rebuild), then
//! the session rebuilds what they touch and the browsers hear about it.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::time::{Duration, Instant};

use ferrosaurus_build::{DevSession, Problem};
use notify::{EventKind, RecursiveMode, Watcher};

use crate::events::{DevEvent, Hub};
use crate::files::Current;
use crate::{DevError, Log};

/// How long the file system must be quiet before a rebuild starts.
const QUIET: Duration = Duration::from_millis(20);
/// The longest a burst of events may delay a rebuild.
const MAX_GATHER: Duration = Duration::from_millis(400);
/// How often the stop flag is looked at.
const TICK: Duration = Duration::from_millis(100);

/// What to watch: folders recursively, files through their folder (an atomic save replaces
/// the file, and a watch on the file itself would be lost).
#[derive(Debug, Clone, PartialEq, Eq)]
struct WatchSet {
    folders: Vec<PathBuf>,
    files: Vec<PathBuf>,
}

impl WatchSet {
    fn of(session: &DevSession) -> Self {
        let (folders, files): (Vec<PathBuf>, Vec<PathBuf>) = session.paths_to_watch().into_iter().partition(|p| p.is_dir());
        Self { folders, files }
    }

    /// Registers every watch (the site folder itself non-recursively: the config, sidebars and
    /// `package.json` live there and may be created or replaced).
    fn register(&self, watcher: &mut dyn Watcher, site_dir: &Path) -> notify::Result<()> {
        watcher.watch(site_dir, RecursiveMode::NonRecursive)?;
        for folder in &self.folders {
            watcher.watch(folder, RecursiveMode::Recursive)?;
        }
        for parent in self.files.iter().filter_map(|f| f.parent()).filter(|p| *p != site_dir) {
            watcher.watch(parent, RecursiveMode::NonRecursive)?;
        }
        Ok(())
    }

    fn unregister(&self, watcher: &mut dyn Watcher, site_dir: &Path) {
        let _ = watcher.unwatch(site_dir);
        for folder in &self.folders {
            let _ = watcher.unwatch(folder);
        }
        for parent in self.files.iter().filter_map(|f| f.parent()).filter(|p| *p != site_dir) {
            let _ = watcher.unwatch(parent);
        }
    }

    /// Whether a changed path feeds the site.
    fn concerns(&self, path: &Path, site_dir: &Path) -> bool {
        if is_editor_scratch(path) {
            return false;
        }
        let top_level_source = path.parent() == Some(site_dir) && {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            name.starts_with("docusaurus.config.") || name.starts_with("sidebars") || name == "package.json" || name == "tsconfig.json"
        };
        top_level_source || self.files.iter().any(|f| f == path) || self.folders.iter().any(|d| path.starts_with(d) && !under_ignored(path, d))
    }
}

/// Swap files, backups and lock files editors write next to the file they save.
fn is_editor_scratch(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    name.ends_with('~') || name.ends_with(".swp") || name.ends_with(".swx") || name.starts_with(".#") || name == "4913" || name.ends_with(".tmp")
}

fn under_ignored(path: &Path, root: &Path) -> bool {
    path.strip_prefix(root).is_ok_and(|rel| rel.components().any(|c| matches!(c.as_os_str().to_str(), Some("node_modules" | ".git"))))
}

/// The watching thread: owns the session, rebuilds and reports.
pub(crate) struct WatchLoop {
    pub(crate) session: DevSession,
    pub(crate) current: Current,
    pub(crate) hub: Hub,
    pub(crate) poll: bool,
    pub(crate) log: Log,
    pub(crate) stop: Arc<AtomicBool>,
}

impl WatchLoop {
    /// Starts watching, then runs on its own thread until `stop` is set.
    pub(crate) fn spawn(self) -> Result<std::thread::JoinHandle<()>, DevError> {
        let (tx, rx) = channel();
        let mut watcher: Box<dyn Watcher + Send> = if self.poll {
            let config = notify::Config::default().with_poll_interval(Duration::from_millis(300)).with_compare_contents(false);
            Box::new(notify::PollWatcher::new(tx, config).map_err(DevError::Watch)?)
        } else {
            Box::new(notify::recommended_watcher(tx).map_err(DevError::Watch)?)
        };
        let watching = WatchSet::of(&self.session);
        watching.register(watcher.as_mut(), self.session.site_dir()).map_err(DevError::Watch)?;
        std::thread::Builder::new()
            .name("ferrosaurus-watch".into())
            .spawn(move || self.run(watcher, watching, rx))
            .map_err(|e| DevError::Watch(notify::Error::io(e)))
    }

    fn run(mut self, mut watcher: Box<dyn Watcher + Send>, mut watching: WatchSet, rx: Receiver<notify::Result<notify::Event>>) {
        // paths of a rebuild that failed: the next one includes them, so a broken config is not
        // forgotten because a doc was saved after it
        let mut pending: Vec<PathBuf> = Vec::new();
        while !self.stop.load(Ordering::Relaxed) {
            let Some(mut changed) = gather(&rx, &self.stop, self.session.site_dir()) else { continue };
            changed.retain(|p| watching.concerns(p, self.session.site_dir()));
            if changed.is_empty() {
                continue;
            }
            changed.append(&mut pending);
            changed.sort();
            changed.dedup();
            if self.rebuild(&changed) {
                let now = WatchSet::of(&self.session);
                if now != watching {
                    watching.unregister(watcher.as_mut(), self.session.site_dir());
                    if let Err(e) = now.register(watcher.as_mut(), self.session.site_dir()) {
                        (self.log)(&format!("watching the new paths failed: {e}"));
                    }
                    watching = now;
                }
            } else {
                pending = changed;
            }
        }
    }

    /// Rebuilds for `changed`; false when the rebuild failed (the last good version stays).
    fn rebuild(&mut self, changed: &[PathBuf]) -> bool {
        let site = self.session.site_dir().to_path_buf();
        let names: Vec<String> = changed.iter().map(|p| p.strip_prefix(&site).unwrap_or(p).display().to_string()).collect();
        match self.session.apply(changed) {
            Ok(outcome) => {
                self.current.set(self.session.snapshot());
                let event = DevEvent::for_outcome(&outcome);
                match &event {
                    Some(event) => self.hub.send(event),
                    None => self.hub.send(&DevEvent::Content { routes: Vec::new(), shared: false }),
                }
                let stages: Vec<String> = outcome.stages.iter().map(|(name, time)| format!("{name} {}", time.as_millis())).collect();
                (self.log)(&format!(
                    "{} changed: rebuilt {:?} in {} ms ({}); {} route(s) changed{}{}",
                    summary(&names),
                    outcome.rebuilt,
                    outcome.elapsed.as_millis(),
                    stages.join(", "),
                    outcome.changed_routes.len(),
                    if outcome.code_changed { ", new code" } else { "" },
                    if outcome.stylesheet.is_some() { ", new stylesheet" } else { "" },
                ));
                true
            }
            Err(error) => {
                (self.log)(&format!("{} changed; the site could not be rebuilt, the last good version is still served:\n{error}", summary(&names)));
                self.hub.send(&DevEvent::Error { problems: Problem::from_error(&error) });
                false
            }
        }
    }
}

fn summary(names: &[String]) -> String {
    match names {
        [one] => one.clone(),
        [first, rest @ ..] => format!("{first} and {} more", rest.len()),
        [] => "nothing".into(),
    }
}

/// The paths of a burst of events: waits for the first, then takes more until the file system
/// is quiet for [`QUIET`] (or [`MAX_GATHER`] has passed). `None` when nothing came in a tick.
fn gather(rx: &Receiver<notify::Result<notify::Event>>, stop: &AtomicBool, site_dir: &Path) -> Option<Vec<PathBuf>> {
    let first = match rx.recv_timeout(TICK) {
        Ok(event) => event,
        Err(RecvTimeoutError::Timeout) => return None,
        Err(RecvTimeoutError::Disconnected) => {
            stop.store(true, Ordering::Relaxed);
            return None;
        }
    };
    let started = Instant::now();
    let mut paths = Vec::new();
    add_paths(&mut paths, first, site_dir);
    while started.elapsed() < MAX_GATHER {
        match rx.recv_timeout(QUIET) {
            Ok(event) => add_paths(&mut paths, event, site_dir),
            Err(_) => break,
        }
    }
    Some(paths)
}

fn add_paths(paths: &mut Vec<PathBuf>, event: notify::Result<notify::Event>, site_dir: &Path) {
    match event {
        // reading a file (the build's own reads included) changes nothing
        Ok(event) if matches!(event.kind, EventKind::Access(_)) => {}
        // the watcher lost events (its queue overflowed): anything may have changed
        Ok(event) if event.need_rescan() => paths.push(site_dir.join(RESCAN_MARKER)),
        Ok(event) => paths.extend(event.paths),
        Err(_) => paths.push(site_dir.join(RESCAN_MARKER)),
    }
}

/// A path standing for "reload everything" (it classifies as the config).
const RESCAN_MARKER: &str = "package.json";
