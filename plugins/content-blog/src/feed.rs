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

    /// `feedOptions.language`, else the locale being built (as Docusaurus 3.x).
    fn language(&self) -> Option<&str> {
        self.options.language.as_deref().or(Some(self.config.i18n.current_locale.as_str())).filter(|l| !l.is_empty())
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
pub(crate) fn feed_posts<'p>(site: &FeedSite<'_>, posts: &'p [Post]) -> Vec<&'p Post> {
    let mut listed: Vec<&Post> = posts.iter().filter(|p| !p.unlisted).collect();
    listed.sort_by_key(|p| std::cmp::Reverse(p.date));
    listed.truncate(site.options.limit.unwrap_or(usize::MAX));
    listed
}

/// An author of a feed item (the `feed` package's `Author`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct FeedAuthor {
    pub(crate) name: Option<String>,
    pub(crate) email: Option<String>,
    pub(crate) link: Option<String>,
}

/// One entry of a feed: Docusaurus's `BlogFeedItem` (what `createFeedItems` returns).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FeedItem {
    pub(crate) title: String,
    pub(crate) id: String,
    pub(crate) link: String,
    pub(crate) date: jiff::Timestamp,
    pub(crate) description: Option<String>,
    pub(crate) content: Option<String>,
    pub(crate) authors: Vec<FeedAuthor>,
    pub(crate) categories: Vec<String>,
}

/// Docusaurus's `defaultCreateFeedItems`: one item per post.
pub(crate) fn default_items(site: &FeedSite<'_>, posts: &[&Post]) -> Vec<FeedItem> {
    posts
        .iter()
        .map(|post| {
            let link = site.absolute(&post.permalink);
            FeedItem {
                title: post.title.clone(),
                id: link.clone(),
                link,
                date: post.date,
                description: post.description.clone(),
                content: Some(post.html.clone()),
                authors: post.authors.iter().map(|a| FeedAuthor { name: a.name.clone(), email: a.email.clone(), link: a.url.clone() }).collect(),
                categories: post.tags.iter().map(|t| t.label.clone()).collect(),
            }
        })
        .collect()
}

impl FeedItem {
    /// The item as JS sees it (`date` an ISO string, `category: [{name, term}]`, `author: [...]`).
    pub(crate) fn to_json(&self) -> Value {
        let mut item = json!({"title": self.title, "id": self.id, "link": self.link, "date": date::iso(self.date)});
        if let Some(d) = &self.description {
            item["description"] = json!(d);
        }
        if let Some(c) = &self.content {
            item["content"] = json!(c);
        }
        item["category"] = json!(self.categories.iter().map(|c| json!({"name": c, "term": c})).collect::<Vec<_>>());
        if !self.authors.is_empty() {
            item["author"] = json!(self.authors.iter().map(|a| json!({"name": a.name, "email": a.email, "link": a.link})).collect::<Vec<_>>());
        }
        item
    }

    /// An item a `createFeedItems` function returned; what is wrong with it otherwise.
    pub(crate) fn from_json(value: &Value) -> Result<FeedItem, String> {
        let text = |v: &Value, key: &str| v.get(key).and_then(Value::as_str).map(String::from);
        let title = text(value, "title").ok_or("`title` must be a string")?;
        let link = text(value, "link").ok_or("`link` must be a string")?;
        let date = text(value, "date").and_then(|d| date::parse(&d)).ok_or("`date` must be a date")?;
        let list = |key: &str| value.get(key).map(|v| if v.is_array() { v.as_array().cloned().unwrap_or_default() } else { vec![v.clone()] }).unwrap_or_default();
        Ok(FeedItem {
            id: text(value, "id").unwrap_or_else(|| link.clone()),
            title,
            link,
            date,
            description: text(value, "description"),
            content: text(value, "content"),
            authors: list("author").iter().map(|a| FeedAuthor { name: text(a, "name"), email: text(a, "email"), link: text(a, "link") }).collect(),
            categories: list("category").iter().filter_map(|c| text(c, "name").or_else(|| text(c, "term"))).collect(),
        })
    }
}

/// The feed document of one kind; `updated` is the newest post's date.
pub(crate) fn write(kind: FeedType, site: &FeedSite<'_>, items: &[FeedItem], updated: Option<jiff::Timestamp>) -> String {
    match kind {
        FeedType::Rss => rss(site, items, updated),
        FeedType::Atom => atom(site, items, updated),
        FeedType::Json => json_feed(site, items),
    }
}

/// Text inside CDATA (a `]]>` in it is split across two sections).
fn cdata(text: &str) -> String {
    format!("<![CDATA[{}]]>", text.replace("]]>", "]]]]><![CDATA[>"))
}

