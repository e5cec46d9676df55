//! The search bar in headless Chromium: builds this repository's site/ (which configures
//! `@cmfcmf/docusaurus-search-local`) into a temp folder and runs theme/e2e/search.e2e.mjs on
//! it. The script serves the build itself, so that it can delay or drop the index responses
//! (playwright-core from the theme folder's dev dependencies, installed by the test when
//! missing; Debian's /usr/bin/chromium, installed with apt-get when missing, never a downloaded
//! browser). A second test does the same for a small German site
//! (`tests/fixtures/german-site`, `language: "de"`), a third runs theme/e2e/search-versions.e2e.mjs
//! on a versioned site (`tests/fixtures/versioned-site`).

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

/// Runs a theme/e2e script on a build; fails with its output unless every case passed.
fn run_e2e(script: &str, args: &[&std::ffi::OsStr]) {
    let output = Command::new("node").arg(Path::new(THEME).join("e2e").join(script)).args(args).current_dir(THEME).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    eprintln!("{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success() && stdout.contains(" 0 failed"), "browser checks failed:\n{stdout}");
}

/// Issue 10: the bar searched `default` and `docs-default-current` on every page, so a
/// versioned site's other versions and a second docs instance were never searched. Now it
/// loads the index of the version the page belongs to (per docs instance), else the preferred,
/// else the latest version, as Docusaurus's `useContextualSearchFilters` gives them.
#[test]
fn issue_10_the_search_bar_searches_the_version_of_the_page() {
    ferrosaurus_test_support::ensure_chromium();
    let out = tempfile::tempdir().unwrap();
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/versioned-site");
    let build_dir = build_site(&site, out.path());
    for tag in ["default", "docs-default-current", "docs-default-2.0", "docs-default-1.0", "docs-community-current"] {
        assert!(build_dir.join(format!("search-index-{tag}.json")).is_file(), "no index for {tag}");
    }
    run_e2e("search-versions.e2e.mjs", &[build_dir.as_os_str()]);
}

/// Issue 10: `style: "none"` was parsed and ignored; the bar's styles now apply only to a wrapper
/// marked `data-styled`, which `style: "none"` leaves off, so the site's CSS styles it alone. (The
/// plugin's button is mounted in the browser, as Docusaurus's search plugin does: the server's
/// HTML has the wrapper and an empty field.)
#[test]
fn issue_10_style_none_leaves_the_search_bar_unstyled() {
    let root = tempfile::tempdir().unwrap();
    let site = root.path().join("site");
    ferrosaurus_test_support::copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/german-site"), &site, &["build", "node_modules"]);
    let config = site.join("docusaurus.config.js");
    let text = std::fs::read_to_string(&config).unwrap().replace("language: 'de' }", "language: 'de', style: 'none' }");
    assert!(text.contains("style: 'none'"), "the fixture's config changed: {text}");
    std::fs::write(&config, text).unwrap();
    let build_button = |site: &Path, out: &Path| {
        let mut options = BuildOptions::new(site);
        options.out_dir = Some(out.to_path_buf());
        options.progress = ProgressMode::Quiet;
        let report = build(&options).expect("the site builds");
        assert!(report.warnings.is_empty(), "{:?}", report.warnings);
        let html = std::fs::read_to_string(out.join("index.html")).unwrap();
        let at = html.find(r#"class="dsla-search-wrapper""#).expect("the search bar's wrapper");
        html[at..at + html[at..].find('>').unwrap()].to_string()
    };
    let unstyled = build_button(&site, &root.path().join("unstyled"));
    assert_eq!(unstyled, r#"class="dsla-search-wrapper""#, "style none: no data-styled");
    let default_site = root.path().join("default-site");
    ferrosaurus_test_support::copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/german-site"), &default_site, &["build", "node_modules"]);
    let styled = build_button(&default_site, &root.path().join("styled"));
    assert_eq!(styled, r#"class="dsla-search-wrapper" data-styled="""#, "by default the bar's styles apply");
}
