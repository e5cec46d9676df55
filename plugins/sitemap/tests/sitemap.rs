//! sitemap.xml over a small set of routes (issue 9, item 6).

use std::path::{Path, PathBuf};

use ferrosaurus_core::{PageData, PageKind, SiteConfig};
use ferrosaurus_sitemap::SitemapPlugin;
use serde_json::json;

fn pages() -> Vec<(PageData, Option<PathBuf>)> {
    let mut hidden = PageData::new("/docs-site/hidden", PageKind::Page, "Hidden");
    hidden.noindex = true;
    vec![
        (PageData::new("/docs-site/", PageKind::Component, ""), None),
        (PageData::new("/docs-site/docs/intro", PageKind::Doc, "Intro"), Some(PathBuf::from("docs/intro.md"))),
        (PageData::new("/docs-site/docs/plain", PageKind::Doc, "Plain"), Some(PathBuf::from("docs/plain.md"))),
        (hidden, None),
        (PageData::new("/docs-site/blog/tags/rust", PageKind::BlogTagPosts, "Rust"), None),
        (PageData::new("/docs-site/blog/a&b", PageKind::BlogPost, "A&B"), None),
        (PageData::new("/docs-site/404.html", PageKind::NotFound, "Page Not Found"), None),
    ]
}

#[test]
fn sitemap_with_lastmod_trailing_slash_and_ignored_routes() {
    let mut config = SiteConfig::default_for_test();
    config.base_url = "/docs-site/".into();
    config.trailing_slash = Some(true);
    let plugin = SitemapPlugin::from_options(&json!({"lastmod": "date", "changefreq": "daily", "priority": 0.7, "ignorePatterns": ["/docs-site/blog/tags/**"]}), &config).unwrap();
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/site");
    let pages = pages();
    let (xml, warnings) = plugin.sitemap(&site, &config, pages.iter().map(|(p, s)| (p, s.as_deref())));
    assert!(warnings.is_empty());
    let xml = xml.unwrap();
    let doc = roxmltree::Document::parse(&xml).unwrap();
    assert_eq!(doc.root_element().tag_name().namespace(), Some("http://www.sitemaps.org/schemas/sitemap/0.9"));
    let urls: Vec<String> = doc
        .root_element()
        .children()
        .map(|url| url.children().map(|c| format!("{}={}", c.tag_name().name(), c.text().unwrap_or_default())).collect::<Vec<_>>().join(" "))
        .collect();
    insta::assert_snapshot!(urls.join("\n"));
}

#[test]
fn datetime_lastmod_and_nothing_listed() {
    let config = SiteConfig::default_for_test();
    let plugin = SitemapPlugin::from_options(&json!({"lastmod": "datetime"}), &config).unwrap();
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/site");
    let intro = PageData::new("/docs/intro", PageKind::Doc, "Intro");
    let (xml, _) = plugin.sitemap(&site, &config, [(&intro, Some(Path::new("docs/intro.md")))]);
    assert!(xml.unwrap().contains("<lastmod>2024-03-01T10:30:00.000Z</lastmod>"));
    let not_found = PageData::new("/404.html", PageKind::NotFound, "x");
    assert_eq!(plugin.sitemap(&site, &config, [(&not_found, None)]).0, None);
}
