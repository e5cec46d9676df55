//! The data of one route, as the theme receives it (`<route>/__page.json` and the inline
//! first-load JSON). Field names are camelCase in JSON: the theme's `PageData` type in
//! `theme/src/generated/core.ts` is generated from this file (`theme_types.rs`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One heading in a page's table of contents (flat; the theme nests by level).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TocItem {
    /// The heading's inner HTML (inline markup kept, already escaped).
    pub value: String,
    /// The heading's id (anchor).
    pub id: String,
    /// 2..=6.
    pub level: u8,
}

/// What kind of route this is: decides which theme layout renders it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum PageKind {
    /// A doc (Markdown/MDX) with sidebar, TOC, paginator.
    Doc,
    /// A category's generated index (cards of its items).
    CategoryIndex,
    /// A Markdown page from src/pages (no sidebar).
    Page,
    /// A React page from src/pages/*.tsx; `component` names it.
    Component,
    /// The tags list page.
    TagsList,
    /// One tag's page.
    TagDocs,
    /// The not-found page (also written as 404.html).
    NotFound,
    /// A page of the blog's post list (`/blog`, `/blog/page/2`); `blog.posts` holds the posts.
    BlogList,
    /// One blog post; `html` is its content, `blog.post` its metadata.
    BlogPost,
    /// The blog's tags list page.
    BlogTagsList,
    /// A page of the posts carrying one blog tag.
    BlogTagPosts,
    /// The blog archive (every listed post by year).
    BlogArchive,
    /// The blog's authors list page.
    BlogAuthorsList,
    /// A page of the posts of one blog author.
    BlogAuthorPosts,
}

/// A breadcrumb: ancestor categories then the page itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct Breadcrumb {
    /// Shown text.
    pub label: String,
    /// Link, when the category has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
}

/// A previous/next link or a card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct NavLink {
    /// Shown text.
    pub title: String,
    /// Where it goes.
    pub permalink: String,
    /// Optional description (cards).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// A tag as a link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct TagLink {
    /// Shown label.
    pub label: String,
    /// Full URL of the tag page.
    pub permalink: String,
    /// Tag description, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// How many listed docs carry it (list page only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<usize>,
}

/// Doc-specific data.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct DocMeta {
    /// Doc id (`guides/lms/canvas`).
    pub id: String,
    /// Sidebar this doc shows (key of `globals.sidebars`), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sidebar_id: Option<String>,
    /// Ancestors in the sidebar, then the doc.
    pub breadcrumbs: Vec<Breadcrumb>,
    /// Previous in the sidebar order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub previous: Option<NavLink>,
    /// Next in the sidebar order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<NavLink>,
    /// The doc's tags.
    pub tags: Vec<TagLink>,
    /// Unlisted docs get a banner and noindex.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(test, ts(as = "Option<bool>", optional))]
    pub unlisted: bool,
    /// "Edit this page" link.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edit_url: Option<String>,
    /// On the page of a sidebar category (a generated index, or the doc a category links to):
    /// the descriptions of the docs among the category's items, by doc id (front matter
    /// `description`, else the first paragraph). The theme's `DocCard` shows them under the
    /// cards of `<DocCardList />`, as Docusaurus's `useDocById(id).description`; the cards
    /// themselves are the category's sidebar items.
    #[serde(skip_serializing_if = "BTreeMap::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<BTreeMap<String, String>>", optional))]
    pub card_descriptions: BTreeMap<String, String>,
    /// The page ends with the cards of the sidebar category it is the link of, after its
    /// content, as the OpenAPI plugin's info and tag templates end with
    /// `<DocCardList items={useCurrentSidebarCategory().items}/>`: the theme's `DocCardList`
    /// draws them (with `card_descriptions`), as it does for `<DocCardList />` in a doc.
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    #[cfg_attr(test, ts(as = "Option<bool>", optional))]
    pub ends_with_category_cards: bool,
    /// CSS class of the sidebar item (e.g. "get api-method").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sidebar_class_name: Option<String>,
    /// The docs version the doc belongs to (banner, badge, `docusaurus_version` meta).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub version: Option<DocVersionMeta>,
    /// When and by whom the doc's file was last changed (`showLastUpdateTime/Author`).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub last_update: Option<LastUpdate>,
    /// The doc's front matter as written (`useDoc().frontMatter`: site components read their
    /// own keys from it).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    #[cfg_attr(test, ts(type = "Record<string, unknown>"))]
    pub front_matter: Option<serde_json::Value>,
}

