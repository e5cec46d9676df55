//! The golden comparison (issue 17): ferrosaurus's build of each variant of `tests/golden/site`
//! (listed in `tests/golden/variants.txt`) against Docusaurus 3.10.2's build of the same
//! variant, stored normalized in `tests/golden/expected/<variant>/` by
//! `benches/docusaurus/golden.sh` (see `tests/golden/normalize.rs` for what is compared).
//!
//! Fails on differences in the output file list, the `<html>`/`<body>` attributes (the
//! ThemeClassNames), the `<head>` tags and their order, the structured data (JSON-LD), internal
//! links Docusaurus's page does not have (a link in another form: `trailingSlash`, `baseUrl`,
//! locale), and the inner theme structure and links of the page kinds in [`STRUCTURE_MATCHED`].
//! Prints the structure and link differences of the other page kinds as a report with a count
//! of differing lines per kind, so they can be burned down: once a kind reaches zero, add it to
//! [`STRUCTURE_MATCHED`] so it stays matched.

#[path = "golden/normalize.rs"]
mod normalize;

#[path = "golden/compare.rs"]
mod compare;

use std::path::{Path, PathBuf};

use compare::{Findings, PageKind};
use ferrosaurus_build::{build, BuildOptions, ProgressMode};
use normalize::{site_files, summarize, Detail, PageSummary};

/// The page kinds whose inner structure and links match Docusaurus's: a difference there fails.
/// Not yet: `Doc` and `MarkdownPage` (the content's h1 is not wrapped in a `<header>` by the
/// Markdown renderer, as Docusaurus's mdx-loader wraps it), `CategoryIndex` (no previous/next
/// links in its page data).
const STRUCTURE_MATCHED: &[PageKind] = &[
    PageKind::DocsTagsList,
    PageKind::DocsTag,
    PageKind::BlogList,
    PageKind::BlogPost,
    PageKind::BlogTagsList,
    PageKind::BlogTag,
    PageKind::BlogArchive,
    PageKind::ReactPage,
    PageKind::NotFound,
];

/// One variant of the fixture, as `variants.txt` lists it.
struct Variant {
    name: String,
    detail: Detail,
}

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn variants() -> Vec<Variant> {
    let text = std::fs::read_to_string(golden_dir().join("variants.txt")).unwrap();
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let name = words.next()?.to_string();
            let detail = words.next().and_then(Detail::parse).unwrap_or_else(|| panic!("variants.txt: `{line}` needs `full` or `head`"));
            Some(Variant { name, detail })
        })
        .collect()
}

