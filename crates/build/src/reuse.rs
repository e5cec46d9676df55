//! Pages of the previous build reused as they are (issue 15, incremental builds).
//!
//! A page's HTML is a function of its SSR request (its page data and asset URLs), the server
//! bundle, the shared data the workers hold (globals, its sidebar) and the tags injected into
//! every page. The build hashes those into a key per page; when the previous build wrote the
//! same key at the same path, the file is hard-linked from the previous output into the
//! staging folder (copied where a link is not possible) instead of being rendered again. A
//! site where one doc changed renders that doc (and the pages that show its title) alone.
//!
//! What the previous build wrote is recorded in a manifest in the site's cache folder
//! (`node_modules/.cache/ferrosaurus/`, one manifest per output folder): each HTML file with
//! its key, size and modification time, so a file changed or replaced by hand since is
//! rendered again. The manifest is removed before an output is published and written after,
//! so it never describes an output it did not see. `--no-cache` renders every page (and
//! records the new output for the next build).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::output::Staging;
use crate::BuildError;

/// The site's cache folder, as Docusaurus keeps its own (`node_modules/.cache`).
const CACHE_DIR: &str = "node_modules/.cache/ferrosaurus";

/// Bumped when what goes into a key changes, so older manifests match nothing.
const MANIFEST_VERSION: u32 = 1;

/// The hash of everything one page's HTML is made of.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct PageKey(String);

/// The parts of a key every page shares: the server bundle and the injected tags.
pub(crate) struct SiteKey {
    hasher: Sha256,
}

impl SiteKey {
    /// From the server bundle's code and the HTML injected into every page.
    pub(crate) fn new(server_js: &str, injected: &str) -> Self {
        let mut hasher = Sha256::new();
        hasher.update(env!("CARGO_PKG_VERSION").as_bytes());
        for part in [server_js, injected] {
            hasher.update((part.len() as u64).to_le_bytes());
            hasher.update(part.as_bytes());
        }
        Self { hasher }
    }

    /// A page's key: these shared parts, the shared data its request refers to (each named by
    /// its content hash) and the request itself.
    pub(crate) fn page(&self, shared: &[&str], request: &str) -> PageKey {
        let mut hasher = self.hasher.clone();
        for part in shared.iter().copied().chain([request]) {
            hasher.update((part.len() as u64).to_le_bytes());
            hasher.update(part.as_bytes());
        }
        PageKey(hex::encode(hasher.finalize()))
    }
}

/// One HTML file of an output as a build wrote it.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Written {
    key: PageKey,
    size: u64,
    modified_ns: u128,
}

/// What a build wrote into an output folder.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Manifest {
    version: u32,
    /// The output folder it describes.
    out_dir: PathBuf,
    /// HTML files by output path.
    pages: HashMap<String, Written>,
}

/// The previous build's pages and the pages of this one, recorded as they are written.
pub(crate) struct PageReuse {
    manifest_path: Option<PathBuf>,
    out_dir: PathBuf,
    previous: HashMap<String, Written>,
    next: HashMap<String, Written>,
    /// Pages linked from the previous output.
    pub(crate) reused: usize,
}

impl PageReuse {
    /// The previous build's record of `out_dir`, unless `use_previous` is false (`--no-cache`);
    /// either way this build's pages are recorded for the next one.
    pub(crate) fn load(site_dir: &Path, out_dir: &Path, use_previous: bool) -> Self {
        let manifest_path = manifest_path(site_dir, out_dir);
        let previous = manifest_path
            .as_ref()
            .filter(|_| use_previous)
            .and_then(|path| std::fs::read(path).ok())
            .and_then(|bytes| serde_json::from_slice::<Manifest>(&bytes).ok())
            .filter(|m| m.version == MANIFEST_VERSION && m.out_dir == out_dir)
            .map(|m| m.pages)
            .unwrap_or_default();
        Self { manifest_path, out_dir: out_dir.to_path_buf(), previous, next: HashMap::new(), reused: 0 }
    }

    /// Puts the previous build's file for `html_path` into the staging folder when it was made
    /// from `key` and is still as that build left it; true when it did.
    pub(crate) fn reuse(&mut self, staging: &mut Staging, html_path: &str, key: &PageKey) -> Result<bool, BuildError> {
        let Some(written) = self.previous.get(html_path).filter(|w| &w.key == key) else { return Ok(false) };
        let from = self.out_dir.join(html_path);
        if stat(&from).is_none_or(|(size, modified_ns)| size != written.size || modified_ns != written.modified_ns) {
            return Ok(false);
        }
        staging.link(html_path, &from)?;
        self.next.insert(html_path.to_string(), written.clone());
        self.reused += 1;
        Ok(true)
    }

