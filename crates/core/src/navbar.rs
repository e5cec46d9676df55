//! `themeConfig.navbar`: the navbar's items and their kinds, as the config writes them.
//!
//! An item's `type` is parsed once, when the config is read, into a [`NavbarItemKind`]; a
//! `type` no theme component renders is Docusaurus's "No NavbarItem component found for type"
//! error at that point rather than when a page renders.
//!
//! ```
//! use ferrosaurus_core::{NavbarItem, NavbarItemKind};
//! let item: NavbarItem = serde_json::from_str(r#"{"type": "docSidebar", "sidebarId": "guides"}"#).unwrap();
//! assert_eq!(item.kind(), &NavbarItemKind::DocSidebar);
//! let dropdown: NavbarItem = serde_json::from_str(r#"{"label": "More", "items": [{"to": "/a"}]}"#).unwrap();
//! assert_eq!(dropdown.kind(), &NavbarItemKind::Dropdown);
//! let error = serde_json::from_str::<NavbarItem>(r#"{"type": "fancy"}"#).unwrap_err();
//! assert!(error.to_string().starts_with("No NavbarItem component found for type \"fancy\""));
//! ```

use std::fmt;
use std::str::FromStr;

use indexmap::IndexMap;
use serde::{Deserialize, Serialize, Serializer};

use crate::Logo;

/// Navbar.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default)]
#[serde(rename_all = "camelCase")]
pub struct Navbar {
    /// Title next to the logo.
    pub title: Option<String>,
    /// Logo.
    pub logo: Option<Logo>,
    /// Items.
    pub items: Vec<NavbarItem>,
    /// Hide when scrolling down.
    pub hide_on_scroll: bool,
    /// `dark` or `primary`.
    pub style: Option<String>,
}

/// A navbar item (and dropdown entries).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default)]
#[serde(rename_all = "camelCase")]
pub struct NavbarItem {
    /// `type` as written; [`NavbarItem::kind`] is the kind of an item without one.
    #[serde(rename = "type")]
    #[cfg_attr(test, ts(type = "NavbarItemKind | null"))]
    pub declared_kind: Option<NavbarItemKind>,
    /// Shown text.
    pub label: Option<String>,
    /// Internal path.
    pub to: Option<String>,
    /// External URL.
    pub href: Option<String>,
    /// `left` or `right`.
    pub position: Option<String>,
    /// Dropdown entries.
    pub items: Vec<NavbarItem>,
    /// `doc` items.
    pub doc_id: Option<String>,
    /// `docSidebar` items.
    pub sidebar_id: Option<String>,
    /// CSS class.
    pub class_name: Option<String>,
    /// Raw HTML (`html` items).
    pub html: Option<String>,
    /// Link target.
    pub target: Option<String>,
    /// aria-label.
    pub aria_label: Option<String>,
    /// Path prefix that makes the item active.
    pub active_base_path: Option<String>,
    /// Regex that makes the item active.
    pub active_base_regex: Option<String>,
    /// Where a `doc`, `docSidebar` or `docsVersionDropdown` item leads, found in the content.
    /// Never read from the config, and `None` in the config as loaded (which nothing changes
    /// after loading): the build sets it in the copy of the navbar it gives the theme.
    #[serde(skip_deserializing)]
    pub resolved_to: Option<String>,
    /// Other keys, kept.
    #[serde(flatten)]
    #[cfg_attr(test, ts(skip))]
    pub extra: IndexMap<String, serde_json::Value>,
}

impl NavbarItem {
    /// The item's kind: its `type`, else `dropdown` when it has `items` and `default` when
    /// it has none (as Docusaurus's `NavbarItem` picks a component).
    pub fn kind(&self) -> &NavbarItemKind {
        const DEFAULT: &NavbarItemKind = &NavbarItemKind::Default;
        const DROPDOWN: &NavbarItemKind = &NavbarItemKind::Dropdown;
        match &self.declared_kind {
            Some(kind) => kind,
            None if self.items.is_empty() => DEFAULT,
            None => DROPDOWN,
        }
    }

    /// The `docsPluginId` option of `doc`, `docSidebar` and version items, unless it names
    /// the default docs instance.
    pub fn docs_plugin_id(&self) -> Option<&str> {
        self.extra.get("docsPluginId").and_then(serde_json::Value::as_str).filter(|id| *id != crate::DEFAULT_PLUGIN_ID)
    }
}

/// Which theme component renders a navbar item: its `type` (the keys of Docusaurus's
/// `@theme/NavbarItem/ComponentTypes`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Deserialize)]
#[serde(try_from = "String")]
pub enum NavbarItemKind {
    /// `default`: a link (`to` or `href`).
    Default,
    /// `dropdown`: a label that opens its `items`.
    Dropdown,
    /// `doc`: a link to the doc `docId`.
    Doc,
    /// `docSidebar`: a link to the first doc of the sidebar `sidebarId`.
    DocSidebar,
    /// `docsVersion`: a link to the main doc of the version being read.
    DocsVersion,
    /// `docsVersionDropdown`: the docs versions.
    DocsVersionDropdown,
    /// `localeDropdown`: the site's locales.
    LocaleDropdown,
    /// `search`: where the search bar goes.
    Search,
    /// `html`: raw HTML.
    Html,
    /// `custom-<name>`: a component the site adds to `@theme/NavbarItem/ComponentTypes` (the
    /// whole `type`, prefix included).
    Custom(String),
}

