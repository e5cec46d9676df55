//! sitemap.xml over a small set of routes (issue 9, item 6): lastmod from the routes' last
//! update and from git, and `createSitemapItems` run in a real Node host.

use std::path::{Path, PathBuf};
use std::process::Command;

use ferrosaurus_core::{DocMeta, JsCallError, JsFunction, JsFunctions, LastUpdate, PageData, PageKind, SiteConfig};
use ferrosaurus_node_host::{as_handle, HostOptions, NodeHost};
use ferrosaurus_sitemap::SitemapPlugin;
use serde_json::{json, Value};

fn doc_updated_at(route: &str, seconds: i64) -> PageData {
    let mut page = PageData::new(route, PageKind::Doc, "Doc");
    let mut update = LastUpdate::default();
    update.last_updated_at = Some(seconds);
    let mut doc = DocMeta::default();
    doc.last_update = Some(update);
    page.doc = Some(doc);
    page
}

fn pages() -> Vec<(PageData, Option<PathBuf>)> {
    let mut hidden = PageData::new("/docs-site/hidden", PageKind::Page, "Hidden");
    hidden.noindex = true;
    vec![
        (PageData::new("/docs-site/", PageKind::Component, ""), None),
        // 2024-03-01T10:30:00Z: docs with showLastUpdateTime (front matter `last_update` included)
        (doc_updated_at("/docs-site/docs/intro", 1_709_289_000), Some(PathBuf::from("docs/intro.md"))),
        (PageData::new("/docs-site/docs/plain", PageKind::Doc, "Plain"), Some(PathBuf::from("docs/plain.md"))),
        (hidden, None),
        (PageData::new("/docs-site/blog/tags/rust", PageKind::BlogTagPosts, "Rust"), None),
        (PageData::new("/docs-site/blog/a&b", PageKind::BlogPost, "A&B"), None),
        (PageData::new("/docs-site/404.html", PageKind::NotFound, "Page Not Found"), None),
    ]
}

fn urls(xml: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(xml).unwrap();
    assert_eq!(doc.root_element().tag_name().namespace(), Some("http://www.sitemaps.org/schemas/sitemap/0.9"));
    doc.root_element()
        .children()
        .map(|url| url.children().map(|c| format!("{}={}", c.tag_name().name(), c.text().unwrap_or_default())).collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn sitemap_with_lastmod_trailing_slash_and_ignored_routes() {
    let mut config = SiteConfig::default_for_test();
    config.base_url = "/docs-site/".into();
    config.trailing_slash = Some(true);
    let plugin = SitemapPlugin::from_options(&json!({"lastmod": "date", "changefreq": "daily", "priority": 0.7, "ignorePatterns": ["/docs-site/blog/tags/**"]}), &config).unwrap();
    let site = tempfile::tempdir().unwrap(); // no git history: only the route's own last update
    let pages = pages();
    let (xml, warnings) = plugin.sitemap(site.path(), &config, pages.iter().map(|(p, s)| (p, s.as_deref())), None);
    assert!(warnings.is_empty());
    insta::assert_snapshot!(urls(&xml.unwrap()).join("\n"));
}

#[test]
fn datetime_lastmod_and_nothing_listed() {
    let config = SiteConfig::default_for_test();
    let plugin = SitemapPlugin::from_options(&json!({"lastmod": "datetime"}), &config).unwrap();
    let site = tempfile::tempdir().unwrap();
    let intro = doc_updated_at("/docs/intro", 1_709_289_000);
    let (xml, _) = plugin.sitemap(site.path(), &config, [(&intro, Some(Path::new("docs/intro.md")))], None);
    assert!(xml.unwrap().contains("<lastmod>2024-03-01T10:30:00.000Z</lastmod>"));
    let not_found = PageData::new("/404.html", PageKind::NotFound, "x");
    assert_eq!(plugin.sitemap(site.path(), &config, [(&not_found, None)], None).0, None);
}

fn git(dir: &Path, args: &[&str], date: &str) {
    let status = Command::new("git")
        .args(args)
        .current_dir(dir)
        .env("GIT_AUTHOR_DATE", date)
        .env("GIT_COMMITTER_DATE", date)
        .env("GIT_AUTHOR_NAME", "Ada")
        .env("GIT_AUTHOR_EMAIL", "a@example.com")
        .env("GIT_COMMITTER_NAME", "Ada")
        .env("GIT_COMMITTER_EMAIL", "a@example.com")
        .status()
        .expect("git runs");
    assert!(status.success());
}

// See: issue 9 (lastmod came only from front matter `last_update`, never from git).
#[test]
fn issue_9_lastmod_from_the_last_commit_of_the_source() {
    let repo = tempfile::tempdir().unwrap();
    let site = repo.path().join("website");
    std::fs::create_dir_all(site.join("docs")).unwrap();
    git(repo.path(), &["init", "-q"], "2023-01-01T00:00:00Z");
    std::fs::write(site.join("docs/a.md"), "# A").unwrap();
    std::fs::write(site.join("docs/b.md"), "# B").unwrap();
    git(repo.path(), &["add", "."], "2023-01-01T00:00:00Z");
    git(repo.path(), &["commit", "-q", "-m", "one"], "2023-01-01T00:00:00Z");
    std::fs::write(site.join("docs/b.md"), "# B, again").unwrap();
    git(repo.path(), &["commit", "-q", "-am", "two"], "2024-06-15T12:00:00Z");

    let config = SiteConfig::default_for_test();
    let plugin = SitemapPlugin::from_options(&json!({"lastmod": "date"}), &config).unwrap();
    let a = PageData::new("/docs/a", PageKind::Doc, "A");
    let b = PageData::new("/docs/b", PageKind::Doc, "B");
    let c = doc_updated_at("/docs/c", 1_709_289_000); // its own last update wins over git
    let (xml, _) = plugin.sitemap(&site, &config, [(&a, Some(Path::new("docs/a.md"))), (&b, Some(Path::new("docs/b.md"))), (&c, Some(Path::new("docs/b.md")))], None);
    let urls = urls(&xml.unwrap());
    assert_eq!(urls[0], "loc=https://example.com/docs/a lastmod=2023-01-01 changefreq=weekly priority=0.5");
    assert_eq!(urls[1], "loc=https://example.com/docs/b lastmod=2024-06-15 changefreq=weekly priority=0.5");
    assert_eq!(urls[2], "loc=https://example.com/docs/c lastmod=2024-03-01 changefreq=weekly priority=0.5");
    // without the option, nothing is read
    let plain = SitemapPlugin::from_options(&json!({}), &config).unwrap();
    assert!(!plain.sitemap(&site, &config, [(&a, Some(Path::new("docs/a.md")))], None).0.unwrap().contains("lastmod"));
}

/// The config's functions in a real Node host.
#[derive(Debug)]
struct Host(NodeHost);

impl JsFunctions for Host {
    fn call(&self, function: JsFunction, args: &[Value]) -> Result<Value, JsCallError> {
        self.0.call(function.0, args).map_err(|e| JsCallError::new(e.to_string()))
    }

    fn define(&self, source: &str) -> Result<JsFunction, JsCallError> {
        self.0.define_function(source).map(JsFunction).map_err(|e| JsCallError::new(e.to_string()))
    }
}

/// Evaluates `config.js` (the functions under test) and returns the host and the exports.
fn host_with(source: &str) -> (tempfile::TempDir, Host, Value) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("config.js"), source).unwrap();
    let host = NodeHost::start(&HostOptions::new(dir.path())).expect("node runs");
    let exports = host.eval_module(&dir.path().join("config.js"), false, false).unwrap();
    (dir, Host(host), exports)
}