/// The version of a doc, as the theme's banner, badge and meta tags need it
/// (Docusaurus's `PropVersionMetadata`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct DocVersionMeta {
    /// The docs plugin instance (`default`).
    pub plugin_id: String,
    /// Version name (`current`, `1.0.0`): `<meta name="docusaurus_version">`.
    pub version: String,
    /// Shown label (`Next`, `1.0.0`).
    pub label: String,
    /// `unreleased` or `unmaintained`; `None`: no banner.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub banner: Option<crate::VersionBanner>,
    /// Show "Version: {label}".
    pub badge: bool,
    /// This version's pages are `noindex, nofollow`.
    pub no_index: bool,
    /// Class on `<html>` (`docs-version-current`).
    pub class_name: String,
    /// The version served at the docs root.
    pub is_last: bool,
    /// `<meta name="docusaurus_tag">` and search tag: `docs-<pluginId>-<version>`.
    pub search_tag: String,
    /// The banner's "latest version" link: the same doc in the last version, else its main doc.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub latest_version_link: Option<NavLink>,
}

/// The last change of a doc's or post's file (from git, or front matter `last_update`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct LastUpdate {
    /// Seconds since the Unix epoch (shown only with `showLastUpdateTime`).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub last_updated_at: Option<i64>,
    /// Author name (shown only with `showLastUpdateAuthor`).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub last_updated_by: Option<String>,
}

/// A blog post author (from `authors.yml` or inline front matter).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct BlogAuthor {
    /// Key in `authors.yml`, when the author comes from there.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub key: Option<String>,
    /// Shown name.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub name: Option<String>,
    /// Shown under the name.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub title: Option<String>,
    /// Link of the name.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub url: Option<String>,
    /// Avatar.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub image_url: Option<String>,
    /// E-mail (feeds; a `mailto:` link when there is no url).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub email: Option<String>,
    /// The author's own page, when `authors.yml` gives it one (`page: true`).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub page_permalink: Option<String>,
    /// Number of listed posts (authors list page only).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub count: Option<usize>,
}

/// A blog post as the blog's pages show it (list item, post header, archive entry).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct BlogPostSummary {
    /// Post title.
    pub title: String,
    /// Post URL.
    pub permalink: String,
    /// Publication date, ISO 8601 (`2021-08-26T00:00:00.000Z`).
    pub date: String,
    /// Reading time in minutes (two decimals), when `showReadingTime` is on.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub reading_time: Option<f64>,
    /// Authors in front matter order.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<Vec<BlogAuthor>>", optional))]
    pub authors: Vec<BlogAuthor>,
    /// Tags.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<Vec<TagLink>>", optional))]
    pub tags: Vec<TagLink>,
    /// Description (front matter or first paragraph).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub description: Option<String>,
    /// List pages: the content HTML up to the truncate marker (the whole post when it has none).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub html: Option<String>,
    /// The post has more than `html` shows (list pages add "Read more").
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    #[cfg_attr(test, ts(as = "Option<bool>", optional))]
    pub truncated: bool,
    /// Unlisted posts get a banner and noindex.
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    #[cfg_attr(test, ts(as = "Option<bool>", optional))]
    pub unlisted: bool,
    /// "Edit this page" link.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub edit_url: Option<String>,
    /// Post pages: when (`showLastUpdateTime`) and by whom (`showLastUpdateAuthor`) the
    /// post's file was last changed.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub last_update: Option<LastUpdate>,
}

/// Where a paginated blog list page stands.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct BlogPaginator {
    /// 1-based page number.
    pub page: usize,
    /// Number of pages.
    pub total_pages: usize,
    /// Number of posts over all pages.
    pub total_count: usize,
    /// "Newer entries" link.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub previous_page: Option<String>,
    /// "Older entries" link.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub next_page: Option<String>,
}

/// The recent posts sidebar of blog pages.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct BlogSidebar {
    /// `blogSidebarTitle`.
    pub title: String,
    /// The most recent listed posts.
    pub items: Vec<NavLink>,
    /// The items' dates (ISO 8601), in the same order: the sidebar groups them by year
    /// (`themeConfig.blog.sidebar.groupByYear`).
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<Vec<String>>", optional))]
    pub dates: Vec<String>,
}

