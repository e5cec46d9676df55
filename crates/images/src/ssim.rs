//! A small SSIM (structural similarity) on luma, to check that an optimised image looks like
//! its original: 1.0 is identical, above ~0.95 is hard to tell apart.
//!
//! Mean SSIM over 8 x 8 windows moved 4 px at a time, on BT.601 luma, with the usual
//! constants (K1 = 0.01, K2 = 0.03, L = 255). Transparent pixels are composed over white first.
//!
//! ```
//! let a = image::DynamicImage::ImageRgb8(image::RgbImage::from_fn(32, 32, |x, y| image::Rgb([(x * 8) as u8, (y * 8) as u8, 0])));
//! assert!((ferrosaurus_images::ssim::ssim(&a, &a).unwrap() - 1.0).abs() < 1e-9);
//! ```

use image::{DynamicImage, GenericImageView};

const WINDOW: u32 = 8;
const STRIDE: usize = 4;

/// Mean SSIM of two images of the same size; `None` when the sizes differ or are under 8 px.
pub fn ssim(a: &DynamicImage, b: &DynamicImage) -> Option<f64> {
    if a.dimensions() != b.dimensions() || a.width() < WINDOW || a.height() < WINDOW {
        return None;
    }
    let (width, height) = a.dimensions();
    let (la, lb) = (luma(a), luma(b));
    let (c1, c2) = ((0.01f64 * 255.0).powi(2), (0.03f64 * 255.0).powi(2));
    let mut total = 0.0;
    let mut windows = 0u64;
    for y in (0..=height - WINDOW).step_by(STRIDE) {
        for x in (0..=width - WINDOW).step_by(STRIDE) {
            let stats = window_stats(&la, &lb, width, x, y);
            let (ma, mb, va, vb, cov) = stats;
            total += ((2.0 * ma * mb + c1) * (2.0 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
            windows += 1;
        }
    }
    Some(total / windows as f64)
}

/// (mean a, mean b, variance a, variance b, covariance) of one window.
fn window_stats(a: &[f64], b: &[f64], width: u32, x: u32, y: u32) -> (f64, f64, f64, f64, f64) {
    let n = f64::from(WINDOW * WINDOW);
    let pixels = || (y..y + WINDOW).flat_map(move |row| (x..x + WINDOW).map(move |col| (row * width + col) as usize));
    let (sa, sb) = pixels().fold((0.0, 0.0), |(sa, sb), i| (sa + a[i], sb + b[i]));
    let (ma, mb) = (sa / n, sb / n);
    let (va, vb, cov) = pixels().fold((0.0, 0.0, 0.0), |(va, vb, cov), i| {
        let (da, db) = (a[i] - ma, b[i] - mb);
        (va + da * da, vb + db * db, cov + da * db)
    });
    (ma, mb, va / (n - 1.0), vb / (n - 1.0), cov / (n - 1.0))
}

/// BT.601 luma of every pixel, transparent ones composed over white.
fn luma(image: &DynamicImage) -> Vec<f64> {
    image
        .to_rgba8()
        .pixels()
        .map(|p| {
            let alpha = f64::from(p[3]) / 255.0;
            let over_white = |c: u8| f64::from(c) * alpha + 255.0 * (1.0 - alpha);
            0.299 * over_white(p[0]) + 0.587 * over_white(p[1]) + 0.114 * over_white(p[2])
        })
        .collect()
}
