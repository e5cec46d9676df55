//! Issue 9: blog options that were accepted and dropped (`showLastUpdateTime`,
//! `showLastUpdateAuthor`, `editLocalizedFiles`, `admonitions`) or warned as not applied
//! (`editUrl` and `readingTime` as functions, `truncateMarker`, `feedOptions.createFeedItems`,
//! `feedOptions.xslt`). Functions run in a real Node host.

use std::path::Path;
use std::process::Command;

use ferrosaurus_content_blog::BlogPlugin;
use ferrosaurus_core::{Actions, JsCallError, JsFunction, JsFunctions, LoadContext, PageData, PageKind, Plugin, PluginOutput, SiteConfig};
use ferrosaurus_node_host::{HostOptions, NodeHost};
use serde_json::{json, Value};

fn write(root: &Path, files: &[(&str, &str)]) {
    for (rel, text) in files {
        let p = root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
}

fn load(site: &Path, options: Value, config: &SiteConfig, js: Option<&dyn JsFunctions>) -> (BlogPlugin, PluginOutput) {
    let mut blog = BlogPlugin::from_options(&options, config).unwrap();
    let ctx = LoadContext::new(site, config).with_js(js);
    blog.load_content(&ctx).unwrap();
    let mut actions = Actions::new(blog.name().to_string(), blog.id().to_string());
    blog.content_loaded(&ctx, &mut actions).unwrap();
    (blog, actions.finish())
}

fn post<'a>(out: &'a PluginOutput, route: &str) -> &'a PageData {
    &out.routes.iter().find(|r| r.page.route == route && r.page.kind == PageKind::BlogPost).unwrap_or_else(|| panic!("no post {route}")).page
}

fn summary(page: &PageData) -> &ferrosaurus_core::BlogPostSummary {
    page.blog.as_ref().unwrap().post.as_ref().unwrap()
}

const POST: &str = "---\ntitle: First\ntags: [news]\n---\n\nOne two three four.\n\n<!-- more -->\n\nThe rest.\n\n:::note\n\nShipped.\n\n:::\n";

#[test]
fn issue_9_truncate_marker_admonitions_and_edit_localized_files() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &[("blog/2024-01-02-first.md", POST), ("i18n/fr/docusaurus-plugin-content-blog/2024-01-02-first.md", POST)]);
    let mut config = SiteConfig::default_for_test();
    let options = json!({
        "truncateMarker": {"$regexp": {"source": "<!--\\s*more\\s*-->", "flags": ""}},
        "admonitions": {"keywords": ["release"], "extendDefaults": false},
        "editUrl": "https://git.example/edit/main/website/",
        "editLocalizedFiles": true,
        "onUntruncatedBlogPosts": "throw",
    });
    let (_, out) = load(dir.path(), options.clone(), &config, None);
    // the post has its marker (onUntruncatedBlogPosts: throw says nothing); `:::note` is unknown here
    assert_eq!(out.diagnostics.len(), 1, "{:?}", out.diagnostics);
    assert!(!out.diagnostics[0].is_error() && out.diagnostics[0].message.contains("unknown admonition type `:::note`"));
    let list = out.routes.iter().find(|r| r.page.kind == PageKind::BlogList).unwrap();
    let first = &list.page.blog.as_ref().unwrap().posts[0];
    assert!(first.truncated, "cut at the custom marker");
    assert!(first.html.as_deref().unwrap().contains("four") && !first.html.as_deref().unwrap().contains("The rest"));
    let page = post(&out, "/blog/2024/01/02/first");
    // the plugin's own `admonitions` (only `release`): `:::note` is no admonition in the blog
    assert!(!page.html.as_deref().unwrap().contains("theme-admonition"), "{:?}", page.html);
    let (_, plain) = load(dir.path(), json!({}), &config, None);
    assert!(post(&plain, "/blog/2024/01/02/first").html.as_deref().unwrap().contains("theme-admonition-note"), "the default keywords");
    assert_eq!(summary(page).edit_url.as_deref(), Some("https://git.example/edit/main/website/blog/2024-01-02-first.md"));

    // in the French build, the translated post's link edits the translation
    config.i18n.current_locale = "fr".into();
    config.i18n.locales = vec!["en".into(), "fr".into()];
    let (_, fr) = load(dir.path(), options, &config, None);
    assert_eq!(
        summary(post(&fr, "/blog/2024/01/02/first")).edit_url.as_deref(),
        Some("https://git.example/edit/main/website/i18n/fr/docusaurus-plugin-content-blog/2024-01-02-first.md")
    );
}

fn git(dir: &Path, args: &[&str], date: &str) {
    let status = Command::new("git")
        .args(args)
        .current_dir(dir)
        .env("GIT_AUTHOR_DATE", date)
        .env("GIT_COMMITTER_DATE", date)
        .env("GIT_AUTHOR_NAME", "Grace")
        .env("GIT_AUTHOR_EMAIL", "g@example.com")
        .env("GIT_COMMITTER_NAME", "Grace")
        .env("GIT_COMMITTER_EMAIL", "g@example.com")
        .status()
        .expect("git runs");
    assert!(status.success());
}

