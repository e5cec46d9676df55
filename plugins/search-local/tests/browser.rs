//! The search bar in headless Chromium: builds this repository's site/ (which configures
//! `@cmfcmf/docusaurus-search-local`) into a temp folder and runs theme/e2e/search.e2e.mjs on
//! it. The script serves the build itself, so that it can delay or drop the index responses
//! (playwright-core from the theme folder's dev dependencies, installed by the test when
//! missing; Debian's /usr/bin/chromium, never a downloaded browser). Skipped, with a message,
//! when there is no Chromium.

use std::path::Path;
use std::process::Command;

use ferrosaurus_build::{build, BuildOptions, ProgressMode};

const SITE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../site");
const THEME: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../theme");
const CHROMIUM: &str = "/usr/bin/chromium";

#[test]
fn the_search_bar_works_on_the_built_site() {
    if !Path::new(CHROMIUM).is_file() && std::env::var_os("CHROMIUM_PATH").is_none() {
        eprintln!("skipped: no {CHROMIUM} (site/tests/e2e.rs installs it)");
        return;
    }
    let out = tempfile::tempdir().unwrap();
    let build_dir = out.path().join("build");
    let mut options = BuildOptions::new(Path::new(SITE));
    options.out_dir = Some(build_dir.clone());
    options.progress = ProgressMode::Quiet;
    build(&options).expect("the site builds");
    assert!(build_dir.join("search-index-default.json").is_file(), "the build wrote no search index");

    ferrosaurus_build::npm::ensure_installed(Path::new(THEME), &mut |m| eprintln!("{m}")).expect("the theme folder's npm dependencies");
    let script = Path::new(THEME).join("e2e/search.e2e.mjs");
    let output = Command::new("node").arg(&script).arg(&build_dir).arg("/guides/introduction").current_dir(THEME).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    eprintln!("{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success() && stdout.contains(" 0 failed"), "browser checks failed:\n{stdout}");
}
