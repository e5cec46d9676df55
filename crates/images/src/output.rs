//! What processing an image gives: the files to publish and the value the page's
//! `require('./x.png')` stands for.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::naming::url_path;
use crate::SourceFormat;

/// The format of one output file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[non_exhaustive]
pub enum OutputFormat {
    /// Optimised PNG.
    Png,
    /// Re-encoded JPEG.
    Jpeg,
    /// AVIF (offered first to browsers that take it).
    Avif,
    /// The original bytes of an image in a format ideal images leaves alone.
    Original,
}

impl OutputFormat {
    /// The output format for a source format.
    pub fn of(format: SourceFormat) -> Self {
        match format {
            SourceFormat::Png => OutputFormat::Png,
            SourceFormat::Jpeg => OutputFormat::Jpeg,
        }
    }

    /// The MIME type (`None` for [`OutputFormat::Original`]).
    pub fn mime(self) -> Option<&'static str> {
        match self {
            OutputFormat::Png => Some("image/png"),
            OutputFormat::Jpeg => Some("image/jpeg"),
            OutputFormat::Avif => Some("image/avif"),
            OutputFormat::Original => None,
        }
    }
}

/// One file to publish.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct OutputImage {
    /// Path inside the output folder (`assets/ideal-img/flow.d7bcfd1.640.png`).
    pub path: String,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// File size in bytes.
    pub bytes: u64,
    /// Its format.
    pub format: OutputFormat,
    /// Where the bytes are: a file in the cache folder, to copy to [`OutputImage::path`].
    #[serde(skip)]
    pub file: PathBuf,
}

/// Everything produced for one image.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct ProcessedImage {
    /// The image as the caller named it (for messages).
    pub label: String,
    /// Its source format; `None` when it was copied as is.
    pub source_format: Option<SourceFormat>,
    /// Width of the original (upright), 0 when unknown.
    pub width: u32,
    /// Height of the original (upright), 0 when unknown.
    pub height: u32,
    /// The source format at every width, in the order of the options' widths (or, for an
    /// unsupported format, the original file).
    pub fallback: Vec<OutputImage>,
    /// AVIF at the same widths; empty when AVIF came out larger than the source format.
    pub avif: Vec<OutputImage>,
    /// The 10 px placeholder as a `data:` URI.
    pub placeholder: Option<String>,
    /// The format name when the image was copied unchanged (`GIF`, `unknown`).
    pub unsupported: Option<String>,
    /// True when this came from the cache (nothing was encoded).
    #[serde(skip)]
    pub from_cache: bool,
}

impl ProcessedImage {
    /// Every file to publish: (path inside the output folder, file to copy).
    pub fn files(&self) -> impl Iterator<Item = (&str, &std::path::Path)> {
        self.fallback.iter().chain(&self.avif).map(|o| (o.path.as_str(), o.file.as_path()))
    }

    /// The warning to show when the image was copied instead of optimised.
    pub fn warning(&self) -> Option<String> {
        self.unsupported.as_ref().map(|format| {
            format!("{}: {format} images are not optimised by ideal images (PNG and JPEG are); the original file is used", self.label)
        })
    }

    /// The value `require('./x.png')` gives the page, as Docusaurus's loaders shape it
    /// (`{src: {src, srcSet, images, width, height}, preSrc}`) plus `src.avif` (the AVIF
    /// `srcSet` and images), `src.format` and each image's `size` in bytes. URLs start with
    /// `base_url`. An unsupported image gives `{default: url}` (a plain `<img>`).
    pub fn module_value(&self, base_url: &str) -> Value {
        let url = |o: &OutputImage| format!("{}{}", ensure_slash(base_url), url_path(&o.path));
        if self.unsupported.is_some() {
            return json!({ "default": self.fallback.first().map(url).unwrap_or_default() });
        }
        let images = |list: &[OutputImage]| -> Value {
            list.iter().map(|o| json!({"path": url(o), "width": o.width, "height": o.height, "size": o.bytes})).collect()
        };
        let src_set = |list: &[OutputImage]| list.iter().map(|o| format!("{} {}w", url(o), o.width)).collect::<Vec<_>>().join(",");
        let first = self.fallback.first();
        let mut src = json!({
            "src": first.map(url).unwrap_or_default(),
            "srcSet": src_set(&self.fallback),
            "images": images(&self.fallback),
            "width": first.map_or(0, |o| o.width),
            "height": first.map_or(0, |o| o.height),
            "format": self.source_format,
        });
        if !self.avif.is_empty() {
            src["avif"] = json!({ "srcSet": src_set(&self.avif), "images": images(&self.avif) });
        }
        json!({ "src": src, "preSrc": self.placeholder })
    }
}

fn ensure_slash(base_url: &str) -> String {
    let mut base = base_url.to_string();
    if !base.starts_with('/') {
        base.insert(0, '/');
    }
    if !base.ends_with('/') {
        base.push('/');
    }
    base
}