fn rss(site: &FeedSite<'_>, items: &[FeedItem], updated: Option<jiff::Timestamp>) -> String {
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    x.push_str("<rss version=\"2.0\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:content=\"http://purl.org/rss/1.0/modules/content/\">\n    <channel>\n");
    let line = |x: &mut String, indent: &str, tag: &str, value: &str| x.push_str(&format!("{indent}<{tag}>{value}</{tag}>\n"));
    line(&mut x, "        ", "title", &escape_html(&site.title));
    line(&mut x, "        ", "link", &escape_html(&site.blog_url()));
    line(&mut x, "        ", "description", &escape_html(&site.description()));
    if let Some(updated) = updated {
        line(&mut x, "        ", "lastBuildDate", &date::rfc822(updated));
    }
    line(&mut x, "        ", "docs", "https://validator.w3.org/feed/docs/rss2.html");
    line(&mut x, "        ", "generator", GENERATOR);
    if let Some(lang) = site.language() {
        line(&mut x, "        ", "language", &escape_html(lang));
    }
    if let Some(c) = &site.options.copyright {
        line(&mut x, "        ", "copyright", &escape_html(c));
    }
    for item in items {
        x.push_str("        <item>\n");
        line(&mut x, "            ", "title", &cdata(&item.title));
        line(&mut x, "            ", "link", &escape_html(&item.link));
        line(&mut x, "            ", "guid", &escape_html(&item.id));
        line(&mut x, "            ", "pubDate", &date::rfc822(item.date));
        if let Some(d) = &item.description {
            line(&mut x, "            ", "description", &cdata(d));
        }
        if let Some(content) = &item.content {
            line(&mut x, "            ", "content:encoded", &cdata(content));
        }
        for a in &item.authors {
            if let (Some(email), Some(name)) = (&a.email, &a.name) {
                line(&mut x, "            ", "author", &escape_html(&format!("{email} ({name})")));
            }
        }
        for category in &item.categories {
            line(&mut x, "            ", "category", &escape_html(category));
        }
        x.push_str("        </item>\n");
    }
    x.push_str("    </channel>\n</rss>");
    x
}

fn atom(site: &FeedSite<'_>, items: &[FeedItem], updated: Option<jiff::Timestamp>) -> String {
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n");
    let blog_url = escape_html(&site.blog_url());
    x.push_str(&format!("    <id>{blog_url}</id>\n    <title>{}</title>\n", escape_html(&site.title)));
    if let Some(updated) = updated {
        x.push_str(&format!("    <updated>{}</updated>\n", date::iso(updated)));
    }
    x.push_str(&format!("    <generator>{GENERATOR}</generator>\n    <link rel=\"alternate\" href=\"{blog_url}\"/>\n"));
    x.push_str(&format!("    <subtitle>{}</subtitle>\n", escape_html(&site.description())));
    if let Some(icon) = site.favicon() {
        x.push_str(&format!("    <icon>{}</icon>\n", escape_html(&icon)));
    }
    if let Some(c) = &site.options.copyright {
        x.push_str(&format!("    <rights>{}</rights>\n", escape_html(c)));
    }
    for item in items {
        let link = escape_html(&item.link);
        x.push_str("    <entry>\n");
        x.push_str(&format!("        <title type=\"html\">{}</title>\n", cdata(&item.title)));
        x.push_str(&format!("        <id>{}</id>\n        <link href=\"{link}\"/>\n", escape_html(&item.id)));
        x.push_str(&format!("        <updated>{}</updated>\n", date::iso(item.date)));
        if let Some(d) = &item.description {
            x.push_str(&format!("        <summary type=\"html\">{}</summary>\n", cdata(d)));
        }
        if let Some(content) = &item.content {
            x.push_str(&format!("        <content type=\"html\">{}</content>\n", cdata(content)));
        }
        for a in &item.authors {
            let Some(name) = &a.name else { continue };
            x.push_str(&format!("        <author>\n            <name>{}</name>\n", escape_html(name)));
            if let Some(email) = &a.email {
                x.push_str(&format!("            <email>{}</email>\n", escape_html(email)));
            }
            if let Some(uri) = &a.link {
                x.push_str(&format!("            <uri>{}</uri>\n", escape_html(uri)));
            }
            x.push_str("        </author>\n");
        }
        for category in &item.categories {
            let label = escape_html(category);
            x.push_str(&format!("        <category label=\"{label}\" term=\"{label}\"/>\n"));
        }
        x.push_str("    </entry>\n");
    }
    x.push_str("</feed>");
    x
}

fn json_feed(site: &FeedSite<'_>, items: &[FeedItem]) -> String {
    let items: Vec<Value> = items
        .iter()
        .map(|entry| {
            let mut item = json!({"id": entry.id, "content_html": entry.content, "url": entry.link, "title": entry.title});
            if let Some(d) = &entry.description {
                item["summary"] = json!(d);
            }
            item["date_modified"] = json!(date::iso(entry.date));
            if let Some(a) = entry.authors.iter().find(|a| a.name.is_some()) {
                let mut author = json!({"name": a.name});
                if let Some(u) = &a.link {
                    author["url"] = json!(u);
                }
                item["author"] = author;
            }
            if !entry.categories.is_empty() {
                item["tags"] = json!(entry.categories);
            }
            item
        })
        .collect();
    let mut feed = json!({"version": "https://jsonfeed.org/version/1", "title": site.title, "home_page_url": site.blog_url(), "description": site.description()});
    feed["items"] = json!(items);
    serde_json::to_string_pretty(&feed).unwrap_or_default()
}
