//! Records the versions of the codec crates this build links, from the workspace's Cargo.lock,
//! so the on-disk cache misses when an encoder changes (its key includes them).

use std::path::{Path, PathBuf};

const ENCODER_CRATES: &[&str] = &["image", "png", "zune-jpeg", "ravif", "rav1e", "oxipng", "libdeflater"];

fn main() {
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let lock = manifest_dir.ancestors().map(|dir| dir.join("Cargo.lock")).find(|path| path.is_file());
    let versions = match &lock {
        Some(path) => {
            println!("cargo:rerun-if-changed={}", path.display());
            locked_versions(path)
        }
        None => "unlocked".to_string(),
    };
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rustc-env=FERROSAURUS_IMAGES_ENCODERS={versions}");
}

/// `image 0.25.10, png 0.18.0, ...` for the crates of [`ENCODER_CRATES`] found in the lock file.
fn locked_versions(lock: &Path) -> String {
    let text = std::fs::read_to_string(lock).unwrap_or_default();
    let mut found = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let Some(name) = line.strip_prefix("name = \"").and_then(|rest| rest.strip_suffix('"')) else { continue };
        if !ENCODER_CRATES.contains(&name) {
            continue;
        }
        if let Some(version) = lines.next().and_then(|l| l.strip_prefix("version = \"")).and_then(|rest| rest.strip_suffix('"')) {
            found.push(format!("{name} {version}"));
        }
    }
    found.sort();
    found.join(", ")
}
