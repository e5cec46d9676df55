//! ferrosaurus's `@docusaurus/plugin-ideal-image`: reads the plugin's options strictly
//! (Docusaurus's names and defaults) and processes the PNG/JPEG files the site's modules
//! import (`import img from './x.png'`, `require('./x.png')`, in MDX pages, React pages and
//! components, as the plugin's webpack loader takes every such import) with
//! [`ferrosaurus_images`]: every configured width in the source format and in AVIF, a 10 px
//! placeholder, all cached on disk. Markdown images (`![](./x.png)`) stay plain images.
//!
//! The build finds the imported images with [`find_imported_images`] (which confines their
//! paths to the site folder and reports refused ones at the importing line), calls
//! [`IdealImagePlugin::process_each`], copies [`ProcessedImage::files`] into the output and
//! gives the bundler each image's module, [`IdealImagePlugin::module_source`]: its value is
//! the props of the theme's `@theme/IdealImage` component.
//!
//! ```
//! use ferrosaurus_ideal_image::IdealImagePlugin;
//! use ferrosaurus_core::{Plugin, SiteConfig};
//! use ferrosaurus_images::ImageRequest;
//!
//! let options = serde_json::json!({"quality": 90, "min": 8, "max": 32, "steps": 2});
//! let plugin = IdealImagePlugin::from_options(&options, &SiteConfig::default_for_test()).unwrap();
//! assert_eq!(plugin.name(), "@docusaurus/plugin-ideal-image");
//!
//! let mut png = Vec::new();
//! image::RgbaImage::from_fn(24, 12, |x, _| image::Rgba([x as u8 * 10, 90, 200, 255]))
//!     .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
//!     .unwrap();
//! let cache = tempfile::tempdir().unwrap();
//! let images = plugin.process(cache.path(), &[ImageRequest::from_bytes("logo.png", png)]).unwrap();
//! let value = plugin.module_value(&images[0]);
//! assert_eq!(value["src"]["images"][1]["width"], 24); // 32 capped at the original width
//! assert!(value["src"]["srcSet"].as_str().unwrap().starts_with("/assets/ideal-img/logo."));
//! assert!(value["preSrc"].as_str().unwrap().starts_with("data:image/png;base64,"));
//! ```

use std::path::{Path, PathBuf};

use ferrosaurus_core::{Diagnostic, Plugin, PluginError, SiteConfig};
pub use ferrosaurus_images::{ImageError, ImageRequest, ProcessedImage};
use ferrosaurus_images::{ImageOptions, ImageProcessor, Widths};
use serde::Deserialize;
use serde_json::Value;

mod imported;
mod imports;

pub use imported::{find_imported_images, is_image, ImportedImage, ImportedImages};

/// The plugin's name in the config.
pub const PLUGIN_NAME: &str = "@docusaurus/plugin-ideal-image";

/// Where a site's image cache lives, below its folder.
pub const CACHE_FOLDER: &str = "node_modules/.cache/ferrosaurus/images";

/// The options as Docusaurus names them.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
struct RawOptions {
    id: Option<String>,
    name: String,
    quality: u8,
    steps: u32,
    min: Option<u32>,
    max: Option<u32>,
    sizes: Option<Vec<u32>>,
    size: Option<u32>,
    disable_in_dev: bool,
}

impl Default for RawOptions {
    fn default() -> Self {
        Self {
            id: None,
            name: ferrosaurus_images::DEFAULT_NAME.into(),
            quality: ferrosaurus_images::DEFAULT_QUALITY,
            steps: 4,
            min: None,
            max: None,
            sizes: None,
            size: None,
            disable_in_dev: true,
        }
    }
}

/// The ideal-image plugin for one config entry.
#[derive(Debug, Clone)]
pub struct IdealImagePlugin {
    id: String,
    options: ImageOptions,
    disable_in_dev: bool,
    base_url: String,
}

fn options_error(message: impl Into<String>) -> PluginError {
    PluginError::Options { plugin: PLUGIN_NAME.into(), message: message.into() }
}

/// The widths as the responsive loader picks them: `min` + `max` (+ `steps`) first, then
/// `size`, then `sizes`, else the original width.
fn widths(raw: &RawOptions) -> Result<Widths, PluginError> {
    match (raw.min, raw.max, raw.size, &raw.sizes) {
        (Some(min), Some(max), _, _) => Ok(Widths::Range { min, max, steps: raw.steps }),
        (Some(_), None, ..) | (None, Some(_), ..) => Err(options_error("`min` and `max` go together: give both (and `steps`), or use `sizes`")),
        (None, None, Some(size), _) => Ok(Widths::List(vec![size])),
        (None, None, None, Some(sizes)) => Ok(Widths::List(sizes.clone())),
        (None, None, None, None) => Ok(Widths::Original),
    }
}

/// Hints for responsive-loader options Docusaurus passes through that ferrosaurus does not take.
fn unknown_option_hint(message: &str) -> String {
    let hint = if message.contains("`format`") {
        " (ferrosaurus keeps the source format and adds AVIF; `format` is not supported)"
    } else if message.contains("`placeholder`") || message.contains("`placeholderSize`") {
        " (the 10 px placeholder is always made)"
    } else {
        ""
    };
    format!("{message}{hint}")
}

