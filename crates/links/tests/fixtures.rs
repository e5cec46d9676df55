//! Small built-output trees, checked, with the report as a snapshot.

use std::path::Path;

use ferrosaurus_core::ReportingSeverity;
use ferrosaurus_links::{check, BrokenKind, CheckOptions, LinkReport, PageToCheck};

/// Writes `files` (path, content) into a fresh output folder.
fn output(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (path, content) in files {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, content).unwrap();
    }
    dir
}

/// The report as text: Docusaurus's two messages, then the diagnostics.
fn render(report: &LinkReport, severity: ReportingSeverity) -> String {
    let mut out = String::new();
    for kind in [BrokenKind::Link, BrokenKind::Anchor] {
        out.push_str(&report.docusaurus_message(kind).unwrap_or_else(|| format!("(no broken {kind:?})\n")));
        out.push('\n');
    }
    out.push_str("=== diagnostics\n");
    for d in report.diagnostics(severity, severity) {
        out.push_str(&d.to_string());
        out.push('\n');
    }
    out.push_str(&format!("=== {} pages, {} links checked\n", report.pages_checked, report.links_checked));
    out
}

fn run(out: &Path, pages: &[PageToCheck], options: &CheckOptions) -> String {
    render(&check(out, pages, options), ReportingSeverity::Warn)
}

