//! Figures for the image stage: cold time and output bytes per format, then the warm (cached)
//! time, for the fixtures, the site's own images and a generated 200-image corpus.
//!
//! ```text
//! cargo run --release -p ferrosaurus-images --example bench            # everything
//! cargo run --release -p ferrosaurus-images --example bench -- speeds  # AVIF speed sweep
//! ```
//!
//! Options are the site's (`quality: 100, min: 640, max: 1280, steps: 2`) unless
//! `BENCH_QUALITY` is set. `BENCH_CORPUS` sets the corpus size (200).

use std::path::{Path, PathBuf};
use std::time::Instant;

use ferrosaurus_images::{ImageOptions, ImageProcessor, ImageRequest, OutputFormat, ProcessedImage, Widths};
use image::{DynamicImage, Rgb, RgbImage};

fn main() {
    let quality: u8 = std::env::var("BENCH_QUALITY").ok().and_then(|q| q.parse().ok()).unwrap_or(100);
    let corpus_size: usize = std::env::var("BENCH_CORPUS").ok().and_then(|n| n.parse().ok()).unwrap_or(200);
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let fixtures = files_in(&manifest.join("tests/fixtures"));
    let site = site_images(&manifest.join("../../site/docs"));
    let options = |speed: u8| {
        let mut options = ImageOptions::new(Widths::Range { min: 640, max: 1280, steps: 2 }, quality);
        options.avif_speed = speed;
        options
    };
    println!("options: quality {quality}, widths min 640 max 1280 steps 2, rayon threads {}", rayon::current_num_threads());
    println!("encoders: {}", ferrosaurus_images::ENCODER_VERSIONS);
    if std::env::args().nth(1).as_deref() == Some("speeds") {
        let speeds: Vec<u8> = std::env::var("BENCH_SPEEDS").ok().map_or(vec![4, 6, 7, 8, 9, 10], |s| s.split(',').filter_map(|v| v.parse().ok()).collect());
        for speed in speeds {
            sweep(&format!("speed {speed:>2}"), &options(speed), &fixtures, &site);
        }
        return;
    }
    let default = options(ferrosaurus_images::DEFAULT_AVIF_SPEED);
    run("fixtures", &default, &fixtures);
    run("site images", &default, &site);
    let corpus_dir = tempfile::tempdir().expect("temp dir");
    let corpus = generate_corpus(corpus_dir.path(), corpus_size);
    run(&format!("generated corpus ({corpus_size} images)"), &default, &corpus);
}

/// Cold run (empty cache), then warm run (same cache), with bytes per format.
fn run(title: &str, options: &ImageOptions, files: &[PathBuf]) {
    let cache = tempfile::tempdir().expect("temp dir");
    let processor = ImageProcessor::new(options.clone(), cache.path()).expect("options");
    let requests: Vec<ImageRequest> = files.iter().map(ImageRequest::from_file).collect();
    let input_bytes: u64 = files.iter().map(|f| std::fs::metadata(f).map(|m| m.len()).unwrap_or(0)).sum();
    let start = Instant::now();
    let cold: Vec<ProcessedImage> = processor.process_all(&requests).into_iter().map(|r| r.expect("processed")).collect();
    let cold_time = start.elapsed();
    let start = Instant::now();
    let warm = processor.process_all(&requests);
    let warm_time = start.elapsed();
    let hits = warm.iter().filter(|r| r.as_ref().is_ok_and(|p| p.from_cache)).count();
    println!("\n== {title}: {} images, {} input", files.len(), kb(input_bytes));
    println!("cold {:>8.2} s   warm {:>8.3} s ({hits}/{} from cache)", cold_time.as_secs_f64(), warm_time.as_secs_f64(), warm.len());
    for format in [OutputFormat::Png, OutputFormat::Jpeg, OutputFormat::Avif] {
        let outputs: Vec<_> = cold.iter().flat_map(|p| p.fallback.iter().chain(&p.avif)).filter(|o| o.format == format).collect();
        if !outputs.is_empty() {
            println!("{format:>8?}: {:>4} files {:>12}", outputs.len(), kb(outputs.iter().map(|o| o.bytes).sum()));
        }
    }
    let without_avif = cold.iter().filter(|p| p.avif.is_empty()).count();
    println!("images whose AVIF was dropped (not smaller): {without_avif}");
    let placeholders: usize = cold.iter().filter_map(|p| p.placeholder.as_ref()).map(String::len).sum();
    println!("placeholders: {} bytes of data URIs in all", placeholders);
}

