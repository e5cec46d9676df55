//! Ideal images: decode, resize to the configured widths, PNG (oxipng), JPEG, AVIF (ravif),
//! LQIP, cached by content hash.
//!
//! For every PNG or JPEG the site imports, [`ImageProcessor`] produces, at each width the
//! options give (`min`/`max`/`steps`, or `sizes`; never wider than the original,
//! de-duplicated):
//!
//! - the image in its own format: PNG optimised losslessly by oxipng, JPEG re-encoded at
//!   `quality`;
//! - the same in AVIF (ravif at `quality`, at most [`AVIF_MAX_QUALITY`]), offered first by the
//!   theme through `<picture>`, kept at the widths where it is smaller than the source format's
//!   file (a small or flat image can come out larger in AVIF at one width and smaller at another:
//!   see [`ProcessedImage::module_value`] for what the page is then given);
//! - one 10 px wide placeholder per image, as a base64 `data:` URI.
//!
//! Output names follow the `name` template (`assets/ideal-img/[name].[hash:hex:7].[width].[ext]`,
//! the hash being that of the file's own bytes). Images are processed in parallel (rayon), and
//! each result is cached in the folder the caller gives, keyed by (content hash, name, options,
//! encoder versions): a rebuild with unchanged images encodes nothing.
//!
//! Bad input gives an [`ImageError`], never a panic: unreadable, corrupt or truncated files,
//! and images whose header announces more than [`ImageOptions::max_pixels`] (refused before
//! decoding). A format other than PNG/JPEG (GIF, WebP...) is copied unchanged with a
//! [`ProcessedImage::warning`]. This crate reads only the bytes or paths it is given: the
//! caller confines paths to the site folder first.
//!
//! Build cost: rav1e is built without its assembly, which needs `nasm` at build time. Measured
//! once with nasm installed: the same 10 images (fixtures and the site's, 20 AVIF files) took
//! 29.5 s to encode with asm and 41.9 s without, byte-identical output (about 1.4x slower
//! without), while the asm build cost about 50 s more CPU time to compile (release, user time
//! 3m32s against 2m43s for this crate and its dependencies). [`DEFAULT_AVIF_SPEED`] was chosen
//! by measuring sizes and times (`cargo run --release -p ferrosaurus-images --example bench`).
//!
//! ```
//! use ferrosaurus_images::{ImageOptions, ImageProcessor, ImageRequest, OutputFormat, Widths};
//! let mut png = Vec::new();
//! image::RgbImage::from_fn(64, 32, |x, y| image::Rgb([(x * 4) as u8, (y * 8) as u8, 128]))
//!     .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
//!     .unwrap();
//! let cache = tempfile::tempdir().unwrap();
//! let options = ImageOptions::new(Widths::Range { min: 16, max: 128, steps: 2 }, 85);
//! let processor = ImageProcessor::new(options, cache.path()).unwrap();
//! let out = processor.process(&ImageRequest::from_bytes("chart.png", png)).unwrap();
//! let widths: Vec<u32> = out.fallback.iter().map(|o| o.width).collect();
//! assert_eq!(widths, [16, 64]); // 128 is capped at the original width
//! assert_eq!(out.fallback[0].format, OutputFormat::Png);
//! assert!(out.fallback[0].path.starts_with("assets/ideal-img/chart."));
//! assert!(out.placeholder.as_deref().unwrap().starts_with("data:image/png;base64,"));
//! let value = out.module_value("/");
//! assert_eq!(value["src"]["width"], 16);
//! ```

mod cache;
mod decode;
mod encode;
mod error;
mod naming;
mod options;
mod output;
pub mod ssim;

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use sha2::{Digest, Sha256};

pub use cache::ENCODER_VERSIONS;
pub use decode::SourceFormat;
pub use error::ImageError;
pub use options::{ImageOptions, Widths, AVIF_MAX_QUALITY, DEFAULT_AVIF_SPEED, DEFAULT_MAX_PIXELS, DEFAULT_NAME, DEFAULT_QUALITY, PLACEHOLDER_WIDTH};
pub use output::{OutputFormat, OutputImage, ProcessedImage};

use crate::cache::DiskCache;
use crate::decode::Probe;
use crate::naming::NameParts;