#[test]
fn issue_9_last_update_from_git_and_front_matter() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &[("blog/2024-01-02-first.md", POST), ("blog/2024-01-03-second.md", "---\nlast_update:\n  author: Ada\n---\n\nText.\n")]);
    git(dir.path(), &["init", "-q"], "2024-02-01T00:00:00Z");
    git(dir.path(), &["add", "."], "2024-02-01T00:00:00Z");
    git(dir.path(), &["commit", "-q", "-m", "posts"], "2024-02-01T00:00:00Z");
    let config = SiteConfig::default_for_test();
    let (_, out) = load(dir.path(), json!({"showLastUpdateTime": true, "showLastUpdateAuthor": true}), &config, None);
    let first = summary(post(&out, "/blog/2024/01/02/first")).last_update.clone().unwrap();
    assert_eq!((first.last_updated_at, first.last_updated_by.as_deref()), (Some(1_706_745_600), Some("Grace")));
    let second = summary(post(&out, "/blog/2024/01/03/second")).last_update.clone().unwrap();
    assert_eq!(second.last_updated_by.as_deref(), Some("Ada"), "front matter wins");
    let (_, off) = load(dir.path(), json!({}), &config, None);
    assert!(summary(post(&off, "/blog/2024/01/02/first")).last_update.is_none());
}

#[test]
fn issue_9_xslt_built_in_and_custom() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &[("blog/2024-01-02-first.md", POST), ("blog/my-atom.xsl", "<xsl/>"), ("blog/my-atom.css", "body{}")]);
    let config = SiteConfig::default_for_test();
    let (blog, _) = load(dir.path(), json!({"feedOptions": {"type": "all", "xslt": {"rss": true, "atom": "my-atom.xsl"}}}), &config, None);
    let (files, diags) = blog.feed_files(dir.path(), &config, None);
    assert!(diags.is_empty(), "{diags:?}");
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["blog/rss.xsl", "blog/rss.css", "blog/rss.xml", "blog/my-atom.xsl", "blog/my-atom.css", "blog/atom.xml", "blog/feed.json"]);
    let text = |name: &str| String::from_utf8(files.iter().find(|(n, _)| n == name).unwrap().1.clone()).unwrap();
    assert!(text("blog/rss.xml").starts_with("<?xml version=\"1.0\" encoding=\"utf-8\"?><?xml-stylesheet type=\"text/xsl\" href=\"rss.xsl\"?>"));
    assert!(text("blog/atom.xml").contains("<?xml-stylesheet type=\"text/xsl\" href=\"my-atom.xsl\"?>"));
    roxmltree::Document::parse(&text("blog/rss.xml")).unwrap();
    // a custom stylesheet without its CSS file is an error at the file
    std::fs::remove_file(dir.path().join("blog/my-atom.css")).unwrap();
    let (_, diags) = blog.feed_files(dir.path(), &config, None);
    assert!(diags[0].is_error() && diags[0].message.contains("blog/my-atom.css is missing"), "{diags:?}");
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

#[test]
fn issue_9_edit_url_reading_time_and_create_feed_items_run_in_node() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        &[
            ("blog/2024-01-02-first.md", POST),
            (
                "config.js",
                "module.exports = {\n\
                   editUrl: ({blogDirPath, blogPath, permalink, locale}) => `https://e.dev/${locale}/${blogDirPath}/${blogPath}#${permalink}`,\n\
                   readingTime: ({content, frontMatter, defaultReadingTime}) => frontMatter.title === 'First' ? defaultReadingTime({content, options: {wordsPerMinute: 1}}) : undefined,\n\
                   createFeedItems: async ({blogPosts, defaultCreateFeedItems, siteConfig}) => {\n\
                     const items = await defaultCreateFeedItems({blogPosts, siteConfig});\n\
                     return items.map((item) => ({...item, title: `${item.title} (${item.date.getUTCFullYear()})`, content: undefined}));\n\
                   },\n\
                   throws: () => { throw new RangeError('bad feed'); },\n\
                 };\n",
            ),
        ],
    );
    let host = Host(NodeHost::start(&HostOptions::new(dir.path())).expect("node runs"));
    let f = host.0.eval_module(&dir.path().join("config.js"), false, false).unwrap();
    let config = SiteConfig::default_for_test();
    let options = json!({"editUrl": f["editUrl"], "readingTime": f["readingTime"], "feedOptions": {"type": "rss", "createFeedItems": f["createFeedItems"]}});
    let (blog, out) = load(dir.path(), options, &config, Some(&host));
    assert!(out.diagnostics.iter().all(|d| !d.is_error()), "{:?}", out.diagnostics);
    let s = summary(post(&out, "/blog/2024/01/02/first"));
    assert_eq!(s.edit_url.as_deref(), Some("https://e.dev/en/blog/2024-01-02-first.md#/blog/2024/01/02/first"));
    assert_eq!(s.reading_time, Some(9.0), "Intl.Segmenter word count at 1 word per minute");
    let (files, diags) = blog.feed_files(dir.path(), &config, Some(&host));
    assert!(diags.is_empty(), "{diags:?}");
    let rss = String::from_utf8(files[0].1.clone()).unwrap();
    assert!(rss.contains("<title><![CDATA[First (2024)]]></title>") && !rss.contains("content:encoded>"), "{rss}");

    let options = json!({"feedOptions": {"type": "rss", "createFeedItems": f["throws"]}});
    let (blog, _) = load(dir.path(), options, &config, Some(&host));
    let (files, diags) = blog.feed_files(dir.path(), &config, Some(&host));
    assert!(files.is_empty());
    assert!(diags[0].is_error() && diags[0].message.contains("option `feedOptions.createFeedItems`") && diags[0].message.contains("RangeError: bad feed"), "{diags:?}");
}
