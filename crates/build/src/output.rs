//! The output folder: everything is written into a staging folder next to it and swapped in
//! only when the whole build succeeded, so a failed build leaves the previous output whole.
//!
//! **Where the output may go** ([`check_out_dir`], issue 13). The swap replaces the output folder
//! wholesale, so the folder must hold nothing but a previous build. Refused, before anything is
//! written or deleted:
//! - the site folder itself, or a folder that contains it (`--out-dir .`, `--out-dir ..`);
//! - the file system root and the home folder;
//! - a folder that is, contains, or is inside a source of the site: the config file,
//!   `package.json` and lock files, `node_modules`, `src`, `docs`, `blog`, `i18n`,
//!   `versioned_docs`, `versioned_sidebars`, `versions.json`, `sidebars.*`, `.git`, every
//!   `staticDirectories` entry, and every path a plugin reads (`paths_to_watch`: a docs
//!   plugin's `path` and `sidebarPath`, the blog's `path`...).
//!
//! Anything else is accepted, inside the site or not: the default `<site>/build`, `dist`,
//! `build/en`, `../public`, `/tmp/out`, as Docusaurus accepts them.
//!
//! **Killed builds** leave `.ferrosaurus-tmp-<pid>-<n>` (and, mid-swap, `.ferrosaurus-old-<pid>-<n>`)
//! beside the output. A live build holds a lock on `.ferrosaurus-tmp-<pid>-<n>.lock`; the next build
//! removes every such folder whose lock is free ([`remove_stale_staging`]).

use std::collections::HashSet;
use std::fmt;
use std::io::Write;
use std::path::{Component, Path, PathBuf};
use std::time::SystemTime;

use ferrosaurus_core::{url, Diagnostic, Diagnostics, SiteConfig};

use crate::BuildError;

/// Why an output folder is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum OutDirProblem {
    /// It is the site folder.
    IsSite,
    /// It contains the site folder.
    ContainsSite,
    /// It is the file system root or the home folder.
    SystemFolder,
    /// It is, contains, or is inside this source of the site.
    OverlapsSource(PathBuf),
}

impl fmt::Display for OutDirProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OutDirProblem::IsSite => write!(f, "it is the site folder; building there would delete the site's sources"),
            OutDirProblem::ContainsSite => write!(f, "it contains the site folder; building there would delete the site's sources"),
            OutDirProblem::SystemFolder => write!(f, "it is the file system root or the home folder"),
            OutDirProblem::OverlapsSource(source) => {
                write!(f, "it overlaps {}, which the build reads; building there would delete it", source.display())
            }
        }
    }
}

/// Names in the site folder that are always sources when they exist.
const SITE_SOURCES: &[&str] = &[
    "docusaurus.config.js",
    "docusaurus.config.mjs",
    "docusaurus.config.cjs",
    "docusaurus.config.ts",
    "docusaurus.config.mts",
    "docusaurus.config.cts",
    "package.json",
    "package-lock.json",
    "yarn.lock",
    "pnpm-lock.yaml",
    "node_modules",
    "src",
    "docs",
    "blog",
    "i18n",
    "versioned_docs",
    "versioned_sidebars",
    "versions.json",
    "sidebars.js",
    "sidebars.ts",
    "sidebars.json",
    "sidebars.mjs",
    "sidebars.cjs",
    ".git",
    "tsconfig.json",
];

/// The site's sources: the fixed names above, the static folders and what plugins read
/// (`extra`), each only when it exists.
pub fn site_sources(site_dir: &Path, static_directories: &[String], extra: impl IntoIterator<Item = PathBuf>) -> Vec<PathBuf> {
    let fixed = SITE_SOURCES.iter().map(|name| site_dir.join(name));
    let statics = static_directories.iter().map(|dir| site_dir.join(dir));
    fixed.chain(statics).chain(extra).filter(|p| std::fs::symlink_metadata(p).is_ok()).collect()
}

/// Refuses an output folder that would delete the site or its sources (see the module docs).
pub fn check_out_dir(site_dir: &Path, out_dir: &Path, sources: &[PathBuf]) -> Result<(), BuildError> {
    let site = resolve(site_dir);
    let out = resolve(out_dir);
    let refuse = |problem| Err(BuildError::OutDir { out_dir: out_dir.to_path_buf(), problem });
    if out == site {
        return refuse(OutDirProblem::IsSite);
    }
    if site.starts_with(&out) {
        return refuse(OutDirProblem::ContainsSite);
    }
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty()).map(|h| resolve(Path::new(&h)));
    if out.parent().is_none() || home.as_ref() == Some(&out) {
        return refuse(OutDirProblem::SystemFolder);
    }
    for source in sources {
        let resolved = resolve(source);
        if resolved.starts_with(&out) || out.starts_with(&resolved) {
            let shown = source.strip_prefix(site_dir).unwrap_or(source).to_path_buf();
            return refuse(OutDirProblem::OverlapsSource(shown));
        }
    }
    Ok(())
}

