//! The golden comparison (issue 17): ferrosaurus's build of `tests/golden/site` against
//! Docusaurus 3.10.2's build of the same site, stored normalized in `tests/golden/expected/`
//! by `benches/docusaurus/golden.sh` (see `tests/golden/normalize.rs` for what is compared).
//!
//! Fails on differences in the output file list, the `<html>`/`<body>` attributes (the
//! ThemeClassNames) and the set of `<head>` tags. Prints, without failing, differences in the
//! head tags' order, the structured data and the inner theme structure, so they can be burned
//! down.

#[path = "golden/normalize.rs"]
mod normalize;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use ferrosaurus_build::{build, BuildOptions, ProgressMode};
use normalize::{site_files, summarize, PageSummary};

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn copy_dir(from: &Path, to: &Path) {
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

/// Lines only in `expected` (`-`) and only in `ours` (`+`), as a set difference.
fn set_difference(expected: &[String], ours: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    out.extend(expected.iter().filter(|l| !ours.contains(l)).map(|l| format!("- {l}")));
    out.extend(ours.iter().filter(|l| !expected.contains(l)).map(|l| format!("+ {l}")));
    out
}

/// A unified diff of two outlines, at most `limit` changed lines shown.
fn outline_diff(expected: &[String], ours: &[String], limit: usize) -> Option<String> {
    if expected == ours {
        return None;
    }
    let (a, b) = (expected.join("\n") + "\n", ours.join("\n") + "\n");
    let diff = similar::TextDiff::from_lines(&a, &b);
    let changed = diff.iter_all_changes().filter(|c| c.tag() != similar::ChangeTag::Equal).count();
    let text = diff.unified_diff().context_radius(1).header("docusaurus", "ferrosaurus").to_string();
    let shown: Vec<&str> = text.lines().take(limit).collect();
    Some(format!("{changed} changed lines\n{}{}", shown.join("\n"), if text.lines().count() > limit { "\n  ..." } else { "" }))
}

#[test]
fn golden_fixture_matches_docusaurus_3_10() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    copy_dir(&golden_dir().join("site"), &site);
    let mut options = BuildOptions::new(&site);
    options.progress = ProgressMode::Quiet;
    options.install_dependencies = false;
    options.ssr_workers = Some(2);
    build(&options).unwrap_or_else(|e| panic!("the golden fixture does not build: {e}"));
    let out = site.join("build");
    let expected = golden_dir().join("expected");
    // to burn the report down: FERROSAURUS_GOLDEN_OUT=/tmp/ours writes ferrosaurus's side normalized
    if let Some(dump) = std::env::var_os("FERROSAURUS_GOLDEN_OUT") {
        normalize::write_expected(&out, Path::new(&dump)).unwrap();
    }

    let mut failures = String::new();
    let mut report = String::new();

    let expected_files: Vec<String> = std::fs::read_to_string(expected.join("files.txt")).unwrap().lines().map(str::to_string).collect();
    let our_files = site_files(&out);
    let file_diff = set_difference(&expected_files, &our_files);
    if !file_diff.is_empty() {
        writeln!(failures, "output files (- only Docusaurus, + only ferrosaurus):\n  {}", file_diff.join("\n  ")).unwrap();
    }

    for file in expected_files.iter().filter(|f| f.ends_with(".html")) {
        let theirs = PageSummary::from_text(&std::fs::read_to_string(expected.join("pages").join(format!("{file}.txt"))).unwrap());
        let Ok(html) = std::fs::read_to_string(out.join(file)) else { continue };
        let ours = summarize(&html);
        for (part, a, b) in [("<html>", &theirs.html, &ours.html), ("<body>", &theirs.body, &ours.body), ("<head>", &theirs.head_set(), &ours.head_set())] {
            let diff = set_difference(a, b);
            if !diff.is_empty() {
                writeln!(failures, "{file} {part}:\n  {}", diff.join("\n  ")).unwrap();
            }
        }
        if theirs.head != ours.head && theirs.head_set() == ours.head_set() {
            writeln!(report, "{file}: head tags in another order").unwrap();
        }
        let data_diff = set_difference(&theirs.structured_data, &ours.structured_data);
        if !data_diff.is_empty() {
            writeln!(report, "{file} structured data:\n  {}", data_diff.join("\n  ")).unwrap();
        }
        if let Some(diff) = outline_diff(&theirs.structure, &ours.structure, 60) {
            writeln!(report, "{file} structure: {diff}").unwrap();
        }
    }
    if !report.is_empty() {
        println!("golden report (not failures: inner theme structure to burn down):\n{report}");
    }
    assert!(failures.is_empty(), "ferrosaurus differs from Docusaurus 3.10.2 on the golden fixture:\n{failures}");
}

#[test]
fn normalizer_drops_hashes_and_plumbing() {
    let html = r#"<!DOCTYPE html><html lang="en" class="b a" data-has-hydrated="false"><head>
        <meta charset="UTF-8"><meta name="generator" content="Docusaurus v3.10.2"><title data-rh="true">A &amp; B | S</title>
        <meta data-rh="true" property="og:url" content="https://x/a"><link rel="stylesheet" href="/assets/css/styles.7354dd5b.css">
        <link rel="preconnect" href="https://cdn.x"><script src="/assets/js/main.1e731ae7.js"></script></head>
        <body><div id="__docusaurus"><nav class="navbar navbarHideable_m1mJ menu__link"><svg><path d="M0"></path></svg><a class="x_AIbrnW">a</a><br></nav><script>1</script><main></main></div></body></html>"#;
    let s = summarize(html);
    assert_eq!(s.html, ["class=\"a b\"", "data-has-hydrated=\"false\"", "lang=\"en\""]);
    assert_eq!(s.head, ["<meta charset=\"UTF-8\">", "<title>A & B | S</title>", "<meta content=\"https://x/a\" property=\"og:url\">", "<link href=\"https://cdn.x\" rel=\"preconnect\">"]);
    assert_eq!(s.structure, ["div#__docusaurus", "  nav.menu__link.navbar.navbarHideable", "    svg", "    a.x", "    br", "  main"]);
    assert_eq!(PageSummary::from_text(&s.to_text()), s);
    for (token, stripped) in [("breadcrumbsContainer_Z_bl", "breadcrumbsContainer"), ("announcementBar_AIbrnW", "announcementBar"), ("menu__list-item", "menu__list-item"), ("menu__link", "menu__link"), ("sidebarItem__DBe", "sidebarItem"), ("toggle_vylO", "toggle"), ("tagRegular_M_x1Yz", "tagRegular"), ("theme-doc-markdown", "theme-doc-markdown"), ("col--7", "col--7")] {
        assert_eq!(normalize::strip_module_hash(token), stripped);
    }
}
