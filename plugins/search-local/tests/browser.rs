//! The search bar in headless Chromium: builds this repository's site/ (which configures
//! `@cmfcmf/docusaurus-search-local`) into a temp folder and runs theme/e2e/search.e2e.mjs on
//! it. The script serves the build itself, so that it can delay or drop the index responses
//! (playwright-core from the theme folder's dev dependencies, installed by the test when
//! missing; Debian's /usr/bin/chromium, installed with apt-get when missing, never a downloaded
//! browser). A second test does the same for a small German site
//! (`tests/fixtures/german-site`, `language: "de"`).

use std::path::{Path, PathBuf};
use std::process::Command;

use ferrosaurus_build::{build, BuildOptions, ProgressMode};

const SITE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../site");
const THEME: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../theme");

/// Builds `site` into `out/build` and installs the theme folder's npm packages (playwright-core).
fn build_site(site: &Path, out: &Path) -> PathBuf {
    let build_dir = out.join("build");
    let mut options = BuildOptions::new(site);
    options.out_dir = Some(build_dir.clone());
    options.progress = ProgressMode::Quiet;
    build(&options).expect("the site builds");
    ferrosaurus_build::npm::ensure_installed(Path::new(THEME), &mut |m| eprintln!("{m}")).expect("the theme folder's npm dependencies");
    build_dir
}

#[test]
fn the_search_bar_works_on_the_built_site() {
    ferrosaurus_test_support::ensure_chromium();
    let out = tempfile::tempdir().unwrap();
    let build_dir = build_site(Path::new(SITE), out.path());
    assert!(build_dir.join("search-index-default.json").is_file(), "the build wrote no search index");
    let script = Path::new(THEME).join("e2e/search.e2e.mjs");
    let output = Command::new("node").arg(&script).arg(&build_dir).arg("/guides/introduction").current_dir(THEME).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    eprintln!("{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success() && stdout.contains(" 0 failed"), "browser checks failed:\n{stdout}");
}

/// `language: "de"`: the bar registers lunr-languages' German pipeline before it loads the index,
/// and another inflection ("Häusern") finds the section through the German stemmer.
#[test]
fn the_search_bar_loads_a_german_index() {
    ferrosaurus_test_support::ensure_chromium();
    let out = tempfile::tempdir().unwrap();
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/german-site");
    let build_dir = build_site(&site, out.path());
    let index = std::fs::read_to_string(build_dir.join("search-index-docs-default-current.json")).expect("the German index");
    assert!(index.contains(r#""pipeline":["trimmer-de","stemmer-de"]"#), "not a German index");
    let script = Path::new(THEME).join("e2e/search-language.e2e.mjs");
    let output = Command::new("node").arg(&script).arg(&build_dir).arg("Häusern").arg("/#häuser-und-straßen").current_dir(THEME).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    eprintln!("{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success() && stdout.contains(" 0 failed"), "browser checks failed:\n{stdout}");
}
