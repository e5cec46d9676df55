//! The data of one route, as the theme receives it (`<route>/__page.json` and the inline
//! first-load JSON). Field names are camelCase in JSON: the theme's `PageData` type in
//! `theme/src/types.ts` mirrors this file.

use serde::{Deserialize, Serialize};

/// One heading in a page's table of contents (flat; the theme nests by level).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
}

/// A breadcrumb: ancestor categories then the page itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breadcrumb {
    /// Shown text.
    pub label: String,
    /// Link, when the category has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
}

/// A previous/next link or a card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
    pub unlisted: bool,
    /// "Edit this page" link.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edit_url: Option<String>,
    /// Cards (category index pages, DocCardList).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<NavLink>,
    /// CSS class of the sidebar item (e.g. "get api-method").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sidebar_class_name: Option<String>,
}

/// Everything the theme needs to render one route.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
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
    pub keywords: Vec<String>,
    /// Social image URL (absolute).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Adds `noindex, nofollow`.
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    pub noindex: bool,
    /// Content HTML rendered by Rust. Left out of the inline first-load JSON (the client reads
    /// it from the DOM) but present in `__page.json`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    /// Headings for the TOC, already filtered to the page's min/max levels.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub toc: Vec<TocItem>,
    /// Do not render a synthetic `<h1>` (the content has its own, or front matter hides it).
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    pub hide_title: bool,
    /// No TOC.
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    pub hide_table_of_contents: bool,
    /// For `Component` pages: the key of the React page in the bundle's page registry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub component: Option<String>,
    /// For docs and category indexes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub doc: Option<DocMeta>,
    /// For tag pages: the tags (list page) or the one tag (tag page).
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub tags: Vec<TagLink>,
    /// For tag pages: the docs carrying the tag.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub items: Vec<NavLink>,
    /// Source file relative to the site folder (for error messages).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
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
            doc: None,
            tags: Vec::new(),
            items: Vec::new(),
            source: None,
        }
    }
}