/// One AVIF speed: time and bytes. (This crate builds no AVIF decoder, so the sweep compares
/// sizes at one quality setting; the tests check the AVIF headers.)
fn sweep(title: &str, options: &ImageOptions, fixtures: &[PathBuf], site: &[PathBuf]) {
    let cache = tempfile::tempdir().expect("temp dir");
    let processor = ImageProcessor::new(options.clone(), cache.path()).expect("options");
    let files: Vec<&PathBuf> = fixtures.iter().chain(site).collect();
    let start = Instant::now();
    let results: Vec<ProcessedImage> = files.iter().map(|f| processor.process(&ImageRequest::from_file(f.as_path())).expect("processed")).collect();
    let time = start.elapsed();
    let avif: u64 = results.iter().flat_map(|p| &p.avif).map(|o| o.bytes).sum();
    let fallback: u64 = results.iter().flat_map(|p| &p.fallback).map(|o| o.bytes).sum();
    let dropped = results.iter().filter(|p| p.avif.is_empty()).count();
    println!("{title}: {:>6.2} s  AVIF kept {:>10}  source formats {:>10}  AVIF dropped for {dropped}/{} images", time.as_secs_f64(), kb(avif), kb(fallback), results.len());
}

fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir).map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
    files.retain(|f| matches!(f.extension().and_then(|e| e.to_str()), Some("png" | "jpg" | "jpeg")));
    files.sort();
    files
}

fn site_images(docs: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![docs.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "png" || e == "jpg") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// `count` images, deterministic: every other one a flat-colour diagram (PNG), the rest a
/// noisy photo-like gradient (JPEG), 800 to 1520 px wide.
fn generate_corpus(dir: &Path, count: usize) -> Vec<PathBuf> {
    (0..count)
        .map(|i| {
            let width = 800 + (i as u32 * 37) % 720;
            let height = width * 5 / 8;
            let mut seed = i as u32 * 2_654_435_761 + 1;
            let mut noise = move || {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                seed
            };
            if i % 2 == 0 {
                let path = dir.join(format!("diagram-{i:03}.png"));
                diagram(width, height, &mut noise).save(&path).expect("write png");
                path
            } else {
                let path = dir.join(format!("photo-{i:03}.jpg"));
                let image = photo(width, height, &mut noise);
                let mut file = std::fs::File::create(&path).expect("create jpg");
                image::codecs::jpeg::JpegEncoder::new_with_quality(&mut file, 90).encode_image(&image).expect("write jpg");
                path
            }
        })
        .collect()
}

fn diagram(width: u32, height: u32, noise: &mut impl FnMut() -> u32) -> RgbImage {
    let mut image = RgbImage::from_pixel(width, height, Rgb([250, 250, 252]));
    for _ in 0..24 {
        let (x, y) = (noise() % width, noise() % height);
        let (w, h) = (40 + noise() % 200, 20 + noise() % 80);
        let colour = Rgb([(noise() % 200) as u8, (noise() % 200) as u8, 120 + (noise() % 120) as u8]);
        for py in y..(y + h).min(height) {
            for px in x..(x + w).min(width) {
                let border = px == x || py == y || px + 1 == (x + w).min(width) || py + 1 == (y + h).min(height);
                image.put_pixel(px, py, if border { Rgb([30, 30, 40]) } else { colour });
            }
        }
    }
    image
}

fn photo(width: u32, height: u32, noise: &mut impl FnMut() -> u32) -> DynamicImage {
    let phase = (noise() % 628) as f32 / 100.0;
    let image = RgbImage::from_fn(width, height, |x, y| {
        let (fx, fy) = (x as f32 / width as f32, y as f32 / height as f32);
        let wave = ((fx * 9.0 + phase).sin() * (fy * 7.0).cos() * 40.0) as i32;
        let grain = (noise() % 24) as i32 - 12;
        let channel = |base: f32, slope: f32| (base + slope * fy * 255.0) as i32 + wave + grain;
        Rgb([channel(90.0, 0.5).clamp(0, 255) as u8, channel(140.0, 0.3).clamp(0, 255) as u8, channel(200.0, -0.4).clamp(0, 255) as u8])
    });
    DynamicImage::ImageRgb8(image)
}

fn kb(bytes: u64) -> String {
    format!("{:.1} KB", bytes as f64 / 1024.0)
}