fn handle(exports: &Value, name: &str) -> Value {
    assert!(as_handle(&exports[name]).is_some(), "{name} is a function handle");
    exports[name].clone()
}

// See: issue 9 (`createSitemapItems` was warned and not run).
#[test]
fn issue_9_create_sitemap_items_runs_with_docusaurus_arguments() {
    let (_dir, host, exports) = host_with(
        "module.exports = {\n\
           filterAndAdd: async ({routes, siteConfig, defaultCreateSitemapItems}) => {\n\
             const items = await defaultCreateSitemapItems({routes: routes.filter((r) => !r.path.includes('/page/')), siteConfig});\n\
             const intro = routes.find((r) => r.path === '/docs/intro');\n\
             return [...items.map((i) => ({...i, priority: 0.9})), {url: `${siteConfig.url}/extra`, lastmod: new Date(intro.metadata.lastUpdatedAt), changefreq: 'yearly'}];\n\
           },\n\
           throws: () => { throw new Error('no sitemap today'); },\n\
           notAList: () => 'items',\n\
         };\n",
    );
    let config = SiteConfig::default_for_test();
    let plugin = SitemapPlugin::from_options(&json!({"lastmod": "date", "createSitemapItems": handle(&exports, "filterAndAdd")}), &config).unwrap();
    let intro = doc_updated_at("/docs/intro", 1_709_289_000);
    let page2 = PageData::new("/blog/page/2", PageKind::BlogList, "Blog");
    let hidden = {
        let mut p = PageData::new("/secret", PageKind::Page, "S");
        p.noindex = true;
        p
    };
    let routes = [(&intro, Some(Path::new("docs/intro.md"))), (&page2, None), (&hidden, None)];
    let (xml, warnings) = plugin.sitemap(Path::new("."), &config, routes, Some(&host));
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(
        urls(&xml.unwrap()),
        [
            "loc=https://example.com/docs/intro lastmod=2024-03-01 changefreq=weekly priority=0.9",
            "loc=https://example.com/extra lastmod=2024-03-01 changefreq=yearly",
        ]
    );

    for (name, needle) in [("throws", "Error: no sitemap today"), ("notAList", "must return an array")] {
        let plugin = SitemapPlugin::from_options(&json!({"createSitemapItems": handle(&exports, name)}), &config).unwrap();
        let (xml, diags) = plugin.sitemap(Path::new("."), &config, routes, Some(&host));
        assert!(xml.is_none());
        assert!(diags[0].is_error(), "{diags:?}");
        assert!(diags[0].message.starts_with("plugin `@docusaurus/plugin-sitemap`, option `createSitemapItems`: ") && diags[0].message.contains(needle), "{diags:?}");
    }
}