/// Blog-specific data of the blog's pages.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct BlogMeta {
    /// The recent posts sidebar (absent when `blogSidebarCount` is 0).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub sidebar: Option<BlogSidebar>,
    /// Post pages: the post's metadata (its content is the page's `html`).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub post: Option<BlogPostSummary>,
    /// List, tag, author and archive pages: the posts shown.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<Vec<BlogPostSummary>>", optional))]
    pub posts: Vec<BlogPostSummary>,
    /// Post pages: the newer post ("Newer post").
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub previous: Option<NavLink>,
    /// Post pages: the older post ("Older post").
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub next: Option<NavLink>,
    /// Paginated list pages.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub paginator: Option<BlogPaginator>,
    /// Author posts page: the author.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub author: Option<BlogAuthor>,
    /// Authors list page: every author of `authors.yml`, with a page or not (as Docusaurus 3.10).
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<Vec<BlogAuthor>>", optional))]
    pub authors: Vec<BlogAuthor>,
}

/// Everything the theme needs to render one route.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct PageData {
    /// The route's path with baseUrl, e.g. `/guides/introduction`.
    pub route: String,
    /// Which layout renders it.
    pub kind: PageKind,
    /// Page title without the site title.
    pub title: String,
    /// Meta description.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Meta keywords.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<Vec<String>>", optional))]
    pub keywords: Vec<String>,
    /// Social image URL (absolute).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Adds `noindex, nofollow`.
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    #[cfg_attr(test, ts(as = "Option<bool>", optional))]
    pub noindex: bool,
    /// Content HTML rendered by Rust. Left out of the inline first-load JSON (the client reads
    /// it from the DOM) but present in `__page.json`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    /// Headings for the TOC, already filtered to the page's min/max levels.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<Vec<TocItem>>", optional))]
    pub toc: Vec<TocItem>,
    /// Do not render a synthetic `<h1>` (the content has its own, or front matter hides it).
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    #[cfg_attr(test, ts(as = "Option<bool>", optional))]
    pub hide_title: bool,
    /// No TOC.
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    #[cfg_attr(test, ts(as = "Option<bool>", optional))]
    pub hide_table_of_contents: bool,
    /// For `Component` pages: the key of the React page in the bundle's page registry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub component: Option<String>,
    /// Compiled MDX (the exact path): the key of the page's content module in the bundle's
    /// page registry; the theme renders it instead of `html`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub content_component: Option<String>,
    /// For docs and category indexes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub doc: Option<DocMeta>,
    /// For tag pages: the tags (list page) or the one tag (tag page).
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<Vec<TagLink>>", optional))]
    pub tags: Vec<TagLink>,
    /// For tag pages: the docs carrying the tag.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<Vec<NavLink>>", optional))]
    pub items: Vec<NavLink>,
    /// Source file relative to the site folder (for error messages).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The links the Markdown source wrote, with their 1-based lines in the source file, for
    /// the link checker's messages (not sent to the browser).
    #[serde(skip)]
    pub source_links: Vec<(String, usize)>,
    /// Props for a `component` route (a plugin's `addRoute` modules, resolved to their data).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    #[cfg_attr(test, ts(type = "Record<string, unknown>"))]
    pub props: Option<serde_json::Value>,
    /// For the blog's pages.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub blog: Option<BlogMeta>,
    /// The plugin instance that added the route, filled by [`crate::Actions::add_route`]
    /// (`None`: a route of the build itself, such as the 404 page).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub plugin: Option<RoutePlugin>,
}

/// The plugin instance a route belongs to (Docusaurus's route context `plugin`): what the
/// theme's `useRouteContext` returns and what the `plugin-<name>` and `plugin-id-<id>` classes
/// of `<html>` name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
pub struct RoutePlugin {
    /// The plugin's name (`docusaurus-plugin-content-blog`).
    pub name: String,
    /// The instance id: `default`, or the `id` option.
    pub id: String,
}

impl RoutePlugin {
    /// The instance `id` of the plugin `name`.
    pub fn new(name: impl Into<String>, id: impl Into<String>) -> Self {
        Self { name: name.into(), id: id.into() }
    }
}

impl PageData {
    /// A minimal page of the given kind; fill the rest with struct update syntax.
    pub fn new(route: impl Into<String>, kind: PageKind, title: impl Into<String>) -> Self {
        Self {
            route: route.into(),
            kind,
            title: title.into(),
            description: None,
            keywords: Vec::new(),
            image: None,
            noindex: false,
            html: None,
            toc: Vec::new(),
            hide_title: false,
            hide_table_of_contents: false,
            component: None,
            content_component: None,
            doc: None,
            tags: Vec::new(),
            items: Vec::new(),
            source: None,
            props: None,
            source_links: Vec::new(),
            blog: None,
            plugin: None,
        }
    }
}
