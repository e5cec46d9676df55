//! What ferrosaurus's tests share (a dev-dependency only, never part of a build).
//!
//! - [`ensure_chromium`]: the browser tests drive Debian's `chromium` with playwright-core and
//!   never download a browser; on a fresh machine the first test that needs it installs the
//!   Debian package. Test binaries run their tests in parallel threads and cargo runs several
//!   binaries, so the install is done once, under a lock, and every other caller waits for it
//!   (two `apt-get` at once fail on dpkg's lock).
//! - [`ensure_debian_program`]: the same for a program of another Debian package (the code
//!   samples' language tools: `php`, `ruby`, `mcs`).
//! - [`copy_tree`]: a fixture site copied into a temp folder so a test can change it.
//!
//! ```no_run
//! let chromium = ferrosaurus_test_support::ensure_chromium();
//! assert!(chromium.is_file());
//! ```

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// Where Debian puts chromium.
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// Serializes the install between the threads of one test binary.
static INSTALL: Mutex<()> = Mutex::new(());

/// The chromium executable (`$CHROMIUM_PATH`, else Debian's), installed with apt-get when
/// missing. Panics with what to install when that fails: a browser test never passes unchecked.
pub fn ensure_chromium() -> PathBuf {
    if let Some(path) = std::env::var_os("CHROMIUM_PATH") {
        return PathBuf::from(path);
    }
    let path = PathBuf::from(CHROMIUM);
    apt_install("chromium", "the browser tests", Recommends::Install, || path.is_file().then(|| path.clone()))
}

/// A program of a Debian package (`php` of `php-cli`): found on `PATH`, else the package is
/// installed with apt-get, as [`ensure_chromium`] installs chromium (once, under the same
/// locks). Panics with what to install when that fails: a test that needs the program never
/// passes without it.
///
/// ```no_run
/// let php = ferrosaurus_test_support::ensure_debian_program("php", "php-cli");
/// assert!(php.is_file());
/// ```
pub fn ensure_debian_program(program: &str, package: &str) -> PathBuf {
    apt_install(package, &format!("`{program}`"), Recommends::Skip, || find_program(program))
}

/// `program` in a folder of `PATH`.
fn find_program(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(program)).find(|p| p.is_file())
}

/// Whether apt-get installs a package's recommended packages too.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Recommends {
    /// As apt-get does by default (chromium's fonts and sandbox).
    Install,
    /// `--no-install-recommends`: the program alone.
    Skip,
}

/// What `found` gives, after installing the Debian `package` when it gives nothing at first.
fn apt_install(package: &str, needed_by: &str, recommends: Recommends, found: impl Fn() -> Option<PathBuf>) -> PathBuf {
    if let Some(path) = found() {
        return path;
    }
    let _thread = INSTALL.lock().unwrap_or_else(|e| e.into_inner());
    // and between test binaries (cargo runs them one after another, but other tools may not)
    let lock_path = std::env::temp_dir().join("ferrosaurus-chromium-install.lock");
    let lock = File::create(&lock_path).unwrap_or_else(|e| panic!("{}: {e}", lock_path.display()));
    lock.lock().unwrap_or_else(|e| panic!("locking {}: {e}", lock_path.display()));
    if let Some(path) = found() {
        return path;
    }
    eprintln!("installing Debian's {package} (apt-get) for {needed_by}");
    // DPkg::Lock::Timeout: wait for an apt run of another program instead of failing at once
    let only = if recommends == Recommends::Skip { " --no-install-recommends" } else { "" };
    let script = format!(
        "apt-get -o DPkg::Lock::Timeout=600 update -qq && \
         DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq{only} {package}"
    );
    let status = Command::new("sh").args(["-c", &script]).status();
    match found() {
        Some(path) if status.is_ok_and(|s| s.success()) => path,
        _ => panic!("installing {package} with apt-get failed: install the Debian package `{package}` for {needed_by}"),
    }
}

/// Writes `contents` to `root/rel`, creating the folders on the way: how a test lays out a small
/// site in a temp folder.
pub fn write_file(root: &Path, rel: &str, contents: impl AsRef<[u8]>) {
    let path = root.join(rel);
    std::fs::create_dir_all(path.parent().expect("a file inside root")).unwrap_or_else(|e| panic!("creating the folder of {}: {e}", path.display()));
    std::fs::write(&path, contents).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
}

/// Copies the folder `from` into `to` (created), skipping entries whose file name is in `skip`
/// (such as `node_modules` or `build`).
pub fn copy_tree(from: &Path, to: &Path, skip: &[&str]) {
    let walk = walkdir::WalkDir::new(from).into_iter().filter_entry(|e| e.depth() == 0 || !skip.iter().any(|s| e.file_name() == *s));
    for entry in walk {
        let entry = entry.unwrap_or_else(|e| panic!("reading {}: {e}", from.display()));
        let target = to.join(entry.path().strip_prefix(from).expect("inside the walked folder"));
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
        } else {
            std::fs::copy(entry.path(), &target).unwrap_or_else(|e| panic!("copying {}: {e}", entry.path().display()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copy_tree_copies_nested_files_and_skips_named_entries() {
        let from = std::env::temp_dir().join(format!("fts-from-{}", std::process::id()));
        let to = std::env::temp_dir().join(format!("fts-to-{}", std::process::id()));
        std::fs::create_dir_all(from.join("a/b")).unwrap();
        std::fs::create_dir_all(from.join("node_modules/x")).unwrap();
        std::fs::write(from.join("a/b/c.md"), "c").unwrap();
        std::fs::write(from.join("node_modules/x/i.js"), "i").unwrap();
        copy_tree(&from, &to, &["node_modules"]);
        assert_eq!(std::fs::read_to_string(to.join("a/b/c.md")).unwrap(), "c");
        assert!(!to.join("node_modules").exists());
        std::fs::remove_dir_all(&from).unwrap();
        std::fs::remove_dir_all(&to).unwrap();
    }
}