/// Where an image's bytes come from.
#[derive(Debug, Clone)]
enum Source {
    Bytes(Vec<u8>),
    File(PathBuf),
}

/// One image to process.
#[derive(Debug, Clone)]
pub struct ImageRequest {
    /// The file name (its stem is `[name]`, its extension the claimed format).
    file_name: String,
    /// How messages name it.
    label: String,
    source: Source,
}

impl ImageRequest {
    /// An image file, at a path the caller has already confined to the site folder. Messages
    /// name it by `path` until [`ImageRequest::with_label`] says otherwise.
    pub fn from_file(path: impl Into<PathBuf>) -> Self {
        let path = path.into();
        let file_name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        Self { file_name, label: path.display().to_string(), source: Source::File(path) }
    }

    /// An image in memory, named `file_name` (`diagram.png`).
    pub fn from_bytes(file_name: impl Into<String>, bytes: Vec<u8>) -> Self {
        let file_name = file_name.into();
        Self { label: file_name.clone(), file_name, source: Source::Bytes(bytes) }
    }

    /// Names the image in messages (the path relative to the site folder, say).
    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }

    /// How messages name the image.
    pub fn label(&self) -> &str {
        &self.label
    }

    fn bytes(&self) -> Result<std::borrow::Cow<'_, [u8]>, ImageError> {
        match &self.source {
            Source::Bytes(bytes) => Ok(bytes.into()),
            Source::File(path) => std::fs::read(path).map(Into::into).map_err(|source| ImageError::Read { image: self.label.clone(), source }),
        }
    }

    fn stem_and_extension(&self) -> (String, Option<&str>) {
        let path = Path::new(&self.file_name);
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        (naming::safe_stem(&stem), path.extension().and_then(|e| e.to_str()))
    }
}

/// Processes images with one set of options into one cache folder.
#[derive(Debug)]
pub struct ImageProcessor {
    options: ImageOptions,
    cache: DiskCache,
}

/// One encoded file before it is stored.
struct Encoded {
    output: OutputImage,
    bytes: Vec<u8>,
}

impl ImageProcessor {
    /// A processor writing its cache under `cache_dir` (created when needed). The options
    /// are checked here.
    pub fn new(options: ImageOptions, cache_dir: impl Into<PathBuf>) -> Result<Self, ImageError> {
        options.validate()?;
        Ok(Self { options, cache: DiskCache::new(cache_dir.into()) })
    }

    /// The options in use.
    pub fn options(&self) -> &ImageOptions {
        &self.options
    }

    /// Processes every image in parallel; results are in the order of `requests`.
    pub fn process_all(&self, requests: &[ImageRequest]) -> Vec<Result<ProcessedImage, ImageError>> {
        requests.par_iter().map(|request| self.process(request)).collect()
    }

    /// Processes one image, from the cache when it holds it.
    pub fn process(&self, request: &ImageRequest) -> Result<ProcessedImage, ImageError> {
        let bytes = request.bytes()?;
        let (name, extension) = request.stem_and_extension();
        let key = cache::key(&bytes, &name, &self.options);
        if let Some(mut hit) = self.cache.load(&key) {
            hit.label = request.label.clone();
            return Ok(hit);
        }
        let claimed = extension.and_then(SourceFormat::from_extension);
        let (mut image, contents) = match decode::probe(&bytes, &request.label, claimed)? {
            Probe::Unsupported { format } => self.copy_unsupported(request, &bytes, &name, extension, format),
            Probe::Supported { format, width, height } => {
                decode::check_pixels(&request.label, width, height, self.options.max_pixels)?;
                self.optimise(request, &bytes, &name, extension, format)?
            }
        };
        self.cache.store(&key, &mut image, &contents)?;
        Ok(image)
    }