    /// Records a page this build rendered and wrote into `staging`.
    pub(crate) fn record(&mut self, staging: &Staging, html_path: &str, key: PageKey) {
        let Ok(path) = staging.path_for(html_path) else { return };
        if let Some((size, modified_ns)) = stat(&path) {
            self.next.insert(html_path.to_string(), Written { key, size, modified_ns });
        }
    }

    /// Removes the record before an output is published (a build stopped between publishing
    /// and [`PageReuse::save`] leaves no record of an output it did not describe).
    pub(crate) fn forget_previous(&self) {
        if let Some(path) = &self.manifest_path {
            let _ = std::fs::remove_file(path);
        }
    }

    /// Records this build's pages for the next build (after the output is published: the
    /// files keep their size and time when the staging folder is renamed). A cache folder
    /// that cannot be written only costs the next build its reuse.
    pub(crate) fn save(self) {
        let Some(path) = self.manifest_path else { return };
        let manifest = Manifest { version: MANIFEST_VERSION, out_dir: self.out_dir, pages: self.next };
        let Ok(json) = serde_json::to_vec(&manifest) else { return };
        let Some(dir) = path.parent() else { return };
        if std::fs::create_dir_all(dir).is_err() {
            return;
        }
        if let Ok(mut file) = tempfile::NamedTempFile::new_in(dir) {
            use std::io::Write as _;
            if file.write_all(&json).is_ok() {
                let _ = file.persist(&path);
            }
        }
    }
}

/// The manifest of `out_dir`: `<site>/node_modules/.cache/ferrosaurus/pages-<hash of the
/// output folder's path>.json`.
fn manifest_path(site_dir: &Path, out_dir: &Path) -> Option<PathBuf> {
    let name = hex::encode(&Sha256::digest(out_dir.to_string_lossy().as_bytes())[..8]);
    Some(site_dir.join(CACHE_DIR).join(format!("pages-{name}.json")))
}

/// Size and modification time (nanoseconds since the epoch) of a file.
fn stat(path: &Path) -> Option<(u64, u128)> {
    let metadata = std::fs::metadata(path).ok().filter(std::fs::Metadata::is_file)?;
    let modified = metadata.modified().ok()?.duration_since(UNIX_EPOCH).ok()?.as_nanos();
    Some((metadata.len(), modified))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_changes_with_each_part() {
        let site = SiteKey::new("server", "<meta>");
        let key = site.page(&["globals-1", "sidebar-1"], "{page}");
        assert_eq!(key, SiteKey::new("server", "<meta>").page(&["globals-1", "sidebar-1"], "{page}"));
        assert_ne!(key, SiteKey::new("server2", "<meta>").page(&["globals-1", "sidebar-1"], "{page}"));
        assert_ne!(key, SiteKey::new("server", "").page(&["globals-1", "sidebar-1"], "{page}"));
        assert_ne!(key, site.page(&["globals-2", "sidebar-1"], "{page}"));
        assert_ne!(key, site.page(&["globals-1"], "{page}"));
        assert_ne!(key, site.page(&["globals-1", "sidebar-1"], "{page2}"));
        assert_ne!(site.page(&["ab", "c"], ""), site.page(&["a", "bc"], ""), "parts are delimited");
    }

    #[test]
    fn a_page_is_reused_only_with_its_key_and_untouched_file() {
        let site = tempfile::tempdir().unwrap();
        let out = site.path().join("build");
        std::fs::create_dir_all(&out).unwrap();
        let key = SiteKey::new("s", "").page(&[], "r");
        {
            let mut staging = Staging::new(&out).unwrap();
            staging.write("a.html", b"<html>a</html>").unwrap();
            staging.write("b.html", b"<html>b</html>").unwrap();
            let mut reuse = PageReuse::load(site.path(), &out, true);
            reuse.record(&staging, "a.html", key.clone());
            reuse.record(&staging, "b.html", key.clone());
            reuse.forget_previous();
            staging.commit().unwrap();
            reuse.save();
        }
        std::fs::write(out.join("b.html"), b"<html>edited by hand</html>").unwrap();
        let mut staging = Staging::new(&out).unwrap();
        let mut reuse = PageReuse::load(site.path(), &out, true);
        assert!(reuse.reuse(&mut staging, "a.html", &key).unwrap(), "same key, untouched file");
        assert!(!reuse.reuse(&mut staging, "b.html", &key).unwrap(), "the file changed since");
        assert!(!reuse.reuse(&mut staging, "a.html", &SiteKey::new("s", "").page(&[], "r2")).unwrap(), "another key");
        assert_eq!(std::fs::read(staging.dir().join("a.html")).unwrap(), b"<html>a</html>");
        assert_eq!(reuse.reused, 1);
        let mut no_cache = PageReuse::load(site.path(), &out, false);
        assert!(!no_cache.reuse(&mut staging, "a.html", &key).unwrap(), "--no-cache reuses nothing");
    }
}
