//! Issue 9 and issue 13 item 1, through whole builds of tests/fixtures/plugin-functions: the
//! config's functions run in Node (the sitemap's `createSitemapItems`, client-redirects'
//! `createRedirects`, the blog's `editUrl` and `readingTime`), a broken link in a blog post
//! reported at its file and line, and a right-to-left locale (`ar`, `direction: 'rtl'`).

use std::path::Path;
use std::sync::OnceLock;

use ferrosaurus_build::{build, BuildOptions, BuildReport, ProgressMode};

struct Built {
    dir: tempfile::TempDir,
    report: BuildReport,
}

impl Built {
    fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.dir.path().join("build").join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
    }
}

/// The fixture, built once for every case.
fn built() -> &'static Built {
    static BUILT: OnceLock<Built> = OnceLock::new();
    BUILT.get_or_init(|| {
        let dir = crate::common::fixture("plugin-functions");
        let mut options = BuildOptions::new(dir.path());
        options.progress = ProgressMode::Quiet;
        let report = build(&options).unwrap_or_else(|e| panic!("the fixture builds: {e}"));
        Built { dir, report }
    })
}

// See: issue 13 item 1 (blog post routes had no source links: broken links came without file:line).
#[test]
fn issue_13_a_broken_link_in_a_post_is_reported_at_its_line() {
    let warnings: Vec<String> = built().report.warnings.iter().map(ToString::to_string).collect();
    let on_post: Vec<&String> = warnings.iter().filter(|w| w.contains("/nowhere") && w.contains("page path = /blog/2024/01/02/hello")).collect();
    assert_eq!(on_post.len(), 1, "{warnings:#?}");
    assert!(on_post[0].contains("blog/2024-01-02-hello.md:7") && on_post[0].contains("(line 7)"), "{on_post:#?}");
}

// See: issue 9 (createSitemapItems was warned and not run).
#[test]
fn issue_9_the_sitemap_is_what_create_sitemap_items_returns() {
    let xml = built().read("sitemap.xml");
    let values = |tag: &str| -> Vec<String> {
        xml.split(&format!("<{tag}>")).skip(1).map(|rest| rest.split(&format!("</{tag}>")).next().unwrap_or_default().to_string()).collect()
    };
    let locs = values("loc");
    let locs: Vec<&str> = locs.iter().map(String::as_str).collect();
    assert!(locs.contains(&"https://functions.example/docs/intro"), "{locs:?}");
    assert!(locs.contains(&"https://functions.example/blog/2024/01/02/hello"), "{locs:?}");
    assert!(!locs.iter().any(|l| l.contains("/tags/")), "the function filtered tag pages out: {locs:?}");
    let priorities = values("priority");
    assert!(priorities.len() == locs.len() && priorities.iter().all(|p| p == "0.8"), "{priorities:?}");
    assert!(built().report.warnings.iter().all(|w| !w.message.contains("createSitemapItems")), "{:?}", built().report.warnings);
}

// See: issue 9 (createRedirects was warned and not run).
#[test]
fn issue_9_create_redirects_writes_redirect_pages() {
    let page = built().read("old-docs/intro/index.html");
    assert!(page.contains(r#"<link rel="canonical" href="/docs/intro" />"#), "{page}");
    assert!(built().read("ar/old-docs/intro/index.html").contains(r#"href="/ar/docs/intro""#));
}

// See: issue 9 (the blog's editUrl and readingTime functions were warned as not applied).
#[test]
fn issue_9_blog_edit_url_and_reading_time_functions() {
    let html = built().read("blog/2024/01/02/hello/index.html");
    assert!(html.contains("https://git.example/en/blog/2024-01-02-hello.md"), "edit link from the function");
    // Intl.Segmenter's words of the Markdown body (the link's URL is one) at 1 per minute
    assert!(html.contains("12 min read"), "reading time from the function");
}

// See: issue 9 (dir="rtl" locales had no build test).
#[test]
fn issue_9_a_right_to_left_locale_is_built_under_its_path() {
    let ar = built().read("ar/docs/intro/index.html");
    let html_tag = &ar[ar.find("<html").unwrap()..];
    let html_tag = &html_tag[..html_tag.find('>').unwrap()];
    assert!(html_tag.contains(r#"dir="rtl""#) && html_tag.contains(r#"lang="ar""#), "{html_tag}");
    assert!(ar.contains("مقدمة"), "the translated doc");
    let en = built().read("docs/intro/index.html");
    assert!(en[en.find("<html").unwrap()..].split('>').next().unwrap().contains(r#"dir="ltr""#));
    for route in ["ar/index.html", "ar/blog/2024/01/02/hello/index.html", "ar/sitemap.xml"] {
        assert!(Path::new(&built().dir.path().join("build").join(route)).is_file(), "{route}");
    }
}
