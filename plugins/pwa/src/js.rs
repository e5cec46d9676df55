//! The plugin's browser code ships inside this crate: `js/` (the worker, the registration, the
//! reload popup, `package.json` and `package-lock.json` with the Workbox packages) is embedded
//! at compile time and written once into a cache folder per content version, where
//! `npm ci --omit=dev` installs Workbox. So a `ferrosaurus` binary works from anywhere.
//!
//! Why embed the sources rather than a pre-bundled `sw.js`: the worker must be bundled per site
//! anyway (its precache list and the site's `swCustom` module go into it), and the registration
//! is bundled into the site's client bundle with `@theme/PwaReloadPopup`, which a site may
//! swizzle; a committed bundle would also be a generated file that goes stale.

use std::path::{Path, PathBuf};

use include_dir::{include_dir, Dir};
use sha2::{Digest, Sha256};

use crate::PwaError;

static THEME: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/js/theme");
const FILES: &[(&str, &str)] = &[
    ("package.json", include_str!("../js/package.json")),
    ("package-lock.json", include_str!("../js/package-lock.json")),
    ("sw.js", include_str!("../js/sw.js")),
    ("registerSw.js", include_str!("../js/registerSw.js")),
    ("renderReloadPopup.js", include_str!("../js/renderReloadPopup.js")),
];

/// Marks a folder whose files are written and whose packages are installed.
const COMPLETE: &str = ".ferrosaurus-pwa-complete";

/// The default cache root: `$FERROSAURUS_CACHE_DIR`, else `$XDG_CACHE_HOME/ferrosaurus`, else
/// `~/.cache/ferrosaurus` (the folder the build keeps its theme in).
pub fn default_cache_root() -> PathBuf {
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

/// Every embedded file as (path relative to the js folder, bytes), sorted.
fn embedded_files() -> Vec<(String, &'static [u8])> {
    fn walk(dir: &'static Dir<'static>, out: &mut Vec<(String, &'static [u8])>) {
        for f in dir.files() {
            out.push((format!("theme/{}", f.path().to_string_lossy()), f.contents()));
        }
        for d in dir.dirs() {
            walk(d, out);
        }
    }
    let mut out: Vec<(String, &'static [u8])> = FILES.iter().map(|(p, s)| (p.to_string(), s.as_bytes())).collect();
    walk(&THEME, &mut out);
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn version_hash(files: &[(String, &[u8])]) -> String {
    let mut h = Sha256::new();
    for (path, bytes) in files {
        h.update(path.as_bytes());
        h.update([0]);
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    }
    hex::encode(h.finalize())[..16].to_string()
}

/// Writes the embedded js folder under `root` (once per content version) and installs its
/// packages; gives the folder.
pub fn install_into(root: &Path, log: &mut dyn FnMut(&str)) -> Result<PathBuf, PwaError> {
    let files = embedded_files();
    let dir = root.join(format!("plugin-pwa-{}-{}", env!("CARGO_PKG_VERSION"), version_hash(&files)));
    if dir.join(COMPLETE).is_file() {
        return Ok(dir);
    }
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| PwaError::Io { path, source }
    };
    log(&format!("installing the PWA plugin's Workbox packages into {}", dir.display()));
    std::fs::create_dir_all(root).map_err(io(root))?;
    let scratch = tempfile::Builder::new().prefix(".plugin-pwa-").tempdir_in(root).map_err(io(root))?;
    for (rel, bytes) in &files {
        let path = scratch.path().join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(io(parent))?;
        }
        std::fs::write(&path, bytes).map_err(io(&path))?;
    }
    npm_ci(scratch.path())?;
    std::fs::write(scratch.path().join(COMPLETE), b"").map_err(io(scratch.path()))?;
    let scratch = scratch.keep();
    if std::fs::rename(&scratch, &dir).is_err() {
        // another build installed the same version meanwhile
        let _ = std::fs::remove_dir_all(&scratch);
        if !dir.join(COMPLETE).is_file() {
            return Err(PwaError::Install { dir, message: "the folder exists but is incomplete: remove it and build again".into() });
        }
    }
    Ok(dir)
}

fn npm_ci(dir: &Path) -> Result<(), PwaError> {
    ferrosaurus_npm::run_ci(dir, ferrosaurus_npm::CiOptions::runtime_only()).map_err(|e| PwaError::Install { dir: dir.to_path_buf(), message: e.to_string() })
}

/// Writes `contents` to `dir/<prefix>-<hash of contents>.js` (atomically, once) and gives the
/// path: builds of different sites can share the folder, since equal names mean equal bytes.
pub(crate) fn write_generated(dir: &Path, prefix: &str, contents: &str) -> Result<PathBuf, PwaError> {
    let generated = dir.join("generated");
    let path = generated.join(format!("{prefix}-{}.js", &hex::encode(Sha256::digest(contents.as_bytes()))[..16]));
    if path.is_file() {
        return Ok(path);
    }
    std::fs::create_dir_all(&generated).map_err(|source| PwaError::Io { path: generated.clone(), source })?;
    let mut file = tempfile::NamedTempFile::new_in(&generated).map_err(|source| PwaError::Io { path: generated.clone(), source })?;
    std::io::Write::write_all(&mut file, contents.as_bytes()).map_err(|source| PwaError::Io { path: path.clone(), source })?;
    file.persist(&path).map_err(|e| PwaError::Io { path: path.clone(), source: e.error })?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_folder_holds_the_worker_the_registration_and_the_popup() {
        let files = embedded_files();
        let names: Vec<&str> = files.iter().map(|(p, _)| p.as_str()).collect();
        for expected in ["package-lock.json", "sw.js", "registerSw.js", "renderReloadPopup.js", "theme/PwaReloadPopup/index.tsx", "theme/PwaReloadPopup/styles.module.css"] {
            assert!(names.contains(&expected), "{expected} missing from {names:?}");
        }
        assert!(!names.iter().any(|n| n.contains("node_modules")), "{names:?}");
        assert_eq!(version_hash(&files), version_hash(&embedded_files()));
    }

    #[test]
    fn generated_files_are_named_by_their_contents() {
        let dir = tempfile::tempdir().unwrap();
        let a = write_generated(dir.path(), "register", "a").unwrap();
        assert_eq!(write_generated(dir.path(), "register", "a").unwrap(), a);
        assert_ne!(write_generated(dir.path(), "register", "b").unwrap(), a);
        assert_eq!(std::fs::read_to_string(a).unwrap(), "a");
    }
}
