//! `ferrosaurus start` in headless Chromium: runs tests/browser/live-edit.e2e.mjs against a dev
//! server over a temp copy of the build tests' fixture site (playwright-core from the theme
//! folder's dev dependencies, installed by the test when missing; Debian's chromium, installed
//! with apt-get when missing).

use std::path::Path;
use std::process::Command;
use std::sync::Arc;

use ferrosaurus_build::{BuildOptions, ProgressMode};
use ferrosaurus_dev::{start, DevOptions};

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../build/tests/fixtures/basic");
const THEME: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../theme");

#[test]
fn an_edit_shows_in_the_open_page_without_a_navigation() {
    ferrosaurus_test_support::ensure_chromium();
    let site = tempfile::tempdir().unwrap();
    ferrosaurus_test_support::copy_tree(Path::new(FIXTURE), site.path(), &[]);
    // a page long enough to scroll
    let intro = site.path().join("docs/intro.md");
    let filler: String = (0..80).map(|i| format!("\n\nFiller paragraph {i} so that the page scrolls.")).collect();
    std::fs::write(&intro, std::fs::read_to_string(&intro).unwrap() + &filler).unwrap();

    let mut build = BuildOptions::new(site.path());
    build.progress = ProgressMode::Quiet;
    let mut options = DevOptions::new(build);
    options.host = "127.0.0.1".into();
    options.port = 0;
    options.log = Arc::new(|line| eprintln!("{line}"));
    let server = start(options).unwrap();
    ferrosaurus_build::npm::ensure_installed(Path::new(THEME), &mut |m| eprintln!("{m}")).expect("the theme folder's npm dependencies");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser/live-edit.e2e.mjs");
    let output = Command::new("node").arg(&script).arg(server.url()).arg(site.path()).arg(THEME).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    eprintln!("{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success() && stdout.contains(" 0 failed"), "browser checks failed:\n{stdout}");
}