#[test]
fn broken_links_and_anchors_with_source_lines() {
    let out = output(&[
        (
            "docs/intro/index.html",
            r##"<html><head><link rel="stylesheet" href="/assets/css/styles.css"><link rel="canonical" href="https://e.com/docs/intro"></head>
            <body><nav><a href="/">Home</a><a href="/blog">Blog</a></nav>
            <h2 id="setup">Setup</h2><a name="legacy"></a>
            <a href="/docs/guide#install">ok anchor</a>
            <a href="/docs/guide#nope">broken anchor</a>
            <a href="#setup">same page</a><a href="#legacy">a name</a><a href="#missing">same page broken</a>
            <a href="/docs/missing">broken</a><a href="/docs/missing">broken twice</a>
            <a href="guide?tab=1">relative with query</a>
            <a href="../docs/gone?x=1&amp;y=2#z">relative broken</a>
            <a href="/img/logo.svg">static</a><img src="/img/nope.png" srcset="/img/logo.svg 1x, /img/nope@2x.png 2x">
            <a href="https://example.com/x">external</a><a href="mailto:a@b.c">mail</a><a href="#">top</a>
            </body></html>"##,
        ),
        ("docs/guide/index.html", r#"<h2 id="install">Install</h2><a href="/docs/intro#setup">back</a>"#),
        ("index.html", r#"<a href="/docs/intro">docs</a>"#),
        ("assets/css/styles.css", "body{}"),
        ("img/logo.svg", "<svg/>"),
    ]);
    let pages = [
        PageToCheck::new("/docs/intro", "docs/intro/index.html").with_source(
            "docs/intro.md",
            [("/docs/guide#nope".to_owned(), 5), ("/docs/missing".to_owned(), 8), ("/docs/missing".to_owned(), 9), ("#missing".to_owned(), 6)],
        ),
        PageToCheck::new("/docs/guide", "docs/guide/index.html").with_source("docs/guide.md", []),
        PageToCheck::new("/", "index.html"),
    ];
    insta::assert_snapshot!(run(out.path(), &pages, &CheckOptions::new("/")));
}

#[test]
fn encoded_characters_match_routes_files_and_anchors() {
    let out = output(&[
        (
            "docs/café/index.html",
            r##"<h2 id="déjà-vu">Déjà vu</h2>
            <a href="/docs/caf%C3%A9#d%C3%A9j%C3%A0-vu">encoded route and anchor</a>
            <a href="/docs/café#déjà-vu">raw</a>
            <a href="/files/a%20b.pdf">encoded static file</a>
            <a href="/files/a%20c.pdf">missing encoded file</a>
            <a href="/docs/Caf%C3%A9/">case and trailing slash</a>"##,
        ),
        ("files/a b.pdf", "%PDF"),
    ]);
    let pages = [PageToCheck::new("/docs/café", "docs/café/index.html")];
    insta::assert_snapshot!(run(out.path(), &pages, &CheckOptions::new("/")));
}

/// The same tree of relative links under the three `trailingSlash` settings: where the page is
/// served decides what `sibling` means.
#[test]
fn trailing_slash_variants() {
    let html = r#"<a href="sibling">sibling</a><a href="./child">child</a><a href="/docs/a/">slash</a><a href="/docs/a">no slash</a>"#;
    let mut out = String::new();
    for (setting, file, route) in [
        (None, "docs/a/index.html", "/docs/a"),
        (Some(true), "docs/a/index.html", "/docs/a/"),
        (Some(false), "docs/a.html", "/docs/a"),
    ] {
        let sibling_file = if setting == Some(false) { "docs/sibling.html" } else { "docs/sibling/index.html" };
        let tree = output(&[(file, html), (sibling_file, "")]);
        let sibling_route = if setting == Some(true) { "/docs/sibling/" } else { "/docs/sibling" };
        let pages = [PageToCheck::new(route, file), PageToCheck::new(sibling_route, sibling_file)];
        out.push_str(&format!("##### trailingSlash: {setting:?}\n"));
        out.push_str(&run(tree.path(), &pages, &CheckOptions::new("/").trailing_slash(setting)));
    }
    insta::assert_snapshot!(out);
}

#[test]
fn base_url_docs() {
    let out = output(&[
        (
            "intro/index.html",
            r#"<a href="/docs/">home</a><a href="/docs">home without slash</a><a href="/docs/guide">guide</a>
            <a href="/guide">forgot the base url</a><a href="/docs/img/a.png">static</a><a href="/img/a.png">static without base</a>
            <a href="/docs/legacy.html">an HTML file that is no route</a>"#,
        ),
        ("guide/index.html", ""),
        ("index.html", ""),
        ("img/a.png", "png"),
        ("legacy.html", ""),
    ]);
    let pages = [
        PageToCheck::new("/docs/intro", "intro/index.html").with_source("docs/intro.md", [("/guide".to_owned(), 3)]),
        PageToCheck::new("/docs/guide", "guide/index.html"),
        PageToCheck::new("/docs/", "index.html"),
    ];
    insta::assert_snapshot!(run(out.path(), &pages, &CheckOptions::new("/docs/")));
}

#[test]
fn severities_and_unreadable_pages() {
    let out = output(&[("a/index.html", r#"<a href="/nope">x</a><a href="/a#nope">y</a>"#)]);
    let pages = [PageToCheck::new("/a", "a/index.html").with_source("a.md", []), PageToCheck::new("/gone", "gone/index.html")];
    let report = check(out.path(), &pages, &CheckOptions::new("/"));
    let mut text = String::new();
    for (links, anchors) in [
        (ReportingSeverity::Ignore, ReportingSeverity::Ignore),
        (ReportingSeverity::Throw, ReportingSeverity::Log),
    ] {
        text.push_str(&format!("##### onBrokenLinks: {links:?}, onBrokenAnchors: {anchors:?}\n"));
        for d in report.diagnostics(links, anchors) {
            let d = d.to_string().replace(&out.path().display().to_string(), "<out>");
            text.push_str(&format!("{d}\n"));
        }
    }
    insta::assert_snapshot!(text);
}

/// Issue 9: each locale is its own build; links into another locale's build (the locale
/// dropdown) are not checked, a broken link inside the build still is.
#[test]
fn issue_9_links_into_sibling_locale_builds_are_left_alone() {
    let out = output(&[("docs/intro/index.html", r#"<a href="/fr/docs/intro">fr</a><a href="/docs/missing">broken</a><a href="/fr">fr home</a>"#)]);
    let pages = [PageToCheck::new("/docs/intro", "docs/intro/index.html")];
    let default_build = check(out.path(), &pages, &CheckOptions::new("/").sibling_base_urls(vec!["/fr/".into()]));
    let broken: Vec<&str> = default_build.broken_links.iter().flat_map(|p| p.links.iter().map(|l| l.link.as_str())).collect();
    assert_eq!(broken, ["/docs/missing"]);

    let out = output(&[("docs/intro/index.html", r#"<a href="/docs/intro">en</a><a href="/fr/docs/missing">broken</a>"#)]);
    let pages = [PageToCheck::new("/fr/docs/intro", "docs/intro/index.html")];
    let fr_build = check(out.path(), &pages, &CheckOptions::new("/fr/").sibling_base_urls(vec!["/".into()]));
    let broken: Vec<&str> = fr_build.broken_links.iter().flat_map(|p| p.links.iter().map(|l| l.link.as_str())).collect();
    assert_eq!(broken, ["/fr/docs/missing"]);
}

/// The line the build summary prints for the `links` stage (issue 13: the checker's time and
/// counts as a stage of their own).
#[test]
fn summary_counts_pages_links_and_what_is_broken() {
    let out = output(&[("a/index.html", r#"<a href="/nope">x</a><a href="/nope2">x</a><a href="/a#nope">y</a><a href="/b">b</a>"#), ("b/index.html", "<p>b</p>")]);
    let pages = [PageToCheck::new("/a", "a/index.html"), PageToCheck::new("/b", "b/index.html"), PageToCheck::new("/gone", "gone/index.html")];
    assert_eq!(check(out.path(), &pages, &CheckOptions::new("/")).summary(), "3 pages, 4 links, 2 broken links, 1 broken anchor, 1 unreadable");
    let clean = [PageToCheck::new("/b", "b/index.html")];
    assert_eq!(check(out.path(), &clean, &CheckOptions::new("/")).summary(), "1 page, 0 links");
}

// Docusaurus checks the links `Link` reports while a page renders (Markdown links among them),
// not an `<a href>` a site's component writes itself (react-native-ama: 25 such anchors, its
// `onBrokenAnchors: 'throw'` build passes with Docusaurus). A page that says which links its
// render reported is checked the same way; an incremental build that reuses the page skips what
// the earlier check left unchecked.
#[test]
fn only_the_links_a_render_reported_or_markdown_wrote_are_checked() {
    let out = output(&[
        (
            "docs/a/index.html",
            r#"<a href="/docs/nope-link">through Link</a>
            <a href="/docs/nope-markdown">from Markdown</a>
            <a href="/docs/nope-component">written by a component</a>
            <a href="/docs/b#nope-anchor">component anchor</a>
            <img src="/img/nope.png">"#,
        ),
        ("docs/b/index.html", r#"<h2 id="x">X</h2>"#),
    ]);
    let reported = ferrosaurus_links::ReportedLinks::new(["/docs/nope-link", "/docs/b"]);
    let page = || PageToCheck::new("/docs/a", "docs/a/index.html").with_source("docs/a.md", [("/docs/nope-markdown".to_string(), 3)]);
    let options = CheckOptions::new("/");
    let broken = |report: &LinkReport| -> Vec<String> {
        report.broken_links.iter().chain(&report.broken_anchors).flat_map(|p| p.links.iter().map(|l| l.link.clone())).collect()
    };

    let b = || PageToCheck::new("/docs/b", "docs/b/index.html");

    let all = check(out.path(), &[page(), b()], &options);
    assert_eq!(broken(&all), ["/docs/nope-link", "/docs/nope-markdown", "/docs/nope-component", "/img/nope.png", "/docs/b#nope-anchor"]);
    assert_eq!(all.unchecked_links, [Vec::<String>::new(), Vec::new()]);

    let as_docusaurus = check(out.path(), &[page().with_link_sources(ferrosaurus_links::LinkSources::Reported(reported)), b()], &options);
    assert_eq!(broken(&as_docusaurus), ["/docs/nope-link", "/docs/nope-markdown", "/img/nope.png"]);
    assert_eq!(as_docusaurus.unchecked_links, [vec!["/docs/nope-component".to_string(), "/docs/b#nope-anchor".to_string()], Vec::new()]);

    let left_out = as_docusaurus.unchecked_links[0].iter().cloned().collect();
    let reused = check(out.path(), &[page().with_link_sources(ferrosaurus_links::LinkSources::AllBut(left_out)), b()], &options);
    assert_eq!(broken(&reused), broken(&as_docusaurus));
    assert_eq!(reused.unchecked_links, as_docusaurus.unchecked_links);
}