    /// An image ideal images does not optimise: the original under a hashed name.
    fn copy_unsupported(&self, request: &ImageRequest, bytes: &[u8], name: &str, extension: Option<&str>, format: String) -> (ProcessedImage, Vec<Vec<u8>>) {
        let hash = hex::encode(Sha256::digest(bytes));
        // The template's folder, unless it has placeholders (there is no width to put in).
        let folder = match self.options.name.rsplit_once('/') {
            Some((folder, _)) if folder.contains('[') => "assets/ideal-img",
            Some((folder, _)) => folder,
            None => "",
        };
        let ext = extension.filter(|e| e.chars().all(|c| c.is_ascii_alphanumeric())).map(|e| format!(".{e}")).unwrap_or_default();
        let path = format!("{folder}{}{name}.{}{ext}", if folder.is_empty() { "" } else { "/" }, &hash[..7]);
        let output = OutputImage { path, width: 0, height: 0, bytes: bytes.len() as u64, format: OutputFormat::Original, file: PathBuf::new() };
        let image = ProcessedImage {
            label: request.label.clone(),
            source_format: None,
            width: 0,
            height: 0,
            fallback: vec![output],
            avif: Vec::new(),
            placeholder: None,
            unsupported: Some(format),
            from_cache: false,
        };
        (image, vec![bytes.to_vec()])
    }

    /// Decodes, resizes and encodes a PNG or JPEG at every width, in parallel.
    fn optimise(&self, request: &ImageRequest, bytes: &[u8], name: &str, extension: Option<&str>, format: SourceFormat) -> Result<(ProcessedImage, Vec<Vec<u8>>), ImageError> {
        let label = request.label.as_str();
        let (decoded, upright) = decode::decode(bytes, label, format, self.options.max_pixels)?;
        let (width, height) = (decoded.width(), decoded.height());
        let ext = match (format, extension) {
            (SourceFormat::Jpeg, Some(e)) if SourceFormat::from_extension(e) == Some(SourceFormat::Jpeg) => e.to_ascii_lowercase(),
            (SourceFormat::Jpeg, _) => "jpg".into(),
            (SourceFormat::Png, _) => "png".into(),
        };
        let widths = self.options.widths.for_original(width);
        let encoded: Vec<(Encoded, Encoded)> = widths
            .par_iter()
            .map(|&w| {
                let resized = encode::resize(&decoded, w);
                // The file itself goes to oxipng when its pixels are the output's.
                let original = (upright && w == width && format == SourceFormat::Png).then_some(bytes);
                let (fallback, avif) = rayon::join(
                    || match format {
                        SourceFormat::Png => encode::png(&resized, original, label),
                        SourceFormat::Jpeg => encode::jpeg(&resized, self.options.quality, label),
                    },
                    || encode::avif(&resized, self.options.avif_quality(), self.options.avif_speed, label),
                );
                let (w, h) = (resized.width(), resized.height());
                Ok((self.encoded(name, &ext, OutputFormat::of(format), w, h, fallback?), self.encoded(name, "avif", OutputFormat::Avif, w, h, avif?)))
            })
            .collect::<Result<_, ImageError>>()?;
        let placeholder = encode::placeholder(&decoded, format, label)?;
        let (fallback, avif): (Vec<Encoded>, Vec<Encoded>) = encoded.into_iter().unzip();
        let avif = smaller_avif(avif, &fallback);
        let contents = fallback.iter().chain(&avif).map(|e| e.bytes.clone()).collect();
        let image = ProcessedImage {
            label: label.to_string(),
            source_format: Some(format),
            width,
            height,
            fallback: fallback.into_iter().map(|e| e.output).collect(),
            avif: avif.into_iter().map(|e| e.output).collect(),
            placeholder: Some(placeholder),
            unsupported: None,
            from_cache: false,
        };
        Ok((image, contents))
    }

    fn encoded(&self, name: &str, ext: &str, format: OutputFormat, width: u32, height: u32, bytes: Vec<u8>) -> Encoded {
        let hash_hex = hex::encode(Sha256::digest(&bytes));
        let path = naming::render(&self.options.name, &NameParts { name, hash_hex: &hash_hex, width, height, ext });
        let output = OutputImage { path, width, height, bytes: bytes.len() as u64, format, file: PathBuf::new() };
        Encoded { output, bytes }
    }
}

/// The AVIF files smaller than the source format's file of the same width (`avif[i]` and
/// `fallback[i]` are the same width); the others are dropped.
fn smaller_avif(avif: Vec<Encoded>, fallback: &[Encoded]) -> Vec<Encoded> {
    avif.into_iter().zip(fallback).filter(|(a, f)| a.bytes.len() < f.bytes.len()).map(|(a, _)| a).collect()
}
