//! The previous build's bundles reused when nothing they are made of changed (issue 15,
//! incremental builds): bundling the theme and the site's components is the same work on
//! every build of a site whose code did not change, and it does not depend on the docs.
//!
//! The bundles are made of the bundle requests (the config, the page components, compiled MDX,
//! client modules, plugins' CSS and theme paths, minification), of every file the bundler read
//! (each module and stylesheet: their sizes and modification times are recorded), and of what
//! decides how imports resolve without being read (the files under the site's `src/` and the
//! plugins' theme paths, which may shadow a theme component, and the site's `package.json` and
//! lock files). All of it goes into one record in the site's cache folder
//! (`node_modules/.cache/ferrosaurus/bundles.json`, the last build's only; `ferrosaurus start`,
//! which does not minify, keeps its own in `bundles-unminified.json`); a build whose inputs and
//! files all match reuses the bundles, any other bundles again and records anew.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use ferrosaurus_bundler::{EmittedAsset, JsSize};
use ferrosaurus_core::SiteConfig;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::assets::Bundles;
use crate::pages::Content;
use crate::BuildError;


/// A file as it was when the bundles were made: path, size, modification time (ns).
type FileStamp = (PathBuf, u64, u128);

#[derive(Serialize, Deserialize)]
struct Record {
    /// Hash of the requests and of the resolution-relevant listings.
    inputs: String,
    /// Every file the bundler read.
    files: Vec<FileStamp>,
    client_js: String,
    client_js_path: String,
    async_chunks: Vec<(String, String)>,
    component_chunks: HashMap<String, Vec<String>>,
    server_js: String,
    css: String,
    css_path: String,
    assets: Vec<(String, Vec<u8>)>,
    /// Output path, files, raw bytes, gzip bytes.
    sizes: Vec<(String, usize, usize, usize)>,
}

/// The bundles for this build: the recorded ones when nothing they are made of changed (and
/// `use_record`), else `bundle()`'s, recorded for the next build.
pub(crate) fn bundles(
    site_dir: &Path,
    theme_dir: &Path,
    config: &SiteConfig,
    content: &Content,
    minify: bool,
    use_record: bool,
    bundle: impl FnOnce() -> Result<Bundles, BuildError>,
) -> Result<Bundles, BuildError> {
    let inputs = inputs_hash(site_dir, theme_dir, config, content, minify);
    let path = crate::site_cache_dir(site_dir).join(if minify { "bundles.json" } else { "bundles-unminified.json" });
    if use_record {
        if let Some(bundles) = read(&path, &inputs) {
            return Ok(bundles);
        }
    }
    let bundles = bundle()?;
    write(&path, inputs, &bundles);
    Ok(bundles)
}

fn read(path: &Path, inputs: &str) -> Option<Bundles> {
    let record: Record = serde_json::from_slice(&std::fs::read(path).ok()?).ok()?;
    if record.inputs != inputs || !record.files.iter().all(|(file, size, modified)| stamp(file).is_some_and(|s| s.1 == *size && s.2 == *modified)) {
        return None;
    }
    let sizes = record
        .sizes
        .into_iter()
        .map(|(path, files, raw, gzip)| {
            let mut size = JsSize::default();
            (size.files, size.raw_bytes, size.gzip_bytes) = (files, raw, gzip);
            (path, size)
        })
        .collect();
    Some(Bundles {
        client_js: record.client_js,
        client_js_path: record.client_js_path,
        async_chunks: record.async_chunks,
        component_chunks: record.component_chunks,
        server_js: record.server_js,
        css: record.css,
        css_path: record.css_path,
        assets: record.assets.into_iter().map(|(file_name, bytes)| EmittedAsset { file_name, bytes }).collect(),
        sizes,
        read_files: record.files.into_iter().map(|(file, _, _)| file).collect(),
        from_previous_build: true,
    })
}

/// Records `bundles`; a cache folder that cannot be written only costs the next build.
fn write(path: &Path, inputs: String, bundles: &Bundles) {
    let Some(files) = bundles.read_files.iter().map(|file| stamp(file)).collect::<Option<Vec<_>>>() else { return };
    let record = Record {
        inputs,
        files,
        client_js: bundles.client_js.clone(),
        client_js_path: bundles.client_js_path.clone(),
        async_chunks: bundles.async_chunks.clone(),
        component_chunks: bundles.component_chunks.clone(),
        server_js: bundles.server_js.clone(),
        css: bundles.css.clone(),
        css_path: bundles.css_path.clone(),
        assets: bundles.assets.iter().map(|a| (a.file_name.clone(), a.bytes.clone())).collect(),
        sizes: bundles.sizes.iter().map(|(path, s)| (path.clone(), s.files, s.raw_bytes, s.gzip_bytes)).collect(),
    };
    let (Some(dir), Ok(json)) = (path.parent(), serde_json::to_vec(&record)) else { return };
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

/// Everything the bundles are made of but the files the bundler read.
fn inputs_hash(site_dir: &Path, theme_dir: &Path, config: &SiteConfig, content: &Content, minify: bool) -> String {
    let mut hasher = Sha256::new();
    let mut part = |bytes: &[u8]| {
        hasher.update((bytes.len() as u64).to_le_bytes());
        hasher.update(bytes);
    };
    part(ferrosaurus_core::hash::program_identity().as_bytes());
    part(&[u8::from(minify)]);
    part(theme_dir.to_string_lossy().as_bytes());
    part(&serde_json::to_vec(config).unwrap_or_default());
    for (key, path) in &content.components {
        part(key.as_bytes());
        part(path.to_string_lossy().as_bytes());
    }
    for (path, source) in &content.mdx_sources {
        part(path.to_string_lossy().as_bytes());
        part(source.as_bytes());
    }
    for path in content.client_modules.iter().chain(&content.theme_paths) {
        part(path.to_string_lossy().as_bytes());
    }
    for css in content.css.iter().chain(content.post_css.values()) {
        part(css.as_bytes());
    }
    // files that decide how imports resolve without being read: a new src/theme component
    // shadows the theme's, a new package changes what a bare import finds
    let listed = [site_dir.join("src")].into_iter().chain(content.theme_paths.iter().cloned());
    for dir in listed {
        for entry in walkdir::WalkDir::new(&dir).sort_by_file_name().into_iter().filter_entry(|e| e.file_name() != "node_modules").filter_map(Result::ok) {
            if let Some((path, size, modified)) = stamp(entry.path()) {
                part(path.to_string_lossy().as_bytes());
                part(&size.to_le_bytes());
                part(&modified.to_le_bytes());
            }
        }
    }
    for file in ["package.json", "package-lock.json", "yarn.lock", "pnpm-lock.yaml"] {
        if let Some((_, size, modified)) = stamp(&site_dir.join(file)) {
            part(file.as_bytes());
            part(&size.to_le_bytes());
            part(&modified.to_le_bytes());
        }
    }
    hex::encode(hasher.finalize())
}

/// A file's path, size and modification time; `None` for what is not a file.
fn stamp(path: &Path) -> Option<FileStamp> {
    let metadata = std::fs::metadata(path).ok().filter(std::fs::Metadata::is_file)?;
    let modified = metadata.modified().ok()?.duration_since(UNIX_EPOCH).ok()?.as_nanos();
    Some((path.to_path_buf(), metadata.len(), modified))
}
