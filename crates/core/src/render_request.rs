//! What the theme renders a page from: the site [`Globals`] every page reads
//! (`__data/globals.<hash>.json`), and the [`RenderRequest`] the build sends the theme's server
//! entry (`render(request)` in `theme/src/server/entry.tsx`) for one page.
//!
//! Data many pages share (the globals, a sidebar) is sent to each SSR worker once; a request
//! then names it in [`RenderRequest::shared`] instead of holding it.
//!
//! ```
//! use ferrosaurus_core::{PageAssets, PageData, PageKind, RenderRequest, SharedRefs};
//! let page = PageData::new("/docs/intro", PageKind::Doc, "Intro");
//! let assets = PageAssets::default();
//! let request = RenderRequest::by_reference(&page, assets, SharedRefs::new("globals", None));
//! let json = serde_json::to_string(&request).unwrap();
//! assert!(json.starts_with(r#"{"page":{"route":"/docs/intro","kind":"doc","title":"Intro"},"sidebar":null,"#));
//! assert!(json.ends_with(r#""$shared":{"globals":"globals"}}"#));
//! ```

use indexmap::IndexMap;
use serde::Serialize;

use crate::{PageData, SidebarItem, SiteConfig};

/// `__data/globals.<hash>.json`: what every page of the theme reads.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct Globals {
    /// The site config as the theme reads it (the navbar's links resolved).
    pub site_config: SiteConfig,
    /// Sidebar id → URL of its JSON (`SidebarItem[]`).
    #[cfg_attr(test, ts(as = "std::collections::HashMap<String, String>"))]
    pub sidebars: IndexMap<String, String>,
    /// `setGlobalData` of every plugin: plugin name → instance id → data.
    #[cfg_attr(test, ts(type = "{ [key in string]: { [key in string]: unknown } }"))]
    pub global_data: IndexMap<String, IndexMap<String, serde_json::Value>>,
}

impl Globals {
    /// The globals of a site.
    pub fn new(site_config: SiteConfig, sidebars: IndexMap<String, String>, global_data: IndexMap<String, IndexMap<String, serde_json::Value>>) -> Self {
        Self { site_config, sidebars, global_data }
    }
}

/// The URLs of what one rendered page refers to.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct PageAssets {
    /// Its scripts: its components' chunks, then the main chunk.
    pub scripts: Vec<String>,
    /// The stylesheets.
    pub stylesheets: Vec<String>,
    /// The globals' JSON.
    pub globals_url: String,
    /// Its sidebar's JSON, when it has one.
    pub sidebar_url: Option<String>,
    /// Its `__page.json`.
    pub page_data_url: String,
}

impl PageAssets {
    /// The assets of a page.
    pub fn new(scripts: Vec<String>, stylesheets: Vec<String>, globals_url: String, sidebar_url: Option<String>, page_data_url: String) -> Self {
        Self { scripts, stylesheets, globals_url, sidebar_url, page_data_url }
    }
}

/// One page's SSR request: the theme's server entry renders the page's whole HTML from it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct RenderRequest<'a> {
    /// The page, `html` included.
    pub page: &'a PageData,
    /// The site globals; absent when [`Self::shared`] names the copy the workers hold.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub globals: Option<&'a Globals>,
    /// The page's sidebar; `null` when it has none or when [`Self::shared`] names it.
    pub sidebar: Option<&'a [SidebarItem]>,
    /// What the page's HTML refers to.
    pub assets: PageAssets,
    /// The shared data the SSR workers hold that this request stands for, by field: the
    /// worker puts each back before rendering (`ferrosaurus_ssr::NodePool::share`).
    #[serde(rename = "$shared", skip_serializing_if = "Option::is_none")]
    pub shared: Option<SharedRefs<'a>>,
}

impl<'a> RenderRequest<'a> {
    /// A request that holds everything the page is rendered from.
    pub fn inline(page: &'a PageData, globals: &'a Globals, sidebar: Option<&'a [SidebarItem]>, assets: PageAssets) -> Self {
        Self { page, globals: Some(globals), sidebar, assets, shared: None }
    }

    /// A request that names the globals and the sidebar the workers already hold.
    pub fn by_reference(page: &'a PageData, assets: PageAssets, shared: SharedRefs<'a>) -> Self {
        Self { page, globals: None, sidebar: None, assets, shared: Some(shared) }
    }
}

/// The ids under which the SSR workers hold a request's globals and sidebar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct SharedRefs<'a> {
    /// The globals' id.
    pub globals: &'a str,
    /// The sidebar's id, when the page has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sidebar: Option<&'a str>,
}

impl<'a> SharedRefs<'a> {
    /// The ids of a page's globals and sidebar.
    pub fn new(globals: &'a str, sidebar: Option<&'a str>) -> Self {
        Self { globals, sidebar }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PageKind;

    fn globals() -> Globals {
        let mut config = SiteConfig::default_for_test();
        config.title = "Site".into();
        Globals::new(config, IndexMap::from([("guides".to_string(), "/__data/sidebar-guides.1.json".to_string())]), IndexMap::new())
    }

    fn assets() -> PageAssets {
        PageAssets::new(vec!["/main.js".into()], vec!["/styles.css".into()], "/__data/globals.1.json".into(), None, "/__data/pages/a/__page.json".into())
    }

    // See: issue 16 (requests were JSON text built with format!).
    #[test]
    fn issue_16_a_request_by_reference_holds_the_page_and_names_the_rest() {
        let page = PageData::new("/a", PageKind::Page, "A");
        let json = serde_json::to_value(RenderRequest::by_reference(&page, assets(), SharedRefs::new("globals", Some("sidebar:guides")))).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "page": {"route": "/a", "kind": "page", "title": "A"},
                "sidebar": null,
                "assets": {"scripts": ["/main.js"], "stylesheets": ["/styles.css"], "globalsUrl": "/__data/globals.1.json", "sidebarUrl": null, "pageDataUrl": "/__data/pages/a/__page.json"},
                "$shared": {"globals": "globals", "sidebar": "sidebar:guides"},
            })
        );
    }

    #[test]
    fn issue_16_an_inline_request_holds_everything() {
        let page = PageData::new("/a", PageKind::Page, "A");
        let globals = globals();
        let sidebar = [SidebarItem::Html { value: "<hr>".into(), default_style: false, class_name: None }];
        let json = serde_json::to_value(RenderRequest::inline(&page, &globals, Some(&sidebar), assets())).unwrap();
        let keys: Vec<&String> = json.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["page", "globals", "sidebar", "assets"]);
        assert_eq!(json["globals"]["siteConfig"]["title"], "Site");
        assert_eq!(json["globals"]["sidebars"]["guides"], "/__data/sidebar-guides.1.json");
        assert_eq!(json["sidebar"][0]["type"], "html");
    }
}