/// An absolute path with `.` and `..` folded and every existing part's symlinks resolved, so
/// two spellings of one folder compare equal even when it does not exist yet.
fn resolve(path: &Path) -> PathBuf {
    let absolute = if path.is_absolute() { path.to_path_buf() } else { std::env::current_dir().unwrap_or_default().join(path) };
    let mut lexical = PathBuf::new();
    for component in absolute.components() {
        match component {
            Component::ParentDir => {
                lexical.pop();
            }
            Component::CurDir => {}
            other => lexical.push(other),
        }
    }
    let mut existing: &Path = &lexical;
    loop {
        if let Ok(real) = std::fs::canonicalize(existing) {
            let rest = lexical.strip_prefix(existing).unwrap_or(Path::new(""));
            return if rest.as_os_str().is_empty() { real } else { real.join(rest) };
        }
        match existing.parent() {
            Some(parent) => existing = parent,
            None => return lexical,
        }
    }
}

/// Removes the staging folders (and their lock files) that killed builds left in `dir`; a
/// folder whose build is still running (its lock is held) is left alone. Returns how many
/// folders were removed.
pub fn remove_stale_staging(dir: &Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else { return 0 };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = name.strip_prefix(STAGING_PREFIX).or_else(|| name.strip_prefix(OLD_PREFIX)) else { continue };
        if pid.ends_with(".lock") {
            // a lock whose folder is gone (removed by a Ctrl-C handler, say)
            if !lock_is_held(&entry.path()) {
                let _ = std::fs::remove_file(entry.path());
            }
            continue;
        }
        if !entry.file_type().is_ok_and(|t| t.is_dir()) {
            continue;
        }
        let lock_path = dir.join(format!("{STAGING_PREFIX}{pid}.lock"));
        if lock_is_held(&lock_path) {
            continue;
        }
        if std::fs::remove_dir_all(entry.path()).is_ok() {
            removed += 1;
        }
        let _ = std::fs::remove_file(&lock_path);
    }
    removed
}

/// Whether another live process holds the lock (a missing file is a free lock).
fn lock_is_held(lock_path: &Path) -> bool {
    let Ok(file) = std::fs::OpenOptions::new().read(true).write(true).open(lock_path) else { return false };
    matches!(file.try_lock(), Err(std::fs::TryLockError::WouldBlock))
}

/// Checks the output folder and clears what killed builds left beside it: call before
/// anything is written or deleted.
pub fn prepare_out_dir(site_dir: &Path, out_dir: &Path, sources: &[PathBuf]) -> Result<(), BuildError> {
    check_out_dir(site_dir, out_dir, sources)?;
    remove_stale_staging(staging_parent(out_dir));
    Ok(())
}

fn staging_parent(target: &Path) -> &Path {
    target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."))
}

/// Prefix of the previous output while the new one is swapped in.
const OLD_PREFIX: &str = ".ferrosaurus-old-";

/// A staging folder that is removed on drop unless [`Staging::commit`] swapped it in.
#[derive(Debug)]
pub struct Staging {
    dir: PathBuf,
    /// Held while the build runs: tells later builds this folder is not stale.
    lock: Option<(std::fs::File, PathBuf)>,
    target: PathBuf,
    committed: bool,
    files: usize,
    bytes: u64,
    /// Set when the folder is an earlier output taken over ([`Staging::recycling`]).
    recycled: Option<Recycled>,
}

/// What a staging folder that started as an earlier output must clean up before it is published.
#[derive(Debug)]
struct Recycled {
    /// Where the folder came from, and where the output it replaces goes when published.
    home: PathBuf,
    /// Its files when the build took it over.
    files: Vec<PathBuf>,
    /// Files written or kept by this build.
    current: HashSet<PathBuf>,
    /// When the build took it over: a file written since (by a JS plugin's postBuild, say) is
    /// this build's.
    since: SystemTime,
}

/// Prefix of staging folders (`<site>/.ferrosaurus-tmp-<pid>-<n>`); `ferrosaurus` removes stale ones.
pub const STAGING_PREFIX: &str = ".ferrosaurus-tmp-";

