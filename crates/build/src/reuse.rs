//! Pages of earlier builds reused as they are (issue 15, incremental builds).
//!
//! A page's HTML is a function of its SSR request (its page data and asset URLs), the server
//! bundle, the shared data the workers hold (globals, its sidebar) and the tags injected into
//! every page. The build hashes those into a key per page; a page whose key an earlier build
//! wrote at the same path is not rendered again. A site where one doc changed renders that doc
//! (and the pages that show its title) alone.
//!
//! Two earlier outputs can give a page: the build writes into the output of two builds ago,
//! recycled (see [`Staging::recycling`]: deleting an output is what is slow on a file system
//! that discards freed blocks), and a file there with the right key is kept as it is; else the
//! previous build's file (the current output) with the right key is copied. Each output is
//! described by a manifest in the site's cache folder (`node_modules/.cache/ferrosaurus/
//! output-<hash of the output folder>/`, beside the recycled folder): each HTML file with its
//! key, size and modification time, so a file changed by hand since is rendered again.
//! `--no-cache` renders every page (and records the new output for the next build).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::output::Staging;
use crate::BuildError;

/// Bumped when what goes into a key or a record changes, so older manifests match nothing.
const MANIFEST_VERSION: u32 = 2;

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
        hasher.update(ferrosaurus_core::hash::program_identity().as_bytes());
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
    /// The `<a href>` values the link check left out (written by a component, not reported by
    /// `Link`); `None` when the links were not checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    unchecked_links: Option<Vec<String>>,
}

/// What a build knows of a page it takes from an earlier output.
pub(crate) struct ReusedPage {
    /// [`Written::unchecked_links`] of the earlier build.
    pub(crate) unchecked_links: Option<Vec<String>>,
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

impl Manifest {
    fn read(path: &Path, out_dir: &Path) -> HashMap<String, Written> {
        std::fs::read(path)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<Manifest>(&bytes).ok())
            .filter(|m| m.version == MANIFEST_VERSION && m.out_dir == out_dir)
            .map(|m| m.pages)
            .unwrap_or_default()
    }
}

/// The earlier builds' pages and the pages of this one, recorded as they are written.
pub(crate) struct PageReuse {
    /// `<site>/node_modules/.cache/ferrosaurus/output-<hash>`: manifests and the recycled folder.
    folder: PathBuf,
    out_dir: PathBuf,
    /// The pages of the output two builds ago (the recycled folder), as that build wrote them.
    recycled: HashMap<String, Written>,
    /// The pages of the current output, as the previous build wrote them.
    current: HashMap<String, Written>,
    next: HashMap<String, Written>,
    /// Pages taken from an earlier output.
    pub(crate) reused: usize,
}

impl PageReuse {
    /// The earlier builds' records of `out_dir`, unless `use_earlier` is false (`--no-cache`);
    /// either way this build's pages are recorded for the next one.
    pub(crate) fn load(site_dir: &Path, out_dir: &Path, use_earlier: bool) -> Self {
        let name = hex::encode(&Sha256::digest(out_dir.to_string_lossy().as_bytes())[..8]);
        let cache = crate::site_cache_dir(site_dir);
        forget_gone_outputs(&cache);
        let folder = cache.join(format!("output-{name}"));
        let read = |file: &str| if use_earlier { Manifest::read(&folder.join(file), out_dir) } else { HashMap::new() };
        let (recycled, current) = (read(RECYCLED_MANIFEST), read(CURRENT_MANIFEST));
        Self { folder, out_dir: out_dir.to_path_buf(), recycled, current, next: HashMap::new(), reused: 0 }
    }

    /// The staging folder of this build: the recycled output when there is one.
    pub(crate) fn staging(&self) -> Result<Staging, BuildError> {
        // the recycled folder is about to change: its record goes first
        let _ = std::fs::remove_file(self.folder.join(RECYCLED_MANIFEST));
        Staging::recycling(&self.out_dir, &self.folder.join("recycled"))
    }

