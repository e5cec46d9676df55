//! The precache list (Workbox's `injectManifest`): every file of the output folder that the
//! glob patterns match, minus the ignored ones and those over the size limit, each with a
//! content hash as its revision so a changed file is fetched again and an unchanged one not.

use std::path::Path;

use globset::{GlobSet, GlobSetBuilder};
use rayon::prelude::*;
use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::options::InjectManifest;
use crate::PwaError;

/// The service worker's own file, never in its list.
pub const SERVICE_WORKER_FILE: &str = "sw.js";

/// One file to precache.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrecacheEntry {
    /// Path relative to the output folder (so relative to the worker's URL), `/`-separated.
    pub url: String,
    /// Hash of the file's bytes.
    pub revision: String,
}

/// The list, and the files left out for their size.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct PrecacheManifest {
    /// Files to precache, sorted by URL.
    pub entries: Vec<PrecacheEntry>,
    /// Matching files over `maximumFileSizeToCacheInBytes`: (path, bytes).
    pub too_large: Vec<(String, u64)>,
}

fn glob_set(patterns: &[String]) -> Result<GlobSet, PwaError> {
    let mut builder = GlobSetBuilder::new();
    for pattern in patterns {
        let glob = globset::GlobBuilder::new(pattern).literal_separator(true).build().map_err(|e| PwaError::Glob { pattern: pattern.clone(), message: e.to_string() })?;
        builder.add(glob);
    }
    builder.build().map_err(|e| PwaError::Glob { pattern: patterns.join(", "), message: e.to_string() })
}

/// A file's revision: the first 128 bits of its SHA-256, in hex (Workbox uses MD5's 128).
pub fn revision(bytes: &[u8]) -> String {
    hex::encode(&Sha256::digest(bytes)[..16])
}

/// The precache list of the output folder `out_dir`.
pub fn precache_manifest(out_dir: &Path, config: &InjectManifest) -> Result<PrecacheManifest, PwaError> {
    let include = glob_set(&config.glob_patterns)?;
    let exclude = glob_set(&config.glob_ignores)?;
    let mut candidates = Vec::new();
    for entry in walkdir::WalkDir::new(out_dir).sort_by_file_name() {
        let entry = entry.map_err(|e| PwaError::Io { path: out_dir.to_path_buf(), source: e.into() })?;
        if !entry.file_type().is_file() {
            continue;
        }
        let Ok(rel) = entry.path().strip_prefix(out_dir) else { continue };
        let url = rel.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/");
        if url != SERVICE_WORKER_FILE && include.is_match(&url) && !exclude.is_match(&url) {
            candidates.push((url, entry.into_path()));
        }
    }
    let hashed: Vec<Result<(String, u64, String), PwaError>> = candidates
        .into_par_iter()
        .map(|(url, path)| {
            let bytes = std::fs::read(&path).map_err(|source| PwaError::Io { path: path.clone(), source })?;
            Ok((url, bytes.len() as u64, revision(&bytes)))
        })
        .collect();
    let mut manifest = PrecacheManifest::default();
    for item in hashed {
        let (url, size, revision) = item?;
        if size > config.maximum_file_size_to_cache_in_bytes {
            manifest.too_large.push((url, size));
        } else {
            manifest.entries.push(PrecacheEntry { url, revision });
        }
    }
    Ok(manifest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, rel: &str, bytes: &[u8]) {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }

    fn fixture() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (rel, bytes) in [
            ("index.html", &b"<p>home</p>"[..]),
            ("docs/intro/index.html", b"<p>intro</p>"),
            ("docs/intro/__page.json", b"{}"),
            ("assets/js/main.1234.js", b"console.log(1)"),
            ("assets/css/styles.css", b"a{}"),
            ("img/logo.svg", b"<svg/>"),
            ("img/photo.webp", b"webp"),
            ("fonts/a.woff2", b"font"),
            ("sw.js", b"old worker"),
            ("robots.txt", b"User-agent: *"),
            ("node_modules/x/index.js", b"no"),
        ] {
            write(dir.path(), rel, bytes);
        }
        write(dir.path(), "big.js", &vec![b'x'; 2 * 1024 * 1024 + 1]);
        dir
    }

    #[test]
    fn the_default_patterns_pick_pages_assets_images_and_fonts() {
        let dir = fixture();
        let manifest = precache_manifest(dir.path(), &InjectManifest::default()).unwrap();
        insta::assert_json_snapshot!(manifest.entries);
        assert_eq!(manifest.too_large, [("big.js".to_string(), 2 * 1024 * 1024 + 1)]);
    }

    #[test]
    fn a_changed_file_gets_a_new_revision() {
        let dir = fixture();
        let before = precache_manifest(dir.path(), &InjectManifest::default()).unwrap();
        write(dir.path(), "docs/intro/index.html", b"<p>intro, edited</p>");
        let after = precache_manifest(dir.path(), &InjectManifest::default()).unwrap();
        let changed: Vec<&str> = before.entries.iter().zip(&after.entries).filter(|(a, b)| a != b).map(|(a, _)| a.url.as_str()).collect();
        assert_eq!(changed, ["docs/intro/index.html"]);
    }

    #[test]
    fn site_patterns_and_limits_apply() {
        let dir = fixture();
        let mut config = InjectManifest::default();
        config.glob_patterns.push("**/*.webp".into());
        config.glob_ignores.push("docs/**".into());
        config.maximum_file_size_to_cache_in_bytes = 5;
        let manifest = precache_manifest(dir.path(), &config).unwrap();
        let urls: Vec<&str> = manifest.entries.iter().map(|e| e.url.as_str()).collect();
        // 3, 4 and 4 bytes: under the limit; docs/** ignored; the .webp pattern added
        assert_eq!(urls, ["assets/css/styles.css", "fonts/a.woff2", "img/photo.webp"]);
        assert!(manifest.too_large.iter().any(|(u, _)| u == "index.html"));
    }

    #[test]
    fn a_bad_glob_is_named() {
        let mut config = InjectManifest::default();
        config.glob_patterns.push("**/*.{js".into());
        let err = precache_manifest(Path::new("."), &config).unwrap_err().to_string();
        assert!(err.contains("**/*.{js"), "{err}");
    }
}