/// `<pid>-<n>`: the process and the count of staging folders it made before, so that two
/// builds a program runs at once into outputs of one parent folder do not share one.
fn staging_id() -> String {
    static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    format!("{}-{}", std::process::id(), MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
}

impl Staging {
    /// A fresh staging folder beside `target` (same file system, so the swap is a rename).
    pub fn new(target: &Path) -> Result<Self, BuildError> {
        let parent = staging_parent(target);
        std::fs::create_dir_all(parent).map_err(|e| BuildError::io(parent, e))?;
        let id = staging_id();
        let dir = parent.join(format!("{STAGING_PREFIX}{id}"));
        let lock_path = dir.with_file_name(format!("{STAGING_PREFIX}{id}.lock"));
        let lock = std::fs::File::create(&lock_path).map_err(|e| BuildError::io(&lock_path, e))?;
        // advisory: where locks are unsupported the folder just looks stale to a later build
        let _ = lock.try_lock();
        if dir.exists() {
            std::fs::remove_dir_all(&dir).map_err(|e| BuildError::io(&dir, e))?;
        }
        std::fs::create_dir_all(&dir).map_err(|e| BuildError::io(&dir, e))?;
        Ok(Self { dir, lock: Some((lock, lock_path)), target: target.to_path_buf(), committed: false, files: 0, bytes: 0, recycled: None })
    }

    /// A staging folder that starts as the output two builds ago, kept in `home` (on the
    /// target's file system): files are overwritten in place, files this build does not write
    /// are removed when it is published, and the output it replaces goes to `home` instead of
    /// being deleted. Deleting an output is slow where the file system discards freed blocks
    /// (about 3 ms a file on this project's machines: 13 s for a 1,000-page site) and writing
    /// over files is not. Without a usable `home`, a fresh folder as [`Staging::new`].
    pub fn recycling(target: &Path, home: &Path) -> Result<Self, BuildError> {
        let mut staging = Self::new(target)?;
        if !home.is_dir() || std::fs::remove_dir(&staging.dir).is_err() {
            staging.recycled = Some(Recycled { home: home.to_path_buf(), files: Vec::new(), current: HashSet::new(), since: SystemTime::now() });
            return Ok(staging);
        }
        if std::fs::rename(home, &staging.dir).is_err() {
            std::fs::create_dir_all(&staging.dir).map_err(|e| BuildError::io(&staging.dir, e))?;
        }
        let since = SystemTime::now();
        let files = walkdir::WalkDir::new(&staging.dir)
            .into_iter()
            .filter_map(Result::ok)
            .filter(|e| !e.file_type().is_dir())
            .filter_map(|e| e.path().strip_prefix(&staging.dir).ok().map(Path::to_path_buf))
            .collect();
        staging.recycled = Some(Recycled { home: home.to_path_buf(), files, current: HashSet::new(), since });
        Ok(staging)
    }

    /// Whether this build has written `rel` so far (a recycled folder holds older files too).
    pub fn has_written(&self, rel: &str) -> bool {
        let Ok(path) = self.path_for(rel) else { return false };
        match &self.recycled {
            Some(recycled) => path.strip_prefix(&self.dir).is_ok_and(|rel| recycled.current.contains(rel)),
            None => path.is_file(),
        }
    }

    /// Counts `rel`, a file already in the folder with the right content, as written by this
    /// build (a recycled folder keeps it).
    pub fn keep(&mut self, rel: &str) -> Result<(), BuildError> {
        let path = self.path_for(rel)?;
        self.files += 1;
        self.bytes += std::fs::metadata(&path).map_err(|e| BuildError::io(&path, e))?.len();
        self.mark_current(&path);
        Ok(())
    }

    fn mark_current(&mut self, path: &Path) {
        if let Some(recycled) = &mut self.recycled {
            if let Ok(rel) = path.strip_prefix(&self.dir) {
                recycled.current.insert(rel.to_path_buf());
            }
        }
    }

    /// Makes room for a file at `path` in a recycled folder: a folder or a file standing where
    /// the file or one of its parent folders goes is removed.
    fn make_room(&self, path: &Path) -> Result<(), BuildError> {
        if path.is_dir() {
            std::fs::remove_dir_all(path).map_err(|e| BuildError::io(path, e))?;
        }
        let Some(parent) = path.parent() else { return Ok(()) };
        if std::fs::create_dir_all(parent).is_ok() {
            return Ok(());
        }
        let mut ancestor = parent;
        while ancestor.starts_with(&self.dir) && ancestor != self.dir {
            if ancestor.is_file() {
                std::fs::remove_file(ancestor).map_err(|e| BuildError::io(ancestor, e))?;
                break;
            }
            ancestor = ancestor.parent().unwrap_or(&self.dir);
        }
        std::fs::create_dir_all(parent).map_err(|e| BuildError::io(parent, e))
    }

    /// Removes the files of a recycled folder that this build did not write: call once the
    /// pages are written and before anything reads the folder as this build's output
    /// (postBuild plugins list its files, the link checker looks files up). Files written
    /// afterwards are this build's.
    pub fn remove_leftovers(&mut self) -> Result<(), BuildError> {
        let Some(recycled) = &mut self.recycled else { return Ok(()) };
        let candidates = std::mem::take(&mut recycled.files);
        let recycled = &*recycled;
        let mut folders = std::collections::BTreeSet::new();
        for rel in candidates.iter().filter(|rel| !recycled.current.contains(*rel)) {
            let path = self.dir.join(rel);
            let written_since = std::fs::symlink_metadata(&path).and_then(|m| m.modified()).is_ok_and(|t| t >= recycled.since);
            if written_since {
                continue;
            }
            match std::fs::remove_file(&path) {
                Ok(()) => {
                    folders.extend(rel.ancestors().skip(1).filter(|a| !a.as_os_str().is_empty()).map(Path::to_path_buf));
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(BuildError::io(&path, e)),
            }
        }
        // deepest first: a folder emptied by the removals goes too
        for folder in folders.iter().rev() {
            let _ = std::fs::remove_dir(self.dir.join(folder));
        }
        Ok(())
    }

    /// The staging folder itself.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Where `rel` (a `/`-separated output path) lands, refusing paths that would leave the folder.
    pub fn path_for(&self, rel: &str) -> Result<PathBuf, BuildError> {
        let rel_path = Path::new(rel.trim_start_matches('/'));
        let safe = !rel.contains('\\')
            && rel_path.components().all(|c| matches!(c, Component::Normal(_)))
            && rel_path.components().next().is_some();
        if !safe {
            return Err(BuildError::UnsafeOutputPath(rel.to_string()));
        }
        Ok(self.dir.join(rel_path))
    }

    /// Writes one output file.
    pub fn write(&mut self, rel: &str, bytes: &[u8]) -> Result<(), BuildError> {
        self.write_pieces(rel, std::slice::from_ref(&bytes))
    }

    /// Writes a file of `pieces`, one after the other.
    pub fn write_pieces(&mut self, rel: &str, pieces: &[impl AsRef<[u8]>]) -> Result<(), BuildError> {
        let path = self.path_for(rel)?;
        if self.recycled.is_some() {
            self.make_room(&path)?;
        } else if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| BuildError::io(parent, e))?;
        }
        let write = || -> std::io::Result<()> {
            let mut file = std::fs::File::create(&path)?;
            for piece in pieces {
                file.write_all(piece.as_ref())?;
            }
            Ok(())
        };
        write().map_err(|e| BuildError::io(&path, e))?;
        self.files += 1;
        self.bytes += pieces.iter().map(|piece| piece.as_ref().len() as u64).sum::<u64>();
        self.mark_current(&path);
        Ok(())
    }

    /// Copies a file into the output.
    pub fn copy(&mut self, rel: &str, from: &Path) -> Result<(), BuildError> {
        let bytes = std::fs::read(from).map_err(|e| BuildError::io(from, e))?;
        self.write(rel, &bytes)
    }

    /// Files and bytes written so far.
    pub fn totals(&self) -> (usize, u64) {
        (self.files, self.bytes)
    }

    /// Swaps the staging folder in place of the target.
    pub fn commit(mut self) -> Result<(), BuildError> {
        self.remove_leftovers()?;
        let keep_old_in = self.recycled.as_ref().map(|r| r.home.clone()).filter(|home| !home.exists() && home.parent().is_some_and(|p| std::fs::create_dir_all(p).is_ok()));
        let id = self.dir.file_name().and_then(|n| n.to_str()).and_then(|n| n.strip_prefix(STAGING_PREFIX)).unwrap_or_default().to_owned();
        let mut old = self.dir.with_file_name(format!("{OLD_PREFIX}{id}"));
        if self.target.exists() {
            // the output being replaced becomes the next build's recycled folder when it can
            match keep_old_in.filter(|home| std::fs::rename(&self.target, home).is_ok()) {
                Some(home) => old = home,
                None => std::fs::rename(&self.target, &old).map_err(|e| BuildError::io(&self.target, e))?,
            }
        }
        if let Err(e) = std::fs::rename(&self.dir, &self.target) {
            // put the old output back
            let _ = std::fs::rename(&old, &self.target);
            return Err(BuildError::io(&self.target, e));
        }
        self.committed = true;
        let kept = self.recycled.as_ref().is_some_and(|r| r.home == old);
        if old.exists() && !kept {
            std::fs::remove_dir_all(&old).map_err(|e| BuildError::io(&old, e))?;
        }
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.committed {
            // a recycled folder goes back where it came from (its files are the next build's
            // to overwrite); a fresh one is removed
            let home = self.recycled.as_ref().map(|r| &r.home).filter(|home| !home.exists());
            if !home.is_some_and(|home| std::fs::rename(&self.dir, home).is_ok()) {
                let _ = std::fs::remove_dir_all(&self.dir);
            }
        }
        if let Some((lock, path)) = self.lock.take() {
            drop(lock);
            let _ = std::fs::remove_file(path);
        }
    }
}

