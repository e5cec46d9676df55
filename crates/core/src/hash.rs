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

#[cfg(test)]
mod tests {
    use super::content_hash;

    #[test]
    fn is_the_sha256_prefix_and_depends_on_every_byte() {
        // sha256("") = e3b0c442 98fc1c14 ...
        assert_eq!(content_hash(b""), "e3b0c442");
        assert_ne!(content_hash(b"hello"), content_hash(b"hellp"));
        assert_eq!(content_hash(b"hello").len(), 8);
    }
}
