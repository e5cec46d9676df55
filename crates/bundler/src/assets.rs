//! Files imported for their URL (images, fonts, media): emitted under `assets/`
//! with a content hash in the name.

use std::path::Path;

use crate::{BundlerError, EmittedAsset};

/// Extensions loaded as URL assets.
pub(crate) const ASSET_EXTENSIONS: &[&str] = &[
    "png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "ico", "bmp", "woff", "woff2", "ttf",
    "otf", "eot", "mp4", "webm", "mp3", "wav", "ogg", "pdf", "txt",
];

pub use ferrosaurus_core::hash::content_hash;

/// Reads `path` and names it `assets/<stem>.<hash>.<ext>`.
pub(crate) fn emit_asset(path: &Path) -> Result<EmittedAsset, BundlerError> {
    let bytes = std::fs::read(path).map_err(|source| BundlerError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = sanitize(&stem);
    let hash = content_hash(&bytes);
    let file_name = match path.extension() {
        Some(ext) => format!(
            "assets/{stem}.{hash}.{}",
            ext.to_string_lossy().to_ascii_lowercase()
        ),
        None => format!("assets/{stem}.{hash}"),
    };
    Ok(EmittedAsset { file_name, bytes })
}

/// The public URL of an emitted asset under `public_path` ("/" or "/base/").
pub(crate) fn asset_url(public_path: &str, file_name: &str) -> String {
    let base = if public_path.ends_with('/') {
        public_path.to_string()
    } else {
        format!("{public_path}/")
    };
    format!("{base}{file_name}")
}

fn sanitize(stem: &str) -> String {
    let cleaned: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    if cleaned.is_empty() {
        "asset".to_string()
    } else {
        cleaned
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_join_the_public_path_with_one_slash() {
        assert_eq!(asset_url("/", "assets/a.1.png"), "/assets/a.1.png");
        assert_eq!(asset_url("/docs", "assets/a.1.png"), "/docs/assets/a.1.png");
        assert_eq!(
            asset_url("/docs/", "assets/a.1.png"),
            "/docs/assets/a.1.png"
        );
    }

    #[test]
    fn odd_characters_in_names_become_dashes() {
        assert_eq!(sanitize("my logo@2x"), "my-logo-2x");
    }
}
