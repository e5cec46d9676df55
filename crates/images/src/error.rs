//! The one error type of the crate.

use std::path::PathBuf;

/// Why an image could not be processed. Every variant names the image (its label: the path
/// the caller gave, relative to the site where possible).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ImageError {
    /// The image file could not be read.
    #[error("{image}: cannot read the file: {source}")]
    Read {
        /// The image.
        image: String,
        /// The cause.
        source: std::io::Error,
    },
    /// The bytes are not a readable PNG or JPEG (corrupt, truncated, or not an image at all).
    #[error("{image}: not a readable {expected} image: {message}")]
    Corrupt {
        /// The image.
        image: String,
        /// The format its name or signature claims (`PNG`, `JPEG`).
        expected: &'static str,
        /// What the decoder said.
        message: String,
    },
    /// The header announces more pixels than the limit; the image is refused undecoded.
    #[error("{image}: {width} x {height} px is more than the {limit} pixel limit (a decompression bomb?); resize the file before adding it")]
    TooLarge {
        /// The image.
        image: String,
        /// Width from the header.
        width: u32,
        /// Height from the header.
        height: u32,
        /// The limit in pixels.
        limit: u64,
    },
    /// An encoder failed.
    #[error("{image}: encoding {format} failed: {message}")]
    Encode {
        /// The image.
        image: String,
        /// The output format.
        format: &'static str,
        /// What the encoder said.
        message: String,
    },
    /// The cache folder could not be read or written.
    #[error("image cache {path}: {source}")]
    Cache {
        /// The file or folder.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The options are out of range.
    #[error("invalid image options: {message}")]
    InvalidOptions {
        /// What is wrong.
        message: String,
    },
}
