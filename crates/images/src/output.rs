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
    /// AVIF at the widths where it came out smaller than the source format (all, some or none
    /// of them), in the same order.
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

    /// Per width of the source format, the AVIF file of that width when there is one, else the
    /// source format's file.
    fn best_per_width(&self) -> Vec<OutputImage> {
        self.fallback.iter().map(|f| self.avif.iter().find(|a| a.width == f.width).unwrap_or(f).clone()).collect()
    }

    /// The warning to show when the image was copied instead of optimised.
    pub fn warning(&self) -> Option<String> {
        self.unsupported.as_ref().map(|format| {
            format!("{}: {format} images are not optimised by ideal images (PNG and JPEG are); the original file is used", self.label)
        })
    }

    /// The value `require('./x.png')` gives the page, as Docusaurus's loaders shape it
    /// (`{src: {src, srcSet, images, width, height}, preSrc}`) plus `src.format`, each image's
    /// `size` in bytes and `src.avif`: the `srcSet` and images the theme offers browsers that
    /// decode AVIF (`<source type="image/avif">`), present when any width has an AVIF file.
    /// It lists every width, each with its AVIF file where that is smaller and the source
    /// format's file where it is not: a browser picks its candidate by width within the one
    /// `<source>` it chose, so leaving a width out would make it show a narrower (blurred) file,
    /// and it decodes what it downloads by content, whatever `type` the source named. URLs
    /// start with `base_url`. An unsupported image gives `{default: url}` (a plain `<img>`).
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
            let best = self.best_per_width();
            src["avif"] = json!({ "srcSet": src_set(&best), "images": images(&best) });
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

#[cfg(test)]
mod tests {
    use super::*;

    fn output(width: u32, format: OutputFormat, bytes: u64) -> OutputImage {
        let ext = if format == OutputFormat::Avif { "avif" } else { "png" };
        OutputImage { path: format!("assets/ideal-img/a.{width}.{ext}"), width, height: width / 2, bytes, format, file: PathBuf::new() }
    }

    fn image(avif_widths: &[u32]) -> ProcessedImage {
        ProcessedImage {
            label: "a.png".into(),
            source_format: Some(SourceFormat::Png),
            width: 320,
            height: 160,
            fallback: [80, 160, 320].map(|w| output(w, OutputFormat::Png, u64::from(w) * 10)).to_vec(),
            avif: avif_widths.iter().map(|&w| output(w, OutputFormat::Avif, u64::from(w))).collect(),
            placeholder: Some("data:image/png;base64,AA==".into()),
            unsupported: None,
            from_cache: false,
        }
    }

    /// Issue 11: AVIF is kept per width. Browsers that take AVIF are offered every width, the
    /// AVIF file where there is one and the source format's where AVIF was not smaller.
    #[test]
    fn issue_11_the_avif_source_has_every_width_with_avif_where_it_is_smaller() {
        let value = image(&[80, 320]).module_value("/");
        assert_eq!(
            value["src"]["avif"]["srcSet"],
            "/assets/ideal-img/a.80.avif 80w,/assets/ideal-img/a.160.png 160w,/assets/ideal-img/a.320.avif 320w"
        );
        let sizes: Vec<u64> = value["src"]["avif"]["images"].as_array().unwrap().iter().map(|i| i["size"].as_u64().unwrap()).collect();
        assert_eq!(sizes, [80, 1600, 320]);
        assert_eq!(value["src"]["srcSet"], "/assets/ideal-img/a.80.png 80w,/assets/ideal-img/a.160.png 160w,/assets/ideal-img/a.320.png 320w");
        assert!(image(&[]).module_value("/")["src"].get("avif").is_none(), "no AVIF at any width: no AVIF source");
        assert_eq!(image(&[80, 320]).files().count(), 5, "three PNG and two AVIF files are published");
    }
}
