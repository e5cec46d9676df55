//! RSS 2.0, Atom 1.0 and JSON Feed 1 documents of the listed posts, as Docusaurus writes
//! them (with the `feed` package) to `<routeBasePath>/rss.xml`, `atom.xml` and `feed.json`.

use ferrosaurus_core::{url, SiteConfig};
use ferrosaurus_markdown::escape_html;
use serde_json::{json, Value};

use crate::date;
use crate::options::{FeedOptions, FeedType};
use crate::post::Post;

const GENERATOR: &str = "https://github.com/jpmonette/feed";

/// What every feed of one blog shares.
pub(crate) struct FeedSite<'a> {
    pub(crate) config: &'a SiteConfig,
    pub(crate) options: &'a FeedOptions,
    /// `feedOptions.title` or the site title.
    pub(crate) title: String,
    /// baseUrl + routeBasePath.
    pub(crate) blog_route: String,
}

impl FeedSite<'_> {
    fn absolute(&self, path: &str) -> String {
        format!("{}{}", self.config.url.trim_end_matches('/'), path)
    }

    fn blog_url(&self) -> String {
        self.absolute(&self.blog_route)
    }

    fn description(&self) -> String {
        self.options.description.clone().unwrap_or_else(|| format!("{} Blog", self.config.title))
    }

    fn language(&self) -> Option<&str> {
        self.options.language.as_deref()
    }

    fn favicon(&self) -> Option<String> {
        self.config.favicon.as_deref().map(|f| self.absolute(&url::join([self.config.base_url.as_str(), f])))
    }
}

/// (MIME type, file name, title suffix) of a feed, for the `<link rel="alternate">` tags.
pub(crate) fn link_of(kind: FeedType) -> (&'static str, &'static str, &'static str) {
    match kind {
        FeedType::Rss => ("application/rss+xml", "rss.xml", "RSS Feed"),
        FeedType::Atom => ("application/atom+xml", "atom.xml", "Atom Feed"),
        FeedType::Json => ("application/json", "feed.json", "JSON Feed"),
    }
}

/// The posts a feed lists: listed ones, newest first, up to `limit`.
fn feed_posts<'p>(site: &FeedSite<'_>, posts: &'p [Post]) -> Vec<&'p Post> {
    let mut listed: Vec<&Post> = posts.iter().filter(|p| !p.unlisted).collect();
    listed.sort_by_key(|p| std::cmp::Reverse(p.date));
    listed.truncate(site.options.limit.unwrap_or(usize::MAX));
    listed
}

/// The feed document of one kind.
pub(crate) fn write(kind: FeedType, site: &FeedSite<'_>, posts: &[Post]) -> String {
    let posts = feed_posts(site, posts);
    match kind {
        FeedType::Rss => rss(site, &posts),
        FeedType::Atom => atom(site, &posts),
        FeedType::Json => json_feed(site, &posts),
    }
}

/// Text inside CDATA (a `]]>` in it is split across two sections).
fn cdata(text: &str) -> String {
    format!("<![CDATA[{}]]>", text.replace("]]>", "]]]]><![CDATA[>"))
}

fn rss(site: &FeedSite<'_>, posts: &[&Post]) -> String {
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    x.push_str("<rss version=\"2.0\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:content=\"http://purl.org/rss/1.0/modules/content/\">\n    <channel>\n");
    let line = |x: &mut String, indent: &str, tag: &str, value: &str| x.push_str(&format!("{indent}<{tag}>{value}</{tag}>\n"));
    line(&mut x, "        ", "title", &escape_html(&site.title));
    line(&mut x, "        ", "link", &escape_html(&site.blog_url()));
    line(&mut x, "        ", "description", &escape_html(&site.description()));
    if let Some(newest) = posts.first() {
        line(&mut x, "        ", "lastBuildDate", &date::rfc822(newest.date));
    }
    line(&mut x, "        ", "docs", "https://validator.w3.org/feed/docs/rss2.html");
    line(&mut x, "        ", "generator", GENERATOR);
    if let Some(lang) = site.language() {
        line(&mut x, "        ", "language", &escape_html(lang));
    }
    if let Some(c) = &site.options.copyright {
        line(&mut x, "        ", "copyright", &escape_html(c));
    }
    for post in posts {
        let link = site.absolute(&post.permalink);
        x.push_str("        <item>\n");
        line(&mut x, "            ", "title", &cdata(&post.title));
        line(&mut x, "            ", "link", &escape_html(&link));
        line(&mut x, "            ", "guid", &escape_html(&link));
        line(&mut x, "            ", "pubDate", &date::rfc822(post.date));
        if let Some(d) = &post.description {
            line(&mut x, "            ", "description", &cdata(d));
        }
        line(&mut x, "            ", "content:encoded", &cdata(&post.html));
        for a in &post.authors {
            if let (Some(email), Some(name)) = (&a.email, &a.name) {
                line(&mut x, "            ", "author", &escape_html(&format!("{email} ({name})")));
            }
        }
        for tag in &post.tags {
            line(&mut x, "            ", "category", &escape_html(&tag.label));
        }
        x.push_str("        </item>\n");
    }
    x.push_str("    </channel>\n</rss>");
    x
}