/// Copies every file of the site's static folders into the output (issue 13). Problems are
/// errors, one per file, all reported together: a name that is not UTF-8, a name with a
/// backslash (a folder separator on Windows and in URLs: `a\b.txt` would land on `a/b.txt`),
/// two names that differ only by case when the output file system ignores case, a broken
/// symlink or a symlink loop, and a symlink that leaves the site folder. Symlinks that stay
/// inside the site are followed. The same name in two static folders: the later folder wins,
/// as before.
pub fn copy_static_dirs(staging: &mut Staging, site_dir: &Path, static_directories: &[String]) -> Result<(), BuildError> {
    let case_insensitive = ignores_case(staging.dir());
    copy_static_with(staging, site_dir, static_directories, case_insensitive)
}

fn copy_static_with(staging: &mut Staging, site_dir: &Path, static_directories: &[String], case_insensitive: bool) -> Result<(), BuildError> {
    let site = std::fs::canonicalize(site_dir).map_err(|e| BuildError::io(site_dir, e))?;
    let mut diagnostics = Diagnostics::default();
    let mut seen: std::collections::HashMap<String, (String, PathBuf)> = std::collections::HashMap::new();
    let shown = |p: &Path| p.strip_prefix(site_dir).unwrap_or(p).to_path_buf();
    let roots = [site_dir, site.as_path()];
    for dir in static_directories {
        // an absolute entry is absolute, as Docusaurus resolves it; anything else is in the site
        let base = if Path::new(dir).is_absolute() { Path::new("/") } else { site_dir };
        let root = match ferrosaurus_core::paths::confine(base, dir, &roots) {
            Ok(root) => root,
            Err(e) => {
                diagnostics.push(Diagnostic::error(format!("static folder {e}; refused")).in_file(dir).with_help("`staticDirectories` are folders inside the site folder"));
                continue;
            }
        };
        if !root.is_dir() {
            continue;
        }
        let mut walker = walkdir::WalkDir::new(&root).follow_links(true).sort_by_file_name().into_iter();
        while let Some(entry) = walker.next() {
            let entry = match entry {
                Ok(entry) => entry,
                Err(e) => {
                    let path = e.path().unwrap_or(&root);
                    let message = if leaves(path, &root, &roots) {
                        LEAVES_SITE.to_string()
                    } else if e.loop_ancestor().is_some() {
                        "symlink loop".to_string()
                    } else {
                        format!("cannot read this static file (a broken symlink?): {e}")
                    };
                    diagnostics.push(Diagnostic::error(message).in_file(shown(path)));
                    continue;
                }
            };
            if entry.path_is_symlink() && leaves(entry.path(), &root, &roots) {
                diagnostics.push(Diagnostic::error(LEAVES_SITE).in_file(shown(entry.path())));
                if entry.file_type().is_dir() {
                    walker.skip_current_dir();
                }
                continue;
            }
            if !entry.file_type().is_file() {
                continue;
            }
            let rel_path = entry.path().strip_prefix(&root).unwrap_or(entry.path());
            let Some(rel) = rel_path.to_str() else {
                diagnostics.push(Diagnostic::error("file name is not valid UTF-8; it cannot be a URL").in_file(shown(entry.path())));
                continue;
            };
            let rel = if std::path::MAIN_SEPARATOR == '\\' { rel.replace('\\', "/") } else { rel.to_string() };
            if rel.contains('\\') {
                diagnostics.push(
                    Diagnostic::error("file name contains a backslash, a folder separator on Windows and in URLs; rename it")
                        .in_file(shown(entry.path())),
                );
                continue;
            }
            let key = if case_insensitive { rel.to_lowercase() } else { rel.clone() };
            if let Some((first_rel, first)) = seen.get(&key) {
                if *first_rel != rel {
                    diagnostics.push(
                        Diagnostic::error(format!("collides with {} on the output file system, which ignores case", first.display()))
                            .in_file(shown(entry.path()))
                            .with_help("rename one of the two files"),
                    );
                    continue;
                }
            }
            seen.insert(key, (rel.clone(), shown(entry.path())));
            staging.copy(&rel, entry.path())?;
        }
    }
    if diagnostics.has_errors() {
        diagnostics.sort();
        return Err(BuildError::Content(diagnostics));
    }
    Ok(())
}

