//! The blog plugin over the fixture site in `tests/fixtures/site`: routes, page data, feeds,
//! diagnostics (issue 9, item 1).

use std::path::Path;

use ferrosaurus_content_blog::BlogPlugin;
use ferrosaurus_core::{Actions, LoadContext, PageKind, Plugin, PluginOutput, SiteConfig};
use serde_json::{json, Value};

fn config() -> SiteConfig {
    let mut config = SiteConfig::default_for_test();
    config.title = "Fixture Site".into();
    config.url = "https://blog.example.com".into();
    config.favicon = Some("img/favicon.ico".into());
    config
}

fn fixture(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name)
}

fn run(site: &str, options: Value, config: &SiteConfig) -> (BlogPlugin, PluginOutput) {
    let dir = fixture(site);
    let mut blog = BlogPlugin::from_options(&options, config).unwrap();
    let ctx = LoadContext::new(&dir, config);
    blog.load_content(&ctx).unwrap();
    let mut actions = Actions::new(blog.name().to_string(), blog.id().to_string());
    blog.content_loaded(&ctx, &mut actions).unwrap();
    (blog, actions.finish())
}

fn site_options() -> Value {
    json!({"postsPerPage": 2, "blogSidebarCount": 3, "feedOptions": {"type": "all", "copyright": "Copyright © Fixture"}})
}

#[test]
fn routes_of_the_fixture_blog() {
    let (_, out) = run("site", site_options(), &config());
    let routes: Vec<String> = out.routes.iter().map(|r| format!("{:<45} {:?} {}", r.page.route, r.page.kind, r.page.title)).collect();
    insta::assert_snapshot!(routes.join("\n"));
}

#[test]
fn page_data_of_list_post_tag_and_author_pages() {
    let (_, out) = run("site", site_options(), &config());
    let page = |route: &str| {
        let mut v = serde_json::to_value(&out.routes.iter().find(|r| r.page.route == route).unwrap_or_else(|| panic!("no route {route}")).page).unwrap();
        v.as_object_mut().unwrap().remove("html");
        v
    };
    insta::assert_json_snapshot!("list_page_1", page("/blog"));
    insta::assert_json_snapshot!("list_page_2", page("/blog/page/2"));
    insta::assert_json_snapshot!("post_page", page("/blog/2021/08/26/welcome"));
    insta::assert_json_snapshot!("tags_list", page("/blog/tags"));
    insta::assert_json_snapshot!("author_page", page("/blog/authors/grace-hopper"));
}

