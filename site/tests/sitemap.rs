//! Issue 9: this site's sitemap.xml. The site is built into a temp folder; every URL of the
//! sitemap must be a page of the build (`trailingSlash: false`: `a/b.html`), and every page
//! of the build must be in it, except the 404 page and pages marked `noindex`. This site's
//! config gives the sitemap no options, so each URL has Docusaurus's defaults.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use ferrosaurus_build::{build, BuildOptions, ProgressMode};

const SITE_URL: &str = "https://docs.coursewire.example";

fn html_pages(root: &Path, dir: &Path, out: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "assets" && n != "__data") {
                html_pages(root, &path, out);
            }
        } else if path.extension().is_some_and(|e| e == "html") {
            let html = std::fs::read_to_string(&path).unwrap();
            let rel = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            if rel != "404.html" && !html.contains(r#"name="robots" content="noindex"#) {
                out.insert(rel);
            }
        }
    }
}

/// The HTML file a sitemap URL is served from, with `trailingSlash: false`.
fn file_of(loc: &str) -> String {
    let path = loc.strip_prefix(SITE_URL).unwrap_or_else(|| panic!("{loc} is not on {SITE_URL}")).trim_start_matches('/');
    if path.is_empty() {
        "index.html".into()
    } else {
        format!("{path}.html")
    }
}

#[test]
fn issue_9_the_sitemap_lists_every_indexable_page() {
    let site = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = tempfile::tempdir().unwrap();
    let build_dir: PathBuf = out.path().join("build");
    let mut options = BuildOptions::new(site);
    options.out_dir = Some(build_dir.clone());
    options.progress = ProgressMode::Quiet;
    build(&options).expect("the site builds");

    let xml = std::fs::read_to_string(build_dir.join("sitemap.xml")).expect("the site has a sitemap.xml");
    assert!(xml.starts_with(r#"<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9""#));
    assert!(xml.ends_with("</urlset>"));
    let urls: Vec<&str> = xml.split("<url>").skip(1).map(|u| u.split("</url>").next().unwrap()).collect();
    let mut listed = BTreeSet::new();
    for url in &urls {
        let loc = url.split("<loc>").nth(1).and_then(|l| l.split("</loc>").next()).unwrap();
        assert!(url.ends_with("<changefreq>weekly</changefreq><priority>0.5</priority>"), "{url}");
        assert!(!url.contains("<lastmod>"), "no lastmod without the option: {url}");
        assert!(listed.insert(file_of(loc)), "{loc} is listed twice");
    }
    let mut pages = BTreeSet::new();
    html_pages(&build_dir, &build_dir, &mut pages);
    let missing: Vec<&String> = pages.difference(&listed).collect();
    let extra: Vec<&String> = listed.difference(&pages).collect();
    assert!(missing.is_empty() && extra.is_empty(), "pages not in the sitemap: {missing:?}\nsitemap URLs that are no page: {extra:?}");
    assert!(listed.contains("index.html") && listed.len() > 20, "{listed:?}");
}