impl NavbarItemKind {
    /// Every kind the theme renders, but the site's own `custom-*` ones.
    pub const BUILT_IN: [NavbarItemKind; 9] = [
        NavbarItemKind::Default,
        NavbarItemKind::Dropdown,
        NavbarItemKind::Doc,
        NavbarItemKind::DocSidebar,
        NavbarItemKind::DocsVersion,
        NavbarItemKind::DocsVersionDropdown,
        NavbarItemKind::LocaleDropdown,
        NavbarItemKind::Search,
        NavbarItemKind::Html,
    ];

    /// The prefix of the `type` of a site's own navbar item components.
    pub const CUSTOM_PREFIX: &'static str = "custom-";

    /// The `type` that names this kind in the config.
    pub fn as_str(&self) -> &str {
        match self {
            NavbarItemKind::Default => "default",
            NavbarItemKind::Dropdown => "dropdown",
            NavbarItemKind::Doc => "doc",
            NavbarItemKind::DocSidebar => "docSidebar",
            NavbarItemKind::DocsVersion => "docsVersion",
            NavbarItemKind::DocsVersionDropdown => "docsVersionDropdown",
            NavbarItemKind::LocaleDropdown => "localeDropdown",
            NavbarItemKind::Search => "search",
            NavbarItemKind::Html => "html",
            NavbarItemKind::Custom(name) => name,
        }
    }
}

/// A navbar item `type` no component renders.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("No NavbarItem component found for type \"{0}\"")]
pub struct UnknownNavbarItemKind(pub String);

impl FromStr for NavbarItemKind {
    type Err = UnknownNavbarItemKind;

    fn from_str(written: &str) -> Result<Self, Self::Err> {
        if let Some(kind) = Self::BUILT_IN.into_iter().find(|k| k.as_str() == written) {
            return Ok(kind);
        }
        match written.strip_prefix(Self::CUSTOM_PREFIX) {
            Some(name) if !name.is_empty() => Ok(NavbarItemKind::Custom(written.to_string())),
            _ => Err(UnknownNavbarItemKind(written.to_string())),
        }
    }
}

impl TryFrom<String> for NavbarItemKind {
    type Error = UnknownNavbarItemKind;

    fn try_from(written: String) -> Result<Self, Self::Error> {
        written.parse()
    }
}

impl fmt::Display for NavbarItemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for NavbarItemKind {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_kind_reads_back_from_its_name() {
        for kind in NavbarItemKind::BUILT_IN {
            assert_eq!(kind.as_str().parse::<NavbarItemKind>(), Ok(kind.clone()));
            assert_eq!(serde_json::to_value(&kind).unwrap(), kind.as_str());
        }
    }

    #[test]
    fn custom_kinds_keep_their_whole_name() {
        assert_eq!("custom-version".parse(), Ok(NavbarItemKind::Custom("custom-version".into())));
        assert_eq!(NavbarItemKind::Custom("custom-version".into()).to_string(), "custom-version");
        assert_eq!("custom-".parse::<NavbarItemKind>(), Err(UnknownNavbarItemKind("custom-".into())));
    }

    #[test]
    fn unknown_kinds_are_docusaurus_s_error() {
        assert_eq!("docSidebars".parse::<NavbarItemKind>().unwrap_err().to_string(), "No NavbarItem component found for type \"docSidebars\"");
        assert!("Doc".parse::<NavbarItemKind>().is_err(), "types are case-sensitive, as in Docusaurus");
    }

    #[test]
    fn an_item_without_type_is_a_link_or_a_dropdown() {
        let item = |json: &str| serde_json::from_str::<NavbarItem>(json).unwrap();
        assert_eq!(item(r#"{"to": "/a"}"#).kind(), &NavbarItemKind::Default);
        assert_eq!(item(r#"{"items": [{"to": "/a"}]}"#).kind(), &NavbarItemKind::Dropdown);
        assert_eq!(item(r#"{"type": "html", "items": [{"to": "/a"}]}"#).kind(), &NavbarItemKind::Html);
    }

    #[test]
    fn an_item_is_written_back_as_read_its_resolved_link_included() {
        let mut item: NavbarItem = serde_json::from_str(r#"{"label": "Docs", "docId": "intro", "type": "doc", "rel": "x"}"#).unwrap();
        item.resolved_to = Some("/docs/intro".into());
        assert_eq!(
            serde_json::to_string(&item).unwrap(),
            r#"{"type":"doc","label":"Docs","to":null,"href":null,"position":null,"items":[],"docId":"intro","sidebarId":null,"className":null,"html":null,"target":null,"ariaLabel":null,"activeBasePath":null,"activeBaseRegex":null,"resolvedTo":"/docs/intro","rel":"x"}"#
        );
    }
}
