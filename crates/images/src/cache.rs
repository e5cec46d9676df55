//! The on-disk cache: one folder per (content hash, name, options, encoder versions) key,
//! holding the encoded files and a `manifest.json`. An entry is written in a temporary folder
//! and renamed into place, so a crashed or concurrent build never leaves half an entry.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use sha2::{Digest, Sha256};

use crate::{ImageError, ImageOptions, OutputImage, ProcessedImage};

/// Bumped when this crate changes what it writes for the same input.
const CACHE_SCHEMA: &str = "ferrosaurus-images cache 2";

/// The codec crates and versions this build links (from Cargo.lock, by `build.rs`).
pub const ENCODER_VERSIONS: &str = env!("FERROSAURUS_IMAGES_ENCODERS");

const MANIFEST: &str = "manifest.json";

/// A cache folder given by the caller.
#[derive(Debug)]
pub(crate) struct DiskCache {
    root: PathBuf,
    temp_counter: AtomicU64,
}

/// The key of one image's entry.
pub(crate) fn key(content: &[u8], name: &str, options: &ImageOptions) -> String {
    let mut hasher = Sha256::new();
    hasher.update(CACHE_SCHEMA);
    hasher.update([0]);
    hasher.update(ENCODER_VERSIONS);
    hasher.update([0]);
    hasher.update(serde_json::to_vec(options).unwrap_or_default());
    hasher.update([0]);
    hasher.update(name);
    hasher.update([0]);
    hasher.update(Sha256::digest(content));
    hex::encode(hasher.finalize())
}

impl DiskCache {
    pub(crate) fn new(root: PathBuf) -> Self {
        Self { root, temp_counter: AtomicU64::new(0) }
    }

    fn entry_dir(&self, key: &str) -> PathBuf {
        self.root.join(&key[..2]).join(key)
    }

    /// The entry, when it is complete.
    pub(crate) fn load(&self, key: &str) -> Option<ProcessedImage> {
        let dir = self.entry_dir(key);
        let manifest = std::fs::read(dir.join(MANIFEST)).ok()?;
        let mut image: ProcessedImage = serde_json::from_slice(&manifest).ok()?;
        for (index, output) in image.fallback.iter_mut().chain(image.avif.iter_mut()).enumerate() {
            output.file = dir.join(stored_name(index, output));
            if std::fs::metadata(&output.file).map(|m| m.len()).ok()? != output.bytes {
                return None;
            }
        }
        image.from_cache = true;
        Some(image)
    }

    /// Writes the entry: `contents[i]` holds the bytes of the i-th output (fallback, then
    /// AVIF). Fills in each output's `file`.
    pub(crate) fn store(&self, key: &str, image: &mut ProcessedImage, contents: &[Vec<u8>]) -> Result<(), ImageError> {
        let dir = self.entry_dir(key);
        let parent = dir.parent().unwrap_or(&self.root);
        let temp = parent.join(format!(".tmp-{key}-{}-{}", std::process::id(), self.temp_counter.fetch_add(1, Ordering::Relaxed)));
        let io = |path: &Path| {
            let path = path.to_path_buf();
            move |source| ImageError::Cache { path, source }
        };
        std::fs::create_dir_all(&temp).map_err(io(&temp))?;
        for (index, (output, bytes)) in image.fallback.iter().chain(&image.avif).zip(contents).enumerate() {
            let file = temp.join(stored_name(index, output));
            std::fs::write(&file, bytes).map_err(io(&file))?;
        }
        let manifest = serde_json::to_vec_pretty(&image).unwrap_or_default();
        std::fs::write(temp.join(MANIFEST), manifest).map_err(io(&temp))?;
        if let Err(source) = std::fs::rename(&temp, &dir) {
            let _ = std::fs::remove_dir_all(&temp);
            // Another thread or build wrote the same entry first: theirs is as good.
            if !dir.join(MANIFEST).is_file() {
                return Err(ImageError::Cache { path: dir, source });
            }
        }
        for (index, output) in image.fallback.iter_mut().chain(image.avif.iter_mut()).enumerate() {
            output.file = dir.join(stored_name(index, output));
        }
        Ok(())
    }
}

/// The name of an output inside its entry (`0.png`, `2.avif`): output paths may collide when
/// a template has no `[width]`, indices cannot.
fn stored_name(index: usize, output: &OutputImage) -> String {
    let ext = Path::new(&output.path).extension().and_then(|e| e.to_str()).unwrap_or("bin");
    format!("{index}.{ext}")
}