const LEAVES_SITE: &str = "symlink to a file outside the site folder; refused (copy the file into the site instead)";

/// Whether `path`, a symlink under the static folder `root` that leads somewhere, leads
/// outside the site: [`ferrosaurus_core::paths::confine`] of its name (taken literally).
fn leaves(path: &Path, root: &Path, roots: &[&Path]) -> bool {
    let live_symlink = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) && path.exists();
    let rel = path.strip_prefix(root).ok().and_then(Path::to_str).map(|rel| rel.replace('%', "%25"));
    live_symlink && rel.is_some_and(|rel| ferrosaurus_core::paths::confine(root, &rel, roots).is_err())
}

/// Whether names in `dir` are case-insensitive (macOS and Windows defaults): a probe file is
/// looked up under another case.
fn ignores_case(dir: &Path) -> bool {
    let probe = dir.join(".ferrosaurus-case-probe");
    if std::fs::write(&probe, b"").is_err() {
        return false;
    }
    let ignores = dir.join(".FERROSAURUS-CASE-PROBE").exists();
    let _ = std::fs::remove_file(&probe);
    ignores
}

/// The output path of a route's HTML in the folder layout (`trailingSlash` unset): `/` →
/// `index.html`, `/a/b` → `a/b/index.html`. The dev session keys pages by it; the build writes
/// pages where [`html_file`] says.
pub fn html_path(route: &str, base_url: &str) -> String {
    url::html_file_for_route(route, base_url, None)
}

/// The file a route's HTML is written to under the site's `trailingSlash`, as Docusaurus
/// writes it (`false`: `a/b.html`; `true` and unset: `a/b/index.html`); the one rule is
/// [`url::html_file_for_route`].
pub fn html_file(route: &str, config: &SiteConfig) -> String {
    url::html_file_for_route(route, &config.base_url, config.trailing_slash)
}

/// The output path of a route's page data: under `__data/pages/`, never beside the HTML (see
/// [`url::page_data_file_for_route`]).
pub fn page_data_path(route: &str, base_url: &str) -> String {
    url::page_data_file_for_route(route, base_url)
}

