//! The React theme ships inside this crate: its sources, `package.json` and
//! `package-lock.json` are embedded at compile time and written once into a cache folder per
//! theme version (`$FERROSAURUS_CACHE_DIR`, else `$XDG_CACHE_HOME/ferrosaurus`, else
//! `~/.cache/ferrosaurus`), where its npm packages are installed. So a `ferrosaurus` binary or
//! a program that depends on the crates works from anywhere, not only from this repository.
//!
//! Theme versions with the same lock file share one `node_modules` folder, so changing a
//! theme component does not install the packages again.

use std::path::{Path, PathBuf};

use include_dir::{include_dir, Dir};
use sha2::{Digest, Sha256};

use crate::BuildError;

static THEME_SOURCES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/../../theme/src");
const PACKAGE_JSON: &str = include_str!("../../../theme/package.json");
const PACKAGE_LOCK: &str = include_str!("../../../theme/package-lock.json");
const TSCONFIG: &str = include_str!("../../../theme/tsconfig.json");

/// Marks a theme folder whose files are all written.
const COMPLETE: &str = ".ferrosaurus-theme-complete";

/// The cache root for theme folders.
pub fn cache_root() -> PathBuf {
    if let Some(dir) = std::env::var_os("FERROSAURUS_CACHE_DIR") {
        return PathBuf::from(dir);
    }
    if let Some(dir) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(dir).join("ferrosaurus");
    }
    match std::env::var_os("HOME") {
        Some(home) => PathBuf::from(home).join(".cache/ferrosaurus"),
        None => std::env::temp_dir().join("ferrosaurus-cache"),
    }
}

/// Every embedded file as (path relative to the theme folder, bytes), sorted.
fn embedded_files() -> Vec<(String, &'static [u8])> {
    fn walk(dir: &'static Dir<'static>, out: &mut Vec<(String, &'static [u8])>) {
        for f in dir.files() {
            out.push((format!("src/{}", f.path().to_string_lossy()), f.contents()));
        }
        for d in dir.dirs() {
            walk(d, out);
        }
    }
    let mut out = vec![
        ("package.json".to_string(), PACKAGE_JSON.as_bytes()),
        ("package-lock.json".to_string(), PACKAGE_LOCK.as_bytes()),
        ("tsconfig.json".to_string(), TSCONFIG.as_bytes()),
    ];
    walk(&THEME_SOURCES, &mut out);
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn short_hash(parts: &[(String, &[u8])]) -> String {
    let mut h = Sha256::new();
    for (path, bytes) in parts {
        h.update(path.as_bytes());
        h.update([0]);
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    }
    hex::encode(h.finalize())[..16].to_string()
}

/// Writes the embedded theme into its cache folder (once) and links the shared
/// `node_modules` for its lock file; returns the theme folder.
pub fn install_embedded(log: &mut dyn FnMut(&str)) -> Result<PathBuf, BuildError> {
    install_embedded_into(&cache_root(), log)
}

/// [`install_embedded`] under an explicit cache root.
pub fn install_embedded_into(root: &Path, log: &mut dyn FnMut(&str)) -> Result<PathBuf, BuildError> {
    let files = embedded_files();
    let dir = root.join(format!("theme-{}-{}", env!("CARGO_PKG_VERSION"), short_hash(&files)));
    let fail = |message: String| BuildError::Theme { dir: dir.clone(), message };
    std::fs::create_dir_all(root).map_err(|e| fail(e.to_string()))?;
    // builds running at once (tests, CI jobs) install one at a time: the second finds it done
    let lock = std::fs::File::create(root.join(".install.lock")).map_err(|e| fail(e.to_string()))?;
    lock.lock().map_err(|e| fail(format!("locking the theme cache: {e}")))?;
    if !dir.join(COMPLETE).is_file() {
        log(&format!("installing the ferrosaurus theme into {}", dir.display()));
        std::fs::create_dir_all(root).map_err(|e| fail(e.to_string()))?;
        let scratch = tempfile::Builder::new().prefix(".theme-").tempdir_in(root).map_err(|e| fail(e.to_string()))?;
        for (rel, bytes) in &files {
            let path = scratch.path().join(rel);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).map_err(|e| fail(e.to_string()))?;
            }
            std::fs::write(&path, bytes).map_err(|e| fail(format!("{}: {e}", path.display())))?;
        }
        std::fs::write(scratch.path().join(COMPLETE), b"").map_err(|e| fail(e.to_string()))?;
        let scratch = scratch.keep();
        if std::fs::rename(&scratch, &dir).is_err() {
            // another build installed the same version meanwhile
            let _ = std::fs::remove_dir_all(&scratch);
            if !dir.join(COMPLETE).is_file() {
                return Err(fail("the folder exists but is incomplete: remove it and build again".into()));
            }
        }
    }
    link_node_modules(root, &dir, log)?;
    Ok(dir)
}

/// `node_modules` of a theme folder is a link to `node_modules-<lock hash>` in the cache root,
/// installed there with `npm ci` the first time.
fn link_node_modules(root: &Path, dir: &Path, log: &mut dyn FnMut(&str)) -> Result<(), BuildError> {
    let lock = hex::encode(Sha256::digest(PACKAGE_LOCK.as_bytes()));
    let shared = root.join(format!("node_modules-{}", &lock[..16]));
    let link = dir.join("node_modules");
    let fail = |message: String| BuildError::Theme { dir: dir.to_path_buf(), message };
    if link.exists() {
        return Ok(());
    }
    if !shared.is_dir() {
        crate::npm::ensure_installed(dir, log)?;
        std::fs::rename(&link, &shared).map_err(|e| fail(e.to_string()))?;
    }
    #[cfg(unix)]
    std::os::unix::fs::symlink(&shared, &link).map_err(|e| fail(e.to_string()))?;
    #[cfg(not(unix))]
    return Err(fail("sharing node_modules needs symlinks (unix)".into()));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_theme_holds_the_entries_and_the_lock_file() {
        let files = embedded_files();
        let names: Vec<&str> = files.iter().map(|(p, _)| p.as_str()).collect();
        for expected in ["package.json", "package-lock.json", "src/client/entry.tsx", "src/server/entry.tsx", "src/theme/Navbar/index.tsx"] {
            assert!(names.contains(&expected), "{expected} missing from {} files", names.len());
        }
        assert_eq!(short_hash(&files), short_hash(&embedded_files()), "the version hash is stable");
    }
}