fn variant(name: &str) -> Variant {
    variants().into_iter().find(|v| v.name == name).unwrap_or_else(|| panic!("variants.txt lists no variant {name}"))
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

/// Builds the variant with ferrosaurus: `site/` with `variants/<name>/` laid over it.
fn build_variant(variant: &Variant, dir: &Path) -> PathBuf {
    let site = dir.join("site");
    copy_dir(&golden_dir().join("site"), &site);
    if variant.name != "base" {
        copy_dir(&golden_dir().join("variants").join(&variant.name), &site);
    }
    let mut options = BuildOptions::new(&site);
    options.progress = ProgressMode::Quiet;
    options.install_dependencies = false;
    options.ssr_workers = Some(2);
    build(&options).unwrap_or_else(|e| panic!("the golden variant {} does not build: {e}", variant.name));
    site.join("build")
}

/// Builds the variant and compares it page by page with Docusaurus's stored output.
fn check_variant(name: &str) {
    let variant = variant(name);
    let dir = tempfile::tempdir().unwrap();
    let out = build_variant(&variant, dir.path());
    let expected = golden_dir().join("expected").join(&variant.name);
    // to burn the report down: FERROSAURUS_GOLDEN_OUT=/tmp/ours writes ferrosaurus's side normalized
    if let Some(dump) = std::env::var_os("FERROSAURUS_GOLDEN_OUT") {
        normalize::write_expected(&out, &Path::new(&dump).join(&variant.name), variant.detail).unwrap();
    }

    let mut findings = Findings::new(STRUCTURE_MATCHED);
    let expected_files: Vec<String> = std::fs::read_to_string(expected.join("files.txt")).unwrap().lines().map(str::to_string).collect();
    findings.compare_files(&expected_files, &site_files(&out));
    for file in expected_files.iter().filter(|f| f.ends_with(".html")) {
        let theirs = PageSummary::from_text(&std::fs::read_to_string(expected.join("pages").join(format!("{file}.txt"))).unwrap());
        let Ok(html) = std::fs::read_to_string(out.join(file)) else { continue };
        let mut ours = summarize(&html);
        if variant.detail == Detail::Head {
            ours.structure.clear();
        }
        findings.compare_page(file, &theirs, &ours);
    }
    println!("golden report of {name} (not failures: inner theme structure to burn down):\n{}{}", findings.report, findings.structure_tally());
    assert!(findings.failures.is_empty(), "ferrosaurus differs from Docusaurus 3.10.2 on the golden variant {name}:\n{}", findings.failures);
}

#[test]
fn golden_base_matches_docusaurus_3_10() {
    check_variant("base");
}

#[test]
fn golden_slash_unset_matches_docusaurus_3_10() {
    check_variant("slash-unset");
}

#[test]
fn golden_versioned_i18n_pwa_matches_docusaurus_3_10() {
    check_variant("versioned-i18n-pwa");
}

#[test]
fn golden_every_variant_has_a_test() {
    let tested = ["base", "slash-unset", "versioned-i18n-pwa"];
    let listed: Vec<String> = variants().into_iter().map(|v| v.name).collect();
    assert_eq!(listed, tested, "variants.txt and the tests of golden.rs list different variants");
    for name in &listed[1..] {
        assert!(golden_dir().join("variants").join(name).is_dir(), "no folder variants/{name}");
        assert!(golden_dir().join("expected").join(name).join("files.txt").is_file(), "no expected/{name}: run benches/docusaurus/golden.sh {name}");
    }
}

#[test]
fn normalizer_drops_hashes_and_plumbing() {
    let html = r#"<!DOCTYPE html><html lang="en" class="b a" data-has-hydrated="false"><head>
        <meta charset="UTF-8"><meta name="generator" content="Docusaurus v3.10.2"><title data-rh="true">A &amp; B | S</title>
        <meta data-rh="true" property="og:url" content="https://x/a"><link rel="stylesheet" href="/assets/css/styles.7354dd5b.css">
        <link rel="preconnect" href="https://cdn.x"><script src="/assets/js/main.1e731ae7.js"></script></head>
        <body><div id="__docusaurus"><nav class="navbar navbarHideable_m1mJ menu__link"><div class="navbar__inner"><svg><path d="M0"></path></svg><a class="x_AIbrnW" href="/docs/a?x=1">a</a><a href="https://x/b">b</a><br></div></nav><script>1</script><main></main></div></body></html>"#;
    let s = summarize(html);
    assert_eq!(s.html, ["class=\"a b\"", "data-has-hydrated=\"false\"", "lang=\"en\""]);
    assert_eq!(s.head, ["<meta charset=\"UTF-8\">", "<title>A & B | S</title>", "<meta content=\"https://x/a\" property=\"og:url\">", "<link href=\"https://cdn.x\" rel=\"preconnect\">"]);
    assert_eq!(s.links, ["/docs/a?x=1"]);
    assert_eq!(s.structure, ["div#__docusaurus", "  nav.menu__link.navbar.navbarHideable", "    div.navbar__inner", "      svg", "      a.x", "      a", "      br", "  main"]);
    assert_eq!(PageSummary::from_text(&s.to_text()), s);
    for (token, stripped) in [
        ("breadcrumbsContainer_Z_bl", "breadcrumbsContainer"),
        ("announcementBar_AIbrnW", "announcementBar"),
        ("menu__list-item", "menu__list-item"),
        ("menu__link", "menu__link"),
        ("navbar__inner", "navbar__inner"),
        ("pagination-nav__sublabel", "pagination-nav__sublabel"),
        ("menu__list-item--collapsed", "menu__list-item--collapsed"),
        ("sidebarItem__DBe", "sidebarItem"),
        ("toggle_vylO", "toggle"),
        ("tagRegular_M_x1Yz", "tagRegular"),
        ("theme-doc-markdown", "theme-doc-markdown"),
        ("col--7", "col--7"),
    ] {
        assert_eq!(normalize::strip_module_hash(token), stripped);
    }
}

// minified HTML (Docusaurus's `faster` build) leaves out `</li>` and `</p>`: the outline
// nests as a browser builds the tree
#[test]
fn normalizer_closes_what_omitted_end_tags_leave_open() {
    let minified = "<html><body><ul class=a><li class=b><a href=/x>x</a><li class=b><a href=/y>y</a></ul><p>one<p>two<div>three</div></body></html>";
    let full = "<html><body><ul class=a><li class=b><a href=/x>x</a></li><li class=b><a href=/y>y</a></li></ul><p>one</p><p>two</p><div>three</div></body></html>";
    assert_eq!(summarize(minified).structure, summarize(full).structure);
    assert_eq!(summarize(full).structure, ["ul.a", "  li.b", "    a", "  li.b", "    a", "p", "p", "div"]);
}

#[test]
fn page_kinds_come_from_docusaurus_html_classes() {
    let kind = |class: &str| PageKind::of(&[format!("class=\"{class}\""), "lang=\"en\"".into()]);
    assert_eq!(kind("docs-doc-id-intro docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default"), Some(PageKind::Doc));
    assert_eq!(kind("docs-doc-page docs-version-current docs-wrapper plugin-docs plugin-id-default"), Some(PageKind::CategoryIndex));
    assert_eq!(kind("plugin-blog plugin-id-default"), Some(PageKind::BlogArchive));
    assert_eq!(kind("plugin-id-default plugin-native"), Some(PageKind::NotFound));
    assert_eq!(kind("docs-version-current docs-wrapper plugin-docs plugin-id-default"), Some(PageKind::NotFound));
    assert_eq!(kind("something-else"), None);
}
