//! Reading images: the format from the signature, the size from the header (checked against
//! the pixel limit before anything is decoded), then the pixels, upright.

use std::io::Cursor;

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};

use crate::ImageError;

/// The source formats ideal images optimises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
#[non_exhaustive]
pub enum SourceFormat {
    /// PNG, optimised losslessly.
    Png,
    /// JPEG, re-encoded at the configured quality.
    Jpeg,
}

impl SourceFormat {
    /// The name used in messages.
    pub fn label(self) -> &'static str {
        match self {
            SourceFormat::Png => "PNG",
            SourceFormat::Jpeg => "JPEG",
        }
    }

    /// The MIME type.
    pub fn mime(self) -> &'static str {
        match self {
            SourceFormat::Png => "image/png",
            SourceFormat::Jpeg => "image/jpeg",
        }
    }

    /// The format a file extension names (`png`, `jpg`, `jpeg`, any case).
    pub fn from_extension(ext: &str) -> Option<Self> {
        match ext.to_ascii_lowercase().as_str() {
            "png" => Some(SourceFormat::Png),
            "jpg" | "jpeg" => Some(SourceFormat::Jpeg),
            _ => None,
        }
    }
}

/// What the first bytes and the header say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Probe {
    /// A PNG or JPEG of this size.
    Supported { format: SourceFormat, width: u32, height: u32 },
    /// An image in a format ideal images leaves alone (named for the warning).
    Unsupported { format: String },
}

/// Looks at the signature and the header only.
pub(crate) fn probe(bytes: &[u8], label: &str, claimed: Option<SourceFormat>) -> Result<Probe, ImageError> {
    let format = match image::guess_format(bytes) {
        Ok(ImageFormat::Png) => SourceFormat::Png,
        Ok(ImageFormat::Jpeg) => SourceFormat::Jpeg,
        Ok(other) => return Ok(Probe::Unsupported { format: format!("{other:?}").to_uppercase() }),
        Err(_) => match claimed {
            Some(claimed) => {
                return Err(ImageError::Corrupt { image: label.into(), expected: claimed.label(), message: "no PNG or JPEG signature".into() })
            }
            None => return Ok(Probe::Unsupported { format: "unknown".into() }),
        },
    };
    let reader = ImageReader::with_format(Cursor::new(bytes), format_of(format));
    let (width, height) = reader.into_dimensions().map_err(|e| corrupt(label, format, &e))?;
    Ok(Probe::Supported { format, width, height })
}

/// Refuses an image whose header announces more than `limit` pixels.
pub(crate) fn check_pixels(label: &str, width: u32, height: u32, limit: u64) -> Result<(), ImageError> {
    if u64::from(width) * u64::from(height) > limit {
        return Err(ImageError::TooLarge { image: label.into(), width, height, limit });
    }
    Ok(())
}

/// Decodes the pixels (the decoder's own allocation limit set from `max_pixels`) and applies
/// the EXIF orientation, since the outputs carry no EXIF. The flag is true when the pixels are
/// the file's own (no orientation to apply).
pub(crate) fn decode(bytes: &[u8], label: &str, format: SourceFormat, max_pixels: u64) -> Result<(DynamicImage, bool), ImageError> {
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format_of(format));
    let mut limits = Limits::default();
    // 8 bytes per pixel (16-bit RGBA) plus room for the decoder's buffers.
    limits.max_alloc = Some(max_pixels.saturating_mul(8).saturating_add(64 << 20));
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|e| corrupt(label, format, &e))?;
    let orientation = decoder.orientation().map_err(|e| corrupt(label, format, &e))?;
    let mut image = DynamicImage::from_decoder(decoder).map_err(|e| corrupt(label, format, &e))?;
    image.apply_orientation(orientation);
    Ok((image, orientation == image::metadata::Orientation::NoTransforms))
}

fn format_of(format: SourceFormat) -> ImageFormat {
    match format {
        SourceFormat::Png => ImageFormat::Png,
        SourceFormat::Jpeg => ImageFormat::Jpeg,
    }
}

fn corrupt(label: &str, format: SourceFormat, error: &image::ImageError) -> ImageError {
    ImageError::Corrupt { image: label.into(), expected: format.label(), message: error.to_string() }
}