/// Two routes written to one file under the chosen layout (`/a.html` and `/a` with
/// `trailingSlash: false`, `/a` and `/a/` with it unset), or a route written over a static
/// file: one error each, before anything is written.
pub fn output_collisions<'a>(routes: impl IntoIterator<Item = (&'a str, Option<&'a Path>)>, static_files: &[String], config: &SiteConfig) -> Diagnostics {
    let layout = match config.trailing_slash {
        None => "with `trailingSlash` unset",
        Some(true) => "with `trailingSlash: true`",
        Some(false) => "with `trailingSlash: false`",
    };
    let mut first: std::collections::HashMap<String, &str> = std::collections::HashMap::new();
    let mut diagnostics = Diagnostics::default();
    for (route, source) in routes {
        let file = html_file(route, config);
        let problem = match first.get(&file) {
            Some(other) if *other != route => Some(format!("the routes {other} and {route} are both written to {file} {layout}")),
            Some(_) => None,
            None if static_files.contains(&file) => Some(format!("the route {route} is written to {file} {layout}, over the static file of that name")),
            None => None,
        };
        match problem {
            Some(message) => {
                let mut d = Diagnostic::error(message).with_help("change one of the slugs (or the static file's name) so each page has its own file");
                if let Some(source) = source {
                    d = d.in_file(source);
                }
                diagnostics.push(d);
            }
            None => {
                first.entry(file).or_insert(route);
            }
        }
    }
    diagnostics
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn route_paths() {
        assert_eq!(html_path("/", "/"), "index.html");
        assert_eq!(html_path("/guides/intro", "/"), "guides/intro/index.html");
        assert_eq!(html_path("/base/a/", "/base/"), "a/index.html");
        assert_eq!(page_data_path("/", "/"), "__data/pages/__page.json");
        assert_eq!(page_data_path("/a/b", "/"), "__data/pages/a/b/__page.json");
        let mut config = SiteConfig::default_for_test();
        config.trailing_slash = Some(false);
        assert_eq!(html_file("/guides/intro", &config), "guides/intro.html");
        assert_eq!(html_file("/", &config), "index.html");
    }

    // See: issue 17 (a route that would collide under the chosen layout is a diagnostic).
    #[test]
    fn regression_17_routes_colliding_under_the_layout_are_errors() {
        let mut config = SiteConfig::default_for_test();
        config.trailing_slash = Some(false);
        let src = Path::new("src/pages/a.html.md");
        let found = output_collisions([("/a", None), ("/a.html", Some(src)), ("/b", None)], &["b.html".to_string()], &config);
        let messages: Vec<String> = found.0.iter().map(|d| d.message.clone()).collect();
        assert_eq!(
            messages,
            [
                "the routes /a and /a.html are both written to a.html with `trailingSlash: false`",
                "the route /b is written to b.html with `trailingSlash: false`, over the static file of that name"
            ]
        );
        assert_eq!(found.0[0].file.as_deref(), Some(src));
        config.trailing_slash = None;
        let found = output_collisions([("/a", None), ("/a/", None)], &[], &config);
        assert_eq!(found.0.len(), 1, "unset: /a and /a/ both go to a/index.html");
        config.trailing_slash = Some(true);
        assert!(output_collisions([("/a/", None), ("/a.html", None)], &[], &config).0.is_empty());
    }

    #[test]
    fn refuses_paths_that_leave_the_folder_and_cleans_up() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("build");
        let mut s = Staging::new(&target).unwrap();
        assert!(matches!(s.write("../x", b"no"), Err(BuildError::UnsafeOutputPath(_))));
        assert!(matches!(s.write("a/../../x", b"no"), Err(BuildError::UnsafeOutputPath(_))));
        s.write("a/b.txt", b"yes").unwrap();
        let staging = s.dir().to_path_buf();
        drop(s);
        assert!(!staging.exists());
        assert!(!target.exists());
        assert!(!dir.path().join("x").exists());
    }

    #[test]
    fn commit_replaces_the_old_output() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("build");
        std::fs::create_dir_all(&target).unwrap();
        std::fs::write(target.join("old.txt"), "old").unwrap();
        let mut s = Staging::new(&target).unwrap();
        s.write("new.txt", b"new").unwrap();
        s.commit().unwrap();
        assert!(target.join("new.txt").exists());
        assert!(!target.join("old.txt").exists());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_file_in_pieces_is_written_whole_and_counted() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("build");
        let mut s = Staging::new(&target).unwrap();
        s.write_pieces("data/index.json", &[&b"{\"a\":"[..], b"", b"[1,2]", b"}"]).unwrap();
        assert_eq!(s.totals(), (1, 11));
        s.commit().unwrap();
        assert_eq!(std::fs::read_to_string(target.join("data/index.json")).unwrap(), r#"{"a":[1,2]}"#);
    }

    /// A site with sources, as `docusaurus init` makes it.
    fn site() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (rel, body) in [
            ("site/docusaurus.config.js", "export default {}"),
            ("site/package.json", "{}"),
            ("site/docs/intro.md", "# Intro"),
            ("site/src/pages/index.js", "export default () => null"),
            ("site/static/img/logo.svg", "<svg/>"),
            ("site/content/api/spec.yaml", "openapi: 3.0.0"),
        ] {
            let path = dir.path().join(rel);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, body).unwrap();
        }
        dir
    }

    fn sources_intact(site: &Path) -> bool {
        ["docusaurus.config.js", "package.json", "docs/intro.md", "src/pages/index.js", "static/img/logo.svg", "content/api/spec.yaml"].iter().all(|rel| site.join(rel).is_file())
    }

    /// The whole output step as the build runs it: check, stage, write, swap.
    fn build_into(site: &Path, out: &Path) -> Result<(), BuildError> {
        let sources = site_sources(site, &["static".to_string()], [site.join("content/api")]);
        prepare_out_dir(site, out, &sources)?;
        let mut staging = Staging::new(out)?;
        staging.write("index.html", b"built")?;
        staging.commit()
    }

    // See: issue 13 (`--out-dir` pointing at the site folder or a parent deletes the sources).
    #[test]
    fn regression_13_out_dir_over_the_site_or_its_sources_is_refused_before_anything_is_deleted() {
        let dir = site();
        let site = dir.path().join("site");
        let refused = [
            (site.clone(), OutDirProblem::IsSite),
            (site.join("docs/.."), OutDirProblem::IsSite),
            (dir.path().to_path_buf(), OutDirProblem::ContainsSite),
            (site.join(".."), OutDirProblem::ContainsSite),
            (site.join("docs"), OutDirProblem::OverlapsSource("docs".into())),
            (site.join("docs/out"), OutDirProblem::OverlapsSource("docs".into())),
            (site.join("static"), OutDirProblem::OverlapsSource("static".into())),
            (site.join("src/pages/out"), OutDirProblem::OverlapsSource("src".into())),
            (site.join("content"), OutDirProblem::OverlapsSource("content/api".into())),
            (PathBuf::from("/"), OutDirProblem::ContainsSite),
        ];
        for (out, expected) in refused {
            match build_into(&site, &out) {
                Err(BuildError::OutDir { problem, .. }) => assert_eq!(problem, expected, "{}", out.display()),
                other => panic!("{} was not refused: {other:?}", out.display()),
            }
            assert!(sources_intact(&site), "sources lost building into {}", out.display());
        }
        for out in [site.join("build"), site.join("dist"), site.join("build/en"), dir.path().join("public")] {
            build_into(&site, &out).unwrap_or_else(|e| panic!("{} refused: {e}", out.display()));
            assert_eq!(std::fs::read_to_string(out.join("index.html")).unwrap(), "built");
            assert!(sources_intact(&site));
        }
    }

    // See: two builds one program ran at once into outputs of one folder shared a staging
    // folder named by the process id: the second removed what the first had written.
    #[test]
    fn regression_two_builds_of_one_process_stage_apart() {
        let dir = tempfile::tempdir().unwrap();
        let first = Staging::new(&dir.path().join("out-a")).unwrap();
        std::fs::write(first.dir().join("index.html"), "first").unwrap();
        let second = Staging::new(&dir.path().join("out-b")).unwrap();
        assert_ne!(first.dir(), second.dir());
        assert_eq!(std::fs::read_to_string(first.dir().join("index.html")).unwrap(), "first");
        first.commit().unwrap();
        second.commit().unwrap();
        assert_eq!(std::fs::read_to_string(dir.path().join("out-a/index.html")).unwrap(), "first");
        assert!(dir.path().join("out-b").is_dir());
    }

    // See: issue 13 (a build killed mid-way leaves a `.ferrosaurus-tmp-*` folder no later build removes).
    #[test]
    fn regression_13_stale_staging_folders_are_removed_at_the_next_build() {
        let dir = site();
        let site = dir.path().join("site");
        let out = site.join("build");
        for stale in [".ferrosaurus-tmp-4000001", ".ferrosaurus-old-4000001", ".ferrosaurus-tmp-4000002"] {
            std::fs::create_dir_all(site.join(stale).join("assets")).unwrap();
            std::fs::write(site.join(stale).join("assets/x.js"), "half-written").unwrap();
        }
        std::fs::write(site.join(".ferrosaurus-tmp-4000002.lock"), "").unwrap();
        std::fs::write(site.join(".ferrosaurus-tmp-4000003.lock"), "").unwrap(); // its folder already gone
        // a build of this process is running: its folder must survive
        let live = Staging::new(&out).unwrap();
        build_into_without_staging(&site, &out);
        let left: Vec<String> = std::fs::read_dir(&site)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with(".ferrosaurus"))
            .collect();
        let live_name = live.dir().file_name().unwrap().to_string_lossy().into_owned();
        let live_lock = format!("{live_name}.lock");
        let mut expected = vec![&live_name, &live_lock];
        expected.sort();
        let mut left_sorted: Vec<_> = left.iter().collect();
        left_sorted.sort();
        assert_eq!(left_sorted, expected);
        assert!(sources_intact(&site));
        drop(live);
        assert_eq!(remove_stale_staging(&site), 0);
        assert!(!std::fs::read_dir(&site).unwrap().flatten().any(|e| e.file_name().to_string_lossy().starts_with(".ferrosaurus")));
    }

    fn build_into_without_staging(site: &Path, out: &Path) {
        prepare_out_dir(site, out, &site_sources(site, &["static".to_string()], [])).unwrap();
    }

    fn static_errors(site: &Path, case_insensitive: bool) -> (Vec<String>, PathBuf, tempfile::TempDir) {
        static_errors_of(site, &["static"], case_insensitive)
    }

    fn static_errors_of(site: &Path, dirs: &[&str], case_insensitive: bool) -> (Vec<String>, PathBuf, tempfile::TempDir) {
        let out_parent = tempfile::tempdir().unwrap();
        let out = out_parent.path().join("build");
        let mut staging = Staging::new(&out).unwrap();
        let dirs: Vec<String> = dirs.iter().map(|d| d.to_string()).collect();
        let result = copy_static_with(&mut staging, site, &dirs, case_insensitive);
        let staged = staging.dir().to_path_buf();
        let errors = match result {
            Ok(()) => Vec::new(),
            Err(BuildError::Content(d)) => d.0.iter().map(|d| format!("{}: {}", d.file.as_ref().unwrap().display(), d.message)).collect(),
            Err(e) => panic!("{e}"),
        };
        std::mem::forget(staging); // keep the staged files for the assertions; the temp dir removes them
        (errors, staged, out_parent)
    }

    // See: issue 13 (`static/a\b.txt` silently overwrote `static/a/b.txt`; symlinks were skipped without a word).
    #[cfg(unix)]
    #[test]
    fn regression_13_static_collisions_bad_names_and_symlinks_are_diagnostics() {
        use std::ffi::OsStr;
        use std::os::unix::ffi::OsStrExt;
        let dir = site();
        let site = dir.path().join("site");
        let static_dir = site.join("static");
        std::fs::create_dir_all(static_dir.join("a")).unwrap();
        std::fs::write(static_dir.join("a/b.txt"), "folder").unwrap();
        std::fs::write(static_dir.join("a\\b.txt"), "backslash").unwrap();
        std::fs::write(static_dir.join(OsStr::from_bytes(b"bad-\xff.txt")), "latin1").unwrap();
        std::fs::write(dir.path().join("secret.txt"), "secret").unwrap();
        std::os::unix::fs::symlink(dir.path().join("secret.txt"), static_dir.join("leak.txt")).unwrap();
        std::os::unix::fs::symlink(dir.path(), static_dir.join("leak-dir")).unwrap();
        std::os::unix::fs::symlink(site.join("docs/intro.md"), static_dir.join("intro.md")).unwrap();
        std::os::unix::fs::symlink(static_dir.join("missing"), static_dir.join("dangling.txt")).unwrap();

        let (errors, staged, _keep) = static_errors(&site, false);
        let joined = errors.join("\n");
        for expected in [
            "static/a\\b.txt: file name contains a backslash",
            "file name is not valid UTF-8",
            "static/leak.txt: symlink to a file outside the site folder",
            "static/leak-dir: symlink to a file outside the site folder",
            "static/dangling.txt: cannot read this static file",
        ] {
            assert!(joined.contains(expected), "missing `{expected}` in:\n{joined}");
        }
        assert_eq!(errors.len(), 5, "{joined}");
        assert_eq!(std::fs::read_to_string(staged.join("a/b.txt")).unwrap(), "folder", "a\\b.txt overwrote a/b.txt");
        assert_eq!(std::fs::read_to_string(staged.join("intro.md")).unwrap(), "# Intro", "a symlink inside the site is followed");
        assert!(!staged.join("leak.txt").exists() && !staged.join("leak-dir").exists());
    }

    // See: issue 13 (static folders did their own checks: a `staticDirectories` entry leaving the
    // site was called "a symlink"; now every one goes through `paths::confine`).
    #[test]
    fn issue_13_static_folders_outside_the_site_are_refused_by_confine() {
        let dir = site();
        let site = dir.path().join("site");
        std::fs::create_dir_all(dir.path().join("outside")).unwrap();
        std::fs::write(dir.path().join("outside/secret.txt"), "secret").unwrap();
        let outside = dir.path().join("outside");
        let outside = outside.to_str().unwrap();
        for written in ["../outside", "%2e%2e/outside", "static/..%2f..%2foutside", outside] {
            let (errors, staged, _keep) = static_errors_of(&site, &[written], false);
            assert_eq!(errors.len(), 1, "{written}: {errors:?}");
            assert!(errors[0].starts_with(&format!("{written}: static folder `{written}` resolves to")) && errors[0].contains("outside the site folder"), "{errors:?}");
            assert!(!staged.join("secret.txt").exists());
        }
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.path().join("outside"), site.join("linked")).unwrap();
            let (errors, staged, _keep) = static_errors_of(&site, &["linked"], false);
            assert!(errors.len() == 1 && errors[0].contains("goes through a symbolic link"), "{errors:?}");
            assert!(!staged.join("secret.txt").exists());
        }
        let (errors, staged, _keep) = static_errors_of(&site, &[site.join("static").to_str().unwrap()], false);
        assert!(errors.is_empty() && staged.join("img/logo.svg").is_file(), "an absolute folder inside the site is fine: {errors:?}");
    }

    // See: issue 13 (names that differ only by case collide on macOS and Windows).
    #[test]
    fn regression_13_case_only_collisions_are_diagnostics_where_case_is_ignored() {
        let dir = site();
        let site = dir.path().join("site");
        std::fs::write(site.join("static/img/Logo.svg"), "<svg id=upper/>").unwrap();
        let (errors, _, _keep) = static_errors(&site, true);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains("collides with static/img/Logo.svg") || errors[0].contains("collides with static/img/logo.svg"), "{errors:?}");
        let (errors, _, _keep) = static_errors(&site, false);
        assert!(errors.is_empty(), "{errors:?}");
    }
}
