//! What to produce: the widths, the quality, the AVIF speed, the file name template, the limits.

use serde::Serialize;

use crate::ImageError;

/// The file name template Docusaurus's ideal-image plugin uses.
pub const DEFAULT_NAME: &str = "assets/ideal-img/[name].[hash:hex:7].[width].[ext]";

/// The quality Docusaurus uses when none is configured.
pub const DEFAULT_QUALITY: u8 = 85;

/// The AVIF speed used unless configured: ravif's scale is 1 (slowest, smallest) to 10.
/// Measured with `examples/bench.rs -- speeds` on the fixtures and the site's images (10
/// images, widths 640/1280, AVIF quality 90, 2 cores, rav1e without asm): speed 6 took 31.7 s
/// for 896 KB of AVIF, speed 8 20.1 s for 901 KB, speed 9 14.6 s but its AVIF came out larger
/// than the PNG for 8 of 10 images, speed 10 11.7 s and larger for 9 of 10. 8 is the fastest
/// speed that keeps AVIF worth offering.
pub const DEFAULT_AVIF_SPEED: u8 = 8;

/// The highest ravif quality used: above it ravif goes near-lossless and, measured on the
/// fixtures and the site's images at 640/1280 px, every AVIF came out larger than the PNG or
/// JPEG beside it (so none would be offered). `quality: 100` gives AVIF at 90.
pub const AVIF_MAX_QUALITY: u8 = 90;

/// Images above this many pixels are refused before decoding (about 10,000 x 10,000;
/// a decoded RGBA copy of it is 400 MB).
pub const DEFAULT_MAX_PIXELS: u64 = 100_000_000;

/// Width of the low-quality placeholder, in pixels.
pub const PLACEHOLDER_WIDTH: u32 = 10;

/// Which widths to produce for an image.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub enum Widths {
    /// `min` + `max` + `steps`: `ceil(min + (max - min) / (steps - 1) * i)` for `i` in `0..steps`.
    Range {
        /// Smallest width.
        min: u32,
        /// Largest width.
        max: u32,
        /// How many widths (2 or more).
        steps: u32,
    },
    /// `sizes` (or `size`, a list of one).
    List(Vec<u32>),
    /// One image at the original width (Docusaurus's default).
    Original,
}

impl Widths {
    /// The widths to produce for an image `original_width` wide: never wider than the original,
    /// de-duplicated, in the order the options give them.
    ///
    /// ```
    /// use ferrosaurus_images::Widths;
    /// let range = Widths::Range { min: 640, max: 1280, steps: 2 };
    /// assert_eq!(range.for_original(2000), [640, 1280]);
    /// assert_eq!(range.for_original(1200), [640, 1200]);
    /// assert_eq!(range.for_original(500), [500]);
    /// assert_eq!(Widths::Range { min: 100, max: 200, steps: 4 }.for_original(999), [100, 134, 167, 200]);
    /// assert_eq!(Widths::Original.for_original(731), [731]);
    /// ```
    pub fn for_original(&self, original_width: u32) -> Vec<u32> {
        let wanted: Vec<u32> = match self {
            Widths::Range { min, max, steps } => range_widths(*min, *max, *steps),
            Widths::List(list) => list.clone(),
            Widths::Original => vec![original_width],
        };
        let mut widths = Vec::with_capacity(wanted.len());
        for width in wanted.into_iter().map(|w| w.min(original_width).max(1)) {
            if !widths.contains(&width) {
                widths.push(width);
            }
        }
        widths
    }

    fn validate(&self) -> Result<(), ImageError> {
        match self {
            Widths::Range { steps, .. } if *steps < 2 => {
                Err(ImageError::InvalidOptions { message: format!("`steps` is {steps}: with `min` and `max` it must be 2 or more") })
            }
            Widths::Range { min, max, .. } if min == &0 || min > max => {
                Err(ImageError::InvalidOptions { message: format!("`min` ({min}) must be at least 1 and not above `max` ({max})") })
            }
            Widths::List(list) if list.is_empty() || list.contains(&0) => {
                Err(ImageError::InvalidOptions { message: "`sizes` must list widths of at least 1 px".into() })
            }
            _ => Ok(()),
        }
    }
}

fn range_widths(min: u32, max: u32, steps: u32) -> Vec<u32> {
    let step = f64::from(max - min) / f64::from(steps - 1);
    (0..steps).map(|i| (f64::from(min) + step * f64::from(i)).ceil() as u32).collect()
}

/// Everything that decides the output (and so the cache key), plus the input limits.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[non_exhaustive]
pub struct ImageOptions {
    /// The widths to produce.
    pub widths: Widths,
    /// 1 to 100: JPEG quality and AVIF quality (capped at [`AVIF_MAX_QUALITY`]); PNG is
    /// lossless whatever it is.
    pub quality: u8,
    /// ravif speed, 1 to 10.
    pub avif_speed: u8,
    /// Output path template: `[name]`, `[hash]`, `[hash:N]`, `[hash:hex:N]`, `[contenthash]`,
    /// `[width]`, `[height]`, `[ext]`.
    pub name: String,
    /// Refuse images with more pixels than this (read from the header, before decoding).
    #[serde(skip)]
    pub max_pixels: u64,
}

impl Default for ImageOptions {
    fn default() -> Self {
        Self {
            widths: Widths::Original,
            quality: DEFAULT_QUALITY,
            avif_speed: DEFAULT_AVIF_SPEED,
            name: DEFAULT_NAME.into(),
            max_pixels: DEFAULT_MAX_PIXELS,
        }
    }
}

impl ImageOptions {
    /// Options producing `widths` at `quality`, everything else at its default.
    pub fn new(widths: Widths, quality: u8) -> Self {
        Self { widths, quality, ..Self::default() }
    }

    /// The quality given to ravif.
    pub fn avif_quality(&self) -> u8 {
        self.quality.min(AVIF_MAX_QUALITY)
    }

    /// Checks every value; the encoders would panic on some out-of-range ones.
    pub fn validate(&self) -> Result<(), ImageError> {
        self.widths.validate()?;
        if !(1..=100).contains(&self.quality) {
            return Err(ImageError::InvalidOptions { message: format!("`quality` is {}: it must be 1 to 100", self.quality) });
        }
        if !(1..=10).contains(&self.avif_speed) {
            return Err(ImageError::InvalidOptions { message: format!("the AVIF speed is {}: it must be 1 to 10", self.avif_speed) });
        }
        crate::naming::validate_template(&self.name)
    }
}
