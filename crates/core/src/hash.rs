//! The short content hash every emitted file name carries (`assets/js/main.<hash>.js`,
//! `assets/images/<stem>-<hash>.png`, `__data/globals.<hash>.json`): one function, so a file
//! referenced from a doc, an MDX module and a blog post gets one name.

use sha2::{Digest, Sha256};

/// The first 8 hex digits (4 bytes) of the SHA-256 of `bytes`.
///
/// ```
/// assert_eq!(ferrosaurus_core::hash::content_hash(b"hello"), "2cf24dba");
/// ```
pub fn content_hash(bytes: &[u8]) -> String {
    hex::encode(&Sha256::digest(bytes)[..4])
}

/// Which program made a cache entry: the version and the running executable's size and
/// modification time. Caches keyed by their inputs alone (rendered docs, bundles, pages) must
/// also be keyed by this: a rebuilt ferrosaurus renders or bundles differently at the same
/// version number, and a cache it did not make must not be reused.
pub fn program_identity() -> &'static str {
    static IDENTITY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    IDENTITY.get_or_init(|| {
        let stamp = std::env::current_exe().and_then(std::fs::metadata).map(|m| {
            let modified = m.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok()).map_or(0, |d| d.as_nanos());
            format!("{}-{modified}", m.len())
        });
        format!("{}-{}", env!("CARGO_PKG_VERSION"), stamp.unwrap_or_else(|_| "unknown".to_owned()))
    })
}

#[cfg(test)]
mod tests {
    use super::content_hash;

    #[test]
    fn the_program_identity_names_the_version_and_the_executable() {
        let identity = super::program_identity();
        assert!(identity.starts_with(env!("CARGO_PKG_VERSION")), "{identity}");
        assert_ne!(identity, format!("{}-unknown", env!("CARGO_PKG_VERSION")), "the test binary has a size and a time");
        assert_eq!(identity, super::program_identity(), "computed once");
    }

    #[test]
    fn is_the_sha256_prefix_and_depends_on_every_byte() {
        // sha256("") = e3b0c442 98fc1c14 ...
        assert_eq!(content_hash(b""), "e3b0c442");
        assert_ne!(content_hash(b"hello"), content_hash(b"hellp"));
        assert_eq!(content_hash(b"hello").len(), 8);
    }
}
