//! First-load JS figures: what a page downloads before it runs, raw and gzipped.

use std::io::Write as _;

use flate2::write::GzEncoder;
use flate2::Compression;

use crate::Chunk;

/// Bytes of some JS files, as written and as a server sends them gzipped.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct JsSize {
    /// How many files.
    pub files: usize,
    /// Their bytes on disk.
    pub raw_bytes: usize,
    /// The sum of each file gzipped on its own (level 6, a web server's default).
    pub gzip_bytes: usize,
}

/// The first-load JS of a page that loads `chunks` (e.g. from
/// [`crate::BundleOutput::chunks_for`]).
///
/// ```
/// use ferrosaurus_bundler::{bundle, first_load_js, BundleRequest, Target};
///
/// let mut request = BundleRequest::new("entry", Target::Browser);
/// request.virtual_modules.insert("entry".into(), "export const a = 1;".into());
/// let output = bundle(&request).unwrap();
/// let size = first_load_js(&output.chunks_for(&[]));
/// assert_eq!(size.files, 1);
/// assert_eq!(size.raw_bytes, output.js.len());
/// assert!(size.gzip_bytes > 0);
/// ```
pub fn first_load_js(chunks: &[&Chunk]) -> JsSize {
    chunks
        .iter()
        .fold(JsSize::default(), |total, chunk| JsSize {
            files: total.files + 1,
            raw_bytes: total.raw_bytes + chunk.code.len(),
            gzip_bytes: total.gzip_bytes + gzip_len(chunk.code.as_bytes()),
        })
}

fn gzip_len(bytes: &[u8]) -> usize {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::new(6));
    // Writing to a Vec cannot fail.
    let _ = encoder.write_all(bytes);
    encoder.finish().map(|out| out.len()).unwrap_or(0)
}
