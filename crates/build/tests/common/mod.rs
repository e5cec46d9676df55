//! Shared by the whole-site tests of this crate: fixture copies, finding a route's HTML under
//! any `trailingSlash` layout, and Debian's chromium for the browser tests.

#![allow(dead_code)] // each test binary uses its own part

use std::path::{Path, PathBuf};

/// A temp copy of `tests/fixtures/<name>`.
pub(crate) fn fixture(name: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name), dir.path());
    dir
}

/// A temp copy of `tests/fixtures/<name>` with its npm packages installed from its committed
/// lockfile (`npm ci`, no scripts).
pub(crate) fn fixture_with_packages(name: &str) -> tempfile::TempDir {
    let site = fixture(name);
    let status = std::process::Command::new("npm")
        .args(["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"])
        .current_dir(site.path())
        .status()
        .expect("npm runs");
    assert!(status.success(), "npm ci in the fixture {name}");
    site
}

/// A temp copy of `tests/fixtures/<name>`, built quietly; any warning fails the test (nothing
/// the fixture configures may be dropped or skipped).
pub(crate) fn built_without_warnings(name: &str) -> tempfile::TempDir {
    let site = fixture(name);
    let mut options = ferrosaurus_build::BuildOptions::new(site.path());
    options.progress = ferrosaurus_build::ProgressMode::Quiet;
    let report = ferrosaurus_build::build(&options).expect("the fixture builds");
    let warnings: Vec<String> = report.warnings.iter().map(|d| d.to_string()).collect();
    assert!(warnings.is_empty(), "{name}: nothing configured is dropped: {warnings:#?}");
    site
}

/// Copies a folder tree.
pub(crate) fn copy_dir(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// The HTML file of a route in `out`, whatever the trailing-slash layout.
pub(crate) fn page(out: &Path, route: &str) -> String {
    let route = route.trim_matches('/');
    let candidates: Vec<PathBuf> = if route.is_empty() {
        vec![out.join("index.html")]
    } else {
        vec![out.join(format!("{route}.html")), out.join(route).join("index.html")]
    };
    candidates.iter().find_map(|p| std::fs::read_to_string(p).ok()).unwrap_or_else(|| panic!("no HTML for /{route}"))
}

/// Serves the built site `out` on a loopback port and runs the browser script
/// `theme/e2e/<script>` against it in Debian's Chromium (installed first when missing); fails
/// with the script's output unless every case passed.
pub(crate) fn run_theme_e2e(out: &Path, script: &str) {
    ferrosaurus_test_support::ensure_chromium();
    let server = ferrosaurus_build::serve::Server::start(out, 0).unwrap();
    let theme = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../theme");
    ferrosaurus_build::npm::ensure_installed(&theme, &mut |m| eprintln!("{m}")).expect("the theme folder's npm dependencies");
    let output = std::process::Command::new("node").arg(theme.join("e2e").join(script)).arg(server.url()).current_dir(&theme).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(output.status.success() && stdout.contains(" 0 failed"), "browser checks failed:\n{stdout}\n{stderr}");
}