    /// Puts an earlier build's file for `html_path` in place when it was made from `key` and is
    /// still as that build left it: kept in the recycled folder, else copied from the current
    /// output. `None` when there is none.
    pub(crate) fn reuse(&mut self, staging: &mut Staging, html_path: &str, key: &PageKey) -> Result<Option<ReusedPage>, BuildError> {
        let unchanged = |written: &Written, path: &Path| stat(path).is_some_and(|(size, modified_ns)| size == written.size && modified_ns == written.modified_ns);
        if let Some(written) = self.recycled.get(html_path).filter(|w| &w.key == key) {
            if unchanged(written, &staging.path_for(html_path)?) {
                staging.keep(html_path)?;
                let reused = ReusedPage { unchecked_links: written.unchecked_links.clone() };
                self.next.insert(html_path.to_string(), written.clone());
                self.reused += 1;
                return Ok(Some(reused));
            }
        }
        if let Some(written) = self.current.get(html_path).filter(|w| &w.key == key) {
            let from = self.out_dir.join(html_path);
            if unchanged(written, &from) {
                let reused = ReusedPage { unchecked_links: written.unchecked_links.clone() };
                staging.copy(html_path, &from)?;
                self.record(staging, html_path, key.clone());
                if let Some(links) = &reused.unchecked_links {
                    self.record_unchecked_links(html_path, links.clone());
                }
                self.reused += 1;
                return Ok(Some(reused));
            }
        }
        Ok(None)
    }

    /// Records a page this build wrote into `staging`.
    pub(crate) fn record(&mut self, staging: &Staging, html_path: &str, key: PageKey) {
        let Ok(path) = staging.path_for(html_path) else { return };
        if let Some((size, modified_ns)) = stat(&path) {
            self.next.insert(html_path.to_string(), Written { key, size, modified_ns, unchecked_links: None });
        }
    }

    /// Records what the link check left out of a page this build wrote or reused.
    pub(crate) fn record_unchecked_links(&mut self, html_path: &str, links: Vec<String>) {
        if let Some(written) = self.next.get_mut(html_path) {
            written.unchecked_links = Some(links);
        }
    }

    /// Publishes `staging` in place of the output and records it: the replaced output becomes
    /// the recycled folder, its record the recycled one. A cache folder that cannot be written
    /// only costs the next build its reuse.
    pub(crate) fn publish(self, staging: Staging) -> Result<(), BuildError> {
        let _ = std::fs::create_dir_all(&self.folder);
        let _ = std::fs::rename(self.folder.join(CURRENT_MANIFEST), self.folder.join(RECYCLED_MANIFEST));
        staging.commit()?;
        // once the output exists: until then another build would take this folder for a gone one's
        let _ = std::fs::write(self.folder.join(OUT_DIR_FILE), self.out_dir.to_string_lossy().as_bytes());
        let manifest = Manifest { version: MANIFEST_VERSION, out_dir: self.out_dir, pages: self.next };
        if let (Ok(json), Ok(mut file)) = (serde_json::to_vec(&manifest), tempfile::NamedTempFile::new_in(&self.folder)) {
            use std::io::Write as _;
            if file.write_all(&json).is_ok() {
                let _ = file.persist(self.folder.join(CURRENT_MANIFEST));
            }
        }
        Ok(())
    }
}

/// The output folder a cache folder records (so a folder whose output is gone can be removed).
const OUT_DIR_FILE: &str = "out-dir";