impl IdealImagePlugin {
    /// Reads the options (`quality`, `steps`, `min`, `max`, `sizes`, `size`, `disableInDev`,
    /// `name`, `id`); unknown keys and out-of-range values are errors.
    pub fn from_options(options: &Value, config: &SiteConfig) -> Result<Self, PluginError> {
        let raw: RawOptions = match options {
            Value::Null => RawOptions::default(),
            value => serde_json::from_value(value.clone()).map_err(|e| options_error(unknown_option_hint(&e.to_string())))?,
        };
        let mut image_options = ImageOptions::new(widths(&raw)?, raw.quality);
        image_options.name = raw.name.clone();
        image_options.validate().map_err(|e| options_error(e.to_string()))?;
        Ok(Self {
            id: raw.id.unwrap_or_else(|| ferrosaurus_core::DEFAULT_PLUGIN_ID.into()),
            options: image_options,
            disable_in_dev: raw.disable_in_dev,
            base_url: config.base_url.clone(),
        })
    }

    /// The image options in force.
    pub fn image_options(&self) -> &ImageOptions {
        &self.options
    }

    /// False in `start` when `disableInDev` is on (the default): pages then get the original
    /// file (`{default: url}`), as Docusaurus does.
    pub fn enabled(&self, dev: bool) -> bool {
        !(dev && self.disable_in_dev)
    }

    /// The cache folder of a site: `<site>/node_modules/.cache/ferrosaurus/images`.
    pub fn cache_dir(site_dir: &Path) -> PathBuf {
        site_dir.join(CACHE_FOLDER)
    }

    /// Processes every image (in parallel), one result per request in order.
    pub fn process_each(&self, cache_dir: &Path, images: &[ImageRequest]) -> Vec<Result<ProcessedImage, ImageError>> {
        match ImageProcessor::new(self.options.clone(), cache_dir) {
            Ok(processor) => processor.process_all(images),
            Err(e) => {
                let message = e.to_string();
                images.iter().map(|_| Err(ImageError::InvalidOptions { message: message.clone() })).collect()
            }
        }
    }

    /// Processes every image; fails naming every image that could not be processed.
    pub fn process(&self, cache_dir: &Path, images: &[ImageRequest]) -> Result<Vec<ProcessedImage>, PluginError> {
        let (done, failed): (Vec<_>, Vec<_>) = self.process_each(cache_dir, images).into_iter().partition(Result::is_ok);
        if failed.is_empty() {
            return Ok(done.into_iter().flatten().collect());
        }
        let message = failed.into_iter().filter_map(Result::err).map(|e| e.to_string()).collect::<Vec<_>>().join("\n");
        Err(PluginError::Failed { message })
    }

    /// Diagnostics for results: an error per failed image, a warning per image copied
    /// unchanged. `requests` are the same slice given to [`IdealImagePlugin::process_each`];
    /// each diagnostic names the request's label as its file.
    pub fn diagnostics(requests: &[ImageRequest], results: &[Result<ProcessedImage, ImageError>]) -> Vec<Diagnostic> {
        requests
            .iter()
            .zip(results)
            .filter_map(|(request, result)| match result {
                Err(error) => Some(Diagnostic::error(error.to_string()).in_file(request.label())),
                Ok(image) => image.warning().map(|w| Diagnostic::warning(w).in_file(request.label())),
            })
            .collect()
    }

    /// What `require('./x.png')` stands for in the page: the props of `@theme/IdealImage`.
    pub fn module_value(&self, image: &ProcessedImage) -> Value {
        image.module_value(&self.base_url)
    }

    /// The image's module for the bundler: a CommonJS module whose `module.exports` is
    /// [`IdealImagePlugin::module_value`], as the plugin's loaders emit it (so
    /// `require('./x.png')` and `import img from './x.png'` both give the value).
    pub fn module_source(&self, image: &ProcessedImage) -> String {
        format!("module.exports = {};\n", self.module_value(image))
    }
}

impl Plugin for IdealImagePlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn id(&self) -> &str {
        &self.id
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn plugin(options: Value) -> Result<IdealImagePlugin, PluginError> {
        IdealImagePlugin::from_options(&options, &SiteConfig::default_for_test())
    }

    #[test]
    fn defaults_are_docusaurus_s() {
        let p = plugin(Value::Null).unwrap();
        assert_eq!(p.options.quality, 85);
        assert_eq!(p.options.widths, Widths::Original);
        assert_eq!(p.options.name, "assets/ideal-img/[name].[hash:hex:7].[width].[ext]");
        assert!(!p.enabled(true) && p.enabled(false));
    }

    #[test]
    fn the_site_s_options() {
        let p = plugin(json!({"quality": 100, "steps": 2, "min": 640, "max": 1280, "disableInDev": false})).unwrap();
        assert_eq!(p.options.widths, Widths::Range { min: 640, max: 1280, steps: 2 });
        assert_eq!(p.options.quality, 100);
        assert!(p.enabled(true));
    }

    #[test]
    fn widths_follow_the_loader_s_precedence() {
        assert_eq!(plugin(json!({"sizes": [300, 600], "size": 200})).unwrap().options.widths, Widths::List(vec![200]));
        assert_eq!(plugin(json!({"sizes": [300, 600]})).unwrap().options.widths, Widths::List(vec![300, 600]));
        assert_eq!(plugin(json!({"min": 100, "max": 200, "sizes": [5]})).unwrap().options.widths, Widths::Range { min: 100, max: 200, steps: 4 });
    }

    #[test]
    fn bad_options_are_errors_with_hints() {
        let message = |v: Value| plugin(v).unwrap_err().to_string();
        assert!(message(json!({"qualty": 80})).contains("unknown field `qualty`"));
        assert!(message(json!({"format": "webp"})).contains("`format` is not supported"));
        assert!(message(json!({"quality": 0})).contains("`quality` is 0"));
        assert!(message(json!({"quality": "high"})).contains("invalid type"));
        assert!(message(json!({"min": 640})).contains("`min` and `max` go together"));
        assert!(message(json!({"min": 640, "max": 1280, "steps": 1})).contains("`steps` is 1"));
        assert!(message(json!({"name": "../[name].[ext]"})).contains("relative path inside the output folder"));
    }
}
