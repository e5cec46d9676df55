//! Encoders: PNG (written fast, then optimised losslessly by oxipng), JPEG at the configured
//! quality, AVIF with ravif, and the placeholder.

use base64::Engine as _;
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::{CompressionType, FilterType as PngFilter, PngEncoder};
use image::imageops::FilterType;
use image::{DynamicImage, GenericImageView};

use crate::{ImageError, SourceFormat};

/// oxipng's preset: 2 is its default (several filters, libdeflate level 11 on the best).
const OXIPNG_PRESET: u8 = 2;

/// JPEG quality of the placeholder (sharp's default).
const PLACEHOLDER_JPEG_QUALITY: u8 = 80;

/// The image at `width`, the height keeping the aspect ratio (Lanczos3, like sharp). The
/// original is returned as is when it already has that width.
pub(crate) fn resize(image: &DynamicImage, width: u32) -> std::borrow::Cow<'_, DynamicImage> {
    let (w, h) = image.dimensions();
    if width == w {
        return std::borrow::Cow::Borrowed(image);
    }
    std::borrow::Cow::Owned(image.resize_exact(width, scaled_height(w, h, width), FilterType::Lanczos3))
}

/// `round(height * width / original_width)`, at least 1.
pub(crate) fn scaled_height(original_width: u32, original_height: u32, width: u32) -> u32 {
    let h = (f64::from(original_height) * f64::from(width) / f64::from(original_width)).round();
    (h as u32).max(1)
}

/// PNG: `original` (the file as given) is optimised directly when the pixels are the original
/// ones, otherwise (or when oxipng refuses the original, e.g. signed C2PA metadata) the pixels
/// are written quickly and optimised.
pub(crate) fn png(image: &DynamicImage, original: Option<&[u8]>, label: &str) -> Result<Vec<u8>, ImageError> {
    let error = |message: String| ImageError::Encode { image: label.into(), format: "PNG", message };
    if let Some(optimised) = original.and_then(|bytes| optimise_png(bytes).ok()) {
        return Ok(optimised);
    }
    let mut written = Vec::new();
    image
        .write_with_encoder(PngEncoder::new_with_quality(&mut written, CompressionType::Fast, PngFilter::NoFilter))
        .map_err(|e| error(e.to_string()))?;
    optimise_png(&written).map_err(|e| error(e.to_string()))
}

/// oxipng at [`OXIPNG_PRESET`], dropping chunks that do not change how the image looks.
fn optimise_png(png: &[u8]) -> Result<Vec<u8>, oxipng::PngError> {
    let mut options = oxipng::Options::from_preset(OXIPNG_PRESET);
    options.strip = oxipng::StripChunks::Safe;
    oxipng::optimize_from_memory(png, &options)
}

/// JPEG at `quality` (no alpha channel in JPEG: transparent pixels come out as their colour).
pub(crate) fn jpeg(image: &DynamicImage, quality: u8, label: &str) -> Result<Vec<u8>, ImageError> {
    let mut buffer = Vec::new();
    let encoder = JpegEncoder::new_with_quality(&mut buffer, quality);
    let result = match image {
        DynamicImage::ImageLuma8(gray) => gray.write_with_encoder(encoder),
        other if !other.color().has_color() => other.to_luma8().write_with_encoder(encoder),
        other => other.to_rgb8().write_with_encoder(encoder),
    };
    result.map_err(|e| ImageError::Encode { image: label.into(), format: "JPEG", message: e.to_string() })?;
    Ok(buffer)
}

/// AVIF with ravif at `quality` and `speed` (alpha kept when the image has any).
pub(crate) fn avif(image: &DynamicImage, quality: u8, speed: u8, label: &str) -> Result<Vec<u8>, ImageError> {
    let quality = f32::from(quality);
    let encoder = ravif::Encoder::new().with_quality(quality).with_alpha_quality(quality).with_speed(speed);
    let (width, height) = (image.width() as usize, image.height() as usize);
    let encoded = if image.color().has_alpha() {
        let pixels: Vec<ravif::RGBA8> = image.to_rgba8().pixels().map(|p| ravif::RGBA8::new(p[0], p[1], p[2], p[3])).collect();
        encoder.encode_rgba(ravif::Img::new(&pixels[..], width, height))
    } else {
        let pixels: Vec<ravif::RGB8> = image.to_rgb8().pixels().map(|p| ravif::RGB8::new(p[0], p[1], p[2])).collect();
        encoder.encode_rgb(ravif::Img::new(&pixels[..], width, height))
    };
    encoded.map(|e| e.avif_file).map_err(|e| ImageError::Encode { image: label.into(), format: "AVIF", message: e.to_string() })
}

/// The low-quality placeholder: the image [`crate::PLACEHOLDER_WIDTH`] px wide in its own
/// format, as a base64 `data:` URI.
pub(crate) fn placeholder(image: &DynamicImage, format: SourceFormat, label: &str) -> Result<String, ImageError> {
    let width = crate::PLACEHOLDER_WIDTH.min(image.width());
    let small = image.resize_exact(width, scaled_height(image.width(), image.height(), width), FilterType::Triangle);
    let bytes = match format {
        SourceFormat::Jpeg => jpeg(&small, PLACEHOLDER_JPEG_QUALITY, label)?,
        SourceFormat::Png => {
            let mut buffer = Vec::new();
            small
                .write_with_encoder(PngEncoder::new_with_quality(&mut buffer, CompressionType::Best, PngFilter::Adaptive))
                .map_err(|e| ImageError::Encode { image: label.into(), format: "PNG", message: e.to_string() })?;
            buffer
        }
    };
    Ok(format!("data:{};base64,{}", format.mime(), base64::engine::general_purpose::STANDARD.encode(bytes)))
}