/// Removes the cache folders of output folders that no longer exist (a temporary `--out-dir`,
/// a renamed output): each holds a manifest and a recycled copy of an output nobody builds
/// into any more. Folders that do not say which output they record are left alone.
fn forget_gone_outputs(cache: &Path) {
    let Ok(entries) = std::fs::read_dir(cache) else { return };
    for entry in entries.flatten() {
        if !entry.file_name().to_string_lossy().starts_with("output-") {
            continue;
        }
        let Ok(out_dir) = std::fs::read_to_string(entry.path().join(OUT_DIR_FILE)) else { continue };
        if !out_dir.is_empty() && !Path::new(&out_dir).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// The record of the current output, in the output's cache folder.
const CURRENT_MANIFEST: &str = "current.json";
/// The record of the recycled folder.
const RECYCLED_MANIFEST: &str = "recycled.json";

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

    /// Builds of `pages` (path -> (key, HTML)) into `out`, reusing what can be: which paths
    /// were reused.
    fn publish(site: &Path, out: &Path, use_earlier: bool, pages: &[(&str, &PageKey, &str)]) -> Vec<String> {
        let mut reuse = PageReuse::load(site, out, use_earlier);
        let mut staging = reuse.staging().unwrap();
        let mut reused = Vec::new();
        for (path, key, html) in pages {
            if reuse.reuse(&mut staging, path, key).unwrap().is_some() {
                reused.push(path.to_string());
            } else {
                staging.write(path, html.as_bytes()).unwrap();
                reuse.record(&staging, path, (*key).clone());
            }
        }
        reuse.publish(staging).unwrap();
        reused
    }

    // The links the check left out of a page (an `<a href>` a component wrote) are kept with
    // it, so a build that reuses the page leaves the same ones out without rendering it.
    #[test]
    fn what_the_link_check_left_out_goes_with_a_reused_page() {
        let site = tempfile::tempdir().unwrap();
        let out = site.path().join("build");
        let key = SiteKey::new("s", "").page(&[], "r");
        let mut unchecked_each_build = Vec::new();
        for build in 0..3 {
            let mut reuse = PageReuse::load(site.path(), &out, true);
            let mut staging = reuse.staging().unwrap();
            let reused = reuse.reuse(&mut staging, "a.html", &key).unwrap();
            unchecked_each_build.push(reused.map(|r| r.unchecked_links));
            if build == 0 {
                staging.write("a.html", b"a").unwrap();
                reuse.record(&staging, "a.html", key.clone());
                reuse.record_unchecked_links("a.html", vec!["/by-a-component".into()]);
            }
            reuse.publish(staging).unwrap();
        }
        let left_out = Some(Some(vec!["/by-a-component".to_string()]));
        // the second build copies the page from the current output, the third keeps the recycled one
        assert_eq!(unchecked_each_build, [None, left_out.clone(), left_out]);
    }

    // Each temporary `--out-dir` (every test build of the site) left a cache folder behind.
    #[test]
    fn the_cache_of_an_output_that_is_gone_is_removed() {
        let site = tempfile::tempdir().unwrap();
        let key = SiteKey::new("s", "").page(&[], "r");
        let (kept, gone) = (site.path().join("build"), site.path().join("tmp-out"));
        for out in [&kept, &gone] {
            publish(site.path(), out, true, &[("a.html", &key, "a")]);
        }
        let folders = || std::fs::read_dir(crate::site_cache_dir(site.path())).unwrap().flatten().filter(|e| e.file_name().to_string_lossy().starts_with("output-")).count();
        assert_eq!(folders(), 2);
        std::fs::remove_dir_all(&gone).unwrap();
        publish(site.path(), &kept, true, &[("a.html", &key, "a")]);
        assert_eq!(folders(), 1, "the folder of the removed output is gone");
    }

    #[test]
    fn a_page_is_reused_only_with_its_key_and_untouched_file() {
        let site = tempfile::tempdir().unwrap();
        let out = site.path().join("build");
        let key = |request: &str| SiteKey::new("s", "").page(&[], request);
        let (k1, k2, k3) = (key("r1"), key("r2"), key("r3"));
        assert!(publish(site.path(), &out, true, &[("a.html", &k1, "a"), ("b.html", &k1, "b"), ("gone.html", &k1, "g")]).is_empty());
        // from the current output (copied); b's file was changed by hand
        std::fs::write(out.join("b.html"), "edited by hand").unwrap();
        let second = publish(site.path(), &out, true, &[("a.html", &k1, "a"), ("b.html", &k1, "b"), ("c.html", &k2, "c")]);
        assert_eq!(second, ["a.html"]);
        // from the recycled folder (the first output, kept in place) or the current one
        let third = publish(site.path(), &out, true, &[("a.html", &k1, "a"), ("b.html", &k1, "b"), ("c.html", &k3, "c2")]);
        assert_eq!(third, ["a.html", "b.html"], "c has another key now");
        assert_eq!(std::fs::read_to_string(out.join("a.html")).unwrap(), "a");
        assert_eq!(std::fs::read_to_string(out.join("b.html")).unwrap(), "b");
        assert_eq!(std::fs::read_to_string(out.join("c.html")).unwrap(), "c2");
        assert!(!out.join("gone.html").exists(), "a page this build did not write is not in its output");
        let cold = publish(site.path(), &out, false, &[("a.html", &k1, "a")]);
        assert!(cold.is_empty(), "--no-cache reuses nothing");
        assert_eq!(std::fs::read_dir(&out).unwrap().count(), 1, "only a.html is left");
    }
}
