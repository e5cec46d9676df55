//! A folder's npm dependencies (its `package.json` and `package-lock.json`) installed with
//! `npm ci` when `node_modules` is missing or older than the lock file: a stamp in
//! `node_modules` records the hash of the lock file it was installed from.
//!
//! Installs of one folder never overlap, within a process or between processes: `npm ci`
//! deletes `node_modules` first, so a second install starting meanwhile would pull the
//! packages from under the first one's feet (parallel tests of a fresh clone did). The
//! second caller waits on a lock and then finds the folder up to date.
//!
//! ```no_run
//! use ferrosaurus_npm::{ensure_installed, CiOptions};
//! let action = ensure_installed(std::path::Path::new("theme"), "the theme's npm dependencies", CiOptions::default(), &mut |m| eprintln!("{m}")).unwrap();
//! println!("{action:?}");
//! ```

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use sha2::{Digest, Sha256};

/// Where the stamp is written, under the folder.
const STAMP: &str = "node_modules/.ferrosaurus-lock-sha256";

/// Installing failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum NpmError {
    /// `node` does not run.
    #[error("Node.js is needed to install npm packages and to render pages; install Node.js 18 or newer (Debian: apt-get install nodejs npm)")]
    NodeMissing,
    /// `npm` could not be started.
    #[error("npm could not be started ({0}); install it (Debian: apt-get install npm)")]
    NpmMissing(std::io::Error),
    /// `npm ci` failed.
    #[error("`npm ci` failed in {} ({status}):\n{message}", .dir.display())]
    Failed {
        /// The folder.
        dir: PathBuf,
        /// npm's exit status.
        status: std::process::ExitStatus,
        /// The first lines npm printed on stderr (the reason comes first).
        message: String,
    },
    /// A file could not be read or written.
    #[error("{}: {source}", .path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
}

/// What [`ensure_installed`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum NpmAction {
    /// node_modules matched the lock file.
    UpToDate,
    /// `npm ci` ran.
    Installed,
}

/// Options of `npm ci`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct CiOptions {
    /// `--omit=dev`: runtime dependencies only.
    pub omit_dev: bool,
}

impl CiOptions {
    /// Runtime dependencies only (`--omit=dev`).
    pub fn runtime_only() -> Self {
        Self { omit_dev: true }
    }
}

/// True when `node --version` answers.
pub fn node_available() -> bool {
    Command::new("node").arg("--version").output().is_ok_and(|o| o.status.success())
}

/// Serializes installs between the threads of this process (a file lock is per open file
/// description, so two threads of one process could both hold it through two files).
static IN_PROCESS: Mutex<()> = Mutex::new(());

/// Installs the npm dependencies of `dir` unless they match its lock file; waits for an
/// install of the same folder running elsewhere. `log` hears `installing <what>: npm ci in
/// <dir>` when it installs (`what`: "the theme's npm dependencies", say).
pub fn ensure_installed(dir: &Path, what: &str, options: CiOptions, log: &mut dyn FnMut(&str)) -> Result<NpmAction, NpmError> {
    let hash = lock_hash(dir)?;
    if is_up_to_date(dir, &hash) {
        return Ok(NpmAction::UpToDate);
    }
    let _thread = IN_PROCESS.lock().unwrap_or_else(|e| e.into_inner());
    let _process = lock_folder(dir)?;
    if is_up_to_date(dir, &hash) {
        return Ok(NpmAction::UpToDate);
    }
    if !node_available() {
        return Err(NpmError::NodeMissing);
    }
    log(&format!("installing {what}: npm ci in {}", dir.display()));
    run_ci(dir, options)?;
    let modules = dir.join("node_modules");
    std::fs::create_dir_all(&modules).map_err(|source| NpmError::Io { path: modules, source })?;
    let stamp = dir.join(STAMP);
    std::fs::write(&stamp, &hash).map_err(|source| NpmError::Io { path: stamp, source })?;
    Ok(NpmAction::Installed)
}

/// Runs `npm ci` in `dir` (no audit, no funding messages), with no lock and no stamp: for a
/// folder the caller owns alone (a fresh temporary one).
pub fn run_ci(dir: &Path, options: CiOptions) -> Result<(), NpmError> {
    let mut command = Command::new("npm");
    command.args(["ci", "--no-audit", "--no-fund", "--loglevel=error"]);
    if options.omit_dev {
        command.arg("--omit=dev");
    }
    let output = command.current_dir(dir).output().map_err(NpmError::NpmMissing)?;
    if output.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    // npm puts the reason first and its usage text after it
    let head: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty() && l.trim() != "npm error").take(6).collect();
    Err(NpmError::Failed { dir: dir.to_path_buf(), status: output.status, message: head.join("\n") })
}

fn lock_hash(dir: &Path) -> Result<String, NpmError> {
    let lock = dir.join("package-lock.json");
    let bytes = std::fs::read(&lock).map_err(|source| NpmError::Io { path: lock, source })?;
    Ok(hex::encode(Sha256::digest(&bytes)))
}

fn is_up_to_date(dir: &Path, hash: &str) -> bool {
    std::fs::read_to_string(dir.join(STAMP)).is_ok_and(|s| s.trim() == hash)
}

/// An exclusive lock for installs of `dir`, held until dropped: a file in the temp folder
/// named by the folder's path (nothing is written into the folder itself).
fn lock_folder(dir: &Path) -> Result<File, NpmError> {
    let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    let name = hex::encode(&Sha256::digest(absolute.to_string_lossy().as_bytes())[..8]);
    let path = std::env::temp_dir().join(format!("ferrosaurus-npm-{name}.lock"));
    let file = File::create(&path).map_err(|source| NpmError::Io { path: path.clone(), source })?;
    file.lock().map_err(|source| NpmError::Io { path, source })?;
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stamp_matching_the_lock_file_means_up_to_date_without_running_npm() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("package-lock.json"), "{\"lockfileVersion\": 3}").unwrap();
        std::fs::create_dir_all(dir.path().join("node_modules")).unwrap();
        let hash = lock_hash(dir.path()).unwrap();
        std::fs::write(dir.path().join(STAMP), &hash).unwrap();
        let action = ensure_installed(dir.path(), "t", CiOptions::default(), &mut |m| panic!("nothing to install: {m}")).unwrap();
        assert_eq!(action, NpmAction::UpToDate);
    }

    #[test]
    fn a_missing_lock_file_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let error = ensure_installed(dir.path(), "t", CiOptions::default(), &mut |_| {}).unwrap_err().to_string();
        assert!(error.contains("package-lock.json"), "{error}");
    }

    #[test]
    fn concurrent_installs_of_one_folder_run_npm_once() {
        if !node_available() {
            panic!("this test needs node and npm on PATH");
        }
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("package.json"), r#"{"name": "t", "version": "1.0.0", "private": true}"#).unwrap();
        std::fs::write(dir.path().join("package-lock.json"), r#"{"name": "t", "version": "1.0.0", "lockfileVersion": 3, "requires": true, "packages": {"": {"name": "t", "version": "1.0.0"}}}"#).unwrap();
        let installs = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..4 {
                scope.spawn(|| {
                    let action = ensure_installed(dir.path(), "t", CiOptions::default(), &mut |_| {}).unwrap();
                    if action == NpmAction::Installed {
                        installs.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    }
                });
            }
        });
        assert_eq!(installs.into_inner(), 1);
    }
}
