//! `onDuplicateRoutes` through the binary (issue 13): two pages at one path are reported at the
//! configured severity, and below `throw` the page Docusaurus serves is the one written.

use std::path::Path;
use std::process::{Command, Output};

use crate::common::copy_tree;

/// The build tests' fixture with a pages-plugin page at `/docs/intro`, where the doc
/// `docs/intro.md` is too; `severity` (when given) is the config's `onDuplicateRoutes`.
fn site_with_a_duplicate(severity: Option<&str>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/tests/fixtures/basic"), dir.path(), &[]);
    std::fs::create_dir_all(dir.path().join("src/pages/docs")).unwrap();
    std::fs::write(dir.path().join("src/pages/docs/intro.md"), "# Page at the doc's path\n\nWritten by the pages plugin.\n").unwrap();
    if let Some(severity) = severity {
        let config = dir.path().join("docusaurus.config.ts");
        let text = std::fs::read_to_string(&config).unwrap().replace("onBrokenLinks: 'throw',", &format!("onBrokenLinks: 'throw',\n  onDuplicateRoutes: '{severity}',"));
        std::fs::write(config, text).unwrap();
    }
    dir
}

fn build(site: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ferrosaurus")).args(["build", "--plain"]).arg(site).output().unwrap()
}

const REPORTED: &str = "Duplicate routes found: attempting to create page at /docs/intro";

// See: issue 13 (`onDuplicateRoutes` was accepted, and a duplicate always failed the build).
#[test]
fn issue_13_duplicate_routes_warn_by_default_and_the_page_is_served() {
    let site = site_with_a_duplicate(None);
    let out = build(site.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains(&format!("warning: docs/intro.md: {REPORTED}")), "{stderr}");
    assert!(stderr.contains("src/pages/docs/intro.md is served"), "{stderr}");
    let html = std::fs::read_to_string(site.path().join("build/docs/intro/index.html")).unwrap();
    assert!(html.contains("Written by the pages plugin."), "the plain route wins over the docs plugin's nested one");
    assert!(!html.contains("Welcome to the"));
}

#[test]
fn issue_13_duplicate_routes_ignore_and_throw() {
    let site = site_with_a_duplicate(Some("ignore"));
    let out = build(site.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(!stderr.contains("Duplicate routes"), "{stderr}");

    let site = site_with_a_duplicate(Some("throw"));
    let out = build(site.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains(&format!("error: docs/intro.md: {REPORTED}")), "{stderr}");
    assert!(!site.path().join("build").exists(), "nothing is published");
}