fn atom(site: &FeedSite<'_>, posts: &[&Post]) -> String {
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n");
    let blog_url = escape_html(&site.blog_url());
    x.push_str(&format!("    <id>{blog_url}</id>\n    <title>{}</title>\n", escape_html(&site.title)));
    if let Some(newest) = posts.first() {
        x.push_str(&format!("    <updated>{}</updated>\n", date::iso(newest.date)));
    }
    x.push_str(&format!("    <generator>{GENERATOR}</generator>\n    <link rel=\"alternate\" href=\"{blog_url}\"/>\n"));
    x.push_str(&format!("    <subtitle>{}</subtitle>\n", escape_html(&site.description())));
    if let Some(icon) = site.favicon() {
        x.push_str(&format!("    <icon>{}</icon>\n", escape_html(&icon)));
    }
    if let Some(c) = &site.options.copyright {
        x.push_str(&format!("    <rights>{}</rights>\n", escape_html(c)));
    }
    for post in posts {
        let link = escape_html(&site.absolute(&post.permalink));
        x.push_str("    <entry>\n");
        x.push_str(&format!("        <title type=\"html\">{}</title>\n", cdata(&post.title)));
        x.push_str(&format!("        <id>{link}</id>\n        <link href=\"{link}\"/>\n"));
        x.push_str(&format!("        <updated>{}</updated>\n", date::iso(post.date)));
        if let Some(d) = &post.description {
            x.push_str(&format!("        <summary type=\"html\">{}</summary>\n", cdata(d)));
        }
        x.push_str(&format!("        <content type=\"html\">{}</content>\n", cdata(&post.html)));
        for a in &post.authors {
            let Some(name) = &a.name else { continue };
            x.push_str(&format!("        <author>\n            <name>{}</name>\n", escape_html(name)));
            if let Some(email) = &a.email {
                x.push_str(&format!("            <email>{}</email>\n", escape_html(email)));
            }
            if let Some(uri) = &a.url {
                x.push_str(&format!("            <uri>{}</uri>\n", escape_html(uri)));
            }
            x.push_str("        </author>\n");
        }
        for tag in &post.tags {
            let label = escape_html(&tag.label);
            x.push_str(&format!("        <category label=\"{label}\" term=\"{label}\"/>\n"));
        }
        x.push_str("    </entry>\n");
    }
    x.push_str("</feed>");
    x
}

fn json_feed(site: &FeedSite<'_>, posts: &[&Post]) -> String {
    let items: Vec<Value> = posts
        .iter()
        .map(|post| {
            let link = site.absolute(&post.permalink);
            let mut item = json!({"id": link, "content_html": post.html, "url": link, "title": post.title});
            if let Some(d) = &post.description {
                item["summary"] = json!(d);
            }
            item["date_modified"] = json!(date::iso(post.date));
            if let Some(a) = post.authors.iter().find(|a| a.name.is_some()) {
                let mut author = json!({"name": a.name});
                if let Some(u) = &a.url {
                    author["url"] = json!(u);
                }
                item["author"] = author;
            }
            if !post.tags.is_empty() {
                item["tags"] = json!(post.tags.iter().map(|t| t.label.as_str()).collect::<Vec<_>>());
            }
            item
        })
        .collect();
    let mut feed = json!({"version": "https://jsonfeed.org/version/1", "title": site.title, "home_page_url": site.blog_url(), "description": site.description()});
    feed["items"] = json!(items);
    serde_json::to_string_pretty(&feed).unwrap_or_default()
}