#[test]
fn posts_are_cut_at_the_marker_and_titles_come_from_the_content() {
    let (_, out) = run("site", site_options(), &config());
    let list = out.routes.iter().find(|r| r.page.route == "/blog").unwrap();
    let posts = &list.page.blog.as_ref().unwrap().posts;
    let welcome = &posts[0];
    assert!(welcome.truncated);
    let html = welcome.html.as_deref().unwrap();
    assert!(html.contains("this is the intro") && !html.contains("Details"), "{html}");
    let mdx = &posts[1];
    assert_eq!(mdx.title, "MDX Post Title");
    assert!(!mdx.html.as_deref().unwrap().contains("<h1"), "the content title is removed");
    assert!(!mdx.html.as_deref().unwrap().contains("More content"));
    let post = out.routes.iter().find(|r| r.page.route == "/blog/2021/08/26/welcome").unwrap();
    let full = post.page.html.as_deref().unwrap();
    assert!(full.contains("Details") && full.contains(r#"href="/blog/2021/08/01/mdx-post""#), "{full}");
    let image = out.copies.iter().find(|(_, from)| from.ends_with("blog/img/diagram.png")).map(|(rel, _)| rel.as_str());
    let image = image.expect("the post's image is copied");
    assert!(image.starts_with("assets/images/diagram-") && image.ends_with(".png"), "{image}");
    assert!(full.contains(&format!("src=\"/{image}\"")), "{full}");
    assert!(!out.routes.iter().any(|r| r.page.title == "Draft"), "drafts are not built");
    let unlisted = out.routes.iter().find(|r| r.page.title == "Hidden").unwrap();
    assert!(unlisted.page.noindex);
}

#[test]
fn inline_tags_and_untruncated_posts_are_reported() {
    let (_, out) = run("site", site_options(), &config());
    let messages: Vec<String> = out.diagnostics.iter().map(ToString::to_string).collect();
    let text = messages.join("\n");
    assert!(text.contains("blog/2021-08-01-mdx-post/index.mdx:7: tags [inline-tag] are not defined in tags.yml"), "{text}");
    assert!(text.contains("inline author"), "{text}");
    assert!(text.contains("- blog/2020/01/02/dated-folders.md"), "{text}");
    assert!(out.diagnostics.iter().all(|d| !d.is_error()), "{text}");
    let (_, quiet) = run("site", json!({"onInlineTags": "ignore", "onUntruncatedBlogPosts": "ignore", "onInlineAuthors": "ignore"}), &config());
    assert!(quiet.diagnostics.is_empty(), "{:?}", quiet.diagnostics);
    let (_, strict) = run("site", json!({"onInlineTags": "throw"}), &config());
    assert!(strict.diagnostics.iter().any(|d| d.is_error() && d.message.contains("inline-tag")));
}

#[test]
fn bad_date_and_unknown_author_name_file_and_line() {
    let (_, out) = run("bad", json!({}), &config());
    let text: Vec<String> = out.diagnostics.iter().filter(|d| d.is_error()).map(ToString::to_string).collect();
    insta::assert_snapshot!(text.join("\n"));
}

#[test]
fn feeds_parse_back_as_rss_atom_and_json() {
    let config = config();
    let (blog, _) = run("site", site_options(), &config);
    let (files, diags) = blog.feed_files(&fixture("site"), &config, None);
    assert!(diags.is_empty(), "{diags:?}");
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["blog/rss.xml", "blog/atom.xml", "blog/feed.json"]);
    let text = |i: usize| String::from_utf8(files[i].1.clone()).unwrap();

    let rss_text = text(0);
    let rss = roxmltree::Document::parse(&rss_text).unwrap();
    let channel = rss.root_element().children().find(|n| n.has_tag_name("channel")).unwrap();
    let child = |n: roxmltree::Node<'_, '_>, tag: &str| n.children().find(|c| c.tag_name().name() == tag).and_then(|c| c.text()).map(String::from);
    assert_eq!(rss.root_element().attribute("version"), Some("2.0"));
    assert_eq!(child(channel, "title").as_deref(), Some("Fixture Site"));
    assert_eq!(child(channel, "link").as_deref(), Some("https://blog.example.com/blog"));
    assert_eq!(child(channel, "description").as_deref(), Some("Fixture Site Blog"));
    assert_eq!(child(channel, "lastBuildDate").as_deref(), Some("Thu, 26 Aug 2021 00:00:00 GMT"));
    let items: Vec<_> = channel.children().filter(|n| n.has_tag_name("item")).collect();
    assert_eq!(items.len(), 5, "listed posts only");
    assert_eq!(child(items[0], "title").as_deref(), Some("Welcome"));
    assert_eq!(child(items[0], "author").as_deref(), Some("ada@example.com (Ada Lovelace)"));
    let content = items[0].children().find(|c| c.tag_name().name() == "encoded").and_then(|c| c.text()).unwrap();
    assert!(content.contains("Details"), "the feed carries the whole post");

    let atom_text = text(1);
    let atom = roxmltree::Document::parse(&atom_text).unwrap();
    let feed = atom.root_element();
    assert_eq!(feed.tag_name().namespace(), Some("http://www.w3.org/2005/Atom"));
    assert_eq!(child(feed, "updated").as_deref(), Some("2021-08-26T00:00:00.000Z"));
    assert_eq!(child(feed, "icon").as_deref(), Some("https://blog.example.com/img/favicon.ico"));
    assert_eq!(child(feed, "rights").as_deref(), Some("Copyright © Fixture"));
    let entries: Vec<_> = feed.children().filter(|n| n.has_tag_name("entry")).collect();
    assert_eq!(entries.len(), 5);
    assert_eq!(child(entries[2], "id").as_deref(), Some("https://blog.example.com/blog/2020/01/02/dated-folders"));

    let json: Value = serde_json::from_str(&text(2)).unwrap();
    assert_eq!(json["version"], "https://jsonfeed.org/version/1");
    assert_eq!(json["items"].as_array().unwrap().len(), 5);
    assert_eq!(json["items"][0]["tags"], json!(["Release", "Rust"]));
}

#[test]
fn feed_links_in_the_head() {
    let config = config();
    let (blog, _) = run("site", site_options(), &config);
    let tags = blog.inject_html_tags(&LoadContext::new(&fixture("site"), &config)).unwrap();
    let html: Vec<String> = tags.head_tags.iter().map(|t| t.to_html()).collect();
    insta::assert_snapshot!(html.join("\n"));
}

/// A docs-only site with the classic preset has the blog on by default and no `blog/` folder:
/// Docusaurus writes no feed, links none and adds no blog page. ferrosaurus linked `/blog/rss.xml` and
/// `/blog/atom.xml` from every page, broken links that stopped ts-jest's site
/// (`onBrokenLinks: 'throw'`).
#[test]
fn no_posts_no_feed_links() {
    let config = config();
    let (blog, out) = run("no-blog-folder", site_options(), &config);
    let tags = blog.inject_html_tags(&LoadContext::new(&fixture("no-blog-folder"), &config)).unwrap();
    assert!(tags.head_tags.is_empty(), "{:?}", tags.head_tags.iter().map(|t| t.to_html()).collect::<Vec<_>>());
    let routes: Vec<&str> = out.routes.iter().map(|r| r.page.route.as_str()).collect();
    assert!(routes.is_empty(), "no blog page without posts, as Docusaurus: {routes:?}");
}

#[test]
fn route_base_path_trailing_slash_and_all_posts_on_one_page() {
    let mut config = config();
    config.trailing_slash = Some(true);
    config.base_url = "/docs-site/".into();
    let (_, out) = run("site", json!({"routeBasePath": "news", "postsPerPage": "ALL", "archiveBasePath": null}), &config);
    let lists: Vec<&str> = out.routes.iter().filter(|r| r.page.kind == PageKind::BlogList).map(|r| r.page.route.as_str()).collect();
    assert_eq!(lists, ["/docs-site/news/"]);
    assert!(out.routes.iter().all(|r| r.page.kind != PageKind::BlogArchive));
    assert!(out.routes.iter().any(|r| r.page.route == "/docs-site/news/2021/08/26/welcome/"));
    assert!(out.routes.iter().any(|r| r.page.route == "/docs-site/news/tags/rust-lang/"));
    let post = out.routes.iter().find(|r| r.page.route == "/docs-site/news/2021/08/26/welcome/").unwrap();
    assert_eq!(post.page.image.as_deref(), Some("https://blog.example.com/docs-site/img/social.png"));
    let grace = &post.page.blog.as_ref().unwrap().post.as_ref().unwrap().authors[1];
    assert_eq!(grace.image_url.as_deref(), Some("/docs-site/img/grace.png"));
    assert_eq!(grace.page_permalink.as_deref(), Some("/docs-site/news/authors/grace-hopper/"));
}

/// Docusaurus 3.10's `createAuthorsRoutes`: the authors list page names every author of
/// `authors.yml` (checked against its build: an authors map without any `page` still gets
/// `/blog/authors`, listing them all), and only the authors with `page` get a page.
#[test]
fn the_authors_list_names_every_mapped_author_and_only_those_with_page_get_one() {
    let (_, out) = run("site", site_options(), &config());
    let list = out.routes.iter().find(|r| r.page.route == "/blog/authors").expect("the authors list page");
    let keys: Vec<&str> = list.page.blog.as_ref().unwrap().authors.iter().filter_map(|a| a.key.as_deref()).collect();
    assert_eq!(keys, ["ada", "grace", "linus"]);
    let author_pages: Vec<&str> = out.routes.iter().filter(|r| r.page.kind == PageKind::BlogAuthorPosts).map(|r| r.page.route.as_str()).collect();
    assert_eq!(author_pages, ["/blog/authors/ada", "/blog/authors/grace-hopper"]);

    let site = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(site.path().join("blog")).unwrap();
    std::fs::write(site.path().join("blog/authors.yml"), "bo:\n  name: Bo\n  url: https://example.com/bo\n").unwrap();
    std::fs::write(site.path().join("blog/2024-01-02-hello.md"), "---\nauthors: [bo]\n---\nHello.\n").unwrap();
    let config = config();
    let mut blog = BlogPlugin::from_options(&json!({}), &config).unwrap();
    let ctx = LoadContext::new(site.path(), &config);
    blog.load_content(&ctx).unwrap();
    let mut actions = Actions::new(blog.name().to_string(), blog.id().to_string());
    blog.content_loaded(&ctx, &mut actions).unwrap();
    let out = actions.finish();
    let list = out.routes.iter().find(|r| r.page.route == "/blog/authors").expect("a list page without any author page");
    let names: Vec<&str> = list.page.blog.as_ref().unwrap().authors.iter().filter_map(|a| a.name.as_deref()).collect();
    assert_eq!(names, ["Bo"]);
    assert!(!out.routes.iter().any(|r| r.page.kind == PageKind::BlogAuthorPosts));
}
