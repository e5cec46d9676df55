//! Rendered docs kept between builds (issue 15, incremental builds): rendering Markdown is most
//! of what the docs plugin does, and a doc whose text did not change renders to the same HTML
//! as long as what its links resolve against did not change either.
//!
//! A doc's key is the hash of its file's text and path and of its context: the whole site
//! config (any option may reach the renderer), whether code is highlighted, the version's table of doc permalinks (links
//! between docs resolve against it), its content folders and this program's version. The
//! entry holds the render result and the assets it copies, each with the size and time of
//! its source file (an image edited since makes the entry stale: its URL holds its hash).
//! Entries live in `<cache>/docs/<plugin id>-<version>/` (`docs-unhighlighted/` for a dev
//! session's, [`CodeHighlighting::OnRequest`]), one file each; the entries a build
//! did not use are removed after it (a doc edited since, or gone).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::UNIX_EPOCH;

use ferrosaurus_core::{CodeHighlighting, LoadContext};
use ferrosaurus_markdown::Rendered;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// What an entry holds.
#[derive(Serialize, Deserialize)]
struct Entry {
    rendered: Rendered,
    /// The assets the doc copies: output path, source file, its size and modification time.
    copies: Vec<(String, PathBuf, u64, u128)>,
}

/// The render cache of one docs version.
pub(crate) struct RenderCache {
    /// `None`: nothing is kept (no cache folder, `--no-cache`).
    dir: Option<PathBuf>,
    /// The hash of the context every key of this version shares.
    context: Sha256,
    /// The entries this build used (their file names).
    used: Mutex<HashSet<String>>,
}

impl RenderCache {
    /// The cache of the version named `name` (`<plugin id>-<version>`), for docs whose links
    /// resolve against `permalinks` in `content_dirs`.
    pub(crate) fn open(ctx: &LoadContext<'_>, name: &str, permalinks: &HashMap<PathBuf, String>, content_dirs: &[PathBuf]) -> Self {
        let mut context = Sha256::new();
        let mut part = |bytes: &[u8]| {
            context.update((bytes.len() as u64).to_le_bytes());
            context.update(bytes);
        };
        part(ferrosaurus_core::hash::program_identity().as_bytes());
        part(ctx.site_dir.to_string_lossy().as_bytes());
        part(&[u8::from(ctx.code_highlighting == CodeHighlighting::Now)]);
        part(&serde_json::to_vec(ctx.config).unwrap_or_default());
        let sorted: BTreeMap<&PathBuf, &String> = permalinks.iter().collect();
        for (path, permalink) in sorted {
            part(path.to_string_lossy().as_bytes());
            part(permalink.as_bytes());
        }
        for dir in content_dirs {
            part(dir.to_string_lossy().as_bytes());
        }
        let safe_name: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '.' { c } else { '_' }).collect();
        // a dev session's unhighlighted renders are kept apart: each keeps its own entries
        // (a build removes the entries it did not use)
        let kind = if ctx.code_highlighting == CodeHighlighting::Now { "docs" } else { "docs-unhighlighted" };
        let dir = ctx.cache_dir.map(|cache| cache.join(kind).join(safe_name));
        Self { dir, context, used: Mutex::default() }
    }

    /// The render of the doc at `rel_path` whose file holds `source`: the kept one when its
    /// key and assets are unchanged, else `render()`'s (kept for the next build).
    pub(crate) fn get_or_render(&self, rel_path: &Path, source: &str, render: impl FnOnce() -> (Rendered, Vec<(String, PathBuf)>)) -> (Rendered, Vec<(String, PathBuf)>) {
        let Some(dir) = &self.dir else { return render() };
        let mut hasher = self.context.clone();
        for bytes in [rel_path.to_string_lossy().as_bytes(), source.as_bytes()] {
            hasher.update((bytes.len() as u64).to_le_bytes());
            hasher.update(bytes);
        }
        let file = format!("{}.json", hex::encode(hasher.finalize()));
        self.used.lock().unwrap_or_else(|e| e.into_inner()).insert(file.clone());
        let path = dir.join(&file);
        if let Some(entry) = std::fs::read(&path).ok().and_then(|bytes| serde_json::from_slice::<Entry>(&bytes).ok()) {
            if entry.copies.iter().all(|(_, source, size, modified)| stamp(source) == Some((*size, *modified))) {
                let copies = entry.copies.into_iter().map(|(out, source, _, _)| (out, source)).collect();
                return (entry.rendered, copies);
            }
        }
        let (rendered, copies) = render();
        let stamped: Option<Vec<_>> = copies.iter().map(|(out, source)| stamp(source).map(|(size, modified)| (out.clone(), source.clone(), size, modified))).collect();
        if let Some(copies) = stamped {
            write(dir, &path, &Entry { rendered: rendered.clone(), copies });
        }
        (rendered, copies)
    }

    /// Removes the entries this build did not use: docs edited since, or gone.
    pub(crate) fn forget_the_rest(self) {
        let Some(dir) = &self.dir else { return };
        let used = self.used.into_inner().unwrap_or_else(|e| e.into_inner());
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".json") && !used.contains(&name) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
}

/// Writes an entry atomically; a cache folder that cannot be written only costs a render.
fn write(dir: &Path, path: &Path, entry: &Entry) {
    let Ok(json) = serde_json::to_vec(entry) else { return };
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    if let Ok(mut file) = tempfile::NamedTempFile::new_in(dir) {
        use std::io::Write as _;
        if file.write_all(&json).is_ok() {
            let _ = file.persist(path);
        }
    }
}

/// A file's size and modification time (ns).
fn stamp(path: &Path) -> Option<(u64, u128)> {
    let metadata = std::fs::metadata(path).ok()?;
    Some((metadata.len(), metadata.modified().ok()?.duration_since(UNIX_EPOCH).ok()?.as_nanos()))
}
